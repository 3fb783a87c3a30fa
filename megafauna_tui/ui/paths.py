"""Where the game keeps its files: saves and the autosave, in the user's data directory."""

from __future__ import annotations

import os
from pathlib import Path


def data_home() -> Path:
    """MEGAFAUNA_HOME if set, else $XDG_DATA_HOME/megafauna, else ~/.local/share/megafauna."""
    override = os.environ.get("MEGAFAUNA_HOME")
    if override:
        return Path(override)
    xdg = os.environ.get("XDG_DATA_HOME")
    base = Path(xdg) if xdg else Path.home() / ".local" / "share"
    return base / "megafauna"


def cache_dir() -> Path:
    """Files the game can rebuild at any time (the validated rules data): MEGAFAUNA_HOME/cache if set,
    else $XDG_CACHE_HOME/megafauna, else ~/.cache/megafauna."""
    override = os.environ.get("MEGAFAUNA_HOME")
    if override:
        return Path(override) / "cache"
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "megafauna"


#: How many games may autosave at once in one data directory, each in its own file.
AUTOSAVE_SLOTS = 64
#: The lock file whose bytes say which autosave files are taken (byte N: autosave-N.json, byte 1: autosave.json).
AUTOSAVE_LOCK = ".autosave.lock"

#: This process's autosave file in each data directory, with the open lock file that holds it.
_claimed: dict[Path, tuple[Path, int | None]] = {}


def autosave_path() -> Path:
    """This process's autosave: autosave.json, unless another game running at the same time in the same data
    directory holds it (two browser tabs, two terminals); then autosave-2.json, autosave-3.json and so on.

    The file is held, by a lock the system releases however the process ends, until this process ends, so two
    games never write one autosave and neither loses its game to the other."""
    home = data_home()
    if home not in _claimed:
        _claimed[home] = _claim(home)
    return _claimed[home][0]


def _slot(home: Path, number: int) -> Path:
    return home / ("autosave.json" if number == 1 else f"autosave-{number}.json")


def _claim(home: Path) -> tuple[Path, int | None]:
    """The first autosave file no other running game holds, and the lock file's descriptor that holds it.
    Where there is no locking (not POSIX) or no writable data directory, autosave.json, as before."""
    try:
        import fcntl
    except ImportError:
        return _slot(home, 1), None
    try:
        home.mkdir(parents=True, exist_ok=True)
        handle = os.open(home / AUTOSAVE_LOCK, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        return _slot(home, 1), None
    for number in range(1, AUTOSAVE_SLOTS + 1):
        try:
            fcntl.lockf(handle, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, number)
        except OSError:
            continue
        return _slot(home, number), handle
    os.close(handle)
    return _slot(home, 1), None


def autosave_files() -> list[Path]:
    """Every autosave in the data directory, the latest written first: Continue offers the first."""
    home = data_home()
    found = [_slot(home, 1), *(_slot(home, n) for n in range(2, AUTOSAVE_SLOTS + 1))]
    dated = []
    for path in found:
        try:
            dated.append((path.stat().st_mtime, path))
        except OSError:
            continue
    return [path for _, path in sorted(dated, key=lambda pair: pair[0], reverse=True)]


def latest_autosave() -> Path | None:
    """The autosave written last, by whichever game wrote it; None if there is none."""
    files = autosave_files()
    return files[0] if files else None


def is_autosave(path: Path) -> bool:
    return path.parent == data_home() and path.suffix == ".json" and path.stem.split("-")[0] == "autosave"


def shown(path: Path) -> str:
    """A path as the player is shown it: in full, except in a game served to a web browser, where a page
    shows the part inside the data directory only (a page must not tell visitors the server's folders)."""
    if not os.environ.get("MEGAFAUNA_SERVED"):
        return str(path)
    try:
        return str(Path("<data folder>") / path.relative_to(data_home()))
    except ValueError:
        return path.name


def saves_dir() -> Path:
    return data_home() / "saves"


#: The name of a finished game kept in the saves folder because the history could not take it.
UNRECORDED = "unrecorded-"


def unrecorded_path(seed: int, answers: int) -> Path:
    return saves_dir() / f"{UNRECORDED}seed{seed}-{answers}.json"


def unrecorded_files() -> list[Path]:
    """The finished games waiting to be added to the history, oldest first."""
    try:
        found = [(path.stat().st_mtime, path) for path in saves_dir().glob(f"{UNRECORDED}*.json")]
    except OSError:
        return []
    return [path for _, path in sorted(found)]


def crash_log_path() -> Path:
    """Where the full report of the last unexpected error goes."""
    return data_home() / "crash.log"


def keep_unfinished_autosave() -> Path | None:
    """Copy this game's autosave into the saves folder if it holds a game still being played, before a new game
    overwrites it; the copy's path, or None if there was nothing to keep. OSError if it cannot be copied.
    (A finished game the history could not take is kept when that fails: ``MegafaunaApp.record_finished``.)

    Only the file's own 'phase' is read: a damaged autosave is kept too, since Load explains what is wrong.
    """
    import json

    from megafauna_tui import atomic

    autosave = autosave_path()
    try:
        text = autosave.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    try:
        state = json.loads(text).get("state", {})
        finished = isinstance(state, dict) and state.get("phase") == "over"
    except (ValueError, AttributeError, RecursionError):
        finished = False
    if finished:
        return None
    target = saves_dir() / f"autosave-kept-{int(autosave.stat().st_mtime)}.json"
    number = 1
    while target.exists():
        number += 1
        target = saves_dir() / f"autosave-kept-{int(autosave.stat().st_mtime)}-{number}.json"
    atomic.copy(autosave, target)
    return target

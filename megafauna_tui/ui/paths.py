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


def autosave_path() -> Path:
    return data_home() / "autosave.json"


def saves_dir() -> Path:
    return data_home() / "saves"


def crash_log_path() -> Path:
    """Where the full report of the last unexpected error goes."""
    return data_home() / "crash.log"


def keep_unfinished_autosave() -> Path | None:
    """Copy the autosave into the saves folder if it holds a game still being played, before a new game
    overwrites it; the copy's path, or None if there was nothing to keep. OSError if it cannot be copied.

    Only the file's own 'phase' is read: a damaged autosave is kept too, since Load explains what is wrong.
    """
    import json
    import shutil

    autosave = autosave_path()
    try:
        text = autosave.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    try:
        state = json.loads(text).get("state", {})
        finished = isinstance(state, dict) and state.get("phase") == "over"
    except (ValueError, AttributeError):
        finished = False
    if finished:
        return None
    target = saves_dir() / f"autosave-kept-{int(autosave.stat().st_mtime)}.json"
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(autosave, target)
    return target

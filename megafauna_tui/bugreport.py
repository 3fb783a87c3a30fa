"""Bug reports: one JSON file holding a game's save, the program's version, the rules data's fingerprint and
the log, so that whoever reads it can replay the game to exactly where it was.

The save inside is an ordinary save document: ``megafauna replay REPORT`` replays it and checks it reaches
the position it stores. A report written by another version, or over other rules data, still opens, with a
warning saying so: the replay may then differ, and that difference may be the bug.
"""

from __future__ import annotations

import json
import platform
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from megafauna_tui import __version__
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.savefile import SaveError

if TYPE_CHECKING:
    from megafauna_tui.controller import Session
    from megafauna_tui.rules.state import LogEntry

FORMAT = "megafauna-bug-report"
#: The layout of a report; a report with a higher one was written by a newer version of the game.
VERSION = 1


class ReportError(SaveError):
    """A bug report that cannot be read; the message says why in plain words (a kind of SaveError, so that
    whatever opens saves and reports alike catches one error)."""


@dataclass(slots=True)
class BugReport:
    """A report as read back: the save inside it, and what differs from this installation."""

    save: str
    """The save document, as JSON text (what ``Replay.from_save`` and ``Session.from_json`` read)."""
    version: str
    fingerprint: str | None
    log: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    """What differs from the program reading it (its version, its rules data), one sentence each."""


def data_fingerprint(directory: Path) -> str | None:
    """The fingerprint the rules-data cache keys on (the data files, the code that validates them, and the
    Python and pydantic it ran on), in hex; None if a data file cannot be read."""
    from megafauna_tui.data.loader import DATA_FILES, _fingerprint, _read_file

    key = _fingerprint({name: _read_file(directory / name) for name in DATA_FILES})
    return key.hex() if key is not None else None


def log_lines(session: Session) -> list[str]:
    """The game's log as the player read it: turn, rule and text of each entry."""
    return log_of(session.game.state.log, {PlayerColour(seat.colour): seat.name for seat in session.seats})


def log_of(entries: Sequence[LogEntry], names: Mapping[PlayerColour, str]) -> list[str]:
    """Log entries as the report writes them: turn, rule and text, players named as the game screen names them."""
    from megafauna_tui.ui.widgets.game_log import wording

    return [f"turn {e.turn} [{e.rule}] {wording(e.text, names)}" for e in entries]


def report_text(session: Session, *, written: datetime | None = None) -> str:
    """The report of a session's game, as the file holds it."""
    document = {
        "format": FORMAT,
        "version": VERSION,
        "program_version": __version__,
        "data_fingerprint": data_fingerprint(session.data.directory),
        "written": (written or datetime.now()).isoformat(timespec="seconds"),
        "python": sys.version.split()[0],
        "platform": platform.platform(terse=True),
        "save": json.loads(session.to_json()),
        "log": log_lines(session),
    }
    return json.dumps(document, indent=1, ensure_ascii=False)


def write_report(session: Session, folder: Path) -> Path:
    """Write the report of a session's game into ``folder``, named by the moment and the seed; its path.

    Written atomically, never over another report; OSError if it cannot be written.
    """
    now = datetime.now()
    state = session.game.state
    stem = f"megafauna-bug-{now.strftime('%Y%m%d-%H%M%S')}-seed{state.seed}-turn{state.turn}"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{stem}.json"
    number = 1
    while path.exists():
        number += 1
        path = folder / f"{stem}-{number}.json"
    from megafauna_tui import atomic

    atomic.write_text(path, report_text(session, written=now))
    return path


def is_report(raw: object) -> bool:
    """Whether a parsed JSON document says it is a bug report (rather than a save)."""
    return isinstance(raw, dict) and raw.get("format") == FORMAT


def read_report(raw: dict[str, Any], *, fingerprint: str | None) -> BugReport:
    """A parsed bug report, checked for shape; ``fingerprint`` is this installation's (for the warnings).

    ReportError names what is wrong with a damaged one; the save inside is checked when it is replayed.
    """
    version = raw.get("version")
    if type(version) is not int:
        raise ReportError("the bug report is damaged: it has no version number")
    if version > VERSION:
        raise ReportError(
            f"this bug report was written by a newer version of the game (report format {version}; "
            f"this one reads up to {VERSION})"
        )
    save = raw.get("save")
    if not isinstance(save, dict):
        raise ReportError("the bug report is damaged: it holds no saved game")
    program = raw.get("program_version")
    if not isinstance(program, str):
        raise ReportError("the bug report is damaged: it does not say which version of the game wrote it")
    theirs = raw.get("data_fingerprint")
    if theirs is not None and not isinstance(theirs, str):
        raise ReportError("the bug report is damaged: its rules data fingerprint is not text")
    log = raw.get("log", [])
    if not isinstance(log, list) or not all(isinstance(line, str) for line in log):
        raise ReportError("the bug report is damaged: its log is not a list of lines")
    warnings = []
    if program != __version__:
        warnings.append(
            f"This report was written by version {program} of the game, and this is version {__version__}: "
            "the replay may differ from the game reported."
        )
    if theirs != fingerprint:
        warnings.append(
            "This report was written over other rules data (its data fingerprint differs from this "
            "installation's: the data files, the code that checks them, or the Python or pydantic it ran on): "
            "the replay may differ from the game reported."
        )
    return BugReport(json.dumps(save), program, theirs, list(log), warnings)


def load_report(text: str | bytes, *, fingerprint: str | None) -> BugReport:
    """A bug report file's text, read; ReportError if it is not one (or is damaged)."""
    from megafauna_tui.savefile import parse_json

    try:
        raw = parse_json(text)
    except SaveError as error:
        raise ReportError(str(error).replace("save file", "bug report")) from None
    if not is_report(raw):
        raise ReportError("not a Megafauna bug report (its 'format' is missing or different)")
    return read_report(raw, fingerprint=fingerprint)

"""The history of finished games: one row per game in a local SQLite database, and what the statistics read.

Every finished game is written once, keyed by a fingerprint of its final position and answer record, so
reopening its end screen or loading its save again never counts it twice. The save itself is kept in the
row, so any game of the history can be opened again.

The history is never allowed to stop a game: every way it can fail (a damaged file, a database locked by
another copy of the game, a folder that cannot be written, a file from a newer version) becomes a
``HistoryError`` whose message the player reads, and a database that cannot be read is never written to.

The schema is versioned by SQLite's ``user_version``: ``MIGRATIONS[n]`` takes a database from version n to
n + 1, in one transaction with the new version number, so a database is always at one known version.

Only the standard library is imported at module level: ``megafauna stats`` reads the history without
loading the rules engine.

This package is the history's public face; its parts are ``records`` (what is kept of a game), ``database``
(the SQLite file) and ``statistics`` (what is summed up and printed). ``LOCK_TIMEOUT`` is read where the
database is opened, so it is set on ``history.database``, not here.
"""

from __future__ import annotations

from megafauna_tui.history.database import (
    FILE_NAME,
    MIGRATIONS,
    SCHEMA_VERSION,
    HistoryError,
    default_path,
    export_save,
    games,
    record,
    save_text,
)
from megafauna_tui.history.records import MODE_NAMES, SOLO_WORLDS, VENUS_MODES, GameRecord, SeatRecord, record_of
from megafauna_tui.history.statistics import BEST, EMPTY, RECENT, describe_json, render_text, summary

__all__ = [
    "BEST",
    "EMPTY",
    "FILE_NAME",
    "MIGRATIONS",
    "MODE_NAMES",
    "RECENT",
    "SCHEMA_VERSION",
    "SOLO_WORLDS",
    "VENUS_MODES",
    "GameRecord",
    "HistoryError",
    "SeatRecord",
    "default_path",
    "describe_json",
    "export_save",
    "games",
    "record",
    "record_of",
    "render_text",
    "save_text",
    "summary",
]

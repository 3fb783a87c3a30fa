"""The database of the history: one row per game (and one per seat) in a local SQLite file, written once per
game and read back whole; every way it can fail becomes a ``HistoryError`` in a player's words.

A database that cannot be read (damaged, locked, newer, or holding a value of a kind this version never
writes) is refused, never written to. The schema is versioned by SQLite's ``user_version``: ``MIGRATIONS[n]``
takes a database from version n to n + 1, in one transaction with the new version number.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import closing, contextmanager
from pathlib import Path
from typing import Any

from megafauna_tui.history.records import GameRecord, SeatRecord

#: The file name of the history, in the data directory.
FILE_NAME = "history.sqlite3"
#: How long a write waits for another copy of the game to release the database before giving up (seconds).
LOCK_TIMEOUT = 1.0

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    # 0 -> 1: games and their seats.
    (
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            key TEXT NOT NULL UNIQUE,
            finished TEXT NOT NULL,
            version TEXT NOT NULL,
            mode TEXT NOT NULL,
            world TEXT,
            side TEXT,
            seed INTEGER NOT NULL,
            length TEXT NOT NULL,
            apomorphies INTEGER NOT NULL,
            era INTEGER NOT NULL,
            turns INTEGER NOT NULL,
            decisions INTEGER NOT NULL,
            outcome TEXT,
            reason TEXT,
            score INTEGER,
            save TEXT NOT NULL
        )""",
        """CREATE TABLE seats (
            game INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            name TEXT NOT NULL,
            colour TEXT NOT NULL,
            kind TEXT NOT NULL,
            score INTEGER,
            parts TEXT NOT NULL,
            winner INTEGER NOT NULL,
            PRIMARY KEY (game, position)
        )""",
        "CREATE INDEX games_by_date ON games (finished)",
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)


class HistoryError(Exception):
    """The history cannot be read or written; the message says why in a player's words. The file is left as
    it was."""


def default_path() -> Path:
    """The history in the data directory (MEGAFAUNA_HOME, else the XDG data directory)."""
    from megafauna_tui.ui.paths import data_home

    return data_home() / FILE_NAME


def _shown(path: Path) -> str:
    """A path as the player is shown it (in a served game, only the part inside the data directory)."""
    from megafauna_tui.ui.paths import shown

    return shown(path)


def _explained(error: sqlite3.Error | UnicodeDecodeError, path: Path) -> HistoryError:
    """A player's words for what SQLite reported (or text in the file that is not UTF-8: damaged)."""
    if isinstance(error, UnicodeDecodeError):
        return HistoryError(
            f"the game history {_shown(path)} is damaged (text that is not UTF-8); it was left as it is"
        )
    text = " ".join(str(error).split())  # SQLite may quote a damaged schema, line breaks and all: one line
    if "locked" in text or "busy" in text:
        return HistoryError(f"the game history {_shown(path)} is in use by another copy of the game (database locked)")
    if isinstance(error, sqlite3.DatabaseError) and not isinstance(error, sqlite3.OperationalError):
        return HistoryError(f"the game history {_shown(path)} is damaged ({text}); it was left as it is")
    if "readonly" in text or "unable to open" in text:
        return HistoryError(f"the game history {_shown(path)} cannot be written ({text})")
    return HistoryError(f"the game history {_shown(path)} cannot be used ({text})")


def _check(connection: sqlite3.Connection, path: Path) -> int:
    """The database's schema version, once SQLite finds it sound; HistoryError if not, or if it is newer."""
    verdict = connection.execute("PRAGMA quick_check").fetchone()
    if verdict is None or verdict[0] != "ok":
        found = " ".join(str(verdict[0]).split()) if verdict else "no answer"
        raise HistoryError(f"the game history {_shown(path)} is damaged ({found}); it was left as it is")
    version = int(connection.execute("PRAGMA user_version").fetchone()[0])
    if version > SCHEMA_VERSION:
        raise HistoryError(
            f"the game history {_shown(path)} was written by a newer version of the game (history version {version}; "
            f"this one knows up to {SCHEMA_VERSION}); it was left as it is"
        )
    return version


def _migrate(connection: sqlite3.Connection, version: int) -> None:
    """Bring the schema up to ``SCHEMA_VERSION``, one migration per transaction."""
    for target in range(version + 1, SCHEMA_VERSION + 1):
        connection.execute("BEGIN IMMEDIATE")
        try:
            for statement in MIGRATIONS[target - 1]:
                connection.execute(statement)
            connection.execute(f"PRAGMA user_version = {target}")
        except BaseException:
            connection.execute("ROLLBACK")
            raise
        connection.execute("COMMIT")


@contextmanager
def _writable(path: Path) -> Iterator[sqlite3.Connection]:
    """A connection that may write, to a sound database at the current schema; HistoryError if there is none."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise HistoryError(f"the folder {_shown(path.parent)} cannot be made ({error.strerror or error})") from None
    try:
        connection = sqlite3.connect(path, timeout=LOCK_TIMEOUT, isolation_level=None)
    except sqlite3.Error as error:
        raise _explained(error, path) from None
    with closing(connection):
        try:
            connection.execute("PRAGMA foreign_keys = ON")
            _migrate(connection, _check(connection, path))
            yield connection
        except (sqlite3.Error, UnicodeDecodeError) as error:
            raise _explained(error, path) from None


@contextmanager
def _readable(path: Path) -> Iterator[sqlite3.Connection | None]:
    """A read-only connection to a sound database at the current schema, or None if there is no history yet.
    An older schema is brought up to date first (which writes)."""
    if path.exists() and not path.is_file():
        raise HistoryError(f"the game history {_shown(path)} is not a file (a folder or device is in its place)")
    if not path.is_file():
        yield None
        return
    try:
        connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=LOCK_TIMEOUT)
    except sqlite3.Error as error:
        raise _explained(error, path) from None
    with closing(connection):
        try:
            version = _check(connection, path)
        except (sqlite3.Error, UnicodeDecodeError) as error:
            raise _explained(error, path) from None
        if version == 0 and not connection.execute("SELECT 1 FROM sqlite_master").fetchone():
            yield None  # an empty file: nothing recorded yet
            return
        if version < SCHEMA_VERSION:
            with _writable(path):
                pass
        try:
            yield connection
        except (sqlite3.Error, UnicodeDecodeError) as error:
            raise _explained(error, path) from None


def record(game: GameRecord, path: Path | None = None) -> bool:
    """Add a finished game: True if it is new, False if the history has it already. HistoryError if the history
    cannot take it; then nothing was written."""
    path = path or default_path()
    with _writable(path) as connection:
        connection.execute("BEGIN IMMEDIATE")
        try:
            known = connection.execute("SELECT id FROM games WHERE key = ?", (game.key,)).fetchone()
            if known is not None:
                connection.execute("ROLLBACK")
                return False
            cursor = connection.execute(
                "INSERT INTO games (key, finished, version, mode, world, side, seed, length, apomorphies, era, turns,"
                " decisions, outcome, reason, score, save) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    game.key,
                    game.finished,
                    game.version,
                    game.mode,
                    game.world,
                    game.side,
                    game.seed,
                    game.length,
                    int(game.apomorphies),
                    game.era,
                    game.turns,
                    game.decisions,
                    game.outcome,
                    game.reason,
                    game.score,
                    game.save,
                ),
            )
            connection.executemany(
                "INSERT INTO seats (game, position, name, colour, kind, score, parts, winner)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (cursor.lastrowid, n, s.name, s.colour, s.kind, s.score, json.dumps(s.parts), int(s.winner))
                    for n, s in enumerate(game.seats)
                ],
            )
        except BaseException:
            if connection.in_transaction:
                connection.execute("ROLLBACK")
            raise
        connection.execute("COMMIT")
        return True


_COLUMNS = (
    "id, key, finished, version, mode, world, side, seed, length, apomorphies, era, turns, decisions, outcome,"
    " reason, score"
)


#: What each column read back holds (None: may be empty), as this version writes it: a row holding anything
#: else was damaged outside the game, and the history is refused rather than misread.
_GAME_KINDS: tuple[tuple[str, tuple[type, ...]], ...] = tuple(
    (name.strip(), kinds)
    for name, kinds in zip(
        (*_COLUMNS.split(","), "save"),
        (
            (int,),
            (str,),
            (str,),
            (str,),
            (str,),
            (str, type(None)),
            (str, type(None)),
            (int,),
            (str,),
            (int,),
            (int,),
            (int,),
            (int,),
            (str, type(None)),
            (str, type(None)),
            (int, type(None)),
            (str,),
        ),
        strict=True,
    )
)
_SEAT_KINDS: tuple[tuple[str, tuple[type, ...]], ...] = (
    ("game", (int,)),
    ("name", (str,)),
    ("colour", (str,)),
    ("kind", (str,)),
    ("score", (int, type(None))),
    ("parts", (str,)),
    ("winner", (int,)),
)


def _sound_row(row: Sequence[Any], kinds: tuple[tuple[str, tuple[type, ...]], ...], path: Path, what: str) -> None:
    """HistoryError, in one line, if a row read back holds a value of a kind this version never writes there."""
    for value, (name, allowed) in zip(row, kinds, strict=True):
        if type(value) not in allowed:
            raise HistoryError(
                f"the game history {_shown(path)} is damaged: a {what} has a {name} of the wrong kind "
                f"({type(value).__name__}); it was left as it is"
            )


def games(path: Path | None = None, *, with_saves: bool = False) -> list[GameRecord]:
    """Every recorded game, the latest first; an empty list if there is no history yet. HistoryError if it
    cannot be read. The saves' texts are read only if asked (``save`` is '' otherwise)."""
    path = path or default_path()
    with _readable(path) as connection:
        if connection is None:
            return []
        save = "save" if with_saves else "''"
        rows = connection.execute(f"SELECT {_COLUMNS}, {save} FROM games ORDER BY finished DESC, id DESC").fetchall()
        for row in rows:
            _sound_row(row, _GAME_KINDS, path, "game")
        seats: dict[int, list[SeatRecord]] = {}
        for seat in connection.execute(
            "SELECT game, name, colour, kind, score, parts, winner FROM seats ORDER BY game, position"
        ):
            _sound_row(seat, _SEAT_KINDS, path, "seat")
            game_id, name, colour, kind, score, parts, winner = seat
            seats.setdefault(game_id, []).append(SeatRecord(name, colour, kind, score, _parts(parts), bool(winner)))
    return [_game(row, seats.get(row[0], [])) for row in rows]


def save_text(game_id: int, path: Path | None = None) -> str:
    """The save of one recorded game; HistoryError if the history has no such game or cannot be read."""
    path = path or default_path()
    with _readable(path) as connection:
        row = connection.execute("SELECT save FROM games WHERE id = ?", (game_id,)).fetchone() if connection else None
    if row is None:
        raise HistoryError(f"the game history has no game {game_id}")
    return str(row[0])


def export_save(game_id: int, folder: Path | None = None, *, path: Path | None = None) -> Path:
    """Write one recorded game's save to a file of its own (``replays/game-N.json`` in the data directory), so it
    can be opened like any save; the file's path. HistoryError if the game cannot be read or the file written."""
    text = save_text(game_id, path)
    if folder is None:
        from megafauna_tui.ui.paths import data_home

        folder = data_home() / "replays"
    target = folder / f"game-{game_id}.json"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if not target.is_file() or target.read_text(encoding="utf-8") != text:
            from megafauna_tui import atomic

            atomic.write_text(target, text)
    except (OSError, UnicodeDecodeError) as error:
        message = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        raise HistoryError(f"the save of game {game_id} cannot be written to {_shown(target)} ({message})") from None
    return target


def _parts(text: object) -> dict[str, int]:
    try:
        parts = json.loads(str(text))
    except (ValueError, RecursionError):
        return {}
    return {str(k): int(v) for k, v in parts.items() if isinstance(v, int)} if isinstance(parts, dict) else {}


def _game(row: Sequence[Any], seats: list[SeatRecord]) -> GameRecord:
    (game_id, key, finished, version, mode, world, side, seed, length, apomorphies, era, turns, decisions) = row[:13]
    outcome, reason, score, save = row[13:]
    return GameRecord(
        key=key,
        finished=finished,
        version=version,
        mode=mode,
        world=world,
        side=side,
        seed=seed,
        length=length,
        apomorphies=bool(apomorphies),
        era=era,
        turns=turns,
        decisions=decisions,
        outcome=outcome,
        reason=reason,
        score=score,
        seats=tuple(seats),
        save=save,
        id=game_id,
    )

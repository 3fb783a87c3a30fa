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
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import closing, contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from megafauna_tui.controller import Session

#: The file name of the history, in the data directory.
FILE_NAME = "history.sqlite3"
#: How long a write waits for another copy of the game to release the database before giving up (seconds).
LOCK_TIMEOUT = 1.0
#: The games of the history that are solo games, by their world (K3b).
SOLO_WORLDS = {"solo_mars": "mars", "solo_venus": "venus", "solo_earth": "earth"}
#: The Venus games (L1, L2): played on Venus, between players.
VENUS_MODES = ("venus_l1", "venus_l2")
#: How each game is named to people.
MODE_NAMES = {
    "tooth_and_claw": "Tooth & claw",
    "achterbahn": "Achterbahn",
    "solo_mars": "Solo on Mars",
    "solo_venus": "Solo on Venus",
    "solo_earth": "Solo on Earth",
    "venus_l1": "Venus L1",
    "venus_l2": "Venus L2",
}
#: How many games the statistics list as recent, and how many best scores they show.
RECENT, BEST = 12, 5

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


@dataclass(frozen=True, slots=True)
class SeatRecord:
    """One seat of a finished game."""

    name: str
    colour: str
    kind: str
    """'person', a bot's name ('random', 'greedy'), or 'automated' for the semi-automated plant (K8, L2b)."""
    score: int | None
    parts: dict[str, int] = field(default_factory=dict)
    """Victory points by the A7 parts, without the total."""
    winner: bool = False


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One finished game as the history keeps it."""

    key: str
    """A fingerprint of the final position and the answers: the same game always has the same key."""
    finished: str
    """When it ended, ISO 8601 with the local offset."""
    version: str
    mode: str
    world: str | None
    side: str | None
    seed: int
    length: str
    apomorphies: bool
    era: int
    turns: int
    decisions: int
    outcome: str | None
    """The solo games: 'loss', 'win' or 'decisive win' (Kd); the Venus games: 'win' or 'nobody wins'."""
    reason: str | None
    """Why, in words with the rule (the solo outcome, or the Venus verdict, L1c, L2c)."""
    score: int | None
    """The solo games: the VP of the side the person played (Kd, Ke)."""
    seats: tuple[SeatRecord, ...]
    save: str
    """The save file's text, from which the game can be loaded again."""
    id: int | None = None
    """Its row in the database, once recorded."""

    @property
    def mode_name(self) -> str:
        return MODE_NAMES.get(self.mode, self.mode)

    @property
    def winners(self) -> list[SeatRecord]:
        return [seat for seat in self.seats if seat.winner]

    def describe(self) -> str:
        """One line for a list of games: when, which game, who scored what, and how it ended."""
        when = self.finished[:16].replace("T", " ")
        if self.mode in SOLO_WORLDS:
            played = f"{self.side or 'animal'}, {self.score if self.score is not None else '?'} VP"
            return f"{when}  {self.mode_name} ({played}): {self.outcome or '?'}"
        scored = ", ".join(f"{s.name} {s.score}" for s in self.seats if s.kind != "automated")
        names = " and ".join(s.name for s in self.winners)
        ending = f"{names} won" if names else "nobody won"
        return f"{when}  {self.mode_name}: {scored}; {ending}"

    def to_json(self, *, save: bool = False) -> dict[str, Any]:
        """A JSON-ready copy; the save's text only if asked (it is long)."""
        document: dict[str, Any] = {
            "id": self.id,
            "finished": self.finished,
            "mode": self.mode,
            "world": self.world,
            "side": self.side,
            "seed": self.seed,
            "length": self.length,
            "apomorphies": self.apomorphies,
            "era": self.era,
            "turns": self.turns,
            "decisions": self.decisions,
            "outcome": self.outcome,
            "reason": self.reason,
            "score": self.score,
            "winners": [s.name for s in self.winners],
            "seats": [
                {
                    "name": s.name,
                    "colour": s.colour,
                    "kind": s.kind,
                    "score": s.score,
                    "parts": s.parts,
                    "winner": s.winner,
                }
                for s in self.seats
            ],
            "version": self.version,
        }
        if save:
            document["save"] = self.save
        return document


# -- a finished session as a record ----------------------------------------------------------------


def record_of(session: Session, *, finished: datetime | None = None) -> GameRecord:
    """What the history keeps of a finished game: setup, seats, scores by part, winners, and the solo outcome or
    the Venus verdict with its reason."""
    from megafauna_tui import __version__
    from megafauna_tui.data.vocabulary import PlayerColour
    from megafauna_tui.rules import solo
    from megafauna_tui.rules.scoring import SCORE_PARTS
    from megafauna_tui.rules.venus import Venus

    game = session.game
    state = game.state
    mode = state.mode.value
    save = session.to_json()
    document = json.loads(save)
    fingerprint = json.dumps([document["state"], document["answers"], document["seats"]], sort_keys=True)
    key = hashlib.sha256(fingerprint.encode("utf-8")).hexdigest()

    outcome = reason = None
    played_score: int | None = None
    winners: set[PlayerColour] = set(state.winners)
    if mode in SOLO_WORLDS:
        result = solo.outcome(game)
        outcome, reason = result.outcome.value, result.reason
        played = solo.PLANT if state.side.value == "plant" else solo.solo_animal(game)
        winners = set() if result.outcome is solo.Outcome.LOSS else {played}
    elif isinstance(game.variant, Venus):
        chosen, reason = game.variant.winners(game)
        winners = set(chosen)
        outcome = "win" if chosen else "nobody wins"

    seats: list[SeatRecord] = []
    for seat in session.seats:
        colour = PlayerColour(seat.colour)
        automated = colour is solo.PLANT and game.variant.plant_automated(game)
        if seat.bot is not None:
            kind = seat.bot
        elif automated:
            kind = "automated"
        else:
            kind = "person"
        try:
            score = dict(state.scores.get(colour) or game.variant.final_score(game, colour))
        except Exception:  # a score the rules cannot give (a colour out of the game) is left out, never fatal
            score = {}
        total = score.get("total")
        if mode in SOLO_WORLDS and colour is (solo.PLANT if state.side.value == "plant" else solo.solo_animal(game)):
            played_score = total
        seats.append(
            SeatRecord(
                name=seat.name,
                colour=seat.colour,
                kind=kind,
                score=total,
                parts={part: score[part] for part in SCORE_PARTS if part in score},
                winner=colour in winners,
            )
        )
    when = (finished or datetime.now()).astimezone().isoformat(timespec="seconds")
    return GameRecord(
        key=key,
        finished=when,
        version=__version__,
        mode=mode,
        world=SOLO_WORLDS.get(mode) or ("venus" if mode in VENUS_MODES else None),
        side=state.side.value if mode in SOLO_WORLDS or mode in VENUS_MODES else None,
        seed=state.seed,
        length=state.length.value,
        apomorphies=state.apomorphies,
        era=state.era,
        turns=state.turn,
        decisions=len(session.answers),
        outcome=outcome,
        reason=reason,
        score=played_score,
        seats=tuple(seats),
        save=save,
    )


# -- the database ---------------------------------------------------------------------------------


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
    text = str(error)
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
        raise HistoryError(
            f"the game history {_shown(path)} is damaged ({verdict[0] if verdict else 'no answer'}); it was left as it is"
        )
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


# -- the statistics --------------------------------------------------------------------------------


def summary(records: Sequence[GameRecord]) -> dict[str, Any]:
    """The statistics of these games (the latest first), JSON-ready: wins by seat name and by colour and the best
    scores of the games between players, the solo results per world, the Venus verdicts, the recent games."""
    ranked = [g for g in records if g.mode not in SOLO_WORLDS]
    by_name: dict[str, dict[str, Any]] = {}
    by_colour: dict[str, dict[str, Any]] = {}
    scores: list[dict[str, Any]] = []
    for game in ranked:
        for seat in game.seats:
            if seat.kind == "automated":
                continue
            for table, label, value in ((by_name, "name", seat.name), (by_colour, "colour", seat.colour)):
                row = table.setdefault(value, {label: value, "games": 0, "wins": 0})
                row["games"] += 1
                row["wins"] += int(seat.winner)
            if seat.score is not None:
                scores.append(
                    {"name": seat.name, "colour": seat.colour, "score": seat.score, "mode": game.mode, "game": game.id}
                    | {"finished": game.finished}
                )
    scores.sort(key=lambda s: (-s["score"], s["finished"]))
    solo: dict[str, dict[str, Any]] = {}
    for world in SOLO_WORLDS.values():
        played = [g for g in records if g.world == world and g.mode in SOLO_WORLDS]
        best = [g.score for g in played if g.score is not None]
        solo[world] = {
            "games": len(played),
            "wins": sum(1 for g in played if g.outcome in ("win", "decisive win")),
            "decisive_wins": sum(1 for g in played if g.outcome == "decisive win"),
            "best_score": max(best) if best else None,
        }
    venus: dict[str, dict[str, Any]] = {}
    for mode in VENUS_MODES:
        played = [g for g in records if g.mode == mode]
        venus[mode] = {
            "games": len(played),
            "won": sum(1 for g in played if g.winners),
            "nobody_wins": sum(1 for g in played if not g.winners),
        }

    def ordered(table: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
        return sorted(table.values(), key=lambda r: (-r["wins"], -r["games"], next(iter(r.values()))))

    return {
        "games": len(records),
        "by_name": ordered(by_name),
        "by_colour": ordered(by_colour),
        "best_scores": scores[:BEST],
        "solo": solo,
        "venus": venus,
        "recent": [g.to_json() for g in records[:RECENT]],
    }


EMPTY = "No finished games yet. Play a game to the end and its result is kept here: wins, best scores, solo results."


def render_text(stats: dict[str, Any]) -> str:
    """The statistics as plain text, for ``megafauna stats``."""
    if not stats["games"]:
        return EMPTY
    lines = [f"{stats['games']} finished game{'s' if stats['games'] != 1 else ''}"]
    if stats["by_name"]:
        lines += ["", "Wins by seat (games between players)"]
        lines += [f"  {r['name']:<20} {r['wins']:>3} of {r['games']}" for r in stats["by_name"]]
        lines += ["", "Wins by colour"]
        lines += [f"  {r['colour']:<20} {r['wins']:>3} of {r['games']}" for r in stats["by_colour"]]
    if stats["best_scores"]:
        lines += ["", "Best scores"]
        lines += [
            f"  {s['score']:>3} VP  {s['name']} ({s['colour']}), {MODE_NAMES.get(s['mode'], s['mode'])}, "
            f"{s['finished'][:10]}"
            for s in stats["best_scores"]
        ]
    if any(r["games"] for r in stats["solo"].values()):
        lines += ["", "Solo games (K)"]
        for world, r in stats["solo"].items():
            best = "-" if r["best_score"] is None else f"{r['best_score']} VP"
            lines.append(
                f"  {world.capitalize():<6} {r['games']:>3} played, {r['wins']} won, {r['decisive_wins']} decisively; "
                f"best {best}"
            )
    if any(r["games"] for r in stats["venus"].values()):
        lines += ["", "Venus games (L)"]
        for mode, r in stats["venus"].items():
            lines.append(
                f"  {MODE_NAMES[mode]:<9} {r['games']:>3} played, {r['won']} won, nobody won {r['nobody_wins']}"
            )
    lines += ["", "Recent games"]
    for game in stats["recent"]:
        lines.append(f"  #{game['id']:<4} {describe_json(game)}")
    return "\n".join(lines)


def describe_json(game: dict[str, Any]) -> str:
    """``GameRecord.describe`` for a game of ``summary``'s recent list."""
    seats = tuple(
        SeatRecord(s["name"], s["colour"], s["kind"], s["score"], s["parts"], s["winner"]) for s in game["seats"]
    )
    fields = {k: v for k, v in game.items() if k not in ("seats", "winners", "id")}
    return GameRecord(key="", seats=seats, save="", id=game["id"], **fields).describe()

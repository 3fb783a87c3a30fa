"""The history of finished games: each game recorded once with the fields of its mode, a history that cannot be
used (damaged, locked, unwritable, newer) reported and left as it was, and ``megafauna stats`` in text and JSON."""

from __future__ import annotations

import contextlib
import json
import re
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from megafauna_tui import history
from megafauna_tui.cli import main
from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.history import HistoryError, database, record, record_of
from megafauna_tui.rules import solo
from megafauna_tui.rules.scoring import SCORE_PARTS
from megafauna_tui.rules.state import GameMode, Side
from megafauna_tui.ui.games import new_solo_session, new_venus_session


def finished(session: Session) -> Session:
    """Play the game out, always the middle option (a whole game takes a few hundredths of a second)."""
    while session.decision is not None:
        options = session.decision.options
        session.answer(options[len(options) // 2].key)
    return session


def tooth_and_claw(rules: RulesData) -> Session:
    return finished(Session.deal(rules, [("Ada", None), ("Bob", "greedy"), ("Cleo", None)], seed=7))


def achterbahn(rules: RulesData) -> Session:
    return finished(Session.deal(rules, [("Ada", None), ("Bob", None)], seed=3, mode=GameMode.ACHTERBAHN))


def solo_game(rules: RulesData, mode: GameMode, side: Side, seed: int = 5) -> Session:
    return finished(new_solo_session(rules, mode=mode, colour=PlayerColour.BLACK, seed=seed, side=side))


def venus(rules: RulesData, mode: GameMode) -> Session:
    return finished(new_venus_session(rules, [("Ada", None), ("Bob", None)], mode=mode, seed=4))


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "data" / history.FILE_NAME


def test_a_finished_game_is_recorded_once_even_when_loaded_again(rules: RulesData, path: Path) -> None:
    session = tooth_and_claw(rules)
    assert record(record_of(session), path) is True
    assert record(record_of(session), path) is False  # the end screen opened again
    loaded = Session.from_json(session.to_json(), rules)  # the save loaded again later
    assert record(record_of(loaded), path) is False
    recorded = history.games(path, with_saves=True)
    assert len(recorded) == 1
    game = recorded[0]
    assert Session.from_json(game.save, rules).game.state == session.game.state  # the save replays the game
    with sqlite3.connect(path) as connection:
        assert connection.execute("PRAGMA user_version").fetchone()[0] == history.SCHEMA_VERSION


def test_tooth_and_claw_keeps_seats_scores_by_part_and_winners(rules: RulesData, path: Path) -> None:
    session = tooth_and_claw(rules)
    state = session.game.state
    record(record_of(session), path)
    (game,) = history.games(path)
    assert (game.mode, game.world, game.side, game.seed, game.length) == ("tooth_and_claw", None, None, 7, "standard")
    assert (game.turns, game.era, game.decisions) == (state.turn, state.era, len(session.answers))
    assert game.outcome is None and game.reason is None
    assert [(s.name, s.colour, s.kind) for s in game.seats] == [
        ("Ada", session.seats[0].colour, "person"),
        ("Bob", session.seats[1].colour, "greedy"),
        ("Cleo", session.seats[2].colour, "person"),
    ]
    for seat in game.seats:
        score = state.scores[PlayerColour(seat.colour)]
        assert seat.score == score["total"]
        assert seat.parts == {part: score[part] for part in SCORE_PARTS}
    assert {s.colour for s in game.winners} == {c.value for c in state.winners}
    assert game.finished[:4].isdigit() and "T" in game.finished


@pytest.mark.parametrize(
    ("mode", "side"),
    [
        (GameMode.SOLO_MARS, Side.ANIMAL),
        (GameMode.SOLO_MARS, Side.PLANT),
        (GameMode.SOLO_EARTH, Side.CHIMERA),
    ],
)
def test_solo_games_keep_world_side_outcome_and_reason(
    rules: RulesData, path: Path, mode: GameMode, side: Side
) -> None:
    session = solo_game(rules, mode, side)
    result = solo.outcome(session.game)
    record(record_of(session), path)
    (game,) = history.games(path)
    assert game.world == mode.value.removeprefix("solo_")
    assert game.side == side.value
    assert (game.outcome, game.reason) == (result.outcome.value, result.reason)
    played = solo.PLANT if side is Side.PLANT else solo.solo_animal(session.game)
    assert game.score == next(s.score for s in game.seats if s.colour == played.value)
    kinds = {s.colour: s.kind for s in game.seats}
    assert kinds[solo.PLANT.value] == ("person" if side is Side.PLANT else "automated")


@pytest.mark.parametrize("mode", [GameMode.VENUS_L1, GameMode.VENUS_L2])
def test_venus_games_keep_the_verdict_and_its_reason(rules: RulesData, path: Path, mode: GameMode) -> None:
    session = venus(rules, mode)
    winners, verdict = session.game.variant.winners(session.game)  # type: ignore[attr-defined]
    record(record_of(session), path)
    (game,) = history.games(path)
    assert (game.mode, game.world, game.reason) == (mode.value, "venus", verdict)
    assert game.outcome == ("win" if winners else "nobody wins")
    assert {s.colour for s in game.winners} == {c.value for c in winners}
    if mode is GameMode.VENUS_L2:  # L2b: the plant is nobody's seat
        assert [s.kind for s in game.seats if s.colour == "green"] == ["automated"]


def test_the_statistics_sum_up_every_mode(rules: RulesData, path: Path) -> None:
    for session in (
        tooth_and_claw(rules),
        achterbahn(rules),
        solo_game(rules, GameMode.SOLO_MARS, Side.PLANT),
        solo_game(rules, GameMode.SOLO_EARTH, Side.ANIMAL),
        venus(rules, GameMode.VENUS_L1),
    ):
        record(record_of(session), path)
    stats = history.summary(history.games(path))
    assert stats["games"] == 5
    ada = next(r for r in stats["by_name"] if r["name"] == "Ada")
    assert ada["games"] == 3  # tooth & claw, Achterbahn, Venus L1; not the solo games
    assert sum(r["games"] for r in stats["by_colour"]) == 3 + 2 + 2
    assert stats["best_scores"] == sorted(stats["best_scores"], key=lambda s: -s["score"])
    assert stats["solo"]["mars"]["games"] == 1 and stats["solo"]["earth"]["games"] == 1
    assert stats["solo"]["venus"] == {"games": 0, "wins": 0, "decisive_wins": 0, "best_score": None}
    assert stats["venus"]["venus_l1"]["games"] == 1
    assert [g["mode"] for g in stats["recent"]][-1] == "tooth_and_claw"  # the latest first


# -- a history that cannot be used -----------------------------------------------------------------


def test_a_damaged_history_is_reported_and_left_as_it_was(rules: RulesData, path: Path) -> None:
    path.parent.mkdir(parents=True)
    damaged = b"SQLite format 3\x00" + bytes(range(256)) * 8
    path.write_bytes(damaged)
    with pytest.raises(HistoryError, match="damaged"):
        record(record_of(tooth_and_claw(rules)), path)
    with pytest.raises(HistoryError, match="damaged"):
        history.games(path)
    assert path.read_bytes() == damaged
    assert sorted(p.name for p in path.parent.iterdir()) == [history.FILE_NAME]  # no journal left behind


def test_a_locked_history_is_reported_and_left_as_it_was(
    rules: RulesData, path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    record(record_of(tooth_and_claw(rules)), path)
    before = path.read_bytes()
    monkeypatch.setattr(database, "LOCK_TIMEOUT", 0.05)  # read where the database is opened
    other = sqlite3.connect(path, isolation_level=None)  # another copy of the game, in the middle of a write
    other.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(HistoryError, match="in use by another copy"):
            record(record_of(achterbahn(rules)), path)
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert path.read_bytes() == before
    assert len(history.games(path)) == 1


def test_an_unwritable_data_directory_is_reported(rules: RulesData, tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data directory should be")
    with pytest.raises(HistoryError, match="cannot be made"):
        record(record_of(tooth_and_claw(rules)), blocker / "data" / history.FILE_NAME)
    assert blocker.read_text() == "a file where the data directory should be"


def test_a_history_from_a_newer_version_is_refused_and_left_as_it_was(rules: RulesData, path: Path) -> None:
    record(record_of(tooth_and_claw(rules)), path)
    with sqlite3.connect(path) as connection:
        connection.execute(f"PRAGMA user_version = {history.SCHEMA_VERSION + 1}")
    before = path.read_bytes()
    with pytest.raises(HistoryError, match="newer version"):
        record(record_of(achterbahn(rules)), path)
    with pytest.raises(HistoryError, match="newer version"):
        history.games(path)
    assert path.read_bytes() == before


def test_an_empty_database_file_is_brought_to_the_current_schema(rules: RulesData, path: Path) -> None:
    path.parent.mkdir(parents=True)
    path.write_bytes(b"")  # version 0: no tables yet
    assert history.games(path) == []
    assert record(record_of(tooth_and_claw(rules)), path) is True
    with sqlite3.connect(path) as connection:
        assert connection.execute("PRAGMA user_version").fetchone()[0] == history.SCHEMA_VERSION


def test_reading_no_history_creates_nothing(tmp_path: Path) -> None:
    assert history.games(tmp_path / "nowhere" / history.FILE_NAME) == []
    assert not (tmp_path / "nowhere").exists()


# -- megafauna stats -----------------------------------------------------------------------------


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MEGAFAUNA_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def fill(rules: RulesData, *makers: Callable[[RulesData], Session]) -> None:
    for make in makers:
        record(record_of(make(rules)))


def test_stats_prints_a_text_summary(rules: RulesData, home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fill(rules, tooth_and_claw, achterbahn, lambda r: solo_game(r, GameMode.SOLO_MARS, Side.PLANT))
    assert main(["stats"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("3 finished games")
    assert "Wins by seat (games between players)" in out and "Ada " in out
    assert "Solo games (K)" in out and re.search(r"Mars +1 played, \d won, 0 decisively; best \d+ VP", out)
    assert "Tooth & claw: Ada" in out and "Solo on Mars (plant" in out


def test_stats_json(rules: RulesData, home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fill(rules, tooth_and_claw, lambda r: venus(r, GameMode.VENUS_L2))
    assert main(["stats", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 2
    assert report["venus"]["venus_l2"]["games"] == 1
    assert {r["name"] for r in report["by_name"]} == {"Ada", "Bob", "Cleo"}  # not the automated plant
    assert report["recent"][0]["mode"] == "venus_l2" and "save" not in report["recent"][0]


def test_stats_with_no_history_says_so(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats"]) == 0
    assert capsys.readouterr().out.strip() == history.EMPTY
    assert not home.exists()


def test_stats_on_a_damaged_history_says_so_in_one_line(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    home.mkdir()
    (home / history.FILE_NAME).write_bytes(b"not a database at all, just some bytes" * 50)
    assert main(["stats", "--json"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("megafauna: the game history") and "damaged" in captured.err


def test_stats_when_the_history_is_a_folder_says_so_in_one_line(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (home / history.FILE_NAME).mkdir(parents=True)
    assert main(["stats"]) == 1
    captured = capsys.readouterr()
    assert "No finished games" not in captured.out
    assert captured.err.count("\n") == 1 and "is not a file" in captured.err


# -- a damaged history: whatever is in the file, stats answers or says in one line why it cannot ---------------

_COLUMNS_TO_DAMAGE = [
    ("games", "finished"),
    ("games", "mode"),
    ("games", "seed"),
    ("games", "era"),
    ("games", "turns"),
    ("games", "score"),
    ("games", "outcome"),
    ("games", "length"),
    ("seats", "name"),
    ("seats", "colour"),
    ("seats", "kind"),
    ("seats", "score"),
    ("seats", "parts"),
    ("seats", "winner"),
]
_VALUES = [None, "", "x" * 1000, -1, 10**18, 2.5, b"\xff\x00", "[" * 5000, '{"total": "many"}', "nan"]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    damage=st.lists(st.tuples(st.sampled_from(_COLUMNS_TO_DAMAGE), st.sampled_from(_VALUES)), min_size=1, max_size=4),
    flips=st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 255)), max_size=3),
)
@example(damage=[(("games", "finished"), None)], flips=[(112, 12)])  # SQLite quoted the damaged schema over 2 lines
def test_a_damaged_history_is_read_or_refused_in_one_line(
    damage: list[tuple[tuple[str, str], object]],
    flips: list[tuple[int, int]],
    recorded_history: bytes,
    tmp_path_factory: pytest.TempPathFactory,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("MEGAFAUNA_HOME", str(home))
    path = home / history.FILE_NAME
    path.write_bytes(recorded_history)
    with sqlite3.connect(path) as connection:
        for (table, column), value in damage:
            with contextlib.suppress(sqlite3.IntegrityError):  # a column that takes no NULL keeps its value
                connection.execute(f"UPDATE {table} SET {column} = ?", (value,))
    if flips:
        data = bytearray(path.read_bytes())
        for where, byte in flips:
            data[where % len(data)] = byte
        path.write_bytes(bytes(data))
    for arguments in (["stats"], ["stats", "--json"]):
        status = main(arguments)
        captured = capsys.readouterr()
        assert status in (0, 1)
        if status == 1:
            assert captured.err.count("\n") == 1 and captured.err.startswith("megafauna: the game history")
        assert "Traceback" not in captured.err


@pytest.fixture(scope="module")
def recorded_history(rules: RulesData, tmp_path_factory: pytest.TempPathFactory) -> bytes:
    path = tmp_path_factory.mktemp("history") / history.FILE_NAME
    for make in (tooth_and_claw, achterbahn):
        record(record_of(make(rules)), path)
    return path.read_bytes()

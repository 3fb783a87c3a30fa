"""Replays and bug reports without a screen: every position of a record, the jumps, and reproducing a report.

The corpus is every save kept under tests/ (fixtures) plus a finished or long game of every mode the
engine plays, generated here: each must replay to exactly the position it stores.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from megafauna_tui import __version__
from megafauna_tui.bugreport import ReportError, data_fingerprint, load_report, report_text, write_report
from megafauna_tui.cli import main
from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.replay import CHECKPOINT, Replay, open_path, open_replay
from megafauna_tui.rules.state import GameLength, GameMode, Side
from megafauna_tui.savefile import SaveError, plain
from megafauna_tui.ui.games import new_solo_session, new_venus_session

TESTS = Path(__file__).parent
#: Saves kept with the tests (in any folder of saved games).
CORPUS = sorted(p for folder in ("fixtures", "data") for p in (TESTS / folder).rglob("*.json"))


def played(session: Session, *, seed: int, limit: int = 100_000) -> Session:
    """Answer at random (from ``seed``) until the game is over or ``limit`` answers were given."""
    pick = random.Random(seed)
    while session.decision is not None and len(session.answers) < limit:
        session.answer(pick.choice(session.decision.keys))
    return session


def sessions(rules: RulesData) -> dict[str, Session]:
    """A game of every mode and solo side, finished (or long, for the long ones), from fixed seeds."""
    people = [("Ada", None), ("Bob", None), ("Cy", None)]
    made = {
        "tooth & claw": Session.deal(rules, people, seed=3),
        "tooth & claw, short": Session.deal(rules, people[:2], seed=4, length=GameLength.SHORT),
        "achterbahn": Session.deal(rules, people, seed=5, mode=GameMode.ACHTERBAHN, apomorphies=True),
        "venus L1": new_venus_session(rules, people[:2], mode=GameMode.VENUS_L1, seed=6),
        "venus L2": new_venus_session(rules, people, mode=GameMode.VENUS_L2, seed=7),
    }
    worlds = {"mars": GameMode.SOLO_MARS, "venus": GameMode.SOLO_VENUS, "earth": GameMode.SOLO_EARTH}
    for number, (world, mode) in enumerate(worlds.items()):
        for side in Side:
            made[f"solo {world}, {side.value}"] = new_solo_session(
                rules, mode=mode, colour=PlayerColour.ORANGE, seed=10 + number, side=side
            )
    made["solo mars, plant policy"] = new_solo_session(
        rules, mode=GameMode.SOLO_MARS, colour=PlayerColour.BLACK, seed=20, plant_policy=True
    )
    return {name: played(session, seed=len(name), limit=400) for name, session in made.items()}


@pytest.fixture(scope="module")
def games(rules: RulesData) -> dict[str, Session]:
    return sessions(rules)


def test_the_corpus_has_saves_of_its_own() -> None:
    assert CORPUS, "no saved games under tests/fixtures or tests/data"


@pytest.mark.parametrize("path", CORPUS, ids=[p.name for p in CORPUS])
def test_a_replay_of_every_save_in_the_corpus_reproduces_its_final_position(rules: RulesData, path: Path) -> None:
    text = path.read_bytes()
    replay = Replay.from_save(text, rules)
    stored = json.loads(text)["state"]
    assert plain(replay.game.state) == plain(Session.from_json(text, rules).game.state)
    assert replay.game.state.turn == stored["turn"]
    assert len(replay) == len(json.loads(text).get("answers", []))
    replay.start()
    replay.end()  # played again from the setup, through the checkpoints
    assert plain(replay.game.state) == plain(Session.from_json(text, rules).game.state)


def test_a_replay_of_a_game_of_every_mode_reproduces_its_final_position(
    rules: RulesData, games: dict[str, Session]
) -> None:
    for name, session in games.items():
        replay = Replay.from_save(session.to_json(), rules)
        assert plain(replay.game.state) == plain(session.game.state), name
        replay.start()
        while replay.index < len(replay):  # every position, one answer at a time
            replay.forward()
        assert plain(replay.game.state) == plain(session.game.state), name
        assert (replay.game.decision is None) == (session.decision is None), name


def test_any_position_is_the_same_reached_by_a_jump_or_step_by_step(
    rules: RulesData, games: dict[str, Session]
) -> None:
    session = games["achterbahn"]
    replay = Replay.from_save(session.to_json(), rules)
    fresh = replay.setup.start(rules)
    by_step = [plain(fresh.state)]
    for key in session.answers:
        fresh.answer(key)
        by_step.append(plain(fresh.state))
    for index in (len(replay), 0, CHECKPOINT, CHECKPOINT - 1, 2 * CHECKPOINT + 3, 1, len(replay) - 1):
        replay.go(index)
        assert plain(replay.game.state) == by_step[index], index
        assert replay.index == index


def test_stepping_says_who_chose_what(rules: RulesData, games: dict[str, Session]) -> None:
    session = games["tooth & claw"]
    replay = Replay.from_save(session.to_json(), rules)
    replay.start()
    assert replay.step is None and replay.turn == 1
    first = replay.next_step
    assert first is not None and first.number == 1
    decision = replay.game.decision
    assert decision is not None and first.player is decision.player and first.prompt == decision.prompt
    replay.forward()
    assert replay.step == first
    assert first.choice == decision.option(session.answers[0]).label  # type: ignore[union-attr]
    replay.back()
    assert replay.index == 0
    replay.back()  # nothing before the setup
    assert replay.index == 0


def test_turn_jumps_land_on_the_first_position_of_a_turn(rules: RulesData, games: dict[str, Session]) -> None:
    replay = Replay.from_save(games["tooth & claw"].to_json(), rules)
    replay.start()
    replay.next_turn()
    assert replay.turn == 2 and replay.turns[replay.index - 1] == 1
    replay.next_turn()
    assert replay.turn == 3
    replay.forward()
    replay.previous_turn()  # to the start of this turn
    assert replay.turn == 3 and replay.turns[replay.index - 1] == 2
    replay.previous_turn()  # from the start, to the turn before
    assert replay.turn == 2
    last = replay.turns[-1]
    replay.go_to_turn(last)
    assert replay.turn == last
    with pytest.raises(ValueError, match=f"this game has turns 1 to {last}, not turn {last + 1}"):
        replay.go_to_turn(last + 1)
    assert [turn for turn, _ in replay.turn_ends()] == list(range(1, last + 1))
    assert replay.turn == last  # left where it was


def test_a_damaged_save_is_refused_with_a_clear_message(rules: RulesData, games: dict[str, Session]) -> None:
    document = json.loads(games["tooth & claw"].to_json())
    document["answers"][4] = "not-an-option"
    with pytest.raises(SaveError, match=r"answer 5 of .*'not-an-option', is not a legal choice"):
        Replay.from_save(json.dumps(document), rules)
    with pytest.raises(SaveError, match="not valid JSON"):
        open_replay(b"{ half a save", rules)


# -- bug reports --------------------------------------------------------------------------------


def test_a_bug_report_holds_the_save_version_fingerprint_and_log(rules: RulesData, games: dict[str, Session]) -> None:
    session = games["venus L2"]
    document = json.loads(report_text(session))
    assert document["format"] == "megafauna-bug-report"
    assert document["program_version"] == __version__
    assert document["data_fingerprint"] == data_fingerprint(rules.directory)
    assert document["save"] == json.loads(session.to_json())
    assert len(document["log"]) == len(session.game.state.log)
    assert document["log"][0].startswith("turn 1 [L2] Venus animal game: Black (Ada)")


def test_a_bug_report_replays_to_exactly_the_game_reported(
    rules: RulesData, games: dict[str, Session], tmp_path: Path
) -> None:
    for name in ("achterbahn", "solo earth, chimera", "tooth & claw"):
        session = games[name]
        path = write_report(session, tmp_path)
        replay, warnings = open_path(path, rules)
        assert warnings == [], name
        assert replay.from_report
        assert plain(replay.game.state) == plain(session.game.state), name
    assert len(list(tmp_path.glob("megafauna-bug-*.json"))) == 3  # never one over another


def test_a_report_from_another_version_or_data_opens_with_warnings(
    rules: RulesData, games: dict[str, Session], tmp_path: Path
) -> None:
    session = games["tooth & claw"]
    document = json.loads(report_text(session))
    document["program_version"] = "0.0.1"
    document["data_fingerprint"] = "00" * 32
    document["log"][-1] = "turn 9 [A1] something else happened"
    replay, warnings = open_replay(json.dumps(document), rules)
    assert plain(replay.game.state) == plain(session.game.state)
    assert any("version 0.0.1" in w and __version__ in w for w in warnings)
    assert any("other rules data" in w for w in warnings)
    assert any(f"differs from the report's from line {len(document['log'])}" in w for w in warnings)


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda d: d.pop("save"), "it holds no saved game"),
        (lambda d: d.update(version="two"), "it has no version number"),
        (lambda d: d.update(version=99), "written by a newer version of the game"),
        (lambda d: d.update(log="all fine"), "its log is not a list of lines"),
        (lambda d: d["save"].update(answers=["zzz"]), "the bug report's game cannot be replayed: .*'zzz'"),
        (lambda d: d["save"]["state"].update(turn=99), "the bug report's game cannot be replayed: .*turn 99"),
    ],
)
def test_a_damaged_bug_report_gets_a_clear_message(
    rules: RulesData, games: dict[str, Session], damage: object, message: str
) -> None:
    document = json.loads(report_text(games["tooth & claw, short"]))
    damage(document)  # type: ignore[operator]
    with pytest.raises(SaveError, match=message):
        open_replay(json.dumps(document), rules)


def test_a_cut_off_bug_report_is_not_json(rules: RulesData, games: dict[str, Session]) -> None:
    text = report_text(games["tooth & claw, short"])
    with pytest.raises(ReportError, match="not valid JSON"):
        load_report(text[: len(text) // 2], fingerprint=None)
    with pytest.raises(SaveError, match="not a save file: it is not valid JSON"):
        open_replay(text[: len(text) // 2], rules)


# -- the command line ---------------------------------------------------------------------------


def test_megafauna_replay_refuses_a_damaged_file_in_one_message(
    tmp_path: Path, games: dict[str, Session], capsys: pytest.CaptureFixture[str]
) -> None:
    report = json.loads(report_text(games["tooth & claw, short"]))
    report["save"]["answers"][0] = "zzz"
    path = tmp_path / "report.json"
    path.write_text(json.dumps(report))
    assert main(["replay", str(path)]) == 1
    error = capsys.readouterr().err
    assert error.startswith(f"megafauna: replay: {path}: the bug report's game cannot be replayed")
    assert "Traceback" not in error
    assert main(["replay", str(tmp_path / "missing.json")]) == 1
    assert "cannot read" in capsys.readouterr().err
    (tmp_path / "bad.json").write_text('{"format": "megafauna-save", "version": 1}')
    assert main(["replay", str(tmp_path / "bad.json")]) == 1
    assert "the save file is damaged" in capsys.readouterr().err


# -- saves and reports made with other card data ------------------------------------------------------------------

OTHER_DATA = TESTS / "other_data"
"""A save and a bug report of the same game (two players, seed 6), made with the first edition of the card faces;
with today's faces a promotion of theirs offers a personality it did not offer then (J6b)."""


def test_a_report_made_with_the_first_edition_cards_is_refused_in_one_line(rules: RulesData) -> None:
    with pytest.raises(SaveError) as refused:
        open_path(OTHER_DATA / "report_edition1_cards.json", rules)
    message = str(refused.value)
    assert message.startswith(
        "the bug report's game cannot be replayed: this save was made with edition 1 of the card data"
    )
    assert "\n" not in message and "damaged" not in message


def test_a_save_of_other_data_that_replays_the_same_opens_with_the_note_as_a_warning(rules: RulesData) -> None:
    replay, warnings = open_path(TESTS / "fixtures" / "save_before_placements.json", rules)
    assert replay.note is not None and warnings == [replay.note]
    assert "edition 1 of the card data" in replay.note


def test_megafauna_replay_names_the_data_of_an_old_save_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    path = OTHER_DATA / "save_edition1_cards.json"
    assert main(["replay", str(path)]) == 1
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and "Traceback" not in error
    assert error.startswith(f"megafauna: replay: {path}: this save was made with edition 1 of the card data")

"""Saving and loading: round trips, and bad saves refused with a clear message and no change."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules.state import SAVE_VERSION
from megafauna_tui.savefile import SaveError, Seat, dumps, loads, save_schema


@pytest.fixture
def session(rules: RulesData) -> Session:
    seats = [Seat("green", "Ada"), Seat("black", "Bo", bot="random")]
    session = Session.new(rules, seats, seed=13)
    for _ in range(25):
        decision = session.decision
        assert decision is not None
        session.answer(decision.options[len(decision.options) // 2].key)
    return session


def test_save_and_load_round_trip(session: Session, rules: RulesData, tmp_path: Path) -> None:
    path = tmp_path / "saves" / "game.json"
    session.save(path)
    loaded = Session.load(path, rules)
    assert loaded.decision == session.decision
    assert loaded.answers == session.answers
    assert [s.name for s in loaded.seats] == ["Ada", "Bo"]
    assert loaded.to_json() == session.to_json()


def test_a_finished_game_loads(rules: RulesData) -> None:
    session = Session.new(rules, [Seat("orange", "A"), Seat("white", "B")], seed=2)
    while session.decision is not None:
        session.answer(session.decision.options[0].key)
    game, _ = loads(session.to_json(), rules)
    assert game.decision is None and game.state.scores == session.game.state.scores


def _broken(text: str, change: object) -> str:
    document = json.loads(text)
    change(document)  # type: ignore[operator]
    return json.dumps(document)


BAD_SAVES = {
    "not JSON": (lambda text: text[: len(text) // 2], "not valid JSON"),
    "not a save": (lambda text: json.dumps({"hello": 1}), "not a Megafauna save"),
    "future version": (
        lambda text: _broken(text, lambda d: d.update(version=SAVE_VERSION + 1)),
        "newer version",
    ),
    "wrong type": (
        lambda text: _broken(text, lambda d: d["state"].update(turn="three")),
        "damaged: state.turn",
    ),
    "unknown frame": (
        lambda text: _broken(text, lambda d: d["state"]["stack"].append({"kind": "warp"})),
        "unknown frame kind 'warp'",
    ),
    "extra creeple": (
        lambda text: _broken(text, lambda d: d["state"]["creeples"].append(dict(d["state"]["creeples"][0]))),
        "damaged: creeples conserved",
    ),
    "cube from nowhere": (
        lambda text: _broken(text, lambda d: d["state"]["cube_pool"].update(red=99)),
        "damaged: cubes conserved",
    ),
}


@pytest.mark.parametrize("case", list(BAD_SAVES))
def test_bad_saves_are_refused_clearly(case: str, session: Session, rules: RulesData, tmp_path: Path) -> None:
    make, message = BAD_SAVES[case]
    path = tmp_path / "bad.json"
    path.write_text(make(session.to_json()), encoding="utf-8")
    before = session.to_json()
    with pytest.raises(SaveError, match=message):
        Session.load(path, rules)
    assert session.to_json() == before


def test_missing_save_file(rules: RulesData, tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="cannot read"):
        Session.load(tmp_path / "nowhere.json", rules)


def test_save_schema_describes_the_document() -> None:
    schema = save_schema()
    assert schema["title"] == "Bios: Megafauna saved game"
    assert {"format", "version", "state"} <= set(schema["properties"])


def test_dumps_marks_format_and_version(session: Session) -> None:
    document = json.loads(dumps(session.game))
    assert document["format"] == "megafauna-save" and document["version"] == SAVE_VERSION

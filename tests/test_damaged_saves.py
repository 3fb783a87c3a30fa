"""Damaged saves and bug reports, made from real ones in many ways, through every door a player opens them by:
Continue and Load (``Session.load``), the replay (``open_path``, which ``megafauna replay`` and the Replay
screen use) and ``megafauna replay`` itself. Each is either loaded or refused with a one-line reason; none
crashes, and the file is left exactly as it was.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from megafauna_tui.bugreport import report_text
from megafauna_tui.cli import main
from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData, load_rules_data
from megafauna_tui.replay import open_path
from megafauna_tui.savefile import SaveError, Seat

#: Stands for the damage in a save's JSON until the text is written, so any raw text can be put in its place.
MARK = "__damage__"

#: Raw JSON text put in place of a value: values no game writes, including the two that crashed the app.
DAMAGE = [
    "9" * 5000,  # a number of 5,000 digits
    "[" * 100_000 + "]" * 100_000,  # arrays nested 100,000 deep
    "[" * 100_000,  # ... and never closed
    '{"a":' * 50_000 + "1" + "}" * 50_000,
    "-1",
    "0",
    "1e400",
    "-0.0",
    "NaN",
    "Infinity",
    "null",
    "true",
    '""',
    '"\\ud800"',  # half of a surrogate pair
    '"' + "x" * 100_000 + '"',
    "[]",
    "{}",
    '[null, 1, "a"]',
    '{"kind": "nonsense"}',
    "18446744073709551617",
]


@cache
def _rules() -> RulesData:
    return load_rules_data()


@cache
def _save_text() -> str:
    """A real save of a two-player game some way in (a bot and a person)."""
    session = Session.new(_rules(), [Seat("green", "Ada"), Seat("black", "Bo", bot="random")], seed=29)
    for _ in range(30):
        decision = session.decision
        assert decision is not None
        session.answer(decision.options[len(decision.options) // 2].key)
    return session.to_json()


@cache
def _report_text() -> str:
    session = Session.from_json(_save_text(), _rules())
    return report_text(session)


def _paths(value: object, here: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    """Every place in a JSON document, as the keys and indexes leading to it (long lists sampled)."""
    found = [here]
    if isinstance(value, dict):
        for key, inner in value.items():
            found += _paths(inner, (*here, key))
    elif isinstance(value, list):
        step = max(1, len(value) // 8)
        for index in range(0, len(value), step):
            found += _paths(value[index], (*here, index))
    return found


def _replaced(document: object, path: tuple[object, ...], new: object) -> object:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(document, dict):
        return {key: (_replaced(value, rest, new) if key == head else value) for key, value in document.items()}
    assert isinstance(document, list)
    return [_replaced(value, rest, new) if index == head else value for index, value in enumerate(document)]


def _removed(document: object, path: tuple[object, ...]) -> object:
    head, rest = path[0], path[1:]
    if isinstance(document, dict):
        if not rest:
            return {key: value for key, value in document.items() if key != head}
        return {key: (_removed(value, rest) if key == head else value) for key, value in document.items()}
    assert isinstance(document, list)
    if not rest:
        return [value for index, value in enumerate(document) if index != head]
    return [_removed(value, rest) if index == head else value for index, value in enumerate(document)]


@st.composite
def damaged(draw: st.DrawFn, original: str) -> bytes:
    """A damaged copy of ``original``: a value replaced by raw text, a key or entry removed, the text cut
    short, bytes changed, or text spliced in."""
    kind = draw(st.sampled_from(["replace", "remove", "truncate", "bytes", "splice"]))
    document = json.loads(original)
    places = _paths(document)
    if kind == "replace":
        path = draw(st.sampled_from(places))
        raw = draw(
            st.sampled_from(DAMAGE) | st.integers(-(10**30), 10**30).map(str) | st.text(max_size=20).map(json.dumps)
        )
        marked = json.dumps(_replaced(document, path, MARK))
        return marked.replace(json.dumps(MARK), raw, 1).encode("utf-8")
    if kind == "remove":
        path = draw(st.sampled_from(places[1:]))
        return json.dumps(_removed(document, path)).encode("utf-8")
    data = original.encode("utf-8")
    if kind == "truncate":
        return data[: draw(st.integers(0, len(data) - 1))]
    if kind == "bytes":
        changes = draw(st.lists(st.tuples(st.integers(0, len(data) - 1), st.integers(0, 255)), min_size=1, max_size=8))
        changed = bytearray(data)
        for where, byte in changes:
            changed[where] = byte
        return bytes(changed)
    where = draw(st.integers(0, len(data)))
    inserted = draw(st.sampled_from(DAMAGE)).encode("utf-8")
    return data[:where] + inserted + data[where:]


def _one_line(error: SaveError) -> str:
    message = str(error)
    assert message, "a refusal names its reason"
    assert "\n" not in message, f"a refusal is one line: {message[:300]!r}"
    assert "Traceback" not in message
    return message


def _through_every_door(path: Path) -> None:
    """Open ``path`` as Continue/Load and the replay do: loaded, or SaveError in one line; never changed."""
    before = path.read_bytes()
    for door in (lambda: Session.load(path, _rules()), lambda: open_path(path, _rules())):
        try:
            door()
        except SaveError as error:
            _one_line(error)
    assert path.read_bytes() == before, "opening a damaged file never changes it"


SETTINGS = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow]
)


@SETTINGS
@given(data=st.data())
def test_a_damaged_save_is_loaded_or_refused_in_one_line_through_every_door(
    tmp_path: Path, data: st.DataObject
) -> None:
    path = tmp_path / "damaged.json"
    path.write_bytes(data.draw(damaged(_save_text())))
    _through_every_door(path)


@SETTINGS
@given(data=st.data())
def test_a_damaged_bug_report_is_loaded_or_refused_in_one_line(tmp_path: Path, data: st.DataObject) -> None:
    path = tmp_path / "megafauna-bug-damaged.json"
    path.write_bytes(data.draw(damaged(_report_text())))
    _through_every_door(path)


def _with(raw_at: tuple[object, ...], raw: str) -> str:
    marked = json.dumps(_replaced(json.loads(_save_text()), raw_at, MARK))
    return marked.replace(json.dumps(MARK), raw, 1)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (_with(("setup", "seed"), "9" * 5000), "digits"),  # crashed Continue and Load with ValueError
        (_with(("answers",), "[" * 100_000 + "]" * 100_000), "nested too deeply"),  # crashed with RecursionError
    ],
    ids=["seed-of-5000-digits", "array-nested-100000-deep"],
)
def test_the_two_saves_that_crashed_the_app_are_refused_in_one_line(
    text: str, reason: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "autosave.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveError) as refused:
        Session.load(path, _rules())
    assert reason in _one_line(refused.value)
    with pytest.raises(SaveError) as refused:
        open_path(path, _rules())
    assert reason in _one_line(refused.value)
    assert main(["replay", str(path)]) == 1  # `megafauna replay`: the reason, no traceback
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and reason in err and "Traceback" not in err
    assert path.read_text(encoding="utf-8") == text

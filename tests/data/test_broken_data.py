"""Broken data files give a specific, readable error and a non-zero exit, never a traceback."""

from __future__ import annotations

import pickle
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from megafauna_tui.cli import main
from megafauna_tui.data.loader import DataError, load_rules_data


def _edit(path: Path, old: str, new: str, count: int = 1) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"fixture text {old!r} not found in {path.name}"
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def _missing_field(d: Path) -> None:
    _edit(d / "players.toml", 'lineage = "exoskeletal"\n', "")


def _unknown_colour(d: Path) -> None:
    _edit(d / "mutations.toml", 'colour = "red"', 'colour = "purple"')


def _duplicate_id(d: Path) -> None:
    _edit(d / "cratons.toml", 'id = "baltica"', 'id = "laurentia"')


def _wrong_deck_count(d: Path) -> None:
    _edit(d / "events.toml", 'deck = "too_hot"', 'deck = "goldilocks"')


def _dangling_reference(d: Path) -> None:
    _edit(d / "events.toml", 'craton = "siberia"', 'craton = "atlantis"')


def _dangling_ruling(d: Path) -> None:
    _edit(d / "biomes.toml", 'applies_rulings = ["R06", "R15"]', 'applies_rulings = ["R06", "R999"]')


def _malformed_toml(d: Path) -> None:
    _edit(d / "limits.toml", "fossil_tokens = 16", "fossil_tokens = = 16")


def _broken_anchor(d: Path) -> None:
    _edit(d / "reservoirs.toml", "setup_green = 14", "setup_green = 13")


def _missing_file(d: Path) -> None:
    (d / "biomes.toml").unlink()


def _not_utf8(d: Path) -> None:
    (d / "rulings.toml").write_bytes(b"\xff\xfe\x00bad")


CASES: dict[str, tuple[Callable[[Path], None], str]] = {
    "missing field": (
        _missing_field,
        r"players\.toml: player\[2\] \(colour 'black'\) field lineage: is required but missing",
    ),
    "unknown colour": (
        _unknown_colour,
        r"mutations\.toml: mutation\[0\] \(number 1, name 'eyespot'\) field colour: Input should be",
    ),
    "duplicate id": (_duplicate_id, r"cratons\.toml: craton id 'laurentia' is used 2 times"),
    "wrong deck count": (
        _wrong_deck_count,
        r"too_hot cards: expected 12 \(A1c: all 12 cards of a biosphere deck\), found 11",
    ),
    "dangling reference": (_dangling_reference, r"craton icon 'atlantis' is not an Earth craton"),
    "dangling ruling": (_dangling_ruling, r"biomes\.toml: field applies_rulings: refers to ruling 'R999'"),
    "malformed TOML": (_malformed_toml, r"limits\.toml: is not valid TOML: Invalid value \(at line 8"),
    "broken anchor": (_broken_anchor, r"14 green disks at setup \(C1k\)"),
    "missing file": (_missing_file, r"biomes\.toml: file is missing"),
    "not UTF-8": (_not_utf8, r"rulings\.toml: is not UTF-8 text"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_broken_data_is_reported_by_file_entry_and_field(case: str, data_copy: Path) -> None:
    breaker, expected = CASES[case]
    breaker(data_copy)
    with pytest.raises(DataError) as raised:
        load_rules_data(data_copy)
    messages = "\n".join(str(p) for p in raised.value.problems)
    assert re.search(expected, messages), messages


@pytest.mark.parametrize("case", list(CASES))
def test_validate_data_exits_non_zero_without_traceback(
    case: str, data_copy: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    breaker, expected = CASES[case]
    breaker(data_copy)
    assert main(["validate-data", str(data_copy)]) == 1
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    assert re.search(expected, err), err
    assert re.search(r"\d+ problems?", err)


def test_validate_data_of_a_missing_directory(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate-data", str(tmp_path / "nowhere")]) == 1
    assert "no such data directory" in capsys.readouterr().err


def test_every_problem_is_reported_at_once(data_copy: Path) -> None:
    _unknown_colour(data_copy)
    _malformed_toml(data_copy)
    with pytest.raises(DataError) as raised:
        load_rules_data(data_copy)
    files = {p.file for p in raised.value.problems}
    assert {"mutations.toml", "limits.toml"} <= files


def test_a_data_error_crosses_to_another_process_whole(data_copy: Path) -> None:
    """A tournament's worker process that meets broken data hands the error back pickled: the person reads
    the same problems, not the message spelt out one character a line."""
    _unknown_colour(data_copy)
    with pytest.raises(DataError) as raised:
        load_rules_data(data_copy)
    again = pickle.loads(pickle.dumps(raised.value))
    assert again.problems == raised.value.problems
    assert str(again) == str(raised.value)

"""The rules coverage index lists every rule ID honestly, and the command reports it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from megafauna_tui.cli import main
from megafauna_tui.coverage import CoverageError, load_rule_index, missing_evidence, rules_mode
from megafauna_tui.data.coverage import Mode, RuleStatus
from megafauna_tui.data.loader import load_rules_data
from megafauna_tui.rules.setup import SetupError
from megafauna_tui.rules.state import GameMode
from megafauna_tui.rules.variant import new_state, variant_for

ROOT = Path(__file__).resolve().parents[1]
REFERENCE = ROOT.parent / "shared" / "reference" / "rule_ids.md"


def test_index_has_every_rule_once() -> None:
    index = load_rule_index()
    ids = [rule.id for rule in index.rule]
    assert len(ids) == len(set(ids)) == 303
    assert {rule_id[0] for rule_id in ids} == set("ABCDEFGHIJKL")


@pytest.mark.skipif(not REFERENCE.is_file(), reason="the shared rule inventory is not beside the repository")
def test_index_matches_the_rule_inventory() -> None:
    text = REFERENCE.read_text(encoding="utf-8").split("## Spanish-only")[0]
    listed = set(re.findall(r"^\| ([A-N][a-z0-9]*) \|", text, re.M)) - {"ID"}
    assert {rule.id for rule in load_rule_index().rule} == listed


def test_every_claimed_test_exists_and_names_its_rule() -> None:
    assert missing_evidence(load_rule_index(), ROOT) == []


def test_every_tooth_and_claw_rule_is_enforced_or_ruled() -> None:
    """The target of the rules core: nothing of tooth & claw is left undone without saying why."""
    index = load_rule_index()
    open_rules = [
        r.id for r in index.rule if r.status_in(Mode.TOOTH_AND_CLAW) is RuleStatus.NOT_YET and r.id not in LATER
    ]
    assert open_rules == []


#: The optional experimental apomorphies of tooth & claw are not built yet.
LATER = {"J8", "J8a", "J8c"}


def test_rules_coverage_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules-coverage"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("303 rule IDs:") and "tooth_and_claw" in out
    assert main(["rules-coverage", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["total"] == 303
    assert sum(report["by_status"].values()) == 303
    assert set(report["by_mode"]) == {m.value for m in Mode}
    assert report["playable"] == ["tooth_and_claw", "achterbahn", "solo", "venus"]
    for mode, counts in report["by_mode"].items():
        assert sum(counts[s.value] for s in RuleStatus) == counts["total"], mode


DONE = {RuleStatus.ENFORCED, RuleStatus.INTERPRETED}


def test_playable_modes_are_the_ones_setup_accepts() -> None:
    """The index says which games can be played; the rules core is the judge: set up, and complete (C1a)."""
    playable = {mode.value for mode in load_rule_index().playable}
    rules = load_rules_data()
    for mode in GameMode:
        try:
            new_state(rules, players=2, seed=1, mode=mode)
        except SetupError:
            assert rules_mode(mode).value not in playable
        else:
            assert (rules_mode(mode).value in playable) is variant_for(mode).complete, mode
    assert playable <= {rules_mode(mode).value for mode in GameMode}


def test_a_rule_open_in_any_of_its_games_is_open_and_says_what_is_missing() -> None:
    """A rule done in tooth & claw but not yet in Achterbahn is not counted done: its overall status is
    not_yet and its row says what is missing; a rule of one game has no status in the others."""
    for rule in load_rule_index().rule:
        statuses = [rule.status_in(mode) for mode in rule.modes]
        if RuleStatus.NOT_YET in statuses:
            assert rule.overall is RuleStatus.NOT_YET, rule.id
            if any(s in DONE for s in statuses):
                assert rule.missing, f"{rule.id} is done in one game and open in another: say what is missing"
        for mode in Mode:
            if mode not in rule.modes:
                assert rule.status_in(mode) is None, rule.id


def test_no_rule_is_done_for_achterbahn_while_open_in_tooth_and_claw() -> None:
    """Achterbahn includes every tooth & claw rule: a shared rule cannot be further along there."""
    index = load_rule_index()
    ahead = [
        r.id
        for r in index.rule
        if r.status_in(Mode.ACHTERBAHN) in DONE and r.status_in(Mode.TOOTH_AND_CLAW) is RuleStatus.NOT_YET
    ]
    assert ahead == []


ENTRY = """
[[rule]]
id = "A2a"
summary = "Two actions in tooth & claw, one to four in Achterbahn."
modes = ["tooth_and_claw", "achterbahn"]
"""


@pytest.mark.parametrize(
    ("lines", "message"),
    [
        (
            'status = { tooth_and_claw = "enforced", solo = "not_yet" }\ntests = ["t.py::t"]\nmissing = "x"',
            "field status: gives a status for solo, not among the rule's modes",
        ),
        (
            'status = { tooth_and_claw = "enforced" }\ntests = ["t.py::t"]',
            "field status: gives no status for achterbahn",
        ),
        (
            'status = { tooth_and_claw = "enforced", achterbahn = "enforced" }\ntests = ["t.py::t"]',
            "field status: is enforced in every mode: write status = 'enforced'",
        ),
        (
            'status = { tooth_and_claw = "enforced", achterbahn = "done" }\ntests = ["t.py::t"]',
            "field status.achterbahn: Input should be 'enforced', 'interpreted', 'not_applicable' or 'not_yet'",
        ),
        (
            'status = { tooth_and_claw = "not_yet", achterbahn = "enforced" }\nmissing = "x"',
            "field tests: enforced for achterbahn names at least one test",
        ),
        (
            'status = { tooth_and_claw = "interpreted", achterbahn = "not_yet" }\ntests = ["t.py::t"]\nmissing = "x"',
            "field rulings: interpreted for tooth_and_claw names the ruling it follows",
        ),
        (
            'status = { tooth_and_claw = "enforced", achterbahn = "not_applicable" }\ntests = ["t.py::t"]',
            "field why: not applicable for achterbahn says why",
        ),
        (
            'status = { tooth_and_claw = "enforced", achterbahn = "not_yet" }\ntests = ["t.py::t"]',
            "field missing: not_yet for achterbahn but done elsewhere: say what achterbahn still lacks",
        ),
        ('status = "enforced"\ntests = ["t.py::t"]\nmissing = "x"', "field missing: says what is missing"),
    ],
)
def test_a_broken_entry_names_the_file_the_entry_and_the_field(tmp_path: Path, lines: str, message: str) -> None:
    """Per-mode statuses are checked like the data files: file, entry (with its rule ID), field, problem."""
    path = tmp_path / "rule_index.toml"
    path.write_text(ENTRY + lines + "\n", encoding="utf-8")
    with pytest.raises(CoverageError) as raised:
        load_rule_index(path)
    assert str(raised.value).startswith(f"rule_index.toml: rule[0] (id 'A2a') {message}")


def test_a_status_per_mode_loads_and_counts_per_mode(tmp_path: Path) -> None:
    path = tmp_path / "rule_index.toml"
    split = 'status = { tooth_and_claw = "enforced", achterbahn = "not_yet" }\ntests = ["t.py::t"]\nmissing = "x"\n'
    path.write_text('playable = ["tooth_and_claw"]\n' + ENTRY + split, encoding="utf-8")
    (rule,) = load_rule_index(path).rule
    assert rule.status_in(Mode.TOOTH_AND_CLAW) is RuleStatus.ENFORCED
    assert rule.status_in(Mode.ACHTERBAHN) is RuleStatus.NOT_YET
    assert rule.status_in(Mode.SOLO) is None
    assert rule.overall is RuleStatus.NOT_YET


def test_rules_coverage_per_mode(capsys: pytest.CaptureFixture[str]) -> None:
    """The table has a row and a playable mark per mode; --mode keeps one row and lists only that mode."""
    assert main(["rules-coverage"]) == 0
    lines = capsys.readouterr().out.splitlines()
    rows = {line.split()[0]: line.split() for line in lines[3:8]}
    assert set(rows) == {m.value for m in Mode}
    assert {mode: row[-1] for mode, row in rows.items()} == {
        "tooth_and_claw": "yes",
        "achterbahn": "yes",
        "solo": "yes",
        "venus": "yes",
        "campaign": "no",
    }
    assert "Playable now: tooth_and_claw, achterbahn, solo, venus. Not playable yet: campaign." in lines

    assert main(["rules-coverage", "--mode", "achterbahn", "--list", "not_yet"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("303 rule IDs:")
    assert "\nachterbahn " in out and "\ntooth_and_claw " not in out
    (listed,) = [line for line in out.splitlines() if line.startswith("not_yet in ")]
    ids = listed.removeprefix("not_yet in achterbahn: ").split()
    index = load_rule_index()
    expected = [r.id for r in index.rule if r.status_in(Mode.ACHTERBAHN) is RuleStatus.NOT_YET]
    assert ids == (expected or ["(none)"])

    assert main(["rules-coverage", "--list", "not_yet"]) == 0
    out = capsys.readouterr().out
    assert "not_yet in tooth_and_claw: (none)" in out and f"\nnot_yet in achterbahn: {' '.join(ids)}\n" in out
    assert "\nnot_yet in solo: (none)\n" in out

    assert main(["rules-coverage", "--json", "--mode", "achterbahn", "--list", "enforced"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert list(report["by_mode"]) == ["achterbahn"] == list(report["listed"])
    assert len(report["listed"]["achterbahn"]) == report["by_mode"]["achterbahn"]["enforced"]
    assert "G2" in report["listed"]["achterbahn"]

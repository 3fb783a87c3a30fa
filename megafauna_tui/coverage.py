"""The rules coverage report: how much of the rulebook this edition enforces, per status and mode."""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from megafauna_tui.data.coverage import STATUS_SHAPES, Mode, RuleIndexFile, RuleStatus
from megafauna_tui.data.loader import _describe, default_data_dir
from megafauna_tui.rules.state import GameMode

INDEX_FILE = "rule_index.toml"


class CoverageError(Exception):
    """The rule index cannot be read."""


def rules_mode(mode: GameMode) -> Mode:
    """The index's game for a game the engine sets up: each solo world is the solo game (K), each Venus game
    the Venus variants (L)."""
    if mode.value.startswith("solo_"):
        return Mode.SOLO
    if mode.value.startswith("venus_"):
        return Mode.VENUS
    return Mode(mode.value)


def load_rule_index(path: Path | None = None) -> RuleIndexFile:
    """Read and validate the index; a broken entry is reported by file, entry and field, like the data files."""
    path = path or default_data_dir() / INDEX_FILE
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
        return RuleIndexFile.model_validate(raw)
    except OSError as error:
        raise CoverageError(f"cannot read {path}: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise CoverageError(f"{path.name} is not UTF-8 text") from None
    except tomllib.TOMLDecodeError as error:
        raise CoverageError(f"{path.name} is not valid TOML: {error}") from None
    except ValidationError as error:
        problems = [_describe(path.name, raw, _without_shape(err)) for err in error.errors()]
        raise CoverageError("\n".join(str(problem) for problem in problems)) from None


def _without_shape(err: Any) -> dict[str, Any]:
    """The error with the status union's member names dropped from its location."""
    loc = tuple(part for part in err["loc"] if part not in STATUS_SHAPES)
    return {**err, "loc": loc}


def coverage_report(index: RuleIndexFile) -> dict[str, Any]:
    """Counts per rule (done only when done in every game it belongs to) and per game."""
    by_status = Counter(rule.overall.value for rule in index.rule)
    by_mode: dict[str, dict[str, int]] = {}
    for mode in Mode:
        counts = Counter(status.value for rule in index.rule if (status := rule.status_in(mode)))
        by_mode[mode.value] = {status.value: counts[status.value] for status in RuleStatus}
        by_mode[mode.value]["total"] = sum(counts.values())
    return {
        "total": len(index.rule),
        "by_status": {status.value: by_status[status.value] for status in RuleStatus},
        "by_mode": by_mode,
        "playable": [mode.value for mode in index.playable],
    }


def rules_with(index: RuleIndexFile, status: RuleStatus, mode: Mode) -> list[str]:
    """The IDs of the rules that have this status in this game, in rulebook order."""
    return [rule.id for rule in index.rule if rule.status_in(mode) is status]


def render_coverage(
    report: dict[str, Any], index: RuleIndexFile, *, list_status: str | None = None, mode: str | None = None
) -> str:
    """The summary line, the table per game (or one game's row), which games can be played, and any list asked for."""
    statuses = [s.value for s in RuleStatus]
    modes = [mode] if mode else list(report["by_mode"])
    playable = report["playable"]
    width = max(len(m) for m in report["by_mode"])
    lines = [
        f"{report['total']} rule IDs: " + ", ".join(f"{report['by_status'][s]} {s.replace('_', ' ')}" for s in statuses)
    ]
    lines.append("")
    header = "  ".join(f"{s.replace('_', ' '):>14}" for s in statuses)
    lines.append(f"{'mode':<{width}}  {header}   total  playable")
    for each in modes:
        counts = report["by_mode"][each]
        cells = "  ".join(f"{counts[s]:>14}" for s in statuses)
        lines.append(f"{each:<{width}}  {cells}   {counts['total']:>5}  {'yes' if each in playable else 'no':>8}")
    lines.append("")
    unplayable = [m for m in report["by_mode"] if m not in playable]
    lines.append(f"Playable now: {', '.join(playable) or 'none'}. Not playable yet: {', '.join(unplayable) or 'none'}.")
    lines.append(
        "A rule counts for a game that cannot be played yet when the shared code already does there all the rule asks"
    )
    lines.append("and a test checks it. The first line counts a rule as done only when it is done in all its games.")
    if list_status:
        lines.append("")
        for each in modes:
            chosen = rules_with(index, RuleStatus(list_status), Mode(each))
            lines.append(f"{list_status} in {each}: {' '.join(chosen) if chosen else '(none)'}")
    return "\n".join(lines)


def missing_evidence(index: RuleIndexFile, root: Path) -> list[str]:
    """Rules whose listed tests do not exist or do not name the rule, and rulings that do not exist."""
    from megafauna_tui.data.loader import load_rules_data

    rulings = load_rules_data(check=False).rulings
    problems = []
    sources: dict[Path, str] = {}
    for rule in index.rule:
        for ruling in rule.rulings:
            if ruling not in rulings:
                problems.append(f"{rule.id}: ruling {ruling} is not in rulings.toml")
        for test in rule.tests:
            file, _, name = test.partition("::")
            path = root / file
            if not name or not path.is_file():
                problems.append(f"{rule.id}: {test} does not exist")
                continue
            text = sources.setdefault(path, path.read_text(encoding="utf-8"))
            body = _function_text(text, name.split("[")[0])
            if body is None:
                problems.append(f"{rule.id}: {test} does not exist")
            elif not re.search(rf"(?<![A-Za-z0-9]){re.escape(rule.id)}(?![0-9a-z])", body, re.IGNORECASE):
                problems.append(f"{rule.id}: {test} does not name the rule")
    return problems


def _function_text(source: str, name: str) -> str | None:
    match = re.search(rf"^(?:async )?def {re.escape(name)}\(.*?(?=^(?:async )?def |^class |\Z)", source, re.S | re.M)
    return match.group(0) if match else None

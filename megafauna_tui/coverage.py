"""The rules coverage report: how much of the rulebook this edition enforces, per status and mode."""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from megafauna_tui.data.coverage import Mode, RuleIndexFile, RuleStatus
from megafauna_tui.data.loader import default_data_dir

INDEX_FILE = "rule_index.toml"


class CoverageError(Exception):
    """The rule index cannot be read."""


def load_rule_index(path: Path | None = None) -> RuleIndexFile:
    path = path or default_data_dir() / INDEX_FILE
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
        return RuleIndexFile.model_validate(raw)
    except OSError as error:
        raise CoverageError(f"cannot read {path}: {error.strerror or error}") from None
    except tomllib.TOMLDecodeError as error:
        raise CoverageError(f"{path.name} is not valid TOML: {error}") from None
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise CoverageError(f"{path.name}: {where}: {first['msg']}") from None


def coverage_report(index: RuleIndexFile) -> dict[str, Any]:
    by_status = Counter(rule.status.value for rule in index.rule)
    by_mode: dict[str, dict[str, int]] = {}
    for mode in Mode:
        counts = Counter(rule.status.value for rule in index.rule if mode in rule.modes)
        by_mode[mode.value] = {status.value: counts[status.value] for status in RuleStatus}
        by_mode[mode.value]["total"] = sum(counts.values())
    return {
        "total": len(index.rule),
        "by_status": {status.value: by_status[status.value] for status in RuleStatus},
        "by_mode": by_mode,
    }


def render_coverage(report: dict[str, Any], index: RuleIndexFile, *, list_status: str | None = None) -> str:
    statuses = [s.value for s in RuleStatus]
    width = max(len(m) for m in report["by_mode"])
    lines = [
        f"{report['total']} rule IDs: " + ", ".join(f"{report['by_status'][s]} {s.replace('_', ' ')}" for s in statuses)
    ]
    lines.append("")
    lines.append(f"{'mode':<{width}}  " + "  ".join(f"{s.replace('_', ' '):>14}" for s in statuses) + "   total")
    for mode, counts in report["by_mode"].items():
        cells = "  ".join(f"{counts[s]:>14}" for s in statuses)
        lines.append(f"{mode:<{width}}  {cells}   {counts['total']:>5}")
    if list_status:
        chosen = [r.id for r in index.rule if r.status.value == list_status]
        lines.append("")
        lines.append(f"{list_status}: {' '.join(chosen) if chosen else '(none)'}")
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

"""``megafauna validate-data``, ``schema`` and ``rules-coverage``: the rules data and the rulebook checked,
with no game played."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from megafauna_tui.cli.arguments import refuse


def add_validate_data_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    validate = commands.add_parser(
        "validate-data",
        help="check the component data (cards, cratons, tracks) against the rules",
        description="Load every data file, check it against the rules, and print a summary or every problem found.",
    )
    validate.add_argument(
        "directory", nargs="?", type=Path, help="data directory (default: the data shipped with the game)"
    )
    validate.add_argument("--json", action="store_true", help="print the result as JSON")
    validate.set_defaults(handler=_validate_data)


def add_schema_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    schema = commands.add_parser(
        "schema",
        help="write the JSON Schema of every data file and of the save format",
        description="Write one JSON Schema per data file, for editors that check TOML while you type, "
        "and save.schema.json for saved games.",
    )
    schema.add_argument("--out", type=Path, help="directory to write to (default: schema/ inside the data directory)")
    schema.add_argument("--check", action="store_true", help="only report schemas that are missing or out of date")
    schema.set_defaults(handler=_schema)


def add_rules_coverage_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    coverage = commands.add_parser(
        "rules-coverage",
        help="how many rules of the rulebook this edition enforces",
        description="Count the rules of the rulebook by status (enforced, interpreted, not applicable, not yet), "
        "overall and per game mode, and say which modes can be played yet.",
    )
    coverage.add_argument("--json", action="store_true", help="print the counts as JSON")
    coverage.add_argument(
        "--list",
        metavar="STATUS",
        help="also list the rule IDs with this status (enforced, interpreted, not_applicable, not_yet), per mode",
    )
    coverage.add_argument(
        "--mode",
        metavar="MODE",
        help="report only this game mode (tooth_and_claw, achterbahn, solo, venus, campaign)",
    )
    coverage.set_defaults(handler=_rules_coverage)


def _validate_data(args: argparse.Namespace) -> int:
    from megafauna_tui.data.loader import DataError, default_data_dir, load_rules_data

    directory: Path = args.directory if args.directory is not None else default_data_dir()
    if directory.exists() and not directory.is_dir():  # a missing directory is a data problem, reported below
        return refuse(f"validate-data: {directory} is a file; give the data directory (the folder of .toml files)")
    try:
        data = load_rules_data(directory)
    except DataError as error:
        if args.json:
            problems = [
                {"file": p.file, "entry": p.entry, "field": p.field, "message": p.message} for p in error.problems
            ]
            print(json.dumps({"ok": False, "directory": str(directory), "problems": problems}, indent=2))
        else:
            count = len(error.problems)
            print(f"Rules data in {directory}: {count} problem{'s' if count != 1 else ''}", file=sys.stderr)
            for problem in error.problems:
                print(f"  {problem}", file=sys.stderr)
        return 1
    counts = data.summary()
    if args.json:
        clean = {name.strip(): n for name, n in counts.items()}
        print(json.dumps({"ok": True, "directory": str(directory), "counts": clean}, indent=2))
        return 0
    print(f"Rules data in {directory}: OK")
    width = max(len(name) for name in counts)
    for name, n in counts.items():
        print(f"  {name:<{width}}  {n:>3}")
    return 0


def _schema(args: argparse.Namespace) -> int:
    from megafauna_tui.data.loader import default_data_dir
    from megafauna_tui.data.schema import json_schemas, stale_schemas, write_schemas
    from megafauna_tui.savefile import save_schema

    out: Path = args.out if args.out is not None else default_data_dir() / "schema"
    schemas = {**json_schemas(), "save": save_schema()}  # the data files, and the save format
    if args.check:
        stale = stale_schemas(out, schemas)
        for name in stale:
            print(f"out of date: {out / name}", file=sys.stderr)
        if not stale:
            print(f"All schemas in {out} are up to date.")
        return 1 if stale else 0
    try:
        written = write_schemas(out, schemas)
    except OSError as error:
        print(f"Cannot write schemas to {out}: {error.strerror or error}", file=sys.stderr)
        return 1
    print(f"Wrote {len(written)} schemas to {out}")
    return 0


def _rules_coverage(args: argparse.Namespace) -> int:
    from megafauna_tui.coverage import CoverageError, coverage_report, load_rule_index, render_coverage, rules_with
    from megafauna_tui.data.coverage import Mode, RuleStatus

    statuses = [s.value for s in RuleStatus]
    modes = [m.value for m in Mode]
    if args.list is not None and args.list not in statuses:
        return refuse(f"rules-coverage: unknown status {args.list!r} for --list; choose from {', '.join(statuses)}")
    if args.mode is not None:
        spelled = args.mode.strip().lower().replace("-", "_")  # tooth-and-claw, as every other command takes it
        if spelled not in modes:
            return refuse(f"rules-coverage: unknown mode {args.mode!r} for --mode; choose from {', '.join(modes)}")
        args.mode = spelled
    try:
        index = load_rule_index()
    except CoverageError as error:
        print(error, file=sys.stderr)
        return 1
    report = coverage_report(index)
    if args.json:
        if args.mode is not None:
            report["by_mode"] = {args.mode: report["by_mode"][args.mode]}
        if args.list is not None:
            report["listed"] = {
                mode: rules_with(index, RuleStatus(args.list), Mode(mode)) for mode in report["by_mode"]
            }
        print(json.dumps(report, indent=2))
    else:
        print(render_coverage(report, index, list_status=args.list, mode=args.mode))
    return 0

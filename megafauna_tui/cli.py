"""The ``megafauna`` command: the game by default, plus tools that need no screen.

Heavy imports (pydantic models, the engine, Textual) happen inside the command
that needs them, so ``megafauna --version`` and ``--help`` answer instantly.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from megafauna_tui import __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="megafauna",
        description="Bios: Megafauna, the rules-enforcing terminal edition. Without a command, starts the game.",
    )
    parser.add_argument("--version", action="version", version=f"megafauna {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

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

    schema = commands.add_parser(
        "schema",
        help="write the JSON Schema of every data file",
        description="Write one JSON Schema per data file, for editors that check TOML while you type.",
    )
    schema.add_argument("--out", type=Path, help="directory to write to (default: schema/ inside the data directory)")
    schema.add_argument("--check", action="store_true", help="only report schemas that are missing or out of date")
    schema.set_defaults(handler=_schema)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        return _play()
    code: int = args.handler(args)
    return code


def _play() -> int:
    print(
        "The game screen is not built yet. This version checks the component data:\n"
        "  megafauna validate-data     check the cards, cratons and tracks against the rules\n"
        "  megafauna --help            list every command",
        file=sys.stderr,
    )
    return 2


def _validate_data(args: argparse.Namespace) -> int:
    from megafauna_tui.data.loader import DataError, default_data_dir, load_rules_data

    directory: Path = args.directory if args.directory is not None else default_data_dir()
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
    from megafauna_tui.data.schema import stale_schemas, write_schemas

    out: Path = args.out if args.out is not None else default_data_dir() / "schema"
    if args.check:
        stale = stale_schemas(out)
        for name in stale:
            print(f"out of date: {out / name}", file=sys.stderr)
        if not stale:
            print(f"All schemas in {out} are up to date.")
        return 1 if stale else 0
    try:
        written = write_schemas(out)
    except OSError as error:
        print(f"Cannot write schemas to {out}: {error.strerror or error}", file=sys.stderr)
        return 1
    print(f"Wrote {len(written)} schemas to {out}")
    return 0

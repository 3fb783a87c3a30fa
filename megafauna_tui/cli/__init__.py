"""The ``megafauna`` command: the game by default, plus tools that need no screen.

Each group of commands has a module of its own that adds its commands to the parser and runs them: play
(the app and ``new``), data_and_rules, bot_games and history; ``serve`` lives in megafauna_tui.serve. This
module puts them together in the order ``--help`` lists them and runs the command asked for.

Heavy imports (pydantic models, the engine, Textual) happen inside the command
that needs them, so ``megafauna --version`` and ``--help`` answer instantly.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from megafauna_tui import __version__
from megafauna_tui.cli.arguments import seconds
from megafauna_tui.cli.bot_games import add_playtest_command, add_simulate_command, add_tournament_command
from megafauna_tui.cli.data_and_rules import add_rules_coverage_command, add_schema_command, add_validate_data_command
from megafauna_tui.cli.history import add_replay_command, add_stats_command
from megafauna_tui.cli.play import add_new_command, play_app
from megafauna_tui.serve import add_serve_command


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="megafauna",
        description="Bios: Megafauna, the rules-enforcing terminal edition. Without a command, starts the game.",
    )
    parser.add_argument("--version", action="version", version=f"megafauna {__version__}")
    parser.add_argument(
        "--bot-delay",
        type=seconds,
        default=0.6,
        metavar="SECONDS",
        help="pause before each bot move, so people can follow it (default 0.6; 0 plays bots instantly)",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    # The commands, in the order --help lists them.
    add_new_command(commands)
    add_serve_command(commands)  # serve: the game in a web browser
    add_validate_data_command(commands)
    add_schema_command(commands)
    add_simulate_command(commands)
    add_tournament_command(commands)
    add_playtest_command(commands)
    add_rules_coverage_command(commands)
    add_stats_command(commands)
    add_replay_command(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        return play_app(bot_delay=args.bot_delay)
    try:
        code: int = args.handler(args)
    except BrokenPipeError:  # e.g. piped into `head`: the reader has all it wanted
        sys.stderr.close()
        return 0
    return code

"""``megafauna stats`` and ``replay``: the games already played, summed up or stepped through again."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from megafauna_tui.cli.arguments import positive, refuse
from megafauna_tui.cli.play import play_app, run_app


def add_stats_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    stats = commands.add_parser(
        "stats",
        help="the statistics of every finished game",
        description="Print the statistics of the games finished in the app, kept in the history in the data "
        "directory: wins by seat and by colour, best scores, the solo results per world (K, Kd), the Venus "
        "verdicts (L1c, L2c) and the recent games.",
    )
    shown = stats.add_mutually_exclusive_group()
    shown.add_argument("--json", action="store_true", help="print the statistics as JSON")
    shown.add_argument("--screen", action="store_true", help="open the Statistics screen of the app instead")
    stats.set_defaults(handler=_stats)


def add_replay_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    replay = commands.add_parser(
        "replay",
        help="step through a saved game or a bug report, answer by answer",
        description="Open the replay of a saved game or of a bug report: the board, the climate and the log as "
        "they were after any answer, forward and back, a turn at a time or straight to a turn. The file's record "
        "must reach the position it stores; a bug report written by another version or over other rules data "
        "opens with a warning.",
    )
    replay.add_argument("file", type=Path, metavar="FILE", help="a save (.json) or a bug report")
    replay.add_argument("--turn", type=positive, metavar="N", help="open at the start of turn N")
    replay.add_argument(
        "--charts",
        action="store_true",
        help="show the charts of the game instead: creeples, VP, extinctions and the climate, turn by turn",
    )
    replay.set_defaults(handler=_replay)


def _stats(args: argparse.Namespace) -> int:
    if args.screen:
        return play_app(bot_delay=args.bot_delay, statistics=True)
    from megafauna_tui.history import HistoryError, games, render_text, summary

    try:
        report = summary(games())
    except HistoryError as error:
        print(f"megafauna: {error}", file=sys.stderr)
        return 1
    print(json.dumps(report, indent=2) if args.json else render_text(report))
    return 0


def _replay(args: argparse.Namespace) -> int:
    """``replay FILE [--turn N]``: check the file replays to the position it stores, then open its replay."""
    from megafauna_tui.data.loader import DataError, load_rules_data
    from megafauna_tui.replay import open_path
    from megafauna_tui.savefile import SaveError
    from megafauna_tui.ui.paths import cache_dir

    try:
        data = load_rules_data(cache=cache_dir())
    except DataError as error:
        print(error, file=sys.stderr)
        return 1
    try:
        replay, warnings = open_path(args.file, data)
    except SaveError as error:
        print(f"megafauna: replay: {args.file}: {error}", file=sys.stderr)
        return 1
    for warning in warnings:
        print(f"megafauna: replay: warning: {warning}", file=sys.stderr)
    from megafauna_tui.ui.screens.replay import replay_app, replay_screen

    screen = replay_screen(replay, warnings, args.file)
    if args.turn is not None:
        try:
            replay.go_to_turn(args.turn)
        except ValueError as error:
            return refuse(f"replay: --turn {args.turn}: {error}")
    from megafauna_tui.ui.collector import hold_while_starting

    if args.charts:  # the charts of the game alone; closing them ends the program
        from megafauna_tui.rules.state import SAVE_VERSION
        from megafauna_tui.savefile import FORMAT, SaveDocument
        from megafauna_tui.ui.app import MegafaunaApp
        from megafauna_tui.ui.screens.charts import ChartsScreen

        document = SaveDocument(FORMAT, SAVE_VERSION, replay.final.state, replay.seats, replay.answers, replay.setup)
        app = MegafaunaApp(bot_delay=args.bot_delay)
        app.call_later(app.push_screen, ChartsScreen(document, data=data, exit_on_close=True))
        hold_while_starting()
        return run_app(app)
    hold_while_starting()  # the app starts next, and only now: see collector.py
    return run_app(replay_app(screen, bot_delay=args.bot_delay))

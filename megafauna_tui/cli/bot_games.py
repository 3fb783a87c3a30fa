"""``megafauna simulate``, ``tournament`` and ``playtest``: games between bots, played without a screen.

The three read the game, the table and the bots from their arguments the same way, and refuse a wrong
argument in one line before any game is played.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING

from megafauna_tui.cli.arguments import (
    LENGTHS,
    ModeError,
    add_solo_options,
    game_mode,
    not_solo_options,
    positive,
    refuse,
    solo_options,
)
from megafauna_tui.cli.seats import VENUS_SEATS

if TYPE_CHECKING:
    from collections.abc import Callable

    from megafauna_tui.tournament import Setup


#: The most games one simulate or tournament run plays (a million games take days on one machine already).
MOST_GAMES = 1_000_000


def _game_count(text: str) -> int:
    """--games: a whole number from 1 to MOST_GAMES (also written 1e3); anything else refused before playing."""
    try:
        value = int(text)
    except ValueError:
        try:
            written = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a number of games: {text!r}") from None
        if math.isnan(written) or (math.isfinite(written) and not written.is_integer()):
            raise argparse.ArgumentTypeError(f"not a whole number of games: {text!r}") from None
        value = MOST_GAMES + 1 if written > MOST_GAMES else max(0, int(max(written, -1)))
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more, not {text}")
    if value > MOST_GAMES:
        raise argparse.ArgumentTypeError(f"at most {MOST_GAMES:,} games in one run, not {text}")
    return value


#: The games ``simulate`` plays, by their command-line name, and the mode each names.
SIMULATED_MODES = {
    "tooth-and-claw": "tooth_and_claw",
    "achterbahn": "achterbahn",
    "venus-l1": "venus_l1",
    "venus-l2": "venus_l2",
}

#: The commands that seat their bots the tournament's way (solo: the bots take the games in turn).
SEATED_BY_TURNS = ("tournament", "playtest")

#: The games ``playtest --mode all`` plays in turn, as (--mode, --world); --players and --length go to the
#: games that take them (tooth & claw, Achterbahn), the solo and Venus games keep theirs.
ALL_MODES: tuple[tuple[str, str | None], ...] = (
    ("tooth-and-claw", None),
    ("achterbahn", None),
    ("solo", "mars"),
    ("solo", "venus"),
    ("solo", "earth"),
    ("venus-l1", None),
    ("venus-l2", None),
)


def add_simulate_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    simulate = commands.add_parser(
        "simulate",
        help="play games between bots without a screen",
        description="Play games between bots and print each game's seed, length, winner, scores (A7 breakdown) and "
        "the rule invariants checked after every decision. The same arguments always print the same output.",
    )
    simulate.add_argument(
        "--mode",
        default="tooth-and-claw",
        metavar="MODE",
        help=f"the game to play: {', '.join(SIMULATED_MODES)} (A8, C1 and all, L1, L2) or solo with --world (K)",
    )
    add_solo_options(simulate)
    simulate.add_argument(
        "--players",
        type=int,
        choices=[2, 3, 4],
        help="players (default 4; venus-l1 is for 2, venus-l2 for 2 or 3, default 3)",
    )
    simulate.add_argument(
        "--length",
        choices=["standard", "long", "short"],
        help="game length (A6, A6a, A6b; default standard; the solo game is always long)",
    )
    simulate.add_argument(
        "--games", type=_game_count, default=10, help=f"games to play (default 10, at most {MOST_GAMES:,})"
    )
    simulate.add_argument("--seed", type=int, default=1)
    simulate.add_argument(
        "--bots",
        default="random",
        help="comma-separated bots for the seats in turn (random, greedy, search or search:LEVEL: quick, normal, strong)",
    )
    simulate.add_argument("--apomorphies", action="store_true", help="play with the optional apomorphies (J8)")
    simulate.add_argument("--no-check", action="store_true", help="skip the invariant checks (faster)")
    simulate.add_argument("--json", action="store_true", help="print the report as JSON")
    simulate.set_defaults(handler=_simulate)


def add_tournament_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    tournament = commands.add_parser(
        "tournament",
        help="play many seat-swapped games between bots, on every core, and sum them up",
        description="Play games between bots with the seats swapped (game i seats the lineup turned by i places; "
        "each round of turns is played on one deal) and print each bot's win rate with its 95% confidence "
        "interval, mean score, the seat and colour balance, and how often each rule-relevant thing happened. "
        "The same seed gives the same report whatever runs the games. Progress goes to stderr.",
    )
    _add_bot_games_options(tournament)
    tournament.add_argument("--json", action="store_true", help="print the report as one JSON object")
    tournament.set_defaults(handler=_tournament)


def add_playtest_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    playtest = commands.add_parser(
        "playtest",
        help="play bot games and show the arc of the game: emotions, tools, language, sizes, actions, Oxygen",
        description="Play the games of a tournament (the same seating, seeds, workers and Ray) and print, per bot, "
        "how often the late game happened: personalities and their emotions (J6b), tools (J7), language (J6f), "
        "mutualism hosts (J2), monsters (E2d), the sizes reached (E6), the actions allowed per turn (A2a), the "
        "final scores with their A7 parts and which part decided the games; per game its length, how it ended "
        "(A6, J6f, D10h, Kc), the Oxygen after each turn and the seas left (K7c); with charts. The same seed gives "
        "the same report whatever runs the games. Progress goes to stderr.",
    )
    _add_bot_games_options(playtest, every=True)
    playtest.add_argument("--json", action="store_true", help="print the report as one JSON object")
    playtest.add_argument("--no-charts", action="store_true", help="leave the charts out of the text report")
    playtest.set_defaults(handler=_playtest)


def _add_bot_games_options(tournament: argparse.ArgumentParser, *, every: bool = False) -> None:
    """The game, the bots and where they play: what ``tournament`` and ``playtest`` read alike; ``every``: the
    command can play every game in turn (--mode all)."""
    tournament.add_argument(
        "--mode",
        default="tooth-and-claw",
        metavar="MODE",
        help=f"the game: {', '.join(SIMULATED_MODES)} (A8, C1, L1, L2) or solo with --world (K: each game is one "
        "bot playing the solo game)"
        + ("; all plays each of them in turn, solo on every world, and sums them up first" if every else ""),
    )
    add_solo_options(tournament)
    tournament.add_argument(
        "--players", type=int, choices=[2, 3, 4], help="players (default 4; venus-l1 2, venus-l2 2 or 3, default 3)"
    )
    tournament.add_argument("--length", choices=list(LENGTHS), help="game length (A6, A6a, A6b; the solo game is long)")
    tournament.add_argument(
        "--bots",
        default="greedy,random",
        help="comma-separated bots, in seat order before the swapping (a list shorter than the table repeats): "
        "random, greedy, search or search:LEVEL",
    )
    tournament.add_argument(
        "--games", type=_game_count, default=20, metavar="G", help=f"games to play (default 20, at most {MOST_GAMES:,})"
    )
    tournament.add_argument("--seed", type=int, default=1, metavar="S", help="the tournament's seed (default 1)")
    tournament.add_argument(
        "--workers", type=positive, metavar="N", help="processes to play on (default: every core; 1 plays here)"
    )
    tournament.add_argument(
        "--cluster",
        choices=["local", "ray"],
        help="where the games run: local processes, or Ray tasks (the cluster RAY_ADDRESS names, else a Ray "
        "started here; needs the cluster extra); default ray when RAY_ADDRESS is set and Ray is installed",
    )
    tournament.add_argument("--apomorphies", action="store_true", help="play with the optional apomorphies (J8)")
    tournament.add_argument("--no-check", action="store_true", help="skip the invariant checks (faster)")


@dataclass(frozen=True)
class HeadlessTable:
    """The game, the table and the bots that ``simulate`` and ``tournament`` read alike from their arguments."""

    mode: str
    solo: bool
    venus: tuple[int, int] | None
    """The Venus game's fewest and most players, or None for another game."""
    players: int
    bots: list[str]


def _headless_table(args: argparse.Namespace, command: str) -> HeadlessTable | str:
    """The table a headless command plays, or what is wrong with its arguments in one line."""
    from megafauna_tui.bots import bot_names
    from megafauna_tui.rules.words import counted

    spelled = args.mode.strip().lower().replace("_", "-")
    solo = spelled == "solo"
    if solo:
        try:
            mode_value = game_mode(spelled, args.world, complete=False)  # bots may play a game still being built
        except ModeError as error:
            return f"{command}: {error}"
        if command in SEATED_BY_TURNS and args.players is not None:
            return f"{command}: the solo game has one player: leave out --players (K)"
    elif args.world is not None:
        return f"{command}: --world is for the solo game only, not {args.mode!r}"
    elif spelled not in SIMULATED_MODES:
        every = ", or all for every game in turn" if command == "playtest" else ""
        return (
            f"{command}: unknown game {args.mode!r} for --mode; choose from {', '.join(SIMULATED_MODES)} or solo{every}"
        )
    else:
        mode_value = SIMULATED_MODES[spelled]
    wrong = solo_options(args, command) if solo else not_solo_options(args, command, mode_value)
    if wrong is not None:
        return wrong
    venus = VENUS_SEATS.get(mode_value)
    if venus is not None and args.players is not None and not venus[0] <= args.players <= venus[1]:
        given = "2" if venus[0] == venus[1] else f"{venus[0]}-{venus[1]}"
        return f"{command}: the {spelled} game is for {given} players, not --players {args.players}"
    if solo and args.length not in (None, "long"):
        return f"{command}: the {spelled} game always runs to the end of Era III (Kc), not --length {args.length}"
    # The solo game has two seats, the animal then the plant (K); the animal's colour is dealt from the seed.
    # Venus L1 has the plant and the animal; L2 two or three animals (default three) beside the automated plant.
    players = 1 if solo else args.players or (venus[1] if venus is not None else 4)
    bots = [b.strip().lower() for b in args.bots.split(",")]
    known = bot_names()
    if not any(bots):
        return f"{command}: --bots names no bot; choose from {', '.join(known)}"
    if not all(bots):
        return f"{command}: --bots {args.bots!r} has an empty place between commas; name a bot in each"
    unknown = [b for b in bots if b not in known]
    if unknown:
        label = "unknown bot" if len(unknown) == 1 else "unknown bots"
        return f"{command}: {label} {', '.join(unknown)}; choose from {', '.join(known)}"
    seats = 2 if solo and command == "simulate" else players  # simulate seats a bot for each side of a solo game
    if len(bots) > seats and not (solo and command in SEATED_BY_TURNS):
        who = "the animal and the plant" if solo else counted(seats, "player")
        per = "player" if command == "simulate" else "seat"
        return (
            f"{command}: --bots names {counted(len(bots), 'bot')} for {who}; "
            f"give at most one per {per} (a shorter list repeats)"
        )
    return HeadlessTable(mode_value, solo, venus, players, bots)


def _simulate(args: argparse.Namespace) -> int:
    from megafauna_tui.data.loader import DataError, load_rules_data
    from megafauna_tui.rules.state import GameLength, GameMode, Side
    from megafauna_tui.simulate import render_text, simulate

    table = _headless_table(args, "simulate")
    if isinstance(table, str):
        return refuse(table)
    mode_value, solo, players, bots = table.mode, table.solo, table.players, table.bots
    try:
        data = load_rules_data()
    except DataError as error:
        print(error, file=sys.stderr)
        return 1
    from megafauna_tui.rules.variant import variant_for

    mode = GameMode(mode_value)
    if not variant_for(mode).complete:
        print(
            f"megafauna: simulate: the {args.mode} game is not complete yet; a game stops where a rule is missing.",
            file=sys.stderr,
        )
    report = simulate(
        data,
        progress=_progress_line(),
        mode=mode,
        players=players,
        games=args.games,
        seed=args.seed,
        bots=bots,
        check=not args.no_check,
        length=GameLength.LONG if solo else GameLength(args.length or "standard"),
        apomorphies=args.apomorphies,
        side=Side((args.side or "animal").strip().lower()),
        plant_policy=args.plant_policy,
    )
    print(json.dumps(report, indent=2) if args.json else render_text(report))
    return 1 if report["summary"]["violations"] or report["summary"].get("errors") else 0


def _tournament(args: argparse.Namespace) -> int:
    """Check every argument before playing anything; then play, with progress on stderr."""
    return _bot_games(args, "tournament")


def _playtest(args: argparse.Namespace) -> int:
    """The tournament's games, read for the arc of the game (megafauna_tui/playtest/)."""
    return _bot_games(args, "playtest")


def _each_game(args: argparse.Namespace, command: str) -> list[argparse.Namespace] | str:
    """The arguments of each game a command plays: its own, or one set per game of ``playtest --mode all``."""
    if command != "playtest" or args.mode.strip().lower() != "all":
        return [args]
    if args.world is not None or args.side is not None or args.plant_policy:
        return (
            f"{command}: --mode all plays every game as it is set up by default; leave out --world, --side and "
            "--plant-policy"
        )
    each = []
    for mode, world in ALL_MODES:
        one = argparse.Namespace(**vars(args))
        one.mode, one.world = mode, world
        if mode == "solo" or mode.startswith("venus"):
            one.players = one.length = None
        each.append(one)
    return each


def _setup(args: argparse.Namespace, command: str) -> Setup | str:
    """The games one set of arguments asks for, or what is wrong with them in one line."""
    from megafauna_tui.rules.state import GameLength, GameMode, Side
    from megafauna_tui.tournament import Setup

    table = _headless_table(args, command)
    if isinstance(table, str):
        return table
    solo = table.solo
    return Setup(
        mode=GameMode(table.mode),
        players=table.players,
        bots=tuple(table.bots),
        games=args.games,
        seed=args.seed,
        length=GameLength.LONG if solo else GameLength(args.length or "standard"),
        apomorphies=args.apomorphies,
        side=Side((args.side or "animal").strip().lower()),
        plant_policy=args.plant_policy,
        check=not args.no_check,
    )


def _bot_games(args: argparse.Namespace, command: str) -> int:
    """Check every argument before playing anything; then play, with progress on stderr, and print the report
    of ``command`` (``playtest --mode all``: every game in turn, after a summary of them all)."""
    each = _each_game(args, command)
    if isinstance(each, str):
        return refuse(each)
    setups = []
    for one in each:
        setup = _setup(one, command)
        if isinstance(setup, str):
            return refuse(setup)
        setups.append(setup)
    from megafauna_tui import playtest, tournament
    from megafauna_tui.tournament import RAY_MISSING, ClusterError, ray_available, run

    if args.cluster == "ray" and not ray_available():
        return refuse(f"{command}: {RAY_MISSING}")
    if args.cluster is None and os.environ.get("RAY_ADDRESS") and not ray_available():
        print(f"megafauna: {command}: RAY_ADDRESS is set but Ray is not installed: playing here", file=sys.stderr)
    arc = command == "playtest"
    reports = []
    try:
        for setup in setups:
            label = setup.mode.value.replace("_", " ") if len(setups) > 1 else ""
            progress = _progress_line(label)
            reports.append(
                run(
                    setup,
                    workers=args.workers,
                    cluster=args.cluster,
                    progress=progress,
                    measure=playtest.measure if arc else None,
                    tally=playtest.PlaytestTally if arc else None,
                )
            )
    except ClusterError as error:
        return refuse(f"{command}: {error}")
    except KeyboardInterrupt:
        print(f"\nmegafauna: {command}: interrupted; no report", file=sys.stderr)
        return 130
    if len(reports) > 1:
        if args.json:
            print(json.dumps({"command": command, "modes": reports}, indent=2))
        else:
            texts = [playtest.render_text(r, charts=not args.no_charts) for r in reports]
            print("\n\n".join([playtest.render_summary(reports), *texts]))
    elif args.json:
        print(json.dumps(reports[0], indent=2))
    elif command == "playtest":
        print(playtest.render_text(reports[0], charts=not args.no_charts))
    else:
        print(tournament.render_text(reports[0]))
    return 1 if any(r["stopped"]["count"] or r["violations"]["count"] for r in reports) else 0


def _progress_line(label: str = "") -> Callable[[int, int], None]:
    """Games done / total on stderr: rewritten in place on a terminal, a line per tenth otherwise; ``label``
    names the game when a command plays several."""
    terminal = sys.stderr.isatty()
    named = f"{label}: " if label else ""

    def show(done: int, total: int) -> None:
        if terminal:
            print(f"\r{named}{done}/{total} games", end="\n" if done == total else "", file=sys.stderr, flush=True)
        elif done == total or done % max(1, total // 10) == 0:
            print(f"{named}{done}/{total} games", file=sys.stderr, flush=True)

    return show

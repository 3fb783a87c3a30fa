"""``megafauna new`` and the app itself: start a game from the command line, and run the terminal UI.

Every command that opens the app runs it through ``run_app``, so an unexpected error is reported the same
way whichever command started it.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from megafauna_tui.cli.arguments import (
    LENGTHS,
    ModeError,
    add_solo_options,
    game_mode,
    not_solo_options,
    refuse,
    seconds,
    solo_options,
)
from megafauna_tui.cli.seats import SEAT_KINDS, VENUS_SEATS, SeatError, parse_seats

if TYPE_CHECKING:
    from collections.abc import Callable

    from megafauna_tui.controller import Session
    from megafauna_tui.data.loader import RulesData
    from megafauna_tui.ui.app import MegafaunaApp


#: The games ``new`` starts besides solo, by their command-line name ('-' or '_' alike, see ``game_mode``).
NEW_MODES = ("achterbahn", "tooth-and-claw", "venus-l1", "venus-l2")

#: The solo game's animal colours (Green is the plant, K).
ANIMALS = ("orange", "black", "white")


def add_new_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    new = commands.add_parser(
        "new",
        help="start a game straight away, skipping the menus",
        description="Start a game with these seats and open it at its first decision. Colours are dealt at "
        "random (C1c); the same seed deals the same game. An unfinished autosaved game is kept in the saves "
        "folder first. The solo game (--mode solo --world W) has no seats: one person plays both sides. Venus L1 "
        "has two seats, the first plays the plant (Green, holding the Medea) and the second the animal, whose "
        "colour is dealt; Venus L2 has 2-3 animal seats beside the automated plant, which the Medea's holder "
        "runs. The solo game always runs to the end of Era III (Kc); the Venus games are as long as --length says (R101).",
    )
    new.add_argument(
        "--mode",
        default="tooth_and_claw",
        metavar="MODE",
        help=f"the game: {', '.join(NEW_MODES)} or solo (A8, C1, K); a game is offered once all its rules are built",
    )
    add_solo_options(new)
    new.add_argument(
        "--colour",
        metavar="COLOUR",
        help=f"the solo game's animal: {', '.join(ANIMALS)} (default: dealt from the seed; Green is the plant); "
        "with --side chimera, the colour of the chimera's pieces",
    )
    new.add_argument(
        "--seat",
        action="append",
        default=[],
        metavar="[NAME:]KIND",
        help=f"one per seat, 2-4 in all (venus-l1: 2, the plant first; venus-l2: 2-3), in seat order; KIND is "
        f"{', '.join(SEAT_KINDS)} (without a name the seat is called Player N)",
    )
    new.add_argument("--seed", metavar="S", help="the game's seed (default: a random one)")
    new.add_argument(
        "--length",
        metavar="LENGTH",
        help=f"{', '.join(LENGTHS)} (A6, A6a, A6b; default standard; the solo game is always long)",
    )
    new.add_argument("--apomorphies", action="store_true", help="play with the optional apomorphies (J8)")
    new.add_argument(
        "--bot-delay",
        type=seconds,
        default=argparse.SUPPRESS,  # the option before the command counts unless repeated here
        metavar="SECONDS",
        help="pause before each bot move (default 0.6)",
    )
    new.set_defaults(handler=_new)


def _new(args: argparse.Namespace) -> int:
    """Check every argument before loading anything, deal the game, keep an unfinished autosave, then play."""
    if args.mode.strip().lower().replace("-", "_") == "solo" or args.world is not None or args.colour is not None:
        return _new_solo(args)
    try:
        mode = game_mode(args.mode, None)
    except ModeError as error:
        return refuse(f"new: {error}")
    wrong = not_solo_options(args, "new", mode)
    if wrong is not None:
        return refuse(wrong)
    venus = mode in VENUS_SEATS
    if args.length is not None and args.length not in LENGTHS:
        return refuse(f"new: unknown length {args.length!r} for --length; choose from {', '.join(LENGTHS)}")
    try:
        seed = _seed(args.seed)
    except ValueError as error:
        return refuse(f"new: {error}")
    try:
        people = parse_seats(args.seat, mode)
    except SeatError as error:
        return refuse(f"new: {error}")
    if venus:
        return _start(args, lambda data, seed: _venus(data, people, mode, seed, args), seed)
    return _start(args, lambda data, seed: _dealt(data, people, mode, seed, args), seed)


def _seed(text: str | None) -> int | None:
    """--seed as a number; ValueError if it is not a whole number of up to 12 digits."""
    if text is None:
        return None
    if not text.strip().isdigit() or len(text.strip()) > 12:
        raise ValueError(f"--seed takes a whole number of up to 12 digits, not {text!r}")
    return int(text)


def _new_solo(args: argparse.Namespace) -> int:
    """``new --mode solo --world W [--colour C]``: one person plays the animal and the plant (K)."""
    try:
        mode = game_mode(args.mode, args.world)
    except ModeError as error:
        return refuse(f"new: {error}")
    if args.seat:
        return refuse("new: the solo game has no --seat: one person plays the animal and the plant (K)")
    wrong = solo_options(args, "new")
    if wrong is not None:
        return refuse(wrong)
    if args.length not in (None, "long"):
        return refuse(f"new: the solo game always runs to the end of Era III (Kc), not --length {args.length}")
    colour = None if args.colour is None else args.colour.strip().lower()
    if colour is not None and colour not in ANIMALS:
        return refuse(f"new: the animal's --colour is {', '.join(ANIMALS)} (Green is the plant), not {args.colour!r}")
    try:
        seed = _seed(args.seed)
    except ValueError as error:
        return refuse(f"new: {error}")

    def solo_session(data: RulesData, seed: int) -> Session:
        from megafauna_tui.data.vocabulary import PlayerColour
        from megafauna_tui.rules.state import GameMode, Side
        from megafauna_tui.ui.games import ANIMAL_COLOURS, new_solo_session

        animal = PlayerColour(colour) if colour is not None else ANIMAL_COLOURS[seed % len(ANIMAL_COLOURS)]
        return new_solo_session(
            data,
            mode=GameMode(mode),
            colour=animal,
            seed=seed,
            apomorphies=args.apomorphies,
            side=Side((args.side or "animal").strip().lower()),
            plant_policy=args.plant_policy,
        )

    return _start(args, solo_session, seed)


def _dealt(
    data: RulesData, people: list[tuple[str, str | None]], mode: str, seed: int, args: argparse.Namespace
) -> Session:
    from megafauna_tui.controller import Session
    from megafauna_tui.rules.state import GameLength, GameMode

    return Session.deal(
        data,
        people,
        seed=seed,
        mode=GameMode(mode),
        length=GameLength(args.length or "standard"),
        apomorphies=args.apomorphies,
    )


def _venus(
    data: RulesData, people: list[tuple[str, str | None]], mode: str, seed: int, args: argparse.Namespace
) -> Session:
    from megafauna_tui.rules.state import GameLength, GameMode, Side
    from megafauna_tui.ui.games import new_venus_session

    side = Side((args.side or "animal").strip().lower())
    return new_venus_session(
        data,
        people,
        mode=GameMode(mode),
        seed=seed,
        apomorphies=args.apomorphies,
        side=side,
        length=GameLength(args.length or "standard"),
    )


def _start(args: argparse.Namespace, make: Callable[[RulesData, int], Session], seed: int | None) -> int:
    """Load the rules, make the session, keep an unfinished autosave, then play."""
    from megafauna_tui.ui.collector import hold_while_starting

    hold_while_starting()  # the app starts next: see collector.py
    import random

    from megafauna_tui.data.loader import DataError, load_rules_data
    from megafauna_tui.ui.paths import cache_dir, keep_unfinished_autosave

    try:
        data = load_rules_data(cache=cache_dir())  # validated data kept from an earlier start, if still right
    except DataError as error:
        print(error, file=sys.stderr)
        return 1
    if seed is None:
        seed = random.SystemRandom().randrange(1, 10**9)
    session = make(data, seed)
    try:  # the new game takes over the autosave: an unfinished game there must not be lost
        kept = keep_unfinished_autosave()
    except OSError as error:
        print(f"megafauna: new: could not keep the last game, so none was started: {error}", file=sys.stderr)
        return 1
    code = play_app(bot_delay=args.bot_delay, session=session)
    if kept is not None:
        print(f"The game autosaved before this one is kept as {kept}; Load a saved game resumes it.")
    return code


def play_app(*, bot_delay: float, session: Session | None = None, statistics: bool = False) -> int:
    """Open the app: at its menu, in ``session``'s game, or at the Statistics screen."""
    from megafauna_tui.ui.app import MegafaunaApp

    return run_app(MegafaunaApp(bot_delay=bot_delay, session=session, statistics=statistics))


def run_app(app: MegafaunaApp) -> int:
    """Run the app; an unexpected error is saved and reported in one message, with a failure status."""
    try:
        app.run()
    except Exception as error:  # outside the app's own loop: reported the same way
        app.record_crash(error)
    if app.crash is not None:
        print(app.crash.message(), file=sys.stderr)
        return 1
    return app.return_code or 0

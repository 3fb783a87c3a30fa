"""What several groups of commands read alike: the argument types, the one-line refusal of a wrong argument,
the solo game's options and the game a --mode names."""

from __future__ import annotations

import argparse
import sys

#: The exit status of a command given wrong arguments (as argparse uses).
USAGE = 2


def refuse(message: str) -> int:
    """One line on stderr for a wrong argument; the usage-error status."""
    print(f"megafauna: {message}", file=sys.stderr)
    return USAGE


def positive(text: str) -> int:
    """A whole number of 1 or more, as --turn and --workers take."""
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be 1 or more")
    return value


def seconds(text: str) -> float:
    """A pause of 0 to 60 seconds, as --bot-delay takes."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not 0 <= value <= 60:
        raise argparse.ArgumentTypeError("must be between 0 and 60 seconds")
    return value


#: Whom the person plays in the solo game (K, Ke, Kf), as Side spells them.
SIDES = ("animal", "plant", "chimera")

#: The solo game's worlds (K3b).
WORLDS = ("mars", "venus", "earth")

#: The game lengths (A6, A6a, A6b), as GameLength spells them.
LENGTHS = ("standard", "long", "short")


def add_solo_options(parser: argparse.ArgumentParser) -> None:
    """--world, --side and --plant-policy, which ``new`` and ``simulate`` read alike."""
    parser.add_argument("--world", metavar="WORLD", help=f"the solo game's world: {', '.join(WORLDS)} (K3b)")
    parser.add_argument(
        "--side",
        metavar="SIDE",
        help=f"whom the solo game's player plays: {', '.join(SIDES)} (K: the animal beside the automated plant, "
        "the default; Ke: the plant with one animal; Kf: the chimera, Green as an animal beside the automated "
        "plant); in venus-l2, chimera makes the first seat the chimera (R105)",
    )
    parser.add_argument(
        "--plant-policy",
        action="store_true",
        help="the solo game: let the game make the automated plant's free choices (K8), so nobody is asked them; "
        "not with --side plant, where the plant is played",
    )


def solo_options(args: argparse.Namespace, command: str) -> str | None:
    """What is wrong with --side and --plant-policy for a solo game, in one line; None if nothing."""
    if args.side is not None and args.side.strip().lower() not in SIDES:
        return f"{command}: unknown side {args.side!r} for --side; choose from {', '.join(SIDES)}"
    if args.plant_policy and args.side is not None and args.side.strip().lower() == "plant":
        return f"{command}: --plant-policy is for an automated plant; with --side plant you play the plant (Ke)"
    return None


def not_solo_options(args: argparse.Namespace, command: str, mode: str) -> str | None:
    """The solo game's options given to another game, in one line; None if none was. A side is allowed where
    the game offers it (L2: a seat may be the chimera, Kf, R105)."""
    from megafauna_tui.rules.state import GameMode, Side
    from megafauna_tui.rules.variant import variant_for

    if args.plant_policy:
        return f"{command}: --plant-policy is for the solo game only, not {args.mode!r}"
    if args.side is None:
        return None
    side = args.side.strip().lower()
    if side not in SIDES:
        return f"{command}: unknown side {args.side!r} for --side; choose from {', '.join(SIDES)}"
    offered = [s.value for s in variant_for(GameMode(mode)).sides]
    if side not in offered:
        if offered == [Side.ANIMAL.value]:
            return f"{command}: --side is for the solo game and the venus-l2 game, not {args.mode!r}"
        return f"{command}: the {args.mode.strip()} game offers --side {' or '.join(offered)}, not {side!r}"
    return None


class ModeError(ValueError):
    """A --mode (with its --world) that names no game this edition offers; the message says why."""


def game_mode(name: str, world: str | None, *, complete: bool = True) -> str:
    """The GameMode value a command-line game names: its words with '-' for '_' ('venus-l1' is venus_l1), and
    'solo' with a --world (solo_mars). ``complete``: refuse a game whose rules are not all built yet."""
    from megafauna_tui.rules.state import GameMode
    from megafauna_tui.ui.games import offered

    spelled = name.strip().lower().replace("-", "_")
    if spelled == "solo":
        if world is None or world.strip().lower() not in WORLDS:
            given = "no --world" if world is None else f"--world {world!r}"
            raise ModeError(f"the solo game needs --world {', '.join(WORLDS[:-1])} or {WORLDS[-1]}, {given} given")
        spelled = f"solo_{world.strip().lower()}"
    elif world is not None:
        raise ModeError(f"--world is for the solo game only, not {name!r}")
    names = [m.value.replace("_", "-") for m in GameMode if offered(m) and not m.value.startswith("solo_")]
    try:
        mode = GameMode(spelled)
    except ValueError:
        raise ModeError(f"unknown game {name!r} for --mode; choose from {', '.join(names)} or solo") from None
    if complete and not offered(mode):
        words = f"solo game on {world.strip().capitalize()}" if world else f"{mode.value.replace('_', ' ')} game"
        raise ModeError(f"the {words} is not complete yet, so it cannot be played")
    return mode.value

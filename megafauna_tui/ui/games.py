"""Which games the app offers, and what the screens need to know about the solo game.

The app offers a game only once every rule of it is built (``Variant.complete``). In
the solo game one person answers for the animal and the semi-automated plant (K): the
screens ask which side decides, never who holds the keyboard.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import PlayerColour, World
from megafauna_tui.rules import solo
from megafauna_tui.rules.state import GameLength, GameMode
from megafauna_tui.rules.variant import VARIANTS

if TYPE_CHECKING:
    from megafauna_tui.controller import Session
    from megafauna_tui.data.loader import RulesData
    from megafauna_tui.rules.engine import Game

#: The solo game's mode on each world (K3b).
SOLO_MODES: dict[World, GameMode] = {
    World.MARS: GameMode.SOLO_MARS,
    World.VENUS: GameMode.SOLO_VENUS,
    World.EARTH: GameMode.SOLO_EARTH,
}
#: The colours the animal can take: Green is the plant (K, Kb).
ANIMAL_COLOURS: tuple[PlayerColour, ...] = tuple(c for c in PlayerColour if c is not solo.PLANT)
#: What the two seats of a solo game are called in prompts and in the log ("Green (Plant) buys ...").
ANIMAL_NAME, PLANT_NAME = "Animal", "Plant"


def offered(mode: GameMode) -> bool:
    """Whether the app and the command line offer this game: every one of its rules is built."""
    variant = VARIANTS.get(mode)
    return variant is not None and variant.complete


def is_solo(game: Game) -> bool:
    """The one-person game on Mars, Venus or Earth (part K)."""
    return isinstance(game.variant, solo.Solo)


def has_climate(game: Game) -> bool:
    """The game keeps disks, reservoirs and shelves (Achterbahn and the solo game); tooth & claw does not (A8e)."""
    return game.variant.event_ledger


def person(game: Game, colour: PlayerColour) -> PlayerColour:
    """Whose keyboard a colour's decision is on: in the solo game the animal's, for the plant too (K)."""
    return solo.answered_by(game, colour) if is_solo(game) else colour


def side(game: Game, colour: PlayerColour) -> str | None:
    """'Plant (Green)' or 'Animal (Black)': which of the solo player's two sides a decision is for; None in
    the other games."""
    if not is_solo(game):
        return None
    word = PLANT_NAME if colour is solo.PLANT else ANIMAL_NAME
    return f"{word} ({colour.value.capitalize()})"


def new_solo_session(
    data: RulesData, *, mode: GameMode, colour: PlayerColour, seed: int, apomorphies: bool = False
) -> Session:
    """A solo game (K): the person plays the animal in ``colour`` and the plant; it always runs to Era III (Kc).

    Both seats are the same person, named by the side they play, so that the log reads 'Green (Plant)'.
    """
    from megafauna_tui.controller import Session
    from megafauna_tui.savefile import Seat

    # Where the lead wires the plant side (Ke) and the chimera (Kf): which colours the person plays, and so
    # which seats are people, is decided here once their rules exist.
    seats = [Seat(colour.value, ANIMAL_NAME), Seat(solo.PLANT.value, PLANT_NAME)]
    return Session.new(data, seats, seed=seed, mode=mode, length=GameLength.LONG, apomorphies=apomorphies)

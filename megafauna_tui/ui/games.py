"""Which games the app offers, and what the screens need to know about the solo game.

The app offers a game only once every rule of it is built (``Variant.complete``). In
the solo game one person answers for the animal and the semi-automated plant (K): the
screens ask which side decides, never who holds the keyboard. The Venus games (L) are
played by two or three people with hand-offs, the automated plant of L2 by whoever holds
the Medea.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import PlayerColour, World
from megafauna_tui.rules import solo
from megafauna_tui.rules.setup import SetupError
from megafauna_tui.rules.state import GameLength, GameMode, Side
from megafauna_tui.rules.variant import variant_for

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
#: The Venus games (L1: the plant against the animal; L2: 2-3 animals beside the automated plant), by the
#: names the new-game screen and the command line use.
VENUS_MODES: dict[str, GameMode] = {"venus_l1": GameMode.VENUS_L1, "venus_l2": GameMode.VENUS_L2}
#: What the seats of a solo game are called in prompts and in the log ("Green (Plant) buys ...").
ANIMAL_NAME, PLANT_NAME, CHIMERA_NAME = "Animal", "Plant", "Chimera"


def offered(mode: GameMode) -> bool:
    """Whether the app and the command line offer this game: every one of its rules is built."""
    try:
        return variant_for(mode).complete
    except SetupError:  # a game whose rules are not built
        return False


def is_solo(game: Game) -> bool:
    """A game on the solo rules (part K): the one-person game on Mars, Venus or Earth, and the Venus games (L)
    built on it, with the plant's level, the Oxygen of green creeples and the alien map."""
    return isinstance(game.variant, solo.Solo)


def one_person(game: Game) -> bool:
    """The one-person game (K, Ke, Kf), which ends with an outcome (Kd) rather than a ranking."""
    return solo.one_person(game.variant)


def has_climate(game: Game) -> bool:
    """The game keeps disks, reservoirs and shelves (Achterbahn and the solo game); tooth & claw does not (A8e)."""
    return game.variant.event_ledger


def is_venus(game: Game) -> bool:
    """The Venus games for two or three people (part L): players, not sides, and an outcome among players."""
    return game.state.mode in VENUS_MODES.values()


def person(game: Game, colour: PlayerColour) -> PlayerColour:
    """Whose keyboard a colour's decision is on: its own, but in the solo game the one person's for both sides
    (K, Ke, Kf) and in the Venus animal game the Medea holder's for the automated plant (L2b)."""
    return game.variant.answered_by(game, colour)


def side(game: Game, colour: PlayerColour, names: Mapping[PlayerColour, str] | None = None) -> str | None:
    """Which side a decision is for, where one person answers for two: 'Plant (Green)', 'Animal (Black)',
    'Chimera (Green, black pieces)' in the solo game (K, Ke, Kf), 'Plant (Green, run by the Medea holder
    Ada)' in the Venus animal game (L2b), where a seat may also be 'Ada, the chimera (Green, black pieces)'
    (Kf, R105); None where every player answers for themselves."""
    if is_solo(game) and not is_venus(game):
        if colour is solo.PLANT:
            return f"{PLANT_NAME} (Green)"
        if game.variant.chimera(game, colour):
            return f"{CHIMERA_NAME} (Green, {colour.value} pieces)"
        return f"{ANIMAL_NAME} ({colour.value.capitalize()})"
    if colour is solo.PLANT and game.variant.plant_automated(game):
        holder = person(game, colour)
        name = (names or {}).get(holder) or holder.value.capitalize()
        return f"{PLANT_NAME} (Green, run by the Medea holder {name})"
    if game.variant.chimera(game, colour):  # Kf, R105: a seat of the Venus animal game plays the chimera
        name = (names or {}).get(colour) or colour.value.capitalize()
        return f"{name}, the chimera (Green, {colour.value} pieces)"
    return None


def new_solo_session(
    data: RulesData,
    *,
    mode: GameMode,
    colour: PlayerColour,
    seed: int,
    apomorphies: bool = False,
    side: Side = Side.ANIMAL,
    plant_policy: bool = False,
) -> Session:
    """A solo game (K): the person plays the animal in ``colour`` and the plant; it always runs to Era III (Kc).

    ``side`` is whom the person plays: the animal beside the automated plant (K), the plant with the animal
    (Ke), or Green as an animal with ``colour``'s pieces beside the automated plant (Kf, the chimera).
    ``plant_policy`` has the game make the automated plant's free choices (K8); it means nothing in Ke.
    Both seats are the same person, named by the side they play, so that the log reads 'Green (Plant)'.
    """
    from megafauna_tui.controller import Session
    from megafauna_tui.savefile import Seat

    name = CHIMERA_NAME if side is Side.CHIMERA else ANIMAL_NAME
    seats = [Seat(colour.value, name), Seat(solo.PLANT.value, PLANT_NAME)]
    policy = plant_policy and side is not Side.PLANT
    return Session.new(
        data,
        seats,
        seed=seed,
        mode=mode,
        length=GameLength.LONG,
        apomorphies=apomorphies,
        side=side,
        plant_policy=policy,
    )


def new_venus_session(
    data: RulesData,
    people: Sequence[tuple[str, str | None]],
    *,
    mode: GameMode,
    seed: int,
    apomorphies: bool = False,
    side: Side = Side.ANIMAL,
    length: GameLength = GameLength.STANDARD,
) -> Session:
    """A Venus game (L): ``people`` are (name, bot or None) per seat. In L1 the first seat plays the plant
    (Green, holding the Medea) and the second the animal, whose colour the seed deals; in L2 the 2-3 seats are
    animals dealt at random (C1c) beside the automated plant, which whoever holds the Medea runs (L2b), and with
    ``side`` chimera the first seat plays the chimera (Kf, R105). Both have the lengths of A6 (R101: L plays
    K1-K7, not the solo game's Kc)."""
    from megafauna_tui.controller import Session
    from megafauna_tui.rules.engine import Game
    from megafauna_tui.savefile import Seat, Setup

    if mode is GameMode.VENUS_L2:
        return Session.deal(data, people, seed=seed, mode=mode, length=length, apomorphies=apomorphies, side=side)
    if len(people) != 2:
        raise ValueError("the Venus plant game has two seats: the plant, then the animal (L1)")
    game = Game.new(data, players=2, seed=seed, mode=mode, length=length, apomorphies=apomorphies)
    animal = next(p.colour for p in game.state.players if p.colour is not solo.PLANT)
    (plant_name, plant_bot), (animal_name, animal_bot) = people
    seats = [Seat(solo.PLANT.value, plant_name, plant_bot), Seat(animal.value, animal_name, animal_bot)]
    return Session(data, game, seats, setup=Setup.of(game.state, dealt=True))

"""The solo game's setup choices (K3b, K3e, R83): the cratons' row, Earth's offshores, the plant's first roots.

Asked of the person before turn 1, as the ``SoloSetup`` frame the solo variant puts on the stack; and who that
person is, on which side (K, Ke, Kf).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from megafauna_tui.data.cratons import WorldSpec
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import DiskColour, PlayerColour, Shape, World

from . import climate
from .achterbahn import SETUP_SPACING
from .alien_ecology import PLANT, seas
from .board import habitable
from .decisions import Decision, DecisionKind, Option
from .frame import Frame
from .geometry import Placement
from .state import Creeple, Level, ShelfState, Side
from .tectonics import craton_name

if TYPE_CHECKING:
    from .engine import Game

#: Archetypes the plant places on the map at setup (K3e).
PLANT_START = 2


def world_spec(data: RulesData, world: World) -> WorldSpec:
    return next(w for w in data.cratons_file.world if w.world is world)


def solo_animal(game: Game) -> PlayerColour:
    """The colour the person plays as the animal."""
    return next(p.colour for p in game.state.players if p.colour is not PLANT)


def person(game: Game) -> PlayerColour:
    """The colour the one person plays under: the plant's in Ke, the animal's otherwise (the chimera's pieces
    are the animal's, Kf)."""
    return PLANT if game.state.side is Side.PLANT else solo_animal(game)


def plant_starts(game: Game) -> list[str]:
    """K3e, R82: dry biomes without a disk next to water, with no plant there yet."""
    wet = seas(game)
    taken = {c.hex for c in game.state.creeples if c.colour is PLANT}
    archetype = game.state.species(PLANT, Shape.ARCHETYPE)
    return [
        hex_id
        for hex_id in game.hexes
        if hex_id not in game.state.disks
        and hex_id not in taken
        and any(n in wet for n in game.neighbours.get(hex_id, ()))
        and habitable(game, hex_id, archetype, Level.PLANT)  # K7b: the swamp plant's habitat
    ]


def _coasts(game: Game, craton: str) -> str:
    """Where a craton's seas lie, for the person setting the row (K3b): beside which neighbour they will be."""
    basins = [h.at[0] for h in game.data.cratons[craton].hexes if h.solo_disk is DiskColour.WHITE]
    if not basins:
        return ""
    middle = sum(basins) / len(basins)
    side = "on its east side" if middle > 0 else "on its west side" if middle < 0 else "in its middle"
    return f" (its {len(basins)} {'sea' if len(basins) == 1 else 'seas'} {side})"


@dataclass(slots=True)
class SoloSetup(Frame):
    """K3b, K3e: the person's setup choices, before turn 1: on Earth the offshore of each craton that takes a
    black disk, then the two biomes where the plant's archetypes start."""

    kind = "solo_setup"
    offshores: list[str] = field(default_factory=list)
    """Earth cratons whose black offshore disk is still to be placed, west first."""
    unplaced: list[str] = field(default_factory=list)
    """Cratons whose place in the row, west to east, the person has still to choose (K3b, R83)."""
    placed: list[str] = field(default_factory=list)
    """Cratons already set, from the west."""

    def step(self, game: Game) -> Decision | None:
        state = game.state
        if len(self.unplaced) > 1:
            where = "furthest west" if not self.placed else f"next east of {craton_name(game, self.placed[-1])}"
            options = tuple(
                Option(craton, f"{craton_name(game, craton)}{_coasts(game, craton)}", "K3b")
                for craton in sorted(self.unplaced)
            )
            return Decision(
                person(game),
                DecisionKind.CRATON_ORDER,
                f"Set the cratons in any order (K3b): which lies {where}? Shelves face east, and the solo winds "
                "blow west to east (K7d).",
                "K3b",
                options,
            )
        if self.offshores:
            craton = self.offshores[0]
            name = craton_name(game, craton)
            options = tuple(
                Option(shelf, f"the {shelf.partition(':')[2]} offshore of {name}", "K3b", game.map.shelf_coast[shelf])
                for shelf in sorted(game.map.shelf_coast)
                if shelf.partition(":")[0] == craton
            )
            return Decision(
                solo_animal(game),
                DecisionKind.SOLO_OFFSHORE,
                f"Which offshore of {name} takes its black disk?",
                "K3b",
                options,
            )
        placed = sum(1 for c in state.creeples if c.colour is PLANT)
        if placed < PLANT_START:
            options = tuple(
                Option(h, f"{h} ({game.terrain[h].value}{game.variant.habitat_note(game, h, Level.PLANT)})", "K3e", h)
                for h in sorted(plant_starts(game))
            )
            return Decision(
                PLANT,
                DecisionKind.PLANT_START,
                f"Where does plant archetype {placed + 1} of {PLANT_START} start? (a biome next to water)",
                "K3e",
                options,
            )
        state.stack.pop()
        now = climate.readings(game)
        game.say(
            "K3g",
            f"The plant's {game.variant.oxygen(game)} Unborn creeples lie on the Oxygen: {now.oxygen_percent}%.",
        )
        return None

    def answer(self, game: Game, key: str) -> None:
        state = game.state
        if len(self.unplaced) > 1:
            self.unplaced.remove(key)
            self.placed.append(key)
            if len(self.unplaced) == 1:
                self.placed.append(self.unplaced.pop())
                row = {p.craton: p for p in state.placements}
                state.placements = tuple(
                    Placement(craton, i * SETUP_SPACING, row[craton].row) for i, craton in enumerate(self.placed)
                )
                names = ", ".join(craton_name(game, c) for c in self.placed)
                game.say("K3b", f"The cratons lie west to east: {names}.")
                if game.variant.world is World.EARTH:
                    self.offshores = list(self.placed)
            return
        if self.offshores:
            craton = self.offshores.pop(0)
            position = key.partition(":")[2]
            state.shelves = [s for s in state.shelves if s.craton != craton]
            state.shelves.append(ShelfState(craton, position, [DiskColour.BLACK]))
            game.say("K3b", f"The black disk of {craton_name(game, craton)} goes on its {position} offshore.")
            return
        archetype = state.species(PLANT, Shape.ARCHETYPE)
        archetype.unborn -= 1
        state.creeples.append(Creeple(PLANT, Shape.ARCHETYPE, key, Level.PLANT))
        game.say("K3e", f"A plant archetype takes root in {key}, next to water.")

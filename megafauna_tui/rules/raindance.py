"""The raindance superpower (K6, R56, R93): after the last event, a crowded Medea may make it rain.

When the population of the side holding the Medea (I5a) is above the heart it
reads, white organs aside, its holder may once per event phase degas one white
disk from the Clouds onto a dry basin (a sea hex on Earth), and then may also
erode one mountain from a continental biome onto a free offshore. Rain costs the
plant one action in the action phase that follows. A chimera may instead dance
on its action limit, at the price of two plant actions (Kf10, R104). The choice
is offered only when it can be made, before the end-of-phase habitability sweep
(A1h, R40).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import DiskColour, PlayerColour, Terrain

from . import climate
from .actions import action_maximum
from .alien_ecology import PLANT
from .decisions import Decision, DecisionKind, Option
from .disks import MoveDisk, consequence, holds, medea, offshore, place_name, room
from .frame import Frame
from .scoring import population

if TYPE_CHECKING:
    from .engine import Game


NO_RAIN = "no_rain"
NO_EROSION = "no_erosion"


def heart(game: Game, colour: PlayerColour) -> int:
    """R56: the heart the side reads, with no white-organ bonus: green for a horror plant (the chimera too,
    Kf9), dark otherwise."""
    now = climate.readings(game)
    return now.green_heart if game.variant.horror_plant(colour, game) else now.dark_heart


def cost(game: Game) -> int | None:
    """K6, Kf10, R104: the plant actions the rain would cost, or None if the Medea is not crowded: one when its
    population is above its heart; for a chimera whose population is above only its action limit, two."""
    holder = medea(game.state)
    crowd = population(game, holder)
    if crowd > heart(game, holder):
        return 1
    if game.variant.chimera(game, holder) and crowd > action_maximum(game, holder):
        return 2
    return None


def crowded(game: Game) -> bool:
    """K6, R56: the Medea's population is above its heart limit (or a chimera's above its action limit)."""
    return cost(game) is not None


def rain_places(game: Game) -> list[str]:
    """R56: the basins holding no white or black disk; on a world without basins (Earth), the seas."""
    basins = [h for h in game.hexes if game.terrain[h] is Terrain.BASIN]
    wet = basins or [h for h in game.hexes if game.terrain[h] is Terrain.SEA]
    return [h for h in wet if game.state.disks.get(h) not in (DiskColour.WHITE, DiskColour.BLACK)]


def may_dance(game: Game) -> bool:
    """The raindance can be done now: a crowded Medea, a white disk in the Clouds and a basin to rain on."""
    return (
        crowded(game)
        and holds(game, climate.CLOUDS, DiskColour.WHITE)
        and bool(rain_places(game))
        and game.state.raindance_turn != game.state.turn
    )


def offer(game: Game) -> Frame | None:
    """K6: the raindance frame, if its holder may dance this event phase."""
    return Raindance() if may_dance(game) else None


def mountains(game: Game) -> list[str]:
    """K6: the continental mountains that could erode, if any offshore slot has room for one."""
    if not any(room(game, s, DiskColour.BLACK) for s in offshore(game)):
        return []
    return [h for h in game.hexes if game.state.disks.get(h) is DiskColour.BLACK]


def plant_actions(game: Game, colour: PlayerColour, maximum: int) -> int:
    """K6, Kf10: the plant has one action fewer (two after a chimera's dance on its action limit) in the action
    phase after a raindance, never below none."""
    if colour is PLANT and game.state.raindance_turn == game.state.turn:
        return max(0, maximum - game.state.raindance_cost)
    return maximum


@dataclass(slots=True)
class Raindance(Frame):
    """K6: rain on a basin or not; after rain, erode a mountain or not, then onto which offshore."""

    kind = "raindance"
    stage: str = "rain"
    mountain: str | None = None

    def step(self, game: Game) -> Decision | None:
        state = game.state
        holder = medea(state)
        if self.stage == "rain":
            count = population(game, holder)
            actions = cost(game)
            if actions == 2:
                reason = f"your population {count} is above your action limit of {action_maximum(game, holder)} (Kf10)"
                price = "the plant takes two actions fewer this turn"
            else:
                reason = f"your population {count} is above your heart of {heart(game, holder)}"
                price = "the plant takes one action fewer this turn"
            options = [
                Option(
                    place,
                    f"rain on {place_name(game, place)}{consequence(game, place, DiskColour.WHITE)} ({price})",
                    "K6",
                    place,
                )
                for place in rain_places(game)
            ]
            options.append(Option(NO_RAIN, "no raindance", "K6"))
            prompt = f"Raindance: {reason}. Degas a white disk from the Clouds onto a dry basin? (K6)"
            return Decision(holder, DecisionKind.RAINDANCE, prompt, "K6", tuple(options))
        if self.stage == "erode":
            found = mountains(game)
            if not found:
                state.stack.pop()
                return None
            options = [Option(h, f"erode the mountain on {h} onto an offshore", "K6", h) for h in found]
            options.append(Option(NO_EROSION, "no erosion", "K6"))
            prompt = "Raindance: also erode one mountain from a continent onto an offshore? (K6)"
            return Decision(holder, DecisionKind.EROSION, prompt, "K6", tuple(options))
        shelves = [s for s in offshore(game) if room(game, s, DiskColour.BLACK)]
        assert self.mountain is not None and shelves
        options = [Option(s, f"the shelf {s}", "K6", s) for s in shelves]
        prompt = f"Raindance: onto which offshore does the mountain of {self.mountain} erode? (K6)"
        return Decision(holder, DecisionKind.EROSION, prompt, "K6", tuple(options))

    def answer(self, game: Game, key: str) -> None:
        state = game.state
        if self.stage == "rain":
            if key == NO_RAIN:
                state.stack.pop()
                game.say("K6", "The Medea does not dance for rain.")
                return
            self.stage = "erode"
            state.raindance_turn = state.turn
            state.raindance_cost = cost(game) or 1
            fewer = "two actions" if state.raindance_cost == 2 else "one action"
            game.say("K6", f"Raindance: the Medea makes it rain on {key}; the plant takes {fewer} fewer this turn.")
            state.stack.append(MoveDisk(DiskColour.WHITE, climate.CLOUDS, key, "K6", "the raindance", stand_in=False))
            return
        if self.stage == "erode":
            if key == NO_EROSION:
                state.stack.pop()
                return
            self.mountain = key
            self.stage = "erode_to"
            return
        state.stack.pop()
        assert self.mountain is not None
        game.say("K6", f"Erosion: the mountain of {self.mountain} is washed onto the shelf {key}.")
        state.stack.append(MoveDisk(DiskColour.BLACK, self.mountain, key, "K6", "the erosion", stand_in=False))

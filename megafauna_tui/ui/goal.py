"""The goal of a game on the solo rules, in a few short lines for the game screen: how it is won, and where it
stands now.

The one-person game (K) is won by reaching the end of Era III with the seas kept, decisively with 15 VP (Kd;
the plant's VP when the person plays it, Ke); the Venus games are won by the most VP while white disks remain
on the map (L1c, L2c). Either way the person needs to see the seas left (K7c), how many disks the Atmosphere
can still take before a runaway greenhouse (D10h, K5e), the Oxygen and the actions it gives (K4c), and the
VP that decide. Everything is read from the rules at the moment the lines are drawn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import World
from megafauna_tui.rules import alien_ecology, climate, solo
from megafauna_tui.rules.actions import action_maximum
from megafauna_tui.rules.state import GameLength, GameMode, Side
from megafauna_tui.rules.words import counted
from megafauna_tui.ui import glyphs

if TYPE_CHECKING:
    from megafauna_tui.rules.engine import Game

#: The event area's width at 120 columns: its lines never wrap, so each line stays within it.
WIDTH = 39


def goal_lines(game: Game) -> list[str]:
    """Four short lines: the goal with its rule, the seas and the runaway, the Oxygen and the actions it gives,
    and the VP that decide; nothing for a game not on the solo rules."""
    variant = game.variant
    if not isinstance(variant, solo.Solo):
        return []
    state = game.state
    if state.mode is GameMode.VENUS_L1:
        goal = "Goal (L1c): most VP, seas, both alive"
    elif state.mode is GameMode.VENUS_L2:
        goal = "Goal (L2c): most VP while seas remain"
    elif state.side is Side.PLANT:
        goal = "Goal (Ke): plant alive, seas to Era III"
    else:
        goal = "Goal (Kd): seas kept to Era III's end"
    return [goal, f"{_seas(game)} · {_runaway(game, variant.world)}", _oxygen(game), _score(game)]


def _seas(game: Game) -> str:
    """K7c: the white disks on the map are the seas; none left loses the planet."""
    left = len(alien_ecology.seas(game))
    return f"Seas {left}" if left else "Seas gone"


def _runaway(game: Game, world: World) -> str:
    """D10h, K5e: the disks the Atmosphere can still take before a runaway greenhouse; none on Mars."""
    if world is World.MARS:
        return "no runaway"
    left = climate.capacity(game, climate.ATMOSPHERE) - climate.count(game.state, climate.ATMOSPHERE)
    return f"runaway in {left}" if left > 0 else "RUNAWAY"


def _oxygen(game: Game) -> str:
    """K4c: the Oxygen the plant's Unborn make (K3g), the actions it gives the person's animal (the most any
    animal has, in the Venus games) and how many more plant creeples on the map would give one more: the plant
    is what the animal breathes. The chimera acts by the plant's limits instead (Kf9): its actions alone."""
    now = climate.readings(game)
    animals = [p.colour for p in game.state.players if p.colour is not solo.PLANT]
    breathing = [c for c in animals if not game.variant.horror_plant(c, game)]  # Kf9: not the chimera
    actions = max(action_maximum(game, colour) for colour in breathing or animals)
    line = f"O2 {now.oxygen_percent}%: {counted(actions, 'action')}"
    if not breathing:
        return line
    more = _plants_to_next_action(game)
    return f"{line}; {actions + 1} with {counted(more, 'more plant')}" if more else f"{line}, the most"


def _plants_to_next_action(game: Game) -> int | None:
    """How many of the plant's creeples must leave the Oxygen for the animal's next action (K4, K4c): the track
    reads by the creeples on it, stacked ones as its top slot (R52); None at the most it gives."""
    track = game.data.reservoirs.oxygen
    lying = game.variant.oxygen(game)
    reading = min(lying, track.capacity)
    more = [lying - disks for disks in range(reading) if track.actions[disks] > track.actions[reading]]
    return min(more) if more else None


def _score(game: Game) -> str:
    """The VP that decide: the person's against the 15 of a decisive win (Kd, Ke), or each player's (L1c, L2c)."""
    state = game.state
    variant = game.variant
    if solo.one_person(variant):
        vp = variant.final_score(game, solo.person(game))["total"]
        return f"VP {vp}, {solo.DECISIVE_VP} for a decisive win (A7)"
    contenders = [p.colour for p in state.players if state.mode is GameMode.VENUS_L1 or p.colour is not solo.PLANT]
    scores = {c: variant.final_score(game, c)["total"] for c in contenders}
    end = "Era II" if state.length is GameLength.STANDARD else "Era III"
    line = "VP " + " · ".join(f"{c.value.capitalize()} {scores[c]}" for c in contenders) + f" · to {end}"
    if len(line) <= WIDTH:
        return line
    # Three animals in L2: each by its letter, as the map and the player order show it.
    return "VP " + " · ".join(f"{glyphs.PLAYER[c][0]} {scores[c]}" for c in contenders) + f" · to {end}"

"""What the map shows of a game, read from the rules: the biome a hex is drawn as, the creeples on each line
of a block, the solo game's water and Olympus Mons, and the key the game screen compares to know whether the
map needs drawing again. The drawing and the tooltips both read it here, so they never disagree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import Biome, DiskColour
from megafauna_tui.rules import board, climate
from megafauna_tui.rules.state import GameMode, Level
from megafauna_tui.ui.games import is_solo

if TYPE_CHECKING:
    from megafauna_tui.rules.engine import Game
    from megafauna_tui.rules.state import Creeple


def shown_levels(game: Game) -> list[Level]:
    """The levels a hex shows, one per line from the top: herbivores, carnivores, then the solo game's plants
    (K2), so the two animal lines stay where the other games have them."""
    levels = game.variant.trophic_levels
    return [level for level in levels if level is not Level.PLANT] + [level for level in levels if level is Level.PLANT]


def is_water(game: Game, hex_id: str) -> bool:
    """A solo hex under a white disk: a sea or a wet basin, water and not ice (K3b, K7a)."""
    return is_solo(game) and game.state.disks.get(hex_id) == DiskColour.WHITE


def shown_biome(game: Game, hex_id: str) -> Biome:
    """The biome a hex is drawn as: the rules' biome, but water where the solo game's white disk makes a sea."""
    return Biome.SEA if is_water(game, hex_id) else board.biome(game, hex_id)


def olympus_mons(game: Game, shelf_id: str) -> bool:
    """Tharsis' fixed northern shelf in the solo game on Mars: Olympus Mons (K5g)."""
    if not is_solo(game):
        return False
    craton, _, position = shelf_id.partition(":")
    spec = game.data.cratons.get(craton)
    return spec is not None and any(s.fixed and s.position.value == position for s in spec.shelves)


def creeples_at(game: Game, hex_id: str, level: Level) -> list[Creeple]:
    """The creeples at one level of a hex, the upright one first."""
    here = [c for c in game.state.creeples_in(hex_id) if c.level is level]
    return [c for c in here if not c.endangered] + [c for c in here if c.endangered]


def shown_key(game: Game) -> object:
    """What the map draws besides the creeples and the highlights, for the screen's redraw check: the
    cratons' places and dice, the disks on biomes and shelves, and the strip in force (its latitudes)."""
    state = game.state
    shelves = sorted((s.craton, s.position, list(s.disks)) for s in state.shelves)
    strip = climate.readings(game).strip.level if state.mode is GameMode.ACHTERBAHN else None
    return (
        state.mode,
        state.placements,
        sorted(state.disks.items()),
        shelves,
        sorted(state.interlocked),
        sorted(state.latitude_dice),
        state.windy,
        strip,
    )

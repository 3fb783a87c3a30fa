"""The map's places in words: what a hex or an offshore shelf holds, as the map's tooltip says it when the
mouse is over it. Each mark the drawing makes is named here with the glyph it is drawn as.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import Biome, OrganColour, ShelfPosition
from megafauna_tui.rules import board, climate
from megafauna_tui.rules.geometry import HexId
from megafauna_tui.rules.state import GameMode
from megafauna_tui.ui import glyphs
from megafauna_tui.ui.games import has_climate, is_solo
from megafauna_tui.ui.widgets.hex_map_contents import creeples_at, is_water, olympus_mons, shown_levels

if TYPE_CHECKING:
    from megafauna_tui.rules.engine import Game
    from megafauna_tui.rules.state import Creeple


def _creeple_words(game: Game, creeple: Creeple) -> str:
    owner = creeple.colour.value.capitalize()
    glyph = glyphs.creeple_glyph(creeple.colour, creeple.shape)
    if creeple.endangered:
        return f"{owner}'s {creeple.shape.value} ({glyphs.LYING_DOWN}{glyph[:-1]}{glyph[-1].lower()}), Endangered"
    return f"{owner}'s {creeple.shape.value} ({glyph})"


def describe_hex(game: Game, hex_id: str, *, legal: bool = False) -> str:
    """A hex in words: where it is, its biome and roadrunner, who lives there, a shelf off its coast."""
    craton, _, number = hex_id.partition(":")
    place = game.data.cratons[craton].name if craton in game.data.cratons else craton
    column, row = game.geometry.position.get(HexId.parse(hex_id), (0, 0))
    achterbahn = has_climate(game)  # the solo game is an Achterbahn game with changes (K)
    where = f"{place} centre ({glyphs.DIE_SQUARE})" if number == "0" else f"{place} {number}"
    if achterbahn and number == "0":
        if craton in game.state.latitude_dice:
            where = f"{place} centre, its latitude die showing {row} ({glyphs.DIE_SQUARE}{row}, D1a)"
        else:
            where = f"{place} centre, no latitude die: its landmass's die is on another craton ({glyphs.NO_DIE}, D3e)"
    biome = board.biome(game, hex_id)
    roadrunner = board.roadrunner(game, hex_id).value
    letter = glyphs.ORGAN[OrganColour(roadrunner)][0]
    lines = [
        f"{where}, latitude {row}: {biome.value} ({glyphs.BIOME[biome][0]})",
        f"{roadrunner} roadrunner ({glyphs.ROADRUNNER_ARROW}{letter}): contests here count {roadrunner} organs (G4, H3)",
    ]
    disk = game.state.disks.get(hex_id)
    if is_water(game, hex_id):
        printed = game.terrain[hex_id].value
        lines[0] = f"{where}, latitude {row}: water ({glyphs.BIOME[Biome.SEA][0]})"
        lines.insert(1, f"a white disk ({glyphs.DISK_MARK}) on its printed {printed}: a sea, not ice (K3b, K7a)")
    elif achterbahn and disk is not None:
        printed = game.terrain[hex_id].value
        lines.insert(
            1,
            f"a {disk.value} disk ({glyphs.DISK_MARK}) covers its printed {printed}: {biome.value} (F3, D12d)",
        )
    if game.state.mode is GameMode.ACHTERBAHN:
        lines.insert(1, _strip_words(game, row))
    elif is_solo(game):
        lines.insert(1, "no latitude strip in the solo game: humidity is always green (K3b)")
    for level in shown_levels(game):
        word = level.value
        here = creeples_at(game, hex_id, level)
        lines.append(f"{word}: " + ("; ".join(_creeple_words(game, c) for c in here) if here else "none"))
    geometry = game.geometry
    for placement in geometry.placements:
        for shelf in ShelfPosition:
            coast = geometry.shelf_coast(placement.craton, shelf)
            if str(coast) == hex_id and (column + 2, row) not in geometry.hex_at:
                lines.append(f"an offshore shelf ({glyphs.SHELF}) lies off its east coast")
    if legal:
        lines.append(f"a legal choice now ({glyphs.FRAME_LEFT}{glyphs.FRAME_RIGHT}): click it, or Enter on the cursor")
    return "\n".join(lines)


def _strip_words(game: Game, latitude: int) -> str:
    """The strip in force at a latitude, in words: humid or arid and its wind (G5, F5a, D11)."""
    reading = climate.strip_row(game, latitude)
    humid = "humid (h)" if reading.humidity.value == "green" else "arid (a)"
    if game.state.windy:
        wind = f"a windy turn: the wind blows both ways ({glyphs.WINDY}, D11)"
    elif reading.wind.value == "none":
        wind = "no wind"
    else:
        wind = f"wind to the {reading.wind.value} ({glyphs.WIND[reading.wind]})"
    return f"latitude {latitude} on the strip: {humid}, {wind} (F5a, G5)"


def describe_shelf(game: Game, shelf_id: str, *, legal: bool = False) -> str:
    """An offshore shelf in words: where it lies, its disks, whether it is a bloom, who lives there."""
    craton, _, position = shelf_id.partition(":")
    place = game.data.cratons[craton].name if craton in game.data.cratons else craton
    coast = game.map.shelf_coast[shelf_id]
    row = game.geometry.latitude(HexId.parse(coast))
    shelf = game.state.shelf(shelf_id)
    disks = [] if shelf is None else list(shelf.disks)
    letters = "".join(glyphs.DISK[d][0] for d in disks)
    if shelf is not None and shelf.bloom:
        what = f"a bloom ({glyphs.SHELF}{letters}): green plankton over black carbon, a biome for swimmers (F3b, D12b)"
    elif disks:
        what = f"black carbon ({glyphs.SHELF}{letters}): a slot filled, no biome (C1h, D10g)"
    else:
        what = f"a bare shelf ({glyphs.SHELF}): an empty slot for a black disk (D10g)"
    lines = [f"{place} {position} offshore shelf, off {coast}, latitude {row}", what]
    if olympus_mons(game, shelf_id):
        lines.insert(
            1, f"Olympus Mons ({glyphs.OLYMPUS}): only a collision removes its black disk; nothing lives here (K5g)"
        )
    if shelf_id in game.state.interlocked:
        lines.append(f"interlocked by a collision ({glyphs.SHELF}×): no slot until a rift (D3d)")
    for level in shown_levels(game):
        word = level.value
        here = creeples_at(game, shelf_id, level)
        if here:
            lines.append(f"{word}: " + "; ".join(_creeple_words(game, c) for c in here))
    if legal:
        lines.append(f"a legal choice now ({glyphs.FRAME_LEFT}{glyphs.FRAME_RIGHT}): click it, or Enter on the cursor")
    return "\n".join(lines)

"""The climate part of a hand-built position: the cratons, the climate disks and the turn's weather.

``scenario.Table`` describes positions for tests; this is the part a game with a climate adds (Achterbahn,
the solo worlds, Venus). Each method sets exactly what it names and moves nothing else: ``disk``,
``shelf`` and ``reservoir`` set what one place or track holds, ``bare_map`` takes every disk off the map,
and ``move_disks`` moves disks from a place it names to a place it names, as an event would. Where a
description puts or takes disks without saying where they come from or go, the totals no longer add up,
and ``Table.game()`` refuses it (``check_climate``): the disks of each colour must be the game's stock,
the 42 of the box (B7) or a solo world's (K3a).

Places are named as in the rules: a biome hex 'siberia:0', an offshore shelf 'baltica:south', a reservoir
'oxygen', 'clouds' or 'atmosphere'.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Self

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import DiskColour

from . import climate
from .engine import GameMap
from .geometry import HexId, Placement, ShelfId
from .state import GameState, ShelfState
from .variant import variant_for

#: The colours each reservoir's track takes (C1k).
TAKES: dict[str, frozenset[DiskColour]] = {
    climate.OXYGEN: frozenset({DiskColour.GREEN}),
    climate.CLOUDS: frozenset({DiskColour.WHITE}),
    climate.ATMOSPHERE: frozenset({DiskColour.BLACK, DiskColour.WHITE}),
}

#: What a shelf may hold, bottom first: nothing, a black disk, or a black disk with a green bloom on it (D10g, D12b).
STACKS: tuple[tuple[DiskColour, ...], ...] = ((), (DiskColour.BLACK,), (DiskColour.BLACK, DiskColour.GREEN))

Colour = DiskColour | str


class ClimateTable:
    """The climate methods of ``scenario.Table``: they describe the position in ``state`` and return the table."""

    data: RulesData
    state: GameState

    # -- the map ---------------------------------------------------------------------------

    def cratons(self, *placements: Placement, dice: Iterable[str] | None = None) -> Self:
        """Lay these cratons' centres where given (C1g, D1a): the column on the grid and the latitude row.
        Cratons not named stay where they lie. ``dice`` names the cratons holding a latitude die, one on each
        landmass (C1g, D3e); by default the dice stay where they are (setup puts one on every craton).
        ``tectonics.lay_out`` and ``geometry.joined_row`` give placements of cratons side by side.

        The map lists the cratons in the order given when every one is named (the order the Medea is offered
        their shelves in); a craton named alone keeps its place in that list."""
        moved = {p.craton: p for p in placements}
        known = [p.craton for p in self.state.placements]
        strangers = sorted(set(moved) - set(known))
        if strangers:
            raise ValueError(f"{', '.join(strangers)} is not a craton of this game (C1g, K3b)")
        if set(moved) == set(known):
            self.state.placements = tuple(placements)
        else:
            self.state.placements = tuple(moved.get(p.craton, p) for p in self.state.placements)
        if dice is not None:
            self.state.latitude_dice = list(dice)
        return self

    def interlocked(self, *shelves: str) -> Self:
        """These offshore shelves were subducted by a collision and are no slots until a rift frees them (D3d,
        R47). They must hold no disk: ``game()`` refuses one that does."""
        self.state.interlocked = [str(ShelfId.parse(s)) for s in shelves]
        return self

    # -- disks on the map --------------------------------------------------------------------

    def disk(self, place: str, colour: Colour | None) -> Self:
        """A biome hex holds one disk of this colour, or none (None): a green forest, a black mountain, white
        ice or water (F3, D10f). Nothing else moves."""
        hex_id = str(HexId.parse(place))
        if colour is None:
            self.state.disks.pop(hex_id, None)
        else:
            self.state.disks[hex_id] = DiskColour(colour)
        return self

    def shelf(self, shelf_id: str, *disks: Colour) -> Self:
        """An offshore shelf holds these disks, bottom first: none, 'black', or 'black', 'green' for a bloom
        (C1h, D10g, D12b). Nothing else moves."""
        name = str(ShelfId.parse(shelf_id))
        stack = tuple(DiskColour(d) for d in disks)
        if stack not in STACKS:
            raise ValueError(f"a shelf holds nothing, a black disk, or a black disk and a green one (D10g): {stack}")
        kept = self.state.shelf(name)
        if not stack:
            if kept is not None:
                self.state.shelves.remove(kept)
        elif kept is None:
            craton, _, position = name.partition(":")
            self.state.shelves.append(ShelfState(craton, position, list(stack)))
        else:
            kept.disks[:] = stack
        return self

    def bare_map(self) -> Self:
        """Take every disk off the biomes and the shelves, to describe the map's disks from nothing."""
        self.state.disks.clear()
        self.state.shelves.clear()
        return self

    # -- reservoirs ------------------------------------------------------------------------------

    def reservoir(self, name: str, *, black: int = 0, white: int = 0, green: int = 0) -> Self:
        """The Oxygen, the Clouds or the Atmosphere holds exactly these disks (C1k), black ones at the bottom.
        Nothing else moves: the disks it gains or sheds are those the rest of the description accounts for."""
        wanted = Counter({DiskColour.BLACK: black, DiskColour.WHITE: white, DiskColour.GREEN: green})
        held = [colour for colour, count in wanted.items() for _ in range(count)]
        self._check_track(name, held)
        self.state.reservoirs[name] = held
        return self

    def move_disks(self, colour: Colour, source: str, destination: str, count: int = 1) -> Self:
        """Move ``count`` disks of this colour from one place to another, one at a time, as an event moves them
        (D10): from a reservoir, a biome hex or the top of a shelf's stack, to a reservoir, a bare biome hex or
        a shelf with room for it (a black disk on a bare shelf, a green one on a lone black disk)."""
        disk = DiskColour(colour)
        for _ in range(count):
            self._take_disk(disk, source)
            self._put_disk(disk, destination)
        return self

    def _take_disk(self, colour: DiskColour, place: str) -> None:
        state = self.state
        if place in climate.RESERVOIRS:
            held = state.reservoirs.get(place, [])
            if colour not in held:
                raise ValueError(f"the {place} holds no {colour.value} disk to move")
            held.remove(colour)
            return
        shelf = state.shelf(place)
        if shelf is not None:
            if not shelf.disks or shelf.disks[-1] is not colour:
                raise ValueError(f"the shelf {place} has no {colour.value} disk on top to move")
            shelf.disks.pop()
            if not shelf.disks:
                state.shelves.remove(shelf)
            return
        if state.disks.get(place) is not colour:
            raise ValueError(f"{place} holds no {colour.value} disk to move")
        del state.disks[place]

    def _put_disk(self, colour: DiskColour, place: str) -> None:
        state = self.state
        if place in climate.RESERVOIRS:
            self._check_track(place, [*state.reservoirs.get(place, []), colour])
            state.reservoirs.setdefault(place, []).append(colour)
            return
        try:
            ShelfId.parse(place)
        except ValueError:
            if place in state.disks:
                raise ValueError(f"{place} already holds a {state.disks[place].value} disk") from None
            self.disk(place, colour)
            return
        shelf = state.shelf(place)
        self.shelf(place, *(shelf.disks if shelf is not None else ()), colour)

    def _check_track(self, name: str, held: list[DiskColour]) -> None:
        if name not in TAKES:
            raise ValueError(f"the reservoirs are {', '.join(climate.RESERVOIRS)}; got {name!r}")
        strays = sorted({d.value for d in held} - {c.value for c in TAKES[name]})
        if strays:
            raise ValueError(f"the {name} takes no {' or '.join(strays)} disk (C1k)")
        tracks = self.data.reservoirs
        slots = {
            climate.OXYGEN: tracks.oxygen.capacity,
            climate.CLOUDS: tracks.clouds.capacity,
            climate.ATMOSPHERE: tracks.atmosphere.capacity,
        }[name]
        if len(held) > slots:
            raise ValueError(f"the {name} has {slots} slots, not {len(held)} (C1k, R41)")

    # -- the turn's weather --------------------------------------------------------------------

    def windy(self) -> Self:
        """A windy event blew this turn: wind both ways in every latitude until the turn ends (D11)."""
        self.state.windy = True
        return self

    def runaway(self) -> Self:
        """The Atmosphere was full after this turn's last event: a runaway greenhouse, and the game ends with
        the turn (D10h)."""
        self.state.runaway = True
        return self

    # -- the books -----------------------------------------------------------------------------

    def check_climate(self) -> None:
        """Refuse a climate that no game could reach: disks of a colour more or fewer than the game's stock
        (B7, K3a), a disk off the map's biomes or shelves (D10f, D10g), a disk on an interlocked shelf (D3d),
        or a landmass without exactly one latitude die (C1g, D3e)."""
        state = self.state
        stock = variant_for(state.mode).disk_stock(self.data)
        rule = "B7" if stock == dict(self.data.limits.disks) else "K3a"
        found: Counter[DiskColour] = Counter(state.disks.values())
        for shelf in state.shelves:
            found.update(shelf.disks)
        for held in state.reservoirs.values():
            found.update(held)
        for colour in DiskColour:
            if found[colour] != stock.get(colour, 0):
                raise ValueError(
                    f"the table holds {found[colour]} {colour.value} disks; the game has {stock.get(colour, 0)} "
                    f"({rule}): say where the others come from or go"
                )
        game_map = GameMap.of(self.data, state.placements)
        for place in state.disks:
            if place not in game_map.terrain:
                raise ValueError(f"a disk lies on {place}, which is no biome hex on the map (D10f)")
        for shelf in state.shelves:
            name = f"{shelf.craton}:{shelf.position}"
            if name not in game_map.shelf_coast:
                raise ValueError(f"a disk lies on the shelf {name}, which is not on the map (D10g)")
            if name in state.interlocked:
                raise ValueError(f"the interlocked shelf {name} holds a disk (D3d)")
        dice = Counter(state.latitude_dice)
        for land in game_map.landmasses:
            if sum(dice[c] for c in land) != 1:
                where = " + ".join(land)
                raise ValueError(f"{where} must hold one latitude die, not {sum(dice[c] for c in land)} (C1g, D3e)")

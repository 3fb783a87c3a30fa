"""Craton placards (B2): seven biome hexes in rows of 2, 3 and 2, and three offshore shelves.

Hex positions use doubled-width coordinates: a step east or west is two columns,
a diagonal step is one column and one row. The centre hex is at (0, 0); row -1 is
the northern row and row +1 the southern.
"""

from __future__ import annotations

from typing import Literal

from .base import DataFile, DataModel, Field, model_validator
from .vocabulary import DiskColour, PlayerColour, ShelfPosition, Terrain, World

#: The seven positions of a craton, row by row (north row of 2, centre of 3, south of 2).
FLOWER: frozenset[tuple[int, int]] = frozenset({(-1, -1), (1, -1), (-2, 0), (0, 0), (2, 0), (-1, 1), (1, 1)})
#: East-coast hexes, north to south, where the three offshore shelves lie (C1h).
EAST_COAST: tuple[tuple[int, int], ...] = ((1, -1), (2, 0), (1, 1))


class HexSpec(DataModel):
    number: int = Field(ge=0, le=6)
    """0 is the centre with the latitude-die square; 1-6 are the crater numbers (D2)."""
    at: tuple[int, int]
    """Position within the craton (column, row)."""
    terrain: Terrain
    start: PlayerColour | None = None
    """The archetype of this colour starts here (C1l)."""
    disk: DiskColour | None = None
    """Disk placed here in an Achterbahn setup (C1i)."""
    solo_disk: DiskColour | None = None
    """Disk placed here in a solo setup (K3b)."""


class ShelfSpec(DataModel):
    position: ShelfPosition
    disks: tuple[DiskColour, ...] = Field(default=(), max_length=2)
    """Achterbahn setup, bottom disk first (C1h)."""
    solo_disks: tuple[DiskColour, ...] = Field(default=(), max_length=2)
    """Solo setup, bottom disk first (K3b)."""
    fixed: bool = False
    """Olympus Mons: only a subducting collision removes this disk, and nothing lives here (K5g)."""

    @model_validator(mode="after")
    def _stacking(self) -> ShelfSpec:
        for stack in (self.disks, self.solo_disks):
            if stack and stack[0] is not DiskColour.BLACK:
                raise ValueError("a shelf's bottom disk must be black: green only sits on black (D10g)")
            if len(stack) == 2 and stack[1] is not DiskColour.GREEN:
                raise ValueError("only a green bloom may sit on an offshore black disk (D10g)")
        return self


class Craton(DataModel):
    id: str = Field(pattern=r"^[a-z]+$")
    name: str
    world: World
    historical_position: int | None = Field(default=None, ge=1, le=4)
    """Left-to-right place in the historical Achterbahn row (C1g)."""
    hexes: tuple[HexSpec, ...] = Field(min_length=7, max_length=7)
    shelves: tuple[ShelfSpec, ShelfSpec, ShelfSpec]

    @model_validator(mode="after")
    def _layout(self) -> Craton:
        positions = [h.at for h in self.hexes]
        if set(positions) != FLOWER or len(positions) != 7:
            raise ValueError("hexes must fill the seven positions of the craton: rows of 2, 3 and 2 around (0, 0)")
        numbers = sorted(h.number for h in self.hexes)
        if numbers != list(range(7)):
            raise ValueError("hex numbers must be 0 (centre) and 1-6, each once")
        centre = next(h for h in self.hexes if h.number == 0)
        if centre.at != (0, 0):
            raise ValueError("hex 0 is the centre, at (0, 0)")
        order = [s.position for s in self.shelves]
        if order != [ShelfPosition.NORTH, ShelfPosition.MIDDLE, ShelfPosition.SOUTH]:
            raise ValueError("shelves are listed north, middle, south")
        return self

    def hex(self, number: int) -> HexSpec:
        return next(h for h in self.hexes if h.number == number)

    def coast_hex(self, shelf: ShelfPosition) -> HexSpec:
        """The east-coast hex that a shelf lies off."""
        index = [ShelfPosition.NORTH, ShelfPosition.MIDDLE, ShelfPosition.SOUTH].index(shelf)
        return next(h for h in self.hexes if h.at == EAST_COAST[index])


class DiskStock(DataModel):
    black: int = Field(ge=0)
    white: int = Field(ge=0)
    green: int = Field(ge=0)


class WorldSpec(DataModel):
    world: World
    cratons: tuple[str, ...]
    """Craton ids used on this world, in their historical left-to-right order."""
    solo_disks: DiskStock
    """Disks in a solo game on this world (K3a)."""
    solo_reservoirs: dict[Literal["clouds_white", "atmosphere_white", "atmosphere_black"], int]
    """Solo reservoir setup after the map disks are placed (K3c and its table)."""


class CratonsFile(DataFile):
    """``cratons.toml``."""

    craton: tuple[Craton, ...]
    world: tuple[WorldSpec, ...]

"""Map geometry: where each biome hex lies, its neighbours, coasts and rafting lines.

The whole map is one grid of doubled-width hex coordinates ``(column, row)``: a
step east or west is two columns, a diagonal step one column and one row. A row
is a latitude (0 north pole to 7 south pole). Cratons are placed by the global
position of their centre hex, so adjacency is computed from coordinates alone,
inside a craton and across cratons joined into a continent. Rows wrap around
the globe for rafting (D3b, F5).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property

from megafauna_tui.data.cratons import Craton
from megafauna_tui.data.vocabulary import ShelfPosition

Coord = tuple[int, int]

#: The six neighbour steps in doubled-width coordinates: E, NE, NW, W, SW, SE.
NEIGHBOUR_STEPS: tuple[Coord, ...] = ((2, 0), (1, -1), (-1, -1), (-2, 0), (-1, 1), (1, 1))

#: The headings a raft may take along its latitude (F5).
HEADINGS = ("east", "west")

#: Columns between the centres of two cratons joined side by side in one row:
#: the east hex of one touches the west hex of the next.
JOINED_SPACING = 6


@dataclass(frozen=True, order=True)
class HexId:
    """A biome hex: a craton and the number printed on the hex (0 = centre)."""

    craton: str
    number: int

    def __str__(self) -> str:
        return f"{self.craton}:{self.number}"

    @classmethod
    def parse(cls, text: str) -> HexId:
        craton, _, number = text.partition(":")
        if not craton or not number.isdigit():
            raise ValueError(f"not a hex id like 'baltica:3': {text!r}")
        return cls(craton, int(number))


#: A craton's offshore shelves, north to south (C1h).
SHELF_ORDER: tuple[ShelfPosition, ...] = tuple(ShelfPosition)


@dataclass(frozen=True, order=True)
class ShelfId:
    """An offshore shelf: a craton and its position on the east coast, north, middle or south (C1h)."""

    craton: str
    position: ShelfPosition

    def __str__(self) -> str:
        return f"{self.craton}:{self.position.value}"

    @classmethod
    def parse(cls, text: str) -> ShelfId:
        craton, _, position = text.partition(":")
        if not craton or position not in {p.value for p in ShelfPosition}:
            raise ValueError(f"not a shelf id like 'laurentia:south': {text!r}")
        return cls(craton, ShelfPosition(position))

    def along_coast(self) -> tuple[ShelfId, ...]:
        """The shelves next to this one on the same coast, to its north and south (F3b, R49)."""
        index = SHELF_ORDER.index(self.position)
        return tuple(ShelfId(self.craton, SHELF_ORDER[i]) for i in (index - 1, index + 1) if 0 <= i < len(SHELF_ORDER))


def parse_place(text: str) -> HexId | ShelfId:
    """A place a creeple may be: a biome hex ('baltica:3') or an offshore shelf ('baltica:north')."""
    try:
        return HexId.parse(text)
    except ValueError:
        pass
    try:
        return ShelfId.parse(text)
    except ValueError:
        raise ValueError(f"not a place like 'baltica:3' or 'baltica:north': {text!r}") from None


@dataclass(frozen=True)
class Placement:
    """Where a craton's centre hex sits on the global grid; ``row`` is its latitude."""

    craton: str
    column: int
    row: int

    def __post_init__(self) -> None:
        if (self.column + self.row) % 2:
            raise ValueError("a hex centre needs column + row even in doubled-width coordinates")


def neighbours(coord: Coord) -> tuple[Coord, ...]:
    column, row = coord
    return tuple((column + dc, row + dr) for dc, dr in NEIGHBOUR_STEPS)


def joined_row(cratons: Iterable[str], *, latitude: int, start_column: int = 0) -> tuple[Placement, ...]:
    """Cratons side by side in one east-west row, each touching the next (R12)."""
    first = start_column + ((start_column + latitude) % 2)
    return tuple(Placement(craton, first + i * JOINED_SPACING, latitude) for i, craton in enumerate(cratons))


class MapGeometry:
    """The positions of every placed craton's hexes, and what follows from them."""

    def __init__(self, cratons: Mapping[str, Craton], placements: Iterable[Placement]) -> None:
        self._cratons = dict(cratons)
        self.placements = tuple(placements)
        self.position: dict[HexId, Coord] = {}
        self.hex_at: dict[Coord, HexId] = {}
        for placement in self.placements:
            craton = self._cratons.get(placement.craton)
            if craton is None:
                raise ValueError(f"no craton is called {placement.craton!r}")
            for spec in craton.hexes:
                coord = (placement.column + spec.at[0], placement.row + spec.at[1])
                hex_id = HexId(craton.id, spec.number)
                if coord in self.hex_at:
                    raise ValueError(f"{hex_id} would overlap {self.hex_at[coord]} at {coord}")
                self.position[hex_id] = coord
                self.hex_at[coord] = hex_id

    @cached_property
    def hexes(self) -> tuple[HexId, ...]:
        """Every placed hex, in order (sorted once: the map is built from it many times over)."""
        return tuple(sorted(self.position))

    @property
    def shelves(self) -> tuple[ShelfId, ...]:
        """The offshore shelves of every placed craton, each craton's north to south (C1h)."""
        return tuple(ShelfId(p.craton, position) for p in self.placements for position in SHELF_ORDER)

    @cached_property
    def landmasses(self) -> tuple[tuple[str, ...], ...]:
        """Cratons joined by touching hexes, each landmass a lone craton or a continent (D1, D3e).

        Landmasses are listed west to east by their westernmost hex, and each one's cratons west to east by
        their centre hex.
        """
        joined: dict[str, str] = {p.craton: p.craton for p in self.placements}

        def root(craton: str) -> str:
            while joined[craton] != craton:
                craton = joined[craton]
            return craton

        for hex_id, coord in self.position.items():
            for near in neighbours(coord):
                other = self.hex_at.get(near)
                if other is not None and other.craton != hex_id.craton:
                    joined[root(other.craton)] = root(hex_id.craton)
        centre = {p.craton: (p.column, p.row) for p in self.placements}
        groups: dict[str, list[str]] = {}
        for craton in sorted(centre, key=lambda c: centre[c]):
            groups.setdefault(root(craton), []).append(craton)
        west: dict[str, Coord] = {}
        for hex_id, coord in self.position.items():
            west[hex_id.craton] = min(coord, west.get(hex_id.craton, coord))
        return tuple(tuple(group) for group in sorted(groups.values(), key=lambda g: min(west[c] for c in g)))

    def latitude(self, hex_id: HexId) -> int:
        return self.position[hex_id][1]

    def adjacent(self, hex_id: HexId) -> tuple[HexId, ...]:
        """The land hexes touching this one, on its own craton or a joined one."""
        return tuple(self.hex_at[c] for c in neighbours(self.position[hex_id]) if c in self.hex_at)

    @cached_property
    def _rows(self) -> dict[int, list[tuple[int, HexId]]]:
        rows: dict[int, list[tuple[int, HexId]]] = {}
        for hex_id, (column, row) in self.position.items():
            rows.setdefault(row, []).append((column, hex_id))
        for entries in rows.values():
            entries.sort()
        return rows

    def is_coast(self, hex_id: HexId, facing: str) -> bool:
        """A coast faces open ocean (or offshore shelves) directly east or west (F5)."""
        column, row = self.position[hex_id]
        step = 2 if facing == "east" else -2
        return (column + step, row) not in self.hex_at

    def raft_landing(self, hex_id: HexId, heading: str) -> HexId | None:
        """Where a raft from this hex lands heading due east or west (``raft_landings``)."""
        return self.raft_landings(heading)[hex_id]

    def raft_landings(self, heading: str) -> dict[HexId, HexId | None]:
        """Where a raft from each hex lands, heading due east or west along its latitude.

        It crosses open ocean only and lands on the first coast met, wrapping around the globe (D3b, F5,
        F5d); None from a hex that is no coast that way (``is_coast``) or whose raft would only come back to
        it. Worked out row by row, once for each heading: a map is built from them after every drift.
        """
        return self._landings[heading]

    @cached_property
    def _landings(self) -> dict[str, dict[HexId, HexId | None]]:
        landings: dict[str, dict[HexId, HexId | None]] = {}
        for heading in HEADINGS:
            step = 1 if heading == "east" else -1
            found = landings[heading] = {}
            for entries in self._rows.values():
                for index, (_, hex_id) in enumerate(entries):
                    landing = entries[(index + step) % len(entries)][1]
                    found[hex_id] = landing if landing != hex_id and self.is_coast(hex_id, heading) else None
        return landings

    def shelf_coast(self, craton_id: str, shelf: ShelfPosition) -> HexId:
        """The east-coast hex an offshore shelf lies off (C1h); the shelf shares its latitude (R49)."""
        return HexId(craton_id, self._cratons[craton_id].coast_hex(shelf).number)

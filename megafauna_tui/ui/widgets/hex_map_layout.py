"""Where the map draws each hex, shelf and label: the pure geometry of the drawing, apart from the widget.

The map grid is the engine's doubled-width hex grid (east-west neighbours two
columns apart, diagonal neighbours one column and one row; a row is a latitude).
Each hex is a block 3 lines tall and one character narrower than the east-west
distance between neighbours: at full size a grid column is 5 characters, so a hex
is 9 characters wide and its diagonal neighbours sit half a block over, like bricks
in a wall (one craton of a two-player map, with its east-coast shelves)::

                    Laurentia
                6 W ↑y    1 S ↑r
    lat 3       ∩O        ∩O      ◗


           5 S ↑r    ▣ W ↑y    2 W ↑y
    lat 4  ∩O        ∩O


                4 W ↑y    3 ~ ↑y
    lat 5       ∩O ↓~o            ◗
                ↓^g

When the widget is narrower than the full-size map, the column pitch shrinks, down
to 2.5 characters: a bare 4-character hex, its crater number, biome letter and
roadrunner arrow edge to edge, with the cursor and the frame of a legal hex drawn in
the one-column gaps beside it (a coast hex and its shelf share one gap: when both are
legal, the shelf's bar stands there and the tint marks the hex). That is what lets the
four cratons of an Achterbahn map fit a 160-column window whole. When it is too short,
the gap lines between rows go (not in the Achterbahn map). A map still too big for the
widget scrolls, with scrollbars: it never drops a mark to fit.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from textual.geometry import Region, Size

if TYPE_CHECKING:
    from megafauna_tui.rules.geometry import MapGeometry

Coord = tuple[int, int]

#: East-west distance between neighbouring hexes, in characters, largest first;
#: a hex block is one character narrower. 10 is the full size (9-character hexes). Down to 7, a
#: block's first and last columns are its edges (the cursor, the frame of a legal hex) and the 4 or
#: more characters between them hold the crater number, the biome letter and the roadrunner arrow
#: with its letter, which contests read (F3d, G4, H3). 6 is skipped: its 3 characters inside the
#: edges would drop one. 5, the densest, is ``BARE_PITCH``.
PITCHES: tuple[int, ...] = (10, 9, 8, 7, 5)
#: The densest pitch: a block is the 4 characters of its marks, edge to edge, and its edges (the
#: cursor, a legal hex's frame) are drawn in the one-column gaps either side, which east-west
#: neighbours share. It lets the four cratons of an Achterbahn map fit a 160-column window.
BARE_PITCH = 5
#: Characters of an offshore shelf's block in the Achterbahn map: an edge, the shelf and its disks, an edge.
SHELF_WIDTH = 5
#: Lines from one row (latitude) of hexes to the next: 3 lines of hex and a gap; the
#: compact map, for short windows, drops the gap.
ROW_PITCH = 4
COMPACT_ROW_PITCH = 3
#: Lines of a hex block.
HEX_HEIGHT = 3
#: Characters left of the westernmost hex, for the latitude labels ("lat 4 ").
LEFT_MARGIN = 6
#: Lines above the northernmost row, for the craton names.
TOP_MARGIN = 1


@dataclass(frozen=True)
class MapLayout:
    """Where each hex block sits on the widget, for one pitch; a pure function of the geometry."""

    pitch: int
    row_pitch: int
    """Lines from one row of hexes to the next (4, or 3 in the compact map)."""
    coords: Mapping[str, Coord]
    """Hex id -> (column, row) on the engine's grid."""
    origins: Mapping[str, tuple[int, int]]
    """Hex id -> (x, y) of the block's top-left character."""
    size: Size
    """Characters and lines the whole drawing needs, shelf marks included."""
    shelf_origins: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    """Shelf id -> (x, y) of its block, hugging the coast hex it lies off (Achterbahn maps only)."""
    shelf_coords: Mapping[str, Coord] = field(default_factory=dict)
    """Shelf id -> a grid position just east of its coast hex, for the cursor's order."""
    hex_height: int = HEX_HEIGHT
    """Lines of a hex block: the top line and one per trophic level (4 in the solo game, K2)."""

    @property
    def hex_width(self) -> int:
        return self.pitch - 1

    @property
    def bare(self) -> bool:
        """Blocks without edges of their own: the cursor and the frames sit in the gaps (``BARE_PITCH``)."""
        return self.pitch <= BARE_PITCH

    @property
    def shelf_width(self) -> int:
        """Characters of a shelf block: in a bare layout it is edgeless too, as wide as a hex."""
        return self.hex_width if self.bare else SHELF_WIDTH

    def edges(self, place: str) -> tuple[int, int]:
        """The columns of a block's left and right edges: its own first and last columns, or in a bare
        layout the gap columns either side."""
        region = self.region(place)
        if self.bare:
            return region.x - 1, region.right
        return region.x, region.right - 1

    def framed_region(self, place: str) -> Region:
        """A block with its edges: in a bare layout one gap column wider on each side."""
        region = self.region(place)
        return region.grow((0, 1, 0, 1)) if self.bare and region.width else region

    def inside(self, place: str) -> tuple[int, int]:
        """The first column and the width of the text inside a block's edges."""
        region = self.region(place)
        if self.bare:
            return region.x, region.width
        return region.x + 1, region.width - 2

    @property
    def places(self) -> dict[str, Coord]:
        """Every place the cursor can stand on and a click can pick: the hexes, then the shelf blocks."""
        return {**self.coords, **self.shelf_coords}

    @classmethod
    def of(
        cls,
        geometry: MapGeometry | None,
        pitch: int,
        row_pitch: int = ROW_PITCH,
        *,
        shelves: bool = False,
        hex_height: int = HEX_HEIGHT,
    ) -> MapLayout:
        """The layout at one pitch; ``shelves`` gives every offshore shelf with open ocean east of it a block.
        ``row_pitch`` is for blocks of ``HEX_HEIGHT`` lines: taller blocks push the rows apart as much."""
        row_pitch += hex_height - HEX_HEIGHT
        coords = {} if geometry is None else {str(h): c for h, c in geometry.position.items()}
        if geometry is None or not coords:
            return cls(pitch, row_pitch, {}, {}, Size(0, 0), hex_height=hex_height)
        min_column = min(c for c, _ in coords.values())
        min_row = min(r for _, r in coords.values())
        origins = {
            hex_id: (LEFT_MARGIN + (column - min_column) * pitch // 2, TOP_MARGIN + (row - min_row) * row_pitch)
            for hex_id, (column, row) in coords.items()
        }
        width = max(x for x, _ in origins.values()) + pitch  # the block, then a shelf mark (or an edge)
        shelf_origins: dict[str, tuple[int, int]] = {}
        shelf_coords: dict[str, Coord] = {}
        if shelves:
            # A shelf block hugs its coast hex; in a bare layout one gap column apart, for the edges.
            offset, shelf_width = (pitch, pitch - 1) if pitch <= BARE_PITCH else (pitch - 1, SHELF_WIDTH)
            for shelf in geometry.shelves:
                coast = geometry.shelf_coast(shelf.craton, shelf.position)
                column, row = geometry.position[coast]
                if (column + 2, row) in geometry.hex_at:
                    continue  # no open ocean off this coast: a joined craton lies there
                x, y = origins[str(coast)]
                shelf_origins[str(shelf)] = (x + offset, y)
                shelf_coords[str(shelf)] = (column + 1, row)
                width = max(width, x + offset + shelf_width + (1 if pitch <= BARE_PITCH else 0))
        height = max(y for _, y in origins.values()) + hex_height
        return cls(
            pitch, row_pitch, coords, origins, Size(width, height), shelf_origins, shelf_coords, hex_height=hex_height
        )

    @classmethod
    def fitting(
        cls,
        geometry: MapGeometry | None,
        width: int,
        height: int = 0,
        *,
        achterbahn: bool = False,
        hex_height: int = HEX_HEIGHT,
        max_pitch: int | None = None,
    ) -> MapLayout:
        """The largest layout no wider than ``width`` (the smallest if none fits) and no larger than
        ``max_pitch``, compact if that is what fits ``height`` (0: any height). The Achterbahn map (and the
        solo map, built on it) has shelf blocks; it shrinks no further than the others, and is never compact:
        its cratons drift between rows (D3), and the gap line above each row is where a craton's name sits,
        so a map too tall scrolls instead."""
        pitches = tuple(p for p in PITCHES if max_pitch is None or p <= max_pitch) or PITCHES[-1:]
        layout = cls.of(geometry, pitches[0], shelves=achterbahn, hex_height=hex_height)
        for pitch in pitches[1:]:
            if width <= 0 or layout.size.width <= width:
                break
            layout = cls.of(geometry, pitch, shelves=achterbahn, hex_height=hex_height)
        if height > 0 and layout.size.height > height and not achterbahn:
            layout = cls.of(geometry, layout.pitch, COMPACT_ROW_PITCH, shelves=achterbahn, hex_height=hex_height)
        return layout

    @classmethod
    def in_widget(
        cls,
        geometry: MapGeometry | None,
        size: Size,
        *,
        achterbahn: bool,
        hex_height: int,
        max_pitch: int | None,
    ) -> MapLayout:
        """The layout fitting a widget of ``size``, scrollbars included.

        The widget's own size decides (not the part its scrollbars leave), so that showing a
        scrollbar never changes the layout; a map too wide leaves a line for its scrollbar, and
        one too tall a column.
        """

        def fit(width: int, height: int) -> MapLayout:
            return cls.fitting(
                geometry, width, height, achterbahn=achterbahn, hex_height=hex_height, max_pitch=max_pitch
            )

        layout = fit(size.width, size.height)
        if size.width > 0 and layout.size.width > size.width:  # a horizontal scrollbar takes a line
            layout = fit(size.width, size.height - 1)
        if size.height > 0 and layout.size.height > size.height:  # a vertical one takes a column
            layout = fit(size.width - 1, size.height)
        return layout

    def region(self, place: str) -> Region:
        """The block of a hex or shelf in content coordinates (empty if it is not on the map)."""
        if place in self.shelf_origins:
            x, y = self.shelf_origins[place]
            return Region(x, y, self.shelf_width, self.hex_height)
        if place not in self.origins:
            return Region(0, 0, 0, 0)
        x, y = self.origins[place]
        return Region(x, y, self.hex_width, self.hex_height)

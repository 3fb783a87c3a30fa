"""The map's drawing: the strips of the whole map for one layout, with the widget's styles, and the part of a
strip the view shows. It reads the game and the layout and draws; the widget keeps the strips and repaints.

Line 1 of a block is the crater number (the centre shows the latitude-die square
``▣``), the biome letter and the roadrunner arrow doubled by its letter; line 2 the
herbivore level; line 3 the carnivore level. The solo game has a third trophic level
(K2): its hexes are a line taller, the plants on line 4, below the animals. An Endangered creeple lies down: a
``↓`` then its glyph with a lower-case player letter, struck through, after the
upright creeple of its level. Hovering a hex says all of this in words (``hex_map_words``).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.style import Style
from textual.color import Color
from textual.geometry import Region, Size
from textual.strip import Strip

from megafauna_tui.data.vocabulary import OrganColour, ShelfPosition
from megafauna_tui.rules import board, climate
from megafauna_tui.rules.state import GameMode
from megafauna_tui.ui import glyphs
from megafauna_tui.ui.games import has_climate
from megafauna_tui.ui.widgets.hex_map_canvas import Canvas, HexPaint, Part, fit, fit_first
from megafauna_tui.ui.widgets.hex_map_contents import creeples_at, olympus_mons, shown_biome, shown_levels
from megafauna_tui.ui.widgets.hex_map_layout import LEFT_MARGIN, MapLayout

if TYPE_CHECKING:
    from textual.widget import Widget

    from megafauna_tui.rules.engine import Game
    from megafauna_tui.rules.state import Creeple


@dataclass(frozen=True)
class MapStyles:
    """The widget's styles a drawing paints with (its component classes), asked of it once a drawing: each
    asking walks the widget's ancestors."""

    blank: Style
    """The widget's own style: the map's background."""
    label: Style
    craton: Style
    shelf: Style
    """The offshore shelf marks beside the coasts (the maps without shelf blocks)."""
    shelf_mark: Style
    """The shelf mark on a shelf block (partial: the block keeps its own background)."""
    cursor: Style
    highlight: Style
    endangered: Style

    @classmethod
    def of(cls, widget: Widget) -> MapStyles:
        def partial(name: str) -> Style:
            return widget.get_component_rich_style(name, partial=True)

        return cls(
            blank=widget.rich_style,
            label=widget.get_component_rich_style("hex-map--label"),
            craton=widget.get_component_rich_style("hex-map--craton"),
            shelf=widget.get_component_rich_style("hex-map--shelf"),
            shelf_mark=partial("hex-map--shelf"),
            cursor=partial("hex-map--cursor"),
            highlight=partial("hex-map--highlight"),
            endangered=partial("hex-map--endangered"),
        )

    @property
    def background(self) -> Color:
        """The widget's background as fixed RGB (what faded hexes and shelf marks sit on)."""
        bgcolor = self.blank.bgcolor
        return Color(0, 0, 0) if bgcolor is None else glyphs.rgb(bgcolor)


def visible_line(strip: Strip, scroll_x: int, width: int, style: Style) -> Strip:
    """The part of a line of the map that a view ``width`` wide shows, scrolled ``scroll_x`` sideways.

    Scrolled sideways, the latitude labels and the strip stay at the left edge: every row keeps
    its latitude in sight (the hexes under them show as the map scrolls back)."""
    if scroll_x <= 0 or width <= LEFT_MARGIN:
        return strip.crop_extend(scroll_x, scroll_x + width, style)
    margin = strip.crop_extend(0, LEFT_MARGIN, style)
    rest = strip.crop_extend(scroll_x + LEFT_MARGIN, scroll_x + width, style)
    return Strip.join([margin, rest])


class MapDrawing:
    """One drawing of a game's map: every block, label and edge on a canvas of the layout's size or more."""

    def __init__(
        self, game: Game, layout: MapLayout, styles: MapStyles, highlights: Collection[str], cursor: str | None
    ) -> None:
        self.game = game
        self.layout = layout
        self.styles = styles
        self.highlights = highlights
        self.cursor = cursor
        self.achterbahn = has_climate(game)
        """The map of the climate games (Achterbahn and solo): disks, shelf blocks and latitude dice."""
        self.strip = game.state.mode is GameMode.ACHTERBAHN
        """The latitude strip beside each row: the Achterbahn game's; the solo game has none (K3b)."""
        self.background = styles.background
        self.paints: dict[str, HexPaint] = {}
        """Each block's paint, for its edges."""

    def strips(self, size: Size) -> list[Strip]:
        """The map drawn on a canvas of ``size``, a strip a line."""
        canvas = Canvas(size, self.styles.blank)
        layout = self.layout
        self._draw_latitudes(canvas)
        self._draw_craton_names(canvas)
        for hex_id in sorted(layout.origins):
            self._draw_hex(canvas, hex_id)
        if layout.shelf_origins:
            for shelf_id in sorted(layout.shelf_origins):
                self._draw_shelf_block(canvas, shelf_id)
        else:
            self._draw_shelves(canvas)
        self._draw_edges(canvas)
        return canvas.strips()

    def _draw_latitudes(self, canvas: Canvas) -> None:
        """'lat 4' beside each row; in the Achterbahn game, the strip in force under it: humid or arid
        and the wind (F5a, G5), both ways on a windy turn (D11)."""
        game, layout = self.game, self.layout
        style = self.styles.label
        rows: dict[int, int] = {}
        for hex_id, (_, row) in layout.coords.items():
            rows[row] = layout.origins[hex_id][1]
        strip = climate.readings(game).strip if self.strip else None
        for row, y in rows.items():
            canvas.put(0, y + 1, f"lat {row}"[: LEFT_MARGIN - 1], style)
            if strip is None:
                continue
            reading = strip.latitudes[min(max(row, climate.POLES[0]), climate.POLES[1])]
            letter, colour = glyphs.HUMIDITY[reading.humidity]
            arrow = glyphs.WINDY if game.state.windy else glyphs.WIND[reading.wind]
            canvas.put(1, y + 2, letter, style + Style.parse(colour))
            canvas.put(3, y + 2, arrow, style)

    def _draw_craton_names(self, canvas: Canvas) -> None:
        game, layout = self.game, self.layout
        style = self.styles.craton
        blocks_all = [layout.region(place) for place in layout.places]
        placed: list[Region] = []
        for placement in game.geometry.placements:
            blocks = [layout.region(h) for h in layout.origins if h.partition(":")[0] == placement.craton]
            if not blocks:
                continue
            left = min(r.x for r in blocks)
            right = max(r.right for r in blocks)
            top = min(r.y for r in blocks) - 1
            name = game.data.cratons[placement.craton].name
            labels = [name]
            if self.achterbahn and placement.craton in game.state.latitude_dice:
                # C1g, D1a: the latitude die on this landmass, its face the craton's latitude.
                labels.insert(0, f"{name} {glyphs.DIE_SQUARE}{placement.row}")
            # The name is never cut: a craton too narrow for it lets it run past its edges, centred on the
            # craton. The die's face may run past them too, into the gaps beside the craton, where no block
            # and no other name is on that line.
            taken = [r for r in blocks_all if r.y <= top < r.bottom] + placed
            for label in labels:
                at = max(0, left + (right - left - len(label)) // 2)
                span = Region(at, top, len(label), 1)
                if label is labels[-1] or (
                    left - layout.pitch // 2 <= at
                    and span.right <= right + layout.pitch // 2
                    and not any(r.overlaps(span) for r in taken)
                ):
                    break
            canvas.put(at, top, label, style)
            placed.append(Region(at - 1, top, len(label) + 2, 1))

    def _draw_shelves(self, canvas: Canvas) -> None:
        layout = self.layout
        mark = self.styles.shelf
        colour = glyphs.readable(glyphs.rgb(mark.color), self.background)
        style = mark + Style(color=colour.rich_color)
        geometry = self.game.geometry
        for placement in geometry.placements:
            for shelf in ShelfPosition:
                coast = geometry.shelf_coast(placement.craton, shelf)
                column, row = geometry.position[coast]
                if (column + 2, row) in geometry.hex_at:
                    continue
                x, y = layout.origins[str(coast)]
                canvas.put(x + layout.hex_width, y + 1, glyphs.SHELF, style)

    def _draw_hex(self, canvas: Canvas, hex_id: str) -> None:
        game, layout = self.game, self.layout
        x, y = layout.origins[hex_id]
        width = layout.hex_width
        highlighted = hex_id in self.highlights
        dimmed = bool(self.highlights) and not highlighted
        frame = self.styles.highlight
        paint = HexPaint.of(
            hex_id,
            glyphs.BIOME[shown_biome(game, hex_id)][1],
            tint=glyphs.rgb(frame.color) if highlighted else None,
            fade=self.background if dimmed else None,
        )
        for line in range(layout.hex_height):
            canvas.put(x, y + line, " " * width, paint())

        left, inner = layout.inside(hex_id)
        canvas.put_parts(left, y, fit_first(self._top_line(hex_id, paint), inner, filler=paint()))
        self._draw_occupants(canvas, hex_id, paint)
        self.paints[hex_id] = paint

    def _top_line(self, hex_id: str, paint: HexPaint) -> list[list[Part]]:
        """The first line of a hex, from the fullest to the barest: number (or latitude die), disk mark and
        biome letter, roadrunner arrow. The disk mark gives way first (the biome letter says what the disk made),
        then the die's face (which the craton's name above repeats); the roadrunner arrow always stays."""
        game = self.game
        craton, _, number = hex_id.partition(":")
        letter, _ = glyphs.BIOME[shown_biome(game, hex_id)]
        rr_letter, rr_style = glyphs.ORGAN[OrganColour(board.roadrunner(game, hex_id).value)]
        biome: Part = (letter, paint(Style(bold=True)))
        roadrunner: Part = (glyphs.ROADRUNNER_ARROW + rr_letter, paint.mark(glyphs.rgb(rr_style), Style(bold=True)))
        if number != "0":
            where: Part = (number, paint())
            bare = where
        elif not self.achterbahn:
            where = bare = (glyphs.DIE_SQUARE, paint())
        elif craton in game.state.latitude_dice:
            face = str(game.state.latitudes.get(craton, ""))  # C1g, D1a: the die shows the craton's latitude
            where = (glyphs.DIE_SQUARE + face, paint(Style(bold=True)))
            bare = (glyphs.DIE_SQUARE, paint(Style(bold=True)))  # the craton's name keeps the face
        else:
            where = bare = (glyphs.NO_DIE, paint())
        disk = game.state.disks.get(hex_id) if self.achterbahn else None
        if disk is None:
            return [[where, biome, roadrunner], [bare, biome, roadrunner]]
        _, disk_colour = glyphs.DISK[disk]
        marked = [(glyphs.DISK_MARK, paint.mark(glyphs.rgb(disk_colour), Style(bold=True))), biome]
        return [
            [where, *marked, roadrunner],
            [where, biome, roadrunner],
            [bare, biome, roadrunner],
        ]

    def _draw_shelf_block(self, canvas: Canvas, shelf_id: str) -> None:
        """An offshore shelf of the Achterbahn map: its disks bottom first (black carbon, a green bloom on it,
        C1h, D12b), the creeples standing on a bloom (F3b), framed when it is a legal answer."""
        game, layout = self.game, self.layout
        x, y = layout.shelf_origins[shelf_id]
        highlighted = shelf_id in self.highlights
        dimmed = bool(self.highlights) and not highlighted
        frame = self.styles.highlight
        shelf = game.state.shelf(shelf_id)
        disks = [] if shelf is None else list(shelf.disks)
        kind = "bloom" if shelf is not None and shelf.bloom else "carbon" if disks else "bare"
        paint = HexPaint.of(
            shelf_id,
            glyphs.SHELF_BACKGROUND[kind],
            tint=glyphs.rgb(frame.color) if highlighted else None,
            fade=self.background if dimmed else None,
        )
        for line in range(layout.hex_height):
            canvas.put(x, y + line, " " * layout.shelf_width, paint())
        mark = self.styles.shelf_mark
        symbol = glyphs.OLYMPUS if olympus_mons(game, shelf_id) else glyphs.SHELF
        top: list[Part] = [(symbol, paint.mark(glyphs.rgb(mark.color), Style(bold=True)))]
        for disk in disks:
            letter, colour = glyphs.DISK[disk]
            top.append((letter, paint.mark(glyphs.rgb(colour), Style(bold=True))))
        if shelf_id in game.state.interlocked:
            top = [(glyphs.SHELF + "×", paint(Style(dim=True)))]
        left, inner = layout.inside(shelf_id)
        canvas.put_parts(left, y, top[:inner])
        self._draw_occupants(canvas, shelf_id, paint)
        self.paints[shelf_id] = paint

    def _draw_occupants(self, canvas: Canvas, place: str, paint: HexPaint) -> None:
        """A hex's or a shelf's herbivore and carnivore lines (and in the solo game its plant line below them)."""
        game, layout = self.game, self.layout
        left, inner = layout.inside(place)
        y = layout.region(place).y
        for line, level in enumerate(shown_levels(game), start=1):
            parts = [self._creeple_part(creeple, paint) for creeple in creeples_at(game, place, level)]
            canvas.put_parts(left, y + line, fit(parts, inner, filler=paint()))

    def _draw_edges(self, canvas: Canvas) -> None:
        """The edges of the legal answers' blocks (a frame), then the keyboard cursor's, over any frame.

        In a bare layout the edges are the gap columns either side of a block, on the map's background,
        each bar against its block, so a hex keeps all 4 characters of its marks."""
        layout, cursor = self.layout, self.cursor
        frame = self.styles.highlight
        framed = [p for p in sorted(self.highlights) if p in self.paints and p != cursor]
        cursored = [cursor] if cursor is not None and cursor in self.paints else []
        gap = HexPaint.of("", self.background, tint=None, fade=None)
        for place in [*framed, *cursored]:
            paint = self.paints[place]
            if layout.bare:
                paint = HexPaint(gap.bg, gap.base, paint.meta)
            left, right = layout.edges(place)
            top = layout.region(place).y
            if place == cursor:
                edge_style = self.paints[place](self.styles.cursor)
                bars = (" ", " ")
            else:
                edge_style = paint.mark(glyphs.rgb(frame.color), Style(bold=frame.bold), minimum=glyphs.FRAME_CONTRAST)
                bars = (
                    (glyphs.FRAME_RIGHT, glyphs.FRAME_LEFT) if layout.bare else (glyphs.FRAME_LEFT, glyphs.FRAME_RIGHT)
                )
            for line in range(layout.hex_height):
                canvas.put(left, top + line, bars[0], edge_style)
                canvas.put(right, top + line, bars[1], edge_style)

    def _creeple_part(self, creeple: Creeple, paint: HexPaint) -> Part:
        _, colour = glyphs.PLAYER[creeple.colour]
        glyph = glyphs.creeple_glyph(creeple.colour, creeple.shape)
        if not creeple.endangered:
            return glyph, paint.mark(glyphs.rgb(colour), Style(bold=True))
        lying = self.styles.endangered
        return glyphs.LYING_DOWN + glyph[:-1] + glyph[-1].lower(), paint.mark(glyphs.rgb(colour), lying)

"""The map of the game screen: every biome hex of the placed cratons, laid out as bricks.

How the hexes are laid out, as bricks, and how the map shrinks to fit is ``hex_map_layout``; where the
cursor goes and which place the mouse is on, ``hex_map_cursor``.

Line 1 of a block is the crater number (the centre shows the latitude-die square
``▣``), the biome letter and the roadrunner arrow doubled by its letter; line 2 the
herbivore level; line 3 the carnivore level. The solo game has a third trophic level
(K2): its hexes are a line taller, the plants on line 4, below the animals. An Endangered creeple lies down: a
``↓`` then its glyph with a lower-case player letter, struck through, after the
upright creeple of its level. Hovering a hex says all of this in words.

Every mark on a hex gets a fixed RGB colour that keeps a contrast of at least
``glyphs.MARK_CONTRAST`` with the hex, in colour and in the greys of NO_COLOR,
whatever the theme: the hexes' own colours are fixed, so their marks are too.

The screen calls :meth:`HexMap.show` with the game and the hexes that are legal
answers now; the widget posts :class:`HexMap.Selected` when the player picks a hex
with the mouse or with Enter (any hex: whether it is legal is the screen's question).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding, BindingType
from textual.color import Color
from textual.geometry import Offset, Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from megafauna_tui.data.vocabulary import OrganColour, ShelfPosition
from megafauna_tui.rules import board, climate
from megafauna_tui.rules.state import GameMode
from megafauna_tui.ui import glyphs
from megafauna_tui.ui.games import has_climate
from megafauna_tui.ui.widgets.hex_map_contents import creeples_at, olympus_mons, shown_biome, shown_levels
from megafauna_tui.ui.widgets.hex_map_cursor import (
    Direction,
    cursor_regions,
    first_choice,
    follow_region,
    moved,
    place_under,
)
from megafauna_tui.ui.widgets.hex_map_layout import HEX_HEIGHT, LEFT_MARGIN, PITCHES, MapLayout
from megafauna_tui.ui.widgets.hex_map_words import describe_hex, describe_shelf
from megafauna_tui.ui.widgets.repaint import changed_lines

if TYPE_CHECKING:
    from megafauna_tui.rules.engine import Game
    from megafauna_tui.rules.geometry import MapGeometry
    from megafauna_tui.rules.state import Creeple


class _Canvas:
    """A grid of styled characters that clips everything drawn outside it."""

    def __init__(self, size: Size, blank: Style) -> None:
        self.size = size
        self.cells: list[list[tuple[str, Style]]] = [[(" ", blank)] * size.width for _ in range(size.height)]

    def put(self, x: int, y: int, text: str, style: Style) -> None:
        if not 0 <= y < self.size.height:
            return
        row = self.cells[y]
        for offset, char in enumerate(text):
            if 0 <= x + offset < self.size.width:
                row[x + offset] = (char, style)

    def strips(self) -> list[Strip]:
        strips = []
        for row in self.cells:
            segments: list[Segment] = []
            text: list[str] = []
            current: Style | None = None
            for char, style in row:
                # Neighbouring cells mostly share one style object: ``is`` spares comparing them.
                if style is not current and style != current and text:
                    segments.append(Segment("".join(text), current))
                    text = []
                current = style
                text.append(char)
            if text:
                segments.append(Segment("".join(text), current))
            strips.append(Strip(segments, self.size.width))
        return strips


Part = tuple[str, Style]


def _fit(parts: list[Part], width: int, *, filler: Style) -> list[Part]:
    """Parts separated by spaces if they fit, else run together, else as many as fit then '+n'."""
    if not parts or width <= 0:
        return []
    spaced: list[Part] = []
    for index, part in enumerate(parts):
        if index:
            spaced.append((" ", filler))
        spaced.append(part)
    for attempt in (spaced, [parts[0], (" ", filler), *parts[1:]], parts):
        if sum(len(text) for text, _ in attempt) <= width:
            return attempt
    for count in range(len(parts) - 1, 0, -1):
        more = f"+{len(parts) - count}"
        if sum(len(text) for text, _ in parts[:count]) + len(more) <= width:
            return [*parts[:count], (more, filler)]
    text, style = parts[0]
    return [(text[:width], style)]


@dataclass(frozen=True)
class _HexPaint:
    """The styles of one hex block: its biome background (tinted or faded), and click meta."""

    bg: Color
    base: Style
    meta: Style

    @classmethod
    def of(cls, hex_id: str, background: str | Color, *, tint: Color | None, fade: Color | None) -> _HexPaint:
        bg = Color.parse(background) if isinstance(background, str) else background
        if tint is not None:
            bg = bg.blend(tint, 0.3)
        elif fade is not None:
            bg = bg.blend(fade, 0.5)
        fg = glyphs.readable(Color(16, 16, 16) if bg.brightness > 0.55 else Color(240, 240, 240), bg)
        return cls(bg, Style(color=fg.rich_color, bgcolor=bg.rich_color), Style.from_meta({"hex": hex_id}))

    def __call__(self, extra: Style | None = None) -> Style:
        """Text on the hex: the base, then ``extra`` (bold...), then the hex id."""
        style = self.base if extra is None else self.base + extra
        return style + self.meta

    def mark(self, colour: Color, extra: Style | None = None, *, minimum: float = glyphs.MARK_CONTRAST) -> Style:
        """A coloured mark on the hex, its colour moved until it reads on this hex."""
        style = Style(color=glyphs.readable(colour, self.bg, minimum).rich_color)
        return self(style if extra is None else extra + style)


def _fit_first(choices: list[list[Part]], width: int, *, filler: Style) -> list[Part]:
    """The first of ``choices`` (fullest first) that fits ``width``, spaced if it can be; else the last, cut."""
    for parts in choices:
        if sum(len(text) for text, _ in parts) <= width:
            return _fit(parts, width, filler=filler)
    return _fit(choices[-1], width, filler=filler)


def _put_parts(canvas: _Canvas, x: int, y: int, parts: list[Part]) -> None:
    for text, style in parts:
        canvas.put(x, y, text, style)
        x += len(text)


class HexMap(ScrollView, can_focus=True):
    """The map: biome hexes of the placed cratons, their creeples, the cursor and the legal hexes.

    Arrow keys move the cursor (over the highlighted hexes only, while there are any),
    Enter or a click picks a hex. The mouse over a hex shows what is there in words.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "cursor_up", "North", show=False, id="hex_map.up"),
        Binding("down", "cursor_down", "South", show=False, id="hex_map.down"),
        Binding("left", "cursor_left", "West", show=False, id="hex_map.left"),
        Binding("right", "cursor_right", "East", show=False, id="hex_map.right"),
        Binding("enter", "select", "Pick hex", tooltip="Pick the hex under the cursor", id="hex_map.select"),
        Binding(
            "home",
            "first_highlight",
            "First choice",
            show=False,
            tooltip="Jump to the first legal hex",
            id="hex_map.home",
        ),
    ]
    """
    | Key(s) | Description |
    | :- | :- |
    | up, down | Move the cursor to the nearest hex in the row to the north or south. |
    | left, right | Move the cursor to the previous or next hex, row by row. |
    | enter | Pick the hex under the cursor. |
    | home | Jump to the first highlighted hex. |
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "hex-map--label",
        "hex-map--craton",
        "hex-map--shelf",
        "hex-map--cursor",
        "hex-map--highlight",
        "hex-map--endangered",
    }
    """
    | Class | Description |
    | :- | :- |
    | `hex-map--label` | The latitude labels in the left margin. |
    | `hex-map--craton` | The craton names above the cratons. |
    | `hex-map--shelf` | The offshore shelf marks off the east coasts. |
    | `hex-map--cursor` | The cursor's edges (drawn over the hex colour; keep it reverse). |
    | `hex-map--highlight` | The frame of a legal hex; its colour also tints the hex. |
    | `hex-map--endangered` | A creeple lying down (added to its player's colour). |

    The other hexes fade towards the background while some are highlighted.
    """

    DEFAULT_CSS = """
    HexMap {
        width: 1fr;
        height: auto;
        overflow: auto auto;
        scrollbar-size: 1 1;
        & > .hex-map--label { color: $text-muted; }
        & > .hex-map--craton { color: $text; text-style: bold; }
        & > .hex-map--shelf { color: rgb(64, 200, 224); text-style: bold; }
        & > .hex-map--cursor { text-style: bold reverse; }
        & > .hex-map--highlight { color: rgb(255, 224, 64); text-style: bold; }
        & > .hex-map--endangered { text-style: strike; }
    }
    """

    cursor: reactive[str | None] = reactive(None, repaint=False)
    """The hex id under the keyboard cursor, or None."""

    class Selected(Message):
        """The player picked a hex (click, or Enter at the cursor)."""

        def __init__(self, hex_map: HexMap, hex_id: str) -> None:
            super().__init__()
            self.hex_map = hex_map
            self.hex_id = hex_id

        @property
        def control(self) -> HexMap:
            return self.hex_map

    class Hovered(Message):
        """The mouse moved onto a hex, or off the hexes (``hex_id`` None)."""

        def __init__(self, hex_map: HexMap, hex_id: str | None) -> None:
            super().__init__()
            self.hex_map = hex_map
            self.hex_id = hex_id

        @property
        def control(self) -> HexMap:
            return self.hex_map

    def __init__(
        self,
        *,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
        disabled: bool = False,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes, disabled=disabled)
        self._game: Game | None = None
        self._highlights: frozenset[str] = frozenset()
        self._hovered: str | None = None
        self._layout: MapLayout = MapLayout.of(None, PITCHES[0])
        self._layout_for: tuple[MapGeometry | None, Size] | None = None
        self._pitch_for: tuple[Size, int] | None = None
        """The widget size and the smallest pitch drawn at it: the map never grows back at the same size, so
        its hexes keep one look from turn to turn while cratons join, split and drift (D3, D4)."""
        self._strips: list[Strip] | None = None
        self._strips_size: Size = Size(0, 0)
        self._paints: dict[str, _HexPaint] = {}
        """Each block's paint in the last drawing, for its edges."""
        self._drawn_on: Color | None = None
        """The widget's background in the drawing under way (``_background``)."""

    # -- what to show ---------------------------------------------------------------

    def show(self, game: Game, highlights: Collection[str] = ()) -> None:
        """Draw this game's map, with ``highlights`` (hex ids) marked as the legal answers now."""
        sized_by = self._sized_by
        self._game = game
        followed = self._highlights != frozenset(highlights)
        self._highlights = frozenset(highlights)
        if self.cursor is not None and self.cursor not in game.terrain and self.cursor not in game.map.shelf_coast:
            self.cursor = None
        if self._sized_by != sized_by or not self._repaint_changes():
            self._invalidate()
            self._current_layout()
            self.refresh(layout=True)
        if followed and self._highlights:
            self.call_after_refresh(self._follow, self._highlights)

    @property
    def highlights(self) -> frozenset[str]:
        return self._highlights

    def hex_region(self, hex_id: str) -> Region:
        """Where a hex's block is drawn, in content coordinates (of the whole map, before scrolling)."""
        return self._current_layout().region(hex_id)

    def describe(self, hex_id: str) -> str:
        """What a hex or shelf holds, in words (its tooltip)."""
        if self._game is None:
            return ""
        if hex_id in self._game.map.shelf_coast:
            return describe_shelf(self._game, hex_id, legal=hex_id in self._highlights)
        if hex_id not in self._game.terrain:
            return ""
        return describe_hex(self._game, hex_id, legal=hex_id in self._highlights)

    def _follow(self, hexes: Collection[str]) -> None:
        """Scroll so that the given hexes (or as many as fit, from the first) are in view."""
        if not self.is_attached or (self.max_scroll_x == 0 and self.max_scroll_y == 0):
            return
        target = follow_region(self._current_layout(), hexes, self.scrollable_content_region.size)
        if target is not None:
            self.scroll_to_region(target, animate=False, immediate=True)

    # -- watchers ---------------------------------------------------------------------

    def watch_cursor(self, old: str | None, new: str | None) -> None:
        self._invalidate()
        layout = self._current_layout()
        shift = Offset(*self.styles.gutter.top_left) - self.scroll_offset
        regions = cursor_regions(layout, old, new, shift)
        if regions:
            self.refresh(*regions)
        if new is not None:
            self._follow((new,))

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._invalidate()

    # -- size and drawing -------------------------------------------------------------

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return max(
            1,
            MapLayout.of(self._geometry, PITCHES[0], shelves=self._achterbahn, hex_height=self._hex_height).size.width,
        )

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        layout = MapLayout.fitting(self._geometry, width, achterbahn=self._achterbahn, hex_height=self._hex_height)
        return max(1, layout.size.height)

    def on_resize(self) -> None:
        self._current_layout()

    @property
    def _sized_by(self) -> tuple[MapGeometry | None, bool, int]:
        """What the map's size depends on (``get_content_width``, ``get_content_height``): a change of these
        lays the screen out again."""
        return self._geometry, self._achterbahn, self._hex_height

    def _repaint_changes(self) -> bool:
        """Draw the map again now and repaint only its lines that changed (a creeple moved, a disk came):
        the lines that did not are not drawn again. False when the map was not drawn yet at its size."""
        drawn, drawn_size = self._strips, self._strips_size
        layout = self._current_layout()  # forgets the drawing if the layout changed
        if drawn is None or self._strips is None:
            return False
        view = self.scrollable_content_region.size
        size = Size(max(layout.size.width, view.width), max(layout.size.height, view.height))
        if size != drawn_size:
            return False
        self._strips = self._draw(size)
        changed = changed_lines(drawn, self._strips, self.scroll_offset.y, view.height, view.width)
        if changed:
            self.refresh(*changed)
        return True

    def render_line(self, y: int) -> Strip:
        layout = self._current_layout()
        view = self.scrollable_content_region.size
        size = Size(max(layout.size.width, view.width), max(layout.size.height, view.height))
        if self._strips is None or self._strips_size != size:
            self._strips = self._draw(size)
            self._strips_size = size
        scroll_x, scroll_y = self.scroll_offset
        style = self.rich_style  # walks the widget's ancestors: once a line
        index = scroll_y + y
        if 0 <= index < len(self._strips):
            strip = self._strips[index]
            if scroll_x <= 0 or view.width <= LEFT_MARGIN:
                return strip.crop_extend(scroll_x, scroll_x + view.width, style)
            # Scrolled sideways, the latitude labels and the strip stay at the left edge: every row keeps
            # its latitude in sight (the hexes under them show as the map scrolls back).
            margin = strip.crop_extend(0, LEFT_MARGIN, style)
            rest = strip.crop_extend(scroll_x + LEFT_MARGIN, scroll_x + view.width, style)
            return Strip.join([margin, rest])
        return Strip.blank(view.width, style)

    @property
    def _geometry(self) -> MapGeometry | None:
        return None if self._game is None else self._game.geometry

    @property
    def _achterbahn(self) -> bool:
        """The map of the climate games (Achterbahn and solo): disks, shelf blocks and latitude dice."""
        return self._game is not None and has_climate(self._game)

    @property
    def _strip(self) -> bool:
        """The latitude strip beside each row: the Achterbahn game's; the solo game has none (K3b)."""
        return self._game is not None and self._game.state.mode is GameMode.ACHTERBAHN

    @property
    def _hex_height(self) -> int:
        """A hex's lines: its top line, then one per trophic level of the game (two, or three in solo, K2)."""
        return HEX_HEIGHT if self._game is None else 1 + len(self._game.variant.trophic_levels)

    def _current_layout(self) -> MapLayout:
        """The layout fitting the widget (``MapLayout.in_widget``), computed again only when the map or the
        size changed."""
        geometry, size, achterbahn, tall = self._geometry, self.size, self._achterbahn, self._hex_height
        if self._layout_for is None or self._layout_for[0] is not geometry or self._layout_for[1] != size:
            cap = self._pitch_for[1] if achterbahn and self._pitch_for and self._pitch_for[0] == size else None
            layout = MapLayout.in_widget(geometry, size, achterbahn=achterbahn, hex_height=tall, max_pitch=cap)
            if geometry is not None and layout.origins:
                self._pitch_for = (size, layout.pitch if cap is None else min(cap, layout.pitch))
            self._layout = layout
            self._layout_for = (geometry, size)
            self._strips = None
            if self.virtual_size != layout.size:
                self.virtual_size = layout.size
        return self._layout

    def _invalidate(self) -> None:
        self._strips = None

    def _draw(self, size: Size) -> list[Strip]:
        blank = self.rich_style
        canvas = _Canvas(size, blank)
        game = self._game
        if game is None or size.width <= 0 or size.height <= 0:
            return canvas.strips()
        layout = self._current_layout()
        self._paints = {}
        self._drawn_on = None  # the widget's background, asked again for this drawing
        self._draw_latitudes(canvas, game, layout)
        self._draw_craton_names(canvas, game, layout)
        for hex_id in sorted(layout.origins):
            self._draw_hex(canvas, game, layout, hex_id)
        if layout.shelf_origins:
            for shelf_id in sorted(layout.shelf_origins):
                self._draw_shelf_block(canvas, game, layout, shelf_id)
        else:
            self._draw_shelves(canvas, game, layout)
        self._draw_edges(canvas, layout)
        return canvas.strips()

    def _draw_latitudes(self, canvas: _Canvas, game: Game, layout: MapLayout) -> None:
        """'lat 4' beside each row; in the Achterbahn game, the strip in force under it: humid or arid
        and the wind (F5a, G5), both ways on a windy turn (D11)."""
        style = self.get_component_rich_style("hex-map--label")
        rows: dict[int, int] = {}
        for hex_id, (_, row) in layout.coords.items():
            rows[row] = layout.origins[hex_id][1]
        strip = climate.readings(game).strip if self._strip else None
        for row, y in rows.items():
            canvas.put(0, y + 1, f"lat {row}"[: LEFT_MARGIN - 1], style)
            if strip is None:
                continue
            reading = strip.latitudes[min(max(row, climate.POLES[0]), climate.POLES[1])]
            letter, colour = glyphs.HUMIDITY[reading.humidity]
            arrow = glyphs.WINDY if game.state.windy else glyphs.WIND[reading.wind]
            canvas.put(1, y + 2, letter, style + Style.parse(colour))
            canvas.put(3, y + 2, arrow, style)

    def _draw_craton_names(self, canvas: _Canvas, game: Game, layout: MapLayout) -> None:
        style = self.get_component_rich_style("hex-map--craton")
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
            if self._achterbahn and placement.craton in game.state.latitude_dice:
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

    def _draw_shelves(self, canvas: _Canvas, game: Game, layout: MapLayout) -> None:
        mark = self.get_component_rich_style("hex-map--shelf")
        colour = glyphs.readable(glyphs.rgb(mark.color), self._background())
        style = mark + Style(color=colour.rich_color)
        geometry = game.geometry
        for placement in geometry.placements:
            for shelf in ShelfPosition:
                coast = geometry.shelf_coast(placement.craton, shelf)
                column, row = geometry.position[coast]
                if (column + 2, row) in geometry.hex_at:
                    continue
                x, y = layout.origins[str(coast)]
                canvas.put(x + layout.hex_width, y + 1, glyphs.SHELF, style)

    def _draw_hex(self, canvas: _Canvas, game: Game, layout: MapLayout, hex_id: str) -> None:
        x, y = layout.origins[hex_id]
        width = layout.hex_width
        highlighted = hex_id in self._highlights
        dimmed = bool(self._highlights) and not highlighted
        frame = self.get_component_rich_style("hex-map--highlight", partial=True)
        paint = _HexPaint.of(
            hex_id,
            glyphs.BIOME[shown_biome(game, hex_id)][1],
            tint=glyphs.rgb(frame.color) if highlighted else None,
            fade=self._background() if dimmed else None,
        )
        for line in range(layout.hex_height):
            canvas.put(x, y + line, " " * width, paint())

        left, inner = layout.inside(hex_id)
        _put_parts(canvas, left, y, _fit_first(self._top_line(game, hex_id, paint), inner, filler=paint()))
        self._draw_occupants(canvas, game, layout, hex_id, paint)
        self._paints[hex_id] = paint

    def _top_line(self, game: Game, hex_id: str, paint: _HexPaint) -> list[list[Part]]:
        """The first line of a hex, from the fullest to the barest: number (or latitude die), disk mark and
        biome letter, roadrunner arrow. The disk mark gives way first (the biome letter says what the disk made),
        then the die's face (which the craton's name above repeats); the roadrunner arrow always stays."""
        craton, _, number = hex_id.partition(":")
        letter, _ = glyphs.BIOME[shown_biome(game, hex_id)]
        rr_letter, rr_style = glyphs.ORGAN[OrganColour(board.roadrunner(game, hex_id).value)]
        biome: Part = (letter, paint(Style(bold=True)))
        roadrunner: Part = (glyphs.ROADRUNNER_ARROW + rr_letter, paint.mark(glyphs.rgb(rr_style), Style(bold=True)))
        if number != "0":
            where: Part = (number, paint())
            bare = where
        elif not self._achterbahn:
            where = bare = (glyphs.DIE_SQUARE, paint())
        elif craton in game.state.latitude_dice:
            face = str(game.state.latitudes.get(craton, ""))  # C1g, D1a: the die shows the craton's latitude
            where = (glyphs.DIE_SQUARE + face, paint(Style(bold=True)))
            bare = (glyphs.DIE_SQUARE, paint(Style(bold=True)))  # the craton's name keeps the face
        else:
            where = bare = (glyphs.NO_DIE, paint())
        disk = game.state.disks.get(hex_id) if self._achterbahn else None
        if disk is None:
            return [[where, biome, roadrunner], [bare, biome, roadrunner]]
        _, disk_colour = glyphs.DISK[disk]
        marked = [(glyphs.DISK_MARK, paint.mark(glyphs.rgb(disk_colour), Style(bold=True))), biome]
        return [
            [where, *marked, roadrunner],
            [where, biome, roadrunner],
            [bare, biome, roadrunner],
        ]

    def _draw_shelf_block(self, canvas: _Canvas, game: Game, layout: MapLayout, shelf_id: str) -> None:
        """An offshore shelf of the Achterbahn map: its disks bottom first (black carbon, a green bloom on it,
        C1h, D12b), the creeples standing on a bloom (F3b), framed when it is a legal answer."""
        x, y = layout.shelf_origins[shelf_id]
        highlighted = shelf_id in self._highlights
        dimmed = bool(self._highlights) and not highlighted
        frame = self.get_component_rich_style("hex-map--highlight", partial=True)
        shelf = game.state.shelf(shelf_id)
        disks = [] if shelf is None else list(shelf.disks)
        kind = "bloom" if shelf is not None and shelf.bloom else "carbon" if disks else "bare"
        paint = _HexPaint.of(
            shelf_id,
            glyphs.SHELF_BACKGROUND[kind],
            tint=glyphs.rgb(frame.color) if highlighted else None,
            fade=self._background() if dimmed else None,
        )
        for line in range(layout.hex_height):
            canvas.put(x, y + line, " " * layout.shelf_width, paint())
        mark = self.get_component_rich_style("hex-map--shelf", partial=True)
        symbol = glyphs.OLYMPUS if olympus_mons(game, shelf_id) else glyphs.SHELF
        top: list[Part] = [(symbol, paint.mark(glyphs.rgb(mark.color), Style(bold=True)))]
        for disk in disks:
            letter, colour = glyphs.DISK[disk]
            top.append((letter, paint.mark(glyphs.rgb(colour), Style(bold=True))))
        if shelf_id in game.state.interlocked:
            top = [(glyphs.SHELF + "×", paint(Style(dim=True)))]
        left, inner = layout.inside(shelf_id)
        _put_parts(canvas, left, y, top[:inner])
        self._draw_occupants(canvas, game, layout, shelf_id, paint)
        self._paints[shelf_id] = paint

    def _draw_occupants(self, canvas: _Canvas, game: Game, layout: MapLayout, place: str, paint: _HexPaint) -> None:
        """A hex's or a shelf's herbivore and carnivore lines (and in the solo game its plant line below them)."""
        left, inner = layout.inside(place)
        y = layout.region(place).y
        for line, level in enumerate(shown_levels(game), start=1):
            parts = [self._creeple_part(creeple, paint) for creeple in creeples_at(game, place, level)]
            _put_parts(canvas, left, y + line, _fit(parts, inner, filler=paint()))

    def _draw_edges(self, canvas: _Canvas, layout: MapLayout) -> None:
        """The edges of the legal answers' blocks (a frame), then the keyboard cursor's, over any frame.

        In a bare layout the edges are the gap columns either side of a block, on the map's background,
        each bar against its block, so a hex keeps all 4 characters of its marks."""
        frame = self.get_component_rich_style("hex-map--highlight", partial=True)
        cursor = self.get_component_rich_style("hex-map--cursor", partial=True)
        framed = [p for p in sorted(self._highlights) if p in self._paints and p != self.cursor]
        cursored = [self.cursor] if self.cursor is not None and self.cursor in self._paints else []
        gap = _HexPaint.of("", self._background(), tint=None, fade=None)
        for place in [*framed, *cursored]:
            paint = self._paints[place]
            if layout.bare:
                paint = _HexPaint(gap.bg, gap.base, paint.meta)
            left, right = layout.edges(place)
            top = layout.region(place).y
            if place == self.cursor:
                edge_style = self._paints[place](cursor)
                bars = (" ", " ")
            else:
                edge_style = paint.mark(glyphs.rgb(frame.color), Style(bold=frame.bold), minimum=glyphs.FRAME_CONTRAST)
                bars = (
                    (glyphs.FRAME_RIGHT, glyphs.FRAME_LEFT) if layout.bare else (glyphs.FRAME_LEFT, glyphs.FRAME_RIGHT)
                )
            for line in range(layout.hex_height):
                canvas.put(left, top + line, bars[0], edge_style)
                canvas.put(right, top + line, bars[1], edge_style)

    def _creeple_part(self, creeple: Creeple, paint: _HexPaint) -> Part:
        _, colour = glyphs.PLAYER[creeple.colour]
        glyph = glyphs.creeple_glyph(creeple.colour, creeple.shape)
        if not creeple.endangered:
            return glyph, paint.mark(glyphs.rgb(colour), Style(bold=True))
        lying = self.get_component_rich_style("hex-map--endangered", partial=True)
        return glyphs.LYING_DOWN + glyph[:-1] + glyph[-1].lower(), paint.mark(glyphs.rgb(colour), lying)

    def _background(self) -> Color:
        """The widget's background as fixed RGB (what faded hexes and shelf marks sit on): asked of the styles
        once a drawing (it walks the widget's ancestors), not once a hex."""
        if self._drawn_on is None:
            bgcolor = self.rich_style.bgcolor
            self._drawn_on = Color(0, 0, 0) if bgcolor is None else glyphs.rgb(bgcolor)
        return self._drawn_on

    # -- actions and mouse ------------------------------------------------------------

    def _move(self, direction: Direction) -> None:
        if self._game is None:
            return
        self.cursor = moved(self._current_layout().places, self._highlights, self.cursor, direction)

    def action_cursor_up(self) -> None:
        self._move("up")

    def action_cursor_down(self) -> None:
        self._move("down")

    def action_cursor_left(self) -> None:
        self._move("left")

    def action_cursor_right(self) -> None:
        self._move("right")

    def action_select(self) -> None:
        if self.cursor is not None and self.cursor in self._current_layout().places:
            self.post_message(self.Selected(self, self.cursor))

    def action_first_highlight(self) -> None:
        self.cursor = first_choice(self._current_layout().places, self._highlights)

    def on_click(self, event: events.Click) -> None:
        hex_id = place_under(event.style)
        if hex_id is not None:
            self.cursor = hex_id
            self.post_message(self.Selected(self, hex_id))

    def on_mouse_move(self, event: events.MouseMove) -> None:
        self._hover(place_under(event.style))

    def on_leave(self, event: events.Leave) -> None:
        self._hover(None)

    def _hover(self, hex_id: str | None) -> None:
        if hex_id != self._hovered:
            self._hovered = hex_id
            self.tooltip = None if hex_id is None else self.describe(hex_id) or None
            self.post_message(self.Hovered(self, hex_id))

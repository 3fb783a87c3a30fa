"""The map of the game screen: every biome hex of the placed cratons, laid out as bricks, as a Textual widget.

The screen calls :meth:`HexMap.show` with the game and the hexes that are legal
answers now; the widget posts :class:`HexMap.Selected` when the player picks a hex
with the mouse or with Enter (any hex: whether it is legal is the screen's question).

This module is the widget itself: what it shows, its size, its keys and mouse, and the
repaint of the lines that changed. Where each block goes is ``hex_map_layout``; how the
map is drawn, ``hex_map_drawing`` (on ``hex_map_canvas``); where the cursor goes,
``hex_map_cursor``; what it shows of the game, ``hex_map_contents``; and a place in
words, its tooltip, ``hex_map_words``. A map too big for the widget scrolls, and
follows the legal hexes and the cursor.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, ClassVar

from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Offset, Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from megafauna_tui.ui.games import has_climate
from megafauna_tui.ui.widgets.hex_map_canvas import Canvas
from megafauna_tui.ui.widgets.hex_map_cursor import (
    Direction,
    cursor_regions,
    first_choice,
    follow_region,
    moved,
    place_under,
)
from megafauna_tui.ui.widgets.hex_map_drawing import MapDrawing, MapStyles, visible_line
from megafauna_tui.ui.widgets.hex_map_layout import HEX_HEIGHT, PITCHES, MapLayout
from megafauna_tui.ui.widgets.hex_map_words import describe_hex, describe_shelf
from megafauna_tui.ui.widgets.repaint import changed_lines

if TYPE_CHECKING:
    from megafauna_tui.rules.engine import Game
    from megafauna_tui.rules.geometry import MapGeometry


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
            return visible_line(self._strips[index], scroll_x, view.width, style)
        return Strip.blank(view.width, style)

    @property
    def _geometry(self) -> MapGeometry | None:
        return None if self._game is None else self._game.geometry

    @property
    def _achterbahn(self) -> bool:
        """The map of the climate games (Achterbahn and solo): disks, shelf blocks and latitude dice."""
        return self._game is not None and has_climate(self._game)

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
        """The whole map drawn on ``size`` (the layout's size, or the view's if larger), a strip a line."""
        game = self._game
        if game is None or size.width <= 0 or size.height <= 0:
            return Canvas(size, self.rich_style).strips()
        layout = self._current_layout()
        return MapDrawing(game, layout, MapStyles.of(self), self._highlights, self.cursor).strips(size)

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

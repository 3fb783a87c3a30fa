"""Scrolling widgets that settle in one frame, so a key is answered by one repaint.

Textual's ``ScrollView`` brings its scrollbars up to date during the layout pass, and
it compares the viewport the compositor hands it with its own virtual size (the whole
content). The two differ whenever the content is longer than the window, so every
layout pass repaints both scrollbars, and that repaint needs one more frame: with the
frame timer's schedule, 17 to 33 ms after the frame that showed the change. The game
log and the tableau are almost always longer than their windows, and nearly every key
lays the screen out again (the option list changes), so each key cost two or three
frames instead of one.

``SteadyScrollbars`` repaints a scroll view's scrollbars only when its size or
content changed, and the widgets using it settle scrollbars and scroll position as
soon as their content changes, inside the frame being prepared. Even then a scrollbar
is repainted only if it is drawn differently: content that fits the window before and
after, say, leaves it as it was.

Nor does new content lay the screen out again: these views take the size their CSS
gives them and always show their scrollbar, so a longer log or another number of
options changes what they draw, never their place on the screen. Their virtual size
repaints them (Textual's would also lay out the whole screen, about as long again as
drawing the few lines that changed).
"""

from __future__ import annotations

from math import ceil
from typing import TYPE_CHECKING

from textual.geometry import Size
from textual.reactive import Reactive
from textual.scrollbar import ScrollBar

if TYPE_CHECKING:
    from textual.scroll_view import ScrollView

    _Base = ScrollView
else:
    _Base = object  # a mixin: the widget's first Textual base keeps its CSS and component classes


class SteadyScrollbars(_Base):
    """Mix into a ScrollView (first among the bases): scrollbars repaint when what they show changed."""

    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False)
    """The whole content's size: a change repaints the view and leaves the layout as it is (see the module)."""

    _scrollbars_for: tuple[Size, Size, Size] | None = None

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True) -> bool:
        shown = (size, container_size, self.virtual_size)
        if shown == self._scrollbars_for:
            return False
        self._scrollbars_for = shown
        return super()._size_updated(size, virtual_size, container_size, layout)

    def _scroll_update(self, virtual_size: Size) -> None:
        """Textual's, except that a scrollbar is repainted only when it is drawn differently."""
        self._refresh_scrollbars()
        width, height = self.container_size
        if self.show_vertical_scrollbar and self.styles.scrollbar_size_vertical:
            _measure(self.vertical_scrollbar, virtual_size.height, height - self.scrollbar_size_horizontal)
        if self.show_horizontal_scrollbar and self.styles.scrollbar_size_horizontal:
            _measure(self.horizontal_scrollbar, virtual_size.width, width - self.scrollbar_size_vertical)
        self.scroll_x = self.validate_scroll_x(self.scroll_x)
        self.scroll_y = self.validate_scroll_y(self.scroll_y)

    def settle_scrollbars(self) -> None:
        """Bring the scrollbars up to date with the content now (call after changing the virtual size); when
        they show it already, nothing is repainted."""
        size = self.outer_size
        if not size:
            return  # not laid out yet: the first layout pass does it
        shown = (size, self.container_size, self.virtual_size)
        if shown == self._scrollbars_for:
            return
        self._scroll_update(self.virtual_size)
        self._scrollbars_for = shown


def _drawn(bar: ScrollBar) -> object:
    """What a scrollbar draws (as ``ScrollBar`` renders it, in fixed colours: theirs are the same before and
    after), or None before it has a size."""
    length = bar.size.height if bar.vertical else bar.size.width
    if not length:
        return None
    virtual, window = bar.window_virtual_size, bar.window_size
    drawn = bar.renderer.render_bar(
        size=length,
        virtual_size=ceil(virtual),
        window_size=ceil(window if window < virtual else 0),
        position=bar.position,
        thickness=bar.thickness,
        vertical=bar.vertical,
    )
    return list(drawn.segments)


def _measure(bar: ScrollBar, virtual: int, window: int) -> None:
    """Tell a scrollbar the content's length and the window's; repaint it only if it is drawn differently."""
    before = _drawn(bar)
    bar.set_reactive(ScrollBar.window_virtual_size, virtual)
    bar.set_reactive(ScrollBar.window_size, window)
    if before is None or _drawn(bar) != before:
        bar.refresh()

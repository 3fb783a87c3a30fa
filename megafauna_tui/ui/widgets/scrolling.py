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
soon as their content changes, inside the frame being prepared.

Nor does new content lay the screen out again: these views take the size their CSS
gives them and always show their scrollbar, so a longer log or another number of
options changes what they draw, never their place on the screen. Their virtual size
repaints them (Textual's would also lay out the whole screen, about as long again as
drawing the few lines that changed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.geometry import Size
from textual.reactive import Reactive

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

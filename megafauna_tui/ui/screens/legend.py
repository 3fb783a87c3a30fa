"""The legend over the game: what every mark of the map, the Display and the tableau means.

The same page as the legend of the rules help (``help/legend.md``), shown over the game
screen so the position stays in sight around it. ``l`` or Esc closes it.
"""

from __future__ import annotations

from textual.binding import Binding
from textual.widget import Widget
from textual.widgets import Markdown

from megafauna_tui.ui.screens.help import legend_text
from megafauna_tui.ui.screens.page import PageScreen


class LegendScreen(PageScreen):
    """The legend in a scrolling box over the game."""

    BINDINGS = [Binding("l", "close", "Close", show=False)]
    title_text = "Legend"
    box_id = "legend"
    key = "l"

    def body(self) -> Widget:
        return Markdown(legend_text())

"""The legend over the game: what every mark of the map, the Display and the tableau means.

The same page as the legend of the rules help (``help/legend.md``), shown over the game
screen so the position stays in sight around it. ``l`` or Esc closes it.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Markdown

from megafauna_tui.ui.screens.help import legend_text


class LegendScreen(ModalScreen[None]):
    """The legend in a scrolling box over the game."""

    BINDINGS = [
        Binding("escape", "close", "Close"),
        Binding("l", "close", "Close", show=False),
    ]

    DEFAULT_CSS = """
    LegendScreen { align: center middle; }
    LegendScreen > VerticalScroll {
        width: 90%;
        max-width: 130;
        height: 90%;
        border: thick $accent;
        border-title-align: center;
        border-subtitle-align: center;
        background: $surface;
        padding: 0 1;
    }
    """

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="legend") as box:
            box.border_title = "Legend"
            box.border_subtitle = "l or Esc closes · arrows and PgUp/PgDn scroll"
            yield Markdown(legend_text())

    def on_mount(self) -> None:
        self.query_one("#legend", VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss(None)

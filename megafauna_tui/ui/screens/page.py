"""A page over the game: a scrolling, bordered box the player reads and closes, the position in sight around it.

The legend and the climate ledger are such pages; each names its title, the key that
closes it beside Esc, and what it shows.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widget import Widget


class PageScreen(ModalScreen[None]):
    """A modal page: Esc, or the key that opened it, closes it; the arrows and PgUp/PgDn scroll it."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "close", "Close")]

    DEFAULT_CSS = """
    PageScreen { align: center middle; }
    PageScreen > VerticalScroll {
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

    title_text: ClassVar[str] = ""
    box_id: ClassVar[str] = "page"
    key: ClassVar[str] = ""
    """The key that opens the page and closes it again (bound by each page beside Esc)."""

    def body(self) -> Widget:
        """What the page shows."""
        raise NotImplementedError

    def compose(self) -> ComposeResult:
        with VerticalScroll(id=self.box_id) as box:
            box.border_title = self.title_text
            box.border_subtitle = f"{self.key} or Esc closes · arrows and PgUp/PgDn scroll"
            yield self.body()

    def on_mount(self) -> None:
        self.query_one(f"#{self.box_id}", VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss(None)

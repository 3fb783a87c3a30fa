"""The in-game menu: resume, save, help, back to the start screen, quit."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList
from textual.widgets.option_list import Option


class MenuScreen(ModalScreen[str | None]):
    BINDINGS = [Binding("escape", "dismiss_menu", "Resume")]

    DEFAULT_CSS = """
    MenuScreen { align: center middle; }
    MenuScreen > Vertical { width: 44; height: auto; border: thick $accent; background: $surface; padding: 1; }
    MenuScreen OptionList { height: auto; }
    """

    def compose(self) -> ComposeResult:
        with Vertical():
            yield OptionList(
                Option("Resume", id="resume"),
                Option("Save the game", id="save"),
                Option("Rules help", id="help"),
                Option("Back to the start screen (the game is autosaved)", id="start"),
                Option("Quit", id="quit"),
            )

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)

    def action_dismiss_menu(self) -> None:
        self.dismiss(None)

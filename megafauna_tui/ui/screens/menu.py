"""The in-game menu (resume, save, help, back to the start screen, quit) and the yes-or-no dialog."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, OptionList, Static
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
                Option("Export a bug report", id="bug_report"),
                Option("Quit", id="quit"),
            )

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)

    def action_dismiss_menu(self) -> None:
        self.dismiss(None)


class ConfirmScreen(ModalScreen[bool]):
    """A yes-or-no question before something that cannot be taken back lightly; Esc answers no."""

    BINDINGS = [
        Binding("y", "answer(True)", "Yes"),
        Binding("n", "answer(False)", "No"),
        Binding("escape", "answer(False)", "No", show=False),
    ]

    DEFAULT_CSS = """
    ConfirmScreen { align: center middle; }
    ConfirmScreen > Vertical { width: 72; height: auto; border: thick $warning; background: $surface; padding: 1 2; }
    ConfirmScreen #confirm-title { text-style: bold; margin-bottom: 1; }
    ConfirmScreen #confirm-buttons { height: auto; margin-top: 1; }
    ConfirmScreen Button { margin-right: 2; }
    """

    def __init__(self, title: str, question: str | Text, *, yes: str, no: str) -> None:
        super().__init__()
        self.title_text = title
        self.question = question
        self.yes = yes
        self.no = no

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.title_text, id="confirm-title", markup=False)
            yield Static(self.question, id="confirm-question", markup=False)
            with Horizontal(id="confirm-buttons"):
                yield Button(f"{self.yes} (y)", id="yes", variant="warning")
                yield Button(f"{self.no} (n)", id="no", variant="primary")

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()  # Enter on a stray key keeps things as they are

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "yes")

    def action_answer(self, agreed: bool) -> None:
        self.dismiss(agreed)

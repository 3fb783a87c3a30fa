"""Between two people's decisions: name who plays next, so nobody answers for someone else."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.savefile import Seat
from megafauna_tui.ui.glyphs import PLAYER


class HandoffScreen(ModalScreen[None]):
    BINDINGS = [Binding("enter", "dismiss_screen", "Ready"), Binding("space", "dismiss_screen", "Ready", show=False)]

    DEFAULT_CSS = """
    HandoffScreen { align: center middle; background: $background; }
    HandoffScreen > Vertical { width: 60; height: auto; border: thick $accent; padding: 1 2; background: $surface; }
    HandoffScreen Static { width: 100%; content-align: center middle; }
    HandoffScreen Button { margin-top: 1; }
    """

    def __init__(self, seat: Seat) -> None:
        super().__init__()
        self.seat = seat

    def compose(self) -> ComposeResult:
        colour = PlayerColour(self.seat.colour)
        letter, style = PLAYER[colour]
        text = Text(justify="center")
        text.append("Pass the keyboard to\n\n")
        text.append(f" {self.seat.name} ", style=f"bold black on {style}")
        text.append(f"\n{colour.value.capitalize()} [{letter}]\n")
        with Vertical():
            yield Static(text, id="handoff-text")
            with Center():
                yield Button("I am ready (Enter)", id="ready", variant="primary")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)

    def action_dismiss_screen(self) -> None:
        self.dismiss(None)

"""Between two people's decisions: name who plays next, so nobody answers for someone else.

The game screen keeps one hand-off screen for the whole game and shows it again
with the next name (``show``): a screen built and torn down at every hand-off costs
two more layout passes, which people feel on the most frequent screen change.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Button, Static

from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.savefile import Seat
from megafauna_tui.ui.glyphs import PLAYER


class HandoffScreen(Screen[None]):
    """Opaque: a full screen, so the game below is neither seen nor drawn while it waits."""

    AUTO_FOCUS = None  # Enter and Space answer on the screen itself; a focused button would repaint late
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
        with Vertical():
            yield Static(self._text(), id="handoff-text")
            with Center():
                yield Button("I am ready (Enter)", id="ready", variant="primary")

    def show(self, seat: Seat) -> None:
        """Name another player (before the screen is shown again)."""
        self.seat = seat
        self.query_one("#handoff-text", Static).update(self._text())

    def _text(self) -> Text:
        colour = PlayerColour(self.seat.colour)
        letter, style = PLAYER[colour]
        text = Text(justify="center")
        text.append("Pass the keyboard to\n\n")
        text.append(f" {self.seat.name} ", style=f"bold black on {style}")
        text.append(f"\n{colour.value.capitalize()} [{letter}]\n")
        return text

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)

    def action_dismiss_screen(self) -> None:
        self.dismiss(None)

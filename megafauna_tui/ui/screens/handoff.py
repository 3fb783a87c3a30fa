"""Between two people's decisions: name who plays next, so nobody answers for someone else.

The game screen keeps one hand-off screen for the whole game and shows it again
with the next name (``show``): a screen built and torn down at every hand-off costs
two more layout passes, which people feel on the most frequent screen change.

The screen says which keys go on (Enter or Space), in its text and its footer. A key
typed before it appeared (the last player's Enter pressed twice) does not dismiss it:
the next person has to see it.
"""

from __future__ import annotations

from rich.text import Text
from textual._time import get_time  # the clock Textual stamps every event with
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.events import Key
from textual.screen import Screen
from textual.widgets import Button, Static

from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.savefile import Seat
from megafauna_tui.ui.glyphs import PLAYER
from megafauna_tui.ui.widgets.footer import KeyFooter


class HandoffScreen(Screen[None]):
    """Opaque: a full screen, so the game below is neither seen nor drawn while it waits."""

    AUTO_FOCUS = None  # Enter and Space answer on the screen itself; a focused button would repaint late
    BINDINGS = [
        Binding("enter", "dismiss_screen", "Continue", tooltip="The named player has the keyboard: show the game"),
        Binding("space", "dismiss_screen", "Continue", show=False),
    ]

    DEFAULT_CSS = """
    HandoffScreen { align: center middle; background: $background; }
    HandoffScreen > Vertical { width: 60; height: auto; border: thick $accent; padding: 1 2; background: $surface; }
    HandoffScreen Static { width: 100%; content-align: center middle; }
    HandoffScreen Button { margin-top: 1; }
    HandoffScreen #handoff-keys { color: $text-muted; margin-top: 1; }
    HandoffScreen #handoff-reason { text-align: center; text-style: bold; color: $text-accent; margin-bottom: 1; }
    HandoffScreen #handoff-reason.-none { display: none; }
    """

    def __init__(self, seat: Seat, reason: str | None = None) -> None:
        super().__init__()
        self.seat = seat
        self.reason = reason
        """Why this player is asked out of turn (the Medea's holder in the middle of the events), or None."""
        self._shown_at = get_time()
        self._leaving = False

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self._text(), id="handoff-text")
            yield Static(self.reason or "", id="handoff-reason", markup=False, classes="" if self.reason else "-none")
            with Center():
                ready = Button("I am ready (Enter)", id="ready", variant="primary")
                ready.can_focus = False  # Enter and Space belong to the screen, whose footer shows them
                yield ready
            yield Static("Enter or Space: continue as this player", id="handoff-keys")
        yield KeyFooter()

    def show(self, seat: Seat, reason: str | None = None) -> None:
        """Name another player, and why they are asked if it is out of turn (before the screen is shown again)."""
        self.seat = seat
        self.reason = reason
        self.query_one("#handoff-text", Static).update(self._text())
        why = self.query_one("#handoff-reason", Static)
        why.update(reason or "")
        why.set_class(not reason, "-none")

    def _text(self) -> Text:
        colour = PlayerColour(self.seat.colour)
        letter, style = PLAYER[colour]
        text = Text(justify="center")
        text.append("Pass the keyboard to\n\n")
        text.append(f" {self.seat.name} ", style=f"bold black on {style}")
        text.append(f"\n{colour.value.capitalize()} [{letter}]\n")
        return text

    def on_screen_resume(self) -> None:
        self._shown_at = get_time()
        self._leaving = False

    def on_key(self, event: Key) -> None:
        """Enter or Space hands over; every other key, and any key typed before this screen appeared
        (meant for the game below) or after the first Enter (meant for the next player), stops here.

        Handled here rather than by the bindings (which only show the keys in the footer): a
        binding is looked up when the key reaches the app, by when the game may be showing again.
        """
        event.stop()
        event.prevent_default()
        if event.time >= self._shown_at and event.key in ("enter", "space"):
            self._leave()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self._leave()

    def action_dismiss_screen(self) -> None:
        self._leave()

    def _leave(self) -> None:
        if not self._leaving:
            self._leaving = True
            self.dismiss(None)

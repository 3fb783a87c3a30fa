"""The prompt: the pending decision and its legal options, numbered.

Number keys pick an option directly (1-9, 0 for the tenth); arrows and Enter or a
mouse click work too. Picking posts ``PromptPanel.Answered`` with the option key.
"""

from __future__ import annotations

from collections.abc import Collection

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from megafauna_tui.rules.decisions import Decision
from megafauna_tui.ui.glyphs import PLAYER
from megafauna_tui.ui.widgets.scrolling import SteadyScrollbars


class Options(SteadyScrollbars, OptionList):
    """The option list, its scrollbar settled in the frame that shows new options."""


class PromptPanel(Vertical):
    """The question being asked and its answers."""

    BINDINGS = [
        *(Binding(str(n), f"pick({n})", show=False) for n in range(1, 10)),
        Binding("0", "pick(10)", show=False),
    ]

    DEFAULT_CSS = """
    PromptPanel { height: 1fr; border: round $accent; padding: 0 1; }
    PromptPanel > #question { height: auto; width: 100%; text-style: bold; }
    /* The scrollbar is always there: one that comes and goes changes the layout, a frame later. */
    PromptPanel > OptionList { height: 1fr; border: none; padding: 0; overflow-y: scroll; scrollbar-size-vertical: 1; }
    """

    class Answered(Message):
        def __init__(self, key: str) -> None:
            self.key = key
            super().__init__()

    def __init__(self, *, name: str | None = None, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self._keys: list[str] = []

    def compose(self) -> ComposeResult:
        yield Label("", id="question")
        yield Options(id="options")

    def show(self, decision: Decision | None, *, waiting: str = "", focus: Collection[str] = ()) -> None:
        """Show a decision; ``focus`` narrows the list to some keys (a hex with two levels)."""
        question = self.query_one("#question", Label)
        options = self.query_one("#options", Options)
        self._keys = []
        if decision is None:
            options.clear_options()
            question.update(Text(waiting or "The game is over."))
            return
        letter, colour = PLAYER[decision.player]
        head = Text()
        head.append(f" {decision.player.value.capitalize()} [{letter}] ", style=f"bold black on {colour}")
        head.append(f" {decision.prompt} ")
        head.append(f"({decision.rule}, F1 for the rule)", style="dim")
        question.update(head)
        shown = [o for o in decision.options if not focus or o.key in focus]
        entries = []
        for number, option in enumerate(shown, start=1):
            label = Text()
            label.append(f"{number % 10}. " if number <= 10 else "   ", style="bold cyan")
            label.append(option.label)
            label.append(f"  {option.rule}", style="dim")
            entries.append(Option(label, id=option.key))
            self._keys.append(option.key)
        options.set_options(entries)  # one update, not one per option
        if shown:
            options.highlighted = 0
        options.settle_scrollbars()

    @property
    def keys(self) -> list[str]:
        return list(self._keys)

    def action_pick(self, number: int) -> None:
        if 1 <= number <= len(self._keys):
            self.post_message(self.Answered(self._keys[number - 1]))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None:
            self.post_message(self.Answered(event.option.id))

    def focus_options(self) -> None:
        options = self.query_one("#options", Options)
        if self.screen.focused is not options:  # focusing again would only cost a repaint
            options.focus()

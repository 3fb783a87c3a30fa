"""The prompt: the pending decision and its legal options, numbered.

Number keys pick an option directly (1-9, 0 for the tenth); past ten options every
option has its own number, typed digit by digit: a number no longer one starts (12 of
13) answers at once, one that could go on (1 of 13) moves the cursor there, so Enter
takes it or the next digit goes on. Arrows and Enter or a mouse click work too.
Picking posts ``PromptPanel.Answered`` with the option key and the time the key was
typed, so the screen can drop a key typed for an earlier decision. Above the question,
a note tells the deciding person what the rules did for them since their last choice
(a choice with one legal option is made for them).
Below it, a hint (asked for with ``h``) names the search bot's top options, marks them
in the list and puts the cursor on the best, so Enter takes it.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping, Sequence
from typing import TYPE_CHECKING, ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual._time import get_time  # the clock Textual stamps every event with
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.events import Key
from textual.message import Message
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.rules.decisions import Decision
from megafauna_tui.ui.glyphs import PLAYER
from megafauna_tui.ui.widgets.game_log import wording
from megafauna_tui.ui.widgets.scrolling import SteadyScrollbars

if TYPE_CHECKING:
    from megafauna_tui.ui.thinking import Hint


#: From this width on the prompt has room for the hint's best option in full words.
ROOMY = 90


def _one_line(content: Text | str, width: int) -> bool:
    """Whether a label ``width`` cells wide shows ``content`` on one line."""
    plain = content.plain if isinstance(content, Text) else content
    return "\n" not in plain and cell_len(plain) <= width


class Options(SteadyScrollbars, OptionList, inherit_bindings=False):
    """The option list, its scrollbar settled in the frame that shows new options.

    Enter is not bound here: the panel answers Enter with the time it was typed. A
    binding would also fire for an Enter pressed on a hand-off or dialog just closing,
    since bindings are looked up on whatever screen is showing when the key arrives.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("down", "cursor_down", "Down", show=False),
        Binding("end", "last", "Last", show=False),
        Binding("home", "first", "First", show=False),
        Binding("up", "cursor_up", "Up", show=False),
    ]


class PromptPanel(Vertical):
    """The question being asked and its answers."""

    DEFAULT_CSS = """
    PromptPanel { height: 1fr; border: round $accent; padding: 0 1; }
    PromptPanel > #note { height: auto; max-height: 4; width: 100%; display: none; color: $text-warning; }
    PromptPanel > #note.shown { display: block; }
    PromptPanel > #question { height: auto; width: 100%; text-style: bold; }
    PromptPanel > #hint { height: auto; max-height: 7; width: 100%; display: none; color: $text-success; }
    PromptPanel > #hint.shown { display: block; }
    /* The scrollbar is always there: one that comes and goes changes the layout, a frame later. */
    PromptPanel > OptionList { height: 1fr; border: none; padding: 0; overflow-y: scroll; scrollbar-size-vertical: 1; }
    """

    class Answered(Message):
        """An option was picked; ``typed`` is when the key or click that picked it happened."""

        def __init__(self, key: str, typed: float) -> None:
            self.key = key
            self.typed = typed
            super().__init__()

    def __init__(self, *, name: str | None = None, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self._keys: list[str] = []
        self._asked: Decision | None = None
        self.shown_at = 0.0
        """When the options now shown were put up; a key typed before then was meant for something else."""
        self._covered = False
        self._typed = ""
        """The digits typed so far of an option's number, past ten options."""
        self._labels: dict[str | None, Text | str] = {}
        """What the note, the question and the hint show (``_put``)."""

    def compose(self) -> ComposeResult:
        yield Label("", id="note")
        yield Label("", id="question")
        yield Label("", id="hint")
        yield Options(id="options")

    def show(
        self,
        decision: Decision | None,
        *,
        waiting: str = "",
        focus: Collection[str] = (),
        names: Mapping[PlayerColour, str] | None = None,
        notes: Sequence[Text] = (),
        side: str | None = None,
        hint: Hint | None = None,
        hinting: str = "",
    ) -> None:
        """Show a decision, asked of the person ``names`` gives for its colour.

        ``focus`` narrows the list to some keys (a hex with two levels); ``notes`` say
        what the rules did for this person since their last choice; ``side`` names which of
        the solo player's sides decides ('Plant (Green)'); ``hint`` is the search's advice on
        this decision, ``hinting`` what to say while it is being thought.
        """
        names = names or {}
        question = self.query_one("#question", Label)
        options = self.query_one("#options", Options)
        note = self.query_one("#note", Label)
        self._keys = []
        self._typed = ""
        if decision != self._asked or decision is None:
            self._asked = decision
            self.reopen()
        note.set_class(bool(notes) and decision is not None, "shown")
        self._put(note, Text("\n").join(notes) if notes else "")
        if decision is None:
            self.show_hinting("")
            options.clear_options()
            self._put(question, Text(waiting or "The game is over."))
            return
        self._put(question, self.header(decision, names, side=side))
        shown = [o for o in decision.options if not focus or o.key in focus]
        marks = hint.marks() if hint is not None else {}
        entries = []
        many = len(shown) > 10  # every option its own number, typed digit by digit
        for number, option in enumerate(shown, start=1):
            label = Text()
            label.append(f"{number:>2}. " if many else f"{number % 10}. ", style="bold cyan")
            label.append(wording(option.label, names))
            label.append(f"  ({option.rule})", style="dim italic")
            if option.key in marks:
                label.append(f"  ◀ hint: {marks[option.key]}", style="bold")
            entries.append(Option(label, id=option.key))
            self._keys.append(option.key)
        options.set_options(entries)  # one update, not one per option
        if shown:
            options.highlighted = 0
        if hint is not None:
            from megafauna_tui.ui.thinking import hint_text

            numbers = {key: number for number, key in enumerate(self._keys, start=1)}
            roomy = self.size.width >= ROOMY  # narrower, the full words would crowd out the options
            self._show_hint_text(hint_text(hint, numbers, names, roomy=roomy))
            self.highlight(hint.best)
        else:
            self.show_hinting(hinting)
        options.settle_scrollbars()

    def show_waiting(self, waiting: str) -> None:
        """While a bot decides: say so, with the search's sign of life (redrawn on its own, many times a second)."""
        if self._asked is None:
            self._put(self.query_one("#question", Label), Text(waiting))

    def show_hinting(self, hinting: str) -> None:
        """Say that a hint is being thought (or nothing: an empty string hides the hint's line)."""
        self._show_hint_text(Text(hinting) if hinting else None)

    def _show_hint_text(self, text: Text | None) -> None:
        hint = self.query_one("#hint", Label)
        hint.set_class(text is not None, "shown")
        self._put(hint, text if text is not None else "")

    def _put(self, label: Label, content: Text | str) -> None:
        """Show ``content`` in the note, the question or the hint: nothing is redrawn when the label shows it
        already, and the screen is laid out again only when the label's height may change (one line given
        another that fits is only repainted)."""
        if self._labels.get(label.id) == content:
            return
        self._labels[label.id] = content
        width, height = label.size
        label.update(content, layout=not (height == 1 and _one_line(content, width)))

    def highlight(self, key: str) -> None:
        """Put the cursor on one option (the hint's best), so Enter picks it."""
        if key in self._keys:
            options = self.query_one("#options", Options)
            options.highlighted = self._keys.index(key)

    @staticmethod
    def header(decision: Decision, names: Mapping[PlayerColour, str], *, side: str | None = None) -> Text:
        """'Bob, black [K]  Choose an action: (rule A2c)': who decides, what, and under which rule. In the solo
        game the one person decides for two sides: 'Plant (Green) decides [G]  ... (rule K8a)'."""
        letter, colour = PLAYER[decision.player]
        name = names.get(decision.player, "").strip()
        who = f"{name}, {decision.player.value}" if name else decision.player.value.capitalize()
        if side is not None:
            who = f"{side} decides"
        head = Text()
        head.append(f" {who} [{letter}] ", style=f"bold black on {colour}")
        prompt = wording(decision.prompt, names)
        prompt = prompt.removesuffix(f" ({decision.rule})")  # the rule is named once, just below
        head.append(f" {prompt} ")
        head.append(f"(rule {decision.rule})", style="dim not bold")  # the footer says F1 opens it
        return head

    @property
    def keys(self) -> list[str]:
        return list(self._keys)

    def reopen(self) -> None:
        """Take keys typed once these new options are on screen (unless something covers them)."""
        if not self._covered:
            self.shown_at = get_time()
            self.call_after_refresh(self._drawn)

    def cover(self) -> None:
        """Take no keys until ``uncover``: a hand-off or a dialog is over the options."""
        self._covered = True
        self.shown_at = math.inf

    def uncover(self) -> None:
        """The options are in view again: take keys typed once they are drawn."""
        self._covered = False
        self.reopen()

    def _drawn(self) -> None:
        """The first frame with these options is out: a key typed before it was typed for what was there."""
        if not self._covered:
            self.shown_at = max(self.shown_at, get_time())

    def on_key(self, event: Key) -> None:
        """Number keys and Enter answer here, with the time they were typed; keys typed earlier are dropped.

        Handled on the way up from the option list rather than by bindings: a binding
        runs later, when the new options may already be there, and cannot tell when its
        key was typed.
        """
        if event.time < self.shown_at:
            event.stop()  # typed for the options that were there before
            event.prevent_default()
            return
        if event.key == "enter":
            highlighted = self.query_one("#options", Options).highlighted
            number = None if highlighted is None else highlighted + 1
        elif event.key.isdigit() and len(event.key) == 1:
            number = self._digit(event.key)
        else:
            return
        event.stop()
        event.prevent_default()
        if number is not None and 1 <= number <= len(self._keys):
            self._typed = ""
            self.post_message(self.Answered(self._keys[number - 1], typed=event.time))

    def _digit(self, digit: str) -> int | None:
        """The option a typed digit answers: up to ten options the digit itself (0 the tenth); past ten the
        number typed so far, once no longer option's number starts with it. Until then the cursor moves to
        it and None is returned: Enter takes it, the next digit goes on."""
        count = len(self._keys)
        if count <= 10:
            return int(digit) or 10
        typed = self._typed + digit
        if not 1 <= int(typed) <= count or typed.startswith("0"):
            typed = digit  # no option has that number: start again from this digit
        if typed == "0":
            self._typed = ""
            return None
        self._typed = typed
        if any(str(n).startswith(typed) and len(str(n)) > len(typed) for n in range(1, count + 1)):
            self.query_one("#options", Options).highlighted = int(typed) - 1
            return None
        return int(typed)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """A click on an option (Enter is handled in ``on_key``)."""
        event.stop()
        if event.option.id is not None:
            self.post_message(self.Answered(event.option.id, typed=event.time))

    def focus_options(self) -> None:
        options = self.query_one("#options", Options)
        if self.screen.focused is not options:  # focusing again would only cost a repaint
            options.focus()

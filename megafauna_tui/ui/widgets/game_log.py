"""The game log: what happened, each line with the rule that made it happen.

The log of a whole game runs to thousands of entries. Rather than keep every line
drawn (as Textual's RichLog does, with a dozen tracked objects a line, which makes
each full garbage collection slower as the game goes on and shows up as stutter on
keys), the log keeps the engine's entries and the line each one ends on, and draws
only the entries in view, with a small cache for scrolling.

The engine's log names players by colour; the log shows each person's name beside
their colour (``wording``), so people at one keyboard read who did what. Scroll it
with PgUp/PgDn from the game screen, the mouse wheel, or the arrows once focused.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual.cache import LRUCache
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.rules.state import LogEntry
from megafauna_tui.ui.widgets.scrolling import SteadyScrollbars

#: Columns before an entry's text: "T12 E1a   "; wrapped lines are indented as far.
HANG = 10
#: Entries kept drawn; the others are drawn again when they scroll back into view.
CACHED_ENTRIES = 256

_TURN = Style(dim=True)
_RULE = Style(bold=True, color="cyan")

#: Rules whose entries list players in lower case ("Player order: orange, black.").
_LISTS_PLAYERS = frozenset({"C1", "C1p", "A5"})


def wording(text: str, names: Mapping[PlayerColour, str], *, rule: str = "") -> str:
    """The engine's text as people read it: each player's colour followed by their name.

    The engine writes a player as 'Black' (and 'black' in the player order, 'of black'
    for a newborn, 'black:flyer' in a crowd-disease list); an organ or card colour is
    always lower case in other places, so only those forms are taken for players.
    """
    if not names:
        return text
    capitalised, listed, lowered, tag = _namer(tuple(sorted((c.value, n.strip()) for c, n in names.items())))
    if capitalised is None or listed is None or lowered is None:
        return text
    text = capitalised.sub(tag, text)
    return (listed if rule in _LISTS_PLAYERS else lowered).sub(tag, text)


_Namer = tuple[re.Pattern[str] | None, re.Pattern[str] | None, re.Pattern[str] | None, Callable[[re.Match[str]], str]]


@lru_cache(maxsize=8)
def _namer(names: tuple[tuple[str, str], ...]) -> _Namer:
    """The patterns that find players' colours, compiled once per set of names (the log words thousands of lines)."""
    by_word = {colour: name for colour, name in names if name}

    def tag(match: re.Match[str]) -> str:
        return f"{match[0]} ({by_word[match[0].lower()]})"

    if not by_word:
        return None, None, None, tag
    words = "|".join(by_word)
    capitalised = re.compile(rf"\b(?:{'|'.join(w.capitalize() for w in by_word)})\b")
    listed = re.compile(rf"\b(?:{words})\b")
    lowered = re.compile(rf"(?<=\bof )(?:{words})\b|\b(?:{words})(?=:[a-z])")
    return capitalised, listed, lowered, tag


class GameLog(SteadyScrollbars, ScrollView, can_focus=True):
    """The engine's log entries, newest at the bottom; new entries scroll into view in the frame that shows them."""

    DEFAULT_CSS = """
    GameLog {
        height: 1fr;
        border: round $panel;
        background: $surface;
        overflow-x: hidden;
        overflow-y: scroll;  /* always there: a scrollbar that comes and goes changes the layout */
        scrollbar-size-vertical: 1;
    }
    GameLog:focus { border: round $accent; }
    """

    def __init__(self, *, name: str | None = None, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self._entries: Sequence[LogEntry] = ()
        self._names: dict[PlayerColour, str] = {}
        self._ends: list[int] = []  # the line after each entry's last line, at self._width
        self._width = 0
        self._drawn: LRUCache[int, list[Strip]] = LRUCache(CACHED_ENTRIES)

    def show(self, entries: Sequence[LogEntry], *, names: Mapping[PlayerColour, str] | None = None) -> None:
        """Show these entries, naming players by ``names`` too; the screen passes the game's log after every change."""
        names = dict(names or {})
        if entries is not self._entries or len(entries) < len(self._ends) or names != self._names:
            # undo or load: a different history
            self._entries = entries
            self._names = names
            self._ends = []
            self._drawn.clear()
        if len(self._ends) == len(entries) and self._width == self._content_width():
            return
        if not self.size.width:
            return  # not laid out yet: measuring waits for the real width (on_resize), wrapping everything once
        self._measure()
        self.scroll_end(animate=False, immediate=True, x_axis=False)

    @property
    def lines(self) -> list[str]:
        """Every line as drawn now, as plain text (for tests)."""
        return [strip.text for index in range(len(self._ends)) for strip in self._entry_lines(index)]

    # -- layout ----------------------------------------------------------------------

    def _content_width(self) -> int:
        return max(HANG + 10, self.scrollable_content_region.width)

    def _measure(self) -> None:
        """Count the lines of entries not measured yet (all of them when the width changed)."""
        width = self._content_width()
        if width != self._width:
            self._width = width
            self._ends = []
            self._drawn.clear()
        end = self._ends[-1] if self._ends else 0
        for entry in self._entries[len(self._ends) :]:
            end += self._height(entry)
            self._ends.append(end)
        self.virtual_size = Size(width, end)
        self.settle_scrollbars()
        self.refresh()

    def _text(self, entry: LogEntry) -> str:
        return wording(entry.text, self._names, rule=entry.rule)

    def _height(self, entry: LogEntry) -> int:
        room = self._width - HANG
        text = self._text(entry)
        if "\n" not in text and cell_len(text) <= room:
            return 1  # most entries: no need to wrap
        return len(Text(text).wrap(self.app.console, room))

    def on_resize(self) -> None:
        if self._width != self._content_width():
            self._measure()
            self.scroll_end(animate=False, immediate=True, x_axis=False)

    # -- drawing ---------------------------------------------------------------------

    def _entry_lines(self, index: int) -> list[Strip]:
        drawn = self._drawn.get(index)
        if drawn is not None:
            return drawn
        entry = self._entries[index]
        console = self.app.console
        wrapped = Text(self._text(entry)).wrap(console, self._width - HANG)
        head = Text(end="")
        head.append(f"T{entry.turn:<2} ", style=_TURN)
        head.append(f"{entry.rule:<5} ", style=_RULE)
        head.truncate(HANG, pad=True)
        indent = Text(" " * HANG, end="")
        drawn = []
        for number, line in enumerate(wrapped):
            text = (head if number == 0 else indent).copy()
            text.append_text(line)
            text.end = ""
            drawn.append(Strip(text.render(console)))
        self._drawn[index] = drawn
        return drawn

    def render_line(self, y: int) -> Strip:
        _, scroll_y = self.scroll_offset
        width = self.scrollable_content_region.width
        style = self.rich_style  # walks the widget's ancestors: once a line
        line = scroll_y + y
        index = bisect_right(self._ends, line)
        if index >= len(self._ends):
            return Strip.blank(width, style)
        start = self._ends[index - 1] if index else 0
        lines = self._entry_lines(index)
        strip = lines[line - start] if line - start < len(lines) else Strip.blank(width)
        return strip.crop_extend(0, width, style).apply_style(style)

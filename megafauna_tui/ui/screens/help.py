"""The rules help: our own account of every rule, by part, searchable, plus the key bindings.

The left column lists every section (the keys, each part, each rule by its ID);
typing in the search box narrows it to sections whose title or text matches.
The right pane shows the chosen section only, so even the longest part opens at
once. The prompt's F1 opens the help at the rule of the current decision.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Input, Markdown, OptionList
from textual.widgets.option_list import Option

from megafauna_tui.ui.widgets.footer import KeyFooter

KEYS = """\
# Keys

| key | what it does |
| --- | --- |
| 1-9, 0 | pick that option of the prompt (0 is the tenth) |
| arrows, Enter | move through the options, or the map cursor, and pick |
| mouse click | pick an option, a hex on the map or a card |
| m / o | move to the map / back to the options |
| t | show the next player's tableau |
| l | the legend: what every mark on the screen means (l or Esc closes it) |
| u | undo the last choice (never past a card drawn or a die rolled) |
| Ctrl+S | save the game into the saves folder |
| F1 | this help, at the rule of the current decision |
| ? | this help |
| Esc | menu (resume, save, help, back to the start screen, quit) |
| Ctrl+P | command palette |
| Ctrl+Q | quit (the game is autosaved after every decision) |
"""

#: The page of the help that explains every mark on the screen (also shown over the game by ``l``).
LEGEND = "legend.md"

_HEADING = re.compile(r"^(#{1,6}) (.+)$")


@dataclass(frozen=True)
class Section:
    level: int
    title: str
    text: str
    """The heading and its text, down to the next heading of the same or a higher level."""

    @property
    def rule(self) -> str:
        """The rule ID the title starts with, if any ('G4', 'E1a'...)."""
        first = self.title.split(" ", 1)[0]
        return first if re.fullmatch(r"[A-N](\d+[a-z]?|[a-z]\d*)?", first) else ""


@cache
def help_text() -> str:
    """The whole help document: the keys, the legend, then every part of the rules in order, the glossary last."""
    folder = resources.files("megafauna_tui.ui") / "help"
    parts = [KEYS]
    if folder.is_dir():
        order = {LEGEND: 0, "glossary.md": 2}
        for entry in sorted(folder.iterdir(), key=lambda e: (order.get(e.name, 1), e.name)):
            if entry.name.endswith(".md"):
                parts.append(entry.read_text(encoding="utf-8"))
    return "\n\n".join(parts)


@cache
def legend_text() -> str:
    """The legend page, for the overlay on the game screen."""
    return (resources.files("megafauna_tui.ui") / "help" / LEGEND).read_text(encoding="utf-8")


@cache
def sections() -> tuple[Section, ...]:
    lines = help_text().splitlines()
    heads = [(i, len(m.group(1)), m.group(2).strip()) for i, line in enumerate(lines) if (m := _HEADING.match(line))]
    found = []
    for index, (start, level, title) in enumerate(heads):
        # A part heading shows its introduction only; a rule shows its sub-rules too.
        stop_level = level if level > 1 else 6
        end = next((s for s, lv, _ in heads[index + 1 :] if lv <= stop_level), len(lines))
        found.append(Section(level, title, "\n".join(lines[start:end]).strip()))
    return tuple(found)


def matching(query: str) -> list[Section]:
    """Sections for a search: the rule of that ID first, then titles, then any mention in the text."""
    query = query.strip()
    if not query:
        return list(sections())
    lowered = query.lower()
    exact = [s for s in sections() if s.rule.lower() == lowered]
    titles = [s for s in sections() if lowered in s.title.lower() and s not in exact]
    texts = [s for s in sections() if lowered in s.text.lower() and s not in exact and s not in titles]
    return exact + titles + texts


class HelpScreen(Screen[None]):
    BINDINGS = [
        Binding("escape", "close", "Back"),
        Binding("slash", "search", "Search"),
    ]

    DEFAULT_CSS = """
    HelpScreen #help-index { width: 44; }
    HelpScreen #search { margin: 0 0 1 0; }
    HelpScreen #sections { height: 1fr; }
    HelpScreen #section { width: 1fr; padding: 0 2; overflow-y: auto; }
    """

    def __init__(self, *, rule: str | None = None) -> None:
        super().__init__()
        self.rule = rule
        self._shown: list[Section] = []

    def compose(self) -> ComposeResult:
        with Horizontal():
            with Vertical(id="help-index"):
                yield Input(placeholder="Search: a word or a rule ID such as G4", id="search")
                yield OptionList(id="sections")
            yield Markdown(id="section")
        yield KeyFooter()

    def on_mount(self) -> None:
        if self.rule:
            self.query_one(Input).value = self.rule
        self._fill(self.rule or "")
        self.query_one("#sections", OptionList).focus()

    def _fill(self, query: str) -> None:
        self._shown = matching(query)
        options = self.query_one("#sections", OptionList)
        options.clear_options()
        for section in self._shown:
            label = Text("  " * max(0, section.level - 1))
            label.append(section.title, style="bold" if section.level == 1 else "")
            options.add_option(Option(label))
        if self._shown:
            options.highlighted = 0
            self._show(self._shown[0])
        else:
            self._show(Section(1, "", f"Nothing in the rules help matches **{query}**."))

    def _show(self, section: Section) -> None:
        self.query_one("#section", Markdown).update(section.text)

    def on_input_changed(self, event: Input.Changed) -> None:
        self._fill(event.value)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.query_one("#sections", OptionList).focus()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option_index is not None and event.option_index < len(self._shown):
            self._show(self._shown[event.option_index])

    def action_search(self) -> None:
        self.query_one(Input).focus()

    def action_close(self) -> None:
        self.dismiss(None)

"""The rules help: our own account of every rule, by part, searchable, plus the key bindings.

The left column lists every section (the keys, each part, each rule by its ID);
typing in the search box narrows it to sections whose title or text matches.
The right pane shows the chosen section only, so even the longest part opens at
once. The prompt's F1 opens the help at the rule of the current decision.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.events import Key
from textual.screen import Screen
from textual.widgets import Input, Markdown, OptionList
from textual.widgets.option_list import Option

from megafauna_tui.ui.widgets.footer import KeyFooter

KEYS = """\
# Keys

| key | what it does |
| --- | --- |
| 1-9, 0 | pick that option of the prompt (0 is the tenth); past ten, type its number (`1` `2`; `1` Enter) |
| arrows, Enter | move through the options, or the map cursor, and pick |
| mouse click | pick an option, a hex on the map or a card |
| m / o | move to the map / back to the options |
| t | show the next player's tableau |
| l | the legend: what every mark on the screen means (l or Esc closes it) |
| u | undo the last choice (never past a card drawn or a die rolled) |
| h | hint: what the search bot would choose, and how its top 3 options turn out (Enter takes its best) |
| Ctrl+S | save the game into the saves folder |
| F1 | this help, at the rule of the current decision |
| ? | this help |
| Esc | menu (resume, save, help, back to the start screen, quit) |
| Ctrl+P | command palette |
| Ctrl+Q | quit (the game is autosaved after every decision) |

## Statistics

Every game played to its end is kept in the history (`history.sqlite3` in the data folder), once. **Statistics**
on the start screen (or `megafauna stats`, `--json`, `--screen`) shows the wins by seat and by colour, the best
scores, the solo results per world, the Venus verdicts and the recent games; Enter on a recent game shows it in
full, and `r` there opens it again. A history that cannot be read or written is reported and left as it is: the
game and its save never depend on it.

## Replays and bug reports

**Replay a saved game** on the start screen (or `megafauna replay FILE`) steps through any save or bug
report: the board, the climate and the log as they were after each answer. Nothing can be decided there.

| key | what it does |
| --- | --- |
| left / right | one answer back / on |
| PgUp / PgDn, [ / ] | to the start of this (or the previous) turn / the next turn |
| Home / End | the game as set up / the last answer |
| g | type a turn and Enter to jump to it |
| Esc | close the replay |

**Export a bug report** (in the menu and the command palette) writes one file with the save, the version,
the fingerprint of the rules data and the log into the `bug-reports` folder of the data directory; the
notice names it. `megafauna replay` on that file shows the game exactly as it was.
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
        """The rule ID the title starts with, if any ('G4', 'E1a'...), or the ruling's ('R43')."""
        first = self.title.split(" ", 1)[0]
        return first if re.fullmatch(r"[A-N](\d+[a-z]?|[a-z]\d*)?|R\d{2,3}", first) else ""


@cache
def help_text() -> str:
    """The whole help document: the keys, the legend, every part of the rules in order, the rulings, the glossary."""
    folder = resources.files("megafauna_tui.ui") / "help"
    parts = [KEYS]
    if folder.is_dir():
        order = {LEGEND: 0, "glossary.md": 3}
        for entry in sorted(folder.iterdir(), key=lambda e: (order.get(e.name, 1), e.name)):
            if entry.name.endswith(".md"):
                parts.append(entry.read_text(encoding="utf-8"))
    parts.insert(len(parts) - 1 if len(parts) > 1 else len(parts), rulings_text())
    return "\n\n".join(parts)


def _rulings_file() -> Traversable:
    """The rulings register shipped with the game, found as the data loader finds its directory (inside the
    installed package, else the repository's), without importing the data models for a help page."""
    packaged = resources.files("megafauna_tui") / "rules_data" / "rulings.toml"
    if packaged.is_file():
        return packaged
    return Path(__file__).resolve().parents[3] / "rules_data" / "rulings.toml"


@cache
def rulings_text() -> str:
    """Every ruling of the register as a part of the help, one entry per ID: a decision taken under a ruling
    (its rule is R38) opens there with F1, and a search for 'R43' finds it, as for a rule ID."""
    try:
        register = tomllib.loads(_rulings_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return "# Rulings\n\nThe rulings register could not be read."
    lines = [
        "# Rulings",
        "",
        "Where the rulebook leaves a question open, is unclear or contradicts itself, this edition settles it",
        "once. Each ruling has a number, cited beside the rules it settles, and names those rules.",
    ]
    for ruling in register.get("ruling", []):
        rules = ", ".join(ruling.get("rules", []))
        lines += ["", f"## {ruling['id']} ({rules})", "", f"**Question.** {ruling.get('question', '')}"]
        lines += ["", f"**Ruling.** {ruling.get('ruling', '')}"]
        if ruling.get("why"):
            lines += ["", f"**Why.** {ruling['why']}"]
    return "\n".join(lines)


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

    def __init__(self, *, rule: str | None = None, related: Sequence[str] = ()) -> None:
        """``rule`` opens the help at that rule (or ruling); ``related`` rules, such as the rules of a decision's
        options, are listed right after it, so the action menu (A2c) opens with claiming the Medea (E8) among the first lines."""
        super().__init__()
        self.rule = rule
        self.related = tuple(related)
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
        # Opened at a rule (F1), the list of what matches has the focus; opened to read (?), the search box,
        # so typing searches at once and Down or Enter goes on to the list.
        if self.rule:
            self.query_one("#sections", OptionList).focus()
        else:
            self.query_one(Input).focus()

    def _fill(self, query: str) -> None:
        self._shown = matching(query)
        if query == self.rule and self.related:
            by_rule = {s.rule: s for s in reversed(sections()) if s.rule}  # the first section of each ID
            first = self._shown[:1] if self._shown and self._shown[0].rule == self.rule else []
            extra = [by_rule[r] for r in dict.fromkeys(self.related) if r in by_rule and r != self.rule]
            self._shown = first + extra + [s for s in self._shown if s not in first and s not in extra]
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

    def on_key(self, event: Key) -> None:
        """Down in the search box goes on to the list of sections."""
        if event.key == "down" and isinstance(self.focused, Input):
            event.stop()
            self.query_one("#sections", OptionList).focus()

    def action_search(self) -> None:
        self.query_one(Input).focus()

    def action_close(self) -> None:
        self.dismiss(None)

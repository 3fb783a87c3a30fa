"""The game log: what happened, each line with the rule that made it happen."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import RichLog

from megafauna_tui.rules.state import LogEntry


class GameLog(RichLog):
    """Appends the engine's log entries as they arrive; contest lines show every step compared."""

    DEFAULT_CSS = """
    GameLog { height: 1fr; border: round $panel; background: $surface; }
    """

    def __init__(self, *, name: str | None = None, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes, wrap=True, markup=False, highlight=False, max_lines=5000)
        self._shown = 0

    def show(self, entries: list[LogEntry]) -> None:
        if len(entries) < self._shown:  # undo or load went back in time: redraw everything
            self.clear()
            self._shown = 0
        for entry in entries[self._shown :]:
            line = Text()
            line.append(f"T{entry.turn:<2} ", style="dim")
            line.append(f"{entry.rule:<5} ", style="bold cyan")
            line.append(entry.text)
            self.write(line)
        self._shown = len(entries)

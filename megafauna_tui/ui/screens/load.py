"""Load a saved game from the saves folder (newest first), or the autosave.

Each save is listed with what tells it apart: the game (mode and length), who
plays which colour, the turn and era it stopped at, and when it was written. A
save that cannot be loaded is reported here and the list stays open.
"""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from megafauna_tui.ui.paths import autosave_files, autosave_path, is_autosave, saves_dir, shown
from megafauna_tui.ui.widgets.footer import KeyFooter

ERAS = {1: "I", 2: "II", 3: "III"}
MODES = {"tooth_and_claw": "Tooth & claw", "achterbahn": "Achterbahn"}


def save_files() -> list[Path]:
    found = (
        sorted(saves_dir().glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
        if saves_dir().is_dir()
        else []
    )
    return autosave_files() + found


def describe(path: Path) -> Text:
    """Two lines for the list: the file and its date, then the game, its players and where it stopped.

    Read from the file without the rules: listing stays instant, and the full check comes on loading.
    """
    if path == autosave_path():
        title = "autosave (the last game)"
    elif is_autosave(path):
        title = f"{path.stem} (a game autosaved alongside this one)"
    else:
        title = path.name
    try:
        when = datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
    except OSError:
        when = "?"
    text = Text()
    text.append(f"{title:<60}", style="bold")
    text.append(f" {when}\n")
    try:
        text.append("  " + _summary(json.loads(path.read_bytes())), style="dim")
    except (OSError, ValueError, TypeError, KeyError, AttributeError, RecursionError):
        text.append("  not a readable save (choose it to see why)", style="dim italic")
    return text


def _summary(document: Any) -> str:
    state = document["state"]
    mode = MODES.get(str(state.get("mode")), str(state.get("mode")))
    length = str(state.get("length", "standard"))
    people = []
    for seat in document.get("seats") or []:
        who = f"{seat['name']} ({seat['colour']}"
        who += f", {seat['bot']} bot)" if seat.get("bot") else ")"
        people.append(who)
    era = state.get("era", 1)
    where = f"turn {state.get('turn', 1)}, era {ERAS.get(era, era)}"
    if not state.get("stack"):
        where = "finished: " + where
    return f"{mode} ({length}) · {where} · {', '.join(people) or 'no players named'}"


class LoadScreen(Screen[None]):
    """The list of saves; choosing one starts it, or says why it cannot and keeps the list."""

    BINDINGS = [Binding("escape", "cancel", "Back")]

    DEFAULT_CSS = """
    LoadScreen { align: center middle; }
    LoadScreen > Vertical { width: 110; height: auto; max-height: 90%; border: round $accent; padding: 1 2; }
    LoadScreen OptionList { height: auto; max-height: 30; }
    """

    def compose(self) -> ComposeResult:
        files = save_files()
        with Vertical():
            where = shown(saves_dir())
            yield Label(f"Saved games in {where}" if files else f"No saved games yet in {where}")
            yield OptionList(*[Option(describe(path), id=str(path)) for path in files], id="saves")
        yield KeyFooter()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if not event.option.id:
            return
        from megafauna_tui.ui.app import MegafaunaApp

        app = self.app
        assert isinstance(app, MegafaunaApp)
        app.open_save(Path(event.option.id))  # on success the game replaces this list; else a message, list kept

    def action_cancel(self) -> None:
        self.dismiss(None)

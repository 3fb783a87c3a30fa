"""Load a saved game from the saves folder (newest first), or the autosave."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from megafauna_tui.ui.paths import autosave_path, saves_dir
from megafauna_tui.ui.widgets.footer import KeyFooter


def save_files() -> list[Path]:
    found = (
        sorted(saves_dir().glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
        if saves_dir().is_dir()
        else []
    )
    autosave = autosave_path()
    return ([autosave] if autosave.is_file() else []) + found


class LoadScreen(Screen[Path | None]):
    BINDINGS = [Binding("escape", "cancel", "Back")]

    DEFAULT_CSS = """
    LoadScreen { align: center middle; }
    LoadScreen > Vertical { width: 90; height: auto; max-height: 90%; border: round $accent; padding: 1 2; }
    LoadScreen OptionList { height: auto; max-height: 24; }
    """

    def compose(self) -> ComposeResult:
        files = save_files()
        with Vertical():
            yield Label(f"Saved games in {saves_dir()}" if files else f"No saved games yet in {saves_dir()}")
            options = []
            for path in files:
                when = datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
                title = "autosave (the last game)" if path == autosave_path() else path.name
                options.append(Option(f"{title}   {when}", id=str(path)))
            yield OptionList(*options, id="saves")
        yield KeyFooter()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id:
            self.dismiss(Path(event.option.id))

    def action_cancel(self) -> None:
        self.dismiss(None)

"""The start screen: new game, continue, load, replay, rules help, quit."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from megafauna_tui import __version__
from megafauna_tui.ui.paths import latest_autosave
from megafauna_tui.ui.widgets.footer import KeyFooter

TITLE = """\
 ___ _              __  __               __
| _ |_)___ ___ _   |  \\/  |___ __ _ __ _/ _|__ _ _  _ _ _  __ _
| _ \\ / _ (_-<(_)  | |\\/| / -_) _` / _` |  _/ _` | || | ' \\/ _` |
|___/_\\___/__/     |_|  |_\\___\\__, \\__,_|_| \\__,_|\\_,_|_||_\\__,_|
                              |___/"""


class StartScreen(Screen[None]):
    BINDINGS = [Binding("q", "app.quit", "Quit", show=False)]  # the footer shows Ctrl+Q already

    DEFAULT_CSS = """
    StartScreen { align: center middle; }
    StartScreen > Vertical { width: 76; height: auto; }
    StartScreen #title { color: $success; margin-bottom: 1; }
    StartScreen #tagline { margin-bottom: 1; color: $text-muted; }
    StartScreen OptionList { height: auto; border: round $accent; }
    """

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(TITLE, id="title")
            yield Static(
                Text(f"The evolution of land life, 450 million years in 11 turns. Version {__version__}."),
                id="tagline",
            )
            with Center():
                yield OptionList(*self._options(), id="start-menu")
        yield KeyFooter()

    def _options(self) -> list[Option]:
        can_continue = latest_autosave() is not None
        return [
            Option("New game", id="new"),
            Option(
                "Continue the last game" if can_continue else "Continue (no game yet)",
                id="continue",
                disabled=not can_continue,
            ),
            Option("Load a saved game", id="load"),
            Option("Replay a saved game", id="replay"),
            Option("Rules help", id="help"),
            Option("Statistics", id="stats"),
            Option("Quit", id="quit"),
        ]

    def on_screen_resume(self) -> None:
        menu = self.query_one(OptionList)
        menu.clear_options()
        menu.add_options(self._options())
        menu.highlighted = 0
        menu.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        actions = {
            "new": "new_game",
            "continue": "continue_game",
            "load": "load_game",
            "replay": "replay_game",
            "help": "help",
            "stats": "statistics",
            "quit": "quit",
        }
        action = actions.get(event.option.id or "")
        if action:
            self.app.call_next(self.app.run_action, action)

"""The replay of a saved game (or of a bug report): the board, the climate and the log as they were after any
answer of the record, stepping forward and back, a turn at a time, or straight to a turn.

The screen shows the game screen's own widgets and only reads the position (``megafauna_tui.replay``): no
decision can be taken here. The prompt area says which answer of how many led to what is shown, who gave it
and what they chose, and who decides next.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.events import Resize
from textual.screen import Screen
from textual.widgets import Button, Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.replay import Replay, Step, open_path
from megafauna_tui.rules.actions import display_costs
from megafauna_tui.savefile import SaveError
from megafauna_tui.ui import games
from megafauna_tui.ui.paths import data_home, shown
from megafauna_tui.ui.screens.board import compose_board, fit_board, too_small_notice
from megafauna_tui.ui.screens.load import _summary, describe, save_files
from megafauna_tui.ui.widgets.climate import ClimateColumn
from megafauna_tui.ui.widgets.event_area import EventArea
from megafauna_tui.ui.widgets.footer import KeyFooter
from megafauna_tui.ui.widgets.game_log import GameLog, wording
from megafauna_tui.ui.widgets.hex_map import HexMap
from megafauna_tui.ui.widgets.mutation_display import MutationDisplay
from megafauna_tui.ui.widgets.tableau import Tableau

if TYPE_CHECKING:
    from megafauna_tui.ui.app import MegafaunaApp


def reports_dir() -> Path:
    """Where bug reports are written: beside the saves, in the data directory."""
    return data_home() / "bug-reports"


def report_files() -> list[Path]:
    """The bug reports written so far, newest first."""
    folder = reports_dir()
    if not folder.is_dir():
        return []
    return sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)


def who(step: Step, names: dict[PlayerColour, str]) -> str:
    """'Ada (Orange)': the seat's name and its colour."""
    colour = step.player.value.capitalize()
    name = names.get(step.player)
    return f"{name} ({colour})" if name and name.casefold() != colour.casefold() else colour


#: The actions that move the replay.
_MOVES = frozenset({"back", "forward", "previous_turn", "next_turn", "start", "end"})


class ReplayScreen(Screen[None]):
    """A saved game played back, read-only."""

    # The map and the log take the arrows and the paging keys when focused: stepping the replay comes first.
    BINDINGS = [
        Binding("left", "back", "Back", priority=True, tooltip="The position one answer earlier"),
        Binding("right", "forward", "Next", priority=True, tooltip="The position one answer later"),
        Binding("pageup", "previous_turn", "Turn back", priority=True, tooltip="To the start of the turn"),
        Binding("pagedown", "next_turn", "Turn on", priority=True, tooltip="To the start of the next turn"),
        Binding("left_square_bracket", "previous_turn", "Turn back", show=False),
        Binding("right_square_bracket", "next_turn", "Turn on", show=False),
        Binding("home", "start", "Start", priority=True, tooltip="The game as set up"),
        Binding("end", "end", "End", priority=True, tooltip="The last position of the record"),
        Binding("g", "ask_turn", "Go to", tooltip="Type a turn to jump to"),
        Binding("t", "next_tableau", "Tableaux", tooltip="Show the next player's tableau"),
        Binding("l", "legend", "Legend", tooltip="What every mark on the screen means"),
        Binding("c", "ledger", "Ledger", tooltip="The climate ledger of the turn shown"),
        Binding("question_mark", "app.help", "Help"),
        Binding("escape", "leave", "Close"),
    ]

    DEFAULT_CLASSES = "board-screen"  # the board's layout is the game screen's (app.tcss)

    DEFAULT_CSS = """
    ReplayScreen #replay-panel { width: 1fr; padding: 0 1; border-left: tall $accent; }
    ReplayScreen #where { height: auto; }
    ReplayScreen #next { height: auto; margin-top: 1; color: $text-muted; }
    ReplayScreen #controls { height: 3; margin-top: 1; }
    ReplayScreen #controls Button { min-width: 10; margin-right: 1; }
    ReplayScreen #turn-input { display: none; width: 30; }
    ReplayScreen.narrow #controls Button { min-width: 8; }
    """

    def __init__(self, replay: Replay, *, warnings: list[str] | None = None, title: str = "") -> None:
        super().__init__()
        self.replay = replay
        self.warnings = list(warnings or [])
        self.title_text = title
        self._names = replay.names
        self._viewed: PlayerColour | None = None

    def compose(self) -> ComposeResult:
        yield from compose_board()
        with Horizontal(id="bottom"):
            with Vertical(id="replay-panel"):
                yield Static(id="where")
                yield Static(id="next")
                with Horizontal(id="controls"):
                    yield Button("|< Start", id="start", compact=True)
                    yield Button("< Back", id="back", compact=True)
                    yield Button("Next >", id="forward", compact=True)
                    yield Button("End >|", id="end", compact=True)
                    yield Input(placeholder="turn, then Enter", id="turn-input", type="integer", max_length=2)
            yield GameLog(id="log")
        yield too_small_notice("replay")
        yield KeyFooter()

    def on_mount(self) -> None:
        for button in self.query(Button):
            button.can_focus = False  # the arrows step the replay, never move between buttons
        self._check_size(self.app.size.width, self.app.size.height)
        self.show_position()
        for warning in self.warnings:
            self.notify(warning, title="Replay", severity="warning", timeout=15)

    # -- showing the position ----------------------------------------------------------

    def show_position(self) -> None:
        """Draw the position the replay stands at, every widget from it."""
        replay = self.replay
        game = replay.game
        step = replay.step
        decision = game.decision
        viewed = self._viewed
        if viewed is None:
            viewed = decision.player if decision is not None else step.player if step else game.state.players[0].colour
        hexes = {step.hex} if step is not None and step.hex is not None else set()
        with self.app.batch_update():
            self.query_one(ClimateColumn).show(game)
            # The same costs the live game showed for this position (E1a, E1b), never "can't afford" for all.
            self.query_one(MutationDisplay).show(game, costs=display_costs(game))
            self.query_one(HexMap).show(game, highlights=hexes)
            self.query_one(EventArea).show(game, names=self._names)
            self.query_one(Tableau).show(game, viewed)
            self.query_one("#where", Static).update(self.where_text())
            self.query_one("#next", Static).update(self.next_text())
            self.query_one(GameLog).show(game.state.log, names=self._names)
            for button in self.query(Button):
                at_start = replay.index == 0
                button.disabled = at_start if button.id in ("start", "back") else replay.index == len(replay)

    def where_text(self) -> Text:
        """'Turn 5, answer 83 of 240: Ada (Orange) chose ...': which answer led here, who gave it, what it was."""
        replay = self.replay
        step = replay.step
        total = len(replay)
        text = Text()
        if self.title_text:
            text.append(f"Replay of {self.title_text}\n", style="dim")
        if step is None:
            text.append(f"Turn {replay.turn}, answer 0 of {total}: ", style="bold")
            text.append("the game as set up (C1).")
            return text
        text.append(f"Turn {replay.turn}, answer {step.number} of {total}: ", style="bold")
        text.append(f"{who(step, self._names)} chose ")
        text.append(wording(step.choice, self._names), style="bold")
        text.append(f" ({step.rule})" if step.rule else "", style="dim")
        text.append(f"\n  asked: {wording(step.prompt, self._names)}", style="dim")
        if step.turn != replay.turn:
            text.append(f"\n  the last answer of turn {step.turn}: turn {replay.turn} begins here", style="dim")
        return text

    def next_text(self) -> Text:
        replay = self.replay
        following = replay.next_step
        if following is not None:
            side = games.side(replay.game, following.player, self._names)
            for_side = f" for the {side}" if side else ""
            prompt = wording(following.prompt, self._names)
            return Text(f"Next: {who(following, self._names)}{for_side} decides: {prompt}")
        if replay.game.decision is None:
            return Text("The end of the record: the game is over.")
        return Text("The end of the record: the game was saved here, unfinished.")

    # -- moving ------------------------------------------------------------------------

    def _moved(self) -> None:
        self._viewed = None
        self.show_position()

    def action_back(self) -> None:
        self.replay.back()
        self._moved()

    def action_forward(self) -> None:
        self.replay.forward()
        self._moved()

    def action_previous_turn(self) -> None:
        self.replay.previous_turn()
        self._moved()

    def action_next_turn(self) -> None:
        self.replay.next_turn()
        self._moved()

    def action_start(self) -> None:
        self.replay.start()
        self._moved()

    def action_end(self) -> None:
        self.replay.end()
        self._moved()

    def action_ask_turn(self) -> None:
        self.add_class("asking")
        field = self.query_one("#turn-input", Input)
        field.value = ""
        field.display = True  # at once, not at the next restyle: a digit typed right after g goes into it
        self.set_focus(field)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self._close_turn_input()
        try:
            self.replay.go_to_turn(int(event.value))
        except ValueError as error:
            first, last = self.replay.turns[0], self.replay.turns[-1]
            reason = str(error) if event.value.strip() else f"type a turn from {first} to {last}"
            self.notify(f"Cannot go there: {reason}.", severity="warning")
            return
        self._moved()

    def _close_turn_input(self) -> None:
        self.remove_class("asking")
        self.query_one("#turn-input", Input).display = False
        self.set_focus(None)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        actions = {
            "start": self.action_start,
            "back": self.action_back,
            "forward": self.action_forward,
            "end": self.action_end,
        }
        action = actions.get(event.button.id or "")
        if action is not None:
            action()

    def action_next_tableau(self) -> None:
        colours = [p.colour for p in self.replay.game.state.players]
        decision = self.replay.game.decision
        current = self._viewed or (decision.player if decision is not None else colours[0])
        self._viewed = colours[(colours.index(current) + 1) % len(colours)]
        self.query_one(Tableau).show(self.replay.game, self._viewed)

    def action_legend(self) -> None:
        from megafauna_tui.ui.screens.legend import LegendScreen

        self.app.push_screen(LegendScreen())

    def action_ledger(self) -> None:
        from megafauna_tui.ui.screens.ledger import LedgerScreen

        self.app.push_screen(LedgerScreen(self.replay.game, self._names))

    def action_leave(self) -> None:
        if self.has_class("asking"):
            self._close_turn_input()
            return
        self.app.pop_screen()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "ledger":
            return self.replay.game.variant.event_ledger
        if self.has_class("asking") and action in _MOVES:
            return False  # typing a turn: the keys are the field's
        if action in ("back", "start", "previous_turn"):
            return self.replay.index > 0 or None  # shown, dimmed, at the start
        if action in ("forward", "end", "next_turn"):
            return self.replay.index < len(self.replay) or None
        return True

    # -- size --------------------------------------------------------------------------

    def on_resize(self, event: Resize) -> None:
        self._check_size(event.size.width, event.size.height)

    def _check_size(self, width: int, height: int) -> None:
        fit_board(self, width, height)


class ReplayPickScreen(Screen[None]):
    """Choose a saved game or a bug report to replay; one that cannot be replayed is reported, the list kept."""

    BINDINGS = [Binding("escape", "cancel", "Back")]

    DEFAULT_CSS = """
    ReplayPickScreen { align: center middle; }
    ReplayPickScreen > Vertical { width: 110; height: auto; max-height: 90%; border: round $accent; padding: 1 2; }
    ReplayPickScreen OptionList { height: auto; max-height: 30; }
    """

    def compose(self) -> ComposeResult:
        files = save_files() + report_files()
        with Vertical():
            yield Label(
                "Replay a saved game or a bug report" if files else f"No saved games yet in {shown(data_home())}",
            )
            yield OptionList(*[Option(self._describe(path), id=str(path)) for path in files], id="replays")
        yield KeyFooter()

    def on_mount(self) -> None:
        listing = self.query_one(OptionList)
        if listing.option_count:
            listing.highlighted = 0
        listing.focus()

    @staticmethod
    def _describe(path: Path) -> Text:
        """A save as the Load list shows it; a bug report likewise, from the save inside it."""
        if path.parent != reports_dir():
            return describe(path)
        text = Text()
        text.append(f"bug report {path.name}", style="bold")
        try:
            raw = json.loads(path.read_bytes())
            text.append(f" (version {raw['program_version']})\n")
            text.append("  " + _summary(raw["save"]), style="dim")
        except (OSError, ValueError, TypeError, KeyError, AttributeError, RecursionError):
            text.append("\n  not a readable bug report (choose it to see why)", style="dim italic")
        return text

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id:
            open_replay_screen(self, Path(event.option.id))

    def action_cancel(self) -> None:
        self.dismiss(None)


def open_replay_screen(screen: Screen[None], path: Path) -> bool:
    """Open the replay of ``path`` over the screens there are; if it cannot be replayed, say why and stay."""
    from megafauna_tui.ui.app import MegafaunaApp

    app = screen.app
    assert isinstance(app, MegafaunaApp)
    data = app.rules_data()
    if data is None:
        return False
    try:
        replay, warnings = open_path(path, data)
    except SaveError as error:
        screen.notify(str(error), title="Cannot replay that file", severity="error", timeout=10)
        return False
    app.push_screen(replay_screen(replay, warnings, path))
    return True


def replay_screen(replay: Replay, warnings: list[str], path: Path) -> ReplayScreen:
    """The replay screen of a file: a saved game from its setup, a bug report at its end (where the problem was)."""
    if not replay.from_report:
        replay.start()
    kind = "the bug report" if replay.from_report else "the saved game"
    return ReplayScreen(replay, warnings=warnings, title=f"{kind} {path.name}")


def replay_app(screen: ReplayScreen, *, bot_delay: float) -> MegafaunaApp:
    """The app opened straight at a replay (``megafauna replay FILE``); closing the replay shows the start screen."""
    from megafauna_tui.ui.app import MegafaunaApp

    app = MegafaunaApp(bot_delay=bot_delay)
    # After the app's own mount has shown the start screen: the replay goes over it.
    app.call_later(app.push_screen, screen)
    return app

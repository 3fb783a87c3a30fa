"""The end of a solo game: loss, win or decisive win, and why (Kd, K7c, R81), not a ranking against the plant.

From here ``b`` goes back to the final board (read-only) with the whole log; ``s``
there comes back to this screen.
"""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Static

from megafauna_tui.controller import Session
from megafauna_tui.rules import climate, solo
from megafauna_tui.rules.scoring import SCORE_PARTS
from megafauna_tui.rules.words import counted
from megafauna_tui.ui.glyphs import PLAYER
from megafauna_tui.ui.screens.scoring import PART_TITLES
from megafauna_tui.ui.widgets.event_area import roman
from megafauna_tui.ui.widgets.footer import KeyFooter

#: How each outcome is headed, and the colour of its border.
HEADINGS: dict[solo.Outcome, tuple[str, str]] = {
    solo.Outcome.LOSS: ("Loss", "error"),
    solo.Outcome.WIN: ("Win", "success"),
    solo.Outcome.DECISIVE_WIN: ("Decisive win", "success"),
}


def outcome_text(session: Session) -> Text:
    """The outcome in the solo game's terms: what it was, why, and where the game stopped."""
    game = session.game
    result = solo.outcome(game)
    animal = solo.solo_animal(game)
    letter, style = PLAYER[animal]
    heading, _ = HEADINGS[result.outcome]
    text = Text()
    text.append(f"{heading}\n", style="bold")
    text.append(f"{result.reason[0].upper()}{result.reason[1:]}.\n\n")
    state = game.state
    text.append(f"The game ended in Era {roman(state.era)}, turn {state.turn}. ")
    text.append("The animal ")
    text.append(f"{animal.value.capitalize()} [{letter}]", style=style)
    alive = sum(1 for c in state.creeples if c.colour is animal)
    plants = sum(1 for c in state.creeples if c.colour is solo.PLANT)
    text.append(f" has {counted(alive, 'creeple')} on the map; the plant has {counted(plants, 'creeple')}.\n")
    seas = len(solo.water(game))
    text.append(f"{counted(seas, 'white disk')} of water on the map (K7c); ")
    text.append(f"Oxygen {climate.readings(game).oxygen_percent}% from the plant's Unborn (K3g).")
    return text


def score_table(session: Session) -> Table:
    """The animal's victory points by the A7 parts: a decisive win needs 15 (Kd)."""
    game = session.game
    animal = solo.solo_animal(game)
    score = game.state.scores.get(animal) or game.variant.final_score(game, animal)
    table = Table(title=f"The animal's victory points (A7; a decisive win needs {solo.DECISIVE_VP}, Kd)", expand=True)
    table.add_column("")
    table.add_column("VP", justify="right")
    for part in SCORE_PARTS:
        table.add_row(PART_TITLES[part], str(score[part]))
    table.add_row(Text("Total", style="bold"), Text(str(score["total"]), style="bold"))
    return table


class SoloEndScreen(Screen[None]):
    """The outcome of a solo game, in place of the final scores of the other games."""

    BINDINGS = [
        Binding("b", "board", "Final board", tooltip="Look at the final board and the whole log (s comes back here)"),
        Binding("g", "charts", "Charts", tooltip="How the game went, turn by turn: creeples, VP, the climate"),
        Binding("n", "app.new_game", "New game"),
        Binding("q", "app.quit", "Quit"),
    ]

    DEFAULT_CSS = """
    SoloEndScreen { align: center middle; }
    SoloEndScreen > Vertical { width: 90; height: auto; padding: 1 2; border: thick $success; }
    SoloEndScreen > Vertical.-loss { border: thick $error; }
    SoloEndScreen #outcome { margin-bottom: 1; }
    SoloEndScreen #buttons { height: auto; align: center middle; margin-top: 1; }
    SoloEndScreen #buttons Button { margin: 0 1; }
    """

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session

    @property
    def result(self) -> solo.Result:
        return solo.outcome(self.session.game)

    def compose(self) -> ComposeResult:
        with Vertical(classes="-loss" if self.result.outcome is solo.Outcome.LOSS else ""):
            yield Static(outcome_text(self.session), id="outcome")
            yield Static(score_table(self.session), id="scores")
            with Horizontal(id="buttons"):
                yield Button("Final board and log (b)", id="board")
                yield Button("Charts (g)", id="charts")
                yield Button("New game (n)", id="new", variant="primary")
        yield KeyFooter()

    def on_mount(self) -> None:
        """The final scores are settled: keep the game in the history (once, however often this screen opens)."""
        from megafauna_tui.ui.app import MegafaunaApp

        if isinstance(self.app, MegafaunaApp):  # once the scores are on screen, where a notice would show
            self.call_after_refresh(self.app.record_finished, self.session)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "board":
            self.action_board()
        elif event.button.id == "charts":
            self.action_charts()
        else:
            self.app.call_next(self.app.run_action, "new_game")

    def action_board(self) -> None:
        """Back to the game screen below, which shows the final position read-only."""
        from megafauna_tui.ui.screens.game import GameScreen

        below = self.app.screen_stack[-2] if len(self.app.screen_stack) > 1 else None
        if isinstance(below, GameScreen) and below.session is self.session:
            self.dismiss(None)
        else:
            self.notify("The final board is no longer open.", severity="warning")

    def action_charts(self) -> None:
        """How the game went, turn by turn; the charts (and plotext) are imported only now, not at start."""
        from megafauna_tui.ui.screens.charts import ChartsScreen

        self.app.push_screen(ChartsScreen(self.session))

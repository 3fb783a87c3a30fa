"""Fossil awards at the end of an era (I5) and the final scoring breakdown (A7).

From the scores, ``b`` goes back to the final board (read-only) with the whole log;
``s`` there comes back to the scores.
"""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Horizontal, Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Static

from megafauna_tui.controller import Session
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.rules.scoring import SCORE_PARTS
from megafauna_tui.rules.solo import PLANT
from megafauna_tui.rules.state import PlayerState
from megafauna_tui.rules.venus import Venus
from megafauna_tui.rules.words import counted
from megafauna_tui.ui.glyphs import PLAYER
from megafauna_tui.ui.widgets.event_area import ending_era, roman
from megafauna_tui.ui.widgets.footer import KeyFooter
from megafauna_tui.ui.widgets.game_log import wording

PART_TITLES = {
    "fossils": "Fossils (A7a)",
    "population": "Living creeples (A7b)",
    "tableau": "Tableau fossil icons and the Medea (A7c)",
    "hosts": "Host creeples (A7d)",
    "emotions": "Emotions (A7e)",
    "language": "Language (A7e)",
}


def scored_players(session: Session) -> list[PlayerState]:
    """The players ranked at the end: all, but not the automated plant of the Venus animal game (L2c, R53)."""
    game = session.game
    if game.variant.plant_automated(game):
        return [p for p in game.state.players if p.colour is not PLANT]
    return list(game.state.players)


def score_cell(player: PlayerState, part: str, points: int) -> str:
    """One score: A7c counts the Medea card as a fossil icon, so the holder's cell says the point is in it."""
    if part == "tableau" and player.medea:
        return f"{points} (Medea 1)"
    return str(points)


def score_table(session: Session) -> Table:
    state = session.game.state
    players = scored_players(session)
    table = Table(title="Final scoring (A7)", expand=True)
    table.add_column("")
    for player in players:
        letter, style = PLAYER[player.colour]
        seat = session.seat(player.colour)
        table.add_column(Text(f"{seat.name}\n{player.colour.value} [{letter}]", style=style), justify="right")
    for part in SCORE_PARTS:
        table.add_row(PART_TITLES[part], *(score_cell(p, part, state.scores[p.colour][part]) for p in players))
    table.add_row(
        Text("Total", style="bold"), *(Text(str(state.scores[p.colour]["total"]), style="bold") for p in players)
    )
    return table


def winners_line(session: Session) -> str:
    """Who won; in the Venus games the verdict with its reason, 'nobody wins' included (L1c, L2c)."""
    game = session.game
    state = game.state
    if isinstance(game.variant, Venus):
        _, verdict = game.variant.winners(game)
        return wording(verdict, {PlayerColour(seat.colour): seat.name for seat in session.seats})
    names = [f"{session.seat(c).name} ({c.value})" for c in state.winners]
    best = state.scores[state.winners[0]]["total"] if state.winners else 0
    if len(names) > 1:
        return f"Shared victory with {best} VP: " + " and ".join(names)
    return f"{names[0]} wins with {best} VP" if names else "No winner"


class ScoringScreen(Screen[None]):
    """The end of a game: its summary, the final board, the charts, a new game (SoloEndScreen shows another
    summary the same way)."""

    BINDINGS = [
        Binding("b", "board", "Final board", tooltip="Look at the final board and the whole log (s comes back here)"),
        Binding("g", "charts", "Charts", tooltip="How the game went, turn by turn: creeples, VP, extinctions, climate"),
        Binding("n", "app.new_game", "New game"),
        Binding("q", "app.quit", "Quit"),
    ]

    DEFAULT_CSS = """
    ScoringScreen { align: center middle; }
    ScoringScreen > Vertical { width: 100; height: auto; padding: 1 2; border: thick $success; }
    ScoringScreen #winner { text-style: bold; margin-top: 1; content-align: center middle; width: 100%; }
    ScoringScreen #buttons { height: auto; align: center middle; margin-top: 1; }
    ScoringScreen #buttons Button { margin: 0 1; }
    """

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session

    def compose(self) -> ComposeResult:
        with Vertical(classes=self.frame_classes()):
            yield from self.summary()
            with Horizontal(id="buttons"):
                yield Button("Final board and log (b)", id="board")
                yield Button("Charts (g)", id="charts")
                yield Button("New game (n)", id="new", variant="primary")
        yield KeyFooter()

    def frame_classes(self) -> str:
        """Classes of the frame around the summary (the solo outcome marks a loss)."""
        return ""

    def summary(self) -> ComposeResult:
        """What the game's end says: the final scores, then who won or the verdict (A7, L1c, L2c)."""
        yield Static(score_table(self.session), id="scores")
        yield Static(winners_line(self.session), id="winner")

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


def awards_text(session: Session) -> Text:
    """I5: the fossil awards of the era just ended, and each player's fossils in the record."""
    state = session.game.state
    last = max(i for i, e in enumerate(state.log) if e.rule == "I5a")
    lines = [e for e in state.log[last:] if e.rule in ("I5a", "I5b")]
    text = Text()
    names = {PlayerColour(seat.colour): seat.name for seat in session.seats}
    text.append(f"End of Era {roman(ending_era(state))}: fossil awards (I5)\n\n", style="bold")
    for entry in lines:
        text.append(f"{entry.rule}  {wording(entry.text, names, rule=entry.rule)}\n")
    if len(lines) == 1:
        text.append("Nobody has a larger population than anyone else: no fossils awarded.\n")
    for player in scored_players(session):
        letter, style = PLAYER[player.colour]
        text.append(f"\n{session.seat(player.colour).name} [{letter}]: ", style=style)
        text.append(f"{counted(player.fossils, 'fossil')} in the record")
    return text


class AwardsScreen(ModalScreen[None]):
    """I5: shown at the end of every era but the last.

    It covers the game as a hand-off does (an opaque background): blending a see-through cover with the
    game under it, freshly redrawn by the events of the era's last turn, kept the key that ends an era
    waiting well over 100 ms.
    """

    BINDINGS = [Binding("enter", "close", "Continue")]

    DEFAULT_CSS = """
    AwardsScreen { align: center middle; background: $background; }
    AwardsScreen > Vertical { width: 80; height: auto; border: thick $warning; padding: 1 2; background: $surface; }
    """

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(awards_text(self.session))
            with Center():
                yield Button("Continue (Enter)", variant="primary")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)

"""The end of a solo game: loss, win or decisive win, and why (Kd, K7c, R81), not a ranking against the plant.

From here ``b`` goes back to the final board (read-only) with the whole log; ``s``
there comes back to this screen.
"""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import Static

from megafauna_tui.controller import Session
from megafauna_tui.rules import alien_ecology, climate, solo
from megafauna_tui.rules.scoring import SCORE_PARTS
from megafauna_tui.rules.words import counted
from megafauna_tui.ui.glyphs import PLAYER
from megafauna_tui.ui.screens.scoring import PART_TITLES, ScoringScreen
from megafauna_tui.ui.widgets.event_area import roman

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
    seas = len(alien_ecology.seas(game))
    text.append(f"{counted(seas, 'white disk')} of water on the map (K7c); ")
    text.append(f"Oxygen {climate.readings(game).oxygen_percent}% from the plant's Unborn (K3g).")
    return text


def score_table(session: Session) -> Table:
    """The victory points the outcome is judged on, by the A7 parts: the animal's (Kd), or the plant's when the
    person plays it (Ke); a decisive win needs 15."""
    game = session.game
    judged = solo.person(game)
    score = game.state.scores.get(judged) or game.variant.final_score(game, judged)
    if judged is solo.PLANT:
        title = f"The plant's victory points (A7; a decisive win needs {solo.DECISIVE_VP} and the animal alive, Ke)"
    else:
        title = f"The animal's victory points (A7; a decisive win needs {solo.DECISIVE_VP}, Kd)"
    table = Table(title=title, expand=True)
    table.add_column("")
    table.add_column("VP", justify="right")
    for part in SCORE_PARTS:
        table.add_row(PART_TITLES[part], str(score[part]))
    table.add_row(Text("Total", style="bold"), Text(str(score["total"]), style="bold"))
    return table


class SoloEndScreen(ScoringScreen):
    """The outcome of a solo game, in place of the final scores of the other games; the same buttons and keys."""

    DEFAULT_CSS = """
    SoloEndScreen > Vertical { width: 90; }
    SoloEndScreen > Vertical.-loss { border: thick $error; }
    SoloEndScreen #outcome { margin-bottom: 1; }
    """

    @property
    def result(self) -> solo.Result:
        return solo.outcome(self.session.game)

    def frame_classes(self) -> str:
        return "-loss" if self.result.outcome is solo.Outcome.LOSS else ""

    def summary(self) -> ComposeResult:
        """Kd, R81: loss, win or decisive win with its reason, then the VP it was judged by."""
        yield Static(outcome_text(self.session), id="outcome")
        yield Static(score_table(self.session), id="scores")

"""The charts of a game (ChartsScreen): opened by ``g`` from the final scores and the solo outcome, closed by Esc;
creeples, VP (A7), extinctions (I4), and in the climate games the reservoirs and greenhouse level (A1g, D10)."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

from textual.app import App, ComposeResult
from textual.widgets import Static

from megafauna_tui.bots import ask, make_bot
from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.rules.state import GameMode
from megafauna_tui.savefile import load_game
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.games import new_solo_session
from megafauna_tui.ui.glyphs import PLAYER
from megafauna_tui.ui.screens.charts import Chart, ChartsScreen, with_headroom
from megafauna_tui.ui.screens.scoring import ScoringScreen
from megafauna_tui.ui.screens.solo_end import SoloEndScreen
from tests.ui.conftest import screen_text, seeded_session

SIZE = (160, 45)
PEOPLE = [("Ada", None), ("Bob", None), ("Cy", None)]


def played_out(session: Session, seed: int = 1) -> Session:
    """Seeded random bots answer for every seat until the game is over."""
    bots = {p.colour: make_bot("random", seed + i) for i, p in enumerate(session.game.state.players)}
    while (decision := session.decision) is not None:
        session.answer(ask(bots[session.answerer(decision.player)], session.game))
    return session


class ChartsAlone(App[None]):
    """The charts screen shown on its own, as ``megafauna replay SAVE --charts`` shows it."""

    def __init__(self, screen: ChartsScreen) -> None:
        super().__init__()
        self.charts = screen

    def compose(self) -> ComposeResult:
        yield Static("below")

    def on_mount(self) -> None:
        self.push_screen(self.charts)


async def test_g_on_the_final_scores_opens_the_charts_and_esc_closes_them(rules: RulesData) -> None:
    session = seeded_session(rules, seed=7, bots=(None, None, None), answers=10_000)
    assert session.decision is None
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ScoringScreen)
        assert "g Charts" in screen_text(app)  # the key is in the footer
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, ChartsScreen)
        shown = {chart.id for chart in app.screen.query(Chart)}
        assert shown == {"creeples", "vp", "dead"}  # tooth & claw: no climate to chart (A8e)
        text = screen_text(app)
        assert "Creeples on the map" in text and "VP as the game went (A7)" in text and "Species died out" in text
        assert "VP: the A7 final score of the position at the end of each turn" in text
        state = session.game.state
        for player in state.players:  # the VP legend ends on each player's final score
            letter, _ = PLAYER[player.colour]
            assert f"{session.seat(player.colour).name} [{letter}] {state.scores[player.colour]['total']}" in text
        assert f"{state.turn} turns (the game is over)" in text
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ScoringScreen)
        await pilot.click("#charts")  # the button opens them too
        await pilot.pause()
        assert isinstance(app.screen, ChartsScreen)
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, ScoringScreen)


async def test_the_solo_outcome_opens_charts_with_the_climate(rules: RulesData) -> None:
    """K3g: the Oxygen line counts the plant's Unborn; the greenhouse level is named on its axis (A1g)."""
    session = played_out(
        new_solo_session(rules, mode=GameMode.SOLO_EARTH, colour=PlayerColour.ORANGE, seed=3, plant_policy=True)
    )
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SoloEndScreen)
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, ChartsScreen)
        assert {chart.id for chart in app.screen.query(Chart)} == {"creeples", "vp", "dead", "reservoirs", "greenhouse"}
        text = screen_text(app)
        assert "Oxygen: plant Unborn" in text and "Clouds" in text and "Atmosphere" in text
        assert "Greenhouse level" in text and "Eden" in text
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SoloEndScreen)


async def test_charts_of_a_game_in_its_first_turn(rules: RulesData) -> None:
    """One point only: the charts still draw, and say the game goes on."""
    session = seeded_session(rules, seed=7, bots=(None, None), answers=1)
    app = ChartsAlone(ChartsScreen(session, exit_on_close=True))
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "1 turn (the game goes on" in text
        assert len(app.screen.query(Chart)) == 3
        await pilot.press("escape")  # shown on its own, closing ends the app
        await pilot.pause()
    assert app.return_code == 0


async def test_charts_from_a_save_document(rules: RulesData) -> None:
    session = played_out(Session.deal(rules, PEOPLE, seed=4, mode=GameMode.ACHTERBAHN))
    _, document = load_game(session.to_json(), rules)
    app = ChartsAlone(ChartsScreen(document, data=rules))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert len(app.screen.query(Chart)) == 5
        assert "How the game went: Achterbahn" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, ChartsScreen)


async def test_a_record_the_rules_refuse_shows_why_instead_of_charts(rules: RulesData) -> None:
    session = seeded_session(rules, seed=7, bots=(None, None), answers=5)
    _, document = load_game(session.to_json(), rules)
    document.answers.append("no such answer")
    app = ChartsAlone(ChartsScreen(document, data=rules))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "No charts: the game's record cannot be played again" in screen_text(app)
        assert not app.screen.query(Chart)


def test_the_app_starts_without_plotext() -> None:
    """Start-up stays as fast as before: plotext is imported only when the charts open."""
    code = (
        "import sys; import megafauna_tui.cli, megafauna_tui.ui.app, megafauna_tui.ui.screens.scoring, "
        "megafauna_tui.ui.screens.solo_end; print(sorted(m for m in sys.modules if 'plotext' in m))"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "[]"


def test_charts_screen(snap_compare: Any, rules: RulesData) -> None:
    """An Achterbahn game played out: every chart at 160x45."""
    session = played_out(Session.deal(rules, PEOPLE, seed=4, mode=GameMode.ACHTERBAHN))
    app = MegafaunaApp(bot_delay=0, autosave=False, session=session)
    assert snap_compare(app, terminal_size=SIZE, press=["g"])


def test_the_legend_leaves_the_first_points_of_a_high_line_in_sight() -> None:
    """The legend sits in the top left corner: the y axis reaches high enough that the highest value (the
    Oxygen's 14 disks at the start, C1k) lies below the legend's rows and one more."""
    for rows in (6, 12, 20, 30):
        for legend in (1, 3, 4):
            for top in (1, 5, 14, 18):
                axis = with_headroom(top, rows, legend)
                rows_above = rows - top * rows / axis
                assert rows_above >= min(legend + 1, rows - 1) - 1e-9

"""The end of an era and of the game: the header says what the last turn brings (A1f, I5, A6, A7), and after
the final scoring the final board and the whole log can still be read."""

from __future__ import annotations

from collections.abc import Callable

from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules.state import GameLength, GameState
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.screens.game import GameScreen
from megafauna_tui.ui.screens.handoff import HandoffScreen
from megafauna_tui.ui.screens.scoring import AwardsScreen, ScoringScreen
from megafauna_tui.ui.widgets.event_area import EventArea, turn_ending
from megafauna_tui.ui.widgets.game_log import GameLog
from tests.ui.conftest import screen_text, seeded_session

SIZE = (160, 45)


def play_until(session: Session, done: Callable[[GameState], bool]) -> None:
    """Answer (middle option) until ``done(state)`` holds at a pending decision."""
    while session.decision is not None and not done(session.game.state):
        options = session.decision.options
        session.answer(options[len(options) // 2].key)
    assert session.decision is not None


async def test_the_last_turn_of_an_era_announces_its_fossil_awards(rules: RulesData) -> None:
    session = seeded_session(rules, seed=7, bots=(None, None))
    play_until(session, lambda state: state.era_ending)
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the hand-off
        await pilot.pause()
        heading = app.screen.query_one(EventArea).text.plain
        assert "Era I ends this turn:\nfossil awards in burials (I5)" in heading
        assert "Era I ends this turn:" in screen_text(app)  # whole, not cut off
        for _ in range(200):  # play the turn out: the awards name the era that ended
            if isinstance(app.screen, AwardsScreen):
                break
            await pilot.press("enter" if isinstance(app.screen, HandoffScreen) else "1")
            await pilot.pause()
        assert isinstance(app.screen, AwardsScreen)
        shown = screen_text(app)
        assert "End of Era I: fossil awards (I5)" in shown
        assert "Undo" not in shown  # the awards cover the game, as a hand-off does
        under = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        assert "ends this turn" not in under.query_one(EventArea).text.plain  # redrawn under the cover already
        await pilot.press("enter")
        await pilot.pause()
        game_screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        assert "ends this turn" not in game_screen.query_one(EventArea).text.plain


def test_the_final_era_announces_the_final_scoring(rules: RulesData) -> None:
    session = seeded_session(rules, seed=7, bots=(None, None))
    play_until(session, lambda state: state.era_ending and state.game_ending)
    assert turn_ending(session.game.state) == ("Last turn of Era II:", "final scoring at the end of this turn (A7)")


def test_the_short_game_ends_era_one_before_era_three(rules: RulesData) -> None:
    """A6b: the short game skips Era II, so the turn that deals Era III is the end of Era I."""
    from megafauna_tui.rules.engine import Game
    from megafauna_tui.savefile import Seat

    game = Game.new(rules, players=2, seed=7, length=GameLength.SHORT)
    seats = [Seat(p.colour.value, f"P{i}") for i, p in enumerate(game.state.players)]
    session = Session(rules, game, seats)
    play_until(session, lambda state: state.era_ending)
    assert session.game.state.era == 3
    assert turn_ending(session.game.state) == ("Era I ends this turn:", "fossil awards in burials (I5)")


async def test_after_the_scores_the_final_board_and_log_can_be_read(rules: RulesData) -> None:
    session = seeded_session(rules, seed=7, bots=(None, None, None), answers=10_000)
    assert session.decision is None
    answers = len(session.answers)
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ScoringScreen)
        assert "Final board and log (b)" in screen_text(app)
        await pilot.press("b")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        text = screen_text(app)
        assert "The game is over: s shows the final scores" in text
        assert "s Scores" in text and "Undo" not in text  # read-only: no undo offered
        names = {seat.colour: seat.name for seat in session.seats}
        won = " and ".join(f"{names[c.value]} ({c.value.capitalize()})" for c in session.game.state.winners)
        assert f"Game over. Won by {won}" in text  # the winners by their names at the table
        log = app.screen.query_one(GameLog)
        assert any("win" in line for line in log.lines[-4:])  # the log runs to the final scoring
        bottom = log.scroll_y
        await pilot.press("pageup", "pageup")
        await pilot.pause()
        assert log.scroll_y < bottom  # the whole log can be scrolled back
        await pilot.press("1", "u", "enter")  # nothing to answer, nothing to undo
        await pilot.pause()
        assert len(session.answers) == answers and session.decision is None
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, ScoringScreen)
        await pilot.press("b")  # and back again
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)

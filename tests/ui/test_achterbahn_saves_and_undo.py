"""Saves, Continue, undo and the command palette in an Achterbahn game, as in tooth & claw: a game saved
while the Medea decides loads at that very decision, and undo never crosses the reveal of the event card."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from textual.pilot import Pilot

from megafauna_tui.bots import RandomBot, ask
from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.state import GameMode
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.screens.game import GameScreen
from megafauna_tui.ui.screens.handoff import HandoffScreen
from megafauna_tui.ui.screens.help import HelpScreen
from megafauna_tui.ui.screens.load import LoadScreen
from tests.ui.conftest import enter_game, screen_text, settle_until

SIZE = (160, 45)
MEDEA = {DecisionKind.MEDEA_SOURCE, DecisionKind.MEDEA_PLACE, DecisionKind.MEDEA_TRIGGER, DecisionKind.MEDEA_RICOCHET}
NOTHING_TO_UNDO = "Nothing to undo since the last card drawn or die rolled."


def _played_until(rules: RulesData, wanted: Callable[[Session, bool], bool]) -> Session:
    """Four people playing Achterbahn, their choices made at random, up to the first position ``wanted``
    accepts; it is also told whether the last answer revealed the turn's event card (A1a)."""
    for seed in range(1, 30):
        session = Session.deal(rules, [(f"P{i}", None) for i in range(4)], seed=seed, mode=GameMode.ACHTERBAHN)
        bot = RandomBot(seed)
        revealed = False
        while session.decision is not None:
            if wanted(session, revealed):
                return session
            logged = len(session.game.state.log)
            session.answer(ask(bot, session.game))
            revealed = any(entry.rule == "A1a" for entry in session.game.state.log[logged:])
    raise AssertionError("no such position in the games tried")


def _after_own_medea_choice(session: Session, _: bool) -> bool:
    """The Medea decides again right after a choice of their own that undo can take back."""
    decision, last = session.decision, session.last_step()
    return decision is not None and decision.kind in MEDEA and last is not None and last[1].player is decision.player


def _first_medea_choice_of_the_turn(session: Session, revealed: bool) -> bool:
    """The event card was just revealed and the Medea is asked first; answering the first option asks the
    Medea again, with nothing revealed in between."""
    decision = session.decision
    if not revealed or decision is None or decision.kind not in MEDEA:
        return False
    ahead = session.game.clone()
    ahead.answer(decision.options[0].key)
    following = ahead.decision
    return (
        following is not None
        and following.player is decision.player
        and ahead.state.reveals == (session.game.state.reveals)
    )


async def _palette(pilot: Pilot[None], words: str) -> None:
    await pilot.press("ctrl+p")
    await pilot.pause()
    await pilot.press(*words)
    await pilot.pause(0.3)  # the palette searches in the background
    await pilot.press("down", "enter")  # its first match
    await pilot.pause()


async def test_a_game_saved_during_a_medea_decision_loads_and_continues_there(
    rules: RulesData, private_home: Path
) -> None:
    session = _played_until(rules, _after_own_medea_choice)
    decision = session.decision
    assert decision is not None
    answers = list(session.answers)
    holder = session.seat(decision.player).name
    app = MegafaunaApp(bot_delay=0, session=session)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await enter_game(pilot)
        assert isinstance(app.screen, GameScreen) and app.screen.decision == decision
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "Saved to" in screen_text(app)
    [saved] = (private_home / "saves").glob("*.json")

    app = MegafaunaApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.action_load_game()
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        assert f"Achterbahn (standard) · turn {session.game.state.turn}" in screen_text(app)
        await pilot.press("enter")  # the only save
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and app.screen.seat.name == holder  # the Medea, by name
        await pilot.press("enter")
        await settle_until(pilot, lambda: isinstance(app.screen, GameScreen))
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.session.answers == answers and screen.decision == decision
        assert decision.prompt[:40] in screen_text(app)
        # Undo reaches back past the load: the Medea's own previous choice.
        await pilot.press("u")
        await pilot.pause()
        assert screen.session.answers == answers[:-1]
        previous = screen.decision
        assert previous is not None and previous.kind in MEDEA and previous.player is decision.player
        await pilot.press("1")  # the Medea chooses again, and the game is autosaved
        await pilot.pause()
        assert screen.session.answers == [*answers[:-1], previous.options[0].key]
        after, asked = list(screen.session.answers), screen.session.decision
    assert saved.is_file()

    app = MegafaunaApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("down", "enter")  # Continue the last game
        await enter_game(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.session.answers == after and screen.decision == asked
        assert screen.session.game.state.mode is GameMode.ACHTERBAHN


async def test_undo_stops_at_the_reveal_of_the_event_card(rules: RulesData) -> None:
    session = _played_until(rules, _first_medea_choice_of_the_turn)
    decision = session.decision
    assert decision is not None
    before, card = list(session.answers), session.game.state.event_card
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await enter_game(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.decision == decision
        await pilot.press("u")  # the last choice came before the card: it stays made
        await pilot.pause()
        assert NOTHING_TO_UNDO in screen_text(app)
        assert session.answers == before and screen.decision == decision
        await pilot.press("1")
        await pilot.pause()
        assert app.screen is screen and session.answers == [*before, decision.options[0].key]
        await pilot.press("u")  # the Medea's own choice since the card: taken back
        await pilot.pause()
        assert session.answers == before and screen.decision == decision
        assert "Undone:" in screen_text(app)
        await pilot.press("u")  # and no further
        await pilot.pause()
        assert NOTHING_TO_UNDO in screen_text(app)
        assert session.answers == before and session.game.state.event_card == card


async def test_the_command_palette_saves_undoes_and_opens_the_rule_in_an_achterbahn_game(
    rules: RulesData, private_home: Path
) -> None:
    session = _played_until(rules, _after_own_medea_choice)
    decision = session.decision
    assert decision is not None
    answers = list(session.answers)
    app = MegafaunaApp(bot_delay=0, session=session)
    async with app.run_test(size=SIZE) as pilot:
        await enter_game(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await _palette(pilot, "rule of this")
        assert isinstance(app.screen, HelpScreen) and app.screen.rule == decision.rule
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen and screen.decision == decision
        await _palette(pilot, "save")
        [saved] = (private_home / "saves").glob("*.json")
        assert Session.load(saved, rules).answers == answers
        await _palette(pilot, "undo")
        assert session.answers == answers[:-1]

"""Saves, undo and crashes as players meet them: consent before undoing someone's decision, undo after
Continue, and an unexpected error that saves the game, leaves a report and exits with a failure status."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot

from megafauna_tui.cli import main
from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.savefile import Seat
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.screens.game import GameScreen
from megafauna_tui.ui.screens.handoff import HandoffScreen
from megafauna_tui.ui.screens.menu import ConfirmScreen
from tests.ui.conftest import enter_game, screen_text

SIZE = (160, 45)


def _two_people(rules: RulesData) -> Session:
    """Bob (white) decides first; Ada (green) next."""
    return Session.new(rules, [Seat("green", "Ada"), Seat("white", "Bob")], seed=31)


def _fault(self: GameScreen) -> None:
    raise RuntimeError("a deliberate fault")


async def _to_adas_turn(app: MegafaunaApp, pilot: Pilot[None]) -> None:
    """Bob passes; the hand-off names Ada, who takes the keyboard."""
    await enter_game(pilot)
    screen = app.screen
    assert isinstance(screen, GameScreen)
    assert screen.session.decision is not None and screen.session.decision.player.value == "white"
    await pilot.press("3")  # pass
    await pilot.pause()
    assert isinstance(app.screen, HandoffScreen) and "Ada" in screen_text(app)
    await pilot.press("enter")
    await pilot.pause()
    assert app.screen is screen


async def test_undoing_another_persons_decision_asks_them_by_name(rules: RulesData) -> None:
    session = _two_people(rules)
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await _to_adas_turn(app, pilot)
        game_screen = app.screen
        await pilot.press("u")  # Ada asks to undo Bob's pass
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        text = screen_text(app)
        assert "Pass the keyboard to Bob" in text and "Ada asks to undo your choice" in text
        assert "Do you agree, Bob?" in text
        await pilot.press("n")  # Bob keeps his choice
        await pilot.pause()
        assert session.answers == ["pass"]
        assert isinstance(app.screen, HandoffScreen) and "Ada" in screen_text(app)  # the keyboard goes back
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("u")
        await pilot.pause()
        await pilot.press("y")  # this time Bob agrees
        await pilot.pause()
        assert session.answers == []
        assert app.screen is game_screen  # Bob holds the keyboard already: no hand-off
        decision = session.decision
        assert decision is not None and decision.player.value == "white"
        assert decision.prompt in screen_text(app)


async def test_undoing_your_own_decision_asks_nobody(rules: RulesData) -> None:
    session = _two_people(rules)
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await enter_game(pilot)
        first = session.decision
        await pilot.press("2")  # Bob populates: he decides on
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and session.answers == ["populate"]
        await pilot.press("u")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert session.decision == first and session.answers == []


async def test_undo_survives_continue(rules: RulesData, private_home: Path) -> None:
    """The save holds the seed and the answers: after Continue, undo reaches as far back as before."""
    session = _two_people(rules)
    session.answer("populate")
    first_choice = session.decision
    assert first_choice is not None
    session.answer(first_choice.options[0].key)
    session.save(private_home / "autosave.json")
    app = MegafaunaApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await enter_game(pilot)
        await pilot.press("down", "enter")  # Continue the last game
        await enter_game(pilot)  # the hand-off to whoever decides
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.press("u")
        await pilot.pause()
        assert screen.session.decision == first_choice
        assert screen.session.answers == ["populate"]


async def test_an_unexpected_error_saves_the_game_and_writes_a_report(
    rules: RulesData, private_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = _two_people(rules)
    app = MegafaunaApp(bot_delay=0, session=session)
    monkeypatch.setattr(GameScreen, "action_next_tableau", _fault)
    autosave = private_home / "autosave.json"
    with pytest.raises(RuntimeError, match="a deliberate fault"):
        async with app.run_test(size=SIZE) as pilot:
            await enter_game(pilot)
            await pilot.press("2")  # populate: autosaved
            await pilot.pause()
            autosave.unlink()
            await pilot.press("t")  # the fault
            await pilot.pause()
    assert app.return_code == 1
    crash = app.crash
    assert crash is not None and crash.saved == autosave and crash.log is not None
    assert Session.load(autosave, rules).answers == ["populate"]  # saved as the error struck
    report = crash.log.read_text(encoding="utf-8")
    assert "Traceback" in report and "RuntimeError: a deliberate fault" in report
    message = crash.message()
    assert "unexpected error: RuntimeError: a deliberate fault" in message
    assert str(crash.log) in message and "Continue" in message


def test_the_command_exits_non_zero_with_a_message_and_no_traceback(
    private_home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`megafauna` itself: start a game from the start screen, hit the fault, read the terminal."""

    async def player(pilot: Pilot[None]) -> None:
        await pilot.pause()
        await pilot.press("enter")  # New game
        await pilot.pause()
        await pilot.press("ctrl+n")  # two people, defaults
        await enter_game(pilot)  # the hand-off to the first of them
        await pilot.press("t")  # the fault

    run = MegafaunaApp.run
    monkeypatch.setattr(MegafaunaApp, "run", lambda self: run(self, headless=True, size=SIZE, auto_pilot=player))
    monkeypatch.setattr(GameScreen, "action_next_tableau", _fault)
    assert main([]) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert "megafauna stopped after an unexpected error: RuntimeError: a deliberate fault" in err
    assert str(private_home / "crash.log") in err
    assert (private_home / "autosave.json").is_file() and (private_home / "crash.log").is_file()

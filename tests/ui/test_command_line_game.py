"""`megafauna new`: the app opens straight on the game it describes, past the start and new-game screens."""

from __future__ import annotations

import pytest

from megafauna_tui.cli import main
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.screens.game import GameScreen
from megafauna_tui.ui.screens.handoff import HandoffScreen
from megafauna_tui.ui.screens.start import StartScreen
from tests.ui.conftest import screen_text

SIZE = (160, 45)


async def test_new_opens_the_achterbahn_game_with_its_seats(monkeypatch: pytest.MonkeyPatch) -> None:
    built: list[MegafaunaApp] = []
    monkeypatch.setattr(MegafaunaApp, "run", lambda self: built.append(self))  # the test drives it with Pilot
    seats = ["--seat", "Ada:human", "--seat", "Bob:human", "--seat", "Cyd:greedy"]
    assert main(["new", "--mode", "achterbahn", *seats, "--seed", "5", "--bot-delay", "0"]) == 0
    [app] = built
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        # Two people play: the game opens with the hand-off to the first of them, never a menu.
        assert isinstance(app.screen, HandoffScreen)
        first = app.screen.seat.name
        assert first in ("Ada", "Bob")
        await pilot.press("enter")
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        assert [(s.name, s.bot) for s in game.session.seats] == [("Ada", None), ("Bob", None), ("Cyd", "greedy")]
        assert game.session.game.state.mode.value == "achterbahn"
        text = screen_text(app)
        assert "Achterbahn for 3" in text and f"{first}, " in text  # the log's setup line, the prompt's name
        assert "Medea:" in text  # the climate column of the Achterbahn game
        assert game.decision is not None and game.session.seat(game.decision.player).name == first
        # No menu was passed through: the start screen is made only when someone leaves the game for it.
        assert not any(isinstance(screen, StartScreen) for screen in app.screen_stack)

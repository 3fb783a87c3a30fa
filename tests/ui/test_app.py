"""The app as people use it: start, set up, play a whole game by keyboard, hand-offs, scoring."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest
from rich.table import Table
from textual.widgets import Static

from megafauna_tui.data.loader import RulesData
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.screens.game import GameScreen
from megafauna_tui.ui.screens.handoff import HandoffScreen
from megafauna_tui.ui.screens.scoring import AwardsScreen, ScoringScreen
from megafauna_tui.ui.screens.start import StartScreen
from tests.ui.conftest import HANG, screen_text, seeded_session

SIZE = (160, 45)


async def test_start_screen_offers_the_menu() -> None:
    app = MegafaunaApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        text = screen_text(app)
        for item in ("New game", "Continue", "Load a saved game", "Rules help", "Quit"):
            assert item in text


async def test_whole_two_player_game_by_keyboard_only(private_home: Path) -> None:
    """New game from the start screen, then every decision answered with number keys and Enter."""
    app = MegafaunaApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # New game
        await pilot.pause()
        await pilot.press("ctrl+n")  # start with the defaults: two human players
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)  # two people: the first one is handed the keyboard too
        game_screen = app.screen_stack[-2]
        assert isinstance(game_screen, GameScreen)
        handoffs = awards = 0
        for _ in range(2000):
            screen = app.screen
            if isinstance(screen, ScoringScreen):
                break
            if isinstance(screen, HandoffScreen):
                handoffs += 1
                await pilot.press("enter")
            elif isinstance(screen, AwardsScreen):
                awards += 1
                await pilot.press("enter")
            else:
                await pilot.press("1")
            await pilot.pause()
        assert isinstance(app.screen, ScoringScreen)
        state = game_screen.session.game.state
        assert handoffs > 0 and awards == 1
        table = app.screen.query_one("#scores", Static).content
        assert isinstance(table, Table)
        shown = [list(column.cells) for column in table.columns[1:]]
        for column, player in zip(shown, state.players, strict=True):
            assert str(column[-1]) == str(state.scores[player.colour]["total"])
        assert (private_home / "autosave.json").is_file()


async def test_bots_play_on_their_own(rules: RulesData) -> None:
    session = seeded_session(rules, seed=3, bots=("random", "greedy"))
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(4000):  # the bots answer on the screen's timer: a bound in frames, ended early when scored
            await pilot.pause(0.01)
            if isinstance(app.screen, AwardsScreen):
                await pilot.press("enter")
            if isinstance(app.screen, ScoringScreen):
                break
        assert isinstance(app.screen, ScoringScreen)


async def test_handoff_names_who_plays_next(rules: RulesData) -> None:
    session = seeded_session(rules, seed=5)
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        first = session.decision
        assert first is not None
        assert isinstance(app.screen, HandoffScreen)  # before the first decision too
        await pilot.press("enter")
        await pilot.pause()
        for _ in range(60):
            await pilot.press("1")
            await pilot.pause()
            if isinstance(app.screen, HandoffScreen):
                break
        assert isinstance(app.screen, HandoffScreen)
        handoff = app.screen
        nxt = session.decision
        assert nxt is not None and nxt.player is not first.player
        text = screen_text(app)
        assert "Pass the keyboard to" in text and session.seat(nxt.player).name in text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert nxt.prompt in screen_text(app)  # uncovered, the screen shows the new player's question
        for _ in range(60):  # to the hand-off back to the first player: the same screen, the other name
            await pilot.press("1")
            await pilot.pause()
            if isinstance(app.screen, HandoffScreen):
                break
        assert app.screen is handoff
        back = session.decision
        assert back is not None and back.player is not nxt.player
        assert session.seat(back.player).name in screen_text(app)
        assert session.seat(nxt.player).name not in screen_text(app)


async def test_undo_takes_back_a_choice(rules: RulesData) -> None:
    session = seeded_session(rules, seed=9)
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        before = session.decision
        await pilot.press("1")
        await pilot.pause()
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
            await pilot.pause()
        await pilot.press("u")
        await pilot.pause()
        assert session.decision == before


async def test_a_tiny_terminal_asks_for_a_larger_window(rules: RulesData) -> None:
    app = MegafaunaApp(bot_delay=0, session=seeded_session(rules), autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # past the hand-off to the first player
        await pilot.pause()
        assert "too small" in screen_text(app)
        await pilot.resize_terminal(160, 45)
        await pilot.pause()
        assert "too small" not in screen_text(app)
        assert isinstance(app.screen, GameScreen)


async def test_continue_resumes_the_autosave(rules: RulesData, private_home: Path) -> None:
    session = seeded_session(rules, seed=12, answers=15)
    session.save(private_home / "autosave.json")
    app = MegafaunaApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("down", "enter")  # Continue the last game
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)  # resumed: the keyboard goes to whoever decides
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.decision == session.decision


async def test_a_corrupt_autosave_is_reported_not_fatal(private_home: Path) -> None:
    private_home.mkdir(parents=True)
    (private_home / "autosave.json").write_text("{ not json", encoding="utf-8")
    app = MegafaunaApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        assert (private_home / "autosave.json").read_text(encoding="utf-8") == "{ not json"


async def test_random_keys_and_clicks_never_crash(rules: RulesData) -> None:
    """Thousands of random keys and clicks, on every screen they lead to; the app never raises."""
    keys = [*"0123456789umtos?/", "enter", "escape", "up", "down", "left", "right", "tab", "space"]
    keys += ["f1", "home", "ctrl+s", "backspace"]
    rng = random.Random(2024)
    app = MegafaunaApp(bot_delay=0, session=seeded_session(rules, seed=17, bots=(None, "random")), autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        for step in range(2000):
            if not app.is_running:
                break  # the keys found Quit in a menu: a clean exit, not a crash
            if rng.random() < 0.15:
                event = pilot.click(offset=(rng.randrange(SIZE[0]), rng.randrange(SIZE[1])))
            else:
                event = pilot.press(rng.choice(keys))
            try:
                await asyncio.wait_for(event, timeout=HANG)
            except TimeoutError:
                pytest.fail(f"step {step}: the app stopped answering ({app._exception!r})")
            assert app._exception is None, f"step {step}: {app._exception!r}"
        assert app.return_code in (None, 0)

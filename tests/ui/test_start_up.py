"""Starting the app: Continue resumes the game whether the cache of validated rules data is fresh, damaged or
impossible to write; what start-up made is frozen out of the collections, and still freed if it is garbage."""

from __future__ import annotations

import gc
import weakref
from pathlib import Path

from textual.pilot import Pilot

from megafauna_tui.data.loader import RulesData
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.collector import FULL_EVERY, STARTING_YOUNG, Collector, hold_while_starting
from megafauna_tui.ui.screens.game import GameScreen
from megafauna_tui.ui.screens.new_game import NewGameScreen
from megafauna_tui.ui.screens.start import StartScreen
from tests.ui.conftest import enter_game, screen_text, seeded_session

SIZE = (160, 45)


async def _continue(pilot: Pilot[None]) -> None:
    await pilot.pause()
    await pilot.press("down", "enter")  # Continue the last game
    await enter_game(pilot)


async def test_continue_fills_the_cache_and_resumes_from_it(rules: RulesData, private_home: Path) -> None:
    session = seeded_session(rules, seed=12, answers=15)
    session.save(private_home / "autosave.json")
    for start in ("cold", "cached"):
        app = MegafaunaApp(bot_delay=0)
        async with app.run_test(size=SIZE) as pilot:
            await _continue(pilot)
            assert isinstance(app.screen, GameScreen), start
            assert app.screen.session.decision == session.decision
        assert [f.suffix for f in (private_home / "cache").iterdir()] == [".cache"]


async def test_continue_resumes_despite_a_damaged_cache(rules: RulesData, private_home: Path) -> None:
    session = seeded_session(rules, seed=12, answers=15)
    session.save(private_home / "autosave.json")
    async with MegafaunaApp(bot_delay=0).run_test(size=SIZE) as pilot:
        await _continue(pilot)
    for cache_file in (private_home / "cache").iterdir():
        cache_file.write_bytes(cache_file.read_bytes()[:1000])  # cut short, as by a full disk
    app = MegafaunaApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await _continue(pilot)
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.decision == session.decision


async def test_continue_resumes_when_the_cache_cannot_be_written(rules: RulesData, private_home: Path) -> None:
    session = seeded_session(rules, seed=12, answers=15)
    session.save(private_home / "autosave.json")
    (private_home / "cache").write_text("a file where the cache folder would go")
    app = MegafaunaApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await _continue(pilot)
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.decision == session.decision
    assert (private_home / "cache").read_text() == "a file where the cache folder would go"


def test_what_start_up_froze_is_collected_at_the_first_pause() -> None:
    """The app freezes everything made before it started (so collections while it draws leave it alone);
    nothing is lost by that: garbage among it is freed at the first pause, like any other."""
    now = [0.0]
    collector = Collector(idle_after=1.0, clock=lambda: now[0])

    class Cycle:
        def __init__(self) -> None:
            self.me = self

    dropped = Cycle()
    gone = weakref.ref(dropped)
    del dropped  # garbage only a collection can free: it refers to itself
    collector.start()
    try:
        assert gc.get_freeze_count() > 0
        gc.collect()
        assert gone() is not None  # frozen: left alone by collections while the first screen is drawn
        now[0] += 1.5
        collector.tick()  # the first pause
        assert gone() is None
    finally:
        collector.stop()
    assert gc.get_freeze_count() == 0


async def test_a_game_started_straight_away_leaves_for_a_working_start_screen(rules: RulesData) -> None:
    """Started straight into a game, the app makes the start screen only when someone leaves for it; it then
    works as if it had been there all along."""
    session = seeded_session(rules, seed=12, answers=15)
    app = MegafaunaApp(bot_delay=0, autosave=False, session=session)
    async with app.run_test(size=SIZE) as pilot:
        await enter_game(pilot)
        assert isinstance(app.screen, GameScreen)
        await pilot.press("escape")  # the menu
        await pilot.pause()
        await pilot.press("down", "down", "down", "enter")  # Back to the start screen
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        assert "New game" in screen_text(app)
        await pilot.press("enter")  # New game
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)


def test_young_collections_are_rare_only_until_the_app_starts() -> None:
    """Start-up makes hundreds of thousands of objects that all live on, so until an app starts Python walks
    its young objects rarely; the app's own schedule then takes over, and stopping it gives Python its own
    settings back."""
    release = Collector()
    release.start()  # lifts a hold left by importing the app in this process
    release.stop()
    python_own = gc.get_threshold()
    hold_while_starting()
    assert gc.get_threshold() == (STARTING_YOUNG, *python_own[1:])
    collector = Collector()
    collector.start()
    try:
        assert gc.get_threshold() == (python_own[0], python_own[1], FULL_EVERY)
    finally:
        collector.stop()
    assert gc.get_threshold() == python_own

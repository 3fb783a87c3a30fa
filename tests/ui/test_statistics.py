"""The Statistics screen from the start screen, the details of a recent game and its replay, and the app keeping
each finished game in the history once, or saying why it could not without touching the game or the file."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList

from megafauna_tui import history
from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules.state import GameMode, Side
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.screens.game import GameScreen
from megafauna_tui.ui.screens.replay import ReplayScreen
from megafauna_tui.ui.screens.scoring import ScoringScreen
from megafauna_tui.ui.screens.solo_end import SoloEndScreen
from megafauna_tui.ui.screens.start import StartScreen
from megafauna_tui.ui.screens.statistics import GameDetailsScreen, StatisticsScreen
from tests.test_history import achterbahn, finished, solo_game, tooth_and_claw, venus
from tests.ui.conftest import enter_game, screen_text, seeded_session

SIZE = (160, 45)


async def test_the_statistics_screen_from_the_start_screen(rules: RulesData, private_home: Path) -> None:
    for session in (
        tooth_and_claw(rules),
        achterbahn(rules),
        solo_game(rules, GameMode.SOLO_MARS, Side.PLANT),
        solo_game(rules, GameMode.SOLO_EARTH, Side.ANIMAL),
        venus(rules, GameMode.VENUS_L1),
    ):
        history.record(history.record_of(session))
    app = MegafaunaApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        menu = app.screen.query_one(OptionList)
        while menu.highlighted is None or menu.get_option_at_index(menu.highlighted).id != "stats":
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, StatisticsScreen)
        shown = screen_text(app)
        for words in (
            "Statistics: 5 finished games",
            "Wins by seat (games between players)",
            "Wins by colour",
            "Best scores",
            "Solo games (K, Kd)",
            "Venus games (L1c, L2c)",
            "Recent games (Enter shows one)",
            "Solo on Mars (plant",
        ):
            assert words in shown, words
        recent = app.screen.query_one("#recent", OptionList)
        assert recent.option_count == 5
        for _ in range(4):  # the oldest game: tooth & claw
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameDetailsScreen)
        details = screen_text(app)
        assert "Tooth & claw" in details and "seed 7" in details and "greedy bot" in details
        assert "Fossils" in details and "Ada won." in details
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, StatisticsScreen)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("r")  # replay: the finished game opens in the Replay screen, at its setup
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        replay = app.screen.replay
        assert replay.final.state == tooth_and_claw(rules).game.state
        await pilot.press("end")
        await pilot.pause()
        assert replay.index == len(replay) and replay.game.state == tooth_and_claw(rules).game.state
    assert len(history.games()) == 5  # opening it again did not count it twice


async def test_an_empty_history_gets_a_friendly_word(private_home: Path) -> None:
    app = MegafaunaApp(bot_delay=0, statistics=True)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StatisticsScreen)
        assert "No finished games yet." in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)


async def test_a_game_finished_in_the_app_is_recorded_once(rules: RulesData, private_home: Path) -> None:
    whole = finished(seeded_session(rules, seed=7, bots=(None, None)))
    session = seeded_session(rules, seed=7, bots=(None, None))
    for key in whole.answers[:-1]:  # one answer from the end
        session.answer(key)
    assert session.decision is not None
    number = [option.key for option in session.decision.options].index(whole.answers[-1]) + 1
    assert number <= 9
    app = MegafaunaApp(bot_delay=0, session=session)
    async with app.run_test(size=SIZE) as pilot:
        await enter_game(pilot)
        await pilot.press(str(number))
        await pilot.pause()
        assert isinstance(app.screen, ScoringScreen)
        await pilot.press("b")  # the final board, then the scores again
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, ScoringScreen)
    (game,) = history.games()
    assert [s.name for s in game.seats] == ["Player 1", "Player 2"]
    assert game.decisions == len(whole.answers)


async def test_a_damaged_history_never_stops_the_game(rules: RulesData, private_home: Path) -> None:
    private_home.mkdir(parents=True)
    damaged = private_home / history.FILE_NAME
    garbage = b"SQLite format 3\x00" + b"\xff" * 3000
    damaged.write_bytes(garbage)
    session = finished(solo_game(rules, GameMode.SOLO_MARS, Side.ANIMAL))
    app = MegafaunaApp(bot_delay=0, session=session)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SoloEndScreen)  # the outcome is shown all the same
        shown = screen_text(app)
        assert "This game was not added to the" in shown and "damaged" in shown  # the notice, wrapped to its width
        app.screen.query_one("#outcome")
        game_screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        game_screen.action_save()  # the game still saves as it did
        await pilot.pause()
    assert damaged.read_bytes() == garbage
    saves = sorted((private_home / "saves").glob("*.json"))
    # the game saved by hand, and the finished game kept until the history can take it
    assert [p.name.split("-")[0] for p in saves] == ["megafauna", "unrecorded"]
    for saved in saves:
        assert Session.load(saved, rules).game.state == session.game.state

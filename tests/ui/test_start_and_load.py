"""The start, new-game and load screens: leaving a running game only on purpose, a Load list that tells
saves apart and survives a bad one, and `q` on the start screen."""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

from textual.pilot import Pilot

from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.savefile import Seat
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.screens.game import GameScreen
from megafauna_tui.ui.screens.load import LoadScreen
from megafauna_tui.ui.screens.menu import ConfirmScreen
from megafauna_tui.ui.screens.new_game import NewGameScreen
from megafauna_tui.ui.screens.start import StartScreen
from tests.ui.conftest import enter_game, screen_text

SIZE = (160, 45)


def _session(rules: RulesData, answers: int = 3) -> Session:
    session = Session.new(rules, [Seat("green", "Ada"), Seat("white", "Bob", "random")], seed=31)
    for _ in range(answers):
        decision = session.decision
        assert decision is not None
        session.answer(decision.options[len(decision.options) // 2].key)
    return session


async def _palette_new_game(pilot: Pilot[None]) -> None:
    await pilot.press("ctrl+p")
    await pilot.pause()
    await pilot.press(*"new")
    await pilot.pause(0.3)  # the palette searches in the background
    await pilot.press("down", "enter")  # its first match: New game
    await pilot.pause()


async def test_q_quits_from_the_start_screen() -> None:
    app = MegafaunaApp(bot_delay=0, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await enter_game(pilot)
        assert isinstance(app.screen, StartScreen)
        await pilot.press("q")
        await pilot.pause()
        assert not app.is_running
    assert app.return_code == 0


async def test_new_game_from_the_palette_warns_and_esc_returns_to_the_game(rules: RulesData) -> None:
    session = _session(rules)
    before = session.to_json()
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await enter_game(pilot)
        game_screen = app.screen
        assert isinstance(game_screen, GameScreen)
        await _palette_new_game(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        text = screen_text(app)
        assert "A game is in progress" in text and "Leave this game for a new one?" in text
        await pilot.press("n")  # stay
        await pilot.pause()
        assert app.screen is game_screen
        await _palette_new_game(pilot)
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("escape")  # changed my mind: back to the game, as it was
        await pilot.pause()
        assert app.screen is game_screen
        assert session.to_json() == before


async def test_leaving_a_game_for_a_new_one_keeps_it_as_a_save(rules: RulesData, private_home: Path) -> None:
    session = _session(rules)
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await enter_game(pilot)
        await _palette_new_game(pilot)
        await pilot.press("y")
        await pilot.pause()
        await pilot.press("ctrl+n")  # start the new game
        await enter_game(pilot)  # two people: the hand-off to the first
        assert isinstance(app.screen, GameScreen) and app.screen.session is not session
    kept = list((private_home / "saves").glob("*.json"))
    assert len(kept) == 1
    assert Session.load(kept[0], rules).answers == session.answers


async def test_a_new_game_from_the_start_screen_keeps_the_unfinished_autosave(
    rules: RulesData, private_home: Path
) -> None:
    """A game left for the start screen lives on in the autosave; starting another one keeps it as a save
    first, so Continue's game is never silently overwritten."""
    session = _session(rules)
    session.save(private_home / "autosave.json")
    app = MegafaunaApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await enter_game(pilot)
        assert isinstance(app.screen, StartScreen)
        await pilot.press("enter")  # New game
        await pilot.pause()
        await pilot.press("ctrl+n")
        await enter_game(pilot)
        assert isinstance(app.screen, GameScreen) and app.screen.session.answers != session.answers
    kept = list((private_home / "saves").glob("autosave-kept-*.json"))
    assert len(kept) == 1
    assert Session.load(kept[0], rules).answers == session.answers


async def test_a_failed_load_stays_on_the_list_of_saves(rules: RulesData, private_home: Path) -> None:
    saves = private_home / "saves"
    saves.mkdir(parents=True)
    good = _session(rules)
    good.save(saves / "good.json")
    (saves / "broken.json").write_text(good.to_json().replace('"answers": [', '"answers": [\n  "warp",'))
    os.utime(saves / "good.json", (1_700_000_000, 1_700_000_000))  # older: listed after the broken one
    app = MegafaunaApp(bot_delay=0, autosave=False)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await enter_game(pilot)
        await pilot.press("down", "enter")  # Load a saved game (Continue is disabled: no autosave)
        await pilot.pause()
        load_screen = app.screen
        assert isinstance(load_screen, LoadScreen)
        await pilot.press("enter")  # the broken save, newest first
        await pilot.pause()
        assert app.screen is load_screen
        text = screen_text(app)
        assert "Cannot load that game" in text and "answer 1 of 4, 'warp'" in text  # the message, wrapped
        await pilot.press("down", "enter")  # the good one
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.answers == good.answers


async def test_the_load_list_tells_saves_apart(rules: RulesData, private_home: Path) -> None:
    session = _session(rules)
    session.save(private_home / "autosave.json")
    finished = Session.new(rules, [Seat("orange", "Cy"), Seat("black", "Di")], seed=2)
    while finished.decision is not None:
        finished.answer(finished.decision.options[0].key)
    finished.save(private_home / "saves" / "done.json")
    app = MegafaunaApp(bot_delay=0, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await enter_game(pilot)
        app.action_load_game()
        await pilot.pause()
        text = screen_text(app)
        state = session.game.state
        assert "autosave (the last game)" in text
        assert f"Tooth & claw (standard) · turn {state.turn}, era I · Ada (green), Bob (white, random bot)" in text
        assert "done.json" in text and "finished: turn 11, era II · Cy (orange), Di (black)" in text
        assert datetime.now().strftime("%Y-%m-%d") in text
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)


async def test_the_new_game_screen_starts_an_achterbahn_game(rules: RulesData, private_home: Path) -> None:
    """C1a: Achterbahn is offered beside tooth & claw; choosing it deals the climate game, whose screen shows
    the reservoirs and the Medea's holder."""
    app = MegafaunaApp(bot_delay=0, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await enter_game(pilot)
        await pilot.press("enter")  # New game
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("down", "enter")  # the mode list has the focus: Achterbahn
        await pilot.press("ctrl+n")
        await enter_game(pilot)
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.game.state.mode.value == "achterbahn"
        text = screen_text(app)
        assert "Oxygen 14/18" in text and "Medea:" in text


TESTS = Path(__file__).parents[1]


async def test_continue_and_load_name_the_card_data_of_an_old_save(rules: RulesData, private_home: Path) -> None:
    """A save made with the first edition of the cards: one whose answers play the same today opens with a
    warning naming that data; one whose answers play differently is refused in one line naming it."""
    saves = private_home / "saves"
    saves.mkdir(parents=True)
    (private_home / "autosave.json").write_bytes((TESTS / "fixtures" / "save_before_placements.json").read_bytes())
    (saves / "old.json").write_bytes((TESTS / "other_data" / "save_edition1_cards.json").read_bytes())
    app = MegafaunaApp(bot_delay=0, autosave=False)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await enter_game(pilot)
        await pilot.press("down", "down", "enter")  # Load a saved game (after New game and Continue)
        await pilot.pause()
        load_screen = app.screen
        assert isinstance(load_screen, LoadScreen)
        await pilot.press("down", "enter")  # the old save whose record plays differently now (after the autosave)
        await pilot.pause()
        assert app.screen is load_screen
        text = " ".join(screen_text(app).split())
        assert "Cannot load that game" in text and "edition 1 of the card data" in text
    app = MegafaunaApp(bot_delay=0, autosave=False)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await enter_game(pilot)
        await pilot.press("down", "enter")  # Continue: the autosave from before saves named their data
        await enter_game(pilot)
        assert isinstance(app.screen, GameScreen) and app.screen.session.game.state.turn == 4
        assert app.screen.session.note is not None and "edition 1 of the card data" in app.screen.session.note
        assert "Saved with other card data" in screen_text(app)

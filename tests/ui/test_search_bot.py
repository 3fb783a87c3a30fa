"""The search bot at the table: it thinks in the background while the screen keeps answering keys, its
answer is applied only to the decision it was asked about, leaving or saving never loses the game, the
hint names the search's top options for the person deciding, and the new-game screen seats it.

A search is held back where a test must see it under way by holding the screen's search lock: the real
bot then waits, as a slow search would, until the test lets it go.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.pilot import Pilot
from textual.widgets import Input, Label, Select

from megafauna_tui.bots import SearchBot, TableView
from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.rules.state import GameMode
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.games import new_solo_session
from megafauna_tui.ui.screens.game import GameScreen
from megafauna_tui.ui.screens.legend import LegendScreen
from megafauna_tui.ui.screens.new_game import NewGameScreen
from megafauna_tui.ui.thinking import hint_seed
from megafauna_tui.ui.widgets.prompt import Options, PromptPanel
from megafauna_tui.ui.widgets.tableau import Tableau
from tests.ui.conftest import enter_game, screen_text, seeded_session

SIZE = (160, 45)
#: Seed 7 with these seats: Black (a person) decides first; passing hands the turn to Orange, the search bot,
#: and the pass can be undone (no card or die is revealed).
SEED, SEATS = 7, ("search:quick", None)
ORANGE, BLACK = PlayerColour.ORANGE, PlayerColour.BLACK


def prompt_line(screen: GameScreen, part: str) -> str:
    return str(screen.query_one(PromptPanel).query_one(f"#{part}", Label).render())


async def settle(pilot: Pilot[None]) -> None:
    """Wait for every search under way to end, then for the screen to take its answer."""
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def pass_to_the_bot(pilot: Pilot[None], screen: GameScreen) -> None:
    """Black ends its actions: Orange, the search bot, decides now (and thinks until the test lets it)."""
    assert screen.decision is not None and screen.decision.player is BLACK
    await pilot.press("3")  # end your actions
    await pilot.pause()
    assert screen.decision is not None and screen.decision.player is ORANGE


async def test_the_screen_takes_keys_while_the_search_bot_thinks(rules: RulesData) -> None:
    session = seeded_session(rules, seed=SEED, bots=SEATS)
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await enter_game(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        with screen.search_lock:  # the bot's search waits: it thinks for as long as the test needs
            await pass_to_the_bot(pilot, screen)
            assert screen.thinking is not None
            await pilot.pause(0.15)  # a tick of the spinner
            assert prompt_line(screen, "question").startswith("Player 1, orange (search bot, quick) is thinking...")
            assert prompt_line(screen, "question").endswith(" s")  # with the seconds it has thought
            answered = len(session.answers)
            # The keys still work: the tableaux turn, the legend opens and closes.
            tableau = screen.query_one(Tableau)
            assert tableau.text.plain.lstrip().startswith("Black (K)")
            await pilot.press("t")
            await pilot.pause()
            assert tableau.text.plain.lstrip().startswith("Orange (O)")
            await pilot.press("l")
            await pilot.pause()
            assert isinstance(app.screen, LegendScreen)
            await pilot.press("escape")
            await pilot.pause()
            assert app.screen is screen and screen.thinking is not None
            await pilot.press("h")  # the hint is for people: a bot decides now
            assert len(session.answers) == answered and screen.thinking is not None
        await settle(pilot)
        assert len(session.answers) > answered  # the bot answered once let go
        assert session.seat(ORANGE).bot == "search:quick"


async def test_quitting_while_the_bot_thinks_stops_its_search_and_the_saves_load(
    rules: RulesData, private_home: Path
) -> None:
    session = seeded_session(rules, seed=SEED, bots=SEATS)
    app = MegafaunaApp(bot_delay=0, session=session)
    async with app.run_test(size=SIZE) as pilot:
        await enter_game(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        with screen.search_lock:
            await pass_to_the_bot(pilot, screen)
            thought = screen.thinking
            assert thought is not None
            await pilot.press("ctrl+s")  # a save while the bot thinks
            await pilot.pause()
            assert not thought.stop.is_set()  # saving does not disturb the search: the game stays where it is
            await pilot.press("ctrl+q")
    assert not app.is_running
    assert thought.stop.is_set()  # leaving ended the search at its next iteration
    saves = [*(private_home / "saves").iterdir(), private_home / "autosave.json"]
    assert len(saves) == 2
    for path in saves:
        loaded = Session.load(path, rules)
        assert loaded.answers == session.answers  # the bot's answer never reached the game, nor the save
        assert loaded.decision is not None and loaded.decision.player is ORANGE
        assert loaded.seat(ORANGE).bot == "search:quick"


async def test_an_undo_while_the_bot_thinks_drops_its_answer(rules: RulesData) -> None:
    session = seeded_session(rules, seed=SEED, bots=SEATS)
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await enter_game(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        asked = screen.decision
        with screen.search_lock:
            await pass_to_the_bot(pilot, screen)
            thought = screen.thinking
            assert thought is not None
            await pilot.press("u")  # Black takes the pass back while Orange thinks
            await pilot.pause()
            assert thought.stop.is_set() and screen.thinking is None
        await settle(pilot)  # the stopped search ends and hands back an answer to a question no longer asked
        assert session.answers == [] and session.decision == asked  # Black decides again; nothing was applied
        assert prompt_line(screen, "question").startswith(" Player 2, black [K] ")


async def test_the_hint_names_the_top_options_and_enter_takes_the_best(rules: RulesData) -> None:
    session = seeded_session(rules, seed=SEED, bots=SEATS)
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await enter_game(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        screen.hint_level = "quick"
        decision = screen.decision
        assert decision is not None
        with screen.search_lock:
            await pilot.press("h")
            await pilot.pause()
            assert prompt_line(screen, "hint").startswith("Hint: the search bot (quick) is thinking...")
        await settle(pilot)
        hint = screen.hint
        assert hint is not None and hint.best in decision.keys
        # The same game at the same decision gets the same hint: the hint's bot is seeded by both.
        again = SearchBot(hint_seed(session.game, 0), "quick").analyse(TableView(session.game))
        assert [r.key for r in hint.reports] == [r.key for r in again]
        text = prompt_line(screen, "hint")
        assert text.startswith("Hint (search bot, quick, 60 tries); Enter takes ★")
        lines = text.splitlines()[1:]
        assert len(lines) == min(3, len(decision.options))
        labels = {o.key: o.label for o in decision.options}
        assert lines[0].startswith(f"★ {decision.keys.index(hint.best) + 1}. {labels[hint.best]} — chosen in ")
        assert "games in 10 after it; about " in lines[0] and lines[0].endswith(" VP by the end of its look-ahead")
        options = screen.query_one(PromptPanel).query_one(Options)
        assert options.highlighted == decision.keys.index(hint.best)
        assert "◀ hint: best" in str(options.get_option_at_index(decision.keys.index(hint.best)).prompt)
        await pilot.press("enter")
        await pilot.pause()
        assert session.answers[0] == hint.best
        assert screen.hint is None and not screen.query_one(PromptPanel).query_one("#hint").display


async def test_a_hint_for_a_decision_already_answered_is_dropped(rules: RulesData) -> None:
    session = seeded_session(rules, seed=SEED, bots=SEATS)
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await enter_game(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        screen.hint_level = "quick"
        with screen.search_lock:
            await pilot.press("h")
            await pilot.pause()
            thought = screen.thinking
            assert thought is not None and thought.purpose == "hint"
            await pilot.press("2")  # Black answers without waiting for the hint: populate
            await pilot.pause()
            assert thought.stop.is_set()
        await settle(pilot)
        assert session.answers == ["populate"] and screen.hint is None
        assert not screen.query_one(PromptPanel).query_one("#hint").display


async def test_the_new_game_screen_seats_the_search_bot_at_a_level(rules: RulesData) -> None:
    app = MegafaunaApp(bot_delay=30)  # the bots' pace: a bot shows as thinking for 30 s before it answers
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # New game
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameScreen)
        form.query_one("#kind-1", Select).value = "search:strong"  # every level is offered
        form.query_one("#kind-1", Select).value = "search:quick"
        form.query_one("#seed", Input).value = "7"
        await pilot.pause()
        assert "search bot (quick)" in screen_text(app)
        await pilot.press("ctrl+n")
        await enter_game(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert [(seat.name, seat.bot) for seat in screen.session.seats] == [
            ("Player 1", None),
            ("Search (quick) 2", "search:quick"),  # a bot seat left unnamed is named after its bot
        ]
        decision = screen.decision
        assert decision is not None
        if screen.session.seat(decision.player).bot is None:
            await pilot.press(str(decision.keys.index("pass") + 1))  # the person ends their actions
            await pilot.pause()
        decision = screen.decision
        assert decision is not None and screen.session.seat(decision.player).name == "Search (quick) 2"
        assert "Search (quick) 2, " in prompt_line(screen, "question")
        assert "(search bot, quick) is thinking..." in prompt_line(screen, "question")


def test_the_hint_in_the_prompt(snap_compare: Any, rules: RulesData) -> None:
    """The hint at the default level for a newborn's destination: the search's top three, the best marked
    in the list and under the cursor."""

    async def ask_for_a_hint(pilot: Pilot[None]) -> None:
        await enter_game(pilot)
        await pilot.press("h")
        await settle(pilot)

    session = seeded_session(rules, seed=SEED, bots=SEATS, answers=17)
    app = MegafaunaApp(bot_delay=0, autosave=False, session=session)
    assert snap_compare(app, terminal_size=SIZE, run_before=ask_for_a_hint)


async def test_the_solo_hint_speaks_of_the_outcome_not_of_winning_against_someone(rules: RulesData) -> None:
    """Kd: one person against the climate wins, wins decisively or loses; the hint says which way each
    option heads instead of a chance to beat a rival."""
    session = new_solo_session(rules, mode=GameMode.SOLO_MARS, colour=ORANGE, seed=9, plant_policy=True)
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await enter_game(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        screen.hint_level = "quick"
        await pilot.press("h")
        await settle(pilot)
        hint = screen.hint
        assert hint is not None and hint.solo
        best = prompt_line(screen, "hint").splitlines()[1]
        assert "; the game heads for a " in best and "(Kd); about " in best and "games in 10" not in best
        # the first question of a Mars game: nothing is lost yet, and the VP shown are VP, not the seas (Kd)
        assert "heads for a win short of the decisive 15 VP" in best and "tries in 10 were lost" not in best

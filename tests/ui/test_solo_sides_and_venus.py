"""The solo game's sides and the Venus games at the keyboard: started from the new-game screen, played for a
few turns with the right hand-offs (none between one person's two sides, the Medea's holder for the automated
plant of L2), and a whole Venus L1 game by keyboard to its verdict.
"""

from __future__ import annotations

import random

from textual.pilot import Pilot
from textual.widgets import Input, Label, Select, Static

from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.rules import venus
from megafauna_tui.rules.state import GameMode, Side
from megafauna_tui.ui import games
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.screens.game import GameScreen
from megafauna_tui.ui.screens.handoff import HandoffScreen
from megafauna_tui.ui.screens.new_game import NewGameScreen
from megafauna_tui.ui.screens.scoring import AwardsScreen, ScoringScreen
from megafauna_tui.ui.screens.solo_end import SoloEndScreen
from megafauna_tui.ui.widgets.game_log import wording
from megafauna_tui.ui.widgets.prompt import PromptPanel
from tests.ui.conftest import screen_text

SIZE = (160, 45)
GREEN = PlayerColour.GREEN


def question(app: MegafaunaApp) -> str:
    screen = app.screen
    assert isinstance(screen, GameScreen)
    return str(screen.query_one(PromptPanel).query_one("#question", Label).render())


def handoff_text(screen: HandoffScreen) -> str:
    return " ".join(str(w.render()) for w in screen.query(Static) if w.id in ("handoff-text", "handoff-reason"))


async def open_new_game(pilot: Pilot[None], downs: int) -> NewGameScreen:
    """From the start screen to the new-game screen, the game picked ``downs`` below tooth & claw."""
    await pilot.pause()
    await pilot.press("enter")  # New game
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, NewGameScreen)
    await pilot.press(*["down"] * downs, "enter")
    await pilot.pause()
    return screen


async def start_solo(pilot: Pilot[None], side_downs: int, *, policy: bool) -> GameScreen:
    """Solo on Mars, the animal Black, the side ``side_downs`` below the animal, the plant policy or not."""
    screen = await open_new_game(pilot, 2)
    assert screen.has_class("-solo")
    await pilot.press("tab", "enter")  # the world: Mars
    await pilot.press("tab", "down", "enter")  # the colour: Black
    await pilot.press("tab", *["down"] * side_downs, "enter")  # the side
    await pilot.press("tab")  # the plant policy
    if policy:
        await pilot.press("space")
    await pilot.press("tab", "tab", *"21")  # past the apomorphies to the seed
    await pilot.press("ctrl+n")
    await pilot.pause()
    game_screen = pilot.app.screen
    assert isinstance(game_screen, GameScreen), game_screen
    return game_screen


async def play_keys(pilot: Pilot[None], game_screen: GameScreen, count: int, seed: int) -> list[str]:
    """Answer ``count`` questions with random number keys, taking each hand-off; return the hand-offs' texts."""
    picks = random.Random(seed)
    session = game_screen.session
    handoffs = []
    while len(session.answers) < count and session.decision is not None:
        await pilot.pause()
        screen = pilot.app.screen
        if isinstance(screen, HandoffScreen):
            decision = session.decision
            assert screen.seat.colour == games.person(session.game, decision.player).value
            handoffs.append(handoff_text(screen))
            await pilot.press("enter")
            continue
        if isinstance(screen, AwardsScreen):
            await pilot.press("enter")
            continue
        if not isinstance(screen, GameScreen):
            break
        decision = session.decision
        answered = len(session.answers)
        number = picks.randrange(min(len(decision.options), 9)) + 1
        if any(str(n).startswith(str(number)) for n in range(10, len(decision.options) + 1)):
            await pilot.press(str(number), "enter")  # the digit begins a longer number: Enter takes it alone
        else:
            await pilot.press(str(number))
        await pilot.pause()
        assert len(session.answers) == answered + 1, "the key was not taken as the answer"
    return handoffs


async def test_Ke_the_person_plays_the_plant_and_its_animal_without_a_hand_off(private_home: object) -> None:
    app = MegafaunaApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot, 2)
        await pilot.press("tab", "enter", "tab", "down", "enter", "tab", "down", "enter")  # Mars, Black, the plant
        assert screen.query_one("#plant-policy").disabled  # Ke: nothing automated for a policy to play
        screen.query_one("#seed", Input).focus()
        await pilot.press(*"21")  # a random seed ends one Ke game in eight within 30 answers
        await pilot.press("ctrl+n")
        await pilot.pause()
        game_screen = app.screen
        assert isinstance(game_screen, GameScreen)
        session = game_screen.session
        assert (session.game.state.side, session.game.state.plant_policy, session.game.state.seed) == (
            Side.PLANT,
            False,
            21,
        )
        seen = set()
        picks = random.Random(1)
        for _ in range(30):
            await pilot.pause()
            assert not isinstance(app.screen, HandoffScreen), "a hand-off between the plant and its animal"
            decision = session.decision
            assert decision is not None
            side = "Plant (Green)" if decision.player is GREEN else "Animal (Black)"
            assert question(app).startswith(f" {side} decides [")
            seen.add(side)
            await pilot.press(str(picks.randrange(min(len(decision.options), 9)) + 1))
        assert seen == {"Plant (Green)", "Animal (Black)"}


async def test_Kf_K8_the_chimera_with_the_plant_policy_never_sees_a_plant_question(private_home: object) -> None:
    app = MegafaunaApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        game_screen = await start_solo(pilot, 2, policy=True)
        session = game_screen.session
        state = session.game.state
        assert (state.mode, state.side, state.plant_policy, state.seed) == (
            GameMode.SOLO_MARS,
            Side.CHIMERA,
            True,
            21,
        )
        picks = random.Random(2)
        for _ in range(25):
            await pilot.pause()
            screen = app.screen
            assert not isinstance(screen, HandoffScreen)
            if isinstance(screen, SoloEndScreen):
                break
            decision = session.decision
            assert decision is not None and decision.player is PlayerColour.BLACK  # the plant is the game's (K8)
            assert question(app).startswith(" Chimera (Green, black pieces) decides [")
            await pilot.press(str(picks.randrange(min(len(decision.options), 9)) + 1))
        assert any(c.colour is GREEN for c in session.game.state.creeples)  # the plant played on by itself


async def fill_seats(screen: NewGameScreen, pilot: Pilot[None], seats: list[tuple[str, str]], seed: str) -> None:
    for index, (name, kind) in enumerate(seats):
        screen.query_one(f"#name-{index}", Input).value = name
        screen.query_one(f"#kind-{index}", Select).value = kind
    screen.query_one("#seed", Input).value = seed
    await pilot.press("ctrl+n")
    await pilot.pause()


async def test_L1_two_people_play_a_whole_venus_plant_game_by_keyboard_to_the_verdict(private_home: object) -> None:
    """L1, L1c: the first seat plays the plant and holds the Medea; the keyboard passes between the two people
    whenever the other decides; the end screen gives the verdict with its reason and names, and the scores."""
    app = MegafaunaApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot, 3)
        assert screen.has_class("-venus-l1")
        assert not screen.query_one("#players").display  # two seats, always
        assert "Seat 1 plays the plant" in screen_text(app)
        await fill_seats(screen, pilot, [("Ada", "human"), ("Bob", "human")], "5")
        assert isinstance(app.screen, HandoffScreen)
        assert app.screen.seat.name == "Ada"  # the plant roots first (K3e)
        game_screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        session = game_screen.session
        assert session.game.state.mode is GameMode.VENUS_L1
        assert session.seat(GREEN).name == "Ada"
        handoffs = await play_keys(pilot, game_screen, 10_000, seed=5)
        assert session.decision is None
        assert any("Ada" in text for text in handoffs) and any("Bob" in text for text in handoffs)
        await pilot.pause()
        assert isinstance(app.screen, ScoringScreen), app.screen
        _, verdict = session.game.variant.winners(session.game)
        text = screen_text(app)
        shown = str(app.screen.query_one("#winner", Static).render())
        names = {PlayerColour(seat.colour): seat.name for seat in session.seats}
        assert shown == wording(verdict, names) and shown.endswith("(L1c).")
        if not session.game.state.winners:
            assert shown.startswith("Nobody wins: ")
        assert "Final scoring (A7)" in text and "Ada" in text and "Bob" in text


async def test_L2b_the_medea_holder_is_handed_the_keyboard_to_run_the_plant(private_home: object) -> None:
    app = MegafaunaApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot, 4)
        assert screen.has_class("-venus-l2")
        assert not screen.query_one("#players-4").display  # two or three animals
        await pilot.click("#players-3")
        await fill_seats(screen, pilot, [("Ada", "human"), ("Bob", "human"), ("Cy", "human")], "8")
        game_screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        session = game_screen.session
        game = session.game
        assert game.state.mode is GameMode.VENUS_L2
        holder = next(p.colour for p in game.state.players if p.medea)
        name = session.seat(holder).name
        handoff = app.screen
        assert isinstance(handoff, HandoffScreen) and handoff.seat.name == name
        assert session.decision is not None and session.decision.player is GREEN
        assert f"Medea holder {name} runs the plant: " in handoff_text(handoff)
        await pilot.press("enter")
        await pilot.pause()
        assert question(app).startswith(f" Plant (Green, run by the Medea holder {name}) decides [")
        handoffs = await play_keys(pilot, game_screen, 40, seed=8)
        assert {n for n in ("Ada", "Bob", "Cy") if any(n in text for text in handoffs)} == {"Ada", "Bob", "Cy"}
        assert set(venus.animal_players(game)) == {PlayerColour(s.colour) for s in session.seats[:3]}


async def test_Kf_R105_the_first_seat_of_the_venus_animal_game_may_play_the_chimera(private_home: object) -> None:
    """L2 with the chimera box ticked: the first seat's person plays Green as an animal with the dealt colour's
    pieces, and the screen names the chimera when it decides."""
    app = MegafaunaApp(bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot, 4)
        assert "Seat 1 plays the chimera" in screen_text(app)
        await pilot.click("#chimera-seat")
        await fill_seats(screen, pilot, [("Ada", "human"), ("Bob", "human")], "8")
        game_screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        session = game_screen.session
        game = session.game
        assert game.state.mode is GameMode.VENUS_L2 and game.state.side is Side.CHIMERA
        chimera = game.state.players[0].colour
        assert session.seats[0].name == "Ada" and session.seats[0].colour == chimera.value
        assert game.variant.chimera(game, chimera)
        picks = random.Random(8)
        for _ in range(80):  # answer by number keys until the chimera decides, and read how the prompt names it
            await pilot.pause()
            if isinstance(app.screen, (HandoffScreen, AwardsScreen)):
                await pilot.press("enter")
                continue
            decision = session.decision
            assert decision is not None and isinstance(app.screen, GameScreen)
            if decision.player is chimera:
                assert question(app).startswith(f" Ada, the chimera (Green, {chimera.value} pieces) decides [")
                break
            await pilot.press(str(picks.randrange(min(len(decision.options), 9)) + 1))
        else:
            raise AssertionError("the chimera never decided in 80 answers")

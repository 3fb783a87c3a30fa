"""The solo game at the keyboard (part K): a whole game on Mars from the new-game screen to the outcome, and
random keys and clicks through one.

One person plays the animal and the semi-automated plant: no hand-off screen ever comes between the two
sides, and every question says which of them decides and under which rule. The solo games are offered once
all their rules are built (``Solo.complete``); these tests offer them now.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable

import pytest
from textual.widgets import Label

from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import PlayerColour, Shape
from megafauna_tui.rules import solo
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.state import GameLength, GameMode, Level, Phase
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.games import new_solo_session
from megafauna_tui.ui.screens.game import GameScreen
from megafauna_tui.ui.screens.handoff import HandoffScreen
from megafauna_tui.ui.screens.new_game import NewGameScreen
from megafauna_tui.ui.screens.scoring import AwardsScreen
from megafauna_tui.ui.screens.solo_end import SoloEndScreen
from megafauna_tui.ui.screens.start import StartScreen
from megafauna_tui.ui.widgets.climate import ClimateColumn
from megafauna_tui.ui.widgets.hex_map import HexMap
from megafauna_tui.ui.widgets.prompt import PromptPanel
from tests.ui.conftest import HANG, screen_text

SIZE = (160, 45)
#: The answers of the whole game are drawn from this seed (the game's own seed is typed on the new-game screen).
SEED = 3


@pytest.fixture(autouse=True)
def solo_offered(monkeypatch: pytest.MonkeyPatch) -> None:
    """The solo games as the app offers them once their rules are all built."""
    monkeypatch.setattr(solo.Solo, "complete", True)


def question(app: MegafaunaApp) -> str:
    screen = app.screen
    assert isinstance(screen, GameScreen)
    return str(screen.query_one(PromptPanel).query_one("#question", Label).render())


def hex_lines(hex_map: HexMap) -> str:
    return "\n".join("".join(s.text for s in hex_map.render_line(y)) for y in range(hex_map.size.height))


async def test_K_one_person_plays_a_whole_solo_mars_game_by_keyboard(rules: RulesData) -> None:
    """K, Kd: from the new-game screen (Solo, Mars, the animal Black, a seed) to the outcome screen; at each
    question the prompt names the side deciding and the rule it cites, and no hand-off screen appears."""
    app = MegafaunaApp(bot_delay=0)
    picks = random.Random(SEED)
    seen = {"plant": 0, "animal": 0, "arrows": 0, "plants drawn": 0}
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        await pilot.press("enter")  # New game
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("down", "down", "enter")  # the mode list has the focus: Solo
        await pilot.pause()
        assert app.screen.has_class("-solo")  # the world and the colour take the seats' place
        await pilot.press("tab", "enter")  # the world: Mars, the first
        await pilot.press("tab", "down", "enter")  # the animal's colour: Black, the second
        await pilot.press("tab", "tab", "tab", "tab", *"12")  # past the side, the plant policy, the apomorphies
        await pilot.press("ctrl+n")
        await pilot.pause()
        game_screen = app.screen
        assert isinstance(game_screen, GameScreen), game_screen
        session = game_screen.session
        state = session.game.state
        assert (state.mode, state.length, state.seed) == (GameMode.SOLO_MARS, GameLength.LONG, 12)
        assert solo.solo_animal(session.game) is PlayerColour.BLACK
        hex_map = game_screen.query_one(HexMap)
        for _ in range(600):
            await pilot.pause()
            screen = app.screen
            assert not isinstance(screen, HandoffScreen), "a hand-off between the animal and the plant"
            assert not isinstance(screen, AwardsScreen)  # K1d: no fossil awards between eras
            if isinstance(screen, SoloEndScreen):
                break
            assert screen is game_screen, screen
            decision = session.decision
            assert decision is not None
            asked = question(app)
            side = "Plant (Green)" if decision.player is solo.PLANT else "Animal (Black)"
            assert asked.startswith(f" {side} decides [")
            assert asked.endswith(f"(rule {decision.rule})")
            seen["plant" if decision.player is solo.PLANT else "animal"] += 1
            plants = [c for c in session.game.state.creeples if c.level is Level.PLANT]
            if plants:
                seen["plants drawn"] += "∩G" in hex_lines(hex_map) or "~G" in hex_lines(hex_map)
            answered = len(session.answers)
            index = picks.randrange(len(decision.options))
            if index < 10:
                await pilot.press(str((index + 1) % 10))
            else:
                seen["arrows"] += 1
                await pilot.press("home", *["down"] * index, "enter")
            await pilot.pause()
            assert len(session.answers) == answered + 1, "the key was not taken as the answer"
        assert isinstance(app.screen, SoloEndScreen), app.screen
        game = session.game
        assert game.state.phase is Phase.OVER
        result = solo.outcome(game)
        text = screen_text(app)
        heading = {"loss": "Loss", "win": "Win", "decisive win": "Decisive win"}[result.outcome.value]
        assert heading in text and result.reason[1:] in text
        assert "Final scoring" not in text  # an outcome, not a ranking against the plant
        await pilot.press("b")  # the final board, then back to the outcome
        await pilot.pause()
        assert app.screen is game_screen
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, SoloEndScreen)
    assert seen["plant"] > 5 and seen["animal"] > 5
    assert seen["plants drawn"] > 0


def test_K_the_prompt_of_a_forced_plant_choice_names_the_side_and_its_rule(rules: RulesData) -> None:
    """A choice with one legal option, made for the plant, is noted for the person with the side and the rule."""
    from megafauna_tui.rules.decisions import Decision, DecisionKind, Option
    from megafauna_tui.ui.screens.game_words import forced_note

    decision = Decision(
        solo.PLANT, DecisionKind.MUTATE_CARD, "Which card must the plant buy?", "K8a", (Option("50", "50 x", "E1"),)
    )
    note = forced_note(decision, decision.options[0], {}, side="Plant (Green)")
    assert note.plain == "Plant (Green): Only one card could be bought: 50 x (K8a, E1)"


def test_K8b_R109_the_note_of_the_plant_s_forced_growth_says_what_was_ruled_out(rules: RulesData) -> None:
    """The plant's resize with one answer left reads as a sentence and says why staying was not offered."""
    from megafauna_tui.rules.sizes import Resize
    from megafauna_tui.ui.screens.game_words import forced_note
    from tests.rules.test_automated_plant import solo_table

    game = (
        solo_table(rules)
        .species("green", "archetype", size=1)
        .creeple("green", "archetype", "tharsis:1", "plant")
        .game(Resize(solo.PLANT, [Shape.ARCHETYPE]), then=None)
    )
    ((decision, option),) = [(d, o) for d, o in game.forced if d.kind is DecisionKind.RESIZE]
    note = forced_note(decision, option, {}, side="Plant (Green)")
    assert note.plain == (
        "Plant (Green): Resize your archetype: it is size 1, one answer: grow to size 2 (E6); ruled out: stay at "
        "size 1: the plant may not pass while it can grow (K8b, R109)"
    )


def played_to(rules: RulesData, where: str) -> Session:
    """A solo Venus game played by random answers to ``where``: its start, the middle, or its end."""
    session = new_solo_session(rules, mode=GameMode.SOLO_VENUS, colour=PlayerColour.ORANGE, seed=9)
    answers = random.Random(9)
    while (decision := session.decision) is not None and where != "start":
        if where == "middle" and len(session.answers) > 25:
            break
        session.answer(decision.options[answers.randrange(len(decision.options))].key)
    return session


PLAY_KEYS = [*"1234567890", "enter", "space", "up", "down", "left", "right", "m", "o", "home", "end"]
OTHER_KEYS = [*"umtlbs?/c", "escape", "tab", "f1", "pageup", "pagedown", "ctrl+s", "backspace"]


@pytest.mark.parametrize("where", ["start", "middle", "over"])
async def test_K_random_keys_and_clicks_through_a_solo_game_never_crash(rules: RulesData, where: str) -> None:
    session = played_to(rules, where)
    rng = random.Random(f"solo {where}")
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        for step in range(120):
            if not app.is_running or isinstance(app.screen, StartScreen):
                break  # the keys found Quit or the way out of the game: a clean exit, not a crash
            screen = app.screen
            assert not isinstance(screen, HandoffScreen)
            hex_maps = list(screen.query(HexMap)) if isinstance(screen, GameScreen) else []
            roll = rng.random()
            event: Awaitable[object]
            if not isinstance(screen, GameScreen) and roll < 0.5:
                event = pilot.press("escape")
            elif roll < 0.25 and hex_maps:
                region = hex_maps[0].region
                event = pilot.click(
                    offset=(region.x + rng.randrange(region.width), region.y + rng.randrange(region.height))
                )
            elif roll < 0.35:
                event = pilot.click(offset=(rng.randrange(SIZE[0]), rng.randrange(SIZE[1] - 1)))
            else:
                event = pilot.press(rng.choice(PLAY_KEYS if roll < 0.85 else OTHER_KEYS))
            try:
                await asyncio.wait_for(event, timeout=HANG)
            except TimeoutError:
                pytest.fail(f"step {step}: the app stopped answering ({app._exception!r})")
            assert app._exception is None, f"step {step}: {app._exception!r}"
        assert app.return_code in (None, 0)
        games = [s for s in app.screen_stack if isinstance(s, GameScreen)]
        if games and app.is_running:
            await pilot.pause()
            text = games[0].query_one(ClimateColumn).describe().plain
            assert "Strip none" in text  # K3b: no latitude strip in the solo game

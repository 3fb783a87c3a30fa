"""What the game screen says in the games on the solo rules: the goal and where the game stands (Kd, Ke, L1c,
L2c), the stable icon's meaning there (K5, K5h), who is handed the keyboard for cloud seeding in L1 (L1a), and
the score the Ke end screen is judged on."""

from __future__ import annotations

import pytest

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import DiskColour, PlayerColour, Shape
from megafauna_tui.rules import climate, solo
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.disks import Area
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.reservoir_events import GunEvent
from megafauna_tui.rules.state import GameMode, Side
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.games import new_solo_session
from megafauna_tui.ui.goal import WIDTH, goal_lines
from megafauna_tui.ui.screens.game import GameScreen
from megafauna_tui.ui.screens.game_words import handoff_reason
from megafauna_tui.ui.screens.solo_end import score_table
from megafauna_tui.ui.widgets.event_area import EventArea, stable_words
from tests.rules.test_solo import solo_table
from tests.rules.test_venus import plant_table, resurrect
from tests.ui.conftest import screen_text
from tests.ui.test_solo_screen import WIDE, finished

WHITE = PlayerColour.WHITE


def set_up(game: Game) -> Game:
    while game.decision is not None and game.decision.kind in (
        DecisionKind.CRATON_ORDER,
        DecisionKind.SOLO_OFFSHORE,
        DecisionKind.PLANT_START,
    ):
        game.answer(game.decision.options[0].key)
    return game


def test_Kd_K4c_the_solo_goal_shows_the_seas_the_oxygen_and_the_vp_against_15(rules: RulesData) -> None:
    game = set_up(Game.new(rules, players=[WHITE], seed=5, mode=GameMode.SOLO_MARS))
    lines = goal_lines(game)
    assert lines[0] == "Goal (Kd): seas kept to Era III's end"
    assert lines[1] == "Seas 4 · no runaway"  # K3b's four basins; K5e: none on Mars
    # K4c: 18 creeples on the Oxygen read 3% and one action; three more plants on the map read 6% and two
    assert lines[2] == "O2 3%: 1 action; 2 with 3 more plants"
    vp = game.variant.final_score(game, WHITE)["total"]
    assert lines[3] == f"VP {vp}, 15 for a decisive win (A7)"
    venus = set_up(Game.new(rules, players=[WHITE], seed=5, mode=GameMode.SOLO_VENUS))
    assert "runaway in 3" in goal_lines(venus)[1]  # K3c: 10 of the Atmosphere's 13 at setup (D10h)
    basin = next(p for p, d in venus.state.disks.items() if d == DiskColour.WHITE)  # it dries up
    dried = solo_table(rules, GameMode.SOLO_VENUS, animal="white").move_disks(DiskColour.WHITE, basin, climate.CLOUDS)
    venus = dried.game(then=None)
    assert goal_lines(venus)[1].startswith("Seas 3 ")


def test_K4c_the_goal_counts_the_plants_to_the_animal_s_next_action(rules: RulesData) -> None:
    """K4, K4c: each plant creeple on the map is one fewer on the Oxygen; the goal says how many more give the
    animal its next action, and nothing of the kind for the chimera, which acts by the plant's limits (Kf9)."""
    game = set_up(Game.new(rules, players=[WHITE], seed=5, mode=GameMode.SOLO_MARS))
    archetype = game.state.species(solo.PLANT, Shape.ARCHETYPE)
    archetype.unborn -= 2  # two more plants out: 16 creeples on the Oxygen read 5%, still one action
    assert goal_lines(game)[2] == "O2 5%: 1 action; 2 with 1 more plant"
    archetype.unborn -= 1  # 15: 6%, two actions (the published solo Mars game's reading)
    assert goal_lines(game)[2] == "O2 6%: 2 actions; 3 with 5 more plants"
    chimera = set_up(Game.new(rules, players=[WHITE], seed=5, mode=GameMode.SOLO_MARS, side=Side.CHIMERA))
    assert goal_lines(chimera)[2] == "O2 3%: 1 action"


def test_Ke_the_goal_and_the_end_screen_judge_the_plant_s_vp(rules: RulesData) -> None:
    session = new_solo_session(rules, mode=GameMode.SOLO_MARS, colour=WHITE, seed=5, side=Side.PLANT)
    game = set_up(session.game)
    assert goal_lines(game)[0] == "Goal (Ke): plant alive, seas to Era III"
    game.state.scores = {solo.PLANT: {**dict.fromkeys(("fossils", "population", "tableau"), 0), "total": 0}}
    game.state.scores[solo.PLANT].update({"hosts": 0, "emotions": 0, "language": 0, "tableau": 16, "total": 16})
    game.state.scores[WHITE] = {**game.state.scores[solo.PLANT], "tableau": 2, "total": 2}
    table = score_table(session)
    assert table.title is not None and "The plant's victory points" in str(table.title)
    assert "16" in [str(cell) for cell in table.columns[1].cells]  # the plant's total, not the animal's 2


@pytest.mark.parametrize(
    ("mode", "side"),
    [
        (GameMode.SOLO_MARS, Side.ANIMAL),
        (GameMode.SOLO_VENUS, Side.PLANT),
        (GameMode.SOLO_EARTH, Side.CHIMERA),
        (GameMode.VENUS_L1, Side.ANIMAL),
        (GameMode.VENUS_L2, Side.ANIMAL),
    ],
)
def test_the_goal_lines_fit_the_event_area_at_120_columns(rules: RulesData, mode: GameMode, side: Side) -> None:
    players = [WHITE] if mode.value.startswith("solo") else [PlayerColour.GREEN, WHITE]
    if mode is GameMode.VENUS_L2:
        players = [PlayerColour.BLACK, PlayerColour.ORANGE, WHITE]
    game = set_up(Game.new(rules, players=players, seed=5, mode=mode, side=side))
    for line in goal_lines(game):
        assert len(line) <= WIDTH, line  # the event area at 120 columns: its lines never wrap
    if mode is GameMode.VENUS_L2:  # three animals: each by its letter (Black is K, as on the map)
        assert goal_lines(game)[3].startswith("VP K ") and " · O " in goal_lines(game)[3]


def test_L1c_L2c_the_venus_goal_names_every_contender_s_vp(rules: RulesData) -> None:
    l1 = set_up(Game.new(rules, players=[PlayerColour.GREEN, WHITE], seed=3, mode=GameMode.VENUS_L1))
    lines = goal_lines(l1)
    assert lines[0] == "Goal (L1c): most VP, seas, both alive"
    assert lines[3].startswith("VP White ") and " · Green " in lines[3] and lines[3].endswith("to Era II")
    l2 = set_up(Game.new(rules, players=[PlayerColour.BLACK, WHITE], seed=3, mode=GameMode.VENUS_L2))
    lines = goal_lines(l2)
    assert lines[0] == "Goal (L2c): most VP while seas remain" and "Green" not in lines[3]
    achterbahn = Game.new(rules, players=2, seed=3, mode=GameMode.ACHTERBAHN)
    assert goal_lines(achterbahn) == []


def test_K5_K5h_the_stable_icon_means_snail_tectonics_not_no_biosphere_card(rules: RulesData) -> None:
    assert stable_words(Game.new(rules, players=2, seed=3, mode=GameMode.ACHTERBAHN)) == " · stable: no biosphere card"
    mars = Game.new(rules, players=[WHITE], seed=5, mode=GameMode.SOLO_MARS)
    assert stable_words(mars) == " · stable: snail tectonics (K5h)"
    earth = Game.new(rules, players=[WHITE], seed=5, mode=GameMode.SOLO_EARTH)
    assert stable_words(earth) == ""  # K5: a biosphere card all the same, and Earth's cratons move as usual


def test_L1a_the_cloud_seeder_is_handed_the_keyboard_as_the_seeder_not_the_medea(rules: RulesData) -> None:
    # Venus for two after setup, White resurrected onto the plant (built: see tests/rules/test_venus.py).
    gun = GunEvent(DiskColour.WHITE, "continental", Area.CLOUD_SEED, "a test gun")
    game = resurrect(plant_table(rules), WHITE).game(gun, then="actions")
    names = {PlayerColour.GREEN: "Ada", WHITE: "Bo"}
    trigger = game.decision
    assert trigger is not None
    assert (handoff_reason(trigger, names, solo.PLANT) or "").startswith("Ada holds the Medea (E8)")
    game.answer("pull")
    seeding = game.decision
    assert seeding is not None and seeding.player is WHITE
    reason = handoff_reason(seeding, names, solo.PLANT) or ""
    assert reason.startswith("Bo seeds the clouds (L1a, D13)") and "Medea" not in reason


async def test_Kd_the_final_board_of_a_solo_game_says_its_outcome_not_a_winner(rules: RulesData) -> None:
    """Kd: one person played both sides, so the final board says how the game came out (a loss here, the plant
    extinct), not who won it; the plant is no rival."""
    session = finished(rules)
    assert solo.outcome(session.game).outcome is solo.Outcome.LOSS
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=WIDE) as pilot:
        await pilot.pause()
        await pilot.press("b")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        text = screen_text(app)
        assert "Game over: a loss (Kd)" in text and "Won by" not in text


async def test_Kd_K4c_the_goal_on_screen_follows_each_answer_within_a_phase(rules: RulesData) -> None:
    """The goal's seas, Oxygen and VP are the position's now: after the animal's resurrection and the plant's
    newborn, in the same action phase, the screen shows the new VP and Oxygen (it kept those of the setup)."""
    session = new_solo_session(rules, mode=GameMode.SOLO_MARS, colour=WHITE, seed=11)
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=WIDE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        for key in ("1", "1", "4", "1", "1"):  # the cratons' row, the plant's two roots, the resurrection (E7)
            await pilot.press(key)
            await pilot.pause()
        game = session.game
        assert game.state.turn == 1 and any(c.colour is WHITE for c in game.state.creeples)
        text = screen_text(app)
        for line in goal_lines(game)[1:]:
            assert line in text
        assert "VP 1, 15" not in text  # the setup's VP, before the archetype came back


async def test_the_goal_s_width_is_the_event_area_s_at_120_columns(rules: RulesData) -> None:
    """``WIDTH`` stands for the layout: the event area at 120 columns holds that many characters a line."""
    session = new_solo_session(rules, mode=GameMode.SOLO_MARS, colour=WHITE, seed=11)
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        assert app.screen.query_one(EventArea).content_region.width >= WIDTH

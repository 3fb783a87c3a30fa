"""Whom the person plays in the solo game (K, Ke, Kf): the animal, the plant with one animal, or the chimera.

Games start from ``Game.new(..., mode=GameMode.SOLO_..., side=Side...)``; where a test needs a position the
setup does not reach, it builds it with the scenario builder (``solo`` of tests/rules/test_solo_events.py, the
position the setup reaches, with a side).
"""

from __future__ import annotations

import random

import pytest

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import PlayerColour, Shape
from megafauna_tui.rules import climate
from megafauna_tui.rules.actions import action_maximum
from megafauna_tui.rules.board import skeletal_number
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.medea import CLAIM, may_claim
from megafauna_tui.rules.scenario import Table
from megafauna_tui.rules.setup import SetupError
from megafauna_tui.rules.solo import PLANT, Outcome, answered_by, outcome
from megafauna_tui.rules.state import GameMode, Level, Phase, Side
from tests.rules.test_solo import SET_UP
from tests.rules.test_solo_events import (
    animal_species,
    answer_first,
    dry_a_basin,
    event_turn,
    lines,
    pasture,
    plant_hexes,
    plant_species,
    solo,
)

SOLO_MODES = (GameMode.SOLO_MARS, GameMode.SOLO_VENUS, GameMode.SOLO_EARTH)
ANIMAL = PlayerColour.BLACK


def new_solo(rules: RulesData, side: Side, mode: GameMode = GameMode.SOLO_MARS, seed: int = 5) -> Game:
    game = Game.new(rules, players=[ANIMAL], seed=seed, mode=mode, side=side)
    while game.decision is not None and game.decision.kind in (
        DecisionKind.CRATON_ORDER,
        DecisionKind.SOLO_OFFSHORE,
        DecisionKind.PLANT_START,
    ):
        game.answer(game.decision.options[0].key)
    return game


def with_an_animal_creeple(rules: RulesData, side: Side, mode: GameMode = GameMode.SOLO_MARS) -> Table:
    """The position after setup with the animal resurrected onto the plant's first start, as a herbivore over it
    (built: the resurrection itself is tested in test_solo.py)."""
    table = solo(rules, mode, side=side)
    plant_hex = SET_UP[mode][1][0]
    return table.species("black", "archetype").creeple("black", "archetype", plant_hex)


# -- Ke: the person plays the plant ----------------------------------------------------------


def test_Ke_K3d_a_plant_the_person_plays_has_17_creeples_and_15_on_the_oxygen(rules: RulesData) -> None:
    """K3d's table: five archetypes and four each of burrowers, swimmers and armored; two archetypes on the map
    leave 15 on the Oxygen, which reads 6% (three fewer creeples than the automated plant's 18 and 3%)."""
    game = new_solo(rules, Side.PLANT)
    plant = game.state.player(PLANT)
    assert plant.reserve == {Shape.ARCHETYPE: 0, Shape.BURROWER: 4, Shape.SWIMMER: 4, Shape.ARMORED: 4, Shape.FLYER: 0}
    assert game.state.species(PLANT, Shape.ARCHETYPE).unborn == 3
    assert sum(1 for c in game.state.creeples if c.colour is PLANT) == 2
    assert game.variant.oxygen(game) == 15
    assert climate.readings(game).oxygen_percent == 6
    assert any(e.rule == "K3g" and "15 Unborn" in e.text and "6%" in e.text for e in game.state.log)
    assert violations(game) == []  # 17 plant creeples add up (B7)


def test_Ke_R59_only_the_plain_and_chimera_games_automate_the_plant(rules: RulesData) -> None:
    assert new_solo(rules, Side.ANIMAL).variant.plant_automated(new_solo(rules, Side.ANIMAL))
    played = new_solo(rules, Side.PLANT)
    assert not played.variant.plant_automated(played)
    chimera = new_solo(rules, Side.CHIMERA)
    assert chimera.variant.plant_automated(chimera)


def test_Ke_R100_the_plant_holds_the_medea_and_the_person_answers_for_both(rules: RulesData) -> None:
    game = new_solo(rules, Side.PLANT, GameMode.SOLO_VENUS)
    assert game.state.player(PLANT).medea and not game.state.player(ANIMAL).medea
    assert not may_claim(game, ANIMAL, first=True)
    assert not game.variant.ricochets(game)
    assert answered_by(game, ANIMAL) is PLANT and answered_by(game, PLANT) is PLANT
    assert any(e.rule == "Ke" and "plays the plant" in e.text for e in game.state.log)
    # The animal is still a Lazarus that reads its actions on the Oxygen (K3f, K4c); the plant, on the Atmosphere.
    assert game.state.player(ANIMAL).lazarus
    assert action_maximum(game, ANIMAL) == climate.readings(game).actions
    assert action_maximum(game, PLANT) == climate.readings(game).green_actions
    for _ in range(100):
        decision = game.decision
        if decision is None or decision.player is ANIMAL:
            break
        if decision.kind is DecisionKind.ACTION:
            assert CLAIM not in decision.keys
        game.answer(decision.options[0].key)
    assert game.state.player(PLANT).medea


def test_Ke_R100_a_decisive_win_needs_15_vp_and_the_animal_alive(rules: RulesData) -> None:
    game = new_solo(rules, Side.PLANT)
    game.state.scores = {PLANT: {"total": 15}, ANIMAL: {"total": 0}}
    result = outcome(game)
    assert result.outcome is Outcome.WIN and "animal extinct" in result.reason
    game = with_an_animal_creeple(rules, Side.PLANT).game(then=None)
    assert violations(game) == []
    game.state.scores = {PLANT: {"total": 15}, ANIMAL: {"total": 0}}
    assert outcome(game).outcome is Outcome.DECISIVE_WIN
    game.state.scores[PLANT] = {"total": 14}
    assert outcome(game).outcome is Outcome.WIN and "14 VP" in outcome(game).reason
    game.variant.settle(game)
    assert game.state.winners == [PLANT]  # the person played the plant


def test_Ke_sides_are_a_solo_choice_only(rules: RulesData) -> None:
    for side in (Side.PLANT, Side.CHIMERA):
        with pytest.raises(SetupError):
            Game.new(rules, players=2, seed=1, mode=GameMode.ACHTERBAHN, side=side)
    assert Game.new(rules, players=2, seed=1, mode=GameMode.ACHTERBAHN).state.side is Side.ANIMAL


def play_randomly(game: Game, seed: int) -> Game:
    chooser = random.Random(seed)
    while game.decision is not None:
        game.answer(chooser.choice(game.decision.options).key)
        assert violations(game) == []
    return game


@pytest.mark.parametrize("mode", SOLO_MODES)
@pytest.mark.parametrize("side", [Side.PLANT, Side.CHIMERA])
def test_Ke_Kf_random_games_of_each_side_keep_every_invariant(rules: RulesData, mode: GameMode, side: Side) -> None:
    """30 random games of each side on each world: no exception, no invariant broken, an outcome for the side."""
    person = {Side.PLANT: PLANT, Side.CHIMERA: ANIMAL}[side]
    for seed in range(30):
        game = play_randomly(Game.new(rules, players=[ANIMAL], seed=seed, mode=mode, side=side), seed)
        result = outcome(game)
        assert game.state.winners == ([] if result.outcome is Outcome.LOSS else [person])
        assert any(e.rule == "Kd" and result.outcome.value in e.text.lower() for e in game.state.log)


# -- Kf: the chimera, Player Green playing an animal (R103) -----------------------------------


def test_Kf_Kf2_Kf4_the_chimera_starts_a_lazarus_with_every_creeple_flyers_included(rules: RulesData) -> None:
    game = new_solo(rules, Side.CHIMERA)
    chimera = game.state.player(ANIMAL)
    assert chimera.lazarus and chimera.archetype_stored and chimera.species == []
    assert chimera.reserve == {shape: 7 for shape in Shape}  # flyers too (Kf2)
    assert game.variant.creeples_in_play(rules, ANIMAL, Shape.FLYER, game.state) == 7
    # The automated plant beside it keeps its 20 green creeples (K3d) and its green pieces (R103).
    assert game.variant.creeples_in_play(rules, PLANT, Shape.BURROWER, game.state) == 5
    assert any(e.rule == "Kf" and "chimera" in e.text and "black creeples" in e.text for e in game.state.log)
    assert violations(game) == []


def test_Kf1_the_chimera_s_skeletal_number_is_1_5(rules: RulesData) -> None:
    game = with_an_animal_creeple(rules, Side.CHIMERA).game(then=None)
    chimera = game.state.species(ANIMAL, Shape.ARCHETYPE)
    plant = game.state.species(PLANT, Shape.ARCHETYPE)
    assert skeletal_number(game, chimera) == 1.5
    assert skeletal_number(game, plant) == 1
    plain = with_an_animal_creeple(rules, Side.ANIMAL).game(then=None)
    assert skeletal_number(plain, plain.state.species(ANIMAL, Shape.ARCHETYPE)) == 3  # Black's own number


def test_Kf3_the_chimera_holds_the_medea_and_the_plant_never_gets_it(rules: RulesData) -> None:
    game = new_solo(rules, Side.CHIMERA)
    assert game.state.player(ANIMAL).medea and not game.state.player(PLANT).medea
    assert not may_claim(game, PLANT, first=True)
    assert not game.variant.ricochets(game)
    assert answered_by(game, PLANT) is ANIMAL  # the person answers for the automated plant too


def test_Kf5_the_chimera_is_an_herbivore_or_a_carnivore_and_may_eat_the_plant(rules: RulesData) -> None:
    from megafauna_tui.rules.board import cannibal

    game = new_solo(rules, Side.CHIMERA)
    assert game.variant.levels_for(ANIMAL) == (Level.HERBIVORE, Level.CARNIVORE)
    # A plant standing as an herbivore is the chimera's prey, never its own kind (R103: different players).
    table = solo(rules, GameMode.SOLO_MARS, side=Side.CHIMERA, plant=False)
    table.creeple("green", "archetype", "arabia:0", "herbivore").creeple("green", "archetype", "arabia:2", "plant")
    game = table.species("black", "archetype").creeple("black", "archetype", "arabia:0").game(then=None)
    chimera = game.state.species(ANIMAL, Shape.ARCHETYPE)
    plant_hex = next(c.hex for c in game.state.creeples if c.colour is PLANT)
    assert not cannibal(game, chimera, plant_hex, Level.CARNIVORE)


def test_Kf9_the_chimera_reads_the_plant_s_actions_and_green_heart(rules: RulesData) -> None:
    game = new_solo(rules, Side.CHIMERA, GameMode.SOLO_VENUS)
    now = climate.readings(game)
    assert action_maximum(game, ANIMAL) == now.green_actions != now.actions
    game = with_an_animal_creeple(rules, Side.CHIMERA, GameMode.SOLO_VENUS).game(then=None)
    chimera = game.state.species(ANIMAL, Shape.ARCHETYPE)
    assert game.variant.heart_limit(game, chimera) == now.green_heart
    assert game.variant.horror_plant(ANIMAL, game)
    # In the plain solo game the same animal reads the Oxygen and the dark heart (K4c, D7b).
    plain = with_an_animal_creeple(rules, Side.ANIMAL, GameMode.SOLO_VENUS).game(then=None)
    assert action_maximum(plain, ANIMAL) == now.actions
    assert plain.variant.heart_limit(plain, plain.state.species(ANIMAL, Shape.ARCHETYPE)) == now.dark_heart


def test_Kf11_the_chimera_wins_as_in_Kd(rules: RulesData) -> None:
    game = new_solo(rules, Side.CHIMERA)
    assert outcome(game).outcome is Outcome.LOSS  # a Lazarus at the end has not survived
    game = with_an_animal_creeple(rules, Side.CHIMERA).game(then=None)
    assert violations(game) == []
    game.state.scores = {ANIMAL: {"total": 15}, PLANT: {"total": 3}}
    assert outcome(game).outcome is Outcome.DECISIVE_WIN
    game.variant.settle(game)
    assert game.state.winners == [ANIMAL]


def test_Kf6_at_the_end_of_a_solo_turn_the_chimera_may_discard_a_metabolic_card(rules: RulesData) -> None:
    from megafauna_tui.data.vocabulary import MutationDeck

    game = new_solo(rules, Side.CHIMERA)
    chooser = random.Random(1)
    while game.decision is not None and game.decision.kind is not DecisionKind.CHIMERA_DISCARD:
        game.answer(chooser.choice(game.decision.options).key)
    decision = game.decision
    assert decision is not None and decision.player is ANIMAL and decision.rule == "Kf6"
    assert game.state.turn == 1  # the end of the first turn, before the second begins
    row = next(r for r in game.state.display if r.deck is MutationDeck.METABOLIC)
    shown = [row.card_at(p) for p in range(5)]
    offered = [k for k in decision.keys if k != "keep"]
    for key in offered:
        card = shown[int(key.partition(":")[2]) - 1]
        assert card is not None and not rules.mutations[card].horror_plant
    assert len(offered) == sum(1 for c in shown if c is not None and not rules.mutations[c].horror_plant)
    first = offered[0]
    thrown = shown[int(first.partition(":")[2]) - 1]
    game.answer(first)
    assert thrown in row.discard and thrown not in [row.card_at(p) for p in range(5)]
    assert all(slot is not None for slot in row.slots)  # refilled (E1e)
    assert any(e.rule == "Kf6" and rules.mutations[thrown].name in e.text for e in game.state.log)
    assert game.state.turn == 2
    assert violations(game) == []


def test_Kf6_E1e_the_last_card_of_a_spent_deck_thrown_away_comes_back_as_the_new_deck(rules: RulesData) -> None:
    """The metabolic deck holds one card, face up as position 5, and no discards: the chimera throws it away,
    so the deck is rebuilt from the discards at once (E1e) and that card is on top again."""
    from megafauna_tui.data.vocabulary import MutationDeck

    game = new_solo(rules, Side.CHIMERA)
    chooser = random.Random(1)
    while game.decision is not None and game.decision.kind is not DecisionKind.CHIMERA_DISCARD:
        game.answer(chooser.choice(game.decision.options).key)
    row = next(r for r in game.state.display if r.deck is MutationDeck.METABOLIC)
    last = next(c for c in row.draw if not rules.mutations[c].horror_plant)
    row.removed.extend(c for c in row.draw + row.discard if c != last)  # edited: the rest of the deck is gone
    row.draw, row.discard = [last], []
    assert violations(game) == []
    game.answer("metabolic:5")
    assert row.draw == [last] and row.discard == []
    assert any(e.rule == "E1e" and "shuffled into a new deck" in e.text for e in game.state.log)
    assert violations(game) == []


def test_Kf6_only_the_chimera_is_offered_the_discard(rules: RulesData) -> None:
    for side in (Side.ANIMAL, Side.PLANT):
        game = Game.new(rules, players=[ANIMAL], seed=2, mode=GameMode.SOLO_EARTH, side=side)
        chooser = random.Random(2)
        while game.decision is not None:
            assert game.decision.kind is not DecisionKind.CHIMERA_DISCARD
            game.answer(chooser.choice(game.decision.options).key)


def test_Ke_Kf6_a_save_keeps_the_side_and_a_pending_discard(rules: RulesData) -> None:
    """A chimera game saved at its end-of-turn discard loads at the same decision, and replays as a chimera game."""
    from megafauna_tui import savefile

    game = new_solo(rules, Side.CHIMERA)
    chooser = random.Random(1)
    while game.decision is not None and game.decision.kind is not DecisionKind.CHIMERA_DISCARD:
        game.answer(chooser.choice(game.decision.options).key)
    setup = savefile.Setup.of(game.state, dealt=False)
    assert setup.side is Side.CHIMERA
    loaded, _ = savefile.loads(savefile.dumps(game, setup=setup), rules)
    assert loaded.state.side is Side.CHIMERA
    assert loaded.decision is not None and loaded.decision.kind is DecisionKind.CHIMERA_DISCARD
    assert loaded.decision.keys == game.decision.keys
    assert setup.start(rules).state.side is Side.CHIMERA


# -- Kf8, Kf10: the chimera in the solo events ---------------------------------------------------------


def test_Kf8_R103_the_green_gun_kills_an_automated_plant_species_never_the_chimera_s(rules: RulesData) -> None:
    # Venus, a hothouse: coal seam fires (#18) is in its deck.
    table = solo(rules, GameMode.SOLO_VENUS, side=Side.CHIMERA, unborn=0, newborn=3)
    plant_species(table, Shape.SWIMMER, [], newborn=5)
    plant_species(table, Shape.BURROWER, plant_hexes(table, Shape.BURROWER, 2), newborn=3)
    animal_species(table, pasture(table, 2))
    game = event_turn(table, 13, 18)
    state = game.state
    chimera = state.species(ANIMAL, Shape.ARCHETYPE)
    answer_first(game, until=DecisionKind.PLANT_SPECIES_LOST)
    decision = game.decision
    assert decision is not None and decision.player is PLANT
    assert sorted(o.key for o in decision.options) == ["burrower", "swimmer"]  # the automated plant's only
    assert answered_by(game, PLANT) is ANIMAL  # the person answers for the automated plant
    standing = [c for c in state.creeples if c.colour is ANIMAL]
    game.answer("swimmer")
    assert state.player(PLANT).find(Shape.SWIMMER) is None
    assert state.player(ANIMAL).find(Shape.ARCHETYPE) is chimera
    assert [c for c in state.creeples if c.colour is ANIMAL] == standing  # the gun leaves the chimera be


def rain_ready(table: Table, population: int) -> str:
    """A chimera species of this population, a dry basin and a white disk in the Clouds; the basin."""
    animal_species(table, pasture(table, population))
    return dry_a_basin(table)


def test_Kf10_R104_a_chimera_over_its_action_limit_may_dance_for_two_plant_actions(rules: RulesData) -> None:
    game = new_solo(rules, Side.CHIMERA)  # Mars: the chimera's green heart is 2, its action limit 1 (Kf9)
    assert climate.readings(game).green_heart == 2 and action_maximum(game, ANIMAL) == 1
    table = solo(rules, GameMode.SOLO_MARS, side=Side.CHIMERA)
    basin = rain_ready(table, 2)  # above the action limit, not above the heart
    plant_actions = action_maximum(table.game(then=None), PLANT)
    game = event_turn(table, 9)
    answer_first(game, until=DecisionKind.RAINDANCE)
    decision = game.decision
    assert decision is not None and decision.player is ANIMAL
    assert "population 2 is above your action limit of 1 (Kf10)" in decision.prompt
    assert "two actions fewer" in decision.options[0].label
    game.answer(basin)
    answer_first(game)
    assert any("two actions fewer" in line for line in lines(game, "K6"))
    assert action_maximum(game, PLANT) == max(0, plant_actions - 2)


def test_Kf10_R104_a_chimera_over_its_heart_dances_for_one_plant_action(rules: RulesData) -> None:
    table = solo(rules, GameMode.SOLO_MARS, side=Side.CHIMERA)
    basin = rain_ready(table, 3)  # above the heart of 2 as well: the cheaper requirement is used
    plant_actions = action_maximum(table.game(then=None), PLANT)
    game = event_turn(table, 9)
    answer_first(game, until=DecisionKind.RAINDANCE)
    decision = game.decision
    assert decision is not None and "above your heart of 2" in decision.prompt
    game.answer(basin)
    answer_first(game)
    assert action_maximum(game, PLANT) == max(0, plant_actions - 1)


def test_Kf10_the_action_limit_requirement_is_the_chimera_s_alone(rules: RulesData) -> None:
    """An ordinary solo animal reads its dark heart only: two creeples over a dark heart of 1 dance for one
    action, and the action-limit route is never offered to it."""
    table = solo(rules, GameMode.SOLO_MARS)
    basin = rain_ready(table, 2)
    game = event_turn(table, 9)
    answer_first(game, until=DecisionKind.RAINDANCE)
    decision = game.decision
    assert decision is not None and "above your heart of 1" in decision.prompt
    assert "one action fewer" in decision.options[0].label
    game.answer(basin)


# -- K, K1: the solo game as a whole ---------------------------------------------------------------

PHASES = (Phase.EVENTS, Phase.ACTIONS, Phase.DISPERSAL, Phase.BURIALS)


def test_K1_K1a_K1d_solo_turns_walk_their_phases_with_the_solo_changes(rules: RulesData) -> None:
    """Mars turn by turn up to Era III, four games: every turn from the second reveals its ET card and then a
    biosphere card (K5) before anyone acts, and moves through events, actions, dispersal and burials in that order;
    the plant's action is always chosen under K8b (K1b), its newborns are never offered a plant and a herbivore
    level in one biome (K1c, R98), events are ignored with K1a's reasons, and an era ends with no scoring round
    (K1d)."""
    eras_ended = 0
    for seed in range(4):
        game = Game.new(rules, players=[ANIMAL], seed=seed, mode=GameMode.SOLO_MARS)
        chooser = random.Random(seed)
        phases: dict[int, list[Phase]] = {}
        while game.decision is not None and game.state.era < 3:
            decision = game.decision
            if game.state.phase in PHASES:
                phases.setdefault(game.state.turn, []).append(game.state.phase)
            if decision.kind is DecisionKind.ACTION:
                # K1b: the plant's action is chosen under K8b, unless nothing is forced and no species can grow,
                # when it may pass as any player (A2c).
                if decision.player is PLANT:
                    assert decision.rule == "K8b" or "pass" in decision.keys
                else:
                    assert decision.rule == "A2c"
            if decision.kind is DecisionKind.DESTINATION and decision.player is PLANT:
                places = [key.rpartition("/")[0] for key in decision.keys]
                assert len(places) == len(set(places))  # K1c: one level offered in each biome
            game.answer(chooser.choice(decision.options).key)
            assert violations(game) == []
        for turn, seen in phases.items():
            assert [PHASES.index(p) for p in seen] == sorted(PHASES.index(p) for p in seen), turn
        turns = [e for e in game.state.log if e.rule in ("A1a", "A1c", "A2")]
        for i, entry in enumerate(turns):
            if entry.rule == "A1a":  # K5, R57: the biosphere card comes next, before the first action phase
                assert turns[i + 1].rule == "A1c"
        assert sum(e.rule == "A1a" for e in game.state.log) == sum(e.rule == "A1c" for e in game.state.log) > 0
        said = {e.rule for e in game.state.log}
        assert not said & {"I5", "I5a", "I5b"}  # K1d: no fossil awards between eras
        eras_ended += "K1d" in said
        assert "K1a" in said or "K5b" in said or "K5d" in said  # events the solo game ignores, and why
    assert eras_ended > 0


@pytest.mark.parametrize("mode", SOLO_MODES)
def test_K_whole_solo_games_on_each_world_run_from_the_setup_to_an_outcome(rules: RulesData, mode: GameMode) -> None:
    """The solo game as a whole, ten games per world with the plant answered by the person: the world's setup
    (K3) with the plant's creeples on the Oxygen (K3g), the plant acting under K8, no scoring rounds (K1d), and an
    ending (Kc, or the end of Era III) with the solo outcome (Kd) that names the person as the winner or nobody."""
    endings = set()
    for seed in range(10):
        game = Game.new(rules, players=[ANIMAL], seed=seed, mode=mode)
        assert game.state.player(PLANT).species[0].unborn == 5 and game.variant.oxygen(game) == 20
        game = play_randomly(game, seed)
        said = {e.rule for e in game.state.log}
        assert {"K3", "K3f", "K3e", "K3g", "A1a", "Kd"} <= said and not said & {"I5a", "I5b"}
        early = "Kc" in said
        assert early or (game.state.era == 3 and (game.state.comet or game.state.game_ending))  # A6a: Era III ends
        endings.add("early" if early else "era III")
        result = outcome(game)
        assert game.state.winners == ([] if result.outcome is Outcome.LOSS else [ANIMAL])
        assert not early or result.outcome is Outcome.LOSS
        plant_levels = {c.level for c in game.state.creeples if c.colour is PLANT}
        assert Level.CARNIVORE not in plant_levels  # K2
        assert all(c.level is not Level.PLANT for c in game.state.creeples if c.colour is not PLANT)
    assert endings  # every game ended one way or the other

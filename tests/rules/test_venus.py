"""The Venus games for several players (L1, L2): the solo rules on Venus, between players.

Games start from ``Game.new(..., mode=GameMode.VENUS_L1 / VENUS_L2)``; the plant's two starting biomes are
answered with their first options. Where a test needs a position the setup does not reach, it builds it with the
scenario builder (``venus_table``, the position the setup reaches, and ``resurrect``) and says why. Final scores
are set on a position by hand, for ``settle`` to read: they are the result of final scoring, not a position.
"""

from __future__ import annotations

import random

import pytest

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import DiskColour, OrganColour, PlayerColour, Shape
from megafauna_tui.rules import climate
from megafauna_tui.rules.actions import action_maximum
from megafauna_tui.rules.board import name
from megafauna_tui.rules.contests import contest, settle
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.disks import Area, MoveDisk
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.medea import hand_over, holder, may_claim
from megafauna_tui.rules.reservoir_events import GunEvent
from megafauna_tui.rules.scenario import Table
from megafauna_tui.rules.setup import SetupError
from megafauna_tui.rules.solo import PLANT, answered_by
from megafauna_tui.rules.state import Creeple, GameLength, GameMode, Level, Side, Species
from megafauna_tui.rules.variant import variant_for

ANIMAL = PlayerColour.WHITE


def new_venus(rules: RulesData, mode: GameMode, players: int | list[PlayerColour], seed: int = 3) -> Game:
    game = Game.new(rules, players=players, seed=seed, mode=mode)
    while game.decision is not None and game.decision.kind is DecisionKind.PLANT_START:
        game.answer(game.decision.options[0].key)
    return game


def plant_game(rules: RulesData) -> Game:
    return new_venus(rules, GameMode.VENUS_L1, [PlayerColour.GREEN, ANIMAL])


#: Where the first options set the plant's two archetypes in the Venus games (K3e), with the seed the tests use.
PLANT_STARTS = ("aphrodite:0", "aphrodite:1")


def venus_table(
    rules: RulesData, mode: GameMode, players: list[PlayerColour], *, side: Side = Side.ANIMAL, plant: bool = True
) -> Table:
    """The position ``new_venus`` reaches, built: the cratons as setup deals them (seed 3), the animals Lazarus,
    and the plant's archetypes on its two starts, unless ``plant`` is False (then it has none on the map)."""
    table = Table(rules, [c.value for c in players], mode=mode, seed=3, turn=1, side=side)
    table.species("green", "archetype")
    for start in PLANT_STARTS if plant else ():
        table.creeple("green", "archetype", start, "plant")
    return table


def plant_table(rules: RulesData, *, plant: bool = True) -> Table:
    return venus_table(rules, GameMode.VENUS_L1, [PlayerColour.GREEN, ANIMAL], plant=plant)


def resurrect(table: Table, colour: PlayerColour, count: int = 1) -> Table:
    """Put the animal's archetypes on the plant's starts (built: the resurrection is tested in test_solo.py)."""
    table.species(colour.value, "archetype")
    for i in range(count):
        table.creeple(colour.value, "archetype", PLANT_STARTS[i % len(PLANT_STARTS)])
    return table


def dry(table: Table) -> Table:
    """The seas dry up: every white disk on the map goes to the Clouds."""
    for basin in [h for h, d in table.game(then=None).state.disks.items() if d == DiskColour.WHITE]:
        table.move_disks(DiskColour.WHITE, basin, climate.CLOUDS)
    return table


# -- L1: the plant against the animal --------------------------------------------------------


def test_L1_two_players_on_venus_the_plant_a_person_with_17_creeples(rules: RulesData) -> None:
    game = plant_game(rules)
    state = game.state
    assert [p.colour for p in state.players] == [ANIMAL, PLANT]
    assert set(state.craton_order) == {"aphrodite", "ishtar"}  # K3b
    plant = state.player(PLANT)
    assert plant.reserve[Shape.BURROWER] == 4 and plant.reserve[Shape.FLYER] == 0  # K3d: 17 creeples
    assert game.variant.oxygen(game) == 15
    assert not game.variant.plant_automated(game)  # R59: K8a-c skipped
    assert state.player(ANIMAL).lazarus
    assert any(e.rule == "L1" and "Green plays the plant" in e.text for e in state.log)
    assert violations(game) == []
    dealt = Game.new(rules, players=2, seed=4, mode=GameMode.VENUS_L1)
    assert {p.colour for p in dealt.state.players} - {PLANT} <= {PlayerColour.ORANGE, PlayerColour.BLACK, ANIMAL}
    for bad in (1, 3, [ANIMAL, PlayerColour.BLACK], [PLANT]):
        with pytest.raises(SetupError):
            Game.new(rules, players=bad, seed=4, mode=GameMode.VENUS_L1)


def test_L1a_R51_the_plant_always_holds_the_medea(rules: RulesData) -> None:
    game = plant_game(rules)
    assert holder(game) is PLANT
    assert not may_claim(game, ANIMAL, first=True)
    assert not game.variant.ricochets(game)  # R60: no ricochet in the Venus games
    assert answered_by(game, ANIMAL) is ANIMAL and answered_by(game, PLANT) is PLANT  # two people


def test_L1a_R42_the_animal_chooses_where_a_cloud_seeded_white_disk_goes(rules: RulesData) -> None:
    table = plant_table(rules)
    basin = next(h for h, d in table.game(then=None).state.disks.items() if d == DiskColour.WHITE)
    game = table.game(MoveDisk(DiskColour.WHITE, basin, Area.CLOUD_SEED, "D13", "a test liberation"), then=None)
    decision = game.decision
    assert decision is not None and decision.rule == "D13"
    assert decision.player is ANIMAL  # not the plant, who holds the Medea
    assert set(decision.keys) == {climate.CLOUDS, climate.ATMOSPHERE}
    before = climate.count(game.state, climate.CLOUDS)
    game.answer(climate.CLOUDS)
    assert climate.count(game.state, climate.CLOUDS) == before + 1


def test_L1a_R60_no_black_disk_enters_the_atmosphere_while_the_animal_is_extinct(rules: RulesData) -> None:
    table = plant_table(rules)
    game = table.game(then=None)
    shelf = next(f"{s.craton}:{s.position}" for s in game.state.shelves)
    atmosphere = climate.count(game.state, climate.ATMOSPHERE)
    game = table.game(MoveDisk(DiskColour.BLACK, shelf, climate.ATMOSPHERE, "D10", "a test liberation"), then=None)
    assert climate.count(game.state, climate.ATMOSPHERE) == atmosphere
    assert game.state.shelf(shelf) is not None  # the disk stays where it was
    assert "no animal lives to exhale carbon" in game.state.log[-1].text
    # Once the animal lives, its carbon goes up again.
    liberation = MoveDisk(DiskColour.BLACK, shelf, climate.ATMOSPHERE, "D10", "a test liberation")
    game = resurrect(table, ANIMAL).game(liberation, then=None)
    assert climate.count(game.state, climate.ATMOSPHERE) == atmosphere + 1


def test_L1b_R53_fossil_awards_count_each_animal_creeple_twice(rules: RulesData) -> None:
    """Two animal creeples (4 at the award) beat the plant's three; at the end they count once each."""
    table = resurrect(plant_table(rules), ANIMAL, count=2)
    game = table.game(then=None)
    hex_id = next(h for h in game.hexes if h not in game.state.disks and not game.state.creeples_in(h))
    game = table.creeple("green", "archetype", hex_id, "plant").game(then=None)
    assert violations(game) == []
    game.variant.era_awards(game)
    assert game.state.player(ANIMAL).fossils == 1
    assert game.state.player(PLANT).fossils == 0
    assert any(e.rule == "I5a" and "white 4" in e.text and "green 3" in e.text for e in game.state.log)
    assert game.variant.final_score(game, ANIMAL)["population"] == 2


def test_L1c_R101_the_most_vp_wins_unless_a_side_is_extinct_or_the_seas_are_lost(rules: RulesData) -> None:
    game = plant_game(rules)
    game.state.scores = {PLANT: {"total": 9}, ANIMAL: {"total": 7}}
    game.variant.settle(game)
    assert game.state.winners == []
    assert "White is extinct at the end" in game.state.log[-1].text
    table = resurrect(plant_table(rules), ANIMAL)
    game = table.game(then=None)
    game.state.scores = {PLANT: {"total": 9}, ANIMAL: {"total": 7}}
    game.variant.settle(game)
    assert game.state.winners == [PLANT]
    assert game.state.log[-1].rule == "L1c" and "Green wins with 9 VP" in game.state.log[-1].text
    game.state.scores[ANIMAL] = {"total": 9}
    game.variant.settle(game)
    assert game.state.winners == [PLANT, ANIMAL]  # a tie is shared
    game = dry(table).game(then=None)  # the seas dry up
    game.state.scores = {PLANT: {"total": 9}, ANIMAL: {"total": 9}}
    game.variant.settle(game)
    assert game.state.winners == [] and "seas are gone" in game.state.log[-1].text


# -- L2: the animal game ---------------------------------------------------------------------


def test_L2_two_or_three_lazarus_animals_beside_the_automated_plant(rules: RulesData) -> None:
    game = new_venus(rules, GameMode.VENUS_L2, 3)
    state = game.state
    animals = [p for p in state.players if p.colour is not PLANT]
    assert len(animals) == 3 and all(p.lazarus for p in animals)
    assert state.player(PLANT).reserve[Shape.BURROWER] == 5  # K3d: the automated plant's 20
    assert game.variant.plant_automated(game)
    assert holder(game) is PlayerColour.ORANGE  # L2b: the lowest skeletal number among the animals
    assert violations(game) == []
    for bad in (1, 4, [PLANT, ANIMAL], [ANIMAL, ANIMAL]):
        with pytest.raises(SetupError):
            Game.new(rules, players=bad, seed=4, mode=GameMode.VENUS_L2)


def test_L2b_R102_the_medea_holder_runs_the_automated_plant(rules: RulesData) -> None:
    game = Game.new(rules, players=[PlayerColour.BLACK, ANIMAL], seed=3, mode=GameMode.VENUS_L2)
    assert holder(game) is PlayerColour.BLACK
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.PLANT_START and decision.player is PLANT
    assert answered_by(game, PLANT) is PlayerColour.BLACK
    assert game.variant.cloud_seeder(game) is PlayerColour.BLACK
    assert may_claim(game, ANIMAL, first=True) and not may_claim(game, PLANT, first=True)
    hand_over(game, PlayerColour.BLACK, ANIMAL, "E8", "claimed with a whole action phase")
    assert answered_by(game, PLANT) is ANIMAL
    assert game.variant.cloud_seeder(game) is ANIMAL


def test_L2_R53_fossil_awards_rank_the_animals_only(rules: RulesData) -> None:
    game = resurrect(venus_table(rules, GameMode.VENUS_L2, [PlayerColour.BLACK, ANIMAL]), ANIMAL).game(then=None)
    game.variant.era_awards(game)
    assert game.state.player(ANIMAL).fossils == 1
    assert game.state.player(PLANT).fossils == 0
    awards = [e.text for e in game.state.log if e.rule == "I5a"]
    assert awards and "green" not in awards[-1]


def test_L2c_R102_the_most_vp_among_the_animal_players_wins_while_the_seas_remain(rules: RulesData) -> None:
    """L2c names only the VP and the seas: the automated plant is no player, so neither its score nor its dying
    out decides anything, and an animal with no creeple left still counts its VP (A7)."""
    scores = {PlayerColour.BLACK: {"total": 12}, ANIMAL: {"total": 4}, PLANT: {"total": 20}}
    game = resurrect(venus_table(rules, GameMode.VENUS_L2, [PlayerColour.BLACK, ANIMAL]), ANIMAL).game(then=None)
    game.state.scores = dict(scores)
    game.variant.settle(game)
    assert game.state.winners == [PlayerColour.BLACK]
    assert game.state.log[-1].rule == "L2c" and "Black wins with 12 VP" in game.state.log[-1].text
    # The plant dies out.
    table = venus_table(rules, GameMode.VENUS_L2, [PlayerColour.BLACK, ANIMAL], plant=False)
    game = resurrect(table, ANIMAL).game(then=None)
    game.state.scores = dict(scores)
    game.variant.settle(game)
    assert game.state.winners == [PlayerColour.BLACK]
    game = dry(table).game(then=None)  # the seas dry up
    game.state.scores = dict(scores)
    game.variant.settle(game)
    assert game.state.winners == [] and "seas are gone" in game.state.log[-1].text


def test_L1c_R101_a_runaway_that_leaves_white_disks_on_the_map_still_has_a_winner(rules: RulesData) -> None:
    """L1c: the seas are lost only when no white disk is left on the map, whatever ended the game."""
    game = resurrect(plant_table(rules), ANIMAL).runaway().game(then=None)
    game.state.scores = {PLANT: {"total": 5}, ANIMAL: {"total": 8}}
    assert game.variant.game_ends(game)
    assert game.variant.ending(game) == "a moist greenhouse ran away (D10h)"
    game.variant.settle(game)
    assert game.state.winners == [ANIMAL] and "White wins with 8 VP" in game.state.log[-1].text


def test_L1c_R101_a_plant_that_dies_out_ends_nothing_but_wins_nothing(rules: RulesData) -> None:
    """L names K1-K7, not Kc: the played plant may resurrect (R59), so its extinction does not end the game; if it
    is still extinct at the end, neither player wins (L1c)."""
    game = resurrect(plant_table(rules, plant=False), ANIMAL).game(then=None)
    assert not game.variant.game_ends(game)
    game.state.scores = {PLANT: {"total": 9}, ANIMAL: {"total": 3}}
    game.variant.settle(game)
    assert game.state.winners == [] and "Green is extinct at the end" in game.state.log[-1].text


@pytest.mark.parametrize("mode", [GameMode.VENUS_L1, GameMode.VENUS_L2])
def test_L1_L2_R101_the_venus_games_have_the_lengths_of_A6(rules: RulesData, mode: GameMode) -> None:
    """L plays K1-K7 but not Kc: the standard game ends with Era II, the long one with Era III (A6, A6a)."""
    players = 2
    standard = Game.new(rules, players=players, seed=3, mode=mode)
    assert standard.state.length is GameLength.STANDARD and standard.state.final_era == 2
    long = Game.new(rules, players=players, seed=3, mode=mode, length=GameLength.LONG)
    assert long.state.length is GameLength.LONG and long.state.final_era == 3
    with pytest.raises(SetupError):  # the one-player game keeps Kc's Era III
        Game.new(rules, players=1, seed=3, mode=GameMode.SOLO_VENUS, length=GameLength.SHORT)


def test_D10b_R60_a_pulled_gun_ricochets_the_medea_in_the_venus_animal_game(rules: RulesData) -> None:
    """D10b: the automated plant is Player Green, so whoever pulls a gun in L2 hands the Medea to another animal
    player (never to the plant); L1's plant keeps the card (L1a), and the one-person game has nobody to hand it to."""
    game = new_venus(rules, GameMode.VENUS_L2, [PlayerColour.BLACK, ANIMAL])
    assert game.variant.ricochets(game) and holder(game) is PlayerColour.BLACK
    table = venus_table(rules, GameMode.VENUS_L2, [PlayerColour.BLACK, ANIMAL])
    gun = GunEvent(DiskColour.BLACK, "offshore", climate.ATMOSPHERE, "a test gun")
    game = resurrect(table, ANIMAL).game(gun, then="actions")  # a living animal exhales carbon (L1a)
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.MEDEA_TRIGGER
    game.answer("pull")
    while (decision := game.decision) is not None and decision.kind is DecisionKind.MEDEA_SOURCE:
        game.answer(decision.options[0].key)  # three of the six shelves' disks fill the Atmosphere (R41)
    # White is the only other animal, so the card goes to White without a question; never to the plant.
    assert holder(game) is ANIMAL
    assert any(e.rule == "D10b" and "White takes the Medea card from Black" in e.text for e in game.state.log)
    assert not plant_game(rules).variant.ricochets(plant_game(rules))
    solo = Game.new(rules, players=1, seed=3, mode=GameMode.SOLO_VENUS)
    assert not solo.variant.ricochets(solo)


@pytest.mark.parametrize(("mode", "players"), [(GameMode.VENUS_L1, 2), (GameMode.VENUS_L2, 2), (GameMode.VENUS_L2, 3)])
def test_L1_L2_random_venus_games_keep_every_invariant(rules: RulesData, mode: GameMode, players: int) -> None:
    """30 random games of each: no exception, no invariant broken, and a verdict in the log."""
    for seed in range(30):
        game = Game.new(rules, players=players, seed=seed, mode=mode)
        chooser = random.Random(seed)
        while game.decision is not None:
            game.answer(chooser.choice(game.decision.options).key)
            assert violations(game) == []
        rule = "L1c" if mode is GameMode.VENUS_L1 else "L2c"
        verdict = [e.text for e in game.state.log if e.rule == rule]
        assert verdict and (("Nobody wins" in verdict[-1]) == (game.state.winners == []))
        assert PLANT not in game.state.winners or mode is GameMode.VENUS_L1


@pytest.mark.parametrize("dealt", [True, False], ids=["dealt", "chosen"])
@pytest.mark.parametrize("mode", [GameMode.VENUS_L1, GameMode.VENUS_L2])
def test_L2_L1_a_saved_venus_game_replays_with_the_same_players(rules: RulesData, mode: GameMode, dealt: bool) -> None:
    """A save replays the game from its setup: the colours the seed dealt (or the players chose) come back,
    the plant included, and the same animals sit at the table (C1c, L2)."""
    from megafauna_tui.savefile import Seat, Setup, dumps, load_game

    players: int | list[PlayerColour] = 2 if dealt else [PlayerColour.WHITE, PlayerColour.BLACK]
    if mode is GameMode.VENUS_L1 and not dealt:
        players = [PLANT, PlayerColour.BLACK]
    game = Game.new(rules, players=players, seed=11, mode=mode)
    chooser = random.Random(11)
    answers = []
    for _ in range(40):
        if game.decision is None:
            break
        answers.append(chooser.choice(game.decision.options).key)
        game.answer(answers[-1])
    seats = [Seat(p.colour.value, p.colour.value.capitalize()) for p in game.state.players]
    text = dumps(game, seats=seats, answers=answers, setup=Setup.of(game.state, dealt=dealt))
    loaded, _ = load_game(text, rules)  # replays the record from the setup, and refuses what it cannot reach
    assert [p.colour for p in loaded.state.players] == [p.colour for p in game.state.players]
    assert loaded.state.turn == game.state.turn


# -- Kf in L2: the chimera among two or three animals (R105, R106) --------------------------------

CHIMERA = PlayerColour.WHITE
RIVAL = PlayerColour.BLACK


def chimera_game(rules: RulesData, players: int | list[PlayerColour] | None = None, side: Side = Side.CHIMERA) -> Game:
    """An L2 game whose first seat (White unless told) is the chimera; the plant's two biomes answered."""
    game = Game.new(rules, players=players or [CHIMERA, RIVAL], seed=3, mode=GameMode.VENUS_L2, side=side)
    while game.decision is not None and game.decision.kind is DecisionKind.PLANT_START:
        game.answer(game.decision.options[0].key)
    return game


def test_Kf_R105_the_first_seat_of_the_venus_animal_game_may_be_the_chimera(rules: RulesData) -> None:
    game = chimera_game(rules, [CHIMERA, RIVAL, PlayerColour.ORANGE])
    variant = game.variant
    assert Side.CHIMERA in variant.sides and Side.CHIMERA not in variant_for(GameMode.VENUS_L1).sides
    assert [variant.chimera(game, c) for c in (CHIMERA, RIVAL, PlayerColour.ORANGE, PLANT)] == [True] + [False] * 3
    assert variant.skeletal(game, CHIMERA) == 1.5 and variant.skeletal(game, RIVAL) == 3  # Kf1
    assert game.state.player(CHIMERA).reserve[Shape.FLYER] == 7 and game.state.player(CHIMERA).lazarus  # Kf2, Kf4
    assert variant.plant_automated(game) and game.state.player(PLANT).reserve[Shape.BURROWER] == 5  # K3d: 20
    # Kf9: the chimera reads the plant's actions and green heart; the other animals read the Oxygen.
    now = climate.readings(game)
    assert action_maximum(game, CHIMERA) == now.green_actions and action_maximum(game, RIVAL) == now.actions
    assert variant.horror_plant(CHIMERA, game) and not variant.horror_plant(RIVAL, game)
    assert variant.levels_for(CHIMERA) == (Level.HERBIVORE, Level.CARNIVORE)  # Kf5
    assert any(e.rule == "Kf" and "White is the chimera" in e.text for e in game.state.log)
    assert violations(game) == []
    # A dealt table makes its first dealt colour the chimera.
    dealt = chimera_game(rules, 3)
    first = dealt.state.players[0].colour
    assert dealt.variant.chimera(dealt, first) and holder(dealt) is first
    with pytest.raises(SetupError):
        Game.new(rules, players=[PLANT, RIVAL], seed=3, mode=GameMode.VENUS_L1, side=Side.CHIMERA)


def test_Kf1_A5_the_chimeras_skeletal_number_orders_the_first_turn(rules: RulesData) -> None:
    """C1d, A5: the first turn goes from the highest skeletal number down; the chimera on White pieces counts 1.5
    (Kf1), between Orange's 2 and the plant's 1, not White's printed 4."""
    game = chimera_game(rules, [CHIMERA, PlayerColour.ORANGE, RIVAL])
    assert game.state.order == [RIVAL, PlayerColour.ORANGE, CHIMERA, PLANT]
    assert game.state.order == sorted(game.state.order, key=lambda c: -game.variant.skeletal(game, c))
    plain = chimera_game(rules, [CHIMERA, PlayerColour.ORANGE, RIVAL], side=Side.ANIMAL)
    assert plain.state.order == [CHIMERA, RIVAL, PlayerColour.ORANGE, PLANT]


def test_Kf3_R105_the_chimera_starts_with_the_medea_and_it_passes_as_in_L2(rules: RulesData) -> None:
    """White (4) would never start with the card in L2; as the chimera (1.5) it does, and Black may claim it."""
    assert holder(chimera_game(rules, side=Side.ANIMAL)) is RIVAL
    game = chimera_game(rules)
    assert holder(game) is CHIMERA and answered_by(game, PLANT) is CHIMERA
    assert may_claim(game, RIVAL, first=True) and not may_claim(game, PLANT, first=True)
    hand_over(game, CHIMERA, RIVAL, "E8", "claimed with a whole action phase")
    assert answered_by(game, PLANT) is RIVAL and game.variant.ricochets(game)  # D10b: Green is at the table


def chimera_table(rules: RulesData, side: Side = Side.CHIMERA) -> Table:
    """The position ``chimera_game`` reaches with its default players, built."""
    return venus_table(rules, GameMode.VENUS_L2, [CHIMERA, RIVAL], side=side)


def herbivore_rivals(
    table: Table, chimera_greens: int, level: Level = Level.HERBIVORE
) -> tuple[Game, str, Creeple, Creeple, OrganColour]:
    """The chimera's and Black's archetypes over the first plant (herbivores unless told); Black has one organ of the
    hex's roadrunner colour, the chimera this many green organs (built: positions the setup does not reach)."""
    hex_id = PLANT_STARTS[0]
    probe = table.game(then=None)
    niche = OrganColour(probe.variant.roadrunner(probe, hex_id).value)
    for colour, basal in ((CHIMERA, "g" * chimera_greens), (RIVAL, niche.value[0])):
        table.species(colour.value, "archetype", basal=basal).creeple(colour.value, "archetype", hex_id, level.value)
    game = table.game(then=None)
    chimera, rival = (next(c for c in game.state.creeples if c.colour is colour) for colour in (CHIMERA, RIVAL))
    return game, hex_id, chimera, rival, niche


def test_Kf7_R106_two_green_organs_count_as_one_roadrunner_organ_in_an_herbivore_contest(rules: RulesData) -> None:
    game, hex_id, chimera, rival, niche = herbivore_rivals(chimera_table(rules), chimera_greens=4)
    result = contest(game, hex_id, Level.HERBIVORE, chimera, rival)
    assert result.rule == "H3" and result.loser is rival  # 4 green count as 2 against Black's 1 (K2a: H3)
    assert f"Kf7 {name(chimera)}'s green organs count as 2 {niche.value}" in result.steps
    assert result.steps[-1].endswith(f"{name(chimera)} 2 vs {name(rival)} 1")
    settle(game, hex_id, Level.HERBIVORE, chimera, rival)
    assert rival.endangered and not chimera.endangered
    assert any(e.rule == "H3" and "Kf7" in e.text for e in game.state.log)
    # Two green organs for one: three of them still count as one, a tie that H3 does not settle.
    game, hex_id, chimera, rival, niche = herbivore_rivals(chimera_table(rules), chimera_greens=3)
    assert contest(game, hex_id, Level.HERBIVORE, chimera, rival).rule != "H3"


def test_Kf7_R106_the_bonus_is_for_the_chimera_in_herbivore_contests_with_other_players_only(rules: RulesData) -> None:
    # The same White among animals only: its green organs count for nothing and Black wins on the roadrunner.
    plain, hex_id, white, black, _ = herbivore_rivals(chimera_table(rules, Side.ANIMAL), chimera_greens=4)
    result = contest(plain, hex_id, Level.HERBIVORE, white, black)
    assert result.rule == "H3" and result.loser is white and not any("Kf7" in s for s in result.steps)
    # Carnivores contest without it.
    game, hex_id, chimera, rival, _ = herbivore_rivals(chimera_table(rules), chimera_greens=4, level=Level.CARNIVORE)
    result = contest(game, hex_id, Level.CARNIVORE, chimera, rival)
    assert result.rule == "H3" and result.loser is chimera
    # The one-player chimera has no other player to contest with, and no bonus either (Kf7 says multiplayer).
    solo = Game.new(rules, players=[CHIMERA], seed=5, mode=GameMode.SOLO_VENUS, side=Side.CHIMERA)
    species = Species(CHIMERA, Shape.ARCHETYPE, basal=[OrganColour.GREEN] * 4)
    assert solo.variant.chimera(solo, CHIMERA)
    assert solo.variant.contest_bonus(solo, species, OrganColour.RED, Level.HERBIVORE) == 0
    assert game.variant.contest_bonus(game, species, OrganColour.RED, Level.HERBIVORE) == 2
    assert game.variant.contest_bonus(game, species, OrganColour.BLUE, Level.HERBIVORE) == 0


def test_Kf11_R105_the_chimera_wins_the_venus_animal_game_as_L2c_says(rules: RulesData) -> None:
    game = resurrect(chimera_table(rules), CHIMERA).game(then=None)
    game.state.scores = {CHIMERA: {"total": 6}, RIVAL: {"total": 5}, PLANT: {"total": 30}}
    game.variant.settle(game)
    assert game.state.winners == [CHIMERA]  # the plant's VP rank nobody; no decisive win or Kd outcome here
    assert game.state.log[-1].rule == "L2c" and "White wins with 6 VP" in game.state.log[-1].text


@pytest.mark.parametrize("players", [2, 3])
def test_Kf_Kf6_Kf7_R105_random_venus_animal_games_with_a_chimera_keep_every_invariant(
    rules: RulesData, players: int
) -> None:
    """30 random L2 games with a chimera in the first seat: no exception, no invariant broken, no solo discard
    (Kf6), a verdict in the log, and the chimera never the automated plant's colour."""
    bonus = 0
    for seed in range(30):
        game = Game.new(rules, players=players, seed=seed, mode=GameMode.VENUS_L2, side=Side.CHIMERA)
        chimera = game.state.players[0].colour
        assert chimera is not PLANT and holder(game) is chimera
        chooser = random.Random(seed)
        while game.decision is not None:
            assert game.decision.kind is not DecisionKind.CHIMERA_DISCARD
            game.answer(chooser.choice(game.decision.options).key)
            assert violations(game) == []
        verdict = [e.text for e in game.state.log if e.rule == "L2c"]
        assert verdict and (("Nobody wins" in verdict[-1]) == (game.state.winners == []))
        assert PLANT not in game.state.winners
        bonus += sum(1 for e in game.state.log if "Kf7" in e.text and f"{chimera.value} " in e.text)
    assert bonus > 0  # the chimera's green organs told in some contest


@pytest.mark.parametrize("dealt", [True, False], ids=["dealt", "chosen"])
def test_Kf_R105_a_saved_venus_game_with_a_chimera_replays_with_the_same_chimera(rules: RulesData, dealt: bool) -> None:
    from megafauna_tui.savefile import Seat, Setup, dumps, load_game

    players: int | list[PlayerColour] = 3 if dealt else [PlayerColour.ORANGE, CHIMERA, RIVAL]
    game = Game.new(rules, players=players, seed=11, mode=GameMode.VENUS_L2, side=Side.CHIMERA)
    chooser = random.Random(11)
    answers = []
    for _ in range(30):
        if game.decision is None:
            break
        answers.append(chooser.choice(game.decision.options).key)
        game.answer(answers[-1])
    seats = [Seat(p.colour.value, p.colour.value.capitalize()) for p in game.state.players]
    setup = Setup.of(game.state, dealt=dealt)
    assert setup.side is Side.CHIMERA
    loaded, _ = load_game(dumps(game, seats=seats, answers=answers, setup=setup), rules)
    assert loaded.state.side is Side.CHIMERA
    assert [p.colour for p in loaded.state.players] == [p.colour for p in game.state.players]
    chimera = game.state.players[0].colour
    assert dealt or chimera is PlayerColour.ORANGE  # the first colour listed
    assert loaded.variant.chimera(loaded, chimera)
    assert loaded.state.turn == game.state.turn and loaded.state.log[-1].text == game.state.log[-1].text
    assert loaded.decision is not None and game.decision is not None
    assert loaded.decision.keys == game.decision.keys


def test_L1a_D13_a_gun_asks_the_plant_once_and_the_animal_once(rules: RulesData) -> None:
    """L1a: the plant holds the Medea and pulls the trigger (D10a), the animal seeds the clouds (D13). A pulled
    gun sends every white disk up, so which basin goes first is not asked, and the animal splits the disks
    between the Clouds and the Atmosphere in one answer instead of one hand-off per disk."""
    table = resurrect(plant_table(rules), ANIMAL)
    game = table.game(then=None)
    clouds, atmosphere = climate.count(game.state, climate.CLOUDS), climate.count(game.state, climate.ATMOSPHERE)
    game = table.game(GunEvent(DiskColour.WHITE, "continental", Area.CLOUD_SEED, "a test gun"), then="actions")
    trigger = game.decision
    assert trigger is not None and trigger.kind is DecisionKind.MEDEA_TRIGGER and trigger.player is PLANT
    game.answer("pull")
    split = game.decision
    assert split is not None and split.kind is DecisionKind.MEDEA_PLACE and split.player is ANIMAL
    assert split.prompt.startswith("Cloud seeding") and "Medea" not in split.prompt
    assert split.keys == ("1", "2", "3", "4")  # 4 basins, 3 free slots in the Atmosphere
    game.answer("3")
    after = game.decision
    assert after is not None and after.kind not in (DecisionKind.MEDEA_SOURCE, DecisionKind.MEDEA_PLACE)
    assert climate.count(game.state, climate.CLOUDS) == clouds + 3
    assert climate.count(game.state, climate.ATMOSPHERE) == atmosphere + 1
    assert DiskColour.WHITE not in game.state.disks.values()

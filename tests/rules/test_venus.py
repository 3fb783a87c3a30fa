"""The Venus games for several players (L1, L2): the solo rules on Venus, between players.

Games start from ``Game.new(..., mode=GameMode.VENUS_L1 / VENUS_L2)``; the plant's two starting biomes are
answered with their first options. Where a test needs a position the setup does not reach, it edits
``game.state`` directly and says why.
"""

from __future__ import annotations

import random

import pytest

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import DiskColour, PlayerColour, Shape
from megafauna_tui.rules import climate
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.disks import Area, MoveDisk
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.medea import hand_over, holder, may_claim
from megafauna_tui.rules.setup import SetupError
from megafauna_tui.rules.solo import PLANT, answered_by
from megafauna_tui.rules.state import Creeple, GameMode, Level, Species

ANIMAL = PlayerColour.WHITE


def new_venus(rules: RulesData, mode: GameMode, players: int | list[PlayerColour], seed: int = 3) -> Game:
    game = Game.new(rules, players=players, seed=seed, mode=mode)
    while game.decision is not None and game.decision.kind is DecisionKind.PLANT_START:
        game.answer(game.decision.options[0].key)
    return game


def plant_game(rules: RulesData) -> Game:
    return new_venus(rules, GameMode.VENUS_L1, [PlayerColour.GREEN, ANIMAL])


def resurrect(game: Game, colour: PlayerColour, count: int = 1) -> None:
    """Put the animal's archetypes on the plant's hexes (edited: the resurrection is tested in test_solo.py)."""
    player = game.state.player(colour)
    player.lazarus = player.archetype_stored = False
    player.reserve[Shape.ARCHETYPE] = 0
    player.species.append(Species(colour, Shape.ARCHETYPE, unborn=7 - count))
    plants = [c.hex for c in game.state.creeples if c.colour is PLANT]
    for i in range(count):
        game.state.creeples.append(Creeple(colour, Shape.ARCHETYPE, plants[i % len(plants)], Level.HERBIVORE))


def run(game: Game) -> None:
    """Resolve the frames a test pushed, answering nothing (each must settle by itself or ask)."""
    game._advance()


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
    game = plant_game(rules)
    basin = next(h for h, d in game.state.disks.items() if d == DiskColour.WHITE)
    game.state.stack.append(MoveDisk(DiskColour.WHITE, basin, Area.CLOUD_SEED, "D13", "a test liberation"))
    run(game)
    decision = game.decision
    assert decision is not None and decision.rule == "D13"
    assert decision.player is ANIMAL  # not the plant, who holds the Medea
    assert set(decision.keys) == {climate.CLOUDS, climate.ATMOSPHERE}
    before = climate.count(game.state, climate.CLOUDS)
    game.answer(climate.CLOUDS)
    assert climate.count(game.state, climate.CLOUDS) == before + 1


def test_L1a_R60_no_black_disk_enters_the_atmosphere_while_the_animal_is_extinct(rules: RulesData) -> None:
    game = plant_game(rules)
    shelf = next(f"{s.craton}:{s.position}" for s in game.state.shelves)
    atmosphere = climate.count(game.state, climate.ATMOSPHERE)
    game.state.stack.append(MoveDisk(DiskColour.BLACK, shelf, climate.ATMOSPHERE, "D10", "a test liberation"))
    run(game)
    assert climate.count(game.state, climate.ATMOSPHERE) == atmosphere
    assert game.state.shelf(shelf) is not None  # the disk stays where it was
    assert "no animal lives to exhale carbon" in game.state.log[-1].text
    # Once the animal lives, its carbon goes up again.
    resurrect(game, ANIMAL)
    game.state.stack.append(MoveDisk(DiskColour.BLACK, shelf, climate.ATMOSPHERE, "D10", "a test liberation"))
    run(game)
    assert climate.count(game.state, climate.ATMOSPHERE) == atmosphere + 1


def test_L1b_R53_fossil_awards_count_each_animal_creeple_twice(rules: RulesData) -> None:
    """Two animal creeples (4 at the award) beat the plant's three; at the end they count once each."""
    game = plant_game(rules)
    resurrect(game, ANIMAL, count=2)
    archetype = game.state.species(PLANT, Shape.ARCHETYPE)
    hex_id = next(h for h in game.hexes if h not in game.state.disks and not game.state.creeples_in(h))
    archetype.unborn -= 1
    game.state.creeples.append(Creeple(PLANT, Shape.ARCHETYPE, hex_id, Level.PLANT))
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
    resurrect(game, ANIMAL)
    game.variant.settle(game)
    assert game.state.winners == [PLANT]
    assert game.state.log[-1].rule == "L1c" and "Green wins with 9 VP" in game.state.log[-1].text
    game.state.scores[ANIMAL] = {"total": 9}
    game.variant.settle(game)
    assert game.state.winners == [PLANT, ANIMAL]  # a tie is shared
    for place, disk in list(game.state.disks.items()):  # the seas dry up (edited)
        if disk == DiskColour.WHITE:
            del game.state.disks[place]
            game.state.reservoirs[climate.CLOUDS].append(DiskColour.WHITE)
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
    game = new_venus(rules, GameMode.VENUS_L2, [PlayerColour.BLACK, ANIMAL])
    resurrect(game, ANIMAL)
    game.variant.era_awards(game)
    assert game.state.player(ANIMAL).fossils == 1
    assert game.state.player(PLANT).fossils == 0
    awards = [e.text for e in game.state.log if e.rule == "I5a"]
    assert awards and "green" not in awards[-1]


def test_L2c_R102_the_most_vp_among_living_animals_wins(rules: RulesData) -> None:
    game = new_venus(rules, GameMode.VENUS_L2, [PlayerColour.BLACK, ANIMAL])
    game.state.scores = {PlayerColour.BLACK: {"total": 12}, ANIMAL: {"total": 4}, PLANT: {"total": 20}}
    resurrect(game, ANIMAL)
    game.variant.settle(game)
    assert game.state.winners == [ANIMAL]  # Black has more VP but no living creeple; the plant ranks nobody
    assert game.state.log[-1].rule == "L2"


@pytest.mark.parametrize(("mode", "players"), [(GameMode.VENUS_L1, 2), (GameMode.VENUS_L2, 2), (GameMode.VENUS_L2, 3)])
def test_L1_L2_random_venus_games_keep_every_invariant(rules: RulesData, mode: GameMode, players: int) -> None:
    """30 random games of each: no exception, no invariant broken, and a verdict in the log."""
    for seed in range(30):
        game = Game.new(rules, players=players, seed=seed, mode=mode)
        chooser = random.Random(seed)
        while game.decision is not None:
            game.answer(chooser.choice(game.decision.options).key)
            assert violations(game) == []
        rule = "L1c" if mode is GameMode.VENUS_L1 else "L2"
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

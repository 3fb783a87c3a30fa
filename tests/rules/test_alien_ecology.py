"""The alien ecology of the solo games (K2, K2a, K2b, K4b, K7, K7a-K7d; rulings R84-R89).

Positions are built with the scenario builder from the position a set-up solo game reaches (``solo_table``): the
plant's and the animal's species and creeples are described, so every creeple, cube and disk stays counted (B7)
and ``violations`` keeps its meaning. Frames are run by building the game with them on the stack; a test that
asks about a changed position builds it again.

Map facts (seed 5, rules_data/cratons.toml, R20): Mars is Arabia Terra west of Tharsis. Tharsis 2 and 4 and
Arabia 1 and 5 are basins under white disks (water, K3b); every other hex is dry land, one hex from water except
Tharsis 6 and Arabia 3, two hexes from it. Each craton has three carbon offshores, off hexes 1 (north), 2
(middle) and 3 (south); Tharsis' northern one is Olympus Mons (K5g).
"""

from __future__ import annotations

import random

import pytest

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import Biome, DiskColour, OrganColour, PlayerColour, RoadrunnerColour, Shape
from megafauna_tui.rules import alien_ecology, climate
from megafauna_tui.rules.actions import PlayerTurn
from megafauna_tui.rules.board import biome, check_habitability, habitable, roadrunner
from megafauna_tui.rules.burials import BurialPhase
from megafauna_tui.rules.contests import TieBreak, contest, settle
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.disks import MoveDisk
from megafauna_tui.rules.dispersal import DispersalPhase, destinations
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.extinction import bury
from megafauna_tui.rules.frame import Frame
from megafauna_tui.rules.invariants import invariant_names, violations
from megafauna_tui.rules.neoteny import Neoteny
from megafauna_tui.rules.promotion import ChooseTool
from megafauna_tui.rules.scenario import Card, Table
from megafauna_tui.rules.solo import PLANT
from megafauna_tui.rules.state import Creeple, GameMode, Level, Phase, Species
from tests.rules.test_solo import SOLO_MODES, new_solo, set_up, solo_table

BLACK = PlayerColour.BLACK
WATER = {"tharsis:2", "tharsis:4", "arabia:1", "arabia:5"}
TWO_FROM_WATER = {"tharsis:6", "arabia:3"}
CARBON = {"tharsis:middle", "tharsis:south", "arabia:north", "arabia:middle", "arabia:south"}


# -- helpers -------------------------------------------------------------------------


def mars(rules: RulesData) -> Table:
    """Mars with the setup's two swamp plants still on the Oxygen: the map is bare of creeples."""
    table = solo_table(rules, GameMode.SOLO_MARS, plant=False)
    game = table.game(then=None)
    assert game.state.craton_order == ["arabia", "tharsis"]
    return table


def found(game: Game, colour: PlayerColour, shape: Shape, *, basal: str | None = None, size: int = 1) -> Species:
    """The colour's species of this shape in the game, or, for a question about a species it does not have, one
    of that shape, with these basal organs and size, that stands nowhere."""
    species = game.state.player(colour).find(shape)
    if species is not None:
        return species
    return Species(colour, shape, basal=[OrganColour(c) for c in (basal or "").split()], size=size)


def put(
    table: Table, colour: PlayerColour, shape: Shape, place: str, level: Level, *, endangered: bool = False
) -> Table:
    """A creeple of the species on the map; the species is described first if it is not yet."""
    if not any(s.colour is colour and s.shape is shape for s in table.game(then=None).state.all_species()):
        table.species(colour.value, shape.value)
    return table.creeple(colour.value, shape.value, place, level.value, endangered=endangered)


def at(game: Game, colour: PlayerColour, shape: Shape, place: str) -> Creeple:
    """The creeple of this colour and shape on this place."""
    return next(c for c in game.state.creeples if (c.colour, c.shape, c.hex) == (colour, shape, place))


def offered(game: Game, species: Species, origin: str, level: Level) -> set[str]:
    """The places a newborn of the species from ``origin`` is offered at this level (F2, F6)."""
    return {place for place, at, _ in destinations(game, species, origin) if at is level}


def run(table: Table, *frames: Frame) -> Game:
    """The table's position with the frames on the stack (the last runs first), played out."""
    return table.game(*frames, then=None)


def said(game: Game, rule: str) -> list[str]:
    return [e.text for e in game.state.log if e.rule == rule]


# -- K7, K7a, R84: land, sea and mountain ------------------------------------------------------


def test_K7_K7a_R84_on_mars_white_disks_are_seas_black_disks_mountains_and_bare_land_costs_1_dp(
    rules: RulesData,
) -> None:
    game = mars(rules).game(then=None)
    assert {h for h in game.hexes if biome(game, h) is Biome.SEA} == WATER
    assert {biome(game, h) for h in game.hexes} - {Biome.SEA} == {Biome.HIGHLANDS}  # every basin is wet (K3b)
    # K7: a wasteland costs 1 DP, 2 for a swimmer; K7a: a sea costs a non-swimmer 2 (F3a).
    table = game.data.biomes
    assert table[Biome.HIGHLANDS].entry[Shape.ARCHETYPE].cost == 1
    assert table[Biome.BASIN].entry[Shape.SWIMMER].cost == 2
    assert table[Biome.SEA].entry[Shape.BURROWER].cost == 2
    # A black disk makes a mountain (carbon off Arabia's north shelf); the basin it leaves dry is land again.
    moved = mars(rules).move_disks(DiskColour.BLACK, "arabia:north", "tharsis:0")
    game = moved.move_disks(DiskColour.WHITE, "tharsis:2", climate.CLOUDS).game(then=None)
    assert biome(game, "tharsis:0") is Biome.MOUNTAIN
    assert biome(game, "tharsis:2") is Biome.BASIN
    # K7a: a carbon offshore is a sea; Olympus Mons is no place at all (K5g), nor is a bare offshore (F3b).
    assert biome(game, "arabia:south") is Biome.SEA
    assert not habitable(game, "tharsis:north", found(game, PLANT, Shape.SWIMMER), Level.PLANT)
    game = moved.move_disks(DiskColour.BLACK, "arabia:south", climate.ATMOSPHERE).game(then=None)
    assert not habitable(game, "arabia:south", found(game, PLANT, Shape.SWIMMER), Level.PLANT)


def test_K7a_R84_on_earth_the_printed_biomes_stay_and_a_white_disk_is_a_sea_not_ice(rules: RulesData) -> None:
    game = set_up(new_solo(rules, GameMode.SOLO_EARTH))
    assert biome(game, "baltica:0") is Biome.SEA  # the centre's white disk is Baltica's sea (K3b)
    assert biome(game, "laurentia:0") is Biome.MOUNTAIN  # the centre's black disk (K3b)
    assert biome(game, "baltica:2") is Biome.SWAMP
    assert roadrunner(game, "baltica:2") is RoadrunnerColour.RED  # printed, while no plant grows there
    seaweed = found(game, PLANT, Shape.SWIMMER)
    assert habitable(game, "baltica:0", seaweed, Level.PLANT)  # in water (K7b)
    assert not any(biome(game, h) is Biome.ICE for h in game.hexes)


def test_K7_a_herbivore_settles_only_over_a_plant_and_a_carnivore_only_over_a_herbivore(rules: RulesData) -> None:
    table = mars(rules)
    put(table, PLANT, Shape.ARCHETYPE, "tharsis:0", Level.PLANT)  # a swamp plant, with a herbivore over it
    table.species("black", "archetype", size=2)
    put(table, BLACK, Shape.ARCHETYPE, "tharsis:0", Level.HERBIVORE)
    put(table, PLANT, Shape.BURROWER, "tharsis:3", Level.PLANT)  # tubers, nobody over them
    table.species("black", "flyer", size=2)
    put(table, BLACK, Shape.FLYER, "tharsis:1", Level.CARNIVORE, endangered=True)  # nothing to eat: lying (F4)
    game = table.game(then=None)
    archetype, flyer = found(game, BLACK, Shape.ARCHETYPE), found(game, BLACK, Shape.FLYER)
    assert violations(game) == []
    # A herbivore only over a plant it eats: any animal eats the swamp plant (K2a), a flyer not the tubers;
    # the bare highlands of tharsis:5 feed nobody.
    assert offered(game, flyer, "tharsis:1", Level.HERBIVORE) == {"tharsis:0"}
    assert offered(game, archetype, "tharsis:0", Level.HERBIVORE) == set()  # it holds tharsis:0 already (R32)
    # A carnivore only over a herbivore it can eat.
    assert offered(game, flyer, "tharsis:1", Level.CARNIVORE) == {"tharsis:0"}
    game = put(table, PLANT, Shape.ARCHETYPE, "tharsis:5", Level.PLANT).game(then=None)
    archetype, flyer = found(game, BLACK, Shape.ARCHETYPE), found(game, BLACK, Shape.FLYER)
    assert offered(game, archetype, "tharsis:0", Level.HERBIVORE) == {"tharsis:5"}
    assert "tharsis:5" not in offered(game, flyer, "tharsis:1", Level.CARNIVORE)  # no herbivore there yet


# -- K2, K2a, K2b, R85: who eats which plant -----------------------------------------------------


def test_K2_a_herbivore_whose_plant_dies_is_endangered(rules: RulesData) -> None:
    table = put(mars(rules), PLANT, Shape.ARCHETYPE, "tharsis:0", Level.PLANT)
    game = put(table, BLACK, Shape.ARCHETYPE, "tharsis:0", Level.HERBIVORE).game(then=None)
    plant, grazer = at(game, PLANT, Shape.ARCHETYPE, "tharsis:0"), at(game, BLACK, Shape.ARCHETYPE, "tharsis:0")
    bury(game, plant, "I2")
    assert grazer.endangered
    assert "Black's archetype in tharsis:0 has no plant it can eat and is Endangered." in said(game, "K2")
    assert violations(game) == []


def test_K2a_a_herbivore_eats_plants_of_its_shape_of_its_tools_or_archetype_plants(rules: RulesData) -> None:
    table = mars(rules)
    for place, shape in (("tharsis:0", Shape.BURROWER), ("tharsis:1", Shape.SWIMMER), ("tharsis:3", Shape.ARCHETYPE)):
        put(table, PLANT, shape, place, Level.PLANT)
    table.species("black", "burrower", size=3)
    game = put(table, BLACK, Shape.BURROWER, "tharsis:5", Level.HERBIVORE, endangered=True).game(then=None)
    burrower = found(game, BLACK, Shape.BURROWER)
    # Same shape (tharsis:0) and the archetype plant (tharsis:3); never the swimmer plant of another shape.
    assert offered(game, burrower, "tharsis:5", Level.HERBIVORE) == {"tharsis:0", "tharsis:3"}
    # The plant's own burrower species may be a herbivore over the archetype plant, never over itself (R89).
    plant_burrower = game.state.species(PLANT, Shape.BURROWER)
    assert game.variant.eats(game, plant_burrower, game.state.species(PLANT, Shape.ARCHETYPE), Level.HERBIVORE)
    assert not game.variant.eats(game, plant_burrower, plant_burrower, Level.HERBIVORE)
    assert not habitable(game, "tharsis:0", plant_burrower, Level.HERBIVORE)


def test_K2a_J7d_a_plant_taking_up_a_tool_wards_off_its_grazers_at_once(rules: RulesData) -> None:
    """K2a, J7d: the plant's archetype claims the stick on its burrower side; Black's burrower grazing it has no
    tool, so it can no longer eat that plant and lies down at once (K2), not at the next check (a game found a
    herbivore left standing over a plant that had just taken up a tool)."""
    table = put(mars(rules), PLANT, Shape.ARCHETYPE, "tharsis:0", Level.PLANT)
    game = put(table, BLACK, Shape.BURROWER, "tharsis:0", Level.HERBIVORE).game(then=None)
    assert not at(game, BLACK, Shape.BURROWER, "tharsis:0").endangered
    game = run(table, ChooseTool(PLANT, Shape.ARCHETYPE, 1))
    assert game.decision is not None and game.decision.kind is DecisionKind.TOOL
    game.answer("stick/1")
    assert at(game, BLACK, Shape.BURROWER, "tharsis:0").endangered
    assert "Black's burrower in tharsis:0 has no plant it can eat and is Endangered." in said(game, "K2")
    assert violations(game) == []


def test_K2b_two_green_organs_make_a_cactus_eater(rules: RulesData) -> None:
    table = put(mars(rules), PLANT, Shape.ARMORED, "tharsis:6", Level.PLANT)  # two hexes from water: a cactus
    table.species("black", "flyer", basal="g", size=3)
    game = put(table, BLACK, Shape.FLYER, "tharsis:5", Level.HERBIVORE, endangered=True).game(then=None)
    one_green = found(game, BLACK, Shape.FLYER)
    assert "tharsis:6" not in offered(game, one_green, "tharsis:5", Level.HERBIVORE)
    game = table.species("black", "flyer", basal="gg", size=3).game(then=None)  # a second green organ
    one_green = found(game, BLACK, Shape.FLYER)
    assert "tharsis:6" in offered(game, one_green, "tharsis:5", Level.HERBIVORE)


def test_K2b_E5_a_cactus_eater_shedding_a_green_organ_by_neoteny_is_endangered_at_once(rules: RulesData) -> None:
    """Two green organs let a flyer graze the cactus on tharsis:6; shedding one by neoteny (E5) leaves it
    nothing it can eat there, so it lies down at once (K2b, K2), not at the next check."""
    table = put(mars(rules), PLANT, Shape.ARMORED, "tharsis:6", Level.PLANT)
    table.species("black", "flyer", basal="gg", size=3)  # the two basal organs come from the pool
    game = put(table, BLACK, Shape.FLYER, "tharsis:6", Level.HERBIVORE).game(then=None)
    assert violations(game) == []
    game = run(table, Neoteny(BLACK, [Shape.FLYER]))
    assert game.decision is not None and game.decision.kind is DecisionKind.NEOTENY
    game.answer("green")
    flyer = next(c for c in game.state.creeples if c.colour is BLACK)
    assert flyer.endangered
    assert any("tharsis:6 has no plant it can eat" in line for line in said(game, "K2"))
    assert violations(game) == []


def test_K2a_herbivores_contest_by_the_carnivore_rules_and_H6_spares_the_animal(rules: RulesData) -> None:
    """Two herbivores over one swamp plant: the roadrunner is the plant's (red, R86), then the size difference
    to the plant (H4), size (H5) and the higher skeletal number (H6): Black (3) outlasts the plant's own
    burrower species as a herbivore (Green, 1)."""
    table = put(mars(rules), PLANT, Shape.ARCHETYPE, "tharsis:0", Level.PLANT)
    put(table, PLANT, Shape.BURROWER, "tharsis:0", Level.HERBIVORE)
    game = put(table, BLACK, Shape.ARCHETYPE, "tharsis:0", Level.HERBIVORE).game(then=None)
    greens, black = at(game, PLANT, Shape.BURROWER, "tharsis:0"), at(game, BLACK, Shape.ARCHETYPE, "tharsis:0")
    result = contest(game, "tharsis:0", Level.HERBIVORE, black, greens)
    assert [step.split()[0] for step in result.steps] == ["H3", "H4", "H5", "H6"]
    assert "roadrunner red" in result.steps[0]
    assert result.loser is greens and result.rule == "H6"
    settle(game, "tharsis:0", Level.HERBIVORE, black, greens)
    assert greens.endangered and not black.endangered
    assert not any(f.kind == "trophic_shift" for f in game.state.stack)  # no G8 shift under the H rules (R85)
    assert violations(game) == []


def test_K2a_H6a_two_herbivores_of_one_colour_tie_to_their_owner(rules: RulesData) -> None:
    table = put(mars(rules), PLANT, Shape.ARCHETYPE, "tharsis:0", Level.PLANT)
    put(table, BLACK, Shape.ARCHETYPE, "tharsis:0", Level.HERBIVORE)
    game = put(table, BLACK, Shape.FLYER, "tharsis:0", Level.HERBIVORE).game(then=None)
    a, b = at(game, BLACK, Shape.ARCHETYPE, "tharsis:0"), at(game, BLACK, Shape.FLYER, "tharsis:0")
    result = contest(game, "tharsis:0", Level.HERBIVORE, a, b)
    assert result.loser is None and result.rule == "H6a"
    game = run(table, TieBreak("tharsis:0", Level.HERBIVORE, BLACK, [Shape.ARCHETYPE, Shape.FLYER], [False, False]))
    assert game.decision is not None and game.decision.rule == "H6a"


def test_K2_I2b_the_plant_s_herbivore_never_stands_up_as_a_carnivore(rules: RulesData) -> None:
    """I2b lets a lying herbivore survive as the carnivore of an empty predator spot; the plant is never a
    carnivore (K2), so its herbivore that lost is buried."""
    table = put(mars(rules), PLANT, Shape.ARCHETYPE, "arabia:0", Level.PLANT)
    put(table, PLANT, Shape.ARCHETYPE, "tharsis:0", Level.PLANT)
    put(table, PLANT, Shape.BURROWER, "tharsis:0", Level.HERBIVORE, endangered=True)
    put(table, BLACK, Shape.ARCHETYPE, "tharsis:0", Level.HERBIVORE)  # edible by anyone (F4a)
    game = table.game(then=None)
    loser = at(game, PLANT, Shape.BURROWER, "tharsis:0")
    assert violations(game) == []
    game = run(table, BurialPhase())
    assert loser not in game.state.creeples
    assert "Green's burrower in tharsis:0 is buried." in said(game, "I2")
    assert not any(c.colour is PLANT and c.level is Level.CARNIVORE for c in game.state.creeples)


# -- J2, R85: mutualism along the food chain -----------------------------------------------------------

#: Parasite picking: its upright face (cleaning symbiosis, max size 3) has the mutualism icon (J2).
PARASITE_PICKING = 65
#: Nectaries: a horror-plant card whose upright face (extrafloral nectar, max size 4) has the mutualism icon.
NECTARIES = 68


def test_J2_R85_a_herbivore_takes_its_host_from_the_plant_it_eats_and_the_oxygen_rises(rules: RulesData) -> None:
    """J2: a host shares the promoting species' biome as its predator or prey; with plants in the game a
    herbivore eats its plant as a carnivore eats its prey (K2a, R85). Black's herbivore over the swamp plant of
    arabia:0 promotes to cleaning symbiosis and takes a host from the plant's Unborn, which lie on the Oxygen
    (K3g): one VP more (A7d) and one plant fewer on the track, so the Oxygen reads 1% more (K4)."""
    table = solo_table(rules, GameMode.SOLO_MARS)
    table.species("black", "archetype", cards=[Card(PARASITE_PICKING)])
    put(table, BLACK, Shape.ARCHETYPE, "arabia:0", Level.HERBIVORE)
    game = run(table, PlayerTurn(BLACK, 1))
    before = climate.readings(game).oxygen_percent
    unborn = found(game, PLANT, Shape.ARCHETYPE).unborn
    assert game.variant.final_score(game, BLACK)["hosts"] == 0
    game.answer("promote")
    game.answer("1")  # the mutualism face; the one host there is taken at once
    assert [d.keys for d, _ in game.forced if d.kind is DecisionKind.HOST] == [("green:archetype/unborn",)]
    card = found(game, BLACK, Shape.ARCHETYPE).card(PARASITE_PICKING)
    assert [(h.colour, h.shape) for h in card.hosts] == [(PLANT, Shape.ARCHETYPE)]
    assert found(game, PLANT, Shape.ARCHETYPE).unborn == unborn - 1
    assert climate.readings(game).oxygen_percent == before + 1
    assert game.variant.final_score(game, BLACK)["hosts"] == 1
    assert violations(game) == []


def test_J2_R85_a_plant_takes_its_host_from_the_herbivore_that_eats_it(rules: RulesData) -> None:
    """The other way up: the swamp plant of arabia:0 is the prey of Black's herbivore over it, so the plant's
    forced promotion to extrafloral nectar (K8b) takes its host from Black's Unborn (J2). A plant with nobody
    eating it, and no bait of the magic mushroom about (J2c), finds no host (J2a)."""
    table = solo_table(rules, GameMode.SOLO_MARS)
    table.species("green", "archetype", cards=[Card(NECTARIES)])
    table.species("black", "archetype", unborn=3)
    put(table, BLACK, Shape.ARCHETYPE, "arabia:0", Level.HERBIVORE)
    game = run(table, PlayerTurn(PLANT, 1))
    while game.decision is not None:  # each step forced but the first card's face (K8b)
        game.answer(game.decision.options[0].key)
    assert [d.keys for d, _ in game.forced if d.kind is DecisionKind.HOST] == [("black:archetype/unborn",)]
    card = found(game, PLANT, Shape.ARCHETYPE).card(NECTARIES)
    assert [(h.colour, h.shape) for h in card.hosts] == [(BLACK, Shape.ARCHETYPE)]
    assert found(game, BLACK, Shape.ARCHETYPE).unborn == 2
    assert violations(game) == []

    alone = solo_table(rules, GameMode.SOLO_MARS)
    alone.species("green", "archetype", cards=[Card(NECTARIES)])
    game = run(alone, PlayerTurn(PLANT, 1))
    while game.decision is not None:
        game.answer(game.decision.options[0].key)
    assert not found(game, PLANT, Shape.ARCHETYPE).card(NECTARIES).hosts
    assert any("no suitable host" in text for text in said(game, "J2a"))


# -- K7b, K4b, R86, R87: plant habitats and niches -------------------------------------------------


def test_K7b_R87_each_alien_plant_grows_at_its_distance_from_water(rules: RulesData) -> None:
    table = mars(rules)
    game = table.game(then=None)
    dry = set(game.hexes) - WATER

    def home(shape: Shape) -> set[str]:
        species = found(game, PLANT, shape)
        places = [*game.hexes, *game.map.shelf_coast]
        return {p for p in places if habitable(game, p, species, Level.PLANT)}

    assert home(Shape.ARCHETYPE) == dry - TWO_FROM_WATER  # the swamp plant: 1 hex from water
    assert home(Shape.BURROWER) == dry - TWO_FROM_WATER  # tubers: 1 hex from water
    assert home(Shape.ARMORED) == dry  # the cactus: 1 or 2 hexes
    assert home(Shape.SWIMMER) == WATER | CARBON  # seaweed: in water or on carbon, never Olympus Mons (K5g)
    # A mountain is no habitat, whatever its distance (K7a): carbon off Arabia's north shelf.
    game = table.move_disks(DiskColour.BLACK, "arabia:north", "tharsis:0").game(then=None)
    assert "tharsis:0" not in home(Shape.ARMORED)


def test_K7b_a_newborn_plant_is_offered_only_its_habitat(rules: RulesData) -> None:
    table = mars(rules).species("green", "burrower", size=2)
    game = put(table, PLANT, Shape.BURROWER, "tharsis:0", Level.PLANT).game(then=None)
    tubers = found(game, PLANT, Shape.BURROWER)
    as_plant = offered(game, tubers, "tharsis:0", Level.PLANT)
    assert as_plant and as_plant <= set(game.hexes) - WATER - TWO_FROM_WATER
    assert "tharsis:6" not in as_plant  # within reach, but two hexes from water


def test_K7b_K7c_a_plant_newborn_s_places_say_how_many_seas_each_touches(rules: RulesData) -> None:
    """A swamp plant beside two seas keeps its habitat when one dries (K7c); the places offered to a plant's
    newborn say so, and an animal's places say nothing of water."""
    game = set_up(new_solo(rules, GameMode.SOLO_MARS))
    while (decision := game.decision) is not None and (
        decision.kind is not DecisionKind.DESTINATION or decision.player is not PLANT
    ):
        keys = [o.key for o in decision.options]
        if decision.kind is DecisionKind.DESTINATION:  # the animal's newborn: nothing said of water
            assert not any("beside" in o.label for o in decision.options)
        game.answer("populate" if "populate" in keys else "end" if "end" in keys else keys[0])
    assert decision is not None
    wet = alien_ecology.seas(game)
    places = [o for o in decision.options if o.hex is not None]
    assert places
    for option in places:
        beside = sum(1 for n in game.neighbours[option.hex] if n in wet)
        assert option.label.endswith(f", beside {beside} {'sea' if beside == 1 else 'seas'}")
    assert game.variant.habitat_note(game, places[0].hex, Level.HERBIVORE) == ""


def test_K4b_R87_a_seaweed_offshore_makes_a_bloom_and_waters_its_coast(rules: RulesData) -> None:
    table = mars(rules)
    game = table.game(then=None)
    swamp_plant = found(game, PLANT, Shape.ARCHETYPE)
    assert not habitable(game, "arabia:3", swamp_plant, Level.PLANT)  # two hexes from water
    game = put(table, PLANT, Shape.SWIMMER, "arabia:south", Level.PLANT).game(then=None)
    swamp_plant = found(game, PLANT, Shape.ARCHETYPE)
    assert biome(game, "arabia:south") is Biome.BLOOM
    assert alien_ecology.water_distances(game)["arabia:3"] == 1
    assert habitable(game, "arabia:3", swamp_plant, Level.PLANT)
    assert violations(game) == []


def test_K7b_R86_a_plant_sets_the_roadrunner_niche_of_its_biome(rules: RulesData) -> None:
    table = mars(rules)
    game = table.game(then=None)
    assert roadrunner(game, "tharsis:0") is RoadrunnerColour.YELLOW  # bare highlands, printed
    assert roadrunner(game, "tharsis:5") is RoadrunnerColour.YELLOW
    put(table, PLANT, Shape.ARCHETYPE, "tharsis:0", Level.PLANT)
    game = put(table, PLANT, Shape.ARMORED, "tharsis:6", Level.PLANT).game(then=None)
    assert roadrunner(game, "tharsis:0") is RoadrunnerColour.RED  # the swamp plant
    assert roadrunner(game, "tharsis:6") is RoadrunnerColour.YELLOW  # the cactus
    colours = {p.name: p.roadrunner.value for p in rules.biomes_file.alien_plant}
    assert colours == {"swamp plant": "red", "seaweed": "yellow", "tubers": "red", "cactus": "yellow"}


# -- K7c, R88: wilting ------------------------------------------------------------------------------


def test_K7c_worked_example_the_seaweed_loses_its_water_its_daughter_moves_and_the_wilted_mother_dies(
    rules: RulesData,
) -> None:
    """K7's example: a seaweed lives on a white disk, which a rain shadow takes away; the seaweed populates, its
    daughter moves to water that remains, and the wilted mother dies at burial."""
    table = put(mars(rules), PLANT, Shape.ARCHETYPE, "arabia:0", Level.PLANT)  # the plant stays alive elsewhere
    table.species("green", "swimmer", size=3, newborn=1)  # the seaweed populated in the action phase
    put(table, PLANT, Shape.SWIMMER, "tharsis:2", Level.PLANT)
    shadow = MoveDisk(DiskColour.WHITE, "tharsis:2", climate.CLOUDS, "K5a", "a rain shadow takes the seaweed's water")
    game = table.game(BurialPhase(), DispersalPhase(), shadow, phase=Phase.EVENTS, then=None)
    mother = at(game, PLANT, Shape.SWIMMER, "tharsis:2")
    # The white disk is gone: the seaweed wilts and lies down at once (R88).
    assert "tharsis:2" not in game.state.disks
    assert any(e.rule == "K7c" and "Green's swimmer in tharsis:2 wilts" in e.text for e in game.state.log)
    # Mother phase: the wilted mother still breeds; her daughter is offered only water and carbon offshores.
    while game.decision is not None and game.decision.kind in (DecisionKind.NEWBORN, DecisionKind.MOTHER):
        game.answer(game.decision.options[0].key)
        assert violations(game) == []
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.DESTINATION
    places = {o.key.partition("/")[0] for o in decision.options if o.key != "unborn"}
    assert "tharsis:4" in places
    assert places <= WATER | CARBON
    assert "tharsis:2" not in places
    game.answer("tharsis:4/plant")
    # Burial: the mother dies out of her habitat (K7c); the daughter grows on the remaining water.
    while game.decision is not None:
        game.answer(game.decision.options[0].key)
        assert violations(game) == []
    assert mother not in game.state.creeples
    assert any(c.hex == "tharsis:4" and c.shape is Shape.SWIMMER and not c.endangered for c in game.state.creeples)
    assert (
        "Green's swimmer in tharsis:2 wilts and dies out of its habitat "
        "(the seaweed grows in water or on a carbon offshore)." in said(game, "K7c")
    )


def test_K7c_R88_a_wilting_plant_starves_its_herbivore_and_both_die_at_burial(rules: RulesData) -> None:
    table = put(mars(rules), PLANT, Shape.ARCHETYPE, "arabia:0", Level.PLANT)
    put(table, PLANT, Shape.ARCHETYPE, "tharsis:3", Level.PLANT)
    put(table, BLACK, Shape.ARCHETYPE, "tharsis:3", Level.HERBIVORE)
    # Both basins next to tharsis:3 dry up: it is now two hexes from water (built: the events are elsewhere).
    for basin in ("tharsis:2", "tharsis:4"):
        table.move_disks(DiskColour.WHITE, basin, climate.CLOUDS)
    game = table.game(then=None)
    plant, grazer = at(game, PLANT, Shape.ARCHETYPE, "tharsis:3"), at(game, BLACK, Shape.ARCHETYPE, "tharsis:3")
    check_habitability(game, "K5a", {"tharsis:2", "tharsis:4"})
    assert plant.endangered and grazer.endangered
    assert violations(game) == []
    # The burial phase of that position, the two lying where the check left them.
    table = put(mars(rules), PLANT, Shape.ARCHETYPE, "arabia:0", Level.PLANT)
    put(table, PLANT, Shape.ARCHETYPE, "tharsis:3", Level.PLANT, endangered=True)
    put(table, BLACK, Shape.ARCHETYPE, "tharsis:3", Level.HERBIVORE, endangered=True)
    for basin in ("tharsis:2", "tharsis:4"):
        table.move_disks(DiskColour.WHITE, basin, climate.CLOUDS)
    game = run(table, BurialPhase())
    assert plant not in game.state.creeples and grazer not in game.state.creeples
    rules_logged = [e.rule for e in game.state.log if "tharsis:3" in e.text]
    assert rules_logged.index("K7c") < rules_logged.index("I2")  # plants are buried first (R88)


# -- K7d, R23: westerlies --------------------------------------------------------------------------


@pytest.mark.parametrize("mode", SOLO_MODES)
def test_K7d_R23_westerlies_blow_east_in_every_latitude_and_both_ways_when_windy(
    rules: RulesData, mode: GameMode
) -> None:
    game = set_up(new_solo(rules, mode))
    for hex_id in game.hexes:
        assert game.variant.raft_headings(game, hex_id) == ("east",)
    game = solo_table(rules, mode).windy().game(then=None)  # the same position on a windy turn
    assert all(set(game.variant.raft_headings(game, h)) == {"east", "west"} for h in game.hexes)


# -- invariants and random games -------------------------------------------------------------------


def test_K2_the_plant_level_invariants_catch_a_misplaced_creeple(rules: RulesData) -> None:
    table = mars(rules)
    assert "every upright plant grows in its habitat" in invariant_names(GameMode.SOLO_MARS)
    assert "every upright plant grows in its habitat" not in invariant_names(GameMode.ACHTERBAHN)
    put(table, BLACK, Shape.ARCHETYPE, "tharsis:0", Level.PLANT)  # an animal is never a plant (K2)
    put(table, PLANT, Shape.ARCHETYPE, "tharsis:6", Level.PLANT)  # two hexes from water (K7b)
    put(table, BLACK, Shape.FLYER, "tharsis:5", Level.HERBIVORE)  # nothing to eat (K2)
    game = table.game(then=None)
    problems = violations(game)
    assert any(p.startswith("creeples stand at their side's trophic levels: black archetype") for p in problems)
    assert "every upright plant grows in its habitat: green archetype in tharsis:6" in problems
    assert "every upright herbivore has a plant it can eat: black flyer in tharsis:5" in problems


@pytest.mark.parametrize("mode", SOLO_MODES)
def test_K2_K7_random_solo_games_keep_the_ecology_invariants(rules: RulesData, mode: GameMode) -> None:
    """30 random games per world, every invariant (the plant level's included) checked after every decision."""
    for seed in range(100, 130):
        game = Game.new(rules, players=1, seed=seed, mode=mode)
        chooser = random.Random(seed)
        while game.decision is not None:
            game.answer(chooser.choice(game.decision.options).key)
            assert violations(game) == [], (seed, violations(game))
        assert game.over


def test_K7b_R88_a_rift_that_takes_a_plant_s_water_away_wilts_it_at_once(rules: RulesData) -> None:
    """On Earth, Laurentia's hex 5 lies next to Gondwana's sea only while the two cratons are joined: a swamp
    plant grows there. The Pangea rift (D4) parts them, and the plant lies down right after the rift, not at
    the end of the event phase."""
    from megafauna_tui.rules.geometry import joined_row
    from tests.rules.test_solo_events import answer_first, event_turn

    table = solo_table(rules, GameMode.SOLO_EARTH, plant=False)
    table.cratons(
        *joined_row(["gondwana", "laurentia", "siberia"], latitude=4),
        *joined_row(["baltica"], latitude=4, start_column=40),
        dice=["gondwana", "baltica"],
    )
    game = put(table, PLANT, Shape.ARCHETYPE, "laurentia:5", Level.PLANT).game(then=None)
    archetype = game.state.species(PLANT, Shape.ARCHETYPE)
    assert habitable(game, "laurentia:5", archetype, Level.PLANT) and violations(game) == []
    game = event_turn(table, 11)  # pangea rift
    answer_first(game)
    assert len(game.map.landmasses) == 4
    plant = next(c for c in game.state.creeples if c.hex == "laurentia:5")
    assert plant.endangered
    log = [(e.rule, e.text) for e in game.state.log]
    rift = max(i for i, (rule, text) in enumerate(log) if rule == "D4" and "rifts" in text)
    assert log[rift + 1][0] == "K7c" and "laurentia:5 wilts" in log[rift + 1][1]

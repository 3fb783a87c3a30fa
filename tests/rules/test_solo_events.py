"""The solo game's event phase (K1a, K4a, K5, K5a-K5i, K6, R37, R54-R57, R90-R95).

Each test builds a solo position with ``solo`` (the position ``set_up`` reaches, tests/rules/test_solo.py), adds
what the setup does not reach (an animal species, plant species with creeples on the map, a joined continent)
with the scenario builder, and starts it at an event phase with chosen cards (``event_turn``): the ET card on top
of its era deck, a biosphere card on top of its pile, and the phase alone on the stack so the game stops when it
ends. The builder keeps every creeple, cube and disk counted. A test that follows a game into a later turn builds
that turn from the same table, with what the first turn left to remember (the cards snail tectonics put off).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

import pytest

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import DiskColour, OrganColour, PlayerColour, Shape
from megafauna_tui.rules import climate
from megafauna_tui.rules.actions import action_maximum
from megafauna_tui.rules.board import habitable, species_of
from megafauna_tui.rules.decisions import Decision, DecisionKind
from megafauna_tui.rules.disks import MoveDisk, room, sources
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.event_phase import EventPhase
from megafauna_tui.rules.geometry import Placement, joined_row
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.reservoir_events import GunEvent
from megafauna_tui.rules.scenario import Card, Table
from megafauna_tui.rules.solo import PLANT
from megafauna_tui.rules.state import GameMode, Level, Phase, Side, Species
from megafauna_tui.savefile import dumps, loads
from tests.rules.test_solo import SOLO_MODES, solo_table

ANIMAL = PlayerColour.BLACK

#: A biosphere card of each deck whose events do nothing at the start of a solo game: a windy turn or a
#: mutagen beside green moves (ignored, K5d), and a rain-gated black move.
QUIET = {"too_hot": 21, "goldilocks": 31, "too_cold": 48}


def event_turn(
    table: Table, et: int, biosphere: int | None = None, *, first_of_era: bool = False, turn: int = 3
) -> Game:
    """The table's position at the start of an event phase of this turn revealing ``et`` (and ``biosphere``, on top
    of its pile, a quiet one of the pile the Atmosphere names if none is given), stopping when the phase is over
    (the decision is then None)."""
    biosphere = biosphere or QUIET[climate.readings(table.game(then=None)).climate.value]
    table.turn(turn).et_deck(et, drawn=0 if first_of_era else 2).biosphere(biosphere)
    return table.game(EventPhase(), phase=Phase.EVENTS, then=None)


def solo(
    rules: RulesData,
    mode: GameMode,
    seed: int = 5,
    *,
    side: Side = Side.ANIMAL,
    plant: bool = True,
    unborn: int | None = None,
    newborn: int = 0,
) -> Table:
    """The solo position after setup, to build on (see ``solo_table``)."""
    return solo_table(rules, mode, seed, side=side, plant=plant, unborn=unborn, newborn=newborn)


def lines(game: Game, rule: str) -> list[str]:
    return [e.text for e in game.state.log if e.rule == rule]


def whites_on_map(game: Game) -> int:
    return sum(1 for d in game.state.disks.values() if d is DiskColour.WHITE)


def answer_first(game: Game, *, until: DecisionKind | None = None) -> list[Decision]:
    """Answer every decision with its first option (or stop at one of kind ``until``); the decisions seen."""
    seen = []
    while game.decision is not None and game.decision.kind is not until:
        seen.append(game.decision)
        game.answer(game.decision.options[0].key)
        assert violations(game) == []
    return seen


def animal_species(table: Table, hexes: list[str], organs: Sequence[OrganColour] = ()) -> None:
    """Give the animal a living archetype on these hexes, with a mutation card holding these plus organs: the card
    at the bottom of the Darwinian deck."""
    cards = [Card(table.state.display[1].draw[-1], organs="".join(c.value[0] for c in organs))] if organs else []
    table.species("black", "archetype", cards=cards)
    for hex_id in hexes:
        table.creeple("black", "archetype", hex_id)


def plant_species(table: Table, shape: Shape, hexes: list[str], newborn: int = 0) -> None:
    """Give the plant a species of this shape: creeples on these hexes (as plants), the rest newborn or Unborn."""
    table.species("green", shape.value, newborn=newborn)
    for hex_id in hexes:
        table.creeple("green", shape.value, hex_id, "plant")


def plant_hexes(table: Table, shape: Shape, count: int) -> list[str]:
    """Free biomes where a plant of this shape grows (K7b): seaweed in water, the others near it."""
    game = table.game(then=None)
    taken = {c.hex for c in game.state.creeples}
    probe = Species(PLANT, shape)
    found = [h for h in game.hexes if h not in taken and habitable(game, h, probe, Level.PLANT)]
    assert len(found) >= count, f"only {len(found)} places for a {shape.value} plant"
    return found[:count]


def pasture(table: Table, count: int) -> list[str]:
    """Free biomes where the animal may graze (K2): each holds a plant archetype, sown from the plant's Unborn
    where none grows yet (K7b: next to water)."""
    state = table.game(then=None).state
    grazed = {c.hex for c in state.creeples if c.level is not Level.PLANT}
    places = [c.hex for c in state.creeples if c.colour is PLANT and c.level is Level.PLANT and c.hex not in grazed]
    for hex_id in plant_hexes(table, Shape.ARCHETYPE, max(0, count - len(places))):
        table.creeple("green", "archetype", hex_id, "plant")
        places.append(hex_id)
    return places[:count]


def dry_a_basin(table: Table) -> str:
    """Take the white disk off a basin whose water no plant needs (K7b), and give it to the Clouds, so that a
    raindance has a dry basin to rain on; the basin."""
    wet = table.game(then=None).state.disks
    for basin in sorted(h for h, d in wet.items() if d is DiskColour.WHITE):
        table.move_disks(DiskColour.WHITE, basin, climate.CLOUDS)
        game = table.game(then=None)
        plants = [c for c in game.state.creeples if c.level is Level.PLANT]
        if all(habitable(game, c.hex, species_of(game, c), c.level) for c in plants):
            return basin
        table.move_disks(DiskColour.WHITE, climate.CLOUDS, basin)
    raise AssertionError("every basin waters a plant")


def dry_hexes(table: Table, count: int) -> list[str]:
    game = table.game(then=None)
    taken = {c.hex for c in game.state.creeples}
    return [h for h in game.hexes if h not in game.state.disks and h not in taken][:count]


# -- K5: the biosphere card (R57) ---------------------------------------------------------


def test_K5_R57_a_biosphere_card_comes_every_turn_from_the_deck_the_atmosphere_names_even_when_stable(
    rules: RulesData,
) -> None:
    table = solo(rules, GameMode.SOLO_MARS)
    game = table.game(then=None)
    assert climate.readings(game).climate.value == "too_cold"  # Mars starts with one disk in the Atmosphere
    game = event_turn(table, 13, 47)
    assert game.state.biosphere_card == 47
    assert any("too cold" in line and "#47" in line for line in lines(game, "A1c"))
    # Geomagnetic reversal (#9) shows the stable icon: in Achterbahn no biosphere card follows (A1b), in the
    # solo game one does all the same (K5, R57).
    stable = event_turn(solo(rules, GameMode.SOLO_MARS), 9, 47)
    answer_first(stable)
    assert stable.state.biosphere_card == 47
    assert not any("stable biosphere" in line for line in lines(stable, "A1b"))
    assert any("#47" in line for line in lines(stable, "A1c"))


# -- K5a, K1a: rain shadow --------------------------------------------------------------------


def test_K5a_K1a_R42_a_rain_shadow_event_liberates_one_white_disk_instead(rules: RulesData) -> None:
    table = solo(rules, GameMode.SOLO_MARS)
    game = table.game(then=None)
    clouds = climate.count(game.state, climate.CLOUDS)
    whites = whites_on_map(game)
    # CO2 desert (#40, too cold): a rain-shadow white disk from the Atmosphere, then a green move (K5d).
    game = event_turn(table, 13, 40)
    assert any("Rain shadow" in line and "one white disk is liberated" in line for line in lines(game, "K5a"))
    decision = game.decision
    assert decision is not None and decision.player is ANIMAL  # the Medea chooses which white disk (R42)
    assert decision.kind is DecisionKind.MEDEA_SOURCE
    basins = sorted(h for h, d in game.state.disks.items() if d is DiskColour.WHITE)
    assert sorted(o.key for o in decision.options) == basins
    game.answer(basins[0])
    decision = game.decision
    assert decision is not None and decision.rule == "D13"
    game.answer(climate.CLOUDS)
    assert whites_on_map(game) == whites - 1
    assert climate.count(game.state, climate.CLOUDS) == clouds + 1
    assert any(line.startswith("Liberated a white disk") for line in lines(game, "K5a"))
    # The Atmosphere's white disk the card printed never came down.
    assert basins[0] not in game.state.disks


# -- K5b: climaxes ---------------------------------------------------------------------------------


def test_K5b_K1a_climax_events_are_ignored(rules: RulesData) -> None:
    table = solo(rules, GameMode.SOLO_EARTH)
    before = dict(table.game(then=None).state.disks)
    game = event_turn(table, 10)  # Milankovitch forcing: a climax, then a deluge
    answer_first(game, until=DecisionKind.MEDEA_SOURCE)
    assert lines(game, "K5b") == ["The climax event is ignored: no climax on Mars, Venus or the solo Earth (K5b)."]
    assert lines(game, "D5") == []
    assert {h: d for h, d in game.state.disks.items() if d is not DiskColour.WHITE} == {
        h: d for h, d in before.items() if d is not DiskColour.WHITE
    }


# -- K5c: deluges ---------------------------------------------------------------------------------


def test_K5c_a_deluge_is_ignored_below_warm_and_liberates_one_white_disk_when_warm(rules: RulesData) -> None:
    table = solo(rules, GameMode.SOLO_MARS)  # igloo
    whites = whites_on_map(table.game(then=None))
    cold = event_turn(table, 5)  # Zanclean flood: a deluge, then crowd disease
    answer_first(cold)
    assert any("ignored" in line and "Igloo" in line for line in lines(cold, "K5c"))
    assert whites_on_map(cold) == whites
    assert lines(cold, "D6a") == [] and lines(cold, "D6b") == []
    table = solo(rules, GameMode.SOLO_EARTH)
    warm = table.game(then=None)
    assert climate.readings(warm).greenhouse.value == "warm"
    whites = whites_on_map(warm)
    warm = event_turn(table, 5)
    assert any("one white disk is liberated" in line for line in lines(warm, "K5c"))
    decision = warm.decision
    assert decision is not None and decision.kind is DecisionKind.MEDEA_SOURCE and decision.rule == "D12"
    answer_first(warm)
    assert whites_on_map(warm) == whites - 1  # one, not every sea (D6a)
    assert lines(warm, "D6a") == []


# -- K5d, R54: green transfers and the green gun -------------------------------------------------------------


def test_K5d_K1a_events_that_move_green_disks_are_ignored(rules: RulesData) -> None:
    table = solo(rules, GameMode.SOLO_MARS)
    plant_on_map = [c for c in table.game(then=None).state.creeples if c.colour is PLANT]
    game = event_turn(table, 13)  # fungal spike: a green disk event, then crowd disease
    answer_first(game)
    assert any("moves green disks" in line for line in lines(game, "K5d"))
    assert [c for c in game.state.creeples if c.colour is PLANT] == plant_on_map
    assert game.variant.oxygen(game) == 18


def test_K5d_R54_a_green_gun_destroys_a_non_archetype_plant_species_of_the_plant_s_choice(rules: RulesData) -> None:
    # The plant has spread: swimmers and burrowers newborn, so six or fewer creeples lie on the Oxygen (D10c fire).
    table = solo(rules, GameMode.SOLO_VENUS, unborn=0, newborn=3)  # hothouse: the too hot deck holds #18
    plant_species(table, Shape.SWIMMER, [], newborn=5)
    plant_species(table, Shape.BURROWER, plant_hexes(table, Shape.BURROWER, 2), newborn=3)
    game = table.game(then=None)
    assert violations(game) == []
    assert game.variant.oxygen(game) == 5  # the five armored in the reserve
    game = event_turn(table, 13, 18)
    answer_first(game, until=DecisionKind.PLANT_SPECIES_LOST)
    decision = game.decision
    assert decision is not None and decision.player is PLANT and decision.rule == "K5d"
    assert sorted(o.key for o in decision.options) == ["burrower", "swimmer"]  # never the archetype
    game.answer("burrower")
    assert game.state.player(PLANT).find(Shape.BURROWER) is None
    assert not any(c.colour is PLANT and c.shape is Shape.BURROWER for c in game.state.creeples)
    assert game.variant.oxygen(game) == 5 + 5  # the dead burrowers lie on the Oxygen again (K4)
    assert any("destroys the plant's burrower species" in line for line in lines(game, "K5d"))
    answer_first(game)


def test_K5d_R54_with_only_its_archetype_the_plant_loses_nothing_to_the_green_gun(rules: RulesData) -> None:
    game = event_turn(solo(rules, GameMode.SOLO_VENUS), 13)
    answer_first(game)
    # R54: the gun is resolved as a whole when its fire gate is open, straight from the resolver.
    from megafauna_tui.rules.solo_events import green_gun

    coal_seam_fires = next(e for e in rules.events[18].events if e.kind == "reservoir" and e.gun)
    assert green_gun(game, coal_seam_fires, 18) is None
    assert lines(game, "K5d")[-1] == (
        "The green gun of coal seam fires, #18 finds no plant species but the archetype: nothing dies (R54)."
    )
    assert game.state.player(PLANT).find(Shape.ARCHETYPE) is not None


def test_K5d_D9_the_plant_is_ignored_by_crowd_disease(rules: RulesData) -> None:
    table = solo(rules, GameMode.SOLO_MARS)
    plant_species(table, Shape.SWIMMER, plant_hexes(table, Shape.SWIMMER, 4))
    animal_species(table, pasture(table, 2))
    game = table.game(then=None)
    assert violations(game) == []
    game = event_turn(table, 13)  # fungal spike: crowd disease after the ignored green event
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.CULL and decision.player is ANIMAL
    assert any("black:archetype" in line and "2 creeples" in line for line in lines(game, "D9"))
    answer_first(game)
    assert len([c for c in game.state.creeples if c.colour is PLANT and c.shape is Shape.SWIMMER]) == 4


# -- K4a: no event births green creeples (R90) -------------------------------------------------------------


@pytest.mark.parametrize("mode", SOLO_MODES)
def test_K4a_R90_no_event_card_brings_a_green_creeple_off_the_oxygen(rules: RulesData, mode: GameMode) -> None:
    """Every one of the 51 cards, resolved with the Medea's first choices: the plant never gains a creeple on
    the map or its newborn card from an event, so no event births green creeples in the solo game (K5b, K5c,
    K5d leave none that could)."""
    for number in sorted(rules.events):
        table = solo(rules, mode)
        plant_species(table, Shape.SWIMMER, plant_hexes(table, Shape.SWIMMER, 2))
        card = rules.events[number]
        # A biosphere card of any deck is played beside fungal spike, whatever the climate names (A1e).
        game = event_turn(table, number) if card.deck.value == "et" else table.turn(3).play(13, number, then=None)
        born = Counter(c.shape for c in game.state.creeples if c.colour is PLANT)
        newborn = sum(s.newborn for s in game.state.player(PLANT).species)
        answer_first(game)
        after = Counter(c.shape for c in game.state.creeples if c.colour is PLANT)
        assert not after - born, f"card #{number} put a green creeple on the map"
        assert sum(s.newborn for s in game.state.player(PLANT).species) <= newborn


# -- K1a, R37: the alien cratons answer to the Earth icons -----------------------------------------------------


def test_K1a_R37_a_crater_on_an_absent_craton_is_ignored_and_alien_cratons_answer_to_their_placard(
    rules: RulesData,
) -> None:
    # Venus: Aphrodite carries Siberia's icon, Ishtar Gondwana's; a Baltica icon names no craton in play.
    table = solo(rules, GameMode.SOLO_VENUS)
    disks = dict(table.game(then=None).state.disks)
    venus = event_turn(table, 13, 23)  # Chesapeake Bay impact (too hot): a crater on Laurentia's icon
    answer_first(venus)
    assert any("not in the game: it is ignored (K1a)" in line for line in lines(venus, "K1a"))
    assert lines(venus, "D2") == []
    assert {h: d for h, d in venus.state.disks.items() if d is DiskColour.BLACK} == {
        h: d for h, d in disks.items() if d is DiskColour.BLACK
    }
    # Venus: Popigai impact (#45, too cold, Siberia's icon) strikes Aphrodite.
    table = solo(rules, GameMode.SOLO_VENUS)
    table.move_disks(DiskColour.WHITE, climate.ATMOSPHERE, climate.CLOUDS, 4)
    for mountain in dry_hexes(table, 5):  # one black disk is left in the Atmosphere
        table.move_disks(DiskColour.BLACK, climate.ATMOSPHERE, mountain)
    venus = table.game(then=None)
    assert violations(venus) == [] and climate.readings(venus).climate.value == "too_cold"
    table.dice(3)
    venus = event_turn(table, 13, 45)
    answer_first(venus)
    assert any("Aphrodite" in line and "biome aphrodite:3" in line for line in lines(venus, "D2"))


# -- K5f: radiation without a magnetic field --------------------------------------------------------------------


def test_K5f_radiation_strikes_both_colours_of_its_pair_on_mars_and_one_on_earth(rules: RulesData) -> None:
    table = solo(rules, GameMode.SOLO_MARS)
    animal_species(table, pasture(table, 1), [OrganColour.BLUE, OrganColour.GREEN, OrganColour.RED])
    mars = event_turn(table, 9)  # geomagnetic reversal: Darwinian radiation, then a mutagen
    species = mars.state.species(ANIMAL, Shape.ARCHETYPE)
    assert lines(mars, "K5f") == [
        "Darwinian radiation with no magnetic field: each species atrophies one green and one blue plus organ.",
        "Black's archetype atrophies a green organ from oral arms.",
        "Black's archetype atrophies a blue organ from oral arms.",
    ]
    assert any("Green's archetype has no green or blue plus organ" in line for line in lines(mars, "D8c"))
    assert species.plus_organs == [OrganColour.RED]
    table = solo(rules, GameMode.SOLO_EARTH)
    animal_species(table, pasture(table, 1), [OrganColour.BLUE, OrganColour.GREEN])
    earth = event_turn(table, 9)
    species = earth.state.species(ANIMAL, Shape.ARCHETYPE)
    only = earth.decision
    assert only is not None and only.kind is DecisionKind.ATROPHY and only.rule == "D8"
    assert sorted(o.key.partition("/")[2] for o in only.options) == ["blue", "green"]
    earth.answer(only.options[0].key)
    assert len(species.plus_organs) == 1
    assert lines(earth, "K5f") == []


# -- K5g: Olympus Mons -------------------------------------------------------------------------------------------


def test_K5g_R37_a_volcanic_crater_on_mars_falls_beside_olympus_mons_without_a_die(rules: RulesData) -> None:
    table = solo(rules, GameMode.SOLO_MARS)
    reveals = table.game(then=None).state.reveals
    game = event_turn(table, 13, 43)  # eruption winter: a volcanic crater on Laurentia's icon (Tharsis, R37)
    answer_first(game)
    assert any("tharsis:1" in line and "Olympus Mons" in line for line in lines(game, "K5g"))
    assert game.state.disks["tharsis:1"] is DiskColour.BLACK
    assert game.state.reveals == reveals + 2  # the two cards drawn, no die rolled
    # Ring of fire (#6) carries Siberia's icon, which names no craton on Mars: the crater still falls there
    # (its black disk a stand-in from a shelf other than Olympus Mons, as the Atmosphere holds none, R43).
    game = event_turn(solo(rules, GameMode.SOLO_MARS, seed=7), 6, 47)
    answer_first(game)
    assert any("tharsis:1" in line for line in lines(game, "K5g"))
    assert any("to highlands tharsis:1 (the crater on tharsis:1)" in line for line in lines(game, "D2"))
    assert game.state.shelf("tharsis:north") is not None
    assert lines(game, "K1a") == []


def test_K5g_olympus_mons_keeps_its_disk_against_events_and_takes_no_plankton(rules: RulesData) -> None:
    table = solo(rules, GameMode.SOLO_MARS)
    game = table.game(then=None)
    mons = "tharsis:north"
    assert game.variant.fixed_disk(game, mons)
    assert not game.variant.fixed_disk(game, "arabia:north")
    # A black disk leaving "the offshores" (a reservoir event, D10) may come from every shelf but Olympus Mons.
    move = MoveDisk(DiskColour.BLACK, "offshore", climate.ATMOSPHERE, "D10", "a test")
    assert sorted(sources(game, move)) == sorted(s for s in game.map.shelf_coast if s != mons)
    assert not room(game, mons, DiskColour.GREEN)  # no plankton on it
    # Pulled by a gun, every offshore black but Olympus Mons' goes up (D10a).
    game = table.game(GunEvent(DiskColour.BLACK, "offshore", climate.ATMOSPHERE, "a test gun"), then="actions")
    game.answer("pull")
    answer_first(game, until=DecisionKind.ACTION)
    assert [f"{s.craton}:{s.position}" for s in game.state.shelves] == [mons]


def test_K5g_a_collision_that_subducts_olympus_mons_takes_its_disk(rules: RulesData) -> None:
    subduction = MoveDisk(DiskColour.BLACK, "tharsis:north", climate.ATMOSPHERE, "D3d", "subduction")
    game = solo(rules, GameMode.SOLO_MARS).game(subduction, then="actions")
    assert game.state.shelf("tharsis:north") is None
    assert any("tharsis:north" in line for line in lines(game, "D3d"))


# -- K5h, R57, R91: snail tectonics ------------------------------------------------------------------------------------


def test_K5h_R57_worked_example_a_drift_by_waits_for_the_next_stable_card(rules: RulesData) -> None:
    """The rulebook's example: this turn's card calls for a drift-by, which snail tectonics does not perform;
    the next turn's card shows the stable biosphere, and only then is the drift-by done."""
    table = solo(rules, GameMode.SOLO_MARS)
    before = table.game(then=None).state.craton_order
    # Tharsis and Arabia Terra share no latitude (dice on 2 and 6), so a collision is a drift-by (D3).
    table.cratons(Placement("arabia", 0, 6), Placement("tharsis", 8, 2))
    game = event_turn(table, 3, 47)  # C.A.M.P.: Laurentia's icon, which Tharsis carries (R37), moves east
    answer_first(game)
    assert any("collision" in line and "does not happen now" in line for line in lines(game, "K5h"))
    assert game.state.craton_order == before
    assert game.state.snail_cards == [3, 47]
    assert loads(dumps(game), rules)[0].state.snail_cards == [3, 47]  # the memory is saved with the position
    # The next turn, with the cards this one remembers: geomagnetic reversal shows the stable icon.
    game = event_turn(table.snail_tectonics(*game.state.snail_cards), 9, turn=4)
    answer_first(game)
    assert any("put off on C.A.M.P., #3" in line for line in lines(game, "K5h"))
    assert any("drifts east past" in line for line in lines(game, "D3"))
    assert game.state.craton_order == list(reversed(before))
    assert game.state.snail_cards == []


def test_K5h_a_movement_waits_only_one_turn_and_the_first_card_of_an_era_moves_nothing(rules: RulesData) -> None:
    table = solo(rules, GameMode.SOLO_MARS)
    game = event_turn(table, 3, 47)
    answer_first(game)
    order = game.state.craton_order
    game = event_turn(table.snail_tectonics(*game.state.snail_cards), 9, turn=4, first_of_era=True)
    answer_first(game)
    assert any("first card of an era brings no snail tectonics" in line for line in lines(game, "K5h"))
    assert game.state.craton_order == order
    # A non-stable card in between: the movement is forgotten.
    table = solo(rules, GameMode.SOLO_MARS)
    game = event_turn(table, 3, 47)
    answer_first(game)
    game = event_turn(table.snail_tectonics(*game.state.snail_cards), 13, 40, turn=4)
    answer_first(game)
    assert game.state.snail_cards == []


def test_K5h_earth_moves_its_continents_at_once(rules: RulesData) -> None:
    # True polar wander: a drift north on Siberia's icon (stable turn, R45).
    game = event_turn(solo(rules, GameMode.SOLO_EARTH), 14)
    answer_first(game)
    assert lines(game, "K5h") == []
    assert any("drifts" in line for line in lines(game, "D1"))


# -- K5i: Valles Marineris ------------------------------------------------------------------------------------------


def test_K5i_a_rift_on_mars_splits_the_two_joined_cratons(rules: RulesData) -> None:
    # The two cratons joined by an earlier collision: one continent, one die.
    table = solo(rules, GameMode.SOLO_MARS).cratons(*joined_row(["tharsis", "arabia"], latitude=4), dice=["tharsis"])
    game = table.game(then=None)
    assert len(game.map.landmasses) == 1
    game = event_turn(table, 11)  # pangea rift (stable): put off by snail tectonics
    answer_first(game)
    assert len(game.map.landmasses) == 1
    game = event_turn(table.snail_tectonics(*game.state.snail_cards), 9, turn=4)  # the next stable card brings it
    answer_first(game)
    assert any("Tharsis and Arabia Terra split" in line for line in lines(game, "K5i"))
    assert len(game.map.landmasses) == 2
    assert sorted(game.state.latitude_dice) == ["arabia", "tharsis"]


# -- K6, R56, R93: raindance ---------------------------------------------------------------------------------------


def crowded_animal(table: Table, count: int = 3) -> None:
    """An animal species whose population (3) is above the dark heart (1 at 3% oxygen)."""
    animal_species(table, pasture(table, count))
    game = table.game(then=None)
    assert climate.readings(game).dark_heart < count


def test_K6_R56_raindance_is_offered_to_a_crowded_medea_and_costs_the_plant_an_action(rules: RulesData) -> None:
    table = solo(rules, GameMode.SOLO_MARS)
    crowded_animal(table)
    dry_basin = dry_a_basin(table)
    game = table.game(then=None)
    clouds = climate.count(game.state, climate.CLOUDS)
    plant_actions = action_maximum(game, PLANT)
    game = event_turn(table, 9)  # a stable card: radiation and a mutagen, nobody atrophies
    answer_first(game, until=DecisionKind.RAINDANCE)
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.RAINDANCE and decision.player is ANIMAL
    assert f"population 3 is above your heart of {climate.readings(game).dark_heart}" in decision.prompt
    assert [o.key for o in decision.options] == [dry_basin, "no_rain"]
    assert "one action fewer" in decision.options[0].label
    game.answer(dry_basin)
    erosion = game.decision
    assert erosion is None or erosion.kind is not DecisionKind.RAINDANCE
    answer_first(game)  # no offshore has room on Mars at the start: no erosion is offered
    assert game.state.disks[dry_basin] is DiskColour.WHITE
    assert climate.count(game.state, climate.CLOUDS) == clouds - 1
    assert any(f"makes it rain on {dry_basin}" in line for line in lines(game, "K6"))
    assert action_maximum(game, PLANT) == max(0, plant_actions - 1)
    game = table.turn(4).raindance(3).game(then=None)  # the next turn, remembering the rain of this one
    assert action_maximum(game, PLANT) == plant_actions  # only the action phase that follows


def test_K6_raindance_is_not_offered_without_a_crowd_or_a_dry_basin(rules: RulesData) -> None:
    game = event_turn(solo(rules, GameMode.SOLO_MARS), 9)  # the Lazarus animal has no population
    assert all(d.kind is not DecisionKind.RAINDANCE for d in answer_first(game))
    assert lines(game, "K6") == []
    table = solo(rules, GameMode.SOLO_MARS)
    crowded_animal(table)  # every basin of Mars is wet at the start: nowhere to rain
    full = event_turn(table, 9)
    assert all(d.kind is not DecisionKind.RAINDANCE for d in answer_first(full))


def test_K6_after_the_rain_one_mountain_may_erode_onto_a_free_offshore(rules: RulesData) -> None:
    table = solo(rules, GameMode.SOLO_MARS)
    crowded_animal(table)
    basin = dry_a_basin(table)
    # A mountain on the continent and a free shelf: its disk moved onto the continent.
    terrain = table.game(then=None).terrain
    mountain = next(h for h in dry_hexes(table, 9) if terrain[h].value == "highlands")
    table.move_disks(DiskColour.BLACK, "arabia:south", mountain)
    game = table.game(then=None)
    assert violations(game) == []
    game = event_turn(table, 9)
    answer_first(game, until=DecisionKind.RAINDANCE)
    game.answer(basin)
    erosion = game.decision
    assert erosion is not None and erosion.kind is DecisionKind.EROSION
    assert [o.key for o in erosion.options] == [mountain, "no_erosion"]
    game.answer(mountain)
    # The only free offshore is a forced choice, applied at once and shown as such.
    assert [(d.kind, o.key) for d, o in game.forced][:1] == [(DecisionKind.EROSION, "arabia:south")]
    assert mountain not in game.state.disks
    assert game.state.shelf("arabia:south") is not None
    assert any("Erosion" in line for line in lines(game, "K6"))
    assert violations(game) == []


# -- K5e, R55 and the random games ------------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", SOLO_MODES)
def test_K5_random_solo_games_keep_every_invariant(rules: RulesData, mode: GameMode) -> None:
    """30 random games per world, every decision checked, none raising."""
    seen: Counter[str] = Counter()
    for seed in range(30):
        game = Game.new(rules, players=1, seed=seed, mode=mode)
        chooser = random.Random(seed)
        while game.decision is not None:
            game.answer(chooser.choice(game.decision.options).key)
            assert violations(game) == []
        seen.update(e.rule for e in game.state.log if e.rule.startswith("K5") or e.rule == "K6")
    assert seen["K5b"] and seen["K5d"]


def test_K5g_R95_the_invariants_refuse_plankton_on_olympus_mons(rules: RulesData) -> None:
    game = solo(rules, GameMode.SOLO_MARS).game(then=None)
    assert violations(game) == []
    mons = game.state.shelf("tharsis:north")
    assert mons is not None
    mons.disks.append(DiskColour.GREEN)
    assert any("fixed tharsis:north" in problem for problem in violations(game))


def test_K1a_K5h_a_put_off_collision_naming_an_absent_craton_is_ignored_when_its_turn_comes(rules: RulesData) -> None:
    table = solo(rules, GameMode.SOLO_MARS)
    order = table.game(then=None).state.craton_order
    game = event_turn(table, 6)  # ring of fire: a collision on Siberia's icon, which no Mars craton carries (R37)
    answer_first(game)
    game = event_turn(table.snail_tectonics(*game.state.snail_cards), 9, turn=4)
    answer_first(game)
    assert any("collision of ring of fire, #6 strikes Siberia" in line for line in lines(game, "K1a"))
    assert lines(game, "D3") == [] and lines(game, "D3a") == []
    assert game.state.craton_order == order

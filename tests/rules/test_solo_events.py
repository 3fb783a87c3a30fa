"""The solo game's event phase (K1a, K4a, K5, K5a-K5i, K6, R37, R54-R57, R90-R95).

Each test starts a solo game with ``new_solo`` and ``set_up`` (tests/rules/test_solo.py), then turns the
position into the start of an event phase with chosen cards (``event_turn``): the ET card on top of its era
deck, a biosphere card on top of the pile the Atmosphere names, and the phase alone on the stack so the game
stops when it ends. Positions the setup does not reach (an animal species, plant species with creeples on
the map, a joined continent) are edited in ``game.state`` and balanced so every invariant still holds.
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
from megafauna_tui.rules.solo import PLANT
from megafauna_tui.rules.state import Creeple, GameMode, Level, Phase, Species, TableauCard
from megafauna_tui.savefile import dumps, loads
from tests.rules.test_solo import SOLO_MODES, new_solo, set_up

ANIMAL = PlayerColour.BLACK

#: A biosphere card of each deck whose events do nothing at the start of a solo game: a windy turn or a
#: mutagen beside green moves (ignored, K5d), and a rain-gated black move.
QUIET = {"too_hot": 21, "goldilocks": 31, "too_cold": 48}


def event_turn(game: Game, et: int, biosphere: int | None = None, *, first_of_era: bool = False, turn: int = 3) -> Game:
    """The game at the start of an event phase revealing ``et`` (and ``biosphere``, put on top of the pile the
    Atmosphere names, a quiet one if none is given), stopping when the phase is over (the decision is then
    None)."""
    state = game.state
    biosphere = biosphere or QUIET[climate.readings(game).climate.value]
    state.turn = turn
    state.era_cards_drawn = 0 if first_of_era else 2
    if et in state.et_deck:
        state.et_deck.remove(et)
    state.et_deck.insert(0, et)
    if biosphere is not None:
        for pile in state.biosphere.values():
            if biosphere in pile:
                pile.remove(biosphere)
        state.biosphere[climate.readings(game).climate.value].insert(0, biosphere)
    state.phase = Phase.EVENTS
    state.stack = [EventPhase()]
    return Game(game.data, state)


def solo(rules: RulesData, mode: GameMode, seed: int = 5) -> Game:
    return set_up(new_solo(rules, mode, seed))


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


def animal_species(game: Game, hexes: list[str], organs: Sequence[OrganColour] = ()) -> Species:
    """Give the animal a living archetype on these hexes, with a mutation card holding these plus organs."""
    state = game.state
    player = state.player(ANIMAL)
    player.lazarus = player.archetype_stored = False
    species = Species(ANIMAL, Shape.ARCHETYPE, unborn=7 - len(hexes))
    player.reserve[Shape.ARCHETYPE] = 0
    player.species.append(species)
    for hex_id in hexes:
        state.creeples.append(Creeple(ANIMAL, Shape.ARCHETYPE, hex_id, Level.HERBIVORE))
    if organs:
        number = state.display[1].draw.pop()
        for colour in organs:
            state.cube_pool[colour] -= 1
        species.cards.append(TableauCard(number, organs=list(organs)))
    return species


def plant_species(game: Game, shape: Shape, hexes: list[str], newborn: int = 0) -> Species:
    """Give the plant a species of this shape: creeples on these hexes (as plants), the rest newborn or Unborn."""
    state = game.state
    plant = state.player(PLANT)
    total = plant.reserve[shape]
    plant.reserve[shape] = 0
    species = Species(PLANT, shape, unborn=total - len(hexes) - newborn, newborn=newborn)
    plant.species.append(species)
    for hex_id in hexes:
        state.creeples.append(Creeple(PLANT, shape, hex_id, Level.PLANT))
    return species


def plant_hexes(game: Game, shape: Shape, count: int) -> list[str]:
    """Free biomes where a plant of this shape grows (K7b): seaweed in water, the others near it."""
    taken = {c.hex for c in game.state.creeples}
    probe = Species(PLANT, shape)
    found = [h for h in game.hexes if h not in taken and habitable(game, h, probe, Level.PLANT)]
    assert len(found) >= count, f"only {len(found)} places for a {shape.value} plant"
    return found[:count]


def pasture(game: Game, count: int) -> list[str]:
    """Free biomes where the animal may graze (K2): each holds a plant archetype, sown from the plant's Unborn
    where none grows yet (K7b: next to water)."""
    state = game.state
    grazed = {c.hex for c in state.creeples if c.level is not Level.PLANT}
    places = [c.hex for c in state.creeples if c.colour is PLANT and c.level is Level.PLANT and c.hex not in grazed]
    archetype = state.species(PLANT, Shape.ARCHETYPE)
    for hex_id in plant_hexes(game, Shape.ARCHETYPE, max(0, count - len(places))):
        archetype.unborn -= 1
        state.creeples.append(Creeple(PLANT, Shape.ARCHETYPE, hex_id, Level.PLANT))
        places.append(hex_id)
    return places[:count]


def dry_a_basin(game: Game) -> str:
    """Take the white disk off a basin whose water no plant needs (K7b), and give it to the Clouds, so that a
    raindance has a dry basin to rain on; the basin."""
    state = game.state
    for basin in sorted(h for h, d in state.disks.items() if d is DiskColour.WHITE):
        del state.disks[basin]
        if all(habitable(game, c.hex, species_of(game, c), c.level) for c in state.creeples if c.level is Level.PLANT):
            state.reservoirs[climate.CLOUDS].append(DiskColour.WHITE)
            return basin
        state.disks[basin] = DiskColour.WHITE
    raise AssertionError("every basin waters a plant")


def dry_hexes(game: Game, count: int) -> list[str]:
    taken = {c.hex for c in game.state.creeples}
    return [h for h in game.hexes if h not in game.state.disks and h not in taken][:count]


# -- K5: the biosphere card (R57) ---------------------------------------------------------


def test_K5_R57_a_biosphere_card_comes_every_turn_from_the_deck_the_atmosphere_names_even_when_stable(
    rules: RulesData,
) -> None:
    game = solo(rules, GameMode.SOLO_MARS)
    assert climate.readings(game).climate.value == "too_cold"  # Mars starts with one disk in the Atmosphere
    game = event_turn(game, 13, 47)
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
    game = solo(rules, GameMode.SOLO_MARS)
    clouds = climate.count(game.state, climate.CLOUDS)
    whites = whites_on_map(game)
    # CO2 desert (#40, too cold): a rain-shadow white disk from the Atmosphere, then a green move (K5d).
    game = event_turn(game, 13, 40)
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
    game = solo(rules, GameMode.SOLO_EARTH)
    before = dict(game.state.disks)
    game = event_turn(game, 10)  # Milankovitch forcing: a climax, then a deluge
    answer_first(game, until=DecisionKind.MEDEA_SOURCE)
    assert lines(game, "K5b") == ["The climax event is ignored in the solo game (K5b)."]
    assert lines(game, "D5") == []
    assert {h: d for h, d in game.state.disks.items() if d is not DiskColour.WHITE} == {
        h: d for h, d in before.items() if d is not DiskColour.WHITE
    }


# -- K5c: deluges ---------------------------------------------------------------------------------


def test_K5c_a_deluge_is_ignored_below_warm_and_liberates_one_white_disk_when_warm(rules: RulesData) -> None:
    cold = solo(rules, GameMode.SOLO_MARS)  # igloo
    whites = whites_on_map(cold)
    cold = event_turn(cold, 5)  # Zanclean flood: a deluge, then crowd disease
    answer_first(cold)
    assert any("ignored" in line and "Igloo" in line for line in lines(cold, "K5c"))
    assert whites_on_map(cold) == whites
    assert lines(cold, "D6a") == [] and lines(cold, "D6b") == []
    warm = solo(rules, GameMode.SOLO_EARTH)
    assert climate.readings(warm).greenhouse.value == "warm"
    whites = whites_on_map(warm)
    warm = event_turn(warm, 5)
    assert any("one white disk is liberated" in line for line in lines(warm, "K5c"))
    decision = warm.decision
    assert decision is not None and decision.kind is DecisionKind.MEDEA_SOURCE and decision.rule == "D12"
    answer_first(warm)
    assert whites_on_map(warm) == whites - 1  # one, not every sea (D6a)
    assert lines(warm, "D6a") == []


# -- K5d, R54: green transfers and the green gun -------------------------------------------------------------


def test_K5d_K1a_events_that_move_green_disks_are_ignored(rules: RulesData) -> None:
    game = solo(rules, GameMode.SOLO_MARS)
    plant_on_map = [c for c in game.state.creeples if c.colour is PLANT]
    game = event_turn(game, 13)  # fungal spike: a green disk event, then crowd disease
    answer_first(game)
    assert any("moves green disks" in line for line in lines(game, "K5d"))
    assert [c for c in game.state.creeples if c.colour is PLANT] == plant_on_map
    assert game.variant.oxygen(game) == 18


def test_K5d_R54_a_green_gun_destroys_a_non_archetype_plant_species_of_the_plant_s_choice(rules: RulesData) -> None:
    game = solo(rules, GameMode.SOLO_VENUS)  # hothouse: the too hot deck holds coal seam fires (#18)
    state = game.state
    # The plant has spread: swimmers and burrowers newborn, so six or fewer creeples lie on the Oxygen (D10c fire).
    plant_species(game, Shape.SWIMMER, [], newborn=5)
    plant_species(game, Shape.BURROWER, plant_hexes(game, Shape.BURROWER, 2), newborn=3)
    state.species(PLANT, Shape.ARCHETYPE).newborn = 3
    state.species(PLANT, Shape.ARCHETYPE).unborn = 0
    assert violations(game) == []
    assert game.variant.oxygen(game) == 5  # the five armored in the reserve
    game = event_turn(game, 13, 18)
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
    game = solo(rules, GameMode.SOLO_VENUS)
    game = event_turn(game, 13)
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
    game = solo(rules, GameMode.SOLO_MARS)
    plant_species(game, Shape.SWIMMER, plant_hexes(game, Shape.SWIMMER, 4))
    animal_species(game, pasture(game, 2))
    assert violations(game) == []
    game = event_turn(game, 13)  # fungal spike: crowd disease after the ignored green event
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
        game = solo(rules, mode)
        plant_species(game, Shape.SWIMMER, plant_hexes(game, Shape.SWIMMER, 2))
        card = rules.events[number]
        game = event_turn(game, number) if card.deck.value == "et" else event_turn(game, 13, number)
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
    venus = solo(rules, GameMode.SOLO_VENUS)
    disks = dict(venus.state.disks)
    venus = event_turn(venus, 13, 23)  # Chesapeake Bay impact (too hot): a crater on Laurentia's icon
    answer_first(venus)
    assert any("not in the game: it is ignored (K1a)" in line for line in lines(venus, "K1a"))
    assert lines(venus, "D2") == []
    assert {h: d for h, d in venus.state.disks.items() if d is DiskColour.BLACK} == {
        h: d for h, d in disks.items() if d is DiskColour.BLACK
    }
    # Venus: Popigai impact (#45, too cold, Siberia's icon) strikes Aphrodite.
    venus = solo(rules, GameMode.SOLO_VENUS)
    venus.state.reservoirs[climate.ATMOSPHERE] = venus.state.reservoirs[climate.ATMOSPHERE][:1]
    venus.state.reservoirs[climate.CLOUDS] += [DiskColour.WHITE] * 4
    venus.state.disks.update({h: DiskColour.BLACK for h in dry_hexes(venus, 5)})
    assert violations(venus) == [] and climate.readings(venus).climate.value == "too_cold"
    venus.state.rng.stacked.extend([3])
    venus = event_turn(venus, 13, 45)
    answer_first(venus)
    assert any("Aphrodite" in line and "biome aphrodite:3" in line for line in lines(venus, "D2"))


# -- K5f: radiation without a magnetic field --------------------------------------------------------------------


def test_K5f_radiation_strikes_both_colours_of_its_pair_on_mars_and_one_on_earth(rules: RulesData) -> None:
    mars = solo(rules, GameMode.SOLO_MARS)
    species = animal_species(mars, pasture(mars, 1), [OrganColour.BLUE, OrganColour.GREEN, OrganColour.RED])
    mars = event_turn(mars, 9)  # geomagnetic reversal: Darwinian radiation, then a mutagen
    assert lines(mars, "K5f") == [
        "Darwinian radiation with no magnetic field: each species atrophies one green and one blue plus organ.",
        "Black's archetype atrophies a green organ from oral arms.",
        "Black's archetype atrophies a blue organ from oral arms.",
    ]
    assert any("Green's archetype has no green or blue plus organ" in line for line in lines(mars, "D8c"))
    assert species.plus_organs == [OrganColour.RED]
    earth = solo(rules, GameMode.SOLO_EARTH)
    species = animal_species(earth, pasture(earth, 1), [OrganColour.BLUE, OrganColour.GREEN])
    earth = event_turn(earth, 9)
    only = earth.decision
    assert only is not None and only.kind is DecisionKind.ATROPHY and only.rule == "D8"
    assert sorted(o.key.partition("/")[2] for o in only.options) == ["blue", "green"]
    earth.answer(only.options[0].key)
    assert len(species.plus_organs) == 1
    assert lines(earth, "K5f") == []


# -- K5g: Olympus Mons -------------------------------------------------------------------------------------------


def test_K5g_R37_a_volcanic_crater_on_mars_falls_beside_olympus_mons_without_a_die(rules: RulesData) -> None:
    game = solo(rules, GameMode.SOLO_MARS)
    reveals = game.state.reveals
    game = event_turn(game, 13, 43)  # eruption winter: a volcanic crater on Laurentia's icon (Tharsis, R37)
    answer_first(game)
    assert any("tharsis:1" in line and "Olympus Mons" in line for line in lines(game, "K5g"))
    assert game.state.disks["tharsis:1"] is DiskColour.BLACK
    assert game.state.reveals == reveals + 2  # the two cards drawn, no die rolled
    # Ring of fire (#6) carries Siberia's icon, which names no craton on Mars: the crater still falls there
    # (its black disk a stand-in from a shelf other than Olympus Mons, as the Atmosphere holds none, R43).
    game = solo(rules, GameMode.SOLO_MARS, seed=7)
    game = event_turn(game, 6, 47)
    answer_first(game)
    assert any("tharsis:1" in line for line in lines(game, "K5g"))
    assert any("to highlands tharsis:1 (the crater on tharsis:1)" in line for line in lines(game, "D2"))
    assert game.state.shelf("tharsis:north") is not None
    assert lines(game, "K1a") == []


def test_K5g_olympus_mons_keeps_its_disk_against_events_and_takes_no_plankton(rules: RulesData) -> None:
    game = solo(rules, GameMode.SOLO_MARS)
    mons = "tharsis:north"
    assert game.variant.fixed_disk(game, mons)
    assert not game.variant.fixed_disk(game, "arabia:north")
    # A black disk leaving "the offshores" (a reservoir event, D10) may come from every shelf but Olympus Mons.
    move = MoveDisk(DiskColour.BLACK, "offshore", climate.ATMOSPHERE, "D10", "a test")
    assert sorted(sources(game, move)) == sorted(s for s in game.map.shelf_coast if s != mons)
    assert not room(game, mons, DiskColour.GREEN)  # no plankton on it
    # Pulled by a gun, every offshore black but Olympus Mons' goes up (D10a).
    game.state.stack.append(GunEvent(DiskColour.BLACK, "offshore", climate.ATMOSPHERE, "a test gun"))
    game = Game(rules, game.state)
    game.answer("pull")
    answer_first(game, until=DecisionKind.ACTION)
    assert [f"{s.craton}:{s.position}" for s in game.state.shelves] == [mons]


def test_K5g_a_collision_that_subducts_olympus_mons_takes_its_disk(rules: RulesData) -> None:
    game = solo(rules, GameMode.SOLO_MARS)
    game.state.stack.append(MoveDisk(DiskColour.BLACK, "tharsis:north", climate.ATMOSPHERE, "D3d", "subduction"))
    game = Game(rules, game.state)
    assert game.state.shelf("tharsis:north") is None
    assert any("tharsis:north" in line for line in lines(game, "D3d"))


# -- K5h, R57, R91: snail tectonics ------------------------------------------------------------------------------------


def test_K5h_R57_worked_example_a_drift_by_waits_for_the_next_stable_card(rules: RulesData) -> None:
    """The rulebook's example: this turn's card calls for a drift-by, which snail tectonics does not perform;
    the next turn's card shows the stable biosphere, and only then is the drift-by done."""
    game = solo(rules, GameMode.SOLO_MARS)
    before = game.state.craton_order
    # Tharsis and Arabia Terra share no latitude (edited: dice on 2 and 6), so a collision is a drift-by (D3).
    game.state.placements = tuple(
        Placement(p.craton, p.column, 2 if p.craton == "tharsis" else 6) for p in game.state.placements
    )
    game = event_turn(game, 3, 47)  # C.A.M.P.: Laurentia's icon, which Tharsis carries (R37), moves east
    answer_first(game)
    assert any("collision" in line and "does not happen now" in line for line in lines(game, "K5h"))
    assert game.state.craton_order == before
    assert game.state.snail_cards == [3, 47]
    assert loads(dumps(game), rules)[0].state.snail_cards == [3, 47]  # the memory is saved with the position
    game = event_turn(game, 9, turn=4)  # geomagnetic reversal: the stable icon
    answer_first(game)
    assert any("put off on C.A.M.P., #3" in line for line in lines(game, "K5h"))
    assert any("drifts east past" in line for line in lines(game, "D3"))
    assert game.state.craton_order == list(reversed(before))
    assert game.state.snail_cards == []


def test_K5h_a_movement_waits_only_one_turn_and_the_first_card_of_an_era_moves_nothing(rules: RulesData) -> None:
    game = solo(rules, GameMode.SOLO_MARS)
    game = event_turn(game, 3, 47)
    answer_first(game)
    order = game.state.craton_order
    game = event_turn(game, 9, turn=4, first_of_era=True)
    answer_first(game)
    assert any("first card of an era brings no snail tectonics" in line for line in lines(game, "K5h"))
    assert game.state.craton_order == order
    # A non-stable card in between: the movement is forgotten.
    game = solo(rules, GameMode.SOLO_MARS)
    game = event_turn(game, 3, 47)
    answer_first(game)
    game = event_turn(game, 13, 40, turn=4)
    answer_first(game)
    assert game.state.snail_cards == []


def test_K5h_earth_moves_its_continents_at_once(rules: RulesData) -> None:
    game = solo(rules, GameMode.SOLO_EARTH)
    game = event_turn(game, 14)  # true polar wander: a drift north on Siberia's icon (stable turn, R45)
    answer_first(game)
    assert lines(game, "K5h") == []
    assert any("drifts" in line for line in lines(game, "D1"))


# -- K5i: Valles Marineris ------------------------------------------------------------------------------------------


def test_K5i_a_rift_on_mars_splits_the_two_joined_cratons(rules: RulesData) -> None:
    game = solo(rules, GameMode.SOLO_MARS)
    # The two cratons joined by an earlier collision (edited): one continent, one die.
    game.state.placements = joined_row(["tharsis", "arabia"], latitude=4)
    game.state.latitude_dice = ["tharsis"]
    assert len(game.map.landmasses) == 1
    game = event_turn(game, 11)  # pangea rift (stable): put off by snail tectonics
    answer_first(game)
    assert len(game.map.landmasses) == 1
    game = event_turn(game, 9, turn=4)  # the next stable card brings it
    answer_first(game)
    assert any("Tharsis and Arabia Terra split" in line for line in lines(game, "K5i"))
    assert len(game.map.landmasses) == 2
    assert sorted(game.state.latitude_dice) == ["arabia", "tharsis"]


# -- K6, R56, R93: raindance ---------------------------------------------------------------------------------------


def crowded_animal(game: Game, count: int = 3) -> None:
    """An animal species whose population (3) is above the dark heart (1 at 3% oxygen)."""
    animal_species(game, pasture(game, count))
    assert climate.readings(game).dark_heart < count


def test_K6_R56_raindance_is_offered_to_a_crowded_medea_and_costs_the_plant_an_action(rules: RulesData) -> None:
    game = solo(rules, GameMode.SOLO_MARS)
    crowded_animal(game)
    dry_basin = dry_a_basin(game)
    clouds = climate.count(game.state, climate.CLOUDS)
    plant_actions = action_maximum(game, PLANT)
    game = event_turn(game, 9)  # a stable card: radiation and a mutagen, nobody atrophies
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
    game.state.turn += 1
    assert action_maximum(game, PLANT) == plant_actions  # only the action phase that follows


def test_K6_raindance_is_not_offered_without_a_crowd_or_a_dry_basin(rules: RulesData) -> None:
    game = solo(rules, GameMode.SOLO_MARS)
    game = event_turn(game, 9)  # the Lazarus animal has no population
    assert all(d.kind is not DecisionKind.RAINDANCE for d in answer_first(game))
    assert lines(game, "K6") == []
    full = solo(rules, GameMode.SOLO_MARS)
    crowded_animal(full)  # every basin of Mars is wet at the start: nowhere to rain
    full = event_turn(full, 9)
    assert all(d.kind is not DecisionKind.RAINDANCE for d in answer_first(full))


def test_K6_after_the_rain_one_mountain_may_erode_onto_a_free_offshore(rules: RulesData) -> None:
    game = solo(rules, GameMode.SOLO_MARS)
    crowded_animal(game)
    state = game.state
    basin = dry_a_basin(game)
    # A mountain on the continent and a free shelf (edited: its disk moved onto the continent).
    shelf = next(s for s in state.shelves if s.craton == "arabia" and s.position == "south")
    state.shelves.remove(shelf)
    mountain = next(h for h in dry_hexes(game, 9) if game.terrain[h].value == "highlands")
    state.disks[mountain] = DiskColour.BLACK
    assert violations(game) == []
    game = event_turn(game, 9)
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
    game = solo(rules, GameMode.SOLO_MARS)
    assert violations(game) == []
    mons = game.state.shelf("tharsis:north")
    assert mons is not None
    mons.disks.append(DiskColour.GREEN)
    assert any("fixed tharsis:north" in problem for problem in violations(game))


def test_K1a_K5h_a_put_off_collision_naming_an_absent_craton_is_ignored_when_its_turn_comes(rules: RulesData) -> None:
    game = solo(rules, GameMode.SOLO_MARS)
    order = game.state.craton_order
    game = event_turn(game, 6)  # ring of fire: a collision on Siberia's icon, which no Mars craton carries (R37)
    answer_first(game)
    game = event_turn(game, 9, turn=4)
    answer_first(game)
    assert any("collision of ring of fire, #6 strikes Siberia" in line for line in lines(game, "K1a"))
    assert lines(game, "D3") == [] and lines(game, "D3a") == []
    assert game.state.craton_order == order

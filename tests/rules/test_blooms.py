"""Offshore shelves and blooms as places (C1h, F3b, F5c, D12b, R06, R49).

Positions are built by hand with ``Table`` (a tooth & claw table, where no disks are
dealt, A8e) and given shelves with disks, bottom disk first. The table joins Siberia
(west) and Laurentia (east); Laurentia's east coast is open ocean, and its north,
middle and south shelves lie off hexes 1 (swamp), 2 (weeds) and 3 (sea) in the
north, centre and south rows (rules_data/cratons.toml).
"""

from __future__ import annotations

import pytest

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import Biome, DiskColour, PlayerColour, Shape, ShelfPosition
from megafauna_tui.rules.board import biome, entry_cost, habitable
from megafauna_tui.rules.dispersal import reachable
from megafauna_tui.rules.geometry import HexId, ShelfId, parse_place
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.scenario import Card, Table
from megafauna_tui.rules.state import Level, ShelfState
from megafauna_tui.savefile import dumps, loads
from tests.rules.test_dispersal_and_contests import ask, dispersal, offered

BLACK = PlayerColour.BLACK
DISPLAY_PLUMES = 79  # one blue organ
YOLKED_EGGS = 74  # two blue organs

BLOOM = [DiskColour.BLACK, DiskColour.GREEN]
CARBON = [DiskColour.BLACK]


def shelves(table: Table, **disks: list[DiskColour]) -> Table:
    """Lay disks on Laurentia's shelves, by position (north, middle, south)."""
    for position, stack in disks.items():
        table.shelf(f"laurentia:{position}", *stack)
    return table


# -- the place ids -----------------------------------------------------------------------


def test_c1h_shelf_ids_print_and_parse_like_hex_ids(rules: RulesData) -> None:
    """C1h: each placed craton has three shelves, known to the map with the coast hex each lies off."""
    shelf = ShelfId.parse("laurentia:south")
    assert shelf == ShelfId("laurentia", ShelfPosition.SOUTH)
    assert str(shelf) == "laurentia:south"
    assert parse_place("laurentia:south") == shelf
    assert parse_place("laurentia:3") == HexId("laurentia", 3)
    for bad in ("laurentia:east", "laurentia", ":north", "laurentia:"):
        with pytest.raises(ValueError):
            parse_place(bad)
    game = Table(rules, ["black", "orange"]).game()
    assert game.map.shelf_coast["laurentia:north"] == "laurentia:1"
    assert game.map.shelf_coast["laurentia:middle"] == "laurentia:2"
    assert game.map.shelf_coast["laurentia:south"] == "laurentia:3"
    assert game.map.offshore["laurentia:3"] == ("laurentia:south",)
    assert game.map.along_coast["laurentia:middle"] == ("laurentia:north", "laurentia:south")
    assert game.map.along_coast["laurentia:north"] == ("laurentia:middle",)
    assert len(game.map.shelf_coast) == 6  # Siberia's and Laurentia's
    assert "baltica:north" not in game.map.shelf_coast  # Baltica is not on this map


# -- F3b blooms as destinations ------------------------------------------------------------


def test_f3b_a_swimmer_beside_a_bloom_is_offered_it_as_herbivore(rules: RulesData) -> None:
    """F3b: a green disk on the black one makes the south shelf a bloom, 1 DP from the sea it lies
    off; the middle shelf, with its carbon disk alone, and the bare north shelf are never offered."""
    table = shelves(Table(rules, ["black", "orange"]), south=BLOOM, middle=CARBON)
    table.species("black", "swimmer", cards=[Card(YOLKED_EGGS, organs="bb")], newborn=1)
    table.creeple("black", "swimmer", "laurentia:3")
    game = dispersal(table)
    assert biome(game, "laurentia:south") is Biome.BLOOM

    labels = offered(game)
    assert labels["laurentia:south/herbivore"].startswith("laurentia:south bloom as herbivore (1 DP)")
    assert "laurentia:south/carnivore" not in labels  # nothing to eat there yet (F3c)
    assert not any(key.startswith(("laurentia:middle", "laurentia:north")) for key in labels)
    game.answer("laurentia:south/herbivore")
    assert game.over
    assert violations(game) == []
    settled = [c for c in game.state.creeples if c.hex == "laurentia:south"]
    assert [(c.shape, c.level, c.endangered) for c in settled] == [(Shape.SWIMMER, Level.HERBIVORE, False)]
    assert any("laurentia:3 > laurentia:south (1 DP)" in e.text for e in game.state.log if e.rule == "F2")


def test_f3b_a_swimmer_may_hunt_swimming_prey_on_a_bloom(rules: RulesData) -> None:
    """F3b: a bloom is lived in like a sea, so a swimmer may settle there as the carnivore over a
    swimming herbivore."""
    table = shelves(Table(rules, ["black", "orange"]), south=BLOOM)
    table.species("black", "swimmer", newborn=1)
    table.species("orange", "swimmer")
    table.creeple("black", "swimmer", "laurentia:3")
    table.creeple("orange", "swimmer", "laurentia:south")
    game = dispersal(table)

    labels = offered(game)
    assert "laurentia:south/carnivore" in labels
    assert "(1 DP)" in labels["laurentia:south/carnivore"]
    game.answer("laurentia:south/carnivore")
    assert game.over
    assert violations(game) == []


def test_f3b_r06_no_other_shape_enters_a_bloom(rules: RulesData) -> None:
    """F3b, R06: only swimmers enter a bloom; an archetype beside one, with DP to spare, is never
    offered it, and a bare shelf costs nobody anything because nobody enters it."""
    table = shelves(Table(rules, ["black", "orange"]), south=BLOOM, middle=CARBON)
    table.species("black", "archetype", basal="bb", newborn=1)
    table.creeple("black", "archetype", "laurentia:3")
    game = dispersal(table)

    archetype = game.state.species(BLACK, Shape.ARCHETYPE)
    assert "laurentia:south" not in reachable(game, archetype, "laurentia:3")
    assert not any(key.startswith("laurentia:south") for key in offered(game))
    assert entry_cost(game, "laurentia:south", Shape.ARCHETYPE) is None
    assert entry_cost(game, "laurentia:south", Shape.SWIMMER) == 1
    for bare in ("laurentia:middle", "laurentia:north"):
        assert entry_cost(game, bare, Shape.SWIMMER) is None
        assert not habitable(game, bare, archetype, Level.HERBIVORE)
        with pytest.raises(ValueError):
            biome(game, bare)


def test_f3b_r49_blooms_chain_along_the_coast(rules: RulesData) -> None:
    """F3b, R49: from a bloom a swimmer enters the bloom on the next shelf north for 1 DP, and goes
    on to the one beyond; with the middle shelf bare the north bloom is out of a 2 DP swimmer's
    reach, as a bare shelf is no step of any route."""
    table = shelves(Table(rules, ["black", "orange"]), south=BLOOM, middle=BLOOM, north=BLOOM)
    table.species("black", "swimmer", cards=[Card(DISPLAY_PLUMES, organs="b")], newborn=1)
    table.creeple("black", "swimmer", "laurentia:south")
    game = dispersal(table)
    swimmer = game.state.species(BLACK, Shape.SWIMMER)

    routes = reachable(game, swimmer, "laurentia:south")
    assert routes["laurentia:middle"].cost == 1
    assert routes["laurentia:north"].cost == 2
    assert routes["laurentia:north"].path == ("laurentia:south", "laurentia:middle", "laurentia:north")
    assert routes["laurentia:3"].cost == 1  # R49: back to the coast it lies off

    bare_middle = shelves(Table(rules, ["black", "orange"]), south=BLOOM, middle=CARBON, north=BLOOM)
    bare_middle.species("black", "swimmer", cards=[Card(DISPLAY_PLUMES, organs="b")], newborn=1)
    bare_middle.creeple("black", "swimmer", "laurentia:south")
    game = dispersal(bare_middle)
    routes = reachable(game, game.state.species(BLACK, Shape.SWIMMER), "laurentia:south")
    assert "laurentia:middle" not in routes
    assert "laurentia:north" not in routes
    assert "laurentia:3/herbivore" in offered(game)
    assert not any(key.startswith(("laurentia:north", "laurentia:middle")) for key in offered(game))


def test_f5c_rafting_onto_a_bloom_costs_one_more(rules: RulesData) -> None:
    """F5, F5c: from Siberia's south-west sea a swimmer rafts west, round the globe, to Laurentia's
    south coast (raft 1 + sea 1); the bloom off that coast is the raft's first landfall, 1 DP more
    (3 DP). With only 2 DP the sea is in reach and the bloom is not."""
    table = shelves(Table(rules, ["black", "orange"]), south=BLOOM)
    table.species("black", "swimmer", cards=[Card(YOLKED_EGGS, organs="bb")], newborn=1)
    table.creeple("black", "swimmer", "siberia:4")
    game = dispersal(table)
    assert game.raft_landing("siberia:4", "west") == "laurentia:3"
    labels = offered(game)
    assert "(2 DP, rafting)" in labels["laurentia:3/herbivore"]
    assert "(3 DP, rafting)" in labels["laurentia:south/herbivore"]
    route = reachable(game, game.state.species(BLACK, Shape.SWIMMER), "siberia:4")["laurentia:south"]
    assert route.path == ("siberia:4", "laurentia:south") and route.rafted

    short = shelves(Table(rules, ["black", "orange"]), south=BLOOM)
    short.species("black", "swimmer", cards=[Card(DISPLAY_PLUMES, organs="b")], newborn=1)
    short.creeple("black", "swimmer", "siberia:4")
    game = dispersal(short)
    labels = offered(game)
    assert "laurentia:3/herbivore" in labels
    assert not any(key.startswith("laurentia:south") for key in labels)


def test_f2_example_daisy_chain_from_a_swamp_to_a_bloom(rules: RulesData) -> None:
    """F2 example: two swimmer newborns leave their Endangered mother in a forest; the first settles
    as the carnivore in the swamp next door, the second takes it as its mother and goes on to the
    bloom off that swamp."""
    table = shelves(Table(rules, ["black", "orange"]), north=BLOOM)
    table.disk("laurentia:0", DiskColour.GREEN)  # weeds under a green disk: a forest (F3)
    table.species("black", "swimmer", cards=[Card(DISPLAY_PLUMES, organs="b")], newborn=2)
    table.species("orange", "swimmer")
    table.creeple("black", "swimmer", "laurentia:0", endangered=True)
    table.creeple("orange", "swimmer", "laurentia:1")
    game = dispersal(table)
    assert biome(game, "laurentia:0") is Biome.FOREST

    game.answer("laurentia:1/carnivore")
    assert "laurentia:1" in ask(game).keys
    game.answer("laurentia:1")
    assert "(1 DP)" in offered(game)["laurentia:north/herbivore"]
    game.answer("laurentia:north/herbivore")
    assert game.over
    assert any("laurentia:1 > laurentia:north (1 DP)" in e.text for e in game.state.log if e.rule == "F2")
    placed = sorted((c.hex, c.level.value) for c in game.state.creeples if c.colour is BLACK and not c.endangered)
    assert placed == [("laurentia:1", "carnivore"), ("laurentia:north", "herbivore")]


# -- invariants --------------------------------------------------------------------------


def test_invariant_creeples_may_stand_on_a_bloom_but_not_on_a_bare_shelf(rules: RulesData) -> None:
    """F3b, R49: a creeple upright on a bloom is on the map; one upright on a shelf without a bloom,
    or on a shelf of a craton not on the map, is not. One lying where its bloom died stays (D12b, R49)."""
    table = shelves(Table(rules, ["black", "orange"]), south=BLOOM, middle=CARBON)
    table.species("black", "swimmer")
    table.creeple("black", "swimmer", "laurentia:south")
    game = table.game()
    assert violations(game) == []

    swimmer = game.state.creeples[0]
    swimmer.hex = "laurentia:middle"
    assert violations(game) == [f"creeples stand on the map: {swimmer} stands on an offshore without a bloom"]
    swimmer.hex = "laurentia:north"
    assert len(violations(game)) == 1
    swimmer.endangered = True
    assert violations(game) == []
    swimmer.hex = "baltica:south"
    assert violations(game) == [f"creeples stand on the map: {swimmer} is off the map"]


def test_a_swimmer_on_a_bloom_survives_a_save(rules: RulesData) -> None:
    """Saves: a swimmer on a bloom, and the bloom's disks, come back from JSON as they were."""
    table = shelves(Table(rules, ["black", "orange"]), south=BLOOM)
    table.species("black", "swimmer")
    table.species("orange", "swimmer")
    table.creeple("black", "swimmer", "laurentia:south")
    table.creeple("orange", "swimmer", "laurentia:south", "carnivore")
    game = table.game()

    copy, _ = loads(dumps(game), rules)
    assert [(c.hex, c.level) for c in copy.state.creeples] == [(c.hex, c.level) for c in game.state.creeples]
    assert copy.state.shelf("laurentia:south") == ShelfState("laurentia", "south", BLOOM)
    assert ask(copy).keys == ask(game).keys
    assert violations(copy) == []

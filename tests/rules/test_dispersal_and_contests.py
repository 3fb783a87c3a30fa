"""Mothers and dispersal (F), herbivore contests (G) and carnivore contests (H).

Positions are built by hand with ``Table`` and started at the dispersal phase.
The turn is marked as the last of the game, so once every newborn has settled
the game is scored and over: nothing after the dispersal phase moves a creeple
before the position is checked.

Map facts used throughout (rules_data/cratons.toml, R20): Siberia's centre
(0) and hexes 2, 5 and 6 are weeds (yellow roadrunner), 1 is a swamp (red) and
3 and 4 are seas (yellow). Hex 6 touches 0, 1 and 5. Tooth & claw has no biome
disks, so every biome is its printed terrain (A8e).
"""

from __future__ import annotations

import random
import re

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import Biome, PlayerColour, RoadrunnerColour, Shape
from megafauna_tui.rules.board import biome, entry_cost, habitable, roadrunner
from megafauna_tui.rules.contests import carnivore_contest, herbivore_contest
from megafauna_tui.rules.decisions import Decision, DecisionKind
from megafauna_tui.rules.dispersal import STAY_UNBORN, DispersalPhase, dispersal_points, reachable
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.promotion import SpeciateMother
from megafauna_tui.rules.scenario import Card, Table
from megafauna_tui.rules.state import Creeple, Level, Phase, Species

BLACK = PlayerColour.BLACK
ORANGE = PlayerColour.ORANGE
GREEN = PlayerColour.GREEN
WHITE = PlayerColour.WHITE

# Mutation cards used only for the organs they carry (mutations.toml).
DISPLAY_PLUMES = 79  # one blue organ
YOLKED_EGGS = 74  # two blue organs
FUR = 34  # one yellow organ
COLUMNAR_LIMBS = 46  # two yellow organs
LATERAL_LINE = 2  # speciates a swimmer


# -- helpers -------------------------------------------------------------------------


def dispersal(table: Table) -> Game:
    """Start at the dispersal phase of the game's last turn: once it is done the game is scored and over."""
    table.era_ends(game=True)
    return table.game(DispersalPhase(), phase=Phase.DISPERSAL, then="end")


def ask(game: Game) -> Decision:
    """The pending decision (there must be one)."""
    assert game.decision is not None, "the game is over"
    return game.decision


def offered(game: Game) -> dict[str, str]:
    """The options with their labels, less the destination decision's 'back to the Unborn' (R36)."""
    return {o.key: o.label for o in ask(game).options if o.key != STAY_UNBORN}


def one(game: Game, colour: PlayerColour, shape: str, hex_id: str, level: str | None = None) -> Creeple:
    found = [
        c
        for c in game.state.creeples
        if c.colour is colour
        and c.shape.value == shape
        and c.hex == hex_id
        and (level is None or c.level.value == level)
    ]
    assert len(found) == 1, found
    return found[0]


def where(game: Game, colour: PlayerColour, shape: str) -> list[tuple[str, str, bool]]:
    """(hex, level, endangered) of a species' creeples on the map, sorted."""
    return sorted(
        (c.hex, c.level.value, c.endangered)
        for c in game.state.creeples
        if c.colour is colour and c.shape.value == shape
    )


def said(game: Game, rule: str) -> list[str]:
    return [e.text for e in game.state.log if e.rule == rule]


def contests(game: Game) -> list[tuple[str, str]]:
    """(deciding rule, text) of every contest logged so far."""
    return [(e.rule, e.text) for e in game.state.log if e.text.startswith("Contest in ")]


def newcomer(game: Game, colour: PlayerColour, shape: str) -> Creeple:
    """The creeple of this species placed last."""
    return [c for c in game.state.creeples if c.colour is colour and c.shape.value == shape][-1]


# -- F1 mothers --------------------------------------------------------------------------


def test_f1_example_two_archetypes_and_a_burrower(rules: RulesData) -> None:
    """F1 example (also F1a, F5, F4c note): two archetype newborns and one burrower newborn.

    The first archetype walks to Siberia's west coast; the second takes that newborn as
    its mother and rafts west, round the globe, to Baltica's east coast, which no
    creeple could reach from the original mother. The burrower leaves its own mother
    and settles as the carnivore eating one of its owner's archetypes. Three blue
    organs give the archetype the 4 DP a walker's raft costs (3 + 1 for the swamp).
    """
    table = Table(rules, ["black", "orange", "green"])
    assert table.state.craton_order == ["siberia", "laurentia", "baltica"]
    table.species("black", "archetype", basal="bbb", newborn=2)
    table.species("black", "burrower", newborn=1)
    table.creeple("black", "archetype", "siberia:0")
    table.creeple("black", "burrower", "siberia:1")
    game = dispersal(table)

    assert ask(game).kind is DecisionKind.NEWBORN
    assert set(ask(game).keys) == {"archetype", "burrower"}
    game.answer("archetype")
    # One mother only (siberia:0), so the engine goes straight to the destination.
    assert ask(game).kind is DecisionKind.DESTINATION
    assert "(4 DP)" in ask(game).prompt
    assert not any(key.startswith("baltica") for key in ask(game).keys)
    game.answer("siberia:5/herbivore")

    game.answer("archetype")
    assert ask(game).kind is DecisionKind.MOTHER
    assert set(ask(game).keys) == {"siberia:0", "siberia:5"}  # F1a: the newborn just placed is a mother
    from_centre = game.clone()
    from_centre.answer("siberia:0")
    assert not any(key.startswith("baltica") for key in ask(from_centre).keys)
    game.answer("siberia:5")
    labels = offered(game)
    assert "rafting" in labels["baltica:2/herbivore"]
    assert "(4 DP, rafting)" in labels["baltica:2/herbivore"]
    game.answer("baltica:2/herbivore")
    assert any("siberia:5 > baltica:2" in text for text in said(game, "F5"))

    # The burrower is the only newborn left and has one mother: its destinations come up at once.
    assert ask(game).kind is DecisionKind.DESTINATION
    assert "siberia:0/carnivore" in ask(game).keys  # own-colour predation is allowed (F4c note)
    game.answer("siberia:0/carnivore")

    assert game.over
    assert where(game, BLACK, "archetype") == [
        ("baltica:2", "herbivore", False),
        ("siberia:0", "herbivore", False),
        ("siberia:5", "herbivore", False),
    ]
    assert where(game, BLACK, "burrower") == [("siberia:0", "carnivore", False), ("siberia:1", "herbivore", False)]
    assert game.state.species(BLACK, Shape.ARCHETYPE).newborn == 0
    assert game.state.species(BLACK, Shape.BURROWER).newborn == 0
    assert violations(game) == []


def test_f1_only_creeples_of_the_newborns_shape_are_mothers(rules: RulesData) -> None:
    """A newborn archetype can start from either archetype on the map but never from the flyer."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "archetype", newborn=1)
    table.species("black", "flyer")
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("black", "archetype", "siberia:2")
    table.creeple("black", "flyer", "siberia:4")
    game = dispersal(table)

    assert ask(game).kind is DecisionKind.MOTHER
    assert set(ask(game).keys) == {"siberia:6", "siberia:2"}
    assert {o.rule for o in ask(game).options} == {"F1"}
    game.answer("siberia:2")
    assert "from siberia:2" in ask(game).prompt
    game.answer("siberia:1/herbivore")
    assert any(text.startswith("Black's archetype disperses siberia:2 > siberia:1") for text in said(game, "F2"))
    assert violations(game) == []


def test_f1a_a_rafted_newborn_mothers_the_next_one(rules: RulesData) -> None:
    """Daisy chain across a raft: the second newborn flyer starts from the one that just rafted to
    Laurentia and reaches biomes there that its first mother could never reach."""
    table = Table(rules, ["black", "orange"])
    assert table.state.craton_order == ["siberia", "laurentia"]
    table.species("black", "flyer", cards=[Card(DISPLAY_PLUMES, organs="b")], newborn=2)
    table.creeple("black", "flyer", "siberia:6")
    game = dispersal(table)

    labels = offered(game)
    assert "(2 DP, rafting)" in labels["laurentia:1/herbivore"]
    game.answer("laurentia:1/herbivore")

    assert set(ask(game).keys) == {"siberia:6", "laurentia:1"}
    from_first = game.clone()
    from_first.answer("siberia:6")
    assert not any(key.startswith("laurentia:0") or key.startswith("laurentia:2") for key in ask(from_first).keys)
    game.answer("laurentia:1")
    assert {"laurentia:0/herbivore", "laurentia:2/herbivore", "laurentia:6/herbivore"} <= set(ask(game).keys)
    game.answer("laurentia:2/herbivore")
    assert game.over
    assert where(game, BLACK, "flyer") == [
        ("laurentia:1", "herbivore", False),
        ("laurentia:2", "herbivore", False),
        ("siberia:6", "herbivore", False),
    ]
    assert violations(game) == []


def test_f1b_an_endangered_creeple_can_be_a_mother(rules: RulesData) -> None:
    """Orphan rule: the archetype lying in siberia:6 (it lost to Orange's) is offered as a mother,
    marked Endangered, and its newborn settles upright while the mother stays down."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "archetype", newborn=1)
    table.species("orange", "archetype")
    table.creeple("black", "archetype", "siberia:6", endangered=True)
    table.creeple("orange", "archetype", "siberia:6")
    table.creeple("black", "archetype", "siberia:2")
    game = dispersal(table)

    labels = {o.key: o for o in ask(game).options}
    assert set(labels) == {"siberia:6", "siberia:2"}
    assert labels["siberia:6"].rule == "F1b"
    assert "Endangered" in labels["siberia:6"].label
    assert labels["siberia:2"].rule == "F1"
    game.answer("siberia:6")
    game.answer("siberia:5/herbivore")
    assert game.over
    assert where(game, BLACK, "archetype") == [
        ("siberia:2", "herbivore", False),
        ("siberia:5", "herbivore", False),
        ("siberia:6", "herbivore", True),
    ]
    assert violations(game) == []


# -- F2 dispersal points -----------------------------------------------------------------


def test_f2_example_turn_one_archetype_has_one_dp(rules: RulesData) -> None:
    """On turn one an archetype has 1 DP (F2a: size 1, no blue organ): it reaches only the biomes next to
    its mother."""
    fresh = Game.new(rules, players=3, seed=7)
    for player in fresh.state.players:
        archetype = player.find(Shape.ARCHETYPE)
        assert archetype is not None
        assert dispersal_points(archetype) == 1

    table = Table(rules, ["black", "orange"], turn=1)
    table.species("black", "archetype", newborn=1)
    table.creeple("black", "archetype", "siberia:6")
    game = dispersal(table)
    assert "(1 DP)" in ask(game).prompt
    assert set(offered(game)) == {"siberia:0/herbivore", "siberia:1/herbivore", "siberia:5/herbivore"}
    assert all("(1 DP)" in label for label in offered(game).values())


def test_f2_r36_a_newborn_may_stay_unborn(rules: RulesData) -> None:
    """F2, R36: even with a free biome in reach, the owner may send a newborn back to the Unborn; the
    option is offered at every destination decision, so a single destination is never forced."""
    table = Table(rules, ["black", "orange"], turn=1)
    table.species("black", "archetype", newborn=1)
    table.creeple("black", "archetype", "siberia:6")
    game = dispersal(table)
    unborn_before = game.state.species(BLACK, Shape.ARCHETYPE).unborn
    assert ask(game).option(STAY_UNBORN) is not None
    game.answer(STAY_UNBORN)
    archetype = game.state.species(BLACK, Shape.ARCHETYPE)
    assert (archetype.newborn, archetype.unborn) == (0, unborn_before + 1)
    assert where(game, BLACK, "archetype") == [("siberia:6", "herbivore", False)]
    assert "Black's archetype keeps a newborn back: it returns to the Unborn (R36)." in said(game, "F2")
    assert violations(game) == []


def test_f2_newborn_with_nowhere_to_live_returns_to_the_unborn(rules: RulesData) -> None:
    """Two swimmers hold Siberia's two seas; a 1 DP swimmer newborn cannot reach a sea or swamp it may
    settle in from either mother, so it goes back to the Unborn and the log says so."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "swimmer", newborn=1)
    table.creeple("black", "swimmer", "siberia:3")
    table.creeple("black", "swimmer", "siberia:4")
    game = dispersal(table)

    assert game.over
    swimmer = game.state.species(BLACK, Shape.SWIMMER)
    assert swimmer.newborn == 0
    assert swimmer.unborn == 7 - 2
    assert where(game, BLACK, "swimmer") == [("siberia:3", "herbivore", False), ("siberia:4", "herbivore", False)]
    assert any("back to the Unborn" in text for text in said(game, "F2"))
    assert violations(game) == []


def test_f2_a_newborn_may_settle_in_its_mothers_biome_for_zero_dp(rules: RulesData) -> None:
    """Dispersal 'including zero DP' (also F6): the mother lies in siberia:0 under Orange's herbivore;
    her newborn may stay right there, as herbivore (a contest) or as the carnivore eating Orange's."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "archetype", newborn=1)
    table.species("orange", "archetype")
    table.creeple("black", "archetype", "siberia:0", endangered=True)
    table.creeple("orange", "archetype", "siberia:0")
    game = dispersal(table)

    labels = offered(game)
    assert "(0 DP)" in labels["siberia:0/herbivore"]
    assert "(0 DP)" in labels["siberia:0/carnivore"]
    game.answer("siberia:0/carnivore")
    assert game.over
    assert one(game, BLACK, "archetype", "siberia:0", "carnivore").endangered is False
    assert one(game, ORANGE, "archetype", "siberia:0").endangered is False
    assert violations(game) == []


def test_f2_only_the_destination_matters_the_cheapest_route_is_used(rules: RulesData) -> None:
    """R26: a flyer with 5 DP could walk the long way to laurentia:2 (5 DP) or raft there (2 DP); the
    destination is offered once, at the raft's price, and the log shows the raft route."""
    table = Table(rules, ["black", "orange"])
    assert table.state.craton_order == ["siberia", "laurentia"]
    table.species("black", "flyer", basal="bbbb", newborn=1)
    table.creeple("black", "flyer", "siberia:5")
    game = dispersal(table)
    assert "(5 DP)" in ask(game).prompt
    assert [key for key in ask(game).keys if key.startswith("laurentia:2/")] == ["laurentia:2/herbivore"]
    assert "(2 DP, rafting)" in offered(game)["laurentia:2/herbivore"]
    game.answer("laurentia:2/herbivore")
    assert any("siberia:5 > laurentia:2 (2 DP)" in text for text in said(game, "F5"))
    assert violations(game) == []


def _blue_archetype(rules: RulesData, cards: list[Card]) -> Game:
    table = Table(rules, ["black", "orange"])
    assert table.state.craton_order == ["siberia", "laurentia"]
    table.species("black", "archetype", basal="ry", cards=cards, newborn=1)
    table.species("orange", "archetype")
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("orange", "archetype", "siberia:0")
    return dispersal(table)


def test_f2a_dp_is_one_plus_blue_organs_and_crowds_cost_nothing(rules: RulesData) -> None:
    """DP = 1 + blue organs (A8a); red and yellow organs add nothing. Entering the biome that Orange's
    archetype holds costs 1 like an empty weeds; two steps cost 2; three steps are out of reach at 2 DP."""
    game = _blue_archetype(rules, [Card(DISPLAY_PLUMES, organs="b")])
    assert dispersal_points(game.state.species(BLACK, Shape.ARCHETYPE)) == 2
    assert "(2 DP)" in ask(game).prompt
    labels = offered(game)
    assert "(1 DP)" in labels["siberia:0/herbivore"]
    assert "(1 DP)" in labels["siberia:0/carnivore"]
    assert "(1 DP)" in labels["siberia:5/herbivore"]
    assert "(2 DP)" in labels["siberia:2/herbivore"]
    assert "laurentia:5/herbivore" not in labels  # three steps away

    richer = _blue_archetype(rules, [Card(YOLKED_EGGS, organs="bb")])
    assert dispersal_points(richer.state.species(BLACK, Shape.ARCHETYPE)) == 3
    assert "(3 DP)" in offered(richer)["laurentia:5/herbivore"]


# -- F3 biomes ----------------------------------------------------------------------------


def test_f3_every_biome_is_its_printed_terrain(rules: RulesData) -> None:
    """No disks in tooth & claw: each hex is the biome printed on it, and the destination labels name it."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "archetype", newborn=1)
    table.creeple("black", "archetype", "siberia:6")
    game = dispersal(table)
    assert game.state.disks == {}
    for hex_id in game.hexes:
        assert biome(game, hex_id).value == game.terrain[hex_id].value
    labels = offered(game)
    assert labels["siberia:1/herbivore"].startswith("siberia:1 swamp")
    assert labels["siberia:0/herbivore"].startswith("siberia:0 weeds")


def test_f3_a_disk_sets_the_biome_it_covers(rules: RulesData) -> None:
    """F3: a green disk makes a forest, a black one a mountain, a white one ice, whatever is printed
    below; costs, habitability, roadrunners and destination labels all follow the disk. (Tooth & claw
    places no disks, A8e, but the reading is shared with the Achterbahn game.)"""
    table = Table(rules, ["black", "orange"])
    table.species("black", "archetype", basal="bb", newborn=1)
    table.creeple("black", "archetype", "siberia:6")
    table.disk("siberia:0", "green").disk("siberia:5", "black").disk("siberia:1", "white")
    game = dispersal(table)
    assert [biome(game, h).value for h in ("siberia:0", "siberia:5", "siberia:1", "siberia:2")] == [
        "forest",
        "mountain",
        "ice",
        "weeds",
    ]
    assert [roadrunner(game, h).value for h in ("siberia:0", "siberia:5", "siberia:1")] == ["red", "red", "yellow"]
    archetype = game.state.species(BLACK, Shape.ARCHETYPE)
    assert entry_cost(game, "siberia:1", Shape.ARCHETYPE) == 2  # ice, not the swamp printed below
    assert not habitable(game, "siberia:5", archetype, Level.HERBIVORE)  # mountains: flyers only (R15)
    labels = offered(game)
    assert labels["siberia:0/herbivore"].startswith("siberia:0 forest")
    assert labels["siberia:1/herbivore"].startswith("siberia:1 ice as herbivore (2 DP)")
    assert "siberia:5/herbivore" not in labels
    assert reachable(game, archetype, "siberia:6")["siberia:5"].cost == 2  # crossed for 2 DP, never settled


def test_f3c_r06_flyers_and_swimmers_may_live_in_seas(rules: RulesData) -> None:
    """F3c, R06: a sea is home to swimmers and flyers; walkers and diggers only cross it."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "flyer", genotype=28, basal="yb", newborn=1)  # 2 DP: a sea costs a flyer 2
    table.creeple("black", "flyer", "siberia:2")
    game = dispersal(table)
    flyer = game.state.species(BLACK, Shape.FLYER)
    assert habitable(game, "siberia:3", flyer, Level.HERBIVORE)
    assert labels_start(offered(game), "siberia:3/herbivore", "siberia:3 sea")
    for shape in (Shape.ARCHETYPE, Shape.ARMORED, Shape.BURROWER):
        walker = Species(BLACK, shape)
        assert not habitable(game, "siberia:3", walker, Level.HERBIVORE), shape
    assert habitable(game, "siberia:3", Species(BLACK, Shape.SWIMMER), Level.HERBIVORE)


def labels_start(labels: dict[str, str], key: str, text: str) -> bool:
    return key in labels and labels[key].startswith(text)


def test_f3a_entry_costs_depend_on_shape(rules: RulesData) -> None:
    """A sea costs a walker 2 DP and a swimmer 1; weeds cost a swimmer 2 (R06 table)."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "archetype", basal="bb")
    table.species("black", "swimmer", basal="bb", newborn=1)
    table.creeple("black", "archetype", "siberia:5")
    table.creeple("black", "swimmer", "siberia:3")
    game = dispersal(table)

    archetype = game.state.species(BLACK, Shape.ARCHETYPE)
    walker = reachable(game, archetype, "siberia:5")
    assert walker["siberia:4"].cost == 2  # sea
    assert walker["siberia:0"].cost == 1  # weeds
    labels = offered(game)
    assert "(1 DP)" in labels["siberia:4/herbivore"]  # sea, for a swimmer
    assert "(3 DP)" in labels["siberia:1/herbivore"]  # weeds (2) then swamp (1)


def test_f3c_uninhabitable_biomes_are_crossed_but_never_settled(rules: RulesData) -> None:
    """A swimmer with 3 DP crosses the weeds of siberia:2 to reach Laurentia's swamp beyond it,
    but is never offered the weeds themselves."""
    table = Table(rules, ["black", "orange"])
    assert table.state.craton_order == ["siberia", "laurentia"]
    table.species("black", "swimmer", basal="bb", newborn=1)
    table.creeple("black", "swimmer", "siberia:3")
    game = dispersal(table)

    swimmer = game.state.species(BLACK, Shape.SWIMMER)
    routes = reachable(game, swimmer, "siberia:3")
    assert routes["laurentia:5"].path == ("siberia:3", "siberia:2", "laurentia:5")
    # laurentia:3 is the sea a raft from siberia:4 lands in (F5).
    assert set(offered(game)) == {
        "siberia:4/herbivore",
        "siberia:1/herbivore",
        "laurentia:5/herbivore",
        "laurentia:3/herbivore",
    }
    assert "siberia:2" in routes and "siberia:0" in routes  # crossed, but not offered
    game.answer("laurentia:5/herbivore")
    assert where(game, BLACK, "swimmer") == [("laurentia:5", "herbivore", False), ("siberia:3", "herbivore", False)]
    assert violations(game) == []


def test_f3d_each_biome_has_its_roadrunner_colour(rules: RulesData) -> None:
    """Weeds and seas pursue with yellow, swamps ambush with red: the same two carnivores fight over
    Orange's archetypes in a swamp and in weeds, and the red-organ archetype wins only in the swamp."""
    assert rules.biomes[Biome.WEEDS].roadrunner is RoadrunnerColour.YELLOW
    assert rules.biomes[Biome.SEA].roadrunner is RoadrunnerColour.YELLOW
    assert rules.biomes[Biome.SWAMP].roadrunner is RoadrunnerColour.RED
    table = Table(rules, ["black", "orange", "white"])
    table.species("black", "archetype", basal="r", newborn=1)
    table.species("orange", "archetype")
    table.species("white", "flyer", basal="y")
    table.creeple("black", "archetype", "siberia:6")
    for hex_id in ("siberia:0", "siberia:1"):
        table.creeple("orange", "archetype", hex_id)
        table.creeple("white", "flyer", hex_id, "carnivore")
    game = dispersal(table)

    labels = offered(game)
    assert "wins vs White's flyer (H3 roadrunner red" in labels["siberia:1/carnivore"]
    assert "loses vs White's flyer (H3 roadrunner yellow" in labels["siberia:0/carnivore"]
    game.answer("siberia:1/carnivore")
    assert one(game, WHITE, "flyer", "siberia:1").endangered
    assert not one(game, WHITE, "flyer", "siberia:0").endangered
    assert not one(game, BLACK, "archetype", "siberia:1", "carnivore").endangered
    assert violations(game) == []


# -- F4 prey --------------------------------------------------------------------------------


def test_f4a_a_carnivore_eats_its_own_shape_or_archetypes(rules: RulesData) -> None:
    """A flyer newborn may hunt Orange's flyer or Orange's archetype but not Orange's armored, and
    nowhere without a herbivore (F3c: a carnivore needs prey to settle)."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "flyer", newborn=1)
    table.species("orange", "flyer")
    table.species("orange", "archetype")
    table.species("orange", "armored")
    table.creeple("black", "flyer", "siberia:6")
    table.creeple("orange", "flyer", "siberia:1")
    table.creeple("orange", "archetype", "siberia:0")
    table.creeple("orange", "armored", "siberia:5")
    game = dispersal(table)

    keys = set(ask(game).keys)
    assert {"siberia:1/carnivore", "siberia:0/carnivore"} <= keys
    assert "siberia:5/carnivore" not in keys
    assert "siberia:5/herbivore" in keys
    assert "siberia:6/carnivore" not in keys
    game.answer("siberia:1/carnivore")
    assert one(game, BLACK, "flyer", "siberia:1").level is Level.CARNIVORE
    assert violations(game) == []


def test_f4c_no_cannibalism_but_own_colour_predation_is_fine(rules: RulesData) -> None:
    """Black's flyer newborn may not graze under its own species' upright carnivore (siberia:0), nor hunt
    where its own species grazes (its mother's siberia:6); it may hunt Black's archetype (siberia:1),
    and a lying carnivore of its species (siberia:5) blocks nothing."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "flyer", newborn=1)
    table.species("black", "archetype")
    table.species("orange", "archetype")
    table.creeple("black", "flyer", "siberia:6")
    table.creeple("black", "flyer", "siberia:0", "carnivore")
    table.creeple("orange", "archetype", "siberia:0")
    table.creeple("black", "archetype", "siberia:1")
    table.creeple("black", "flyer", "siberia:5", "carnivore", endangered=True)
    table.creeple("orange", "archetype", "siberia:5")
    game = dispersal(table)

    assert set(ask(game).keys) == {"siberia:6", "siberia:0", "siberia:5"}
    game.answer("siberia:6")
    keys = set(ask(game).keys)
    assert "siberia:0/herbivore" not in keys
    assert "siberia:0/carnivore" not in keys
    assert "siberia:6/carnivore" not in keys
    assert {"siberia:1/carnivore", "siberia:1/herbivore", "siberia:5/herbivore", "siberia:5/carnivore"} <= keys
    game.answer("siberia:1/carnivore")
    assert not one(game, BLACK, "flyer", "siberia:1").endangered
    assert not one(game, BLACK, "archetype", "siberia:1").endangered
    assert violations(game) == []


def test_f4d_an_endangered_herbivore_is_no_prey(rules: RulesData) -> None:
    """Orange's archetype lies Endangered in siberia:0: nobody may settle there as its carnivore."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "archetype", newborn=1)
    table.species("orange", "archetype")
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("orange", "archetype", "siberia:0", endangered=True)
    table.creeple("orange", "archetype", "siberia:1")
    game = dispersal(table)
    keys = set(ask(game).keys)
    assert "siberia:0/carnivore" not in keys
    assert "siberia:1/carnivore" in keys
    assert "siberia:0/herbivore" in keys


# -- F5 rafting ----------------------------------------------------------------------------


def test_f5_rafts_head_west_only_and_wrap_around_the_globe(rules: RulesData) -> None:
    """Rafting follows the tooth & claw wind, due west (R03): from Siberia's west coast a flyer rafts
    round the globe to Laurentia's east coast (R21), but a flyer on that Laurentia coast cannot raft
    back east to Siberia, and no Siberian biome is offered from there."""
    table = Table(rules, ["black", "orange"])
    assert table.state.craton_order == ["siberia", "laurentia"]
    table.species("black", "flyer", cards=[Card(DISPLAY_PLUMES, organs="b")], newborn=1)
    table.creeple("black", "flyer", "siberia:5")
    table.creeple("black", "flyer", "laurentia:1")
    game = dispersal(table)

    assert game.raft_landing("siberia:6", "west") == "laurentia:1"
    assert set(ask(game).keys) == {"siberia:5", "laurentia:1"}
    eastward = game.clone()
    eastward.answer("laurentia:1")
    assert not any(key.startswith("siberia") for key in ask(eastward).keys)
    flyer = game.state.species(BLACK, Shape.FLYER)
    assert "siberia:6" not in reachable(game, flyer, "laurentia:1")

    game.answer("siberia:5")
    assert "(2 DP, rafting)" in offered(game)["laurentia:2/herbivore"]


def test_f5_raft_lands_a_flyer_on_the_far_coast(rules: RulesData) -> None:
    """A flyer with 2 DP rafts from siberia:6 to laurentia:1; the label and the log say it rafted."""
    table = Table(rules, ["black", "orange"])
    assert table.state.craton_order == ["siberia", "laurentia"]
    table.species("black", "flyer", cards=[Card(DISPLAY_PLUMES, organs="b")], newborn=1)
    table.creeple("black", "flyer", "siberia:6")
    game = dispersal(table)
    label = offered(game)["laurentia:1/herbivore"]
    assert "(2 DP, rafting)" in label
    game.answer("laurentia:1/herbivore")
    assert any("siberia:6 > laurentia:1 (2 DP)" in text for text in said(game, "F5"))
    assert where(game, BLACK, "flyer") == [("laurentia:1", "herbivore", False), ("siberia:6", "herbivore", False)]
    assert violations(game) == []


def _rafting_archetype(rules: RulesData, blue: str) -> Game:
    table = Table(rules, ["black", "orange"])
    assert table.state.craton_order == ["siberia", "laurentia"]
    table.species("black", "archetype", basal=blue, newborn=1)
    table.creeple("black", "archetype", "siberia:5")
    return dispersal(table)


def test_f5_raft_costs_three_for_walkers_one_for_flyers_and_swimmers(rules: RulesData) -> None:
    """An archetype needs 3 + 1 DP to raft from siberia:5 to laurentia:2 (3 DP is not enough); a
    swimmer rafts from sea to sea for 1 + 1."""
    assert "laurentia:2/herbivore" not in ask(_rafting_archetype(rules, "bb")).keys
    label = offered(_rafting_archetype(rules, "bbb"))["laurentia:2/herbivore"]
    assert "(4 DP, rafting)" in label

    table = Table(rules, ["black", "orange"])
    table.species("black", "swimmer", basal="b", newborn=1)
    table.creeple("black", "swimmer", "siberia:4")
    game = dispersal(table)
    assert "(2 DP, rafting)" in offered(game)["laurentia:3/herbivore"]


def test_f5d_a_raft_never_passes_over_a_craton(rules: RulesData) -> None:
    """With three cratons in a row, a raft west from Siberia lands on the first coast it meets,
    Baltica's east coast. From Laurentia's west edge, where Siberia's land lies due west, there is
    no raft at all, so Baltica's coast is not offered from there."""
    table = Table(rules, ["black", "orange", "green"])
    assert table.state.craton_order == ["siberia", "laurentia", "baltica"]
    table.species("black", "flyer", cards=[Card(DISPLAY_PLUMES, organs="b")], newborn=1)
    table.creeple("black", "flyer", "siberia:5")
    table.creeple("black", "flyer", "laurentia:5")
    game = dispersal(table)

    assert game.raft_landing("siberia:5", "west") == "baltica:2"
    assert game.raft_landing("laurentia:5", "west") is None
    inland = game.clone()
    inland.answer("laurentia:5")
    assert "baltica:2/herbivore" not in ask(inland).keys
    game.answer("siberia:5")
    assert "(2 DP, rafting)" in offered(game)["baltica:2/herbivore"]
    assert not any(key.startswith("laurentia") for key in ask(game).keys)


# -- F6 trophic decision --------------------------------------------------------------------


def test_f6_example_armored_newborn_invades_a_swamp(rules: RulesData) -> None:
    """F6 example in a swamp (red roadrunner; tooth & claw has no forests). Orange's archetype and
    Orange's flyer carnivore both have more red organs than Black's armored newborn. As a carnivore
    it would lose on the roadrunner (H3); as a herbivore it wins, since the flyer cannot eat it (G3),
    and the flyer starves (F4, H1). Also F6a, F6b."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "armored", newborn=1)
    table.species("orange", "archetype", basal="rr")
    table.species("orange", "flyer", basal="rr")
    table.creeple("black", "armored", "siberia:6")
    table.creeple("orange", "archetype", "siberia:1")
    table.creeple("orange", "flyer", "siberia:1", "carnivore")
    game = dispersal(table)

    labels = offered(game)
    assert "loses vs Orange's flyer (H3 roadrunner red" in labels["siberia:1/carnivore"]
    assert "wins vs Orange's archetype (G3 edible by Orange's flyer" in labels["siberia:1/herbivore"]

    hunter = game.clone()
    hunter.answer("siberia:1/carnivore")
    assert contests(hunter)[-1][0] == "H3"
    assert one(hunter, BLACK, "armored", "siberia:1").endangered
    assert not one(hunter, ORANGE, "flyer", "siberia:1").endangered
    assert not one(hunter, ORANGE, "archetype", "siberia:1").endangered
    assert violations(hunter) == []

    game.answer("siberia:1/herbivore")
    assert contests(game)[-1][0] == "G3"
    assert not one(game, BLACK, "armored", "siberia:1").endangered
    assert one(game, ORANGE, "archetype", "siberia:1").endangered
    assert one(game, ORANGE, "flyer", "siberia:1").endangered
    assert violations(game) == []


def test_f6_a_carnivores_newborn_may_graze(rules: RulesData) -> None:
    """The trophic level is the newborn's own choice: the only mother is a carnivore, yet its newborn is
    offered herbivore spots as well as the carnivore spot of siberia:1."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "flyer", newborn=1)
    table.species("orange", "archetype")
    table.creeple("black", "flyer", "siberia:6", "carnivore")
    table.creeple("orange", "archetype", "siberia:6")
    table.creeple("orange", "archetype", "siberia:1")
    game = dispersal(table)
    keys = set(ask(game).keys)
    assert {"siberia:0/herbivore", "siberia:5/herbivore", "siberia:1/herbivore", "siberia:1/carnivore"} <= keys
    assert "siberia:6/herbivore" not in keys  # F4c: its own species hunts there
    game.answer("siberia:5/herbivore")
    assert where(game, BLACK, "flyer") == [("siberia:5", "herbivore", False), ("siberia:6", "carnivore", False)]
    assert violations(game) == []


def test_f6_a_newborn_never_joins_its_own_species_at_one_level(rules: RulesData) -> None:
    """R32: where its own species already grazes upright (siberia:0) the newborn is not offered the
    herbivore spot; where that creeple lies Endangered (siberia:5) the spot counts as free."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "archetype", newborn=1)
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("black", "archetype", "siberia:0")
    table.creeple("black", "archetype", "siberia:5", endangered=True)
    game = dispersal(table)
    assert set(ask(game).keys) == {"siberia:6", "siberia:0", "siberia:5"}
    game.answer("siberia:6")
    labels = offered(game)
    assert "siberia:0/herbivore" not in labels
    assert labels["siberia:5/herbivore"].endswith("free")
    assert "siberia:1/herbivore" in labels


def test_f6_destination_preview_matches_what_happens(rules: RulesData) -> None:
    """Every destination label forecasts the contest (free / wins / loses / tie, and the deciding
    step); settling there does exactly that."""
    table = Table(rules, ["black", "orange", "white"])
    table.species("black", "archetype", basal="yb", newborn=1)
    table.species("black", "flyer")
    table.species("orange", "archetype", basal="y")
    table.species("white", "flyer")
    table.species("white", "armored", basal="r")
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("orange", "archetype", "siberia:0")
    table.creeple("white", "flyer", "siberia:0", "carnivore")
    table.creeple("white", "armored", "siberia:1")
    table.creeple("orange", "archetype", "siberia:5")
    table.creeple("black", "flyer", "siberia:2")
    game = dispersal(table)

    labels = offered(game)
    verdicts = set()
    for key, label in labels.items():
        hex_id, _, level = key.partition("/")
        trial = game.clone()
        trial.answer(key)
        placed = newcomer(trial, BLACK, "archetype")
        assert (placed.hex, placed.level.value) == (hex_id, level)
        forecast = label.split("): ", 1)[1]
        if forecast == "free":
            verdicts.add("free")
            assert not placed.endangered
            assert contests(trial) == []
            continue
        if forecast.startswith("tie"):
            verdicts.add("tie")
            assert ask(trial).kind is DecisionKind.TIE_BREAK
            continue
        match = re.match(r"(wins|loses) vs .* \(([GH][0-9]a?) ", forecast)
        assert match is not None, label
        verdict, rule = match.groups()
        verdicts.add(verdict)
        assert contests(trial)[-1][0] == rule, key
        assert placed.endangered is (verdict == "loses"), key
    assert verdicts == {"free", "wins", "loses", "tie"}
    assert "loses vs Orange's archetype (G7" in labels["siberia:0/herbivore"]
    assert "wins vs White's flyer (H3" in labels["siberia:0/carnivore"]
    assert "wins vs White's armored (G7" in labels["siberia:1/herbivore"]
    assert "loses vs Orange's archetype (G7" in labels["siberia:5/herbivore"]
    assert labels["siberia:5/carnivore"].endswith("free")
    assert "tie with your flyer" in labels["siberia:2/herbivore"]
    assert "siberia:1/carnivore" not in labels and "siberia:2/carnivore" not in labels


def test_f6a_carnivore_contest_is_fought_at_once(rules: RulesData) -> None:
    """The first newborn settles as carnivore over White's flyer: the contest is fought on the spot,
    so by the time the second newborn picks its mother the flyer already lies Endangered."""
    table = Table(rules, ["black", "orange", "white"])
    table.species("black", "archetype", basal="y", newborn=2)
    table.species("orange", "archetype")
    table.species("white", "flyer")
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("orange", "archetype", "siberia:0")
    table.creeple("white", "flyer", "siberia:0", "carnivore")
    game = dispersal(table)

    game.answer("siberia:0/carnivore")
    assert ask(game).kind is DecisionKind.MOTHER
    assert game.state.phase is Phase.DISPERSAL
    assert one(game, WHITE, "flyer", "siberia:0").endangered
    assert contests(game)[-1][0] == "H3"


def test_f6b_herbivore_contest_is_fought_at_once(rules: RulesData) -> None:
    """The first newborn grazes where Orange's archetype does: the contest is fought on the spot, so the
    second newborn already sees Orange's archetype lying down."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "flyer", basal="g", newborn=2)
    table.species("orange", "armored")
    table.creeple("black", "flyer", "siberia:6")
    table.creeple("orange", "armored", "siberia:0")
    game = dispersal(table)

    game.answer("siberia:0/herbivore")
    assert ask(game).kind is DecisionKind.MOTHER
    assert one(game, ORANGE, "armored", "siberia:0").endangered
    assert contests(game)[-1][0] == "G5"


def test_f6c_in_played_games_creeples_move_only_by_fleeing_and_shift_only_to_carnivore(rules: RulesData) -> None:
    """F6c over 40 random games: after every decision, each creeple still on the map is in the biome it
    was in, unless its species fled as an endotherm (I1) in that decision; and a creeple changes level
    only from herbivore to carnivore (G8, I2b) or as a fleeing endotherm (I1)."""
    moves = shifts = 0
    for seed in range(40):
        game = Game.new(rules, players=2 + seed % 3, seed=seed)
        pick = random.Random(seed)
        while (decision := game.decision) is not None:
            before = {id(c): (c.hex, c.level) for c in game.state.creeples}
            logged = len(game.state.log)
            game.answer(pick.choice(decision.keys))
            entries = game.state.log[logged:]
            fled = {e.text.split(" flees ")[0] for e in entries if e.rule == "I1" and " flees " in e.text}
            for creeple in game.state.creeples:
                if id(creeple) not in before:
                    continue
                hex_id, level = before[id(creeple)]
                who = f"{creeple.colour.value.capitalize()}'s {creeple.shape.value}"
                if creeple.hex != hex_id:
                    moves += 1
                    assert who in fled, (seed, who, hex_id, creeple.hex)
                elif creeple.level is not level:
                    shifts += 1
                    assert creeple.level is Level.CARNIVORE or who in fled, (seed, who, hex_id)
    assert shifts > 0  # the games did exercise trophic shifts


def test_f6c_settled_creeples_stay_where_they_are(rules: RulesData) -> None:
    """Dispersal places new creeples; neither the mothers nor a contest's winner ever move, and a
    herbivore that loses may only shift to carnivore in its own biome (G8)."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "archetype", basal="g", newborn=2)
    table.species("orange", "archetype", basal="gg")
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("orange", "archetype", "siberia:5")
    table.creeple("orange", "archetype", "siberia:1")
    game = dispersal(table)

    game.answer("siberia:5/herbivore")  # loses on green to Orange's
    assert ask(game).kind is DecisionKind.TROPHIC_SHIFT
    assert {o.key for o in ask(game).options} == {"shift", "stay"}
    game.answer("shift")
    assert ask(game).kind is DecisionKind.MOTHER
    assert set(ask(game).keys) == {"siberia:6", "siberia:5"}
    game.answer("siberia:5")  # from there only the empty weeds of siberia:0 are left
    assert set(offered(game)) == {"siberia:0/herbivore"}
    game.answer("siberia:0/herbivore")
    assert game.over
    assert where(game, BLACK, "archetype") == [
        ("siberia:0", "herbivore", False),
        ("siberia:5", "carnivore", False),
        ("siberia:6", "herbivore", False),
    ]
    assert where(game, ORANGE, "archetype") == [("siberia:1", "herbivore", False), ("siberia:5", "herbivore", False)]
    assert violations(game) == []


# -- G herbivores ----------------------------------------------------------------------------


def test_g1_speciated_swimmer_in_the_weeds_is_endangered_at_once(rules: RulesData) -> None:
    """A swimmer daughter replacing an archetype in the weeds cannot live there and lies down at once;
    Orange's flyer that ate the archetype there has lost its prey and lies down too (F4)."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "archetype")
    table.species("black", "swimmer", genotype=LATERAL_LINE)
    table.species("orange", "flyer")
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("black", "archetype", "siberia:1")
    table.creeple("orange", "flyer", "siberia:6", "carnivore")
    table.era_ends(game=True)
    game = table.game(SpeciateMother(BLACK, Shape.ARCHETYPE, Shape.SWIMMER), then="end")

    assert set(ask(game).keys) == {"siberia:6/herbivore", "siberia:1/herbivore"}
    game.answer("siberia:6/herbivore")
    assert where(game, BLACK, "swimmer") == [("siberia:6", "herbivore", True)]
    assert one(game, ORANGE, "flyer", "siberia:6").endangered
    assert any("cannot live here" in text for text in said(game, "E3d"))
    assert violations(game) == []

    table = Table(rules, ["black", "orange"])
    table.species("black", "archetype")
    table.species("black", "swimmer", genotype=LATERAL_LINE)
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("black", "archetype", "siberia:1")
    table.era_ends(game=True)
    swamp = table.game(SpeciateMother(BLACK, Shape.ARCHETYPE, Shape.SWIMMER), then="end")
    swamp.answer("siberia:1/herbivore")
    assert where(swamp, BLACK, "swimmer") == [("siberia:1", "herbivore", False)]


def test_g2_two_herbivores_in_a_biome_leave_one_standing(rules: RulesData) -> None:
    """A second herbivore in the weeds starts a contest; the loser lies down and one herbivore stands."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "archetype", basal="g", newborn=1)
    table.species("orange", "archetype")
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("orange", "archetype", "siberia:0")
    game = dispersal(table)
    game.answer("siberia:0/herbivore")

    # Orange's archetype lost; it could eat Black's archetype, so Orange decides about a trophic shift.
    assert ask(game).kind is DecisionKind.TROPHIC_SHIFT and ask(game).player is ORANGE
    game.answer("stay")
    standing = [c for c in game.state.creeples_in("siberia:0") if c.level is Level.HERBIVORE and not c.endangered]
    assert [(c.colour, c.shape.value) for c in standing] == [(BLACK, "archetype")]
    assert one(game, ORANGE, "archetype", "siberia:0").endangered
    assert any("Orange's archetype in siberia:0 loses" in text for text in said(game, "G5"))
    assert violations(game) == []


def test_g2a_an_endangered_herbivore_always_loses(rules: RulesData) -> None:
    """A lying herbivore loses to a standing one whatever its organs; a newborn grazing beside one is not
    even contested, and the lying one stays down."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "archetype", newborn=1)
    table.species("orange", "archetype", basal="gggyy")
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("orange", "archetype", "siberia:0", endangered=True)
    game = dispersal(table)

    lying = one(game, ORANGE, "archetype", "siberia:0")
    fresh = Creeple(BLACK, Shape.ARCHETYPE, "siberia:0", Level.HERBIVORE)
    result = herbivore_contest(game, "siberia:0", lying, fresh)
    assert (result.loser, result.rule) == (lying, "G2a")

    assert offered(game)["siberia:0/herbivore"].endswith("free")
    game.answer("siberia:0/herbivore")
    assert contests(game) == []
    assert not one(game, BLACK, "archetype", "siberia:0").endangered
    assert one(game, ORANGE, "archetype", "siberia:0").endangered
    assert violations(game) == []


def test_g3_example_pterodactyl_starves_when_only_inedible_prey_remains(rules: RulesData) -> None:
    """G3 example (also F4, H1, F6b): the squirrel (Black's archetype) grazes the weeds under a
    pterodactyl (White's flyer). The moose arrives; tooth & claw ignores venom, so Green's armored
    stands in for the moose a flyer cannot eat. The squirrel is the only edible herbivore and is
    Endangered, whatever its organs, and the pterodactyl, left without prey, is Endangered at once."""
    table = Table(rules, ["green", "black", "white"])
    table.species("green", "armored", newborn=1)
    table.species("black", "archetype", basal="yyggg")
    table.species("white", "flyer")
    table.creeple("green", "armored", "siberia:6")
    table.creeple("black", "archetype", "siberia:0")
    table.creeple("white", "flyer", "siberia:0", "carnivore")
    game = dispersal(table)

    label = offered(game)["siberia:0/herbivore"]
    assert "wins vs Black's archetype (G3 edible by White's flyer" in label
    game.answer("siberia:0/herbivore")
    assert game.over  # the squirrel cannot eat an armored: no trophic shift to offer
    assert contests(game)[-1][0] == "G3"
    assert not one(game, GREEN, "armored", "siberia:0").endangered
    assert one(game, BLACK, "archetype", "siberia:0").endangered
    assert one(game, WHITE, "flyer", "siberia:0").endangered
    assert any("no suitable prey" in text for text in said(game, "F4"))
    assert violations(game) == []


def _moose_and_squirrel(rules: RulesData, *, moose: str = "", squirrel: str = "", carnivore: bool | None) -> Game:
    """The moose (Green's archetype) grazes siberia:0; the squirrel (a Black archetype newborn) arrives
    from siberia:6. ``carnivore``: None for no carnivore, True/False for White's flyer upright/lying."""
    table = Table(rules, ["green", "black", "white"])
    table.species("green", "archetype", basal=moose)
    table.species("black", "archetype", basal=squirrel, newborn=1)
    table.creeple("green", "archetype", "siberia:0")
    table.creeple("black", "archetype", "siberia:6")
    if carnivore is not None:
        table.species("white", "flyer")
        table.creeple("white", "flyer", "siberia:0", "carnivore", endangered=not carnivore)
    return dispersal(table)


def test_g4_example_roadrunner_decides_when_a_carnivore_is_present(rules: RulesData) -> None:
    """Moose and squirrel (G4 example, also G3): White's flyer can eat both archetypes, so edibility
    ties (G3) and the weeds' yellow roadrunner decides: the squirrel's one yellow organ beats the moose.
    The moose could eat the squirrel, so Green may shift it to carnivore (G8)."""
    game = _moose_and_squirrel(rules, squirrel="y", carnivore=True)
    label = offered(game)["siberia:0/herbivore"]
    assert "wins vs Green's archetype (G4 roadrunner yellow: Black's archetype 1 vs Green's archetype 0)" in label
    game.answer("siberia:0/herbivore")
    rule, text = contests(game)[-1]
    assert rule == "G4"
    assert "G3 edible by White's flyer: Black's archetype 1 vs Green's archetype 1" in text
    assert ask(game).kind is DecisionKind.TROPHIC_SHIFT and ask(game).player is GREEN
    game.answer("stay")
    assert one(game, GREEN, "archetype", "siberia:0").endangered
    assert not one(game, BLACK, "archetype", "siberia:0").endangered
    assert not one(game, WHITE, "flyer", "siberia:0").endangered  # the squirrel is prey enough
    assert violations(game) == []


def test_g4_example_no_roadrunner_step_without_a_standing_carnivore(rules: RulesData) -> None:
    """Without a carnivore (or with only a lying one) the roadrunner step is skipped: the squirrel's
    yellow organ counts for nothing and the contest goes on to green organs, size and skeletal number."""
    for carnivore in (None, False):
        game = _moose_and_squirrel(rules, squirrel="y", carnivore=carnivore)
        label = offered(game)["siberia:0/herbivore"]
        assert "loses vs Green's archetype (G7" in label
        game.answer("siberia:0/herbivore")
        rule, text = contests(game)[-1]
        assert rule == "G7"
        assert "G4" not in text and "G3" not in text
        assert "G5 humidity green" in text
        assert one(game, BLACK, "archetype", "siberia:0").endangered


def test_g5_example_more_green_organs_wins(rules: RulesData) -> None:
    """Moose and squirrel, no carnivore: the squirrel's three green organs beat the moose's two."""
    game = _moose_and_squirrel(rules, moose="gg", squirrel="ggg", carnivore=None)
    assert (
        "wins vs Green's archetype (G5 humidity green: Black's archetype 3 vs Green's archetype 2)"
        in (offered(game)["siberia:0/herbivore"])
    )
    game.answer("siberia:0/herbivore")
    assert contests(game)[-1][0] == "G5"
    game.answer("stay")  # Green's trophic shift
    assert one(game, GREEN, "archetype", "siberia:0").endangered
    assert violations(game) == []


def test_g5a_humidity_is_always_green_in_tooth_and_claw(rules: RulesData) -> None:
    """White organs do not count for humidity: three white organs lose to one green organ."""
    game = _moose_and_squirrel(rules, moose="www", squirrel="g", carnivore=None)
    label = offered(game)["siberia:0/herbivore"]
    assert "wins vs Green's archetype (G5 humidity green: Black's archetype 1 vs Green's archetype 0)" in label


def test_g6_size_is_compared_after_the_niches(rules: RulesData) -> None:
    """In tooth & claw every species is size 1, so the size step ties and the contest goes on; were one
    herbivore larger, the smaller would lose before any skeletal number is read."""
    game = _moose_and_squirrel(rules, carnivore=None)
    game.answer("siberia:0/herbivore")
    assert "G6 size: Black's archetype 1 vs Green's archetype 1" in contests(game)[-1][1]

    game = _moose_and_squirrel(rules, carnivore=None)
    moose = one(game, GREEN, "archetype", "siberia:0")
    squirrel = Creeple(BLACK, Shape.ARCHETYPE, "siberia:0", Level.HERBIVORE)
    game.state.species(BLACK, Shape.ARCHETYPE).size = 2
    result = herbivore_contest(game, "siberia:0", squirrel, moose)
    assert (result.loser, result.rule) == (moose, "G6")


def test_g7_example_lower_skeletal_number_survives(rules: RulesData) -> None:
    """Moose and squirrel tie all the way: Green's skeletal number 1 beats Black's 3, the squirrel dies.
    It could eat the moose, so Black may still shift it to carnivore (G8)."""
    game = _moose_and_squirrel(rules, carnivore=None)
    label = offered(game)["siberia:0/herbivore"]
    assert "loses vs Green's archetype (G7 skeletal number: Black's archetype 3 vs Green's archetype 1)" in label
    game.answer("siberia:0/herbivore")
    assert contests(game)[-1][0] == "G7"
    assert ask(game).kind is DecisionKind.TROPHIC_SHIFT and ask(game).player is BLACK
    game.answer("stay")
    assert one(game, BLACK, "archetype", "siberia:0").endangered
    assert not one(game, GREEN, "archetype", "siberia:0").endangered
    assert violations(game) == []


def test_g7a_same_colour_herbivore_tie_is_the_owners_choice(rules: RulesData) -> None:
    """Black's flyer newborn grazes with Black's archetype and they tie: Black picks the winner."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "archetype")
    table.species("black", "flyer", newborn=1)
    table.creeple("black", "archetype", "siberia:0")
    table.creeple("black", "flyer", "siberia:6")
    game = dispersal(table)
    assert "tie with your archetype: you choose (G7a)" in offered(game)["siberia:0/herbivore"]
    game.answer("siberia:0/herbivore")
    assert ask(game).kind is DecisionKind.TIE_BREAK
    assert ask(game).player is BLACK and ask(game).rule == "G7a"
    assert set(ask(game).keys) == {"archetype", "flyer"}
    assert violations(game) == []  # both still stand while Black decides

    flyer_wins = game.clone()
    flyer_wins.answer("flyer")
    assert flyer_wins.over  # the archetype cannot eat a flyer: no trophic shift
    assert one(flyer_wins, BLACK, "archetype", "siberia:0").endangered
    assert not one(flyer_wins, BLACK, "flyer", "siberia:0").endangered

    game.answer("archetype")
    assert ask(game).kind is DecisionKind.TROPHIC_SHIFT  # the flyer can eat the archetype
    game.answer("stay")
    assert one(game, BLACK, "flyer", "siberia:0").endangered
    assert not one(game, BLACK, "archetype", "siberia:0").endangered
    assert any("chooses the archetype" in text for text in said(game, "G7a"))
    assert violations(game) == []


def test_g8_a_losing_herbivore_may_become_a_carnivore(rules: RulesData) -> None:
    """Black's flyer newborn loses the grazing to Orange's archetype, but may hunt it instead: Black is
    asked, and shifting stands the flyer up as the biome's carnivore."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "flyer", newborn=1)
    table.species("orange", "archetype", basal="g")
    table.creeple("black", "flyer", "siberia:6")
    table.creeple("orange", "archetype", "siberia:0")
    game = dispersal(table)
    game.answer("siberia:0/herbivore")

    decision = ask(game)
    assert decision.kind is DecisionKind.TROPHIC_SHIFT
    assert decision.player is BLACK and decision.rule == "G8"
    assert set(decision.keys) == {"shift", "stay"}
    stays = game.clone()
    stays.answer("stay")
    assert where(stays, BLACK, "flyer") == [("siberia:0", "herbivore", True), ("siberia:6", "herbivore", False)]

    game.answer("shift")
    assert where(game, BLACK, "flyer") == [("siberia:0", "carnivore", False), ("siberia:6", "herbivore", False)]
    assert not one(game, ORANGE, "archetype", "siberia:0").endangered
    assert said(game, "G8")
    assert violations(game) == []


def test_g8_shifting_where_a_carnivore_hunts_means_a_carnivore_contest(rules: RulesData) -> None:
    """Black's flyer loses on yellow to Orange's archetype, shifts to carnivore, and at once fights
    White's flyer for the predator spot, winning on yellow."""
    table = Table(rules, ["black", "orange", "white"])
    table.species("black", "flyer", basal="y", newborn=1)
    table.species("orange", "archetype", basal="yy")
    table.species("white", "flyer")
    table.creeple("black", "flyer", "siberia:6")
    table.creeple("orange", "archetype", "siberia:0")
    table.creeple("white", "flyer", "siberia:0", "carnivore")
    game = dispersal(table)
    game.answer("siberia:0/herbivore")
    assert contests(game)[-1][0] == "G4"
    game.answer("shift")

    assert [rule for rule, _ in contests(game)] == ["G4", "H3"]
    assert not one(game, BLACK, "flyer", "siberia:0").endangered
    assert one(game, BLACK, "flyer", "siberia:0").level is Level.CARNIVORE
    assert one(game, WHITE, "flyer", "siberia:0").endangered
    assert not one(game, ORANGE, "archetype", "siberia:0").endangered
    assert violations(game) == []


def test_g8_no_shift_without_suitable_prey_and_never_back_to_herbivore(rules: RulesData) -> None:
    """A losing archetype cannot eat the flyer that beat it, so no shift is offered. A losing carnivore is
    never offered to become a herbivore."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "archetype", newborn=1)
    table.species("orange", "flyer", basal="g")
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("orange", "flyer", "siberia:0")
    game = dispersal(table)
    assert "siberia:0/carnivore" not in ask(game).keys
    game.answer("siberia:0/herbivore")
    assert game.over
    assert one(game, BLACK, "archetype", "siberia:0").endangered
    assert not said(game, "G8")

    table = Table(rules, ["black", "orange", "white"])
    table.species("black", "archetype", newborn=1)
    table.species("orange", "archetype")
    table.species("white", "flyer")
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("orange", "archetype", "siberia:0")
    table.creeple("white", "flyer", "siberia:0", "carnivore")
    game = dispersal(table)
    game.answer("siberia:0/carnivore")  # loses to White on skeletal number
    assert game.over
    assert one(game, BLACK, "archetype", "siberia:0").endangered
    assert one(game, BLACK, "archetype", "siberia:0").level is Level.CARNIVORE


# -- H carnivores ------------------------------------------------------------------------------


def test_h2_circle_of_life_a_carnivore_never_endangers_its_prey(rules: RulesData) -> None:
    """A carnivore settling on a herbivore, and a carnivore contest over it, leave the herbivore standing;
    after the contest one carnivore stands."""
    table = Table(rules, ["black", "orange", "white"])
    table.species("black", "archetype", newborn=2)
    table.species("orange", "archetype")
    table.species("white", "flyer")
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("orange", "archetype", "siberia:1")
    table.creeple("orange", "archetype", "siberia:0")
    table.creeple("white", "flyer", "siberia:0", "carnivore")
    game = dispersal(table)

    assert offered(game)["siberia:1/carnivore"].endswith("free")
    game.answer("siberia:1/carnivore")
    game.answer("siberia:6")
    game.answer("siberia:0/carnivore")
    assert game.over
    assert where(game, ORANGE, "archetype") == [("siberia:0", "herbivore", False), ("siberia:1", "herbivore", False)]
    standing = [c for c in game.state.creeples_in("siberia:0") if c.level is Level.CARNIVORE and not c.endangered]
    assert len(standing) == 1
    assert not any("Orange's archetype" in e.text and "Endangered" in e.text for e in game.state.log)
    assert violations(game) == []


def test_h2a_an_endangered_carnivore_always_loses(rules: RulesData) -> None:
    """A lying carnivore loses to a standing one whatever its organs; a newborn hunting beside one meets
    no contest, and the lying one stays down."""
    table = Table(rules, ["black", "orange", "white"])
    table.species("black", "archetype", newborn=1)
    table.species("orange", "archetype")
    table.species("white", "flyer", basal="yyy")
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("orange", "archetype", "siberia:0")
    table.creeple("white", "flyer", "siberia:0", "carnivore", endangered=True)
    game = dispersal(table)

    lying = one(game, WHITE, "flyer", "siberia:0")
    fresh = Creeple(BLACK, Shape.ARCHETYPE, "siberia:0", Level.CARNIVORE)
    result = carnivore_contest(game, "siberia:0", fresh, lying)
    assert (result.loser, result.rule) == (lying, "H2a")

    assert offered(game)["siberia:0/carnivore"].endswith("free")
    game.answer("siberia:0/carnivore")
    assert contests(game) == []
    assert not one(game, BLACK, "archetype", "siberia:0").endangered
    assert one(game, WHITE, "flyer", "siberia:0").endangered
    assert violations(game) == []


def test_h3_example_fewer_yellow_organs_loses_in_the_sea(rules: RulesData) -> None:
    """H3 example: in a sea (yellow roadrunner) a dolphin with one yellow organ tries to take the
    predator spot from a crocodile with two. The dolphin (Black's swimmer) loses and lies down."""
    table = Table(rules, ["black", "orange", "white"])
    table.species("black", "swimmer", cards=[Card(FUR, organs="y")], newborn=1)
    table.species("orange", "swimmer")
    table.species("white", "swimmer", cards=[Card(COLUMNAR_LIMBS, organs="yy")])
    table.creeple("black", "swimmer", "siberia:4")
    table.creeple("orange", "swimmer", "siberia:3")
    table.creeple("white", "swimmer", "siberia:3", "carnivore")
    game = dispersal(table)

    label = offered(game)["siberia:3/carnivore"]
    assert "loses vs White's swimmer (H3 roadrunner yellow: Black's swimmer 1 vs White's swimmer 2)" in label
    game.answer("siberia:3/carnivore")
    assert game.over  # no shift back to herbivore for a losing carnivore
    assert contests(game)[-1][0] == "H3"
    assert one(game, BLACK, "swimmer", "siberia:3").endangered
    assert not one(game, WHITE, "swimmer", "siberia:3").endangered
    assert not one(game, ORANGE, "swimmer", "siberia:3").endangered
    assert violations(game) == []


def test_h3_more_yellow_beats_a_higher_skeletal_number_in_the_weeds(rules: RulesData) -> None:
    """The roadrunner comes before the skeletal number: Black's archetype with one yellow organ takes the
    weeds' predator spot from White's flyer."""
    table = Table(rules, ["black", "orange", "white"])
    table.species("black", "archetype", basal="y", newborn=1)
    table.species("orange", "archetype")
    table.species("white", "flyer")
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("orange", "archetype", "siberia:0")
    table.creeple("white", "flyer", "siberia:0", "carnivore")
    game = dispersal(table)
    label = offered(game)["siberia:0/carnivore"]
    assert "wins vs White's flyer (H3 roadrunner yellow: Black's archetype 1 vs White's flyer 0)" in label
    game.answer("siberia:0/carnivore")
    assert one(game, WHITE, "flyer", "siberia:0").endangered
    assert not one(game, BLACK, "archetype", "siberia:0").endangered


def _hunters(rules: RulesData) -> Game:
    """Black's archetype newborn and White's flyer both hunt Orange's archetype in siberia:0."""
    table = Table(rules, ["black", "orange", "white"])
    table.species("black", "archetype", newborn=1)
    table.species("orange", "archetype")
    table.species("white", "flyer")
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("orange", "archetype", "siberia:0")
    table.creeple("white", "flyer", "siberia:0", "carnivore")
    return dispersal(table)


def test_h4_size_difference_to_the_prey(rules: RulesData) -> None:
    """All sizes are 1 in tooth & claw, so the prey-size step ties; were Black's archetype size 2 over a
    size-1 prey, its larger size difference would lose the contest at this step."""
    game = _hunters(rules)
    trial = game.clone()
    trial.answer("siberia:0/carnivore")
    assert "H4 size difference to prey: Black's archetype 0 vs White's flyer 0" in contests(trial)[-1][1]

    fresh = Creeple(BLACK, Shape.ARCHETYPE, "siberia:0", Level.CARNIVORE)
    flyer = one(game, WHITE, "flyer", "siberia:0")
    game.state.species(BLACK, Shape.ARCHETYPE).size = 2
    result = carnivore_contest(game, "siberia:0", fresh, flyer)
    assert (result.loser, result.rule) == (fresh, "H4")


def test_h5_the_smaller_carnivore_loses(rules: RulesData) -> None:
    """The size step ties in tooth & claw; with equal distance to a size-2 prey, a size-1 hunter loses to
    a size-3 one."""
    game = _hunters(rules)
    trial = game.clone()
    trial.answer("siberia:0/carnivore")
    assert "H5 size: Black's archetype 1 vs White's flyer 1" in contests(trial)[-1][1]

    fresh = Creeple(BLACK, Shape.ARCHETYPE, "siberia:0", Level.CARNIVORE)
    flyer = one(game, WHITE, "flyer", "siberia:0")
    game.state.species(ORANGE, Shape.ARCHETYPE).size = 2
    game.state.species(BLACK, Shape.ARCHETYPE).size = 3
    result = carnivore_contest(game, "siberia:0", fresh, flyer)
    assert (result.loser, result.rule) == (flyer, "H5")


def test_h6_higher_skeletal_number_survives(rules: RulesData) -> None:
    """Tied hunters: White's skeletal number 4 beats Black's 3, so Black's newborn carnivore lies down."""
    game = _hunters(rules)
    label = offered(game)["siberia:0/carnivore"]
    assert "loses vs White's flyer (H6 skeletal number: Black's archetype 3 vs White's flyer 4)" in label
    game.answer("siberia:0/carnivore")
    assert contests(game)[-1][0] == "H6"
    assert one(game, BLACK, "archetype", "siberia:0", "carnivore").endangered
    assert not one(game, WHITE, "flyer", "siberia:0").endangered
    assert violations(game) == []


def test_h6a_same_colour_carnivore_tie_is_the_owners_choice(rules: RulesData) -> None:
    """Black's flyer newborn hunts where Black's archetype already hunts Orange's archetype; they tie and
    Black chooses the flyer, so the archetype carnivore lies down and the prey stands."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "archetype")
    table.species("black", "flyer", newborn=1)
    table.species("orange", "archetype")
    table.creeple("black", "archetype", "siberia:0", "carnivore")
    table.creeple("orange", "archetype", "siberia:0")
    table.creeple("black", "flyer", "siberia:6")
    game = dispersal(table)
    assert "tie with your archetype: you choose (H6a)" in offered(game)["siberia:0/carnivore"]
    game.answer("siberia:0/carnivore")
    assert ask(game).kind is DecisionKind.TIE_BREAK
    assert ask(game).player is BLACK and ask(game).rule == "H6a"
    game.answer("flyer")
    assert game.over
    assert one(game, BLACK, "archetype", "siberia:0").endangered
    assert not one(game, BLACK, "flyer", "siberia:0").endangered
    assert not one(game, ORANGE, "archetype", "siberia:0").endangered
    assert any("chooses the flyer" in text for text in said(game, "H6a"))
    assert violations(game) == []

"""Tectonics (D1-D4): drift, craters, collisions and drift-bys, and Pangea rifts.

Each test lays the cratons out by hand (``lay``), stacks the ET card, the biosphere card and any crater
die, and plays the real event phase up to the first action. Only the tectonic events of the stacked
cards are resolved: every other event on them is skipped (``only_tectonics``), so a test watches the
tectonic event alone. The cratons' hexes (rules_data/cratons.toml): hexes 1, 2 and 3 are the east
coast, north to south, with the north, middle and south shelves off them; 6, 5 and 4 the west coast.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from megafauna_tui.data.events import Event
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import DiskColour, PlayerColour
from megafauna_tui.rules import climate, disks
from megafauna_tui.rules.achterbahn import Achterbahn
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.geometry import Placement
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.scenario import Table
from megafauna_tui.rules.state import GameMode, Phase, ShelfState
from megafauna_tui.rules.tectonics import lay_out
from megafauna_tui.savefile import dumps, loads

TECTONICS = {"drift", "crater", "collision", "pangea_rift"}

CAMP = 3  # ET: Laurentia collides east
CALEDONIAN_OROGENY = 2  # ET: Baltica collides west
ZANCLEAN_FLOOD = 5  # ET: no tectonics
PANGEA_RIFT = 11  # ET, stable biosphere
FUNGAL_SPIKE = 13  # ET, Laurentia's icon: no tectonics
QUIET_GOLDILOCKS = 30  # biosphere, Gondwana's icon: reservoir events only
QUIET_TOO_HOT = 16  # biosphere: reservoir events only
BALTICA_CRATER = 36  # goldilocks biosphere: a crater on Baltica
LAURENTIA_NORTH_2 = 51  # too cold biosphere: Laurentia drifts two latitudes north
GONDWANA_SOUTH_2 = 44  # too cold biosphere: Gondwana drifts two latitudes south

BLACK, GREEN = DiskColour.BLACK, DiskColour.GREEN


@pytest.fixture(autouse=True)
def only_tectonics(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Skip every event but drift, craters, collisions and rifts."""
    gates = Achterbahn.skips_event

    def skips(self: Achterbahn, game: Game, event: Event) -> bool:
        return event.kind not in TECTONICS or gates(self, game, event)

    monkeypatch.setattr(Achterbahn, "skips_event", skips)
    yield


def table(rules: RulesData) -> Table:
    """Three players, each with an archetype on the map, so the action phase asks something."""
    made = Table(rules, ["black", "orange", "white"], mode=GameMode.ACHTERBAHN)
    for colour in ("black", "orange", "white"):
        made.species(colour, "archetype")
    made.creeple("orange", "archetype", "gondwana:6")
    made.creeple("white", "archetype", "gondwana:1")
    return made


def lay(made: Table, dice: list[str], **centres: tuple[int, int]) -> Table:
    """Put each craton's centre hex at (column, row) and the latitude dice on these cratons."""
    return made.cratons(*(Placement(c, column, row) for c, (column, row) in centres.items()), dice=dice)


def too_cold(made: Table) -> Table:
    """Three white disks from the Atmosphere to the Clouds: the Ice Age strip, the too cold deck (A1c)."""
    return made.move_disks(DiskColour.WHITE, climate.ATMOSPHERE, climate.CLOUDS, 3)


def play(made: Table, et: int, biosphere: int | None = None) -> Game:
    """Reveal the stacked cards and resolve their tectonic events, up to the first decision."""
    made.event(et)
    if biosphere is not None:
        made.biosphere(biosphere)
    game = made.game(phase=Phase.EVENTS, then="events")
    assert (game.state.event_card, game.state.biosphere_card) == (et, biosphere)  # the stacked cards (A1c)
    return game


def rows(game: Game) -> dict[str, int]:
    return dict(game.state.latitudes)


def logged(game: Game, rule: str) -> list[str]:
    return [e.text for e in game.state.log if e.rule == rule]


def one_die_per_landmass(game: Game) -> bool:
    return all(sum(c in game.state.latitude_dice for c in land) == 1 for land in game.map.landmasses)


def at_an_action(game: Game) -> None:
    """The event phase ended and the first player is asked for an action, in a sound position."""
    assert game.decision is not None and game.decision.kind is DecisionKind.ACTION
    assert game.state.phase is Phase.ACTIONS
    assert violations(game) == []
    assert one_die_per_landmass(game)


# -- D3 collision: the rulebook's example ----------------------------------------------------


def camp(rules: RulesData) -> Table:
    """The C.A.M.P. position: Laurentia on latitude 4, Siberia east of it on latitude 2, Baltica and
    Gondwana further east on 4; a forest on Siberia's hex 5 with Black's archetype on it, and a bloom on
    Laurentia's north shelf."""
    made = lay(
        table(rules),
        ["laurentia", "siberia", "baltica", "gondwana"],
        laurentia=(0, 4),
        siberia=(8, 2),
        baltica=(16, 4),
        gondwana=(24, 4),
    )
    made.move_disks(GREEN, climate.OXYGEN, "siberia:5")
    made.move_disks(GREEN, climate.OXYGEN, "laurentia:north")
    made.creeple("black", "archetype", "siberia:5")
    return made


def test_d3_example_camp_laurentia_drifts_east_into_siberia(rules: RulesData) -> None:
    """D3 example, D3a, D3c, D3d, D3e: Laurentia's north coast (latitude 3) strikes Siberia's south coast.
    Siberia loses its die; two mountains rise where it touches Laurentia; the black and green disks of the
    subducted shelf go to the Atmosphere and the Oxygen; the new mountain liberates a forest and endangers
    a creeple."""
    game = play(camp(rules), CAMP, QUIET_GOLDILOCKS)
    state = game.state

    assert ("laurentia", "siberia") in game.map.landmasses
    assert rows(game) == {"laurentia": 4, "siberia": 2, "baltica": 4, "gondwana": 4}
    centre = {p.craton: p.column for p in state.placements}
    assert centre["siberia"] - centre["laurentia"] == 4  # Laurentia's hex 1 touches Siberia's hex 4
    assert sorted(state.latitude_dice) == ["baltica", "gondwana", "laurentia"]  # D3e: the mover keeps its die

    assert state.disks["siberia:4"] is BLACK and state.disks["siberia:5"] is BLACK  # D3c: two mountains
    assert not any(h.startswith("laurentia") and d is BLACK for h, d in state.disks.items())  # none on the mover
    assert state.interlocked == ["laurentia:north"]
    assert state.shelf("laurentia:north") is None
    subducted = [t for t in logged(game, "D3d") if "subducted shelf laurentia:north" in t]
    assert any("black disk from the shelf laurentia:north to the Atmosphere" in t for t in subducted)
    assert any("green disk from the shelf laurentia:north to the Oxygen" in t for t in subducted)
    forest = [t for t in logged(game, "D3c") if "green disk from weeds siberia:5 to the Oxygen" in t]
    assert forest  # R39: the mountain liberates the forest first
    (archetype,) = [c for c in state.creeples if c.colour is PlayerColour.BLACK]
    assert archetype.hex == "siberia:5" and archetype.endangered

    # Two blacks left the Atmosphere for the mountains, one came back from the shelf; both greens came home.
    assert climate.count(state, climate.ATMOSPHERE, BLACK) == 2
    assert climate.count(state, climate.OXYGEN) == 14
    assert logged(game, "D3e") == ["Siberia loses its latitude die; Laurentia keeps the continent's die on 4."]
    at_an_action(game)


def test_d3d_r47_swimmers_of_a_subducted_shelf_go_endangered_onto_a_new_mountain(rules: RulesData) -> None:
    """D3d, R47, R18: the swimmer on the bloom is moved onto one of the two new mountains, the Medea
    choosing, and lies there Endangered; the shelf is left empty and interlocked."""
    made = camp(rules)
    made.species("orange", "swimmer")
    made.creeple("orange", "swimmer", "laurentia:north")
    game = play(made, CAMP, QUIET_GOLDILOCKS)

    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.MEDEA_PLACE and decision.rule == "D3d"
    assert decision.player is disks.medea(game.state)
    assert decision.keys == ("siberia:4", "siberia:5")
    game.answer("siberia:4")

    (swimmer,) = [c for c in game.state.creeples if c.shape.value == "swimmer"]
    assert swimmer.hex == "siberia:4" and swimmer.endangered
    assert not any(c.hex == "laurentia:north" for c in game.state.creeples)
    assert game.state.interlocked == ["laurentia:north"]
    at_an_action(game)


def test_d3d_r41_a_full_atmosphere_sends_the_subducted_black_to_a_free_offshore_slot(rules: RulesData) -> None:
    """D3d, R41: Siberia's biomes facing Laurentia are mountains already (nothing rises, R39) and the
    Atmosphere is full: the shelf's green goes home to the Oxygen, and the Medea puts its black on a free
    offshore slot of any craton."""
    made = lay(
        table(rules),
        ["laurentia", "siberia", "baltica", "gondwana"],
        laurentia=(0, 4),
        siberia=(8, 2),
        baltica=(16, 4),
        gondwana=(24, 4),
    )
    made.move_disks(BLACK, climate.ATMOSPHERE, "siberia:4")
    made.move_disks(BLACK, climate.ATMOSPHERE, "siberia:5")
    made.move_disks(GREEN, climate.OXYGEN, "laurentia:north")
    made.move_disks(DiskColour.WHITE, climate.CLOUDS, climate.ATMOSPHERE, 6)
    for centre in ("laurentia:0", "baltica:0", "gondwana:0"):
        made.move_disks(DiskColour.WHITE, centre, climate.ATMOSPHERE)
    state = made.state
    assert climate.count(state, climate.ATMOSPHERE) == 13  # full (R41): the too hot deck
    game = play(made, CAMP, QUIET_TOO_HOT)

    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.MEDEA_PLACE
    assert sorted(decision.keys) == ["baltica:middle", "gondwana:middle", "laurentia:middle", "siberia:middle"]
    game.answer("gondwana:middle")
    assert game.state.shelf("gondwana:middle") == ShelfState("gondwana", "middle", [BLACK])
    assert game.state.shelf("laurentia:north") is None and game.state.interlocked == ["laurentia:north"]
    assert climate.count(game.state, climate.ATMOSPHERE) == 13
    assert climate.count(game.state, climate.OXYGEN) == 14
    at_an_action(game)


def test_d3d_a_pending_subduction_choice_survives_a_save(rules: RulesData) -> None:
    """D3d: the Medea's choice in the middle of a collision is saved and answered after loading."""
    made = camp(rules)
    made.species("orange", "swimmer")
    made.creeple("orange", "swimmer", "laurentia:north")
    game = play(made, CAMP, QUIET_GOLDILOCKS)
    loaded, _ = loads(dumps(game), rules)
    assert loaded.decision == game.decision
    loaded.answer("siberia:5")
    assert [c.hex for c in loaded.state.creeples if c.shape.value == "swimmer"] == ["siberia:5"]
    at_an_action(loaded)


def test_d3_r65_r66_collision_drifts_by_a_landmass_and_interlocks_a_whole_coast(rules: RulesData) -> None:
    """D3a, R65, D3d, R66: Laurentia, heading east, passes Baltica (far north, no latitude shared) and joins
    Siberia side by side on latitude 4: all three of its shelves interlock, one mountain rises."""
    made = lay(
        table(rules),
        ["laurentia", "baltica", "siberia", "gondwana"],
        laurentia=(0, 4),
        baltica=(9, 1),
        siberia=(16, 4),
        gondwana=(24, 4),
    )
    game = play(made, CAMP, QUIET_GOLDILOCKS)
    state = game.state

    assert game.map.landmasses == (("baltica",), ("laurentia", "siberia"), ("gondwana",))
    centre = {p.craton: p.column for p in state.placements}
    assert centre["siberia"] - centre["laurentia"] == 6  # side by side, as a joined row (R12)
    assert "drifting by Baltica on the way" in logged(game, "D3a")[0]
    assert sorted(state.interlocked) == ["laurentia:middle", "laurentia:north", "laurentia:south"]
    assert [h for h, d in state.disks.items() if h.startswith("siberia") and d is BLACK] == ["siberia:0", "siberia:5"]
    assert sorted(state.latitude_dice) == ["baltica", "gondwana", "laurentia"]
    # The north and south shelves' blacks came back to the Atmosphere, the south bloom to the Oxygen.
    assert climate.count(state, climate.ATMOSPHERE, BLACK) == 3 - 1 + 2
    assert climate.count(state, climate.OXYGEN) == 15
    at_an_action(game)


def test_d3b_wrap_around_the_westernmost_landmass_smashes_the_easternmost(rules: RulesData) -> None:
    """D3b, D3c, D3d, D3e: Baltica, westernmost, heads west round the globe into Gondwana's east coast.
    Gondwana, now the western landmass, loses its die, two of its biomes become mountains and its north
    and middle shelves are subducted."""
    made = lay(
        table(rules),
        ["baltica", "laurentia", "siberia", "gondwana"],
        baltica=(0, 4),
        laurentia=(8, 4),
        siberia=(16, 4),
        gondwana=(25, 5),
    )
    game = play(made, CALEDONIAN_OROGENY, QUIET_GOLDILOCKS)
    state = game.state

    assert game.map.landmasses == (("laurentia",), ("siberia",), ("gondwana", "baltica"))
    assert "round the globe (D3b)" in logged(game, "D3a")[0]
    assert rows(game) == {"baltica": 4, "laurentia": 4, "siberia": 4, "gondwana": 5}
    assert sorted(state.latitude_dice) == ["baltica", "laurentia", "siberia"]
    mountains = sorted(h for h, d in state.disks.items() if d is BLACK)
    assert mountains == ["gondwana:1", "gondwana:2", "siberia:0"]
    assert sorted(state.interlocked) == ["gondwana:middle", "gondwana:north"]
    at_an_action(game)


def test_d3_drift_by_swaps_places_with_the_neighbour(rules: RulesData) -> None:
    """D3: Baltica, alone on latitude 1, shares no latitude with anyone: heading west it swaps places
    with Laurentia, its western neighbour. Nothing joins, no disk moves, every die stays."""
    made = lay(
        table(rules),
        ["laurentia", "baltica", "siberia", "gondwana"],
        laurentia=(0, 4),
        baltica=(9, 1),
        siberia=(16, 4),
        gondwana=(24, 4),
    )
    before = dict(made.state.disks)
    game = play(made, CALEDONIAN_OROGENY, QUIET_GOLDILOCKS)

    assert game.state.craton_order == ["baltica", "laurentia", "siberia", "gondwana"]
    assert game.map.landmasses == (("baltica",), ("laurentia",), ("siberia",), ("gondwana",))
    assert rows(game) == {"baltica": 1, "laurentia": 4, "siberia": 4, "gondwana": 4}
    assert game.state.disks == before and game.state.interlocked == []
    assert "drifts west past Laurentia, and they swap places" in logged(game, "D3")[0]
    at_an_action(game)


def test_d3_a1d_a_collision_needs_the_die_on_the_impacted_craton(rules: RulesData) -> None:
    """D3, A1d: Laurentia is joined to Siberia, which holds the continent's die: nothing moves."""
    made = lay(
        table(rules),
        ["siberia", "baltica", "gondwana"],
        laurentia=(0, 4),
        siberia=(6, 4),
        baltica=(16, 4),
        gondwana=(24, 4),
    )
    placements = made.state.placements
    game = play(made, CAMP, QUIET_GOLDILOCKS)
    assert game.state.placements == placements
    assert "holds no latitude die: the event does not occur (A1d)" in logged(game, "D3")[0]
    at_an_action(game)


# -- D1 drift ------------------------------------------------------------------------------------


def test_d1_r68_drift_north_stops_at_latitude_1_and_moves_the_whole_continent(rules: RulesData) -> None:
    """D1, D1a, R68: two latitudes north from 2 goes only to 1. Laurentia holds the die of its continent
    with Baltica, so both move; creeples and disks keep their hexes."""
    made = too_cold(
        lay(
            table(rules),
            ["laurentia", "siberia", "gondwana"],
            laurentia=(0, 2),
            baltica=(6, 2),
            siberia=(16, 4),
            gondwana=(24, 4),
        )
    )
    made.creeple("black", "archetype", "baltica:3")
    game = play(made, ZANCLEAN_FLOOD, LAURENTIA_NORTH_2)

    assert rows(game) == {"laurentia": 1, "baltica": 1, "siberia": 4, "gondwana": 4}
    assert game.map.landmasses == (("laurentia", "baltica"), ("siberia",), ("gondwana",))
    assert [c.hex for c in game.state.creeples if c.colour is PlayerColour.BLACK] == ["baltica:3"]
    assert game.state.disks["baltica:0"] is DiskColour.WHITE
    assert "as far as the die may go, R68" in logged(game, "D1")[0]
    at_an_action(game)


@pytest.mark.parametrize(("face", "after"), [(4, 6), (5, 6), (6, 6)])
def test_d1_drift_south_never_takes_the_die_past_6(rules: RulesData, face: int, after: int) -> None:
    """D1, D1a, R68: two latitudes south: from 4 to 6, from 5 only to 6, and from 6 not at all."""
    made = too_cold(
        lay(
            table(rules),
            ["laurentia", "baltica", "siberia", "gondwana"],
            laurentia=(0, 4),
            baltica=(8, 4),
            siberia=(16, 4),
            gondwana=(24 + face % 2, face),
        )
    )
    game = play(made, ZANCLEAN_FLOOD, GONDWANA_SOUTH_2)
    assert rows(game)["gondwana"] == after
    assert game.state.craton_order[-1] == "gondwana"
    if face == after:
        assert "cannot drift south: its die already reads 6 (R68)" in logged(game, "D1")[0]
    at_an_action(game)


def test_d1_a1d_drift_is_cancelled_when_the_craton_holds_no_die(rules: RulesData) -> None:
    """D1, A1d: Laurentia is joined to Baltica, which holds their die: the drift does not happen."""
    made = too_cold(
        lay(
            table(rules),
            ["baltica", "siberia", "gondwana"],
            laurentia=(1, 3),
            baltica=(7, 3),
            siberia=(16, 4),
            gondwana=(24, 4),
        )
    )
    placements = made.state.placements
    game = play(made, ZANCLEAN_FLOOD, LAURENTIA_NORTH_2)
    assert game.state.placements == placements
    assert logged(game, "D1") == [
        "The drift 2 latitudes north hits Laurentia, which holds no latitude die: it is cancelled (A1d)."
    ]
    at_an_action(game)


# -- D2 crater ---------------------------------------------------------------------------------


@pytest.mark.parametrize("face", [1, 2, 3, 4, 5, 6])
def test_d2_the_crater_falls_on_the_biome_the_die_shows(rules: RulesData, face: int) -> None:
    """D2, R38: the stacked die picks a biome of Baltica, the biosphere card's craton (A1d, R45); a black
    Damocles disk comes from the Atmosphere.
    The roll is a reveal, so undo never goes back across it."""
    made = table(rules).dice(face)
    game = play(made, FUNGAL_SPIKE, BALTICA_CRATER)
    state = game.state
    assert state.disks[f"baltica:{face}"] is BLACK
    assert climate.count(state, climate.ATMOSPHERE, BLACK) == 2
    assert state.reveals == 3  # the ET card, the biosphere card and the crater die
    assert f"the die shows {face}, biome baltica:{face}" in logged(game, "D2")[0]
    at_an_action(game)


def test_d2_r39_a_crater_on_a_mountain_changes_nothing(rules: RulesData) -> None:
    """D2, R39: a crater on a biome already a mountain takes no disk from the Atmosphere."""
    made = table(rules).dice(3)
    made.move_disks(BLACK, climate.ATMOSPHERE, "baltica:3")
    game = play(made, FUNGAL_SPIKE, BALTICA_CRATER)
    assert game.state.disks["baltica:3"] is BLACK
    assert climate.count(game.state, climate.ATMOSPHERE, BLACK) == 2
    assert any("No black disk moves for the crater on baltica:3" in t for t in logged(game, "D2"))
    at_an_action(game)


def test_d2_r39_r40_a_crater_on_a_forest_liberates_it_and_endangers_its_creeple(rules: RulesData) -> None:
    """D2, R39, R40: the crater on a forest sends the green disk to the Oxygen; the archetype living there
    cannot live on a mountain (R15) and lies down at once."""
    made = table(rules).dice(4)
    made.move_disks(GREEN, climate.OXYGEN, "baltica:4")
    made.creeple("black", "archetype", "baltica:4")
    game = play(made, FUNGAL_SPIKE, BALTICA_CRATER)
    assert game.state.disks["baltica:4"] is BLACK
    assert climate.count(game.state, climate.OXYGEN) == 14
    (archetype,) = [c for c in game.state.creeples if c.colour is PlayerColour.BLACK]
    assert archetype.endangered
    at_an_action(game)


# -- D4 Pangea rift -----------------------------------------------------------------------------


def test_d4_r47_a_three_craton_pangea_rifts_in_order_with_dice_clamped_to_6(rules: RulesData) -> None:
    """D4, R47, R48: Laurentia, Baltica and Siberia, joined in a chain sloping south to latitude 7, part
    in their west-to-east order; each has a die, Siberia's set back to 6, and their shelves are free."""
    made = lay(
        table(rules),
        ["laurentia", "gondwana"],
        laurentia=(1, 5),
        baltica=(6, 6),
        siberia=(11, 7),
        gondwana=(20, 4),
    )
    made.interlocked("laurentia:middle", "laurentia:south", "baltica:middle", "baltica:south")
    for shelf in ("laurentia:south", "baltica:south"):  # their disks went home when they were subducted
        made.move_disks(GREEN, shelf, climate.OXYGEN).move_disks(BLACK, shelf, climate.ATMOSPHERE)
    game = play(made, PANGEA_RIFT)

    assert game.map.landmasses == (("laurentia",), ("baltica",), ("siberia",), ("gondwana",))
    assert rows(game) == {"laurentia": 5, "baltica": 6, "siberia": 6, "gondwana": 4}
    assert sorted(game.state.latitude_dice) == ["baltica", "gondwana", "laurentia", "siberia"]
    assert game.state.interlocked == []
    assert "Siberia on 6, from 7 (D4)" in logged(game, "D4")[-1]
    at_an_action(game)


def test_d4_r67_the_medea_orders_two_cratons_in_one_column(rules: RulesData) -> None:
    """D4, R67: Laurentia and Baltica, joined through Siberia, have their centres in one column; the
    Medea says which lies further west once they part."""
    made = lay(
        table(rules),
        ["siberia", "gondwana"],
        laurentia=(1, 1),
        baltica=(1, 5),
        siberia=(5, 3),
        gondwana=(14, 4),
    )
    game = play(made, PANGEA_RIFT)
    decision = game.decision
    assert decision is not None and decision.rule == "D4"
    assert decision.player is disks.medea(game.state)
    assert decision.keys == ("laurentia", "baltica")
    game.answer("baltica")

    assert game.state.craton_order == ["baltica", "laurentia", "siberia", "gondwana"]
    assert rows(game) == {"laurentia": 1, "baltica": 5, "siberia": 3, "gondwana": 4}
    at_an_action(game)


def test_d4_without_a_pangea_nothing_rifts(rules: RulesData) -> None:
    """D4: two cratons joined are no Pangea; the continent stays whole."""
    made = lay(
        table(rules),
        ["laurentia", "siberia", "gondwana"],
        laurentia=(0, 4),
        baltica=(6, 4),
        siberia=(16, 4),
        gondwana=(24, 4),
    )
    game = play(made, PANGEA_RIFT)
    assert game.map.landmasses[0] == ("laurentia", "baltica")
    assert logged(game, "D4") == ["No continent joins three or more cratons: there is no Pangea to rift."]
    at_an_action(game)


# -- landmasses follow the placements ----------------------------------------------------------


def test_d3e_landmasses_follow_the_placements_and_are_never_shared_with_a_clone(rules: RulesData) -> None:
    """D3e: the landmasses come from the placements; a clone that joins two cratons does not change the
    landmasses of the game it was cloned from, and setup is already laid out as the tectonics lay it."""
    game = Game.new(rules, players=3, seed=4, mode=GameMode.ACHTERBAHN)
    assert len(game.map.landmasses) == 4
    twin = game.clone()
    by_craton = {p.craton: p for p in twin.state.placements}
    first, second = twin.state.craton_order[:2]
    west = by_craton[first]
    twin.state.placements = tuple(
        Placement(p.craton, west.column + 6, p.row) if p.craton == second else p for p in twin.state.placements
    )
    assert twin.map.landmasses[0] == (first, second)
    assert len(game.map.landmasses) == 4
    assert lay_out([(p,) for p in sorted(game.state.placements, key=lambda p: p.column)]) == game.state.placements

"""The disk ledger: one climate disk moved at a time, with the rules every move shares (B7, D10f, D10g,
D12-D14, R38-R44).

Positions start from a real Achterbahn setup (C1): the four cratons at latitude 4, west to east Siberia,
Laurentia, Gondwana, Baltica; a black disk on Siberia's centre and white ones on the other three centres;
a black disk on every shelf with a bloom on each south shelf; 14 green disks on the Oxygen, 6 white on the
Clouds, 3 black and 3 white in the Atmosphere. Green holds the Medea (lowest skeletal number, C1d).
"""

from __future__ import annotations

from collections import Counter

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import DiskColour, PlayerColour
from megafauna_tui.rules import climate
from megafauna_tui.rules.achterbahn import SETUP_SPACING
from megafauna_tui.rules.decisions import Decision, DecisionKind
from megafauna_tui.rules.disks import MoveDisk, medea
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.flow import TurnFlow
from megafauna_tui.rules.frame import Frame
from megafauna_tui.rules.geometry import Placement
from megafauna_tui.rules.scenario import Table
from megafauna_tui.rules.state import GameMode, Phase, ShelfState

GREEN, WHITE, BLACK = DiskColour.GREEN, DiskColour.WHITE, DiskColour.BLACK
WEST_TO_EAST = ("siberia", "laurentia", "gondwana", "baltica")
#: The 42 disks of the game (B7), by colour, as setup deals them.
ALL_DISKS = Counter({GREEN: 18, WHITE: 12, BLACK: 12})


def achterbahn(rules: RulesData, players: tuple[str, ...] = ("black", "orange", "green")) -> Table:
    """An Achterbahn table as C1 sets it up, the cratons in a fixed order (see the module docstring)."""
    table = Table(rules, list(players), mode=GameMode.ACHTERBAHN)
    return table.cratons(*(Placement(c, i * SETUP_SPACING, 4) for i, c in enumerate(WEST_TO_EAST)))


NORTH, MIDDLE, SOUTH = ([f"{c}:{p}" for c in WEST_TO_EAST] for p in ("north", "middle", "south"))

#: Where ``load`` finds the disks a reservoir lacks, first to last: the blooms' green, the centres' ice (then the
#: other reservoir's white), the north shelves' carbon, Siberia's mountain, then the south shelves' carbon.
SOURCES: dict[DiskColour, tuple[str, ...]] = {
    GREEN: (*SOUTH,),
    WHITE: ("laurentia:0", "gondwana:0", "baltica:0", "clouds", "atmosphere"),
    BLACK: (*NORTH, "siberia:0", *SOUTH),
}
WEEDS = ("siberia:2", "laurentia:2", "gondwana:1", "siberia:5")
#: Where ``load`` leaves the disks a reservoir sheds, first to last: green blooms on the north shelves, then
#: forests on swamps and weeds; white ice on the seas, then on weeds; black carbon on the middle shelves. No
#: creeple of the tests that load a reservoir stands there.
SINKS: dict[DiskColour, tuple[str, ...]] = {
    GREEN: (*NORTH, "siberia:1", "laurentia:1", "gondwana:3", "gondwana:6", "baltica:2", "baltica:6", *WEEDS),
    WHITE: ("siberia:3", "siberia:4", "laurentia:3", "gondwana:2", "gondwana:5", "baltica:1", "baltica:3"),
    BLACK: (*MIDDLE,),
}


def load(table: Table, reservoir: str, disks: int, colour: DiskColour) -> Table:
    """The reservoir holds exactly this many disks, all of this colour, for a reading a test needs: each disk
    it lacks comes from the first place of ``SOURCES`` holding one, each disk it sheds goes to the first place
    of ``SINKS`` with room for it (a south shelf gives up its black disk once its bloom's green went there).
    The other reservoirs keep theirs (white disks come from them once the centres' ice is gone), and every disk
    stays in the game (B7)."""
    state = table.state
    for shed in [d for d in state.reservoirs[reservoir] if d is not colour]:
        table.move_disks(shed, reservoir, next(p for p in SINKS[shed] if _room(table, p, shed)))
    while (held := len(state.reservoirs[reservoir])) != disks:
        if held > disks:
            table.move_disks(colour, reservoir, next(p for p in SINKS[colour] if _room(table, p, colour)))
            continue
        source = next(p for p in SOURCES[colour] if p != reservoir and _top(table, p, colour))
        if colour is BLACK and (shelf := state.shelf(source)) is not None and shelf.bloom:
            table.move_disks(GREEN, source, next(p for p in SINKS[GREEN] if _room(table, p, GREEN)))
        table.move_disks(colour, source, reservoir)
    return table


def runaway(table: Table) -> Table:
    """13 disks in the Atmosphere, full (R41, D10h): the carbon of the four north shelves and the ice of the three
    white centres went up; the Oxygen and the Clouds are as setup left them."""
    for shelf in NORTH:
        table.move_disks(BLACK, shelf, climate.ATMOSPHERE)
    for centre in ("laurentia:0", "gondwana:0", "baltica:0"):
        table.move_disks(WHITE, centre, climate.ATMOSPHERE)
    return table


def _top(table: Table, place: str, colour: DiskColour) -> bool:
    """Whether a disk of this colour can be taken from the place (a bloom's black lies under its green)."""
    if place in climate.RESERVOIRS:
        return colour in table.state.reservoirs[place]
    shelf = table.state.shelf(place)
    if shelf is not None:
        return colour in shelf.disks
    return table.state.disks.get(place) is colour


def _room(table: Table, place: str, colour: DiskColour) -> bool:
    """Whether the place may take a disk of this colour: a bare biome, or a shelf with room for it (D10g)."""
    shelf = table.state.shelf(place)
    if place in NORTH + MIDDLE + SOUTH:
        stack = [] if shelf is None else shelf.disks
        return stack == [] if colour is BLACK else colour is GREEN and stack == [BLACK]
    return place not in table.state.disks


def resolving(table: Table, *frames: Frame) -> Game:
    """Resolve these frames in the event phase (the first one given runs first), then the actions begin."""
    return table.game(*reversed(frames), phase=Phase.EVENTS, then="actions")


def medea_asks(game: Game, kind: DecisionKind) -> Decision:
    """The pending decision, which must be the Medea's of this kind."""
    decision = game.decision
    assert decision is not None and decision.kind is kind, decision
    assert decision.player is medea(game.state)
    return decision


def settled(game: Game) -> bool:
    """The events are over: the first player is choosing an action."""
    return game.decision is not None and game.decision.kind is DecisionKind.ACTION


def every_disk(game: Game) -> Counter[DiskColour]:
    """The disks on the reservoirs, the biomes and the shelves: always the 42 of B7."""
    state = game.state
    found: Counter[DiskColour] = Counter()
    for disks in state.reservoirs.values():
        found.update(disks)
    found.update(state.disks.values())
    for shelf in state.shelves:
        found.update(shelf.disks)
    return found


def logged(game: Game, rule: str) -> list[str]:
    return [entry.text for entry in game.state.log if entry.rule == rule]


def move(
    colour: DiskColour, source: str, destination: str, why: str = "a test event", *, stand_in: bool = True
) -> MoveDisk:
    """A reservoir event's move (D10)."""
    return MoveDisk(colour, source, destination, "D10", why, stand_in=stand_in)


# -- R39 the Damocles hierarchy ------------------------------------------------------------


def test_r39_black_on_white_liberates_the_white_first_and_endangers_at_once(rules: RulesData) -> None:
    """R39, D12d: a black disk degassed onto Laurentia's ice liberates the white one (the Medea sends it to
    the Clouds, D13), then makes the hex a mountain: Black's archetype there lies down at once (R40)."""
    table = achterbahn(rules)
    table.species("black", "archetype").creeple("black", "archetype", "laurentia:0")
    game = resolving(table, MoveDisk(BLACK, "atmosphere", "laurentia:0", "D2", "a crater"))

    choice = medea_asks(game, DecisionKind.MEDEA_PLACE)
    assert choice.rule == "D13" and choice.keys == ("clouds", "atmosphere")
    game.answer("clouds")

    assert settled(game)
    state = game.state
    assert state.disks["laurentia:0"] is BLACK
    assert climate.count(state, "clouds") == 7
    assert climate.count(state, "atmosphere", BLACK) == 2
    assert state.creeples[0].endangered
    assert logged(game, "D2") == [
        "Liberated a white disk from weeds laurentia:0 to the Clouds (the white disk displaced from laurentia:0).",
        "Degassed a black disk from the Atmosphere to weeds laurentia:0 (a crater).",
        "Black's archetype in laurentia:0 can no longer live there and is Endangered.",
    ]
    assert every_disk(game) == ALL_DISKS


def test_r39_a_crater_on_a_mountain_changes_nothing_and_takes_no_disk(rules: RulesData) -> None:
    """R39: Siberia's centre already holds a black disk; a crater there leaves the Atmosphere as it was."""
    game = resolving(achterbahn(rules), MoveDisk(BLACK, "atmosphere", "siberia:0", "D2", "a crater"))
    assert settled(game)
    assert climate.count(game.state, "atmosphere", BLACK) == 3
    assert game.state.disks["siberia:0"] is BLACK
    assert logged(game, "D2") == [
        "No black disk moves for a crater: mountain siberia:0 (on weeds) already holds a black disk (R39)."
    ]


def test_r39_d12d_white_never_lands_on_white_or_black_and_green_only_on_a_bare_biome(rules: RulesData) -> None:
    """R39, D12d, D10f: the Medea is offered for a white disk every biome but the four centres (white or black);
    with a forest on Baltica 1 a white disk may land on it, a green one may not."""
    table = achterbahn(rules).move_disks(GREEN, "oxygen", "baltica:1")
    game = resolving(table, move(WHITE, "clouds", "continental"))
    white_places = set(medea_asks(game, DecisionKind.MEDEA_PLACE).keys)
    assert white_places == set(game.hexes) - {"siberia:0", "laurentia:0", "gondwana:0", "baltica:0"}
    assert "baltica:1" in white_places

    table = achterbahn(rules).move_disks(GREEN, "oxygen", "baltica:1")
    game = resolving(table, move(GREEN, "oxygen", "continental"))
    green_places = set(medea_asks(game, DecisionKind.MEDEA_PLACE).keys)
    assert green_places == white_places - {"baltica:1"}


# -- D10g offshore slots, D12b, D12c -----------------------------------------------------------


def test_d10g_r44_a_black_disk_with_no_free_shelf_stays_in_the_atmosphere(rules: RulesData) -> None:
    """D10g, R44: one black disk per shelf; with every shelf of the four cratons holding one, the black disk
    an event sends offshore stays in the Atmosphere and the rest of the card goes on."""
    table = achterbahn(rules)
    for craton in WEST_TO_EAST[:3]:  # the Atmosphere's three black disks, and Siberia's mountain: B7 keeps 12
        table.move_disks(BLACK, "atmosphere", f"{craton}:middle")
    table.move_disks(BLACK, "siberia:0", "baltica:middle")
    game = resolving(table, move(BLACK, "atmosphere", "offshore", "azolla bloom"))
    assert settled(game)
    assert climate.count(game.state, "atmosphere") == 3
    assert logged(game, "D10") == [
        "No black disk moves for azolla bloom: no offshore slot can take it (D10g, D12c).",
    ]


def test_d10g_a_black_disk_goes_only_to_a_bare_shelf_and_a_green_only_onto_black(rules: RulesData) -> None:
    """D10g: the middle shelves are bare slots for black; only the north shelves (black, no green) take a
    green bloom."""
    game = resolving(achterbahn(rules), move(BLACK, "atmosphere", "offshore"))
    assert set(medea_asks(game, DecisionKind.MEDEA_PLACE).keys) == {f"{c}:middle" for c in WEST_TO_EAST}
    game.answer("gondwana:middle")
    assert settled(game) and game.state.shelf("gondwana:middle") == ShelfState("gondwana", "middle", [BLACK])

    game = resolving(achterbahn(rules), move(GREEN, "oxygen", "offshore"))
    assert set(medea_asks(game, DecisionKind.MEDEA_PLACE).keys) == {f"{c}:north" for c in WEST_TO_EAST}
    game.answer("siberia:north")
    shelf = game.state.shelf("siberia:north")
    assert shelf is not None and shelf.bloom and every_disk(game) == ALL_DISKS


def test_d12c_a_green_disk_with_no_black_shelf_to_bloom_on_is_cancelled(rules: RulesData) -> None:
    """D12c: with no shelf holding a lone black disk (the north ones gone), the plankton has nowhere to go."""
    table = achterbahn(rules)
    for craton in WEST_TO_EAST:  # the north shelves' carbon went up into the Atmosphere
        table.move_disks(BLACK, f"{craton}:north", "atmosphere")
    game = resolving(table, move(GREEN, "oxygen", "offshore", "great ordovician biodiversification"))
    assert settled(game)
    assert climate.count(game.state, "oxygen") == 14
    assert logged(game, "D10") == [
        "No green disk moves for great ordovician biodiversification: no offshore slot can take it (D10g, D12c).",
    ]


def test_d12b_liberating_a_blooms_black_disk_takes_the_green_along_and_endangers_its_swimmers(
    rules: RulesData,
) -> None:
    """D12b, R40, R49: the Medea liberates the black disk under Laurentia's bloom: its green goes to the
    Oxygen, and Orange's swimmer on the bloom lies down where it is."""
    table = achterbahn(rules)
    table.species("orange", "swimmer").creeple("orange", "swimmer", "laurentia:south")
    game = resolving(table, move(BLACK, "offshore", "atmosphere", "hypercapnia"))
    sources = medea_asks(game, DecisionKind.MEDEA_SOURCE)
    assert set(sources.keys) == {f"{c}:{p}" for c in WEST_TO_EAST for p in ("north", "south")}
    game.answer("laurentia:south")

    assert settled(game)
    state = game.state
    assert state.shelf("laurentia:south") is None
    assert climate.count(state, "oxygen") == 15 and climate.count(state, "atmosphere", BLACK) == 4
    swimmer = state.creeples[0]
    assert swimmer.hex == "laurentia:south" and swimmer.endangered
    assert logged(game, "D12b") == [
        "Orange's swimmer in laurentia:south can no longer live there and is Endangered.",
        "Liberated a green disk from the shelf laurentia:south to the Oxygen (the plankton die-off).",
    ]
    assert every_disk(game) == ALL_DISKS


# -- R41 a full Atmosphere ------------------------------------------------------------------


def full_atmosphere(table: Table) -> Table:
    """13 disks in the Atmosphere (R41), the Clouds as setup left them: the white disks of Baltica's and
    Gondwana's centres, and the black disks of three north shelves and of two south ones (their blooms to
    the Oxygen), go up; Laurentia's ice, Siberia's mountain and Gondwana's north shelf stay."""
    table.move_disks(WHITE, "baltica:0", "atmosphere").move_disks(WHITE, "gondwana:0", "atmosphere")
    for shelf in ("siberia:north", "laurentia:north", "baltica:north", "siberia:south", "laurentia:south"):
        if shelf.endswith("south"):
            table.move_disks(GREEN, shelf, "oxygen")
        table.move_disks(BLACK, shelf, "atmosphere")
    return table


def test_r41_a_full_atmosphere_takes_no_disk_and_sends_a_displaced_white_to_the_clouds(rules: RulesData) -> None:
    """R41: with 13 disks in the Atmosphere a continental black disk stays on its mountain; a white disk
    knocked off Laurentia's ice by a black disk from a shelf goes to the Clouds with no choice left."""
    game = resolving(full_atmosphere(achterbahn(rules)), move(BLACK, "continental", "atmosphere", "ring of fire"))
    assert settled(game)
    assert game.state.disks["siberia:0"] is BLACK
    assert logged(game, "D10") == ["No black disk moves for ring of fire: the Atmosphere is full (R41)."]

    game = resolving(full_atmosphere(achterbahn(rules)), move(BLACK, "offshore", "laurentia:0", "tethys closing"))
    game.answer("gondwana:north")
    assert settled(game)  # no Clouds-or-Atmosphere question: only the Clouds has room
    assert game.state.disks["laurentia:0"] is BLACK
    assert climate.count(game.state, "clouds") == 7
    assert climate.count(game.state, "atmosphere") == 13


# -- D13 and R42 the cloud seed ------------------------------------------------------------------


def test_d13_r42_a_printed_reservoir_wins_and_the_split_icon_is_the_medeas_choice(rules: RulesData) -> None:
    """R42, D13: a white disk liberated towards the Atmosphere goes there with no question; one liberated
    towards the split Clouds/Atmosphere icon lets the Medea choose."""
    game = resolving(achterbahn(rules), move(WHITE, "continental", "atmosphere", "permafrost thaw"))
    assert medea_asks(game, DecisionKind.MEDEA_SOURCE).keys == ("baltica:0", "gondwana:0", "laurentia:0")
    game.answer("gondwana:0")
    assert settled(game)
    assert climate.count(game.state, "atmosphere", WHITE) == 4 and climate.count(game.state, "clouds") == 6

    game = resolving(achterbahn(rules), move(WHITE, "continental", "clouds_or_atmosphere", "meltwater pulse"))
    game.answer("gondwana:0")
    choice = medea_asks(game, DecisionKind.MEDEA_PLACE)
    assert choice.rule == "D13" and choice.keys == ("clouds", "atmosphere")
    game.answer("clouds")
    assert settled(game) and climate.count(game.state, "clouds") == 7


# -- D14 and R43 stand-ins -------------------------------------------------------------------------


def test_d14_r43_an_empty_reservoir_is_made_good_from_another_reservoir(rules: RulesData) -> None:
    """D14, R43: the Clouds hold no white disk, so the Medea must take the white disk for the ice from the
    Atmosphere, the only other reservoir holding one."""
    table = achterbahn(rules).move_disks(WHITE, "clouds", "atmosphere", 6)
    game = resolving(table, move(WHITE, "clouds", "continental", "snowball earth"))
    assert game.decision is not None and game.decision.kind is DecisionKind.MEDEA_PLACE
    game.answer("siberia:3")
    assert settled(game)
    assert game.state.disks["siberia:3"] is WHITE
    assert climate.count(game.state, "atmosphere", WHITE) == 8
    assert every_disk(game) == ALL_DISKS


def test_d14_r43_with_no_reservoir_holding_it_the_stand_in_comes_from_the_map(rules: RulesData) -> None:
    """D14, R43: no black disk in any reservoir: the Medea takes one from a mountain or a shelf, never from
    the place the event sends it to, and it keeps its colour."""
    # No position a game reaches has every black disk on the map and only these nine places holding one (B7),
    # so the builder refuses it: the state is edited, with the Atmosphere's three black disks out of the game.
    paused = achterbahn(rules).game(phase=Phase.EVENTS, then=None)
    paused.state.reservoirs["atmosphere"] = [WHITE] * 6
    paused.state.stack = [TurnFlow(next="actions"), move(BLACK, "atmosphere", "continental", "coal forests")]
    game = Game(rules, paused.state)
    stand_in = medea_asks(game, DecisionKind.MEDEA_SOURCE)
    assert stand_in.rule == "D14"
    assert set(stand_in.keys) == {"siberia:0"} | {f"{c}:{p}" for c in WEST_TO_EAST for p in ("north", "south")}
    game.answer("baltica:north")
    places = medea_asks(game, DecisionKind.MEDEA_PLACE).keys
    assert "siberia:0" not in places
    game.answer("baltica:4")
    assert settled(game)
    assert game.state.disks["baltica:4"] is BLACK and game.state.shelf("baltica:north") is None
    assert (
        logged(game, "D10")[-1] == "Moved a black disk from the shelf baltica:north to weeds baltica:4 (coal forests)."
    )


def test_d14_r43_an_empty_continent_is_made_good_too_and_a_gun_never_is(rules: RulesData) -> None:
    """D14, R43: no forest anywhere and no other reservoir with green: the Medea liberates a bloom's green
    instead. Under a gun icon (no stand-in) the same event moves nothing."""
    game = resolving(achterbahn(rules), move(GREEN, "continental", "oxygen", "fungal spike"))
    stand_in = medea_asks(game, DecisionKind.MEDEA_SOURCE)
    assert stand_in.rule == "D14" and set(stand_in.keys) == {f"{c}:south" for c in WEST_TO_EAST}
    game.answer("siberia:south")
    assert settled(game) and climate.count(game.state, "oxygen") == 15

    game = resolving(achterbahn(rules), move(GREEN, "continental", "oxygen", "coal seam fires", stand_in=False))
    assert settled(game) and climate.count(game.state, "oxygen") == 14
    assert logged(game, "D10") == ["No green disk moves for coal seam fires: there is no green disk on the continents."]


def test_d14_r43_no_disk_of_the_colour_anywhere_means_no_move(rules: RulesData) -> None:
    """R43: every black disk is in the Atmosphere, the event's destination, so none can be liberated from
    the shelves and nothing moves."""
    table = achterbahn(rules).bare_map().reservoir("atmosphere", black=12)
    table.reservoir("oxygen", green=18).reservoir("clouds", white=9).disk("laurentia:0", WHITE)
    table.disk("gondwana:0", WHITE).disk("baltica:0", WHITE)
    game = resolving(table, move(BLACK, "offshore", "atmosphere", "iapetus widening"))
    assert settled(game) and every_disk(game) == ALL_DISKS
    assert logged(game, "D10") == ["No black disk moves for iapetus widening: there is no black disk on the shelves."]


def test_d12_the_medea_holds_the_choices(rules: RulesData) -> None:
    """D12, E8: the holder of the Medea card, not the player about to act, picks the biome."""
    table = achterbahn(rules, ("black", "orange"))
    game = resolving(table, move(GREEN, "oxygen", "continental"))
    assert medea(game.state) is PlayerColour.ORANGE  # the lower skeletal number (C1d)
    assert medea_asks(game, DecisionKind.MEDEA_PLACE).player is PlayerColour.ORANGE

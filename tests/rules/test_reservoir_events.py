"""Reservoir and windy events played from the real cards (D10-D14), and claiming the Medea (E8).

Positions start from the Achterbahn setup described in test_disks.py (Green holds the Medea when
Green plays, else the lowest skeletal number among the players). ``events_of`` reveals a card and
resolves every event printed on it, gates included (D10c-D10e), as the event phase does.
"""

from __future__ import annotations

import random

import pytest

from megafauna_tui.data.events import ReservoirShift
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import Condition, DiskColour, PlayerColour
from megafauna_tui.rules import climate
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.disks import medea
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.medea import CLAIM
from megafauna_tui.rules.reservoir_events import GunEvent, resolve_reservoir
from megafauna_tui.rules.scenario import Table
from megafauna_tui.rules.scoring import final_score
from megafauna_tui.rules.state import Phase
from megafauna_tui.savefile import dumps, loads
from tests.rules.test_disks import (
    ALL_DISKS,
    WEST_TO_EAST,
    achterbahn,
    every_disk,
    logged,
    medea_asks,
    resolving,
    settled,
)

GREEN, WHITE, BLACK = DiskColour.GREEN, DiskColour.WHITE, DiskColour.BLACK
TWO = ("black", "orange")  # no Player Green: Orange holds the Medea and no gun ricochets (D10b)
CENTRES = {"siberia:0", "laurentia:0", "gondwana:0", "baltica:0"}
SHELVES = {f"{c}:{p}" for c in ("siberia", "laurentia", "gondwana", "baltica") for p in ("north", "south")}

MEGAMONSOON = 16
METHANE_SEEPS = 17
MELTWATER_PULSE = 27
COAL_FORESTS = 28
GLACIAL_RETREAT = 32
WETLANDS_EUTROPHICATION = 34
AZOLLA_BLOOM = 35
CO2_DESERT = 40
KATABATIC_WINDS = 42
CIRCUMPOLAR_CURRENT = 46


def events_of(table: Table, card: int) -> Game:
    """The event phase with this card just revealed (as the ET card, or as the biosphere card of a stable
    turn's neighbour): its events resolve in order (A1e), then the actions begin."""
    return table.play(card, then="actions")


#: A gun shooting the shelves' carbon into the Atmosphere, as a card could print it (D10a). None of our cards does
#: (edition 3: the methane seeps, one disk at a time), so the gun's rules are shown on it by hand.
SHELF_CARBON_GUN = ReservoirShift.model_validate(
    {"kind": "reservoir", "disk": "black", "source": "offshore", "destination": "atmosphere", "gun": True}
)


def shelf_gun(table: Table, rules: RulesData) -> Game:
    """The event phase resolving ``SHELF_CARBON_GUN`` (under the methane seeps' name), then the actions."""
    frame = resolve_reservoir(achterbahn(rules, TWO).game(phase=Phase.EVENTS, then="actions"), SHELF_CARBON_GUN, 17)
    assert frame is not None
    return resolving(table, frame)


#: Where the green disks go when a test lowers the Oxygen: blooms on the north shelves, then forests on weeds.
GREEN_SINKS = ("siberia:north", "laurentia:north", "gondwana:north", "baltica:north")
GREEN_SINKS += ("siberia:2", "laurentia:2", "gondwana:1", "baltica:3")


def lower_oxygen(table: Table, disks: int) -> Table:
    """The Oxygen down to this many green disks from setup's 14, the others blooming on the north shelves, then
    growing forests on weeds (none on a sea)."""
    for place in GREEN_SINKS[: 14 - disks]:
        table.move_disks(GREEN, climate.OXYGEN, place)
    return table


def answer_all(game: Game, kind: DecisionKind) -> int:
    """Answer the first option of every pending decision of this kind; how many there were."""
    count = 0
    while game.decision is not None and game.decision.kind is kind:
        game.answer(game.decision.keys[0])
        count += 1
    return count


# -- D10 one disk, D10f and D10g places -----------------------------------------------------------


def test_d10_d10g_azolla_bloom_buries_carbon_offshore_and_blooms_on_it(rules: RulesData) -> None:
    """D10, D10g, D12: azolla bloom moves one black disk from the Atmosphere to a bare shelf the Medea picks,
    then one green disk from the Oxygen onto a shelf with a lone black disk, which may be the new one."""
    game = events_of(achterbahn(rules, TWO), AZOLLA_BLOOM)
    black = medea_asks(game, DecisionKind.MEDEA_PLACE)
    assert black.player is PlayerColour.ORANGE
    assert set(black.keys) == {s.replace("north", "middle") for s in SHELVES if s.endswith("north")}
    game.answer("laurentia:middle")
    green = medea_asks(game, DecisionKind.MEDEA_PLACE)
    assert set(green.keys) == {"laurentia:middle"} | {s for s in SHELVES if s.endswith("north")}
    game.answer("laurentia:middle")

    assert settled(game)
    state = game.state
    shelf = state.shelf("laurentia:middle")
    assert shelf is not None and shelf.disks == [BLACK, GREEN]
    assert climate.count(state, "atmosphere") == 5 and climate.count(state, "oxygen") == 13
    assert logged(game, "D10") == [
        "Degassed a black disk from the Atmosphere to the shelf laurentia:middle (azolla bloom, #35).",
        "Degassed a green disk from the Oxygen to the shelf laurentia:middle (azolla bloom, #35).",
    ]
    assert every_disk(game) == ALL_DISKS


def test_d10f_coal_forests_land_on_a_biome_of_the_medeas_choice_one_disk_per_biome(rules: RulesData) -> None:
    """D10f, D12d: the green disk may go to any biome without a disk; the black one to any biome without a
    black disk, the new forest and the ice included (it would liberate them, R39)."""
    game = events_of(achterbahn(rules, TWO), COAL_FORESTS)
    green = medea_asks(game, DecisionKind.MEDEA_PLACE)
    assert set(green.keys) == set(game.hexes) - CENTRES
    game.answer("baltica:4")
    black = medea_asks(game, DecisionKind.MEDEA_PLACE)
    assert set(black.keys) == set(game.hexes) - {"siberia:0"}
    game.answer("baltica:5")
    assert settled(game)
    assert game.state.disks["baltica:4"] is GREEN and game.state.disks["baltica:5"] is BLACK


# -- D10a the gun, D10b the ricochet ---------------------------------------------------------------


def test_d10a_r41_a_pulled_gun_liberates_shelf_carbon_until_the_atmosphere_is_full(rules: RulesData) -> None:
    """D10a, R44, R41, D12b: the Medea pulls the trigger; one black disk after another leaves a shelf of her
    choice (blooms dying off with them) until the Atmosphere holds 13, and the eighth stays offshore. Without
    Player Green, no ricochet."""
    game = shelf_gun(achterbahn(rules, TWO), rules)
    trigger = medea_asks(game, DecisionKind.MEDEA_TRIGGER)
    assert trigger.keys == ("pull", "hold")
    assert trigger.options[0].label == "pull the trigger: every black disk on the shelves (8)"
    game.answer("pull")
    assert answer_all(game, DecisionKind.MEDEA_SOURCE) == 7

    assert settled(game)
    state = game.state
    assert climate.count(state, "atmosphere") == 13
    [kept] = state.shelves  # the one the Medea left where it was
    assert kept.disks[0] is BLACK
    assert climate.count(state, "oxygen") == 18 - (1 if kept.bloom else 0)  # the other blooms died off
    assert len(logged(game, "D10a")) == 8  # the trigger and seven moves
    assert logged(game, "R44") == ["No legal place remains: 1 black disk stays on the shelves (R41)."]
    assert medea(state) is PlayerColour.ORANGE and not logged(game, "D10b")
    assert every_disk(game) == ALL_DISKS


def test_d10a_holding_fire_moves_one_disk(rules: RulesData) -> None:
    """D10a: the Medea holds fire: one black disk leaves the shelf she picks, as in any reservoir event."""
    game = shelf_gun(achterbahn(rules, TWO), rules)
    game.answer("hold")
    assert set(medea_asks(game, DecisionKind.MEDEA_SOURCE).keys) == SHELVES
    game.answer("gondwana:north")
    assert settled(game)
    assert climate.count(game.state, "atmosphere") == 7 and game.state.shelf("gondwana:north") is None
    assert logged(game, "D10a") == ["The Medea (orange) holds fire: one black disk moves."]


def test_d10a_r43_r61_a_gun_with_nothing_to_shoot_asks_nothing_and_takes_no_stand_in(rules: RulesData) -> None:
    """R43, R61, D14: circumpolar current's gun finds no black disk in the Atmosphere: the Medea is not asked
    about the trigger and takes no stand-in from the map; the card's second event goes on (R44)."""
    table = achterbahn(rules, TWO).move_disks(WHITE, "clouds", "atmosphere", 3)
    for mountain in ("laurentia:1", "gondwana:1", "baltica:1"):  # the Atmosphere's black disks, on the continents
        table.move_disks(BLACK, "atmosphere", mountain)
    game = events_of(table, CIRCUMPOLAR_CURRENT)
    plankton = medea_asks(game, DecisionKind.MEDEA_PLACE)
    assert set(plankton.keys) == {s for s in SHELVES if s.endswith("north")}
    assert logged(game, "D10") == [
        "No black disk moves for circumpolar current, #46: there is no black disk in the Atmosphere."
    ]


def test_d10b_a_pulled_trigger_ricochets_the_medea_when_green_plays(rules: RulesData) -> None:
    """D10b, R61: Green, holding the Medea, fires the meltwater pulse gun, places every disk, and then must
    hand the card to another player, who makes the Medea's choices from then on."""
    game = events_of(achterbahn(rules), MELTWATER_PULSE)
    assert medea_asks(game, DecisionKind.MEDEA_TRIGGER).player is PlayerColour.GREEN
    game.answer("pull")
    for _ in range(3):
        if game.decision is not None and game.decision.kind is DecisionKind.MEDEA_SOURCE:
            game.answer(game.decision.keys[0])
        game.answer("clouds")
    ricochet = medea_asks(game, DecisionKind.MEDEA_RICOCHET)
    assert ricochet.rule == "D10b" and ricochet.keys == ("black", "orange")
    game.answer("orange")
    assert settled(game)
    assert medea(game.state) is PlayerColour.ORANGE
    assert not game.state.player(PlayerColour.GREEN).medea
    assert logged(game, "D10b") == ["Orange takes the Medea card from Green (the ricochet of the gun)."]


def test_d13_cloud_seed_gun_example_every_continental_white_disk_goes_where_the_medea_says(
    rules: RulesData,
) -> None:
    """D13 example, D10a: meltwater pulse liberates continental white disks to the Clouds or the Atmosphere
    with a gun; the Medea pulls the trigger and picks a reservoir for each of the three ice disks."""
    game = events_of(achterbahn(rules, TWO), MELTWATER_PULSE)
    game.answer("pull")
    chosen = {"baltica:0": "clouds", "gondwana:0": "atmosphere", "laurentia:0": "clouds"}
    for place, reservoir in chosen.items():
        if game.decision is not None and game.decision.kind is DecisionKind.MEDEA_SOURCE:
            assert game.decision.keys[0] == place
            game.answer(place)
        seed = medea_asks(game, DecisionKind.MEDEA_PLACE)
        assert seed.rule == "D13" and seed.keys == ("clouds", "atmosphere")
        game.answer(reservoir)
    assert settled(game)
    state = game.state
    assert not any(state.disks.get(c) is WHITE for c in CENTRES)
    assert climate.count(state, "clouds") == 8 and climate.count(state, "atmosphere", WHITE) == 4
    assert medea(state) is PlayerColour.ORANGE  # no Player Green: no ricochet (D10b)


def test_d10a_a_gun_in_the_middle_of_its_shot_saves_and_loads(rules: RulesData) -> None:
    """D10a, R61: a save taken between two disks of a pulled gun loads and goes on with the same shot."""
    game = shelf_gun(achterbahn(rules, TWO), rules)
    game.answer("pull")
    game.answer("siberia:north")
    copy, _ = loads(dumps(game), rules)
    gun = next(f for f in copy.state.stack if isinstance(f, GunEvent))
    assert gun.shooter is PlayerColour.ORANGE and gun.shots == 6
    assert game.decision is not None and copy.decision is not None
    assert copy.decision.keys == game.decision.keys
    assert answer_all(copy, DecisionKind.MEDEA_SOURCE) == 6
    assert settled(copy) and climate.count(copy.state, "atmosphere") == 13


# -- D10c, D10d gates: the rulebook's examples --------------------------------------------------------


@pytest.mark.parametrize("oxygen", [6, 14])
def test_d10c_eutrophication_example_needs_microbes(rules: RulesData, oxygen: int) -> None:
    """D10c example: wetlands eutrophication's microbe events happen only above 6 green disks on the Oxygen;
    its last event, with no icon, always does (a green disk onto a sea, the card's biome icon)."""
    game = events_of(lower_oxygen(achterbahn(rules, TWO), oxygen), WETLANDS_EUTROPHICATION)
    if oxygen == 6:
        gate = climate.GATE_WORDS[Condition.MICROBE]
        assert logged(game, "D10c") == [f"The reservoir event does not occur: {gate}."] * 2
        sea = medea_asks(game, DecisionKind.MEDEA_PLACE)
        assert set(sea.keys) == {"siberia:3", "siberia:4", "laurentia:3", "gondwana:2", "gondwana:5"}
    else:
        assert not logged(game, "D10c")
        bloom = medea_asks(game, DecisionKind.MEDEA_SOURCE)  # the first event's plankton leaves a bloom
        assert set(bloom.keys) == {s for s in SHELVES if s.endswith("south")}


@pytest.mark.parametrize("clouds", [3, 4])
def test_d10d_megamonsoon_example_three_white_disks_cancel_the_bracketed_events(rules: RulesData, clouds: int) -> None:
    """D10d example: with 3 white disks on the Clouds there is no precipitation and all three events of the
    megamonsoon are cancelled; with 4 it rains and the first asks the Medea for a biome."""
    game = events_of(achterbahn(rules, TWO).move_disks(WHITE, "clouds", "atmosphere", 6 - clouds), MEGAMONSOON)
    if clouds == 3:
        assert settled(game)
        gate = climate.GATE_WORDS[Condition.PRECIPITATION]
        assert logged(game, "D10d") == [f"The reservoir event does not occur: {gate}."] * 3
        assert climate.count(game.state, "oxygen") == 14 and not logged(game, "D10")
    else:
        assert medea_asks(game, DecisionKind.MEDEA_PLACE).prompt.startswith("Medea: where does the green disk")
        assert not logged(game, "D10d")


# -- D11 windy, D12 and D12a the rain shadow ----------------------------------------------------------


def test_d11_katabatic_winds_blow_both_ways_and_widen_the_rain_shadow(rules: RulesData) -> None:
    """D11, R46, D12a: after the windy event Siberia's mountain (latitude 4, wind blowing west) shades both
    its row neighbours, so the rain-shadow white disk may fall east of it as well; rafts sail both ways
    from latitude 5, which has no wind of its own."""
    game = events_of(achterbahn(rules, TWO), KATABATIC_WINDS)
    assert game.state.windy
    assert logged(game, "D11") == [
        "Windy: the wind blows east and west in every latitude for the rest of this turn (F5)."
    ]
    assert game.variant.raft_headings(game, "siberia:3") == ("east", "west")
    shadow = medea_asks(game, DecisionKind.MEDEA_PLACE)
    assert shadow.rule == "D12a" and set(shadow.keys) == {"siberia:2", "siberia:5"}


def test_d12_co2_desert_example_white_disk_in_a_rain_shadow_during_an_ice_age(rules: RulesData) -> None:
    """D12 example, D12a, D12d: in an Ice Age every centre holds a white or black disk, three mountains lie in
    the windless latitude 5 and two in windy ones; the Medea drops the white disk on the sea downwind of
    Gondwana's mountain, and Orange's swimmers there lie down (R40)."""
    table = achterbahn(rules, TWO).disk("siberia:0", WHITE).disk("gondwana:0", BLACK)
    north = ("baltica:north", "gondwana:north", "laurentia:north", "siberia:north")
    for shelf, hex_id in zip(north, ("baltica:1", "siberia:4", "laurentia:4", "gondwana:4"), strict=True):
        table.move_disks(BLACK, shelf, hex_id)
    table.move_disks(WHITE, "atmosphere", "clouds", 3)
    table.species("orange", "swimmer").creeple("orange", "swimmer", "gondwana:5")
    table.species("black", "swimmer").creeple("black", "swimmer", "siberia:3")
    game = events_of(table, CO2_DESERT)
    assert climate.readings(game).greenhouse.value == "ice_age"

    shadow = medea_asks(game, DecisionKind.MEDEA_PLACE)
    labels = {o.key: o.label for o in shadow.options}
    assert labels == {
        "gondwana:5": "sea gondwana:5 becomes ice; endangers Orange's swimmer",
        "baltica:6": "swamp baltica:6 becomes ice",
    }
    game.answer("gondwana:5")
    orange, black = game.state.creeples
    assert orange.endangered and not black.endangered
    assert game.state.disks["gondwana:5"] is WHITE
    # The card's second event liberates a green disk from the continents: none there, so a bloom's (D14).
    assert medea_asks(game, DecisionKind.MEDEA_SOURCE).rule == "D14"
    game.answer("baltica:south")
    assert settled(game) and every_disk(game) == ALL_DISKS


def test_d12a_no_rain_shadow_biome_left_cancels_the_event(rules: RulesData) -> None:
    """D12a: with Siberia's mountain gone, the only shade is the four centres, all holding a disk the white
    disk cannot land on: the event is cancelled and the Atmosphere keeps its disk."""
    table = achterbahn(rules, TWO).disk("siberia:0", WHITE).reservoir("atmosphere", black=4, white=2)
    game = events_of(table, CO2_DESERT)
    assert logged(game, "D10")[0] == "No white disk moves for CO2 desert, #40: no rain-shadow biome can take it (D12a)."
    assert climate.count(game.state, "atmosphere") == 6


def test_d13_a_glacial_retreat_lets_the_medea_seed_the_clouds_with_the_melted_ice(rules: RulesData) -> None:
    """D13: a white disk liberated 'for any reason' goes where the Medea chooses, and the retreat's card shows the
    split icon for it: the Medea picks the ice, then sends it to the Clouds, keeping it out of the Atmosphere."""
    game = events_of(achterbahn(rules, TWO), GLACIAL_RETREAT)
    game.answer("laurentia:0")
    choice = medea_asks(game, DecisionKind.MEDEA_PLACE)
    assert choice.rule == "D13" and choice.keys == ("clouds", "atmosphere")
    game.answer("clouds")
    assert climate.count(game.state, "atmosphere", WHITE) == 3 and climate.count(game.state, "clouds") == 7


def test_d10_a_hand_built_event_resolves_through_the_ledger(rules: RulesData) -> None:
    """D10, D12: an event no card prints (black disk from a shelf to the continents, onto a weeds hex) is
    resolved like any other: the Medea picks the shelf, then a weeds biome."""
    event = ReservoirShift.model_validate(
        {"kind": "reservoir", "disk": BLACK, "source": "offshore", "destination": "continental", "onto": "weeds"}
    )
    probe = achterbahn(rules, TWO).game(phase=Phase.EVENTS, then="actions")
    frame = resolve_reservoir(probe, event, METHANE_SEEPS)
    assert frame is not None
    game = resolving(achterbahn(rules, TWO), frame)
    game.answer("baltica:north")
    places = medea_asks(game, DecisionKind.MEDEA_PLACE).keys
    assert all(game.terrain[p].value == "weeds" for p in places) and "siberia:0" not in places
    game.answer(places[0])
    assert settled(game) and game.state.disks[places[0]] is BLACK


# -- E8 claiming the Medea -------------------------------------------------------------------------


def claim_table(rules: RulesData) -> Table:
    """Orange holds the Medea (C1d) and acts first; Black, a Lazarus with no creeple, acts second. It is the
    game's last turn: final scoring follows it."""
    table = achterbahn(rules, TWO).order("orange", "black")
    table.species("orange", "archetype").creeple("orange", "archetype", "laurentia:4")
    return table.era_ends(game=True)


def test_e8_claiming_the_medea_is_a_first_action_that_ends_the_action_phase(rules: RulesData) -> None:
    """E8, R51: the holder is not offered the claim; Black, a Lazarus, is, as his first action; claiming
    takes the card and ends his actions at once, and the Medea scores one tableau VP for its new holder."""
    game = claim_table(rules).game(phase=Phase.ACTIONS, then="actions")
    assert game.decision is not None and game.decision.player is PlayerColour.ORANGE
    assert CLAIM not in game.decision.keys
    game.answer("pass")

    assert game.decision is not None and game.decision.player is PlayerColour.BLACK
    assert game.state.player(PlayerColour.BLACK).lazarus
    claim = game.decision.option(CLAIM)
    assert claim is not None and claim.rule == "E8"
    game.answer(CLAIM)

    state = game.state
    assert medea(state) is PlayerColour.BLACK and not state.player(PlayerColour.ORANGE).medea
    texts = [e.text for e in state.log]
    claimed = texts.index("Black takes the Medea card from Orange (claimed with a whole action phase).")
    assert texts[claimed + 1] == "The Display is refreshed."  # Black's actions are over (E1e)
    # A7c: the game ended with this turn; the card is Black's only tableau VP, and Orange has lost it.
    assert game.over and state.scores is not None
    assert state.scores[PlayerColour.BLACK]["tableau"] == 1
    assert state.scores[PlayerColour.ORANGE]["tableau"] == 1  # the archetype's genotype alone
    assert final_score(game, PlayerColour.BLACK)["total"] == state.scores[PlayerColour.BLACK]["total"]


def test_e8_no_claim_after_another_action(rules: RulesData) -> None:
    """E8, R51: claiming needs the whole action phase, so it is gone once an action is spent."""
    table = claim_table(rules).order("black", "orange")
    table.species("black", "archetype").creeple("black", "archetype", "siberia:5")
    game = table.game(phase=Phase.ACTIONS, then="actions")
    assert game.decision is not None and CLAIM in game.decision.keys
    game.answer("populate")
    while game.decision is not None and game.decision.kind is not DecisionKind.ACTION:
        game.answer(game.decision.keys[0])
    assert game.decision is not None and game.decision.player is PlayerColour.BLACK
    assert CLAIM not in game.decision.keys


def test_e8_a8g_tooth_and_claw_has_no_medea_to_claim(rules: RulesData) -> None:
    """A8g, E8: tooth & claw plays without the Medea card: nobody holds it and no action claims it."""
    table = Table(rules, list(TWO))
    table.species("black", "archetype").creeple("black", "archetype", "siberia:6")
    game = table.game(phase=Phase.ACTIONS, then="actions")
    assert not any(p.medea for p in game.state.players)
    assert game.decision is not None and CLAIM not in game.decision.keys


# -- every card, any choice ----------------------------------------------------------------------------

#: Event kinds the rules core resolves today besides these: cards with nothing else are played in full below.
PLAYABLE_KINDS = {"reservoir", "windy", "mutagen", "radiation", "crowd_disease"}


def reservoir_cards(rules: RulesData) -> list[int]:
    return [
        n
        for n, card in sorted(rules.events.items())
        if any(e.kind == "reservoir" for e in card.events) and all(e.kind in PLAYABLE_KINDS for e in card.events)
    ]


@pytest.mark.parametrize("seed", range(4))
def test_d10_every_reservoir_card_keeps_the_42_disks_whatever_the_medea_chooses(rules: RulesData, seed: int) -> None:
    """D10, B7, R41, D10g: every card whose events are built, played from a shuffled climate with random
    answers (trigger, places, stand-ins, ricochet): the 42 disks stay in the game, the Atmosphere never holds
    more than 13, every shelf is one black disk with at most one green on it, and one player holds the Medea."""
    rng = random.Random(seed)
    cards = reservoir_cards(rules)
    assert len(cards) >= 25
    for number in cards:
        players = rng.choice([TWO, ("black", "orange", "green"), ("green", "white", "black", "orange")])
        table = achterbahn(rules, players)
        for _ in range(rng.randrange(12)):  # degas a few reservoir disks onto bare biomes
            name = rng.choice(climate.RESERVOIRS)
            held = table.state.reservoirs[name]
            bare = [h for h in (f"{c}:{i}" for c in WEST_TO_EAST for i in range(7)) if h not in table.state.disks]
            if held:
                table.move_disks(held[-1], name, rng.choice(bare))
        game = events_of(table, number)
        while game.decision is not None and game.decision.kind is not DecisionKind.ACTION:
            game.answer(rng.choice(game.decision.keys))
        after = game.state
        assert every_disk(game) == ALL_DISKS, number
        assert climate.count(after, "atmosphere") <= 13, number
        assert all(s.disks[0] is BLACK and s.disks[1:] in ([], [GREEN]) for s in after.shelves), number
        assert sum(p.medea for p in after.players) == 1, number

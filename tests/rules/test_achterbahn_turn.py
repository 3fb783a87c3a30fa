"""The Achterbahn turn: setup (C1), the event phase with its biosphere card (A1b-A1h, D10c-D10e, D10h),
actions and hearts read from the reservoirs (A2a, D7b), and the latitude strip's humidity and winds (G5,
F5, F5a, F5c, D11, R48, R49).

Positions are built with ``Table`` on an Achterbahn setup (C1 deals the disks, reservoirs and Medea). Where
a test needs the cratons in a known order it lays them as the rulebook's historical setup does, west to
east Laurentia, Baltica, Siberia, Gondwana, one hex apart (C1g).

Events whose own rules are built elsewhere (reservoir events, deluges, collisions...) are resolved here
by ``settled``, which logs each one as it comes up and settles it at once: these tests watch the phase
around the events (which cards, in which order, which gates), not the events themselves.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise

import pytest

from megafauna_tui.data.events import Event
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import DiskColour, GreenhouseLevel, OrganColour, PlayerColour, Shape
from megafauna_tui.rules import climate
from megafauna_tui.rules.achterbahn import SETUP_SPACING
from megafauna_tui.rules.actions import ActionPhase, PlayerTurn
from megafauna_tui.rules.board import humidity
from megafauna_tui.rules.contests import herbivore_contest
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.disks import MoveDisk
from megafauna_tui.rules.dispersal import headings, reachable
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.event_phase import RESOLVERS, EventPhase, MutagenEvent
from megafauna_tui.rules.frame import Frame
from megafauna_tui.rules.geometry import HexId, Placement
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.scenario import Card, Table
from megafauna_tui.rules.state import GameMode, Phase
from megafauna_tui.rules.words import counted
from tests.rules.test_disks import load, runaway
from tests.rules.test_dispersal_and_contests import dispersal, offered

GREEN, ORANGE, BLACK, WHITE = PlayerColour.GREEN, PlayerColour.ORANGE, PlayerColour.BLACK, PlayerColour.WHITE
ACH = GameMode.ACHTERBAHN
EARTH = ("laurentia", "baltica", "siberia", "gondwana")

# ET cards (events.toml).
GAMMA_RAY_BURST = 1  # stable: radiation, radiation
ZANCLEAN_FLOOD = 5  # deluge, crowd disease
GEOMAGNETIC_REVERSAL = 9  # stable: radiation, mutagen
FUNGAL_SPIKE = 13  # reservoir, crowd disease
# Biosphere cards.
MEGAMONSOON = 16  # too hot: three reservoir events needing precipitation
COAL_SEAM_FIRES = 18  # too hot: two reservoir events needing conflagration
MANGROVE_EXPANSION = 26  # too hot: two reservoir events
COAL_FORESTS = 28  # goldilocks: two reservoir events
WETLANDS_EUTROPHICATION = 34  # goldilocks: two reservoir events needing microbes, then one plain
CO2_DESERT = 40  # too cold
LAURENTIDE_ICE_SHEET = 49  # too cold: one reservoir event needing cloud cover, then one plain

YOLKED_EGGS = 74  # two blue organs
WING_BUDS = 27  # speciates a flyer


# -- helpers -------------------------------------------------------------------------------


def said(game: Game, rule: str) -> list[str]:
    return [e.text for e in game.state.log if e.rule == rule]


def logged(game: Game) -> list[tuple[str, str]]:
    return [(e.rule, e.text) for e in game.state.log]


def table(rules: RulesData, players: tuple[str, ...] = ("orange", "black")) -> Table:
    """An Achterbahn table with the cratons in their historical order."""
    built = Table(rules, list(players), mode=ACH)
    return built.cratons(*(Placement(c, i * SETUP_SPACING, 4) for i, c in enumerate(EARTH)), dice=EARTH)


def fill(built: Table, reservoir: str, disks: int, colour: DiskColour) -> Table:
    """Load a reservoir for the readings a test needs, keeping the 42 disks (B7): see ``test_disks.load``."""
    return load(built, reservoir, disks, colour)


def settle_logging(game: Game, event: Event, card: int) -> Frame | None:
    game.say("A1e", f"{event.kind} of #{card}")
    return None


@pytest.fixture
def settled(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The climate and tectonic events settle at once, each logged under A1e as it comes up."""
    for kind in ("reservoir", "deluge", "collision", "climax", "crater", "drift", "pangea_rift", "windy"):
        monkeypatch.setitem(RESOLVERS, kind, settle_logging)
    yield


def events_phase(built: Table) -> Game:
    """Run this turn's event phase, then stop at the first action."""
    return built.game(EventPhase(), phase=Phase.EVENTS, then="actions")


# -- C1 setup --------------------------------------------------------------------------------


def test_c1_achterbahn_setup_deals_cratons_disks_and_reservoirs(rules: RulesData) -> None:
    """C1a, C1g: all four Earth cratons in one row at latitude 4, one empty hex between neighbours, a
    latitude die on each; C1h: a black disk on every northern shelf and a bloom (black under green) on
    every southern one; C1i: a white disk on the centres of Laurentia, Baltica and Gondwana, a black one
    on Siberia's; C1k: the Oxygen reading 7% with 14 green disks, the Clouds albedo 0.4 with 6 white,
    the Atmosphere Eden with 3 black and 3 white, so C1j's Eden strip lies beside the map; 42 disks in
    all (B7)."""
    game = Game.new(rules, players=["orange", "black"], seed=11, mode=ACH)
    state = game.state
    assert state.mode is ACH
    assert sorted(p.craton for p in state.placements) == sorted(EARTH)
    assert {p.row for p in state.placements} == {4}
    columns = sorted(p.column for p in state.placements)
    assert [b - a for a, b in pairwise(columns)] == [SETUP_SPACING] * 3
    for hex_id, neighbours in game.neighbours.items():
        assert all(n.split(":")[0] == hex_id.split(":")[0] for n in neighbours), "cratons touch"
    assert sorted(state.latitude_dice) == sorted(EARTH)
    centre = {c: game.geometry.latitude(HexId(c, 0)) for c in EARTH}
    assert set(centre.values()) == {4}

    assert {f"{s.craton}:{s.position}": s.disks for s in state.shelves} == {
        **{f"{c}:north": [DiskColour.BLACK] for c in EARTH},
        **{f"{c}:south": [DiskColour.BLACK, DiskColour.GREEN] for c in EARTH},
    }
    assert state.disks == {
        "laurentia:0": DiskColour.WHITE,
        "baltica:0": DiskColour.WHITE,
        "siberia:0": DiskColour.BLACK,
        "gondwana:0": DiskColour.WHITE,
    }
    now = climate.readings(game)
    assert (now.oxygen_disks, now.oxygen_percent) == (14, 7)
    assert (now.cloud_disks, now.albedo) == (6, 0.4)
    assert now.greenhouse is GreenhouseLevel.EDEN and now.strip.level is GreenhouseLevel.EDEN
    assert sorted(state.reservoirs[climate.ATMOSPHERE]) == sorted([DiskColour.BLACK] * 3 + [DiskColour.WHITE] * 3)
    on_shelves = sum(len(s.disks) for s in state.shelves)
    in_reservoirs = sum(len(d) for d in state.reservoirs.values())
    assert len(state.disks) + on_shelves + in_reservoirs == 42
    assert violations(game) == []


def test_c1g_the_craton_row_is_dealt_at_random(rules: RulesData) -> None:
    """C1g: the order of the row is random: different seeds deal different rows."""
    rows = {
        tuple(p.craton for p in Game.new(rules, players=2, seed=seed, mode=ACH).state.placements) for seed in range(12)
    }
    assert len(rows) > 1


@pytest.mark.parametrize(
    ("players", "holder"),
    [(["white", "black", "orange"], ORANGE), (["white", "green"], GREEN), (["white", "black"], BLACK)],
)
def test_c1d_the_lowest_skeletal_number_holds_the_medea(
    rules: RulesData, players: list[str], holder: PlayerColour
) -> None:
    """C1d: the Medea goes to the player with the lowest skeletal number (Green 1, Orange 2, Black 3,
    White 4), and only to him."""
    game = Game.new(rules, players=[PlayerColour(p) for p in players], seed=3, mode=ACH)
    assert [p.colour for p in game.state.players if p.medea] == [holder]
    assert said(game, "C1d") == [f"{holder.value.capitalize()} has the lowest skeletal number and holds the Medea."]


def test_c1n_three_biosphere_decks_each_shuffled(rules: RulesData) -> None:
    """C1n: the too cold, goldilocks and too hot cards form three decks of twelve, each shuffled on its
    own (two seeds stack a deck differently)."""
    decks = [Game.new(rules, players=2, seed=seed, mode=ACH).state.biosphere for seed in (1, 2)]
    for name in ("too_cold", "goldilocks", "too_hot"):
        printed = sorted(e.number for e in rules.events_file.event if e.deck.value == name)
        assert len(printed) == 12
        assert [sorted(d[name]) for d in decks] == [printed, printed]
    assert any(decks[0][n] != decks[1][n] for n in decks[0])


# -- A1: the event phase ------------------------------------------------------------------


def test_a1b_a_stable_et_card_draws_no_biosphere_card(rules: RulesData) -> None:
    """A1b: the gamma ray burst shows the stable icon: no biosphere card is drawn and every deck keeps its
    twelve cards."""
    game = events_phase(table(rules).event(GAMMA_RAY_BURST))
    assert game.state.biosphere_card is None
    assert {len(d) for d in game.state.biosphere.values()} == {12}
    assert said(game, "A1b") == ["The ET card shows the stable biosphere: no biosphere card this turn."]


@pytest.mark.parametrize(
    ("atmosphere", "deck", "card"),
    [(2, "too cold", CO2_DESERT), (6, "goldilocks", COAL_FORESTS), (10, "too hot", COAL_SEAM_FIRES)],
)
def test_a1c_the_biosphere_card_comes_from_the_deck_the_climate_names(
    rules: RulesData, settled: None, atmosphere: int, deck: str, card: int
) -> None:
    """A1c: an Ice Age (2 disks in the Atmosphere) draws from the too cold deck, Eden (6) from the
    goldilocks deck, a Hothouse (10) from the too hot one."""
    built = fill(table(rules).event(FUNGAL_SPIKE).biosphere(card), climate.ATMOSPHERE, atmosphere, DiskColour.BLACK)
    game = events_phase(built)
    assert game.state.biosphere_card == card
    name = rules.events[card].name
    assert said(game, "A1c") == [f"The climate is {deck}: the biosphere card is {name} (#{card})."]
    assert len(game.state.biosphere[deck.replace(" ", "_")]) == 11


def test_a1c_a_spent_deck_is_all_twelve_cards_reshuffled(rules: RulesData, settled: None) -> None:
    """A1c: the goldilocks deck is empty when a card must be drawn: all twelve goldilocks cards are
    shuffled into a new deck, one of them is drawn, eleven wait."""
    built = table(rules).event(FUNGAL_SPIKE).biosphere_deck("goldilocks")
    game = events_phase(built)
    pile = game.state.biosphere["goldilocks"]
    goldilocks = {e.number for e in rules.events_file.event if e.deck.value == "goldilocks"}
    assert game.state.biosphere_card in goldilocks
    assert sorted([*pile, game.state.biosphere_card]) == sorted(goldilocks)
    assert said(game, "A1c")[0] == "The goldilocks deck ran out and is reshuffled."


def test_a1e_et_card_events_before_the_biosphere_cards(rules: RulesData, settled: None) -> None:
    """A1e: the zanclean flood's deluge and crowd disease come first, in their printed order, then the
    megamonsoon's three reservoir events (Hothouse: the too hot deck; 6 white disks bring rain)."""
    built = table(rules).event(ZANCLEAN_FLOOD).biosphere(MEGAMONSOON)
    built.species("orange", "archetype").creeple("orange", "archetype", "laurentia:4")
    built.creeple("orange", "archetype", "laurentia:5")
    fill(built, climate.ATMOSPHERE, 10, DiskColour.BLACK)
    game = events_phase(built)
    assert game.decision is not None and game.decision.kind is DecisionKind.CULL  # D9: one of two dies
    game.answer(game.decision.keys[0])
    order = [(r, t) for r, t in logged(game) if r in ("A1e", "D9")]
    assert order[0] == ("A1e", "deluge of #5")
    assert order[1][0] == "D9"
    assert [t for r, t in order if r == "A1e"] == ["deluge of #5", *["reservoir of #16"] * 3]
    assert [r for r, _ in order].index("D9") < [t for _, t in order].index("reservoir of #16")


@pytest.mark.parametrize(
    ("card", "oxygen", "clouds", "occurred", "gate"),
    [
        (WETLANDS_EUTROPHICATION, 14, 6, 3, None),  # microbes thrive above 6 green disks (D10c)
        (WETLANDS_EUTROPHICATION, 6, 6, 1, "D10c"),
        (COAL_SEAM_FIRES, 6, 6, 2, None),  # fire needs 6 or fewer (D10c)
        (COAL_SEAM_FIRES, 7, 6, 0, "D10c"),
        (MEGAMONSOON, 14, 4, 3, None),  # rain from 4 white disks up (D10d)
        (MEGAMONSOON, 14, 3, 0, "D10d"),
        (LAURENTIDE_ICE_SHEET, 14, 8, 2, None),  # cloud cover from 8 up (D10e)
        (LAURENTIDE_ICE_SHEET, 14, 7, 1, "D10e"),
    ],
)
def test_d10c_d10e_gated_events_occur_only_when_the_readings_allow(
    rules: RulesData, settled: None, card: int, oxygen: int, clouds: int, occurred: int, gate: str | None
) -> None:
    """D10c (microbe and conflagration icons), D10d (precipitation), D10e (cloud cover): a gated event
    the readings deny is logged as not occurring under its gate's rule; the others are resolved."""
    deck = rules.events[card].deck.value
    built = table(rules).event(FUNGAL_SPIKE).biosphere(card)
    atmosphere = {"too_cold": 2, "goldilocks": 6, "too_hot": 10}[deck]
    fill(built, climate.ATMOSPHERE, atmosphere, DiskColour.BLACK)
    fill(built, climate.OXYGEN, oxygen, DiskColour.GREEN)
    fill(built, climate.CLOUDS, clouds, DiskColour.WHITE)
    game = events_phase(built)
    assert game.state.biosphere_card == card
    assert said(game, "A1e").count(f"reservoir of #{card}") == occurred
    denied = [t for r, t in logged(game) if r in ("D10c", "D10d", "D10e")]
    assert len(denied) == len(rules.events[card].events) - occurred
    assert len(said(game, gate)) == len(denied) if gate else denied == []
    assert all(t.startswith("The reservoir event does not occur: it needs") for t in denied)


def test_a1g_the_strip_follows_the_atmosphere_in_the_middle_of_the_phase(
    rules: RulesData, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A1g, D10h: three reservoir events each move a white disk from the Clouds into the Atmosphere (6 to 9
    disks). The third already reads the Warm strip (8 disks), on which latitude 3 is arid, where the
    first two read Eden's humid green; dispersal afterwards reads the Warm strip too (G5)."""
    seen: list[tuple[GreenhouseLevel, OrganColour]] = []

    def warming(game: Game, event: Event, card: int) -> Frame:
        seen.append((climate.readings(game).greenhouse, humidity(game, "laurentia:1")))
        return MoveDisk(DiskColour.WHITE, climate.CLOUDS, climate.ATMOSPHERE, "D10", "a warming event")

    monkeypatch.setitem(RESOLVERS, "reservoir", warming)
    game = events_phase(table(rules).event(FUNGAL_SPIKE).biosphere(COAL_FORESTS))
    assert game.geometry.latitude(HexId.parse("laurentia:1")) == 3
    assert seen == [
        (GreenhouseLevel.EDEN, OrganColour.GREEN),
        (GreenhouseLevel.EDEN, OrganColour.GREEN),
        (GreenhouseLevel.WARM, OrganColour.WHITE),
    ]
    assert climate.readings(game).atmosphere_disks == 9
    assert humidity(game, "laurentia:1") is OrganColour.WHITE
    assert violations(game) == []


def test_a1h_creeples_left_on_places_they_cannot_inhabit_are_endangered_at_the_end(rules: RulesData) -> None:
    """A1h, R40: a mountain (a black disk from the Atmosphere) lies under Orange's archetype when the event
    phase ends: the last sweep lays it down, and Black's flyer, hunting it there, lives on the mountain (R15) but loses its
    prey (F4); Black's archetype on the ice of Laurentia's centre lives on (archetypes live on ice)."""
    built = table(rules).event(GAMMA_RAY_BURST)
    built.species("orange", "archetype").creeple("orange", "archetype", "laurentia:4")
    built.species("black", "flyer", genotype=WING_BUDS, basal="y").creeple("black", "flyer", "laurentia:4", "carnivore")
    built.species("black", "archetype").creeple("black", "archetype", "laurentia:0")
    built.move_disks(DiskColour.BLACK, climate.ATMOSPHERE, "laurentia:4")
    game = events_phase(built)
    lying = sorted((c.colour.value, c.shape.value, c.hex) for c in game.state.creeples if c.endangered)
    assert lying == [("black", "flyer", "laurentia:4"), ("orange", "archetype", "laurentia:4")]
    assert said(game, "A1h") == ["Orange's archetype in laurentia:4 can no longer live there and is Endangered."]
    assert said(game, "F4") == ["Black's flyer in laurentia:4 has no suitable prey and is Endangered."]
    assert violations(game) == []


# -- A2a, D7b: actions and the dark heart from the Oxygen -------------------------------------


@pytest.mark.parametrize(
    ("oxygen", "actions"), [(0, 4), (5, 4), (6, 3), (10, 3), (11, 2), (14, 2), (15, 2), (16, 1), (18, 1)]
)
def test_a2a_actions_from_the_oxygen_gear(rules: RulesData, oxygen: int, actions: int) -> None:
    """A2a: the gear above the top green disk gives the action maximum, from 4 at high oxygen to 1 (R07: 6%,
    15 disks, still gives 2)."""
    built = fill(table(rules), climate.OXYGEN, oxygen, DiskColour.GREEN)
    built.species("orange", "archetype").creeple("orange", "archetype", "laurentia:4")
    game = built.order("orange", "black").game(ActionPhase())
    assert said(game, "A2") == [f"Orange takes up to {counted(actions, 'action')}."]
    assert game.decision is not None and f"({actions} action" in game.decision.prompt


def test_d7b_example_dark_heart_from_the_oxygen(rules: RulesData) -> None:
    """D7b example: a mutagen at 4% oxygen (17 green disks, dark heart 2). Orange's archetype with 3 basal
    organs goes extinct; his flyer with 2 basal and 3 plus organs loses all three plus organs. The
    flyer's cards are ours: dispersal polymorphism as genotype (blue), chemoreceptors (red), ink sac
    (green)."""
    built = table(rules).order("orange", "black")
    built.species("orange", "archetype", basal="rgb").creeple("orange", "archetype", "laurentia:4")
    built.species(
        "orange",
        "flyer",
        genotype=72,
        genotype_organs="b",
        basal="yy",
        cards=[Card(8, organs="r"), Card(57, organs="g")],
    )
    built.creeple("orange", "flyer", "laurentia:6")
    built.species("black", "archetype", basal="y").creeple("black", "archetype", "siberia:6")
    fill(built, climate.OXYGEN, 17, DiskColour.GREEN)
    game = built.game(MutagenEvent(), phase=Phase.EVENTS, then="actions")

    assert said(game, "D7b") == [
        "The dark heart reads 2 on the Oxygen (4%); the green heart reads 5 on the Clouds (D7c)."
    ]
    assert game.state.player(ORANGE).find(Shape.ARCHETYPE) is None
    assert game.decision is not None and game.decision.kind is DecisionKind.ATROPHY
    while game.decision is not None and game.decision.kind is DecisionKind.ATROPHY:
        game.answer(game.decision.keys[0])
    flyer = game.state.species(ORANGE, Shape.FLYER)
    assert flyer.plus_organs == [] and flyer.basal == [OrganColour.YELLOW] * 2
    assert game.state.player(BLACK).find(Shape.ARCHETYPE) is not None


# -- D10h: the runaway greenhouse ---------------------------------------------------------------


def test_d10h_a_full_atmosphere_after_the_last_event_ends_the_game_this_turn(rules: RulesData) -> None:
    """D10h, A6: the Atmosphere holds 13 disks after the last event: runaway greenhouse. The players take
    their turns (no Green here, so nobody takes five actions), and the game ends with final scoring at
    the end of the turn, in era I."""
    built = table(rules).order("orange", "black").event(GEOMAGNETIC_REVERSAL)
    built.species("orange", "archetype").creeple("orange", "archetype", "laurentia:4")
    game = events_phase(runaway(built))
    assert game.state.runaway
    assert said(game, "D10h") == [
        "The Atmosphere is full after the last event: runaway greenhouse. The game ends with this turn."
    ]
    assert said(game, "A2") == ["Black takes up to 2 actions."]  # the card's order: black first
    while game.decision is not None:
        game.answer("pass" if "pass" in game.decision.keys else game.decision.keys[0])
    assert game.state.phase is Phase.OVER and game.state.turn == 2 and game.state.era == 1
    assert game.state.scores


def test_d10h_r41_only_a_full_atmosphere_after_the_last_event_counts(
    rules: RulesData, settled: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """D10h, R41: the Atmosphere starts the phase full (the too hot deck), but each of the three reservoir
    events of the fungal spike and the mangrove expansion moves a white disk to the Clouds: 10 disks after the last
    event, no runaway, and the next turn comes."""

    def cooling(game: Game, event: Event, card: int) -> Frame:
        return MoveDisk(DiskColour.WHITE, climate.ATMOSPHERE, climate.CLOUDS, "D10", "a cooling event")

    monkeypatch.setitem(RESOLVERS, "reservoir", cooling)
    built = table(rules).order("orange", "black").event(FUNGAL_SPIKE).biosphere(MANGROVE_EXPANSION)
    built.species("orange", "archetype").creeple("orange", "archetype", "laurentia:4")
    game = events_phase(runaway(built))
    assert not game.state.runaway and said(game, "D10h") == []
    assert game.state.biosphere_card == MANGROVE_EXPANSION
    assert climate.readings(game).atmosphere_disks == 10
    while game.decision is not None and game.state.turn == 2:
        game.answer("pass" if "pass" in game.decision.keys else game.decision.keys[0])
    assert game.state.turn == 3 and game.state.phase is not Phase.OVER


# -- G5, F5: the strip's humidity and winds ------------------------------------------------------


def test_g5_the_humidity_niche_is_read_on_the_strip(rules: RulesData) -> None:
    """G5: two archetype herbivores meet with no carnivore by. On Eden's strip latitude 5 is arid: Black's
    white organ beats Orange's green one there, while in latitude 4, humid, Orange's green organ wins."""
    built = table(rules)
    built.species("black", "archetype", basal="w").creeple("black", "archetype", "laurentia:4")
    built.species("orange", "archetype", basal="g").creeple("orange", "archetype", "laurentia:4")
    built.creeple("black", "archetype", "laurentia:5").creeple("orange", "archetype", "laurentia:5")
    game = built.game(PlayerTurn(ORANGE, 2))
    assert [game.geometry.latitude(HexId.parse(h)) for h in ("laurentia:4", "laurentia:5")] == [5, 4]

    def pair(hex_id: str) -> tuple[object, object]:
        here = game.state.creeples_in(hex_id)
        return next(c for c in here if c.colour is BLACK), next(c for c in here if c.colour is ORANGE)

    black, orange = pair("laurentia:4")
    arid = herbivore_contest(game, "laurentia:4", black, orange)  # type: ignore[arg-type]
    assert arid.rule == "G5" and arid.loser is orange and "humidity white" in arid.summary
    black, orange = pair("laurentia:5")
    humid = herbivore_contest(game, "laurentia:5", black, orange)  # type: ignore[arg-type]
    assert humid.rule == "G5" and humid.loser is black and "humidity green" in humid.summary


def test_g5_r49_a_blooms_humidity_is_its_coasts(rules: RulesData) -> None:
    """G5, R49: the south bloom off Laurentia's sea lies in latitude 5 and reads that row of the strip."""
    game = still(table(rules))
    assert humidity(game, "laurentia:south") is humidity(game, "laurentia:3") is OrganColour.WHITE
    assert humidity(game, "laurentia:north") is humidity(game, "laurentia:1") is OrganColour.GREEN


def still(built: Table) -> Game:
    """The position, stopped at Orange's first action."""
    built.species("orange", "archetype").creeple("orange", "archetype", "laurentia:4")
    return built.game(PlayerTurn(ORANGE, 2))


def swimmer_at(built: Table, hex_id: str) -> Table:
    """Black's swimmer with 3 DP (size 1, two blue organs) and a newborn to place, mother at hex_id."""
    built.species("black", "swimmer", cards=[Card(YOLKED_EGGS, organs="bb")], newborn=1)
    return built.creeple("black", "swimmer", hex_id)


def test_f5a_rafts_follow_the_strips_wind(rules: RulesData) -> None:
    """F5, F5a: the trade wind blows west in latitudes 3 and 4: from Baltica's north-west swamp a raft
    lands on Laurentia's north-east swamp (raft 1 + swamp 1), but none goes back east; latitude 5 has no
    wind, so no raft leaves Laurentia's south-east sea at all."""
    game = dispersal(swimmer_at(table(rules), "baltica:6"))
    assert headings(game, "baltica:6") == headings(game, "laurentia:1") == ("west",)
    assert headings(game, "laurentia:3") == ()
    swimmer = game.state.species(BLACK, Shape.SWIMMER)
    route = reachable(game, swimmer, "baltica:6")["laurentia:1"]
    assert route.rafted and route.path == ("baltica:6", "laurentia:1")
    assert "(2 DP, rafting)" in offered(game)["laurentia:1/herbivore"]
    assert "baltica:6" not in reachable(game, swimmer, "laurentia:1")
    assert not any(r.rafted for r in reachable(game, swimmer, "laurentia:3").values())


def test_f5_d11_a_windy_turn_blows_both_ways_in_every_latitude(rules: RulesData) -> None:
    """D11, F5b: after a windy event the wind blows east and west in every latitude until the turn ends:
    Laurentia's north-east swamp rafts east to Baltica against the trade wind, and Laurentia's sea in
    windless latitude 5 rafts east too."""
    game = dispersal(swimmer_at(table(rules), "laurentia:1").windy())
    assert headings(game, "laurentia:1") == headings(game, "laurentia:3") == ("east", "west")
    swimmer = game.state.species(BLACK, Shape.SWIMMER)
    assert reachable(game, swimmer, "laurentia:1")["baltica:6"].rafted
    assert "(2 DP, rafting)" in offered(game)["baltica:6/herbivore"]
    assert reachable(game, swimmer, "laurentia:3")["baltica:4"].rafted


def test_d11_the_wind_calms_when_the_turn_ends(rules: RulesData, settled: None) -> None:
    """D11: the windy flag lasts one turn: once the turn is over the strip's winds blow again."""
    built = table(rules).order("orange", "black")
    built.species("orange", "archetype").creeple("orange", "archetype", "laurentia:4")
    game = built.windy().game(ActionPhase())
    assert headings(game, "laurentia:3") == ("east", "west")
    while game.decision is not None and game.state.turn == 2:
        game.answer("pass" if "pass" in game.decision.keys else game.decision.keys[0])
    assert game.state.turn == 3 and not game.state.windy
    assert headings(game, "laurentia:3") == ()


def test_f5c_r49_rafting_to_and_from_a_bloom_with_the_wind(rules: RulesData) -> None:
    """F5c, R49: with a bloom on Laurentia's north shelf (latitude 3, trade wind west), a swimmer rafting
    west from Baltica's north-west swamp meets the bloom before Laurentia's coast (raft 1 + bloom 1 +
    1 more, 3 DP). A swimmer on that bloom rafts as if from its coast: not east against the wind, but
    east on a windy turn."""
    built = swimmer_at(table(rules), "baltica:6")
    bloom = built.state.shelf("laurentia:north")
    assert bloom is not None and bloom.disks == [DiskColour.BLACK]
    built.move_disks(DiskColour.GREEN, climate.OXYGEN, "laurentia:north")
    game = dispersal(built)
    swimmer = game.state.species(BLACK, Shape.SWIMMER)
    route = reachable(game, swimmer, "baltica:6")["laurentia:north"]
    assert route.rafted and route.cost == 3 and route.path == ("baltica:6", "laurentia:north")
    assert "(3 DP, rafting)" in offered(game)["laurentia:north/herbivore"]
    assert not any(
        reachable(game, swimmer, "laurentia:north")[p].rafted for p in reachable(game, swimmer, "laurentia:north")
    )
    game = dispersal(built.windy())  # the same position on a windy turn
    swimmer = game.state.species(BLACK, Shape.SWIMMER)
    from_bloom = reachable(game, swimmer, "laurentia:north")
    assert from_bloom["baltica:6"].rafted and from_bloom["baltica:6"].path == ("laurentia:north", "baltica:6")


def test_f5_shelves_join_no_raft_of_their_own(rules: RulesData) -> None:
    """F5a, R49, C1h: an offshore shelf is no coast: the winds are asked only of biome hexes, a shelf reading
    the wind of the coast it lies off."""
    game = still(table(rules))
    assert headings(game, "laurentia:north") == headings(game, "laurentia:1") == ("west",)
    assert headings(game, "laurentia:south") == headings(game, "laurentia:3") == ()


def test_f3b_the_setup_blooms_are_places_for_swimmers(rules: RulesData) -> None:
    """F3b, C1h: the bloom C1h lays off Laurentia's south-east sea is offered to a swimmer born there
    (1 DP); the north shelf, with its carbon disk alone, is no place to go."""
    game = dispersal(swimmer_at(table(rules), "laurentia:3"))
    labels = offered(game)
    assert labels["laurentia:south/herbivore"].startswith("laurentia:south bloom as herbivore (1 DP)")
    assert not any(key.startswith(("laurentia:north", "laurentia:middle")) for key in labels)
    game.answer("laurentia:south/herbivore")
    assert [c.hex for c in game.state.creeples if c.shape is Shape.SWIMMER and not c.endangered] == [
        "laurentia:3",
        "laurentia:south",
    ]

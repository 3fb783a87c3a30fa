"""Rules the two games share, played in the Achterbahn game: setup steps, the ET card, mutagens, rafting."""

from __future__ import annotations

import dataclasses
from collections import Counter

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import DiskColour, EventDeck, MutationDeck, OrganColour, PlayerColour, Shape
from megafauna_tui.rules import climate
from megafauna_tui.rules.achterbahn import Achterbahn
from megafauna_tui.rules.actions import PlayerTurn
from megafauna_tui.rules.board import habitable
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.event_phase import MutagenEvent, RadiationEvent
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.scenario import Card, Table
from megafauna_tui.rules.state import GameMode, Level, Phase
from tests.rules.test_disks import load

ACH = GameMode.ACHTERBAHN
GREEN, ORANGE, BLACK, WHITE = PlayerColour.GREEN, PlayerColour.ORANGE, PlayerColour.BLACK, PlayerColour.WHITE

#: R13: each colour's starting biome.
START = {GREEN: "baltica:5", ORANGE: "laurentia:4", BLACK: "siberia:6", WHITE: "gondwana:4"}

#: An ET card with the stable biosphere icon and only a radiation and a mutagen (A1b): geomagnetic reversal.
GEOMAGNETIC_REVERSAL = 9
#: Venom: nematocysts' first face, venomous spurs' second (J3); echolocation founds a flyer.
NEMATOCYSTS, VENOMOUS_SPURS, ECHOLOCATION = 14, 85, 9
#: A monster card (E2d): its promoted face places a monster token.
MONSTER_CARD = 12
#: The haustorium (J5): its promoted faces give skeletal 0 (first) or 5 (second).
HAUSTORIUM = 56


def set_oxygen(table: Table, disks: int) -> None:
    load(table, climate.OXYGEN, disks, DiskColour.GREEN)


def set_clouds(table: Table, disks: int) -> None:
    load(table, climate.CLOUDS, disks, DiskColour.WHITE)


# -- setup ----------------------------------------------------------------------


def test_c1b_c1m_the_achterbahn_decks_are_set_apart(rules: RulesData) -> None:
    """C1b, C1m: five ET cards without the comet form Era I; each biosphere deck holds its own twelve cards."""
    game = Game.new(rules, players=4, seed=11, mode=ACH)
    state = game.state
    assert len(state.et_deck) == 5
    assert all(rules.events[n].deck is EventDeck.ET and not rules.events[n].long_game_only for n in state.et_deck)
    for deck, cards in state.biosphere.items():
        assert len(cards) == 12
        assert {rules.events[n].deck.value for n in cards} == {deck}


def test_c1c_c1e_c1l_each_player_starts_with_one_size_one_dome_on_his_biome(rules: RulesData) -> None:
    """C1c: 7 domes (one on the map, six unborn); C1e: the size die on 1; C1l: a herbivore on the start biome."""
    game = Game.new(rules, players=[GREEN, ORANGE, BLACK, WHITE], seed=2, mode=ACH)
    for player in game.state.players:
        (archetype,) = player.species
        assert archetype.size == 1
        assert archetype.unborn == 6
        (dome,) = [c for c in game.state.creeples if c.colour is player.colour]
        assert (dome.shape, dome.hex, dome.level) == (Shape.ARCHETYPE, START[player.colour], Level.HERBIVORE)
        assert habitable(game, dome.hex, archetype, Level.HERBIVORE)


def test_c1c_colours_are_dealt_at_random_in_the_achterbahn_game_too(rules: RulesData) -> None:
    """C1c: over many setups every colour sits in the first seat."""
    first = Counter(Game.new(rules, players=2, seed=s, mode=ACH).state.players[0].colour for s in range(60))
    assert set(first) == set(PlayerColour)


def test_c1o_the_display_deals_four_cards_a_row_beside_its_deck(rules: RulesData) -> None:
    game = Game.new(rules, players=3, seed=5, mode=ACH)
    for row in game.state.display:
        assert all(slot is not None for slot in row.slots) and len(row.slots) == 4
        assert row.draw, "the fifth card is the top of the draw deck"


# -- the ET card -----------------------------------------------------------------


def test_a1_a1a_the_achterbahn_game_resolves_every_event_of_the_et_card(rules: RulesData) -> None:
    """A1, A1a: unlike tooth & claw (A8b), nothing on the card is ignored; a stable card draws no biosphere card."""
    table = Table(rules, ["black", "orange"], mode=ACH)
    table.species("black", "archetype", basal="yy", cards=[Card(12, organs="r")])
    table.creeple("black", "archetype", "siberia:6")
    table.species("orange", "archetype", basal="rb")
    table.creeple("orange", "archetype", "laurentia:4")
    table.event(GEOMAGNETIC_REVERSAL)
    game = table.game(then="events")
    logged = [e.rule for e in game.state.log]
    assert "A1b" in logged and game.state.biosphere_card is None
    assert "D8" in logged, "the radiation was resolved"
    assert "D7b" in logged, "the mutagen read the hearts on the reservoirs"
    assert not any("ignored" in e.text for e in game.state.log)


# -- mutagens ----------------------------------------------------------------------


def test_d7_a_mutagen_churns_the_display_and_trims_to_the_reservoir_heart(rules: RulesData) -> None:
    """D7: the eight dealt cards leave the game; a species over the dark heart loses a basal organ and dies out."""
    table = Table(rules, ["black", "orange"], mode=ACH)
    table.species("black", "archetype", basal="yyrbg")
    table.creeple("black", "archetype", "siberia:6")
    table.species("orange", "archetype", basal="rb")
    table.creeple("orange", "archetype", "laurentia:4")
    dealt = [slot for row in table.state.display for slot in row.slots]
    set_oxygen(table, 16)  # 5%: dark heart 2
    game = table.game(MutagenEvent(), then="actions")
    removed = [n for row in game.state.display for n in row.removed]
    assert sorted(removed) == sorted(n for n in dealt if n is not None)
    assert game.state.player(BLACK).find(Shape.ARCHETYPE) is None, "five organs over a heart of 2: extinct (D7)"
    assert game.state.player(ORANGE).find(Shape.ARCHETYPE) is not None


def test_d7f_j5_a_haustorium_picks_the_heart_by_its_skeletal_number(rules: RulesData) -> None:
    """D7f, J5: skeletal 5 takes the dark heart even for Green; skeletal 0 takes the green heart even for Black."""
    table = Table(rules, ["green", "black"], mode=ACH)
    table.species("green", "archetype", basal="yy", cards=[Card(HAUSTORIUM, organs="g", orientation=2)])
    table.creeple("green", "archetype", "baltica:5")
    table.species("black", "archetype", basal="yy", cards=[Card(HAUSTORIUM + 1, organs="g")])
    table.creeple("black", "archetype", "siberia:6")
    set_oxygen(table, 16)  # dark heart 2
    set_clouds(table, 9)  # green heart 7
    game = table.game(then="actions")
    variant = Achterbahn()
    green = game.state.species(GREEN, Shape.ARCHETYPE)
    black = game.state.species(BLACK, Shape.ARCHETYPE)
    assert variant.heart_limit(game, green) == 2, "parasitic fungus (5): the dark heart"
    assert variant.heart_limit(game, black) == 2, "Black without a haustorium: the dark heart"
    table.species("green", "archetype", basal="yy", cards=[Card(HAUSTORIUM, organs="g", orientation=1)])
    game = table.game(then="actions")  # the parasitic plant face: skeletal 0
    green = game.state.species(GREEN, Shape.ARCHETYPE)
    assert variant.heart_limit(game, green) == 7, "parasitic plant (0): the green heart"


def test_d7d_the_white_organ_shield_adds_two_per_white_organ(rules: RulesData) -> None:
    table = Table(rules, ["black", "orange"], mode=ACH)
    table.species("black", "archetype", basal="yww")
    table.creeple("black", "archetype", "siberia:6")
    set_oxygen(table, 16)  # dark heart 2
    game = table.game(then="actions")
    assert Achterbahn().heart_limit(game, game.state.species(BLACK, Shape.ARCHETYPE)) == 2 + 4


# -- rafting between separate cratons ------------------------------------------------


def test_f5d_a_raft_crosses_open_ocean_to_the_next_craton_and_wraps_around(rules: RulesData) -> None:
    """F5, F5d, D3b: the cratons start apart (C1g); a raft lands on the first coast of its row, round the globe."""
    game = Game.new(rules, players=2, seed=3, mode=ACH)
    order = game.state.craton_order
    west, east = order[0], order[-1]
    # From the westernmost craton's west coast, heading west, the raft comes ashore on the easternmost craton.
    landing = game.raft_landing(f"{west}:5", "west")
    assert landing is not None and landing.startswith(east)
    # From its east coast heading east, it lands on the next craton, across the gap.
    landing = game.raft_landing(f"{west}:2", "east")
    assert landing is not None and landing.startswith(order[1])
    # Inland hexes never launch a raft (F5d).
    assert game.raft_landing(f"{west}:0", "east") is None


# -- blooms, winds and the Medea's point ------------------------------------------------


def test_j7b_a_diving_bell_carnivore_hunts_swimmers_on_a_bloom(rules: RulesData) -> None:
    """J7b, F3b: a bloom is a sea to a diving bell: its carnivore lives over a swimmer there; without it, no."""
    table = Table(rules, ["black", "orange"], mode=ACH)
    bloom = next(f"{s.craton}:{s.position}" for s in table.state.shelves if s.bloom)
    table.species("orange", "archetype").creeple("orange", "archetype", "laurentia:4")
    table.species("orange", "swimmer", genotype=25, genotype_organs="y").creeple("orange", "swimmer", bloom)
    table.species("black", "archetype", tools=[("diving_bell", 1)]).creeple("black", "archetype", bloom, "carnivore")
    table.species("black", "flyer", genotype=1, genotype_organs="r")
    game = table.game(then="actions")
    black = game.state.species(BLACK, Shape.ARCHETYPE)
    assert habitable(game, bloom, black, Level.CARNIVORE)
    assert not habitable(game, bloom, game.state.species(BLACK, Shape.FLYER), Level.CARNIVORE)
    hunter = next(c for c in game.state.creeples if c.colour is BLACK)
    assert not hunter.endangered, "the sweep of A1h leaves it standing"


def test_f5b_a_windy_turn_blows_both_ways_in_every_latitude(rules: RulesData) -> None:
    """F5a, F5b, D11: a calm latitude of the strip has no raft; on a windy turn every latitude has both winds."""
    game = Game.new(rules, players=2, seed=3, mode=ACH)
    calm = next(row for row in range(8) if climate.strip_row(game, row).wind.value == "none")
    assert climate.winds(game, calm) == ()
    game = Table(rules, ["black", "orange"], seed=3, mode=ACH).windy().game(then=None)  # a windy turn
    assert all(climate.winds(game, row) == ("east", "west") for row in range(8))


def test_a7c_the_medea_card_scores_one_point_for_its_holder(rules: RulesData) -> None:
    """A7c: the Medea card carries the fossil icon."""
    game = Game.new(rules, players=[BLACK, ORANGE], seed=3, mode=ACH)
    holder = next(p.colour for p in game.state.players if p.medea)
    other = ORANGE if holder is BLACK else BLACK
    held, without = game.variant.final_score(game, holder), game.variant.final_score(game, other)
    assert held["tableau"] == without["tableau"] + 1


# -- sizes the shared rules carry -------------------------------------------------------


def test_e3b_the_daughter_copies_her_mothers_size_die(rules: RulesData) -> None:
    """E3b: a size-3 archetype speciates a burrower: the daughter starts at size 3 with the mother's basal cubes."""
    table = Table(rules, ["black", "orange"], mode=ACH)
    table.species("black", "archetype", basal="yy", cards=[Card(7, organs="r")], size=3)
    table.creeple("black", "archetype", "siberia:6").creeple("black", "archetype", "siberia:5")
    table.species("orange", "archetype").creeple("orange", "archetype", "laurentia:4")
    game = table.game(PlayerTurn(ORANGE, 2), PlayerTurn(BLACK, 2))
    game.answer("promote")
    game.answer("1")  # the infrared pit sensor: a burrower genotype (E3)
    while game.decision is not None and game.decision.player is BLACK and game.decision.kind is not DecisionKind.ACTION:
        game.answer(game.decision.options[0].key)
    daughter = game.state.species(BLACK, Shape.BURROWER)
    assert daughter.size == 3 == game.state.species(BLACK, Shape.ARCHETYPE).size
    assert sorted(daughter.basal) == sorted(game.state.species(BLACK, Shape.ARCHETYPE).basal)


def test_e7_a_resurrected_archetype_returns_at_size_one(rules: RulesData) -> None:
    """E7: whatever size the archetype died at, it comes back at size 1."""
    table = Table(rules, ["black", "orange"], mode=ACH)
    table.species("orange", "archetype").creeple("orange", "archetype", "laurentia:4")
    game = table.game(PlayerTurn(ORANGE, 2), PlayerTurn(BLACK, 2))
    assert game.state.player(BLACK).lazarus
    game.answer("resurrect")
    game.answer(game.decision.options[0].key if game.decision else "")
    archetype = game.state.species(BLACK, Shape.ARCHETYPE)
    assert archetype.size == 1 and game.state.living(BLACK, Shape.ARCHETYPE)


def test_b7_a_monster_token_beyond_the_box_is_a_substitute(rules: RulesData) -> None:
    """B7, R75: promoting a monster when the box has no token left uses a stand-in, and says so."""
    scarce = dataclasses.replace(rules, limits=rules.limits.model_copy(update={"monster_tokens": 0}))
    table = Table(scarce, ["black", "orange"], mode=ACH)
    table.species("black", "archetype", basal="yy", cards=[Card(MONSTER_CARD, organs="r")], size=2)
    table.creeple("black", "archetype", "siberia:6")
    table.species("orange", "archetype").creeple("orange", "archetype", "laurentia:4")
    game = table.game(PlayerTurn(ORANGE, 2), PlayerTurn(BLACK, 2))
    game.answer("promote")
    game.answer("1")  # the monster face (E2d)
    black = game.state.species(BLACK, Shape.ARCHETYPE)
    # The card's cube became basal (E2c); the token counts as many red organs as the size (J4).
    assert black.cards[0].monster and black.organs()[OrganColour.RED] == 1 + black.size
    assert any(e.rule == "B7" and "substitute" in e.text for e in game.state.log)


def test_h1_j3_a_carnivore_that_loses_its_venom_to_radiation_lies_down_at_once(rules: RulesData) -> None:
    """H1, J3, F4b: Black's venomous flyer eats Green's venomous archetype; Darwinian radiation takes the blue
    organ off its venomous spurs, the card goes (D8a), and with its venom gone it cannot eat that prey: it is
    Endangered at once, not at the end of the phase."""
    table = Table(rules, ["black", "green"], mode=ACH)
    table.species("green", "archetype", cards=[Card(NEMATOCYSTS, orientation=1)])
    table.creeple("green", "archetype", "siberia:5")
    table.species("black", "archetype").creeple("black", "archetype", "siberia:6")
    table.species("black", "flyer", genotype=ECHOLOCATION, cards=[Card(VENOMOUS_SPURS, organs="b", orientation=2)])
    table.creeple("black", "flyer", "siberia:5", "carnivore")
    game = table.game(RadiationEvent(MutationDeck.DARWINIAN, ["black:flyer"]), phase=Phase.EVENTS, then=None)
    flyer = game.state.species(BLACK, Shape.FLYER)
    assert flyer.cards == []
    hunter = next(c for c in game.state.creeples if c.colour is BLACK and c.shape is Shape.FLYER)
    assert hunter.endangered
    assert violations(game) == []

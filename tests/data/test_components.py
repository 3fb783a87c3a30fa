"""Counts of every component (B1-B7, C1) and the deck composition the rules state."""

from __future__ import annotations

from collections import Counter

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import CardColour, EventDeck, OrganColour, PlayerColour, Shape


def test_b1_mutation_deck_has_92_cards_numbered_without_93(rules: RulesData) -> None:
    numbers = sorted(rules.mutations)
    assert numbers == list(range(1, 93))
    assert 93 not in rules.mutations


def test_b1_mutation_colours(rules: RulesData) -> None:
    colours = Counter(m.colour for m in rules.mutations.values())
    assert colours == {CardColour.YELLOW: 24, CardColour.RED: 23, CardColour.GREEN: 23, CardColour.BLUE: 22}


def test_c1b_decks_split_by_colour(rules: RulesData) -> None:
    metabolic = [m for m in rules.mutations.values() if m.deck == "metabolic"]
    darwinian = [m for m in rules.mutations.values() if m.deck == "darwinian"]
    assert len(metabolic) == 47 and len(darwinian) == 45
    assert {m.colour for m in metabolic} == {CardColour.RED, CardColour.YELLOW}


def test_b1_event_decks(rules: RulesData) -> None:
    decks = Counter(e.deck for e in rules.events.values())
    assert decks == {EventDeck.ET: 15, EventDeck.TOO_HOT: 12, EventDeck.GOLDILOCKS: 12, EventDeck.TOO_COLD: 12}
    assert sorted(rules.events) == list(range(1, 52))


def test_a5_every_et_card_shows_three_distinct_player_colours(rules: RulesData) -> None:
    for card in rules.events.values():
        if card.deck is EventDeck.ET:
            assert card.player_order is not None and len(set(card.player_order)) == 3


def test_a8b_tooth_and_claw_gets_an_event_from_most_et_cards(rules: RulesData) -> None:
    ordinary = [e for e in rules.events.values() if e.deck is EventDeck.ET and not e.long_game_only]
    active = [e for e in ordinary if any(ev.kind in ("mutagen", "radiation", "crowd_disease") for ev in e.events)]
    assert len(ordinary) == 14
    assert len(active) >= 10


def test_players_and_skeletal_numbers(rules: RulesData) -> None:
    numbers = {colour: p.skeletal_number for colour, p in rules.players.items()}
    assert numbers == {PlayerColour.GREEN: 1, PlayerColour.ORANGE: 2, PlayerColour.BLACK: 3, PlayerColour.WHITE: 4}


def test_c1l_each_colour_has_one_start_hex_on_earth(rules: RulesData) -> None:
    starts = Counter(h.start for c in rules.cratons.values() for h in c.hexes if h.start)
    assert starts == Counter(PlayerColour)


def test_b7_component_limits(rules: RulesData) -> None:
    limits = rules.limits
    assert limits.creeples_per_shape * len(Shape) == 35
    assert sum(limits.cubes.values()) == 110 and limits.cubes[OrganColour.WHITE] == 10
    assert sum(limits.disks.values()) == 42
    assert limits.fossil_tokens == 16 and limits.monster_tokens == 16
    assert sum(limits.dice.values()) == 24


def test_c1b_four_tools_each_hunting_a_shape(rules: RulesData) -> None:
    tools = {t.id: t for t in rules.special_cards.tool}
    assert set(tools) == {"stick", "net", "diving_bell", "stone"}
    hunted = {side.hunts for t in tools.values() for side in t.sides}
    assert hunted == {Shape.ARMORED, Shape.FLYER, Shape.SWIMMER, Shape.BURROWER}
    assert any(side.diving_bell and side.hunts is Shape.SWIMMER for side in tools["diving_bell"].sides)


def test_e1a_newborn_cards_print_the_cost_by_position(rules: RulesData) -> None:
    for card in rules.newborn_file.newborn:
        assert card.mutation_costs == (0, 2, 4, 6, 8)


def test_cratons_of_every_world(rules: RulesData) -> None:
    by_world = {w.world.value: w.cratons for w in rules.cratons_file.world}
    assert by_world == {
        "earth": ("laurentia", "baltica", "siberia", "gondwana"),
        "mars": ("tharsis", "arabia"),
        "venus": ("aphrodite", "ishtar"),
    }
    for craton in rules.cratons.values():
        assert len(craton.hexes) == 7 and len(craton.shelves) == 3
        crater_numbers = sorted(h.number for h in craton.hexes if h.at != (0, 0))
        assert crater_numbers == [1, 2, 3, 4, 5, 6]

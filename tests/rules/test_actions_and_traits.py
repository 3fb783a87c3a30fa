"""Actions (E1-E7) and traits (J2, J5, J6, J7) in tooth & claw.

Each test builds a position by hand, plays the actions a player would choose and
checks what the player would see: the options offered (and those withheld), the
cards, organs and creeples that move, and the log line naming the rule.
"""

from __future__ import annotations

import pytest

from megafauna_tui.data.vocabulary import Emotion, OrganColour, PlayerColour, Shape
from megafauna_tui.rules.actions import PlayerTurn
from megafauna_tui.rules.board import can_eat, habitable
from megafauna_tui.rules.contests import carnivore_contest, herbivore_contest
from megafauna_tui.rules.decisions import DecisionKind, IllegalAnswer
from megafauna_tui.rules.dispersal import PlayerDispersal, reachable
from megafauna_tui.rules.emotions import emotions
from megafauna_tui.rules.event_phase import Atrophy, Cull
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.scenario import Card, Table
from megafauna_tui.rules.scoring import final_score, fossil_awards, population
from megafauna_tui.rules.state import Creeple, Level, Phase, Species

BLACK = PlayerColour.BLACK
ORANGE = PlayerColour.ORANGE
GREEN = PlayerColour.GREEN
WHITE = PlayerColour.WHITE

ARCHETYPE = Shape.ARCHETYPE
ARMORED = Shape.ARMORED
BURROWER = Shape.BURROWER
FLYER = Shape.FLYER
SWIMMER = Shape.SWIMMER

R, Y, G, B = OrganColour.RED, OrganColour.YELLOW, OrganColour.GREEN, OrganColour.BLUE


# -- helpers -------------------------------------------------------------------------


def keys(game) -> set[str]:
    assert game.decision is not None
    return set(game.decision.keys)


def said(game, rule: str) -> list[str]:
    return [entry.text for entry in game.state.log if entry.rule == rule]


def play(game, *answers: str) -> None:
    for key in answers:
        game.answer(key)


def species(game, colour: PlayerColour, shape: Shape):
    return game.state.species(colour, shape)


def creeples_at(game, hex_id: str):
    return [c for c in game.state.creeples if c.hex == hex_id]


def label(game, key: str) -> str:
    assert game.decision is not None
    option = game.decision.option(key)
    assert option is not None, f"{key} not offered: {game.decision.keys}"
    return option.label


def stopper(colour: PlayerColour = PlayerColour.ORANGE) -> PlayerTurn:
    """Another player's action turn, run after the frames under test so the game stops there.

    A player with a species can always buy the free leftmost card, so the turn asks.
    """
    return PlayerTurn(colour, 2)


# The weeds and swamps of Siberia and Laurentia, where any walking shape may live.
SIBERIA_LAND = ["siberia:6", "siberia:5", "siberia:0", "siberia:2", "siberia:1"]
LAURENTIA_LAND = ["laurentia:4", "laurentia:5", "laurentia:6", "laurentia:0", "laurentia:2", "laurentia:1"]


def black_and_orange(rules) -> Table:
    """Black and Orange; Orange keeps one archetype in Laurentia."""
    table = Table(rules, ["black", "orange"])
    table.species("orange", "archetype")
    table.creeple("orange", "archetype", "laurentia:4")
    return table


# -- E1 mutate -----------------------------------------------------------------------


def test_e1_mutate_puts_the_card_and_its_plus_organs_into_the_tableau(rules):
    """Buying a card plays it straight into the species' tableau (there is no hand) with
    its printed plus organs on it (E1c: taste buds brings a red and a green cube). The
    bought slot stays empty until the Display is refreshed."""
    table = black_and_orange(rules)
    table.species("black", "archetype")
    table.creeple("black", "archetype", "siberia:6")
    table.display(metabolic=[6, 8, 30, 38])
    game = table.game(stopper(), PlayerTurn(BLACK, 2))
    red, green = game.state.cube_pool[R], game.state.cube_pool[G]

    play(game, "mutate", "metabolic:1")  # only one species: it takes the card without asking

    archetype = species(game, BLACK, ARCHETYPE)
    assert [c.number for c in archetype.cards] == [6]
    card = archetype.card(6)
    assert not card.promoted
    assert card.organs == [R, G]
    assert game.state.cube_pool[R] == red - 1 and game.state.cube_pool[G] == green - 1
    assert game.state.display[0].slots[0] is None  # E1e: refilled only after all actions
    assert any("taste buds" in text for text in said(game, "E1"))
    assert game.decision.kind is DecisionKind.ACTION and game.decision.player is BLACK
    assert violations(game) == []


def test_e1a_example_each_species_spends_up_to_its_unborn(rules):
    """The rulebook's four-action example: a species with 2 Unborn buys a card costing 2;
    one with 6 Unborn buys cards costing 6, 0 and 0. Once a species has spent its budget,
    dearer cards are no longer offered to it. Unborn creeples are not spent: in the next
    turn each species may spend 2 and 6 again."""
    table = black_and_orange(rules)
    table.species("black", "archetype", unborn=2)
    table.species("black", "swimmer", genotype=25, genotype_organs="y", unborn=6)
    for hex_id in SIBERIA_LAND:
        table.creeple("black", "archetype", hex_id)
    table.creeple("black", "swimmer", "siberia:3")
    # metabolic costs 0, 2, 4, 6 (and 8 for the deck top, R05); darwinian the same
    table.display(metabolic=[1, 8, 30, 38], darwinian=[48, 81, 82, 83])
    # the 4-action turn runs first, then Black's next turn (2 actions)
    game = table.game(stopper(), PlayerTurn(BLACK, 2), PlayerTurn(BLACK, 4))

    # both species could afford the cost-2 card; the archetype takes it and has spent all 2
    play(game, "mutate", "metabolic:2")
    assert keys(game) == {"archetype", "swimmer"}
    assert "costs 2 of 2" in label(game, "archetype")
    game.answer("archetype")
    assert any("budget left 0" in text for text in said(game, "E1"))

    # a cost-6 card: only the swimmer can pay, so it is not even asked
    play(game, "mutate", "metabolic:4")
    assert game.decision.kind is DecisionKind.ACTION
    assert 38 in [c.number for c in species(game, BLACK, SWIMMER).cards]

    # both budgets are used up: only the free leftmost cards remain on offer
    game.answer("mutate")
    assert keys(game) == {"metabolic:1", "darwinian:1"}
    play(game, "metabolic:1", "swimmer")
    play(game, "mutate")  # darwinian:1 is the only card left that anyone can afford
    assert game.decision.kind is DecisionKind.MUTATE_SPECIES
    game.answer("swimmer")

    assert sorted(c.number for c in species(game, BLACK, SWIMMER).cards) == [1, 38, 48]
    assert [c.number for c in species(game, BLACK, ARCHETYPE).cards] == [8]
    assert species(game, BLACK, ARCHETYPE).unborn == 2
    assert species(game, BLACK, SWIMMER).unborn == 6

    # the next turn: the whole budget is back (2 and 6), so every card up to cost 6 is on offer
    assert game.decision.player is BLACK and "2 actions left" in game.decision.prompt
    game.answer("mutate")
    assert keys(game) == {f"{row}:{n}" for row in ("metabolic", "darwinian") for n in (1, 2, 3, 4)}
    game.answer("metabolic:2")
    assert keys(game) == {"archetype", "swimmer"}
    assert "costs 2 of 2" in label(game, "archetype")
    assert "costs 2 of 6" in label(game, "swimmer")
    assert violations(game) == []


def test_e1a_budget_is_the_unborn_count_when_purchases_start(rules):
    """Populating before buying leaves fewer Unborn, and so a smaller budget: with 4 Unborn
    the species could pay 4, after moving one to the newborn card only 3."""

    def build():
        table = black_and_orange(rules)
        table.species("black", "archetype", unborn=4)
        for hex_id in SIBERIA_LAND[:3]:
            table.creeple("black", "archetype", hex_id)
        table.display(metabolic=[1, 8, 30, 38], darwinian=[48, 81, 82, 83])
        return table.game(stopper(), PlayerTurn(BLACK, 2))

    game = build()
    game.answer("mutate")
    assert "metabolic:3" in keys(game)  # cost 4 with 4 Unborn

    game = build()
    game.answer("populate")  # one archetype, no blue organ: one newborn, nothing to ask
    assert species(game, BLACK, ARCHETYPE).unborn == 3
    game.answer("mutate")
    assert "metabolic:3" not in keys(game) and "darwinian:3" not in keys(game)
    assert {"metabolic:2", "darwinian:2"} <= keys(game)
    assert violations(game) == []


def test_e1b_example_one_blue_emotion_halves_blue_costs(rules):
    """The rulebook's example: 4 creeples living and 3 Unborn, and a blue emotion
    (jealousy). The blue cards in Darwinian positions 2 and 3 cost 1 and 2 instead of 2 and
    4, so the 3 Unborn pay for both. Our jealousy comes from courtship crest (head) and
    display train (tail). Cards of other colours cost full price."""
    table = black_and_orange(rules)
    table.species(
        "black",
        "archetype",
        basal="bb",
        cards=[Card(82, organs="b", orientation=1), Card(86, organs="b", orientation=1)],
        personality=[82, 86],
        unborn=3,
    )
    for hex_id in SIBERIA_LAND[:4]:
        table.creeple("black", "archetype", hex_id)
    table.display(metabolic=[1, 8, 30, 38], darwinian=[48, 83, 89, 81])
    game = table.game(stopper(), PlayerTurn(BLACK, 2))
    assert emotions(rules, species(game, BLACK, ARCHETYPE)) == [Emotion.JEALOUSY]

    game.answer("mutate")
    offered = keys(game)
    assert {"darwinian:2", "darwinian:3"} <= offered  # blue, 2 -> 1 and 4 -> 2
    assert "metabolic:3" not in offered  # a yellow card at 4 stays at 4, more than 3 Unborn
    assert "darwinian:4" in offered  # blue at 6 halves to 3: the whole budget
    assert "darwinian:5" not in offered  # the deck top, 8 halved to 4: too dear
    game.answer("darwinian:2")
    assert any("for 1 (budget left 2)" in text for text in said(game, "E1"))
    play(game, "mutate", "darwinian:3")
    assert any("for 2 (budget left 0)" in text for text in said(game, "E1"))
    assert sorted(c.number for c in species(game, BLACK, ARCHETYPE).cards) == [82, 83, 86, 89]
    assert violations(game) == []


def test_e1b_an_emotion_formed_during_the_phase_discounts_only_from_the_next_phase(rules):
    """The discount counts emotions the species has had since its action phase began. A
    species that forms anger (horned head + defensive rage) with its first action still
    pays 2 for a red card with its second; in its next action phase the same card costs 1."""
    table = black_and_orange(rules)
    table.species(
        "black",
        "archetype",
        basal="b",
        cards=[Card(81, organs="b", orientation=1), Card(22, organs="r")],
        unborn=3,
    )
    for hex_id in SIBERIA_LAND[:4]:
        table.creeple("black", "archetype", hex_id)
    # red cards at positions 2 and 3: after the refresh the escape reflex moves to position 2
    table.display(metabolic=[1, 8, 12, 38], darwinian=[48, 82, 83, 89])
    game = table.game(stopper(), PlayerTurn(BLACK, 2), PlayerTurn(BLACK, 2))

    play(game, "promote")  # only the pain receptors are unpromoted
    assert keys(game) == {"1", "2"}
    play(game, "1")
    assert keys(game) == {"keep", "81-22"}
    play(game, "81-22")
    assert emotions(rules, species(game, BLACK, ARCHETYPE)) == [Emotion.ANGER]

    play(game, "mutate", "metabolic:2")  # the red chemoreceptors at position 2
    assert any("chemoreceptors for 2 (budget left 1)" in text for text in said(game, "E1"))

    # next phase: the anger is there from the start, red costs are halved
    assert game.state.display[0].slots[1] == 12
    play(game, "mutate", "metabolic:2")
    assert any("escape reflex for 1 (budget left 2)" in text for text in said(game, "E1"))
    assert violations(game) == []


def test_j6e_example_halving_is_for_the_emotional_species_only(rules):
    """The angry bird pays half for red cards; the player's other species pays full price
    for the same card."""
    table = black_and_orange(rules)
    table.species(
        "black",
        "flyer",
        genotype=53,
        genotype_organs="g",
        basal="bg",
        cards=[Card(81, organs="b", orientation=1), Card(10, organs="r", orientation=1)],
        personality=[81, 10],
        unborn=5,
    )
    table.species("black", "archetype", unborn=5)
    table.creeple("black", "flyer", "siberia:6")
    table.creeple("black", "flyer", "siberia:5")
    table.creeple("black", "archetype", "siberia:0")
    table.creeple("black", "archetype", "siberia:2")
    table.display(metabolic=[30, 8, 1, 38], darwinian=[48, 82, 83, 89])
    game = table.game(stopper(), PlayerTurn(BLACK, 2))
    assert emotions(rules, species(game, BLACK, FLYER)) == [Emotion.ANGER]

    play(game, "mutate", "metabolic:3")  # eyespot, red, printed cost 4
    assert "costs 2 of 5" in label(game, "flyer")
    assert "costs 4 of 5" in label(game, "archetype")
    game.answer("flyer")
    assert any("eyespot for 2" in text for text in said(game, "E1"))
    assert violations(game) == []


def _deck_top(table: Table, row: int, number: int) -> None:
    """Make ``number`` the top card of a Display row's deck (Display position 5)."""
    display_row = table.state.display[row]
    if number not in display_row.draw + display_row.discard:
        raise ValueError(f"card {number} is not in that row's deck")
    table.deck_top(**{display_row.deck.value: [number]})


def test_j6e_two_emotions_of_a_colour_make_its_cards_cost_one(rules):
    """With two fear emotions (olfactory antenna - mobbing behavior - bronchoalveolar lung)
    every yellow card costs 1, even the deck top (printed 8), except the leftmost, which
    stays free. A red card keeps its printed cost. One Unborn is enough for any yellow card."""
    table = black_and_orange(rules)
    table.species(
        "black",
        "archetype",
        basal="rby",
        cards=[
            Card(8, organs="r", orientation=1),
            Card(11, organs="", orientation=1),
            Card(30, organs="y", orientation=1),
        ],
        personality=[8, 11, 30],
        unborn=1,
    )
    for hex_id in [*SIBERIA_LAND, "laurentia:6"]:
        table.creeple("black", "archetype", hex_id)
    table.display(metabolic=[25, 1, 26, 27], darwinian=[48, 82, 83, 89])
    _deck_top(table, 0, 28)
    game = table.game(stopper(), PlayerTurn(BLACK, 2))
    assert emotions(rules, species(game, BLACK, ARCHETYPE)) == [Emotion.FEAR, Emotion.FEAR]

    game.answer("mutate")
    assert keys(game) == {"metabolic:1", "metabolic:3", "metabolic:4", "metabolic:5", "darwinian:1"}
    game.answer("metabolic:5")
    assert any("patagium for 1 (budget left 0)" in text for text in said(game, "E1"))
    game.answer("mutate")
    assert keys(game) == {"metabolic:1", "darwinian:1"}  # the free leftmost cards
    game.answer("metabolic:1")
    assert any("swim bladder for 0" in text for text in said(game, "E1"))
    assert violations(game) == []


def test_e1d_r25_green_may_buy_from_the_metabolic_row(rules):
    """Ruling R25: in tooth & claw Green is an ordinary species, so it may buy a red or
    yellow card of the upper row, horror-plant icon or not."""
    table = Table(rules, ["green", "orange"])
    table.species("green", "archetype")
    table.creeple("green", "archetype", "baltica:5")
    table.species("orange", "archetype")
    table.creeple("orange", "archetype", "laurentia:4")
    table.display(metabolic=[1, 8, 30, 38], darwinian=[48, 82, 83, 89])
    game = table.game(stopper(), PlayerTurn(GREEN, 2))
    assert not rules.mutations[1].horror_plant

    game.answer("mutate")
    assert {"metabolic:1", "darwinian:1"} <= keys(game)
    game.answer("metabolic:1")
    assert [c.number for c in species(game, GREEN, ARCHETYPE).cards] == [1]
    assert violations(game) == []


def test_e1e_refresh_slides_cards_left_and_refills_from_each_deck(rules):
    """After the player's last action, each row's cards slide to the left and the gaps fill
    from that row's own deck, so both rows show their cards again."""
    table = black_and_orange(rules)
    table.species("black", "archetype", unborn=4)
    for hex_id in SIBERIA_LAND[:3]:
        table.creeple("black", "archetype", hex_id)
    table.display(metabolic=[1, 8, 30, 38], darwinian=[48, 82, 83, 89])
    metabolic_top = table.state.display[0].draw[0]
    darwinian_top = table.state.display[1].draw[0]
    game = table.game(stopper(), PlayerTurn(BLACK, 2))

    play(game, "mutate", "metabolic:2", "mutate", "darwinian:1")

    assert game.decision.player is ORANGE  # Black's actions are over
    assert game.state.display[0].slots == [1, 30, 38, metabolic_top]
    assert game.state.display[1].slots == [82, 83, 89, darwinian_top]
    assert said(game, "E1e")
    assert violations(game) == []


def _black_buying(rules) -> Table:
    """Black, with four Unborn, buys from a Display whose first four cards of each row are known."""
    table = black_and_orange(rules)
    table.species("black", "archetype", unborn=4)
    for hex_id in SIBERIA_LAND[:3]:
        table.creeple("black", "archetype", hex_id)
    return table.display(metabolic=[1, 8, 30, 38], darwinian=[48, 82, 83, 89])


def test_e1e_an_empty_deck_is_rebuilt_from_its_discards(rules):
    """When a row's deck is empty at the refresh, that row's discarded mutations are
    shuffled into a new deck and the gap is filled."""
    table = _black_buying(rules)
    metabolic = table.state.display[0]
    table.mutation_piles("metabolic", discard=[*metabolic.discard, *metabolic.draw], removed=metabolic.removed)
    discarded = set(metabolic.discard)
    game = table.game(stopper(), PlayerTurn(BLACK, 1))

    play(game, "mutate", "metabolic:1")

    row = game.state.display[0]
    assert row.slots[:3] == [8, 30, 38] and row.slots[3] in discarded
    assert row.discard == [] and set(row.draw) == discarded - {row.slots[3]}
    assert any("ran out" in text for text in said(game, "E1e"))
    assert violations(game) == []


def test_e1e_the_deck_top_is_never_left_empty_while_discards_exist(rules):
    """E1e: the refresh takes the metabolic deck's last card; its discards become a new deck at once,
    so the row shows five cards again (position 5 is the new deck's top), not four."""
    table = _black_buying(rules)
    metabolic = table.state.display[0]
    last, *rest = metabolic.draw
    table.mutation_piles("metabolic", draw=[last], discard=[*metabolic.discard, *rest], removed=metabolic.removed)
    game = table.game(stopper(), PlayerTurn(BLACK, 1))

    play(game, "mutate", "metabolic:1")

    row = game.state.display[0]
    assert row.slots == [8, 30, 38, last]
    assert row.card_at(4) in rest and row.discard == [] and sorted(row.draw) == sorted(rest)
    assert any("ran out" in text for text in said(game, "E1e"))
    assert violations(game) == []


def test_e1e_a_row_whose_deck_and_discards_are_spent_shows_fewer_cards(rules):
    """E1e, R29: with nothing left to draw or rebuild, the refresh slides the cards left and leaves the
    rest of the row empty; the log says so."""
    table = _black_buying(rules)
    metabolic = table.state.display[0]
    table.mutation_piles("metabolic", discard=metabolic.discard, removed=[*metabolic.removed, *metabolic.draw])
    game = table.game(stopper(), PlayerTurn(BLACK, 1))

    play(game, "mutate", "metabolic:1")

    row = game.state.display[0]
    assert row.slots == [8, 30, 38, None] and row.card_at(4) is None
    assert "The metabolic deck and its discards are spent: its row shows 3 of 5 cards." in said(game, "E1e")
    assert violations(game) == []


# -- E2 promote ----------------------------------------------------------------------


def test_e2_promote_flips_the_card_and_its_old_organ_becomes_basal(rules):
    """Promoting the eyespot to a compound eye (the two-red orientation): the card is
    flipped, the new plus organs sit on it, and the red cube it carried moves to the
    genotype as a basal organ (E2b, E2c). A species with nothing left unpromoted is not
    offered the promote action again."""
    table = black_and_orange(rules)
    table.species("black", "archetype", cards=[Card(1, organs="r")])
    table.creeple("black", "archetype", "siberia:6")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))
    assert "promote" in keys(game)

    game.answer("promote")  # the only unpromoted card: straight to its orientation
    assert game.decision.kind is DecisionKind.ORIENTATION
    assert keys(game) == {"1", "2"}
    game.answer("2")

    archetype = species(game, BLACK, ARCHETYPE)
    card = archetype.card(1)
    assert card.promoted and card.orientation == 1
    assert card.organs == [R, R]
    assert archetype.basal == [R]
    assert any("compound eye" in text and "(E2c)" in text for text in said(game, "E2"))
    assert game.decision.kind is DecisionKind.ACTION
    assert "promote" not in keys(game)
    assert violations(game) == []


def test_e2a_both_promoted_orientations_are_previewed(rules):
    """Choosing the orientation shows what each side does: electrolocation becomes an
    infrared pit sensor that either speciates a burrower (a speciation, E3) or adds a red
    and a yellow organ and a fossil icon (E2b)."""
    table = black_and_orange(rules)
    table.species("black", "archetype", cards=[Card(7, organs="r")])
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("black", "archetype", "siberia:5")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))
    game.answer("promote")

    decision = game.decision
    assert decision.kind is DecisionKind.ORIENTATION and decision.rule == "E2b"
    first, second = decision.option("1"), decision.option("2")
    assert "infrared pit sensor" in first.label and "speciate: burrower" in first.label
    assert "max size 3" in first.label
    assert first.rule == "E3"
    assert "speciate" not in second.label and "red+yellow" in second.label and "fossil" in second.label
    assert second.rule == "E2b"


def test_e2e_every_orientation_is_offered_at_size_one(rules):
    """In tooth & claw every species is size 1, so no maximum size can forbid an
    orientation: wing buds may become a flyer-making alary muscle (maximum size 1) or the
    size-3 side; the daughter flyer is a flyer at size 1, not a kiwi (E3e)."""
    table = black_and_orange(rules)
    table.species("black", "archetype", cards=[Card(27, organs="y")])
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("black", "archetype", "siberia:5")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))
    game.answer("promote")
    assert keys(game) == {"1", "2"}
    assert "max size 1" in label(game, "1")

    play(game, "1", "siberia:6/herbivore")
    flyer = species(game, BLACK, FLYER)
    assert flyer.size == 1 and flyer.genotype == 27
    assert species(game, BLACK, ARCHETYPE).size == 1
    assert violations(game) == []


def test_e2i_no_speciation_into_a_shape_already_alive(rules):
    """Black already has living burrowers, so electrolocation may only be promoted to its
    non-speciating side: the speciation orientation is not offered (the remaining side is
    applied without asking) and no second burrower species appears."""
    table = black_and_orange(rules)
    table.species("black", "archetype", cards=[Card(7, organs="r")])
    table.species("black", "burrower", genotype=23, genotype_organs="r")
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("black", "burrower", "siberia:5")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))

    game.answer("promote")

    card = species(game, BLACK, ARCHETYPE).card(7)
    assert card.promoted and card.orientation == 1  # the second, non-speciating side
    assert [s.shape for s in game.state.player(BLACK).species] == [ARCHETYPE, BURROWER]
    assert not said(game, "E3")
    assert game.decision.kind is DecisionKind.ACTION
    assert violations(game) == []


def test_e2i_b6_a_player_with_five_species_cannot_speciate(rules):
    """A player with five species (every shape alive, the size-die limit) is never offered a
    speciating orientation: swim bladder can only become the gas gland's yellow-green side."""
    table = black_and_orange(rules)
    table.species("black", "archetype", cards=[Card(25, organs="y")])
    table.species("black", "armored", genotype=21, genotype_organs="r")
    table.species("black", "burrower", genotype=23, genotype_organs="r")
    table.species("black", "flyer", genotype=53, genotype_organs="g")
    table.species("black", "swimmer", genotype=73, genotype_organs="b")
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("black", "armored", "siberia:5")
    table.creeple("black", "burrower", "siberia:0")
    table.creeple("black", "flyer", "siberia:2")
    table.creeple("black", "swimmer", "siberia:3")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))
    assert len(game.state.player(BLACK).species) == rules.limits.max_species

    game.answer("promote")

    card = species(game, BLACK, ARCHETYPE).card(25)
    assert card.promoted and card.orientation == 1
    assert card.organs == [Y, G]
    assert len(game.state.player(BLACK).species) == 5
    assert violations(game) == []


def test_e2f_j2_mutualism_takes_a_host_from_a_predator(rules):
    """Promoting the light organ to its mutualism side (symbiotic photophore) takes a host
    creeple from a species sharing a biome with it: Orange's archetype hunts Black's here,
    and Black chooses whether the host comes from Orange's Unborn or Newborn. White's
    archetype lives elsewhere and is not offered."""
    table = Table(rules, ["black", "orange", "white"])
    table.species("black", "archetype", cards=[Card(13, organs="r")])
    table.creeple("black", "archetype", "siberia:6")
    table.species("orange", "archetype", newborn=1)
    table.creeple("orange", "archetype", "siberia:6", "carnivore")
    table.creeple("orange", "archetype", "laurentia:4")
    table.species("white", "archetype")
    table.creeple("white", "archetype", "gondwana:4")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))

    play(game, "promote", "1")
    assert game.decision.kind is DecisionKind.HOST
    assert keys(game) == {"orange:archetype/unborn", "orange:archetype/newborn"}
    game.answer("orange:archetype/newborn")

    orange = species(game, ORANGE, ARCHETYPE)
    assert orange.newborn == 0
    card = species(game, BLACK, ARCHETYPE).card(13)
    assert [(h.colour, h.shape) for h in card.hosts] == [(ORANGE, ARCHETYPE)]
    assert any("from its newborn" in text for text in said(game, "J2"))
    assert violations(game) == []


def test_j2_a_host_must_be_a_suitable_predator_or_prey(rules):
    """J2 (F4): sharing a biome is not enough. Black's Endangered flyer carnivore lies over Orange's
    armored herbivore, which flyers cannot eat (F4a), so promoting to mutualism finds no host."""
    table = black_and_orange(rules)
    table.species("black", "flyer", genotype=28, basal="y", cards=[Card(13, organs="r")])
    table.creeple("black", "flyer", "laurentia:0", "carnivore", endangered=True)
    table.species("orange", "armored", genotype=32, basal="y")
    table.creeple("orange", "armored", "laurentia:0")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))

    play(game, "promote", "1")
    assert game.decision.player is not BLACK or game.decision.kind is not DecisionKind.HOST
    assert species(game, BLACK, FLYER).card(13).hosts == []
    assert said(game, "J2a") == ["Black's flyer finds no suitable host for its mutualism."]
    assert violations(game) == []


def test_j2a_no_host_without_unborn_or_newborn(rules):
    """If the only species sharing a biome has neither Unborn nor Newborn creeples, the
    mutualism is promoted without a host creeple."""
    table = black_and_orange(rules)
    table.species("black", "archetype", cards=[Card(13, organs="r")])
    table.creeple("black", "archetype", "siberia:6")
    table.species("orange", "flyer", genotype=53, genotype_organs="g", unborn=0)
    table.creeple("orange", "flyer", "siberia:6", "carnivore")
    table.creeple("orange", "flyer", "laurentia:4", "carnivore")
    for hex_id in LAURENTIA_LAND[1:]:
        table.creeple("orange", "flyer", hex_id)  # all seven flyers live: none to give
    game = table.game(stopper(), PlayerTurn(BLACK, 2))

    play(game, "promote", "1")

    card = species(game, BLACK, ARCHETYPE).card(13)
    assert card.promoted and card.orientation == 0
    assert card.hosts == []
    assert said(game, "J2a")
    assert game.decision.kind is DecisionKind.ACTION
    assert violations(game) == []


def test_j2a_a_species_may_host_two_mutualism_cards(rules):
    """With a second mutualism card, the same partner species may be taken as host again."""
    table = black_and_orange(rules)
    table.species(
        "black",
        "archetype",
        basal="r",
        cards=[Card(13, organs="r", orientation=1, hosts=[("orange", "archetype")]), Card(64, organs="g")],
    )
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("orange", "archetype", "siberia:6", "carnivore")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))
    unborn = species(game, ORANGE, ARCHETYPE).unborn

    play(game, "promote", "1")  # gut flora to symbiotic microbiome; the only host is taken at once

    assert [(h.colour, h.shape) for h in species(game, BLACK, ARCHETYPE).card(64).hosts] == [(ORANGE, ARCHETYPE)]
    assert species(game, ORANGE, ARCHETYPE).unborn == unborn - 1
    assert violations(game) == []


def test_j2b_host_creeples_count_as_population_and_victory_points(rules):
    """Each host creeple on a mutualism card counts as one population for fossil awards and
    one victory point at the end, for the card's owner."""
    table = black_and_orange(rules)
    table.species(
        "black",
        "archetype",
        basal="r",
        cards=[Card(13, organs="r", orientation=1, hosts=[("orange", "archetype")])],
    )
    table.creeple("black", "archetype", "siberia:6")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))

    assert population(game, BLACK) == 2  # one on the map, one host
    assert population(game, ORANGE) == 1
    fossils = game.state.player(BLACK).fossils
    fossil_awards(game)
    assert game.state.player(BLACK).fossils == fossils + 1  # beats Orange's population
    assert final_score(game, BLACK)["hosts"] == 1
    assert violations(game) == []


def test_j2d_host_goes_home_when_the_parasite_dies_out(rules):
    """When the species holding a mutualism card dies out, the host creeple goes back to
    the Unborn of its own species."""
    table = black_and_orange(rules)
    table.species(
        "black",
        "archetype",
        basal="r",
        cards=[Card(13, organs="r", orientation=1, hosts=[("orange", "archetype")])],
    )
    table.creeple("black", "archetype", "siberia:6")
    game = table.game(Cull(BLACK, ARCHETYPE, 1), phase=Phase.EVENTS, then="actions")
    unborn_before = 7 - 1 - 1  # one on the map, one hosted

    assert game.state.player(BLACK).find(ARCHETYPE) is None
    assert species(game, ORANGE, ARCHETYPE).unborn == unborn_before + 1
    assert violations(game) == []


def test_j2d_host_leaves_the_card_when_the_host_species_dies_out(rules):
    """When the host species dies out, its creeple leaves the mutualism card too: the
    card's owner no longer counts it."""
    table = black_and_orange(rules)
    table.species(
        "black",
        "archetype",
        basal="r",
        cards=[Card(13, organs="r", orientation=1, hosts=[("orange", "flyer")])],
    )
    table.creeple("black", "archetype", "siberia:6")
    table.species("orange", "flyer", genotype=53, genotype_organs="g")
    table.creeple("orange", "flyer", "laurentia:6")
    game = table.game(Cull(ORANGE, FLYER, 1), phase=Phase.EVENTS, then="actions")

    assert game.state.player(ORANGE).find(FLYER) is None
    assert species(game, BLACK, ARCHETYPE).card(13).hosts == []
    assert population(game, BLACK) == 1
    assert game.state.player(ORANGE).reserve[FLYER] == 7
    assert violations(game) == []


# -- E3 speciate ---------------------------------------------------------------------


def test_e3b_example_electrolocation_speciates_a_burrower(rules):
    """The rulebook's example: an archetype with no basal organs and a red plus organ on its
    electrolocation promotes it to the infrared pit sensor and speciates a burrower. The red
    cube becomes basal on the mother, and the daughter inherits it; the card becomes the
    daughter's genotype with its own red plus organ (E3a), and the daughter copies the
    mother's size (E3b). A daughter creeple replaces a mother creeple; the other six
    burrowers wait on the genotype (E3d)."""
    table = black_and_orange(rules)
    table.species("black", "archetype", cards=[Card(7, organs="r")])
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("black", "archetype", "siberia:5")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))
    mother_unborn = species(game, BLACK, ARCHETYPE).unborn

    play(game, "promote", "1")
    assert game.decision.kind is DecisionKind.SPECIATE_MOTHER
    assert keys(game) == {"siberia:6/herbivore", "siberia:5/herbivore"}
    game.answer("siberia:6/herbivore")

    mother = species(game, BLACK, ARCHETYPE)
    daughter = species(game, BLACK, BURROWER)
    assert mother.basal == [R]
    assert mother.cards == []
    assert daughter.genotype == 7
    assert daughter.basal == [R]
    assert daughter.genotype_organs == [R]
    assert daughter.size == mother.size == 1
    assert daughter.unborn == 6 and mother.unborn == mother_unborn + 1
    [burrower] = [c for c in creeples_at(game, "siberia:6") if c.colour is BLACK]
    assert burrower.shape is BURROWER and not burrower.endangered
    assert said(game, "E3") and said(game, "E3d")
    assert violations(game) == []


def test_e3c_recession_drops_one_inherited_basal_organ(rules):
    """Fossorial forelimbs speciate a burrower with a red recession: the daughter discards
    one of the red basal cubes she would inherit, the mother keeps hers, and nobody dies."""
    table = black_and_orange(rules)
    table.species("black", "archetype", basal="rr", cards=[Card(31, organs="y")])
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("black", "archetype", "siberia:5")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))

    play(game, "promote", "1", "siberia:6/herbivore")

    assert sorted(species(game, BLACK, ARCHETYPE).basal) == sorted([R, R, Y])
    assert sorted(species(game, BLACK, BURROWER).basal) == sorted([R, Y])
    assert said(game, "E3c")
    assert not said(game, "I4")
    assert violations(game) == []


def test_e3_example_a_daughter_that_cannot_live_here_starts_endangered(rules):
    """The rulebook's example, on our map: a swimmer in a sea speciates an armored species
    (startle reflex to shell withdrawal). The armored creeple that replaces it cannot live
    in a sea, so it starts Endangered, and the player can still populate from it."""
    table = black_and_orange(rules)
    table.species("black", "swimmer", genotype=25, genotype_organs="y", cards=[Card(21, organs="r")])
    table.creeple("black", "swimmer", "siberia:3")
    table.creeple("black", "swimmer", "siberia:4")
    table.species("black", "archetype")
    table.creeple("black", "archetype", "siberia:6")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))

    play(game, "promote", "1", "siberia:3/herbivore")

    [armored] = [c for c in creeples_at(game, "siberia:3") if c.colour is BLACK]
    assert armored.shape is ARMORED and armored.endangered
    assert any("Endangered" in text for text in said(game, "E3d"))
    assert "populate" in keys(game)
    play(game, "populate", "armored")
    assert species(game, BLACK, ARMORED).newborn == 1
    assert violations(game) == []


def test_e3d_an_endangered_mother_creeple_may_be_replaced(rules):
    """The mother creeple replaced may be an Endangered one. The daughter stands in her place (she can
    live in weeds) and so contests Orange's upright archetype at once; she loses on skeletal number
    (G7) and lies down, unless Black turns her carnivore over the archetype (G8)."""
    table = black_and_orange(rules)
    table.species("black", "archetype", cards=[Card(7, organs="r")])
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("black", "archetype", "laurentia:4", endangered=True)
    game = table.game(stopper(), PlayerTurn(BLACK, 2))

    play(game, "promote", "1")
    assert keys(game) == {"siberia:6/herbivore", "laurentia:4/herbivore/endangered"}
    game.answer("laurentia:4/herbivore/endangered")

    [burrower] = [c for c in game.state.creeples if c.shape is BURROWER]
    assert burrower.hex == "laurentia:4" and burrower.endangered
    assert said(game, "G7")[-1] == "Black's burrower in laurentia:4 loses."
    assert game.decision.kind is DecisionKind.TROPHIC_SHIFT
    game.answer("stay")
    assert said(game, "G8") == ["Black's burrower in laurentia:4 stays a herbivore and is Endangered."]
    assert violations(game) == []


def test_e3d_the_daughter_of_an_endangered_mother_stands_if_she_can_live_there(rules):
    """E3d: the daughter starts Endangered only if she cannot inhabit the biome. Black's archetype lies
    Endangered in a weeds biome nobody else holds; the burrower that replaces her stands upright."""
    table = black_and_orange(rules)
    table.species("black", "archetype", cards=[Card(7, organs="r")])
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("black", "archetype", "siberia:5", endangered=True)
    game = table.game(stopper(), PlayerTurn(BLACK, 2))

    play(game, "promote", "1", "siberia:5/herbivore/endangered")

    [burrower] = [c for c in game.state.creeples if c.shape is BURROWER]
    assert (burrower.hex, burrower.endangered) == ("siberia:5", False)
    assert said(game, "E3d") == ["The first burrower replaces the Endangered archetype in siberia:5."]
    assert violations(game) == []


def test_e3d_replacing_the_last_mother_creeple_ends_the_mother(rules):
    """Speciating from a species with a single living creeple drives the mother extinct;
    the daughter lives on, so the player is not Lazarus."""
    table = black_and_orange(rules)
    table.species("black", "archetype", cards=[Card(7, organs="r"), Card(12, organs="r")])
    table.creeple("black", "archetype", "siberia:6")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))

    play(game, "promote", "archetype/7", "1")

    player = game.state.player(BLACK)
    assert player.find(ARCHETYPE) is None
    assert player.archetype_stored and not player.lazarus
    assert species(game, BLACK, BURROWER).genotype == 7
    assert [c.shape for c in game.state.creeples if c.colour is BLACK] == [BURROWER]
    assert any("archetype dies out" in text for text in said(game, "I4"))
    assert 12 in game.state.display[0].discard  # the mother's other card is discarded
    assert violations(game) == []


def test_e3d_a_hunter_loses_its_prey_when_the_herbivore_speciates(rules):
    """Orange's archetype hunts Black's archetype. When that very creeple becomes Black's
    first burrower, the archetype hunter cannot eat a burrower and lies down Endangered."""
    table = black_and_orange(rules)
    table.species("black", "archetype", cards=[Card(7, organs="r")])
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("black", "archetype", "siberia:5")
    table.creeple("orange", "archetype", "siberia:6", "carnivore")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))

    play(game, "promote", "1", "siberia:6/herbivore")

    [hunter] = [c for c in creeples_at(game, "siberia:6") if c.colour is ORANGE]
    assert hunter.endangered
    [burrower] = game.state.living(BLACK, BURROWER)
    assert not burrower.endangered
    assert any("Orange's archetype" in text for text in said(game, "F4"))
    assert violations(game) == []


def test_e3d_a_daughter_carnivore_without_suitable_prey_is_endangered(rules):
    """A flyer hunting Orange's flyer speciates a burrower in that very biome: the burrower
    may live in the weeds but cannot eat a flyer, so it lies down Endangered at once."""
    table = black_and_orange(rules)
    table.species("black", "flyer", genotype=53, genotype_organs="g", cards=[Card(7, organs="r")])
    table.creeple("black", "flyer", "siberia:6", "carnivore")
    table.creeple("black", "flyer", "siberia:5")
    table.species("orange", "flyer", genotype=71, genotype_organs="b")
    table.creeple("orange", "flyer", "siberia:6")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))

    play(game, "promote", "1", "siberia:6/carnivore")

    [burrower] = game.state.living(BLACK, BURROWER)
    assert burrower.level is Level.CARNIVORE and burrower.endangered
    assert any("Black's burrower" in text and "no suitable prey" in text for text in said(game, "F4"))
    assert violations(game) == []


def test_e3_example_speciation_and_dispersal(rules):
    """The rulebook's speciation-and-dispersal example, on Baltica (weeds for its forest, a
    sea for its bloom). Green speciates a swimmer (swim bladder to gas gland) from an
    archetype in the weeds: the swimmer starts Endangered there, and Orange's archetype
    hunting in that biome lies down too, having lost its prey. Green populates: the
    swimmer has one blue organ (inherited), so 2 newborns. They disperse from the
    Endangered mother: one as a carnivore to the swamp next door (over an Orange archetype),
    the second daisy-chains from the swamp into the sea (E4, F1a, F1b, F2)."""
    table = Table(rules, ["green", "orange"])
    table.order("green", "orange")
    table.species("green", "archetype", basal="b", cards=[Card(25, organs="y")])
    table.creeple("green", "archetype", "baltica:5")
    table.creeple("green", "archetype", "baltica:3")
    table.species("orange", "archetype")
    table.creeple("orange", "archetype", "baltica:5", "carnivore")
    table.creeple("orange", "archetype", "baltica:6")
    game = table.game(stopper(), PlayerDispersal(GREEN), PlayerTurn(GREEN, 2))
    assert game.terrain["baltica:5"].value == "weeds" and game.terrain["baltica:6"].value == "swamp"
    assert game.terrain["baltica:0"].value == "sea"
    assert "baltica:6" in game.neighbours["baltica:5"] and "baltica:0" in game.neighbours["baltica:6"]

    play(game, "promote", "1", "baltica:5/herbivore")
    swimmer = species(game, GREEN, SWIMMER)
    [mom] = game.state.living(GREEN, SWIMMER)
    assert mom.hex == "baltica:5" and mom.endangered
    [hunter] = [c for c in creeples_at(game, "baltica:5") if c.colour is ORANGE]
    assert hunter.endangered
    assert swimmer.organs()[B] == 1

    play(game, "populate", "swimmer")
    assert keys(game) == {"2", "1"}
    game.answer("2")
    assert swimmer.newborn == 2

    # dispersal: the only mother is the Endangered one
    assert game.decision.kind is DecisionKind.DESTINATION
    assert "baltica:6/carnivore" in keys(game)
    game.answer("baltica:6/carnivore")
    assert keys(game) == {"baltica:5", "baltica:6"}  # the newborn may mother the next
    play(game, "baltica:6", "baltica:0/herbivore")

    placed = {(c.hex, c.level.value, c.endangered) for c in game.state.living(GREEN, SWIMMER)}
    assert placed == {
        ("baltica:5", "herbivore", True),
        ("baltica:6", "carnivore", False),
        ("baltica:0", "herbivore", False),
    }
    assert game.decision.player is ORANGE
    assert violations(game) == []


# -- E4 populate, E5 neoteny, E7 resurrect -------------------------------------------


def test_e4_populate_one_plus_one_per_blue_organ(rules):
    """Populating moves one Unborn plus up to one more per blue organ (basal or plus) to the
    newborn card, never more than the Unborn there are."""
    table = black_and_orange(rules)
    table.species("black", "archetype", basal="b", cards=[Card(82, organs="b")], unborn=5)
    table.species("black", "flyer", genotype=71, genotype_organs="b", basal="b", unborn=2)
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("black", "archetype", "siberia:5")
    for hex_id in ("siberia:0", "siberia:2", "laurentia:6", "laurentia:0", "laurentia:2"):
        table.creeple("black", "flyer", hex_id)
    game = table.game(stopper(), PlayerTurn(BLACK, 2))

    game.answer("populate")
    assert "up to 3" in label(game, "archetype")
    assert "up to 2" in label(game, "flyer")  # 3 by its blue organs, but only 2 Unborn
    game.answer("archetype")
    assert keys(game) == {"3", "2", "1"}
    game.answer("3")
    archetype = species(game, BLACK, ARCHETYPE)
    assert (archetype.unborn, archetype.newborn) == (2, 3)
    assert any("3 newborn" in text for text in said(game, "E4"))

    play(game, "populate", "flyer")
    assert keys(game) == {"2", "1"}
    game.answer("2")
    assert species(game, BLACK, FLYER).unborn == 0
    assert violations(game) == []


def test_e4_example_speciate_then_populate_twice(rules):
    """The rulebook's three-action example (tooth & claw has two actions, so this turn is
    given three): speciate an armored species (one living armored creeple), populate 2
    archetype newborns, then 2 armored newborns; each species has one blue organ. Our
    armored comes from startle reflex to shell withdrawal."""
    table = black_and_orange(rules)
    table.species("black", "archetype", basal="b", cards=[Card(21, organs="r")])
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("black", "archetype", "siberia:5")
    game = table.game(stopper(), PlayerTurn(BLACK, 3))

    play(game, "promote", "1", "siberia:6/herbivore")
    assert len(game.state.living(BLACK, ARMORED)) == 1
    play(game, "populate", "archetype")
    assert keys(game) == {"2", "1"}
    game.answer("2")
    play(game, "populate", "armored")
    assert keys(game) == {"2", "1"}
    game.answer("2")

    assert species(game, BLACK, ARCHETYPE).newborn == 2
    assert species(game, BLACK, ARMORED).newborn == 2
    assert game.decision.player is ORANGE
    assert violations(game) == []


def test_e5_example_two_neoteny_actions_shed_two_blue_basal_organs(rules):
    """The rulebook's example: a swimmer with two blue basal organs sheds both with two
    neoteny actions, and lives on. Each action offers one basal organ from each species
    (or keeping them), never two from one species."""
    table = black_and_orange(rules)
    table.species("black", "swimmer", genotype=73, genotype_organs="b", basal="bb")
    table.species("black", "archetype", basal="r")
    table.creeple("black", "swimmer", "siberia:3")
    table.creeple("black", "archetype", "siberia:6")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))
    blue = game.state.cube_pool[B]

    game.answer("neoteny")
    assert game.decision.kind is DecisionKind.NEOTENY and "swimmer" in game.decision.prompt
    assert keys(game) == {"blue", "keep"}
    game.answer("blue")
    assert keys(game) == {"red", "keep"}  # then the archetype
    game.answer("keep")
    play(game, "neoteny", "blue", "keep")

    swimmer = species(game, BLACK, SWIMMER)
    assert swimmer.basal == []
    assert species(game, BLACK, ARCHETYPE).basal == [R]
    assert game.state.cube_pool[B] == blue + 2
    assert len(said(game, "E5")) == 2
    assert not said(game, "I4")
    assert game.state.living(BLACK, SWIMMER)
    assert violations(game) == []


def test_e7_lazarus_player_resurrects_the_archetype(rules):
    """A player with no living creeples may resurrect the archetype at size 1 on any
    uninhabited level where an archetype may live (E7a): an empty weeds as herbivore, or as
    carnivore over an archetype; never in a sea, on a level already held, or as a carnivore
    with nothing to eat."""
    table = black_and_orange(rules)
    table.species("orange", "burrower", genotype=23, genotype_organs="r")
    table.creeple("orange", "archetype", "siberia:6")
    table.creeple("orange", "burrower", "siberia:6", "carnivore")
    table.creeple("orange", "archetype", "siberia:5")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))
    assert game.state.player(BLACK).lazarus

    assert keys(game) == {"resurrect", "pass"}
    game.answer("resurrect")
    spots = keys(game)
    assert {"siberia:0/herbivore", "siberia:5/carnivore", "laurentia:6/herbivore"} <= spots
    assert not {"siberia:6/herbivore", "siberia:6/carnivore", "siberia:5/herbivore"} & spots
    assert not {"siberia:0/carnivore", "siberia:3/herbivore", "laurentia:3/herbivore"} & spots
    game.answer("siberia:5/carnivore")

    player = game.state.player(BLACK)
    archetype = species(game, BLACK, ARCHETYPE)
    assert not player.lazarus and archetype.size == 1 and archetype.unborn == 6
    [back] = game.state.living(BLACK, ARCHETYPE)
    assert (back.hex, back.level, back.endangered) == ("siberia:5", Level.CARNIVORE, False)
    assert said(game, "E7")
    assert "resurrect" not in keys(game)
    assert violations(game) == []


def test_e7_only_a_lazarus_player_may_resurrect(rules):
    """A player whose archetype died out but who still has living creeples of another
    species is not Lazarus and is not offered resurrection."""
    table = black_and_orange(rules)
    table.species("black", "burrower", genotype=23, genotype_organs="r")
    table.creeple("black", "burrower", "siberia:6")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))
    assert game.state.player(BLACK).archetype_stored
    assert "resurrect" not in keys(game)
    with pytest.raises(IllegalAnswer):
        game.answer("resurrect")


# -- J5 haustorium -------------------------------------------------------------------


def _haustorium_game(rules, card: Card):
    """Black's archetype holds the haustorium; White and Green have as many green organs."""
    table = Table(rules, ["black", "white", "green"])
    table.species("black", "archetype", basal="g", cards=[card])
    table.creeple("black", "archetype", "siberia:6")
    table.species("white", "archetype", basal="gg")
    table.creeple("white", "archetype", "gondwana:4")
    table.species("green", "archetype", basal="gg")
    table.creeple("green", "archetype", "baltica:5")
    return table.game(PlayerTurn(BLACK, 2))


def _tie(game, rival: PlayerColour, level: Level):
    """Contest Black and a rival archetype, equal in organs and size, in an empty biome."""
    black = Creeple(BLACK, ARCHETYPE, "siberia:0", level)
    other = Creeple(rival, ARCHETYPE, "siberia:0", level)
    contest = herbivore_contest if level is Level.HERBIVORE else carnivore_contest
    result = contest(game, "siberia:0", black, other)
    return result, "black" if result.winner is black else rival.value


def test_j5_haustorium_overrides_the_skeletal_number_in_contests(rules):
    """Black's skeletal number is 3. Promoted to its parasitic-fungus side (skeletal 5) the
    haustorium makes Black lose a herbivore tie to White (4) but win a carnivore tie
    against it; on its parasitic-plant side (skeletal 0) Black wins a herbivore tie even
    against Green (1). Unpromoted, it changes nothing."""
    game = _haustorium_game(rules, Card(56, organs="g"))
    play(game, "promote")
    assert "skeletal 0" in label(game, "1") and "skeletal 5" in label(game, "2")
    assert _tie(game, WHITE, Level.HERBIVORE)[1] == "black"
    assert _tie(game, WHITE, Level.CARNIVORE)[1] == "white"
    assert _tie(game, GREEN, Level.HERBIVORE)[1] == "green"

    fungus = _haustorium_game(rules, Card(56, organs="g", orientation=2))
    result, winner = _tie(fungus, WHITE, Level.HERBIVORE)
    assert (result.rule, winner) == ("G7", "white")
    assert "5" in result.steps[-1]
    result, winner = _tie(fungus, WHITE, Level.CARNIVORE)
    assert (result.rule, winner) == ("H6", "black")

    plant = _haustorium_game(rules, Card(56, organs="g", orientation=1))
    result, winner = _tie(plant, GREEN, Level.HERBIVORE)
    assert (result.rule, winner) == ("G7", "black")


def test_j5_g7a_h6a_one_colour_with_a_haustorium_is_no_tie(rules):
    """J5, G7a, H6a: Black's archetype with a promoted haustorium (skeletal 0 or 5) against Black's own
    flyer (skeletal 3), equal up to the skeletal step: the numbers differ, so G7/H6 decide and Black is
    not asked to choose."""
    for orientation, herbivore_winner, carnivore_winner in ((1, ARCHETYPE, FLYER), (2, FLYER, ARCHETYPE)):
        table = Table(rules, ["black", "white"])
        table.species("black", "archetype", basal="g", cards=[Card(56, organs="g", orientation=orientation)])
        table.species("black", "flyer", genotype=28, basal="gg")
        table.creeple("black", "archetype", "siberia:6").creeple("black", "flyer", "siberia:5")
        table.species("white", "archetype").creeple("white", "archetype", "gondwana:4")
        game = table.game(PlayerTurn(BLACK, 2))
        for level, rule, winner in (
            (Level.HERBIVORE, "G7", herbivore_winner),
            (Level.CARNIVORE, "H6", carnivore_winner),
        ):
            archetype = Creeple(BLACK, ARCHETYPE, "siberia:0", level)
            flyer = Creeple(BLACK, FLYER, "siberia:0", level)
            contest = herbivore_contest if level is Level.HERBIVORE else carnivore_contest
            result = contest(game, "siberia:0", archetype, flyer)
            assert result.rule == rule and result.winner is not None, (orientation, level, result.steps)
            assert result.winner.shape is winner


# -- J4 monsters --------------------------------------------------------------------


def test_e2d_j4_a_monster_token_counts_as_the_species_size(rules):
    """E2d example, J4: a size-5 cow's single green plus organ on cud-chewing is a monster token worth 5
    green organs "for all purposes"; the D7 example's size-3 species with 3 basal cubes and a monster
    counts 6 organs, 3 of them plus. Monster tokens are not cubes (B7): the cube pool does not pay them."""
    table = Table(rules, ["green", "orange"])
    table.species("green", "archetype", basal="ygb", size=5, cards=[Card(48, organs="g", orientation=1, monster=True)])
    table.creeple("green", "archetype", "baltica:5")
    table.species("orange", "archetype", size=3, basal="yyr", cards=[Card(46, organs="y", orientation=1, monster=True)])
    table.creeple("orange", "archetype", "laurentia:4")
    game = table.game(PlayerTurn(ORANGE, 2))
    cow = game.state.species(GREEN, ARCHETYPE)
    assert cow.organs()[G] == 1 + 5
    assert cow.cubes()[G] == 1
    other = game.state.species(ORANGE, ARCHETYPE)
    assert sum(other.organs().values()) == 6 and len(other.plus_organs) == 3
    assert violations(game) == []  # cubes conserved: the tokens took nothing from the pool


# -- J6 emotions and personality -----------------------------------------------------


def test_j6b_example_lung_and_antenna_form_fear_and_mobbing_doubles_it(rules):
    """J6, J6b: matching halves make an emotion. The rulebook's example: promoting air sacs
    into a bronchoalveolar lung (a fear tail)
    lets it join the olfactory antenna (a fear head) in a personality with one fear
    emotion. With another action, aggregation pheromones become mobbing behavior, a fear
    brain inserted between them: two fear emotions, so yellow cards then cost 1 (J6e), and
    each emotion is worth a point at the end."""
    table = black_and_orange(rules)
    table.species(
        "black",
        "archetype",
        basal="r",
        cards=[Card(8, organs="r", orientation=1), Card(30, organs="y"), Card(11, organs="rb")],
        unborn=5,
    )
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("black", "archetype", "siberia:5")
    table.display(metabolic=[1, 12, 24, 38], darwinian=[48, 82, 83, 89])
    game = table.game(stopper(), PlayerTurn(BLACK, 2), PlayerTurn(BLACK, 2))
    archetype = species(game, BLACK, ARCHETYPE)
    assert sum(archetype.organs().values()) == 5

    play(game, "promote", "archetype/30", "1")
    assert game.decision.kind is DecisionKind.PERSONALITY
    assert keys(game) == {"keep", "8-30"}
    game.answer("8-30")
    assert emotions(rules, archetype) == [Emotion.FEAR]
    assert any("1 emotion: fear" in text for text in said(game, "J6b"))

    play(game, "promote", "1")  # the mobbing behavior: the last unpromoted card
    assert keys(game) == {"keep", "8-11-30"}
    game.answer("8-11-30")
    assert archetype.personality == [8, 11, 30]
    assert emotions(rules, archetype) == [Emotion.FEAR, Emotion.FEAR]

    # next action phase: the yellow gill slits at position 3 cost 1 instead of 4
    play(game, "mutate", "metabolic:3")
    assert any("gill slits for 1" in text for text in said(game, "E1"))
    assert final_score(game, BLACK)["emotions"] == 2
    assert violations(game) == []


def test_j6b_upside_down_emoticons_do_not_link(rules):
    """An emoticon on the side of a card that is not upright is not in play: an olfactory
    antenna promoted to its two-red side cannot give the lung a fear partner, so no
    personality is offered."""
    table = black_and_orange(rules)
    table.species("black", "archetype", basal="r", cards=[Card(8, organs="rr", orientation=2), Card(30, organs="y")])
    table.creeple("black", "archetype", "siberia:6")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))

    play(game, "promote", "1")

    assert game.decision.kind is DecisionKind.ACTION
    archetype = species(game, BLACK, ARCHETYPE)
    assert archetype.personality == [] and emotions(rules, archetype) == []


def test_j6b_a_genotype_emoticon_can_join_a_personality(rules):
    """The daughter's genotype is the first card of her tableau and is a promoted card:
    the defensive quills that speciated this armored species show a fear tail. When the
    species promotes chemoreceptors to the olfactory antenna (a fear head), the two can
    form a personality with a fear emotion."""
    table = black_and_orange(rules)
    table.species("black", "armored", genotype=17, genotype_organs="r", basal="r", cards=[Card(8, organs="r")])
    table.creeple("black", "armored", "siberia:6")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))
    assert rules.mutations[17].orientations[0].left is Emotion.FEAR

    play(game, "promote", "1")

    assert game.decision.kind is DecisionKind.PERSONALITY
    assert "8-17" in keys(game)


def test_j6b_every_legal_personality_is_offered(rules):
    """A species rich in fear cards (three heads, three tails, the limbic system) promotes
    its aggregation pheromones to mobbing behavior. Any linked row that keeps the current
    (empty) personality is legal, including the plain food hoarding - lung pair."""
    table = black_and_orange(rules)
    table.species(
        "black",
        "archetype",
        basal="rrryyyg",
        cards=[
            Card(8, organs="r", orientation=1),
            Card(39, organs="y", orientation=1),
            Card(60, organs="g", orientation=1),
            Card(30, organs="y", orientation=1),
            Card(42, organs="", orientation=1),
            Card(57, organs="g", orientation=1),
            Card(10, organs="r", orientation=1),
            Card(11, organs="rb"),
        ],
    )
    table.creeple("black", "archetype", "siberia:6")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))

    play(game, "promote", "1")

    assert game.decision.kind is DecisionKind.PERSONALITY
    assert {"8-11-30", "60-11-57", "8-30", "60-30", "39-57"} <= keys(game)


def test_j6c_example_limbic_system_takes_one_head_only(rules):
    """The rulebook's example, a bird with two anger heads (horned head, compound eye) and
    a limbic system brain (anger in, fear out). Promoting the limbic system lets either head
    join it; once the horned head is in, the compound eye can never be added. Promoting the
    adrenal glands (fear in, anger out) adds a second brain: one head and two brains."""
    table = black_and_orange(rules)
    table.species(
        "black",
        "flyer",
        genotype=53,
        genotype_organs="g",
        basal="br",
        cards=[
            Card(81, organs="b", orientation=1),
            Card(1, organs="r", orientation=1),
            Card(10, organs="r"),
            Card(40, organs="yr"),
        ],
    )
    table.creeple("black", "flyer", "siberia:6")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))

    play(game, "promote", "flyer/10", "1")
    assert keys(game) == {"keep", "81-10", "1-10"}
    game.answer("81-10")
    flyer = species(game, BLACK, FLYER)
    assert emotions(rules, flyer) == [Emotion.ANGER]

    play(game, "promote", "1")  # the adrenal glands, fear head side
    assert keys(game) == {"keep", "81-10-40"}
    game.answer("81-10-40")
    assert flyer.personality == [81, 10, 40]
    assert emotions(rules, flyer) == [Emotion.ANGER, Emotion.FEAR]
    assert 1 not in flyer.personality
    assert violations(game) == []


def test_j6c_a_personality_may_start_with_a_brain(rules):
    """A personality needs no head: the limbic system (a brain) and the bronchoalveolar lung
    (a fear tail) form brain-tail."""
    table = black_and_orange(rules)
    table.species("black", "archetype", basal="r", cards=[Card(10, organs="r", orientation=1), Card(30, organs="y")])
    table.creeple("black", "archetype", "siberia:6")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))

    play(game, "promote", "1")
    assert keys(game) == {"keep", "10-30"}
    game.answer("10-30")
    assert emotions(rules, species(game, BLACK, ARCHETYPE)) == [Emotion.FEAR]


def test_j6a_heads_go_left_and_tails_right(rules):
    """A head (emoticon half on its right edge) can only start a personality and a tail
    only end it: the antenna and the tail autotomy link as antenna-then-tail, never the
    other way round."""
    table = black_and_orange(rules)
    table.species("black", "archetype", basal="r", cards=[Card(8, organs="r", orientation=1), Card(42, organs="y")])
    table.creeple("black", "archetype", "siberia:6")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))

    play(game, "promote", "1")
    assert keys(game) == {"keep", "8-42"}
    game.answer("8-42")
    assert emotions(rules, species(game, BLACK, ARCHETYPE)) == [Emotion.FEAR]


def test_e2h_any_promotion_may_form_a_personality(rules):
    """A personality may be formed or rearranged at every promotion, even of a card with no
    emoticon: a species that kept its head and tail apart may join them when it promotes
    its escape reflex. Keeping things as they are is always allowed."""
    table = black_and_orange(rules)
    table.species(
        "black",
        "archetype",
        basal="ry",
        cards=[Card(8, organs="r", orientation=1), Card(30, organs="y", orientation=1), Card(12, organs="r")],
    )
    table.creeple("black", "archetype", "siberia:6")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))

    play(game, "promote", "1")  # the escape reflex's giant-axon side has no emoticon
    assert game.decision.kind is DecisionKind.PERSONALITY and game.decision.option("keep").rule == "E2h"
    assert keys(game) == {"keep", "8-30"}
    game.answer("8-30")
    assert emotions(rules, species(game, BLACK, ARCHETYPE)) == [Emotion.FEAR]


def test_j6d_cards_are_inserted_into_a_personality_never_ejected(rules):
    """With antenna-lung already a personality, promoting the mobbing behavior offers only
    to insert it between them (or to keep): no row that would drop the antenna or the lung."""
    table = black_and_orange(rules)
    table.species(
        "black",
        "archetype",
        basal="ry",
        cards=[Card(8, organs="r", orientation=1), Card(30, organs="y", orientation=1), Card(11, organs="rb")],
        personality=[8, 30],
    )
    table.creeple("black", "archetype", "siberia:6")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))

    play(game, "promote", "1")
    assert keys(game) == {"keep", "8-11-30"}
    assert "8-11" not in keys(game) and "11-30" not in keys(game)
    game.answer("keep")
    assert species(game, BLACK, ARCHETYPE).personality == [8, 30]


def test_j6f_three_emotions_of_two_colours_give_language(rules):
    """Horned head - limbic system - adrenal glands (anger, fear) is not yet language; adding
    the thrashing tail makes anger, fear, anger: three emotions in two colours, which is
    language, worth 3 more points at the end."""
    table = black_and_orange(rules)
    table.species(
        "black",
        "archetype",
        basal="bry",
        cards=[
            Card(81, organs="b", orientation=1),
            Card(10, organs="r", orientation=1),
            Card(40, organs="y", orientation=1),
            Card(41, organs="y"),
        ],
        personality=[81, 10, 40],
    )
    table.creeple("black", "archetype", "siberia:6")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))
    before = final_score(game, BLACK)
    assert (before["emotions"], before["language"]) == (2, 0)

    play(game, "promote", "1")
    assert keys(game) == {"keep", "81-10-40-41"}
    game.answer("81-10-40-41")

    assert emotions(rules, species(game, BLACK, ARCHETYPE)) == [Emotion.ANGER, Emotion.FEAR, Emotion.ANGER]
    assert said(game, "J6f")
    after = final_score(game, BLACK)
    assert (after["emotions"], after["language"]) == (3, 3)
    assert after["total"] == before["total"] + 1 + 3
    assert violations(game) == []


def test_j6g_cheshire_cat_personality_card_loses_organs_but_stays(rules):
    """A personality card that atrophies its last organ stays in the tableau and keeps its
    emotion; an ordinary card in the same position is discarded."""
    table = black_and_orange(rules)
    table.species(
        "black",
        "archetype",
        basal="ryr",
        cards=[
            Card(8, organs="r", orientation=1),
            Card(30, organs="y", orientation=1),
            Card(12, organs="r", orientation=1),
        ],
        personality=[8, 30],
    )
    table.creeple("black", "archetype", "siberia:6")
    game = table.game(Atrophy(BLACK, ARCHETYPE, 2, [], "D8"), phase=Phase.EVENTS, then="actions")

    assert keys(game) == {"card:8/red", "card:30/yellow", "card:12/red"}
    game.answer("card:30/yellow")
    archetype = species(game, BLACK, ARCHETYPE)
    assert archetype.card(30).organs == []
    assert said(game, "J6g")
    game.answer("card:12/red")

    assert [c.number for c in archetype.cards] == [8, 30]
    assert 12 in game.state.display[0].discard
    assert archetype.personality == [8, 30]
    assert emotions(rules, archetype) == [Emotion.FEAR]
    assert violations(game) == []


# -- J7 tools ------------------------------------------------------------------------


def _curious(table: Table, colour: str = "black") -> None:
    """A species with a curiosity head (stereoscopic vision) and a curiosity tail waiting to
    be promoted (caudal vertebrae to prehensile tail)."""
    table.species(colour, "archetype", basal="r", cards=[Card(19, organs="r", orientation=1), Card(45, organs="y")])


def test_j7_curiosity_claims_a_free_tool(rules):
    """Forming a curiosity emotion lets the species take one unclaimed tool and pick its
    side; a tool another species holds is not offered. The net's swimmer side lets this
    archetype hunt swimmers (J7c), but not flyers, the side it did not choose."""
    table = black_and_orange(rules)
    _curious(table)
    table.creeple("black", "archetype", "siberia:6")
    table.species("orange", "swimmer", genotype=25, genotype_organs="y", tools=[("stick", 1)])
    table.creeple("orange", "swimmer", "laurentia:3")
    table.species("orange", "flyer", genotype=53, genotype_organs="g")
    table.creeple("orange", "flyer", "laurentia:6")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))

    play(game, "promote", "1", "19-45")
    assert game.decision.kind is DecisionKind.TOOL
    assert keys(game) == {"none"} | {f"{t}/{s}" for t in ("net", "diving_bell", "stone") for s in (1, 2)}
    game.answer("net/2")

    archetype = species(game, BLACK, ARCHETYPE)
    assert [(t.tool, t.side) for t in archetype.tools] == [("net", 1)]
    assert "net" not in game.state.tools_available
    assert said(game, "J7")
    assert can_eat(game, archetype, species(game, ORANGE, SWIMMER))
    assert not can_eat(game, archetype, species(game, ORANGE, FLYER))
    assert violations(game) == []


def test_j7_each_curiosity_emotion_claims_its_own_tool(rules):
    """A species kept its curiosity head and tail apart; promoting the prefrontal cortex (a
    curiosity brain) joins all three, forming two new curiosity emotions at once, so the
    species may take two tools. The first one taken is no longer on offer for the second."""
    table = black_and_orange(rules)
    table.species(
        "black",
        "archetype",
        basal="ry",
        cards=[Card(19, organs="r", orientation=1), Card(45, organs="y", orientation=1), Card(18, organs="r")],
    )
    table.creeple("black", "archetype", "siberia:6")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))

    play(game, "promote", "1")
    assert keys(game) == {"keep", "19-18-45", "19-18", "18-45", "19-45"}
    game.answer("19-18-45")
    assert emotions(rules, species(game, BLACK, ARCHETYPE)) == [Emotion.CURIOSITY, Emotion.CURIOSITY]
    assert game.decision.kind is DecisionKind.TOOL
    game.answer("stick/1")
    assert game.decision.kind is DecisionKind.TOOL
    assert not any(key.startswith("stick/") for key in keys(game))
    game.answer("stone/2")
    assert [(t.tool, t.side) for t in species(game, BLACK, ARCHETYPE).tools] == [("stick", 0), ("stone", 1)]
    assert game.decision.kind is DecisionKind.ACTION
    assert violations(game) == []


def test_j7a_a_lost_tool_goes_to_the_fossil_record(rules):
    """When a tool-using species dies out, its tool goes to the fossil record with it: one
    fossil for the species and one for the tool (R17)."""
    table = black_and_orange(rules)
    table.species("black", "archetype", tools=[("diving_bell", 1)])
    table.creeple("black", "archetype", "siberia:6")
    game = table.game(Cull(BLACK, ARCHETYPE, 1), phase=Phase.EVENTS, then="actions")

    player = game.state.player(BLACK)
    assert player.find(ARCHETYPE) is None
    assert player.tools_in_record == ["diving_bell"]
    assert player.fossils == 2
    assert "diving_bell" not in game.state.tools_available
    assert violations(game) == []


def test_j7b_example_diving_bell_carnivore_lives_over_a_swimmer_in_the_sea(rules):
    """The rulebook's example: a burrower with the diving bell disperses from the land next
    to a sea into it as a carnivore over Orange's swimmer (our map has no forest to cross).
    It could not settle there as a herbivore, nor in a sea with no swimmer to eat; a
    burrower without the bell cannot live in the sea at all."""
    table = black_and_orange(rules)
    table.species(
        "black", "burrower", genotype=76, genotype_organs="b", basal="b", tools=[("diving_bell", 1)], newborn=1
    )
    table.creeple("black", "burrower", "siberia:2")
    table.species("orange", "swimmer", genotype=25, genotype_organs="y")
    table.creeple("orange", "swimmer", "siberia:3")
    game = table.game(stopper(), PlayerDispersal(BLACK))
    assert game.terrain["siberia:3"].value == "sea" and "siberia:3" in game.neighbours["siberia:2"]

    assert game.decision.kind is DecisionKind.DESTINATION
    spots = keys(game)
    assert "siberia:3/carnivore" in spots
    assert "siberia:3/herbivore" not in spots
    burrower = species(game, BLACK, BURROWER)
    assert "siberia:4" in reachable(game, burrower, "siberia:2")  # 3 DP: in reach, but no swimmer there
    assert not any(key.startswith("siberia:4/") for key in spots)
    assert habitable(game, "siberia:3", burrower, Level.CARNIVORE)
    assert not habitable(game, "siberia:3", burrower, Level.HERBIVORE)
    game.answer("siberia:3/carnivore")

    [diver] = game.state.living(BLACK, BURROWER)[1:]
    assert diver.hex == "siberia:3"
    assert diver.colour is BLACK and diver.level is Level.CARNIVORE and not diver.endangered
    assert not habitable(game, "siberia:3", Species(BLACK, BURROWER), Level.CARNIVORE)  # no bell
    assert violations(game) == []


def test_j7d_example_a_tool_using_herbivore_lays_down_its_hunters(rules):
    """When Black's archetype takes the net (flyer side), the flyers preying on it that use
    no tool lose it as prey at once and lie down Endangered; a flyer that uses a tool
    itself may still eat it."""
    table = Table(rules, ["black", "orange", "white"])
    _curious(table)
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("black", "archetype", "siberia:5")
    table.species("orange", "archetype")
    table.creeple("orange", "archetype", "laurentia:4")
    table.species("orange", "flyer", genotype=53, genotype_organs="g")
    table.creeple("orange", "flyer", "siberia:6", "carnivore")
    table.species("white", "flyer", genotype=71, genotype_organs="b", tools=[("stick", 1)])
    table.creeple("white", "flyer", "siberia:5", "carnivore")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))

    play(game, "promote", "1", "19-45", "net/1")

    [orange_flyer] = game.state.living(ORANGE, FLYER)
    [white_flyer] = game.state.living(WHITE, FLYER)
    assert orange_flyer.endangered
    assert not white_flyer.endangered
    assert any("Orange's flyer" in text for text in said(game, "F4"))
    assert violations(game) == []


def test_e2e_orientations_smaller_than_the_species_are_not_offered(rules):
    """E2e: an orientation whose maximum size is below the species' size cannot be chosen.
    Tooth & claw keeps every species at size 1, so this only shows once sizes grow; the position
    here is built at size 4 to check the limit the Achterbahn game will need."""
    table = black_and_orange(rules)
    small = next(
        m.number
        for m in rules.mutations.values()
        if m.colour.value in ("red", "yellow")
        and sorted(o.max_size for o in m.orientations)[0] < 4 <= sorted(o.max_size for o in m.orientations)[1]
        and not any(o.shape for o in m.orientations)
    )
    table.species(
        "black",
        "archetype",
        cards=[Card(small, organs="".join(o.value[0] for o in rules.mutations[small].plus_organs))],
        size=4,
    )
    table.creeple("black", "archetype", "siberia:6")
    game = table.game(stopper(), PlayerTurn(BLACK, 2))
    from megafauna_tui.rules.size_limits import legal_orientations

    faces = rules.mutations[small].orientations
    assert legal_orientations(game, game.state.species(BLACK, ARCHETYPE), small) == [
        i for i, face in enumerate(faces) if face.max_size >= 4
    ]
    assert len(legal_orientations(game, game.state.species(BLACK, ARCHETYPE), small)) == 1

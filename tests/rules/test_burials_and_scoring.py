"""Burials, extinction, fossils and scoring (A4, I1-I5, A7, E7 after Lazarus).

Positions are built by hand with ``Table``. Most burial tests let the game end
right after the burial phase (the era and the game are marked as ending), so no
later turn moves anything before the position is checked.
"""

from __future__ import annotations

import random

import pytest

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import MutationDeck, OrganColour, PlayerColour, Shape
from megafauna_tui.rules.actions import ActionPhase
from megafauna_tui.rules.decisions import DecisionKind, IllegalAnswer
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.event_phase import MutagenEvent
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.scenario import Card, Table
from megafauna_tui.rules.scoring import SCORE_PARTS
from megafauna_tui.rules.state import Phase

WHITE = PlayerColour.WHITE
ORANGE = PlayerColour.ORANGE
GREEN = PlayerColour.GREEN

#: An ET card whose events are all ignored in tooth & claw: a quiet next turn.
QUIET_EVENT = 10


# -- helpers -------------------------------------------------------------------------


def burials(table: Table, *, last_turn: bool = True) -> Game:
    """Start the game at the burial phase; on the last turn the game is scored right after."""
    if last_turn:
        table.era_ends(game=True)
    return table.game(phase=Phase.BURIALS, then="burials")


def where(game: Game, colour: PlayerColour, shape: str | None = None) -> list[tuple[str, str, bool]]:
    """(hex, level, endangered) of a colour's creeples on the map, sorted."""
    return sorted(
        (c.hex, c.level.value, c.endangered)
        for c in game.state.creeples
        if c.colour is colour and (shape is None or c.shape.value == shape)
    )


def said(game: Game, rule: str) -> list[str]:
    return [e.text for e in game.state.log if e.rule == rule]


def fossils(game: Game, colour: PlayerColour) -> int:
    return game.state.player(colour).fossils


def give_fossils(table: Table, colour: str, count: int) -> None:
    """Move fossils from the public pool into a player's record (keeps the 16 conserved)."""
    table.fossils(colour, table.state.player(PlayerColour(colour)).fossils + count)


# -- I1: endotherms ----------------------------------------------------------------------


def _flyers_under_armored(rules: RulesData) -> Table:
    """White flyers lie Endangered under Orange's upright armored herbivores (flyers cannot eat armored)."""
    table = Table(rules, ["white", "orange"])
    table.species("white", "flyer", genotype=28, basal="y", cards=[Card(34, organs="y")])
    table.species("orange", "armored", genotype=32, basal="y")
    table.creeple("orange", "armored", "gondwana:4")
    table.creeple("orange", "armored", "gondwana:1")
    table.creeple("white", "flyer", "gondwana:4", endangered=True)
    table.creeple("white", "flyer", "gondwana:1", endangered=True)
    return table.era_ends(game=True)


def test_i1_example_flyers_with_a_white_organ_flee(rules: RulesData) -> None:
    """I1 example: White's flyers were all laid down; in the action phase White promotes fur to
    dense underfur (orientation 1 gives a white cube; our card 34 stands in for the printed flyer
    mutation), which makes the flyers endotherms. In the burial phase each Endangered flyer may flee
    to a free, habitable spot within its 1 DP, or stay. The one that flees stands up (I2b); the one
    that stays under the armored herbivore is buried. Also A4a: the escape comes before burials."""
    table = _flyers_under_armored(rules)
    game = table.game(ActionPhase(), then="dispersal")

    flyers = game.state.species(WHITE, Shape.FLYER)
    assert OrganColour.WHITE not in flyers.organs()
    game.answer("promote")  # fur is the only card to promote
    game.answer("1")  # dense underfur, the side with the white organ
    assert flyers.organs()[OrganColour.WHITE] == 1
    game.answer("pass")  # White's second action
    game.answer("pass")  # Orange

    decision = game.decision
    assert decision is not None
    assert (decision.player, decision.kind, decision.rule) == (WHITE, DecisionKind.ENDOTHERM, "I1")
    assert game.state.phase is Phase.BURIALS
    assert "gondwana:4" in decision.prompt
    # Within 1 DP: the weeds in the centre and the swamp; never the sea (uninhabitable), never a
    # level an upright creeple holds, never a carnivore level over inedible armored prey.
    assert set(decision.keys) == {"stay", "gondwana:0/herbivore", "gondwana:3/herbivore"}
    game.answer("stay")

    decision = game.decision
    assert decision is not None and "gondwana:1" in decision.prompt
    assert set(decision.keys) == {"stay", "gondwana:0/herbivore", "gondwana:6/herbivore"}
    game.answer("gondwana:6/herbivore")

    assert game.over
    assert where(game, WHITE) == [("gondwana:6", "herbivore", False)]
    assert any("flees from gondwana:1 to gondwana:6" in line for line in said(game, "I1"))
    assert any("gondwana:6 stands up" in line for line in said(game, "I2b"))
    assert any("gondwana:4 is buried" in line for line in said(game, "I2"))
    assert flyers.unborn == 7 - 1
    assert violations(game) == []


def test_i1_without_a_white_organ_endangered_flyers_cannot_flee(rules: RulesData) -> None:
    """I1: the same flyers without any white organ are no endotherms: nobody is asked, and both are
    buried because an upright herbivore holds their biome and no carnivore spot has prey for them."""
    table = _flyers_under_armored(rules)
    game = table.game(ActionPhase(), then="dispersal")
    game.answer("pass")
    game.answer("pass")
    assert game.over
    assert not said(game, "I1")
    assert where(game, WHITE) == []
    assert len(said(game, "I2")) == 2
    # The flyer species died out with its last creeple (I4).
    assert game.state.player(WHITE).find(Shape.FLYER) is None
    assert violations(game) == []


def test_i1_endotherms_escape_in_player_order(rules: RulesData) -> None:
    """A4a, I1: each player, in this turn's player order, moves all of his Endangered endotherms
    before the next player starts; Orange goes first here although White sits first at the table."""
    table = Table(rules, ["white", "orange", "green"])
    table.species("white", "archetype", basal="w")
    table.species("orange", "archetype", basal="w")
    table.species("green", "armored", genotype=32, basal="y")
    for hex_id in ("gondwana:4", "gondwana:1"):
        table.creeple("green", "armored", hex_id)
    table.creeple("white", "archetype", "gondwana:4", endangered=True)
    table.creeple("orange", "archetype", "gondwana:1", endangered=True)
    table.order("orange", "white", "green")
    game = burials(table)

    first = game.decision
    assert first is not None and first.player is ORANGE and first.kind is DecisionKind.ENDOTHERM
    game.answer("gondwana:0/herbivore")
    second = game.decision
    assert second is not None and second.player is WHITE and second.kind is DecisionKind.ENDOTHERM
    # Orange's fled archetype still lies down in gondwana:0 until I2, so that level counts as free (I1a).
    assert "gondwana:0/herbivore" in second.keys
    game.answer("gondwana:3/herbivore")
    assert game.over
    assert where(game, ORANGE) == [("gondwana:0", "herbivore", False)]
    assert where(game, WHITE) == [("gondwana:3", "herbivore", False)]
    assert violations(game) == []


def test_i1_endotherms_may_change_trophic_level(rules: RulesData) -> None:
    """I1: an Endangered endotherm herbivore may flee to a carnivore spot if there is prey it can eat
    (F4), and an Endangered endotherm carnivore may flee to a free herbivore spot, even in its own
    biome. A level held only by Endangered creeples counts as free (I1a)."""
    table = Table(rules, ["white", "orange"])
    table.species("white", "flyer", genotype=28, basal="w")
    table.species("white", "archetype", basal="w")
    table.species("orange", "archetype", basal="y")
    table.species("orange", "armored", genotype=32, basal="y")
    # White's flyer lies under Orange's armored herbivore in gondwana:4.
    table.creeple("orange", "armored", "gondwana:4")
    table.creeple("white", "flyer", "gondwana:4", endangered=True)
    # gondwana:3: Orange's upright archetype is edible for a flyer; its carnivore spot is free.
    table.creeple("orange", "archetype", "gondwana:3")
    # gondwana:0: only an Endangered orange archetype lies there, so the herbivore level is free.
    table.creeple("orange", "archetype", "gondwana:0", endangered=True)
    # White's archetype lies as a carnivore in gondwana:1 over inedible armored prey.
    table.creeple("orange", "armored", "gondwana:1")
    table.creeple("white", "archetype", "gondwana:1", "carnivore", endangered=True)
    game = burials(table)

    shapes = []
    while game.decision is not None and game.decision.kind is DecisionKind.ENDOTHERM:
        decision = game.decision
        if "flyer" in decision.prompt:
            shapes.append("flyer")
            assert "gondwana:3/carnivore" in decision.keys  # edible archetype below
            assert "gondwana:3/herbivore" not in decision.keys  # held upright
            assert "gondwana:0/herbivore" in decision.keys  # held only by an Endangered creeple
            assert "gondwana:0/carnivore" not in decision.keys  # no upright prey there
            assert "gondwana:4/carnivore" not in decision.keys  # armored is no prey for a flyer
            game.answer("gondwana:3/carnivore")
        else:
            shapes.append("archetype")
            assert "gondwana:1/herbivore" not in decision.keys  # held upright by the armored
            assert "gondwana:6/herbivore" in decision.keys
            game.answer("gondwana:6/herbivore")
    assert sorted(shapes) == ["archetype", "flyer"]
    assert where(game, WHITE, "flyer") == [("gondwana:3", "carnivore", False)]
    assert where(game, WHITE, "archetype") == [("gondwana:6", "herbivore", False)]
    assert violations(game) == []


def test_i1_escape_is_limited_by_dispersal_points(rules: RulesData) -> None:
    """I1, F2a: an endotherm flees only as far as its dispersal points reach. A flyer with a blue
    organ (2 DP) reaches gondwana:1 and gondwana:6 two steps away; without blue (1 DP) it cannot."""

    def options(basal: str) -> set[str]:
        table = Table(rules, ["white", "orange"])
        table.species("white", "flyer", genotype=28, basal=basal)
        table.species("orange", "armored", genotype=32, basal="y")
        table.creeple("orange", "armored", "gondwana:4")
        table.creeple("white", "flyer", "gondwana:4", endangered=True)
        game = burials(table)
        assert game.decision is not None and game.decision.kind is DecisionKind.ENDOTHERM
        labels = {o.key: o.label for o in game.decision.options}
        if "gondwana:1/herbivore" in labels:
            assert "(2 DP)" in labels["gondwana:1/herbivore"]
        return set(labels)

    slow = options("w")
    fast = options("wb")
    assert {"gondwana:1/herbivore", "gondwana:6/herbivore"} <= fast
    assert not {"gondwana:1/herbivore", "gondwana:6/herbivore"} & slow
    assert slow <= fast


def test_i1a_endotherm_fleeing_onto_an_endangered_creeple_contests_it(rules: RulesData) -> None:
    """I1a: a level held only by an Endangered creeple is free to flee to, but the two then contest
    (G2) and the loser is buried. White's endotherm flyer (more green organs) lands on Orange's lying
    armored herbivore: the armored loses and is buried, the flyer stands up."""
    table = Table(rules, ["white", "orange"])
    table.species("white", "flyer", genotype=28, basal="wgg")
    table.species("orange", "armored", genotype=32, basal="y")
    table.species("orange", "archetype", basal="y")
    table.creeple("orange", "archetype", "gondwana:4")
    table.creeple("orange", "archetype", "laurentia:0")
    table.creeple("white", "flyer", "gondwana:4", endangered=True)
    table.creeple("orange", "armored", "gondwana:0", endangered=True)
    table.creeple("orange", "armored", "laurentia:4")
    game = burials(table)

    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.ENDOTHERM
    assert "gondwana:0/herbivore" in decision.keys
    game.answer("gondwana:0/herbivore")
    assert game.over
    assert where(game, WHITE) == [("gondwana:0", "herbivore", False)]
    assert where(game, ORANGE, "armored") == [("laurentia:4", "herbivore", False)]
    assert any(e.text.startswith("Contest in gondwana:0") for e in game.state.log if e.rule == "G5")
    assert "Orange's armored in gondwana:0 is buried." in [e.text for e in game.state.log]
    assert violations(game) == []


def test_i1a_r32_an_endotherm_never_flees_onto_its_own_species(rules: RulesData) -> None:
    """I1a, R32: a level where the fleeing species' own creeple lies Endangered is not offered (a species
    does not contest itself), and every option of the decision has its own key."""
    table = Table(rules, ["white", "orange"])
    table.species("white", "flyer", genotype=28, basal="wgg")
    table.species("orange", "armored", genotype=32, basal="y")
    table.creeple("orange", "armored", "gondwana:4")
    table.creeple("orange", "armored", "laurentia:4")
    table.creeple("white", "flyer", "gondwana:4", endangered=True)
    table.creeple("white", "flyer", "gondwana:0", endangered=True)
    game = burials(table)

    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.ENDOTHERM
    assert "gondwana:0/herbivore" not in decision.keys
    assert "gondwana:3/herbivore" in decision.keys
    assert len(set(decision.keys)) == len(decision.keys)
    assert violations(game) == []


def test_i2a_two_lying_creeples_of_one_species_do_not_ask_their_owner(rules: RulesData) -> None:
    """I2a: two Endangered creeples of one species at one level are not a contest between species: one
    yields and is buried without a tie-break question (whose two options would be the same shape)."""
    table = Table(rules, ["white", "orange"])
    table.species("white", "archetype", basal="g")
    table.creeple("white", "archetype", "gondwana:4", endangered=True)
    table.creeple("white", "archetype", "gondwana:4", endangered=True)
    table.species("orange", "archetype").creeple("orange", "archetype", "laurentia:4")
    game = burials(table)
    assert game.over
    assert where(game, WHITE) == [("gondwana:4", "herbivore", False)]
    assert any("does not contest itself" in e.text for e in game.state.log if e.rule == "G2")
    assert violations(game) == []


def test_i1a_contest_on_arrival_buries_a_losing_endotherm_at_once(rules: RulesData) -> None:
    """I1a: White flees first, onto the herbivore level where Orange's Endangered endotherm lies.
    They contest on arrival: White's flyer has fewer green organs and loses, so it is buried at once.
    Orange's creeple is an endotherm that has not moved yet, so it survives the contest either way
    and may still flee afterwards. White's flyer must not come back to life when Orange leaves."""
    table = Table(rules, ["white", "orange"])
    table.species("white", "flyer", genotype=28, basal="w")
    table.species("white", "archetype", basal="y")
    table.species("orange", "archetype", basal="wg")
    table.species("orange", "armored", genotype=32, basal="y")
    table.creeple("white", "archetype", "laurentia:0")
    table.creeple("orange", "armored", "gondwana:4")
    table.creeple("white", "flyer", "gondwana:4", endangered=True)
    table.creeple("orange", "archetype", "gondwana:0", endangered=True)
    table.order("white", "orange")
    game = burials(table)

    assert game.decision is not None and game.decision.player is WHITE
    game.answer("gondwana:0/herbivore")
    # The contest on arrival buries White's flyer before Orange is asked.
    assert where(game, WHITE, "flyer") == []
    assert game.decision is not None and game.decision.player is ORANGE
    game.answer("gondwana:3/herbivore")
    assert where(game, WHITE, "flyer") == []
    assert where(game, ORANGE, "archetype") == [("gondwana:3", "herbivore", False)]


def _flee_onto_a_tie_and_a_stronger_rival(rules: RulesData) -> Game:
    """White's endotherm flyer flees onto a herbivore level where two creeples lie Endangered: White's own
    archetype, which ties with it to the end (G7a), and Orange's archetype, whose green organ beats it (G5)."""
    table = Table(rules, ["white", "orange"])
    table.species("white", "flyer", genotype=28, basal="w")
    table.species("white", "archetype", basal="y")
    table.species("orange", "archetype", basal="g")
    table.creeple("white", "flyer", "gondwana:4", endangered=True)
    table.creeple("white", "archetype", "gondwana:0", endangered=True)
    table.creeple("orange", "archetype", "gondwana:0", endangered=True)
    table.creeple("white", "archetype", "laurentia:0")
    table.creeple("orange", "archetype", "laurentia:4")
    table.order("white", "orange")
    game = burials(table)
    assert game.decision is not None and game.decision.kind is DecisionKind.ENDOTHERM
    game.answer("gondwana:0/herbivore")
    return game


def test_i1a_contests_on_arrival_wait_for_a_tie_its_owner_breaks(rules: RulesData) -> None:
    """I1a, G7a: the contests on arrival are fought one at a time. The first is a tie within White's colour,
    so White chooses before anything else happens; when White lets its archetype win, the flyer is buried
    and fights no more, so Orange's archetype is never contested by it (a later contest used to bury the
    flyer first, and the tie then named a creeple no longer on the map)."""
    game = _flee_onto_a_tie_and_a_stronger_rival(rules)
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.TIE_BREAK and decision.player is WHITE
    assert where(game, WHITE, "flyer") == [("gondwana:0", "herbivore", True)]  # nothing decided yet
    game.answer("archetype")
    assert where(game, WHITE, "flyer") == []
    arrivals = [line for line in said(game, "G5") + said(game, "G7a") if "on arrival" in line]
    assert not any("Orange" in line for line in arrivals)
    assert game.over and violations(game) == []


def test_i1a_a_fleeing_endotherm_that_wins_a_tie_goes_on_to_the_next_contest(rules: RulesData) -> None:
    """I1a, G7a: when White lets the flyer win the tie, its own archetype is buried, and the flyer then
    contests Orange's archetype, whose green organ wins (G5): the flyer is buried too."""
    game = _flee_onto_a_tie_and_a_stronger_rival(rules)
    game.answer("flyer")
    assert where(game, WHITE, "flyer") == []
    assert ("gondwana:0", "herbivore", True) not in where(game, WHITE, "archetype")
    assert game.over and violations(game) == []


# -- I2: Endangered herbivores ------------------------------------------------------------


def test_i2a_endangered_herbivores_contest_and_every_loser_is_buried(rules: RulesData) -> None:
    """I2, I2a: three Endangered herbivores of three colours lie in one weeds biome. They contest
    (G5 humidity: the most green organs wins); both losers are buried back to their genotypes as
    Unborn, and the winner stands up alone (I2b)."""
    table = Table(rules, ["white", "orange", "green"])
    table.species("white", "archetype", basal="gg")
    table.species("orange", "archetype", basal="g")
    table.species("green", "archetype", basal="y")
    for colour, home in (("white", "gondwana:4"), ("orange", "laurentia:0"), ("green", "laurentia:4")):
        table.creeple(colour, "archetype", "gondwana:0", endangered=True)
        table.creeple(colour, "archetype", home)
    game = burials(table)

    assert game.over
    assert where(game, WHITE) == [("gondwana:0", "herbivore", False), ("gondwana:4", "herbivore", False)]
    assert where(game, ORANGE) == [("laurentia:0", "herbivore", False)]
    assert where(game, GREEN) == [("laurentia:4", "herbivore", False)]
    for colour in (ORANGE, GREEN):
        assert game.state.species(colour, Shape.ARCHETYPE).unborn == 7 - 1
    assert any("gondwana:0 stands up" in line for line in said(game, "I2b"))
    assert violations(game) == []


def test_i2a_same_colour_tie_at_burial_lets_the_owner_choose(rules: RulesData) -> None:
    """I2a, G7a: two Endangered species of one colour tie in every step; their owner chooses which
    shape wins, and the other is buried."""
    table = Table(rules, ["white", "orange"])
    table.species("white", "archetype", basal="y")
    table.species("white", "flyer", genotype=28, basal="y")
    table.species("orange", "archetype", basal="y")
    table.creeple("white", "archetype", "gondwana:0", endangered=True)
    table.creeple("white", "flyer", "gondwana:0", endangered=True)
    table.creeple("white", "archetype", "gondwana:4")
    table.creeple("white", "flyer", "gondwana:3")
    table.creeple("orange", "archetype", "laurentia:0")
    game = burials(table)

    decision = game.decision
    assert decision is not None
    assert (decision.player, decision.kind, decision.rule) == (WHITE, DecisionKind.TIE_BREAK, "G7a")
    assert set(decision.keys) == {"archetype", "flyer"}
    game.answer("flyer")
    assert game.over
    assert where(game, WHITE, "flyer") == [("gondwana:0", "herbivore", False), ("gondwana:3", "herbivore", False)]
    assert where(game, WHITE, "archetype") == [("gondwana:4", "herbivore", False)]
    assert violations(game) == []


def test_i2b_a_lone_endangered_herbivore_stands_up(rules: RulesData) -> None:
    """I2b: an Endangered herbivore with nobody else at its level in a habitable biome stands up."""
    table = Table(rules, ["white", "orange"])
    table.species("white", "archetype", basal="y")
    table.species("orange", "archetype", basal="y")
    table.creeple("white", "archetype", "gondwana:0", endangered=True)
    table.creeple("orange", "archetype", "laurentia:0")
    game = burials(table)
    assert where(game, WHITE) == [("gondwana:0", "herbivore", False)]
    assert said(game, "I2b") == ["White's archetype in gondwana:0 stands up."]
    assert violations(game) == []


def test_i2b_an_endangered_herbivore_in_an_uninhabitable_biome_is_buried(rules: RulesData) -> None:
    """I2b: standing up needs a habitable biome; an archetype lying in a sea is buried even alone."""
    table = Table(rules, ["white", "orange"])
    table.species("white", "archetype", basal="y")
    table.species("orange", "archetype", basal="y")
    table.creeple("white", "archetype", "gondwana:5", endangered=True)
    table.creeple("white", "archetype", "gondwana:4")
    table.creeple("orange", "archetype", "laurentia:0")
    game = burials(table)
    assert where(game, WHITE) == [("gondwana:4", "herbivore", False)]
    assert said(game, "I2") == ["White's archetype in gondwana:5 is buried."]
    assert game.state.species(WHITE, Shape.ARCHETYPE).unborn == 7 - 1
    assert violations(game) == []


def test_i2b_a_contested_herbivore_shifts_to_a_free_carnivore_spot(rules: RulesData) -> None:
    """I2b: an Endangered flyer under Orange's upright archetype cannot stand as a herbivore, but the
    carnivore level is free and the archetype is edible (F4a), so it shifts and stands as carnivore."""
    table = Table(rules, ["white", "orange"])
    table.species("white", "flyer", genotype=28, basal="y")
    table.species("orange", "archetype", basal="y")
    table.creeple("orange", "archetype", "gondwana:0")
    table.creeple("white", "flyer", "gondwana:0", endangered=True)
    game = burials(table)
    assert where(game, WHITE) == [("gondwana:0", "carnivore", False)]
    assert said(game, "I2b") == ["White's flyer in gondwana:0 stands up as a carnivore."]
    assert violations(game) == []


@pytest.mark.parametrize(
    ("case", "extra"),
    [
        ("carnivore spot taken", ("black", "archetype", "gondwana:0", "carnivore")),
        ("no edible prey", None),
    ],
)
def test_i2b_without_a_valid_shift_the_contested_herbivore_is_buried(
    rules: RulesData, case: str, extra: tuple[str, str, str, str] | None
) -> None:
    """I2b: the shift needs an unoccupied carnivore level and suitable prey. With an upright black
    carnivore already there, or with armored prey a flyer cannot eat, White's flyer is buried."""
    table = Table(rules, ["white", "orange", "black"])
    table.species("white", "flyer", genotype=28, basal="y")
    table.species("white", "archetype", basal="y")
    prey = "archetype" if extra else "armored"
    table.species("orange", prey, genotype=None if prey == "archetype" else 32, basal="y")
    table.species("black", "archetype", basal="y")
    table.creeple("orange", prey, "gondwana:0")
    table.creeple("white", "flyer", "gondwana:0", endangered=True)
    table.creeple("white", "archetype", "gondwana:4")
    if extra:
        table.creeple(*extra)
    else:
        table.creeple("black", "archetype", "laurentia:0")
    game = burials(table)
    assert where(game, WHITE, "flyer") == [], case
    assert said(game, "I2") == ["White's flyer in gondwana:0 is buried."]
    assert not said(game, "I2b")
    assert violations(game) == []


# -- I3: Endangered carnivores ------------------------------------------------------------


def test_i3a_endangered_carnivores_contest_and_the_loser_is_buried(rules: RulesData) -> None:
    """I3, I3a, I3b: two Endangered flyer carnivores over Green's upright archetype contest (H3: the
    weeds' yellow roadrunner; White has two yellow organs, Orange one). Orange's loses and is
    buried; White's is then uncontested with edible prey and stands up."""
    table = Table(rules, ["white", "orange", "green"])
    table.species("white", "flyer", genotype=28, basal="yy")
    table.species("orange", "flyer", genotype=27, basal="y")
    table.species("orange", "archetype", basal="r")
    table.species("green", "archetype", basal="r")
    table.creeple("green", "archetype", "gondwana:0")
    table.creeple("white", "flyer", "gondwana:0", "carnivore", endangered=True)
    table.creeple("orange", "flyer", "gondwana:0", "carnivore", endangered=True)
    table.creeple("orange", "archetype", "laurentia:0")
    game = burials(table)
    assert game.over
    assert where(game, WHITE) == [("gondwana:0", "carnivore", False)]
    assert where(game, ORANGE, "flyer") == []
    assert any("H3" in line for line in said(game, "H3"))
    assert said(game, "I3b") == ["White's flyer in gondwana:0 stands up."]
    assert violations(game) == []


def test_i3b_a_lone_endangered_carnivore_with_edible_prey_stands(rules: RulesData) -> None:
    """I3b: an Endangered carnivore alone at its level over an upright herbivore it can eat stands."""
    table = Table(rules, ["white", "orange"])
    table.species("white", "flyer", genotype=28, basal="y")
    table.species("orange", "archetype", basal="y")
    table.creeple("orange", "archetype", "gondwana:0")
    table.creeple("white", "flyer", "gondwana:0", "carnivore", endangered=True)
    game = burials(table)
    assert where(game, WHITE) == [("gondwana:0", "carnivore", False)]
    assert violations(game) == []


def test_f4c_i3b_an_endangered_carnivore_never_stands_over_its_own_species(rules: RulesData) -> None:
    """F4c, I3b: a newborn may settle as a herbivore under its own species' Endangered carnivore (F4c
    forbids only an upright one), but a species never feeds on itself: at burial the carnivore finds no
    suitable prey and is buried, while the herbivore stands."""
    table = Table(rules, ["white", "orange"])
    table.species("white", "archetype", basal="g")
    table.creeple("white", "archetype", "gondwana:0", "carnivore", endangered=True)
    table.creeple("white", "archetype", "gondwana:0")
    table.species("orange", "archetype").creeple("orange", "archetype", "laurentia:4")
    game = burials(table)
    assert where(game, WHITE) == [("gondwana:0", "herbivore", False)]
    assert said(game, "I3") == ["White's archetype in gondwana:0 is buried."]
    assert not said(game, "I3b")
    assert violations(game) == []


def test_f4c_the_invariant_catches_a_species_standing_over_itself(rules: RulesData) -> None:
    """F4c: the 'every upright carnivore has suitable prey' invariant knows species identity."""
    table = Table(rules, ["white", "orange"])
    table.species("white", "archetype", basal="g")
    table.creeple("white", "archetype", "gondwana:0", "carnivore")
    table.creeple("white", "archetype", "gondwana:0")
    table.species("orange", "archetype").creeple("orange", "archetype", "laurentia:4")
    game = table.game(ActionPhase(), phase=Phase.ACTIONS)
    assert any(p.startswith("every upright carnivore has suitable prey: white archetype") for p in violations(game))


@pytest.mark.parametrize("case", ["inedible prey", "no prey", "upright rival"])
def test_i3b_an_endangered_carnivore_without_a_meal_or_contested_is_buried(rules: RulesData, case: str) -> None:
    """I3b: White's Endangered flyer carnivore is buried when the herbivore below is one it cannot eat
    (armored), when no herbivore is there at all, or when Orange's upright flyer holds the carnivore
    level over edible prey."""
    table = Table(rules, ["white", "orange"])
    table.species("white", "flyer", genotype=28, basal="y")
    table.species("white", "archetype", basal="y")
    table.species("orange", "armored", genotype=32, basal="y")
    table.species("orange", "flyer", genotype=27, basal="y")
    table.creeple("white", "archetype", "gondwana:4")
    table.creeple("orange", "armored", "laurentia:0")
    table.creeple("orange", "flyer", "laurentia:4")
    if case == "inedible prey":
        table.creeple("orange", "armored", "gondwana:0")
    elif case == "upright rival":
        table.creeple("white", "archetype", "gondwana:0")
        table.creeple("orange", "flyer", "gondwana:0", "carnivore")
    table.creeple("white", "flyer", "gondwana:0", "carnivore", endangered=True)
    game = burials(table)
    assert where(game, WHITE, "flyer") == [], case
    assert said(game, "I3") == ["White's flyer in gondwana:0 is buried."]
    assert not said(game, "I3b")
    assert violations(game) == []


@pytest.mark.parametrize(("archetype_green", "carnivore_survives"), [("gg", True), ("", False)])
def test_i3_carnivores_are_settled_after_the_herbivores(
    rules: RulesData, archetype_green: str, carnivore_survives: bool
) -> None:
    """A4b, I2, I3: herbivores are resolved before carnivores. White's Endangered flyer carnivore lies
    over two Endangered herbivores: Green's archetype (edible) and Orange's armored (not edible). If
    the archetype wins their contest and stands, the flyer then has prey and stands too; if the
    armored wins, the flyer finds nothing to eat and is buried."""
    table = Table(rules, ["white", "orange", "green"])
    table.species("white", "flyer", genotype=28, basal="y")
    table.species("white", "archetype", basal="y")
    table.species("orange", "armored", genotype=32, basal="g")
    table.species("green", "archetype", basal="y" + archetype_green)
    table.creeple("white", "archetype", "gondwana:4")
    table.creeple("orange", "armored", "laurentia:0")
    table.creeple("green", "archetype", "laurentia:4")
    table.creeple("white", "flyer", "gondwana:0", "carnivore", endangered=True)
    table.creeple("orange", "armored", "gondwana:0", endangered=True)
    table.creeple("green", "archetype", "gondwana:0", endangered=True)
    game = burials(table)
    survivor = GREEN if carnivore_survives else ORANGE
    assert ("gondwana:0", "herbivore", False) in where(game, survivor)
    expected = [("gondwana:0", "carnivore", False)] if carnivore_survives else []
    assert where(game, WHITE, "flyer") == expected
    assert violations(game) == []


# -- I4: extinction ----------------------------------------------------------------------


def test_i4_last_creeple_buried_the_species_dies_out(rules: RulesData) -> None:
    """I4, I4b, J2d, J7a: White's flyer loses its last living creeple at burial. Its genotype and
    mutation cards go to the discards, its cubes back to the pool, its Unborn and Newborn creeples to
    the reserve, the host creeple on its mutualism card back to Orange. White records one fossil for
    the species and one for the tool it used (ruling R17); the tool card itself goes to the fossil
    record, not back to the public tools. White keeps its archetype, so it is no Lazarus (I4c)."""
    table = Table(rules, ["white", "orange"])
    table.species("white", "archetype")
    table.species(
        "white",
        "flyer",
        genotype=28,
        basal="y",
        newborn=1,
        cards=[Card(34, organs="y"), Card(13, organs="r", orientation=1, hosts=[("orange", "archetype")])],
        tools=[("net", 1)],
    )
    table.species("orange", "armored", genotype=32)
    table.species("orange", "archetype")
    table.creeple("white", "archetype", "laurentia:0")
    table.creeple("orange", "armored", "gondwana:1")
    table.creeple("orange", "archetype", "laurentia:4")
    table.creeple("white", "flyer", "gondwana:1", endangered=True)
    game = burials(table)

    state = game.state
    white = state.player(WHITE)
    assert white.find(Shape.FLYER) is None
    assert white.reserve[Shape.FLYER] == 7
    assert dict(state.cube_pool) == dict(rules.limits.cubes)  # nobody else holds cubes
    metabolic = next(row for row in state.display if row.deck is MutationDeck.METABOLIC)
    assert {28, 34, 13} <= set(metabolic.discard)
    assert state.species(ORANGE, Shape.ARCHETYPE).unborn == 7 - 1  # the host came home
    assert white.tools_in_record == ["net"]
    assert "net" not in state.tools_available
    assert white.fossils == 2
    assert state.fossil_pool == 16 - 2
    assert any("flyer dies out" in line and "2 fossil" in line for line in said(game, "I4"))
    assert not white.lazarus and not white.archetype_stored
    assert not said(game, "I4c")
    # At final scoring the two chits count, the dead species' cards and tool do not (A7a, A7c).
    assert state.scores[WHITE]["fossils"] == 2
    assert state.scores[WHITE]["tableau"] == 1
    assert violations(game) == []


def test_i4_losing_a_basal_organ_is_extinction(rules: RulesData) -> None:
    """I4, D7: a species over its heart limit with no plus organ left must lose a basal organ and
    dies out on the spot, although its creeples still stand on the map. It records one fossil."""
    table = Table(rules, ["white", "orange"])
    table.species("white", "archetype", basal="rry")
    table.species("white", "flyer", genotype=28, basal="y")
    table.species("orange", "archetype", basal="y")
    table.creeple("white", "archetype", "gondwana:0")
    table.creeple("white", "archetype", "gondwana:4")
    table.creeple("white", "flyer", "gondwana:3")
    table.creeple("orange", "archetype", "laurentia:0")
    table.dice(1, 1)  # era I: two dice, dark heart 1
    game = table.game(MutagenEvent(), phase=Phase.EVENTS, then="actions")

    white = game.state.player(WHITE)
    assert white.find(Shape.ARCHETYPE) is None
    assert where(game, WHITE, "archetype") == []
    assert white.reserve[Shape.ARCHETYPE] == 7
    assert white.fossils == 1
    assert white.archetype_stored  # I4a
    assert not white.lazarus  # the flyer lives on
    assert any("archetype dies out" in line for line in said(game, "I4"))
    assert violations(game) == []


def test_i4c_losing_the_last_creeple_makes_a_lazarus(rules: RulesData) -> None:
    """I4, I4a, I4c: White's only species is its archetype and its last creeple is buried. The
    archetype card is kept for a later resurrection, White records one fossil and becomes a Lazarus."""
    table = Table(rules, ["white", "orange"])
    table.species("white", "archetype", basal="y")
    table.species("orange", "armored", genotype=32, basal="y")
    table.creeple("orange", "armored", "gondwana:1")
    table.creeple("white", "archetype", "gondwana:1", endangered=True)
    game = burials(table)
    white = game.state.player(WHITE)
    assert white.species == []
    assert white.archetype_stored
    assert white.lazarus
    assert white.fossils == 1
    assert said(game, "I4c") == ["White has no living creeples: Lazarus, and may resurrect (E7)."]
    assert violations(game) == []


def test_i4a_a_dead_daughter_genotype_is_discarded_not_kept(rules: RulesData) -> None:
    """I4, I4a: when a daughter species dies out its genotype card is discarded like its other
    cards; only the archetype card is ever kept for Lazarus."""
    table = Table(rules, ["white", "orange"])
    table.species("white", "archetype", basal="y")
    table.species("white", "flyer", genotype=27, basal="y")
    table.species("orange", "armored", genotype=32, basal="y")
    table.creeple("white", "archetype", "laurentia:0")
    table.creeple("orange", "armored", "gondwana:1")
    table.creeple("white", "flyer", "gondwana:1", endangered=True)
    game = burials(table)
    white = game.state.player(WHITE)
    assert white.find(Shape.FLYER) is None
    assert not white.archetype_stored
    metabolic = next(row for row in game.state.display if row.deck is MutationDeck.METABOLIC)
    assert 27 in metabolic.discard
    assert violations(game) == []


def test_i4b_fossils_come_from_a_limited_pool(rules: RulesData) -> None:
    """I4b, B7: a dying species with a tool earns two fossils, but only one is left in the pool of
    16: White gets that one and the log says the pool is empty."""
    table = Table(rules, ["white", "orange"])
    table.species("white", "archetype", basal="y")
    table.species("white", "flyer", genotype=28, basal="y", tools=[("stone", 2)])
    table.species("orange", "armored", genotype=32, basal="y")
    table.creeple("white", "archetype", "laurentia:0")
    table.creeple("orange", "armored", "gondwana:1")
    table.creeple("white", "flyer", "gondwana:1", endangered=True)
    give_fossils(table, "orange", 15)
    game = burials(table)
    assert game.state.fossil_pool == 0
    assert fossils(game, WHITE) == 1
    assert said(game, "B7")
    assert game.state.player(WHITE).tools_in_record == ["stone"]
    assert violations(game) == []


# -- E7: resurrection after Lazarus --------------------------------------------------------


def _lazarus_table(rules: RulesData) -> Table:
    table = Table(rules, ["white", "orange"])
    table.species("white", "archetype", basal="y")
    table.species("orange", "armored", genotype=32, basal="y")
    table.species("orange", "archetype", basal="y")
    table.creeple("orange", "armored", "gondwana:1")
    table.creeple("orange", "archetype", "gondwana:4")
    table.creeple("white", "archetype", "gondwana:1", endangered=True)
    table.event(QUIET_EVENT)  # next turn: orange, then white
    return table


def test_e7_a_lazarus_may_only_resurrect_or_pass(rules: RulesData) -> None:
    """I4c, E7: White's last creeple is buried; in the next turn's action phase White, a Lazarus
    with no species, is offered nothing but resurrection and passing."""
    game = burials(_lazarus_table(rules), last_turn=False)
    assert game.state.player(WHITE).lazarus
    decision = game.decision
    assert decision is not None and decision.player is ORANGE and decision.kind is DecisionKind.ACTION
    game.answer("pass")
    decision = game.decision
    assert decision is not None and decision.player is WHITE
    assert set(decision.keys) == {"resurrect", "pass"}
    with pytest.raises(IllegalAnswer):
        game.answer("populate")


def test_e7a_resurrection_on_an_uninhabited_habitable_level(rules: RulesData) -> None:
    """E7, E7a: the resurrected archetype may go to any trophic level nobody upright holds, where an
    archetype can live: not the seas, not the levels Orange's creeples hold, and as a carnivore only
    over prey it can eat (Orange's archetype, not its armored). It returns at size 1 and White is no
    longer a Lazarus."""
    game = burials(_lazarus_table(rules), last_turn=False)
    game.answer("pass")  # Orange
    game.answer("resurrect")
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.RESURRECT and decision.rule == "E7"
    keys = set(decision.keys)
    land = [h for h in game.hexes if game.terrain[h].value != "sea"]
    seas = [h for h in game.hexes if game.terrain[h].value == "sea"]
    assert {f"{h}/herbivore" for h in land} - {"gondwana:1/herbivore", "gondwana:4/herbivore"} <= keys
    assert not any(k.startswith(f"{h}/") for h in seas for k in keys)
    assert "gondwana:1/herbivore" not in keys and "gondwana:4/herbivore" not in keys
    assert "gondwana:4/carnivore" in keys  # an archetype eats archetypes (F4a)
    assert "gondwana:1/carnivore" not in keys  # but not armored
    assert keys == {f"{h}/herbivore" for h in land} - {"gondwana:1/herbivore", "gondwana:4/herbivore"} | {
        "gondwana:4/carnivore"
    }
    game.answer("gondwana:4/carnivore")
    white = game.state.player(WHITE)
    assert not white.lazarus and not white.archetype_stored
    archetype = white.find(Shape.ARCHETYPE)
    assert archetype is not None and archetype.size == 1 and archetype.unborn == 6
    assert where(game, WHITE) == [("gondwana:4", "carnivore", False)]
    assert said(game, "E7")
    assert violations(game) == []


# -- I5: fossil awards at the end of an era ------------------------------------------------


def _era_end_table(rules: RulesData, green_hosts: int = 0, *, era_ends: bool = True) -> Table:
    """White and Orange have 3 creeples each on the map; Green 2 upright and 1 Endangered; the turn drew the
    era's last card unless ``era_ends`` is False."""
    table = Table(rules, ["white", "orange", "green"])
    table.species("white", "archetype", basal="y")
    table.species("orange", "archetype", basal="y")
    table.species("orange", "armored", genotype=32, basal="y")
    hosts = [("orange", "armored")] * green_hosts
    table.species("green", "archetype", basal="y", cards=[Card(13, organs="r", orientation=1, hosts=hosts)])
    for hex_id in ("gondwana:0", "gondwana:4", "gondwana:1"):
        table.creeple("white", "archetype", hex_id)
    for hex_id in ("laurentia:0", "laurentia:4"):
        table.creeple("orange", "archetype", hex_id)
    table.creeple("orange", "armored", "laurentia:6")
    table.creeple("green", "archetype", "baltica:5")
    table.creeple("green", "archetype", "baltica:4")
    # Green's third creeple lies under Orange's armored (no prey for it) and is buried before the count.
    table.creeple("green", "archetype", "laurentia:6", endangered=True)
    if era_ends:
        table.era_ends()
    table.event(QUIET_EVENT)
    return table


def test_i5_example_three_player_era_end(rules: RulesData) -> None:
    """I5 example: at the end of the era White and Orange have 3 creeples each and Green has only 2
    (its third, Endangered, was buried first in the same phase). White and Orange each take one
    fossil token from the public pool; Green takes none. The game then goes on to the next turn."""
    game = burials(_era_end_table(rules), last_turn=False)
    assert fossils(game, WHITE) == 1
    assert fossils(game, ORANGE) == 1
    assert fossils(game, GREEN) == 0
    assert game.state.fossil_pool == 16 - 2
    assert said(game, "I5a") == ["Populations at the end of the era: white 3, orange 3, green 2."]
    assert sorted(said(game, "I5b")) == ["Orange takes 1 fossil token.", "White takes 1 fossil token."]
    assert not said(game, "A7")
    assert game.state.turn == 3 and game.decision is not None
    assert violations(game) == []


def test_i5a_host_creeples_count_as_population(rules: RulesData) -> None:
    """I5a, I5b, J2b: the same era end, but two of Orange's armored creeples sit as hosts on Green's
    mutualism card. They count for Green (2 + 2 = 4) and not for Orange, so Green beats both others
    and takes two fossils while White and Orange, tied at 3, take none."""
    game = burials(_era_end_table(rules, green_hosts=2), last_turn=False)
    assert said(game, "I5a") == ["Populations at the end of the era: white 3, orange 3, green 4."]
    assert (fossils(game, WHITE), fossils(game, ORANGE), fossils(game, GREEN)) == (0, 0, 2)
    assert violations(game) == []


def test_i5b_awards_stop_when_the_pool_runs_out(rules: RulesData) -> None:
    """I5b, B7: fossil tokens come from a public pool of 16. With one token left, White and Orange
    both earn one but only one can be handed out; the pool never goes negative. (Who gets the last
    token is not settled by the rules.)"""
    table = _era_end_table(rules)
    give_fossils(table, "green", 15)
    game = burials(table, last_turn=False)
    assert game.state.fossil_pool == 0
    assert fossils(game, WHITE) + fossils(game, ORANGE) == 1
    assert fossils(game, GREEN) == 15
    assert violations(game) == []


def test_i5_no_awards_when_the_era_goes_on(rules: RulesData) -> None:
    """I5, A4c: populations are only compared when the era's last event card was drawn this turn."""
    table = _era_end_table(rules, era_ends=False)
    game = burials(table, last_turn=False)
    assert not said(game, "I5a") and not said(game, "I5b")
    assert game.state.fossil_pool == 16
    assert violations(game) == []


# -- A7: final scoring --------------------------------------------------------------------


def _scoring_table(rules: RulesData) -> Table:
    """A last-turn position where White's score has every part; Orange ties White; Green trails."""
    table = Table(rules, ["white", "orange", "green"])
    table.species(
        "white",
        "archetype",
        basal="y",
        cards=[
            # Personality: eyespot > hypothalamus > aggregation pheromones > air sacs, all upright on
            # orientation 1: anger, fear, fear = 3 emotions of 2 colours, which is language (J6f).
            Card(1, organs="r", orientation=1),
            Card(10, organs="r", orientation=1),
            Card(11, orientation=1),
            Card(30, organs="y", orientation=1),
            Card(4, orientation=1),  # ganglion chain: fossil icon upright
            Card(5, organs="rg", orientation=1),  # barrel cortex: its fossil icon is on the other side
            Card(13, organs="r", orientation=1, hosts=[("orange", "archetype")]),  # mutualism, 1 host
            Card(20, organs="y"),  # not promoted: shows no fossil icon
        ],
        personality=[1, 10, 11, 30],
        tools=[("net", 1)],
    )
    table.species("white", "flyer", genotype=27, basal="y")
    table.creeple("white", "archetype", "gondwana:4")
    table.creeple("white", "archetype", "gondwana:0")
    table.creeple("white", "flyer", "gondwana:3")
    # Endangered at the end: buried before the count, so it scores nothing.
    table.creeple("white", "archetype", "gondwana:1", endangered=True)
    give_fossils(table, "white", 2)

    table.species("orange", "archetype", basal="y")
    table.species("orange", "armored", genotype=32, basal="y")
    table.creeple("orange", "armored", "gondwana:1")
    table.creeple("orange", "armored", "gondwana:6")
    table.creeple("orange", "archetype", "laurentia:0")
    table.creeple("orange", "archetype", "laurentia:4")
    give_fossils(table, "orange", 10)

    table.species("green", "archetype", basal="y")
    table.creeple("green", "archetype", "baltica:5")
    return table


def test_a7_example_every_part_of_the_final_score(rules: RulesData) -> None:
    """A7, A7a-A7e: White ends the game with 2 fossils (A7a), 3 creeples on the map (A7b; the
    Endangered one is buried first), 4 fossil icons in its tableau (A7c: two genotypes, archetype
    included, one promoted card showing the icon upright, one tool), 1 host creeple (A7d) and 3
    emotions with language (A7e: 3 + 3). That is 16 VP. Orange also scores 16 (10 fossils, 4
    creeples, 2 genotypes) and shares first place; Green trails. No fossil tokens are awarded at the
    end of the final era."""
    game = burials(_scoring_table(rules))
    assert game.over
    assert game.state.phase is Phase.OVER
    white = game.state.scores[WHITE]
    assert {part: white[part] for part in SCORE_PARTS} == {
        "fossils": 2,
        "population": 3,
        "tableau": 4,
        "hosts": 1,
        "emotions": 3,
        "language": 3,
    }
    assert white["total"] == 16 == sum(white[part] for part in SCORE_PARTS)
    orange = game.state.scores[ORANGE]
    assert (orange["fossils"], orange["population"], orange["tableau"], orange["total"]) == (10, 4, 2, 16)
    assert game.state.scores[GREEN]["total"] == 2
    assert game.state.winners == [WHITE, ORANGE]
    assert said(game, "A7")[-1] == "White and Orange win with 16 VP."
    assert "White: 16 VP (fossils 2, population 3, tableau 4, hosts 1, emotions 3, language 3)." in said(game, "A7")
    assert not said(game, "I5b")
    assert game.state.fossil_pool == 16 - 12
    assert violations(game) == []


def test_a7_a_single_winner_has_the_most_vp(rules: RulesData) -> None:
    """A7: with one more fossil Orange wins alone."""
    table = _scoring_table(rules)
    give_fossils(table, "orange", 1)
    game = burials(table)
    assert game.state.winners == [ORANGE]
    assert said(game, "A7")[-1] == "Orange wins with 17 VP."


def test_a7c_tableau_counts_genotypes_upright_fossil_icons_and_tools(rules: RulesData) -> None:
    """A7c: one VP per genotype (the archetype card too), per promoted card whose upright side shows
    the fossil icon, and per tool. Vibrissae turned to barrel cortex orientation 2 shows the icon;
    nerve net on orientation 2 and an unpromoted shivering reflex do not."""
    table = Table(rules, ["white", "orange"])
    table.species(
        "white",
        "archetype",
        basal="y",
        cards=[Card(5, organs="r", orientation=2), Card(4, organs="r", orientation=2), Card(20, organs="y")],
        tools=[("net", 1), ("stick", 2)],
    )
    table.species("white", "flyer", genotype=9, basal="y")
    table.species("white", "swimmer", genotype=24, basal="y")
    table.creeple("white", "archetype", "gondwana:4")
    table.creeple("white", "flyer", "gondwana:3")
    table.creeple("white", "swimmer", "gondwana:5")
    table.species("orange", "archetype", basal="y")
    table.creeple("orange", "archetype", "laurentia:0")
    game = burials(table)
    score = game.state.scores[WHITE]
    # 3 genotypes + barrel cortex + 2 tools
    assert score["tableau"] == 6
    assert score["population"] == 3
    assert score["total"] == sum(score[part] for part in SCORE_PARTS) == 9
    assert violations(game) == []


def test_a7b_only_your_own_creeples_on_the_map_count(rules: RulesData) -> None:
    """A7b, A7d: Unborn and Newborn creeples score nothing; a white creeple held as a host on
    Orange's mutualism card scores for Orange (A7d), not for White."""
    table = Table(rules, ["white", "orange"])
    table.species("white", "archetype", basal="y", newborn=2)
    table.species(
        "orange", "archetype", basal="y", cards=[Card(13, organs="r", orientation=1, hosts=[("white", "archetype")])]
    )
    table.creeple("white", "archetype", "gondwana:4")
    table.creeple("orange", "archetype", "laurentia:0")
    game = burials(table)
    white, orange = game.state.scores[WHITE], game.state.scores[ORANGE]
    assert (white["population"], white["hosts"]) == (1, 0)
    assert (orange["population"], orange["hosts"]) == (1, 1)
    assert white["total"] == 2 and orange["total"] == 3
    assert game.state.winners == [ORANGE]


def test_a7e_emotions_without_language(rules: RulesData) -> None:
    """A7e: two fear emotions (chemoreceptors > aggregation pheromones > air sacs) score 2 VP; two
    emotions are not language, so no bonus."""
    table = Table(rules, ["white", "orange"])
    table.species(
        "white",
        "archetype",
        basal="y",
        cards=[Card(8, organs="r", orientation=1), Card(11, orientation=1), Card(30, organs="y", orientation=1)],
        personality=[8, 11, 30],
    )
    table.creeple("white", "archetype", "gondwana:4")
    table.species("orange", "archetype", basal="y")
    table.creeple("orange", "archetype", "laurentia:0")
    game = burials(table)
    score = game.state.scores[WHITE]
    assert (score["emotions"], score["language"]) == (2, 0)
    assert score["total"] == 1 + 1 + 2


@pytest.mark.parametrize("seed", [2, 5, 8])
def test_a7_full_games_score_what_the_position_shows(rules: RulesData, seed: int) -> None:
    """A7, I5, A4c: whole 3-player games played with seeded random choices. Fossil tokens are
    awarded once, at the end of era I, and never at the end of the game; every final score is the
    sum of its parts, each part matches the position (fossils in the record, own creeples on the
    map, host creeples on own cards); the winners are exactly the players with the most VP."""
    game = Game.new(rules, players=3, seed=seed)
    chooser = random.Random(seed)
    while game.decision is not None:
        game.answer(chooser.choice(game.decision.keys))
    state = game.state
    assert state.phase is Phase.OVER
    assert len(said(game, "I5a")) == 1
    for colour, score in state.scores.items():
        player = state.player(colour)
        assert score["total"] == sum(score[part] for part in SCORE_PARTS)
        assert score["fossils"] == player.fossils
        assert score["population"] == sum(1 for c in state.creeples if c.colour is colour)
        assert score["hosts"] == sum(len(card.hosts) for s in player.species for card in s.cards)
        assert score["tableau"] >= len(player.species)
        assert score["language"] in (0, 3)
    best = max(s["total"] for s in state.scores.values())
    assert state.winners == [c for c, s in state.scores.items() if s["total"] == best]
    assert not any(c.endangered for c in state.creeples)  # burials ran before scoring
    assert state.fossil_pool + sum(p.fossils for p in state.players) == 16
    assert violations(game) == []

"""The optional experimental apomorphies (J8): chosen at setup; Orange resists, Black metamorphoses."""

from __future__ import annotations

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import MutationDeck, OrganColour, PlayerColour, Shape
from megafauna_tui.rules.actions import PlayerTurn
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.event_phase import MutagenEvent, RadiationEvent
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.scenario import Card, Table
from megafauna_tui.rules.state import Phase

ORANGE, BLACK = PlayerColour.ORANGE, PlayerColour.BLACK


def _table(rules: RulesData, *, apomorphies: bool) -> Table:
    return Table(rules, ["orange", "black"], apomorphies=apomorphies)


def test_j8_apomorphies_are_chosen_at_setup(rules: RulesData) -> None:
    """J8, C1a: off unless asked for when the game is set up."""
    assert not Game.new(rules, players=2, seed=1).state.apomorphies
    game = Game.new(rules, players=2, seed=1, apomorphies=True)
    assert game.state.apomorphies
    assert "experimental apomorphies (J8)" in game.state.log[0].text


def test_j8a_orange_is_immune_to_darwinian_radiation(rules: RulesData) -> None:
    """J8a: with the apomorphies, Orange keeps its blue plus organ; Black still loses its own."""
    for apomorphies in (False, True):
        table = _table(rules, apomorphies=apomorphies)
        table.species("orange", "archetype", cards=[Card(71, organs="b")]).creeple("orange", "archetype", "laurentia:4")
        table.species("black", "archetype", cards=[Card(72, organs="b")]).creeple("black", "archetype", "siberia:6")
        queue = ["orange:archetype", "black:archetype"]
        game = table.game(RadiationEvent(MutationDeck.DARWINIAN, queue), phase=Phase.EVENTS, then="actions")
        orange = game.state.species(ORANGE, Shape.ARCHETYPE)
        assert (orange.plus_organs == [OrganColour.BLUE]) is apomorphies
        assert game.state.species(BLACK, Shape.ARCHETYPE).plus_organs == []
        assert any(e.rule == "J8a" for e in game.state.log) is apomorphies
        assert violations(game) == []


def test_j8a_metabolic_radiation_still_hits_orange(rules: RulesData) -> None:
    table = _table(rules, apomorphies=True)
    table.species("orange", "archetype", cards=[Card(1, organs="r")]).creeple("orange", "archetype", "laurentia:4")
    game = table.game(RadiationEvent(MutationDeck.METABOLIC, ["orange:archetype"]), phase=Phase.EVENTS, then="actions")
    assert game.state.species(ORANGE, Shape.ARCHETYPE).plus_organs == []


def _black_with_fossil(rules: RulesData, basal: str) -> Table:
    table = _table(rules, apomorphies=True).order("black", "orange")
    table.species("black", "archetype", basal=basal).creeple("black", "archetype", "siberia:6")
    table.species("orange", "archetype").creeple("orange", "archetype", "laurentia:4")
    return table.fossils("black", 1)


def test_j8c_metamorphosis_costs_a_fossil_not_an_action_once_a_turn(rules: RulesData) -> None:
    """J8c: Black sheds a basal organ without spending an action, paying one fossil; once per turn."""
    game = _black_with_fossil(rules, "yy").game(PlayerTurn(BLACK, 2))
    decision = game.decision
    assert decision is not None and "metamorphose" in decision.keys
    game.answer("metamorphose")
    game.answer("yellow")
    state = game.state
    assert state.species(BLACK, Shape.ARCHETYPE).basal == [OrganColour.YELLOW]
    assert state.player(BLACK).fossils == 0
    decision = game.decision
    assert decision is not None and decision.prompt.startswith("Choose an action (2 actions left)")
    assert "metamorphose" not in decision.keys
    assert violations(game) == []


def test_j8c_metamorphosis_saves_a_species_from_the_mutagen(rules: RulesData) -> None:
    """J8c: a mutagen with dark heart 2 would kill a species with 3 basal organs; shedding one first saves it."""
    table = _black_with_fossil(rules, "yyy").dice(2, 1)
    game = table.game(MutagenEvent(), phase=Phase.EVENTS, then="actions")
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.NEOTENY and decision.rule == "J8c"
    game.answer("metamorphose")
    game.answer("yellow")
    assert game.state.player(BLACK).find(Shape.ARCHETYPE) is not None
    assert game.state.player(BLACK).fossils == 0
    assert violations(game) == []


def test_j8c_declining_lets_the_mutagen_strike(rules: RulesData) -> None:
    table = _black_with_fossil(rules, "yyy").dice(2, 1)
    game = table.game(MutagenEvent(), phase=Phase.EVENTS, then="actions")
    game.answer("no")
    assert game.state.player(BLACK).find(Shape.ARCHETYPE) is None
    assert game.state.player(BLACK).fossils == 2  # its own fossil plus one for the extinction


def test_j8c_declining_for_one_species_still_asks_before_the_next(rules: RulesData) -> None:
    """J8c "at any time, even to avoid extinction during a mutagen": Black lets the mutagen take his
    archetype, and is asked again, naming the flyer, before the flyer dies in the same mutagen."""
    table = _black_with_fossil(rules, "yyy").dice(2, 1)
    table.species("black", "flyer", genotype=27, basal="yyy").creeple("black", "flyer", "siberia:5")
    game = table.game(MutagenEvent(), phase=Phase.EVENTS, then="actions")
    decision = game.decision
    assert decision is not None and decision.rule == "J8c"
    assert "your archetype (3 organs over a heart limit of 2)" in decision.prompt
    game.answer("no")
    assert game.state.player(BLACK).find(Shape.ARCHETYPE) is None
    decision = game.decision
    assert decision is not None and decision.rule == "J8c" and "your flyer" in decision.prompt
    game.answer("metamorphose")
    game.answer("yellow")
    assert game.state.species(BLACK, Shape.FLYER).basal == [OrganColour.YELLOW] * 2
    assert violations(game) == []

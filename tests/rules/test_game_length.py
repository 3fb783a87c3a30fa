"""Game length (A6): the standard game, the long game with the Chicxulub comet, the short game."""

from __future__ import annotations

import pytest

from megafauna_tui.bots import RandomBot, ask
from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.event_phase import EventPhase
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.scenario import Table
from megafauna_tui.rules.state import GameLength, Phase


def _play(game: Game, seed: int) -> None:
    bot = RandomBot(seed)
    while game.decision is not None:
        game.answer(ask(bot, game))
        assert violations(game) == []


def _comet(rules: RulesData) -> int:
    return next(e.number for e in rules.events.values() if e.long_game_only)


def test_a6a_long_game_adds_era_three_with_the_comet_among_its_five_cards(rules: RulesData) -> None:
    """A6a: after Era II comes Era III, whose five ET cards include the comet; 12 to 16 turns."""
    turns = set()
    for seed in range(12):
        game = Game.new(rules, players=2, seed=seed, length=GameLength.LONG)
        _play(game, seed)
        turns.add(game.state.turn)
        assert game.state.era == 3 and game.state.scores
        comet_turns = [e.turn for e in game.state.log if e.rule == "A6a"]
        assert comet_turns == [game.state.turn]
        awards = [e.turn for e in game.state.log if e.rule == "I5a"]
        assert awards == [6, 11]  # fossil awards end Eras I and II; Era III ends in final scoring
    assert turns <= set(range(12, 17)) and len(turns) > 1


def test_a6a_the_comet_is_never_dealt_in_a_standard_game(rules: RulesData) -> None:
    comet = _comet(rules)
    for seed in range(20):
        game = Game.new(rules, players=3, seed=seed)
        _play(game, seed)
        assert all(f"(#{comet})" not in e.text for e in game.state.log if e.rule == "A1a")
        assert game.state.turn == 11


def test_a6a_the_comet_ends_the_game_after_its_event_phase_with_burials(rules: RulesData) -> None:
    """A6a: no actions or dispersal after the comet, but Endangered creeples are still buried (I2)."""
    table = Table(rules, ["green", "black"], turn=13, era=3, length=GameLength.LONG)
    table.event(_comet(rules)).dice(6, 6, 6, 6)
    table.species("green", "archetype").creeple("green", "archetype", "baltica:5")
    table.creeple("green", "archetype", "baltica:0", endangered=True)  # a sea: it cannot stand up here
    table.species("black", "archetype").creeple("black", "archetype", "siberia:6")
    game = table.game(EventPhase(), phase=Phase.EVENTS, then="actions")
    assert game.over
    rules_seen = [e.rule for e in game.state.log]
    assert "A6a" in rules_seen and "A2" not in rules_seen and "A7" in rules_seen
    assert "Green's archetype in baltica:0 is buried." in [e.text for e in game.state.log]
    assert game.state.scores[game.state.players[0].colour]["population"] == 1
    assert violations(game) == []


def test_a6b_short_game_skips_era_two(rules: RulesData) -> None:
    """A6b: after Era I's five events the game goes straight to Era III; 7 to 11 turns with R02."""
    turns = set()
    for seed in range(12):
        game = Game.new(rules, players=3, seed=seed, length=GameLength.SHORT)
        _play(game, seed)
        turns.add(game.state.turn)
        assert any(e.rule == "A6b" and e.turn == 6 for e in game.state.log)
        assert not any(e.rule == "A1a" and "era 2" in e.text for e in game.state.log)
        assert game.state.era == 3
    assert turns <= set(range(7, 12)) and len(turns) > 1


def test_j6f_language_ends_the_long_game_in_the_next_era_three_turn(rules: RulesData) -> None:
    """J6f: in the long game, a species that speaks ends the game at the end of the next Era III turn."""
    table = Table(rules, ["green", "black"], turn=12, era=3, length=GameLength.LONG).language(11)
    table.species("green", "archetype").creeple("green", "archetype", "baltica:5")
    table.species("black", "archetype").creeple("black", "archetype", "siberia:6")
    game = table.game(then="end")
    assert game.over
    assert any(e.rule == "J6f" and "ends the game" in e.text for e in game.state.log)
    assert game.state.turn == 12 and game.state.scores


@pytest.mark.parametrize(
    ("length", "era", "last_turn"),
    [(GameLength.LONG, 2, 11), (GameLength.SHORT, 1, 6)],
)
def test_j6f_language_waits_for_an_era_three_card_after_the_ending_eras_awards(
    rules: RulesData, length: GameLength, era: int, last_turn: int
) -> None:
    """J6f, A4c, A1f: a species spoke early. The turn that draws the last card of the era before Era III
    already shows the Era III era card (A1f), but it is not an Era III turn: it ends with that era's
    fossil awards, and the game ends in phase A4 of the next turn, whose ET card is an Era III card."""
    table = Table(rules, ["green", "black"], turn=last_turn, era=era, seed=3, length=length)
    table.species("green", "archetype").creeple("green", "archetype", "baltica:5")
    table.species("black", "archetype").creeple("black", "archetype", "siberia:6")
    table.language(4).et_deck(drawn=4)
    game = table.game(EventPhase(), phase=Phase.EVENTS, then="actions")
    _play(game, 3)
    log = game.state.log
    assert [e.turn for e in log if e.rule == "I5a"] == [last_turn]
    assert [e.turn for e in log if e.rule == "J6f"] == [last_turn + 1]
    assert game.state.turn == last_turn + 1 and game.state.event_era == 3 and game.state.scores

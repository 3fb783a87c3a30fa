"""A bot is handed what a player at the table can know, never the game itself: the face-down decks' order,
the cards still in the era's ET deck and the next die are hidden from it, and one future is dealt for it to
explore from its own generator."""

from __future__ import annotations

import pickle

import pytest

from megafauna_tui.bots import BOTS, RandomBot, TableView, ask, make_bot
from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.rng import Rng
from megafauna_tui.rules.state import GameMode


def played(rules: RulesData, mode: GameMode, players: int, seed: int, decisions: int) -> Game:
    game = Game.new(rules, players=players, seed=seed, mode=mode)
    bot = RandomBot(seed)
    for _ in range(decisions):
        game.answer(ask(bot, game))
    return game


def with_other_hidden_future(game: Game, seed: int) -> Game:
    """The same table, another future: every face-down pile reshuffled, the generator and seed changed."""
    twin = game.clone()
    state = twin.state
    rng = Rng.from_seed(seed)
    state.rng.state = rng.next64()
    state.seed = seed
    rng.shuffle(state.et_deck)
    for cards in state.biosphere.values():
        rng.shuffle(cards)
    for row in state.display:
        rest = row.draw[1:]
        rng.shuffle(rest)
        row.draw[1:] = rest
    return twin


def public_bytes(game: Game) -> bytes:
    state = TableView(game).position.state
    log, state.log = state.log, []
    try:
        return pickle.dumps(state)
    finally:
        state.log = log


@pytest.mark.parametrize("mode", [GameMode.TOOTH_AND_CLAW, GameMode.ACHTERBAHN])
def test_two_positions_that_differ_only_in_hidden_information_look_the_same(rules: RulesData, mode: GameMode) -> None:
    game = played(rules, mode, 3, seed=5, decisions=30)
    other = with_other_hidden_future(game, 99)
    assert other.state.rng.state != game.state.rng.state and other.state.et_deck != game.state.et_deck
    assert public_bytes(game) == public_bytes(other)


def test_the_view_keeps_what_the_table_sees(rules: RulesData) -> None:
    """C1o: each Display row's fifth card is the face-up top of its deck; the view keeps it where it is."""
    game = played(rules, GameMode.ACHTERBAHN, 2, seed=8, decisions=12)
    view = TableView(game)
    for real, seen in zip(game.state.display, view.position.state.display, strict=True):
        assert seen.slots == real.slots and seen.draw[:1] == real.draw[:1]
        assert sorted(seen.draw) == sorted(real.draw)
    assert view.decision is game.decision


def test_a_sampled_future_is_one_the_table_could_meet(rules: RulesData) -> None:
    """A1f: the era's unseen ET cards are redealt from the ordinary cards not drawn this era, as many as are
    face down; the biosphere decks and the Display's face-down cards keep their contents in another order."""
    game = played(rules, GameMode.ACHTERBAHN, 2, seed=11, decisions=40)  # mid-era: two ET cards still face down (A1f)
    state = game.state
    view = TableView(game)
    sample = view.sample(Rng.from_seed(1))
    assert len(sample.state.et_deck) == len(state.et_deck)
    assert state.event_card not in sample.state.et_deck
    assert len(set(sample.state.et_deck)) == len(sample.state.et_deck)
    for real, dealt in zip(state.display, sample.state.display, strict=True):
        assert dealt.draw[:1] == real.draw[:1] and sorted(dealt.draw) == sorted(real.draw)
    assert {k: sorted(v) for k, v in sample.state.biosphere.items()} == {
        k: sorted(v) for k, v in state.biosphere.items()
    }
    futures = {tuple(view.sample(Rng.from_seed(s)).state.et_deck) for s in range(20)}
    assert len(futures) > 1, "the sampled ET decks never differ"
    assert game.state.rng.state == state.rng.state  # the real game is untouched


@pytest.mark.parametrize("name", sorted(BOTS))
def test_every_bot_chooses_the_same_whatever_the_hidden_future(rules: RulesData, name: str) -> None:
    """No bot peeks: given two positions that differ only in hidden information, each chooses the same."""
    for seed in (3, 4):
        game = played(rules, GameMode.TOOTH_AND_CLAW, 2, seed=seed, decisions=25)
        other = with_other_hidden_future(game, seed + 100)
        assert ask(make_bot(name, 7), game) == ask(make_bot(name, 7), other)


def test_a_finished_game_has_no_view(rules: RulesData) -> None:
    game = played(rules, GameMode.TOOTH_AND_CLAW, 2, seed=1, decisions=0)
    bot = RandomBot(1)
    while game.decision is not None:
        game.answer(ask(bot, game))
    with pytest.raises(ValueError, match="game is over"):
        TableView(game)

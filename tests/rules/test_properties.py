"""Property tests: hundreds of seeded random games, every invariant checked after every decision.

B7 conservation (creeples, cubes, cards, tools, fossils), G2/H2 capacity (at most
one upright herbivore and one upright carnivore per biome), F4 (every upright
carnivore has suitable prey, a species never its own prey), A7 (each final score
equals its breakdown), E1e (a Display deck is rebuilt as soon as it runs out), and
the decision API's promise that every option of a decision has its own key.
"""

from __future__ import annotations

import pytest

from megafauna_tui.bots import RandomBot, ask
from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.scoring import SCORE_PARTS
from megafauna_tui.rules.state import Phase

GAMES_PER_TABLE = 100


@pytest.mark.parametrize("players", [2, 3, 4])
def test_b7_g2_h2_f4_invariants_hold_after_every_decision(rules: RulesData, players: int) -> None:
    for seed in range(GAMES_PER_TABLE):
        game = Game.new(rules, players=players, seed=1000 * players + seed)
        bot = RandomBot(seed)
        while game.decision is not None:
            game.answer(ask(bot, game))
            broken = violations(game)
            assert not broken, f"seed {1000 * players + seed}, turn {game.state.turn}: {broken}"
        assert game.state.turn == 11 and game.state.phase is Phase.OVER
        for colour, score in game.state.scores.items():
            assert score["total"] == sum(score[part] for part in SCORE_PARTS), colour
        assert game.state.winners

"""The random bot: uniform over the legal options, from its own seeded generator."""

from __future__ import annotations

from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.rng import Rng


class RandomBot:
    name = "random"

    def __init__(self, seed: int) -> None:
        self._rng = Rng.from_seed(seed ^ 0x5EED)

    def choose(self, game: Game) -> str:
        decision = game.decision
        assert decision is not None
        return decision.options[self._rng.below(len(decision.options))].key

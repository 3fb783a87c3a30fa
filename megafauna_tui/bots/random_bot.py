"""The random bot: uniform over the legal options, from its own seeded generator."""

from __future__ import annotations

from megafauna_tui.rules.rng import Rng

from .view import TableView


class RandomBot:
    name = "random"

    def __init__(self, seed: int) -> None:
        self._rng = Rng.from_seed(seed ^ 0x5EED)

    def choose(self, view: TableView) -> str:
        decision = view.decision
        return decision.options[self._rng.below(len(decision.options))].key

"""Players that answer the same decision API as people: pick an option key for a decision."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from megafauna_tui.rules.engine import Game

from .greedy import GreedyBot
from .random_bot import RandomBot


class Bot(Protocol):
    name: str

    def choose(self, game: Game) -> str:
        """The key of one of ``game.decision``'s options."""
        ...


#: Every bot by the name the command line and saves use.
BOTS: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
}


def make_bot(name: str, seed: int) -> Bot:
    try:
        return BOTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(BOTS)}") from None


__all__ = ["BOTS", "Bot", "GreedyBot", "RandomBot", "make_bot"]

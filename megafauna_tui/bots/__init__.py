"""Players that answer the same decision API as people: pick an option key for a decision."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from megafauna_tui.rules.engine import Game

from .greedy import GreedyBot
from .random_bot import RandomBot
from .search import LEVELS, SearchBot
from .view import TableView


class Bot(Protocol):
    """A player the engine can ask. It is handed a ``TableView``, never the game: what a person in that
    chair could know, so no bot can read the next card or die off the position."""

    name: str

    def choose(self, view: TableView) -> str:
        """The key of one of ``view.decision``'s options."""
        ...


def ask(bot: Bot, game: Game) -> str:
    """The answer ``bot`` gives to the game's pending decision, from the table's view of it."""
    return bot.choose(TableView(game))


#: Every bot by the name the command line and saves use.
BOTS: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "search": SearchBot,
}


def bot_names() -> list[str]:
    """Every name ``make_bot`` takes: each bot, and the search bot at each of its levels."""
    return [*BOTS, *(f"search:{level}" for level in LEVELS)]


def make_bot(name: str, seed: int) -> Bot:
    """A bot by name; the search bot takes a level after a colon (``search:strong``)."""
    kind, _, level = name.partition(":")
    if kind == "search" and level:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r} for the search bot; choose from {', '.join(LEVELS)}")
        return SearchBot(seed, level)
    try:
        return BOTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(bot_names())}") from None


__all__ = ["BOTS", "Bot", "GreedyBot", "RandomBot", "SearchBot", "TableView", "ask", "bot_names", "make_bot"]

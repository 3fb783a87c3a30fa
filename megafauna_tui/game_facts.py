"""What happened in a finished game, counted from its log: the rule-relevant things a bot's play reaches or
misses (emotions, tools, language, hosts, extinctions, Lazarus; sizes, monsters and the climate's upheavals in
the games with sizes). Shared by the tournament report and the many-games benchmark.

Every log line names its rule ID, and the lines about a species start with its owner ("Orange's flyer ..."),
so a fact is one rule ID and one pattern for the line's words. A fact of a player is credited to the colour
the pattern names; a fact of the table (a collision, a runaway greenhouse) to the game.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable

    from megafauna_tui.rules.engine import Game
    from megafauna_tui.rules.state import LogEntry
    from megafauna_tui.rules.variant import Variant


class Scope(StrEnum):
    PLAYER = "player"
    GAME = "game"


@dataclass(frozen=True, slots=True)
class Fact:
    """One thing worth counting: the log lines of ``rules`` whose text matches ``pattern``. For a player's
    fact the pattern's first group is the colour credited."""

    key: str
    words: str
    rules: tuple[str, ...]
    pattern: re.Pattern[str]
    scope: Scope
    sizes_only: bool = False
    """Only the games with sizes and a climate (Achterbahn and the games built on it) can show it."""

    def applies(self, variant: Variant) -> bool:
        return variant.sizes or not self.sizes_only

    @property
    def label(self) -> str:
        """The words with the rule IDs, as reports print them: 'tools claimed (J7)'."""
        return f"{self.words} ({', '.join(self.rules)})"


def _fact(key: str, words: str, rules: str, pattern: str, scope: Scope = Scope.PLAYER, sizes: bool = False) -> Fact:
    return Fact(key, words, tuple(rules.split()), re.compile(pattern), scope, sizes)


#: The facts in the order reports list them. The patterns follow the engine's log lines (rules/promotion.py,
#: extinction.py, monsters.py, sizes.py, tectonics.py, achterbahn.py); tests/test_tournament.py checks each
#: against a game where it happened.
FACTS: tuple[Fact, ...] = (
    _fact("emotions", "personalities formed, with their emotions", "J6b", r"^(\w+)'s \w+ forms a personality"),
    _fact("tools", "tools claimed", "J7", r"^(\w+)'s \w+ takes up the "),
    _fact("language", "language reached", "J6f", r"^(\w+)'s \w+ acquires language"),
    _fact("hosts", "mutualism hosts taken", "J2 J2c", r"gives a host creeple from its \w+ to (\w+)'s \w+\.$"),
    _fact("extinctions", "extinctions", "I4", r"^(\w+)'s \w+ dies out"),
    _fact("lazarus", "Lazarus", "I4c", r"^(\w+) has no living creeples: Lazarus"),
    _fact("growths", "size steps grown", "E6 J8b", r"^(\w+)'s \w+ grows to size \d+\.$", sizes=True),
    _fact("monsters", "monsters", "E2d", r"^(\w+)'s \w+ becomes a monster", sizes=True),
    _fact("runaways", "runaway greenhouses", "D10h", r"runaway greenhouse", Scope.GAME, sizes=True),
    _fact("collisions", "collisions", "D3a", r"collides with", Scope.GAME, sizes=True),
    _fact("rifts", "Pangea rifts", "D4", r"^Pangea rifts", Scope.GAME, sizes=True),
)

BY_KEY = {fact.key: fact for fact in FACTS}
_BY_RULE: dict[str, list[Fact]] = {rule: [f for f in FACTS if rule in f.rules] for fact in FACTS for rule in fact.rules}


@dataclass(slots=True)
class GameFacts:
    """The counts of one game: per player colour, and for the table."""

    players: dict[str, dict[str, int]]
    game: dict[str, int]


def count_log(log: Iterable[LogEntry], colours: list[str]) -> GameFacts:
    """Count every fact in ``log`` for the players of these colours (colour values, 'orange'); a line naming
    another colour is not credited."""
    players = {colour: {f.key: 0 for f in FACTS if f.scope is Scope.PLAYER} for colour in colours}
    table = {f.key: 0 for f in FACTS if f.scope is Scope.GAME}
    for entry in log:
        for fact in _BY_RULE.get(entry.rule, ()):
            found = fact.pattern.search(entry.text)
            if found is None:
                continue
            if fact.scope is Scope.GAME:
                table[fact.key] += 1
            elif (colour := found.group(1).lower()) in players:
                players[colour][fact.key] += 1
    return GameFacts(players, table)


def game_facts(game: Game) -> GameFacts:
    """Every fact of ``game`` so far, for each of its colours."""
    return count_log(game.state.log, [p.colour.value for p in game.state.players])


def applicable(variant: Variant, scope: Scope) -> list[Fact]:
    """The facts of this scope that the game can show."""
    return [f for f in FACTS if f.scope is scope and f.applies(variant)]


__all__ = ["BY_KEY", "FACTS", "Fact", "GameFacts", "Scope", "applicable", "count_log", "game_facts"]

"""What decides a tournament's games, and how the bots are seated: the setup, each game's seed and lineup,
and the seating in words for the report.

Playing, running and summing up all read each game's seed and lineup from here, so the same setup gives the
same games whatever runs them.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from megafauna_tui.rules.state import GameLength, GameMode, Side
from megafauna_tui.rules.variant import variant_for

#: Seeds stay within what ``megafauna new --seed`` takes (12 digits), so any game can be opened in the app.
SEED_SPAN = 10**12


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything that decides a tournament's games (and nothing about how they are run)."""

    mode: GameMode
    players: int
    bots: tuple[str, ...]
    games: int
    seed: int
    length: GameLength = GameLength.STANDARD
    apomorphies: bool = False
    side: Side = Side.ANIMAL
    plant_policy: bool = False
    check: bool = True

    @property
    def solo(self) -> bool:
        """The one-player game (K): one bot per game, judged by its outcome."""
        from megafauna_tui.rules import solo

        return solo.one_person(variant_for(self.mode))

    @property
    def seats(self) -> int:
        """The seats the bots rotate over (one in the solo game: the person's)."""
        return 1 if self.solo else self.players

    def base(self) -> list[str]:
        return [self.bots[k % len(self.bots)] for k in range(self.seats)]

    @property
    def period(self) -> int:
        """How many different lineups there are (the size of a block of games sharing a deal)."""
        if self.solo:
            return len(self.bots)
        base = self.base()
        return next(p for p in range(1, self.seats + 1) if base[p:] + base[:p] == base)

    def plan(self, index: int) -> tuple[int, list[str]]:
        """Game ``index``'s seed and its bots, seat by seat (solo: the animal's and the plant's, one bot)."""
        block, turn = divmod(index, self.period)
        if self.solo:
            lineup = [self.bots[turn]] * 2
        else:
            base = self.base()
            lineup = base[turn:] + base[:turn]
        return game_seed(self.seed, block), lineup


def game_seed(seed: int, block: int) -> int:
    """The seed of a block's games: a hash of the tournament's seed and the block, the same on every machine."""
    digest = hashlib.sha256(f"megafauna tournament {seed} {block}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % SEED_SPAN


def seating_words(setup: Setup) -> str:
    """How the bots were seated, in one sentence for the report."""
    from megafauna_tui.rules.words import counted

    block = counted(setup.period, "game")
    if setup.solo:
        if setup.period == 1:
            return "each game is the bot playing the solo game alone, each game with a deal (seed) of its own"
        return (
            f"each game is one bot playing the solo game alone; the bots take the games in turn, and each block of {block} "
            "shares a deal (seed)"
        )
    base = ", ".join(setup.base())
    dealt = "colours are dealt by the seed (C1c)"
    if setup.period == 1:
        return f"every game has the same lineup ({base}) and a deal (seed) of its own; {dealt}"
    return (
        f"the lineup ({base}) turns by one seat each game, {counted(setup.period, 'way')} in all; each block of {block} "
        f"shares a deal (seed), so every bot plays it from each seat; {dealt}"
    )

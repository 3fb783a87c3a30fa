"""The game's one source of chance: a small seeded generator whose state is a plain integer.

Every shuffle and die roll draws from the generator stored in the game state, so a
game is a function of (setup, seed, answers) and a saved game resumes its luck
exactly (DESIGN: determinism). SplitMix64 is tiny, fast and good enough for dice.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from dataclasses import dataclass, field
from typing import TypeVar

_MASK = (1 << 64) - 1
_SPAN = 1 << 64
_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
T = TypeVar("T")


@dataclass(slots=True)
class Rng:
    state: int
    stacked: list[int] = field(default_factory=list)
    """Faces the next die rolls will show, next first: only a scenario stacks them (rules.scenario), so a
    test can watch one roll resolve without searching for a seed. A played game never has any, and a
    save with any does not replay from its seed, so it is refused."""

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        return cls(seed & _MASK)

    def next64(self) -> int:
        self.state = z = (self.state + _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias. ``next64`` is written out here: a search deals
        every future it explores from this, a million draws a minute."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _SPAN - _SPAN % n
        while True:
            self.state = z = (self.state + _GAMMA) & _MASK
            z = ((z ^ (z >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            value = z ^ (z >> 31)
            if value < limit:
                return value % n

    def die(self) -> int:
        if self.stacked:
            return self.stacked.pop(0)
        return self.below(6) + 1

    def shuffle(self, items: MutableSequence[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

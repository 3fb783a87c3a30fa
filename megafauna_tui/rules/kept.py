"""Values worked out from things that never change (the rules data, a map), kept to be handed out again.

A search meets the same maps, routes and climate readings in thousands of futures. Each is kept by the
identity of the objects it was worked out from and a key of plain values; an object's address can be taken by
another once it is gone, so a kept value is handed out only while those very objects are the ones asked about.
The oldest is dropped past the size given.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Generic, TypeVar

V = TypeVar("V")


class Kept(Generic[V]):
    def __init__(self, size: int) -> None:
        self._size = size
        self._kept: dict[tuple[Hashable, ...], tuple[tuple[object, ...], V]] = {}

    def get(self, sources: tuple[object, ...], key: Hashable) -> V | None:
        """The value kept for these very sources and this key, if any."""
        kept = self._kept.get((*map(id, sources), key))
        if kept is None or any(a is not b for a, b in zip(kept[0], sources, strict=True)):
            return None
        return kept[1]

    def put(self, sources: tuple[object, ...], key: Hashable, value: V) -> V:
        """Keep the value worked out from these sources for this key, and hand it back."""
        self._kept[(*map(id, sources), key)] = (sources, value)
        if len(self._kept) > self._size:
            del self._kept[next(iter(self._kept))]
        return value

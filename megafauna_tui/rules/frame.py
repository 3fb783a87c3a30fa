"""Frames: the plain-data work stack that says where a game is inside its turn.

The engine keeps a stack of frames. The top frame either makes progress (changes
the position, pushes or pops frames) or, when someone must choose, returns a
Decision without changing anything. Answering hands the chosen key back to that
frame. Because every frame is a small dataclass of plain values, the position
with its pending decision saves to JSON and loads back exactly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from .decisions import Decision
    from .engine import Game

#: Every frame class by its kind, for loading saves.
FRAME_TYPES: dict[str, type[Frame]] = {}


class Frame:
    """A unit of pending work. Subclasses are slotted dataclasses that set ``kind`` and implement ``step``."""

    __slots__ = ()
    kind: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if cls.kind:
            known = FRAME_TYPES.get(cls.kind)
            # @dataclass(slots=True) re-creates the class, so the same class may register twice.
            if known is not None and known.__qualname__ != cls.__qualname__:
                raise TypeError(f"two frame classes claim kind {cls.kind!r}")
            FRAME_TYPES[cls.kind] = cls

    def step(self, game: Game) -> Decision | None:
        """Make progress and return None, or return the decision this frame waits for."""
        raise NotImplementedError

    def answer(self, game: Game, key: str) -> None:
        """Apply a legal answer to this frame's decision."""
        raise NotImplementedError(f"{type(self).__name__} asks nothing")

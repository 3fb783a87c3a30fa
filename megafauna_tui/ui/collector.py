"""When Python collects garbage: in the pauses between keys, not in the middle of one.

A full collection walks every container object the program holds, and a running
game holds about a hundred thousand (modules, rules data, styles, widgets, cached
lines): 40 to 90 ms on a slow machine. Python starts one whenever enough objects
have survived, which during play was every ten keys or so, and that one key then
took 60 to 100 ms instead of 15. So, while the app runs:

- what exists at a pause after a screen opens is frozen (``gc.freeze``): modules,
  rules data and the screen's widgets live as long as that screen, so full
  collections need not walk them; when a game screen closes, everything is thawed
  so its objects can be freed;
- automatic full collections are made ten times rarer;
- a full collection runs whenever nobody has touched the keyboard or mouse for a
  second, once per pause: while a player reads or passes the keyboard.

When the app stops, Python's own settings are restored.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable

#: Seconds without a key or mouse event after which collecting cannot be felt.
IDLE_AFTER = 1.0
#: Python's default is 10 young collections per full one; this makes full ones ten times rarer.
FULL_EVERY = 100


class Collector:
    """The app's garbage-collection schedule (see the module docstring)."""

    def __init__(self, idle_after: float = IDLE_AFTER, clock: Callable[[], float] = time.monotonic) -> None:
        self.idle_after = idle_after
        self._clock = clock
        self._last_input = clock()
        self._collected = False
        self._freeze_pending = True
        self._thresholds: tuple[int, int, int] | None = None
        self.collections = 0
        """Full collections run at pauses (for tests and benchmarks)."""

    def start(self) -> None:
        if self._thresholds is None:
            self._thresholds = gc.get_threshold()
            young, middle, _ = self._thresholds
            gc.set_threshold(young, middle, FULL_EVERY)

    def stop(self) -> None:
        if self._thresholds is not None:
            gc.set_threshold(*self._thresholds)
            self._thresholds = None
        gc.unfreeze()

    def input(self) -> None:
        """Someone pressed a key or moved the mouse: no collection until the next pause."""
        self._last_input = self._clock()
        self._collected = False

    def screen_opened(self) -> None:
        """A long-lived screen opened: freeze what exists at the next pause."""
        self._freeze_pending = True
        self._collected = False

    def screen_closed(self) -> None:
        """A game screen closed: its frozen objects may be garbage now."""
        gc.unfreeze()
        self.screen_opened()

    def tick(self) -> None:
        """Called a few times a second: collect if this is a pause and nothing was collected in it."""
        if self._collected or self._clock() - self._last_input < self.idle_after:
            return
        gc.collect()
        self.collections += 1
        if self._freeze_pending:
            gc.freeze()
            self._freeze_pending = False
        self._collected = True

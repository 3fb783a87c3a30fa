"""When Python collects garbage: in the pauses between keys, not in the middle of one.

A full collection walks every container object the program holds, and a running
game holds about a hundred thousand (modules, rules data, styles, widgets, cached
lines): 40 to 90 ms on a slow machine, more late in a game. Python starts one
whenever enough objects have survived, which during play was every ten keys or so,
and that one key then took 60 to 100 ms instead of 15. So, while the app runs:

- at every pause (nobody has touched keyboard or mouse for a second) and once a
  game screen is drawn, the app *settles*: it thaws what it froze before, collects
  everything, and freezes the survivors (``gc.freeze``), so that collections during
  a burst of keys only walk what was made since;
- automatic full collections are made ten times rarer;
- while the program starts (imports, the rules data, a saved game replayed), young objects are collected
  only every ``STARTING_YOUNG`` allocations instead of every 700: nearly all of them live on, and walking
  them over a hundred times cost a start-up about 40 ms;
- when the app starts, everything made so far (modules, the rules data, a game
  loaded and replayed) is frozen at once, without a collection: it lives until the
  end, and collecting it while the first screen is drawn would only delay it. The
  first pause thaws and collects it like anything else;
- a key or a mouse button holds collections off for ``HOLD`` seconds (``hold``,
  ``release``): the answer to it is drawn within them, and Python collects what
  built up meanwhile right after, between keys. Without the hold, drawing the answer
  to a key (which makes thousands of short-lived objects) started a young
  collection or two and one of the middle generation in nearly every key: 2 to 5 ms
  of a 15 ms answer.

Nothing frozen is lost: an object frozen at one pause and dropped afterwards is
freed at the next pause. When the app stops, Python's own settings are restored.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable

#: Seconds without a key or mouse event after which collecting cannot be felt.
IDLE_AFTER = 1.0
#: Python's default is 10 young collections per full one; this makes full ones ten times rarer.
FULL_EVERY = 100
#: Allocations between young collections while the program starts (Python's default is 700).
STARTING_YOUNG = 50_000
#: Seconds a key or a mouse button holds collections off: its answer is on screen well within them.
HOLD = 0.05

_before_start: tuple[int, int, int] | None = None
"""Python's own thresholds, while ``hold_while_starting`` has changed them."""


def hold_while_starting() -> None:
    """Collect young objects rarely until an app starts (``Collector.start`` puts the schedule back); a
    program that never starts one still collects, only less often."""
    global _before_start
    if _before_start is None:
        _before_start = gc.get_threshold()
        gc.set_threshold(STARTING_YOUNG, *_before_start[1:])


def _release_start() -> tuple[int, int, int]:
    """Python's own thresholds, with the start-up hold lifted."""
    global _before_start
    original, _before_start = _before_start or gc.get_threshold(), None
    gc.set_threshold(*original)
    return original


class Collector:
    """The app's garbage-collection schedule (see the module docstring)."""

    def __init__(self, idle_after: float = IDLE_AFTER, clock: Callable[[], float] = time.monotonic) -> None:
        self.idle_after = idle_after
        self._clock = clock
        self._last_input = clock()
        self._settled = False
        self._thresholds: tuple[int, int, int] | None = None
        self.collections = 0
        """Full collections run by the schedule (for tests and benchmarks)."""
        self._held = False

    def start(self) -> None:
        if self._thresholds is None:
            gc.freeze()  # what start-up made: out of the collections until the first pause (first: see below)
            self._thresholds = _release_start()  # after the freeze, or its young objects would be walked now
            young, middle, _ = self._thresholds
            gc.set_threshold(young, middle, FULL_EVERY)

    def stop(self) -> None:
        self.release()
        if self._thresholds is not None:
            gc.set_threshold(*self._thresholds)
            self._thresholds = None
        gc.unfreeze()

    def input(self) -> None:
        """Someone pressed a key or moved the mouse: no collection until the next pause."""
        self._last_input = self._clock()
        self._settled = False

    def hold(self) -> bool:
        """A key or a mouse button: no automatic collection until ``release``, which the app calls ``HOLD``
        seconds later. False when nothing is held: the schedule is not running, a hold is on already, or
        automatic collections are off anyway."""
        if self._thresholds is None or self._held or not gc.isenabled():
            return False
        gc.disable()
        self._held = True
        return True

    def release(self) -> None:
        """End the hold: Python collects again, and at once what built up during it."""
        if self._held:
            self._held = False
            gc.enable()

    def settle(self) -> None:
        """Free all garbage now, and leave the survivors out of the collections until the next pause."""
        gc.unfreeze()
        gc.collect()
        gc.freeze()
        self.collections += 1
        self._settled = True

    def tick(self) -> None:
        """Called a few times a second: settle if this is a pause and nothing was settled in it."""
        if not self._settled and self._clock() - self._last_input >= self.idle_after:
            self.settle()

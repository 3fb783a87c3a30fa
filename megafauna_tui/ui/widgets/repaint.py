"""Repainting only what changed: the lines of a new drawing that differ from the one on screen.

A widget that draws itself line by line keeps its lines; when its content changes it
draws them all again (which is cheap) and asks Textual to repaint only the lines that
differ (``Widget.refresh`` with regions), instead of the whole widget: each line
repainted costs Textual about as much again as drawing it (styles, line filters, the
compositor), and a new position changes few lines of the map, the tableau or the
Display.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.geometry import Region
from textual.strip import Strip


def changed_lines(
    drawn: Sequence[Strip | Text], now: Sequence[Strip | Text], top: int, height: int, width: int
) -> list[Region]:
    """One region per line that differs between two drawings (strips, or the lines of a rendered text), among
    the ``height`` lines shown from line ``top`` of the drawings, in the widget's content coordinates (the
    first line shown is 0); a line only one of the drawings has differs."""
    changed = []
    for y in range(height):
        line = top + y
        before = drawn[line] if 0 <= line < len(drawn) else None
        after = now[line] if 0 <= line < len(now) else None
        if before != after:
            changed.append(Region(0, y, width, 1))
    return changed

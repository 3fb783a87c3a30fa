"""The map's input, apart from the widget: where the keyboard cursor goes, which place the mouse is on, what
the view scrolls to follow and what a cursor move repaints.

The widget keeps its bindings, its actions and its mouse handlers (Textual finds them there); they ask these
functions where to go, over the places of the map's current layout.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from typing import Literal

from rich.style import Style
from textual.geometry import Offset, Region, Size

from megafauna_tui.ui.widgets.hex_map_layout import LEFT_MARGIN, Coord, MapLayout

Direction = Literal["up", "down", "left", "right"]


def step(
    coords: Mapping[str, Coord], candidates: Iterable[str], current: str | None, direction: Direction
) -> str | None:
    """Where the cursor goes from ``current`` when moved in ``direction`` over ``candidates``.

    Up and down go to the nearest row holding a candidate in that direction, then to the
    nearest column (ties go north-east going up, south-west going down, so up and down
    undo each other). Left and right follow reading order, wrapping from the end of a row
    to the next and from the last hex to the first. With nowhere to go the cursor stays.
    """
    pool = sorted((h for h in candidates if h in coords), key=lambda h: (coords[h][1], coords[h][0]))
    if not pool:
        return current
    if current is None or current not in coords:
        return pool[-1] if direction in ("left", "up") else pool[0]
    column, row = coords[current]
    if direction in ("left", "right"):
        here = (row, column)
        if direction == "right":
            later = [h for h in pool if (coords[h][1], coords[h][0]) > here]
            return later[0] if later else pool[0]
        earlier = [h for h in pool if (coords[h][1], coords[h][0]) < here]
        return earlier[-1] if earlier else pool[-1]
    rows = [coords[h][1] for h in pool if (coords[h][1] < row if direction == "up" else coords[h][1] > row)]
    if not rows:
        return current
    target = max(rows) if direction == "up" else min(rows)
    east_first = direction == "up"
    return min(
        (h for h in pool if coords[h][1] == target),
        key=lambda h: (abs(coords[h][0] - column), -coords[h][0] if east_first else coords[h][0]),
    )


def moved(
    places: Mapping[str, Coord], highlights: frozenset[str], current: str | None, direction: Direction
) -> str | None:
    """Where an arrow key takes the cursor: over the highlighted places while any is on the map, else over
    every place."""
    candidates = highlights if highlights & places.keys() else places.keys()
    return step(places, candidates, current, direction)


def first_choice(places: Mapping[str, Coord], highlights: frozenset[str]) -> str | None:
    """Where Home takes the cursor: the first highlighted place in reading order (the first place if none)."""
    candidates = highlights & places.keys() or places.keys()
    return step(places, candidates, None, "right")


def place_under(style: Style) -> str | None:
    """The hex or shelf a click or the mouse is on: the id its drawing left in the style's meta."""
    place = style.meta.get("hex")
    return place if isinstance(place, str) else None


def follow_region(layout: MapLayout, places: Collection[str], view: Size) -> Region | None:
    """What to scroll into view to show ``places``: all of them if they fit ``view``, else the first (north-
    west); with a spare character around, and on the left the latitude labels' width, which stays in place
    over the map when it is scrolled sideways. None if none of them is on the map."""
    on_map = layout.places
    regions = sorted((layout.region(h) for h in places if h in on_map), key=lambda r: (r.y, r.x))
    if not regions:
        return None
    union = Region.from_union(regions)
    target = union if union.width <= view.width and union.height <= view.height else regions[0]
    return target.grow((1, 1, 1, 1 + LEFT_MARGIN))


def cursor_regions(layout: MapLayout, old: str | None, new: str | None, shift: Offset) -> list[Region]:
    """The blocks a cursor move repaints, with their edges, in the widget's coordinates (``shift``: from
    content coordinates, the gutter less the scroll)."""
    places = layout.places
    return [layout.framed_region(h).translate(shift) for h in (old, new) if h is not None and h in places]

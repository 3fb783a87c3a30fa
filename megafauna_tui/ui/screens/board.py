"""The board the game screen and the replay share: its widgets, and the terminal sizes it is laid out for.

Both screens compose the same board (the climate column, the Display over the map, the events over the
tableau), laid out by app.tcss under ``.board-screen``, and below it each puts its own panel and the log.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.dom import DOMNode
from textual.widgets import Static

from megafauna_tui.ui.widgets.climate import ClimateColumn
from megafauna_tui.ui.widgets.event_area import EventArea
from megafauna_tui.ui.widgets.hex_map import HexMap
from megafauna_tui.ui.widgets.mutation_display import MutationDisplay
from megafauna_tui.ui.widgets.tableau import Tableau

#: The smallest terminal the game screen lays out in.
MIN_WIDTH, MIN_HEIGHT = 110, 35
#: From this width on, everything fits side by side, the climate column included.
WIDE = 150


def compose_board() -> ComposeResult:
    """The board the game screen and the replay share (laid out by app.tcss under ``.board-screen``): the
    climate column, the Display over the map, the events over the tableau."""
    with Horizontal(id="board"):
        yield ClimateColumn(id="climate")
        with Vertical(id="centre"):
            yield MutationDisplay(id="display")
            yield HexMap(id="map")
        with Vertical(id="side"):
            yield EventArea(id="events")
            yield Tableau(id="tableau")


def too_small_notice(what: str) -> Static:
    """The notice shown instead of the board (by app.tcss, under ``.too-small``) in a terminal it cannot fit."""
    return Static(
        f"The window is too small for the {what}.\nMake it at least {MIN_WIDTH} x {MIN_HEIGHT} characters.",
        id="too-small",
    )


def fit_board(screen: DOMNode, width: int, height: int) -> None:
    """Lay a board screen out for the terminal: the notice below the smallest size, and below ``WIDE`` the
    climate column gives its room to the map."""
    screen.set_class(width < MIN_WIDTH or height < MIN_HEIGHT, "too-small")
    screen.set_class(width < WIDE, "narrow")

"""The climate ledger over the game: every disk moved this turn, from where to where and why, then what each
event of the turn did, line by line.

Nobody has to reconstruct the climate from the log: the engine records each disk move as
data (``GameState.disk_moves``) and marks where each event began in the log
(``GameState.event_marks``); this screen only lays them out. ``c`` or Esc closes it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.binding import Binding
from textual.widget import Widget
from textual.widgets import Static

from megafauna_tui.data.vocabulary import DiskColour, EventDeck, PlayerColour
from megafauna_tui.rules import climate
from megafauna_tui.rules.state import DiskMove
from megafauna_tui.ui.screens.page import PageScreen
from megafauna_tui.ui.widgets.event_area import (
    STATUS_MARK,
    EventStatus,
    TurnEvent,
    card_heading,
    short_event,
    turn_events,
)
from megafauna_tui.ui.widgets.event_area import describe_event as event_words
from megafauna_tui.ui.widgets.game_log import wording

if TYPE_CHECKING:
    from megafauna_tui.rules.engine import Game

#: A disk's colour and letter, as the climate column draws it (``k`` for black).
DISK_STYLE: dict[DiskColour, tuple[str, str]] = {
    DiskColour.GREEN: ("g", "bold green"),
    DiskColour.BLACK: ("k", "bold"),
    DiskColour.WHITE: ("w", "bold bright_white"),
}


def place_words(place: str) -> str:
    """A reservoir by its name ('Atmosphere'); a biome hex or a shelf by its id ('baltica:3', 'baltica:south')."""
    return place.capitalize() if place in climate.RESERVOIRS else place


def event_label(events: list[TurnEvent], index: int | None) -> str:
    """Which event of the turn moved a disk: 'ET row 2: collision west', 'Bio row 1: ...'."""
    if index is None or not 0 <= index < len(events):
        return "outside the events"
    each = events[index]
    deck = "ET" if each.card.deck is EventDeck.ET else "Bio"
    return f"{deck} row {each.row}: {short_event(each.event)}"


def disk_table(game: Game) -> Table | Text:
    """The disks moved this turn, in order: which event, the disk, from, to, the rule and why."""
    moves: list[DiskMove] = game.state.disk_moves
    if not moves:
        return Text("No disk has moved this turn.", style="dim")
    events = turn_events(game)
    table = Table(expand=True, show_edge=False, pad_edge=False)
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column("event", ratio=2)
    table.add_column("disk", no_wrap=True)
    table.add_column("from", ratio=1)
    table.add_column("", no_wrap=True)
    table.add_column("to", ratio=1)
    table.add_column("rule", no_wrap=True)
    table.add_column("why", ratio=3)
    for number, move in enumerate(moves, start=1):
        letter, style = DISK_STYLE[move.colour]
        table.add_row(
            str(number),
            event_label(events, move.event),
            Text(f"{letter} {move.colour.value}", style=style),
            place_words(move.source),
            "→",
            place_words(move.destination),
            move.rule,
            move.why,
        )
    return table


def events_text(game: Game, names: Mapping[PlayerColour, str]) -> Text:
    """Each event of the turn's cards, its mark, and every line it logged."""
    text = Text()
    events = turn_events(game)
    if not events:
        text.append("No event card this turn.", style="dim")
        return text
    for each in events:
        if each.row == 1 and each.first_in_row:
            if text:
                text.append("\n")
            text.append(card_heading(each.card) + "\n", style="bold")
        style = {EventStatus.CANCELLED: "bold red", EventStatus.NOW: "bold", EventStatus.DONE: "bold green"}
        text.append(f" {each.row if each.first_in_row else ' '} ")
        text.append(STATUS_MARK[each.status], style=style.get(each.status, "dim"))
        text.append(f" {event_words(each.event)}")
        if each.status is EventStatus.CANCELLED:
            text.append(" — cancelled", style="bold red")
        elif each.status is EventStatus.NOW:
            text.append(" — being resolved now", style="bold")
        elif each.status is EventStatus.TO_COME:
            text.append(" — to come", style="dim")
        text.append("\n")
        for entry in each.entries:
            text.append(f"     {entry.rule:<5} ", style="dim")
            text.append(wording(entry.text, names, rule=entry.rule) + "\n")
    return text


def ledger(game: Game, names: Mapping[PlayerColour, str]) -> Group:
    """The whole ledger of this turn: the disks, then the events."""
    state = game.state
    title = Text(f"Turn {state.turn}: disks moved this turn (B7, D10)", style="bold")
    return Group(
        title, disk_table(game), Text(""), Text("What each event did (A1e)", style="bold"), events_text(game, names)
    )


class LedgerScreen(PageScreen):
    """The climate ledger in a scrolling box over the game."""

    BINDINGS = [Binding("c", "close", "Close", show=False)]
    DEFAULT_CSS = """
    LedgerScreen > VerticalScroll { width: 95%; max-width: 150; }
    """
    title_text = "Climate ledger"
    box_id = "ledger"
    key = "c"

    def __init__(self, game: Game, names: Mapping[PlayerColour, str]) -> None:
        super().__init__()
        self.game = game
        self.names = dict(names)

    def body(self) -> Widget:
        return Static(ledger(self.game, self.names), id="ledger-body")

"""The event area: era, turn and phase, the cards of the turn in words, and player order.

On the last turn of an era the heading says what comes at its end: the fossil
awards of that era (I5) or, in the final era, the final scoring (A7).

In the Achterbahn game it shows both cards of the turn, the ET card and the
biosphere card (A1b, A1c), and beside each event what it did: the first line the
engine logged for it, or why a gate cancelled it (D10c-e). Nothing is worked out
here: the engine marks where each event began in the log (``GameState.event_marks``)
and the area reads the log between two marks. Resting the mouse on the area lists
every line of every event.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, ClassVar

from rich.style import Style
from rich.text import Text
from textual.widgets import Static

from megafauna_tui.data.events import (
    TOOTH_AND_CLAW_KINDS,
    Climax,
    Collision,
    Crater,
    Drift,
    Event,
    EventCard,
    Radiation,
    ReservoirShift,
)
from megafauna_tui.data.vocabulary import EventDeck, PlayerColour
from megafauna_tui.rules import solo
from megafauna_tui.rules.event_phase import turn_cards
from megafauna_tui.rules.solo import Solo
from megafauna_tui.rules.solo_events import ALIEN_WORLDS
from megafauna_tui.rules.state import GameLength, GameMode, GameState, LogEntry, Phase
from megafauna_tui.ui import glyphs
from megafauna_tui.ui.goal import goal_lines

if TYPE_CHECKING:
    from collections.abc import Mapping

    from megafauna_tui.rules.engine import Game

_ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}

#: Plain words for the event kinds that need no fields.
_WORDS = {
    "pangea_rift": "Pangea rift",
    "deluge": "deluge",
    "mutagen": "mutagen",
    "crowd_disease": "crowd disease",
    "windy": "windy",
    "comet": "comet impact",
}


#: Reservoir event places in a few letters, for one line of the event area.
_PLACES = {
    "oxygen": "O2",
    "clouds": "Clouds",
    "atmosphere": "Atm",
    "continental": "land",
    "offshore": "shelf",
    "clouds_or_atmosphere": "Cl/Atm",
}
#: The gate icons (D10c-e) in a word.
_GATES = {"microbe": "microbes", "conflagration": "fire", "precipitation": "rain", "cloud_covered": "cloud cover"}
#: The rules of the gates: a gated event's only log line names one of them.
GATE_RULES = frozenset({"D10c", "D10d", "D10e"})


class EventStatus(StrEnum):
    """Where an event of this turn stands."""

    DONE = "done"
    CANCELLED = "cancelled"
    """A gate (D10c-e) stopped it: its only log line says why."""
    NOW = "now"
    """Being resolved: a decision inside it is pending."""
    TO_COME = "to come"
    UNKNOWN = "unknown"
    """The position keeps no marks (tooth & claw, or a game saved before they existed)."""


#: The mark before each event, by status.
STATUS_MARK = {
    EventStatus.DONE: "✓",
    EventStatus.CANCELLED: "✗",
    EventStatus.NOW: "▸",
    EventStatus.TO_COME: "·",
    EventStatus.UNKNOWN: "·",
}


@dataclass(frozen=True, slots=True)
class TurnEvent:
    """One event of this turn's cards, with the log lines it wrote."""

    card: EventCard
    index: int
    """Its place among all the turn's events, in the order they resolve (A1e)."""
    row: int
    """Its row on its card, from 1."""
    first_in_row: bool
    event: Event
    status: EventStatus
    entries: tuple[LogEntry, ...]


def turn_events(game: Game) -> list[TurnEvent]:
    """Every event of the turn's cards, with what the log says it did (from the engine's marks)."""
    state = game.state
    marks = state.event_marks
    log = state.log
    found: list[TurnEvent] = []
    for card in turn_cards(game):
        for row_number, row in enumerate(card.rows, start=1):
            for position, event in enumerate(row):
                index = len(found)
                entries: tuple[LogEntry, ...] = ()
                if index < len(marks):
                    end = marks[index + 1] if index + 1 < len(marks) else len(log)
                    entries = tuple(log[marks[index] : end])
                    if index + 1 >= len(marks) and state.phase is Phase.EVENTS:
                        status = EventStatus.NOW
                    elif event.requires and len(entries) == 1 and entries[0].rule in GATE_RULES:
                        status = EventStatus.CANCELLED
                    else:
                        status = EventStatus.DONE
                elif marks or state.phase is Phase.EVENTS:
                    status = EventStatus.TO_COME
                else:
                    status = EventStatus.UNKNOWN
                found.append(TurnEvent(card, index, row_number, position == 0, event, status, entries))
    return found


def short_event(event: Event) -> str:
    """One event in as few words as a narrow column needs ('black Atm→shelf gun', 'drift east 2')."""
    if isinstance(event, ReservoirShift):
        words = f"{event.disk.value} {_PLACES[event.source.value]}→{_PLACES[event.destination.value]}"
        if event.onto is not None:
            words += f" ({event.onto.value})"
        if event.gun:
            words += " gun"
        return words
    if isinstance(event, Climax):
        return "climax lat " + ",".join(str(n) for n in event.latitudes)
    if isinstance(event, Collision):
        return f"collision {event.direction.value}"
    return describe_event(event, gates=False)


def outcome(entry: LogEntry) -> str:
    """What a log line says an event did, shortened where the event area has no room: a gate's line keeps
    only its reason."""
    text = entry.text
    if entry.rule in GATE_RULES:
        text = text.partition("does not occur: ")[2] or text
    return f"{entry.rule} {text}"


def stable_words(game: Game) -> str:
    """What the stable biosphere icon of the ET card means in this game: no biosphere card (A1b), except in the
    games on the solo rules, which draw one every turn (K5, R57) and where the icon only sets off the movements
    snail tectonics put off on Mars and Venus (K5h)."""
    if not game.variant.biosphere_when_stable:
        return " · stable: no biosphere card"
    if isinstance(game.variant, Solo) and game.variant.world in ALIEN_WORLDS:
        return " · stable: snail tectonics (K5h)"
    return ""


def card_heading(card: EventCard) -> str:
    """'ET 3 C.A.M.P.' or 'Bio 27 meltwater pulse (too hot)'."""
    if card.deck is EventDeck.ET:
        return f"ET {card.number} {card.name}"
    return f"Bio {card.number} {card.name} ({card.deck.value.replace('_', ' ')})"


def roman(era: int) -> str:
    return _ROMAN.get(era, str(era))


def ending_era(state: GameState) -> int:
    """The era whose last turn this is (or whose awards were just given).

    The engine deals the next era's cards as soon as an era's last card is drawn, so
    ``state.era`` already names the next one then; the short game goes from Era I
    straight to Era III (A6b).
    """
    if state.game_ending:
        return state.era
    if state.length is GameLength.SHORT and state.era == 3:
        return 1
    return state.era - 1


def turn_ending(state: GameState) -> tuple[str, str] | None:
    """What the end of this turn brings, in two short lines, or None on an ordinary turn."""
    if state.phase is Phase.OVER:
        return None
    if state.comet:
        return "The comet has struck (A6a):", "final scoring after the burials"
    if state.language_turn is not None and state.era == 3 and state.turn > state.language_turn:
        return "Language ends the game (J6f):", "final scoring at the end of this turn"
    if not state.era_ending:
        return None
    era = roman(ending_era(state))
    if state.game_ending:
        return f"Last turn of Era {era}:", "final scoring at the end of this turn (A7)"
    return f"Era {era} ends this turn:", "fossil awards in burials (I5)"


def describe_event(event: Event, *, gates: bool = True) -> str:
    """One event in a few words; ``gates`` adds the icons it needs ("[if microbe]")."""
    if isinstance(event, Drift):
        words = f"drift {event.direction.value} {event.steps}"
    elif isinstance(event, Crater):
        words = "volcanic crater" if event.volcanic else "crater"
    elif isinstance(event, Collision):
        words = f"collision moving {event.direction.value}"
    elif isinstance(event, Climax):
        words = "climax at latitudes " + ",".join(str(n) for n in event.latitudes)
    elif isinstance(event, Radiation):
        words = f"{event.deck.value} radiation"
    elif isinstance(event, ReservoirShift):
        words = f"{event.disk.value} disk {event.source.value} → {event.destination.value.replace('_', ' ')}"
    else:
        words = _WORDS.get(event.kind, event.kind.replace("_", " "))
    if gates and event.requires:
        words += " [if " + ", ".join(c.value.replace("_", " ") for c in event.requires) + "]"
    return words


class EventArea(Static):
    """Shows where the game stands in time and what the ET card of this turn does.

    The screen calls ``show(game)`` whenever the position changes.
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "event-area--heading",
        "event-area--ignored",
        "event-area--ending",
        "event-area--cancelled",
        "event-area--now",
    }
    """
    | Class | Description |
    | :- | :- |
    | `event-area--heading` | The era and the card title lines. |
    | `event-area--ignored` | Events the tooth & claw game does not resolve, and events still to come. |
    | `event-area--ending` | What the end of this turn brings on an era's last turn. |
    | `event-area--cancelled` | The mark of an event a gate cancelled (D10c-e). |
    | `event-area--now` | The event being resolved now. |
    """

    DEFAULT_CSS = """
    EventArea {
        height: auto;
        width: 1fr;
        text-wrap: nowrap;
        text-overflow: ellipsis;
        background: $surface;
        padding: 0 1;
    }
    EventArea > .event-area--heading { text-style: bold; }
    EventArea > .event-area--ignored { color: $text-disabled; }
    EventArea > .event-area--ending { color: $text-warning; text-style: bold; }
    EventArea > .event-area--cancelled { color: $text-error; text-style: bold; }
    EventArea > .event-area--now { color: $text-accent; text-style: bold; }
    """

    def __init__(
        self,
        *,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
        disabled: bool = False,
    ) -> None:
        super().__init__("", markup=False, name=name, id=id, classes=classes, disabled=disabled)
        self.text = Text()
        """What is shown, as Rich text."""
        self._names: dict[PlayerColour, str] = {}

    def show(self, game: Game, names: Mapping[PlayerColour, str] | None = None) -> None:
        """Draw the area for ``game``; ``names`` are the seats' names, which the final line gives the winners."""
        self._names = dict(names or {})
        self.set_class(game.variant.event_ledger, "-turn")  # a change of class lays out
        lines = self.text.plain.count("\n") if self.text.plain else None  # None: nothing shown yet
        if game.variant.event_ledger:
            self.text = self._describe_turn(game)
            self.tooltip = self._every_line(game)
        else:
            self.text = self._describe(game)
        # The area is as tall as its lines (they never wrap): the screen is laid out again only when their
        # number changes.
        self.update(self.text, layout=self.text.plain.count("\n") != lines)

    def _heading(self, game: Game, text: Text) -> None:
        """Era, turn and phase; on an era's last turn what comes at its end; the winners once it is over."""
        state = game.state
        heading = self.get_component_rich_style("event-area--heading", partial=True)
        eras = {era.number: era.name for era in game.data.special_cards.era.eras}
        era_name = eras.get(state.era, "")
        text.append(f"Era {roman(state.era)} {era_name}", style=heading)
        text.append(f" · turn {state.turn} · {state.phase.value}")
        ending = turn_ending(state)
        if ending is not None:
            warning = self.get_component_rich_style("event-area--ending", partial=True)
            text.append(f"\n{ending[0]}\n{ending[1]}", style=warning)
        if state.phase is Phase.OVER and game.variant.one_person:
            # Kd: one person plays both sides; the game comes out as a loss or a win, not a ranking.
            text.append(f"\nGame over: a {solo.outcome(game).outcome.value} (Kd)", style="bold")
        elif state.phase is Phase.OVER:
            # The winners by the names at the table, their colour beside: 'Ada (Green)'.
            winners = " and ".join(
                f"{self._names[c]} ({c.value.capitalize()})" if c in self._names else glyphs.player_label(c)
                for c in state.winners
            )
            text.append(f"\nGame over. Won by {winners or 'nobody'}", style="bold")
        goal = goal_lines(game)
        if goal:
            text.append(f"\n{goal[0]}", style="bold")
            text.append("".join(f"\n{line}" for line in goal[1:]))

    def _describe_turn(self, game: Game) -> Text:
        """Both cards of the turn (A1b, A1c), each event with its mark and what it did, then player order."""
        state = game.state
        heading = self.get_component_rich_style("event-area--heading", partial=True)
        styles = {
            EventStatus.DONE: Style(color="green", bold=True),
            EventStatus.CANCELLED: self.get_component_rich_style("event-area--cancelled", partial=True),
            EventStatus.NOW: self.get_component_rich_style("event-area--now", partial=True),
            EventStatus.TO_COME: self.get_component_rich_style("event-area--ignored", partial=True),
            EventStatus.UNKNOWN: Style(),
        }
        text = Text(no_wrap=True, overflow="ellipsis", end="")
        self._heading(game, text)
        if state.event_card is None:
            text.append("\nNo ET card drawn yet", style="dim")
        card_shown: int | None = None
        moved = Counter(move.event for move in state.disk_moves)
        for each in turn_events(game):
            if each.card.number != card_shown:
                card_shown = each.card.number
                text.append("\n" + card_heading(each.card), style=heading)
                if each.card.stable_biosphere:
                    text.append(stable_words(game), style="dim")
            text.append(f"\n{each.row if each.first_in_row else ' '} ")
            text.append(STATUS_MARK[each.status], style=styles[each.status])
            words = short_event(each.event)
            if moved[each.index]:
                words += f" ({moved[each.index]} disk{'s' if moved[each.index] != 1 else ''})"
            if each.status is EventStatus.CANCELLED:
                text.append(f" {words}: ")
                text.append(outcome(each.entries[0]), style=styles[EventStatus.CANCELLED])
            elif each.status in (EventStatus.DONE, EventStatus.NOW) and each.entries:
                text.append(f" {words}: ", style=styles[EventStatus.NOW] if each.status is EventStatus.NOW else "")
                text.append(outcome(each.entries[0]), style="dim" if each.status is EventStatus.DONE else "")
            elif each.status is EventStatus.TO_COME:
                gates = "".join(f" [if {_GATES[c.value]}]" for c in each.event.requires)
                text.append(f" {words}{gates}", style=styles[EventStatus.TO_COME])
            else:
                text.append(f" {words}")
        text.append("\nOrder ")
        for index, colour in enumerate(state.order):
            letter, style = glyphs.PLAYER[colour]
            if index:
                text.append("›", style="dim")
            text.append(letter, style=f"bold {style}")
        text.append(f" · {len(state.et_deck)} ET left in era", style="dim")
        return text

    @staticmethod
    def _every_line(game: Game) -> str | None:
        """Every event of the turn with every line it logged, for the tooltip."""
        lines: list[str] = []
        for each in turn_events(game):
            if each.row == 1 and each.first_in_row:
                lines.append(card_heading(each.card))
            lines.append(f"{each.row}. {STATUS_MARK[each.status]} {describe_event(each.event)} ({each.status.value})")
            lines.extend(f"     {entry.rule} {entry.text}" for entry in each.entries)
        return "\n".join(lines) or None

    def _describe(self, game: Game) -> Text:
        state = game.state
        heading = self.get_component_rich_style("event-area--heading", partial=True)
        ignored = self.get_component_rich_style("event-area--ignored", partial=True)
        text = Text(no_wrap=True, overflow="ellipsis", end="")
        self._heading(game, text)
        text.append("\n")
        if state.event_card is None:
            text.append("No ET card drawn yet", style="dim")
        else:
            card = game.data.events.get(state.event_card)
            if card is None:
                text.append(f"ET card {state.event_card}", style=heading)
            else:
                text.append(f"ET {card.number} {card.name}", style=heading)
                everything = state.mode is not GameMode.TOOTH_AND_CLAW
                for number, row in enumerate(card.rows, start=1):
                    for index, event in enumerate(row):
                        lead = f"{number}." if index == 0 else "  "
                        text.append(f"\n{lead} ")
                        if everything or event.kind in TOOTH_AND_CLAW_KINDS:
                            text.append("✓ resolved: ", style="bold green")
                            text.append(describe_event(event))
                        else:
                            text.append("– ignored in tooth & claw: " + describe_event(event), style=ignored)
        text.append("\nEvents left in this era: ")
        text.append(str(len(state.et_deck)), style="bold")
        text.append("\nDark heart roll: ")
        text.append("-" if state.dark_heart is None else str(state.dark_heart), style="bold")
        text.append("\nOrder: ")
        for index, colour in enumerate(state.order):
            letter, style = glyphs.PLAYER[colour]
            if index:
                text.append(" › ", style="dim")
            text.append(f"{letter} {colour.value}", style=f"bold {style}")
        return text

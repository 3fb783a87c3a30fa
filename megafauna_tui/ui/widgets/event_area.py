"""The event area: era, turn and phase, the current ET card in words, and player order.

On the last turn of an era the heading says what comes at its end: the fossil
awards of that era (I5) or, in the final era, the final scoring (A7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.widgets import Static

from megafauna_tui.data.events import (
    TOOTH_AND_CLAW_KINDS,
    Climax,
    Collision,
    Crater,
    Drift,
    Event,
    Radiation,
    ReservoirShift,
)
from megafauna_tui.rules.state import GameLength, GameMode, GameState, Phase
from megafauna_tui.ui import glyphs

if TYPE_CHECKING:
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


def describe_event(event: Event) -> str:
    """One event in a few words."""
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
    if event.requires:
        words += " [if " + ", ".join(c.value.replace("_", " ") for c in event.requires) + "]"
    return words


class EventArea(Static):
    """Shows where the game stands in time and what the ET card of this turn does.

    The screen calls ``show(game)`` whenever the position changes.
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {"event-area--heading", "event-area--ignored", "event-area--ending"}
    """
    | Class | Description |
    | :- | :- |
    | `event-area--heading` | The era and the card title lines. |
    | `event-area--ignored` | Events the tooth & claw game does not resolve. |
    | `event-area--ending` | What the end of this turn brings on an era's last turn. |
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

    def show(self, game: Game) -> None:
        self.text = self._describe(game)
        self.update(self.text)

    def _describe(self, game: Game) -> Text:
        state = game.state
        heading = self.get_component_rich_style("event-area--heading", partial=True)
        ignored = self.get_component_rich_style("event-area--ignored", partial=True)
        text = Text(no_wrap=True, overflow="ellipsis", end="")
        eras = {era.number: era.name for era in game.data.special_cards.era.eras}
        era_name = eras.get(state.era, "")
        text.append(f"Era {roman(state.era)} {era_name}", style=heading)
        text.append(f" · turn {state.turn} · {state.phase.value}")
        ending = turn_ending(state)
        if ending is not None:
            warning = self.get_component_rich_style("event-area--ending", partial=True)
            text.append(f"\n{ending[0]}\n{ending[1]}", style=warning)
        if state.phase is Phase.OVER:
            winners = " ".join(glyphs.player_label(c) for c in state.winners)
            text.append(f"\nGame over. Won by {winners or 'nobody'}", style="bold")
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

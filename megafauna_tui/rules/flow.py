"""The turn: events, actions, mothers and dispersal, burials and awards (A1-A4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import apomorphies as _apomorphies  # noqa: F401  (registers the metamorphosis frame)
from .actions import ActionPhase
from .burials import BurialPhase
from .decisions import Decision
from .dispersal import DispersalPhase
from .event_phase import EventPhase
from .frame import Frame
from .scoring import final_scoring
from .state import Phase

if TYPE_CHECKING:
    from .engine import Game


@dataclass(slots=True)
class TurnFlow(Frame):
    """The bottom of the stack: starts each phase in turn, ends eras and the game."""

    kind = "turn"
    next: str = "events"

    def step(self, game: Game) -> Decision | None:
        state = game.state
        stack = state.stack
        if self.next == "events":
            self.next = "actions"
            if state.turn == 1:
                order = ", ".join(c.value for c in state.order)
                game.say("C1p", f"Turn 1, the boring Ordovician: no event; order by skeletal number: {order}.")
            else:
                state.phase = Phase.EVENTS
                stack.append(EventPhase())
        elif self.next == "actions":
            if state.comet:
                self.next = "burials"  # A6a: no actions or dispersal after the comet
                return None
            self.next = "dispersal"
            stack.append(ActionPhase())
        elif self.next == "dispersal":
            self.next = "burials"
            stack.append(DispersalPhase())
        elif self.next == "burials":
            self.next = "end"
            stack.append(BurialPhase())
        else:
            self._end_turn(game)
        return None

    def _end_turn(self, game: Game) -> None:
        state = game.state
        if self.next == "end":
            if game.variant.game_ends(game):
                final_scoring(game)
                state.phase = Phase.OVER
                state.stack.pop()
                return
            if state.era_ending:
                state.era_ending = False
                game.variant.era_awards(game)
            # A game may have work left before the next turn (Kf6): do it, then come back to start the turn.
            self.next = "next_turn"
            work = game.variant.end_of_turn(game)
            if work is not None:
                state.stack.append(work)
                return
        state.turn += 1
        state.windy = False  # D11: the wind blows everywhere for one turn only
        self.next = "events"

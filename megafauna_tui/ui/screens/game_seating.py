"""Who answers at the game screen's keyboard: each colour's person or bot, and the names the players go by.

In most games each colour is a seat of its own; in the solo game one person answers for both sides (K), and
in the Venus animal game the Medea's holder runs the automated plant (L2b). The screen asks here whose turn a
decision is, whether a bot takes it, and which people share the keyboard (for the hand-offs).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from megafauna_tui.bots import Bot, make_bot
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.ui import games

if TYPE_CHECKING:
    from megafauna_tui.controller import Session


class Seating:
    """The seats of a session at one keyboard: the people, the bots and their names."""

    def __init__(self, session: Session) -> None:
        self._session = session
        self.names = {PlayerColour(seat.colour): seat.name for seat in session.seats}
        """The players' names by colour, as the screen's words give them."""
        self.bots: dict[PlayerColour, Bot] = {}
        for index, seat in enumerate(session.seats):
            if seat.bot:
                self.bots[PlayerColour(seat.colour)] = make_bot(seat.bot, session.game.state.seed * 31 + index)

    def person(self, colour: PlayerColour) -> PlayerColour:
        """Who answers for a colour at the keyboard: in the solo game one person answers for both sides (K); in
        the Venus animal game the Medea's holder runs the automated plant (L2b)."""
        return games.person(self._session.game, colour)

    def is_bot(self, colour: PlayerColour) -> bool:
        """Whether a bot answers this colour's decision (L2b: the plant's, when a bot holds the Medea)."""
        return self.person(colour) in self.bots

    def bot(self, colour: PlayerColour) -> Bot:
        """The bot that answers this colour's decision."""
        return self.bots[self.person(colour)]

    def people(self) -> set[PlayerColour]:
        """The colours a person answers for at this keyboard; none in a game of bots only."""
        return {self.person(PlayerColour(s.colour)) for s in self._session.seats} - self.bots.keys()

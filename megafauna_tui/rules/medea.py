"""The Medea supervillain card (C1d, E8): who holds it, claiming it, handing it on.

Its holder makes every "Medea decides" choice of the climate events (D10a, D12, D13,
D14) and scores one VP for it at the end (A7c, in ``scoring.tableau_fossils``). A game
without the card (tooth & claw, A8g) has no holder, so nothing here is ever offered there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import PlayerColour

if TYPE_CHECKING:
    from .engine import Game

#: The action key of E8 in the action menu.
CLAIM = "claim_medea"


def holder(game: Game) -> PlayerColour | None:
    """Who holds the Medea card; None in a game played without it (A8g)."""
    return next((p.colour for p in game.state.players if p.medea), None)


def may_claim(game: Game, colour: PlayerColour, *, first: bool) -> bool:
    """E8, R51: only as the player's first action (it spends them all), never by its holder, Lazarus or not;
    only in a game where someone holds the card."""
    now = holder(game)
    return first and now is not None and now is not colour and game.variant.may_hold_medea(colour, game)


def claim_option() -> tuple[str, str, str]:
    """The action menu's entry for E8: key, label, rule."""
    return (CLAIM, "claim the Medea card: ends your action phase at once", "E8")


def claim(game: Game, colour: PlayerColour) -> None:
    """E8: take the card from its holder; the caller ends the player's action phase."""
    giver = holder(game)
    assert giver is not None and giver is not colour
    hand_over(game, giver, colour, "E8", "claimed with a whole action phase")


def hand_over(game: Game, giver: PlayerColour, receiver: PlayerColour, rule: str, why: str) -> None:
    """Move the card between two players (E8, D10b): from now on the receiver decides for the Medea."""
    game.state.player(giver).medea = False
    game.state.player(receiver).medea = True
    game.say(rule, f"{receiver.value.capitalize()} takes the Medea card from {giver.value.capitalize()} ({why}).")

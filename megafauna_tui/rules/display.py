"""The mutation Display (C1o, E1e, D7): two rows of four dealt cards plus each deck's top card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import DisplayRow

if TYPE_CHECKING:
    from .engine import Game

#: Display positions per row: four dealt slots and the top of the draw deck.
POSITIONS = 5


def option_key(row: DisplayRow, position: int) -> str:
    """How decisions name a Display card: its deck and its position 1-5, e.g. ``"metabolic:3"``."""
    return f"{row.deck.value}:{position + 1}"


def draw(game: Game, row: DisplayRow) -> int | None:
    """Take the top card of a row's deck; None only when the deck and its discards are both spent."""
    keep_deck(game, row)
    if not row.draw:
        return None
    game.state.reveals += 1
    card = row.draw.pop(0)
    keep_deck(game, row)
    return card


def keep_deck(game: Game, row: DisplayRow) -> None:
    """E1e note: a deck that runs out is rebuilt at once from its row's discards, shuffled.

    Called whenever a deck loses its last card or a card is discarded, so a row's deck is empty only
    while its discards are too. Churned cards are out of the game and never come back (D7, R29).
    The new top card is face up as Display position 5: a reveal.
    """
    if row.draw or not row.discard:
        return
    row.draw = list(row.discard)
    row.discard.clear()
    game.state.rng.shuffle(row.draw)
    game.state.reveals += 1
    game.say("E1e", f"The {row.deck.value} deck ran out: its discards are shuffled into a new deck.")


def take(game: Game, row: DisplayRow, position: int) -> int:
    """Remove a card from the Display for a purchase; its slot stays empty until the refresh (E1e)."""
    if position < len(row.slots):
        card = row.slots[position]
        assert card is not None
        row.slots[position] = None
        return card
    card_number = draw(game, row)
    assert card_number is not None
    return card_number


def refresh(game: Game) -> None:
    """E1e: slide each row's cards left, then fill the empty slots and the deck-top position from its own deck.

    A row keeps five cards while its deck and discards last (``keep_deck``); once both are spent, the
    positions left empty stay empty (R29).
    """
    for row in game.state.display:
        cards = [c for c in row.slots if c is not None]
        while len(cards) < len(row.slots):
            card = draw(game, row)
            if card is None:
                break
            cards.append(card)
        row.slots = cards + [None] * (len(row.slots) - len(cards))
        if row.card_at(POSITIONS - 1) is None:
            shown = sum(1 for c in row.slots if c is not None)
            game.say("E1e", f"The {row.deck.value} deck and its discards are spent: its row shows {shown} of 5 cards.")


def churn(game: Game) -> None:
    """D7: the eight dealt cards leave the game for good, and eight new ones are dealt."""
    for row in game.state.display:
        row.removed.extend(c for c in row.slots if c is not None)
        row.slots = [None] * len(row.slots)
    refresh(game)
    game.say("D7", "The mutagen churns the Display: eight mutations leave the game and new ones are dealt.")

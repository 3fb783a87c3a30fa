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
    """Take the top card of a row's deck, rebuilding it from that row's discards if empty (E1e note)."""
    if not row.draw and row.discard:
        row.draw = list(row.discard)
        row.discard.clear()
        game.state.rng.shuffle(row.draw)
        game.say("E1e", f"The {row.deck.value} deck ran out: its discards are shuffled into a new deck.")
    if not row.draw:
        return None
    game.state.reveals += 1
    return row.draw.pop(0)


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
    """E1e: slide each row's cards left, then fill the empty slots from its own deck."""
    for row in game.state.display:
        cards = [c for c in row.slots if c is not None]
        while len(cards) < len(row.slots):
            card = draw(game, row)
            if card is None:
                break
            cards.append(card)
        row.slots = cards + [None] * (len(row.slots) - len(cards))


def churn(game: Game) -> None:
    """D7: discard the eight dealt cards and deal eight new ones."""
    for row in game.state.display:
        row.discard.extend(c for c in row.slots if c is not None)
        row.slots = [None] * len(row.slots)
    refresh(game)
    game.say("D7", "The mutagen churns the Display: eight new mutations are dealt.")

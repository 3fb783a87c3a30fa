"""What a Display card costs a species (E1a, E1b, J6e)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import PlayerColour

if TYPE_CHECKING:
    from megafauna_tui.data.loader import RulesData


def mutation_cost(data: RulesData, colour: PlayerColour, position: int, emotions: int) -> int:
    """The printed cost of the position, halved by one emotion of the card's colour; 1 with two or more.

    ``emotions`` counts the species' emotions of the card's colour held since the
    phase began (E1b). With two or more, every card of that colour costs 1 except
    the leftmost, which stays free (J6e).
    """
    base = data.newborn_cards[colour].mutation_costs[position]
    if emotions >= 2:
        return 0 if base == 0 else 1
    if emotions == 1:
        return base // 2
    return base

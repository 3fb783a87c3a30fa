"""What a player may buy from the Display (E1, E1a, E1b, E1d): each affordable card, its cost, the budget.

The action menu offers "mutate" from here, the screen marks the Display from here, and the semi-automated
plant's forced purchase (K8b) is read from here: below all of them.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import MutationDeck

from .costs import mutation_cost
from .display import POSITIONS
from .state import Species

if TYPE_CHECKING:
    from .actions import PlayerTurn
    from .engine import Game


def budget(turn: PlayerTurn, species: Species) -> int:
    return turn.budgets.get(species.shape.value, species.unborn)


def cost_for(game: Game, turn: PlayerTurn, species: Species, row: int, position: int) -> int | None:
    card_number = game.state.display[row].card_at(position)
    if card_number is None:
        return None
    colour = game.data.mutations[card_number].colour.value
    held = turn.emotions.get(species.shape.value, {}).get(colour, 0)
    return mutation_cost(game.data, turn.colour, position, held)


def purchases(game: Game, turn: PlayerTurn) -> list[tuple[int, int, Species, int]]:
    """Every affordable (row, position, species, cost) (E1a) the player may select: a horror plant takes
    from the metabolic row only cards with its icon (E1d); Green is ordinary in tooth & claw (A8h, R25)."""
    return list(_purchases(game, turn))


def may_mutate(game: Game, turn: PlayerTurn) -> bool:
    """Whether any Display card is affordable (E1a): asked at every action, so it stops at the first."""
    return next(_purchases(game, turn), None) is not None


def _purchases(game: Game, turn: PlayerTurn) -> Iterator[tuple[int, int, Species, int]]:
    cards = list(_on_offer(game, turn))  # read once for every species (the search bots ask this very often)
    for species in game.state.player(turn.colour).species:
        left = budget(turn, species)
        held = turn.emotions.get(species.shape.value, {})
        for row, position, colour in cards:
            cost = mutation_cost(game.data, turn.colour, position, held.get(colour, 0))
            if cost <= left:
                yield row, position, species, cost


def _on_offer(game: Game, turn: PlayerTurn) -> Iterator[tuple[int, int, str]]:
    """(row, position, colour) of each Display card the player may select (E1d: a horror plant is limited). The
    colour is the card's ``CardColour``, a str equal to (and hashing as) its name: the emotions it is looked up
    in are keyed by name."""
    plant = game.variant.horror_plant(turn.colour, game)
    mutations = game.data.mutations
    for row, display_row in enumerate(game.state.display):
        for position in range(POSITIONS):
            number = display_row.card_at(position)
            if number is not None and not (plant and not horror_plant_may_select(game, row, position)):
                yield row, position, mutations[number].colour


def horror_plant_may_select(game: Game, row: int, position: int) -> bool:
    """E1d: on the metabolic row a horror plant may only take a card showing the horror-plant icon."""
    display_row = game.state.display[row]
    if display_row.deck is not MutationDeck.METABOLIC:
        return True
    number = display_row.card_at(position)
    return number is not None and game.data.mutations[number].horror_plant

"""Monsters (E2d, J4, D7e, D8b): a token on a promoted card worth as many organs as the species' size.

The token sits on its card as ``TableauCard.monster`` with its colour in the card's
organs; ``Species.organs`` counts it at the species' size for every purpose. It is no
cube: it never returns to the cube pool and genetic drift never takes it (R75). An
atrophy that strikes it shrinks the species instead, and only at size 1 does the
token go, with its card unless the card is a Cheshire Cat (J4, J6g). Tooth & claw
places an ordinary cube instead (A8g, R35): the game says so with ``Variant.monsters``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import OrganColour

from .board import check_all_prey, name
from .extinction import discard_card
from .organs import card_name
from .state import Species

if TYPE_CHECKING:
    from .engine import Game

#: The rule an atrophy of a monster token follows, by the event that caused it.
SHRINK_RULES = {"D7": "D7e", "D8": "D8b"}


def tokens_in_play(game: Game) -> int:
    return sum(1 for species in game.state.all_species() for card in species.cards if card.monster)


def size_cap(game: Game, species: Species) -> int | None:
    """R50: the smallest maximum size printed on a card carrying one of the species' monster tokens."""
    caps = [
        game.data.mutations[card.number].orientations[card.orientation].max_size
        for card in species.cards
        if card.monster and card.orientation is not None
    ]
    return min(caps, default=None)


def place_token(game: Game, species: Species, number: int, colour: OrganColour) -> None:
    """E2d: the promoted monster orientation takes a token of its plus organ's colour, not a cube."""
    card = species.card(number)
    card.organs.append(colour)
    card.monster = True
    game.say(
        "E2d",
        f"{name(species)} becomes a monster: a {colour.value} monster token on {card_name(game, species, number)} "
        f"counts as {species.size} {colour.value} organ{'s' if species.size != 1 else ''}, one per size step (J4).",
    )
    if tokens_in_play(game) > game.data.limits.monster_tokens:
        game.say("B7", "No monster token is left in the box: a substitute stands in for this one.")


def atrophy_token(game: Game, species: Species, number: int, rule: str) -> None:
    """D7e, D8b, J4: the species shrinks one step instead; at size 1 the token goes, and with it the card
    unless a personality keeps it (J6g). Either way the species counts one organ fewer."""
    rule = SHRINK_RULES.get(rule, rule)
    card = species.card(number)
    if species.size > 1:
        species.size -= 1
        game.say(
            rule,
            f"{name(species)}'s monster token on {card_name(game, species, number)} atrophies: the species "
            f"shrinks to size {species.size} instead (J4).",
        )
        check_all_prey(game)  # a smaller species may no longer be able to eat venomous prey (E6, F4b)
        return
    card.organs.clear()
    card.monster = False
    game.say(rule, f"{name(species)} is at size 1: its monster token on {card_name(game, species, number)} is removed.")
    if number in species.personality:
        game.say("J6g", f"{card_name(game, species, number)} stays: a personality card is a Cheshire Cat.")
    else:
        discard_card(game, species, number, rule)


def loss_words(species: Species) -> str:
    """What losing this monster token does, for a player choosing which organ atrophies."""
    if species.size > 1:
        return f"monster: shrink to size {species.size - 1}"
    return "monster at size 1: the token and its card go"


def inherited_cubes(species: Species) -> list[OrganColour]:
    """R76: a daughter inherits one basal cube of the colour of each monster token her mother carries."""
    return [card.organs[0] for card in species.cards if card.monster and card.organs]

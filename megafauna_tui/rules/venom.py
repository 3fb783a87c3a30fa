"""Venom (J3, E2g, F4b, J7e): a venomous herbivore is prey only for some carnivores.

A species is venomous while a card of its tableau shows the black widow on its
upright promoted orientation; like every trait it stays when the card's plus organs
are gone, and ends only when the card leaves (J). Tooth & claw has no venom (A8g):
the game says so with ``Variant.venom``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import Species

if TYPE_CHECKING:
    from .engine import Game


def venomous(game: Game, species: Species) -> bool:
    """J3: a promoted card (or the genotype card's own orientation) shows the black widow."""
    mutations = game.data.mutations
    for card in species.cards:
        if (
            card.promoted
            and card.orientation is not None
            and mutations[card.number].orientations[card.orientation].venom
        ):
            return True
    if species.genotype is not None:
        return any(face.venom and face.shape is species.shape for face in mutations[species.genotype].orientations)
    return False


def shielded(game: Game, predator: Species, prey: Species) -> bool:
    """F4b: venomous prey that this carnivore may not eat: it is neither venomous itself, nor armed with a
    tool (J7e), nor strictly larger than its prey."""
    if not game.variant.venom or not venomous(game, prey):
        return False
    return not (venomous(game, predator) or predator.tools or predator.size > prey.size)

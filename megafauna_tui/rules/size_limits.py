"""How large a species may be, and which faces a card may turn to at its size (E6, E6b, J1, E2e, E2i, E3e, B6).

The limits every size change and every promotion reads, and the semi-automated plant's rules (K8b) read too:
below all three, so none of them reaches up into another.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from megafauna_tui.data.mutations import Orientation
from megafauna_tui.data.vocabulary import PlayerColour, Shape

from .monsters import size_cap
from .state import Species
from .words import article

if TYPE_CHECKING:
    from .engine import Game


#: The faces of a size die (E6).
SMALLEST, LARGEST = 1, 6


def card_max_size(game: Game, species: Species, number: int) -> int | None:
    """J1: the maximum size on the upright orientation of a promoted card; None while it is unpromoted."""
    card = species.card(number)
    if not card.promoted or card.orientation is None:
        return None
    return game.data.mutations[number].orientations[card.orientation].max_size


def genotype_max_size(game: Game, species: Species) -> int:
    """E6b: the maximum size printed on the genotype card: the speciation orientation of a daughter's card,
    or the archetype card (a kiwi's too)."""
    if species.genotype is not None:
        for face in game.data.mutations[species.genotype].orientations:
            if face.shape is species.shape:
                return face.max_size
    for archetype in game.data.archetypes_file.archetype:
        if archetype.colour is species.colour:
            return archetype.continental.max_size
    return LARGEST


def can_grow(game: Game, species: Species) -> bool:
    """E6: one step up, unless the die shows 6 or a monster card forbids it (R50)."""
    cap = size_cap(game, species)
    return species.size < LARGEST and (cap is None or species.size < cap)


def can_resize(game: Game, species: Species) -> bool:
    return can_grow(game, species) or species.size > SMALLEST


def outgrown(game: Game, species: Species, size: int) -> list[int]:
    """J1, E6a: the promoted cards whose maximum size is below ``size``."""
    found = []
    for card in species.cards:
        cap = card_max_size(game, species, card.number)
        if cap is not None and cap < size:
            found.append(card.number)
    return found


def kiwi_possible(game: Game, colour: PlayerColour) -> bool:
    """E6b, E3e: the archetype card is free to take over only while the archetype is extinct. (The marine
    archetype's exception belongs to the campaign game, C2g, which this edition does not include.)"""
    return game.state.player(colour).find(Shape.ARCHETYPE) is None


def kiwi_daughter(game: Game, mother: Species, face: Orientation) -> bool:
    """E3e: speciating from a mother larger than the daughter's card allows makes a kiwi daughter."""
    return game.variant.sizes and face.shape is not None and face.max_size < mother.size


def legal_orientations(game: Game, species: Species, number: int) -> list[int]:
    """E2b, E2e, E2i: orientations this species may promote the card to now."""
    barred = barred_orientations(game, species, number)
    return [i for i in range(len(game.data.mutations[number].orientations)) if i not in barred]


def barred_orientations(game: Game, species: Species, number: int) -> dict[int, str]:
    """E2e, E2i, E3e, B6, B7: the orientations the species may not promote the card to now, each with why."""
    player = game.state.player(species.colour)
    barred: dict[int, str] = {}
    for index, face in enumerate(game.data.mutations[number].orientations):
        kiwi = kiwi_daughter(game, species, face)
        if face.max_size < species.size and not kiwi:
            # E2e: too small for the species, unless the daughter would be a kiwi (E3e)
            barred[index] = f"its maximum size {face.max_size} is below the species' size {species.size} (E2e)"
            continue
        if face.shape is not None:
            shape = Shape.ARCHETYPE if kiwi else face.shape
            if player.find(shape) is not None or game.state.living(species.colour, shape):
                # E2i: that shape is already alive; E3e: a kiwi needs the archetype extinct
                if kiwi:
                    barred[index] = (
                        f"its maximum size {face.max_size} is below the species' size {species.size}, so the "
                        "daughter would be a kiwi, and your archetype still lives (E2e, E3e)"
                    )
                else:
                    barred[index] = f"{article(shape.value)} {shape.value} of yours is alive already (E2i)"
            elif len(player.species) >= game.data.limits.max_species:
                barred[index] = "you have no size die left for a new species (B6)"  # B6: a die for the daughter
            elif player.reserve.get(shape, 0) < 1:
                barred[index] = f"no {shape.value} creeple is left in your reserve (B7)"  # B7: creeples for her
    return barred


def promotable(game: Game, species: Species) -> list[int]:
    return [c.number for c in species.cards if not c.promoted and legal_orientations(game, species, c.number)]

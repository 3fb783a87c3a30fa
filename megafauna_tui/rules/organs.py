"""Organ cubes: the pool, where cubes sit on a species, atrophy and genetic drift (B7, D8a).

A cube's spot on a species is ``"basal"`` (on the genotype, E2c), ``"genotype"``
(a plus organ printed on the genotype card of a daughter species, E3a) or
``"card:N"`` (a plus organ on mutation N, E1c).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import OrganColour, PlayerColour, Shape

from .board import check_all_prey
from .decisions import Decision, DecisionKind, Option
from .display import keep_deck
from .frame import Frame
from .state import Species, TableauCard

if TYPE_CHECKING:
    from .engine import Game


def card_spot(number: int) -> str:
    return f"card:{number}"


def spot_organs(species: Species, spot: str) -> list[OrganColour]:
    if spot == "basal":
        return species.basal
    if spot == "genotype":
        return species.genotype_organs
    return species.card(int(spot.removeprefix("card:"))).organs


def spot_name(game: Game, species: Species, spot: str) -> str:
    """How a player names the spot: a mutation by the name it shows now, promoted or not."""
    if spot == "basal":
        return "genotype (basal)"
    if spot == "genotype":
        return "genotype card"
    return card_name(game, species, int(spot.removeprefix("card:")))


def card_name(game: Game, species: Species, number: int) -> str:
    """A tableau card's name as it lies: its promoted name once flipped (E2)."""
    mutation = game.data.mutations[number]
    promoted = any(card.number == number and card.promoted for card in species.cards)
    return mutation.promoted_name if promoted else mutation.name


def beyond_heart(species: Species, limit: int) -> bool:
    """D7: the organs a mutagen cannot atrophy one by one (all but the plus organs) already pass the heart
    limit, so the species loses a basal organ and dies out at the mutagen."""
    return sum(species.organs().values()) - len(species.plus_organs) > limit


def plus_spots(species: Species) -> list[tuple[str, OrganColour]]:
    """Every plus organ of the species as (spot, colour), genotype card first."""
    found = [("genotype", c) for c in species.genotype_organs]
    for card in species.cards:
        found.extend((card_spot(card.number), c) for c in card.organs)
    return found


def card_cubes(card: TableauCard) -> list[OrganColour]:
    """The cubes on a tableau card: a monster token is none (B7, R75)."""
    return [] if card.monster else card.organs


def release(game: Game, organs: list[OrganColour]) -> None:
    """Cubes go back to the pool."""
    pool = game.state.cube_pool
    for colour in organs:
        pool[colour] = pool.get(colour, 0) + 1


def discard_mutation(game: Game, number: int) -> None:
    """The card goes to its row's discards; if that row's deck had run out, they become its new deck (E1e)."""
    deck = game.data.mutations[number].colour.deck
    for row in game.state.display:
        if row.deck is deck:
            row.discard.append(number)
            keep_deck(game, row)
            return


def is_monster(species: Species, spot: str) -> bool:
    """The spot is a card carrying a monster token (E2d): not a cube (R75)."""
    return spot.startswith("card:") and species.card(int(spot.removeprefix("card:"))).monster


def whose(species: Species) -> str:
    """The species as the log names it: \"Black's burrower\"."""
    return f"{species.colour.value.capitalize()}'s {species.shape.value}"


@dataclass(slots=True)
class CubeNeed:
    """A cube of ``organ`` colour wanted on a spot of a species."""

    colour: PlayerColour
    shape: Shape
    spot: str
    organ: OrganColour


#: The answer that declines genetic drift: B7 says a player *may* steal a cube the pool lacks.
NO_DRIFT = "none"


@dataclass(slots=True)
class AcquireCubes(Frame):
    """Place cubes from the pool; when a colour runs out, steal by genetic drift (B7)."""

    kind = "acquire_cubes"
    owner: PlayerColour
    needs: list[CubeNeed] = field(default_factory=list)

    def step(self, game: Game) -> Decision | None:
        state = game.state
        while self.needs:
            need = self.needs[0]
            target = state.player(need.colour).find(need.shape)
            if target is None:
                self.needs.pop(0)
                continue
            if state.cube_pool.get(need.organ, 0) > 0:
                state.cube_pool[need.organ] -= 1
                spot_organs(target, need.spot).append(need.organ)
                self.needs.pop(0)
                continue
            sources = drift_sources(game, need.organ, exclude=(need.colour, need.shape))
            if not sources:
                game.say("B7", f"No {need.organ.value} cube exists anywhere to take; none is placed.")
                self.needs.pop(0)
                continue
            steals = [
                Option(f"{sp.colour.value}:{sp.shape.value}/{spot}", f"{whose(sp)}: {spot_name(game, sp, spot)}", "B7")
                for sp, spot in sources
            ]
            decline = Option(NO_DRIFT, f"take none: {whose(target)} goes without this {need.organ.value} cube", "B7")
            options = (*steals, decline)
            return Decision(
                self.owner,
                DecisionKind.GENETIC_DRIFT,
                f"The pool has no {need.organ.value} cube: take one from",
                "B7",
                options,
            )
        game.state.stack.pop()
        return None

    def answer(self, game: Game, key: str) -> None:
        need = self.needs.pop(0)
        if key == NO_DRIFT:
            game.say("B7", f"No genetic drift: the {need.organ.value} cube is not placed.")
            return
        owner, _, spot = key.partition("/")
        colour, _, shape = owner.partition(":")
        victim = game.state.species(PlayerColour(colour), Shape(shape))
        spot_organs(victim, spot).remove(need.organ)
        target = game.state.species(need.colour, need.shape)
        spot_organs(target, need.spot).append(need.organ)
        game.say("B7", f"Genetic drift: a {need.organ.value} cube moves from {whose(victim)} to {whose(target)}.")
        check_all_prey(game)  # K2b, F4, H1: the victim may have lost the green organ that let it eat a cactus


def drift_sources(game: Game, organ: OrganColour, *, exclude: tuple[PlayerColour, Shape]) -> list[tuple[Species, str]]:
    """Plus cubes of that colour on any other species; only if there are none, basal cubes (B7)."""
    plus: list[tuple[Species, str]] = []
    basal: list[tuple[Species, str]] = []
    for species in game.state.all_species():
        if species.key == exclude:
            continue
        for spot, colour in plus_spots(species):
            if is_monster(species, spot):
                continue  # R75: a monster token is no cube to drift
            if colour is organ and not any(s is species and sp == spot for s, sp in plus):
                plus.append((species, spot))
        if organ in species.basal:
            basal.append((species, "basal"))
    return plus or basal

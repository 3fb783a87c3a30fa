"""Questions about the map: biomes, habitability, prey, occupants (F3, F4, J7).

Pure functions of the position; the only change they make is ``check_prey``,
which lays down carnivores left without suitable prey (F4, H1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import Biome, OrganColour, RoadrunnerColour, Shape

from .state import Creeple, Level, Species
from .venom import shielded

if TYPE_CHECKING:
    from .engine import Game


def biome(game: Game, hex_id: str) -> Biome:
    """The hex's biome as the game reads it (F3); tooth & claw has no disks (A8e)."""
    return game.variant.biome(game, hex_id)


def is_biome(game: Game, place: str) -> bool:
    """A biome hex of the map, or an offshore shelf while it is a bloom (F3b); nothing else is a biome."""
    if place in game.terrain:
        return True
    shelf = game.state.shelf(place) if place in game.map.shelf_coast else None
    return shelf is not None and shelf.bloom


def entry_cost(game: Game, hex_id: str, shape: Shape) -> int | None:
    """Dispersal points to enter the place; None if the shape cannot enter (F3a), or it is no biome (F3b)."""
    if not is_biome(game, hex_id):
        return None
    return game.data.biomes[biome(game, hex_id)].entry[shape].cost


def habitable(game: Game, hex_id: str, species: Species, level: Level) -> bool:
    """Whether the species may end its move and live here at this level (F3c, J7b); never off the biomes (F3b)."""
    if not is_biome(game, hex_id):
        return False
    if game.data.biomes[biome(game, hex_id)].entry[species.shape].habitable:
        return True
    if level is Level.CARNIVORE and diving_bell(game, species):
        # J7b: a diving-bell carnivore lives in the water over swimming prey.
        prey = upright(game, hex_id, Level.HERBIVORE)
        return biome(game, hex_id) in (Biome.SEA, Biome.BLOOM) and prey is not None and prey.shape is Shape.SWIMMER
    return False


def roadrunner(game: Game, hex_id: str) -> RoadrunnerColour:
    return game.data.biomes[biome(game, hex_id)].roadrunner


def humidity(game: Game, hex_id: str) -> OrganColour:
    """The humidity niche colour (G5), as the game reads it: always green in tooth & claw (A8f, G5a)."""
    return game.variant.humidity(game, hex_id)


def upright(game: Game, hex_id: str, level: Level) -> Creeple | None:
    """The creeple standing at this trophic level, if any (G2, H2: at most one)."""
    for creeple in game.state.creeples:
        if creeple.hex == hex_id and creeple.level is level and not creeple.endangered:
            return creeple
    return None


def species_of(game: Game, creeple: Creeple) -> Species:
    return game.state.species(creeple.colour, creeple.shape)


def uses_tools(species: Species) -> bool:
    return bool(species.tools)


def tool_shapes(game: Game, species: Species) -> set[Shape]:
    shapes = set()
    tools = {t.id: t for t in game.data.special_cards.tool}
    for held in species.tools:
        shapes.add(tools[held.tool].sides[held.side].hunts)
    return shapes


def diving_bell(game: Game, species: Species) -> bool:
    tools = {t.id: t for t in game.data.special_cards.tool}
    return any(tools[h.tool].sides[h.side].diving_bell for h in species.tools)


def can_eat(game: Game, predator: Species, prey: Species) -> bool:
    """Prey suitability by species, shape, tools and venom (F4a, F4b, F4c, J7c, J7d, J7e); tooth & claw has no
    venom (A8g).

    A species never feeds on itself (F4c), whatever its shapes would allow: this is what keeps an
    Endangered carnivore from standing up over a newborn of its own species at burial (I3b).
    """
    if predator.key == prey.key:
        return False
    hunts = predator.shape is prey.shape or prey.shape is Shape.ARCHETYPE or prey.shape in tool_shapes(game, predator)
    if not hunts:
        return False
    # J7d: a tool-using herbivore wards off carnivores of its tool's shape, unless they use tools too.
    if predator.shape in tool_shapes(game, prey) and not uses_tools(predator):
        return False
    return not shielded(game, predator, prey)  # F4b, J3


def feeds_on(game: Game, carnivore: Creeple, herbivore: Creeple) -> bool:
    """Whether this carnivore eats this herbivore: same biome, prey upright (F4d) and suitable (F4)."""
    return (
        carnivore.hex == herbivore.hex
        and carnivore.level is Level.CARNIVORE
        and herbivore.level is Level.HERBIVORE
        and not herbivore.endangered
        and can_eat(game, species_of(game, carnivore), species_of(game, herbivore))
    )


def suitable_prey(game: Game, predator: Species, hex_id: str) -> Creeple | None:
    """The upright herbivore here that this carnivore can eat (F4, F4d), if any."""
    prey = upright(game, hex_id, Level.HERBIVORE)
    if prey is None:
        return None
    return prey if can_eat(game, predator, species_of(game, prey)) else None


def cannibal(game: Game, species: Species, hex_id: str, level: Level) -> bool:
    """F4c: no settling opposite an upright creeple of the same species."""
    other = Level.CARNIVORE if level is Level.HERBIVORE else Level.HERBIVORE
    there = upright(game, hex_id, other)
    return there is not None and there.species_key == species.key


def check_prey(game: Game, hex_id: str) -> None:
    """F4, H1: an upright carnivore with nothing suitable to eat becomes Endangered at once."""
    carnivore = upright(game, hex_id, Level.CARNIVORE)
    if carnivore is None:
        return
    predator = species_of(game, carnivore)
    if suitable_prey(game, predator, hex_id) is None:
        carnivore.endangered = True
        game.say("F4", f"{name(carnivore)} in {hex_id} has no suitable prey and is Endangered.")


def check_all_prey(game: Game) -> None:
    for hex_id in sorted({c.hex for c in game.state.creeples if c.level is Level.CARNIVORE}):
        check_prey(game, hex_id)


def check_habitability(game: Game, rule: str, places: set[str] | None = None) -> None:
    """Lay down every upright creeple on a place it can no longer inhabit (F3c, G1), then every carnivore left
    without suitable prey (F4): at once when a disk lands or leaves (R40), and once more after the last event
    (A1h). ``places`` limits the look to where something changed."""
    for creeple in game.state.creeples:
        if creeple.endangered or (places is not None and creeple.hex not in places):
            continue
        if not habitable(game, creeple.hex, species_of(game, creeple), creeple.level):
            creeple.endangered = True
            game.say(rule, f"{name(creeple)} in {creeple.hex} can no longer live there and is Endangered.")
    for hex_id in sorted(places if places is not None else {c.hex for c in game.state.creeples}):
        check_prey(game, hex_id)


def is_endotherm(species: Species) -> bool:
    """I1: a white organ, or size 6."""
    return OrganColour.WHITE in species.organs() or species.size >= 6


def skeletal_number(game: Game, species: Species) -> float:
    """The player's skeletal number (the chimera's is 1.5, Kf1), unless a promoted haustorium overrides it (J5)."""
    for card in species.cards:
        if card.promoted and card.orientation is not None:
            override = game.data.mutations[card.number].orientations[card.orientation].haustorium_skeletal
            if override is not None:
                return override
    return game.variant.skeletal(game, species.colour)


def name(creeple: Creeple | Species) -> str:
    """How the log names a creeple or species: 'Orange's flyer'."""
    return f"{creeple.colour.value.capitalize()}'s {creeple.shape.value}"

"""The alien ecology of the solo and Venus games (K2, K4b, K7): plants at the bottom of the food chain.

Three trophic levels share a biome, plants below herbivores below carnivores (K2). A herbivore eats a plant as
a carnivore eats prey, by shape, tools or the plant being an archetype, and a cactus is food for two green organs
(K2a, K2b, R85). The disks make the map land, sea or mountain (K7a, R84), and each alien plant grows only at its
distance from water (K7b, K4b, R87), giving its biome its roadrunner niche (R86); a plant out of its habitat
lies down and dies at burial (K7c, R88).

The ``Solo`` variant answers its hooks with the functions here, and ``board``, ``contests`` and ``burials``
ask the variant, so every game that builds on ``Solo`` (the Venus games) has the same ecology.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

from megafauna_tui.data.biomes import AlienPlant
from megafauna_tui.data.vocabulary import Biome, DiskColour, OrganColour, PlayerColour, RoadrunnerColour, Shape

from .board import can_eat, habitable, name, suitable_food, upright
from .contests import settle
from .extinction import bury
from .state import Creeple, Level, Species
from .venom import shielded

if TYPE_CHECKING:
    from .engine import Game

#: The plant, automated or played, is always Player Green (K, Ka, L1).
PLANT = PlayerColour.GREEN

#: Green organs that let a herbivore feed on armored plants, the cacti (K2b).
CACTUS_EATER_GREENS = 2

#: The levels whose contests follow another level's rules (K2a: herbivores as carnivores; K8d: plants as
#: herbivores); the carnivores keep their own.
CONTEST_RULES = {Level.PLANT: Level.HERBIVORE, Level.HERBIVORE: Level.CARNIVORE, Level.CARNIVORE: Level.CARNIVORE}


def plant(game: Game, shape: Shape) -> AlienPlant:
    """The alien plant a plant creeple of this shape is (K7b)."""
    return next(p for p in game.data.biomes_file.alien_plant if p.shape is shape)


def grazes(game: Game, herbivore: Species, food: Species) -> bool:
    """K2a, K2b, R85: a herbivore eats a plant of its shape, of a shape its tools hunt, an archetype plant (F4a),
    and with two or more green organs a cactus; never its own species (F4c), nor a plant venom shields (F4b)."""
    if can_eat(game, herbivore, food):
        return True
    if food.shape is not Shape.ARMORED or herbivore.key == food.key:
        return False
    if herbivore.organ_count(OrganColour.GREEN) < CACTUS_EATER_GREENS:
        return False
    return not shielded(game, herbivore, food)


# -- the map: land, sea and mountain (K7, K7a, R84) -------------------------------------------


def carbon_offshore(game: Game, shelf_id: str) -> bool:
    """An offshore whose top disk is black, except Olympus Mons, which nothing inhabits (K4b, K5g)."""
    shelf = game.state.shelf(shelf_id)
    if shelf is None or not shelf.disks or shelf.disks[-1] != DiskColour.BLACK:
        return False
    craton, _, position = shelf_id.partition(":")
    spec = next((s for s in game.data.cratons[craton].shelves if s.position.value == position), None)
    return spec is None or not spec.fixed


def seaweed_on(game: Game, shelf_id: str) -> bool:
    """A green swimmer plant grows on this carbon offshore, which makes it a bloom (K4b)."""
    return carbon_offshore(game, shelf_id) and any(
        c.hex == shelf_id and c.level is Level.PLANT and c.shape is Shape.SWIMMER for c in game.state.creeples
    )


def biome(game: Game, place: str) -> Biome:
    """K7a, R84: a white disk makes a sea, a black one a mountain; a hex without a disk keeps its printed terrain
    (highlands or basin on Mars and Venus, Earth's own biomes); a carbon offshore is a sea, a bloom while a
    seaweed grows on it (K4b)."""
    if place in game.map.shelf_coast:
        if not carbon_offshore(game, place):
            raise ValueError(f"the offshore {place} has no carbon: it is not a biome (F3b, K7a)")
        return Biome.BLOOM if seaweed_on(game, place) else Biome.SEA
    disk = game.state.disks.get(place)
    if disk is None:
        return game.map.printed_biome[place]
    if disk == DiskColour.WHITE:
        return Biome.SEA
    return Biome.MOUNTAIN if disk == DiskColour.BLACK else Biome.FOREST


def roadrunner(game: Game, place: str) -> RoadrunnerColour:
    """R86: the niche of the plant growing upright here, else the printed one of the biome (G4, H3)."""
    growing = upright(game, place, Level.PLANT)
    if growing is not None:
        return plant(game, growing.shape).roadrunner
    return game.data.biomes[biome(game, place)].roadrunner


# -- water and habitats (K7b, K4b, R87) -------------------------------------------------------


def seas(game: Game) -> set[str]:
    """The hexes holding a white disk: the seas of Earth and the wet basins of Mars and Venus (K3b, K3e, K7a);
    with none left the planet dies (K7c)."""
    return {place for place, disk in game.state.disks.items() if disk == DiskColour.WHITE}


def seas_beside(game: Game, hex_id: str, wet: set[str] | None = None) -> int:
    """How many seas touch a biome: a swamp plant beside two keeps its habitat when one dries (K7b, K7c)."""
    wet = seas(game) if wet is None else wet
    return sum(1 for n in game.neighbours.get(hex_id, ()) if n in wet)


def water(game: Game) -> set[str]:
    """R87: the seas, and the offshores where a seaweed grows on carbon (K4b)."""
    wet = seas(game)
    wet.update(shelf for shelf in game.map.shelf_coast if seaweed_on(game, shelf))
    return wet


def water_distances(game: Game) -> dict[str, int]:
    """How many steps each biome hex is from the nearest water, walking between neighbouring hexes (a coast
    hex is one step from its offshores); hexes no water reaches are left out (R87)."""
    distance = dict.fromkeys(water(game), 0)
    queue = deque(distance)
    while queue:
        here = queue.popleft()
        coast = game.map.shelf_coast.get(here)
        steps = (coast,) if coast is not None else game.neighbours.get(here, ())
        for there in steps:
            if there not in distance:
                distance[there] = distance[here] + 1
                queue.append(there)
    return distance


def in_habitat(game: Game, shape: Shape, place: str, distances: dict[str, int] | None = None) -> bool:
    """K7b: whether a plant of this shape may grow here by its distance from water (the biome table's own
    limits, like a mountain, are asked by ``board.habitable``)."""
    spec = plant(game, shape)
    if place in game.map.shelf_coast:
        return spec.carbon_offshore and carbon_offshore(game, place)
    found = (water_distances(game) if distances is None else distances).get(place)
    return found is not None and found in spec.water_distance


def habitat_words(game: Game, shape: Shape) -> str:
    """The habitat of a plant shape in words: 'the cactus grows 1 or 2 hexes from water'."""
    spec = plant(game, shape)
    dry = [d for d in spec.water_distance if d > 0]
    parts = ["in water"] if 0 in spec.water_distance else []
    if dry:
        parts.append(f"{' or '.join(str(d) for d in dry)} {'hex' if dry == [1] else 'hexes'} from water")
    if spec.carbon_offshore:
        parts.append("on a carbon offshore")
    return f"the {spec.name} grows {' or '.join(parts)}"


def habitat(game: Game, place: str, species: Species, level: Level) -> tuple[str, str] | None:
    """Why the species cannot live here at this level in a game with plants, or None: a plant out of its
    habitat wilts (K7b, K7c); a herbivore needs a plant it can eat (K2, K7)."""
    if level is Level.PLANT and not in_habitat(game, species.shape, place):
        return "K7c", f"wilts out of its habitat ({habitat_words(game, species.shape)})"
    if level is Level.HERBIVORE and suitable_food(game, species, place, level) is None:
        return "K7", "has no plant it can eat (K2)"
    return None


# -- burial (K7c, I2, R88) ----------------------------------------------------------------------


def bury_plants(game: Game, place: str) -> bool:
    """R88: resolve the lying plants of one biome at burial, before the herbivores; True once none is left to
    resolve there. A wilted plant dies (K7c); two plants in their habitat contest, the loser dying (R85); a lone
    one stands up if the plant level is free, or dies (I2)."""
    lying = [c for c in game.state.creeples if c.hex == place and c.level is Level.PLANT and c.endangered]
    for creeple in lying:
        if not habitable(game, place, _species(game, creeple), Level.PLANT):
            bury(game, creeple, "K7c", f"wilts and dies out of its habitat ({habitat_words(game, creeple.shape)})")
            return False
    if len(lying) >= 2:
        settle(game, place, Level.PLANT, lying[0], lying[1], fate="buried")
        return False
    if lying:
        survivor = lying[0]
        if upright(game, place, Level.PLANT) is None:
            survivor.endangered = False
            game.say("I2b", f"{name(survivor)} in {place} stands up.")
        else:
            bury(game, survivor, "I2")
    return True


def _species(game: Game, creeple: Creeple) -> Species:
    return game.state.species(creeple.colour, creeple.shape)

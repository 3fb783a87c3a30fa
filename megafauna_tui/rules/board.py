"""Questions about the map: biomes, habitability, prey, occupants (F3, F4, J7).

Pure functions of the position; the only change they make is ``check_prey``,
which lays down carnivores left without suitable prey (F4, H1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import Biome, OrganColour, PlayerColour, RoadrunnerColour, Shape

from .state import Creeple, Level, Species
from .venom import shielded

if TYPE_CHECKING:
    from .engine import Game


def biome(game: Game, hex_id: str) -> Biome:
    """The hex's biome as the game reads it (F3); tooth & claw has no disks (A8e)."""
    return game.variant.biome(game, hex_id)


def is_biome(game: Game, place: str) -> bool:
    """A biome hex of the map, or an offshore shelf while it is a bloom (F3b); nothing else is a biome."""
    game_map = game.map
    if place in game_map.terrain:
        return True
    return place in game_map.shelf_coast and game.variant.shelf_is_biome(game, place)


def entry_cost(game: Game, hex_id: str, shape: Shape) -> int | None:
    """Dispersal points to enter the place; None if the shape cannot enter (F3a), or it is no biome (F3b)."""
    if not is_biome(game, hex_id):
        return None
    return game.data.biomes[biome(game, hex_id)].entry[shape].cost


def habitable(game: Game, hex_id: str, species: Species, level: Level) -> bool:
    """Whether the species may end its move and live here at this level (F3c, J7b); never off the biomes (F3b)."""
    return is_biome(game, hex_id) and habitable_in(game, hex_id, biome(game, hex_id), species, level)


def habitable_in(game: Game, hex_id: str, here: Biome, species: Species, level: Level) -> bool:
    """``habitable`` at a biome place whose biome (``here``) is read already: a newborn's every place is asked
    at every level."""
    if game.data.biomes[here].entry[species.shape].habitable:
        return game.variant.habitat(game, hex_id, species, level) is None  # K2, K7, K7b
    if level is Level.CARNIVORE and diving_bell(game, species):
        # J7b: a diving-bell carnivore lives in the water over swimming prey.
        prey = upright(game, hex_id, Level.HERBIVORE)
        return here in (Biome.SEA, Biome.BLOOM) and prey is not None and prey.shape is Shape.SWIMMER
    return False


def roadrunner(game: Game, hex_id: str) -> RoadrunnerColour:
    """The biome's roadrunner niche (F3d), as the game reads it: a plant growing there sets it (R86)."""
    return game.variant.roadrunner(game, hex_id)


def humidity(game: Game, hex_id: str) -> OrganColour:
    """The humidity niche colour (G5), as the game reads it: always green in tooth & claw (A8f, G5a)."""
    return game.variant.humidity(game, hex_id)


def upright(game: Game, hex_id: str, level: Level, standing: Standing | None = None) -> Creeple | None:
    """The creeple standing at this trophic level, if any (G2, H2: at most one); ``standing`` is the position's
    ``standing`` table when the caller asks about many places at once."""
    if standing is not None:
        return standing.get((hex_id, level))
    for creeple in game.state.creeples:
        if creeple.hex == hex_id and creeple.level is level and not creeple.endangered:
            return creeple
    return None


Standing = dict[tuple[str, Level], Creeple]
"""The upright creeple at each (place, level) of a position."""


def standing(game: Game) -> Standing:
    """Every upright creeple by its place and level, read once: dispersal asks ``upright`` of every place in
    reach at every level, for every mother, in every future a bot plays out. Valid until a creeple moves,
    stands or lies."""
    found: Standing = {}
    for creeple in game.state.creeples:
        if not creeple.endangered:
            found.setdefault((creeple.hex, creeple.level), creeple)
    return found


def species_of(game: Game, creeple: Creeple) -> Species:
    return game.state.species(creeple.colour, creeple.shape)


def uses_tools(species: Species) -> bool:
    return bool(species.tools)


def tool_shapes(game: Game, species: Species) -> set[Shape]:
    shapes: set[Shape] = set()
    if not species.tools:  # most species hold none: asked of every prey in every future a search plays out
        return shapes
    tools = {t.id: t for t in game.data.special_cards.tool}
    for held in species.tools:
        shapes.add(tools[held.tool].sides[held.side].hunts)
    return shapes


def diving_bell(game: Game, species: Species) -> bool:
    if not species.tools:
        return False
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


def suitable_prey(game: Game, predator: Species, hex_id: str, standing: Standing | None = None) -> Creeple | None:
    """The upright herbivore here that this carnivore can eat (F4, F4d), if any."""
    prey = upright(game, hex_id, Level.HERBIVORE, standing)
    if prey is None:
        return None
    return prey if can_eat(game, predator, species_of(game, prey)) else None


def level_below(game: Game, level: Level) -> Level | None:
    """The trophic level this level feeds on (F6, K2): none for the bottom one."""
    return _adjacent(game.variant.trophic_levels).get(level, _NEITHER)[0]


def level_above(game: Game, level: Level) -> Level | None:
    """The trophic level that feeds on this one (F6, K2): none for the top one."""
    return _adjacent(game.variant.trophic_levels).get(level, _NEITHER)[1]


_NEITHER: tuple[Level | None, Level | None] = (None, None)
_ADJACENT: dict[tuple[Level, ...], dict[Level, tuple[Level | None, Level | None]]] = {}


def _adjacent(levels: tuple[Level, ...]) -> dict[Level, tuple[Level | None, Level | None]]:
    """Each level of a game's trophic levels with the levels below and above it, worked out once per game kind:
    every newborn's every place asks them."""
    found = _ADJACENT.get(levels)
    if found is None:
        found = _ADJACENT[levels] = {
            level: (levels[i - 1] if i > 0 else None, levels[i + 1] if i + 1 < len(levels) else None)
            for i, level in enumerate(levels)
        }
    return found


def suitable_food(game: Game, eater: Species, hex_id: str, level: Level) -> Creeple | None:
    """The upright creeple one level below that a creeple of ``eater`` at ``level`` feeds on here, if any (F4:
    a carnivore's prey; K2, K2a: a herbivore's plant in the games with plants)."""
    below = level_below(game, level)
    if below is None:
        return None
    food = upright(game, hex_id, below)
    if food is None:
        return None
    return food if game.variant.eats(game, eater, species_of(game, food), level) else None


def cannibal(game: Game, species: Species, hex_id: str, level: Level, standing: Standing | None = None) -> bool:
    """F4c: no settling opposite an upright creeple of the same species, one level above or below (R89)."""
    key = species.key
    for other in _adjacent(game.variant.trophic_levels).get(level, _NEITHER):  # below and above
        there = upright(game, hex_id, other, standing) if other is not None else None
        if there is not None and there.species_key == key:
            return True
    return False


def check_prey(game: Game, hex_id: str) -> None:
    """F4, H1: an upright carnivore with nothing suitable to eat becomes Endangered at once; so does a herbivore
    with no plant it can eat in the games with plants (K2). Checked from the bottom up, so a plant lost starves
    the herbivore and then its carnivore."""
    for level in game.variant.trophic_levels[1:]:
        eater = upright(game, hex_id, level)
        if eater is None or suitable_food(game, species_of(game, eater), hex_id, level) is not None:
            continue
        eater.endangered = True
        if level is Level.CARNIVORE:
            game.say("F4", f"{name(eater)} in {hex_id} has no suitable prey and is Endangered.")
        else:
            game.say("K2", f"{name(eater)} in {hex_id} has no plant it can eat and is Endangered.")


def check_all_prey(game: Game) -> None:
    """F4, K2: check_prey wherever a creeple stands above the bottom trophic level."""
    bottom = game.variant.trophic_levels[0]
    for hex_id in sorted({c.hex for c in game.state.creeples if c.level is not bottom}):
        check_prey(game, hex_id)


def check_habitability(game: Game, rule: str, places: set[str] | None = None) -> None:
    """Lay down every upright creeple on a place it can no longer inhabit (F3c, G1), then every carnivore left
    without suitable prey (F4): at once when a disk lands or leaves (R40), and once more after the last event
    (A1h). ``places`` limits the look to where something changed; a plant's habitat reaches further, so every
    plant is looked at whatever changed (K7b, R88)."""
    if places is not None and Level.PLANT in game.variant.trophic_levels:
        places = places | {c.hex for c in game.state.creeples if c.level is Level.PLANT}
    for creeple in game.state.creeples:
        if creeple.endangered or (places is not None and creeple.hex not in places):
            continue
        species = species_of(game, creeple)
        if not habitable(game, creeple.hex, species, creeple.level):
            creeple.endangered = True
            why = (
                game.variant.habitat(game, creeple.hex, species, creeple.level) if is_biome(game, creeple.hex) else None
            )
            if why is None:
                game.say(rule, f"{name(creeple)} in {creeple.hex} can no longer live there and is Endangered.")
            else:
                game.say(why[0], f"{name(creeple)} in {creeple.hex} {why[1]} and is Endangered.")
    for hex_id in sorted(places if places is not None else {c.hex for c in game.state.creeples}):
        check_prey(game, hex_id)


def is_endotherm(species: Species) -> bool:
    """I1: a white organ, or size 6."""
    return species.organ_count(OrganColour.WHITE) > 0 or species.size >= 6


def skeletal_number(game: Game, species: Species) -> float:
    """The player's skeletal number (the chimera's is 1.5, Kf1), unless a promoted haustorium overrides it (J5)."""
    for card in species.cards:
        if card.promoted and card.orientation is not None:
            override = game.data.mutations[card.number].orientations[card.orientation].haustorium_skeletal
            if override is not None:
                return override
    return game.variant.skeletal(game, species.colour)


def name(creeple: Creeple | Species) -> str:
    """How the log names a creeple or species: 'Orange's flyer'. Every contest step names both sides, so the
    few names are written once and kept."""
    key = (creeple.colour, creeple.shape)
    found = _NAMES.get(key)
    if found is None:
        found = _NAMES[key] = f"{creeple.colour.value.capitalize()}'s {creeple.shape.value}"
    return found


_NAMES: dict[tuple[PlayerColour, Shape], str] = {}

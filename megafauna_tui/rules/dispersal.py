"""Mothers and dispersal (A3, F1-F6): every newborn walks or rafts from a mother to a new home.

The route has no effect of its own: only where a newborn can reach within its
dispersal points matters, so the engine finds the cheapest route to every
biome, offers the destinations and logs the route taken (R26).
"""

from __future__ import annotations

import heapq
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from megafauna_tui.data.vocabulary import OrganColour, PlayerColour, Shape

from . import automated_plant
from .board import (
    Standing,
    biome,
    cannibal,
    entry_cost,
    habitable_in,
    is_biome,
    name,
    suitable_prey,
    upright,
)
from .board import standing as board_standing
from .contests import contest, settle
from .decisions import Decision, DecisionKind, Option
from .frame import Frame
from .kept import Kept
from .state import Creeple, Level, Phase, Species
from .words import article, counted

if TYPE_CHECKING:
    from .engine import Game


def dispersal_points(species: Species) -> int:
    """F2a: size plus blue organs (in tooth & claw 1 + blue, A8a)."""
    return species.size + species.organ_count(OrganColour.BLUE)


def headings(game: Game, hex_id: str) -> tuple[str, ...]:
    """Directions a raft may follow from here, as the game's winds blow (F5; west everywhere in tooth & claw, R03)."""
    return game.variant.raft_headings(game, hex_id)


class Route(NamedTuple):
    """The cheapest way to a place: its dispersal points, the places on the way, and whether it rafted."""

    cost: int
    path: tuple[str, ...]
    rafted: bool


#: Routes worked out lately, by the data, map, terrain, shape, dispersal points and origin they were worked out
#: for.
_ROUTES: Kept[dict[str, Route]] = Kept(4096)


class Reach:
    """Where newborns of one species can go, from any of its mothers, in one position (F1-F6).

    A dispersal asks this of every mother of the species at once (how many places each offers, F1),
    and the bots ask it in every future they play out. The places' entry costs, the winds, and
    whether a newborn may settle at a place and level do not depend on the mother, so they are
    worked out once for all of them. Valid while the position does not change.
    """

    def __init__(self, game: Game, species: Species) -> None:
        self.game = game
        self.species = species
        self.levels = game.variant.levels_for(species.colour)
        self._entry: dict[str, int | None] = {}
        self._winds: dict[str, tuple[str, ...]] = {}
        self._open: dict[str, tuple[Level, ...]] = {}
        self._standing: Standing | None = None
        """``board.standing``, read when the first place is asked about (``reachable`` asks routes only)."""
        self._held: set[str] = set()
        """The places where some creeple stands upright, at any level."""
        self._terrain = game.variant.terrain_key(game)

    def _enter_cost(self, place: str) -> int | None:
        cost = self._entry.get(place, -1)
        if cost == -1:
            cost = self._entry[place] = entry_cost(self.game, place, self.species.shape)
        return cost

    def _headings(self, place: str) -> tuple[str, ...]:
        blowing = self._winds.get(place)
        if blowing is None:
            blowing = self._winds[place] = headings(self.game, place)
        return blowing

    def routes(self, origin: str) -> Mapping[str, Route]:
        """Cheapest route to every place within the species' dispersal points (F2, F3a, F3b, F5, F5c), by
        place in order, read only: routes are kept for positions whose terrain is the same
        (``Variant.terrain_key``), so a search meeting the same map in thousands of futures works each out once."""
        if self._terrain is None:
            return self._work_out(origin)
        game, game_map = self.game, self.game.map
        sources = (game.data, game_map)
        key = (self._terrain, self.species.shape, dispersal_points(self.species), origin)
        kept = _ROUTES.get(sources, key)
        return kept if kept is not None else _ROUTES.put(sources, key, self._work_out(origin))

    def _work_out(self, origin: str) -> dict[str, Route]:
        """Cheapest route to every place within the species' dispersal points (F2, F3a, F3b, F5, F5c).

        A bloom is entered from the coast hex it lies off, from a bloom on the next shelf north or
        south, or by a raft heading west onto the coast it lies off (F3b, F5c); a creeple leaves a
        shelf the same ways, rafting as if from its coast (R49). Shelves without a bloom cost None
        to enter (``entry_cost``), so they are never on a route. Each route is kept as a link to the
        place before it until the end: a place's route is final once it leaves the queue.
        """
        game_map = self.game.map
        neighbours, offshore, along_coast = game_map.neighbours, game_map.offshore, game_map.along_coast
        shelf_coast, landings = game_map.shelf_coast, game_map.raft_landings
        rafting = self.game.data.biomes_file.rafting
        raft = rafting.cost[self.species.shape]
        budget = dispersal_points(self.species)
        enter_cost = self._enter_cost
        cost_of: dict[str, int] = {origin: 0}
        came_from: dict[str, tuple[str, bool]] = {}
        """Each place reached, the place before it on its cheapest route, and whether that step rafted."""
        queue: list[tuple[int, str]] = [(0, origin)]
        while queue:
            cost, here = heapq.heappop(queue)
            if cost > cost_of[here]:
                continue
            coast = shelf_coast.get(here)
            walks = (*neighbours[here], *offshore.get(here, ())) if coast is None else (coast, *along_coast[here])
            steps: list[tuple[str, int, bool]] = []
            for neighbour in walks:
                enter = enter_cost(neighbour)
                if enter is not None:
                    steps.append((neighbour, enter, False))
            raft_from = here if coast is None else coast
            for heading in self._headings(raft_from):
                landing = landings[heading][raft_from]
                if landing is None:
                    continue
                enter = enter_cost(landing)
                if enter is not None:
                    steps.append((landing, raft + enter, True))  # F5: raft cost on top of entry
                if heading == "west":
                    # F5c: heading west the raft meets the shelf off the landing coast first; a bloom costs more.
                    for shelf in offshore.get(landing, ()):
                        enter = enter_cost(shelf)
                        if enter is not None:
                            steps.append((shelf, raft + enter + rafting.bloom_extra, True))
            for there, price, rafted in steps:
                total = cost + price
                if total <= budget:
                    known = cost_of.get(there)
                    if known is None or total < known:
                        cost_of[there] = total
                        came_from[there] = (here, rafted)
                        heapq.heappush(queue, (total, there))
        found: dict[str, Route] = {}
        for place in sorted(cost_of):  # places in order: destinations are offered so
            cost = cost_of[place]
            path = [place]
            ever_rafted = False
            step = place
            while step != origin:
                step, rafted = came_from[step]
                path.append(step)
                ever_rafted = ever_rafted or rafted
            found[place] = Route(cost, tuple(reversed(path)), ever_rafted)
        return found

    @property
    def standing(self) -> Standing:
        """``board.standing`` of the position, read once."""
        if self._standing is None:
            self._standing = board_standing(self.game)
            self._held = {place for place, _ in self._standing}
        return self._standing

    def open_levels(self, place: str) -> tuple[Level, ...]:
        """The levels at which a newborn may settle here (``can_settle``), bottom first, remembered for the next
        mother: every mother's places are asked at every level."""
        known = self._open.get(place)
        if known is None:
            game, species, standing = self.game, self.species, self.standing
            vacant = place not in self._held
            known = self._open[place] = settle_levels(game, species, place, self.levels, standing, vacant=vacant)
        return known

    def destinations(self, origin: str) -> list[tuple[str, Level, Route]]:
        """Every place and level a newborn from this mother may settle, with its route (F2, F6)."""
        open_levels = self.open_levels
        found = [
            (place, level, route)
            for place, route in self.routes(origin).items()  # in the order of the places
            for level in open_levels(place)
        ]
        return automated_plant.plant_dispersal(self.game, self.species, found)  # K8d, K1c: onto a plant, eat it


def reachable(game: Game, species: Species, origin: str) -> Mapping[str, Route]:
    """Cheapest route to every place within the species' dispersal points (``Reach.routes``)."""
    return Reach(game, species).routes(origin)


def can_settle(game: Game, species: Species, hex_id: str, level: Level, standing: Standing | None = None) -> bool:
    """F3c, F4, F4c, F6a: whether a newborn may end its move here at this level (``standing``: see
    ``board.standing``)."""
    return bool(settle_levels(game, species, hex_id, (level,), standing))


def settle_levels(
    game: Game,
    species: Species,
    hex_id: str,
    levels: tuple[Level, ...],
    standing: Standing | None = None,
    *,
    vacant: bool = False,
) -> tuple[Level, ...]:
    """The levels, of ``levels`` and in their order, at which a newborn may end its move here (F3c, F4, F4c,
    F6a; ``can_settle``): the place's biome is read once for all of them. ``vacant`` tells that no creeple
    stands upright here at any level, so there is no kin to shun, no holder and no prey to look for: most
    places a newborn can reach are empty."""
    if not is_biome(game, hex_id):
        return ()  # never off the biomes (F3b)
    here = biome(game, hex_id)
    found: list[Level] = []
    for level in levels:
        if not habitable_in(game, hex_id, here, species, level):
            continue
        if vacant:
            if level is not Level.CARNIVORE:  # F4: a carnivore needs prey, and there is none here
                found.append(level)
            continue
        if cannibal(game, species, hex_id, level, standing):
            continue
        holder = upright(game, hex_id, level, standing)
        if holder is not None and holder.species_key == species.key:
            continue  # the species already holds this level here
        if level is Level.CARNIVORE and suitable_prey(game, species, hex_id, standing) is None:
            continue
        found.append(level)
    return tuple(found)


def destinations(game: Game, species: Species, origin: str) -> list[tuple[str, Level, Route]]:
    """Every place and level a newborn from a mother here may settle, with its route (``Reach.destinations``)."""
    return Reach(game, species).destinations(origin)


def preview(game: Game, species: Species, hex_id: str, level: Level, standing: Standing | None = None) -> str:
    """What settling here would do: the contest, who would win and by which step (G, H)."""
    rival = upright(game, hex_id, level, standing)
    if rival is None:
        return "free"
    newcomer = Creeple(species.colour, species.shape, hex_id, level)
    result = contest(game, hex_id, level, newcomer, rival)
    if result.loser is None:
        return f"tie with your {rival.shape.value}: you choose ({result.rule})"
    verdict = "wins" if result.loser is rival else "loses"
    return f"{verdict} vs {name(rival)} ({result.summary})"


@dataclass(slots=True)
class DispersalPhase(Frame):
    """A3: each player in order disperses all his newborns."""

    kind = "dispersal_phase"
    next_player: int = 0

    def step(self, game: Game) -> Decision | None:
        state = game.state
        state.phase = Phase.DISPERSAL
        if self.next_player < len(state.order):
            colour = state.order[self.next_player]
            self.next_player += 1
            if any(s.newborn for s in state.player(colour).species):
                state.stack.append(PlayerDispersal(colour))
            return None
        state.stack.pop()
        return None


@dataclass(slots=True)
class PlayerDispersal(Frame):
    """A3a: pick the next newborn to place."""

    kind = "player_dispersal"
    colour: PlayerColour

    def step(self, game: Game) -> Decision | None:
        waiting = [s for s in game.state.player(self.colour).species if s.newborn > 0]
        if not waiting:
            game.state.stack.pop()
            return None
        options = tuple(
            Option(s.shape.value, f"{article(s.shape.value)} {s.shape.value} ({s.newborn} waiting)", "F1")
            for s in waiting
        )
        return Decision(self.colour, DecisionKind.NEWBORN, "Disperse which newborn next?", "A3a", options)

    def answer(self, game: Game, key: str) -> None:
        game.state.stack.append(ChooseMother(self.colour, Shape(key)))


@dataclass(slots=True)
class ChooseMother(Frame):
    """F1: a mother of the same shape on the map; newborns already placed count (F1a), Endangered too (F1b)."""

    kind = "choose_mother"
    colour: PlayerColour
    shape: Shape

    def step(self, game: Game) -> Decision | None:
        state = game.state
        species = state.player(self.colour).find(self.shape)
        if species is None or species.newborn <= 0:
            state.stack.pop()
            return None
        options: dict[str, Option] = {}
        reach = Reach(game, species)
        for mother in state.living(self.colour, self.shape):
            if mother.hex in options:
                continue
            count = len(reach.destinations(mother.hex))
            if count:
                lying = ", Endangered" if mother.endangered else ""
                label = f"from {mother.hex} ({mother.level.value}{lying}): {counted(count, 'place')} in reach"
                options[mother.hex] = Option(mother.hex, label, "F1b" if mother.endangered else "F1", mother.hex)
        if not options:
            species.newborn -= 1
            species.unborn += 1
            state.stack.pop()
            game.say(
                "F2", f"A newborn {self.shape.value} of {self.colour.value} finds nowhere to live: back to the Unborn."
            )
            return None
        return Decision(
            self.colour,
            DecisionKind.MOTHER,
            f"Choose the mother of a newborn {self.shape.value}:",
            "F1",
            tuple(options.values()),
        )

    def answer(self, game: Game, key: str) -> None:
        game.state.stack.pop()
        game.state.stack.append(ChooseDestination(self.colour, self.shape, key))


#: The destination answer that keeps a newborn off the map (F2, R36).
STAY_UNBORN = "unborn"


@dataclass(slots=True)
class ChooseDestination(Frame):
    """F2, F6: where the newborn settles, and as herbivore or carnivore."""

    kind = "choose_destination"
    colour: PlayerColour
    shape: Shape
    origin: str

    def step(self, game: Game) -> Decision | None:
        species = game.state.species(self.colour, self.shape)
        options = []
        reach = Reach(game, species)
        for hex_id, level, route in reach.destinations(self.origin):
            raft = ", rafting" if route.rafted else ""
            what = preview(game, species, hex_id, level, reach.standing)
            note = game.variant.habitat_note(game, hex_id, level)
            label = f"{hex_id} {biome(game, hex_id).value} as {level.value} ({route.cost} DP{raft}): {what}{note}"
            options.append(Option(f"{hex_id}/{level.value}", label, "F6", hex_id))
        options.append(Option(STAY_UNBORN, f"do not settle: the {self.shape.value} goes back to the Unborn", "F2"))
        dp = dispersal_points(species)
        why = automated_plant.dispersal_note(game, self.colour)
        prompt = f"Where does the {self.shape.value} from {self.origin} settle? ({dp} DP){why}"
        return Decision(self.colour, DecisionKind.DESTINATION, prompt, "F2", tuple(options))

    def answer(self, game: Game, key: str) -> None:
        state = game.state
        state.stack.pop()
        if key == STAY_UNBORN:
            species = state.species(self.colour, self.shape)
            species.newborn -= 1
            species.unborn += 1
            game.say("F2", f"{name(species)} keeps a newborn back: it returns to the Unborn (R36).")
            return
        hex_id, _, level_name = key.partition("/")
        level = Level(level_name)
        species = state.species(self.colour, self.shape)
        route = reachable(game, species, self.origin)[hex_id]
        species.newborn -= 1
        rival = upright(game, hex_id, level)
        newcomer = Creeple(self.colour, self.shape, hex_id, level)
        state.creeples.append(newcomer)
        path = " > ".join(route.path)
        rule = "F5" if route.rafted else "F2"
        game.say(rule, f"{name(species)} disperses {path} ({route.cost} DP) and settles as {level.value}.")
        if rival is not None:
            settle(game, hex_id, level, newcomer, rival)  # F6a, F6b: an immediate contest

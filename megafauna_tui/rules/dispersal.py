"""Mothers and dispersal (A3, F1-F6): every newborn walks or rafts from a mother to a new home.

The route has no effect of its own: only where a newborn can reach within its
dispersal points matters, so the engine finds the cheapest route to every
biome, offers the destinations and logs the route taken (R26).
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import OrganColour, PlayerColour, Shape

from . import automated_plant
from .board import biome, cannibal, entry_cost, habitable, name, suitable_prey, upright
from .contests import contest, settle
from .decisions import Decision, DecisionKind, Option
from .frame import Frame
from .state import Creeple, Level, Phase, Species
from .words import article, counted

if TYPE_CHECKING:
    from .engine import Game


def dispersal_points(species: Species) -> int:
    """F2a: size plus blue organs (in tooth & claw 1 + blue, A8a)."""
    return species.size + species.organs()[OrganColour.BLUE]


def headings(game: Game, hex_id: str) -> tuple[str, ...]:
    """Directions a raft may follow from here, as the game's winds blow (F5; west everywhere in tooth & claw, R03)."""
    return game.variant.raft_headings(game, hex_id)


@dataclass(frozen=True, slots=True)
class Route:
    cost: int
    path: tuple[str, ...]
    rafted: bool


def reachable(game: Game, species: Species, origin: str) -> dict[str, Route]:
    """Cheapest route to every place within the species' dispersal points (F2, F3a, F3b, F5, F5c).

    A bloom is entered from the coast hex it lies off, from a bloom on the next shelf north or
    south, or by a raft heading west onto the coast it lies off (F3b, F5c); a creeple leaves a
    shelf the same ways, rafting as if from its coast (R49). Shelves without a bloom cost None
    to enter (``entry_cost``), so they are never on a route.
    """
    budget = dispersal_points(species)
    rafting = game.data.biomes_file.rafting
    raft = rafting.cost[species.shape]
    game_map = game.map
    entry: dict[str, int | None] = {}
    """Each place's entry cost, looked up once per search: a place is met again from each of its neighbours."""

    def enter_cost(place: str) -> int | None:
        if place not in entry:
            entry[place] = entry_cost(game, place, species.shape)
        return entry[place]

    best: dict[str, Route] = {origin: Route(0, (origin,), False)}
    queue: list[tuple[int, str]] = [(0, origin)]
    while queue:
        cost, here = heapq.heappop(queue)
        route = best[here]
        if cost > route.cost:
            continue
        steps: list[tuple[str, int, bool]] = []
        coast = game_map.shelf_coast.get(here)
        if coast is None:
            walks = (*game_map.neighbours[here], *game_map.offshore.get(here, ()))
        else:
            walks = (coast, *game_map.along_coast[here])
        for neighbour in walks:
            enter = enter_cost(neighbour)
            if enter is not None:
                steps.append((neighbour, enter, False))
        raft_from = here if coast is None else coast
        for heading in headings(game, raft_from):
            landing = game.raft_landing(raft_from, heading)
            if landing is None:
                continue
            enter = enter_cost(landing)
            if enter is not None:
                steps.append((landing, raft + enter, True))  # F5: raft cost on top of entry
            if heading == "west":
                # F5c: heading west the raft meets the shelf off the landing coast first; a bloom costs more.
                for shelf in game_map.offshore.get(landing, ()):
                    enter = enter_cost(shelf)
                    if enter is not None:
                        steps.append((shelf, raft + enter + rafting.bloom_extra, True))
        for there, price, rafted in steps:
            total = cost + price
            if total <= budget and (there not in best or total < best[there].cost):
                best[there] = Route(total, (*route.path, there), route.rafted or rafted)
                heapq.heappush(queue, (total, there))
    return best


def can_settle(game: Game, species: Species, hex_id: str, level: Level) -> bool:
    """F3c, F4, F4c, F6a: whether a newborn may end its move here at this level."""
    if not habitable(game, hex_id, species, level) or cannibal(game, species, hex_id, level):
        return False
    here = upright(game, hex_id, level)
    if here is not None and here.species_key == species.key:
        return False  # the species already holds this level here
    if level is Level.CARNIVORE:
        return suitable_prey(game, species, hex_id) is not None
    return True


def destinations(game: Game, species: Species, origin: str) -> list[tuple[str, Level, Route]]:
    found = []
    for hex_id, route in sorted(reachable(game, species, origin).items()):
        for level in game.variant.levels_for(species.colour):
            if can_settle(game, species, hex_id, level):
                found.append((hex_id, level, route))
    return automated_plant.plant_dispersal(game, species, found)  # K8d, K1c: onto a plant, eat it if possible


def preview(game: Game, species: Species, hex_id: str, level: Level) -> str:
    """What settling here would do: the contest, who would win and by which step (G, H)."""
    rival = upright(game, hex_id, level)
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
        for mother in state.living(self.colour, self.shape):
            if mother.hex in options:
                continue
            count = len(destinations(game, species, mother.hex))
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
        for hex_id, level, route in destinations(game, species, self.origin):
            raft = ", rafting" if route.rafted else ""
            what = preview(game, species, hex_id, level)
            label = f"{hex_id} {biome(game, hex_id).value} as {level.value} ({route.cost} DP{raft}): {what}"
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

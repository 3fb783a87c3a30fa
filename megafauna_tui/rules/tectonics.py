"""Tectonics (D1-D4): latitudinal drift, craters, collisions and drift-bys, and the rifting of a Pangea.

The map is the craton placements in the position; a landmass is a lone craton or
a continent of cratons joined by touching hexes (``GameMap.landmasses``), and
holds one latitude die on one of its cratons, whose row the die reads (D1a).
Moving cratons means assigning a new placements tuple: hex ids never change, so
creeples and disks on moved hexes stay where they are.

After every move the landmasses are laid out west to east with one empty hex
between neighbours (R67): only their order, their rows and the joins inside a
continent mean anything to the rules. Collisions follow R65 and R66 on the hex
grid, subduction R47 and R18, rifts R47 and R67, drift R68.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from megafauna_tui.data.cratons import FLOWER
from megafauna_tui.data.events import Collision, Drift, Event
from megafauna_tui.data.vocabulary import Compass, DiskColour

from . import climate
from .board import check_habitability
from .decisions import Decision, DecisionKind, Option
from .disks import MoveDisk, medea, offshore, room
from .event_phase import impacted_craton, resolves
from .frame import Frame
from .geometry import Coord, Placement
from .state import Creeple
from .words import counted

if TYPE_CHECKING:
    from .engine import Game

#: The northernmost and southernmost faces a latitude die may show (D1, D4).
DIE_FACES = (1, 6)

#: Columns from the easternmost hex of one landmass to the westernmost of the next: one empty hex between
#: them, as at setup (C1g, R67).
GAP = 4

#: Columns between two hexes of one row whose shelf and bay interlock: touching, or one hex apart (R66).
INTERLOCK_REACH = 4

Block = tuple[Placement, ...]
"""The placements of one landmass's cratons."""


# -- the map as landmasses ------------------------------------------------------------


def replant(game: Game, rule: str) -> None:
    """K7b, R88: a plant's habitat is its distance from water, which a craton moving away or alongside
    changes; every plant is looked at once the map has moved (other creeples' biomes do not move with it)."""
    check_habitability(game, rule, set())


def craton_name(game: Game, craton: str) -> str:
    return game.data.cratons[craton].name


def landmass_name(game: Game, land: Sequence[str]) -> str:
    """'Siberia', or 'the continent of Laurentia and Siberia'."""
    names = [craton_name(game, c) for c in land]
    if len(names) == 1:
        return names[0]
    return "the continent of " + ", ".join(names[:-1]) + " and " + names[-1]


def die_holder(game: Game, land: Sequence[str]) -> str | None:
    """The craton of this landmass whose centre holds its latitude die (D1a, D3e), if any."""
    return next((c for c in land if c in game.state.latitude_dice), None)


def latitude(game: Game, craton: str) -> int:
    """The row of a craton's centre: its latitude die's face when it holds one (D1a)."""
    return next(p.row for p in game.state.placements if p.craton == craton)


def blocks(game: Game) -> list[Block]:
    """The placements of each landmass, west to east."""
    by_craton = {p.craton: p for p in game.state.placements}
    return [tuple(by_craton[c] for c in land) for land in game.map.landmasses]


def cells(block: Iterable[Placement]) -> list[Coord]:
    """Every hex of these cratons on the grid (each craton's seven hexes, B2)."""
    return [(p.column + dc, p.row + dr) for p in block for dc, dr in FLOWER]


def shifted(block: Iterable[Placement], columns: int, rows: int = 0) -> Block:
    return tuple(Placement(p.craton, p.column + columns, p.row + rows) for p in block)


def rows_of(block: Iterable[Placement]) -> set[int]:
    return {row for _, row in cells(block)}


def lay_out(landmasses: Sequence[Block]) -> tuple[Placement, ...]:
    """The landmasses west to east, one empty hex between neighbours, each keeping its shape and rows (R67).

    Shifts are whole hexes (an even number of columns), so every centre keeps the parity a hex needs.
    """
    placed: list[Placement] = []
    edge: int | None = None
    for block in landmasses:
        columns = [c for c, _ in cells(block)]
        start = -2 if edge is None else edge + GAP
        shift = start - min(columns)
        shift += shift % 2
        placed.extend(shifted(block, shift))
        edge = max(columns) + shift
    return tuple(placed)


def _west_edge(block: Block) -> dict[int, int]:
    edge: dict[int, int] = {}
    for column, row in cells(block):
        edge[row] = min(column, edge.get(row, column))
    return edge


def _east_edge(block: Block) -> dict[int, int]:
    edge: dict[int, int] = {}
    for column, row in cells(block):
        edge[row] = max(column, edge.get(row, column))
    return edge


def contact_shift(mover: Block, smashed: Block, heading: str) -> int:
    """D3a, R65: the columns the mover slides by until a hex of it shares an edge with one of the smashed
    landmass in the same row, approaching from the west when heading east (from the east heading west)."""
    if heading == Compass.EAST:
        reach, target = _east_edge(mover), _west_edge(smashed)
        return min(target[r] - 2 - reach[r] for r in reach.keys() & target.keys())
    reach, target = _west_edge(mover), _east_edge(smashed)
    return max(target[r] + 2 - reach[r] for r in reach.keys() & target.keys())


# -- D1 latitudinal drift -------------------------------------------------------------


@resolves("drift")
def drift(game: Game, event: Event, card: int) -> Frame | None:
    """D1, D1a, A1d, R45, R68: the impacted craton's landmass moves north or south with its die, within 1-6."""
    assert isinstance(event, Drift)
    state = game.state
    craton = impacted_craton(game, event, card)
    north = event.direction is Compass.NORTH
    words = f"{counted(event.steps, 'latitude')} {event.direction.value}"
    if craton not in state.latitudes:
        game.say("D1", f"The drift {words} names {craton_name(game, craton)}, which is not on the map: no drift.")
        return None
    if craton not in state.latitude_dice:
        game.say(
            "D1",
            f"The drift {words} hits {craton_name(game, craton)}, which holds no latitude die: it is cancelled (A1d).",
        )
        return None
    face = latitude(game, craton)
    wanted = face - event.steps if north else face + event.steps
    target = min(max(wanted, DIE_FACES[0]), DIE_FACES[1])
    rows = target - face
    land = game.map.landmass_of[craton]
    if rows == 0 or (rows < 0) != north:
        game.say(
            "D1",
            f"{landmass_name(game, land)} cannot drift {event.direction.value}: its die already reads {face} (R68).",
        )
        return None
    moved = [shifted(b, rows % 2, rows) if b[0].craton in land else b for b in blocks(game)]
    state.placements = lay_out(moved)
    short = " (as far as the die may go, R68)" if target != wanted else ""
    game.say(
        "D1",
        f"{landmass_name(game, land)} drifts {counted(abs(rows), 'latitude')} {event.direction.value}{short}: "
        f"the die on {craton_name(game, craton)} now reads {target} (D1a).",
    )
    replant(game, "D1")
    return None


# -- D2 crater ---------------------------------------------------------------------------


@resolves("crater")
def crater(game: Game, event: Event, card: int) -> Frame | None:
    """D2, R45: a die picks a numbered biome of the impacted craton for a black Disk of Damocles from the
    Atmosphere (R38); the disk ledger applies the Damocles hierarchy (R39) and endangers at once (R40)."""
    state = game.state
    craton = impacted_craton(game, event, card)
    if craton not in state.latitudes:
        game.say("D2", f"The crater names {craton_name(game, craton)}, which is not on the map: no crater.")
        return None
    fixed = game.variant.crater_site(game, event, craton)
    if fixed is not None:
        return MoveDisk(DiskColour.BLACK, climate.ATMOSPHERE, fixed, "D2", f"the crater on {fixed}")
    face = state.rng.die()
    state.reveals += 1
    target = f"{craton}:{face}"
    game.say("D2", f"A crater strikes {craton_name(game, craton)}: the die shows {face}, biome {target}.")
    return MoveDisk(DiskColour.BLACK, climate.ATMOSPHERE, target, "D2", f"the crater on {target}")


# -- D3 collision or drift-by ----------------------------------------------------------------


@resolves("collision")
def collision(game: Game, event: Event, card: int) -> Frame | None:
    """D3, A1d, R65: the impacted craton's landmass moves east or west; it collides with the first landmass on
    its way that shares a latitude with it (D3a, wrapping round the globe, D3b), or else drifts by one."""
    assert isinstance(event, Collision)
    state = game.state
    craton = impacted_craton(game, event, card)
    heading = event.direction.value
    if craton not in state.latitude_dice:
        game.say(
            "D3",
            f"The collision {heading} names {craton_name(game, craton)}, which holds no latitude die: "
            "the event does not occur (A1d).",
        )
        return None
    lands = blocks(game)
    names = list(game.map.landmasses)
    here = next(i for i, land in enumerate(names) if craton in land)
    step = 1 if event.direction is Compass.EAST else -1
    met = [(here + step * k) % len(lands) for k in range(1, len(lands))]
    mover = names[here]
    if not met:
        game.say("D3", f"{landmass_name(game, mover)} has no other landmass to meet: nothing moves.")
        return None
    reach = rows_of(lands[here])
    hit = next((i for i in met if rows_of(lands[i]) & reach), None)
    if hit is None:
        other = met[0]
        lands[here], lands[other] = lands[other], lands[here]
        state.placements = lay_out(lands)
        game.say(
            "D3",
            f"{landmass_name(game, mover)} shares no latitude with another landmass: it drifts {heading} "
            f"past {landmass_name(game, names[other])}, and they swap places.",
        )
        replant(game, "D3")
        return None
    passed = [names[i] for i in met[: met.index(hit)]]
    smashed = names[hit]
    moving = shifted(lands[here], contact_shift(lands[here], lands[hit], heading))
    joined = (*moving, *lands[hit]) if step == 1 else (*lands[hit], *moving)
    rest = [block if i != hit else joined for i, block in enumerate(lands) if i != here]
    state.placements = lay_out(rest)
    shared = sorted(reach & rows_of(lands[hit]))
    by = f", drifting by {' and '.join(landmass_name(game, p) for p in passed)} on the way" if passed else ""
    wrap = " round the globe (D3b)" if (hit - here) * step < 0 else ""
    game.say(
        "D3a",
        f"{landmass_name(game, mover)} moves {heading}{by}{wrap} and collides with {landmass_name(game, smashed)} "
        f"(shared {'latitudes' if len(shared) > 1 else 'latitude'} {', '.join(map(str, shared))}).",
    )
    replant(game, "D3a")
    western, eastern = (mover, smashed) if step == 1 else (smashed, mover)
    shelves = subducted(game, western, eastern)
    state.interlocked.extend(shelves)
    lost = die_holder(game, smashed)
    if lost is not None:
        state.latitude_dice.remove(lost)
        game.say(
            "D3e",
            f"{craton_name(game, lost)} loses its latitude die; {craton_name(game, craton)} keeps the continent's "
            f"die on {latitude(game, craton)}.",
        )
    mover_hexes = {h for h in game.hexes if h.partition(":")[0] in mover}
    touching = [
        h for h in game.hexes if h.partition(":")[0] in smashed and any(n in mover_hexes for n in game.neighbours[h])
    ]
    return CollisionAftermath(list(touching), list(touching), list(shelves))


def subducted(game: Game, western: Sequence[str], eastern: Sequence[str]) -> list[str]:
    """R47, R66: the shelves off the western landmass's east coast that interlock with the eastern one's bays."""
    by_craton = {p.craton: p for p in game.state.placements}
    west_block = tuple(by_craton[c] for c in western)
    east_coast = _east_edge(west_block)
    west_coast = _west_edge(tuple(by_craton[c] for c in eastern))
    found: list[str] = []
    for row in sorted(east_coast.keys() & west_coast.keys()):
        if west_coast[row] - east_coast[row] > INTERLOCK_REACH:
            continue
        coast = game.geometry.hex_at[(east_coast[row], row)]
        for shelf in game.map.offshore.get(str(coast), ()):
            if shelf not in game.state.interlocked:
                found.append(shelf)
    return found


@dataclass(slots=True)
class CollisionAftermath(Frame):
    """D3c, D3d: after the move, black Damocles disks on the smashed biomes touching the mover, one at a time;
    then each subducted shelf: its creeples onto a new mountain (R47, R18), its disks liberated (R38, R41)."""

    kind = "tectonic_collision"
    orogeny: list[str]
    """Biomes still to receive an orogeny disk (D3c)."""
    touching: list[str]
    """Every biome of the smashed landmass touching the mover: where swimmers go if no mountain rose (R47)."""
    shelves: list[str]
    """Subducted shelves still to clear (D3d)."""
    raised: list[str] = field(default_factory=list)
    """Biomes this collision turned into mountains."""
    rising: str | None = None
    """The biome whose orogeny disk is being placed, and the disk it held before."""
    before: DiskColour | None = None

    def step(self, game: Game) -> Decision | None:
        state = game.state
        if self.rising is not None:
            if state.disks.get(self.rising) is DiskColour.BLACK and self.before is not DiskColour.BLACK:
                self.raised.append(self.rising)
            self.rising = None
        if self.orogeny:
            self.rising = self.orogeny.pop(0)
            self.before = state.disks.get(self.rising)
            why = f"the collision's orogeny on {self.rising}"
            state.stack.append(
                MoveDisk(DiskColour.BLACK, climate.ATMOSPHERE, self.rising, "D3c", why, avoid=list(self.raised))
            )
            return None
        while self.shelves:
            shelf = self.shelves[0]
            swimmer = self._swimmer(game, shelf)
            if swimmer is not None:
                options = tuple(Option(h, f"{game.terrain[h].value} {h}", "D3d", h) for h in self._landings())
                prompt = (
                    f"Medea: the shelf {shelf} is subducted; onto which biome is {swimmer.colour.value.capitalize()}'s "
                    f"{swimmer.shape.value} moved, Endangered? (D3d)"
                )
                return Decision(medea(state), DecisionKind.MEDEA_PLACE, prompt, "D3d", options)
            self.shelves.pop(0)
            self._liberate(game, shelf)
            return None
        state.stack.pop()
        return None

    def answer(self, game: Game, key: str) -> None:
        swimmer = self._swimmer(game, self.shelves[0])
        assert swimmer is not None
        swimmer.hex = key
        swimmer.endangered = True
        who = f"{swimmer.colour.value.capitalize()}'s {swimmer.shape.value}"
        game.say("D3d", f"{who} on the subducted shelf {self.shelves[0]} is moved onto {key}, Endangered (R18).")

    def _swimmer(self, game: Game, shelf: str) -> Creeple | None:
        return next((c for c in game.state.creeples if c.hex == shelf), None)

    def _landings(self) -> list[str]:
        """R47: a mountain this collision raised, or else a biome of the smashed landmass touching the mover."""
        return list(self.raised) or list(self.touching)

    def _liberate(self, game: Game, shelf: str) -> None:
        """R38: the green to the Oxygen, the black to the Atmosphere; a full Atmosphere sends the black to a
        free offshore slot, or else onto a continental biome, the Medea choosing (R41)."""
        held = game.state.shelf(shelf)
        if held is None:
            return
        why = f"the subducted shelf {shelf}"
        moves: list[MoveDisk] = []
        if DiskColour.GREEN in held.disks:
            moves.append(MoveDisk(DiskColour.GREEN, shelf, climate.OXYGEN, "D3d", why, stand_in=False))
        if DiskColour.BLACK in held.disks:
            if room(game, climate.ATMOSPHERE, DiskColour.BLACK):
                destination = climate.ATMOSPHERE
            elif any(room(game, s, DiskColour.BLACK) for s in offshore(game)):
                destination = "offshore"
            else:
                destination = "continental"
            moves.append(MoveDisk(DiskColour.BLACK, shelf, destination, "D3d", why, stand_in=False))
        # The green leaves first (it lies on top), so push it last.
        game.state.stack.extend(reversed(moves))


# -- D4 Pangea rift -----------------------------------------------------------------------------


@resolves("pangea_rift")
def pangea_rift(game: Game, event: Event, card: int) -> Frame | None:
    """D4: every continent of three or more cratons breaks into its cratons, the Medea ordering any two whose
    centres lie in one column (R67)."""
    smallest = game.variant.rift_size(game)
    pangeas = [land for land in game.map.landmasses if len(land) >= smallest]
    if not pangeas:
        joins = {2: "two", 3: "three"}.get(smallest, str(smallest))
        game.say("D4", f"No continent joins {joins} or more cratons: there is no Pangea to rift.")
        return None
    centre = {p.craton: p.column for p in game.state.placements}
    columns: list[list[str]] = []
    for land in pangeas:
        for craton in land:
            if columns and centre[columns[-1][0]] == centre[craton] and columns[-1][0] in land:
                columns[-1].append(craton)
            else:
                columns.append([craton])
    rift = PangeaRift(columns, smallest=smallest)
    if all(len(group) == 1 for group in columns):
        rift.settle(game)
        return None
    return rift


@dataclass(slots=True)
class PangeaRift(Frame):
    """D4, R47, R48, R67: the Pangea's cratons part in their west-to-east order, each with a die on 1-6."""

    kind = "tectonic_rift"
    columns: list[list[str]]
    """The Pangea cratons still to order, by centre column west to east; a column of several is ambiguous."""
    order: list[str] = field(default_factory=list)
    """The cratons ordered so far, west to east."""
    smallest: int = 3
    """The fewest cratons of a continent that breaks up (D4; two on Mars and Venus, K5i)."""

    def step(self, game: Game) -> Decision | None:
        while self.columns and len(self.columns[0]) == 1:
            self.order.append(self.columns.pop(0)[0])
        if not self.columns:
            game.state.stack.pop()
            self.settle(game)
            return None
        options = tuple(
            Option(c, craton_name(game, c), "D4", f"{c}:0")
            for c in sorted(self.columns[0], key=lambda c: latitude(game, c))
        )
        prompt = "Medea: the Pangea rifts and these cratons lie in one column; which one lies further west? (D4)"
        return Decision(medea(game.state), DecisionKind.MEDEA_PLACE, prompt, "D4", options)

    def answer(self, game: Game, key: str) -> None:
        self.columns[0].remove(key)
        self.order.append(key)
        game.say("D4", f"The Medea places {craton_name(game, key)} further west.")

    def settle(self, game: Game) -> None:
        """Part the cratons, give each a die clamped to 1-6 and free their shelves."""
        state = game.state
        for group in self.columns:
            self.order.extend(group)
        self.columns = []
        by_craton = {p.craton: p for p in state.placements}
        parted: list[Block] = []
        told: list[str] = []
        for land in game.map.landmasses:
            if len(land) < self.smallest:
                parted.append(tuple(by_craton[c] for c in land))
                continue
            for craton in (c for c in self.order if c in land):
                place = by_craton[craton]
                row = min(max(place.row, DIE_FACES[0]), DIE_FACES[1])
                moved = row - place.row
                parted.append((Placement(craton, place.column + moved % 2, row),))
                if craton not in state.latitude_dice:
                    state.latitude_dice.append(craton)
                clamp = f", from {place.row} (D4)" if moved else ""
                told.append(f"{craton_name(game, craton)} on {row}{clamp}")
            freed = [s for s in state.interlocked if s.partition(":")[0] in land]
            for shelf in freed:
                state.interlocked.remove(shelf)
            if freed:
                game.say("D4", f"The interlocked shelves {', '.join(freed)} are free again (R47).")
        state.placements = lay_out(parted)
        game.say("D4", f"Pangea rifts; each craton has its own latitude die, west to east: {'; '.join(told)}.")
        replant(game, "D4")

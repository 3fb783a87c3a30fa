"""The disk ledger: every move of a climate disk between the reservoirs and the map (B7, D10, D12-D14).

The 42 disks never leave the game; they shuttle between the three reservoirs,
the continental biomes and the offshore shelves. Every event that moves one
(craters, orogeny, subduction, climaxes, deluges, reservoir events) does so by
pushing a ``MoveDisk`` frame, which applies the rules all of them share:

- where a disk comes from and goes to when the event names no reservoir (R38);
- the Damocles hierarchy on continental biomes (D12d, R39) and the shelf slots (D10g);
- the Medea's choices: which biome or shelf (D12), Clouds or Atmosphere for a
  white disk (D13, R42), and a stand-in when the source is empty (D14, R43);
- a full Atmosphere (R41) and a disk with nowhere to go (R44, D12a, D12c);
- creeples laid down at once where their place changed (R40).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import Biome, DiskColour, PlayerColour, Terrain

from . import climate
from .board import check_habitability, habitable, is_biome, name, species_of
from .decisions import Decision, DecisionKind, Option
from .frame import Frame
from .geometry import HexId
from .state import DiskMove, GameState, Phase, ShelfState

if TYPE_CHECKING:
    from .engine import Game

#: Where a disk goes when it leaves the map (R38): its colour's reservoir; white is the Medea's choice (D13).
HOME: dict[DiskColour, str] = {
    DiskColour.GREEN: climate.OXYGEN,
    DiskColour.BLACK: climate.ATMOSPHERE,
    DiskColour.WHITE: "clouds_or_atmosphere",
}

#: The Damocles hierarchy (R39): a disk may displace a lower-ranked one, never an equal or higher one.
RANK: dict[DiskColour, int] = {DiskColour.GREEN: 0, DiskColour.WHITE: 1, DiskColour.BLACK: 2}


class Area(StrEnum):
    """A source or destination the Medea narrows to one place (D12)."""

    CONTINENTAL = "continental"
    OFFSHORE = "offshore"
    CLOUD_SEED = "clouds_or_atmosphere"
    """The Medea picks the Clouds or the Atmosphere for a white disk (D13)."""


AREAS = {a.value for a in Area}


def medea(state: GameState) -> PlayerColour:
    """The colour holding the Medea card (C1d, E8)."""
    for player in state.players:
        if player.medea:
            return player.colour
    raise LookupError("nobody holds the Medea")


# -- what lies where ----------------------------------------------------------------


def is_shelf(game: Game, place: str) -> bool:
    return place in game.map.shelf_coast


def disks_at(game: Game, place: str) -> list[DiskColour]:
    """The disks on a place: a reservoir's, a biome's (zero or one), a shelf's (bottom first)."""
    state = game.state
    if place in climate.RESERVOIRS:
        return list(state.reservoirs.get(place, []))
    if is_shelf(game, place):
        shelf = state.shelf(place)
        return [] if shelf is None else list(shelf.disks)
    disk = state.disks.get(place)
    return [] if disk is None else [disk]


def holds(game: Game, place: str, colour: DiskColour) -> bool:
    """Whether a disk of this colour can be taken from the place (a bloom's black lies under its green)."""
    return colour in disks_at(game, place)


def room(game: Game, place: str, colour: DiskColour) -> bool:
    """Whether a disk of this colour may be put here now (R39, D10g, R41), displacing a lower one if need be."""
    state = game.state
    if place in climate.RESERVOIRS:
        allowed = {
            climate.OXYGEN: (DiskColour.GREEN,),
            climate.CLOUDS: (DiskColour.WHITE,),
            climate.ATMOSPHERE: (DiskColour.BLACK, DiskColour.WHITE),
        }[place]
        if place == climate.ATMOSPHERE and colour is DiskColour.BLACK and not game.variant.carbon_exhaled(game):
            return False  # L1a, R60: no animal left to exhale carbon
        return colour in allowed and climate.count(state, place) < climate.capacity(game, place)
    if is_shelf(game, place):
        if place in state.interlocked or game.variant.fixed_disk(game, place):
            return False
        stack = disks_at(game, place)
        if colour is DiskColour.BLACK:
            return not stack
        return colour is DiskColour.GREEN and stack == [DiskColour.BLACK]
    lying = state.disks.get(place)
    if lying is None:
        return True
    return colour is not DiskColour.GREEN and RANK[lying] < RANK[colour]


def _take(game: Game, place: str, colour: DiskColour) -> None:
    state = game.state
    if place in climate.RESERVOIRS:
        state.reservoirs[place].remove(colour)
    elif is_shelf(game, place):
        shelf = state.shelf(place)
        assert shelf is not None
        shelf.disks.remove(colour)
        if not shelf.disks:
            state.shelves.remove(shelf)
    else:
        assert state.disks.get(place) == colour
        del state.disks[place]


def _put(game: Game, place: str, colour: DiskColour) -> None:
    state = game.state
    if place in climate.RESERVOIRS:
        state.reservoirs.setdefault(place, []).append(colour)
    elif is_shelf(game, place):
        shelf = state.shelf(place)
        if shelf is None:
            craton, _, position = place.partition(":")
            shelf = ShelfState(craton, position)
            state.shelves.append(shelf)
        shelf.disks.append(colour)
    else:
        state.disks[place] = colour


def place_name(game: Game, place: str) -> str:
    """How the log names a place as it reads now: 'the Atmosphere', 'the shelf laurentia:south', 'weeds
    baltica:3', or with a disk on it 'mountain baltica:5 (on weeds)'."""
    if place in climate.RESERVOIRS:
        return f"the {place.capitalize()}"
    if is_shelf(game, place):
        return f"the shelf {place}"
    printed = game.terrain[place].value
    lying = game.state.disks.get(place)
    if lying is None:
        return f"{printed} {place}"
    return f"{game.variant.biome(game, place).value} {place} (on {printed})"


# -- choosing places -------------------------------------------------------------------


def continental(game: Game, onto: Terrain | None = None) -> list[str]:
    """Every continental biome, or every one of one printed terrain (an event's biome icon)."""
    game_map = game.map
    if onto is None:
        return list(game_map.hexes)
    return [h for h in game_map.hexes if game_map.terrain[h] is onto]


def offshore(game: Game) -> list[str]:
    """Every shelf of the placed cratons that is still a slot (not interlocked, D3d)."""
    return [s for s in game.map.shelf_coast if s not in game.state.interlocked]


def rain_shadow(game: Game) -> set[str]:
    """D12a, R46: the centre of every craton, and each mountain's neighbour in its row on the side the wind
    blows towards (both sides on a windy turn)."""
    shadow = {str(HexId(p.craton, 0)) for p in game.state.placements}
    geometry = game.geometry
    for hex_id, disk in game.state.disks.items():
        if disk is not DiskColour.BLACK:
            continue
        column, row = geometry.position[HexId.parse(hex_id)]
        for heading in climate.winds(game, row):
            step = 2 if heading == "east" else -2
            downwind = geometry.hex_at.get((column + step, row))
            if downwind is not None:
                shadow.add(str(downwind))
    return shadow


def sources(game: Game, frame: MoveDisk) -> list[str]:
    """The places the Medea may take the disk from, in map order (D12)."""
    colour = frame.colour
    if frame.source == Area.CONTINENTAL:
        onto = None if frame.onto is None else Terrain(frame.onto)
        return [h for h in continental(game, onto) if holds(game, h, colour) and h not in frame.avoid]
    if frame.source == Area.OFFSHORE:
        # A shelf gives up its green from the top, or its black, taking the green along (D12b).
        return [
            s
            for s in game.map.shelf_coast
            if holds(game, s, colour) and s not in frame.avoid and not game.variant.fixed_disk(game, s)
        ]
    return [frame.source] if holds(game, frame.source, colour) else []


def stand_ins(game: Game, frame: MoveDisk) -> list[str]:
    """D14, R43: where the Medea may take a missing disk instead: another reservoir holding its colour (not the
    destination), or else any place on the map holding it, never one this event placed a disk on."""
    colour = frame.colour
    reservoirs = [
        r for r in climate.RESERVOIRS if r != frame.source and r != frame.destination and holds(game, r, colour)
    ]
    if reservoirs:
        return reservoirs
    on_map = [h for h in game.hexes if holds(game, h, colour)] + [
        s for s in game.map.shelf_coast if holds(game, s, colour)
    ]
    return [
        p for p in on_map if p not in frame.avoid and p != frame.destination and not game.variant.fixed_disk(game, p)
    ]


def destinations(game: Game, frame: MoveDisk) -> list[str]:
    """The places the disk may go now (D10f, D10g, D12a, D12c, D12d, R41, R44), never back where it came from."""
    colour = frame.colour
    came_from = frame.taken_from
    if frame.destination == Area.CLOUD_SEED:
        choices = [r for r in (climate.CLOUDS, climate.ATMOSPHERE) if room(game, r, colour)]
    elif frame.destination == Area.CONTINENTAL:
        onto = None if frame.onto is None else Terrain(frame.onto)
        choices = [h for h in continental(game, onto) if room(game, h, colour)]
        if frame.rain_shadow:
            shadow = rain_shadow(game)
            choices = [h for h in choices if h in shadow]
    elif frame.destination == Area.OFFSHORE:
        choices = [s for s in offshore(game) if room(game, s, colour)]
    else:
        choices = [frame.destination] if room(game, frame.destination, colour) else []
    return [c for c in choices if c != came_from and c not in frame.avoid]


def consequence(game: Game, place: str, colour: DiskColour) -> str:
    """What a disk landing here does, in a few words for the Medea's choice: the biome it makes, and the
    creeples it endangers there (R40)."""
    if place in climate.RESERVOIRS:
        return ""
    biome_before = _biome_words(game, place)
    with _landed(game, place, colour):
        biome_after = _biome_words(game, place)
        hurt = [
            c
            for c in game.state.creeples
            if c.hex == place and not c.endangered and not habitable(game, place, species_of(game, c), c.level)
        ]
    words = f" becomes {biome_after}" if biome_after is not None and biome_after != biome_before else ""
    if hurt:
        words += "; endangers " + ", ".join(name(c) for c in hurt)
    return words


#: A biome as the end of "becomes ...".
_BECOMES = {Biome.FOREST: "a forest", Biome.MOUNTAIN: "a mountain", Biome.ICE: "ice", Biome.BLOOM: "a bloom"}


def _biome_words(game: Game, place: str) -> str | None:
    """The biome of a place as it reads now ('a forest', 'ice'); None for a shelf that is no bloom (F3b)."""
    if not is_biome(game, place):
        return None
    biome = game.variant.biome(game, place)
    return _BECOMES.get(biome, biome.value)


@contextmanager
def _landed(game: Game, place: str, colour: DiskColour) -> Iterator[None]:
    """The map as it would be with the disk down, for a look only: put back as it was afterwards."""
    state = game.state
    disks, shelves = dict(state.disks), [ShelfState(s.craton, s.position, list(s.disks)) for s in state.shelves]
    _put(game, place, colour)
    try:
        yield
    finally:
        state.disks, state.shelves = disks, shelves


# -- the move -------------------------------------------------------------------------


@dataclass(slots=True)
class MoveDisk(Frame):
    """Move one disk of ``colour`` from ``source`` to ``destination`` (D10), the Medea deciding where the
    event leaves a choice (D12, D13, D14).

    A source or destination is a reservoir ('oxygen', 'clouds', 'atmosphere'), a place ('baltica:3',
    'baltica:south'), or an area the Medea narrows: 'continental', 'offshore', or for a white disk
    'clouds_or_atmosphere'. ``done`` is where the disk landed, or None if the move did not happen.
    """

    kind = "move_disk"
    colour: DiskColour
    source: str
    destination: str
    rule: str
    why: str
    rain_shadow: bool = False
    onto: str | None = None
    """A printed terrain narrowing a continental source or destination (the event's biome icon)."""
    stand_in: bool = True
    """An empty source is made good from elsewhere (D14, R43); never in a gun event."""
    avoid: list[str] = field(default_factory=list)
    """Places this event already put a disk on: never a stand-in source nor a second destination (R43)."""
    taken_from: str | None = None
    landing: str | None = None
    stage: str = "source"
    any_source: bool = False
    """Every disk of the source goes (a pulled gun with room for all, D10a): which one first changes nothing, so
    it is not asked."""

    # The stages: pick the source, pick the destination, displace what lies there, put the disk down.
    def step(self, game: Game) -> Decision | None:
        if self.stage == "source":
            return self._source(game)
        if self.stage == "destination":
            return self._destination(game)
        if self.stage == "displace":
            return self._displace(game)
        self._land(game)
        return None

    def answer(self, game: Game, key: str) -> None:
        if self.stage == "source":
            self._take_from(game, key)
        else:
            self.landing = key
            self.stage = "displace"

    def _source(self, game: Game) -> Decision | None:
        if not destinations(game, self):
            self._cancel(game, self._nowhere(game))
            return None
        choices = sources(game, self)
        rule = "D12"
        if not choices and self.stand_in and (self.source in climate.RESERVOIRS or self.source in AREAS):
            # R43: a reservoir or an area of the map with none of the colour is made good from elsewhere.
            choices = stand_ins(game, self)
            rule = "D14"
        if not choices:
            self._cancel(game, f"there is no {self.colour.value} disk {self._in_source(game)}")
            return None
        if rule == "D12" and (len(choices) == 1 or self.any_source):
            self._take_from(game, choices[0])
            return None
        if rule == "D14":
            prompt = (
                f"Medea: there is no {self.colour.value} disk {self._in_source(game)} for {self.why}; "
                "take one from (D14):"
            )
        else:
            prompt = f"Medea: which {self.colour.value} disk leaves {self._from_words()} for {self.why}?"
        options = tuple(Option(p, place_name(game, p), rule, None if p in climate.RESERVOIRS else p) for p in choices)
        return Decision(medea(game.state), DecisionKind.MEDEA_SOURCE, prompt, rule, options)

    def _take_from(self, game: Game, place: str) -> None:
        _take(game, place, self.colour)
        self.taken_from = place
        self.stage = "destination"
        if self.colour is DiskColour.BLACK and is_shelf(game, place) and holds(game, place, DiskColour.GREEN):
            # D12b: the bloom on a liberated black disk goes with it, to the Oxygen.
            game.state.stack.append(
                MoveDisk(DiskColour.GREEN, place, climate.OXYGEN, "D12b", "the plankton die-off", stand_in=False)
            )
        if place not in climate.RESERVOIRS:
            check_habitability(game, self.rule, {place})

    def _destination(self, game: Game) -> Decision | None:
        choices = destinations(game, self)
        if not choices:
            # Only possible after a stand-in or a bloom changed the map: put the disk back (R44).
            assert self.taken_from is not None
            _put(game, self.taken_from, self.colour)
            self._cancel(game, "it has nowhere to go")
            return None
        if len(choices) == 1 or self.destination not in AREAS:
            self.landing = choices[0]
            self.stage = "displace"
            return None
        if self.destination == Area.CLOUD_SEED:
            rule = "D13"
            prompt = f"Medea: the Clouds or the Atmosphere for the white disk ({self.why})? (D13)"
        else:
            rule = "D12a" if self.rain_shadow else "D12"
            prompt = f"Medea: where does the {self.colour.value} disk of {self.why} go?"
        options = tuple(
            Option(
                p,
                place_name(game, p) + consequence(game, p, self.colour),
                rule,
                None if p in climate.RESERVOIRS else p,
            )
            for p in choices
        )
        chooser = game.variant.cloud_seeder(game) if rule == "D13" else medea(game.state)
        if chooser is not medea(game.state):
            # L1a: the animal seeds the clouds while the plant keeps the Medea.
            prompt = f"Cloud seeding: the Clouds or the Atmosphere for the white disk ({self.why})? (L1a, D13)"
        return Decision(chooser, DecisionKind.MEDEA_PLACE, prompt, rule, options)

    def _displace(self, game: Game) -> Decision | None:
        """R39: a lower-ranked disk on the biome is liberated first (to its reservoir, R38)."""
        assert self.landing is not None
        self.stage = "land"
        if self.landing in climate.RESERVOIRS or is_shelf(game, self.landing):
            return None
        lying = game.state.disks.get(self.landing)
        if lying is not None:
            home = HOME[lying]
            if home == Area.CLOUD_SEED and not room(game, climate.ATMOSPHERE, lying):
                home = climate.CLOUDS  # R41: a full Atmosphere sends the Medea's white to the Clouds
            why = f"the {lying.value} disk displaced from {self.landing}"
            game.state.stack.append(MoveDisk(lying, self.landing, home, self.rule, why, stand_in=False))
        return None

    def _land(self, game: Game) -> None:
        assert self.landing is not None and self.taken_from is not None
        game.state.stack.pop()
        if not is_shelf(game, self.landing) and game.state.disks.get(self.landing) is not None:
            # The disk lying there could not be liberated (its reservoir had no room): R44, nothing moves.
            _put(game, self.taken_from, self.colour)
            kept = game.state.disks[self.landing].value
            game.say(
                self.rule,
                f"No {self.colour.value} disk moves for {self.why}: {place_name(game, self.landing)} keeps its "
                f"{kept} disk, which has nowhere to go (R44).",
            )
            return
        landing = place_name(game, self.landing)  # as it read before the disk came down
        _put(game, self.landing, self.colour)
        verb = _verb(self.taken_from, self.landing)
        record(game, self)
        game.say(
            self.rule,
            f"{verb} a {self.colour.value} disk from {place_name(game, self.taken_from)} to {landing} ({self.why}).",
        )
        if self.landing not in climate.RESERVOIRS:
            check_habitability(game, self.rule, {self.landing})

    def _from_words(self) -> str:
        return {"continental": "the continents", "offshore": "the shelves"}.get(self.source, f"the {self.source}")

    def _in_source(self, game: Game) -> str:
        """'on the continents', 'in the Oxygen', 'on weeds baltica:3': where the disk was looked for."""
        if self.source in AREAS:
            return f"on {self._from_words()}"
        if self.source in climate.RESERVOIRS:
            return f"in {place_name(game, self.source)}"
        return f"on {place_name(game, self.source)}"

    def _nowhere(self, game: Game) -> str:
        """Why the disk cannot go where the event sends it (R39, R41, R44, D12a, D12c)."""
        if (
            self.colour is DiskColour.BLACK
            and self.destination == climate.ATMOSPHERE
            and not game.variant.carbon_exhaled(game)
        ):
            return "no animal lives to exhale carbon into the Atmosphere (L1a, R60)"
        known = _NOWHERE.get(self.destination)
        if known is not None:
            if self.destination == Area.CONTINENTAL and self.rain_shadow:
                return "no rain-shadow biome can take it (D12a)"
            return known
        lying = disks_at(game, self.destination)
        if lying and self.destination not in climate.RESERVOIRS:
            what = " and ".join(d.value for d in lying)
            rule = "D10g" if is_shelf(game, self.destination) else "R39"
            return f"{place_name(game, self.destination)} already holds a {what} disk ({rule})"
        return "it has nowhere to go (R44)"

    def _cancel(self, game: Game, why: str) -> None:
        game.state.stack.pop()
        game.say(self.rule, f"No {self.colour.value} disk moves for {self.why}: {why}.")


_NOWHERE = {
    "continental": "no continental biome can take it (D12d)",
    "offshore": "no offshore slot can take it (D10g, D12c)",
    "atmosphere": "the Atmosphere is full (R41)",
    "oxygen": "the Oxygen is full",
    "clouds": "the Clouds are full",
    "clouds_or_atmosphere": "the Clouds and the Atmosphere are both full (R41)",
}


def record(game: Game, move: MoveDisk) -> None:
    """Add a landed move to the turn's climate ledger (``GameState.disk_moves``)."""
    state = game.state
    assert move.taken_from is not None and move.landing is not None
    if not game.variant.event_ledger:
        return
    event = len(state.event_marks) - 1 if state.phase is Phase.EVENTS and state.event_marks else None
    state.disk_moves.append(
        DiskMove(state.turn, event, move.rule, move.colour, move.taken_from, move.landing, move.why)
    )


def _verb(source: str, destination: str) -> str:
    """Degassed (reservoir to map), liberated (map to reservoir), or simply moved (see the glossary of R38)."""
    if source in climate.RESERVOIRS and destination not in climate.RESERVOIRS:
        return "Degassed"
    if source not in climate.RESERVOIRS and destination in climate.RESERVOIRS:
        return "Liberated"
    return "Moved"

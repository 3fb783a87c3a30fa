"""Climaxes and deluges (D5, D6): whole latitudes of weeds, and every sea, follow the climate.

A climax turns the empty weeds of the latitudes on its icon into forest where the
strip is humid and into ice or desert where it is arid (D5a, D5b). A deluge floods
the seas clear in a warm climate (D6a) and freezes them into land in a cold one
(D6b). Every disk moves through the ledger (``disks.MoveDisk``) one at a time,
because each move can change what the next one finds: a stand-in taken from the
map (R43), a full Atmosphere (R41). The strip and the climate are read once, when
the event begins (R69), and a biome this event put a disk on is never robbed for a
later one (R43).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from megafauna_tui.data.events import Climax, Event
from megafauna_tui.data.vocabulary import Climate, DiskColour, Humidity, Terrain

from . import climate
from .decisions import Decision, DecisionKind, Option
from .disks import HOME, MoveDisk, holds, medea, room
from .event_phase import resolves
from .frame import Frame

if TYPE_CHECKING:
    from .engine import Game

#: What a degassing lays down in a latitude of each humidity (D5a, D5b, D6b): a forest or an ice cap.
COVER: dict[Humidity, DiskColour] = {Humidity.GREEN: DiskColour.GREEN, Humidity.WHITE: DiskColour.WHITE}

#: What a climax clears off the weeds first: the cover of the other humidity (D5a, D5b).
CLEARED: dict[Humidity, DiskColour] = {Humidity.GREEN: DiskColour.WHITE, Humidity.WHITE: DiskColour.GREEN}

#: The reservoirs a degassed white disk may come from, the Medea choosing (R38).
WHITE_SOURCES = (climate.CLOUDS, climate.ATMOSPHERE)


def frozen_strip(game: Game) -> list[str]:
    """The humidity of latitudes 0-7 on the strip in force now, kept for the whole event (R69)."""
    return [row.humidity.value for row in climate.readings(game).strip.latitudes]


def humidity_at(strip: list[str], latitude: int) -> Humidity:
    """A latitude's humidity on a frozen strip; rows beyond the poles read the nearest pole (R48)."""
    first, last = climate.POLES
    return Humidity(strip[min(max(latitude, first), last)])


def latitude(game: Game, hex_id: str) -> int:
    return game.map.latitude[hex_id]


def degas_source(game: Game, colour: DiskColour) -> str | None:
    """Where a disk to degas comes from (R38): green from the Oxygen, white from the Clouds or the Atmosphere.

    None means the Medea must choose, because both hold a white disk. When neither does, the Clouds are
    named and the ledger finds a stand-in (D14, R43).
    """
    if colour is DiskColour.BLACK:
        return climate.ATMOSPHERE
    if colour is DiskColour.GREEN:
        return climate.OXYGEN
    holding = [r for r in WHITE_SOURCES if holds(game, r, DiskColour.WHITE)]
    if len(holding) == 2:
        return None
    return holding[0] if holding else climate.CLOUDS


def white_source_decision(game: Game, place: str, why: str) -> Decision:
    """R38: the Medea picks the reservoir a degassed white disk comes from."""
    options = tuple(
        Option(r, f"the {r.capitalize()} ({climate.count(game.state, r, DiskColour.WHITE)} white)", "R38")
        for r in WHITE_SOURCES
    )
    prompt = f"Medea: take the white disk for {place} ({why}) from the Clouds or the Atmosphere? (R38)"
    return Decision(medea(game.state), DecisionKind.MEDEA_SOURCE, prompt, "R38", options)


#: D6a: the colours of disk rising seas liberate (R70); a white disk on a sea stays.
RISING_SEAS_LIBERATE = (DiskColour.BLACK, DiskColour.GREEN)


def liberate(game: Game, place: str, rule: str, why: str) -> None:
    """Send the disk lying on a biome to its reservoir (R38); the ledger applies R41 and D13."""
    colour = game.state.disks[place]
    game.state.stack.append(MoveDisk(colour, place, HOME[colour], rule, why, stand_in=False))


def _latitudes_words(latitudes: list[int]) -> str:
    if len(latitudes) == 1:
        return f"latitude {latitudes[0]}"
    return "latitudes " + ", ".join(str(n) for n in latitudes[:-1]) + f" and {latitudes[-1]}"


@resolves("climax")
def resolve_climax(game: Game, event: Event, card: int) -> Frame | None:
    """D5: the latitudes on the icon, on every craton."""
    assert isinstance(event, Climax)
    return ClimaxEvent(list(event.latitudes))


@resolves("deluge")
def resolve_deluge(game: Game, event: Event, card: int) -> Frame | None:
    """D6: the seas rise or fall with the climate."""
    return DelugeEvent()


@dataclass(slots=True)
class ClimaxEvent(Frame):
    """D5: latitude by latitude, clear the weeds of the other humidity's disks, then cover every empty weeds.

    In a humid latitude white disks leave the weeds and every empty weeds becomes a forest, which lets its
    creeples be (D5a); in an arid one green disks leave and every empty weeds becomes ice or desert, a Disk of
    Damocles (D5b). Weeds under a mountain, swamps and seas are untouched (R22).
    """

    kind = "climax"
    latitudes: list[int]
    strip: list[str] = field(default_factory=list)
    """The humidity of each latitude 0-7 when the climax began (R69); empty until then."""
    index: int = 0
    """The latitude of ``latitudes`` being resolved."""
    stage: str = "clear"
    handled: list[str] = field(default_factory=list)
    """Weeds already dealt with in this stage of this latitude."""
    placed: list[str] = field(default_factory=list)
    """Biomes this climax put a disk on: never a stand-in source for a later disk (R43)."""
    white_from: str | None = None
    """The reservoir the Medea chose for the next white disk (R38)."""

    def step(self, game: Game) -> Decision | None:
        if not self.strip:
            self.strip = frozen_strip(game)
            self._announce(game)
            return None
        state = game.state
        while self.index < len(self.latitudes):
            row = self.latitudes[self.index]
            humid = humidity_at(self.strip, row)
            rule = "D5a" if humid is Humidity.GREEN else "D5b"
            game_map = game.map
            weeds = [h for h in game_map.hexes if game_map.terrain[h] is Terrain.WEEDS and game_map.latitude[h] == row]
            if self.stage == "clear":
                cleared = CLEARED[humid]
                todo = [h for h in weeds if h not in self.handled and state.disks.get(h) is cleared]
                if todo:
                    self.handled.append(todo[0])
                    liberate(game, todo[0], rule, f"the climax at latitude {row}")
                    return None
                self.stage, self.handled = "cover", []
            todo = [h for h in weeds if h not in self.handled and h not in state.disks]
            if todo:
                return self._cover(game, todo[0], COVER[humid], rule, row)
            if not weeds:
                game.say("D5", f"No weeds lie in latitude {row}: the climax changes nothing there.")
            self.index += 1
            self.stage, self.handled = "clear", []
        state.stack.pop()
        return None

    def answer(self, game: Game, key: str) -> None:
        self.white_from = key

    def _cover(self, game: Game, place: str, colour: DiskColour, rule: str, row: int) -> Decision | None:
        why = f"the climax's {'forest' if colour is DiskColour.GREEN else 'ice'} at latitude {row}"
        source = self.white_from or degas_source(game, colour)
        if source is None:
            return white_source_decision(game, place, why)
        self.white_from = None
        self.handled.append(place)
        game.state.stack.append(MoveDisk(colour, source, place, rule, why, avoid=list(self.placed)))
        self.placed.append(place)
        return None

    def _announce(self, game: Game) -> None:
        level = climate.readings(game).strip.level.value.replace("_", " ").capitalize()
        parts = []
        for row in self.latitudes:
            if humidity_at(self.strip, row) is Humidity.GREEN:
                parts.append(f"{row} is humid, its empty weeds become forest (D5a)")
            else:
                parts.append(f"{row} is arid, its empty weeds become ice (D5b)")
        game.say("D5", f"Climax at {_latitudes_words(self.latitudes)} on the {level} strip: " + "; ".join(parts) + ".")


@dataclass(slots=True)
class DelugeEvent(Frame):
    """D6: in a too hot or goldilocks climate every black or green disk on a sea is liberated, a white one
    staying (D6a, R70); in a too cold one
    each sea is cleared, then frozen into ice in an arid latitude or forested in a humid one (D6b).
    Offshore shelves are never touched."""

    kind = "deluge"
    reading: str | None = None
    """The climate when the deluge began (R69); None until then."""
    strip: list[str] = field(default_factory=list)
    handled: list[str] = field(default_factory=list)
    """Seas already dealt with (cleared and, when falling, covered)."""
    cleared: bool = False
    """Falling seas: the sea being resolved has had its disk liberated."""
    placed: list[str] = field(default_factory=list)
    """Seas this deluge put a disk on: never a stand-in source for a later disk (R43)."""
    white_from: str | None = None

    def step(self, game: Game) -> Decision | None:
        if self.reading is None:
            self.reading = climate.readings(game).climate.value
            self.strip = frozen_strip(game)
            self._announce(game)
            return None
        state = game.state
        seas = [h for h in game.hexes if game.terrain[h] is Terrain.SEA and h not in self.handled]
        if self.reading != Climate.TOO_COLD:
            for sea in seas:
                self.handled.append(sea)
                if state.disks.get(sea) in RISING_SEAS_LIBERATE:
                    liberate(game, sea, "D6a", "the rising seas")
                    return None
            state.stack.pop()
            return None
        if not seas:
            state.stack.pop()
            return None
        sea = seas[0]
        if not self.cleared:
            self.cleared = True
            if sea in state.disks:
                liberate(game, sea, "D6b", "the falling seas")
                return None
        humid = humidity_at(self.strip, latitude(game, sea))
        colour = COVER[humid]
        if not room(game, sea, colour):
            game.say(
                "D6b", f"The {state.disks[sea].value} disk stays on sea {sea}, so it takes no {colour.value} disk."
            )
            self._next(sea)
            return None
        why = f"the falling seas, {'forest' if colour is DiskColour.GREEN else 'ice'} at latitude {latitude(game, sea)}"
        source = self.white_from or degas_source(game, colour)
        if source is None:
            return white_source_decision(game, sea, why)
        state.stack.append(MoveDisk(colour, source, sea, "D6b", why, avoid=list(self.placed)))
        self.placed.append(sea)
        self._next(sea)
        return None

    def answer(self, game: Game, key: str) -> None:
        self.white_from = key

    def _next(self, sea: str) -> None:
        """The sea being resolved is done: on to the next one."""
        self.handled.append(sea)
        self.white_from = None
        self.cleared = False

    def _announce(self, game: Game) -> None:
        words = (self.reading or "").replace("_", " ")
        if self.reading == Climate.TOO_COLD:
            game.say(
                "D6b",
                f"Deluge in a {words} climate: the seas fall and become land, ice in arid latitudes and forest "
                "in humid ones; offshore shelves are untouched.",
            )
        else:
            game.say(
                "D6a",
                f"Deluge in a {words} climate: the seas rise and every black or green disk on a sea is liberated; "
                "white disks on seas and offshore shelves keep theirs (R70).",
            )

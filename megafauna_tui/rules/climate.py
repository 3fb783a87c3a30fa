"""The climate readings: what the three reservoirs and the latitude strip say right now.

Every reading is derived from the disks on the tracks at the moment it is asked
for, never stored, so a reading changes in the middle of a phase the instant a
disk moves (A1g, D10h). The printed tables live in ``reservoirs.toml`` and
``latitude_strips.toml``; this module only looks them up.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from megafauna_tui.data.climate import LatitudeRow, LatitudeStrip
from megafauna_tui.data.vocabulary import (
    Climate,
    Condition,
    DiskColour,
    GreenhouseLevel,
    Humidity,
    OxygenZone,
    Precipitation,
    Wind,
)

from .kept import Kept
from .words import counted

if TYPE_CHECKING:
    from .engine import Game
    from .state import GameState

#: The three reservoirs, by the name the state and the events use (C1k, D10).
OXYGEN = "oxygen"
CLOUDS = "clouds"
ATMOSPHERE = "atmosphere"
RESERVOIRS = (OXYGEN, CLOUDS, ATMOSPHERE)

#: The northernmost and southernmost latitudes printed on a strip (C1j).
POLES = (0, 7)


@dataclass(frozen=True, slots=True)
class Readings:
    """Everything the reservoir board shows at one moment (A2a, A2b, D7b, D7c, D10c-D10e, D10h)."""

    oxygen_disks: int
    oxygen_percent: int
    actions: int
    """The action gear for oxygen breathers (A2a)."""
    dark_heart: int
    zone: OxygenZone
    cloud_disks: int
    albedo: float
    green_heart: int
    precipitation: Precipitation
    atmosphere_disks: int
    greenhouse: GreenhouseLevel
    green_actions: int
    """Player Green's action maximum, read on the Atmosphere (A2b)."""
    strip: LatitudeStrip
    """The latitude strip in force for this greenhouse level (A1g)."""

    @property
    def climate(self) -> Climate:
        """Too cold, goldilocks or too hot: the biosphere deck this climate draws from (A1c)."""
        return self.strip.climate

    @property
    def full_atmosphere(self) -> bool:
        return self.greenhouse is GreenhouseLevel.RUNAWAY


def readings(game: Game) -> Readings:
    """The reservoir board as it reads now. A full Atmosphere keeps the Hothouse strip (R41).

    A reading depends only on the rules data and how many disks lie on each track, and it is never changed:
    one read before for the same counts is handed out again (the action maximum asks it every action)."""
    data = game.data
    tracks = data.reservoirs
    oxygen = min(game.variant.oxygen(game), tracks.oxygen.capacity)  # R52: stacks read as 18
    clouds = len(game.state.reservoirs.get(CLOUDS, ()))
    atmosphere = len(game.state.reservoirs.get(ATMOSPHERE, ()))
    key = (oxygen, clouds, atmosphere)
    kept = _READINGS.get((data,), key)
    return kept if kept is not None else _READINGS.put((data,), key, _read(game, oxygen, clouds, atmosphere))


#: Readings by the data and the disks on the Oxygen, Clouds and Atmosphere.
_READINGS: Kept[Readings] = Kept(1024)


def _read(game: Game, oxygen: int, clouds: int, atmosphere: int) -> Readings:
    tracks = game.data.reservoirs
    return Readings(
        oxygen_disks=oxygen,
        oxygen_percent=tracks.oxygen.oxygen_percent[oxygen],
        actions=tracks.oxygen.actions[oxygen],
        dark_heart=tracks.oxygen.dark_heart[oxygen],
        zone=tracks.oxygen.zone[oxygen],
        cloud_disks=clouds,
        albedo=tracks.clouds.albedo[clouds],
        green_heart=tracks.clouds.green_heart[clouds],
        precipitation=tracks.clouds.precipitation[clouds],
        atmosphere_disks=atmosphere,
        greenhouse=tracks.atmosphere.greenhouse[atmosphere],
        green_actions=tracks.atmosphere.green_actions[atmosphere],
        strip=strip(game),
    )


def capacity(game: Game, reservoir: str) -> int:
    """How many disks a reservoir's track holds (C1k); the Atmosphere never takes more (R41)."""
    tracks = game.data.reservoirs
    return {OXYGEN: tracks.oxygen.capacity, CLOUDS: tracks.clouds.capacity, ATMOSPHERE: tracks.atmosphere.capacity}[
        reservoir
    ]


def count(state: GameState, reservoir: str, colour: DiskColour | None = None) -> int:
    """Disks on a reservoir, of one colour or all."""
    disks = state.reservoirs.get(reservoir, [])
    return len(disks) if colour is None else sum(1 for d in disks if d == colour)


def strip(game: Game) -> LatitudeStrip:
    """The latitude strip in force: the one for the Atmosphere's greenhouse level, Hothouse when full (A1g, R41).

    Asked for every place a newborn might reach, so it reads only the Atmosphere."""
    atmosphere = len(game.state.reservoirs.get(ATMOSPHERE, ()))
    greenhouse = game.data.reservoirs.atmosphere.greenhouse[atmosphere]
    return game.data.strips[GreenhouseLevel.HOTHOUSE if greenhouse is GreenhouseLevel.RUNAWAY else greenhouse]


def strip_row(game: Game, latitude: int) -> LatitudeRow:
    """The strip's row for a latitude; rows beyond the poles read the nearest pole (R48)."""
    clamped = min(max(latitude, POLES[0]), POLES[1])
    return strip(game).latitudes[clamped]


def humidity(game: Game, latitude: int) -> Humidity:
    """Humid green or arid white at a latitude (D5a, D5b, G5)."""
    return strip_row(game, latitude).humidity


def winds(game: Game, latitude: int) -> tuple[str, ...]:
    """The headings the wind blows at a latitude this turn: the strip's, or both on a windy turn (F5a, D11)."""
    if game.state.windy:
        return ("east", "west")
    wind = strip_row(game, latitude).wind
    return () if wind is Wind.NONE else (wind.value,)


def gate_open(game: Game, condition: Condition) -> bool:
    """Whether a gated event happens at the current readings (D10c, D10d, D10e)."""
    now = readings(game)
    if condition is Condition.MICROBE:
        return now.zone is OxygenZone.MICROBE
    if condition is Condition.CONFLAGRATION:
        return now.zone is OxygenZone.CONFLAGRATION
    if condition is Condition.PRECIPITATION:
        return now.precipitation is not Precipitation.NONE
    return now.precipitation is Precipitation.CLOUD_COVERED


#: The rule of each gate icon (D10c-D10e).
GATE_RULES: dict[Condition, str] = {
    Condition.MICROBE: "D10c",
    Condition.CONFLAGRATION: "D10c",
    Condition.PRECIPITATION: "D10d",
    Condition.CLOUD_COVERED: "D10e",
}

GATE_WORDS: dict[Condition, str] = {
    Condition.MICROBE: "it needs microbes, and only more than 6 green disks on the Oxygen allow them (D10c)",
    Condition.CONFLAGRATION: "it needs fire, and only 6 or fewer green disks on the Oxygen allow it (D10c)",
    Condition.PRECIPITATION: "it needs rain, and 3 or fewer white disks on the Clouds bring none (D10d)",
    Condition.CLOUD_COVERED: "it needs cloud cover, which takes 8 or more white disks on the Clouds (D10e)",
}


def describe(game: Game) -> str:
    """One line for the log: the readings a player checks after a disk moves."""
    now = readings(game)
    full = capacity(game, ATMOSPHERE)
    return (
        f"Oxygen {now.oxygen_percent}% ({counted(now.actions, 'action')}, dark heart {now.dark_heart}), "
        f"albedo {now.albedo:.1f} (green heart {now.green_heart}), "
        f"{now.greenhouse.value.replace('_', ' ')} greenhouse ({now.atmosphere_disks}/{full} in the Atmosphere)"
    )

"""Reservoir tracks (Oxygen, Clouds, Atmosphere) and latitude strips (B2, C1j, C1k).

A track is a table indexed by the number of disks on it: entry ``n`` is what is
visible just above the top disk when ``n`` disks are loaded from the bottom.
"""

from __future__ import annotations

from .base import DataFile, DataModel, Field, model_validator
from .vocabulary import Climate, GreenhouseLevel, Humidity, OxygenZone, Precipitation, Wind


class _Track(DataModel):
    capacity: int = Field(ge=1)
    """Number of disk slots."""

    def _check_lengths(self, **columns: tuple[object, ...]) -> None:
        for name, column in columns.items():
            if len(column) != self.capacity + 1:
                raise ValueError(
                    f"{name} has {len(column)} readings; a track of {self.capacity} slots needs "
                    f"{self.capacity + 1} (one for 0 disks up to {self.capacity})"
                )


class OxygenTrack(_Track):
    setup_green: int = Field(ge=0)
    """Green disks loaded at setup (C1k)."""
    oxygen_percent: tuple[int, ...]
    actions: tuple[int, ...]
    """Achterbahn action maximum of the oxygen breathers (A2a)."""
    dark_heart: tuple[int, ...]
    """Organ limit of Black, White and Orange species in a mutagen (D7b)."""
    zone: tuple[OxygenZone, ...]
    """Whether microbe or conflagration events can happen (D10c)."""

    @model_validator(mode="after")
    def _lengths(self) -> OxygenTrack:
        self._check_lengths(
            oxygen_percent=self.oxygen_percent, actions=self.actions, dark_heart=self.dark_heart, zone=self.zone
        )
        return self


class CloudsTrack(_Track):
    setup_white: int = Field(ge=0)
    albedo: tuple[float, ...]
    green_heart: tuple[int, ...]
    """Organ limit of Player Green's species in a mutagen (D7c)."""
    precipitation: tuple[Precipitation, ...]

    @model_validator(mode="after")
    def _lengths(self) -> CloudsTrack:
        self._check_lengths(albedo=self.albedo, green_heart=self.green_heart, precipitation=self.precipitation)
        return self


class AtmosphereTrack(_Track):
    setup_black: int = Field(ge=0)
    setup_white: int = Field(ge=0)
    greenhouse: tuple[GreenhouseLevel, ...]
    green_actions: tuple[int, ...]
    """Player Green's Achterbahn action maximum (A2b)."""

    @model_validator(mode="after")
    def _lengths(self) -> AtmosphereTrack:
        self._check_lengths(greenhouse=self.greenhouse, green_actions=self.green_actions)
        return self


class ReservoirsFile(DataFile):
    """``reservoirs.toml``."""

    oxygen: OxygenTrack
    clouds: CloudsTrack
    atmosphere: AtmosphereTrack


class LatitudeRow(DataModel):
    humidity: Humidity
    wind: Wind = Wind.NONE


class LatitudeStrip(DataModel):
    level: GreenhouseLevel
    climate: Climate
    """The strip's colour, naming the biosphere deck (A1c)."""
    latitudes: tuple[LatitudeRow, ...] = Field(min_length=8, max_length=8)
    """Latitudes 0 (north pole) to 7 (south pole)."""


class LatitudeStripsFile(DataFile):
    """``latitude_strips.toml``."""

    strip: tuple[LatitudeStrip, ...]

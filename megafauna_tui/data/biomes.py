"""The biome table (F3a, F3c, F3d): entry cost and habitability per shape, roadrunner colour."""

from __future__ import annotations

from .base import DataFile, DataModel, Field, model_validator
from .vocabulary import Biome, RoadrunnerColour, Shape


class Entry(DataModel):
    cost: int | None = Field(default=None, ge=0)
    """Dispersal points to enter; absent means this shape cannot enter at all."""
    habitable: bool
    """False is the table's X: the shape may pass through but not stay (F3c)."""

    @model_validator(mode="after")
    def _enterable(self) -> Entry:
        if self.cost is None and self.habitable:
            raise ValueError("a biome a shape cannot enter cannot be habitable for it")
        return self


class BiomeSpec(DataModel):
    biome: Biome
    roadrunner: RoadrunnerColour
    entry: dict[Shape, Entry]

    @model_validator(mode="after")
    def _every_shape(self) -> BiomeSpec:
        missing = [s.value for s in Shape if s not in self.entry]
        if missing:
            raise ValueError(f"no entry for shape(s): {', '.join(missing)}")
        return self


class Rafting(DataModel):
    cost: dict[Shape, int]
    """Extra dispersal points for rafting, on top of the landing biome's cost (F5)."""
    bloom_extra: int = Field(ge=0)
    """Further cost to raft into a bloom, swimmers only (F5c)."""


class AlienPlant(DataModel):
    """A plant shape of the solo and Venus games: where it can grow and the niche it gives its biome (K7b)."""

    shape: Shape
    name: str
    water_distance: tuple[int, ...] = Field(min_length=1)
    """How many hexes from water it may grow (0: in the water itself, K7b)."""
    carbon_offshore: bool = False
    """It may also grow on an offshore holding a black disk (K4b, K7b)."""
    roadrunner: RoadrunnerColour
    """The roadrunner niche of a biome this plant grows in (G4, H3, R86)."""

    @model_validator(mode="after")
    def _distances(self) -> AlienPlant:
        if any(d < 0 for d in self.water_distance):
            raise ValueError("a distance from water cannot be negative")
        return self


class BiomesFile(DataFile):
    """``biomes.toml``."""

    biome: tuple[BiomeSpec, ...]
    alien_plant: tuple[AlienPlant, ...] = ()
    rafting: Rafting

    @model_validator(mode="after")
    def _one_plant_per_shape(self) -> BiomesFile:
        shapes = [p.shape for p in self.alien_plant]
        if len(shapes) != len(set(shapes)):
            raise ValueError("each shape is at most one alien plant (K7b)")
        missing = [s.value for s in Shape if s is not Shape.FLYER and s not in shapes]
        if shapes and missing:
            raise ValueError(f"no alien plant for shape(s): {', '.join(missing)} (K3d, K7b)")
        return self

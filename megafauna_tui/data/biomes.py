"""The biome table (F3a, F3c, F3d): entry cost and habitability per shape, roadrunner colour."""

from __future__ import annotations

from pydantic import Field, model_validator

from .base import DataFile, DataModel
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


class BiomesFile(DataFile):
    """``biomes.toml``."""

    biome: tuple[BiomeSpec, ...]
    rafting: Rafting

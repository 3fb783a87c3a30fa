"""Component limits (B1-B7): everything but dice is finite."""

from __future__ import annotations

from .base import DataFile, Field
from .vocabulary import DiskColour, OrganColour


class LimitsFile(DataFile):
    """``limits.toml``."""

    creeples_per_shape: int = Field(ge=1)
    """Creeples of one shape in one colour (B3)."""
    max_species: int = Field(ge=1)
    """Species a player can have at once: one size die each (B6)."""
    cubes: dict[OrganColour, int]
    disks: dict[DiskColour, int]
    fossil_tokens: int = Field(ge=0)
    monster_tokens: int = Field(ge=0)
    dice: dict[str, int]
    """Dice by colour: one set per player plus brown latitude dice (B6)."""

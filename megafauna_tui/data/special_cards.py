"""The single cards: Medea (E8), the era card (C1m) and the public tools (J7)."""

from __future__ import annotations

from .base import DataFile, DataModel, Field
from .vocabulary import Shape


class MedeaCard(DataModel):
    name: str
    victory_points: int = Field(ge=0)
    """Worth this many VP to its holder at the end (E8, A7c)."""
    fossil: bool = True
    superpowers: tuple[str, ...]
    """Rule IDs of the powers the holder wields (D10a, D12, D13, D14)."""


class Era(DataModel):
    number: int = Field(ge=1, le=4)
    name: str


class EraCard(DataModel):
    eras: tuple[Era, ...] = Field(min_length=3)
    events_per_era: int = Field(ge=1)
    """ET cards dealt for each era (C1m, A1f)."""


class ToolSide(DataModel):
    hunts: Shape
    """The shape a tool-using carnivore may prey on, and that cannot prey on a tool-using herbivore (J7c, J7d)."""
    diving_bell: bool = False
    """Lets a carnivore live over swimming prey in seas and offshores (J7b)."""
    fossil: bool = True


class ToolCard(DataModel):
    id: str
    name: str
    sides: tuple[ToolSide, ToolSide]


class SpecialCardsFile(DataFile):
    """``special_cards.toml``."""

    medea: MedeaCard
    era: EraCard
    tool: tuple[ToolCard, ...]

"""Player colours and the cards each player receives at setup (C1c)."""

from __future__ import annotations

from .base import DataFile, DataModel, Field, model_validator
from .vocabulary import ActionTrack, HeartKind, PlayerColour, Shape


class Player(DataModel):
    """What a colour means for the rules: lineage, tie-breaks, limits."""

    colour: PlayerColour
    skeletal_number: int = Field(ge=1, le=4)
    """Printed on the archetype card (C1d); breaks contest ties (G7, H6) and sets turn-1 order (A5)."""
    lineage: str
    """The skeleton type, e.g. cytoskeletal."""
    phylum: str
    """The living group the lineage stands for, in plain words."""
    heart: HeartKind
    """The reservoir heart that caps the colour's organs in a mutagen (D7b, D7c)."""
    action_track: ActionTrack
    """Where the Achterbahn action maximum is read (A2a, A2b)."""
    apomorphy: str
    """The optional experimental advantage of J8, in our words."""
    apomorphy_rule: str
    """The rule ID of that advantage."""


class PlayersFile(DataFile):
    """``players.toml``."""

    player: tuple[Player, ...]


class ArchetypeSide(DataModel):
    """One face of an archetype card: continental (dome) or marine (C2g)."""

    name: str
    shape: Shape
    max_size: int = Field(ge=1, le=6)
    """The genotype's maximum size; growing past it triggers the kiwi rule (E6b, J1)."""
    fossil: bool = True
    """Genotype cards show the fossil icon (A7c)."""


class ArchetypeCard(DataModel):
    colour: PlayerColour
    continental: ArchetypeSide
    marine: ArchetypeSide
    domes: int = Field(ge=1)
    """Archetype creeples placed on the card at setup (C1c)."""

    @model_validator(mode="after")
    def _sides(self) -> ArchetypeCard:
        if self.continental.shape is not Shape.ARCHETYPE:
            raise ValueError("the continental side founds the archetype (dome) shape")
        if self.marine.shape is not Shape.SWIMMER:
            raise ValueError("a marine archetype starts as a swimmer (C2g)")
        return self


class ArchetypesFile(DataFile):
    """``archetypes.toml``."""

    archetype: tuple[ArchetypeCard, ...]


class NewbornCard(DataModel):
    """Holds newborns between populate and dispersal; prints the mutation cost table (E1a)."""

    colour: PlayerColour
    mutation_costs: tuple[int, ...] = Field(min_length=5, max_length=5)
    """Cost of the Display card at each position, leftmost first."""


class NewbornFile(DataFile):
    """``newborn.toml``."""

    newborn: tuple[NewbornCard, ...]

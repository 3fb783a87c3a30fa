"""Mutation cards (E1, E2, J): 92 double-sided cards in two decks."""

from __future__ import annotations

from typing import Literal

from .base import DataFile, DataModel, Field, model_validator
from .vocabulary import CardColour, Emotion, OrganColour, Shape


class Orientation(DataModel):
    """One of the two ways a promoted card can be turned upright (E2b)."""

    plus_organs: tuple[OrganColour, ...] = Field(default=(), max_length=2)
    """Cubes gained on promotion (E2c); may be empty: such a card is never lost to radiation (D8c)."""
    monster: bool = False
    """The plus organ is a monster token worth organs equal to the species size (E2d, J4)."""
    max_size: int = Field(ge=1, le=6)
    """The maximum-size die in the upper right corner (J1)."""
    shape: Shape | None = None
    """A creeple shape shown here: promoting to this orientation is speciation (E2i, E3)."""
    recession: OrganColour | None = None
    """The daughter discards one inherited basal cube of this colour (E3c)."""
    venom: bool = False
    """Black-widow icon: the species becomes venomous (E2g, J3)."""
    mutualism: bool = False
    """Mutualism icon: promoting here takes a host creeple (E2f, J2)."""
    haustorium_skeletal: Literal[0, 5] | None = None
    """Overrides the species' skeletal number (J5): 0 parasitic plant, 5 parasitic fungus."""
    fossil: bool = False
    """Fossil icon: worth 1 VP in the tableau at final scoring (A7c)."""
    left: Emotion | None = None
    """Half-emoticon on the left edge: this card can be a tail or a brain (J6a)."""
    right: Emotion | None = None
    """Half-emoticon on the right edge: this card can be a head or a brain (J6a)."""

    @model_validator(mode="after")
    def _monster_is_one_organ(self) -> Orientation:
        if self.monster and len(self.plus_organs) != 1:
            raise ValueError("a monster orientation has exactly one plus organ (the token's colour)")
        if self.monster and OrganColour.WHITE in self.plus_organs:
            raise ValueError("monster tokens come in the four card colours, not white")
        if self.shape is Shape.ARCHETYPE:
            raise ValueError("speciation makes a new shape; the archetype dome is never printed on a mutation")
        if self.recession is not None and self.shape is None:
            raise ValueError("a recession icon only acts on speciation (E3c), so it needs a shape")
        return self

    @property
    def personality_role(self) -> Literal["head", "tail", "brain"] | None:
        """Heads show a half on the right edge, tails on the left, brains on both (J6a)."""
        if self.left and self.right:
            return "brain"
        if self.right:
            return "head"
        if self.left:
            return "tail"
        return None


class MutationCard(DataModel):
    """A mutation card: unpromoted face in the Display, promoted face in a tableau."""

    number: int = Field(ge=1, le=92)
    """Printed card number; 93 was removed from the game."""
    name: str = Field(min_length=1)
    """Title of the unpromoted side."""
    colour: CardColour
    """Card colour, which fixes its deck and Display row (C1b, C1o)."""
    horror_plant: bool = False
    """Horror-plant icon beside the title: Player Green may take it from the upper row (E1d)."""
    plus_organs: tuple[OrganColour, ...] = Field(min_length=1, max_length=2)
    """Cubes placed when the card is bought (E1c)."""
    promoted_name: str = Field(min_length=1)
    """Title of the promoted side."""
    orientations: tuple[Orientation, Orientation]
    """The two orientations of the promoted side (E2b)."""
    erratum: str | None = None
    """A printed error this data already corrects, in our words."""

    @property
    def preview(self) -> tuple[Orientation, Orientation]:
        """The preview printed on the unpromoted side shows both orientations (E2a)."""
        return self.orientations

    @property
    def deck(self) -> str:
        return self.colour.deck.value


class MutationsFile(DataFile):
    """``mutations.toml``: every mutation card of both decks."""

    edition: int = Field(default=1, ge=1)
    """Which edition of the card faces this is; a save records it, so that a game played with other faces is
    named as such instead of being replayed with these."""
    mutation: tuple[MutationCard, ...]

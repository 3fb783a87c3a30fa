"""Event cards (A1, D): one typed vocabulary covers every event of D1-D14.

Each event is a small model discriminated by ``kind``; a card is rows of events
resolved top to bottom, left to right (A1e).
"""

from __future__ import annotations

from typing import Annotated, Literal

from .base import DataFile, DataModel, Discriminated, Field, model_validator
from .vocabulary import (
    Compass,
    Condition,
    DiskColour,
    EventDeck,
    MutationDeck,
    Place,
    PlayerColour,
    Terrain,
)


class EventBase(DataModel):
    requires: tuple[Condition, ...] = ()
    """Icons gating this event on reservoir readings (D10c-D10e); bracketed events repeat the icon."""

    @model_validator(mode="after")
    def _consistent_conditions(self) -> EventBase:
        if Condition.MICROBE in self.requires and Condition.CONFLAGRATION in self.requires:
            raise ValueError("microbe and conflagration icons exclude each other (D10c)")
        if len(set(self.requires)) != len(self.requires):
            raise ValueError("a condition is listed twice")
        return self


class Drift(EventBase):
    """D1: the impacted landmass moves one or two latitudes."""

    kind: Literal["drift"]
    direction: Literal[Compass.NORTH, Compass.SOUTH]
    steps: Literal[1, 2]


class Crater(EventBase):
    """D2: a black Damocles disk on the impacted craton's biome rolled on a die."""

    kind: Literal["crater"]
    volcanic: bool = False
    """A volcanism crater: on Mars it lands beside Olympus Mons (K5g)."""


class Collision(EventBase):
    """D3: the ET card's craton moves east or west: collide or drift by."""

    kind: Literal["collision"]
    direction: Literal[Compass.EAST, Compass.WEST]


class PangeaRift(EventBase):
    """D4: every continent of three or more cratons breaks apart."""

    kind: Literal["pangea_rift"]


class Climax(EventBase):
    """D5: empty weeds at the pictured latitudes become forest or ice."""

    kind: Literal["climax"]
    latitudes: tuple[int, ...] = Field(min_length=1, max_length=3)
    """Die faces on the icon, each a latitude 1-6."""

    @model_validator(mode="after")
    def _die_faces(self) -> Climax:
        for lat in self.latitudes:
            if not 1 <= lat <= 6:
                raise ValueError(f"climax latitude {lat} is not a die face 1-6")
        if len(set(self.latitudes)) != len(self.latitudes):
            raise ValueError("a climax latitude is listed twice")
        return self


class Deluge(EventBase):
    """D6: sea level rises (too hot, goldilocks) or falls (too cold)."""

    kind: Literal["deluge"]


class Mutagen(EventBase):
    """D7: churn the Display; species over their heart limit atrophy."""

    kind: Literal["mutagen"]


class Radiation(EventBase):
    """D8: each species atrophies one plus organ of the deck's colours."""

    kind: Literal["radiation"]
    deck: MutationDeck
    """Metabolic radiation hits red/yellow, Darwinian green/blue."""


class CrowdDisease(EventBase):
    """D9: the most populous species loses half its creeples."""

    kind: Literal["crowd_disease"]


class ReservoirShift(EventBase):
    """D10: one disk of the arrow's colour moves from source to destination."""

    kind: Literal["reservoir"]
    disk: DiskColour
    source: Place
    destination: Place
    gun: bool = False
    """Trigger-happy icon: Medea may move every such disk (D10a)."""
    rain_shadow: bool = False
    """White continental disks must land in a rain shadow (D12a)."""
    onto: Terrain | None = None
    """The icon names one kind of biome: the continental disk must land on (or leave) such a hex."""

    @model_validator(mode="after")
    def _legal_shift(self) -> ReservoirShift:
        allowed = _DISK_PLACES[self.disk]
        if self.source == self.destination:
            raise ValueError("source and destination are the same place")
        if self.source is Place.CLOUDS_OR_ATMOSPHERE:
            raise ValueError("the cloud-seed choice is a destination, never a source (D13)")
        for role, place in (("source", self.source), ("destination", self.destination)):
            if place not in allowed:
                names = ", ".join(sorted(p.value for p in allowed))
                raise ValueError(f"a {self.disk.value} disk cannot have {role} {place.value!r} (allowed: {names})")
        if self.destination is Place.CLOUDS_OR_ATMOSPHERE and self.source in (Place.CLOUDS, Place.ATMOSPHERE):
            raise ValueError("the cloud-seed choice only applies to a white disk liberated from the map (D13)")
        if self.onto is not None and Place.CONTINENTAL not in (self.source, self.destination):
            raise ValueError("a biome icon only narrows a continental source or destination")
        if self.rain_shadow and not (self.disk is DiskColour.WHITE and self.destination is Place.CONTINENTAL):
            raise ValueError("the rain-shadow icon constrains white disks degassed to a continental biome (D12a)")
        return self


_DISK_PLACES: dict[DiskColour, frozenset[Place]] = {
    # Green disks are oxygen, forests and blooms: never in the Clouds or Atmosphere.
    DiskColour.GREEN: frozenset({Place.OXYGEN, Place.CONTINENTAL, Place.OFFSHORE}),
    # Black disks are carbon: in the Atmosphere, mountains and offshore deposits.
    DiskColour.BLACK: frozenset({Place.ATMOSPHERE, Place.CONTINENTAL, Place.OFFSHORE}),
    # White disks are water: clouds, vapour, ice; never offshore (shelves hold black and green).
    DiskColour.WHITE: frozenset({Place.CLOUDS, Place.ATMOSPHERE, Place.CONTINENTAL, Place.CLOUDS_OR_ATMOSPHERE}),
}


class Windy(EventBase):
    """D11: wind blows in every latitude, both ways, this turn."""

    kind: Literal["windy"]


class CometImpact(EventBase):
    """A6a: the Chicxulub comet ends the long game after this event phase."""

    kind: Literal["comet"]


Event = Annotated[
    Drift
    | Crater
    | Collision
    | PangeaRift
    | Climax
    | Deluge
    | Mutagen
    | Radiation
    | CrowdDisease
    | ReservoirShift
    | Windy
    | CometImpact,
    Discriminated("kind"),
]

#: The three event kinds tooth & claw resolves (A1a, A8b).
TOOTH_AND_CLAW_KINDS: frozenset[str] = frozenset({"mutagen", "radiation", "crowd_disease"})


class EventCard(DataModel):
    """An ET or biosphere event card."""

    number: int = Field(ge=1, le=51)
    """Printed event card number."""
    name: str = Field(min_length=1)
    deck: EventDeck
    craton: str
    """Craton icon: the impacted craton of collisions on ET cards, of drift and craters on biosphere cards (A1d)."""
    player_order: tuple[PlayerColour, PlayerColour, PlayerColour] | None = None
    """ET cards only: the three colour icons that set player order (A5)."""
    stable_biosphere: bool = False
    """ET cards only: no biosphere card is drawn this turn (A1b)."""
    long_game_only: bool = False
    """Shuffled in only for Era III of the long and short games (A6a)."""
    rows: tuple[tuple[Event, ...], ...] = Field(min_length=1)
    """Event rows, resolved top row first, left to right (A1e)."""
    erratum: str | None = None
    """A printed error this data already corrects, in our words."""

    @model_validator(mode="after")
    def _deck_fields(self) -> EventCard:
        if self.deck is EventDeck.ET:
            if self.player_order is None:
                raise ValueError("an ET card shows three player-order colours (A5)")
            if len(set(self.player_order)) != 3:
                raise ValueError("the three player-order colours must differ")
        else:
            if self.player_order is not None:
                raise ValueError("only ET cards carry player-order colours")
            if self.stable_biosphere:
                raise ValueError("only ET cards carry the stable-biosphere icon")
            if self.long_game_only:
                raise ValueError("only an ET card can be the long game's comet")
        for row in self.rows:
            if not row:
                raise ValueError("an event row is empty")
        return self

    @property
    def events(self) -> tuple[Event, ...]:
        """Every event in resolution order (A1e)."""
        return tuple(event for row in self.rows for event in row)


class EventsFile(DataFile):
    """``events.toml``: the ET deck and the three biosphere decks."""

    event: tuple[EventCard, ...]

"""The domain vocabulary of Bios: Megafauna, named once before anything uses it.

Every enum value is the lower-case word used in the TOML data files and in saves,
so a value reads the same in data, code and JSON.
"""

from __future__ import annotations

from enum import StrEnum


class PlayerColour(StrEnum):
    """The four player colours (C1c); each is one lineage of skeleton."""

    GREEN = "green"
    ORANGE = "orange"
    BLACK = "black"
    WHITE = "white"


class OrganColour(StrEnum):
    """Organ cube colours (B4): four body systems plus white cold adaptations."""

    RED = "red"  # nervous
    YELLOW = "yellow"  # circulatory
    GREEN = "green"  # digestive
    BLUE = "blue"  # reproductive
    WHITE = "white"  # cold adaptation (D7d, I1)


class CardColour(StrEnum):
    """Mutation card colours; white exists only as an organ, never as a card."""

    RED = "red"
    YELLOW = "yellow"
    GREEN = "green"
    BLUE = "blue"

    @property
    def deck(self) -> MutationDeck:
        """Red and yellow cards form the metabolic deck, green and blue the Darwinian (C1b)."""
        if self in (CardColour.RED, CardColour.YELLOW):
            return MutationDeck.METABOLIC
        return MutationDeck.DARWINIAN


class MutationDeck(StrEnum):
    """The two mutation draw decks, one per Display row (C1o)."""

    METABOLIC = "metabolic"
    DARWINIAN = "darwinian"

    @property
    def colours(self) -> tuple[CardColour, CardColour]:
        if self is MutationDeck.METABOLIC:
            return (CardColour.RED, CardColour.YELLOW)
        return (CardColour.GREEN, CardColour.BLUE)


class Shape(StrEnum):
    """Creeple shapes; each living species is exactly one shape (B3)."""

    ARCHETYPE = "archetype"  # dome
    ARMORED = "armored"  # snail
    FLYER = "flyer"
    SWIMMER = "swimmer"
    BURROWER = "burrower"


class Emotion(StrEnum):
    """The five emotions a personality can form (J6), each with an organ-like colour."""

    ANGER = "anger"
    FEAR = "fear"
    HAPPINESS = "happiness"
    JEALOUSY = "jealousy"
    CURIOSITY = "curiosity"

    @property
    def colour(self) -> str:
        """The colour of the emotion: it halves the cost of cards of that colour (J6e)."""
        return _EMOTION_COLOURS[self]


_EMOTION_COLOURS: dict[Emotion, str] = {
    Emotion.ANGER: "red",
    Emotion.FEAR: "yellow",
    Emotion.HAPPINESS: "green",
    Emotion.JEALOUSY: "blue",
    Emotion.CURIOSITY: "purple",
}


class Terrain(StrEnum):
    """The printed colour of a biome hex, before any disk covers it (F3)."""

    WEEDS = "weeds"  # green hex
    SWAMP = "swamp"  # brown hex
    SEA = "sea"  # blue hex
    HIGHLANDS = "highlands"  # alien worlds (K7)
    BASIN = "basin"  # alien worlds, dark hex (K3b)


class Biome(StrEnum):
    """What a creeple lives in: the terrain, or what a disk turned it into (F3, F3b)."""

    WEEDS = "weeds"
    SWAMP = "swamp"
    SEA = "sea"
    FOREST = "forest"  # green disk on land
    MOUNTAIN = "mountain"  # black disk
    ICE = "ice"  # white disk (ice cap or desert)
    BLOOM = "bloom"  # green disk on an offshore black disk
    HIGHLANDS = "highlands"
    BASIN = "basin"


class DiskColour(StrEnum):
    """Disk colours (B5): carbon, water and oxygen."""

    BLACK = "black"
    WHITE = "white"
    GREEN = "green"


class World(StrEnum):
    EARTH = "earth"
    MARS = "mars"
    VENUS = "venus"


class EventDeck(StrEnum):
    """The extraterrestrial deck and the three biosphere decks (C1b)."""

    ET = "et"
    TOO_HOT = "too_hot"
    GOLDILOCKS = "goldilocks"
    TOO_COLD = "too_cold"


class Climate(StrEnum):
    """The three climates; each names the biosphere deck drawn from (A1c)."""

    TOO_COLD = "too_cold"
    GOLDILOCKS = "goldilocks"
    TOO_HOT = "too_hot"

    @property
    def deck(self) -> EventDeck:
        return EventDeck(self.value)


class GreenhouseLevel(StrEnum):
    """The six printed greenhouse levels, coldest first, plus the runaway end (D10h)."""

    IGLOO = "igloo"
    ICE_AGE = "ice_age"
    NICE = "nice"
    EDEN = "eden"
    WARM = "warm"
    HOTHOUSE = "hothouse"
    RUNAWAY = "runaway"


class Humidity(StrEnum):
    """The die colour of a latitude on the strip: humid green or arid white (D5, G5)."""

    GREEN = "green"
    WHITE = "white"


class Compass(StrEnum):
    NORTH = "north"
    SOUTH = "south"
    EAST = "east"
    WEST = "west"


class Wind(StrEnum):
    """Wind printed on a latitude strip row (F5a)."""

    NONE = "none"
    EAST = "east"  # blows towards the east
    WEST = "west"  # blows towards the west


class RoadrunnerColour(StrEnum):
    """A biome's roadrunner niche: red ambush or yellow pursuit (F3d, G4, H3)."""

    RED = "red"
    YELLOW = "yellow"


class HeartKind(StrEnum):
    """Which reservoir reading limits a species' organs in a mutagen (D7b, D7c)."""

    DARK = "dark"  # read on the Oxygen
    GREEN = "green"  # read on the Clouds


class ActionTrack(StrEnum):
    """Where a player's Achterbahn action maximum is read (A2a, A2b)."""

    OXYGEN = "oxygen"
    ATMOSPHERE = "atmosphere"


class Place(StrEnum):
    """Sources and destinations of reservoir events (D10)."""

    OFFSHORE = "offshore"
    CONTINENTAL = "continental"
    CLOUDS = "clouds"
    ATMOSPHERE = "atmosphere"
    OXYGEN = "oxygen"
    CLOUDS_OR_ATMOSPHERE = "clouds_or_atmosphere"  # the cloud-seed icon (D13)


class Condition(StrEnum):
    """Icons that make an event happen only at some reservoir readings (D10c-D10e)."""

    MICROBE = "microbe"
    CONFLAGRATION = "conflagration"
    PRECIPITATION = "precipitation"
    CLOUD_COVERED = "cloud_covered"


class Precipitation(StrEnum):
    """The precipitation zone read on the Clouds (D10d, D10e)."""

    NONE = "none"
    NORMAL = "normal"
    CLOUD_COVERED = "cloud_covered"


class OxygenZone(StrEnum):
    """Which of microbe or conflagration events can happen at an oxygen level (D10c)."""

    MICROBE = "microbe"
    CONFLAGRATION = "conflagration"


class ShelfPosition(StrEnum):
    """The three offshore shelves on a craton's east coast, north to south (C1h)."""

    NORTH = "north"
    MIDDLE = "middle"
    SOUTH = "south"

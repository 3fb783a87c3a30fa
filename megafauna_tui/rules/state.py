"""The position: every fact of a game in progress, as plain data.

Everything here is a dataclass of numbers, strings, enums and lists, so a position
serialises to JSON and back (see ``megafauna_tui.savefile``), can be built by hand
in a test, and can be cloned by a bot. Behaviour lives in the rule modules; the
few methods here only answer questions about the data.

Sizes, latitudes, disks and reservoirs are part of the model from the start even
where tooth & claw fixes them, so the Achterbahn game extends it rather than
reworks it. The map is part of the position too: the craton placements are state,
and everything the engine derives from them follows when they change.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import StrEnum

from megafauna_tui.data.vocabulary import DiskColour, MutationDeck, OrganColour, PlayerColour, Shape

from .frame import Frame
from .geometry import Placement
from .rng import Rng

SAVE_VERSION = 1


class GameMode(StrEnum):
    """The kind of game. The solo game has one mode per world (K, K3b): the world decides the setup and
    several rules (K5e, K5f, K5g), and the mode is what every entry point (a new game, a save's setup, a
    replay, the command line) already carries, so no world field has to travel beside it."""

    TOOTH_AND_CLAW = "tooth_and_claw"
    ACHTERBAHN = "achterbahn"
    SOLO_MARS = "solo_mars"
    SOLO_VENUS = "solo_venus"
    SOLO_EARTH = "solo_earth"
    VENUS_L1 = "venus_l1"
    """Venus for two: a person plays the plant against one animal (L1)."""
    VENUS_L2 = "venus_l2"
    """Venus for two or three animals beside the semi-automated plant (L2)."""


class Side(StrEnum):
    """Whom the person plays in a solo game (K, Ke, Kf): the animal beside the semi-automated plant, the plant
    with one animal, or Green as an animal (the chimera) beside the semi-automated plant. Other games have
    players, not sides, and keep the default."""

    ANIMAL = "animal"
    PLANT = "plant"
    CHIMERA = "chimera"


class GameLength(StrEnum):
    """A6: the standard game ends with Era II; the long game adds Era III with the comet; the short
    game skips Era II."""

    STANDARD = "standard"
    LONG = "long"
    SHORT = "short"


class Phase(StrEnum):
    """The four phases of a turn (A1-A4), plus the end of the game."""

    EVENTS = "events"
    ACTIONS = "actions"
    DISPERSAL = "dispersal"
    BURIALS = "burials"
    OVER = "over"


class Level(StrEnum):
    """The trophic level a creeple occupies in its biome (F6); plants only in the solo and Venus games (K2)."""

    PLANT = "plant"
    HERBIVORE = "herbivore"
    CARNIVORE = "carnivore"


@dataclass(slots=True)
class Creeple:
    """A creeple living on the map (upright, or lying down when Endangered)."""

    colour: PlayerColour
    shape: Shape
    hex: str
    level: Level
    endangered: bool = False

    @property
    def species_key(self) -> tuple[PlayerColour, Shape]:
        return (self.colour, self.shape)


@dataclass(slots=True)
class HostCreeple:
    """A creeple held on a mutualism card (J2): counted by the card's owner, belongs to its own colour."""

    colour: PlayerColour
    shape: Shape


@dataclass(slots=True)
class TableauCard:
    """A mutation in a species' tableau, with its cubes and hosts."""

    number: int
    promoted: bool = False
    orientation: int | None = None
    """0 or 1: which promoted orientation is upright (E2b)."""
    organs: list[OrganColour] = field(default_factory=list)
    """Plus organs on the card (E1c, E2c): cubes, or the colour of its monster token."""
    hosts: list[HostCreeple] = field(default_factory=list)
    monster: bool = False
    """The card's plus organ is a monster token (E2d), not a cube: it counts as many organs of its colour as
    the species' size (J4). Tooth & claw never places one (R35: an ordinary cube instead)."""


@dataclass(slots=True)
class ToolInPlay:
    """A public tool card played into a species' tableau (J7)."""

    tool: str
    side: int


@dataclass(slots=True)
class Species:
    """One species: a shape of one colour, its genotype, organs, tableau and creeple counts."""

    colour: PlayerColour
    shape: Shape
    genotype: int | None = None
    """The mutation card that founded it; None for the archetype card."""
    genotype_organs: list[OrganColour] = field(default_factory=list)
    """Plus organs printed on the speciation orientation, sitting on the genotype card."""
    size: int = 1
    basal: list[OrganColour] = field(default_factory=list)
    cards: list[TableauCard] = field(default_factory=list)
    personality: list[int] = field(default_factory=list)
    """Card numbers forming the personality row, left to right (J6b)."""
    tools: list[ToolInPlay] = field(default_factory=list)
    unborn: int = 0
    """Creeples waiting on the genotype card."""
    newborn: int = 0
    """Creeples on the player's newborn card, to disperse this turn (E4, F)."""

    @property
    def key(self) -> tuple[PlayerColour, Shape]:
        return (self.colour, self.shape)

    @property
    def plus_organs(self) -> list[OrganColour]:
        """Every plus organ as the rules count it: a monster token is as many organs as the size (J4)."""
        organs = list(self.genotype_organs)
        for card in self.cards:
            for colour in card.organs:
                organs.extend([colour] * (self.size if card.monster else 1))
        return organs

    def organs(self) -> Counter[OrganColour]:
        """Every organ, basal and plus, by colour, "for all purposes" (J4): contests, hearts, dispersal."""
        counts = Counter(self.basal)
        counts.update(self.plus_organs)
        return counts

    def organ_count(self, colour: OrganColour) -> int:
        """``organs()[colour]`` without building the whole count: dispersal and contests ask it in every
        future a search plays out."""
        count = self.basal.count(colour) + self.genotype_organs.count(colour)
        for card in self.cards:
            if card.organs:
                count += card.organs.count(colour) * (self.size if card.monster else 1)
        return count

    def cubes(self) -> Counter[OrganColour]:
        """The organ cubes the species holds, by colour (B7): monster tokens are not cubes."""
        counts = Counter(self.basal)
        counts.update(self.genotype_organs)
        for card in self.cards:
            if not card.monster:
                counts.update(card.organs)
        return counts

    def card(self, number: int) -> TableauCard:
        for card in self.cards:
            if card.number == number:
                return card
        raise KeyError(number)


@dataclass(slots=True)
class PlayerState:
    colour: PlayerColour
    species: list[Species] = field(default_factory=list)
    reserve: dict[Shape, int] = field(default_factory=dict)
    """Creeples of each shape that belong to no species (B3)."""
    fossils: int = 0
    """Fossil chits and tokens in the fossil record (I4b, I5b)."""
    archetype_stored: bool = False
    """The archetype card, kept after its species died out, for Lazarus (I4a)."""
    tools_in_record: list[str] = field(default_factory=list)
    """Tools lost with their species, kept in the fossil record (J7a)."""
    lazarus: bool = False
    """No living creeples: only resurrection is possible (I4c, E7)."""
    medea: bool = False

    def find(self, shape: Shape) -> Species | None:
        for species in self.species:
            if species.shape is shape:
                return species
        return None


@dataclass(slots=True)
class DisplayRow:
    """One Display row: four dealt slots; the fifth position is the top of ``deck`` (C1o)."""

    deck: MutationDeck
    slots: list[int | None] = field(default_factory=lambda: [None, None, None, None])
    draw: list[int] = field(default_factory=list)
    """Face-down draw deck, top card first; its top card is Display position 5."""
    discard: list[int] = field(default_factory=list)
    """Cards discarded from tableaus (atrophy, extinction): an empty deck is rebuilt from these (E1e)."""
    removed: list[int] = field(default_factory=list)
    """Cards a mutagen churned off the Display: out of the game for good (D7)."""

    def card_at(self, position: int) -> int | None:
        if position < len(self.slots):
            return self.slots[position]
        return self.draw[0] if self.draw else None


@dataclass(slots=True)
class ShelfState:
    craton: str
    position: str
    disks: list[DiskColour] = field(default_factory=list)
    """Bottom disk first: a black disk, perhaps covered by a green one (C1h, D12b)."""

    @property
    def bloom(self) -> bool:
        """A green disk lies on top: the shelf is a bloom, a place swimmers may live (F3b, D12b)."""
        return bool(self.disks) and self.disks[-1] == DiskColour.GREEN


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One thing that happened, with the rule that made it happen. Never changed once written, so clones
    share the entries of the log they inherit."""

    turn: int
    rule: str
    text: str


@dataclass(frozen=True, slots=True)
class DiskMove:
    """One climate disk that moved this turn, for the climate ledger (B7, D10): the same move as its log
    line, as data, so nobody has to read the disks back out of the log."""

    turn: int
    event: int | None
    """The event of this turn that moved it (0 is the ET card's first, see ``event_marks``); None outside
    the event phase."""
    rule: str
    colour: DiskColour
    source: str
    """A reservoir ('oxygen', 'clouds', 'atmosphere'), a biome hex ('baltica:3') or a shelf ('baltica:south')."""
    destination: str
    why: str


@dataclass(slots=True)
class GameState:
    """The whole position."""

    mode: GameMode
    seed: int
    rng: Rng
    players: list[PlayerState]
    """In seat order."""
    placements: tuple[Placement, ...]
    """Where each craton on the map sits: its centre hex's column on the global grid and its latitude
    (C1f, C1g, D1a). The map is derived from these alone; to move a craton, assign a new tuple."""
    display: list[DisplayRow]
    """Metabolic row, then Darwinian row."""
    et_deck: list[int]
    """This era's face-down ET cards, next first."""
    cube_pool: dict[OrganColour, int]
    tools_available: list[str]
    fossil_pool: int
    turn: int = 1
    era: int = 1
    era_cards_drawn: int = 0
    event_era: int = 1
    """The era this turn's ET card was dealt for (A1f turns the era card as soon as an era's last card is
    drawn, so ``era`` may already name the next era)."""
    final_era: int = 2
    length: GameLength = GameLength.STANDARD
    apomorphies: bool = False
    """The optional experimental apomorphies of J8 are in play (chosen at setup, C1a)."""
    metamorphosis_turn: int = 0
    """The last turn Black used the free neoteny of J8c."""
    comet: bool = False
    """The Chicxulub comet was drawn: burials, then the end (A6a)."""
    language_turn: int | None = None
    """The turn a species first spoke: in the long and short games the game ends in Era III (J6f)."""
    era_ending: bool = False
    """This turn drew its era's last ET card: fossil awards or final scoring at its end (A1f, A4c)."""
    game_ending: bool = False
    phase: Phase = Phase.ACTIONS
    order: list[PlayerColour] = field(default_factory=list)
    """Player order this turn (A5)."""
    event_card: int | None = None
    dark_heart: int | None = None
    """The last tooth & claw mutagen roll's highest die (A8b)."""
    creeples: list[Creeple] = field(default_factory=list)
    disks: dict[str, DiskColour] = field(default_factory=dict)
    """Disk on each biome hex (Achterbahn)."""
    shelves: list[ShelfState] = field(default_factory=list)
    reservoirs: dict[str, list[DiskColour]] = field(default_factory=dict)
    """The disks on the Oxygen, Clouds and Atmosphere tracks, bottom first (C1k); their order means nothing
    on the Atmosphere, which slides down to fill a gap."""
    latitude_dice: list[str] = field(default_factory=list)
    """The cratons whose centre holds a latitude die, one per landmass (C1g, D3e); its face is that craton's
    row. Empty in tooth & claw, whose cratons never move (A8d)."""
    interlocked: list[str] = field(default_factory=list)
    """Offshore shelves subducted by a collision, no longer slots (D3d, R47), until a rift frees them (D4)."""
    biosphere: dict[str, list[int]] = field(default_factory=dict)
    """Each biosphere deck's face-down cards by climate, next first (C1n)."""
    biosphere_card: int | None = None
    """This turn's biosphere card, if one was drawn (A1b, A1c)."""
    windy: bool = False
    """A windy event blew this turn: wind in every latitude, both ways, until the turn ends (D11)."""
    runaway: bool = False
    """The Atmosphere was full after the last event: the game ends with this turn (D10h)."""
    snail_cards: list[int] = field(default_factory=list)
    """The event cards of the last event phase whose continental movements snail tectonics put off, to be
    resolved if the next ET card shows the stable icon (K5h, R57). Empty in every other game."""
    raindance_turn: int | None = None
    """The turn the Medea last made it rain: the plant has one action fewer in that turn's action phase (K6)."""
    raindance_cost: int = 1
    """How many actions that rain costs the plant: one, or two when a chimera danced on its action limit (Kf10)."""
    event_marks: list[int] = field(default_factory=list)
    """Where in the log each event of this turn's cards began, in the order they resolve (A1e), then where the
    last one ended: what each event did is the log between two marks. Kept only by games whose variant keeps
    an event ledger (Achterbahn), so tooth & claw positions and saves are as they were."""
    disk_moves: list[DiskMove] = field(default_factory=list)
    """Every disk moved this turn, in order (the climate ledger); emptied when the next ET card is revealed."""
    stack: list[Frame] = field(default_factory=list)
    """Work still to do this turn, innermost last: the point inside the turn (see frames.py)."""
    log: list[LogEntry] = field(default_factory=list)
    reveals: int = 0
    """Counts random reveals (cards drawn, dice rolled): undo never crosses one."""
    winners: list[PlayerColour] = field(default_factory=list)
    scores: dict[PlayerColour, dict[str, int]] = field(default_factory=dict)
    side: Side = Side.ANIMAL
    """Whom the person plays in a solo game (K, Ke, Kf); always the animal elsewhere."""
    version: int = SAVE_VERSION
    plant_policy: bool = False
    """Chosen at setup: the game answers the semi-automated plant's free choices by its documented policy
    (plant_policy.py), so nobody is asked for the plant; otherwise the person playing answers them (K8)."""

    @property
    def craton_order(self) -> list[str]:
        """The cratons on the map from west to east (C1f, C1g)."""
        return [p.craton for p in sorted(self.placements, key=lambda p: (p.column, p.row))]

    @property
    def latitudes(self) -> dict[str, int]:
        """The latitude of each craton's centre row (D1a)."""
        return {p.craton: p.row for p in self.placements}

    def player(self, colour: PlayerColour) -> PlayerState:
        for player in self.players:
            if player.colour is colour:
                return player
        raise KeyError(colour)

    def species(self, colour: PlayerColour, shape: Shape) -> Species:
        found = self.player(colour).find(shape)
        if found is None:
            raise KeyError((colour, shape))
        return found

    def all_species(self) -> list[Species]:
        return [s for p in self.players for s in p.species]

    def shelf(self, shelf_id: str) -> ShelfState | None:
        """The state of the shelf 'craton:position', if any disk was ever put there (C1h)."""
        for shelf in self.shelves:
            if f"{shelf.craton}:{shelf.position}" == shelf_id:
                return shelf
        return None

    def creeples_in(self, hex_id: str) -> list[Creeple]:
        return [c for c in self.creeples if c.hex == hex_id]

    def living(self, colour: PlayerColour, shape: Shape) -> list[Creeple]:
        return [c for c in self.creeples if c.colour is colour and c.shape is shape]

    def say(self, rule: str, text: str) -> None:
        self.log.append(LogEntry(self.turn, rule, text))

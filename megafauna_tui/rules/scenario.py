"""Build positions by hand: for rules tests, worked examples, screenshots and benchmarks.

A ``Table`` starts from a real setup of its game (tooth & claw unless told; an
Achterbahn table keeps its disks, reservoirs and Medea), clears the creeples, and lets the
caller describe species, organs, cards and creeples. ``game()`` then balances
the books (creeples from the reserve, cubes from the pool, cards out of the
Display and decks), so a built position obeys every invariant a played one does::

    table = Table(data, ["black", "orange"])
    table.species("black", "archetype", basal="yy", cards=[Card(12, organs="rr")])
    table.creeple("black", "archetype", "siberia:6")
    game = table.game(MutagenEvent())
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import DiskColour, OrganColour, PlayerColour, Shape

from .engine import Game, GameMap
from .flow import TurnFlow
from .frame import Frame
from .state import Creeple, GameMode, GameState, HostCreeple, Level, Phase, Species, TableauCard, ToolInPlay
from .variant import new_state, variant_for

_LETTERS = {"r": OrganColour.RED, "y": OrganColour.YELLOW, "g": OrganColour.GREEN, "b": OrganColour.BLUE}
_LETTERS["w"] = OrganColour.WHITE


def organs(letters: str) -> list[OrganColour]:
    """Organ colours from letters: r, y, g, b, w (e.g. 'rry')."""
    try:
        return [_LETTERS[letter] for letter in letters.replace(" ", "")]
    except KeyError as error:
        raise ValueError(f"organ letters are r, y, g, b, w; got {error.args[0]!r}") from None


@dataclass
class Card:
    """A mutation in a tableau: ``orientation`` 1 or 2 when promoted, None when not."""

    number: int
    organs: str = ""
    orientation: int | None = None
    hosts: Sequence[tuple[str, str]] = ()
    """(colour, shape) of each host creeple on the card."""
    monster: bool = False
    """Its one plus organ is a monster token (E2d, J4), taken from no cube pool."""


@dataclass
class _SpeciesSpec:
    colour: PlayerColour
    shape: Shape
    basal: str = ""
    cards: list[Card] = field(default_factory=list)
    genotype: int | None = None
    genotype_organs: str = ""
    unborn: int | None = None
    newborn: int = 0
    personality: Sequence[int] = ()
    tools: Sequence[tuple[str, int]] = ()
    size: int = 1


class Table:
    """A hand-built tooth & claw position."""

    def __init__(
        self,
        data: RulesData,
        players: Sequence[str],
        *,
        seed: int = 1,
        turn: int = 2,
        era: int = 1,
        mode: GameMode = GameMode.TOOTH_AND_CLAW,
    ) -> None:
        self.data = data
        colours = [PlayerColour(c) for c in players]
        self.state: GameState = new_state(data, players=colours, seed=seed, mode=mode)
        self.state.turn = turn
        self.state.era = era
        self.state.event_era = era
        self.state.order = colours
        self.state.creeples.clear()
        self.state.log.clear()
        for player in self.state.players:
            player.species.clear()
            player.reserve = {shape: self._in_play(player.colour, shape) for shape in Shape}
        self._species: list[_SpeciesSpec] = []
        self._creeples: list[Creeple] = []

    def _in_play(self, colour: PlayerColour, shape: Shape) -> int:
        """The creeples of this shape the game gives the colour: seven, or fewer for a solo plant (K3d)."""
        return variant_for(self.state.mode).creeples_in_play(self.data, colour, shape, self.state)

    def species(
        self,
        colour: str,
        shape: str,
        *,
        basal: str = "",
        cards: Iterable[Card] = (),
        genotype: int | None = None,
        genotype_organs: str = "",
        unborn: int | None = None,
        newborn: int = 0,
        personality: Sequence[int] = (),
        tools: Sequence[tuple[str, int]] = (),
        size: int = 1,
    ) -> Table:
        """Describe a species; ``unborn`` defaults to every creeple of the shape not placed elsewhere."""
        self._species.append(
            _SpeciesSpec(
                PlayerColour(colour),
                Shape(shape),
                basal,
                list(cards),
                genotype,
                genotype_organs,
                unborn,
                newborn,
                personality,
                tools,
                size,
            )
        )
        return self

    def creeple(
        self, colour: str, shape: str, hex_id: str, level: str = "herbivore", *, endangered: bool = False
    ) -> Table:
        self._creeples.append(Creeple(PlayerColour(colour), Shape(shape), hex_id, Level(level), endangered))
        return self

    def order(self, *colours: str) -> Table:
        self.state.order = [PlayerColour(c) for c in colours]
        return self

    def display(self, metabolic: Sequence[int] = (), darwinian: Sequence[int] = ()) -> Table:
        """Put these cards in the first slots of each Display row."""
        for row, wanted in zip(self.state.display, (metabolic, darwinian), strict=True):
            for position, number in enumerate(wanted):
                self._pull_card(number)
                displaced = row.slots[position]
                if displaced is not None:
                    row.draw.append(displaced)
                row.slots[position] = number
        return self

    def dice(self, *faces: int) -> Table:
        """Stack the next die rolls (mutagen rolls, A8b): they come up with these faces, in order."""
        if not all(1 <= face <= 6 for face in faces):
            raise ValueError(f"die faces are 1 to 6; got {faces}")
        self.state.rng.stacked.extend(faces)
        return self

    def deck_top(self, *, metabolic: Sequence[int] = (), darwinian: Sequence[int] = ()) -> Table:
        """Stack the next cards of the mutation decks: the first one given is drawn first (E1e, D7)."""
        for row, wanted in zip(self.state.display, (metabolic, darwinian), strict=True):
            for number in wanted:
                self._pull_card(number)
            row.draw[:0] = list(wanted)
        return self

    def event(self, number: int) -> Table:
        """Make this ET card the next one drawn."""
        if number in self.state.et_deck:
            self.state.et_deck.remove(number)
        self.state.et_deck.insert(0, number)
        return self

    def biosphere(self, number: int) -> Table:
        """Make this biosphere card the next one its deck deals (A1c)."""
        deck = self.data.events[number].deck.value
        pile = self.state.biosphere[deck]
        if number in pile:
            pile.remove(number)
        pile.insert(0, number)
        return self

    def reservoir(self, name: str, disks: int, colour: DiskColour) -> Table:
        """Load a reservoir with exactly this many disks of this colour, keeping the 42 disks (B7).

        A disk it needs comes off the map first (a bare shelf's or a biome's, a bloom's last), then
        out of another reservoir; a disk it sheds goes onto an empty biome no creeple stands on, or
        else into another reservoir with room. Tests set readings this way and still pass every
        invariant.
        """
        state = self.state
        game_map = GameMap.of(self.data, state.placements)
        wanted = Counter({colour: disks})
        held = Counter(state.reservoirs.get(name, []))
        state.reservoirs[name] = [colour] * disks
        for extra, count in (wanted - held).items():
            for _ in range(count):
                self._take_disk(extra, name, game_map)
        occupied = {c.hex for c in self._creeples}
        for spare, count in (held - wanted).items():
            for _ in range(count):
                self._shed_disk(spare, name, game_map, occupied)
        return self

    def _take_disk(self, colour: DiskColour, into: str, game_map: GameMap) -> None:
        state = self.state
        for hex_id in game_map.hexes:
            if state.disks.get(hex_id) == colour:
                del state.disks[hex_id]
                return
        shelves = sorted(state.shelves, key=lambda shelf: shelf.bloom if colour is DiskColour.BLACK else False)
        for shelf in shelves:
            if colour in shelf.disks:
                shelf.disks.remove(colour)
                if shelf.disks == [DiskColour.GREEN]:  # a bloom cannot float on nothing (D12b): it becomes a forest
                    shelf.disks.clear()
                    self._shed_disk(DiskColour.GREEN, "shelf", game_map, {c.hex for c in self._creeples})
                if not shelf.disks:
                    state.shelves.remove(shelf)
                return
        for other, held in state.reservoirs.items():
            if other != into and colour in held:
                held.remove(colour)
                return
        raise ValueError(f"no {colour.value} disk is left anywhere to load into the {into}")

    def _shed_disk(self, colour: DiskColour, out_of: str, game_map: GameMap, occupied: set[str]) -> None:
        state = self.state
        for hex_id in game_map.hexes:
            if hex_id not in state.disks and hex_id not in occupied:
                state.disks[hex_id] = colour
                return
        raise ValueError(f"no empty biome is left for a {colour.value} disk out of the {out_of}")

    def game(self, *frames: Frame, phase: Phase = Phase.ACTIONS, then: str | None = "dispersal") -> Game:
        """Balance the books, put the frames on the stack (last one runs first) and start.

        ``then`` is the phase the turn goes on with once the frames are done; None pauses there
        instead: the game stops (``game.over``) with the position just as the frames left it, so a
        test can watch one event resolve and look at the result.
        """
        state = self.state
        state.phase = phase
        state.creeples = list(self._creeples)
        hosted: dict[tuple[PlayerColour, Shape], int] = {}
        for spec in self._species:
            for card in spec.cards:
                for colour, shape in card.hosts:
                    key = (PlayerColour(colour), Shape(shape))
                    hosted[key] = hosted.get(key, 0) + 1
        for spec in self._species:
            state.player(spec.colour).species.append(self._build(spec))
        for player in state.players:
            for shape in Shape:
                key = (player.colour, shape)
                on_map = sum(1 for c in state.creeples if (c.colour, c.shape) == key)
                species = player.find(shape)
                used = on_map + hosted.get(key, 0)
                in_play = self._in_play(player.colour, shape)
                if species is not None:
                    if species.unborn < 0:  # not given: everything left waits on the genotype
                        species.unborn = in_play - used - species.newborn
                    used += species.unborn + species.newborn
                player.reserve[shape] = in_play - used
                if player.reserve[shape] < 0:
                    raise ValueError(f"more than {in_play} {player.colour.value} {shape.value} creeples described")
            player.lazarus = not any(c.colour is player.colour for c in state.creeples)
            player.archetype_stored = player.find(Shape.ARCHETYPE) is None
        state.stack = [*([] if then is None else [TurnFlow(next=then)]), *frames]
        return Game(self.data, state)

    def _build(self, spec: _SpeciesSpec) -> Species:
        species = Species(
            spec.colour,
            spec.shape,
            genotype=spec.genotype,
            genotype_organs=self._take(organs(spec.genotype_organs)),
            basal=self._take(organs(spec.basal)),
            unborn=-1 if spec.unborn is None else spec.unborn,
            newborn=spec.newborn,
            personality=list(spec.personality),
            tools=[ToolInPlay(tool, side - 1) for tool, side in spec.tools],
            size=spec.size,
        )
        if spec.genotype is not None:
            self._pull_card(spec.genotype)
        for card in spec.cards:
            self._pull_card(card.number)
            species.cards.append(
                TableauCard(
                    card.number,
                    promoted=card.orientation is not None,
                    orientation=None if card.orientation is None else card.orientation - 1,
                    organs=organs(card.organs) if card.monster else self._take(organs(card.organs)),
                    hosts=[HostCreeple(PlayerColour(c), Shape(s)) for c, s in card.hosts],
                    monster=card.monster,
                )
            )
        for tool, _ in spec.tools:
            self.state.tools_available.remove(tool)
        return species

    def _take(self, wanted: list[OrganColour]) -> list[OrganColour]:
        for colour in wanted:
            if self.state.cube_pool[colour] <= 0:
                raise ValueError(f"no {colour.value} cube left in the pool")
            self.state.cube_pool[colour] -= 1
        return wanted

    def _pull_card(self, number: int) -> None:
        """Take a mutation out of wherever setup put it, refilling a Display slot from its deck."""
        for row in self.state.display:
            if number in row.draw:
                row.draw.remove(number)
                return
            if number in row.discard:
                row.discard.remove(number)
                return
            if number in row.slots:
                position = row.slots.index(number)
                row.slots[position] = row.draw.pop(0) if row.draw else None
                return
        raise ValueError(f"mutation {number} is already in use")

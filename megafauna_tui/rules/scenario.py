"""Build positions by hand: for rules tests, worked examples, screenshots and benchmarks.

A ``Table`` starts from a real setup of its game (tooth & claw unless told; a game with a
climate keeps the setup's cratons, disks, reservoirs and Medea), clears the creeples, and lets
the caller describe species, organs, cards and creeples; the cratons and climate disks
(``scenario_climate``); the decks, dice, fossils, the Medea and the turn's flags. ``game()``
then balances the books (creeples from the reserve, cubes from the pool, cards out of the
Display and decks) and refuses climate disks that do not add up (B7, K3a), so a built position
obeys every invariant a played one does. Nothing here edits the position behind the caller's back.

An Achterbahn position (the D8 example): Black holds the Medea, three north shelves' carbon is in
the Atmosphere with one more white disk from the Clouds (a Hothouse), and hypercapnia is played on
its own::

    >>> from megafauna_tui.data.loader import load_rules_data
    >>> from megafauna_tui.data.vocabulary import DiskColour
    >>> from megafauna_tui.rules import climate
    >>> data = load_rules_data()
    >>> table = Table(data, ["black", "orange"], mode=GameMode.ACHTERBAHN)
    >>> table = table.species("black", "archetype", basal="bb", cards=[Card(34, organs="y")])
    >>> table = table.creeple("black", "archetype", "siberia:6").medea("black")
    >>> table = table.reservoir("atmosphere", black=6, white=4).reservoir("clouds", white=5)
    >>> table = table.shelf("siberia:north").shelf("laurentia:north").shelf("gondwana:north")
    >>> game = table.play(4)
    >>> climate.readings(game).greenhouse.value
    'hothouse'
    >>> game.decision.prompt
    'Medea: which black disk leaves the shelves for hypercapnia, #4?'
    >>> game.answer("baltica:north")
    >>> climate.count(game.state, "atmosphere", DiskColour.BLACK), game.state.shelf("baltica:north")
    (7, None)

A solo position on Mars (the K5h example): Arabia Terra and Tharsis share no latitude, the plant
has one archetype on the map, and a drift was put off last turn; this turn's ET card shows the
stable icon, so the drift happens now::

    >>> from megafauna_tui.rules.geometry import Placement
    >>> table = Table(data, ["black", "green"], mode=GameMode.SOLO_MARS, turn=4)
    >>> table = table.cratons(Placement("arabia", 0, 6), Placement("tharsis", 8, 2))
    >>> table = table.species("green", "archetype").creeple("green", "archetype", "arabia:0", "plant")
    >>> table = table.snail_tectonics(3, 47).et_deck(9, drawn=2).biosphere(48)
    >>> game = table.game(EventPhase(), phase=Phase.EVENTS, then=None)
    >>> game.state.craton_order
    ['tharsis', 'arabia']
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import EventDeck, OrganColour, PlayerColour, Shape

from .engine import Game
from .event_phase import EventPhase
from .flow import TurnFlow
from .frame import Frame
from .scenario_climate import ClimateTable
from .state import (
    Creeple,
    GameLength,
    GameMode,
    GameState,
    HostCreeple,
    Level,
    Phase,
    Side,
    Species,
    TableauCard,
    ToolInPlay,
)
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


class Table(ClimateTable):
    """A hand-built position of any game: tooth & claw unless ``mode`` says otherwise.

    ``length``, ``apomorphies``, ``plant_policy`` and ``side`` are the setup's choices (A6, J8, K8, K, Ke, Kf),
    made as ``Game.new`` makes them.
    """

    def __init__(
        self,
        data: RulesData,
        players: Sequence[str],
        *,
        seed: int = 1,
        turn: int = 2,
        era: int = 1,
        mode: GameMode = GameMode.TOOTH_AND_CLAW,
        length: GameLength = GameLength.STANDARD,
        apomorphies: bool = False,
        plant_policy: bool = False,
        side: Side = Side.ANIMAL,
    ) -> None:
        self.data = data
        colours = [PlayerColour(c) for c in players]
        self.state: GameState = new_state(
            data,
            players=colours,
            seed=seed,
            mode=mode,
            length=length,
            apomorphies=apomorphies,
            plant_policy=plant_policy,
            side=side,
        )
        self._climate = bool(self.state.reservoirs)
        """The game has climate disks (Achterbahn, the solo worlds, Venus): ``game()`` counts them."""
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
        """Describe a species; ``unborn`` defaults to every creeple of the shape not placed elsewhere. Describing a
        colour's shape again replaces its first description."""
        spec = _SpeciesSpec(
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
        for index, described in enumerate(self._species):
            if (described.colour, described.shape) == (spec.colour, spec.shape):
                self._species[index] = spec
                return self
        self._species.append(spec)
        return self

    def creeple(
        self, colour: str, shape: str, hex_id: str, level: str = "herbivore", *, endangered: bool = False
    ) -> Table:
        """A creeple of a described species on a biome or a bloom, at its trophic level, lying down if
        ``endangered``; its species gives up one Unborn for it."""
        self._creeples.append(Creeple(PlayerColour(colour), Shape(shape), hex_id, Level(level), endangered))
        return self

    def order(self, *colours: str) -> Table:
        """The player order of this turn (A5)."""
        self.state.order = [PlayerColour(c) for c in colours]
        return self

    def display(self, metabolic: Sequence[int] = (), darwinian: Sequence[int] = ()) -> Table:
        """Put these cards in the first slots of each Display row; a card they displace goes back into its deck,
        and a slot a named card leaves is refilled from its deck, so no slot stands empty (E1e)."""
        for row, wanted in zip(self.state.display, (metabolic, darwinian), strict=True):
            for position, number in enumerate(wanted):
                _pull_card(self.state, number)
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
        """Stack the next cards of the mutation decks: the first one given is drawn first (E1e, D7). A card named
        from the Display leaves its slot refilled from its deck, so no slot stands empty."""
        for row, wanted in zip(self.state.display, (metabolic, darwinian), strict=True):
            for number in wanted:
                _pull_card(self.state, number)
            row.draw[:0] = list(wanted)
        return self

    def mutation_piles(
        self, deck: str, *, draw: Sequence[int] = (), discard: Sequence[int] = (), removed: Sequence[int] = ()
    ) -> Table:
        """A Display row's cards off the Display, all of them: its draw deck, next first, its discard pile (E1e)
        and the cards a mutagen took out of the game (D7). The row's dealt cards stay; every other card of the
        row must be named once (B7)."""
        row = next(r for r in self.state.display if r.deck.value == deck)
        held = sorted([*row.draw, *row.discard, *row.removed])
        named = sorted([*draw, *discard, *removed])
        if named != held:
            missing = sorted(set(held) - set(named))
            strangers = sorted(set(named) - set(held))
            raise ValueError(
                f"the {deck} row's cards off the Display are {len(held)}: missing {missing}, not of it {strangers} (B7)"
            )
        row.draw, row.discard, row.removed = list(draw), list(discard), list(removed)
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

    def et_deck(self, *cards: int, drawn: int | None = None) -> Table:
        """This era's face-down ET cards, next first (C1m, A1f): these cards, then the deck's others, as many as
        the era has left once ``drawn`` of its cards were drawn (by default as many as before)."""
        for number in cards:
            if self.data.events[number].deck is not EventDeck.ET:
                raise ValueError(f"#{number} is a biosphere card, not an ET card (C1b)")
        state = self.state
        if drawn is not None:
            state.era_cards_drawn = drawn
        left = self.data.special_cards.era.events_per_era - state.era_cards_drawn
        if len(cards) > left:
            raise ValueError(f"the era has {left} ET cards left after {state.era_cards_drawn} drawn, not {len(cards)}")
        state.et_deck = [*cards, *(n for n in state.et_deck if n not in cards)][:left]
        return self

    def biosphere_deck(self, deck: str, *cards: int) -> Table:
        """A biosphere deck holds these cards, next first (C1n); an empty deck is reshuffled when next drawn
        from (A1c)."""
        for number in cards:
            if self.data.events[number].deck.value != deck:
                raise ValueError(f"#{number} is not a card of the {deck.replace('_', ' ')} deck (C1b)")
        self.state.biosphere[deck] = list(cards)
        return self

    def fossils(self, colour: str, count: int) -> Table:
        """The player holds this many fossils in the fossil record (I4b, I5b), taken from the fossil pool (B7)."""
        player = self.state.player(PlayerColour(colour))
        pool = self.state.fossil_pool + player.fossils
        if count > pool:
            raise ValueError(f"the fossil pool holds {pool} fossils, not {count} (B7)")
        self.state.fossil_pool = pool - count
        player.fossils = count
        return self

    def medea(self, colour: str) -> Table:
        """The player holds the Medea card (C1d, E8), in a game played with it."""
        state = self.state
        wanted = PlayerColour(colour)
        if not any(p.medea for p in state.players):
            raise ValueError("this game is played without the Medea card (A8g)")
        if wanted not in [p.colour for p in state.players]:
            raise ValueError(f"{wanted.value} does not play in this game")
        for player in state.players:
            player.medea = player.colour is wanted
        return self

    def snail_tectonics(self, *cards: int) -> Table:
        """The cards of the last event phase whose continental movements snail tectonics put off, to be done if
        this turn's ET card shows the stable icon (K5h, R57)."""
        self.state.snail_cards = list(cards)
        return self

    def turn(self, number: int, *, era: int | None = None) -> Table:
        """The position is in this turn, and in this era if one is given (A1, A1f)."""
        self.state.turn = number
        if era is not None:
            self.state.era = self.state.event_era = era
        return self

    def raindance(self, turn: int, *, cost: int = 1) -> Table:
        """The Medea made it rain in this turn: the plant takes ``cost`` actions fewer in that turn's action phase
        (K6, Kf10)."""
        self.state.raindance_turn = turn
        self.state.raindance_cost = cost
        return self

    def era_ends(self, *, game: bool = False) -> Table:
        """This turn drew its era's last ET card (A1f): fossil awards at its end (I5), or, with ``game``, the
        final era's last: final scoring (A4c, A6, A7)."""
        self.state.era_ending = True
        self.state.game_ending = game
        return self

    def language(self, turn: int) -> Table:
        """A species first spoke in this turn: the long and short games end in the next Era III turn (J6f)."""
        self.state.language_turn = turn
        return self

    def play(self, *cards: int, from_event: int = 0, then: str | None = "actions") -> Game:
        """Start the game in the event phase of this turn with these cards revealed, at most an ET card and a
        biosphere card (A1a, A1c), and resolve their events from ``from_event`` on, in order (A1e); ``then``
        as in ``game()``. A single card plays its events on its own, with nothing else revealed. The table keeps
        these cards as its turn's revealed cards."""
        state = self.state
        state.event_card = state.biosphere_card = None
        for number in cards:
            if self.data.events[number].deck is EventDeck.ET:
                if state.event_card is not None:
                    raise ValueError("a turn reveals one ET card (A1a)")
                state.event_card = number
            else:
                if state.biosphere_card is not None:
                    raise ValueError("a turn reveals one biosphere card (A1c)")
                state.biosphere_card = number
        return self.game(EventPhase(revealed=True, next_event=from_event), phase=Phase.EVENTS, then=then)

    def game(self, *frames: Frame, phase: Phase = Phase.ACTIONS, then: str | None = "dispersal") -> Game:
        """Balance the books, put the frames on the stack (last one runs first) and start. A climate whose
        disks do not add up to the game's is refused (``check_climate``). Each call builds a new game from a
        copy of the description, which stays as it was: a table can build a position again, or build it once
        to look at and once to play.

        ``then`` is the phase the turn goes on with once the frames are done; None pauses there
        instead: the game stops (``game.over``) with the position just as the frames left it, so a
        test can watch one event resolve and look at the result.
        """
        if self._climate:
            self.check_climate()
        state = copy.deepcopy(self.state)
        state.phase = phase
        state.creeples = [dataclasses.replace(c) for c in self._creeples]
        hosted: dict[tuple[PlayerColour, Shape], int] = {}
        for spec in self._species:
            for card in spec.cards:
                for colour, shape in card.hosts:
                    key = (PlayerColour(colour), Shape(shape))
                    hosted[key] = hosted.get(key, 0) + 1
        for spec in self._species:
            state.player(spec.colour).species.append(self._build(spec, state))
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

    def _build(self, spec: _SpeciesSpec, state: GameState) -> Species:
        species = Species(
            spec.colour,
            spec.shape,
            genotype=spec.genotype,
            genotype_organs=_take(state, organs(spec.genotype_organs)),
            basal=_take(state, organs(spec.basal)),
            unborn=-1 if spec.unborn is None else spec.unborn,
            newborn=spec.newborn,
            personality=list(spec.personality),
            tools=[ToolInPlay(tool, side - 1) for tool, side in spec.tools],
            size=spec.size,
        )
        if spec.genotype is not None:
            _pull_card(state, spec.genotype)
        for card in spec.cards:
            _pull_card(state, card.number)
            species.cards.append(
                TableauCard(
                    card.number,
                    promoted=card.orientation is not None,
                    orientation=None if card.orientation is None else card.orientation - 1,
                    organs=organs(card.organs) if card.monster else _take(state, organs(card.organs)),
                    hosts=[HostCreeple(PlayerColour(c), Shape(s)) for c, s in card.hosts],
                    monster=card.monster,
                )
            )
        for tool, _ in spec.tools:
            state.tools_available.remove(tool)
        return species


def _take(state: GameState, wanted: list[OrganColour]) -> list[OrganColour]:
    """Cubes of these colours out of the pool (B7)."""
    for colour in wanted:
        if state.cube_pool[colour] <= 0:
            raise ValueError(f"no {colour.value} cube left in the pool")
        state.cube_pool[colour] -= 1
    return wanted


def _pull_card(state: GameState, number: int) -> None:
    """Take a mutation out of wherever setup put it, refilling a Display slot from its deck."""
    for row in state.display:
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

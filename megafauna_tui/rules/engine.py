"""The decision API: run the rules until someone must choose, then apply the answer.

``Game`` is the one entry point for the UI, bots, the command line and tests::

    game = Game.new(load_rules_data(), players=3, seed=7)
    while (decision := game.decision) is not None:
        game.answer(decision.options[0].key)

What differs between kinds of game the rules ask ``game.variant`` (see variant.py).
The map (``geometry``, ``hexes``, ``neighbours``, ``terrain``, the offshore shelves) is derived from the
craton placements in the position and rebuilt whenever they change.
"""

from __future__ import annotations

import pickle
from collections.abc import Sequence
from dataclasses import dataclass

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import Biome, PlayerColour, Terrain

from .decisions import Decision, IllegalAnswer, Option
from .geometry import HEADINGS, HexId, MapGeometry, Placement, neighbours
from .kept import Kept
from .state import GameLength, GameMode, GameState, LogEntry, Side
from .variant import Variant, new_state, variant_for

#: Far more steps than any real turn takes; reaching it means a rules bug, not a long game.
_STEP_LIMIT = 200_000


@dataclass(frozen=True, slots=True)
class GameMap:
    """Everything derived from one set of craton placements, by hex id string; never changed once built."""

    geometry: MapGeometry
    hexes: tuple[str, ...]
    neighbours: dict[str, tuple[str, ...]]
    terrain: dict[str, Terrain]
    printed_biome: dict[str, Biome]
    """The biome printed on each hex, the one it has while no disk covers it (F3)."""
    raft_landings: dict[str, dict[str, str | None]]
    """By heading (east, west), where a raft from each hex lands (see ``MapGeometry.raft_landing``)."""
    shelf_coast: dict[str, str]
    """Each offshore shelf of the placed cratons ('laurentia:south'), and the coast hex it lies off (C1h)."""
    offshore: dict[str, tuple[str, ...]]
    """The shelves lying off each coast hex that has any (C1h, F3b)."""
    along_coast: dict[str, tuple[str, ...]]
    """The shelves next to each shelf, to its north and south on the same coast (F3b, R49)."""
    landmasses: tuple[tuple[str, ...], ...]
    """Cratons joined by touching hexes, west to east: each a lone craton or a continent (D1, D3, D4)."""
    landmass_of: dict[str, tuple[str, ...]]
    """The landmass each placed craton belongs to."""
    latitude: dict[str, int]
    """The latitude of each hex, and of each shelf: its coast's row (D1a, R49)."""

    @classmethod
    def of(cls, data: RulesData, placements: tuple[Placement, ...]) -> GameMap:
        """The map of these placements. Maps are immutable, so one built before for the same data and
        placements is handed out again: a search meets the same few drifts and collisions in many futures."""
        kept = _MAPS.get((data,), placements)
        return kept if kept is not None else _MAPS.put((data,), placements, cls._build(data, placements))

    @classmethod
    def _build(cls, data: RulesData, placements: tuple[Placement, ...]) -> GameMap:
        geometry = MapGeometry(data.cratons, placements)
        names = {h: str(h) for h in geometry.hexes}
        name_at = {coord: names[h] for coord, h in geometry.hex_at.items()}
        terrain = {name: data.cratons[h.craton].hex(h.number).terrain for h, name in names.items()}
        landings: dict[str, dict[str, str | None]] = {}
        for heading in HEADINGS:
            found = geometry.raft_landings(heading)
            landings[heading] = {
                name: None if (landing := found[hex_id]) is None else names[landing] for hex_id, name in names.items()
            }
        coasts = {str(s): names[geometry.shelf_coast(s.craton, s.position)] for s in geometry.shelves}
        offshore: dict[str, tuple[str, ...]] = {}
        for shelf, coast in coasts.items():
            offshore[coast] = (*offshore.get(coast, ()), shelf)
        return cls(
            geometry,
            tuple(names.values()),
            {
                name: tuple(name_at[c] for c in neighbours(geometry.position[h]) if c in name_at)
                for h, name in names.items()
            },
            terrain,
            {h: Biome(t.value) for h, t in terrain.items()},
            landings,
            coasts,
            offshore,
            {str(s): tuple(str(n) for n in s.along_coast()) for s in geometry.shelves},
            geometry.landmasses,
            {craton: land for land in geometry.landmasses for craton in land},
            {
                **{name: geometry.latitude(h) for h, name in names.items()},
                **{shelf: geometry.latitude(HexId.parse(coast)) for shelf, coast in coasts.items()},
            },
        )


#: Maps built lately, by the data and the placements.
_MAPS: Kept[GameMap] = Kept(64)


class Game:
    """A game in progress: the rules data, the position, and the pending decision."""

    def __init__(self, data: RulesData, state: GameState) -> None:
        self.data = data
        self.state = state
        self.variant: Variant = variant_for(state.mode)
        """The rules of this kind of game (raises SetupError for a game that cannot be played yet)."""
        self._map: GameMap | None = None
        self._map_key: tuple[Placement, ...] | None = None
        self._decision: Decision | None = None
        self.decisions_answered = 0
        self.forced: list[tuple[Decision, Option]] = []
        """Decisions with a single legal option that the engine applied by itself since the last
        ``answer`` (or since the game was built), oldest first: a UI tells people what happened."""
        self._advance()

    @classmethod
    def new(
        cls,
        data: RulesData,
        *,
        players: int | Sequence[PlayerColour],
        seed: int,
        mode: GameMode = GameMode.TOOTH_AND_CLAW,
        length: GameLength = GameLength.STANDARD,
        apomorphies: bool = False,
        plant_policy: bool = False,
        side: Side = Side.ANIMAL,
    ) -> Game:
        """Set up a new game (C1); ``players`` is a count (colours dealt at random, C1c) or the colours; ``side``
        is whom the person plays in a solo game (K, Ke, Kf; ``Variant.sides``); ``plant_policy`` has the game
        answer the automated plant's choices itself (K8, plant_policy.py)."""
        state = new_state(
            data,
            players=players,
            seed=seed,
            mode=mode,
            length=length,
            apomorphies=apomorphies,
            plant_policy=plant_policy,
            side=side,
        )
        return cls(data, state)

    # -- the decision API ---------------------------------------------------------

    @property
    def decision(self) -> Decision | None:
        """The pending decision, or None once the game is over."""
        return self._decision

    @property
    def over(self) -> bool:
        return self._decision is None

    def answer(self, key: str) -> None:
        """Apply one legal option; anything else raises IllegalAnswer and changes nothing."""
        decision = self._decision
        if decision is None or decision.option(key) is None:
            raise IllegalAnswer(key, decision)
        self.forced = []
        self.state.stack[-1].answer(self, key)
        self.decisions_answered += 1
        self._advance()

    def _advance(self) -> None:
        state = self.state
        for _ in range(_STEP_LIMIT):
            if not state.stack:
                self._decision = None
                return
            frame = state.stack[-1]
            decision = frame.step(self)
            if decision is None:
                continue
            if not decision.options:
                raise RuntimeError(f"{type(frame).__name__} asked '{decision.prompt}' with no legal option")
            if len(decision.options) == 1:
                # A forced choice is no choice: apply it, and keep it so a UI can say what happened.
                self.forced.append((decision, decision.options[0]))
                frame.answer(self, decision.options[0].key)
                continue
            own = self.variant.own_answer(self, decision)
            if own is not None:
                # K8: a choice the game makes itself (the automated plant's, by the policy chosen at setup).
                frame.answer(self, own)
                continue
            self._decision = decision
            return
        raise RuntimeError("the rules engine made no decision in a very long time; this is a bug")

    def clone(self) -> Game:
        """An independent copy to explore with (bots)."""
        return Snapshot.of(self).game()

    # -- the map, derived from the position ---------------------------------------

    @property
    def map(self) -> GameMap:
        """The map of the current placements, rebuilt whenever they are not those it was built from.

        Placements are an immutable tuple replaced as a whole when a craton moves, so the check is
        an identity test, and an equality test only after a new tuple arrived (a clone, a load).
        """
        placements = self.state.placements
        if placements is not self._map_key:
            if self._map is None or placements != self._map_key:
                self._map = GameMap.of(self.data, placements)
            self._map_key = placements
        assert self._map is not None
        return self._map

    @property
    def geometry(self) -> MapGeometry:
        return self.map.geometry

    @property
    def hexes(self) -> tuple[str, ...]:
        return self.map.hexes

    @property
    def neighbours(self) -> dict[str, tuple[str, ...]]:
        return self.map.neighbours

    @property
    def terrain(self) -> dict[str, Terrain]:
        return self.map.terrain

    def raft_landing(self, hex_id: str, heading: str) -> str | None:
        """Where a raft from this hex heading east or west lands, if anywhere (F5)."""
        return self.map.raft_landings[heading][hex_id]

    # -- helpers for frames ---------------------------------------------------------

    def say(self, rule: str, text: str) -> None:
        self.state.say(rule, text)


@dataclass(frozen=True, slots=True)
class Snapshot:
    """A position written out once and copied out as often as wanted: a search starts every one of its
    iterations from the same position, so it pays for writing it only once (``TableView.sample``).

    The log is most of a late position's bytes and its entries never change: the copies share them. A copy
    starts with the game's map, which is immutable and keyed by the placements it was built from: the copy
    rebuilds its own as soon as its placements differ (see ``Game.map``).
    """

    data: RulesData
    variant: Variant
    state: bytes
    """The position without its log, pickled."""
    log: tuple[LogEntry, ...]
    decision: Decision | None
    decisions_answered: int
    forced: tuple[tuple[Decision, Option], ...]
    map: GameMap | None
    map_key: tuple[Placement, ...] | None

    @classmethod
    def of(cls, game: Game) -> Snapshot:
        log = game.state.log
        game.state.log = []
        try:
            state = pickle.dumps(game.state, protocol=pickle.HIGHEST_PROTOCOL)
        finally:
            game.state.log = log
        return cls(
            game.data,
            game.variant,
            state,
            tuple(log),
            game._decision,
            game.decisions_answered,
            tuple(game.forced),  # decisions and options are frozen: sharing them is safe
            game._map,
            game._map_key,
        )

    def game(self) -> Game:
        """A new, independent game in this position."""
        twin = Game.__new__(Game)
        twin.data = self.data
        twin.variant = self.variant
        twin.state = pickle.loads(self.state)
        twin.state.log = list(self.log)
        twin._decision = self.decision
        twin.decisions_answered = self.decisions_answered
        twin.forced = list(self.forced)
        twin._map = self.map
        twin._map_key = self.map_key
        return twin

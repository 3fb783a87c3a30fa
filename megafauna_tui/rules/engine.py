"""The decision API: run the rules until someone must choose, then apply the answer.

``Game`` is the one entry point for the UI, bots, the command line and tests::

    game = Game.new(load_rules_data(), players=3, seed=7)
    while (decision := game.decision) is not None:
        game.answer(decision.options[0].key)
"""

from __future__ import annotations

import pickle
from collections.abc import Sequence
from functools import cached_property

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import PlayerColour, Terrain

from .decisions import Decision, IllegalAnswer, Option
from .geometry import HexId, MapGeometry, joined_row
from .state import GameLength, GameMode, GameState
from .variant import Variant, variant_for

#: Far more steps than any real turn takes; reaching it means a rules bug, not a long game.
_STEP_LIMIT = 200_000


class Game:
    """A game in progress: the rules data, the position, and the pending decision."""

    def __init__(self, data: RulesData, state: GameState) -> None:
        self.data = data
        self.state = state
        self.variant: Variant = variant_for(state.mode)
        """The rules of this kind of game (raises SetupError for a game that cannot be played yet)."""
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
    ) -> Game:
        """Set up a new game (C1); ``players`` is a count (colours dealt at random, C1c) or the colours."""
        from .setup import new_state

        state = new_state(data, players=players, seed=seed, mode=mode, length=length, apomorphies=apomorphies)
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
            self._decision = decision
            return
        raise RuntimeError("the rules engine made no decision in a very long time; this is a bug")

    def clone(self) -> Game:
        """An independent copy to explore with (bots); the map caches are shared, they never change."""
        twin = Game.__new__(Game)
        twin.data = self.data
        twin.variant = self.variant
        twin.state = pickle.loads(pickle.dumps(self.state, protocol=pickle.HIGHEST_PROTOCOL))
        twin._decision = self._decision
        twin.decisions_answered = self.decisions_answered
        twin.forced = list(self.forced)  # decisions and options are frozen: sharing them is safe
        for cached in ("geometry", "hexes", "neighbours", "terrain"):
            if cached in self.__dict__:
                twin.__dict__[cached] = self.__dict__[cached]
        return twin

    # -- the map, derived from the position ---------------------------------------

    @cached_property
    def geometry(self) -> MapGeometry:
        state = self.state
        if state.mode is GameMode.TOOTH_AND_CLAW:
            latitude = state.latitudes[state.craton_order[0]]
            placements = joined_row(state.craton_order, latitude=latitude)
        else:  # pragma: no cover - the Achterbahn map arrives with the climate engine
            raise NotImplementedError("only the tooth & claw map exists yet")
        return MapGeometry(self.data.cratons, placements)

    @cached_property
    def hexes(self) -> tuple[str, ...]:
        return tuple(str(h) for h in self.geometry.hexes)

    @cached_property
    def neighbours(self) -> dict[str, tuple[str, ...]]:
        geo = self.geometry
        return {str(h): tuple(str(n) for n in geo.adjacent(h)) for h in geo.hexes}

    @cached_property
    def terrain(self) -> dict[str, Terrain]:
        return {str(h): self.data.cratons[h.craton].hex(h.number).terrain for h in self.geometry.hexes}

    def raft_landing(self, hex_id: str, heading: str) -> str | None:
        landing = self.geometry.raft_landing(HexId.parse(hex_id), heading)
        return None if landing is None else str(landing)

    # -- helpers for frames ---------------------------------------------------------

    def say(self, rule: str, text: str) -> None:
        self.state.say(rule, text)

"""A game session: seats, the answer record, undo, and saving (the layer between the UI and the rules).

Undo steps back one decision at a time but never past a random reveal: once a
card has been drawn or a die rolled, undoing cannot bring back the moment
before it, so nobody can look at a draw and then choose again.
"""

from __future__ import annotations

import pickle
from collections.abc import Sequence
from pathlib import Path

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.rules.decisions import Decision
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.state import GameMode
from megafauna_tui.savefile import SaveError, Seat, dumps, loads


class Session:
    """One game being played: the rules engine plus what people need around it."""

    def __init__(self, data: RulesData, game: Game, seats: Sequence[Seat], answers: Sequence[str] = ()) -> None:
        self.data = data
        self.game = game
        self.seats = list(seats)
        self.answers = list(answers)
        self._undo: list[tuple[bytes, int]] = []

    @classmethod
    def new(
        cls, data: RulesData, seats: Sequence[Seat], *, seed: int, mode: GameMode = GameMode.TOOTH_AND_CLAW
    ) -> Session:
        colours = [PlayerColour(seat.colour) for seat in seats]
        return cls(data, Game.new(data, players=colours, seed=seed, mode=mode), seats)

    @property
    def decision(self) -> Decision | None:
        return self.game.decision

    def seat(self, colour: PlayerColour) -> Seat:
        return next(s for s in self.seats if s.colour == colour.value)

    def answer(self, key: str) -> None:
        """Answer the pending decision (IllegalAnswer leaves everything as it was)."""
        before = pickle.dumps(self.game.state, protocol=pickle.HIGHEST_PROTOCOL)
        reveals = self.game.state.reveals
        self.game.answer(key)
        self.answers.append(key)
        if self.game.state.reveals != reveals:
            self._undo.clear()  # a card or a die was revealed: no way back past it
        else:
            self._undo.append((before, len(self.answers) - 1))

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo(self) -> None:
        if not self._undo:
            raise LookupError("nothing to undo since the last card drawn or die rolled")
        snapshot, answered = self._undo.pop()
        self.game = Game(self.data, pickle.loads(snapshot))
        del self.answers[answered:]

    def to_json(self) -> str:
        return dumps(self.game, seats=self.seats, answers=self.answers)

    def save(self, path: Path) -> None:
        """Write atomically: a crash mid-write never damages the previous save."""
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(path.suffix + ".tmp")
        temporary.write_text(self.to_json(), encoding="utf-8")
        temporary.replace(path)

    @classmethod
    def from_json(cls, text: str | bytes, data: RulesData) -> Session:
        game, document = loads(text, data)
        return cls(data, game, document.seats, document.answers)

    @classmethod
    def load(cls, path: Path, data: RulesData) -> Session:
        try:
            text = path.read_bytes()
        except OSError as error:
            raise SaveError(f"cannot read {path}: {error.strerror or error}") from None
        return cls.from_json(text, data)

"""A saved game played back: every position of its record, step by step, without a screen.

A game is a function of its setup and its answers, so a replay keeps only those and a
clone of the position every ``CHECKPOINT`` answers: any position is then at most that
many answers from a stored one, and going back is as cheap as going forward. The record
is checked on the way in exactly as loading a save checks it (it must reach the position
the save stores), so a replay never shows a game the rules could not have played.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.rules.engine import Game
from megafauna_tui.savefile import SaveError, Seat, Setup, data_note, load_game

#: Answers between two stored positions: stepping anywhere replays at most this many.
CHECKPOINT = 16


@dataclass(frozen=True, slots=True)
class Step:
    """One answer of the record, as the replay names it: who was asked what, and what they chose."""

    number: int
    """Its place in the record, from 1."""
    turn: int
    """The turn it was asked in."""
    player: PlayerColour
    prompt: str
    choice: str
    rule: str
    """The rule of the option chosen."""
    hex: str | None = None
    """The place it chose on the map, if it chose one."""


class Replay:
    """The positions of one saved game, from the setup (position 0) to the last answer (position ``len``).

    ``index`` is the position shown: the number of answers played so far.
    """

    def __init__(self, data: RulesData, setup: Setup, seats: Sequence[Seat], answers: Sequence[str]) -> None:
        """Play the record once from ``setup``, keeping a checkpoint every ``CHECKPOINT`` answers; IllegalAnswer
        (or any error the rules raise) if the record is not a game: files go through ``from_save``."""
        builder = _Builder(setup.start(data))
        for key in answers:
            builder.answer(key)
        self._take(data, setup, seats, answers, builder)

    @classmethod
    def from_save(cls, text: str | bytes, data: RulesData) -> Replay:
        """The replay of a save file; SaveError (in plain words) if the file is not a game its record reaches.

        The checkpoints are taken on the load's own way through the record: no second pass."""
        built: list[_Builder] = []

        def follow(game: Game, setup: Setup) -> Callable[[str], None]:
            built.append(_Builder(game))
            return built[-1].answer

        final, document = load_game(text, data, follow=follow)
        builder = built[-1]  # the replay that reached the saved position is the last one tried
        assert builder.game is final and document.setup is not None
        replay = cls.__new__(cls)
        replay._take(data, document.setup, document.seats, document.answers, builder)
        replay.note = data_note(document, data)
        return replay

    def _take(
        self, data: RulesData, setup: Setup, seats: Sequence[Seat], answers: Sequence[str], builder: _Builder
    ) -> None:
        self.data = data
        self.setup = setup
        self.seats = list(seats)
        self.answers = list(answers)
        self.steps = builder.steps
        self.turns = builder.turns
        """The turn of each position (after 0, 1, ... answers)."""
        self._checkpoints = builder.checkpoints
        self.final = builder.game
        """The last position of the record."""
        self.index = len(self.answers)
        self._game = builder.game.clone()
        self.from_report = False
        """Read from a bug report (which opens at its last position, where the problem was)."""
        self.note: str | None = None
        """A save made with other data whose record replays the same with this data says so (``data_note``)."""

    # -- where the replay stands ---------------------------------------------------------

    def __len__(self) -> int:
        """The number of answers in the record."""
        return len(self.answers)

    @property
    def game(self) -> Game:
        """The position shown (after ``index`` answers); a copy of the record's own, safe to read."""
        return self._game

    @property
    def turn(self) -> int:
        return self.turns[self.index]

    @property
    def step(self) -> Step | None:
        """The answer that led to the position shown (None at the setup)."""
        return self.steps[self.index - 1] if self.index else None

    @property
    def next_step(self) -> Step | None:
        """The answer given at the position shown (None at the end of the record)."""
        return self.steps[self.index] if self.index < len(self.steps) else None

    @property
    def names(self) -> dict[PlayerColour, str]:
        return {PlayerColour(seat.colour): seat.name for seat in self.seats}

    # -- moving ------------------------------------------------------------------------

    def go(self, index: int) -> Game:
        """Show the position after ``index`` answers (clamped to the record); the game there."""
        index = max(0, min(len(self.answers), index))
        if index == self.index:
            return self._game
        if index == self.index + 1:
            self._game.answer(self.answers[self.index])  # one on: no need for a checkpoint
        else:
            base = index // CHECKPOINT
            game = self._checkpoints[base].clone()
            for key in self.answers[base * CHECKPOINT : index]:
                game.answer(key)
            self._game = game
        self.index = index
        return self._game

    def forward(self) -> Game:
        return self.go(self.index + 1)

    def back(self) -> Game:
        return self.go(self.index - 1)

    def start(self) -> Game:
        return self.go(0)

    def end(self) -> Game:
        return self.go(len(self.answers))

    def turn_start(self, turn: int) -> int:
        """The first position of ``turn`` (the first one after it, if the record skips it; the end if none)."""
        return next((i for i, t in enumerate(self.turns) if t >= turn), len(self.turns) - 1)

    def next_turn(self) -> Game:
        """To the first position of the next turn (the end, on the last turn)."""
        later = next((i for i in range(self.index + 1, len(self.turns)) if self.turns[i] > self.turn), None)
        return self.go(len(self.answers) if later is None else later)

    def previous_turn(self) -> Game:
        """To the first position of this turn; from there, to that of the turn before."""
        start = self.turn_start(self.turn)
        if start < self.index:
            return self.go(start)
        earlier = self.turns[self.index - 1] if self.index else self.turn
        return self.go(self.turn_start(earlier))

    def go_to_turn(self, turn: int) -> Game:
        """To the first position of ``turn``; ValueError naming the turns this game has if it never reached it."""
        first, last = self.turns[0], self.turns[-1]
        if not first <= turn <= last:
            raise ValueError(f"this game has turns {first} to {last}, not turn {turn}")
        return self.go(self.turn_start(turn))

    def turn_ends(self) -> Iterator[tuple[int, Game]]:
        """Each turn of the record with its last position (a copy each): the game as it stood turn by turn, for
        anything that draws the game as it went. Leaves the position shown as it was."""
        shown = self.index
        for number, turn in enumerate(self.turns):
            if number + 1 == len(self.turns) or self.turns[number + 1] != turn:
                yield turn, self.go(number).clone()
        self.go(shown)


def _step(game: Game, key: str, number: int) -> Step:
    decision = game.decision
    option = decision.option(key) if decision is not None else None
    if decision is None or option is None:  # game.answer refuses it next, with the error loading reports
        return Step(number, game.state.turn, game.state.players[0].colour, "", key, "")
    return Step(number, game.state.turn, decision.player, decision.prompt, option.label, option.rule, option.hex)


class _Builder:
    """Follows a load's replay of a record (``load_game``'s ``follow``), keeping what a ``Replay`` needs."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.steps: list[Step] = []
        self.turns: list[int] = []
        self.checkpoints: list[Game] = []
        self._record()

    def _record(self) -> None:
        if len(self.turns) % CHECKPOINT == 0:
            self.checkpoints.append(self.game.clone())
        self.turns.append(self.game.state.turn)

    def answer(self, key: str) -> None:
        step = _step(self.game, key, len(self.steps) + 1)
        self.game.answer(key)  # IllegalAnswer leaves everything as it was: the load reports it
        self.steps.append(step)
        self._record()


def open_replay(text: str | bytes, data: RulesData) -> tuple[Replay, list[str]]:
    """The replay of a save or of a bug report (``bugreport``), and the warnings to show with it: a report
    written by another version or over other rules data, or whose log the replay does not reproduce.

    SaveError (a ReportError for a report) says in plain words why the file cannot be replayed.
    """
    from megafauna_tui.bugreport import data_fingerprint, is_report, log_of, read_report
    from megafauna_tui.savefile import parse_json

    raw = parse_json(text)  # SaveError, in one line, if it is no JSON this game could have written
    if not is_report(raw):
        replay = Replay.from_save(text, data)
        return replay, [replay.note] if replay.note else []
    assert isinstance(raw, dict)
    report = read_report(raw, fingerprint=data_fingerprint(data.directory))
    try:
        replay = Replay.from_save(report.save, data)
    except SaveError as error:
        raise SaveError(f"the bug report's game cannot be replayed: {error}") from None
    replay.from_report = True
    warnings = list(report.warnings)
    if replay.note:
        warnings.append(replay.note)
    replayed = log_of(replay.final.state.log, replay.names)
    if report.log and replayed != report.log:
        line = next((n for n, (a, b) in enumerate(zip(replayed, report.log, strict=False), 1) if a != b), None)
        where = f"from line {line}" if line is not None else f"in length ({len(replayed)} lines, not {len(report.log)})"
        warnings.append(f"The replayed log differs from the report's {where}.")
    return replay, warnings


def open_path(path: Path, data: RulesData) -> tuple[Replay, list[str]]:
    """``open_replay`` of a file; SaveError if it cannot be read."""
    try:
        text = path.read_bytes()
    except OSError as error:
        from megafauna_tui.ui.paths import shown

        raise SaveError(f"cannot read {shown(path)}: {error.strerror or error}") from None
    return open_replay(text, data)

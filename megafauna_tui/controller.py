"""A game session: seats, the answer record, undo, and saving (the layer between the UI and the rules).

Undo steps back one decision at a time but never past a random reveal: once a
card has been drawn or a die rolled, undoing cannot bring back the moment
before it, so nobody can look at a draw and then choose again.

Undo never takes back a person's decision without that person: undoing your own
decisions is free, undoing someone else's needs their consent (the screen asks
them by name). Bots' decisions are not anybody's: undoing a person's decision
also takes back every bot decision made after it, and a bot never stops an undo.

The history is the record itself: undoing goes back to the position after the
last reveal and plays the record again up to the chosen point, so a session
loaded from a save can undo exactly as far as the one that wrote it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.rules.decisions import Decision, IllegalAnswer
from megafauna_tui.rules.engine import Game, Snapshot
from megafauna_tui.rules.state import GameLength, GameMode, Side
from megafauna_tui.savefile import SaveError, Seat, Setup, data_note, dumps, load_game

#: The name of the seat of a side nobody is dealt (L2: the automated plant, run by the Medea's holder).
PLANT_SEAT = "Plant"


@dataclass(frozen=True, slots=True)
class Step:
    """One answered decision, as undo names it to people."""

    player: PlayerColour
    prompt: str
    choice: str
    by: PlayerColour | None = None
    """Who answered it at the keyboard, when not ``player`` itself (K: the solo player for the plant; L2b: the
    Medea's holder for the automated plant)."""

    @property
    def answerer(self) -> PlayerColour:
        return self.by or self.player


class UndoNeedsConsent(Exception):
    """The decision to undo is another person's: they must agree first."""

    def __init__(self, seat: Seat, step: Step) -> None:
        super().__init__(f"{seat.name} must agree to undo '{step.prompt}: {step.choice}'")
        self.seat = seat
        self.step = step


class Session:
    """One game being played: the rules engine plus what people need around it."""

    def __init__(
        self,
        data: RulesData,
        game: Game,
        seats: Sequence[Seat],
        answers: Sequence[str] = (),
        *,
        setup: Setup | None = None,
    ) -> None:
        """``game`` is the position after ``answers`` (none for a game just set up); undo stops there."""
        self.data = data
        self.game = game
        self.seats = list(seats)
        self.answers = list(answers)
        self.setup = setup
        """How the game began, written into saves; None if not known (loading then works it out)."""
        self.note: str | None = None
        """One line to show on loading a save made with other data (its record replayed the same with this
        data, and the game goes on with it: ``savefile.data_note``)."""
        self._base = (len(self.answers), Snapshot.of(game))
        """The earliest position undo can return to (after the last reveal), and its place in the record."""
        self._steps: list[Step] = []
        """The decisions answered since the base."""

    @classmethod
    def new(
        cls,
        data: RulesData,
        seats: Sequence[Seat],
        *,
        seed: int,
        mode: GameMode = GameMode.TOOTH_AND_CLAW,
        length: GameLength = GameLength.STANDARD,
        apomorphies: bool = False,
        side: Side = Side.ANIMAL,
        plant_policy: bool = False,
    ) -> Session:
        """A game whose seats chose their colours, in this seat order; ``side`` and ``plant_policy`` as
        ``Game.new`` takes them (K, Ke, Kf, K8)."""
        colours = [PlayerColour(s.colour) for s in seats]
        setup = Setup(seed, colours, mode, length, apomorphies, dealt=False, plant_policy=plant_policy, side=side)
        return cls(data, setup.start(data), seats, setup=setup)

    @classmethod
    def deal(
        cls,
        data: RulesData,
        people: Sequence[tuple[str, str | None]],
        *,
        seed: int,
        mode: GameMode = GameMode.TOOTH_AND_CLAW,
        length: GameLength = GameLength.STANDARD,
        apomorphies: bool = False,
        side: Side = Side.ANIMAL,
        plant_policy: bool = False,
    ) -> Session:
        """A game whose colours the seed deals at random (C1c); ``people`` are (name, bot or None) per seat.

        A game with a side nobody is dealt (L2: the automated plant) gives it a seat named ``PLANT_SEAT``, which
        is nobody's: whoever the rules name answers for it (``Variant.answered_by``)."""
        game = Game.new(
            data,
            players=len(people),
            seed=seed,
            mode=mode,
            length=length,
            apomorphies=apomorphies,
            side=side,
            plant_policy=plant_policy,
        )
        colours = [p.colour for p in game.state.players]
        dealt = colours[: len(people)]
        seats = [Seat(c.value, name, bot) for c, (name, bot) in zip(dealt, people, strict=True)]
        seats += [Seat(c.value, PLANT_SEAT) for c in colours[len(people) :]]
        return cls(data, game, seats, setup=Setup.of(game.state, dealt=True))

    @property
    def decision(self) -> Decision | None:
        return self.game.decision

    def seat(self, colour: PlayerColour) -> Seat:
        return next(s for s in self.seats if s.colour == colour.value)

    def is_person(self, colour: PlayerColour) -> bool:
        return self.seat(colour).bot is None

    def answerer(self, colour: PlayerColour) -> PlayerColour:
        """The seat that answers this colour's decisions now (K: the solo player; L2b: the Medea's holder)."""
        return self.game.variant.answered_by(self.game, colour)

    def answer(self, key: str) -> None:
        """Answer the pending decision (IllegalAnswer leaves everything as it was).

        Should the rules fail half-way through an answer, the position is put back as it was
        before it, so whatever is saved next is still a position the record reaches.
        """
        decision = self.game.decision
        option = decision.option(key) if decision is not None else None
        reveals = self.game.state.reveals
        by = self.answerer(decision.player) if decision is not None else None  # before the Medea can move (L2b)
        try:
            self.game.answer(key)
        except IllegalAnswer:
            raise
        except BaseException:
            self.game = self._replayed(len(self.answers))
            raise
        assert decision is not None and option is not None  # game.answer refuses anything else
        self.answers.append(key)
        if self.game.state.reveals != reveals:
            self._base = (len(self.answers), Snapshot.of(self.game))  # a card or a die was revealed: no way back
            self._steps.clear()
        else:
            self._steps.append(
                Step(decision.player, decision.prompt, option.label, None if by is decision.player else by)
            )

    # -- undo ------------------------------------------------------------------------------

    def last_step(self) -> tuple[int, Step] | None:
        """The latest decision a person took that can still be undone, with its place in the record."""
        start = self._base[0]
        for offset in range(len(self._steps) - 1, -1, -1):
            step = self._steps[offset]
            if self.is_person(step.answerer):
                return start + offset, step
        return None

    @property
    def can_undo(self) -> bool:
        return self.last_step() is not None

    def consent_needed(self, by: PlayerColour | None) -> Seat | None:
        """Whose agreement undoing needs when ``by`` asks (None: nobody's, or nothing to undo)."""
        found = self.last_step()
        if found is None or found[1].answerer is by:
            return None
        return self.seat(found[1].answerer)

    def undo(self, *, by: PlayerColour | None, consent: bool = False) -> Step:
        """Take back the latest person's decision (and the bots' after it); return it.

        ``by`` is the person at the keyboard. Another person's decision raises UndoNeedsConsent
        unless ``consent`` says they agreed.
        """
        found = self.last_step()
        if found is None:
            raise LookupError("nothing to undo since the last card drawn or die rolled")
        index, step = found
        if step.answerer is not by and not consent:
            raise UndoNeedsConsent(self.seat(step.answerer), step)
        self.game = self._replayed(index)
        del self.answers[index:]
        del self._steps[index - self._base[0] :]
        return step

    def _replayed(self, index: int) -> Game:
        """The position after the first ``index`` answers, played again from the base."""
        start, base = self._base
        game = base.game()
        for key in self.answers[start:index]:
            game.answer(key)
        return game

    # -- saving and loading ------------------------------------------------------------------

    def to_json(self) -> str:
        return dumps(self.game, seats=self.seats, answers=self.answers, setup=self.setup)

    def save(self, path: Path) -> None:
        """Write atomically, through a temporary file of this write's own: a crash mid-write never damages the
        previous save, and two games writing at once never clash."""
        from megafauna_tui import atomic

        atomic.write_text(path, self.to_json())

    @classmethod
    def from_json(cls, text: str | bytes, data: RulesData) -> Session:
        """Load a save by replaying its record through a session, which rebuilds the undo history too."""
        built: list[Session] = []

        def follow(game: Game, setup: Setup) -> Callable[[str], None]:
            built.append(cls(data, game, [], setup=setup))
            return built[-1].answer

        game, document = load_game(text, data, follow=follow)
        session = built[-1]  # the replay that reached the saved position is the last one tried
        assert session.game is game
        session.seats = list(document.seats)
        session.note = data_note(document, data)
        return session

    @classmethod
    def load(cls, path: Path, data: RulesData) -> Session:
        try:
            text = path.read_bytes()
        except OSError as error:
            from megafauna_tui.ui.paths import shown

            raise SaveError(f"cannot read {shown(path)}: {error.strerror or error}") from None
        return cls.from_json(text, data)

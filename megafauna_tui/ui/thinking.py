"""Bots that think in the background, and the hint: what the screen needs to run a search off its thread.

A search bot takes from a tenth of a second to several seconds a decision, so the game screen runs it in
a thread worker and keeps drawing. What comes back is applied only to the decision it was asked about: a
``Ticket`` names that decision (the session, its game object and how many answers it holds) and an answer
whose ticket no longer matches (an undo, a load, a game left) is dropped. A ``Thought`` is one search
under way; setting its ``stop`` ends the search at its next iteration.

The hint runs the same search for the person deciding and says what it found in a player's words: how
often the search chose each option, how likely a win it leads to (in the one-person game (K), the
outcome it heads for: a loss, a win or a decisive win, Kd, and how often its tries were lost) and the score
it reached by the end of its look-ahead (in the one-person game its VP, not what the seas are worth).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from rich.text import Text

from megafauna_tui.bots.search import DEFAULT_LEVEL, LEVELS, OptionReport, SearchBot
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.rules.solo import DECISIVE_VP
from megafauna_tui.ui.widgets.game_log import wording

if TYPE_CHECKING:
    from textual.worker import Worker

    from megafauna_tui.bots import Bot
    from megafauna_tui.controller import Session
    from megafauna_tui.rules.engine import Game

#: How many options a hint names.
HINT_OPTIONS = 3
#: The signs of life of a search under way, one a tick.
SPINNER = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
#: Seconds between two ticks of the spinner.
TICK = 0.1


def thinks_long(bot: Bot) -> bool:
    """Whether a bot's answer is worth a thread: the search bot's is (a tenth of a second to seconds); the
    random and greedy bots answer within a frame, so they answer on the screen's own timer."""
    return isinstance(bot, SearchBot)


def bot_words(name: str) -> str:
    """A seat's bot as players read it: 'greedy bot', 'search bot, quick'."""
    kind, _, level = name.partition(":")
    if kind == "search":
        return f"search bot, {level or DEFAULT_LEVEL}"
    return f"{kind} bot"


def hint_seed(game: Game, answered: int) -> int:
    """The hint bot's own seed: the same game at the same decision gets the same hint."""
    return (game.state.seed * 1_000_003 + answered) & 0xFFFFFFFF


@dataclass(frozen=True, eq=False, slots=True)
class Ticket:
    """One decision of one session: an answer is applied only while the session is still at it."""

    session: Session
    game: Game
    answered: int

    @classmethod
    def of(cls, session: Session) -> Ticket:
        return cls(session, session.game, len(session.answers))

    def current(self, session: Session) -> bool:
        """Whether ``session`` is still at this decision (undo and load replace the game object)."""
        return session is self.session and session.game is self.game and len(session.answers) == self.answered


@dataclass(eq=False, slots=True)
class Thought:
    """A search under way: for a bot's move, or a hint for the person deciding."""

    ticket: Ticket
    purpose: str
    """'move' or 'hint'."""
    words: str
    """What the prompt says while it runs ('Ada, orange (search bot, quick) is thinking...')."""
    started: float = field(default_factory=time.monotonic)
    stop: threading.Event = field(default_factory=threading.Event)
    worker: Worker[object] | None = None
    answer: str | None = None
    """A bot's answer, once its search is done (a hint's options go to a ``Hint``)."""

    def stopped(self) -> bool:
        """Asked by the search between iterations."""
        return self.stop.is_set()

    def sign(self) -> str:
        """The spinner and the seconds spent so far: '⠹ 1.3 s'."""
        elapsed = time.monotonic() - self.started
        return f"{SPINNER[int(elapsed / TICK) % len(SPINNER)]} {elapsed:.1f} s"


@dataclass(frozen=True, slots=True)
class Hint:
    """What the search found for the decision of a ticket: its options, the most chosen first."""

    ticket: Ticket
    level: str
    reports: tuple[OptionReport, ...]
    solo: bool
    """The one-person game (K): values grade the outcome (loss 0, win 0.75, decisive win 1), not a win chance."""

    @property
    def best(self) -> str:
        return self.reports[0].key

    @property
    def top(self) -> tuple[OptionReport, ...]:
        """The options a hint names: the most chosen few that the search tried at all."""
        return tuple(r for r in self.reports[:HINT_OPTIONS] if r.visits > 0) or self.reports[:1]

    def marks(self) -> dict[str, str]:
        """What the option list shows beside each option the hint names."""
        ranks = ("best", "2nd", "3rd")
        return {r.key: ranks[i] for i, r in enumerate(self.top)}


def outcome_words(report: OptionReport, *, solo: bool, short: bool = False) -> str:
    """The expected outcome after an option: a win chance between players; in the one-person game the
    outcome it heads for (Kd): a loss when most of its tries ended lost or with the seas, the plant or the
    Atmosphere already lost, otherwise a win, decisive when its tries reached the 15 VP, and the risk of a
    loss when some tries met one."""
    if not solo:
        tenths = round(report.value * 10)
        return f"wins about {tenths} in 10" if short else f"you win about {tenths} games in 10 after it"
    if report.lost >= 0.5:
        heads = "a loss"
    else:
        if report.points >= DECISIVE_VP:
            heads = "a decisive win"
        else:
            heads = "a win" if short else f"a win short of the decisive {DECISIVE_VP} VP"
        if risk := round(report.lost * 10):
            heads += f", lost in about {risk} in 10" if short else f", but about {risk} tries in 10 were lost"
    return f"heads for {heads}" if short else f"the game heads for {heads} (Kd)"


def hint_text(hint: Hint, numbers: Mapping[str, int], names: Mapping[PlayerColour, str], *, roomy: bool = True) -> Text:
    """The hint as the prompt shows it: a line per option named, the best first and in full words, each with
    the number that picks it ('★ 3. Speciate on laurentia:3 — chosen in 48% of its tries; you win about 6
    games in 10 after it; about 24 VP by the end of its look-ahead'), the others in short; all in short
    unless there is ``roomy`` width for the full words."""
    text = Text()
    text.append(f"Hint (search bot, {hint.level}, {LEVELS[hint.level].iterations} tries)", style="bold")
    text.append("; Enter takes ★" if hint.best in numbers else "", style="dim")
    for rank, report in enumerate(hint.top):
        text.append("\n")
        text.append("★ " if rank == 0 else "  ", style="bold")
        number = numbers.get(report.key)
        if number is not None and number <= 10:
            text.append(f"{number % 10}. ", style="bold cyan")
        text.append(wording(report.label, names), style="bold" if rank == 0 else "")
        share, points = round(report.share * 100), round(report.points)
        if rank == 0 and roomy:
            outcome = outcome_words(report, solo=hint.solo)
            text.append(
                f" — chosen in {share}% of its tries; {outcome}; about {points} VP by the end of its look-ahead"
            )
        else:
            outcome = outcome_words(report, solo=hint.solo, short=True)
            text.append(f" — {share}% of its tries; {outcome}; about {points} VP", style="" if rank == 0 else "dim")
    return text


def hint_reports(bot: SearchBot, game: Game, lock: threading.Lock, thought: Thought) -> tuple[OptionReport, ...]:
    """Run the hint's search on a copy of the position (in the worker's thread), once no other search of the
    screen runs (``lock``)."""
    from megafauna_tui.bots import TableView

    with lock:
        return tuple(bot.analyse(TableView(game), stop=thought.stopped))


def bot_answer(bot: Bot, game: Game, lock: threading.Lock, thought: Thought) -> str:
    """A bot's answer, searched on a copy of the position (in the worker's thread), once no other search of
    the screen runs (``lock``): a search told to stop may still be finishing its last iteration with the
    bot's random generator when the next one starts."""
    from megafauna_tui.bots import TableView

    with lock:
        view = TableView(game)
        if isinstance(bot, SearchBot):
            reports: Sequence[OptionReport] = bot.analyse(view, stop=thought.stopped)
            return reports[0].key
        return bot.choose(view)

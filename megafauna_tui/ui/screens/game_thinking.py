"""The searches the game screen runs off its thread, one at a time: a search bot's move, and the hint.

A search bot thinks in a thread worker (``ui.thinking``), so the screen keeps answering keys; its answer
is applied only if the game is still at the decision it was asked about. The hint (``h``) runs the same
search for the person deciding and shows the options it prefers. ``Thinking`` keeps the search under way,
its sign of life in the prompt and the hint found; the screen owns the worker (its messages come to the
screen, which hands them on) and is asked to answer, redraw and notify.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from textual.worker import Worker, WorkerState

from megafauna_tui.bots.search import OptionReport, SearchBot
from megafauna_tui.ui import games
from megafauna_tui.ui.screens.game_words import bot_thinking_words, thought_words
from megafauna_tui.ui.thinking import TICK, Hint, Thought, Ticket, bot_answer, hint_reports, hint_seed
from megafauna_tui.ui.widgets.prompt import PromptPanel

if TYPE_CHECKING:
    from textual.timer import Timer

    from megafauna_tui.bots import Bot
    from megafauna_tui.rules.decisions import Decision
    from megafauna_tui.ui.screens.game_turns import GameTurns


class Thinking:
    """The search under way for a game screen (a bot's move or a hint), and the hint it found."""

    def __init__(self, screen: GameTurns) -> None:
        self._screen = screen
        self.thought: Thought | None = None
        """The search under way in a worker (a bot's move or a hint); a bot's move stays here, answered, until
        the bots' pace lets it be applied and no dialog covers the game."""
        self.found: Hint | None = None
        """The hint for the decision on screen, once the search has found it."""
        self._ticker: Timer | None = None

    def mount(self) -> None:
        """Start the (paused) timer of the search's sign of life in the prompt."""
        self._ticker = self._screen.set_interval(TICK, self.tick, pause=True)

    @property
    def hint(self) -> Hint | None:
        """The hint found, while the screen is still at its decision."""
        hint = self.found
        return hint if hint is not None and hint.ticket.current(self._screen.session) else None

    @property
    def hinting(self) -> bool:
        """Whether the search under way is a hint's."""
        return self.thought is not None and self.thought.purpose == "hint"

    # -- a bot's move ------------------------------------------------------------------------

    def think_for(self, bot: Bot, decision: Decision) -> None:
        """Start the bot's search for the decision on screen in a worker, unless one is under way for it."""
        screen = self._screen
        thought = self.thought
        if thought is not None and thought.purpose == "move" and thought.ticket.current(screen.session):
            return
        # The search explores a copy: the game on screen can change (an undo) while it runs.
        work = partial(bot_answer, bot, screen.session.game.clone(), screen.search_lock)
        words = bot_thinking_words(screen.session, decision, screen.names)
        self.start(Thought(Ticket.of(screen.session), "move", words), work)

    def apply_answer(self) -> None:
        """Apply a bot's answer once the bots' pace allows (``bot_delay`` after it began to think) and no
        dialog covers the game; until then it keeps 'thinking' on screen."""
        screen = self._screen
        thought = self.thought
        if thought is None or thought.purpose != "move" or thought.answer is None:
            return
        if not thought.ticket.current(screen.session):
            self.stop()
            return
        wait = thought.started + screen.bot_delay - time.monotonic()
        if wait > 0:
            screen.set_timer(wait, self.apply_answer)
            return
        if screen.app.screen is not screen:
            screen.set_timer(0.2, self.apply_answer)  # a dialog is open: wait for it
            return
        screen.answer(thought.answer)  # which ends the thought

    # -- the worker ----------------------------------------------------------------------------

    def start(self, thought: Thought, work: Callable[[Thought], object]) -> None:
        self.stop()
        self.thought = thought
        thought.worker = self._screen.run_worker(
            partial(work, thought),
            name=f"{thought.purpose}: {thought.words}",
            group="think",
            thread=True,
            exclusive=True,
            exit_on_error=thought.purpose == "move",  # a bot failing is a bug (the crash report saves the game)
        )
        if self._ticker is not None:
            self._ticker.resume()

    def stop(self) -> None:
        """End the search under way (it stops at its next iteration); its answer, if any, is never applied."""
        thought, self.thought = self.thought, None
        if thought is None:
            return
        thought.stop.set()
        if thought.worker is not None:
            thought.worker.cancel()
        if self._ticker is not None:
            self._ticker.pause()
        if thought.purpose == "hint":
            self._screen.board_view.forget("prompt")  # the next redraw takes the hint's line away

    def words(self) -> str:
        """What the prompt says of the search under way, with its sign of life: '... is thinking... ⠹ 1.3 s'."""
        return thought_words(self.thought)

    def tick(self) -> None:
        """The sign of life of a search under way, in the prompt."""
        thought = self.thought
        if thought is None or not self._screen.is_attached:
            if self._ticker is not None:
                self._ticker.pause()
            return
        prompt = self._screen.query_one(PromptPanel)
        if thought.purpose == "hint":
            prompt.show_hinting(self.words())
        else:
            prompt.show_waiting(self.words())

    def worker_changed(self, event: Worker.StateChanged) -> None:
        """A worker of the screen started, failed or finished: a search's answer, a hint's options, or stale."""
        screen = self._screen
        thought = self.thought
        if thought is None or event.worker is not thought.worker:
            return  # a search stopped earlier: its answer is stale
        if event.state is WorkerState.ERROR:
            self.thought = None
            if thought.purpose == "hint":
                screen.notify(f"The hint failed: {event.worker.error}", severity="error")
                screen.board_view.forget("prompt")
                screen.refresh_view()
            return
        if event.state is not WorkerState.SUCCESS:
            return
        if not thought.ticket.current(screen.session):
            self.stop()  # the game moved on (an undo, say): never apply an answer to another decision
            return
        if thought.purpose == "move":
            result = event.worker.result
            assert isinstance(result, str)
            thought.answer = result
            self.apply_answer()
        else:
            self.stop()
            reports = event.worker.result
            assert isinstance(reports, tuple)
            self._show_hint(thought.ticket, reports)

    # -- the hint ------------------------------------------------------------------------------

    def ask_hint(self) -> None:
        """What the search bot would choose for the person deciding (h again stops a hint being thought)."""
        screen = self._screen
        decision = screen.decision
        if self.hinting:
            self.stop()
            screen.refresh_view()
            screen.notify("Hint stopped.")
            return
        if decision is None:
            return
        if screen.seating.is_bot(decision.player):
            screen.notify("The hint is for a person deciding; a bot decides now.", severity="information")
            return
        if self.hint is not None:
            self._focus_hint()
            return
        game = screen.session.game
        bot = SearchBot(hint_seed(game, len(screen.session.answers)), screen.hint_level)
        words = f"Hint: the search bot ({screen.hint_level}) is thinking..."
        thought = Thought(Ticket.of(screen.session), "hint", words)
        self.start(thought, partial(hint_reports, bot, game.clone(), screen.search_lock))
        screen.board_view.forget("prompt")
        screen.refresh_view()

    def _show_hint(self, ticket: Ticket, reports: tuple[OptionReport, ...]) -> None:
        screen = self._screen
        decision = screen.decision
        legal = set(decision.keys) if decision is not None else set()
        kept = tuple(r for r in reports if r.key in legal)  # only ever a legal option
        if not kept:
            return
        self.found = Hint(ticket, screen.hint_level, kept, solo=games.one_person(screen.session.game))
        screen.show_every_option()  # the hint speaks of every option
        screen.refresh_view()
        self._focus_hint()

    def _focus_hint(self) -> None:
        """Put the cursor on the hint's best option, so Enter takes it."""
        if self.found is not None:
            self._screen.query_one(PromptPanel).highlight(self.found.best)
        self._screen.focus_prompt()

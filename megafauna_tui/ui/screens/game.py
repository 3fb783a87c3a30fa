"""The game screen: map, Display, tableau, events, climate, prompt and log on one screen.

The screen owns the session (the rules engine plus seats, undo and saving). After
every change it hands each widget what to show; widgets post messages when a
person picks something, and the screen turns picks into answers. Bots answer on
a timer so people can follow; a hand-off screen stops one person answering for
another, before the first decision too when two or more people play.

A search bot thinks in a thread worker (``ui.thinking``), so the screen keeps answering keys; its answer
is applied only if the game is still at the decision it was asked about. The hint (``h``) runs the same
search for the person deciding and shows the options it prefers.

A choice with one legal option is made by the engine (``Game.forced``); the screen
keeps a note of each for the person it belonged to and shows it above their next
question, so nothing happens to anyone unseen. A key typed before the question on
screen appeared (typed ahead, or during a hand-off) is dropped, never applied to
the new question.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Collection
from functools import partial
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.events import Key, Resize
from textual.notifications import SeverityLevel
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Static
from textual.worker import Worker, WorkerState

from megafauna_tui.bots import Bot, ask, make_bot
from megafauna_tui.bots.search import DEFAULT_LEVEL, OptionReport, SearchBot
from megafauna_tui.controller import Session
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.rules import medea
from megafauna_tui.rules.actions import display_costs
from megafauna_tui.rules.climate import RESERVOIRS
from megafauna_tui.rules.decisions import Decision, DecisionKind, IllegalAnswer
from megafauna_tui.rules.state import Phase
from megafauna_tui.savefile import Seat
from megafauna_tui.ui import games
from megafauna_tui.ui.glyphs import PLAYER
from megafauna_tui.ui.paths import shown
from megafauna_tui.ui.screens.board import MIN_HEIGHT, MIN_WIDTH, WIDE, compose_board
from megafauna_tui.ui.screens.game_words import forced_note, handoff_reason
from megafauna_tui.ui.screens.handoff import HandoffScreen
from megafauna_tui.ui.thinking import (
    TICK,
    Hint,
    Thought,
    Ticket,
    bot_answer,
    bot_words,
    hint_reports,
    hint_seed,
    thinks_long,
)
from megafauna_tui.ui.widgets.climate import ClimateColumn
from megafauna_tui.ui.widgets.climate import shown_key as climate_key
from megafauna_tui.ui.widgets.event_area import EventArea
from megafauna_tui.ui.widgets.footer import KeyFooter
from megafauna_tui.ui.widgets.game_log import GameLog, wording
from megafauna_tui.ui.widgets.hex_map import HexMap
from megafauna_tui.ui.widgets.hex_map_contents import shown_key as map_key
from megafauna_tui.ui.widgets.mutation_display import MutationDisplay
from megafauna_tui.ui.widgets.prompt import PromptPanel
from megafauna_tui.ui.widgets.tableau import Tableau

#: PgUp and PgDn scroll the log from anywhere on the game screen; the footer shows them as one entry.
_LOG_KEYS = Binding.Group("Scroll log")


class GameScreen(Screen[None]):
    DEFAULT_CLASSES = "board-screen"

    BINDINGS = [
        Binding("u", "undo", "Undo", tooltip="Take back the last choice (never past a card drawn or a die rolled)"),
        Binding("ctrl+s", "save", "Save", tooltip="Save the game to the saves folder"),
        Binding("f1", "rule_help", "Rule", tooltip="Open the rules help at the rule of this decision"),
        Binding("question_mark", "app.help", "Help"),
        Binding(
            "h",
            "hint",
            "Hint",
            tooltip="What the search bot would choose here, and how each of its top options turns out",
        ),
        Binding("t", "next_tableau", "Tableaux", tooltip="Show the next player's tableau"),
        Binding("l", "legend", "Legend", tooltip="What every mark on the screen means"),
        Binding(
            "c",
            "ledger",
            "Ledger",
            tooltip="The climate ledger: every disk moved this turn, from where to where and why, and each event",
        ),
        Binding("m", "focus('#map')", "Map", tooltip="Move the cursor on the map"),
        Binding("o", "focus_options", "Options", tooltip="Back to the list of options"),
        Binding(
            "pageup",
            "scroll_log(-1)",
            "Log",
            priority=True,
            group=_LOG_KEYS,
            tooltip="Scroll the log back a page (the mouse wheel scrolls it too)",
        ),
        Binding(
            "pagedown",
            "scroll_log(1)",
            "Log",
            priority=True,
            group=_LOG_KEYS,
            tooltip="Scroll the log on a page, towards the newest entry",
        ),
        Binding("s", "scores", "Scores", tooltip="Back to the final scores"),
        Binding("escape", "menu", "Menu"),
    ]

    def __init__(self, session: Session, *, bot_delay: float = 0.6, autosave: Path | None = None) -> None:
        super().__init__()
        self.session = session
        self.bot_delay = bot_delay
        self.autosave = autosave
        self._focus: tuple[str, ...] = ()
        self._viewed: PlayerColour | None = None
        self._last_human: PlayerColour | None = None
        self._awards_seen = sum(1 for e in session.game.state.log if e.rule == "I5a")
        self._scored = False
        self._bot_pending = False
        self._bots: dict[PlayerColour, Bot] = {}
        self.search_lock = threading.Lock()
        """One search at a time on this screen: a search told to stop may still be finishing its last
        iteration when the next begins; two at once would share a bot's random generator, and the cores."""
        self._thought: Thought | None = None
        """The search under way in a worker (a bot's move or a hint); a bot's move stays here, answered, until
        the bots' pace lets it be applied and no dialog covers the game."""
        self._hint: Hint | None = None
        """The hint for the decision on screen, once the search has found it."""
        self._ticker: Timer | None = None
        self.hint_level = DEFAULT_LEVEL
        """The search bot's level the hint uses."""
        self._shown: dict[str, str] = {}
        self._handoff: HandoffScreen | None = None
        self._names = {PlayerColour(seat.colour): seat.name for seat in session.seats}
        self._notes: dict[PlayerColour, list[Text]] = {}
        self._notes_game = session.game  # notes say what happened in this history; undo or load starts another
        self._note_forced()
        for index, seat in enumerate(session.seats):
            if seat.bot:
                self._bots[PlayerColour(seat.colour)] = make_bot(seat.bot, session.game.state.seed * 31 + index)

    def compose(self) -> ComposeResult:
        yield from compose_board()
        with Horizontal(id="bottom"):
            yield PromptPanel(id="prompt")
            yield GameLog(id="log")
        yield Static(
            f"The window is too small for the game.\nMake it at least {MIN_WIDTH} x {MIN_HEIGHT} characters.",
            id="too-small",
        )
        yield KeyFooter()

    def on_mount(self) -> None:
        self._ticker = self.set_interval(TICK, self._tick, pause=True)
        self._check_size(self.app.size.width, self.app.size.height)
        self.refresh_view()
        self.call_after_refresh(self._next_turn_of_play)
        self.query_one(PromptPanel).focus_options()

    # -- showing the position ---------------------------------------------------------

    @property
    def decision(self) -> Decision | None:
        return self.session.decision

    def refresh_view(self) -> None:
        game = self.session.game
        if game is not self._notes_game:
            self._notes_game = game
            self._notes.clear()
        decision = self.decision
        if decision is not None and not self._is_bot(decision.player):
            self._viewed = decision.player
        viewed = self._viewed or game.state.players[0].colour
        hexes: set[str] = set()
        cards: set[str] = set()
        tableau_cards: set[str] = set()
        reservoirs: frozenset[str] = frozenset()
        if decision is not None and not self._is_bot(decision.player):
            keys: Collection[str] = self._focus or decision.keys
            hexes = {o.hex for o in decision.options if o.hex is not None and o.key in keys}
            reservoirs = frozenset(RESERVOIRS).intersection(keys)
            if decision.kind is DecisionKind.MUTATE_CARD:
                cards = set(keys)
            elif decision.kind is DecisionKind.PROMOTE_CARD:
                tableau_cards = set(keys)
        state = game.state
        with self.app.batch_update():
            # Each widget is redrawn only when what it shows has changed: keys stay fast.
            if self._changed("climate", (climate_key(game), sorted(reservoirs))):
                self.query_one(ClimateColumn).show(game, reservoirs)
            costs = display_costs(game)
            display = [(row.slots, row.draw[:1], len(row.draw)) for row in state.display]
            # Whose action phase it is matters too: "can't afford" shows only while someone is buying.
            buyer = decision.player if decision is not None and state.phase is Phase.ACTIONS else None
            if self._changed("display", (display, costs, buyer, sorted(cards))):
                self.query_one(MutationDisplay).show(game, costs=costs, highlights=cards)
            creeples = [(c.hex, c.colour, c.shape, c.level, c.endangered) for c in state.creeples]
            if self._changed("map", (creeples, sorted(hexes), map_key(game))):
                self.query_one(HexMap).show(game, highlights=hexes)
            events = (
                state.turn,
                state.era,
                state.phase,
                state.event_card,
                state.biosphere_card,
                state.dark_heart,
                state.order,
                len(state.et_deck),
                # What each event did is the log between the engine's marks: it grows during the events.
                len(state.event_marks),
                len(state.log) if state.phase is Phase.EVENTS else 0,
            )
            if self._changed("events", (events, state.winners)):
                self.query_one(EventArea).show(game, names=self._names)
            if self._changed("tableau", (viewed, repr(state.player(viewed)), sorted(tableau_cards))):
                self.query_one(Tableau).show(game, viewed, highlights=tableau_cards)
            waiting = ""
            if decision is not None and self._is_bot(decision.player):
                waiting = self._bot_thinking(decision)
            elif decision is None:
                shows = "the outcome" if games.one_person(game) else "the final scores"
                waiting = f"The game is over: s shows {shows}; PgUp and PgDn scroll the whole log."
            asked = None if decision is not None and self._is_bot(decision.player) else decision
            notes = self._notes.get(self._person(decision.player), []) if asked is not None and decision else []
            hint = self._hint if self._hint is not None and self._hint.ticket.current(self.session) else None
            hinting = self._thought is not None and self._thought.purpose == "hint"
            shown_hint = (hint.reports if hint else None, hinting)
            if self._changed("prompt", (asked, waiting, self._focus, [n.plain for n in notes], shown_hint)):
                prompt = self.query_one(PromptPanel)
                side = None if asked is None else games.side(game, asked.player, self._names)
                prompt.show(
                    asked,
                    waiting=waiting,
                    focus=self._focus,
                    names=self._names,
                    notes=notes,
                    side=side,
                    hint=hint,
                    hinting=self._thinking_words() if hinting else "",
                )
            self.query_one(GameLog).show(game.state.log, names=self._names)

    def _changed(self, widget: str, shown: object) -> bool:
        """Whether a widget's inputs differ from what it shows now (and remember them)."""
        key = repr(shown)
        if self._shown.get(widget) == key:
            return False
        self._shown[widget] = key
        return True

    # -- answering -----------------------------------------------------------------------

    def answer(self, key: str, *, typed: float | None = None) -> None:
        """Answer the pending decision; a person's pick says when it was ``typed``, and one typed
        before this decision was on screen is dropped (it was meant for an earlier one)."""
        prompt = self.query_one(PromptPanel)
        if typed is not None and typed < prompt.shown_at:
            return
        answering = self.decision
        try:
            self.session.answer(key)
        except IllegalAnswer as error:
            self.notify(str(error), title="Not a legal choice", severity="warning")
            return
        self._stop_thinking()
        self._hint = None
        if answering is not None:
            self._notes.pop(self._person(answering.player), None)  # seen: they were above the question just answered
        self._note_forced()
        prompt.reopen()  # even when the next question looks the same as this one
        self._focus = ()
        with self.app.batch_update():  # one frame for the whole change, not one per widget
            self._after_change()

    def _after_change(self) -> None:
        self._autosave()
        state = self.session.game.state
        awards = [e for e in state.log if e.rule == "I5a"]
        if self._hand_off_due() and len(awards) == self._awards_seen:
            # Cover the screen first, then redraw it under the cover: the hand-off shows at
            # once, and the game is drawn already when it is uncovered.
            self._next_turn_of_play()
            self.app.call_after_refresh(self._redraw_under_cover)
            return
        if len(awards) > self._awards_seen:
            self._awards_seen = len(awards)
            from megafauna_tui.ui.screens.scoring import AwardsScreen, awards_text

            if not self._people():
                # Bots only: nobody is at the table to press Enter, so the awards are a notice and play goes on.
                self.notify(awards_text(self.session).plain, title="Fossil awards (I5)", timeout=8, markup=False)
                self.refresh_view()
                self._next_turn_of_play()
                return

            # The awards cover the game (opaque, like a hand-off): shown first, the game redrawn under them.
            self.app.push_screen(AwardsScreen(self.session), lambda _: self._next_turn_of_play())
            self.app.call_after_refresh(self._redraw_under_cover)
            return
        self.refresh_view()
        self._next_turn_of_play()

    def _note_forced(self) -> None:
        """Keep a note, for each person, of the choices the rules just made for them."""
        game = self.session.game
        for decision, option in game.forced:
            if not self._is_bot(decision.player):
                note = forced_note(decision, option, self._names, side=games.side(game, decision.player, self._names))
                self._notes.setdefault(self._person(decision.player), []).append(note)

    def _person(self, colour: PlayerColour) -> PlayerColour:
        """Who answers for a colour at the keyboard: in the solo game one person answers for both sides (K); in
        the Venus animal game the Medea's holder runs the automated plant (L2b)."""
        return games.person(self.session.game, colour)

    def _is_bot(self, colour: PlayerColour) -> bool:
        """Whether a bot answers this colour's decision (L2b: the plant's, when a bot holds the Medea)."""
        return self._person(colour) in self._bots

    def _next_turn_of_play(self) -> None:
        decision = self.decision
        if decision is None:
            if not self._scored:
                self._scored = True
                self._show_end()
            return
        if self._is_bot(decision.player):
            bot = self._bots[self._person(decision.player)]
            if thinks_long(bot):
                self._think_for(bot, decision.player)
                return
            if not self._bot_pending:
                self._bot_pending = True
                self.set_timer(max(self.bot_delay, 0.001), self._bot_move)
            return
        if self._hand_off_due():
            self._last_human = self._person(decision.player)
            self._hand_off(self.session.seat(self._person(decision.player)))
            return
        self._last_human = self._person(decision.player)
        self._focus_prompt()

    def _hand_off_due(self) -> bool:
        """Whether the next decision belongs to another person at this keyboard (or is the first one asked)."""
        decision = self.decision
        if decision is None or self._is_bot(decision.player):
            return False
        last = self._last_human
        return self._person(decision.player) is not last and len(self._people()) > 1

    def _people(self) -> set[PlayerColour]:
        """The colours a person answers for at this keyboard; none in a game of bots only."""
        return {self._person(PlayerColour(s.colour)) for s in self.session.seats} - self._bots.keys()

    def _hand_off(self, seat: Seat) -> None:
        """Cover the screen until the named player has the keyboard (one hand-off screen per game)."""
        decision = self.decision
        reason = None
        if decision is not None and decision.player.value == seat.colour:
            reason = handoff_reason(decision, self._names, medea.holder(self.session.game))
        elif decision is not None and self._person(decision.player).value == seat.colour:
            # L2b: the holder of the Medea is handed the keyboard for the automated plant's choice.
            reason = f"Medea holder {seat.name} runs the plant: {wording(decision.prompt, self._names)}"
        if self._handoff is None:
            self._handoff = HandoffScreen(seat, reason)
            self.app.install_screen(self._handoff, name=f"handoff-{id(self)}")
        else:
            self._handoff.show(seat, reason)
        self.app.push_screen(self._handoff, self._handed_over)

    def _redraw_under_cover(self) -> None:
        if self.is_attached:  # the game may have been left in the meantime
            self.refresh_view()
            self.call_after_refresh(self._paint_under_cover)  # once the screen is laid out for it

    def _paint_under_cover(self) -> None:
        """Draw the lines of the widgets that changed under the cover now, while the cover is read: the key
        that uncovers the game then puts lines drawn already on the terminal, instead of drawing the whole
        board in that frame. (Lines are kept per widget; a widget laid out again draws its lines again.)"""
        if not self.is_attached or self.app.screen is self:
            return
        for widget in self.query("*"):
            vertical, horizontal = widget.scrollbars_enabled
            parts = [
                widget,
                *([widget.vertical_scrollbar] if vertical else []),
                *([widget.horizontal_scrollbar] if horizontal else []),
            ]
            for part in parts:
                if part.display and part.size:
                    part.render_lines(part.size.region)

    def _handed_over(self, _: None = None) -> None:
        self.refresh_view()  # drawn under the hand-off already, unless something changed since
        self._focus_prompt()

    def on_unmount(self) -> None:
        self._stop_thinking()  # leaving the game, or the app: no search keeps running for a screen that is gone
        if self._handoff is not None and self._handoff not in self.app.screen_stack:
            self.app.uninstall_screen(self._handoff)

    def _focus_prompt(self) -> None:
        self.query_one(PromptPanel).focus_options()

    def _bot_move(self) -> None:
        self._bot_pending = False
        decision = self.decision
        if decision is None or not self._is_bot(decision.player):
            return
        if self.app.screen is not self:
            self.set_timer(0.2, self._bot_move)  # a dialog is open: wait for it
            self._bot_pending = True
            return
        self.answer(ask(self._bots[self._person(decision.player)], self.session.game))

    # -- thinking in the background ---------------------------------------------------------

    def _think_for(self, bot: Bot, colour: PlayerColour) -> None:
        """Start the bot's search for the decision on screen in a worker, unless one is under way for it."""
        thought = self._thought
        if thought is not None and thought.purpose == "move" and thought.ticket.current(self.session):
            return
        decision = self.decision
        assert decision is not None
        # The search explores a copy: the game on screen can change (an undo) while it runs.
        work = partial(bot_answer, bot, self.session.game.clone(), self.search_lock)
        self._start_thought(Thought(Ticket.of(self.session), "move", self._bot_thinking(decision)), work)

    def _bot_thinking(self, decision: Decision) -> str:
        """'Ada, orange (search bot, normal) is thinking...': the prompt while a bot decides."""
        seat = self.session.seat(self._person(decision.player))
        side = games.side(self.session.game, decision.player, self._names)
        what = f" for the {side}" if side else ""
        return f"{seat.name}, {seat.colour} ({bot_words(seat.bot or '')}) is thinking{what}..."

    def _start_thought(self, thought: Thought, work: Callable[[Thought], object]) -> None:
        self._stop_thinking()
        self._thought = thought
        thought.worker = self.run_worker(
            partial(work, thought),
            name=f"{thought.purpose}: {thought.words}",
            group="think",
            thread=True,
            exclusive=True,
            exit_on_error=thought.purpose == "move",  # a bot failing is a bug (the crash report saves the game)
        )
        if self._ticker is not None:
            self._ticker.resume()

    def _stop_thinking(self) -> None:
        """End the search under way (it stops at its next iteration); its answer, if any, is never applied."""
        thought, self._thought = self._thought, None
        if thought is None:
            return
        thought.stop.set()
        if thought.worker is not None:
            thought.worker.cancel()
        if self._ticker is not None:
            self._ticker.pause()
        if thought.purpose == "hint":
            self._shown.pop("prompt", None)  # the next redraw takes the hint's line away

    @property
    def thinking(self) -> Thought | None:
        """The search under way, if any (a bot's move or a hint)."""
        return self._thought

    def _thinking_words(self) -> str:
        """What the prompt says of the search under way, with its sign of life: '... is thinking... ⠹ 1.3 s'."""
        thought = self._thought
        if thought is None:
            return ""
        if thought.purpose == "hint":
            return f"{thought.words} {thought.sign()}  (h again stops it)"
        return f"{thought.words} {thought.sign()}"

    def _tick(self) -> None:
        """The sign of life of a search under way, in the prompt."""
        thought = self._thought
        if thought is None or not self.is_attached:
            if self._ticker is not None:
                self._ticker.pause()
            return
        prompt = self.query_one(PromptPanel)
        if thought.purpose == "hint":
            prompt.show_hinting(self._thinking_words())
        else:
            prompt.show_waiting(self._thinking_words())

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        thought = self._thought
        if thought is None or event.worker is not thought.worker:
            return  # a search stopped earlier: its answer is stale
        if event.state is WorkerState.ERROR:
            self._thought = None
            if thought.purpose == "hint":
                self.notify(f"The hint failed: {event.worker.error}", severity="error")
                self._shown.pop("prompt", None)
                self.refresh_view()
            return
        if event.state is not WorkerState.SUCCESS:
            return
        if not thought.ticket.current(self.session):
            self._stop_thinking()  # the game moved on (an undo, say): never apply an answer to another decision
            return
        if thought.purpose == "move":
            result = event.worker.result
            assert isinstance(result, str)
            thought.answer = result
            self._apply_answer()
        else:
            self._stop_thinking()
            reports = event.worker.result
            assert isinstance(reports, tuple)
            self._show_hint(thought.ticket, reports)

    def _apply_answer(self) -> None:
        """Apply a bot's answer once the bots' pace allows (``bot_delay`` after it began to think) and no
        dialog covers the game; until then it keeps 'thinking' on screen."""
        thought = self._thought
        if thought is None or thought.purpose != "move" or thought.answer is None:
            return
        if not thought.ticket.current(self.session):
            self._stop_thinking()
            return
        wait = thought.started + self.bot_delay - time.monotonic()
        if wait > 0:
            self.set_timer(wait, self._apply_answer)
            return
        if self.app.screen is not self:
            self.set_timer(0.2, self._apply_answer)  # a dialog is open: wait for it
            return
        self.answer(thought.answer)  # which ends the thought

    # -- the hint ----------------------------------------------------------------------------

    def action_hint(self) -> None:
        """What the search bot would choose for the person deciding (h again stops a hint being thought)."""
        decision = self.decision
        thought = self._thought
        if thought is not None and thought.purpose == "hint":
            self._stop_thinking()
            self.refresh_view()
            self.notify("Hint stopped.")
            return
        if decision is None:
            return
        if self._is_bot(decision.player):
            self.notify("The hint is for a person deciding; a bot decides now.", severity="information")
            return
        if self._hint is not None and self._hint.ticket.current(self.session):
            self._focus_hint()
            return
        game = self.session.game
        bot = SearchBot(hint_seed(game, len(self.session.answers)), self.hint_level)
        words = f"Hint: the search bot ({self.hint_level}) is thinking..."
        thought = Thought(Ticket.of(self.session), "hint", words)
        self._start_thought(thought, partial(hint_reports, bot, game.clone(), self.search_lock))
        self._shown.pop("prompt", None)
        self.refresh_view()

    def _show_hint(self, ticket: Ticket, reports: tuple[OptionReport, ...]) -> None:
        decision = self.decision
        legal = set(decision.keys) if decision is not None else set()
        kept = tuple(r for r in reports if r.key in legal)  # only ever a legal option
        if not kept:
            return
        self._hint = Hint(ticket, self.hint_level, kept, solo=games.one_person(self.session.game))
        self._focus = ()  # the hint speaks of every option
        self.refresh_view()
        self._focus_hint()

    def _focus_hint(self) -> None:
        """Put the cursor on the hint's best option, so Enter takes it."""
        if self._hint is not None:
            self.query_one(PromptPanel).highlight(self._hint.best)
        self._focus_prompt()

    @property
    def hint(self) -> Hint | None:
        """The hint shown for the decision on screen, if any."""
        hint = self._hint
        return hint if hint is not None and hint.ticket.current(self.session) else None

    def _autosave(self) -> None:
        if self.autosave is None:
            return
        try:
            self.session.save(self.autosave)
        except OSError as error:
            self.notify(f"Autosave failed: {error.strerror or error}", severity="error")

    # -- messages from the widgets ------------------------------------------------------

    def on_key(self, event: Key) -> None:
        """Drop a key typed before the question on screen appeared (the prompt drops its own keys first)."""
        if event.time < self.query_one(PromptPanel).shown_at:
            event.stop()
            event.prevent_default()

    def on_screen_suspend(self) -> None:
        # Covered by a hand-off or a dialog: a key that reaches the options before the game is shown
        # again was typed while it was covered (Enter pressed twice on the hand-off, say).
        self.query_one(PromptPanel).cover()

    def on_screen_resume(self) -> None:
        self.query_one(PromptPanel).uncover()

    def on_prompt_panel_answered(self, message: PromptPanel.Answered) -> None:
        message.stop()
        self.answer(message.key, typed=message.typed)

    def on_hex_map_selected(self, message: HexMap.Selected) -> None:
        message.stop()
        decision = self.decision
        places = () if decision is None or self._is_bot(decision.player) else decision.options
        matching = tuple(o.key for o in places if o.hex == message.hex_id)
        if not any(o.hex is not None for o in places):
            self.notify("The map is not asking for a place right now.", severity="information")
            return
        if not matching:
            self.notify(f"{message.hex_id} is not one of the choices.", severity="warning")
        elif len(matching) == 1:
            self.answer(matching[0], typed=message.time)
        else:
            self._focus = matching  # e.g. herbivore or carnivore here: pick with a number
            self.refresh_view()
            self._focus_prompt()

    def on_climate_column_picked(self, message: ClimateColumn.Picked) -> None:
        message.stop()
        self._answer_if_offered(message.reservoir, "That reservoir is not one of the choices.", message.time)

    def on_mutation_display_selected(self, message: MutationDisplay.Selected) -> None:
        message.stop()
        self._answer_if_offered(message.key, "That card cannot be bought now.", message.time)

    def on_tableau_selected(self, message: Tableau.Selected) -> None:
        message.stop()
        self._answer_if_offered(message.key, "That card cannot be promoted now.", message.time)

    def _answer_if_offered(self, key: str, refusal: str, typed: float) -> None:
        decision = self.decision
        if decision is not None and not self._is_bot(decision.player) and key in decision.keys:
            self.answer(key, typed=typed)
        else:
            self.notify(refusal, severity="warning")

    # -- actions ---------------------------------------------------------------------------

    def action_undo(self) -> None:
        """Take back the latest person's decision: your own at once, anyone else's only if they agree.

        Bots' decisions are nobody's: those made after the decision undone go with it, unasked.
        """
        session = self.session
        found = session.last_step()
        if found is None:
            self.notify("Nothing to undo since the last card drawn or die rolled.", severity="warning")
            return
        by = self._at_keyboard()
        owner = session.consent_needed(by)
        if owner is None or (by is not None and self._person(PlayerColour(owner.colour)) is self._person(by)):
            self._undo(by, consent=owner is not None)  # the solo player's other side is the same person (K)
            return
        from megafauna_tui.ui.screens.menu import ConfirmScreen

        step = found[1]
        asker = session.seat(by).name if by is not None else "Someone"
        colour = PlayerColour(owner.colour)
        question = Text()
        question.append(f"{owner.name} ({colour.value} [{PLAYER[colour][0]}]): ", style="bold")
        question.append(f"{asker} asks to undo your choice\n\n  {step.prompt} {step.choice}\n\n")
        question.append(f"Do you agree, {owner.name}?")
        self.app.push_screen(
            ConfirmScreen(f"Pass the keyboard to {owner.name}", question, yes="Yes, undo it", no="No, keep it"),
            lambda agreed: self._consented(bool(agreed), by, owner),
        )

    def _at_keyboard(self) -> PlayerColour | None:
        """The person holding the keyboard: the one deciding, or while a bot thinks, the last person who did."""
        decision = self.decision
        if decision is not None and not self._is_bot(decision.player):
            return self._person(decision.player)
        return self._last_human

    def _consented(self, agreed: bool, by: PlayerColour | None, owner: Seat) -> None:
        if agreed:
            self._undo(by, consent=True)
            return
        self.notify(f"{owner.name} keeps the choice; nothing was undone.")
        if by is not None and self.decision is not None and self._person(self.decision.player) is by:
            self._hand_off(self.session.seat(by))  # give the keyboard back to who asked

    def _undo(self, by: PlayerColour | None, *, consent: bool) -> None:
        self._stop_thinking()  # whatever a bot or the hint was thinking about is no longer the question
        self._hint = None
        step = self.session.undo(by=by, consent=consent)
        self._last_human = step.answerer  # they decide again, and hold the keyboard already: no hand-off
        self._focus = ()
        self._autosave()
        self.refresh_view()
        self.notify(f"Undone: {step.prompt} {step.choice}")
        self._next_turn_of_play()

    def action_save(self) -> None:
        try:
            path = self.save_copy()
        except OSError as error:
            self.notify(f"Could not save: {error.strerror or error}", severity="error")
            return
        self.notify(f"Saved to {shown(path)}", title="Saved")

    def save_copy(self) -> Path:
        """Write the game into the saves folder, named by seed, turn and decisions; OSError if it cannot."""
        from megafauna_tui.ui.paths import saves_dir

        state = self.session.game.state
        path = saves_dir() / f"megafauna-seed{state.seed}-turn{state.turn}-{len(self.session.answers)}.json"
        self.session.save(path)
        return path

    def action_bug_report(self) -> None:
        """Write the game (save, version, rules data fingerprint, log) into one file to attach to a report."""
        from megafauna_tui.bugreport import write_report
        from megafauna_tui.ui.screens.replay import reports_dir

        try:
            path = write_report(self.session, reports_dir())
        except OSError as error:
            self.notify(f"Could not write the bug report: {error.strerror or error}", severity="error")
            return
        self.notify(
            f"{path.name}\nin {shown(path.parent)}\n(megafauna replay opens it)",
            title="Bug report written",
            timeout=15,
            markup=False,
        )

    def action_rule_help(self) -> None:
        decision = self.decision
        from megafauna_tui.ui.screens.help import HelpScreen

        related = [option.rule for option in decision.options] if decision else []
        self.app.push_screen(HelpScreen(rule=decision.rule if decision else None, related=related))

    def action_legend(self) -> None:
        from megafauna_tui.ui.screens.legend import LegendScreen

        self.app.push_screen(LegendScreen())

    def action_ledger(self) -> None:
        """The climate ledger of this turn (Achterbahn): the disks the events moved, and what each event did."""
        if not self.session.game.variant.event_ledger:
            self.notify("Tooth & claw has no climate to keep books on (A8e).", severity="information")
            return
        from megafauna_tui.ui.screens.ledger import LedgerScreen

        self.app.push_screen(LedgerScreen(self.session.game, self._names))

    def action_next_tableau(self) -> None:
        colours = [p.colour for p in self.session.game.state.players]
        current = self._viewed or colours[0]
        self._viewed = colours[(colours.index(current) + 1) % len(colours)]
        self._shown.pop("tableau", None)
        self.query_one(Tableau).show(self.session.game, self._viewed)

    def action_focus_options(self) -> None:
        self._focus_prompt()

    def action_scroll_log(self, pages: int) -> None:
        log = self.query_one(GameLog)
        if pages < 0:
            log.scroll_page_up(animate=False)
        else:
            log.scroll_page_down(animate=False)

    def action_scores(self) -> None:
        """After the final scoring: from the final board back to the scores."""
        if self.decision is None:
            self._show_end()

    def _show_end(self) -> None:
        """The end of the game: the solo outcome (Kd), or the final scores and the ranking (A7)."""
        if games.one_person(self.session.game):
            from megafauna_tui.ui.screens.solo_end import SoloEndScreen

            self.app.push_screen(SoloEndScreen(self.session))
            return
        from megafauna_tui.ui.screens.scoring import ScoringScreen

        self.app.push_screen(ScoringScreen(self.session))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Once the game is over the board is read-only: nothing to undo; the scores are a key away."""
        over = self.decision is None
        if action == "scores":
            return over
        if action == "ledger":
            return self.session.game.variant.event_ledger
        if action == "hint":
            return not over
        return not (action == "undo" and over)

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        """One notice at a time on the game screen: a new one replaces the old, so they never pile up over the board."""
        self.app.clear_notifications()
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)

    def action_menu(self) -> None:
        if self._focus:
            self._focus = ()
            self.refresh_view()
            return
        from megafauna_tui.ui.screens.menu import MenuScreen

        self.app.push_screen(MenuScreen(), self._menu_choice)

    def _menu_choice(self, choice: str | None) -> None:
        if choice == "save":
            self.action_save()
        elif choice == "help":
            self.action_rule_help()
        elif choice == "bug_report":
            self.action_bug_report()
        elif choice == "start":
            self.app.call_next(self.app.run_action, "to_start")
        elif choice == "quit":
            self._stop_thinking()
            self.app.exit()

    def on_resize(self, event: Resize) -> None:
        self._check_size(event.size.width, event.size.height)

    def _check_size(self, width: int, height: int) -> None:
        self.set_class(width < MIN_WIDTH or height < MIN_HEIGHT, "too-small")
        # Below this width the climate column gives its room to the map.
        self.set_class(width < WIDE, "narrow")

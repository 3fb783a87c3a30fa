"""The game screen's composition and its turns of play: the board and prompt it composes, the widgets brought
up to date after every change, answers from people and bots, hand-offs and the end of the game.

The screen owns the session (the rules engine plus seats, undo and saving). After
every change it hands each widget what to show; widgets post messages when a
person picks something, and the screen turns picks into answers. Bots answer on
a timer so people can follow; a hand-off screen stops one person answering for
another, before the first decision too when two or more people play.

A choice with one legal option is made by the engine (``Game.forced``); the screen
keeps a note of each for the person it belonged to and shows it above their next
question, so nothing happens to anyone unseen.

``GameTurns`` is the base of ``GameScreen`` (``screens.game``), which adds the keys and their actions.
"""

from __future__ import annotations

import threading
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.events import Resize
from textual.notifications import SeverityLevel
from textual.screen import Screen
from textual.worker import Worker

from megafauna_tui.bots import ask
from megafauna_tui.bots.search import DEFAULT_LEVEL
from megafauna_tui.controller import Session
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.rules import medea
from megafauna_tui.rules.decisions import Decision, IllegalAnswer
from megafauna_tui.savefile import Seat
from megafauna_tui.ui import games
from megafauna_tui.ui.screens.board import compose_board, fit_board, too_small_notice
from megafauna_tui.ui.screens.game_seating import Seating
from megafauna_tui.ui.screens.game_thinking import Thinking
from megafauna_tui.ui.screens.game_view import BoardView, paint_under_cover
from megafauna_tui.ui.screens.game_words import (
    bot_thinking_words,
    forced_note,
    game_over_words,
    handoff_reason,
    plant_handoff_reason,
)
from megafauna_tui.ui.screens.handoff import HandoffScreen
from megafauna_tui.ui.thinking import Hint, Thought, thinks_long
from megafauna_tui.ui.widgets.climate import ClimateColumn
from megafauna_tui.ui.widgets.footer import KeyFooter
from megafauna_tui.ui.widgets.game_log import GameLog
from megafauna_tui.ui.widgets.hex_map import HexMap
from megafauna_tui.ui.widgets.mutation_display import MutationDisplay
from megafauna_tui.ui.widgets.prompt import PromptPanel
from megafauna_tui.ui.widgets.tableau import Tableau


class GameTurns(Screen[None]):
    """A game on screen, played turn by turn: what ``GameScreen`` shows and how its answers move the game."""

    def __init__(self, session: Session, *, bot_delay: float = 0.6, autosave: Path | None = None) -> None:
        super().__init__()
        self.session = session
        self.bot_delay = bot_delay
        self.autosave = autosave
        self.seating = Seating(session)
        self.names = self.seating.names
        """The players' names by colour."""
        self._focus: tuple[str, ...] = ()
        self._viewed: PlayerColour | None = None
        self._last_human: PlayerColour | None = None
        self._awards_seen = sum(1 for e in session.game.state.log if e.rule == "I5a")
        self._scored = False
        self._bot_pending = False
        self.search_lock = threading.Lock()
        """One search at a time on this screen: a search told to stop may still be finishing its last
        iteration when the next begins; two at once would share a bot's random generator, and the cores."""
        self.searches = Thinking(self)
        self.hint_level = DEFAULT_LEVEL
        """The search bot's level the hint uses."""
        self.board_view = BoardView(self)
        self._handoff: HandoffScreen | None = None
        self._notes: dict[PlayerColour, list[Text]] = {}
        self._notes_game = session.game  # notes say what happened in this history; undo or load starts another
        self._note_forced()

    def compose(self) -> ComposeResult:
        yield from compose_board()
        with Horizontal(id="bottom"):
            yield PromptPanel(id="prompt")
            yield GameLog(id="log")
        yield too_small_notice("game")
        yield KeyFooter()

    def on_mount(self) -> None:
        self.searches.mount()
        self._check_size(self.app.size.width, self.app.size.height)
        self.refresh_view()
        self.call_after_refresh(self._next_turn_of_play)
        self.query_one(PromptPanel).focus_options()

    def on_unmount(self) -> None:
        self.searches.stop()  # leaving the game, or the app: no search keeps running for a screen that is gone
        if self._handoff is not None and self._handoff not in self.app.screen_stack:
            self.app.uninstall_screen(self._handoff)

    # -- showing the position ---------------------------------------------------------

    @property
    def decision(self) -> Decision | None:
        return self.session.decision

    @property
    def thinking(self) -> Thought | None:
        """The search under way, if any (a bot's move or a hint)."""
        return self.searches.thought

    @property
    def hint(self) -> Hint | None:
        """The hint shown for the decision on screen, if any."""
        return self.searches.hint

    def refresh_view(self) -> None:
        game = self.session.game
        if game is not self._notes_game:
            self._notes_game = game
            self._notes.clear()
        decision = self.decision
        if decision is not None and not self.seating.is_bot(decision.player):
            self._viewed = decision.player
        viewed = self._viewed or game.state.players[0].colour
        waiting = ""
        if decision is not None and self.seating.is_bot(decision.player):
            waiting = bot_thinking_words(self.session, decision, self.names)
        elif decision is None:
            waiting = game_over_words(game)
        asked = None if decision is not None and self.seating.is_bot(decision.player) else decision
        notes = self._notes.get(self.seating.person(decision.player), []) if asked is not None and decision else []
        self.board_view.show(
            game,
            decision,
            asked=asked,
            focus=self._focus,
            viewed=viewed,
            waiting=waiting,
            notes=notes,
            hint=self.searches.hint,
            hinting=self.searches.words() if self.searches.hinting else "",
            names=self.names,
        )

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

    def on_resize(self, event: Resize) -> None:
        self._check_size(event.size.width, event.size.height)

    def _check_size(self, width: int, height: int) -> None:
        fit_board(self, width, height)

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
        self.searches.stop()
        self.searches.found = None
        if answering is not None:
            # seen: they were above the question just answered
            self._notes.pop(self.seating.person(answering.player), None)
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

            if not self.seating.people():
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
            if not self.seating.is_bot(decision.player):
                note = forced_note(decision, option, self.names, side=games.side(game, decision.player, self.names))
                self._notes.setdefault(self.seating.person(decision.player), []).append(note)

    def _autosave(self) -> None:
        if self.autosave is None:
            return
        try:
            self.session.save(self.autosave)
        except OSError as error:
            self.notify(f"Autosave failed: {error.strerror or error}", severity="error")

    # -- whose turn --------------------------------------------------------------------------

    def _next_turn_of_play(self) -> None:
        decision = self.decision
        if decision is None:
            if not self._scored:
                self._scored = True
                self._show_end()
            return
        if self.seating.is_bot(decision.player):
            bot = self.seating.bot(decision.player)
            if thinks_long(bot):
                self.searches.think_for(bot, decision)
                return
            if not self._bot_pending:
                self._bot_pending = True
                self.set_timer(max(self.bot_delay, 0.001), self._bot_move)
            return
        if self._hand_off_due():
            self._last_human = self.seating.person(decision.player)
            self._hand_off(self.session.seat(self.seating.person(decision.player)))
            return
        self._last_human = self.seating.person(decision.player)
        self.focus_prompt()

    def _hand_off_due(self) -> bool:
        """Whether the next decision belongs to another person at this keyboard (or is the first one asked)."""
        decision = self.decision
        if decision is None or self.seating.is_bot(decision.player):
            return False
        last = self._last_human
        return self.seating.person(decision.player) is not last and len(self.seating.people()) > 1

    def _hand_off(self, seat: Seat) -> None:
        """Cover the screen until the named player has the keyboard (one hand-off screen per game)."""
        decision = self.decision
        reason = None
        if decision is not None and decision.player.value == seat.colour:
            reason = handoff_reason(decision, self.names, medea.holder(self.session.game))
        elif decision is not None and self.seating.person(decision.player).value == seat.colour:
            # L2b: the holder of the Medea is handed the keyboard for the automated plant's choice.
            reason = plant_handoff_reason(seat, decision, self.names)
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
        if not self.is_attached or self.app.screen is self:
            return
        paint_under_cover(self)

    def _handed_over(self, _: None = None) -> None:
        self.refresh_view()  # drawn under the hand-off already, unless something changed since
        self.focus_prompt()

    def focus_prompt(self) -> None:
        """Give the keyboard to the prompt's options."""
        self.query_one(PromptPanel).focus_options()

    def show_every_option(self) -> None:
        """Undo a narrowing of the options to the ones a pick on the board matched: the prompt lists them all."""
        self._focus = ()

    def _bot_move(self) -> None:
        self._bot_pending = False
        decision = self.decision
        if decision is None or not self.seating.is_bot(decision.player):
            return
        if self.app.screen is not self:
            self.set_timer(0.2, self._bot_move)  # a dialog is open: wait for it
            self._bot_pending = True
            return
        self.answer(ask(self.seating.bot(decision.player), self.session.game))

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        self.searches.worker_changed(event)

    def _show_end(self) -> None:
        """The end of the game: the solo outcome (Kd), or the final scores and the ranking (A7)."""
        if games.one_person(self.session.game):
            from megafauna_tui.ui.screens.solo_end import SoloEndScreen

            self.app.push_screen(SoloEndScreen(self.session))
            return
        from megafauna_tui.ui.screens.scoring import ScoringScreen

        self.app.push_screen(ScoringScreen(self.session))

    # -- picks on the board ------------------------------------------------------------------

    def on_prompt_panel_answered(self, message: PromptPanel.Answered) -> None:
        message.stop()
        self.answer(message.key, typed=message.typed)

    def on_hex_map_selected(self, message: HexMap.Selected) -> None:
        message.stop()
        decision = self.decision
        places = () if decision is None or self.seating.is_bot(decision.player) else decision.options
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
            self.focus_prompt()

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
        if decision is not None and not self.seating.is_bot(decision.player) and key in decision.keys:
            self.answer(key, typed=typed)
        else:
            self.notify(refusal, severity="warning")

"""The game screen: map, Display, tableau, events, climate, prompt and log on one screen; here its keys.

``GameScreen`` is the screen the app shows for a game. Its board, its turns of play and the answers it takes
from people and bots are ``GameTurns`` (``game_turns``); the searches of search bots and of the hint,
``Thinking`` (``game_thinking``). This module holds the keys: the bindings, the actions they run (undo, with
the consent of the player whose choice it was; save; the hint; the dialogs and the menu), and the dropping of
keys typed before the question on screen appeared (typed ahead, or during a hand-off): such a key is never
applied to the new question.
"""

from __future__ import annotations

from pathlib import Path

from textual.binding import Binding
from textual.events import Key

from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.savefile import Seat
from megafauna_tui.ui.paths import saves_dir, shown
from megafauna_tui.ui.screens.game_turns import GameTurns
from megafauna_tui.ui.screens.game_words import undo_question
from megafauna_tui.ui.widgets.game_log import GameLog
from megafauna_tui.ui.widgets.prompt import PromptPanel
from megafauna_tui.ui.widgets.tableau import Tableau

#: PgUp and PgDn scroll the log from anywhere on the game screen; the footer shows them as one entry.
_LOG_KEYS = Binding.Group("Scroll log")


class GameScreen(GameTurns):
    """The screen of a game in play: the board, the prompt and the log, and the keys of the game."""

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

    # -- keys typed ahead ------------------------------------------------------------------

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

    # -- undo ------------------------------------------------------------------------------

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
        person = self.seating.person
        if owner is None or (by is not None and person(PlayerColour(owner.colour)) is person(by)):
            self._undo(by, consent=owner is not None)  # the solo player's other side is the same person (K)
            return
        from megafauna_tui.ui.screens.menu import ConfirmScreen

        asker = session.seat(by).name if by is not None else "Someone"
        question = undo_question(owner, asker, found[1])
        self.app.push_screen(
            ConfirmScreen(f"Pass the keyboard to {owner.name}", question, yes="Yes, undo it", no="No, keep it"),
            lambda agreed: self._consented(bool(agreed), by, owner),
        )

    def _at_keyboard(self) -> PlayerColour | None:
        """The person holding the keyboard: the one deciding, or while a bot thinks, the last person who did."""
        decision = self.decision
        if decision is not None and not self.seating.is_bot(decision.player):
            return self.seating.person(decision.player)
        return self._last_human

    def _consented(self, agreed: bool, by: PlayerColour | None, owner: Seat) -> None:
        if agreed:
            self._undo(by, consent=True)
            return
        self.notify(f"{owner.name} keeps the choice; nothing was undone.")
        if by is not None and self.decision is not None and self.seating.person(self.decision.player) is by:
            self._hand_off(self.session.seat(by))  # give the keyboard back to who asked

    def _undo(self, by: PlayerColour | None, *, consent: bool) -> None:
        self.searches.stop()  # whatever a bot or the hint was thinking about is no longer the question
        self.searches.found = None
        step = self.session.undo(by=by, consent=consent)
        self._last_human = step.answerer  # they decide again, and hold the keyboard already: no hand-off
        self._focus = ()
        self._autosave()
        self.refresh_view()
        self.notify(f"Undone: {step.prompt} {step.choice}")
        self._next_turn_of_play()

    # -- saving ----------------------------------------------------------------------------

    def action_save(self) -> None:
        try:
            path = self.save_copy()
        except OSError as error:
            self.notify(f"Could not save: {error.strerror or error}", severity="error")
            return
        self.notify(f"Saved to {shown(path)}", title="Saved")

    def save_copy(self) -> Path:
        """Write the game into the saves folder, named by seed, turn and decisions; OSError if it cannot."""
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

    # -- the hint, the dialogs, the board ----------------------------------------------------

    def action_hint(self) -> None:
        """What the search bot would choose for the person deciding (h again stops a hint being thought)."""
        self.searches.ask_hint()

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

        self.app.push_screen(LedgerScreen(self.session.game, self.names))

    def action_next_tableau(self) -> None:
        colours = [p.colour for p in self.session.game.state.players]
        current = self._viewed or colours[0]
        self._viewed = colours[(colours.index(current) + 1) % len(colours)]
        self.board_view.forget("tableau")
        self.query_one(Tableau).show(self.session.game, self._viewed)

    def action_focus_options(self) -> None:
        self.focus_prompt()

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

    # -- the menu --------------------------------------------------------------------------

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
            self.searches.stop()
            self.app.exit()

"""The Textual app: start screen, new game, continue, load, help; the game screen does the rest."""

from __future__ import annotations

import traceback
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from megafauna_tui.ui.collector import HOLD, Collector, hold_while_starting

hold_while_starting()  # before Textual and the game are imported: see collector.py

from textual import events  # noqa: E402
from textual.app import App, SystemCommand  # noqa: E402
from textual.binding import Binding  # noqa: E402
from textual.screen import Screen  # noqa: E402

from megafauna_tui.ui.legible import Legible  # noqa: E402
from megafauna_tui.ui.paths import autosave_path, cache_dir, crash_log_path  # noqa: E402
from megafauna_tui.ui.screens.start import StartScreen  # noqa: E402

if TYPE_CHECKING:
    from megafauna_tui.controller import Session
    from megafauna_tui.data.loader import RulesData
    from megafauna_tui.ui.screens.game import GameScreen
    from megafauna_tui.ui.screens.new_game import GameSetup


@dataclass(frozen=True, slots=True)
class Crash:
    """An unexpected error that stopped the app: what it was, where its report went, what was saved."""

    error: str
    log: Path | None
    saved: Path | None

    def message(self) -> str:
        """What the player reads in the terminal after the app has closed."""
        lines = [f"megafauna stopped after an unexpected error: {self.error}"]
        if self.saved is not None:
            lines.append(f"The game in progress was saved to {self.saved}; Continue on the start screen resumes it.")
        if self.log is not None:
            lines.append(f"The full report is in {self.log}; please attach it if you report the problem.")
        return "\n".join(lines)


class MegafaunaApp(App[None]):
    """Bios: Megafauna, pass-and-play at one keyboard."""

    CSS_PATH = Path(__file__).with_name("app.tcss")
    TITLE = "Bios: Megafauna"
    BINDINGS = [
        Binding("ctrl+q", "quit", "Quit", priority=True),
        Binding("question_mark", "help", "Help", show=False),
    ]

    def __init__(
        self,
        *,
        bot_delay: float = 0.6,
        autosave: bool = True,
        data_dir: Path | None = None,
        session: Session | None = None,
        statistics: bool = False,
    ) -> None:
        super().__init__()
        # After the ANSI colours become RGB, before NO_COLOR's greys: every text stands out in every theme.
        self._filters.insert(1, Legible())
        self.bot_delay = bot_delay
        self.autosave = autosave
        self.data_dir = data_dir
        self._rules: RulesData | None = session.data if session is not None else None
        self._initial = session
        self._statistics = statistics
        self.collector = Collector()
        self.crash: Crash | None = None
        """Set when an unexpected error stopped the app."""

    def on_mount(self) -> None:
        self.collector.start()
        self.set_interval(0.25, self.collector.tick)
        if self._initial is None:
            self.push_screen(StartScreen())
            if self._statistics:
                self.action_statistics()
        else:  # straight into a game: the start screen is made only if someone leaves the game for it
            self.play(self._initial, settle=False)  # start-up's objects are frozen already (collector.start)

    def on_unmount(self) -> None:
        self.collector.stop()

    # -- an unexpected error: save the game, write a report, exit with a failure status ---------

    def _handle_exception(self, error: Exception) -> None:
        if self.crash is None:
            self.record_crash(error)
        super()._handle_exception(error)  # exits with return code 1
        if self.crash is not None and self.crash.log is not None:
            self._exit_renderables.clear()  # the report holds the traceback; the terminal gets a message

    def record_crash(self, error: BaseException) -> Crash:
        """Save the running game and write the traceback to the crash log; never raises."""
        saved = self._save_running_game()
        log: Path | None = crash_log_path()
        report = "".join(traceback.format_exception(error))
        try:
            assert log is not None
            log.parent.mkdir(parents=True, exist_ok=True)
            from megafauna_tui import atomic

            atomic.write_text(log, f"megafauna crashed at {datetime.now().isoformat(timespec='seconds')}\n\n{report}")
        except OSError:
            log = None
        self.crash = Crash(f"{type(error).__name__}: {error}", log, saved)
        return self.crash

    def _save_running_game(self) -> Path | None:
        from megafauna_tui.ui.screens.game import GameScreen

        for screen in reversed(self.screen_stack):
            if isinstance(screen, GameScreen) and screen.autosave is not None:
                try:
                    screen.session.save(screen.autosave)
                except Exception:  # already failing: the autosave of the last decision stays
                    return None
                return screen.autosave
        return None

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.InputEvent):
            self.collector.input()
            # No collection while the answer to a key or a click is drawn: right after it instead.
            if isinstance(event, (events.Key, events.MouseDown, events.MouseUp)) and self.collector.hold():
                self.set_timer(HOLD, self.collector.release)
        await super().on_event(event)

    # -- the rules data, loaded when first needed (keeps start-up fast) -------------------

    def rules_data(self) -> RulesData | None:
        if self._rules is None:
            from megafauna_tui.data.loader import DataError, load_rules_data

            try:
                self._rules = load_rules_data(self.data_dir, cache=cache_dir())
            except DataError as error:
                first = error.problems[0] if error.problems else "unknown problem"
                self.notify(f"The rules data is broken, so no game can start: {first}", severity="error", timeout=15)
                return None
        return self._rules

    # -- starting and resuming games ---------------------------------------------------------

    def action_new_game(self) -> None:
        """Set up a new game; from a game in progress, only once the players agree to leave it."""
        running = self._running_game()
        if running is None:
            self._to_start()
            self._ask_new_game()
            return
        from megafauna_tui.ui.screens.menu import ConfirmScreen

        question = (
            "A game is in progress. Starting a new one leaves it; it is kept in the saves folder, "
            "and Load a saved game resumes it.\n\nLeave this game for a new one?"
        )
        self.push_screen(
            ConfirmScreen("New game", question, yes="Set up a new game", no="Back to this game"),
            lambda agreed: self._ask_new_game() if agreed else None,
        )

    def _ask_new_game(self) -> None:
        from megafauna_tui.ui.screens.new_game import NewGameScreen

        self.push_screen(NewGameScreen(), self._start_new)  # Esc returns to whatever is below: a game, or the start

    def _running_game(self) -> GameScreen | None:
        """The game being played (not a finished one), if any."""
        from megafauna_tui.ui.screens.game import GameScreen

        for screen in self.screen_stack:
            if isinstance(screen, GameScreen) and screen.session.decision is not None:
                return screen
        return None

    def _start_new(self, setup: GameSetup | None) -> None:
        if setup is None:
            return
        data = self.rules_data()
        if data is None:
            return
        if not self._keep_the_last_game():
            return
        self.record_unrecorded()
        import random

        from megafauna_tui.controller import Session
        from megafauna_tui.rules.state import GameLength, GameMode

        seed = setup.seed if setup.seed is not None else random.SystemRandom().randrange(1, 10**9)
        mode = GameMode(setup.mode)
        if setup.colour is not None:  # the solo game: one person, the animal and the plant (K)
            from megafauna_tui.data.vocabulary import PlayerColour
            from megafauna_tui.rules.state import Side
            from megafauna_tui.ui.games import new_solo_session

            colour = PlayerColour(setup.colour)
            side = Side(setup.side)
            self.play(
                new_solo_session(
                    data,
                    mode=mode,
                    colour=colour,
                    seed=seed,
                    apomorphies=setup.apomorphies,
                    side=side,
                    plant_policy=setup.plant_policy,
                )
            )
            return
        people = list(zip(setup.names, setup.bots, strict=True))
        if mode in (GameMode.VENUS_L1, GameMode.VENUS_L2):  # L: seats, the plant first in L1
            from megafauna_tui.rules.state import Side
            from megafauna_tui.ui.games import new_venus_session

            side = Side(setup.side)  # L2: the first seat may play the chimera (Kf, R105)
            length = GameLength(setup.length)  # R101: the lengths of A6
            self.play(
                new_venus_session(
                    data, people, mode=mode, seed=seed, apomorphies=setup.apomorphies, side=side, length=length
                )
            )
            return
        length = GameLength(setup.length)
        self.play(Session.deal(data, people, seed=seed, mode=mode, length=length, apomorphies=setup.apomorphies))

    def _keep_the_last_game(self) -> bool:
        """Before another game takes over the autosave, keep the one it holds if it is unfinished: the game
        on screen (saved as it stands), or one left earlier for the start screen. False if it could not be
        kept; then nothing else should happen."""
        running = self._running_game()
        try:
            if running is not None:
                kept: Path | None = running.save_copy()
            elif self.autosave:
                from megafauna_tui.ui.paths import keep_unfinished_autosave

                kept = keep_unfinished_autosave()
            else:
                kept = None
        except OSError as error:
            self.notify(f"Could not keep the last game: {error.strerror or error}", severity="error")
            return False
        if kept is not None:
            self.notify(f"The last game is kept as {kept.name}; Load a saved game resumes it.", title="Saved")
        return True

    def play(self, session: Session, *, settle: bool = True) -> None:
        from megafauna_tui.savefile import prepare
        from megafauna_tui.ui.screens.game import GameScreen

        self._clear_to_start()
        self.push_screen(
            GameScreen(session, bot_delay=self.bot_delay, autosave=autosave_path() if self.autosave else None)
        )
        self.call_after_refresh(prepare)  # what the first autosave needs, made once the game is on screen
        if settle:
            self.call_after_refresh(self.collector.settle)  # the game is drawn: a good moment to tidy up

    def action_continue_game(self) -> None:
        """The game autosaved last, by this game or another played at the same time in the same data folder."""
        from megafauna_tui.ui.paths import latest_autosave

        latest = latest_autosave()
        self.open_save(latest if latest is not None else autosave_path())

    def action_load_game(self) -> None:
        from megafauna_tui.ui.screens.load import LoadScreen

        self.push_screen(LoadScreen())

    def action_replay_game(self) -> None:
        from megafauna_tui.ui.screens.replay import ReplayPickScreen

        self.push_screen(ReplayPickScreen())

    def open_save(self, path: Path) -> bool:
        """Play the game saved at ``path``; if it cannot be loaded, say why and leave the screens as they are."""
        data = self.rules_data()
        if data is None:
            return False
        from megafauna_tui.controller import Session
        from megafauna_tui.savefile import SaveError

        try:
            session = Session.load(path, data)
        except SaveError as error:
            self.notify(str(error), title="Cannot load that game", severity="error", timeout=10)
            return False
        if path != autosave_path() and not self._keep_the_last_game():
            return False
        self.play(session)
        if session.note:
            self.notify(session.note, title="Saved with other card data", severity="warning", timeout=10)
        return True

    def action_statistics(self) -> None:
        from megafauna_tui.ui.screens.statistics import StatisticsScreen

        self.push_screen(StatisticsScreen())

    def record_finished(self, session: Session) -> None:
        """Keep a finished game in the history (once: the same game again is known). A history that cannot take
        it is reported and left as it is; the game and its save are not touched either way."""
        from megafauna_tui.history import HistoryError, record, record_of

        try:
            record(record_of(session))
        except Exception as error:  # whatever goes wrong, the history never breaks the game (its save is written)
            reason = str(error) if isinstance(error, HistoryError) else f"{type(error).__name__}: {error}"
            kept = self._keep_unrecorded(session)
            where = (
                f"it is kept as {kept.name} in the saves folder, and added once the history can take it"
                if kept is not None
                else "its save is unaffected; loading it again once the history is repaired adds it"
            )
            self.notify(
                f"This game was not added to the history: {reason}. The game is not lost: {where}.",
                title="History",
                severity="warning",
                timeout=12,
            )
            return
        self.record_unrecorded()

    def _keep_unrecorded(self, session: Session) -> Path | None:
        """Keep a finished game the history could not take, until it can (a new game would overwrite the
        autosave); its file, or None if even that cannot be written."""
        from megafauna_tui import atomic
        from megafauna_tui.ui.paths import unrecorded_path

        path = unrecorded_path(session.game.state.seed, len(session.answers))
        try:
            atomic.write_text(path, session.to_json())
        except OSError:
            return None
        return path

    def record_unrecorded(self) -> int:
        """Add to the history the finished games kept because it could not take them; each one added is no
        longer kept apart. How many were added; never raises (the history never stops a game)."""
        from megafauna_tui.controller import Session
        from megafauna_tui.history import record, record_of
        from megafauna_tui.ui.paths import unrecorded_files

        files = unrecorded_files()
        data = self.rules_data() if files else None
        if data is None:
            return 0
        added = 0
        for path in files:
            try:
                session = Session.load(path, data)
                if session.decision is not None:
                    continue
                record(record_of(session, finished=datetime.fromtimestamp(path.stat().st_mtime)))
                path.unlink()
            except Exception:  # still not possible: the file stays for next time
                continue
            added += 1
        return added

    def action_help(self) -> None:
        from megafauna_tui.ui.screens.help import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen())

    def action_to_start(self) -> None:
        self._to_start()

    def _to_start(self) -> None:
        """Back to the start screen, making it if the app began straight in a game."""
        self._clear_to_start()
        if not isinstance(self.screen, StartScreen):
            self.push_screen(StartScreen())

    def _clear_to_start(self) -> None:
        """Close every screen above the start screen (above the app's own blank one if there is no start screen)."""
        while len(self.screen_stack) > 1 and not isinstance(self.screen, StartScreen):
            self.pop_screen()

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        yield from super().get_system_commands(screen)
        yield SystemCommand("New game", "Set up a new game: tooth & claw, Achterbahn or solo", self.action_new_game)
        yield SystemCommand("Load a game", "Open a saved game", self.action_load_game)
        yield SystemCommand("Replay a game", "Step through a saved game or a bug report", self.action_replay_game)
        yield SystemCommand("Rules help", "Read the rules, by part, searchable", self.action_help)
        yield SystemCommand(
            "Statistics", "Wins, best scores and results of every finished game", self.action_statistics
        )
        from megafauna_tui.ui.screens.game import GameScreen

        if isinstance(screen, GameScreen):
            yield SystemCommand("Undo", "Take back the last choice", screen.action_undo)
            yield SystemCommand(
                "Hint", "What the search bot would choose for you, and its top options", screen.action_hint
            )
            yield SystemCommand("Save", "Save the game", screen.action_save)
            yield SystemCommand("Next tableau", "Show another player's tableau", screen.action_next_tableau)
            if screen.session.game.variant.event_ledger:
                yield SystemCommand(
                    "Climate ledger", "Every disk moved this turn, from where to where and why", screen.action_ledger
                )
            yield SystemCommand("Rule of this decision", "Open the help at the current rule", screen.action_rule_help)
            yield SystemCommand(
                "Export a bug report", "The save, version, rules data and log in one file", screen.action_bug_report
            )

"""What keeps keys fast over a whole game: one repaint per change, no leaked widgets, no GC stalls mid-key.

bench/ui.py measures the times; these tests pin down the mechanisms behind them.
"""

from __future__ import annotations

import gc
import weakref

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import RichLog, Static
from textual.widgets._footer import FooterKey

from megafauna_tui.rules.state import LogEntry
from megafauna_tui.ui.collector import FULL_EVERY, Collector
from megafauna_tui.ui.widgets.footer import KeyFooter
from megafauna_tui.ui.widgets.game_log import HANG, GameLog

LONG = "Green's archetype populates: 1 newborn(s) wait to disperse from the hex they were born in."


class LogApp(App[None]):
    CSS = "GameLog, RichLog { width: 50; height: 8; }"

    def compose(self) -> ComposeResult:
        yield GameLog()
        yield RichLog()


def entries(count: int) -> list[LogEntry]:
    return [LogEntry(1 + n // 10, "E4", f"entry {n}: {LONG if n % 3 == 0 else 'short'}") for n in range(count)]


async def test_log_wraps_under_the_text_and_shows_the_newest_entry() -> None:
    app = LogApp()
    async with app.run_test(size=(80, 24)) as pilot:
        log = app.query_one(GameLog)
        log.show(entries(1))
        await pilot.pause()
        lines = log.lines
        assert lines[0].startswith("T1  E4    entry 0: Green's")
        assert len(lines) > 1 and all(line.startswith(" " * HANG) for line in lines[1:])
        history = entries(40)
        log.show(history)
        await pilot.pause()
        bottom = "".join(log.render_line(y).text for y in range(log.scrollable_content_region.height))
        assert "entry 39: Green's" in bottom and bottom.rstrip().endswith("in.")  # the newest entry, to its end
        assert log.scroll_y == log.max_scroll_y > 0


async def test_log_starts_over_when_the_history_is_replaced() -> None:
    """Undo and load hand the log a different, shorter history."""
    app = LogApp()
    async with app.run_test(size=(80, 24)) as pilot:
        log = app.query_one(GameLog)
        log.show(entries(30))
        await pilot.pause()
        log.show(entries(2))
        await pilot.pause()
        firsts = [line for line in log.lines if not line.startswith(" ")]
        assert [line[:20] for line in firsts] == ["T1  E4    entry 0: G", "T1  E4    entry 1: s"]


async def test_a_layout_pass_that_changes_nothing_repaints_no_scrollbar() -> None:
    """Textual's own scroll views repaint their scrollbars on every layout: one more frame per key."""
    app = LogApp()
    async with app.run_test(size=(80, 24)) as pilot:
        log, plain = app.query_one(GameLog), app.query_one(RichLog)
        log.show(entries(40))
        for entry in entries(40):
            plain.write(entry.text)
        await pilot.pause()
        repaints = {"ours": 0, "textual": 0}

        def counting(name: str, refresh: object) -> object:
            def wrapper(*args: object, **kwargs: object) -> object:
                repaints[name] += 1
                return refresh(*args, **kwargs)  # type: ignore[operator]

            return wrapper

        log.vertical_scrollbar.refresh = counting("ours", log.vertical_scrollbar.refresh)  # type: ignore[method-assign]
        plain.vertical_scrollbar.refresh = counting("textual", plain.vertical_scrollbar.refresh)  # type: ignore[method-assign]
        app.screen.refresh(layout=True)
        await pilot.pause()
        # Ours repaints nothing; Textual's repaints at least once (how often depends on the timing of the pass).
        assert repaints["ours"] == 0 and repaints["textual"] >= 1


class Dialog(Screen[None]):
    BINDINGS = [Binding("x", "app.pop_screen", "Close")]

    def compose(self) -> ComposeResult:
        yield Static("a dialog")
        yield KeyFooter()


class FooterApp(App[None]):
    BINDINGS = [Binding("p", "push", "Open"), Binding("u", "bell", "Undo")]

    def compose(self) -> ComposeResult:
        yield Static("main")
        yield KeyFooter()

    def action_push(self) -> None:
        self.push_screen(Dialog())


async def test_footer_keys_do_not_pile_up_over_many_hand_offs() -> None:
    app = FooterApp()
    async with app.run_test() as pilot:
        await pilot.pause()
        main_keys = list(app.screen.query(FooterKey))
        assert [key.description for key in main_keys][:2] == ["Open", "Undo"]
        for _ in range(25):
            await pilot.press("p")
            await pilot.pause()
            await pilot.press("x")
            await pilot.pause()
        gc.collect()
        alive = [o for o in gc.get_objects() if isinstance(o, FooterKey)]
        assert all(key.is_attached for key in alive)
        # Back on the first screen with the same bindings: the same keys, not drawn again.
        assert list(app.screen.query(FooterKey)) == main_keys


async def test_log_dims_only_the_turn() -> None:
    app = LogApp()
    async with app.run_test(size=(80, 24)) as pilot:
        log = app.query_one(GameLog)
        log.show(entries(1))
        await pilot.pause()
        segments = [segment for segment in log.render_line(0) if segment.text.strip()]
        turn, text = segments[0], segments[-1]
        assert turn.text.startswith("T1") and turn.style is not None and turn.style.dim
        assert "Green's" in text.text and not (text.style and text.style.dim)


class Cycle:
    """Garbage only a full collection frees: it refers to itself."""

    def __init__(self) -> None:
        self.me = self


def test_collects_once_per_pause_and_restores_python_settings() -> None:
    now = [0.0]
    collector = Collector(idle_after=1.0, clock=lambda: now[0])
    before = gc.get_threshold()
    collector.start()
    try:
        assert gc.get_threshold()[2] == FULL_EVERY
        collector.input()
        now[0] = 0.5
        collector.tick()
        assert collector.collections == 0  # someone is typing
        now[0] = 1.6
        collector.tick()
        collector.tick()
        assert collector.collections == 1  # once per pause
        assert gc.get_freeze_count() > 0  # the survivors are left out of collections until the next pause
        collector.input()
        now[0] = 3.0
        collector.tick()
        assert collector.collections == 2
    finally:
        collector.stop()
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0


def test_what_was_frozen_and_then_dropped_is_freed_at_the_next_pause() -> None:
    now = [0.0]
    collector = Collector(idle_after=1.0, clock=lambda: now[0])
    collector.start()
    try:
        cycle = Cycle()
        alive = weakref.ref(cycle)
        collector.settle()  # e.g. when a game screen has been drawn: the cycle is frozen
        del cycle
        gc.collect()
        assert alive() is not None  # frozen objects are not collected...
        collector.input()
        now[0] = 2.0
        collector.tick()
        assert alive() is None  # ...until the next pause thaws and collects them
    finally:
        collector.stop()

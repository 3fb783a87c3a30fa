"""UI benchmark: prints numbers, asserts nothing (run: python bench/ui.py).

1. Cold start to the first interactive frame, beside a minimal Textual app (a Header,
   a Static and a Footer that exits after its first frame), each in a fresh process.
2. Keypress to updated screen during a 4-player game (p50, p95): from the key to the moment
   it is handled and every widget has processed its update, as the Pilot observes it.
3. Key to frames: when the first and the last frame of a key's update reach the driver.
4. Peak memory (max RSS) of the app playing a whole 4-player game.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time

PROBE = r"""
import sys
kind = sys.argv[1]
if kind == "minimal":
    from textual.app import App
    from textual.widgets import Footer, Header, Static

    class Minimal(App):
        def compose(self):
            yield Header()
            yield Static("hello")
            yield Footer()

        def on_mount(self):
            self.call_after_refresh(self.exit)

    Minimal().run(headless=True, size=(160, 45))
else:
    from megafauna_tui.ui.app import MegafaunaApp

    class Probe(MegafaunaApp):
        def on_mount(self):
            super().on_mount()
            self.call_after_refresh(lambda: self.call_after_refresh(self.exit))

    Probe().run(headless=True, size=(160, 45))
"""

MEMORY = r"""
import asyncio, resource
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.screens.scoring import AwardsScreen, ScoringScreen
from megafauna_tui.controller import Session
from megafauna_tui.data.loader import load_rules_data
from megafauna_tui.rules.engine import Game
from megafauna_tui.savefile import Seat

async def main():
    data = load_rules_data()
    game = Game.new(data, players=4, seed=3)
    seats = [Seat(p.colour.value, p.colour.value, "random") for p in game.state.players]
    app = MegafaunaApp(bot_delay=0, autosave=False, session=Session(data, game, seats))
    async with app.run_test(size=(160, 45)) as pilot:
        while not isinstance(app.screen, ScoringScreen):
            await pilot.pause(0.01)
            if isinstance(app.screen, AwardsScreen):
                await pilot.press("enter")
    print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)

asyncio.run(main())
"""


def start_time(kind: str) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", PROBE, kind], check=True, capture_output=True)
    return time.perf_counter() - start


async def keypress_latency(samples: int) -> tuple[list[float], list[float]]:
    """Keys that update the game screen, and keys that open or close a screen (hand-offs)."""
    from megafauna_tui.controller import Session
    from megafauna_tui.data.loader import load_rules_data
    from megafauna_tui.rules.engine import Game
    from megafauna_tui.savefile import Seat
    from megafauna_tui.ui.app import MegafaunaApp
    from megafauna_tui.ui.screens.game import GameScreen

    data = load_rules_data()
    game = Game.new(data, players=4, seed=11)
    seats = [Seat(p.colour.value, p.colour.value, None) for p in game.state.players]
    app = MegafaunaApp(bot_delay=0, autosave=False, session=Session(data, game, seats))
    same_screen: list[float] = []
    switching: list[float] = []
    async with app.run_test(size=(160, 45)) as pilot:
        await pilot.pause()
        while len(same_screen) + len(switching) < samples and app.screen is not None:
            before = app.screen
            key = "1" if isinstance(before, GameScreen) else "enter"
            start = time.perf_counter()
            await pilot.press(key)  # returns once the key is handled and every widget has processed its updates
            spent = time.perf_counter() - start
            (same_screen if app.screen is before else switching).append(spent)
            await pilot.pause()  # let timers settle before the next key (not timed)
    return same_screen, switching


async def baseline_latency(samples: int) -> list[float]:
    """The Pilot's own cost: the same key handling on a minimal app with an option list."""
    from textual.app import App, ComposeResult
    from textual.widgets import Footer, Header, OptionList, Static

    class Minimal(App[None]):
        def compose(self) -> ComposeResult:
            yield Header()
            yield Static("hello")
            yield OptionList(*[f"option {i}" for i in range(10)])
            yield Footer()

    times = []
    app = Minimal()
    async with app.run_test(size=(160, 45)) as pilot:
        await pilot.pause()
        for _ in range(samples):
            start = time.perf_counter()
            await pilot.press("down")
            times.append(time.perf_counter() - start)
            await pilot.pause()
    return sorted(times)


async def frame_latency(samples: int) -> tuple[list[float], list[float], list[int]]:
    """For keys that stay on the game screen: key to first frame, key to last frame, frames per key."""
    from megafauna_tui.controller import Session
    from megafauna_tui.data.loader import load_rules_data
    from megafauna_tui.rules.engine import Game
    from megafauna_tui.savefile import Seat
    from megafauna_tui.ui.app import MegafaunaApp
    from megafauna_tui.ui.screens.game import GameScreen

    data = load_rules_data()
    game = Game.new(data, players=4, seed=11)
    seats = [Seat(p.colour.value, p.colour.value, None) for p in game.state.players]
    app = MegafaunaApp(bot_delay=0, autosave=False, session=Session(data, game, seats))
    first: list[float] = []
    last: list[float] = []
    frames: list[int] = []
    async with app.run_test(size=(160, 45)) as pilot:
        await pilot.pause()
        written: list[float] = []
        display = app._display

        def timed_display(screen: object, renderable: object) -> None:
            if renderable is not None:
                written.append(time.perf_counter())
            display(screen, renderable)  # type: ignore[arg-type]

        app._display = timed_display  # type: ignore[method-assign]
        for _ in range(samples):
            before = app.screen
            written.clear()
            start = time.perf_counter()
            await pilot.press("1" if isinstance(before, GameScreen) else "enter")
            await pilot.pause()
            if written and app.screen is before:
                first.append(written[0] - start)
                last.append(written[-1] - start)
                frames.append(len(written))
    return sorted(first), sorted(last), sorted(frames)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--starts", type=int, default=7)
    parser.add_argument("--keys", type=int, default=150)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        os.environ["MEGAFAUNA_HOME"] = home
        start_time("minimal")  # warm the file cache
        minimal = statistics.median(start_time("minimal") for _ in range(args.starts))
        ours = statistics.median(start_time("megafauna") for _ in range(args.starts))
        print(f"cold start, minimal Textual app: {minimal * 1000:7.0f} ms")
        print(f"cold start, megafauna:           {ours * 1000:7.0f} ms  ({ours / minimal:.2f}x)")
        base = asyncio.run(baseline_latency(40))
        print(f"keypress, minimal app (Pilot's own cost): p50 {base[20] * 1000:6.1f} ms, p95 {base[37] * 1000:6.1f} ms")
        same, switching = asyncio.run(keypress_latency(args.keys))
        for label, times in (("same screen", same), ("screen change", switching)):
            times.sort()
            if times:
                p50 = times[len(times) // 2] * 1000
                p95 = times[max(0, int(len(times) * 0.95) - 1)] * 1000
                print(f"keypress to screen, {label + ':':14} p50 {p50:6.1f} ms, p95 {p95:6.1f} ms ({len(times)} keys)")
        first, last, frames = asyncio.run(frame_latency(args.keys))
        if first:
            p95 = max(0, int(len(first) * 0.95) - 1)
            print(
                f"key to first frame:              p50 {first[len(first) // 2] * 1000:6.1f} ms, p95 {first[p95] * 1000:6.1f} ms; "
                f"to last frame p50 {last[len(last) // 2] * 1000:.1f} ms, p95 {last[p95] * 1000:.1f} ms; "
                f"{frames[len(frames) // 2]} frames per key"
            )
        rss = subprocess.run([sys.executable, "-c", MEMORY], check=True, capture_output=True, text=True).stdout.strip()
        print(f"peak memory, 4-player game:      {float(rss):7.1f} MB")


if __name__ == "__main__":
    main()

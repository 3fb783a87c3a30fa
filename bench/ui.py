"""UI benchmark: prints numbers, asserts nothing (run: python bench/ui.py [--mode achterbahn]).

1. Cold start to the first interactive frame, beside a minimal Textual app (a Header,
   a Static and a Footer that exits after its first frame), each in a fresh process: to the
   start screen, and straight into a saved 4-player game (loaded, replayed and checked),
   of tooth & claw and of Achterbahn. Timed from launching the process to the frame (not to
   the process's end: tearing a program down is no part of starting it), with the game's
   bytecode compiled first, as installing it does (the minimal app's Textual is installed so too).
   The kinds take turns, and each reports its median: the machine may be busy with other work.
2. Keypress to updated screen during a 4-player game of each, every seat human (p50, p95):
   from the key to the first frame, and to the last frame that changes what the terminal
   shows, for keys that stay on the game screen and keys that open or close a hand-off;
   also the keys whose answer ran a turn's event phase (in Achterbahn every event of the ET
   and biosphere cards resolves before the screen is drawn again), and the keys that end an
   era and open the fossil awards (each of those also on its own). Beside a minimal app moving the cursor of an option list.
3. Peak memory (max RSS) of the app playing a whole 4-player game of each.
4. Opening the replay of a finished 4-player game of each (``--only replay``): reading and replaying the file
   with its checkpoints, and from choosing it to the replay screen's first frame (medians).
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
from typing import Any

PROBE = r"""
import sys
import time
kind = sys.argv[1]
if kind == "minimal":
    from textual.app import App
    from textual.widgets import Footer, Header, Static

    class Minimal(App):
        def compose(self):
            yield Header()
            yield Static("hello")
            yield Footer()

        shown = 0.0

        def _display(self, screen, update):
            super()._display(screen, update)
            if update is not None and not self.shown:  # its first frame
                self.shown = time.time()
                self.exit()

    app = Minimal()
    app.run(headless=True, size=(160, 45))
    print(app.shown)
else:
    from megafauna_tui.ui.app import MegafaunaApp

    wanted = "GameScreen" if kind == "saved" else "StartScreen"

    class Probe(MegafaunaApp):
        shown = 0.0

        def _display(self, screen, update):
            super()._display(screen, update)
            if update is not None and type(screen).__name__ == wanted and not self.shown:
                self.shown = time.time()  # the first frame that shows the wanted screen
                self.exit()

    if kind == "saved":
        from pathlib import Path

        from megafauna_tui.controller import Session
        from megafauna_tui.data.loader import load_rules_data
        from megafauna_tui.ui.paths import cache_dir

        session = Session.load(Path(sys.argv[2]), load_rules_data(cache=cache_dir()))  # as the app loads it
        app = Probe(session=session, autosave=False)
    else:
        app = Probe()
    app.run(headless=True, size=(160, 45))
    if app.crash is not None or not app.shown:  # time only a start that reached its screen
        sys.exit(app.crash.message() if app.crash is not None else f"never showed the {wanted}")
    print(app.shown)
"""

SAVE = r"""
import random, sys
from pathlib import Path
from megafauna_tui.controller import Session
from megafauna_tui.data.loader import load_rules_data
from megafauna_tui.rules.state import GameMode

mode = GameMode(sys.argv[2])
session = Session.deal(load_rules_data(), [(name, None) for name in "ABCD"], seed=3, mode=mode)
pick = random.Random(3)
while len(session.answers) < 150 and session.decision is not None:
    session.answer(pick.choice(session.decision.keys))
session.save(Path(sys.argv[1]))
print(len(session.answers))
"""

MEMORY = r"""
import asyncio, resource, sys
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.screens.scoring import AwardsScreen, ScoringScreen
from megafauna_tui.controller import Session
from megafauna_tui.data.loader import load_rules_data
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.state import GameMode
from megafauna_tui.savefile import Seat

async def main():
    data = load_rules_data()
    game = Game.new(data, players=4, seed=3, mode=GameMode(sys.argv[1]))
    seats = [Seat(p.colour.value, p.colour.value, "random") for p in game.state.players]
    app = MegafaunaApp(bot_delay=0, autosave=False, session=Session(data, game, seats))
    async with app.run_test(size=(160, 45)) as pilot:
        while not isinstance(app.screen, ScoringScreen):
            await pilot.pause(0.01)
            if isinstance(app.screen, AwardsScreen):
                await pilot.press("enter")
    # Linux folds the forked parent's size into ru_maxrss across exec, so a benchmark run late in
    # a big parent read the parent's size; VmHWM is this program's own peak.
    try:
        status = open("/proc/self/status").read().splitlines()
        print(next(int(line.split()[1]) for line in status if line.startswith("VmHWM:")) / 1024)
    except (OSError, StopIteration):
        print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)

asyncio.run(main())
"""


def start_time(kind: str, *extra: str) -> float:
    """Seconds from launching a probe to its first frame (the probe reports the moment on the shared clock)."""
    start = time.time()
    probe = subprocess.run([sys.executable, "-c", PROBE, kind, *extra], check=True, capture_output=True, text=True)
    return float(probe.stdout.split()[-1]) - start


def compile_bytecode() -> None:
    """Compile the game's modules as installing it does, so no start pays for compiling them (some setups
    never write bytecode, e.g. with PYTHONDONTWRITEBYTECODE set)."""
    import compileall

    import megafauna_tui

    compileall.compile_dir(os.path.dirname(megafauna_tui.__file__), quiet=1)


class Screen:
    """What a terminal shows, rebuilt from the updates the app writes: tells a visible frame from a repaint."""

    def __init__(self) -> None:
        self.cells: dict[tuple[int, int], tuple[str, object]] = {}

    def apply(self, update: Any, console: Any) -> bool:
        """Apply one frame; whether any cell changed."""
        from rich.control import ControlType

        changed = False
        x = y = 0
        for segment in update.__rich_console__(console, console.options):
            if segment.control:
                for code in segment.control:
                    if code[0] == ControlType.CURSOR_MOVE_TO:
                        x, y = code[1], code[2]
                continue
            if segment.text == "\n":
                x, y = 0, y + 1
                continue
            for char in segment.text:
                cell = (char, segment.style)
                if self.cells.get((x, y)) != cell:
                    self.cells[(x, y)] = cell
                    changed = True
                x += 1
        return changed


async def key_to_screen(app: Any, keys: int, key_for: Any) -> dict[str, list[tuple[float, float, int]]]:
    """Per key: (first frame, last visible change, frames), grouped by whether the key changed screens,
    and, among all keys, those whose answer ran an event phase (the turn moved on within the key) and
    those that ended an era (the event phase ran and the fossil awards opened).

    Timed where the app hands a frame to the terminal driver, so the Pilot's own cost is not
    counted; a frame that repaints what is already there (Textual sometimes paints twice) does
    not count as the screen changing. Stops early when the game is over.
    """
    frames: list[tuple[float, Any]] = []
    found: dict[str, list[tuple[float, float, int]]] = {
        "same screen": [],
        "screen change": [],
        "event phase": [],
        "era end": [],
    }
    screen = Screen()
    async with app.run_test(size=(160, 45)) as pilot:
        display = app._display

        def timed(target: Any, update: Any) -> None:
            if update is not None:
                frames.append((time.perf_counter(), update))
            display(target, update)

        app._display = timed
        await pilot.pause()
        for _, update in frames:
            screen.apply(update, app.console)
        for _ in range(keys):
            before = app.screen
            session = getattr(before, "session", None)
            if session is not None and session.decision is None:
                break  # the game is over
            turn = session.game.state.turn if session is not None else None
            frames.clear()
            start = time.perf_counter()
            await pilot.press(key_for(before))
            await pilot.pause()
            visible = [moment for moment, update in frames if screen.apply(update, app.console)]
            if frames:
                kind = "same screen" if app.screen is before else "screen change"
                last = visible[-1] if visible else frames[0][0]
                found[kind].append((frames[0][0] - start, last - start, len(frames)))
                if session is not None and session.game.state.turn != turn:
                    # The key that ends an era opens the fossil awards over the game (I5): apart.
                    awards = type(app.screen).__name__ == "AwardsScreen"
                    found["era end" if awards else "event phase"].append(found[kind][-1])
    return found


def game_app(mode: str) -> Any:
    from megafauna_tui.controller import Session
    from megafauna_tui.data.loader import load_rules_data
    from megafauna_tui.rules.engine import Game
    from megafauna_tui.rules.state import GameMode
    from megafauna_tui.savefile import Seat
    from megafauna_tui.ui.app import MegafaunaApp

    data = load_rules_data()
    game = Game.new(data, players=4, seed=11, mode=GameMode(mode))
    seats = [Seat(p.colour.value, p.colour.value, None) for p in game.state.players]
    return MegafaunaApp(bot_delay=0, autosave=False, session=Session(data, game, seats))


def minimal_app() -> Any:
    from textual.app import App, ComposeResult
    from textual.widgets import Footer, Header, OptionList, Static

    class Minimal(App[None]):
        def compose(self) -> ComposeResult:
            yield Header()
            yield Static("hello")
            yield OptionList(*[f"option {i}" for i in range(10)])
            yield Footer()

    return Minimal()


def game_key(screen: Any) -> str:
    from megafauna_tui.ui.screens.game import GameScreen

    return "1" if isinstance(screen, GameScreen) else "enter"  # pick the first option; Enter on hand-offs


def varied_key(seed: int) -> Any:
    """Keys that pick a seeded random one of the first ten options (Enter on hand-offs and awards): unlike
    always the first, these populate, disperse and fight, so the event phases have creeples to act on."""
    import random

    from megafauna_tui.ui.screens.game import GameScreen

    pick = random.Random(seed)

    def key_for(screen: Any) -> str:
        if not isinstance(screen, GameScreen) or screen.session.decision is None:
            return "enter"
        return str((pick.randrange(min(10, len(screen.session.decision.options))) + 1) % 10)

    return key_for


MODES = {"tooth_and_claw": "tooth & claw", "achterbahn": "achterbahn"}


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def report(label: str, rows: list[tuple[float, float, int]]) -> None:
    if not rows:
        return
    first = [row[0] * 1000 for row in rows]
    settled = [row[1] * 1000 for row in rows]
    frames = [float(row[2]) for row in rows]
    print(
        f"key to screen, {label + ':':30} first frame p50 {percentile(first, 0.5):5.1f} ms, "
        f"p95 {percentile(first, 0.95):5.1f} ms; settled p50 {percentile(settled, 0.5):5.1f} ms, "
        f"p95 {percentile(settled, 0.95):5.1f} ms; {percentile(frames, 0.5):.0f} frame(s) per key ({len(rows)} keys)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--starts", type=int, default=11, help="cold starts of each kind (medians reported)")
    parser.add_argument("--keys", type=int, default=150)
    parser.add_argument("--mode", choices=[*MODES, "both"], default="both", help="which game to measure")
    parser.add_argument(
        "--only", choices=["starts", "keys", "memory", "replay"], help="measure only this (all of them by default)"
    )
    args = parser.parse_args()
    modes = list(MODES) if args.mode == "both" else [args.mode]
    with tempfile.TemporaryDirectory() as home:
        os.environ["MEGAFAUNA_HOME"] = home
        if args.only in (None, "starts"):
            cold_starts(home, modes, args.starts)
        if args.only in (None, "keys"):
            keys(modes, args.keys)
        if args.only in (None, "memory"):
            memory(modes)
        if args.only in (None, "replay"):
            asyncio.run(replay_open(home, modes, args.starts))


def cold_starts(home: str, modes: list[str], starts: int) -> None:
    """Medians of cold starts, the kinds taking turns (minimal, start screen, each saved game, again...): the
    machine may be shared, and whatever else runs on it then weighs on every kind alike."""
    compile_bytecode()
    kinds: dict[str, tuple[str, ...]] = {"minimal": ("minimal",), "megafauna": ("megafauna",)}
    answers: dict[str, str] = {}
    for mode in modes:
        saved = os.path.join(home, f"saved-{mode}.json")
        made = subprocess.run([sys.executable, "-c", SAVE, saved, mode], check=True, capture_output=True, text=True)
        answers[mode] = made.stdout.strip()
        kinds[mode] = ("saved", saved)
    for kind in kinds.values():
        start_time(*kind)  # warm the file cache (and the rules-data cache)
    times: dict[str, list[float]] = {name: [] for name in kinds}
    for _ in range(starts):
        for name, kind in kinds.items():
            times[name].append(start_time(*kind))
    minimal = statistics.median(times["minimal"])
    ours = statistics.median(times["megafauna"])
    print(f"cold start, minimal Textual app:            {minimal * 1000:7.0f} ms  (median of {starts}, interleaved)")
    print(f"cold start, megafauna:                      {ours * 1000:7.0f} ms  ({ours / minimal:.2f}x)")
    for mode in modes:
        into = statistics.median(times[mode])
        print(
            f"cold start into a saved game, {MODES[mode] + ':':13} {into * 1000:7.0f} ms  "
            f"({into / minimal:.2f}x, {answers[mode]} answers replayed)"
        )


def keys(modes: list[str], count: int) -> None:
    # The anchor's p95 needs as many keys as the games' (a p95 of 40 keys is its second slowest, and swung
    # from 2.5 to 6.5 ms between idle runs): the cursor runs down the list and wraps round.
    base = asyncio.run(key_to_screen(minimal_app(), 400, lambda _: "down"))
    report("minimal app", base["same screen"])
    for mode in modes:
        name = MODES[mode]
        timed = asyncio.run(key_to_screen(game_app(mode), count, game_key))
        if mode == "achterbahn":  # a whole game of varied answers, every event phase in it
            varied = asyncio.run(key_to_screen(game_app(mode), 2000, varied_key(11)))
            for kind in timed:
                timed[kind] += varied[kind]
        report(f"{name}, same screen", timed["same screen"])
        report(f"{name}, hand-offs", timed["screen change"])
        report(f"{name}, event phases", timed["event phase"])
        report(f"{name}, era ends", timed["era end"])
        for first, settled, frames in timed["era end"]:  # few in a game: each on its own
            print(
                f"key to screen, {name}, the key that ends an era: first frame {first * 1000:5.1f} ms, "
                f"settled {settled * 1000:5.1f} ms, {frames} frame(s)"
            )
        report(f"{name}, all keys", timed["same screen"] + timed["screen change"])


def memory(modes: list[str]) -> None:
    for mode in modes:
        rss = subprocess.run(
            [sys.executable, "-c", MEMORY, mode], check=True, capture_output=True, text=True
        ).stdout.strip()
        print(f"peak memory, 4-player game, {MODES[mode] + ':':15} {float(rss):7.1f} MB")


async def replay_open(home: str, modes: list[str], runs: int) -> None:
    """Median time to open a finished game's replay: the file read, replayed and checked (with its checkpoints),
    and from choosing the file to the first frame of the replay screen."""
    import random
    from pathlib import Path

    from megafauna_tui.controller import Session
    from megafauna_tui.data.loader import load_rules_data
    from megafauna_tui.replay import open_path
    from megafauna_tui.rules.state import GameMode

    data = load_rules_data()
    for mode in modes:
        session = Session.deal(data, [(name, None) for name in "ABCD"], seed=3, mode=GameMode(mode))
        pick = random.Random(3)
        while session.decision is not None:
            session.answer(pick.choice(session.decision.keys))
        path = Path(home) / f"finished-{mode}.json"
        session.save(path)
        model: list[float] = []
        for _ in range(runs):
            start = time.perf_counter()
            open_path(path, data)
            model.append(time.perf_counter() - start)
        shown = await replay_frames(path, runs)
        print(
            f"replay of a finished game, {MODES[mode] + ':':13} open {statistics.median(model) * 1000:6.1f} ms, "
            f"to its first frame {statistics.median(shown) * 1000:6.1f} ms  "
            f"({len(session.answers)} answers, median of {runs})"
        )


async def replay_frames(path: Any, runs: int) -> list[float]:
    """Seconds from choosing a file to replay (as the list of saves does) to the replay screen's first frame."""
    from megafauna_tui.ui.app import MegafaunaApp
    from megafauna_tui.ui.screens.replay import ReplayScreen, open_replay_screen

    shown: list[float] = []
    drawn: list[float] = []
    app = MegafaunaApp(bot_delay=0, autosave=False)
    async with app.run_test(size=(160, 45)) as pilot:
        display = app._display

        def timed(target: Any, update: Any) -> None:
            if update is not None and isinstance(target, ReplayScreen):
                drawn.append(time.perf_counter())
            display(target, update)

        app._display = timed
        await pilot.pause()
        for _ in range(runs):
            drawn.clear()
            start = time.perf_counter()
            open_replay_screen(app.screen, path)
            await pilot.pause()
            shown.append(drawn[0] - start)
            app.pop_screen()
            await pilot.pause()
    return shown


if __name__ == "__main__":
    main()

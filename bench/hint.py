"""Hint benchmark: prints numbers, asserts nothing (run: python bench/hint.py).

A person presses ``h`` at a decision of a 4-player game (every seat human) and waits for the search
bot's advice on the screen: timed from the key to the first frame after the hint was shown, at a
decision every few answers of a seeded game of each kind (tooth & claw, Achterbahn). Beside it, the
same searches run alone, outside the app, on the same positions: the difference is what the screen's
own work (the spinner, the redraw) costs the search that shares its process.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import time

from megafauna_tui.bots import SearchBot, TableView
from megafauna_tui.bots.search import DEFAULT_LEVEL, LEVELS
from megafauna_tui.controller import Session
from megafauna_tui.data.loader import load_rules_data
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.state import GameMode
from megafauna_tui.savefile import Seat
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.screens.game import GameScreen
from megafauna_tui.ui.thinking import hint_seed


async def hints_in_app(mode: GameMode, hints: int, every: int, level: str) -> tuple[list[float], list[float]]:
    """(seconds from ``h`` to the hint on screen, seconds of the same search alone), per hint."""
    data = load_rules_data()
    game = Game.new(data, players=4, seed=11, mode=mode)
    seats = [Seat(p.colour.value, p.colour.value, None) for p in game.state.players]
    app = MegafaunaApp(bot_delay=0, autosave=False, session=Session(data, game, seats))
    pick = random.Random(5)
    in_app: list[float] = []
    alone: list[float] = []
    async with app.run_test(size=(160, 45)) as pilot:
        await pilot.pause()
        answered = 0
        while len(in_app) < hints:
            screen = app.screen
            if not isinstance(screen, GameScreen):
                await pilot.press("enter")  # a hand-off or the fossil awards
                await pilot.pause()
                continue
            session = screen.session
            decision = session.decision
            if decision is None:
                break  # the game is over
            answered += 1
            if answered % every == 0 and len(decision.options) > 1:
                screen.hint_level = level
                position = session.game.clone()
                seed = hint_seed(position, len(session.answers))
                start = time.perf_counter()
                await pilot.press("h")
                while screen.thinking is not None:
                    await asyncio.sleep(0.005)
                await pilot.pause()
                in_app.append(time.perf_counter() - start)
                start = time.perf_counter()
                SearchBot(seed, level).analyse(TableView(position))
                alone.append(time.perf_counter() - start)
            key = str((pick.randrange(min(10, len(decision.options))) + 1) % 10)
            await pilot.press(key)
            await pilot.pause()
    return in_app, alone


def describe(values: list[float]) -> str:
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return f"median {statistics.median(ordered):.2f} s, p90 {p90:.2f} s, slowest {ordered[-1]:.2f} s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hints", type=int, default=15, help="hints per game")
    parser.add_argument("--every", type=int, default=7, help="a hint every N answers")
    parser.add_argument("--level", choices=sorted(LEVELS), default=DEFAULT_LEVEL)
    args = parser.parse_args()
    for mode in (GameMode.TOOTH_AND_CLAW, GameMode.ACHTERBAHN):
        in_app, alone = asyncio.run(hints_in_app(mode, args.hints, args.every, args.level))
        name = mode.value.replace("_", " ")
        print(f"hint ({args.level}), {name}, 4 players, {len(in_app)} hints: key to hint on screen {describe(in_app)}")
        print(f"{'':>{len(name) + 14}} the same searches alone: {describe(alone)}")


if __name__ == "__main__":
    main()

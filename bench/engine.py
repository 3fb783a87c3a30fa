"""Engine benchmark: prints numbers, asserts nothing (run: python bench/engine.py).

Measures full games between random bots (pin it to one core with ``taskset -c 0``), tooth & claw
first, then Achterbahn: median milliseconds per game and decisions per second (first pass, nothing
else timed), then the slowest legal-options computation seen and the slowest answer (second pass),
and the time to load a finished game's save. An Achterbahn game the rules cannot finish yet (an event
whose rules are not built) is counted as stopped, with its error, and measured up to that point.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter

from megafauna_tui.bots import RandomBot, ask
from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData, load_rules_data
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.state import GameMode
from megafauna_tui.savefile import Seat


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument(
        "--mode", choices=["both", "tooth-and-claw", "achterbahn"], default="both", help="which game to measure"
    )
    args = parser.parse_args()
    data = load_rules_data()
    if args.mode != "achterbahn":
        tooth_and_claw(data, args.games, args.players)
    if args.mode != "tooth-and-claw":
        achterbahn(data, args.games, args.players)


def tooth_and_claw(data: RulesData, games: int, players: int) -> None:
    game_ms: list[float] = []
    decisions = 0
    record: list[str] = []
    for seed in range(games):
        bot = RandomBot(seed)
        start = time.perf_counter()
        game = Game.new(data, players=players, seed=seed)
        record = []
        while game.decision is not None:
            record.append(ask(bot, game))
            game.answer(record[-1])
            decisions += 1
        game_ms.append((time.perf_counter() - start) * 1000)

    slowest_options = slowest_answer = 0.0
    for seed in range(games):
        bot = RandomBot(seed)
        game = Game.new(data, players=players, seed=seed)
        while game.decision is not None:
            key = ask(bot, game)
            before = time.perf_counter()
            game.answer(key)  # applies the answer and runs on to the next decision
            slowest_answer = max(slowest_answer, time.perf_counter() - before)
            if game.decision is not None:
                # The legal-options computation alone: the top frame's step is pure when it asks.
                before = time.perf_counter()
                game.state.stack[-1].step(game)
                slowest_options = max(slowest_options, time.perf_counter() - before)

    # The last game's save, loaded as the app loads it: replayed from its setup and checked (savefile).
    session = Session.deal(data, [("bot", "random")] * players, seed=games - 1)
    for key in record:
        session.answer(key)
    text = session.to_json()
    load_ms = []
    for _ in range(20):
        start = time.perf_counter()
        Session.from_json(text, data)
        load_ms.append((time.perf_counter() - start) * 1000)

    total_s = sum(game_ms) / 1000
    print(f"games: {games} x {players} players, random bots")
    print(f"median ms per game:            {statistics.median(game_ms):8.2f}  (mean {statistics.mean(game_ms):.2f})")
    print(f"decisions per second:          {decisions / total_s:8.0f}  ({decisions} decisions, setup included)")
    print(f"slowest legal options (ms):    {slowest_options * 1000:8.3f}")
    print(f"slowest answer to next (ms):   {slowest_answer * 1000:8.3f}  (may run whole phases without a choice)")
    print(f"finished save size (bytes):    {len(text):8d}")
    print(f"median load of that save (ms): {statistics.median(load_ms):8.2f}  (replays its {len(record)} answers)")


def achterbahn(data: RulesData, games: int, players: int) -> None:
    """The same figures for the Achterbahn game; a game stopped by an error counts up to its error."""
    mode = GameMode.ACHTERBAHN
    finished_ms: list[float] = []
    played_s = 0.0
    decisions = 0
    errors: Counter[str] = Counter()
    for seed in range(games):
        bot = RandomBot(seed)
        start = time.perf_counter()
        try:
            game = Game.new(data, players=players, seed=seed, mode=mode)
            while game.decision is not None:
                game.answer(ask(bot, game))
                decisions += 1
        except Exception as failure:  # counted and reported; the run goes on
            errors[f"{type(failure).__name__}: {failure}"] += 1
        else:
            finished_ms.append((time.perf_counter() - start) * 1000)
        played_s += time.perf_counter() - start

    slowest_options = slowest_answer = 0.0
    for seed in range(games):
        bot = RandomBot(seed)
        game = Game.new(data, players=players, seed=seed, mode=mode)
        try:
            while game.decision is not None:
                key = ask(bot, game)
                before = time.perf_counter()
                game.answer(key)
                slowest_answer = max(slowest_answer, time.perf_counter() - before)
                if game.decision is not None:
                    before = time.perf_counter()
                    game.state.stack[-1].step(game)
                    slowest_options = max(slowest_options, time.perf_counter() - before)
        except Exception:  # already counted in the first pass
            continue

    # A save of the last game, loaded as the app loads it. A game that stopped is saved where it stopped:
    # the session puts the position back as it was before the answer that failed.
    seed = games - 1
    dealt = Game.new(data, players=players, seed=seed, mode=mode)
    seats = [Seat(p.colour.value, f"bot {i + 1}", "random") for i, p in enumerate(dealt.state.players)]
    session = Session.new(data, seats, seed=seed, mode=mode)
    bot = RandomBot(seed)
    finished = True
    try:
        while session.decision is not None:
            session.answer(ask(bot, session.game))
    except Exception:
        finished = False
    text = session.to_json()
    load_ms = []
    for _ in range(20):
        start = time.perf_counter()
        Session.from_json(text, data)
        load_ms.append((time.perf_counter() - start) * 1000)

    stopped = sum(errors.values())
    print(f"achterbahn games: {games} x {players} players, random bots; {len(finished_ms)} finished, {stopped} stopped")
    for error, count in errors.most_common(3):
        print(f"  stopped {count} x by {error}")
    if finished_ms:
        median, mean = statistics.median(finished_ms), statistics.mean(finished_ms)
        print(f"median ms per game:            {median:8.2f}  (mean {mean:.2f}, finished games only)")
    else:
        print("median ms per game:                 n/a  (no game finished)")
    rate = decisions / played_s if played_s else 0.0
    note = ", up to the error in stopped games" if stopped else ""
    print(f"decisions per second:          {rate:8.0f}  ({decisions} decisions, setup included{note})")
    print(f"slowest legal options (ms):    {slowest_options * 1000:8.3f}")
    print(f"slowest answer to next (ms):   {slowest_answer * 1000:8.3f}  (may run whole phases without a choice)")
    kind = "finished" if finished else "stopped"
    print(f"{kind} save size (bytes):{' ' * (12 - len(kind))}{len(text):8d}")
    answers = len(session.answers)
    print(f"median load of that save (ms): {statistics.median(load_ms):8.2f}  (replays its {answers} answers)")


if __name__ == "__main__":
    main()

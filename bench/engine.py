"""Engine benchmark: prints numbers, asserts nothing (run: python bench/engine.py).

Measures a full tooth & claw game between random bots (pin it to one core with
``taskset -c 0``): median milliseconds per game and decisions per second (first
pass, nothing else timed), then the slowest legal-options computation seen and
the slowest answer (second pass), and the time to load a finished game's save.
"""

from __future__ import annotations

import argparse
import statistics
import time

from megafauna_tui.bots import RandomBot
from megafauna_tui.controller import Session
from megafauna_tui.data.loader import load_rules_data
from megafauna_tui.rules.engine import Game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    data = load_rules_data()

    game_ms: list[float] = []
    decisions = 0
    record: list[str] = []
    for seed in range(args.games):
        bot = RandomBot(seed)
        start = time.perf_counter()
        game = Game.new(data, players=args.players, seed=seed)
        record = []
        while game.decision is not None:
            record.append(bot.choose(game))
            game.answer(record[-1])
            decisions += 1
        game_ms.append((time.perf_counter() - start) * 1000)

    slowest_options = slowest_answer = 0.0
    for seed in range(args.games):
        bot = RandomBot(seed)
        game = Game.new(data, players=args.players, seed=seed)
        while game.decision is not None:
            key = bot.choose(game)
            before = time.perf_counter()
            game.answer(key)  # applies the answer and runs on to the next decision
            slowest_answer = max(slowest_answer, time.perf_counter() - before)
            if game.decision is not None:
                # The legal-options computation alone: the top frame's step is pure when it asks.
                before = time.perf_counter()
                game.state.stack[-1].step(game)
                slowest_options = max(slowest_options, time.perf_counter() - before)

    # The last game's save, loaded as the app loads it: replayed from its setup and checked (savefile).
    session = Session.deal(data, [("bot", "random")] * args.players, seed=args.games - 1)
    for key in record:
        session.answer(key)
    text = session.to_json()
    load_ms = []
    for _ in range(20):
        start = time.perf_counter()
        Session.from_json(text, data)
        load_ms.append((time.perf_counter() - start) * 1000)

    total_s = sum(game_ms) / 1000
    print(f"games: {args.games} x {args.players} players, random bots")
    print(f"median ms per game:            {statistics.median(game_ms):8.2f}  (mean {statistics.mean(game_ms):.2f})")
    print(f"decisions per second:          {decisions / total_s:8.0f}  ({decisions} decisions, setup included)")
    print(f"slowest legal options (ms):    {slowest_options * 1000:8.3f}")
    print(f"slowest answer to next (ms):   {slowest_answer * 1000:8.3f}  (may run whole phases without a choice)")
    print(f"finished save size (bytes):    {len(text):8d}")
    print(f"median load of that save (ms): {statistics.median(load_ms):8.2f}  (replays its {len(record)} answers)")


if __name__ == "__main__":
    main()

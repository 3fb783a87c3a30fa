"""Play many seeded games between random bots, checking every invariant after every decision.

Prints a summary line and any violation found (run: python bench/many_games.py --games 10000).
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from megafauna_tui.bots import RandomBot
from megafauna_tui.data.loader import load_rules_data
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.invariants import violations


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args()
    data = load_rules_data()
    start = time.perf_counter()
    tables: Counter[int] = Counter()
    decisions = checks = failed = 0
    extinctions = lazarus = ties = 0
    for seed in range(args.first_seed, args.first_seed + args.games):
        players = 2 + seed % 3
        tables[players] += 1
        game = Game.new(data, players=players, seed=seed)
        bot = RandomBot(seed)
        broken: list[str] = []
        while game.decision is not None:
            game.answer(bot.choose(game))
            decisions += 1
            checks += 1
            broken = violations(game)
            if broken:
                break
        if broken:
            failed += 1
            print(f"seed {seed}: {broken[0]}")
            continue
        extinctions += sum(1 for entry in game.state.log if entry.rule == "I4")
        lazarus += sum(1 for entry in game.state.log if entry.rule == "I4c")
        ties += len(game.state.winners) > 1
    elapsed = time.perf_counter() - start
    per_table = ", ".join(f"{n} with {p} players" for p, n in sorted(tables.items()))
    print(
        f"{args.games} games ({per_table}): {decisions} decisions, {checks} invariant checks, "
        f"{failed} game(s) with a violation; {extinctions} extinctions, {lazarus} Lazarus, "
        f"{ties} shared wins; {elapsed:.0f} s"
    )


if __name__ == "__main__":
    main()

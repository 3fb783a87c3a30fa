"""Search bot benchmark: prints numbers, asserts nothing (run: python bench/search.py).

Playouts per second: random playouts to the end of the game from a fixed set of positions (the same
positions every run: games between random bots stopped every few decisions), each starting from a sampled
future as the search bot's do; and the search bot's iterations per second on the same positions.
Move time: the search bot's seconds per decision at each level over the decisions of a few games it plays
against greedy (median, 95th percentile, slowest). Pin it to one core (``taskset -c 0``) for numbers that
compare across runs; win rates are measured with ``megafauna tournament``.
"""

from __future__ import annotations

import argparse
import statistics
import time

from megafauna_tui.bots import RandomBot, SearchBot, TableView, ask, make_bot
from megafauna_tui.bots.search import LEVELS
from megafauna_tui.data.loader import RulesData, load_rules_data
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.rng import Rng
from megafauna_tui.rules.state import GameMode

MODES = {"tooth-and-claw": GameMode.TOOTH_AND_CLAW, "achterbahn": GameMode.ACHTERBAHN}


def positions(data: RulesData, mode: GameMode, players: int, count: int) -> list[Game]:
    """``count`` positions from games between random bots, a few decisions apart."""
    found: list[Game] = []
    seed = 0
    while len(found) < count:
        seed += 1
        game = Game.new(data, players=players, seed=seed, mode=mode)
        bot = RandomBot(seed)
        while game.decision is not None and len(found) < count:
            if game.decisions_answered % 9 == 4:
                found.append(game.clone())
            game.answer(ask(bot, game))
    return found


def playouts_per_second(starts: list[Game], seconds: float) -> tuple[float, float]:
    rng = Rng.from_seed(1)
    done = decisions = 0
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        game = TableView(starts[done % len(starts)]).sample(rng)
        while (decision := game.decision) is not None:
            game.answer(decision.options[rng.below(len(decision.options))].key)
            decisions += 1
        done += 1
    elapsed = time.perf_counter() - began
    return done / elapsed, decisions / elapsed


def iterations_per_second(starts: list[Game], seconds: float) -> float:
    bot = SearchBot(1, "quick")
    iterations = 0
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        bot.analyse(TableView(starts[iterations // 100 % len(starts)]), iterations=100)
        iterations += 100
    return iterations / (time.perf_counter() - began)


def move_times(data: RulesData, mode: GameMode, level: str, games: int) -> list[float]:
    times: list[float] = []
    for seed in range(1, games + 1):
        game = Game.new(data, players=2, seed=seed, mode=mode)
        search_colour = game.state.players[seed % 2].colour
        search, greedy = make_bot(f"search:{level}", seed), make_bot("greedy", seed)
        while (decision := game.decision) is not None:
            mine = decision.player is search_colour
            began = time.perf_counter()
            key = ask(search if mine else greedy, game)
            if mine:
                times.append(time.perf_counter() - began)
            game.answer(key)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--mode", choices=sorted(MODES), default="tooth-and-claw")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=10.0, help="for each rate")
    parser.add_argument("--games", type=int, default=2, help="games per level for the move times")
    parser.add_argument("--levels", default=",".join(LEVELS), help="levels to time, comma-separated")
    args = parser.parse_args()
    data = load_rules_data()
    mode = MODES[args.mode]
    starts = positions(data, mode, args.players, 40)
    playouts, decisions = playouts_per_second(starts, args.seconds)
    print(f"{args.mode}, {args.players} players, 40 positions")
    print(f"random playouts to the end: {playouts:.0f}/s ({decisions:.0f} decisions/s)")
    print(f"search iterations: {iterations_per_second(starts, args.seconds):.0f}/s")
    for level in args.levels.split(",") if args.games else ():
        times = sorted(move_times(data, mode, level, args.games))
        p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
        print(
            f"search:{level} ({LEVELS[level].iterations} iterations) vs greedy, {len(times)} decisions: "
            f"median {statistics.median(times):.2f} s, p95 {p95:.2f} s, slowest {times[-1]:.2f} s"
        )


if __name__ == "__main__":
    main()

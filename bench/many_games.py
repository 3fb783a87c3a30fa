"""Play many seeded games between random bots, checking every invariant after every decision.

Tables of 2, 3 and 4 players and the standard, long and short games take turns by seed; colours
are dealt at random (C1c). Prints a summary, how often the rarer situations of the audit came up,
and any violation found (run: python bench/many_games.py --games 10000).
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from megafauna_tui.bots import RandomBot
from megafauna_tui.data.loader import load_rules_data
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.state import GameLength, Level

LENGTHS = (GameLength.STANDARD, GameLength.LONG, GameLength.SHORT)


def own_prey_below(game: Game) -> set[tuple[int, str]]:
    """(turn, hex) where an Endangered carnivore lies over an upright herbivore of its own species (F4c)."""
    found = set()
    for carnivore in game.state.creeples:
        if carnivore.level is Level.CARNIVORE and carnivore.endangered:
            for herbivore in game.state.creeples:
                same_place = herbivore.hex == carnivore.hex and herbivore.level is Level.HERBIVORE
                if same_place and not herbivore.endangered and herbivore.species_key == carnivore.species_key:
                    found.add((game.state.turn, carnivore.hex))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args()
    data = load_rules_data()
    start = time.perf_counter()
    tables: Counter[str] = Counter()
    seats: Counter[str] = Counter()
    seen: Counter[str] = Counter()
    decisions = failed = 0
    for seed in range(args.first_seed, args.first_seed + args.games):
        players = 2 + seed % 3
        length = LENGTHS[(seed // 3) % 3]
        tables[f"{players}p {length.value}"] += 1
        game = Game.new(data, players=players, seed=seed, length=length)
        seats[game.state.players[0].colour.value] += 1
        bot = RandomBot(seed)
        broken: list[str] = []
        cannibal: set[tuple[int, str]] = set()
        while game.decision is not None:
            game.answer(bot.choose(game))
            decisions += 1
            cannibal |= own_prey_below(game)
            broken = violations(game)
            if broken:
                break
        if broken:
            failed += 1
            print(f"seed {seed}: {broken[0]}")
            continue
        log = game.state.log
        seen["games with a carnivore lying over its own species (F4c)"] += bool(cannibal)
        seen["  such carnivores, all buried (I3b)"] += len(cannibal)
        seen["games ended by language (J6f)"] += any(e.rule == "J6f" and "ends the game" in e.text for e in log)
        seen["games ended by the comet (A6a)"] += any(e.rule == "A6a" and "strikes" in e.text for e in log)
        seen["Display decks rebuilt from discards (E1e)"] += sum(1 for e in log if "ran out" in e.text)
        seen["games where a Display row ran dry (E1e, R29)"] += any("are spent" in e.text for e in log)
        seen["extinctions (I4)"] += sum(1 for e in log if e.rule == "I4")
        seen["Lazarus (I4c)"] += sum(1 for e in log if e.rule == "I4c")
        seen["newborns kept Unborn (R36)"] += sum(1 for e in log if "keeps a newborn back" in e.text)
        seen["shared wins (A7)"] += len(game.state.winners) > 1
    elapsed = time.perf_counter() - start
    per_table = ", ".join(f"{n} {t}" for t, n in sorted(tables.items()))
    print(f"{args.games} games ({per_table})")
    print(
        f"{decisions} decisions, every invariant checked after each: {failed} game(s) with a violation; {elapsed:.0f} s"
    )
    print("seat 1's colour: " + ", ".join(f"{c} {n}" for c, n in sorted(seats.items())))
    for what, count in seen.items():
        print(f"  {what}: {count}")


if __name__ == "__main__":
    main()

"""Play many seeded games between bots, checking every invariant after every decision.

Tables of 2, 3 and 4 players and the standard, long and short games take turns by seed; colours
are dealt at random (C1c). Prints a summary, how often the rarer situations of the audit came up,
and any violation found (run: python bench/many_games.py --games 10000).

With ``--mode achterbahn`` one seat in four is played by the greedy bot, the others by random bots. A game
the rules cannot finish (an event whose rules are not built yet, or a bug) is counted with its error and the
run goes on; the report then says how often each kind of event was resolved or stopped by its gate
(D10c-D10e), how often the greenhouse ran away (D10h), and how often landmasses joined (D3) or split (D4).

With ``--mode solo-mars`` (``solo-venus``, ``solo-earth``) each game is the one-player game on that world
(part K): one game in eight is played as the plant (Ke) and one as the chimera (Kf), the others as the
animal; the person's side is played by the greedy bot in one game in ten (``--greedy-every``) and by a
random bot in the rest; the automated plant's free choices are made by the game's plant policy in every
other game (K8, R96-R99) and by a random bot in the others. The report counts the outcomes (loss, win,
decisive win: Kd, R81) per side and bot, and why each game ended.

With ``--mode venus-l1`` (``venus-l2``) each game is a Venus game (part L): the plant against one animal, or two
and three animals taking turns by seed; every seat is played by the greedy bot in one game in
``--greedy-every`` and by random bots in the rest. The report counts the verdicts (L1c, L2c).
"""

from __future__ import annotations

import argparse
import re
import time
from collections import Counter

from megafauna_tui.bots import Bot, RandomBot, ask, make_bot
from megafauna_tui.data.loader import RulesData, load_rules_data
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.game_facts import BY_KEY, game_facts
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.state import GameLength, GameMode, Level, Side

LENGTHS = (GameLength.STANDARD, GameLength.LONG, GameLength.SHORT)

#: The log's line for a card drawn (A1a ET card, A1c biosphere card), ending with its number.
CARD_DRAWN = re.compile(r"\(#(\d+)\)\.$")

#: The log's line for an event its gate stopped (D10c-D10e), naming the event's kind in words.
GATE_CLOSED = re.compile(r"^The (.+) event does not occur")


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
    parser.add_argument("--greedy-every", type=int, default=10, help="solo: the greedy bot plays one game in N")
    parser.add_argument("--mode", choices=["tooth-and-claw", "achterbahn", *SOLO, *VENUS], default="tooth-and-claw")
    args = parser.parse_args()
    data = load_rules_data()
    if args.mode in SOLO:
        solo(data, SOLO[args.mode], args.first_seed, args.games, args.greedy_every)
    elif args.mode in VENUS:
        venus(data, VENUS[args.mode], args.first_seed, args.games, args.greedy_every)
    elif args.mode == "achterbahn":
        achterbahn(data, args.first_seed, args.games)
    else:
        tooth_and_claw(data, args.first_seed, args.games)


def tooth_and_claw(data: RulesData, first_seed: int, games: int) -> None:
    start = time.perf_counter()
    tables: Counter[str] = Counter()
    seats: Counter[str] = Counter()
    seen: Counter[str] = Counter()
    decisions = failed = 0
    for seed in range(first_seed, first_seed + games):
        players = 2 + seed % 3
        length = LENGTHS[(seed // 3) % 3]
        tables[f"{players}p {length.value}"] += 1
        game = Game.new(data, players=players, seed=seed, length=length)
        seats[game.state.players[0].colour.value] += 1
        bot = RandomBot(seed)
        broken: list[str] = []
        cannibal: set[tuple[int, str]] = set()
        while game.decision is not None:
            game.answer(ask(bot, game))
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
        facts = game_facts(game)
        for key in ("extinctions", "lazarus"):
            seen[BY_KEY[key].label] += sum(counts[key] for counts in facts.players.values())
        seen["newborns kept Unborn (R36)"] += sum(1 for e in log if "keeps a newborn back" in e.text)
        seen["shared wins (A7)"] += len(game.state.winners) > 1
    elapsed = time.perf_counter() - start
    per_table = ", ".join(f"{n} {t}" for t, n in sorted(tables.items()))
    print(f"{games} games ({per_table})")
    print(
        f"{decisions} decisions, every invariant checked after each: {failed} game(s) with a violation; {elapsed:.0f} s"
    )
    print("seat 1's colour: " + ", ".join(f"{c} {n}" for c, n in sorted(seats.items())))
    for what, count in seen.items():
        print(f"  {what}: {count}")


def event_outcomes(game: Game, *, before_turn: int | None = None) -> Counter[tuple[str, str]]:
    """(event kind, 'resolved' or 'gate closed') for every event on the cards drawn, read from the log.

    ``before_turn`` leaves out a turn the game did not finish (its events may not all have been reached).
    """
    outcomes: Counter[tuple[str, str]] = Counter()
    for entry in game.state.log:
        if before_turn is not None and entry.turn >= before_turn:
            break
        drawn = CARD_DRAWN.search(entry.text) if entry.rule in ("A1a", "A1c") else None
        if drawn is not None:
            for event in game.data.events[int(drawn.group(1))].events:
                outcomes[(event.kind, "resolved")] += 1
        closed = GATE_CLOSED.match(entry.text) if entry.rule in ("D10c", "D10d", "D10e") else None
        if closed is not None:
            kind = closed.group(1).replace(" ", "_")
            outcomes[(kind, "resolved")] -= 1
            outcomes[(kind, "gate closed")] += 1
    return outcomes


def achterbahn(data: RulesData, first_seed: int, games: int) -> None:
    start = time.perf_counter()
    tables: Counter[str] = Counter()
    seen: Counter[str] = Counter()
    errors: Counter[str] = Counter()
    first_error: dict[str, str] = {}
    outcomes: Counter[tuple[str, str]] = Counter()
    fired: Counter[str] = Counter()
    decisions = failed = finished = 0
    for seed in range(first_seed, first_seed + games):
        players = 2 + seed % 3
        length = LENGTHS[(seed // 3) % 3]
        tables[f"{players}p {length.value}"] += 1
        broken: list[str] = []
        error: str | None = None
        split = 0
        game = Game.new(data, players=players, seed=seed, length=length, mode=GameMode.ACHTERBAHN)
        bots: dict[str, Bot] = {
            p.colour.value: make_bot("greedy" if (seed + i) % 4 == 0 else "random", seed * 31 + i)
            for i, p in enumerate(game.state.players)
        }
        masses = len(game.map.landmasses)
        try:
            while (decision := game.decision) is not None:
                game.answer(ask(bots[decision.player.value], game))
                decisions += 1
                now = len(game.map.landmasses)
                split += max(0, now - masses)
                masses = now
                broken = violations(game)
                if broken:
                    break
        except Exception as failure:  # counted and reported; the run goes on
            error = f"{type(failure).__name__}: {failure}"
            errors[error] += 1
            first_error.setdefault(error, f"seed {seed}, turn {game.state.turn}")
        if broken:
            failed += 1
            print(f"seed {seed}: {broken[0]}")
            continue
        finished += error is None
        fired.update({entry.rule for entry in game.state.log})
        outcomes += event_outcomes(game, before_turn=None if error is None else game.state.turn)
        facts = game_facts(game)
        seen[BY_KEY["runaways"].label] += facts.game["runaways"]
        seen[BY_KEY["collisions"].label] += facts.game["collisions"]
        seen["  games with one"] += facts.game["collisions"] > 0
        seen["landmasses split by a rift (D4)"] += split
        seen["games with a monster token (E2d)"] += any(counts["monsters"] for counts in facts.players.values())
    elapsed = time.perf_counter() - start
    per_table = ", ".join(f"{n} {t}" for t, n in sorted(tables.items()))
    stopped = sum(errors.values())
    print(f"{games} Achterbahn games ({per_table}); one seat in four greedy, the others random")
    print(
        f"{decisions} decisions, every invariant checked after each: {failed} game(s) with a violation, "
        f"{stopped} stopped by an exception, {finished} finished; {elapsed:.0f} s"
    )
    for error, count in errors.most_common():
        print(f"  {count} x {error} (first: {first_error[error]})")
    print("events on the cards drawn (turns played to the end): resolved / stopped by their gate (D10c-D10e)")
    for kind in sorted({k for k, _ in outcomes}):
        print(f"  {kind}: {outcomes[(kind, 'resolved')]} / {outcomes[(kind, 'gate closed')]}")
    for what, count in seen.items():
        print(f"  {what}: {count}")
    print("games in which each rule was applied (logged), for the rarer climate and size rules:")
    print("  " + ", ".join(f"{rule} {fired[rule]}" for rule in RARER))
    never = sorted(LOGGED_RULES - set(fired), key=rule_order)
    print(f"rules the engine logs that never came up in these games: {', '.join(never) or 'none'}")


class Checked:
    """Plays games to their end, checking every invariant after every decision; keeps the counts and the
    errors (a game that raises is counted and the run goes on) for the solo and Venus reports."""

    def __init__(self) -> None:
        self.decisions = self.failed = 0
        self.errors: Counter[str] = Counter()
        self.first_error: dict[str, str] = {}

    def play(self, game: Game, seed: int, bots: dict[PlayerColour, Bot]) -> bool:
        """Whether the game finished, each seat played by its bot, with every invariant holding."""
        try:
            while (decision := game.decision) is not None:
                game.answer(ask(bots[decision.player], game))
                self.decisions += 1
                if broken := violations(game):
                    self.failed += 1
                    print(f"seed {seed}: {broken[0]}")
                    return False
        except Exception as failure:  # counted and reported; the run goes on
            error = f"{type(failure).__name__}: {failure}"
            self.errors[error] += 1
            self.first_error.setdefault(error, f"seed {seed}, turn {game.state.turn}")
            return False
        return True

    def report(self, elapsed: float) -> None:
        print(
            f"{self.decisions} decisions, every invariant checked after each: {self.failed} game(s) with a violation, "
            f"{sum(self.errors.values())} stopped by an exception; {elapsed:.0f} s"
        )
        for error, count in self.errors.most_common():
            print(f"  {count} x {error} (first: {self.first_error[error]})")


#: Which solo games a seed plays as the plant (Ke) or the chimera (Kf); the others play the animal (K).
SIDES = {5: Side.PLANT, 7: Side.CHIMERA}

#: The one-player games by their name on the command line (K3b: one mode per world).
SOLO = {"solo-mars": GameMode.SOLO_MARS, "solo-venus": GameMode.SOLO_VENUS, "solo-earth": GameMode.SOLO_EARTH}


def solo(data: RulesData, mode: GameMode, first_seed: int, games: int, greedy_every: int) -> None:
    from megafauna_tui.rules.solo import PLANT, outcome

    start = time.perf_counter()
    results: Counter[tuple[str, str]] = Counter()
    reasons: Counter[str] = Counter()
    checked = Checked()
    turns: list[int] = []
    for seed in range(first_seed, first_seed + games):
        animal_bot = "greedy" if seed % greedy_every == 0 else "random"
        side = SIDES.get(seed % 8, Side.ANIMAL)
        game = Game.new(data, players=1, seed=seed, mode=mode, plant_policy=seed % 2 == 1, side=side)
        animal = make_bot(animal_bot, seed * 31)
        plant = make_bot("random", seed * 31 + 1)
        if not checked.play(game, seed, {p.colour: plant if p.colour is PLANT else animal for p in game.state.players}):
            continue
        result = outcome(game)
        results[(f"{side.value} side, {animal_bot}", result.outcome.value)] += 1
        reasons[result.reason if result.outcome.value == "loss" else result.outcome.value] += 1
        turns.append(game.state.turn)
    elapsed = time.perf_counter() - start
    print(f"{games} solo games on {mode.value.removeprefix('solo_').capitalize()} (part K)")
    checked.report(elapsed)
    print("outcomes by the side the person plays and the bot playing it (Kd, R81):")
    for who in sorted({who for who, _ in results}):
        row = ", ".join(f"{what} {results[(who, what)]}" for what in ("loss", "win", "decisive win"))
        print(f"  {who}: {row}")
    print("why the games ended:")
    for reason, count in reasons.most_common():
        print(f"  {count} x {reason}")
    if turns:
        print(f"turns played: mean {sum(turns) / len(turns):.1f}, shortest {min(turns)}, longest {max(turns)}")


#: The Venus games by their name on the command line (L1: the plant against one animal; L2: two or three animals).
VENUS = {"venus-l1": GameMode.VENUS_L1, "venus-l2": GameMode.VENUS_L2}


def venus(data: RulesData, mode: GameMode, first_seed: int, games: int, greedy_every: int) -> None:
    """The Venus games (L1, L2) between random bots, every seat greedy one game in ``greedy_every``; L2 tables of
    two and three animals take turns by seed."""
    start = time.perf_counter()
    verdicts: Counter[str] = Counter()
    checked = Checked()
    turns: list[int] = []
    for seed in range(first_seed, first_seed + games):
        players = 2 if mode is GameMode.VENUS_L1 else 2 + seed % 2
        name = "greedy" if seed % greedy_every == 0 else "random"
        game = Game.new(data, players=players, seed=seed, mode=mode)
        bots = {p.colour: make_bot(name, seed * 31 + i) for i, p in enumerate(game.state.players)}
        if not checked.play(game, seed, bots):
            continue
        winners = len(game.state.winners)
        verdicts["nobody wins" if not winners else "one winner" if winners == 1 else "a shared win"] += 1
        turns.append(game.state.turn)
    elapsed = time.perf_counter() - start
    print(f"{games} {mode.value.replace('_', ' ').capitalize()} games (part L)")
    checked.report(elapsed)
    print("verdicts (L1c, L2c): " + ", ".join(f"{what} {count}" for what, count in verdicts.most_common()))
    if turns:
        print(f"turns played: mean {sum(turns) / len(turns):.1f}, shortest {min(turns)}, longest {max(turns)}")


#: Rules worth watching in the Achterbahn report: each fires only in particular positions.
RARER = (
    "D3c",
    "D3d",
    "D3e",
    "D4",
    "D10a",
    "D10b",
    "D12a",
    "D12b",
    "D12c",
    "D13",
    "D14",
    "E8",
    "E6",
    "E6a",
    "E6b",
    "E3e",
    "J1",
    "E2d",
    "D7e",
    "D8b",
    "E2g",
    "J8b",
    "R41",
    "R44",
    "A1h",
    "D10h",
)


def _logged_rules() -> set[str]:
    """Every rule ID the rules core writes to the log somewhere (a ``say("ID", ...)`` call)."""
    import re
    from pathlib import Path

    source = Path(__file__).resolve().parent.parent / "megafauna_tui" / "rules"
    found: set[str] = set()
    for path in source.glob("*.py"):
        found.update(re.findall(r'say\(\s*"([A-L][0-9]+[a-z]?)"', path.read_text(encoding="utf-8")))
    return found


LOGGED_RULES = _logged_rules()


def rule_order(rule: str) -> tuple[str, int, str]:
    import re

    match = re.match(r"([A-Z])([0-9]+)([a-z]?)", rule)
    return (match.group(1), int(match.group(2)), match.group(3)) if match else (rule, 0, "")


if __name__ == "__main__":
    main()

"""Tournaments between bots: many seat-swapped games on every core (or a Ray cluster), summed up as win rates
with confidence intervals, mean scores, seat and colour balance, and how often each rule-relevant thing
happened.

Seating. The bots fill the seats in the order given, the list repeating when it is shorter than the table; that
row is the *base lineup*. Game ``i`` turns the base lineup by ``r = i mod p`` seats (seat ``k`` takes the base's
bot ``(k + r) mod seats``), where ``p`` is the number of different lineups turning gives (4 for
search,greedy,greedy,greedy at four seats, 2 for search,greedy at four). The ``p`` games of each block
``i // p`` share one deal: the same seed, so the same colours in the same seats (dealt at random, C1c) and the
same first cards, and every bot plays that deal from each seat. A tournament of a multiple of ``p`` games seats
every bot in every seat equally often. In the solo games (K) there is nobody to swap seats with: each game is one
bot playing the whole solo game (both of its sides, unless the plant policy plays the automated plant, K8), and
the bots take the games in turn, each block of ``len(bots)`` games sharing a deal.

A game's seed comes from the tournament's seed and its block alone (a hash of both), so the games, and the
report, are the same whatever runs them: one process, a pool of any size, or Ray. Results are summed in game
order for the same reason.
"""

from __future__ import annotations

import hashlib
import logging
import math
import os
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from megafauna_tui.game_facts import FACTS, Scope, applicable, game_facts
from megafauna_tui.rules.state import GameLength, GameMode, Side
from megafauna_tui.rules.variant import VARIANTS

if TYPE_CHECKING:
    from megafauna_tui.data.loader import RulesData
    from megafauna_tui.rules.engine import Game

#: z for a two-sided 95% interval.
Z95 = 1.959963984540054

#: How many stopped games (and games with a broken invariant) a report names one by one.
LISTED = 20

#: Seeds stay within what ``megafauna new --seed`` takes (12 digits), so any game can be opened in the app.
SEED_SPAN = 10**12

Progress = Callable[[int, int], None]

#: What a report reads in each game besides the tournament's counts: called with the game as it starts, it
#: returns what reads the game where it ended (a small dict, kept with the game's record as ``measured``). A
#: module-level function, so a process pool or Ray can send it to the workers by name.
Measure = Callable[["Game"], Callable[["Game"], dict[str, Any]]]


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything that decides a tournament's games (and nothing about how they are run)."""

    mode: GameMode
    players: int
    bots: tuple[str, ...]
    games: int
    seed: int
    length: GameLength = GameLength.STANDARD
    apomorphies: bool = False
    side: Side = Side.ANIMAL
    plant_policy: bool = False
    check: bool = True

    @property
    def solo(self) -> bool:
        """The one-player game (K): one bot per game, judged by its outcome."""
        from megafauna_tui.rules import solo

        return solo.one_person(VARIANTS[self.mode])

    @property
    def seats(self) -> int:
        """The seats the bots rotate over (one in the solo game: the person's)."""
        return 1 if self.solo else self.players

    def base(self) -> list[str]:
        return [self.bots[k % len(self.bots)] for k in range(self.seats)]

    @property
    def period(self) -> int:
        """How many different lineups there are (the size of a block of games sharing a deal)."""
        if self.solo:
            return len(self.bots)
        base = self.base()
        return next(p for p in range(1, self.seats + 1) if base[p:] + base[:p] == base)

    def plan(self, index: int) -> tuple[int, list[str]]:
        """Game ``index``'s seed and its bots, seat by seat (solo: the animal's and the plant's, one bot)."""
        block, turn = divmod(index, self.period)
        if self.solo:
            lineup = [self.bots[turn]] * 2
        else:
            base = self.base()
            lineup = base[turn:] + base[:turn]
        return game_seed(self.seed, block), lineup


def game_seed(seed: int, block: int) -> int:
    """The seed of a block's games: a hash of the tournament's seed and the block, the same on every machine."""
    digest = hashlib.sha256(f"megafauna tournament {seed} {block}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % SEED_SPAN


# -- playing, in any process ------------------------------------------------------------------------------------

_RULES: RulesData | None = None


def load_rules() -> RulesData:
    """The rules data of this process, loaded once (a pool's initializer, or a Ray worker's first game)."""
    global _RULES
    if _RULES is None:
        from megafauna_tui.data.loader import load_rules_data

        _RULES = load_rules_data()
    return _RULES


def _start_worker(parent: int) -> None:
    """A pool worker: ends with the tournament, even a killed one (no worker left running), then loads the
    rules data once."""
    from megafauna_tui.orphans import die_with_parent

    die_with_parent(parent)
    load_rules()


def _details(game: Game) -> dict[str, Any]:
    from megafauna_tui.rules import solo

    facts = game_facts(game)
    found: dict[str, Any] = {"facts": facts.players, "table_facts": facts.game}
    if isinstance(game.variant, solo.Solo):
        found["person"] = solo.person(game).value
    return found


def play_game(setup: Setup, index: int, measure: Measure | None = None) -> dict[str, Any]:
    """Game ``index`` of the tournament, as a small record; an exception is caught and recorded with the game.
    ``measure`` adds what a report reads besides the tournament's counts (the playtest report)."""
    from megafauna_tui.simulate import play_one

    seed, lineup = setup.plan(index)
    record: dict[str, Any] = {"index": index, "seed": seed, "lineup": lineup}
    readers: list[Callable[[Game], dict[str, Any]]] = []

    def started(game: Game) -> None:
        if measure is not None:
            readers.append(measure(game))

    def details(game: Game) -> dict[str, Any]:
        found = _details(game)
        if readers:
            found["measured"] = readers[0](game)
        return found

    try:
        result = play_one(
            load_rules(),
            mode=setup.mode,
            players=setup.players,
            seed=seed,
            bots=lineup,
            check=setup.check,
            length=setup.length,
            apomorphies=setup.apomorphies,
            side=setup.side,
            plant_policy=setup.plant_policy,
            details=details,
            started=started,
        )
    except Exception as failure:  # recorded with its game: one failing game does not stop the others
        record["error"] = f"{type(failure).__name__}: {failure}"
        return record
    record.update(
        turns=result["turns"],
        decisions=result["decisions"],
        colours=[p["colour"] for p in result["players"]],
        scores=[(p["score"] or {}).get("total", 0) for p in result["players"]],
        winners=result["winners"],
        facts=result["facts"],
        table_facts=result["table_facts"],
        violations=result["invariants"]["violations"],
    )
    for key in ("error", "outcome", "person", "measured"):
        if key in result:
            record[key] = result[key]
    return record


def play_games(setup: Setup, start: int, stop: int, measure: Measure | None = None) -> list[dict[str, Any]]:
    """Games ``start`` to ``stop - 1``: one task's share, on the pool or on Ray."""
    return [play_game(setup, index, measure) for index in range(start, stop)]


# -- running: in this process, on a pool, or on Ray ------------------------------------------------------------


def default_workers() -> int:
    """Every core this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on every platform
        return max(1, os.cpu_count() or 1)


def _chunk(games: int, workers: int) -> int:
    """Games per task: a few tasks per worker, so the last ones finish together, but not one task per game."""
    return max(1, min(50, games // (workers * 8)))


def _local(setup: Setup, workers: int, measure: Measure | None = None) -> Iterator[dict[str, Any]]:
    if workers == 1:
        load_rules()
        for index in range(setup.games):
            yield play_game(setup, index, measure)
        return
    import multiprocessing
    from collections import deque
    from concurrent.futures import Future

    context = multiprocessing.get_context("spawn")  # the same on every platform, and safe with threads
    with ProcessPoolExecutor(
        max_workers=workers, mp_context=context, initializer=_start_worker, initargs=(os.getpid(),)
    ) as pool:
        done = 0
        size = _chunk(setup.games, workers)
        starts = iter(range(0, setup.games, size))
        pending: deque[Future[list[dict[str, Any]]]] = deque()

        def submit() -> None:  # a few tasks ahead per worker, never the whole run at once (memory)
            start = next(starts, None)
            if start is not None:
                pending.append(pool.submit(play_games, setup, start, min(start + size, setup.games), measure))

        try:
            for _ in range(workers * 4):
                submit()
            while pending:
                records = pending.popleft().result()
                submit()
                for record in records:
                    done += 1
                    yield record
        except KeyboardInterrupt:  # stop at once: the games not started are dropped, not waited for
            pool.shutdown(wait=False, cancel_futures=True)
            raise
        except BrokenProcessPool as failure:  # a worker died (out of memory, killed): the rest are reported
            for index in range(done, setup.games):
                seed, lineup = setup.plan(index)
                yield {"index": index, "seed": seed, "lineup": lineup, "error": f"a worker process died: {failure}"}


class ClusterError(RuntimeError):
    """Ray was asked for but cannot be used; the message says how to get it."""


RAY_MISSING = (
    "--cluster ray needs Ray, which is not installed: pip install 'megafauna-tui[cluster]' (or pip install ray)"
)


def ray_available() -> bool:
    import importlib.util

    return importlib.util.find_spec("ray") is not None


def _ray(setup: Setup, workers: int | None, measure: Measure | None = None) -> Iterator[dict[str, Any]]:
    """The games as Ray tasks, on the cluster RAY_ADDRESS names or else on a Ray started on this machine."""
    try:
        import ray
    except ImportError:
        raise ClusterError(RAY_MISSING) from None
    started = not ray.is_initialized()
    if started:
        address = os.environ.get("RAY_ADDRESS") or None
        cpus = None if address else workers or default_workers()
        ray.init(
            address=address, num_cpus=cpus, include_dashboard=False, log_to_driver=False, logging_level=logging.WARNING
        )
    try:
        task = ray.remote(play_games)
        size = _chunk(setup.games, workers or default_workers())
        starts = list(range(0, setup.games, size))
        pending = {task.remote(setup, start, min(start + size, setup.games), measure): start for start in starts}
        finished: dict[int, list[dict[str, Any]]] = {}
        following = 0
        waiting = list(pending)
        while waiting:
            ready, waiting = ray.wait(waiting, num_returns=1)
            for ref in ready:
                start = pending[ref]
                try:
                    finished[start] = ray.get(ref)
                except Exception as failure:  # the task itself failed (a node lost): its games are reported
                    stop = min(start + size, setup.games)
                    finished[start] = [
                        {"index": i, "seed": setup.plan(i)[0], "lineup": setup.plan(i)[1], "error": str(failure)}
                        for i in range(start, stop)
                    ]
            while following in finished:  # in game order, whatever order the tasks ended in
                chunk = finished.pop(following)
                yield from chunk
                following += len(chunk)
    finally:
        if started:
            ray.shutdown()


def run(
    setup: Setup,
    *,
    workers: int | None = None,
    cluster: str | None = None,
    progress: Progress | None = None,
    measure: Measure | None = None,
    tally: Callable[[Setup], Tally] | None = None,
) -> dict[str, Any]:
    """Play the tournament and return its report. ``cluster`` 'ray' runs the games as Ray tasks; 'local' (or
    None without RAY_ADDRESS) on a process pool of ``workers`` (default: every core; 1 plays them here).
    ``measure`` and ``tally`` make another report of the same games (the playtest report: what it reads in
    each game, and how it sums them up)."""
    if cluster is None:
        cluster = "ray" if os.environ.get("RAY_ADDRESS") and ray_available() else "local"
    count = workers or default_workers()
    start = time.perf_counter()
    records = _ray(setup, workers, measure) if cluster == "ray" else _local(setup, min(count, setup.games), measure)
    summed = (tally or Tally)(setup)
    for done, record in enumerate(records, start=1):
        summed.add(record)
        if progress is not None:
            progress(done, setup.games)
    report = summed.report()
    backend = "ray" if cluster == "ray" else "in-process" if min(count, setup.games) == 1 else "processes"
    report["run"] = {
        "backend": backend,
        "workers": None if cluster == "ray" and workers is None else min(count, setup.games),
        "seconds": round(time.perf_counter() - start, 2),
    }
    return report


# -- summing up ------------------------------------------------------------------------------------------------


def wilson(wins: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default); (0, 1) with no trials. Shared wins count
    as the fraction they are."""
    if trials == 0:
        return 0.0, 1.0
    p = wins / trials
    spread = z * z / trials
    centre = (p + spread / 2) / (1 + spread)
    half = z * math.sqrt(p * (1 - p) / trials + spread / (4 * trials)) / (1 + spread)
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(slots=True)
class Entry:
    """One bot's results: ``trials`` seats played (solo: games) in games that finished."""

    trials: int = 0
    wins: float = 0.0
    score_sum: float = 0.0
    score_squares: float = 0.0
    seat_trials: list[int] = field(default_factory=list)
    seat_wins: list[float] = field(default_factory=list)
    facts: dict[str, int] = field(default_factory=dict)
    facts_seen: dict[str, int] = field(default_factory=dict)


class Tally:
    """The report, summed game by game (so a study of millions of games never holds them all)."""

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.entries = {
            bot: Entry(seat_trials=[0] * setup.seats, seat_wins=[0.0] * setup.seats)
            for bot in dict.fromkeys(setup.bots)
        }
        self.seat_trials = [0] * setup.seats
        self.seat_wins = [0.0] * setup.seats
        self.colours: dict[str, list[float]] = {}
        self.table = {f.key: 0 for f in FACTS if f.scope is Scope.GAME}
        self.table_seen = dict(self.table)
        self.finished = self.nobody_won = self.decisions = 0
        self.outcomes: dict[str, int] = {}
        self.stopped: list[dict[str, Any]] = []
        self.stopped_count = 0
        self.broken: list[dict[str, Any]] = []
        self.broken_count = 0

    def add(self, record: dict[str, Any]) -> None:
        if record.get("violations"):
            self.broken_count += 1
            if len(self.broken) < LISTED:
                self.broken.append(
                    {"game": record["index"], "seed": record["seed"], "violation": record["violations"][0]}
                )
        if "error" in record:
            self.stopped_count += 1
            if len(self.stopped) < LISTED:
                self.stopped.append(
                    {
                        "game": record["index"],
                        "seed": record["seed"],
                        "bots": record["lineup"],
                        "turn": record.get("turns"),
                        "error": record["error"],
                    }
                )
            return
        self.finished += 1
        self.decisions += record["decisions"]
        for key, count in record["table_facts"].items():
            self.table[key] += count
            self.table_seen[key] += count > 0
        if self.setup.solo:
            self._add_solo(record)
            return
        winners = record["winners"]
        self.nobody_won += not winners
        share = 1 / len(winners) if winners else 0.0
        for seat, (bot, colour, score) in enumerate(
            zip(record["lineup"], record["colours"], record["scores"], strict=True)
        ):
            won = share if colour in winners else 0.0
            self._credit(self.entries[bot], seat, won, score, record["facts"][colour])
            self.seat_trials[seat] += 1
            self.seat_wins[seat] += won
            tally = self.colours.setdefault(colour, [0, 0.0])
            tally[0] += 1
            tally[1] += won

    def _add_solo(self, record: dict[str, Any]) -> None:
        """K: the bot wins when the solo game is won, decisively or not (Kd); its score is its side's."""
        outcome = record["outcome"]
        self.outcomes[outcome] = self.outcomes.get(outcome, 0) + 1
        won = 1.0 if outcome != "loss" else 0.0
        person = record["person"]
        score = record["scores"][record["colours"].index(person)] if person in record["colours"] else 0
        facts: dict[str, int] = {}
        for counts in record["facts"].values():  # one bot answers for both sides
            for key, count in counts.items():
                facts[key] = facts.get(key, 0) + count
        self._credit(self.entries[record["lineup"][0]], 0, won, score, facts)
        self.seat_trials[0] += 1
        self.seat_wins[0] += won
        tally = self.colours.setdefault(person, [0, 0.0])
        tally[0] += 1
        tally[1] += won

    @staticmethod
    def _credit(entry: Entry, seat: int, won: float, score: float, facts: dict[str, int]) -> None:
        entry.trials += 1
        entry.wins += won
        entry.score_sum += score
        entry.score_squares += score * score
        entry.seat_trials[seat] += 1
        entry.seat_wins[seat] += won
        for key, count in facts.items():
            entry.facts[key] = entry.facts.get(key, 0) + count
            entry.facts_seen[key] = entry.facts_seen.get(key, 0) + (count > 0)

    def report(self) -> dict[str, Any]:
        setup = self.setup
        variant = VARIANTS[setup.mode]
        player_facts = applicable(variant, Scope.PLAYER)
        table_facts = applicable(variant, Scope.GAME)
        by_bot: dict[str, Any] = {}
        for bot, entry in self.entries.items():
            low, high = wilson(entry.wins, entry.trials)
            mean = entry.score_sum / entry.trials if entry.trials else None
            error = None
            if entry.trials > 1 and mean is not None:
                variance = max(0.0, (entry.score_squares - entry.trials * mean * mean) / (entry.trials - 1))
                error = math.sqrt(variance / entry.trials)
            by_bot[bot] = {
                "seats" if not setup.solo else "games": entry.trials,
                "wins": round(entry.wins, 4),
                "win_rate": _rate(entry.wins, entry.trials),
                "ci95": [round(low, 4), round(high, 4)],
                "mean_score": None if mean is None else round(mean, 3),
                "score_se": None if error is None else round(error, 3),
                "win_rate_by_seat": [_rate(w, n) for w, n in zip(entry.seat_wins, entry.seat_trials, strict=True)],
                "facts": {
                    f.key: {
                        "per_game": _rate(entry.facts.get(f.key, 0), entry.trials, 3),
                        "share_of_games": _rate(entry.facts_seen.get(f.key, 0), entry.trials),
                    }
                    for f in player_facts
                },
            }
        report: dict[str, Any] = {
            "mode": setup.mode.value,
            "length": setup.length.value,
            "players": setup.players,
            "apomorphies": setup.apomorphies,
            "bots": list(setup.bots),
            "games": setup.games,
            "seed": setup.seed,
            "seating": seating_words(setup),
            "finished": self.finished,
            "decisions": self.decisions,
            "by_bot": by_bot,
            "by_seat": [
                {"seat": seat + 1, "games": n, "wins": round(w, 4), "win_rate": _rate(w, n)}
                for seat, (w, n) in enumerate(zip(self.seat_wins, self.seat_trials, strict=True))
            ],
            "by_colour": {
                colour: {"games": int(n), "wins": round(w, 4), "win_rate": _rate(w, int(n))}
                for colour, (n, w) in sorted(self.colours.items())
            },
            "facts": {
                f.key: {"words": f.words, "rules": list(f.rules), "scope": f.scope.value}
                for f in FACTS
                if f in player_facts or f in table_facts
            },
            "table_facts": {
                f.key: {
                    "per_game": _rate(self.table[f.key], self.finished, 3),
                    "share_of_games": _rate(self.table_seen[f.key], self.finished),
                }
                for f in table_facts
            },
            "stopped": {"count": self.stopped_count, "first": self.stopped},
            "violations": {"count": self.broken_count, "first": self.broken},
        }
        if setup.solo:
            report["side"] = setup.side.value
            report["plant_policy"] = setup.plant_policy
            report["outcomes"] = dict(sorted(self.outcomes.items()))
        else:
            report["nobody_won"] = self.nobody_won
            if setup.mode is GameMode.VENUS_L2:
                report["side"] = setup.side.value
        return report


def _rate(part: float, whole: int, digits: int = 4) -> float | None:
    return None if whole == 0 else round(part / whole, digits)


def seating_words(setup: Setup) -> str:
    """How the bots were seated, in one sentence for the report."""
    from megafauna_tui.simulate import counted

    block = counted(setup.period, "game")
    if setup.solo:
        if setup.period == 1:
            return "each game is the bot playing the solo game alone, each game with a deal (seed) of its own"
        return (
            f"each game is one bot playing the solo game alone; the bots take the games in turn, and each block of {block} "
            "shares a deal (seed)"
        )
    base = ", ".join(setup.base())
    dealt = "colours are dealt by the seed (C1c)"
    if setup.period == 1:
        return f"every game has the same lineup ({base}) and a deal (seed) of its own; {dealt}"
    return (
        f"the lineup ({base}) turns by one seat each game, {counted(setup.period, 'way')} in all; each block of {block} "
        f"shares a deal (seed), so every bot plays it from each seat; {dealt}"
    )


# -- the text report -------------------------------------------------------------------------------------------


def _percent(rate: float | None) -> str:
    return "-" if rate is None else f"{100 * rate:.1f}%"


def render_text(report: dict[str, Any]) -> str:
    """The report for people: one table per question."""
    from megafauna_tui.simulate import counted

    lines = []
    game = report["mode"].replace("_", " ")
    table = "solo" if "outcomes" in report else f"{report['players']} players"
    lines.append(
        f"Tournament: {game}, {table}, {report['length']}{', apomorphies' if report['apomorphies'] else ''}; "
        f"{counted(report['games'], 'game')} from seed {report['seed']}, {report['finished']} finished"
    )
    lines.append(f"Seating: {report['seating']}.")
    lines.append("")
    unit = "games" if "outcomes" in report else "seats"
    width = max(len(bot) for bot in report["by_bot"]) + 2
    lines.append(f"{'bot':<{width}}{unit:>6}  {'wins':>8}  {'win rate':>8}  {'95% CI':<16}  mean score ± SE")
    for bot, row in report["by_bot"].items():
        low, high = row["ci95"]
        interval = f"[{_percent(low)}, {_percent(high)}]"
        mean = "-" if row["mean_score"] is None else f"{row['mean_score']:.2f}"
        error = "" if row["score_se"] is None else f" ± {row['score_se']:.2f}"
        lines.append(
            f"{bot:<{width}}{row[unit]:>6}  {row['wins']:>8g}  {_percent(row['win_rate']):>8}  {interval:<16}  "
            f"{mean}{error}"
        )
    lines.append("(a shared win counts as its share; the interval is Wilson's score interval)")
    if "outcomes" in report:
        lines.append("outcomes (Kd): " + ", ".join(f"{o} {n}" for o, n in report["outcomes"].items()))
    else:
        seats = ", ".join(f"seat {s['seat']} {_percent(s['win_rate'])} of {s['games']}" for s in report["by_seat"])
        lines.append(f"win rate by seat: {seats}")
        for bot, row in report["by_bot"].items():
            by_seat = " ".join(_percent(r) for r in row["win_rate_by_seat"])
            lines.append(f"  {bot}, seat by seat: {by_seat}")
        if report["nobody_won"]:
            lines.append(f"games nobody won (L1c, L2c): {report['nobody_won']}")
    colours = ", ".join(
        f"{colour} {c['wins']:g} of {c['games']} ({_percent(c['win_rate'])})"
        for colour, c in report["by_colour"].items()
    )
    lines.append(f"wins by colour (C1c): {colours or '-'}")
    lines.append("")
    labels = {key: f"{f['words']} ({', '.join(f['rules'])})" for key, f in report["facts"].items()}
    player_keys = [key for key, f in report["facts"].items() if f["scope"] == "player"]
    per = "game" if "outcomes" in report else "seat and game"
    lines.append(f"what happened, per {per}: the mean count (the share of games with at least one)")
    label_width = max(len(labels[key]) for key in report["facts"]) + 2
    bots = list(report["by_bot"])
    column = max(16, *(len(bot) + 2 for bot in bots))
    lines.append(" " * label_width + "".join(f"{bot:>{column}}" for bot in bots))
    for key in player_keys:
        cells = []
        for bot in bots:
            fact = report["by_bot"][bot]["facts"][key]
            cells.append(
                "-" if fact["per_game"] is None else f"{fact['per_game']:.2f} ({_percent(fact['share_of_games'])})"
            )
        lines.append(f"{labels[key]:<{label_width}}" + "".join(f"{c:>{column}}" for c in cells))
    for key, fact in report["table_facts"].items():
        value = "-" if fact["per_game"] is None else f"{fact['per_game']:.2f} ({_percent(fact['share_of_games'])})"
        lines.append(f"{labels[key]:<{label_width}}{value:>{column}}  per game, all seats")
    for title, what in (("stopped", "stopped by an error"), ("violations", "with a broken invariant")):
        listed = report[title]
        if listed["count"]:
            lines.append("")
            lines.append(f"{counted(listed['count'], 'game')} {what}:")
            for item in listed["first"]:
                detail = item.get("error") or item.get("violation")
                lines.append(f"  game {item['game']} (seed {item['seed']}): {detail}")
            if listed["count"] > len(listed["first"]):
                lines.append(f"  and {listed['count'] - len(listed['first'])} more")
    run = report.get("run")
    if run is not None:
        workers = "" if run["workers"] is None else f", {counted(run['workers'], 'worker')}"
        lines.append("")
        lines.append(f"{counted(report['decisions'], 'decision')} in {run['seconds']} s ({run['backend']}{workers})")
    return "\n".join(lines)


__all__ = ["ClusterError", "Measure", "Setup", "Tally", "game_seed", "play_game", "render_text", "run", "wilson"]

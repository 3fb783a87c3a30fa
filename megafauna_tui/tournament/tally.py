"""Summing up a tournament, game by game and in game order: win rates with Wilson's confidence intervals, mean
scores, seat and colour balance, and how often each rule-relevant thing happened, as the JSON report.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from megafauna_tui.game_facts import FACTS, Scope, applicable
from megafauna_tui.rules.state import GameMode
from megafauna_tui.rules.variant import variant_for
from megafauna_tui.tournament.setup import Setup, seating_words

#: z for a two-sided 95% interval.
Z95 = 1.959963984540054

#: How many stopped games (and games with a broken invariant) a report names one by one.
LISTED = 20


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
        variant = variant_for(setup.mode)
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
                "win_rate": rate(entry.wins, entry.trials),
                "ci95": [round(low, 4), round(high, 4)],
                "mean_score": None if mean is None else round(mean, 3),
                "score_se": None if error is None else round(error, 3),
                "win_rate_by_seat": [rate(w, n) for w, n in zip(entry.seat_wins, entry.seat_trials, strict=True)],
                "facts": {
                    f.key: {
                        "per_game": rate(entry.facts.get(f.key, 0), entry.trials, 3),
                        "share_of_games": rate(entry.facts_seen.get(f.key, 0), entry.trials),
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
                {"seat": seat + 1, "games": n, "wins": round(w, 4), "win_rate": rate(w, n)}
                for seat, (w, n) in enumerate(zip(self.seat_wins, self.seat_trials, strict=True))
            ],
            "by_colour": {
                colour: {"games": int(n), "wins": round(w, 4), "win_rate": rate(w, int(n))}
                for colour, (n, w) in sorted(self.colours.items())
            },
            "facts": {
                f.key: {"words": f.words, "rules": list(f.rules), "scope": f.scope.value}
                for f in FACTS
                if f in player_facts or f in table_facts
            },
            "table_facts": {
                f.key: {
                    "per_game": rate(self.table[f.key], self.finished, 3),
                    "share_of_games": rate(self.table_seen[f.key], self.finished),
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


def rate(part: float, whole: int, digits: int = 4) -> float | None:
    """A share rounded for the JSON report; none of nothing."""
    return None if whole == 0 else round(part / whole, digits)

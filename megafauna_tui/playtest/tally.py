"""Summing up the playtest report, in game order: the tournament's tally plus the arc of each game, kept as
counts (histograms) so the report never holds every game and is the same whatever ran them.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

from megafauna_tui.data.vocabulary import Emotion
from megafauna_tui.playtest.reading import ENDINGS, PARTS, TRACKS, side_of
from megafauna_tui.tournament import Setup, Tally
from megafauna_tui.tournament.tally import rate


class _Group:
    """What is summed for one bot (or, for the actions, one side): seats, histograms and sums."""

    def __init__(self) -> None:
        self.seats = 0
        self.emotions: Counter[str] = Counter()
        self.any_personality = 0
        self.sizes: Counter[int] = Counter()
        self.actions: Counter[int] = Counter()
        self.actions_by_turn: list[list[int]] = []  # [sum, count] per turn
        self.most: Counter[int] = Counter()  # the most actions a seat was allowed in a game, per game
        self.scores: Counter[int] = Counter()
        self.parts: Counter[str] = Counter()
        self.scored = 0

    def add_actions(self, actions: list[int]) -> None:
        if actions:
            self.most[max(actions)] += 1
        for turn, allowed in enumerate(actions):
            self.actions[allowed] += 1
            while len(self.actions_by_turn) <= turn:
                self.actions_by_turn.append([0, 0])
            self.actions_by_turn[turn][0] += allowed
            self.actions_by_turn[turn][1] += 1


class PlaytestTally(Tally):
    """The tournament's tally, plus the arc of each game."""

    def __init__(self, setup: Setup) -> None:
        super().__init__(setup)
        self.groups: dict[str, _Group] = {bot: _Group() for bot in dict.fromkeys(setup.bots)}
        self.sides: dict[str, _Group] = {}
        self.lengths: Counter[int] = Counter()
        self.endings: Counter[str] = Counter()
        self.decided: Counter[str] = Counter()
        self.contested = 0
        # per track, [sum, count, lowest, highest] per reading, the start first
        self.tracks: dict[str, list[list[int]]] = {track: [] for track in TRACKS}
        self.water: Counter[int] = Counter()
        self.verdicts: Counter[str] = Counter()

    def add(self, record: dict[str, Any]) -> None:
        super().add(record)
        measured = record.get("measured")
        if "error" in record or measured is None:
            return
        self.lengths[record["turns"]] += 1
        if measured["ending"] is not None:
            self.endings[measured["ending"]] += 1
        if measured["verdict"] is not None:
            self.verdicts[measured["verdict"]] += 1
        if measured["water"] is not None:
            self.water[measured["water"]] += 1
        for track, readings in self.tracks.items():
            for reading, disks in enumerate(measured[track] or ()):
                if reading == len(readings):
                    readings.append([0, 0, disks, disks])
                row = readings[reading]
                row[0] += disks
                row[1] += 1
                row[2] = min(row[2], disks)
                row[3] = max(row[3], disks)
        players: dict[str, dict[str, Any]] = measured["players"]
        sided = measured["sided"]
        for colour, seat in players.items():
            side = side_of(colour, sided)
            if side is not None:
                self.sides.setdefault(side, _Group()).add_actions(seat["actions"])
        if self.setup.solo:
            self._add_seat(record["lineup"][0], players.values(), sided, record)
        else:
            for bot, colour in zip(record["lineup"], record["colours"], strict=True):
                self._add_seat(bot, [players[colour]], sided, record)
            scored = {c: players[c]["parts"] for c in record["colours"] if players[c]["parts"] is not None}
            if len(record["winners"]) == 1:
                self._add_decided(scored, record["winners"][0])

    def _add_seat(self, bot: str, rows: Iterable[dict[str, Any]], sided: bool, record: dict[str, Any]) -> None:
        """One seat of a bot: in the solo game, both sides the one bot played (its facts are summed alike)."""
        group = self.groups[bot]
        group.seats += 1
        rows = list(rows)
        held = {e for row in rows for e in row["emotions"]}
        group.any_personality += bool(held)
        group.emotions.update(held)
        group.sizes[max(row["size"] for row in rows)] += 1
        if not sided:
            for row in rows:
                group.add_actions(row["actions"])
        if self.setup.solo:
            person = record.get("person")
            scored = [players["parts"] for colour, players in record["measured"]["players"].items() if colour == person]
        else:
            scored = [row["parts"] for row in rows]
        for parts in scored:
            if parts is None:
                continue
            group.scored += 1
            group.scores[parts["total"]] += 1
            group.parts.update({part: parts[part] for part in PARTS})

    def _add_decided(self, scores: dict[str, dict[str, int]], winner: str) -> None:
        """A7: a part decided a game when, taken from every score, its one winner would no longer win alone."""
        if len(scores) < 2 or winner not in scores:
            return
        self.contested += 1
        for part in PARTS:
            left = scores[winner]["total"] - scores[winner][part]
            if left <= max(s["total"] - s[part] for colour, s in scores.items() if colour != winner):
                self.decided[part] += 1

    def report(self) -> dict[str, Any]:
        report = super().report()
        report["command"] = "playtest"
        sizes = _has_sizes(self.setup)
        by_bot: dict[str, Any] = {}
        for bot, group in self.groups.items():
            facts = report["by_bot"][bot]["facts"]
            by_bot[bot] = {
                "seats": group.seats,
                "personality": rate(group.any_personality, group.seats),
                "emotions": {e.value: rate(group.emotions[e.value], group.seats) for e in Emotion},
                "tools": facts["tools"]["share_of_games"],
                "language": facts["language"]["share_of_games"],
                "hosts": facts["hosts"]["share_of_games"],
                "monsters": facts["monsters"]["share_of_games"] if "monsters" in facts else None,
                "extinctions": facts["extinctions"]["share_of_games"],
                "extinctions_per_game": facts["extinctions"]["per_game"],
                "sizes": _shares(group.sizes, group.seats) if sizes else None,
                "actions": _actions(group),
                "scores": _spread(group.scores),
                "parts": {part: rate(group.parts[part], group.scored, 3) for part in PARTS},
            }
        finished = sum(self.lengths.values())
        report["arc"] = {
            "by_bot": by_bot,
            "by_side": {side: _actions(group) for side, group in sorted(self.sides.items())},
            "length": _spread(self.lengths),
            "endings": {ending: count for ending, count in sorted(self.endings.items())},
            "language_endings": rate(self.endings[ENDINGS["language"]], finished),
            "decided": {
                "games": self.contested,
                "by_part": {part: rate(self.decided[part], self.contested) for part in PARTS},
            },
            **{
                track: [
                    {"turn": turn, "mean": round(total / count, 3), "low": low, "high": high}
                    for turn, (total, count, low, high) in enumerate(readings)
                ]
                or None
                for track, readings in self.tracks.items()
            },
            "water": _shares(self.water, sum(self.water.values())) if self.water else None,
            "verdicts": dict(sorted(self.verdicts.items())) or None,
        }
        return report


def _has_sizes(setup: Setup) -> bool:
    from megafauna_tui.rules.variant import variant_for

    return variant_for(setup.mode).sizes


def _shares(counts: Mapping[int, int], whole: int) -> dict[str, float | None]:
    return {str(value): rate(counts[value], whole) for value in sorted(counts)}


def _spread(counts: Counter[int]) -> dict[str, float | None]:
    """The lowest, the quartiles, the highest and the mean of a histogram of whole numbers."""
    total = sum(counts.values())
    if total == 0:
        return {"count": 0, "min": None, "q1": None, "median": None, "q3": None, "max": None, "mean": None}
    values = sorted(counts)

    def quantile(q: float) -> float:
        """The nearest-rank quantile: the first value whose rank reaches ceil(q * total)."""
        rank = max(1, math.ceil(q * total))
        seen = 0
        for value in values:
            seen += counts[value]
            if seen >= rank:
                return value
        return values[-1]

    mean = sum(value * n for value, n in counts.items()) / total
    return {
        "count": total,
        "min": values[0],
        "q1": quantile(0.25),
        "median": quantile(0.5),
        "q3": quantile(0.75),
        "max": values[-1],
        "mean": round(mean, 3),
    }


def _actions(group: _Group) -> dict[str, Any]:
    turns = sum(group.actions.values())
    return {
        "turns": turns,
        "distribution": _shares(group.actions, turns),
        "mean": rate(sum(n * c for n, c in group.actions.items()), turns, 3),
        "mean_by_turn": [round(total / count, 3) for total, count in group.actions_by_turn],
        "most_in_a_game": _shares(group.most, sum(group.most.values())),
    }

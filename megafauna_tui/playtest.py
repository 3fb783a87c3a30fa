"""The playtest report: the arc of the game, per bot and per mode, from bot games.

It plays the games of a tournament (the same seating, seeds and machinery: one process, a pool or Ray, see
tournament.py) and reads in each game, besides the tournament's counts of what happened (game_facts.py),
what shows whether the late game happens:

- per player: which emotions the personalities it formed held (J6b), the largest size its species reached
  (E6), how many actions it was allowed each turn (A2a, A2b), and its final score by A7 part, tools (J7, part
  of A7c) apart from the other tableau fossils;
- per game: how it ended (the last era, A6; the Chicxulub comet, A6a; a runaway greenhouse, D10h; language,
  J6f; in the solo and Venus games a lost sea or plant, Kc), its length in turns, the Oxygen after each turn
  (A1g, K3g) and, in the solo and Venus games, the white disks (seas) left on the map (K7c).

Sums are kept as counts (histograms), in game order, so the report is the same whatever ran the games and
never holds every game. In the solo and Venus games the actions are counted by side (the animal, the plant);
elsewhere by bot.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

from megafauna_tui.data.vocabulary import Emotion, PlayerColour
from megafauna_tui.game_facts import BY_KEY
from megafauna_tui.tournament import Setup, Tally
from megafauna_tui.tournament import render_text as render_tournament

if TYPE_CHECKING:
    from megafauna_tui.rules.engine import Game

#: The A7 parts the report shows: the scoring's own, with the tools (J7) counted apart from the rest of the
#: tableau (A7c counts a tool as one tableau fossil) and the population called what it counts, creeples (A7b).
PARTS: tuple[str, ...] = ("fossils", "creeples", "tableau", "tools", "hosts", "emotions", "language")

#: How a game ended, as the report names it.
ENDINGS = {
    "era": "the last era's last event (A6)",
    "comet": "the Chicxulub comet (A6a)",
    "runaway": "a runaway greenhouse (D10h)",
    "language": "language (J6f)",
}

#: The reservoir tracks read after every turn (A1g): the Oxygen gives the actions (A2a, K4c), the Atmosphere
#: the greenhouse level and, full, the runaway (D10h, K5e).
TRACKS: tuple[str, ...] = ("oxygen", "atmosphere")

_ACTIONS = re.compile(r"^(\w+) takes up to (\d+) actions?\.$")
_PERSONALITY = re.compile(r"^(\w+)'s \w+ forms a personality with [^:]*: (.*)\.$")
_GROWTH = re.compile(r"^(\w+)'s \w+ grows to size (\d+)\.$")
_LANGUAGE_ENDS = "Language ends the game"


def _solo_or_venus(game: Game) -> bool:
    from megafauna_tui.rules import solo, venus

    return isinstance(game.variant, solo.Solo | venus.Venus)


def side_of(colour: str, sided: bool) -> str | None:
    """The side a colour plays in the solo and Venus games (Green is the plant, K, L); None elsewhere."""
    if not sided:
        return None
    return "plant" if colour == PlayerColour.GREEN.value else "animal"


# -- reading one game (in the worker that played it) ------------------------------------------------------------


def measure(game: Game) -> Callable[[Game], dict[str, Any]]:
    """Watch ``game`` from its start: the Oxygen and the Atmosphere at the start and after every turn; returns
    what reads the rest off the game where it ended. Only the game itself is watched, never the copies a bot
    looks ahead with."""
    from megafauna_tui.game_series import reading, watch_turn_ends

    tracks: dict[str, list[int]] = {track: [] for track in TRACKS}

    def read_tracks(played: Game) -> None:
        if played is game and (now := reading(played)) is not None:
            for track, disks in tracks.items():
                disks.append(getattr(now, track))

    read_tracks(game)
    watch_turn_ends(game, read_tracks)

    def ended(played: Game) -> dict[str, Any]:
        if played.over:  # the last turn ends the game instead of reaching the end-of-turn hook
            read_tracks(played)
        return read_game(played, tracks)

    return ended


def read_game(game: Game, tracks: Mapping[str, list[int]]) -> dict[str, Any]:
    """What the report needs of one game where it ended, as a small dict of plain values."""
    from megafauna_tui.rules import alien_ecology, solo

    state = game.state
    colours = [p.colour.value for p in state.players]
    players: dict[str, dict[str, Any]] = {
        colour: {"actions": [], "emotions": [], "size": 1, "parts": None} for colour in colours
    }
    language_ended = False
    for entry in state.log:
        if entry.rule == "A2" and (found := _ACTIONS.match(entry.text)):
            colour = found.group(1).lower()
            if colour in players:
                players[colour]["actions"].append(int(found.group(2)))
        elif entry.rule == "J6b" and (found := _PERSONALITY.match(entry.text)):
            colour = found.group(1).lower()
            if colour in players:
                held = players[colour]["emotions"]
                held.extend(e for e in (w.strip() for w in found.group(2).split(",")) if e and e not in held)
        elif entry.rule in BY_KEY["growths"].rules and (found := _GROWTH.match(entry.text)):
            colour = found.group(1).lower()
            if colour in players:
                players[colour]["size"] = max(players[colour]["size"], int(found.group(2)))
        elif entry.rule == "J6f" and entry.text.startswith(_LANGUAGE_ENDS):
            language_ended = True
    for player in state.players:
        row = players[player.colour.value]
        row["size"] = max([row["size"], *(s.size for s in player.species)])
        score = state.scores.get(player.colour) if game.over else None
        if score is not None:
            tools = sum(len(s.tools) for s in player.species)
            row["parts"] = {
                "fossils": score["fossils"],
                "creeples": score["population"],
                "tableau": score["tableau"] - tools,
                "tools": tools,
                "hosts": score["hosts"],
                "emotions": score["emotions"],
                "language": score["language"],
                "total": score["total"],
            }
    sided = _solo_or_venus(game)
    verdict = _verdict(game) if game.over and sided else None
    if not game.over:
        ending = None
    elif sided:
        from megafauna_tui.rules import venus

        # The Venus games end as simulate says (R101: their lengths are A6's); the solo game at Era III (Kc).
        if isinstance(game.variant, venus.Venus):
            ending = game.variant.ending(game)
        else:
            ending = solo.early_ending(game) or "the end of Era III (Kc)"
    elif language_ended:
        ending = ENDINGS["language"]
    elif state.runaway:
        ending = ENDINGS["runaway"]
    elif state.comet:
        ending = ENDINGS["comet"]
    else:
        ending = ENDINGS["era"]
    return {
        "players": players,
        **{track: list(tracks.get(track, ())) if state.reservoirs else None for track in TRACKS},
        "ending": ending,
        "water": len(alien_ecology.seas(game)) if sided else None,
        "sided": sided,
        "verdict": verdict,
    }


def _verdict(game: Game) -> str:
    """How a solo or Venus game came out: the solo game's outcome (Kd), or who won the Venus game by side
    (L1c, L2c)."""
    from megafauna_tui.rules import solo, venus

    if isinstance(game.variant, venus.Venus):
        winners, _ = game.variant.winners(game)
        if not winners:
            return "nobody wins (L1c, L2c)"
        sides = sorted({side_of(c.value, True) or "" for c in winners})
        if len(winners) > 1 and len(sides) == 1:  # two animals tied on VP (L2c)
            return f"the {sides[0]}s share the win"
        return f"the {' and the '.join(sides)} win{'s' if len(sides) == 1 else ''}"
    return solo.outcome(game).outcome.value


# -- summing up, in game order -----------------------------------------------------------------------------------


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
                "personality": _rate(group.any_personality, group.seats),
                "emotions": {e.value: _rate(group.emotions[e.value], group.seats) for e in Emotion},
                "tools": facts["tools"]["share_of_games"],
                "language": facts["language"]["share_of_games"],
                "hosts": facts["hosts"]["share_of_games"],
                "monsters": facts["monsters"]["share_of_games"] if "monsters" in facts else None,
                "extinctions": facts["extinctions"]["share_of_games"],
                "extinctions_per_game": facts["extinctions"]["per_game"],
                "sizes": _shares(group.sizes, group.seats) if sizes else None,
                "actions": _actions(group),
                "scores": _spread(group.scores),
                "parts": {part: _rate(group.parts[part], group.scored, 3) for part in PARTS},
            }
        finished = sum(self.lengths.values())
        report["arc"] = {
            "by_bot": by_bot,
            "by_side": {side: _actions(group) for side, group in sorted(self.sides.items())},
            "length": _spread(self.lengths),
            "endings": {ending: count for ending, count in sorted(self.endings.items())},
            "language_endings": _rate(self.endings[ENDINGS["language"]], finished),
            "decided": {
                "games": self.contested,
                "by_part": {part: _rate(self.decided[part], self.contested) for part in PARTS},
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
    from megafauna_tui.rules.variant import VARIANTS

    return VARIANTS[setup.mode].sizes


def _rate(part: float, whole: int, digits: int = 4) -> float | None:
    return None if whole == 0 else round(part / whole, digits)


def _shares(counts: Mapping[int, int], whole: int) -> dict[str, float | None]:
    return {str(value): _rate(counts[value], whole) for value in sorted(counts)}


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
        "mean": _rate(sum(n * c for n, c in group.actions.items()), turns, 3),
        "mean_by_turn": [round(total / count, 3) for total, count in group.actions_by_turn],
        "most_in_a_game": _shares(group.most, sum(group.most.values())),
    }


# -- the text report ---------------------------------------------------------------------------------------------


def _percent(rate: float | None) -> str:
    return "-" if rate is None else f"{100 * rate:.1f}%"


def _distribution(shares: Mapping[str, float | None] | None) -> str:
    if not shares:
        return "-"
    return " ".join(f"{value}:{_percent(share)}" for value, share in shares.items())


def chart(title: str, lines: Mapping[str, list[float]], *, width: int = 72, height: int = 14) -> str:
    """A line chart as text (plotext, with no colour codes and no terminal needed): one line per name."""
    import plotext as plt  # type: ignore[import-untyped]

    plt.clear_figure()
    plt.plotsize(width, height)
    plt.theme("clear")
    plt.title(title)
    longest = 1
    for (label, values), marker in zip(lines.items(), _MARKERS * len(lines), strict=False):
        if values:
            turns = list(range(len(values)))
            plt.plot(turns, values, label=label, marker=marker)
            longest = max(longest, len(values))
    plt.xlabel("turn")
    plt.xlim(-0.5, longest - 0.5)
    step = max(1, math.ceil(longest / 12))
    ticks = list(range(0, longest, step))
    plt.xticks([float(t) for t in ticks], [str(t) for t in ticks])
    text: str = plt.build()
    plt.clear_figure()
    return _plain(text)


#: The charts of the tracks, by track: their titles.
_TRACK_CHARTS = {
    "oxygen": "Oxygen after each turn (turn 0: the start; A1g, K3g)",
    "atmosphere": "Atmosphere after each turn (turn 0: the start; 13 disks run away, D10h)",
}


def _track(readings: list[dict[str, Any]]) -> str:
    """A track's mean after each turn, in one line: "10.0 10.2 10.9 ..." (the games still going)."""
    return " ".join(f"{r['mean']:.1f}" for r in readings)


#: One mark per line, so the lines of a chart in plain text can be told apart.
_MARKERS = ("*", "+", "o", "x", "#", "@")

_ESCAPES = re.compile(r"\x1b\[[0-9;]*m")


def _plain(text: str) -> str:
    return _ESCAPES.sub("", text).rstrip()


def render_text(report: dict[str, Any], *, charts: bool = True) -> str:
    """The report for people: the arc table per bot, the games' arc, charts, then the tournament's tables."""
    from megafauna_tui.simulate import counted

    arc = report["arc"]
    bots = list(arc["by_bot"])
    mode = report["mode"].replace("_", " ")
    table = "solo" if "outcomes" in report else f"{report['players']} players"
    lines = [
        f"Playtest: {mode}, {table}, {report['length']}{', apomorphies' if report['apomorphies'] else ''}; "
        f"{counted(report['games'], 'game')} from seed {report['seed']}, {report['finished']} finished",
        "",
        "per bot: the share of its seats (solo: games) where it happened at least once",
    ]
    label_width = 34
    column = max(14, *(len(bot) + 2 for bot in bots))
    lines.append(" " * label_width + "".join(f"{bot:>{column}}" for bot in bots))

    def cells(label: str, found: list[str]) -> None:
        lines.append(f"{label:<{label_width}}" + "".join(f"{cell:>{column}}" for cell in found))

    def row(label: str, cell: Callable[[dict[str, Any]], str]) -> None:
        cells(label, [cell(arc["by_bot"][bot]) for bot in bots])

    row("seats" if "outcomes" not in report else "games", lambda b: str(b["seats"]))
    row("a personality (J6b)", lambda b: _percent(b["personality"]))
    for emotion in Emotion:
        cells(f"  with {emotion.value}", [_percent(arc["by_bot"][bot]["emotions"][emotion.value]) for bot in bots])
    row("a tool claimed (J7)", lambda b: _percent(b["tools"]))
    row("language reached (J6f)", lambda b: _percent(b["language"]))
    row("a mutualism host (J2)", lambda b: _percent(b["hosts"]))
    if any(arc["by_bot"][bot]["monsters"] is not None for bot in bots):
        row("a monster (E2d)", lambda b: _percent(b["monsters"]))
    row("an extinction (I4)", lambda b: _percent(b["extinctions"]))
    row("  extinctions per game", lambda b: f"{b['extinctions_per_game'] or 0:.2f}")
    if any(arc["by_bot"][bot]["actions"]["turns"] for bot in bots):
        row("actions allowed per turn (A2a)", lambda b: f"{b['actions']['mean'] or 0:.2f}")
    row("final score: median", lambda b: _number(b["scores"]["median"]))
    row("  middle half (quartiles)", lambda b: f"{_number(b['scores']['q1'])}-{_number(b['scores']['q3'])}")
    row("  lowest - highest", lambda b: f"{_number(b['scores']['min'])}-{_number(b['scores']['max'])}")
    row("  mean", lambda b: _number(b["scores"]["mean"]))
    for part in PARTS:
        cells(f"  {part} (A7, mean VP)", [_number(arc["by_bot"][bot]["parts"][part]) for bot in bots])
    lines.append("")
    for bot in bots:
        group = arc["by_bot"][bot]
        if group["sizes"]:
            lines.append(f"largest size reached (E6), {bot}: {_distribution(group['sizes'])}")
        if group["actions"]["turns"]:
            lines.append(f"actions allowed per turn (A2a), {bot}: {_distribution(group['actions']['distribution'])}")
            lines.append(f"  the most in a game: {_distribution(group['actions']['most_in_a_game'])}")
    for side, actions in arc["by_side"].items():
        lines.append(f"actions allowed per turn (A2a), the {side}: {_distribution(actions['distribution'])}")
        lines.append(f"  mean {actions['mean'] or 0:.2f} over {actions['turns']} turns")
        lines.append(f"  the most in a game: {_distribution(actions['most_in_a_game'])}")
    length = arc["length"]
    lines.append(
        f"game length in turns: {_number(length['min'])}-{_number(length['max'])}, median {_number(length['median'])}, "
        f"mean {_number(length['mean'])}"
    )
    endings = ", ".join(f"{ending} {count}" for ending, count in arc["endings"].items())
    lines.append(f"how games ended: {endings or '-'}")
    if arc["verdicts"]:
        lines.append(
            "how the games came out (Kd, L1c, L2c): " + ", ".join(f"{v} {n}" for v, n in arc["verdicts"].items())
        )
    if arc["water"] is not None:
        lines.append(f"white disks (seas) left on the map at the end (K7c): {_distribution(arc['water'])}")
    decided = arc["decided"]
    if decided["games"]:
        parts = ", ".join(f"{part} {_percent(share)}" for part, share in decided["by_part"].items())
        lines.append(
            f"A7 parts that decided the {decided['games']} games with one winner (without the part, the winner "
            f"would not win alone): {parts}"
        )
    if arc["atmosphere"]:
        lines.append(f"Atmosphere disks after each turn, mean (D10h: 13 is the runaway): {_track(arc['atmosphere'])}")
    if charts:
        for track, title in _TRACK_CHARTS.items():
            if readings := arc[track]:
                lines.append("")
                lines.append(
                    chart(
                        title,
                        {
                            "mean": [r["mean"] for r in readings],
                            "lowest": [float(r["low"]) for r in readings],
                            "highest": [float(r["high"]) for r in readings],
                        },
                    )
                )
        drawn = {bot: arc["by_bot"][bot]["actions"]["mean_by_turn"] for bot in bots}
        drawn.update({f"the {side}": a["mean_by_turn"] for side, a in arc["by_side"].items()})
        drawn = {name: [float(v) for v in values] for name, values in drawn.items() if values}
        if drawn and any(len(set(values)) > 1 for values in drawn.values()):
            lines.append("")
            lines.append(chart("actions allowed, mean by turn (turn 0: the first; A2a)", drawn))
    lines.append("")
    lines.append(render_tournament(report).replace("Tournament:", "The same games as a tournament:", 1))
    return "\n".join(lines)


#: The columns of the summary of several games: heading, width.
_SUMMARY = (
    ("game", 22), ("bot", 14), ("seats", 6), ("person.", 8), ("tool", 7), ("lang.", 7), ("host", 7),
    ("monster", 8), ("size>1", 7), ("actions", 16), ("extinct", 8), ("score", 10), ("turns", 6), ("result", 0),
)  # fmt: skip


def render_summary(reports: list[dict[str, Any]]) -> str:
    """One line per game and bot: the shares of seats with a personality (J6b), a tool (J7), language (J6f),
    a host (J2), a monster (E2d), a size above 1 (E6) or an extinction (I4); the mean actions allowed per
    turn (A2a; the animal's and the plant's in the solo and Venus games); the median score with its range;
    the mean length; and the win rates, outcomes (Kd) or verdicts (L1c, L2c)."""
    lines = ["The arc of the game, per game and bot (shares of seats; solo: of games)"]
    lines.append("".join(f"{title:<{width}}" if width else title for title, width in _SUMMARY))
    for report in reports:
        arc = report["arc"]
        name = report["mode"].replace("_", " ")
        if "outcomes" not in report and not report["mode"].startswith("venus"):
            name += f", {report['players']}p"
        if "outcomes" in report:
            result = ", ".join(f"{o} {n}" for o, n in report["outcomes"].items())
        elif arc["verdicts"]:
            result = ", ".join(f"{v} {n}" for v, n in arc["verdicts"].items())
        else:
            result = "wins " + ", ".join(f"{bot} {_percent(row['win_rate'])}" for bot, row in report["by_bot"].items())
        for bot, row in arc["by_bot"].items():
            sizes = row["sizes"]
            grown = None if sizes is None else sum(share or 0 for size, share in sizes.items() if int(size) > 1)
            actions = f"{row['actions']['mean'] or 0:.2f}" if row["actions"]["turns"] else ""
            if arc["by_side"]:
                actions = " ".join(f"{side[0]}:{a['mean'] or 0:.2f}" for side, a in arc["by_side"].items())
            scores = row["scores"]
            cells = (
                name, bot, str(row["seats"]), _percent(row["personality"]), _percent(row["tools"]),
                _percent(row["language"]), _percent(row["hosts"]), _percent(row["monsters"]), _percent(grown),
                actions, _percent(row["extinctions"]),
                f"{_number(scores['median'])} ({_number(scores['min'])}-{_number(scores['max'])})",
                _number(arc["length"]["mean"]), result,
            )  # fmt: skip
            lines.append("".join(f"{c:<{w}}" if w else c for c, (_, w) in zip(cells, _SUMMARY, strict=True)))
    return "\n".join(line.rstrip() for line in lines)


def _number(value: float | None) -> str:
    if value is None:
        return "-"
    return f"{value:g}" if float(value).is_integer() else f"{value:.2f}"


__all__ = [
    "ENDINGS", "PARTS", "TRACKS", "PlaytestTally", "chart", "measure", "read_game", "render_summary", "render_text", "side_of",
]  # fmt: skip

"""The playtest report as text for people: the arc table per bot, the games' arc, the charts (plotext, as
plain text), the tournament's tables of the same games, and the one-line-per-game summary of several.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from typing import Any

from megafauna_tui.data.vocabulary import Emotion
from megafauna_tui.playtest.reading import PARTS
from megafauna_tui.tournament import render_text as render_tournament
from megafauna_tui.tournament.text import percent


def _distribution(shares: Mapping[str, float | None] | None) -> str:
    if not shares:
        return "-"
    return " ".join(f"{value}:{percent(share)}" for value, share in shares.items())


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
    from megafauna_tui.rules.words import counted

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
    row("a personality (J6b)", lambda b: percent(b["personality"]))
    for emotion in Emotion:
        cells(f"  with {emotion.value}", [percent(arc["by_bot"][bot]["emotions"][emotion.value]) for bot in bots])
    row("a tool claimed (J7)", lambda b: percent(b["tools"]))
    row("language reached (J6f)", lambda b: percent(b["language"]))
    row("a mutualism host (J2)", lambda b: percent(b["hosts"]))
    if any(arc["by_bot"][bot]["monsters"] is not None for bot in bots):
        row("a monster (E2d)", lambda b: percent(b["monsters"]))
    row("an extinction (I4)", lambda b: percent(b["extinctions"]))
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
        parts = ", ".join(f"{part} {percent(share)}" for part, share in decided["by_part"].items())
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
            result = "wins " + ", ".join(f"{bot} {percent(row['win_rate'])}" for bot, row in report["by_bot"].items())
        for bot, row in arc["by_bot"].items():
            sizes = row["sizes"]
            grown = None if sizes is None else sum(share or 0 for size, share in sizes.items() if int(size) > 1)
            actions = f"{row['actions']['mean'] or 0:.2f}" if row["actions"]["turns"] else ""
            if arc["by_side"]:
                actions = " ".join(f"{side[0]}:{a['mean'] or 0:.2f}" for side, a in arc["by_side"].items())
            scores = row["scores"]
            cells = (
                name, bot, str(row["seats"]), percent(row["personality"]), percent(row["tools"]),
                percent(row["language"]), percent(row["hosts"]), percent(row["monsters"]), percent(grown),
                actions, percent(row["extinctions"]),
                f"{_number(scores['median'])} ({_number(scores['min'])}-{_number(scores['max'])})",
                _number(arc["length"]["mean"]), result,
            )  # fmt: skip
            lines.append("".join(f"{c:<{w}}" if w else c for c, (_, w) in zip(cells, _SUMMARY, strict=True)))
    return "\n".join(line.rstrip() for line in lines)


def _number(value: float | None) -> str:
    if value is None:
        return "-"
    return f"{value:g}" if float(value).is_integer() else f"{value:.2f}"

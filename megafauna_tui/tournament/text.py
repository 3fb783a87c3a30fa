"""The tournament's report as text for people: one table per question (``megafauna tournament``, and the
tournament's part of the playtest report).
"""

from __future__ import annotations

from typing import Any


def percent(rate: float | None) -> str:
    """A share as people read it, a dash for none."""
    return "-" if rate is None else f"{100 * rate:.1f}%"


def render_text(report: dict[str, Any]) -> str:
    """The report for people: one table per question."""
    from megafauna_tui.rules.words import counted

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
        interval = f"[{percent(low)}, {percent(high)}]"
        mean = "-" if row["mean_score"] is None else f"{row['mean_score']:.2f}"
        error = "" if row["score_se"] is None else f" ± {row['score_se']:.2f}"
        lines.append(
            f"{bot:<{width}}{row[unit]:>6}  {row['wins']:>8g}  {percent(row['win_rate']):>8}  {interval:<16}  "
            f"{mean}{error}"
        )
    lines.append("(a shared win counts as its share; the interval is Wilson's score interval)")
    if "outcomes" in report:
        lines.append("outcomes (Kd): " + ", ".join(f"{o} {n}" for o, n in report["outcomes"].items()))
    else:
        seats = ", ".join(f"seat {s['seat']} {percent(s['win_rate'])} of {s['games']}" for s in report["by_seat"])
        lines.append(f"win rate by seat: {seats}")
        for bot, row in report["by_bot"].items():
            by_seat = " ".join(percent(r) for r in row["win_rate_by_seat"])
            lines.append(f"  {bot}, seat by seat: {by_seat}")
        if report["nobody_won"]:
            lines.append(f"games nobody won (L1c, L2c): {report['nobody_won']}")
    colours = ", ".join(
        f"{colour} {c['wins']:g} of {c['games']} ({percent(c['win_rate'])})"
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
                "-" if fact["per_game"] is None else f"{fact['per_game']:.2f} ({percent(fact['share_of_games'])})"
            )
        lines.append(f"{labels[key]:<{label_width}}" + "".join(f"{c:>{column}}" for c in cells))
    for key, fact in report["table_facts"].items():
        value = "-" if fact["per_game"] is None else f"{fact['per_game']:.2f} ({percent(fact['share_of_games'])})"
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

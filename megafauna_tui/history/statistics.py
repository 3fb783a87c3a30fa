"""The statistics of the history: wins by seat name and by colour, the best scores, the solo results per world,
the Venus verdicts and the recent games, as JSON and as the text ``megafauna stats`` prints.

They are worked out from records already read from the database, without SQLite.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from megafauna_tui.history.records import MODE_NAMES, SOLO_WORLDS, VENUS_MODES, GameRecord, SeatRecord

#: How many games the statistics list as recent, and how many best scores they show.
RECENT, BEST = 12, 5


def summary(records: Sequence[GameRecord]) -> dict[str, Any]:
    """The statistics of these games (the latest first), JSON-ready: wins by seat name and by colour and the best
    scores of the games between players, the solo results per world, the Venus verdicts, the recent games."""
    ranked = [g for g in records if g.mode not in SOLO_WORLDS]
    by_name: dict[str, dict[str, Any]] = {}
    by_colour: dict[str, dict[str, Any]] = {}
    scores: list[dict[str, Any]] = []
    for game in ranked:
        for seat in game.seats:
            if seat.kind == "automated":
                continue
            for table, label, value in ((by_name, "name", seat.name), (by_colour, "colour", seat.colour)):
                row = table.setdefault(value, {label: value, "games": 0, "wins": 0})
                row["games"] += 1
                row["wins"] += int(seat.winner)
            if seat.score is not None:
                scores.append(
                    {"name": seat.name, "colour": seat.colour, "score": seat.score, "mode": game.mode, "game": game.id}
                    | {"finished": game.finished}
                )
    scores.sort(key=lambda s: (-s["score"], s["finished"]))
    solo: dict[str, dict[str, Any]] = {}
    for world in SOLO_WORLDS.values():
        played = [g for g in records if g.world == world and g.mode in SOLO_WORLDS]
        best = [g.score for g in played if g.score is not None]
        solo[world] = {
            "games": len(played),
            "wins": sum(1 for g in played if g.outcome in ("win", "decisive win")),
            "decisive_wins": sum(1 for g in played if g.outcome == "decisive win"),
            "best_score": max(best) if best else None,
        }
    venus: dict[str, dict[str, Any]] = {}
    for mode in VENUS_MODES:
        played = [g for g in records if g.mode == mode]
        venus[mode] = {
            "games": len(played),
            "won": sum(1 for g in played if g.winners),
            "nobody_wins": sum(1 for g in played if not g.winners),
        }

    def ordered(table: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
        return sorted(table.values(), key=lambda r: (-r["wins"], -r["games"], next(iter(r.values()))))

    return {
        "games": len(records),
        "by_name": ordered(by_name),
        "by_colour": ordered(by_colour),
        "best_scores": scores[:BEST],
        "solo": solo,
        "venus": venus,
        "recent": [g.to_json() for g in records[:RECENT]],
    }


EMPTY = "No finished games yet. Play a game to the end and its result is kept here: wins, best scores, solo results."


def render_text(stats: dict[str, Any]) -> str:
    """The statistics as plain text, for ``megafauna stats``."""
    if not stats["games"]:
        return EMPTY
    lines = [f"{stats['games']} finished game{'s' if stats['games'] != 1 else ''}"]
    if stats["by_name"]:
        lines += ["", "Wins by seat (games between players)"]
        lines += [f"  {r['name']:<20} {r['wins']:>3} of {r['games']}" for r in stats["by_name"]]
        lines += ["", "Wins by colour"]
        lines += [f"  {r['colour']:<20} {r['wins']:>3} of {r['games']}" for r in stats["by_colour"]]
    if stats["best_scores"]:
        lines += ["", "Best scores"]
        lines += [
            f"  {s['score']:>3} VP  {s['name']} ({s['colour']}), {MODE_NAMES.get(s['mode'], s['mode'])}, "
            f"{s['finished'][:10]}"
            for s in stats["best_scores"]
        ]
    if any(r["games"] for r in stats["solo"].values()):
        lines += ["", "Solo games (K)"]
        for world, r in stats["solo"].items():
            best = "-" if r["best_score"] is None else f"{r['best_score']} VP"
            lines.append(
                f"  {world.capitalize():<6} {r['games']:>3} played, {r['wins']} won, {r['decisive_wins']} decisively; "
                f"best {best}"
            )
    if any(r["games"] for r in stats["venus"].values()):
        lines += ["", "Venus games (L)"]
        for mode, r in stats["venus"].items():
            lines.append(
                f"  {MODE_NAMES[mode]:<9} {r['games']:>3} played, {r['won']} won, nobody won {r['nobody_wins']}"
            )
    lines += ["", "Recent games"]
    for game in stats["recent"]:
        lines.append(f"  #{game['id']:<4} {describe_json(game)}")
    return "\n".join(lines)


def describe_json(game: dict[str, Any]) -> str:
    """``GameRecord.describe`` for a game of ``summary``'s recent list."""
    seats = tuple(
        SeatRecord(s["name"], s["colour"], s["kind"], s["score"], s["parts"], s["winner"]) for s in game["seats"]
    )
    fields = {k: v for k, v in game.items() if k not in ("seats", "winners", "id")}
    return GameRecord(key="", seats=seats, save="", id=game["id"], **fields).describe()

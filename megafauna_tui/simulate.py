"""Headless games between bots: scores, winners and invariant checks, reproducible from a seed.

A game the rules engine cannot finish (an Achterbahn event whose rules are not built yet, or a bug) is
reported as stopped, with its error in one line, and the other games go on. A solo game (K) reports its
outcome (loss, win, decisive win) and why it ended instead of a winner (Kd, Kc); a Venus game (L1, L2) its
verdict: who wins, or why nobody does (L1c, L2c).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable
from typing import Any

from megafauna_tui.bots import ask, make_bot
from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules import solo, venus
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.invariants import invariant_names, violations
from megafauna_tui.rules.scoring import SCORE_PARTS
from megafauna_tui.rules.state import GameLength, GameMode, Side
from megafauna_tui.rules.variant import variant_for
from megafauna_tui.rules.words import counted


def play_one(
    data: RulesData,
    *,
    mode: GameMode,
    players: int,
    seed: int,
    bots: list[str],
    check: bool = True,
    length: GameLength = GameLength.STANDARD,
    apomorphies: bool = False,
    side: Side = Side.ANIMAL,
    plant_policy: bool = False,
    details: Callable[[Game], dict[str, Any]] | None = None,
    started: Callable[[Game], None] | None = None,
) -> dict[str, Any]:
    """One game: seats take the bots in turn (the list repeats if shorter than the table). A side nobody is
    dealt (L2: the automated plant) has no seat: the bot of whoever the rules name answers for it (L2b).
    ``details`` adds fields read from the game where it ended (the tournament's counts of what happened);
    ``started`` sees the game before its first decision (the playtest report watches its turns from there)."""
    game = Game.new(
        data,
        players=players,
        seed=seed,
        mode=mode,
        length=length,
        apomorphies=apomorphies,
        side=side,
        plant_policy=plant_policy,
    )
    if started is not None:
        started(game)
    colours = [p.colour for p in game.state.players]
    seated = colours[: game.variant.players_dealt(colours)]
    seats = {colour: bots[i % len(bots)] for i, colour in enumerate(seated)}
    players_bots = {colour: make_bot(name, seed * 31 + i) for i, (colour, name) in enumerate(seats.items())}
    checks = 0
    broken: list[str] = []
    error: str | None = None
    try:
        while (decision := game.decision) is not None:
            bot = players_bots.get(decision.player) or players_bots[game.variant.answered_by(game, decision.player)]
            game.answer(ask(bot, game))
            if check:
                checks += 1
                if not broken:
                    broken = violations(game)
    except Exception as failure:  # reported with the game, so one failing game does not hide the others
        error = f"{type(failure).__name__}: {failure}"
    result: dict[str, Any] = {
        "seed": seed,
        "turns": game.state.turn,
        "decisions": game.decisions_answered,
        "winners": [c.value for c in game.state.winners],
        "players": [
            {"colour": colour.value, "bot": seats[colour], "score": game.state.scores.get(colour)} for colour in seats
        ],
        "invariants": {"names": list(invariant_names(mode)), "checks": checks, "violations": broken},
    }
    if error is not None:
        result["error"] = error
    elif isinstance(game.variant, venus.Venus):
        _, result["verdict"] = game.variant.winners(game)
        result["ended"] = game.variant.ending(game)
    elif isinstance(game.variant, solo.Solo):
        outcome = solo.outcome(game)
        result["outcome"] = outcome.outcome.value
        result["reason"] = outcome.reason
        result["ended"] = solo.early_ending(game) or "the end of Era III (Kc)"
    if details is not None:
        result.update(details(game))
    return result


def simulate(
    data: RulesData,
    *,
    mode: GameMode,
    players: int,
    games: int,
    seed: int,
    bots: list[str],
    check: bool = True,
    length: GameLength = GameLength.STANDARD,
    apomorphies: bool = False,
    side: Side = Side.ANIMAL,
    plant_policy: bool = False,
    progress: Callable[[int, int], None] | None = None,
) -> dict[str, Any]:
    """Play ``games`` games and sum them up; ``progress(done, games)`` after each game, so a long run shows it
    is going."""
    results = []
    for i in range(games):
        results.append(
            play_one(
                data,
                mode=mode,
                players=players,
                seed=seed + i,
                bots=bots,
                check=check,
                length=length,
                apomorphies=apomorphies,
                side=side,
                plant_policy=plant_policy,
            )
        )
        if progress is not None:
            progress(i + 1, games)
    wins: dict[str, float] = defaultdict(float)
    totals: dict[str, list[int]] = defaultdict(list)
    finished = [r for r in results if "error" not in r]
    for result in finished:
        share = 1 / len(result["winners"]) if result["winners"] else 0
        for seat in result["players"]:
            totals[seat["bot"]].append(seat["score"]["total"])
            if seat["colour"] in result["winners"]:
                wins[seat["bot"]] += share
    summary: dict[str, Any] = {
        "games": games,
        "wins": {bot: round(wins[bot], 3) for bot in sorted(totals)},
        "mean_score": {bot: round(sum(v) / len(v), 2) for bot, v in sorted(totals.items())},
        "decisions": sum(r["decisions"] for r in results),
        "invariant_checks": sum(r["invariants"]["checks"] for r in results),
        "violations": sum(1 for r in results if r["invariants"]["violations"]),
    }
    if len(finished) < len(results):
        summary["errors"] = len(results) - len(finished)
    if any("outcome" in r for r in results):
        summary["outcomes"] = {o.value: sum(1 for r in finished if r.get("outcome") == o.value) for o in solo.Outcome}
        summary["endings"] = dict(sorted(Counter(r["ended"] for r in finished if "ended" in r).items()))
    if any("verdict" in r for r in results):
        summary["nobody_wins"] = sum(1 for r in finished if not r["winners"])
        summary["endings"] = dict(sorted(Counter(r["ended"] for r in finished).items()))
    report: dict[str, Any] = {
        "mode": mode.value,
        "length": length.value,
        "players": players,
        "seed": seed,
        "bots": bots,
        "games": results,
        "summary": summary,
    }
    if solo.one_person(variant_for(mode)):
        report["side"] = side.value
        report["plant_policy"] = plant_policy
    return report


def render_text(report: dict[str, Any]) -> str:
    lines = []
    for game in report["games"]:
        verdict = "ok" if not game["invariants"]["violations"] else "VIOLATED: " + game["invariants"]["violations"][0]
        checked = f"invariants {verdict} ({counted(game['invariants']['checks'], 'check')})"
        if "error" in game:
            lines.append(
                f"seed {game['seed']}: stopped in turn {game['turns']} after {counted(game['decisions'], 'decision')}: "
                f"{game['error']}; {checked}"
            )
            continue
        scores = "  ".join(
            f"{p['colour']}({p['bot']}) {p['score']['total']} ["
            + " ".join(str(p["score"][k]) for k in SCORE_PARTS)
            + "]"
            for p in game["players"]
        )
        if "outcome" in game:
            # The ending is said once: a reason that already names it is not followed by it again.
            ended = "" if game["ended"] in game["reason"] else f"; ended by {game['ended']}"
            lines.append(
                f"seed {game['seed']}: {counted(game['turns'], 'turn')}, {counted(game['decisions'], 'decision')}, "
                f"{game['outcome']}: {game['reason']}{ended}; {scores}; {checked}"
            )
            continue
        if "verdict" in game:
            ended = "" if game["ended"] in game["verdict"] else f" Ended by {game['ended']}."
            lines.append(
                f"seed {game['seed']}: {counted(game['turns'], 'turn')}, {counted(game['decisions'], 'decision')}, "
                f"{game['verdict']}{ended} {scores}; {checked}"
            )
            continue
        winners = "+".join(game["winners"]) or "-"
        lines.append(
            f"seed {game['seed']}: {counted(game['turns'], 'turn')}, {counted(game['decisions'], 'decision')}, "
            f"winner {winners}; {scores}; {checked}"
        )
    s = report["summary"]
    wins = ", ".join(f"{bot} {n:g}" for bot, n in s["wins"].items()) or "none finished"
    means = ", ".join(f"{bot} {n}" for bot, n in s["mean_score"].items()) or "-"
    stopped = f"; {counted(s['errors'], 'game')} stopped by an error" if s.get("errors") else ""
    lines.append(
        f"summary: {counted(s['games'], 'game')}, wins {wins}; mean score {means}; "
        f"{counted(s['decisions'], 'decision')}; {counted(s['invariant_checks'], 'invariant check')}, "
        f"{counted(s['violations'], 'game')} with violations{stopped}"
    )
    if "nobody_wins" in s:
        lines.append(f"nobody wins: {counted(s['nobody_wins'], 'game')} (L1c, L2c)")
        lines.append("endings: " + "; ".join(f"{ending}: {n}" for ending, n in s["endings"].items()))
    if "outcomes" in s:
        lines.append("outcomes: " + ", ".join(f"{outcome} {n}" for outcome, n in s["outcomes"].items()))
        lines.append("endings: " + "; ".join(f"{ending}: {n}" for ending, n in s["endings"].items()))
    lines.append("score parts: [" + " ".join(SCORE_PARTS) + "]")
    return "\n".join(lines)

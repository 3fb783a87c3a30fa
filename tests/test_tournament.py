"""Tournaments between bots: seat-swapped lineups, the same report whatever runs the games, Wilson intervals,
the rule facts counted from a game's log, and arguments refused in one line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from megafauna_tui import simulate, tournament
from megafauna_tui.bots import ask, make_bot
from megafauna_tui.cli import main
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.game_facts import FACTS, game_facts
from megafauna_tui.rules.actions import PlayerTurn
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.scenario import Card, Table
from megafauna_tui.rules.state import GameMode
from megafauna_tui.tournament import Setup, render_text, run, wilson

BLACK, ORANGE = PlayerColour.BLACK, PlayerColour.ORANGE

#: A small tooth & claw tournament: two quick bots at two seats, two blocks of two games.
SMALL = ["tournament", "--players", "2", "--bots", "greedy,random", "--games", "4", "--seed", "5", "--json"]


def _report(capsys: pytest.CaptureFixture[str], args: list[str]) -> tuple[int, dict[str, Any], str]:
    code = main(args)
    out, err = capsys.readouterr()
    return code, json.loads(out), err


# -- the same games, whatever plays them ---------------------------------------------------------------


def test_one_worker_and_two_workers_give_the_same_report(capsys: pytest.CaptureFixture[str]) -> None:
    code, alone, err = _report(capsys, [*SMALL, "--workers", "1"])
    assert code == 0 and "4/4 games" in err  # progress on stderr; stdout is the report alone (parsed above)
    code, pooled, _ = _report(capsys, [*SMALL, "--workers", "2"])
    assert code == 0
    assert (alone.pop("run")["backend"], pooled.pop("run")["backend"]) == ("in-process", "processes")
    assert alone == pooled
    assert alone["finished"] == 4 and alone["decisions"] > 0


@pytest.mark.skipif(not tournament.ray_available(), reason="Ray is not installed (pip install -e '.[cluster]')")
def test_ray_plays_the_same_games(capsys: pytest.CaptureFixture[str]) -> None:
    """A Ray started on this machine for one CPU runs the games as tasks; the report is the one a single process
    gives."""
    code, alone, _ = _report(capsys, [*SMALL, "--workers", "1"])
    code, on_ray, _ = _report(capsys, [*SMALL, "--workers", "1", "--cluster", "ray"])
    assert code == 0 and on_ray.pop("run")["backend"] == "ray"
    alone.pop("run")
    assert alone == on_ray


def test_cluster_ray_without_ray_says_how_to_install_it(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tournament, "ray_available", lambda: False)
    assert main([*SMALL, "--cluster", "ray"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == (
        "megafauna: tournament: --cluster ray needs Ray, which is not installed: "
        "pip install 'megafauna-tui[cluster]' (or pip install ray)\n"
    )


# -- seating ---------------------------------------------------------------------------------------------


def test_the_lineup_turns_one_seat_a_game_and_each_turn_of_it_shares_a_deal() -> None:
    """search against three greedy bots: four lineups, the search bot one seat further on each game; the four
    games of a block share a seed, the next block has another."""
    setup = Setup(GameMode.TOOTH_AND_CLAW, 4, ("search", "greedy", "greedy", "greedy"), games=8, seed=3)
    plans = [setup.plan(i) for i in range(8)]
    assert [lineup.index("search") for _, lineup in plans] == [0, 3, 2, 1, 0, 3, 2, 1]
    assert [lineup for _, lineup in plans[:2]] == [
        ["search", "greedy", "greedy", "greedy"],
        ["greedy", "greedy", "greedy", "search"],
    ]
    seeds = [seed for seed, _ in plans]
    assert len(set(seeds[:4])) == 1 and len(set(seeds[4:])) == 1 and seeds[0] != seeds[4]
    assert seeds[0] == tournament.game_seed(3, 0) and seeds[4] == tournament.game_seed(3, 1)
    assert 0 <= seeds[0] < 10**12  # a seed `megafauna new --seed` takes


def test_a_short_list_repeats_and_only_different_lineups_are_played() -> None:
    """Two bots at four seats repeat as A B A B; turning that by two seats gives it back, so a block is two
    games. In the solo game each bot plays a game of each block alone."""
    setup = Setup(GameMode.TOOTH_AND_CLAW, 4, ("greedy", "random"), games=4, seed=1)
    assert setup.period == 2
    assert [setup.plan(i)[1] for i in range(3)] == [
        ["greedy", "random", "greedy", "random"],
        ["random", "greedy", "random", "greedy"],
        ["greedy", "random", "greedy", "random"],
    ]
    solo = Setup(GameMode.SOLO_MARS, 1, ("greedy", "random"), games=4, seed=1)
    assert [solo.plan(i)[1] for i in range(3)] == [["greedy", "greedy"], ["random", "random"], ["greedy", "greedy"]]
    assert solo.plan(0)[0] == solo.plan(1)[0] != solo.plan(2)[0]


def test_every_bot_sits_in_every_seat_and_colours_come_from_the_seed(
    capsys: pytest.CaptureFixture[str], rules: RulesData
) -> None:
    code, report, _ = _report(capsys, [*SMALL, "--workers", "1"])
    assert code == 0
    for bot in ("greedy", "random"):
        assert report["by_bot"][bot]["seats"] == 4
    assert [s["games"] for s in report["by_seat"]] == [4, 4]
    assert sum(c["games"] for c in report["by_colour"].values()) == 8
    setup = Setup(GameMode.TOOTH_AND_CLAW, 2, ("greedy", "random"), games=4, seed=5)
    record = tournament.play_game(setup, 1)
    dealt = Game.new(rules, players=2, seed=record["seed"]).state.players
    assert record["colours"] == [p.colour.value for p in dealt]  # C1c: the seed deals, not the lineup
    assert record["lineup"] == ["random", "greedy"]


# -- the numbers -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("wins", "trials", "low", "high"),
    [(81, 263, 0.2553, 0.3662), (15, 148, 0.0624, 0.1605), (0, 20, 0.0, 0.1611), (1, 29, 0.0061, 0.1718)],
)
def test_wilson_interval_matches_newcombes_table(wins: int, trials: int, low: float, high: float) -> None:
    """The score intervals (without continuity correction) of Newcombe (1998), Statistics in Medicine 17,
    857-872, Table I."""
    assert tuple(round(x, 4) for x in wilson(wins, trials)) == (low, high)


def test_a_shared_win_counts_as_its_share() -> None:
    setup = Setup(GameMode.TOOTH_AND_CLAW, 2, ("greedy", "random"), games=1, seed=1)
    tally = tournament.Tally(setup)
    no_facts = {f.key: 0 for f in FACTS if f.scope.value == "player"}
    tally.add(
        {
            "index": 0,
            "seed": 1,
            "lineup": ["greedy", "random"],
            "turns": 11,
            "decisions": 50,
            "colours": ["black", "orange"],
            "scores": [9, 9],
            "winners": ["black", "orange"],
            "facts": {"black": no_facts, "orange": no_facts},
            "table_facts": {f.key: 0 for f in FACTS if f.scope.value == "game"},
            "violations": [],
        }
    )
    report = tally.report()
    assert report["by_bot"]["greedy"]["wins"] == report["by_bot"]["random"]["wins"] == 0.5
    assert report["by_bot"]["greedy"]["score_se"] is None  # one game: no spread to measure
    assert report["by_colour"]["black"] == {"games": 1, "wins": 0.5, "win_rate": 0.5}


# -- the facts of a game ---------------------------------------------------------------------------------


def _black_and_orange(rules: RulesData) -> Table:
    table = Table(rules, ["black", "orange"])
    table.species("orange", "archetype", newborn=1)
    table.creeple("orange", "archetype", "laurentia:4")
    return table


def test_facts_count_a_personality_with_language_a_tool_and_a_host(rules: RulesData) -> None:
    """Black promotes a card into a personality of three emotions in two colours (J6b, J6f); in another game a
    curious Black claims a tool (J7); in a third Black's mutualism takes a host from Orange (J2). Each is
    credited to Black, once, and to nobody else."""
    table = _black_and_orange(rules)
    cards = [Card(81, organs="b", orientation=1), Card(10, organs="r", orientation=1)]
    cards += [Card(40, organs="y", orientation=1), Card(41, organs="y")]
    table.species("black", "archetype", basal="bry", cards=cards, personality=[81, 10, 40])
    table.creeple("black", "archetype", "siberia:6")
    game = table.game(PlayerTurn(ORANGE, 2), PlayerTurn(BLACK, 2))
    for key in ("promote", "1", "81-10-40-41"):
        game.answer(key)
    facts = game_facts(game)
    assert {k: v for k, v in facts.players["black"].items() if v} == {"emotions": 1, "language": 1}
    assert not any(facts.players["orange"].values())

    table = _black_and_orange(rules)
    table.species("black", "archetype", basal="r", cards=[Card(19, organs="r", orientation=1), Card(45, organs="y")])
    table.creeple("black", "archetype", "siberia:6")
    game = table.game(PlayerTurn(ORANGE, 2), PlayerTurn(BLACK, 2))
    for key in ("promote", "1", "19-45", "net/2"):
        game.answer(key)
    assert {k: v for k, v in game_facts(game).players["black"].items() if v} == {"emotions": 1, "tools": 1}

    table = Table(rules, ["black", "orange"])
    table.species("black", "archetype", cards=[Card(13, organs="r")])
    table.creeple("black", "archetype", "siberia:6")
    table.species("orange", "archetype", newborn=1)
    table.creeple("orange", "archetype", "siberia:6", "carnivore")
    game = table.game(PlayerTurn(ORANGE, 2), PlayerTurn(BLACK, 2))
    for key in ("promote", "1", "orange:archetype/newborn"):
        game.answer(key)
    facts = game_facts(game)
    assert {k: v for k, v in facts.players["black"].items() if v} == {"hosts": 1}
    assert not any(facts.players["orange"].values())


def test_facts_of_an_achterbahn_game_match_what_the_game_did(rules: RulesData) -> None:
    """A seeded Achterbahn game between random bots, watched decision by decision: the collisions counted from
    the log are the landmasses that joined, the runaway is the state's, the extinctions the species gone, and
    each player's size steps grown are at least its largest species' size above 1 at the end (a species founded
    by speciation starts at its parent's size, E3b, so only the largest one is bound)."""
    game = Game.new(rules, players=3, seed=3, mode=GameMode.ACHTERBAHN)
    bots = {p.colour: make_bot("random", 70 + i) for i, p in enumerate(game.state.players)}
    joined = 0
    masses = len(game.map.landmasses)
    while (decision := game.decision) is not None:
        game.answer(ask(bots[decision.player], game))
        now = len(game.map.landmasses)
        joined += max(0, masses - now)
        masses = now
    facts = game_facts(game)
    assert facts.game["collisions"] == joined > 0
    assert facts.game["runaways"] == int(game.state.runaway)
    extinct = sum(counts["extinctions"] for counts in facts.players.values())
    assert extinct == sum(1 for e in game.state.log if e.rule == "I4") > 0
    for player in game.state.players:
        grown = facts.players[player.colour.value]["growths"]
        assert grown >= max((s.size - 1 for s in player.species), default=0)
    assert sum(counts["growths"] for counts in facts.players.values()) > 0


# -- the report ------------------------------------------------------------------------------------------


def test_the_json_report_has_every_part(capsys: pytest.CaptureFixture[str]) -> None:
    code, report, _ = _report(capsys, [*SMALL, "--mode", "achterbahn", "--workers", "1"])
    assert code == 0
    assert {"mode", "players", "bots", "games", "seed", "seating", "finished", "by_bot", "by_seat", "by_colour"} <= set(
        report
    )
    assert {"facts", "table_facts", "stopped", "violations", "run", "nobody_won"} <= set(report)
    greedy = report["by_bot"]["greedy"]
    assert set(greedy) == {
        "seats", "wins", "win_rate", "ci95", "mean_score", "score_se", "win_rate_by_seat", "facts",
    }  # fmt: skip
    low, high = greedy["ci95"]
    assert 0 <= low <= greedy["win_rate"] <= high <= 1
    assert set(greedy["facts"]) == {
        "emotions", "tools", "language", "hosts", "extinctions", "lazarus", "growths", "monsters",
    }  # fmt: skip
    assert set(report["table_facts"]) == {"runaways", "collisions", "rifts"}
    assert report["facts"]["hosts"] == {"words": "mutualism hosts taken", "rules": ["J2", "J2c"], "scope": "player"}
    assert report["stopped"] == {"count": 0, "first": []}


def test_the_text_report_names_the_rule_of_each_fact(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["tournament", "--players", "2", "--bots", "greedy,random", "--games", "2", "--workers", "1"])
    out = capsys.readouterr().out
    assert code == 0
    assert "95% CI" in out and "win rate by seat: seat 1" in out and "wins by colour (C1c):" in out
    for label in ("(J6b)", "(J7)", "(J6f)", "(J2, J2c)", "(I4)", "Lazarus (I4c)"):
        assert label in out
    assert "(D10h)" not in out  # tooth & claw has no climate


def test_a_game_that_fails_is_reported_and_the_others_go_on(monkeypatch: pytest.MonkeyPatch) -> None:
    real = simulate.play_one

    def failing(*args: Any, **kwargs: Any) -> dict[str, Any]:
        if kwargs["bots"][0] == "random":  # the second game of each block
            raise RuntimeError("the table collapsed")
        return real(*args, **kwargs)

    monkeypatch.setattr(simulate, "play_one", failing)
    setup = Setup(GameMode.TOOTH_AND_CLAW, 2, ("greedy", "random"), games=4, seed=5)
    report = run(setup, workers=1)
    assert report["finished"] == 2
    assert report["stopped"]["count"] == 2
    assert [s["game"] for s in report["stopped"]["first"]] == [1, 3]
    assert report["stopped"]["first"][0]["error"] == "RuntimeError: the table collapsed"
    assert "game 1 (seed " in render_text(report) and "2 games stopped by an error:" in render_text(report)


def test_the_solo_game_is_judged_by_its_outcome(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["tournament", "--mode", "solo", "--world", "mars", "--plant-policy", "--bots", "random,greedy"]
    code, report, _ = _report(capsys, [*args, "--games", "2", "--workers", "1", "--json"])
    assert code == 0
    assert sum(report["outcomes"].values()) == 2
    assert report["by_bot"]["random"]["games"] == report["by_bot"]["greedy"]["games"] == 1
    wins = sum(row["wins"] for row in report["by_bot"].values())
    assert wins == sum(n for outcome, n in report["outcomes"].items() if outcome != "loss")


# -- refusals --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["--bots", "greedy,oracle"],
            "megafauna: tournament: unknown bot oracle; choose from random, greedy, search, search:quick, "
            "search:normal, search:strong\n",
        ),
        (
            ["--mode", "chess"],
            "megafauna: tournament: unknown game 'chess' for --mode; choose from tooth-and-claw, achterbahn, "
            "venus-l1, venus-l2 or solo\n",
        ),
        (
            ["--players", "2", "--bots", "greedy,random,greedy"],
            "megafauna: tournament: --bots names 3 bots for 2 players; give at most one per seat (a shorter list "
            "repeats)\n",
        ),
        (
            ["--mode", "venus-l1", "--players", "3"],
            "megafauna: tournament: the venus-l1 game is for 2 players, not --players 3\n",
        ),
        (
            ["--mode", "solo", "--world", "mars", "--players", "2"],
            "megafauna: tournament: the solo game has one player: leave out --players (K)\n",
        ),
    ],
)
def test_wrong_arguments_are_refused_in_one_line(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    assert main(["tournament", *args]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", message)


@pytest.mark.parametrize("games", ["0", "-3", "many"])
def test_games_must_be_a_number_of_one_or_more(capsys: pytest.CaptureFixture[str], games: str) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["tournament", "--games", games])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "argument --games" in err and "Traceback" not in err


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads the worker processes from /proc")
def test_the_workers_end_with_a_killed_tournament(tmp_path: Path) -> None:
    root = Path(__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONPATH": str(root), "MEGAFAUNA_HOME": str(tmp_path)}
    command = [sys.executable, "-m", "megafauna_tui", "tournament", "--games", "400", "--workers", "2", "--no-check"]
    running = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        workers: list[int] = []
        deadline = time.monotonic() + 60
        while len(workers) < 2 and time.monotonic() < deadline:  # the pool's two workers (and its resource tracker)
            workers = [
                int(child)
                for task in Path(f"/proc/{running.pid}/task").glob("*")
                for child in (task / "children").read_text().split()
            ]
            time.sleep(0.2)
        assert len(workers) >= 2, "the tournament did not start its workers"
        time.sleep(1)
        running.kill()  # SIGKILL: nothing in the tournament runs to stop its workers
        running.wait()
        deadline = time.monotonic() + 10
        while any(Path(f"/proc/{pid}").exists() and _running(pid) for pid in workers) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not [pid for pid in workers if Path(f"/proc/{pid}").exists() and _running(pid)]
    finally:
        if running.poll() is None:
            running.kill()
            running.wait()


def _running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"

"""Headless simulations between bots: reproducible reports, a greedy bot that beats random play, and Achterbahn
games that report plainly where the rules stop them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from megafauna_tui.cli import main
from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules import event_phase
from megafauna_tui.rules.invariants import INVARIANTS
from megafauna_tui.rules.scoring import SCORE_PARTS
from megafauna_tui.rules.state import GameMode
from megafauna_tui.simulate import simulate


def test_simulate_reports_each_game_and_a_summary(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--players", "3", "--games", "3", "--seed", "40", "--bots", "random"]
    assert main(args) == 0
    first = capsys.readouterr().out
    assert main(args) == 0
    assert capsys.readouterr().out == first  # same arguments, same output
    lines = first.splitlines()
    assert [line.split(":")[0] for line in lines[:3]] == ["seed 40", "seed 41", "seed 42"]
    assert all("invariants ok" in line for line in lines[:3])
    assert lines[3].startswith("summary: 3 games")


def test_simulate_json_has_the_a7_breakdown(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "2", "--games", "1", "--seed", "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    game = report["games"][0]
    assert game["turns"] == 11 and game["decisions"] > 0 and game["winners"]
    for seat in game["players"]:
        assert set(SCORE_PARTS) | {"total"} == set(seat["score"])
        assert seat["score"]["total"] == sum(seat["score"][p] for p in SCORE_PARTS)
    assert game["invariants"]["checks"] == game["decisions"] and game["invariants"]["violations"] == []


def test_simulate_refuses_an_unknown_bot(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--bots", "random,oracle"]) == 2
    assert capsys.readouterr().err == (
        "megafauna: simulate: unknown bot oracle; choose from random, greedy, search, "
        "search:quick, search:normal, search:strong\n"
    )


def test_simulate_refuses_more_bots_than_players(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "2", "--bots", "random,greedy,random"]) == 2
    err = capsys.readouterr().err
    assert (
        err
        == "megafauna: simulate: --bots names 3 bots for 2 players; give at most one per player (a shorter list repeats)\n"
    )


def test_one_game_is_one_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "2", "--games", "1", "--seed", "3"]) == 0
    summary = capsys.readouterr().out.splitlines()[1]
    assert summary.startswith("summary: 1 game, wins") and summary.endswith("0 games with violations")
    assert "(s)" not in summary


def test_greedy_bot_beats_the_random_bot(rules: RulesData) -> None:
    report = simulate(
        rules, mode=GameMode.TOOTH_AND_CLAW, players=2, games=6, seed=500, bots=["greedy", "random"], check=False
    )
    report_swapped = simulate(
        rules, mode=GameMode.TOOTH_AND_CLAW, players=2, games=6, seed=600, bots=["random", "greedy"], check=False
    )
    greedy = report["summary"]["wins"]["greedy"] + report_swapped["summary"]["wins"]["greedy"]
    assert greedy >= 10, (report["summary"], report_swapped["summary"])
    assert report["summary"]["mean_score"]["greedy"] > report["summary"]["mean_score"]["random"]


# -- the Achterbahn game -------------------------------------------------------------------


def test_simulate_achterbahn_reports_a_game_the_rules_cannot_finish_in_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game that reaches an event no rule resolves is reported as stopped, with the reason, and the run goes on;
    the exit status says something went wrong. (The climate events are unregistered here, so every game stops.)"""
    monkeypatch.setattr(event_phase, "RESOLVERS", {})
    args = ["simulate", "--mode", "achterbahn", "--players", "2", "--games", "2", "--seed", "1"]
    assert main(args) == 1
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    assert [line.split(":")[0] for line in lines[:2]] == ["seed 1", "seed 2"]
    for line in lines[:2]:
        stopped, _, reason = line.partition(": RuntimeError: no rules resolve the ")
        assert stopped.split(": ")[1].startswith("stopped in turn "), line
        assert " event yet; invariants ok (" in reason
    assert lines[2].startswith("summary: 2 games, wins none finished; mean score -;")
    assert lines[2].endswith("0 games with violations; 2 games stopped by an error")
    assert "Traceback" not in captured.err


def test_simulate_achterbahn_json_keeps_the_error_and_the_climate_invariants(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(event_phase, "RESOLVERS", {})
    assert main(["simulate", "--mode", "achterbahn", "--players", "3", "--games", "1", "--seed", "7", "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["mode"] == "achterbahn" and report["summary"]["errors"] == 1
    game = report["games"][0]
    assert game["error"].startswith("RuntimeError: no rules resolve the ")
    assert [seat["score"] for seat in game["players"]] == [None, None, None]
    assert "the 42 disks are all somewhere" in game["invariants"]["names"]
    assert game["invariants"]["violations"] == []


def test_simulate_achterbahn_plays_the_rules_built_so_far_without_a_violation(rules: RulesData) -> None:
    """Every game is checked after each decision; it ends, or stops only where a rule is not built yet."""
    report = simulate(rules, mode=GameMode.ACHTERBAHN, players=4, games=4, seed=20, bots=["greedy", "random"])
    assert report["summary"]["violations"] == 0
    for game in report["games"]:
        assert game["decisions"] > 0 and game["invariants"]["checks"] > 0
        assert "error" not in game or game["error"].startswith("RuntimeError: no rules resolve the "), game["error"]
        assert "error" in game or game["winners"]


def test_tooth_and_claw_reports_list_only_its_own_invariants(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "2", "--games", "1", "--seed", "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"][0]["invariants"]["names"] == list(INVARIANTS)
    assert "errors" not in report["summary"] and "error" not in report["games"][0]


def test_many_games_bench_reports_achterbahn_games_plainly() -> None:
    """The bench counts a game the rules cannot finish by its error and goes on; it never prints a traceback."""
    bench = Path(__file__).resolve().parent.parent / "bench" / "many_games.py"
    result = subprocess.run(
        [sys.executable, str(bench), "--mode", "achterbahn", "--games", "3", "--first-seed", "5"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("3 Achterbahn games (1 2p short, 1 3p short, 1 4p long)")
    assert "every invariant checked after each: 0 game(s) with a violation, " in lines[1]
    stopped = int(lines[1].split(", ")[2].split(" stopped")[0])
    finished = int(lines[1].split(", ")[3].split(" finished")[0])
    assert stopped + finished == 3
    reasons = [line for line in lines if " x RuntimeError: " in line]
    assert sum(int(line.split(" x ")[0]) for line in reasons) == stopped
    assert any(line.startswith("events on the cards drawn") for line in lines)
    assert any(line.strip().startswith("runaway greenhouses (D10h): ") for line in lines)


# -- the solo game: outcomes instead of a winner (Kd, Kc) ------------------------------------------------


@pytest.mark.parametrize("world", ["mars", "venus", "earth"])
def test_simulate_solo_json_reports_each_outcome_and_why_the_game_ended(
    world: str, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["simulate", "--mode", "solo", "--world", world, "--games", "3", "--seed", "1", "--bots", "greedy,random"]
    assert main([*args, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["mode"] == f"solo_{world}" and report["length"] == "long"
    games = report["games"]
    for game in games:
        assert game["outcome"] in ("loss", "win", "decisive win")
        assert game["ended"] and game["reason"]
        # Kd: a win needs the end of Era III reached; an early ending (Kc, R58) is a loss, for that reason.
        if game["ended"] != "the end of Era III (Kc)":
            assert game["outcome"] == "loss" and game["reason"] == game["ended"]
        assert [p["colour"] for p in game["players"]][1] == "green"  # the plant, played by the second bot
        assert [p["bot"] for p in game["players"]] == ["greedy", "random"]
    summary = report["summary"]
    assert sum(summary["outcomes"].values()) == len(games) == 3
    assert sum(summary["endings"].values()) == 3
    assert summary["violations"] == 0 and "errors" not in summary


def test_simulate_solo_text_names_the_outcome_of_each_game_and_the_totals(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["simulate", "--mode", "solo", "--world", "mars", "--games", "3", "--seed", "1", "--bots", "greedy"]) == 0
    )
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    assert lines[0].startswith("seed 1: ") and "ended by " in lines[0]
    assert any(word in lines[0] for word in (" decisions, loss: ", " decisions, win: ", " decisions, decisive win: "))
    assert [line for line in lines if line.startswith("outcomes: ")]
    assert [line for line in lines if line.startswith("endings: ")]
    # a complete game: no warning that rules are missing, only the progress of the run, game by game
    assert captured.err.splitlines() == ["1/3 games", "2/3 games", "3/3 games"]


@pytest.mark.parametrize(("mode", "players"), [("venus-l1", None), ("venus-l2", "2")])
def test_L1c_L2c_simulate_venus_reports_each_games_verdict_and_why(
    mode: str, players: str | None, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["simulate", "--mode", mode, "--games", "2", "--seed", "4", "--bots", "random", "--json"]
    assert main([*args, *(["--players", players] if players else [])]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["length"] == "standard" and report["summary"]["violations"] == 0  # R101: the lengths of A6
    for game in report["games"]:
        assert "error" not in game
        assert game["verdict"].startswith("Nobody wins" if not game["winners"] else game["winners"][0].capitalize())
        assert game["verdict"].endswith(("(L1c).", "(L2c).", "(L1c, K7c).", "(L2c, K7c)."))
        assert game["ended"]
        seated = [p["colour"] for p in game["players"]]
        assert ("green" in seated) is (mode == "venus-l1")  # L2: the automated plant is nobody's seat
    assert report["summary"]["nobody_wins"] == sum(1 for g in report["games"] if not g["winners"])


def test_Kf_K8_simulate_solo_with_a_side_and_the_plant_policy(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--mode", "solo", "--world", "mars", "--side", "chimera", "--plant-policy"]
    assert main([*args, "--games", "2", "--seed", "2", "--bots", "random", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["side"], report["plant_policy"]) == ("chimera", True)
    assert all(g["outcome"] in ("loss", "win", "decisive win") and g["reason"] for g in report["games"])
    assert report["summary"]["violations"] == 0


def test_L2c_simulate_text_says_each_venus_games_ending_once(capsys: pytest.CaptureFixture[str]) -> None:
    """L2c: a Venus game that a runaway greenhouse ended says its verdict (the seas kept: the most VP wins) and
    the runaway once on its line."""
    assert main(["simulate", "--mode", "venus-l2", "--games", "1", "--seed", "13", "--bots", "random"]) == 0
    line = capsys.readouterr().out.splitlines()[0]
    assert line.startswith("seed 13: ") and "White and Black win with 3 VP and the seas kept (L2c)." in line
    assert line.count("a moist greenhouse ran away") == 1

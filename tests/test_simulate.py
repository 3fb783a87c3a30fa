"""Headless simulations between bots: reproducible reports, and a greedy bot that beats random play."""

from __future__ import annotations

import json

import pytest

from megafauna_tui.cli import main
from megafauna_tui.data.loader import RulesData
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
    assert capsys.readouterr().err == "megafauna: simulate: unknown bot oracle; choose from random, greedy\n"


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

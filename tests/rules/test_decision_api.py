"""The decision API: legal options only, illegal answers refused, determinism, positions as data."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from dataclasses import replace

import pytest

from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules.decisions import DecisionKind, IllegalAnswer
from megafauna_tui.rules.dispersal import STAY_UNBORN
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.invariants import violations
from megafauna_tui.savefile import dumps


def _play(game: Game, answers: int, pick: int = 0) -> None:
    for _ in range(answers):
        decision = game.decision
        if decision is None:
            return
        game.answer(decision.options[(pick + len(decision.options) // 2) % len(decision.options)].key)


def test_the_first_decision_is_an_action_of_the_highest_skeletal_number(rules: RulesData) -> None:
    """A2c, C1p: turn 1 starts with the actions of the player with the highest skeletal number."""
    game = Game.new(rules, players=["green", "black", "white"], seed=3)
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.ACTION
    assert decision.player == "white"
    assert {"populate", "pass"} <= set(decision.keys)
    assert all(option.rule and option.label for option in decision.options)


def test_an_illegal_answer_is_refused_and_changes_nothing(rules: RulesData) -> None:
    game = Game.new(rules, players=2, seed=11)
    _play(game, 5)
    before = dumps(game)
    with pytest.raises(IllegalAnswer, match="not a legal answer") as refused:
        game.answer("teleport")
    assert "legal:" in str(refused.value)
    assert dumps(game) == before
    assert game.decision is not None


def test_no_answer_after_the_game_is_over(rules: RulesData) -> None:
    game = Game.new(rules, players=2, seed=4)
    while game.decision is not None:
        game.answer(game.decision.options[-1].key)
    with pytest.raises(IllegalAnswer, match="game is over"):
        game.answer("pass")


def test_same_setup_seed_and_answers_give_the_same_game(rules: RulesData) -> None:
    first, second = Game.new(rules, players=4, seed=99), Game.new(rules, players=4, seed=99)
    _play(first, 80, pick=1)
    _play(second, 80, pick=1)
    assert dumps(first) == dumps(second)


def test_a_game_is_identical_in_another_process() -> None:
    """Determinism holds across interpreters (no hash seeds, no clocks)."""
    command = [
        sys.executable,
        "-m",
        "megafauna_tui",
        "simulate",
        "--players",
        "3",
        "--games",
        "2",
        "--seed",
        "5",
        "--json",
    ]
    runs = [subprocess.run(command, capture_output=True, text=True, check=True).stdout for _ in range(2)]
    assert runs[0] == runs[1]
    assert json.loads(runs[0])["summary"]["games"] == 2


def test_a_position_mid_turn_resumes_exactly_after_a_round_trip(rules: RulesData) -> None:
    from megafauna_tui.savefile import loads

    game = Game.new(rules, players=3, seed=21)
    _play(game, 37, pick=2)
    copy, _ = loads(dumps(game), rules)
    assert copy.decision == game.decision
    _play(game, 30)
    _play(copy, 30)
    assert dumps(copy) == dumps(game)


def test_clone_is_independent(rules: RulesData) -> None:
    game = Game.new(rules, players=2, seed=8)
    twin = game.clone()
    _play(twin, 10)
    assert game.decision is not None and twin.decision is not None
    assert dumps(game) != dumps(twin)


def test_options_that_name_a_place_carry_its_hex(rules: RulesData) -> None:
    """A UI lights up and accepts clicks on exactly the hexes the options name (F1, F6, E3d, E7a, D9, I1)."""
    placed = {
        DecisionKind.MOTHER,
        DecisionKind.DESTINATION,
        DecisionKind.RESURRECT,
        DecisionKind.CULL,
        DecisionKind.SPECIATE_MOTHER,
        DecisionKind.ENDOTHERM,
    }
    seen: set[DecisionKind] = set()
    for seed in range(1, 6):
        game = Game.new(rules, players=3, seed=seed)
        pick = random.Random(seed)
        while (decision := game.decision) is not None:
            for option in decision.options:
                if decision.kind in placed and option.key not in ("stay", STAY_UNBORN):
                    seen.add(decision.kind)
                    assert option.hex is not None and option.hex in game.terrain
                    assert option.key.split("/")[0] == option.hex
                elif decision.kind not in placed:
                    assert option.hex is None
            game.answer(pick.choice(decision.keys))
    assert {DecisionKind.MOTHER, DecisionKind.DESTINATION} <= seen


def test_option_keys_are_unique_or_the_invariants_say_so(rules: RulesData) -> None:
    """The decision API promises one key per option; a decision breaking it is reported by the checks
    run after every decision (property tests, simulate, bench)."""
    game = Game.new(rules, players=2, seed=5)
    assert violations(game) == []
    decision = game.decision
    assert decision is not None
    twice = replace(decision, options=(decision.options[0], decision.options[0]))
    game._decision = twice
    assert any(p.startswith("every option of a decision has its own key") for p in violations(game))


def test_single_option_decisions_are_applied_and_recorded_until_the_next_answer(rules: RulesData) -> None:
    """A decision with one legal option is no choice: the engine applies it and lists it in Game.forced."""
    game = Game.new(rules, players=3, seed=2)
    pick = random.Random(2)
    previous: list[object] = []
    settled = 0
    while (decision := game.decision) is not None:
        game.answer(pick.choice(decision.keys))
        assert not any(entry is old for entry in game.forced for old in previous)  # cleared by each answer
        for forced, option in game.forced:
            assert forced.options == (option,)
            if forced.kind is DecisionKind.MOTHER:
                # F1: the newborn's one possible mother. Where it settles is asked next, never forced,
                # since going back to the Unborn is always offered (R36).
                assert option.hex is not None and option.hex in game.terrain
                settled += 1
        previous = list(game.forced)
    assert settled > 0


def test_the_forced_record_survives_clone_and_pickle(rules: RulesData) -> None:
    import pickle

    game = Game.new(rules, players=3, seed=2)
    pick = random.Random(2)
    while not game.forced:
        decision = game.decision
        assert decision is not None
        game.answer(pick.choice(decision.keys))
    twin = game.clone()
    assert twin.forced == game.forced and twin.forced is not game.forced
    assert pickle.loads(pickle.dumps(game)).forced == game.forced
    before = list(game.forced)
    decision = twin.decision
    assert decision is not None
    twin.answer(decision.keys[0])
    assert game.forced == before  # the twin's answer clears the twin's record only

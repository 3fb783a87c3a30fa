"""How a game went, turn by turn (game_series.py): one point per turn, read at each turn's end from a replay of
the record; VP by the A7 final-score formula; extinctions (I4); the reservoirs and greenhouse (A1g, D10)."""

from __future__ import annotations

import pytest

from megafauna_tui import game_series
from megafauna_tui.bots import ask, make_bot
from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import GreenhouseLevel, PlayerColour
from megafauna_tui.rules import climate
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.solo import PLANT
from megafauna_tui.rules.state import GameMode, Side
from megafauna_tui.savefile import Seat, load_game
from megafauna_tui.ui.games import new_solo_session, new_venus_session

TWO = [("Ada", None), ("Bob", None)]
THREE = [("Ada", None), ("Bob", None), ("Cy", None)]


def session_of(rules: RulesData, mode: GameMode, seed: int) -> Session:
    """A new game of ``mode`` for people (bots answer for them in ``play``)."""
    if mode in (GameMode.TOOTH_AND_CLAW, GameMode.ACHTERBAHN):
        return Session.deal(rules, THREE, seed=seed, mode=mode)
    if mode is GameMode.VENUS_L1:
        return new_venus_session(rules, TWO, mode=mode, seed=seed)
    if mode is GameMode.VENUS_L2:
        return new_venus_session(rules, THREE, mode=mode, seed=seed)
    return new_solo_session(rules, mode=mode, colour=PlayerColour.ORANGE, seed=seed, plant_policy=True)


def play(session: Session, *, seed: int, answers: int | None = None) -> Session:
    """Random bots answer for every seat, to the end or for ``answers`` decisions."""
    bots = {p.colour: make_bot("random", seed + i) for i, p in enumerate(session.game.state.players)}
    count = 0
    while (decision := session.decision) is not None and (answers is None or count < answers):
        session.answer(ask(bots[session.answerer(decision.player)], session.game))
        count += 1
    return session


MODES = list(GameMode)


@pytest.mark.parametrize("mode", MODES, ids=[m.value for m in MODES])
def test_a_finished_game_has_one_point_per_turn_and_ends_on_its_final_scores(rules: RulesData, mode: GameMode) -> None:
    session = play(session_of(rules, mode, seed=5), seed=5)
    game = session.game
    assert game.over
    series = game_series.of_session(session)
    assert series.finished and series.mode is mode
    assert series.turns == list(range(1, game.state.turn + 1))  # one point per turn played
    assert all(point.complete for point in series.points)
    last = series.points[-1]
    assert dict(last.vp) == {c: score["total"] for c, score in game.state.scores.items()}  # A7
    on_map = {p.colour: sum(1 for c in game.state.creeples if c.colour is p.colour) for p in game.state.players}
    assert dict(last.creeples) == on_map
    assert series.names[series.players[0]] == session.seat(series.players[0]).name


@pytest.mark.parametrize("mode", [m for m in MODES if m is not GameMode.TOOTH_AND_CLAW], ids=lambda m: m.value)
def test_the_climate_games_chart_what_the_reservoir_board_reads(rules: RulesData, mode: GameMode) -> None:
    """A1g, D10, K3g: the last point reads as the climate readings of the final position."""
    session = play(session_of(rules, mode, seed=5), seed=5)
    series = game_series.of_session(session)
    assert series.climate
    now = climate.readings(session.game)
    last = series.points[-1].reservoirs
    assert last is not None
    assert (last.oxygen, last.clouds, last.atmosphere) == (now.oxygen_disks, now.cloud_disks, now.atmosphere_disks)
    assert last.clouds == climate.count(session.game.state, climate.CLOUDS)
    assert last.atmosphere == climate.count(session.game.state, climate.ATMOSPHERE)
    assert last.greenhouse is now.greenhouse
    assert series.greenhouse()[-1] == list(GreenhouseLevel).index(now.greenhouse)
    assert len(series.reservoir("oxygen")) == len(series.points) == len(series.greenhouse())


def test_tooth_and_claw_has_no_climate_to_chart(rules: RulesData) -> None:
    """A8e: no reservoirs, so no reservoir or greenhouse series."""
    series = game_series.of_session(play(session_of(rules, GameMode.TOOTH_AND_CLAW, seed=5), seed=5))
    assert not series.climate
    assert series.reservoir("atmosphere") == [] and series.greenhouse() == []


def test_each_point_is_the_position_at_the_end_of_its_turn(rules: RulesData) -> None:
    """A game stopped in turn t has the points of turns 1 to t-1 of the whole game (a turn's point never depends
    on what came after it), and its last point is its position now, marked as a turn still being played."""
    whole = play(session_of(rules, GameMode.ACHTERBAHN, seed=11), seed=11)
    full = game_series.of_session(whole)
    stopped = play(session_of(rules, GameMode.ACHTERBAHN, seed=11), seed=11, answers=len(whole.answers) // 2)
    part = game_series.of_session(stopped)
    turn = stopped.game.state.turn
    assert not part.finished and part.turns == list(range(1, turn + 1))
    assert part.points[:-1] == full.points[: turn - 1]
    now = part.points[-1]
    assert not now.complete and now.turn == turn
    game = stopped.game
    assert dict(now.vp) == {p.colour: game.variant.final_score(game, p.colour)["total"] for p in game.state.players}


def test_extinctions_count_every_species_that_died_out(rules: RulesData) -> None:
    """I4: cumulative per player, never falling, and the last point counts every 'dies out' line of the log."""
    session = play(session_of(rules, GameMode.SOLO_EARTH, seed=3), seed=3)
    series = game_series.of_session(session)
    lines = [e for e in session.game.state.log if e.rule == "I4" and " dies out: " in e.text]
    assert lines, "this seeded game has an extinction"
    for colour in series.players:
        counts = series.extinctions(colour)
        assert counts == sorted(counts)
        assert counts[-1] == sum(1 for e in lines if e.text.startswith(f"{colour.value.capitalize()}'s "))
        for point in series.points:
            assert point.extinctions[colour] == sum(
                1 for e in lines if e.turn <= point.turn and e.text.startswith(f"{colour.value.capitalize()}'s ")
            )


def test_a_save_document_gives_the_same_series_as_its_session(rules: RulesData) -> None:
    session = play(session_of(rules, GameMode.VENUS_L1, seed=5), seed=5)
    _, document = load_game(session.to_json(), rules)
    assert game_series.of_document(document, rules) == game_series.of_session(session)


def test_a_session_that_does_not_know_its_setup_works_it_out(rules: RulesData) -> None:
    game = Game.new(rules, players=2, seed=7)
    seats = [Seat(p.colour.value, f"P{i}") for i, p in enumerate(game.state.players)]
    session = play(Session(rules, game, seats), seed=7, answers=30)
    series = game_series.of_session(session)
    assert series.turns[-1] == session.game.state.turn and series.names[game.state.players[1].colour] == "P1"


def test_a_game_in_its_first_turn_has_one_point(rules: RulesData) -> None:
    session = play(session_of(rules, GameMode.TOOTH_AND_CLAW, seed=5), seed=5, answers=1)
    series = game_series.of_session(session)
    assert series.turns == [1] and not series.finished and not series.points[0].complete


def test_the_automated_plant_is_not_ranked(rules: RulesData) -> None:
    """L2c, R53: the automated plant is not a player; in L1 the plant is one (Green ranks)."""
    l2 = game_series.of_session(session_of(rules, GameMode.VENUS_L2, seed=5))
    assert PLANT in l2.players and PLANT not in l2.ranked
    l1 = game_series.of_session(session_of(rules, GameMode.VENUS_L1, seed=5))
    assert PLANT in l1.ranked
    solo = game_series.of_session(
        new_solo_session(rules, mode=GameMode.SOLO_MARS, colour=PlayerColour.BLACK, seed=5, side=Side.PLANT)
    )
    assert PLANT in solo.ranked  # Ke: the person plays the plant

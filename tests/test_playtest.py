"""The playtest report: what it reads in a game agrees with the game itself, its sums agree with the games'
records, the same report whatever runs the games, every mode, the JSON keys, charts without a terminal, and
wrong arguments refused in one line."""

from __future__ import annotations

import json
from typing import Any

import pytest

from megafauna_tui import game_series, playtest, tournament
from megafauna_tui.bots import ask, make_bot
from megafauna_tui.cli import main
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.game_facts import game_facts
from megafauna_tui.playtest import reading
from megafauna_tui.rules.actions import PlayerTurn
from megafauna_tui.rules.emotions import emotions
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.scenario import Card, Table
from megafauna_tui.rules.state import GameLength, GameMode
from megafauna_tui.savefile import Setup as SavedSetup
from megafauna_tui.tournament import Setup

BLACK, ORANGE = PlayerColour.BLACK, PlayerColour.ORANGE

#: A small tooth & claw playtest: two quick bots at two seats, one block of two games.
SMALL = ["playtest", "--players", "2", "--bots", "greedy,random", "--games", "2", "--seed", "5", "--json"]


def _report(capsys: pytest.CaptureFixture[str], args: list[str]) -> tuple[int, dict[str, Any], str]:
    code = main(args)
    out, err = capsys.readouterr()
    return code, json.loads(out), err


# -- what one game shows -----------------------------------------------------------------------------------


def test_an_achterbahn_game_is_read_as_it_was_played(rules: RulesData) -> None:
    """A seeded short Achterbahn game, greedy against random, played here answer by answer: the Oxygen read
    after each turn is what the charts screen's replay of the same answers reads (A1g), although the greedy
    bot plays its options out on copies of the game; the A7 parts are the final scoring's, the tools apart;
    every turn's allowed actions lie within A2a's 1-4; the largest size is at least every living species'."""
    game = Game.new(rules, players=2, seed=11, mode=GameMode.ACHTERBAHN, length=GameLength.SHORT)
    start = game_series.reading(game)
    assert start is not None
    ended = playtest.measure(game)
    bots = {
        p.colour: make_bot(name, 40 + i)
        for i, (p, name) in enumerate(zip(game.state.players, ["greedy", "random"], strict=True))
    }
    answers = []
    while (decision := game.decision) is not None:
        key = ask(bots[decision.player], game)
        answers.append(key)
        game.answer(key)
    measured = ended(game)
    series = game_series.replay(rules, SavedSetup.of(game.state, dealt=True), answers)
    assert measured["oxygen"][0] == start.oxygen
    assert measured["oxygen"][1:] == series.reservoir("oxygen")
    assert measured["atmosphere"][0] == start.atmosphere
    assert measured["atmosphere"][1:] == series.reservoir("atmosphere")
    assert measured["ending"] in playtest.ENDINGS.values()
    assert measured["water"] is None and measured["verdict"] is None
    for player in game.state.players:
        row = measured["players"][player.colour.value]
        score = game.state.scores[player.colour]
        parts = row["parts"]
        assert parts["total"] == score["total"] == sum(parts[part] for part in playtest.PARTS)
        assert parts["tools"] == sum(len(s.tools) for s in player.species)
        assert parts["creeples"] == sum(1 for c in game.state.creeples if c.colour is player.colour)
        assert 1 <= len(row["actions"]) <= game.state.turn
        assert all(1 <= allowed <= 4 for allowed in row["actions"])
        assert row["size"] >= max((s.size for s in player.species), default=1)
        assert bool(row["emotions"]) == (game_facts(game).players[player.colour.value]["emotions"] > 0)


def test_a_personality_is_read_with_its_emotions(rules: RulesData) -> None:
    """Black promotes a card into a personality of three emotions in two colours (J6b, J6f): the report reads
    the emotions the species now has, for Black and nobody else."""
    table = Table(rules, ["black", "orange"])
    table.species("orange", "archetype", newborn=1)
    table.creeple("orange", "archetype", "laurentia:4")
    cards = [Card(81, organs="b", orientation=1), Card(10, organs="r", orientation=1)]
    cards += [Card(40, organs="y", orientation=1), Card(41, organs="y")]
    table.species("black", "archetype", basal="bry", cards=cards, personality=[81, 10, 40])
    table.creeple("black", "archetype", "siberia:6")
    game = table.game(PlayerTurn(ORANGE, 2), PlayerTurn(BLACK, 2))
    for key in ("promote", "1", "81-10-40-41"):
        game.answer(key)
    measured = playtest.read_game(game, {})
    species = game.state.player(BLACK).species[0]
    assert sorted(measured["players"]["black"]["emotions"]) == sorted({e.value for e in emotions(rules, species)})
    assert len(measured["players"]["black"]["emotions"]) >= 2
    assert measured["players"]["orange"]["emotions"] == []
    assert measured["ending"] is None  # the game goes on


def test_tooth_and_claw_allows_two_actions_every_turn(capsys: pytest.CaptureFixture[str]) -> None:
    """A8c: every player turn of tooth & claw allows two actions; the game has no Oxygen, sizes or seas."""
    code, report, _ = _report(capsys, [*SMALL, "--workers", "1"])
    assert code == 0
    arc = report["arc"]
    for row in arc["by_bot"].values():
        assert row["actions"]["distribution"] == {"2": 1.0}
        assert set(row["actions"]["mean_by_turn"]) == {2.0}
        assert row["sizes"] is None and row["monsters"] is None
    assert arc["oxygen"] is None and arc["water"] is None and arc["verdicts"] is None


# -- the sums ------------------------------------------------------------------------------------------------


def test_the_report_sums_the_games_records(rules: RulesData) -> None:
    """The arc of a report is the sum of its games: lengths, scores, personalities, tools and endings, counted
    again here from the records the tournament's machinery returns."""
    setup = Setup(GameMode.ACHTERBAHN, 2, ("greedy", "random"), games=2, seed=4, length=GameLength.SHORT)
    records = [tournament.play_game(setup, index, playtest.measure) for index in range(setup.games)]
    report = tournament.run(setup, workers=1, measure=playtest.measure, tally=playtest.PlaytestTally)
    arc = report["arc"]
    assert report["command"] == "playtest" and report["finished"] == 2
    turns = sorted(r["turns"] for r in records)
    assert (arc["length"]["min"], arc["length"]["max"], arc["length"]["count"]) == (turns[0], turns[-1], 2)
    assert sum(arc["endings"].values()) == 2
    for bot in setup.bots:
        seats = [(r, colour) for r in records for b, colour in zip(r["lineup"], r["colours"], strict=True) if b == bot]
        row = arc["by_bot"][bot]
        assert row["seats"] == len(seats) == 2
        scores = sorted(r["scores"][r["colours"].index(colour)] for r, colour in seats)
        assert (row["scores"]["min"], row["scores"]["max"]) == (scores[0], scores[-1])
        assert row["scores"]["mean"] == pytest.approx(sum(scores) / 2)
        formed = sum(bool(r["measured"]["players"][colour]["emotions"]) for r, colour in seats)
        assert row["personality"] == formed / 2 == report["by_bot"][bot]["facts"]["emotions"]["share_of_games"]
        tools = sum(r["facts"][colour]["tools"] > 0 for r, colour in seats)
        assert row["tools"] == tools / 2
        turns_played = sum(len(r["measured"]["players"][colour]["actions"]) for r, colour in seats)
        assert row["actions"]["turns"] == turns_played
    readings = [len(r["measured"]["oxygen"]) for r in records]
    assert len(arc["oxygen"]) == max(readings)
    assert arc["oxygen"][0]["low"] <= arc["oxygen"][0]["mean"] <= arc["oxygen"][0]["high"]


def test_a_part_decides_a_game_when_the_winner_would_not_win_without_it() -> None:
    """A7: Black wins 9 to 7 with 3 VP of language; without language Black has 6 against Orange's 7, so
    language decided the game; without creeples Black still wins (4 to 2), so creeples did not."""
    tally = playtest.PlaytestTally(Setup(GameMode.TOOTH_AND_CLAW, 2, ("greedy",), games=1, seed=1))
    zero = dict.fromkeys(playtest.PARTS, 0)
    black = {**zero, "creeples": 5, "tableau": 1, "language": 3, "total": 9}
    orange = {**zero, "creeples": 5, "tableau": 2, "total": 7}
    tally._add_decided({"black": black, "orange": orange}, "black")
    decided = tally.report()["arc"]["decided"]
    assert decided["games"] == 1
    assert decided["by_part"]["language"] == 1.0
    assert decided["by_part"]["creeples"] == 0.0 and decided["by_part"]["tools"] == 0.0


# -- the same games, whatever plays them ---------------------------------------------------------------------


def test_one_worker_and_two_workers_give_the_same_report(capsys: pytest.CaptureFixture[str]) -> None:
    code, alone, err = _report(capsys, [*SMALL, "--workers", "1"])
    assert code == 0 and "2/2 games" in err  # progress on stderr; stdout is the report alone (parsed above)
    code, pooled, _ = _report(capsys, [*SMALL, "--workers", "2"])
    assert code == 0
    assert (alone.pop("run")["backend"], pooled.pop("run")["backend"]) == ("in-process", "processes")
    assert alone == pooled


def test_watching_the_games_does_not_change_them(capsys: pytest.CaptureFixture[str]) -> None:
    """The playtest plays the tournament's games: its report holds the tournament's own, number for number."""
    code, playtested, _ = _report(capsys, [*SMALL, "--workers", "1"])
    code, plain, _ = _report(capsys, ["tournament", *SMALL[1:], "--workers", "1"])
    assert code == 0
    for report in (playtested, plain):
        report.pop("run")
    assert playtested.pop("arc") and playtested.pop("command") == "playtest"
    assert playtested == plain


@pytest.mark.skipif(not tournament.ray_available(), reason="Ray is not installed (pip install -e '.[cluster]')")
def test_ray_plays_the_same_games(capsys: pytest.CaptureFixture[str]) -> None:
    code, alone, _ = _report(capsys, [*SMALL, "--workers", "1"])
    code, on_ray, _ = _report(capsys, [*SMALL, "--workers", "1", "--cluster", "ray"])
    assert code == 0 and on_ray.pop("run")["backend"] == "ray"
    alone.pop("run")
    assert alone == on_ray


# -- every mode ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "climate", "sided"),
    [
        (["--mode", "tooth-and-claw", "--players", "3"], False, False),
        (["--mode", "achterbahn", "--players", "2", "--length", "short"], True, False),
        (["--mode", "solo", "--world", "mars"], True, True),
        (["--mode", "solo", "--world", "venus", "--plant-policy"], True, True),
        (["--mode", "solo", "--world", "earth", "--side", "plant"], True, True),
        (["--mode", "venus-l1"], True, True),
        (["--mode", "venus-l2", "--players", "2"], True, True),
    ],
)
def test_every_mode_plays_and_reports_its_arc(
    capsys: pytest.CaptureFixture[str], args: list[str], climate: bool, sided: bool
) -> None:
    """One random game of each: it finishes, and the report has what the mode can show: the Oxygen in the games
    with a climate; the animal's and the plant's actions, the seas left and the verdict in the solo and Venus
    games (K, L1c, L2c)."""
    code, report, _ = _report(
        capsys, ["playtest", *args, "--bots", "random", "--games", "1", "--workers", "1", "--json"]
    )
    assert code == 0 and report["finished"] == 1
    arc = report["arc"]
    assert arc["length"]["count"] == 1 and sum(arc["endings"].values()) == 1
    assert (arc["oxygen"] is not None) == climate and (arc["atmosphere"] is not None) == climate
    if climate:
        assert all(r["low"] <= r["mean"] <= r["high"] for track in ("oxygen", "atmosphere") for r in arc[track])
        assert arc["atmosphere"][0]["mean"] <= 13  # D10h: a full track is the runaway
    assert (set(arc["by_side"]) == {"animal", "plant"}) == sided
    assert (arc["water"] is not None) == sided and (arc["verdicts"] is not None) == sided
    if sided:
        assert sum(arc["by_side"]["animal"]["distribution"].values()) == pytest.approx(1.0)
    text = playtest.render_text(report)
    assert text.startswith("Playtest: ") and "a personality (J6b)" in text


def test_mode_all_plays_every_game_in_turn(capsys: pytest.CaptureFixture[str]) -> None:
    """--mode all: tooth & claw and Achterbahn at the table asked for, the solo game on each world, both Venus
    games; the JSON holds a report per game, the text a summary line per game and bot before the reports."""
    args = ["playtest", "--mode", "all", "--players", "2", "--length", "short", "--bots", "random", "--games", "1"]
    code, found, err = _report(capsys, [*args, "--workers", "1", "--no-check", "--json"])
    assert code == 0 and "solo venus: 1/1 games" in err
    assert found["command"] == "playtest"
    modes = [r["mode"] for r in found["modes"]]
    assert modes == ["tooth_and_claw", "achterbahn", "solo_mars", "solo_venus", "solo_earth", "venus_l1", "venus_l2"]
    assert [r["players"] for r in found["modes"][:2]] == [2, 2] and found["modes"][1]["length"] == "short"
    assert found["modes"][6]["players"] == 3 and found["modes"][2]["length"] == "long"
    assert all(r["finished"] == 1 and "arc" in r for r in found["modes"])
    summary = playtest.render_summary(found["modes"])
    assert summary.startswith("The arc of the game, per game and bot")
    assert len(summary.splitlines()) == 2 + 7
    assert "solo mars" in summary and "a:" in summary and "p:" in summary


# -- the report's form -----------------------------------------------------------------------------------------


def test_the_json_report_has_the_documented_keys(capsys: pytest.CaptureFixture[str]) -> None:
    code, report, _ = _report(capsys, [*SMALL, "--workers", "1"])
    assert code == 0
    assert {"mode", "players", "bots", "games", "seed", "finished", "by_bot", "facts", "run", "command"} <= set(report)
    arc = report["arc"]
    assert set(arc) == {
        "by_bot", "by_side", "length", "endings", "language_endings", "decided", "oxygen", "atmosphere", "water",
        "verdicts",
    }  # fmt: skip
    assert set(arc["by_bot"]["greedy"]) == {
        "seats", "personality", "emotions", "tools", "language", "hosts", "monsters", "extinctions",
        "extinctions_per_game", "sizes", "actions", "scores", "parts",
    }  # fmt: skip
    greedy = arc["by_bot"]["greedy"]
    assert set(greedy["emotions"]) == {"anger", "fear", "happiness", "jealousy", "curiosity"}
    assert set(greedy["parts"]) == set(playtest.PARTS)
    assert set(greedy["scores"]) == {"count", "min", "q1", "median", "q3", "max", "mean"}
    assert set(greedy["actions"]) == {"turns", "distribution", "mean", "mean_by_turn", "most_in_a_game"}
    assert set(arc["decided"]) == {"games", "by_part"}


def test_charts_render_without_a_terminal() -> None:
    """The chart is plain text (no colour codes), with its title, its legend and the turns on its axis."""
    text = playtest.chart("Oxygen after each turn", {"mean": [16.0, 15.0, 9.5, 12.0], "lowest": [16.0, 14, 6, 9]})
    assert "Oxygen after each turn" in text and "mean" in text and "lowest" in text and "turn" in text
    assert "\x1b[" not in text
    assert len(text.splitlines()) > 8


def test_the_text_report_draws_the_oxygen_of_achterbahn(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["playtest", "--mode", "achterbahn", "--players", "2", "--length", "short", "--bots", "random"]
    assert main([*args, "--games", "1", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "Oxygen after each turn" in out and "how games ended:" in out and "(A7, mean VP)" in out
    assert "The same games as a tournament:" in out and "\x1b[" not in out
    assert main([*args, "--games", "1", "--workers", "1", "--no-charts"]) == 0
    assert "Oxygen after each turn" not in capsys.readouterr().out


# -- refusals --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["--bots", "greedy,oracle"],
            "megafauna: playtest: unknown bot oracle; choose from random, greedy, search, search:quick, "
            "search:normal, search:strong\n",
        ),
        (
            ["--mode", "chess"],
            "megafauna: playtest: unknown game 'chess' for --mode; choose from tooth-and-claw, achterbahn, "
            "venus-l1, venus-l2 or solo, or all for every game in turn\n",
        ),
        (
            ["--mode", "solo", "--world", "mars", "--players", "2"],
            "megafauna: playtest: the solo game has one player: leave out --players (K)\n",
        ),
        (
            ["--mode", "all", "--world", "mars"],
            "megafauna: playtest: --mode all plays every game as it is set up by default; leave out --world, --side "
            "and --plant-policy\n",
        ),
        (
            ["--mode", "all", "--bots", "random,random,random,random"],
            "megafauna: playtest: --bots names 4 bots for 2 players; give at most one per seat (a shorter list "
            "repeats)\n",
        ),
        (
            ["--mode", "achterbahn", "--world", "mars"],
            "megafauna: playtest: --world is for the solo game only, not 'achterbahn'\n",
        ),
    ],
)
def test_wrong_arguments_are_refused_in_one_line(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    assert main(["playtest", *args]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", message)


@pytest.mark.parametrize("games", ["0", "many"])
def test_games_must_be_a_number_of_one_or_more(capsys: pytest.CaptureFixture[str], games: str) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["playtest", "--games", games])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert err.strip().splitlines()[-1].startswith("megafauna playtest: error: argument --games: ")


def test_L2c_a_tie_between_two_animals_reads_as_a_shared_win(rules: RulesData, monkeypatch: pytest.MonkeyPatch) -> None:
    """L2c: two animal players tied on the most VP share the win; the report says so in plain words."""
    game = Game.new(rules, players=3, seed=5, mode=GameMode.VENUS_L2)
    animals = [p.colour for p in game.state.players if p.colour is not PlayerColour.GREEN][:2]
    monkeypatch.setattr(type(game.variant), "winners", lambda self, game: (animals, "a tie"))
    assert reading._verdict(game) == "the animals share the win"
    monkeypatch.setattr(type(game.variant), "winners", lambda self, game: (animals[:1], "one"))
    assert reading._verdict(game) == "the animal wins"

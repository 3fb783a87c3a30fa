"""The search bot answers any decision of any game with a legal option, the same way for the same seed, and
says what it made of each option (for the hint)."""

from __future__ import annotations

import math

import pytest

from megafauna_tui.bots import SearchBot, TableView, ask, bot_names, make_bot
from megafauna_tui.bots.greedy import solo_stake, solo_standing
from megafauna_tui.bots.search import LEVELS, OptionReport, outlook, values
from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules import solo
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.state import GameMode, Side
from megafauna_tui.ui.thinking import outcome_words
from tests.bots.test_table_view import played, with_other_hidden_future

GAMES = [
    (GameMode.TOOTH_AND_CLAW, 2, Side.ANIMAL),
    (GameMode.TOOTH_AND_CLAW, 4, Side.ANIMAL),
    (GameMode.ACHTERBAHN, 3, Side.ANIMAL),
    (GameMode.SOLO_MARS, 1, Side.ANIMAL),
    (GameMode.SOLO_VENUS, 1, Side.CHIMERA),
    (GameMode.VENUS_L1, 2, Side.ANIMAL),
    (GameMode.VENUS_L2, 3, Side.ANIMAL),
]


@pytest.mark.parametrize(("mode", "players", "side"), GAMES, ids=lambda v: str(getattr(v, "value", v)))
def test_it_answers_every_decision_with_a_legal_option(
    rules: RulesData, mode: GameMode, players: int, side: Side
) -> None:
    game = Game.new(rules, players=players, seed=3, mode=mode, side=side)
    bot = SearchBot(1, "quick")
    for _ in range(40):
        decision = game.decision
        if decision is None:
            break
        key = bot.analyse(TableView(game), iterations=12)[0].key
        assert decision.option(key) is not None
        game.answer(key)  # an illegal key would raise IllegalAnswer
    assert game.decisions_answered > 0


def test_the_same_seed_plays_the_same_game(rules: RulesData) -> None:
    def choices(seed: int) -> list[str]:
        game = Game.new(rules, players=2, seed=9)
        bot = SearchBot(seed, "quick")
        keys = []
        for _ in range(15):
            keys.append(ask(bot, game))
            game.answer(keys[-1])
        return keys

    assert choices(4) == choices(4)


def test_it_does_not_peek_at_any_level(rules: RulesData) -> None:
    """Two positions that differ only in the decks' order and the next die: the same choice, and the same
    reading of every option."""
    game = played(rules, GameMode.ACHTERBAHN, 2, seed=6, decisions=20)
    other = with_other_hidden_future(game, 77)
    first = SearchBot(2, "quick").analyse(TableView(game), iterations=40)
    second = SearchBot(2, "quick").analyse(TableView(other), iterations=40)
    assert first == second


def test_the_report_covers_every_option_once_the_most_chosen_first(rules: RulesData) -> None:
    game = played(rules, GameMode.TOOTH_AND_CLAW, 3, seed=2, decisions=10)
    decision = game.decision
    assert decision is not None and len(decision.options) > 1
    reports = SearchBot(1, "quick").analyse(TableView(game), iterations=80)
    assert sorted(r.key for r in reports) == sorted(decision.keys)
    assert [r.visits for r in reports] == sorted((r.visits for r in reports), reverse=True)
    assert sum(r.visits for r in reports) == 80
    assert sum(r.share for r in reports) == pytest.approx(1)
    assert all(0 <= r.value <= 1 for r in reports)
    assert {r.label for r in reports} == {o.label for o in decision.options}


def test_a_stopped_search_answers_with_what_it_has(rules: RulesData) -> None:
    game = played(rules, GameMode.TOOTH_AND_CLAW, 2, seed=2, decisions=10)
    asked = 0

    def stop() -> bool:
        nonlocal asked
        asked += 1
        return asked > 5

    reports = SearchBot(1).analyse(TableView(game), stop=stop)
    assert sum(r.visits for r in reports) == 5
    assert game.decision is not None and game.decision.option(reports[0].key) is not None


def test_levels_are_named_on_the_command_line(rules: RulesData) -> None:
    assert {"search", "search:quick", "search:normal", "search:strong"} <= set(bot_names())
    strong = make_bot("search:strong", 1)
    assert isinstance(strong, SearchBot) and strong.level is LEVELS["strong"]
    assert make_bot("search", 1).name == "search"
    assert [LEVELS[n].iterations for n in ("quick", "normal", "strong")] == sorted(
        LEVELS[n].iterations for n in ("quick", "normal", "strong")
    )
    with pytest.raises(ValueError, match="unknown level 'fierce'"):
        make_bot("search:fierce", 1)
    with pytest.raises(ValueError, match="unknown bot 'clever'"):
        make_bot("clever", 1)


def test_kd_the_solo_hint_reads_vp_and_the_danger_of_a_loss_not_the_seas_as_points(rules: RulesData) -> None:
    """Kd: in the one-person game the points a hint shows are the VP in reach, not the seas and plants the
    search also weighs (they counted as VP before, and a sure plain win read as "heads for a loss"); a try is
    counted lost only when the game ended lost or the seas, the plant or the Atmosphere already are (K7c, Kc,
    D10h)."""
    game = Game.new(rules, players=1, seed=9, mode=GameMode.SOLO_MARS)
    while game.decision is not None and game.decision.kind in (DecisionKind.CRATON_ORDER, DecisionKind.PLANT_START):
        game.answer(game.decision.options[0].key)  # the setup (K3b, K3e): the plant takes root
    owners = (solo.solo_animal(game),)
    (person,) = owners
    value, points, lost = values(game, owners)
    assert points[person] == outlook(game, person)  # the VP in reach: the stake is in the value only
    assert lost == 0.0 and solo_standing(game)[1] == 0.0  # four seas and two plants at the start
    assert value[person] == pytest.approx(1 / (1 + math.exp(-(points[person] + solo_stake(game, person) - 15) / 5)))
    reports = {r.key: r for r in SearchBot(1, "quick").analyse(TableView(game), iterations=24)}
    assert reports["resurrect"].lost == 0.0  # entering the game loses nothing within a short look-ahead
    assert all(r.lost < 0.5 for r in reports.values())  # and no first decision heads for a loss


@pytest.mark.parametrize(
    ("lost", "points", "words"),
    [
        (0.0, 9.0, "the game heads for a win short of the decisive 15 VP (Kd)"),
        (0.0, 16.0, "the game heads for a decisive win (Kd)"),
        (0.3, 9.0, "the game heads for a win short of the decisive 15 VP, but about 3 tries in 10 were lost (Kd)"),
        (0.7, 9.0, "the game heads for a loss (Kd)"),
    ],
)
def test_kd_the_solo_hint_words(lost: float, points: float, words: str) -> None:
    report = OptionReport(key="k", label="an option", visits=10, share=1.0, value=0.2, points=points, lost=lost)
    assert outcome_words(report, solo=True) == words
    assert outcome_words(report, solo=True, short=True) == words.replace("the game heads", "heads").replace(
        " (Kd)", ""
    ).replace(" short of the decisive 15 VP", "").replace(
        ", but about 3 tries in 10 were lost", ", lost in about 3 in 10"
    )

"""What the engine writes reads as English: counts agree with their nouns, articles with their words.

The log and the option labels are read by people at the table; no "(s)" or "a archetype".
"""

from __future__ import annotations

import random
import re

from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.words import article, counted

_MARKS = re.compile(r"\(s\)|\ba (?:archetype|armored)\b|\b1 (?:newborn|organ|fossil|place|emotion|fossil token)s\b")


def test_counted_and_article() -> None:
    assert [counted(n, "newborn") for n in (0, 1, 2)] == ["0 newborns", "1 newborn", "2 newborns"]
    assert counted(1, "fossil token") == "1 fossil token"
    assert [article(w) for w in ("archetype", "armored", "burrower", "flyer", "swimmer")] == [
        "an",
        "an",
        "a",
        "a",
        "a",
    ]


def test_played_games_write_no_plural_marks_or_wrong_articles(rules: RulesData) -> None:
    for seed in range(12):
        game = Game.new(rules, players=2 + seed % 3, seed=seed)
        pick = random.Random(seed)
        while (decision := game.decision) is not None:
            for option in decision.options:
                assert not _MARKS.search(option.label), option.label
            assert not _MARKS.search(decision.prompt), decision.prompt
            game.answer(pick.choice(decision.keys))
        for entry in game.state.log:
            assert not _MARKS.search(entry.text), (entry.rule, entry.text)

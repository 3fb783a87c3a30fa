"""Appearance of the game screen for reading it: the smallest size, a light theme, NO_COLOR, the legend.

The 160x45 and 120x36 game screens are in ``test_snapshots.py``. Regenerate after a
deliberate change with ``pytest tests/ui/test_reading_snapshots.py --snapshot-update``.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot

from megafauna_tui.data.loader import RulesData
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.screens.board import MIN_HEIGHT, MIN_WIDTH
from tests.ui.conftest import enter_game, seeded_session

SIZE = (160, 45)


def game_app(rules: RulesData, players: int = 3) -> MegafaunaApp:
    session = seeded_session(rules, seed=7, bots=(None,) * players, answers=70)
    return MegafaunaApp(bot_delay=0, autosave=False, session=session)


def test_game_screen_at_the_minimum_size(snap_compare: Any, rules: RulesData) -> None:
    """Four cratons do not fit the smallest window: the map scrolls, with scrollbars, instead of clipping."""
    assert snap_compare(game_app(rules, players=4), terminal_size=(MIN_WIDTH, MIN_HEIGHT), run_before=enter_game)


def test_game_screen_in_a_light_theme(snap_compare: Any, rules: RulesData) -> None:
    async def light(pilot: Pilot[None]) -> None:
        await enter_game(pilot)
        pilot.app.theme = "textual-light"
        await pilot.pause()

    assert snap_compare(game_app(rules), terminal_size=SIZE, run_before=light)


def test_game_screen_without_colours(snap_compare: Any, rules: RulesData, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    assert snap_compare(game_app(rules), terminal_size=SIZE, run_before=enter_game)


def test_buying_a_card(snap_compare: Any, rules: RulesData) -> None:
    """The mutate decision: options with costs, organs and promotions; the Display tells free from can't afford."""
    assert snap_compare(game_app(rules), terminal_size=SIZE, press=["1"], run_before=enter_game)


def test_legend_over_the_game(snap_compare: Any, rules: RulesData) -> None:
    assert snap_compare(game_app(rules), terminal_size=SIZE, press=["l"], run_before=enter_game)

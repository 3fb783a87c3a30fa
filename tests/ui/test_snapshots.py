"""Appearance of the main screens on a seeded game (pytest-textual-snapshot).

Regenerate after a deliberate change with ``pytest tests/ui/test_snapshots.py --snapshot-update``.
"""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

from megafauna_tui.data.loader import RulesData
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.screens.handoff import HandoffScreen
from megafauna_tui.ui.screens.help import HelpScreen
from tests.ui.conftest import enter_game, seeded_session

SIZE = (160, 45)


def test_start_screen(snap_compare: Any) -> None:
    assert snap_compare(MegafaunaApp(bot_delay=0, autosave=False), terminal_size=SIZE)


def test_game_screen(snap_compare: Any, rules: RulesData) -> None:
    app = MegafaunaApp(
        bot_delay=0, autosave=False, session=seeded_session(rules, seed=7, bots=(None, None, None), answers=70)
    )
    assert snap_compare(app, terminal_size=SIZE, run_before=enter_game)


def test_game_screen_at_120_by_36(snap_compare: Any, rules: RulesData) -> None:
    app = MegafaunaApp(
        bot_delay=0, autosave=False, session=seeded_session(rules, seed=7, bots=(None, None, None), answers=70)
    )
    assert snap_compare(app, terminal_size=(120, 36), run_before=enter_game)


def test_handoff_screen(snap_compare: Any, rules: RulesData) -> None:
    session = seeded_session(rules, seed=7, bots=(None, None, None), answers=70)

    async def hand_off(pilot: Pilot[None]) -> None:
        await pilot.app.push_screen(HandoffScreen(session.seats[1]))
        await pilot.pause()

    app = MegafaunaApp(bot_delay=0, autosave=False, session=session)
    assert snap_compare(app, terminal_size=SIZE, run_before=hand_off)


def test_help_screen(snap_compare: Any) -> None:
    async def open_help(pilot: Pilot[None]) -> None:
        await pilot.app.push_screen(HelpScreen(rule="G4"))
        await pilot.pause()

    assert snap_compare(MegafaunaApp(bot_delay=0, autosave=False), terminal_size=SIZE, run_before=open_help)


def test_scoring_screen(snap_compare: Any, rules: RulesData) -> None:
    session = seeded_session(rules, seed=7, bots=(None, None, None), answers=10_000)
    assert session.decision is None
    assert snap_compare(MegafaunaApp(bot_delay=0, autosave=False, session=session), terminal_size=SIZE)

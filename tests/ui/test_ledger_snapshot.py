"""The climate ledger of an Achterbahn turn whose events moved several disks, as drawn at 160x45.

Three people play a seeded game to the actions of turn 2, after an event phase that moved six disks
between the map, the shelves and the reservoirs (D2, D3c, D3d, D10). Regenerate the snapshot after a
deliberate change with ``pytest tests/ui/test_ledger_snapshot.py --snapshot-update``.
"""

from __future__ import annotations

import random
from typing import Any

from textual.pilot import Pilot

from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules.state import GameMode, Phase
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.screens.ledger import LedgerScreen
from tests.ui.conftest import enter_game
from tests.ui.test_achterbahn_events import ledger_text

WIDE = (160, 45)


def after_a_busy_event_phase(rules: RulesData) -> Session:
    """A seeded game just after the event phase of turn 2, which moved six disks."""
    session = Session.deal(rules, [("Ada", None), ("Bo", None), ("Cy", None)], seed=5, mode=GameMode.ACHTERBAHN)
    pick = random.Random(5)
    while not (session.game.state.phase is Phase.ACTIONS and session.game.state.turn == 2):
        assert session.decision is not None
        session.answer(pick.choice(session.decision.keys))
    return session


async def open_the_ledger(pilot: Pilot[None]) -> None:
    await enter_game(pilot)
    await pilot.press("c")
    await pilot.pause()


async def test_the_busy_turn_moved_several_disks_and_the_ledger_lists_them(rules: RulesData) -> None:
    session = after_a_busy_event_phase(rules)
    moves = session.game.state.disk_moves
    assert len(moves) >= 5 and {move.turn for move in moves} == {2}
    app = MegafaunaApp(bot_delay=0, autosave=False, session=session)
    async with app.run_test(size=WIDE) as pilot:
        await open_the_ledger(pilot)
        assert isinstance(app.screen, LedgerScreen)
        text = ledger_text(app.screen)
        assert "Turn 2: disks moved this turn (B7, D10)" in text
        rows = [line.strip() for line in text.splitlines() if line.strip()[:1].isdigit() and " │ " in line]
        assert [row.split(" │ ")[0] for row in rows] == [str(n) for n in range(1, len(moves) + 1)]
        for row, move in zip(rows, moves, strict=True):
            assert move.rule in row


def test_climate_ledger_snapshot(snap_compare: Any, rules: RulesData) -> None:
    app = MegafaunaApp(bot_delay=0, autosave=False, session=after_a_busy_event_phase(rules))
    assert snap_compare(app, terminal_size=WIDE, run_before=open_the_ledger)

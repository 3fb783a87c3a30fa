"""UI fixtures: the app never touches the real user directory, and bots play instantly."""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot

from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules.engine import Game
from megafauna_tui.savefile import Seat
from megafauna_tui.ui.screens.handoff import HandoffScreen


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv("MEGAFAUNA_HOME", str(home))
    return home


#: How long one key or click may take before a test calls the app hung. It finds hangs, it measures nothing:
#: with the suite running in parallel on a busy machine one key has been seen to take more than 10 s.
HANG = 120


def seeded_session(
    rules: RulesData, *, seed: int = 7, bots: tuple[str | None, ...] = (None, None), answers: int = 0
) -> Session:
    """A 2-4 player session with fixed colours order and, optionally, some answers already played."""
    game = Game.new(rules, players=len(bots), seed=seed)
    seats = [
        Seat(p.colour.value, f"Player {i + 1}", bot)
        for i, (p, bot) in enumerate(zip(game.state.players, bots, strict=True))
    ]
    session = Session(rules, game, seats)
    for _ in range(answers):
        decision = session.decision
        if decision is None:
            break
        session.answer(decision.options[len(decision.options) // 2].key)
    return session


def screen_text(app: object) -> str:
    """The text on screen, from the app's SVG screenshot (tags removed, spaces restored)."""
    svg: str = app.export_screenshot()  # type: ignore[attr-defined]
    return html.unescape(re.sub(r"<[^>]+>", "", svg)).replace("\xa0", " ")


async def settle_until(pilot: Pilot[None], ready: Callable[[], bool], *, pauses: int = 200) -> None:
    """Pause until ``ready()`` holds, for widgets that finish their work over several frames.

    A Markdown page is parsed and mounted after the screen that shows it; one pause is enough on an idle
    machine but not on a loaded one. Bounded in frames, not seconds, so it never makes a test depend on time.
    """
    for _ in range(pauses):
        if ready():
            return
        await pilot.pause()


async def enter_game(pilot: Pilot[None]) -> None:
    """Let the app settle, then take any hand-off (two or more people play) until the game is showing.

    With two or more people at the table the game opens with the hand-off to the first of them; a test
    about something else passes it the way a player does, with Enter once it is on screen.
    """
    await pilot.pause()
    for _ in range(4):
        if not isinstance(pilot.app.screen, HandoffScreen):
            return
        await pilot.press("enter")
        await pilot.pause()

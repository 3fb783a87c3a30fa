"""Snapshots of the solo game (part K): a Venus game screen with plants, animals and water on the map, the
plant's creeples on the Oxygen, no latitude strip; and the outcome screen at the end. Update them, after a
change meant to alter them, with ``pytest tests/ui/test_solo_screen.py --snapshot-update``."""

from __future__ import annotations

import random
from typing import Any

import pytest
from textual.pilot import Pilot

from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.rules import alien_ecology, solo
from megafauna_tui.rules.state import GameMode, Level
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.games import new_solo_session
from megafauna_tui.ui.screens.game import GameScreen
from megafauna_tui.ui.widgets.climate import ClimateColumn
from megafauna_tui.ui.widgets.hex_map import HexMap

WIDE = (160, 45)


@pytest.fixture(autouse=True)
def solo_offered(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(solo.Solo, "complete", True)


def venus_with_plants(rules: RulesData) -> Session:
    """A solo Venus game some turns in: the plant rooted beside the water, the animal born, a question open."""
    session = new_solo_session(rules, mode=GameMode.SOLO_VENUS, colour=PlayerColour.BLACK, seed=5)
    answers = random.Random(5)
    while (decision := session.decision) is not None and session.game.state.turn < 3:
        session.answer(decision.options[answers.randrange(len(decision.options))].key)
    assert session.decision is not None
    return session


def finished(rules: RulesData, seed: int = 8) -> Session:
    """A solo Mars game played to its end by random answers; seed 8 is lost, the plant dying out (Kc)."""
    session = new_solo_session(rules, mode=GameMode.SOLO_MARS, colour=PlayerColour.WHITE, seed=seed)
    answers = random.Random(seed)
    while (decision := session.decision) is not None:
        session.answer(decision.options[answers.randrange(len(decision.options))].key)
    return session


async def test_K2_K3g_the_solo_map_and_column_show_plants_water_and_the_creeples_on_the_oxygen(
    rules: RulesData,
) -> None:
    session = venus_with_plants(rules)
    game = session.game
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=WIDE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        hex_map = screen.query_one(HexMap)
        plant = next(c for c in game.state.creeples if c.level is Level.PLANT)
        region = hex_map.hex_region(plant.hex)
        assert region.height == 4  # K2: a line per trophic level under the top line
        lines = ["".join(s.text for s in hex_map.render_line(y)) for y in range(hex_map.size.height)]
        plant_line = lines[region.y + 3 - hex_map.scroll_offset.y][region.x : region.right]
        assert "∩G" in plant_line or "~G" in plant_line
        water = next(iter(alien_ecology.seas(game)))
        assert "a sea, not ice (K3b, K7a)" in hex_map.describe(water)
        assert "plant: Green's" in hex_map.describe(plant.hex)
        column = screen.query_one(ClimateColumn).describe().plain
        assert "green creeples K3g" in column and "Strip none K3b" in column
        assert f"Oxygen {min(game.variant.oxygen(game), 18)}/18" in column


def test_solo_venus_game_screen(snap_compare: Any, rules: RulesData) -> None:
    async def settle(pilot: Pilot[None]) -> None:
        await pilot.pause()

    app = MegafaunaApp(bot_delay=0, session=venus_with_plants(rules), autosave=False)
    assert snap_compare(app, terminal_size=WIDE, run_before=settle)


def test_solo_end_screen(snap_compare: Any, rules: RulesData) -> None:
    async def settle(pilot: Pilot[None]) -> None:
        await pilot.pause()
        await pilot.pause()

    app = MegafaunaApp(bot_delay=0, session=finished(rules), autosave=False)
    assert snap_compare(app, terminal_size=WIDE, run_before=settle)


def test_K_the_legend_explains_the_solo_marks() -> None:
    from megafauna_tui.ui import glyphs
    from megafauna_tui.ui.screens.help import legend_text

    legend = legend_text()
    for mark in (f"`{glyphs.OLYMPUS}k`", f"`{glyphs.DISK_MARK}~`", "Plant (Green) decides", "`Strip none`", "4th line"):
        assert mark in legend
    assert "not ice (K3b, K7a)" in legend and "green creeples" in legend

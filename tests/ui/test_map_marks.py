"""Every mark the legend lists stays on the Achterbahn map at every size the game accepts (F3d, G4, H3: the
roadrunner arrow that contests read; the crater number; the craton's name and its latitude die, C1g, D1a)."""

from __future__ import annotations

import pytest

from megafauna_tui.bots import ask, make_bot
from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import OrganColour
from megafauna_tui.rules import board
from megafauna_tui.rules.state import GameMode
from megafauna_tui.ui import glyphs
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.screens.board import MIN_HEIGHT, MIN_WIDTH
from megafauna_tui.ui.widgets.hex_map import HexMap
from tests.ui.conftest import enter_game

PEOPLE = [("Ada", None), ("Greedy", "greedy")]


def whole_map(hex_map: HexMap) -> list[str]:
    """The map's drawing as text, all of it, the part scrolled out of sight included."""
    layout = hex_map._current_layout()
    return [strip.text for strip in hex_map._draw(layout.size)]


@pytest.mark.parametrize("size", [(MIN_WIDTH, MIN_HEIGHT), (120, 36), (160, 45)])
async def test_every_hex_keeps_its_number_biome_and_roadrunner_and_every_craton_its_name(
    rules: RulesData, size: tuple[int, int]
) -> None:
    session = Session.deal(rules, PEOPLE, seed=831967305, mode=GameMode.ACHTERBAHN)
    app = MegafaunaApp(bot_delay=0, autosave=False, session=session)
    async with app.run_test(size=size) as pilot:
        await enter_game(pilot)
        hex_map = app.screen.query_one(HexMap)
        game = session.game
        lines = whole_map(hex_map)
        layout = hex_map._current_layout()
        for hex_id, (x, y) in layout.origins.items():
            top = lines[y][x : x + layout.hex_width]
            letter = glyphs.ORGAN[OrganColour(board.roadrunner(game, hex_id).value)][0]
            assert glyphs.ROADRUNNER_ARROW + letter in top, (hex_id, top)
            number = hex_id.partition(":")[2]
            assert number == "0" or number in top, (hex_id, top)
        text = "\n".join(lines)
        for placement in game.geometry.placements:
            assert game.data.cratons[placement.craton].name in text


async def test_a_drifting_map_keeps_its_look_and_each_craton_name_above_its_own_top_row(rules: RulesData) -> None:
    """D3, D4: late in a game (turn 11 of this seed, after drift and collisions) the map at 160x45 keeps the hex
    size and row spacing it had on turn 1, and each craton's name stands whole on the line just above its own
    top row, over its own hexes, where no hex is drawn."""
    session = Session.deal(rules, PEOPLE, seed=831967305, mode=GameMode.ACHTERBAHN)
    bot = make_bot("greedy", 1)
    app = MegafaunaApp(bot_delay=0, autosave=False, session=session)
    async with app.run_test(size=(160, 45)) as pilot:
        await enter_game(pilot)
        hex_map = app.screen.query_one(HexMap)
        first = hex_map._current_layout()
        rows_at_start = {row for _, row in first.coords.values()}
        while session.decision is not None and session.game.state.turn < 11:
            session.answer(ask(bot, session.game))
        hex_map.show(session.game)
        await pilot.pause()
        late = hex_map._current_layout()
        assert {row for _, row in late.coords.values()} != rows_at_start  # the cratons did move
        assert (late.pitch, late.row_pitch, late.hex_width) == (first.pitch, first.row_pitch, first.hex_width)
        lines = whole_map(hex_map)
        game = session.game
        blocks = [late.region(h) for h in late.places]
        for placement in game.geometry.placements:
            own = [late.region(h) for h in late.origins if h.partition(":")[0] == placement.craton]
            top = min(r.y for r in own) - 1
            name = game.data.cratons[placement.craton].name
            at = lines[top].find(name)
            assert at >= 0, (name, lines[top])
            assert min(r.x for r in own) - len(name) <= at <= max(r.right for r in own)
            assert not any(r.contains(at, top) for r in blocks)


async def test_scrolled_sideways_every_row_keeps_its_latitude_label(rules: RulesData) -> None:
    """C1g, G5: at the smallest size the map scrolls; scrolled to its east end, each row still shows its
    latitude and the strip's humidity beside it, at the left edge."""
    session = Session.deal(rules, PEOPLE, seed=831967305, mode=GameMode.ACHTERBAHN)
    app = MegafaunaApp(bot_delay=0, autosave=False, session=session)
    async with app.run_test(size=(MIN_WIDTH, MIN_HEIGHT)) as pilot:
        await enter_game(pilot)
        hex_map = app.screen.query_one(HexMap)
        assert hex_map.max_scroll_x > 0
        hex_map.scroll_to(x=hex_map.max_scroll_x, y=0, animate=False, immediate=True)
        await pilot.pause()
        assert hex_map.scroll_offset.x > 0
        shown = ["".join(s.text for s in hex_map.render_line(y)) for y in range(hex_map.size.height)]
        rows = {row for _, row in hex_map._current_layout().coords.values()}
        labels = [line[:6].strip() for line in shown if line.startswith("lat ")]
        assert labels and all(label in {f"lat {row}" for row in rows} for label in labels)
        assert any("Siberia" in line for line in shown)  # the east end of the map is in view


@pytest.mark.parametrize("turn", [1, 11])
async def test_at_160x45_the_whole_map_is_in_view_without_scrolling(rules: RulesData, turn: int) -> None:
    """C1g, D3, D4: at the size most people play at, every hex and shelf of the Achterbahn map and every
    craton's name stand in the map's view at once, with the view unscrolled: at setup (four cratons side by
    side) and on turn 11 of this seed, after drift and collisions spread the cratons over five latitudes."""
    session = Session.deal(rules, PEOPLE, seed=831967305, mode=GameMode.ACHTERBAHN)
    bot = make_bot("greedy", 1)
    app = MegafaunaApp(bot_delay=0, autosave=False, session=session)
    async with app.run_test(size=(160, 45)) as pilot:
        await enter_game(pilot)
        while session.decision is not None and session.game.state.turn < turn:
            session.answer(ask(bot, session.game))
        assert session.game.state.turn == turn
        hex_map = app.screen.query_one(HexMap)
        hex_map.show(session.game)
        await pilot.pause()
        game = session.game
        layout = hex_map._current_layout()
        assert len(layout.origins) == len(game.terrain)  # every hex of the map has a block
        assert (hex_map.max_scroll_x, hex_map.max_scroll_y) == (0, 0)
        assert hex_map.scroll_offset == (0, 0)
        view = hex_map.scrollable_content_region.size
        shown = ["".join(s.text for s in hex_map.render_line(y)) for y in range(view.height)]
        for place in layout.places:
            region = layout.region(place)
            assert region.right <= view.width and region.bottom <= view.height, (place, region, view)
        for hex_id, (x, y) in layout.origins.items():
            top = shown[y][x : x + layout.hex_width]
            letter = glyphs.ORGAN[OrganColour(board.roadrunner(game, hex_id).value)][0]
            assert glyphs.ROADRUNNER_ARROW + letter in top, (hex_id, top)
            number = hex_id.partition(":")[2]
            assert number == "0" or number in top, (hex_id, top)
        for placement in game.geometry.placements:
            name = game.data.cratons[placement.craton].name
            assert any(name in line for line in shown), name
        rows = {row for _, row in layout.coords.values()}
        assert {f"lat {row}" for row in rows} <= {line[:6].strip() for line in shown}
        if turn == 11:
            assert len(rows) == 5  # the cratons did spread over more latitudes than at setup

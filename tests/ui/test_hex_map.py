"""The hex map: what it draws, clicks and keys, highlights, and odd sizes."""

from __future__ import annotations

from collections.abc import Collection
from itertools import pairwise

import pytest
from textual.app import App, ComposeResult
from textual.color import Color

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import OrganColour, PlayerColour
from megafauna_tui.rules import board
from megafauna_tui.rules.actions import PlayerTurn
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.scenario import Table
from megafauna_tui.rules.state import GameMode
from megafauna_tui.ui import glyphs
from megafauna_tui.ui.widgets.hex_map import HexMap
from megafauna_tui.ui.widgets.hex_map_layout import BARE_PITCH, PITCHES, MapLayout

SIZE = (110, 16)


class MapApp(App[None]):
    """Only the map, shown with a game and highlights, recording what it posts."""

    def __init__(self, game: Game | None = None, highlights: Collection[str] = ()) -> None:
        super().__init__()
        self.game = game
        self.highlights = highlights
        self.selected: list[str] = []
        self.hovered: list[str | None] = []

    def compose(self) -> ComposeResult:
        yield HexMap(id="map")

    def on_mount(self) -> None:
        hex_map = self.query_one(HexMap)
        if self.game is not None:
            hex_map.show(self.game, self.highlights)
        hex_map.focus()

    def on_hex_map_selected(self, event: HexMap.Selected) -> None:
        self.selected.append(event.hex_id)

    def on_hex_map_hovered(self, event: HexMap.Hovered) -> None:
        self.hovered.append(event.hex_id)


@pytest.fixture
def game(rules: RulesData) -> Game:
    """Baltica then Laurentia; Green stands over a lying Orange archetype in Baltica's centre,
    and an Endangered Orange swimmer hunts in Laurentia."""
    table = Table(rules, ["green", "orange"])
    assert table.state.craton_order == ["baltica", "laurentia"]
    table.species("green", "archetype").species("orange", "archetype").species("orange", "swimmer")
    table.creeple("green", "archetype", "baltica:0")
    table.creeple("orange", "archetype", "baltica:0", endangered=True)
    table.creeple("orange", "swimmer", "laurentia:2", "carnivore", endangered=True)
    return table.game(PlayerTurn(PlayerColour.GREEN, 2))


def block(hex_map: HexMap, hex_id: str, line: int) -> str:
    """The text of one line of a hex's block, as drawn."""
    region = hex_map.hex_region(hex_id)
    text = "".join(segment.text for segment in hex_map.render_line(region.y + line))
    return text[region.x : region.right]


def screen_text(hex_map: HexMap) -> list[str]:
    return ["".join(s.text for s in hex_map.render_line(y)) for y in range(hex_map.size.height)]


async def test_creeples_biomes_and_labels_are_drawn(game: Game) -> None:
    app = MapApp(game)
    async with app.run_test(size=SIZE):
        hex_map = app.query_one(HexMap)
        assert "∩G" in block(hex_map, "baltica:0", 1)
        assert "▣" in block(hex_map, "baltica:0", 0)
        assert block(hex_map, "baltica:1", 0).strip().startswith("1")
        assert "∩" not in block(hex_map, "baltica:1", 1)
        lines = screen_text(hex_map)
        assert "Baltica" in lines[0] and "Laurentia" in lines[0]
        assert any(line.startswith("lat 4") for line in lines)
        # Every segment is styled, and a hex's segments say which hex they are.
        for y in range(hex_map.size.height):
            assert all(segment.style is not None for segment in hex_map.render_line(y))
        region = hex_map.hex_region("laurentia:3")
        metas = {s.style.meta.get("hex") for s in hex_map.render_line(region.y + 1) if s.style and s.style.meta}
        assert "laurentia:3" in metas


async def test_shelves_lie_off_the_east_coasts(game: Game) -> None:
    app = MapApp(game)
    async with app.run_test(size=SIZE):
        hex_map = app.query_one(HexMap)
        for hex_id in ("baltica:1", "baltica:3", "laurentia:1", "laurentia:2", "laurentia:3"):
            region = hex_map.hex_region(hex_id)
            line = "".join(s.text for s in hex_map.render_line(region.y + 1))
            assert line[region.right] == "◗", hex_id
        # Baltica's middle shelf is where Laurentia joins it: land, so no mark.
        region = hex_map.hex_region("baltica:2")
        assert "".join(s.text for s in hex_map.render_line(region.y + 1))[region.right] != "◗"


async def test_endangered_creeples_lie_down_beside_the_upright_one(game: Game) -> None:
    app = MapApp(game)
    async with app.run_test(size=SIZE):
        hex_map = app.query_one(HexMap)
        herbivores = block(hex_map, "baltica:0", 1)
        assert herbivores.index("∩G") < herbivores.index("↓∩o")
        assert "↓~o" in block(hex_map, "laurentia:2", 2)
        assert "~O" not in block(hex_map, "laurentia:2", 2)
        region = hex_map.hex_region("laurentia:2")
        [lying] = [s for s in hex_map.render_line(region.y + 2) if "↓~o" in s.text]
        assert lying.style is not None and lying.style.strike  # struck through, yet as readable as the others
        region = hex_map.hex_region("baltica:0")
        [upright] = [s for s in hex_map.render_line(region.y + 1) if "∩G" in s.text]
        assert upright.style is not None and not upright.style.strike


async def test_click_selects_the_hex(game: Game) -> None:
    app = MapApp(game)
    async with app.run_test(size=SIZE) as pilot:
        hex_map = app.query_one(HexMap)
        region = hex_map.hex_region("laurentia:3")
        await pilot.click(HexMap, offset=(region.x + 2, region.y + 1))
        await pilot.pause()
        assert app.selected == ["laurentia:3"]
        assert hex_map.cursor == "laurentia:3"
        await pilot.click(HexMap, offset=(0, 0))  # the margin is no hex
        await pilot.pause()
        assert app.selected == ["laurentia:3"]


async def test_hover_reports_the_hex_under_the_mouse(game: Game) -> None:
    app = MapApp(game)
    async with app.run_test(size=SIZE) as pilot:
        region = app.query_one(HexMap).hex_region("baltica:4")
        await pilot.hover(HexMap, offset=(region.x + 1, region.y + 1))
        await pilot.pause()
        assert app.hovered[-1] == "baltica:4"


async def test_arrows_move_between_adjacent_hexes(game: Game) -> None:
    app = MapApp(game)
    async with app.run_test(size=SIZE) as pilot:
        hex_map = app.query_one(HexMap)
        hex_map.cursor = "baltica:0"
        visited = ["baltica:0"]
        for key in ("right", "down", "up", "left", "left", "up"):
            await pilot.press(key)
            visited.append(hex_map.cursor)
        assert visited == ["baltica:0", "baltica:2", "baltica:3", "baltica:2", "baltica:0", "baltica:5", "baltica:6"]
        for here, there in pairwise(visited):
            assert there in game.neighbours[here]
        await pilot.press("enter")
        await pilot.pause()
        assert app.selected == ["baltica:6"]
        # Right at the end of a row wraps to the start of the next one.
        hex_map.cursor = "laurentia:1"
        await pilot.press("right")
        assert hex_map.cursor == "baltica:5"


async def test_highlights_restrict_navigation(game: Game) -> None:
    highlights = {"baltica:5", "laurentia:0", "laurentia:4"}
    app = MapApp(game, highlights)
    async with app.run_test(size=SIZE) as pilot:
        hex_map = app.query_one(HexMap)
        await pilot.press("right")
        assert hex_map.cursor == "baltica:5"
        await pilot.press("right")
        assert hex_map.cursor == "laurentia:0"
        await pilot.press("down")
        assert hex_map.cursor == "laurentia:4"
        await pilot.press("right")
        assert hex_map.cursor == "baltica:5"  # wraps round to the first legal hex
        await pilot.press("up")
        assert hex_map.cursor == "baltica:5"  # nothing legal to the north: stay
        hex_map.cursor = "baltica:1"
        await pilot.press("home")
        assert hex_map.cursor == "baltica:5"
        # Legal hexes are framed; the others fade towards the background, their marks still readable.
        assert block(hex_map, "laurentia:4", 1).startswith("▏")
        region = hex_map.hex_region("baltica:2")
        [top] = [s for s in hex_map.render_line(region.y) if s.style and s.style.meta.get("hex") == "baltica:2"][:1]
        assert top.style is not None and top.style.bgcolor is not None
        printed = Color.parse(glyphs.BIOME[board.biome(game, "baltica:2")][1])
        assert glyphs.rgb(top.style.bgcolor) != printed


async def test_empty_highlight_set_moves_over_every_hex(game: Game) -> None:
    app = MapApp(game, set())
    async with app.run_test(size=SIZE) as pilot:
        hex_map = app.query_one(HexMap)
        await pilot.press("home")
        assert hex_map.cursor == "baltica:6"  # first hex, north-west
        await pilot.press("right", "right")
        assert hex_map.cursor == "laurentia:6"
        assert not any("▏" in line for line in screen_text(hex_map))
        hex_map.show(game, {"laurentia:1"})
        hex_map.show(game, ())
        await pilot.press("left")
        assert hex_map.cursor == "baltica:1"


async def test_empty_map_and_tiny_sizes_never_crash(game: Game) -> None:
    app = MapApp()
    async with app.run_test(size=(12, 4)) as pilot:
        hex_map = app.query_one(HexMap)
        await pilot.press("up", "down", "left", "right", "home", "enter")
        await pilot.click(HexMap, offset=(1, 0))
        assert hex_map.cursor is None and app.selected == []
        assert all(len(line) == hex_map.size.width for line in screen_text(hex_map))
        assert hex_map.render_line(99).cell_length == hex_map.size.width
        hex_map.show(game, {"baltica:0"})
        await pilot.pause()
        await pilot.press("right", "enter")
        assert hex_map.cursor == "baltica:0"
        assert all(len(line) == hex_map.size.width for line in screen_text(hex_map))
        await pilot.resize_terminal(1, 1)
        await pilot.pause()
        screen_text(hex_map)
        await pilot.resize_terminal(*SIZE)
        await pilot.pause()
        assert "∩G" in block(hex_map, "baltica:0", 1)


def test_four_cratons_fit_a_hundred_columns(rules: RulesData) -> None:
    game = Game.new(rules, players=4, seed=7)
    layout = MapLayout.fitting(game.geometry, 100)
    assert layout.size.width <= 100 and layout.size.height <= 16
    assert set(layout.origins) == set(game.hexes)
    full = MapLayout.fitting(game.geometry, 200)
    assert full.pitch == PITCHES[0] and full.hex_width == 9
    # Brick layout at full size: 5 characters a grid column, 4 lines a row, 9-character blocks.
    min_column = min(column for column, _ in full.coords.values())
    min_row = min(row for _, row in full.coords.values())
    for hex_id, (x, y) in full.origins.items():
        column, row = full.coords[hex_id]
        assert (x, y) == (6 + (column - min_column) * 5, 1 + (row - min_row) * 4), hex_id


async def test_a_wide_achterbahn_map_marks_disks_dice_and_shelves(rules: RulesData) -> None:
    """With room enough, the centre hexes show the die's face and the disk on them (C1g, C1i), and each
    shelf a block of its own beside its coast: a click on it picks the shelf (D12)."""
    game = Game.new(rules, players=4, seed=7, mode=GameMode.ACHTERBAHN)
    app = MapApp(game, highlights={"laurentia:middle"})
    async with app.run_test(size=(160, 20)) as pilot:
        hex_map = app.query_one(HexMap)
        for craton in game.state.latitude_dice:
            hex_id = f"{craton}:0"
            letter = glyphs.BIOME[board.biome(game, hex_id)][0]
            assert f"▣4 ●{letter}" in block(hex_map, hex_id, 0)  # the die on 4, a disk making the biome
        assert "◗kg" in block(hex_map, "laurentia:south", 0)  # the bloom of C1h
        assert block(hex_map, "laurentia:middle", 0).startswith("▏◗")  # lit: a legal answer
        assert "▏" not in block(hex_map, "laurentia:north", 0)
        region = hex_map.hex_region("laurentia:middle")
        await pilot.click(HexMap, offset=(region.x + 2, region.y + 1))
        assert app.selected == ["laurentia:middle"]
        assert "bare shelf" in hex_map.describe("laurentia:middle")


async def test_the_densest_map_keeps_four_marks_a_hex_and_frames_it_in_the_gaps(rules: RulesData) -> None:
    """At the bare pitch a hex is its 4 characters of marks, number, biome and roadrunner (F3d, G4, H3), edge
    to edge: the frame of a legal answer (D12) and the cursor stand in the gap columns either side."""
    game = Game.new(rules, players=4, seed=7, mode=GameMode.ACHTERBAHN)
    app = MapApp(game, highlights={"laurentia:2", "laurentia:south"})
    async with app.run_test(size=(88, 14)) as pilot:
        hex_map = app.query_one(HexMap)
        layout = hex_map._current_layout()
        assert layout.pitch == BARE_PITCH and layout.hex_width == 4
        assert (hex_map.max_scroll_x, hex_map.max_scroll_y) == (0, 0)  # four cratons in 88 columns
        for hex_id in ("laurentia:2", "laurentia:south"):
            region = hex_map.hex_region(hex_id)
            line = "".join(s.text for s in hex_map.render_line(region.y))
            assert line[region.x - 1] == glyphs.FRAME_RIGHT and line[region.right] == glyphs.FRAME_LEFT, line
        region = hex_map.hex_region("laurentia:2")
        biome = glyphs.BIOME[board.biome(game, "laurentia:2")][0]
        roadrunner = glyphs.ORGAN[OrganColour(board.roadrunner(game, "laurentia:2").value)][0]
        top = block(hex_map, "laurentia:2", 0)
        assert top == f"2{biome}{glyphs.ROADRUNNER_ARROW}{roadrunner}", top
        hex_map.cursor = "laurentia:2"
        await pilot.pause()
        line = "".join(s.text for s in hex_map.render_line(region.y))
        assert line[region.x - 1] == " " and line[region.right] == " "  # the cursor's edges, reversed
        assert block(hex_map, "laurentia:2", 0) == top  # the cursor covers no mark
        await pilot.click(HexMap, offset=(region.x, region.y + 1))
        assert app.selected == ["laurentia:2"]

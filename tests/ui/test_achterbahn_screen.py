"""The Achterbahn game on screen: the climate column and the map follow the disks as they move.

These tests open the game screen on positions built with ``Table(..., mode=ACHTERBAHN)``,
so each shows one situation exactly: a disk move is on the stack, the Medea picks the
offshore shelf it goes to (D12), and a second, fixed move follows it (D13).

Regenerate the snapshots after a deliberate change with
``pytest tests/ui/test_achterbahn_screen.py --snapshot-update``.
"""

from __future__ import annotations

from typing import Any

from rich.style import Style
from rich.text import Text
from textual.pilot import Pilot

from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import DiskColour, PlayerColour
from megafauna_tui.rules import climate
from megafauna_tui.rules.actions import PlayerTurn
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.disks import MoveDisk
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.scenario import Table
from megafauna_tui.rules.state import GameMode
from megafauna_tui.rules.words import counted
from megafauna_tui.savefile import Seat
from megafauna_tui.ui import glyphs
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.screens.game import GameScreen
from megafauna_tui.ui.widgets.climate import RAIN_WORDS, ZONE_WORDS, ClimateColumn, level_name
from megafauna_tui.ui.widgets.hex_map import HexMap
from tests.ui.conftest import enter_game

WIDE, NARROW = (160, 45), (120, 36)


def degassing(rules: RulesData) -> Game:
    """Three players; Green's swimmer lives on Laurentia's southern bloom. A black disk leaves the
    Atmosphere for a shelf the Medea picks (D12), then a white one rises from the Clouds (D13), then
    Orange takes actions."""

    table = Table(rules, ["black", "green", "orange"], seed=3, mode=GameMode.ACHTERBAHN)
    table.species("black", "archetype").species("green", "archetype").species("orange", "archetype")
    table.species("green", "swimmer")
    table.creeple("black", "archetype", "siberia:1")
    table.creeple("green", "archetype", "baltica:5")
    table.creeple("green", "swimmer", "laurentia:south")
    table.creeple("orange", "archetype", "laurentia:4")
    return table.game(
        PlayerTurn(PlayerColour.ORANGE, 2),  # then Orange's actions (the events after it are not built yet)
        MoveDisk(DiskColour.WHITE, climate.CLOUDS, climate.ATMOSPHERE, "D13", "the evaporation"),
        MoveDisk(DiskColour.BLACK, climate.ATMOSPHERE, "offshore", "D12", "the degassing"),
        then=None,
    )


def app_on(game: Game) -> MegafaunaApp:
    seats = [Seat(p.colour.value, p.colour.value.capitalize(), None) for p in game.state.players]
    return MegafaunaApp(bot_delay=0, autosave=False, session=Session(game.data, game, seats))


def game_screen(app: MegafaunaApp) -> GameScreen:
    """The game screen, under a hand-off screen if one covers it."""
    screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
    return screen


def column_text(app: MegafaunaApp) -> str:
    return game_screen(app).query_one(ClimateColumn).describe().plain


def wide_readings(game: Game) -> list[str]:
    """What the wide column must say of the engine's readings of the reservoirs now."""
    now = climate.readings(game)
    full = climate.capacity(game, climate.ATMOSPHERE)
    rain, _ = RAIN_WORDS[now.precipitation]
    return [
        f"Oxygen {now.oxygen_disks}/18 · O2 {now.oxygen_percent}%",
        f" {counted(now.actions, 'action')} A2a",
        f" dark heart {now.dark_heart} D7b",
        f" {ZONE_WORDS[now.zone]} D10c",
        f"Clouds {now.cloud_disks}/12  albedo {now.albedo:.1f}",
        f" green heart {now.green_heart} D7c",
        f" {rain} D10",
        f"Atmosphere {now.atmosphere_disks}/{full}",
        f" {level_name(now.greenhouse)} · {now.climate.value.replace('_', ' ')}",
        f" Green: {counted(now.green_actions, 'action')} A2b",
        "RUNAWAY" if now.full_atmosphere else f" runaway in {full - now.atmosphere_disks} D10h",
    ]


def assert_column_reads(app: MegafaunaApp, game: Game) -> None:
    """Every reading the wide column shows is the engine's reading of the reservoirs now."""
    now = climate.readings(game)
    full = climate.capacity(game, climate.ATMOSPHERE)
    text = column_text(app)
    for expected in wide_readings(game):
        assert expected in text, f"{expected!r} not in the column:\n{text}"
    tracks = {
        r: "".join(d.value[0] if d is not DiskColour.BLACK else "k" for d in game.state.reservoirs[r])
        for r in climate.RESERVOIRS
    }
    assert f" {tracks[climate.OXYGEN]}{'·' * (18 - now.oxygen_disks)}\n" in text
    assert f" {tracks[climate.ATMOSPHERE]}{'·' * (full - now.atmosphere_disks)}\n" in text
    for latitude, row in enumerate(now.strip.latitudes):
        letter = "h" if row.humidity.value == "green" else "a"
        assert f"\n {latitude} {letter} " in text


def shelf_text(hex_map: HexMap, shelf: str, line: int) -> str:
    """What the shelf's block shows on one of its lines from its left edge to its right edge (in the densest
    map, the gap columns beside it), as drawn on screen once the map is scrolled to it (a map too wide for
    the window scrolls rather than drop a mark)."""
    region = hex_map.hex_region(shelf)
    hex_map.scroll_to_region(region.grow((0, 1, 0, 1)), animate=False, immediate=True)
    left, right = hex_map._current_layout().edges(shelf)
    x, y = left - hex_map.scroll_offset.x, region.y - hex_map.scroll_offset.y
    return "".join(s.text for s in hex_map.render_line(y + line))[x : x + right - left + 1]


async def test_the_column_reads_the_reservoirs_the_moment_a_disk_moves_and_a_shelf_is_clicked(
    rules: RulesData,
) -> None:
    game = degassing(rules)
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.MEDEA_PLACE
    assert decision.player is PlayerColour.GREEN  # the lowest skeletal number holds the Medea (C1d)
    shelves = [o.hex for o in decision.options]
    assert shelves and all(s is not None and s.endswith(":middle") for s in shelves)
    app = app_on(game)
    async with app.run_test(size=WIDE) as pilot:
        await enter_game(pilot)
        screen = game_screen(app)
        # The black disk is in the Medea's hand: the Atmosphere reads one fewer already (D10h: 8 to a runaway).
        assert game.state.reservoirs[climate.ATMOSPHERE].count(DiskColour.BLACK) == 2
        assert_column_reads(app, game)
        assert "Medea: Green (G)" in column_text(app)
        hex_map = screen.query_one(HexMap)
        assert hex_map.highlights == frozenset(shelves)
        target = shelves[-1]
        assert target is not None
        # A bare shelf, framed: a legal answer (in the densest map, the bar stands in the gap beside it).
        bar = glyphs.FRAME_RIGHT if hex_map._current_layout().bare else glyphs.FRAME_LEFT
        assert shelf_text(hex_map, target, 0).startswith(bar + "◗ ")
        assert "∩G" not in shelf_text(hex_map, "laurentia:south", 1) and "~G" in shelf_text(
            hex_map, "laurentia:south", 1
        )
        assert "◗kg" in shelf_text(hex_map, "laurentia:south", 0)  # the bloom: green over black carbon

        region = hex_map.hex_region(target)
        offset = (region.x - hex_map.scroll_offset.x + 2, region.y - hex_map.scroll_offset.y + 1)
        await pilot.click(HexMap, offset=offset)
        await pilot.pause()

        # The black disk lies on the shelf, the white one rose from the Clouds: both show at once.
        assert game.state.shelf(target) is not None
        assert game.state.reservoirs[climate.CLOUDS] == [DiskColour.WHITE] * 5
        assert "◗k" in shelf_text(hex_map, target, 0)
        assert_column_reads(app, game)
        assert any(f"to the shelf {target} (the degassing)" in entry.text for entry in game.state.log)


async def test_a_shelf_is_picked_with_the_map_cursor_and_the_narrow_column_stays(rules: RulesData) -> None:
    game = degassing(rules)
    decision = game.decision
    assert decision is not None
    app = app_on(game)
    async with app.run_test(size=NARROW) as pilot:
        await enter_game(pilot)
        column = game_screen(app).query_one(ClimateColumn)
        assert column.display and column.compact and column.size.width < 20
        now = climate.readings(game)
        text = column.describe().plain
        assert f"O2 {now.oxygen_percent}% {now.oxygen_disks}/18" in text
        assert f"At {now.atmosphere_disks}/13 2k3w" in text and "Medea: G" in text
        await pilot.press("m", "home")
        hex_map = game_screen(app).query_one(HexMap)
        assert hex_map.cursor == decision.options[0].hex  # the cursor walks the lit shelves
        await pilot.press("right")
        picked = hex_map.cursor
        assert picked == decision.options[1].hex
        await pilot.press("enter")
        await pilot.pause()
        assert picked is not None and game.state.shelf(picked) is not None
        text = column.describe().plain
        assert f"At {climate.readings(game).atmosphere_disks}/13 2k4w" in text


async def test_the_map_shows_the_dice_the_strip_and_a_windy_turn(rules: RulesData) -> None:
    game = degassing(rules)
    app = app_on(game)
    async with app.run_test(size=WIDE) as pilot:
        await enter_game(pilot)
        hex_map = game_screen(app).query_one(HexMap)
        # The whole map, the part a narrow window scrolls out of sight included.
        lines = [strip.text for strip in hex_map._draw(hex_map.virtual_size)]
        drawn = "\n".join(lines)
        for craton in game.state.latitude_dice:  # C1g: every die on 4 at setup
            assert f"{rules.cratons[craton].name} ▣4" in drawn
        # Beside each row, the strip in force: latitude 4 is humid with a westward wind at Eden.
        label = next(i for i, line in enumerate(lines) if line.startswith("lat 4"))
        assert lines[label + 1].startswith(" h ←")
        assert "humid (h)" in hex_map.describe(f"{game.state.latitude_dice[0]}:0")
        game.state.windy = True  # D11: wind both ways in every latitude until the turn ends
        game_screen(app).refresh_view()
        await pilot.pause()
        lines = ["".join(s.text for s in hex_map.render_line(y)) for y in range(hex_map.size.height)]
        assert lines[label + 1].startswith(" h ↔")
        assert "windy turn ↔ D11" in column_text(app)
        tooltip = hex_map.describe("laurentia:south")
        assert "a bloom (◗kg)" in tooltip and "Green's swimmer (~G)" in tooltip


def test_achterbahn_game_screen(snap_compare: Any, rules: RulesData) -> None:
    assert snap_compare(app_on(degassing(rules)), terminal_size=WIDE, run_before=enter_game)


def test_achterbahn_game_screen_at_120_by_36(snap_compare: Any, rules: RulesData) -> None:
    async def settle(pilot: Pilot[None]) -> None:
        await enter_game(pilot)

    assert snap_compare(app_on(degassing(rules)), terminal_size=NARROW, run_before=settle)


async def test_a_reservoir_the_medea_may_choose_is_lit_and_clicked_in_the_column(rules: RulesData) -> None:
    """D13: a white disk liberated from the map goes to the Clouds or the Atmosphere, the Medea's choice. Both
    reservoirs light up in the climate column; clicking the Atmosphere's line answers the question."""
    table = Table(rules, ["black", "green"], seed=3, mode=GameMode.ACHTERBAHN)
    table.species("black", "archetype").creeple("black", "archetype", "siberia:1")
    table.species("green", "archetype").creeple("green", "archetype", "baltica:5")
    centre = next(h for h, d in table.state.disks.items() if d is DiskColour.WHITE)
    game = table.game(
        PlayerTurn(PlayerColour.BLACK, 2),
        MoveDisk(DiskColour.WHITE, centre, "clouds_or_atmosphere", "D13", "the thaw"),
        then=None,
    )
    assert game.decision is not None and set(game.decision.keys) == {climate.CLOUDS, climate.ATMOSPHERE}
    before = climate.count(game.state, climate.ATMOSPHERE)
    app = app_on(game)
    async with app.run_test(size=WIDE) as pilot:
        await enter_game(pilot)
        column = game_screen(app).query_one(ClimateColumn)
        assert [line.plain.split()[0] for line in lit_lines(column)] == ["Clouds", "Atmosphere"]
        row = next(y for y, reservoir in sorted(column._rows.items()) if reservoir == climate.ATMOSPHERE)
        await pilot.click(ClimateColumn, offset=(2, row))
        await pilot.pause()
        assert climate.count(game.state, climate.ATMOSPHERE) == before + 1
        assert centre not in game.state.disks
        assert lit_lines(column) == []


def lit_lines(column: ClimateColumn) -> list[Text]:
    """The column's lines drawn lit, as targets of the pending choice (reverse video)."""
    lines = column.describe().split("\n")
    return [line for line in lines if any(span.style and Style.parse(str(span.style)).reverse for span in line.spans)]

"""Keys repaint only what changed, and what they leave on screen is what a full redraw shows.

The widgets draw a new position at once and ask Textual to repaint only the lines that differ; the game
screen draws what changed under a hand-off before it is uncovered; a key holds garbage collection off
while its answer is drawn. bench/ui.py measures the times; these tests pin down that the screen stays the
same.
"""

from __future__ import annotations

import gc

import pytest
from textual.app import App, ComposeResult
from textual.pilot import Pilot
from textual.strip import Strip
from textual.widget import Widget

from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.rules.actions import PlayerTurn
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.scenario import Table
from megafauna_tui.rules.state import GameMode
from megafauna_tui.savefile import Seat
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.collector import Collector
from megafauna_tui.ui.screens.game import GameScreen
from megafauna_tui.ui.widgets.hex_map import HexMap


def repaint_everything(app: App[None]) -> None:
    """Forget every line Textual keeps drawn on the current screen: the next frame draws all of them anew."""
    screen = app.screen
    for widget in [screen, *screen.query("*")]:
        vertical, horizontal = widget.scrollbars_enabled
        for part in [widget, *([widget.vertical_scrollbar] if vertical else [])]:
            part.refresh()
        if horizontal:
            widget.horizontal_scrollbar.refresh()


async def same_after_full_redraw(app: App[None], pilot: Pilot[None]) -> None:
    shown = app.export_screenshot()
    repaint_everything(app)
    await pilot.pause()
    assert app.export_screenshot() == shown


@pytest.mark.parametrize("mode", [GameMode.TOOTH_AND_CLAW, GameMode.ACHTERBAHN])
async def test_every_key_leaves_the_screen_a_full_redraw_shows(rules: RulesData, mode: GameMode) -> None:
    """Four people at one keyboard (a hand-off between them), answers spread over the options: after every
    key the screen is exactly what drawing every line of it again shows."""
    game = Game.new(rules, players=4, seed=11, mode=mode)
    seats = [Seat(p.colour.value, p.colour.value, None) for p in game.state.players]
    app = MegafaunaApp(bot_delay=0, autosave=False, session=Session(rules, game, seats))
    async with app.run_test(size=(160, 45)) as pilot:
        await pilot.pause()
        for turn in range(40):
            screen = app.screen
            if isinstance(screen, GameScreen) and screen.decision is not None:
                key = str(turn % min(3, len(screen.decision.options)) + 1)
            else:
                key = "enter"
            await pilot.press(key)
            await pilot.pause()
            await same_after_full_redraw(app, pilot)


class MapApp(App[None]):
    def compose(self) -> ComposeResult:
        yield HexMap()


def counting_lines(widget: Widget) -> list[int]:
    """The lines the widget draws from now on, as Textual asks for them (``render_line``)."""
    asked: list[int] = []
    render_line = widget.render_line

    def counted(y: int) -> Strip:
        asked.append(y)
        return render_line(y)

    widget.render_line = counted  # type: ignore[method-assign]
    return asked


def two_creeples(rules: RulesData, hex_id: str) -> Game:
    table = Table(rules, ["green", "orange"])
    table.species("green", "archetype").species("orange", "archetype")
    table.creeple("green", "archetype", "baltica:0")
    table.creeple("orange", "archetype", hex_id)
    return table.game(PlayerTurn(PlayerColour.GREEN, 2))


async def test_the_map_repaints_only_the_lines_that_changed(rules: RulesData) -> None:
    app = MapApp()
    async with app.run_test(size=(120, 40)) as pilot:
        hex_map = app.query_one(HexMap)
        hex_map.show(two_creeples(rules, "baltica:2"))
        await pilot.pause()
        asked = counting_lines(hex_map)
        hex_map.show(two_creeples(rules, "baltica:2"))  # the same position again
        await pilot.pause()
        assert asked == []  # nothing drawn again
        hex_map.show(two_creeples(rules, "baltica:3"))  # one creeple moved
        await pilot.pause()
        assert asked and len(set(asked)) < hex_map.size.height // 2
        shown = [hex_map.render_line(y).text for y in range(hex_map.size.height)]
        hex_map.refresh()  # the whole map drawn again shows the same
        await pilot.pause()
        assert [hex_map.render_line(y).text for y in range(hex_map.size.height)] == shown


def test_a_key_holds_collections_off_until_released() -> None:
    collector = Collector()
    assert not collector.hold()  # the schedule is not running: nothing to hold
    collector.start()
    try:
        assert gc.isenabled()
        assert collector.hold()
        assert not gc.isenabled()
        assert not collector.hold()  # one hold at a time
        collector.release()
        assert gc.isenabled()
        assert collector.hold()
    finally:
        collector.stop()  # releases a hold still on
    assert gc.isenabled()

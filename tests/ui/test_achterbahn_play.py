"""A whole Achterbahn game at one keyboard, and random keys and clicks through one.

Four people play a seeded standard game from the new-game screen to the final scoring. Each
question is answered the way a person would: a number key, the arrows and Enter when there are
more than ten options, or a click on the hex or offshore shelf the option names. At every question
the test reads what the screen paints (the climate column's lines and the map's blocks, not the
engine) and compares it with the engine: the reservoirs and their readings (D7, D10, A2), the
latitude strip beside every row (F5a, G5, D11), the biome each disk makes (D12d), the latitude
dice (C1g, D1a), every creeple and every disk on a shelf (C1h, D12b), and the rows the cratons
have drifted to (D3). The screen only draws when someone is asked something, so a question in
the middle of the event phase (the Medea's, D12) is where the column is seen between two events.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable
from pathlib import Path

import pytest
from rich.table import Table
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import Static

from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules import board, climate
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.geometry import HexId
from megafauna_tui.rules.scoring import SCORE_PARTS
from megafauna_tui.rules.state import GameLength, GameMode, Phase
from megafauna_tui.rules.words import counted
from megafauna_tui.ui import glyphs
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.screens.game import GameScreen
from megafauna_tui.ui.screens.handoff import HandoffScreen
from megafauna_tui.ui.screens.new_game import NewGameScreen
from megafauna_tui.ui.screens.scoring import AwardsScreen, ScoringScreen
from megafauna_tui.ui.screens.start import StartScreen
from megafauna_tui.ui.widgets.climate import ClimateColumn
from megafauna_tui.ui.widgets.hex_map import HexMap
from megafauna_tui.ui.widgets.hex_map_layout import LEFT_MARGIN
from tests.ui.conftest import HANG, enter_game, screen_text
from tests.ui.test_achterbahn_screen import wide_readings

SIZE = (160, 45)
#: A standard four-person game played to its last turn, 11, with the fossil awards of Era I behind it;
#: with these answers it has windy turns, cratons drifting, over a dozen questions for the Medea in the
#: middle of the events, shelves to click and lists longer than ten options.
SEED = 8


def painted(widget: Widget) -> list[str]:
    """The lines a widget paints now: a widget nobody told of a change still paints its old lines."""
    return ["".join(segment.text for segment in widget.render_line(y)) for y in range(widget.size.height)]


def assert_column_agrees(column: ClimateColumn, game: Game) -> None:
    """The climate column, as painted, reads what the engine reads from the reservoirs now."""
    lines = [line.rstrip() for line in painted(column)]
    text = "\n".join(lines)
    for expected in wide_readings(game):
        assert expected in text, f"{expected!r} not painted in the column:\n{text}"
    for reservoir in climate.RESERVOIRS:
        disks = game.state.reservoirs.get(reservoir, [])
        letters = "".join(glyphs.DISK[d][0] for d in disks)
        track = f" {letters}{'·' * max(0, climate.capacity(game, reservoir) - len(disks))}"
        assert any(line.startswith(track[: len(line)]) and len(line) >= min(len(track), 20) for line in lines), (
            f"{reservoir}: {track!r} not painted:\n{text}"
        )
    holders = [p.colour for p in game.state.players if p.medea]
    medea = f"Medea: {holders[0].value.capitalize()} ({glyphs.PLAYER[holders[0]][0]})" if holders else "Medea: -"
    assert medea in lines, text
    for latitude, row in enumerate(climate.strip(game).latitudes):
        letter = glyphs.HUMIDITY[row.humidity][0]
        arrow = glyphs.WINDY if game.state.windy else glyphs.WIND[row.wind]
        assert any(line.startswith(f" {latitude} {letter}") and arrow in line for line in lines), (latitude, text)
    assert ("windy turn ↔ D11" in lines) is game.state.windy


def creeples_read(shown: str, game: Game, place: str, level_line: int, width: int) -> bool:
    """Whether a block's creeple line shows the creeples at that level, in order: all of them, or as many
    as fit and how many more (+n), or the first alone when not even that fits."""
    level = ("herbivore", "carnivore")[level_line - 1]
    here = [c for c in game.state.creeples_in(place) if c.level.value == level]
    here = [c for c in here if not c.endangered] + [c for c in here if c.endangered]
    tokens = []
    for creeple in here:
        glyph = glyphs.creeple_glyph(creeple.colour, creeple.shape)
        tokens.append(glyph if not creeple.endangered else glyphs.LYING_DOWN + glyph[:-1] + glyph[-1].lower())
    shown = shown.replace(" ", "")
    if shown == "".join(tokens):
        return True
    if any(shown == "".join(tokens[:count]) + f"+{len(tokens) - count}" for count in range(1, len(tokens))):
        return True
    return bool(tokens) and len("".join(tokens)) > width and shown == tokens[0][:width]


class MapCheck:
    """Reads the map as painted and compares every block in view with the engine."""

    def __init__(self) -> None:
        self.blocks = 0
        self.out_of_view = 0
        self.dice = 0

    def block(self, hex_map: HexMap, lines: list[str], place: str) -> list[str] | None:
        """The three painted lines of a hex or shelf block, inside its edges; None if not wholly in view."""
        region = hex_map.hex_region(place)
        x, y = region.x - hex_map.scroll_offset.x, region.y - hex_map.scroll_offset.y
        if region.width == 0:
            return None
        # Scrolled sideways, the latitude labels cover the map's left edge (LEFT_MARGIN columns).
        left = LEFT_MARGIN if hex_map.scroll_offset.x > 0 else 0
        if x < left or y < 0 or y + region.height > len(lines) or x + region.width > len(lines[0]):
            self.out_of_view += 1
            return None
        self.blocks += 1
        # The text between the block's edges (in the densest map the edges are the gaps beside it).
        inner, width = hex_map._current_layout().inside(place)
        x += inner - region.x
        return [line[x : x + width] for line in lines[y : y + region.height]]

    def check(self, hex_map: HexMap, game: Game) -> None:
        lines = painted(hex_map)
        state = game.state
        biome_letters = {letter for letter, _ in glyphs.BIOME.values()}
        for hex_key, (_, row) in game.geometry.position.items():
            place = str(hex_key)
            block = self.block(hex_map, lines, place)
            if block is None:
                continue
            top = block[0]
            letter = glyphs.BIOME[board.biome(game, place)][0]
            assert [c for c in top if c in biome_letters] == [letter], (place, top, board.biome(game, place))
            if glyphs.DISK_MARK in top:
                assert place in state.disks, (place, top)
            if glyphs.DIE_SQUARE in top:
                craton = place.partition(":")[0]
                assert place.endswith(":0") and craton in state.latitude_dice, (place, top)
                face = top.split(glyphs.DIE_SQUARE)[1][:1]
                assert not face.isdigit() or face == str(row), (place, top, row)  # D1a: the die shows its latitude
            for line in (1, 2):
                assert creeples_read(block[line], game, place, line, len(block[line])), (place, line, block)
            region = hex_map.hex_region(place)
            y = region.y - hex_map.scroll_offset.y
            if hex_map.scroll_offset.x == 0:
                # The block lies on its craton's row now (D3 drift): the label and the strip beside it say so.
                assert lines[y + 1].startswith(f"lat {row}"[:5]), (place, row, lines[y + 1][:8])
                reading = climate.strip_row(game, row)
                arrow = glyphs.WINDY if state.windy else glyphs.WIND[reading.wind]
                assert lines[y + 2][1] == glyphs.HUMIDITY[reading.humidity][0], (place, row, lines[y + 2][:5])
                assert lines[y + 2][3] == arrow, (place, row, lines[y + 2][:5])
        self.check_dice(hex_map, lines, game)
        for shelf_id in game.map.shelf_coast:
            block = self.block(hex_map, lines, shelf_id)
            if block is None:
                continue
            shelf = state.shelf(shelf_id)
            disks = "".join(glyphs.DISK[d][0] for d in ([] if shelf is None else shelf.disks))
            expected = glyphs.SHELF + "×" if shelf_id in state.interlocked else (glyphs.SHELF + disks)[:3]
            assert block[0].rstrip() == expected, (shelf_id, block[0], disks)
            for line in (1, 2):
                assert creeples_read(block[line], game, shelf_id, line, len(block[line])), (shelf_id, line, block)

    def check_dice(self, hex_map: HexMap, lines: list[str], game: Game) -> None:
        """Above each craton with a latitude die, its name and the die's face: the craton's latitude (C1g, D1a)."""
        for craton in game.state.latitude_dice:
            regions = [hex_map.hex_region(str(h)) for h in game.geometry.position if h.craton == craton]
            offset = hex_map.scroll_offset
            left, right = min(r.x for r in regions) - offset.x, max(r.right for r in regions) - offset.x
            top = min(r.y for r in regions) - 1 - offset.y
            if not 0 <= top < len(lines) or left < 0:
                continue
            label = lines[top][left:right]
            row = game.geometry.latitude(HexId.parse(f"{craton}:0"))
            if glyphs.DIE_SQUARE in label:  # a narrow craton keeps only its name's first letters
                assert label.split(glyphs.DIE_SQUARE)[1][:1] == str(row), (craton, label, row)
                self.dice += 1


def assert_scores_agree(app: MegafaunaApp, game: Game) -> None:
    """Every line of the final scoring table (A7) is the engine's score."""
    table = app.screen.query_one("#scores", Static).content
    assert isinstance(table, Table)
    rows = list(table.columns[0].cells)
    for column, player in zip(table.columns[1:], game.state.players, strict=True):
        cells = [str(cell) for cell in column.cells]
        for part, cell in zip((*SCORE_PARTS, "total"), cells, strict=True):
            points = str(game.state.scores[player.colour][part])
            if part == "tableau" and player.medea:  # A7c: the Medea's point, named in the holder's cell
                points += " (Medea 1)"
            assert cell == points, (player.colour, part, rows)


async def start_from_the_menu(pilot: Pilot[None]) -> None:
    """New game, Achterbahn, four people (the default names, every seat human), the seed."""
    await enter_game(pilot)
    await pilot.press("enter")  # New game
    await pilot.pause()
    assert isinstance(pilot.app.screen, NewGameScreen)
    await pilot.press("down", "enter")  # the mode list has the focus: Achterbahn
    await pilot.click("#players-4")
    await pilot.click("#seed")
    await pilot.press(*str(SEED))
    await pilot.press("ctrl+n")
    await pilot.pause()


async def test_four_people_play_a_whole_achterbahn_game_and_the_screen_follows_the_engine(
    private_home: Path,
) -> None:
    app = MegafaunaApp(bot_delay=0)
    picks = random.Random(SEED)
    map_check = MapCheck()
    seen = {"checks": 0, "in events": 0, "windy": 0, "hex clicks": 0, "shelf clicks": 0, "arrows": 0, "awards": 0}
    placements: set[object] = set()
    async with app.run_test(size=SIZE) as pilot:
        await start_from_the_menu(pilot)
        assert isinstance(app.screen, HandoffScreen)  # four people: the first one is handed the keyboard
        game_screen = app.screen_stack[-2]
        assert isinstance(game_screen, GameScreen)
        session = game_screen.session
        state = session.game.state
        assert state.mode is GameMode.ACHTERBAHN and state.length is GameLength.STANDARD
        assert len(state.players) == 4 and all(seat.bot is None for seat in session.seats)
        column = game_screen.query_one(ClimateColumn)
        hex_map = game_screen.query_one(HexMap)
        for _ in range(1500):
            screen = app.screen
            game = session.game  # the session's game, the one the screen shows
            if isinstance(screen, ScoringScreen):
                break
            if isinstance(screen, HandoffScreen):
                await pilot.press("enter")
            elif isinstance(screen, AwardsScreen):
                seen["awards"] += 1
                text = screen_text(app)
                for player in game.state.players:  # I5: the fossils each player now has in the record
                    name = session.seat(player.colour).name
                    letter = glyphs.PLAYER[player.colour][0]
                    assert f"{name} [{letter}]: {counted(player.fossils, 'fossil')} in the record" in text
                await pilot.press("enter")
            else:
                assert screen is game_screen, screen
                decision = session.decision
                assert decision is not None
                assert_column_agrees(column, game)
                map_check.check(hex_map, game)
                seen["checks"] += 1
                seen["in events"] += game.state.phase is Phase.EVENTS
                seen["windy"] += game.state.windy
                placements.add(game.state.placements)
                answered = len(session.answers)
                index = picks.randrange(len(decision.options))
                option = decision.options[index]
                same_place = [o for o in decision.options if o.hex == option.hex]
                region = hex_map.hex_region(option.hex) if option.hex is not None else None
                if region is not None and region.width and len(same_place) == 1 and seen["checks"] % 2:
                    x, y = region.x - hex_map.scroll_offset.x, region.y - hex_map.scroll_offset.y
                    assert option.hex in hex_map.highlights  # the legal places light up
                    shelf = option.hex in game.map.shelf_coast
                    seen["shelf clicks" if shelf else "hex clicks"] += 1
                    await pilot.click(HexMap, offset=(x + 2, y + 1))
                elif index < 10 and len(decision.options) <= 10 and seen["checks"] % 7:
                    await pilot.press(str((index + 1) % 10))  # past ten options a digit may begin a longer number
                else:
                    seen["arrows"] += 1
                    await pilot.press("home", *["down"] * index, "enter")
                await pilot.pause()
                assert len(session.answers) == answered + 1, f"{option.key!r} was not taken as the answer"
            await pilot.pause()
        assert isinstance(app.screen, ScoringScreen), app.screen
        assert session.decision is None and game.state.phase is Phase.OVER
        assert_scores_agree(app, game)
        await pilot.press("b")  # the final board: the column and the map still read the end of the game
        await pilot.pause()
        assert app.screen_stack[-1] is game_screen
        assert_column_agrees(column, game)
        map_check.check(hex_map, game)
    assert seen["awards"] == 1 and seen["in events"] >= 10 and seen["windy"] > 0
    assert seen["hex clicks"] > 0 and seen["shelf clicks"] > 0 and seen["arrows"] > 0
    assert len(placements) > 1  # the cratons moved, and the map moved with them
    assert map_check.dice > 0
    # At 160x45 the four cratons are wider than the map's part of the screen at the smallest size that keeps
    # every mark, so the map scrolls sideways: most blocks, not almost all, are in view to be read.
    assert map_check.blocks > 2 * map_check.out_of_view
    assert (private_home / "autosave.json").is_file()


#: Keys a player uses at the table, and the rest: menus, help, legend, the final board, saving, undo.
PLAY_KEYS = [*"1234567890", "enter", "space", "up", "down", "left", "right", "m", "o", "home", "end"]
OTHER_KEYS = [*"umtlbs?/", "escape", "tab", "f1", "pageup", "pagedown", "ctrl+s", "backspace"]


def played_to(rules: RulesData, where: str) -> Session:
    """Two people and a random bot in an Achterbahn game, played by random answers to ``where``: its
    start, a question for the Medea in the middle of the events (D12), or the end of the game."""
    session = Session.deal(rules, [("Ada", None), ("Bo", None), ("Cy", "random")], seed=5, mode=GameMode.ACHTERBAHN)
    answers = random.Random(5)
    while (decision := session.decision) is not None and where != "start":
        if where == "medea" and decision.kind.value.startswith("medea") and len(session.answers) > 30:
            break
        session.answer(decision.options[answers.randrange(len(decision.options))].key)
    return session


@pytest.mark.parametrize("where", ["start", "medea", "over"])
async def test_random_keys_and_clicks_through_an_achterbahn_game_never_crash(rules: RulesData, where: str) -> None:
    """Random keys and clicks, most of them on the map, from three points of an Achterbahn game: the app
    never raises, and the climate column still reads the engine afterwards."""
    session = played_to(rules, where)
    assert (session.decision is None) is (where == "over")
    rng = random.Random(f"achterbahn {where}")
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        for step in range(120):
            if not app.is_running or isinstance(app.screen, StartScreen):
                break  # the keys found Quit or the way out of the game in a menu: a clean exit, not a crash
            screen = app.screen
            hex_maps = list(screen.query(HexMap)) if isinstance(screen, GameScreen) else []
            roll = rng.random()
            event: Awaitable[object]
            if not isinstance(screen, (GameScreen, HandoffScreen)) and roll < 0.5:
                event = pilot.press("escape")  # a dialog: people close it as often as they try keys on it
            elif roll < 0.25 and hex_maps:
                region = hex_maps[0].region
                event = pilot.click(
                    offset=(region.x + rng.randrange(region.width), region.y + rng.randrange(region.height))
                )
            elif roll < 0.35:
                # Anywhere but the footer, whose Quit ends the app cleanly (and the test with it).
                event = pilot.click(offset=(rng.randrange(SIZE[0]), rng.randrange(SIZE[1] - 1)))
            else:
                event = pilot.press(rng.choice(PLAY_KEYS if roll < 0.85 else OTHER_KEYS))
            try:
                await asyncio.wait_for(event, timeout=HANG)
            except TimeoutError:
                pytest.fail(f"step {step}: the app stopped answering ({app._exception!r})")
            assert app._exception is None, f"step {step}: {app._exception!r}"
        assert app.return_code in (None, 0)
        games = [s for s in app.screen_stack if isinstance(s, GameScreen)]
        if games and app.is_running:
            await pilot.pause()
            assert_column_agrees(games[0].query_one(ClimateColumn), games[0].session.game)

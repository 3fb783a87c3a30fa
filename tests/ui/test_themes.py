"""Every map mark readable in every built-in theme, dark and light, and without colours (NO_COLOR)."""

from __future__ import annotations

import pytest
from rich.segment import Segment
from textual.app import App, ComposeResult
from textual.color import Color
from textual.filter import Monochrome

from megafauna_tui.bots import ask, make_bot
from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.rules.actions import PlayerTurn
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.scenario import Table
from megafauna_tui.rules.state import GameMode
from megafauna_tui.ui import glyphs
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.legible import DIM, decoration
from megafauna_tui.ui.widgets.hex_map import HexMap
from tests.ui.conftest import enter_game, screen_text, seeded_session

#: The least contrast (WCAG ratio) a mark may have against what it is drawn on.
MINIMUM = 3.0


class MapApp(App[None]):
    def __init__(self, game: Game, highlights: set[str]) -> None:
        super().__init__()
        self.game = game
        self.highlights = highlights

    def compose(self) -> ComposeResult:
        yield HexMap()

    def on_mount(self) -> None:
        self.query_one(HexMap).show(self.game, self.highlights)


@pytest.fixture
def game(rules: RulesData) -> Game:
    """Every player colour on the map, upright and lying down, on weeds, swamp and sea."""
    table = Table(rules, ["green", "orange", "black", "white"])
    for colour, hexes in (
        ("green", ("baltica:0", "laurentia:1")),
        ("orange", ("baltica:2", "siberia:3")),
        ("black", ("laurentia:4", "gondwana:5")),
        ("white", ("siberia:6", "baltica:3")),
    ):
        table.species(colour, "archetype").species(colour, "swimmer")
        table.creeple(colour, "archetype", hexes[0])
        table.creeple(colour, "swimmer", hexes[1], "carnivore", endangered=True)
    return table.game(PlayerTurn(PlayerColour.GREEN, 2))


def marks(hex_map: HexMap) -> list[Segment]:
    """Every drawn segment with something to read: marks on hexes and the shelf marks."""
    found = []
    for y in range(hex_map.size.height):
        for segment in hex_map.render_line(y):
            on_hex = segment.style is not None and "hex" in segment.style.meta
            if segment.text.strip() and (on_hex or glyphs.SHELF in segment.text):
                found.append(segment)
    return found


def ratio(segment: Segment, *, monochrome: bool = False) -> float:
    assert segment.style is not None and segment.style.color and segment.style.bgcolor, segment
    fg, bg = glyphs.rgb(segment.style.color), glyphs.rgb(segment.style.bgcolor)
    if monochrome:
        fg, bg = fg.monochrome, bg.monochrome
    return glyphs.contrast(fg, bg)


def test_contrast_is_the_wcag_ratio() -> None:
    assert glyphs.contrast(Color(0, 0, 0), Color(255, 255, 255)) == pytest.approx(21)
    assert glyphs.contrast(Color(119, 119, 119), Color(255, 255, 255)) == pytest.approx(4.48, abs=0.01)
    red_on_swamp = glyphs.readable(Color(255, 0, 0), Color.parse(glyphs.BIOME[next(iter(glyphs.BIOME))][1]))
    assert glyphs.stands_out(red_on_swamp, Color.parse(glyphs.BIOME[next(iter(glyphs.BIOME))][1]), 4.5)


@pytest.mark.parametrize("width", [140, 80])
async def test_every_map_mark_reads_in_every_builtin_theme(game: Game, width: int) -> None:
    """At 80 columns the map is at its densest: the frames stand in the gaps, on the map's background."""
    highlights = {"baltica:2", "laurentia:4", "siberia:6"}  # framed hexes; the others fade
    app = MapApp(game, highlights)
    async with app.run_test(size=(width, 16)) as pilot:
        hex_map = app.query_one(HexMap)
        assert hex_map._current_layout().bare == (width == 80)
        themes = sorted(app.available_themes)
        assert {"textual-dark", "textual-light"} <= set(themes)
        for theme in themes:
            app.theme = theme
            await pilot.pause()
            found = marks(hex_map)
            texts = "".join(s.text for s in found)
            for mark in ("↑r", "↑y", "∩G", "∩O", "∩K", "∩W", "↓~g", "◗", "▏", "▕"):
                assert mark in texts, (theme, mark)
            for segment in found:
                assert ratio(segment) >= MINIMUM, (theme, segment.text, ratio(segment))
                assert ratio(segment, monochrome=True) >= MINIMUM, (theme, segment.text)


async def test_no_color_keeps_every_roadrunner_mark(rules: RulesData, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = MegafaunaApp(bot_delay=0, autosave=False, session=seeded_session(rules, bots=(None, None, None), answers=70))
    async with app.run_test(size=(160, 45)) as pilot:
        await enter_game(pilot)
        assert app.no_color
        hex_map = app.screen.query_one(HexMap)
        game = app.screen.session.game  # type: ignore[attr-defined]
        text = screen_text(app)
        assert text.count("↑r") + text.count("↑y") == len(game.hexes)  # one roadrunner mark a hex
        # As the terminal gets them: in greys, each mark still apart from its hex.
        grey = Monochrome()
        for y in range(hex_map.size.height):
            for segment in grey.apply(list(hex_map.render_line(y)), Color(0, 0, 0)):
                if glyphs.ROADRUNNER_ARROW in segment.text:
                    assert ratio(segment) >= MINIMUM, segment


def shown_segments(app: MegafaunaApp) -> list[tuple[int, Segment]]:
    """Every segment of text on the screen as the terminal gets it, after the app's line filters, with its
    line; borders, scrollbars and blanks left out."""
    background = app.screen.styles.background
    found = []
    for y, strip in enumerate(app.screen._compositor.render_strips()):
        segments = list(strip)
        for line_filter in app.get_line_filters():
            segments = line_filter.apply(segments, background)
        found += [(y, s) for s in segments if s.text.strip() and s.style is not None and not decoration(s.text)]
    return found


def text_ratio(segment: Segment) -> float | None:
    """The contrast of a text segment, dim text counted at half strength, the lower of colour and greys; None
    for text in the terminal's own colours (the ANSI themes), whose values are the terminal's."""
    style = segment.style
    assert style is not None
    fore, back = (style.bgcolor, style.color) if style.reverse else (style.color, style.bgcolor)
    if fore is None or back is None or fore.triplet is None or back.triplet is None:
        return None
    fg, bg = glyphs.rgb(fore), glyphs.rgb(back)
    if style.dim:
        fg = fg.blend(bg, 1 - DIM)
    return min(glyphs.contrast(fg, bg), glyphs.contrast(fg.monochrome, bg.monochrome))


async def test_every_text_of_a_late_achterbahn_game_screen_reads_in_every_builtin_theme(rules: RulesData) -> None:
    """Turn 11 of an Achterbahn game at 160x45: the tableau's labels and headings, the pending event lines,
    the climate column's rule IDs, the player letters: every text keeps the contrast the map marks keep, in
    colour and in greys, in every built-in theme with colours of its own (atom-one-light included)."""
    session = Session.deal(rules, [("Ada", None), ("Greedy", "greedy")], seed=831967305, mode=GameMode.ACHTERBAHN)
    bot = make_bot("greedy", 1)
    while session.decision is not None and session.game.state.turn < 11:
        session.answer(ask(bot, session.game))
    app = MegafaunaApp(bot_delay=0, autosave=False, session=session)
    async with app.run_test(size=(160, 45)) as pilot:
        await enter_game(pilot)
        themes = sorted(app.available_themes)
        assert "atom-one-light" in themes
        for theme in themes:
            app.theme = theme
            await pilot.pause()
            found = shown_segments(app)
            assert any("fossils" in s.text for _, s in found), theme
            poor = [(y, s.text, r) for y, s in found if (r := text_ratio(s)) is not None and r < MINIMUM]
            assert poor == [], theme

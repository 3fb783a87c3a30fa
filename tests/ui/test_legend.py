"""The legend: every mark of the screen explained, in the rules help and over the game (`l`)."""

from __future__ import annotations

import re

from megafauna_tui.data.loader import RulesData
from megafauna_tui.ui import glyphs
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.screens.game import GameScreen
from megafauna_tui.ui.screens.help import HelpScreen, legend_text, matching, sections
from megafauna_tui.ui.screens.legend import LegendScreen
from tests.ui.conftest import enter_game, screen_text, seeded_session, settle_until

SIZE = (160, 45)


def test_every_mark_drawn_is_explained_in_the_legend() -> None:
    legend = legend_text()
    marks = [
        *glyphs.SHAPE.values(),
        *glyphs.ICON.values(),
        *glyphs.EMOTION_LETTER.values(),
        *glyphs.CARD_LETTER.values(),
        *(letter for letter, _ in glyphs.PLAYER.values()),
        *(letter for letter, _ in glyphs.ORGAN.values()),
        *(letter for letter, _ in glyphs.BIOME.values()),
        *(letter for letter, _ in glyphs.DISK.values()),
        *(letter for letter, _ in glyphs.HUMIDITY.values()),
        *(arrow for arrow in glyphs.WIND.values() if arrow.strip()),
        glyphs.DIE_SQUARE,
        glyphs.NO_DIE,
        glyphs.DISK_MARK,
        glyphs.WINDY,
        glyphs.ROADRUNNER_ARROW,
        glyphs.LYING_DOWN,
        glyphs.SHELF,
        glyphs.FRAME_LEFT,
        glyphs.FRAME_RIGHT,
        glyphs.HALF_LEFT,
        glyphs.HALF_RIGHT,
    ]
    spans = re.findall(r"`([^`]+)`", legend)
    # A letter must have a code span of its own; a glyph must appear in one (`▏ ▕`, `j▸`).
    missing = [
        mark for mark in marks if (mark not in spans if mark.isascii() else not any(mark in span for span in spans))
    ]
    assert not missing, f"marks the legend does not explain: {missing}"
    # The Display previews of the issue, read aloud.
    for preview in ("m6◂h│m4", "@m4│m3F", "`~m6`", "`^m1F`"):
        assert preview in legend
    for words in ("can't afford", "free", "Endangered", "roadrunner", "offshore shelf"):
        assert words in legend


def test_the_rules_help_opens_with_the_keys_then_the_legend() -> None:
    titles = [s.title for s in sections() if s.level == 1]
    assert titles[:2] == ["Keys", "Legend"]
    assert titles[-1] == "Glossary"
    assert matching("legend")[0].title == "Legend"
    keys = sections()[0].text
    assert "| l |" in keys


async def test_l_shows_the_legend_over_the_game_and_l_or_esc_closes_it(rules: RulesData) -> None:
    app = MegafaunaApp(bot_delay=0, autosave=False, session=seeded_session(rules, bots=(None, None, None), answers=70))
    async with app.run_test(size=SIZE) as pilot:
        await enter_game(pilot)
        assert isinstance(app.screen, GameScreen)
        assert "l Legend" in screen_text(app)  # the footer offers it
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, LegendScreen)
        text = screen_text(app)
        assert "roadrunner niche" in text and "l or Esc closes" in text
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        decision = app.screen.decision
        await pilot.press("l", "escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.decision == decision  # looking at the legend answered nothing


async def test_the_help_shows_the_legend_page(rules: RulesData) -> None:
    app = MegafaunaApp(bot_delay=0, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.app.push_screen(HelpScreen(rule="legend"))
        await settle_until(pilot, lambda: "What every mark on the game screen means" in screen_text(app))
        text = screen_text(app)
        assert "What every mark on the game screen means" in text

"""The footer fits its width: at 160 columns every hint in the usual spacing; narrower, closer together and
without the hints least needed, but never a hint cut at the screen's edge or hidden under the palette key."""

from __future__ import annotations

from textual.widgets._footer import FooterKey, FooterLabel

from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.state import GameMode
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.widgets.footer import KeyFooter
from tests.ui.conftest import enter_game, seeded_session


def _hints(app: MegafaunaApp) -> tuple[list[str], int, int]:
    """The hints the footer shows (key and words), where the last one ends, and where the palette key begins."""
    footer = app.screen.query_one(KeyFooter)
    keys = [key for key in footer.query(FooterKey) if not key.has_class("-command-palette")]
    palette = footer.query_one(".-command-palette", FooterKey)
    labels = list(footer.query(FooterLabel))
    words = [f"{key.key_display} {key.description}".strip() for key in keys] + [str(label.render()) for label in labels]
    end = max(widget.region.right for widget in [*keys, *labels])
    return words, end, palette.region.x


async def test_the_achterbahn_footer_fits_every_size(rules: RulesData) -> None:
    session = seeded_session(rules, seed=7)
    session.game = Game.new(rules, players=2, seed=7, mode=GameMode.ACHTERBAHN)
    app = MegafaunaApp(bot_delay=0, autosave=False, session=session)
    async with app.run_test(size=(160, 45)) as pilot:
        await enter_game(pilot)
        words, end, palette = _hints(app)
        assert end <= palette and "c Ledger" in words and "Scroll log" in words and "^q Quit" in words
        assert not app.screen.query_one(KeyFooter).compact
        for width, height in ((120, 36), (110, 35)):
            await pilot.resize_terminal(width, height)
            await pilot.pause()
            await pilot.pause()
            words, end, palette = _hints(app)
            assert end <= palette <= width, (width, words)
            assert "c Ledger" in words and "u Undo" in words and "esc Menu" in words
            assert "Scroll log" not in words  # the mouse wheel scrolls the log too
            assert app.screen.query_one(KeyFooter).compact
        await pilot.resize_terminal(160, 45)
        await pilot.pause()
        await pilot.pause()
        assert "Scroll log" in _hints(app)[0]  # wide again: every hint is back

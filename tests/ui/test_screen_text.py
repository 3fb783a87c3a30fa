"""Small things a newcomer reads: rule IDs that do not look like keys, plurals, notices that leave the log
alone, and the keys that scroll the log."""

from __future__ import annotations

from textual.widgets import OptionList
from textual.widgets._toast import Toast

from megafauna_tui.data.loader import RulesData
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.screens.game import GameScreen
from megafauna_tui.ui.widgets.game_log import GameLog
from megafauna_tui.ui.widgets.prompt import PromptPanel
from tests.ui.conftest import enter_game, screen_text, seeded_session

SIZE = (160, 45)


async def test_rule_ids_read_as_rule_references_not_keys(rules: RulesData) -> None:
    session = seeded_session(rules, bots=(None, "random"))
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await enter_game(pilot)
        decision = session.decision
        assert decision is not None
        text = screen_text(app)
        assert f"(rule {decision.rule})" in text and "f1 Rule" in text  # the footer names the key
        assert "F1 for the rule" not in text
        options = app.screen.query_one(OptionList)
        for index, option in enumerate(decision.options):
            shown = str(options.get_option_at_index(index).prompt)
            assert shown.endswith(f"({option.rule})")  # after the label, in brackets: a reference
            assert shown.startswith(f"{index + 1}. ")


async def test_the_log_shows_no_plural_marks(rules: RulesData) -> None:
    session = seeded_session(rules, seed=7, bots=(None, None), answers=60)
    assert any(" newborn" in entry.text for entry in session.game.state.log)
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await enter_game(pilot)
        game_screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        assert not any("(s)" in line for line in game_screen.query_one(GameLog).lines)


async def test_notices_never_cover_the_log_or_the_options(rules: RulesData) -> None:
    app = MegafaunaApp(bot_delay=0, session=seeded_session(rules, bots=(None, "random")), autosave=False)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await enter_game(pilot)
        for _ in range(3):  # three notices in a row
            await pilot.press("ctrl+s")
            await pilot.pause()
        toasts = list(app.screen.query(Toast))
        assert len(toasts) == 1  # one at a time: a new notice replaces the last
        toast = toasts[0].region
        for panel in (app.screen.query_one(GameLog), app.screen.query_one(PromptPanel)):
            assert not toast.overlaps(panel.region), panel


async def test_the_footer_names_the_keys_that_scroll_the_log(rules: RulesData) -> None:
    session = seeded_session(rules, bots=(None, "random"), answers=40)
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await enter_game(pilot)
        assert "Scroll log" in screen_text(app)
        for key in ("pageup", "pagedown"):  # shown together in the footer, as one entry
            group = app.screen.active_bindings[key].binding.group
            assert group is not None and group.description == "Scroll log"
        log = app.screen.query_one(GameLog)
        bottom = log.scroll_y
        assert bottom > 0
        await pilot.press("pageup")  # works with the options focused
        await pilot.pause()
        assert log.scroll_y < bottom
        await pilot.press("pagedown")
        await pilot.pause()
        assert log.scroll_y == bottom

"""The Replay screen: opened from the start screen and by `megafauna replay`, it steps through a saved game by
keys and by click, jumps a turn or to a typed turn, and takes no decision; Export a bug report writes a file
that replays to the game it came from; damaged files get a clear message and leave the screens as they were."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList, Static

from megafauna_tui import cli
from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules.actions import display_costs
from megafauna_tui.rules.state import GameMode, Phase
from megafauna_tui.savefile import plain
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.paths import saves_dir
from megafauna_tui.ui.screens.game import GameScreen
from megafauna_tui.ui.screens.menu import MenuScreen
from megafauna_tui.ui.screens.replay import ReplayPickScreen, ReplayScreen, reports_dir
from megafauna_tui.ui.screens.start import StartScreen
from megafauna_tui.ui.widgets.game_log import GameLog
from megafauna_tui.ui.widgets.hex_map import HexMap
from megafauna_tui.ui.widgets.mutation_display import MutationDisplay
from tests.ui.conftest import enter_game, screen_text

SIZE = (160, 45)


def finished(rules: RulesData, mode: GameMode = GameMode.TOOTH_AND_CLAW, seed: int = 3) -> Session:
    session = Session.deal(rules, [("Ada", None), ("Bob", None)], seed=seed, mode=mode)
    pick = random.Random(seed)
    while session.decision is not None:
        session.answer(pick.choice(session.decision.keys))
    return session


def saved(session: Session, name: str = "finished.json") -> Path:
    path = saves_dir() / name
    session.save(path)
    return path


def where(app: MegafaunaApp) -> str:
    return str(app.screen.query_one("#where", Static).render())


def shown(app: MegafaunaApp) -> str:
    """The text on screen as one line: a notice's wrapped lines joined again."""
    return " ".join(screen_text(app).replace("▌", " ").split())


async def open_from_start(pilot: Pilot[None], name: str) -> None:
    """Start screen, Replay a saved game, then the file named ``name``, by keys."""
    app = pilot.app
    assert isinstance(app.screen, StartScreen)
    menu = app.screen.query_one("#start-menu", OptionList)
    while menu.highlighted_option is None or menu.highlighted_option.id != "replay":
        await pilot.press("down")
    assert str(menu.highlighted_option.prompt) == "Replay a saved game"
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(app.screen, ReplayPickScreen)
    listing = app.screen.query_one("#replays", OptionList)
    listing.focus()
    listing.highlighted = next(i for i, o in enumerate(listing.options) if (o.id or "").endswith(name))
    await pilot.press("enter")
    await pilot.pause()


async def test_replay_from_the_start_screen_steps_jumps_and_ends_by_keys(rules: RulesData) -> None:
    session = finished(rules)
    saved(session)
    total = len(session.answers)
    app = MegafaunaApp(bot_delay=0, autosave=False)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        await open_from_start(pilot, "finished.json")
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        assert f"Turn 1, answer 0 of {total}: the game as set up (C1)" in where(app)
        assert "Next: " in str(screen.query_one("#next", Static).render())
        await pilot.press("right", "right")
        second = screen.replay.steps[1]
        name = next(seat.name for seat in session.seats if seat.colour == second.player.value)
        colour = second.player.value.capitalize()
        assert f"Turn 1, answer 2 of {total}: {name} ({colour}) chose " in where(app)
        assert f"asked: {second.prompt}" in where(app)
        await pilot.press("left")
        assert f"answer 1 of {total}" in where(app)
        await pilot.press("pagedown")
        assert where(app).startswith("Replay of the saved game finished.json\nTurn 2, answer")
        await pilot.press("right_square_bracket")
        assert "\nTurn 3, answer" in where(app)
        await pilot.press("pageup")  # at a turn's start: to the turn before
        assert "\nTurn 2, answer" in where(app)
        await pilot.press("end")
        assert f"answer {total} of {total}" in where(app)
        assert "the game is over" in str(screen.query_one("#next", Static).render())
        assert plain(screen.replay.game.state) == plain(session.game.state)
        log = screen.query_one(GameLog)
        assert len(log.lines) > 100  # the whole game's log, as it was at the end
        await pilot.press("right")  # nothing after the end
        assert f"answer {total} of {total}" in where(app)
        await pilot.press("home")
        assert f"answer 0 of {total}" in where(app)
        await pilot.press("g", "5", "enter")
        assert "\nTurn 5, answer" in where(app) and screen.replay.turn == 5
        await pilot.press("g", "9", "9", "enter")
        assert screen.replay.turn == 5  # no such turn: the position stays
        await pilot.pause(0.2)
        assert "Cannot go there: this game has turns 1 to" in shown(app)
        await pilot.press("escape")  # back to the list
        await pilot.pause()
        assert isinstance(app.screen, ReplayPickScreen)


async def test_the_replay_buttons_answer_clicks_and_no_decision_can_be_taken(rules: RulesData) -> None:
    session = finished(rules, GameMode.ACHTERBAHN, seed=5)
    saved(session, "achterbahn.json")
    app = MegafaunaApp(bot_delay=0, autosave=False)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        await open_from_start(pilot, "achterbahn.json")
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        await pilot.click("#forward")
        await pilot.pause(0.3)  # two clicks apart, not one double click
        await pilot.click("#forward")
        await pilot.pause()
        assert screen.replay.index == 2
        await pilot.pause(0.3)
        await pilot.click("#back")
        assert screen.replay.index == 1
        await pilot.pause(0.3)
        await pilot.click("#end")
        assert screen.replay.index == len(session.answers)
        await pilot.click(HexMap)  # the map shows, but picks nothing
        for key in ("1", "enter", "u", "ctrl+s"):
            await pilot.press(key)
        assert screen.replay.index == len(session.answers)
        assert app.screen is screen
        assert not list(saves_dir().glob("megafauna-seed*"))  # nothing was saved from a replay
        await pilot.press("c")  # the climate ledger of the turn shown
        await pilot.pause()
        assert "ledger" in type(app.screen).__name__.lower()


async def test_a_damaged_save_in_the_replay_list_is_reported_and_the_list_stays(rules: RulesData) -> None:
    path = saved(finished(rules), "damaged.json")
    document = json.loads(path.read_text())
    document["answers"][3] = "nonsense"
    path.write_text(json.dumps(document))
    app = MegafaunaApp(bot_delay=0, autosave=False)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        await open_from_start(pilot, "damaged.json")
        assert isinstance(app.screen, ReplayPickScreen)
        assert "Cannot replay that file" in shown(app) and "'nonsense', is not a legal choice" in shown(app)


async def test_export_a_bug_report_from_the_menu_then_replay_it(rules: RulesData) -> None:
    session = Session.deal(rules, [("Ada", None), ("Bob", "random")], seed=8, mode=GameMode.ACHTERBAHN)
    app = MegafaunaApp(bot_delay=0, autosave=False, session=session)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await enter_game(pilot)
        for _ in range(6):
            await pilot.press("1")
            await pilot.pause(0.05)
        assert isinstance(app.screen, GameScreen)
        assert "Export a bug report" in [c.title for c in app.get_system_commands(app.screen)]
        position = plain(session.game.state)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        menu = app.screen.query_one(OptionList)
        menu.highlighted = next(i for i, o in enumerate(menu.options) if o.id == "bug_report")
        await pilot.press("enter")
        await pilot.pause()
        reports = list(reports_dir().glob("megafauna-bug-*.json"))
        assert len(reports) == 1
        assert "Bug report written" in shown(app) and reports[0].name in shown(app)
        assert isinstance(app.screen, GameScreen) and plain(session.game.state) == position  # the game goes on
        app.action_replay_game()
        await pilot.pause()
        listing = app.screen.query_one("#replays", OptionList)
        listing.focus()
        listing.highlighted = next(i for i, o in enumerate(listing.options) if o.id == str(reports[0]))
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)  # a report opens where the game stood
        assert plain(screen.replay.game.state) == position
        assert where(app).startswith(f"Replay of the bug report {reports[0].name}")


async def cli_app(argv: list[str], monkeypatch: pytest.MonkeyPatch) -> tuple[int, MegafaunaApp | None]:
    """`megafauna` with these arguments, the app it would run kept instead of run in the terminal."""
    kept: list[MegafaunaApp] = []

    def keep(app: MegafaunaApp) -> int:
        kept.append(app)
        return 0

    monkeypatch.setattr("megafauna_tui.cli.history.run_app", keep)  # where replay looks it up
    code = cli.main(argv)
    return code, kept[0] if kept else None


async def test_megafauna_replay_opens_a_save_at_a_turn_and_a_report_at_its_end(
    rules: RulesData, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    session = finished(rules, seed=4)
    path = saved(session)
    code, app = await cli_app(["replay", str(path), "--turn", "4"], monkeypatch)
    assert code == 0 and app is not None
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        assert app.screen.replay.turn == 4 and "\nTurn 4, answer" in where(app)
        await pilot.press("escape")  # closing the replay shows the start screen
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)

    from megafauna_tui.bugreport import report_text

    report = json.loads(report_text(session))
    report["program_version"] = "0.0.1"
    (path.parent / "report.json").write_text(json.dumps(report))
    code, app = await cli_app(["replay", str(path.parent / "report.json")], monkeypatch)
    assert code == 0 and app is not None
    assert "warning: This report was written by version 0.0.1" in capsys.readouterr().err
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        assert plain(app.screen.replay.game.state) == plain(session.game.state)
        assert f"answer {len(session.answers)} of {len(session.answers)}" in where(app)
        assert "written by version 0.0.1" in shown(app)

    code, app = await cli_app(["replay", str(path), "--turn", "40"], monkeypatch)
    assert code == 2 and app is None
    assert "replay: --turn 40: this game has turns 1 to" in capsys.readouterr().err


async def test_megafauna_replay_charts_shows_the_charts_of_a_save_and_closing_them_ends(
    rules: RulesData, monkeypatch: pytest.MonkeyPatch
) -> None:
    from megafauna_tui.ui.screens.charts import ChartsScreen

    session = finished(rules, seed=4)
    code, app = await cli_app(["replay", str(saved(session)), "--charts"], monkeypatch)
    assert code == 0 and app is not None
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        charts = app.screen
        assert isinstance(charts, ChartsScreen) and charts.series is not None
        assert len(charts.series.points) == session.game.state.turn
        await pilot.press("escape")
        await pilot.pause()
    assert app.return_code in (0, None)


async def test_the_replay_shows_the_display_costs_the_live_game_showed(
    rules: RulesData, monkeypatch: pytest.MonkeyPatch
) -> None:
    """E1a, E1b: at a position in a player's action phase, the replay's Display shows what each card costs
    that player (free, cost 2, ...), as the live game did, and not every card as "can't afford"."""
    session = Session.deal(rules, [("Ada", None), ("Greedy", "greedy")], seed=831967305, mode=GameMode.ACHTERBAHN)
    pick = random.Random(5)
    while session.decision is not None and session.game.state.turn < 3:
        session.answer(pick.choice(session.decision.keys))
    path = saved(session, "costs.json")
    code, app = await cli_app(["replay", str(path)], monkeypatch)
    assert code == 0 and app is not None
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        replay = screen.replay
        buying = next(
            i
            for i in range(len(replay.answers))
            if display_costs(replay.go(i)) and replay.go(i).state.phase is Phase.ACTIONS
        )
        replay.go(buying - 1)
        screen.show_position()
        await pilot.press("right")
        await pilot.pause()
        costs = display_costs(replay.game)
        assert costs
        words = {"free" if cost == 0 else f"cost {cost}" for cost in costs.values()}
        text = screen_text(app)
        assert all(word in text for word in words), (words, costs)
        assert screen.query_one(MutationDisplay).display

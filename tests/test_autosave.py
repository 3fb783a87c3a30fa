"""Two games in one data directory (two browser tabs, two terminals): each autosaves to a file of its own, every
write goes through a temporary file of its own, no reader ever finds a damaged autosave, Continue offers the
latest, and a finished game the history could not take is kept until it can."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from bench.autosave_clash import clash
from megafauna_tui import atomic, history
from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.paths import autosave_files, latest_autosave, unrecorded_files

ROOT = Path(__file__).resolve().parents[1]


def test_two_games_autosaving_at_once_keep_their_own_autosave_and_no_read_finds_one_damaged(
    tmp_path: Path, rules: RulesData
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    result = clash(home, tmp_path, writes=1500)  # the benchmark's two games, fewer writes
    for code, err, failed in zip(result.returncodes, result.errors, result.failed, strict=True):
        assert code == 0, err
        assert failed == 0
        assert "Autosave failed" not in err
    names = sorted(result.names)
    assert names == ["autosave-2.json", "autosave.json"]  # each game its own
    assert result.reads >= 1000
    assert result.invalid == 0
    assert not result.leftovers  # no temporary file left behind
    seeds = sorted(Session.load(home / name, rules).game.state.seed for name in names)
    assert seeds == [5, 6]  # both games are there, whole


def test_the_autosave_is_free_again_once_its_game_has_ended(tmp_path: Path) -> None:
    home = tmp_path / "home"
    env = {**os.environ, "MEGAFAUNA_HOME": str(home), "PYTHONPATH": str(ROOT)}
    ask = "from megafauna_tui.ui.paths import autosave_path; print(autosave_path().name)"
    first = subprocess.run([sys.executable, "-c", ask], env=env, capture_output=True, text=True, check=True)
    second = subprocess.run([sys.executable, "-c", ask], env=env, capture_output=True, text=True, check=True)
    assert first.stdout == second.stdout == "autosave.json\n"


def test_continue_offers_the_autosave_written_last(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    monkeypatch.setenv("MEGAFAUNA_HOME", str(home))
    atomic.write_text(home / "autosave.json", "{}")
    atomic.write_text(home / "autosave-2.json", "{}")
    os.utime(home / "autosave.json", (1_000_000, 1_000_000))
    assert latest_autosave() == home / "autosave-2.json"
    assert autosave_files() == [home / "autosave-2.json", home / "autosave.json"]


def test_many_writes_of_one_file_at_once_never_clash_nor_leave_a_damaged_file(tmp_path: Path) -> None:
    path = tmp_path / "saves" / "game.json"
    texts = [json.dumps({"writer": n, "padding": "x" * 20_000}) for n in range(4)]
    errors: list[BaseException] = []
    stop = threading.Event()

    def write(text: str) -> None:
        try:
            for _ in range(500):
                atomic.write_text(path, text)
        except BaseException as error:  # any failure of a write is the test's failure
            errors.append(error)

    seen: list[str] = []

    def read() -> None:
        while not stop.is_set():
            try:
                seen.append(path.read_text(encoding="utf-8"))
            except FileNotFoundError:
                continue

    reader = threading.Thread(target=read)
    reader.start()
    writers = [threading.Thread(target=write, args=(text,)) for text in texts]
    for writer in writers:
        writer.start()
    for writer in writers:
        writer.join()
    stop.set()
    reader.join()
    assert errors == []
    assert seen and all(text in texts for text in seen)
    assert [p.name for p in path.parent.iterdir()] == ["game.json"]


def _finished(rules: RulesData) -> Session:
    session = Session.deal(rules, [("Ada", None), ("Bob", "greedy")], seed=11)
    while session.decision is not None:
        options = session.decision.options
        session.answer(options[len(options) // 2].key)
    return session


async def test_a_finished_game_the_history_cannot_take_is_kept_until_it_can(
    rules: RulesData, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    monkeypatch.setenv("MEGAFAUNA_HOME", str(home))
    (home / history.FILE_NAME).mkdir(parents=True)  # a history that cannot be written
    session = _finished(rules)
    app = MegafaunaApp(bot_delay=0, autosave=False)
    async with app.run_test(size=(160, 45)) as pilot:
        await pilot.pause()
        app.record_finished(session)
        await pilot.pause()
        [kept] = unrecorded_files()
        assert Session.load(kept, rules).to_json() == session.to_json()  # the whole game, kept
        (home / history.FILE_NAME).rmdir()  # the history is repaired
        assert app.record_unrecorded() == 1
    assert unrecorded_files() == []
    [recorded] = history.games()
    assert recorded.seed == 11 and recorded.decisions == len(session.answers)

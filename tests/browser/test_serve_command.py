"""``megafauna serve`` before any browser connects: where it listens, and a port it cannot have."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from megafauna_tui.cli import main
from megafauna_tui.serve import app_command, is_local, page_address


def test_a_port_in_use_is_refused_in_one_line_before_serving(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert main(["serve", "--port", str(port)]) == 2
    err = capsys.readouterr().err
    assert err == f"megafauna: serve: port {port} on 127.0.0.1 is already in use; choose another with --port\n"


def test_an_unknown_host_is_refused_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--host", "no-such-host.invalid"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("megafauna: serve: cannot find the address 'no-such-host.invalid'")
    assert err.count("\n") == 1


@pytest.mark.parametrize("port", ["0", "65536", "http"])
def test_a_port_that_is_no_port_is_a_usage_error(port: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["serve", "--port", port])
    assert stopped.value.code == 2
    assert "argument --port" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("host", "local"), [("127.0.0.1", True), ("localhost", True), ("::1", True), ("0.0.0.0", False)]
)
def test_only_loopback_addresses_count_as_this_machine_only(host: str, local: bool) -> None:
    assert is_local(host) is local


def test_the_address_to_open_is_one_a_browser_here_can_use() -> None:
    assert page_address("127.0.0.1", 8000) == "http://127.0.0.1:8000"
    assert page_address("0.0.0.0", 8001) == "http://127.0.0.1:8001"
    assert page_address("::1", 8002) == "http://[::1]:8002"


def test_every_tab_runs_this_python_and_this_game_with_the_bot_delay_given() -> None:
    command = app_command(0.25)
    assert command.endswith(" -m megafauna_tui --bot-delay 0.25")


def test_a_served_game_shows_paths_inside_the_data_directory_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from megafauna_tui.page_server import SERVED
    from megafauna_tui.ui.paths import saves_dir, shown

    monkeypatch.setenv("MEGAFAUNA_HOME", str(tmp_path / "home"))
    assert shown(saves_dir() / "game.json") == str(tmp_path / "home" / "saves" / "game.json")  # in a terminal
    monkeypatch.setenv(SERVED, "1")
    assert shown(saves_dir() / "game.json") == "<data folder>/saves/game.json"
    assert shown(Path("/elsewhere/report.json")) == "report.json"

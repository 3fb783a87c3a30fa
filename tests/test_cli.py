"""The command line: version, data validation report, schema export, and wrong arguments refused in one line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from megafauna_tui import __version__
from megafauna_tui.cli import main
from tests.conftest import DATA_DIR


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["--version"])
    assert exited.value.code == 0
    assert capsys.readouterr().out.strip() == f"megafauna {__version__}"


def test_validate_data_prints_a_one_screen_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate-data"]) == 0
    out = capsys.readouterr().out
    assert "OK" in out and "mutation cards        92" in out and "event cards           51" in out
    assert len(out.splitlines()) <= 40


def test_validate_data_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate-data", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["ok"] is True
    assert report["counts"]["mutation cards"] == 92
    assert report["counts"]["et events"] == 15


def test_validate_data_json_reports_problems(data_copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (data_copy / "limits.toml").write_text("fossil_tokens = [", encoding="utf-8")
    assert main(["validate-data", str(data_copy), "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["ok"] is False
    assert report["problems"][0]["file"] == "limits.toml"


def test_committed_schemas_are_up_to_date(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["schema", "--check", "--out", str(DATA_DIR / "schema")]) == 0, capsys.readouterr().err


def test_every_data_file_names_its_schema() -> None:
    for toml in DATA_DIR.glob("*.toml"):
        first = toml.read_text(encoding="utf-8").splitlines()[0]
        assert first == f"#:schema ./schema/{toml.stem}.schema.json", toml.name
        assert (DATA_DIR / "schema" / f"{toml.stem}.schema.json").is_file()


def test_the_save_format_schema_is_exported() -> None:
    schema = json.loads((DATA_DIR / "schema" / "save.schema.json").read_text(encoding="utf-8"))
    assert schema["title"] == "Bios: Megafauna saved game"
    assert {"format", "version", "state"} <= set(schema["properties"])


def test_schema_writes_into_a_new_directory(tmp_path: Path) -> None:
    assert main(["schema", "--out", str(tmp_path / "out")]) == 0
    assert len(list((tmp_path / "out").glob("*.schema.json"))) == 14


def test_python_dash_m_runs_the_same_command() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "megafauna_tui", "validate-data"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0 and "OK" in result.stdout


def test_bot_pace_is_set_on_the_command_line(monkeypatch: pytest.MonkeyPatch) -> None:
    from megafauna_tui.ui.app import MegafaunaApp

    started: list[float] = []
    monkeypatch.setattr(MegafaunaApp, "run", lambda self: started.append(self.bot_delay))
    assert main(["--bot-delay", "0.2"]) == 0
    assert main([]) == 0
    assert started == [0.2, 0.6]


@pytest.mark.parametrize("value", ["-1", "soon", "100"])
def test_a_wrong_bot_pace_is_refused_with_a_message(value: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["--bot-delay", value])
    assert stopped.value.code == 2
    assert "--bot-delay" in capsys.readouterr().err


def test_validate_data_refuses_a_file_where_a_directory_belongs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    given = tmp_path / "mutations.toml"
    given.write_text("", encoding="utf-8")
    assert main(["validate-data", str(given)]) == 2
    err = capsys.readouterr().err
    assert err == f"megafauna: validate-data: {given} is a file; give the data directory (the folder of .toml files)\n"


def test_rules_coverage_refuses_an_unknown_status(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules-coverage", "--list", "done"]) == 2
    assert capsys.readouterr().err == (
        "megafauna: rules-coverage: unknown status 'done' for --list; "
        "choose from enforced, interpreted, not_applicable, not_yet\n"
    )
    assert main(["rules-coverage", "--list", "not_yet"]) == 0
    assert "not_yet in achterbahn:" in capsys.readouterr().out


def test_rules_coverage_refuses_an_unknown_mode(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules-coverage", "--mode", "tooth-and-claw"]) == 2
    assert capsys.readouterr().err == (
        "megafauna: rules-coverage: unknown mode 'tooth-and-claw' for --mode; "
        "choose from tooth_and_claw, achterbahn, solo, venus, campaign\n"
    )


def test_a_wrong_argument_prints_no_traceback() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "megafauna_tui", "simulate", "--players", "2", "--bots", "random,random,greedy"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr


def test_simulate_achterbahn_prints_no_traceback() -> None:
    """A game the rules cannot finish yet is one line of the report, never a traceback."""
    result = subprocess.run(
        [sys.executable, "-m", "megafauna_tui", "simulate", "--mode", "achterbahn", "--players", "2", "--games", "1"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert "Traceback" not in result.stderr
    first = result.stdout.splitlines()[0]
    assert first.startswith("seed 1: ")
    assert result.returncode == (1 if "stopped in turn" in first else 0)


def test_simulate_refuses_a_game_it_cannot_play(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["simulate", "--mode", "solo"])
    assert exited.value.code == 2
    assert "invalid choice: 'solo' (choose from" in capsys.readouterr().err

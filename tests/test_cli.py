"""The command line: version, data validation report, schema export, a game started with `new`, and wrong
arguments refused in one line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from megafauna_tui import __version__
from megafauna_tui.cli import main
from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules.decisions import DecisionKind
from tests.conftest import DATA_DIR

#: The seat kinds a wrong kind's message lists.
KINDS = "human, random, greedy, search, search:quick, search:normal, search:strong"


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
    assert main(["rules-coverage", "--mode", "tooth-and-fang"]) == 2
    assert capsys.readouterr().err == (
        "megafauna: rules-coverage: unknown mode 'tooth-and-fang' for --mode; "
        "choose from tooth_and_claw, achterbahn, solo, venus, campaign\n"
    )


def test_rules_coverage_takes_the_mode_spelled_as_every_other_command_takes_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["rules-coverage", "--mode", "tooth-and-claw"]) == 0
    spelled_with_dashes = capsys.readouterr().out
    assert main(["rules-coverage", "--mode", "tooth_and_claw"]) == 0
    assert capsys.readouterr().out == spelled_with_dashes
    assert "tooth_and_claw" in spelled_with_dashes and "achterbahn  " not in spelled_with_dashes


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


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--mode", "solo"], "simulate: the solo game needs --world mars, venus or earth, no --world given"),
        (
            ["--mode", "chess"],
            "simulate: unknown game 'chess' for --mode; choose from tooth-and-claw, achterbahn, venus-l1, venus-l2 or solo",
        ),
        (["--mode", "achterbahn", "--world", "mars"], "simulate: --world is for the solo game only, not 'achterbahn'"),
        (
            ["--mode", "solo", "--world", "mars", "--bots", "random,greedy,random"],
            "simulate: --bots names 3 bots for the animal and the plant; give at most one per player (a shorter "
            "list repeats)",
        ),
    ],
)
def test_simulate_refuses_a_game_it_cannot_play(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", *args]) == 2
    assert capsys.readouterr().err == f"megafauna: {message}\n"


# -- megafauna new: a game straight from the command line ------------------------------------


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[tuple[float, Session | None]]:
    """Records what `megafauna new` would play (bot pace, session) instead of opening the terminal UI."""
    monkeypatch.setenv("MEGAFAUNA_HOME", str(tmp_path / "home"))
    calls: list[tuple[float, Session | None]] = []

    def play(*, bot_delay: float, session: Session | None = None) -> int:
        calls.append((bot_delay, session))
        return 0

    monkeypatch.setattr("megafauna_tui.cli.play.play_app", play)
    return calls


def test_new_deals_an_achterbahn_game_to_the_seats_given(started: list[tuple[float, Session | None]]) -> None:
    args = ["new", "--mode", "achterbahn", "--seat", "Ada:human", "--seat", "Bob:greedy", "--seat", "random"]
    assert main([*args, "--seed", "5", "--length", "short", "--apomorphies", "--bot-delay", "0"]) == 0
    [(delay, session)] = started
    assert delay == 0 and session is not None
    assert [(s.name, s.bot) for s in session.seats] == [("Ada", None), ("Bob", "greedy"), ("Random 3", "random")]
    state = session.game.state
    assert (state.mode.value, state.length.value, state.seed, state.apomorphies) == ("achterbahn", "short", 5, True)
    # C1c: the seed dealt the colours, and the seats sit in the engine's player order.
    assert [s.colour for s in session.seats] == [p.colour.value for p in state.players]
    assert session.setup is not None and session.setup.dealt


def test_new_plays_tooth_and_claw_by_default_at_the_usual_pace(started: list[tuple[float, Session | None]]) -> None:
    assert main(["new", "--seat", "Ada:human", "--seat", "Bob:Human"]) == 0
    assert main(["--bot-delay", "0.2", "new", "--mode", "tooth-and-claw", "--seat", "human", "--seat", "human"]) == 0
    (first_delay, first), (second_delay, second) = started
    assert first is not None and second is not None
    assert (first_delay, second_delay) == (0.6, 0.2)
    assert first.game.state.mode.value == second.game.state.mode.value == "tooth_and_claw"
    assert [s.name for s in second.seats] == ["Player 1", "Player 2"]
    assert first.game.state.seed != 0  # no seed given: a random one, recorded for the save


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ([], "new: a game has 2-4 seats, no --seat given; add one --seat per player"),
        (["--seat", "Ada:human"], "new: a game has 2-4 seats, 1 seat given; add one --seat per player"),
        (["--seat", "human"] * 5, "new: a game has 2-4 seats, 5 seats given; add one --seat per player"),
        (
            ["--seat", "Ada:human", "--seat", "Bob:robot"],
            "new: seat 2 ('Bob:robot'): unknown kind 'robot'; write [NAME:]KIND with KIND one of " + KINDS,
        ),
        (
            ["--seat", "Ada", "--seat", "Bob:human"],
            "new: seat 1 ('Ada'): unknown kind 'ada'; write [NAME:]KIND with KIND one of " + KINDS,
        ),
        (["--seat", ":human", "--seat", "greedy"], "new: seat 1 (':human'): the name before ':' is empty"),
        (
            ["--seat", "Ada:human", "--seat", "Bob:search:mighty"],
            "new: seat 2 ('Bob:search:mighty'): unknown level 'mighty' of the search bot; choose quick, normal, strong",
        ),
        (
            ["--seat", ":search:quick", "--seat", "greedy"],
            "new: seat 1 (':search:quick'): the name before ':' is empty",
        ),
        (
            ["--seat", "Ada:human", "--seat", "ada:greedy"],
            "new: two seats have the same name; give each player a name of their own",
        ),
        (
            ["--seat", "A" * 21 + ":human", "--seat", "greedy"],
            f"new: seat 1: the name {'A' * 21!r} is longer than 20 characters",
        ),
        (
            ["--mode", "solo", "--seat", "human", "--seat", "greedy"],
            "new: the solo game needs --world mars, venus or earth, no --world given",
        ),
        (
            ["--mode", "venus-l3", "--seat", "human", "--seat", "greedy"],
            "new: unknown game 'venus-l3' for --mode; choose from tooth-and-claw, achterbahn, venus-l1, venus-l2 "
            "or solo",
        ),
        (
            ["--length", "medium", "--seat", "human", "--seat", "greedy"],
            "new: unknown length 'medium' for --length; choose from standard, long, short",
        ),
        (
            ["--seed", "-3", "--seat", "human", "--seat", "greedy"],
            "new: --seed takes a whole number of up to 12 digits, not '-3'",
        ),
    ],
)
def test_new_refuses_a_game_it_cannot_set_up_in_one_line(
    args: list[str], message: str, started: list[tuple[float, Session | None]], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["new", *args]) == 2
    assert capsys.readouterr().err == f"megafauna: {message}\n"
    assert started == []  # no game, no screen


def test_new_seat_kinds_are_a_person_and_every_bot() -> None:
    from megafauna_tui.bots import bot_names
    from megafauna_tui.cli.seats import SEAT_KINDS

    assert set(SEAT_KINDS) == {"human", *bot_names()}


def test_new_seats_the_search_bot_at_the_level_named(started: list[tuple[float, Session | None]]) -> None:
    """A seat's kind may hold a colon: the search bot and its level, with a name before them or without."""
    args = ["new", "--seat", "Ada:search:strong", "--seat", "search:quick", "--seat", "Cy:Search", "--seed", "4"]
    assert main(args) == 0
    [(_, session)] = started
    assert session is not None
    seats = [(s.name, s.bot) for s in session.seats]
    assert seats == [("Ada", "search:strong"), ("Search (quick) 2", "search:quick"), ("Cy", "search")]


def test_a_search_bot_seat_is_saved_and_loaded_with_its_level(
    started: list[tuple[float, Session | None]], tmp_path: Path, rules: RulesData
) -> None:
    from megafauna_tui.bots import SearchBot, make_bot

    assert main(["new", "--seat", "Ada:human", "--seat", "Bob:search:quick", "--seed", "9"]) == 0
    [(_, session)] = started
    assert session is not None
    path = tmp_path / "search.json"
    session.save(path)
    loaded = Session.load(path, rules)
    assert [(s.name, s.bot) for s in loaded.seats] == [("Ada", None), ("Bob", "search:quick")]
    bot = make_bot(loaded.seats[1].bot or "", 1)
    assert isinstance(bot, SearchBot) and bot.level.name == "quick"


def test_new_keeps_an_unfinished_autosave_before_taking_its_place(
    started: list[tuple[float, Session | None]], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    autosave = tmp_path / "home" / "autosave.json"
    autosave.parent.mkdir(parents=True)
    autosave.write_text('{"state": {"phase": "actions"}}', encoding="utf-8")
    assert main(["new", "--seat", "human", "--seat", "greedy"]) == 0
    [kept] = (tmp_path / "home" / "saves").iterdir()
    assert kept.read_text(encoding="utf-8") == autosave.read_text(encoding="utf-8")
    assert f"kept as {kept}" in capsys.readouterr().out


def test_a_wrong_seat_prints_no_traceback_and_opens_no_screen() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "megafauna_tui", "new", "--mode", "achterbahn", "--seat", "Ada:human"],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr == "megafauna: new: a game has 2-4 seats, 1 seat given; add one --seat per player\n"


# -- megafauna new --mode solo: the animal and the plant, one person (K) ------------------------------


@pytest.fixture
def solo_offered(monkeypatch: pytest.MonkeyPatch) -> None:
    """The solo games as offered once their rules are all built (until then the command refuses them)."""
    from megafauna_tui.rules.solo import Solo

    monkeypatch.setattr(Solo, "complete", True)


def test_new_mode_solo_starts_the_world_with_the_animal_colour_given(
    solo_offered: None, started: list[tuple[float, Session | None]]
) -> None:
    assert main(["new", "--mode", "solo", "--world", "Venus", "--colour", "white", "--seed", "8"]) == 0
    [(_, session)] = started
    assert session is not None
    state = session.game.state
    assert (state.mode.value, state.seed, state.length.value) == ("solo_venus", 8, "long")
    # One person: both seats are people, the animal first, Green the plant (K, Kb).
    assert [(s.colour, s.name, s.bot) for s in session.seats] == [
        ("white", "Animal", None),
        ("green", "Plant", None),
    ]
    # Straight to the setup's choices: the person sets the cratons' row first (K3b, R83).
    assert session.decision is not None and session.decision.kind is DecisionKind.CRATON_ORDER


def test_new_mode_solo_deals_the_animal_from_the_seed_when_no_colour_is_given(
    solo_offered: None, started: list[tuple[float, Session | None]]
) -> None:
    assert main(["new", "--mode", "solo", "--world", "mars", "--seed", "4"]) == 0
    assert main(["new", "--mode", "solo", "--world", "mars", "--seed", "4"]) == 0
    (_, first), (_, second) = started
    assert first is not None and second is not None
    assert first.seats[0].colour == second.seats[0].colour != "green"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--world", "pluto"], "new: the solo game needs --world mars, venus or earth, --world 'pluto' given"),
        (
            ["--world", "mars", "--colour", "green"],
            "new: the animal's --colour is orange, black, white (Green is the plant), not 'green'",
        ),
        (
            ["--world", "mars", "--seat", "human"],
            "new: the solo game has no --seat: one person plays the animal and the plant (K)",
        ),
        (["--world", "mars", "--seed", "x"], "new: --seed takes a whole number of up to 12 digits, not 'x'"),
    ],
)
def test_new_mode_solo_refuses_wrong_arguments_in_one_line(
    solo_offered: None,
    args: list[str],
    message: str,
    started: list[tuple[float, Session | None]],
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["new", "--mode", "solo", *args]) == 2
    assert capsys.readouterr().err == f"megafauna: {message}\n"
    assert started == []


def test_world_or_colour_without_the_solo_mode_is_refused(
    started: list[tuple[float, Session | None]], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["new", "--mode", "achterbahn", "--world", "mars"]) == 2
    assert capsys.readouterr().err == "megafauna: new: --world is for the solo game only, not 'achterbahn'\n"
    assert started == []


# -- the solo game's sides and plant policy (Ke, Kf, K8), the Venus games (L1, L2) ---------------------


def test_Kf_new_mode_solo_starts_the_chimera_with_the_plant_policy(
    started: list[tuple[float, Session | None]],
) -> None:
    args = ["new", "--mode", "solo", "--world", "earth", "--side", "chimera", "--plant-policy", "--colour", "black"]
    assert main([*args, "--seed", "3"]) == 0
    [(_, session)] = started
    assert session is not None
    state = session.game.state
    assert (state.mode.value, state.side.value, state.plant_policy) == ("solo_earth", "chimera", True)
    assert [(s.colour, s.name) for s in session.seats] == [("black", "Chimera"), ("green", "Plant")]


def test_Ke_new_mode_solo_side_plant_starts_with_the_person_as_the_plant(
    started: list[tuple[float, Session | None]],
) -> None:
    assert main(["new", "--mode", "solo", "--world", "mars", "--side", "Plant", "--seed", "3"]) == 0
    [(_, session)] = started
    assert session is not None and session.game.state.side.value == "plant"
    assert session.decision is not None and session.decision.player.value == "green"


def test_L1_new_venus_l1_seats_the_plant_first_then_the_animal(
    started: list[tuple[float, Session | None]],
) -> None:
    assert main(["new", "--mode", "venus-l1", "--seat", "Ada:human", "--seat", "Bob:greedy", "--seed", "5"]) == 0
    [(_, session)] = started
    assert session is not None
    state = session.game.state
    assert (state.mode.value, state.length.value) == ("venus_l1", "standard")  # R101: the lengths of A6
    assert session.seats[0].colour == "green" and session.seats[0].name == "Ada"
    assert session.seats[1].colour != "green" and (session.seats[1].name, session.seats[1].bot) == ("Bob", "greedy")
    assert next(p for p in state.players if p.medea).colour.value == "green"  # L1a


def test_L_R101_new_venus_takes_the_length_of_A6(started: list[tuple[float, Session | None]]) -> None:
    """L plays K1-K7, not the one-player game's Kc: a Venus game may be standard, long or short (A6)."""
    assert main(["new", "--mode", "venus-l1", "--seat", "human", "--seat", "human", "--length", "short"]) == 0
    [(_, session)] = started
    assert session is not None and session.game.state.length.value == "short"


def test_L2_new_venus_l2_seats_the_animals_beside_the_automated_plant(
    started: list[tuple[float, Session | None]],
) -> None:
    seats = ["--seat", "Ada:human", "--seat", "Bob:human", "--seat", "Cy:random"]
    assert main(["new", "--mode", "venus_l2", *seats, "--seed", "5"]) == 0
    [(_, session)] = started
    assert session is not None
    assert [s.name for s in session.seats] == ["Ada", "Bob", "Cy", "Plant"]
    assert session.seats[-1].colour == "green" and "green" not in [s.colour for s in session.seats[:3]]


def test_Kf_R105_new_venus_l2_side_chimera_seats_the_chimera_first(
    started: list[tuple[float, Session | None]],
) -> None:
    seats = ["--seat", "Ada:human", "--seat", "Bob:human"]
    assert main(["new", "--mode", "venus-l2", "--side", "chimera", *seats, "--seed", "5"]) == 0
    [(_, session)] = started
    assert session is not None
    game = session.game
    first = game.state.players[0].colour
    assert session.seats[0].name == "Ada" and session.seats[0].colour == first.value
    assert game.variant.chimera(game, first) and not game.variant.chimera(game, game.state.players[1].colour)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["--mode", "venus-l1", "--seat", "human", "--seat", "human", "--seat", "human"],
            "new: the venus-l1 game has two seats, the plant then the animal (L1), 3 seats given; add one --seat "
            "per player",
        ),
        (
            ["--mode", "venus-l1", "--seat", "Ada:human"],
            "new: the venus-l1 game has two seats, the plant then the animal (L1), 1 seat given; add one --seat "
            "per player",
        ),
        (
            ["--mode", "venus-l2", "--seat", "a:human", "--seat", "b:human", "--seat", "c:human", "--seat", "d:human"],
            "new: the venus-l2 game has 2-3 animal seats (L2), 4 seats given; add one --seat per player",
        ),
        (
            ["--mode", "venus-l2", "--seat", "Ada:human"],
            "new: the venus-l2 game has 2-3 animal seats (L2), 1 seat given; add one --seat per player",
        ),
        (
            ["--mode", "venus-l2", "--seat", "human", "--seat", "human", "--side", "plant"],
            "new: the venus-l2 game offers --side animal or chimera, not 'plant'",
        ),
        (
            ["--mode", "venus-l1", "--seat", "human", "--seat", "human", "--side", "chimera"],
            "new: --side is for the solo game and the venus-l2 game, not 'venus-l1'",
        ),
        (
            ["--mode", "achterbahn", "--seat", "human", "--seat", "human", "--plant-policy"],
            "new: --plant-policy is for the solo game only, not 'achterbahn'",
        ),
        (
            ["--mode", "solo", "--world", "mars", "--side", "fungus"],
            "new: unknown side 'fungus' for --side; choose from animal, plant, chimera",
        ),
        (
            ["--mode", "solo", "--world", "mars", "--side", "plant", "--plant-policy"],
            "new: --plant-policy is for an automated plant; with --side plant you play the plant (Ke)",
        ),
        (
            ["--mode", "solo", "--world", "venus", "--length", "standard"],
            "new: the solo game always runs to the end of Era III (Kc), not --length standard",
        ),
    ],
)
def test_new_refuses_a_wrong_solo_or_venus_combination_in_one_line(
    args: list[str], message: str, started: list[tuple[float, Session | None]], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["new", *args]) == 2
    assert capsys.readouterr().err == f"megafauna: {message}\n"
    assert started == []


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--mode", "venus-l1", "--players", "3"], "simulate: the venus-l1 game is for 2 players, not --players 3"),
        (["--mode", "venus-l2", "--players", "4"], "simulate: the venus-l2 game is for 2-3 players, not --players 4"),
        (
            ["--mode", "achterbahn", "--side", "plant"],
            "simulate: --side is for the solo game and the venus-l2 game, not 'achterbahn'",
        ),
        (
            ["--mode", "solo", "--world", "mars", "--side", "plant", "--plant-policy"],
            "simulate: --plant-policy is for an automated plant; with --side plant you play the plant (Ke)",
        ),
    ],
)
def test_simulate_refuses_a_wrong_solo_or_venus_combination_in_one_line(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", *args]) == 2
    assert capsys.readouterr().err == f"megafauna: {message}\n"


def test_new_help_says_which_venus_seat_plays_the_plant(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["new", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "the first plays the plant (Green, holding the Medea) and the second the animal" in text
    assert "--side SIDE" in text and "--plant-policy" in text


# -- absurd and careless arguments: refused in one line before anything runs ---------------------------------


@pytest.mark.parametrize("command", ["simulate", "tournament"])
@pytest.mark.parametrize("games", ["1e20", "100000000000000000000", "1000001", "inf", "2.5", "0"])
def test_an_absurd_number_of_games_is_refused_before_playing(
    command: str, games: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main([command, "--games", games])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "argument --games" in err and "Traceback" not in err


@pytest.mark.parametrize("command", ["simulate", "tournament"])
def test_bots_with_an_empty_place_between_commas_are_refused(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([command, "--players", "3", "--bots", "random,,greedy", "--games", "1"]) == 2
    assert capsys.readouterr().err == (
        f"megafauna: {command}: --bots 'random,,greedy' has an empty place between commas; name a bot in each\n"
    )


def test_stats_refuses_json_and_the_screen_at_once(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["stats", "--json", "--screen"])
    assert stopped.value.code == 2
    assert "not allowed with argument" in capsys.readouterr().err


def test_a_seat_name_holding_a_colon_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["new", "--seat", "A:B:human", "--seat", "Bo:human"]) == 2
    assert capsys.readouterr().err == (
        "megafauna: new: seat 1 ('A:B:human'): a name cannot hold ':'; write NAME:KIND, as in Ada:human\n"
    )


def test_simulate_shows_its_progress_as_it_goes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "2", "--games", "2", "--no-check"]) in (0, 1)
    assert capsys.readouterr().err.splitlines()[-2:] == ["1/2 games", "2/2 games"]

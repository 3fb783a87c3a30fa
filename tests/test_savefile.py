"""Saving and loading: round trips, and bad saves refused with a clear message and no change.

A save is accepted only if its answers, replayed from its setup, reach the position it stores.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from megafauna_tui import savefile
from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData, load_rules_data
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.state import SAVE_VERSION, GameMode
from megafauna_tui.savefile import SaveError, Seat, dumps, load_game, loads, plain, save_schema


@pytest.fixture
def session(rules: RulesData) -> Session:
    seats = [Seat("green", "Ada"), Seat("black", "Bo", bot="random")]
    session = Session.new(rules, seats, seed=13)
    for _ in range(25):
        decision = session.decision
        assert decision is not None
        session.answer(decision.options[len(decision.options) // 2].key)
    return session


def test_save_and_load_round_trip(session: Session, rules: RulesData, tmp_path: Path) -> None:
    path = tmp_path / "saves" / "game.json"
    session.save(path)
    loaded = Session.load(path, rules)
    assert loaded.decision == session.decision
    assert loaded.answers == session.answers
    assert [s.name for s in loaded.seats] == ["Ada", "Bo"]
    assert loaded.to_json() == session.to_json()


def test_a_finished_game_loads(rules: RulesData) -> None:
    session = Session.new(rules, [Seat("orange", "A"), Seat("white", "B")], seed=2)
    while session.decision is not None:
        session.answer(session.decision.options[0].key)
    game, _ = load_game(session.to_json(), rules)
    assert game.decision is None and game.state.scores == session.game.state.scores


def _broken(text: str, change: object) -> str:
    document = json.loads(text)
    change(document)  # type: ignore[operator]
    return json.dumps(document)


BAD_SAVES = {
    "not JSON": (lambda text: text[: len(text) // 2], "not valid JSON"),
    "not a save": (lambda text: json.dumps({"hello": 1}), "not a Megafauna save"),
    "future version": (
        lambda text: _broken(text, lambda d: d.update(version=SAVE_VERSION + 1)),
        "newer version",
    ),
    "wrong type": (
        lambda text: _broken(text, lambda d: d["state"].update(turn="three")),
        "damaged: state.turn",
    ),
    "unknown frame": (
        lambda text: _broken(text, lambda d: d["state"]["stack"].append({"kind": "warp"})),
        "unknown frame kind 'warp'",
    ),
    "extra creeple": (
        lambda text: _broken(text, lambda d: d["state"]["creeples"].append(dict(d["state"]["creeples"][0]))),
        "damaged: creeples conserved",
    ),
    "cube from nowhere": (
        lambda text: _broken(text, lambda d: d["state"]["cube_pool"].update(red=99)),
        "damaged: cubes conserved",
    ),
    "illegal answer in the record": (
        lambda text: _broken(text, lambda d: d["answers"].__setitem__(3, "warp")),
        "answer 4 of 25, 'warp', is not a legal choice at '",
    ),
    "record cut short": (
        lambda text: _broken(text, lambda d: d["answers"].pop()),
        "its 24 answers do not lead to the position it stores",
    ),
    "edited position": (
        lambda text: _broken(text, lambda d: d["state"]["players"][0].update(lazarus=True)),
        r"players\[0\]\.lazarus is true in the save but false in the replayed game",
    ),
    "edited seed": (
        lambda text: _broken(text, lambda d: d["setup"].update(seed=14)),
        r"damaged: (answer \d+ of 25, '.*', is not a legal choice|its 25 answers do not lead)",
    ),
    "unknown bot": (
        lambda text: _broken(text, lambda d: d["seats"][1].update(bot="oracle")),
        "seat 2 \\(Bo\\) is played by an unknown bot 'oracle' "
        "\\(the bots are random, greedy, search, search:quick, search:normal, search:strong\\)",
    ),
    "unknown colour in a seat": (
        lambda text: _broken(text, lambda d: d["seats"][0].update(colour="purple")),
        "seat 1 \\(Ada\\) plays an unknown colour 'purple'",
    ),
    "unknown colour in the game": (
        lambda text: _broken(text, lambda d: d["state"]["players"][0].update(colour="purple")),
        "damaged: state.players.0.colour: Input should be",
    ),
    "duplicated colour": (
        lambda text: _broken(text, lambda d: d["seats"][1].update(colour="green")),
        "two seats play green",
    ),
    "missing colour": (
        lambda text: _broken(text, lambda d: d["seats"].pop()),
        "no seat plays black",
    ),
    "a colour playing twice": (
        lambda text: _broken(text, lambda d: d["state"]["players"][1].update(colour="green")),
        "green plays twice",
    ),
    "no seats": (lambda text: _broken(text, lambda d: d.update(seats=[])), "names nobody to play"),
    "impossible turn": (
        lambda text: _broken(text, lambda d: d["state"].update(turn=40)),
        "turn 40 is impossible \\(turns run 1 to 16\\)",
    ),
    "impossible era": (
        lambda text: _broken(text, lambda d: d["state"].update(era=3)),
        "era 3 is impossible in a game that ends with era 2",
    ),
    "unknown craton": (
        lambda text: _broken(text, lambda d: d["state"]["placements"][0].update(craton="atlantis")),
        "its position cannot be played \\(no craton is called 'atlantis'\\)",
    ),
    "cratons on top of each other": (
        lambda text: _broken(text, lambda d: d["state"]["placements"][1].update(column=0)),
        "its position cannot be played \\(.* would overlap .*\\)",
    ),
    "no craton": (
        lambda text: _broken(text, lambda d: d["state"].update(placements=[])),
        "places no craton on the map",
    ),
    "impossible size": (
        lambda text: _broken(text, lambda d: d["state"]["players"][0]["species"][0].update(size=9)),
        "has size 9 \\(a size die shows 1 to 6\\)",
    ),
}


@pytest.mark.parametrize("case", list(BAD_SAVES))
def test_bad_saves_are_refused_clearly(case: str, session: Session, rules: RulesData, tmp_path: Path) -> None:
    make, message = BAD_SAVES[case]
    path = tmp_path / "bad.json"
    path.write_text(make(session.to_json()), encoding="utf-8")
    written = path.read_text(encoding="utf-8")
    before = session.to_json()
    with pytest.raises(SaveError, match=message):
        Session.load(path, rules)
    assert session.to_json() == before
    assert path.read_text(encoding="utf-8") == written  # a refused save is left as it was


def test_the_save_records_the_setup(session: Session) -> None:
    setup = json.loads(session.to_json())["setup"]
    assert setup == {
        "seed": 13,
        "colours": ["green", "black"],
        "mode": "tooth_and_claw",
        "length": "standard",
        "apomorphies": False,
        "dealt": False,
        "plant_policy": False,
        "side": "animal",
    }


@pytest.mark.parametrize("dealt", [False, True])
def test_a_save_written_before_the_setup_was_recorded_still_loads(rules: RulesData, dealt: bool) -> None:
    """Older saves have no setup: loading works out whether the seed dealt the colours (C1c)."""
    if dealt:
        session = Session.deal(rules, [("Ada", None), ("Bo", "greedy"), ("Cy", None)], seed=8)
    else:
        session = Session.new(rules, [Seat("white", "Ada"), Seat("green", "Bo")], seed=8)
    for _ in range(30):
        decision = session.decision
        assert decision is not None
        session.answer(decision.options[len(decision.options) // 2].key)
    older = _broken(session.to_json(), lambda d: d.pop("setup"))
    loaded = Session.from_json(older, rules)
    assert loaded.setup is not None and loaded.setup.dealt is dealt
    assert loaded.to_json() == session.to_json()


def test_a_bare_position_is_not_a_game_save(session: Session, rules: RulesData) -> None:
    """``dumps(game)`` alone holds no record: the game refuses to load it, the position loader reads it."""
    text = dumps(session.game)
    with pytest.raises(SaveError, match="names nobody to play"):
        load_game(text, rules)
    game, _ = loads(text, rules)
    assert game.decision == session.decision


def test_missing_save_file(rules: RulesData, tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="cannot read"):
        Session.load(tmp_path / "nowhere.json", rules)


def test_save_schema_describes_the_document() -> None:
    schema = save_schema()
    assert schema["title"] == "Bios: Megafauna saved game"
    assert {"format", "version", "state"} <= set(schema["properties"])


def test_dumps_marks_format_and_version(session: Session) -> None:
    document = json.loads(dumps(session.game))
    assert document["format"] == "megafauna-save" and document["version"] == SAVE_VERSION


OLD_SAVE = Path(__file__).parent / "fixtures" / "save_before_placements.json"
"""A three-player game saved on turn 4 by the edition whose position named the cratons' row and latitudes
instead of their placements."""


@pytest.mark.parametrize("with_setup", [True, False])
def test_a_save_from_before_the_craton_placements_still_loads(rules: RulesData, with_setup: bool) -> None:
    """The placements of an old save follow from its row of cratons (C1f, R12); its record replays to the
    saved position, and the game plays on."""
    text = OLD_SAVE.read_text(encoding="utf-8")
    old = json.loads(text)
    assert "placements" not in old["state"] and old["state"]["craton_order"] == ["gondwana", "siberia", "laurentia"]
    if not with_setup:
        text = _broken(text, lambda d: d.pop("setup"))
    loaded = Session.from_json(text, rules)
    state = loaded.game.state
    assert [(p.craton, p.column, p.row) for p in state.placements] == [
        ("gondwana", 0, 4),
        ("siberia", 6, 4),
        ("laurentia", 12, 4),
    ]
    assert state.craton_order == ["gondwana", "siberia", "laurentia"] and state.turn == 4
    assert loaded.answers == old["answers"] and loaded.seats[0].name == "Ann"
    # Made with the first edition of the cards, before saves named their data: its record (no card promoted
    # by turn 4) plays the same with today's cards, so it loads and says so in one line.
    assert loaded.note == (
        "This save was made with edition 1 of the card data (from before saves named their data), and this "
        "version has edition 2; its game replays the same with this data and goes on with it."
    )
    # Saved again, it is a save of today's format, and the game goes on from where it was.
    again = json.loads(loaded.to_json())
    assert "craton_order" not in again["state"] and len(again["state"]["placements"]) == 3
    assert again["data"] == {"edition": 2, "fingerprint": rules.stamp.fingerprint}
    assert again["state"]["log"] == old["state"]["log"]
    while loaded.decision is not None:
        loaded.answer(loaded.decision.options[0].key)
    assert loaded.game.state.winners


# -- the plain way a start accepts a save: the same verdict and the same game, without the validators --------------


def _played(rules: RulesData, mode: GameMode, seed: int, answers: int) -> Session:
    session = Session.deal(rules, [(name, None) for name in "ABCD"], seed=seed, mode=mode)
    pick = random.Random(seed)
    while session.decision is not None and len(session.answers) < answers:
        session.answer(pick.choice(session.decision.keys))
    return session


@pytest.mark.parametrize("mode", [GameMode.TOOTH_AND_CLAW, GameMode.ACHTERBAHN])
def test_a_position_written_plainly_is_written_as_the_save_writes_it(rules: RulesData, mode: GameMode) -> None:
    """Frames, enums, tuples, keys by colour: the plain form of a position is the one in the save file, at
    every stage of a game (otherwise a sound save would be accepted only the slow way)."""
    session = Session.deal(rules, [(name, None) for name in "ABC"], seed=5, mode=mode)
    pick = random.Random(5)
    while session.decision is not None:
        if len(session.answers) % 20 == 0:
            assert plain(session.game.state) == json.loads(session.to_json())["state"], len(session.answers)
        session.answer(pick.choice(session.decision.keys))
    assert plain(session.game.state) == json.loads(session.to_json())["state"]


@pytest.mark.parametrize("mode", [GameMode.TOOTH_AND_CLAW, GameMode.ACHTERBAHN])
def test_a_sound_save_loads_without_building_the_save_validators(rules: RulesData, mode: GameMode) -> None:
    """A start into a saved game does not pay for the save format's validators, and gets the very game the
    full check gives; building them afterwards (``prepare``) leaves the game as it is."""
    text = _played(rules, mode, seed=3, answers=120).to_json()
    savefile._adapter.cache_clear()
    game, document = load_game(text, rules)
    assert savefile._adapter.cache_info().currsize == 0
    checked = savefile.check(savefile.read(text), rules)
    assert plain(game.state) == plain(checked.state) and game.decision == checked.decision
    assert document.setup is not None and document.answers == json.loads(text)["answers"]
    assert [seat.name for seat in document.seats] == ["A", "B", "C", "D"]
    savefile.prepare()
    assert dumps(game, seats=document.seats, answers=document.answers, setup=document.setup) == text


def test_a_changed_position_is_still_refused_and_explained(session: Session, rules: RulesData) -> None:
    """A position edited by hand (still of the right shape) fails the plain check, and the full check says
    where the record and the file part ways."""
    text = _broken(session.to_json(), lambda d: d["state"]["rng"].update(state=12345))
    with pytest.raises(SaveError, match=r"do not lead to the position it stores \(rng\.state is 12345 in the save"):
        load_game(text, rules)


@pytest.mark.parametrize("side", ["animal", "chimera"])
def test_K8_Kf_a_solo_save_with_the_plant_policy_and_a_side_starts_by_the_plain_path(
    rules: RulesData, side: str
) -> None:
    """A solo game whose person plays a side (K, Kf) and lets the game make the plant's choices (K8) saves
    both, and its save starts without the save validators into the very game the full check gives."""
    from megafauna_tui.data.vocabulary import PlayerColour
    from megafauna_tui.rules.state import Side
    from megafauna_tui.ui.games import new_solo_session

    session = new_solo_session(
        rules, mode=GameMode.SOLO_MARS, colour=PlayerColour.BLACK, seed=6, side=Side(side), plant_policy=True
    )
    pick = random.Random(6)
    while session.decision is not None and len(session.answers) < 60:
        session.answer(pick.choice(session.decision.keys))
    text = session.to_json()
    savefile._adapter.cache_clear()
    game, document = load_game(text, rules)
    assert savefile._adapter.cache_info().currsize == 0
    assert document.setup is not None
    assert (document.setup.side, document.setup.plant_policy) == (Side(side), True)
    assert (game.state.side, game.state.plant_policy) == (Side(side), True)
    checked = savefile.check(savefile.read(text), rules)
    assert plain(game.state) == plain(checked.state) and game.decision == checked.decision


# -- which data a save was made with: the card faces' edition and the data's fingerprint ------------------------------

OTHER_DATA = Path(__file__).parent / "other_data"
"""Saves and bug reports made with other component data than the shipped one (not in the replay corpus)."""
EDITION_1_SAVE = OTHER_DATA / "save_edition1_cards.json"
"""A two-player tooth & claw game (seed 6, 62 random answers) saved by the edition that played the first edition
of the card faces: at its 60th answer a promotion offers a personality with today's faces (J6b) that it did not
offer then, so its record does not replay."""


def _other_edition(data_copy: Path, edition: int, *, strip_halves: bool = False) -> None:
    """Make the data copy another edition of the cards, without any half-emoticon if asked."""
    path = data_copy / "mutations.toml"
    text = path.read_text(encoding="utf-8").replace("\nedition = 2\n", f"\nedition = {edition}\n")
    if strip_halves:
        text = "\n".join(line for line in text.split("\n") if not line.startswith(("left = ", "right = ")))
    path.write_text(text, encoding="utf-8")


def test_a_save_records_the_data_it_was_made_with(rules: RulesData, session: Session) -> None:
    document = json.loads(session.to_json())
    assert document["data"] == {"edition": rules.mutations_file.edition, "fingerprint": rules.stamp.fingerprint}
    assert rules.mutations_file.edition == 2 and len(rules.stamp.fingerprint) == 16
    assert Session.from_json(session.to_json(), rules).note is None


def test_the_fingerprint_ignores_the_files_comments_but_not_their_values(rules: RulesData, data_copy: Path) -> None:
    path = data_copy / "mutations.toml"
    path.write_text("# one more comment\n" + path.read_text(encoding="utf-8"), encoding="utf-8")
    assert load_rules_data(data_copy).stamp == rules.stamp
    _other_edition(data_copy, 3)
    assert load_rules_data(data_copy).stamp.fingerprint != rules.stamp.fingerprint


def test_an_old_save_that_plays_differently_with_todays_cards_is_refused_in_one_line(rules: RulesData) -> None:
    """The save names no data, so it was made with the first edition of the cards; replaying it with the second
    would be another game, so it is refused, saying which data it was made with (never 'damaged')."""
    with pytest.raises(SaveError) as refused:
        Session.load(EDITION_1_SAVE, rules)
    message = str(refused.value)
    assert message == (
        "this save was made with edition 1 of the card data (from before saves named their data), and this version "
        "has edition 2: its record plays differently with this data, so it cannot be replayed"
    )
    assert "\n" not in message and "damaged" not in message


def test_the_old_save_still_replays_with_the_data_it_was_made_with(data_copy: Path) -> None:
    """Proof that the refusal is about the data: with faces that offer this game no personality, as the first
    edition's did not, the same file loads, as a save of that edition."""
    _other_edition(data_copy, 1, strip_halves=True)
    old_cards = load_rules_data(data_copy, check=False)
    loaded = Session.load(EDITION_1_SAVE, old_cards)
    assert len(loaded.answers) == 62 and loaded.game.state.turn == 9
    assert loaded.note is None  # a save that names no data was made with the first edition, as far as is known


def test_a_save_of_other_data_that_replays_the_same_loads_with_a_note(
    rules: RulesData, session: Session, data_copy: Path
) -> None:
    _other_edition(data_copy, 3)
    newer = load_rules_data(data_copy)
    loaded = Session.from_json(session.to_json(), newer)
    assert plain(loaded.game.state) == plain(session.game.state)
    assert loaded.note == (
        "This save was made with edition 2 of the card data, and this version has edition 3; its game replays the "
        "same with this data and goes on with it."
    )
    again = json.loads(loaded.to_json())  # saved again, it names the data it now goes on with
    assert again["data"]["edition"] == 3 and Session.from_json(loaded.to_json(), newer).note is None


def test_a_save_of_the_same_edition_with_other_data_names_the_fingerprints(
    rules: RulesData, session: Session, data_copy: Path
) -> None:
    path = data_copy / "limits.toml"
    path.write_text(path.read_text(encoding="utf-8") + "\n", encoding="utf-8")  # same values: same data
    events = data_copy / "events.toml"
    text = events.read_text(encoding="utf-8")
    assert 'name = "pangea rift"' in text
    events.write_text(text.replace('name = "pangea rift"', 'name = "Pangea rift"'), encoding="utf-8")
    other = load_rules_data(data_copy)
    assert other.stamp.edition == rules.stamp.edition and other.stamp != rules.stamp
    loaded = Session.from_json(session.to_json(), other)
    assert loaded.note is not None
    assert f"fingerprint {rules.stamp.fingerprint}; this version's is {other.stamp.fingerprint}" in loaded.note


def test_a_save_whose_personality_the_other_data_lacks_is_refused(rules: RulesData, data_copy: Path) -> None:
    """Made with today's faces, the game formed a personality; faces without halves cannot replay it (J6b)."""
    session = Session.deal(rules, [("Ann", None), ("Bob", None)], seed=6)
    pick = random.Random(6)
    offered = 0
    while session.decision is not None and len(session.answers) < 62:
        offered += session.decision.kind is DecisionKind.PERSONALITY
        session.answer(pick.choice(session.decision.keys))
    assert offered
    _other_edition(data_copy, 3, strip_halves=True)
    with pytest.raises(SaveError, match=r"^this save was made with edition 2 of the card data, and this version has "):
        Session.from_json(session.to_json(), load_rules_data(data_copy, check=False))

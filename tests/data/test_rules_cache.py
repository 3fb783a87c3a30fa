"""The cache of validated rules data: used only when it matches the files and the code exactly.

A stale cache (the data files or the validating code changed), a damaged one, and a
location that cannot be written all fall back to validating the files, so broken data
is still reported by file, entry and field however warm the cache is.
"""

from __future__ import annotations

import hashlib
import pickle
import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from megafauna_tui.data import loader
from megafauna_tui.data.loader import CACHE_FORMAT, DataError, RulesData, load_rules_data
from tests.data.test_broken_data import CASES

#: The length of a cache file's header: the layout line, the fingerprint, the digest of the payload.
HEADER = len(CACHE_FORMAT) + 2 * 32


def _warm(data_dir: Path, cache: Path) -> tuple[RulesData, Path]:
    """Load once with the cache, so it holds the data; return the data and the one cache file."""
    data = load_rules_data(data_dir, cache=cache)
    [cache_file] = cache.iterdir()
    return data, cache_file


def _forged(cache_file: Path, payload: bytes, *, fingerprint: bytes | None = None) -> None:
    """Rewrite the cache file around ``payload``, keeping its layout line and (unless given) its fingerprint,
    with a correct digest: a cache that only its contents can give away."""
    blob = cache_file.read_bytes()
    key = fingerprint if fingerprint is not None else blob[len(CACHE_FORMAT) : len(CACHE_FORMAT) + 32]
    cache_file.write_bytes(CACHE_FORMAT + key + hashlib.sha256(payload).digest() + payload)


def _other_rulings(data: RulesData) -> RulesData:
    """The same data but for the text of the first ruling: valid, and told apart at a glance."""
    first = data.rulings_file.ruling[0].model_copy(update={"ruling": "A ruling from some other data."})
    rulings = data.rulings_file.model_copy(update={"ruling": (first, *data.rulings_file.ruling[1:])})
    return replace(data, rulings_file=rulings)


def test_a_warm_cache_gives_the_data_the_files_validate_to(data_copy: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    validated = load_rules_data(data_copy)
    first, _ = _warm(data_copy, cache)
    again = load_rules_data(data_copy, cache=cache)
    assert first == validated and again == validated
    assert again.summary() == validated.summary()
    assert again.directory == data_copy


def test_a_warm_cache_is_read_instead_of_validating_again(
    data_copy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What makes start-up faster: with a matching cache, the files are not validated again."""
    cache = tmp_path / "cache"
    validated, _ = _warm(data_copy, cache)

    def refuse(*args: object, **kwargs: object) -> RulesData:
        raise AssertionError("validated again despite a matching cache")

    monkeypatch.setattr(loader, "_validated", refuse)
    assert load_rules_data(data_copy, cache=cache) == validated


def test_a_warm_cache_keeps_the_data_s_stamp(data_copy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The stamp a save records is read with the data, not worked out again (that took longer than reading
    the whole cache), and it is the stamp the files' data has."""
    cache = tmp_path / "cache"
    validated, _ = _warm(data_copy, cache)
    expected = loader.stamp_of(validated)

    def refuse(data: RulesData) -> object:
        raise AssertionError("the stamp was worked out again despite a matching cache")

    monkeypatch.setattr(loader, "stamp_of", refuse)
    assert load_rules_data(data_copy, cache=cache).stamp == expected


@pytest.mark.parametrize("case", list(CASES))
def test_broken_data_is_reported_however_warm_the_cache(case: str, data_copy: Path, tmp_path: Path) -> None:
    """Breaking a file after its data was cached gives the same clear message as without a cache."""
    cache = tmp_path / "cache"
    _warm(data_copy, cache)
    breaker, expected = CASES[case]
    breaker(data_copy)
    with pytest.raises(DataError) as raised:
        load_rules_data(data_copy, cache=cache)
    messages = "\n".join(str(p) for p in raised.value.problems)
    assert re.search(expected, messages), messages


def test_an_edited_data_file_is_read_afresh(data_copy: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    before, _ = _warm(data_copy, cache)
    rulings = data_copy / "rulings.toml"
    first = before.rulings_file.ruling[0].ruling
    rulings.write_text(rulings.read_text(encoding="utf-8").replace(first, "Edited by hand."), encoding="utf-8")
    after = load_rules_data(data_copy, cache=cache)
    assert after.rulings_file.ruling[0].ruling == "Edited by hand."
    assert load_rules_data(data_copy, cache=cache) == after  # and the cache now holds the edited data


def test_a_cache_made_from_other_files_or_code_is_never_trusted(data_copy: Path, tmp_path: Path) -> None:
    """A cache whose fingerprint differs (other files, another version of the models) is ignored, even when
    it reads back whole as rules data."""
    cache = tmp_path / "cache"
    validated, cache_file = _warm(data_copy, cache)
    _forged(cache_file, pickle.dumps(_other_rulings(validated)), fingerprint=bytes(32))
    assert load_rules_data(data_copy, cache=cache) == validated


def _directory_instead(cache_file: Path) -> None:
    cache_file.unlink()
    cache_file.mkdir()


DAMAGE: dict[str, Callable[[Path], None]] = {
    "empty": lambda f: f.write_bytes(b""),
    "cut short": lambda f: f.write_bytes(f.read_bytes()[: HEADER + 100]),
    "a byte changed": lambda f: f.write_bytes(f.read_bytes()[:-10] + b"\x00" + f.read_bytes()[-9:]),
    "not a cache": lambda f: f.write_bytes(b"hello, world\n" * 100),
    "an older layout": lambda f: f.write_bytes(b"megafauna-rules-cache 0\n" + f.read_bytes()[len(CACHE_FORMAT) :]),
    "not a pickle": lambda f: _forged(f, b"\x80\x05this is no pickle"),
    "a pickle of something else": lambda f: _forged(f, pickle.dumps({"players": []})),
    "a directory": lambda f: _directory_instead(f),
}


@pytest.mark.parametrize("damage", list(DAMAGE))
def test_a_damaged_cache_is_ignored(damage: str, data_copy: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    validated, cache_file = _warm(data_copy, cache)
    DAMAGE[damage](cache_file)
    assert load_rules_data(data_copy, cache=cache) == validated


def test_a_damaged_cache_is_replaced(data_copy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = tmp_path / "cache"
    validated, cache_file = _warm(data_copy, cache)
    cache_file.write_bytes(b"garbage")
    load_rules_data(data_copy, cache=cache)
    monkeypatch.setattr(loader, "_validated", None)  # from here on, only the cache can give the data
    assert load_rules_data(data_copy, cache=cache) == validated


def test_a_cache_location_that_cannot_be_written_is_tolerated(data_copy: Path, tmp_path: Path) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a directory")
    validated = load_rules_data(data_copy)
    for _ in range(2):  # every start validates, none fails
        assert load_rules_data(data_copy, cache=blocker / "cache") == validated
    assert blocker.read_text() == "not a directory"


def test_each_data_directory_has_one_cache_file(data_copy: Path, tmp_path: Path) -> None:
    """Editing the data again and again replaces the directory's cache file instead of adding files."""
    cache = tmp_path / "cache"
    load_rules_data(cache=cache)
    for number in range(3):
        limits = data_copy / "limits.toml"
        limits.write_text(limits.read_text(encoding="utf-8") + f"\n# edit {number}\n", encoding="utf-8")
        load_rules_data(data_copy, cache=cache)
    assert len(list(cache.iterdir())) == 2  # the shipped data's, and the copy's


def test_unchecked_loads_neither_read_nor_write_the_cache(data_copy: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    load_rules_data(data_copy, check=False, cache=cache)
    assert not cache.exists()


_START = """
import sys
from pathlib import Path
from megafauna_tui.controller import Session
from megafauna_tui.data.loader import load_rules_data
from megafauna_tui.ui.screens.game import GameScreen

data = load_rules_data(cache=Path(sys.argv[1]))
session = Session.load(Path(sys.argv[2]), data)
print(len(session.answers), sorted(name for name in sys.modules if name.split(".")[0] == "pydantic"))
"""


def test_a_start_from_the_cache_into_a_saved_game_needs_no_pydantic(tmp_path: Path) -> None:
    """A start with the validated data in its cache replays a sound save and makes the game screen without
    importing pydantic (its import alone was a seventh of such a start); the data and the save are still
    checked: the replayed game is the saved one."""
    import subprocess
    import sys

    from megafauna_tui.controller import Session

    cache, save = tmp_path / "cache", tmp_path / "game.json"
    session = Session.deal(load_rules_data(cache=cache), [("Ann", None), ("Bo", None)], seed=5)
    for _ in range(12):
        assert session.decision is not None
        session.answer(session.decision.keys[0])
    session.save(save)
    started = subprocess.run(
        [sys.executable, "-c", _START, str(cache), str(save)], check=True, capture_output=True, text=True
    )
    assert started.stdout.split() == ["12", "[]"]

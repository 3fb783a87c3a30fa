"""Find, read and validate the component data, reporting problems in plain words.

Every problem names the file, the entry and the field, so a person editing a
data file by hand can find it. Nothing here raises anything but ``DataError``
for bad data.

Validating everything takes longer than the rest of a start-up's own work, so a
program may keep the validated data in a cache file: it is used only if it was
made from exactly the same data files by exactly the same validating code (a
fingerprint of both), and only if it reads back whole. Anything else (a stale,
damaged or unreadable cache, a location that cannot be written) means the data
is validated from the files as if there were no cache.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from pathlib import Path
from typing import Any, TypeVar

from .base import DataFile
from .biomes import BiomesFile, BiomeSpec
from .climate import LatitudeStrip, LatitudeStripsFile, ReservoirsFile
from .cratons import Craton, CratonsFile
from .events import EventCard, EventsFile
from .limits import LimitsFile
from .mutations import MutationCard, MutationsFile
from .players import ArchetypesFile, NewbornCard, NewbornFile, Player, PlayersFile
from .rulings import Ruling, RulingsFile
from .special_cards import SpecialCardsFile
from .stamp import DataStamp, stamp_of
from .vocabulary import Biome, GreenhouseLevel, PlayerColour

#: Every data file, keyed by its file name, with the model of its top level.
DATA_FILES: dict[str, type[DataFile]] = {
    "players.toml": PlayersFile,
    "archetypes.toml": ArchetypesFile,
    "newborn.toml": NewbornFile,
    "special_cards.toml": SpecialCardsFile,
    "mutations.toml": MutationsFile,
    "events.toml": EventsFile,
    "cratons.toml": CratonsFile,
    "reservoirs.toml": ReservoirsFile,
    "latitude_strips.toml": LatitudeStripsFile,
    "biomes.toml": BiomesFile,
    "limits.toml": LimitsFile,
    "rulings.toml": RulingsFile,
}

#: Keys that identify an entry of a list, in order of preference.
_IDENTIFYING_KEYS = ("number", "id", "name", "colour", "biome", "level", "world", "position")


@dataclass(frozen=True)
class Problem:
    """One thing wrong with the data."""

    file: str
    message: str
    entry: str | None = None
    field: str | None = None

    def __str__(self) -> str:
        where = " ".join(part for part in (self.entry, self.field and f"field {self.field}") if part)
        return f"{self.file}: {where}: {self.message}" if where else f"{self.file}: {self.message}"


class DataError(Exception):
    """The data could not be loaded; ``problems`` says everything that is wrong."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = tuple(problems)
        count = len(self.problems)
        lines = "\n".join(f"  {p}" for p in self.problems)
        super().__init__(f"{count} problem{'s' if count != 1 else ''} in the rules data:\n{lines}")

    def __reduce__(self) -> tuple[type[DataError], tuple[tuple[Problem, ...]]]:
        """Rebuilt from its problems, not its message: a worker process of a tournament hands it back whole."""
        return (DataError, (self.problems,))


FileModel = TypeVar("FileModel", bound=DataFile)


@dataclass(frozen=True)
class RulesData:
    """All component data of the game, validated, with lookups the rules use."""

    directory: Path
    players_file: PlayersFile
    archetypes_file: ArchetypesFile
    newborn_file: NewbornFile
    special_cards: SpecialCardsFile
    mutations_file: MutationsFile
    events_file: EventsFile
    cratons_file: CratonsFile
    reservoirs: ReservoirsFile
    strips_file: LatitudeStripsFile
    biomes_file: BiomesFile
    limits: LimitsFile
    rulings_file: RulingsFile

    @cached_property
    def players(self) -> dict[PlayerColour, Player]:
        return {p.colour: p for p in self.players_file.player}

    @cached_property
    def mutations(self) -> dict[int, MutationCard]:
        return {m.number: m for m in self.mutations_file.mutation}

    @cached_property
    def newborn_cards(self) -> dict[PlayerColour, NewbornCard]:
        return {card.colour: card for card in self.newborn_file.newborn}

    @cached_property
    def events(self) -> dict[int, EventCard]:
        return {e.number: e for e in self.events_file.event}

    @cached_property
    def cratons(self) -> dict[str, Craton]:
        return {c.id: c for c in self.cratons_file.craton}

    @cached_property
    def strips(self) -> dict[GreenhouseLevel, LatitudeStrip]:
        return {s.level: s for s in self.strips_file.strip}

    @cached_property
    def biomes(self) -> dict[Biome, BiomeSpec]:
        return {b.biome: b for b in self.biomes_file.biome}

    @cached_property
    def rulings(self) -> dict[str, Ruling]:
        return {r.id: r for r in self.rulings_file.ruling}

    @cached_property
    def stamp(self) -> DataStamp:
        """Which data this is, as a save records it (stamp.py)."""
        return stamp_of(self)

    def summary(self) -> dict[str, int]:
        """Counts per kind of component, for the validate-data report."""
        mutations = self.mutations_file.mutation
        events = self.events_file.event
        counts: dict[str, int] = {
            "players": len(self.players_file.player),
            "archetype cards": len(self.archetypes_file.archetype),
            "newborn cards": len(self.newborn_file.newborn),
            "medea cards": 1,
            "era cards": 1,
            "tool cards": len(self.special_cards.tool),
            "mutation cards": len(mutations),
        }
        for colour in ("yellow", "red", "green", "blue"):
            counts[f"  {colour} mutations"] = sum(1 for m in mutations if m.colour == colour)
        counts["event cards"] = len(events)
        for deck in ("et", "too_hot", "goldilocks", "too_cold"):
            counts[f"  {deck} events"] = sum(1 for e in events if e.deck == deck)
        counts["cratons"] = len(self.cratons_file.craton)
        counts["biome hexes"] = sum(len(c.hexes) for c in self.cratons_file.craton)
        counts["offshore shelves"] = sum(len(c.shelves) for c in self.cratons_file.craton)
        counts["latitude strips"] = len(self.strips_file.strip)
        counts["biome kinds"] = len(self.biomes_file.biome)
        counts["rulings"] = len(self.rulings_file.ruling)
        return counts


def default_data_dir() -> Path:
    """The data shipped with the game: inside the installed package, or the repo's ``rules_data``."""
    package = Path(__file__).resolve().parents[1]  # the package's folder, as importlib.resources finds it
    packaged = package / "rules_data"
    if packaged.is_dir():
        return packaged
    return package.parent / "rules_data"


def load_rules_data(directory: Path | str | None = None, *, check: bool = True, cache: Path | None = None) -> RulesData:
    """Load and validate every data file; raise ``DataError`` listing all problems found.

    With ``check`` (the default) the cross-file checks of ``checks.py`` (kept by area in
    the ``checks_*.py`` beside it) run too: counts, references and every value the rules
    state. With a ``cache`` directory, data validated (and checked) before from the very
    same files is read from there, and freshly validated data is written there for the
    next time.
    """
    root = Path(directory) if directory is not None else default_data_dir()
    if not root.is_dir():
        raise DataError([Problem(str(root), "no such data directory")])
    contents = {name: _read_file(root / name) for name in DATA_FILES}
    cache_file = _cache_file(cache, root) if cache is not None and check else None
    key = _fingerprint(contents) if cache_file is not None else None
    if cache_file is not None and key is not None:
        cached = _read_cache(cache_file, key)
        if cached is not None:
            return _read_from(cached, root)
    data = _validated(root, contents, check=check)
    if cache_file is not None and key is not None:
        _write_cache(cache_file, key, data)
    return data


def _validated(root: Path, contents: Mapping[str, bytes | Problem], *, check: bool) -> RulesData:
    problems: list[Problem] = []
    models: dict[str, DataFile] = {}
    for name, model in DATA_FILES.items():
        loaded = _load_file(name, contents[name], model, problems)
        if loaded is not None:
            models[name] = loaded
    if problems:
        raise DataError(problems)
    data = RulesData(
        directory=root,
        players_file=_get(models, "players.toml", PlayersFile),
        archetypes_file=_get(models, "archetypes.toml", ArchetypesFile),
        newborn_file=_get(models, "newborn.toml", NewbornFile),
        special_cards=_get(models, "special_cards.toml", SpecialCardsFile),
        mutations_file=_get(models, "mutations.toml", MutationsFile),
        events_file=_get(models, "events.toml", EventsFile),
        cratons_file=_get(models, "cratons.toml", CratonsFile),
        reservoirs=_get(models, "reservoirs.toml", ReservoirsFile),
        strips_file=_get(models, "latitude_strips.toml", LatitudeStripsFile),
        biomes_file=_get(models, "biomes.toml", BiomesFile),
        limits=_get(models, "limits.toml", LimitsFile),
        rulings_file=_get(models, "rulings.toml", RulingsFile),
    )
    if check:
        from .checks import check_rules_data

        problems.extend(check_rules_data(data))
        if problems:
            raise DataError(problems)
    return data


def _get(models: Mapping[str, DataFile], name: str, model: type[FileModel]) -> FileModel:
    loaded = models[name]
    assert isinstance(loaded, model)
    return loaded


def _read_file(path: Path) -> bytes | Problem:
    """A data file's bytes, or the problem that keeps it from being read."""
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return Problem(path.name, "file is missing")
    except OSError as error:
        return Problem(path.name, f"cannot be read: {error.strerror or error}")


def _load_file(
    name: str, raw_bytes: bytes | Problem, model: type[FileModel], problems: list[Problem]
) -> FileModel | None:
    import tomllib  # only when validating: a start that finds the cache never parses TOML (nor imports pydantic)

    from pydantic import ValidationError

    if isinstance(raw_bytes, Problem):
        problems.append(raw_bytes)
        return None
    try:
        raw = tomllib.loads(raw_bytes.decode("utf-8"))
    except UnicodeDecodeError:
        problems.append(Problem(name, "is not UTF-8 text"))
        return None
    except tomllib.TOMLDecodeError as error:
        problems.append(Problem(name, f"is not valid TOML: {error}"))
        return None
    try:
        return model.model_validate(raw)
    except ValidationError as error:
        problems.extend(_describe(name, raw, err) for err in error.errors())
        return None


def _describe(file: str, raw: Mapping[str, Any], err: Any) -> Problem:
    """Turn one pydantic error into a Problem naming the entry and the field."""
    loc: tuple[Any, ...] = tuple(err["loc"])
    message = str(err["msg"]).removeprefix("Value error, ")
    if err["type"] == "missing":
        message = "is required but missing"
    elif err["type"] in ("extra_forbidden", "unexpected_keyword_argument"):
        message = "is not a known field (misspelt?)"
    entry: str | None = None
    rest = loc
    if len(loc) >= 2 and isinstance(loc[0], str) and isinstance(loc[1], int):
        entry = f"{loc[0]}[{loc[1]}]"
        items = raw.get(loc[0])
        if isinstance(items, list) and loc[1] < len(items) and isinstance(items[loc[1]], Mapping):
            label = _label(items[loc[1]])
            if label:
                entry = f"{entry} ({label})"
        rest = loc[2:]
    elif len(loc) >= 1 and isinstance(loc[0], str) and len(loc) > 1:
        entry = f"[{loc[0]}]"
        rest = loc[1:]
    return Problem(file, message, entry=entry, field=_path(rest) or None)


def _label(item: Mapping[str, Any]) -> str:
    parts = []
    for key in _IDENTIFYING_KEYS:
        if key in item and isinstance(item[key], (str, int)):
            parts.append(f"{key} {item[key]!r}" if isinstance(item[key], str) else f"{key} {item[key]}")
        if len(parts) == 2:
            break
    return ", ".join(parts)


def _path(loc: Sequence[Any]) -> str:
    text = ""
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text


# -- the cache of validated data ----------------------------------------------------------

#: Changes whenever the cache file's layout changes, so an older layout is never read.
CACHE_FORMAT = b"megafauna-rules-cache 2\n"
_DIGEST = 32  # bytes of a SHA-256 digest


def _cache_file(cache: Path, root: Path) -> Path:
    """One cache file per data directory, so editing one's files never grows the cache."""
    try:
        where = str(root.resolve())
    except OSError:
        where = str(root.absolute())
    return cache / f"rules-{hashlib.sha256(where.encode()).hexdigest()[:16]}.cache"


def _fingerprint(contents: Mapping[str, bytes | Problem]) -> bytes | None:
    """What validated data depends on: the data files, the models and checks that validate them, and the
    versions of Python and pydantic. None if a file cannot be read (that is for validation to report)."""
    digest = hashlib.sha256(CACHE_FORMAT)
    digest.update(sys.version.encode() + b"\0" + _validator_version() + b"\0")
    for name, content in contents.items():
        if isinstance(content, Problem):
            return None
        digest.update(name.encode() + b"\0" + len(content).to_bytes(8, "big") + content)
    for source in sorted(Path(__file__).parent.glob("*.py")):  # the models and checks: what "valid" means
        try:
            code = source.read_bytes()
        except OSError:
            return None
        digest.update(source.name.encode() + b"\0" + len(code).to_bytes(8, "big") + code)
    return digest.digest()


def _validator_version() -> bytes:
    """Which pydantic validates, without importing it (a start that finds the cache never does): its version
    file, which also names the pydantic-core it needs, and where the two are installed."""
    from importlib.util import find_spec

    found = b""
    for name in ("pydantic", "pydantic_core"):
        try:
            spec = find_spec(name)
        except (ImportError, ValueError):
            spec = None
        origin = spec.origin if spec is not None else None
        found += (origin or "missing").encode() + b"\0"
        if origin is None:
            continue
        try:  # installing another version rewrites the package's files
            stat = os.stat(origin)
            found += f"{stat.st_size} {stat.st_mtime_ns}\0".encode()
            if name == "pydantic":
                found += (Path(origin).parent / "version.py").read_bytes()
        except OSError:
            found += b"unreadable"
    return found


def _read_cache(path: Path, key: bytes) -> RulesData | None:
    """The data the cache holds for ``key``, or None if it holds anything else or cannot be read whole."""
    try:
        blob = path.read_bytes()
    except OSError:
        return None
    head = len(CACHE_FORMAT)
    if blob[:head] != CACHE_FORMAT or blob[head : head + _DIGEST] != key:
        return None  # another layout, or made from other files or by other code: stale
    payload = blob[head + 2 * _DIGEST :]
    if hashlib.sha256(payload).digest() != blob[head + _DIGEST : head + 2 * _DIGEST]:
        return None  # damaged (cut short, overwritten) since it was written
    try:
        data = pickle.loads(payload)
    except Exception:  # anything an unreadable pickle raises: validate instead
        return None
    return data if isinstance(data, RulesData) else None


def _read_from(cached: RulesData, root: Path) -> RulesData:
    """The cached data as read from ``root``, with the stamp the cache keeps (``_write_cache``)."""
    data = replace(cached, directory=root)
    stamp = cached.__dict__.get("stamp")
    if isinstance(stamp, DataStamp):
        data.__dict__["stamp"] = stamp  # where ``cached_property`` keeps it
    return data


def _write_cache(path: Path, key: bytes, data: RulesData) -> None:
    """Write the cache atomically; a location that cannot be written only means no cache next time.

    The cached data holds none of its lookups but its stamp: working that out (every model written out and
    hashed) took a start into a saved game longer than reading the whole cache."""
    try:
        plain = replace(data)  # without cached lookups
        plain.__dict__["stamp"] = data.stamp
        payload = pickle.dumps(plain, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # data that cannot be pickled is simply not cached
        return
    import tempfile

    blob = CACHE_FORMAT + key + hashlib.sha256(payload).digest() + payload
    temporary: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        with os.fdopen(handle, "wb") as file:
            file.write(blob)
        os.replace(temporary, path)
        temporary = None
    except OSError:
        pass
    finally:
        if temporary is not None:
            with contextlib.suppress(OSError):
                os.unlink(temporary)

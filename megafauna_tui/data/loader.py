"""Find, read and validate the component data, reporting problems in plain words.

Every problem names the file, the entry and the field, so a person editing a
data file by hand can find it. Nothing here raises anything but ``DataError``
for bad data.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar

from pydantic import ValidationError

from .base import DataFile
from .biomes import BiomesFile, BiomeSpec
from .climate import LatitudeStrip, LatitudeStripsFile, ReservoirsFile
from .cratons import Craton, CratonsFile
from .events import EventCard, EventsFile
from .limits import LimitsFile
from .mutations import MutationCard, MutationsFile
from .players import ArchetypesFile, NewbornFile, Player, PlayersFile
from .rulings import Ruling, RulingsFile
from .special_cards import SpecialCardsFile
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
    packaged = Path(str(resources.files("megafauna_tui"))) / "rules_data"
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parents[2] / "rules_data"


def load_rules_data(directory: Path | str | None = None, *, check: bool = True) -> RulesData:
    """Load and validate every data file; raise ``DataError`` listing all problems found.

    With ``check`` (the default) the cross-file checks of ``checks.py`` run too:
    counts, references and every value the rules state.
    """
    root = Path(directory) if directory is not None else default_data_dir()
    if not root.is_dir():
        raise DataError([Problem(str(root), "no such data directory")])
    problems: list[Problem] = []
    models: dict[str, DataFile] = {}
    for name, model in DATA_FILES.items():
        loaded = _load_file(root / name, model, problems)
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


def _load_file(path: Path, model: type[FileModel], problems: list[Problem]) -> FileModel | None:
    name = path.name
    try:
        raw_bytes = path.read_bytes()
    except FileNotFoundError:
        problems.append(Problem(name, "file is missing"))
        return None
    except OSError as error:
        problems.append(Problem(name, f"cannot be read: {error.strerror or error}"))
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
    elif err["type"] == "extra_forbidden":
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

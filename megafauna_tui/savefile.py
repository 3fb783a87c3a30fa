"""The save format: a versioned JSON document holding the whole position.

Kept apart from the rules core: the core knows positions, this module knows
files. A save is validated on load (shape by pydantic, then every component
conservation rule), so a corrupt or hand-edited file is refused with a clear
message and nothing else changes.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from pydantic import TypeAdapter, ValidationError

import megafauna_tui.rules.flow  # noqa: F401  (registers every frame kind for loading)
from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.state import SAVE_VERSION, GameState

FORMAT = "megafauna-save"


@dataclass(slots=True)
class Seat:
    """Who plays a colour: a person's name, or a bot."""

    colour: str
    name: str
    bot: str | None = None
    """None for a person, else the bot's name (random, greedy)."""


@dataclass(slots=True)
class SaveDocument:
    format: str
    version: int
    state: GameState
    seats: list[Seat] = field(default_factory=list)
    answers: list[str] = field(default_factory=list)
    """Every answer given so far, in order: with the setup and seed, the game's whole record."""


class SaveError(Exception):
    """A save file that cannot be loaded; the message says why in plain words."""


@cache
def _adapter() -> TypeAdapter[SaveDocument]:
    return TypeAdapter(SaveDocument)


def dumps(game: Game, *, seats: list[Seat] | None = None, answers: list[str] | None = None) -> str:
    document = SaveDocument(FORMAT, SAVE_VERSION, game.state, list(seats or []), list(answers or []))
    return _adapter().dump_json(document, indent=1).decode("utf-8")


def loads(text: str | bytes, data: RulesData) -> tuple[Game, SaveDocument]:
    """Rebuild the game from a save; raise SaveError if it is not a sound save of this version."""
    try:
        raw = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise SaveError(f"not a save file: it is not valid JSON ({error})") from None
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise SaveError("not a Megafauna save file (its 'format' is missing or different)")
    version = raw.get("version")
    if not isinstance(version, int):
        raise SaveError("the save file has no version number")
    if version > SAVE_VERSION:
        raise SaveError(
            f"this save was written by a newer version of the game (save format {version}; this one reads up to {SAVE_VERSION})"
        )
    if version < SAVE_VERSION:
        raise SaveError(f"this save uses an old format ({version}) that this version cannot read")
    try:
        document = _adapter().validate_python(raw)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise SaveError(
            f"the save file is damaged: {where}: {first['msg']} ({error.error_count()} problem(s))"
        ) from None
    try:
        game = Game(data, document.state)
    except (KeyError, ValueError, LookupError, AssertionError, RuntimeError) as error:
        raise SaveError(f"the save file is damaged: its position cannot be played ({error})") from None
    broken = violations(game)
    if broken:
        raise SaveError(f"the save file is damaged: {broken[0]}")
    return game, document


def save_schema() -> dict[str, Any]:
    """JSON Schema of the save format."""
    schema = _adapter().json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "Bios: Megafauna saved game"
    return schema

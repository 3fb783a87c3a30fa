"""JSON Schemas of the data files, so an editor can check them while you type.

Each TOML file starts with ``#:schema ./schema/NAME.schema.json``, which TOML
editors (Taplo, Even Better TOML) follow.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from megafauna_tui import atomic

from .base import DataFile, describe_fields
from .coverage import RuleIndexFile
from .loader import DATA_FILES

#: Every file with a schema: the component data plus the rules coverage index.
SCHEMA_FILES: dict[str, type[DataFile] | type[RuleIndexFile]] = {**DATA_FILES, "rule_index.toml": RuleIndexFile}


def json_schemas() -> dict[str, dict[str, Any]]:
    """The schema of every data file, keyed by the file's stem."""
    describe_fields()
    schemas: dict[str, dict[str, Any]] = {}
    for name, model in SCHEMA_FILES.items():
        schema = model.model_json_schema()
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        schema["title"] = f"Bios: Megafauna rules data: {name}"
        schemas[Path(name).stem] = schema
    return schemas


def render(schema: dict[str, Any]) -> str:
    return json.dumps(schema, indent=2, sort_keys=True) + "\n"


def write_schemas(directory: Path, schemas: dict[str, dict[str, Any]] | None = None) -> list[Path]:
    """Write every schema (by default those of the data files) into ``directory``; returns the files written."""
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for stem, schema in (json_schemas() if schemas is None else schemas).items():
        path = directory / f"{stem}.schema.json"
        atomic.write_text(path, render(schema))
        written.append(path)
    return written


def stale_schemas(directory: Path, schemas: dict[str, dict[str, Any]] | None = None) -> list[str]:
    """Names of schema files in ``directory`` that are missing or differ from the models."""
    stale = []
    for stem, schema in (json_schemas() if schemas is None else schemas).items():
        path = directory / f"{stem}.schema.json"
        if not path.is_file() or path.read_text(encoding="utf-8") != render(schema):
            stale.append(path.name)
    return stale

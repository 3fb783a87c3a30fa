"""The JSON Schemas describe every field by the docstring under it, although the models no longer read
their sources when the program starts: the schemas fill the descriptions in when they are made."""

from __future__ import annotations

from megafauna_tui.data.loader import RulesData, default_data_dir
from megafauna_tui.data.schema import json_schemas, stale_schemas


def test_schemas_made_after_validating_still_describe_every_field(rules: RulesData) -> None:
    """The validators exist already (the data was loaded first); the schemas still carry the descriptions."""
    assert rules.summary()["mutation cards"] == 92
    schemas = json_schemas()
    assert stale_schemas(default_data_dir() / "schema", schemas) == []
    rulings = schemas["mutations"]["properties"]["applies_rulings"]
    assert rulings["description"] == "Ids of the rulings (rulings.toml) this file's contents follow."

"""The base of every component model: immutable, strict about unknown keys."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class DataModel(BaseModel):
    """A validated, immutable piece of component data.

    Unknown keys are errors, so a misspelt field in a data file is reported
    instead of silently ignored.
    """

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True, defer_build=True)
    """``defer_build``: a validator is built when a file is first validated, not when the program starts,
    so a start that finds the validated data in its cache never builds one."""


class DataFile(DataModel):
    """The top level of one data file."""

    applies_rulings: tuple[str, ...] = ()
    """Ids of the rulings (rulings.toml) this file's contents follow."""

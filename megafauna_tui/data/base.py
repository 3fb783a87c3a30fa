"""The base of every component model: immutable, strict about unknown keys."""

from __future__ import annotations

import ast
import inspect
import itertools
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict


class DataModel(BaseModel):
    """A validated, immutable piece of component data.

    Unknown keys are errors, so a misspelt field in a data file is reported
    instead of silently ignored.
    """

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)
    """``defer_build``: a validator is built when a file is first validated, not when the program starts,
    so a start that finds the validated data in its cache never builds one."""

    _models: ClassVar[list[type[DataModel]]] = []
    """Every data model, in the order they were defined (a model's parts before the model)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        DataModel._models.append(cls)


class DataFile(DataModel):
    """The top level of one data file."""

    applies_rulings: tuple[str, ...] = ()
    """Ids of the rulings (rulings.toml) this file's contents follow."""


def describe_fields() -> None:
    """Give each field of every data model the docstring written under it as its description, for the JSON
    Schemas (an editor shows it while you type).

    Pydantic can do this as it makes each class (``use_attribute_docstrings``), but reading the classes'
    source then costs every start of the program; only the schemas need the descriptions.
    """
    models = list(DataModel._models)
    for model in models:
        docs: dict[str, str] = {}
        for klass in reversed(model.__mro__):
            if isinstance(klass, type) and issubclass(klass, DataModel):
                docs.update(_attribute_docstrings(klass))
        for name, field in model.model_fields.items():
            if field.description is None and name in docs:
                field.description = docs[name]
    for model in models:  # parts first, so each model's schema takes its parts' descriptions
        model.model_rebuild(force=True)


def _attribute_docstrings(klass: type) -> dict[str, str]:
    """The string written right under each annotated attribute of a class body, by attribute."""
    try:
        tree = ast.parse(inspect.getsource(klass).strip())
    except (OSError, TypeError, SyntaxError):
        return {}
    body = tree.body[0].body if tree.body and isinstance(tree.body[0], ast.ClassDef) else []
    found: dict[str, str] = {}
    for first, second in itertools.pairwise(body):
        if (
            isinstance(first, ast.AnnAssign)
            and isinstance(first.target, ast.Name)
            and isinstance(second, ast.Expr)
            and isinstance(second.value, ast.Constant)
            and isinstance(second.value.value, str)
        ):
            found[first.target.id] = inspect.cleandoc(second.value.value)
    return found

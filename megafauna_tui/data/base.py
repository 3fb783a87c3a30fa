"""The base of every component model: immutable, strict about unknown keys, and cheap to have.

The models are plain frozen dataclasses; pydantic validates them (a TypeAdapter per model, built when data
is first validated). So a program that finds its validated data in the cache never imports pydantic: that
import alone cost a start-up about 40 ms, and making the models pydantic classes another 15.

``Field`` and ``model_validator`` are spelt as pydantic's, so the models read the same: a field's constraints
(``ge``, ``max_length``, ``pattern``...) travel in the dataclass field's metadata, where pydantic finds them,
and each ``model_validator`` runs after the fields are validated (pydantic calls ``__post_init__``, which
runs them; a ``ValueError`` there is a validation error of the model, as before).
"""

from __future__ import annotations

import ast
import dataclasses
import inspect
import itertools
import types
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, Self, TypeVar, cast, dataclass_transform

if TYPE_CHECKING:
    from pydantic import TypeAdapter

_Validator = TypeVar("_Validator", bound=Callable[..., Any])


def Field(default: Any = dataclasses.MISSING, **constraints: Any) -> Any:
    """A field with constraints pydantic checks when validating (``ge``, ``le``, ``min_length``,
    ``max_length``, ``pattern``)."""
    return dataclasses.field(default=default, metadata=constraints)


def model_validator(*, mode: str) -> Callable[[_Validator], _Validator]:
    """Mark a method that checks a whole model once its fields are valid; it raises ``ValueError`` to refuse
    it (only ``mode="after"`` exists here)."""
    if mode != "after":
        raise ValueError("only after-validators are supported")

    def mark(method: _Validator) -> _Validator:
        method.__validates_model__ = True  # type: ignore[attr-defined]
        return method

    return mark


class Discriminated:
    """``Annotated[A | B, Discriminated("kind")]``: pydantic picks the member by that field (a tagged union),
    and names only that member in its errors."""

    def __init__(self, field: str) -> None:
        self.field = field

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        from typing import Annotated

        from pydantic import Discriminator

        return handler(Annotated[source, Discriminator(self.field)])


@dataclass_transform(kw_only_default=True, frozen_default=True, field_specifiers=(Field,))
class DataModel:
    """A validated, immutable piece of component data.

    Unknown keys are errors, so a misspelt field in a data file is reported
    instead of silently ignored.
    """

    __pydantic_config__: ClassVar[dict[str, Any]] = {"extra": "forbid"}

    _models: ClassVar[list[type[DataModel]]] = []
    """Every data model, in the order they were defined (a model's parts before the model)."""
    _validators: ClassVar[tuple[str, ...]] = ()
    """The names of the model's after-validators, its bases' first."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own = tuple(name for name, value in vars(cls).items() if getattr(value, "__validates_model__", False))
        cls._validators = (*(name for name in cls._validators if name not in own), *own)
        # The fields only: the methods below serve every model, where a dataclass would compile six per class
        # (that cost a start-up 15 ms).
        dataclasses.dataclass(init=False, repr=False, eq=False)(cls)
        DataModel._models.append(cls)

    def __init__(self, **values: Any) -> None:
        fields: dict[str, dataclasses.Field[Any]] = getattr(self, "__dataclass_fields__")  # noqa: B009
        for name in values:
            if name not in fields:
                raise TypeError(f"{type(self).__name__} has no field {name!r}")
        for name, field in fields.items():
            if name in values:
                value = values[name]
            elif field.default is not dataclasses.MISSING:
                value = field.default
            else:
                raise TypeError(f"{type(self).__name__} needs a value for {name!r}")
            object.__setattr__(self, name, value)
        self.__post_init__()

    def __post_init__(self) -> None:
        for name in self._validators:
            getattr(self, name)()

    def __setattr__(self, name: str, value: Any) -> None:
        raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in getattr(self, "__dataclass_fields__"))  # noqa: B009

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, DataModel)
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash((self.__class__, self._values()))

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in getattr(self, "__dataclass_fields__"))  # noqa: B009
        return f"{type(self).__qualname__}({shown})"

    @classmethod
    def model_validate(cls, raw: Any) -> Self:
        """The model of ``raw`` (a file's TOML), validated; raises pydantic's ``ValidationError``."""
        validated: Self = _adapter(cls).validate_python(raw)
        return validated

    @classmethod
    def model_json_schema(cls) -> dict[str, Any]:
        schema: dict[str, Any] = _adapter(cls).json_schema()
        return schema

    def model_copy(self, *, update: dict[str, Any]) -> Self:
        """A copy with some fields replaced, unvalidated (as pydantic's ``model_copy``)."""
        copy: Self = dataclasses.replace(cast(Any, self), **update)
        return copy


_ADAPTERS: dict[str, TypeAdapter[Any]] = {}
"""Each model's validator, by the model's qualified name, built when first needed."""


def _adapter(model: type[DataModel]) -> TypeAdapter[Any]:
    key = f"{model.__module__}.{model.__qualname__}"
    adapter = _ADAPTERS.get(key)
    if adapter is None:
        from pydantic import TypeAdapter

        adapter = _ADAPTERS[key] = TypeAdapter(model)
    return adapter


class DataFile(DataModel):
    """The top level of one data file."""

    applies_rulings: tuple[str, ...] = ()
    """Ids of the rulings (rulings.toml) this file's contents follow."""


def describe_fields() -> None:
    """Give each field of every data model the docstring written under it as its description, for the JSON
    Schemas (an editor shows it while you type).

    Reading the classes' source costs every start of the program; only the schemas need the descriptions.
    """
    for model in DataModel._models:
        docs: dict[str, str] = {}
        for klass in reversed(model.__mro__):
            if isinstance(klass, type) and issubclass(klass, DataModel):
                docs.update(_attribute_docstrings(klass))
        for field in dataclasses.fields(cast(Any, model)):
            if "description" not in field.metadata and field.name in docs:
                field.metadata = types.MappingProxyType({**field.metadata, "description": docs[field.name]})
    _ADAPTERS.clear()  # schemas made from now on carry the descriptions


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

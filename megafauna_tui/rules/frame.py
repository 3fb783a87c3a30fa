"""Frames: the plain-data work stack that says where a game is inside its turn.

The engine keeps a stack of frames. The top frame either makes progress (changes
the position, pushes or pops frames) or, when someone must choose, returns a
Decision without changing anything. Answering hands the chosen key back to that
frame. Because every frame is a small dataclass of plain values, the position
with its pending decision saves to JSON and loads back exactly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:  # pydantic only when a save is read or written, not when a game starts from a plain save
    from pydantic import GetCoreSchemaHandler, GetJsonSchemaHandler, TypeAdapter
    from pydantic.json_schema import JsonSchemaValue
    from pydantic_core import core_schema

    from megafauna_tui.data.vocabulary import PlayerColour, Shape

    from .decisions import Decision
    from .engine import Game

#: Every frame class by its kind, for loading saves.
FRAME_TYPES: dict[str, type[Frame]] = {}


class Frame:
    """A unit of pending work. Subclasses are slotted dataclasses that set ``kind`` and implement ``step``."""

    __slots__ = ()
    kind: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if cls.kind:
            known = FRAME_TYPES.get(cls.kind)
            # @dataclass(slots=True) re-creates the class, so the same class may register twice.
            if known is not None and known.__qualname__ != cls.__qualname__:
                raise TypeError(f"two frame classes claim kind {cls.kind!r}")
            FRAME_TYPES[cls.kind] = cls

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:
        """Saves store a frame as its fields plus ``kind``, which picks the class back on load."""
        if cls is not Frame:
            return handler(source)
        from pydantic_core import core_schema

        return core_schema.no_info_plain_validator_function(
            _load_frame,
            serialization=core_schema.plain_serializer_function_ser_schema(_dump_frame, info_arg=True),
        )

    @classmethod
    def __get_pydantic_json_schema__(
        cls, schema: core_schema.CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        return {
            "type": "object",
            "description": "A unit of pending work inside the turn; its other fields depend on its kind.",
            "required": ["kind"],
            "properties": {"kind": {"enum": sorted(FRAME_TYPES)}},
        }

    def step(self, game: Game) -> Decision | None:
        """Make progress and return None, or return the decision this frame waits for."""
        raise NotImplementedError

    def answer(self, game: Game, key: str) -> None:
        """Apply a legal answer to this frame's decision."""
        raise NotImplementedError(f"{type(self).__name__} asks nothing")

    def species_renamed(self, colour: PlayerColour, old: Shape, new: Shape) -> None:
        """A species of ``colour`` now goes by another shape (a kiwi becomes the archetype, E6b): a frame keeping
        anything by shape keys it by the new one. Most frames keep nothing."""


_ADAPTERS: dict[str, TypeAdapter[Any]] = {}


def _adapter(frame_type: type[Frame]) -> TypeAdapter[Any]:
    adapter = _ADAPTERS.get(frame_type.kind)
    if adapter is None:
        from pydantic import TypeAdapter

        adapter = _ADAPTERS[frame_type.kind] = TypeAdapter(frame_type)
    return adapter


def _load_frame(value: Any) -> Frame:
    if isinstance(value, Frame):
        return value
    if not isinstance(value, dict) or not isinstance(value.get("kind"), str):
        raise ValueError("a frame is an object with a 'kind'")
    frame_type = FRAME_TYPES.get(value["kind"])
    if frame_type is None:
        raise ValueError(f"unknown frame kind {value['kind']!r}")
    fields = {k: v for k, v in value.items() if k != "kind"}
    frame: Frame = _adapter(frame_type).validate_python(fields)
    return frame


def _dump_frame(frame: Frame, info: core_schema.SerializationInfo) -> dict[str, Any]:
    adapter = _adapter(type(frame))
    fields: dict[str, Any] = (
        adapter.dump_python(frame, mode="json") if info.mode == "json" else adapter.dump_python(frame)
    )
    return {"kind": frame.kind, **fields}

"""The rules coverage index: every rule ID of the rulebook and how this edition handles it, per game."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Discriminator, Field, Tag, ValidationInfo, field_validator

from .rulings import RULE_ID_PATTERN


class Mode(StrEnum):
    """The games a rule belongs to; Achterbahn includes every tooth & claw rule."""

    TOOTH_AND_CLAW = "tooth_and_claw"
    ACHTERBAHN = "achterbahn"
    SOLO = "solo"
    VENUS = "venus"
    CAMPAIGN = "campaign"


class RuleStatus(StrEnum):
    ENFORCED = "enforced"
    """The engine applies the rule; tests name it."""
    INTERPRETED = "interpreted"
    """The rule is unclear or contradicted; a ruling settles it and the engine applies that."""
    NOT_APPLICABLE = "not_applicable"
    """The rule has nothing for this edition to do; ``why`` says so."""
    NOT_YET = "not_yet"
    """Not built yet."""


#: From least to most done: a rule is as done overall as in its least done game.
_PROGRESS = (RuleStatus.NOT_YET, RuleStatus.INTERPRETED, RuleStatus.ENFORCED, RuleStatus.NOT_APPLICABLE)
_DONE = (RuleStatus.ENFORCED, RuleStatus.INTERPRETED)


def _status_shape(value: Any) -> str:
    return "by_mode" if isinstance(value, dict) else "same"


#: The union member names pydantic puts into an error's location; a report leaves them out.
STATUS_SHAPES = ("same", "by_mode")

Status = Annotated[
    Annotated[RuleStatus, Tag("same")] | Annotated[dict[Mode, RuleStatus], Tag("by_mode")],
    Discriminator(_status_shape),
]
"""A rule's status: one for all its modes, or a table with one per mode."""


class _IndexModel(BaseModel):
    """A piece of the coverage index: a pydantic model (its validators read the fields validated before them),
    immutable and strict about unknown keys like the component data. Only the coverage tools load it."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)


class RuleEntry(_IndexModel):
    id: str = Field(pattern=RULE_ID_PATTERN)
    summary: str = Field(min_length=1)
    """What the rule says, in a short sentence of our own."""
    modes: tuple[Mode, ...] = Field(min_length=1)
    status: Status
    """One status for every mode of the rule, or a table giving each mode its own."""
    rulings: tuple[str, ...] = Field(default=(), validate_default=True)
    """Ruling ids (rulings.toml) this rule's handling follows."""
    tests: tuple[str, ...] = Field(default=(), validate_default=True)
    """Tests that check the rule, as ``path::test_name``; shared by the rule's modes."""
    why: str | None = Field(default=None, validate_default=True)
    """Why the rule is not applicable."""
    missing: str | None = Field(default=None, validate_default=True)
    """What the modes marked not_yet still lack, where the rule is done in another mode."""

    @field_validator("status")
    @classmethod
    def _one_status_per_mode(
        cls, status: RuleStatus | dict[Mode, RuleStatus], info: ValidationInfo
    ) -> RuleStatus | dict[Mode, RuleStatus]:
        if isinstance(status, RuleStatus) or "modes" not in info.data:
            return status
        modes: tuple[Mode, ...] = info.data["modes"]
        if strangers := [m.value for m in status if m not in modes]:
            raise ValueError(f"gives a status for {', '.join(strangers)}, not among the rule's modes")
        if unset := [m.value for m in modes if m not in status]:
            raise ValueError(f"gives no status for {', '.join(unset)}")
        if len(set(status.values())) == 1:
            only = next(iter(status.values())).value
            raise ValueError(f"is {only} in every mode: write status = {only!r}")
        return status

    @field_validator("rulings")
    @classmethod
    def _ruling_for_interpreted(cls, rulings: tuple[str, ...], info: ValidationInfo) -> tuple[str, ...]:
        if not rulings and (modes := _modes_with(info, RuleStatus.INTERPRETED)):
            raise ValueError(f"interpreted for {modes} names the ruling it follows")
        return rulings

    @field_validator("tests")
    @classmethod
    def _test_for_done(cls, tests: tuple[str, ...], info: ValidationInfo) -> tuple[str, ...]:
        for status in _DONE:
            if not tests and (modes := _modes_with(info, status)):
                raise ValueError(f"{status.value} for {modes} names at least one test")
        return tests

    @field_validator("why")
    @classmethod
    def _why_for_not_applicable(cls, why: str | None, info: ValidationInfo) -> str | None:
        if not why and (modes := _modes_with(info, RuleStatus.NOT_APPLICABLE)):
            raise ValueError(f"not applicable for {modes} says why")
        return why

    @field_validator("missing")
    @classmethod
    def _missing_for_a_split(cls, missing: str | None, info: ValidationInfo) -> str | None:
        if "status" not in info.data:
            return missing
        open_modes = _modes_with(info, RuleStatus.NOT_YET)
        if missing and not open_modes:
            raise ValueError("says what is missing, but no mode is not_yet")
        done = any(_modes_with(info, status) for status in _DONE)
        if not missing and open_modes and done:
            raise ValueError(f"not_yet for {open_modes} but done elsewhere: say what {open_modes} still lacks")
        return missing

    def status_in(self, mode: Mode) -> RuleStatus | None:
        """The rule's status in this game; None if the rule is not part of it."""
        if mode not in self.modes:
            return None
        return self.status if isinstance(self.status, RuleStatus) else self.status[mode]

    @property
    def overall(self) -> RuleStatus:
        """The status in the least done of the rule's games: done only when done in all of them."""
        if isinstance(self.status, RuleStatus):
            return self.status
        return min(self.status.values(), key=_PROGRESS.index)


def _modes_with(info: ValidationInfo, status: RuleStatus) -> str:
    """The rule's modes (comma-separated) that have this status, from the fields validated so far."""
    given = info.data.get("status")
    modes: tuple[Mode, ...] = info.data.get("modes", ())
    if given is None:
        return ""
    if isinstance(given, RuleStatus):
        return ", ".join(m.value for m in modes) if given is status else ""
    return ", ".join(m.value for m, s in given.items() if s is status)


class RuleIndexFile(_IndexModel):
    """``rule_index.toml``."""

    applies_rulings: tuple[str, ...] = ()
    """Ids of the rulings (rulings.toml) this file's contents follow."""

    playable: tuple[Mode, ...] = ()
    """The games the engine can set up and play today."""
    rule: tuple[RuleEntry, ...]

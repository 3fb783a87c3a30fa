"""The rules coverage index: every rule ID of the rulebook and how this edition handles it."""

from __future__ import annotations

from enum import StrEnum

from pydantic import Field, model_validator

from .base import DataFile, DataModel
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


class RuleEntry(DataModel):
    id: str = Field(pattern=RULE_ID_PATTERN)
    summary: str = Field(min_length=1)
    """What the rule says, in a short sentence of our own."""
    modes: tuple[Mode, ...] = Field(min_length=1)
    status: RuleStatus
    rulings: tuple[str, ...] = ()
    """Ruling ids (rulings.toml) this rule's handling follows."""
    tests: tuple[str, ...] = ()
    """Tests that check the rule, as ``path::test_name``."""
    why: str | None = None
    """Why the rule is not applicable."""

    @model_validator(mode="after")
    def _evidence(self) -> RuleEntry:
        if self.status is RuleStatus.ENFORCED and not self.tests:
            raise ValueError("an enforced rule names at least one test")
        if self.status is RuleStatus.INTERPRETED and not (self.rulings and self.tests):
            raise ValueError("an interpreted rule names its ruling and a test of it")
        if self.status is RuleStatus.NOT_APPLICABLE and not self.why:
            raise ValueError("a rule that is not applicable says why")
        return self


class RuleIndexFile(DataFile):
    """``rule_index.toml``."""

    rule: tuple[RuleEntry, ...]

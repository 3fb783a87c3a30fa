"""The rulings register: every gap or contradiction in the rules, settled once."""

from __future__ import annotations

from .base import DataFile, DataModel, Field

RULE_ID_PATTERN = r"^[A-N](\d+[a-z]?|[a-z]\d*)?$"


class Ruling(DataModel):
    id: str = Field(pattern=r"^R\d{2,3}$")
    rules: tuple[str, ...] = Field(min_length=1)
    """Rule IDs the question is about."""
    question: str
    ruling: str
    why: str


class RulingsFile(DataFile):
    """``rulings.toml``."""

    ruling: tuple[Ruling, ...]

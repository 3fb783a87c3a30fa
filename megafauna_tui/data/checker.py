"""The ``Checker`` every cross-file check reports through: it collects the problems found in one data file,
each with its entry and field, in the words of the rule it breaks."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .loader import Problem


class Checker:
    """Collects problems for one data file."""

    def __init__(self, file: str, problems: list[Problem]) -> None:
        self.file = file
        self.problems = problems

    def fail(self, message: str, entry: str | None = None, field: str | None = None) -> None:
        from .loader import Problem

        self.problems.append(Problem(self.file, message, entry=entry, field=field))

    def expect(self, condition: bool, message: str, entry: str | None = None, field: str | None = None) -> None:
        if not condition:
            self.fail(message, entry, field)

    def count(self, what: str, actual: int, expected: int, rule: str, entry: str | None = None) -> None:
        self.expect(actual == expected, f"{what}: expected {expected} ({rule}), found {actual}", entry)

    def unique(self, what: str, values: Iterable[object]) -> None:
        for value, n in Counter(values).items():
            if n > 1:
                self.fail(f"{what} {value!r} is used {n} times; it must be unique")

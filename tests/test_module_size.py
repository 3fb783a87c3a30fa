"""No module of the game grows past what a reader takes in at once: split by concern before it does."""

from __future__ import annotations

from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "megafauna_tui"
#: The longest a module may be, in lines.
LONGEST = 600


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_module_is_over_six_hundred_lines(path: Path) -> None:
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= LONGEST, f"{path.relative_to(PACKAGE)} has {lines} lines: split it by concern"

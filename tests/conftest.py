"""Shared fixtures: the shipped rules data, loaded once, and a scratch copy to break."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from megafauna_tui.data.loader import RulesData, default_data_dir, load_rules_data

DATA_DIR = default_data_dir()


@pytest.fixture(scope="session")
def rules() -> RulesData:
    return load_rules_data()


@pytest.fixture
def data_copy(tmp_path: Path) -> Path:
    """A writable copy of the shipped data directory."""
    target = tmp_path / "rules_data"
    shutil.copytree(DATA_DIR, target)
    return target

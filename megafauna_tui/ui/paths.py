"""Where the game keeps its files: saves and the autosave, in the user's data directory."""

from __future__ import annotations

import os
from pathlib import Path


def data_home() -> Path:
    """MEGAFAUNA_HOME if set, else $XDG_DATA_HOME/megafauna, else ~/.local/share/megafauna."""
    override = os.environ.get("MEGAFAUNA_HOME")
    if override:
        return Path(override)
    xdg = os.environ.get("XDG_DATA_HOME")
    base = Path(xdg) if xdg else Path.home() / ".local" / "share"
    return base / "megafauna"


def autosave_path() -> Path:
    return data_home() / "autosave.json"


def saves_dir() -> Path:
    return data_home() / "saves"


def crash_log_path() -> Path:
    """Where the full report of the last unexpected error goes."""
    return data_home() / "crash.log"

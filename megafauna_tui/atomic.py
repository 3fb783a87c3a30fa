"""Writing a file so that a reader only ever finds the old whole file or the new whole file.

Each write goes to a temporary file of its own (a unique name beside the target, so two games writing the same
file never share one) and then replaces the target in one step. A write that fails leaves the target as it
was and removes its temporary file.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


def write_text(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically; OSError if it cannot be written."""
    write_bytes(path, text.encode("utf-8"))


def write_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically; OSError if it cannot be written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def copy(source: Path, target: Path) -> None:
    """Copy ``source`` to ``target`` atomically; OSError if either cannot be."""
    write_bytes(target, source.read_bytes())

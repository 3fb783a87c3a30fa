"""Child processes that end with their parent, however the parent ends (even SIGKILL, which no handler sees).

On Linux the kernel does it: ``prctl(PR_SET_PDEATHSIG, SIGKILL)`` in the child asks for SIGKILL the moment the
parent dies. Elsewhere nothing is asked and the children outlive a killed parent, as before.
"""

from __future__ import annotations

import ctypes
import os
import signal
import sys

#: prctl's option number for "the signal I get when my parent dies" (linux/prctl.h).
PR_SET_PDEATHSIG = 1


def die_with_parent(parent: int | None = None) -> None:
    """In a child process: be killed when the parent process ends. ``parent``: the parent's process id, to
    notice a parent that ended before this was asked (then the child ends at once)."""
    if not sys.platform.startswith("linux"):
        return
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):
        return
    if parent is not None and os.getppid() != parent:
        os._exit(1)  # the parent ended between the fork and the request: nobody will ever signal this child

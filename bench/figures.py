"""Every speed figure a person waits on, beside its anchor and goal, in one run (run: python bench/figures.py).

Runs the other benchmark scripts of this folder and reads their numbers: keypress to settled screen and cold
start into a saved game (``ui.py``, beside a minimal Textual app), decisions per second of random 4-player
games (``engine.py``), the search bot's seconds per decision at its default level (``search.py``), and a hint
from ``h`` to the screen (``hint.py``); with ``--suite``, the README's test command too. Prints numbers,
asserts nothing.

``--against DIR`` measures another checkout of the game (an older commit, say ``git worktree add DIR <commit>``)
with the same scripts, figure by figure, the two taking turns, so both meet the same machine: the before/after
table of a change. The engine and search figures run pinned to one core (``taskset -c 0``) where it exists.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


@dataclass(frozen=True)
class Figure:
    """One number: how it is measured, read, and judged."""

    name: str
    script: list[str]
    """The command after the Python interpreter, run from the checkout measured."""
    read: Callable[[str], float]
    unit: str
    goal: str
    pinned: bool = False


def _number(pattern: str) -> Callable[[str], float]:
    def read(output: str) -> float:
        found = re.search(pattern, output)
        if found is None:
            raise ValueError(f"no match for {pattern!r} in:\n{output}")
        return float(found.group(1))

    return read


def _ratio(top: str, bottom: str) -> Callable[[str], float]:
    def read(output: str) -> float:
        return _number(top)(output) / _number(bottom)(output)

    return read


KEY_MINIMAL = r"key to screen, minimal app: .*?settled p50 +[\d.]+ ms, p95 +([\d.]+) ms"
KEYS = [sys.executable, str(HERE / "ui.py"), "--only", "keys"]
STARTS = [sys.executable, str(HERE / "ui.py"), "--only", "starts", "--mode", "achterbahn", "--starts", "9"]
HINTS = [sys.executable, str(HERE / "hint.py"), "--hints", "12", "--every", "15"]

FIGURES = [
    Figure(
        "key to settled screen p95, tooth & claw, all keys (x minimal app)",
        KEYS,
        _ratio(r"tooth & claw, all keys: .*?settled p50 +[\d.]+ ms, p95 +([\d.]+) ms", KEY_MINIMAL),
        "x",
        "<= 4x",
    ),
    Figure(
        "key to settled screen p95, Achterbahn, all keys (x minimal app)",
        KEYS,
        _ratio(r"achterbahn, all keys: .*?settled p50 +[\d.]+ ms, p95 +([\d.]+) ms", KEY_MINIMAL),
        "x",
        "<= 4x",
    ),
    Figure(
        "cold start into a saved Achterbahn game (x minimal app)",
        STARTS,
        _ratio(r"saved game, achterbahn: +(\d+) ms", r"minimal Textual app: +(\d+) ms"),
        "x",
        "<= 1.5x",
    ),
    *(
        Figure(
            f"engine, 4-player random games, {name}",
            [str(HERE / "engine.py"), "--games", "100", "--mode", mode],
            _number(r"decisions per second: +(\d+)"),
            "decisions/s",
            "2x before",
            pinned=True,
        )
        for mode, name in (("tooth-and-claw", "tooth & claw"), ("achterbahn", "Achterbahn"))
    ),
    Figure(
        "search bot, default level, per decision (median, one core)",
        [str(HERE / "search.py"), "--seconds", "2", "--games", "2", "--levels", "normal"],
        _number(r"search:normal .*?median ([\d.]+) s"),
        "s",
        "half of before",
        pinned=True,
    ),
    Figure(
        "a hint in the app, tooth & claw (median)",
        HINTS,
        _number(r"tooth and claw, .*?hint on screen median ([\d.]+) s"),
        "s",
        "<= 1.5 s",
    ),
    Figure(
        "a hint in the app, Achterbahn (median)",
        HINTS,
        _number(r"achterbahn, .*?hint on screen median ([\d.]+) s"),
        "s",
        "<= 1.5 s",
    ),
]

SUITE = Figure(
    "README test command, pytest alone",
    ["-m", "pytest", "-p", "no:cacheprovider"],  # quiet already (pyproject): its summary line gives the time
    _number(r" in ([\d.]+)s"),
    "s",
    "< 300 s on 2 cores",
)


def run(figure: Figure, tree: Path, outputs: dict[tuple[tuple[str, ...], Path], str]) -> float:
    """The figure measured on a checkout; one run of a script serves every figure it prints."""
    command = tuple(figure.script)
    key = (command, tree)
    if key not in outputs:
        argv = [sys.executable, *figure.script] if figure.script[0] != sys.executable else list(figure.script)
        if figure.pinned and shutil.which("taskset"):
            argv = ["taskset", "-c", "0", *argv]
        env = {**os.environ, "PYTHONPATH": str(tree)}
        done = subprocess.run(argv, cwd=tree, env=env, capture_output=True, text=True, check=False)
        outputs[key] = done.stdout + done.stderr
    return figure.read(outputs[key])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--against", type=Path, help="another checkout to measure beside this one")
    parser.add_argument("--suite", action="store_true", help="time the README's test command too (minutes)")
    parser.add_argument("--rounds", type=int, default=1, help="runs of each script per checkout (medians)")
    parser.add_argument("--only", default="", help="measure only the figures whose name contains this")
    args = parser.parse_args()
    trees = [args.against.resolve(), ROOT] if args.against else [ROOT]
    figures = [f for f in ([*FIGURES, SUITE] if args.suite else FIGURES) if args.only.lower() in f.name.lower()]
    results: dict[str, dict[Path, list[float]]] = {f.name: {t: [] for t in trees} for f in figures}
    for _ in range(args.rounds):
        outputs: dict[tuple[tuple[str, ...], Path], str] = {}
        for figure in figures:
            for tree in trees:  # the checkouts take turns, figure by figure
                try:
                    results[figure.name][tree].append(run(figure, tree, outputs))
                except ValueError as error:
                    print(f"{figure.name}: could not read the number ({tree}): {error}", file=sys.stderr)
            print(f"measured: {figure.name}", file=sys.stderr)
    print(file=sys.stderr, flush=True)
    names = [_label(t, args.against) for t in trees] + (["after/before"] if args.against else [])
    print(f"{'figure':68} " + " ".join(f"{name:>18}" for name in names) + "  goal")
    for figure in figures:
        found = [results[figure.name][tree] for tree in trees]
        cells = [f"{_shown(statistics.median(v))} {figure.unit}" if v else "-" for v in found]
        if args.against:
            cells.append(f"{statistics.median(found[1]) / statistics.median(found[0]):.2f}x" if all(found) else "-")
        print(f"{figure.name:68} " + " ".join(f"{cell:>18}" for cell in cells) + f"  {figure.goal}")


def _shown(value: float) -> str:
    return f"{value:.0f}" if value >= 100 else f"{value:.2f}"


def _label(tree: Path, against: Path | None) -> str:
    return "before" if against is not None and tree == against.resolve() else "this checkout"


if __name__ == "__main__":
    main()

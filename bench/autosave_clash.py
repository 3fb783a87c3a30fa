"""Two games autosaving at once in one data directory, as two browser tabs or two terminals do: prints the
autosave file each game was given, the writes, and how many reads of the autosaves found a damaged file.

Run: python bench/autosave_clash.py [--writes 2000]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

GAME = """
import sys
from pathlib import Path
from megafauna_tui.controller import Session
from megafauna_tui.data.loader import load_rules_data
from megafauna_tui.savefile import Seat
from megafauna_tui.ui.paths import autosave_path

writes, seed, ready, go = int(sys.argv[1]), int(sys.argv[2]), Path(sys.argv[3]), Path(sys.argv[4])
rules = load_rules_data()
session = Session.new(rules, [Seat("green", "Ada"), Seat("black", "Bo")], seed=seed)
early = Session.from_json(session.to_json(), rules)
for _ in range(10):
    session.answer(session.decision.options[0].key)
path = autosave_path()
print(path.name, flush=True)
ready.touch()
while not go.exists():
    pass
failed = 0
for number in range(writes):
    try:
        (session if number % 2 else early).save(path)
    except OSError:
        failed += 1
print(failed, flush=True)
"""


@dataclass
class Clash:
    """What two games autosaving at once left: each game's autosave file, failed writes and error output, the
    reads made meanwhile and how many found a damaged autosave, and the temporary files left behind."""

    names: list[str]
    failed: list[int]
    errors: list[str]
    returncodes: list[int]
    reads: int
    invalid: int
    leftovers: list[str]
    seconds: float


def clash(home: Path, flags: Path, writes: int, seeds: tuple[int, int] = (5, 6)) -> Clash:
    """Start two games in the data directory ``home`` (``flags``: a folder for their start signals), let them
    autosave ``writes`` times each at once, and read their autosaves the whole time."""
    env = {**os.environ, "MEGAFAUNA_HOME": str(home), "PYTHONPATH": str(ROOT)}
    games = [
        subprocess.Popen(
            [sys.executable, "-c", GAME, str(writes), str(seed), str(flags / f"ready-{seed}"), str(flags / "go")],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for seed in seeds
    ]
    deadline = time.monotonic() + 120
    while not all((flags / f"ready-{seed}").exists() for seed in seeds):
        if time.monotonic() > deadline or any(game.poll() is not None for game in games):
            for game in games:
                game.kill()
            raise RuntimeError("a game did not start")
        time.sleep(0.05)
    (flags / "go").touch()
    began = time.monotonic()
    reads = invalid = 0
    while any(game.poll() is None for game in games):
        for path in home.glob("autosave*.json"):
            try:
                text = path.read_text(encoding="utf-8")
            except FileNotFoundError:
                continue  # not written yet
            reads += 1
            try:
                if json.loads(text)["format"] != "megafauna-save":
                    invalid += 1
            except (ValueError, KeyError, TypeError):
                invalid += 1
    took = time.monotonic() - began
    outputs = [game.communicate() for game in games]
    lines = [out.split() for out, _ in outputs]
    return Clash(
        names=[words[0] if words else "" for words in lines],
        failed=[int(words[-1]) if len(words) > 1 else writes for words in lines],
        errors=[err for _, err in outputs],
        returncodes=[game.returncode for game in games],
        reads=reads,
        invalid=invalid,
        leftovers=[p.name for p in home.iterdir() if p.name.endswith(".tmp")],
        seconds=took,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--writes", type=int, default=2000, help="writes per game")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder) / "home"
        home.mkdir()
        result = clash(home, Path(folder), args.writes)
    for number, (name, failed) in enumerate(zip(result.names, result.failed, strict=True), start=1):
        print(f"game {number}: autosave file {name}, {args.writes} writes, {failed} failed")
    print(
        f"{2 * args.writes} writes in {result.seconds:.1f} s; {result.reads} reads, {result.invalid} found a damaged autosave"
    )
    print(f"temporary files left: {len(result.leftovers)}")


if __name__ == "__main__":
    main()

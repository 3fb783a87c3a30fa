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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--writes", type=int, default=2000, help="writes per game")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        home, flags = Path(folder) / "home", Path(folder)
        home.mkdir()
        env = {**os.environ, "MEGAFAUNA_HOME": str(home), "PYTHONPATH": str(ROOT)}
        games = [
            subprocess.Popen(
                [sys.executable, "-c", GAME, str(args.writes), str(seed), str(flags / f"r{seed}"), str(flags / "go")],
                env=env,
                stdout=subprocess.PIPE,
                text=True,
            )
            for seed in (5, 6)
        ]
        while not all((flags / f"r{seed}").exists() for seed in (5, 6)):
            time.sleep(0.05)
        (flags / "go").touch()
        began = time.monotonic()
        reads = invalid = 0
        while any(game.poll() is None for game in games):
            for path in home.glob("autosave*.json"):
                try:
                    text = path.read_text(encoding="utf-8")
                except FileNotFoundError:
                    continue
                reads += 1
                try:
                    if json.loads(text)["format"] != "megafauna-save":
                        invalid += 1
                except (ValueError, KeyError, TypeError):
                    invalid += 1
        took = time.monotonic() - began
        outputs = [game.communicate()[0].split() for game in games]
        leftovers = [p.name for p in home.iterdir() if p.name.endswith(".tmp")]
    for number, (name, failed) in enumerate(outputs, start=1):
        print(f"game {number}: autosave file {name}, {args.writes} writes, {failed} failed")
    print(f"{2 * args.writes} writes in {took:.1f} s; {reads} reads, {invalid} found a damaged autosave")
    print(f"temporary files left: {len(leftovers)}")


if __name__ == "__main__":
    main()

"""Running a tournament: its games played in this process, on a process pool or as Ray tasks, and summed up in
game order into the report, whatever ran them.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from megafauna_tui.tournament.playing import Measure, load_rules, play_game, play_games
from megafauna_tui.tournament.setup import Setup
from megafauna_tui.tournament.tally import Tally

Progress = Callable[[int, int], None]


def _start_worker(parent: int) -> None:
    """A pool worker: ends with the tournament, even a killed one (no worker left running), then loads the
    rules data once."""
    from megafauna_tui.orphans import die_with_parent

    die_with_parent(parent)
    load_rules()


def default_workers() -> int:
    """Every core this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on every platform
        return max(1, os.cpu_count() or 1)


def _chunk(games: int, workers: int) -> int:
    """Games per task: a few tasks per worker, so the last ones finish together, but not one task per game."""
    return max(1, min(50, games // (workers * 8)))


def _local(setup: Setup, workers: int, measure: Measure | None = None) -> Iterator[dict[str, Any]]:
    if workers == 1:
        load_rules()
        for index in range(setup.games):
            yield play_game(setup, index, measure)
        return
    import multiprocessing
    from collections import deque
    from concurrent.futures import Future

    context = multiprocessing.get_context("spawn")  # the same on every platform, and safe with threads
    with ProcessPoolExecutor(
        max_workers=workers, mp_context=context, initializer=_start_worker, initargs=(os.getpid(),)
    ) as pool:
        done = 0
        size = _chunk(setup.games, workers)
        starts = iter(range(0, setup.games, size))
        pending: deque[Future[list[dict[str, Any]]]] = deque()

        def submit() -> None:  # a few tasks ahead per worker, never the whole run at once (memory)
            start = next(starts, None)
            if start is not None:
                pending.append(pool.submit(play_games, setup, start, min(start + size, setup.games), measure))

        try:
            for _ in range(workers * 4):
                submit()
            while pending:
                records = pending.popleft().result()
                submit()
                for record in records:
                    done += 1
                    yield record
        except KeyboardInterrupt:  # stop at once: the games not started are dropped, not waited for
            pool.shutdown(wait=False, cancel_futures=True)
            raise
        except BrokenProcessPool as failure:  # a worker died (out of memory, killed): the rest are reported
            for index in range(done, setup.games):
                seed, lineup = setup.plan(index)
                yield {"index": index, "seed": seed, "lineup": lineup, "error": f"a worker process died: {failure}"}


class ClusterError(RuntimeError):
    """Ray was asked for but cannot be used; the message says how to get it."""


RAY_MISSING = (
    "--cluster ray needs Ray, which is not installed: pip install 'megafauna-tui[cluster]' (or pip install ray)"
)


def ray_available() -> bool:
    import importlib.util

    return importlib.util.find_spec("ray") is not None


def _ray(setup: Setup, workers: int | None, measure: Measure | None = None) -> Iterator[dict[str, Any]]:
    """The games as Ray tasks, on the cluster RAY_ADDRESS names or else on a Ray started on this machine."""
    try:
        import ray
    except ImportError:
        raise ClusterError(RAY_MISSING) from None
    started = not ray.is_initialized()
    if started:
        address = os.environ.get("RAY_ADDRESS") or None
        cpus = None if address else workers or default_workers()
        ray.init(
            address=address, num_cpus=cpus, include_dashboard=False, log_to_driver=False, logging_level=logging.WARNING
        )
    try:
        task = ray.remote(play_games)
        size = _chunk(setup.games, workers or default_workers())
        starts = list(range(0, setup.games, size))
        pending = {task.remote(setup, start, min(start + size, setup.games), measure): start for start in starts}
        finished: dict[int, list[dict[str, Any]]] = {}
        following = 0
        waiting = list(pending)
        while waiting:
            ready, waiting = ray.wait(waiting, num_returns=1)
            for ref in ready:
                start = pending[ref]
                try:
                    finished[start] = ray.get(ref)
                except Exception as failure:  # the task itself failed (a node lost): its games are reported
                    stop = min(start + size, setup.games)
                    finished[start] = [
                        {"index": i, "seed": setup.plan(i)[0], "lineup": setup.plan(i)[1], "error": str(failure)}
                        for i in range(start, stop)
                    ]
            while following in finished:  # in game order, whatever order the tasks ended in
                chunk = finished.pop(following)
                yield from chunk
                following += len(chunk)
    finally:
        if started:
            ray.shutdown()


def run(
    setup: Setup,
    *,
    workers: int | None = None,
    cluster: str | None = None,
    progress: Progress | None = None,
    measure: Measure | None = None,
    tally: Callable[[Setup], Tally] | None = None,
) -> dict[str, Any]:
    """Play the tournament and return its report. ``cluster`` 'ray' runs the games as Ray tasks; 'local' (or
    None without RAY_ADDRESS) on a process pool of ``workers`` (default: every core; 1 plays them here).
    ``measure`` and ``tally`` make another report of the same games (the playtest report: what it reads in
    each game, and how it sums them up)."""
    if cluster is None:
        cluster = "ray" if os.environ.get("RAY_ADDRESS") and ray_available() else "local"
    count = workers or default_workers()
    start = time.perf_counter()
    records = _ray(setup, workers, measure) if cluster == "ray" else _local(setup, min(count, setup.games), measure)
    summed = (tally or Tally)(setup)
    for done, record in enumerate(records, start=1):
        summed.add(record)
        if progress is not None:
            progress(done, setup.games)
    report = summed.report()
    backend = "ray" if cluster == "ray" else "in-process" if min(count, setup.games) == 1 else "processes"
    report["run"] = {
        "backend": backend,
        "workers": None if cluster == "ray" and workers is None else min(count, setup.games),
        "seconds": round(time.perf_counter() - start, 2),
    }
    return report

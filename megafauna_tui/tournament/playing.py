"""Playing a tournament's games, in any process: this one, a pool worker or a Ray worker. A worker loads the
rules once and imports ``play_games`` by its module path, so what it plays lives here, apart from what hands
out the games.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from megafauna_tui.game_facts import game_facts
from megafauna_tui.tournament.setup import Setup

if TYPE_CHECKING:
    from megafauna_tui.data.loader import RulesData
    from megafauna_tui.rules.engine import Game

#: What a report reads in each game besides the tournament's counts: called with the game as it starts, it
#: returns what reads the game where it ended (a small dict, kept with the game's record as ``measured``). A
#: module-level function, so a process pool or Ray can send it to the workers by name.
Measure = Callable[["Game"], Callable[["Game"], dict[str, Any]]]


_RULES: RulesData | None = None


def load_rules() -> RulesData:
    """The rules data of this process, loaded once (a pool's initializer, or a Ray worker's first game)."""
    global _RULES
    if _RULES is None:
        from megafauna_tui.data.loader import load_rules_data

        _RULES = load_rules_data()
    return _RULES


def _details(game: Game) -> dict[str, Any]:
    from megafauna_tui.rules import solo

    facts = game_facts(game)
    found: dict[str, Any] = {"facts": facts.players, "table_facts": facts.game}
    if isinstance(game.variant, solo.Solo):
        found["person"] = solo.person(game).value
    return found


def play_game(setup: Setup, index: int, measure: Measure | None = None) -> dict[str, Any]:
    """Game ``index`` of the tournament, as a small record; an exception is caught and recorded with the game.
    ``measure`` adds what a report reads besides the tournament's counts (the playtest report)."""
    from megafauna_tui.simulate import play_one

    seed, lineup = setup.plan(index)
    record: dict[str, Any] = {"index": index, "seed": seed, "lineup": lineup}
    readers: list[Callable[[Game], dict[str, Any]]] = []

    def started(game: Game) -> None:
        if measure is not None:
            readers.append(measure(game))

    def details(game: Game) -> dict[str, Any]:
        found = _details(game)
        if readers:
            found["measured"] = readers[0](game)
        return found

    try:
        result = play_one(
            load_rules(),
            mode=setup.mode,
            players=setup.players,
            seed=seed,
            bots=lineup,
            check=setup.check,
            length=setup.length,
            apomorphies=setup.apomorphies,
            side=setup.side,
            plant_policy=setup.plant_policy,
            details=details,
            started=started,
        )
    except Exception as failure:  # recorded with its game: one failing game does not stop the others
        record["error"] = f"{type(failure).__name__}: {failure}"
        return record
    record.update(
        turns=result["turns"],
        decisions=result["decisions"],
        colours=[p["colour"] for p in result["players"]],
        scores=[(p["score"] or {}).get("total", 0) for p in result["players"]],
        winners=result["winners"],
        facts=result["facts"],
        table_facts=result["table_facts"],
        violations=result["invariants"]["violations"],
    )
    for key in ("error", "outcome", "person", "measured"):
        if key in result:
            record[key] = result[key]
    return record


def play_games(setup: Setup, start: int, stop: int, measure: Measure | None = None) -> list[dict[str, Any]]:
    """Games ``start`` to ``stop - 1``: one task's share, on the pool or on Ray."""
    return [play_game(setup, index, measure) for index in range(start, stop)]

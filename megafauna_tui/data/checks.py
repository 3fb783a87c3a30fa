"""Cross-file checks: counts, references, and every value the rules state.

The pydantic models check each entry's shape; these checks hold the data as a
whole to the rulebook (B1-B7 counts, C1 setup, the reservoir anchors...). Each
check cites the rule it comes from, so a failure says why the value matters.

This module runs them, in a fixed order (the order problems are reported in);
the checks themselves are kept by what they check, beside it: ``checks_components``,
``checks_decks``, ``checks_map`` and ``checks_climate``, each reporting through the
``Checker`` of ``checker``. They stay modules of this folder, as the models do:
the rules cache is keyed by every module here, so changing a check revalidates.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .checks_climate import check_reservoirs, check_strips
from .checks_components import check_limits, check_players, check_rulings, check_special_cards
from .checks_decks import check_emotions, check_events, check_mutations
from .checks_map import check_biomes, check_cratons
from .named import named_card_problems

if TYPE_CHECKING:
    from .loader import Problem, RulesData


def check_rules_data(data: RulesData) -> list[Problem]:
    """Every cross-file problem found; empty when the data is sound."""
    problems: list[Problem] = []
    for check in _CHECKS:
        check(data, problems)
    problems.extend(named_card_problems(data))
    return problems


_CHECKS: tuple[Callable[[RulesData, list[Problem]], None], ...] = (
    check_players,
    check_special_cards,
    check_mutations,
    check_emotions,
    check_events,
    check_cratons,
    check_reservoirs,
    check_strips,
    check_biomes,
    check_limits,
    check_rulings,
)

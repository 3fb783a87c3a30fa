"""Undo steps back one decision at a time, but never past a card drawn or a die rolled."""

from __future__ import annotations

import pytest

from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.savefile import Seat


def _session(rules: RulesData) -> Session:
    return Session.new(rules, [Seat("green", "A"), Seat("white", "B")], seed=31)


def test_undo_returns_to_the_previous_decision(rules: RulesData) -> None:
    session = _session(rules)
    first = session.decision
    assert first is not None and first.kind is DecisionKind.ACTION
    session.answer("populate")
    assert session.can_undo
    session.undo()
    assert session.decision == first
    assert session.answers == []


def test_undo_never_crosses_a_random_reveal(rules: RulesData) -> None:
    """Ending the actions refreshes the Display from the deck: the new cards cannot be undone."""
    session = _session(rules)
    session.answer("pass")  # White ends: the Display refresh deals no card (nothing was bought)...
    session.answer("mutate")
    decision = session.decision
    assert decision is not None
    session.answer(decision.options[0].key)  # buying opens a slot
    while session.decision is not None and session.decision.kind is not DecisionKind.ACTION:
        session.answer(session.decision.options[0].key)
    session.answer("pass")  # ...but this refresh draws a new card: a reveal
    assert not session.can_undo
    with pytest.raises(LookupError, match="nothing to undo"):
        session.undo()

"""Undo: one decision at a time, never past a card drawn or a die rolled, never another person's without consent."""

from __future__ import annotations

import pytest

from megafauna_tui.controller import Session, UndoNeedsConsent
from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.savefile import Seat


def _session(rules: RulesData, *, bot: str | None = None) -> Session:
    return Session.new(rules, [Seat("green", "Ada"), Seat("white", "Bob", bot)], seed=31)


def _play_until_the_other_person_decides(session: Session) -> None:
    """White populates, then passes (nothing revealed yet): Green, another person, decides next."""
    session.answer("populate")
    while session.decision is not None and session.decision.kind is not DecisionKind.ACTION:
        session.answer(session.decision.options[0].key)
    decision = session.decision
    assert decision is not None and decision.player.value == "white"
    session.answer("pass")
    assert session.decision is not None and session.decision.player.value == "green"


def test_undo_returns_to_the_previous_decision(rules: RulesData) -> None:
    session = _session(rules)
    first = session.decision
    assert first is not None and first.kind is DecisionKind.ACTION
    session.answer("populate")
    assert session.can_undo
    step = session.undo(by=first.player)
    assert session.decision == first
    assert session.answers == []
    assert step.player is first.player and step.choice


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
        session.undo(by=session.decision.player if session.decision else None)


def test_a_person_cannot_undo_another_persons_decision_without_consent(rules: RulesData) -> None:
    session = _session(rules)
    _play_until_the_other_person_decides(session)
    found = session.last_step()
    assert found is not None
    index, step = found
    asking = session.decision
    assert asking is not None and asking.player is not step.player
    before = session.to_json()
    owner = session.seat(step.player)
    assert session.consent_needed(asking.player) == owner
    with pytest.raises(UndoNeedsConsent) as refused:
        session.undo(by=asking.player)
    assert refused.value.seat == owner and owner.name in str(refused.value)
    assert session.to_json() == before  # refused: nothing changed
    session.undo(by=asking.player, consent=True)
    assert len(session.answers) == index
    assert session.decision is not None and session.decision.player is step.player


def test_the_decider_undoes_their_own_decisions_freely(rules: RulesData) -> None:
    session = _session(rules)
    first = session.decision
    assert first is not None
    session.answer("populate")  # the same player goes on deciding what to populate
    assert session.decision is not None and session.decision.player is first.player
    assert session.consent_needed(first.player) is None
    session.undo(by=first.player)
    assert session.decision == first


def test_undoing_takes_back_the_bots_decisions_after_it_without_asking(rules: RulesData) -> None:
    session = _session(rules, bot="random")
    person = next(s for s in session.seats if s.bot is None)
    for _ in range(300):  # the person answers, then the bot, until the bot has decided after the person
        decision = session.decision
        assert decision is not None
        session.answer(decision.options[0].key)
        found = session.last_step()
        after = session.decision
        bots_answered_since = found is not None and len(session.answers) > found[0] + 1
        if bots_answered_since and after is not None and after.player.value == person.colour:
            break
    found = session.last_step()
    assert found is not None and found[1].player.value == person.colour
    assert session.consent_needed(found[1].player) is None  # the bots in between ask nothing
    session.undo(by=found[1].player)
    assert len(session.answers) == found[0]


def test_undo_survives_a_save_and_load(rules: RulesData) -> None:
    session = _session(rules)
    _play_until_the_other_person_decides(session)
    loaded = Session.from_json(session.to_json(), rules)
    assert loaded.last_step() == session.last_step()
    asking = session.decision
    assert asking is not None
    session.undo(by=asking.player, consent=True)
    loaded.undo(by=asking.player, consent=True)
    assert loaded.to_json() == session.to_json()
    assert loaded.decision == session.decision


def test_a_rules_failure_mid_answer_leaves_the_position_as_it_was(
    rules: RulesData, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A position half-changed by a failing answer would be autosaved next; the session puts it back."""
    session = _session(rules)
    session.answer("populate")
    before = session.to_json()

    def failing(key: str) -> None:
        session.game.state.turn += 3
        raise RuntimeError("a rules bug")

    monkeypatch.setattr(session.game, "answer", failing)
    decision = session.decision
    assert decision is not None
    with pytest.raises(RuntimeError, match="a rules bug"):
        session.answer(decision.options[0].key)
    assert session.to_json() == before


def test_L2b_the_medea_holder_answers_and_undoes_the_automated_plants_choices(rules: RulesData) -> None:
    """Venus L2: the plant has a seat of its own but nobody's; the holder of the Medea answers its choices and
    takes them back without anyone's consent (L2b)."""
    from megafauna_tui.data.vocabulary import PlayerColour
    from megafauna_tui.rules.state import GameLength, GameMode

    session = Session.deal(
        rules, [("Ada", None), ("Bob", None)], seed=3, mode=GameMode.VENUS_L2, length=GameLength.LONG
    )
    assert [s.name for s in session.seats][-1] == "Plant" and session.seats[-1].colour == "green"
    decision = session.decision
    assert decision is not None and decision.player is PlayerColour.GREEN
    holder = next(p.colour for p in session.game.state.players if p.medea)
    assert session.answerer(PlayerColour.GREEN) is holder
    session.answer(decision.options[0].key)
    found = session.last_step()
    assert found is not None and found[1].player is PlayerColour.GREEN and found[1].answerer is holder
    assert session.consent_needed(holder) is None
    other = next(c for c in (PlayerColour(s.colour) for s in session.seats[:2]) if c is not holder)
    owner = session.consent_needed(other)
    assert owner is not None and owner.colour == holder.value
    with pytest.raises(UndoNeedsConsent):
        session.undo(by=other)
    session.undo(by=holder)
    assert session.answers == [] and session.decision == decision


def test_Ke_Kf_a_session_passes_the_side_and_the_plant_policy_to_the_game(rules: RulesData) -> None:
    from megafauna_tui.rules.state import GameLength, GameMode, Side

    seats = [Seat("black", "Chimera"), Seat("green", "Plant")]
    session = Session.new(
        rules, seats, seed=2, mode=GameMode.SOLO_EARTH, length=GameLength.LONG, side=Side.CHIMERA, plant_policy=True
    )
    state = session.game.state
    assert (state.side, state.plant_policy) == (Side.CHIMERA, True)
    assert session.setup is not None and (session.setup.side, session.setup.plant_policy) == (Side.CHIMERA, True)
    decision = session.decision  # the plant policy answers the plant's setup: the chimera decides first (Kf)
    assert decision is not None and session.game.variant.chimera(session.game, decision.player)
    assert decision.player.value == "black"

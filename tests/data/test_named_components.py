"""Every card and event the rulebook names exists with the properties its text implies."""

from __future__ import annotations

from megafauna_tui.data.events import ReservoirShift
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.mutations import MutationCard
from megafauna_tui.data.vocabulary import Emotion, EventDeck, OrganColour, Shape


def _card(rules: RulesData, *, name: str | None = None, promoted: str | None = None) -> MutationCard:
    found = [
        m
        for m in rules.mutations.values()
        if (name is None or m.name == name) and (promoted is None or m.promoted_name == promoted)
    ]
    assert len(found) == 1, f"expected one card {name or promoted!r}, found {len(found)}"
    return found[0]


def test_e3b_electrolocation_speciates_into_a_burrower(rules: RulesData) -> None:
    card = _card(rules, name="electrolocation", promoted="infrared pit sensor")
    assert card.plus_organs == (OrganColour.RED,)
    assert any(o.shape is Shape.BURROWER for o in card.orientations)


def test_e2d_cud_chewing_is_a_green_monster_up_to_size_five(rules: RulesData) -> None:
    card = _card(rules, promoted="cud-chewing")
    assert any(o.monster and o.plus_organs == (OrganColour.GREEN,) and o.max_size >= 5 for o in card.orientations)


def test_e6b_alary_muscle_is_a_size_one_flyer(rules: RulesData) -> None:
    card = _card(rules, promoted="alary muscle")
    assert any(o.shape is Shape.FLYER and o.max_size == 1 for o in card.orientations)


def test_j6b_fear_personality_cards(rules: RulesData) -> None:
    lung = _card(rules, name="air sacs", promoted="bronchoalveolar lung")
    assert any(o.personality_role == "tail" and o.left is Emotion.FEAR for o in lung.orientations)
    antenna = _card(rules, promoted="olfactory antenna")
    assert any(o.personality_role == "head" and o.right is Emotion.FEAR for o in antenna.orientations)
    mobbing = _card(rules, name="aggregation pheromones", promoted="mobbing behavior")
    assert any((o.left, o.right) == (Emotion.FEAR, Emotion.FEAR) for o in mobbing.orientations)


def test_j6c_angry_bird_cards(rules: RulesData) -> None:
    limbic = _card(rules, promoted="limbic system")
    assert any((o.left, o.right) == (Emotion.ANGER, Emotion.FEAR) for o in limbic.orientations)
    horned = _card(rules, promoted="horned head")
    assert any(o.personality_role == "head" and o.right is Emotion.ANGER for o in horned.orientations)
    adrenal = _card(rules, promoted="adrenal glands")
    assert any(o.personality_role == "brain" and o.left is Emotion.FEAR for o in adrenal.orientations)


def test_j4_tentacled_head_is_a_green_monster_head(rules: RulesData) -> None:
    card = _card(rules, promoted="tentacled head")
    assert any(o.monster and o.plus_organs == (OrganColour.GREEN,) and o.right for o in card.orientations)


def test_numbered_mutations_and_errata(rules: RulesData) -> None:
    assert rules.mutations[29].name == "hyoid apparatus"
    assert any(o.shape is Shape.BURROWER for o in rules.mutations[29].orientations)
    assert {o.haustorium_skeletal for o in rules.mutations[56].orientations} == {0, 5}
    assert rules.mutations[74].plus_organs == (OrganColour.BLUE, OrganColour.BLUE)
    assert rules.mutations[92].name == "contest dimorphism"
    for number in (29, 86, 89, 91):
        assert rules.mutations[number].erratum


def test_named_events(rules: RulesData) -> None:
    by_name = {e.name.lower(): e for e in rules.events.values()}
    traps = rules.events[7]
    assert traps.name == "basalt flood traps" and traps.deck is EventDeck.ET and traps.craton == "gondwana"
    assert [e.kind for e in traps.events] == ["crater", "collision", "climax", "reservoir"]
    eutrophication = rules.events[34]
    assert all("microbe" in e.requires for e in eutrophication.rows[0])
    green_to_sea = [e for e in eutrophication.rows[1] if isinstance(e, ReservoirShift) and e.disk == "green"]
    assert green_to_sea and green_to_sea[0].onto == "sea" and eutrophication.erratum
    assert rules.events[33].craton == "siberia"
    assert by_name["c.a.m.p."].craton == "laurentia"
    assert any(e.kind == "radiation" and e.deck == "metabolic" for e in by_name["hypercapnia"].events)  # type: ignore[union-attr]
    assert sum("precipitation" in e.requires for e in by_name["megamonsoon"].events) == 3
    assert any(isinstance(e, ReservoirShift) and e.rain_shadow for e in by_name["co2 desert"].events)
    comet = by_name["chicxulub class comet"]
    assert comet.long_game_only and any(e.kind == "comet" for e in comet.events)
    for name in ("ring of fire", "eruption winter"):
        assert any(e.kind == "crater" and e.volcanic for e in by_name[name].events)  # type: ignore[union-attr]

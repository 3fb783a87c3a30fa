"""The biosphere decks we authored: each extreme carries its own way back as well as its runaway (edition 2 of
the decks, the reasons in events.toml), and every white disk a card takes off the map is the Medea's to send
(D13). Properties of our cards, not of any data: a transcription of the printed cards need not have them."""

from __future__ import annotations

from megafauna_tui.data.events import ReservoirShift
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import DiskColour, EventDeck, Place


def shifts(rules: RulesData, deck: EventDeck) -> list[ReservoirShift]:
    return [
        event for card in rules.events_file.event if card.deck is deck for event in card.events
        if isinstance(event, ReservoirShift)
    ]  # fmt: skip


def warming(shift: ReservoirShift) -> bool:
    return shift.destination is Place.ATMOSPHERE


def cooling(shift: ReservoirShift) -> bool:
    return shift.source is Place.ATMOSPHERE


def test_d10_a_hot_world_has_its_thermostat_beside_its_runaway(rules: RulesData) -> None:
    """D10, D10h: the too hot deck draws carbon and vapour down (buried, weathered, rained out) on at least a
    third of its cards, and its warmest cards need what makes a hot world dangerous (D10c, D10e) or the gun."""
    hot = shifts(rules, EventDeck.TOO_HOT)
    down = [s for s in hot if cooling(s)]
    assert len(down) >= 4
    assert {s.disk for s in down} == {DiskColour.BLACK, DiskColour.WHITE}
    up = [s for s in hot if warming(s)]
    assert len(up) <= len(down) + 3
    assert all(s.requires or s.gun for s in up if s.source is Place.CLOUDS)  # vapour off a cloudy sky only


def test_d10_a_frozen_world_can_warm_itself(rules: RulesData) -> None:
    """D10: the too cold deck has carbon coming back into the Atmosphere (volcanoes under the ice, shelves
    laid bare), so a cold world is not held cold for good (on solo Mars, K3a: a few disks in all)."""
    cold = shifts(rules, EventDeck.TOO_COLD)
    back = [s for s in cold if warming(s) and s.disk is DiskColour.BLACK]
    assert len(back) >= 2
    assert any(s.source is Place.OFFSHORE for s in back) and any(s.source is Place.CONTINENTAL for s in back)


def test_d13_every_white_disk_a_card_takes_off_the_map_is_the_medeas_to_send(rules: RulesData) -> None:
    """D13: a white disk liberated for any reason goes to the Clouds or the Atmosphere as the Medea decides, so
    our cards print the split icon on each (R42 is for a card that prints one place)."""
    off_the_map = [
        event for card in rules.events_file.event for event in card.events
        if isinstance(event, ReservoirShift) and event.disk is DiskColour.WHITE
        and event.source is Place.CONTINENTAL
    ]  # fmt: skip
    assert off_the_map
    assert all(event.destination is Place.CLOUDS_OR_ATMOSPHERE for event in off_the_map)

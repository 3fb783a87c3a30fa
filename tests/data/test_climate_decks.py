"""The biosphere decks we authored: each extreme carries its own way back as well as its runaway (editions 2 and
3 of the decks, the reasons in events.toml), and every white disk a card takes off the map is the Medea's to send
(D13). Properties of our cards, not of any data: a transcription of the printed cards need not have them."""

from __future__ import annotations

from megafauna_tui.data.events import ReservoirShift
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import Condition, DiskColour, EventDeck, Place


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


def test_d10a_no_too_hot_gun_fills_the_atmosphere(rules: RulesData) -> None:
    """D10a, D10h, L1a: no gun of the too hot deck shoots into the Atmosphere, so whoever holds the Medea cannot
    end a hot game with a runaway at a stroke (edition 3; on Venus, three disks short of the runaway at setup)."""
    up = (Place.ATMOSPHERE, Place.CLOUDS_OR_ATMOSPHERE)
    guns_up = [s for s in shifts(rules, EventDeck.TOO_HOT) if s.gun and s.destination in up]
    # The D13 example's gun stays (the meltwater pulse): each of its white disks goes where the Medea sends it.
    assert all(s.destination is Place.CLOUDS_OR_ATMOSPHERE for s in guns_up)


def test_d10d_a_hot_world_rains_its_water_back_onto_the_land(rules: RulesData) -> None:
    """D10, D10d, K7c: a too hot card brings white disks from the Clouds down onto the continents, so a hot
    world's seas are not only ever lost to the sky (edition 3: the megamonsoon, a gun the Medea may pull)."""
    hot = shifts(rules, EventDeck.TOO_HOT)
    rain = [
        s for s in hot if s.disk is DiskColour.WHITE and s.source is Place.CLOUDS and s.destination is Place.CONTINENTAL
    ]
    assert rain and all(Condition.PRECIPITATION in s.requires for s in rain)

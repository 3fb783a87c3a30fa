"""Every value the rules state for the tracks, strips and biome table holds in the data."""

from __future__ import annotations

import pytest

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import Biome, DiskColour, GreenhouseLevel, Humidity, Shape, Wind


def test_c1k_fourteen_green_disks_read_seven_percent(rules: RulesData) -> None:
    oxygen = rules.reservoirs.oxygen
    assert oxygen.setup_green == 14
    assert oxygen.oxygen_percent[14] == 7


def test_d7b_four_percent_oxygen_gives_dark_heart_two(rules: RulesData) -> None:
    oxygen = rules.reservoirs.oxygen
    assert oxygen.dark_heart[oxygen.oxygen_percent.index(4)] == 2


def test_a2a_twelve_percent_oxygen_gives_three_actions(rules: RulesData) -> None:
    oxygen = rules.reservoirs.oxygen
    assert oxygen.actions[oxygen.oxygen_percent.index(12)] == 3


def test_k4c_six_percent_oxygen_gives_two_actions_and_dark_heart_three(rules: RulesData) -> None:
    """Not in the text: the reading a published solo Mars game met (R07), so a plant of five on Mars lets
    the animal act twice (K4c)."""
    oxygen = rules.reservoirs.oxygen
    six = oxygen.oxygen_percent.index(6)
    assert (oxygen.actions[six], oxygen.dark_heart[six]) == (2, 3)
    assert oxygen.actions[six + 1] == 1


def test_a2a_oxygen_tracks_fall_as_green_disks_rise(rules: RulesData) -> None:
    oxygen = rules.reservoirs.oxygen
    assert all(a > b for a, b in zip(oxygen.oxygen_percent, oxygen.oxygen_percent[1:], strict=False))
    assert all(a >= b for a, b in zip(oxygen.dark_heart, oxygen.dark_heart[1:], strict=False))
    assert set(oxygen.actions) == {1, 2, 3, 4}


@pytest.mark.parametrize("disks", range(19))
def test_d10c_microbes_need_more_than_six_oxygen_disks(rules: RulesData, disks: int) -> None:
    zone = rules.reservoirs.oxygen.zone[disks]
    assert zone == ("microbe" if disks > 6 else "conflagration")


def test_clouds_anchors(rules: RulesData) -> None:
    clouds = rules.reservoirs.clouds
    assert (clouds.albedo[1], clouds.green_heart[1]) == (0.1, 2)
    assert clouds.albedo[6] == 0.4 and clouds.setup_white == 6
    assert all(clouds.green_heart[n] == 3 for n, a in enumerate(clouds.albedo) if a == 0.2)


@pytest.mark.parametrize("disks", range(13))
def test_d10d_precipitation_zones(rules: RulesData, disks: int) -> None:
    expected = "none" if disks <= 3 else "cloud_covered" if disks >= 8 else "normal"
    assert rules.reservoirs.clouds.precipitation[disks] == expected


def test_c1k_setup_atmosphere_reads_eden_and_thirteen_is_runaway(rules: RulesData) -> None:
    atmosphere = rules.reservoirs.atmosphere
    assert atmosphere.greenhouse[atmosphere.setup_black + atmosphere.setup_white] is GreenhouseLevel.EDEN
    assert atmosphere.greenhouse[13] is GreenhouseLevel.RUNAWAY
    assert GreenhouseLevel.RUNAWAY not in atmosphere.greenhouse[:13]
    assert atmosphere.green_actions[13] == 5


def test_c1h_c1k_achterbahn_setup_puts_every_disk_on_the_table(rules: RulesData) -> None:
    earth = [c for c in rules.cratons.values() if c.world == "earth"]
    black = sum(s.disks.count(DiskColour.BLACK) for c in earth for s in c.shelves)
    black += sum(h.disk is DiskColour.BLACK for c in earth for h in c.hexes)
    white = sum(h.disk is DiskColour.WHITE for c in earth for h in c.hexes)
    green = sum(s.disks.count(DiskColour.GREEN) for c in earth for s in c.shelves)
    r = rules.reservoirs
    assert black + r.atmosphere.setup_black == 12
    assert white + r.atmosphere.setup_white + r.clouds.setup_white == 12
    assert green + r.oxygen.setup_green == 18


def test_f5a_wind_blows_only_in_latitudes_1_3_4_6(rules: RulesData) -> None:
    for strip in rules.strips.values():
        windy = [lat for lat, row in enumerate(strip.latitudes) if row.wind is not Wind.NONE]
        assert windy == [1, 3, 4, 6]


def test_d5_warm_latitude_one_is_humid(rules: RulesData) -> None:
    assert rules.strips[GreenhouseLevel.WARM].latitudes[1].humidity is Humidity.GREEN


def test_f3a_swimmer_costs_from_the_j7_example(rules: RulesData) -> None:
    """A swimmer going swamp -> forest -> sea pays 3: forest 2 plus sea 1 (J7 example)."""
    cost = rules.biomes[Biome.FOREST].entry[Shape.SWIMMER].cost
    sea = rules.biomes[Biome.SEA].entry[Shape.SWIMMER].cost
    assert cost is not None and sea is not None and cost + sea == 3


def test_f3b_only_swimmers_enter_blooms(rules: RulesData) -> None:
    bloom = rules.biomes[Biome.BLOOM]
    assert bloom.entry[Shape.SWIMMER].cost == 1
    assert [s for s in Shape if bloom.entry[s].cost is not None] == [Shape.SWIMMER]


def test_f3c_uninhabitable_biomes_from_the_examples(rules: RulesData) -> None:
    b = rules.biomes
    assert not b[Biome.FOREST].entry[Shape.SWIMMER].habitable
    assert not b[Biome.SEA].entry[Shape.ARMORED].habitable
    assert not b[Biome.SEA].entry[Shape.BURROWER].habitable
    assert not b[Biome.ICE].entry[Shape.FLYER].habitable


def test_g4_h3_roadrunner_colours(rules: RulesData) -> None:
    colours = {b.biome.value: b.roadrunner.value for b in rules.biomes.values()}
    assert colours["weeds"] == "yellow" and colours["forest"] == "red" and colours["swamp"] == "red"
    assert colours["sea"] == "yellow" and colours["bloom"] == "yellow"


def test_f5_rafting_costs(rules: RulesData) -> None:
    assert dict(rules.biomes_file.rafting.cost) == {
        Shape.ARCHETYPE: 3,
        Shape.ARMORED: 3,
        Shape.BURROWER: 3,
        Shape.FLYER: 1,
        Shape.SWIMMER: 1,
    }

"""Map geometry: adjacency from coordinates, within a craton and across joined cratons."""

from __future__ import annotations

import pytest

from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules.geometry import HexId, MapGeometry, Placement, joined_row


def _ids(hexes: tuple[HexId, ...]) -> set[str]:
    return {str(h) for h in hexes}


def test_craton_centre_touches_all_six(rules: RulesData) -> None:
    geo = MapGeometry(rules.cratons, [Placement("siberia", 0, 4)])
    assert _ids(geo.adjacent(HexId("siberia", 0))) == {f"siberia:{n}" for n in range(1, 7)}
    assert _ids(geo.adjacent(HexId("siberia", 1))) == {"siberia:0", "siberia:2", "siberia:6"}


def test_rows_of_a_craton_are_latitudes(rules: RulesData) -> None:
    """D5 example: Siberia at die 1 has its north row at latitude 0 and its seas at 2."""
    geo = MapGeometry(rules.cratons, [Placement("siberia", 1, 1)])
    assert {geo.latitude(HexId("siberia", n)) for n in (6, 1)} == {0}
    assert {geo.latitude(HexId("siberia", n)) for n in (3, 4)} == {2}


def test_c1f_joined_cratons_touch_across_the_seam(rules: RulesData) -> None:
    geo = MapGeometry(rules.cratons, joined_row(["laurentia", "baltica"], latitude=4))
    east_of_laurentia = HexId("laurentia", 2)
    assert HexId("baltica", 5) in geo.adjacent(east_of_laurentia)
    assert not geo.is_coast(east_of_laurentia, "east")
    assert geo.is_coast(HexId("laurentia", 1), "east")


def test_f5_raft_crosses_a_bay_and_wraps_around_the_globe(rules: RulesData) -> None:
    geo = MapGeometry(rules.cratons, joined_row(["laurentia", "baltica"], latitude=4))
    # Heading west from Baltica's north-west coast, the raft lands on Laurentia's north-east coast.
    assert geo.raft_landing(HexId("baltica", 6), "west") == HexId("laurentia", 1)
    # Heading west from Laurentia's west coast, it wraps round to Baltica's east coast (D3b).
    assert geo.raft_landing(HexId("laurentia", 5), "west") == HexId("baltica", 2)
    # A hex with land next to it in that direction is no coast: no raft.
    assert geo.raft_landing(HexId("laurentia", 2), "east") is None


def test_overlapping_placements_are_refused(rules: RulesData) -> None:
    with pytest.raises(ValueError, match="overlap"):
        MapGeometry(rules.cratons, [Placement("siberia", 0, 4), Placement("baltica", 2, 4)])


def test_hex_ids_round_trip() -> None:
    assert HexId.parse("gondwana:3") == HexId("gondwana", 3)
    with pytest.raises(ValueError):
        HexId.parse("gondwana")

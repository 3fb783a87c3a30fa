"""Map geometry: adjacency from coordinates, within a craton and across joined cratons; the map follows the
placements in the position."""

from __future__ import annotations

import pytest

from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.geometry import JOINED_SPACING, HexId, MapGeometry, Placement, joined_row


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


def _split(placements: tuple[Placement, ...]) -> tuple[Placement, ...]:
    """The same cratons, the easternmost moved one craton's width further east: an ocean opens."""
    *west, east = placements
    return (*west, Placement(east.craton, east.column + 2 * JOINED_SPACING, east.row))


def test_a_clone_whose_cratons_move_has_its_own_map(rules: RulesData) -> None:
    """The map is part of the position: a clone shares its original's map only while its placements are the
    same, and moving a craton in the clone changes neither the original's map nor its caches."""
    game = Game.new(rules, players=2, seed=3)
    west, east = game.state.craton_order
    seam = [
        h for h in game.hexes if h.startswith(west + ":") and any(n.startswith(east + ":") for n in game.neighbours[h])
    ]
    assert seam
    neighbours_before = {h: game.neighbours[h] for h in game.hexes}
    twin = game.clone()
    assert twin.map is game.map  # same placements, same (immutable) map
    twin.state.placements = _split(twin.state.placements)
    assert twin.map is not game.map and twin.geometry is not game.geometry
    assert twin.neighbours is not game.neighbours and twin.terrain is not game.terrain
    assert all(not any(n.startswith(east + ":") for n in twin.neighbours[h]) for h in seam)
    assert {h: game.neighbours[h] for h in game.hexes} == neighbours_before
    assert game.state.placements != twin.state.placements
    # Rafting follows the new coasts: from the old seam the raft now crosses the new ocean.
    assert any(twin.raft_landing(h, "west") != game.raft_landing(h, "west") for h in twin.hexes)
    # The original keeps answering from its own map, and a clone of the moved game keeps the moved map.
    assert game.clone().neighbours == game.neighbours and twin.clone().neighbours == twin.neighbours


def test_a_position_whose_cratons_move_is_never_answered_from_a_stale_map(rules: RulesData) -> None:
    game = Game.new(rules, players=3, seed=5)
    joined = game.map
    game.state.placements = _split(game.state.placements)
    split = game.map
    assert split is not joined and split.geometry.placements == game.state.placements
    assert len(split.geometry.placements) == 3 and split.neighbours != joined.neighbours
    # Moving the craton back restores the joined map's shape (a new map, equal in every part).
    game.state.placements = joined.geometry.placements
    assert game.map is not split and game.neighbours == joined.neighbours and game.hexes == joined.hexes


def test_state_latitudes_and_row_follow_the_placements(rules: RulesData) -> None:
    game = Game.new(rules, players=4, seed=9)
    assert game.state.placements == joined_row(game.state.craton_order, latitude=4)
    moved = tuple(Placement(p.craton, p.column + 1, p.row + 1) for p in game.state.placements)
    game.state.placements = moved
    assert game.state.latitudes == {p.craton: 5 for p in moved}
    assert {game.geometry.latitude(HexId.parse(h)) for h in game.hexes if h.endswith(":0")} == {5}

"""Dispersal's routes (F2, F3, F5) as the game keeps them between positions, and positions written out once and
copied out many times (the bots' futures, undo's base): what is kept is never stale, what is copied is independent."""

from __future__ import annotations

import random

import pytest

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import DiskColour
from megafauna_tui.rules.dispersal import Reach, reachable
from megafauna_tui.rules.engine import Game, Snapshot
from megafauna_tui.rules.state import GameMode
from megafauna_tui.savefile import dumps


def _kept_and_fresh(game: Game) -> list[tuple[str, object, object]]:
    """For every species with creeples and every place one stands: the routes as dispersal reads them now
    (kept from another position with the same terrain, perhaps) and as worked out afresh."""
    found = []
    for player in game.state.players:
        for species in player.species:
            for origin in sorted({c.hex for c in game.state.living(species.colour, species.shape)}):
                kept = dict(Reach(game, species).routes(origin))
                fresh = Reach(game, species)._work_out(origin)
                found.append((f"{species.colour.value} {species.shape.value} from {origin}", kept, fresh))
    return found


@pytest.mark.parametrize("mode", [GameMode.TOOTH_AND_CLAW, GameMode.ACHTERBAHN])
def test_f2_f5_kept_routes_are_those_the_position_gives_as_the_game_goes_on(rules: RulesData, mode: GameMode) -> None:
    """Disks are laid and taken, cratons collide and the strip's winds change (F3, F5a, D3): in every position
    met, the routes dispersal reads are the routes the position gives."""
    checked = 0
    for seed in (3, 4):
        game = Game.new(rules, players=3, seed=seed, mode=mode)
        pick = random.Random(seed)
        while (decision := game.decision) is not None:
            if game.decisions_answered % 7 == 0:
                for what, kept, fresh in _kept_and_fresh(game):
                    assert kept == fresh, f"{what} at decision {game.decisions_answered}"
                    checked += 1
            game.answer(pick.choice(decision.options).key)
    assert checked > 100


def test_f3_a_disk_laid_changes_the_routes_at_once(rules: RulesData) -> None:
    """F3: a white disk turns a biome to ice, which a swimmer cannot enter; the next question about routes
    sees it, although the routes before it were kept."""
    game = Game.new(rules, players=2, seed=5, mode=GameMode.ACHTERBAHN)
    species = next(s for p in game.state.players for s in p.species if game.state.living(s.colour, s.shape))
    origin = next(iter(game.state.living(species.colour, species.shape))).hex
    before = dict(reachable(game, species, origin))
    neighbour = next(place for place in before if place != origin and ":" in place and place in game.map.terrain)
    game.state.disks[neighbour] = DiskColour.WHITE
    after = dict(reachable(game, species, origin))
    assert after == Reach(game, species)._work_out(origin)
    assert neighbour not in after  # the archetype cannot enter ice (F3a, the biome table)
    game.state.disks.pop(neighbour)
    assert dict(reachable(game, species, origin)) == before


def test_tooth_and_claw_keeps_routes_only_while_no_disk_or_shelf_is_in_play(rules: RulesData) -> None:
    """A8e: tooth & claw has no disks, so its placements decide every biome; a position built with a disk
    (a test's, a scenario's) has its routes worked out afresh."""
    game = Game.new(rules, players=2, seed=1)
    assert game.variant.terrain_key(game) == ()
    game.state.disks[game.map.hexes[0]] = DiskColour.BLACK
    assert game.variant.terrain_key(game) is None


def test_copies_of_a_snapshot_are_independent_of_it_and_of_each_other(rules: RulesData) -> None:
    """A search plays hundreds of futures from one written-out position: none may leak into another."""
    game = Game.new(rules, players=2, seed=8, mode=GameMode.ACHTERBAHN)
    for _ in range(30):
        decision = game.decision
        assert decision is not None
        game.answer(decision.options[0].key)
    snapshot = Snapshot.of(game)
    first, second = snapshot.game(), snapshot.game()
    saved = dumps(game)
    assert dumps(first) == saved and dumps(second) == saved
    log = len(game.state.log)
    for _ in range(20):
        decision = first.decision
        assert decision is not None
        first.answer(decision.options[-1].key)
    assert dumps(game) == saved and dumps(second) == saved
    assert len(game.state.log) == log == len(second.state.log) < len(first.state.log)
    assert second.decision == game.decision

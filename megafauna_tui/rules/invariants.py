"""Facts that hold in every legal position: checked after every decision in tests and simulations.

Components are conserved (B7): creeples, cubes, mutation cards, tools and fossils
are always somewhere, never duplicated or lost. The map respects capacity (one
upright herbivore and one upright carnivore per biome, G2, H2) and predation
(every upright carnivore has suitable prey, F4); creeples are on biome hexes or
blooms (F3b). The pending decision keeps the decision API's promise that each option has a key of its own.

Games with a climate and moving cratons keep more (B7, C1k, D1, D3e, D10f, D10g, R39, R41): the 42 disks are
all on the map, the shelves or the reservoirs (or in the hand of a move under way), the Atmosphere never
overflows, a biome holds one disk, shelf stacks are legal, each landmass has one latitude die, and every
species' size is a die face.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import DiskColour, Shape

from . import climate
from .board import habitable, is_biome, species_of, suitable_food, suitable_prey
from .contests import TieBreak
from .disks import MoveDisk
from .scoring import SCORE_PARTS
from .setup import SetupError
from .state import GameMode, Level
from .variant import variant_for

if TYPE_CHECKING:
    from .engine import Game

#: Names of the invariants, as reported by ``megafauna simulate``.
INVARIANTS = (
    "creeples conserved",
    "cubes conserved",
    "mutation cards conserved",
    "tools and fossils conserved",
    "a Display deck is rebuilt as soon as it runs out",
    "one upright herbivore and carnivore per biome",
    "every upright carnivore has suitable prey",
    "creeples stand on the map",
    "scores equal their breakdown",
    "every option of a decision has its own key",
)

#: The invariants only games with a climate and moving cratons have, checked besides the others.
CLIMATE_INVARIANTS = (
    "the 42 disks are all somewhere",
    "reservoirs hold their own colours within their tracks",
    "at most one disk per continental biome",
    "offshore stacks are legal",
    "one latitude die per landmass",
    "sizes are die faces",
)

#: The invariants of the games with plants (K2, K7b, R88, R89), checked besides the others.
PLANT_INVARIANTS = (
    "creeples stand at their side's trophic levels",
    "every upright herbivore has a plant it can eat",
    "every upright plant grows in its habitat",
)

#: The games that have a climate and moving cratons (the Venus games will join them).
CLIMATE_GAMES = frozenset({GameMode.ACHTERBAHN, GameMode.SOLO_MARS, GameMode.SOLO_VENUS, GameMode.SOLO_EARTH})

#: The disks a shelf may hold, bottom first: none, a black one, or a black one with a bloom on it (D10g, D12b).
LEGAL_STACKS: tuple[list[DiskColour], ...] = ([], [DiskColour.BLACK], [DiskColour.BLACK, DiskColour.GREEN])

#: The faces of a latitude or size die (D1, R48, E6).
DIE_FACES = range(1, 7)


def invariant_names(mode: GameMode) -> tuple[str, ...]:
    """The invariants checked in a game of this kind."""
    try:
        plants = Level.PLANT in variant_for(mode).trophic_levels
    except SetupError:  # a game whose rules are not built: no plants to check
        plants = False
    return INVARIANTS + (CLIMATE_INVARIANTS if mode in CLIMATE_GAMES else ()) + (PLANT_INVARIANTS if plants else ())


def violations(game: Game) -> list[str]:
    """Every broken invariant, in words; empty for a sound position."""
    state = game.state
    data = game.data
    problems: list[str] = []

    hosted: Counter[tuple[str, str]] = Counter()
    for each in state.all_species():
        for card in each.cards:
            hosted.update((h.colour.value, h.shape.value) for h in card.hosts)
    on_map = Counter((c.colour.value, c.shape.value) for c in state.creeples)
    for player in state.players:
        for shape in Shape:
            key = (player.colour.value, shape.value)
            species = player.find(shape)
            held = player.reserve.get(shape, 0) + on_map[key] + hosted[key]
            if species is not None:
                held += species.unborn + species.newborn
                if species.unborn < 0 or species.newborn < 0:
                    problems.append(f"creeples conserved: {key} has a negative count")
            per_shape = game.variant.creeples_in_play(data, player.colour, shape, game.state)
            if held != per_shape:
                problems.append(
                    f"creeples conserved: {player.colour.value} {shape.value} adds up to {held}, not {per_shape}"
                )

    cubes = Counter(state.cube_pool)
    for each in state.all_species():
        cubes.update(each.cubes())
    for colour, total in data.limits.cubes.items():
        if cubes[colour] != total or state.cube_pool.get(colour, 0) < 0:
            problems.append(f"cubes conserved: {colour.value} adds up to {cubes[colour]}, not {total}")

    places: Counter[int] = Counter()
    for row in state.display:
        places.update(c for c in row.slots if c is not None)
        places.update(row.draw)
        places.update(row.discard)
        places.update(row.removed)
    for each in state.all_species():
        places.update(card.number for card in each.cards)
        if each.genotype is not None:
            places[each.genotype] += 1
    if sorted(places) != sorted(data.mutations) or any(n != 1 for n in places.values()):
        missing = sorted(set(data.mutations) - set(places))
        twice = sorted(n for n, k in places.items() if k > 1)
        problems.append(f"mutation cards conserved: missing {missing[:5]}, duplicated {twice[:5]}")

    for row in state.display:
        if not row.draw and row.discard:
            problems.append(
                f"a Display deck is rebuilt as soon as it runs out: the {row.deck.value} deck is empty "
                f"while {len(row.discard)} discarded cards wait (E1e)"
            )

    tools = len(state.tools_available) + sum(len(s.tools) for s in state.all_species())
    tools += sum(len(p.tools_in_record) for p in state.players)
    if tools != len(data.special_cards.tool):
        problems.append(f"tools and fossils conserved: {tools} tool cards found")
    fossils = state.fossil_pool + sum(p.fossils for p in state.players)
    if fossils != data.limits.fossil_tokens:
        problems.append(f"tools and fossils conserved: {fossils} fossils found, not {data.limits.fossil_tokens}")

    upright = Counter((c.hex, c.level) for c in state.creeples if not c.endangered)
    # A same-colour tie waiting for its owner's choice (G7a, H6a) still has both creeples standing.
    deciding = {(f.hex, f.level) for f in state.stack if isinstance(f, TieBreak)}
    for (hex_id, level), count in upright.items():
        if count > 1 and (hex_id, level) not in deciding:
            problems.append(
                f"one upright herbivore and carnivore per biome: {count} upright {level.value}s in {hex_id}"
            )

    for creeple in state.creeples:
        if creeple.hex not in game.terrain:
            if creeple.hex not in game.map.shelf_coast:
                problems.append(f"creeples stand on the map: {creeple} is off the map")
                continue
            if not is_biome(game, creeple.hex) and not creeple.endangered:
                # F3b: a bare offshore is no biome; only a creeple lying where its bloom died may be there (R49).
                problems.append(f"creeples stand on the map: {creeple} stands on an offshore without a bloom")
                continue
        upright_carnivore = creeple.level is Level.CARNIVORE and not creeple.endangered
        if upright_carnivore and suitable_prey(game, species_of(game, creeple), creeple.hex) is None:
            who = f"{creeple.colour.value} {creeple.shape.value}"
            problems.append(f"every upright carnivore has suitable prey: {who} in {creeple.hex}")

    decision = game.decision
    if decision is not None and len(set(decision.keys)) != len(decision.keys):
        repeated = sorted({k for k in decision.keys if decision.keys.count(k) > 1})
        problems.append(f"every option of a decision has its own key: {decision.rule} offers {repeated} twice")

    for player_colour, score in state.scores.items():
        if score.get("total") != sum(score[part] for part in SCORE_PARTS):
            problems.append(f"scores equal their breakdown: {player_colour.value}")
    if state.mode in CLIMATE_GAMES:
        problems += climate_violations(game)
    if Level.PLANT in game.variant.trophic_levels:
        problems += plant_violations(game)
    return problems


def plant_violations(game: Game) -> list[str]:
    """The broken invariants of a game with plants, in words: plants only at the plant level and only of the
    side that may be a plant, herbivores over plants they eat, and no upright plant out of its habitat (K2,
    K7, K7b, R88)."""
    problems: list[str] = []
    for creeple in game.state.creeples:
        who = f"{creeple.colour.value} {creeple.shape.value} in {creeple.hex}"
        if creeple.level not in game.variant.levels_for(creeple.colour):
            problems.append(f"creeples stand at their side's trophic levels: {who} is a {creeple.level.value}")
            continue
        if creeple.endangered:
            continue
        species = species_of(game, creeple)
        if creeple.level is Level.HERBIVORE and suitable_food(game, species, creeple.hex, Level.HERBIVORE) is None:
            problems.append(f"every upright herbivore has a plant it can eat: {who}")
        if creeple.level is Level.PLANT and not habitable(game, creeple.hex, species, Level.PLANT):
            problems.append(f"every upright plant grows in its habitat: {who}")
    return problems


def climate_violations(game: Game) -> list[str]:
    """The broken invariants of a game with a climate, in words."""
    state = game.state
    problems: list[str] = []

    # B7: every disk is on a biome, a shelf or a reservoir, or in the hand of a move under way.
    disks: Counter[DiskColour] = Counter(state.disks.values())
    for shelf in state.shelves:
        disks.update(shelf.disks)
    for held in state.reservoirs.values():
        disks.update(held)
    disks.update(f.colour for f in state.stack if isinstance(f, MoveDisk) and f.taken_from is not None)
    for colour, total in game.variant.disk_stock(game.data).items():
        if disks[colour] != total:
            problems.append(f"the 42 disks are all somewhere: {disks[colour]} {colour.value} disks, not {total}")

    # C1k, R41: each track takes only its colours, and never more than it has slots (R52: Oxygen stacks in solo).
    takes = {
        climate.OXYGEN: {DiskColour.GREEN},
        climate.CLOUDS: {DiskColour.WHITE},
        climate.ATMOSPHERE: {DiskColour.BLACK, DiskColour.WHITE},
    }
    for reservoir, held in state.reservoirs.items():
        if reservoir not in takes:
            problems.append(
                f"reservoirs hold their own colours within their tracks: no reservoir is called {reservoir}"
            )
            continue
        strays = sorted({d.value for d in held} - {c.value for c in takes[reservoir]})
        if strays:
            problems.append(
                f"reservoirs hold their own colours within their tracks: {', '.join(strays)} on the {reservoir}"
            )
        if len(held) > climate.capacity(game, reservoir):
            problems.append(
                f"reservoirs hold their own colours within their tracks: {len(held)} disks on the {reservoir}, "
                f"which has {climate.capacity(game, reservoir)} slots"
            )

    # D10f, R39: a disk lies only on a biome hex of a placed craton, one to a biome (a hex holds one disk).
    for place in state.disks:
        if place not in game.terrain:
            problems.append(f"at most one disk per continental biome: a disk lies on {place}, which is no biome hex")

    # D10g, D12b, D3d: shelves of placed cratons; black at the bottom, at most one green on it; none interlocked,
    # once the collision that interlocked it has cleared it (its aftermath frame still lists the shelves to clear).
    clearing = {
        shelf for frame in state.stack for shelf in getattr(frame, "shelves", ()) if frame.kind == "tectonic_collision"
    }
    seen: set[str] = set()
    for shelf in state.shelves:
        shelf_id = f"{shelf.craton}:{shelf.position}"
        if shelf_id not in game.map.shelf_coast:
            problems.append(f"offshore stacks are legal: {shelf_id} is not a shelf on the map")
        if shelf_id in seen:
            problems.append(f"offshore stacks are legal: {shelf_id} is recorded twice")
        seen.add(shelf_id)
        if list(shelf.disks) not in LEGAL_STACKS:
            stack = ", ".join(d.value for d in shelf.disks)
            problems.append(f"offshore stacks are legal: {shelf_id} holds {stack} (bottom first)")
        if shelf.disks and shelf_id in state.interlocked and shelf_id not in clearing:
            problems.append(f"offshore stacks are legal: the interlocked {shelf_id} holds disks")

    # K5g, R95: a fixed offshore (Olympus Mons) holds its lone black disk, or none once subducted; nothing lives there.
    for shelf_id in game.map.shelf_coast:
        if not game.variant.fixed_disk(game, shelf_id):
            continue
        fixed = state.shelf(shelf_id)
        if fixed is not None and fixed.disks not in ([], [DiskColour.BLACK]):
            problems.append(f"offshore stacks are legal: the fixed {shelf_id} holds more than its black disk (K5g)")
        if any(c.hex == shelf_id for c in state.creeples):
            problems.append(f"offshore stacks are legal: a creeple lives on the fixed {shelf_id} (K5g)")

    # C1g, D3e: exactly one die per landmass, on a placed craton, showing a face 1-6 (D1, D4).
    placed = {p.craton: p for p in state.placements}
    dice = Counter(state.latitude_dice)
    for landmass in game.map.landmasses:
        holders = sorted(c for c in landmass if c in dice)
        if len(holders) != 1 or dice[holders[0]] != 1:
            where = " + ".join(sorted(landmass))
            problems.append(f"one latitude die per landmass: {where} holds {sum(dice[c] for c in holders)}")
    for craton in dice:
        if craton not in placed:
            problems.append(f"one latitude die per landmass: a die lies on {craton}, which is not on the map")
        elif placed[craton].row not in DIE_FACES:
            problems.append(f"one latitude die per landmass: {craton}'s die would show {placed[craton].row}")

    # E6, J1: a size die shows 1-6.
    for species in state.all_species():
        if species.size not in DIE_FACES:
            who = f"{species.colour.value} {species.shape.value}"
            problems.append(f"sizes are die faces: {who} has size {species.size}")
    return problems

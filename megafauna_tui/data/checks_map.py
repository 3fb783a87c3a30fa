"""The cross-file checks of the map: the cratons and their hexes, shelves and start hexes (C1f-C1l), the worlds
of the solo game (K3), the disks an Achterbahn setup uses (C1h-C1k), and what each biome costs and allows
each shape (F2-F5, J7, K7).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from .checker import Checker
from .vocabulary import Biome, DiskColour, PlayerColour, RoadrunnerColour, Shape, ShelfPosition, Terrain, World

if TYPE_CHECKING:
    from .loader import Problem, RulesData


def check_cratons(data: RulesData, problems: list[Problem]) -> None:
    c = Checker("cratons.toml", problems)
    cratons = data.cratons_file.craton
    c.unique("craton id", (x.id for x in cratons))
    earth = [x for x in cratons if x.world is World.EARTH]
    historical = {x.historical_position: x.id for x in earth}
    c.expect(
        historical == {1: "laurentia", 2: "baltica", 3: "siberia", 4: "gondwana"},
        "the historical row is Laurentia, Baltica, Siberia, Gondwana (C1g)",
    )
    for world, ids in ((World.MARS, {"tharsis", "arabia"}), (World.VENUS, {"aphrodite", "ishtar"})):
        found = {x.id for x in cratons if x.world is world}
        c.expect(found == ids, f"{world.value} has the cratons {', '.join(sorted(ids))} (K3b)")
    starts: Counter[PlayerColour] = Counter()
    for craton in cratons:
        entry = f"craton ({craton.id})"
        alien = craton.world is not World.EARTH
        for h in craton.hexes:
            allowed = {Terrain.HIGHLANDS, Terrain.BASIN} if alien else {Terrain.WEEDS, Terrain.SWAMP, Terrain.SEA}
            c.expect(
                h.terrain in allowed, f"hex {h.number} has terrain {h.terrain.value} on {craton.world.value}", entry
            )
            if h.start is not None:
                starts[h.start] += 1
                spec = data.biomes.get(Biome(h.terrain.value))
                c.expect(
                    spec is not None and spec.entry[Shape.ARCHETYPE].habitable,
                    f"the start hex {h.number} must be habitable for the archetype (C1l)",
                    entry,
                )
        if craton.world is World.EARTH:
            centre = craton.hex(0)
            want = DiskColour.BLACK if craton.id == "siberia" else DiskColour.WHITE
            c.expect(centre.disk is want, f"the centre starts with a {want.value} disk (C1i)", entry, "hexes[0].disk")
            others = [h.number for h in craton.hexes if h.number and h.disk]
            c.expect(not others, "only the centre biome starts with a disk (C1i)", entry)
            stacks = [s.disks for s in craton.shelves]
            c.expect(
                stacks == [(DiskColour.BLACK,), (), (DiskColour.BLACK, DiskColour.GREEN)],
                "shelves start black (north), empty (middle), black under a green bloom (south) (C1h)",
                entry,
                "shelves",
            )
        else:
            c.expect(
                not any(h.disk or h.start for h in craton.hexes), "alien cratons are for the solo game only", entry
            )
    for colour in PlayerColour:
        c.count(f"start hexes of {colour.value}", starts[colour], 1, "C1f: one starting craton per colour")
    seas = sum(1 for x in earth for h in x.hexes if h.terrain is Terrain.SEA)
    c.count("Earth sea hexes", seas, 6, "K3 setup table: each sea hex (6)")
    fixed = [(x.id, s.position) for x in cratons for s in x.shelves if s.fixed]
    c.expect(fixed == [("tharsis", ShelfPosition.NORTH)], "Olympus Mons is Tharsis' northernmost offshore (K5g)")

    worlds = {w.world: w for w in data.cratons_file.world}
    c.expect(set(worlds) == set(World), "every world (earth, mars, venus) is described")
    for world_spec in data.cratons_file.world:
        entry = f"world ({world_spec.world.value})"
        members = [data.cratons.get(cid) for cid in world_spec.cratons]
        c.expect(
            all(m is not None and m.world is world_spec.world for m in members), "lists only its own cratons", entry
        )
        mapped = [m for m in members if m is not None]
        map_black = sum(h.solo_disk is DiskColour.BLACK for m in mapped for h in m.hexes)
        map_black += sum(s.solo_disks.count(DiskColour.BLACK) for m in mapped for s in m.shelves)
        map_white = sum(h.solo_disk is DiskColour.WHITE for m in mapped for h in m.hexes)
        reservoirs = world_spec.solo_reservoirs
        black = map_black + reservoirs.get("atmosphere_black", 0)
        white = map_white + reservoirs.get("atmosphere_white", 0) + reservoirs.get("clouds_white", 0)
        c.count("solo black disks on map and in reservoirs", black, world_spec.solo_disks.black, "K3a, K3c", entry)
        c.count("solo white disks on map and in reservoirs", white, world_spec.solo_disks.white, "K3a, K3c", entry)
        c.count("solo green disks", world_spec.solo_disks.green, 0, "K3a, K3g", entry)
        if world_spec.world is not World.EARTH:
            basins = sum(h.terrain is Terrain.BASIN for m in mapped for h in m.hexes)
            c.count("basins", basins, 4, "K3b and the solo table", entry)
        else:
            seas_white = all(
                h.solo_disk is DiskColour.WHITE for m in mapped for h in m.hexes if h.terrain is Terrain.SEA
            )
            c.expect(seas_white, "every Earth sea gets a white disk in the solo setup (K3b)", entry)

    # Achterbahn setup accounting: every disk in the box is on the table (C1h, C1i, C1k).
    r = data.reservoirs
    on_map = Counter(h.disk for x in earth for h in x.hexes if h.disk)
    for x in earth:
        for s in x.shelves:
            on_map.update(s.disks)
    totals = {
        DiskColour.BLACK: on_map[DiskColour.BLACK] + r.atmosphere.setup_black,
        DiskColour.WHITE: on_map[DiskColour.WHITE] + r.atmosphere.setup_white + r.clouds.setup_white,
        DiskColour.GREEN: on_map[DiskColour.GREEN] + r.oxygen.setup_green,
    }
    for disk, total in totals.items():
        c.count(f"{disk.value} disks used by an Achterbahn setup", total, data.limits.disks.get(disk, -1), "C1h-C1k")


def check_biomes(data: RulesData, problems: list[Problem]) -> None:
    c = Checker("biomes.toml", problems)
    c.unique("biome", (b.biome for b in data.biomes_file.biome))
    missing = sorted(b.value for b in Biome if b not in data.biomes)
    c.expect(not missing, f"no row for biome(s): {', '.join(missing)}")
    if missing:
        return
    b = data.biomes

    def entry(biome: Biome, shape: Shape) -> tuple[int | None, bool]:
        e = b[biome].entry[shape]
        return e.cost, e.habitable

    facts: list[tuple[bool, str]] = [
        (entry(Biome.SEA, Shape.SWIMMER) == (1, True), "swimmers enter seas for 1 and live there (J7 example)"),
        (
            entry(Biome.FOREST, Shape.SWIMMER) == (2, False),
            "swimmers cross forests for 2 but cannot live there (F2, J7)",
        ),
        (not entry(Biome.SEA, Shape.ARMORED)[1], "armored cannot live in the water (E3 example)"),
        (not entry(Biome.SEA, Shape.BURROWER)[1], "burrowers cannot live in seas (J7 example)"),
        (entry(Biome.SEA, Shape.ARCHETYPE)[0] == 2, "non-swimmers pay 2 to enter a sea (K7a note)"),
        (not entry(Biome.ICE, Shape.FLYER)[1], "flyers on ice are endangered (I1 example)"),
        (not entry(Biome.ICE, Shape.SWIMMER)[1], "swimmers under a white disk are endangered (D12 example)"),
        (not entry(Biome.MOUNTAIN, Shape.ARCHETYPE)[1], "an archetype under a new mountain is endangered (D3)"),
        (not entry(Biome.MOUNTAIN, Shape.BURROWER)[1], "a burrower under a new mountain is endangered (D3)"),
        (
            all(entry(Biome.FOREST, s)[1] for s in (Shape.ARCHETYPE, Shape.ARMORED, Shape.FLYER)),
            "archetypes, armored and flyers live in forests (examples E2, F6)",
        ),
        (
            all(entry(Biome.SWAMP, s)[1] for s in (Shape.SWIMMER, Shape.BURROWER)),
            "swimmers and burrowers live in swamps (F2 and J7 examples)",
        ),
        (
            entry(Biome.BLOOM, Shape.SWIMMER) == (1, True)
            and all(entry(Biome.BLOOM, s)[0] is None for s in Shape if s is not Shape.SWIMMER),
            "only swimmers enter a bloom, for 1 DP (F3b)",
        ),
        (
            all(
                entry(biome, s)[0] == (2 if s is Shape.SWIMMER else 1)
                for biome in (Biome.HIGHLANDS, Biome.BASIN)
                for s in Shape
            ),
            "alien biomes cost 1 DP, 2 for swimmers (K7)",
        ),
    ]
    roadrunners = {
        Biome.WEEDS: RoadrunnerColour.YELLOW,
        Biome.FOREST: RoadrunnerColour.RED,
        Biome.SWAMP: RoadrunnerColour.RED,
        Biome.SEA: RoadrunnerColour.YELLOW,
        Biome.BLOOM: RoadrunnerColour.YELLOW,
    }
    for biome, colour in roadrunners.items():
        facts.append((b[biome].roadrunner is colour, f"{biome.value} has a {colour.value} roadrunner (G4, H3, F3b)"))
    raft = data.biomes_file.rafting.cost
    facts.append(
        (
            all(raft.get(s) == (1 if s in (Shape.FLYER, Shape.SWIMMER) else 3) for s in Shape),
            "rafting costs 1 for flyers and swimmers, 3 for the others (F5)",
        )
    )
    facts.append((data.biomes_file.rafting.bloom_extra == 1, "rafting into a bloom costs 1 more (F5c)"))
    for shape in Shape:
        home = [t for t in (Biome.WEEDS, Biome.SWAMP, Biome.SEA) if entry(t, shape)[1]]
        facts.append((bool(home), f"{shape.value} must be able to live somewhere on a diskless Earth map"))
    for ok, message in facts:
        c.expect(ok, message)

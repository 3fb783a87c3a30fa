"""Cross-file checks: counts, references, and every value the rules state.

The pydantic models check each entry's shape; these checks hold the data as a
whole to the rulebook (B1-B7 counts, C1 setup, the reservoir anchors...). Each
check cites the rule it comes from, so a failure says why the value matters.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from .events import TOOTH_AND_CLAW_KINDS, Collision, Crater, ReservoirShift
from .named import named_card_problems
from .rulings import RULE_ID_PATTERN
from .vocabulary import (
    Biome,
    CardColour,
    Climate,
    DiskColour,
    Emotion,
    EventDeck,
    GreenhouseLevel,
    Humidity,
    OrganColour,
    OxygenZone,
    PlayerColour,
    Precipitation,
    RoadrunnerColour,
    Shape,
    ShelfPosition,
    Terrain,
    Wind,
    World,
)

if TYPE_CHECKING:
    from .loader import Problem, RulesData


class Checker:
    """Collects problems for one data file."""

    def __init__(self, file: str, problems: list[Problem]) -> None:
        self.file = file
        self.problems = problems

    def fail(self, message: str, entry: str | None = None, field: str | None = None) -> None:
        from .loader import Problem

        self.problems.append(Problem(self.file, message, entry=entry, field=field))

    def expect(self, condition: bool, message: str, entry: str | None = None, field: str | None = None) -> None:
        if not condition:
            self.fail(message, entry, field)

    def count(self, what: str, actual: int, expected: int, rule: str, entry: str | None = None) -> None:
        self.expect(actual == expected, f"{what}: expected {expected} ({rule}), found {actual}", entry)

    def unique(self, what: str, values: Iterable[object]) -> None:
        for value, n in Counter(values).items():
            if n > 1:
                self.fail(f"{what} {value!r} is used {n} times; it must be unique")


def check_rules_data(data: RulesData) -> list[Problem]:
    """Every cross-file problem found; empty when the data is sound."""
    problems: list[Problem] = []
    for check in _CHECKS:
        check(data, problems)
    problems.extend(named_card_problems(data))
    return problems


def _players(data: RulesData, problems: list[Problem]) -> None:
    c = Checker("players.toml", problems)
    players = data.players_file.player
    c.unique("colour", (p.colour for p in players))
    c.count("players", len(players), 4, "C1c: four colours")
    c.unique("skeletal number", (p.skeletal_number for p in players))
    for colour, number in ((PlayerColour.GREEN, 1), (PlayerColour.BLACK, 3)):
        player = data.players.get(colour)
        if player is not None:
            c.expect(
                player.skeletal_number == number,
                f"{colour.value} has skeletal number {number} (G7 example)",
                f"player ({colour.value})",
                "skeletal_number",
            )

    a = Checker("archetypes.toml", problems)
    archetypes = data.archetypes_file.archetype
    a.unique("colour", (x.colour for x in archetypes))
    a.count("archetype cards", len(archetypes), 4, "C1b: one per colour")
    for card in archetypes:
        a.expect(
            card.domes == data.limits.creeples_per_shape,
            f"the archetype starts with all {data.limits.creeples_per_shape} domes of its colour (C1c)",
            f"archetype ({card.colour.value})",
            "domes",
        )

    n = Checker("newborn.toml", problems)
    cards = data.newborn_file.newborn
    n.unique("colour", (x.colour for x in cards))
    n.count("newborn cards", len(cards), 4, "C1b: one per colour")
    for newborn in cards:
        entry = f"newborn ({newborn.colour.value})"
        costs = newborn.mutation_costs
        n.expect(costs[:3] == (0, 2, 4), "the first three positions cost 0, 2 and 4 (E1a, E1b examples)", entry)
        n.expect(all(a <= b for a, b in itertools.pairwise(costs)), "costs never fall to the right", entry)
        n.expect(all(cost % 2 == 0 for cost in costs), "costs are even so halving never rounds (E1b)", entry)


def _special_cards(data: RulesData, problems: list[Problem]) -> None:
    c = Checker("special_cards.toml", problems)
    special = data.special_cards
    c.expect(special.medea.victory_points == 1, "Medea is worth 1 VP (E8)", "[medea]", "victory_points")
    c.expect(
        set(special.medea.superpowers) == {"D10a", "D12", "D13", "D14"},
        "Medea's superpowers are D10a, D12, D13 and D14 (E8)",
        "[medea]",
        "superpowers",
    )
    names = {e.number: e.name.lower() for e in special.era.eras}
    c.expect(
        (names.get(1), names.get(2), names.get(3)) == ("paleozoic", "mesozoic", "cenozoic"),
        "eras I-III are the Paleozoic, Mesozoic and Cenozoic (C1m, A6)",
        "[era]",
        "eras",
    )
    c.expect(special.era.events_per_era == 5, "each era deals 5 ET cards (C1m)", "[era]", "events_per_era")
    tools = special.tool
    c.unique("tool id", (t.id for t in tools))
    c.expect(
        {t.id for t in tools} == {"stick", "net", "diving_bell", "stone"},
        "the four tools are the stick, net, diving bell and stone (C1b)",
    )
    for tool in tools:
        if tool.id == "diving_bell":
            c.expect(
                any(s.diving_bell and s.hunts is Shape.SWIMMER for s in tool.sides),
                "the diving bell lets a carnivore hunt swimmers in the water (J7b)",
                "tool (diving_bell)",
            )
        else:
            c.expect(not any(s.diving_bell for s in tool.sides), "only the diving bell has the diving-bell ability")
        for side in tool.sides:
            c.expect(
                side.hunts is not Shape.ARCHETYPE, "any shape may already eat archetypes (F4a)", f"tool ({tool.id})"
            )


def _mutations(data: RulesData, problems: list[Problem]) -> None:
    c = Checker("mutations.toml", problems)
    cards = data.mutations_file.mutation
    c.count("mutation cards", len(cards), 92, "B1")
    c.unique("card number", (m.number for m in cards))
    c.expect(all(m.number != 93 for m in cards), "card 93 was removed from the game")
    expected = {CardColour.YELLOW: 24, CardColour.RED: 23, CardColour.GREEN: 23, CardColour.BLUE: 22}
    colours = Counter(m.colour for m in cards)
    for colour, number in expected.items():
        c.count(f"{colour.value} mutation cards", colours[colour], number, "B1 deck composition")
    c.unique("card name", (m.name for m in cards))
    c.unique("promoted name", (m.promoted_name for m in cards))
    for m in cards:
        entry = f"mutation (number {m.number}, {m.name!r})"
        c.expect(m.name != m.promoted_name, "the two sides have different titles", entry)
        for i, o in enumerate(m.orientations):
            if o.haustorium_skeletal is not None:
                c.expect(m.number == 56, "only the haustorium (#56) overrides the skeletal number (J5)", entry)
            if o.shape is not None:
                c.expect(o.max_size >= 1, "a speciation orientation needs a maximum size", entry, f"orientations[{i}]")
    white = sum(o.plus_organs.count(OrganColour.WHITE) for m in cards for o in m.orientations)
    c.expect(white > 0, "white (cold-adaptation) organs must be obtainable from some card (I1)")
    shapes = {Shape.ARMORED, Shape.FLYER, Shape.SWIMMER, Shape.BURROWER}
    for deck in ("metabolic", "darwinian"):
        reachable = {o.shape for m in cards if m.deck == deck for o in m.orientations if o.shape}
        missing = sorted(s.value for s in shapes - reachable)
        c.expect(not missing, f"the {deck} deck cannot speciate into: {', '.join(missing)}")


#: "Several" sizes, for the half-emoticons of one colour on one edge in one deck (J6): a species of any size
#: should find both halves of each emotion among the cards it can still promote (J1 maximum sizes).
SEVERAL_SIZES = 3


def _emotions(data: RulesData, problems: list[Problem]) -> None:
    """J6: many promoted faces carry half-emoticons, of every colour, on both edges, in both decks."""
    c = Checker("mutations.toml", problems)
    cards = data.mutations_file.mutation
    faces = [o for m in cards for o in m.orientations]
    with_half = sum(1 for o in faces if o.left or o.right)
    c.expect(
        with_half * 2 >= len(faces),
        f"only {with_half} of the {len(faces)} promoted faces carry a half-emoticon; "
        "many promoted cards depict one (J6), so at least half must",
    )
    for deck in ("metabolic", "darwinian"):
        deck_faces = [o for m in cards if m.deck == deck for o in m.orientations]
        roles = {o.personality_role for o in deck_faces}
        missing_roles = [role for role in ("head", "tail", "brain") if role not in roles]
        c.expect(
            not missing_roles, f"the {deck} deck has no {' or '.join(missing_roles)} cards (J6a: heads, tails, brains)"
        )
        for emotion in Emotion:
            for edge in ("left", "right"):
                sizes = {o.max_size for o in deck_faces if getattr(o, edge) is emotion}
                c.expect(
                    len(sizes) >= SEVERAL_SIZES,
                    f"the {deck} deck has {emotion.value} halves on the {edge} edge at {len(sizes)} maximum "
                    f"size(s); every emotion needs both halves in both decks at {SEVERAL_SIZES} sizes or more (J6, J1)",
                )
    c.expect(
        any(o.left and o.right and o.left is not o.right for o in faces),
        "no brain joins two colours of emotion, so language could never be reached (J6f)",
    )


def _events(data: RulesData, problems: list[Problem]) -> None:
    c = Checker("events.toml", problems)
    cards = data.events_file.event
    c.count("event cards", len(cards), 51, "B1")
    decks = Counter(e.deck for e in cards)
    c.count("ET cards", decks[EventDeck.ET], 15, "A1f: all 15 ET cards")
    for deck in (EventDeck.TOO_HOT, EventDeck.GOLDILOCKS, EventDeck.TOO_COLD):
        c.count(f"{deck.value} cards", decks[deck], 12, "A1c: all 12 cards of a biosphere deck")
    c.unique("event number", (e.number for e in cards))
    c.unique("event name", (e.name.lower() for e in cards))
    earth = {cid for cid, craton in data.cratons.items() if craton.world is World.EARTH}
    et_only = {"collision", "pangea_rift", "climax", "deluge", "radiation", "crowd_disease", "comet"}
    comets = []
    for card in cards:
        entry = f"event (number {card.number}, {card.name!r})"
        c.expect(card.craton in earth, f"craton icon {card.craton!r} is not an Earth craton", entry, "craton")
        for event in card.events:
            if card.deck is not EventDeck.ET:
                c.expect(event.kind not in et_only, f"a {event.kind} event belongs on an ET card (D)", entry)
            elif event.kind == "windy":
                c.fail("the windy event belongs on a biosphere card (F5b)", entry)
        if any(e.kind == "comet" for e in card.events):
            comets.append(card)
            c.expect(card.long_game_only, "the comet card is set aside outside the long game (A6a, R14)", entry)
        elif card.long_game_only:
            c.fail("only the comet card is reserved for the long game (A6a)", entry)
        if card.stable_biosphere:
            c.expect(
                not any(e.kind in ("crater", "drift") for e in card.events),
                "craters and drift hit the biosphere card's craton, and a stable card draws none (A1b, A1d)",
                entry,
            )
        if any(isinstance(e, Collision) for e in card.events):
            c.expect(card.deck is EventDeck.ET, "collisions use the ET card's craton (A1d)", entry)
    c.count("comet cards", len(comets), 1, "A6a: one Chicxulub class comet")
    ordinary = [e for e in cards if e.deck is EventDeck.ET and not e.long_game_only]
    with_tc = [e for e in ordinary if any(ev.kind in TOOTH_AND_CLAW_KINDS for ev in e.events)]
    c.expect(
        len(with_tc) * 3 >= len(ordinary) * 2,
        f"only {len(with_tc)} of {len(ordinary)} ordinary ET cards have a mutagen, radiation or crowd disease; "
        "tooth & claw needs at least two thirds (A8b)",
    )
    kinds = {e.kind for card in cards for e in card.events}
    every_kind = {"drift", "crater", "collision", "pangea_rift", "climax", "deluge", "mutagen", "radiation"}
    every_kind |= {"crowd_disease", "reservoir", "windy", "comet"}
    missing = sorted(every_kind - kinds)
    c.expect(not missing, f"the deck never uses the event kind(s): {', '.join(missing)} (D1-D14)")
    shifts = [e for card in cards for e in card.events if isinstance(e, ReservoirShift)]
    c.expect(any(s.gun for s in shifts), "some reservoir event carries the gun icon (D10a)")
    c.expect(any(s.rain_shadow for s in shifts), "some reservoir event carries the rain-shadow icon (D12a)")
    c.expect(
        any(s.destination.value == "clouds_or_atmosphere" for s in shifts),
        "some reservoir event carries the cloud-seed icon (D13)",
    )
    for disk in DiskColour:
        c.expect(any(s.disk is disk for s in shifts), f"no reservoir event moves a {disk.value} disk (D10)")
    conditions = {cond for card in cards for e in card.events for cond in e.requires}
    for cond in ("microbe", "conflagration", "precipitation", "cloud_covered"):
        c.expect(cond in conditions, f"no event requires {cond} (D10c-D10e)")
    craters = [e for card in cards for e in card.events if isinstance(e, Crater)]
    c.expect(sum(e.volcanic for e in craters) >= 3, "the three volcanism events carry volcanic craters (K5g)")


def _cratons(data: RulesData, problems: list[Problem]) -> None:
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


def _reservoirs(data: RulesData, problems: list[Problem]) -> None:
    c = Checker("reservoirs.toml", problems)
    ox, cl, at = data.reservoirs.oxygen, data.reservoirs.clouds, data.reservoirs.atmosphere
    limits = data.limits.disks

    def reading(column: Sequence[object], disks: int) -> object:
        return column[disks] if 0 <= disks < len(column) else None

    c.expect(ox.setup_green == 14, "14 green disks at setup (C1k)", "[oxygen]", "setup_green")
    c.expect(ox.capacity <= limits.get(DiskColour.GREEN, 0), "more Oxygen slots than green disks", "[oxygen]")
    c.expect(reading(ox.oxygen_percent, 14) == 7, "14 green disks read 7% oxygen (C1k)", "[oxygen]", "oxygen_percent")
    c.expect(
        _falls(ox.oxygen_percent, strict=True), "more green disks always mean less oxygen", "[oxygen]", "oxygen_percent"
    )
    c.expect(_falls(ox.dark_heart), "the dark heart never rises as oxygen falls (D7b)", "[oxygen]", "dark_heart")
    c.expect(_falls(ox.actions), "actions never rise as oxygen falls (A2a)", "[oxygen]", "actions")
    c.expect(all(1 <= a <= 4 for a in ox.actions), "the action maximum is 1-4 (A2a)", "[oxygen]", "actions")
    for percent, column, value, rule in ((4, ox.dark_heart, 2, "D7b example"), (12, ox.actions, 3, "example of play")):
        at_percent = [n for n, p in enumerate(ox.oxygen_percent) if p == percent]
        name = "dark heart" if column is ox.dark_heart else "action maximum"
        c.expect(
            bool(at_percent) and all(column[n] == value for n in at_percent),
            f"{percent}% oxygen gives a {name} of {value} ({rule})",
            "[oxygen]",
        )
    for n, zone in enumerate(ox.zone):
        want = OxygenZone.MICROBE if n > 6 else OxygenZone.CONFLAGRATION
        c.expect(zone is want, f"with {n} disks the zone is {want.value} (D10c)", "[oxygen]", f"zone[{n}]")

    c.expect(cl.setup_white == 6, "6 white disks at setup (C1k)", "[clouds]", "setup_white")
    c.expect(cl.capacity <= limits.get(DiskColour.WHITE, 0), "more Clouds slots than white disks", "[clouds]")
    c.expect(reading(cl.albedo, 1) == 0.1, "1 cloud disk reads albedo 0.1", "[clouds]", "albedo")
    c.expect(reading(cl.green_heart, 1) == 2, "1 cloud disk gives green heart 2", "[clouds]", "green_heart")
    c.expect(reading(cl.albedo, 6) == 0.4, "6 cloud disks read albedo 0.4 (C1k)", "[clouds]", "albedo")
    at_02 = [n for n, a in enumerate(cl.albedo) if a == 0.2]
    c.expect(
        bool(at_02) and all(cl.green_heart[n] == 3 for n in at_02),
        "albedo 0.2 gives green heart 3 (D7 example)",
        "[clouds]",
        "green_heart",
    )
    c.expect(_rises(cl.albedo), "albedo never falls as clouds build", "[clouds]", "albedo")
    c.expect(_rises(cl.green_heart), "the green heart never falls as clouds build", "[clouds]", "green_heart")
    for n, p in enumerate(cl.precipitation):
        rain = Precipitation.NONE if n <= 3 else Precipitation.CLOUD_COVERED if n >= 8 else Precipitation.NORMAL
        c.expect(p is rain, f"with {n} disks precipitation is {rain.value} (D10d)", "[clouds]", f"precipitation[{n}]")

    c.expect((at.setup_black, at.setup_white) == (3, 3), "3 black and 3 white at setup (C1k)", "[atmosphere]")
    c.expect(at.capacity == 13, "13 disks fill the Atmosphere (D10h)", "[atmosphere]", "capacity")
    setup = at.setup_black + at.setup_white
    c.expect(
        reading(at.greenhouse, setup) is GreenhouseLevel.EDEN,
        "the setup reads Eden (C1k, R01)",
        "[atmosphere]",
        "greenhouse",
    )
    c.expect(
        reading(at.greenhouse, at.capacity) is GreenhouseLevel.RUNAWAY
        and GreenhouseLevel.RUNAWAY not in at.greenhouse[: at.capacity],
        "only a full Atmosphere is the runaway greenhouse (D10h)",
        "[atmosphere]",
        "greenhouse",
    )
    order = list(GreenhouseLevel)
    c.expect(
        _rises([order.index(level) for level in at.greenhouse]) and at.greenhouse[0] is GreenhouseLevel.IGLOO,
        "greenhouse levels run from igloo upwards as disks are added",
        "[atmosphere]",
        "greenhouse",
    )
    c.expect(
        reading(at.green_actions, at.capacity) == 5, "Green gets 5 actions in the runaway turn (D10h)", "[atmosphere]"
    )
    eden = [n for n, level in enumerate(at.greenhouse) if level is GreenhouseLevel.EDEN]
    c.expect(
        all(at.green_actions[n] == 2 for n in eden), "Green gets 2 actions in Eden (example of play)", "[atmosphere]"
    )
    c.expect(_rises(at.green_actions), "Green's actions never fall as the greenhouse warms", "[atmosphere]")


def _strips(data: RulesData, problems: list[Problem]) -> None:
    c = Checker("latitude_strips.toml", problems)
    strips = data.strips_file.strip
    c.unique("greenhouse level", (s.level for s in strips))
    printed = [level for level in GreenhouseLevel if level is not GreenhouseLevel.RUNAWAY]
    c.expect({s.level for s in strips} == set(printed), "one strip side per printed greenhouse level (B2)")
    climates = {
        GreenhouseLevel.IGLOO: Climate.TOO_COLD,
        GreenhouseLevel.ICE_AGE: Climate.TOO_COLD,
        GreenhouseLevel.NICE: Climate.GOLDILOCKS,
        GreenhouseLevel.EDEN: Climate.GOLDILOCKS,
        GreenhouseLevel.WARM: Climate.TOO_HOT,
        GreenhouseLevel.HOTHOUSE: Climate.TOO_HOT,
    }
    for strip in strips:
        entry = f"strip ({strip.level.value})"
        want = climates.get(strip.level)
        c.expect(strip.climate is want, f"the {strip.level.value} strip is {want and want.value}", entry, "climate")
        for lat, row in enumerate(strip.latitudes):
            windy = lat in (1, 3, 4, 6)
            c.expect(
                (row.wind is not Wind.NONE) == windy,
                "wind blows in latitudes 1, 3, 4 and 6 only (F5a)",
                entry,
                f"latitudes[{lat}].wind",
            )
    by_level = data.strips
    if GreenhouseLevel.WARM in by_level:
        c.expect(
            by_level[GreenhouseLevel.WARM].latitudes[1].humidity is Humidity.GREEN,
            "latitude 1 is humid in a Warm climate (D5 example)",
            "strip (warm)",
        )
    if GreenhouseLevel.HOTHOUSE in by_level:
        c.expect(
            any(r.humidity is Humidity.GREEN for r in by_level[GreenhouseLevel.HOTHOUSE].latitudes),
            "the Hothouse has humid latitudes (G5 example)",
            "strip (hothouse)",
        )
    if GreenhouseLevel.ICE_AGE in by_level:
        c.expect(
            any(r.humidity is Humidity.WHITE for r in by_level[GreenhouseLevel.ICE_AGE].latitudes),
            "the Ice Age has arid latitudes (G5 example)",
            "strip (ice_age)",
        )


def _biomes(data: RulesData, problems: list[Problem]) -> None:
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


def _limits(data: RulesData, problems: list[Problem]) -> None:
    c = Checker("limits.toml", problems)
    lim = data.limits
    c.expect(lim.creeples_per_shape == 7, "7 creeples per shape per colour (B3, C1c)", field="creeples_per_shape")
    c.expect(lim.max_species == 5, "5 size dice per player: at most 5 species (B6)", field="max_species")
    cubes = {OrganColour.RED: 25, OrganColour.YELLOW: 25, OrganColour.GREEN: 25, OrganColour.BLUE: 25}
    cubes[OrganColour.WHITE] = 10
    c.expect(dict(lim.cubes) == cubes, "25 cubes of each body colour and 10 white (B4)", field="cubes")
    disks = {DiskColour.BLACK: 12, DiskColour.WHITE: 12, DiskColour.GREEN: 18}
    c.expect(dict(lim.disks) == disks, "12 black, 12 white and 18 green disks (B5)", field="disks")
    c.expect(lim.fossil_tokens == 16, "16 fossil tokens (B2)", field="fossil_tokens")
    c.expect(lim.monster_tokens == 16, "16 monster tokens (B2)", field="monster_tokens")
    dice = {"green": 5, "orange": 5, "black": 5, "white": 5, "brown": 4}
    c.expect(dict(lim.dice) == dice, "5 dice per colour and 4 brown latitude dice (B6)", field="dice")


def _rulings(data: RulesData, problems: list[Problem]) -> None:
    import re

    c = Checker("rulings.toml", problems)
    c.unique("ruling id", (r.id for r in data.rulings_file.ruling))
    pattern = re.compile(RULE_ID_PATTERN)
    for ruling in data.rulings_file.ruling:
        for rule in ruling.rules:
            c.expect(
                bool(pattern.match(rule)), f"{rule!r} is not a rule ID like A1, E3b or Kf1", f"ruling ({ruling.id})"
            )
    files = {
        "players.toml": data.players_file,
        "archetypes.toml": data.archetypes_file,
        "newborn.toml": data.newborn_file,
        "special_cards.toml": data.special_cards,
        "mutations.toml": data.mutations_file,
        "events.toml": data.events_file,
        "cratons.toml": data.cratons_file,
        "reservoirs.toml": data.reservoirs,
        "latitude_strips.toml": data.strips_file,
        "biomes.toml": data.biomes_file,
        "limits.toml": data.limits,
    }
    for name, model in files.items():
        for ruling_id in model.applies_rulings:
            Checker(name, problems).expect(
                ruling_id in data.rulings,
                f"refers to ruling {ruling_id!r}, which rulings.toml lacks",
                field="applies_rulings",
            )


def _falls(values: Sequence[float], *, strict: bool = False) -> bool:
    pairs = itertools.pairwise(values)
    return all(a > b for a, b in pairs) if strict else all(a >= b for a, b in pairs)


def _rises(values: Sequence[float]) -> bool:
    return all(a <= b for a, b in itertools.pairwise(values))


_CHECKS: tuple[Callable[[RulesData, list[Problem]], None], ...] = (
    _players,
    _special_cards,
    _mutations,
    _emotions,
    _events,
    _cratons,
    _reservoirs,
    _strips,
    _biomes,
    _limits,
    _rulings,
)

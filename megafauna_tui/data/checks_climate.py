"""The cross-file checks of the climate: the reservoir tracks read against the rules' anchors (C1k, A2a, D7,
D10) and the latitude strips of each greenhouse level (B2, D5, F5a, G5).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .checker import Checker
from .vocabulary import Climate, DiskColour, GreenhouseLevel, Humidity, OxygenZone, Precipitation, Wind

if TYPE_CHECKING:
    from .loader import Problem, RulesData


def check_reservoirs(data: RulesData, problems: list[Problem]) -> None:
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


def check_strips(data: RulesData, problems: list[Problem]) -> None:
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


def _falls(values: Sequence[float], *, strict: bool = False) -> bool:
    pairs = itertools.pairwise(values)
    return all(a > b for a, b in pairs) if strict else all(a >= b for a, b in pairs)


def _rises(values: Sequence[float]) -> bool:
    return all(a <= b for a, b in itertools.pairwise(values))

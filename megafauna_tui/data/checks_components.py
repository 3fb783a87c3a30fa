"""The cross-file checks of the game's components outside the decks and the map: the players' colours,
archetype and newborn cards (C1b, C1c), the special cards (the Medea, E8; the eras, C1m; the tools, C1b, J7b),
the component counts of the box (B2-B6) and the rulings register every data file refers to.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from .checker import Checker
from .rulings import RULE_ID_PATTERN
from .vocabulary import DiskColour, OrganColour, PlayerColour, Shape

if TYPE_CHECKING:
    from .loader import Problem, RulesData


def check_players(data: RulesData, problems: list[Problem]) -> None:
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


def check_special_cards(data: RulesData, problems: list[Problem]) -> None:
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


def check_limits(data: RulesData, problems: list[Problem]) -> None:
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


def check_rulings(data: RulesData, problems: list[Problem]) -> None:
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

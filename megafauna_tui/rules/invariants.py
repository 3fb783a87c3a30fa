"""Facts that hold in every legal position: checked after every decision in tests and simulations.

Components are conserved (B7): creeples, cubes, mutation cards, tools and fossils
are always somewhere, never duplicated or lost. The map respects capacity (one
upright herbivore and one upright carnivore per biome, G2, H2) and predation
(every upright carnivore has suitable prey, F4); creeples are on biome hexes or
blooms (F3b). The pending decision keeps the decision API's promise that each option has a key of its own.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import Shape

from .board import is_biome, species_of, suitable_prey
from .contests import TieBreak
from .scoring import SCORE_PARTS
from .state import Level

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


def violations(game: Game) -> list[str]:
    """Every broken invariant, in words; empty for a sound position."""
    state = game.state
    data = game.data
    problems: list[str] = []

    per_shape = data.limits.creeples_per_shape
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
    return problems

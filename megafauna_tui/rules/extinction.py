"""Leaving the map: burial, killing outright, extinction and Lazarus (I2-I4, J2d, J7a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import check_all_prey, check_prey, name
from .emotions import without_card
from .organs import card_cubes, card_name, discard_mutation, release, whose
from .state import Creeple, HostCreeple, Species
from .words import counted

if TYPE_CHECKING:
    from .engine import Game


def bury(game: Game, creeple: Creeple, rule: str, verb: str = "is buried") -> None:
    """The creeple returns to its genotype as Unborn (I2, I3; D9 and E3d kill the same way)."""
    state = game.state
    state.creeples.remove(creeple)
    species = state.species(creeple.colour, creeple.shape)
    species.unborn += 1
    game.say(rule, f"{name(creeple)} in {creeple.hex} {verb}.")
    check_prey(game, creeple.hex)
    check_extinction(game, species, rule)


def check_extinction(game: Game, species: Species, rule: str) -> None:
    """I4: a species with no living creeple left dies out."""
    if any(c.colour is species.colour and c.shape is species.shape for c in game.state.creeples):
        return
    go_extinct(game, species, f"its last living creeple is gone ({rule})")


def go_extinct(game: Game, species: Species, reason: str) -> None:
    """I4: discard the tableau, return cubes and creeples, record a fossil; maybe become Lazarus."""
    state = game.state
    player = state.player(species.colour)
    if species not in player.species:
        return
    on_map = [c for c in state.creeples if c.colour is species.colour and c.shape is species.shape]
    for creeple in on_map:
        state.creeples.remove(creeple)
    hosted_elsewhere = 0
    for other in state.all_species():
        for card in other.cards:
            kept = [h for h in card.hosts if (h.colour, h.shape) != species.key]
            hosted_elsewhere += len(card.hosts) - len(kept)
            card.hosts[:] = kept
    player.species.remove(species)
    player.reserve[species.shape] = (
        player.reserve.get(species.shape, 0) + species.unborn + species.newborn + len(on_map) + hosted_elsewhere
    )
    for card in species.cards:
        release(game, card_cubes(card))
        return_hosts(game, card.hosts)
        discard_mutation(game, card.number)
    release(game, species.basal)
    release(game, species.genotype_organs)
    if species.genotype is None:
        player.archetype_stored = True  # I4a: kept for Lazarus
    else:
        discard_mutation(game, species.genotype)
    player.tools_in_record.extend(t.tool for t in species.tools)  # J7a
    fossils = 1 + len(species.tools)  # I4b: one for the species, one per tool
    awarded = min(fossils, state.fossil_pool)
    state.fossil_pool -= awarded
    player.fossils += awarded
    game.say("I4", f"{name(species)} dies out: {reason}. {counted(awarded, 'fossil')} to the record (I4b).")
    if awarded < fossils:
        game.say("B7", "The fossil pool is empty; no more fossils can be recorded.")
    if not any(c.colour is player.colour for c in state.creeples):
        player.lazarus = True
        if game.variant.automated_plant(game, player.colour):
            game.say("K8c", "The automated plant has no living creeples: it never resurrects.")
        else:
            game.say(
                "I4c", f"{player.colour.value.capitalize()} has no living creeples: Lazarus, and may resurrect (E7)."
            )
    check_all_prey(game)


def return_hosts(game: Game, hosts: list[HostCreeple]) -> None:
    """J2d: host creeples go back to their colour's Unborn (to the reserve if that species is gone)."""
    state = game.state
    for host in hosts:
        player = state.player(host.colour)
        species = player.find(host.shape)
        if species is not None:
            species.unborn += 1
        else:
            player.reserve[host.shape] = player.reserve.get(host.shape, 0) + 1
    hosts.clear()


def discard_card(game: Game, species: Species, number: int, rule: str) -> None:
    """A mutation leaves the tableau: its cubes to the pool, hosts home (J2d), card to its deck's discards."""
    card = species.card(number)
    shown = card_name(game, species, number)
    release(game, card_cubes(card))
    card.organs.clear()
    return_hosts(game, card.hosts)
    if number in species.personality:
        species.personality = without_card(game.data, species, number)
    species.cards.remove(card)
    discard_mutation(game, number)
    game.say(rule, f"{whose(species)} loses {shown}.")
    check_all_prey(game)  # F4, H1: a carnivore whose prey's venom went with the card lies down at once

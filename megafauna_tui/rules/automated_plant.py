"""The semi-automated plant of the solo game (K8, K1b, K1c): what the plant must do before it may choose.

Nobody plays Player Green in the solo game: the person playing the animal runs it under forced rules. On its
turn it first takes every horror-plant card of the metabolic row it can, leftmost first (K8b, R96), then
promotes each card it holds that can turn to venom or mutualism (K8b, R97); only then are its actions free,
and even then it never shrinks and may not pass while a species can still grow within its mutations (K8b,
R97). Its horror-plant cards take radiation and mutagen losses last (K8a, R99), and it never resurrects (K8c,
R59). When it disperses onto a plant it must eat that plant if it can, and competes as a plant otherwise
(K8d, K1c, R98).

The rule modules call these functions at their decision points; each returns the ordinary answer unless the
variant says this colour is the automated plant (``Variant.automated_plant``): a person playing the plant (Ke,
Venus L1) skips K8a-K8c, though K8d binds every plant (R59). The options left are exactly the legal ones, so
the person, a bot or the plant policy (``plant_policy``) never meets an illegal choice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import MutationDeck, PlayerColour

from . import size_limits
from .board import upright
from .contests import contest
from .monsters import size_cap
from .organs import card_spot
from .purchases import purchases
from .state import Creeple, Level, Species

if TYPE_CHECKING:
    from megafauna_tui.data.vocabulary import OrganColour

    from .actions import PlayerTurn
    from .dispersal import Route
    from .engine import Game

#: An action as the action phase lists it: (key, label, rule).
Action = tuple[str, str, str]


def automated(game: Game, colour: PlayerColour) -> bool:
    """K8: this colour is the plant nobody plays, run by the forced rules."""
    return game.variant.automated_plant(game, colour)


def is_plant(game: Game, colour: PlayerColour) -> bool:
    """K2: a side that may live at the plant level, played or automated (K8d binds both, R59)."""
    return Level.PLANT in game.variant.levels_for(colour)


# -- K8b purchases (R96) ---------------------------------------------------------------------


def forced_purchase(game: Game, turn: PlayerTurn) -> tuple[int, int] | None:
    """K8b, K1b, R96: the (row, position) of the leftmost horror-plant card of the metabolic row some species of
    the automated plant can pay for now; None when nothing is forced."""
    if not automated(game, turn.colour):
        return None
    found = [
        (row, position)
        for row, position, _, _ in purchases(game, turn)
        if game.state.display[row].deck is MutationDeck.METABOLIC and _horror_card(game, row, position)
    ]
    return min(found, key=lambda spot: spot[1]) if found else None


def _horror_card(game: Game, row: int, position: int) -> bool:
    number = game.state.display[row].card_at(position)
    return number is not None and game.data.mutations[number].horror_plant


def forced_purchases(
    game: Game, turn: PlayerTurn, found: list[tuple[int, int, Species, int]]
) -> list[tuple[int, int, Species, int]]:
    """K8b: while a horror-plant card is forced, the species that can buy it are the only purchases offered."""
    forced = forced_purchase(game, turn)
    if forced is None:
        return found
    return [p for p in found if (p[0], p[1]) == forced]


def purchase_note(game: Game, turn: PlayerTurn) -> str:
    """Why the Display offers only one card to the plant, for the prompt; empty when nothing is forced."""
    forced = forced_purchase(game, turn)
    if forced is None:
        return ""
    return f" K8b: the plant must take the horror-plant card {_card_name(game, *forced)}; you choose the species."


def _card_name(game: Game, row: int, position: int) -> str:
    number = game.state.display[row].card_at(position)
    assert number is not None
    return f"{game.data.mutations[number].name} (position {position + 1})"


# -- K8b promotions (R97) ----------------------------------------------------------------------


def trait_faces(game: Game, species: Species, number: int) -> list[int]:
    """K8b, E2e, R97: the orientations of the card with venom or mutualism the species may turn upright now."""
    faces = game.data.mutations[number].orientations
    return [i for i in size_limits.legal_orientations(game, species, number) if faces[i].venom or faces[i].mutualism]


def forced_promotions(game: Game, colour: PlayerColour) -> list[tuple[Species, int]]:
    """K8b, R97: every unpromoted card of the automated plant that can turn to venom or mutualism now."""
    if not automated(game, colour):
        return []
    return [
        (species, card.number)
        for species in game.state.player(colour).species
        for card in species.cards
        if not card.promoted and trait_faces(game, species, card.number)
    ]


def promotion_faces(game: Game, species: Species, number: int, legal: list[int]) -> list[int]:
    """K8b: a card of the automated plant that can turn to venom or mutualism turns only to that trait."""
    if not automated(game, species.colour):
        return legal
    traits = trait_faces(game, species, number)
    return traits or legal


# -- K8b sizes and passing (R97) -----------------------------------------------------------------


def mutation_max(game: Game, species: Species) -> int:
    """R97: the largest size the species' mutations allow: it outgrows no promoted card (J1), not its genotype
    card (E6b), and no monster token stops it (R50)."""
    caps = [size_limits.genotype_max_size(game, species), size_limits.LARGEST]
    caps.extend(
        cap for card in species.cards if (cap := size_limits.card_max_size(game, species, card.number)) is not None
    )
    monster = size_cap(game, species)
    if monster is not None:
        caps.append(monster)
    return min(caps)


def room_to_grow(game: Game, species: Species) -> bool:
    """K8b: the species is below the largest size its mutations allow and may grow a step."""
    return species.size < mutation_max(game, species) and size_limits.can_grow(game, species)


def may_resize(game: Game, species: Species) -> bool:
    """K8b: the automated plant only ever grows; other species may resize either way (E6)."""
    return not automated(game, species.colour) or size_limits.can_grow(game, species)


def may_shrink(game: Game, colour: PlayerColour) -> bool:
    """K8b: never down for the automated plant."""
    return not automated(game, colour)


def turn_actions(game: Game, turn: PlayerTurn, found: list[Action]) -> tuple[list[Action], bool, str]:
    """K8b, K1b: the actions offered to the automated plant, whether it may pass, and why, for the prompt.

    First a forced horror-plant purchase (R96), then a forced promotion (R97), each the one action offered;
    then every action, resizing only upward, and passing only once no species can grow within its mutations.
    """
    if not automated(game, turn.colour):
        return found, True, ""
    keys = {key for key, _, _ in found}
    forced = forced_purchase(game, turn)
    if forced is not None and "mutate" in keys:
        name = _card_name(game, *forced)
        label = f"mutate: take the horror-plant card {name}"
        return [("mutate", label, "K8b")], False, f" K8b: the plant must take the horror-plant card {name} first."
    promotions = forced_promotions(game, turn.colour)
    if promotions and "promote" in keys:
        species, number = promotions[0]
        card = game.data.mutations[number].name
        what = f"{species.shape.value}'s {card}"
        label = f"promote: turn {what} to its venom or mutualism"
        return [("promote", label, "K8b")], False, f" K8b: the plant must promote {what} to venom or mutualism."
    upward = ("resize", "resize: grow species one size step (the plant never shrinks)", "K8b")
    actions = [upward if action[0] == "resize" else action for action in found]
    growing = [s.shape.value for s in game.state.player(turn.colour).species if room_to_grow(game, s)]
    if not growing or not actions:
        return actions, True, ""
    return actions, False, f" K8b: no passing while the plant's {', '.join(growing)} can still grow."


# -- K8a losses (R99) --------------------------------------------------------------------------


def spare_horror_cards(
    game: Game, species: Species, choices: list[tuple[str, OrganColour]]
) -> list[tuple[str, OrganColour]]:
    """K8a, R99: the automated plant's horror-plant cards lose an organ to radiation or a mutagen only when no
    other spot of the species can take the loss."""
    if not automated(game, species.colour):
        return choices
    horror = {card_spot(c.number) for c in species.cards if game.data.mutations[c.number].horror_plant}
    others = [choice for choice in choices if choice[0] not in horror]
    return others or choices


# -- K8c resurrection ----------------------------------------------------------------------------


def may_resurrect(game: Game, colour: PlayerColour) -> bool:
    """K8c, R59: the automated plant never comes back as a Lazarus (E7); a played plant and the animal may."""
    return not automated(game, colour)


# -- K8d dispersal (R98) -------------------------------------------------------------------------


def has_plant(game: Game, hex_id: str) -> bool:
    """K8d, R98: a plant creeple lives here, upright or Endangered."""
    return any(c.hex == hex_id and c.level is Level.PLANT for c in game.state.creeples)


def eats_successfully(game: Game, species: Species, hex_id: str) -> bool:
    """K8d, R98: entering here as a herbivore would hold the level: it is free, or the newcomer wins the contest
    outright, even against the plant's own creeples."""
    rival = upright(game, hex_id, Level.HERBIVORE)
    if rival is None:
        return True
    newcomer = Creeple(species.colour, species.shape, hex_id, Level.HERBIVORE)
    return contest(game, hex_id, Level.HERBIVORE, newcomer, rival).loser is rival


def plant_dispersal(
    game: Game, species: Species, found: list[tuple[str, Level, Route]]
) -> list[tuple[str, Level, Route]]:
    """K8d, K1c, R98: where a plant disperses onto a plant, it enters as a herbivore if it can do so
    successfully, and only then; otherwise it enters as a plant and competes as one (G2)."""
    if not is_plant(game, species.colour):
        return found
    kept = []
    for hex_id, level, route in found:
        if level in (Level.PLANT, Level.HERBIVORE) and has_plant(game, hex_id):
            eats = any(
                h == hex_id and lv is Level.HERBIVORE and eats_successfully(game, species, h) for h, lv, _ in found
            )
            if (level is Level.HERBIVORE) != eats:
                continue
        kept.append((hex_id, level, route))
    return kept


def dispersal_note(game: Game, colour: PlayerColour) -> str:
    """What K8d does to the plant's destinations, for the prompt."""
    if not is_plant(game, colour):
        return ""
    return " K8d: onto a plant it enters as a herbivore if it can win that place, else as a plant."

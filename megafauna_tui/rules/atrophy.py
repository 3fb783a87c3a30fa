"""Atrophy (D7, D8a, D8b, J4, J6g): a species loses one plus organ, and a card left with none leaves it.

Above the organs, monsters and extinction it draws on: a monster token shrinks its species instead of going
(J4), a personality card stays as a Cheshire Cat (J6g), any other card left bare is discarded (D8a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import OrganColour

from .board import check_all_prey
from .extinction import discard_card
from .monsters import atrophy_token
from .organs import card_name, is_monster, release, spot_name, spot_organs, whose
from .state import Species

if TYPE_CHECKING:
    from .engine import Game


def atrophy(game: Game, species: Species, spot: str, colour: OrganColour, rule: str) -> None:
    """Lose one plus organ; a card left with none is discarded unless it is a Cheshire Cat (D8a, J6g).
    A monster token is not lost but shrinks its species (D7e, D8b, J4)."""
    if is_monster(species, spot):
        atrophy_token(game, species, int(spot.removeprefix("card:")), rule)
        check_all_prey(game)  # F4, H1: a smaller species may no longer eat what it ate
        return
    organs = spot_organs(species, spot)
    organs.remove(colour)
    release(game, [colour])
    game.say(rule, f"{whose(species)} atrophies a {colour.value} organ from {spot_name(game, species, spot)}.")
    if spot.startswith("card:") and not organs:
        number = int(spot.removeprefix("card:"))
        if number in species.personality:
            game.say("J6g", f"{card_name(game, species, number)} stays: a personality card is a Cheshire Cat.")
        else:
            discard_card(game, species, number, "D8a" if rule == "D8" else rule)
            return
    check_all_prey(game)  # K2b: a herbivore left with fewer than two green organs can no longer eat a cactus

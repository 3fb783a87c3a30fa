"""What the bots read in a solo game beyond the VP (K, Kc, Kd): the plant's life above all."""

from __future__ import annotations

from megafauna_tui.bots.greedy import DOOMED, MUTAGEN_CHANCE, SOLO_LOSS, solo_stake
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.scenario import Table
from megafauna_tui.rules.state import GameMode, Phase


def earth(rules: RulesData, plant_basal: str) -> Game:
    """Solo Earth (green heart 3 on three Clouds, D7c): the plant's archetype with these basal organs, beside
    the animal feeding on it."""
    table = Table(rules, ["orange", "green"], mode=GameMode.SOLO_EARTH)
    table.species("green", "archetype", basal=plant_basal).creeple("green", "archetype", "baltica:1", "plant")
    table.species("orange", "archetype", basal="r").creeple("orange", "archetype", "baltica:1", "herbivore")
    return table.game(phase=Phase.ACTIONS, then="actions")


def test_d7_kc_a_plant_the_next_mutagen_kills_reads_as_a_game_half_lost(rules: RulesData) -> None:
    """D7, Kc: five basal organs over a green heart of three cannot atrophy away: the plant's one species dies
    at the next mutagen, and with it the solo game. The bots read that as half a loss, not as more organs."""
    safe, doomed = earth(rules, "yy"), earth(rules, "yyyyy")
    assert not safe.over and not doomed.over
    drop = solo_stake(safe, PlayerColour.ORANGE) - solo_stake(doomed, PlayerColour.ORANGE)
    assert drop == DOOMED - MUTAGEN_CHANCE * SOLO_LOSS

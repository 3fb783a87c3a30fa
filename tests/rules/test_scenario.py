"""The scenario builder stacks chance: the next die rolls and the next cards of a deck, so a rules test
sets up the very roll or draw it is about instead of searching for a seed."""

from __future__ import annotations

import pytest

from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules.event_phase import EventPhase, MutagenEvent
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.scenario import Table
from megafauna_tui.rules.state import GameMode, Phase


def _mutagen(table: Table) -> Table:
    table.species("black", "archetype", basal="y").creeple("black", "archetype", "siberia:6")
    table.species("orange", "archetype").creeple("orange", "archetype", "laurentia:4")
    return table


def test_stacked_dice_are_the_next_rolls_in_order(rules: RulesData) -> None:
    """A8b: Era II rolls three dice; the stacked faces come up in the order given and the highest is the
    dark heart. Dice left over stay stacked for the next roll."""
    table = _mutagen(Table(rules, ["black", "orange"], era=2)).dice(2, 5, 3, 1)
    game = table.game(MutagenEvent(), phase=Phase.EVENTS, then="actions")
    assert game.state.dark_heart == 5
    assert "Mutagen roll (3 dice): 2, 5, 3. The dark heart is 5." in [e.text for e in game.state.log]
    assert game.state.rng.stacked == [1]
    assert violations(game) == []


def test_stacked_deck_tops_are_dealt_first(rules: RulesData) -> None:
    """D7, E1e: the churn deals the stacked cards first, in order, into each row."""
    table = _mutagen(Table(rules, ["black", "orange"])).dice(6, 6)
    table.deck_top(metabolic=[1, 8, 30, 38, 13], darwinian=[48, 82])
    game = table.game(MutagenEvent(), phase=Phase.EVENTS, then="actions")
    metabolic, darwinian = game.state.display
    assert metabolic.slots == [1, 8, 30, 38] and metabolic.card_at(4) == 13
    assert darwinian.slots[:2] == [48, 82]
    assert violations(game) == []


def test_impossible_faces_are_refused(rules: RulesData) -> None:
    with pytest.raises(ValueError, match="die faces are 1 to 6"):
        Table(rules, ["black", "orange"]).dice(7)


def test_a_table_can_pause_once_its_frames_are_done(rules: RulesData) -> None:
    """A test watches one event resolve: with ``then=None`` the game stops right after it, nothing else runs."""
    table = _mutagen(Table(rules, ["black", "orange"])).dice(1, 2)
    game = table.game(MutagenEvent(), phase=Phase.EVENTS, then=None)
    assert game.over and game.state.stack == []
    assert game.state.phase is Phase.EVENTS, "the turn did not go on to the actions"
    assert game.state.dark_heart == 2 and game.state.log[-1].rule == "A8b", "the roll is the last thing done"
    assert violations(game) == []


def test_an_achterbahn_table_keeps_the_climate_and_stacks_the_et_card(rules: RulesData) -> None:
    """A1b: the stacked stable ET card is drawn and no biosphere card with it; the table keeps disks and Medea."""
    table = Table(rules, ["black", "orange"], mode=GameMode.ACHTERBAHN).event(9)
    game = table.game(EventPhase(), phase=Phase.EVENTS, then=None)
    assert game.state.event_card == 9 and game.state.biosphere_card is None
    assert sum(len(d) for d in game.state.reservoirs.values()) > 0
    assert any(p.medea for p in game.state.players)


def test_a_table_loads_a_reservoir_and_keeps_the_42_disks(rules: RulesData) -> None:
    """B7: setting a reading moves disks to or from the map and the other reservoirs; none appears or vanishes."""
    from megafauna_tui.data.vocabulary import DiskColour
    from megafauna_tui.rules import climate

    table = Table(rules, ["black", "orange"], mode=GameMode.ACHTERBAHN)
    table.species("black", "archetype").creeple("black", "archetype", "siberia:6")
    table.species("orange", "archetype").creeple("orange", "archetype", "laurentia:4")
    table.reservoir(climate.ATMOSPHERE, 11, DiskColour.BLACK).reservoir(climate.OXYGEN, 18, DiskColour.GREEN)
    table.reservoir(climate.CLOUDS, 2, DiskColour.WHITE)
    game = table.game(then="actions")
    now = climate.readings(game)
    assert (now.atmosphere_disks, now.oxygen_disks, now.cloud_disks) == (11, 18, 2)
    assert "siberia:6" not in game.state.disks and "laurentia:4" not in game.state.disks
    assert violations(game) == []

"""The scenario builder stacks chance: the next die rolls and the next cards of a deck, so a rules test
sets up the very roll or draw it is about instead of searching for a seed."""

from __future__ import annotations

import doctest

import pytest

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import DiskColour, PlayerColour
from megafauna_tui.rules import climate, scenario
from megafauna_tui.rules.event_phase import EventPhase, MutagenEvent
from megafauna_tui.rules.geometry import Placement
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
    """B7: the readings a test needs are described wholesale, every disk somewhere: the Atmosphere's 11 black
    disks come off the shelves (a bloom's green to the Oxygen, 18) and Siberia's centre, and 7 white disks
    from the Atmosphere and the Clouds lie as ice on biomes where no creeple stands."""
    table = Table(rules, ["black", "orange"], mode=GameMode.ACHTERBAHN)
    table.species("black", "archetype").creeple("black", "archetype", "siberia:6")
    table.species("orange", "archetype").creeple("orange", "archetype", "laurentia:4")
    table.reservoir(climate.ATMOSPHERE, black=11).reservoir(climate.OXYGEN, green=18)
    table.reservoir(climate.CLOUDS, white=2).disk("siberia:0", None)
    for craton in ("siberia", "laurentia", "gondwana", "baltica"):
        table.shelf(f"{craton}:north").shelf(f"{craton}:south", *(["black"] if craton == "baltica" else []))
    for ice in ("siberia:1", "siberia:2", "siberia:3", "siberia:4", "gondwana:2", "gondwana:5", "baltica:1"):
        table.disk(ice, DiskColour.WHITE)
    game = table.game(then="actions")
    now = climate.readings(game)
    assert (now.atmosphere_disks, now.oxygen_disks, now.cloud_disks) == (11, 18, 2)
    assert "siberia:6" not in game.state.disks and "laurentia:4" not in game.state.disks
    assert violations(game) == []


def test_a_climate_that_does_not_add_up_is_refused(rules: RulesData) -> None:
    """B7, K3a: a disk put somewhere without saying where it came from makes one too many; the game says which
    colour, how many, and the rule."""
    table = Table(rules, ["black", "orange"], mode=GameMode.ACHTERBAHN).reservoir(climate.OXYGEN, green=15)
    with pytest.raises(ValueError, match=r"19 green disks; the game has 18 \(B7\)"):
        table.game()
    mars = Table(rules, ["black", "green"], mode=GameMode.SOLO_MARS).disk("tharsis:1", DiskColour.BLACK)
    with pytest.raises(ValueError, match=r"7 black disks; the game has 6 \(K3a\)"):
        mars.game()
    balanced = Table(rules, ["black", "green"], mode=GameMode.SOLO_MARS)
    game = balanced.move_disks(DiskColour.WHITE, climate.CLOUDS, "tharsis:1").game(then=None)
    assert game.state.disks["tharsis:1"] is DiskColour.WHITE and violations(game) == []


def test_moves_and_places_follow_the_disk_rules(rules: RulesData) -> None:
    """D10g, C1k, R41: a shelf holds a black disk and at most a green one on it; each track takes its own colours
    within its slots; a disk is moved only from where one lies, and onto a place with room."""
    table = Table(rules, ["black", "orange"], mode=GameMode.ACHTERBAHN)
    with pytest.raises(ValueError, match="D10g"):
        table.shelf("baltica:middle", DiskColour.GREEN)
    with pytest.raises(ValueError, match="C1k"):
        table.reservoir(climate.CLOUDS, green=1)
    with pytest.raises(ValueError, match="R41"):
        table.reservoir(climate.ATMOSPHERE, black=12, white=2)
    with pytest.raises(ValueError, match="no green disk"):
        table.move_disks(DiskColour.GREEN, "baltica:north", climate.OXYGEN)
    with pytest.raises(ValueError, match="already holds"):
        table.move_disks(DiskColour.GREEN, climate.OXYGEN, "siberia:0")
    table.move_disks(DiskColour.GREEN, "baltica:south", "baltica:north")
    north = table.state.shelf("baltica:north")
    assert north is not None and north.bloom


def test_cratons_and_dice_are_one_die_to_a_landmass(rules: RulesData) -> None:
    """C1g, D3e: joined cratons are one landmass with one latitude die; the builder refuses two."""
    joined = (Placement("siberia", 0, 4), Placement("laurentia", 6, 4))
    table = Table(rules, ["black", "orange"], mode=GameMode.ACHTERBAHN).cratons(*joined)
    with pytest.raises(ValueError, match="one latitude die"):
        table.game()
    game = table.cratons(dice=["siberia", "gondwana", "baltica"]).game(then=None)
    assert ("laurentia", "siberia") in [tuple(sorted(land)) for land in game.map.landmasses]
    assert violations(game) == []


def test_decks_fossils_and_the_medea(rules: RulesData) -> None:
    """C1m, A1f: the era's ET deck holds what the era has left; I5b, B7: fossils come out of the pool; E8: the
    Medea changes hands; A8g: tooth & claw has none to give."""
    table = Table(rules, ["black", "orange"], mode=GameMode.ACHTERBAHN, turn=4)
    table.et_deck(9, 14, drawn=3).biosphere_deck("goldilocks", 30).fossils("black", 3).medea("black")
    game = table.game(then=None)
    state = game.state
    assert state.et_deck == [9, 14] and state.era_cards_drawn == 3 and state.biosphere["goldilocks"] == [30]
    assert state.player(PlayerColour.BLACK).fossils == 3 and state.fossil_pool == rules.limits.fossil_tokens - 3
    assert state.player(PlayerColour.BLACK).medea and not state.player(PlayerColour.ORANGE).medea
    assert violations(game) == []
    with pytest.raises(ValueError, match="biosphere card"):
        Table(rules, ["black", "orange"]).et_deck(30)
    with pytest.raises(ValueError, match="A8g"):
        Table(rules, ["black", "orange"]).medea("black")


def test_a_card_is_played_on_its_own(rules: RulesData) -> None:
    """A1e: a biosphere card played alone resolves its events, and no ET card is revealed with it."""
    table = Table(rules, ["black", "orange"], mode=GameMode.ACHTERBAHN)
    game = table.play(35, then=None)  # azolla bloom: the Medea buries a black disk offshore
    assert (game.state.event_card, game.state.biosphere_card) == (None, 35)
    assert game.decision is not None and game.decision.rule == "D12"


def test_the_module_examples_run() -> None:
    """The builder's own examples, an Achterbahn position and a solo one, give what they say."""
    assert doctest.testmod(scenario, raise_on_error=False).failed == 0

"""Player Green's horror-plant rules in the Achterbahn game (A2b, D7c, D10h, E1d, J2c, R77).

Tooth & claw treats Green as an ordinary species (A8h, R25); each test here shows the Achterbahn
rule and, where it helps, the tooth & claw position that plays differently. Positions are built
with ``Table`` on an Achterbahn setup (disks, reservoirs and Medea as C1 deals them), then the
reservoirs are set to the readings a test needs.
"""

from __future__ import annotations

import pytest

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import DiskColour, PlayerColour, Shape
from megafauna_tui.rules import climate
from megafauna_tui.rules.actions import ActionPhase, PlayerTurn
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.event_phase import EventPhase, MutagenEvent
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.scenario import Card, Table
from megafauna_tui.rules.state import GameMode, Phase
from megafauna_tui.rules.words import counted
from tests.rules.test_disks import load, runaway

GREEN, ORANGE, BLACK, WHITE = PlayerColour.GREEN, PlayerColour.ORANGE, PlayerColour.BLACK, PlayerColour.WHITE
ACH, TC = GameMode.ACHTERBAHN, GameMode.TOOTH_AND_CLAW

# Cards by number (mutations.toml): the horror-plant icon is on 15, 16, 23, 26, 33, 47 (metabolic row)
# and 56, 68, 91 (Darwinian row).
EYESPOT = 1
CHEMORECEPTORS = 8
PHOTOTROPISM = 15  # red, horror plant
THIGMONASTY = 16  # red, horror plant
STOMATA = 26  # yellow, horror plant
AIR_SACS = 30  # yellow
SUCCULENT_TISSUE = 33  # yellow, horror plant
WING_BUDS = 27  # speciates a flyer
PATAGIUM = 28  # speciates a flyer
GUT_FLORA = 64  # green: promotes to mutualism (first orientation)
GEOMAGNETIC_REVERSAL = 9  # stable ET card: radiation, mutagen


def keys(game: Game) -> set[str]:
    assert game.decision is not None
    return set(game.decision.keys)


def said(game: Game, rule: str) -> list[str]:
    return [e.text for e in game.state.log if e.rule == rule]


def fill(table: Table, reservoir: str, disks: int, colour: DiskColour) -> Table:
    """Load a reservoir for the readings a test needs, keeping the 42 disks (B7): see ``test_disks.load``."""
    return load(table, reservoir, disks, colour)


def green_and_orange(rules: RulesData, mode: GameMode = ACH) -> Table:
    table = Table(rules, ["green", "orange"], mode=mode)
    table.species("green", "archetype").creeple("green", "archetype", "baltica:5")
    table.species("orange", "archetype").creeple("orange", "archetype", "laurentia:4")
    return table


# -- E1d: the metabolic row -------------------------------------------------------------------


def horror_display(table: Table) -> Table:
    """Metabolic row: eyespot, phototropism (icon), air sacs, succulent tissue (icon), with chemoreceptors
    on the deck (position 5, beyond a budget of 6 Unborn)."""
    table.display(metabolic=[EYESPOT, PHOTOTROPISM, AIR_SACS, SUCCULENT_TISSUE], darwinian=[48, 82, 83, 89])
    return table.deck_top(metabolic=[CHEMORECEPTORS])


def test_e1d_green_selects_only_horror_plant_cards_from_the_metabolic_row(rules: RulesData) -> None:
    """E1d: offered a metabolic row of five, Green may buy only phototropism and succulent tissue, the two
    cards with the horror-plant icon; the Darwinian row stays open to him."""
    table = horror_display(green_and_orange(rules))
    game = table.game(PlayerTurn(ORANGE, 2), PlayerTurn(GREEN, 2))

    game.answer("mutate")
    offered = keys(game)
    assert {k for k in offered if k.startswith("metabolic")} == {"metabolic:2", "metabolic:4"}
    assert {k for k in offered if k.startswith("darwinian")} == {f"darwinian:{n}" for n in range(1, 5)}
    game.answer("metabolic:2")
    assert [c.number for c in game.state.species(GREEN, Shape.ARCHETYPE).cards] == [PHOTOTROPISM]
    assert violations(game) == []


def test_e1d_other_players_select_either_kind_of_metabolic_card(rules: RulesData) -> None:
    """E1d binds Green alone: Orange, in the same Achterbahn position, may buy the free eyespot, which
    has no horror-plant icon."""
    table = horror_display(green_and_orange(rules))
    game = table.game(PlayerTurn(GREEN, 2), PlayerTurn(ORANGE, 2))

    game.answer("mutate")
    assert {f"metabolic:{n}" for n in range(1, 5)} <= keys(game)
    game.answer("metabolic:1")
    assert [c.number for c in game.state.species(ORANGE, Shape.ARCHETYPE).cards] == [EYESPOT]


def test_e1d_r25_green_buys_any_metabolic_card_in_tooth_and_claw(rules: RulesData) -> None:
    """A8h, R25: the same row in tooth & claw leaves Green free to buy the eyespot."""
    table = horror_display(green_and_orange(rules, TC))
    game = table.game(PlayerTurn(ORANGE, 2), PlayerTurn(GREEN, 2))

    game.answer("mutate")
    assert {f"metabolic:{n}" for n in range(1, 5)} <= keys(game)


# -- J2c: the magic mushroom ---------------------------------------------------------------


def mushroom_table(rules: RulesData, mode: GameMode) -> Table:
    """Green's archetype holds gut flora, ready to promote to mutualism, on Baltica. Black's archetype
    hunts it there (an ordinary J2 partner). Far away, Orange's archetype holds an unpromoted
    phototropism (horror-plant icon) and has a newborn too; White's holds thigmonasty promoted (no
    longer bait) and eyespot (no icon); Green's own flyer holds an unpromoted stomata."""
    table = Table(rules, ["green", "orange", "black", "white"], mode=mode)
    table.species("green", "archetype", cards=[Card(GUT_FLORA, organs="g")]).creeple("green", "archetype", "baltica:5")
    table.species("green", "flyer", genotype=PATAGIUM, basal="y", cards=[Card(STOMATA, organs="y")])
    table.creeple("green", "flyer", "siberia:6")
    table.creeple("black", "archetype", "baltica:5", "carnivore")
    table.species("black", "archetype")
    table.species("orange", "archetype", cards=[Card(PHOTOTROPISM, organs="r")], newborn=1)
    table.creeple("orange", "archetype", "laurentia:4")
    table.species("white", "archetype", cards=[Card(THIGMONASTY, organs="r", orientation=1), Card(EYESPOT, organs="r")])
    table.creeple("white", "archetype", "gondwana:4")
    return table


def test_j2c_magic_mushroom_hosts_any_species_with_an_unpromoted_horror_plant_card(rules: RulesData) -> None:
    """J2c, R77: promoting gut flora to mutualism, Green may take his host from Black's archetype, which
    hunts it (J2), or, though they live elsewhere, from Orange's archetype (Unborn or Newborn) and his
    own flyer, both holding an unpromoted horror-plant card; never from White's, whose horror-plant
    card is promoted."""
    game = mushroom_table(rules, ACH).game(PlayerTurn(ORANGE, 2), PlayerTurn(GREEN, 2))
    game.answer("promote")
    game.answer("archetype/64")
    game.answer("1")  # symbiotic microbiome: mutualism
    assert game.decision is not None and game.decision.kind is DecisionKind.HOST
    rules_of = {o.key: o.rule for o in game.decision.options}
    assert rules_of == {
        "black:archetype/unborn": "J2",
        "orange:archetype/unborn": "J2c",
        "orange:archetype/newborn": "J2c",
        "green:flyer/unborn": "J2c",
    }
    newborn = game.state.species(ORANGE, Shape.ARCHETYPE).newborn
    game.answer("orange:archetype/newborn")
    card = game.state.species(GREEN, Shape.ARCHETYPE).card(GUT_FLORA)
    assert [(h.colour, h.shape) for h in card.hosts] == [(ORANGE, Shape.ARCHETYPE)]
    assert game.state.species(ORANGE, Shape.ARCHETYPE).newborn == newborn - 1
    assert said(game, "J2c") == ["Orange's archetype gives a host creeple from its newborn to Green's archetype."]
    assert violations(game) == []


def test_j2c_r25_no_magic_mushroom_in_tooth_and_claw(rules: RulesData) -> None:
    """A8h: in tooth & claw the same promotion finds only Black's hunting archetype, which gives its
    host at once, as the only choice."""
    game = mushroom_table(rules, TC).game(PlayerTurn(ORANGE, 2), PlayerTurn(GREEN, 2))
    game.answer("promote")
    game.answer("archetype/64")
    game.answer("1")
    assert game.decision is not None and game.decision.kind is DecisionKind.ACTION
    card = game.state.species(GREEN, Shape.ARCHETYPE).card(GUT_FLORA)
    assert [(h.colour, h.shape) for h in card.hosts] == [(BLACK, Shape.ARCHETYPE)]
    assert said(game, "J2c") == []


def test_j2c_other_players_get_no_magic_mushroom(rules: RulesData) -> None:
    """J2c is Green's alone: Orange promoting gut flora with no partner in his biome finds no host, though
    Green's flyer far away holds an unpromoted horror-plant card."""
    table = Table(rules, ["green", "orange"], mode=ACH)
    table.species("orange", "archetype", cards=[Card(GUT_FLORA, organs="g")]).creeple(
        "orange", "archetype", "laurentia:4"
    )
    table.species("green", "archetype", cards=[Card(STOMATA, organs="y")]).creeple("green", "archetype", "baltica:5")
    game = table.game(PlayerTurn(GREEN, 2), PlayerTurn(ORANGE, 2))
    game.answer("promote")  # gut flora is Orange's only card: straight to its orientation
    game.answer("1")
    assert game.state.species(ORANGE, Shape.ARCHETYPE).card(GUT_FLORA).hosts == []
    assert said(game, "J2a") == ["Orange's archetype finds no suitable host for its mutualism."]


# -- A2b, D10h: Green's actions -------------------------------------------------------------


@pytest.mark.parametrize(("atmosphere", "green_actions"), [(3, 1), (6, 2), (8, 3), (11, 4)])
def test_a2b_green_reads_his_actions_on_the_atmosphere(rules: RulesData, atmosphere: int, green_actions: int) -> None:
    """A2b, R24: Green's action maximum is the greenhouse level's, while Orange keeps the oxygen gear's
    two actions (14 green disks, A2a)."""
    table = fill(green_and_orange(rules).order("green", "orange"), climate.ATMOSPHERE, atmosphere, DiskColour.BLACK)
    game = table.game(ActionPhase())
    assert said(game, "A2")[-1] == f"Green takes up to {counted(green_actions, 'action')}."
    assert game.decision is not None and game.decision.prompt.startswith(f"Choose an action ({green_actions} action")
    game.answer("pass")
    assert said(game, "A2")[-1] == "Orange takes up to 2 actions."


def test_a2b_green_takes_two_actions_in_tooth_and_claw(rules: RulesData) -> None:
    """A8c, A8h: tooth & claw gives Green the same two actions as everyone."""
    game = green_and_orange(rules, TC).order("green", "orange").game(ActionPhase())
    assert said(game, "A2") == ["Green takes up to 2 actions."]


def test_d10h_green_takes_five_actions_on_the_runaways_last_turn(rules: RulesData) -> None:
    """D10h, A6: the Atmosphere is full (13 disks) after the last event of a stable turn: the runaway
    greenhouse is announced, Green takes 5 actions and Orange his oxygen gear's 2, and the game ends with
    final scoring at the end of this very turn, in era I."""
    table = runaway(green_and_orange(rules).order("green", "orange").event(GEOMAGNETIC_REVERSAL))
    game = table.game(EventPhase(), phase=Phase.EVENTS, then="actions")

    assert game.state.runaway
    assert said(game, "D10h") == [
        "The Atmosphere is full after the last event: runaway greenhouse. The game ends with this turn, "
        "and Green takes 5 actions."
    ]
    assert said(game, "A2") == ["Green takes up to 5 actions."]
    for _ in range(4):
        game.answer("populate")
        if game.decision is not None and game.decision.kind is not DecisionKind.ACTION:
            game.answer(game.decision.keys[0])
    assert game.decision is not None and game.decision.player is GREEN
    assert "(1 action left)" in game.decision.prompt
    game.answer("pass")
    assert said(game, "A2")[-1] == "Orange takes up to 2 actions."
    while game.decision is not None:
        keys_now = game.decision.keys
        game.answer("pass" if "pass" in keys_now else keys_now[0])
    assert game.state.phase is Phase.OVER and game.state.era == 1 and game.state.scores


# -- D7c: the green heart ---------------------------------------------------------------------


def test_d7c_green_species_are_measured_against_the_green_heart(rules: RulesData) -> None:
    """D7c, D7d (the example's second species): at 4% oxygen (dark heart 2) and albedo 0.2 (3 white disks,
    green heart 3), a mutagen leaves Green's archetype with 3 basal organs unharmed and his flyer with 4
    basal organs, one of them white, unharmed too (3 + 2), while Orange's archetype with 3 basal organs,
    measured against the dark heart, goes extinct."""
    table = Table(rules, ["green", "orange"], mode=ACH).order("green", "orange")
    table.species("green", "archetype", basal="rgb").creeple("green", "archetype", "baltica:5")
    table.species("green", "flyer", genotype=PATAGIUM, basal="wyyb").creeple("green", "flyer", "baltica:4")
    table.species("orange", "archetype", basal="rgb").creeple("orange", "archetype", "laurentia:4")
    table.species("orange", "flyer", genotype=WING_BUDS, basal="yy").creeple("orange", "flyer", "laurentia:6")
    fill(table, climate.OXYGEN, 17, DiskColour.GREEN)
    fill(table, climate.CLOUDS, 3, DiskColour.WHITE)
    game = table.game(MutagenEvent(), phase=Phase.EVENTS, then="actions")

    assert said(game, "D7b") == [
        "The dark heart reads 2 on the Oxygen (4%); the green heart reads 3 on the Clouds (D7c)."
    ]
    assert game.state.player(GREEN).find(Shape.ARCHETYPE) is not None
    assert len(game.state.species(GREEN, Shape.FLYER).basal) == 4
    assert game.state.player(ORANGE).find(Shape.ARCHETYPE) is None
    assert game.state.player(ORANGE).find(Shape.FLYER) is not None
    assert violations(game) == []


def test_d7c_a_green_species_over_the_green_heart_loses_its_organs(rules: RulesData) -> None:
    """D7c: with the green heart at 3, Green's archetype with 4 basal organs goes extinct, though the dark
    heart (11 at 21% oxygen, no green disk on the Oxygen) would have spared it."""
    table = Table(rules, ["green", "orange"], mode=ACH).order("green", "orange")
    table.species("green", "archetype", basal="rgby").creeple("green", "archetype", "baltica:5")
    table.species("green", "flyer", genotype=PATAGIUM, basal="y").creeple("green", "flyer", "baltica:4")
    table.species("orange", "archetype", basal="rgby").creeple("orange", "archetype", "laurentia:4")
    fill(table, climate.OXYGEN, 0, DiskColour.GREEN)
    fill(table, climate.CLOUDS, 3, DiskColour.WHITE)
    game = table.game(MutagenEvent(), phase=Phase.EVENTS, then="actions")

    assert game.state.player(GREEN).find(Shape.ARCHETYPE) is None
    assert game.state.player(ORANGE).find(Shape.ARCHETYPE) is not None

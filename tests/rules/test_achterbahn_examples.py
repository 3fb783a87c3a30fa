"""The English rulebook's worked examples, played in the Achterbahn game: speciating on a bloom (E3d), the
carnivore contest on a bloom (H3), ice dropped on flyers that flee as endotherms (I1), the humidity niche
read on the latitude strip (G5), hypercapnia drawn as an ET card (D8) and the archetype's one dispersal
point on turn one (F2a).

Positions are Achterbahn tables: setup's cratons, disks, reservoirs and Medea (C1), with each craton's
hexes 1 and 6 in latitude 3, its centre row 5-0-2 in latitude 4, and 4 and 3 in latitude 5 unless a test
moves it. The cards standing in for the printed ones are named where they are used.
"""

from __future__ import annotations

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import Biome, DiskColour, GreenhouseLevel, OrganColour, PlayerColour, Shape
from megafauna_tui.rules import climate
from megafauna_tui.rules.actions import ActionPhase, PlayerTurn
from megafauna_tui.rules.board import biome, entry_cost, roadrunner
from megafauna_tui.rules.burials import BurialPhase
from megafauna_tui.rules.climax import ClimaxEvent
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.dispersal import DispersalPhase, dispersal_points
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.event_phase import EventPhase
from megafauna_tui.rules.geometry import HexId, Placement
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.scenario import Card, Table
from megafauna_tui.rules.state import GameMode, Phase
from megafauna_tui.rules.tectonics import lay_out

GREEN, ORANGE, BLACK, WHITE = PlayerColour.GREEN, PlayerColour.ORANGE, PlayerColour.BLACK, PlayerColour.WHITE
ACH = GameMode.ACHTERBAHN
EARTH = ("laurentia", "baltica", "siberia", "gondwana")

HYPERCAPNIA = 4  # ET card, stable: a black disk from the shelves to the Atmosphere, then metabolic radiation
SHIVERING_REFLEX = 20  # red card, a yellow organ; promoted, orientation 1 gives a white organ
STARTLE_REFLEX = 21  # red card; promoted, orientation 1 speciates an armored species
SWIM_BLADDER = 25  # founded a swimmer
PATAGIUM = 28  # founded a flyer
FUR = 34  # one yellow organ
COLUMNAR_LIMBS = 46  # two yellow organs


def said(game: Game, rule: str) -> list[str]:
    return [e.text for e in game.state.log if e.rule == rule]


def answer(game: Game, player: PlayerColour, kind: DecisionKind, key: str) -> None:
    decision = game.decision
    assert decision is not None, f"the game stopped before {player.value} could answer {key}"
    assert (decision.player, decision.kind) == (player, kind), decision.prompt
    game.answer(key)


def label(game: Game, key: str) -> str:
    assert game.decision is not None
    option = game.decision.option(key)
    assert option is not None, f"{key} is not offered: {game.decision.keys}"
    return option.label


def placed(game: Game, colour: PlayerColour) -> list[tuple[str, str, str, bool]]:
    return sorted(
        (c.shape.value, c.hex, c.level.value, c.endangered) for c in game.state.creeples if c.colour is colour
    )


def test_e3d_example_an_armored_daughter_of_a_swimmer_on_a_bloom_starts_endangered(rules: RulesData) -> None:
    """E3 example, E3d, F3b: Black's swimmer promotes startle reflex to shell withdrawal and speciates an
    armored species, choosing as mother the swimmer on Baltica's south bloom (C1h). The armored creeple
    that replaces it cannot live on a bloom, so it starts Endangered. Black populates it and its newborn
    walks ashore from the lying mother onto the weeds of Baltica 3; at burial the one on the bloom is
    buried and the new species lives on."""
    table = Table(rules, ["black", "orange"], mode=ACH)
    table.species("orange", "archetype").creeple("orange", "archetype", "laurentia:4")
    table.species("black", "swimmer", genotype=SWIM_BLADDER, genotype_organs="y", cards=[Card(STARTLE_REFLEX, "r")])
    table.creeple("black", "swimmer", "baltica:south").creeple("black", "swimmer", "baltica:2")
    game = table.game(BurialPhase(), DispersalPhase(), PlayerTurn(BLACK, 2), then=None)
    assert biome(game, "baltica:south") is Biome.BLOOM

    answer(game, BLACK, DecisionKind.ACTION, "promote")
    answer(game, BLACK, DecisionKind.ORIENTATION, "1")
    assert game.decision is not None and set(game.decision.keys) == {"baltica:south/herbivore", "baltica:2/herbivore"}
    answer(game, BLACK, DecisionKind.SPECIATE_MOTHER, "baltica:south/herbivore")
    assert said(game, "E3d") == [
        "The first armored replaces the swimmer in baltica:south and is Endangered: she cannot live here."
    ]
    assert placed(game, BLACK) == [
        ("armored", "baltica:south", "herbivore", True),
        ("swimmer", "baltica:2", "herbivore", False),
    ]

    answer(game, BLACK, DecisionKind.ACTION, "populate")
    answer(game, BLACK, DecisionKind.POPULATE_SPECIES, "armored")
    assert (
        game.decision is not None and game.decision.prompt == "Where does the armored from baltica:south settle? (1 DP)"
    )
    answer(game, BLACK, DecisionKind.DESTINATION, "baltica:3/herbivore")
    assert said(game, "F2") == ["Black's armored disperses baltica:south > baltica:3 (1 DP) and settles as herbivore."]
    assert said(game, "I2") == ["Black's armored in baltica:south is buried."]
    assert placed(game, BLACK) == [
        ("armored", "baltica:3", "herbivore", False),
        ("swimmer", "baltica:2", "herbivore", False),
    ]
    assert violations(game) == []


def test_h3_example_the_dolphin_loses_the_bloom_to_the_crocodile(rules: RulesData) -> None:
    """H3 example, F3b: on Laurentia's south bloom (an offshore green disk) Orange's swimmer grazes and White's
    crocodile (two yellow organs) hunts it. Black's dolphin (one yellow organ, fur standing in for the printed
    card) is born in the sea beside it and tries to take the carnivore spot: a bloom's roadrunner is yellow,
    so the dolphin loses and lies down."""
    table = Table(rules, ["black", "orange", "white"], mode=ACH)
    table.species("black", "swimmer", cards=[Card(FUR, organs="y")], newborn=1)
    table.species("orange", "swimmer")
    table.species("white", "swimmer", cards=[Card(COLUMNAR_LIMBS, organs="yy")])
    table.creeple("black", "swimmer", "laurentia:3")
    table.creeple("orange", "swimmer", "laurentia:south")
    table.creeple("white", "swimmer", "laurentia:south", "carnivore")
    game = table.game(DispersalPhase(), phase=Phase.DISPERSAL, then=None)
    assert biome(game, "laurentia:south") is Biome.BLOOM and roadrunner(game, "laurentia:south").value == "yellow"

    preview = "loses vs White's swimmer (H3 roadrunner yellow: Black's swimmer 1 vs White's swimmer 2)"
    assert label(game, "laurentia:south/carnivore").endswith(preview)
    answer(game, BLACK, DecisionKind.DESTINATION, "laurentia:south/carnivore")
    assert said(game, "H3") == [
        "Contest in laurentia:south: H3 roadrunner yellow: Black's swimmer 1 vs White's swimmer 2.",
        "Black's swimmer in laurentia:south loses and is Endangered.",
    ]
    assert placed(game, BLACK) == [
        ("swimmer", "laurentia:3", "herbivore", False),
        ("swimmer", "laurentia:south", "carnivore", True),
    ]
    assert placed(game, WHITE) == [("swimmer", "laurentia:south", "carnivore", False)]
    assert violations(game) == []


def test_i1_example_flyers_iced_by_a_climax_flee_with_a_white_organ(rules: RulesData) -> None:
    """I1 example, D5b, R40: a climax in latitude 5, arid on Eden's strip, drops ice on every empty weeds
    there, Baltica 3 and 4 among them, where White's flyers graze: they cannot live on ice and lie down at
    once. In her actions White promotes shivering reflex to thermoregulatory center (orientation 1, a white
    organ): her flyers are endotherms now, and in the burial phase both flee to free biomes within their 1
    DP and stand up."""
    table = Table(rules, ["white", "orange"], mode=ACH)
    table.species("white", "flyer", genotype=PATAGIUM, basal="y", cards=[Card(SHIVERING_REFLEX, organs="y")])
    table.species("orange", "archetype").creeple("orange", "archetype", "laurentia:0")
    table.creeple("white", "flyer", "baltica:3").creeple("white", "flyer", "baltica:4")
    game = table.game(BurialPhase(), DispersalPhase(), ActionPhase(), ClimaxEvent([5]), phase=Phase.EVENTS, then=None)

    ice = ("baltica:3", "baltica:4", "gondwana:4", "laurentia:4")
    for _ in ice:  # R38: the Medea (Orange) takes each white disk from the Clouds or the Atmosphere
        answer(game, ORANGE, DecisionKind.MEDEA_SOURCE, "clouds")
    assert all(game.state.disks[h] is DiskColour.WHITE and biome(game, h) is Biome.ICE for h in ice)
    assert [t for t in said(game, "D5b") if "Endangered" in t] == [
        "White's flyer in baltica:3 can no longer live there and is Endangered.",
        "White's flyer in baltica:4 can no longer live there and is Endangered.",
    ]

    flyers = game.state.species(WHITE, Shape.FLYER)
    assert flyers.organs()[OrganColour.WHITE] == 0
    answer(game, WHITE, DecisionKind.ACTION, "promote")  # shivering reflex is the only card to promote
    answer(game, WHITE, DecisionKind.ORIENTATION, "1")
    assert flyers.organs()[OrganColour.WHITE] == 1 and dispersal_points(flyers) == 1
    answer(game, WHITE, DecisionKind.ACTION, "pass")
    answer(game, ORANGE, DecisionKind.ACTION, "pass")

    assert game.state.phase is Phase.BURIALS
    assert game.decision is not None and set(game.decision.keys) == {"stay", "baltica:2/herbivore"}
    answer(game, WHITE, DecisionKind.ENDOTHERM, "baltica:2/herbivore")
    assert game.decision is not None and set(game.decision.keys) == {"stay", "baltica:5/herbivore"}
    answer(game, WHITE, DecisionKind.ENDOTHERM, "baltica:5/herbivore")
    assert said(game, "I1") == [
        "White's flyer flees from baltica:3 to baltica:2 as herbivore.",
        "White's flyer flees from baltica:4 to baltica:5 as herbivore.",
    ]
    assert placed(game, WHITE) == [
        ("flyer", "baltica:2", "herbivore", False),
        ("flyer", "baltica:5", "herbivore", False),
    ]
    assert violations(game) == []


def _moose_and_squirrel(rules: RulesData, atmosphere: int) -> Game:
    """Siberia far north, its die on 1: the moose (Green's archetype, two green organs, size 4) grazes the
    weeds of Siberia 6, in latitude 0; the squirrel (a newborn Black archetype, three green organs, size 1)
    comes from Siberia 5, in latitude 1. No carnivore is by, so the roadrunner is not read (G4)."""
    table = Table(rules, ["green", "black"], mode=ACH)
    table.cratons(
        *lay_out([(Placement(c, 8 * i + (c == "siberia"), 1 if c == "siberia" else 4),) for i, c in enumerate(EARTH)])
    )
    table.species("green", "archetype", basal="gg", size=4).creeple("green", "archetype", "siberia:6")
    table.species("black", "archetype", basal="ggg", newborn=1).creeple("black", "archetype", "siberia:5")
    # The Atmosphere holds only black disks: its white ones rained into the Clouds, and the carbon came from
    # the shelves (a bloom's green back to the Oxygen) or went down onto one.
    table.move_disks(DiskColour.WHITE, climate.ATMOSPHERE, climate.CLOUDS, 3)
    carbon = [f"{c}:north" for c in EARTH] + [f"{c}:south" for c in EARTH[:3]]
    for shelf in carbon[: max(0, atmosphere - 3)]:
        if shelf.endswith("south"):
            table.move_disks(DiskColour.GREEN, shelf, climate.OXYGEN)
        table.move_disks(DiskColour.BLACK, shelf, climate.ATMOSPHERE)
    for shelf in [f"{c}:middle" for c in EARTH][: max(0, 3 - atmosphere)]:
        table.move_disks(DiskColour.BLACK, climate.ATMOSPHERE, shelf)
    return table.game(DispersalPhase(), phase=Phase.DISPERSAL, then=None)


def test_g5_example_moose_and_squirrel_on_the_hothouse_and_ice_age_strips(rules: RulesData) -> None:
    """G5 example, G6: in a Hothouse (10 disks in the Atmosphere) latitude 0 is humid: the squirrel's three green
    organs beat the moose's two and the moose lies down (Green is offered the trophic shift of G8 and declines
    it). In an Ice Age (2 disks) latitude 0 shows the white die and neither has a white organ: the humidity
    step ties and the contest goes on to size (G6), where the small squirrel loses to the size 4 moose."""
    game = _moose_and_squirrel(rules, 10)
    assert climate.readings(game).greenhouse is GreenhouseLevel.HOTHOUSE
    assert game.geometry.latitude(HexId.parse("siberia:6")) == 0
    humid = "wins vs Green's archetype (G5 humidity green: Black's archetype 3 vs Green's archetype 2)"
    assert label(game, "siberia:6/herbivore").endswith(humid)
    answer(game, BLACK, DecisionKind.DESTINATION, "siberia:6/herbivore")
    answer(game, GREEN, DecisionKind.TROPHIC_SHIFT, "stay")
    assert said(game, "G5")[0] == (
        "Contest in siberia:6: G5 humidity green: Black's archetype 3 vs Green's archetype 2."
    )
    assert placed(game, GREEN) == [("archetype", "siberia:6", "herbivore", True)]
    assert violations(game) == []

    game = _moose_and_squirrel(rules, 2)
    assert climate.readings(game).greenhouse is GreenhouseLevel.ICE_AGE
    arid = "loses vs Green's archetype (G6 size: Black's archetype 1 vs Green's archetype 4)"
    assert label(game, "siberia:6/herbivore").endswith(arid)
    answer(game, BLACK, DecisionKind.DESTINATION, "siberia:6/herbivore")
    answer(game, BLACK, DecisionKind.TROPHIC_SHIFT, "stay")
    assert said(game, "G6")[0] == (
        "Contest in siberia:6: G5 humidity white: Black's archetype 0 vs Green's archetype 0; "
        "G6 size: Black's archetype 1 vs Green's archetype 4."
    )
    assert placed(game, GREEN) == [("archetype", "siberia:6", "herbivore", False)]
    assert ("archetype", "siberia:6", "herbivore", True) in placed(game, BLACK)
    assert violations(game) == []


def test_d8_example_hypercapnia_from_the_et_card(rules: RulesData) -> None:
    """D8 example, D10, D12: the hypercapnia ET card shows the stable biosphere (A1b): the Medea (Orange)
    liberates a black disk from a shelf of his choice into the Atmosphere, then metabolic radiation strikes.
    Black's archetype has two blue basal organs, untouched, and one yellow plus organ on fur: the only choice,
    so it goes without a question, and fur with it (D8a). Orange's archetype has no plus organ: immune."""
    table = Table(rules, ["black", "orange"], mode=ACH)
    table.species("black", "archetype", basal="bb", cards=[Card(FUR, organs="y")]).creeple(
        "black", "archetype", "siberia:6"
    )
    table.species("orange", "archetype", basal="bb").creeple("orange", "archetype", "laurentia:4")
    game = table.event(HYPERCAPNIA).game(EventPhase(), phase=Phase.EVENTS, then=None)
    assert said(game, "A1b") == ["The ET card shows the stable biosphere: no biosphere card this turn."]
    assert game.state.biosphere_card is None
    blacks = climate.count(game.state, climate.ATMOSPHERE, DiskColour.BLACK)

    answer(game, ORANGE, DecisionKind.MEDEA_SOURCE, "siberia:north")
    assert game.state.shelf("siberia:north") is None
    assert climate.count(game.state, climate.ATMOSPHERE, DiskColour.BLACK) == blacks + 1
    assert [d.kind for d, _ in game.forced] == [DecisionKind.ATROPHY]  # one yellow organ: no choice to make
    archetype = game.state.species(BLACK, Shape.ARCHETYPE)
    assert archetype.basal == [OrganColour.BLUE, OrganColour.BLUE] and archetype.cards == []
    assert said(game, "D8") == [
        "Metabolic radiation: each species atrophies one red or yellow plus organ.",
        "Black's archetype atrophies a yellow organ from fur.",
    ]
    assert said(game, "D8a") == ["Black's archetype loses fur."]
    assert said(game, "D8c") == ["Orange's archetype has no red or yellow plus organ: immune."]
    assert violations(game) == []


def test_f2a_example_turn_one_archetype_has_one_dp_in_achterbahn(rules: RulesData) -> None:
    """F2a example, C1e: on turn one of an Achterbahn game Black's archetype is size 1 with no blue organ, so
    its newborn has 1 DP: from Black's start on Siberia 6 it reaches the swamp and the weeds next door, not
    the mountain C1i put on Siberia's centre (2 DP), nor any raft (3 DP and more)."""
    game = Game.new(rules, players=["black", "orange"], seed=5, mode=ACH)
    archetype = game.state.species(BLACK, Shape.ARCHETYPE)
    assert archetype.size == 1 and archetype.organs()[OrganColour.BLUE] == 0 and dispersal_points(archetype) == 1
    assert [(c.hex, c.shape) for c in game.state.creeples if c.colour is BLACK] == [("siberia:6", Shape.ARCHETYPE)]
    answer(game, BLACK, DecisionKind.ACTION, "populate")  # one species, one newborn: no more to ask
    answer(game, BLACK, DecisionKind.ACTION, "pass")
    answer(game, ORANGE, DecisionKind.ACTION, "pass")

    decision = game.decision
    assert decision is not None and decision.prompt == "Where does the archetype from siberia:6 settle? (1 DP)"
    assert set(decision.keys) == {"siberia:1/herbivore", "siberia:5/herbivore", "unborn"}
    assert biome(game, "siberia:0") is Biome.MOUNTAIN
    assert entry_cost(game, "siberia:0", Shape.ARCHETYPE) == 2
    answer(game, BLACK, DecisionKind.DESTINATION, "siberia:5/herbivore")
    assert said(game, "F2") == ["Black's archetype disperses siberia:6 > siberia:5 (1 DP) and settles as herbivore."]

"""The Spanish rules' example of play (part M): turn 9 of a two-player Achterbahn game, Gary and Brenda.

The whole turn is played through the decision API, each answer the one the text gives the players
(the Medea's included), and after each step the test checks what the text says happened: M1 the
events, M2 the actions, M3 mothers and dispersal with the carnivore contests, M4 the burials.

The text describes the position only in words, and our cratons, cards and reservoir tracks are our
own printing (R06-R10, R13, R20), so the position below is one that makes every stated fact true in
our data. How the text's position maps onto ours:

- Gary plays Green: his "plants" are the horror plant's species (A2b gives him his action count from
  the Atmosphere), he holds the Medea as the lowest skeletal number (C1d) and goes first on the
  basalt flood traps' order (green, black, orange; A5). Brenda plays Black. Brenda holds the fossil she
  won at the last era's end; the text cites I4b, our numbering gives those fossils in I5b.
- The cratons lie in the historical order with one empty hex between them (C1g): Gary's archetypes
  feed Brenda's flyers in the forests of Baltica 4 and 5, Brenda lives in Siberia to the east, in
  latitudes 3 (hexes 6 and 1) and 4. Gondwana has drifted north earlier (its die on 2), so that its
  collision west meets Siberia in the north, in latitude 3 only.
- Our card 7 prints Gondwana's icon: it names the craton the collision moves; the crater lands on the
  craton of the biosphere card, silicate weathering, which prints Siberia (A1d, R45).
- The collision (R65) brings Gondwana against Siberia's hexes 1 and 2. Hex 2 is already a mountain, so
  only hex 1 gets the orogeny's mountain (R39), as in the text. Siberia's north shelf is subducted (R47)
  but holds no disk, so nothing else moves: the text mentions no subduction.
- Our Atmosphere reads Eden with 6 or 7 disks. It starts with 7: the crater and the orogeny each take
  a black disk (the climax then reads the Nice strip, humid in latitudes 3 and 4 as Eden's is), and the
  liberated mountain brings it back to 6, Eden, where Gary takes 2 actions.
- Our Oxygen starts with 13 disks (8%, dark heart 4). The climax covers the three empty weeds of
  latitudes 3 and 4 (Siberia 0 and 5, Gondwana 4) with forest: 10 disks, dark heart 6. Silicate
  weathering's bloom takes one more: 9 disks, 12%, 3 actions for Brenda.
- The text does not say which mountain Gary liberates in M1d: he takes the one on Laurentia 6, far
  from both players. The mountain "between him and Brenda" of M1e is Baltica 1, on Baltica's coast
  facing Siberia; the bloom goes onto Baltica's middle shelf, beside his swimmers in Baltica 2.
- Gary's armored (piloerection genotype) has two red organs and the blue one inherited from his
  archetype; Brenda's flyers have none red. Brenda's burrowers are size 2 (4 dispersal points with the
  yolked eggs' two blue organs), enough to reach Gondwana, joined to Siberia by the collision. The
  text's aside on venom is a player's plan for later turns: no species here is venomous.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from megafauna_tui.data.events import Event
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import Biome, DiskColour, GreenhouseLevel, OrganColour, PlayerColour, Shape
from megafauna_tui.rules import climate
from megafauna_tui.rules.actions import ActionPhase, current_turn
from megafauna_tui.rules.board import biome
from megafauna_tui.rules.burials import BurialPhase
from megafauna_tui.rules.climate import Readings
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.dispersal import DispersalPhase, reachable
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.event_phase import RESOLVERS, EventPhase, Resolver
from megafauna_tui.rules.frame import Frame
from megafauna_tui.rules.geometry import Placement
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.purchases import cost_for
from megafauna_tui.rules.scenario import Table
from megafauna_tui.rules.state import GameMode, Phase
from megafauna_tui.rules.tectonics import lay_out
from megafauna_tui.rules.variant import variant_for

GARY, BRENDA = PlayerColour.GREEN, PlayerColour.BLACK
GREEN, WHITE, BLACK = DiskColour.GREEN, DiskColour.WHITE, DiskColour.BLACK

BASALT_FLOOD_TRAPS = 7  # ET card: crater, collision west, climax 3-4, a continental black to the Atmosphere
SILICATE_WEATHERING = 33  # goldilocks: a continental black and an Oxygen green, both offshore
CONTEST_DIMORPHISM, YOLKED_EGGS = 92, 74
PILOERECTION, ELECTROLOCATION, PATAGIUM, SWIM_BLADDER = 17, 7, 28, 25


def turn_nine(rules: RulesData) -> Table:
    """The position at the start of turn 9 (era II, its third ET card), as the module docstring maps it."""
    table = Table(rules, ["green", "black"], mode=GameMode.ACHTERBAHN, turn=9, era=2)
    table.cratons(
        *lay_out(
            [
                (Placement("laurentia", 0, 4),),
                (Placement("baltica", 8, 4),),
                (Placement("siberia", 16, 4),),
                (Placement("gondwana", 24, 2),),
            ]
        ),
        dice=["laurentia", "baltica", "siberia", "gondwana"],
    )
    table.et_deck(BASALT_FLOOD_TRAPS, 12, 15, drawn=2)
    # The 42 disks (B7): 18 green, 12 white, 12 black.
    table.bare_map()
    disks = {
        "laurentia:0": GREEN,
        "laurentia:2": GREEN,
        "laurentia:6": BLACK,
        "baltica:1": BLACK,
        "baltica:3": GREEN,
        "baltica:4": GREEN,
        "baltica:5": GREEN,
        "siberia:2": BLACK,
        "gondwana:0": WHITE,
    }
    for hex_id, colour in disks.items():
        table.disk(hex_id, colour)
    carbon = ["laurentia:north", "laurentia:south", "baltica:north", "baltica:south", "siberia:south"]
    carbon += ["gondwana:north", "gondwana:south"]
    for shelf in carbon:
        table.shelf(shelf, BLACK)
    table.reservoir(climate.OXYGEN, green=13).reservoir(climate.CLOUDS, white=6)
    table.reservoir(climate.ATMOSPHERE, black=2, white=5)
    table.fossils("black", 1)
    table.event(BASALT_FLOOD_TRAPS).biosphere(SILICATE_WEATHERING).dice(6)
    table.display(darwinian=[71, CONTEST_DIMORPHISM, YOLKED_EGGS, 50])

    table.species("green", "archetype", basal="rrb")
    table.species("green", "armored", genotype=PILOERECTION, basal="rrb", size=2)
    table.species("green", "swimmer", genotype=SWIM_BLADDER, basal="rby")
    for hex_id in ("baltica:3", "baltica:4", "baltica:5"):
        table.creeple("green", "archetype", hex_id)
    table.creeple("green", "armored", "baltica:6").creeple("green", "swimmer", "baltica:2")

    table.species("black", "archetype", basal="y")
    table.species("black", "burrower", genotype=ELECTROLOCATION, basal="yr", size=2)
    table.species("black", "flyer", genotype=PATAGIUM, basal="yy")
    for hex_id in ("siberia:6", "siberia:1", "siberia:5"):
        table.creeple("black", "archetype", hex_id)
    table.creeple("black", "burrower", "siberia:6", "carnivore")
    table.creeple("black", "flyer", "baltica:4", "carnivore").creeple("black", "flyer", "baltica:5", "carnivore")
    return table


@pytest.fixture
def before_each_event(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, Readings]]]:
    """The readings as each climate event of the turn begins, that is after the one before it is done."""
    variant_for(GameMode.ACHTERBAHN)  # the climate's events register their resolvers as its rules load
    seen: list[tuple[str, Readings]] = []
    for kind in ("crater", "collision", "climax", "reservoir"):
        resolver = RESOLVERS[kind]

        def watching(game: Game, event: Event, card: int, resolver: Resolver = resolver) -> Frame | None:
            seen.append((event.kind, climate.readings(game)))
            return resolver(game, event, card)

        monkeypatch.setitem(RESOLVERS, kind, watching)
    yield seen


def said(game: Game, rule: str, start: int = 0) -> list[str]:
    return [e.text for e in game.state.log[start:] if e.rule == rule]


def answer(game: Game, player: PlayerColour, kind: DecisionKind, key: str) -> None:
    """Answer the pending decision, checking it is the one the text has this player take."""
    decision = game.decision
    assert decision is not None, f"the game stopped before {player.value} could answer {key}"
    assert (decision.player, decision.kind) == (player, kind), decision.prompt
    game.answer(key)


def lying(game: Game, colour: PlayerColour) -> list[tuple[str, str]]:
    return sorted((c.shape.value, c.hex) for c in game.state.creeples if c.colour is colour and c.endangered)


def test_m_example_of_play_turn_nine(rules: RulesData, before_each_event: list[tuple[str, Readings]]) -> None:
    """Part M, played move by move: M1 events (D2, D3, D5, D10, D12 with the Medea), M2 actions (A2a, A2b, E1,
    E4, E6), M3 dispersal with two carnivore contests (F1, F2, H3), M4 burials (I2, I3) and no fossil award."""
    game = turn_nine(rules).game(
        BurialPhase(), DispersalPhase(), ActionPhase(), EventPhase(), phase=Phase.EVENTS, then=None
    )
    state = game.state

    # M1: the basalt flood traps are not a stable biosphere; the Atmosphere reads Eden: a goldilocks card.
    assert said(game, "A1a") == ["Turn 9, era 2: the ET card is basalt flood traps (#7)."]
    assert said(game, "A5") == ["Player order: green, black."]
    assert said(game, "A1c") == ["The climate is goldilocks: the biosphere card is silicate weathering (#33)."]
    kind, opening = before_each_event[0]
    assert kind == "crater" and opening.greenhouse is GreenhouseLevel.EDEN and opening.atmosphere_disks == 7
    assert (opening.oxygen_disks, opening.dark_heart) == (13, 4)

    # M1a: the traps erupt in Siberia; the die shows 6; the Atmosphere's black disk lands on Brenda's archetype
    # and the burrower preying on it.
    assert said(game, "D2") == [
        "A crater strikes Siberia: the die shows 6, biome siberia:6.",
        "Degassed a black disk from the Atmosphere to weeds siberia:6 (the crater on siberia:6).",
        "Black's archetype in siberia:6 can no longer live there and is Endangered.",
        "Black's burrower in siberia:6 can no longer live there and is Endangered.",
    ]
    # M1b: Gondwana moves west into the damaged Siberia, in the north; a mountain rises on Siberia 1 and lays
    # another of Brenda's archetypes down.
    assert said(game, "D3a") == ["Gondwana moves west and collides with Siberia (shared latitude 3)."]
    assert ("siberia", "gondwana") in game.map.landmasses
    assert said(game, "D3c") == [
        "Degassed a black disk from the Atmosphere to swamp siberia:1 (the collision's orogeny on siberia:1).",
        "Black's archetype in siberia:1 can no longer live there and is Endangered.",
        "No black disk moves for the collision's orogeny on siberia:2: mountain siberia:2 (on weeds) already "
        "holds a black disk (R39).",
    ]
    assert lying(game, BRENDA) == [("archetype", "siberia:1"), ("archetype", "siberia:6"), ("burrower", "siberia:6")]
    assert lying(game, GARY) == []
    # M1c: the climax forests the empty weeds of latitudes 3 and 4, and the Oxygen gives up three green disks:
    # Brenda's dark heart rises from 4 to 6.
    (_, before_climax), (_, after_climax) = before_each_event[2:4]
    assert before_each_event[2][0] == "climax" and before_climax.dark_heart == 4
    assert sorted(said(game, "D5a")) == [
        f"Degassed a green disk from the Oxygen to weeds {hex_id} (the climax's forest at latitude {row})."
        for hex_id, row in (("gondwana:4", 3), ("siberia:0", 4), ("siberia:5", 4))
    ]
    assert (after_climax.oxygen_disks, after_climax.dark_heart) == (10, 6)
    assert after_climax.atmosphere_disks == 5  # the crater's and the orogeny's blacks have left it

    # M1d: Gary, holding the Medea, picks the mountain liberated to the Atmosphere; it refills the Atmosphere.
    decision = game.decision
    assert decision is not None and decision.rule == "D12"
    assert set(decision.keys) == {"baltica:1", "laurentia:6", "siberia:1", "siberia:2", "siberia:6"}
    answer(game, GARY, DecisionKind.MEDEA_SOURCE, "laurentia:6")
    assert "laurentia:6" not in state.disks
    assert climate.readings(game).atmosphere_disks == 6 and climate.readings(game).greenhouse is GreenhouseLevel.EDEN

    # M1e: silicate weathering. Gary moves the mountain between him and Brenda offshore, beside his swimmers,
    # and puts the Oxygen's green disk on it: a bloom his swimmers can spread to.
    answer(game, GARY, DecisionKind.MEDEA_SOURCE, "baltica:1")
    answer(game, GARY, DecisionKind.MEDEA_PLACE, "baltica:middle")
    answer(game, GARY, DecisionKind.MEDEA_PLACE, "baltica:middle")
    shelf = state.shelf("baltica:middle")
    assert shelf is not None and shelf.disks == [BLACK, GREEN] and shelf.bloom
    assert biome(game, "baltica:1") is Biome.WEEDS
    assert "baltica:middle" in reachable(game, state.species(GARY, Shape.SWIMMER), "baltica:2")
    assert violations(game) == []

    # M2: Gary goes first with 2 actions in Eden (A2b); Brenda will have 3 at 12% oxygen (A2a).
    now = climate.readings(game)
    assert (now.greenhouse, now.green_actions) == (GreenhouseLevel.EDEN, 2)
    assert (now.oxygen_percent, now.actions, now.dark_heart) == (12, 3, 6)
    assert said(game, "A2") == ["Green takes up to 2 actions."]
    # He populates his armored: two newborns, thanks to the blue basal organ.
    answer(game, GARY, DecisionKind.ACTION, "populate")
    answer(game, GARY, DecisionKind.POPULATE_SPECIES, "armored")
    assert game.decision is not None and game.decision.keys == ("2", "1")
    answer(game, GARY, DecisionKind.POPULATE_COUNT, "2")
    # He grows his armored to size 3 and leaves the others as they are.
    answer(game, GARY, DecisionKind.ACTION, "resize")
    answer(game, GARY, DecisionKind.RESIZE, "keep")
    answer(game, GARY, DecisionKind.RESIZE, "grow")
    answer(game, GARY, DecisionKind.RESIZE, "keep")
    armored = state.species(GARY, Shape.ARMORED)
    assert (armored.size, armored.newborn) == (3, 2)

    # Brenda buys the yolked eggs for her burrowers: two blue organs.
    assert said(game, "A2")[1] == "Black takes up to 3 actions."
    answer(game, BRENDA, DecisionKind.ACTION, "mutate")
    answer(game, BRENDA, DecisionKind.MUTATE_CARD, "darwinian:3")
    answer(game, BRENDA, DecisionKind.MUTATE_SPECIES, "burrower")
    burrower = state.species(BRENDA, Shape.BURROWER)
    assert burrower.card(YOLKED_EGGS).organs == [OrganColour.BLUE, OrganColour.BLUE]
    # She populates them, but only two of the three she could, keeping Unborn for contest dimorphism.
    answer(game, BRENDA, DecisionKind.ACTION, "populate")
    answer(game, BRENDA, DecisionKind.POPULATE_SPECIES, "burrower")
    assert game.decision is not None and game.decision.keys == ("3", "2", "1")
    answer(game, BRENDA, DecisionKind.POPULATE_COUNT, "2")
    dimorphism = cost_for(game, current_turn(game), burrower, 1, 1)
    assert state.display[1].slots[1] == CONTEST_DIMORPHISM and dimorphism is not None
    assert burrower.unborn == 4 >= dimorphism
    # Her last action populates her flyers: one newborn only, no blue organ.
    answer(game, BRENDA, DecisionKind.ACTION, "populate")
    answer(game, BRENDA, DecisionKind.POPULATE_SPECIES, "flyer")
    assert state.species(BRENDA, Shape.FLYER).newborn == 1
    assert said(game, "E4")[-1] == "Black's flyer populates: 1 newborn to disperse."

    # M3: Gary's two armored newborns go as carnivores to the two forests where Brenda's flyers hunt his
    # archetypes; in the forest's red roadrunner niche his two red organs beat their none (H3).
    answer(game, GARY, DecisionKind.DESTINATION, "baltica:5/carnivore")
    answer(game, GARY, DecisionKind.MOTHER, "baltica:6")
    answer(game, GARY, DecisionKind.DESTINATION, "baltica:4/carnivore")
    assert said(game, "H3") == [
        "Contest in baltica:5: H3 roadrunner red: Green's armored 2 vs Black's flyer 0.",
        "Black's flyer in baltica:5 loses and is Endangered.",
        "Contest in baltica:4: H3 roadrunner red: Green's armored 2 vs Black's flyer 0.",
        "Black's flyer in baltica:4 loses and is Endangered.",
    ]
    # Brenda's flyer newborn, from a lying mother (F1b), hunts Gary's archetype next door.
    answer(game, BRENDA, DecisionKind.NEWBORN, "flyer")
    assert game.decision is not None and [(o.key, o.rule) for o in game.decision.options] == [
        ("baltica:4", "F1b"),
        ("baltica:5", "F1b"),
    ]
    answer(game, BRENDA, DecisionKind.MOTHER, "baltica:4")
    answer(game, BRENDA, DecisionKind.DESTINATION, "baltica:3/carnivore")
    # Her burrowers go east, away from Gary, into Gondwana.
    answer(game, BRENDA, DecisionKind.DESTINATION, "gondwana:4/herbivore")
    answer(game, BRENDA, DecisionKind.MOTHER, "gondwana:4")
    start = len(state.log)
    answer(game, BRENDA, DecisionKind.DESTINATION, "gondwana:3/herbivore")
    assert said(game, "F2", start) == [
        "Black's burrower disperses gondwana:4 > gondwana:3 (1 DP) and settles as herbivore."
    ]

    # M4: Brenda loses five creeples to her Unborn: two flyers, two archetypes and a burrower; Gary none.
    assert game.over
    assert said(game, "I2", start) == [
        "Black's archetype in siberia:1 is buried.",
        "Black's archetype in siberia:6 is buried.",
    ]
    assert said(game, "I3", start) == [
        "Black's flyer in baltica:4 is buried.",
        "Black's flyer in baltica:5 is buried.",
        "Black's burrower in siberia:6 is buried.",
    ]
    on_map = sorted((c.colour.value, c.shape.value, c.hex, c.level.value) for c in state.creeples)
    assert on_map == [
        ("black", "archetype", "siberia:5", "herbivore"),
        ("black", "burrower", "gondwana:3", "herbivore"),
        ("black", "burrower", "gondwana:4", "herbivore"),
        ("black", "flyer", "baltica:3", "carnivore"),
        ("green", "archetype", "baltica:3", "herbivore"),
        ("green", "archetype", "baltica:4", "herbivore"),
        ("green", "archetype", "baltica:5", "herbivore"),
        ("green", "armored", "baltica:4", "carnivore"),
        ("green", "armored", "baltica:5", "carnivore"),
        ("green", "armored", "baltica:6", "herbivore"),
        ("green", "swimmer", "baltica:2", "herbivore"),
    ]
    unborn = {s.shape.value: s.unborn for s in state.player(BRENDA).species}
    assert unborn == {"archetype": 6, "burrower": 5, "flyer": 6}
    # No scoring round: this turn drew era II's third ET card of five, so no fossils are awarded (A4c, I5).
    assert not state.era_ending and state.era_cards_drawn == 3
    assert said(game, "I5a") == [] and said(game, "I5b") == []
    assert [p.fossils for p in state.players] == [0, 1]
    assert violations(game) == []

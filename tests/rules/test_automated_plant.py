"""The semi-automated plant of the solo game (K8, K1b, K1c) and the plant policy that can answer for it.

Positions are built with the scenario ``Table(..., mode=GameMode.SOLO_MARS)``: Black is the animal, Green the
plant; ``then=None`` stops the game once the frames under test are done. Whole games start from ``Game.new``.
"""

from __future__ import annotations

import random

import pytest

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import MutationDeck, PlayerColour, Shape
from megafauna_tui.rules.actions import PlayerTurn
from megafauna_tui.rules.decisions import Decision, DecisionKind
from megafauna_tui.rules.dispersal import ChooseDestination, destinations
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.event_phase import MutagenEvent, RadiationEvent
from megafauna_tui.rules.extinction import go_extinct
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.promotion import PromoteCard, PromoteOrientation
from megafauna_tui.rules.scenario import Card, Table
from megafauna_tui.rules.sizes import Resize
from megafauna_tui.rules.solo import PLANT, outcome
from megafauna_tui.rules.state import GameMode, Level, Phase, Side

from .test_solo import SOLO_MODES

GREEN, BLACK = PlayerColour.GREEN, PlayerColour.BLACK
#: Horror-plant cards of the metabolic row (phototropism, thigmonasty) and an ordinary one (eyespot).
PHOTOTROPISM, THIGMONASTY, EYESPOT = 15, 16, 1
#: Unpromoted cards with a venom (cnidocytes, max size 4) or mutualism (parasite picking, max size 3) face.
CNIDOCYTES, PARASITE_PICKING = 14, 65
#: A Darwinian card with neither trait (torpor).
TORPOR = 55


def solo_table(
    rules: RulesData, mode: GameMode = GameMode.SOLO_MARS, *, plant_policy: bool = False, side: Side = Side.ANIMAL
) -> Table:
    return Table(rules, ["black", "green"], mode=mode, plant_policy=plant_policy, side=side)


def seen(game: Game, kind: DecisionKind) -> Decision:
    """The latest decision of this kind: the pending one, or one the engine applied because it was forced."""
    if game.decision is not None and game.decision.kind is kind:
        return game.decision
    return next(d for d, _ in reversed(game.forced) if d.kind is kind)


# -- K8b, K1b: purchases ---------------------------------------------------------------------


def test_K8b_K1b_the_plant_must_take_the_leftmost_horror_plant_card_and_you_choose_the_species(
    rules: RulesData,
) -> None:
    game = (
        solo_table(rules)
        .species("green", "archetype")
        .species("green", "burrower", genotype=23)
        .creeple("green", "archetype", "tharsis:1", "plant")
        .creeple("green", "burrower", "tharsis:3", "plant")
        .display(metabolic=[EYESPOT, PHOTOTROPISM, THIGMONASTY])
        .game(PlayerTurn(GREEN, 2), then=None)
    )
    action = seen(game, DecisionKind.ACTION)
    assert action.keys == ("mutate",)  # no pass, nothing else: the purchase comes first
    assert action.rule == "K8b" and "K8b: the plant must take the horror-plant card phototropism" in action.prompt
    card = seen(game, DecisionKind.MUTATE_CARD)
    assert card.keys == ("metabolic:2",)  # the leftmost horror-plant card, not thigmonasty nor the Darwinian row
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.MUTATE_SPECIES
    assert set(decision.keys) == {"archetype", "burrower"}  # the person chooses who acquires it
    game.answer("burrower")
    assert PHOTOTROPISM in [c.number for c in game.state.species(GREEN, Shape.BURROWER).cards]
    # The second action goes the same way: thigmonasty is now the leftmost horror-plant card.
    assert seen(game, DecisionKind.ACTION).keys == ("mutate",)
    assert seen(game, DecisionKind.MUTATE_CARD).keys[0].startswith("metabolic:")


def test_K8b_an_animal_or_the_achterbahn_green_chooses_freely(rules: RulesData) -> None:
    """The forced rules are the automated plant's: Green in the Achterbahn game is a player like any other."""
    game = (
        Table(rules, ["black", "green"], mode=GameMode.ACHTERBAHN)
        .species("green", "archetype")
        .creeple("green", "archetype", "baltica:1")
        .species("black", "archetype")
        .creeple("black", "archetype", "baltica:3")
        .display(metabolic=[EYESPOT, PHOTOTROPISM])
        .game(PlayerTurn(GREEN, 2), then=None)
    )
    assert game.decision is not None and "pass" in game.decision.keys and len(game.decision.keys) > 2


# -- K8b, K1b: promotions --------------------------------------------------------------------


def test_K8b_K1b_the_plant_must_promote_to_venom_or_mutualism_before_anything_else(rules: RulesData) -> None:
    game = (
        solo_table(rules)
        .species("green", "archetype", cards=[Card(CNIDOCYTES), Card(PARASITE_PICKING), Card(TORPOR)])
        .creeple("green", "archetype", "tharsis:1", "plant")
        .display(metabolic=[EYESPOT])
        .game(PlayerTurn(GREEN, 2), then=None)
    )
    assert seen(game, DecisionKind.ACTION).keys == ("promote",)
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.PROMOTE_CARD
    assert set(decision.keys) == {f"archetype/{CNIDOCYTES}", f"archetype/{PARASITE_PICKING}"}  # not torpor
    assert "K8b" in decision.prompt
    game.answer(f"archetype/{CNIDOCYTES}")
    # Only the venom face is offered (a single option, so the engine turned it at once).
    assert seen(game, DecisionKind.ORIENTATION).keys == ("1",)
    card = game.state.species(GREEN, Shape.ARCHETYPE).card(CNIDOCYTES)
    assert card.promoted and card.orientation == 0
    assert rules.mutations[CNIDOCYTES].orientations[0].venom


def test_K8b_E2e_a_trait_too_small_for_the_species_is_not_forced(rules: RulesData) -> None:
    """Size 5 is past cnidocytes' venom face (4) and parasite picking's mutualism face (3): nothing is forced."""
    game = (
        solo_table(rules)
        .species("green", "archetype", size=5, cards=[Card(CNIDOCYTES), Card(PARASITE_PICKING)])
        .creeple("green", "archetype", "tharsis:1", "plant")
        .display(metabolic=[EYESPOT])
        .game(PlayerTurn(GREEN, 2), then=None)
    )
    decision = seen(game, DecisionKind.ACTION)
    assert "promote" in decision.keys and len(decision.keys) > 1
    assert "K8b: the plant must promote" not in decision.prompt


# -- K8b: sizes and passing --------------------------------------------------------------------


def test_K8b_the_plant_never_shrinks_and_passes_only_at_the_size_its_mutations_allow(rules: RulesData) -> None:
    # Torpor promoted to its green face (max size 3): the archetype, size 2, may grow once more.
    game = (
        solo_table(rules)
        .species("green", "archetype", size=2, cards=[Card(TORPOR, "g", orientation=2)])
        .creeple("green", "archetype", "tharsis:1", "plant")
        .display(metabolic=[EYESPOT])
        .game(PlayerTurn(GREEN, 2), then=None)
    )
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.ACTION
    assert "pass" not in decision.keys and "resize" in decision.keys
    assert "K8b: no passing while the plant's archetype can still grow" in decision.prompt
    game.answer("resize")
    # Never "shrink", and no "keep" either (R109): a resize that grew nothing would be the pass K8b forbids.
    resize = seen(game, DecisionKind.RESIZE)
    assert resize.keys == ("grow",)
    assert resize.ruled_out == ("stay at size 2: the plant may not pass while it can grow (K8b, R109)",)
    assert game.state.species(GREEN, Shape.ARCHETYPE).size == 3
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.ACTION
    assert "pass" in decision.keys  # at size 3 it may stop: growing on would lose torpor (J1)


def test_K8b_R109_the_plant_s_resize_grows_one_species_at_least_while_it_may_not_pass(rules: RulesData) -> None:
    """With two species that can grow, the first may stay as it is, since the second still can grow; the second
    then must. A plant played by a person (Ke) is not bound: it may leave both as they are."""

    def resize(side: Side) -> Game:
        table = (
            solo_table(rules, side=side)
            .species("green", "archetype", size=1, cards=[Card(TORPOR, "g", orientation=2)])
            .creeple("green", "archetype", "tharsis:1", "plant")
            .species("green", "burrower", genotype=23)
            .creeple("green", "burrower", "tharsis:5", "plant")
        )
        return table.game(Resize(GREEN, [Shape.ARCHETYPE, Shape.BURROWER]), then=None)

    game = resize(Side.ANIMAL)
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.RESIZE and decision.keys == ("grow", "keep")
    game.answer("keep")
    assert seen(game, DecisionKind.RESIZE).keys == ("grow",)  # the burrower, the last that can grow
    assert game.state.species(GREEN, Shape.BURROWER).size == 2
    assert game.state.species(GREEN, Shape.ARCHETYPE).size == 1

    played = resize(Side.PLANT)
    played.answer("keep")
    decision = played.decision
    assert decision is not None and "keep" in decision.keys


def test_K8b_the_animal_still_shrinks(rules: RulesData) -> None:
    game = (
        solo_table(rules)
        .species("black", "archetype", size=3)
        .creeple("black", "archetype", "tharsis:1")
        .species("green", "archetype")
        .creeple("green", "archetype", "tharsis:1", "plant")
        .game(PlayerTurn(BLACK, 2), then=None)
    )
    assert game.decision is not None and "pass" in game.decision.keys
    game.answer("resize")
    assert game.decision is not None and game.decision.keys == ("grow", "shrink", "keep")


# -- K8a: losses -------------------------------------------------------------------------------


def test_K8a_R99_horror_plant_cards_lose_organs_only_when_no_other_card_can(rules: RulesData) -> None:
    def radiate(colour: str) -> Game:
        return (
            solo_table(rules)
            .species(colour, "archetype", cards=[Card(PHOTOTROPISM, "r"), Card(CNIDOCYTES, "r")])
            .creeple(colour, "archetype", "tharsis:1", "plant" if colour == "green" else "herbivore")
            .species("black" if colour == "green" else "green", "archetype")
            .game(RadiationEvent(MutationDeck.METABOLIC, [f"{colour}:archetype"]), then=None)
        )

    plant = radiate("green")
    assert plant.decision is None  # one choice left, applied at once: the ordinary card lost its organ
    atrophy = seen(plant, DecisionKind.ATROPHY)
    assert atrophy.keys == (f"card:{CNIDOCYTES}/red",)
    assert plant.state.species(GREEN, Shape.ARCHETYPE).card(PHOTOTROPISM).organs
    animal = radiate("black")  # the animal chooses freely
    assert animal.decision is not None
    assert set(animal.decision.keys) == {f"card:{PHOTOTROPISM}/red", f"card:{CNIDOCYTES}/red"}


def test_K8a_the_horror_plant_card_takes_the_loss_when_it_is_the_only_one(rules: RulesData) -> None:
    game = (
        solo_table(rules)
        .species("green", "archetype", cards=[Card(PHOTOTROPISM, "r"), Card(CNIDOCYTES, "y")])
        .creeple("green", "archetype", "tharsis:1", "plant")
        .game(RadiationEvent(MutationDeck.METABOLIC, ["green:archetype"]), then=None)
    )
    # Red or yellow: both cards qualify, so the horror-plant card is spared.
    assert seen(game, DecisionKind.ATROPHY).keys == (f"card:{CNIDOCYTES}/yellow",)
    game = (
        solo_table(rules)
        .species("green", "archetype", cards=[Card(PHOTOTROPISM, "r"), Card(TORPOR, "g")])
        .creeple("green", "archetype", "tharsis:1", "plant")
        .game(RadiationEvent(MutationDeck.METABOLIC, ["green:archetype"]), then=None)
    )
    assert seen(game, DecisionKind.ATROPHY).keys == (f"card:{PHOTOTROPISM}/red",)


# -- K8c: no resurrection --------------------------------------------------------------------


def test_K8c_R59_the_automated_plant_never_resurrects(rules: RulesData) -> None:
    game = (
        solo_table(rules)
        .species("black", "archetype")
        .creeple("black", "archetype", "tharsis:1")
        .game(PlayerTurn(GREEN, 2), then=None)
    )
    plant = game.state.player(GREEN)
    assert plant.lazarus and plant.archetype_stored  # a Lazarus with its card, as any extinct player
    decision = seen(game, DecisionKind.ACTION)
    assert "resurrect" not in decision.keys
    # The animal, also a Lazarus, may (E7).
    animal = solo_table(rules).species("green", "archetype").creeple("green", "archetype", "tharsis:1", "plant")
    turn = animal.game(PlayerTurn(BLACK, 2), then=None)
    assert turn.decision is not None and "resurrect" in turn.decision.keys


def test_K8c_the_log_says_the_dead_plant_stays_dead(rules: RulesData) -> None:
    game = (
        solo_table(rules)
        .species("green", "archetype")
        .creeple("green", "archetype", "tharsis:1", "plant")
        .species("black", "archetype")
        .creeple("black", "archetype", "tharsis:3")
        .game(then=None)
    )
    go_extinct(game, game.state.species(GREEN, Shape.ARCHETYPE), "a test")
    assert any(e.rule == "K8c" and "never resurrects" in e.text for e in game.state.log)
    assert not any(e.rule == "I4c" for e in game.state.log)


# -- K8d, K1c: dispersal ----------------------------------------------------------------------


def tubers(table: Table, *, size: int = 1) -> Table:
    """A plant burrower species (tubers) with one newborn, growing on tharsis:1, next to the wet basin
    tharsis:2 (K7b), and the plant's archetype."""
    return (
        table.species("green", "burrower", genotype=23, newborn=1, size=size)
        .creeple("green", "burrower", "tharsis:1", "plant")
        .species("green", "archetype")
    )


def test_K8d_K1c_onto_a_plant_the_plant_enters_as_a_herbivore_when_it_can(rules: RulesData) -> None:
    """A swamp plant (archetype) grows on tharsis:0: the tubers' newborn may eat it (any species eats an
    archetype plant, K2a, R85), so it must come as a herbivore, not as a plant."""
    table = tubers(solo_table(rules)).creeple("green", "archetype", "tharsis:0", "plant").species("black", "archetype")
    game = table.game(then=None)
    assert violations(game) == []
    burrower = game.state.species(GREEN, Shape.BURROWER)
    places = {(h, lv) for h, lv, _ in destinations(game, burrower, "tharsis:1")}
    assert ("tharsis:0", Level.HERBIVORE) in places
    assert ("tharsis:0", Level.PLANT) not in places  # a plant lives there: it must eat it
    game = table.game(ChooseDestination(GREEN, Shape.BURROWER, "tharsis:1"), then=None)
    assert game.decision is not None and "K8d" in game.decision.prompt
    # With no plant there, the tubers may only take root (K2: a herbivore needs a plant to eat).
    bare = tubers(solo_table(rules)).species("black", "archetype").game(then=None)
    places = {(h, lv) for h, lv, _ in destinations(bare, bare.state.species(GREEN, Shape.BURROWER), "tharsis:1")}
    assert ("tharsis:0", Level.PLANT) in places
    assert ("tharsis:0", Level.HERBIVORE) not in places


def test_K8d_even_against_its_own_herbivore_if_it_would_win(rules: RulesData) -> None:
    """The plant's own cactus, size 2, holds the herbivore level over the swamp plant on tharsis:0; the tubers,
    nearer the plant's size, would win the contest (K2a: by the carnivore rules, H4), so they must come as the
    herbivore there."""
    game = (
        tubers(solo_table(rules))
        .creeple("green", "archetype", "tharsis:0", "plant")
        .species("green", "armored", size=2)
        .creeple("green", "armored", "tharsis:0", "herbivore")
        .species("black", "archetype")
        .game(then=None)
    )
    assert violations(game) == []
    burrower = game.state.species(GREEN, Shape.BURROWER)
    levels = {lv for h, lv, _ in destinations(game, burrower, "tharsis:1") if h == "tharsis:0"}
    assert levels == {Level.HERBIVORE}


def test_K8d_when_it_cannot_eat_the_plant_it_enters_as_a_plant(rules: RulesData) -> None:
    """An animal of the swamp plant's size holds the herbivore level over it: the bigger tubers would lose (H4),
    so they may only come as a plant and contest the plant there by the herbivore rules (G2)."""
    table = (
        tubers(solo_table(rules), size=2)
        .creeple("green", "archetype", "tharsis:0", "plant")
        .species("black", "archetype")
        .creeple("black", "archetype", "tharsis:0", "herbivore")
    )
    game = table.game(then=None)
    assert violations(game) == []
    burrower = game.state.species(GREEN, Shape.BURROWER)
    levels = {lv for h, lv, _ in destinations(game, burrower, "tharsis:1") if h == "tharsis:0"}
    assert levels == {Level.PLANT}
    game = table.game(ChooseDestination(GREEN, Shape.BURROWER, "tharsis:1"), then=None)
    assert game.decision is not None
    game.answer("tharsis:0/plant")
    assert any("tharsis:0" in e.text for e in game.state.log if e.rule.startswith("G"))  # the plants contested


def test_K8d_the_animal_disperses_as_before(rules: RulesData) -> None:
    game = (
        solo_table(rules)
        .species("green", "archetype")
        .creeple("green", "archetype", "tharsis:1", "plant")
        .creeple("green", "archetype", "tharsis:0", "plant")
        .species("black", "archetype", newborn=1)
        .creeple("black", "archetype", "tharsis:1")
        .game(then=None)
    )
    animal = game.state.species(BLACK, Shape.ARCHETYPE)
    places = {(h, lv) for h, lv, _ in destinations(game, animal, "tharsis:1")}
    assert all(lv is not Level.PLANT for _, lv in places)
    assert ("tharsis:0", Level.HERBIVORE) in places


# -- the plant policy ---------------------------------------------------------------------------


def play(game: Game, seed: int) -> tuple[Game, int]:
    """Random answers to every decision offered, with every invariant checked; returns the plant's decisions."""
    chooser = random.Random(seed)
    plant_decisions = 0
    while game.decision is not None:
        plant_decisions += game.decision.player is PLANT
        game.answer(chooser.choice(game.decision.options).key)
        assert violations(game) == []
    return game, plant_decisions


@pytest.mark.parametrize("mode", SOLO_MODES)
@pytest.mark.parametrize("policy", [True, False])
def test_K8_random_solo_games_with_the_plant_policy_on_and_off(rules: RulesData, mode: GameMode, policy: bool) -> None:
    """30 games per world: with the policy on nobody is ever asked for the plant; off, the person is."""
    asked = 0
    for seed in range(30):
        game, plant_decisions = play(Game.new(rules, players=1, seed=seed, mode=mode, plant_policy=policy), seed)
        asked += plant_decisions
        assert outcome(game) is not None
        answered = [e for e in game.state.log if e.text.startswith("Plant policy")]
        assert bool(answered) == policy
    assert (asked == 0) == policy


def test_K8_the_plant_policy_is_deterministic_logged_and_saved(rules: RulesData) -> None:
    from megafauna_tui.savefile import Seat, Setup, dumps, load_game

    first, _ = play(Game.new(rules, players=1, seed=3, mode=GameMode.SOLO_VENUS, plant_policy=True), 3)
    again = Game.new(rules, players=1, seed=3, mode=GameMode.SOLO_VENUS, plant_policy=True)
    chooser = random.Random(3)
    answers = []
    while again.decision is not None:
        key = chooser.choice(again.decision.options).key
        answers.append(key)
        again.answer(key)
    assert [e.text for e in again.state.log] == [e.text for e in first.state.log]
    policy_lines = [e for e in first.state.log if e.text.startswith("Plant policy")]
    assert any(e.rule == "K3e" for e in policy_lines)  # even the setup's starting places
    assert all(e.rule for e in policy_lines)
    # A save keeps the option: it replays from its setup to the same position.
    seats = [Seat(p.colour.value, "Ada") for p in again.state.players]
    text = dumps(again, seats=seats, answers=answers, setup=Setup.of(again.state, dealt=True))
    loaded, document = load_game(text, rules)
    assert loaded.state.plant_policy and document.setup is not None and document.setup.plant_policy


def test_K8_the_plant_policy_grows_within_the_mutations_and_prefers_a_free_place(rules: RulesData) -> None:
    def resized(size: int) -> Game:
        table = (
            solo_table(rules, plant_policy=True)
            .species("green", "archetype", size=size, cards=[Card(TORPOR, "g", orientation=2)])
            .creeple("green", "archetype", "tharsis:1", "plant")
            .species("black", "archetype")
        )
        return table.game(Resize(GREEN, [Shape.ARCHETYPE]), then=None)

    grown = resized(2)
    assert grown.decision is None and grown.state.species(GREEN, Shape.ARCHETYPE).size == 3
    assert seen(grown, DecisionKind.RESIZE).keys == ("grow",)  # room to grow: the rules grow it (R109)
    kept = resized(3)  # growing on would lose torpor (J1): it stays
    assert kept.state.species(GREEN, Shape.ARCHETYPE).size == 3
    assert any(e.text == "Plant policy (resize): stay at size 3." for e in kept.state.log)
    table = (
        solo_table(rules, plant_policy=True)
        .species("green", "archetype", newborn=1)
        .creeple("green", "archetype", "tharsis:1", "plant")
        .species("black", "archetype")
        .creeple("black", "archetype", "tharsis:0", "herbivore")
    )
    game = table.game(ChooseDestination(GREEN, Shape.ARCHETYPE, "tharsis:1"), then=None)
    chosen = next(e for e in game.state.log if e.text.startswith("Plant policy (destination)"))
    assert "as plant (1 DP): free, beside " in chosen.text  # a free place, and the seas it touches (K7c)


#: A Darwinian card founding a swimmer (gill slits: swimmer max 5, or max 4) and the haustorium (skeletal 0 or 5).
GILL_SLITS, HAUSTORIUM = 24, 56


def test_K8_K3e_the_plant_policy_starts_an_archetype_on_each_craton(rules: RulesData) -> None:
    """K3e, F5: a plant cannot cross the sea between cratons before it rafts, so the policy plants both."""
    for mode in (GameMode.SOLO_MARS, GameMode.SOLO_VENUS):
        for seed in range(5):
            game = Game.new(rules, players=1, seed=seed, mode=mode, plant_policy=True)
            while game.decision is not None and game.decision.kind is DecisionKind.CRATON_ORDER:
                game.answer(game.decision.options[0].key)  # the person's choice (K3b, R83); then the policy's
            cratons = {c.hex.partition(":")[0] for c in game.state.creeples if c.colour is PLANT}
            assert len(cratons) == 2, (mode, seed, cratons)


def test_K8_E3_K7b_the_plant_policy_promotes_into_a_new_shape_first(rules: RulesData) -> None:
    """A card that founds a seaweed (a new habitat, K7b) is promoted before one that founds nothing, even listed
    second, and on its swimmer face."""
    table = (
        solo_table(rules, plant_policy=True)
        .species("green", "archetype", cards=[Card(TORPOR, "g"), Card(GILL_SLITS, "b")])
        .creeple("green", "archetype", "tharsis:1", "plant")
        .species("black", "archetype")
    )
    game = table.game(PromoteCard(GREEN), then=None)
    assert game.state.player(GREEN).find(Shape.SWIMMER) is not None  # E3: gill slits founded the seaweed
    assert any(e.text.startswith("Plant policy (promote card): archetype: gill slits") for e in game.state.log)


def test_K8_J5_D7e_the_plant_policy_never_puts_the_plant_on_the_dark_heart(rules: RulesData) -> None:
    """J5: the haustorium's skeletal 5 face would move the plant onto the dark heart (D7e), which its low Oxygen
    keeps at 1: the policy takes the skeletal 0 face (the green heart) although it allows a smaller size."""
    table = (
        solo_table(rules, plant_policy=True)
        .species("green", "archetype", cards=[Card(HAUSTORIUM, "g")])
        .creeple("green", "archetype", "tharsis:1", "plant")
        .species("black", "archetype")
    )
    game = table.game(PromoteOrientation(GREEN, Shape.ARCHETYPE, HAUSTORIUM), then=None)
    card = game.state.species(GREEN, Shape.ARCHETYPE).card(HAUSTORIUM)
    assert card.promoted and card.orientation == 0  # the skeletal 0 face


def test_J5_D7_the_mutagen_says_which_heart_a_haustorium_sets(rules: RulesData) -> None:
    """The log names the dark heart and the haustorium when the plant's limit is not its green heart."""
    table = (
        solo_table(rules)
        .species("green", "archetype", basal="rgb", cards=[Card(HAUSTORIUM, "g", orientation=2)])
        .creeple("green", "archetype", "tharsis:1", "plant")
        .species("black", "archetype")
    )
    game = table.game(MutagenEvent(), phase=Phase.EVENTS, then="actions")
    lines = [e.text for e in game.state.log if e.rule == "D7"]
    assert any("(the dark heart: its haustorium's skeletal number is 5, J5)" in line for line in lines), lines

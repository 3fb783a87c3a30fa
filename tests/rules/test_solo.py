"""The solo game's foundation (part K): the setup of each world with its table (K3), the plant's creeples on
the Oxygen (K3g, K4), the animal's action count read from it (K4c), no fossil awards (K1d), the end
conditions (Kc, R58) and the outcomes (Kd, K7c, R81).

Games start from ``Game.new(..., mode=GameMode.SOLO_...)``; the setup's two or six choices (K3b, K3e) are
answered by ``set_up``. Where a test needs a position the setup does not reach, it builds it with the scenario
builder: ``solo_table`` is the position ``set_up`` reaches, described by hand, for a test to add to.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import DiskColour, Humidity, OrganColour, PlayerColour, Shape
from megafauna_tui.rules import board, climate
from megafauna_tui.rules.achterbahn import SETUP_SPACING, latitude_of
from megafauna_tui.rules.actions import action_maximum
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.geometry import Placement
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.scenario import Table
from megafauna_tui.rules.setup import SetupError
from megafauna_tui.rules.solo import PLANT, Outcome, answered_by, outcome, solo_animal
from megafauna_tui.rules.state import GameLength, GameMode, Level, Side

SOLO_MODES = (GameMode.SOLO_MARS, GameMode.SOLO_VENUS, GameMode.SOLO_EARTH)


def new_solo(rules: RulesData, mode: GameMode, seed: int = 5) -> Game:
    return Game.new(rules, players=[PlayerColour.BLACK], seed=seed, mode=mode)


def set_up(game: Game) -> Game:
    """Answer the setup's choices with their first options: Earth's offshores (K3b), the plant's starts (K3e)."""
    while game.decision is not None and game.decision.kind in (
        DecisionKind.CRATON_ORDER,
        DecisionKind.SOLO_OFFSHORE,
        DecisionKind.PLANT_START,
    ):
        game.answer(game.decision.options[0].key)
    return game


#: What ``set_up`` chooses with its first options: the cratons west to east (K3b), the plant's two starts (K3e).
SET_UP = {
    GameMode.SOLO_MARS: (("arabia", "tharsis"), ("arabia:0", "arabia:2")),
    GameMode.SOLO_VENUS: (("aphrodite", "ishtar"), ("aphrodite:0", "aphrodite:1")),
    GameMode.SOLO_EARTH: (("baltica", "gondwana", "laurentia", "siberia"), ("baltica:1", "baltica:2")),
}


def solo_table(
    rules: RulesData,
    mode: GameMode,
    seed: int = 5,
    *,
    turn: int = 1,
    plant: bool = True,
    unborn: int | None = None,
    newborn: int = 0,
    side: Side = Side.ANIMAL,
    animal: str = "black",
) -> Table:
    """The position ``set_up(new_solo(rules, mode, seed))`` reaches, described with the builder: the cratons apart
    on latitude 4 in the order chosen (K3b), Earth's black offshores on the middle shelves, and the plant's two
    archetypes on their starts (K3e), unless ``plant`` is False (then all five wait on the Oxygen); the plant's
    other archetypes are ``unborn`` (by default all of them) or ``newborn``. Black (or ``animal``) is the animal, a
    Lazarus holding the Medea (K3f, K6a), or the chimera's pieces, or the plant's rival when the person plays the
    plant (``side``, Kf, Ke)."""
    cratons, starts = SET_UP[mode]
    table = Table(rules, [animal, "green"], mode=mode, seed=seed, turn=turn, side=side)
    table.cratons(*(Placement(craton, i * SETUP_SPACING, 4) for i, craton in enumerate(cratons)))
    if mode is GameMode.SOLO_EARTH:
        for craton in cratons:
            table.move_disks(DiskColour.BLACK, f"{craton}:north", f"{craton}:middle")
    table.species("green", "archetype", unborn=unborn, newborn=newborn)
    for start in starts if plant else ():
        table.creeple("green", "archetype", start, "plant")
    return table


def map_disks(game: Game) -> Counter[DiskColour]:
    on_map: Counter[DiskColour] = Counter(game.state.disks.values())
    for shelf in game.state.shelves:
        on_map.update(shelf.disks)
    return on_map


@pytest.mark.parametrize("mode", SOLO_MODES)
def test_the_solo_table_is_the_position_set_up_reaches(rules: RulesData, mode: GameMode) -> None:
    """``solo_table`` describes by hand what ``set_up`` reaches through the setup's choices: every fact of the
    position but its log and its stack of work is the same, down to the order of the disks and the dice."""
    played = set_up(new_solo(rules, mode)).state
    built = solo_table(rules, mode).game(then=None).state
    facts = ("placements", "latitude_dice", "shelves", "reservoirs", "creeples", "players", "display", "et_deck")
    for fact in (*facts, "biosphere", "cube_pool", "fossil_pool", "order", "turn", "era", "side", "rng"):
        assert getattr(built, fact) == getattr(played, fact), fact
    assert list(built.disks.items()) == list(played.disks.items())


def test_K3b_each_world_has_its_own_cratons_apart_at_latitude_4(rules: RulesData) -> None:
    expected = {
        GameMode.SOLO_MARS: {"tharsis", "arabia"},
        GameMode.SOLO_VENUS: {"aphrodite", "ishtar"},
        GameMode.SOLO_EARTH: {"laurentia", "baltica", "siberia", "gondwana"},
    }
    for mode, cratons in expected.items():
        game = new_solo(rules, mode)
        assert set(game.state.craton_order) == cratons
        assert all(p.row == 4 for p in game.state.placements)
        assert sorted(game.state.latitude_dice) == sorted(cratons)
        assert len(game.map.landmasses) == len(cratons)  # separated: each craton its own landmass


@pytest.mark.parametrize(
    ("mode", "black_map", "white_map", "atmosphere_black", "atmosphere_white", "clouds"),
    [
        (GameMode.SOLO_MARS, 6, 4, 0, 1, 1),
        (GameMode.SOLO_VENUS, 6, 4, 6, 4, 4),
        (GameMode.SOLO_EARTH, 7, 6, 5, 3, 3),
    ],
)
def test_K3_K3a_K3c_the_setup_table(
    rules: RulesData,
    mode: GameMode,
    black_map: int,
    white_map: int,
    atmosphere_black: int,
    atmosphere_white: int,
    clouds: int,
) -> None:
    """The solo setup table, world by world: disks on the map, in the Atmosphere and in the Clouds, no green."""
    game = set_up(new_solo(rules, mode))
    state = game.state
    assert map_disks(game) == Counter({DiskColour.BLACK: black_map, DiskColour.WHITE: white_map})
    assert climate.count(state, climate.ATMOSPHERE, DiskColour.BLACK) == atmosphere_black
    assert climate.count(state, climate.ATMOSPHERE, DiskColour.WHITE) == atmosphere_white
    assert climate.count(state, climate.CLOUDS, DiskColour.WHITE) == clouds
    assert climate.count(state, climate.OXYGEN) == 0  # K3g: no green disk anywhere
    stock = 6 if mode is GameMode.SOLO_MARS else 12  # K3a
    for colour in (DiskColour.BLACK, DiskColour.WHITE):
        on_tracks = sum(climate.count(state, r, colour) for r in climate.RESERVOIRS)
        assert map_disks(game)[colour] + on_tracks == stock
    assert violations(game) == []


def test_K3b_white_disks_fill_the_basins_and_black_every_alien_offshore(rules: RulesData) -> None:
    for mode in (GameMode.SOLO_MARS, GameMode.SOLO_VENUS):
        game = set_up(new_solo(rules, mode))
        basins = {h for h, t in game.terrain.items() if t.value == "basin"}
        whites = {h for h, d in game.state.disks.items() if d == DiskColour.WHITE}
        assert whites == basins
        assert len(game.state.shelves) == 6
        assert all(s.disks == [DiskColour.BLACK] for s in game.state.shelves)


def test_K3b_on_earth_each_craton_s_black_offshore_is_the_player_s_choice(rules: RulesData) -> None:
    game = new_solo(rules, GameMode.SOLO_EARTH)
    while game.decision is not None and game.decision.kind is DecisionKind.CRATON_ORDER:
        game.answer(game.decision.options[0].key)
    chosen = {}
    while game.decision is not None and game.decision.kind is DecisionKind.SOLO_OFFSHORE:
        assert game.decision.player is PlayerColour.BLACK  # the person playing decides
        assert game.decision.rule == "K3b"
        south = next(o for o in game.decision.options if o.key.endswith(":south"))
        assert len(game.decision.options) == 3
        name = south.key.partition(":")[0].capitalize()  # the craton as the map names it
        assert game.decision.prompt == f"Which offshore of {name} takes its black disk?"
        assert south.label == f"the south offshore of {name}"
        chosen[south.key.partition(":")[0]] = south.key
        game.answer(south.key)
    assert len(chosen) == 4
    assert {f"{s.craton}:{s.position}" for s in game.state.shelves} == set(chosen.values())
    said = [e.text for e in game.state.log if e.rule == "K3b"]
    assert "The black disk of Siberia goes on its south offshore." in said
    # Centres of Laurentia, Siberia and Gondwana are mountains; Baltica's centre is a sea.
    centres = {c: game.state.disks.get(f"{c}:0") for c in chosen}
    assert centres == {
        "laurentia": DiskColour.BLACK,
        "siberia": DiskColour.BLACK,
        "gondwana": DiskColour.BLACK,
        "baltica": DiskColour.WHITE,
    }
    assert violations(game) == []


@pytest.mark.parametrize("mode", SOLO_MODES)
def test_K3b_R83_the_person_sets_the_cratons_in_any_order(rules: RulesData, mode: GameMode) -> None:
    """K3b: "set the Cratons in any order" is the person's choice, west to east, one craton at a time; the row
    is laid as chosen, apart, every die on latitude 4. The Venus games deal it (R83)."""
    for pick in (0, -1):
        game = new_solo(rules, mode)
        chosen = []
        while game.decision is not None and game.decision.kind is DecisionKind.CRATON_ORDER:
            decision = game.decision
            assert decision.player is PlayerColour.BLACK and decision.rule == "K3b"
            assert len(decision.options) == len(game.state.placements) - len(chosen)
            chosen.append(decision.options[pick].key)
            game.answer(chosen[-1])
        assert len(chosen) == len(game.state.placements) - 1
        row = game.state.craton_order
        assert row[: len(chosen)] == chosen
        assert set(game.state.latitudes.values()) == {4}
        columns = sorted(p.column for p in game.state.placements)
        assert all(b - a == columns[1] - columns[0] > 0 for a, b in itertools.pairwise(columns))
        assert any(e.rule == "K3b" and e.text.startswith("The cratons lie west to east") for e in game.state.log)
        assert violations(game) == []
    venus = Game.new(rules, players=2, seed=5, mode=GameMode.VENUS_L1)
    assert venus.decision is not None and venus.decision.kind is not DecisionKind.CRATON_ORDER


def test_K3e_the_plant_places_two_archetypes_on_biomes_next_to_water(rules: RulesData) -> None:
    for mode in SOLO_MODES:
        game = new_solo(rules, mode)
        while game.decision is not None and game.decision.kind in (
            DecisionKind.CRATON_ORDER,
            DecisionKind.SOLO_OFFSHORE,
        ):
            game.answer(game.decision.options[0].key)
        water = {h for h, d in game.state.disks.items() if d == DiskColour.WHITE}
        for _ in range(2):
            decision = game.decision
            assert decision is not None and decision.kind is DecisionKind.PLANT_START
            assert decision.player is PLANT
            for option in decision.options:
                assert option.key not in game.state.disks  # dry land, no mountain
                touching = sum(1 for n in game.neighbours[option.key] if n in water)
                assert touching >= 1
                # the person sees how much water each start has: a plant beside two seas outlives a dry one (K7c)
                assert option.label.endswith(f", beside {touching} {'sea' if touching == 1 else 'seas'})")
            game.answer(decision.options[-1].key)
        plants = [c for c in game.state.creeples if c.colour is PLANT]
        assert len(plants) == 2 and len({c.hex for c in plants}) == 2
        assert all(c.level is Level.PLANT and c.shape is Shape.ARCHETYPE for c in plants)


def test_K3d_the_automated_plant_has_20_creeples_and_no_flyers(rules: RulesData) -> None:
    game = set_up(new_solo(rules, GameMode.SOLO_MARS))
    plant = game.state.player(PLANT)
    archetype = plant.find(Shape.ARCHETYPE)
    assert archetype is not None and archetype.unborn == 3
    assert plant.reserve == {
        Shape.ARCHETYPE: 0,
        Shape.BURROWER: 5,
        Shape.SWIMMER: 5,
        Shape.ARMORED: 5,
        Shape.FLYER: 0,
    }
    on_map = sum(1 for c in game.state.creeples if c.colour is PLANT)
    assert on_map + archetype.unborn + sum(plant.reserve.values()) == 20
    assert violations(game) == []  # the set-aside creeples are not counted missing (B7)


def test_K3g_worked_example_the_unborn_green_creeples_bring_the_oxygen_to_3_percent(rules: RulesData) -> None:
    """K3g's example (green creeples stand in for green disks, K4): two archetypes on the map; 3 unborn
    archetypes and 5 each of burrowers, swimmers and armored on the Oxygen make 3%."""
    game = new_solo(rules, GameMode.SOLO_MARS)
    # R52: before the plant is placed all 20 are on the Oxygen; beyond 18 they stack and read as 18.
    assert game.variant.oxygen(game) == 20
    assert climate.readings(game).oxygen_disks == 18
    set_up(game)
    assert game.variant.oxygen(game) == 18
    now = climate.readings(game)
    assert now.oxygen_percent == 3
    assert now.actions == 1 and now.dark_heart == 1
    assert any(e.rule == "K3g" and "3%" in e.text for e in game.state.log)


def test_K3f_K6a_the_animal_starts_as_a_lazarus_holding_the_medea(rules: RulesData) -> None:
    game = set_up(new_solo(rules, GameMode.SOLO_VENUS))
    animal = game.state.player(PlayerColour.BLACK)
    assert animal.lazarus and animal.archetype_stored and animal.medea
    assert animal.species == []
    assert not any(c.colour is PlayerColour.BLACK for c in game.state.creeples)
    assert not game.state.player(PLANT).medea
    # Its first turn offers the resurrection (E7), never onto the plant level (K2).
    while game.decision is not None and game.decision.player is not PlayerColour.BLACK:
        game.answer(game.decision.options[0].key)
    decision = game.decision
    assert decision is not None and decision.kind is DecisionKind.ACTION
    assert "resurrect" in decision.keys
    game.answer("resurrect")
    assert game.decision is not None and game.decision.kind is DecisionKind.RESURRECT
    assert all(not o.key.endswith("/plant") for o in game.decision.options)


def test_K_the_solo_game_is_one_animal_and_the_plant(rules: RulesData) -> None:
    """K, Kb: one animal of any colour but green (given, or dealt), and Green as the plant."""
    dealt = Game.new(rules, players=1, seed=9, mode=GameMode.SOLO_MARS)
    colours = [p.colour for p in dealt.state.players]
    assert len(colours) == 2 and colours[1] is PLANT and colours[0] is not PLANT
    assert solo_animal(dealt) is colours[0]
    assert answered_by(dealt, PLANT) is answered_by(dealt, colours[0]) is colours[0]  # one person answers both
    named = Game.new(rules, players=[PlayerColour.WHITE, PlayerColour.GREEN], seed=9, mode=GameMode.SOLO_MARS)
    assert [p.colour for p in named.state.players] == [PlayerColour.WHITE, PLANT]
    for bad in ([PlayerColour.GREEN], [PlayerColour.WHITE, PlayerColour.BLACK], 3):
        with pytest.raises(SetupError):
            Game.new(rules, players=bad, seed=9, mode=GameMode.SOLO_MARS)
    with pytest.raises(SetupError):
        Game.new(rules, players=1, seed=9, mode=GameMode.SOLO_MARS, length=GameLength.SHORT)
    # Kc: the game runs to the end of Era III.
    assert dealt.state.final_era == 3 and dealt.state.length is GameLength.LONG


def test_K4c_K4a_the_animal_s_actions_are_read_from_the_oxygen_at_that_moment(rules: RulesData) -> None:
    """K4, K4a, K4c: green creeples off the Oxygen raise the oxygen, and the animal's actions with it; Ka: the
    plant counts its actions like the horror plant."""
    game = set_up(new_solo(rules, GameMode.SOLO_EARTH))
    assert action_maximum(game, PlayerColour.BLACK) == 1  # 18 green creeples on the Oxygen: 3%
    # K4a: births take green creeples off the Oxygen. A swimmer species is born onto a sea hex with four Unborn
    # left, and the three Unborn archetypes are born too (built: the plant's actions and dispersal are tested
    # elsewhere).
    game = born(rules, unborn=0, newborn=3)
    assert game.variant.oxygen(game) == 14
    assert climate.readings(game).oxygen_percent == 7
    assert action_maximum(game, PlayerColour.BLACK) == 2
    # K4: a dead creeple goes back onto the Oxygen (as Unborn), and the count falls again.
    game = born(rules, unborn=2, newborn=1)
    assert game.variant.oxygen(game) == 16
    assert action_maximum(game, PlayerColour.BLACK) == 1
    # Ka: the plant reads its actions on the Atmosphere like the horror plant (A2b).
    assert action_maximum(game, PLANT) == climate.readings(game).green_actions


def born(rules: RulesData, *, unborn: int, newborn: int) -> Game:
    """Earth after setup, with the plant's swimmers founded on Baltica's sea (one on the map, four Unborn) and its
    archetypes Unborn or newborn as given beside the two on the map."""
    table = solo_table(rules, GameMode.SOLO_EARTH, unborn=unborn, newborn=newborn)
    table.species("green", "swimmer", unborn=4).creeple("green", "swimmer", "baltica:0", "plant")
    return table.game(then=None)


def play_randomly(game: Game, seed: int) -> Game:
    chooser = random.Random(seed)
    while game.decision is not None:
        game.answer(chooser.choice(game.decision.options).key)
        assert violations(game) == []
    return game


def test_K1d_no_fossil_awards_between_eras(rules: RulesData) -> None:
    """The first of some random Mars games that gets past an era's end: no awards were given there."""
    games = (play_randomly(new_solo(rules, GameMode.SOLO_MARS, seed=seed), seed=seed) for seed in range(20))
    game = next(g for g in games if g.state.era >= 2)
    assert any(e.rule == "K1d" for e in game.state.log)
    assert not any(e.rule in ("I5a", "I5b") for e in game.state.log)


def test_Kc_R58_the_seas_gone_end_the_game_after_the_burials_as_a_loss(rules: RulesData) -> None:
    game = set_up(new_solo(rules, GameMode.SOLO_VENUS))
    assert not game.variant.game_ends(game)
    # The map's white disks are sent to the Clouds (built: the events that dry the seas are tested elsewhere).
    dry = solo_table(rules, GameMode.SOLO_VENUS)
    for place in ("aphrodite:2", "aphrodite:3", "ishtar:4", "ishtar:5"):
        dry.move_disks(DiskColour.WHITE, place, climate.CLOUDS)
    game = dry.game(then=None)
    assert game.variant.game_ends(game)
    assert any(e.rule == "Kc" and "seas are gone" in e.text for e in game.state.log)
    result = outcome(game)
    assert result.outcome is Outcome.LOSS and "K7c" in result.reason


def test_Kc_the_plant_dying_out_ends_the_game(rules: RulesData) -> None:
    game = solo_table(rules, GameMode.SOLO_MARS, plant=False).game(then=None)
    assert game.variant.game_ends(game)
    assert outcome(game).outcome is Outcome.LOSS
    assert "plant has died out" in outcome(game).reason


def fill_atmosphere(table: Table) -> Table:
    """Move Clouds and then shelf disks into the Atmosphere until it is full (a test of the reading only)."""
    state = table.state
    while len(state.reservoirs[climate.ATMOSPHERE]) < table.data.reservoirs.atmosphere.capacity:
        if state.reservoirs[climate.CLOUDS]:
            table.move_disks(DiskColour.WHITE, climate.CLOUDS, climate.ATMOSPHERE)
        else:
            shelf = next(s for s in state.shelves if s.disks)
            table.move_disks(shelf.disks[-1], f"{shelf.craton}:{shelf.position}", climate.ATMOSPHERE)
    return table


def test_K5e_R55_a_moist_runaway_ends_venus_and_earth_but_never_mars(rules: RulesData) -> None:
    """K5e, R55: the runaway of D10h on Venus and Earth ends the game (Kc) as a loss (R81); Mars has none."""
    venus = fill_atmosphere(solo_table(rules, GameMode.SOLO_VENUS)).game(then=None)
    venus.variant.end_of_events(venus)
    assert venus.state.runaway
    assert venus.variant.game_ends(venus)
    assert outcome(venus).outcome is Outcome.LOSS and "K5e" in outcome(venus).reason
    mars = set_up(new_solo(rules, GameMode.SOLO_MARS))
    # Mars has 12 disks (K3a) and the Atmosphere 13 slots: it can never fill. Even filled by hand, no runaway: no
    # game reaches this position (the builder refuses the 13 black disks), so the state is edited.
    assert sum(mars.variant.disk_stock(rules).values()) < climate.capacity(mars, climate.ATMOSPHERE)
    mars.state.reservoirs[climate.ATMOSPHERE] = [DiskColour.BLACK] * climate.capacity(mars, climate.ATMOSPHERE)
    assert climate.readings(mars).full_atmosphere
    mars.variant.end_of_events(mars)
    assert not mars.state.runaway
    assert not mars.variant.game_ends(mars)
    assert any(e.rule == "K5e" for e in mars.state.log)


def test_Kd_R81_outcomes_loss_win_and_decisive_win(rules: RulesData) -> None:
    game = set_up(new_solo(rules, GameMode.SOLO_MARS))
    # Without a living animal at the end, the game is lost whatever the score.
    assert outcome(game).outcome is Outcome.LOSS
    assert "did not survive" in outcome(game).reason
    # K2: a herbivore stands over a plant it can eat (any animal eats the archetype plant, K2a).
    plant_hex = next(c.hex for c in game.state.creeples if c.colour is PLANT)
    table = solo_table(rules, GameMode.SOLO_MARS).species("black", "archetype")
    game = table.creeple("black", "archetype", plant_hex, "herbivore").game(then=None)
    assert violations(game) == []
    game.state.scores = {PlayerColour.BLACK: {"total": 14}}
    assert outcome(game).outcome is Outcome.WIN
    game.state.scores = {PlayerColour.BLACK: {"total": 15}}
    assert outcome(game).outcome is Outcome.DECISIVE_WIN
    game.state.scores = {}
    game.variant.settle(game)
    assert game.state.winners == [PlayerColour.BLACK]
    assert any(e.rule == "Kd" for e in game.state.log)


@pytest.mark.parametrize("mode", SOLO_MODES)
def test_K_random_solo_games_end_with_an_outcome_and_keep_every_invariant(rules: RulesData, mode: GameMode) -> None:
    outcomes = set()
    for seed in range(4):
        game = play_randomly(Game.new(rules, players=1, seed=seed, mode=mode), seed)
        result = outcome(game)
        outcomes.add(result.outcome)
        assert any(e.rule == "Kd" and result.outcome.value in e.text.lower() for e in game.state.log)
        assert (result.outcome is Outcome.LOSS) == (game.state.winners == [])
    assert outcomes


def test_K6a_the_automated_plant_never_takes_the_medea(rules: RulesData) -> None:
    """K6a, Kf3: the animal holds the Medea all game; the plant is never offered to claim it (E8), and a pulled
    gun has nobody to ricochet to (D10b), while in the Achterbahn game Green may claim it."""
    from megafauna_tui.rules.medea import CLAIM, may_claim

    game = set_up(new_solo(rules, GameMode.SOLO_MARS))
    assert not may_claim(game, PLANT, first=True)
    for _ in range(200):
        decision = game.decision
        if decision is None or decision.player is PlayerColour.BLACK:
            break
        if decision.kind is DecisionKind.ACTION:
            assert CLAIM not in decision.keys
        game.answer(decision.options[0].key)
    assert game.state.player(PlayerColour.BLACK).medea
    achterbahn = Game.new(rules, players=[PlayerColour.BLACK, PlayerColour.GREEN], seed=5, mode=GameMode.ACHTERBAHN)
    holder = next(p.colour for p in achterbahn.state.players if p.medea)
    other = PlayerColour.BLACK if holder is PlayerColour.GREEN else PlayerColour.GREEN
    assert may_claim(achterbahn, other, first=True)


@pytest.mark.parametrize("mode", SOLO_MODES)
def test_K3b_the_humidity_niche_is_always_green(rules: RulesData, mode: GameMode) -> None:
    """K3b: with no latitude strip, G5's humidity niche is green everywhere, even where the strip the Atmosphere
    names would read arid (as it does at every latitude at setup on Venus and Earth)."""
    game = set_up(new_solo(rules, mode))
    assert {board.humidity(game, hex_id) for hex_id in game.hexes} == {OrganColour.GREEN}
    if mode is not GameMode.SOLO_MARS:
        strip = {climate.humidity(game, latitude_of(game, hex_id)) for hex_id in game.hexes}
        assert Humidity.WHITE in strip  # what the game read before K3b was followed


@pytest.mark.parametrize("mode", [*SOLO_MODES, GameMode.VENUS_L1])
def test_K3f_R107_the_freshly_resurrected_animal_keeps_its_first_action(rules: RulesData, mode: GameMode) -> None:
    """K3f: the animal enters on turn 1 already resurrected, so placing its archetype (E7) spends none of the
    actions the Oxygen gives it (one at 3%; two at the 6% of L1's played plant, R07); a later resurrection
    costs an action as usual."""
    players = [PlayerColour.GREEN, PlayerColour.BLACK] if mode is GameMode.VENUS_L1 else [PlayerColour.BLACK]
    game = set_up(Game.new(rules, players=players, seed=5, mode=mode))
    while (decision := game.decision) is not None and decision.player is not PlayerColour.BLACK:
        game.answer(decision.options[0].key)
    assert decision is not None and decision.kind is DecisionKind.ACTION and "resurrect" in decision.keys
    left = "(2 actions left)" if mode is GameMode.VENUS_L1 else "(1 action left)"
    assert left in decision.prompt
    game.answer("resurrect")
    while (decision := game.decision) is not None and decision.kind is not DecisionKind.ACTION:
        game.answer(decision.options[0].key)  # where the archetype enters (E7a)
    assert decision is not None and decision.player is PlayerColour.BLACK
    assert left in decision.prompt  # still every action of the turn
    assert any(e.rule == "K3f" and "no action spent (R107)" in e.text for e in game.state.log)
    assert not game.variant.free_resurrection(game, PLANT)
    game = Table(rules, players, mode=mode, seed=5, turn=2).game(then=None)  # the same animal, a turn later
    assert not game.variant.free_resurrection(game, PlayerColour.BLACK)


def test_K3b_the_setup_log_names_the_cratons_as_the_map_does(rules: RulesData) -> None:
    said = {e.rule: e.text for e in new_solo(rules, GameMode.SOLO_MARS).state.log}
    # R83: the row is the person's first choice, so the log names the cratons without an order yet
    assert "Cratons: Arabia Terra and Tharsis, which the person sets in a row, west to east (K3b)." in said["K3"]
    venus = Game.new(rules, players=2, seed=5, mode=GameMode.VENUS_L1)
    opening = next(e.text for e in venus.state.log if e.rule == "L1")
    names = [rules.cratons[c].name for c in ("aphrodite", "ishtar")]
    assert any(f"Cratons, west to east: {a}, {b}." in opening for a, b in (names, names[::-1])), opening

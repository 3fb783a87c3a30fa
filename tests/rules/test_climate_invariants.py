"""The invariants of the Achterbahn game (B7, C1g, C1k, D3e, D10f, D10g, R39, R41, E6): each one catches a
broken position, and none fires in random games, checked after every decision.

Each test starts from a sound Achterbahn table (black and white, Black holding the Medea), breaks one fact
by hand, and reads the violation a player of the physical game would notice.
"""

from __future__ import annotations

import pytest

from megafauna_tui.bots import RandomBot, ask
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import DiskColour
from megafauna_tui.rules import climate
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.disks import MoveDisk
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.geometry import Placement, joined_row
from megafauna_tui.rules.invariants import CLIMATE_INVARIANTS, INVARIANTS, invariant_names, violations
from megafauna_tui.rules.scenario import Table
from megafauna_tui.rules.state import GameMode, Phase, ShelfState

GREEN, WHITE, BLACK = DiskColour.GREEN, DiskColour.WHITE, DiskColour.BLACK
ACHTERBAHN = GameMode.ACHTERBAHN


def sound(rules: RulesData) -> Table:
    t = Table(rules, ["black", "white"], mode=ACHTERBAHN)
    t.species("black", "archetype", basal="ry").species("white", "swimmer", basal="gb")
    return t.creeple("black", "archetype", "laurentia:4").creeple("white", "swimmer", "laurentia:south")


def start(t: Table) -> Game:
    """The table at its first action decision."""
    return t.game(phase=Phase.ACTIONS, then="actions")


def broken(game: Game, name: str) -> list[str]:
    return [v for v in violations(game) if v.startswith(name + ":")]


def test_a_sound_achterbahn_table_breaks_nothing(rules: RulesData) -> None:
    game = start(sound(rules))
    assert violations(game) == []
    assert sorted(sorted(m) for m in game.map.landmasses) == [["baltica"], ["gondwana"], ["laurentia"], ["siberia"]]


def test_invariant_names_add_the_climate_to_tooth_and_claw_only_for_achterbahn() -> None:
    assert invariant_names(GameMode.TOOTH_AND_CLAW) == INVARIANTS
    assert invariant_names(ACHTERBAHN) == INVARIANTS + CLIMATE_INVARIANTS


def test_b7_a_lost_or_extra_disk_is_caught(rules: RulesData) -> None:
    """B7, C1k: 12 black, 12 white and 18 green disks, always somewhere."""
    game = start(sound(rules))
    game.state.reservoirs[climate.OXYGEN].pop()
    game.state.reservoirs[climate.CLOUDS].append(WHITE)
    assert broken(game, "the 42 disks are all somewhere") == [
        "the 42 disks are all somewhere: 13 white disks, not 12",
        "the 42 disks are all somewhere: 17 green disks, not 18",
    ]


def test_b7_a_disk_in_the_medeas_hand_is_counted(rules: RulesData) -> None:
    """B7: while the Medea decides where a liberated white disk goes (D13), it is in her hand, not lost."""
    move = MoveDisk(WHITE, "laurentia:0", "clouds_or_atmosphere", "D13", "a test")
    game = sound(rules).game(move, phase=Phase.EVENTS, then="actions")
    assert game.decision is not None and game.decision.kind is DecisionKind.MEDEA_PLACE
    assert "laurentia:0" not in game.state.disks
    assert violations(game) == []


def test_r41_an_overflowing_atmosphere_and_a_stray_colour_are_caught(rules: RulesData) -> None:
    """R41, C1k: 13 slots on the Atmosphere; green disks never on the Clouds."""
    game = start(sound(rules))
    state = game.state
    state.reservoirs[climate.ATMOSPHERE] += [state.reservoirs[climate.CLOUDS].pop() for _ in range(6)]
    for craton in ("laurentia", "baltica"):
        shelf = state.shelf(f"{craton}:north")
        assert shelf is not None
        state.shelves.remove(shelf)
        state.reservoirs[climate.ATMOSPHERE].append(BLACK)
    state.reservoirs[climate.CLOUDS].append(state.reservoirs[climate.OXYGEN].pop())
    assert broken(game, "reservoirs hold their own colours within their tracks") == [
        "reservoirs hold their own colours within their tracks: green on the clouds",
        "reservoirs hold their own colours within their tracks: 14 disks on the atmosphere, which has 13 slots",
    ]


def test_d10f_a_disk_off_the_biomes_is_caught(rules: RulesData) -> None:
    """D10f: disks lie on the biome hexes of placed cratons (a biome holds one by construction)."""
    game = start(sound(rules))
    game.state.disks["tharsis:1"] = game.state.disks.pop("laurentia:0")
    assert broken(game, "at most one disk per continental biome") == [
        "at most one disk per continental biome: a disk lies on tharsis:1, which is no biome hex"
    ]


@pytest.mark.parametrize(
    ("stack", "interlocked", "problem"),
    [
        ([GREEN], False, "laurentia:north holds green (bottom first)"),
        ([BLACK, BLACK], False, "laurentia:north holds black, black (bottom first)"),
        ([BLACK, GREEN, GREEN], False, "laurentia:north holds black, green, green (bottom first)"),
        ([BLACK], True, "the interlocked laurentia:north holds disks"),
    ],
)
def test_d10g_illegal_shelf_stacks_are_caught(
    rules: RulesData, stack: list[DiskColour], interlocked: bool, problem: str
) -> None:
    """D10g, D12b, D3d: a black disk at the bottom, at most one green on it, nothing on an interlocked shelf."""
    game = start(sound(rules))
    shelf = game.state.shelf("laurentia:north")
    assert shelf is not None
    shelf.disks[:] = stack
    if interlocked:
        game.state.interlocked.append("laurentia:north")
    assert f"offshore stacks are legal: {problem}" in broken(game, "offshore stacks are legal")


def test_d10g_a_shelf_recorded_twice_or_off_the_map_is_caught(rules: RulesData) -> None:
    game = start(sound(rules))
    game.state.shelves.append(ShelfState("laurentia", "middle", [BLACK]))
    game.state.shelves.append(ShelfState("laurentia", "middle", []))
    game.state.shelves.append(ShelfState("tharsis", "north", []))
    assert broken(game, "offshore stacks are legal") == [
        "offshore stacks are legal: laurentia:middle is recorded twice",
        "offshore stacks are legal: tharsis:north is not a shelf on the map",
    ]


def test_d3e_a_continent_with_two_dice_and_a_craton_without_one_are_caught(rules: RulesData) -> None:
    """C1g, D3e: cratons joined by touching hexes are one landmass with one die; a lone craton keeps its own."""
    game = start(sound(rules))
    game.state.placements = (
        *joined_row(["laurentia", "baltica"], latitude=4),
        Placement("siberia", 16, 4),
        Placement("gondwana", 24, 4),
    )
    game.state.latitude_dice = ["laurentia", "baltica", "siberia"]
    assert ["baltica", "laurentia"] in [sorted(m) for m in game.map.landmasses]
    assert broken(game, "one latitude die per landmass") == [
        "one latitude die per landmass: baltica + laurentia holds 2",
        "one latitude die per landmass: gondwana holds 0",
    ]


def test_d1_a_die_off_its_faces_or_off_the_map_is_caught(rules: RulesData) -> None:
    """D1, R48: a latitude die shows 1-6; it lies on a craton on the map."""
    game = start(sound(rules))
    first = game.state.placements[0]
    game.state.placements = (Placement(first.craton, 41, 7), *game.state.placements[1:])
    game.state.latitude_dice.append("tharsis")
    assert broken(game, "one latitude die per landmass") == [
        f"one latitude die per landmass: {first.craton}'s die would show 7",
        "one latitude die per landmass: a die lies on tharsis, which is not on the map",
    ]


def test_e6_a_size_off_the_die_is_caught(rules: RulesData) -> None:
    """E6: a size die shows 1-6."""
    game = start(sound(rules))
    game.state.all_species()[0].size = 7
    game.state.all_species()[1].size = 0
    assert broken(game, "sizes are die faces") == [
        "sizes are die faces: black archetype has size 7",
        "sizes are die faces: white swimmer has size 0",
    ]


def test_f3b_a_creeple_off_the_placed_cratons_or_on_a_bare_shelf_is_caught(rules: RulesData) -> None:
    """F3b: creeples stand on the biomes of placed cratons and on blooms; never on a shelf without its bloom."""
    game = start(sound(rules))
    archetype, swimmer = game.state.creeples
    archetype.hex = "tharsis:1"
    swimmer.hex = "laurentia:north"
    assert [v.split(" is ")[0].split(": ")[0] for v in broken(game, "creeples stand on the map")] == [
        "creeples stand on the map",
        "creeples stand on the map",
    ]
    assert "stands on an offshore without a bloom" in broken(game, "creeples stand on the map")[1]


def test_invariants_hold_after_every_decision_of_random_achterbahn_games(rules: RulesData) -> None:
    """Random Achterbahn games, every invariant checked after every decision, until the game ends or reaches
    an event whose rules are not built yet (which the engine reports by name, never silently)."""
    for seed in range(30):
        game = Game.new(rules, players=2 + seed % 3, seed=seed, mode=ACHTERBAHN)
        bot = RandomBot(seed)
        try:
            while game.decision is not None:
                game.answer(ask(bot, game))
                assert violations(game) == [], f"seed {seed}, turn {game.state.turn}"
        except RuntimeError as error:
            assert str(error).startswith("no rules resolve the "), f"seed {seed}: {error}"

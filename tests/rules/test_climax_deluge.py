"""Climaxes and deluges (D5, D5a, D5b, D6, D6a, D6b) and the rulings they follow (R22, R38, R41, R43, R69, R70).

Positions are Achterbahn tables (every craton on latitude 4 at setup, C1g: each craton's
hexes 1 and 6 lie in latitude 3, its centre row 5-0-2 in latitude 4, and 4 and 3 in
latitude 5). Disks are moved between places with ``shift``, which keeps all 42 where
they were counted (B7). Black and White play; Black holds the Medea (C1d).
"""

from __future__ import annotations

from collections.abc import Iterable

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import Biome, DiskColour, GreenhouseLevel, PlayerColour, Shape
from megafauna_tui.rules import climate
from megafauna_tui.rules.board import biome
from megafauna_tui.rules.climax import ClimaxEvent, DelugeEvent
from megafauna_tui.rules.decisions import Decision, DecisionKind
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.geometry import Placement
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.scenario import Table
from megafauna_tui.rules.state import GameMode, Phase
from megafauna_tui.savefile import dumps, loads

GREEN, WHITE, BLACK = DiskColour.GREEN, DiskColour.WHITE, DiskColour.BLACK
OXYGEN, CLOUDS, ATMOSPHERE = climate.OXYGEN, climate.CLOUDS, climate.ATMOSPHERE
MEDEA = (DecisionKind.MEDEA_SOURCE, DecisionKind.MEDEA_PLACE)
TRUE_POLAR_WANDER = 14  # ET card: drift, a 1-6 climax, mutagen
ZANCLEAN_FLOOD = 5  # ET card: deluge, crowd disease


def table(rules: RulesData) -> Table:
    t = Table(rules, ["black", "white"], mode=GameMode.ACHTERBAHN)
    t.species("black", "archetype", basal="ry").species("white", "archetype", basal="gy")
    t.species("black", "flyer", basal="rb").species("white", "swimmer", basal="gb")
    return t


def shift(t: Table, colour: DiskColour, source: str, destinations: Iterable[str] | str, count: int = 1) -> None:
    """Move disks by hand, so that every disk stays counted (B7)."""
    targets = [destinations] * count if isinstance(destinations, str) else list(destinations)
    for place in targets:
        t.move_disks(colour, source, place)


def place(t: Table, **rows: tuple[int, int]) -> None:
    """Put cratons' centres at (column, latitude) on the grid; the others stay where setup put them."""
    t.cratons(*(Placement(craton, *row) for craton, row in rows.items()))


def medea_answers(game: Game, *prefer: str) -> list[Decision]:
    """Answer the Medea's questions, taking the first preferred key offered, until someone else must choose."""
    asked = []
    while (decision := game.decision) is not None and decision.kind in MEDEA:
        asked.append(decision)
        game.answer(next((k for k in prefer if k in decision.keys), decision.keys[0]))
    return asked


def count(game: Game, reservoir: str, colour: DiskColour) -> int:
    return climate.count(game.state, reservoir, colour)


def level(game: Game) -> GreenhouseLevel:
    return climate.readings(game).strip.level


def lines(game: Game, rule: str) -> list[str]:
    return [e.text for e in game.state.log if e.rule == rule]


# -- D5: climaxes -----------------------------------------------------------------------


def test_d5_example_siberia_1_6_climax_in_a_warm_greenhouse(rules: RulesData) -> None:
    """The D5 example: Siberia lies far north, its centre row in latitude 1 with a mountain, a forest and a weeds.
    A 1-6 climax in a Warm greenhouse: latitude 1 is humid, so that one weeds becomes a forest; the weeds and
    swamp of latitude 0 and the seas of latitude 2 are untouched. The climax is read from the ET card through
    the event phase (A1e), after the drift printed above it was resolved elsewhere."""
    t = table(rules)
    place(t, siberia=(41, 1))  # far from the others, which stay on latitude 4
    shift(t, GREEN, OXYGEN, "siberia:5")  # the forest beside the mountain on the centre (siberia:0)
    shift(t, WHITE, CLOUDS, ATMOSPHERE, count=2)  # 8 disks: Warm
    game = t.play(TRUE_POLAR_WANDER, from_event=1, then="actions")
    medea_answers(game)
    assert game.state.phase is Phase.ACTIONS
    assert biome(game, "siberia:2") is Biome.FOREST  # the one weeds of latitude 1
    assert biome(game, "siberia:5") is Biome.FOREST and biome(game, "siberia:0") is Biome.MOUNTAIN
    assert biome(game, "siberia:6") is Biome.WEEDS and biome(game, "siberia:1") is Biome.SWAMP  # latitude 0
    assert biome(game, "siberia:3") is Biome.SEA and biome(game, "siberia:4") is Biome.SEA  # latitude 2
    assert count(game, OXYGEN, GREEN) == 13 - 1
    assert game.state.disks["laurentia:0"] is WHITE  # latitude 4 is not on the icon
    assert lines(game, "D5")[0] == (
        "Climax at latitudes 1 and 6 on the Warm strip: 1 is humid, its empty weeds become forest (D5a); "
        "6 is humid, its empty weeds become forest (D5a)."
    )
    assert "No weeds lie in latitude 6: the climax changes nothing there." in lines(game, "D5")
    assert lines(game, "D5a") == [
        "Degassed a green disk from the Oxygen to weeds siberia:2 (the climax's forest at latitude 1)."
    ]
    assert violations(game) == []


def test_d5a_humid_latitude_melts_ice_off_the_weeds_then_forests_every_empty_weeds(rules: RulesData) -> None:
    """D5a: in a humid latitude the white disks on weeds are liberated first (the Medea picks Clouds or
    Atmosphere for each, D13), then every empty weeds of every craton there gets a green disk from the Oxygen.
    The forests let the creeples on them be; mountains, swamps and seas keep what they have (R22)."""
    t = table(rules)  # Eden: latitude 4 is humid
    t.creeple("white", "archetype", "baltica:5").creeple("black", "flyer", "siberia:2")
    game = t.game(ClimaxEvent([4]), phase=Phase.EVENTS, then="actions")
    asked = medea_answers(game, "atmosphere")

    assert [d.rule for d in asked] == ["D13", "D13"]  # laurentia:0 and gondwana:0 start with ice
    assert count(game, ATMOSPHERE, WHITE) == 5
    forests = ["baltica:5", "gondwana:0", "laurentia:0", "laurentia:2", "siberia:2", "siberia:5"]
    assert sorted(h for h, d in game.state.disks.items() if d is GREEN) == forests
    assert count(game, OXYGEN, GREEN) == 14 - 6
    assert game.state.disks["siberia:0"] is BLACK and game.state.disks["baltica:0"] is WHITE  # mountain, frozen sea
    assert not any(c.endangered for c in game.state.creeples)
    assert violations(game) == []


def test_d5b_arid_latitude_clears_forests_then_ices_every_empty_weeds(rules: RulesData) -> None:
    """D5b: in an arid latitude green disks on weeds go back to the Oxygen, then every empty weeds gets a white
    Disk of Damocles, which the Medea takes from the Clouds or the Atmosphere (R38). Ice lays down a flyer at
    once (R40) but not an archetype; the swamps of the latitude are untouched (R22)."""
    t = table(rules)
    shift(t, WHITE, CLOUDS, ATMOSPHERE, count=2)  # Warm: latitude 3 is arid
    shift(t, GREEN, OXYGEN, "laurentia:6")
    t.creeple("black", "flyer", "baltica:1").creeple("white", "archetype", "siberia:6")
    game = t.game(ClimaxEvent([3]), phase=Phase.EVENTS, then="actions")
    asked = medea_answers(game, "atmosphere")

    assert [d.kind for d in asked] == [DecisionKind.MEDEA_SOURCE] * 4
    assert asked[0].player is PlayerColour.BLACK and asked[0].keys == (CLOUDS, ATMOSPHERE)
    assert [d.rule for d in asked] == ["R38"] * 4
    ice = ["baltica:1", "gondwana:1", "laurentia:6", "siberia:6"]
    assert (
        sorted(
            h for h, d in game.state.disks.items() if d is WHITE and h not in ("laurentia:0", "gondwana:0", "baltica:0")
        )
        == ice
    )
    assert count(game, ATMOSPHERE, WHITE) == 5 - 4 and count(game, OXYGEN, GREEN) == 14
    for swamp in ("laurentia:1", "baltica:6", "siberia:1", "gondwana:6"):
        assert swamp not in game.state.disks
    flyer = next(c for c in game.state.creeples if c.shape is Shape.FLYER)
    archetype = next(c for c in game.state.creeples if c.shape is Shape.ARCHETYPE)
    assert flyer.endangered and not archetype.endangered
    assert violations(game) == []


def test_r69_a_climax_keeps_the_strip_it_began_with(rules: RulesData) -> None:
    """R69, D5: ice liberated into the Atmosphere lifts Eden to Warm, where latitude 4 is arid, in the middle of the
    climax; its weeds still become forests, because the strip is read when the event begins (A1g)."""
    t = table(rules)
    shift(t, WHITE, CLOUDS, ATMOSPHERE)  # 7: the top of Eden
    game = t.game(ClimaxEvent([4]), phase=Phase.EVENTS, then="actions")
    assert level(game) is GreenhouseLevel.EDEN
    medea_answers(game, "atmosphere")

    assert level(game) is GreenhouseLevel.WARM
    assert sum(1 for d in game.state.disks.values() if d is GREEN) == 6
    forest = "Degassed a green disk from the Oxygen to weeds laurentia:0 (the climax's forest at latitude 4)."
    assert forest in lines(game, "D5a")  # on the ice it melted


def test_r43_a_climax_never_takes_back_a_forest_it_planted(rules: RulesData) -> None:
    """R43, D5a: with the Oxygen empty, each forest comes from a green disk elsewhere on the map (D14), the Medea
    choosing; a weeds the climax has already forested is never offered."""
    t = table(rules)
    away = ["laurentia:6", "baltica:1", "siberia:6", "gondwana:1", "laurentia:4", "baltica:3", "baltica:4"]
    away += ["gondwana:4", "laurentia:1", "laurentia:5", "baltica:2", "baltica:6", "siberia:1", "gondwana:3"]
    shift(t, GREEN, OXYGEN, away)  # all 14: forests outside latitude 4
    game = t.game(ClimaxEvent([4]), phase=Phase.EVENTS, then="actions")
    asked = medea_answers(game, "clouds")

    stand_ins = [d for d in asked if d.rule == "D14"]
    forested = ["baltica:5", "gondwana:0", "laurentia:0", "laurentia:2", "siberia:2", "siberia:5"]  # in map order
    assert len(stand_ins) == 6
    for planted, decision in enumerate(stand_ins):
        assert not set(forested[:planted]) & set(decision.keys)
        assert set(away) & set(decision.keys)
    assert all(game.state.disks[h] is GREEN for h in forested)
    assert count(game, OXYGEN, GREEN) == 0
    assert violations(game) == []


def test_a_climax_saves_and_loads_in_the_middle(rules: RulesData) -> None:
    """The climax is plain data: a game saved at the Medea's question loads with the same question."""
    t = table(rules)
    shift(t, WHITE, CLOUDS, ATMOSPHERE, count=2)
    game = t.game(ClimaxEvent([3]), phase=Phase.EVENTS, then="actions")
    game.answer("clouds")
    copy, _ = loads(dumps(game), rules)
    assert copy.decision == game.decision and copy.decision is not None
    copy.answer("atmosphere")
    game.answer("atmosphere")
    assert copy.state.disks == game.state.disks


# -- D6: deluges ------------------------------------------------------------------------


def test_d6a_rising_seas_liberate_only_black_or_green_disks_on_the_seas(rules: RulesData) -> None:
    """D6, D6a, R70: in goldilocks the deluge on the Zanclean flood card liberates the black and green disks on seas
    ("black or green"); the white disk C1i puts on Baltica's centre sea stays there, the Clouds and the
    Atmosphere keep their white disks, and the offshore shelves keep their disks. A flyer living over the
    sea-mountain is untouched by the flood."""
    t = table(rules)
    shift(t, BLACK, "siberia:north", "siberia:3")
    shift(t, GREEN, OXYGEN, "gondwana:5")
    t.creeple("black", "flyer", "siberia:3")
    shelves = [(s.craton, s.position, list(s.disks)) for s in t.state.shelves]
    game = t.play(ZANCLEAN_FLOOD, then="actions")
    asked = medea_answers(game, "clouds")

    assert asked == []  # no white disk moves, so the Medea has nothing to choose
    assert not any(h in game.state.disks for h in ("siberia:3", "gondwana:5"))
    assert game.state.disks["baltica:0"] is WHITE
    assert count(game, ATMOSPHERE, BLACK) == 4 and count(game, OXYGEN, GREEN) == 14
    assert count(game, CLOUDS, WHITE) == 6 and count(game, ATMOSPHERE, WHITE) == 3  # as set up (C1k)
    assert [(s.craton, s.position, list(s.disks)) for s in game.state.shelves] == shelves
    assert lines(game, "D6a")[0].startswith("Deluge in a goldilocks climate: the seas rise")
    assert not game.state.creeples[0].endangered
    assert violations(game) == []


def test_r41_rising_seas_leave_a_black_disk_on_its_sea_while_the_atmosphere_is_full(rules: RulesData) -> None:
    """R41, D6a: a full Atmosphere reads too hot, so the seas rise; the black disk on a sea stays there, and the
    white disk on Baltica's centre sea stays too (R70), so the Medea is asked nothing."""
    t = table(rules)
    shift(t, WHITE, CLOUDS, ATMOSPHERE, count=6)
    shift(t, BLACK, "laurentia:north", ATMOSPHERE)  # 13: full
    shift(t, BLACK, "siberia:north", "siberia:3")
    game = t.game(DelugeEvent(), phase=Phase.EVENTS, then="actions")
    assert medea_answers(game) == []

    assert game.state.disks.get("siberia:3") is BLACK and game.state.disks.get("baltica:0") is WHITE
    assert count(game, ATMOSPHERE, BLACK) + count(game, ATMOSPHERE, WHITE) == 13
    assert count(game, CLOUDS, WHITE) == 0
    assert "No black disk moves for the rising seas: the Atmosphere is full (R41)." in lines(game, "D6a")
    assert violations(game) == []


def test_d6b_falling_seas_freeze_arid_seas_and_forest_humid_ones(rules: RulesData) -> None:
    """D6, D6b: too cold (Ice age), each sea is cleared, then takes white ice in an arid latitude and a green forest
    in a humid one. The swimmer on a sea turned forest is Endangered at once (R40); the shelves are untouched.
    A black disk liberated into the Atmosphere lifts it to goldilocks, yet the deluge goes on falling (R69)."""
    t = table(rules)
    place(t, siberia=(42, 6))  # its seas (3, 4) in latitude 7: arid
    shift(t, WHITE, ATMOSPHERE, CLOUDS, count=3)  # 3 black disks left: Ice age
    shift(t, BLACK, "laurentia:north", "laurentia:3")
    t.creeple("white", "swimmer", "gondwana:2")
    shelves = [(s.craton, s.position, list(s.disks)) for s in t.state.shelves]
    game = t.game(DelugeEvent(), phase=Phase.EVENTS, then="actions")
    assert level(game) is GreenhouseLevel.ICE_AGE
    asked = medea_answers(game, "clouds")

    assert [d.rule for d in asked] == ["D13"]  # Baltica's ice; degassed whites come from the Clouds alone
    disks = game.state.disks
    assert disks["siberia:3"] is WHITE and disks["siberia:4"] is WHITE
    assert all(disks[h] is GREEN for h in ("baltica:0", "gondwana:2", "gondwana:5", "laurentia:3"))
    assert biome(game, "gondwana:2") is Biome.FOREST and game.state.creeples[0].endangered
    assert count(game, ATMOSPHERE, BLACK) == 4 and level(game) is GreenhouseLevel.NICE
    assert count(game, OXYGEN, GREEN) == 14 - 4 and count(game, CLOUDS, WHITE) == 9 + 1 - 2
    assert [(s.craton, s.position, list(s.disks)) for s in game.state.shelves] == shelves
    assert violations(game) == []

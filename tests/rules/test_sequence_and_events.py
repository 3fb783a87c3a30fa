"""The turn sequence (A1-A8), component limits (B7), setup (C1) and the tooth & claw events (D7-D9)."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

import pytest

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import MutationDeck, OrganColour, PlayerColour, Shape
from megafauna_tui.rules.actions import action_maximum
from megafauna_tui.rules.board import suitable_prey
from megafauna_tui.rules.contests import herbivore_contest
from megafauna_tui.rules.costs import mutation_cost
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.dispersal import STAY_UNBORN, PlayerDispersal
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.event_phase import EventPhase, MutagenEvent
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.organs import NO_DRIFT
from megafauna_tui.rules.scenario import Card, Table
from megafauna_tui.rules.setup import SetupError
from megafauna_tui.rules.state import GameMode, Level, Phase

GREEN, ORANGE, BLACK, WHITE = PlayerColour.GREEN, PlayerColour.ORANGE, PlayerColour.BLACK, PlayerColour.WHITE

#: R13: each colour's starting biome.
START = {GREEN: "baltica:5", ORANGE: "laurentia:4", BLACK: "siberia:6", WHITE: "gondwana:4"}
START_CRATON = {GREEN: "baltica", ORANGE: "laurentia", BLACK: "siberia", WHITE: "gondwana"}

#: The Chicxulub class comet, kept for the long game (R14).
COMET = 15


# -- helpers -------------------------------------------------------------------------


def rules_logged(game: Game, *, turn: int | None = None) -> list[str]:
    return [e.rule for e in game.state.log if turn is None or e.turn == turn]


def texts(game: Game, rule: str) -> list[str]:
    return [e.text for e in game.state.log if e.rule == rule]


def first_index(game: Game, rule: str) -> int:
    return next(i for i, e in enumerate(game.state.log) if e.rule == rule)


def play(game: Game, until: Callable[[Game], bool], *, limit: int = 2_000) -> None:
    """Answer 'pass' where offered, otherwise the first option, until ``until`` holds or the game ends."""
    for _ in range(limit):
        if game.decision is None or until(game):
            return
        keys = game.decision.keys
        game.answer("pass" if "pass" in keys else keys[0])
    raise AssertionError("the game did not reach the wanted point")


def in_actions(turn: int) -> Callable[[Game], bool]:
    return lambda g: g.state.turn == turn and g.decision is not None and g.decision.kind is DecisionKind.ACTION


def atrophy_until_done(game: Game) -> None:
    """Answer every pending atrophy choice with its first option."""
    while game.decision is not None and game.decision.kind is DecisionKind.ATROPHY:
        game.answer(game.decision.keys[0])


def dealt(row_slots: list[int | None]) -> list[int]:
    return [c for c in row_slots if c is not None]


# -- C1 setup ------------------------------------------------------------------------


def test_c1_setup_with_explicit_colours(rules: RulesData) -> None:
    """C1, C1a: asking for three colours by name seats exactly them in a tooth & claw game with no
    disks, shelves or climate reservoirs; the first entry of the log names the game and the map."""
    game = Game.new(rules, players=[BLACK, WHITE, GREEN], seed=3)
    state = game.state
    assert state.mode is GameMode.TOOTH_AND_CLAW
    assert {p.colour for p in state.players} == {BLACK, WHITE, GREEN}
    assert state.turn == 1 and state.era == 1
    assert state.disks == {} and state.shelves == [] and state.reservoirs == {}
    assert state.log[0].rule == "C1"
    assert "Tooth & claw for 3" in state.log[0].text
    assert violations(game) == []


def test_c1c_colours_dealt_at_random_from_a_count(rules: RulesData) -> None:
    """C1c: with a player count the colours are dealt at random (fixed by the seed), and each player
    has 35 creeples: seven domes on the archetype card (one of them already on the map) and seven of
    each other shape in the box."""
    seen = set()
    for seed in range(30):
        game = Game.new(rules, players=3, seed=seed)
        colours = frozenset(p.colour for p in game.state.players)
        assert len(colours) == 3
        assert colours == frozenset(p.colour for p in Game.new(rules, players=3, seed=seed).state.players)
        seen.add(colours)
    assert len(seen) > 1

    # Each seat's colour is random too: seat 1 is not always the same colour (C1c).
    first_seat = {Game.new(rules, players=4, seed=seed).state.players[0].colour for seed in range(40)}
    assert first_seat == set(PlayerColour)
    two_players = [tuple(p.colour for p in Game.new(rules, players=2, seed=s).state.players) for s in range(40)]
    assert any(WHITE in seats for seats in two_players)
    assert len({seats[0] for seats in two_players}) == 4

    game = Game.new(rules, players=2, seed=11)
    for player in game.state.players:
        (archetype,) = player.species
        assert archetype.shape is Shape.ARCHETYPE
        on_map = len(game.state.living(player.colour, Shape.ARCHETYPE))
        assert on_map == 1 and archetype.unborn == 6 and archetype.newborn == 0
        assert player.reserve[Shape.ARCHETYPE] == 0
        assert all(player.reserve[s] == 7 for s in Shape if s is not Shape.ARCHETYPE)
        assert on_map + archetype.unborn + sum(player.reserve.values()) == 35


@pytest.mark.parametrize("players", [1, 5, [BLACK], [BLACK, BLACK], [GREEN, ORANGE, BLACK, WHITE, GREEN]])
def test_c1c_player_count_and_colours_are_checked(rules: RulesData, players: object) -> None:
    """C1c: tooth & claw seats two to four players, each with his own colour."""
    with pytest.raises(SetupError):
        Game.new(rules, players=players, seed=1)  # type: ignore[arg-type]


def test_c1b_cards_sorted_into_their_decks(rules: RulesData) -> None:
    """C1b: red and yellow mutations make the upper (metabolic) row and deck, green and blue the lower
    (Darwinian) one; every mutation is in one of them, the four tools form a public stock and the ET
    deck holds only ET cards."""
    game = Game.new(rules, players=4, seed=5)
    metabolic, darwinian = game.state.display
    assert metabolic.deck is MutationDeck.METABOLIC and darwinian.deck is MutationDeck.DARWINIAN
    for row, colours in ((metabolic, {"red", "yellow"}), (darwinian, {"green", "blue"})):
        cards = dealt(row.slots) + row.draw
        assert {rules.mutations[n].colour.value for n in cards} == colours
        assert row.discard == []
    everything = dealt(metabolic.slots) + metabolic.draw + dealt(darwinian.slots) + darwinian.draw
    assert sorted(everything) == sorted(rules.mutations)
    assert sorted(game.state.tools_available) == sorted(t.id for t in rules.special_cards.tool)
    assert all(rules.events[n].deck.value == "et" for n in game.state.et_deck)


def test_c1f_supercontinent_of_the_players_cratons(rules: RulesData) -> None:
    """C1f (R12): only the players' starting cratons are laid out, in a random east-west row, each
    touching the next, all with their centre row at latitude 4."""
    orders = set()
    for seed in range(12):
        game = Game.new(rules, players=[GREEN, BLACK, WHITE], seed=seed)
        order = game.state.craton_order
        assert sorted(order) == sorted(START_CRATON[c] for c in (GREEN, BLACK, WHITE))
        assert set(game.state.latitudes.values()) == {4}
        assert {h.split(":")[0] for h in game.hexes} == set(order)
        assert len(game.hexes) == 21
        for west, east in pairwise(order):
            assert any(
                n.startswith(east + ":") for h in game.hexes if h.startswith(west + ":") for n in game.neighbours[h]
            ), f"{west} does not touch {east}"
        orders.add(tuple(order))
    assert len(orders) > 1


def test_c1l_first_dome_starts_on_its_colours_biome(rules: RulesData) -> None:
    """C1l (R13): each player's single creeple on the map is an upright archetype herbivore on the weeds
    biome printed with his colour."""
    game = Game.new(rules, players=4, seed=2)
    assert len(game.state.creeples) == 4
    for creeple in game.state.creeples:
        assert creeple.shape is Shape.ARCHETYPE and creeple.level is Level.HERBIVORE and not creeple.endangered
        assert creeple.hex == START[creeple.colour]
        assert game.terrain[creeple.hex].value == "weeds"


def test_c1m_era_one_deck_of_five_et_cards_without_the_comet(rules: RulesData) -> None:
    """C1m (R14): era I (Paleozoic) starts with five different face-down ET cards; the Chicxulub comet
    never turns up in a standard game's deck."""
    assert next(e for e in rules.special_cards.era.eras if e.number == 1).name == "Paleozoic"
    for seed in range(40):
        game = Game.new(rules, players=2, seed=seed)
        deck = game.state.et_deck
        assert game.state.era == 1
        assert len(deck) == 5 and len(set(deck)) == 5
        assert COMET not in deck


def test_c1o_display_rows_of_four_plus_the_deck_top(rules: RulesData) -> None:
    """C1o (R05): each Display row has four dealt cards, and the top card of its draw deck is the fifth
    position. On the first turn an archetype with six Unborn can buy any of the first four positions
    (0-6) but not the fifth, which costs 8."""
    game = Game.new(rules, players=[WHITE, GREEN], seed=9)
    for row in game.state.display:
        assert len(dealt(row.slots)) == 4
        assert row.card_at(4) == row.draw[0]
    assert [mutation_cost(rules, WHITE, p, 0) for p in range(5)] == [0, 2, 4, 6, 8]
    assert game.decision is not None and game.decision.player is WHITE
    game.answer("mutate")
    offered = set(game.decision.keys)
    assert offered == {f"{deck}:{p}" for deck in ("metabolic", "darwinian") for p in range(1, 5)}


def test_c1p_boring_ordovician_first_turn(rules: RulesData) -> None:
    """C1p, A5 first turn (R02): turn 1 draws no event and begins with the actions, in descending
    skeletal number: White (4), Black (3), Orange (2), Green (1)."""
    game = Game.new(rules, players=4, seed=21)
    state = game.state
    assert state.event_card is None and len(state.et_deck) == 5
    assert state.phase is Phase.ACTIONS
    assert state.order == [WHITE, BLACK, ORANGE, GREEN]
    assert "A1a" not in rules_logged(game) and "C1p" in rules_logged(game)
    acting = []
    while state.turn == 1 and state.phase is Phase.ACTIONS:
        assert game.decision is not None and game.decision.kind is DecisionKind.ACTION
        if not acting or acting[-1] is not game.decision.player:
            acting.append(game.decision.player)
        game.answer("pass")
    assert acting == [WHITE, BLACK, ORANGE, GREEN]
    play(game, in_actions(2))
    assert [e.turn for e in state.log if e.rule == "A1a"] == [2]  # the first card waits for turn 2
    assert state.event_card is not None and len(state.et_deck) == 4


# -- A1 events, A5 order, A6 length ----------------------------------------------------


def test_a1_each_turn_reveals_the_next_et_card(rules: RulesData) -> None:
    """A1, A1a (R02): from turn 2 each event phase turns over the next card of the era's ET deck and
    logs it with the turn's player order."""
    game = Game.new(rules, players=3, seed=7)
    upcoming = list(game.state.et_deck)
    for turn in (2, 3, 4):
        play(game, in_actions(turn))
        assert game.state.event_card == upcoming[turn - 2]
        assert game.state.et_deck == upcoming[turn - 1 :]
        assert rules_logged(game, turn=turn)[:2] == ["A1a", "A5"]
    assert violations(game) == []


def test_a1a_other_events_are_ignored_in_tooth_and_claw(rules: RulesData) -> None:
    """A1a, A8b, A8d, A8e: basalt flood traps brings a crater, a collision, a climax and a reservoir
    event; tooth & claw plays none of them, so no disk appears and no craton moves."""
    table = Table(rules, ["green", "black"]).event(7)
    table.species("green", "archetype", basal="g").creeple("green", "archetype", "baltica:5")
    table.species("black", "archetype", basal="y").creeple("black", "archetype", "siberia:6")
    cratons = list(table.state.craton_order)
    game = table.game(EventPhase(), phase=Phase.EVENTS, then="actions")
    ignored = texts(game, "A8b")
    assert len(ignored) == 4
    for kind in ("crater", "collision", "climax", "reservoir"):
        assert any(kind in t for t in ignored)
    assert game.state.disks == {} and game.state.craton_order == cratons
    assert game.state.order == [GREEN, BLACK]
    assert game.decision is not None and game.decision.kind is DecisionKind.ACTION
    assert violations(game) == []


def test_a1e_event_rows_resolve_from_the_top_and_left_to_right(rules: RulesData) -> None:
    """A1e: the great dying shows metabolic radiation and crowd disease in its first row and a mutagen
    in its second; they happen in exactly that order."""
    table = Table(rules, ["black", "orange"]).event(8).dice(6, 6)
    table.species("black", "archetype", basal="b", cards=[Card(30, organs="y")])
    table.creeple("black", "archetype", "siberia:6")
    table.species("orange", "archetype", basal="g").creeple("orange", "archetype", "laurentia:4")
    game = table.game(EventPhase(), phase=Phase.EVENTS, then="actions")
    assert first_index(game, "D8") < first_index(game, "D9") < first_index(game, "A8b")
    # The radiation's forced loss came before the mutagen churned the Display.
    assert game.state.species(BLACK, Shape.ARCHETYPE).cards == []
    assert violations(game) == []


def test_a1f_fifth_et_card_ends_the_era(rules: RulesData) -> None:
    """A1f, A4c (R14): the turn that draws the era's fifth ET card moves the era card on, deals five new
    cards for era II from the fourteen standard ones, and awards fossils at the end of that turn only."""
    game = Game.new(rules, players=3, seed=7)
    play(game, in_actions(6))
    state = game.state
    assert state.era == 2 and state.era_ending
    assert len(state.et_deck) == 5 and COMET not in state.et_deck
    assert "A1f" in rules_logged(game, turn=6)
    assert not any(e.rule in ("I5a", "I5b") for e in state.log)
    play(game, in_actions(7))
    assert "I5a" in rules_logged(game, turn=6)
    assert not any(e.rule == "I5a" and e.turn != 6 for e in state.log)
    assert len(state.et_deck) == 4 and state.era == 2


def test_a1f_eras_last_card_is_resolved_in_the_old_era(rules: RulesData) -> None:
    """A1f, A8b: the era advances only after the fifth card's events, so a mutagen on era I's last card
    still rolls two dice (1 and 1, dark heart 1, the 6 is not rolled); then era II begins."""
    table = Table(rules, ["white", "green"]).et_deck(9, drawn=4).dice(1, 1, 6)
    table.species("white", "archetype", basal="y").creeple("white", "archetype", "gondwana:4")
    table.species("green", "archetype", basal="r").creeple("green", "archetype", "baltica:5")
    game = table.game(EventPhase(), phase=Phase.EVENTS, then="actions")
    assert game.state.dark_heart == 1
    assert any(t.startswith("Mutagen roll (2 dice)") for t in texts(game, "A8b"))
    assert game.state.era == 2 and game.state.era_ending and len(game.state.et_deck) == 5
    assert first_index(game, "A8b") < first_index(game, "A1f")
    assert violations(game) == []


def test_a6_standard_game_lasts_ten_et_cards_and_eleven_turns(rules: RulesData) -> None:
    """A6, A4c, A7 (R02): a standard game turns over ten ET cards on turns 2-11, ends with final
    scoring after turn 11 (era II) and awards era fossils only once, at the end of era I."""
    game = Game.new(rules, players=4, seed=13)
    play(game, lambda g: False)
    state = game.state
    assert game.over and state.phase is Phase.OVER
    assert state.turn == 11 and state.era == 2
    reveals = [e.turn for e in state.log if e.rule == "A1a"]
    assert reveals == list(range(2, 12))
    assert [e.turn for e in state.log if e.rule == "A6"] == [11]
    assert {e.turn for e in state.log if e.rule == "I5a"} == {6}
    assert set(state.scores) == {GREEN, ORANGE, BLACK, WHITE}
    assert state.winners
    assert violations(game) == []


def test_a6_game_goes_on_when_every_player_is_lazarus(rules: RulesData) -> None:
    """A6, I4c: after a mutagen wipes out every species the game does not stop: the action phase
    follows and the first player may resurrect."""
    table = Table(rules, ["black", "orange"]).dice(1, 1)
    table.species("black", "archetype", basal="yy").creeple("black", "archetype", "siberia:6")
    table.species("orange", "archetype", basal="rg").creeple("orange", "archetype", "laurentia:4")
    game = table.game(MutagenEvent(), phase=Phase.EVENTS, then="actions")
    assert all(p.lazarus for p in game.state.players)
    assert not game.over
    assert game.decision is not None and game.decision.kind is DecisionKind.ACTION
    assert game.decision.player is BLACK and "resurrect" in game.decision.keys
    assert violations(game) == []


@pytest.mark.parametrize(
    ("colours", "card", "expected"),
    [
        (["black", "orange", "green"], 6, [ORANGE, BLACK, GREEN]),
        (["green", "orange", "black", "white"], 1, [ORANGE, WHITE, GREEN, BLACK]),
        (["black", "white"], 4, [BLACK, WHITE]),
        (["white", "green"], 13, [WHITE, GREEN]),
    ],
)
def test_a5_player_order_from_the_et_card_icons(
    rules: RulesData, colours: list[str], card: int, expected: list[PlayerColour]
) -> None:
    """A5 (R04): the ET card's colour icons give the order, colours not in the game are skipped, and a
    player whose colour the card does not show comes last."""
    table = Table(rules, colours).event(card).dice(6, 6)
    for colour in colours:
        colour_enum = PlayerColour(colour)
        table.species(colour, "archetype", basal="b").creeple(colour, "archetype", START[colour_enum])
    game = table.game(EventPhase(), phase=Phase.EVENTS, then="actions")
    assert game.state.order == expected
    assert texts(game, "A5") == [f"Player order: {', '.join(c.value for c in expected)}."]
    assert game.decision is not None and game.decision.player is expected[0]


# -- A2 actions ------------------------------------------------------------------------


def _two_players(rules: RulesData, *, order: tuple[str, str] = ("orange", "black")) -> Table:
    table = Table(rules, ["black", "orange"]).order(*order)
    table.species("black", "archetype", basal="y").creeple("black", "archetype", "siberia:6")
    table.species("orange", "archetype", basal="r").creeple("orange", "archetype", "laurentia:4")
    return table


def test_a2_each_player_takes_two_actions_in_player_order(rules: RulesData) -> None:
    """A2, A2a, A2c, A8c: Orange, first in order, takes both his actions (here the same action twice)
    before Black may act, and then his turn is over without a third action."""
    game = _two_players(rules).game(phase=Phase.ACTIONS, then="actions")
    assert game.decision.player is ORANGE and "Choose an action (2 actions left)" in game.decision.prompt
    for _ in range(2):
        game.answer("populate")  # the species and the count are forced
        if game.decision.kind is not DecisionKind.ACTION:
            game.answer(game.decision.keys[0])
    orange = game.state.species(ORANGE, Shape.ARCHETYPE)
    assert orange.newborn == 2 and orange.unborn == 4
    assert game.decision.player is BLACK and game.decision.kind is DecisionKind.ACTION
    assert action_maximum(game, BLACK) == 2
    assert violations(game) == []


def test_a2d_display_refilled_after_each_players_actions(rules: RulesData) -> None:
    """A2d, E1e: a card bought leaves a gap that stays open for the rest of the buyer's actions; when he
    is done the row slides left and is refilled before the next player acts."""
    table = _two_players(rules).display(metabolic=[30, 45, 12, 8])
    game = table.game(phase=Phase.ACTIONS, then="actions")
    row = game.state.display[0]
    top = row.draw[0]
    game.answer("mutate")
    game.answer("metabolic:1")
    assert game.decision.player is ORANGE and game.decision.kind is DecisionKind.ACTION
    assert row.slots == [None, 45, 12, 8]
    game.answer("pass")
    assert game.decision.player is BLACK
    assert row.slots == [45, 12, 8, top]
    refreshed = first_index(game, "E1e")
    black_starts = max(i for i, e in enumerate(game.state.log) if e.rule == "A2" and "Black" in e.text)
    assert refreshed < black_starts
    assert violations(game) == []


# -- A3 dispersal ----------------------------------------------------------------------


def test_a3a_each_player_disperses_all_his_newborns_before_the_next(rules: RulesData) -> None:
    """A3, A3a: Black (first) places both his newborns, one mother and destination each, before Orange
    places any."""
    table = Table(rules, ["orange", "black"]).order("black", "orange")
    table.species("black", "archetype", basal="y", newborn=2).creeple("black", "archetype", "siberia:6")
    table.species("orange", "archetype", basal="r", newborn=2).creeple("orange", "archetype", "laurentia:4")
    game = table.game(phase=Phase.DISPERSAL, then="dispersal")
    assert game.decision.player is BLACK and game.decision.kind is DecisionKind.DESTINATION
    placing = (DecisionKind.NEWBORN, DecisionKind.MOTHER, DecisionKind.DESTINATION)
    while game.decision is not None and game.decision.kind in placing:
        game.answer(game.decision.keys[0])
    moves = [e.text.split("'")[0] for e in game.state.log if e.rule in ("F2", "F5")]
    assert moves == ["Black", "Black", "Orange", "Orange"]
    assert all(s.newborn == 0 for s in game.state.all_species())
    assert violations(game) == []


def test_a3b_newborn_contests_the_moment_it_arrives(rules: RulesData) -> None:
    """A3b, A8f, G5: Orange's newborn settles as herbivore where Black's archetype grazes; the contest is
    fought at once (no carnivore, so the green humidity niche decides) and Black is Endangered before
    Orange's next newborn moves."""
    table = Table(rules, ["black", "orange"]).order("orange", "black")
    table.species("black", "archetype", basal="ww").creeple("black", "archetype", "siberia:6")
    table.species("orange", "archetype", basal="g", newborn=2).creeple("orange", "archetype", "siberia:5")
    game = table.game(PlayerDispersal(ORANGE), phase=Phase.DISPERSAL, then="burials")
    assert game.decision.kind is DecisionKind.DESTINATION
    assert "siberia:6/herbivore" in game.decision.keys
    game.answer("siberia:6/herbivore")
    black = game.state.living(BLACK, Shape.ARCHETYPE)[0]
    assert black.endangered
    # Black's answer to the lost contest (G8) comes before Orange's second newborn moves.
    assert game.decision.kind is DecisionKind.TROPHIC_SHIFT and game.decision.player is BLACK
    game.answer("stay")
    assert game.decision.player is ORANGE
    assert game.decision.kind in (DecisionKind.MOTHER, DecisionKind.DESTINATION)
    contest = next(e for e in game.state.log if e.rule == "G5")
    assert "humidity green" in contest.text
    assert first_index(game, "F2") < first_index(game, "G5")
    assert violations(game) == []


# -- A4 burials and awards -------------------------------------------------------------


def test_a4a_endotherms_flee_in_player_order(rules: RulesData) -> None:
    """A4, A4a: Endangered endotherms (a white organ) may move to free levels before burials; the first
    player in order decides first."""
    table = Table(rules, ["black", "white"]).order("white", "black")
    table.species("black", "archetype", basal="w").creeple("black", "archetype", "siberia:6", endangered=True)
    table.species("white", "archetype", basal="w").creeple("white", "archetype", "gondwana:4", endangered=True)
    game = table.game(phase=Phase.BURIALS, then="burials")
    assert game.decision.kind is DecisionKind.ENDOTHERM and game.decision.player is WHITE
    assert "stay" in game.decision.keys and any(k.startswith("gondwana:") for k in game.decision.keys if k != "stay")
    game.answer("stay")
    assert game.decision.kind is DecisionKind.ENDOTHERM and game.decision.player is BLACK
    game.answer("stay")
    # Both stood alone, so both stand up at burial (I2b).
    assert not any(c.endangered for c in game.state.creeples)
    assert violations(game) == []


def test_a4b_remaining_endangered_are_buried_as_unborn(rules: RulesData) -> None:
    """A4b, I2: an Endangered herbivore under an upright rival it cannot eat is buried: it leaves the map
    and waits on its genotype as Unborn."""
    table = Table(rules, ["black", "white"])
    table.species("black", "archetype", basal="y")
    table.creeple("black", "archetype", "siberia:6", endangered=True).creeple("black", "archetype", "siberia:5")
    table.species("white", "flyer", genotype=27, genotype_organs="y", basal="r").creeple("white", "flyer", "siberia:6")
    game = table.game(phase=Phase.BURIALS, then="burials")
    black = game.state.species(BLACK, Shape.ARCHETYPE)
    assert [c.hex for c in game.state.living(BLACK, Shape.ARCHETYPE)] == ["siberia:5"]
    assert black.unborn == 6
    assert "I2" in rules_logged(game)
    assert violations(game) == []


def test_a4c_no_awards_in_an_ordinary_turn(rules: RulesData) -> None:
    """A4c: when the turn drew no era's last card, burials end the turn and the next turn begins
    without fossils or scores."""
    game = _two_players(rules).game(phase=Phase.BURIALS, then="burials")
    assert game.state.turn == 3
    assert all(p.fossils == 0 for p in game.state.players) and game.state.scores == {}


def test_a4c_fossil_awards_after_the_eras_last_card(rules: RulesData) -> None:
    """A4c, I5b: at the end of an era's last turn each player gains one fossil per player with a smaller
    population; then the next turn begins."""
    table = _two_players(rules)
    table.creeple("black", "archetype", "siberia:5").era_ends()
    game = table.game(phase=Phase.BURIALS, then="burials")
    assert game.state.player(BLACK).fossils == 1 and game.state.player(ORANGE).fossils == 0
    assert game.state.turn == 3 and not game.over
    assert violations(game) == []


def test_a4c_final_scoring_in_the_final_era(rules: RulesData) -> None:
    """A4c, A7: at the end of the final era's last turn the players score instead of taking era
    fossils, and the game is over."""
    table = _two_players(rules)
    table.creeple("black", "archetype", "siberia:5").era_ends(game=True)
    game = table.game(phase=Phase.BURIALS, then="burials")
    assert game.over and game.state.phase is Phase.OVER
    assert all(p.fossils == 0 for p in game.state.players)
    assert game.state.scores[BLACK]["population"] == 2 and game.state.winners == [BLACK]
    assert violations(game) == []


# -- A8 the tooth & claw game --------------------------------------------------------


def test_a8_tooth_and_claw_has_no_climate_disks_or_medea(rules: RulesData) -> None:
    """A8, A8c, A8e, A8g: the tooth & claw game uses no reservoirs, latitude strips or disks, nobody holds
    Medea, and the actions on offer never include resizing or claiming Medea."""
    game = Game.new(rules, players=4, seed=4)
    state = game.state
    assert state.reservoirs == {} and state.disks == {} and state.shelves == []
    assert not any(p.medea for p in state.players)
    offered: set[str] = set()
    for _ in range(30):
        if game.decision is None or game.state.turn > 3:
            break
        if game.decision.kind is DecisionKind.ACTION:
            offered.update(game.decision.keys)
        game.answer("pass" if "pass" in game.decision.keys else game.decision.keys[0])
    assert {"mutate", "populate", "pass"} <= offered
    assert not offered & {"resize", "medea", "claim_medea"}


def test_a8a_size_one_and_dispersal_points_from_blue_organs(rules: RulesData) -> None:
    """A8a: every species stays at size one; a newborn's dispersal points are one plus its blue organs,
    so a species without blue can only reach its mother's biome or a neighbour."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "archetype", basal="bb", newborn=1).creeple("black", "archetype", "siberia:6")
    table.species("orange", "archetype", basal="y", newborn=1).creeple("orange", "archetype", "laurentia:4")
    game = table.game(PlayerDispersal(ORANGE), PlayerDispersal(BLACK), phase=Phase.DISPERSAL, then="burials")
    assert all(s.size == 1 for s in game.state.all_species())
    assert game.decision.player is BLACK and "(3 DP)" in game.decision.prompt
    far = [k.split("/")[0] for k in game.decision.keys]
    assert any(h not in game.neighbours["siberia:6"] and h != "siberia:6" for h in far)
    game.answer(game.decision.keys[0])
    assert game.decision.player is ORANGE and "(1 DP)" in game.decision.prompt
    near = {k.split("/")[0] for k in game.decision.keys if k != STAY_UNBORN}
    assert near <= {"laurentia:4", *game.neighbours["laurentia:4"]}


@pytest.mark.parametrize(("era", "heart"), [(1, 1), (2, 6)])
def test_a8b_mutagen_rolls_one_die_more_than_the_era(rules: RulesData, era: int, heart: int) -> None:
    """A8b, D7a: the mutagen roll uses 1 + era dice and keeps the highest: with dice coming up 1, 1, 6
    era I rolls only the two ones (dark heart 1), era II rolls all three (dark heart 6)."""
    table = Table(rules, ["black", "orange"], era=era).dice(1, 1, 6)
    table.species("black", "archetype", basal="y").creeple("black", "archetype", "siberia:6")
    table.species("orange", "archetype", basal="r").creeple("orange", "archetype", "laurentia:4")
    game = table.game(MutagenEvent(), phase=Phase.EVENTS, then="actions")
    assert game.state.dark_heart == heart
    (roll,) = [t for t in texts(game, "A8b") if t.startswith("Mutagen roll")]
    assert roll.startswith(f"Mutagen roll ({era + 1} dice)")
    assert violations(game) == []


@pytest.mark.parametrize("card", [2, 11, 14])
def test_a8d_cratons_never_move(rules: RulesData, card: int) -> None:
    """A8d: collision, Pangea rift and polar wander events leave the supercontinent as it was."""
    table = Table(rules, ["green", "white"]).event(card).dice(6, 6)
    table.species("green", "archetype", basal="g").creeple("green", "archetype", "baltica:5")
    table.species("white", "archetype", basal="y").creeple("white", "archetype", "gondwana:4")
    before = (list(table.state.craton_order), dict(table.state.latitudes))
    game = table.game(EventPhase(), phase=Phase.EVENTS, then="actions")
    assert (game.state.craton_order, game.state.latitudes) == before
    assert any("ignored" in t for t in texts(game, "A8b"))
    assert violations(game) == []


def test_a8f_humidity_niche_is_always_green(rules: RulesData) -> None:
    """A8f, G5: with no carnivore present, the herbivore with more green organs wins; white organs,
    which would count in an arid Achterbahn latitude, do not help."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "archetype", basal="www").creeple("black", "archetype", "siberia:6")
    table.species("orange", "archetype", basal="g").creeple("orange", "archetype", "siberia:6")
    table.creeple("orange", "archetype", "siberia:5")
    game = table.game(phase=Phase.ACTIONS, then="actions")
    black, orange = (next(c for c in game.state.creeples_in("siberia:6") if c.colour is k) for k in (BLACK, ORANGE))
    result = herbivore_contest(game, "siberia:6", black, orange)
    assert result.rule == "G5" and result.loser is black
    assert "humidity green" in result.summary


def test_a8g_monsters_and_venom_are_not_used(rules: RulesData) -> None:
    """A8g: promoting escape reflex to its monster orientation only adds an ordinary red plus organ at
    size one; a venomous herbivore is still prey for an ordinary carnivore."""
    table = Table(rules, ["black", "orange"])
    table.species("black", "archetype", basal="y", cards=[Card(12, organs="r")])
    table.creeple("black", "archetype", "siberia:6")
    table.species("orange", "archetype", basal="r", cards=[Card(14, organs="r", orientation=1)])
    table.creeple("orange", "archetype", "siberia:5")
    table.species("black", "flyer", genotype=27, genotype_organs="y", basal="y")
    table.creeple("black", "flyer", "siberia:5", "carnivore")
    game = table.game(phase=Phase.ACTIONS, then="actions")
    assert rules.mutations[14].orientations[0].venom
    flyer = game.state.species(BLACK, Shape.FLYER)
    assert suitable_prey(game, flyer, "siberia:5") is not None
    assert game.decision.player is BLACK
    game.answer("promote")
    assert game.decision.kind is DecisionKind.ORIENTATION
    assert rules.mutations[12].orientations[0].monster
    game.answer("1")
    archetype = game.state.species(BLACK, Shape.ARCHETYPE)
    card = archetype.card(12)
    assert card.promoted and card.orientation == 0 and card.organs == [OrganColour.RED]
    assert archetype.size == 1
    assert violations(game) == []


def test_a8h_green_is_an_ordinary_species(rules: RulesData) -> None:
    """A8h (R25), A2a, D7a: Green gets two actions, may buy from the upper (metabolic) row, and is judged
    by the same dark heart as everyone in a mutagen."""
    game = Game.new(rules, players=[GREEN, ORANGE], seed=8)
    assert action_maximum(game, GREEN) == 2
    play(game, lambda g: g.decision.player is GREEN)
    game.answer("mutate")
    assert any(k.startswith("metabolic:") for k in game.decision.keys)

    table = Table(rules, ["green", "orange"]).dice(2, 1)
    table.species("green", "archetype", basal="ggg").creeple("green", "archetype", "baltica:5")
    table.species("orange", "archetype", basal="rr").creeple("orange", "archetype", "laurentia:4")
    game = table.game(MutagenEvent(), phase=Phase.EVENTS, then="actions")
    assert game.state.player(GREEN).find(Shape.ARCHETYPE) is None
    assert game.state.player(ORANGE).find(Shape.ARCHETYPE) is not None
    assert violations(game) == []


# -- B7 genetic drift ----------------------------------------------------------------


def _yellow_famine(rules: RulesData, *, plus: bool) -> Table:
    """All 25 yellow cubes on species; Black will buy gill slits (a yellow plus organ) for free."""
    table = Table(rules, ["black", "orange"]).order("black", "orange").display(metabolic=[24])
    table.species("black", "archetype", basal="yyyy").creeple("black", "archetype", "siberia:6")
    if plus:
        table.species("orange", "archetype", basal="y" * 10, cards=[Card(30, organs="y"), Card(46, organs="yy")])
        table.species("orange", "flyer", genotype=27, genotype_organs="y", basal="y" * 7)
    else:
        table.species("orange", "archetype", basal="y" * 12)
        table.species("orange", "flyer", genotype=27, basal="y" * 9)
    table.creeple("orange", "archetype", "laurentia:4").creeple("orange", "flyer", "laurentia:6")
    return table


def test_b7_genetic_drift_takes_a_plus_cube_first(rules: RulesData) -> None:
    """B7: the pool has no yellow cube left, so the buyer must take a yellow plus cube from a species on
    the map (an opponent's here); basal cubes are not offered while any plus cube exists."""
    table = _yellow_famine(rules, plus=True)
    game = table.game(phase=Phase.ACTIONS, then="actions")
    assert game.state.cube_pool[OrganColour.YELLOW] == 0
    game.answer("mutate")
    game.answer("metabolic:1")
    decision = game.decision
    assert decision.kind is DecisionKind.GENETIC_DRIFT and decision.player is BLACK and decision.rule == "B7"
    stolen = {"orange:archetype/card:30", "orange:archetype/card:46", "orange:flyer/genotype"}
    assert set(decision.keys) == stolen | {NO_DRIFT}
    game.answer("orange:flyer/genotype")
    assert game.state.species(ORANGE, Shape.FLYER).genotype_organs == []
    assert game.state.species(BLACK, Shape.ARCHETYPE).card(24).organs == [OrganColour.YELLOW]
    assert game.state.cube_pool[OrganColour.YELLOW] == 0
    assert any("Genetic drift" in t for t in texts(game, "B7"))
    assert violations(game) == []


def test_b7_genetic_drift_takes_basal_cubes_when_no_plus_cube_exists(rules: RulesData) -> None:
    """B7: with every yellow cube sitting as a basal organ, the buyer takes one from some species'
    genotype (involuntary neoteny)."""
    game = _yellow_famine(rules, plus=False).game(phase=Phase.ACTIONS, then="actions")
    game.answer("mutate")
    game.answer("metabolic:1")
    decision = game.decision
    assert decision.kind is DecisionKind.GENETIC_DRIFT
    assert all(k.endswith("/basal") for k in decision.keys if k != NO_DRIFT)
    assert "orange:flyer/basal" in decision.keys
    game.answer("orange:flyer/basal")
    assert game.state.species(ORANGE, Shape.FLYER).basal.count(OrganColour.YELLOW) == 8
    assert game.state.species(BLACK, Shape.ARCHETYPE).card(24).organs == [OrganColour.YELLOW]
    assert violations(game) == []


def test_b7_genetic_drift_on_promotion(rules: RulesData) -> None:
    """B7: a promotion needing a white cube when all ten are in use takes a white plus cube from another
    species; white basal cubes are not offered while plus cubes exist."""
    table = Table(rules, ["black", "orange"]).order("black", "orange")
    table.species("black", "archetype", basal="ww", cards=[Card(34, organs="y")])
    table.creeple("black", "archetype", "siberia:6")
    table.species(
        "orange",
        "archetype",
        basal="wwww",
        cards=[Card(35, organs="w", orientation=1), Card(37, organs="w", orientation=1)],
    )
    table.species("orange", "flyer", genotype=27, genotype_organs="y", basal="ww")
    table.creeple("orange", "archetype", "laurentia:4").creeple("orange", "flyer", "laurentia:6")
    game = table.game(phase=Phase.ACTIONS, then="actions")
    assert game.state.cube_pool[OrganColour.WHITE] == 0
    game.answer("promote")
    game.answer("1")  # fur -> its white-organ orientation
    assert game.decision.kind is DecisionKind.GENETIC_DRIFT and game.decision.player is BLACK
    assert set(game.decision.keys) == {"orange:archetype/card:35", "orange:archetype/card:37", NO_DRIFT}
    game.answer("orange:archetype/card:37")
    assert game.state.species(BLACK, Shape.ARCHETYPE).card(34).organs == [OrganColour.WHITE]
    assert game.state.species(ORANGE, Shape.ARCHETYPE).plus_organs == [OrganColour.WHITE]
    assert violations(game) == []


def test_b7_fossils_run_out(rules: RulesData) -> None:
    """B7, I4b: when the fossil pool is empty a species dying out leaves no fossil to take."""
    table = Table(rules, ["black", "orange"]).dice(1, 1).fossils("black", 16)
    table.species("black", "archetype", basal="y").creeple("black", "archetype", "siberia:6")
    table.species("black", "flyer", genotype=27, basal="rr").creeple("black", "flyer", "siberia:5")
    table.species("orange", "archetype", basal="g").creeple("orange", "archetype", "laurentia:4")
    game = table.game(MutagenEvent(), phase=Phase.EVENTS, then="actions")
    assert game.state.player(BLACK).find(Shape.FLYER) is None
    assert game.state.player(BLACK).fossils == 16 and game.state.fossil_pool == 0
    assert any("fossil pool is empty" in t for t in texts(game, "B7"))
    assert violations(game) == []


def test_b7_tool_only_while_one_is_left(rules: RulesData) -> None:
    """B7, J7: with three of the four tools already in use, a new curiosity emotion can claim only the
    stone (either side) or nothing."""
    table = Table(rules, ["black", "orange"]).order("black", "orange")
    table.species("black", "archetype", basal="b", cards=[Card(19, organs="r", orientation=1), Card(45, organs="y")])
    table.creeple("black", "archetype", "siberia:6")
    table.species("orange", "archetype", basal="g", tools=[("stick", 1), ("net", 1), ("diving_bell", 1)])
    table.creeple("orange", "archetype", "laurentia:4")
    game = table.game(phase=Phase.ACTIONS, then="actions")
    assert game.state.tools_available == ["stone"]
    game.answer("promote")
    game.answer("1")  # caudal vertebrae with its curiosity tail
    assert game.decision.kind is DecisionKind.PERSONALITY
    game.answer("19-45")
    assert game.decision.kind is DecisionKind.TOOL
    assert set(game.decision.keys) == {"none", "stone/1", "stone/2"}
    game.answer("stone/2")
    assert game.state.tools_available == []
    assert violations(game) == []


def test_b7_genetic_drift_takes_from_another_species(rules: RulesData) -> None:
    """B7: the missing cube comes from another species; the species that needs it cannot feed itself
    from its own other mutations."""
    table = Table(rules, ["black", "orange"]).order("black", "orange").display(metabolic=[24])
    table.species("black", "archetype", basal="yyyy", cards=[Card(30, organs="y")])
    table.creeple("black", "archetype", "siberia:6")
    table.species("orange", "archetype", basal="y" * 18, cards=[Card(46, organs="yy")])
    table.creeple("orange", "archetype", "laurentia:4")
    game = table.game(phase=Phase.ACTIONS, then="actions")
    assert game.state.cube_pool[OrganColour.YELLOW] == 0
    game.answer("mutate")
    game.answer("metabolic:1")
    # Orange's mutation holds the only other species' yellow plus cube: take it, or go without (B7 "may").
    assert game.decision.keys == ("orange:archetype/card:46", NO_DRIFT)
    game.answer("orange:archetype/card:46")
    black = game.state.species(BLACK, Shape.ARCHETYPE)
    assert black.card(30).organs == [OrganColour.YELLOW]
    assert black.card(24).organs == [OrganColour.YELLOW]
    assert game.state.species(ORANGE, Shape.ARCHETYPE).card(46).organs == [OrganColour.YELLOW]
    assert "Genetic drift: a yellow cube moves from Orange's archetype to Black's archetype." in texts(game, "B7")
    assert violations(game) == []


def test_b7_genetic_drift_may_be_declined(rules: RulesData) -> None:
    """B7 says the buyer *may* take the missing cube from another species: declining leaves the new card
    without its plus organ and every other species untouched."""
    table = _yellow_famine(rules, plus=True)
    game = table.game(phase=Phase.ACTIONS, then="actions")
    orange_before = game.state.species(ORANGE, Shape.ARCHETYPE).organs()
    game.answer("mutate")
    game.answer("metabolic:1")
    assert game.decision.option(NO_DRIFT) is not None
    game.answer(NO_DRIFT)
    assert game.state.species(BLACK, Shape.ARCHETYPE).card(24).organs == []
    assert game.state.species(ORANGE, Shape.ARCHETYPE).organs() == orange_before
    assert "No genetic drift: the yellow cube is not placed." in texts(game, "B7")
    assert violations(game) == []


# -- D7 mutagen --------------------------------------------------------------------------


def _black_example(rules: RulesData, *dice: int) -> Table:
    """D7 example: Black's archetype has 2 basal organs and 3 plus organs on three of our mutations
    (eyespot, air sacs, foregut fermentation); his flyer daughter (genotype wing buds) has 5 basal
    organs and no plus organ, its genotype's organ having been lost earlier."""
    table = Table(rules, ["black", "orange"], era=1).dice(*dice)
    table.species(
        "black", "archetype", basal="yy", cards=[Card(1, organs="r"), Card(30, organs="y"), Card(48, organs="g")]
    )
    table.creeple("black", "archetype", "siberia:6")
    table.species("black", "flyer", genotype=27, basal="rrggb")
    table.creeple("black", "flyer", "siberia:5").creeple("black", "flyer", "siberia:2")
    table.species("orange", "archetype", basal="g").creeple("orange", "archetype", "laurentia:4")
    return table


def test_d7_example_era_one_roll_of_one_and_two(rules: RulesData) -> None:
    """D7, D7a, I4: an era I roll of 1 and 2 gives a dark heart of 2. Black's archetype (2 basal + 3 plus)
    loses all three mutations; the flyer (5 basal) would have to lose a basal organ, so it dies out
    with its creeples killed outright, not left Endangered."""
    game = _black_example(rules, 1, 2).game(MutagenEvent(), phase=Phase.EVENTS, then="actions")
    assert game.state.dark_heart == 2
    assert game.decision.kind is DecisionKind.ATROPHY and game.decision.player is BLACK
    assert set(game.decision.keys) == {"card:1/red", "card:30/yellow", "card:48/green"}
    atrophy_until_done(game)
    state = game.state
    archetype = state.species(BLACK, Shape.ARCHETYPE)
    assert archetype.cards == [] and archetype.basal == [OrganColour.YELLOW] * 2
    assert state.player(BLACK).find(Shape.FLYER) is None
    assert state.living(BLACK, Shape.FLYER) == [] and not any(c.endangered for c in state.creeples)
    assert state.player(BLACK).reserve[Shape.FLYER] == 7
    assert state.player(BLACK).fossils == 1 and not state.player(BLACK).lazarus
    assert {1, 30, 27} <= set(state.display[0].discard) and 48 in state.display[1].discard
    assert any("over a heart limit of 2" in t and "basal" in t for t in texts(game, "D7"))
    assert game.decision.kind is DecisionKind.ACTION
    assert violations(game) == []


def test_d7_example_snake_eyes_makes_black_lazarus(rules: RulesData) -> None:
    """D7, I4c: had the roll been snake eyes (dark heart 1), both of Black's species would lose a basal
    organ and die out, and Black would be a Lazarus."""
    game = _black_example(rules, 1, 1).game(MutagenEvent(), phase=Phase.EVENTS, then="actions")
    state = game.state
    black = state.player(BLACK)
    assert state.dark_heart == 1
    assert black.species == [] and black.lazarus and black.archetype_stored
    assert black.fossils == 2
    assert not any(c.colour is BLACK for c in state.creeples)
    assert "I4c" in rules_logged(game)
    assert state.player(ORANGE).find(Shape.ARCHETYPE) is not None
    assert violations(game) == []


def test_d7_example_archetype_dies_and_flyer_loses_its_plus_organs(rules: RulesData) -> None:
    """D7 (D7b example adapted to tooth & claw): with a dark heart of 2, Orange's archetype with 3 basal
    organs dies out, while his flyer with 2 basal and 3 plus organs loses all three plus organs. The
    flyer's cards are picked from our set: dispersal polymorphism as genotype (its blue plus organ),
    chemoreceptors (red) and ink sac (green)."""
    table = Table(rules, ["orange", "black"], era=1).dice(2, 1)
    table.species("orange", "archetype", basal="rgb").creeple("orange", "archetype", "laurentia:4")
    table.species(
        "orange",
        "flyer",
        genotype=72,
        genotype_organs="b",
        basal="yy",
        cards=[Card(8, organs="r"), Card(57, organs="g")],
    )
    table.creeple("orange", "flyer", "laurentia:6")
    table.species("black", "archetype", basal="y").creeple("black", "archetype", "siberia:6")
    game = table.game(MutagenEvent(), phase=Phase.EVENTS, then="actions")
    assert game.state.player(ORANGE).find(Shape.ARCHETYPE) is None
    assert game.decision.kind is DecisionKind.ATROPHY
    assert set(game.decision.keys) == {"genotype/blue", "card:8/red", "card:57/green"}
    atrophy_until_done(game)
    flyer = game.state.species(ORANGE, Shape.FLYER)
    assert flyer.plus_organs == [] and flyer.cards == [] and flyer.basal == [OrganColour.YELLOW] * 2
    assert flyer.genotype == 72  # the genotype card stays, only its cube is lost
    assert game.state.player(ORANGE).archetype_stored and not game.state.player(ORANGE).lazarus
    assert violations(game) == []


def test_d7_mutagen_churns_the_eight_dealt_display_cards(rules: RulesData) -> None:
    """D7: the eight dealt Display cards are discarded and eight new ones dealt from the decks; the
    cards on top of the decks (position 5) are not discarded."""
    table = Table(rules, ["black", "orange"]).dice(6, 6)
    before = [(list(r.slots), list(r.draw)) for r in table.state.display]
    game = table.game(MutagenEvent(), phase=Phase.EVENTS, then="actions")
    for row, (slots, draw) in zip(game.state.display, before, strict=True):
        assert not set(slots) & set(row.slots + row.draw + row.discard)
        assert row.removed == slots  # D7: discarded from the game, never to be dealt again
        assert row.slots == draw[:4]
        assert row.card_at(4) == draw[4]
    assert first_index(game, "D7") < first_index(game, "A8b")
    assert violations(game) == []


def test_d7_churned_cards_never_come_back_when_a_deck_is_rebuilt(rules: RulesData) -> None:
    """D7, E1e: with the metabolic deck down to two cards and one ordinary discard, a mutagen deals the
    two, rebuilds the deck from the discard alone and leaves the row short; the churned cards stay out."""
    table = Table(rules, ["black", "orange"]).dice(6, 6)
    row = table.state.display[0]
    churned = list(row.slots)
    keep, discarded = row.draw[:2], row.draw[2]
    table.mutation_piles("metabolic", draw=keep, discard=[discarded], removed=[*row.removed, *row.draw[3:]])
    game = table.game(MutagenEvent(), phase=Phase.EVENTS, then="actions")
    row = game.state.display[0]
    assert row.slots == [*keep, discarded, None] and row.draw == []
    assert not set(churned) & set(row.slots + row.draw + row.discard)
    assert set(churned) <= set(row.removed)
    assert violations(game) == []


def test_d7a_one_roll_sets_the_limit_for_everyone(rules: RulesData) -> None:
    """D7a: one mutagen roll (dark heart 3) is used for every player's species."""
    table = Table(rules, ["black", "orange", "white"]).dice(3, 2)
    table.species("black", "archetype", basal="yyy").creeple("black", "archetype", "siberia:6")
    table.species("orange", "archetype", basal="rrrr").creeple("orange", "archetype", "laurentia:4")
    table.species("white", "archetype", basal="gg", cards=[Card(48, organs="g"), Card(30, organs="y")])
    table.creeple("white", "archetype", "gondwana:4")
    game = table.game(MutagenEvent(), phase=Phase.EVENTS, then="actions")
    assert len([t for t in texts(game, "A8b") if t.startswith("Mutagen roll")]) == 1
    assert game.state.player(BLACK).find(Shape.ARCHETYPE) is not None
    assert game.state.player(ORANGE).find(Shape.ARCHETYPE) is None
    assert game.decision.kind is DecisionKind.ATROPHY and game.decision.player is WHITE
    game.answer("card:30/yellow")
    assert game.state.species(WHITE, Shape.ARCHETYPE).plus_organs == [OrganColour.GREEN]
    assert violations(game) == []


def test_d7d_example_white_organ_shield(rules: RulesData) -> None:
    """D7d (the white-cube species of the D7 examples): each white organ raises the species' heart limit
    by two, so with a dark heart of 2 a species of 4 basal organs including one white is unharmed, while
    one with 4 non-white basal organs dies out."""
    table = Table(rules, ["black", "orange"]).dice(2, 2)
    table.species("black", "archetype", basal="yyrw").creeple("black", "archetype", "siberia:6")
    table.species("orange", "archetype", basal="yyrr").creeple("orange", "archetype", "laurentia:4")
    table.creeple("orange", "archetype", "laurentia:6")
    game = table.game(MutagenEvent(), phase=Phase.EVENTS, then="actions")
    assert game.state.species(BLACK, Shape.ARCHETYPE).basal.count(OrganColour.WHITE) == 1
    assert len(game.state.species(BLACK, Shape.ARCHETYPE).basal) == 4
    assert game.state.player(ORANGE).find(Shape.ARCHETYPE) is None
    assert violations(game) == []


def test_d7d_white_organ_lost_during_the_mutagen_still_shields(rules: RulesData) -> None:
    """D7d: the shield is counted when the event strikes; losing the white organ during that mutagen
    lowers the limit only afterwards. With a dark heart of 2, a species of 3 basal organs and 3 plus
    organs (one white) has a limit of 4 and loses exactly two, even if the white goes first."""
    table = Table(rules, ["black", "orange"]).dice(2, 1)
    table.species(
        "black",
        "archetype",
        basal="yyy",
        cards=[Card(34, organs="w", orientation=1), Card(1, organs="r"), Card(8, organs="r")],
    )
    table.creeple("black", "archetype", "siberia:6")
    table.species("orange", "archetype", basal="g").creeple("orange", "archetype", "laurentia:4")
    game = table.game(MutagenEvent(), phase=Phase.EVENTS, then="actions")
    assert "card:34/white" in game.decision.keys
    game.answer("card:34/white")
    atrophy_until_done(game)
    archetype = game.state.species(BLACK, Shape.ARCHETYPE)
    assert len(archetype.basal) == 3 and archetype.plus_organs == [OrganColour.RED]
    assert game.decision.kind is DecisionKind.ACTION
    assert violations(game) == []


def test_d7g_atrophy_choices_in_player_order(rules: RulesData) -> None:
    """D7g, A5, R04: C.A.M.P. puts Black first (Orange, not shown on it, last), so Black chooses his
    mutagen losses before Orange does, whatever the seating."""
    table = Table(rules, ["orange", "black"]).event(3).dice(3, 1)
    table.species("orange", "archetype", basal="yy", cards=[Card(8, organs="r"), Card(24, organs="y")])
    table.creeple("orange", "archetype", "laurentia:4")
    table.species("black", "archetype", basal="yy", cards=[Card(1, organs="r"), Card(30, organs="y")])
    table.creeple("black", "archetype", "siberia:6")
    game = table.game(EventPhase(), phase=Phase.EVENTS, then="actions")
    assert game.state.order == [BLACK, ORANGE]
    assert game.decision.kind is DecisionKind.ATROPHY and game.decision.player is BLACK
    game.answer("card:1/red")
    assert game.decision.kind is DecisionKind.ATROPHY and game.decision.player is ORANGE
    game.answer("card:24/yellow")
    assert game.state.species(BLACK, Shape.ARCHETYPE).plus_organs == [OrganColour.YELLOW]
    assert game.state.species(ORANGE, Shape.ARCHETYPE).plus_organs == [OrganColour.RED]
    assert violations(game) == []


# -- D8 radiation ----------------------------------------------------------------------


def _radiation(rules: RulesData, card: int, colours: list[str], **species: list[Card]) -> Game:
    table = Table(rules, colours).event(card).dice(6, 6)
    for colour in colours:
        cards = species.get(colour, [])
        table.species(colour, "archetype", basal="b", cards=cards)
        table.creeple(colour, "archetype", START[PlayerColour(colour)])
    return table.game(EventPhase(), phase=Phase.EVENTS, then="actions")


def test_d8_radiation_offers_only_plus_organs_of_its_colours(rules: RulesData) -> None:
    """D8: metabolic radiation costs each species one red or yellow plus organ of the owner's choice;
    green plus organs and basal organs are not on offer."""
    game = _radiation(
        rules,
        4,
        ["orange", "black"],
        orange=[Card(1, organs="r"), Card(46, organs="yy"), Card(48, organs="g")],
    )
    assert game.decision.kind is DecisionKind.ATROPHY and game.decision.rule == "D8"
    assert set(game.decision.keys) == {"card:1/red", "card:46/yellow"}
    game.answer("card:46/yellow")
    orange = game.state.species(ORANGE, Shape.ARCHETYPE)
    assert sorted(orange.plus_organs) == sorted([OrganColour.RED, OrganColour.YELLOW, OrganColour.GREEN])
    assert orange.basal == [OrganColour.BLUE]
    assert violations(game) == []


def test_d8a_mutation_losing_its_last_plus_organ_is_discarded(rules: RulesData) -> None:
    """D8a: a mutation left without plus organs goes to its deck's discards; one that keeps an organ
    stays in the tableau."""
    game = _radiation(rules, 4, ["orange", "black"], orange=[Card(1, organs="r"), Card(46, organs="yy")])
    game.answer("card:1/red")
    orange = game.state.species(ORANGE, Shape.ARCHETYPE)
    assert [c.number for c in orange.cards] == [46]
    assert 1 in game.state.display[0].discard
    assert "D8a" in rules_logged(game)
    assert violations(game) == []


def test_d8a_personality_card_stays_as_a_cheshire_cat(rules: RulesData) -> None:
    """D8a, J6g: a personality card that loses its last plus organ stays in the tableau."""
    cards = [Card(1, organs="r", orientation=1), Card(22, organs="r", orientation=1)]
    table = Table(rules, ["orange", "black"]).event(4).dice(6, 6)
    table.species("orange", "archetype", basal="b", cards=cards, personality=[1, 22])
    table.creeple("orange", "archetype", "laurentia:4")
    table.species("black", "archetype", basal="b").creeple("black", "archetype", "siberia:6")
    game = table.game(EventPhase(), phase=Phase.EVENTS, then="actions")
    game.answer("card:1/red")
    orange = game.state.species(ORANGE, Shape.ARCHETYPE)
    assert [c.number for c in orange.cards] == [1, 22] and orange.card(1).organs == []
    assert "J6g" in rules_logged(game)
    assert violations(game) == []


def test_d8c_species_without_those_colours_is_immune(rules: RulesData) -> None:
    """D8c: Darwinian radiation leaves a species with only red and yellow plus organs untouched, and a
    promoted card with no plus organs can never be lost."""
    game = _radiation(
        rules,
        9,
        ["white", "black"],
        white=[Card(1, organs="r"), Card(30, organs="y")],
        black=[Card(4, orientation=1), Card(48, organs="g")],
    )
    white = game.state.species(WHITE, Shape.ARCHETYPE)
    black = game.state.species(BLACK, Shape.ARCHETYPE)
    assert [c.number for c in white.cards] == [1, 30]
    assert [c.number for c in black.cards] == [4]  # the green one was forced, the organless one stays
    assert any("White's archetype" in t and "immune" in t for t in texts(game, "D8c"))
    assert violations(game) == []


def test_d8d_radiation_choices_in_player_order(rules: RulesData) -> None:
    """D8d, A5: hypercapnia lists Orange before Black, so Orange picks his radiation loss first."""
    game = _radiation(
        rules,
        4,
        ["black", "orange"],
        black=[Card(1, organs="r"), Card(30, organs="y")],
        orange=[Card(8, organs="r"), Card(24, organs="y")],
    )
    assert game.state.order == [ORANGE, BLACK]
    assert game.decision.player is ORANGE
    game.answer("card:8/red")
    assert game.decision.player is BLACK and game.decision.kind is DecisionKind.ATROPHY
    game.answer("card:30/yellow")
    assert violations(game) == []


def test_d8_example_hypercapnia(rules: RulesData) -> None:
    """D8 example: hypercapnia brings metabolic radiation; an archetype with two blue basal organs and a
    single yellow plus organ has no choice: the yellow organ goes, and its mutation with it."""
    table = Table(rules, ["green", "orange"]).event(4)
    table.species("green", "archetype", basal="bb", cards=[Card(30, organs="y")])
    table.creeple("green", "archetype", "baltica:5")
    table.species("orange", "archetype", basal="g").creeple("orange", "archetype", "laurentia:4")
    game = table.game(EventPhase(), phase=Phase.EVENTS, then="actions")
    green = game.state.species(GREEN, Shape.ARCHETYPE)
    assert green.cards == [] and green.basal == [OrganColour.BLUE, OrganColour.BLUE]
    assert 30 in game.state.display[0].discard
    assert any("reservoir" in t for t in texts(game, "A8b"))
    assert game.decision.kind is DecisionKind.ACTION
    assert violations(game) == []


# -- D9 crowd disease ------------------------------------------------------------------


def test_d9_example_crowd_disease(rules: RulesData) -> None:
    """D9 example: White's archetypes (5 on the map) tie with Orange's archetypes and Orange's
    carnivorous flyers (5 each). White, first in order, loses 2 and picks two hunted by the flyers,
    which become Endangered; Orange then loses 2 of each species and picks those two Endangered
    flyers."""
    white_hexes = ["gondwana:0", "gondwana:1", "gondwana:3", "gondwana:4", "gondwana:6"]
    orange_hexes = ["laurentia:0", "laurentia:1", "laurentia:2", "laurentia:4", "laurentia:5"]
    table = Table(rules, ["orange", "white"]).event(5)
    table.species("white", "archetype", basal="g")
    table.species("orange", "archetype", basal="r")
    table.species("orange", "flyer", genotype=27, genotype_organs="y", basal="r")
    for hex_id in white_hexes:
        table.creeple("white", "archetype", hex_id)
    for hex_id in orange_hexes:
        table.creeple("orange", "archetype", hex_id)
    for hex_id in white_hexes[:3] + orange_hexes[:2]:
        table.creeple("orange", "flyer", hex_id, "carnivore")
    game = table.game(EventPhase(), phase=Phase.EVENTS, then="actions")
    state = game.state
    assert state.order == [WHITE, ORANGE]
    assert any("5 creeples" in t for t in texts(game, "D9"))

    assert game.decision.kind is DecisionKind.CULL and game.decision.player is WHITE
    assert "2 to go" in game.decision.prompt
    for hex_id in white_hexes[:2]:
        game.answer(f"{hex_id}/herbivore")
    hunted = [c for c in state.creeples if c.shape is Shape.FLYER and c.endangered]
    assert sorted(c.hex for c in hunted) == sorted(white_hexes[:2])

    assert game.decision.player is ORANGE
    shapes_culled = []
    spared = iter(f"{h}/herbivore" for h in orange_hexes[2:])  # archetypes no flyer depends on
    while game.decision.kind is DecisionKind.CULL:
        if "flyer" in game.decision.prompt:
            shapes_culled.append("flyer")
            endangered = [k for k in game.decision.keys if k.endswith("/endangered")]
            game.answer(endangered[0])
        else:
            shapes_culled.append("archetype")
            game.answer(next(spared))
    assert shapes_culled.count("flyer") == 2 and shapes_culled.count("archetype") == 2
    assert len(state.living(WHITE, Shape.ARCHETYPE)) == 3
    assert len(state.living(ORANGE, Shape.ARCHETYPE)) == 3
    flyers = state.living(ORANGE, Shape.FLYER)
    assert len(flyers) == 3 and not any(c.endangered for c in flyers)
    assert state.species(ORANGE, Shape.FLYER).unborn == 4
    assert violations(game) == []


def test_d9_endangered_count_and_half_is_rounded_down(rules: RulesData) -> None:
    """D9: Endangered creeples count towards the most populous species; it loses half rounded down
    (5 -> 2), killed outright to its Unborn, while the runner-up with 4 is spared."""
    table = Table(rules, ["black", "white"]).event(13)
    table.species("black", "archetype", basal="y")
    for hex_id in ("siberia:0", "siberia:1", "siberia:2"):
        table.creeple("black", "archetype", hex_id)
    for hex_id in ("siberia:5", "siberia:6"):
        table.creeple("black", "archetype", hex_id, endangered=True)
    table.species("white", "archetype", basal="g")
    for hex_id in ("gondwana:0", "gondwana:1", "gondwana:3", "gondwana:4"):
        table.creeple("white", "archetype", hex_id)
    game = table.game(EventPhase(), phase=Phase.EVENTS, then="actions")
    assert game.decision.kind is DecisionKind.CULL and game.decision.player is BLACK
    assert "siberia:5/herbivore/endangered" in game.decision.keys
    game.answer("siberia:0/herbivore")
    game.answer("siberia:1/herbivore")
    state = game.state
    assert sorted(c.hex for c in state.living(BLACK, Shape.ARCHETYPE)) == ["siberia:2", "siberia:5", "siberia:6"]
    assert state.species(BLACK, Shape.ARCHETYPE).unborn == 4
    assert len(state.living(WHITE, Shape.ARCHETYPE)) == 4
    assert game.decision.kind is DecisionKind.ACTION
    assert violations(game) == []


def test_d9_tied_species_choose_in_player_order(rules: RulesData) -> None:
    """D9, A5: when two species tie for most populous both suffer, and the first player in order (here
    Orange, per fungal spike) chooses his dead first; 3 creeples lose 1."""
    table = Table(rules, ["black", "orange"]).event(13)
    table.species("black", "archetype", basal="y")
    table.species("orange", "archetype", basal="r")
    for hex_id in ("siberia:0", "siberia:1", "siberia:2"):
        table.creeple("black", "archetype", hex_id)
    for hex_id in ("laurentia:0", "laurentia:1", "laurentia:2"):
        table.creeple("orange", "archetype", hex_id)
    game = table.game(EventPhase(), phase=Phase.EVENTS, then="actions")
    assert game.state.order == [ORANGE, BLACK]
    assert game.decision.kind is DecisionKind.CULL and game.decision.player is ORANGE
    assert "1 to go" in game.decision.prompt
    game.answer("laurentia:2/herbivore")
    assert game.decision.kind is DecisionKind.CULL and game.decision.player is BLACK
    game.answer("siberia:0/herbivore")
    assert len(game.state.living(ORANGE, Shape.ARCHETYPE)) == 2
    assert len(game.state.living(BLACK, Shape.ARCHETYPE)) == 2
    assert violations(game) == []

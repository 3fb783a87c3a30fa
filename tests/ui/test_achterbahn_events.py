"""The Achterbahn turn on screen: both event cards and what each event did, the climate ledger, the Medea's
hand-off, monsters and venom in the tableau, and the horror plant on the Display.

The positions are built with ``Table(..., mode=ACHTERBAHN)``. The event phase below draws fungal
spike (#13: a green disk from the continents to the Oxygen, then crowd disease) and the biosphere card
wetlands eutrophication (#34) with only 5 green disks on the Oxygen: its two microbe events are
cancelled (D10c), as the first event left 6 green disks on the Oxygen, and its last one asks the Medea
(Orange) which sea takes a green disk.

Regenerate the snapshot after a deliberate change with
``pytest tests/ui/test_achterbahn_events.py --snapshot-update``.
"""

from __future__ import annotations

import io
from typing import Any

from rich.console import Console
from textual.pilot import Pilot
from textual.widgets import Static

from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import DiskColour, OrganColour, PlayerColour
from megafauna_tui.rules import climate
from megafauna_tui.rules.actions import PlayerTurn
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.scenario import Card, Table
from megafauna_tui.rules.state import GameMode, Phase
from megafauna_tui.savefile import Seat
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.screens.game import GameScreen
from megafauna_tui.ui.screens.handoff import HandoffScreen
from megafauna_tui.ui.screens.ledger import LedgerScreen
from megafauna_tui.ui.widgets.event_area import EventArea
from megafauna_tui.ui.widgets.mutation_display import MutationDisplay
from megafauna_tui.ui.widgets.tableau import Tableau
from tests.ui.conftest import enter_game, screen_text

WIDE = (160, 45)
FUNGAL_SPIKE, WETLANDS_EUTROPHICATION = 13, 34
NAMES = {"black": "Ada", "orange": "Bo", "green": "Cy"}
CUD_CHEWING = 48  # orientation 1: a green monster, max size 6
TOXIC_LATEX = 47  # orientation 1: venomous
EYESPOT, PHOTOTROPISM, AIR_SACS, SUCCULENT_TISSUE, CHEMORECEPTORS = 1, 15, 30, 33, 8  # 15 and 33: horror plant


def app_on(game: Game) -> MegafaunaApp:
    seats = [Seat(p.colour.value, NAMES[p.colour.value], None) for p in game.state.players]
    return MegafaunaApp(bot_delay=0, autosave=False, session=Session(game.data, game, seats))


def game_screen(app: MegafaunaApp) -> GameScreen:
    return next(s for s in app.screen_stack if isinstance(s, GameScreen))


def eutrophication(rules: RulesData) -> Game:
    """Black and Orange (who holds the Medea, C1d); the event phase of fungal spike and wetlands
    eutrophication, with 5 green disks on the Oxygen (6 once fungal spike has sent it one): the other
    nine bloom on the north shelves and grow five forests on weeds, no sea among them."""
    table = Table(rules, ["black", "orange"], seed=3, mode=GameMode.ACHTERBAHN)
    table.species("black", "archetype").creeple("black", "archetype", "siberia:1")
    table.species("orange", "archetype").creeple("orange", "archetype", "laurentia:4")
    table.event(FUNGAL_SPIKE).biosphere(WETLANDS_EUTROPHICATION)
    for craton in ("siberia", "laurentia", "gondwana", "baltica"):
        table.move_disks(DiskColour.GREEN, climate.OXYGEN, f"{craton}:north")
    for forest in ("siberia:2", "laurentia:2", "gondwana:1", "baltica:3", "baltica:4"):
        table.move_disks(DiskColour.GREEN, climate.OXYGEN, forest)
    return table.order("orange", "black").play(FUNGAL_SPIKE, WETLANDS_EUTROPHICATION, then="actions")


def ledger_text(screen: LedgerScreen) -> str:
    """The ledger as drawn in its box, one line of text per line on screen."""
    body = screen.query_one("#ledger-body", Static)
    console = Console(width=body.size.width, file=io.StringIO(), record=True, color_system=None)
    console.print(body.content)
    return console.export_text()


def area_text(app: MegafaunaApp) -> str:
    return game_screen(app).query_one(EventArea).text.plain


async def test_the_event_area_shows_both_cards_and_an_event_a_gate_cancelled(rules: RulesData) -> None:
    game = eutrophication(rules)
    source = game.decision
    assert source is not None and source.kind is DecisionKind.MEDEA_SOURCE  # D12: which forest gives it
    app = app_on(game)
    async with app.run_test(size=WIDE) as pilot:
        await enter_game(pilot)
        text = area_text(app)
        assert "ET 13 fungal spike" in text and "Bio 34 wetlands eutrophication (goldilocks)" in text
        assert "1 ▸ green land→O2" in text  # being resolved: the Medea picks a forest
        assert "2 · crowd disease" in text and "1 · green shelf→O2 [if microbes]" in text  # still to come

        await pilot.press("1")  # the Medea takes the first forest's green disk (D12)
        await pilot.pause()
        decision = game.decision
        assert decision is not None and decision.kind is DecisionKind.MEDEA_PLACE
        lines = area_text(app).splitlines()
        assert any(line.startswith("1 ✓ green land→O2 (1 disk): D10 Liberated a green disk") for line in lines)
        assert any(line.startswith("2 ✓ crowd disease: D9") for line in lines)
        # Both microbe events of the biosphere card: cancelled, and why (D10c).
        cancelled = [line for line in lines if "✗" in line]
        assert cancelled == [
            "1 ✗ green shelf→O2: D10c it needs microbes, and only more than 6 green disks on the Oxygen allow them (D10c).",
            "  ✗ black land→Atm: D10c it needs microbes, and only more than 6 green disks on the Oxygen allow them (D10c).",
        ]
        assert "2 ▸ green O2→land (sea)" in lines
        screen = screen_text(app)
        assert "Bio 34 wetlands eutrophication" in screen and "1 ✗ green shelf→O2: D10c it needs microbes" in screen


async def test_the_ledger_lists_every_disk_the_events_moved(rules: RulesData) -> None:
    game = eutrophication(rules)
    app = app_on(game)
    async with app.run_test(size=WIDE) as pilot:
        await enter_game(pilot)
        await pilot.press("1")  # the first forest's green disk goes to the Oxygen (D12)
        await pilot.pause()
        sea = game.decision
        assert sea is not None and sea.kind is DecisionKind.MEDEA_PLACE
        assert all(o.label.startswith("sea ") and " becomes a forest" in o.label for o in sea.options)
        await pilot.press("1")  # the sea that takes the green disk (D10)
        await pilot.pause()
        assert game.state.phase is Phase.ACTIONS
        moves = game.state.disk_moves
        assert len(moves) == 2

        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)
        text = ledger_text(app.screen)
        assert f"Turn {game.state.turn}: disks moved this turn (B7, D10)" in text
        for number, move in enumerate(moves, start=1):
            source = move.source.capitalize() if move.source in climate.RESERVOIRS else move.source
            destination = move.destination.capitalize() if move.destination in climate.RESERVOIRS else move.destination
            row = f"{number} │ "
            assert row in text
            line = next(line for line in text.splitlines() if line.strip().startswith(row))
            assert f"g green │ {source}" in line and f"→ │ {destination}" in line and move.rule in line
        assert "ET row 1: green land→O2" in text and "Bio row 2: green O2→land (sea)" in text
        assert "What each event did (A1e)" in text and "✗ reservoir" not in text
        assert "— cancelled" in text and "it needs microbes" in text

        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


async def test_the_ledger_key_and_command_are_there_only_in_the_achterbahn_game(rules: RulesData) -> None:
    app = app_on(eutrophication(rules))
    async with app.run_test(size=WIDE) as pilot:
        await enter_game(pilot)
        assert "c Ledger" in screen_text(app)
        commands = [c.title for c in app.get_system_commands(app.screen)]
        assert "Climate ledger" in commands
    tooth_and_claw = Table(rules, ["black", "orange"], seed=3)
    tooth_and_claw.species("black", "archetype").species("orange", "archetype")
    app = app_on(tooth_and_claw.game(PlayerTurn(PlayerColour.BLACK, 2)))
    async with app.run_test(size=WIDE) as pilot:
        await enter_game(pilot)
        assert "Ledger" not in screen_text(app)
        assert "Climate ledger" not in [c.title for c in app.get_system_commands(app.screen)]
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


def medea_after_black(rules: RulesData) -> Game:
    """Black has just acted; the Medea (Orange) must now say where the degassed black disk goes (D12)."""
    from megafauna_tui.rules.disks import MoveDisk

    table = Table(rules, ["black", "orange"], seed=3, mode=GameMode.ACHTERBAHN)
    table.species("black", "archetype").creeple("black", "archetype", "siberia:1")
    table.species("orange", "archetype").creeple("orange", "archetype", "laurentia:4")
    return table.game(
        PlayerTurn(PlayerColour.ORANGE, 2),
        MoveDisk(DiskColour.BLACK, climate.ATMOSPHERE, "offshore", "D12", "the degassing"),
        PlayerTurn(PlayerColour.BLACK, 1),
        then=None,
    )


async def pass_to_black_then_end_his_action(pilot: Pilot[None]) -> None:
    await enter_game(pilot)  # Black's hand-off, then his one action
    screen = game_screen(pilot.app)  # type: ignore[arg-type]
    decision = screen.decision
    assert decision is not None and decision.player is PlayerColour.BLACK
    end = next(o.key for o in decision.options if o.label.startswith("end"))
    screen.answer(end)
    await pilot.pause()


async def test_a_medea_hand_off_names_the_holder_and_the_question(rules: RulesData) -> None:
    game = medea_after_black(rules)
    app = app_on(game)
    async with app.run_test(size=WIDE) as pilot:
        await pass_to_black_then_end_his_action(pilot)
        decision = game.decision
        assert decision is not None and decision.kind is DecisionKind.MEDEA_PLACE
        assert decision.player is PlayerColour.ORANGE
        assert isinstance(app.screen, HandoffScreen)
        text = screen_text(app)
        assert "Pass the keyboard to" in text and "Bo" in text
        assert "Bo holds the Medea (E8):" in text
        assert "Medea: where does the black disk of the degassing go?" in text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


def test_medea_hand_off_snapshot(snap_compare: Any, rules: RulesData) -> None:
    assert snap_compare(
        app_on(medea_after_black(rules)), terminal_size=WIDE, run_before=pass_to_black_then_end_his_action
    )


async def test_the_tableau_shows_a_size_3_monster_and_venom(rules: RulesData) -> None:
    table = Table(rules, ["green", "orange"], seed=3, mode=GameMode.ACHTERBAHN)
    monster = Card(CUD_CHEWING, "g", orientation=1, monster=True)
    table.species("green", "archetype", size=3, basal="ryb", cards=[monster])
    table.creeple("green", "archetype", "baltica:5")
    table.species("orange", "archetype", cards=[Card(TOXIC_LATEX, orientation=1)])
    table.creeple("orange", "archetype", "laurentia:4")
    game = table.game(PlayerTurn(PlayerColour.ORANGE, 2), PlayerTurn(PlayerColour.GREEN, 2))
    app = app_on(game)
    async with app.run_test(size=WIDE) as pilot:
        await enter_game(pilot)
        tableau = game_screen(app).query_one(Tableau)
        text = tableau.text.plain
        assert "size 3  M monster ×1" in text
        assert "+Mg×3" in text  # the token counts as three green organs at size 3 (J4)
        assert "venomous" not in text
        green = game.state.player(PlayerColour.GREEN).species[0]
        assert green.organs()[OrganColour.GREEN] == 3  # the engine counts it so too
        await pilot.press("t")
        await pilot.pause()
        assert "V venomous" in tableau.text.plain  # Orange's archetype, black widow upright (J3)


def display_lines(display: MutationDisplay) -> list[str]:
    return ["".join(segment.text for segment in display.render_line(y)) for y in range(display.size.height)]


async def test_the_display_marks_horror_plant_cards_and_what_green_may_not_take(rules: RulesData) -> None:
    table = Table(rules, ["green", "orange"], seed=3, mode=GameMode.ACHTERBAHN)
    table.species("green", "archetype").creeple("green", "archetype", "baltica:5")
    table.species("orange", "archetype").creeple("orange", "archetype", "laurentia:4")
    table.display(metabolic=[EYESPOT, PHOTOTROPISM, AIR_SACS, SUCCULENT_TISSUE], darwinian=[48, 82, 83, 89])
    table.deck_top(metabolic=[CHEMORECEPTORS])
    game = table.game(PlayerTurn(PlayerColour.ORANGE, 2), PlayerTurn(PlayerColour.GREEN, 2))
    app = app_on(game)
    async with app.run_test(size=WIDE) as pilot:
        await enter_game(pilot)  # Green chooses an action: the Display says what each card costs him
        display = game_screen(app).query_one(MutationDisplay)
        lines = display_lines(display)
        cards = lines[1:6]  # the metabolic row, one card a line at this width
        assert "✿" in cards[1] and "✿" in cards[3]  # phototropism and succulent tissue: horror plants
        assert "✿" not in cards[0] and "✿" not in cards[2]
        barred = [i for i, line in enumerate(cards) if "not for Green" in line]
        assert barred == [0, 2, 4]  # eyespot, air sacs and the deck's chemoreceptors (E1d)
        assert not any("can't afford" in line for line in cards)
        assert "Green plays the horror plant: from this row only cards with the ✿ icon (E1d)" in (
            display.describe("metabolic:1") or ""
        )

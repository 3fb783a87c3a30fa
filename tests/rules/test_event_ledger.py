"""The turn's event ledger (A1e, D10): where each event began in the log, and every disk moved, as data.

The screen reads what each event did from the log between two marks, and the climate
ledger from the disk moves; tooth & claw keeps neither, so its positions and saves do not
change.
"""

from __future__ import annotations

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import DiskColour
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.scenario import Table
from megafauna_tui.rules.state import DiskMove, Phase
from megafauna_tui.savefile import dumps, loads
from tests.rules.test_disks import achterbahn, medea_asks
from tests.rules.test_reservoir_events import TWO, events_of, lower_oxygen

GREEN, WHITE = DiskColour.GREEN, DiskColour.WHITE
WETLANDS_EUTROPHICATION = 34
AZOLLA_BLOOM = 35
GAMMA_RAY_BURST = 1


def test_a1e_d10c_each_event_marks_where_it_began_and_a_gated_event_logs_only_its_gate(rules: RulesData) -> None:
    """D10c: with 6 green disks on the Oxygen the two microbe events of wetlands eutrophication do not occur;
    each one's slice of the log is its gate line, and the third event's slice holds its disk's move."""
    game = events_of(lower_oxygen(achterbahn(rules, TWO), 6), WETLANDS_EUTROPHICATION)
    sea = medea_asks(game, DecisionKind.MEDEA_PLACE)
    state = game.state
    assert len(state.event_marks) == 3  # three events begun, the third waits for the Medea
    first, second, third = state.event_marks
    assert [e.rule for e in state.log[first:second]] == ["D10c"]
    assert [e.rule for e in state.log[second:third]] == ["D10c"]
    assert state.disk_moves == []

    game.answer(sea.keys[0])
    assert state.phase is Phase.ACTIONS
    assert len(state.event_marks) == 4  # the last mark closes the third event
    third_slice = state.log[state.event_marks[2] : state.event_marks[3]]
    assert any(e.text.startswith("Degassed a green disk from the Oxygen") for e in third_slice)
    assert state.disk_moves == [DiskMove(state.turn, 2, "D10", GREEN, "oxygen", sea.keys[0], state.disk_moves[0].why)]


def test_d10_d12b_the_ledger_lists_every_disk_an_event_moved_and_keeps_in_saves(rules: RulesData) -> None:
    """Azolla bloom: a black disk buried offshore, then a green one blooms on a lone black disk (D10g); both
    moves are in the ledger, in order, with their event, and a save keeps them. The Medea's choice for the
    green disk says each shelf becomes a bloom."""
    game = events_of(achterbahn(rules, TWO), AZOLLA_BLOOM)
    labels: list[str] = []
    while game.decision is not None and game.decision.kind in (DecisionKind.MEDEA_PLACE, DecisionKind.MEDEA_SOURCE):
        labels = [o.label for o in game.decision.options]
        game.answer(game.decision.keys[0])
    assert labels and all(label.endswith(" becomes a bloom") for label in labels)
    moves = game.state.disk_moves
    assert [(m.event, m.colour.value, m.source) for m in moves] == [(0, "black", "atmosphere"), (1, "green", "oxygen")]
    assert all(m.destination.endswith(("north", "south", "middle")) for m in moves)
    copy, _ = loads(dumps(game), rules)
    assert copy.state.disk_moves == moves and copy.state.event_marks == game.state.event_marks


def test_tooth_and_claw_keeps_no_event_ledger(rules: RulesData) -> None:
    """A tooth & claw event phase leaves the position as it always was: no marks, no disk moves."""
    table = Table(rules, ["black", "orange"], seed=5)
    table.species("black", "archetype").species("orange", "archetype")
    game = table.play(GAMMA_RAY_BURST, then="actions")
    while game.decision is not None and game.state.phase is Phase.EVENTS:
        game.answer(game.decision.keys[0])
    assert game.state.phase is not Phase.EVENTS
    assert game.state.event_marks == [] and game.state.disk_moves == []

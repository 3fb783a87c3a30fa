"""The game screen's widgets brought up to date with the session: each handed what to show only when that
changed, so keys stay fast; and the lines drawn ahead under a cover (a hand-off, the awards).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from megafauna_tui.rules.actions import display_costs
from megafauna_tui.rules.climate import RESERVOIRS
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.state import Phase
from megafauna_tui.ui import games
from megafauna_tui.ui.goal import goal_lines
from megafauna_tui.ui.widgets.climate import ClimateColumn
from megafauna_tui.ui.widgets.climate import shown_key as climate_key
from megafauna_tui.ui.widgets.event_area import EventArea
from megafauna_tui.ui.widgets.game_log import GameLog
from megafauna_tui.ui.widgets.hex_map import HexMap
from megafauna_tui.ui.widgets.hex_map_contents import shown_key as map_key
from megafauna_tui.ui.widgets.mutation_display import MutationDisplay
from megafauna_tui.ui.widgets.prompt import PromptPanel
from megafauna_tui.ui.widgets.tableau import Tableau

if TYPE_CHECKING:
    from rich.text import Text
    from textual.screen import Screen

    from megafauna_tui.data.vocabulary import PlayerColour
    from megafauna_tui.rules.decisions import Decision
    from megafauna_tui.rules.engine import Game
    from megafauna_tui.ui.thinking import Hint


class BoardView:
    """The widgets of a game screen, and what each was last handed (``changed``)."""

    def __init__(self, screen: Screen[None]) -> None:
        self._screen = screen
        self._shown: dict[str, str] = {}

    def changed(self, widget: str, shown: object) -> bool:
        """Whether a widget's inputs differ from what it shows now (and remember them)."""
        key = repr(shown)
        if self._shown.get(widget) == key:
            return False
        self._shown[widget] = key
        return True

    def forget(self, widget: str) -> None:
        """Forget what a widget was handed: the next ``show`` hands it its inputs again."""
        self._shown.pop(widget, None)

    def show(
        self,
        game: Game,
        decision: Decision | None,
        *,
        asked: Decision | None,
        focus: tuple[str, ...],
        viewed: PlayerColour,
        waiting: str,
        notes: list[Text],
        hint: Hint | None,
        hinting: str,
        names: dict[PlayerColour, str],
    ) -> None:
        """Hand each widget the position: ``decision`` is the one pending, ``asked`` the same when a person
        answers it (its options light up on the board, narrowed to ``focus`` if given), None while a bot
        decides. ``hinting`` is what the prompt says of a hint being thought, '' if none is."""
        screen = self._screen
        hexes: set[str] = set()
        cards: set[str] = set()
        tableau_cards: set[str] = set()
        reservoirs: frozenset[str] = frozenset()
        if asked is not None:
            keys: Collection[str] = focus or asked.keys
            hexes = {o.hex for o in asked.options if o.hex is not None and o.key in keys}
            reservoirs = frozenset(RESERVOIRS).intersection(keys)
            if asked.kind is DecisionKind.MUTATE_CARD:
                cards = set(keys)
            elif asked.kind is DecisionKind.PROMOTE_CARD:
                tableau_cards = set(keys)
        state = game.state
        with screen.app.batch_update():
            # Each widget is redrawn only when what it shows has changed: keys stay fast.
            if self.changed("climate", (climate_key(game), sorted(reservoirs))):
                screen.query_one(ClimateColumn).show(game, reservoirs)
            costs = display_costs(game)
            display = [(row.slots, row.draw[:1], len(row.draw)) for row in state.display]
            # Whose action phase it is matters too: "can't afford" shows only while someone is buying.
            buyer = decision.player if decision is not None and state.phase is Phase.ACTIONS else None
            if self.changed("display", (display, costs, buyer, sorted(cards))):
                screen.query_one(MutationDisplay).show(game, costs=costs, highlights=cards)
            creeples = [(c.hex, c.colour, c.shape, c.level, c.endangered) for c in state.creeples]
            if self.changed("map", (creeples, sorted(hexes), map_key(game))):
                screen.query_one(HexMap).show(game, highlights=hexes)
            events = (
                state.turn,
                state.era,
                state.phase,
                state.event_card,
                state.biosphere_card,
                state.dark_heart,
                state.order,
                len(state.et_deck),
                # What each event did is the log between the engine's marks: it grows during the events.
                len(state.event_marks),
                len(state.log) if state.phase is Phase.EVENTS else 0,
                # The goal of a game on the solo rules (seas, Oxygen, VP) changes with every action.
                goal_lines(game),
            )
            if self.changed("events", (events, state.winners)):
                screen.query_one(EventArea).show(game, names=names)
            if self.changed("tableau", (viewed, repr(state.player(viewed)), sorted(tableau_cards))):
                screen.query_one(Tableau).show(game, viewed, highlights=tableau_cards)
            shown_hint = (hint.reports if hint else None, bool(hinting))
            if self.changed("prompt", (asked, waiting, focus, [n.plain for n in notes], shown_hint)):
                prompt = screen.query_one(PromptPanel)
                side = None if asked is None else games.side(game, asked.player, names)
                prompt.show(
                    asked,
                    waiting=waiting,
                    focus=focus,
                    names=names,
                    notes=notes,
                    side=side,
                    hint=hint,
                    hinting=hinting,
                )
            screen.query_one(GameLog).show(game.state.log, names=names)


def paint_under_cover(screen: Screen[None]) -> None:
    """Draw the lines of a covered screen's widgets that changed under the cover now, while the cover is read:
    the key that uncovers the game then puts lines drawn already on the terminal, instead of drawing the whole
    board in that frame. (Lines are kept per widget; a widget laid out again draws its lines again.)"""
    for widget in screen.query("*"):
        vertical, horizontal = widget.scrollbars_enabled
        parts = [
            widget,
            *([widget.vertical_scrollbar] if vertical else []),
            *([widget.horizontal_scrollbar] if horizontal else []),
        ]
        for part in parts:
            if part.display and part.size:
                part.render_lines(part.size.region)

"""Words where the marks are: tooltips on hexes, Display cards and tableau lines; the mutate options."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widget import Widget

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.rules.actions import PlayerTurn
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.scenario import Card, Table
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.widgets.hex_map import HexMap
from megafauna_tui.ui.widgets.mutation_display import MutationDisplay
from megafauna_tui.ui.widgets.prompt import PromptPanel
from megafauna_tui.ui.widgets.tableau import Tableau
from tests.ui.conftest import enter_game, screen_text, seeded_session


class Board(App[None]):
    CSS = "HexMap { height: 14; } MutationDisplay { width: 110; } Tableau { width: 60; height: 20; }"

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        yield MutationDisplay()
        yield HexMap()
        yield Tableau()

    def on_mount(self) -> None:
        self.query_one(MutationDisplay).show(self.game, costs={"metabolic:1": 0})
        self.query_one(HexMap).show(self.game)
        self.query_one(Tableau).show(self.game, "orange")


def table(rules: RulesData) -> Game:
    """Orange takes actions: an archetype (2 Unborn) with a promoted card, and a flyer lying down in Baltica."""
    t = Table(rules, ["orange", "green"])
    t.species("orange", "archetype", unborn=2, cards=[Card(42, "y", 1), Card(12, "rr")])
    t.species("orange", "flyer", unborn=0)
    t.creeple("green", "archetype", "baltica:4")
    t.creeple("orange", "flyer", "baltica:4", endangered=True)
    t.display(metabolic=[28, 5, 29, 14], darwinian=[84])
    return t.game(PlayerTurn(PlayerColour.ORANGE, 2))


def cell(widget: Widget, meta_key: str, value: str) -> tuple[int, int]:
    """Where a segment tagged with this meta is drawn, in the widget's content."""
    for y in range(widget.size.height):
        x = 0
        for segment in widget.render_line(y):
            if segment.style is not None and segment.style.meta.get(meta_key) == value and segment.text.strip():
                return (x, y)
            x += segment.cell_length
    raise AssertionError(f"{meta_key}={value} is not drawn")


async def test_a_hex_says_what_is_there(rules: RulesData) -> None:
    game = table(rules)
    app = Board(game)
    async with app.run_test(size=(120, 50)) as pilot:
        hex_map = app.query_one(HexMap)
        await pilot.hover(HexMap, offset=cell(hex_map, "hex", "baltica:4"))
        await pilot.pause()
        words = str(hex_map.tooltip)
        assert words.startswith("Baltica 4")
        assert "roadrunner" in words and "contests here count" in words
        assert "herbivore: Green's archetype (∩G); Orange's flyer (↓^o), Endangered" in words
        assert "carnivore: none" in words


async def test_a_display_card_says_what_it_adds_becomes_and_costs_each_species(rules: RulesData) -> None:
    game = table(rules)
    app = Board(game)
    async with app.run_test(size=(120, 50)) as pilot:
        display = app.query_one(MutationDisplay)
        await pilot.hover(MutationDisplay, offset=cell(display, "card", "metabolic:3"))
        await pilot.pause()
        words = str(display.tooltip)
        card = game.data.mutations[29]
        assert words.startswith(f"29 {card.name}: a yellow card")
        assert "bought, it adds a yellow plus organ" in words
        assert f"it becomes {card.promoted_name}" in words
        assert f"1. max size {card.orientations[0].max_size}" in words
        assert f"2. max size {card.orientations[1].max_size}" in words
        assert "archetype:" in words and "flyer:" in words and "cannot afford" in words  # the flyer has no Unborn
        # Free and cannot-afford read differently on the cards themselves.
        text = "\n".join(display.render_line(y).text for y in range(display.size.height))
        assert "free" in text and "can't afford" in text


async def test_tableau_lines_explain_themselves(rules: RulesData) -> None:
    game = table(rules)
    app = Board(game)
    async with app.run_test(size=(120, 50)) as pilot:
        tableau = app.query_one(Tableau)
        lines = [tableau.render_line(y) for y in range(tableau.size.height)]
        tips = {str(s.style.meta.get("tip")) for line in lines for s in line if s.style and s.style.meta.get("tip")}
        assert any(t.startswith("size 1: the species' size die") for t in tips)
        assert any("unborn 2: creeples in reserve" in t for t in tips)
        assert any(t.startswith("● ") and "way up 1" in t for t in tips)
        assert any(t.startswith("○ an unpromoted mutation") for t in tips)
        y = next(y for y, line in enumerate(lines) if "unborn" in line.text)
        await pilot.hover(Tableau, offset=(3, y))
        await pilot.pause()
        assert "newborn 0: waiting on the newborn card" in str(tableau.tooltip)
        # No line is cut: a long line wraps instead of ending in an ellipsis.
        assert not any("…" in line.text for line in lines)


async def test_each_mutate_option_names_costs_organs_and_promotions(rules: RulesData) -> None:
    session = seeded_session(rules, bots=(None, None, None), answers=70)
    app = MegafaunaApp(bot_delay=0, autosave=False, session=session)
    async with app.run_test(size=(160, 45)) as pilot:
        await enter_game(pilot)
        await pilot.press("1")  # mutate
        await pilot.pause()
        decision = session.decision
        assert decision is not None and decision.kind is DecisionKind.MUTATE_CARD
        prompt = app.screen.query_one(PromptPanel)
        assert prompt.keys == list(decision.keys)
        text = screen_text(app)
        for option in decision.options:
            assert " · costs archetype " in option.label and " · adds " in option.label
            assert " · promotes to " in option.label and "max size" in option.label
        first = decision.options[0].label
        assert first.split(" · ")[0] in text

"""The side panels of the game screen: Display, tableau, event area and climate column."""

from __future__ import annotations

import html

from textual.app import App, ComposeResult
from textual.containers import Horizontal, Vertical

from megafauna_tui.bots import RandomBot, ask
from megafauna_tui.data.loader import RulesData
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.scenario import Card, Table
from megafauna_tui.rules.state import GameMode, Phase
from megafauna_tui.ui.widgets.climate import ClimateColumn
from megafauna_tui.ui.widgets.event_area import EventArea
from megafauna_tui.ui.widgets.mutation_display import MutationDisplay, name_lines
from megafauna_tui.ui.widgets.tableau import Tableau

# -- helpers -----------------------------------------------------------------------


class DisplayApp(App[None]):
    """Only the Display, wide enough for its card boxes (five of 20 cells)."""

    CSS = "MutationDisplay { width: 104; }"

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game
        self.selected: list[str] = []

    def compose(self) -> ComposeResult:
        yield MutationDisplay()

    def on_mutation_display_selected(self, message: MutationDisplay.Selected) -> None:
        self.selected.append(message.key)


class TableauApp(App[None]):
    CSS = "Tableau { width: 44; }"

    def __init__(self) -> None:
        super().__init__()
        self.selected: list[str] = []

    def compose(self) -> ComposeResult:
        yield Tableau()

    def on_tableau_selected(self, message: Tableau.Selected) -> None:
        self.selected.append(message.key)


class PanelsApp(App[None]):
    """All four panels at their narrow widths, as the game screen lays them out."""

    CSS = """
    MutationDisplay { width: 100; height: 12; }
    Tableau { width: 44; height: 30; }
    EventArea { width: 44; }
    ClimateColumn { width: 24; }
    """

    def compose(self) -> ComposeResult:
        yield MutationDisplay()
        with Horizontal():
            yield Tableau()
            with Vertical():
                yield EventArea()
                yield ClimateColumn()

    def show(self, game: Game) -> None:
        colour = game.decision.player if game.decision else game.state.players[0].colour
        self.query_one(MutationDisplay).show(game)
        self.query_one(Tableau).show(game, colour)
        self.query_one(EventArea).show(game)
        self.query_one(ClimateColumn).show(game)


def screen_text(app: App[None]) -> str:
    """The screenshot's text, with the SVG's non-breaking spaces made plain."""
    return html.unescape(app.export_screenshot()).replace("\xa0", " ")


def display_lines(widget: MutationDisplay) -> list[str]:
    return [widget.render_line(y).text for y in range(widget.size.height)]


def where(widget: MutationDisplay, key: str) -> tuple[int, int]:
    """The middle cell of the card with this key, found through the segments' meta."""
    for y in range(widget.size.height):
        x = 0
        for segment in widget.render_line(y):
            if segment.style is not None and segment.style.meta.get("card") == key and y % 6 == 3:
                return (x + 2, y)
            x += segment.cell_length
    raise AssertionError(f"card {key} is not drawn")


def played(rules: RulesData, *, seed: int = 7, until_turn: int = 4) -> Game:
    game = Game.new(rules, players=3, seed=seed)
    bot = RandomBot(seed)
    while game.decision is not None and game.state.turn < until_turn:
        game.answer(ask(bot, game))
    return game


def built_table(rules: RulesData) -> Game:
    """Black: an archetype with a personality of three promoted cards, a flyer; Orange: nothing alive."""
    table = Table(rules, ["black", "orange"])
    table.species(
        "black",
        "archetype",
        basal="yy",
        cards=[Card(1, "r", 1), Card(10, "r", 1), Card(42, "y", 1), Card(12, "rr"), Card(85, "b", 2)],
        personality=[1, 10, 42],
        tools=[("stick", 1)],
    )
    table.species("black", "flyer", genotype=9, genotype_organs="g", basal="yg", cards=[Card(62, "g")])
    table.creeple("black", "archetype", f"{table.state.craton_order[0]}:1")
    table.display(metabolic=[28, 5], darwinian=[84])
    return table.game()


# -- the Display -----------------------------------------------------------------------


async def test_display_shows_names_organs_and_costs(rules: RulesData) -> None:
    game = built_table(rules)
    app = DisplayApp(game)
    async with app.run_test(size=(104, 12)) as pilot:
        widget = app.query_one(MutationDisplay)
        widget.show(game, costs={"metabolic:1": 0, "darwinian:5": 4}, highlights={"metabolic:1", "darwinian:5"})
        await pilot.pause()
        text = "\n".join(display_lines(widget))
        assert "28 patagium" in text and "5 vibrissae" in text and "84 lactation" in text
        assert "free" in text and "cost 4" in text  # cost 0 reads "free"...
        assert "can't afford" in text  # ...and a card no species can pay for says so, apart from free
        assert "+bg" in text  # lactation's plus organs as organ letters
        assert "Metabolic" in text and "Darwinian" in text and "deck top" in text
        top = game.state.display[1].card_at(4)
        assert top is not None and f"{top} " in text  # position 5 is the Darwinian deck's top card
        assert all(len(line) == 104 for line in display_lines(widget))


async def test_highlighted_cards_are_framed_and_the_others_dimmed(rules: RulesData) -> None:
    game = built_table(rules)
    app = DisplayApp(game)
    async with app.run_test(size=(104, 12)) as pilot:
        widget = app.query_one(MutationDisplay)
        widget.blur()
        widget.show(game, highlights={"metabolic:2"})
        await pilot.pause()
        frame_x, frame_y = where(widget, "metabolic:2")
        top_edge = widget.render_line(1).text
        assert top_edge[frame_x - 2] == "┏"  # a heavy frame: not only a colour
        dims = {
            seg.style.dim
            for seg in widget.render_line(frame_y)
            if seg.style and seg.style.meta.get("card") == "metabolic:1"
        }
        assert dims == {True}


async def test_clicking_a_card_posts_its_key(rules: RulesData) -> None:
    game = built_table(rules)
    app = DisplayApp(game)
    async with app.run_test(size=(104, 12)) as pilot:
        widget = app.query_one(MutationDisplay)
        widget.show(game)
        await pilot.pause()
        for key in ("metabolic:3", "darwinian:5"):
            await pilot.click(MutationDisplay, offset=where(widget, key))
        await pilot.pause()
        assert app.selected == ["metabolic:3", "darwinian:5"]


async def test_keyboard_cursor_chooses_a_card(rules: RulesData) -> None:
    game = built_table(rules)
    app = DisplayApp(game)
    async with app.run_test(size=(104, 12)) as pilot:
        widget = app.query_one(MutationDisplay)
        widget.show(game)
        widget.focus()
        await pilot.press("right", "right", "down", "enter", "left", "left", "left", "enter")
        await pilot.pause()
        assert app.selected == ["darwinian:3", "darwinian:5"]  # left from 1 wraps to the deck top
        assert "╔" in "\n".join(display_lines(widget))


async def test_empty_slots_draw_dotted_boxes_and_cannot_be_chosen(rules: RulesData) -> None:
    game = built_table(rules)
    row = game.state.display[0]
    row.slots[1] = None
    row.draw.clear()  # no deck top either
    app = DisplayApp(game)
    async with app.run_test(size=(104, 12)) as pilot:
        widget = app.query_one(MutationDisplay)
        widget.show(game)
        await pilot.pause()
        text = "\n".join(display_lines(widget))
        assert text.count("empty") == 2 and "┆" in text
        await pilot.click(MutationDisplay, offset=(25, 3))  # inside the empty slot 2
        await pilot.pause()
        assert app.selected == []


async def test_display_fits_a_narrow_width(rules: RulesData) -> None:
    game = built_table(rules)
    app = DisplayApp(game)
    app.CSS = "MutationDisplay { width: 52; }"
    async with app.run_test(size=(60, 12)) as pilot:
        widget = app.query_one(MutationDisplay)
        widget.show(game, costs={"metabolic:1": 2})
        await pilot.pause()
        lines = display_lines(widget)
        assert all(len(line) == 52 for line in lines)
        assert "28 patagium" in "\n".join(lines)


async def test_two_line_names_in_boxes_keep_every_word() -> None:
    """A name that does not fit a box's first line goes on with the plus organs; a word too long breaks."""
    assert name_lines("29 hyoid apparatus", 16, 13) == ("29 hyoid", "apparatus")
    assert name_lines("61 enteric nervous system", 16, 14) == ("61 enteric", "nervous system")
    assert name_lines("61 enteric nervous system", 15, 13) == ("61 enteric ner-", "vous system")
    assert name_lines("35 brown fat", 16, 13) == ("35 brown fat", "")


async def test_a_narrow_display_lists_every_card_with_its_whole_name(rules: RulesData) -> None:
    """Too narrow for boxes that name their cards (the game screen below 200 columns), the Display lists
    the cards one a line: whole names, colour letter, plus organs, cost, the faces; clicks and keys work."""
    game = built_table(rules)
    app = DisplayApp(game)
    app.CSS = "MutationDisplay { width: 60; height: 12; }"
    async with app.run_test(size=(60, 12)) as pilot:
        widget = app.query_one(MutationDisplay)
        assert widget.listed
        widget.blur()
        widget.show(game, costs={"metabolic:1": 0, "darwinian:5": 4}, highlights={"metabolic:1", "darwinian:5"})
        await pilot.pause()
        lines = display_lines(widget)
        assert len(lines) == 12 and all(len(line) == 60 for line in lines)
        names = {n: rules.mutations[n].name for n in (28, 5, 84)}
        text = "\n".join(lines)
        assert all(f"{n} {name}" in text for n, name in names.items())
        assert "free" in text and "cost 4" in text and "can't" in text
        assert lines[1].startswith("▸1 28 patagium")  # a legal choice is marked
        for key in ("metabolic:3", "darwinian:5"):
            y = 1 + 6 * (key.startswith("darwinian")) + int(key[-1]) - 1
            await pilot.click(MutationDisplay, offset=(8, y))
        widget.focus()
        await pilot.press("down", "down", "down", "enter")  # down walks the list: from the last to the first, on
        await pilot.pause()
        assert app.selected == ["metabolic:3", "darwinian:5", "metabolic:3"]
        assert display_lines(widget)[3].startswith("▶3")


# -- the tableau -----------------------------------------------------------------------


async def test_tableau_shows_promoted_cards_personality_and_emotions(rules: RulesData) -> None:
    game = built_table(rules)
    app = TableauApp()
    app.CSS = "Tableau { width: 80; }"
    async with app.run_test(size=(80, 40)) as pilot:
        tableau = app.query_one(Tableau)
        tableau.show(game, "black")
        await pilot.pause()
        text = tableau.text.plain
        assert "Black (K)" in text and "fossils 0" in text
        assert "∩ archetype · sea scorpion ashore" in text  # the archetype card's name
        assert "^ flyer · echolocation" in text  # a genotype names the species by its promoted side
        assert "compound eye (1) +r" in text and "venomous spurs (2) +b" in text and " V" in text
        assert "12 escape reflex +rr" in text  # unpromoted: name and plus organs
        assert "compound eye =anger= limbic system =fear= tail autotomy" in text
        assert "emotions anger fear" in text
        assert "tools stick (hunts burrower)" in text
        assert "living 1" in text and "unborn 7" in text


async def test_tableau_fits_44_columns_and_clicks_a_highlighted_card(rules: RulesData) -> None:
    game = built_table(rules)
    app = TableauApp()
    async with app.run_test(size=(60, 40)) as pilot:
        tableau = app.query_one(Tableau)
        tableau.show(game, "black", highlights={"archetype/12"})
        await pilot.pause()
        lines = tableau.text.plain.split("\n")
        assert "=anger= limbic system" in tableau.text.plain  # the personality wraps, a card a line
        assert all(len(line) <= 44 for line in lines)
        y = next(i for i, line in enumerate(lines) if "escape reflex" in line)
        x = lines[y].index("escape")
        await pilot.click(Tableau, offset=(x, y))
        await pilot.click(Tableau, offset=(2, 0))  # the header is not a card
        await pilot.pause()
        assert app.selected == ["archetype/12"]


async def test_tableau_of_a_lazarus_player(rules: RulesData) -> None:
    game = built_table(rules)
    app = TableauApp()
    async with app.run_test(size=(60, 20)) as pilot:
        tableau = app.query_one(Tableau)
        tableau.show(game, "orange")
        await pilot.pause()
        text = tableau.text.plain
        assert "Orange (O)" in text and "LAZARUS" in text and "no living species" in text


# -- the event area and the climate column -------------------------------------------------


async def test_event_area_names_the_et_card_after_a_few_turns(rules: RulesData) -> None:
    game = played(rules)
    card = rules.events[game.state.event_card or 0]
    app = PanelsApp()
    async with app.run_test(size=(110, 45)) as pilot:
        area = app.query_one(EventArea)
        area.show(game)
        await pilot.pause()
        text = area.text.plain
        assert f"ET {card.number} {card.name}" in text
        assert "Era I Paleozoic" in text and f"turn {game.state.turn}" in text
        assert f"Events left in this era: {len(game.state.et_deck)}" in text
        assert f"Dark heart roll: {game.state.dark_heart}" in text
        assert "Order: " in text and "G green" in text
        assert card.name in screen_text(app)


async def test_event_area_marks_what_tooth_and_claw_ignores(rules: RulesData) -> None:
    game = built_table(rules)
    game.state.event_card = 2  # caledonian orogeny: collision, climax, mutagen
    app = PanelsApp()
    async with app.run_test(size=(110, 45)) as pilot:
        area = app.query_one(EventArea)
        area.show(game)
        await pilot.pause()
        text = area.text.plain
        assert "ignored in tooth & claw: collision" in text
        assert "resolved: mutagen" in text
        game.state.event_card = None
        area.show(game)
        assert "No ET card drawn yet" in area.text.plain


async def test_climate_column_is_not_used_in_tooth_and_claw(rules: RulesData) -> None:
    game = played(rules, until_turn=2)
    app = PanelsApp()
    async with app.run_test(size=(110, 45)) as pilot:
        column = app.query_one(ClimateColumn)
        column.show(game)
        await pilot.pause()
        # Tooth & claw (A8e): a narrow strip saying so, no gauges.
        assert column.has_class("-unused")
        text = column.describe().plain
        assert text.split("\n")[:4] == ["Climate", "not used", "in tooth", "& claw"]
        assert "O2" not in text
        assert "not used" in screen_text(app)
        # The Achterbahn game shows the tracks and their readings, as loaded at setup (C1k).
        column.show(Game.new(rules, players=4, seed=7, mode=GameMode.ACHTERBAHN))
        await pilot.pause()
        assert not column.has_class("-unused")
        text = column.describe().plain
        assert "O2 7%" in text and "albedo 0.4" in text and "Eden" in text
        assert "gggggggggggggg····" in text and "kkkwww·······" in text  # the tracks, a letter a disk
        assert all(len(line) <= column.content_region.width for line in text.split("\n"))


# -- never crash ------------------------------------------------------------------------


async def test_panels_draw_every_position_of_a_whole_game(rules: RulesData) -> None:
    game = Game.new(rules, players=4, seed=11)
    bot = RandomBot(11)
    app = PanelsApp()
    async with app.run_test(size=(110, 45)) as pilot:
        display = app.query_one(MutationDisplay)
        steps = 0
        while True:
            if steps % 25 == 0 or game.decision is None:
                app.show(game)
                await pilot.pause()
                assert len(display_lines(display)) == 12
                for colour in game.state.players:
                    app.query_one(Tableau).show(game, colour.colour)
            if game.decision is None:
                break
            game.answer(ask(bot, game))
            steps += 1
        assert game.state.phase is Phase.OVER
        assert "Game over" in app.query_one(EventArea).text.plain

"""Words a new player reads on the game screen: each rule named once, counts in English, the winners by name."""

from __future__ import annotations

import random

from rich.console import Console
from textual.app import App, ComposeResult

from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.rules.decisions import Decision, DecisionKind, Option
from megafauna_tui.rules.scenario import Card
from megafauna_tui.rules.state import GameMode
from megafauna_tui.ui.screens.game_words import forced_note
from megafauna_tui.ui.screens.scoring import score_table
from megafauna_tui.ui.widgets.prompt import PromptPanel
from tests.rules.test_sizes_monsters_venom import achterbahn, acting

WHITE = PlayerColour.WHITE


def test_a_prompt_that_names_its_rule_is_not_followed_by_the_same_rule_again() -> None:
    """D13: the Medea's white-disk prompt ends with '(D13)'; the header names the rule once, as '(rule D13)'."""
    decision = Decision(
        WHITE,
        DecisionKind.MEDEA_SOURCE,
        "Medea: the Clouds or the Atmosphere for the white disk (the rising seas)? (D13)",
        "D13",
        (Option("clouds", "the Clouds", "D13"), Option("atmosphere", "the Atmosphere", "D13")),
    )
    text = PromptPanel.header(decision, {WHITE: "Ada"}).plain
    assert "(D13) (rule D13)" not in text
    assert text.count("D13") == 1 and text.endswith("(rule D13)")
    assert "Ada, white [W]" in text


def test_one_action_is_one_action_not_one_actions(rules: RulesData) -> None:
    """A2: a player with a single action reads 'takes up to 1 action'."""
    table = achterbahn(rules, "orange", "black")
    table.species("orange", "archetype")
    table.creeple("orange", "archetype", "siberia:5")
    game = acting(table, PlayerColour.ORANGE, actions=1)
    lines = [entry.text for entry in game.state.log if entry.rule == "A2"]
    assert "Orange takes up to 1 action." in lines
    assert not any("1 actions" in entry.text for entry in game.state.log)


def test_the_final_scores_name_the_medea_point_inside_the_tableau_row(rules: RulesData) -> None:
    """A7c: the Medea card counts as a fossil icon; the scores say so, beside the holder's tableau points."""
    session = Session.deal(rules, [("Ada", None), ("Bob", None)], seed=831967305, mode=GameMode.ACHTERBAHN)
    pick = random.Random(1)
    while session.decision is not None:
        session.answer(pick.choice(session.decision.keys))
    console = Console(width=160, record=True)
    console.print(score_table(session))
    text = console.export_text()
    holder = next(p for p in session.game.state.players if p.medea)
    points = session.game.state.scores[holder.colour]["tableau"]
    assert "Tableau fossil icons and the Medea (A7c)" in text
    assert f"{points} (Medea 1)" in text and text.count("(Medea 1)") == 1


class PromptApp(App[None]):
    """Only the prompt, showing one decision and recording the answers it posts."""

    def __init__(self, decision: Decision) -> None:
        super().__init__()
        self.decision = decision
        self.answers: list[str] = []

    def compose(self) -> ComposeResult:
        yield PromptPanel()

    def on_mount(self) -> None:
        panel = self.query_one(PromptPanel)
        panel.show(self.decision)
        panel.focus_options()

    def on_prompt_panel_answered(self, message: PromptPanel.Answered) -> None:
        self.answers.append(message.key)
        self.query_one(PromptPanel).show(self.decision)


def choosing(count: int) -> Decision:
    options = tuple(Option(f"o{n}", f"option {n}", "E1") for n in range(1, count + 1))
    return Decision(WHITE, DecisionKind.MUTATE_CARD, "Choose a card:", "E1", options)


async def test_every_option_past_the_tenth_has_a_number_a_person_can_type() -> None:
    """Thirteen options: '1' '2' takes the twelfth, '5' the fifth at once (no option 50 exists), '1' then Enter
    the first, '1' '3' the thirteenth; each option is listed with its own number."""
    app = PromptApp(choosing(13))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.pause(0.1)
        listed = app.query_one("#options")
        labels = [str(listed.get_option_at_index(i).prompt) for i in range(13)]  # type: ignore[attr-defined]
        assert labels[0].startswith(" 1. option 1") and labels[11].startswith("12. option 12")
        await pilot.press("1", "2")
        await pilot.pause(0.1)
        await pilot.press("5")
        await pilot.pause(0.1)
        await pilot.press("1", "enter")
        await pilot.pause(0.1)
        await pilot.press("1", "3")
        await pilot.pause(0.1)
        assert app.answers == ["o12", "o5", "o1", "o13"]


async def test_up_to_ten_options_a_single_digit_answers_and_0_is_the_tenth() -> None:
    app = PromptApp(choosing(10))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.pause(0.1)
        await pilot.press("0")
        await pilot.pause(0.1)
        await pilot.press("1")
        await pilot.pause(0.1)
        assert app.answers == ["o10", "o1"]


def test_a_forced_way_up_says_what_was_ruled_out_and_why(rules: RulesData) -> None:
    """E2e, E3e, E2b: a size-2 archetype promoting wing buds can only turn it to the yellow side, as the flyer
    side has maximum size 1 (a kiwi daughter needs the archetype extinct); the game takes that side for the
    player and the note says the flyer was ruled out by its maximum size."""
    table = achterbahn(rules, "orange", "black")
    table.species("orange", "archetype", size=2, cards=[Card(27, organs="y")])  # wing buds
    table.creeple("orange", "archetype", "siberia:5")
    game = acting(table, PlayerColour.ORANGE)
    game.answer("promote")
    decision, option = next((d, o) for d, o in game.forced if d.kind is DecisionKind.ORIENTATION)
    assert option.key == "2"
    assert decision.ruled_out == (
        "way 1 (speciate: flyer, yellow, max size 1, emoticons fear|-, fossil): its maximum size 1 is below the "
        "species' size 2, so "
        "the daughter would be a kiwi, and your archetype still lives (E2e, E3e)",
    )
    note = forced_note(decision, option, {PlayerColour.ORANGE: "Ada"}).plain
    assert note.startswith(
        "Only one way up was possible: alary muscle: yellow+yellow, max size 3, emoticons curiosity|- (E2b)"
    )
    assert "ruled out: way 1 (speciate: flyer" in note and "(E2e, E3e)" in note

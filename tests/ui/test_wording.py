"""Words a new player reads on the game screen: each rule named once, counts in English, the winners by name."""

from __future__ import annotations

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.rules.decisions import Decision, DecisionKind, Option
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

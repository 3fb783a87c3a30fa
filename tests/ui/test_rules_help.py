"""The rules help covers every Achterbahn rule in our own words, cites the rulings that settle it, and F1
at an Achterbahn decision (the Medea's choices, resize, the action menu) opens the entry of its rule."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from textual.widgets import OptionList

from megafauna_tui.bots import RandomBot, ask
from megafauna_tui.controller import Session
from megafauna_tui.coverage import load_rule_index
from megafauna_tui.data.coverage import Mode
from megafauna_tui.data.loader import RulesData, default_data_dir
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.state import GameMode
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.screens.game import GameScreen
from megafauna_tui.ui.screens.help import HelpScreen, Section, help_text, matching, sections
from tests.ui.conftest import enter_game, screen_text, settle_until

SIZE = (160, 45)
ROOT = Path(__file__).resolve().parents[2]
RULEBOOK = sorted((ROOT.parent / "shared" / "seeds").glob("003_*.txt"))


def _entries() -> dict[str, Section]:
    """The first section of each rule or ruling ID: its entry."""
    found: dict[str, Section] = {}
    for section in sections():
        if section.rule:
            found.setdefault(section.rule, section)
    return found


def _own_text(section: Section) -> str:
    """A rule's entry without the sub-rules below it."""
    return section.text.split("\n#", 1)[0]


def _achterbahn_rules() -> list[tuple[str, tuple[str, ...]]]:
    return [(rule.id, tuple(rule.rulings)) for rule in load_rule_index().rule if Mode.ACHTERBAHN in rule.modes]


def test_every_achterbahn_rule_has_an_entry_of_its_own() -> None:
    entries = _entries()
    rules = _achterbahn_rules()
    assert len(rules) > 200
    missing = [rule for rule, _ in rules if rule not in entries]
    assert missing == []
    # An entry says something: more than its heading and the 'Achterbahn only' mark.
    empty = [
        rule
        for rule, _ in rules
        if len(_own_text(entries[rule]).split("\n", 1)[-1].replace("*Achterbahn only.*", "").strip()) < 40
    ]
    assert empty == []


def test_every_ruling_that_settles_an_achterbahn_rule_is_cited_in_its_entry() -> None:
    entries = _entries()
    uncited = [
        f"{rule} {ruling}"
        for rule, rulings in _achterbahn_rules()
        for ruling in rulings
        if f"*Ruling {ruling}:*" not in _own_text(entries[rule])
    ]
    assert uncited == []
    assert "*Ruling R61:*" in _own_text(entries["D10a"]) and "*Ruling R43:*" in _own_text(entries["D14"])


def test_every_ruling_has_an_entry_found_by_its_id() -> None:
    register = tomllib.loads((default_data_dir() / "rulings.toml").read_text(encoding="utf-8"))["ruling"]
    assert len(register) >= 70
    for ruling in register:
        found = matching(ruling["id"].lower())[0]
        assert found.rule == ruling["id"]
        assert ruling["ruling"] in found.text and all(rule in found.title for rule in ruling["rules"])
    titles = [s.title for s in sections() if s.level == 1]
    assert titles[-2:] == ["Rulings", "Glossary"]


@pytest.mark.skipif(not RULEBOOK, reason="the rulebook text is not beside the repository")
def test_the_help_never_copies_a_rulebook_sentence() -> None:
    """No run of twelve words of the help appears in the English rulebook: the help is in our own words."""
    words = re.compile(r"[a-z0-9']+")
    book = words.findall(RULEBOOK[0].read_text(encoding="utf-8", errors="replace").lower())
    runs = {tuple(book[i : i + 12]) for i in range(len(book) - 11)}
    ours = words.findall(help_text().lower())
    copied = [" ".join(ours[i : i + 12]) for i in range(len(ours) - 11) if tuple(ours[i : i + 12]) in runs]
    assert copied == []


def test_the_rule_of_every_achterbahn_decision_opens_its_own_entry(rules: RulesData) -> None:
    """F1 searches the decision's rule: for every decision bots meet in Achterbahn games, the entry of that
    very rule (or ruling, R38) comes first."""
    asked: set[str] = set()
    kinds: set[DecisionKind] = set()
    for seed in range(1, 7):
        game = Game.new(rules, players=4 if seed % 2 else 3, seed=seed, mode=GameMode.ACHTERBAHN)
        bot = RandomBot(seed)
        while (decision := game.decision) is not None:
            asked.add(decision.rule)
            kinds.add(decision.kind)
            game.answer(ask(bot, game))
    medea = {DecisionKind.MEDEA_SOURCE, DecisionKind.MEDEA_PLACE, DecisionKind.MEDEA_TRIGGER}
    assert medea | {DecisionKind.RESIZE, DecisionKind.MEDEA_RICOCHET} <= kinds
    assert {rule: matching(rule)[0].rule for rule in sorted(asked)} == {rule: rule for rule in sorted(asked)}


def _achterbahn_session(rules: RulesData, kind: DecisionKind) -> Session:
    """Four people playing Achterbahn, played by random choices up to the first decision of ``kind``."""
    for seed in range(1, 40):
        session = Session.deal(rules, [(f"P{i}", None) for i in range(4)], seed=seed, mode=GameMode.ACHTERBAHN)
        bot = RandomBot(seed)
        while (decision := session.decision) is not None:
            if decision.kind is kind:
                return session
            session.answer(ask(bot, session.game))
    raise AssertionError(f"no {kind} decision in the games tried")


@pytest.mark.parametrize(
    "kind",
    [
        DecisionKind.MEDEA_SOURCE,
        DecisionKind.MEDEA_PLACE,
        DecisionKind.MEDEA_TRIGGER,
        DecisionKind.MEDEA_RICOCHET,
        DecisionKind.RESIZE,
    ],
)
async def test_f1_at_an_achterbahn_decision_opens_the_entry_of_its_rule(rules: RulesData, kind: DecisionKind) -> None:
    session = _achterbahn_session(rules, kind)
    decision = session.decision
    assert decision is not None
    app = MegafaunaApp(bot_delay=0, autosave=False, session=session)
    async with app.run_test(size=SIZE) as pilot:
        await enter_game(pilot)
        assert isinstance(app.screen, GameScreen) and app.screen.decision == decision
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        entry = _entries()[decision.rule]
        await settle_until(pilot, lambda: screen_text(app).count(entry.title) >= 2)
        text = screen_text(app)
        assert entry.title in text  # in the index, and as the heading of the page shown
        assert text.count(entry.title) >= 2
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen.decision == decision  # reading answered nothing


async def test_f1_at_the_action_menu_lists_claiming_the_medea_among_its_first_entries(rules: RulesData) -> None:
    session = _achterbahn_session(rules, DecisionKind.ACTION)
    decision = session.decision
    assert decision is not None and "E8" in {option.rule for option in decision.options}
    app = MegafaunaApp(bot_delay=0, autosave=False, session=session)
    async with app.run_test(size=SIZE) as pilot:
        await enter_game(pilot)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        index = app.screen.query_one("#sections", OptionList)
        listed = [str(index.get_option_at_index(i).prompt).strip() for i in range(index.option_count)]
        assert listed[0] == "A2c Choosing actions"
        # The rules of its options follow at once, claiming the Medea among them, before the rest of the search.
        assert "E8 Claim Medea" in listed[1:6] and "E6 Resize" in listed[1:6]
        assert "A2c Choosing actions" in screen_text(app)  # the page shown is the menu's own

"""The game variant: the rules ask it where games differ, and a game without rules is refused plainly."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator

import pytest

from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import PlayerColour, Shape
from megafauna_tui.rules import variant as variants
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.event_phase import MutagenEvent
from megafauna_tui.rules.scenario import Table
from megafauna_tui.rules.setup import SetupError
from megafauna_tui.rules.state import GameMode, Phase, Species
from megafauna_tui.rules.tooth_and_claw import ToothAndClaw
from megafauna_tui.rules.variant import Variant, variant_for
from megafauna_tui.savefile import SaveError, Seat, load_game


class _Generous(ToothAndClaw):
    """Tooth & claw with three actions and a heart nobody exceeds: a game whose rules differ."""

    def action_maximum(self, game: Game, colour: PlayerColour) -> int:
        return 3

    def heart_limit(self, game: Game, species: Species) -> int:
        return 99


@pytest.fixture
def generous() -> Iterator[None]:
    saved = dict(variants.VARIANTS)
    variants.VARIANTS[GameMode.TOOTH_AND_CLAW] = _Generous()
    yield
    variants.VARIANTS.clear()
    variants.VARIANTS.update(saved)


def _table(rules: RulesData) -> Table:
    table = Table(rules, ["black", "orange"]).order("orange", "black")
    table.species("black", "archetype", basal="y").creeple("black", "archetype", "siberia:6")
    table.species("orange", "archetype", basal="rrrrrrr").creeple("orange", "archetype", "laurentia:4")
    return table


def test_tooth_and_claw_is_the_variant_of_its_mode(rules: RulesData) -> None:
    game = Game.new(rules, players=3, seed=4)
    assert isinstance(game.variant, ToothAndClaw) and game.variant is variant_for(GameMode.TOOTH_AND_CLAW)
    assert game.clone().variant is game.variant


@pytest.fixture
def unbuilt(monkeypatch: pytest.MonkeyPatch) -> None:
    """A table where the Achterbahn rules are not built: the state of things before they were."""
    monkeypatch.delitem(variants.VARIANTS, GameMode.ACHTERBAHN)


def test_a_game_whose_rules_are_not_built_cannot_be_set_up(rules: RulesData, unbuilt: None) -> None:
    with pytest.raises(SetupError, match="the achterbahn game cannot be played yet"):
        Game.new(rules, players=3, seed=4, mode=GameMode.ACHTERBAHN)


def test_a_save_of_a_game_whose_rules_are_not_built_is_refused(rules: RulesData, unbuilt: None) -> None:
    session = Session.new(rules, [Seat("green", "Ada"), Seat("black", "Bo")], seed=3)
    document = json.loads(session.to_json())
    document["state"]["mode"] = "achterbahn"
    document["setup"]["mode"] = "achterbahn"
    with pytest.raises(SaveError, match="cannot be played \\(the achterbahn game cannot be played yet\\)"):
        load_game(json.dumps(document), rules)


def test_the_action_phase_asks_the_variant_how_many_actions(rules: RulesData, generous: None) -> None:
    """A2a: the action maximum is the game's; a game allowing three offers a third action."""
    game = _table(rules).game(phase=Phase.ACTIONS, then="actions")
    assert game.decision.player is PlayerColour.ORANGE
    assert game.decision.prompt == "Choose an action (3 actions left):"
    for left in ("2 actions", "1 action"):
        game.answer("populate")  # the species and the count are forced
        if game.decision.kind is not DecisionKind.ACTION:
            game.answer(game.decision.keys[0])
        assert (
            game.decision.player is PlayerColour.ORANGE and game.decision.prompt == f"Choose an action ({left} left):"
        )


@pytest.mark.parametrize("limit_of_the_game", ["tooth & claw", "generous"])
def test_the_mutagen_measures_species_against_the_variants_heart_limit(
    rules: RulesData, limit_of_the_game: str, request: pytest.FixtureRequest
) -> None:
    """D7, A8b: under a rolled dark heart of 1 the seven-organ orange archetype loses a basal organ and dies
    out; a game whose heart limit is above every species' organs keeps it whole."""
    if limit_of_the_game == "generous":
        request.getfixturevalue("generous")
    game = _table(rules).dice(1, 1).game(MutagenEvent(), phase=Phase.EVENTS, then="actions")
    assert game.state.dark_heart == 1
    orange = game.state.player(PlayerColour.ORANGE).find(Shape.ARCHETYPE)
    if limit_of_the_game == "generous":
        assert orange is not None and len(orange.basal) == 7
        assert not any("heart limit" in entry.text for entry in game.state.log)
    else:
        assert orange is None
        assert any("over a heart limit of 1" in entry.text for entry in game.state.log)


def test_the_event_phase_skips_what_the_variant_does_not_play(rules: RulesData) -> None:
    """A8b: tooth & claw logs the events it ignores and resolves the others; the choice is the variant's."""
    tooth_and_claw: Variant = variant_for(GameMode.TOOTH_AND_CLAW)
    game = Game.new(rules, players=2, seed=1)
    resolved = {"mutagen", "radiation", "crowd_disease", "comet"}
    kinds = {event.kind for card in rules.events.values() for event in card.events}
    assert resolved < kinds
    for kind in sorted(kinds):
        event = next(e for card in rules.events.values() for e in card.events if e.kind == kind)
        before = len(game.state.log)
        assert tooth_and_claw.skips_event(game, event) is (kind not in resolved)
        logged = game.state.log[before:]
        if kind in resolved:
            assert logged == []
        else:
            assert [(e.rule, e.text) for e in logged] == [
                ("A8b", f"The {kind.replace('_', ' ')} event is ignored in tooth & claw.")
            ]


def test_every_game_is_found_by_a_program_that_has_loaded_none_yet() -> None:
    """The games are loaded by mode the first time they are asked for: a fresh program (the command line
    starting a Venus game, a tournament's worker) finds each, complete, however it asks."""
    script = (
        "from megafauna_tui.rules.state import GameMode\n"
        "from megafauna_tui.rules.variant import VARIANTS, variant_for\n"
        "from megafauna_tui.ui.games import offered\n"
        "for mode in GameMode:\n"
        "    assert offered(mode), mode\n"
        "    assert VARIANTS.get(mode) is variant_for(mode) is VARIANTS[mode], mode\n"
        "print('ok')\n"
    )
    for mode in GameMode:  # each mode first, in a program of its own
        first = "from megafauna_tui.rules.state import GameMode\nfrom megafauna_tui.ui.games import offered\n"
        first += f"assert offered(GameMode({mode.value!r}))\n"
        done = subprocess.run([sys.executable, "-c", first], capture_output=True, text=True, check=False)
        assert done.returncode == 0, (mode, done.stderr)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=False)
    assert done.returncode == 0 and done.stdout == "ok\n", done.stderr


def test_a_tooth_and_claw_game_loads_neither_the_climate_events_nor_the_solo_games() -> None:
    """The core never imports a game (rules/README.md): a program that plays a whole game of tooth & claw (A8) has
    no need of Achterbahn's climate events nor of parts K and L, and does not load them."""
    script = (
        "import sys\n"
        "from megafauna_tui.data.loader import load_rules_data\n"
        "from megafauna_tui.rules.engine import Game\n"
        "game = Game.new(load_rules_data(), players=2, seed=3)\n"
        "while (decision := game.decision) is not None:\n"
        "    game.answer(decision.options[-1].key)\n"
        "loaded = {m.rsplit('.', 1)[1] for m in sys.modules if m.startswith('megafauna_tui.rules.')}\n"
        "print(sorted(loaded & {'achterbahn', 'climax', 'reservoir_events', 'tectonics', 'disks', 'solo_events',"
        " 'raindance', 'snail_tectonics', 'solo', 'solo_setup', 'venus', 'plant_policy'}))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=False)
    assert done.returncode == 0 and done.stdout == "[]\n", done.stderr or done.stdout

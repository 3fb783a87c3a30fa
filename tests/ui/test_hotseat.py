"""Hot-seat: people's names where they decide and in the log, hand-offs (the first one too), choices made
for a player shown to them, and keys typed ahead never answering the next question."""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.widgets import Label

from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.savefile import Seat
from megafauna_tui.ui.app import MegafaunaApp
from megafauna_tui.ui.screens.game import GameScreen
from megafauna_tui.ui.screens.handoff import HandoffScreen
from megafauna_tui.ui.screens.scoring import AwardsScreen
from megafauna_tui.ui.widgets.game_log import GameLog, wording
from tests.ui.conftest import screen_text, seeded_session, settle_until

SIZE = (160, 45)
NAMES = ("Ada", "Bo", "Cy")


def named_session(rules: RulesData, *, seed: int = 7, bots: tuple[str | None, ...] = (None, None)) -> Session:
    session = seeded_session(rules, seed=seed, bots=bots)
    session.seats = [Seat(s.colour, NAMES[i], s.bot) for i, s in enumerate(session.seats)]
    return session


def letter(colour: PlayerColour) -> str:
    return {"green": "G", "orange": "O", "black": "K", "white": "W"}[colour.value]


def note_text(app: MegafaunaApp) -> str:
    """The note above the question, as plain text ('' when none is shown)."""
    note = app.screen.query_one("#note", Label)
    content = note.content
    return (content.plain if isinstance(content, Text) else str(content)) if note.has_class("shown") else ""


async def test_the_prompt_and_the_log_name_the_people(rules: RulesData) -> None:
    session = named_session(rules)
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the hand-off to the first player
        await pilot.pause()
        decision = session.decision
        assert decision is not None
        name = session.seat(decision.player).name
        assert f"{name}, {decision.player.value} [{letter(decision.player)}]" in screen_text(app)
        lines = " ".join(" ".join(app.screen.query_one(GameLog).lines).split())  # wrapped lines joined
        for seat in session.seats:  # the setup entry lists every player: colour, then name
            assert f"{seat.colour} ({seat.name})" in lines
        assert f"{decision.player.value.capitalize()} ({name}) takes up to" in lines  # A2


def test_log_wording_adds_names_only_where_a_colour_means_a_player() -> None:
    names = {PlayerColour.GREEN: "Ada", PlayerColour.BLACK: "Bo"}
    table = [
        ("A5", "Player order: green, black.", "Player order: green (Ada), black (Bo)."),
        ("D8c", "Green's flyer has no green or blue plus organ: immune.", "Green (Ada)'s flyer has no green or blue"),
        ("F2", "A newborn flyer of black finds nowhere to live", "A newborn flyer of black (Bo) finds"),
        ("D9", "Crowd disease strikes (3 creeples): green:archetype.", "(3 creeples): green (Ada):archetype."),
        ("E4", "Black's archetype populates: 1 newborn to disperse.", "Black (Bo)'s archetype populates: 1 newborn"),
        ("I4", "Green's flyer dies out. 2 fossils to the record.", "Green (Ada)'s flyer dies out. 2 fossils"),
    ]
    for rule, engine_text, shown in table:
        assert shown in wording(engine_text, names, rule=rule)


async def test_two_people_get_a_hand_off_before_the_first_decision(rules: RulesData) -> None:
    session = named_session(rules)
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        decision = session.decision
        assert decision is not None
        text = screen_text(app)
        assert session.seat(decision.player).name in text
        assert "Enter or Space: continue" in text  # the screen says which keys go on
        assert "⏎ Continue" in text  # and so does its footer
        await pilot.press("1")  # not a key of the hand-off: nothing happens
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and not session.answers
        await pilot.press("space")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


async def test_one_person_against_a_bot_is_never_handed_off(rules: RulesData) -> None:
    session = named_session(rules, seed=3, bots=(None, "random"))
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(40):
            assert not isinstance(app.screen, HandoffScreen)
            if isinstance(app.screen, AwardsScreen):
                await pilot.press("enter")
            else:
                await pilot.press("1")
            await pilot.pause()
        assert len(session.answers) > 20


async def test_choices_made_for_a_player_are_shown_to_them_even_across_hand_offs(rules: RulesData) -> None:
    """A single legal option is applied by the engine; its owner reads what happened before their next choice."""
    session = named_session(rules, seed=4, bots=(None, None, None))
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    names = {PlayerColour(seat.colour): seat.name for seat in session.seats}
    waiting: dict[PlayerColour, list[str]] = {}  # notes each player has not seen yet
    seen_now = seen_after_hand_off = 0
    handed_off: set[PlayerColour] = set()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for step in range(150):
            screen = app.screen
            if isinstance(screen, HandoffScreen | AwardsScreen):
                if isinstance(screen, HandoffScreen):
                    handed_off = set(waiting)
                await pilot.press("enter")
                await pilot.pause()
                continue
            decision = session.decision
            if decision is None:
                break
            expected = waiting.pop(decision.player, [])
            shown = note_text(app)
            for text in expected:
                assert text in shown, f"step {step}: {text!r} not in {shown!r}"
            if expected:
                seen_now += 1
                seen_after_hand_off += decision.player in handed_off
            answered = len(session.answers)
            await pilot.press(str(1 + step % len(decision.options[:3])))
            await pilot.pause()
            assert len(session.answers) == answered + 1
            for forced, option in session.game.forced:
                waiting.setdefault(forced.player, []).append(wording(option.label, names))
    assert seen_now > 5 and seen_after_hand_off > 0


async def test_keys_typed_ahead_do_not_answer_the_next_question(rules: RulesData) -> None:
    session = named_session(rules, seed=9, bots=(None, "random"))
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        person = PlayerColour(session.seats[0].colour)
        # The bot plays its turn first; on a loaded machine that can take more than one frame.
        await settle_until(pilot, lambda: session.decision is not None and session.decision.player is person)
        decision = session.decision  # the bot has played its turn: the person decides
        assert decision is not None and decision.player is person
        assert "mutate" in decision.keys
        before = len(session.answers)
        # Two quick presses: "mutate", then a "1" typed before the card question appeared. The second key
        # is made (typed) with the first, and reaches the app once the first has been answered.
        number = str(decision.keys.index("mutate") + 1)
        first, typed_ahead = events.Key(number, number), events.Key("1", "1")
        app.post_message(first)
        await pilot.pause()
        card_question = session.decision
        assert card_question is not None and card_question.player is decision.player
        assert card_question.prompt in screen_text(app)
        app.post_message(typed_ahead)
        await pilot.pause()
        assert session.answers[before:] == ["mutate"]
        assert session.decision == card_question
        # Both in the queue at once: the second was picked from the old list, and is dropped too.
        app.post_message(events.Key("1", "1"))
        app.post_message(events.Key("enter", "\r"))
        await pilot.pause()
        assert session.answers[before:] == ["mutate", card_question.keys[0]]
        # Enter typed ahead of the next question, arriving after it: dropped.
        enter = events.Key("enter", "\r")
        await pilot.pause()
        app.post_message(events.Key("1", "1"))
        await pilot.pause()
        after_one = len(session.answers)
        assert session.decision is not None and session.decision.player is decision.player
        app.post_message(enter)
        await pilot.pause()
        assert len(session.answers) == after_one


async def test_an_enter_typed_ahead_does_not_skip_the_hand_off(rules: RulesData) -> None:
    session = named_session(rules, seed=5)
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        for _ in range(80):  # find a choice that passes the keyboard to the other player
            decision = session.decision
            assert decision is not None and isinstance(app.screen, GameScreen)
            handing = None
            for index, key in enumerate(decision.keys[:9]):
                trial = session.game.clone()
                trial.answer(key)
                if trial.decision is not None and trial.decision.player is not decision.player:
                    handing = index
                    break
            if handing is not None:
                break
            await pilot.press("1")
            await pilot.pause()
        assert handing is not None
        pick, enter = events.Key(str(handing + 1), str(handing + 1)), events.Key("enter", "\r")  # in a hurry
        app.post_message(pick)
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        app.post_message(enter)  # typed with the pick, before the hand-off appeared
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)  # still there for the next person to see
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


async def test_enter_pressed_twice_on_the_hand_off_answers_nothing(rules: RulesData) -> None:
    """The second Enter was meant for the hand-off too, not for the question it uncovers."""
    session = named_session(rules, seed=5)
    app = MegafaunaApp(bot_delay=0, session=session, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        first = session.decision
        app.post_message(events.Key("enter", "\r"))
        app.post_message(events.Key("enter", "\r"))
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert not session.answers and session.decision == first
        await pilot.press("enter")  # typed once the question is on screen: it answers
        await pilot.pause()
        assert len(session.answers) == 1

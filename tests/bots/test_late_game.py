"""The bots value the late game (J2, J6, J7, E6, J6f): emotions within reach of their cards, the tools
curiosity brings, and language's ending; and they take a personality when forming one is the best move."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from megafauna_tui.bots import GreedyBot, SearchBot, ask
from megafauna_tui.bots.greedy import evaluate
from megafauna_tui.bots.late_game import emotion_prospects, late_game, turns_left
from megafauna_tui.bots.search import values
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.mutations import Orientation
from megafauna_tui.data.vocabulary import Emotion, PlayerColour, Shape
from megafauna_tui.rules.actions import PlayerTurn
from megafauna_tui.rules.emotions import emotions
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.scenario import Card, Table
from megafauna_tui.rules.state import GameLength

BLACK, ORANGE = PlayerColour.BLACK, PlayerColour.ORANGE


@dataclass(frozen=True)
class Halves:
    """A head and a tail of one emotion in the shipped data: the head's face shows the right half, the
    tail's face the left half; the tail's other face does not show it."""

    emotion: Emotion
    head: int
    head_face: int
    tail: int
    tail_face: int


def letters(face_or_card: Orientation | tuple[str, ...]) -> str:
    organs = face_or_card.plus_organs if isinstance(face_or_card, Orientation) else face_or_card
    return "".join(str(o.value)[0] for o in organs)


def plain(face: Orientation) -> bool:
    """A face a size-one archetype may turn upright without speciating, with cubes (no monster token)."""
    return face.shape is None and not face.monster and not face.mutualism


def halves(rules: RulesData, emotion: Emotion | None = None) -> Halves:
    cards = sorted(rules.mutations.values(), key=lambda c: c.number)
    for head in cards:
        for h, hf in enumerate(head.orientations):
            if not plain(hf) or hf.right is None or hf.left is not None or (emotion and hf.right is not emotion):
                continue
            for tail in cards:
                if tail.number == head.number:
                    continue
                for t, tf in enumerate(tail.orientations):
                    other = tail.orientations[1 - t]
                    if plain(tf) and tf.left is hf.right and tf.right is None and other.left is not hf.right:
                        return Halves(hf.right, head.number, h, tail.number, t)
    raise LookupError("the data has no such head and tail")


def table_with(rules: RulesData, *cards: Card, length: GameLength = GameLength.STANDARD, **species: object) -> Table:
    table = Table(rules, ["black", "orange"], length=length)
    table.species("orange", "archetype")
    table.creeple("orange", "archetype", "laurentia:4")
    table.species("black", "archetype", cards=list(cards), **species)  # type: ignore[arg-type]
    table.creeple("black", "archetype", "siberia:6")
    return table


def head_and_tail(rules: RulesData, pair: Halves, *, tail_promoted: bool = False) -> tuple[Card, Card]:
    head_face = rules.mutations[pair.head].orientations[pair.head_face]
    tail_card = rules.mutations[pair.tail]
    head = Card(pair.head, organs=letters(head_face), orientation=pair.head_face + 1)
    if tail_promoted:
        tail = Card(pair.tail, organs=letters(tail_card.orientations[pair.tail_face]), orientation=pair.tail_face + 1)
    else:
        tail = Card(pair.tail, organs=letters(tail_card.plus_organs))
    return head, tail


# -- valuation: half-matched emotions, tools ------------------------------------------------------------------


def test_a_matching_half_is_worth_more_than_a_lone_one_and_nearer_is_worth_more(rules: RulesData) -> None:
    """J6b: a head whose tail could be turned upright by one promotion promises an emotion; with both halves
    upright it is nearer still; a head alone promises little."""
    pair = halves(rules)
    head, tail = head_and_tail(rules, pair)
    alone = table_with(rules, head).game(PlayerTurn(BLACK, 2))
    one_away = table_with(rules, head, tail).game(PlayerTurn(BLACK, 2))
    head, tail = head_and_tail(rules, pair, tail_promoted=True)
    upright = table_with(rules, head, tail).game(PlayerTurn(BLACK, 2))

    def worth(game: Game) -> float:
        return emotion_prospects(game, game.state.species(BLACK, Shape.ARCHETYPE))

    assert 0 < worth(alone) < worth(one_away) < worth(upright)
    assert worth(one_away) - worth(alone) > 0.25  # a good part of an emotion's VP (A7e), less the action it takes


def test_a_formed_emotion_needs_no_more_promise(rules: RulesData) -> None:
    """Once the personality holds the emotion its VP are in the score (A7e); the prospects only keep the
    cheaper cards it brings (J6e), so forming it is what the bot wants, not waiting."""
    pair = halves(rules, Emotion.FEAR)
    head, tail = head_and_tail(rules, pair, tail_promoted=True)
    apart = table_with(rules, head, tail).game(PlayerTurn(BLACK, 2))
    joined = table_with(rules, head, tail, personality=[pair.head, pair.tail]).game(PlayerTurn(BLACK, 2))
    assert emotions(rules, joined.state.species(BLACK, Shape.ARCHETYPE)) == [Emotion.FEAR]
    assert evaluate(joined, BLACK) > evaluate(apart, BLACK)


def test_curiosity_within_reach_is_worth_a_tool_while_one_is_left(rules: RulesData) -> None:
    """J7: a curiosity emotion brings a tool, worth a VP in the tableau (A7c); when every tool is claimed it
    brings only its own VP."""
    pair = halves(rules, Emotion.CURIOSITY)
    head, tail = head_and_tail(rules, pair)
    with_tools = table_with(rules, head, tail).game(PlayerTurn(BLACK, 2))
    without = table_with(rules, head, tail).game(PlayerTurn(BLACK, 2))
    without.state.tools_available.clear()
    assert late_game(with_tools, BLACK) > late_game(without, BLACK) + 0.3


def test_a_tool_in_hand_is_worth_more_than_its_fossil(rules: RulesData) -> None:
    """J7c, J7d: a tool lets the species hunt (or hide from) a shape; the bots value it beyond its VP."""
    tool = rules.special_cards.tool[0].id
    armed = table_with(rules, tools=[(tool, 1)]).game(PlayerTurn(BLACK, 2))
    bare = table_with(rules).game(PlayerTurn(BLACK, 2))
    assert late_game(armed, BLACK) > late_game(bare, BLACK)
    assert evaluate(armed, BLACK) > evaluate(bare, BLACK) + 1  # the tool's fossil VP and more


def test_forming_curiosity_and_taking_its_tool_beats_having_it_in_reach(rules: RulesData) -> None:
    """J7: the emotion formed and its tool claimed must read better than the same emotion one step away,
    however much the bots prize tools, or they would never close the pair."""
    pair = halves(rules, Emotion.CURIOSITY)
    head, tail = head_and_tail(rules, pair, tail_promoted=True)
    apart = table_with(rules, head, tail).game(PlayerTurn(BLACK, 2))
    tool = rules.special_cards.tool[0].id
    joined = table_with(rules, head, tail, personality=[pair.head, pair.tail], tools=[(tool, 1)])
    formed = joined.game(PlayerTurn(BLACK, 2))
    assert emotions(rules, formed.state.species(BLACK, Shape.ARCHETYPE)) == [Emotion.CURIOSITY]
    assert evaluate(formed, BLACK) > evaluate(apart, BLACK) + 1


def test_an_unpromoted_card_counts_one_face_of_lone_halves_not_both(rules: RulesData) -> None:
    """E2b: a card is promoted to one face. Its lone halves count for the better face only, so promoting it
    to that face costs nothing in the reading (when it counted both faces, the bots would not promote)."""
    card = next(
        c
        for c in sorted(rules.mutations.values(), key=lambda c: c.number)
        if all(plain(f) and bool(f.left) != bool(f.right) for f in c.orientations)
    )
    unpromoted = table_with(rules, Card(card.number, organs=letters(card.plus_organs))).game(PlayerTurn(BLACK, 2))
    promoted = [
        table_with(rules, Card(card.number, organs=letters(face), orientation=i + 1)).game(PlayerTurn(BLACK, 2))
        for i, face in enumerate(card.orientations)
    ]

    def worth(game: Game) -> float:
        return emotion_prospects(game, game.state.species(BLACK, Shape.ARCHETYPE))

    best = max(worth(game) for game in promoted)
    assert best > 0 and worth(unpromoted) == pytest.approx(best)


# -- language's ending (J6f) ----------------------------------------------------------------------------------


def test_a_leader_values_language_ending_the_game_and_a_trailer_does_not(rules: RulesData) -> None:
    """J6f, A6b: in the short game language ends the game in the next Era III turn. The same table with and
    without that ending: the player ahead reads it as better, the player behind as worse, for the greedy
    bot's evaluation and the search bot's value alike."""
    far = (
        table_with(rules, length=GameLength.SHORT).fossils("orange", 6).game(PlayerTurn(BLACK, 2))
    )  # orange leads by six VP
    near = table_with(rules, length=GameLength.SHORT).fossils("orange", 6).language(2).game(PlayerTurn(BLACK, 2))
    assert turns_left(near) < turns_left(far)
    assert evaluate(near, ORANGE) > evaluate(far, ORANGE)
    assert evaluate(near, BLACK) < evaluate(far, BLACK)
    owners = (BLACK, ORANGE)
    assert values(near, owners)[0][ORANGE] > values(far, owners)[0][ORANGE]
    assert values(near, owners)[0][BLACK] < values(far, owners)[0][BLACK]


def test_language_ends_nothing_in_the_standard_game(rules: RulesData) -> None:
    """J6f: only the long and short games end with language."""
    far = table_with(rules).fossils("orange", 6).game(PlayerTurn(BLACK, 2))
    near = table_with(rules).fossils("orange", 6).language(2).game(PlayerTurn(BLACK, 2))
    assert evaluate(near, ORANGE) == evaluate(far, ORANGE)


# -- the move: forming a personality ---------------------------------------------------------------------------


def personality_table(rules: RulesData) -> Game:
    """Black's last action: it could populate (a newborn), or promote its tail the right way up and join it to
    its head (J6b), an emotion worth a VP at the end (A7e) and cheaper cards of its colour (J6e)."""
    pair = halves(rules, Emotion.FEAR)
    head, tail = head_and_tail(rules, pair)
    table = table_with(rules, head, tail, basal="r")
    return table.game(PlayerTurn(ORANGE, 2), PlayerTurn(BLACK, 1))


def play_black(game: Game, bot: GreedyBot | SearchBot) -> None:
    while (decision := game.decision) is not None and decision.player is BLACK:
        game.answer(ask(bot, game))


@pytest.mark.parametrize("bot", [GreedyBot(1), SearchBot(1)], ids=["greedy", "search"])
def test_the_bot_forms_a_personality_when_it_is_the_best_move(rules: RulesData, bot: GreedyBot | SearchBot) -> None:
    game = personality_table(rules)
    assert game.decision is not None and {"promote", "populate"} <= set(game.decision.keys)
    play_black(game, bot)
    black = game.state.species(BLACK, Shape.ARCHETYPE)
    assert emotions(rules, black) == [Emotion.FEAR]
    assert any("forms a personality" in entry.text for entry in game.state.log if entry.rule == "J6b")

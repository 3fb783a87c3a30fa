"""What the game screen says to the people at the table, apart from the screen: the notes of choices the rules
made for a player, why a player is handed the keyboard out of turn, what a thinking bot or hint shows, and the
question asked of a player whose choice another wants undone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.rules.decisions import Decision, DecisionKind, Option
from megafauna_tui.ui import games
from megafauna_tui.ui.glyphs import PLAYER
from megafauna_tui.ui.thinking import bot_words
from megafauna_tui.ui.widgets.game_log import wording

if TYPE_CHECKING:
    from megafauna_tui.controller import Session, Step
    from megafauna_tui.rules.engine import Game
    from megafauna_tui.savefile import Seat
    from megafauna_tui.ui.thinking import Thought

#: How a choice made for a player reads, by kind of decision ("had one place to go: ...").
FORCED_WORDS: dict[DecisionKind, str] = {
    DecisionKind.DESTINATION: "Your newborn had one place to go",
    DecisionKind.MOTHER: "Your newborn had one possible mother",
    DecisionKind.NEWBORN: "One newborn was left to disperse",
    DecisionKind.POPULATE_SPECIES: "Only one species could populate",
    DecisionKind.POPULATE_COUNT: "Only one number of newborns was possible",
    DecisionKind.MUTATE_SPECIES: "Only one species could take the card",
    DecisionKind.MUTATE_CARD: "Only one card could be bought",
    DecisionKind.PROMOTE_CARD: "Only one card could be promoted",
    DecisionKind.ATROPHY: "Only one plus organ could be lost",
    DecisionKind.SPECIATE_MOTHER: "Only one archetype could speciate",
    DecisionKind.ORIENTATION: "Only one way up was possible",
}


def forced_note(decision: Decision, option: Option, names: dict[PlayerColour, str], *, side: str | None = None) -> Text:
    """One line saying what the rules chose for a player, and why: it was the only legal option. In the solo
    game ``side`` says for which of the person's two sides, and the rule the decision cites comes too (K8
    forces the plant's hand: the note says by which rule)."""
    lead = FORCED_WORDS.get(decision.kind, wording(decision.prompt.rstrip(" :?."), names) + ", one answer")
    text = Text()
    if side is not None:
        text.append(f"{side}: ", style="bold")
    text.append(f"{lead}: ")
    text.append(wording(option.label, names), style="bold")
    rules = option.rule if side is None or decision.rule == option.rule else f"{decision.rule}, {option.rule}"
    text.append(f" ({rules})", style="dim")
    if decision.ruled_out:  # what else there was, and why the rules barred it
        text.append("; ruled out: " + "; ".join(wording(words, names) for words in decision.ruled_out))
    return text


#: Decisions of the Medea's holder (E8), asked in the middle of the event phase, out of turn.
MEDEA_KINDS = frozenset(
    {DecisionKind.MEDEA_SOURCE, DecisionKind.MEDEA_PLACE, DecisionKind.MEDEA_TRIGGER, DecisionKind.MEDEA_RICOCHET}
)


def handoff_reason(
    decision: Decision, names: dict[PlayerColour, str], holder: PlayerColour | None = None
) -> str | None:
    """Why a player is handed the keyboard out of turn: the Medea's holder, and the question the climate asks
    ("Medea: where does the black disk of the degassing go?"), or the cloud seeder who does not hold the card
    (L1a); None for an ordinary turn of play."""
    if decision.kind not in MEDEA_KINDS:
        return None
    if decision.kind is DecisionKind.MEDEA_RICOCHET:
        who = "pulled the Medea's trigger (D10b)"
    elif decision.rule == "D13" and holder is not None and decision.player is not holder:
        who = "seeds the clouds (L1a, D13)"
    else:
        who = "holds the Medea (E8)"
    name = names.get(decision.player) or decision.player.value.capitalize()
    return f"{name} {who}:\n{wording(decision.prompt, names)}"


def plant_handoff_reason(seat: Seat, decision: Decision, names: dict[PlayerColour, str]) -> str:
    """Why the Medea's holder is handed the keyboard for the automated plant's choice (L2b)."""
    return f"Medea holder {seat.name} runs the plant: {wording(decision.prompt, names)}"


def bot_thinking_words(session: Session, decision: Decision, names: dict[PlayerColour, str]) -> str:
    """'Ada, orange (search bot, normal) is thinking...': the prompt while a bot decides."""
    seat = session.seat(games.person(session.game, decision.player))
    side = games.side(session.game, decision.player, names)
    what = f" for the {side}" if side else ""
    return f"{seat.name}, {seat.colour} ({bot_words(seat.bot or '')}) is thinking{what}..."


def thought_words(thought: Thought | None) -> str:
    """What the prompt says of the search under way, with its sign of life: '... is thinking... ⠹ 1.3 s'."""
    if thought is None:
        return ""
    if thought.purpose == "hint":
        return f"{thought.words} {thought.sign()}  (h again stops it)"
    return f"{thought.words} {thought.sign()}"


def game_over_words(game: Game) -> str:
    """What the prompt says once the game is over."""
    shows = "the outcome" if games.one_person(game) else "the final scores"
    return f"The game is over: s shows {shows}; PgUp and PgDn scroll the whole log."


def undo_question(owner: Seat, asker: str, step: Step) -> Text:
    """The question put to the player whose choice ``asker`` wants undone."""
    colour = PlayerColour(owner.colour)
    question = Text()
    question.append(f"{owner.name} ({colour.value} [{PLAYER[colour][0]}]): ", style="bold")
    question.append(f"{asker} asks to undo your choice\n\n  {step.prompt} {step.choice}\n\n")
    question.append(f"Do you agree, {owner.name}?")
    return question

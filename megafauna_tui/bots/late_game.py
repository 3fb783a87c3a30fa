"""What the late game is worth to a bot: the parts of Bios: Megafauna that take several actions to reach.

A bot's look-ahead is short (the greedy bot sees one action, the search bot a dozen decisions), but an
emotion needs two matching half-emoticons bought, promoted the right way up and joined in a personality
(J6b), and only then do the rewards come: a VP each (A7e), cheaper cards of its colour (J6e), a tool for
each curiosity (J7), language with three of them (J6f). So the reading of a position carries that plan:

* **Emotions within reach.** Each half-emoticon a species shows, or could show by promoting one of its cards
  to a legal orientation (E2b, E2e), is paired with a matching half of another card; the pairs are chained
  into the one personality a species may have (one head, one tail, J6c), extending the one it has (cards
  are never ejected, J6d). Each new emotion in that chain is worth its VP and what it brings (a cheaper
  colour, a tool while one is left), discounted by the promotions it still needs. A chain that would reach
  three emotions of two colours promises language's 3 VP the same way.
* **What is formed:** the VP are in the score already (A7); an emotion of a card colour also makes that
  colour cheaper for the species (J6e), and a tool lets it hunt or hide from that shape (J7c, J7d).
* **Mutualism** (J2): a card that could be promoted to a mutualism face while a host is at hand promises
  a host creeple (a VP and population, J2b).
* **Size and monsters** in the games with sizes (E6, E2d, J4): a step of size is a dispersal point and
  wins contest ties (F2, G6, H5); a monster token counts as organs equal to the size and is hard to lose.
* **Medea** (E8): its VP counts only if still held at the end (A7c), and a rival can claim it back with one
  action phase, so before the last turns it is worth little more than its powers.
* **The end of the game.** Language ends the long and short games in the next Era III turn (J6f, A6): the
  nearer the end, the more a lead is worth, so a leader wants it and a trailer does not.

Every rule is asked of the rules modules (``emotions``, ``promotion``, ``scoring``); nothing here decides
what is legal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import Emotion, PlayerColour
from megafauna_tui.rules.emotions import emotions, has_language, upright_face
from megafauna_tui.rules.promotion import host_candidates
from megafauna_tui.rules.scoring import LANGUAGE_BONUS
from megafauna_tui.rules.size_limits import legal_orientations
from megafauna_tui.rules.state import GameLength, Species

if TYPE_CHECKING:
    from megafauna_tui.data.mutations import Orientation
    from megafauna_tui.rules.engine import Game

#: A new emotion's worth, by the promotions it still needs: none (both halves upright, joined at the next
#: promotion, E2h), one, two. Each promotion is an action another use could have had (a newborn is worth
#: about 0.9), so an emotion in reach is worth well under one formed: the bot forms it when it can.
REACH = (0.5, 0.3, 0.15)
#: A VP (A7e) and, for the four card colours, cheaper cards of that colour for the species (J6e); until the
#: species speaks, each emotion is also a step towards language's 3 VP (J6f).
EMOTION = 1.0
CHEAPER = 0.3
TOWARDS_LANGUAGE = 0.3
#: A curiosity emotion brings a tool while one is unclaimed (J7): its fossil VP (A7c, in the score once
#: held) and, held or in reach, what it does: hunting and hiding from a shape (J7c, J7d), antivenom (J7e),
#: one of only four, which a rival's curiosity takes for good. The same worth held as in reach (scaled by
#: ``REACH``), so forming the emotion never looks like a loss.
TOOL = 4.0
TOOL_VP = 1.0
#: A half-emoticon with no partner yet: a partner may still be bought. A lone curiosity half is a tool
#: begun (J7), worth more while a tool is left; two lone halves stay worth less than the pair they could
#: form (``REACH``), or the bot would keep them apart.
LONE_HALF = 0.1
LONE_CURIOSITY = 0.2
#: A card that could become a mutualism host's card, with a host at hand (J2, J2b).
HOST_IN_REACH = 0.4
#: Each size step above one (E6: dispersal points, contest ties) and each monster token (E2d, J4).
SIZE_STEP = 0.25
MONSTER = 0.3
#: How much more a lead is worth as the end nears (A6, J6f); see ``language_ending``.
ENDING = 2.0
#: What holding the Medea card is worth before the end, beside its share of the VP it scores if still held
#: then (A7c): its powers (D10a, D12-D14). Anyone may claim it with an action phase (E8), so its VP is only
#: as sure as the end is near.
MEDEA_POWERS = 0.25


@dataclass(frozen=True, slots=True)
class Half:
    """One half-emoticon a card shows or could show: ``face`` is the orientation a promotion would turn
    upright (None when the card is upright already)."""

    card: int
    colour: Emotion
    face: int | None


def late_game(game: Game, colour: PlayerColour) -> float:
    """What the player's species promise beyond their score for emotions, tools, hosts, size and monsters."""
    player = game.state.player(colour)
    value = -medea_doubt(game, colour)
    sizes = game.variant.sizes
    for species in player.species:
        value += emotion_prospects(game, species)
        value += TOOL * len(species.tools)
        value += mutualism_prospects(game, species)
        if sizes:
            value += SIZE_STEP * (species.size - 1)
            value += MONSTER * sum(1 for card in species.cards if card.monster)
    return value


def emotion_prospects(game: Game, species: Species) -> float:
    """The emotions the species has formed beyond their VP (J6e), and those within reach of its cards."""
    formed = emotions(game.data, species)
    spoke = has_language(formed)
    step = 0.0 if spoke else TOWARDS_LANGUAGE
    value = sum(step + (CHEAPER if e is not Emotion.CURIOSITY else 0.0) for e in formed)
    rights, lefts, lone = _halves(game, species)
    tools_left = len(game.state.tools_available)
    found = list(formed)
    linked: set[int] = set()
    promotions: set[int] = set()
    for right, left in _chain(species.personality, rights, lefts):
        emotion = right.colour
        need = (right.face is not None) + (left.face is not None)
        worth = EMOTION + step + (CHEAPER if emotion is not Emotion.CURIOSITY else 0.0)
        if emotion is Emotion.CURIOSITY and tools_left > 0:
            worth += TOOL_VP + TOOL
            tools_left -= 1
        value += worth * REACH[need]
        found.append(emotion)
        linked.update((right.card, left.card))
        promotions.update(h.card for h in (right, left) if h.face is not None)
        if not spoke and has_language(found):
            spoke = True  # J6f: this chain would speak
            value += LANGUAGE_BONUS * REACH[min(len(promotions), 2)]
    # A card shows one face: its lone halves count for the face that would show the most (an unpromoted
    # card's two faces are a choice, not a sum, or promoting would look like a loss).
    faces: dict[int, dict[int | None, float]] = {}
    for half in lone:
        if half.card not in linked:
            curious = half.colour is Emotion.CURIOSITY and tools_left > 0
            shown = faces.setdefault(half.card, {})
            shown[half.face] = shown.get(half.face, 0.0) + (LONE_CURIOSITY if curious else LONE_HALF)
    return value + sum(max(shown.values()) for shown in faces.values())


def _halves(game: Game, species: Species) -> tuple[list[Half], list[Half], list[Half]]:
    """The right and left halves that could still link, and the halves of cards outside the personality.

    A half counts if its card shows it upright, or a legal promotion of the card would (E2b, E2e). Inside the
    personality only its open ends can link, and they stand for the whole row: its first card's left half
    and its last card's right half, both named by the first card (cards are never ejected, J6d)."""
    data = game.data
    row = species.personality
    rights: list[Half] = []
    lefts: list[Half] = []
    numbers = [c.number for c in species.cards]
    if species.genotype is not None:
        numbers.insert(0, species.genotype)
    for number in numbers:
        upright = upright_face(data, species, number)
        faces: list[tuple[Orientation, int | None]]
        if upright is not None:
            faces = [(upright, None)]
        elif number != species.genotype:
            orientations = data.mutations[number].orientations
            faces = [
                (orientations[i], i)
                for i in legal_orientations(game, species, number)
                if orientations[i].shape is None  # a speciation takes the card to the daughter (E3)
            ]
        else:
            continue
        named = row[0] if number in row else number
        for face, index in faces:
            if face.right is not None and (number not in row or number == row[-1]):
                rights.append(Half(named, face.right, index))
            if face.left is not None and (number not in row or number == row[0]):
                lefts.append(Half(named, face.left, index))
    lone = [h for h in (*rights, *lefts) if h.card not in row]
    return rights, lefts, lone


def _chain(row: list[int], rights: list[Half], lefts: list[Half]) -> list[tuple[Half, Half]]:
    """The new links of the one personality a species may have (J6c), found cheapest first.

    Pairs are a right half and a left half of the same colour on two cards; each card links at most once on
    each side and shows one face, and no pair closes a loop. The personality is the chain through the current
    row, or with none the longest chain."""
    pairs = sorted(
        ((r, lf) for r in rights for lf in lefts if r.card != lf.card and r.colour is lf.colour),
        key=lambda p: ((p[0].face is not None) + (p[1].face is not None), p[0].card, p[1].card),
    )
    face: dict[int, int | None] = {}
    after: dict[int, tuple[Half, Half]] = {}
    before: dict[int, int] = {}
    for right, left in pairs:
        if right.card in after or left.card in before:
            continue
        if face.get(right.card, right.face) != right.face or face.get(left.card, left.face) != left.face:
            continue
        if _reaches(left.card, right.card, after):
            continue
        face[right.card], face[left.card] = right.face, left.face
        after[right.card] = (right, left)
        before[left.card] = right.card
    if row:
        first = row[0]
        while first in before:
            first = before[first]
        return _walk(first, after)
    return max((_walk(card, after) for card in after if card not in before), key=len, default=[])


def _reaches(start: int, goal: int, after: dict[int, tuple[Half, Half]]) -> bool:
    card: int | None = start
    while card is not None:
        if card == goal:
            return True
        card = after[card][1].card if card in after else None
    return False


def _walk(first: int, after: dict[int, tuple[Half, Half]]) -> list[tuple[Half, Half]]:
    links = []
    card = first
    while card in after:
        links.append(after[card])
        card = after[card][1].card
    return links


def mutualism_prospects(game: Game, species: Species) -> float:
    """J2: an unpromoted card with a legal mutualism face, while a host is at hand, promises a host creeple."""
    mutations = game.data.mutations
    hopeful = any(
        mutations[card.number].orientations[i].mutualism
        for card in species.cards
        if not card.promoted and any(f.mutualism for f in mutations[card.number].orientations)
        for i in legal_orientations(game, species, card.number)
    )
    return HOST_IN_REACH if hopeful and host_candidates(game, species) else 0.0


def medea_doubt(game: Game, colour: PlayerColour) -> float:
    """How much of the Medea card's VP in the player's score (A7c) is not yet sure: a rival may claim it with
    an action phase (E8) until the end, so it is sure only on the last turn; its powers count meanwhile."""
    if not game.state.player(colour).medea:
        return 0.0
    return 1.0 - MEDEA_POWERS - 1.0 / (1.0 + turns_left(game))


def turns_left(game: Game, *, language: bool = True) -> int:
    """About how many turns the game has left after this one (A6, A6a, A6b), from what the table shows: the
    ET cards left in this era and the eras still to come; with ``language``, spoken language cuts it to the
    next Era III turn (J6f)."""
    state = game.state
    per_era = game.data.special_cards.era.events_per_era
    left = max(0, per_era - state.era_cards_drawn)
    era = state.era
    while era < state.final_era:
        era += 2 if state.length is GameLength.SHORT and era == 1 else 1
        left += per_era
    if state.final_era > 2:
        left -= per_era // 2  # the comet ends Era III at some card of its five (A6a): half way, on average
    if language and state.language_turn is not None and state.length is not GameLength.STANDARD:
        left = min(left, 0 if state.event_era == 3 else max(0, per_era - state.era_cards_drawn))
    return max(0, left)


def language_ending(game: Game) -> float:
    """How much nearer language has brought the end (J6f): the share of the remaining game it cut, from 0
    (no language, or the standard game, where it ends nothing) towards 1. A lead is worth that much more."""
    return 1.0 / (1.0 + turns_left(game)) - 1.0 / (1.0 + turns_left(game, language=False))

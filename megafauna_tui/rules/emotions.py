"""Emotions and personality (J6): heads, tails and brains joined by matching half-emoticons."""

from __future__ import annotations

from collections import Counter
from itertools import pairwise
from typing import TYPE_CHECKING

from megafauna_tui.data.mutations import Orientation
from megafauna_tui.data.vocabulary import Emotion

from .state import Species

if TYPE_CHECKING:
    from megafauna_tui.data.loader import RulesData


def upright_face(data: RulesData, species: Species, number: int) -> Orientation | None:
    """The upright side of a promoted card, the genotype included (its side shows the species' shape, E3a)."""
    if number == species.genotype:
        faces = data.mutations[number].orientations
        return next((face for face in faces if face.shape is species.shape), None)
    card = species.card(number)
    if not card.promoted or card.orientation is None:
        return None
    return data.mutations[number].orientations[card.orientation]


def row_emotions(data: RulesData, species: Species, row: list[int]) -> list[Emotion] | None:
    """The emotions a row of cards forms, or None if some neighbours do not link (J6b)."""
    faces = [upright_face(data, species, n) for n in row]
    found: list[Emotion] = []
    for left, right in pairwise(faces):
        if left is None or right is None or left.right is None or left.right is not right.left:
            return None
        found.append(left.right)
    return found


def emotions(data: RulesData, species: Species) -> list[Emotion]:
    """The species' emotions: one per linked pair in its personality row (J6)."""
    if len(species.personality) < 2:
        return []
    return row_emotions(data, species, species.personality) or []


def without_card(data: RulesData, species: Species, number: int) -> list[int]:
    """The personality once a card leaves it (a kiwi's genotype, E6b, R108): the card goes; if the row no
    longer links where it was, the longest linked run of what is left stays (the leftmost of equals), and a
    single card is no personality (J6b)."""
    row = [n for n in species.personality if n != number]
    if len(row) < 2 or row_emotions(data, species, row) is not None:
        return row if len(row) >= 2 else []
    best: list[int] = []
    for start in range(len(row)):
        for stop in range(len(row), start + 1, -1):
            run = row[start:stop]
            if len(run) > len(best) and row_emotions(data, species, run) is not None:
                best = run
                break
    return best


def emotion_colours(data: RulesData, species: Species) -> Counter[str]:
    return Counter(e.colour for e in emotions(data, species))


def has_language(found: list[Emotion]) -> bool:
    """J6f: three emotions of at least two colours."""
    return len(found) >= 3 and len(set(found)) >= 2


def arrangements(data: RulesData, species: Species) -> list[list[int]]:
    """Every new personality row the species may form now (E2h, J6b-J6d).

    A row links each neighbour by an emotion, so heads end up leftmost and tails
    rightmost and each appears at most once (J6c). Cards already in the
    personality stay, in their order: cards are inserted, never removed (J6d).
    """
    numbers = [card.number for card in species.cards]
    if species.genotype is not None:
        numbers.insert(0, species.genotype)
    faces = {
        number: face
        for number in numbers
        if (face := upright_face(data, species, number)) is not None and (face.left or face.right)
    }
    current = list(species.personality)
    rows: list[list[int]] = []

    def extend(row: list[int]) -> None:
        if len(row) >= 2 and _keeps(current, row) and row != current:
            rows.append(list(row))
        last = faces[row[-1]]
        if last.right is None:
            return
        for number, face in faces.items():
            if number not in row and face.left is last.right:
                extend([*row, number])

    for number, face in faces.items():
        if face.right is not None:
            extend([number])
    rows.sort(key=lambda r: (-len(r), r))
    return rows


def _keeps(current: list[int], row: list[int]) -> bool:
    """Whether the row contains every current personality card in the same order."""
    position = -1
    for number in current:
        if number not in row:
            return False
        index = row.index(number)
        if index < position:
            return False
        position = index
    return True

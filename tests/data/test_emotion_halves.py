"""The half-emoticons of the promoted faces (J6, J6a): many faces carry one, of every colour, on both edges, in
both decks and at several maximum sizes, so that personalities, tools and language can happen in play."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from megafauna_tui.data.checks_decks import SEVERAL_SIZES
from megafauna_tui.data.loader import DataError, RulesData, load_rules_data
from megafauna_tui.data.vocabulary import Emotion


def test_j6_at_least_half_of_the_promoted_faces_carry_a_half_emoticon(rules: RulesData) -> None:
    faces = [o for m in rules.mutations_file.mutation for o in m.orientations]
    assert len(faces) == 184
    assert sum(1 for o in faces if o.left or o.right) >= 92


@pytest.mark.parametrize("deck", ["metabolic", "darwinian"])
@pytest.mark.parametrize("emotion", list(Emotion))
def test_j6_every_emotion_has_both_halves_in_each_deck_at_several_sizes(
    rules: RulesData, deck: str, emotion: Emotion
) -> None:
    faces = [o for m in rules.mutations_file.mutation if m.deck == deck for o in m.orientations]
    for edge in ("left", "right"):
        sizes = {o.max_size for o in faces if getattr(o, edge) is emotion}
        assert len(sizes) >= SEVERAL_SIZES, (edge, sorted(sizes))


@pytest.mark.parametrize("deck", ["metabolic", "darwinian"])
def test_j6a_each_deck_has_heads_tails_and_brains(rules: RulesData, deck: str) -> None:
    roles = {o.personality_role for m in rules.mutations_file.mutation if m.deck == deck for o in m.orientations}
    assert {"head", "tail", "brain"} <= roles


def test_j6f_some_brain_joins_two_colours(rules: RulesData) -> None:
    """Language needs three emotions of two colours in one row: only a brain of two colours can join them."""
    faces = [o for m in rules.mutations_file.mutation for o in m.orientations]
    assert any(o.left and o.right and o.left is not o.right for o in faces)


def test_j6_a_personality_can_form_within_one_deck_and_across_both(rules: RulesData) -> None:
    """For every emotion a head of one deck meets a tail of the same deck and of the other deck."""
    cards = rules.mutations_file.mutation
    for emotion in Emotion:
        heads = {m.deck for m in cards for o in m.orientations if o.right is emotion}
        tails = {m.deck for m in cards for o in m.orientations if o.left is emotion}
        assert heads == tails == {"metabolic", "darwinian"}, emotion


# -- broken copies of the data: the validator names what is missing -------------------------------------------------


def _strip_halves(d: Path, keep: Callable[[int, str, str], bool]) -> None:
    """Remove the half-emoticon lines of mutations.toml that ``keep(card number, edge, emotion)`` refuses."""
    lines = (d / "mutations.toml").read_text(encoding="utf-8").split("\n")
    kept, number = [], 0
    for line in lines:
        found = re.match(r"^number = (\d+)$", line)
        if found:
            number = int(found.group(1))
        half = re.match(r'^(left|right) = "(\w+)"$', line)
        if half and not keep(number, half.group(1), half.group(2)):
            continue
        kept.append(line)
    (d / "mutations.toml").write_text("\n".join(kept), encoding="utf-8")


def _problems(d: Path) -> str:
    with pytest.raises(DataError) as raised:
        load_rules_data(d)
    return "\n".join(str(p) for p in raised.value.problems)


def test_too_few_faces_with_halves_fail_validation(data_copy: Path) -> None:
    """Edition 1 of the cards put a half on 37 faces: the validator refuses so few."""
    _strip_halves(data_copy, lambda number, edge, emotion: number > 60)
    problems = _problems(data_copy)
    assert re.search(r"mutations\.toml: only \d+ of the 184 promoted faces carry a half-emoticon", problems)


def test_an_emotion_missing_from_a_deck_fails_validation(data_copy: Path) -> None:
    """Jealousy tails only in the Darwinian deck: a metabolic head of jealousy could never be matched there."""
    _strip_halves(data_copy, lambda number, edge, emotion: not (number <= 47 and emotion == "jealousy"))
    problems = _problems(data_copy)
    assert "the metabolic deck has jealousy halves on the left edge at 0 maximum size(s)" in problems
    assert "the metabolic deck has jealousy halves on the right edge at 0 maximum size(s)" in problems
    assert "darwinian deck has jealousy" not in problems


def test_a_deck_without_brains_fails_validation(data_copy: Path) -> None:
    text = (data_copy / "mutations.toml").read_text(encoding="utf-8")
    # Keep only one half of each Darwinian brain (cards 48-92): the right half goes.
    blocks = text.split("[[mutation.orientations]]")
    for i, block in enumerate(blocks):
        number = [int(n) for n in re.findall(r"^number = (\d+)$", "".join(blocks[: i + 1]), re.M)][-1]
        if number >= 48 and "left = " in block and "right = " in block:
            blocks[i] = re.sub(r'^right = "\w+"\n', "", block, flags=re.M)
    (data_copy / "mutations.toml").write_text("[[mutation.orientations]]".join(blocks), encoding="utf-8")
    problems = _problems(data_copy)
    assert "the darwinian deck has no brain cards (J6a: heads, tails, brains)" in problems


def test_only_single_coloured_brains_fail_validation(data_copy: Path) -> None:
    text = (data_copy / "mutations.toml").read_text(encoding="utf-8")
    blocks = text.split("[[mutation.orientations]]")
    for i, block in enumerate(blocks):
        halves = dict(re.findall(r'^(left|right) = "(\w+)"$', block, re.M))
        if len(halves) == 2 and halves["left"] != halves["right"]:
            blocks[i] = block.replace(f'right = "{halves["right"]}"', f'right = "{halves["left"]}"')
    (data_copy / "mutations.toml").write_text("[[mutation.orientations]]".join(blocks), encoding="utf-8")
    problems = _problems(data_copy)
    assert "no brain joins two colours of emotion, so language could never be reached (J6f)" in problems

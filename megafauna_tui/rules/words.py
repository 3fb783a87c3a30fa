"""Small wording helpers for the log and option labels, so counts and articles read as English."""

from __future__ import annotations


def article(word: str) -> str:
    """'an' before a vowel sound ('an archetype', 'an armored'), else 'a'."""
    return "an" if word[:1].lower() in "aeiou" else "a"


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """'1 newborn', '2 newborns'; ``plural`` for irregular nouns ('1 fossil', '3 fossils')."""
    if count == 1:
        return f"{count} {noun}"
    return f"{count} {plural or noun + 's'}"

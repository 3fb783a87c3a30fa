"""Which component data a game is played with: the edition of the card faces, and a fingerprint of every file
the rules play with.

A save records it (savefile.py): a game is a function of its setup, its answers and the data, so a save made
with other data is named as such when it is loaded, and is never replayed as if it had been played with this.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .loader import RulesData

#: The card faces' edition of every save made before saves recorded their data: the faces of that time.
FIRST_EDITION = 1


@dataclass(frozen=True, slots=True)
class DataStamp:
    """The data a game was played with."""

    edition: int
    """The edition of the mutation cards' faces (``edition`` in mutations.toml)."""
    fingerprint: str
    """The first 16 hex digits of a SHA-256 of the component data as validated (not of the files' bytes, so
    a comment or a reordered key changes nothing). The rulings register is left out: it explains, it does not
    play."""


def stamp_of(data: RulesData) -> DataStamp:
    """The stamp of this data (``RulesData.stamp`` keeps it once worked out)."""
    digest = hashlib.sha256()
    for model in (
        data.players_file,
        data.archetypes_file,
        data.newborn_file,
        data.special_cards,
        data.mutations_file,
        data.events_file,
        data.cratons_file,
        data.reservoirs,
        data.strips_file,
        data.biomes_file,
        data.limits,
    ):
        plain = dataclasses.asdict(model)
        digest.update(json.dumps(plain, sort_keys=True, default=str, ensure_ascii=False).encode("utf-8"))
        digest.update(b"\n")
    return DataStamp(data.mutations_file.edition, digest.hexdigest()[:16])


def other_data(saved: DataStamp | None, ours: DataStamp) -> str | None:
    """How the data a save was made with differs from ours, in words; None if it is the same.

    A save with no stamp was made before saves recorded one, with the first edition of the cards: the same data
    as far as can be told, if ours is that edition.
    """
    if saved == ours or (saved is None and ours.edition == FIRST_EDITION):
        return None
    if saved is None:
        return (
            f"made with edition {FIRST_EDITION} of the card data (from before saves named their data), "
            f"and this version has edition {ours.edition}"
        )
    if saved.edition != ours.edition:
        return f"made with edition {saved.edition} of the card data, and this version has edition {ours.edition}"
    return (
        f"made with other component data (fingerprint {saved.fingerprint}; this version's is {ours.fingerprint}), "
        f"though with the same edition {ours.edition} of the cards"
    )

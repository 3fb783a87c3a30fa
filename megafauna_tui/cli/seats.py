"""The seats of ``megafauna new``, '[NAME:]KIND' each, and the name of a seat nobody named, which the
new-game screen gives the same way."""

from __future__ import annotations

from collections.abc import Sequence

#: The Venus games (L) and how many seats each has: L1 the plant and the animal, L2 two or three animals.
VENUS_SEATS = {"venus_l1": (2, 2), "venus_l2": (2, 3)}

#: Who can sit at a seat: a person, or one of the bots, the search bot at each of its levels
#: (megafauna_tui.bots.bot_names(), checked by a test; 'search' is its normal level).
SEAT_KINDS = ("human", "random", "greedy", "search", "search:quick", "search:normal", "search:strong")

#: The longest seat name, as the new-game screen allows.
NAME_LENGTH = 20


def seat_name(number: int, bot: str | None) -> str:
    """The name of a seat nobody named: a bot by its kind ('Greedy 3', 'Search (strong) 2'), so the table
    shows who plays it; a person 'Player 3'."""
    if bot is None:
        return f"Player {number}"
    kind, _, level = bot.partition(":")
    words = kind.capitalize() + (f" ({level})" if level else "")
    return f"{words} {number}"


class SeatError(ValueError):
    """A --seat that names no seat we can set; the message says what is wrong."""


def parse_seats(specs: Sequence[str], mode: str = "") -> list[tuple[str, str | None]]:
    """The seats of ``new`` as (name, bot or None for a person), from '[NAME:]KIND' each; SeatError if wrong.
    ``mode`` (a GameMode value) sets how many seats the game has: 2-4, or those of a Venus game (L1, L2)."""
    low, high = VENUS_SEATS.get(mode, (2, 4))
    if not low <= len(specs) <= high:
        given = "no --seat" if not specs else f"{len(specs)} seat{'s' if len(specs) != 1 else ''}"
        if mode == "venus_l1":
            wanted = "the venus-l1 game has two seats, the plant then the animal (L1)"
        elif mode == "venus_l2":
            wanted = f"the venus-l2 game has {low}-{high} animal seats (L2)"
        else:
            wanted = f"a game has {low}-{high} seats"
        raise SeatError(f"{wanted}, {given} given; add one --seat per player")
    seats: list[tuple[str, str | None]] = []
    for number, spec in enumerate(specs, start=1):
        name, colon, kind = _split_seat(spec)
        if kind not in SEAT_KINDS:
            bot, _, level = kind.partition(":")
            if bot == "search":
                levels = ", ".join(k.partition(":")[2] for k in SEAT_KINDS if k.startswith("search:"))
                raise SeatError(f"seat {number} ({spec!r}): unknown level {level!r} of the search bot; choose {levels}")
            raise SeatError(
                f"seat {number} ({spec!r}): unknown kind {kind!r}; write [NAME:]KIND with KIND one of "
                f"{', '.join(SEAT_KINDS)}"
            )
        name = name.strip() if colon else seat_name(number, None if kind == "human" else kind)
        if not name:
            raise SeatError(f"seat {number} ({spec!r}): the name before ':' is empty")
        if ":" in name:
            raise SeatError(f"seat {number} ({spec!r}): a name cannot hold ':'; write NAME:KIND, as in Ada:human")
        if len(name) > NAME_LENGTH:
            raise SeatError(f"seat {number}: the name {name!r} is longer than {NAME_LENGTH} characters")
        seats.append((name, None if kind == "human" else kind))
    names = [name.casefold() for name, _ in seats]
    if len(set(names)) != len(names):
        raise SeatError("two seats have the same name; give each player a name of their own")
    return seats


def _split_seat(spec: str) -> tuple[str, str, str]:
    """'[NAME:]KIND' as (name, ':' or '', kind in lower case), where a kind may hold a colon itself
    ('Ada:search:strong', 'search:quick'); a kind it does not know is the part after the last colon, or
    'search:LEVEL' when 'search' comes before it (so the message can name the levels)."""
    parts = [part.strip() for part in spec.split(":")]
    lowered = [part.lower() for part in parts]
    if len(parts) >= 2 and lowered[-2] == "search" and lowered[-1] not in SEAT_KINDS:
        name = ":".join(parts[:-2])
        return name, ":" if len(parts) > 2 else "", f"search:{lowered[-1]}"
    name, colon, kind = spec.rpartition(":")
    return name, colon, kind.strip().lower()

"""Reading one game for the playtest report, in the worker that played it: the Oxygen and the Atmosphere after
every turn, then, where the game ended, each player's emotions, largest size, actions allowed and score by
A7 part, and how the game ended.

``measure`` is sent to pool and Ray workers by its module path; what it returns is a small dict of plain
values, so only that travels back.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.game_facts import BY_KEY

if TYPE_CHECKING:
    from megafauna_tui.rules.engine import Game

#: The A7 parts the report shows: the scoring's own, with the tools (J7) counted apart from the rest of the
#: tableau (A7c counts a tool as one tableau fossil) and the population called what it counts, creeples (A7b).
PARTS: tuple[str, ...] = ("fossils", "creeples", "tableau", "tools", "hosts", "emotions", "language")

#: How a game ended, as the report names it.
ENDINGS = {
    "era": "the last era's last event (A6)",
    "comet": "the Chicxulub comet (A6a)",
    "runaway": "a runaway greenhouse (D10h)",
    "language": "language (J6f)",
}

#: The reservoir tracks read after every turn (A1g): the Oxygen gives the actions (A2a, K4c), the Atmosphere
#: the greenhouse level and, full, the runaway (D10h, K5e).
TRACKS: tuple[str, ...] = ("oxygen", "atmosphere")

_ACTIONS = re.compile(r"^(\w+) takes up to (\d+) actions?\.$")
_PERSONALITY = re.compile(r"^(\w+)'s \w+ forms a personality with [^:]*: (.*)\.$")
_GROWTH = re.compile(r"^(\w+)'s \w+ grows to size (\d+)\.$")
_LANGUAGE_ENDS = "Language ends the game"


def _solo_or_venus(game: Game) -> bool:
    from megafauna_tui.rules import solo, venus

    return isinstance(game.variant, solo.Solo | venus.Venus)


def side_of(colour: str, sided: bool) -> str | None:
    """The side a colour plays in the solo and Venus games (Green is the plant, K, L); None elsewhere."""
    if not sided:
        return None
    return "plant" if colour == PlayerColour.GREEN.value else "animal"


def measure(game: Game) -> Callable[[Game], dict[str, Any]]:
    """Watch ``game`` from its start: the Oxygen and the Atmosphere at the start and after every turn; returns
    what reads the rest off the game where it ended. Only the game itself is watched, never the copies a bot
    looks ahead with."""
    from megafauna_tui.game_series import reading, watch_turn_ends

    tracks: dict[str, list[int]] = {track: [] for track in TRACKS}

    def read_tracks(played: Game) -> None:
        if played is game and (now := reading(played)) is not None:
            for track, disks in tracks.items():
                disks.append(getattr(now, track))

    read_tracks(game)
    watch_turn_ends(game, read_tracks)

    def ended(played: Game) -> dict[str, Any]:
        if played.over:  # the last turn ends the game instead of reaching the end-of-turn hook
            read_tracks(played)
        return read_game(played, tracks)

    return ended


def read_game(game: Game, tracks: Mapping[str, list[int]]) -> dict[str, Any]:
    """What the report needs of one game where it ended, as a small dict of plain values."""
    from megafauna_tui.rules import alien_ecology, solo

    state = game.state
    colours = [p.colour.value for p in state.players]
    players: dict[str, dict[str, Any]] = {
        colour: {"actions": [], "emotions": [], "size": 1, "parts": None} for colour in colours
    }
    language_ended = False
    for entry in state.log:
        if entry.rule == "A2" and (found := _ACTIONS.match(entry.text)):
            colour = found.group(1).lower()
            if colour in players:
                players[colour]["actions"].append(int(found.group(2)))
        elif entry.rule == "J6b" and (found := _PERSONALITY.match(entry.text)):
            colour = found.group(1).lower()
            if colour in players:
                held = players[colour]["emotions"]
                held.extend(e for e in (w.strip() for w in found.group(2).split(",")) if e and e not in held)
        elif entry.rule in BY_KEY["growths"].rules and (found := _GROWTH.match(entry.text)):
            colour = found.group(1).lower()
            if colour in players:
                players[colour]["size"] = max(players[colour]["size"], int(found.group(2)))
        elif entry.rule == "J6f" and entry.text.startswith(_LANGUAGE_ENDS):
            language_ended = True
    for player in state.players:
        row = players[player.colour.value]
        row["size"] = max([row["size"], *(s.size for s in player.species)])
        score = state.scores.get(player.colour) if game.over else None
        if score is not None:
            tools = sum(len(s.tools) for s in player.species)
            row["parts"] = {
                "fossils": score["fossils"],
                "creeples": score["population"],
                "tableau": score["tableau"] - tools,
                "tools": tools,
                "hosts": score["hosts"],
                "emotions": score["emotions"],
                "language": score["language"],
                "total": score["total"],
            }
    sided = _solo_or_venus(game)
    verdict = _verdict(game) if game.over and sided else None
    if not game.over:
        ending = None
    elif sided:
        from megafauna_tui.rules import venus

        # The Venus games end as simulate says (R101: their lengths are A6's); the solo game at Era III (Kc).
        if isinstance(game.variant, venus.Venus):
            ending = game.variant.ending(game)
        else:
            ending = solo.early_ending(game) or "the end of Era III (Kc)"
    elif language_ended:
        ending = ENDINGS["language"]
    elif state.runaway:
        ending = ENDINGS["runaway"]
    elif state.comet:
        ending = ENDINGS["comet"]
    else:
        ending = ENDINGS["era"]
    return {
        "players": players,
        **{track: list(tracks.get(track, ())) if state.reservoirs else None for track in TRACKS},
        "ending": ending,
        "water": len(alien_ecology.seas(game)) if sided else None,
        "sided": sided,
        "verdict": verdict,
    }


def _verdict(game: Game) -> str:
    """How a solo or Venus game came out: the solo game's outcome (Kd), or who won the Venus game by side
    (L1c, L2c)."""
    from megafauna_tui.rules import solo, venus

    if isinstance(game.variant, venus.Venus):
        winners, _ = game.variant.winners(game)
        if not winners:
            return "nobody wins (L1c, L2c)"
        sides = sorted({side_of(c.value, True) or "" for c in winners})
        if len(winners) > 1 and len(sides) == 1:  # two animals tied on VP (L2c)
            return f"the {sides[0]}s share the win"
        return f"the {' and the '.join(sides)} win{'s' if len(sides) == 1 else ''}"
    return solo.outcome(game).outcome.value

"""What the history keeps of a finished game: the game's record and its seats', and how a finished session
becomes one.

A record is plain data, apart from the database that writes and reads it back, so the statistics read records
without SQLite. Making one from a session loads the rules, lazily: reading the history never does.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from megafauna_tui.controller import Session

#: The games of the history that are solo games, by their world (K3b).
SOLO_WORLDS = {"solo_mars": "mars", "solo_venus": "venus", "solo_earth": "earth"}
#: The Venus games (L1, L2): played on Venus, between players.
VENUS_MODES = ("venus_l1", "venus_l2")
#: How each game is named to people.
MODE_NAMES = {
    "tooth_and_claw": "Tooth & claw",
    "achterbahn": "Achterbahn",
    "solo_mars": "Solo on Mars",
    "solo_venus": "Solo on Venus",
    "solo_earth": "Solo on Earth",
    "venus_l1": "Venus L1",
    "venus_l2": "Venus L2",
}


@dataclass(frozen=True, slots=True)
class SeatRecord:
    """One seat of a finished game."""

    name: str
    colour: str
    kind: str
    """'person', a bot's name ('random', 'greedy'), or 'automated' for the semi-automated plant (K8, L2b)."""
    score: int | None
    parts: dict[str, int] = field(default_factory=dict)
    """Victory points by the A7 parts, without the total."""
    winner: bool = False


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One finished game as the history keeps it."""

    key: str
    """A fingerprint of the final position and the answers: the same game always has the same key."""
    finished: str
    """When it ended, ISO 8601 with the local offset."""
    version: str
    mode: str
    world: str | None
    side: str | None
    seed: int
    length: str
    apomorphies: bool
    era: int
    turns: int
    decisions: int
    outcome: str | None
    """The solo games: 'loss', 'win' or 'decisive win' (Kd); the Venus games: 'win' or 'nobody wins'."""
    reason: str | None
    """Why, in words with the rule (the solo outcome, or the Venus verdict, L1c, L2c)."""
    score: int | None
    """The solo games: the VP of the side the person played (Kd, Ke)."""
    seats: tuple[SeatRecord, ...]
    save: str
    """The save file's text, from which the game can be loaded again."""
    id: int | None = None
    """Its row in the database, once recorded."""

    @property
    def mode_name(self) -> str:
        return MODE_NAMES.get(self.mode, self.mode)

    @property
    def winners(self) -> list[SeatRecord]:
        return [seat for seat in self.seats if seat.winner]

    def describe(self) -> str:
        """One line for a list of games: when, which game, who scored what, and how it ended."""
        when = self.finished[:16].replace("T", " ")
        if self.mode in SOLO_WORLDS:
            played = f"{self.side or 'animal'}, {self.score if self.score is not None else '?'} VP"
            return f"{when}  {self.mode_name} ({played}): {self.outcome or '?'}"
        scored = ", ".join(f"{s.name} {s.score}" for s in self.seats if s.kind != "automated")
        names = " and ".join(s.name for s in self.winners)
        ending = f"{names} won" if names else "nobody won"
        return f"{when}  {self.mode_name}: {scored}; {ending}"

    def to_json(self, *, save: bool = False) -> dict[str, Any]:
        """A JSON-ready copy; the save's text only if asked (it is long)."""
        document: dict[str, Any] = {
            "id": self.id,
            "finished": self.finished,
            "mode": self.mode,
            "world": self.world,
            "side": self.side,
            "seed": self.seed,
            "length": self.length,
            "apomorphies": self.apomorphies,
            "era": self.era,
            "turns": self.turns,
            "decisions": self.decisions,
            "outcome": self.outcome,
            "reason": self.reason,
            "score": self.score,
            "winners": [s.name for s in self.winners],
            "seats": [
                {
                    "name": s.name,
                    "colour": s.colour,
                    "kind": s.kind,
                    "score": s.score,
                    "parts": s.parts,
                    "winner": s.winner,
                }
                for s in self.seats
            ],
            "version": self.version,
        }
        if save:
            document["save"] = self.save
        return document


# -- a finished session as a record ----------------------------------------------------------------


def record_of(session: Session, *, finished: datetime | None = None) -> GameRecord:
    """What the history keeps of a finished game: setup, seats, scores by part, winners, and the solo outcome or
    the Venus verdict with its reason."""
    from megafauna_tui import __version__
    from megafauna_tui.data.vocabulary import PlayerColour
    from megafauna_tui.rules import solo
    from megafauna_tui.rules.scoring import SCORE_PARTS
    from megafauna_tui.rules.venus import Venus

    game = session.game
    state = game.state
    mode = state.mode.value
    save = session.to_json()
    document = json.loads(save)
    fingerprint = json.dumps([document["state"], document["answers"], document["seats"]], sort_keys=True)
    key = hashlib.sha256(fingerprint.encode("utf-8")).hexdigest()

    outcome = reason = None
    played_score: int | None = None
    winners: set[PlayerColour] = set(state.winners)
    if mode in SOLO_WORLDS:
        result = solo.outcome(game)
        outcome, reason = result.outcome.value, result.reason
        played = solo.PLANT if state.side.value == "plant" else solo.solo_animal(game)
        winners = set() if result.outcome is solo.Outcome.LOSS else {played}
    elif isinstance(game.variant, Venus):
        chosen, reason = game.variant.winners(game)
        winners = set(chosen)
        outcome = "win" if chosen else "nobody wins"

    seats: list[SeatRecord] = []
    for seat in session.seats:
        colour = PlayerColour(seat.colour)
        automated = colour is solo.PLANT and game.variant.plant_automated(game)
        if seat.bot is not None:
            kind = seat.bot
        elif automated:
            kind = "automated"
        else:
            kind = "person"
        try:
            score = dict(state.scores.get(colour) or game.variant.final_score(game, colour))
        except Exception:  # a score the rules cannot give (a colour out of the game) is left out, never fatal
            score = {}
        total = score.get("total")
        if mode in SOLO_WORLDS and colour is (solo.PLANT if state.side.value == "plant" else solo.solo_animal(game)):
            played_score = total
        seats.append(
            SeatRecord(
                name=seat.name,
                colour=seat.colour,
                kind=kind,
                score=total,
                parts={part: score[part] for part in SCORE_PARTS if part in score},
                winner=colour in winners,
            )
        )
    when = (finished or datetime.now()).astimezone().isoformat(timespec="seconds")
    return GameRecord(
        key=key,
        finished=when,
        version=__version__,
        mode=mode,
        world=SOLO_WORLDS.get(mode) or ("venus" if mode in VENUS_MODES else None),
        side=state.side.value if mode in SOLO_WORLDS or mode in VENUS_MODES else None,
        seed=state.seed,
        length=state.length.value,
        apomorphies=state.apomorphies,
        era=state.era,
        turns=state.turn,
        decisions=len(session.answers),
        outcome=outcome,
        reason=reason,
        score=played_score,
        seats=tuple(seats),
        save=save,
    )

"""How a game went, turn by turn: the numbers the charts draw, read off a replay of the game's record.

A game is a function of its setup and its answers, so nothing has to be kept while
it is played: the record is played again once, and the position is read at the end
of every turn (after the burials and any era awards, A4, I5), just before the next
turn begins. The last point is the game's final position: the end of its last turn
once the game is over, else the position the record has reached so far.

What each point holds:

- the creeples each player has on the map (plants included in the games that have
  them, K2);
- the VP each player would score if the game ended there: the final scoring's own
  A7 formula (``Variant.final_score``) applied to that position, so the last point
  of a finished game is its final score;
- the extinctions each player has suffered so far (I4: a species dying out);
- in the games with a climate (Achterbahn, solo, Venus), what the three reservoirs
  read (A1g, D10; in the solo and Venus games the Oxygen counts the plant's Unborn,
  K3g) and the greenhouse level.

Pure: no screen, no printing; the charts screen and the command line draw it.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import GreenhouseLevel, PlayerColour
from megafauna_tui.rules import climate
from megafauna_tui.rules.decisions import RulesError
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.solo import PLANT
from megafauna_tui.rules.state import GameMode
from megafauna_tui.savefile import SaveDocument, SaveError, Seat, Setup, check

if TYPE_CHECKING:
    from megafauna_tui.controller import Session
    from megafauna_tui.rules.frame import Frame

#: The greenhouse levels in order, coldest first: a chart draws a level as its place here (A1g, D10h).
GREENHOUSE_LEVELS: tuple[GreenhouseLevel, ...] = tuple(GreenhouseLevel)


@dataclass(frozen=True, slots=True)
class Reservoirs:
    """What the reservoir board reads at one moment (C1k, D10): disks per track and the greenhouse level."""

    oxygen: int
    """Green disks on the Oxygen; in the solo and Venus games the plant's Unborn creeples lying there (K3g)."""
    clouds: int
    atmosphere: int
    greenhouse: GreenhouseLevel

    @property
    def greenhouse_step(self) -> int:
        """The greenhouse level as a number, 0 for Igloo up to 6 for a runaway greenhouse."""
        return GREENHOUSE_LEVELS.index(self.greenhouse)


@dataclass(frozen=True, slots=True)
class TurnPoint:
    """The position at the end of one turn, in numbers."""

    turn: int
    era: int
    creeples: Mapping[PlayerColour, int]
    """Creeples on the map, per player (endangered ones included)."""
    vp: Mapping[PlayerColour, int]
    """The A7 final score of this position, per player."""
    extinctions: Mapping[PlayerColour, int]
    """Species that have died out since the game began, per player (I4)."""
    reservoirs: Reservoirs | None
    """None in a game without climate (tooth & claw, A8e)."""
    complete: bool = True
    """False for the last point of an unfinished game: the turn is still being played."""


@dataclass(frozen=True, slots=True)
class GameSeries:
    """One point per turn played, first turn first."""

    mode: GameMode
    players: tuple[PlayerColour, ...]
    """Every colour in the game, in seat order (the automated plant included)."""
    ranked: tuple[PlayerColour, ...]
    """The players the final scoring ranks: all but the automated plant (L2c, R53, Kd)."""
    names: Mapping[PlayerColour, str]
    """The name of each colour's seat (the colour itself when the record names nobody)."""
    points: tuple[TurnPoint, ...]
    finished: bool
    """The game is over: the last point is its final position."""

    @property
    def climate(self) -> bool:
        """The game keeps reservoirs (Achterbahn, solo, Venus); tooth & claw does not (A8e)."""
        return any(point.reservoirs is not None for point in self.points)

    @property
    def turns(self) -> list[int]:
        return [point.turn for point in self.points]

    def creeples(self, colour: PlayerColour) -> list[int]:
        return [point.creeples[colour] for point in self.points]

    def vp(self, colour: PlayerColour) -> list[int]:
        return [point.vp[colour] for point in self.points]

    def extinctions(self, colour: PlayerColour) -> list[int]:
        return [point.extinctions[colour] for point in self.points]

    def reservoir(self, name: str) -> list[int]:
        """Disks on one reservoir ('oxygen', 'clouds', 'atmosphere') turn by turn; empty without climate."""
        readings = [point.reservoirs for point in self.points if point.reservoirs is not None]
        return [getattr(r, name) for r in readings] if name in climate.RESERVOIRS else []

    def greenhouse(self) -> list[int]:
        """The greenhouse level turn by turn, as ``Reservoirs.greenhouse_step``; empty without climate."""
        return [point.reservoirs.greenhouse_step for point in self.points if point.reservoirs is not None]


def extinctions(game: Game) -> dict[PlayerColour, int]:
    """Species each player has lost so far, counted from the log's I4 lines ('Orange's flyer dies out: ...').

    The log is the one record of extinctions: a species that dies out leaves the position altogether.
    """
    counts = {player.colour: 0 for player in game.state.players}
    owners = {f"{colour.value.capitalize()}'s ": colour for colour in counts}
    for entry in game.state.log:
        if entry.rule != "I4" or " dies out: " not in entry.text:
            continue
        colour = next((c for prefix, c in owners.items() if entry.text.startswith(prefix)), None)
        if colour is not None:
            counts[colour] += 1
    return counts


def reading(game: Game) -> Reservoirs | None:
    """The reservoir board now, as ``climate.readings`` reads it; None in a game without reservoirs."""
    if not game.state.reservoirs:
        return None
    now = climate.readings(game)
    return Reservoirs(now.oxygen_disks, now.cloud_disks, now.atmosphere_disks, now.greenhouse)


def point(game: Game, *, complete: bool = True) -> TurnPoint:
    """The position as one point of the series."""
    state = game.state
    colours = [player.colour for player in state.players]
    return TurnPoint(
        turn=state.turn,
        era=state.event_era,
        creeples={c: sum(1 for creeple in state.creeples if creeple.colour is c) for c in colours},
        vp={c: game.variant.final_score(game, c)["total"] for c in colours},
        extinctions=extinctions(game),
        reservoirs=reading(game),
        complete=complete,
    )


def watch_turn_ends(game: Game, seen: Callable[[Game], None]) -> None:
    """Have ``game`` call ``seen`` at the end of every turn it goes on from (after the burials and the era
    awards), through the rules' own end-of-turn hook: a copy of the game's rules that looks first, then does
    what the rules do there. The last turn ends the game instead, so its point is the final position.
    Copies of the game (a bot's look-ahead) share the watching rules, so ``seen`` is handed the game whose
    turn ended, which a caller watching a game bots play checks is its own."""
    rules = game.variant
    watching = copy.copy(rules)

    def end_of_turn(played: Game) -> Frame | None:
        seen(played)
        return rules.end_of_turn(played)

    vars(watching)["end_of_turn"] = end_of_turn
    game.variant = watching


def replay(data: RulesData, setup: Setup, answers: Sequence[str], seats: Sequence[Seat] = ()) -> GameSeries:
    """Play the record again from its setup and read the position at the end of every turn.

    Raises ``IllegalAnswer`` (or another ``RulesError``) for a record the rules refuse: callers with a record
    that was not loaded through the save checks should catch it.
    """
    return _series(*_played(data, setup, answers), seats)


def _played(data: RulesData, setup: Setup, answers: Sequence[str]) -> tuple[Game, list[TurnPoint]]:
    """The game replayed to the end of its record, and its points."""
    game = setup.start(data)
    points: list[TurnPoint] = []
    watch_turn_ends(game, lambda played: points.append(point(played)))
    for key in answers:
        game.answer(key)
    points.append(point(game, complete=game.over))
    return game, points


def _series(game: Game, points: list[TurnPoint], seats: Sequence[Seat]) -> GameSeries:
    colours = tuple(player.colour for player in game.state.players)
    names = {PlayerColour(seat.colour): seat.name for seat in seats if seat.colour in {c.value for c in colours}}
    ranked = tuple(c for c in colours if not (c is PLANT and game.variant.plant_automated(game)))
    return GameSeries(
        mode=game.state.mode,
        players=colours,
        ranked=ranked,
        names={c: names.get(c, c.value.capitalize()) for c in colours},
        points=tuple(points),
        finished=game.over,
    )


def of_session(session: Session) -> GameSeries:
    """The series of a session's game so far.

    A session that does not know its setup (one built around a game by hand) began with colours either dealt
    by the seed or chosen: the one whose replay reaches the session's position is the one (raises
    ``SaveError`` if neither does)."""
    if session.setup is not None:
        return replay(session.data, session.setup, session.answers, session.seats)
    state = session.game.state
    for dealt in (True, False):
        try:
            game, points = _played(session.data, Setup.of(state, dealt=dealt), session.answers)
        except RulesError:
            continue
        if game.state.log == state.log:
            return _series(game, points, session.seats)
    raise SaveError("the game's setup cannot be worked out from its position")


def of_document(document: SaveDocument, data: RulesData) -> GameSeries:
    """The series of a save document (from ``savefile.read`` or ``load_game``); a document without its setup
    is checked first, which works the setup out or raises ``SaveError``."""
    if document.setup is None:
        check(document, data)
    assert document.setup is not None
    return replay(data, document.setup, document.answers, document.seats)

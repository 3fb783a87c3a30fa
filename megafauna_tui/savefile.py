"""The save format: a versioned JSON document holding the setup, the answer record and the position.

Kept apart from the rules core: the core knows positions, this module knows
files. A game is a function of (setup, seed, answers), so a save is accepted
only if replaying its answers from its setup reaches exactly the position it
stores: a corrupt or hand-edited file is refused with a message that names what
is wrong, and nothing else changes.

A game also depends on the component data (the card faces above all), so a save
records which data it was made with (``data``, a stamp: data/stamp.py). A save
made with other data (or before saves recorded it: the first edition of the
cards) is accepted only if its record replays to exactly the stored position
with this data, and then goes on with this data; ``data_note`` says so in one
line. If the record plays differently, the save is refused with one line naming
the data it was made with, never replayed into another game.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field, fields, is_dataclass
from enum import Enum
from functools import cache
from typing import TYPE_CHECKING, Any

import megafauna_tui.rules.flow  # noqa: F401  (registers every frame kind for loading)
from megafauna_tui.bots import bot_names
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.stamp import DataStamp, other_data
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.rules.decisions import IllegalAnswer, RulesError
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.frame import Frame
from megafauna_tui.rules.geometry import joined_row
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.state import SAVE_VERSION, GameLength, GameMode, GameState, Side
from megafauna_tui.rules.variant import load_games, variant_for

if TYPE_CHECKING:  # pydantic only once a save is written or judged the full way: not on a start from a plain save
    from pydantic import TypeAdapter

FORMAT = "megafauna-save"

#: The last turn any game can reach: turn 1 draws no ET card, every later turn at least one,
#: and the long game has three eras of five (A1f, A6a).
LAST_TURN = 16
#: A size die shows 1 to 6 (B6).
LARGEST_SIZE = 6

#: What a broken replay may raise besides IllegalAnswer: a setup or position the rules refuse.
_REPLAY_ERRORS = (RulesError, ValueError, LookupError, RuntimeError, AssertionError, TypeError)


@dataclass(slots=True)
class Seat:
    """Who plays a colour: a person's name, or a bot."""

    colour: str
    name: str
    bot: str | None = None
    """None for a person, else the bot's name (random, greedy, search, search:LEVEL)."""


@dataclass(slots=True)
class Setup:
    """How the game began: with the answer record, enough to play it again from the start."""

    seed: int
    colours: list[PlayerColour]
    """In seat order."""
    mode: GameMode = GameMode.TOOTH_AND_CLAW
    length: GameLength = GameLength.STANDARD
    apomorphies: bool = False
    dealt: bool = False
    """The seed dealt the colours (C1c) rather than the players choosing them; dealing draws from the seed."""
    plant_policy: bool = False
    """The game answers the automated plant's choices (K8, plant_policy.py)."""
    side: Side = Side.ANIMAL
    """Whom the person plays in a solo game (K, Ke, Kf)."""

    @classmethod
    def of(cls, state: GameState, *, dealt: bool) -> Setup:
        colours = [p.colour for p in state.players]
        return cls(
            state.seed, colours, state.mode, state.length, state.apomorphies, dealt, state.plant_policy, state.side
        )

    def start(self, data: RulesData) -> Game:
        """The game as set up, before any answer (C1)."""
        players = variant_for(self.mode).players_dealt(self.colours) if self.dealt else self.colours
        return Game.new(
            data,
            players=players,
            seed=self.seed,
            mode=self.mode,
            length=self.length,
            apomorphies=self.apomorphies,
            plant_policy=self.plant_policy,
            side=self.side,
        )


@dataclass(slots=True)
class SaveDocument:
    format: str
    version: int
    state: GameState
    seats: list[Seat] = field(default_factory=list)
    answers: list[str] = field(default_factory=list)
    """Every answer given so far, in order: with the setup, the game's whole record."""
    setup: Setup | None = None
    """How the game began; saves written before it was recorded leave it out, and loading works it out."""
    data: DataStamp | None = None
    """The component data the game was played with; saves written before it was recorded leave it out (they
    were played with the first edition of the cards)."""


class SaveError(Exception):
    """A save file that cannot be loaded; the message says why in plain words."""


#: Given the game as set up and its setup, the function that plays one answer of the record on it
#: (a session passes its own, to rebuild its undo history on the way).
Follow = Callable[[Game, Setup], Callable[[str], None]]


@cache
def _adapter() -> TypeAdapter[SaveDocument]:
    """The save format's validator and serialiser; a save may hold any game's frames, so every game's rules are
    loaded first (their frames register on import)."""
    from pydantic import TypeAdapter

    load_games()
    return TypeAdapter(SaveDocument)


def _state_json(state: GameState) -> Any:
    """A position as the save writes it (through the document's own adapter: building a second one for
    the position alone costs a start-up as much as replaying a hundred answers)."""
    return _adapter().dump_python(SaveDocument(FORMAT, SAVE_VERSION, state), mode="json")["state"]


def dumps(
    game: Game, *, seats: list[Seat] | None = None, answers: list[str] | None = None, setup: Setup | None = None
) -> str:
    document = SaveDocument(
        FORMAT, SAVE_VERSION, game.state, list(seats or []), list(answers or []), setup, game.data.stamp
    )
    return _adapter().dump_json(document, indent=1).decode("utf-8")


#: The largest file read as a save or report: a long four-player game is well under 2 MB.
LARGEST_FILE = 32 * 1024 * 1024


def parse_json(text: str | bytes) -> Any:
    """A save's (or report's) JSON; SaveError, in one line, for anything that is not JSON this game could
    have written: not JSON at all, too large, a number too long to read, or arrays nested too deep to read."""
    if len(text) > LARGEST_FILE:
        raise SaveError(f"not a save file: it is {len(text) // (1024 * 1024)} MB, far larger than any save")
    try:
        return json.loads(text)
    except RecursionError:
        raise SaveError("not a save file: its values are nested too deeply to read") from None
    except MemoryError:
        raise SaveError("not a save file: it is too large to read") from None
    except json.JSONDecodeError as error:
        raise SaveError(f"not a save file: it is not valid JSON ({error})") from None
    except UnicodeDecodeError as error:
        raise SaveError(f"not a save file: it is not UTF-8 text ({error.reason} at byte {error.start})") from None
    except ValueError as error:  # an integer of more digits than Python converts (sys.get_int_max_str_digits)
        if "digits" in str(error):
            raise SaveError(
                f"the save file is damaged: it holds a number of more than {sys.get_int_max_str_digits()} digits"
            ) from None
        raise SaveError(f"the save file is damaged: {_first_line(str(error))}") from None


def _first_line(text: str) -> str:
    line = text.strip().splitlines()[0] if text.strip() else "unreadable"
    return line if len(line) <= 200 else line[:197] + "..."


def read(text: str | bytes) -> SaveDocument:
    """Parse a save's shape (JSON, format, version, types); raise SaveError if it is not one."""
    raw = parse_json(text)
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise SaveError("not a Megafauna save file (its 'format' is missing or different)")
    version = raw.get("version")
    if not isinstance(version, int):
        raise SaveError("the save file has no version number")
    if version > SAVE_VERSION:
        raise SaveError(
            f"this save was written by a newer version of the game (save format {version}; this one reads up to {SAVE_VERSION})"
        )
    if version < SAVE_VERSION:
        raise SaveError(f"this save uses an old format ({version}) that this version cannot read")
    _upgrade(raw)
    from pydantic import ValidationError

    try:
        return _adapter().validate_python(raw)
    except RecursionError:
        raise SaveError("the save file is damaged: its values are nested too deeply to read") from None
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        count = error.error_count()
        raise SaveError(
            f"the save file is damaged: {where}: {first['msg']} ({count} problem{'s' if count != 1 else ''})"
        ) from None


def _upgrade(raw: dict[str, Any]) -> None:
    """Bring a save written by an earlier edition of this format up to date, in place.

    Saves from before the craton placements were part of the position name the cratons' row and
    latitudes instead; the placements follow from them, as setup made them (C1f, R12).
    """
    state = raw.get("state")
    if not isinstance(state, dict) or "placements" in state:
        return
    order = state.get("craton_order")
    latitudes = state.get("latitudes")
    if not (isinstance(order, list) and order and isinstance(latitudes, dict)):
        return  # nothing to work from: validation names the missing placements
    try:
        row = joined_row([str(c) for c in order], latitude=int(latitudes[order[0]]))
    except (KeyError, TypeError, ValueError):
        return
    del state["craton_order"], state["latitudes"]
    state["placements"] = [asdict(p) for p in row]


def loads(text: str | bytes, data: RulesData) -> tuple[Game, SaveDocument]:
    """A position from a document, checked for shape and soundness only (tools and tests of the rules).

    The game itself loads through ``load_game``, which also replays the record.
    """
    document = read(text)
    return _sound_position(document, data), document


def load_game(text: str | bytes, data: RulesData, *, follow: Follow | None = None) -> tuple[Game, SaveDocument]:
    """Rebuild a saved game by replaying its record; raise SaveError unless that reaches the saved position.

    Whatever the file holds, the only error is SaveError, in one line: a damaged save never ends the game. A save
    made with other data that does not replay is refused with one line naming its data (``data_note`` names the
    other data of one that does replay)."""
    plain = _plainly_sound(text, data, follow)
    if plain is not None:
        return plain
    try:
        document = read(text)
        return _checked(document, data, follow), document
    except SaveError:
        raise
    except RecursionError:
        raise SaveError("the save file is damaged: its values are nested too deeply to read") from None
    except Exception as error:  # a kind of damage no check above names: still refused, never a crash
        raise SaveError(f"the save file is damaged: {type(error).__name__}: {_first_line(str(error))}") from None


def _checked(document: SaveDocument, data: RulesData, follow: Follow | None) -> Game:
    """``check``, except that a save made with other data whose record does not replay is refused as such."""
    try:
        return check(document, data, follow=follow)
    except SaveError:
        differs = other_data(document.data, data.stamp)
        if differs is None:
            raise
        raise SaveError(
            f"this save was {differs}: its record plays differently with this data, so it cannot be replayed"
        ) from None


def data_note(document: SaveDocument, data: RulesData) -> str | None:
    """One line for a loaded save made with other data than ``data`` (its record replayed the same with this
    data, and the game goes on with it); None for a save made with this data."""
    differs = other_data(document.data, data.stamp)
    if differs is None:
        return None
    return f"This save was {differs}; its game replays the same with this data and goes on with it."


def prepare() -> None:
    """Build the save format's validator and serialiser now: a start that loaded its game the plain way
    (``_plainly_sound``) calls this once its first frame is shown, so the first autosave does not pay for it."""
    _adapter()


# -- the plain way to accept a save: the same verdict, without building the save format's validators ------------


def _plainly_sound(text: str | bytes, data: RulesData, follow: Follow | None) -> tuple[Game, SaveDocument] | None:
    """The game and document of a save in this version's own form whose record replays to exactly the position
    it stores; None for anything else, which ``check`` then judges (and explains).

    A position written out plainly (``plain``) and equal to the stored one is the stored one, so the stored
    position needs no validating of its own; this accepts only saves the full check accepts, and gives the
    same game (the replayed one). Building the validators of the save format costs a start more than
    replaying a game of 150 answers, so a start into a saved game uses this and builds them later.
    """
    try:
        raw = parse_json(text)
    except SaveError:
        return None
    if not isinstance(raw, dict) or set(raw) != {"format", "version", "state", "seats", "answers", "setup", "data"}:
        return None
    if raw["format"] != FORMAT or type(raw["version"]) is not int or raw["version"] != SAVE_VERSION:
        return None
    if raw["data"] != {"edition": data.stamp.edition, "fingerprint": data.stamp.fingerprint}:
        return None  # other data: ``check`` replays it and says what differs
    setup, seats, answers = _plain_setup(raw["setup"]), _plain_seats(raw["seats"]), raw["answers"]
    if setup is None or seats is None or not isinstance(answers, list):
        return None
    if not all(type(answer) is str for answer in answers):
        return None
    try:
        game = _replay(setup, answers, data, follow)
        if plain(game.state) != raw["state"]:
            return None
        document = SaveDocument(FORMAT, SAVE_VERSION, game.state, seats, list(answers), setup, data.stamp)
        _possible_values(game.state)
        _sound_seats(document)
        if not game.map.hexes or violations(game):
            return None
    except Exception:
        return None
    return game, document


def _plain_setup(raw: Any) -> Setup | None:
    """A setup written exactly as this version writes one, else None."""
    if not isinstance(raw, dict) or set(raw) != {f.name for f in fields(Setup)}:
        return None
    colours = raw["colours"]
    if type(raw["seed"]) is not int or not isinstance(colours, list) or not all(type(c) is str for c in colours):
        return None
    if not all(type(raw[flag]) is bool for flag in ("apomorphies", "dealt", "plant_policy")):
        return None
    try:
        return Setup(
            raw["seed"],
            [PlayerColour(c) for c in colours],
            GameMode(raw["mode"]),
            GameLength(raw["length"]),
            raw["apomorphies"],
            raw["dealt"],
            raw["plant_policy"],
            Side(raw["side"]),
        )
    except (ValueError, TypeError):
        return None


def _plain_seats(raw: Any) -> list[Seat] | None:
    """Seats written exactly as this version writes them, else None."""
    if not isinstance(raw, list):
        return None
    seats = []
    for seat in raw:
        if not isinstance(seat, dict) or set(seat) != {"colour", "name", "bot"}:
            return None
        if type(seat["colour"]) is not str or type(seat["name"]) is not str:
            return None
        if seat["bot"] is not None and type(seat["bot"]) is not str:
            return None
        seats.append(Seat(seat["colour"], seat["name"], seat["bot"]))
    return seats


def plain(value: Any) -> Any:
    """A position (or any part of one) as JSON values, as the save writes it: dataclasses as objects of their
    fields, frames with their ``kind`` first, enums as their values, tuples as lists, keys as text."""
    if value is None or type(value) in (bool, int, str, float):
        return value
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, (list, tuple)):
        return [plain(item) for item in value]
    if isinstance(value, dict):
        return {_plain_key(key): plain(item) for key, item in value.items()}
    if is_dataclass(value) and not isinstance(value, type):
        written = {f.name: plain(getattr(value, f.name)) for f in fields(value)}
        return {"kind": value.kind, **written} if isinstance(value, Frame) else written
    raise TypeError(f"a position holds no {type(value).__name__}")


def _plain_key(key: Any) -> str:
    if isinstance(key, Enum):
        return str(key.value)
    if type(key) in (str, int):
        return str(key)
    raise TypeError(f"a position keys nothing by {type(key).__name__}")


def check(document: SaveDocument, data: RulesData, *, follow: Follow | None = None) -> Game:
    """Refuse a document that is not a position the rules reach; else the game, replayed from its setup.

    On success ``document.setup`` holds the setup the record replays from.
    """
    _possible_values(document.state)
    _sound_seats(document)
    saved = _state_json(document.state)  # before the engine touches it
    _sound_position(document, data)
    candidates = [document.setup] if document.setup is not None else _inferred_setups(document.state, data)
    failure: SaveError | None = None
    for setup in candidates:
        try:
            game = _replay(setup, document.answers, data, follow)
            difference = _first_difference(saved, _state_json(game.state))
        except SaveError as error:
            failure = failure or error
            continue
        if difference is None:
            document.setup = setup
            return game
        count = len(document.answers)
        failure = failure or SaveError(
            f"the save file is damaged: its {count} answer{'s' if count != 1 else ''} do not lead to the "
            f"position it stores ({difference})"
        )
    assert failure is not None
    raise failure


def _possible_values(state: GameState) -> None:
    """Values no game can reach, named plainly (they would also fail the replay, less clearly)."""
    count = len(state.players)
    if not 2 <= count <= 4:
        raise SaveError(f"the save file is damaged: it has {count} players; tooth & claw is for 2 to 4 (C1)")
    colours = [p.colour.value for p in state.players]
    for colour in colours:
        if colours.count(colour) > 1:
            raise SaveError(f"the save file is damaged: {colour} plays twice")
    if not 1 <= state.turn <= LAST_TURN:
        raise SaveError(f"the save file is damaged: turn {state.turn} is impossible (turns run 1 to {LAST_TURN})")
    if state.final_era not in (2, 3):
        raise SaveError(f"the save file is damaged: the game cannot end with era {state.final_era} (A6)")
    if not 1 <= state.era <= state.final_era:
        raise SaveError(
            f"the save file is damaged: era {state.era} is impossible in a game that ends with era {state.final_era}"
        )
    for player in state.players:
        for each in player.species:
            if not 1 <= each.size <= LARGEST_SIZE:
                raise SaveError(
                    f"the save file is damaged: {player.colour.value}'s {each.shape.value} has size {each.size} "
                    f"(a size die shows 1 to {LARGEST_SIZE})"
                )


def _sound_seats(document: SaveDocument) -> None:
    """Each colour of the game has exactly one seat, played by a person or a known bot."""
    seats = document.seats
    known = {c.value for c in PlayerColour}
    if not seats:
        raise SaveError("the save file is damaged: it names nobody to play the colours")
    for number, seat in enumerate(seats, start=1):
        if seat.colour not in known:
            raise SaveError(
                f"the save file is damaged: seat {number} ({seat.name}) plays an unknown colour "
                f"'{seat.colour}' (the colours are {', '.join(sorted(known))})"
            )
        if seat.bot is not None and seat.bot not in bot_names():
            raise SaveError(
                f"the save file is damaged: seat {number} ({seat.name}) is played by an unknown bot "
                f"'{seat.bot}' (the bots are {', '.join(bot_names())})"
            )
    taken = [seat.colour for seat in seats]
    for colour in taken:
        if taken.count(colour) > 1:
            raise SaveError(f"the save file is damaged: two seats play {colour}")
    playing = [p.colour.value for p in document.state.players]
    for colour in playing:
        if colour not in taken:
            raise SaveError(f"the save file is damaged: no seat plays {colour}")
    for colour in taken:
        if colour not in playing:
            raise SaveError(f"the save file is damaged: a seat plays {colour}, which is not in this game")


def _sound_position(document: SaveDocument, data: RulesData) -> Game:
    try:
        game = Game(data, document.state)
        on_map = game.map.hexes  # placements naming no craton, or cratons on top of each other, fail here
    except _REPLAY_ERRORS as error:
        raise SaveError(f"the save file is damaged: its position cannot be played ({error})") from None
    if not on_map:
        raise SaveError("the save file is damaged: it places no craton on the map")
    broken = violations(game)
    if broken:
        raise SaveError(f"the save file is damaged: {broken[0]}")
    return game


def _inferred_setups(state: GameState, data: RulesData) -> list[Setup]:
    """The setups an older save (without one) may have begun from, the likeliest first.

    The colours were either chosen, or dealt by the seed (then they come in the colours' own order);
    the cratons' row, drawn at setup and never moved (A8d), tells the two apart almost always.
    """
    chosen = Setup.of(state, dealt=False)
    in_order = [c for c in PlayerColour if c in chosen.colours] == chosen.colours
    if not in_order:
        return [chosen]
    dealt = Setup.of(state, dealt=True)
    try:
        dealt_first = dealt.start(data).state.craton_order == state.craton_order
    except _REPLAY_ERRORS:
        dealt_first = False
    return [dealt, chosen] if dealt_first else [chosen, dealt]


def _replay(setup: Setup, answers: list[str], data: RulesData, follow: Follow | None) -> Game:
    try:
        game = setup.start(data)
    except _REPLAY_ERRORS as error:
        raise SaveError(f"the save file is damaged: its game cannot be set up ({error})") from None
    answer = follow(game, setup) if follow is not None else game.answer
    count = len(answers)
    for number, key in enumerate(answers, start=1):
        decision = game.decision
        try:
            answer(key)
        except IllegalAnswer:
            at = "after the game ended" if decision is None else f"at '{decision.prompt}' ({decision.rule})"
            raise SaveError(
                f"the save file is damaged: answer {number} of {count}, '{key}', is not a legal choice {at}"
            ) from None
        except _REPLAY_ERRORS as error:
            raise SaveError(
                f"the save file is damaged: answer {number} of {count}, '{key}', cannot be played ({error})"
            ) from None
    return game


def _first_difference(saved: Any, replayed: Any, path: str = "") -> str | None:
    """The first place two serialised positions differ, in words; None if they are equal."""
    if saved == replayed:
        return None
    where = path or "the position"
    if isinstance(saved, dict) and isinstance(replayed, dict):
        for key in _keys(saved, replayed):
            inner = f"{path}.{key}" if path else str(key)
            if key not in saved or key not in replayed:
                return f"{inner} is only in {'the save' if key in saved else 'the replayed game'}"
            found = _first_difference(saved[key], replayed[key], inner)
            if found is not None:
                return found
    if isinstance(saved, list) and isinstance(replayed, list):
        if len(saved) != len(replayed):
            return f"{where} has {len(saved)} entries in the save but {len(replayed)} in the replayed game"
        for index, (left, right) in enumerate(zip(saved, replayed, strict=True)):
            found = _first_difference(left, right, f"{path}[{index}]")
            if found is not None:
                return found
    return f"{where} is {_short(saved)} in the save but {_short(replayed)} in the replayed game"


def _keys(left: dict[Any, Any], right: dict[Any, Any]) -> Iterator[Any]:
    yield from left
    yield from (key for key in right if key not in left)


def _short(value: Any) -> str:
    text = json.dumps(value)
    return text if len(text) <= 60 else text[:57] + "..."


def save_schema() -> dict[str, Any]:
    """JSON Schema of the save format."""
    schema = _adapter().json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "Bios: Megafauna saved game"
    return schema

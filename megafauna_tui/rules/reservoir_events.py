"""Reservoir and windy events (D10, D11): disks shifted between the reservoirs and the map, and the wind.

A reservoir event names a disk colour, a source and a destination (``ReservoirShift``);
the disk ledger (``disks.MoveDisk``) does the moving, with every limit the moves
share (D10f, D10g, D12-D14). What is left here is the event itself: one disk, or, under
the gun icon, as many as the Medea's pulled trigger sends (D10a, R61), and the ricochet
that takes the Medea card from the shooter when Player Green plays (D10b).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from megafauna_tui.data.events import Event, ReservoirShift, Windy
from megafauna_tui.data.vocabulary import DiskColour, PlayerColour

from . import climate
from .decisions import Decision, DecisionKind, Option
from .disks import AREAS, Area, MoveDisk, destinations, disks_at, medea, room, sources
from .event_phase import resolves
from .frame import Frame
from .medea import hand_over
from .words import counted

if TYPE_CHECKING:
    from .engine import Game

#: How the log names an event's places.
PLACE_WORDS = {
    "continental": "the continents",
    "offshore": "the shelves",
    "clouds_or_atmosphere": "the Clouds or the Atmosphere",
}


def place_words(place: str) -> str:
    return PLACE_WORDS.get(place, f"the {place.capitalize()}")


def on_place(place: str) -> str:
    """'on the continents', 'in the Oxygen': where disks lie."""
    return ("in " if place in climate.RESERVOIRS else "on ") + place_words(place)


def shift(game: Game, event: ReservoirShift, card: int, *, stand_in: bool = True) -> MoveDisk:
    """The move of one disk the event asks for (D10), named after its card for the log and the Medea."""
    why = f"{game.data.events[card].name}, #{card}"
    return MoveDisk(
        event.disk,
        event.source.value,
        event.destination.value,
        "D10",
        why,
        rain_shadow=event.rain_shadow,
        onto=None if event.onto is None else event.onto.value,
        stand_in=stand_in,
    )


@resolves("reservoir")
def resolve_reservoir(game: Game, event: Event, card: int) -> Frame | None:
    """D10: one disk moves; a gun event first asks the Medea about the trigger (D10a)."""
    assert isinstance(event, ReservoirShift)
    if event.gun:
        move = shift(game, event, card, stand_in=False)  # R43: never a stand-in under the gun
        return GunEvent(move.colour, move.source, move.destination, move.why, move.rain_shadow, move.onto)
    return shift(game, event, card)


@resolves("windy")
def resolve_windy(game: Game, event: Event, card: int) -> Frame | None:
    """D11, R46: the wind blows both ways in every latitude until the turn ends."""
    assert isinstance(event, Windy)
    game.state.windy = True
    game.say("D11", "Windy: the wind blows east and west in every latitude for the rest of this turn (F5).")
    return None


def stock(game: Game, move: MoveDisk) -> int:
    """How many disks of the colour the move's source holds: the most a pulled trigger can move (D10a)."""
    if move.source in AREAS:
        return len(sources(game, move))
    return sum(1 for disk in disks_at(game, move.source) if disk == move.colour)


def free(game: Game, reservoir: str) -> int:
    """The empty slots of a reservoir track (B7)."""
    return climate.capacity(game, reservoir) - climate.count(game.state, reservoir)


def room_for(game: Game, move: MoveDisk) -> int:
    """How many disks the move's destination can still take, when it is a reservoir or the cloud seeder's
    choice of two (D13); 0 for a place on the map, where each landing is the Medea's choice."""
    if move.destination == Area.CLOUD_SEED:
        return free(game, climate.CLOUDS) + free(game, climate.ATMOSPHERE)
    if move.destination in climate.RESERVOIRS:
        if not room(game, move.destination, move.colour):
            return 0
        return free(game, move.destination)
    return 0


def can_move(game: Game, move: MoveDisk) -> bool:
    """Whether one disk of the colour can go now, with no stand-in (R43, R44)."""
    return bool(sources(game, move)) and bool(destinations(game, move))


def player_green(game: Game) -> bool:
    """Whether a pulled gun ricochets the Medea (D10b): Player Green is in the game, as the variant says."""
    return game.variant.ricochets(game)


@dataclass(slots=True)
class GunEvent(Frame):
    """D10a, D10b, R61: the Medea pulls the trigger or not; a pulled gun moves every disk of the colour, one
    at a time, and then ricochets the Medea card to another player if Player Green is in the game."""

    kind = "gun_event"
    colour: DiskColour
    source: str
    destination: str
    why: str
    rain_shadow: bool = False
    onto: str | None = None
    stage: str = "trigger"
    shooter: PlayerColour | None = None
    shots: int = 0
    """Moves the pulled trigger may still make: the source's disks of the colour when it was pulled."""
    to_clouds: int | None = None
    """L1a, D13: how many of the white disks the cloud seeder sends to the Clouds (the rest to the Atmosphere),
    asked once for the whole gun when the seeder is not the Medea; None until then, or when not asked."""

    def move(self) -> MoveDisk:
        return MoveDisk(
            self.colour,
            self.source,
            self.destination,
            "D10a" if self.shooter is not None else "D10",
            self.why,
            rain_shadow=self.rain_shadow,
            onto=self.onto,
            stand_in=False,
        )

    def step(self, game: Game) -> Decision | None:
        if self.stage == "trigger":
            return self._trigger(game)
        if self.stage == "firing":
            if self._split_due(game):
                return self._split(game)
            self._fire(game)
            return None
        return self._ricochet(game)

    def answer(self, game: Game, key: str) -> None:
        state = game.state
        if self.stage == "ricochet":
            state.stack.pop()
            assert self.shooter is not None
            hand_over(game, self.shooter, PlayerColour(key), "D10b", "the ricochet of the gun")
            return
        if self.stage == "firing":
            self.to_clouds = int(key)
            return
        holder = medea(state)
        if key == "hold":
            state.stack.pop()
            game.say("D10a", f"The Medea ({holder.value}) holds fire: one {self.colour.value} disk moves.")
            state.stack.append(self.move())
            return
        self.shooter = holder
        self.stage = "firing"
        self.shots = stock(game, self.move())
        game.say(
            "D10a",
            f"The Medea ({holder.value}) pulls the trigger: every {self.colour.value} disk {on_place(self.source)} "
            f"goes to {place_words(self.destination)}, one at a time, while there is room.",
        )

    def _trigger(self, game: Game) -> Decision | None:
        move = self.move()
        if not can_move(game, move):
            # R61: nothing to shoot; the single move says why nothing happens.
            game.state.stack.pop()
            game.state.stack.append(move)
            return None
        count = stock(game, move)
        colour = self.colour.value
        ricochet = " (then the Medea ricochets to another player, D10b)" if player_green(game) else ""
        options = (
            Option(
                "pull", f"pull the trigger: every {colour} disk {on_place(self.source)} ({count}){ricochet}", "D10a"
            ),
            Option("hold", f"hold fire: one {colour} disk moves", "D10a"),
        )
        prompt = (
            f"Medea: the gun of {self.why} shifts {colour} disks from {place_words(self.source)} to "
            f"{place_words(self.destination)}. Pull the trigger? (D10a)"
        )
        return Decision(medea(game.state), DecisionKind.MEDEA_TRIGGER, prompt, "D10a", options)

    def _split_due(self, game: Game) -> bool:
        """L1a: the animal seeds the clouds while the plant holds the Medea, so the whole gun's split between the
        Clouds and the Atmosphere is asked of the animal once, not disk by disk between the two players."""
        return (
            self.destination == Area.CLOUD_SEED
            and self.to_clouds is None
            and self.shots > 0
            and game.variant.cloud_seeder(game) is not medea(game.state)
            and can_move(game, self.move())
        )

    def _split(self, game: Game) -> Decision:
        clouds, atmosphere = free(game, climate.CLOUDS), free(game, climate.ATMOSPHERE)
        going = min(self.shots, clouds + atmosphere)
        options = tuple(
            Option(str(k), f"{k} to the Clouds, {going - k} to the Atmosphere", "D13")
            for k in range(max(0, going - atmosphere), min(going, clouds) + 1)
        )
        prompt = (
            f"Cloud seeding: {counted(going, 'white disk')} of {self.why} {'goes' if going == 1 else 'go'} up. "
            "How many to the Clouds, the rest to the Atmosphere? (L1a, D13)"
        )
        return Decision(game.variant.cloud_seeder(game), DecisionKind.MEDEA_PLACE, prompt, "D13", options)

    def _fire(self, game: Game) -> None:
        move = self.move()
        if self.to_clouds is not None:
            move.destination = climate.CLOUDS if self.to_clouds > 0 else climate.ATMOSPHERE
            if not can_move(game, move):  # R44: the chosen reservoir filled up meanwhile; the other one, if it can
                move.destination = climate.ATMOSPHERE if move.destination == climate.CLOUDS else climate.CLOUDS
        # D10a: when every disk of the source can go, which one goes first changes nothing and is not asked.
        move.any_source = self.shots <= room_for(game, move)
        if self.shots > 0 and can_move(game, move):
            self.shots -= 1
            if self.to_clouds is not None and move.destination == climate.CLOUDS:
                self.to_clouds -= 1
            game.state.stack.append(move)
            return
        left = stock(game, move)
        if left and self.shots > 0:
            full = " (R41)" if self.destination == climate.ATMOSPHERE else ""
            disks = counted(left, self.colour.value + " disk")
            verb = "stays" if left == 1 else "stay"
            game.say("R44", f"No legal place remains: {disks} {verb} {on_place(self.source)}{full}.")
        self.stage = "ricochet"

    def _ricochet(self, game: Game) -> Decision | None:
        state = game.state
        assert self.shooter is not None
        others = [
            p.colour
            for p in state.players
            if p.colour is not self.shooter and game.variant.may_hold_medea(p.colour, game)
        ]
        holding = state.player(self.shooter).medea
        if not player_green(game) or not others or not holding:
            state.stack.pop()
            return None
        options = tuple(Option(c.value, f"hand the Medea to {c.value.capitalize()}", "D10b") for c in others)
        prompt = "Ricochet: Player Green is in the game, so you must hand the Medea card to another player (D10b):"
        return Decision(self.shooter, DecisionKind.MEDEA_RICOCHET, prompt, "D10b", options)

"""Burials (A4, I1-I3): endotherms may flee, then every Endangered creeple stands up or is buried."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import PlayerColour

from .alien_ecology import bury_plants
from .board import cannibal, check_all_prey, habitable, is_endotherm, name, species_of, suitable_prey, upright
from .contests import Fate, TieBreak, contest, settle
from .decisions import Decision, DecisionKind, Option
from .dispersal import reachable
from .extinction import bury
from .frame import Frame
from .state import Creeple, Level, Phase, Species

if TYPE_CHECKING:
    from .engine import Game


def _endangered(game: Game, hex_id: str, level: Level) -> list[Creeple]:
    return [c for c in game.state.creeples if c.hex == hex_id and c.level is level and c.endangered]


@dataclass(slots=True)
class BurialPhase(Frame):
    """A4a, A4b: endotherms in player order, then herbivores (I2), then carnivores (I3)."""

    kind = "burial_phase"
    stage: str = "start"
    queue: list[str] = field(default_factory=list)

    def step(self, game: Game) -> Decision | None:
        state = game.state
        state.phase = Phase.BURIALS
        if self.stage == "start":
            self.stage = "endotherms"
            self.queue = [c.value for c in state.order]
            return None
        if self.stage == "endotherms":
            if self.queue:
                colour = PlayerColour(self.queue.pop(0))
                moving = [
                    f"{c.shape.value}/{c.hex}/{c.level.value}"
                    for c in state.creeples
                    if c.colour is colour and c.endangered and is_endotherm(species_of(game, c))
                ]
                if moving:
                    state.stack.append(EndothermEscape(colour, moving))
                return None
            if Level.PLANT in game.variant.trophic_levels:
                # R88: plants are resolved first, below the herbivores (K2, K7c).
                self.stage = "plants"
                self.queue = sorted({c.hex for c in state.creeples if c.endangered and c.level is Level.PLANT})
                return None
            self.stage = "herbivores"
            self.queue = sorted({c.hex for c in state.creeples if c.endangered and c.level is Level.HERBIVORE})
            return None
        if self.stage == "plants":
            if self.queue:
                if bury_plants(game, self.queue[0]):
                    self.queue.pop(0)
                return None
            self.stage = "herbivores"
            self.queue = sorted({c.hex for c in state.creeples if c.endangered and c.level is Level.HERBIVORE})
            return None
        if self.stage in ("herbivores", "carnivores"):
            level = Level.HERBIVORE if self.stage == "herbivores" else Level.CARNIVORE
            if self.queue:
                self._resolve(game, self.queue[0], level)
                return None
            if self.stage == "herbivores":
                self.stage = "carnivores"
                self.queue = sorted({c.hex for c in state.creeples if c.endangered and c.level is Level.CARNIVORE})
                return None
        check_all_prey(game)
        state.stack.pop()
        return None

    def _resolve(self, game: Game, hex_id: str, level: Level) -> None:
        lying = _endangered(game, hex_id, level)
        rule = "I2" if level is Level.HERBIVORE else "I3"
        if len(lying) >= 2:
            settle(game, hex_id, level, lying[0], lying[1], fate="buried")  # I2a, I3a
            return
        self.queue.pop(0)
        if not lying:
            return
        survivor = lying[0]
        species = species_of(game, survivor)
        free = upright(game, hex_id, level) is None and habitable(game, hex_id, species, level)
        if level is Level.HERBIVORE:
            if free:
                _stand(game, survivor, "I2b")
            elif _can_shift(game, survivor):
                survivor.level = Level.CARNIVORE
                _stand(game, survivor, "I2b", " as a carnivore")
            else:
                bury(game, survivor, rule)
        elif free and suitable_prey(game, species, hex_id) is not None:
            _stand(game, survivor, "I3b")
        else:
            bury(game, survivor, rule)


def _held_by(game: Game, species: Species, hex_id: str, level: Level) -> bool:
    return any(c.hex == hex_id and c.level is level and c.species_key == species.key for c in game.state.creeples)


def _stand(game: Game, creeple: Creeple, rule: str, how: str = "") -> None:
    creeple.endangered = False
    game.say(rule, f"{name(creeple)} in {creeple.hex} stands up{how}.")


def _can_shift(game: Game, creeple: Creeple) -> bool:
    """I2b: an Endangered herbivore may survive as the carnivore of an empty predator spot."""
    species = species_of(game, creeple)
    hex_id = creeple.hex
    return (
        Level.CARNIVORE in game.variant.levels_for(creeple.colour)  # K2: the plant is never a carnivore
        and upright(game, hex_id, Level.CARNIVORE) is None
        and habitable(game, hex_id, species, Level.CARNIVORE)
        and not cannibal(game, species, hex_id, Level.CARNIVORE)
        and suitable_prey(game, species, hex_id) is not None
    )


@dataclass(slots=True)
class EndothermEscape(Frame):
    """I1: the owner may move each Endangered endotherm to a free, habitable trophic level in reach."""

    kind = "endotherm_escape"
    colour: PlayerColour
    creeples: list[str]
    """``shape/hex/level`` of each Endangered endotherm still to move."""

    def _creeple(self, game: Game) -> Creeple | None:
        shape, hex_id, level = self.creeples[0].split("/")
        return _lying(game, self.colour.value, shape, hex_id, level)

    def step(self, game: Game) -> Decision | None:
        while self.creeples:
            creeple = self._creeple(game)
            if creeple is None:
                self.creeples.pop(0)
                continue
            species = species_of(game, creeple)
            options = [Option("stay", f"stay in {creeple.hex}", "I1")]
            for hex_id, route in sorted(reachable(game, species, creeple.hex).items()):
                for level in game.variant.levels_for(species.colour):
                    if hex_id == creeple.hex and level is creeple.level:
                        continue
                    if upright(game, hex_id, level) is not None or not habitable(game, hex_id, species, level):
                        continue  # I1a: only levels held by nobody upright count as free
                    if cannibal(game, species, hex_id, level) or _held_by(game, species, hex_id, level):
                        continue  # F4c; R32: never onto a level its own species holds, even lying down
                    if level is Level.CARNIVORE and suitable_prey(game, species, hex_id) is None:
                        continue
                    label = f"flee to {hex_id} as {level.value} ({route.cost} DP)"
                    options.append(Option(f"{hex_id}/{level.value}", label, "I1", hex_id))
            if len(options) == 1:
                self.creeples.pop(0)
                continue
            prompt = f"Your Endangered endotherm {creeple.shape.value} in {creeple.hex} may flee:"
            return Decision(self.colour, DecisionKind.ENDOTHERM, prompt, "I1", tuple(options))
        game.state.stack.pop()
        return None

    def answer(self, game: Game, key: str) -> None:
        creeple = self._creeple(game)
        self.creeples.pop(0)
        if key == "stay" or creeple is None:
            return
        hex_id, _, level = key.partition("/")
        game.say("I1", f"{name(creeple)} flees from {creeple.hex} to {hex_id} as {level}.")
        creeple.hex = hex_id
        creeple.level = Level(level)
        rivals = [
            f"{o.colour.value}/{o.shape.value}" for o in _endangered(game, hex_id, creeple.level) if o is not creeple
        ]
        if rivals:
            game.state.stack.append(ArrivalContests(self.colour, f"{creeple.shape.value}/{hex_id}/{level}", rivals))


@dataclass(slots=True)
class ArrivalContests(Frame):
    """I1a: a fled endotherm contests each creeple lying Endangered where it arrived, one contest at a time: a
    tie its owner breaks (G7a, H6a) is settled before the next contest, and a mover once buried fights no more."""

    kind = "arrival_contests"
    colour: PlayerColour
    mover: str
    """``shape/hex/level`` of the endotherm that fled."""
    rivals: list[str]
    """``colour/shape`` of each creeple that lay Endangered there when it arrived, still to contest."""

    def step(self, game: Game) -> Decision | None:
        shape, hex_id, level = self.mover.split("/")
        mover = _lying(game, self.colour.value, shape, hex_id, level)
        if mover is None or not self.rivals:
            game.state.stack.pop()
            return None
        colour, rival_shape = self.rivals.pop(0).split("/")
        other = _lying(game, colour, rival_shape, hex_id, level)
        if other is not None:
            self._contest(game, mover, other)
        return None

    def _contest(self, game: Game, mover: Creeple, other: Creeple) -> None:
        """I1a: a contest at once; the loser is buried, unless it is an endotherm yet to flee."""
        result = contest(game, mover.hex, mover.level, mover, other)
        game.say(result.rule, f"Contest in {mover.hex} on arrival (I1a): " + "; ".join(result.steps) + ".")
        if result.loser is None:
            fate: Fate = "endangered" if _yet_to_flee(game, other) else "buried"
            game.state.stack.append(
                TieBreak(mover.hex, mover.level, mover.colour, [mover.shape, other.shape], [True, True], fate)
            )
        elif result.loser is other and _yet_to_flee(game, other):
            game.say("I1a", f"{name(other)} loses but is an endotherm that may still flee.")
        else:
            bury(game, result.loser, "I1a")


def _lying(game: Game, colour: str, shape: str, hex_id: str, level: str) -> Creeple | None:
    """The Endangered creeple of a colour and shape at one level of a biome, if it is still there."""
    for c in game.state.creeples:
        if (c.colour.value, c.shape.value, c.hex, c.level.value, c.endangered) == (colour, shape, hex_id, level, True):
            return c
    return None


def _yet_to_flee(game: Game, creeple: Creeple) -> bool:
    """I1a: an Endangered endotherm whose owner has still to say whether it flees this burial phase."""
    if not is_endotherm(species_of(game, creeple)):
        return False
    escape = next((f for f in reversed(game.state.stack) if isinstance(f, EndothermEscape)), None)
    if escape is not None and creeple.colour is escape.colour:
        return f"{creeple.shape.value}/{creeple.hex}/{creeple.level.value}" in escape.creeples
    phase = next((f for f in reversed(game.state.stack) if isinstance(f, BurialPhase)), None)
    return phase is not None and phase.stage == "endotherms" and creeple.colour.value in phase.queue

"""Herbivore contests (G2-G8) and carnivore contests (H2-H6).

``herbivore_contest`` and ``carnivore_contest`` are pure: they compare two
creeples step by step and report the loser and every value compared, so the
same code resolves a contest and previews one for a player choosing where to
settle. ``settle`` applies a result, asking the owner where the rules say so
(G7a, H6a same-colour ties; G8 trophic shift).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from megafauna_tui.data.vocabulary import OrganColour, PlayerColour, Shape

from .board import (
    can_eat,
    check_prey,
    habitable,
    humidity,
    level_above,
    level_below,
    name,
    roadrunner,
    skeletal_number,
    species_of,
    upright,
)
from .decisions import Decision, DecisionKind, Option
from .extinction import bury
from .frame import Frame
from .state import Creeple, Level

if TYPE_CHECKING:
    from .engine import Game

Fate = Literal["endangered", "buried"]


@dataclass(frozen=True, slots=True)
class ContestResult:
    loser: Creeple | None
    """None when two species of one colour tie: their owner picks (G7a, H6a)."""
    winner: Creeple | None
    rule: str
    """The step that decided it."""
    steps: tuple[str, ...]
    """Each step compared, with its values, e.g. 'G4 roadrunner yellow: 1 vs 0'."""

    @property
    def summary(self) -> str:
        return self.steps[-1] if self.steps else self.rule


def _compare(
    steps: list[str], rule: str, title: str, a: Creeple, b: Creeple, va: float, vb: float, *, low_loses: bool = True
) -> Creeple | None:
    """Record a step; return the loser if the values differ."""
    steps.append(f"{rule} {title}: {name(a)} {_fmt(va)} vs {name(b)} {_fmt(vb)}")
    if va == vb:
        return None
    a_loses = va < vb if low_loses else va > vb
    return a if a_loses else b


def _fmt(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def _niche(game: Game, steps: list[str], creeple: Creeple, colour: OrganColour, level: Level) -> int:
    """The organs of one colour a contest step compares, with any the game lends (Kf7), noted as a step."""
    species = species_of(game, creeple)
    bonus = game.variant.contest_bonus(game, species, colour, level)
    if bonus:
        steps.append(f"Kf7 {name(creeple)}'s green organs count as {bonus} {colour.value}")
    return species.organ_count(colour) + bonus


def herbivore_contest(game: Game, hex_id: str, a: Creeple, b: Creeple, level: Level = Level.HERBIVORE) -> ContestResult:
    """G2-G7: which of two herbivores in one biome becomes Endangered; two plants contest by the same rules, the
    herbivore over them taking the carnivore's part (K8d, R85)."""
    steps: list[str] = []
    loser: Creeple | None
    if a.endangered != b.endangered:  # G2a
        loser = a if a.endangered else b
        steps.append(f"G2a {name(loser)} is already Endangered")
        return ContestResult(loser, b if loser is a else a, "G2a", tuple(steps))
    above = level_above(game, level)
    carnivore = upright(game, hex_id, above) if above is not None else None
    if carnivore is not None and above is not None:
        predator = species_of(game, carnivore)
        edible_a = game.variant.eats(game, predator, species_of(game, a), above)
        edible_b = game.variant.eats(game, predator, species_of(game, b), above)
        loser = _compare(steps, "G3", f"edible by {name(carnivore)}", a, b, edible_a, edible_b, low_loses=False)
        if loser is not None:
            return _done(loser, a, b, "G3", steps)
        colour = roadrunner(game, hex_id)
        organ = OrganColour(colour.value)
        na, nb = _niche(game, steps, a, organ, level), _niche(game, steps, b, organ, level)
        loser = _compare(steps, "G4", f"roadrunner {colour.value}", a, b, na, nb)
        if loser is not None:
            return _done(loser, a, b, "G4", steps)
    wet = humidity(game, hex_id)
    wa, wb = _niche(game, steps, a, wet, level), _niche(game, steps, b, wet, level)
    loser = _compare(steps, "G5", f"humidity {wet.value}", a, b, wa, wb)
    if loser is not None:
        return _done(loser, a, b, "G5", steps)
    sa, sb = species_of(game, a), species_of(game, b)
    loser = _compare(steps, "G6", "size", a, b, sa.size, sb.size)
    if loser is not None:
        return _done(loser, a, b, "G6", steps)
    # G7: the lower skeletal number survives. Two species of one colour tie here unless a haustorium
    # gives one of them its own number (J5); only a true tie goes to the owner (G7a).
    loser = _compare(
        steps, "G7", "skeletal number", a, b, skeletal_number(game, sa), skeletal_number(game, sb), low_loses=False
    )
    if loser is not None:
        return _done(loser, a, b, "G7", steps)
    return _owner_chooses(steps, a, b, "G7a")


def carnivore_contest(game: Game, hex_id: str, a: Creeple, b: Creeple, level: Level = Level.CARNIVORE) -> ContestResult:
    """H2-H6: which of two carnivores in one biome becomes Endangered; herbivores contest by the same rules where
    they eat plants, the plant taking the prey's part (K2a, R85)."""
    steps: list[str] = []
    loser: Creeple | None
    if a.endangered != b.endangered:  # H2a
        loser = a if a.endangered else b
        steps.append(f"H2a {name(loser)} is already Endangered")
        return ContestResult(loser, b if loser is a else a, "H2a", tuple(steps))
    colour = roadrunner(game, hex_id)
    organ = OrganColour(colour.value)
    na, nb = _niche(game, steps, a, organ, level), _niche(game, steps, b, organ, level)
    loser = _compare(steps, "H3", f"roadrunner {colour.value}", a, b, na, nb)
    if loser is not None:
        return _done(loser, a, b, "H3", steps)
    below = level_below(game, level)
    prey = upright(game, hex_id, below) if below is not None else None
    sa, sb = species_of(game, a), species_of(game, b)
    if prey is not None:
        prey_size = species_of(game, prey).size
        da, db = abs(sa.size - prey_size), abs(sb.size - prey_size)
        loser = _compare(steps, "H4", "size difference to prey", a, b, da, db, low_loses=False)
        if loser is not None:
            return _done(loser, a, b, "H4", steps)
    loser = _compare(steps, "H5", "size", a, b, sa.size, sb.size)
    if loser is not None:
        return _done(loser, a, b, "H5", steps)
    # H6: the higher skeletal number survives; a haustorium's own number counts (J5), as in G7.
    loser = _compare(steps, "H6", "skeletal number", a, b, skeletal_number(game, sa), skeletal_number(game, sb))
    if loser is not None:
        return _done(loser, a, b, "H6", steps)
    return _owner_chooses(steps, a, b, "H6a")


def _owner_chooses(steps: list[str], a: Creeple, b: Creeple, rule: str) -> ContestResult:
    """G7a, H6a: a tie to the very end; players' skeletal numbers all differ, so both are one colour's."""
    if a.colour is not b.colour:  # pragma: no cover - only one haustorium card exists (J5)
        raise AssertionError(f"{name(a)} and {name(b)} tie on every step, skeletal number included")
    steps.append(f"{rule} both {a.colour.value}: the owner chooses which shape wins")
    return ContestResult(None, None, rule, tuple(steps))


def _same_species(rules: Level, a: Creeple, b: Creeple) -> ContestResult:
    """Two creeples of one species at one level: it does not contest itself (R32); one yields, the
    Endangered one if only one of them is (G2a, H2a)."""
    loser = a if a.endangered and not b.endangered else b
    rule = "G2" if rules is Level.HERBIVORE else "H2"
    step = f"{rule} both are {name(a)}: a species does not contest itself, one creeple yields"
    return ContestResult(loser, b if loser is a else a, rule, (step,))


def _done(loser: Creeple, a: Creeple, b: Creeple, rule: str, steps: list[str]) -> ContestResult:
    return ContestResult(loser, b if loser is a else a, rule, tuple(steps))


def contest(game: Game, hex_id: str, level: Level, a: Creeple, b: Creeple) -> ContestResult:
    """The contest of two creeples at one level, by the rules the game gives that level (G, H; K2a, K8d)."""
    rules = game.variant.contest_rules(level)
    if a.species_key == b.species_key:
        return _same_species(rules, a, b)
    if rules is Level.HERBIVORE:
        return herbivore_contest(game, hex_id, a, b, level)
    return carnivore_contest(game, hex_id, a, b, level)


def tie_rule(game: Game, level: Level) -> str:
    """The rule that hands a same-colour tie to its owner: G7a under the herbivore rules, H6a under the
    carnivore rules (K2a)."""
    return "G7a" if game.variant.contest_rules(level) is Level.HERBIVORE else "H6a"


def settle(game: Game, hex_id: str, level: Level, a: Creeple, b: Creeple, fate: Fate = "endangered") -> None:
    """Resolve a contest between two creeples at one trophic level, and apply the loser's fate."""
    result = contest(game, hex_id, level, a, b)
    game.say(result.rule, f"Contest in {hex_id}: " + "; ".join(result.steps) + ".")
    if result.loser is None:
        game.state.stack.append(
            TieBreak(hex_id, level, a.colour, [a.shape, b.shape], [a.endangered, b.endangered], fate)
        )
        return
    lose(game, result.loser, level, fate, result.rule)


def lose(game: Game, loser: Creeple, level: Level, fate: Fate, rule: str) -> None:
    """The loser of a contest is Endangered (G2, H2) or, among the Endangered at burial, buried (I2a, I3a)."""
    if fate == "buried":
        bury(game, loser, rule)
        return
    loser.endangered = True
    shifts = level is Level.HERBIVORE and game.variant.contest_rules(level) is Level.HERBIVORE  # G8; none in H (R85)
    if shifts and can_shift(game, loser):
        # G8: its owner decides at once whether it lies down or turns carnivore; the log says which.
        game.say(rule, f"{name(loser)} in {loser.hex} loses.")
        check_prey(game, loser.hex)
        game.state.stack.append(TrophicShift(loser.hex, loser.colour, loser.shape))
        return
    game.say(rule, f"{name(loser)} in {loser.hex} loses and is Endangered.")
    if level is not Level.CARNIVORE:
        check_prey(game, loser.hex)


def can_shift(game: Game, creeple: Creeple) -> bool:
    """G8: a losing herbivore may turn carnivore if there is suitable prey for it here."""
    if Level.CARNIVORE not in game.variant.levels_for(creeple.colour):
        return False  # K2: the plant is never a carnivore
    species = species_of(game, creeple)
    prey = upright(game, creeple.hex, Level.HERBIVORE)
    if prey is None or prey.species_key == creeple.species_key:
        return False
    if not habitable(game, creeple.hex, species, Level.CARNIVORE):
        return False
    return can_eat(game, species, species_of(game, prey))


def _find(game: Game, hex_id: str, level: Level, colour: PlayerColour, shape: Shape, endangered: bool) -> Creeple:
    for creeple in game.state.creeples:
        if (creeple.hex, creeple.level, creeple.colour, creeple.shape, creeple.endangered) == (
            hex_id,
            level,
            colour,
            shape,
            endangered,
        ):
            return creeple
    raise LookupError(f"no {colour.value} {shape.value} {level.value} in {hex_id}")


@dataclass(slots=True)
class TieBreak(Frame):
    """G7a, H6a: two species of one colour tie; their owner picks the one that wins."""

    kind = "tie_break"
    hex: str
    level: Level
    colour: PlayerColour
    shapes: list[Shape]
    endangered: list[bool]
    fate: Fate = "endangered"

    def step(self, game: Game) -> Decision | None:
        rule = tie_rule(game, self.level)
        options = tuple(Option(s.value, f"the {s.value} wins", rule) for s in self.shapes)
        return Decision(
            self.colour, DecisionKind.TIE_BREAK, f"Tie in {self.hex}: which of your species wins?", rule, options
        )

    def answer(self, game: Game, key: str) -> None:
        game.state.stack.pop()
        winner = Shape(key)
        index = 1 if self.shapes[0] is winner else 0
        loser = _find(game, self.hex, self.level, self.colour, self.shapes[index], self.endangered[index])
        rule = tie_rule(game, self.level)
        game.say(rule, f"{self.colour.value.capitalize()} chooses the {winner.value} to win in {self.hex}.")
        lose(game, loser, self.level, self.fate, rule)


@dataclass(slots=True)
class TrophicShift(Frame):
    """G8: the losing herbivore may become a carnivore instead of staying Endangered."""

    kind = "trophic_shift"
    hex: str
    colour: PlayerColour
    shape: Shape

    def step(self, game: Game) -> Decision | None:
        try:
            creeple = _find(game, self.hex, Level.HERBIVORE, self.colour, self.shape, True)
        except LookupError:
            game.state.stack.pop()
            return None
        if not can_shift(game, creeple):
            game.state.stack.pop()
            game.say("G8", f"{name(creeple)} in {self.hex} can no longer shift and is Endangered.")
            return None
        options = (
            Option("shift", f"become a carnivore in {self.hex}", "G8"),
            Option("stay", "stay an Endangered herbivore", "G8"),
        )
        return Decision(
            self.colour, DecisionKind.TROPHIC_SHIFT, f"Your {self.shape.value} lost in {self.hex}:", "G8", options
        )

    def answer(self, game: Game, key: str) -> None:
        game.state.stack.pop()
        creeple = _find(game, self.hex, Level.HERBIVORE, self.colour, self.shape, True)
        if key != "shift":
            game.say("G8", f"{name(creeple)} in {self.hex} stays a herbivore and is Endangered.")
            return
        creeple.level = Level.CARNIVORE
        creeple.endangered = False
        game.say("G8", f"{name(creeple)} in {self.hex} shifts to carnivore.")
        rival = next(
            (
                c
                for c in game.state.creeples
                if c.hex == self.hex and c.level is Level.CARNIVORE and c is not creeple and not c.endangered
            ),
            None,
        )
        if rival is not None:
            settle(game, self.hex, Level.CARNIVORE, creeple, rival)

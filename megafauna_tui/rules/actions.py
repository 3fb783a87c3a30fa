"""The action phase (A2): each player in order takes up to two actions (A2a, A8c).

Only actions with at least one complete legal way to carry them out are offered,
so no choice leads into a dead end.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import OrganColour, PlayerColour, Shape

from . import automated_plant
from .apomorphies import can_metamorphose, metamorphose
from .board import cannibal, habitable, name, suitable_prey, upright
from .decisions import Decision, DecisionKind, Option
from .display import option_key, refresh, take
from .emotions import emotion_colours
from .frame import Frame
from .medea import CLAIM, claim, claim_option, may_claim
from .neoteny import Neoteny
from .organs import AcquireCubes, CubeNeed, card_spot
from .promotion import PromoteCard, describe
from .purchases import budget, cost_for, may_mutate, purchases
from .size_limits import promotable
from .sizes import resize_actions, resize_frame
from .state import Creeple, Level, Phase, Species, TableauCard
from .words import counted

if TYPE_CHECKING:
    from .engine import Game


@dataclass(slots=True)
class ActionPhase(Frame):
    """A2: every player in player order performs all of his actions."""

    kind = "action_phase"
    next_player: int = 0

    def step(self, game: Game) -> Decision | None:
        state = game.state
        state.phase = Phase.ACTIONS
        if self.next_player < len(state.order):
            colour = state.order[self.next_player]
            self.next_player += 1
            state.stack.append(PlayerTurn(colour, action_maximum(game, colour)))
            return None
        state.stack.pop()
        return None


def action_maximum(game: Game, colour: PlayerColour) -> int:
    """A2a: the game says how many (two each in tooth & claw, A8c)."""
    return game.variant.action_maximum(game, colour)


@dataclass(slots=True)
class PlayerTurn(Frame):
    """One player's actions; remembers each species' mutation budget and emotions this phase."""

    kind = "player_turn"
    colour: PlayerColour
    left: int
    started: bool = False
    finished: bool = False
    budgets: dict[str, int] = field(default_factory=dict)
    """Budget left per species shape, fixed at its Unborn count when its purchases begin (E1a)."""
    emotions: dict[str, dict[str, int]] = field(default_factory=dict)
    """Emotion colours each species had when the phase began (E1b)."""
    free_resized: bool = False
    """White or Green used the free resize of J8b this phase."""

    def step(self, game: Game) -> Decision | None:
        state = game.state
        player = state.player(self.colour)
        if not self.started:
            self.started = True
            for species in player.species:
                self.emotions[species.shape.value] = dict(emotion_colours(game.data, species))
            game.say("A2", f"{self.colour.value.capitalize()} takes up to {counted(self.left, 'action')}.")
        if self.finished or self.left <= 0:
            state.stack.pop()
            refresh(game)
            game.say("E1e", "The Display is refreshed.")
            return None
        # K8b: the automated plant's forced actions come first, and it passes only once fully grown.
        actions, may_pass, why = automated_plant.turn_actions(game, self, self._actions(game))
        options = [Option(k, label, rule) for k, label, rule in actions]
        if may_pass:
            options.append(Option("pass", "end your actions", "A2a"))
        left = f"{self.left} action{'s' if self.left != 1 else ''} left"
        prompt = f"Choose an action ({left}):{why}"
        return Decision(self.colour, DecisionKind.ACTION, prompt, "K8b" if why else "A2c", tuple(options))

    def _actions(self, game: Game) -> list[tuple[str, str, str]]:
        player = game.state.player(self.colour)
        found = []
        if may_mutate(game, self):
            found.append(("mutate", "mutate: buy a Display card for a species", "E1"))
        if any(promotable(game, s) for s in player.species):
            found.append(("promote", "promote (or speciate): flip a mutation", "E2"))
        if any(s.unborn > 0 for s in player.species):
            found.append(("populate", "populate: move Unborn to the newborn card", "E4"))
        if any(s.basal for s in player.species):
            found.append(("neoteny", "neoteny: discard basal organs", "E5"))
        found.extend(resize_actions(game, self.colour, free_used=self.free_resized))
        if (
            player.lazarus
            and player.archetype_stored
            and automated_plant.may_resurrect(game, self.colour)  # K8c: never the automated plant
            and resurrection_spots(game, self.colour)
        ):
            found.append(("resurrect", "resurrect your archetype", "E7"))
        if can_metamorphose(game, self.colour):
            found.append(("metamorphose", "metamorphosis: free neoteny for a fossil, no action spent", "J8c"))
        if may_claim(game, self.colour, first=self.left == action_maximum(game, self.colour)):
            found.append(claim_option())
        return found

    def species_renamed(self, colour: PlayerColour, old: Shape, new: Shape) -> None:
        """E1a, E1b: a species renamed (a kiwi, E6b) keeps its budget and emotions of this action phase."""
        if colour is not self.colour:
            return
        if old.value in self.budgets:
            self.budgets[new.value] = self.budgets.pop(old.value)
        if old.value in self.emotions:
            self.emotions[new.value] = self.emotions.pop(old.value)

    def answer(self, game: Game, key: str) -> None:
        if key == "pass":
            self.finished = True
            game.say("A2a", f"{self.colour.value.capitalize()} ends the action phase.")
            return
        if key == "metamorphose":
            metamorphose(game, self.colour)  # J8c: costs a fossil, not an action
            return
        if key == "free_resize":
            self.free_resized = True  # J8b: once a phase, no action spent
            game.state.stack.append(resize_frame(game, self.colour, free=True))
            return
        if key == CLAIM:
            claim(game, self.colour)  # E8: spends the whole action phase
            self.finished = True
            return
        if key == "resurrect" and game.variant.free_resurrection(game, self.colour):
            game.say("K3f", f"{self.colour.value.capitalize()} starts freshly resurrected: no action spent (R107).")
        else:
            self.left -= 1
        frames: dict[str, Callable[[], Frame]] = {  # only the chosen action's frame is built
            "mutate": lambda: MutateCard(self.colour),
            "promote": lambda: PromoteCard(self.colour),
            "populate": lambda: PopulateSpecies(self.colour),
            "neoteny": lambda: Neoteny(
                self.colour, [s.shape for s in game.state.player(self.colour).species if s.basal]
            ),
            "resurrect": lambda: Resurrect(self.colour),
            "resize": lambda: resize_frame(game, self.colour, free=False),
        }
        game.state.stack.append(frames[key]())


def current_turn(game: Game) -> PlayerTurn:
    for frame in reversed(game.state.stack):
        if isinstance(frame, PlayerTurn):
            return frame
    raise LookupError("no player is taking actions")


# -- E1 mutate ---------------------------------------------------------------------


def display_costs(game: Game) -> dict[str, int]:
    """What each affordable Display card costs the acting player's cheapest species (E1a, E1b); {} off-turn."""
    try:
        turn = current_turn(game)
    except LookupError:
        return {}
    costs: dict[str, int] = {}
    for row, position, _, cost in purchases(game, turn):
        key = option_key(game.state.display[row], position)
        costs[key] = min(cost, costs.get(key, cost))
    return costs


@dataclass(slots=True)
class MutateCard(Frame):
    """E1: pick the Display card."""

    kind = "mutate_card"
    colour: PlayerColour

    def step(self, game: Game) -> Decision | None:
        turn = current_turn(game)
        found: dict[str, tuple[int, int, list[str]]] = {}
        for row, position, species, cost in automated_plant.forced_purchases(game, turn, purchases(game, turn)):
            key = option_key(game.state.display[row], position)
            found.setdefault(key, (row, position, []))[2].append(f"{species.shape.value} {cost}")
        options = []
        for key, (row, position, costs) in found.items():
            number = game.state.display[row].card_at(position)
            assert number is not None
            card = game.data.mutations[number]
            adds = "+".join(organ.value for organ in card.plus_organs)
            ways = " / ".join(describe(face) for face in card.orientations)
            label = (
                f"{card.name} ({card.colour.value}, position {position + 1}) · costs {', '.join(costs)}"
                f" · adds {adds} · promotes to {card.promoted_name}: {ways}"
            )
            options.append(Option(key, label, "E1a"))
        why = automated_plant.purchase_note(game, turn)
        prompt = f"Buy which Display card?{why}"
        return Decision(self.colour, DecisionKind.MUTATE_CARD, prompt, "K8b" if why else "E1", tuple(options))

    def answer(self, game: Game, key: str) -> None:
        deck, _, position = key.partition(":")
        row = next(i for i, r in enumerate(game.state.display) if r.deck.value == deck)
        game.state.stack.pop()
        game.state.stack.append(MutateSpecies(self.colour, row, int(position) - 1))


@dataclass(slots=True)
class MutateSpecies(Frame):
    """E1: pick the species whose tableau receives the card."""

    kind = "mutate_species"
    colour: PlayerColour
    row: int
    position: int

    def step(self, game: Game) -> Decision | None:
        turn = current_turn(game)
        options = tuple(
            Option(s.shape.value, f"{s.shape.value} (costs {cost} of {budget(turn, s)} Unborn)", "E1a")
            for row, position, s, cost in purchases(game, turn)
            if (row, position) == (self.row, self.position)
        )
        return Decision(self.colour, DecisionKind.MUTATE_SPECIES, "Which species takes it?", "E1", options)

    def answer(self, game: Game, key: str) -> None:
        game.state.stack.pop()
        turn = current_turn(game)
        species = game.state.species(self.colour, Shape(key))
        cost = cost_for(game, turn, species, self.row, self.position)
        assert cost is not None
        turn.budgets[species.shape.value] = budget(turn, species) - cost
        number = take(game, game.state.display[self.row], self.position)
        card = game.data.mutations[number]
        species.cards.append(TableauCard(number))
        game.say(
            "E1", f"{name(species)} buys {card.name} for {cost} (budget left {turn.budgets[species.shape.value]})."
        )
        needs = [CubeNeed(self.colour, species.shape, card_spot(number), organ) for organ in card.plus_organs]
        game.state.stack.append(AcquireCubes(self.colour, needs))  # E1c


# -- E4 populate -------------------------------------------------------------------


def newborn_limit(species: Species) -> int:
    """E4: one Unborn plus up to one per blue organ."""
    return min(species.unborn, 1 + species.organ_count(OrganColour.BLUE))


@dataclass(slots=True)
class PopulateSpecies(Frame):
    kind = "populate_species"
    colour: PlayerColour

    def step(self, game: Game) -> Decision | None:
        options = tuple(
            Option(
                s.shape.value,
                f"{s.shape.value} ({s.unborn} Unborn, up to {counted(newborn_limit(s), 'newborn')})",
                "E4",
            )
            for s in game.state.player(self.colour).species
            if s.unborn > 0
        )
        return Decision(self.colour, DecisionKind.POPULATE_SPECIES, "Populate which species?", "E4", options)

    def answer(self, game: Game, key: str) -> None:
        game.state.stack.pop()
        game.state.stack.append(PopulateCount(self.colour, Shape(key)))


@dataclass(slots=True)
class PopulateCount(Frame):
    kind = "populate_count"
    colour: PlayerColour
    shape: Shape

    def step(self, game: Game) -> Decision | None:
        species = game.state.species(self.colour, self.shape)
        options = tuple(
            Option(str(n), f"{n} newborn{'s' if n > 1 else ''}", "E4") for n in range(newborn_limit(species), 0, -1)
        )
        return Decision(self.colour, DecisionKind.POPULATE_COUNT, "How many newborns?", "E4", options)

    def answer(self, game: Game, key: str) -> None:
        game.state.stack.pop()
        species = game.state.species(self.colour, self.shape)
        count = int(key)
        species.unborn -= count
        species.newborn += count
        game.say("E4", f"{name(species)} populates: {counted(count, 'newborn')} to disperse.")


# -- E5 neoteny --------------------------------------------------------------------


# -- E7 resurrect ------------------------------------------------------------------


def resurrection_spots(game: Game, colour: PlayerColour) -> list[tuple[str, Level]]:
    """E7a: any uninhabited trophic level the archetype could live on."""
    archetype = Species(colour, Shape.ARCHETYPE)
    spots = []
    for hex_id in game.hexes:
        for level in game.variant.levels_for(colour):
            if upright(game, hex_id, level) is not None or not habitable(game, hex_id, archetype, level):
                continue
            if level is Level.CARNIVORE and suitable_prey(game, archetype, hex_id) is None:
                continue
            if cannibal(game, archetype, hex_id, level):
                continue
            spots.append((hex_id, level))
    return spots


@dataclass(slots=True)
class Resurrect(Frame):
    kind = "resurrect"
    colour: PlayerColour

    def step(self, game: Game) -> Decision | None:
        options = tuple(
            Option(f"{h}/{lv.value}", f"{h} ({game.terrain[h].value}) as {lv.value}", "E7a", h)
            for h, lv in resurrection_spots(game, self.colour)
        )
        return Decision(self.colour, DecisionKind.RESURRECT, "Where does your archetype return?", "E7", options)

    def answer(self, game: Game, key: str) -> None:
        game.state.stack.pop()
        hex_id, _, level = key.partition("/")
        player = game.state.player(self.colour)
        total = player.reserve.get(Shape.ARCHETYPE, 0)
        player.reserve[Shape.ARCHETYPE] = 0
        player.species.append(Species(self.colour, Shape.ARCHETYPE, unborn=total - 1))
        player.lazarus = False
        player.archetype_stored = False
        game.state.creeples.append(Creeple(self.colour, Shape.ARCHETYPE, hex_id, Level(level)))
        game.say("E7", f"{self.colour.value.capitalize()} resurrects the archetype at size 1 in {hex_id} as {level}.")

"""The plant policy: the game answers the semi-automated plant's free choices, so a solo game asks only for the animal.

In the solo game the person playing the animal also runs the plant (K8). The forced rules (automated_plant.py)
decide part of what the plant does; where they leave it a free choice, the person makes it, unless the plant
policy was chosen at setup (``GameState.plant_policy``). Then the engine answers every decision of the
automated plant itself, before anyone sees it, and logs each answer with the rule that asked.

The policy wants what the animal needs from its plant: as many plant creeples alive on the map as possible.
They are the herbivores' food (K2), and every plant creeple on the map is one fewer on the Oxygen track, so the
Oxygen rises and the animal gets more actions (K4, K4c). It is deterministic: the same position always gets the
same answer, and a tie goes to the option the game lists first.

- Actions: populate first, then mutate, promote, the free resize and the resize; pass after those; anything
  else (neoteny) only when nothing above is offered.
- Buying: the card that costs the plant least; the species that pays least for it.
- Promoting: the first card listed; the orientation with the largest maximum size, which limits growth least.
- Populating: the species with the most Unborn, with as many newborns as it may have.
- Resizing: grow while the species stays within the sizes its mutations allow (it loses no card and does not
  outgrow its genotype), otherwise stay.
- Dispersing: the mother with the most places in reach; then a free place before a contest it wins, a win
  before a tie, and staying Unborn before a contest it would lose; among equals the plant level first, and a
  place where it does not fight the animal.
- Crowd disease: an Endangered creeple dies first. Neoteny: keep every organ. A lost herbivore contest: stay
  a herbivore (K2: the plant is never a carnivore).
- Everything else (setup places, tie-breaks, hosts, tools, organ losses): the first option listed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import Shape

from .decisions import Decision, DecisionKind, Option
from .state import Level

if TYPE_CHECKING:
    from .engine import Game

#: The plant's actions, most wanted first; one not named comes after these.
ACTION_PREFERENCE = ("populate", "mutate", "promote", "free_resize", "resize", "pass")


def choice(game: Game, decision: Decision) -> str | None:
    """The key the policy answers this decision with, logged; None when the decision is not the automated
    plant's or the policy is off, and a person answers it."""
    if not game.state.plant_policy or not game.variant.automated_plant(game, decision.player):
        return None
    key = choose(game, decision)
    option = decision.option(key)
    assert option is not None
    game.say(option.rule, f"Plant policy ({decision.kind.value.replace('_', ' ')}): {option.label}.")
    return key


def choose(game: Game, decision: Decision) -> str:
    """The policy's answer to any decision of the plant (see the module docstring)."""
    options = decision.options
    kind = decision.kind
    if kind is DecisionKind.ACTION:
        return _first_of(options, ACTION_PREFERENCE)
    if kind is DecisionKind.MUTATE_CARD:
        return _cheapest_card(game, options)
    if kind is DecisionKind.MUTATE_SPECIES:
        return _cheapest_species(game, options)
    if kind is DecisionKind.ORIENTATION:
        return _roomiest_face(game, options)
    if kind is DecisionKind.POPULATE_SPECIES:
        return max(options, key=lambda o: game.state.species(decision.player, Shape(o.key)).unborn).key
    if kind is DecisionKind.POPULATE_COUNT:
        return max(options, key=lambda o: int(o.key)).key
    if kind is DecisionKind.RESIZE:
        return _resize(game, options)
    if kind is DecisionKind.MOTHER:
        return _mother(game, options)
    if kind is DecisionKind.DESTINATION:
        return _destination(game, options)
    if kind is DecisionKind.CULL:
        return next((o.key for o in options if o.key.endswith("/endangered")), options[0].key)
    if kind is DecisionKind.NEOTENY:
        return _first_of(options, ("keep",))
    if kind is DecisionKind.TROPHIC_SHIFT:
        return _first_of(options, ("stay",))
    return options[0].key


def _first_of(options: tuple[Option, ...], wanted: tuple[str, ...]) -> str:
    keys = [o.key for o in options]
    for key in wanted:
        if key in keys:
            return key
    return keys[0]


def _cheapest_card(game: Game, options: tuple[Option, ...]) -> str:
    from .actions import current_turn, purchases
    from .display import option_key

    turn = current_turn(game)
    costs: dict[str, int] = {}
    for row, position, _, cost in purchases(game, turn):
        key = option_key(game.state.display[row], position)
        costs[key] = min(cost, costs.get(key, cost))
    return min(options, key=lambda o: costs.get(o.key, 99)).key


def _cheapest_species(game: Game, options: tuple[Option, ...]) -> str:
    from .actions import MutateSpecies, cost_for, current_turn

    frame = game.state.stack[-1]
    assert isinstance(frame, MutateSpecies)
    turn = current_turn(game)

    def cost(option: Option) -> int:
        species = game.state.species(frame.colour, Shape(option.key))
        return cost_for(game, turn, species, frame.row, frame.position) or 0

    return min(options, key=cost).key


def _roomiest_face(game: Game, options: tuple[Option, ...]) -> str:
    from .promotion import PromoteOrientation

    frame = game.state.stack[-1]
    assert isinstance(frame, PromoteOrientation)
    faces = game.data.mutations[frame.number].orientations
    return max(options, key=lambda o: faces[int(o.key) - 1].max_size).key


def _resize(game: Game, options: tuple[Option, ...]) -> str:
    from .automated_plant import room_to_grow
    from .sizes import Resize

    frame = game.state.stack[-1]
    assert isinstance(frame, Resize)
    species = game.state.species(frame.colour, frame.queue[0])
    keys = [o.key for o in options]
    if "grow" in keys and room_to_grow(game, species):
        return "grow"
    return "keep" if "keep" in keys else keys[0]


def _mother(game: Game, options: tuple[Option, ...]) -> str:
    from .dispersal import ChooseMother, destinations

    frame = game.state.stack[-1]
    assert isinstance(frame, ChooseMother)
    species = game.state.species(frame.colour, frame.shape)
    return max(options, key=lambda o: len(destinations(game, species, o.key))).key


def _destination(game: Game, options: tuple[Option, ...]) -> str:
    from .board import upright
    from .contests import contest
    from .dispersal import STAY_UNBORN, ChooseDestination
    from .state import Creeple

    frame = game.state.stack[-1]
    assert isinstance(frame, ChooseDestination)

    def worth(option: Option) -> tuple[int, int, int]:
        if option.key == STAY_UNBORN:
            return (0, 1, 0)
        hex_id, _, level_name = option.key.partition("/")
        level = Level(level_name)
        rival = upright(game, hex_id, level)
        plant_level = int(level is Level.PLANT)
        if rival is None:
            return (3, 1, plant_level)
        newcomer = Creeple(frame.colour, frame.shape, hex_id, level)
        result = contest(game, hex_id, level, newcomer, rival)
        peaceful = int(rival.colour is frame.colour)
        if result.loser is None:
            return (1, peaceful, plant_level)
        return (2 if result.loser is rival else -1, peaceful, plant_level)

    return max(options, key=worth).key

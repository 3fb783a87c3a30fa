"""The plant policy: the game answers the semi-automated plant's free choices, so a solo game asks only for the animal.

In the solo game the person playing the animal also runs the plant (K8). The forced rules (automated_plant.py)
decide part of what the plant does; where they leave it a free choice, the person makes it, unless the plant
policy was chosen at setup (``GameState.plant_policy``). Then the engine answers every decision of the
automated plant itself, before anyone sees it, and logs each answer with the rule that asked.

The policy wants what the animal needs from its plant: as many plant creeples alive on the map as possible.
They are the herbivores' food (K2), and every plant creeple on the map is one fewer on the Oxygen track, so the
Oxygen rises and the animal gets more actions (K4, K4c). It is deterministic: the same position always gets the
same answer, and a tie goes to the option the game lists first.

- Actions: a promotion that founds a plant shape the plant lacks first (its habitat opens new biomes, K7b);
  then populate while a newborn has a free biome in reach (a newborn with nowhere to go only returns to the
  Unborn, F2); then buy a card that can found such a shape; then populate, mutate (not while every species
  is at its green heart, D7c, where a new organ only atrophies), promote, the free resize and the resize; pass
  after those; anything else (neoteny) only when nothing above is offered.
- Buying: a card that can found a plant shape the plant lacks (a new habitat, K7b), else one that does no
  harm; the cheapest among those; the species that pays least for it.
- Promoting: a card that founds a new shape first (speciation, E3: seaweed, then cactus, then tubers, whose
  habitats reach the most biomes of an alien world, K7b), never a haustorium face of skeletal number 5, which
  moves the plant onto the dark heart (J5, D7e): read on the plant's low Oxygen it starves the species
  (D7); among the rest the orientation with the largest maximum size, which limits growth least.
- Populating: the species with the most Unborn, with as many newborns as it may have.
- Resizing: grow while the species stays within the sizes its mutations allow (it loses no card and does not
  outgrow its genotype), otherwise stay.
- Dispersing: the mother with the most places in reach; then a free place before a contest it wins, a win
  before a tie, and staying Unborn before a contest it would lose; among equals the plant level first, and a
  place where it does not fight the animal.
- Crowd disease: an Endangered creeple dies first. Neoteny: keep every organ. A lost herbivore contest: stay
  a herbivore (K2: the plant is never a carnivore).
- Setup (K3e): each archetype on a craton with no plant yet, since a plant cannot cross the sea between
  cratons until it rafts (F5); there, the biome beside the most water, so one dried basin does not wilt it.
- Everything else (tie-breaks, hosts, tools, organ losses): the first option listed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import PlayerColour, Shape

from . import climate
from .achterbahn import DARK_HEART_SKELETAL
from .actions import MutateSpecies, current_turn
from .alien_ecology import PLANT, seas, seas_beside
from .automated_plant import room_to_grow
from .board import upright
from .contests import contest
from .decisions import Decision, DecisionKind, Option
from .dispersal import STAY_UNBORN, ChooseDestination, ChooseMother, destinations
from .display import option_key
from .promotion import PromoteOrientation
from .purchases import cost_for, purchases
from .size_limits import legal_orientations, promotable
from .sizes import Resize
from .state import Creeple, Level

if TYPE_CHECKING:
    from megafauna_tui.data.mutations import Orientation

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
        return _action(game, decision.player, options)
    if kind is DecisionKind.MUTATE_CARD:
        return _best_card(game, options)
    if kind is DecisionKind.MUTATE_SPECIES:
        return _cheapest_species(game, options)
    if kind is DecisionKind.PROMOTE_CARD:
        return _promotion(game, decision.player, options)
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
    if kind is DecisionKind.PLANT_START:
        return _start(game, options)
    if kind is DecisionKind.NEOTENY:
        return _first_of(options, ("keep",))
    if kind is DecisionKind.TROPHIC_SHIFT:
        return _first_of(options, ("stay",))
    return options[0].key


def _action(game: Game, colour: PlayerColour, options: tuple[Option, ...]) -> str:
    """Speciate into a new habitat, spread while there is room, prepare a speciation, else the usual order."""
    keys = {o.key for o in options}
    if "promote" in keys and _founding_promotion(game, colour):
        return "promote"
    if "populate" in keys and _room_to_spread(game, colour):
        return "populate"
    if "mutate" in keys and _founding_purchase(game):
        return "mutate"
    if not _heart_room(game, colour):  # D7c: one more organ would only atrophy at the next mutagen (D7)
        return _first_of(options, tuple(k for k in ACTION_PREFERENCE if k != "mutate"))
    return _first_of(options, ACTION_PREFERENCE)


def _heart_room(game: Game, colour: PlayerColour) -> bool:
    """Whether some species of the plant has fewer organs than its heart allows (the horror plant's green
    heart, D7c, read on the Clouds)."""

    heart = climate.readings(game).green_heart
    return any(sum(s.organs().values()) < heart for s in game.state.player(colour).species)


def _founding_promotion(game: Game, colour: PlayerColour) -> bool:

    for species in game.state.player(colour).species:
        for number in promotable(game, species):
            faces = game.data.mutations[number].orientations
            if any(_face_worth(game, colour, faces[i]) > 0 for i in legal_orientations(game, species, number)):
                return True
    return False


def _founding_purchase(game: Game) -> bool:

    turn = current_turn(game)
    for row, position, _, _ in purchases(game, turn):
        number = game.state.display[row].card_at(position)
        if number is not None and _card_worth(game, turn.colour, number) > 0:
            return True
    return False


def _room_to_spread(game: Game, colour: PlayerColour) -> bool:
    """Whether some species with Unborn has a biome in reach of one of its creeples where nothing of its level
    stands yet (F1, F2)."""

    for species in game.state.player(colour).species:
        if species.unborn < 1:
            continue
        for creeple in game.state.living(colour, species.shape):
            for hex_id, level, _ in destinations(game, species, creeple.hex):
                if upright(game, hex_id, level) is None:
                    return True
    return False


def _start(game: Game, options: tuple[Option, ...]) -> str:

    planted = {c.hex.partition(":")[0] for c in game.state.creeples if c.colour is PLANT}
    wet = seas(game)

    def worth(option: Option) -> tuple[int, int]:
        alone = int(option.key.partition(":")[0] not in planted)
        return alone, seas_beside(game, option.key, wet)

    return max(options, key=worth).key


def _first_of(options: tuple[Option, ...], wanted: tuple[str, ...]) -> str:
    keys = [o.key for o in options]
    for key in wanted:
        if key in keys:
            return key
    return keys[0]


#: K7b: the plant shapes by how many biomes of an alien world their habitat reaches: seaweed in every wet
#: basin and carbon offshore, cactus one or two hexes from water, tubers one hex, as the archetype.
SHAPE_REACH = {Shape.SWIMMER: 3, Shape.ARMORED: 2, Shape.BURROWER: 1}


def _face_worth(game: Game, colour: PlayerColour, face: Orientation) -> int:
    """What a face does for the plant: founds a shape it lacks (by reach), nothing special (0), or harms it
    (a haustorium off the green heart, J5)."""
    if face.haustorium_skeletal == DARK_HEART_SKELETAL:
        return -1
    if face.shape is None or face.shape not in SHAPE_REACH:
        return 0
    player = game.state.player(colour)
    if any(s.shape is face.shape for s in player.species) or player.reserve.get(face.shape, 0) < 1:
        return 0
    return SHAPE_REACH[face.shape]


def _card_worth(game: Game, colour: PlayerColour, number: int) -> int:
    """A card is worth its best face, but a card whose every face harms the plant is worth that harm."""
    return max(_face_worth(game, colour, face) for face in game.data.mutations[number].orientations)


def _best_card(game: Game, options: tuple[Option, ...]) -> str:

    turn = current_turn(game)
    costs: dict[str, int] = {}
    worth: dict[str, int] = {}
    for row, position, _, cost in purchases(game, turn):
        key = option_key(game.state.display[row], position)
        costs[key] = min(cost, costs.get(key, cost))
        number = game.state.display[row].card_at(position)
        if number is not None:
            worth[key] = _card_worth(game, turn.colour, number)
    return min(options, key=lambda o: (-worth.get(o.key, 0), costs.get(o.key, 99))).key


def _promotion(game: Game, colour: PlayerColour, options: tuple[Option, ...]) -> str:
    """The card whose best legal face does the plant most good (see ``_roomiest_face``); the first listed among
    equals (K8b's forced promotions come only as forced options)."""

    def worth(option: Option) -> int:
        shape, _, number = option.key.partition("/")
        species = game.state.species(colour, Shape(shape))
        faces = game.data.mutations[int(number)].orientations
        legal = legal_orientations(game, species, int(number))
        return max((_face_worth(game, colour, faces[i]) for i in legal), default=-1)

    return max(options, key=worth).key


def _cheapest_species(game: Game, options: tuple[Option, ...]) -> str:

    frame = game.state.stack[-1]
    assert isinstance(frame, MutateSpecies)
    turn = current_turn(game)

    def cost(option: Option) -> int:
        species = game.state.species(frame.colour, Shape(option.key))
        return cost_for(game, turn, species, frame.row, frame.position) or 0

    return min(options, key=cost).key


def _roomiest_face(game: Game, options: tuple[Option, ...]) -> str:

    frame = game.state.stack[-1]
    assert isinstance(frame, PromoteOrientation)
    faces = game.data.mutations[frame.number].orientations
    return max(
        options, key=lambda o: (_face_worth(game, frame.colour, faces[int(o.key) - 1]), faces[int(o.key) - 1].max_size)
    ).key


def _resize(game: Game, options: tuple[Option, ...]) -> str:

    frame = game.state.stack[-1]
    assert isinstance(frame, Resize)
    species = game.state.species(frame.colour, frame.queue[0])
    keys = [o.key for o in options]
    if "grow" in keys and room_to_grow(game, species):
        return "grow"
    return "keep" if "keep" in keys else keys[0]


def _mother(game: Game, options: tuple[Option, ...]) -> str:

    frame = game.state.stack[-1]
    assert isinstance(frame, ChooseMother)
    species = game.state.species(frame.colour, frame.shape)
    return max(options, key=lambda o: len(destinations(game, species, o.key))).key


def _destination(game: Game, options: tuple[Option, ...]) -> str:

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

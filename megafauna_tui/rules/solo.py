"""The solo game on Mars, Venus or Earth (part K): one person plays an animal and the semi-automated plant.

It is an Achterbahn game with changes, answered hook by hook here: the world's
cratons and disks (K3a-K3c), the plant's green creeples standing in for green
disks on the Oxygen (K3d, K3g, K4), the animal entering as a Lazarus (K3f) with
the Medea (K6a), no fossil awards between eras (K1d), the game running to the
end of Era III unless the seas dry up, the plant dies out or a moist greenhouse
runs away (Kc, R58), and an outcome instead of a ranking (Kd, K7c, R81).

Each world is its own mode (see ``GameMode``), so each has a subclass here that
names its world; everything else is shared.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, ClassVar

from megafauna_tui.data.events import Event
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import (
    Biome,
    DiskColour,
    OrganColour,
    PlayerColour,
    RoadrunnerColour,
    Shape,
    World,
)

from . import alien_ecology, climate, plant_policy, raindance, snail_tectonics, solo_events
from .achterbahn import SETUP_SPACING, Achterbahn

# The plant's colour and the person's colours are words of the solo game its readers (the screens, the bots)
# look for here; they are defined below it, where the mechanics and the setup read them.
from .alien_ecology import PLANT as PLANT
from .board import check_habitability
from .chimera import ChimeraDiscard, chimera_colour, discardable
from .decisions import Decision
from .flow import TurnFlow
from .frame import Frame
from .geometry import HexId, Placement
from .rng import Rng
from .setup import SetupError, biosphere_decks, deal_display, first_era_deck, position
from .solo_setup import SoloSetup, world_spec
from .solo_setup import person as person
from .solo_setup import solo_animal as solo_animal
from .state import GameLength, GameMode, GameState, Level, PlayerState, ShelfState, Side, Species
from .variant import Variant, register
from .words import counted

if TYPE_CHECKING:
    from .engine import Game
    from .event_phase import Resolver

#: The plant's creeples of each shape in the solo game (K3d): five of each, no flyers.
PLANT_CREEPLES = {Shape.ARCHETYPE: 5, Shape.BURROWER: 5, Shape.SWIMMER: 5, Shape.ARMORED: 5, Shape.FLYER: 0}
#: The plant's creeples when a person plays it (K3d: Ke, L1): five archetypes, four of each other shape but the flyer.
PLAYED_PLANT_CREEPLES = {Shape.ARCHETYPE: 5, Shape.BURROWER: 4, Shape.SWIMMER: 4, Shape.ARMORED: 4, Shape.FLYER: 0}
#: The chimera's skeletal number (Kf1): between the plant's 1 and Orange's 2.
CHIMERA_SKELETAL = 1.5
#: Victory points a surviving animal needs for a decisive win (Kd, A7).
DECISIVE_VP = 15


class Outcome(StrEnum):
    """How a solo game ended for the person playing it (Kd, K7c, R81)."""

    LOSS = "loss"
    WIN = "win"
    DECISIVE_WIN = "decisive win"


@dataclass(frozen=True, slots=True)
class Result:
    outcome: Outcome
    reason: str
    """Why, in words, with the rule."""


class Solo(Achterbahn):
    """The one-player game: the animal against the climate, with the plant it cannot do without."""

    world: ClassVar[World]
    complete: ClassVar[bool] = True
    biosphere_when_stable: ClassVar[bool] = True
    """K5, R57: with no strip, a biosphere card is drawn before every event phase, stable icon or not."""
    trophic_levels: ClassVar[tuple[Level, ...]] = (Level.PLANT, Level.HERBIVORE, Level.CARNIVORE)
    """Plants at the bottom, then herbivores, then carnivores (K2)."""
    one_person: ClassVar[bool] = True
    person_sets_cratons: ClassVar[bool] = True
    """K3b, R83: the one person sets the cratons in the order they like; the Venus games deal it (R83)."""
    sides: ClassVar[tuple[Side, ...]] = (Side.ANIMAL, Side.PLANT, Side.CHIMERA)
    """K: the animal; Ke: the plant with one animal; Kf: Green as an animal (the chimera) beside the plant."""

    def own_answer(self, game: Game, decision: Decision) -> str | None:
        """K8: with the plant policy chosen at setup, the game answers the automated plant's free choices."""
        return plant_policy.choice(game, decision)

    # -- setup (K3) -------------------------------------------------------------------

    def setup(
        self,
        data: RulesData,
        *,
        players: int | Sequence[PlayerColour],
        seed: int,
        length: GameLength,
        apomorphies: bool,
        side: Side = Side.ANIMAL,
    ) -> GameState:
        length = self.game_length(length)
        rng = Rng.from_seed(seed)
        animals = self.animals(players, rng)
        spec = world_spec(data, self.world)
        # K3b: the world's cratons apart, every die on latitude 4, in any order: the person sets it (SoloSetup,
        # R83); until then, and in the Venus games, a random row.
        cratons = list(spec.cratons)
        rng.shuffle(cratons)
        placements = tuple(Placement(craton, i * SETUP_SPACING, self.latitude) for i, craton in enumerate(cratons))
        # K3f, Kf2, Kf4, L2a: each animal (the chimera too) enters as a freshly resurrected Lazarus, all creeples
        # at hand; the Medea goes to the side the game names (K6a, Kf3, L1a, L2b, R100).
        per_shape = data.limits.creeples_per_shape
        medea = self.medea_at_setup(data, animals, side)
        animal_states = [
            PlayerState(
                colour=animal,
                reserve={shape: per_shape for shape in Shape},
                archetype_stored=True,
                lazarus=True,
                medea=animal is medea,
            )
            for animal in animals
        ]
        # K3d: the plant's creeples but the flyers (20 automated, 17 played); archetypes wait as Unborn (K3e).
        pieces = PLANT_CREEPLES if self.automated(side) else PLAYED_PLANT_CREEPLES
        plant_state = PlayerState(
            colour=PLANT,
            species=[Species(PLANT, Shape.ARCHETYPE, unborn=pieces[Shape.ARCHETYPE])],
            reserve={shape: 0 if shape is Shape.ARCHETYPE else n for shape, n in pieces.items()},
            medea=medea is PLANT,
        )
        biosphere = biosphere_decks(data, rng)
        display = deal_display(data, rng)
        colours = [*animals, PLANT]
        state = position(
            data,
            mode=self.mode,
            seed=seed,
            rng=rng,
            players=[*animal_states, plant_state],
            placements=placements,
            display=display,
            et_deck=first_era_deck(data, rng),
            order=sorted(colours, key=lambda c: -self.skeletal_at_setup(data, c, animals, side)),
            length=length,
            apomorphies=apomorphies,
            latitude_dice=list(cratons),
            biosphere=biosphere,
        )
        state.side = side
        # K3b: white disks on the seas (basins), black on the centres Earth names and on every alien offshore.
        earth = self.world is World.EARTH
        for craton_id in cratons:
            craton = data.cratons[craton_id]
            for hex_spec in craton.hexes:
                if hex_spec.solo_disk is not None:
                    state.disks[str(HexId(craton_id, hex_spec.number))] = hex_spec.solo_disk
            # On Earth the printed offshore is only where the disk waits for the person's choice (SoloSetup).
            for shelf in craton.shelves:
                if shelf.solo_disks:
                    state.shelves.append(ShelfState(craton_id, shelf.position.value, list(shelf.solo_disks)))
        # K3c: the rest into the reservoirs; K3g: no green disks, the plant's Unborn creeples are the Oxygen.
        state.reservoirs = {
            climate.OXYGEN: [],
            climate.CLOUDS: [DiskColour.WHITE] * spec.solo_reservoirs["clouds_white"],
            climate.ATMOSPHERE: [DiskColour.BLACK] * spec.solo_reservoirs["atmosphere_black"]
            + [DiskColour.WHITE] * spec.solo_reservoirs["atmosphere_white"],
        }
        state.stack.append(TurnFlow())
        ordering = list(cratons) if self.person_sets_cratons else []
        state.stack.append(SoloSetup(unplaced=ordering, offshores=[] if ordering or not earth else list(cratons)))
        self.introduce(state, animals, [data.cratons[c].name for c in cratons])
        return state

    def game_length(self, length: GameLength) -> GameLength:
        """Kc: the one-player game always runs to the end of Era III (the long game's end, A6a)."""
        if length is GameLength.SHORT:
            raise SetupError("the solo game always runs to the end of Era III (Kc): it has no short game")
        return GameLength.LONG

    def skeletal_at_setup(
        self, data: RulesData, colour: PlayerColour, animals: Sequence[PlayerColour], side: Side
    ) -> float:
        """C1d, A5: the skeletal number that orders the first turn; Kf1: the chimera's (the first animal seated
        when the person plays Green as an animal) is 1.5 whatever its pieces' colour."""
        if side is Side.CHIMERA and colour is animals[0]:
            return CHIMERA_SKELETAL
        return data.players[colour].skeletal_number

    def animals(self, players: int | Sequence[PlayerColour], rng: Rng) -> list[PlayerColour]:
        """The animal players' colours, in seat order (K, Kb): one here."""
        return [_animal(players, rng)]

    def medea_at_setup(self, data: RulesData, animals: Sequence[PlayerColour], side: Side) -> PlayerColour:
        """K6a, Kf3: the animal (or the chimera) holds the Medea; R100: the plant does when the person plays it."""
        return PLANT if side is Side.PLANT else animals[0]

    def introduce(self, state: GameState, animals: Sequence[PlayerColour], cratons: Sequence[str]) -> None:
        """The setup's first log lines: who plays what (K, Ke, Kf) and where (``cratons``: their names, west to
        east)."""
        animal = animals[0].value.capitalize()
        world = self.world.value.capitalize()
        row = ", ".join(cratons)
        if self.person_sets_cratons:  # R83: the row is the person's first choice, said once it is made
            *others, last = sorted(cratons)
            row = f"{', '.join(others)} and {last}, which the person sets in a row, west to east (K3b)"
        if state.side is Side.PLANT:
            state.say(
                "Ke",
                f"Solo game on {world}: the person plays the plant (Green) and {animal}'s animal. Cratons: {row}.",
            )
            state.say("K3f", f"{animal} starts as a Lazarus; the plant holds the Medea (R100).")
        elif state.side is Side.CHIMERA:
            state.say(
                "Kf",
                f"Solo game on {world}: the person plays Green as an animal (the chimera), with "
                f"{animal.lower()} creeples, beside the automated plant. Cratons: {row}.",
            )
            state.say("Kf4", f"The chimera ({animal.lower()} pieces) starts as a Lazarus and holds the Medea (Kf3).")
        else:
            state.say(
                "K3",
                f"Solo game on {world}: {animal} plays the animal and the plant (Green). Cratons: {row}.",
            )
            state.say("K3f", f"{animal} starts as a Lazarus and holds the Medea (K6a).")

    # -- who plays what (K, Ke, Kf, R59, R103) ----------------------------------------------

    def automated(self, side: Side) -> bool:
        """K8, R59: Green is the semi-automated plant unless the person plays it (Ke)."""
        return side is not Side.PLANT

    def plant_automated(self, game: Game) -> bool:
        return self.automated(game.state.side)

    def chimera(self, game: Game, colour: PlayerColour) -> bool:
        """Kf, R103: whether these pieces are the chimera's, Player Green playing an animal (R105: the first animal
        seated, the only one in the solo game)."""
        return colour is chimera_colour(game)

    def answered_by(self, game: Game, colour: PlayerColour) -> PlayerColour:
        """K, Ke: one person answers for both sides, under the colour of the side they play."""
        return person(game) if colour in (PLANT, solo_animal(game)) else colour

    def ricochets(self, game: Game) -> bool:
        """K6a, Kf3, R100: the Medea stays with the person's side; the automated plant never takes it."""
        return False

    def skeletal(self, game: Game, colour: PlayerColour) -> float:
        """Kf1: the chimera's skeletal number is 1.5, whatever colour its pieces are."""
        return CHIMERA_SKELETAL if self.chimera(game, colour) else super().skeletal(game, colour)

    def horror_plant(self, colour: PlayerColour, game: Game | None = None) -> bool:
        """Ka: the plant follows the horror plant rules; Kf9, R103: so does the chimera, still a plant for every
        purpose but the K and L rules (its action maximum and green heart, E1d, J2c)."""
        return colour is PLANT or (game is not None and self.chimera(game, colour))

    # -- pieces in play (K3a, K3d, K3g, K4) ---------------------------------------------

    def creeples_in_play(
        self, data: RulesData, colour: PlayerColour, shape: Shape, state: GameState | None = None
    ) -> int:
        """K3d: the plant has five of each shape and no flyer (four of each non-archetype shape when a person plays
        it); the other creeples are set aside. Kf2: the animals, the chimera too, have all theirs."""
        if colour is not PLANT:
            return data.limits.creeples_per_shape
        automated = state is None or self.automated(state.side)
        return (PLANT_CREEPLES if automated else PLAYED_PLANT_CREEPLES)[shape]

    def disk_stock(self, data: RulesData) -> dict[DiskColour, int]:
        """K3a: the world's disks, none of them green."""
        stock = world_spec(data, self.world).solo_disks
        return {DiskColour.BLACK: stock.black, DiskColour.WHITE: stock.white, DiskColour.GREEN: stock.green}

    def oxygen(self, game: Game) -> int:
        """K3g, K4: the plant's creeples not on the map, its newborn card or a host card lie on the Oxygen: each
        species' Unborn and the shapes it has not speciated into (K4a births take them off, deaths put them back)."""
        plant = game.state.player(PLANT)
        return sum(s.unborn for s in plant.species) + sum(plant.reserve.values())

    def free_resurrection(self, game: Game, colour: PlayerColour) -> bool:
        """K3f, Kf4, R107: an animal starts the game as a freshly resurrected Lazarus, so its resurrection on the
        first turn is its start, not one of its actions; later resurrections cost an action as usual (E7)."""
        return game.state.turn == 1 and colour is not PLANT

    def may_hold_medea(self, colour: PlayerColour, game: Game | None = None) -> bool:
        """K6a: the animal holds the Medea; the automated plant never gets it (Kf3), by claim or ricochet.
        R100: a plant the person plays (Ke) holds it all game, as in L1."""
        if game is not None and game.state.side is Side.PLANT:
            return colour is PLANT
        return colour is not PlayerColour.GREEN

    def humidity(self, game: Game, hex_id: str) -> OrganColour:
        """K3b: no latitude strip, so the humidity niche (G5) is always green, whatever the Atmosphere."""
        return OrganColour.GREEN

    def levels_for(self, colour: PlayerColour) -> tuple[Level, ...]:
        """K2: the plant is a plant or an herbivore, never a carnivore; an animal is never a plant."""
        if colour is PLANT:
            return (Level.PLANT, Level.HERBIVORE)
        return (Level.HERBIVORE, Level.CARNIVORE)

    # -- turns and eras (K1d, K5e) -------------------------------------------------------

    def end_of_turn(self, game: Game) -> Frame | None:
        """Kf6: the chimera may discard a metabolic card without the horror plant icon before the next turn."""
        if game.state.side is Side.CHIMERA and discardable(game):
            return ChimeraDiscard(solo_animal(game))
        return None

    def era_awards(self, game: Game) -> None:
        """K1d: no scoring rounds in the one-player game."""
        game.say("K1d", "No fossil awards in the solo game.")

    def end_of_events(self, game: Game) -> None:
        """K5e, R55: a runaway greenhouse cannot happen on Mars; on Venus and Earth it does as in D10h."""
        snail_tectonics.remember(game, self.world)  # K5h: this turn's movements wait for a stable turn
        if self.world is not World.MARS:
            super().end_of_events(game)
            return
        check_habitability(game, "A1h")
        if climate.readings(game).full_atmosphere:
            game.say("K5e", "The Atmosphere is full, but Mars cannot have a runaway greenhouse.")

    def game_ends(self, game: Game) -> bool:
        """Kc, R58: after the burials of a turn in which the seas are gone, the plant has died out or the
        greenhouse ran away; otherwise at the end of Era III (A6a)."""
        early = early_ending(game)
        if early is not None:
            game.say("Kc", f"The solo game ends: {early}.")
            return True
        return super().game_ends(game)

    def settle(self, game: Game) -> None:
        """Kd, K7c, R81: the animal's outcome, not a ranking against the plant."""
        result = outcome(game)
        game.state.winners = [] if result.outcome is Outcome.LOSS else [person(game)]
        game.say("Kd", f"{result.outcome.value.capitalize()}: {result.reason}.")

    # -- the event phase (K1a, K5, K6) ------------------------------------------------------

    def skips_event(self, game: Game, event: Event) -> bool:
        """The gates of D10c-e, then what the solo game ignores: climaxes, green transfers, absent cratons."""
        return super().skips_event(game, event) or solo_events.ignored(game, self.world, event)

    def replaces_event(self, game: Game, event: Event) -> Resolver | None:
        return solo_events.replacement(game, self.world, event)

    def icon_cards(self, game: Game, card: int) -> tuple[int | None, int | None]:
        return snail_tectonics.icon_cards(game, card)

    def craton_for_icon(self, game: Game, event: Event, icon: str) -> str:
        return solo_events.craton_for_icon(game, self.world, event, icon)

    def crater_site(self, game: Game, event: Event, craton: str) -> str | None:
        return solo_events.crater_site(game, self.world, event)

    def crowded(self, game: Game, species: Species) -> bool:
        return solo_events.crowded(species)

    def rift_size(self, game: Game) -> int:
        return snail_tectonics.rift_size(self.world)

    def before_events(self, game: Game) -> Frame | None:
        return snail_tectonics.before_events(game, self.world)

    def after_events(self, game: Game) -> Frame | None:
        return raindance.offer(game)

    def fixed_disk(self, game: Game, place: str) -> bool:
        return solo_events.fixed_disk(game, place)

    def action_maximum(self, game: Game, colour: PlayerColour) -> int:
        """A2b for the plant, A2a/K4c for the animal; the plant loses one after a raindance (K6)."""
        return raindance.plant_actions(game, colour, super().action_maximum(game, colour))

    # -- the alien ecology (K2, K4b, K7, R84-R89) ---------------------------------------------

    def biome(self, game: Game, hex_id: str) -> Biome:
        """K7a, R84: white disks are seas, black ones mountains, carbon offshores seas or seaweed blooms."""
        return alien_ecology.biome(game, hex_id)

    def shelf_is_biome(self, game: Game, shelf_id: str) -> bool:
        """K7a, K4b: an offshore holding carbon is a sea, where a seaweed may grow (never Olympus Mons, K5g)."""
        return alien_ecology.carbon_offshore(game, shelf_id)

    def habitat(self, game: Game, hex_id: str, species: Species, level: Level) -> tuple[str, str] | None:
        """K7b: a plant grows only at its distance from water; K2, K7: a herbivore only over a plant it eats."""
        return alien_ecology.habitat(game, hex_id, species, level)

    def habitat_note(self, game: Game, hex_id: str, level: Level) -> str:
        """K7b, K7c: a plant on land beside two seas keeps its habitat when one of them dries."""
        if level is not Level.PLANT or hex_id in game.state.disks:
            return ""
        beside = alien_ecology.seas_beside(game, hex_id)
        return f", beside {counted(beside, 'sea')}" if beside else ""

    def eats(self, game: Game, eater: Species, food: Species, level: Level) -> bool:
        """K2a, K2b: a herbivore eats a plant by shape, tools, archetype or green organs (R85)."""
        if level is Level.HERBIVORE:
            return alien_ecology.grazes(game, eater, food)
        return super().eats(game, eater, food, level)

    def contest_rules(self, level: Level) -> Level:
        """K2a: herbivores contest by the carnivore rules; K8d: plants by the herbivore rules (R85)."""
        return alien_ecology.CONTEST_RULES[level]

    def roadrunner(self, game: Game, hex_id: str) -> RoadrunnerColour:
        """R86: the plant growing in a biome sets its roadrunner niche."""
        return alien_ecology.roadrunner(game, hex_id)

    def raft_headings(self, game: Game, hex_id: str) -> tuple[str, ...]:
        """K7d, R23: westerlies in every latitude, blowing east; both ways on a windy turn (D11)."""
        return ("east", "west") if game.state.windy else ("east",)

    def terrain_key(self, game: Game) -> Hashable | None:
        """None: a seaweed growing on a carbon offshore makes it a bloom (K4b), so creeples decide biomes too."""
        return None


class SoloMars(Solo):
    mode = GameMode.SOLO_MARS
    world = World.MARS


class SoloVenus(Solo):
    mode = GameMode.SOLO_VENUS
    world = World.VENUS


class SoloEarth(Solo):
    mode = GameMode.SOLO_EARTH
    world = World.EARTH


def _animal(players: int | Sequence[PlayerColour], rng: Rng) -> PlayerColour:
    """The animal's colour: the one colour given besides Green, or dealt at random from the others (K, Kb)."""
    animals = [c for c in PlayerColour if c is not PLANT]
    if isinstance(players, int):
        if players not in (1, 2):
            raise SetupError("the solo game is for one person, who plays an animal and the plant")
        return animals[rng.below(len(animals))]
    chosen = [PlayerColour(c) for c in players]
    others = [c for c in chosen if c is not PLANT]
    if len(others) != 1 or len(chosen) - len(others) > 1:
        raise SetupError("the solo game needs one animal colour (orange, black or white); Green is the plant")
    return others[0]


def one_person(variant: Variant) -> bool:
    """The one-person game (K, Ke, Kf), which ends with an outcome (Kd) rather than a ranking; the Venus games
    built on its rules are played by two or three people (L)."""
    return variant.one_person


def answered_by(game: Game, colour: PlayerColour) -> PlayerColour:
    """K: one person answers for the animal and the semi-automated plant alike (Ke: for the plant and its
    animal; L2b: the Medea runs the automated plant); see ``Variant.answered_by``."""
    return game.variant.answered_by(game, colour)


def seas_gone(game: Game) -> bool:
    """K7c, Kc: no white disk left on the map."""
    return DiskColour.WHITE not in game.state.disks.values()


def plant_extinct(game: Game) -> bool:
    """Kc: the plant has no living creeple (the automated plant never comes back, K8c)."""
    return not any(c.colour is PLANT for c in game.state.creeples)


def early_ending(game: Game) -> str | None:
    """Why the solo game ends before Era III is over (Kc, R58), or None."""
    if seas_gone(game):
        return "the seas are gone, no white disk is left on the map (K7c)"
    if plant_extinct(game):
        return "the plant has died out (Kc)"
    if game.state.runaway:
        return "a moist greenhouse ran away (K5e)"
    return None


def outcome(game: Game) -> Result:
    """Kd, K7c, R81: lost if the game ended early or the animal did not survive; won if it did, decisively
    with 15 VP or more (A7)."""
    early = early_ending(game)
    if early is not None:
        return Result(Outcome.LOSS, early)
    if game.state.side is Side.PLANT:
        return _plant_outcome(game)
    animal = solo_animal(game)
    if not any(c.colour is animal for c in game.state.creeples):
        return Result(Outcome.LOSS, "the animal did not survive to the end (Kd)")
    score = game.state.scores.get(animal) or game.variant.final_score(game, animal)
    total = score["total"]
    if total >= DECISIVE_VP:
        return Result(Outcome.DECISIVE_WIN, f"the animal survived with the seas kept and {total} VP (Kd)")
    return Result(
        Outcome.WIN, f"the animal survived with the seas kept, with {total} VP (a decisive win needs {DECISIVE_VP})"
    )


def _plant_outcome(game: Game) -> Result:
    """Ke, R100: the person playing the plant wins by reaching the end with the seas kept (the plant alive, or
    the game would have ended, Kc); decisively with 15 VP and the animal not extinct."""
    score = game.state.scores.get(PLANT) or game.variant.final_score(game, PLANT)
    total = score["total"]
    animal_lives = any(c.colour is solo_animal(game) for c in game.state.creeples)
    if total >= DECISIVE_VP and animal_lives:
        return Result(
            Outcome.DECISIVE_WIN, f"the plant survived with the seas kept, {total} VP and its animal alive (Ke)"
        )
    short = f"{total} VP" if total < DECISIVE_VP else "its animal extinct"
    return Result(
        Outcome.WIN,
        f"the plant survived with the seas kept, with {short} (a decisive win needs {DECISIVE_VP} VP and the animal "
        "alive, Ke)",
    )


for _variant in (SoloMars(), SoloVenus(), SoloEarth()):
    register(_variant)

"""The Venus games for several people (part L): the solo rules of K1-K7 on Venus, between players.

L1, the plant against the animal: one person plays the plant (Green, 17 creeples, not
automated), the other an animal; the plant holds the Medea for good while the animal
seeds the clouds (L1a), the animals' exhaled carbon stops with their extinction (L1a,
R60), fossil awards come back with each animal creeple counting twice (L1b, R53, R101),
and the most VP wins with white disks left on the map, nobody if a side is extinct (L1c).

L2, the animal game: two or three animals beside the semi-automated plant, which the
holder of the Medea runs (L2b, R102); fossil awards rank the animals only, and a pulled
gun ricochets the Medea (D10b: the automated plant is Player Green, R60). The first seat
may be the chimera, Player Green playing an animal (Kf, R105), with its green organs
helping it in herbivore contests (Kf7, R106).

Both are the ``SoloVenus`` game with these answers changed, so every rule of K1-K7 (the
setup of K3, the Oxygen of K4, the events of K5, the dry planet of K7c) holds as it is.
L names K1-K7 and not the lettered rules of K's opening, so the one-player game's
endings and victory (Kc, Kd) are not theirs (R101): a Venus game has the lengths of A6
and ends early only on a runaway greenhouse (D10h) or a dry planet (K7c).
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import OrganColour, PlayerColour

from . import chimera, medea
from .achterbahn import Achterbahn
from .rng import Rng
from .scoring import fossil_awards, population
from .setup import SetupError
from .solo import PLANT, SoloVenus, seas_gone
from .state import GameLength, GameMode, GameState, Level, Side, Species
from .variant import register

if TYPE_CHECKING:
    from .engine import Game
    from .frame import Frame

#: Colours an animal player may take (L1, L2a): any but Green, the plant's.
ANIMAL_COLOURS = tuple(c for c in PlayerColour if c is not PLANT)
#: L1b: each animal creeple on the map counts this many times at a fossil award.
ANIMAL_FOSSIL_WEIGHT = 2


def animal_players(game: Game) -> list[PlayerColour]:
    """Every player but the plant, in seat order."""
    return [p.colour for p in game.state.players if p.colour is not PLANT]


def alive(game: Game, colour: PlayerColour) -> bool:
    """Whether the player has a living creeple on the map (R60: 'extinct' is having none)."""
    return any(c.colour is colour for c in game.state.creeples)


class Venus(SoloVenus):
    """What both Venus games share: players instead of one person, fossil awards, an outcome among players."""

    sides: ClassVar[tuple[Side, ...]] = (Side.ANIMAL,)
    """Players, not sides: nobody chooses whom the person plays (Ke and Kf are solo variants)."""
    one_person: ClassVar[bool] = False
    """L: two or three people play, and the game names a winner (L1c, L2c) rather than an outcome (Kd)."""
    person_sets_cratons: ClassVar[bool] = False
    """R83: K3b's "any order" is the one person's; at a table of two or three nobody is named, so the row is
    dealt."""

    def game_length(self, length: GameLength) -> GameLength:
        """R101: L plays K1-K7, not Kc, so a Venus game is as long as the players choose (A6, A6a, A6b)."""
        return length

    def game_ends(self, game: Game) -> bool:
        """R101: a dry planet ends the game (K7c: everyone loses), a runaway greenhouse too (D10h), else the
        length chosen (A6); the plant's extinction does not (Kc is the one-player game's)."""
        if seas_gone(game):
            game.say("K7c", "The seas are gone, no white disk is left on the map: the planet dies.")
            return True
        return Achterbahn.game_ends(self, game)

    def carbon_exhaled(self, game: Game) -> bool:
        """L1a, R60, R102: black disks enter the Atmosphere only while some animal player lives."""
        return any(alive(game, colour) for colour in animal_players(game))

    def era_awards(self, game: Game) -> None:
        """R53: the Venus games keep the fossil awards of I5 (K1d is for the one-player games)."""
        fossil_awards(game, self.award_populations(game))

    @abstractmethod
    def award_populations(self, game: Game) -> dict[PlayerColour, int]:
        """The populations a fossil award compares (I5a)."""

    @abstractmethod
    def winners(self, game: Game) -> tuple[list[PlayerColour], str]:
        """Who wins, and why in words."""

    def ending(self, game: Game) -> str:
        """Why the game ended, in words, with the rule (R101)."""
        if seas_gone(game):
            return "the seas are gone, no white disk is left on the map (K7c)"
        if game.state.runaway:
            return "a moist greenhouse ran away (D10h)"
        if game.state.comet:
            return "the comet (A6a)"
        return f"the end of the {game.state.length.value} game (A6)"

    def settle(self, game: Game) -> None:
        winners, reason = self.winners(game)
        game.state.winners = winners
        game.say("L1c" if self.mode is GameMode.VENUS_L1 else "L2c", reason)


class VenusPlantGame(Venus):
    """L1: the plant (Green, a player) against one animal of Orange, Black or White."""

    mode = GameMode.VENUS_L1

    def animals(self, players: int | Sequence[PlayerColour], rng: Rng) -> list[PlayerColour]:
        """L1: two players, Green the plant and one animal; a count deals the animal's colour at random."""
        if isinstance(players, int):
            if players != 2:
                raise SetupError("the Venus plant game is for two players: the plant and one animal (L1)")
            return [ANIMAL_COLOURS[rng.below(len(ANIMAL_COLOURS))]]
        chosen = [PlayerColour(c) for c in players]
        others = [c for c in chosen if c is not PLANT]
        if len(chosen) != 2 or len(others) != 1:
            raise SetupError("the Venus plant game needs Green (the plant) and one of orange, black or white (L1)")
        return others

    def automated(self, side: Side) -> bool:
        """L1, R59: a person plays the plant; K8a-c are skipped."""
        return False

    def medea_at_setup(self, data: RulesData, animals: Sequence[PlayerColour], side: Side) -> PlayerColour:
        """L1a: the plant always holds the Medea."""
        return PLANT

    def introduce(self, state: GameState, animals: Sequence[PlayerColour], cratons: Sequence[str]) -> None:
        animal = animals[0].value.capitalize()
        state.say(
            "L1",
            f"Venus, the plant against the animal: Green plays the plant, {animal} the animal. "
            f"Cratons, west to east: {', '.join(cratons)}.",
        )
        state.say("L1a", f"Green holds the Medea for good; {animal} seeds the clouds (D13) and starts as a Lazarus.")

    def may_hold_medea(self, colour: PlayerColour, game: Game | None = None) -> bool:
        """L1a, R51, R60: the plant keeps the card; nobody claims it and no gun ricochets it."""
        return colour is PLANT

    def answered_by(self, game: Game, colour: PlayerColour) -> PlayerColour:
        """Two players, each answering for their own side."""
        return colour

    def cloud_seeder(self, game: Game) -> PlayerColour:
        """L1a, R42: the animal sends each cloud-seeded white disk to the Clouds or the Atmosphere."""
        return animal_players(game)[0]

    def award_populations(self, game: Game) -> dict[PlayerColour, int]:
        """L1b, R101: each animal creeple on the map counts twice, its hosts once; the plant's as usual."""
        counts = {}
        for player in game.state.players:
            total = population(game, player.colour)
            if player.colour is not PLANT:
                total += (ANIMAL_FOSSIL_WEIGHT - 1) * sum(1 for c in game.state.creeples if c.colour is player.colour)
            counts[player.colour] = total
        return counts

    def winners(self, game: Game) -> tuple[list[PlayerColour], str]:
        """L1c, R101: the most VP wins while white disks remain on the map (a runaway that leaves some is no
        loss of the seas), unless a player, the plant or the animal, is extinct at the end."""
        if seas_gone(game):
            return [], "Nobody wins: the seas are gone, no white disk is left on the map (L1c, K7c)."
        extinct = [c for c in (PLANT, *animal_players(game)) if not alive(game, c)]
        if extinct:
            names = " and ".join(c.value.capitalize() for c in extinct)
            return [], f"Nobody wins: {names} {'is' if len(extinct) == 1 else 'are'} extinct at the end (L1c)."
        return _most_vp(game, [PLANT, *animal_players(game)], "L1c")


class VenusAnimalGame(Venus):
    """L2: two or three animals beside the semi-automated plant, which the Medea runs."""

    mode = GameMode.VENUS_L2
    sides: ClassVar[tuple[Side, ...]] = (Side.ANIMAL, Side.CHIMERA)
    """Kf, R105: every seat an animal, or the first seat the chimera (Green playing an animal) beside them."""

    def animals(self, players: int | Sequence[PlayerColour], rng: Rng) -> list[PlayerColour]:
        """L2, L2a: two or three animal players, their colours dealt at random from a count."""
        if isinstance(players, int):
            if players not in (2, 3):
                raise SetupError("the Venus animal game is for two or three animal players (L2)")
            pool = list(ANIMAL_COLOURS)
            rng.shuffle(pool)
            return pool[:players]
        # The seated colours of a game being replayed include the plant, which is always there.
        chosen = [PlayerColour(c) for c in players if PlayerColour(c) is not PLANT]
        if not 2 <= len(chosen) <= 3 or len(set(chosen)) != len(chosen):
            raise SetupError("the Venus animal game needs two or three of orange, black and white; Green is the plant")
        return chosen

    def players_dealt(self, colours: Sequence[PlayerColour]) -> int:
        """L2: only the animals are dealt; the automated plant sits at every table."""
        return sum(1 for c in colours if c is not PLANT)

    def medea_at_setup(self, data: RulesData, animals: Sequence[PlayerColour], side: Side) -> PlayerColour:
        """L2b: the lowest skeletal number among the animals starts with the Medea; Kf1, Kf3, R105: that is the
        chimera's 1.5 when one plays (the first seat)."""
        if side is Side.CHIMERA:
            return animals[0]
        return min(animals, key=lambda c: data.players[c].skeletal_number)

    def introduce(self, state: GameState, animals: Sequence[PlayerColour], cratons: Sequence[str]) -> None:
        names = ", ".join(c.value.capitalize() for c in animals)
        holder = next(p.colour for p in state.players if p.medea).value.capitalize()
        state.say(
            "L2",
            f"Venus animal game: {names} beside the automated plant (Green). "
            f"Cratons, west to east: {', '.join(cratons)}.",
        )
        if state.side is Side.CHIMERA:
            pieces = animals[0].value
            state.say(
                "Kf",
                f"{pieces.capitalize()} is the chimera: Green playing an animal with {pieces} creeples, skeletal "
                "number 1.5 (Kf1), a plant's actions and heart (Kf9), two green organs counting as one yellow or red "
                "in herbivore contests (Kf7).",
            )
        state.say("L2b", f"All start as Lazarus; {holder} holds the Medea and runs the plant while holding it.")

    def answered_by(self, game: Game, colour: PlayerColour) -> PlayerColour:
        """L2b, R102: the Medea holder answers the automated plant's choices."""
        if colour is PLANT:
            holder = medea.holder(game)
            assert holder is not None
            return holder
        return colour

    def ricochets(self, game: Game) -> bool:
        """D10b, R60: the automated plant is Player Green and sits at every L2 table (the chimera is Green too),
        so the Medea who pulls a gun hands the card to another animal player."""
        return True

    def end_of_turn(self, game: Game) -> Frame | None:
        """Kf6, R105: the chimera's end-of-turn discard belongs to the one-player game only."""
        return None

    def contest_bonus(self, game: Game, species: Species, colour: OrganColour, level: Level) -> int:
        """Kf7, R106: among other players, the chimera counts two green organs as one yellow or red organ in an
        herbivore contest."""
        return chimera.contest_bonus(game, species, colour, level)

    def award_populations(self, game: Game) -> dict[PlayerColour, int]:
        """R53: the automated plant is not a player and takes no part in the awards."""
        return {colour: population(game, colour) for colour in animal_players(game)}

    def winners(self, game: Game) -> tuple[list[PlayerColour], str]:
        """L2c, R102: the most VP among the animal players while white disks remain on the map; the automated
        plant is no player, so its extinction voids nothing."""
        if seas_gone(game):
            return [], "Nobody wins: the seas are gone, no white disk is left on the map (L2c, K7c)."
        return _most_vp(game, animal_players(game), "L2c")


def _most_vp(game: Game, contenders: Sequence[PlayerColour], rule: str) -> tuple[list[PlayerColour], str]:
    """The contenders with the most VP (A7), ties shared: by the final scores once they are made, before that
    by the scores the position would make if the game ended now (a bot weighing an early end)."""
    totals = {c: (game.state.scores.get(c) or game.variant.final_score(game, c))["total"] for c in contenders}
    best = max(totals.values())
    won = [c for c in contenders if totals[c] == best]
    names = " and ".join(c.value.capitalize() for c in won)
    verb = "wins" if len(won) == 1 else "win"
    return won, f"{names} {verb} with {best} VP and the seas kept ({rule})."


for _variant in (VenusPlantGame(), VenusAnimalGame()):
    register(_variant)

"""The greedy bot: tries every option on a copy of the game and keeps the best-looking result.

Heuristic, documented so its play can be understood:

* It does not peek: it explores one future dealt by its own generator (``TableView.sample``), not the
  game's, so a die an option rolls may fall otherwise in the game than in its trial.
* Each option is applied to a clone of that game. If that leads to another choice
  of the same player inside the same action (which card, which species...), the
  bot looks one more step ahead the same way and assumes its best follow-up; the
  steps that finish a promotion (face, host, personality, tool) it follows to the end.
* The resulting position is valued for the bot's colour as its current final
  score (A7) plus the promise of the position: newborns about to disperse count
  almost as living creeples, organs help win contests, blue organs bring more
  newborns and dispersal points; Endangered creeples and a heavy load of basal
  organs (mutagen risk, D7) count against it. The late game's promise is added
  (``late_game``: emotions within reach, tools, hosts, size and monsters). The best
  opponent's score is subtracted at half weight, so hurting the leader is worth
  something; once language has brought the end nearer (J6f), the lead counts more.
* In the one-person game (K) the plant is no rival but half of the person's side: its score is not
  subtracted, and the position is valued for what the outcome needs (``solo_stake``): seas on the map, the
  Atmosphere short of a runaway, the plant and the animal alive; a finished game by its outcome (Kd).
* In the Venus games (L) the verdict is added (``venus_stake``): nobody winning is everyone losing (K7c), so
  the seas are worth something to every player.
* Ties go to the first option listed, so the bot is deterministic.
"""

from __future__ import annotations

from megafauna_tui.data.vocabulary import DiskColour, OrganColour, PlayerColour, World
from megafauna_tui.rules import alien_ecology, climate, solo, venus
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.disks import Area
from megafauna_tui.rules.engine import Game, Snapshot
from megafauna_tui.rules.organs import beyond_heart
from megafauna_tui.rules.reservoir_events import GunEvent
from megafauna_tui.rules.rng import Rng

from .late_game import ENDING, language_ending, late_game, medea_doubt
from .view import TableView

#: Look this many own decisions deep inside one action.
DEPTH = 2
#: The steps that finish a promotion (its face, host, personality, tool: E2b, J2, J6b, J7) are followed to
#: the end without counting against ``DEPTH``: they are few, and the personality is where the value is.
FINISHING = frozenset({DecisionKind.ORIENTATION, DecisionKind.HOST, DecisionKind.PERSONALITY, DecisionKind.TOOL})


#: What the one-person game's outcome is worth against its VP (Kd): a loss wipes out any score.
SOLO_LOSS = -30.0
SOLO_WIN = 8.0
#: What each white disk left on the map, each plant creeple on it, and a near runaway are worth (K7c, K4, D10h);
#: the runaway itself is a loss.
SEA_WORTH = 1.5
PLANT_WORTH = 0.5
NEAR_RUNAWAY = {1: -4.0, 2: -1.5}
#: What a species doomed at the next mutagen costs (D7), and how likely a mutagen is before the plant can mend
#: it: about half the ET and biosphere cards carry one.
DOOMED = 3.0
MUTAGEN_CHANCE = 0.5


def solo_stake(game: Game, person: PlayerColour) -> float:
    """In the one-person game (K), what the position holds for the outcome beyond the VP (``solo_standing``)."""
    return solo_standing(game)[0]


def solo_standing(game: Game) -> tuple[float, float]:
    """In the one-person game (K), what the position holds for the outcome beyond the VP, and how surely it is
    lost (0 to 1, for a hint's words). A finished game is won or lost (Kd, Kc); an unfinished one is worth its
    seas (K7c) and the plant's creeples on the map (its life, Kc, and the Oxygen they free, K4), and is lost
    already with no seas or no plant on the map or the Atmosphere full (D10h, K5e), half lost when every plant
    species dies at the next mutagen (D7), and threatened by an Atmosphere close to a runaway."""
    variant = game.variant
    if game.over:
        result = solo.outcome(game).outcome
        if result is solo.Outcome.LOSS:
            return SOLO_LOSS, 1.0
        return SOLO_WIN * (2 if result is solo.Outcome.DECISIVE_WIN else 1), 0.0
    seas, warming = _seas_and_warming(game)
    plants = sum(1 for c in game.state.creeples if c.colour is solo.PLANT)
    value = SEA_WORTH * seas + PLANT_WORTH * plants
    lost = 0.0 if seas and plants else 1.0
    # D7: a species whose organs that cannot atrophy (basal and genotype) pass its heart dies at the next
    # mutagen; the plant's last species with it, and the game (Kc).
    doomed = [s for p in game.state.players for s in p.species if beyond_heart(s, game.variant.heart_limit(game, s))]
    value -= DOOMED * len(doomed)
    plant = game.state.player(solo.PLANT).species
    if plant and all(s in doomed for s in plant):
        lost += MUTAGEN_CHANCE
    if isinstance(variant, solo.Solo) and variant.world is not World.MARS:
        left = _runaway_left(game, warming)
        if left:
            value += NEAR_RUNAWAY.get(left, 0.0)
        else:
            lost += 1.0
    return value + SOLO_LOSS * lost, min(lost, 1.0)


def venus_stake(game: Game, colour: PlayerColour) -> float:
    """In the Venus games (L1, L2), what the position holds for the verdict beyond the VP: a finished game is
    won (a shared win shared) or lost, and nobody winning is everyone losing (K7c: the planet dies; L1c,
    L2c); an unfinished one is worth its seas to every player."""
    if game.over:
        winners = game.state.winners
        return SOLO_WIN / len(winners) if colour in winners else SOLO_LOSS
    seas, _ = _seas_and_warming(game)
    return SEA_WORTH * seas + (SOLO_LOSS if not seas else 0.0)


def _seas_and_warming(game: Game) -> tuple[int, int]:
    """The white disks left on the map and the disks bound for the Atmosphere, counting a pulled gun still
    firing (D10a) as done: it moves all its disks before anything else."""
    firing = [f for f in game.state.stack if isinstance(f, GunEvent) and f.shooter is not None and f.shots > 0]
    drying = sum(f.shots for f in firing if f.colour is DiskColour.WHITE and f.source not in climate.RESERVOIRS)
    warming = sum(f.shots for f in firing if f.destination in (climate.ATMOSPHERE, Area.CLOUD_SEED))
    return max(0, len(alien_ecology.seas(game)) - drying), warming


def _runaway_left(game: Game, warming: int) -> int:
    """How many disks the Atmosphere can still take before it is full, the runaway (D10h, K5e)."""
    left = climate.capacity(game, climate.ATMOSPHERE) - climate.count(game.state, climate.ATMOSPHERE) - warming
    return max(left, 0)


def evaluate(game: Game, colour: PlayerColour) -> float:
    """The player's reading of the position, less half the best rival's score (A7); when language has
    brought the end nearer (J6f), the lead on the best rival counts that much more: a leader wants the
    game to end, a trailer does not. In the one-person game the person's VP and the outcome's stake
    (``solo_stake``), with no rival."""
    value = promise(game, colour)
    if solo.one_person(game.variant):
        return value + solo_stake(game, game.variant.answered_by(game, colour))
    if isinstance(game.variant, venus.Venus):
        value += venus_stake(game, colour)
    others = [
        game.variant.final_score(game, p.colour)["total"] - medea_doubt(game, p.colour)
        for p in game.state.players
        if p.colour is not colour
    ]
    if others:
        value -= 0.5 * max(others)
        if cut := language_ending(game):
            lead = game.variant.final_score(game, colour)["total"] - max(others)
            value += ENDING * cut * lead
    return value


def promise(game: Game, colour: PlayerColour) -> float:
    """A player's final score now (A7) and what the position promises: newborns about to disperse count almost
    as living creeples, organs help win contests, blue organs bring newborns and dispersal points, unpromoted
    cards promise more; Endangered creeples and a heavy load of basal organs (the mutagen's risk, D7) count
    against it; the late game adds what emotions, tools, hosts, size and monsters promise (``late_game``).
    The search bot values the end of its look-ahead the same way."""
    return present(game, colour) + late_game(game, colour)


def present(game: Game, colour: PlayerColour) -> float:
    """``promise`` without the late game: the search weighs the late game apart and reads it only once."""
    state = game.state
    value = float(game.variant.final_score(game, colour)["total"])
    for species in state.player(colour).species:
        organs = species.organs()
        value += 0.9 * species.newborn
        value += 0.15 * sum(organs.values()) + 0.3 * organs[OrganColour.BLUE]
        value -= 0.6 * max(0, len(species.basal) - 3)
        value += 0.2 * sum(1 for card in species.cards if not card.promoted)
    value -= 0.7 * sum(1 for c in state.creeples if c.colour is colour and c.endangered)
    return value


class GreedyBot:
    name = "greedy"

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._rng = Rng.from_seed(seed ^ 0x6EED)

    def choose(self, view: TableView) -> str:
        best_key, _ = self._best(view.sample(self._rng), view.player, DEPTH)
        return best_key

    def _best(self, game: Game, colour: PlayerColour, depth: int) -> tuple[str, float]:
        decision = game.decision
        assert decision is not None
        best_key, best_value = decision.options[0].key, float("-inf")
        position = Snapshot.of(game)  # written out once, copied out for each option
        for option in decision.options:
            trial = position.game()
            trial.answer(option.key)
            follow = trial.decision
            own = follow is not None and follow.player is colour and follow.kind is not DecisionKind.ACTION
            if own and follow is not None and follow.kind in FINISHING:
                _, value = self._best(trial, colour, depth)
            elif own and depth > 1:
                _, value = self._best(trial, colour, depth - 1)
            else:
                value = evaluate(trial, colour)
            if value > best_value:
                best_key, best_value = option.key, value
        return best_key, best_value

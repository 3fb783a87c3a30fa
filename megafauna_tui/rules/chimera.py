"""The chimera's own rules (Kf): Player Green playing an animal beside the automated plant.

Who the chimera is (its pieces, its skeletal number of 1.5, its plant limits) is answered by
the ``Solo`` variant (R103), in the one-player game and in the Venus animal game (L2, R105);
this module holds what the chimera does that no other player does: at the end of each solo
turn it may throw away one card of the metabolic row that lacks the horror plant icon, and the
row is refilled (Kf6); with other players, its green organs help it in herbivore contests (Kf7).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import MutationDeck, OrganColour, PlayerColour

from .decisions import Decision, DecisionKind, Option
from .display import POSITIONS, keep_deck, option_key, refresh, take
from .frame import Frame
from .state import Level, Side, Species

if TYPE_CHECKING:
    from .engine import Game

#: The answer that keeps the row as it is.
KEEP = "keep"
#: Kf7: this many green organs count as one yellow or red organ in an herbivore contest.
GREEN_PER_NICHE_ORGAN = 2
#: Kf7: the organ colours green organs may stand in for (the roadrunner niches, F3d).
NICHE_COLOURS = (OrganColour.YELLOW, OrganColour.RED)


def chimera_colour(game: Game) -> PlayerColour | None:
    """R103, R105: the colour of the chimera's pieces, the first animal seated (the only one in the solo game), or
    None when nobody plays the chimera."""
    if game.state.side is not Side.CHIMERA:
        return None
    return next(p.colour for p in game.state.players if p.colour is not PlayerColour.GREEN)


def contest_bonus(game: Game, species: Species, colour: OrganColour, level: Level) -> int:
    """Kf7, R106: in an herbivore contest, the chimera's green organs count two for one toward a yellow or red
    organ count; nothing for anyone else, at any other level or for any other colour."""
    if level is not Level.HERBIVORE or colour not in NICHE_COLOURS or species.colour is not chimera_colour(game):
        return 0
    return species.organ_count(OrganColour.GREEN) // GREEN_PER_NICHE_ORGAN


def discardable(game: Game) -> list[tuple[int, int]]:
    """Kf6: the metabolic row's (position, card) pairs the chimera may throw away: any without the horror plant
    icon, the deck's face-up top card included (E1e, C1o)."""
    row = next(r for r in game.state.display if r.deck is MutationDeck.METABOLIC)
    found = []
    for position in range(POSITIONS):
        card = row.card_at(position)
        if card is not None and not game.data.mutations[card].horror_plant:
            found.append((position, card))
    return found


@dataclass(slots=True)
class ChimeraDiscard(Frame):
    """Kf6: at the end of a solo turn, the chimera may discard one metabolic card without the horror plant icon;
    the row then slides left and is refilled (E1e)."""

    kind = "chimera_discard"
    colour: PlayerColour

    def step(self, game: Game) -> Decision | None:
        row = next(r for r in game.state.display if r.deck is MutationDeck.METABOLIC)
        options = [Option(KEEP, "keep the metabolic row as it is", "Kf6")]
        for position, card in discardable(game):
            mutation = game.data.mutations[card]
            options.append(
                Option(option_key(row, position), f"discard {mutation.name} (position {position + 1})", "Kf6")
            )
        return Decision(
            self.colour,
            DecisionKind.CHIMERA_DISCARD,
            "End of the turn: discard one metabolic card without the horror plant icon, and refill the row? (Kf6)",
            "Kf6",
            tuple(options),
        )

    def answer(self, game: Game, key: str) -> None:
        game.state.stack.pop()
        if key == KEEP:
            return
        row = next(r for r in game.state.display if r.deck is MutationDeck.METABOLIC)
        position = int(key.partition(":")[2]) - 1
        card = take(game, row, position)
        row.discard.append(card)
        keep_deck(game, row)  # E1e: a spent deck is rebuilt from its discards at once, this card among them
        refresh(game)
        game.say(
            "Kf6", f"The chimera discards {game.data.mutations[card].name} from the metabolic row; it is refilled."
        )

"""The optional experimental apomorphies (J8): Orange's radiation immunity, Black's metamorphosis.

Green's and White's free resize (J8b) needs sizes, so it comes with the Achterbahn game.
Black's free neoteny may be used "at any time"; it is offered where it can matter
(ruling R34): in Black's own action phase without spending an action, and when a
mutagen is about to strike one of Black's species.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import MutationDeck, PlayerColour, Shape

from .decisions import Decision, DecisionKind, Option
from .frame import Frame
from .neoteny import Neoteny

if TYPE_CHECKING:
    from .engine import Game


def immune_to_radiation(game: Game, colour: PlayerColour, deck: MutationDeck) -> bool:
    """J8a: hydraulics need few nerves: Orange shrugs off Darwinian radiation."""
    return game.state.apomorphies and colour is PlayerColour.ORANGE and deck is MutationDeck.DARWINIAN


def can_metamorphose(game: Game, colour: PlayerColour) -> bool:
    """J8c: Black, once per turn, with a fossil to give and a basal organ to shed."""
    state = game.state
    return (
        state.apomorphies
        and colour is PlayerColour.BLACK
        and state.metamorphosis_turn != state.turn
        and state.player(colour).fossils > 0
        and any(s.basal for s in state.player(colour).species)
    )


def metamorphose(game: Game, colour: PlayerColour) -> None:
    """Pay the fossil and start the free neoteny (E5)."""
    state = game.state
    player = state.player(colour)
    player.fossils -= 1
    state.fossil_pool += 1
    state.metamorphosis_turn = state.turn
    game.say("J8c", f"{colour.value.capitalize()} gives up a fossil for a free neoteny (metamorphosis).")
    state.stack.append(Neoteny(colour, [s.shape for s in player.species if s.basal]))


@dataclass(slots=True)
class Metamorphosis(Frame):
    """J8c: offered to Black when a mutagen is about to strike one of his species: shed basal organs now?

    Asked once per threatened species (R34): declining for one species does not stop Black from
    being asked again before a later species of his suffers in the same mutagen.
    """

    kind = "metamorphosis"
    colour: PlayerColour
    shape: Shape
    organs: int
    limit: int

    def step(self, game: Game) -> Decision | None:
        if not can_metamorphose(game, self.colour):
            game.state.stack.pop()
            return None
        options = (
            Option("metamorphose", "give up a fossil for a free neoteny before the mutagen strikes", "J8c"),
            Option("no", f"let the mutagen strike your {self.shape.value}", "J8c"),
        )
        prompt = (
            f"A mutagen threatens your {self.shape.value} ({self.organs} organs over a heart limit of "
            f"{self.limit}): metamorphose?"
        )
        return Decision(self.colour, DecisionKind.NEOTENY, prompt, "J8c", options)

    def answer(self, game: Game, key: str) -> None:
        game.state.stack.pop()
        if key == "metamorphose":
            metamorphose(game, self.colour)

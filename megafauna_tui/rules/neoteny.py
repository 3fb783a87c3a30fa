"""Neoteny (E5): a species sheds up to one basal organ, never the last that keeps it alive.

An action of its own, and also what a metamorphosis gives for free (J8c): a frame both push.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import OrganColour, PlayerColour, Shape

from .board import check_all_prey, name
from .decisions import Decision, DecisionKind, Option
from .frame import Frame
from .organs import release

if TYPE_CHECKING:
    from .engine import Game


@dataclass(slots=True)
class Neoteny(Frame):
    """E5: up to one basal organ from each species, never causing extinction."""

    kind = "neoteny"
    colour: PlayerColour
    queue: list[Shape] = field(default_factory=list)

    def step(self, game: Game) -> Decision | None:
        player = game.state.player(self.colour)
        while self.queue:
            species = player.find(self.queue[0])
            if species is None or not species.basal:
                self.queue.pop(0)
                continue
            colours = sorted(set(species.basal), key=list(OrganColour).index)
            options = [Option(c.value, f"discard a {c.value} basal organ", "E5") for c in colours]
            options.append(Option("keep", "keep every basal organ", "E5"))
            return Decision(
                self.colour, DecisionKind.NEOTENY, f"Neoteny for your {species.shape.value}:", "E5", tuple(options)
            )
        game.state.stack.pop()
        return None

    def answer(self, game: Game, key: str) -> None:
        species = game.state.species(self.colour, self.queue.pop(0))
        if key == "keep":
            return
        organ = OrganColour(key)
        species.basal.remove(organ)
        release(game, [organ])
        game.say("E5", f"{name(species)} sheds a {organ.value} basal organ by neoteny.")
        check_all_prey(game)  # K2b: with fewer than two green organs a herbivore can no longer eat a cactus

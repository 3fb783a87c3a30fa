"""The introductory game, tooth & claw (A8): one fixed supercontinent, no climate, two actions, a rolled heart.

The first game a table learns, and the first variant: every other game's answers are the ones it changes
from the shared defaults of ``Variant`` (see variant.py).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, ClassVar

from megafauna_tui.data.events import CometImpact, CrowdDisease, Event, Mutagen, Radiation
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import OrganColour, PlayerColour

from .flow import TurnFlow
from .geometry import joined_row
from .setup import deal_display, first_era_deck, position, seat_players, seating, start_hex
from .state import GameLength, GameMode, GameState, Side, Species
from .variant import Variant, register

if TYPE_CHECKING:
    from .engine import Game


class ToothAndClaw(Variant):
    """The introductory game (A8): one fixed supercontinent, no climate, two actions, a rolled dark heart."""

    mode = GameMode.TOOTH_AND_CLAW
    latitude: ClassVar[int] = 4
    """The supercontinent's latitude (R12); it never moves (A8d)."""
    actions: ClassVar[int] = 2
    """Actions per player and turn (A8c)."""
    resolved_events: ClassVar[tuple[type[Event], ...]] = (Mutagen, Radiation, CrowdDisease, CometImpact)
    """The events tooth & claw plays (A1a, A8b, A6a); the others on an ET card are ignored."""

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
        rng, colours = seating(players, seed)
        # C1f, R12: only the players' starting cratons, joined in a random row.
        cratons = [start_hex(data, colour)[0] for colour in colours]
        rng.shuffle(cratons)
        player_states, creeples = seat_players(data, colours)
        era_deck = first_era_deck(data, rng)
        display = deal_display(data, rng)
        by_skeletal = sorted(colours, key=lambda c: -data.players[c].skeletal_number)
        state = position(
            data,
            mode=self.mode,
            seed=seed,
            rng=rng,
            players=player_states,
            placements=joined_row(cratons, latitude=self.latitude),
            display=display,
            et_deck=era_deck,
            creeples=creeples,
            order=by_skeletal,
            length=length,
            apomorphies=apomorphies,
        )
        state.stack.append(TurnFlow())
        names = ", ".join(c.value for c in colours)
        game_kind = "" if length is GameLength.STANDARD else f", the {length.value} game (A6)"
        game_kind += ", with the experimental apomorphies (J8)" if apomorphies else ""
        state.say(
            "C1",
            f"Tooth & claw for {len(colours)}{game_kind}: {names}. Supercontinent, west to east: {', '.join(cratons)}.",
        )
        return state

    def action_maximum(self, game: Game, colour: PlayerColour) -> int:
        return self.actions

    def reveal_hearts(self, game: Game) -> None:
        """A8b: the dark heart is the highest of one die per era plus one."""
        state = game.state
        dice = [state.rng.die() for _ in range(1 + state.era)]
        state.reveals += 1
        state.dark_heart = max(dice)
        rolled = ", ".join(str(d) for d in dice)
        game.say("A8b", f"Mutagen roll ({1 + state.era} dice): {rolled}. The dark heart is {state.dark_heart}.")

    def heart_limit(self, game: Game, species: Species) -> int:
        """The dark heart, raised by two for each white organ (D7d, the white organ shield)."""
        assert game.state.dark_heart is not None
        return game.state.dark_heart + 2 * species.organ_count(OrganColour.WHITE)

    def humidity(self, game: Game, hex_id: str) -> OrganColour:
        """Always green: tooth & claw has no latitude strip (A8f, G5a)."""
        return OrganColour.GREEN

    def raft_headings(self, game: Game, hex_id: str) -> tuple[str, ...]:
        """The wind blows west everywhere (R03)."""
        return ("west",)

    def terrain_key(self, game: Game) -> Hashable | None:
        """No disks and no shelves (A8e), the wind west everywhere (R03): the placements decide every biome.
        A position built by hand with disks or shelves is worked out afresh."""
        state = game.state
        return None if state.disks or state.shelves else ()

    def skips_event(self, game: Game, event: Event) -> bool:
        if isinstance(event, self.resolved_events):
            return False
        game.say("A8b", f"The {event.kind.replace('_', ' ')} event is ignored in tooth & claw.")
        return True


register(ToothAndClaw())

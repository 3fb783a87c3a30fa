"""The Achterbahn game: all of the rules, with the climate engine of disks and reservoirs (A8, C1).

What it changes from tooth & claw is answered here, hook by hook: four cratons
in a row that drift and collide, actions and hearts read from the reservoirs,
humidity and winds read from the latitude strip in force, and a biosphere card
beside the ET card every turn the biosphere is not stable.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, ClassVar

from megafauna_tui.data.events import Event
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import DiskColour, OrganColour, PlayerColour

# climax, reservoir_events and tectonics resolve the climate's events (D1-D6, D10, D11), registering their
# resolvers and frames on import (event_phase.RESOLVERS, frame.FRAME_TYPES).
from . import climate, climax, reservoir_events, tectonics  # noqa: F401
from .board import check_habitability, skeletal_number
from .flow import TurnFlow
from .geometry import JOINED_SPACING, HexId, Placement
from .setup import biosphere_decks, deal_display, first_era_deck, position, seat_players, seating
from .state import GameLength, GameMode, GameState, ShelfState, Side, Species
from .variant import Variant, register
from .words import counted

if TYPE_CHECKING:
    from .engine import Game

#: Columns between the centres of two neighbouring cratons at setup: one empty hex between them (C1g).
SETUP_SPACING = JOINED_SPACING + 2

#: Skeletal numbers of a haustorium that override the heart a species is measured against (J5, D7e).
DARK_HEART_SKELETAL = 5
GREEN_HEART_SKELETAL = 0


class Achterbahn(Variant):
    """The full game: the climate, the tectonics, sizes, monsters, venom and the Medea."""

    mode = GameMode.ACHTERBAHN
    latitude: ClassVar[int] = 4
    """Every craton starts at the equator, its latitude die on 4 (C1g)."""
    draws_biosphere: ClassVar[bool] = True
    sizes: ClassVar[bool] = True
    monsters: ClassVar[bool] = True
    venom: ClassVar[bool] = True
    event_ledger: ClassVar[bool] = True

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
        # C1g: all four Earth cratons in a random row, a gap between each, every die on latitude 4.
        cratons = [c.id for c in data.cratons_file.craton if c.world.value == "earth"]
        rng.shuffle(cratons)
        placements = tuple(Placement(craton, i * SETUP_SPACING, self.latitude) for i, craton in enumerate(cratons))
        player_states, creeples = seat_players(data, colours)
        # C1d: the lowest skeletal number holds the Medea.
        medea = min(colours, key=lambda c: data.players[c].skeletal_number)
        for player in player_states:
            player.medea = player.colour is medea
        era_deck = first_era_deck(data, rng)
        biosphere = biosphere_decks(data, rng)
        display = deal_display(data, rng)
        by_skeletal = sorted(colours, key=lambda c: -data.players[c].skeletal_number)
        state = position(
            data,
            mode=self.mode,
            seed=seed,
            rng=rng,
            players=player_states,
            placements=placements,
            display=display,
            et_deck=era_deck,
            creeples=creeples,
            order=by_skeletal,
            length=length,
            apomorphies=apomorphies,
            latitude_dice=list(cratons),
            biosphere=biosphere,
        )
        # C1h, C1i: offshore carbon with a bloom on each southern shelf; a disk on each craton's centre.
        for craton_id in cratons:
            craton = data.cratons[craton_id]
            for spec in craton.hexes:
                if spec.disk is not None:
                    state.disks[str(HexId(craton_id, spec.number))] = spec.disk
            for shelf in craton.shelves:
                if shelf.disks:
                    state.shelves.append(ShelfState(craton_id, shelf.position.value, list(shelf.disks)))
        # C1k: the reservoirs, loaded from the bottom slot up.
        tracks = data.reservoirs
        state.reservoirs = {
            climate.OXYGEN: [DiskColour.GREEN] * tracks.oxygen.setup_green,
            climate.CLOUDS: [DiskColour.WHITE] * tracks.clouds.setup_white,
            climate.ATMOSPHERE: [DiskColour.BLACK] * tracks.atmosphere.setup_black
            + [DiskColour.WHITE] * tracks.atmosphere.setup_white,
        }
        state.stack.append(TurnFlow())
        names = ", ".join(c.value for c in colours)
        game_kind = "" if length is GameLength.STANDARD else f", the {length.value} game (A6)"
        game_kind += ", with the experimental apomorphies (J8)" if apomorphies else ""
        state.say(
            "C1", f"Achterbahn for {len(colours)}{game_kind}: {names}. Cratons, west to east: {', '.join(cratons)}."
        )
        state.say("C1d", f"{medea.value.capitalize()} has the lowest skeletal number and holds the Medea.")
        return state

    # -- actions and hearts -------------------------------------------------------

    def horror_plant(self, colour: PlayerColour, game: Game | None = None) -> bool:
        """Player Green plays the horror plant (A2b, D7c, E1d, J2c)."""
        return colour is PlayerColour.GREEN

    def action_maximum(self, game: Game, colour: PlayerColour) -> int:
        """A2a: the oxygen gear; A2b: the horror plant reads the Atmosphere instead (5 on a runaway's last
        turn, D10h)."""
        now = climate.readings(game)
        return now.green_actions if self.horror_plant(colour, game) else now.actions

    def reveal_hearts(self, game: Game) -> None:
        now = climate.readings(game)
        game.say(
            "D7b",
            f"The dark heart reads {now.dark_heart} on the Oxygen ({now.oxygen_percent}%); "
            f"the green heart reads {now.green_heart} on the Clouds (D7c).",
        )

    def heart_limit(self, game: Game, species: Species) -> int:
        """D7b, D7c: dark heart for Black, White and Orange, green heart for Green, unless a haustorium says
        otherwise (J5, D7e); two more for each white organ (the white organ shield)."""
        now = climate.readings(game)
        skeletal = skeletal_number(game, species)
        if skeletal == DARK_HEART_SKELETAL:
            heart = now.dark_heart
        elif skeletal == GREEN_HEART_SKELETAL:
            heart = now.green_heart
        else:
            heart = now.green_heart if self.horror_plant(species.colour, game) else now.dark_heart
        return heart + 2 * species.organ_count(OrganColour.WHITE)

    # -- the latitude strip ---------------------------------------------------------

    def humidity(self, game: Game, hex_id: str) -> OrganColour:
        """G5: the die colour of the place's latitude on the strip in force (A1g, R48, R49)."""
        return OrganColour(climate.humidity(game, latitude_of(game, hex_id)).value)

    def raft_headings(self, game: Game, hex_id: str) -> tuple[str, ...]:
        """F5a: the wind of the place's latitude; both ways in every latitude on a windy turn (D11)."""
        return climate.winds(game, latitude_of(game, hex_id))

    def terrain_key(self, game: Game) -> Hashable | None:
        """The disks make the biomes (F3; a shelf is a bloom under a green disk, F3b), and the Atmosphere's
        greenhouse level picks the strip whose winds blow (A1g, F5a), unless the turn is windy (D11)."""
        state = game.state
        return (
            frozenset(state.disks.items()),
            tuple((shelf.craton, shelf.position, tuple(shelf.disks)) for shelf in state.shelves),
            len(state.reservoirs.get(climate.ATMOSPHERE, ())),
            state.windy,
        )

    # -- events ---------------------------------------------------------------------

    def skips_event(self, game: Game, event: Event) -> bool:
        """An event whose microbe, conflagration or precipitation icon the readings deny does not occur."""
        for condition in event.requires:
            if not climate.gate_open(game, condition):
                why = climate.GATE_WORDS[condition]
                game.say(climate.GATE_RULES[condition], f"The {describe_event(event)} event does not occur: {why}.")
                return True
        return False

    def end_of_events(self, game: Game) -> None:
        """A1h: a last habitability sweep (R40); D10h: a full Atmosphere now means a runaway greenhouse."""
        check_habitability(game, "A1h")
        now = climate.readings(game)
        if now.full_atmosphere and not game.state.runaway:
            game.state.runaway = True
            plants = [p.colour for p in game.state.players if self.horror_plant(p.colour)]
            green = f", and Green takes {counted(now.green_actions, 'action')}" if plants else ""
            game.say(
                "D10h",
                f"The Atmosphere is full after the last event: runaway greenhouse. The game ends with this turn{green}.",
            )

    def game_ends(self, game: Game) -> bool:
        """D10h: a runaway greenhouse ends the game with this turn, besides the endings of A6."""
        if game.state.runaway:
            return True
        return super().game_ends(game)


def latitude_of(game: Game, place: str) -> int:
    """The latitude of a biome hex, or of a shelf: the row of the coast it lies off (R49)."""
    return game.map.latitude[place]


def describe_event(event: Event) -> str:
    return event.kind.replace("_", " ")


register(Achterbahn())

"""The solo game's events (K1a, K5): what the alien worlds and the automated plant change on the cards.

The ``Solo`` variant asks this module at its event hooks. Events the solo game
ignores are logged and skipped: climaxes (K5b), green disk transfers (K5d) and
craters on a craton not in the game (K1a, R37). Some events are played as
something else: a rain-shadow reservoir event or a warm deluge liberates one
white disk (K5a, K5c), a green gun kills a plant species (K5d, R54), radiation
on Mars and Venus strikes both colours of its pair (K5f), and a volcanic crater
on Mars falls beside Olympus Mons, whose disk no event but a subducting
collision removes (K5g). The craton icons of the cards name the alien cratons
through the Earth placard each is printed on (R37). Snail tectonics lives in
``snail_tectonics.py``, the raindance in ``raindance.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from megafauna_tui.data.events import Crater, Event, Radiation, ReservoirShift
from megafauna_tui.data.vocabulary import DiskColour, GreenhouseLevel, Shape, World

from . import climate
from .alien_ecology import PLANT
from .decisions import Decision, DecisionKind, Option
from .disks import Area, MoveDisk
from .event_phase import RadiationEvent, Resolver, impacted_craton
from .extinction import go_extinct
from .frame import Frame
from .state import Species

if TYPE_CHECKING:
    from .engine import Game


#: R37: the Earth placard whose craton icon each alien craton answers to (it is printed on that placard's back).
PLACARD_ICON: dict[str, str] = {
    "tharsis": "laurentia",
    "arabia": "baltica",
    "aphrodite": "siberia",
    "ishtar": "gondwana",
}

#: The worlds without a magnetic field and with snail tectonics (K5f, K5h, K5i).
ALIEN_WORLDS = (World.MARS, World.VENUS)

#: K5c: the Atmosphere readings at which a deluge still liberates a white disk.
WARM_OR_HOTTER = (GreenhouseLevel.WARM, GreenhouseLevel.HOTHOUSE, GreenhouseLevel.RUNAWAY)

#: The events that move continents, which snail tectonics puts off (K5h, R57).
MOVEMENTS = ("drift", "collision", "pangea_rift")


def card_words(game: Game, card: int) -> str:
    return f"{game.data.events[card].name}, #{card}"


def event_words(event: Event) -> str:
    return event.kind.replace("_", " ")


# -- ignored events (K1a, K5b, K5d) ------------------------------------------------------


def green_transfer(event: Event) -> bool:
    """K5d: a reservoir event moving green disks, other than a gun liberating them to the Oxygen."""
    if not isinstance(event, ReservoirShift) or event.disk is not DiskColour.GREEN:
        return False
    return not (event.gun and event.destination.value == climate.OXYGEN)


def ignored(game: Game, world: World, event: Event) -> bool:
    """True, after logging why, if the solo game ignores this event (K1a, K5b, K5d). The Venus games play by the
    same events (L1: K1-K7), so the log names no game."""
    if event.kind == "climax":
        game.say("K5b", "The climax event is ignored: no climax on Mars, Venus or the solo Earth (K5b).")
        return True
    if green_transfer(event):
        game.say("K5d", "The event moves green disks, which this game does not use: it is ignored (K5d).")
        return True
    if isinstance(event, Crater):
        state = game.state
        assert state.event_card is not None
        craton = impacted_craton(game, event, state.event_card)
        if craton not in state.latitudes:
            game.say(
                "K1a",
                f"The crater strikes {game.data.cratons[craton].name}, which is not in the game: it is ignored (K1a).",
            )
            return True
    return False


def absent_craton(game: Game, event: Event, card: int) -> bool:
    """K1a: a drift or collision names a craton not in the game; logs that it is ignored."""
    craton = impacted_craton(game, event, card)
    if craton in game.state.latitudes:
        return False
    game.say(
        "K1a",
        f"The {event_words(event)} of {card_words(game, card)} strikes {game.data.cratons[craton].name}, "
        "which is not in the game: it is ignored (K1a).",
    )
    return True


# -- craton icons (R37, K5g) ------------------------------------------------------------------


def olympus_mons(game: Game) -> str | None:
    """K5g: the shelf holding Olympus Mons' fixed black disk, if its craton is on the map."""
    for placement in game.state.placements:
        craton = game.data.cratons[placement.craton]
        for shelf in craton.shelves:
            if shelf.fixed:
                return f"{craton.id}:{shelf.position.value}"
    return None


def craton_for_icon(game: Game, world: World, event: Event, icon: str) -> str:
    """R37: an alien craton answers to the icon of the Earth placard it is printed on; a Mars volcanic crater
    strikes the craton of Olympus Mons whatever its icon (K5g)."""
    if world is World.MARS and isinstance(event, Crater) and event.volcanic:
        mons = olympus_mons(game)
        if mons is not None:
            return mons.partition(":")[0]
    placed = game.state.latitudes
    return next((alien for alien, earth in PLACARD_ICON.items() if earth == icon and alien in placed), icon)


def crater_site(game: Game, world: World, event: Event) -> str | None:
    """K5g, R37: a volcanic crater on Mars falls, with no die, on the biome whose coast holds Olympus Mons."""
    if world is not World.MARS or not isinstance(event, Crater) or not event.volcanic:
        return None
    mons = olympus_mons(game)
    if mons is None:
        return None
    site = game.map.shelf_coast[mons]
    game.say("K5g", f"A volcanic crater on Mars: it falls on {site}, beside Olympus Mons, whatever the icon says.")
    return site


def fixed_disk(game: Game, place: str) -> bool:
    """K5g: Olympus Mons' black disk leaves only by a subducting collision, and nothing lives on it."""
    return place == olympus_mons(game)


# -- events played as something else (K5a, K5c, K5d, K5f) -----------------------------------------


def replacement(game: Game, world: World, event: Event) -> Resolver | None:
    """The solo resolver of an event the solo game changes, or None to play it as printed."""
    if isinstance(event, ReservoirShift) and event.rain_shadow:
        return rain_shadow_sublimation
    if event.kind == "deluge":
        return deluge_evaporation
    if isinstance(event, ReservoirShift) and event.disk is DiskColour.GREEN:
        return green_gun  # every other green transfer was ignored (K5d)
    if world in ALIEN_WORLDS and isinstance(event, Radiation):
        return unshielded_radiation
    if world in ALIEN_WORLDS and event.kind in MOVEMENTS:
        return put_off
    return None


def put_off(game: Game, event: Event, card: int) -> None:
    """K5h: a movement on a card does nothing now; it may happen on the next turn (a resolver)."""
    game.say(
        "K5h",
        f"Snail tectonics: the {event_words(event)} of {card_words(game, card)} does not happen now; it happens "
        "next turn if that ET card shows the stable biosphere.",
    )


def liberate_white(game: Game, rule: str, why: str) -> MoveDisk:
    """One white disk off the map, the Medea choosing which and whether to the Clouds or the Atmosphere (R42)."""
    return MoveDisk(DiskColour.WHITE, Area.CONTINENTAL.value, Area.CLOUD_SEED.value, rule, why, stand_in=False)


def rain_shadow_sublimation(game: Game, event: Event, card: int) -> Frame | None:
    """K5a: the rain-shadow event does not do what it prints: one white disk is liberated instead."""
    game.say(
        "K5a",
        f"Rain shadow ({card_words(game, card)}): instead of the printed move, one white disk is liberated (K5a).",
    )
    return liberate_white(game, "K5a", f"the rain-shadow sublimation of {card_words(game, card)}")


def deluge_evaporation(game: Game, event: Event, card: int) -> Frame | None:
    """K5c: a deluge is ignored unless the Atmosphere reads Warm or hotter; then one white disk is liberated."""
    level = climate.readings(game).greenhouse
    words = level.value.replace("_", " ").capitalize()
    if level not in WARM_OR_HOTTER:
        game.say("K5c", f"The deluge is ignored: the Atmosphere reads {words}, cooler than Warm (K5c).")
        return None
    game.say("K5c", f"Deluge with the Atmosphere at {words}: the seas evaporate, one white disk is liberated.")
    return liberate_white(game, "K5c", f"the deluge of {card_words(game, card)}")


def unshielded_radiation(game: Game, event: Event, card: int) -> Frame | None:
    """K5f: no magnetic field on Mars or Venus: the radiation strikes both colours of its pair."""
    assert isinstance(event, Radiation)
    queue = [
        f"{s.colour.value}:{s.shape.value}" for colour in game.state.order for s in game.state.player(colour).species
    ]
    return RadiationEvent(event.deck, queue, both=True)


def doomed(game: Game) -> list[Species]:
    """K5d, R54: the plant species a green gun may destroy: any but the archetype."""
    return [s for s in game.state.player(PLANT).species if s.shape is not Shape.ARCHETYPE]


def green_gun(game: Game, event: Event, card: int) -> Frame | None:
    """K5d, R54: a gun liberating green disks destroys one plant species other than the archetype, its owner
    choosing; there is no trigger to pull."""
    choices = doomed(game)
    why = card_words(game, card)
    if not choices:
        game.say("K5d", f"The green gun of {why} finds no plant species but the archetype: nothing dies (R54).")
        return None
    if len(choices) == 1:
        destroy(game, choices[0], why)
        return None
    return PlantSpeciesLost(why)


def destroy(game: Game, species: Species, why: str) -> None:
    """K5d: the species dies out and its creeples go back to the Oxygen (R52)."""
    go_extinct(game, species, f"the green gun of {why} (K5d)")
    now = climate.readings(game)
    game.say(
        "K5d",
        f"The green gun of {why} destroys the plant's {species.shape.value} species: its creeples return to the "
        f"Oxygen, now {now.oxygen_percent}% ({game.variant.oxygen(game)} green creeples).",
    )


@dataclass(slots=True)
class PlantSpeciesLost(Frame):
    """K5d, R54: the plant's owner picks which of its non-archetype species the green gun destroys."""

    kind = "plant_species_lost"
    why: str

    def step(self, game: Game) -> Decision | None:
        choices = doomed(game)
        if not choices:
            game.state.stack.pop()
            return None
        options = tuple(
            Option(
                s.shape.value,
                f"the {s.shape.value} species ({len(game.state.living(PLANT, s.shape))} on the map): "
                "all its creeples return to the Oxygen",
                "K5d",
            )
            for s in choices
        )
        prompt = f"Plant: the green gun of {self.why} destroys one of your species other than the archetype (K5d):"
        return Decision(PLANT, DecisionKind.PLANT_SPECIES_LOST, prompt, "K5d", options)

    def answer(self, game: Game, key: str) -> None:
        game.state.stack.pop()
        destroy(game, game.state.species(PLANT, Shape(key)), self.why)


def crowded(species: Species) -> bool:
    """K5d: the plant's populations are ignored by crowd disease (D9)."""
    return species.colour is not PLANT

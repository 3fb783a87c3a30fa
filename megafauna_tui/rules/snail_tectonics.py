"""Snail tectonics and Valles Marineris (K5h, K5i, R57): the continents of Mars and Venus crawl.

A drift, collision or Pangea rift printed on this turn's cards does nothing when
it comes up; the cards that printed one are kept in ``GameState.snail_cards``
at the end of the event phase. If the next ET card shows the stable biosphere
(and is not the first card of its era), those movements happen then, right
after the card is revealed and before its own events (R90), in their printed
order and with the craton icons of the cards they were printed on (R45, R57).
A rift on these worlds parts the two cratons whenever they are joined (K5i).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from megafauna_tui.data.events import Event
from megafauna_tui.data.vocabulary import EventDeck, World

from .decisions import Decision
from .event_phase import RESOLVERS
from .frame import Frame
from .solo_events import ALIEN_WORLDS, MOVEMENTS, absent_craton, card_words

if TYPE_CHECKING:
    from .engine import Game


def movements(game: Game, cards: list[int]) -> list[tuple[Event, int]]:
    """The continental movements printed on these cards, in resolution order (A1e), with their card."""
    return [(event, card) for card in cards for event in game.data.events[card].events if event.kind in MOVEMENTS]


def remember(game: Game, world: World) -> None:
    """At the end of the event phase: keep this turn's cards if they printed a movement (both cards, since a
    drift on the ET card strikes the biosphere card's icon, A1d)."""
    if world not in ALIEN_WORLDS:
        return
    state = game.state
    cards = [n for n in (state.event_card, state.biosphere_card) if n is not None]
    state.snail_cards = cards if movements(game, cards) else []


def icon_cards(game: Game, card: int) -> tuple[int | None, int | None]:
    """R57: a movement put off from last turn strikes with the icons of last turn's cards."""
    state = game.state
    if card in state.snail_cards and card not in (state.event_card, state.biosphere_card):
        decks = {n: game.data.events[n].deck for n in state.snail_cards}
        et = next((n for n, deck in decks.items() if deck is EventDeck.ET), None)
        biosphere = next((n for n, deck in decks.items() if deck is not EventDeck.ET), None)
        return et, biosphere
    return state.event_card, state.biosphere_card


def before_events(game: Game, world: World) -> Frame | None:
    """K5h: on a stable turn, other than an era's first, the movements put off last turn happen now."""
    state = game.state
    if world not in ALIEN_WORLDS or state.event_card is None or not state.snail_cards:
        return None
    if not game.data.events[state.event_card].stable_biosphere:
        return None
    waiting = ", ".join(card_words(game, n) for n in state.snail_cards)
    if state.era_cards_drawn == 1:
        game.say(
            "K5h",
            f"The first card of an era brings no snail tectonics: the movements of {waiting} never happen.",
        )
        return None
    game.say("K5h", f"The stable biosphere: the continental movements put off on {waiting} happen now.")
    return SnailTectonics(list(state.snail_cards))


def rift_size(world: World) -> int:
    """K5i: on Mars and Venus a rift parts the two cratons whenever they are joined."""
    return 2 if world in ALIEN_WORLDS else 3


@dataclass(slots=True)
class SnailTectonics(Frame):
    """K5h, R57: last turn's movements, one at a time, each by its own resolver (D1, D3, D4 with K5i)."""

    kind = "snail_tectonics"
    cards: list[int]
    next_event: int = 0

    def step(self, game: Game) -> Decision | None:
        state = game.state
        waiting = movements(game, self.cards)
        if self.next_event >= len(waiting):
            state.stack.pop()
            return None
        event, card = waiting[self.next_event]
        self.next_event += 1
        if event.kind == "pangea_rift":
            joined = [land for land in game.map.landmasses if len(land) >= 2]
            for land in joined:
                names = " and ".join(game.data.cratons[c].name for c in land)
                game.say("K5i", f"Valles Marineris: the rift always parts joined cratons: {names} split.")
        elif absent_craton(game, event, card):
            return None
        frame = RESOLVERS[event.kind](game, event, card)
        if frame is not None:
            state.stack.append(frame)
        return None

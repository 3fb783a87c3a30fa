"""The event phase (A1): reveal the ET card (and a biosphere card), set player order, resolve the events.

The game decides which events it plays (``Variant.skips_event``): tooth & claw
resolves only mutagen (D7), radiation (D8), crowd disease (D9) and the comet
(A1a, A8b, A6a); every other event on the card is logged as ignored. The
climate and tectonic events are resolved by the modules that register a
resolver for their kind in ``RESOLVERS`` (see ``resolves``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from megafauna_tui.data.events import CometImpact, CrowdDisease, Event, EventCard, Mutagen, Radiation
from megafauna_tui.data.vocabulary import MutationDeck, OrganColour, PlayerColour, Shape

from . import automated_plant
from .apomorphies import Metamorphosis, can_metamorphose, immune_to_radiation
from .atrophy import atrophy
from .board import name, skeletal_number
from .climate import readings
from .decisions import Decision, DecisionKind, Option
from .display import churn
from .extinction import bury, go_extinct
from .frame import Frame
from .monsters import loss_words
from .organs import beyond_heart, is_monster, plus_spots, spot_name
from .setup import biosphere_deck, era_deck
from .state import Creeple, GameLength, Phase, Species
from .words import article, counted

if TYPE_CHECKING:
    from .engine import Game


def player_order(game: Game, shown: tuple[PlayerColour, ...]) -> list[PlayerColour]:
    """A5 and R04: the card's colours in the game, in order; an unshown colour goes last."""
    seated = [p.colour for p in game.state.players]
    order = [c for c in shown if c in seated]
    order += [c for c in seated if c not in order]
    return order


#: What resolves each kind of event beyond the four every game shares: given the game, the event and the
#: number of the card it is printed on, the frame to push (None if the event settled at once).
Resolver = Callable[["Game", Event, int], Frame | None]
RESOLVERS: dict[str, Resolver] = {}


def resolves(kind: str) -> Callable[[Resolver], Resolver]:
    """Register the resolver of an event kind (D1-D14)."""

    def register(resolver: Resolver) -> Resolver:
        if kind in RESOLVERS:
            raise TypeError(f"two resolvers claim the {kind} event")
        RESOLVERS[kind] = resolver
        return resolver

    return register


def impacted_craton(game: Game, event: Event, card: int) -> str:
    """A1d, R45: collisions hit the ET card's craton; drift and craters the biosphere card's, or on a stable
    turn the ET card's own."""
    et_card, biosphere_card = game.variant.icon_cards(game, card)
    if event.kind == "collision" or biosphere_card is None:
        assert et_card is not None
        icon = game.data.events[et_card].craton
    else:
        icon = game.data.events[biosphere_card].craton
    return game.variant.craton_for_icon(game, event, icon)


def turn_cards(game: Game) -> list[EventCard]:
    """The event cards of this turn in resolution order: the ET card, then the biosphere card (A1e)."""
    state = game.state
    numbers = [n for n in (state.event_card, state.biosphere_card) if n is not None]
    return [game.data.events[n] for n in numbers]


def _key(species: Species) -> str:
    return f"{species.colour.value}:{species.shape.value}"


def _lookup(game: Game, key: str) -> Species | None:
    colour, _, shape = key.partition(":")
    return game.state.player(PlayerColour(colour)).find(Shape(shape))


def _species_in_order(game: Game) -> list[str]:
    return [_key(s) for colour in game.state.order for s in game.state.player(colour).species]


@dataclass(slots=True)
class EventPhase(Frame):
    """A1: reveal the next ET card and resolve its events row by row (A1e)."""

    kind = "event_phase"
    revealed: bool = False
    next_event: int = 0
    closing: bool = False
    """The game's choice after the last event (K6) has been offered."""

    def step(self, game: Game) -> Decision | None:
        state = game.state
        if not self.revealed:
            self.revealed = True
            number = state.et_deck.pop(0)
            state.event_card = number
            state.era_cards_drawn += 1
            state.event_era = state.era
            state.reveals += 1
            card = game.data.events[number]
            assert card.player_order is not None
            state.order = player_order(game, card.player_order)
            order = ", ".join(c.value for c in state.order)
            game.say("A1a", f"Turn {state.turn}, era {state.era}: the ET card is {card.name} (#{number}).")
            game.say("A5", f"Player order: {order}.")
            state.biosphere_card = None
            state.event_marks = []
            state.disk_moves = []
            if game.variant.draws_biosphere:
                draw_biosphere(game, stable=card.stable_biosphere and not game.variant.biosphere_when_stable)
            before = game.variant.before_events(game)
            if before is not None:
                state.stack.append(before)
            return None
        events = [(event, card.number) for card in turn_cards(game) for event in card.events]
        ledger = game.variant.event_ledger
        if self.next_event < len(events):
            event, printed_on = events[self.next_event]
            self.next_event += 1
            if ledger:
                state.event_marks.append(len(state.log))
            if game.variant.skips_event(game, event):
                return None
            resolver = game.variant.replaces_event(game, event) or RESOLVERS.get(event.kind)
            if resolver is not None:
                frame = resolver(game, event, printed_on)
                if frame is not None:
                    state.stack.append(frame)
            elif isinstance(event, Mutagen):
                state.stack.append(MutagenEvent())
            elif isinstance(event, Radiation):
                state.stack.append(RadiationEvent(event.deck, _species_in_order(game)))
            elif isinstance(event, CrowdDisease):
                state.stack.append(CrowdDiseaseEvent())
            elif isinstance(event, CometImpact):
                state.comet = True
                game.say("A6a", "The Chicxulub comet strikes: after this event phase come burials, then final scoring.")
            else:  # pragma: no cover - a game that plays an event must resolve it here
                raise RuntimeError(f"no rules resolve the {event.kind} event yet")
            return None
        if not self.closing:
            self.closing = True
            after = game.variant.after_events(game)
            if after is not None:
                state.stack.append(after)
                return None
        state.stack.pop()
        if ledger:
            state.event_marks.append(len(state.log))
        game.variant.end_of_events(game)
        if state.era_cards_drawn >= game.data.special_cards.era.events_per_era:
            end_of_era(game)
        state.phase = Phase.ACTIONS
        return None


def draw_biosphere(game: Game, *, stable: bool) -> None:
    """A1b, A1c: unless the ET card shows the stable icon, draw from the deck the climate names (the
    Atmosphere as the last turn left it); a spent deck is all 12 of its cards reshuffled."""
    state = game.state
    if stable:
        game.say("A1b", "The ET card shows the stable biosphere: no biosphere card this turn.")
        return
    deck = readings(game).climate
    pile = state.biosphere[deck.value]
    if not pile:
        pile.extend(biosphere_deck(game.data, deck, state.rng))
        game.say("A1c", f"The {deck.value.replace('_', ' ')} deck ran out and is reshuffled.")
    number = pile.pop(0)
    state.biosphere_card = number
    state.reveals += 1
    card = game.data.events[number]
    game.say("A1c", f"The climate is {deck.value.replace('_', ' ')}: the biosphere card is {card.name} (#{number}).")


def end_of_era(game: Game) -> None:
    """A1f: the era's last card was drawn: fossils at the end of this turn; deal the next era."""
    state = game.state
    state.era_ending = True
    if state.era >= state.final_era:
        state.game_ending = True
        game.say("A6", "The final era's last event has been drawn: the game ends after this turn (A7).")
        return
    skip = state.length is GameLength.SHORT and state.era == 1
    if skip:
        game.say("A6b", "The short game skips the five events of Era II.")
    state.era += 2 if skip else 1
    state.et_deck = era_deck(game.data, state.era, state.rng)
    state.era_cards_drawn = 0
    names = {e.number: e.name for e in game.data.special_cards.era.eras}
    game.say("A1f", f"Era {state.era} ({names.get(state.era, '?')}) begins; fossil awards at the end of this turn.")


@dataclass(slots=True)
class MutagenEvent(Frame):
    """D7: churn the Display, reveal the hearts (the rolled dark heart in tooth & claw, A8b), then atrophy in
    player order (D7g)."""

    kind = "mutagen"
    rolled: bool = False
    asked: list[str] = field(default_factory=list)
    """Species whose owner was offered the metamorphosis of J8c in this mutagen (once each, R34)."""
    limits: dict[str, int] = field(default_factory=dict)
    queue: list[str] = field(default_factory=list)

    def step(self, game: Game) -> Decision | None:
        state = game.state
        if not self.rolled:
            self.rolled = True
            churn(game)
            game.variant.reveal_hearts(game)
            for each in (s for colour in state.order for s in state.player(colour).species):
                self.limits[_key(each)] = game.variant.heart_limit(game, each)
                self.queue.append(_key(each))
            return None
        while self.queue:
            key = self.queue.pop(0)
            species = _lookup(game, key)
            if species is None:
                continue
            limit = self.limits[key]
            organs = sum(species.organs().values())
            excess = organs - limit
            if excess <= 0:
                continue
            if key not in self.asked and can_metamorphose(game, species.colour):
                # J8c: before this species loses anything, Black may shed basal organs; then look again.
                self.queue.insert(0, key)
                self.asked.append(key)
                state.stack.append(Metamorphosis(species.colour, species.shape, organs, limit))
                return None
            limit_words = f"{limit}{_heart_reason(game, species)}"
            if beyond_heart(species, limit):
                game.say(
                    "D7",
                    f"{name(species)} has {organs} organs over a heart limit of {limit_words}: it loses a basal organ.",
                )
                go_extinct(game, species, "a basal organ lost to the mutagen, creeples killed outright (D7)")
                continue
            game.say(
                "D7",
                f"{name(species)} has {organs} organs over a heart limit of {limit_words}: "
                f"{counted(excess, 'plus organ')} must atrophy.",
            )
            state.stack.append(Atrophy(species.colour, species.shape, excess, [], "D7"))
            return None
        state.stack.pop()
        return None


@dataclass(slots=True)
class RadiationEvent(Frame):
    """D8: each species loses one plus organ of the deck's colours, owner's pick, in player order (D8d)."""

    kind = "radiation"
    deck: MutationDeck
    queue: list[str] = field(default_factory=list)
    announced: bool = False
    both: bool = False
    """K5f: no magnetic field, so each species atrophies one plus organ of each colour of the pair."""

    def step(self, game: Game) -> Decision | None:
        colours = [OrganColour(c.value) for c in self.deck.colours]
        if not self.announced:
            self.announced = True
            pair = " or ".join(c.value for c in colours)
            if self.both:
                pair = " and one ".join(c.value for c in colours)
                game.say(
                    "K5f",
                    f"{self.deck.value.capitalize()} radiation with no magnetic field: each species atrophies "
                    f"one {pair} plus organ.",
                )
            else:
                game.say(
                    "D8", f"{self.deck.value.capitalize()} radiation: each species atrophies one {pair} plus organ."
                )
        while self.queue:
            species = _lookup(game, self.queue.pop(0))
            if species is None:
                continue
            if immune_to_radiation(game, species.colour, self.deck):
                game.say("J8a", f"{name(species)} is immune to Darwinian radiation (Orange's apomorphy).")
                continue
            if not any(c in colours for _, c in plus_spots(species)):
                game.say("D8c", f"{name(species)} has no {' or '.join(c.value for c in colours)} plus organ: immune.")
                continue
            if self.both:
                # K5f: one organ of each colour it has, the first colour's loss chosen first.
                held = [c for c in colours if any(c == spot_colour for _, spot_colour in plus_spots(species))]
                for colour in reversed(held):
                    game.state.stack.append(Atrophy(species.colour, species.shape, 1, [colour], "K5f"))
                return None
            game.state.stack.append(Atrophy(species.colour, species.shape, 1, colours, "D8"))
            return None
        game.state.stack.pop()
        return None


@dataclass(slots=True)
class Atrophy(Frame):
    """The owner picks which plus organ(s) a species loses (D7g, D8)."""

    kind = "atrophy"
    colour: PlayerColour
    shape: Shape
    remaining: int
    colours: list[OrganColour]
    """Colours that may be lost; empty means any."""
    rule: str

    def _choices(self, species: Species) -> list[tuple[str, OrganColour]]:
        seen: list[tuple[str, OrganColour]] = []
        for spot, colour in plus_spots(species):
            if (not self.colours or colour in self.colours) and (spot, colour) not in seen:
                seen.append((spot, colour))
        return seen

    def step(self, game: Game) -> Decision | None:
        species = game.state.player(self.colour).find(self.shape)
        choices = [] if species is None else automated_plant.spare_horror_cards(game, species, self._choices(species))
        if species is None or self.remaining <= 0 or not choices:
            game.state.stack.pop()
            return None
        options = tuple(
            Option(f"{spot}/{colour.value}", _loss_label(game, species, spot, colour), self.rule)
            for spot, colour in choices
        )
        prompt = f"Your {self.shape.value} must lose a plus organ ({self.remaining} to go):"
        return Decision(self.colour, DecisionKind.ATROPHY, prompt, self.rule, options)

    def answer(self, game: Game, key: str) -> None:
        spot, _, colour = key.partition("/")
        species = game.state.species(self.colour, self.shape)
        atrophy(game, species, spot, OrganColour(colour), self.rule)
        self.remaining -= 1


def _loss_label(game: Game, species: Species, spot: str, colour: OrganColour) -> str:
    label = f"{colour.value} organ on {spot_name(game, species, spot)}"
    if is_monster(species, spot):
        label += f" ({loss_words(species)})"  # D7e, D8b
    return label


@dataclass(slots=True)
class CrowdDiseaseEvent(Frame):
    """D9: the most populous species (Endangered included) loses half, rounded down; ties all suffer."""

    kind = "crowd_disease"
    queue: list[str] = field(default_factory=list)
    started: bool = False

    def step(self, game: Game) -> Decision | None:
        state = game.state
        if not self.started:
            self.started = True
            counts = {
                _key(s): len(state.living(s.colour, s.shape))
                for colour in state.order
                for s in state.player(colour).species
                if game.variant.crowded(game, s)
            }
            most = max(counts.values(), default=0)
            self.queue = [k for k, n in counts.items() if n == most and n >= 2]
            if not self.queue:
                game.say("D9", "Crowd disease: no species has two or more creeples to lose half of.")
            else:
                who = ", ".join(self.queue)
                game.say("D9", f"Crowd disease strikes the most populous ({most} creeples): {who}.")
            return None
        while self.queue:
            species = _lookup(game, self.queue.pop(0))
            if species is None:
                continue
            losses = len(state.living(species.colour, species.shape)) // 2
            state.stack.append(Cull(species.colour, species.shape, losses))
            return None
        state.stack.pop()
        return None


@dataclass(slots=True)
class Cull(Frame):
    """D9: the owner chooses which creeples die outright, back to the Unborn."""

    kind = "cull"
    colour: PlayerColour
    shape: Shape
    remaining: int

    def step(self, game: Game) -> Decision | None:
        living = game.state.living(self.colour, self.shape)
        if self.remaining <= 0 or not living:
            game.state.stack.pop()
            return None
        options = []
        seen = set()
        for creeple in living:
            key = _creeple_key(creeple)
            if key not in seen:
                seen.add(key)
                options.append(Option(key, _creeple_label(creeple), "D9", creeple.hex))
        prompt = (
            f"Crowd disease: choose {article(self.shape.value)} {self.shape.value} to die ({self.remaining} to go):"
        )
        return Decision(self.colour, DecisionKind.CULL, prompt, "D9", tuple(options))

    def answer(self, game: Game, key: str) -> None:
        creeple = next(c for c in game.state.living(self.colour, self.shape) if _creeple_key(c) == key)
        self.remaining -= 1
        bury(game, creeple, "D9", verb="dies of crowd disease")


def _creeple_key(creeple: Creeple) -> str:
    return f"{creeple.hex}/{creeple.level.value}" + ("/endangered" if creeple.endangered else "")


def _creeple_label(creeple: Creeple) -> str:
    lying = ", Endangered" if creeple.endangered else ""
    return f"{creeple.level.value} in {creeple.hex}{lying}"


def _heart_reason(game: Game, species: Species) -> str:
    """J5, D7e: why a species reads another heart than its colour's: a promoted haustorium's skeletal number
    (5 the dark heart, 0 the green one); empty when it reads its own."""
    number = skeletal_number(game, species)
    if number == game.variant.skeletal(game, species.colour):
        return ""
    heart = "dark" if number == 5 else "green" if number == 0 else "its own"
    return f" (the {heart} heart: its haustorium's skeletal number is {number:g}, J5)"

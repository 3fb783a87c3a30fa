"""The cross-file checks of the two decks: the mutation cards (B1, the decks' shapes and organs), the emotions
their promoted faces carry (J6) and the event cards (B1, A1, A6a, A8b, D1-D14).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from .checker import Checker
from .events import TOOTH_AND_CLAW_KINDS, Collision, Crater, ReservoirShift
from .vocabulary import CardColour, DiskColour, Emotion, EventDeck, OrganColour, Shape, World

if TYPE_CHECKING:
    from .loader import Problem, RulesData


def check_mutations(data: RulesData, problems: list[Problem]) -> None:
    c = Checker("mutations.toml", problems)
    cards = data.mutations_file.mutation
    c.count("mutation cards", len(cards), 92, "B1")
    c.unique("card number", (m.number for m in cards))
    c.expect(all(m.number != 93 for m in cards), "card 93 was removed from the game")
    expected = {CardColour.YELLOW: 24, CardColour.RED: 23, CardColour.GREEN: 23, CardColour.BLUE: 22}
    colours = Counter(m.colour for m in cards)
    for colour, number in expected.items():
        c.count(f"{colour.value} mutation cards", colours[colour], number, "B1 deck composition")
    c.unique("card name", (m.name for m in cards))
    c.unique("promoted name", (m.promoted_name for m in cards))
    for m in cards:
        entry = f"mutation (number {m.number}, {m.name!r})"
        c.expect(m.name != m.promoted_name, "the two sides have different titles", entry)
        for i, o in enumerate(m.orientations):
            if o.haustorium_skeletal is not None:
                c.expect(m.number == 56, "only the haustorium (#56) overrides the skeletal number (J5)", entry)
            if o.shape is not None:
                c.expect(o.max_size >= 1, "a speciation orientation needs a maximum size", entry, f"orientations[{i}]")
    white = sum(o.plus_organs.count(OrganColour.WHITE) for m in cards for o in m.orientations)
    c.expect(white > 0, "white (cold-adaptation) organs must be obtainable from some card (I1)")
    shapes = {Shape.ARMORED, Shape.FLYER, Shape.SWIMMER, Shape.BURROWER}
    for deck in ("metabolic", "darwinian"):
        reachable = {o.shape for m in cards if m.deck == deck for o in m.orientations if o.shape}
        missing = sorted(s.value for s in shapes - reachable)
        c.expect(not missing, f"the {deck} deck cannot speciate into: {', '.join(missing)}")


#: "Several" sizes, for the half-emoticons of one colour on one edge in one deck (J6): a species of any size
#: should find both halves of each emotion among the cards it can still promote (J1 maximum sizes).
SEVERAL_SIZES = 3


def check_emotions(data: RulesData, problems: list[Problem]) -> None:
    """J6: many promoted faces carry half-emoticons, of every colour, on both edges, in both decks."""
    c = Checker("mutations.toml", problems)
    cards = data.mutations_file.mutation
    faces = [o for m in cards for o in m.orientations]
    with_half = sum(1 for o in faces if o.left or o.right)
    c.expect(
        with_half * 2 >= len(faces),
        f"only {with_half} of the {len(faces)} promoted faces carry a half-emoticon; "
        "many promoted cards depict one (J6), so at least half must",
    )
    for deck in ("metabolic", "darwinian"):
        deck_faces = [o for m in cards if m.deck == deck for o in m.orientations]
        roles = {o.personality_role for o in deck_faces}
        missing_roles = [role for role in ("head", "tail", "brain") if role not in roles]
        c.expect(
            not missing_roles, f"the {deck} deck has no {' or '.join(missing_roles)} cards (J6a: heads, tails, brains)"
        )
        for emotion in Emotion:
            for edge in ("left", "right"):
                sizes = {o.max_size for o in deck_faces if getattr(o, edge) is emotion}
                c.expect(
                    len(sizes) >= SEVERAL_SIZES,
                    f"the {deck} deck has {emotion.value} halves on the {edge} edge at {len(sizes)} maximum "
                    f"size(s); every emotion needs both halves in both decks at {SEVERAL_SIZES} sizes or more (J6, J1)",
                )
    c.expect(
        any(o.left and o.right and o.left is not o.right for o in faces),
        "no brain joins two colours of emotion, so language could never be reached (J6f)",
    )


def check_events(data: RulesData, problems: list[Problem]) -> None:
    c = Checker("events.toml", problems)
    cards = data.events_file.event
    c.count("event cards", len(cards), 51, "B1")
    decks = Counter(e.deck for e in cards)
    c.count("ET cards", decks[EventDeck.ET], 15, "A1f: all 15 ET cards")
    for deck in (EventDeck.TOO_HOT, EventDeck.GOLDILOCKS, EventDeck.TOO_COLD):
        c.count(f"{deck.value} cards", decks[deck], 12, "A1c: all 12 cards of a biosphere deck")
    c.unique("event number", (e.number for e in cards))
    c.unique("event name", (e.name.lower() for e in cards))
    earth = {cid for cid, craton in data.cratons.items() if craton.world is World.EARTH}
    et_only = {"collision", "pangea_rift", "climax", "deluge", "radiation", "crowd_disease", "comet"}
    comets = []
    for card in cards:
        entry = f"event (number {card.number}, {card.name!r})"
        c.expect(card.craton in earth, f"craton icon {card.craton!r} is not an Earth craton", entry, "craton")
        for event in card.events:
            if card.deck is not EventDeck.ET:
                c.expect(event.kind not in et_only, f"a {event.kind} event belongs on an ET card (D)", entry)
            elif event.kind == "windy":
                c.fail("the windy event belongs on a biosphere card (F5b)", entry)
        if any(e.kind == "comet" for e in card.events):
            comets.append(card)
            c.expect(card.long_game_only, "the comet card is set aside outside the long game (A6a, R14)", entry)
        elif card.long_game_only:
            c.fail("only the comet card is reserved for the long game (A6a)", entry)
        if card.stable_biosphere:
            c.expect(
                not any(e.kind in ("crater", "drift") for e in card.events),
                "craters and drift hit the biosphere card's craton, and a stable card draws none (A1b, A1d)",
                entry,
            )
        if any(isinstance(e, Collision) for e in card.events):
            c.expect(card.deck is EventDeck.ET, "collisions use the ET card's craton (A1d)", entry)
    c.count("comet cards", len(comets), 1, "A6a: one Chicxulub class comet")
    ordinary = [e for e in cards if e.deck is EventDeck.ET and not e.long_game_only]
    with_tc = [e for e in ordinary if any(ev.kind in TOOTH_AND_CLAW_KINDS for ev in e.events)]
    c.expect(
        len(with_tc) * 3 >= len(ordinary) * 2,
        f"only {len(with_tc)} of {len(ordinary)} ordinary ET cards have a mutagen, radiation or crowd disease; "
        "tooth & claw needs at least two thirds (A8b)",
    )
    kinds = {e.kind for card in cards for e in card.events}
    every_kind = {"drift", "crater", "collision", "pangea_rift", "climax", "deluge", "mutagen", "radiation"}
    every_kind |= {"crowd_disease", "reservoir", "windy", "comet"}
    missing = sorted(every_kind - kinds)
    c.expect(not missing, f"the deck never uses the event kind(s): {', '.join(missing)} (D1-D14)")
    shifts = [e for card in cards for e in card.events if isinstance(e, ReservoirShift)]
    c.expect(any(s.gun for s in shifts), "some reservoir event carries the gun icon (D10a)")
    c.expect(any(s.rain_shadow for s in shifts), "some reservoir event carries the rain-shadow icon (D12a)")
    c.expect(
        any(s.destination.value == "clouds_or_atmosphere" for s in shifts),
        "some reservoir event carries the cloud-seed icon (D13)",
    )
    for disk in DiskColour:
        c.expect(any(s.disk is disk for s in shifts), f"no reservoir event moves a {disk.value} disk (D10)")
    conditions = {cond for card in cards for e in card.events for cond in e.requires}
    for cond in ("microbe", "conflagration", "precipitation", "cloud_covered"):
        c.expect(cond in conditions, f"no event requires {cond} (D10c-D10e)")
    craters = [e for card in cards for e in card.events if isinstance(e, Crater)]
    c.expect(sum(e.volcanic for e in craters) >= 3, "the three volcanism events carry volcanic craters (K5g)")

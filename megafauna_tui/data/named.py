"""Cards and events the rulebook names: each must exist with the properties the text implies.

A replacement card set (for instance a transcription of the printed cards) must
keep these, or the rulebook's examples would no longer hold.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .events import EventCard, ReservoirShift
from .mutations import MutationCard, Orientation
from .vocabulary import CardColour, Emotion, EventDeck, OrganColour, Place, Shape, Terrain

if TYPE_CHECKING:
    from .loader import Problem, RulesData


@dataclass(frozen=True)
class NamedCard:
    """A card the rules name, how to find it, and what the text says of it."""

    rule: str
    find: Callable[[MutationCard], bool]
    label: str
    facts: tuple[tuple[str, Callable[[MutationCard], bool]], ...]


@dataclass(frozen=True)
class NamedEvent:
    rule: str
    find: Callable[[EventCard], bool]
    label: str
    facts: tuple[tuple[str, Callable[[EventCard], bool]], ...]


def _by_name(name: str) -> Callable[[MutationCard], bool]:
    return lambda m: m.name == name


def _by_promoted(name: str) -> Callable[[MutationCard], bool]:
    return lambda m: m.promoted_name == name


def _by_number(number: int) -> Callable[[MutationCard], bool]:
    return lambda m: m.number == number


def _some(test: Callable[[Orientation], bool]) -> Callable[[MutationCard], bool]:
    return lambda m: any(test(o) for o in m.orientations)


def _event_named(name: str) -> Callable[[EventCard], bool]:
    return lambda e: e.name.lower() == name.lower()


def _shift(card: EventCard, disk: str, source: Place, destination: Place) -> bool:
    return any(
        isinstance(e, ReservoirShift) and e.disk == disk and e.source is source and e.destination is destination
        for e in card.events
    )


NAMED_CARDS: tuple[NamedCard, ...] = (
    NamedCard(
        "E3b",
        _by_name("electrolocation"),
        "electrolocation",
        (
            ("is bought with exactly one red plus organ", lambda m: m.plus_organs == (OrganColour.RED,)),
            ("promotes to the infrared pit sensor", lambda m: m.promoted_name == "infrared pit sensor"),
            ("can speciate into a burrower", _some(lambda o: o.shape is Shape.BURROWER)),
        ),
    ),
    NamedCard(
        "E2d",
        _by_promoted("cud-chewing"),
        "cud-chewing",
        (
            (
                "carries a green monster usable at size 5",
                _some(lambda o: o.monster and o.plus_organs == (OrganColour.GREEN,) and o.max_size >= 5),
            ),
        ),
    ),
    NamedCard(
        "E6b",
        _by_promoted("alary muscle"),
        "alary muscle",
        (("is a flyer genotype of maximum size 1", _some(lambda o: o.shape is Shape.FLYER and o.max_size == 1)),),
    ),
    NamedCard(
        "I1",
        _by_name("fur"),
        "fur",
        (("can give a white (cold-adaptation) organ", _some(lambda o: OrganColour.WHITE in o.plus_organs)),),
    ),
    NamedCard(
        "J6b",
        _by_name("air sacs"),
        "air sacs",
        (
            ("promotes to the bronchoalveolar lung", lambda m: m.promoted_name == "bronchoalveolar lung"),
            ("is a fear tail", _some(lambda o: o.left is Emotion.FEAR and o.right is None)),
        ),
    ),
    NamedCard(
        "J6b",
        _by_promoted("olfactory antenna"),
        "olfactory antenna",
        (("is a fear head", _some(lambda o: o.right is Emotion.FEAR and o.left is None)),),
    ),
    NamedCard(
        "J6b",
        _by_name("aggregation pheromones"),
        "aggregation pheromones",
        (
            ("promotes to mobbing behavior", lambda m: m.promoted_name == "mobbing behavior"),
            ("is a fear brain", _some(lambda o: o.left is Emotion.FEAR and o.right is Emotion.FEAR)),
        ),
    ),
    NamedCard(
        "J6c",
        _by_promoted("limbic system"),
        "limbic system",
        (
            (
                "is a brain taking an anger head and a fear tail",
                _some(lambda o: (o.left, o.right) == (Emotion.ANGER, Emotion.FEAR)),
            ),
        ),
    ),
    NamedCard(
        "J6c",
        _by_promoted("horned head"),
        "horned head",
        (("is an anger head", _some(lambda o: o.right is Emotion.ANGER and o.left is None)),),
    ),
    NamedCard(
        "J6c",
        _by_promoted("adrenal glands"),
        "adrenal glands",
        (("is a brain taking a fear head", _some(lambda o: o.left is Emotion.FEAR and o.right is not None)),),
    ),
    NamedCard(
        "J4",
        _by_promoted("tentacled head"),
        "tentacled head",
        (
            ("is green", lambda m: m.colour is CardColour.GREEN),
            (
                "is a green monster head usable at size 2",
                _some(
                    lambda o: (
                        o.monster and o.plus_organs == (OrganColour.GREEN,) and o.max_size >= 2 and o.right is not None
                    )
                ),
            ),
        ),
    ),
    NamedCard(
        "erratum",
        _by_number(29),
        "#29 hyoid apparatus",
        (
            ("is the hyoid apparatus", lambda m: m.name == "hyoid apparatus"),
            ("can speciate into a burrower (erratum)", _some(lambda o: o.shape is Shape.BURROWER)),
            ("records the erratum", lambda m: m.erratum is not None),
        ),
    ),
    NamedCard(
        "J5",
        _by_number(56),
        "#56 haustorium",
        (
            ("is the haustorium", lambda m: m.name == "haustorium"),
            (
                "has a parasitic-plant (0) and a parasitic-fungus (5) orientation",
                lambda m: (
                    sorted(o.haustorium_skeletal or -1 for o in m.orientations) == [0, 5]
                    or {o.haustorium_skeletal for o in m.orientations} == {0, 5}
                ),
            ),
        ),
    ),
    NamedCard(
        "M2",
        _by_number(74),
        "#74 yolked eggs",
        (
            ("is the yolked eggs", lambda m: m.name == "yolked eggs"),
            (
                "is a blue card bought with two blue plus organs",
                lambda m: m.colour is CardColour.BLUE and m.plus_organs == (OrganColour.BLUE, OrganColour.BLUE),
            ),
        ),
    ),
    NamedCard(
        "M2",
        _by_number(92),
        "#92 contest dimorphism",
        (("is the contest dimorphism", lambda m: m.name == "contest dimorphism"),),
    ),
    *(
        NamedCard(
            "erratum",
            _by_number(n),
            f"#{n}",
            (("records the missing maximum-size die (erratum)", lambda m: m.erratum is not None),),
        )
        for n in (86, 89, 91)
    ),
)


NAMED_EVENTS: tuple[NamedEvent, ...] = (
    NamedEvent(
        "M1",
        lambda e: e.number == 7,
        "#7 basalt flood traps",
        (
            ("is the basalt flood traps", lambda e: e.name.lower() == "basalt flood traps"),
            (
                "is an ET card led by Green",
                lambda e: e.deck is EventDeck.ET and e.player_order is not None and e.player_order[0] == "green",
            ),
            ("moves Gondwana", lambda e: e.craton == "gondwana"),
            (
                "resolves a crater, a westward collision, a climax, then a mountain into the Atmosphere",
                lambda e: (
                    [ev.kind for ev in e.events] == ["crater", "collision", "climax", "reservoir"]
                    and getattr(e.events[1], "direction", None) == "west"
                    and _shift(e, "black", Place.CONTINENTAL, Place.ATMOSPHERE)
                ),
            ),
            ("its crater is volcanic (K5g Basalt Traps)", lambda e: bool(getattr(e.events[0], "volcanic", False))),
        ),
    ),
    NamedEvent(
        "M1",
        lambda e: e.number == 33,
        "#33 silicate weathering",
        (
            ("is the silicate weathering", lambda e: e.name.lower() == "silicate weathering"),
            ("is a goldilocks card of Siberia", lambda e: e.deck is EventDeck.GOLDILOCKS and e.craton == "siberia"),
            (
                "weathers a mountain into an offshore deposit",
                lambda e: _shift(e, "black", Place.CONTINENTAL, Place.OFFSHORE),
            ),
            ("grows a bloom offshore", lambda e: _shift(e, "green", Place.OXYGEN, Place.OFFSHORE)),
        ),
    ),
    NamedEvent(
        "D10c",
        lambda e: e.number == 34,
        "#34 wetlands eutrophication",
        (
            ("is the wetlands eutrophication", lambda e: e.name.lower() == "wetlands eutrophication"),
            ("is a biosphere card", lambda e: e.deck is not EventDeck.ET),
            ("its first row requires microbes", lambda e: all("microbe" in ev.requires for ev in e.rows[0])),
            (
                "its second row moves a green disk from the Oxygen onto a sea (erratum)",
                lambda e: (
                    len(e.rows) >= 2
                    and any(
                        isinstance(ev, ReservoirShift)
                        and ev.disk == "green"
                        and ev.source is Place.OXYGEN
                        and ev.destination is Place.CONTINENTAL
                        and ev.onto is Terrain.SEA
                        for ev in e.rows[1]
                    )
                ),
            ),
            ("records the erratum", lambda e: e.erratum is not None),
        ),
    ),
    NamedEvent(
        "D3",
        _event_named("C.A.M.P."),
        "C.A.M.P.",
        (
            ("is an ET card of Laurentia", lambda e: e.deck is EventDeck.ET and e.craton == "laurentia"),
            (
                "drives Laurentia east",
                lambda e: any(ev.kind == "collision" and getattr(ev, "direction", None) == "east" for ev in e.events),
            ),
        ),
    ),
    NamedEvent(
        "D8",
        _event_named("hypercapnia"),
        "hypercapnia",
        (
            ("is an ET card", lambda e: e.deck is EventDeck.ET),
            (
                "has a metabolic radiation",
                lambda e: any(ev.kind == "radiation" and getattr(ev, "deck", None) == "metabolic" for ev in e.events),
            ),
        ),
    ),
    NamedEvent(
        "D10d",
        _event_named("megamonsoon"),
        "megamonsoon",
        (
            (
                "brackets three events with the precipitation icon",
                lambda e: sum("precipitation" in ev.requires for ev in e.events) == 3,
            ),
        ),
    ),
    NamedEvent(
        "D12",
        _event_named("CO2 desert"),
        "CO2 desert",
        (
            ("is a too-cold card", lambda e: e.deck is EventDeck.TOO_COLD),
            (
                "degasses a white disk into a rain shadow",
                lambda e: any(
                    isinstance(ev, ReservoirShift) and ev.disk == "white" and ev.rain_shadow for ev in e.events
                ),
            ),
        ),
    ),
    NamedEvent(
        "A6a",
        _event_named("Chicxulub class comet"),
        "Chicxulub class comet",
        (
            ("is an ET card for the long game only", lambda e: e.deck is EventDeck.ET and e.long_game_only),
            ("ends the game", lambda e: any(ev.kind == "comet" for ev in e.events)),
        ),
    ),
    NamedEvent(
        "D4",
        _event_named("pangea rift"),
        "pangea rift",
        (("rifts Pangea", lambda e: e.deck is EventDeck.ET and any(ev.kind == "pangea_rift" for ev in e.events)),),
    ),
    *(
        NamedEvent(
            "K5g",
            _event_named(name),
            name,
            (
                (
                    "has a volcanic crater",
                    lambda e: any(ev.kind == "crater" and getattr(ev, "volcanic", False) for ev in e.events),
                ),
            ),
        )
        for name in ("ring of fire", "eruption winter")
    ),
)


def named_card_problems(data: RulesData) -> list[Problem]:
    """A problem for each named card or event that is missing or lacks a stated property."""
    from .loader import Problem

    problems: list[Problem] = []
    mutations = data.mutations_file.mutation
    for named in NAMED_CARDS:
        matches = [m for m in mutations if named.find(m)]
        if len(matches) != 1:
            problems.append(
                Problem(
                    "mutations.toml", f"the rules name {named.label} ({named.rule}); found {len(matches)} such cards"
                )
            )
            continue
        card = matches[0]
        for fact, test in named.facts:
            if not test(card):
                entry = f"mutation (number {card.number}, {card.name!r})"
                problems.append(Problem("mutations.toml", f"{named.label} {fact} ({named.rule})", entry=entry))
    events = data.events_file.event
    for named_event in NAMED_EVENTS:
        found = [e for e in events if named_event.find(e)]
        if len(found) != 1:
            problems.append(
                Problem(
                    "events.toml",
                    f"the rules name {named_event.label} ({named_event.rule}); found {len(found)} such cards",
                )
            )
            continue
        event = found[0]
        for fact, check in named_event.facts:
            if not check(event):
                entry = f"event (number {event.number}, {event.name!r})"
                problems.append(Problem("events.toml", f"{named_event.label} {fact} ({named_event.rule})", entry=entry))
    windy = [e for e in events if any(ev.kind == "windy" for ev in e.events)]
    if not windy:
        problems.append(Problem("events.toml", "the rules name a windy biosphere event (D11, F5b); none found"))
    return problems

"""Setup (C1): colours, cratons, starting herbivores, decks and the Display."""

from __future__ import annotations

from collections.abc import Sequence

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import EventDeck, MutationDeck, PlayerColour, Shape

from .rng import Rng
from .state import Creeple, DisplayRow, GameLength, GameMode, GameState, Level, Phase, PlayerState, Species

#: The tooth & claw supercontinent sits at this latitude (R12); it never moves (A8d).
TOOTH_AND_CLAW_LATITUDE = 4


class SetupError(ValueError):
    """The requested game cannot be set up (wrong player count, unknown colour...)."""


def new_state(
    data: RulesData,
    *,
    players: int | Sequence[PlayerColour],
    seed: int,
    mode: GameMode = GameMode.TOOTH_AND_CLAW,
    length: GameLength = GameLength.STANDARD,
    apomorphies: bool = False,
) -> GameState:
    if mode is not GameMode.TOOTH_AND_CLAW:
        raise SetupError("only the tooth & claw game can be set up so far")
    rng = Rng.from_seed(seed)
    colours = _colours(players, rng)
    limits = data.limits

    # C1f, R12: only the players' starting cratons, joined in a random row.
    start_hex = {h.start: (c.id, h.number) for c in data.cratons_file.craton for h in c.hexes if h.start}
    cratons = [start_hex[colour][0] for colour in colours]
    rng.shuffle(cratons)

    player_states = []
    creeples = []
    for colour in colours:
        reserve = {shape: limits.creeples_per_shape for shape in Shape}
        reserve[Shape.ARCHETYPE] = 0
        # C1c: seven domes on the archetype card; C1l: one starts as a herbivore.
        archetype = Species(colour, Shape.ARCHETYPE, unborn=limits.creeples_per_shape - 1)
        player_states.append(PlayerState(colour=colour, species=[archetype], reserve=reserve))
        craton, number = start_hex[colour]
        creeples.append(Creeple(colour, Shape.ARCHETYPE, f"{craton}:{number}", Level.HERBIVORE))

    # C1m, R14: Era I takes 5 ET cards from the deck without the long game's comet.
    et_cards = _ordinary_et_cards(data)
    rng.shuffle(et_cards)
    era_deck = et_cards[: data.special_cards.era.events_per_era]

    # C1o: each Display row gets 4 cards; the top of its draw deck is the fifth.
    display = []
    for deck in MutationDeck:
        cards = [m.number for m in data.mutations_file.mutation if m.colour.deck is deck]
        rng.shuffle(cards)
        display.append(DisplayRow(deck=deck, slots=list(cards[:4]), draw=cards[4:]))

    by_skeletal = sorted(colours, key=lambda c: -data.players[c].skeletal_number)
    state = GameState(
        mode=mode,
        seed=seed,
        rng=rng,
        players=player_states,
        craton_order=cratons,
        latitudes={c: TOOTH_AND_CLAW_LATITUDE for c in cratons},
        display=display,
        et_deck=era_deck,
        cube_pool=dict(limits.cubes),
        tools_available=[t.id for t in data.special_cards.tool],
        fossil_pool=limits.fossil_tokens,
        creeples=creeples,
        phase=Phase.ACTIONS,
        order=by_skeletal,
        length=length,
        final_era=2 if length is GameLength.STANDARD else 3,
        apomorphies=apomorphies,
    )
    from .flow import TurnFlow

    state.stack.append(TurnFlow())
    names = ", ".join(c.value for c in colours)
    game_kind = "" if length is GameLength.STANDARD else f", the {length.value} game (A6)"
    game_kind += ", with the experimental apomorphies (J8)" if apomorphies else ""
    state.say(
        "C1",
        f"Tooth & claw for {len(colours)}{game_kind}: {names}. Supercontinent, west to east: {', '.join(cratons)}.",
    )
    return state


def _colours(players: int | Sequence[PlayerColour], rng: Rng) -> list[PlayerColour]:
    if isinstance(players, int):
        if not 2 <= players <= 4:
            raise SetupError("tooth & claw is for 2 to 4 players")
        # C1c: each seat is dealt its colour at random, so seat 1 is any colour with equal chance.
        pool = list(PlayerColour)
        rng.shuffle(pool)
        return pool[:players]
    colours = [PlayerColour(c) for c in players]
    if not 2 <= len(colours) <= 4 or len(set(colours)) != len(colours):
        raise SetupError("tooth & claw needs 2 to 4 different colours")
    return colours


def _ordinary_et_cards(data: RulesData) -> list[int]:
    return [e.number for e in data.events_file.event if e.deck is EventDeck.ET and not e.long_game_only]


def era_deck(data: RulesData, era: int, rng: Rng) -> list[int]:
    """The face-down ET cards of an era (A1f): five of the ordinary cards; Era III shuffles the comet in (A6a)."""
    count = data.special_cards.era.events_per_era
    cards = _ordinary_et_cards(data)
    rng.shuffle(cards)
    if era < 3:
        return cards[:count]
    comets = [e.number for e in data.events_file.event if e.deck is EventDeck.ET and e.long_game_only]
    deck = cards[: count - len(comets)] + comets
    rng.shuffle(deck)
    return deck

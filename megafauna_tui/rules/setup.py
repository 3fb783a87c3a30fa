"""Setup (C1): colours, starting herbivores, decks and the Display, shared by every game.

Each game puts these pieces together in its own ``Variant.setup`` (see variant.py),
adding its cratons and whatever else it needs; ``variant.new_state`` picks the game by mode.
"""

from __future__ import annotations

from collections.abc import Sequence

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import Climate, EventDeck, MutationDeck, PlayerColour, Shape

from .geometry import Placement
from .rng import Rng
from .state import Creeple, DisplayRow, GameLength, GameMode, GameState, Level, Phase, PlayerState, Species


class SetupError(ValueError):
    """The requested game cannot be set up (wrong player count, unknown colour, a game not built yet...)."""


def seating(players: int | Sequence[PlayerColour], seed: int) -> tuple[Rng, list[PlayerColour]]:
    """The game's random generator and the colours in seat order: dealt at random from a count (C1c)."""
    rng = Rng.from_seed(seed)
    return rng, _colours(players, rng)


def start_hex(data: RulesData, colour: PlayerColour) -> tuple[str, int]:
    """The craton and hex number where the colour's first herbivore starts (C1l)."""
    for craton in data.cratons_file.craton:
        for spec in craton.hexes:
            if spec.start == colour:
                return craton.id, spec.number
    raise SetupError(f"no craton has a starting hex for {colour.value}")


def seat_players(data: RulesData, colours: Sequence[PlayerColour]) -> tuple[list[PlayerState], list[Creeple]]:
    """Each player's archetype and reserve, and the starting herbivore on its craton (C1c, C1l)."""
    limits = data.limits
    player_states = []
    creeples = []
    for colour in colours:
        reserve = {shape: limits.creeples_per_shape for shape in Shape}
        reserve[Shape.ARCHETYPE] = 0
        # C1c: seven domes on the archetype card; C1l: one starts as a herbivore.
        archetype = Species(colour, Shape.ARCHETYPE, unborn=limits.creeples_per_shape - 1)
        player_states.append(PlayerState(colour=colour, species=[archetype], reserve=reserve))
        craton, number = start_hex(data, colour)
        creeples.append(Creeple(colour, Shape.ARCHETYPE, f"{craton}:{number}", Level.HERBIVORE))
    return player_states, creeples


def position(
    data: RulesData,
    *,
    mode: GameMode,
    seed: int,
    rng: Rng,
    players: list[PlayerState],
    placements: tuple[Placement, ...],
    display: list[DisplayRow],
    et_deck: list[int],
    order: list[PlayerColour],
    length: GameLength,
    apomorphies: bool,
    creeples: list[Creeple] | None = None,
    latitude_dice: list[str] | None = None,
    biosphere: dict[str, list[int]] | None = None,
) -> GameState:
    """The position at the start of turn 1, with the box's cubes, tools and fossils in their pools (B7) and the
    final era the length sets (A6): each game's setup deals the rest."""
    return GameState(
        mode=mode,
        seed=seed,
        rng=rng,
        players=players,
        placements=placements,
        display=display,
        et_deck=et_deck,
        cube_pool=dict(data.limits.cubes),
        tools_available=[t.id for t in data.special_cards.tool],
        fossil_pool=data.limits.fossil_tokens,
        creeples=creeples or [],
        phase=Phase.ACTIONS,
        order=order,
        length=length,
        final_era=2 if length is GameLength.STANDARD else 3,
        apomorphies=apomorphies,
        latitude_dice=latitude_dice or [],
        biosphere=biosphere or {},
    )


def first_era_deck(data: RulesData, rng: Rng) -> list[int]:
    """C1m, R14: Era I takes 5 ET cards from the deck without the long game's comet."""
    et_cards = _ordinary_et_cards(data)
    rng.shuffle(et_cards)
    return et_cards[: data.special_cards.era.events_per_era]


def deal_display(data: RulesData, rng: Rng) -> list[DisplayRow]:
    """C1o: each Display row gets 4 cards; the top of its draw deck is the fifth."""
    display = []
    for deck in MutationDeck:
        cards = [m.number for m in data.mutations_file.mutation if m.colour.deck is deck]
        rng.shuffle(cards)
        display.append(DisplayRow(deck=deck, slots=list(cards[:4]), draw=cards[4:]))
    return display


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


def biosphere_deck(data: RulesData, climate: Climate, rng: Rng) -> list[int]:
    """All twelve cards of one biosphere deck, shuffled: at setup (C1n) and whenever it runs out (A1c)."""
    cards = [e.number for e in data.events_file.event if e.deck is climate.deck]
    rng.shuffle(cards)
    return cards


def biosphere_decks(data: RulesData, rng: Rng) -> dict[str, list[int]]:
    """C1n: the three biosphere decks, each shuffled, by climate."""
    return {each.value: biosphere_deck(data, each, rng) for each in Climate}


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

"""One object per kind of game: the hooks where the rules of tooth & claw and the other games part ways.

The rule modules never test ``state.mode``; they ask ``game.variant``. A hook
exists only where the rules core calls it today, and each game is one subclass
holding its answers, in a module of its own on top of the core (tooth_and_claw,
achterbahn, solo, venus), looked up by its mode in ``VARIANTS`` (as chess variants
are). The base class holds the answers every game shares; a game overrides
what its rules change.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Sequence
from importlib import import_module
from typing import TYPE_CHECKING, ClassVar

from megafauna_tui.data.events import Event
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import Biome, DiskColour, OrganColour, PlayerColour, RoadrunnerColour, Shape, World

from .board import can_eat
from .scoring import final_score, fossil_awards
from .setup import SetupError
from .state import GameLength, GameMode, GameState, Level, Side, Species

if TYPE_CHECKING:
    from .decisions import Decision
    from .engine import Game
    from .event_phase import Resolver
    from .frame import Frame


class Variant(ABC):
    """The rules one kind of game changes; the shared answers are the defaults here."""

    mode: ClassVar[GameMode]
    trophic_levels: ClassVar[tuple[Level, ...]] = (Level.HERBIVORE, Level.CARNIVORE)
    """The levels a creeple may occupy in a biome, bottom first (F6)."""
    complete: ClassVar[bool] = True
    """Every rule of this game is built. An incomplete game can be set up by tests and the rules core, but the
    app, the command line and the rules index do not offer it as playable."""
    draws_biosphere: ClassVar[bool] = False
    """A biosphere card is drawn beside the ET card unless the biosphere is stable (A1b, A1c)."""
    biosphere_when_stable: ClassVar[bool] = False
    """The stable icon does not stop the biosphere card: the solo games draw one every turn (K5, R57)."""
    sizes: ClassVar[bool] = False
    """Species change size with the resize action, outgrow their cards and become kiwis (E6, J1); tooth & claw
    keeps every species at size one (A8a)."""
    monsters: ClassVar[bool] = False
    """A monster orientation places a monster token worth the species' size in organs (E2d, J4); tooth & claw
    places an ordinary cube (A8g, R35)."""
    venom: ClassVar[bool] = False
    """Venomous prey is safe from smaller, unarmed, non-venomous carnivores (J3, F4b); not in tooth & claw (A8g)."""
    event_ledger: ClassVar[bool] = False
    """The position keeps where each event of the turn began in the log and every disk moved this turn
    (``GameState.event_marks``, ``disk_moves``), so a screen can show what each event did. Tooth & claw keeps
    neither: its positions, and so its saves, stay as they were."""
    sides: ClassVar[tuple[Side, ...]] = (Side.ANIMAL,)
    """Whom a person may choose to play at setup (K, Ke, Kf); only the solo games offer more than one."""
    world: ClassVar[World] = World.EARTH
    """The planet the game is played on: Earth, but for the solo games on Mars and Venus (K3b)."""
    one_person: ClassVar[bool] = False
    """One person plays every side, and the game ends with an outcome (Kd) rather than a ranking (K, Ke, Kf)."""

    @abstractmethod
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
        """The position at the start of turn 1 (C1), with the turn flow on its stack; ``side`` is one of
        ``sides``, checked by the caller."""

    @abstractmethod
    def action_maximum(self, game: Game, colour: PlayerColour) -> int:
        """How many actions the player may take this action phase (A2a)."""

    @abstractmethod
    def reveal_hearts(self, game: Game) -> None:
        """Fix the mutagen's hearts before any species is measured against them (D7), and log them."""

    @abstractmethod
    def heart_limit(self, game: Game, species: Species) -> int:
        """The organs the species may keep through this mutagen (D7, D7d)."""

    @abstractmethod
    def humidity(self, game: Game, hex_id: str) -> OrganColour:
        """The humidity niche colour of the hex (G5)."""

    @abstractmethod
    def raft_headings(self, game: Game, hex_id: str) -> tuple[str, ...]:
        """The headings, east or west, a raft may take from this hex (F5)."""

    @abstractmethod
    def skips_event(self, game: Game, event: Event) -> bool:
        """True, after logging why, if this game does not play the event; False if it is resolved (A1e)."""

    def horror_plant(self, colour: PlayerColour, game: Game | None = None) -> bool:
        """Whether this player's species are horror plants: limited on the metabolic row (E1d), free to
        take distant hosts (J2c), with their own action maximum and heart (A2b, D7c). Nobody in tooth &
        claw, where Green is an ordinary species (A8h, R25). ``game`` tells a game whose answer depends on
        its setup (the chimera, Kf9)."""
        return False

    def free_resurrection(self, game: Game, colour: PlayerColour) -> bool:
        """Whether this player's resurrection (E7) now spends no action: never, but where a game starts its
        players as freshly resurrected Lazarus (K3f, R107)."""
        return False

    def may_hold_medea(self, colour: PlayerColour, game: Game | None = None) -> bool:
        """Whether this colour may take the Medea card, by claiming it (E8) or by a ricochet (D10b); ``game``
        tells a game whose answer depends on its setup (Ke)."""
        return True

    def plant_automated(self, game: Game) -> bool:
        """Whether Player Green is the semi-automated plant of K8 (the plain solo game, the chimera's and the
        Venus animal game), rather than a player or absent (R59)."""
        return False

    def chimera(self, game: Game, colour: PlayerColour) -> bool:
        """Whether these pieces are a chimera's, Player Green playing an animal (Kf, R103): only in a solo game."""
        return False

    def answered_by(self, game: Game, colour: PlayerColour) -> PlayerColour:
        """The player who answers the decisions of this colour: itself, unless a game has one person answer for
        several colours (K: the solo player; L2b: the Medea runs the automated plant)."""
        return colour

    def cloud_seeder(self, game: Game) -> PlayerColour:
        """Who sends a white disk to the Clouds or the Atmosphere (D13): the Medea, unless a game gives that
        superpower to someone else (L1a)."""
        return next(p.colour for p in game.state.players if p.medea)

    def carbon_exhaled(self, game: Game) -> bool:
        """Whether a black disk may go into the Atmosphere at all (L1a, R60): always, but in the Venus games
        once the animals are extinct."""
        return True

    def ricochets(self, game: Game) -> bool:
        """Whether a pulled gun hands the Medea on (D10b): when Player Green is in the game, unless a game keeps
        the card where it is (K6a, R60)."""
        return any(p.colour is PlayerColour.GREEN for p in game.state.players)

    def skeletal(self, game: Game, colour: PlayerColour) -> float:
        """The player's skeletal number (C1d, G7, H6): printed on its archetype card, unless a game gives a
        player another (Kf1)."""
        return game.data.players[colour].skeletal_number

    def own_answer(self, game: Game, decision: Decision) -> str | None:
        """The answer the game gives a decision itself, before anyone is asked, logged; None to ask whoever
        decides. Only the games with the semi-automated plant answer some (K8, the plant policy)."""
        return None

    def end_of_events(self, game: Game) -> None:  # noqa: B027 - a hook most games leave alone
        """What happens once the last event of the phase is resolved (A1h, D10h); nothing in tooth & claw."""

    def biome(self, game: Game, hex_id: str) -> Biome:
        """The printed terrain, unless a disk covers it: green forest, black mountain, white ice (F3).

        An offshore shelf is a biome only while a green disk makes it a bloom (F3b); a bare
        shelf is no place at all, and asking for its biome is an error.
        """
        game_map = game.map
        if hex_id in game_map.shelf_coast:
            shelf = game.state.shelf(hex_id)
            if shelf is None or not shelf.bloom:
                raise ValueError(f"the offshore {hex_id} has no bloom: it is not a biome (F3b)")
            return Biome.BLOOM
        disk = game.state.disks.get(hex_id)
        if disk is None:
            return game_map.printed_biome[hex_id]
        if disk == "green":
            return Biome.FOREST
        return Biome.MOUNTAIN if disk == "black" else Biome.ICE

    def players_dealt(self, colours: Sequence[PlayerColour]) -> int:
        """How many colours the seed dealt to a game now seated with these colours (C1c), so that a replay
        deals them again: all of them, unless the game adds a side nobody is dealt (L2: the plant)."""
        return len(colours)

    def levels_for(self, colour: PlayerColour) -> tuple[Level, ...]:
        """The trophic levels this player's creeples may occupy, bottom first: every level of the game, unless
        its rules keep a side off some (K2: the plant is never a carnivore, an animal never a plant)."""
        return self.trophic_levels

    def automated_plant(self, game: Game, colour: PlayerColour) -> bool:
        """Whether this colour is the semi-automated plant nobody plays, bound by the forced rules K8a-K8c
        (see automated_plant.py): Player Green's pieces, in the games whose plant nobody plays (R59, R103:
        the chimera plays Green with another colour's pieces)."""
        return colour is PlayerColour.GREEN and self.plant_automated(game)

    def creeples_in_play(
        self, data: RulesData, colour: PlayerColour, shape: Shape, state: GameState | None = None
    ) -> int:
        """How many creeples of this colour and shape the game uses (B7): seven of each, unless a game sets some
        aside (K3d); ``state`` tells a game whose answer depends on its setup (Ke, L1)."""
        return data.limits.creeples_per_shape

    def disk_stock(self, data: RulesData) -> dict[DiskColour, int]:
        """The climate disks in the game, by colour (B7): the 42 of the box unless a game uses fewer (K3a)."""
        return dict(data.limits.disks)

    def oxygen(self, game: Game) -> int:
        """What lies on the Oxygen track: its green disks (C1k); a game may put other pieces there (K3g)."""
        return len(game.state.reservoirs.get("oxygen", ()))

    def end_of_turn(self, game: Game) -> Frame | None:
        """Work at the end of a turn the game goes on from, before the next begins: none, unless a game adds
        some (Kf6)."""
        return None

    def era_awards(self, game: Game) -> None:
        """What ends an era before the last: the fossil awards (I5)."""
        fossil_awards(game)

    def game_ends(self, game: Game) -> bool:
        """Whether the game ends at the end of this turn (A4c, A6, A6a, J6f); logs the language ending."""
        state = game.state
        # J6f: language ends the game in phase A4 of the next turn whose ET card is an Era III card,
        # after the awards of the era before it (A4c).
        spoken = state.language_turn is not None and state.event_era == 3 and state.turn > state.language_turn
        if spoken:
            game.say("J6f", "Language ends the game in this Era III turn.")
        return state.comet or spoken or (state.era_ending and state.game_ending)

    def final_score(self, game: Game, colour: PlayerColour) -> dict[str, int]:
        """The player's victory points by part, with the total (A7)."""
        return final_score(game, colour)

    def settle(self, game: Game) -> None:
        """Once every score is known: the most VP win and ties share the place (A7)."""
        state = game.state
        best = max(s["total"] for s in state.scores.values())
        state.winners = [c for c, s in state.scores.items() if s["total"] == best]
        names = " and ".join(c.value.capitalize() for c in state.winners)
        game.say("A7", f"{names} win{'s' if len(state.winners) == 1 else ''} with {best} VP.")

    # -- the event phase: hooks the solo game answers (K5) ----------------------------

    def replaces_event(self, game: Game, event: Event) -> Resolver | None:
        """The resolver this game plays instead of the printed event (K5a, K5c, K5d, K5f, K5h), or None to
        play the event as printed."""
        return None

    def icon_cards(self, game: Game, card: int) -> tuple[int | None, int | None]:
        """The ET and biosphere cards whose craton icons an event printed on ``card`` strikes (A1d, R45): this
        turn's, unless the game resolves an event of an earlier turn (K5h)."""
        return game.state.event_card, game.state.biosphere_card

    def craton_for_icon(self, game: Game, event: Event, icon: str) -> str:
        """The craton an event's craton icon strikes: the craton of that name (R37 maps the alien ones)."""
        return icon

    def crater_site(self, game: Game, event: Event, craton: str) -> str | None:
        """Where a crater falls without a die roll (K5g), or None to roll for the biome (D2)."""
        return None

    def crowded(self, game: Game, species: Species) -> bool:
        """Whether the species counts in a crowd disease (D9); the solo plant does not (K5d)."""
        return True

    def rift_size(self, game: Game) -> int:
        """The fewest cratons of a continent a Pangea rift breaks up (D4: three; K5i: two)."""
        return 3

    def before_events(self, game: Game) -> Frame | None:
        """Work to do once the turn's cards are revealed, before their events (K5h); nothing here."""
        return None

    def after_events(self, game: Game) -> Frame | None:
        """A choice offered after the last event, before the end-of-phase sweep (K6, R56); nothing here."""
        return None

    def fixed_disk(self, game: Game, place: str) -> bool:
        """Whether the disk on this place stays put whatever an event asks (K5g); a collision that subducts
        the place still takes it."""
        return False

    def terrain_key(self, game: Game) -> Hashable | None:
        """What, besides the map's placements, decides every place's biome and the winds (F3, F5), as a key:
        dispersal keeps the routes it works out (F2) for any position with the same key. None where more
        decides them than a key could cheaply name (disks, shelves, a climate's winds): routes are then
        worked out afresh each time."""
        return None

    def shelf_is_biome(self, game: Game, shelf_id: str) -> bool:
        """F3b: an offshore shelf is a biome only while a green disk makes it a bloom."""
        shelf = game.state.shelf(shelf_id)
        return shelf is not None and shelf.bloom

    def habitat(self, game: Game, hex_id: str, species: Species, level: Level) -> tuple[str, str] | None:
        """Why, beyond the biome table, the species cannot live here at this level, as (rule, words); None when
        nothing more is asked. Only the games with plants ask more (K2, K7, K7b)."""
        return None

    def habitat_note(self, game: Game, hex_id: str, level: Level) -> str:
        """What a newborn's destination says of its habitat beyond cost and contest: nothing, unless a game's
        plants hang on their water (K7b, K7c)."""
        return ""

    def eats(self, game: Game, eater: Species, food: Species, level: Level) -> bool:
        """Whether a creeple of ``eater`` at ``level`` may feed on ``food``, one level below it (F4)."""
        return can_eat(game, eater, food)

    def contest_rules(self, level: Level) -> Level:
        """Whose contest rules a contest at this level follows: the herbivore rules G2-G8 at the herbivore
        level, the carnivore rules H2-H6 at the carnivore level (K2a moves them up a level)."""
        return level

    def roadrunner(self, game: Game, hex_id: str) -> RoadrunnerColour:
        """The roadrunner niche of a biome: the printed icon of its biome (F3d, G4, H3)."""
        return game.data.biomes[self.biome(game, hex_id)].roadrunner

    def contest_bonus(self, game: Game, species: Species, colour: OrganColour, level: Level) -> int:
        """Organs a species counts beyond its own when a contest at this level compares organs of this colour
        (G4, G5, H3): none, unless a game lends some (Kf7: the chimera among other players)."""
        return 0


#: The module holding each game's rules, by mode. The core never imports a game: a game's module registers its
#: variant (``register``) when it is first needed, as python-chess's variants stand on its board and not the
#: other way round; a program that plays tooth & claw never loads the climate events' rules.
GAME_MODULES: dict[GameMode, str] = {
    GameMode.TOOTH_AND_CLAW: "tooth_and_claw",
    GameMode.ACHTERBAHN: "achterbahn",
    GameMode.SOLO_MARS: "solo",
    GameMode.SOLO_VENUS: "solo",
    GameMode.SOLO_EARTH: "solo",
    GameMode.VENUS_L1: "venus",
    GameMode.VENUS_L2: "venus",
}


class _Registry(dict[GameMode, Variant]):
    """The games registered so far, by mode; looking up one not registered yet loads its module first."""

    def get(self, mode: GameMode, default: Variant | None = None) -> Variant | None:  # type: ignore[override]
        """As ``self[mode]``, loading the game's module first, or ``default`` for a game with no rules."""
        try:
            return self[mode]
        except KeyError:
            return default

    def __missing__(self, mode: GameMode) -> Variant:
        module = GAME_MODULES.get(mode)
        if module is not None:
            import_module(f"{__package__}.{module}")  # the game's module registers itself on import
        if mode in self:
            return self[mode]
        raise KeyError(mode)


#: Every game the rules core can play, by its mode (see ``GAME_MODULES``).
VARIANTS: dict[GameMode, Variant] = _Registry()


def load_games() -> None:
    """Load every game's rules: what reads a save, which may hold any game's frames, needs them all."""
    for module in dict.fromkeys(GAME_MODULES.values()):
        import_module(f"{__package__}.{module}")


def register(variant: Variant) -> None:
    """A game's module makes its rules known under its mode."""
    VARIANTS[variant.mode] = variant


def variant_for(mode: GameMode) -> Variant:
    """The rules of a kind of game; the one place a mode is looked up.

    A mode with no variant (a game whose rules are not built) raises SetupError: it can be neither set up nor
    loaded, rather than be played with another game's rules.
    """
    try:
        return VARIANTS[mode]
    except KeyError:
        raise SetupError(f"the {mode.value.replace('_', ' ')} game cannot be played yet") from None


def new_state(
    data: RulesData,
    *,
    players: int | Sequence[PlayerColour],
    seed: int,
    mode: GameMode = GameMode.TOOTH_AND_CLAW,
    length: GameLength = GameLength.STANDARD,
    apomorphies: bool = False,
    plant_policy: bool = False,
    side: Side = Side.ANIMAL,
) -> GameState:
    """The position at the start of the game ``mode`` (C1); ``side`` is whom the person plays in a solo game
    (K, Ke, Kf); ``plant_policy`` lets the game answer the automated plant's choices (K8, see plant_policy.py),
    and changes nothing in a game without one."""
    variant = variant_for(mode)
    if side not in variant.sides:
        raise SetupError(f"the {mode.value.replace('_', ' ')} game cannot be played as the {side.value}")
    state = variant.setup(data, players=players, seed=seed, length=length, apomorphies=apomorphies, side=side)
    state.plant_policy = plant_policy
    return state

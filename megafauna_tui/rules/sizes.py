"""Sizes: the resize action (E6), outgrowing a card (J1, E6a), the kiwi rule (E6b, E3e) and the free
resize of White and Green (J8b).

A species' size die runs from 1 to 6. Growing past the maximum size printed on a
promoted mutation loses that card (J1); growing past the genotype card's own maximum
turns the species into a kiwi, an archetype that keeps its organs and mutations,
when the player's archetype is extinct, and otherwise kills it (E6b). A species
carrying a monster token never grows past that card's maximum (R50). Tooth &
claw keeps every species at size one (A8a): the game says so with ``Variant.sizes``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import PlayerColour, Shape

from . import automated_plant
from .board import check_all_prey, check_habitability, feeds_on, habitable, name, suitable_food, upright
from .decisions import Decision, DecisionKind, Option
from .emotions import without_card
from .extinction import discard_card, go_extinct
from .frame import Frame
from .organs import card_cubes, card_name, discard_mutation, release
from .size_limits import (
    SMALLEST,
    can_grow,
    can_resize,
    genotype_max_size,
    kiwi_possible,
    outgrown,
)
from .state import Level, PlayerState, Species

if TYPE_CHECKING:
    from .engine import Game

#: The players whose ever-growth gives them a free resize each action phase (J8b).
EVER_GROWING = (PlayerColour.WHITE, PlayerColour.GREEN)


# -- resizing --------------------------------------------------------------------------------


def growth_words(game: Game, species: Species) -> str:
    """What growing one step would do, for the player choosing it."""
    size = species.size + 1
    words = [f"grow to size {size}"]
    for number in outgrown(game, species, size):
        kept = number in species.personality
        verb = "keeps the card but loses its organs (J6g)" if kept else "is lost"
        words.append(f"{card_name(game, species, number)} {verb} (J1)")
    if size > genotype_max_size(game, species):
        if kiwi_possible(game, species.colour):
            words.append("becomes a kiwi: an archetype (E6b)")
        else:
            words.append("dies out: it outgrows its genotype and the archetype lives (E6b)")
    return "; ".join(words)


def resize(game: Game, species: Species, step: int, rule: str) -> None:
    """E6: move the size die one step, lose what the species outgrew (E6a, E6b), then do a prey suitability
    check (F4) by which the species may gain or lose endangerment (R74)."""
    species.size += step
    verb = "grows" if step > 0 else "shrinks"
    game.say(rule, f"{name(species)} {verb} to size {species.size}.")
    if step > 0:
        for number in outgrown(game, species, species.size):
            outgrow_card(game, species, number)
        cap = genotype_max_size(game, species)
        if species.size > cap:
            if kiwi_possible(game, species.colour):
                become_kiwi(game, species, cap)
            else:
                go_extinct(game, species, f"it outgrew its genotype card (size {cap} at most) and its archetype lives")
    check_all_prey(game)
    stand_up_fed(game, species)


def stand_up_fed(game: Game, species: Species) -> None:
    """E6, F4, R74: after a resize the species loses endangerment where it now has suitable prey: an Endangered
    carnivore of the species stands up on a biome it can inhabit, over prey it can now eat, when no other
    carnivore stands there (H2: one upright creeple per level)."""
    for creeple in game.state.creeples:
        if creeple.species_key != species.key or not creeple.endangered or creeple.level is not Level.CARNIVORE:
            continue
        hex_id = creeple.hex
        if upright(game, hex_id, Level.CARNIVORE) is not None or not habitable(game, hex_id, species, Level.CARNIVORE):
            continue
        prey = suitable_food(game, species, hex_id, Level.CARNIVORE)
        if prey is None:
            continue
        creeple.endangered = False
        game.say("E6", f"{name(creeple)} in {hex_id} can eat {name(prey)} at size {species.size} and stands up (F4).")


def outgrow_card(game: Game, species: Species, number: int) -> None:
    """J1, E6a: the outgrown card goes with its cubes; a personality card keeps its place, not its cubes."""
    if number not in species.personality:
        discard_card(game, species, number, "J1")
        return
    card = species.card(number)
    release(game, card_cubes(card))
    card.organs.clear()
    card.monster = False
    game.say("J1", f"{name(species)} outgrows {card_name(game, species, number)}: its cubes go; the card stays (J6g).")


def become_kiwi(game: Game, species: Species, cap: int) -> None:
    """E6b: the archetype card replaces the outgrown genotype, keeping every organ and mutation, and every
    creeple of the species becomes an archetype creeple (R73)."""
    state = game.state
    player = state.player(species.colour)
    old = species.shape
    genotype = species.genotype
    on_map = [c for c in state.creeples if c.species_key == species.key]
    hosts = [
        h for s in state.all_species() for card in s.cards for h in card.hosts if (h.colour, h.shape) == species.key
    ]
    placed = len(on_map) + len(hosts) + species.newborn
    player.reserve[old] = player.reserve.get(old, 0) + species.unborn + placed
    species.unborn = player.reserve.get(Shape.ARCHETYPE, 0) - placed
    player.reserve[Shape.ARCHETYPE] = 0
    for creeple in on_map:
        creeple.shape = Shape.ARCHETYPE
    for host in hosts:
        host.shape = Shape.ARCHETYPE
    if genotype is not None and genotype in species.personality:
        species.personality = without_card(game.data, species, genotype)  # R108: the genotype leaves the row
        game.say("E6b", f"The outgrown genotype card leaves {species.colour.value.capitalize()}'s personality (R108).")
    species.shape = Shape.ARCHETYPE
    species.genotype = None
    _rename_in_turn(game, species.colour, old)
    game.say(
        "E6b",
        f"{species.colour.value.capitalize()}'s {old.value} outgrows its genotype card (size {cap} at most): it "
        f"becomes a kiwi, an archetype with all its organs and mutations; its {old.value}s become domes.",
    )
    if genotype is not None:
        file_genotype(game, player, genotype, "E6b")
    check_habitability(game, "E6b", {c.hex for c in on_map})


def file_genotype(game: Game, player: PlayerState, number: int, rule: str) -> None:
    """R73: a kiwi's former genotype card goes to the fossil record: a fossil chit (R17), the card discarded;
    the archetype card is in play again."""
    state = game.state
    player.archetype_stored = False
    discard_mutation(game, number)
    if state.fossil_pool > 0:
        state.fossil_pool -= 1
        player.fossils += 1
        game.say(rule, f"The {game.data.mutations[number].promoted_name} genotype goes to the fossil record (R73).")
    else:
        game.say("B7", "The fossil pool is empty; no more fossils can be recorded.")


def _rename_in_turn(game: Game, colour: PlayerColour, old: Shape) -> None:
    """A species that became a kiwi keeps whatever the frames at work keep by its shape: its mutation budget
    and emotions of this action phase (E1a, E1b)."""
    for frame in game.state.stack:
        frame.species_renamed(colour, old, Shape.ARCHETYPE)


# -- the action ------------------------------------------------------------------------------


def resize_actions(game: Game, colour: PlayerColour, *, free_used: bool) -> list[tuple[str, str, str]]:
    """The resize options of an action phase: E6 itself, and J8b's free resize for White and Green."""
    if not game.variant.sizes:
        return []
    species = game.state.player(colour).species
    if not any(resizable(game, s) for s in species):
        return []  # K8b: the automated plant only resizes to grow
    found = [("resize", "resize: each species one size step up or down", "E6")]
    if game.state.apomorphies and colour in EVER_GROWING and not free_used:
        found.append(("free_resize", "free resize (ever-growth): no action spent", "J8b"))
    return found


def resizable(game: Game, species: Species) -> bool:
    """Whether a resize may change this species: it has a step to take (E6), and for the automated plant that
    step is up (K8b)."""
    return can_resize(game, species) and automated_plant.may_resize(game, species)


def resize_frame(game: Game, colour: PlayerColour, *, free: bool) -> Resize:
    shapes = [s.shape for s in game.state.player(colour).species]
    return Resize(colour, shapes, "J8b" if free else "E6", predators=[] if free else None)


@dataclass(slots=True)
class Resize(Frame):
    """E6: one species at a time, the player grows it, shrinks it or leaves it as it is."""

    kind = "resize"
    colour: PlayerColour
    queue: list[Shape] = field(default_factory=list)
    rule: str = "E6"
    predators: list[str] | None = None
    """J8b: 'colour:shape' of every carnivore that fed on a herbivore this free resize changed; None when
    the resize gives no such bonus (E6, or the predators' own bonus resize)."""
    grown: bool = False
    """Whether a species changed size in this resize (K8b: the automated plant's must grow one)."""

    def step(self, game: Game) -> Decision | None:
        player = game.state.player(self.colour)
        while self.queue:
            species = player.find(self.queue[0])
            if species is None or not resizable(game, species):
                self.queue.pop(0)
                continue
            options = []
            if can_grow(game, species):
                options.append(Option("grow", growth_words(game, species), self.rule))
            if species.size > SMALLEST and automated_plant.may_shrink(game, self.colour):  # K8b: never down
                options.append(Option("shrink", f"shrink to size {species.size - 1}", self.rule))
            ruled_out: tuple[str, ...] = ()
            if self._may_keep(game):
                options.append(Option("keep", f"stay at size {species.size}", self.rule))
            else:
                ruled_out = (f"stay at size {species.size}: the plant may not pass while it can grow (K8b, R109)",)
            free = " (free)" if self.rule == "J8b" else ""
            prompt = f"Resize your {species.shape.value}{free}: it is size {species.size}."
            return Decision(self.colour, DecisionKind.RESIZE, prompt, self.rule, tuple(options), ruled_out)
        game.state.stack.pop()
        if self.predators:
            offer_predators(game, self.colour, self.predators)
        return None

    def _may_keep(self, game: Game) -> bool:
        """K8b, R109: the automated plant resizes only up, and may not pass while it can still grow within its
        mutations (R97), so its resize action then grows a species: the one in question stays only when one
        grew already or a later one still can. A free resize (J8b) is no action and may leave every size."""
        if self.rule != "E6" or self.grown or not automated_plant.automated(game, self.colour):
            return True
        player = game.state.player(self.colour)
        if not any(automated_plant.room_to_grow(game, s) for s in player.species):
            return True  # it may pass (R97), so a resize that grows nothing asks nothing more of it
        later = (player.find(shape) for shape in self.queue[1:])
        return any(s is not None and resizable(game, s) for s in later)

    def answer(self, game: Game, key: str) -> None:
        species = game.state.species(self.colour, self.queue.pop(0))
        if key == "keep":
            return
        self.grown = True
        if self.predators is not None:
            for predator in predators_of(game, species):
                if predator not in self.predators:
                    self.predators.append(predator)
        resize(game, species, 1 if key == "grow" else -1, self.rule)


def predators_of(game: Game, species: Species) -> list[str]:
    """J8b: the carnivore species feeding on this species' herbivores now, as 'colour:shape'."""
    found: list[str] = []
    creeples = game.state.creeples
    for prey in creeples:
        if prey.species_key != species.key or prey.level is not Level.HERBIVORE:
            continue
        for hunter in creeples:
            key = f"{hunter.colour.value}:{hunter.shape.value}"
            if hunter.species_key != species.key and key not in found and feeds_on(game, hunter, prey):
                found.append(key)
    return found


def offer_predators(game: Game, resizer: PlayerColour, predators: list[str]) -> None:
    """J8b: each predator of a herbivore just resized for free may resize too, also for free, by one step;
    owners are asked in player order. The resizing player's own predators had their free step already."""
    by_owner: dict[PlayerColour, list[Shape]] = {}
    for key in predators:
        colour, _, shape = key.partition(":")
        if PlayerColour(colour) is not resizer:
            by_owner.setdefault(PlayerColour(colour), []).append(Shape(shape))
    order = [c for c in game.state.order if c in by_owner]
    for colour in reversed(order):
        game.state.stack.append(Resize(colour, by_owner[colour], "J8b"))

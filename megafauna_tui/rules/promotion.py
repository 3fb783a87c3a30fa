"""Promotion and speciation (E2, E3), with mutualism (J2), personality (J6) and tools (J7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from megafauna_tui.data.mutations import Orientation
from megafauna_tui.data.vocabulary import Emotion, PlayerColour, Shape

from . import automated_plant
from .board import check_prey, habitable, level_above, name, species_of, suitable_food, suitable_prey, upright
from .contests import settle
from .decisions import Decision, DecisionKind, Option
from .emotions import arrangements, emotions, has_language, row_emotions
from .extinction import check_extinction
from .frame import Frame
from .monsters import inherited_cubes, place_token
from .organs import AcquireCubes, CubeNeed, card_spot
from .size_limits import barred_orientations, kiwi_daughter, legal_orientations, promotable
from .sizes import file_genotype
from .state import Creeple, GameLength, HostCreeple, Level, Species, ToolInPlay
from .words import counted

if TYPE_CHECKING:
    from .engine import Game


#: Faces read lately, by identity, with the words: every Display card's faces are read for every purchase
#: offered, in every future a search plays out, and a face never changes.
_READ: dict[int, tuple[Orientation, str]] = {}
_READ_KEPT = 4096


def describe(face: Orientation) -> str:
    """A short reading of an orientation for a person choosing it."""
    kept = _READ.get(id(face))
    if kept is not None and kept[0] is face:  # not another face at its address
        return kept[1]
    if len(_READ) >= _READ_KEPT:
        _READ.clear()
    words = _READ[id(face)] = (face, _words(face))
    return words[1]


def _words(face: Orientation) -> str:
    parts = []
    if face.shape:
        parts.append(f"speciate: {face.shape.value}")
    organs = "+".join(o.value for o in face.plus_organs) or "no organs"
    parts.append(f"monster {organs}" if face.monster else organs)
    parts.append(f"max size {face.max_size}")
    if face.left or face.right:
        halves = f"{face.left.value if face.left else '-'}|{face.right.value if face.right else '-'}"
        parts.append(f"emoticons {halves}")
    for flag, word in ((face.mutualism, "mutualism"), (face.fossil, "fossil"), (face.venom, "venom")):
        if flag:
            parts.append(word)
    if face.recession:
        parts.append(f"recession {face.recession.value}")
    if face.haustorium_skeletal is not None:
        parts.append(f"skeletal {face.haustorium_skeletal}")
    return ", ".join(parts)


@dataclass(slots=True)
class PromoteCard(Frame):
    """E2: choose which unpromoted mutation to flip."""

    kind = "promote_card"
    colour: PlayerColour

    def step(self, game: Game) -> Decision | None:
        # K8b: the automated plant's cards that can turn to venom or mutualism are promoted first.
        forced = automated_plant.forced_promotions(game, self.colour)
        cards = forced or [(s, n) for s in game.state.player(self.colour).species for n in promotable(game, s)]
        options = tuple(
            Option(f"{s.shape.value}/{n}", f"{s.shape.value}: {game.data.mutations[n].name}", "K8b" if forced else "E2")
            for s, n in cards
        )
        why = " K8b: the plant must promote to venom or mutualism first." if forced else ""
        return Decision(
            self.colour, DecisionKind.PROMOTE_CARD, f"Promote which mutation?{why}", "K8b" if forced else "E2", options
        )

    def answer(self, game: Game, key: str) -> None:
        shape, _, number = key.partition("/")
        game.state.stack.pop()
        game.state.stack.append(PromoteOrientation(self.colour, Shape(shape), int(number)))


@dataclass(slots=True)
class PromoteOrientation(Frame):
    """E2b: choose the orientation to turn upright; a creeple shape means speciation (E2i)."""

    kind = "promote_orientation"
    colour: PlayerColour
    shape: Shape
    number: int

    def step(self, game: Game) -> Decision | None:
        species = game.state.species(self.colour, self.shape)
        card = game.data.mutations[self.number]
        legal = legal_orientations(game, species, self.number)
        faces = automated_plant.promotion_faces(game, species, self.number, legal)  # K8b: to venom or mutualism
        options = tuple(
            Option(
                str(i + 1),
                f"{card.promoted_name}: {describe(card.orientations[i])}",
                "K8b" if faces != legal else "E3" if card.orientations[i].shape else "E2b",
            )
            for i in faces
        )
        prompt = f"Turn {card.name} over to {card.promoted_name}: which orientation?"
        barred = barred_orientations(game, species, self.number)
        ruled_out = tuple(f"way {i + 1} ({describe(card.orientations[i])}): {why}" for i, why in sorted(barred.items()))
        return Decision(self.colour, DecisionKind.ORIENTATION, prompt, "E2b", options, ruled_out)

    def answer(self, game: Game, key: str) -> None:
        game.state.stack.pop()
        species = game.state.species(self.colour, self.shape)
        promote(game, species, self.number, int(key) - 1)


def promote(game: Game, species: Species, number: int, orientation: int) -> None:
    card = species.card(number)
    data = game.data.mutations[number]
    face = data.orientations[orientation]
    species.basal.extend(card.organs)  # E2c: the old plus organs become basal
    moved = len(card.organs)
    card.organs.clear()
    card.promoted = True
    card.orientation = orientation
    game.say(
        "E2",
        f"{name(species)} promotes {data.name} to {data.promoted_name}; {counted(moved, 'organ')} made basal (E2c).",
    )
    if face.shape is not None:
        speciate(game, species, number, face)
        return
    game.state.stack.append(PromotionSteps(species.colour, species.shape, number))


@dataclass(slots=True)
class PromotionSteps(Frame):
    """After the flip: plus organs (E2c), a mutualism host (E2f, J2), then personality (E2h)."""

    kind = "promotion_steps"
    colour: PlayerColour
    shape: Shape
    number: int
    stage: int = 0

    def step(self, game: Game) -> Decision | None:
        stack = game.state.stack
        species = game.state.player(self.colour).find(self.shape)
        if species is None:
            stack.pop()
            return None
        face = _face(game, species, self.number)
        self.stage += 1
        if self.stage == 1:
            if face.venom:
                _venomous_now(game, species)
            if face.monster and game.variant.monsters:
                place_token(game, species, self.number, face.plus_organs[0])  # E2d
            else:
                needs = [CubeNeed(self.colour, self.shape, card_spot(self.number), o) for o in face.plus_organs]
                stack.append(AcquireCubes(self.colour, needs))
        elif self.stage == 2 and face.mutualism:
            stack.append(ChooseHost(self.colour, self.shape, self.number))
        elif self.stage == 3:
            stack.append(ArrangePersonality(self.colour, self.shape))
        elif self.stage > 3:
            stack.pop()
        return None


def _face(game: Game, species: Species, number: int) -> Orientation:
    card = species.card(number)
    assert card.orientation is not None
    return game.data.mutations[number].orientations[card.orientation]


# -- E3 speciation -----------------------------------------------------------------


def speciate(game: Game, mother: Species, number: int, face: Orientation) -> None:
    """E3: the card leaves the mother and founds the daughter with her basal organs and size."""
    assert face.shape is not None
    state = game.state
    player = state.player(mother.colour)
    mother.cards = [c for c in mother.cards if c.number != number]
    kiwi = kiwi_daughter(game, mother, face)
    shape = Shape.ARCHETYPE if kiwi else face.shape  # E3e: too small a card for her size makes a kiwi
    creeples = player.reserve.get(shape, 0)
    player.reserve[shape] = 0
    # E3d: every creeple of the new shape waits on the genotype until one replaces a mother creeple.
    daughter = Species(mother.colour, shape, genotype=None if kiwi else number, size=mother.size, unborn=creeples)
    player.species.append(daughter)
    inherited = list(mother.basal)  # E3b
    if game.variant.monsters:
        inherited += inherited_cubes(mother)  # R76: one cube for each of her monster tokens
    if face.recession is not None and face.recession in inherited:
        inherited.remove(face.recession)  # E3c: involuntary neoteny, never extinction
        game.say("E3c", f"Recession: the {shape.value} daughter drops a {face.recession.value} basal organ.")
    needs = [CubeNeed(mother.colour, shape, "basal", organ) for organ in inherited]
    needs += [CubeNeed(mother.colour, shape, "genotype", organ) for organ in face.plus_organs]
    card_name = game.data.mutations[number].promoted_name
    game.say("E3", f"{name(mother)} speciates: {card_name} founds {name(daughter)} at size {daughter.size} (E3a, E3b).")
    if kiwi:
        game.say(
            "E3e",
            f"{name(mother)} is size {mother.size}, larger than {card_name} allows ({face.max_size}): the daughter "
            "is a kiwi, founded on the archetype card.",
        )
        file_genotype(game, player, number, "E3e")
    state.stack.append(SpeciateMother(mother.colour, mother.shape, shape))
    state.stack.append(AcquireCubes(mother.colour, needs))


@dataclass(slots=True)
class SpeciateMother(Frame):
    """E3d: a daughter creeple replaces one of the mother's creeples (Endangered allowed)."""

    kind = "speciate_mother"
    colour: PlayerColour
    mother: Shape
    daughter: Shape

    def step(self, game: Game) -> Decision | None:
        options: dict[str, Option] = {}
        for creeple in game.state.living(self.colour, self.mother):
            key = f"{creeple.hex}/{creeple.level.value}" + ("/endangered" if creeple.endangered else "")
            lying = ", Endangered" if creeple.endangered else ""
            options.setdefault(key, Option(key, f"{creeple.level.value} in {creeple.hex}{lying}", "E3d", creeple.hex))
        prompt = f"Which {self.mother.value} becomes the first {self.daughter.value}?"
        return Decision(self.colour, DecisionKind.SPECIATE_MOTHER, prompt, "E3d", tuple(options.values()))

    def answer(self, game: Game, key: str) -> None:
        state = game.state
        state.stack.pop()
        parts = key.split("/")
        hex_id, level, endangered = parts[0], Level(parts[1]), len(parts) > 2
        mother = state.species(self.colour, self.mother)
        daughter = state.species(self.colour, self.daughter)
        old = next(
            c
            for c in state.living(self.colour, self.mother)
            if (c.hex, c.level, c.endangered) == (hex_id, level, endangered)
        )
        state.creeples.remove(old)
        mother.unborn += 1
        daughter.unborn -= 1
        # E3d: the daughter starts Endangered only if she cannot live here, whatever her mother's state;
        # a carnivore daughter also needs suitable prey (F4), and an upright rival means a contest (G2, H2).
        fits = habitable(game, hex_id, daughter, level)
        rival = upright(game, hex_id, level)
        new = Creeple(self.colour, self.daughter, hex_id, level, endangered=not fits)
        state.creeples.append(new)
        was = " Endangered" if endangered else ""
        status = " and is Endangered: she cannot live here" if not fits else ""
        game.say("E3d", f"The first {self.daughter.value} replaces the{was} {self.mother.value} in {hex_id}{status}.")
        if level is Level.CARNIVORE and not new.endangered and suitable_prey(game, daughter, hex_id) is None:
            new.endangered = True
            game.say("F4", f"{name(new)} in {hex_id} has no suitable prey and is Endangered.")
        if rival is not None and not new.endangered:
            settle(game, hex_id, level, new, rival)
        check_prey(game, hex_id)
        check_extinction(game, mother, "E3d")


# -- J2 mutualism ------------------------------------------------------------------


def host_candidates(game: Game, species: Species) -> list[tuple[Species, str, str]]:
    """J2, J2a: another species that shares a biome with this one as its suitable predator or prey (F4),
    or for a horror plant one baited by an unpromoted horror-plant card anywhere (J2c, R77), with an Unborn
    or Newborn to give; each with the rule that allows it."""
    state = game.state
    found: list[tuple[Species, str, str]] = []
    mine = [c for c in state.creeples if c.species_key == species.key]
    partners: list[tuple[PlayerColour, Shape]] = []
    mushroom: list[tuple[PlayerColour, Shape]] = []
    for creeple in mine:
        for partner in _food_chain(game, species, creeple):
            if partner.species_key not in partners:
                partners.append(partner.species_key)
    if game.variant.horror_plant(species.colour, game):
        # J2c, R77: the magic mushroom reaches any other species holding an unpromoted horror-plant card.
        for player in state.players:
            for other in player.species:
                if other.key != species.key and other.key not in partners and horror_plant_bait(game, other):
                    mushroom.append(other.key)
    for colour, shape in partners + mushroom:
        host = state.species(colour, shape)
        rule = "J2c" if host.key in mushroom else "J2"
        if host.unborn > 0:
            found.append((host, "unborn", rule))
        if host.newborn > 0:
            found.append((host, "newborn", rule))
    return found


def _food_chain(game: Game, species: Species, creeple: Creeple) -> list[Creeple]:
    """J2: the creeples sharing this one's biome as its suitable prey, one level below, or its predator, one
    level above (F4, F4d: the eaten one upright). In the games with plants a herbivore eats its plant as a
    carnivore eats its prey (K2a, R85), so a herbivore's plant, and a plant's herbivore, are partners too."""
    found = []
    prey = suitable_food(game, species, creeple.hex, creeple.level)
    if prey is not None:
        found.append(prey)
    above = level_above(game, creeple.level)
    if above is None or creeple.endangered:
        return found
    predator = upright(game, creeple.hex, above)
    if predator is not None and game.variant.eats(game, species_of(game, predator), species, above):
        found.append(predator)
    return found


def horror_plant_bait(game: Game, species: Species) -> bool:
    """J2c: the species holds an unpromoted card showing the horror-plant icon."""
    return any(not card.promoted and game.data.mutations[card.number].horror_plant for card in species.cards)


def _host_key(host: Species, where: str) -> str:
    return f"{host.colour.value}:{host.shape.value}/{where}"


@dataclass(slots=True)
class ChooseHost(Frame):
    """J2: promoting to mutualism takes a host creeple, if any species qualifies (J2a)."""

    kind = "choose_host"
    colour: PlayerColour
    shape: Shape
    number: int

    def step(self, game: Game) -> Decision | None:
        species = game.state.species(self.colour, self.shape)
        candidates = host_candidates(game, species)
        if not candidates:
            game.state.stack.pop()
            game.say("J2a", f"{name(species)} finds no suitable host for its mutualism.")
            return None
        options = tuple(
            Option(_host_key(h, where), f"{name(h)}, from its {where}", rule) for h, where, rule in candidates
        )
        return Decision(self.colour, DecisionKind.HOST, "Mutualism: which species hosts?", "J2", options)

    def answer(self, game: Game, key: str) -> None:
        species = game.state.species(self.colour, self.shape)
        rule = next((r for h, w, r in host_candidates(game, species) if _host_key(h, w) == key), "J2")
        game.state.stack.pop()
        owner, _, where = key.partition("/")
        colour, _, shape = owner.partition(":")
        host = game.state.species(PlayerColour(colour), Shape(shape))
        if where == "unborn":
            host.unborn -= 1
        else:
            host.newborn -= 1
        species.card(self.number).hosts.append(HostCreeple(host.colour, host.shape))
        game.say(rule, f"{name(host)} gives a host creeple from its {where} to {name(species)}.")


# -- J6 personality ----------------------------------------------------------------


@dataclass(slots=True)
class ArrangePersonality(Frame):
    """E2h, J6b: after a promotion the species may rearrange its personality row."""

    kind = "arrange_personality"
    colour: PlayerColour
    shape: Shape

    def step(self, game: Game) -> Decision | None:
        species = game.state.player(self.colour).find(self.shape)
        rows = [] if species is None else arrangements(game.data, species)
        if species is None or not rows:
            game.state.stack.pop()
            return None
        options = [Option("keep", "keep the personality as it is", "E2h")]
        for row in rows:
            found = row_emotions(game.data, species, row) or []
            cards = " - ".join(game.data.mutations[n].promoted_name for n in row)
            feelings = ", ".join(e.value for e in found)
            options.append(Option("-".join(str(n) for n in row), f"{cards} ({feelings})", "J6b"))
        return Decision(self.colour, DecisionKind.PERSONALITY, "Form a personality?", "J6b", tuple(options))

    def answer(self, game: Game, key: str) -> None:
        game.state.stack.pop()
        if key == "keep":
            return
        species = game.state.species(self.colour, self.shape)
        before = emotions(game.data, species)
        species.personality = [int(n) for n in key.split("-")]
        after = emotions(game.data, species)
        gained = ", ".join(e.value for e in after)
        game.say("J6b", f"{name(species)} forms a personality with {counted(len(after), 'emotion')}: {gained}.")
        if has_language(after) and not has_language(before):
            game.say("J6f", f"{name(species)} acquires language (+3 VP at final scoring).")
            state = game.state
            if state.length is not GameLength.STANDARD and state.language_turn is None:
                state.language_turn = state.turn
                game.say("J6f", "In this game language ends the game in the next Era III turn.")
        curious = after.count(Emotion.CURIOSITY) - before.count(Emotion.CURIOSITY)
        if curious > 0:
            game.state.stack.append(ChooseTool(self.colour, self.shape, curious))


# -- J7 tools ----------------------------------------------------------------------


@dataclass(slots=True)
class ChooseTool(Frame):
    """J7: each new curiosity emotion may claim an unclaimed public tool (B7)."""

    kind = "choose_tool"
    colour: PlayerColour
    shape: Shape
    count: int

    def step(self, game: Game) -> Decision | None:
        available = game.state.tools_available
        if self.count <= 0 or not available:
            game.state.stack.pop()
            return None
        tools = {t.id: t for t in game.data.special_cards.tool}
        options = [Option("none", "take no tool", "J7")]
        for tool_id in available:
            for side, face in enumerate(tools[tool_id].sides):
                extra = ", diving bell" if face.diving_bell else ""
                options.append(
                    Option(f"{tool_id}/{side + 1}", f"{tools[tool_id].name}: hunts {face.hunts.value}{extra}", "J7")
                )
        return Decision(self.colour, DecisionKind.TOOL, "Curiosity: claim a tool?", "J7", tuple(options))

    def answer(self, game: Game, key: str) -> None:
        self.count -= 1
        if key == "none":
            return
        tool_id, _, side = key.partition("/")
        species = game.state.species(self.colour, self.shape)
        game.state.tools_available.remove(tool_id)
        species.tools.append(ToolInPlay(tool_id, int(side) - 1))
        game.say("J7", f"{name(species)} takes up the {tool_id.replace('_', ' ')}.")
        # J7d: a tool wards off what hunts the species' shape without tools, at every level it stands on: the
        # carnivores over its herbivores, and, in the games with plants, the grazers over its plants (K2a).
        for hex_id in sorted({c.hex for c in game.state.creeples if c.species_key == species.key}):
            check_prey(game, hex_id)


def _venomous_now(game: Game, species: Species) -> None:
    """E2g: a species that just took a black widow orientation is venomous from now on; its predators that
    can no longer eat it lie down at once (F4, H1). Tooth & claw has no venom (A8g)."""
    if not game.variant.venom:
        return
    game.say("E2g", f"{name(species)} is venomous: only venomous, tool-using or larger carnivores may eat it (J3).")
    for hex_id in sorted({c.hex for c in game.state.creeples if c.species_key == species.key}):
        check_prey(game, hex_id)

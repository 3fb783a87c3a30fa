"""Sizes, monsters and venom in the Achterbahn game (E6, J1, E2d, J4, J3, F4b), which tooth & claw leaves out (A8a,
A8g).

Positions are Achterbahn tables (``Table(..., mode=GameMode.ACHTERBAHN)``): all four cratons at latitude 4,
Siberia's hexes 5 and 6 are humid weeds with a yellow roadrunner, hex 0 its mountain. Each test plays what a
player would choose and checks the sizes, cards, creeples and log lines that follow.
"""

from __future__ import annotations

from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import DiskColour, MutationDeck, OrganColour, PlayerColour, Shape
from megafauna_tui.rules import climate
from megafauna_tui.rules.actions import PlayerTurn
from megafauna_tui.rules.board import can_eat, is_endotherm
from megafauna_tui.rules.contests import carnivore_contest
from megafauna_tui.rules.decisions import DecisionKind
from megafauna_tui.rules.dispersal import dispersal_points
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.event_phase import Atrophy, MutagenEvent, RadiationEvent
from megafauna_tui.rules.invariants import violations
from megafauna_tui.rules.organs import AcquireCubes, CubeNeed
from megafauna_tui.rules.scenario import Card, Table
from megafauna_tui.rules.state import Creeple, GameMode, Level, Phase
from tests.rules.test_dispersal_and_contests import ask, dispersal, offered, one

BLACK, GREEN, ORANGE, WHITE = PlayerColour.BLACK, PlayerColour.GREEN, PlayerColour.ORANGE, PlayerColour.WHITE
ARCHETYPE, FLYER, BURROWER, ARMORED = Shape.ARCHETYPE, Shape.FLYER, Shape.BURROWER, Shape.ARMORED
R, Y, G, B, W = OrganColour.RED, OrganColour.YELLOW, OrganColour.GREEN, OrganColour.BLUE, OrganColour.WHITE

COMPOUND_EYE = 1  # orientation 1: one red, max size 3, anger emoticon on its right
NEMATOCYSTS = 14  # orientation 1: venom, max size 4
ELECTROLOCATION = 7  # orientation 1 speciates a burrower with max size 3
WING_BUDS = 27  # orientation 1 speciates the alary muscle flyer, max size 1
FUR = 34  # dense underfur; orientation 1 gives a white organ, max size 5
CUD_CHEWING = 48  # foregut fermentation; orientation 1 is a green monster, max size 6
TENTACLES = 62  # oral arms; orientation 1 is the tentacled head, a green monster of max size 4
GIANT_AXONS = 12  # escape reflex; orientation 1 is a red monster, max size 6
TOXIC_LATEX = 47  # latex vessels; orientation 1 is venomous
ECHOLOCATION = 9  # tympanum; orientation 2 founds a flyer of max size 2
SHELL_WITHDRAWAL = 21  # startle reflex; orientation 1 founds an armored of max size 6
INSECTIVORY = 53  # orientation 1 founds a flyer of max size 2


def achterbahn(rules: RulesData, *players: str) -> Table:
    return Table(rules, list(players), mode=GameMode.ACHTERBAHN)


def acting(table: Table, colour: PlayerColour, actions: int = 2) -> Game:
    """The player's action phase in the game's last turn (nothing after it can reach another event)."""
    return table.era_ends(game=True).game(PlayerTurn(colour, actions), phase=Phase.ACTIONS, then="dispersal")


def said(game: Game, rule: str) -> list[str]:
    return [entry.text for entry in game.state.log if entry.rule == rule]


def clouds(table: Table, disks: int) -> None:
    """Leave ``disks`` white disks on the Clouds, moving the rest to the Atmosphere (the green heart, D7c)."""
    moved = len(table.state.reservoirs[climate.CLOUDS]) - disks
    table.move_disks(DiskColour.WHITE, climate.CLOUDS, climate.ATMOSPHERE, moved)


# -- E6 the resize action ------------------------------------------------------------------------


def test_e6_resize_moves_each_species_one_step_up_or_down(rules: RulesData) -> None:
    """E6: one action resizes every species of the player by one step, each in its own direction or not at
    all; a size-1 species cannot shrink, and the dispersal points follow the size (F2a)."""
    table = achterbahn(rules, "orange", "black")
    table.species("orange", "archetype", basal="b")
    table.species("orange", "flyer", genotype=ECHOLOCATION, size=2)  # echolocation: max size 2
    table.creeple("orange", "archetype", "siberia:5")
    table.creeple("orange", "flyer", "siberia:6")
    game = acting(table, ORANGE)

    assert ask(game).option("resize") is not None
    game.answer("resize")
    decision = ask(game)
    assert (decision.kind, decision.rule) == (DecisionKind.RESIZE, "E6")
    assert "archetype" in decision.prompt and set(decision.keys) == {"grow", "keep"}
    game.answer("grow")
    decision = ask(game)
    assert "flyer" in decision.prompt and set(decision.keys) == {"grow", "shrink", "keep"}
    game.answer("shrink")

    archetype = game.state.species(ORANGE, ARCHETYPE)
    assert (archetype.size, game.state.species(ORANGE, FLYER).size) == (2, 1)
    assert said(game, "E6") == ["Orange's archetype grows to size 2.", "Orange's flyer shrinks to size 1."]
    assert dispersal_points(archetype) == 3  # F2a: size 2 plus one blue organ
    assert ask(game).kind is DecisionKind.ACTION and "1 action left" in ask(game).prompt
    assert violations(game) == []


def test_a8a_tooth_and_claw_offers_no_resize(rules: RulesData) -> None:
    """A8a: tooth & claw keeps every species at size 1; the resize action is never offered."""
    table = Table(rules, ["orange", "black"])
    table.species("orange", "archetype")
    table.creeple("orange", "archetype", "siberia:5")
    table.era_ends(game=True)
    game = table.game(PlayerTurn(ORANGE, 2), phase=Phase.ACTIONS, then="dispersal")
    assert "resize" not in ask(game).keys and "free_resize" not in ask(game).keys


def test_e6a_j1_an_outgrown_mutation_is_lost_with_its_cubes(rules: RulesData) -> None:
    """E6a, J1: growing past the maximum size of a promoted card (compound eye, max 3) discards it with its
    cube; the option says so before the player chooses. An unpromoted card has no maximum yet."""
    table = achterbahn(rules, "orange", "black")
    table.species(
        "orange", "archetype", size=3, cards=[Card(COMPOUND_EYE, organs="r", orientation=1), Card(NEMATOCYSTS, "r")]
    )
    table.creeple("orange", "archetype", "siberia:5")
    game = acting(table, ORANGE)
    red_pool = game.state.cube_pool[R]

    game.answer("resize")
    assert offered(game)["grow"] == "grow to size 4; compound eye is lost (J1)"
    game.answer("grow")

    archetype = game.state.species(ORANGE, ARCHETYPE)
    assert archetype.size == 4
    assert [c.number for c in archetype.cards] == [NEMATOCYSTS]
    assert game.state.cube_pool[R] == red_pool + 1
    assert said(game, "J1") == ["Orange's archetype loses compound eye."]
    assert violations(game) == []


def test_j1_a_personality_card_outgrown_keeps_its_place_but_not_its_cubes(rules: RulesData) -> None:
    """J1, J6g: a Cheshire Cat (a card in the personality) that the species outgrows loses its cubes only."""
    table = achterbahn(rules, "orange", "black")
    table.species("orange", "archetype", size=3, cards=[Card(COMPOUND_EYE, organs="r", orientation=1)])
    table.creeple("orange", "archetype", "siberia:5")
    game = acting(table, ORANGE)
    archetype = game.state.species(ORANGE, ARCHETYPE)
    archetype.personality = [COMPOUND_EYE]  # as if joined to another card's emoticon (J6b)

    game.answer("resize")
    assert offered(game)["grow"] == "grow to size 4; compound eye keeps the card but loses its organs (J6g) (J1)"
    game.answer("grow")
    assert archetype.card(COMPOUND_EYE).organs == []
    assert any("the card stays" in text for text in said(game, "J1"))
    assert violations(game) == []


# -- E6b, E3e the kiwi ---------------------------------------------------------------------------


def test_e6b_example_the_furry_flyer_becomes_a_kiwi(rules: RulesData) -> None:
    """E6b example: the last species, a furry alary muscle flyer (max size 1), grows to 2 on purpose. The
    archetype card replaces the genotype, the fur stays, and the three flyers on the map become domes. The
    genotype goes to the fossil record (R73)."""
    table = achterbahn(rules, "white", "black")
    table.species(
        "white", "flyer", genotype=WING_BUDS, genotype_organs="y", cards=[Card(FUR, organs="w", orientation=1)]
    )
    for hex_id in ("siberia:5", "siberia:6", "siberia:2"):
        table.creeple("white", "flyer", hex_id)
    game = acting(table, WHITE)
    player = game.state.player(WHITE)
    assert player.archetype_stored and player.fossils == 0

    game.answer("resize")
    assert offered(game)["grow"] == "grow to size 2; becomes a kiwi: an archetype (E6b)"
    game.answer("grow")

    assert player.find(FLYER) is None
    kiwi = game.state.species(WHITE, ARCHETYPE)
    assert (kiwi.size, kiwi.genotype) == (2, None)
    assert [c.number for c in kiwi.cards] == [FUR]  # the fur is retained
    assert kiwi.organs()[W] == 1 and kiwi.organs()[Y] == 1
    assert sorted(c.hex for c in game.state.creeples if c.shape is ARCHETYPE) == ["siberia:2", "siberia:5", "siberia:6"]
    assert kiwi.unborn == 4 and player.reserve[FLYER] == 7
    assert not player.archetype_stored and player.fossils == 1
    assert WING_BUDS in game.state.display[0].discard
    assert any("becomes a kiwi" in text for text in said(game, "E6b"))
    assert violations(game) == []


def genotype_in_a_personality(rules: RulesData) -> tuple[int, Shape, int, int, int]:
    """A genotype whose species face shows a head (a right half) and a card whose plain face takes it as the
    tail: (genotype, its shape, its max size, the partner card, the partner's orientation 1 or 2)."""
    cards = sorted(rules.mutations.values(), key=lambda c: c.number)
    for genotype in cards:
        for face in genotype.orientations:
            if face.shape is None or face.shape is ARCHETYPE or face.right is None or face.max_size > 4:
                continue
            for partner in cards:
                for i, other in enumerate(partner.orientations):
                    plain = other.shape is None and not other.monster and not other.mutualism
                    if partner.number != genotype.number and plain and other.left is face.right:
                        return genotype.number, face.shape, face.max_size, partner.number, i + 1
    raise LookupError("no genotype head with a partner tail in the data")


def test_e6b_r108_a_kiwi_s_genotype_leaves_its_personality(rules: RulesData) -> None:
    """E6b, R73, R108: a genotype joined in a personality (J6b) is filed when the species outgrows it; it leaves
    the personality with it, and a single card left is no personality. Scoring the kiwi's emotions (A7e) reads
    only cards it holds."""
    genotype, shape, cap, partner, orientation = genotype_in_a_personality(rules)
    face = rules.mutations[partner].orientations[orientation - 1]
    organs = "".join(str(o.value)[0] for o in face.plus_organs)
    table = achterbahn(rules, "white", "black")
    table.species(
        "white",
        shape.value,
        genotype=genotype,
        size=cap,
        cards=[Card(partner, organs=organs, orientation=orientation)],
        personality=[genotype, partner],
    )
    table.creeple("white", shape.value, "siberia:5")
    game = acting(table, WHITE)
    assert game.variant.final_score(game, WHITE)["emotions"] == 1
    game.answer("resize")
    game.answer("grow")
    kiwi = game.state.species(WHITE, ARCHETYPE)
    assert kiwi.genotype is None and kiwi.personality == []
    assert game.variant.final_score(game, WHITE)["emotions"] == 0
    assert any("leaves White's personality (R108)" in text for text in said(game, "E6b"))
    assert violations(game) == []


def test_e6b_outgrowing_the_genotype_while_the_archetype_lives_kills_the_species(rules: RulesData) -> None:
    """E6b: with the archetype alive the kiwi cannot happen, and the outgrown species dies out (I4)."""
    table = achterbahn(rules, "white", "black")
    table.species("white", "archetype")
    table.species("white", "flyer", genotype=WING_BUDS)
    table.creeple("white", "archetype", "siberia:5")
    table.creeple("white", "flyer", "siberia:6")
    game = acting(table, WHITE)

    game.answer("resize")
    game.answer("keep")  # the archetype
    assert offered(game)["grow"].endswith("dies out: it outgrows its genotype and the archetype lives (E6b)")
    game.answer("grow")
    assert game.state.player(WHITE).find(FLYER) is None
    assert any("outgrew its genotype card" in text for text in said(game, "I4"))
    assert violations(game) == []


def test_e3e_e2e_speciating_from_a_larger_mother_makes_a_kiwi_daughter(rules: RulesData) -> None:
    """E2e, E3e: a size-4 mother may take electrolocation's burrower orientation (max size 3) only because
    her archetype is extinct: the daughter is a kiwi on the archetype card, and her first dome replaces a
    mother creeple. The unused card goes to the fossil record (R73)."""
    table = achterbahn(rules, "black", "orange")
    table.species("black", "armored", genotype=SHELL_WITHDRAWAL, size=4, basal="b", cards=[Card(ELECTROLOCATION, "r")])
    table.creeple("black", "armored", "siberia:5")
    table.creeple("black", "armored", "siberia:6")
    game = acting(table, BLACK)

    game.answer("promote")  # electrolocation is the only card to promote
    assert set(ask(game).keys) == {"1", "2"}  # the burrower (max size 3) only as a kiwi
    assert ask(game).option("1").rule == "E3"
    game.answer("1")
    game.answer("siberia:5/herbivore")

    daughter = game.state.species(BLACK, ARCHETYPE)
    assert (daughter.size, daughter.genotype) == (4, None)
    assert sorted(daughter.basal) == sorted([R, B])  # E3b: the mother's basal organs, now with the red
    assert game.state.player(BLACK).find(BURROWER) is None
    assert one(game, BLACK, "archetype", "siberia:5").level is Level.HERBIVORE
    assert game.state.player(BLACK).fossils == 1
    assert any("the daughter is a kiwi" in text for text in said(game, "E3e"))
    assert violations(game) == []


def test_e3e_the_kiwi_daughter_is_forbidden_while_the_archetype_lives(rules: RulesData) -> None:
    """E3e, E2e: with the archetype alive, the burrower orientation (max size 3) is refused to a size-4
    mother, so electrolocation can only turn to its other side, which the game applies by itself."""
    table = achterbahn(rules, "black", "orange")
    table.species("black", "archetype")
    table.species("black", "armored", genotype=SHELL_WITHDRAWAL, size=4, cards=[Card(ELECTROLOCATION, organs="r")])
    table.creeple("black", "archetype", "siberia:6")
    table.creeple("black", "armored", "siberia:5")
    game = acting(table, BLACK)
    game.answer("promote")
    orientation = [(d, o) for d, o in game.forced if d.kind is DecisionKind.ORIENTATION]
    assert [o.key for _, o in orientation] == ["2"]
    assert game.state.species(BLACK, ARMORED).card(ELECTROLOCATION).orientation == 1
    assert game.state.player(BLACK).find(BURROWER) is None


# -- E2d, J4 monsters ----------------------------------------------------------------------------


def test_e2d_example_the_monster_cow(rules: RulesData) -> None:
    """E2d example: a size-5 cow promotes foregut fermentation to cud-chewing: a green monster token, no
    cube, counting as 5 green organs for every purpose (J4). Darwinian radiation with no other green or blue
    plus organ shrinks the cow to size 4 instead of taking the token (D8b)."""
    table = achterbahn(rules, "green", "orange")
    table.species("green", "archetype", size=5, cards=[Card(CUD_CHEWING, organs="g")])
    table.creeple("green", "archetype", "siberia:5")
    game = acting(table, GREEN)
    green_pool = game.state.cube_pool[G]

    game.answer("promote")  # the only card, and at size 5 only its monster side (max 6) is open (E2e)
    cow = game.state.species(GREEN, ARCHETYPE)
    card = cow.card(CUD_CHEWING)
    assert card.monster and card.organs == [G]
    assert cow.organs()[G] == 6  # the old cube, now basal, and the token's five
    assert game.state.cube_pool[G] == green_pool  # no cube was taken for the token
    assert any("counts as 5 green organs" in text for text in said(game, "E2d"))
    assert violations(game) == []

    # The cow as the promotion left it, struck by Darwinian radiation.
    monster = Card(CUD_CHEWING, "g", orientation=(card.orientation or 0) + 1, monster=True)
    table = achterbahn(rules, "green", "orange").species("green", "archetype", size=5, basal="g", cards=[monster])
    table.creeple("green", "archetype", "siberia:5").era_ends(game=True)
    radiation = RadiationEvent(MutationDeck.DARWINIAN, ["green:archetype"])
    game = table.game(PlayerTurn(GREEN, 1), radiation, phase=Phase.ACTIONS, then="dispersal")
    cow = game.state.species(GREEN, ARCHETYPE)
    card = cow.card(CUD_CHEWING)
    loss = next(o for d, o in game.forced if d.kind is DecisionKind.ATROPHY)
    assert loss.label == "green organ on cud-chewing (monster: shrink to size 4)"
    assert cow.size == 4 and card.monster and cow.organs()[G] == 5
    assert any("shrinks to size 4 instead" in text for text in said(game, "D8b"))
    assert violations(game) == []


def test_d7e_example_green_heart_with_a_monster_and_the_white_shield(rules: RulesData) -> None:
    """D7 example (D7c, D7d, D7e): albedo 0.2, green heart 3. Green's size-3 species has 3 basal cubes and a
    monster token worth 3: it sheds three organs by shrinking twice to size 1 and then losing the token with
    its card. Green's other species, 4 basal cubes including a white one, has a limit of 5 and is unharmed."""
    table = achterbahn(rules, "green", "orange")
    table.species(
        "green", "archetype", size=3, basal="ryb", cards=[Card(CUD_CHEWING, "g", orientation=1, monster=True)]
    )
    table.species("green", "flyer", genotype=ECHOLOCATION, basal="rgbw")
    table.creeple("green", "archetype", "siberia:5")
    table.creeple("green", "flyer", "siberia:6")
    table.species("orange", "archetype")
    table.creeple("orange", "archetype", "siberia:2")
    table.order("green", "orange")
    clouds(table, 3)
    game = table.game(MutagenEvent(), phase=Phase.EVENTS, then="actions")

    assert "the green heart reads 3 on the Clouds" in said(game, "D7b")[-1]
    losses = [o.label for d, o in game.forced if d.kind is DecisionKind.ATROPHY]
    assert losses == [
        "green organ on cud-chewing (monster: shrink to size 2)",
        "green organ on cud-chewing (monster: shrink to size 1)",
        "green organ on cud-chewing (monster at size 1: the token and its card go)",
    ]
    monster = game.state.species(GREEN, ARCHETYPE)
    assert monster.size == 1 and monster.cards == [] and sum(monster.organs().values()) == 3
    assert CUD_CHEWING in game.state.display[1].discard
    assert said(game, "D7e")[-2:] == [
        "Green's archetype is at size 1: its monster token on cud-chewing is removed.",
        "Green's archetype loses cud-chewing.",
    ]
    flyer = game.state.species(GREEN, FLYER)
    assert sorted(flyer.basal) == sorted([R, G, B, W])
    assert violations(game) == []


def test_j4_example_tentacled_head_double_atrophy(rules: RulesData) -> None:
    """J4 example: a size-2 species with a tentacled head (green monster, 2 organs) suffers two atrophies:
    the first shrinks it to size 1, the second removes the token; as a personality card the tentacles stay
    (J6g), without organs."""
    table = achterbahn(rules, "green", "orange")
    tentacles = Card(TENTACLES, "g", orientation=1, monster=True)
    table.species("green", "archetype", size=2, basal="y", cards=[tentacles], personality=[TENTACLES])
    table.creeple("green", "archetype", "siberia:5")
    game = table.game(Atrophy(GREEN, ARCHETYPE, 2, [], "D7"), phase=Phase.EVENTS, then="actions")
    species = game.state.species(GREEN, ARCHETYPE)
    card = species.card(TENTACLES)
    assert species.size == 1 and not card.monster and card.organs == []
    assert sum(species.organs().values()) == 1
    assert any("tentacled head stays" in text for text in said(game, "J6g"))
    assert violations(game) == []


def test_r50_j4_a_monster_caps_the_species_growth(rules: RulesData) -> None:
    """R50, J4: a species with a tentacled head (max size 4) at size 4 is offered no growth step."""
    table = achterbahn(rules, "green", "orange")
    table.species("green", "archetype", size=4, cards=[Card(TENTACLES, "g", orientation=1, monster=True)])
    table.creeple("green", "archetype", "siberia:5")
    game = acting(table, GREEN)
    game.answer("resize")
    assert set(ask(game).keys) == {"shrink", "keep"}


def test_r75_genetic_drift_never_takes_a_monster_token(rules: RulesData) -> None:
    """R75, B7, E2d: with the green pool empty, a green cube for Orange can be drifted from basal cubes,
    never from Green's monster token, which is no cube."""
    table = achterbahn(rules, "green", "orange")
    table.species("green", "archetype", basal="g", cards=[Card(CUD_CHEWING, "g", orientation=1, monster=True)])
    table.species("orange", "archetype")
    table.creeple("green", "archetype", "siberia:5")
    table.creeple("orange", "archetype", "siberia:6")
    game = acting(table, ORANGE)
    game.state.cube_pool[G] = 0
    game.state.stack.append(AcquireCubes(ORANGE, [CubeNeed(ORANGE, ARCHETYPE, "basal", G)]))
    game._advance()
    assert set(ask(game).keys) == {"green:archetype/basal", "none"}


def test_r76_a_monster_mother_passes_one_cube_to_her_daughter(rules: RulesData) -> None:
    """R76, E3b, J4: speciating from a mother with a red monster token gives the daughter one red basal cube
    besides copies of the mother's basal organs; the mother keeps her token."""
    table = achterbahn(rules, "black", "orange")
    table.species(
        "black",
        "archetype",
        size=2,
        basal="y",
        cards=[Card(GIANT_AXONS, "r", orientation=1, monster=True), Card(ELECTROLOCATION, "r")],
    )
    table.creeple("black", "archetype", "siberia:5")
    table.creeple("black", "archetype", "siberia:6")
    game = acting(table, BLACK)
    game.answer("promote")  # electrolocation, the only unpromoted card
    game.answer("1")  # the burrower
    game.answer("siberia:6/herbivore")
    daughter = game.state.species(BLACK, BURROWER)
    assert sorted(daughter.basal) == sorted([Y, R, R])  # the mother's y and r, and one for the token
    assert game.state.species(BLACK, ARCHETYPE).card(GIANT_AXONS).monster
    assert violations(game) == []


# -- J3, F4b venom -------------------------------------------------------------------------------


def test_f4b_j3_j7e_venomous_prey_needs_a_venomous_armed_or_larger_carnivore(rules: RulesData) -> None:
    """F4b, J3, J7e, H1: a venomous herbivore is prey only for a carnivore that is venomous, uses a tool, or is
    strictly larger; in tooth & claw venom is ignored (A8g)."""

    def hunter(size: int, cards: tuple[Card, ...] = (), tools: tuple[tuple[str, int], ...] = ()) -> Game:
        """Black's flyer of this size, cards and tools by Green's venomous size-2 archetype."""
        table = achterbahn(rules, "green", "black", "orange")
        table.species("green", "archetype", size=2, cards=[Card(NEMATOCYSTS, orientation=1)])
        table.species("black", "flyer", genotype=ECHOLOCATION, size=size, cards=cards, tools=tools)
        table.creeple("green", "archetype", "siberia:5")
        table.creeple("black", "flyer", "siberia:6")
        return acting(table, GREEN)

    game = hunter(2)
    moose = game.state.species(GREEN, ARCHETYPE)
    flyer = game.state.species(BLACK, FLYER)

    assert not can_eat(game, flyer, moose)  # same size, no venom, no tool
    game = hunter(3)
    moose, flyer = game.state.species(GREEN, ARCHETYPE), game.state.species(BLACK, FLYER)
    assert can_eat(game, flyer, moose)  # larger
    game = hunter(1, cards=(Card(TOXIC_LATEX, orientation=1),))
    moose, flyer = game.state.species(GREEN, ARCHETYPE), game.state.species(BLACK, FLYER)
    assert can_eat(game, flyer, moose)  # venomous itself
    game = hunter(1, tools=(("stick", 1),))
    moose, flyer = game.state.species(GREEN, ARCHETYPE), game.state.species(BLACK, FLYER)
    assert can_eat(game, flyer, moose)  # J7e: any tool is an antivenom, whatever it hunts

    tooth_and_claw = Table(rules, ["green", "black"])
    tooth_and_claw.species("green", "archetype", cards=[Card(NEMATOCYSTS, orientation=1)])
    tooth_and_claw.species("black", "flyer", genotype=ECHOLOCATION)
    tooth_and_claw.creeple("green", "archetype", "siberia:5")
    tooth_and_claw.creeple("black", "flyer", "siberia:6")
    plain = acting(tooth_and_claw, GREEN)
    assert can_eat(plain, plain.state.species(BLACK, FLYER), plain.state.species(GREEN, ARCHETYPE))  # A8g


def test_g3_example_the_venomous_moose(rules: RulesData) -> None:
    """G3 example (J3, F4b, H1): the venomous moose (Green's archetype) settles in the weeds where the squirrel
    (Black's archetype) feeds a pterodactyl (White's flyer) too small to eat the moose. Only the squirrel is
    edible, so it loses, and the pterodactyl, left with the poisonous moose, starves."""
    table = achterbahn(rules, "green", "black", "white")
    table.species("green", "archetype", cards=[Card(NEMATOCYSTS, orientation=1)], newborn=1)
    table.species("black", "archetype", basal="y")
    table.species("white", "flyer", genotype=ECHOLOCATION)
    table.creeple("green", "archetype", "siberia:6")
    table.creeple("black", "archetype", "siberia:5")
    table.creeple("white", "flyer", "siberia:5", "carnivore")
    game = dispersal(table)

    assert "wins vs Black's archetype (G3 edible by White's flyer" in offered(game)["siberia:5/herbivore"]
    game.answer("siberia:5/herbivore")
    assert one(game, BLACK, "archetype", "siberia:5").endangered
    assert not one(game, GREEN, "archetype", "siberia:5").endangered
    assert one(game, WHITE, "flyer", "siberia:5").endangered
    assert any("no suitable prey" in text for text in said(game, "F4"))


def test_g3_example_a_large_carnivore_can_eat_the_moose(rules: RulesData) -> None:
    """G3 example, second half: a carnivore larger than the moose can eat both, so edibility ties and the
    contest goes on to the roadrunner (G4), where the squirrel's yellow organ wins."""
    table = achterbahn(rules, "green", "black", "white")
    table.species("green", "archetype", cards=[Card(NEMATOCYSTS, orientation=1)], newborn=1)
    table.species("black", "archetype", basal="y")
    table.species("white", "flyer", genotype=ECHOLOCATION, size=2)
    table.creeple("green", "archetype", "siberia:6")
    table.creeple("black", "archetype", "siberia:5")
    table.creeple("white", "flyer", "siberia:5", "carnivore")
    game = dispersal(table)
    game.answer("siberia:5/herbivore")
    assert one(game, GREEN, "archetype", "siberia:5").endangered
    if ask(game).kind is DecisionKind.TROPHIC_SHIFT:
        game.answer("stay")  # G8: the moose could hunt the squirrel instead
    assert not one(game, WHITE, "flyer", "siberia:5").endangered
    last = [e.text for e in game.state.log if e.text.startswith("Contest in siberia:5")][-1]
    assert "G3 edible by White's flyer: Green's archetype 1 vs Black's archetype 1" in last and "G4" in last


def test_e2g_promoting_to_venom_starves_a_predator_no_larger(rules: RulesData) -> None:
    """E2g, J3, H1: taking the black widow orientation makes the species venomous at once; Black's flyer, no
    larger than its prey, lies down (F4)."""
    table = achterbahn(rules, "green", "black")
    table.species("green", "archetype", cards=[Card(NEMATOCYSTS, "rg")])
    table.species("black", "flyer", genotype=ECHOLOCATION)
    table.creeple("green", "archetype", "siberia:5")
    table.creeple("black", "flyer", "siberia:5", "carnivore")
    game = acting(table, GREEN)
    game.answer("promote")
    game.answer("1")
    assert said(game, "E2g") and one(game, BLACK, "flyer", "siberia:5").endangered
    assert violations(game) == []


def test_e6_f4_r74_shrinking_below_venomous_prey_lays_a_carnivore_down_and_growing_stands_it_up(
    rules: RulesData,
) -> None:
    """E6, F4, R74, H1: Black's size-2 flyer eats Green's venomous size-1 archetype; shrinking the flyer to 1
    leaves it without suitable prey, and it lies down at once. Growing back to 2 makes the prey suitable again,
    and the prey suitability check after the resize stands it up at once, before any burial."""
    table = achterbahn(rules, "black", "green")
    table.species("green", "archetype", cards=[Card(NEMATOCYSTS, orientation=1)])
    table.species("black", "flyer", genotype=ECHOLOCATION, size=2)
    table.creeple("green", "archetype", "siberia:5")
    table.creeple("black", "flyer", "siberia:5", "carnivore")
    game = acting(table, BLACK, actions=3)
    game.answer("resize")
    game.answer("shrink")
    flyer = one(game, BLACK, "flyer", "siberia:5")
    assert flyer.endangered
    game.answer("resize")
    game.answer("grow")
    assert not flyer.endangered
    assert any("stands up" in text for text in said(game, "E6"))
    assert violations(game) == []


def test_e6_f4_growing_past_venomous_prey_lifts_endangerment(rules: RulesData) -> None:
    """E6, F4, F4b, J3: Black's Endangered size-1 flyer lies over Orange's venomous size-1 archetype. Growing to
    size 2 makes it larger than its prey, so it stands up at once and no longer loses carnivore contests for
    lying down (H2a)."""
    table = achterbahn(rules, "black", "orange")
    table.species("orange", "archetype", cards=[Card(NEMATOCYSTS, orientation=1)])
    table.species("black", "flyer", genotype=ECHOLOCATION, size=1)
    table.creeple("orange", "archetype", "siberia:5")
    table.creeple("black", "flyer", "siberia:5", "carnivore", endangered=True)
    game = acting(table, BLACK)
    flyer = one(game, BLACK, "flyer", "siberia:5")
    game.answer("resize")
    game.answer("grow")
    assert game.state.species(BLACK, FLYER).size == 2
    assert not flyer.endangered
    assert violations(game) == []


def test_e6_f4_a_resize_stands_up_no_carnivore_where_another_stands(rules: RulesData) -> None:
    """E6, F4, H2: the prey suitability check stands an Endangered carnivore up only where no other carnivore
    stands: Black's flyer, beaten by Green's flyer over Orange's venomous archetype, stays down after growing."""
    table = achterbahn(rules, "black", "orange", "green")
    table.species("orange", "archetype", cards=[Card(NEMATOCYSTS, orientation=1)])
    table.species("black", "flyer", genotype=ECHOLOCATION, size=1)
    table.species("green", "flyer", genotype=INSECTIVORY, size=2)
    table.creeple("orange", "archetype", "siberia:5")
    table.creeple("green", "flyer", "siberia:5", "carnivore")
    table.creeple("black", "flyer", "siberia:5", "carnivore", endangered=True)
    game = acting(table, BLACK)
    black = one(game, BLACK, "flyer", "siberia:5")
    game.answer("resize")
    game.answer("grow")
    assert black.endangered and not one(game, GREEN, "flyer", "siberia:5").endangered


# -- contests, endotherms ------------------------------------------------------------------------


def test_g6_the_larger_herbivore_wins_in_achterbahn(rules: RulesData) -> None:
    """G6: with no carnivore and equal humidity organs, Green's size-3 archetype beats Orange's size-2 one,
    before any skeletal number is read."""
    table = achterbahn(rules, "green", "orange")
    table.species("green", "archetype", size=3)
    table.species("orange", "archetype", size=2, newborn=1)
    table.creeple("green", "archetype", "siberia:5")
    table.creeple("orange", "archetype", "siberia:6")
    game = dispersal(table)
    game.answer("siberia:5/herbivore")
    assert one(game, ORANGE, "archetype", "siberia:5").endangered
    assert ask(game).kind is DecisionKind.TROPHIC_SHIFT  # G8: it could hunt the winner instead
    game.answer("stay")
    assert any("G6 size: Orange's archetype 2 vs Green's archetype 3" in text for text in said(game, "G6"))


def test_h4_h5_carnivore_sizes_against_their_prey(rules: RulesData) -> None:
    """H4: over a size-3 prey, a size-2 hunter (1 step away) beats a size-5 one (2 away). H5: a size-2 and a
    size-4 hunter are equally far from it, and the smaller loses."""
    table = achterbahn(rules, "green", "black", "orange")
    table.species("green", "archetype", size=3)
    table.species("black", "armored", genotype=SHELL_WITHDRAWAL, size=2)
    table.species("orange", "armored", genotype=SHELL_WITHDRAWAL + 11, size=5)
    table.creeple("green", "archetype", "siberia:5")
    table.creeple("black", "armored", "siberia:5", "carnivore")
    game = acting(table, GREEN)
    black = one(game, BLACK, "armored", "siberia:5")
    orange = Creeple(ORANGE, ARMORED, "siberia:5", Level.CARNIVORE)
    result = carnivore_contest(game, "siberia:5", black, orange)
    assert (result.loser, result.rule) == (orange, "H4")
    table.species("orange", "armored", genotype=SHELL_WITHDRAWAL + 11, size=4)
    game = acting(table, GREEN)
    black = one(game, BLACK, "armored", "siberia:5")
    result = carnivore_contest(game, "siberia:5", black, orange)
    assert (result.loser, result.rule) == (black, "H5")


def test_i1_a_size_six_species_is_an_endotherm(rules: RulesData) -> None:
    """I1: size 6 makes an endotherm without any white organ; size 5 does not."""
    table = achterbahn(rules, "green", "orange")
    table.species("green", "archetype", size=5, basal="gg")
    table.creeple("green", "archetype", "siberia:5")
    game = acting(table, GREEN)
    species = game.state.species(GREEN, ARCHETYPE)
    assert not is_endotherm(species)
    game.answer("resize")
    game.answer("grow")
    assert is_endotherm(species)


# -- J8b ever-growth -----------------------------------------------------------------------------


def test_j8b_white_resizes_for_free_and_its_herbivores_predators_may_follow(rules: RulesData) -> None:
    """J8b: with the apomorphies, White may resize once a phase without spending an action. White's archetype
    is a herbivore under Orange's flyer, so once it grows Orange may resize the flyer for free too."""
    table = Table(rules, ["white", "orange"], mode=GameMode.ACHTERBAHN, apomorphies=True)
    table.species("white", "archetype")
    table.species("orange", "flyer", genotype=INSECTIVORY)
    table.creeple("white", "archetype", "siberia:5")
    table.creeple("orange", "flyer", "siberia:5", "carnivore")
    game = acting(table, WHITE)

    assert ask(game).option("free_resize") is not None
    game.answer("free_resize")
    assert ask(game).rule == "J8b"
    game.answer("grow")
    decision = ask(game)
    assert (decision.player, decision.kind, decision.rule) == (ORANGE, DecisionKind.RESIZE, "J8b")
    game.answer("grow")
    assert game.state.species(ORANGE, FLYER).size == 2
    decision = ask(game)
    assert decision.player is WHITE and "2 actions left" in decision.prompt
    assert "free_resize" not in decision.keys
    assert violations(game) == []

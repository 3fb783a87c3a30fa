"""Why solo Mars so seldom ends in the decisive 15 VP (Kd): seeded games of a bot, and what limits them.

Prints, over the games: how many actions the plant was allowed a turn (A2b: by the Atmosphere's disks, less
one after a raindance, K6), how many of the purchases and promotions it made were forced on it (K8b: the
horror-plant cards of the metabolic row, venom and mutualism), how often the Medea danced, the Atmosphere at
each turn's start, the most plant creeples on the map in a game (the Oxygen and so the animal's actions and
dark heart follow them, K4c, D7b), the mutagens a game and the dark heart at each turn's start (D7: a species
keeps no more organs than that, so few cards), the archetype plants on the map and the animal's herbivores
grazing them (K3d: the plant has five archetypes; K2a: the animal's archetype herbivores eat only those), the
plant's actions by kind, the species each side founded, and the animal's final VP, its A7 parts and the outcomes.

``--plan`` plays a plan on top of the bot, the one a person aiming at 15 VP might follow: each side founds new
species once its species have brought all their creeples out (E3, E3d), the plant tubers, seaweed or cactus
(K7b), the animal a second species that preys on its own herbivores (F4a, F4c): it prefers a promotion that
founds one, a card that could, and the founding face. ``--no-raindance`` never dances (K6 is the Medea's
choice) and ``--dance-at N`` dances only while N seas or fewer are left; ``--warm`` sends every white disk the
Medea may place into the Atmosphere rather than the Clouds (D13), to warm Mars and give the plant actions.
``--plant-policy`` lets the game answer the plant's free choices (K8, as ``megafauna new --plant-policy``), and
``--bot`` names the bot (greedy by default; ``search:quick`` takes about a minute a game). All of them only
choose among the legal options the game offers.

Run: python bench/solo_mars.py [--games 20] [--bot greedy] [--plan] [--no-raindance | --dance-at N] [--warm]
[--plant-policy]
"""

from __future__ import annotations

import argparse
import statistics
from collections import Counter
from dataclasses import dataclass

from megafauna_tui.bots import ask, make_bot
from megafauna_tui.data.loader import RulesData, load_rules_data
from megafauna_tui.data.vocabulary import PlayerColour, Shape
from megafauna_tui.rules import alien_ecology, climate, solo
from megafauna_tui.rules.decisions import Decision, DecisionKind
from megafauna_tui.rules.engine import Game
from megafauna_tui.rules.size_limits import legal_orientations
from megafauna_tui.rules.state import GameMode, Level, Species

#: How many species each side's plan aims at: the plant every shape it may take (K3d), the animal two.
PLANNED_SPECIES = {True: 4, False: 2}


#: The log's line giving the plant's actions for a turn (A2): "Green takes up to 1 action."
PLANT_ACTIONS = "Green takes up to "

#: The log's rules of the plant's purchases and promotions (E1, E2), some of them forced (K8b).
CARD_RULES = ("E1", "E2")


@dataclass(frozen=True)
class Options:
    """How the games are played (see the module's docstring)."""

    bot: str = "greedy"
    plan: bool = False
    dance: bool = True
    dance_at: int | None = None
    warm: bool = False
    plant_policy: bool = False


@dataclass
class Played:
    """What one game showed."""

    plant_actions: list[int]
    forced: int
    """Purchases and promotions of the plant that nobody chose (K8b)."""
    cards: int
    """All the plant's purchases and promotions."""
    atmosphere: list[int]
    dark_hearts: list[int]
    food: list[tuple[int, int]]
    """At each turn's start: the archetype plants on the map, and the animal's herbivores over one (K2a)."""
    plant_answers: Counter[str]
    """The plant's actions by kind (A2c), its resizes by answer (E6, K8b)."""
    mutagens: int
    dances: int
    turns: int
    most_plants: int
    plant_species: int
    animal_species: int
    vp: int
    parts: dict[str, int]
    why: str


def founds(game: Game, colour: PlayerColour, number: int) -> bool:
    """Whether the card has a face founding a shape this side has not yet, with creeples left for it (E3, B3)."""
    player = game.state.player(colour)
    return any(
        face.shape not in (None, Shape.FLYER) and player.find(face.shape) is None and player.reserve.get(face.shape, 0)
        for face in game.data.mutations[number].orientations
        if face.shape is not None
    )


def founding_now(game: Game, species: Species) -> bool:
    """Whether the species has grown all it can (no Unborn left, two or more on the map, so that the daughter
    replacing one of them, E3d, does not end it) and one of its cards may be promoted now to a face founding a
    new species (E2b, E3)."""
    living = sum(1 for c in game.state.creeples if c.species_key == species.key)
    if species.unborn or living < 2:
        return False
    return any(
        game.data.mutations[card.number].orientations[i].shape not in (None, Shape.FLYER)
        for card in species.cards
        if not card.promoted
        for i in legal_orientations(game, species, card.number)
    )


def planned(game: Game, decision: Decision, options: Options) -> str | None:
    """The plan's answer to a decision, or None to leave it to the bot."""
    if decision.kind is DecisionKind.RAINDANCE:
        seas = len(alien_ecology.seas(game))
        if not options.dance or (options.dance_at is not None and seas > options.dance_at):
            return "no_rain"
    if options.warm and decision.kind is DecisionKind.MEDEA_PLACE and decision.option(climate.ATMOSPHERE):
        return climate.ATMOSPHERE
    colour = decision.player
    player = game.state.player(colour)
    if not options.plan or len(player.species) >= PLANNED_SPECIES[colour is solo.PLANT]:
        return None
    keys = {option.key for option in decision.options}
    if decision.kind is DecisionKind.ACTION:
        if "promote" in keys and any(founding_now(game, s) for s in player.species):
            return "promote"
        holding = any(founds(game, colour, c.number) for s in player.species for c in s.cards if not c.promoted)
        if "mutate" in keys and not holding and all(s.unborn == 0 for s in player.species):
            return "mutate"
    elif decision.kind is DecisionKind.MUTATE_CARD:
        for option in decision.options:
            deck, _, position = option.key.partition(":")
            row = next((r for r in game.state.display if r.deck.value == deck), None)
            number = row.card_at(int(position) - 1) if row is not None and position.isdigit() else None
            if number is not None and founds(game, colour, number):
                return option.key
    elif decision.kind is DecisionKind.ORIENTATION:
        for option in decision.options:
            if "speciate" in option.label and Shape.FLYER.value not in option.label:
                return option.key
    return None


def archetype_food(game: Game) -> tuple[int, int]:
    """The archetype plants on the map, of the five the plant has (K3d), and the animal's herbivores standing over
    one: an animal herbivore eats a plant of its own shape, of its tools' or an archetype (K2a), so with one
    species the animal's archetype herbivores are as many as the archetype plants at most."""
    animal = solo.solo_animal(game)
    plants = {c.hex for c in game.state.creeples if c.species_key == (solo.PLANT, Shape.ARCHETYPE)}
    grazing = sum(
        1 for c in game.state.creeples if c.colour is animal and c.hex in plants and c.level is Level.HERBIVORE
    )
    return len(plants), grazing


def play(data: RulesData, seed: int, options: Options) -> Played:
    game = Game.new(data, players=1, seed=seed, mode=GameMode.SOLO_MARS, plant_policy=options.plant_policy)
    bot = make_bot(options.bot, seed)
    atmosphere: list[int] = []
    dark_hearts: list[int] = []
    food: list[tuple[int, int]] = []
    plant_answers: Counter[str] = Counter()
    turn = 0
    most_plants = 0
    chosen = 0
    while (decision := game.decision) is not None:
        if game.state.turn != turn:
            turn = game.state.turn
            atmosphere.append(climate.count(game.state, climate.ATMOSPHERE))
            dark_hearts.append(climate.readings(game).dark_heart)
            food.append(archetype_food(game))
        key = planned(game, decision, options)
        answer = key if key is not None and decision.option(key) is not None else ask(bot, game)
        if decision.player is solo.PLANT and decision.kind is DecisionKind.ACTION:
            chosen += answer in ("mutate", "promote")
            plant_answers[answer] += 1
        elif decision.player is solo.PLANT and decision.kind is DecisionKind.RESIZE:
            plant_answers[f"resize {answer}"] += 1
        game.answer(answer)
        most_plants = max(most_plants, sum(1 for c in game.state.creeples if c.colour is solo.PLANT))
    state = game.state
    animal = solo.solo_animal(game)
    log = state.log
    cards = sum(1 for e in log if e.rule in CARD_RULES and e.text.startswith("Green's"))
    return Played(
        plant_actions=[int(e.text.split("up to ")[1].split()[0]) for e in log if e.text.startswith(PLANT_ACTIONS)],
        forced=cards - chosen,
        cards=cards,
        atmosphere=atmosphere,
        dark_hearts=dark_hearts,
        food=food,
        plant_answers=plant_answers,
        mutagens=sum(1 for e in log if e.rule == "D7b"),
        dances=sum(1 for e in log if e.rule == "K6" and e.text.startswith("Raindance")),
        turns=state.turn,
        most_plants=most_plants,
        plant_species=sum(1 for e in log if e.rule == "E3" and e.text.startswith("Green's")),
        animal_species=sum(1 for e in log if e.rule == "E3" and e.text.startswith(f"{animal.value.capitalize()}'s")),
        vp=state.scores[animal]["total"],
        parts={part: n for part, n in state.scores[animal].items() if part != "total"},
        why=solo.outcome(game).outcome.value,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--bot", default="greedy", help="the bot that plays both sides (default greedy)")
    parser.add_argument("--plan", action="store_true", help="found new species as soon as each side can")
    dancing = parser.add_mutually_exclusive_group()
    dancing.add_argument("--no-raindance", action="store_true", help="the Medea never dances (K6)")
    dancing.add_argument("--dance-at", type=int, metavar="N", help="dance only while N seas or fewer are left")
    parser.add_argument("--warm", action="store_true", help="the Medea sends white disks to the Atmosphere (D13)")
    parser.add_argument("--plant-policy", action="store_true", help="the game answers the plant's free choices")
    args = parser.parse_args()
    options = Options(args.bot, args.plan, not args.no_raindance, args.dance_at, args.warm, args.plant_policy)
    data = load_rules_data()
    games = [play(data, seed, options) for seed in range(1, args.games + 1)]
    actions = Counter(n for g in games for n in g.plant_actions)
    atmosphere = Counter(n for g in games for n in g.atmosphere)
    hearts = Counter(n for g in games for n in g.dark_hearts)
    starts = sum(atmosphere.values())
    ways = [
        " with the plan" * options.plan,
        ", never dancing" * args.no_raindance,
        f", dancing at {args.dance_at} seas or fewer" * (args.dance_at is not None),
        ", warming" * options.warm,
        ", the plant policy" * options.plant_policy,
    ]
    print(f"{len(games)} {options.bot} games of solo Mars{''.join(ways)} (deals 1 to {len(games)})")
    print("the plant's actions allowed a turn: " + ", ".join(f"{n}: {actions[n]}" for n in sorted(actions)))
    if not options.plant_policy:  # the policy's answers never reach this loop: nothing to tell apart
        forced, cards = sum(g.forced for g in games), sum(g.cards for g in games)
        print(f"the plant's purchases and promotions (E1, E2): {cards}, about {forced} of them forced (K8b)")
    print(f"raindances (K6): {sum(g.dances for g in games)} in {sum(g.turns for g in games)} turns")
    cold = sum(atmosphere[n] for n in range(4))
    print(
        f"Atmosphere at a turn's start: 0 to 3 disks {cold} of {starts} ({cold / starts:.0%}); most {max(atmosphere)}"
    )
    print(
        f"most plant creeples on the map in a game: mean {statistics.mean(g.most_plants for g in games):.2f}, "
        f"most {max(g.most_plants for g in games)}"
    )
    print(
        f"mutagens (D7): {statistics.mean(g.mutagens for g in games):.1f} a game; the dark heart at a turn's start "
        "(D7b): " + ", ".join(f"{n}: {hearts[n]}" for n in sorted(hearts))
    )
    food = [f for g in games for f in g.food]
    print(
        f"archetype plants on the map at a turn's start (K3d: 5 at most): mean {statistics.mean(p for p, _ in food):.2f}"
        f"; the animal's herbivores over one (K2a): mean {statistics.mean(h for _, h in food):.2f}, "
        f"over every one at {sum(1 for p, h in food if p and h == p)} of {len(food)} turn starts"
    )
    if not options.plant_policy:
        answers = sum((g.plant_answers for g in games), Counter())
        kinds = ", ".join(f"{k} {n}" for k, n in answers.most_common())
        print(f"the plant's actions (A2c), and its resizes where it had a choice (E6, K8b): {kinds}")
    print(
        f"species founded (E3): the plant {sum(g.plant_species for g in games)}, "
        f"the animal {sum(g.animal_species for g in games)}"
    )
    print(
        f"the animal's VP: mean {statistics.mean(g.vp for g in games):.2f}, most {max(g.vp for g in games)}; "
        f"15 or more in {sum(g.vp >= 15 for g in games)}"
    )
    parts = games[0].parts
    print(
        "the animal's VP by part (A7), mean: "
        + ", ".join(f"{part} {statistics.mean(g.parts[part] for g in games):.2f}" for part in parts)
    )
    print("outcomes: " + ", ".join(f"{k} {v}" for k, v in Counter(g.why for g in games).most_common()))


if __name__ == "__main__":
    main()

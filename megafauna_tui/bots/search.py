"""The search bot: information-set Monte Carlo tree search over sampled futures (SO-ISMCTS).

Why this method. The game mixes long plans (an emotion needs the right organs two actions from now) with
luck nobody can see (the next ET card, the dice of a contest). A tree search plans the first; sampling the
second keeps the bot honest: each iteration deals one future the table could meet (``TableView.sample``)
and walks the one tree shared by all of them, so a choice is judged by how it does across futures, not in
the one the game happens to hold (Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree
Search", 2012). An option that a sampled future makes illegal simply is not offered in that iteration;
its availability count keeps the exploration fair (UCB1 over availability, ibid.).

An iteration: deal a future; descend by UCB1 while every option there has been tried; try one new option;
play on with the playout policy for a few decisions (uniform, but a personality or tool on offer is taken as
the position's reading likes it best; in the tree, the steps that finish a promotion, its face, host,
personality and tool, are taken that way too, not branched on below the root); value the position for
every player; add each player's value to the nodes that player chose. A finished game is valued by who won
(ties share); an unfinished one by each player's score and promise against the best rival, squashed into
[0, 1]. In a game where one person answers for every side (the solo games, K) the value is that person's
outcome.

Levels set the number of iterations (never a time limit, so a seed gives the same game on any machine).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.rules import solo
from megafauna_tui.rules.decisions import Decision, DecisionKind
from megafauna_tui.rules.engine import Game, Snapshot
from megafauna_tui.rules.rng import Rng

from .greedy import FINISHING, evaluate, present, solo_standing
from .late_game import ENDING, language_ending, late_game
from .view import TableView

#: UCB1's exploration constant for values in [0, 1].
EXPLORATION = 0.7

#: What a promoted card adds to a position's value (see ``outlook``).
PROMOTED = 0.4

#: The solo game's decisive win (Kd, the rules' number); a truncated playout is valued against it.
SOLO_TARGET = float(solo.DECISIVE_VP)


@dataclass(frozen=True, slots=True)
class Level:
    name: str
    iterations: int
    """Iterations per decision, at most."""
    per_option: int
    """Iterations per option of the decision: a choice between two needs fewer than one among ten."""
    playout: int
    """Decisions played past the tree's edge before the position is valued."""
    words: str


LEVELS: dict[str, Level] = {
    level.name: level
    for level in (
        Level("quick", 60, 20, 12, "a quick look: about a tenth of a second a decision"),
        Level("normal", 300, 80, 12, "the default: thinks a moment, plays the whole game"),
        Level("strong", 1200, 320, 16, "thinks several seconds a decision"),
    )
}
DEFAULT_LEVEL = "normal"

Edge = tuple[PlayerColour, str, str]
"""A move in the tree: who decides, what kind of decision, which option."""


@dataclass(slots=True)
class Node:
    children: dict[Edge, Node] = field(default_factory=dict)
    visits: int = 0
    available: int = 0
    """Iterations in which this node's move was legal (ISMCTS)."""
    value: float = 0.0
    """Sum of the values of the player who made this node's move."""
    score: float = 0.0
    """Sum of that player's valued position in points, for a hint's words."""
    lost: float = 0.0
    """Sum of how surely each try left the one-person game lost (Kd, Kc), for a hint's words."""


@dataclass(frozen=True, slots=True)
class OptionReport:
    """What the search thinks of one option, for a hint."""

    key: str
    label: str
    visits: int
    share: float
    """How often the search chose it, of all iterations."""
    value: float
    """The option's mean value for the player deciding: its win chance, in a game between players."""
    points: float
    """The mean valued position in points the player reached after it: in the one-person game its VP and the
    late game in reach, without what the seas and the plant are worth to the outcome."""
    lost: float = 0.0
    """In the one-person game, how often its tries ended lost or in a position already lost (Kd, Kc)."""


def owner(game: Game, colour: PlayerColour) -> PlayerColour:
    """Whose interests a decision of this colour serves: its own, unless a person answers for it (K, L2b)."""
    return game.variant.answered_by(game, colour)


#: How many times the late game's promise (``late_game``) counts at the end of a playout. Its random
#: playouts spoil plans that the greedy bot's one careful step keeps, so the search weighs the plan twice:
#: measured over 20 two-player short tooth & claw games against greedy, personalities 40% -> 55% of its
#: seats, tools 20% -> 25%, wins 92.5% both.
LATE_GAME_WEIGHT = 2.0


def outlook(game: Game, colour: PlayerColour) -> float:
    """``promise`` (which carries the late game a short look-ahead cannot see: emotions within reach, tools,
    hosts, size and monsters, see ``late_game``), with the late game weighed ``LATE_GAME_WEIGHT`` times, and
    the promoted cards (the faces that personalities, tools and hosts grow from, E2)."""
    late = late_game(game, colour)  # read once: ``promise`` is ``present`` plus the late game
    value = present(game, colour) + late + (LATE_GAME_WEIGHT - 1) * late
    for species in game.state.player(colour).species:
        value += PROMOTED * sum(1 for card in species.cards if card.promoted)
    return value


Valued = tuple[dict[PlayerColour, float], dict[PlayerColour, float], float]
"""Each owner's value in [0, 1], their valued position in points, and how surely a one-person game is lost."""


def values(game: Game, owners: tuple[PlayerColour, ...]) -> Valued:
    """Each owner's value in [0, 1], their valued position in points and, in a one-person game, how surely it
    is lost (0 between players)."""
    state = game.state
    if len(owners) == 1:
        (person,) = owners
        if game.over:
            won = person in state.winners
            decisive = (
                won and solo.outcome(game).outcome is solo.Outcome.DECISIVE_WIN
                if isinstance(game.variant, solo.Solo)
                else won
            )
            reached = float(state.scores.get(person, {}).get("total", 0))
            return {person: 1.0 if decisive else 0.75 if won else 0.0}, {person: reached}, 0.0 if won else 1.0
        vp = outlook(game, person)
        reached, lost = vp, 0.0
        if solo.one_person(game.variant):  # K7c, Kc, D10h: the seas, the plant and the Atmosphere (greedy.py)
            stake, lost = solo_standing(game)
            reached += stake
        return {person: _squash((reached - SOLO_TARGET) / 5)}, {person: vp}, lost
    points = {o: outlook(game, o) if not game.over else float(state.scores[o]["total"]) for o in owners}
    if game.over:
        winners = [o for o in owners if o in state.winners]
        return {o: (1 / len(winners) if o in winners else 0.0) for o in owners}, points, 0.0
    result = {}
    sharper = 1 + ENDING * language_ending(game)  # J6f: the nearer end makes a lead surer
    for o in owners:
        rival = max(points[other] for other in owners if other is not o)
        result[o] = _squash(sharper * (points[o] - rival) / 4)
    return result, points, 0.0


def _squash(x: float) -> float:
    return 1 / (1 + math.exp(-x))


class SearchBot:
    """ISMCTS over sampled futures; see the module's docstring."""

    def __init__(self, seed: int, level: str = DEFAULT_LEVEL) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}")
        self.level = LEVELS[level]
        self.name = "search" if level == DEFAULT_LEVEL else f"search:{level}"
        self.seed = seed
        self._rng = Rng.from_seed(seed ^ 0x5EA7C4)

    def choose(self, view: TableView) -> str:
        return self.analyse(view, settle=True)[0].key

    def analyse(
        self,
        view: TableView,
        iterations: int | None = None,
        stop: Callable[[], bool] | None = None,
        *,
        settle: bool = False,
    ) -> list[OptionReport]:
        """Every option of the decision with what the search made of it, the most chosen first. ``stop`` is
        asked between iterations: a screen that no longer wants the answer (a save and quit) ends the search
        early and the reports say what it found so far. ``settle`` ends it as soon as no other option could
        overtake the most chosen one in the iterations left: the same choice, sooner."""
        decision = view.decision
        root = Node()
        playout = self.level.playout
        rng = self._rng
        budget = iterations or min(self.level.iterations, self.level.per_option * len(decision.options))
        for done in range(budget):
            if stop is not None and stop():
                break
            if settle and done % 16 == 0 and _settled(root, budget - done):
                break
            game = view.sample(rng)
            owners = tuple(dict.fromkeys(owner(game, p.colour) for p in game.state.players))
            node = root
            path: list[tuple[Node, PlayerColour]] = []
            while (pending := game.decision) is not None:
                if path and pending.kind in PLANNED and len(pending.options) > 1:
                    game.answer(planned_key(game, pending))
                    continue
                player, kind = pending.player, pending.kind.value
                edges = [(player, kind, option.key) for option in pending.options]
                untried = [edge for edge in edges if edge not in node.children]
                for edge in edges:
                    child = node.children.get(edge)
                    if child is not None:
                        child.available += 1
                mover = owner(game, pending.player)
                if untried:
                    edge = untried[rng.below(len(untried))]
                    child = node.children[edge] = Node(available=1)
                    game.answer(edge[2])
                    path.append((child, mover))
                    break
                log_total = math.log(sum(node.children[e].available for e in edges))
                edge = max(edges, key=lambda e: _ucb(node.children[e], log_total))
                node = node.children[edge]
                game.answer(edge[2])
                path.append((node, mover))
            for _ in range(playout):
                pending = game.decision
                if pending is None:
                    break
                game.answer(playout_key(game, pending, rng))
            value, points, lost = values(game, owners)
            for node, mover in path:
                node.visits += 1
                node.value += value.get(mover, 0.0)
                node.score += points.get(mover, 0.0)
                node.lost += lost
        total = max(1, sum(child.visits for child in root.children.values()))
        reports = []
        for option in decision.options:
            child = root.children.get((decision.player, decision.kind.value, option.key))
            visits = child.visits if child else 0
            reports.append(
                OptionReport(
                    key=option.key,
                    label=option.label,
                    visits=visits,
                    share=visits / total,
                    value=child.value / visits if child and visits else 0.0,
                    points=child.score / visits if child and visits else 0.0,
                    lost=child.lost / visits if child and visits else 0.0,
                )
            )
        reports.sort(key=lambda r: (-r.visits, -r.value))
        return reports


#: The steps inside a promotion that finish a plan begun actions earlier: which face goes upright (E2b),
#: which host (J2), which personality (J6b), which tool (J7). Below the tree's root the search does not
#: branch on them but takes the one its reading of the position likes best, so a promotion is judged by
#: its best finish, not by the average of every way to spoil it.
PLANNED = FINISHING
PLAYOUT_PLANNED = frozenset({DecisionKind.PERSONALITY, DecisionKind.TOOL})


def planned_key(game: Game, decision: Decision) -> str:
    """The option of a planned step whose result the deciding side reads best (``evaluate``), the first on
    a tie."""
    mover = owner(game, decision.player)
    best_key, best_value = decision.options[0].key, float("-inf")
    position = Snapshot.of(game)  # written out once, copied out for each option
    for option in decision.options:
        trial = position.game()
        trial.answer(option.key)
        value = evaluate(trial, mover)
        if value > best_value:
            best_key, best_value = option.key, value
    return best_key


def playout_key(game: Game, decision: Decision, rng: Rng) -> str:
    """The playout policy: uniform over the options, but a personality or a tool on offer is taken as the
    search takes it (a planned step, cheap to weigh: a few options, seldom met). Faces stay random here: the
    playtest report measured planned faces in playouts as weaker (20 tooth & claw games against greedy: wins
    67.5% against 92.5%, tools 0% against 20%)."""
    options = decision.options
    if decision.kind in PLAYOUT_PLANNED and len(options) > 1:
        return planned_key(game, decision)
    return options[rng.below(len(options))].key


def _settled(root: Node, left: int) -> bool:
    """Whether the most chosen option is ahead of every other by more than the iterations left."""
    visits = sorted((child.visits for child in root.children.values()), reverse=True)
    return len(visits) > 1 and visits[0] - visits[1] > left


def _ucb(node: Node, log_total: float) -> float:
    return node.value / node.visits + EXPLORATION * math.sqrt(log_total / node.visits)

"""Fossil awards at the end of an era (I5) and final scoring (A7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from megafauna_tui.data.vocabulary import PlayerColour

from .emotions import emotions, has_language
from .words import counted

if TYPE_CHECKING:
    from .engine import Game

#: The parts of a final score, in the order A7 lists them.
SCORE_PARTS = ("fossils", "population", "tableau", "hosts", "emotions", "language")
LANGUAGE_BONUS = 3


def population(game: Game, colour: PlayerColour) -> int:
    """I5a: your creeples on the map plus the host creeples on your mutualism cards."""
    on_map = sum(1 for c in game.state.creeples if c.colour is colour)
    return on_map + hosts(game, colour)


def hosts(game: Game, colour: PlayerColour) -> int:
    return sum(len(card.hosts) for s in game.state.player(colour).species for card in s.cards)


def fossil_awards(game: Game, populations: dict[PlayerColour, int] | None = None) -> None:
    """I5b: one fossil token for each player with a smaller population than yours; a game may count the
    populations its own way and leave a side out (L1b, R53)."""
    state = game.state
    counts = populations if populations is not None else {p.colour: population(game, p.colour) for p in state.players}
    shown = ", ".join(f"{c.value} {n}" for c, n in counts.items())
    game.say("I5a", f"Populations at the end of the era: {shown}.")
    for colour in state.order:
        if colour not in counts:
            continue
        earned = sum(1 for other, n in counts.items() if other is not colour and n < counts[colour])
        taken = min(earned, state.fossil_pool)
        state.fossil_pool -= taken
        state.player(colour).fossils += taken
        if earned:
            game.say("I5b", f"{colour.value.capitalize()} takes {counted(taken, 'fossil token')}.")


def tableau_fossils(game: Game, colour: PlayerColour) -> int:
    """A7c: genotypes, promoted cards whose upright side shows the fossil icon, tools, Medea."""
    player = game.state.player(colour)
    count = 1 if player.medea else 0
    for species in player.species:
        count += 1  # every genotype, archetype included, carries the icon
        count += len(species.tools)
        for card in species.cards:
            if card.promoted and card.orientation is not None:
                count += game.data.mutations[card.number].orientations[card.orientation].fossil
    return count


def final_score(game: Game, colour: PlayerColour) -> dict[str, int]:
    """A7a-A7e, with the total."""
    player = game.state.player(colour)
    found = [emotions(game.data, s) for s in player.species]
    score = {
        "fossils": player.fossils,
        "population": sum(1 for c in game.state.creeples if c.colour is colour),
        "tableau": tableau_fossils(game, colour),
        "hosts": hosts(game, colour),
        "emotions": sum(len(e) for e in found),
        "language": LANGUAGE_BONUS if any(has_language(e) for e in found) else 0,
    }
    score["total"] = sum(score[part] for part in SCORE_PARTS)
    return score


def final_scoring(game: Game) -> None:
    """A7: every player's score; then the game says who won (the most VP in a game between players)."""
    state = game.state
    state.scores = {p.colour: game.variant.final_score(game, p.colour) for p in state.players}
    for colour, score in state.scores.items():
        parts = ", ".join(f"{part} {score[part]}" for part in SCORE_PARTS)
        game.say("A7", f"{colour.value.capitalize()}: {score['total']} VP ({parts}).")
    game.variant.settle(game)

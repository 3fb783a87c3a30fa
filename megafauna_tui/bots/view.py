"""What a player at the table can know when deciding, and nothing more: the only thing a bot is given.

Bios: Megafauna has no hands of cards; everything on the table is public. What nobody can see is the
future: the order of the face-down decks (the ET deck, the biosphere decks, each Display row's draw deck
below its face-up top card), which cards the current era's ET deck holds, and the next die. In the
engine all of it lives in the position (the decks, and the random generator with the seed it started
from), so a bot handed the real ``Game`` could read the next event off it.

A ``TableView`` hides it. ``position`` is a copy of the game whose hidden parts are replaced by a
canonical stand-in (each face-down pile sorted, the generator and seed zeroed), so two positions that
differ only in what nobody can see give equal views; ``sample`` deals one possible future (the piles
shuffled, the era's unseen ET cards redealt, a fresh generator) for a bot to explore. The decision and
its options are public and read straight from the game.
"""

from __future__ import annotations

import re
from functools import cached_property

from megafauna_tui.data.vocabulary import EventDeck, PlayerColour
from megafauna_tui.rules.decisions import Decision
from megafauna_tui.rules.engine import Game, Snapshot
from megafauna_tui.rules.rng import Rng

#: The log line of an ET card drawn (A1a) ends with the card's number.
_ET_CARD_DRAWN = re.compile(r"\(#(\d+)\)\.$")


class TableView:
    """One decision as seen from the chair of the player making it."""

    def __init__(self, game: Game) -> None:
        if game.decision is None:
            raise ValueError("the game is over: there is no decision to view")
        self._game = game

    @property
    def decision(self) -> Decision:
        decision = self._game.decision
        assert decision is not None
        return decision

    @property
    def player(self) -> PlayerColour:
        return self.decision.player

    @cached_property
    def position(self) -> Game:
        """A copy of the game with everything nobody can see replaced by a canonical stand-in."""
        twin = self._game.clone()
        state = twin.state
        state.rng.state = 0
        state.rng.stacked.clear()
        state.seed = 0  # a game replays from its seed: knowing it would be knowing every future roll
        state.et_deck.sort()
        for cards in state.biosphere.values():
            cards.sort()
        for row in state.display:
            row.draw[1:] = sorted(row.draw[1:])  # the top card is face up: Display position 5 (C1o)
        return twin

    @cached_property
    def _snapshot(self) -> Snapshot:
        """The stand-in position written out once: a search samples a future from it every iteration."""
        return Snapshot.of(self.position)

    def sample(self, rng: Rng) -> Game:
        """One future consistent with what the table knows, dealt from ``rng``: a game to explore."""
        game = self._snapshot.game()
        state = game.state
        state.rng.state = rng.next64()
        for cards in state.biosphere.values():
            rng.shuffle(cards)
        for row in state.display:
            rest = row.draw[1:]
            rng.shuffle(rest)
            row.draw[1:] = rest
        state.et_deck[:] = self._redealt_et_deck(game, rng)
        return game

    def _redealt_et_deck(self, game: Game, rng: Rng) -> list[int]:
        """A1f: an era deck is a few ordinary ET cards dealt from all of them (with the comet in Era III, A6a).
        Which ones are still face down is unknown; the cards this era already drew are not among them."""
        kept, unseen, cards = self._et_unknowns
        pool = list(cards)
        rng.shuffle(pool)
        deck = pool[:unseen] + list(kept)
        rng.shuffle(deck)
        return deck

    @cached_property
    def _et_unknowns(self) -> tuple[tuple[int, ...], int, tuple[int, ...]]:
        """What every redeal starts from, the same for every future: the comets kept in the ET deck, how many
        ordinary cards it holds face down, and the ordinary cards they may be."""
        game = self.position
        events = game.data.events_file.event
        comets = {e.number for e in events if e.deck is EventDeck.ET and e.long_game_only}
        kept = tuple(n for n in game.state.et_deck if n in comets)
        unseen = len(game.state.et_deck) - len(kept)
        drawn = self._drawn_this_era(game)
        pool = tuple(
            e.number for e in events if e.deck is EventDeck.ET and not e.long_game_only and e.number not in drawn
        )
        return kept, unseen, pool

    @staticmethod
    def _drawn_this_era(game: Game) -> set[int]:
        state = game.state
        wanted = state.era_cards_drawn
        drawn: set[int] = set()
        if wanted == 0:
            return drawn
        for entry in reversed(state.log):
            if entry.rule == "A1a" and (found := _ET_CARD_DRAWN.search(entry.text)):
                drawn.add(int(found.group(1)))
                if len(drawn) >= wanted:
                    break
        return drawn

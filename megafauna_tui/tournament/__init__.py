"""Tournaments between bots: many seat-swapped games on every core (or a Ray cluster), summed up as win rates
with confidence intervals, mean scores, seat and colour balance, and how often each rule-relevant thing
happened.

Seating. The bots fill the seats in the order given, the list repeating when it is shorter than the table; that
row is the *base lineup*. Game ``i`` turns the base lineup by ``r = i mod p`` seats (seat ``k`` takes the base's
bot ``(k + r) mod seats``), where ``p`` is the number of different lineups turning gives (4 for
search,greedy,greedy,greedy at four seats, 2 for search,greedy at four). The ``p`` games of each block
``i // p`` share one deal: the same seed, so the same colours in the same seats (dealt at random, C1c) and the
same first cards, and every bot plays that deal from each seat. A tournament of a multiple of ``p`` games seats
every bot in every seat equally often. In the solo games (K) there is nobody to swap seats with: each game is one
bot playing the whole solo game (both of its sides, unless the plant policy plays the automated plant, K8), and
the bots take the games in turn, each block of ``len(bots)`` games sharing a deal.

A game's seed comes from the tournament's seed and its block alone (a hash of both), so the games, and the
report, are the same whatever runs them: one process, a pool of any size, or Ray. Results are summed in game
order for the same reason.

This package is the tournament's public face; its parts are ``setup`` (the games and their seating),
``playing`` (one game, in whatever process plays it), ``running`` (this process, a pool or Ray), ``tally``
(the sums and the JSON report) and ``text`` (the report for people).
"""

from __future__ import annotations

from megafauna_tui.tournament.playing import Measure, load_rules, play_game, play_games
from megafauna_tui.tournament.running import (
    RAY_MISSING,
    ClusterError,
    Progress,
    default_workers,
    ray_available,
    run,
)
from megafauna_tui.tournament.setup import SEED_SPAN, Setup, game_seed, seating_words
from megafauna_tui.tournament.tally import LISTED, Z95, Entry, Tally, wilson
from megafauna_tui.tournament.text import render_text

__all__ = [
    "LISTED",
    "RAY_MISSING",
    "SEED_SPAN",
    "Z95",
    "ClusterError",
    "Entry",
    "Measure",
    "Progress",
    "Setup",
    "Tally",
    "default_workers",
    "game_seed",
    "load_rules",
    "play_game",
    "play_games",
    "ray_available",
    "render_text",
    "run",
    "seating_words",
    "wilson",
]

"""The playtest report: the arc of the game, per bot and per mode, from bot games.

It plays the games of a tournament (the same seating, seeds and machinery: one process, a pool or Ray, see
tournament/) and reads in each game, besides the tournament's counts of what happened (game_facts.py),
what shows whether the late game happens:

- per player: which emotions the personalities it formed held (J6b), the largest size its species reached
  (E6), how many actions it was allowed each turn (A2a, A2b), and its final score by A7 part, tools (J7, part
  of A7c) apart from the other tableau fossils;
- per game: how it ended (the last era, A6; the Chicxulub comet, A6a; a runaway greenhouse, D10h; language,
  J6f; in the solo and Venus games a lost sea or plant, Kc), its length in turns, the Oxygen after each turn
  (A1g, K3g) and, in the solo and Venus games, the white disks (seas) left on the map (K7c).

Sums are kept as counts (histograms), in game order, so the report is the same whatever ran the games and
never holds every game. In the solo and Venus games the actions are counted by side (the animal, the plant);
elsewhere by bot.

This package is the playtest report's public face; its parts are ``reading`` (one game, in the worker that
played it), ``tally`` (the sums and the JSON report) and ``text`` (the report and its charts for people).
"""

from __future__ import annotations

from megafauna_tui.playtest.reading import ENDINGS, PARTS, TRACKS, measure, read_game, side_of
from megafauna_tui.playtest.tally import PlaytestTally
from megafauna_tui.playtest.text import chart, render_summary, render_text

__all__ = [
    "ENDINGS", "PARTS", "TRACKS", "PlaytestTally", "chart", "measure", "read_game", "render_summary", "render_text", "side_of",
]  # fmt: skip

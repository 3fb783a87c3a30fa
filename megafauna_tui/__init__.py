"""Bios: Megafauna in the terminal: a rules-enforcing edition of the board game."""

__version__ = "0.1.0"

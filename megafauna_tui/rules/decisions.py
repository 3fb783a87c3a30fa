"""What the engine asks: one pending decision with its legal options only.

An option's key is stable (saves, tests and bots use it) and unique within its decision
(checked after every decision by ``invariants.violations``); its label is for people; its
rule names the rule that offers the choice.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from megafauna_tui.data.vocabulary import PlayerColour


class DecisionKind(StrEnum):
    ACTION = "action"
    MUTATE_CARD = "mutate_card"
    MUTATE_SPECIES = "mutate_species"
    PROMOTE_CARD = "promote_card"
    ORIENTATION = "orientation"
    SPECIATE_MOTHER = "speciate_mother"
    HOST = "host"
    PERSONALITY = "personality"
    TOOL = "tool"
    POPULATE_SPECIES = "populate_species"
    POPULATE_COUNT = "populate_count"
    NEOTENY = "neoteny"
    RESURRECT = "resurrect"
    NEWBORN = "newborn"
    MOTHER = "mother"
    DESTINATION = "destination"
    TROPHIC_SHIFT = "trophic_shift"
    TIE_BREAK = "tie_break"
    ATROPHY = "atrophy"
    CULL = "cull"
    GENETIC_DRIFT = "genetic_drift"
    ENDOTHERM = "endotherm"
    MEDEA_SOURCE = "medea_source"
    MEDEA_PLACE = "medea_place"
    RESIZE = "resize"
    MEDEA_TRIGGER = "medea_trigger"
    MEDEA_RICOCHET = "medea_ricochet"
    CRATON_ORDER = "craton_order"
    SOLO_OFFSHORE = "solo_offshore"
    PLANT_START = "plant_start"
    PLANT_SPECIES_LOST = "plant_species_lost"
    RAINDANCE = "raindance"
    EROSION = "erosion"
    CHIMERA_DISCARD = "chimera_discard"


@dataclass(frozen=True, slots=True)
class Option:
    key: str
    label: str
    rule: str
    hex: str | None = None
    """The hex this option places something in or picks something from, for a UI's map."""


@dataclass(frozen=True, slots=True)
class Decision:
    player: PlayerColour
    kind: DecisionKind
    prompt: str
    rule: str
    options: tuple[Option, ...]
    ruled_out: tuple[str, ...] = ()
    """Answers the rules bar here, each in words with the rule that bars it: when one option is left and the
    game takes it for the player, they are told what else there was and why it could not be."""

    def option(self, key: str) -> Option | None:
        for option in self.options:
            if option.key == key:
                return option
        return None

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(o.key for o in self.options)


class RulesError(Exception):
    """Base of the errors the rules core raises on bad input."""


class IllegalAnswer(RulesError):
    """An answer that is not one of the pending decision's options; the position is unchanged."""

    def __init__(self, key: str, decision: Decision | None) -> None:
        self.key = key
        self.decision = decision
        if decision is None:
            message = f"no decision is pending (the game is over); cannot answer {key!r}"
        else:
            shown = ", ".join(decision.keys[:12]) + (" ..." if len(decision.keys) > 12 else "")
            message = f"{key!r} is not a legal answer to '{decision.prompt}' ({decision.rule}); legal: {shown}"
        super().__init__(message)

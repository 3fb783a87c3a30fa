"""New game: the mode, the number of players, a name and human or bot for each seat, and a seed.

The solo game (part K) asks for its world and the animal's colour instead of seats: one
person plays the animal and the plant. A game is offered only once its rules are all built.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Input, Label, RadioButton, RadioSet, Select

from megafauna_tui.data.vocabulary import World
from megafauna_tui.ui.games import ANIMAL_COLOURS, SOLO_MODES, offered
from megafauna_tui.ui.widgets.footer import KeyFooter

SEAT_KINDS = [("human", "human"), ("random bot", "random"), ("greedy bot", "greedy")]


@dataclass(frozen=True)
class GameSetup:
    """What the form produced: the start of a game, not yet its colours (dealt at random, C1c)."""

    names: tuple[str, ...]
    bots: tuple[str | None, ...]
    seed: int | None
    length: str = "standard"
    mode: str = "tooth_and_claw"
    apomorphies: bool = False
    colour: str | None = None
    """The solo game: the animal's colour (the person plays Green's plant too); None in the other games."""


class NewGameScreen(Screen[GameSetup | None]):
    BINDINGS = [Binding("escape", "cancel", "Back"), Binding("ctrl+n", "start", "Start")]

    DEFAULT_CSS = """
    NewGameScreen { align: center middle; }
    NewGameScreen > Vertical { width: 80; height: auto; border: round $accent; padding: 0 2; }
    NewGameScreen RadioSet { width: 100%; margin-bottom: 1; }
    NewGameScreen .seat { height: 3; }
    NewGameScreen .seat Input { width: 1fr; }
    NewGameScreen .seat Select { width: 24; }
    NewGameScreen .seat.hidden { display: none; }
    NewGameScreen #seed { width: 30; }
    NewGameScreen #buttons { height: 3; margin-top: 1; }
    NewGameScreen .solo-only { display: none; }
    NewGameScreen.-solo .solo-only { display: block; }
    NewGameScreen.-solo .table-only { display: none; }
    """

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label("Game")
            with RadioSet(id="mode"):
                yield RadioButton("Tooth & claw (A8)", value=True, id="tooth_and_claw")
                yield RadioButton("Achterbahn: the climate game, all the rules", id="achterbahn")
                solo = any(offered(mode) for mode in SOLO_MODES.values())
                words = "Solo: the animal and the plant on Mars, Venus or Earth (K)"
                yield RadioButton(words if solo else f"{words}, not available yet", disabled=not solo, id="solo")
            # The solo game: the world, then the animal's colour. Where the lead adds the side the person plays
            # (animal, plant Ke, chimera Kf) as a third RadioSet, and the Venus games (L1 two seats, L2 2-3 seats)
            # as entries of #mode, once their rules exist.
            yield Label("World (K3b)", classes="solo-only")
            with RadioSet(id="world", classes="solo-only"):
                first = True
                for world, mode in SOLO_MODES.items():
                    ready = offered(mode)
                    label = world.value.capitalize() + ("" if ready else " (not available yet)")
                    yield RadioButton(label, value=ready and first, disabled=not ready, id=f"world-{world.value}")
                    first = first and not ready
            yield Label("The animal's colour (Green is the plant)", classes="solo-only")
            with RadioSet(id="colour", classes="solo-only"):
                for colour in ANIMAL_COLOURS:
                    yield RadioButton(
                        colour.value.capitalize(), value=colour is ANIMAL_COLOURS[0], id=f"colour-{colour}"
                    )
            yield Label("Length", classes="table-only")
            with RadioSet(id="length", classes="table-only"):
                yield RadioButton("Standard: Eras I and II, 11 turns (A6)", value=True, id="length-standard")
                yield RadioButton("Long: Era III and the Chicxulub comet, 12-16 turns (A6a)", id="length-long")
                yield RadioButton("Short: Eras I and III, 7-11 turns (A6b)", id="length-short")
            yield Checkbox(
                "Experimental apomorphies (J8): Orange resists radiation, Black metamorphoses", id="apomorphies"
            )
            yield Label("Players (colours are dealt at random)", classes="table-only")
            with RadioSet(id="players", classes="table-only"):
                for count in (2, 3, 4):
                    yield RadioButton(f"{count} players", value=count == 2, id=f"players-{count}")
            for seat in range(4):
                classes = "seat table-only" + (" hidden" if seat >= 2 else "")
                with Horizontal(classes=classes, id=f"seat-{seat}"):
                    yield Input(value=f"Player {seat + 1}", placeholder="name", id=f"name-{seat}", max_length=20)
                    yield Select(SEAT_KINDS, value="human", allow_blank=False, id=f"kind-{seat}")
            yield Label("Seed (optional, the same seed deals the same game)")
            yield Input(placeholder="random", id="seed", restrict=r"[0-9]*", max_length=12)
            with Horizontal(id="buttons"):
                yield Button("Start (Ctrl+N)", variant="primary", id="start")
                yield Button("Back (Esc)", id="back")
        yield KeyFooter()

    @property
    def player_count(self) -> int:
        pressed = self.query_one("#players", RadioSet).pressed_button
        return int(pressed.id.removeprefix("players-")) if pressed is not None and pressed.id else 2

    def _pressed(self, radio_set: str, prefix: str = "") -> str | None:
        """The id of the button pressed in a RadioSet, without its prefix."""
        pressed = self.query_one(f"#{radio_set}", RadioSet).pressed_button
        return pressed.id.removeprefix(prefix) if pressed is not None and pressed.id else None

    def on_radio_set_changed(self, event: RadioSet.Changed) -> None:
        if event.radio_set.id == "mode":
            self.set_class(self._pressed("mode") == "solo", "-solo")
        if event.radio_set.id == "players":
            for seat in range(4):
                self.query_one(f"#seat-{seat}").set_class(seat >= self.player_count, "hidden")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        else:
            self.action_cancel()

    def action_start(self) -> None:
        count = self.player_count
        names = tuple((self.query_one(f"#name-{i}", Input).value.strip() or f"Player {i + 1}") for i in range(count))
        kinds = [self.query_one(f"#kind-{i}", Select).value for i in range(count)]
        bots = tuple(None if kind == "human" else str(kind) for kind in kinds)
        text = self.query_one("#seed", Input).value.strip()
        chosen = self.query_one("#length", RadioSet).pressed_button
        length = chosen.id.removeprefix("length-") if chosen is not None and chosen.id else "standard"
        apomorphies = self.query_one("#apomorphies", Checkbox).value
        mode = self._pressed("mode") or "tooth_and_claw"
        seed = int(text) if text else None
        if mode == "solo":
            world = self._pressed("world", "world-")
            if world is None:
                self.notify("No world's solo game can be played yet.", severity="warning")
                return
            colour = self._pressed("colour", "colour-") or ANIMAL_COLOURS[0].value
            solo_mode = SOLO_MODES[World(world)].value
            animal = colour.capitalize()
            self.dismiss(
                GameSetup((animal,), (None,), seed, "long", mode=solo_mode, apomorphies=apomorphies, colour=colour)
            )
            return
        self.dismiss(GameSetup(names, bots, seed, length, mode=mode, apomorphies=apomorphies))

    def action_cancel(self) -> None:
        self.dismiss(None)

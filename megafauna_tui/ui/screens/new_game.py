"""New game: the mode, the number of players, a name and human or bot for each seat, and a seed.

A seat's bot is the random, the greedy or the search bot, the last at each of its levels (quick, normal,
strong): the same names the command line and saves use.

The solo game (part K) asks for its world, the side the person plays (the animal, the
plant of Ke or the chimera of Kf), the colour of the animal's pieces and whether the game
makes the automated plant's free choices, instead of seats: one person plays both sides.
The Venus games (L) have seats: L1 two (the plant, then the animal), L2 two or three
animals. A game is offered only once its rules are all built.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Input, Label, RadioButton, RadioSet, Select

from megafauna_tui.cli.seats import seat_name
from megafauna_tui.data.vocabulary import World
from megafauna_tui.ui.games import ANIMAL_COLOURS, SOLO_MODES, VENUS_MODES, offered
from megafauna_tui.ui.widgets.footer import KeyFooter

#: Who plays a seat: a person or a bot, the search bot at its levels (``megafauna_tui.bots.bot_names``).
SEAT_KINDS = [
    ("human", "human"),
    ("random bot", "random"),
    ("greedy bot", "greedy"),
    ("search bot (quick)", "search:quick"),
    ("search bot", "search"),
    ("search bot (strong)", "search:strong"),
]


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
    side: str = "animal"
    """The solo game: whom the person plays (K the animal, Ke the plant, Kf the chimera)."""
    plant_policy: bool = False
    """The solo game: the game makes the automated plant's free choices (K8), so no plant question is asked."""


#: Whom the person plays in the solo game (K, Ke, Kf), each with the line that explains it.
SIDES = [
    ("animal", "The animal, beside the semi-automated plant (K)"),
    ("plant", "The plant (Green) and an animal too, both yours (Ke)"),
    ("chimera", "The chimera: Green as an animal in the colour above, beside the plant (Kf)"),
]


class NewGameScreen(Screen[GameSetup | None]):
    BINDINGS = [Binding("escape", "cancel", "Back"), Binding("ctrl+n", "start", "Start")]

    DEFAULT_CSS = """
    NewGameScreen { align: center middle; }
    NewGameScreen > Vertical { width: 96; height: auto; border: round $accent; padding: 0 2; }
    NewGameScreen #solo-sets { height: auto; }
    NewGameScreen #solo-sets > Vertical { width: 1fr; height: auto; }
    NewGameScreen RadioSet { width: 100%; margin-bottom: 1; }
    NewGameScreen .seat { height: 3; }
    NewGameScreen .seat Input { width: 1fr; }
    NewGameScreen .seat Select { width: 28; }
    NewGameScreen .seat.hidden { display: none; }
    NewGameScreen #seed { width: 30; }
    NewGameScreen #buttons { height: 3; margin-top: 1; }
    NewGameScreen .solo-only, NewGameScreen .venus-only, NewGameScreen .l1-only, NewGameScreen .l2-only {
        display: none;
    }
    NewGameScreen.-venus-l2 .l2-only { display: block; }
    NewGameScreen.-solo .solo-only { display: block; }
    NewGameScreen.-solo .table-only { display: none; }
    NewGameScreen.-solo .seat, NewGameScreen.-solo #players-label, NewGameScreen.-solo #players { display: none; }
    NewGameScreen.-venus .venus-only { display: block; }
    NewGameScreen.-venus-l1 .l1-only { display: block; }
    NewGameScreen.-venus-l1 #players, NewGameScreen.-venus-l1 #players-label { display: none; }
    NewGameScreen.-venus-l2 #players-4 { display: none; }
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
                for mode_id, words in (
                    ("venus_l1", "Venus L1: the plant against one animal, two players (L1)"),
                    ("venus_l2", "Venus L2: 2-3 animals beside the automated plant, run by the Medea (L2)"),
                ):
                    ready = offered(VENUS_MODES[mode_id])
                    label = words if ready else f"{words}, not available yet"
                    yield RadioButton(label, disabled=not ready, id=mode_id)
            # The solo game: the world, the side the person plays, the colour of the animal's pieces, the plant policy.
            with Horizontal(id="solo-sets", classes="solo-only"):
                with Vertical():
                    yield Label("World (K3b)")
                    with RadioSet(id="world"):
                        first = True
                        for world, mode in SOLO_MODES.items():
                            ready = offered(mode)
                            label = world.value.capitalize() + ("" if ready else " (not available yet)")
                            yield RadioButton(
                                label, value=ready and first, disabled=not ready, id=f"world-{world.value}"
                            )
                            first = first and not ready
                with Vertical():
                    yield Label("Animal's colour (the chimera's pieces)")
                    with RadioSet(id="colour"):
                        for colour in ANIMAL_COLOURS:
                            yield RadioButton(
                                colour.value.capitalize(), value=colour is ANIMAL_COLOURS[0], id=f"colour-{colour}"
                            )
            yield Label("You play (Green is always the plant)", classes="solo-only")
            with RadioSet(id="side", classes="solo-only"):
                for side, words in SIDES:
                    yield RadioButton(words, value=side == "animal", id=f"side-{side}")
            yield Checkbox(
                "Let the game make the automated plant's free choices (K8): no plant questions",
                id="plant-policy",
                classes="solo-only",
            )
            yield Label("Length", classes="table-only")
            with RadioSet(id="length", classes="table-only"):
                yield RadioButton("Standard: Eras I and II, 11 turns (A6)", value=True, id="length-standard")
                yield RadioButton("Long: Era III and the Chicxulub comet, 12-16 turns (A6a)", id="length-long")
                yield RadioButton("Short: Eras I and III, 7-11 turns (A6b)", id="length-short")
            yield Checkbox(
                "Experimental apomorphies (J8): Orange resists radiation, Black metamorphoses", id="apomorphies"
            )
            yield Label("Players (colours are dealt at random)", id="players-label")
            with RadioSet(id="players"):
                for count in (2, 3, 4):
                    yield RadioButton(f"{count} players", value=count == 2, id=f"players-{count}")
            yield Label(
                "Seat 1 plays the plant (Green, holds the Medea); seat 2 the animal, dealt (L1)", classes="l1-only"
            )
            yield Checkbox(
                "Seat 1 plays the chimera: Green as an animal, with the dealt colour's pieces (Kf, R105)",
                id="chimera-seat",
                classes="l2-only",
            )
            for seat in range(4):
                classes = "seat" + (" hidden" if seat >= 2 else "")
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
        """The seats to fill: 2-4, but two in Venus L1 (the plant and the animal) and at most three in L2."""
        mode = self._pressed("mode")
        if mode == "venus_l1":
            return 2
        pressed = self.query_one("#players", RadioSet).pressed_button
        count = int(pressed.id.removeprefix("players-")) if pressed is not None and pressed.id else 2
        return min(count, 3) if mode == "venus_l2" else count

    def _pressed(self, radio_set: str, prefix: str = "") -> str | None:
        """The id of the button pressed in a RadioSet, without its prefix."""
        pressed = self.query_one(f"#{radio_set}", RadioSet).pressed_button
        return pressed.id.removeprefix(prefix) if pressed is not None and pressed.id else None

    def on_radio_set_changed(self, event: RadioSet.Changed) -> None:
        if event.radio_set.id == "mode":
            mode = self._pressed("mode")
            self.set_class(mode == "solo", "-solo")
            self.set_class(mode in VENUS_MODES, "-venus")
            self.set_class(mode == "venus_l1", "-venus-l1")
            self.set_class(mode == "venus_l2", "-venus-l2")
        if event.radio_set.id == "side":  # Ke: a person plays the plant, so nothing is automated to let play
            policy = self.query_one("#plant-policy", Checkbox)
            policy.disabled = self._pressed("side", "side-") == "plant"
            if policy.disabled:
                policy.value = False
        if event.radio_set.id in ("mode", "players"):
            for seat in range(4):
                self.query_one(f"#seat-{seat}").set_class(seat >= self.player_count, "hidden")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        else:
            self.action_cancel()

    def action_start(self) -> None:
        count = self.player_count
        kinds = [self.query_one(f"#kind-{i}", Select).value for i in range(count)]
        bots = tuple(None if kind == "human" else str(kind) for kind in kinds)
        typed = [self.query_one(f"#name-{i}", Input).value.strip() for i in range(count)]
        # A seat left with its default name takes the name of whoever plays it: 'Greedy 3' for a bot.
        names = tuple(
            name if name and name != seat_name(i + 1, None) else seat_name(i + 1, bot)
            for i, (name, bot) in enumerate(zip(typed, bots, strict=True))
        )
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
            side = self._pressed("side", "side-") or "animal"
            policy = self.query_one("#plant-policy", Checkbox).value and side != "plant"
            animal = colour.capitalize()
            self.dismiss(
                GameSetup(
                    (animal,),
                    (None,),
                    seed,
                    "long",
                    mode=solo_mode,
                    apomorphies=apomorphies,
                    colour=colour,
                    side=side,
                    plant_policy=policy,
                )
            )
            return
        side = "animal"
        if mode == "venus_l2" and self.query_one("#chimera-seat", Checkbox).value:
            side = "chimera"
        self.dismiss(GameSetup(names, bots, seed, length, mode=mode, apomorphies=apomorphies, side=side))

    def action_cancel(self) -> None:
        self.dismiss(None)

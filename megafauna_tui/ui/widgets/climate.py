"""The climate column: the three reservoirs as tracks of disks, what each reads now, the Medea and the strip.

Every reading comes from ``rules.climate.readings`` at the moment the column is
drawn, never from a copy: the screen redraws the column whenever a disk moved
(see :func:`shown_key`), so it is right in the middle of an event phase too.

At its full width the column draws each reservoir as a track of disk letters
with its readings below; narrower than ``WIDE_FROM`` (the screen's narrow
layout) it keeps a compact form: counts and readings only, a line or two each.

Tooth & claw plays without climate (A8e): the column then shrinks to a narrow
strip that says so (class ``-unused``), leaving its room to the map and Display.

In the solo game the Oxygen holds no disks: the plant's Unborn creeples lie there
instead (K3g, K4), drawn as green creeples by shape; and there is no latitude strip,
the humidity being always green (K3b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from megafauna_tui.data.vocabulary import DiskColour, GreenhouseLevel, OxygenZone, Precipitation, Shape, Wind
from megafauna_tui.rules import climate, solo
from megafauna_tui.rules.state import GameMode
from megafauna_tui.rules.words import counted
from megafauna_tui.ui import glyphs
from megafauna_tui.ui.games import is_solo
from megafauna_tui.ui.widgets.repaint import changed_lines

if TYPE_CHECKING:
    from textual.geometry import Size

    from megafauna_tui.rules.climate import Readings
    from megafauna_tui.rules.engine import Game

#: From this width on the column draws the tracks; below it, the compact form.
WIDE_FROM = 22

#: What each precipitation zone lets happen, with its rule (D10d, D10e).
RAIN_WORDS: dict[Precipitation, tuple[str, str]] = {
    Precipitation.NONE: ("no rain", "D10d"),
    Precipitation.NORMAL: ("rain", "D10d"),
    Precipitation.CLOUD_COVERED: ("cloud cover", "D10e"),
}
#: The oxygen zone: which gated events can happen (D10c).
ZONE_WORDS: dict[OxygenZone, str] = {OxygenZone.MICROBE: "microbe zone", OxygenZone.CONFLAGRATION: "fire zone"}


def shown_key(game: Game) -> object:
    """Everything the column shows, for the screen's redraw check: it changes the moment a disk moves. In
    tooth & claw the column only says that the climate is not used: nothing to draw again all game."""
    state = game.state
    if state.mode is GameMode.TOOTH_AND_CLAW:
        return (state.mode,)
    medea = [p.colour for p in state.players if p.medea]
    reservoirs = {name: list(disks) for name, disks in sorted(state.reservoirs.items())}
    creeples = unborn_plants(game) if is_solo(game) else []
    return (state.mode, state.turn, reservoirs, state.windy, state.runaway, medea, creeples)


def unborn_plants(game: Game) -> list[Shape]:
    """The plant's creeples on the Oxygen in the solo game, by shape (K3g, K4): each species' Unborn, then the
    shapes it has not speciated into; their number is ``variant.oxygen``."""
    plant = game.state.player(solo.PLANT)
    shapes = [s.shape for s in plant.species for _ in range(s.unborn)]
    shapes += [shape for shape, count in plant.reserve.items() for _ in range(count)]
    return shapes


#: How each reservoir's heading line begins, in the wide and the compact forms.
HEADINGS: dict[str, tuple[str, ...]] = {
    climate.OXYGEN: ("Oxygen ", "O2 "),
    climate.CLOUDS: ("Clouds ", "Cl "),
    climate.ATMOSPHERE: ("Atmosphere ", "At "),
}


def level_name(level: GreenhouseLevel) -> str:
    """'Ice age', 'Eden', 'Runaway'."""
    return level.value.replace("_", " ").capitalize()


class ClimateColumn(Widget):
    """Reservoir tracks (Oxygen, Clouds, Atmosphere) with their readings, the Medea, and the latitude strip.

    The screen calls ``show(game)``; nothing here can be clicked.
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "climate--title",
        "climate--unused",
        "climate--empty",
        "climate--rule",
        "climate--alarm",
        "climate--target",
    }
    """
    | Class | Description |
    | :- | :- |
    | `climate--title` | The column heading and each reservoir's name. |
    | `climate--unused` | The line saying the climate is not used in tooth & claw. |
    | `climate--empty` | An empty disk slot on a track. |
    | `climate--rule` | The rule IDs after the readings. |
    | `climate--alarm` | A runaway near or reached, a windy turn. |
    | `climate--target` | A reservoir the pending choice offers: click it to choose it. |
    """

    DEFAULT_CSS = """
    ClimateColumn {
        height: auto;
        width: 24;
        background: $surface;
        text-wrap: nowrap;
        text-overflow: ellipsis;
        padding-right: 1;
        &.-unused { width: 9; height: 1fr; padding: 0; }
    }
    ClimateColumn > .climate--title { text-style: bold; }
    ClimateColumn > .climate--unused { color: $warning; text-style: bold; }
    ClimateColumn > .climate--empty { color: $text-disabled; }
    ClimateColumn > .climate--rule { color: $text-muted; }
    ClimateColumn > .climate--alarm { color: $warning; text-style: bold; }
    ClimateColumn > .climate--target { color: rgb(255, 224, 64); text-style: bold reverse; }
    """

    def __init__(
        self,
        *,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
        disabled: bool = False,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes, disabled=disabled)
        self._game: Game | None = None
        self._targets: frozenset[str] = frozenset()
        self._rows: dict[int, str] = {}
        """The reservoir drawn on each line of the column, for clicks."""
        self._drawn: tuple[bool, Text, dict[int, str]] | None = None
        """The column as last described (compact or not), until the game or the styles change: laying out the
        screen asks for it two or three times before it is painted."""
        self._laid_out_width: int | None = None

    class Picked(Message):
        """The player clicked a reservoir the pending choice offers (D12, D13, D14)."""

        def __init__(self, column: ClimateColumn, reservoir: str) -> None:
            super().__init__()
            self.column = column
            self.reservoir = reservoir

        @property
        def control(self) -> ClimateColumn:
            return self.column

    def show(self, game: Game, targets: frozenset[str] = frozenset()) -> None:
        """Draw the climate of this game; ``targets`` are the reservoirs the pending choice offers, lit."""
        self._game = game
        self._targets = targets
        drawn = None if self._drawn is None else self._drawn[1]
        self._drawn = None
        self.set_class(game.state.mode is GameMode.TOOTH_AND_CLAW, "-unused")  # a change of class lays out
        if drawn is None:
            self.refresh(layout=True)
            return
        before, after = list(drawn.split("\n", allow_blank=True)), list(self.render().split("\n", allow_blank=True))
        if len(before) != len(after):
            self.refresh(layout=True)  # the column is as tall as its lines
            return
        # As many lines as before: only those that changed are repainted (a disk moved on one track, say).
        changed = changed_lines(before, after, 0, len(after), self.size.width)
        if changed:
            self.refresh(*changed)

    def render(self) -> Text:
        compact = self.compact
        if self._drawn is None or self._drawn[0] != compact:
            text = self.describe()
            self._drawn = (compact, text, self._rows)
        self._rows = self._drawn[2]
        return self._drawn[1].copy()

    def notify_style_update(self) -> None:
        self._drawn = None
        super().notify_style_update()

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """While the screen is laid out the width is known already: asking for the size then would lay the
        whole screen out again (and draw this column again) to learn it."""
        self._laid_out_width = width
        try:
            return super().get_content_height(container, viewport, width)
        finally:
            self._laid_out_width = None

    @property
    def compact(self) -> bool:
        """Drawn in the compact form: the widget is narrower than the tracks need."""
        width = self.size.width if self._laid_out_width is None else self._laid_out_width
        return 0 < width < WIDE_FROM

    def describe(self) -> Text:
        """The column as Rich text."""
        text = Text(no_wrap=True, overflow="ellipsis", end="")
        title = self.get_component_rich_style("climate--title", partial=True)
        if self._game is None:
            text.append("Climate", style=title)
            return text
        game = self._game
        if game.state.mode is GameMode.TOOTH_AND_CLAW:
            text.append("Climate", style=title)
            text.append("\nnot used\nin tooth\n& claw\n(A8e)", style=self.get_component_rich_style("climate--unused"))
            return text
        now = climate.readings(game)
        lines = self._compact_lines(game, now) if self.compact else self._wide_lines(game, now)
        self._rows = {}
        for index, line in enumerate(lines):
            for reservoir, heads in HEADINGS.items():
                if line.plain.startswith(heads):
                    self._rows[index] = reservoir
                    self._rows[index + 1] = reservoir  # the track (wide) or the reading (compact) below it
                    if reservoir in self._targets:  # lit, in place: the column has no room for a marker
                        line.stylize(self._style("target"), 0, len(line.plain.rstrip()))
        return Text("\n", no_wrap=True, overflow="ellipsis", end="").join(lines)

    def on_click(self, event: events.Click) -> None:
        reservoir = self._rows.get(event.y)
        if reservoir is not None and reservoir in self._targets:
            event.stop()
            self.post_message(self.Picked(self, reservoir))

    # -- the two forms -----------------------------------------------------------------------

    def _wide_lines(self, game: Game, now: Readings) -> list[Text]:
        state = game.state
        lines = [self._line(("Climate: ", "title"), (level_name(now.greenhouse), "title"))]
        lines.append(
            self._line(("Oxygen ", "title"), f"{now.oxygen_disks}/{climate.capacity(game, climate.OXYGEN)}")
            + self._line(f" · O2 {now.oxygen_percent}%")
        )
        if is_solo(game):
            lines.append(self._line(" green creeples ", ("K3g", "rule")))
        lines.append(self._track(game, climate.OXYGEN))
        if not is_solo(game):  # the track reads backwards: each disk off it is a point more of O2 (R07)
            lines.append(self._line(" O2% = 21 - disks ", ("R07", "rule")))
        lines.append(self._line(f" {counted(now.actions, 'action')} ", ("A2a", "rule")))
        lines.append(self._line(f" dark heart {now.dark_heart} ", ("D7b", "rule")))
        lines.append(self._line(f" {ZONE_WORDS[now.zone]} ", ("D10c", "rule")))
        lines.append(
            self._line(("Clouds ", "title"), f"{now.cloud_disks}/{climate.capacity(game, climate.CLOUDS)}")
            + self._line(f"  albedo {now.albedo:.1f}")
        )
        lines.append(self._track(game, climate.CLOUDS))
        lines.append(self._line(f" green heart {now.green_heart} ", ("D7c", "rule")))
        rain, rule = RAIN_WORDS[now.precipitation]
        lines.append(self._line(f" {rain} ", (rule, "rule")))
        full = climate.capacity(game, climate.ATMOSPHERE)
        lines.append(self._line(("Atmosphere ", "title"), f"{now.atmosphere_disks}/{full}"))
        lines.append(self._track(game, climate.ATMOSPHERE))
        lines.append(self._line(f" {level_name(now.greenhouse)} · {now.climate.value.replace('_', ' ')}"))
        lines.append(self._line(f" Green: {counted(now.green_actions, 'action')} ", ("A2b", "rule")))
        lines.append(self._runaway(now, full, short=False))
        lines.append(self._medea(game))
        if is_solo(game):
            lines.append(self._line(("Strip ", "title"), "none ", ("K3b", "rule")))
            lines.append(self._line(" always ", ("h", "h"), " humid"))
        else:
            lines.append(self._line(("Strip ", "title"), ("h", "h"), " humid ", ("a", "a"), " arid"))
            lines.extend(self._strip(game, now, short=False))
        if state.windy:
            lines.append(self._line(("windy turn ↔ ", "alarm"), ("D11", "rule")))  # fits the column
        return lines

    def _compact_lines(self, game: Game, now: Readings) -> list[Text]:
        atmosphere = game.state.reservoirs.get(climate.ATMOSPHERE, [])
        black = sum(1 for d in atmosphere if d is DiskColour.BLACK)
        full = climate.capacity(game, climate.ATMOSPHERE)
        rain, _ = RAIN_WORDS[now.precipitation]
        oxygen, clouds = climate.capacity(game, climate.OXYGEN), climate.capacity(game, climate.CLOUDS)
        lines = [
            self._line(("Climate", "title")),
            self._line(("O2 ", "title"), f"{now.oxygen_percent}% {now.oxygen_disks}/{oxygen}"),
            *(() if is_solo(game) else (self._line(" O2%=21-disks"),)),  # the track reads backwards (R07)
            self._line(f" {now.actions} act dark {now.dark_heart}"),
            self._line(f" {ZONE_WORDS[now.zone]}"),
            self._line(("Cl ", "title"), f"{now.cloud_disks}/{clouds} al {now.albedo:.1f}"),
            self._line(f" green {now.green_heart}"),
            self._line(f" {rain}"),
            self._line(
                ("At ", "title"),
                f"{now.atmosphere_disks}/{full} ",
                (f"{black}k", "k"),
                (f"{len(atmosphere) - black}w", "w"),
            ),
            self._line(f" {level_name(now.greenhouse)}"),
            self._line(f" Green {now.green_actions} act"),
            self._runaway(now, full, short=True),
            self._medea(game, short=True),
        ]
        if is_solo(game):
            lines.append(self._line(("Strip", "title"), " none"))
            lines.append(self._line(" always ", ("h", "h")))
        else:
            lines.append(self._line(("Strip", "title")))
            lines.extend(self._strip(game, now, short=True))
        if game.state.windy:
            lines.append(self._line(("windy ↔ D11", "alarm")))
        return lines

    # -- pieces --------------------------------------------------------------------------------

    def _line(self, *parts: str | tuple[str, str]) -> Text:
        """A line from plain strings and (text, role) pairs: a component class suffix or a disk/humidity letter."""
        line = Text(no_wrap=True, overflow="ellipsis", end="")
        for part in parts:
            if isinstance(part, str):
                line.append(part)
                continue
            words, role = part
            line.append(words, style=self._style(role))
        return line

    def _style(self, role: str) -> Style:
        letters = dict(glyphs.DISK.values()) | dict(glyphs.HUMIDITY.values())
        if role in letters:
            return Style.parse(letters[role])
        return self.get_component_rich_style(f"climate--{role}", partial=True)

    def _track(self, game: Game, reservoir: str) -> Text:
        """A reservoir as its slots from the bottom up, left to right: a letter per disk, a dot per empty slot."""
        line = Text(" ", no_wrap=True, overflow="ellipsis", end="")
        if reservoir == climate.OXYGEN and is_solo(game):
            return self._creeple_track(game, line)
        disks = game.state.reservoirs.get(reservoir, [])
        for disk in disks:
            letter, style = glyphs.DISK[disk]
            line.append(letter, style=Style.parse(style))
        line.append("·" * max(0, climate.capacity(game, reservoir) - len(disks)), style=self._style("empty"))
        return line

    def _creeple_track(self, game: Game, line: Text) -> Text:
        """The solo Oxygen: a green creeple glyph per Unborn plant creeple, a dot per slot left; a stack taller
        than the track reads as full (R52), the creeples beyond it counted after a '+'."""
        capacity = climate.capacity(game, climate.OXYGEN)
        shapes = unborn_plants(game)
        _, green = glyphs.PLAYER[solo.PLANT]
        line.append("".join(glyphs.SHAPE[shape] for shape in shapes[:capacity]), style=Style.parse(f"bold {green}"))
        line.append("·" * max(0, capacity - len(shapes)), style=self._style("empty"))
        if len(shapes) > capacity:
            line.append(f"+{len(shapes) - capacity}")
        return line

    def _runaway(self, now: Readings, full: int, *, short: bool) -> Text:
        """How far the Atmosphere is from a runaway greenhouse (D10h)."""
        if now.full_atmosphere:
            return self._line(("RUNAWAY: last turn" if not short else "RUNAWAY", "alarm"))
        left = full - now.atmosphere_disks
        words = f" runaway in {left}" if short else f" runaway in {left} "
        style = "alarm" if left <= 2 else ""
        return self._line((words, style) if style else words, *(() if short else (("D10h", "rule"),)))

    def _medea(self, game: Game, *, short: bool = False) -> Text:
        holders = [p.colour for p in game.state.players if p.medea]
        if not holders:
            return self._line(("Medea: -", "title"))
        letter, colour = glyphs.PLAYER[holders[0]]
        name = letter if short else f"{holders[0].value.capitalize()} ({letter})"
        return self._line(("Medea: ", "title")) + Text(name, style=Style(color=colour, bold=True))

    def _strip(self, game: Game, now: Readings, *, short: bool) -> list[Text]:
        """The latitude strip in force, north pole first: humidity letter (and word) and wind (F5a, D11)."""
        windy = game.state.windy
        lines = []
        for latitude, row in enumerate(now.strip.latitudes):
            letter, _ = glyphs.HUMIDITY[row.humidity]
            arrow = glyphs.WINDY if windy else glyphs.WIND[row.wind]
            word = "" if short else (" humid" if letter == "h" else " arid ")
            wind = "" if short or (row.wind is Wind.NONE and not windy) else " wind"
            lines.append(self._line(f" {latitude} ", (letter, letter), f"{word} {arrow}{wind}".rstrip()))
        return lines

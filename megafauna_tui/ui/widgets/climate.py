"""The climate column: the three reservoirs and the latitude strip as small vertical gauges.

Tooth & claw plays without climate (A8e): the column then shrinks to a narrow
strip that says so (class ``-unused``), leaving its room to the map and Display.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.style import Style
from rich.text import Text
from textual.widget import Widget

from megafauna_tui.data.vocabulary import DiskColour, GreenhouseLevel
from megafauna_tui.rules.state import GameMode
from megafauna_tui.ui import glyphs

if TYPE_CHECKING:
    from megafauna_tui.rules.engine import Game

#: Reservoir tracks, left to right: state key, column heading.
TRACKS: tuple[tuple[str, str], ...] = (("oxygen", "O2"), ("clouds", "Cl"), ("atmosphere", "At"))
#: Disk slots drawn in one gauge cell row.
SLOTS_PER_ROW = 2
#: Width of one gauge column: a space, the slots, a space.
COLUMN = SLOTS_PER_ROW + 2


def setup_loading(game: Game) -> dict[str, list[DiskColour]]:
    """The disks each track holds at an Achterbahn setup (C1k), bottom first."""
    reservoirs = game.data.reservoirs
    return {
        "oxygen": [DiskColour.GREEN] * reservoirs.oxygen.setup_green,
        "clouds": [DiskColour.WHITE] * reservoirs.clouds.setup_white,
        "atmosphere": [DiskColour.BLACK] * reservoirs.atmosphere.setup_black
        + [DiskColour.WHITE] * reservoirs.atmosphere.setup_white,
    }


class ClimateColumn(Widget):
    """Reservoir gauges (Oxygen, Clouds, Atmosphere), the latitude strip and their readings.

    The screen calls ``show(game)``; nothing here can be clicked.
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {"climate--title", "climate--unused", "climate--empty"}
    """
    | Class | Description |
    | :- | :- |
    | `climate--title` | The column heading and the gauge headings. |
    | `climate--unused` | The line saying the climate is not used in tooth & claw. |
    | `climate--empty` | An empty disk slot. |
    """

    DEFAULT_CSS = """
    ClimateColumn {
        height: auto;
        width: 24;
        background: $surface;
        text-wrap: nowrap;
        text-overflow: ellipsis;
        &.-unused { width: 9; height: 1fr; }
    }
    ClimateColumn > .climate--title { text-style: bold; }
    ClimateColumn > .climate--unused { color: $warning; text-style: bold; }
    ClimateColumn > .climate--empty { color: $text-disabled; }
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

    def show(self, game: Game) -> None:
        self._game = game
        self.set_class(game.state.mode is GameMode.TOOTH_AND_CLAW, "-unused")
        self.refresh(layout=True)

    def render(self) -> Text:
        return self.describe()

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
        loading = game.state.reservoirs or setup_loading(game)
        empty = self.get_component_rich_style("climate--empty", partial=True)
        reservoirs = game.data.reservoirs
        capacities = {
            "oxygen": reservoirs.oxygen.capacity,
            "clouds": reservoirs.clouds.capacity,
            "atmosphere": reservoirs.atmosphere.capacity,
        }
        disks = {key: list(loading.get(key, [])) for key, _ in TRACKS}
        count_atmosphere = min(len(disks["atmosphere"]), len(reservoirs.atmosphere.greenhouse) - 1)
        level = reservoirs.atmosphere.greenhouse[count_atmosphere]
        strip = game.data.strips.get(level)

        text.append("Climate", style=title)
        text.append("\n")
        for _, heading in TRACKS:
            text.append(f" {heading:<{COLUMN - 1}}", style=title)
        text.append(" Lat", style=title)
        rows = max(-(-cap // SLOTS_PER_ROW) for cap in capacities.values())
        rows = max(rows, len(strip.latitudes) if strip else 0)
        for line in range(rows):
            text.append("\n")
            level_from_bottom = rows - 1 - line
            for key, _ in TRACKS:
                text.append(" ")
                for slot in range(SLOTS_PER_ROW):
                    index = level_from_bottom * SLOTS_PER_ROW + slot
                    if index >= capacities[key]:
                        text.append(" ")
                    elif index < len(disks[key]):
                        letter, style = glyphs.DISK[disks[key][index]]
                        text.append(letter, style=Style.parse(style))
                    else:
                        text.append("·", style=empty)
                text.append(" ")
            if strip is not None and line < len(strip.latitudes):
                row = strip.latitudes[line]
                letter, style = glyphs.HUMIDITY[row.humidity]
                text.append(f" {line} ")
                text.append(letter, style=Style.parse(style))
                text.append(glyphs.WIND[row.wind])
        oxygen = reservoirs.oxygen.oxygen_percent[min(len(disks["oxygen"]), reservoirs.oxygen.capacity)]
        albedo = reservoirs.clouds.albedo[min(len(disks["clouds"]), reservoirs.clouds.capacity)]
        text.append("\nh humid  a arid  →← wind")
        text.append(f"\nO2 {oxygen}% · albedo {albedo:.1f}")
        text.append(f"\n{_level_name(level)}")
        if strip is not None:
            text.append(f" · {strip.climate.value.replace('_', ' ')}")
        return text


def _level_name(level: GreenhouseLevel) -> str:
    return level.value.replace("_", " ").capitalize()

"""Charts of how a game went, turn by turn: creeples on the map, VP, extinctions, and in the games with a
climate the three reservoirs and the greenhouse level.

Opened with ``g`` from the final scoring (and the solo outcome), or for any save by
``megafauna replay SAVE --charts``. The numbers come from ``game_series`` (a replay of
the record); the drawing is plotext's, through its Textual widget. Plotext is imported
only here, and this module only when the charts open, so it costs the app's start
nothing. Every player's line is drawn with the player's letter in the player's colour,
so the lines read apart without colour too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from math import ceil

from rich.color import Color as RichColor
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid
from textual.screen import Screen
from textual.widgets import Static
from textual_plotext import PlotextPlot

from megafauna_tui.controller import Session
from megafauna_tui.data.loader import RulesData
from megafauna_tui.data.vocabulary import PlayerColour
from megafauna_tui.game_series import GREENHOUSE_LEVELS, GameSeries, of_document, of_session
from megafauna_tui.rules.decisions import RulesError
from megafauna_tui.rules.state import GameMode
from megafauna_tui.savefile import SaveDocument, SaveError
from megafauna_tui.ui.glyphs import PLAYER
from megafauna_tui.ui.widgets.footer import KeyFooter

#: How the heading names each game.
MODE_TITLES: dict[GameMode, str] = {
    GameMode.TOOTH_AND_CLAW: "Tooth & claw",
    GameMode.ACHTERBAHN: "Achterbahn",
    GameMode.SOLO_MARS: "Solo on Mars",
    GameMode.SOLO_VENUS: "Solo on Venus",
    GameMode.SOLO_EARTH: "Solo on Earth",
    GameMode.VENUS_L1: "Venus, the plant game (L1)",
    GameMode.VENUS_L2: "Venus, the animal game (L2)",
}

#: Each reservoir's line: (name in the series, label, marker letter, Rich colour) (C1k).
RESERVOIR_LINES = (
    ("oxygen", "Oxygen", "O", "bright_green"),
    ("clouds", "Clouds", "C", "bright_white"),
    ("atmosphere", "Atmosphere", "A", "indian_red"),
)

#: What VP means in these charts, said under the heading.
VP_MEANING = (
    "VP: the A7 final score of the position at the end of each turn, as if the game ended there "
    "(fossils, living creeples, tableau fossil icons, hosts, emotions, language)."
)


@dataclass(frozen=True, slots=True)
class Line:
    """One line of a chart: its values turn by turn, the legend's words, the letter it is drawn with, its colour."""

    values: Sequence[int]
    label: str
    marker: str
    colour: str
    """A Rich colour name (the app's palette in glyphs.py)."""


def rgb(colour: str) -> tuple[int, int, int]:
    """A Rich colour name as the red, green and blue plotext draws with."""
    triplet = RichColor.parse(colour).get_truecolor()
    return (triplet.red, triplet.green, triplet.blue)


def integer_ticks(top: int, rows: int) -> list[int]:
    """Whole-number ticks from 0 to at least ``top``, no closer than two rows apart (counts are whole)."""
    step = max(1, ceil(max(top, 1) / max(1, rows // 2)))
    return list(range(0, max(top, 1) + step, step))


def with_headroom(top: float, rows: int, legend: int) -> float:
    """The top of a y axis that leaves the legend's rows (in the plot's top left corner) and one more above
    the highest value, so the legend never hides a point: ``top`` is the highest value of a range starting
    at 0, ``rows`` the plot's rows."""
    free = max(rows - legend - 1, 1)
    return top * rows / free


class Chart(PlotextPlot):
    """One chart of the series: lines over the turns, drawn again at every size the widget takes."""

    DEFAULT_CSS = """
    Chart { width: 1fr; height: 1fr; min-height: 8; }
    """

    def __init__(
        self,
        title: str,
        turns: Sequence[int],
        lines: Sequence[Line],
        *,
        labels: Sequence[str] | None = None,
        id: str | None = None,
    ) -> None:
        """``labels`` names the y values 0, 1, 2 ... (the greenhouse levels) in place of numbers."""
        super().__init__(id=id)
        self.chart_title = title
        self.turns = list(turns)
        self.chart_lines = list(lines)
        self.y_labels = list(labels) if labels is not None else None

    def on_resize(self) -> None:
        self.draw()

    def on_mount(self) -> None:
        self.draw()

    def draw(self) -> None:
        plt = self.plt
        plt.clear_figure()
        plt.title(self.chart_title)
        for line in self.chart_lines:
            plt.plot(self.turns, list(line.values), marker=line.marker, color=rgb(line.colour), label=line.label)
        first, last = self.turns[0], self.turns[-1]
        plt.xlim(first - 0.5, last + 0.5)  # a game of one turn still gets an axis
        width = max(self.size.width, 20)
        every = max(1, ceil(len(self.turns) * 4 / width))  # tick labels at least four columns apart
        shown = self.turns[::every]
        plt.xticks([float(turn) for turn in shown], [str(turn) for turn in shown])
        plt.xlabel("turn")
        rows = max(self.size.height - 5, 2)
        legend = len(self.chart_lines)
        if self.y_labels is not None:
            plt.ylim(-0.5, with_headroom(len(self.y_labels), rows, legend) - 0.5)
            plt.yticks(list(range(len(self.y_labels))), self.y_labels)
        else:
            top = max((max(line.values) for line in self.chart_lines if line.values), default=1)
            ticks = integer_ticks(ceil(with_headroom(top, rows, legend)), rows)
            plt.ylim(0, ticks[-1])
            plt.yticks([float(tick) for tick in ticks], [str(tick) for tick in ticks])
        self.refresh()


def heading(series: GameSeries) -> Text:
    """What the charts show: the game, how far it went, who is who, and what VP means here."""
    text = Text()
    turns = len(series.points)
    state = "the game is over" if series.finished else "the game goes on: the last point is the turn being played"
    text.append(f"How the game went: {MODE_TITLES[series.mode]}, {turns} turn{'s' if turns != 1 else ''} ", "bold")
    text.append(f"({state}).  ")
    for colour in series.players:
        letter, style = PLAYER[colour]
        text.append(f"{series.names[colour]} [{letter}]", style=style)
        text.append("  ")
    text.append(f"\n{VP_MEANING}", style="dim")
    return text


def player_lines(series: GameSeries, values: str, colours: Sequence[PlayerColour]) -> list[Line]:
    """One line per player: ``values`` is the series' method ('creeples', 'vp', 'extinctions'). The legend
    gives each line's last value, which stays readable where lines lie on top of each other."""
    lines = []
    for colour in colours:
        letter, style = PLAYER[colour]
        counts: list[int] = getattr(series, values)(colour)
        lines.append(Line(counts, f"{series.names[colour]} [{letter}] {counts[-1]}", letter, style))
    return lines


def charts(series: GameSeries) -> list[Chart]:
    """The charts this game has: three for every game, two more for a game with a climate."""
    turns = series.turns
    shown = [
        Chart("Creeples on the map", turns, player_lines(series, "creeples", series.players), id="creeples"),
        Chart("VP as the game went (A7)", turns, player_lines(series, "vp", series.ranked), id="vp"),
        Chart("Species died out (I4), in all", turns, player_lines(series, "extinctions", series.players), id="dead"),
    ]
    if series.climate:
        solo_oxygen = series.mode not in (GameMode.ACHTERBAHN, GameMode.TOOTH_AND_CLAW)
        reservoirs = [
            Line(
                disks,
                f"{'Oxygen: plant Unborn' if name == 'oxygen' and solo_oxygen else label} {disks[-1]}",
                marker,
                colour,
            )
            for name, label, marker, colour in RESERVOIR_LINES
            for disks in [series.reservoir(name)]
        ]
        shown.append(Chart("Disks on the reservoirs (C1k, D10)", turns, reservoirs, id="reservoirs"))
        levels = [level.value.replace("_", " ").capitalize() for level in GREENHOUSE_LEVELS]
        greenhouse = [Line(series.greenhouse(), levels[series.greenhouse()[-1]], "*", "orange_red1")]
        shown.append(Chart("Greenhouse level (A1g, D10h)", turns, greenhouse, labels=levels, id="greenhouse"))
    return shown


class ChartsScreen(Screen[None]):
    """The charts of one game, from its record.

    Build it from a session, ``ChartsScreen(session)``, or from a save document and the rules data,
    ``ChartsScreen(document, data=data)`` (a document from ``savefile.load_game`` or ``savefile.read``: one
    without its setup is checked first). The record is replayed when the screen is built; a record the rules
    refuse shows why instead of the charts. ``exit_on_close`` ends the app when the charts close, for a screen
    shown on its own (``megafauna replay SAVE --charts``); otherwise closing goes back to the screen below.
    """

    BINDINGS = [
        Binding("escape", "close", "Close", tooltip="Back to the scores"),
        Binding("g", "close", "Close", show=False),
    ]

    DEFAULT_CSS = """
    ChartsScreen { layout: vertical; }
    ChartsScreen #heading { height: auto; padding: 0 1; }
    ChartsScreen #charts { grid-size: 3 2; grid-gutter: 0 1; height: 1fr; padding: 0 1; }
    ChartsScreen #charts.-no-climate { grid-size: 3 1; }
    ChartsScreen #reservoirs { column-span: 2; }
    ChartsScreen #problem { padding: 1 2; color: $error; }
    """

    def __init__(
        self, game: Session | SaveDocument, *, data: RulesData | None = None, exit_on_close: bool = False
    ) -> None:
        super().__init__()
        self.exit_on_close = exit_on_close
        self.series: GameSeries | None = None
        self.problem: str | None = None
        try:
            if isinstance(game, Session):
                self.series = of_session(game)
            elif data is None:
                raise ValueError("ChartsScreen needs the rules data to replay a save document")
            else:
                self.series = of_document(game, data)
        except (SaveError, RulesError, ValueError, LookupError) as error:  # a record the rules refuse
            self.problem = f"No charts: the game's record cannot be played again ({error})."

    def compose(self) -> ComposeResult:
        if self.series is None:
            yield Static(self.problem or "No charts.", id="problem")
        else:
            yield Static(heading(self.series), id="heading")
            with Grid(id="charts", classes="" if self.series.climate else "-no-climate"):
                yield from charts(self.series)
        yield KeyFooter()

    def action_close(self) -> None:
        if self.exit_on_close:
            self.app.exit()
        else:
            self.dismiss(None)

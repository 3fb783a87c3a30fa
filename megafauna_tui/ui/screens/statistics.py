"""The statistics of every finished game: wins by seat and by colour, best scores, solo and Venus results, and
the recent games, each of which opens to its details and can be replayed.

The history is read once, when the screen opens; a history that cannot be read is reported on the screen and
left as it is.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Label, OptionList, Static
from textual.widgets.option_list import Option

from megafauna_tui import history
from megafauna_tui.history import GameRecord, HistoryError
from megafauna_tui.ui.widgets.footer import KeyFooter

#: The A7 parts, in the order of the final scoring, as a details table heads them.
PART_HEADINGS = {
    "fossils": "Fossils",
    "population": "Living",
    "tableau": "Tableau",
    "hosts": "Hosts",
    "emotions": "Emotions",
    "language": "Language",
}


def _table(*columns: str) -> Table:
    table = Table(show_edge=False, pad_edge=False)
    for number, column in enumerate(columns):
        table.add_column(column, justify="left" if number == 0 else "right")
    return table


def _section(title: str, table: Table) -> list[RenderableType]:
    """A table under its own heading (a table's title is cut to the table's width), then a blank line."""
    return [Text(title, style="bold"), table, Text()]


def summary_view(stats: dict[str, Any]) -> RenderableType:
    """The statistics' tables: wins by seat and colour, best scores, solo results per world, Venus verdicts."""
    parts: list[RenderableType] = []
    if stats["by_name"]:
        names = _table("Seat", "Wins", "Games")
        for row in stats["by_name"]:
            names.add_row(row["name"], str(row["wins"]), str(row["games"]))
        colours = _table("Colour", "Wins", "Games")
        for row in stats["by_colour"]:
            colours.add_row(row["colour"].capitalize(), str(row["wins"]), str(row["games"]))
        parts += _section("Wins by seat (games between players)", names) + _section("Wins by colour", colours)
    if stats["best_scores"]:
        best = _table("Seat", "VP", "Game", "Date")
        for row in stats["best_scores"]:
            name = f"{row['name']} ({row['colour']})"
            best.add_row(
                name, str(row["score"]), history.MODE_NAMES.get(row["mode"], row["mode"]), row["finished"][:10]
            )
        parts += _section("Best scores", best)
    if any(r["games"] for r in stats["solo"].values()):
        solo = _table("World", "Games", "Wins", "Decisive", "Best VP")
        for world, row in stats["solo"].items():
            best_vp = "-" if row["best_score"] is None else str(row["best_score"])
            solo.add_row(world.capitalize(), str(row["games"]), str(row["wins"]), str(row["decisive_wins"]), best_vp)
        parts += _section("Solo games (K, Kd)", solo)
    if any(r["games"] for r in stats["venus"].values()):
        venus = _table("Game", "Games", "Won", "Nobody won")
        for mode, row in stats["venus"].items():
            venus.add_row(history.MODE_NAMES[mode], str(row["games"]), str(row["won"]), str(row["nobody_wins"]))
        parts += _section("Venus games (L1c, L2c)", venus)
    return Group(*parts)


def details_view(game: GameRecord) -> RenderableType:
    """One game in full: what was played, who sat where, the score by part, and how it ended."""
    heading = Text()
    heading.append(f"{game.mode_name}", style="bold")
    if game.side and game.mode in history.SOLO_WORLDS:
        heading.append(f", playing the {game.side}")
    heading.append(f"\nFinished {game.finished[:16].replace('T', ' ')} · seed {game.seed} · {game.length} game")
    if game.apomorphies:
        heading.append(" with apomorphies (J8)")
    heading.append(f"\nEnded in Era {game.era}, turn {game.turns}, after {game.decisions} decisions")
    table = Table(show_edge=False)
    table.add_column("Seat")
    table.add_column("Plays")
    parts = [p for p in PART_HEADINGS if any(p in s.parts for s in game.seats)]
    for part in parts:
        table.add_column(PART_HEADINGS[part], justify="right")
    table.add_column("Total", justify="right")
    for seat in game.seats:
        kind = "person" if seat.kind == "person" else f"{seat.kind} bot" if seat.kind != "automated" else "automated"
        name = Text(f"{'★ ' if seat.winner else ''}{seat.name} ({seat.colour})", style="bold" if seat.winner else "")
        total = "-" if seat.score is None else str(seat.score)
        table.add_row(name, kind, *(str(seat.parts.get(p, "-")) for p in parts), total)
    ending = Text()
    if game.outcome is not None and game.mode in history.SOLO_WORLDS:
        ending.append(f"{game.outcome.capitalize()}", style="bold")
        ending.append(f": {game.reason}." if game.reason else ".")
    elif game.reason is not None:  # the Venus verdict (L1c, L2c)
        ending.append(game.reason)
    else:
        names = " and ".join(s.name for s in game.winners)
        ending.append(f"{names} won." if names else "Nobody won.", style="bold")
    return Group(heading, Text(), table, Text(), ending)


class GameDetailsScreen(ModalScreen[bool]):
    """One recorded game; dismissed with True when the player asks to replay it."""

    BINDINGS = [
        Binding("escape", "close", "Close"),
        Binding("r", "replay", "Replay", tooltip="Open this game again from its save"),
    ]

    DEFAULT_CSS = """
    GameDetailsScreen { align: center middle; }
    GameDetailsScreen > Vertical {
        width: 90%; max-width: 110; height: auto; max-height: 90%;
        border: thick $accent; background: $surface; padding: 1 2;
    }
    GameDetailsScreen VerticalScroll { height: auto; max-height: 28; }
    GameDetailsScreen #details-buttons { height: auto; align: center middle; margin-top: 1; }
    GameDetailsScreen #details-buttons Button { margin: 0 1; }
    """

    def __init__(self, game: GameRecord) -> None:
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        with Vertical() as box:
            box.border_title = f"Game #{self.game.id}"
            with VerticalScroll():
                yield Static(details_view(self.game), id="details")
            with Horizontal(id="details-buttons"):
                yield Button("Replay (r)", id="replay", variant="primary")
                yield Button("Close (Esc)", id="close")
        yield KeyFooter()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "replay")

    def action_close(self) -> None:
        self.dismiss(False)

    def action_replay(self) -> None:
        self.dismiss(True)


class StatisticsScreen(Screen[None]):
    """Every finished game, summed up; Enter on a recent game shows its details, from which it can be replayed."""

    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("enter", "details", "Details", tooltip="Show the recent game under the cursor in full"),
    ]

    DEFAULT_CSS = """
    StatisticsScreen { align: center middle; }
    StatisticsScreen > Vertical { width: 100%; max-width: 160; height: 1fr; padding: 0 1; }
    StatisticsScreen #stats-title { text-style: bold; color: $success; margin: 1 0; }
    StatisticsScreen #stats-columns { height: 1fr; }
    StatisticsScreen #summary { width: 56; height: 1fr; border: round $accent; padding: 0 1; }
    StatisticsScreen #recent-box { width: 1fr; height: 1fr; }
    StatisticsScreen #recent { height: 1fr; border: round $accent; }
    StatisticsScreen #stats-message { margin: 1 2; }
    """

    def __init__(self, path: Path | None = None) -> None:
        super().__init__()
        self.path = path
        """The history to read (the data directory's by default)."""
        self.games: list[GameRecord] = []
        self.problem: str | None = None
        try:
            self.games = history.games(path)
        except HistoryError as error:
            self.problem = str(error)

    def compose(self) -> ComposeResult:
        with Vertical():
            count = len(self.games)
            yield Label(
                f"Statistics: {count} finished game{'s' if count != 1 else ''}" if count else "Statistics",
                id="stats-title",
            )
            if self.problem is not None:
                yield Static(f"The game history cannot be read: {self.problem}.", id="stats-message")
            elif not self.games:
                yield Static(history.EMPTY, id="stats-message")
            else:
                with Horizontal(id="stats-columns"):
                    with VerticalScroll(id="summary"):
                        yield Static(summary_view(history.summary(self.games)), id="summary-tables")
                    with Vertical(id="recent-box"):
                        yield OptionList(
                            *[Option(game.describe(), id=str(game.id)) for game in self.games[: history.RECENT]],
                            id="recent",
                        )
        yield KeyFooter()

    def on_mount(self) -> None:
        if self.games:
            recent = self.query_one("#recent", OptionList)
            recent.border_title = "Recent games (Enter shows one)"
            recent.focus()

    def action_details(self) -> None:
        """Enter: the highlighted recent game in full (the list handles Enter itself while it has the focus)."""
        if self.games:
            self.query_one("#recent", OptionList).action_select()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.show(next((g for g in self.games if str(g.id) == event.option.id), None))

    def show(self, game: GameRecord | None) -> None:
        """The details of one recorded game, from which it can be replayed."""
        if game is not None:
            self.app.push_screen(GameDetailsScreen(game), lambda replay: self._replay_game(game) if replay else None)

    def _replay_game(self, game: GameRecord) -> None:
        assert game.id is not None
        try:
            path = history.export_save(game.id, path=self.path)
        except HistoryError as error:
            self.notify(f"This game cannot be replayed: {error}.", severity="error", timeout=10)
            return
        self.replay(path)

    def replay(self, path: Path) -> None:
        """Replay the finished game saved at ``path``, answer by answer, over this screen."""
        from megafauna_tui.ui.screens.replay import open_replay_screen

        open_replay_screen(self, path)

    def action_back(self) -> None:
        self.dismiss(None)

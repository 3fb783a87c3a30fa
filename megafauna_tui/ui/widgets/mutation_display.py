"""The mutation Display: two rows of five cards, metabolic above, Darwinian below (C1o).

Positions 1-4 are the dealt cards; position 5 is the top card of the row's draw deck.
Each card is a small box: number, name and colour letter in the card's colours, its
plus organs, a one-line preview of the two promoted orientations, the horror-plant
icon and, during a player's actions, what the card costs that player's cheapest
species: "free", "cost N", or "can't afford" (no species has the Unborn for it); in the
Achterbahn game, "not for Green" on a metabolic card without the horror-plant icon while
Green, the horror plant, takes actions (E1d).
Hovering a card says all of it in words, with the cost for each species.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from megafauna_tui.data.mutations import MutationCard, Orientation
from megafauna_tui.rules.actions import PlayerTurn, current_turn
from megafauna_tui.rules.display import option_key
from megafauna_tui.rules.purchases import budget, cost_for, horror_plant_may_select
from megafauna_tui.ui import glyphs
from megafauna_tui.ui.widgets.repaint import changed_lines

if TYPE_CHECKING:
    from megafauna_tui.rules.engine import Game

#: Cards per row: four dealt slots and the top of the draw deck.
POSITIONS = 5
#: Lines of one card box, and the widest and narrowest box drawn.
CARD_HEIGHT = 5
CARD_WIDTH = 20
MIN_CARD_WIDTH = 9
GAP = 1
#: Boxes narrower than the widest cannot show every card's name even on two lines: the Display is then a
#: list, one card a line, as tall as the boxes, with every name whole.
LIST_BELOW = CARD_WIDTH
#: A list this wide says "can't afford" and "not for Green" in full; a narrower one, "can't" and "E1d".
ROOMY_LIST = 80

_FRAMES = {
    "plain": "┌┐└┘─│",
    "highlight": "┏┓┗┛━┃",
    "cursor": "╔╗╚╝═║",
    "empty": "┌┐└┘┄┆",
}

#: The component class and the list's mark of each standing (``MutationDisplay._standing``).
_STANDING_CLASS = {
    "cursor": "mutation-display--cursor",
    "highlight": "mutation-display--highlight",
    "plain": "mutation-display--frame",
}
_LIST_MARK = {"cursor": "▶", "highlight": "▸", "plain": " "}

_Run = list[tuple[str, Style]]


@dataclass(frozen=True, slots=True)
class _Slot:
    key: str
    position: int
    number: int | None


def _width(run: _Run) -> int:
    return sum(len(text) for text, _ in run)


def _fit(run: _Run, width: int, fill: Style, *, ellipsis: bool = True) -> _Run:
    """Cut a run of styled text to ``width`` cells (an ellipsis marks a cut text), or pad it."""
    if _width(run) <= width:
        return [*run, (" " * (width - _width(run)), fill)] if _width(run) < width else run
    out: _Run = []
    room = width - 1 if ellipsis else width
    for text, style in run:
        if room <= 0:
            break
        out.append((text[:room], style))
        room -= len(text[:room])
    if ellipsis:
        out.append(("…", run[-1][1] if run else fill))
    return out


class MutationDisplay(Widget, can_focus=True):
    """The two Display rows as clickable card boxes.

    The screen calls ``show(game, costs=..., highlights=...)``; a click (or Enter on the
    keyboard cursor) posts ``MutationDisplay.Selected`` with the card's option key,
    e.g. ``"metabolic:3"`` (deck name, colon, position 1-5).
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "cursor(0, -1)", "Left", show=False),
        Binding("right", "cursor(0, 1)", "Right", show=False),
        Binding("up", "cursor(-1, 0)", "Up", show=False),
        Binding("down", "cursor(1, 0)", "Down", show=False),
        Binding("enter", "select", "Choose card", show=False),
    ]

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "mutation-display--label",
        "mutation-display--frame",
        "mutation-display--highlight",
        "mutation-display--cursor",
        "mutation-display--empty",
        "mutation-display--cost",
        "mutation-display--unaffordable",
    }
    """
    | Class | Description |
    | :- | :- |
    | `mutation-display--label` | The line naming each row and its deck. |
    | `mutation-display--frame` | The frame of an ordinary card. |
    | `mutation-display--highlight` | The frame of a card the player may choose now. |
    | `mutation-display--cursor` | The frame of the card under the keyboard cursor. |
    | `mutation-display--empty` | An empty slot's dotted box. |
    | `mutation-display--cost` | The "cost N" or "free" in a card's bottom edge. |
    | `mutation-display--unaffordable` | The "can't afford" in the bottom edge of a card nobody can pay for. |
    """

    DEFAULT_CSS = """
    MutationDisplay {
        height: 12;
        width: 1fr;
        background: $surface;
        color: $foreground;
    }
    MutationDisplay > .mutation-display--label { color: $text-muted; text-style: bold; }
    MutationDisplay > .mutation-display--frame { color: $foreground-darken-2; }
    MutationDisplay > .mutation-display--highlight { color: $accent; text-style: bold; }
    MutationDisplay > .mutation-display--cursor { color: $warning; text-style: bold; }
    MutationDisplay > .mutation-display--empty { color: $text-disabled; }
    MutationDisplay > .mutation-display--cost { color: $foreground; text-style: bold; }
    MutationDisplay > .mutation-display--unaffordable { color: $text-muted; text-style: italic; }
    """

    cursor: reactive[tuple[int, int]] = reactive((0, 0), repaint=False)
    """(row, position) of the keyboard cursor, row 0 metabolic, position 0-4."""

    class Selected(Message):
        """A Display card was clicked or chosen with Enter."""

        def __init__(self, key: str) -> None:
            self.key = key
            """Option key of the card: deck name, colon, position 1-5 (e.g. ``"darwinian:5"``)."""
            super().__init__()

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
        self._costs: dict[str, int] = {}
        self._highlights: frozenset[str] = frozenset()
        self._lines: list[Strip] | None = None
        self._lines_width = -1
        self._acting: PlayerTurn | None = None
        self._name_cells = 0

    # -- attributes down -------------------------------------------------------------

    def show(self, game: Game, costs: Mapping[str, int] | None = None, highlights: Collection[str] = ()) -> None:
        """Draw the Display of ``game``; ``costs`` and ``highlights`` are keyed by option key."""
        self._game = game
        self._costs = dict(costs or {})
        self._highlights = frozenset(highlights)
        width = self.size.width
        if self._lines is None or self._lines_width != width:
            self._invalidate()
            return
        # Drawn at this width already: draw it again now and repaint only the lines that changed.
        drawn, self._lines = self._lines, self._build(width)
        changed = changed_lines(drawn, self._lines, 0, self.size.height, width)
        if changed:
            self.refresh(*changed)

    def card_key(self, row: int, position: int) -> str | None:
        """The option key of a Display position (0-based row and position), once a game is shown."""
        if self._game is None or not 0 <= row < len(self._game.state.display):
            return None
        return option_key(self._game.state.display[row], position)

    # -- watchers and events ---------------------------------------------------------

    def watch_cursor(self) -> None:
        self._invalidate()

    def on_focus(self) -> None:
        self._invalidate()

    def on_blur(self) -> None:
        self._invalidate()

    def on_resize(self) -> None:
        self._invalidate()

    def on_mouse_move(self, event: events.MouseMove) -> None:
        key = event.style.meta.get("card")
        words = self.describe(key) if isinstance(key, str) else None
        if words != self.tooltip:
            self.tooltip = words

    def on_leave(self, event: events.Leave) -> None:
        self.tooltip = None

    def describe(self, key: str) -> str | None:
        """A Display card in words: the card, where it lies, what it costs each species now."""
        game = self._game
        slot = self._locate(key)
        if game is None or slot is None:
            return None
        row_index, position = slot
        number = game.state.display[row_index].card_at(position)
        if number is None:
            return None
        row = game.state.display[row_index]
        where = "the top of the deck" if position == POSITIONS - 1 else f"position {position + 1}"
        lines = [glyphs.card_words(game.data.mutations[number]), f"in the {row.deck.value} row, at {where}"]
        turn = _acting(game)
        if turn is not None and game.variant.horror_plant(turn.colour):
            if horror_plant_may_select(game, row_index, position):
                lines.append(f"{turn.colour.value.capitalize()} plays the horror plant and may take it (E1d)")
            else:
                lines.append(
                    f"{turn.colour.value.capitalize()} plays the horror plant: from this row only cards with the "
                    f"{glyphs.ICON['horror_plant']} icon (E1d)"
                )
                turn = None
        if turn is not None:
            lines.append(f"what it costs {turn.colour.value.capitalize()} now (E1a, E1b):")
            for species in game.state.player(turn.colour).species:
                cost = cost_for(game, turn, species, row_index, position)
                left = budget(turn, species)
                verdict = "cannot afford" if cost is None or cost > left else ("free" if cost == 0 else "can pay")
                lines.append(f"  {species.shape.value}: {cost} of {left} Unborn, {verdict}")
        if key in self._highlights:
            lines.append("a legal choice now: click it, or Enter on the cursor")
        return "\n".join(lines)

    def on_click(self, event: events.Click) -> None:
        key = event.style.meta.get("card")
        if not isinstance(key, str):
            return
        event.stop()
        slot = self._locate(key)
        if slot is not None:
            self.cursor = slot
        self.post_message(self.Selected(key))

    # -- drawing ---------------------------------------------------------------------

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        if self._lines is None or self._lines_width != width:
            self._lines = self._build(width)
            self._lines_width = width
        if 0 <= y < len(self._lines):
            return self._lines[y]
        return Strip.blank(width, self.rich_style)

    def _invalidate(self) -> None:
        self._lines = None
        self.refresh()

    def _locate(self, key: str) -> tuple[int, int] | None:
        if self._game is None:
            return None
        deck, _, position = key.partition(":")
        for row_index, row in enumerate(self._game.state.display):
            if row.deck.value == deck and position.isdigit():
                return (row_index, int(position) - 1)
        return None

    def _build(self, width: int) -> list[Strip]:
        base = self.rich_style
        if width <= 0:
            return []
        if self._game is None:
            return [self._strip([("Display: no game yet", base)], width, base)]
        game = self._game
        self._acting = _acting(game)
        shown = [n for row in game.state.display for n in map(row.card_at, range(POSITIONS)) if n is not None]
        self._name_cells = max((len(f"{n} {game.data.mutations[n].name}") for n in shown), default=0)
        card_width = max(MIN_CARD_WIDTH, min(CARD_WIDTH, (width - GAP * (POSITIONS - 1)) // POSITIONS))
        listed = self.listed
        label_style = base + self.get_component_rich_style("mutation-display--label", partial=True)
        lines: list[Strip] = []
        for row_index, row in enumerate(game.state.display):
            colours = "/".join(glyphs.CARD_LETTER[c.value] for c in row.deck.colours)
            label = f" {row.deck.value.capitalize()} ({colours}): 4 dealt + deck top · {len(row.draw)} in deck"
            lines.append(self._strip([(label, label_style)], width, base))
            slots = [
                _Slot(f"{row.deck.value}:{position + 1}", position + 1, row.card_at(position))
                for position in range(POSITIONS)
            ]
            if listed:
                lines.extend(self._strip(self._line(game, row_index, slot, base), width, base) for slot in slots)
                continue
            boxes = [self._box(game, row_index, slot, card_width, base) for slot in slots]
            for line in range(CARD_HEIGHT):
                run: _Run = []
                for index, box in enumerate(boxes):
                    if index:
                        run.append((" " * GAP, base))
                    run.extend(box[line])
                lines.append(self._strip(run, width, base))
        return lines

    def _strip(self, run: _Run, width: int, base: Style) -> Strip:
        segments = [Segment(text, style) for text, style in _fit(run, width, base) if text]
        return Strip(segments).apply_style(base).adjust_cell_length(width, base)

    def _box(self, game: Game, row_index: int, slot: _Slot, width: int, base: Style) -> list[_Run]:
        """The lines of one card box on the widget's ``base`` style, every cell styled and tagged with the card's
        key."""
        inner = width - 2
        if slot.number is None:
            style = base + self.get_component_rich_style("mutation-display--empty", partial=True)
            body: list[_Run] = [[], [("empty", style)], []]
            return self._frame(_FRAMES["empty"], style, style, self._title_edge(slot), body, [], inner)
        card = game.data.mutations[slot.number]
        dim = bool(self._highlights) and slot.key not in self._highlights
        tag = Style.from_meta({"card": slot.key})
        frame_kind = self._standing(row_index, slot)
        frame_style = base + self.get_component_rich_style(_STANDING_CLASS[frame_kind], partial=True)
        text = base
        if dim:
            frame_style += Style(dim=True)
            text += Style(dim=True)
        organs: _Run = [("+", text), *_organ_letters(card, text)]
        if card.horror_plant:
            organs.append((" " + glyphs.ICON["horror_plant"], text + Style(bold=True)))
        title, organs = self._title(card, inner, dim, organs)
        preview = [*self._face(card.orientations[0], text), ("│", text + Style(dim=True))]
        preview.extend(self._face(card.orientations[1], text))
        bottom: _Run = []
        if (cost := self._cost(game, row_index, slot, base)) is not None:
            words, short, style = cost
            if dim and slot.key in self._costs:
                style += Style(dim=True)
            bottom = [(words if len(words) < inner else short, style)]
        body = [title, organs, preview]
        box = self._frame(_FRAMES[frame_kind], frame_style, text, self._title_edge(slot), body, bottom, inner)
        return [[(chunk, style + tag) for chunk, style in line] for line in box]

    @property
    def listed(self) -> bool:
        """Whether the Display is too narrow for boxes that name their cards, and lists them instead."""
        return (self.size.width - GAP * (POSITIONS - 1)) // POSITIONS < LIST_BELOW

    def _line(self, game: Game, row_index: int, slot: _Slot, base: Style) -> _Run:
        """One card as a line of the list on the widget's ``base`` style: position, number and whole name,
        colour letter, plus organs, the cost, and the preview of its two faces as far as the width goes."""
        tag = Style.from_meta({"card": slot.key})
        standing = self._standing(row_index, slot)
        mark = _LIST_MARK[standing]
        mark_style = base + self.get_component_rich_style(_STANDING_CLASS[standing], partial=True)
        where = str(slot.position)
        if slot.number is None:
            style = base + self.get_component_rich_style("mutation-display--empty", partial=True)
            return [(mark, mark_style), (f"{where} empty", style)]
        card = game.data.mutations[slot.number]
        dim = bool(self._highlights) and slot.key not in self._highlights
        text = base + Style(dim=True) if dim else base
        title = Style.parse(glyphs.CARD[card.colour.value]) + (Style(dim=True) if dim else Style())
        name = f"{card.number} {card.name}"
        run: _Run = [(mark, mark_style), (where + " ", text), (name.ljust(self._name_cells) + " ", text)]
        run.append((glyphs.CARD_LETTER[card.colour.value], title))
        run.extend([(" +", text), *_organ_letters(card, text), (" " * (2 - len(card.plus_organs)), text)])
        if card.horror_plant:
            run.append((glyphs.ICON["horror_plant"], text + Style(bold=True)))
        else:
            run.append((" ", text))
        if (cost := self._cost(game, row_index, slot, base)) is not None:
            words, short, style = cost
            roomy = self.size.width >= ROOMY_LIST
            run.append((f" {words if roomy else short:<{14 if roomy else 7}}", style))
        run.append((" ", text))
        run.extend(self._face(card.orientations[0], text))
        run.append(("│", text + Style(dim=True)))
        run.extend(self._face(card.orientations[1], text))
        return [(chunk, style + tag) for chunk, style in run]

    def _cost(self, game: Game, row_index: int, slot: _Slot, base: Style) -> tuple[str, str, Style] | None:
        """What a card costs the player taking actions (E1a, E1b), in words and in short, with its style on
        ``base``: "free" or "cost N"; "can't afford"; "not for Green" for a horror plant's barred card (E1d).
        None between action phases."""
        if slot.key in self._costs:
            cost = self._costs[slot.key]
            words = "free" if cost == 0 else f"cost {cost}"
            return words, words, base + self.get_component_rich_style("mutation-display--cost", partial=True)
        if self._acting is None:
            return None
        style = base + self.get_component_rich_style("mutation-display--unaffordable", partial=True)
        if self._barred(game, row_index, slot.position - 1):
            return f"not for {self._acting.colour.value.capitalize()}", "E1d", style
        return "can't afford", "can't", style

    def _standing(self, row_index: int, slot: _Slot) -> str:
        """How a card stands now: under the keyboard cursor, a legal choice, or plain (its frame or mark)."""
        if self.has_focus and self.cursor == (row_index, slot.position - 1):
            return "cursor"
        return "highlight" if slot.key in self._highlights else "plain"

    def _barred(self, game: Game, row: int, position: int) -> bool:
        """E1d: the player taking actions is a horror plant, and this metabolic card lacks the icon it needs."""
        acting = self._acting
        return (
            acting is not None
            and game.variant.horror_plant(acting.colour)
            and not horror_plant_may_select(game, row, position)
        )

    @staticmethod
    def _title_edge(slot: _Slot) -> str:
        return f"{slot.position} deck top" if slot.position == POSITIONS else str(slot.position)

    @staticmethod
    def _frame(
        chars: str, style: Style, fill: Style, top: str, body: list[_Run], bottom: _Run, inner: int
    ) -> list[_Run]:
        """A box of ``inner`` cells across: the frame in ``style``, blank cells in ``fill``."""
        tl, tr, bl, br, horizontal, vertical = tuple(chars)
        edge = [(tl, style), (top, style), (horizontal * inner, style)]
        lines: list[_Run] = [_fit(edge, inner + 1, fill, ellipsis=False)]
        lines[0].append((tr, style))
        for run in body:
            lines.append([(vertical, style), *_fit(run, inner, fill), (vertical, style)])
        edge = _fit(
            [(bl, style), (horizontal, style), *bottom, (horizontal * inner, style)], inner + 1, fill, ellipsis=False
        )
        lines.append([*edge, (br, style)])
        return lines

    @staticmethod
    def _title(card: MutationCard, inner: int, dim: bool, organs: _Run) -> tuple[_Run, _Run]:
        """Number, name and colour letter on the card's colour, over two lines: what does not fit on the
        first goes on the second, left of the plus organs; only a name too long for both is cut."""
        style = Style.parse(glyphs.CARD[card.colour.value])
        if dim:
            style += Style(dim=True)
        letter = glyphs.CARD_LETTER[card.colour.value]
        first, rest = name_lines(f"{card.number} {card.name}", inner - 2, inner - _width(organs) - 1)
        head: _Run = [(first.ljust(inner - 2) + " " + letter, style)]
        if not rest:
            return head, organs
        gap = inner - len(rest) - _width(organs)
        return head, [(rest, style), (" " * max(gap, 1), Style()), *organs]

    @staticmethod
    def _face(face: Orientation, text: Style) -> _Run:
        """One promoted orientation in a few cells: shape, max size, emotion halves, icons."""
        run: _Run = []
        if face.shape is not None:
            run.append((glyphs.SHAPE[face.shape], text + Style(bold=True)))
        run.append((f"m{face.max_size}", text))
        if face.left is not None:
            style = text + Style.parse(glyphs.EMOTION[face.left.colour])
            run.append((glyphs.HALF_LEFT + glyphs.EMOTION_LETTER[face.left], style))
        if face.right is not None:
            style = text + Style.parse(glyphs.EMOTION[face.right.colour])
            run.append((glyphs.EMOTION_LETTER[face.right] + glyphs.HALF_RIGHT, style))
        icons = ""
        for flag, icon in ((face.venom, "venom"), (face.monster, "monster"), (face.mutualism, "mutualism")):
            if flag:
                icons += glyphs.ICON[icon]
        if face.fossil:
            icons += glyphs.ICON["fossil"]
        if icons:
            run.append((icons, text + Style(bold=True)))
        return run

    # -- actions ---------------------------------------------------------------------

    def action_cursor(self, rows: int, positions: int) -> None:
        row_count = len(self._game.state.display) if self._game is not None else 2
        row, position = self.cursor
        if self.listed:  # one card a line: up and down walk the list, left and right too
            index = (row * POSITIONS + position + (rows or positions)) % (row_count * POSITIONS)
            self.cursor = divmod(index, POSITIONS)
            return
        self.cursor = ((row + rows) % row_count, (position + positions) % POSITIONS)

    def action_select(self) -> None:
        if self._game is None:
            return
        row, position = self.cursor
        key = self.card_key(row, position)
        if key is not None and self._game.state.display[row].card_at(position) is not None:
            self.post_message(self.Selected(key))


def _organ_letters(card: MutationCard, text: Style) -> _Run:
    """A card's plus organs as coloured organ letters (E2c)."""
    return [(glyphs.ORGAN[organ][0], text + Style.parse(glyphs.ORGAN[organ][1])) for organ in card.plus_organs]


def name_lines(name: str, first: int, second: int) -> tuple[str, str]:
    """A card's number and name in a line of ``first`` cells and the rest in one of ``second``: broken
    between words where a word fits, else inside the longest word with a hyphen; a name too long for both
    lines ends in an ellipsis."""
    if len(name) <= first:
        return name, ""
    cut = name.rfind(" ", 0, first + 1)
    if cut <= 0 or (len(name) - cut - 1 > second and first - cut > 3):
        cut = first - 1  # no word break that leaves the rest room: break inside a word
        head, rest = name[:cut] + "-", name[cut:]
    else:
        head, rest = name[:cut], name[cut + 1 :]
    if len(rest) > second:
        rest = rest[: max(second - 1, 0)] + "…"
    return head, rest


def _acting(game: Game) -> PlayerTurn | None:
    """The turn of the player taking actions, whose costs the Display shows; None between action phases."""
    try:
        return current_turn(game)
    except LookupError:
        return None

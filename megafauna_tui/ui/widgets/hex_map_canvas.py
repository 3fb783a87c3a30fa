"""The map's drawing surface: a grid of styled characters made into strips, a hex block's paint, and the
fitting of a line's marks into the width of a block.

Every mark on a hex gets a fixed RGB colour that keeps a contrast of at least
``glyphs.MARK_CONTRAST`` with the hex, in colour and in the greys of NO_COLOR,
whatever the theme: the hexes' own colours are fixed, so their marks are too.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.geometry import Size
from textual.strip import Strip

from megafauna_tui.ui import glyphs

Part = tuple[str, Style]
"""Some text and its style, one mark of a line."""


class Canvas:
    """A grid of styled characters that clips everything drawn outside it."""

    def __init__(self, size: Size, blank: Style) -> None:
        self.size = size
        self.cells: list[list[tuple[str, Style]]] = [[(" ", blank)] * size.width for _ in range(size.height)]

    def put(self, x: int, y: int, text: str, style: Style) -> None:
        if not 0 <= y < self.size.height:
            return
        row = self.cells[y]
        for offset, char in enumerate(text):
            if 0 <= x + offset < self.size.width:
                row[x + offset] = (char, style)

    def put_parts(self, x: int, y: int, parts: list[Part]) -> None:
        """Marks side by side from ``x``."""
        for text, style in parts:
            self.put(x, y, text, style)
            x += len(text)

    def strips(self) -> list[Strip]:
        strips = []
        for row in self.cells:
            segments: list[Segment] = []
            text: list[str] = []
            current: Style | None = None
            for char, style in row:
                # Neighbouring cells mostly share one style object: ``is`` spares comparing them.
                if style is not current and style != current and text:
                    segments.append(Segment("".join(text), current))
                    text = []
                current = style
                text.append(char)
            if text:
                segments.append(Segment("".join(text), current))
            strips.append(Strip(segments, self.size.width))
        return strips


def fit(parts: list[Part], width: int, *, filler: Style) -> list[Part]:
    """Parts separated by spaces if they fit, else run together, else as many as fit then '+n'."""
    if not parts or width <= 0:
        return []
    spaced: list[Part] = []
    for index, part in enumerate(parts):
        if index:
            spaced.append((" ", filler))
        spaced.append(part)
    for attempt in (spaced, [parts[0], (" ", filler), *parts[1:]], parts):
        if sum(len(text) for text, _ in attempt) <= width:
            return attempt
    for count in range(len(parts) - 1, 0, -1):
        more = f"+{len(parts) - count}"
        if sum(len(text) for text, _ in parts[:count]) + len(more) <= width:
            return [*parts[:count], (more, filler)]
    text, style = parts[0]
    return [(text[:width], style)]


def fit_first(choices: list[list[Part]], width: int, *, filler: Style) -> list[Part]:
    """The first of ``choices`` (fullest first) that fits ``width``, spaced if it can be; else the last, cut."""
    for parts in choices:
        if sum(len(text) for text, _ in parts) <= width:
            return fit(parts, width, filler=filler)
    return fit(choices[-1], width, filler=filler)


@dataclass(frozen=True)
class HexPaint:
    """The styles of one hex block: its biome background (tinted or faded), and click meta."""

    bg: Color
    base: Style
    meta: Style

    @classmethod
    def of(cls, hex_id: str, background: str | Color, *, tint: Color | None, fade: Color | None) -> HexPaint:
        bg = Color.parse(background) if isinstance(background, str) else background
        if tint is not None:
            bg = bg.blend(tint, 0.3)
        elif fade is not None:
            bg = bg.blend(fade, 0.5)
        fg = glyphs.readable(Color(16, 16, 16) if bg.brightness > 0.55 else Color(240, 240, 240), bg)
        return cls(bg, Style(color=fg.rich_color, bgcolor=bg.rich_color), Style.from_meta({"hex": hex_id}))

    def __call__(self, extra: Style | None = None) -> Style:
        """Text on the hex: the base, then ``extra`` (bold...), then the hex id."""
        style = self.base if extra is None else self.base + extra
        return style + self.meta

    def mark(self, colour: Color, extra: Style | None = None, *, minimum: float = glyphs.MARK_CONTRAST) -> Style:
        """A coloured mark on the hex, its colour moved until it reads on this hex."""
        style = Style(color=glyphs.readable(colour, self.bg, minimum).rich_color)
        return self(style if extra is None else extra + style)

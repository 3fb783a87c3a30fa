"""Text that reads in every theme: a line filter that moves a colour towards white or black wherever it would
not stand out from what it is drawn on.

Themes set the colours of the text the widgets draw, and some pairs a widget asks for fall short on some themes
(white labels on a light panel, a pale warning on light grey, a player's colour on a light background). The
map's marks get fixed readable colours of their own (``glyphs.readable``); this filter gives every other text
on every screen the same guarantee: a contrast of at least ``TEXT_CONTRAST`` in colour and in the greys a
NO_COLOR terminal shows, and dim text no paler than that. Box-drawing and block characters (borders,
scrollbars) are decoration and keep their colours; so does text in the terminal's own colours (the ANSI
themes), whose real values nobody knows.
"""

from __future__ import annotations

import re
from functools import lru_cache

from rich.color import Color as RichColor
from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.filter import LineFilter

from megafauna_tui.ui import glyphs

#: The least contrast (WCAG ratio) any text keeps against its background: the floor the map's marks meet in
#: every theme, and WCAG's for bold or large text.
TEXT_CONTRAST = 3.0

#: How much of the colour dim text keeps, the rest being the background (as terminals draw it).
DIM = 0.5


#: Box-drawing and block characters (U+2500 to U+259F) and spaces, any number of them.
_DECORATION = re.compile("[ \u2500-\u259f]*")


def decoration(text: str) -> bool:
    """Only box-drawing and block characters (U+2500 to U+259F) and spaces: borders, scrollbars, gauges."""
    return _DECORATION.fullmatch(text) is not None


def _truecolor(colour: RichColor | None) -> Color | None:
    if colour is None or colour.is_default or (colour.triplet is None and colour.number is None):
        return None
    if colour.triplet is None:
        return None  # a terminal colour by number: its value is the terminal's to choose
    red, green, blue = colour.triplet
    return Color(red, green, blue)


@lru_cache(maxsize=8192)
def legible(style: Style, background: tuple[int, int, int]) -> Style:
    """``style`` with its text colour moved until it stands out from its background (``background`` when the
    style sets none); the same style when it reads already or its colours are not known."""
    fore, back = style.color, style.bgcolor
    if style.reverse:
        fore, back = back, fore
    fg = _truecolor(fore)
    bg = _truecolor(back) if back is not None else Color(*background)
    if fg is None or bg is None:
        return style
    shown = fg.blend(bg, 1 - DIM) if style.dim else fg
    if glyphs.stands_out(shown, bg, TEXT_CONTRAST):
        return style
    fixed = glyphs.readable(shown, bg, TEXT_CONTRAST).rich_color
    if style.reverse:
        return style + Style(bgcolor=fixed, dim=False)
    return style + Style(color=fixed, dim=False)


class Legible(LineFilter):
    """Keeps every text readable on what it is drawn on (see the module's docstring)."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        back = background.rgb
        applied = []
        for segment in segments:
            text, style, control = segment
            if style is None or control or decoration(text):
                applied.append(segment)
                continue
            readable = legible(style, back)
            # Most text reads already: its segment is kept as it is rather than made again.
            applied.append(segment if readable is style else Segment(text, readable, None))
        return applied

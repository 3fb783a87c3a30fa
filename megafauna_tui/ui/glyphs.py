"""How the game looks: colours, letters and glyphs, each colour doubled by a letter or a glyph.

Presentation lives here and only here, so a colour-blind player (or a NO_COLOR
terminal) still reads every player, organ, biome and shape.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from rich.color import Color as RichColor
from rich.style import Style
from textual.color import Color

from megafauna_tui.data.vocabulary import Biome, DiskColour, Emotion, Humidity, OrganColour, PlayerColour, Shape, Wind

if TYPE_CHECKING:
    from megafauna_tui.data.mutations import MutationCard, Orientation

#: Player colour -> (letter, Rich colour). Black is K so it never reads as blue.
PLAYER: dict[PlayerColour, tuple[str, str]] = {
    PlayerColour.GREEN: ("G", "bright_green"),
    PlayerColour.ORANGE: ("O", "dark_orange"),
    PlayerColour.BLACK: ("K", "grey70"),
    PlayerColour.WHITE: ("W", "bright_white"),
}

#: Organ colour -> (letter, Rich style). Red also carries a dot, as the printed cubes do.
ORGAN: dict[OrganColour, tuple[str, str]] = {
    OrganColour.RED: ("r", "bold red"),
    OrganColour.YELLOW: ("y", "bold yellow"),
    OrganColour.GREEN: ("g", "bold green"),
    OrganColour.BLUE: ("b", "bold dodger_blue1"),
    OrganColour.WHITE: ("w", "bold white"),
}

#: Shape -> glyph shown on the map and in tableaux.
SHAPE: dict[Shape, str] = {
    Shape.ARCHETYPE: "∩",
    Shape.ARMORED: "@",
    Shape.FLYER: "^",
    Shape.SWIMMER: "~",
    Shape.BURROWER: "§",
}

#: Biome -> (letter, background colour of its hex).
BIOME: dict[Biome, tuple[str, str]] = {
    Biome.WEEDS: ("W", "#2f5d2a"),
    Biome.SWAMP: ("S", "#5b4325"),
    Biome.SEA: ("~", "#1d3f66"),
    Biome.FOREST: ("F", "#1f4a1c"),
    Biome.MOUNTAIN: ("M", "#3a3a3a"),
    Biome.ICE: ("I", "#8a9aa8"),
    Biome.BLOOM: ("B", "#2d6a5a"),
    Biome.HIGHLANDS: ("H", "#6b4a2f"),
    Biome.BASIN: ("b", "#3b2b22"),
}

#: Card colour -> Rich style of the card's title bar.
CARD: dict[str, str] = {
    "red": "white on dark_red",
    "yellow": "black on gold3",
    "green": "white on dark_green",
    "blue": "white on blue3",
}

#: Emotion colour names -> Rich style.
EMOTION: dict[str, str] = {
    "red": "red",
    "yellow": "yellow",
    "green": "green",
    "blue": "dodger_blue1",
    "purple": "magenta",
}


#: Card colour -> the letter that doubles it on a card (R/Y/G/B).
CARD_LETTER: dict[str, str] = {"red": "R", "yellow": "Y", "green": "G", "blue": "B"}

#: Emotion -> letter; its colour is ``EMOTION[emotion.colour]``. Half-emoticons read '◂a' (left edge) and 'a▸' (right).
EMOTION_LETTER: dict[Emotion, str] = {
    Emotion.ANGER: "a",
    Emotion.FEAR: "f",
    Emotion.HAPPINESS: "h",
    Emotion.JEALOUSY: "j",
    Emotion.CURIOSITY: "c",
}
HALF_LEFT = "◂"
HALF_RIGHT = "▸"

#: Icons printed on mutation cards.
ICON: dict[str, str] = {"venom": "V", "monster": "M", "mutualism": "⚘", "fossil": "F", "horror_plant": "✿"}

#: Disk colour -> (letter, Rich style), for the reservoir gauges. Black is k, as for players.
DISK: dict[DiskColour, tuple[str, str]] = {
    DiskColour.GREEN: ("g", "green"),
    DiskColour.BLACK: ("k", "grey50"),
    DiskColour.WHITE: ("w", "bright_white"),
}

#: Latitude-strip humidity die -> (letter, Rich style): h humid (green die), a arid (white die).
HUMIDITY: dict[Humidity, tuple[str, str]] = {Humidity.GREEN: ("h", "green"), Humidity.WHITE: ("a", "white")}

#: Wind on a latitude-strip row -> arrow (the way it blows).
WIND: dict[Wind, str] = {Wind.NONE: " ", Wind.EAST: "→", Wind.WEST: "←"}
#: A windy turn: wind in every latitude, both ways (D11).
WINDY = "↔"

#: Map marks: the latitude-die square on a craton's centre hex (instead of a crater number), a
#: roadrunner niche (its colour doubled by the organ letter r or y), a creeple lying down
#: (Endangered), an offshore shelf, and the frame of a hex that is a legal answer.
#: ``help/legend.md`` explains each of them; a test keeps the two in step.
DIE_SQUARE = "▣"
#: Achterbahn map marks: a craton centre without a latitude die (its landmass's die is elsewhere, D3e), a
#: disk on a biome (coloured as the disk, beside the biome letter it makes), and the background of an
#: offshore shelf's block by what lies on it (a bloom takes the bloom biome's colour).
NO_DIE = "□"
DISK_MARK = "●"
SHELF_BACKGROUND: dict[str, str] = {"bare": "#14304a", "carbon": "#3a3440", "bloom": "#2d6a5a"}
ROADRUNNER_ARROW = "↑"
LYING_DOWN = "↓"
SHELF = "◗"
#: The solo game on Mars: Olympus Mons, the black disk on Tharsis' northern shelf that nothing lives on (K5g).
OLYMPUS = "▲"
FRAME_LEFT = "▏"
FRAME_RIGHT = "▕"


# -- the same marks in words (tooltips) ----------------------------------------------------------


def organs_words(organs: tuple[OrganColour, ...] | list[OrganColour]) -> str:
    """'a red plus organ', 'a red and a yellow plus organ', 'no plus organ'."""
    if not organs:
        return "no plus organ"
    names = [f"a {o.value}" for o in organs]
    return " and ".join(names) + (" plus organs" if len(names) > 1 else " plus organ")


def face_words(face: Orientation) -> str:
    """What a promoted orientation gives, in words: max size, organs, speciation, halves, icons."""
    parts = [f"max size {face.max_size}"]
    if face.monster and face.plus_organs:
        parts.append(f"adds a {face.plus_organs[0].value} monster token (J4)")
    else:
        parts.append("adds " + organs_words(face.plus_organs))
    if face.shape is not None:
        parts.append(f"speciates: a new {face.shape.value} species {SHAPE[face.shape]} (E3)")
    if face.recession is not None:
        parts.append(f"the daughter drops a {face.recession.value} basal organ (E3c)")
    if face.left is not None:
        parts.append(f"{HALF_LEFT}{EMOTION_LETTER[face.left]} half {face.left.value} on its left edge (J6a)")
    if face.right is not None:
        parts.append(f"{EMOTION_LETTER[face.right]}{HALF_RIGHT} half {face.right.value} on its right edge (J6a)")
    if face.venom:
        parts.append(f"{ICON['venom']} venomous (J3)")
    if face.mutualism:
        parts.append(f"{ICON['mutualism']} mutualism: takes a host creeple (J2)")
    if face.fossil:
        parts.append(f"{ICON['fossil']} fossil: 1 VP at the end (A7c)")
    if face.haustorium_skeletal is not None:
        parts.append(f"skeletal number {face.haustorium_skeletal} (J5)")
    return "; ".join(parts)


def card_words(card: MutationCard) -> str:
    """A mutation card in words: its name and colour, what buying it adds, what it can become."""
    lines = [
        f"{card.number} {card.name}: a {card.colour.value} card ({CARD_LETTER[card.colour.value]})",
        f"bought, it adds {organs_words(card.plus_organs)} (E1c)",
    ]
    if card.horror_plant:
        lines.append(f"{ICON['horror_plant']} horror plant: Green may take it from the upper row (E1d)")
    lines.append(f"promoted (E2), it becomes {card.promoted_name}, one of two ways up:")
    for index, face in enumerate(card.orientations, start=1):
        lines.append(f"  {index}. {face_words(face)}")
    return "\n".join(lines)


def player_label(colour: PlayerColour) -> str:
    letter, _ = PLAYER[colour]
    return f"{colour.value.capitalize()} ({letter})"


def creeple_glyph(colour: PlayerColour, shape: Shape) -> str:
    """A creeple as glyph plus player letter, e.g. '∩G' for Green's archetype."""
    return f"{SHAPE[shape]}{PLAYER[colour][0]}"


# -- colours that stay readable ---------------------------------------------------------------
#
# The hexes of the map have fixed background colours, so the marks on them get fixed
# RGB colours too, moved towards white or black where they would not stand out. The
# check is made twice: in colour, and in the greys a NO_COLOR terminal shows.

#: Contrast (WCAG ratio) every mark on a hex keeps against the hex; 3 is the WCAG floor for
#: large or bold text, 4.5 for body text.
MARK_CONTRAST = 4.5
FRAME_CONTRAST = 3.0


def rgb(colour: str | RichColor | None) -> Color:
    """A fixed RGB colour for a Rich colour or style (the 16 ANSI colours as Rich's default theme draws them)."""
    if colour is None:
        return Color(255, 255, 255)
    rich = colour if isinstance(colour, RichColor) else Style.parse(colour).color
    if rich is None:
        return Color(255, 255, 255)
    triplet = rich.get_truecolor()
    return Color(triplet.red, triplet.green, triplet.blue)


def luminance(colour: Color) -> float:
    """WCAG relative luminance, 0 (black) to 1 (white)."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = colour.rgb
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(first: Color, second: Color) -> float:
    """The WCAG contrast ratio of two colours, 1 (same) to 21 (black on white)."""
    high, low = sorted((luminance(first), luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def stands_out(fg: Color, bg: Color, minimum: float) -> bool:
    """Whether ``fg`` reads on ``bg`` in colour and in the greys of a NO_COLOR terminal."""
    return contrast(fg, bg) >= minimum and contrast(fg.monochrome, bg.monochrome) >= minimum


@lru_cache(maxsize=4096)
def readable(fg: Color, bg: Color, minimum: float = MARK_CONTRAST) -> Color:
    """``fg``, or the nearest mix of it with white or black that stands out from ``bg``."""
    if stands_out(fg, bg, minimum):
        return fg
    white, black = Color(255, 255, 255), Color(0, 0, 0)
    extreme = white if contrast(white, bg) >= contrast(black, bg) else black
    for step in range(1, 10):
        mixed = fg.blend(extreme, step / 10)
        if stands_out(mixed, bg, minimum):
            return mixed
    return extreme

"""How the game looks: colours, letters and glyphs, each colour doubled by a letter or a glyph.

Presentation lives here and only here, so a colour-blind player (or a NO_COLOR
terminal) still reads every player, organ, biome and shape.
"""

from __future__ import annotations

from megafauna_tui.data.vocabulary import Biome, DiskColour, Emotion, Humidity, OrganColour, PlayerColour, Shape, Wind

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

#: Map marks: the latitude-die square on a craton's centre hex (instead of a crater number), a
#: roadrunner niche (its colour doubled by the organ letter r or y), a creeple lying down
#: (Endangered), an offshore shelf, and the frame of a hex that is a legal answer.
DIE_SQUARE = "▣"
ROADRUNNER_ARROW = "↑"
LYING_DOWN = "↓"
SHELF = "◗"
FRAME_LEFT = "▏"
FRAME_RIGHT = "▕"


def player_label(colour: PlayerColour) -> str:
    letter, _ = PLAYER[colour]
    return f"{colour.value.capitalize()} ({letter})"


def creeple_glyph(colour: PlayerColour, shape: Shape) -> str:
    """A creeple as glyph plus player letter, e.g. '∩G' for Green's archetype."""
    return f"{SHAPE[shape]}{PLAYER[colour][0]}"

"""One player's tableau: their species, each with its genotype, organs, cards and personality.

The body is one Rich ``Text``, drawn a line at a time (a line too long for the width
wraps, its continuation indented) in a view that scrolls when a player has more
species than fit. Unpromoted cards the screen highlights (promote option keys such
as ``"archetype/12"``) can be clicked. Every line carries a tooltip that says what
it shows in words.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import TYPE_CHECKING, ClassVar

from rich.console import Console
from rich.style import Style
from rich.text import Text
from textual import events
from textual.geometry import Size
from textual.message import Message
from textual.scroll_view import ScrollView
from textual.strip import Strip

from megafauna_tui.data.mutations import Orientation
from megafauna_tui.data.vocabulary import OrganColour, PlayerColour
from megafauna_tui.rules.emotions import emotions, has_language, row_emotions, upright_face
from megafauna_tui.rules.state import PlayerState, Species, TableauCard
from megafauna_tui.rules.venom import venomous
from megafauna_tui.ui import glyphs
from megafauna_tui.ui.widgets.repaint import changed_lines
from megafauna_tui.ui.widgets.scrolling import SteadyScrollbars

if TYPE_CHECKING:
    from megafauna_tui.rules.engine import Game

#: Width used before the widget has been laid out.
DEFAULT_WIDTH = 44
#: Extra indent of the continuation of a wrapped line.
HANGING_INDENT = 4


def tip(text: Text, start: int, words: str) -> None:
    """Give ``text`` from ``start`` to its end a tooltip (read back from the style meta under the mouse)."""
    text.stylize(Style.from_meta({"tip": words}), start, len(text))


def wrap_line(line: Text, width: int, console: Console) -> list[Text]:
    """One line, or its wrapped pieces, each continuation indented past the line's own indent."""
    if line.cell_len <= width or width <= HANGING_INDENT + 8:
        return [line]
    indent = len(line.plain) - len(line.plain.lstrip(" ")) + HANGING_INDENT
    pieces = line.wrap(console, width - indent, overflow="fold", no_wrap=False)
    wrapped = [pieces[0]]
    for piece in pieces[1:]:
        lead = Text(" " * indent, end="")
        meta = piece.get_style_at_offset(console, 0).meta
        if meta.get("tip"):  # the indent carries the tooltip of the piece it leads
            lead.stylize(Style.from_meta({"tip": meta["tip"]}))
        wrapped.append(lead + piece)
    return wrapped


def organ_letters(text: Text, organs: Iterable[OrganColour], *, empty: str = "-") -> None:
    """Append organ letters in their colours (or ``empty`` when there are none)."""
    wrote = False
    for organ in organs:
        letter, style = glyphs.ORGAN[organ]
        text.append(letter, style=style)
        wrote = True
    if not wrote:
        text.append(empty, style="dim")


def monster_token(text: Text, organs: Iterable[OrganColour], size: int) -> None:
    """Append a monster token: M, its colour letter, and the organs it counts as at this size (J4)."""
    for organ in organs:
        letter, style = glyphs.ORGAN[organ]
        text.append(glyphs.ICON["monster"], style="bold")
        text.append(letter, style=style)
        text.append(f"×{size}", style="bold")


def face_traits(text: Text, face: Orientation) -> None:
    """Append the traits an upright promoted orientation gives: max size, emotion halves, icons."""
    text.append(f" m{face.max_size}", style="dim")
    if face.shape is not None:
        text.append(f" {glyphs.SHAPE[face.shape]}", style="bold")
    if face.left is not None:
        text.append(" " + glyphs.HALF_LEFT + glyphs.EMOTION_LETTER[face.left], style=glyphs.EMOTION[face.left.colour])
    if face.right is not None:
        half = glyphs.EMOTION_LETTER[face.right] + glyphs.HALF_RIGHT
        text.append((" " if face.left is None else "") + half, style=glyphs.EMOTION[face.right.colour])
    icons = [
        glyphs.ICON[name]
        for flag, name in (
            (face.venom, "venom"),
            (face.monster, "monster"),
            (face.mutualism, "mutualism"),
            (face.fossil, "fossil"),
        )
        if flag
    ]
    if icons:
        text.append(" " + "".join(icons), style="bold")
    if face.haustorium_skeletal is not None:
        text.append(f" skeletal {face.haustorium_skeletal}", style="dim")


class Tableau(SteadyScrollbars, ScrollView, can_focus=False):
    """Shows one player's tableau; ``show(game, colour, highlights=...)`` redraws it.

    Clicking a highlighted unpromoted card posts ``Tableau.Selected`` with its
    promote option key, ``"shape/number"``.
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "tableau--species",
        "tableau--label",
        "tableau--highlight",
    }
    """
    | Class | Description |
    | :- | :- |
    | `tableau--species` | The line naming a species. |
    | `tableau--label` | Field names such as "size" and "basal". |
    | `tableau--highlight` | An unpromoted card the player may choose now. |
    """

    DEFAULT_CSS = """
    Tableau {
        height: 1fr;
        width: 1fr;
        background: $surface;
        scrollbar-size-vertical: 1;
        overflow-y: scroll;  /* always there: a scrollbar that comes and goes changes the layout */
        overflow-x: hidden;
    }
    Tableau > .tableau--species { text-style: bold; }
    Tableau > .tableau--label { color: $text-muted; }
    Tableau > .tableau--highlight { color: $accent; text-style: bold reverse; }
    """

    class Selected(Message):
        """A highlighted unpromoted card was clicked."""

        def __init__(self, key: str) -> None:
            self.key = key
            """Promote option key: shape, slash, card number (e.g. ``"archetype/12"``)."""
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
        self._colour: PlayerColour | None = None
        self._highlights: frozenset[str] = frozenset()
        self._lines: list[Strip] = []

    # -- attributes down -------------------------------------------------------------

    def show(self, game: Game, colour: PlayerColour | str, highlights: Collection[str] = ()) -> None:
        """Draw ``colour``'s tableau; ``highlights`` are promote option keys that can be clicked."""
        self._game = game
        self._colour = PlayerColour(colour)
        self._highlights = frozenset(highlights)
        self._redraw()

    @property
    def text(self) -> Text:
        """What is drawn, as plain Rich text (for tests and screen readers)."""
        return self._text()

    # -- events ----------------------------------------------------------------------

    def on_resize(self) -> None:
        if self._game is not None:
            self._redraw()

    def on_click(self, event: events.Click) -> None:
        key = event.style.meta.get("tableau_card")
        if isinstance(key, str):
            event.stop()
            self.post_message(self.Selected(key))

    def on_mouse_move(self, event: events.MouseMove) -> None:
        words = event.style.meta.get("tip")
        words = words if isinstance(words, str) else None
        if words != self.tooltip:
            self.tooltip = words

    def on_leave(self, event: events.Leave) -> None:
        self.tooltip = None

    # -- drawing ---------------------------------------------------------------------

    def _redraw(self) -> None:
        if not self.is_attached:
            return  # drawn on the first resize
        width = self._width()
        console = self.app.console
        options = console.options.update(width=width, no_wrap=True, overflow="ellipsis")
        drawn, drawn_at = self._lines, (self.virtual_size.width, self.scroll_offset)
        self._lines = []
        for line in self._text().split("\n", allow_blank=True):
            for piece in wrap_line(line, width, console):
                piece.end = ""
                self._lines.extend(
                    Strip(segments).simplify() for segments in console.render_lines(piece, options, pad=False)
                )
        self.virtual_size = Size(width, len(self._lines))
        self.settle_scrollbars()
        if drawn and drawn_at == (width, self.scroll_offset):
            # The same width and scroll: only the lines that changed (a species took a card, say) are repainted.
            view = self.scrollable_content_region.size
            changed = changed_lines(drawn, self._lines, self.scroll_offset.y, view.height, view.width)
            if changed:
                self.refresh(*changed)
        else:
            self.refresh()

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        width = self.scrollable_content_region.width
        style = self.rich_style  # walks the widget's ancestors: once a line
        index = scroll_y + y
        if index >= len(self._lines):
            return Strip.blank(width, style)
        return self._lines[index].crop_extend(scroll_x, scroll_x + width, style).apply_style(style)

    def _width(self) -> int:
        width = self.scrollable_content_region.width
        return width if width > 0 else DEFAULT_WIDTH

    def _style(self, name: str) -> Style:
        try:
            return self.get_component_rich_style(name, partial=True)
        except Exception:  # not mounted yet: no stylesheet to ask
            return Style()

    def _text(self) -> Text:
        text = Text(no_wrap=True, overflow="ellipsis", end="")
        if self._game is None or self._colour is None:
            text.append("no game yet", style="dim")
            return text
        game, colour = self._game, self._colour
        try:
            player = game.state.player(colour)
        except KeyError:
            text.append(f"{glyphs.player_label(colour)} is not playing", style="dim")
            return text
        self._header(text, game, player)
        if not player.species:
            text.append("\n  no living species", style="dim")
        for species in player.species:
            text.append("\n\n")
            self._species(text, game, species)
        self._record(text, game, player)
        return text

    def _header(self, text: Text, game: Game, player: PlayerState) -> None:
        start = len(text)
        _, colour_style = glyphs.PLAYER[player.colour]
        text.append(glyphs.player_label(player.colour), style=f"bold {colour_style}")
        label = self._style("tableau--label")
        text.append("  fossils ", style=label)
        text.append(str(player.fossils))
        newborn = sum(s.newborn for s in player.species)
        text.append("  newborn ", style=label)
        text.append(str(newborn))
        if player.lazarus:
            text.append("  LAZARUS", style="bold reverse")
        if player.medea:
            text.append("  Medea", style="bold magenta")
        words = [
            f"{glyphs.player_label(player.colour)}'s tableau (t shows the next player's)",
            f"fossils: {player.fossils} fossil tokens, each worth victory points at the end (A7a)",
            f"newborn: {newborn} creeples on the newborn card, waiting to disperse (E4, F2)",
        ]
        if player.lazarus:
            words.append("LAZARUS: the archetype died out and may be resurrected (I4c, E7)")
        if player.medea:
            words.append("Medea: this player holds Medea (E8)")
        tip(text, start, "\n".join(words))

    def _species(self, text: Text, game: Game, species: Species) -> None:
        label = self._style("tableau--label")
        _, colour_style = glyphs.PLAYER[species.colour]
        heading = self._style("tableau--species")
        start = len(text)
        glyph = glyphs.creeple_glyph(species.colour, species.shape)
        genotype = self._genotype_name(game, species)
        text.append(glyphs.SHAPE[species.shape], style=Style.parse(f"bold {colour_style}"))
        text.append(f" {species.shape.value}", style=heading)
        text.append(f" · {genotype}")
        tip(
            text,
            start,
            f"The {species.shape.value} species: its creeples are {glyph} on the map (herbivores on a hex's "
            f"second line, carnivores on its third); its genotype card is {genotype}",
        )
        text.append("\n")
        start = len(text)
        text.append("  size ", style=label)
        text.append(str(species.size))
        tokens = sum(1 for card in species.cards if card.monster)
        if tokens:
            text.append(f"  {glyphs.ICON['monster']}", style="bold")
            text.append(f" monster ×{tokens}", style=label)
        venom = game.variant.venom and venomous(game, species)
        if venom:
            text.append(f"  {glyphs.ICON['venom']} venomous", style="bold")
        text.append("  basal ", style=label)
        organ_letters(text, species.basal)
        if species.genotype_organs:
            text.append("  genotype +", style=label)
            organ_letters(text, species.genotype_organs)
        size_words = f"size {species.size}: the species' size die (G6, H5; always 1 in tooth & claw, A8a)\n"
        if tokens:
            size_words += (
                f"M monster ×{tokens}: monster tokens on its cards, each worth {species.size} organs of its colour, "
                "one per size step (J4)\n"
            )
        if venom:
            size_words += "V venomous: only venomous, tool-using or larger carnivores may eat it (J3, F4b)\n"
        tip(
            text,
            start,
            size_words + "basal: organ cubes on the genotype card, inherited by daughter species (E3b)\n"
            "genotype +: the plus organs of the genotype card\n"
            "organ letters: r red, y yellow, g green, b blue, w white",
        )
        living = game.state.living(species.colour, species.shape)
        endangered = sum(1 for c in living if c.endangered)
        text.append("\n")
        start = len(text)
        text.append("  unborn ", style=label)
        text.append(str(species.unborn))
        text.append("  newborn ", style=label)
        text.append(str(species.newborn))
        text.append("  living ", style=label)
        text.append(str(len(living)))
        if endangered:
            text.append(f" ({endangered} endangered)", style="italic")
        tip(
            text,
            start,
            f"unborn {species.unborn}: creeples in reserve; they are the budget for buying cards (E1a) "
            "and become newborns by populating (E4)\n"
            f"newborn {species.newborn}: waiting on the newborn card to disperse (F2)\n"
            f"living {len(living)}: on the map; an Endangered one lies down ({glyphs.LYING_DOWN}, G2a, H2a)",
        )
        for card in species.cards:
            text.append("\n")
            self._card(text, game, species, card)
        self._personality(text, game, species)
        if species.tools:
            tools = {t.id: t for t in game.data.special_cards.tool}
            text.append("\n")
            start = len(text)
            text.append("  tools ", style=label)
            parts = []
            for held in species.tools:
                tool = tools.get(held.tool)
                if tool is None:
                    parts.append(held.tool)
                else:
                    parts.append(f"{tool.name} (hunts {tool.sides[held.side].hunts.value})")
            text.append(", ".join(parts))
            tip(text, start, "tools this species uses: each lets it hunt one more shape (J7)")

    def _card(self, text: Text, game: Game, species: Species, card: TableauCard) -> None:
        mutation = game.data.mutations.get(card.number)
        if mutation is None:
            text.append(f"  ? card {card.number}", style="dim")
            return
        colour_letter = glyphs.CARD_LETTER[mutation.colour.value]
        card_style = Style.parse(glyphs.CARD[mutation.colour.value])
        face = upright_face(game.data, species, card.number) if card.promoted else None
        if face is None:
            key = f"{species.shape.value}/{card.number}"
            chosen = key in self._highlights
            line = len(text)
            text.append("  ○ ", style="dim")
            start = len(text)
            text.append(f"{colour_letter}", style=card_style)
            text.append(f" {card.number} {mutation.name}")
            text.append(" +")
            organ_letters(text, card.organs)
            if mutation.horror_plant:
                text.append(" " + glyphs.ICON["horror_plant"], style="bold")
            if chosen:
                text.stylize(self._style("tableau--highlight") + Style.from_meta({"tableau_card": key}), start)
            has = glyphs.organs_words(card.organs).replace("plus organ", "organ")
            words = f"○ an unpromoted mutation; it holds {has}\n{glyphs.card_words(mutation)}"
            if chosen:
                words += "\nit can be promoted now: click it, or pick it in the prompt"
            tip(text, line, words)
            return
        orientation = (card.orientation or 0) + 1
        line = len(text)
        text.append("  ● ", style="bold")
        text.append(f"{colour_letter}", style=card_style)
        text.append(f" {mutation.promoted_name}", style="bold")
        text.append(f" ({orientation})", style="dim")
        text.append(" +")
        if card.monster:
            monster_token(text, card.organs, species.size)
        else:
            organ_letters(text, card.organs)
        if face is not None:
            face_traits(text, face)
        for host in card.hosts:
            text.append(" " + glyphs.creeple_glyph(host.colour, host.shape), style=glyphs.PLAYER[host.colour][1])
        lines = [
            f"● {mutation.promoted_name}: mutation {card.number} {mutation.name}, promoted, way up {orientation} (E2b)",
            f"it holds {glyphs.organs_words(card.organs).replace('plus organ', 'organ')}",
        ]
        if card.monster:
            lines[-1] = (
                f"it holds a {'/'.join(c.value for c in card.organs)} monster token: {species.size} organs of its "
                f"colour at size {species.size} (J4)"
            )
        if face is not None:
            lines.append(glyphs.face_words(face))
        if card.hosts:
            lines.append("the creeples after it are its host creeples (mutualism, J2)")
        tip(text, line, "\n".join(lines))

    def _personality(self, text: Text, game: Game, species: Species) -> None:
        label = self._style("tableau--label")
        if species.personality:
            names = []
            for number in species.personality:
                mutation = game.data.mutations.get(number)
                names.append(mutation.promoted_name if mutation else str(number))
            links = row_emotions(game.data, species, species.personality) or []
            row = Text(no_wrap=True, overflow="ellipsis", end="")
            row.append("  personality ", style=label)
            for index, name in enumerate(names):
                if index:
                    if index - 1 < len(links):
                        emotion = links[index - 1]
                        row.append(f" ={emotion.value}= ", style=glyphs.EMOTION[emotion.colour])
                    else:
                        row.append(" · ", style="dim")
                row.append(name)
            start = len(text) + 1
            if row.cell_len <= self._width():
                text.append("\n")
                text.append_text(row)
            else:  # too wide: one card a line, each after the emotion that links it
                text.append("\n  personality ", style=label)
                text.append(names[0])
                for index, name in enumerate(names[1:]):
                    text.append("\n    ")
                    if index < len(links):
                        emotion = links[index]
                        text.append(f"={emotion.value}= ", style=glyphs.EMOTION[emotion.colour])
                    text.append(name)
            tip(
                text,
                start,
                "personality: promoted cards in a row, head to tail (J6b); =name= is the emotion "
                "two touching halves form",
            )
        found = emotions(game.data, species)
        if found:
            text.append("\n")
            start = len(text)
            text.append("  emotions ", style=label)
            for index, emotion in enumerate(found):
                if index:
                    text.append(" ")
                text.append(emotion.value, style=glyphs.EMOTION[emotion.colour])
            if has_language(found):
                text.append("  language", style="bold")
            tip(
                text,
                start,
                "emotions of the personality: each makes cards of its colour cheaper (E1b, J6e) and scores 1 VP (A7e)"
                + ("\nlanguage: three emotions of two colours or more, 3 VP more (J6f)" if has_language(found) else ""),
            )

    def _record(self, text: Text, game: Game, player: PlayerState) -> None:
        label = self._style("tableau--label")
        if player.archetype_stored:
            text.append("\n  archetype card kept for Lazarus", style=label)
        if player.tools_in_record:
            names = {t.id: t.name for t in game.data.special_cards.tool}
            text.append("\n  tools in the fossil record ", style=label)
            text.append(", ".join(names.get(t, t) for t in player.tools_in_record))

    @staticmethod
    def _genotype_name(game: Game, species: Species) -> str:
        """The archetype card's side for the archetype genotype, else the genotype mutation's promoted name."""
        if species.genotype is None:
            for card in game.data.archetypes_file.archetype:
                if card.colour is species.colour:
                    side = (
                        card.marine
                        if card.marine.shape is species.shape and species.shape is not card.continental.shape
                        else card.continental
                    )
                    return side.name
            return "archetype"
        mutation = game.data.mutations.get(species.genotype)
        return mutation.promoted_name if mutation else f"card {species.genotype}"

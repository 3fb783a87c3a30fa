"""The footer of every screen: Textual's, without its leak.

Textual's Footer (8.2) draws its keys again whenever the screen's bindings change
(focus moves, a dialog opens or closes) and binds each new key to its ``compact``
setting. The old keys are removed from the screen but stay registered as watchers
of that setting, so every hand-off left a dozen dead widgets behind: over a game
thousands, each one more for the garbage collector to walk on every full
collection. This footer forgets the removed keys after each redraw, and does not
redraw when the keys it would show are the ones it shows (returning from a dialog,
say), which saves two frames on every hand-off.

It also fits its width: when the keys do not fit in the usual spacing, it draws
them closer (Textual's compact footer), and if they still do not fit it leaves out
the hints least needed (``LEFT_OUT_FIRST``), so that no hint is cut in half at the
screen's edge. Every key still works; the command palette and the help list them all.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from itertools import groupby

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Footer
from textual.widgets._footer import FooterKey, FooterLabel, KeyGroup

#: Actions whose hints a narrow footer leaves out, first to last (an action with arguments, such as
#: ``scroll_log(1)``, is named without them): the log scrolls with the mouse wheel too, the options and
#: the map are a click away, the help has the menu and F1, and Ctrl+Q is on the menu.
LEFT_OUT_FIRST = ("scroll_log", "focus_options", "focus", "app.help", "quit")
#: Columns kept for the command palette's key at the right end (its border, padding and words).
_PALETTE = 16

#: One hint: the bindings of one action (the first is shown), or of one group shown together.
_Hint = list[tuple[Binding, bool, str]]

#: Where Textual keeps a reactive's watchers on the object watched.
_WATCHERS = "__watchers"


class KeyFooter(Footer):
    """Textual's footer; shows the bindings of the current screen."""

    _composed_for: tuple[object, ...] | None = None
    _left_out: frozenset[str] = frozenset()
    """Actions whose hints are left out for want of width."""

    async def recompose(self) -> None:
        if not self.is_attached:
            return  # leaving the screen: nothing to draw
        self._fit()
        shown = self._shown()
        if shown == self._composed_for:
            return
        await super().recompose()
        self._composed_for = shown if self.children else None
        watchers: dict[str, list[tuple[object, object]]] = getattr(self, _WATCHERS, {})
        for entries in watchers.values():
            entries[:] = [(node, callback) for node, callback in entries if getattr(node, "is_attached", True)]

    def on_resize(self, event: events.Resize) -> None:
        self.call_after_refresh(self.recompose)  # redrawn only if the hints that fit are others now

    def _shown(self) -> tuple[object, ...]:
        """What the footer would show now: each shown binding with its state."""
        return (
            self.compact,
            self.show_command_palette,
            self._left_out,
            *(
                (binding.key, binding.description, binding.action, binding.group, enabled, tooltip)
                for _, binding, enabled, tooltip in self.screen.active_bindings.values()
                if binding.show or binding.action == "command_palette"
            ),
        )

    # -- fitting the width ----------------------------------------------------------------

    def _hints(self) -> list[_Hint]:
        """The screen's hints in order, the bindings of one action together (as Textual's footer has them)."""
        by_action: defaultdict[str, _Hint] = defaultdict(list)
        for _, binding, enabled, tooltip in self.screen.active_bindings.values():
            if binding.show:
                by_action[binding.action].append((binding, enabled, tooltip))
        return list(by_action.values())

    def _fit(self) -> None:
        """Choose the spacing and the hints left out so that the hints fit the footer's width."""
        width = (self.size.width or self.app.size.width) - (_PALETTE if self.show_command_palette else 0)
        hints = self._hints()
        if self._width(hints, compact=False) <= width:
            self.compact, self._left_out = False, frozenset()
            return
        self.compact = True
        left_out: set[str] = set()
        for name in LEFT_OUT_FIRST:
            if self._width([h for h in hints if _name(h) not in left_out], compact=True) <= width:
                break
            left_out.add(name)
        self._left_out = frozenset(left_out)

    def _width(self, hints: list[_Hint], *, compact: bool) -> int:
        """Columns the hints take, spaced as the footer's styles space them."""
        total = 0
        for group, members in groupby(hints, lambda hint: hint[0][0].group):
            shown = list(members)
            if group is not None and len(shown) > 1:  # keys side by side, then the group's words
                keys = sum(len(self.app.get_key_display(hint[0][0])) + (2 if compact else 4) for hint in shown)
                total += keys + len(group.description) + (0 if compact else 1)
                continue
            for hint in shown:
                binding = hint[0][0]
                key = len(self.app.get_key_display(binding))
                words = len(binding.description)
                total += key + 1 + words + 1 if compact else key + 2 + words + 1
        return total

    def compose(self) -> ComposeResult:
        """Textual's footer, without the hints left out for want of width."""
        if not self._bindings_ready:
            return
        hints = [hint for hint in self._hints() if _name(hint) not in self._left_out]
        for group, members in groupby(hints, lambda hint: hint[0][0].group):
            shown = list(members)
            if group is not None and len(shown) > 1:
                with KeyGroup(classes="-compact" if group.compact else ""):
                    for binding, enabled, tooltip in (hint[0] for hint in shown):
                        yield self._key(binding, "", enabled, tooltip or binding.description, "-grouped")
                yield FooterLabel(group.description)
            else:
                for binding, enabled, tooltip in (hint[0] for hint in shown):
                    yield self._key(binding, binding.description, enabled, tooltip)
        yield from self._palette_key()

    def _key(self, binding: Binding, description: str, enabled: bool, tooltip: str, classes: str = "") -> FooterKey:
        key = FooterKey(
            binding.key,
            self.app.get_key_display(binding),
            description,
            binding.action,
            disabled=not enabled,
            tooltip=tooltip,
            classes=classes,
        )
        return key.data_bind(compact=Footer.compact)

    def _palette_key(self) -> Iterator[FooterKey]:
        if not (self.show_command_palette and self.app.ENABLE_COMMAND_PALETTE):
            return
        found = self.screen.active_bindings.get(self.app.COMMAND_PALETTE_BINDING)
        if found is not None:
            _, binding, enabled, _tooltip = found
            yield FooterKey(
                binding.key,
                self.app.get_key_display(binding),
                binding.description,
                binding.action,
                classes="-command-palette",
                disabled=not enabled,
                tooltip=binding.tooltip or binding.description,
            )


def _name(hint: _Hint) -> str:
    """The action of a hint, without its arguments."""
    return hint[0][0].action.split("(", 1)[0]

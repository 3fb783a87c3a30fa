"""The footer of every screen: Textual's, without its leak.

Textual's Footer (8.2) draws its keys again whenever the screen's bindings change
(focus moves, a dialog opens or closes) and binds each new key to its ``compact``
setting. The old keys are removed from the screen but stay registered as watchers
of that setting, so every hand-off left a dozen dead widgets behind: over a game
thousands, each one more for the garbage collector to walk on every full
collection. This footer forgets the removed keys after each redraw, and does not
redraw when the keys it would show are the ones it shows (returning from a dialog,
say), which saves two frames on every hand-off.
"""

from __future__ import annotations

from textual.widgets import Footer

#: Where Textual keeps a reactive's watchers on the object watched.
_WATCHERS = "__watchers"


class KeyFooter(Footer):
    """Textual's footer; shows the bindings of the current screen."""

    _composed_for: tuple[object, ...] | None = None

    async def recompose(self) -> None:
        if not self.is_attached:
            return  # leaving the screen: nothing to draw
        shown = self._shown()
        if shown == self._composed_for:
            return
        await super().recompose()
        self._composed_for = shown if self.children else None
        watchers: dict[str, list[tuple[object, object]]] = getattr(self, _WATCHERS, {})
        for entries in watchers.values():
            entries[:] = [(node, callback) for node, callback in entries if getattr(node, "is_attached", True)]

    def _shown(self) -> tuple[object, ...]:
        """What the footer would show now: each shown binding with its state."""
        return (
            self.compact,
            self.show_command_palette,
            *(
                (binding.key, binding.description, binding.action, binding.group, enabled, tooltip)
                for _, binding, enabled, tooltip in self.screen.active_bindings.values()
                if binding.show or binding.action == "command_palette"
            ),
        )

"""Write SVG screenshots of the main screens from seeded games (run: python screenshots/make_screenshots.py).

Tooth & claw's screens, then an Achterbahn game at 160x45 and 120x36, then a solo game on Mars. Name some shots to write
only those (``python screenshots/make_screenshots.py achterbahn achterbahn-narrow``). Uses a
temporary data directory, so no real saves are touched.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path

from textual.pilot import Pilot

HERE = Path(__file__).resolve().parent
SIZE = (160, 45)


def _session(answers: int, *, seed: int = 7, finish: bool = False):  # type: ignore[no-untyped-def]
    from megafauna_tui.controller import Session
    from megafauna_tui.data.loader import load_rules_data
    from megafauna_tui.rules.engine import Game
    from megafauna_tui.savefile import Seat

    data = load_rules_data()
    game = Game.new(data, players=3, seed=seed)
    names = ["Ada", "Bo", "Cy"]
    seats = [Seat(p.colour.value, names[i], None) for i, p in enumerate(game.state.players)]
    session = Session(data, game, seats)
    count = 0
    while session.decision is not None and (finish or count < answers):
        options = session.decision.options
        session.answer(options[(count * 7) % len(options)].key)
        count += 1
    return session


def _achterbahn_session():  # type: ignore[no-untyped-def]
    """Four people in the middle of an Achterbahn game (turn 5): the Medea decides which offshore
    shelf the green disk of silicate weathering goes to (D12), the shelves lit on the map."""
    from megafauna_tui.controller import Session
    from megafauna_tui.data.loader import load_rules_data
    from megafauna_tui.rules.decisions import DecisionKind
    from megafauna_tui.rules.state import GameMode

    people = [(name, None) for name in ("Ada", "Bo", "Cy", "Di")]
    session = Session.deal(load_rules_data(), people, seed=22, mode=GameMode.ACHTERBAHN)
    count = 0
    while (decision := session.decision) is not None:
        shelves = [o for o in decision.options if o.hex in session.game.map.shelf_coast]
        if session.game.state.turn >= 4 and decision.kind is DecisionKind.MEDEA_PLACE and len(shelves) > 1:
            break
        session.answer(decision.options[(count * 7) % len(decision.options)].key)
        count += 1
    return session


#: Which shots to write; empty for all of them.
ONLY: set[str] = set()


def _solo_session():  # type: ignore[no-untyped-def]
    """One person on Mars in the middle of the solo game (turn 9): the animal (played by the greedy bot up
    to here) choosing an action, its creeples grazing the plants, the plant's creeples on the Oxygen; the
    game makes the automated plant's free choices (K8)."""
    from megafauna_tui.bots import ask, make_bot
    from megafauna_tui.data.loader import load_rules_data
    from megafauna_tui.data.vocabulary import PlayerColour
    from megafauna_tui.rules.state import GameMode
    from megafauna_tui.ui.games import new_solo_session

    session = new_solo_session(
        load_rules_data(), mode=GameMode.SOLO_MARS, colour=PlayerColour.BLACK, seed=9, plant_policy=True
    )
    bot = make_bot("greedy", 9)
    while (decision := session.decision) is not None:
        animals = sum(1 for c in session.game.state.creeples if c.colour is PlayerColour.BLACK)
        if session.game.state.turn >= 9 and decision.kind.value == "action" and animals >= 5:
            break
        session.answer(ask(bot, session.game))
    return session


async def shoot(
    name: str,
    prepare: Callable[[Pilot[None]], Awaitable[None]],
    *,
    size: tuple[int, int] = SIZE,
    **app_args: object,
) -> None:
    from megafauna_tui.ui.app import MegafaunaApp

    if ONLY and name not in ONLY:
        return
    app = MegafaunaApp(bot_delay=0, autosave=False, **app_args)  # type: ignore[arg-type]
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await prepare(pilot)
        await pilot.pause()
        (HERE / f"{name}.svg").write_text(app.export_screenshot(title=f"Bios: Megafauna - {name}"), encoding="utf-8")
        print(f"wrote screenshots/{name}.svg")


async def main() -> None:
    from megafauna_tui.ui.screens.handoff import HandoffScreen
    from megafauna_tui.ui.screens.help import HelpScreen

    async def nothing(pilot: Pilot[None]) -> None:
        return None

    async def enter(pilot: Pilot[None]) -> None:
        """Several people play: take the hand-off to the one deciding, as they would."""
        for _ in range(3):
            if not isinstance(pilot.app.screen, HandoffScreen):
                return
            await pilot.press("enter")
            await pilot.pause()

    async def legend(pilot: Pilot[None]) -> None:
        await enter(pilot)
        await pilot.press("l")
        await pilot.pause(0.3)

    async def help_at_g4(pilot: Pilot[None]) -> None:
        await pilot.app.push_screen(HelpScreen(rule="G4"))
        await pilot.pause(0.3)

    await shoot("start", nothing)
    await shoot("game", enter, session=_session(70))
    await shoot("handoff", nothing, session=_session(70))  # the game opens on the hand-off to its next player
    await shoot("legend", legend, session=_session(70))
    await shoot("help", help_at_g4)
    await shoot("scoring", nothing, session=_session(0, finish=True))
    await shoot("achterbahn", enter, session=_achterbahn_session())
    await shoot("achterbahn-narrow", enter, size=(120, 36), session=_achterbahn_session())
    await shoot("solo-mars", nothing, session=_solo_session())


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("names", nargs="*", help="the shots to write (default: all)")
    ONLY.update(parser.parse_args().names)
    with tempfile.TemporaryDirectory() as home:
        os.environ["MEGAFAUNA_HOME"] = home
        sys.path.insert(0, str(HERE.parent))
        asyncio.run(main())

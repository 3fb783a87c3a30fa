"""``megafauna serve``: the same game in a web browser, one game process per browser tab (textual-serve).

textual-serve runs the app command once for every tab that connects and streams its screen to the page; the
server of page_server.py accepts only its own page, caps input and games, and ends the games with it. It has
no password, so it listens on this machine only unless told otherwise. The port is tried before the
server starts, so a port in use is one clear line, not a traceback from inside the web server.
"""

from __future__ import annotations

import argparse
import errno
import ipaddress
import shlex
import socket
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from megafauna_tui.page_server import GuardedServer

DEFAULT_HOST = "127.0.0.1"
#: Games played at once by default, and at most (each tab's game is a process of its own).
DEFAULT_MAX_GAMES = 4
MOST_GAMES = 64
DEFAULT_PORT = 8000

#: The exit status of a server that cannot start where it was asked to (as for a wrong argument).
CANNOT_LISTEN = 2


def add_serve_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """The ``serve`` subcommand and its options, on the command line's list of commands."""
    serve = commands.add_parser(
        "serve",
        help="play in a web browser: one game per browser tab",
        description="Serve the game to web browsers: every browser tab that opens the address plays its own game, "
        "in a process of its own, with the same data directory (saves, autosave) as the terminal game. There is "
        f"no password, so only this machine can connect unless --host says otherwise (default {DEFAULT_HOST}).",
    )
    serve.add_argument(
        "--host",
        default=DEFAULT_HOST,
        help=f"the address to listen on (default {DEFAULT_HOST}: this machine only; 0.0.0.0: the whole network)",
    )
    serve.add_argument("--port", type=port_number, default=DEFAULT_PORT, help=f"the port (default {DEFAULT_PORT})")
    serve.add_argument(
        "--max-games",
        type=game_count,
        default=DEFAULT_MAX_GAMES,
        metavar="N",
        help=f"games played at once, one per tab (default {DEFAULT_MAX_GAMES}; a tab beyond them is told to wait)",
    )
    serve.set_defaults(
        handler=lambda args: serve_game(
            host=args.host, port=args.port, bot_delay=args.bot_delay, max_games=args.max_games
        )
    )


def game_count(text: str) -> int:
    """--max-games: 1 to 64 (every game is a process of its own, of some 70 MB)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of games: {text!r}") from None
    if not 1 <= value <= MOST_GAMES:
        raise argparse.ArgumentTypeError(f"games at once are 1-{MOST_GAMES}, not {value}")
    return value


def port_number(text: str) -> int:
    """--port as a TCP port, 1-65535 (0, 'any free port', would leave the page no address to connect back to)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}") from None
    if not 1 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"a port is 1-65535, not {value}")
    return value


def app_argv(bot_delay: float) -> list[str]:
    """The command each tab runs: this Python and this package, so the served game is the installed one; it
    inherits the server's environment, hence the same data directory."""
    return [sys.executable, "-m", "megafauna_tui", "--bot-delay", f"{bot_delay:g}"]


def app_command(bot_delay: float) -> str:
    """The command each tab runs, as a shell would read it."""
    return shlex.join(app_argv(bot_delay))


def addresses(host: str, port: int) -> list[tuple[socket.AddressFamily, tuple[str, int]]]:
    """Every address the server would listen on for ``host``; OSError (socket.gaierror) if the name is unknown."""
    found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    return [(family, (str(address[0]), int(address[1]))) for family, _, _, _, address in found]


def is_local(host: str) -> bool:
    """Whether only this machine can reach ``host``: every address it names is a loopback one."""
    try:
        found = addresses(host, DEFAULT_PORT)
    except OSError:
        return False
    return bool(found) and all(ipaddress.ip_address(address.split("%")[0]).is_loopback for _, (address, _) in found)


def cannot_listen(host: str, port: int) -> str | None:
    """Why the server could not listen on ``host``:``port``, in one line; None if it can.

    Binds (and releases) the port as the web server will: with SO_REUSEADDR, so a port whose last connection is
    still closing counts as free, and skipping an address family this machine lacks (as asyncio does)."""
    try:
        found = addresses(host, port)
    except OSError as error:
        return f"serve: cannot find the address {host!r}: {error.strerror or error}"
    bound = 0
    for family, address in found:
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                probe.bind(address)
            except OSError as error:
                if error.errno == errno.EADDRINUSE:
                    return f"serve: port {port} on {host} is already in use; choose another with --port"
                if error.errno == errno.EADDRNOTAVAIL:
                    continue
                return f"serve: cannot listen on {host} port {port}: {error.strerror or error}"
            bound += 1
    if not bound:
        return f"serve: cannot listen on {host} port {port}: this machine has no such address"
    return None


def page_address(host: str, port: int) -> str:
    """The address to open in a browser on this machine."""
    shown = DEFAULT_HOST if host in ("0.0.0.0", "") else "[::1]" if host == "::" else host
    if ":" in shown and not shown.startswith("["):
        shown = f"[{shown}]"  # an IPv6 address
    return f"http://{shown}:{port}"


def serve_game(*, host: str, port: int, bot_delay: float, max_games: int = DEFAULT_MAX_GAMES) -> int:
    """Serve the game until Ctrl+C; the exit status (2 if it cannot listen where asked)."""
    from megafauna_tui.ui.paths import data_home

    problem = cannot_listen(host, port)
    if problem is not None:
        print(f"megafauna: {problem}", file=sys.stderr)
        return CANNOT_LISTEN
    if not is_local(host):
        print(
            f"megafauna: serve: warning: listening on {host}, so anyone who can reach this machine on the network "
            "can play, with no password, and read and overwrite the saved games.",
            file=sys.stderr,
        )
    print(f"Open {page_address(host, port)} in a web browser: every tab plays its own game, {max_games} at most.")
    print(f"Games are saved in {data_home()}, as in the terminal. Ctrl+C stops the server.", flush=True)
    server = _server(app_argv(bot_delay), host, port, max_games)
    try:
        server.serve()
    except OSError as error:  # taken between the check and the start
        print(f"megafauna: serve: cannot listen on {host} port {port}: {error.strerror or error}", file=sys.stderr)
        return CANNOT_LISTEN
    return 0


def _server(argv: list[str], host: str, port: int, max_games: int) -> GuardedServer:
    """The web server, imported only when serving (the web server's modules are slow to import)."""
    from megafauna_tui.page_server import GuardedServer

    return GuardedServer(argv, host=host, port=port, title="Bios: Megafauna", max_games=max_games)

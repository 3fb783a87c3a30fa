"""The web server of ``megafauna serve``: textual-serve's, made safe to leave running.

textual-serve accepts a websocket from any page and any ``Host``, writes the request's ``Host`` into the page as
the websocket's address, queues whatever input arrives, and asks a closed tab's game to quit without making sure
it does. Browsers apply no same-origin policy to websockets, so any page open in the player's browser could
play the game. This server:

- answers only requests whose ``Host`` is an address it serves (which stops DNS rebinding);
- accepts a websocket only from its own origin, at an address holding a secret made when the server starts and
  written only into its own page (which another origin cannot read), and never writes the request into a page;
- caps every message, and the input per second, and drops keys while the game has not read the ones before;
- caps the games played at once, with a page saying so;
- kills a game whose tab has closed if it has not ended within a moment, starts every game so that it dies with
  the server (even on SIGKILL), and stops within about a second on SIGTERM;
- refuses a frame that is not a game message in one log line, with no directory listing of its files.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import logging
import os
import secrets
import shlex
import signal
import socket
import sys
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from html import escape
from typing import Any

import aiohttp_jinja2
import jinja2
from aiohttp import WSMsgType, web
from aiohttp.web_runner import GracefulExit
from textual_serve.app_service import AppService
from textual_serve.server import Server

from megafauna_tui.orphans import die_with_parent

log = logging.getLogger("megafauna.serve")

#: The most text one websocket message may carry (a key, a mouse event, a paste of a name fits many times).
MAX_MESSAGE = 16 * 1024
#: The most characters one ``stdin`` message may carry, and a tab may send per second (a burst up to twice that).
MAX_INPUT = 4 * 1024
INPUT_PER_SECOND = 8 * 1024
#: Messages a tab may send per second (resize and focus included; a burst up to twice that).
MESSAGES_PER_SECOND = 200
#: The game's input pipe holds this much (the least Linux allows), and input the game has not read beyond
#: MAX_UNREAD bytes (a few keys in flight) means it is busy: keys sent then would reach it only once it is ready
#: again, stamped as typed then, so its prompt could not tell them from keys typed for the new question. Such
#: keys are dropped here, as the prompt drops keys typed before its question appeared.
PIPE_SIZE = 4096
MAX_UNREAD = 256
#: How long a game whose tab closed, or whose server is stopping, has to end before it is killed (seconds).
QUIT_GRACE = 0.5
#: Linux's fcntl request to size a pipe.
F_SETPIPE_SZ = 1031
#: The environment variable a served game sees, so that its screens do not show the data directory's path.
SERVED = "MEGAFAUNA_SERVED"


@dataclass(slots=True)
class Budget:
    """A token bucket: ``rate`` per second, holding at most twice that."""

    rate: float
    level: float = field(init=False)
    stamp: float = field(default_factory=time.monotonic)

    def __post_init__(self) -> None:
        self.level = 2 * self.rate

    def take(self, amount: float) -> bool:
        now = time.monotonic()
        self.level = min(2 * self.rate, self.level + (now - self.stamp) * self.rate)
        self.stamp = now
        if amount > self.level:
            return False
        self.level -= amount
        return True


def served_names(host: str) -> set[str]:
    """The host names and addresses a browser may use for this server: this machine's loopback names, what
    --host names and, for a server on every address, this machine's own names and addresses."""
    names = {"127.0.0.1", "localhost", "::1", host.strip("[]").lower()}
    if host in ("", "0.0.0.0", "::"):
        for name in {socket.gethostname(), socket.getfqdn()}:
            names.add(name.lower())
            try:
                for *_, address in socket.getaddrinfo(name, None):
                    names.add(str(address[0]).split("%")[0])
            except OSError:
                continue
    return names


def split_host(value: str) -> tuple[str, int | None] | None:
    """A ``Host`` header's name and port (None if it names none); None if it is not a host at all."""
    value = value.strip().lower()
    if value.startswith("["):
        end = value.find("]")
        if end < 0:
            return None
        name, rest = value[1:end], value[end + 1 :]
        if rest and not rest.startswith(":"):
            return None
        port_text = rest[1:] if rest else ""
    else:
        name, _, port_text = value.partition(":")
    if not name:
        return None
    if not port_text:
        return name, None
    if not port_text.isdigit() or len(port_text) > 5:
        return None
    return name, int(port_text)


class GameProcess(AppService):
    """One tab's game: started so that it dies with the server, fed input only while it keeps up, and killed if
    it has not ended a moment after it is asked to quit."""

    def __init__(self, argv: list[str], **kwargs: Any) -> None:
        super().__init__(shlex.join(argv), **kwargs)
        self.argv = argv

    def _build_environment(self, width: int = 80, height: int = 24) -> dict[str, str]:
        environment = super()._build_environment(width, height)
        environment[SERVED] = "1"
        return environment

    async def _open_app_process(self, width: int = 80, height: int = 24) -> asyncio.subprocess.Process:
        parent = os.getpid()
        self._process = process = await asyncio.create_subprocess_exec(
            *self.argv,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env=self._build_environment(width=width, height=height),
            preexec_fn=lambda: die_with_parent(parent),
        )
        assert process.stdin is not None
        self._stdin = process.stdin
        _shrink_pipe(process.stdin)
        return process

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    def backed_up(self) -> bool:
        """Whether the game has not yet read what it was sent: new keys would only queue."""
        transport = self._stdin.transport if self._stdin is not None else None
        if transport is None or transport.get_write_buffer_size() > 0:
            return transport is not None
        return _unread(self._stdin) > MAX_UNREAD

    async def send_bytes(self, data: bytes) -> bool:
        return self._send(self.encode_packet(b"D", data))

    async def send_meta(self, data: dict[str, str | int | bool | None]) -> bool:
        return self._send(self.encode_packet(b"M", json.dumps(data).encode("utf-8")))

    def _send(self, packet: bytes) -> bool:
        """Write without waiting for the game to read it: a game that does not read cannot hold the server."""
        if self._stdin is None or self._stdin.is_closing():
            return False
        try:
            self._stdin.write(packet)
        except (RuntimeError, OSError):
            return False
        return True

    async def stop(self) -> None:
        """Ask the game to quit; kill it if it has not ended within ``QUIT_GRACE``."""
        process, task = self._process, self._task
        if task is None or process is None:
            return
        self._task = None
        await self._download_manager.cancel_app_downloads(app_service_id=self.app_service_id)
        if process.returncode is None:
            await self.send_meta({"type": "quit"})
            try:
                await asyncio.wait_for(process.wait(), QUIT_GRACE)
            except TimeoutError:
                log.info("game process %s did not quit when its tab closed; killed", process.pid)
                kill(process)
                await process.wait()
        try:
            await asyncio.wait_for(task, QUIT_GRACE)
        except TimeoutError:
            task.cancel()


def kill(process: asyncio.subprocess.Process) -> None:
    with contextlib.suppress(ProcessLookupError):
        process.kill()


def _unread(stdin: asyncio.StreamWriter | None) -> int:
    """How many bytes sent to the game it has not read yet (Linux answers FIONREAD on either end of a pipe)."""
    pipe = stdin.get_extra_info("pipe") if stdin is not None else None
    if pipe is None or not sys.platform.startswith("linux"):
        return 0
    import array
    import fcntl
    import termios

    count = array.array("i", [0])
    try:
        fcntl.ioctl(pipe.fileno(), termios.FIONREAD, count, True)
    except OSError:
        return 0
    return count[0]


def _shrink_pipe(stdin: asyncio.StreamWriter) -> None:
    """Make the game's input pipe small, so that what it has not read stays small (Linux only)."""
    pipe = stdin.get_extra_info("pipe")
    if pipe is None or not sys.platform.startswith("linux"):
        return
    import fcntl

    with contextlib.suppress(OSError):
        fcntl.fcntl(pipe.fileno(), F_SETPIPE_SZ, PIPE_SIZE)


class GuardedServer(Server):
    """textual-serve's server, accepting only its own page, with every limit above."""

    def __init__(self, argv: list[str], *, host: str, port: int, title: str, max_games: int) -> None:
        super().__init__(shlex.join(argv), host=host, port=port, title=title)
        self.argv = argv
        self.max_games = max_games
        self.secret = secrets.token_urlsafe(32)
        self.names = served_names(host)
        self.games: dict[web.WebSocketResponse, GameProcess | None] = {}

    # -- who may connect ---------------------------------------------------------------------------------------

    def host_allowed(self, request: web.Request) -> bool:
        """Whether the request names this server: one of its names, on its port (DNS rebinding names another)."""
        found = split_host(request.headers.get("Host", ""))
        if found is None:
            return False
        name, port = found
        return name in self.names and port in (self.port, None if self.port == 80 else self.port)

    def origin_allowed(self, request: web.Request) -> bool:
        """Whether the websocket was opened by this server's own page: an http origin naming this server."""
        origin = request.headers.get("Origin", "")
        scheme, _, rest = origin.partition("://")
        if scheme != "http" or "/" in rest:
            return False
        found = split_host(rest)
        if found is None:
            return False
        name, port = found
        return name in self.names and (port or 80) == self.port

    def refuse(self, request: web.Request, status: int, why: str) -> web.Response:
        log.warning("refused %s %s from %s: %s", request.method, request.path, request.remote, why)
        return web.Response(status=status, text=f"{why}\n")

    # -- the web application ---------------------------------------------------------------------------------------

    async def _make_app(self) -> web.Application:
        app = web.Application(middlewares=[self._only_this_host])
        aiohttp_jinja2.setup(app, loader=jinja2.FileSystemLoader(self.templates_path))
        app.add_routes(
            [
                web.get("/", self.handle_index, name="index"),
                web.get("/ws/{secret}", self.handle_websocket, name="websocket"),
                web.get("/download/{key}", self.handle_download, name="download"),
                web.static("/static", self.statics_path, show_index=False, name="static"),
            ]
        )
        app.on_startup.append(self.on_startup)
        app.on_shutdown.append(self.on_shutdown)
        return app

    @web.middleware
    async def _only_this_host(
        self, request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        if not self.host_allowed(request):
            return self.refuse(request, 421, "this server does not serve that host name")
        response = await handler(request)
        if not response.prepared:
            response.headers.setdefault("X-Frame-Options", "DENY")
            response.headers.setdefault("X-Content-Type-Options", "nosniff")
            response.headers.setdefault("Referrer-Policy", "no-referrer")
        return response

    async def handle_index(self, request: web.Request) -> web.StreamResponse:
        """The page, with the websocket's address made from the server's own secret, never from the request."""
        if self.playing() >= self.max_games:
            return self.full_page()
        context = {
            "font_size": max(6, min(64, _to_int(request.query.get("fontsize", "16"), 16))),
            "app_websocket_url": f"/ws/{self.secret}",
            "config": {"static": {"url": "/static/"}},
            "application": {"name": self.title},
        }
        response = aiohttp_jinja2.render_template("app_index.html", request, context)
        assert response.text is not None
        response.text = response.text.replace("</body>", ABSOLUTE_SOCKET + "</body>", 1)
        response.headers["Cache-Control"] = "no-store"  # the page holds the secret
        return response

    def full_page(self) -> web.Response:
        games = f"{self.max_games} game{'s' if self.max_games != 1 else ''}"
        text = (
            f"<!DOCTYPE html><html><head><title>{escape(self.title)}: full</title></head>"
            '<body style="background:#0c181f;color:#eee;font-family:monospace;padding:3em">'
            f"<h1>{escape(self.title)}</h1><p>This server already plays {games} at once, its most. "
            "Close another tab of this game, then reload this page.</p></body></html>"
        )
        return web.Response(status=503, text=text, content_type="text/html", headers={"Retry-After": "5"})

    def playing(self) -> int:
        return len(self.games)

    # -- the websocket ---------------------------------------------------------------------------------------------

    async def handle_websocket(self, request: web.Request) -> web.StreamResponse:  # type: ignore[override]
        if not hmac.compare_digest(request.match_info["secret"].encode(), self.secret.encode()):
            return self.refuse(request, 403, "the websocket did not present this server's secret")
        if not self.origin_allowed(request):
            origin = request.headers.get("Origin", "no origin")
            return self.refuse(request, 403, f"a websocket from another origin ({origin[:80]})")
        if self.playing() >= self.max_games:
            return self.refuse(request, 503, f"already {self.max_games} games at once")
        websocket = web.WebSocketResponse(heartbeat=15, max_msg_size=MAX_MESSAGE)
        self.games[websocket] = None
        try:
            await websocket.prepare(request)
            game = GameProcess(
                self.argv,
                write_bytes=websocket.send_bytes,
                write_str=websocket.send_str,
                close=websocket.close,
                download_manager=self.download_manager,
                debug=self.debug,
            )
            self.games[websocket] = game
            width = max(20, min(500, _to_int(request.query.get("width", "80"), 80)))
            height = max(10, min(300, _to_int(request.query.get("height", "24"), 24)))
            await game.start(width, height)
            log.info("game process %s started (%d playing)", game.pid, self.playing())
            try:
                await self._feed(websocket, game)
            finally:
                await game.stop()
        except (asyncio.CancelledError, ConnectionError):
            pass
        except Exception as error:
            log.error("a game's connection failed: %s: %s", type(error).__name__, error)
        finally:
            game_left = self.games.pop(websocket, None)
            if game_left is not None:
                await game_left.stop()
            if not websocket.closed:
                await websocket.close()
        return websocket

    async def _feed(self, websocket: web.WebSocketResponse, game: GameProcess) -> None:
        """Pass the page's messages to the game, within the caps; refuse a frame that is not one, in one line."""
        messages, typed = Budget(MESSAGES_PER_SECOND), Budget(INPUT_PER_SECOND)
        dropped = 0
        async for message in websocket:
            if message.type == WSMsgType.ERROR:
                log.warning("closed a websocket: %s", websocket.exception())
                return
            why = None
            envelope = _envelope(message.data) if message.type == WSMsgType.TEXT else None
            if envelope is None:
                why = "not a game message"
            elif not messages.take(1):
                why = "over the messages per second"
            if why is not None:
                log.warning("refused a websocket frame (%s); closing that tab's connection", why)
                await websocket.close(code=1008, message=why.encode())
                return
            assert envelope is not None
            kind, data = envelope
            if kind == "stdin":
                assert isinstance(data, str)
                if len(data) > MAX_INPUT or not typed.take(len(data)) or game.backed_up():
                    dropped += 1
                    if dropped == 1 or dropped % 100 == 0:
                        log.warning("dropped input the game could not take yet (%d so far on this tab)", dropped)
                    continue
                await game.send_bytes(data.encode("utf-8"))
            elif kind == "resize":
                assert isinstance(data, dict)
                await game.set_terminal_size(data["width"], data["height"])
            elif kind == "ping":
                await websocket.send_json(["pong", data])
            elif kind == "blur":
                await game.blur()
            elif kind == "focus":
                await game.focus()

    # -- stopping --------------------------------------------------------------------------------------------------

    async def on_startup(self, app: web.Application) -> None:
        """Nothing to print: the command has said where to open the game."""

    async def on_shutdown(self, app: web.Application) -> None:
        """End every game and close every tab's connection at once, so the server stops within a second."""
        games = [game for game in self.games.values() if game is not None]
        await asyncio.gather(*(game.stop() for game in games), return_exceptions=True)
        sockets = list(self.games)
        await asyncio.gather(
            *(websocket.close(code=1001, message=b"server stopping") for websocket in sockets),
            return_exceptions=True,
        )

    def initialize_logging(self) -> None:
        """One plain line per event, with no traceback (a hostile client could fill the output with them)."""
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("megafauna serve: %(message)s"))
        log.addHandler(handler)
        log.setLevel(logging.INFO)
        log.propagate = False
        for name in ("aiohttp.server", "aiohttp.web", "aiohttp.websocket", "textual-serve"):
            quiet = logging.getLogger(name)
            quiet.addHandler(handler)
            quiet.setLevel(logging.CRITICAL)
            quiet.propagate = False

    def serve(self, debug: bool = False) -> None:
        """Serve until SIGINT or SIGTERM; then every game ends and the server stops within about a second."""
        self.debug = debug
        self.initialize_logging()
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        for number in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError):
                loop.add_signal_handler(number, self.request_exit)
        web.run_app(
            self._make_app(),
            host=self.host,
            port=self.port,
            handle_signals=False,
            loop=loop,
            print=lambda *args: None,
            access_log=None,
            shutdown_timeout=QUIT_GRACE,
        )

    def request_exit(self) -> None:
        raise GracefulExit()


#: Makes the page's websocket address absolute, from where the browser itself loaded the page (already checked
#: to be this server's), since textual.js wants a full address.
ABSOLUTE_SOCKET = """<script>
(function () {
  const terminal = document.getElementById("terminal");
  const address = new URL(terminal.dataset.sessionWebsocketUrl, window.location.href);
  address.protocol = window.location.protocol === "https:" ? "wss:" : "ws:";
  terminal.dataset.sessionWebsocketUrl = address.href;
})();
</script>
"""


def _to_int(text: str, default: int) -> int:
    try:
        return int(text[:6])
    except ValueError:
        return default


def _envelope(text: Any) -> tuple[str, Any] | None:
    """A page's message as (kind, data), or None if it is not one textual.js sends."""
    if not isinstance(text, str):
        return None
    try:
        envelope = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(envelope, list) or not envelope or not isinstance(envelope[0], str):
        return None
    kind, data = envelope[0], envelope[1] if len(envelope) > 1 else None
    if kind == "stdin" and isinstance(data, str):
        return kind, data
    if kind == "resize" and isinstance(data, dict):
        width, height = data.get("width"), data.get("height")
        if type(width) is int and type(height) is int and 1 <= width <= 1000 and 1 <= height <= 1000:
            return kind, {"width": width, "height": height}
        return None
    if kind == "ping" and isinstance(data, str) and len(data) <= 32:
        return kind, data
    if kind in ("blur", "focus"):
        return kind, None
    return None

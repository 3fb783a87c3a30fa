"""``megafauna serve`` left running: only its own page may open a game, every message and the games at once
are capped, a closed tab's game ends, and the games end with the server, however it is stopped.

A real server on a free port of 127.0.0.1, spoken to as a browser (and a hostile page) would, over HTTP and
websockets; no browser is needed for these.
"""

from __future__ import annotations

import array
import asyncio
import fcntl
import json
import os
import re
import signal
import socket
import subprocess
import sys
import termios
import time
from collections.abc import Iterator
from pathlib import Path

import aiohttp
import pytest

from bench.serve_probe import alive, children, free_port
from megafauna_tui.page_server import MAX_MESSAGE, MAX_UNREAD, split_host

START_WAIT = 60.0


def running_game(server: int) -> int | None:
    """The server's one game once it runs (its input is the server's pipe), else None.

    Between fork and exec a new child still holds the server's own input; reading its pipe then would fail.
    """
    found = children(server)
    if len(found) != 1:
        return None
    try:
        piped = os.readlink(f"/proc/{found[0]}/fd/0").startswith("pipe:")
        started = b"megafauna_tui" in Path(f"/proc/{found[0]}/cmdline").read_bytes()
    except OSError:
        return None
    return found[0] if piped and started else None


def unread(pid: int) -> int:
    """The bytes waiting in the input pipe of process ``pid`` (Linux: FIONREAD on the pipe, opened anew)."""
    handle = os.open(f"/proc/{pid}/fd/0", os.O_RDONLY | os.O_NONBLOCK)
    try:
        count = array.array("i", [0])
        fcntl.ioctl(handle, termios.FIONREAD, count, True)
        return count[0]
    finally:
        os.close(handle)


def wait_until(condition: object, seconds: float = 20.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if callable(condition) and condition():
            return True
        time.sleep(0.1)
    return False


pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads child processes from /proc")


class Served:
    def __init__(self, server: subprocess.Popen[str], port: int, home: Path) -> None:
        self.server, self.port, self.home = server, port, home
        self.base = f"http://127.0.0.1:{port}"

    def log(self) -> str:
        self.server.wait(timeout=30)
        assert self.server.stderr is not None
        return self.server.stderr.read()


@pytest.fixture
def served(tmp_path: Path) -> Iterator[Served]:
    """``megafauna serve --max-games 2`` on a free port, with an empty data directory."""
    port = free_port()
    home = tmp_path / "home"
    home.mkdir()
    env = {**os.environ, "MEGAFAUNA_HOME": str(home)}
    command = [sys.executable, "-m", "megafauna_tui", "--bot-delay", "0", "serve", "--port", str(port)]
    server = subprocess.Popen(
        [*command, "--max-games", "2"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        deadline = time.monotonic() + START_WAIT
        while True:
            if server.poll() is not None:
                pytest.fail(f"megafauna serve stopped (status {server.returncode}): {server.communicate()[1]}")
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert time.monotonic() < deadline, "megafauna serve did not start listening"
                time.sleep(0.2)
        yield Served(server, port, home)
    finally:
        games = children(server.pid)
        if server.poll() is None:
            server.kill()
        server.wait()
        for game in games:
            if alive(game):
                os.kill(game, signal.SIGKILL)


async def page_and_socket(base: str) -> tuple[str, str]:
    """The page, and the websocket address it names."""
    async with aiohttp.ClientSession() as session, session.get(base + "/") as response:
        assert response.status == 200
        page = await response.text()
    found = re.search(r'data-session-websocket-url="([^"]+)"', page)
    assert found is not None
    return page, base.replace("http", "ws", 1) + found[1]


async def opens(url: str, headers: dict[str, str]) -> bool:
    async with aiohttp.ClientSession() as session:
        try:
            async with session.ws_connect(url, headers=headers):
                return True
        except aiohttp.WSServerHandshakeError:
            return False


async def closed_by_server(websocket: aiohttp.ClientWebSocketResponse, seconds: float = 20) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            message = await asyncio.wait_for(websocket.receive(), deadline - time.monotonic())
        except TimeoutError:
            return False
        if message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSING, aiohttp.WSMsgType.CLOSED):
            return True
    return False


def test_only_the_servers_own_page_opens_a_game(served: Served) -> None:
    base = served.base
    page, url = asyncio.run(page_and_socket(base))
    assert "ws://" not in page and str(served.home) not in page  # nothing of the request or the machine in it
    own = {"Origin": base}
    assert asyncio.run(opens(url, own))
    refused = {
        "another origin": (url, {"Origin": "http://127.0.0.1:1"}),
        "a look-alike origin": (url, {"Origin": f"http://127.0.0.1:{served.port}.evil.example"}),
        "no origin": (url, {}),
        "no secret": (f"ws://127.0.0.1:{served.port}/ws", own),
        "a wrong secret": (url.rsplit("/", 1)[0] + "/guessed", own),
        "a rebound host name": (url, {**own, "Host": "evil.example:666"}),
    }
    for why, (address, headers) in refused.items():
        assert not asyncio.run(opens(address, headers)), f"a websocket with {why} was accepted"

    async def others() -> tuple[int, int, str]:
        async with aiohttp.ClientSession() as session:
            async with session.get(base + "/", headers={"Host": "evil.example:666"}) as response:
                rebound = response.status
            async with session.get(base + "/static/") as response:
                listing, text = response.status, await response.text()
        return rebound, listing, text

    rebound, listing, text = asyncio.run(others())
    assert rebound == 421
    assert listing in (403, 404) and "textual.js" not in text


def test_a_message_over_the_cap_closes_its_tab_and_ends_its_game(served: Served) -> None:
    async def run() -> bool:
        _, url = await page_and_socket(served.base)
        address, own = url + "?width=100&height=30", {"Origin": served.base}
        async with aiohttp.ClientSession() as session, session.ws_connect(address, headers=own) as ws:
            assert wait_until(lambda: len(children(served.server.pid)) == 1)
            await ws.send_str(json.dumps(["stdin", "x" * 1_000_000]))
            return await closed_by_server(ws)

    assert MAX_MESSAGE < 1_000_000
    assert asyncio.run(run())
    assert wait_until(lambda: not children(served.server.pid)), "the game of the closed tab still runs"


def test_keys_sent_while_the_game_is_not_reading_are_dropped_not_queued(served: Served) -> None:
    async def run() -> None:
        _, url = await page_and_socket(served.base)
        async with aiohttp.ClientSession() as session, session.ws_connect(url, headers={"Origin": served.base}) as ws:
            assert wait_until(lambda: running_game(served.server.pid) is not None)
            game = running_game(served.server.pid)
            assert game is not None
            os.kill(game, signal.SIGSTOP)  # a game busy elsewhere: it reads no input
            try:
                for _ in range(60):  # 60 keys over 3 s: within the caps on messages and input
                    await ws.send_str(json.dumps(["stdin", "1"]))
                    await asyncio.sleep(0.05)
                await asyncio.sleep(0.5)
                assert unread(game) <= MAX_UNREAD + len("D0000") + 1  # what was sent before it stopped reading
            finally:
                os.kill(game, signal.SIGCONT)

    asyncio.run(run())
    served.server.send_signal(signal.SIGTERM)
    log = served.log()
    dropped = [line for line in log.splitlines() if "dropped input" in line]
    assert dropped and dropped[0].startswith("megafauna serve: dropped input the game could not take yet")


def test_games_at_once_are_capped_with_a_page_that_says_so(served: Served) -> None:
    async def run() -> tuple[list[bool], int, str]:
        _, url = await page_and_socket(served.base)
        async with aiohttp.ClientSession() as session:
            sockets, accepted = [], []
            for _ in range(3):
                try:
                    sockets.append(await session.ws_connect(url, headers={"Origin": served.base}))
                    accepted.append(True)
                except aiohttp.WSServerHandshakeError:
                    accepted.append(False)
            async with session.get(served.base + "/") as response:
                status, text = response.status, await response.text()
            for ws in sockets:
                await ws.close()
            return accepted, status, text

    accepted, status, text = asyncio.run(run())
    assert accepted == [True, True, False]
    assert status == 503 and "2 games at once" in text and "Close another tab" in text
    assert wait_until(lambda: not children(served.server.pid))


def test_a_frame_that_is_no_game_message_is_refused_in_one_log_line(served: Served) -> None:
    async def run() -> bool:
        _, url = await page_and_socket(served.base)
        async with aiohttp.ClientSession() as session, session.ws_connect(url, headers={"Origin": served.base}) as ws:
            await ws.send_str("[" * 5000)
            return await closed_by_server(ws)

    assert asyncio.run(run())
    served.server.send_signal(signal.SIGTERM)
    log = served.log()
    assert "Traceback" not in log
    assert [line for line in log.splitlines() if "refused a websocket frame" in line] == [
        "megafauna serve: refused a websocket frame (not a game message); closing that tab's connection"
    ]


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGKILL], ids=["SIGTERM", "SIGKILL"])
def test_the_games_end_with_the_server(served: Served, stop: signal.Signals) -> None:
    async def open_two() -> list[aiohttp.ClientWebSocketResponse]:
        _, url = await page_and_socket(served.base)
        session = aiohttp.ClientSession()
        return [await session.ws_connect(url, headers={"Origin": served.base}) for _ in range(2)]

    loop = asyncio.new_event_loop()
    try:
        loop.run_until_complete(open_two())
        assert wait_until(lambda: len(children(served.server.pid)) == 2)
        games = children(served.server.pid)
        served.server.send_signal(stop)
        served.server.wait(timeout=30)
        assert wait_until(lambda: not any(alive(game) for game in games), 10), "a game outlived its server"
    finally:
        loop.close()


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("127.0.0.1:8000", ("127.0.0.1", 8000)),
        ("[::1]:8000", ("::1", 8000)),
        ("LocalHost", ("localhost", None)),
        ("[::1", None),
        ("host:port", None),
        (":80", None),
    ],
)
def test_a_host_header_is_read_strictly(header: str, expected: tuple[str, int | None] | None) -> None:
    assert split_host(header) == expected

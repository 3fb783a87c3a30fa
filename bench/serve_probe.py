"""Probe ``megafauna serve`` as a hostile page and a careless player would, on this machine only, and print what
it accepted and refused, the game processes' memory after a 1 MB message, and how long stopping takes.

Run: python bench/serve_probe.py   (starts its own server on a free port, with an empty data directory)
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import aiohttp


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def children(pid: int) -> list[int]:
    """The running child processes of ``pid`` (Linux /proc; a child that has ended is not counted)."""
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            found += [int(child) for child in (task / "children").read_text().split()]
        except OSError:
            continue
    return [child for child in found if alive(child)]


def rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


def start(home: Path, port: int, *extra: str) -> subprocess.Popen[str]:
    env = {**os.environ, "MEGAFAUNA_HOME": str(home)}
    command = [sys.executable, "-m", "megafauna_tui", "--bot-delay", "0", "serve", "--port", str(port), *extra]
    server = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    for _ in range(200):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return server
        except OSError:
            time.sleep(0.1)
    raise SystemExit("the server did not start")


async def secret_path(session: aiohttp.ClientSession, base: str) -> str:
    async with session.get(base + "/") as response:
        page = await response.text()
    found = re.search(r'data-session-websocket-url="([^"]+)"', page)
    assert found is not None
    return found[1]


async def try_socket(session: aiohttp.ClientSession, url: str, headers: dict[str, str]) -> bool:
    try:
        async with session.ws_connect(url, headers=headers) as websocket:
            await websocket.close()
            return True
    except aiohttp.WSServerHandshakeError:
        return False


async def probe(port: int, server: subprocess.Popen[str]) -> None:
    base = f"http://127.0.0.1:{port}"
    own = {"Origin": base}
    async with aiohttp.ClientSession() as session:
        path = await secret_path(session, base)
        ws = f"ws://127.0.0.1:{port}"
        cases = {
            "the page's own websocket": (ws + path, own),
            "another origin (http://127.0.0.1:9999)": (ws + path, {"Origin": "http://127.0.0.1:9999"}),
            "no Origin": (ws + path, {}),
            "textual-serve's old address /ws": (ws + "/ws", own),
            "a wrong secret": (ws + "/ws/guess", own),
            "Host evil.example:666": (ws + path, {**own, "Host": "evil.example:666"}),
        }
        for name, (url, headers) in cases.items():
            accepted = await try_socket(session, url, headers)
            print(f"websocket, {name}: {'accepted' if accepted else 'refused'}")
        async with session.get(base + "/", headers={"Host": "evil.example:666"}) as response:
            print(f"page with Host evil.example:666: HTTP {response.status}")
        async with session.get(base + "/static/") as response:
            print(f"/static/ listing: HTTP {response.status}")
        async with session.get(base + "/") as response:
            page = await response.text()
        print(f"page names the data directory: {str(os.environ.get('MEGAFAUNA_HOME', '?')) in page}")

        # one 1 MB stdin message, then the game's memory a few seconds on
        async with session.ws_connect(ws + path + "?width=120&height=40", headers=own) as websocket:
            await asyncio.sleep(3)
            games = children(server.pid)
            before = sum(rss_mb(pid) for pid in games)
            with contextlib.suppress(aiohttp.ClientError, ConnectionError):
                await websocket.send_str(json.dumps(["stdin", "x" * 1_000_000]))
            closed = await closed_within(websocket, 5)
            at_close = sum(rss_mb(pid) for pid in children(server.pid))
            await asyncio.sleep(2)
            after = sum(rss_mb(pid) for pid in children(server.pid))
            print(
                f"1 MB message: connection {'closed by the server' if closed else 'open'}; game memory "
                f"{before:.0f} MB before, {at_close:.0f} MB when closed, {after:.0f} MB 2 s later"
            )
        await asyncio.sleep(1.5)
        print(f"game processes 1.5 s after that tab closed: {len(children(server.pid))}")

        # a game that is sent keys faster than the cap
        async with session.ws_connect(ws + path, headers=own) as websocket:
            for _ in range(2000):
                await websocket.send_str(json.dumps(["stdin", "j"]))
            closed = await closed_within(websocket, 3)
            print(f"2000 one-key messages at once: connection {'closed by the server' if closed else 'open'}")
        await asyncio.sleep(1)
        # twenty tabs at once
        sockets = []
        refused = 0
        for _ in range(20):
            try:
                sockets.append(await session.ws_connect(ws + path, headers=own))
            except aiohttp.WSServerHandshakeError:
                refused += 1
        await asyncio.sleep(2)
        running = children(server.pid)
        memory = sum(rss_mb(p) for p in running)
        print(f"20 websockets: {len(sockets)} accepted, {refused} refused, {len(running)} games, {memory:.0f} MB")
        async with session.get(base + "/") as response:
            print(f"page while full: HTTP {response.status}")
        # garbage frames, each on a connection of its own, once the twenty have closed
        for websocket in sockets:
            await websocket.close()
        await asyncio.sleep(1.5)
        frames = ("not json", "[1,2,3]", '{"a": 1}', "[" * 5000)
        closed_count = 0
        for frame in frames:
            async with session.ws_connect(ws + path, headers=own) as websocket:
                await websocket.send_str(frame)
                closed_count += await closed_within(websocket, 3)
        print(f"garbage frames: {len(frames)} sent, {closed_count} connections closed by the server")
        await asyncio.sleep(1.5)
        sockets = [await session.ws_connect(ws + path, headers=own) for _ in range(3)]
        await asyncio.sleep(3)

        # SIGTERM with tabs open
        games = children(server.pid)
        began = time.monotonic()
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=60)
        took = time.monotonic() - began
        await asyncio.sleep(0.5)
        print(
            f"SIGTERM with {len(games)} games open: stopped in {took:.2f} s; game processes left: {sum(alive(p) for p in games)}"
        )
        for websocket in sockets:
            await websocket.close()


async def closed_within(websocket: aiohttp.ClientWebSocketResponse, seconds: float) -> bool:
    """Whether the server closes the connection within ``seconds`` (reading what it sends meanwhile)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            message = await asyncio.wait_for(websocket.receive(), deadline - time.monotonic())
        except TimeoutError:
            return False
        if message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING):
            return True
    return False


def killed_server(home: Path) -> None:
    """SIGKILL of the server with two games open: do the games end too?"""
    port = free_port()
    server = start(home, port)

    session: aiohttp.ClientSession | None = None

    async def open_two() -> list[aiohttp.ClientWebSocketResponse]:
        nonlocal session
        session = aiohttp.ClientSession()
        path = await secret_path(session, f"http://127.0.0.1:{port}")
        return [
            await session.ws_connect(f"ws://127.0.0.1:{port}{path}", headers={"Origin": f"http://127.0.0.1:{port}"})
            for _ in range(2)
        ]

    loop = asyncio.new_event_loop()
    opened = loop.run_until_complete(open_two())
    time.sleep(2)
    games = children(server.pid)
    server.kill()
    server.wait()
    time.sleep(1)
    print(f"SIGKILL with {len(games)} games open: game processes left 1 s later: {sum(alive(p) for p in games)}")
    for pid in games:
        if alive(pid):
            os.kill(pid, signal.SIGKILL)
    for websocket in opened:
        loop.run_until_complete(websocket.close())
    if session is not None:
        loop.run_until_complete(session.close())
    loop.close()


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder)
        os.environ["MEGAFAUNA_HOME"] = str(home)
        port = free_port()
        server = start(home, port)
        asyncio.run(probe(port, server))
        log = server.stderr.read() if server.stderr else ""
        lines = [line for line in log.splitlines() if line.strip()]
        print(f"server log: {len(lines)} lines, {sum('Traceback' in line for line in lines)} tracebacks")
        for line in lines[-12:]:
            print("   ", line)
        killed_server(home)


if __name__ == "__main__":
    main()

"""The game served to a real web browser: ``megafauna serve`` opened in headless Chromium and played by
keyboard and mouse, as a person at the browser would.

The page draws the terminal on a canvas, so the test reads the screen from the page's own terminal emulator
(xterm.js), which the page script is asked to expose. Selected by ``-m browser``; skipped, saying why, only
where no Chromium is installed or Playwright is missing.
"""

from __future__ import annotations

import http.server
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from bench.serve_probe import free_port

pytestmark = pytest.mark.browser

sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright is not installed (pip install playwright)")

#: Every run saves what the browser showed as screenshots/browser-test.png (not kept in git, so a test run
#: leaves the checkout as it was); with MEGAFAUNA_SCREENSHOTS set it also replaces the README's browser.png.
SCREENSHOTS = Path(__file__).resolve().parents[2] / "screenshots"

#: The page script creates its terminal here; the test names it so the screen can be read back.
TERMINAL_OPEN = "this.terminal.open("
EXPOSED_OPEN = "(window.megafaunaTerminal=this.terminal).open("

#: Reads the terminal's rows as text (one string per row).
READ_SCREEN = """() => {
    const terminal = window.megafaunaTerminal;
    if (!terminal) return [];
    const rows = [];
    for (let row = 0; row < terminal.rows; row++) {
        rows.push(terminal.buffer.active.getLine(row).translateToString(true));
    }
    return rows;
}"""

#: What the hand-off screen between two people's decisions says.
HAND_OFF = "Pass the keyboard to"

#: Generous bounds for waiting on a machine shared with other work; a wait ends as soon as its condition holds.
START_WAIT = 60.0
SCREEN_WAIT_MS = 20_000


def chromium() -> str | None:
    """A Chromium (or Chrome) executable on this machine, or None."""
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        found = shutil.which(name)
        if found is not None:
            return found
    return None


EXECUTABLE = chromium()
if EXECUTABLE is None:
    pytest.skip("no Chromium executable found (install the system's chromium package)", allow_module_level=True)


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """``megafauna serve`` on a free port with an empty data directory: the page's address and that directory."""
    with serving(tmp_path) as (url, home, _):
        yield url, home


@contextmanager
def serving(tmp_path: Path) -> Iterator[tuple[str, Path, subprocess.Popen[str]]]:
    """``megafauna serve`` on a free port with an empty data directory: the page's address, that directory and
    the server's process."""
    port = free_port()
    home = tmp_path / "home"
    home.mkdir()
    env = {**os.environ, "MEGAFAUNA_HOME": str(home)}
    command = [sys.executable, "-m", "megafauna_tui", "--bot-delay", "0", "serve", "--port", str(port)]
    server = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + START_WAIT
        while True:  # wait until the server accepts connections, or has stopped
            if server.poll() is not None:
                pytest.fail(f"megafauna serve stopped (status {server.returncode}): {server.communicate()[1]}")
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    pytest.fail("megafauna serve did not start listening")
                time.sleep(0.2)
        yield f"http://127.0.0.1:{port}/?fontsize=15", home, server
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def screen(page: Any) -> str:
    rows: list[str] = page.evaluate(READ_SCREEN)
    return "\n".join(rows)


def wait_for(page: Any, text: str) -> str:
    """Wait until ``text`` is on the screen; the screen then (or fail, showing the screen as it was)."""
    try:
        page.wait_for_function(
            f"text => ({READ_SCREEN})().join('\\n').includes(text)", arg=text, timeout=SCREEN_WAIT_MS, polling=100
        )
    except Exception:  # Playwright's TimeoutError: say what was on the screen instead
        pytest.fail(f"waited in vain for {text!r} on the screen:\n{screen(page)}")
    return screen(page)


def wait_gone(page: Any, text: str) -> None:
    """Wait until ``text`` has left the screen."""
    try:
        page.wait_for_function(
            f"text => !({READ_SCREEN})().join('\\n').includes(text)", arg=text, timeout=SCREEN_WAIT_MS, polling=100
        )
    except Exception:  # Playwright's TimeoutError: say what was on the screen instead
        pytest.fail(f"{text!r} stayed on the screen:\n{screen(page)}")


def pass_keyboard(page: Any) -> None:
    """Take the keyboard at the hand-off screen, and wait until it has gone (a second Enter would answer)."""
    page.keyboard.press("Enter")  # I am ready
    wait_gone(page, HAND_OFF)


def answers(home: Path) -> list[str]:
    """The answers the autosave holds: every decision the game has received, the ones it settled itself too."""
    path = home / "autosave.json"
    if not path.exists():
        return []
    saved: list[str] = json.loads(path.read_text(encoding="utf-8"))["answers"]
    return saved


#: The question on the screen: its header line in the prompt box ("Player 1, orange [O]  Choose an action ...").
QUESTION = r"│  (Player \d, \w+ \[\w\] .*?\(rule [^)]*\))"


def next_question(page: Any, previous: str) -> str:
    """Wait for a question other than ``previous``, passing the keyboard on at a hand-off; its header line."""
    try:
        page.wait_for_function(
            f"""previous => {{
                const text = ({READ_SCREEN})().join('\\n');
                if (text.includes({HAND_OFF!r})) return true;
                const found = text.match(new RegExp({QUESTION!r}));
                return found !== null && found[1] !== previous;
            }}""",
            arg=previous,
            timeout=SCREEN_WAIT_MS,
            polling=100,
        )
    except Exception:  # Playwright's TimeoutError: say what was on the screen instead
        pytest.fail(f"waited in vain for a question after {previous!r}; the screen:\n{screen(page)}")
    if HAND_OFF in screen(page):
        pass_keyboard(page)
        return next_question(page, previous)
    found = re.search(QUESTION, screen(page))
    assert found is not None
    return found[1]


def cell_centre(page: Any, column: int, row: int) -> tuple[float, float]:
    """Where on the page the middle of a terminal cell is."""
    box = page.evaluate(
        """() => {
            const terminal = window.megafaunaTerminal;
            const r = terminal.element.querySelector('.xterm-screen').getBoundingClientRect();
            return [r.x, r.y, r.width / terminal.cols, r.height / terminal.rows];
        }"""
    )
    x, y, width, height = box
    return x + (column + 0.5) * width, y + (row + 0.5) * height


def expose_terminal(route: Any) -> None:
    """Serve the page script with its terminal named on the window, so the test can read the screen."""
    response = route.fetch()
    script = response.text()
    assert TERMINAL_OPEN in script, "the page script no longer opens its terminal as this test expects"
    route.fulfill(response=response, body=script.replace(TERMINAL_OPEN, EXPOSED_OPEN, 1))


def test_a_game_is_started_and_played_in_the_browser(served: tuple[str, Path]) -> None:
    url, home = served
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=EXECUTABLE)
        try:
            page = browser.new_page(viewport={"width": 1460, "height": 830})
            page.route("**/static/js/textual.js", expose_terminal)
            page.goto(url)

            start = wait_for(page, "New game")
            assert "Continue (no game yet)" in start  # the empty data directory: nothing to continue
            size = page.evaluate("() => [window.megafaunaTerminal.cols, window.megafaunaTerminal.rows]")
            assert size[0] >= 120 and size[1] >= 36, f"the page's terminal is only {size[0]}x{size[1]}"

            page.focus(".xterm-helper-textarea")  # where the page takes keys, as a click on it would do
            page.keyboard.press("Enter")  # New game
            wait_for(page, "Players (colours are dealt at random)")
            page.keyboard.press("Control+n")  # Start: tooth & claw for two people
            wait_for(page, HAND_OFF)
            pass_keyboard(page)

            asked = next_question(page, "")
            assert "Choose an action" in asked
            assert "1. mutate" in screen(page)
            page.keyboard.press("1")  # mutate (E1)
            asked = next_question(page, asked)
            assert "Buy which Display card?" in asked
            page.keyboard.press("1")  # the card in the first position, which is free (E1a)
            asked = next_question(page, asked)
            bought = len(answers(home))
            assert bought >= 2  # the game keeps every answer given, in the data directory it was served with
            page.keyboard.press("1")
            asked = next_question(page, asked)
            assert len(answers(home)) > bought

            rows = screen(page).splitlines()  # the first option of the question now on screen, by a click
            row = next(n for n, line in enumerate(rows) if "▊1. " in line)
            x, y = cell_centre(page, rows[row].index("1. ") + 3, row)
            clicked = len(answers(home))
            page.mouse.click(x, y)
            next_question(page, asked)
            assert len(answers(home)) > clicked

            SCREENSHOTS.mkdir(exist_ok=True)
            shot = SCREENSHOTS / "browser-test.png"
            page.screenshot(path=str(shot))
            assert shot.stat().st_size > 10_000  # a real picture of the page, not an empty one
            if os.environ.get("MEGAFAUNA_SCREENSHOTS"):
                shutil.copyfile(shot, SCREENSHOTS / "browser.png")
        finally:
            browser.close()


#: A page of another origin that tries to open the game's websocket: at textual-serve's own address, and at
#: the page's address with its secret (as if the secret had leaked), so the Origin check is tried alone too.
HOSTILE_PAGE = """<!DOCTYPE html><html><body><script>
function attempt(url) {
  return new Promise(done => {
    let socket;
    try { socket = new WebSocket(url); } catch (error) { done(url + " refused"); return; }
    socket.onopen = () => { done(url + " open"); socket.close(); };
    socket.onerror = () => done(url + " refused");
  });
}
window.attempts = Promise.all(ADDRESSES.map(attempt));
</script></body></html>"""


def game_processes(server: subprocess.Popen[str]) -> list[int]:
    """The game processes the server runs (Linux /proc): one per tab it accepted."""
    found: list[int] = []
    for task in Path(f"/proc/{server.pid}/task").glob("*"):
        try:
            found += [int(child) for child in (task / "children").read_text().split()]
        except OSError:
            continue
    return found


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="counts the server's game processes in /proc")
def test_a_page_of_another_origin_cannot_open_the_game(tmp_path: Path) -> None:
    with serving(tmp_path) as (url, home, server):
        origin = url.split("/?", 1)[0]
        with sync_api.sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=EXECUTABLE)
            try:
                own = browser.new_page()
                own.goto(url)
                secret_address = own.evaluate("() => document.getElementById('terminal').dataset.sessionWebsocketUrl")
                assert secret_address.startswith(origin.replace("http", "ws", 1) + "/ws/")
                own.close()  # the server's own page opened a game: close it, and its game ends
                deadline = time.monotonic() + 20
                while game_processes(server) and time.monotonic() < deadline:
                    time.sleep(0.1)
                assert game_processes(server) == []

                addresses = [origin.replace("http", "ws", 1) + "/ws", secret_address]
                page = HOSTILE_PAGE.replace("ADDRESSES", json.dumps(addresses))

                class Hostile(http.server.BaseHTTPRequestHandler):
                    def do_GET(self) -> None:
                        body = page.encode("utf-8")
                        self.send_response(200)
                        self.send_header("Content-Type", "text/html")
                        self.send_header("Content-Length", str(len(body)))
                        self.end_headers()
                        self.wfile.write(body)

                    def log_message(self, *args: Any) -> None:
                        pass

                other = http.server.ThreadingHTTPServer(("127.0.0.1", free_port()), Hostile)
                threading.Thread(target=other.serve_forever, daemon=True).start()
                try:
                    attacker = browser.new_page()
                    attacker.goto(f"http://127.0.0.1:{other.server_address[1]}/")
                    results = attacker.evaluate("() => window.attempts")
                finally:
                    other.shutdown()
                assert results == [f"{address} refused" for address in addresses]
                assert game_processes(server) == []  # no game was started for the other page
                assert not (home / "autosave.json").exists()
            finally:
                browser.close()

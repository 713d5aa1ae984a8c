"""``cardtui web``: the app served to a browser by textual-serve; a scripted websocket
client of the served page (as a browser's terminal would be) sees the menu drawn."""

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
from collections.abc import Iterator
from pathlib import Path

import websockets

from tests.waiting import apause_before_retry

ESCAPE = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def _connect(port: int) -> websockets.ClientConnection:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 30
    while True:
        try:
            return await websockets.connect(f"ws://127.0.0.1:{port}/ws?width=80&height=24",
                                            max_size=None, proxy=None)
        except OSError:
            assert loop.time() < deadline, "cardtui web did not start"
            await apause_before_retry()


@contextlib.contextmanager
def web_server(home: Path) -> Iterator[int]:
    """``cardtui web`` on a free port of its own (its port), stopped with every app process
    it started, however the test ends."""
    port = free_port()
    env = {**os.environ, "CARDTUI_HOME": str(home), "CARDTUI_LANG": "en"}
    proc = subprocess.Popen([sys.executable, "-m", "cardtui", "web", "--port", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env,
                            start_new_session=True)  # its app processes stop with it
    try:
        yield port
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)  # no app left running behind the server


async def test_the_app_is_served_to_a_browser(tmp_path: Path) -> None:
    with web_server(tmp_path / "web-home") as port:
        ws = await _connect(port)
        await ws.send(json.dumps(["resize", {"width": 80, "height": 24}]))
        screen = ""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 30
        while not all(word in ESCAPE.sub("", screen) for word in ("New", "Rules", "Quit")):
            assert loop.time() < deadline, "the menu was not drawn"
            part = await asyncio.wait_for(ws.recv(), deadline - loop.time())
            screen += part.decode("utf-8", "replace") if isinstance(part, bytes) else part
        await ws.close()


def _get(url: str) -> bytes:
    import urllib.request

    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # loopback only
    with opener.open(url, timeout=10) as answer:
        return bytes(answer.read())


async def _page(url: str) -> bytes:
    """The page at ``url`` once the server answers (it starts no app: no websocket)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 30
    while True:
        try:
            return await asyncio.to_thread(_get, url)
        except OSError:
            assert loop.time() < deadline, "cardtui web did not start"
            await apause_before_retry()


async def test_the_page_loads_nothing_from_elsewhere(tmp_path: Path) -> None:
    """The served page names no other site (no web font from Google): everything it links
    is on this server and is there."""
    with web_server(tmp_path / "web-home") as port:
        page = (await _page(f"http://127.0.0.1:{port}/")).decode()
        links = re.findall(r'(?:\bhref="|\bsrc="|\burl\(")([^"]+)"', page)
        assert len(links) == 3, links  # the stylesheet, the script, the terminal font
        own = f"http://localhost:{port}/"
        assert all(link.startswith(own) for link in links), links
        assert "googleapis" not in page
        for link in links:
            body = await asyncio.to_thread(_get, link.replace("localhost", "127.0.0.1"))
            assert body, link

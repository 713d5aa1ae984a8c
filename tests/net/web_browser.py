"""A scripted browser of ``cardtui web``: it speaks textual-serve's websocket protocol as
the page's JavaScript terminal does (``["stdin", keys]``, ``["resize", size]``) and keeps
the screen the app draws (a small terminal: cursor moves, text, erases; colours ignored).

No real browser runs here (none is installed): what the page's terminal would show is
read from the same bytes the page would get.
"""

from __future__ import annotations

import asyncio
import codecs
import json
import re

import websockets

from tests.waiting import apause_before_retry

CSI = re.compile(r"\x1b\[([0-9;?<>=]*)([ -/]*)([@-~])|\x1b[()][0-9A-Za-z]|\x1b[=>78]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)")
KEYS = {"enter": "\r", "tab": "\t", "down": "\x1b[B", "up": "\x1b[A", "right": "\x1b[C",
        "left": "\x1b[D", "escape": "\x1b", "space": " "}


class Screen:
    """The characters of a terminal of ``width`` x ``height``, as escape codes draw them."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.rows = [[" "] * width for _ in range(height)]
        self.x = self.y = 0

    def feed(self, text: str) -> None:
        """Draw ``text`` (printable characters and the escape codes Textual writes)."""
        at = 0
        for match in CSI.finditer(text):
            self._print(text[at : match.start()])
            if match.group(3):
                self._csi(match.group(1), match.group(3))
            at = match.end()
        self._print(text[at:])

    def _print(self, text: str) -> None:
        for ch in text:
            if ch == "\r":
                self.x = 0
            elif ch == "\n":
                self.y = min(self.y + 1, self.height - 1)
            elif ch >= " ":
                if 0 <= self.y < self.height and 0 <= self.x < self.width:
                    self.rows[self.y][self.x] = ch
                self.x += 1

    def _csi(self, params: str, final: str) -> None:
        if params.startswith("?"):
            return
        numbers = [int(p) if p.isdigit() else 0 for p in params.split(";")] if params else []
        first = numbers[0] if numbers else 0
        if final in "Hf":
            self.y = max(1, first) - 1
            self.x = max(1, numbers[1] if len(numbers) > 1 else 1) - 1
        elif final == "G":
            self.x = max(1, first) - 1
        elif final == "C":
            self.x += max(1, first)
        elif final == "D":
            self.x = max(0, self.x - max(1, first))
        elif final == "A":
            self.y = max(0, self.y - max(1, first))
        elif final == "B":
            self.y = min(self.height - 1, self.y + max(1, first))
        elif final == "K":
            row = self.rows[self.y] if 0 <= self.y < self.height else []
            start, end = {0: (self.x, self.width), 1: (0, self.x + 1)}.get(first, (0, self.width))
            for x in range(start, min(end, len(row))):
                row[x] = " "
        elif final == "J" and first == 2:
            self.rows = [[" "] * self.width for _ in range(self.height)]

    @property
    def text(self) -> str:
        """The screen, one line per row, trailing blanks dropped."""
        return "\n".join("".join(row).rstrip() for row in self.rows)


class Browser:
    """One browser tab at ``cardtui web``: a websocket to the served page's terminal."""

    def __init__(self, port: int, width: int = 80, height: int = 24) -> None:
        self.port, self.screen = port, Screen(width, height)
        self.size = (width, height)
        self._decoder = codecs.getincrementaldecoder("utf-8")("replace")
        self._ws: websockets.ClientConnection | None = None
        self._reader: asyncio.Task[None] | None = None
        self.bytes = 0

    async def open(self, timeout: float = 60.0) -> Browser:
        """Open the page's websocket (retrying while ``cardtui web`` starts)."""
        width, height = self.size
        url = f"ws://127.0.0.1:{self.port}/ws?width={width}&height={height}"
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            try:
                self._ws = await websockets.connect(url, max_size=None, proxy=None)
                break
            except OSError:
                assert loop.time() < deadline, "cardtui web did not start"
                await apause_before_retry()
        await self._ws.send(json.dumps(["resize", {"width": width, "height": height}]))
        self._reader = asyncio.ensure_future(self._read())
        return self

    async def _read(self) -> None:
        assert self._ws is not None
        async for part in self._ws:
            if isinstance(part, bytes):  # the terminal's output (text is meta: ignored)
                self.bytes += len(part)
                self.screen.feed(self._decoder.decode(part))

    async def keys(self, *names: str) -> None:
        """Press keys (names such as ``enter``, ``down``, or text typed as it is)."""
        assert self._ws is not None
        for name in names:
            await self._ws.send(json.dumps(["stdin", KEYS.get(name, name)]))

    async def key_redrawn(self, name: str, timeout: float = 30.0) -> None:
        """Press one key and wait until the page redraws (a new focus, say): the keys
        typed next then go where the page now says."""
        drawn = self.bytes
        await self.keys(name)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while self.bytes == drawn:
            assert loop.time() < deadline, f"{name} did not redraw the page"
            await apause_before_retry()

    async def until(self, words: str, timeout: float = 60.0) -> None:
        """Wait until the screen shows ``words`` (a regular expression)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while re.search(words, self.screen.text) is None:
            assert self._reader is not None and not self._reader.done(), "the page closed"
            assert loop.time() < deadline, f"no {words!r} on the page:\n{self.screen.text}"
            await apause_before_retry()

    async def close(self) -> None:
        """Close the tab (textual-serve ends its app process)."""
        if self._ws is not None:
            await self._ws.close()
        if self._reader is not None:
            self._reader.cancel()

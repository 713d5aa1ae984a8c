"""A real browser tab of ``cardtui web``: Debian's headless Chromium driven by Playwright.

It offers what the scripted client of ``tests/net/web_browser.py`` offers (``keys``,
``until``, ``key_redrawn``), so the same steps drive either, but here the page's own
JavaScript runs: textual-serve's ``textual.js`` opens the websocket and draws into xterm.js,
and the keys are pressed into the page (``page.keyboard``) as a person's would be.

What the player sees is read from xterm.js's own screen buffer: the page keeps its
``Terminal`` in a closure, so a script added before the page's own (``HOOK``) notes each
object that is given a ``terminal`` property (the page's ``this.terminal = new Terminal``);
the lines of the terminal's buffer are what its WebGL or canvas renderer paints (the DOM
has no text rows with those renderers).

Chromium comes from Debian (``/usr/bin/chromium``) and Playwright from PyPI, both installed
by ``.ci/browser-deps``; Playwright's own browser download is never used.
"""

from __future__ import annotations

import asyncio
import importlib.util
import os
import re
from pathlib import Path
from typing import Any

import pytest

from tests.waiting import apause_before_retry

CHROMIUM = Path("/usr/bin/chromium")
REQUIRED = "CARDTUI_BROWSER_REQUIRED"
"""Set to 1 (``.ci/run``'s browser stage): a missing browser fails the test instead of
skipping it."""
KEYS = {"enter": "Enter", "tab": "Tab", "down": "ArrowDown", "up": "ArrowUp",
        "right": "ArrowRight", "left": "ArrowLeft", "escape": "Escape", "space": " "}

HOOK = """
(() => {
  window.__cardtuiTerminals = [];
  Object.defineProperty(Object.prototype, 'terminal', {
    configurable: true,
    set(value) {
      Object.defineProperty(this, 'terminal',
        {value, writable: true, configurable: true, enumerable: true});
      if (value && value.buffer && typeof value.write === 'function') {
        window.__cardtuiTerminals.push(value);
      }
    },
  });
})();
"""
"""Before the page's scripts: note the xterm.js ``Terminal`` the page makes."""

SCREEN = """(colours) => {
  const terminal = window.__cardtuiTerminals && window.__cardtuiTerminals[0];
  if (!terminal) return null;
  const buffer = terminal.buffer.active, lines = [], looks = [];
  const cell = buffer.getNullCell();
  for (let y = 0; y < terminal.rows; y++) {
    const line = buffer.getLine(buffer.viewportY + y);
    lines.push(line ? line.translateToString(true) : '');
    if (colours && line) {
      for (let x = 0; x < terminal.cols; x++) {
        line.getCell(x, cell);
        looks.push(cell.getFgColor(), cell.getBgColor());
      }
    }
  }
  return {text: lines.join('\\n'), looks: looks.join(','), cols: terminal.cols,
          rows: terminal.rows};
}"""
"""The terminal's screen: its lines of text and (``colours``) every cell's colours."""


def missing() -> str:
    """Why no real browser can run here ("" when one can)."""
    if not CHROMIUM.is_file():
        return f"no {CHROMIUM}"
    if importlib.util.find_spec("playwright") is None:
        return "no playwright in this Python"
    return ""


def need_browser() -> None:
    """Skip the test (fail it, under ``CARDTUI_BROWSER_REQUIRED=1``) when no real browser
    can run: one line naming the script that installs one."""
    why = missing()
    if not why:
        return
    line = f"{why}: run .ci/browser-deps (Debian's chromium and pip install -e '.[browser]')"
    if os.environ.get(REQUIRED) == "1":
        pytest.fail(f"{REQUIRED}=1 but {line}", pytrace=False)
    pytest.skip(line)


class RealBrowser:
    """One headless Chromium tab at ``cardtui web`` on ``port``."""

    def __init__(self, port: int, width: int = 1000, height: int = 640) -> None:
        self.port, self.viewport = port, {"width": width, "height": height}
        self._playwright: Any = None
        self._browser: Any = None
        self.page: Any = None
        self.text = ""
        """The terminal's text as last read (``screen()`` reads it anew)."""
        self.outside: list[str] = []
        """Addresses the page asked for off this machine's server (refused: the page's
        web font; nothing else should be there)."""

    async def open(self, timeout: float = 60.0) -> RealBrowser:
        """Start Chromium, open the page and wait until its terminal has drawn something."""
        from playwright.async_api import async_playwright

        self._playwright = await async_playwright().start()
        self._browser = await self._playwright.chromium.launch(executable_path=str(CHROMIUM))
        self.page = await self._browser.new_page(viewport=self.viewport)
        await self.page.route("**/*", self._route)
        await self.page.add_init_script(HOOK)
        await self.page.goto(f"http://127.0.0.1:{self.port}/", wait_until="domcontentloaded")
        await self.until(r"\S", timeout)
        return self

    async def _route(self, route: Any) -> None:
        url = str(route.request.url)
        if re.match(rf"(http|ws)://(127\.0\.0\.1|localhost):{self.port}/", url):
            await route.continue_()
        else:
            self.outside.append(url)
            await route.abort()

    async def screen(self, colours: bool = False) -> dict[str, Any]:
        """The terminal's screen now (``text``, and ``looks`` with ``colours``)."""
        shown = await self.page.evaluate(SCREEN, colours)
        if shown is None:
            return {"text": "", "looks": "", "cols": 0, "rows": 0}
        self.text = str(shown["text"])
        return dict(shown)

    async def keys(self, *names: str) -> None:
        """Press keys into the page (names such as ``enter``, ``down``; other text is
        typed as it is)."""
        await self.page.locator(".xterm-helper-textarea").focus()
        for name in names:
            if name in KEYS:
                await self.page.keyboard.press(KEYS[name])
            else:
                await self.page.keyboard.type(name)

    async def click(self, words: str) -> None:
        """Click the middle of the first place the terminal shows ``words`` (as a person
        would: xterm.js hands the click to the app)."""
        shown = await self.screen()
        lines = shown["text"].split("\n")
        row = next(y for y, line in enumerate(lines) if words in line)
        column = lines[row].index(words) + len(words) // 2
        box = await self.page.locator(".xterm-screen").bounding_box()
        x = box["x"] + (column + 0.5) * box["width"] / shown["cols"]
        y = box["y"] + (row + 0.5) * box["height"] / shown["rows"]
        await self.page.mouse.click(x, y)

    async def key_redrawn(self, name: str, timeout: float = 30.0) -> None:
        """Press one key and wait until the page's screen changes (text or colours: a new
        focus, say)."""
        before = await self.screen(colours=True)
        await self.keys(name)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while await self.screen(colours=True) == before:
            assert loop.time() < deadline, f"{name} did not redraw the page"
            await apause_before_retry()

    async def until(self, words: str, timeout: float = 60.0) -> str:
        """Wait until the page's terminal shows ``words`` (a regular expression); its text."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while re.search(words, (await self.screen())["text"]) is None:
            assert loop.time() < deadline, f"no {words!r} on the page:\n{self.text}"
            await apause_before_retry()
        return self.text

    async def screenshot(self, path: Path) -> None:
        """A PNG of the page as the browser paints it."""
        path.parent.mkdir(parents=True, exist_ok=True)
        await self.page.screenshot(path=str(path))

    async def close(self) -> None:
        """Close the tab and the browser (textual-serve ends the tab's app)."""
        if self._browser is not None:
            await self._browser.close()
            self._browser = None
        if self._playwright is not None:
            await self._playwright.stop()
            self._playwright = None

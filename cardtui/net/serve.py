"""Running a host until SIGINT/SIGTERM: ``cardtui serve`` and ``cardtui host``.

Headless (no Textual). Unfinished network tables found among the saves are resumed
first; on a signal every table is saved and closed before the process ends.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
import ssl
import sys
import time
from collections.abc import Callable
from pathlib import Path

from cardtui.engine.errors import CardtuiError
from cardtui.net.host import Host, Limits
from cardtui.net.schema import Refusal
from cardtui.net.table import Table, saved_tables
from cardtui.storage.files import one_line

LOOPBACK = frozenset({"127.0.0.1", "localhost", "::1"})


def log_line(line: str) -> None:
    """One log line on stderr with the time (UTC)."""
    stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    print(f"{stamp} {one_line(line, 300)}", file=sys.stderr, flush=True)


def tls_context(cert: Path | None, key: Path | None) -> ssl.SSLContext | None:
    """A server TLS context from a certificate and key file (both or neither)."""
    if cert is None and key is None:
        return None
    if cert is None or key is None:
        raise ValueError("TLS needs both --cert and --key")
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    return context


def resume_saved(host: Host, log: Callable[[str], None]) -> int:
    """Host every unfinished network table among the saves; returns how many."""
    count = 0
    for folder in saved_tables():
        try:
            host.add(Table.resume(folder))
            count += 1
        except (CardtuiError, Refusal, OSError) as exc:
            log(f"save {folder.name} not resumed: {exc}")
    return count


def address_note(bind: str, port: int, tls: bool) -> str:
    """Where clients connect, and whether others on the network can."""
    scheme = "wss" if tls else "ws"
    shown = "127.0.0.1" if bind in ("", "0.0.0.0", "::") else bind
    where = (
        "this computer only"
        if bind in LOOPBACK
        else "every network interface"
        if bind in ("", "0.0.0.0", "::")
        else f"the interface {bind}"
    )
    return f"{scheme}://{shown}:{port} (reachable from {where})"


async def run_host(
    host: Host,
    bind: str,
    port: int,
    tls: ssl.SSLContext | None = None,
    ready: Callable[[int], None] | None = None,
    stop: asyncio.Event | None = None,
) -> None:
    """Serve until SIGINT/SIGTERM (or ``stop``), then save and close every table."""
    stop = stop or asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows, a thread
            loop.add_signal_handler(sig, stop.set)
    bound = await host.start(bind, port, tls)
    host.log(f"listening on {address_note(bind, bound, tls is not None)}")
    if ready is not None:
        ready(bound)
    await stop.wait()
    host.log("stopping: saving every table")
    await host.stop()
    host.log("stopped")


def serve(bind: str, port: int, limits: Limits, tls: ssl.SSLContext | None = None) -> None:
    """``cardtui serve``: a lobby of tables opened by clients, saved ones resumed."""
    host = Host(limits, log_line, allow_open=True)
    resumed = resume_saved(host, log_line)
    if resumed:
        log_line(f"resumed {resumed} saved table(s)")
    asyncio.run(run_host(host, bind, port, tls))

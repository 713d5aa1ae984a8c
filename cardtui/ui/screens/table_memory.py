"""Keeping Python's cycle collector off the table's keys.

The collector's oldest generation is scanned whole, now and then, at any
allocation: with the app, its styles and a long match's history alive, that is
50 to 140 ms of CPU landing on whichever key happens to allocate (measured in
``benchmarks/key_cpu.py``). Nearly everything alive when a deal is shown stays
alive until the table closes, so the table moves it out of the collector's
reach (``gc.freeze``) at moments no key is waiting for: just after a new deal
(or the table itself) is drawn, never under a dialog. Meanwhile the collector
scans only its two young generations on its own (cheap); the deal's garbage
that outlives them waits for the next deal's ``settle``. What was frozen and is
dropped later (a few thousand objects a deal) is collected by a whole scan
every :data:`FULL_EVERY` deals, and everything is handed back to the collector,
with its own thresholds, when the table closes.
"""

from __future__ import annotations

import gc

FULL_EVERY = 20
"""Deals between two whole scans (frozen objects dropped since are freed then)."""
RARELY = 1_000_000
"""The oldest generation's threshold at the table: collected by ``settle`` alone."""
_thresholds: list[tuple[int, int, int]] = []
"""The collector's own thresholds while the table has changed them."""


def settle(full: bool = False) -> None:
    """Collect the garbage made since the last call, then exempt every object alive
    from later scans; ``full``: all the garbage, the frozen objects' too."""
    if full:
        gc.unfreeze()
    gc.collect()
    gc.freeze()
    if not _thresholds:
        young, middle, old = gc.get_threshold()
        _thresholds.append((young, middle, old))
        gc.set_threshold(young, middle, RARELY)


def release() -> None:
    """Hand every frozen object back to the collector, with its own thresholds (the
    table closes)."""
    gc.unfreeze()
    if _thresholds:
        gc.set_threshold(*_thresholds.pop())

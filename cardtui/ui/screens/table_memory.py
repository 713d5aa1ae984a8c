"""Keeping Python's cycle collector off the table's keys.

The collector's oldest generation is scanned whole, now and then, at any
allocation: with the app, its styles and a long match's history alive, that is
50 to 140 ms of CPU landing on whichever key happens to allocate (measured in
``benchmarks/key_cpu.py``). Nearly everything alive when a deal is shown stays
alive until the table closes, so the table moves it out of the collector's
reach (``gc.freeze``) at moments no key is waiting for: just after a new deal
(or the table itself) is drawn, never under a dialog. The collector then scans
only what was made since. What was frozen and is dropped later (a few thousand
objects a deal) is collected by a whole scan every :data:`FULL_EVERY` deals,
and everything is handed back to the collector when the table closes.
"""

from __future__ import annotations

import gc

FULL_EVERY = 20
"""Deals between two whole scans (frozen objects dropped since are freed then)."""


def settle(full: bool = False) -> None:
    """Collect the garbage made since the last call, then exempt every object alive
    from later scans; ``full``: all the garbage, the frozen objects' too."""
    if full:
        gc.unfreeze()
    gc.collect()
    gc.freeze()


def release() -> None:
    """Hand every frozen object back to the collector (the table closes)."""
    gc.unfreeze()

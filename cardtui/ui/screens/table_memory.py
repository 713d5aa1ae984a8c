"""Keeping Python's cycle collector off the table's keys.

The collector's oldest generation is scanned whole, now and then, at any
allocation: with the app, its styles and a long match's history alive, that is
50 to 140 ms of CPU landing on whichever key happens to allocate (measured in
``benchmarks/key_cpu.py``). Everything alive when the table opens, and what
each deal leaves behind, lives until the table closes, so the table moves it out
of the collector's reach (``gc.freeze``) at moments no key waits for: once the
table is drawn, and after each deal-over dialog closes. What is freed later in
the deal is left to the collector as before (it then scans only that deal's
objects); when the table closes, everything is handed back to it.
"""

from __future__ import annotations

import gc


def settle() -> None:
    """Collect what is garbage now, then exempt every object alive from later scans.

    Only objects allocated since the last call are scanned (the frozen ones are
    not), so after the first call it costs about one deal's worth of objects.
    """
    gc.collect()
    gc.freeze()


def release() -> None:
    """Hand every frozen object back to the collector (the table closes)."""
    gc.unfreeze()

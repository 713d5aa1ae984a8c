"""Names that try to take over the terminal, and a match record that carries them.

Each name holds terminal sequences a shared record could smuggle in: an OSC 0
title change, an OSC 52 clipboard write, a CSI (clear the screen), BEL, the
8-bit CSI 0x9b, a right-to-left override and a zero-width space. None of
:data:`FORBIDDEN` may reach a terminal: :func:`leaks` says which did.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable

from cardtui.engine import MatchRecord, get_game

GAME = "kozel_classic"
SEED = 4711
NAMES = (
    "\x1b]0;PWNED\x07Anna",
    "\x1b]52;c;aGk=\x07Bo",
    "\x1b[2JCy\u202eDi",
    "Ed\u200bF\x9b6n\x07",
)
"""Four seats' names, each under the 20 characters a name keeps."""
SEATS = [f"human:{NAMES[0]}", f"simple:{NAMES[1]}", f"human:{NAMES[2]}", f"simple:{NAMES[3]}"]
"""Two people and two bots (hot-seat: the handover screens name the people too)."""
FORBIDDEN = {
    "ESC": "\x1b", "BEL": "\x07", "CSI 0x9b": "\x9b", "RLO U+202E": "\u202e",
    "ZWSP U+200B": "\u200b",
}  # fmt: skip
VISIBLE = ("PWNED", "aGk=", "Cy", "Di", "Ed")
"""What is left of the names on screen (the sequences' printable rest)."""

_TEXTUAL_OWN = re.compile(r"\x1b\[[0-9;]*m|\x1b\[\d+;\d+H|\x1b\[\d*[ABCDGK]")
"""The sequences Textual itself writes for a frame: colours and cursor moves."""


def leaks(text: str) -> list[str]:
    """The forbidden characters found in ``text`` (their names), none when safe."""
    return [name for name, char in FORBIDDEN.items() if char in text]


def driver_leaks(output: str) -> list[str]:
    """What a frame written to the terminal holds besides Textual's own sequences."""
    return leaks(_TEXTUAL_OWN.sub("", output))


def record_with_hostile_names(
    seats: Iterable[str] = SEATS, seed: int = SEED, steps: int | None = None
) -> MatchRecord:
    """A whole match (or its first ``steps`` decisions) of random legal moves whose
    record names the seats :data:`NAMES`.

    Made with the engine directly, as a hostile file would be: nothing of
    cardtui's own has cleaned the names on the way in.
    """
    seats = list(seats)
    match = get_game(GAME).new_match(4, {}, seed, seats=seats)
    rng = random.Random(seed)
    for _ in range(20_000 if steps is None else steps):
        if match.is_over:
            break
        match.apply(rng.choice(list(match.legal_actions())))
    assert match.is_over or steps is not None
    assert match.record.seats == seats  # the names are in it, raw
    return match.record

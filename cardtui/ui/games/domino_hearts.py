"""Domino Hearts at the table: the shared Hearts hooks."""

from cardtui.ui.games.hearts import HeartsHooks

HOOKS = HeartsHooks("domino_hearts")

"""Slobberhannes at the table: the shared Hearts hooks."""

from cardtui.ui.games.hearts import HeartsHooks

HOOKS = HeartsHooks("slobberhannes")

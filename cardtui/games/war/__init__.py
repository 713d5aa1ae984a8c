"""«Пьяница» (``drunkard``) and «Война» (``war``): one engine, no decisions.

Spec: shared/rules/war.md. :mod:`.table` holds the rules as plain state (piles,
the pot, one reveal step at a time), :mod:`.match` the engine's ``Match`` and the
two registered games.
"""

"""The command line: the console script, the click commands and what only they use.

:mod:`cardtui.cli.entry` is the console script (bare ``cardtui`` opens the app without
loading click); :mod:`cardtui.cli.main` holds the click group. The headless runs
(:mod:`~cardtui.cli.simulate`, :mod:`~cardtui.cli.arena`) and the text reports live here
too. Nothing in this package imports textual at module level, and nothing below it
(engine, games, bots, storage, net) imports it.
"""

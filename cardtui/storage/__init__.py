"""Persistence: settings and saved matches under the user's platform directories.

Everything here is standard library plus ``platformdirs``; no UI imports.
``CARDTUI_HOME`` (an environment variable) moves every file under one folder,
which the tests use.
"""

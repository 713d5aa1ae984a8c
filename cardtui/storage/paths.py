"""Where cardtui keeps its files.

By default the platform's user directories (``platformdirs``): settings in the
config directory, saves in the data directory. The environment variable
``CARDTUI_HOME`` overrides both (``$CARDTUI_HOME/config`` and
``$CARDTUI_HOME/data``), so tests never touch a real home directory.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "cardtui"
HOME_ENV = "CARDTUI_HOME"


def _override() -> Path | None:
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser() if value else None


def config_dir() -> Path:
    """The folder of ``settings.json``."""
    root = _override()
    if root is not None:
        return root / "config"
    from platformdirs import user_config_dir

    return Path(user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """The folder of saved matches and other data."""
    root = _override()
    if root is not None:
        return root / "data"
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    """The folder of match saves."""
    return data_dir() / "saves"


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` atomically and durably (see :mod:`cardtui.storage.files`)."""
    from cardtui.storage.files import write_atomic as write

    write(path, text)

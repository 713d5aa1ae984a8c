"""The entry point the command line calls: :func:`run_app`.

Bad input (an unknown game, option or seat) raises ``OptionError`` or
``UnknownGame`` here, before Textual starts, so the CLI can print one line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtui.i18n import LANGUAGES, set_language, system_language

if TYPE_CHECKING:
    from cardtui.engine import MatchRecord
    from cardtui.ui.app import CardtuiApp


def _language(lang: str | None, saved: str) -> str:
    if lang:
        if lang not in LANGUAGES:
            from cardtui.engine import OptionError

            raise OptionError(
                "lang",
                f"unknown language {lang!r}; choose one of: {', '.join(LANGUAGES)}",
                LANGUAGES,
            )
        return lang
    return saved or system_language()


def run_app(
    *,
    game_id: str | None = None,
    seats: list[str] | None = None,
    seed: int | None = None,
    options: dict[str, str] | None = None,
    lang: str | None = None,
    replay: MatchRecord | None = None,
) -> None:
    """Open the main menu (``game_id`` None), a table of ``game_id`` or a ``replay`` directly."""
    from cardtui.storage.settings import load_settings

    settings = load_settings()
    set_language(_language(lang, settings.language))
    start = None
    if game_id is not None:
        from cardtui.ui.session import StartRequest, check_start

        start = StartRequest(game_id, list(seats or []), seed, dict(options or {}))
        check_start(start)
    from cardtui.i18n import t
    from cardtui.ui import splash

    painted = splash.show(t("ui.splash.loading"), ascii_only=settings.card_style == "ascii")
    try:
        from cardtui.ui.app import CardtuiApp

        app = CardtuiApp(settings=settings, start=start, replay=replay)
    except BaseException:
        if painted:
            splash.hide()
        raise
    app.run()
    exit_after_crash(app)


def run_join(uri: str, code: str, name: str, token: str, seat: int | None) -> int:
    """``cardtui join``: take the seat and play it at the table screen; the exit status."""
    from cardtui.storage.settings import load_settings
    from cardtui.ui.app import CardtuiApp
    from cardtui.ui.remote_session import JoinRequest

    settings = load_settings()
    app = CardtuiApp(settings=settings, join=JoinRequest(uri, code, name, token, seat))
    app.run()
    if app.crash_report:  # a refusal stops the app with its one line and status 2, no crash
        exit_after_crash(app)
    return app.return_code or 0


def exit_after_crash(app: CardtuiApp) -> None:
    """After an app that stopped on an error: write the crash log, point to it, exit non-zero."""
    import sys

    from cardtui.i18n import t
    from cardtui.storage.crash import write_crash_log

    code = app.return_code
    if not code:
        return
    report = app.crash_report or "the app stopped with an error"
    try:
        where = str(write_crash_log(report))
    except OSError:
        sys.stderr.write(report)
        where = "-"
    sys.stderr.write(t("ui.saves.crashed", path=where) + "\n")
    sys.exit(code)

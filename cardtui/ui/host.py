"""What the screens ask of the app: :class:`AppHost`, a protocol below the app and its screens.

The app (:class:`~cardtui.ui.app.CardtuiApp`) opens the screens, so the screens do not
import it: they type ``self.app`` as an :class:`AppHost` through :func:`app_host`, and
the app's module checks that it is one (mypy).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

if TYPE_CHECKING:
    from cardtui.storage.settings import Settings
    from cardtui.ui.cards import CardLook
    from cardtui.ui.remote_session import RemoteSession
    from cardtui.ui.session import Session


class AppHost(Protocol):
    """The part of the app a screen uses: settings, the card look, timing, opening tables."""

    settings: Settings
    autosave: bool

    @property
    def look(self) -> CardLook:
        """How cards are drawn now."""

    @property
    def bot_delay(self) -> float:
        """Seconds a bot waits before moving."""

    @property
    def trick_hold(self) -> float | None:
        """Seconds a completed trick stays on the table; ``None``: until a key."""

    def open_table(self, session: Session) -> None:
        """Show the table of ``session``."""

    def open_remote(self, session: RemoteSession) -> None:
        """Show the table of a network seat."""

    def store_settings(self, settings: Settings) -> None:
        """Keep and save new settings (errors are shown, never raised)."""

    async def retranslate(self) -> None:
        """After a language change: new footer texts and the menu redrawn."""

    def action_rules(self) -> None:
        """Open the rules of the game in play (or pick a game)."""


def app_host(app: object) -> AppHost:
    """A screen's ``self.app``, typed as the app it is."""
    return cast("AppHost", app)

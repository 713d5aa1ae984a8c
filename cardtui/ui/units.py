"""Panel values spelled out with their units: "3 of 12", "0 of 6 pairs", "2 of 12 written"."""

from __future__ import annotations

from cardtui.i18n import t


def of_total(n: object, total: object, unit: str = "") -> str:
    """``n`` of ``total``, with the unit's noun when given (``ui.layout.of.<unit>``)."""
    key = f"ui.layout.of.{unit}" if unit else "ui.layout.panel.of"
    return t(key, n=n, total=total)

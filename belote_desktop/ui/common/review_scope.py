"""Which deals the coach's review (``bots.review``, ``ui.dialogs.review``) can look at: a light module, so that the
summary and the window ask it without importing the review."""

from __future__ import annotations

from typing import Any


def reviewable(deal: Any) -> bool:
    """Belote's deals; a klaverjas deal's review comes with the klaverjas coach (issue 38)."""
    return deal.options.variant != "klaverjas"


__all__ = ["reviewable"]

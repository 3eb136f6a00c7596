"""The game families and their registry: ``family_of(options)``, ``family_named(name)``.

Each family is a module (``belote``, ``klaverjas``) whose ``FAMILY`` answers the questions of
``engine.family.Family``; a third family is a new module and one line below.
"""

from __future__ import annotations

from typing import Any

from ..family import Family
from . import belote, klaverjas

FAMILIES: dict[str, Family] = {f.name: f for f in (belote.FAMILY, klaverjas.FAMILY)}
FAMILY_NAMES = tuple(FAMILIES)
_BY_OPTIONS: dict[type, Family] = {f.options_type: f for f in FAMILIES.values()}


def family_named(name: str) -> Family:
    """The family called ``name``; ``KeyError`` for a name no family has."""
    return FAMILIES[name]


def family_of(options: Any) -> Family:
    """The family whose options ``options`` are."""
    try:
        return _BY_OPTIONS[type(options)]
    except KeyError:
        raise TypeError(f"not the options of a game family: {type(options).__name__}") from None

"""The game families and their registry: ``family_of(options)``, ``family_named(name)``.

Each family is a module (``belote``, ``klaverjas``) whose ``FAMILY`` answers the questions of
``engine.family.Family``; a third family is a new module and one line below.
"""

from __future__ import annotations

import random
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


def dealt_again(deal: Any) -> Any:
    """The same cards dealt again by the same dealer, nothing played yet: a fresh deal of the same family (a
    klaverjas deal keeps its proposed suits), for undo's look back, the expert's replay and the deal review."""
    proposals = getattr(deal, "proposals", None)
    setup = {} if proposals is None else {"proposals": proposals}
    return family_of(deal.options).new_deal(deal.options, deal.dealer, deal.deck, 0, random.Random(0), setup)

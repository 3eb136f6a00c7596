"""The bots for klaverjas (KLAVERJAS.md): the same levels as belote's, playing the Dutch game.

The controller makes one bot a seat with ``bots.make_bot(level, ...)``; a belote bot asked about a klaverjas
deal hands the question to its counterpart here (``Bot.counterpart``), made with the same level and seed.

| module | job |
|---|---|
| ``base`` | the phases of a klaverjas deal, "Roem!" and the gathering of the last trick |
| ``knowledge`` | what the cards played show of the hidden hands (K5) |
| ``sense`` | a hand's worth as trump, a card's worth in a trick with its roem |
| ``easy``, ``normal`` | the easy and normal levels |
"""

from __future__ import annotations

from typing import Any

from ..base import Bot


def counterpart_of(bot: Any, family: str) -> Bot:
    """A klaverjas bot of ``bot``'s level and seed (``family`` "klaverjas")."""
    if family != "klaverjas":
        raise ValueError(f"no bots for the game family {family!r}")
    level = getattr(bot, "level", "normal")
    seed = getattr(bot, "seed", 0)
    if level == "easy":
        from .easy import KlaverjasEasyBot

        return KlaverjasEasyBot(seed)
    if level == "normal":
        from .normal import KlaverjasNormalBot

        return KlaverjasNormalBot(seed)
    # The searching levels come in the next step; until then they play as the normal level.
    from .normal import KlaverjasNormalBot

    return KlaverjasNormalBot(seed)

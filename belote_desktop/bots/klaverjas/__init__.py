"""The bots for klaverjas (KLAVERJAS.md): the same levels as belote's, playing the Dutch game.

The controller makes one bot a seat with ``bots.make_bot(level, ...)``; a belote bot asked about a klaverjas
deal hands the question to its counterpart here (``Bot.counterpart``), made with the same level and seed.

| module | job |
|---|---|
| ``base`` | the phases of a klaverjas deal, "Roem!" and the gathering of the last trick |
| ``knowledge`` | what the cards played show of the hidden hands (K5) |
| ``sense`` | a hand's worth as trump, a card's worth in a trick with its roem |
| ``easy``, ``normal`` | the easy and normal levels |
| ``solver`` | the exact search of a deal's play with roem, nat and pit (Python; C in ``bots/native/klaverjas.c``) |
| ``outcome`` | the search's value as the deal's score (K7); the calls heard as weights of the sampled deals |
| ``hard`` | the hard and expert levels: sampled deals solved, the trump choice by sampled deals |
| ``coach`` | the coach's look (the hint's and the review's): the hard level with a floor and a cap of layouts |
| ``review`` | the deal review: each call and card judged by the coach's look, each card's exact value with roem |
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
    from .hard import EXPERT_BUDGET, HARD_BUDGET, KlaverjasExpertBot, KlaverjasHardBot

    # The belote bot's own budget is its level's (0.3 s hard, 1 s expert) unless the player's settings gave
    # another: the same holds here.
    budget = getattr(bot, "budget", None)
    workers = getattr(bot, "workers", 1)
    max_samples = getattr(bot, "max_samples", None)
    native = getattr(bot, "native", True)
    if level == "coach-look":  # the coach's hint (``bots.coach.CoachLook``): the look the review takes too
        from .coach import KlaverjasCoachLook

        return KlaverjasCoachLook(EXPERT_BUDGET if budget is None else budget, max_samples, seed, workers, native)
    if level.startswith("expert"):
        return KlaverjasExpertBot(seed, budget=EXPERT_BUDGET if budget is None else budget, workers=workers,
                                  max_samples=max_samples, native=native, second_look=level == "expert")
    return KlaverjasHardBot(seed, budget=HARD_BUDGET if budget is None else budget, workers=workers,
                            max_samples=max_samples, native=native)

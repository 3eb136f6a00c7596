"""The klaverjas family (KLAVERJAS.md, K1 to K11): the Dutch game, beside belote.

What klaverjas shares with belote is the engine's shared code (cards, card order and points, the trick's
winner, the play of eight tricks, the match, the record); what differs is here, one module a rule:

| module | rule |
|---|---|
| ``options`` | K11 options and the presets Amsterdams (default), Rotterdams, Utrechts, NKU toernooi |
| ``choosing`` | K4 choosing trump ("ik speel" / "ik pas") |
| ``duties`` | K5 the legal cards and the refusal of the others (K5.1 to K5.4) |
| ``roem`` | K6 roem in each finished trick, stuk |
| ``result`` | K7 made, nat, pit |
| ``deal`` | one deal: K3 dealing, K4 to K7 in turn, the roem claim with ``auto_roem`` off |
| ``record`` | its part of the game record |

and K8, the end of the match, is ``Klaverjas.match_end`` below.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ...cards import CLUBS
from ...family import NOT_OVER, MatchEnd, PlayRules
from ...tricks import LAST_TRICK_BONUS
from . import duties
from .deal import KlaverjasDeal
from .options import PRESETS, KlaverjasOptions
from .record import KlaverjasRecord
from .result import PIT_BONUS
from .roem import RUN_ROEM, STUK, STUK_MASK, four_of_a_kind_values, roem_of

FIRST_PROPOSAL = CLUBS  # K4 gedraaid: the first deal of a match proposes clubs


class Klaverjas:
    name = "klaverjas"
    rule_prefix = "K"
    deal_rule = "K3"
    end_rule = "K8"
    options_type = KlaverjasOptions
    presets: Mapping[str, KlaverjasOptions] = PRESETS
    record = KlaverjasRecord()

    def options_from_dict(self, data: Any) -> KlaverjasOptions:
        return KlaverjasOptions.from_dict(data)

    def new_deal(self, options: KlaverjasOptions, dealer: int, deck: Sequence[int], index: int,
                 rng: random.Random, setup: Mapping[str, Any]) -> KlaverjasDeal:
        # Two suits are drawn for every deal, whatever the options, so that the generator stays in step: the
        # proposed suit (gedraaid, twents) and the one turned next (next_card, twents).
        # The first deal of a match proposes clubs; its draw is made all the same.
        first, turned = rng.randrange(4), rng.randrange(4)
        proposals = setup.get("proposals", (FIRST_PROPOSAL if index == 0 else first, turned))
        return KlaverjasDeal(options, dealer, deck, proposals)

    def play_rules(self, options: KlaverjasOptions) -> PlayRules:
        rotterdams = options.rotterdams
        forced = options.undertrump_forced
        fours = four_of_a_kind_values(options)

        def legal_mask(hand: int, mode: int, led: int, win_card: int, partner_winning: bool) -> int:
            return duties.legal_mask(hand, mode, led, win_card, partner_winning, rotterdams, forced)

        def why_illegal(card: int, hand: int, mode: int, led: int, win_card: int,
                        partner_winning: bool) -> tuple[str, str] | None:
            return duties.why_illegal(card, hand, mode, led, win_card, partner_winning, rotterdams, forced)

        def trick_bonus(mask: int, mode: int) -> int:
            return roem_of(mask, mode, fours)

        return PlayRules(legal_mask=legal_mask, why_illegal=why_illegal, trick_bonus=trick_bonus,
                         last_trick=LAST_TRICK_BONUS, sweep_bonus=PIT_BONUS,
                         sweep_makers_only=not options.pit_any_team, has_trick_bonus=True,
                         data={"rotterdams": rotterdams, "undertrump_forced": forced, "run_roem": RUN_ROEM,
                               "stuk_mask": STUK_MASK, "stuk": STUK, "fours": fours})

    def match_end(self, options: KlaverjasOptions, totals: Sequence[int], deals_played: int) -> MatchEnd:
        """K8: after ``deals`` deals (a boompje) the higher total wins, equal totals are a draw (or, with
        ``tie_extra_deal``, another deal is played, until they differ); with a target, the first team to
        reach it wins, the higher total if both do, and equal totals play another deal."""
        ns, ew = totals
        if options.deals is not None:
            if deals_played < options.deals:
                return NOT_OVER
            if ns == ew:
                return NOT_OVER if options.tie_extra_deal else MatchEnd(True, None)
            return MatchEnd(True, 0 if ns > ew else 1)
        if (ns >= options.target or ew >= options.target) and ns != ew:
            return MatchEnd(True, 0 if ns > ew else 1)
        return NOT_OVER


FAMILY = Klaverjas()

"""K5: which cards a klaverjas player may play, and which rule forbids the others.

The same arguments as belote's ``tricks.legal_mask`` (a hand, the trump suit, the suit led, the card winning
the trick, whether the partner holds it), plus the two options that make Amsterdams and Rotterdams:
``rotterdams`` (K5.3: the partner's winning card gives no exemption) and ``undertrump_forced`` (K5.4). The
card order and the trick's winner are the shared tables of ``tricks`` (K2 = R2).
"""

from __future__ import annotations

from ...cards import SUIT_MASK
from ...tricks import BEATS

# Refusals: (rule id, reason); the reasons are the engine's shared codes (errors.REASON_TEXT).
NOT_IN_HAND = ("K5", "not_in_hand")


def legal_mask(hand: int, trump: int, led: int, win_card: int, partner_winning: bool, rotterdams: bool,
               undertrump_forced: bool) -> int:
    """The cards of ``hand`` that K5 allows; ``led`` is -1 for the leader (any card)."""
    if led < 0:
        return hand
    follow = hand & SUIT_MASK[led]
    if follow:
        if led == trump:  # K5.2: beat the highest trump if able, even over the partner
            return (follow & BEATS[trump][win_card]) or follow
        return follow  # K5.1: any card of the suit led, no duty to beat
    trumps = hand & SUIT_MASK[trump]
    if not trumps:
        return hand  # K5.5
    # In a trick whose suit led is not trump, the winning card is a trump exactly when the trick holds one.
    trick_trumped = win_card >> 3 == trump
    if partner_winning and not rotterdams:
        # K5.3 Amsterdams: no duty to trump; a trump below the trick's highest only when every card is one.
        if not trick_trumped or undertrump_forced:
            return hand
        lower = trumps & ~BEATS[trump][win_card]
        return hand & ~lower or hand
    # K5.4 (and K5.3 Rotterdams): must trump, and beat the trick's highest trump if able.
    if not trick_trumped:
        return trumps
    over = trumps & BEATS[trump][win_card]
    if over:
        return over
    if undertrump_forced:
        return trumps
    return (hand & ~trumps) or trumps


def why_illegal(card: int, hand: int, trump: int, led: int, win_card: int, partner_winning: bool,
                rotterdams: bool, undertrump_forced: bool) -> tuple[str, str] | None:
    """``(rule id, reason)`` for a card K5 forbids (K5.1 to K5.4), or ``None`` if it is legal."""
    bit = 1 << card
    if not hand & bit:
        return NOT_IN_HAND
    if legal_mask(hand, trump, led, win_card, partner_winning, rotterdams, undertrump_forced) & bit:
        return None
    if hand & SUIT_MASK[led]:
        rule = "K5.2" if led == trump else "K5.1"
        if card >> 3 != led:
            return (rule, "must_follow_suit")
        return (rule, "must_play_higher")  # a trump below the highest while holding a higher one
    if partner_winning and not rotterdams:
        return ("K5.3", "no_undertrump")  # Amsterdams forbids only a trump below the partner's
    rule = "K5.3" if partner_winning else "K5.4"
    trumps = hand & SUIT_MASK[trump]
    if win_card >> 3 != trump:
        return (rule, "must_trump")
    if trumps & BEATS[trump][win_card]:
        return (rule, "must_overtrump")
    if card >> 3 == trump:
        return (rule, "no_undertrump")  # a lower trump while holding another card
    return (rule, "must_undertrump")  # a plain card, but ``undertrump`` is forced

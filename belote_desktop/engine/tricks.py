"""Card order, card points and the play rules of R2 and R6, as tables.

Everything here is indexed by a trump mode (0..3 a trump suit, ``SANS_ATOUT``,
``TOUT_ATOUT``) so that the deal and the bots' searches share one
implementation of "which cards may I play" and "who wins this trick".
"""

from __future__ import annotations

from .cards import ACE, EIGHT, JACK, KING, NINE, QUEEN, SANS_ATOUT, SEVEN, SUIT_MASK, TEN, TOUT_ATOUT

# Rank orders from lowest to highest (R2).
TRUMP_ORDER = (SEVEN, EIGHT, QUEEN, KING, TEN, ACE, NINE, JACK)
PLAIN_ORDER = (SEVEN, EIGHT, NINE, JACK, QUEEN, KING, TEN, ACE)

_TRUMP_STRENGTH = tuple(TRUMP_ORDER.index(r) for r in range(8))
_PLAIN_STRENGTH = tuple(PLAIN_ORDER.index(r) for r in range(8))

_POINTS_TRUMP = {JACK: 20, NINE: 14, ACE: 11, TEN: 10, KING: 4, QUEEN: 3}
_POINTS_PLAIN = {ACE: 11, TEN: 10, KING: 4, QUEEN: 3, JACK: 2}
_POINTS_SA = {ACE: 19, TEN: 10, KING: 4, QUEEN: 3, JACK: 2}
_POINTS_TA = {JACK: 14, NINE: 9, ACE: 6, TEN: 5, KING: 3, QUEEN: 1}

LAST_TRICK_BONUS = 10
CAPOT_BONUS = 90  # 252 instead of 162 for all eight tricks (R9)
CARD_POINTS_TOTAL = 152


def _is_trump(mode: int, suit: int) -> bool:
    return mode in (TOUT_ATOUT, suit)


def _points_table(mode: int) -> tuple[int, ...]:
    out = []
    for c in range(32):
        suit, rank = c >> 3, c & 7
        if mode == SANS_ATOUT:
            table = _POINTS_SA
        elif mode == TOUT_ATOUT:
            table = _POINTS_TA
        else:
            table = _POINTS_TRUMP if suit == mode else _POINTS_PLAIN
        out.append(table.get(rank, 0))
    return tuple(out)


def _strength(mode: int, c: int) -> int:
    """Rank of a card inside its own suit for this contract, 0..7."""
    if _is_trump(mode, c >> 3):
        return _TRUMP_STRENGTH[c & 7]
    return _PLAIN_STRENGTH[c & 7]


def _beats_table(mode: int) -> tuple[int, ...]:
    """For each card, the mask of cards of its suit that rank above it."""
    out = []
    for c in range(32):
        suit = c >> 3
        m = 0
        for other in range(suit * 8, suit * 8 + 8):
            if _strength(mode, other) > _strength(mode, c):
                m |= 1 << other
        out.append(m)
    return tuple(out)


def _power_table(mode: int) -> tuple[tuple[int, ...], ...]:
    """power[led][card]: a trick is won by its card of highest power.

    A trump (suit contracts) is 16 + its strength, a card of the led suit
    1 + its strength, anything else 0 and can never win.
    """
    rows = []
    for led in range(4):
        row = []
        for c in range(32):
            suit = c >> 3
            if mode < 4 and suit == mode:
                row.append(16 + _strength(mode, c))
            elif suit == led:
                row.append(1 + _strength(mode, c))
            else:
                row.append(0)
        rows.append(tuple(row))
    return tuple(rows)


POINTS: tuple[tuple[int, ...], ...] = tuple(_points_table(m) for m in range(6))
BEATS: tuple[tuple[int, ...], ...] = tuple(_beats_table(m) for m in range(6))
POWER: tuple[tuple[tuple[int, ...], ...], ...] = tuple(_power_table(m) for m in range(6))
STRENGTH: tuple[tuple[int, ...], ...] = tuple(tuple(_strength(m, c) for c in range(32)) for m in range(6))


def winning_index(mode: int, cards: tuple[int, ...] | list[int]) -> int:
    """Position in ``cards`` (a trick in playing order) of the card that wins it."""
    row = POWER[mode][cards[0] >> 3]
    best, best_power = 0, row[cards[0]]
    for i in range(1, len(cards)):
        if row[cards[i]] > best_power:
            best, best_power = i, row[cards[i]]
    return best


def legal_mask(hand: int, mode: int, led: int, win_card: int, partner_winning: bool,
               undertrump_optional: bool) -> int:
    """The cards of ``hand`` that R6 allows; ``led`` is -1 for the leader.

    ``win_card`` is the card currently winning the trick. In a suit contract
    the winner is a trump exactly when the trick holds one, so the winning
    card alone answers "is there a trump to beat, and which".
    """
    if led < 0:
        return hand
    follow = hand & SUIT_MASK[led]
    if mode < 4:
        if follow:
            if led == mode:
                return (follow & BEATS[mode][win_card]) or follow
            return follow
        if partner_winning:
            return hand
        trumps = hand & SUIT_MASK[mode]
        if not trumps:
            return hand
        if win_card >> 3 == mode:
            over = trumps & BEATS[mode][win_card]
            if over:
                return over
            return hand if undertrump_optional else trumps
        return trumps
    if mode == SANS_ATOUT:
        return follow or hand
    if follow:
        return (follow & BEATS[mode][win_card]) or follow
    return hand


def why_illegal(card_: int, hand: int, mode: int, led: int, win_card: int,
                partner_winning: bool, undertrump_optional: bool) -> tuple[str, str] | None:
    """``(rule id, reason)`` for a card R6 forbids, or ``None`` if it is legal."""
    bit = 1 << card_
    if not hand & bit:
        return ("R6", "not_in_hand")
    if legal_mask(hand, mode, led, win_card, partner_winning, undertrump_optional) & bit:
        return None
    follow = hand & SUIT_MASK[led]
    if follow:
        if card_ >> 3 != led:
            return ("R6.1", "must_follow_suit")
        # Right suit but too low: trump led in a suit contract, or tout atout.
        return ("R6.1", "must_play_higher")
    # Void in the led suit with a trump in hand (R6.3).
    if win_card >> 3 == mode:
        if hand & SUIT_MASK[mode] & BEATS[mode][win_card]:
            return ("R6.3", "must_overtrump")
        return ("R6.3", "must_undertrump")
    return ("R6.3", "must_trump")

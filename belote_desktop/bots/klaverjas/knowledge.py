"""What a klaverjas seat can deduce about the hidden hands from the cards played (K5).

Every card put down was legal under K5, so it tells what its player could not hold:

- a card of another suit than the one led shows a void in that suit;
- a plain card where a trump was due (an opponent winning, or Rotterdams) shows no trump that could be played
  there: none at all if the trick held no trump or undertrumping is forced, else none above the trick's best;
- a trump below the trick's best where an overtrump was due shows no higher trump; and where a lower trump is
  allowed only when every card is one (K5.3 Amsterdams, K5.4 ``avoid``), it shows a hand of lower trumps only;
- following a trump lead without beating the best trump shows no higher trump (K5.2).

The result is the shared ``knowledge.Knowledge`` (closed the same way: a card only one seat may hold is that
seat's), which the normal bot counts with and the hard bot's sampler deals from.
"""

from __future__ import annotations

from ...engine.cards import SUIT_MASK
from ...engine.tricks import BEATS
from ..knowledge import FULL, Knowledge, _close, read_plays
from ..view import SeatView


def shown_absent(trump: int, led: int, card: int, win_card: int, partner_winning: bool, rotterdams: bool,
                 undertrump_forced: bool) -> int:
    """The cards a player cannot hold, given that ``card`` was legal for it (K5)."""
    suit = card >> 3
    trumps = SUIT_MASK[trump]
    higher = BEATS[trump][win_card] & trumps
    if suit == led:
        if led == trump and not BEATS[trump][win_card] >> card & 1:
            return higher  # K5.2: a trump lead followed below the best: nothing higher held
        return 0
    absent = SUIT_MASK[led]  # did not follow
    trick_trumped = win_card >> 3 == trump
    exempt = partner_winning and not rotterdams  # K5.3 Amsterdams
    if exempt:
        if trick_trumped and not undertrump_forced and suit == trump and not BEATS[trump][win_card] >> card & 1:
            absent |= FULL & ~(trumps & ~higher)  # a lower trump on the partner's: nothing else in the hand
        return absent
    if suit != trump:
        # A trump was due: none held, or (unable to overtrump, undertrump avoided) none above the best.
        absent |= higher if trick_trumped and not undertrump_forced else trumps
        return absent
    if trick_trumped and not BEATS[trump][win_card] >> card & 1:
        absent |= higher  # undertrumped: could not overtrump
        if not undertrump_forced:
            absent |= FULL & ~trumps  # and held nothing but trumps
    return absent


def deduce(view: SeatView) -> Knowledge:
    me = view.seat
    options = view.options
    trump = view.contract.trump if view.contract is not None else -1

    def absent(led: int, card: int, win_card: int, partner_winning: bool) -> int:
        return shown_absent(trump, led, card, win_card, partner_winning, options.rotterdams,
                            options.undertrump_forced)

    played, counts, excluded = read_plays(view, trump, absent)
    unseen = FULL & ~played & ~view.hand
    known = [0, 0, 0, 0]
    known[me] = view.hand
    possible = [view.hand if s == me else unseen & ~excluded[s] for s in range(4)]
    _close(me, unseen, possible, known, counts)
    return Knowledge(me, unseen, possible, known, counts, played)

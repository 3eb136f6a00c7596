"""The normal level: a careful club player.

Bidding rests on ``evaluation.estimate_points``: take (classic) when the hand
is worth enough, bid the estimate less a safety margin, rounded down to
ten (coinche, contrée),
raise the partner by what this hand adds to theirs, and coinche a contract
that this hand makes look out of reach.

The play is rule-based and counts cards with ``knowledge.deduce``: which
cards are still out, who is void, who may still hold trumps. From that it
knows its master cards (the highest card of a suit still out), how likely a
card is to be beaten by an opponent still to play, and so whether a trick is
safe. The rules, in the order they are tried, are in ``_lead`` and
``_follow``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.bidding import (
    CAPOT_VALUE,
    COINCHE_BID,
    CONTRACT,
    KEEP_BID,
    LAST_RAISE,
    PASS_BID,
    SURCOINCHE_BID,
    TAKE,
    Bid,
)
from ..engine.cards import JACK, SANS_ATOUT, SUIT_MASK, TOUT_ATOUT, cards_of
from ..engine.deal import PLAYING
from ..engine.tricks import BEATS, POINTS, POWER, STRENGTH
from .base import Bot
from .evaluation import AVERAGE_POINTS, estimate_points, failure_chance
from .knowledge import Knowledge, deduce
from .view import SeatView


# ----- bidding -------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class BiddingStyle:
    """How boldly the bot bids; the defaults were tuned by bot-vs-bot runs."""

    take_threshold: float = 102.0  # classic: estimate needed to take (a failed take gives away 162)
    bid_margin: float = 15.0  # coinche: bid this much under the estimate
    switch_margin: float = 20.0  # own trump over partner's only when clearly better
    coinche_margin: float = 0.05  # added to the failure chance a coinche needs
    surcoinche_margin: float = 40.0  # surcoinche only far above the bid
    capot_estimate: float = 245.0
    # The last raise (R5, ``last_raise``): raise only what the estimate clears by this much more than a bid
    # (nobody supported the bid, and the opponents may still double); a raised contract is doubled only
    # when it fails this much more often than a bid's double needs (the raise says the taker is strong).
    raise_margin: float = 10.0
    raised_coinche_margin: float = 0.10


MIN_BID, MAX_BID = 80, 160
PARTNER_SURPLUS = 5.0  # a bid is rounded down to ten: on average 5 more

COINCHE_STAKE = 292  # see _coinche_odds

# ----- play constants ----------------------------------------------------
SAFE = 0.35  # a card beaten with less than this chance is treated as safe
THIRD_HAND_RISK = 0.6  # third hand plays high if its best card has a fair chance
MASTER_LEAD_RISK = 0.5  # lead a master unless it is ruffed this often
PARTNER_MASTER_ODDS = 0.3  # the taker may hold the master trump: play trump to it


class NormalBot(Bot):
    level = "normal"
    style = BiddingStyle()

    def __init__(self, seed: int = 0) -> None:
        # The normal bot is deterministic; the seed is kept for the interface.
        self.seed = seed

    # ================================================================ bidding
    def choose_bid(self, view: SeatView) -> Bid:
        if view.options.is_classic:
            return _classic_bid(view, self.style)
        return _coinche_bid(view, self.style)

    # ================================================================ play
    def choose_card(self, view: SeatView) -> int:
        legal = view.legal_mask()
        cards = cards_of(legal)
        if len(cards) == 1:
            return cards[0]
        table = Table.of(view, legal)
        if not view.trick:
            return _lead(table)
        return _follow(table)


# =================================================================== bidding
def _classic_bid(view: SeatView, style: BiddingStyle) -> Bid:
    """Take the best allowed suit if the hand with the up-card is worth it."""
    assert view.up_card is not None
    hand = view.hand | 1 << view.up_card  # the taker gets the up-card (R3)
    declarations = view.options.declarations
    takes = [b for b in view.legal_bids if b.kind == TAKE]
    best = max(takes, key=lambda b: (estimate_points(hand, b.trump, declarations), -b.trump))
    if estimate_points(hand, best.trump, declarations) >= style.take_threshold:
        return best
    return PASS_BID


def _floor_ten(x: float) -> int:
    return int(x // 10) * 10


def _coinche_bid(view: SeatView, style: BiddingStyle) -> Bid:
    legal = set(view.legal_bids)
    if view.auction_moment == LAST_RAISE:
        return _last_raise(view, style)
    if SURCOINCHE_BID in legal:
        return SURCOINCHE_BID if _should_surcoinche(view, style) else PASS_BID
    highest = _highest(view)
    if highest is not None and (highest[0] ^ view.seat) & 1 and COINCHE_BID in legal \
            and _should_coinche(view, highest[1], style):
        return COINCHE_BID
    bid = _value_bid(view, highest, style)
    return bid if bid in legal else PASS_BID


def _highest(view: SeatView) -> tuple[int, Bid] | None:
    for seat, bid in reversed(view.bids):
        if bid.kind == CONTRACT:
            return seat, bid
    return None


def _modes(view: SeatView) -> range:
    return range(6) if view.options.allows_sans_tout_atout else range(4)


def _side_estimate(view: SeatView, mode: int, style: BiddingStyle) -> float:
    """What our side should count playing ``mode``, from my hand and our bids.

    A bid says "my estimate, less the margin" and the estimate assumes an
    average partner; a raise adds what the raiser's hand brings above
    average, so a partner's raise of my trump already holds my claim.
    """
    mine = estimate_points(view.hand, mode, view.options.declarations)
    partner = view.seat ^ 2
    first_partner = latest_partner = None
    i_bid_first = False
    for seat, bid in view.bids:
        if bid.kind != CONTRACT or bid.trump != mode:
            continue
        if seat == partner:
            latest_partner = bid.value
            if first_partner is None and not i_bid_first:
                first_partner = bid.value
        elif seat == view.seat and first_partner is None:
            i_bid_first = True
    claim = style.bid_margin + PARTNER_SURPLUS
    if first_partner is not None:
        return max(mine, first_partner + claim + (mine - AVERAGE_POINTS))
    if latest_partner is not None:
        return max(mine, latest_partner + claim)
    return mine


def _value_bid(view: SeatView, highest: tuple[int, Bid] | None, style: BiddingStyle) -> Bid:
    if highest is not None and highest[0] == view.seat:
        return PASS_BID
    floor = highest[1].value if highest is not None else 0
    estimates = [(_side_estimate(view, m, style), m) for m in _modes(view)]
    value, mode = max(estimates, key=lambda e: (e[0], -e[1]))
    if highest is not None and highest[0] == view.seat ^ 2:
        partners = _side_estimate(view, highest[1].trump, style)
        if mode != highest[1].trump and value < partners + style.switch_margin:
            value, mode = partners, highest[1].trump
    if value >= style.capot_estimate and floor < CAPOT_VALUE:
        return Bid.contract(CAPOT_VALUE, mode)
    target = min(MAX_BID, _floor_ten(value - style.bid_margin))
    if target < MIN_BID or target <= floor:
        return PASS_BID
    return Bid.contract(target, mode)


def _last_raise(view: SeatView, style: BiddingStyle) -> Bid:
    """Raise the contract to what our side's estimate supports with the raise's extra margin, or keep it."""
    highest = _highest(view)
    if highest is None:
        return KEEP_BID
    kept = highest[1]
    estimate = _side_estimate(view, kept.trump, style)
    if estimate >= style.capot_estimate:
        raised = Bid.contract(CAPOT_VALUE, kept.trump)
    else:
        raised = Bid.contract(min(MAX_BID, _floor_ten(estimate - style.bid_margin - style.raise_margin)), kept.trump)
    return raised if raised.value > kept.value and raised in view.legal_bids else KEEP_BID


def raised_at_the_last_moment(view: SeatView) -> bool:
    """Whether the standing contract was raised at the last raise (R5, ``last_raise``)."""
    return any(m == LAST_RAISE and b.kind == CONTRACT for (_s, b), m in zip(view.bids, view.bid_moments,
                                                                              strict=False))


def _should_coinche(view: SeatView, bid: Bid, style: BiddingStyle) -> bool:
    """Coinche when my hand makes the opponents' contract look unreachable:
    when it fails more often than doubling the stakes can afford."""
    if bid.is_capot:
        return _sure_trick(view.hand, bid.trump)
    margin = style.coinche_margin + (style.raised_coinche_margin if raised_at_the_last_moment(view) else 0.0)
    return failure_chance(view.hand, bid.value, bid.trump) >= _coinche_odds(bid.value) + margin


def _coinche_odds(value: int) -> float:
    """The failure chance at which a coinche pays: it wins ``value`` more when
    the contract fails and costs about ``COINCHE_STAKE - value`` when it is
    made (160 + 2 x value to the takers, the defence's own points lost)."""
    return (COINCHE_STAKE - value) / COINCHE_STAKE


def _sure_trick(hand: int, mode: int) -> bool:
    """A card that should win a trick, enough to beat a capot: the trump jack
    always does (the last card left is a trump that nothing beats); a tout
    atout jack or two sans atout aces nearly always."""
    if 0 <= mode < 4:
        return bool(hand >> (mode * 8 + JACK) & 1)
    if mode == TOUT_ATOUT:
        return bool(hand & 0x10101010)  # any jack is the master of its suit
    return (hand & 0x80808080).bit_count() >= 2


def _should_surcoinche(view: SeatView, style: BiddingStyle) -> bool:
    highest = _highest(view)
    assert highest is not None
    bid = highest[1]
    if bid.is_capot:
        return False
    return _side_estimate(view, bid.trump, style) >= bid.value + style.surcoinche_margin


# =================================================================== the play
@dataclass(slots=True)
class Table:
    """Everything a card decision needs, worked out once from the view."""

    view: SeatView
    k: Knowledge
    mode: int
    me: int
    partner: int
    taker: int
    attack: bool  # my side took the contract
    hand: int
    legal: int
    trumps: int  # the trump suit in a suit contract; 0 in SA and TA, where nothing ruffs
    after: tuple[int, ...]  # seats still to play to this trick after me
    others: tuple[int, ...]  # the three other seats, in playing order after me
    led: int  # suit led, -1 when I lead
    win_seat: int
    win_card: int
    trick_points: int

    @classmethod
    def of(cls, view: SeatView, legal: int) -> Table:
        assert view.contract is not None and view.phase == PLAYING
        mode = view.contract.trump
        trumps = SUIT_MASK[mode] if mode < 4 else 0
        nxt = view.next_seats
        others = (nxt[view.seat], nxt[nxt[view.seat]], nxt[nxt[nxt[view.seat]]])
        after = others[:3 - len(view.trick)]
        win_seat, win_card = view.trick_winner()
        points = POINTS[mode]
        return cls(
            view=view, k=deduce(view), mode=mode, me=view.seat, partner=view.seat ^ 2,
            taker=view.contract.taker, attack=(view.contract.taker ^ view.seat) & 1 == 0,
            hand=view.hand, legal=legal, trumps=trumps, after=after, others=others,
            led=view.trick[0] >> 3 if view.trick else -1, win_seat=win_seat, win_card=win_card,
            trick_points=sum(points[c] for c in view.trick),
        )

    # ----- card facts -----------------------------------------------------
    def is_trump(self, c: int) -> bool:
        return bool(self.trumps >> c & 1)

    def points(self, c: int) -> int:
        return POINTS[self.mode][c]

    def strength(self, c: int) -> int:
        return STRENGTH[self.mode][c]

    def is_master(self, c: int) -> bool:
        """No card still out in another hand ranks above ``c`` in its suit."""
        return not BEATS[self.mode][c] & self.k.unseen

    def opponents(self, seats: tuple[int, ...] | list[int]) -> list[int]:
        return [s for s in seats if (s ^ self.me) & 1]

    def opponent_trumps(self) -> int:
        """Trumps that an opponent may still hold."""
        k = self.k
        o1, o2 = self.me ^ 1, self.me ^ 3
        return (k.possible[o1] | k.possible[o2]) & k.unseen & self.trumps

    # ----- how likely a card is to be beaten -------------------------------
    def p_beats(self, seat: int, win_card: int, led: int) -> float:
        """Chance that ``seat``, still to play, beats ``win_card``."""
        k, mode = self.k, self.mode
        higher = BEATS[mode][win_card] & k.unseen
        if 0 <= mode < 4 and led != mode:
            if win_card >> 3 == mode:
                # The winner is a ruff: only an overruff by a void player beats it.
                return k.p_void(seat, led) * k.p_any(seat, higher)
            by_follow = k.p_any(seat, higher)
            by_ruff = k.p_void(seat, led) * k.p_any(seat, self.trumps & k.unseen)
            return 1.0 - (1.0 - by_follow) * (1.0 - by_ruff)
        return k.p_any(seat, higher)

    def risk(self, card: int, seats: tuple[int, ...], led: int) -> float:
        """Chance that an opponent among ``seats`` beats ``card`` once it wins."""
        hold = 1.0
        for s in self.opponents(seats):
            hold *= 1.0 - self.p_beats(s, card, led)
        return 1.0 - hold

    def beats_trick(self, c: int) -> bool:
        row = POWER[self.mode][self.led]
        return row[c] > row[self.win_card]

    # ----- what a card is worth keeping ------------------------------------
    def keep_value(self, c: int) -> float:
        """What playing ``c`` now gives up, besides its points: trumps for
        ruffing and drawing, masters for the trick they will win, small cards
        that guard a ten or king."""
        if self.is_trump(c):
            return 25.0 + 4 * self.strength(c)
        if self.is_master(c):
            # A master will win a trick of its own later unless it is ruffed:
            # an ace that the opponents will ruff is better given now.
            ruffed = self.risk(c, self.others, c >> 3) if self.trumps else 0.0
            return (8.0 + self.points(c)) * (1.0 - ruffed) + 2.0
        return self.guard_value(c)

    def guard_value(self, c: int) -> float:
        """A small card that keeps a ten or king from falling bare."""
        suit = self.hand & SUIT_MASK[c >> 3]
        if suit.bit_count() != 2 or self.points(c) >= 4:
            return 0.0
        other = (suit & ~(1 << c)).bit_length() - 1
        guarded = self.points(other) >= 4 and not self.is_master(other)
        return 6.0 if guarded else 0.0

    def suit_length(self, c: int) -> int:
        return (self.hand & SUIT_MASK[c >> 3]).bit_count()


# =================================================================== leading
def _lead(t: Table) -> int:
    for rule in (_draw_trumps, _cash_master, _lead_to_partner_ruff):
        card = rule(t)
        if card >= 0:
            return card
    return _quiet_lead(t)


def _draw_trumps(t: Table) -> int:
    """The taking side draws trumps while the opponents may hold some."""
    if t.mode >= 4 or not t.attack:
        return -1
    mine = t.hand & t.trumps
    theirs = t.opponent_trumps()
    if not mine or not theirs:
        return -1
    top = max(cards_of(mine), key=t.strength)
    if t.is_master(top):
        return top
    low = min(cards_of(mine), key=t.strength)
    if t.me == t.taker and mine.bit_count() >= 3 and theirs.bit_count() >= 2:
        # Make the master fall while holding the length; not when it is the
        # last trump out, which would only eat a trump of ours.
        return low
    master = max(cards_of(t.k.unseen & t.trumps), key=t.strength)
    if t.me != t.taker and t.k.p_holds(t.partner, master) >= PARTNER_MASTER_ODDS:
        # Back to the taker, who bid on the master trump it most likely holds.
        return low
    return -1


def _cash_master(t: Table) -> int:
    """Lead a master card that no opponent is likely to ruff."""
    others = t.others
    best, best_value = -1, 0.0
    for c in cards_of(t.hand):
        if not t.is_master(c) or t.is_trump(c):
            continue
        risk = t.risk(c, others, c >> 3)
        if risk >= MASTER_LEAD_RISK:
            continue
        value = (t.points(c) + 8) * (1 - risk) - t.strength(c) * 0.01
        if value > best_value:
            best, best_value = c, value
    return best


def _lead_to_partner_ruff(t: Table) -> int:
    """In defence, lead a suit the partner is void in and can ruff."""
    if t.mode >= 4 or t.attack:
        return -1
    k = t.k
    if k.p_any(t.partner, t.trumps & k.unseen) < 0.5:
        return -1
    for suit in range(4):
        mine = t.hand & SUIT_MASK[suit]
        if suit == t.mode or not mine or k.p_void(t.partner, suit) < 0.99:
            continue
        return min(cards_of(mine), key=lambda c: (t.points(c), t.strength(c)))
    return -1


def _quiet_lead(t: Table) -> int:
    """No master to cash: lead the card that costs least, from a suit the
    opponents cannot ruff and where the partner may hold the master."""
    return min(cards_of(t.hand), key=lambda c: (_lead_cost(t, c), t.strength(c)))


def _lead_cost(t: Table, c: int) -> float:
    k = t.k
    suit = c >> 3
    cost = float(t.points(c))
    if not t.is_master(c):
        cost += t.points(c)  # a high card led into a higher one is lost
    cost += t.guard_value(c)
    if t.is_trump(c):
        cost += 14.0 if not t.attack else 6.0
        return cost + 3 * t.strength(c)
    out = k.unseen & SUIT_MASK[suit]
    if out:
        master = max(cards_of(out), key=t.strength)
        # Leading towards the partner's master, through the opponent before it.
        cost -= 6.0 * k.p_holds(t.partner, master)
    if t.mode < 4 and t.opponent_trumps():
        for o in (t.me ^ 1, t.me ^ 3):
            cost += 12.0 * k.p_void(o, suit) * k.p_any(o, t.trumps & k.unseen)
        if not t.attack:
            cost -= 8.0 * k.p_void(t.partner, suit) * k.p_any(t.partner, t.trumps & k.unseen)
    if t.mode == SANS_ATOUT:
        cost -= 1.5 * t.suit_length(c)  # establish the long suit
    return cost


# =================================================================== following
def _follow(t: Table) -> int:
    if t.win_seat == t.partner:
        return _partner_winning(t)
    return _opponent_winning(t)


def _partner_winning(t: Table) -> int:
    """Partner holds the trick: load it with points if it is safe, never
    ruff it; if it is in danger, take it over with a safe card."""
    risk = t.risk(t.win_card, t.after, t.led)
    if risk < SAFE:
        return _smear(t)
    if t.is_master(t.win_card) and not t.is_trump(t.win_card):
        # Never ruff a partner's master: keep the trump, give nothing away.
        plain = t.legal & ~t.trumps
        if plain:
            return _discard(t, plain)
    winner = _safe_winner(t)
    if winner >= 0 and t.trick_points + t.points(winner) >= 10:
        return winner
    return _discard(t)


def _smear(t: Table) -> int:
    """Give the most points that cost nothing to give ("charger")."""
    def gain(c: int) -> float:
        return t.points(c) - t.keep_value(c) + 0.1 * t.suit_length(c)
    best = max(cards_of(t.legal), key=lambda c: (gain(c), -t.strength(c)))
    return best if gain(best) > 0 else _discard(t)


def _opponent_winning(t: Table) -> int:
    winners = [c for c in cards_of(t.legal) if t.beats_trick(c)]
    if not winners:
        return _discard(t)
    winners.sort(key=lambda c: (t.is_trump(c), t.strength(c)))
    if not t.opponents(t.after):
        return winners[0]  # last to play: the cheapest card that wins
    winner = _safe_winner(t, winners)
    if winner >= 0:
        return winner
    if len(t.view.trick) == 2:
        # Third hand high: the partner led and lost, try the best chance.
        best = min(winners, key=lambda c: t.risk(c, t.after, t.led))
        if t.risk(best, t.after, t.led) < THIRD_HAND_RISK and t.trick_points + t.points(best) >= 10:
            return best
    return _discard(t)


def _safe_winner(t: Table, winners: list[int] | None = None) -> int:
    """The cheapest card that wins the trick and is unlikely to be beaten."""
    if winners is None:
        winners = sorted((c for c in cards_of(t.legal) if t.beats_trick(c)),
                         key=lambda c: (t.is_trump(c), t.strength(c)))
    for c in winners:
        if t.risk(c, t.after, t.led) < SAFE:
            return c
    return -1


def _discard(t: Table, among: int = 0) -> int:
    """The card that costs least (of ``among``, or of the legal cards): low,
    from a long suit, keeping trumps, masters and the small cards that guard
    a ten."""
    def cost(c: int) -> float:
        return t.points(c) + t.keep_value(c) - 0.8 * t.suit_length(c)
    return min(cards_of(among or t.legal), key=lambda c: (cost(c), t.strength(c)))


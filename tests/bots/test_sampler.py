"""The hard bot's sampler deals the unseen cards consistently with what the
seat knows (bots/sampler.py), uniformly over the consistent deals."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from belote_desktop.bots import SeatView
from belote_desktop.bots.knowledge import Knowledge, deduce
from belote_desktop.bots.sampler import Sampler
from belote_desktop.engine import PRESETS, Deal, parse_card, parse_hand
from belote_desktop.engine.bidding import CONTRACT, PASS_BID, TAKE
from belote_desktop.engine.cards import SUIT_MASK
from tests.engine.helpers import bid_all, make_deal, play, seat, take_first_round


def check(view: SeatView, k: Knowledge, hands: list[int], in_play: bool) -> None:
    """One sampled deal against everything the seat knows."""
    me = view.seat
    assert hands[me] == view.hand
    for s in range(4):
        if s == me:
            continue
        assert hands[s].bit_count() == k.counts[s]
        assert hands[s] & ~k.possible[s] == 0, "a card the seat cannot hold"
        assert k.known[s] & k.unseen & ~hands[s] == 0, "a card the seat surely holds is missing"
        assert hands[s] & k.played == 0 and hands[s] & view.hand == 0
    for a, b in itertools.combinations(range(4), 2):
        assert hands[a] & hands[b] == 0
    if in_play:
        assert hands[0] | hands[1] | hands[2] | hands[3] == k.unseen | view.hand


def random_bid(deal: Deal, rng: random.Random):
    """A legal bid that usually ends in a contract: take or bid low, else pass."""
    bids = deal.legal_bids()
    takes = [b for b in bids if b.kind == TAKE or (b.kind == CONTRACT and b.value <= 90)]
    if takes and rng.random() < 0.4:
        return rng.choice(takes)
    return PASS_BID


def positions(variant: str, seed: int):
    """Every seat's view at every decision of a deal played at random."""
    rng = random.Random(seed)
    deck = list(range(32))
    rng.shuffle(deck)
    deal = Deal(PRESETS[variant], seed % 4, deck)
    while not deal.is_over:
        for s in range(4):
            yield deal, SeatView.of(deal, s)
        if deal.phase == "bidding":
            deal.bid(random_bid(deal, rng))
        elif deal.can_announce():
            deal.announce(deal.declarations_of(deal.turn))
        else:
            deal.play(rng.choice(deal.legal_cards()))


@pytest.mark.parametrize("variant", ["classic", "coinche", "contree"])
def test_every_sample_fits_the_knowledge(variant: str) -> None:
    checked = 0
    for seed in range(4):
        for deal, view in positions(variant, seed):
            k = deduce(view)
            sampler = Sampler(k, random.Random(checked))
            assert not sampler.relaxed
            for _ in range(5):
                hands = sampler.deal()
                check(view, k, hands, deal.phase == "playing")
                if deal.phase == "playing":
                    # The real deal is one of the consistent ones.
                    for s in range(4):
                        assert deal.hands[s] & ~k.possible[s] == 0
            checked += 1
    assert checked > 200


def test_classic_bidding_leaves_the_stack_out() -> None:
    deck = list(range(32))
    random.Random(3).shuffle(deck)
    deal = Deal(PRESETS["classic"], 0, deck)
    view = SeatView.of(deal, deal.turn)
    sampler = Sampler(deduce(view), random.Random(1))
    for _ in range(50):
        hands = sampler.deal()
        assert [h.bit_count() for h in hands] == [5, 5, 5, 5]
        assert sampler.stock.bit_count() == 11
        assert not sampler.stock & (hands[0] | hands[1] | hands[2] | hands[3])
        up = 1 << deal.up_card
        assert not up & (sampler.stock | hands[0] | hands[1] | hands[2] | hands[3])


HANDS = {
    "N": "AS TS KS 7H 8H 9H 7D 8D",
    "E": "QS JS 9S TH JH 9D TD JD",
    "S": "8S AH KH QH AD KD QD 7C",
    "W": "7S 8C 9C TC JC QC KC AC",
}


SIX_TRICKS = "AS 9S 8S 7S  TS JS 7C 8C  KS QS AH 9C  7D 9D AD TC  KD JC 8D TD  TH KH QC 7H"


def test_the_up_card_stays_with_the_taker() -> None:
    hands = {
        "N": "JH 9H 7S 8S 9S TD 7C 8C",
        "E": "AS TS KS QS 7D 8D 9D JD",
        "S": "AH TH KH QD KD AD 9C TC",
        "W": "7H 8H QH JS JC QC KC AC",
    }
    deal = make_deal(PRESETS["classic"], "W", hands, up_card="QH", taker="W")
    take_first_round(deal, "W")
    view = SeatView.of(deal, seat("N"))
    k = deduce(view)
    sampler = Sampler(k, random.Random(2))
    up = parse_card("QH")
    for _ in range(200):
        h = sampler.deal()
        check(view, k, h, True)
        assert h[seat("W")] >> up & 1


def test_the_belote_pair_stays_together() -> None:
    deal = make_deal(PRESETS["coinche"], "W", {
        "N": "AS 7S 8S 9S 7C 8C 9C TC",
        "E": "KH QH 7D 8D 9D JD TD AD",
        "S": "AH TH JH 9H KD QD JC QC",
        "W": "7H 8H TS KS QS JS KC AC",
    })
    bid_all(deal, ["pass", "80 H", "pass", "pass", "pass"])
    play(deal, "AS KH AH JS")  # E ruffs with the king and says belote
    assert "belote" in deal.says.values()
    view = SeatView.of(deal, seat("N"))
    k = deduce(view)
    sampler = Sampler(k, random.Random(4))
    queen = parse_card("QH")
    for _ in range(200):
        hands = sampler.deal()
        check(view, k, hands, True)
        assert hands[seat("E")] >> queen & 1


def test_shown_voids_are_respected() -> None:
    deal = make_deal(PRESETS["coinche"], "W", HANDS)
    bid_all(deal, ["80 SA", "pass", "pass", "pass"])
    deal.announce(())
    play(deal, "AS 9S 8S 7S  TS JS 7C 8C")
    view = SeatView.of(deal, seat("N"))
    k = deduce(view)
    sampler = Sampler(k, random.Random(5))
    for _ in range(300):
        h = sampler.deal()
        check(view, k, h, True)
        # S and W showed they have no spade left; QS is E's.
        assert not h[seat("S")] & SUIT_MASK[0] and not h[seat("W")] & SUIT_MASK[0]
        assert h[seat("E")] >> parse_card("QS") & 1


def consistent_deals(view: SeatView, k: Knowledge) -> list[tuple[int, ...]]:
    """Every deal of the unseen cards that fits, by brute force."""
    others = [s for s in range(4) if s != view.seat]
    cards = [c for c in range(32) if k.unseen >> c & 1]
    out = []
    for first in itertools.combinations(cards, k.counts[others[0]]):
        rest = [c for c in cards if c not in first]
        for second in itertools.combinations(rest, k.counts[others[1]]):
            third = [c for c in rest if c not in second]
            hands = [0, 0, 0, 0]
            hands[view.seat] = view.hand
            for s, part in zip(others, (first, second, third), strict=True):
                hands[s] = sum(1 << c for c in part)
            if all(hands[s] & ~k.possible[s] == 0 and k.known[s] & k.unseen & ~hands[s] == 0 for s in others):
                out.append(tuple(hands))
    return out


def test_a_tight_position_is_dealt_uniformly() -> None:
    # Six tricks of sans atout: W has shown voids in spades, diamonds and
    # hearts, so its two cards are the clubs; E and S share four cards.
    deal = make_deal(PRESETS["coinche"], "W", HANDS)
    bid_all(deal, ["80 SA", "pass", "pass", "pass"])
    deal.announce(())
    play(deal, SIX_TRICKS)
    view = SeatView.of(deal, seat("N"))
    k = deduce(view)
    every = consistent_deals(view, k)
    assert len(every) == 6
    sampler = Sampler(k, random.Random(6))
    assert sampler.deals_possible == len(every)
    n = 300 * len(every)
    seen = Counter(tuple(sampler.deal()) for _ in range(n))
    assert set(seen) == set(every)
    for deal_ in every:
        # Each deal about 300 times: far outside 200..400 would not be uniform.
        assert 200 < seen[deal_] < 400, (seen[deal_], len(every))


def test_the_last_trick_has_two_deals() -> None:
    deal = make_deal(PRESETS["coinche"], "W", HANDS)
    bid_all(deal, ["80 SA", "pass", "pass", "pass"])
    deal.announce(())
    play(deal, SIX_TRICKS + " JH QH KC 8H")
    view = SeatView.of(deal, seat("N"))
    k = deduce(view)
    every = consistent_deals(view, k)
    assert len(every) == 2  # W keeps the ace of clubs; E and S hold JD and QD either way
    sampler = Sampler(k, random.Random(7))
    assert sampler.deals_possible == len(every)
    assert {tuple(sampler.deal()) for _ in range(50)} == set(every)


def test_a_weight_makes_deals_more_likely() -> None:
    deal = make_deal(PRESETS["coinche"], "W", HANDS)
    bid_all(deal, ["80 SA", "pass", "pass", "pass"])
    view = SeatView.of(deal, seat("N"))
    k = deduce(view)
    ace = parse_card("AC")

    def west_holds_the_ace(who: int, hand: int) -> float:
        return 1.0 if who != seat("W") or hand >> ace & 1 else 0.05

    sampler = Sampler(k, random.Random(8), west_holds_the_ace)
    share = sum(sampler.deal()[seat("W")] >> ace & 1 for _ in range(400)) / 400
    # Uniform deals give W the ace one time in three; the weight makes it ~90%.
    assert share > 0.8
    hands = sampler.deal()
    check(view, k, hands, False)


def test_inconsistent_knowledge_falls_back_to_counts() -> None:
    deal = make_deal(PRESETS["coinche"], "W", HANDS)
    bid_all(deal, ["80 SA", "pass", "pass", "pass"])
    view = SeatView.of(deal, seat("N"))
    k = deduce(view)
    # Pretend nobody may hold the jack of clubs: no deal fits any more.
    jc = parse_card("JC")
    k.possible = [p & ~(1 << jc) if s != view.seat else p for s, p in enumerate(k.possible)]
    sampler = Sampler(k, random.Random(9))
    assert sampler.relaxed
    hands = sampler.deal()
    assert [h.bit_count() for h in hands] == [8, 8, 8, 8]
    assert parse_hand("AS TS") & hands[seat("N")]

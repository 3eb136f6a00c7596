"""What a seat deduces from the public history (bots/knowledge.py).

Positions are built by hand; unless a test says otherwise the variant is
coinche, the dealer is W, so N bids first, the others pass, and N leads.
"""

from __future__ import annotations

import random

from belote_desktop.bots import SeatView, apply, make_bot
from belote_desktop.bots.knowledge import Knowledge, deduce
from belote_desktop.engine import PRESETS, Deal, Options, parse_card, parse_hand
from belote_desktop.engine.cards import SUIT_MASK
from belote_desktop.engine.declarations import best_declarations
from tests.engine.helpers import bid_all, make_deal, play, seat, take_first_round

COINCHE = PRESETS["coinche"]
CLASSIC = PRESETS["classic"]
SPADES, HEARTS = 0, 1


def started(hands: dict[str, str], contract: str, options: Options = COINCHE) -> Deal:
    deal = make_deal(options, "W", hands)
    bid_all(deal, [contract, "pass", "pass", "pass"])
    return deal


def knowledge_of(deal: Deal, viewer: str) -> Knowledge:
    return deduce(SeatView.of(deal, seat(viewer)))


def holds(mask: int, card: str) -> bool:
    return bool(mask >> parse_card(card) & 1)


# Sans atout. S holds one spade, W one spade.
SA_HANDS = {
    "N": "AS TS KS 7H 8H 9H 7D 8D",
    "E": "QS JS 9S TH JH 9D TD JD",
    "S": "8S AH KH QH AD KD QD 7C",
    "W": "7S 8C 9C TC JC QC KC AC",
}


def test_a_discard_shows_a_void() -> None:
    deal = started(SA_HANDS, "80 SA")
    play(deal, "AS 9S 8S 7S  TS JS 7C 8C")
    k = knowledge_of(deal, "N")
    assert k.void(seat("S"), SPADES) and k.void(seat("W"), SPADES)
    assert not k.void(seat("E"), SPADES)
    assert not k.possible[seat("S")] & SUIT_MASK[SPADES]
    # The void says nothing about the other suits.
    assert holds(k.possible[seat("S")], "AH")


# Trump H. N leads AS: E is void in spades and ruffs with 9H; S is void in
# spades and holds no trump at all.
RUFF_HANDS = {
    "N": "AS KS QS 8H TH 7D 8D 9D",
    "E": "9H KH QH TD JD QD 9C 8C",
    "S": "KD AD 7C TC JC QC KC AC",
    "W": "JS TS 9S 8S 7S JH 7H AH",
}


def test_a_discard_over_an_opponents_ruff_shows_no_trump_when_undertrumping_is_forced() -> None:
    deal = started(RUFF_HANDS, "80 H")
    play(deal, "AS 9H 7C")
    k = knowledge_of(deal, "N")
    assert not k.possible[seat("S")] & SUIT_MASK[HEARTS]
    # E ruffed: void in spades, but it may hold more trumps.
    assert k.void(seat("E"), SPADES)
    assert holds(k.possible[seat("E")], "KH")


def test_with_optional_undertrump_a_discard_shows_only_no_higher_trump() -> None:
    optional = COINCHE.with_(undertrump="optional")
    hands = dict(RUFF_HANDS, S="KD AD 7C TC JC QC KC AH", W="JS TS 9S 8S 7S JH 7H AC")
    deal = started(hands, "80 H", optional)
    play(deal, "AS 9H 7C")
    k = knowledge_of(deal, "N")
    assert not holds(k.possible[seat("S")], "JH")  # could not overtrump 9H
    assert holds(k.possible[seat("S")], "AH")  # a lower trump may still be there


def test_an_undertrump_shows_no_higher_trump() -> None:
    hands = dict(RUFF_HANDS, S="KD AD 7H TC JC QC KC AC", W="JS TS 9S 8S 7S JH 7C AH")
    deal = started(hands, "80 H")
    play(deal, "AS 9H 7H")
    k = knowledge_of(deal, "N")
    assert not holds(k.possible[seat("S")], "JH")
    assert holds(k.possible[seat("S")], "AH")


def test_a_trump_below_the_trick_shows_no_higher_trump_when_trump_is_led() -> None:
    # Trump led: every player must go over the highest trump if able (R6.1).
    hands = {
        "N": "9H 8H AS KS QS 7D 8D 9D",
        "E": "7H KH QH TD JD QD 9C 8C",
        "S": "KD AD 7C TC JC QC KC AC",
        "W": "JS TS 9S 8S 7S JH TH AH",
    }
    deal = started(hands, "80 H")
    play(deal, "9H 7H")
    k = knowledge_of(deal, "S")
    assert not holds(k.possible[seat("E")], "JH")


def test_the_up_card_is_known_in_the_takers_hand() -> None:
    hands = {
        "N": "JH AS KS QS 7D 8D 9D TD",
        "E": "9H KH QH JD QD 9C 8C 7C",
        "S": "KD AD TC JC QC KC AC 8H",
        "W": "JS TS 9S 8S 7S 7H TH AH",
    }
    deal = make_deal(CLASSIC, "W", hands, up_card="JH", taker="N")
    take_first_round(deal, "N")
    for viewer in ("E", "S", "W"):
        assert holds(knowledge_of(deal, viewer).known[seat("N")], "JH")
    play(deal, "JH")
    assert not knowledge_of(deal, "E").known[seat("N")] >> parse_card("JH") & 1


def test_belote_shows_the_other_card_of_the_pair() -> None:
    hands = {
        "N": "7H AS KS QS 7D 8D 9D TD",
        "E": "KH QH 9H JD QD 9C 8C 7C",
        "S": "KD AD TC JC QC KC AC 8H",
        "W": "JS TS 9S 8S 7S JH TH AH",
    }
    deal = started(hands, "80 H")
    deal.play(parse_card("7H"))
    deal.play(parse_card("KH"), belote=True)
    k = knowledge_of(deal, "N")
    assert holds(k.known[seat("E")], "QH")
    assert not holds(k.possible[seat("W")], "QH")


def test_a_trump_king_played_without_belote_shows_no_queen() -> None:
    # Automatic belote is on: had E held the queen too, "belote" would have been said.
    hands = {
        "N": "7H AS KS QS 7D 8D 9D TD",
        "E": "KH 9H 8H JD QD 9C 8C 7C",
        "S": "KD AD TC JC QC KC AC QH",
        "W": "JS TS 9S 8S 7S JH TH AH",
    }
    deal = started(hands, "80 H")
    play(deal, "7H KH")
    k = knowledge_of(deal, "W")
    assert not holds(k.possible[seat("E")], "QH")


def test_an_announced_carre_is_known() -> None:
    hands = {
        "N": "AS KS QS 7H 8H 7D 8D 9D",
        "E": "JS JH JD JC 9C 8C 7C TD",
        "S": "KD AD QC TC KC AC QD TS",
        "W": "7S 8S 9S 9H TH QH KH AH",
    }
    deal = started(hands, "80 H")
    play(deal, "AS")
    deal.announce(best_declarations(deal.hands[seat("E")]))
    k = knowledge_of(deal, "S")
    assert k.known[seat("E")] & parse_hand("JS JH JD JC") == parse_hand("JS JH JD JC")


def test_a_card_only_one_seat_can_hold_is_known() -> None:
    # S and W show out of spades; the one spade N has not seen must be E's.
    deal = started(SA_HANDS, "80 SA")
    play(deal, "AS 9S 8S 7S  TS JS 7C 8C")
    k = knowledge_of(deal, "N")
    assert holds(k.known[seat("E")], "QS")
    for s in range(4):
        assert k.known[s] & ~k.possible[s] == 0  # what is known is possible
        assert k.possible[s].bit_count() >= k.counts[s]


def test_a_seat_whose_possible_cards_fill_its_hand_holds_them() -> None:
    deal = started(SA_HANDS, "80 SA")
    # W discards clubs on spades, hearts and diamonds: only clubs are left to it.
    play(deal, "AS 9S 8S 7S  TS JS 7C 8C  7H TH AH 9C  KH TC 8H JH  AD JC 7D 9D")
    k = knowledge_of(deal, "N")
    w = seat("W")
    assert k.possible[w] == k.known[w]
    assert k.known[w] == deal.hands[w]


def test_probabilities_follow_the_deductions() -> None:
    deal = started(SA_HANDS, "80 SA")
    play(deal, "AS 9S 8S 7S  TS JS 7C 8C")
    k = knowledge_of(deal, "N")
    assert k.p_holds(seat("S"), parse_card("QS")) == 0.0
    assert k.p_void(seat("W"), SPADES) == 1.0
    assert k.p_holds(seat("E"), parse_card("QS")) == 1.0  # the last spade out can only be E's
    assert 0.0 < k.p_holds(seat("E"), parse_card("AH")) < 1.0


def test_deductions_are_always_true_in_played_deals() -> None:
    """Over whole deals between bots, every deduction holds: what a seat is
    known to hold it holds, and it holds nothing outside its possible cards."""
    variants = [PRESETS["classic"], PRESETS["coinche"], PRESETS["contree"],
                COINCHE.with_(undertrump="optional"), CLASSIC.with_(auto_belote=False, direction="counterclockwise")]
    checked = 0
    for i in range(25):
        options = variants[i % len(variants)]
        deck = list(range(32))
        random.Random(i).shuffle(deck)
        deal = Deal(options, i % 4, deck)
        bots = [make_bot("easy" if s % 2 else "normal", seed=s) for s in range(4)]
        while not deal.is_over:
            s = deal.turn
            if deal.phase == "playing":
                for viewer in range(4):
                    k = deduce(SeatView.of(deal, viewer))
                    for other in range(4):
                        hand = deal.hands[other]
                        assert k.known[other] & ~hand == 0
                        assert hand & ~k.possible[other] == 0
                        assert k.counts[other] == hand.bit_count()
                    checked += 1
            apply(deal, s, bots[s].decide(SeatView.of(deal, s)))
    assert checked > 1000

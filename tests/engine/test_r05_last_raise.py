"""R5 option ``last_raise`` (seed 003, issue 36): when a bid has been followed by three passes and nobody has
doubled, the highest bidder alone may raise their own contract once more (any higher value, capot included,
same trump) or keep it; then each opponent in turn may double, and after a double the bidding team may
redouble; then the auction ends. A double during the auction ends it as usual, with no last raise.

Positions as in ``test_r05_coinche_bidding``: dealer W, so N speaks first (clockwise N, E, S, W); NS and EW
are the teams.
"""

from __future__ import annotations

import pytest

from belote_desktop.engine import (
    COINCHE_BID,
    KEEP_BID,
    PASS_BID,
    PLAYING,
    PRESETS,
    THROWN_IN,
    Bid,
    Match,
    OutOfTurn,
)
from belote_desktop.engine.bidding import LAST_DOUBLE, LAST_RAISE, OPEN, REDOUBLE
from tests.engine.helpers import bid_all, seat
from tests.engine.test_r05_coinche_bidding import auction, refuse

CONTREE = PRESETS["contree"].with_(last_raise=True)
COINCHE = PRESETS["coinche"].with_(last_raise=True)
S_, H_, D_, C_ = 0, 1, 2, 3


def raise_moment(options=CONTREE, opening: str = "100 H"):
    """N opens, E, S and W pass: N's last raise."""
    deal = auction(options)
    bid_all(deal, [opening, "pass", "pass", "pass"])
    return deal


# ---------------------------------------------------------------- the moment
def test_r5_without_the_option_three_passes_end_the_auction():
    deal = auction(PRESETS["contree"])
    bid_all(deal, ["100 H", "pass", "pass", "pass"])
    assert deal.phase == PLAYING
    assert str(deal.contract) == "100 H by N"


def test_r5_4_three_passes_give_the_highest_bidder_the_last_raise():
    """After three passes the auction goes on: it is N's turn again, alone, to raise in hearts (any value above
    100, capot included) or keep."""
    deal = raise_moment()
    assert deal.phase == "bidding"
    assert deal.turn == seat("N")
    assert deal.auction_moment == LAST_RAISE
    assert deal.legal_bids() == [Bid.contract(v, H_) for v in (110, 120, 130, 140, 150, 160, 250)] + [KEEP_BID]


def test_r5_4_coinche_offers_the_same_trump_only():
    """In coinche too the raise keeps the trump: sans atout stays sans atout."""
    deal = raise_moment(COINCHE, "150 SA")
    assert deal.legal_bids() == [Bid.contract(160, 4), Bid.contract(250, 4), KEEP_BID]


def test_r5_4_a_raise_then_each_opponent_may_double():
    """N raises to 120: E, then W (S, N's partner, is skipped) may double; both pass and N plays 120 hearts."""
    deal = raise_moment()
    deal.bid(Bid.parse("120 H"))
    assert (deal.turn, deal.auction_moment, deal.legal_bids()) == (seat("E"), LAST_DOUBLE, [COINCHE_BID, PASS_BID])
    deal.bid(PASS_BID)
    assert (deal.turn, deal.auction_moment) == (seat("W"), LAST_DOUBLE)
    deal.bid(PASS_BID)
    assert deal.phase == PLAYING
    c = deal.contract
    assert (c.taker, c.trump, c.value, c.multiplier) == (seat("N"), H_, 120, 1)
    assert deal.last_raise == (Bid.contract(100, H_), Bid.contract(120, H_))
    assert deal.bid_moments() == [OPEN] * 4 + [LAST_RAISE, LAST_DOUBLE, LAST_DOUBLE]


def test_r5_4_keeping_gives_the_opponents_their_chance_to_double_too():
    """RULES.md R5: "raise ... or keep it. Then each opponent in turn may double". Kept, the contract stands as
    bid, and the opponents are asked once more (a double they did not make during the auction)."""
    deal = raise_moment()
    deal.bid(KEEP_BID)
    assert (deal.turn, deal.auction_moment) == (seat("E"), LAST_DOUBLE)
    bid_all(deal, ["pass", "pass"])
    assert str(deal.contract) == "100 H by N"
    assert deal.last_raise is None
    assert [str(b) for _, b in deal.bids] == ["100 H", "pass", "pass", "pass", "keep", "pass", "pass"]


def test_r5_4_the_first_opponent_doubles_then_the_bidding_team_may_redouble():
    """E doubles the raise: the auction's last word is the bidding team's, S then N (E's partner W has
    nothing more to say); N redoubles: 120 hearts ×4."""
    deal = raise_moment()
    bid_all(deal, ["120 H", "coinche"])
    assert (deal.turn, deal.auction_moment, deal.legal_bids()) == (seat("S"), REDOUBLE,
                                                                   [Bid.parse("surcoinche"), PASS_BID])
    bid_all(deal, ["pass"])
    assert deal.turn == seat("N")
    bid_all(deal, ["surcoinche"])
    c = deal.contract
    assert (c.value, c.multiplier, c.coincher) == (120, 4, seat("E"))


def test_r5_4_the_second_opponent_doubles():
    """E passes, W doubles the kept contract; N and S pass: 100 hearts ×2, doubled by W."""
    deal = raise_moment()
    bid_all(deal, ["keep", "pass", "coinche"])
    assert deal.turn == seat("N")
    bid_all(deal, ["pass", "pass"])
    c = deal.contract
    assert (c.value, c.multiplier, c.coincher) == (100, 2, seat("W"))


def test_r5_a_double_during_the_auction_leaves_no_last_raise():
    """RULES.md R5: a double made during the auction ends it as usual."""
    deal = auction(CONTREE)
    bid_all(deal, ["100 H", "coinche", "pass", "pass"])
    assert deal.phase == PLAYING
    assert (deal.contract.value, deal.contract.multiplier) == (100, 2)
    assert LAST_RAISE not in deal.bid_moments()


def test_r5_4_the_last_raise_belongs_to_whoever_bid_highest():
    """N opens, E overcalls, S, W and N pass: E's last raise; then S, then N may double (W is skipped)."""
    deal = auction(CONTREE)
    bid_all(deal, ["80 S", "90 D", "pass", "pass", "pass"])
    assert (deal.turn, deal.auction_moment) == (seat("E"), LAST_RAISE)
    assert all(b.trump == D_ for b in deal.legal_bids() if b.kind == "bid")
    bid_all(deal, ["110 D"])
    assert deal.turn == seat("S")
    bid_all(deal, ["pass"])
    assert deal.turn == seat("N")
    bid_all(deal, ["pass"])
    assert str(deal.contract) == "110 D by E"


def test_r5_4_counterclockwise_the_opponents_speak_in_that_order():
    """Counterclockwise (N, W, S, E), dealer E: N opens; after three passes N raises, W then E may double."""
    deal = auction(CONTREE.with_(direction="counterclockwise"), dealer="E")
    assert deal.turn == seat("N")
    bid_all(deal, ["100 C", "pass", "pass", "pass"])
    assert (deal.turn, deal.auction_moment) == (seat("N"), LAST_RAISE)
    bid_all(deal, ["130 C"])
    assert deal.turn == seat("W")
    bid_all(deal, ["pass"])
    assert deal.turn == seat("E")
    bid_all(deal, ["pass"])
    assert str(deal.contract) == "130 C by N"


def test_r5_4_a_raise_to_capot():
    deal = raise_moment()
    bid_all(deal, ["capot H", "pass", "pass"])
    assert deal.contract.is_capot and deal.contract.taker == seat("N")


def test_r5_4_a_capot_cannot_be_raised_so_its_opponents_are_asked_at_once():
    """Nothing is above a capot: three passes after it go straight to the opponents' chance to double (the
    bidder is not asked to keep what cannot change)."""
    deal = raise_moment(opening="capot H")
    assert (deal.turn, deal.auction_moment) == (seat("E"), LAST_DOUBLE)
    bid_all(deal, ["pass", "pass"])
    assert str(deal.contract) == "capot H by N"
    assert deal.bid_moments() == [OPEN] * 4 + [LAST_DOUBLE] * 2


def test_r5_four_passes_still_throw_the_cards_in():
    deal = auction(CONTREE)
    bid_all(deal, ["pass"] * 4)
    assert deal.phase == THROWN_IN


# ---------------------------------------------------------------- refusals
@pytest.mark.parametrize("bid", ["110 S", "120 D", "capot C"])
def test_r5_4_a_raise_keeps_the_trump(bid):
    refuse(raise_moment(), bid, "R5.4", "raise_same_trump")


@pytest.mark.parametrize("bid", ["100 H", "90 H", "80 H"])
def test_r5_1_a_raise_is_higher_than_the_contract(bid):
    refuse(raise_moment(), bid, "R5.1", "bid_too_low")


@pytest.mark.parametrize("bid", ["105 H", "170 H"])
def test_r5_1_a_raise_has_a_bid_value(bid):
    refuse(raise_moment(), bid, "R5.1", "bad_value")


@pytest.mark.parametrize("bid", ["pass", "coinche", "surcoinche"])
def test_r5_4_at_the_last_raise_only_a_raise_or_keep(bid):
    refuse(raise_moment(), bid, "R5.4", "raise_or_keep")


@pytest.mark.parametrize("options", [CONTREE, PRESETS["contree"]])
def test_r5_4_keep_outside_the_last_raise_is_refused(options):
    deal = auction(options)
    refuse(deal, "keep", "R5.4", "nothing_to_keep")
    bid_all(deal, ["100 H"])
    refuse(deal, "keep", "R5.4", "nothing_to_keep")


def test_r5_4_after_the_last_raise_nobody_bids_any_more():
    deal = raise_moment()
    bid_all(deal, ["110 H"])
    refuse(deal, "120 H", "R5.4", "auction_closed_by_last_raise")
    refuse(deal, "130 S", "R5.4", "auction_closed_by_last_raise")
    refuse(deal, "keep", "R5.4", "nothing_to_keep")
    refuse(deal, "surcoinche", "R5.3", "nothing_to_surcoinche")


def test_r1_the_last_raise_is_the_highest_bidder_alone():
    """The partner of the highest bidder (S), or an opponent, cannot speak at the last raise: not their turn."""
    deal = raise_moment()
    for who in "SEW":
        before = (deal.turn, list(deal.bids), deal.auction_moment)
        with pytest.raises(OutOfTurn) as err:
            deal.bid(Bid.parse("110 H"), seat=seat(who))
        assert (err.value.rule, err.value.reason) == ("R1", "not_your_turn")
        assert (deal.turn, list(deal.bids), deal.auction_moment) == before


def test_r5_4_the_option_does_nothing_in_classic():
    """``last_raise`` is for the auctions with values: kept on in classic settings, the classic auction is
    unchanged (a take ends it at once)."""
    match = Match(PRESETS["classic"].with_(last_raise=True), seed=3)
    deal = match.start_deal()
    while deal.phase == "bidding":
        legal = deal.legal_bids()
        deal.bid(legal[0])  # the first take offered
    assert deal.phase == PLAYING
    assert deal.auction_moment == ""


def test_r10_a_raised_contract_is_scored_at_its_new_value():
    """R10 on the raise: 80 raised to 100 must reach 100, and a made one scores 100 on top of its points, a
    failed one gives the defence 160 + 100."""
    seen = set()
    for seed in range(60):
        deal = Match(CONTREE, seed=seed).start_deal()
        bid_all(deal, ["80 H", "pass", "pass", "pass", "100 H", "pass", "pass"])
        assert (deal.contract.value, deal.contract.multiplier) == (100, 1)
        while deal.phase == PLAYING:
            deal.play(deal.legal_cards()[0])
        t = deal.contract.taker & 1
        takers, defence = deal.result.teams[t], deal.result.teams[t ^ 1]
        counted = takers.points + takers.declarations + takers.belote
        assert deal.result.made == (counted >= 100)
        if deal.result.made:
            assert takers.score == counted + 100
        else:
            assert defence.score == 160 + 100 + takers.declarations + defence.declarations + defence.belote
        seen.add(deal.result.made)
        if seen == {True, False}:
            return
    pytest.fail(f"only {seen} in 60 deals")

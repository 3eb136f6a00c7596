"""R1 Table: seats N E S W, teams NS and EW with partners opposite, and the
direction of play (option ``direction``) for bidding, play and the dealer."""

from __future__ import annotations

import pytest

from belote_desktop.engine import (
    EAST,
    NORTH,
    PASS_BID,
    PLAYING,
    PRESETS,
    SEATS,
    SOUTH,
    TEAMS,
    WEST,
    Match,
    OutOfTurn,
    parse_card,
)
from belote_desktop.engine.cards import partner_of, team_of
from tests.engine.helpers import bid_all, make_deal, play, seat, take_first_round

CLASSIC = PRESETS["classic"]
COINCHE = PRESETS["coinche"]
CCW = "counterclockwise"

CLOCKWISE_AFTER = {"N": "E", "E": "S", "S": "W", "W": "N"}
COUNTER_AFTER = {"N": "W", "W": "S", "S": "E", "E": "N"}

# Every seat holds one suit, so any card is legal whatever is led: the turn
# order can be followed through whole tricks.
ONE_SUIT_EACH = {
    "N": "7S 8S 9S TS JS QS KS AS",
    "E": "7H 8H 9H TH JH QH KH AH",
    "S": "7D 8D 9D TD JD QD KD AD",
    "W": "7C 8C 9C TC JC QC KC AC",
}


def seats_in_order(names: str) -> list[int]:
    return [seat(n) for n in names]


def test_r1_seats_and_teams():
    """R1: seats are N, E, S, W; teams NS and EW; partners sit opposite."""
    assert SEATS == "NESW"
    assert (NORTH, EAST, SOUTH, WEST) == (0, 1, 2, 3)
    assert TEAMS == ("NS", "EW")
    assert [TEAMS[team_of(s)] for s in range(4)] == ["NS", "EW", "NS", "EW"]
    assert [SEATS[partner_of(s)] for s in range(4)] == ["S", "W", "N", "E"]


def test_r1_default_direction_is_clockwise():
    """R11: direction defaults to clockwise."""
    assert CLASSIC.direction == "clockwise"


@pytest.mark.parametrize(("direction", "after"), [("clockwise", CLOCKWISE_AFTER), (CCW, COUNTER_AFTER)])
def test_r1_next_seat_follows_direction(direction, after):
    """R1: clockwise N -> E -> S -> W -> N; counterclockwise N -> W -> S -> E -> N."""
    deal = make_deal(COINCHE.with_(direction=direction), "N", ONE_SUIT_EACH)
    for s, nxt in after.items():
        assert deal.next_seat(seat(s)) == seat(nxt)


@pytest.mark.parametrize(
    ("direction", "dealer", "order"),
    [
        ("clockwise", "N", "ESWN"),
        ("clockwise", "W", "NESW"),
        (CCW, "N", "WSEN"),
        (CCW, "E", "NWSE"),
    ],
)
def test_r1_classic_bidding_turn_order_follows_direction(direction, dealer, order):
    """R1/R4: bidding starts next to the dealer and goes round in the chosen
    direction, for both rounds (the dealer speaks last in each)."""
    deal = make_deal(CLASSIC.with_(direction=direction), dealer, ONE_SUIT_EACH,
                     up_card="7S", taker="N")
    seen = []
    for _ in range(8):
        seen.append(deal.turn)
        deal.bid(PASS_BID)
    assert seen == seats_in_order(order) * 2
    assert deal.phase == "thrown_in"


@pytest.mark.parametrize(
    ("direction", "dealer", "order"),
    [("clockwise", "S", "WNES"), (CCW, "S", "ENWS")],
)
def test_r1_coinche_bidding_turn_order_follows_direction(direction, dealer, order):
    """R1/R5: the coinche auction goes round in the chosen direction."""
    deal = make_deal(COINCHE.with_(direction=direction), dealer, ONE_SUIT_EACH)
    seen = []
    for _ in range(4):
        seen.append(deal.turn)
        deal.bid(PASS_BID)
    assert seen == seats_in_order(order)


@pytest.mark.parametrize(
    ("direction", "order"),
    [("clockwise", "NESW"), (CCW, "NWSE")],
)
def test_r1_play_turn_order_follows_direction(direction, order):
    """R1/R6: in the play each trick goes round in the chosen direction from
    its leader. N leads (next to the dealer), N's AS wins trick 1 and N leads
    trick 2 with the same order; the trick records the seats in that order."""
    dealer = "W" if direction == "clockwise" else "E"
    deal = make_deal(COINCHE.with_(direction=direction), dealer, ONE_SUIT_EACH)
    bid_all(deal, ["80 S", "pass", "pass", "pass"])
    assert deal.phase == PLAYING
    seen = []
    for card in ("AS", None, None, None, "KS", None, None, None):
        seen.append(deal.turn)
        deal.play(parse_card(card) if card else deal.legal_cards()[0])
    assert seen == seats_in_order(order) * 2
    assert [s for s, _ in deal.played_cards()] == seats_in_order(order) * 2
    assert deal.tricks[0].winner == seat("N")


def test_r1_play_order_counterclockwise_after_a_trick_won_by_west():
    """R1/R6 counterclockwise: W wins a trick (trump C) and leads the next;
    the order from W is W, S, E, N."""
    deal = make_deal(COINCHE.with_(direction=CCW), "E", ONE_SUIT_EACH)
    bid_all(deal, ["80 C", "pass", "pass", "pass"])
    play(deal, "AS")  # N leads; W, S, E are void and play anything
    play(deal, "7C 7D 7H")
    assert deal.tricks[0].winner == seat("W")
    seen = []
    for _ in range(4):
        seen.append(deal.turn)
        deal.play(deal.legal_cards()[0])
    assert seen == seats_in_order("WSEN")


def test_r1_tricks_count_for_the_winner_team():
    """R1: a trick won by W counts for team EW, one won by N for NS."""
    deal = make_deal(COINCHE, "W", ONE_SUIT_EACH)
    bid_all(deal, ["80 C", "pass", "pass", "pass"])
    play(deal, "AS 7H 7D 7C")  # W ruffs: trick to EW
    assert deal.tricks[0].winner == seat("W")
    assert deal.tricks_won == [0, 1]
    # AS 11 (plain) + 7H + 7D + 7C = 11 for EW.
    assert deal.card_points == [0, 11]


def test_r1_contract_takers_team_is_the_taker_team():
    """R1/R4: the taker's team is the attack; S taking makes NS the takers."""
    deal = make_deal(CLASSIC, "N", ONE_SUIT_EACH, up_card="7D", taker="S")
    take_first_round(deal, "S")
    assert deal.contract.taker == seat("S")
    assert TEAMS[deal.contract.takers] == "NS"


@pytest.mark.parametrize(
    ("direction", "dealers"),
    [("clockwise", "NESWN"), (CCW, "NWSEN")],
)
def test_r1_dealer_passes_in_the_direction_of_play(direction, dealers):
    """R1/R3: the deal passes to the next player in the chosen direction.
    Every deal here is thrown in (four passes in coinche)."""
    match = Match(COINCHE.with_(direction=direction), seed=3, first_dealer=NORTH)
    seen = []
    for _ in range(5):
        deal = match.start_deal()
        seen.append(deal.dealer)
        for _ in range(4):
            match.bid(PASS_BID)
        assert deal.phase == "thrown_in"
    assert seen == seats_in_order(dealers)


def test_r1_not_your_turn_for_bids():
    """R1: a bid naming a seat that is not to act is refused with
    OutOfTurn(R1, not_your_turn) and changes nothing."""
    deal = make_deal(COINCHE, "W", ONE_SUIT_EACH)
    assert deal.turn == seat("N")
    with pytest.raises(OutOfTurn) as err:
        deal.bid(PASS_BID, seat=seat("E"))
    assert (err.value.rule, err.value.reason) == ("R1", "not_your_turn")
    assert err.value.details["seat"] == seat("E")
    assert deal.turn == seat("N")
    assert deal.bids == []
    deal.bid(PASS_BID, seat=seat("N"))
    assert deal.turn == seat("E")

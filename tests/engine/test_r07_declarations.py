"""R7 Declarations: values, the best non-overlapping split of a hand, the
comparison between the teams, announcing during trick 1, the option
``declarations`` = off, and what scores.

Positions are coinche deals built by hand unless a test says otherwise: the
dealer is W, so N bids the contract and leads trick 1 (clockwise N E S W).
Hands not given in a test get the remaining cards in card order; only the
seats named in ``announce`` announce, so their declarations do not matter.
"""

from __future__ import annotations

import pytest

from belote_desktop.engine import (
    PRESETS,
    SCORED,
    SEATS,
    IllegalAnnouncement,
    OutOfTurn,
    best_declarations,
    card_name,
    parse_hand,
)
from belote_desktop.engine.declarations import parse_declaration
from tests.engine.helpers import bid_all, make_deal, seat
from tests.engine.test_r09_classic_scoring import (
    DEAL_D,
    DEAL_F,
    Layout,
    new_deal,
    play_tricks,
)

COINCHE = PRESETS["coinche"]
CLASSIC = PRESETS["classic"]


def split(hand: str) -> list[tuple[str, int]]:
    """The best split of ``hand`` as (card names, value), sorted."""
    return sorted((d.name(), d.value) for d in best_declarations(parse_hand(hand)))


def names(decls) -> list[str]:
    return sorted(d.name() for d in decls)


def position(hands: dict[str, str], contract: str = "80 H", dealer: str = "W", options=COINCHE):
    """A deal in the play phase. Seats missing from ``hands`` get the
    remaining cards in card order; the seat next to the dealer bids
    ``contract`` and the three others pass."""
    hands = dict(hands)
    used = set()
    for h in hands.values():
        used.update(h.split())
    rest = [card_name(c) for c in range(32) if card_name(c) not in used]
    for s in SEATS:
        if s not in hands:
            hands[s], rest = " ".join(rest[:8]), rest[8:]
    deal = make_deal(options, dealer, hands)
    bid_all(deal, [contract, "pass", "pass", "pass"])
    return deal


def trick_one(deal, announce: str) -> None:
    """Play trick 1; the seats in ``announce`` announce their whole best split
    before their card; each plays its first legal card (the cards played do
    not matter to the comparison)."""
    for _ in range(4):
        who = deal.turn
        if SEATS[who] in announce:
            deal.announce(deal.declarations_of(who), seat=who)
        deal.play(deal.legal_cards()[0], seat=who)
    assert deal.trick_number == 2


# ----- values --------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("9H TH JH 7S 9S 7D 9D 7C", [("9H TH JH", 20)]),  # tierce
        ("8C 9C TC JC 7S 9S 7D 9D", [("8C 9C TC JC", 50)]),  # quarte
        ("TS JS QS KS AS 7H 9H 7D", [("TS JS QS KS AS", 100)]),  # quinte
        ("7D 8D 9D TD JD QD 7S 9S", [("7D 8D 9D TD JD QD", 100)]),  # six cards
        ("8D 9D TD JD QD KD AD 7S", [("8D 9D TD JD QD KD AD", 100)]),  # seven cards
    ],
)
def test_r7_sequence_values(hand, expected):
    assert split(hand) == expected


def test_r7_eight_card_run_counts_100_once():
    """Choice (engine README): a run of eight is one sequence of 100, never
    split into a quinte and a tierce (which would make 120)."""
    assert split("7S 8S 9S TS JS QS KS AS") == [("7S 8S 9S TS JS QS KS AS", 100)]


@pytest.mark.parametrize(
    ("rank", "value"),
    [("J", 200), ("9", 150), ("A", 100), ("T", 100), ("K", 100), ("Q", 100)],
)
def test_r7_carre_values(rank, value):
    hand = f"{rank}S {rank}H {rank}D {rank}C 7S 7H 8D 8C"
    assert split(hand) == [(f"{rank}S {rank}H {rank}D {rank}C", value)]


@pytest.mark.parametrize("rank", ["7", "8"])
def test_r7_carre_of_sevens_or_eights_counts_nothing(rank):
    assert split(f"{rank}S {rank}H {rank}D {rank}C AS AH QD QC") == []


def test_r7_carre_of_eights_does_not_use_up_its_cards():
    """The carré of eights is worth nothing, so 8H still makes the tierce
    8H 9H TH."""
    assert split("8S 8H 8D 8C 9H TH 7S 7D") == [("8H 9H TH", 20)]


def test_r7_sequences_use_sequence_order_not_trump_order():
    """Sequence order is A K Q J 10 9 8 7 in every suit: J 9 A are neighbours
    in trump order but no sequence; Q K A and 7 8 9 are."""
    assert split("JH 9H AH 7S 9S 7D 9D JC") == []
    assert split("QH KH AH 7S 9S 7D 9D JC") == [("QH KH AH", 20)]
    assert split("7H 8H 9H JS 9S 7D 9D JC") == [("7H 8H 9H", 20)]


def test_r7_two_carres_both_count():
    assert split("JS JH JD JC 9S 9H 9D 9C") == [("9S 9H 9D 9C", 150), ("JS JH JD JC", 200)]


def test_r7_sequences_in_two_suits_both_count():
    assert split("QS KS AS 7D 8D 9D TD 7C") == [("7D 8D 9D TD", 50), ("QS KS AS", 20)]


# ----- the best non-overlapping split -----------------------------------------------------

def test_r7_best_split_carre_of_nines_against_a_quinte_through_the_nine():
    """9H is in the quinte 9H-KH and in the carré of nines; a card takes part
    in one declaration only. Carré 150 + quarte TH-KH 50 = 200 beats the
    quinte 100."""
    assert split("9S 9H 9D 9C TH JH QH KH") == [("9S 9H 9D 9C", 150), ("TH JH QH KH", 50)]


def test_r7_best_split_carre_of_nines_breaks_a_quinte_to_the_jack():
    """Carré of nines 150 (the rest JH TH and 8H 7H make no sequence) beats
    the quinte 7H-JH 100."""
    assert split("9S 9H 9D 9C 7H 8H TH JH") == [("9S 9H 9D 9C", 150)]


def test_r7_best_split_ace_in_the_carre_leaves_a_tierce():
    """Carré of aces 100 + KS QS JS 20 = 120 beats the quarte AS-JS 50."""
    assert split("AS AH AD AC KS QS JS 7D") == [("AS AH AD AC", 100), ("JS QS KS", 20)]


# ----- comparison (after trick 1) ---------------------------------------------------------

def compare(hands: dict[str, str], announce: str, contract: str = "80 H", dealer: str = "W",
            options=COINCHE):
    deal = position(hands, contract, dealer, options)
    trick_one(deal, announce)
    return deal.declaration_team


def test_r7_carre_beats_any_sequence():
    """E's carré of queens (the lowest carré) beats N's quinte of trumps."""
    hands = {"N": "JH TH 9H 8H 7H AS AD AC", "E": "QS QH QD QC 7S 7D 7C 8S"}
    deal = position(hands)
    assert names(deal.declarations_of(seat("N"))) == ["7H 8H 9H TH JH"]
    assert names(deal.declarations_of(seat("E"))) == ["QS QH QD QC"]
    trick_one(deal, "NE")
    assert deal.declaration_team == 1


def test_r7_carres_rank_by_value_nines_beat_aces():
    hands = {"N": "AS AH AD AC 7S 7H 8D 8C", "E": "9S 9H 9D 9C 8S 8H 7D 7C"}
    assert compare(hands, "NE") == 1


def test_r7_carre_of_jacks_beats_carre_of_nines():
    hands = {"N": "JS JH JD JC 8S 8H 8D 8C", "E": "9S 9H 9D 9C 7S 7H 7D 7C"}
    assert compare(hands, "NE") == 0


@pytest.mark.parametrize(
    ("north", "east", "team"),
    [("K", "T", 1), ("T", "A", 1), ("Q", "K", 1), ("A", "K", 0), ("T", "Q", 0), ("A", "Q", 0)],
)
def test_r7_carres_of_100_rank_ace_ten_king_queen(north, east, team):
    hands = {
        "N": f"{north}S {north}H {north}D {north}C 7S 7H 8D 8C",
        "E": f"{east}S {east}H {east}D {east}C 8S 8H 7D 7C",
    }
    assert compare(hands, "NE") == team


def test_r7_sequences_rank_by_length_first():
    """E's quarte 7C-10C beats N's tierce of trumps to the ace."""
    hands = {"N": "AH KH QH 7S 9S 7D 9D JC", "E": "TC 9C 8C 7C 8S 8D AS AD"}
    assert compare(hands, "NE") == 1


def test_r7_six_card_run_beats_a_quinte_to_the_ace():
    """Both are worth 100; the longer one is better."""
    hands = {"N": "AD KD QD JD TD 8H 7H 7C", "E": "QS JS TS 9S 8S 7S 8C 9C"}
    assert compare(hands, "NE") == 1


def test_r7_same_length_top_card_beats_trump():
    """E's tierce to the king (spades) beats N's tierce of trumps to the queen."""
    hands = {"N": "QH JH TH 7S 9S 7D 9D 7C", "E": "KS QS JS 8H 8D AD 8C AC"}
    assert compare(hands, "NE") == 1


def test_r7_same_length_and_top_trump_beats_non_trump():
    """N's tierce to the king of spades is played first, E's tierce to the
    king of hearts (trump) still wins."""
    hands = {"N": "KS QS JS 8H 8D AD 8C AC", "E": "KH QH JH 7S 9S 7D 9D 7C"}
    assert compare(hands, "NE") == 1


@pytest.mark.parametrize(("dealer", "direction", "team"), [
    ("W", "clockwise", 0),  # N leads: N E S W
    ("N", "clockwise", 1),  # E leads: E S W N
    ("W", "counterclockwise", 1),  # S leads: S E N W
])
def test_r7_equal_sequences_earlier_in_trick_one_wins(dealer, direction, team):
    """Tierces to the king, neither in trump (hearts): the one played earlier
    in trick 1 wins, whoever leads it and in whichever direction."""
    hands = {"N": "KS QS JS 8H 8D AD 8C AC", "E": "KD QD JD 7S 9S 7H 9H 7C"}
    options = COINCHE.with_(direction=direction)
    assert compare(hands, "NE", dealer=dealer, options=options) == team


@pytest.mark.parametrize(("contract", "team"), [("80 TA", 0), ("80 SA", 0), ("80 D", 1), ("80 S", 0)])
def test_r7_trump_tie_break_in_each_trump_mode(contract, team):
    """Tierces to the king in spades (N, first) and diamonds (E): in tout
    atout both are trump and in sans atout neither, so N's earlier one wins;
    a diamond contract makes E's the trump one."""
    hands = {"N": "KS QS JS 8H 8D AD 8C AC", "E": "KD QD JD 7S 9S 7H 9H 7C"}
    assert compare(hands, "NE", contract=contract) == team


def test_r7_team_best_can_come_from_the_partner_and_all_its_declarations_show():
    """N's tierce loses to E's quarte, but S's quarte to the king beats E's
    quarte to the queen: NS are best and both N's and S's are shown."""
    hands = {
        "N": "AS KS QS 7H 9H 7D 9D 7C",
        "E": "QC JC TC 9C 7S 9S AH AD",
        "S": "KD QD JD TD 8S 8H 8C AC",
    }
    deal = position(hands)
    trick_one(deal, "NES")
    assert deal.declaration_team == 0
    shown = {SEATS[s]: names(d) for s, d in deal.declarations_shown().items()}
    assert shown == {"N": ["QS KS AS"], "S": ["TD JD QD KD"]}


def test_r7_only_announced_declarations_are_compared():
    """Same hands, S announces nothing: E's quarte beats N's tierce."""
    hands = {
        "N": "AS KS QS 7H 9H 7D 9D 7C",
        "E": "QC JC TC 9C 7S 9S AH AD",
        "S": "KD QD JD TD 8S 8H 8C AC",
    }
    deal = position(hands)
    trick_one(deal, "NE")
    assert deal.declaration_team == 1
    assert {SEATS[s] for s in deal.declarations_shown()} == {"E"}


def test_r7_declarations_are_compared_after_trick_one():
    """Nothing is decided (or shown) before the fourth card of trick 1."""
    hands = {"N": "JS JH JD JC 8S 8H 8D 8C", "E": "9S 9H 9D 9C 7S 7H 7D 7C"}
    deal = position(hands)
    for _ in range(3):
        who = deal.turn
        if SEATS[who] in "NE":
            deal.announce(deal.declarations_of(who), seat=who)
        deal.play(deal.legal_cards()[0], seat=who)
    assert deal.declaration_team is None
    assert deal.declarations_shown() == {}
    deal.play(deal.legal_cards()[0])
    assert deal.declaration_team == 0
    assert {SEATS[s] for s in deal.declarations_shown()} == {"N"}


def test_r7_nobody_announces_nobody_scores():
    hands = {"N": "AS KS QS 7H 9H 7D 9D 7C"}
    assert compare(hands, "") is None


# ----- announcing --------------------------------------------------------------------------

CARRE_NINES = {"N": "9S 9H 9D 9C TH JH QH KH", "E": "AS KS QS 7H 8H 7D 8D 7C"}


def test_r7_announce_at_your_turn_before_your_card():
    deal = position(CARRE_NINES)
    n, e = seat("N"), seat("E")
    assert deal.turn == n and deal.can_announce()
    deal.announce(deal.declarations_of(n), seat=n)
    assert names(deal.announced[n]) == ["9S 9H 9D 9C", "TH JH QH KH"]
    assert not deal.can_announce()  # N has announced
    deal.play(deal.legal_cards()[0], seat=n)
    assert deal.turn == e and deal.can_announce()


def test_r7_announce_a_part_of_the_best_split():
    """Choice (engine README): any part of the best split may be announced."""
    deal = position(CARRE_NINES)
    n = seat("N")
    quarte = parse_declaration("TH JH QH KH")
    deal.announce([quarte], seat=n)
    assert deal.announced[n] == (quarte,)


def refused(deal, declarations, seat_=None, error=IllegalAnnouncement):
    before = (deal.turn, dict(deal.announced), list(deal.hands), deal.trick)
    with pytest.raises(error) as err:
        deal.announce(declarations, seat=seat_)
    assert (deal.turn, dict(deal.announced), list(deal.hands), deal.trick) == before
    return err.value


def test_r7_announce_outside_the_best_split_refused():
    """The quinte 9H-KH is not part of the best split (carré of nines +
    quarte), so it may not be announced."""
    deal = position(CARRE_NINES)
    err = refused(deal, [parse_declaration("9H TH JH QH KH")], seat("N"))
    assert (err.rule, err.reason) == ("R7", "not_in_best_split")


def test_r7_announce_someone_elses_declaration_refused():
    deal = position(CARRE_NINES)
    err = refused(deal, [parse_declaration("AS KS QS")], seat("N"))
    assert (err.rule, err.reason) == ("R7", "not_in_best_split")


def test_r7_announce_the_same_declaration_twice_in_one_announcement_refused():
    deal = position(CARRE_NINES)
    quarte = parse_declaration("TH JH QH KH")
    err = refused(deal, [quarte, quarte], seat("N"))
    assert (err.rule, err.reason) == ("R7", "not_in_best_split")


def test_r7_announce_twice_refused():
    deal = position(CARRE_NINES)
    n = seat("N")
    deal.announce([parse_declaration("TH JH QH KH")], seat=n)
    err = refused(deal, [parse_declaration("9S 9H 9D 9C")], n)
    assert (err.rule, err.reason) == ("R7", "already_announced")


def test_r7_announce_after_your_card_refused():
    """N has played its first card: it is E's turn, N may not announce."""
    deal = position(CARRE_NINES)
    n = seat("N")
    deal.play(deal.legal_cards()[0], seat=n)
    err = refused(deal, deal.declarations_of(n), n, error=OutOfTurn)
    assert err.reason == "not_your_turn"


def test_r7_announce_after_trick_one_refused():
    deal = position(CARRE_NINES)
    trick_one(deal, "")
    who = deal.turn
    assert not deal.can_announce()
    err = refused(deal, deal.declarations_of(who), who)
    assert (err.rule, err.reason) == ("R7", "too_late")


def test_r7_declarations_off_no_announcement():
    """Option ``declarations`` off (the contrée preset): no declarations, and
    announcing is refused."""
    deal = position(CARRE_NINES, options=PRESETS["contree"])
    n = seat("N")
    assert deal.declarations_of(n) == ()
    assert not deal.can_announce()
    err = refused(deal, [parse_declaration("9S 9H 9D 9C")], n)
    assert (err.rule, err.reason) == ("R7", "declarations_off")


def test_r7_declarations_off_nothing_scored():
    """Classic with ``declarations`` off, DEAL_D (N holds the tierce AS KS
    QS): nothing is announced or scored; the belote still counts (R7: it is
    never turned off). NS 105, EW 57 + 20."""
    options = CLASSIC.with_(declarations=False)
    deal = new_deal(DEAL_D, options, ["take H"], taker="N", up="JH")
    with pytest.raises(IllegalAnnouncement) as err:
        deal.announce([parse_declaration("AS KS QS")], seat=seat("N"))
    assert err.value.reason == "declarations_off"
    play_tricks(deal, DEAL_D.tricks)
    r = deal.result
    assert deal.declaration_team is None
    assert (r.teams[0].declarations, r.teams[1].declarations) == (0, 0)
    assert r.scores() == (105, 77)


# ----- what scores ------------------------------------------------------------------------

def test_r7_best_team_scores_all_its_own_declarations():
    """DEAL_F (classic, N takes hearts): N's quarte to the ace beats E's
    tierce to the king, which beats S's tierce to the nine. NS score both
    the quarte and S's tierce (50 + 20), EW nothing. NS 134 + 70 = 204,
    EW 28."""
    deal = new_deal(DEAL_F, CLASSIC, ["take H"], taker="N", up="JH")
    play_tricks(deal, DEAL_F.tricks, announce="NES")
    r = deal.result
    assert deal.declaration_team == 0
    assert (r.teams[0].declarations, r.teams[1].declarations) == (70, 0)
    assert (r.teams[0].points, r.teams[1].points) == (134, 28)
    assert r.scores() == (204, 28)


def test_r7_unannounced_quarte_lets_the_other_team_score():
    """DEAL_F with N playing without announcing: E's tierce to the king is
    now the best, EW score 20 and S's tierce nothing. NS 134, EW 28 + 20."""
    deal = new_deal(DEAL_F, CLASSIC, ["take H"], taker="N", up="JH")
    play_tricks(deal, DEAL_F.tricks, announce="ES")
    r = deal.result
    assert deal.declaration_team == 1
    assert (r.teams[0].declarations, r.teams[1].declarations) == (0, 20)
    assert r.scores() == (134, 48)


def test_r7_eight_card_run_scores_100_once_in_a_deal():
    """N holds all eight spades and takes spades (classic): one declaration of
    100 (engine README choice), belote 20 with KS QS, capot 252: 372."""
    layout = Layout(
        {
            "N": "7S 8S 9S TS JS QS KS AS",
            "E": "7H 8H 9H TH JH QH KH AH",
            "S": "7D 8D 9D TD JD QD KD AD",
            "W": "7C 8C 9C TC JC QC KC AC",
        },
        (
            "N:JS E:7H S:7D W:7C",
            "N:9S E:8H S:8D W:8C",
            "N:AS E:9H S:9D W:9C",
            "N:TS E:JH S:JD W:JC",
            "N:KS E:QH S:QD W:QC",  # belote
            "N:QS E:KH S:KD W:KC",  # rebelote
            "N:8S E:TH S:TD W:TC",
            "N:7S E:AH S:AD W:AC",
        ),
    )
    deal = new_deal(layout, CLASSIC, ["take S"], taker="N", up="JS")
    assert [(d.name(), d.value) for d in deal.declarations_of(seat("N"))] == [("7S 8S 9S TS JS QS KS AS", 100)]
    play_tricks(deal, layout.tricks, announce="N")
    assert deal.phase == SCORED
    r = deal.result
    assert (r.teams[0].declarations, r.teams[0].belote, r.teams[0].points) == (100, 20, 252)
    assert r.scores() == (372, 0)

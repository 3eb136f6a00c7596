"""R9 Scoring a classic deal: card points, last trick, declarations and belote;
made / failed ("dedans"), capot, the ``tie`` option (made, failed, litige),
``contract_on_card_points`` and ``round_to_ten``.

Every deal here is a whole deal built by hand: four 8-card hands and the 32
cards in a legal playing order, one trick a line, written ``seat:card``. The
card points in the comments are summed by hand from the R2 table (trump
J 20, 9 14, A 11, 10 10, K 4, Q 3; other suits A 11, 10 10, K 4, Q 3, J 2).

Unless a test says otherwise the dealer is W, so N bids first and leads
trick 1, play goes clockwise N E S W, and hearts are trump.

The layouts (``DEAL_A`` ...) and the helpers ``new_deal`` / ``play_tricks`` /
``deck_for`` are also used by the R7, R8, R10 and R12 tests.
"""

from __future__ import annotations

from typing import NamedTuple

import pytest

from belote_desktop.engine import (
    PRESETS,
    SCORED,
    SEATS,
    Deal,
    Match,
    deck_from_hands,
    parse_card,
    parse_hand,
)
from tests.engine.helpers import bid_all, make_deal, seat

CLASSIC = PRESETS["classic"]


# ----- building and playing whole deals ---------------------------------------

class Layout(NamedTuple):
    """Four hands (seat letter -> 8 card names) and the 8 tricks, each line
    in playing order as ``seat:card``; ``!`` after a card says "belote"."""

    hands: dict[str, str]
    tricks: tuple[str, ...]


def rot(s: str, k: int) -> str:
    """Seat letter ``s`` turned ``k`` seats clockwise (N -> E -> S -> W)."""
    return SEATS[(SEATS.index(s) + k) % 4]


def rotated_hands(layout: Layout, rotate: int = 0) -> dict[str, str]:
    return {rot(s, rotate): h for s, h in layout.hands.items()}


def new_deal(layout: Layout, options, bids, *, dealer: str = "W", taker: str | None = None,
             up: str | None = None, rotate: int = 0) -> Deal:
    """A deal with ``layout``'s hands (all seats turned by ``rotate``) and the
    auction ``bids`` applied. Classic needs the taker and the up-card."""
    deal = make_deal(options, rot(dealer, rotate), rotated_hands(layout, rotate), up_card=up,
                     taker=None if taker is None else rot(taker, rotate))
    bid_all(deal, bids)
    return deal


def deck_for(layout: Layout, options, *, dealer: str, taker: str | None = None, up: str | None = None,
             rotate: int = 0) -> list[int]:
    """The deck that deals ``layout`` (turned by ``rotate``), for ``Match.start_deal``."""
    hands = rotated_hands(layout, rotate)
    return deck_from_hands(options, seat(rot(dealer, rotate)), [parse_hand(hands[s]) for s in SEATS],
                           None if up is None else parse_card(up),
                           None if taker is None else seat(rot(taker, rotate)))


def play_tricks(target, tricks, *, rotate: int = 0, announce: str = "") -> None:
    """Play the tricks through ``target`` (a Deal or a Match), checking that
    each named seat is the one to play. The seats in ``announce`` announce
    their whole best split just before their card of trick 1."""
    for number, line in enumerate(tricks, 1):
        for item in line.split():
            s, name = item.split(":")
            who = seat(rot(s, rotate))
            if number == 1 and s in announce:
                deal = target if isinstance(target, Deal) else target.deal
                target.announce(deal.declarations_of(who), seat=who)
            target.play(parse_card(name.rstrip("!")), seat=who, belote=name.endswith("!"))


def team_points(result) -> tuple[int, int]:
    """Card points with the last trick (and capot bonus) of NS and EW."""
    return (result.teams[0].points, result.teams[1].points)


# ----- the layouts --------------------------------------------------------------

# The worked example of RULES.md: NS take all trumps (62) and one spade trick
# worth 26, and the last trick: 88 + 10 = 98; EW 64. No sequences, no belote
# (KH with W, QH with S).
DEAL_A = Layout(
    {
        "N": "JH 9H AS 8S JD 9D JC 9C",
        "E": "AH 7H TS KS AD KD TC QC",
        "S": "TH QH QS 9S 8D 7D 8C 7C",
        "W": "KH 8H JS 7S TD QD AC KC",
    },
    (
        "N:JH E:7H S:QH W:8H",  # NS 20+0+3+0 = 23
        "N:9H E:AH S:TH W:KH",  # NS 14+11+10+4 = 39
        "N:JD E:AD S:8D W:TD",  # EW 2+11+0+10 = 23
        "E:KD S:7D W:QD N:9D",  # EW 4+0+3+0 = 7
        "E:TC S:8C W:AC N:JC",  # EW 10+0+11+2 = 23
        "W:KC N:9C E:QC S:7C",  # EW 4+0+3+0 = 7
        "W:7S N:8S E:KS S:9S",  # EW 0+0+4+0 = 4
        "E:TS S:QS W:JS N:AS",  # NS 10+3+2+11 = 26, + 10 last trick
    ),
)  # NS 23+39+26 = 88 (+10) = 98; EW 23+7+23+7+4 = 64

# An exact tie: NS 62 in trumps + a spade trick of 9 + the last trick = 81,
# EW 60 in diamonds and clubs + a spade trick of 21 = 81.
DEAL_B = Layout(
    {
        "N": "JH 9H KS 8S JD 9D JC 9C",
        "E": "AH 7H QS AS AD KD TC QC",
        "S": "TH QH JS 9S 8D 7D 8C 7C",
        "W": "KH 8H 7S TS TD QD AC KC",
    },
    (
        *DEAL_A.tricks[:6],     # NS 62, EW 60 (as in DEAL_A)
        "W:TS N:8S E:AS S:9S",  # EW 10+0+11+0 = 21
        "E:QS S:JS W:7S N:KS",  # NS 3+2+0+4 = 9, + 10 last trick
    ),
)  # NS 62+9+10 = 81; EW 60+21 = 81

# A tierce on each side: N holds AS KS QS (to the ace), E holds KD QD JD (to
# the king), so N's is the best (R7). EW take both trump tricks.
DEAL_C = Layout(
    {
        "N": "KH 7H AS KS QS 7D 8D 7C",
        "E": "JH 9H KD QD JD TS 9C 8C",
        "S": "QH 8H JS 8S 7S 9D QC JC",
        "W": "AH TH 9S AD TD AC KC TC",
    },
    (
        "N:7H E:9H S:8H W:TH",  # EW 0+14+0+10 = 24
        "E:JH S:QH W:AH N:KH",  # EW 20+3+11+4 = 38
        "E:KD S:9D W:AD N:7D",  # EW 4+0+11+0 = 15
        "W:AC N:7C E:8C S:JC",  # EW 11+0+0+2 = 13
        "W:KC N:8D E:9C S:QC",  # EW 4+0+0+3 = 7
        "W:TC N:QS E:JD S:7S",  # EW 10+3+2+0 = 15
        "W:9S N:AS E:TS S:8S",  # NS 0+11+10+0 = 21
        "N:KS E:QD S:JS W:TD",  # NS 4+3+2+10 = 19, + 10 last trick
    ),
)  # NS 21+19+10 = 50; EW 24+38+15+13+7+15 = 112

# DEAL_C with N holding KH and QH of trump (belote) and S the 7H and 8H.
DEAL_C_BELOTE = Layout(
    {**DEAL_C.hands, "N": "KH QH AS KS QS 7D 8D 7C", "S": "7H 8H JS 8S 7S 9D QC JC"},
    (
        "N:QH E:9H S:8H W:TH",  # EW 3+14+0+10 = 27 (N: belote)
        "E:JH S:7H W:AH N:KH",  # EW 20+0+11+4 = 35 (N: rebelote)
        *DEAL_C.tricks[2:],
    ),
)  # NS 50 + belote 20 (+ tierce 20 if announced); EW 112

# N holds the tierce AS KS QS, W holds KH QH of trump (belote for EW).
DEAL_D = Layout(
    {
        "N": "JH 9H AS KS QS 7D 8D 7C",
        "E": "TH 8H TS 9S AD QD AC QC",
        "S": "AH 7H JS 8S KD TD KC TC",
        "W": "KH QH 7S JD 9D JC 9C 8C",
    },
    (
        "N:JH E:TH S:7H W:QH",  # NS 20+10+0+3 = 33 (W: belote)
        "N:9H E:8H S:AH W:KH",  # NS 14+0+11+4 = 29 (W: rebelote)
        "N:AS E:TS S:8S W:7S",  # NS 11+10+0+0 = 21
        "N:KS E:9S S:JS W:8C",  # NS 4+0+2+0 = 6
        "N:QS E:QC S:TD W:9C",  # NS 3+3+10+0 = 16
        "N:7D E:AD S:KD W:JD",  # EW 0+11+4+2 = 17
        "E:AC S:KC W:JC N:7C",  # EW 11+4+2+0 = 17
        "E:QD S:TC W:9D N:8D",  # EW 3+10+0+0 = 13, + 10 last trick
    ),
)  # NS 33+29+21+6+16 = 105; EW 17+17+13+10 = 57

# NS 85, EW 77; E holds the tierce AD KD QD.
DEAL_E = Layout(
    {
        "N": "JH 9H TS JS JD 9D JC 9C",
        "E": "AH 7H 9S AS AD KD QD QC",
        "S": "TH QH QS 7S 8D 7D 8C 7C",
        "W": "KH 8H 8S KS TD TC AC KC",
    },
    (
        "N:JH E:7H S:QH W:8H",  # NS 20+0+3+0 = 23
        "N:9H E:AH S:TH W:KH",  # NS 14+11+10+4 = 39
        "N:JD E:AD S:8D W:TD",  # EW 2+11+0+10 = 23
        "E:KD S:7D W:TC N:9D",  # EW 4+0+10+0 = 14
        "E:QD S:8C W:KC N:9C",  # EW 3+0+4+0 = 7
        "E:QC S:7C W:AC N:JC",  # EW 3+0+11+2 = 16
        "W:KS N:JS E:AS S:7S",  # EW 4+2+11+0 = 17
        "E:9S S:QS W:8S N:TS",  # NS 0+3+0+10 = 13, + 10 last trick
    ),
)  # NS 23+39+13+10 = 85; EW 23+14+7+16+17 = 77

# N holds every winner and leads all eight tricks. E holds the tierce
# KS QS JS (to the king), S the tierce 9S 8S 7S, W the tierce 9C 8C 7C.
CAPOT = Layout(
    {
        "N": "JH 9H AS TS AD TD AC TC",
        "E": "AH TH KS QS JS KD QD KC",
        "S": "KH 8H 9S 8S 7S JD 9D JC",
        "W": "QH 7H 8D 7D QC 9C 8C 7C",
    },
    (
        "N:JH E:TH S:8H W:7H",  # 20+10 = 30
        "N:9H E:AH S:KH W:QH",  # 14+11+4+3 = 32
        "N:AS E:JS S:7S W:7D",  # 11+2 = 13
        "N:TS E:QS S:8S W:8D",  # 10+3 = 13
        "N:AD E:QD S:9D W:7C",  # 11+3 = 14
        "N:TD E:KD S:JD W:8C",  # 10+4+2 = 16
        "N:AC E:KC S:JC W:9C",  # 11+4+2 = 17
        "N:TC E:KS S:9S W:QC",  # 10+4+3 = 17
    ),
)  # all eight tricks to NS: 152 + 10 + 90 = 252

# NS hold the quarte AS KS QS JS (N) and the tierce 9D 8D 7D (S); E holds
# the tierce KC QC JC, better than S's but not than N's quarte.
DEAL_F = Layout(
    {
        "N": "JH 9H AS KS QS JS QD 7C",
        "E": "AH TH KC QC JC TS 9S AD",
        "S": "KH 8H 9D 8D 7D 8S AC TC",
        "W": "QH 7H 7S KD JD TD 9C 8C",
    },
    (
        "N:JH E:TH S:8H W:7H",  # NS 20+10+0+0 = 30
        "N:9H E:AH S:KH W:QH",  # NS 14+11+4+3 = 32
        "N:AS E:TS S:8S W:7S",  # NS 11+10+0+0 = 21
        "N:KS E:9S S:7D W:8C",  # NS 4
        "N:QS E:JC S:8D W:9C",  # NS 3+2 = 5
        "N:JS E:QC S:9D W:JD",  # NS 2+3+0+2 = 7
        "N:QD E:AD S:TC W:KD",  # EW 3+11+10+4 = 28
        "E:KC S:AC W:TD N:7C",  # NS 4+11+10+0 = 25, + 10 last trick
    ),
)  # NS 30+32+21+4+5+7+25+10 = 134; EW 28


def classic_played(layout: Layout, options=CLASSIC, *, taker: str = "N", up: str = "JH",
                   announce: str = "") -> Deal:
    """``layout`` played whole in classic: dealer W, ``taker`` takes the
    up-card's suit (hearts) in round 1."""
    bids = []
    for s in "NESW":
        if s == taker:
            bids.append("take H")
            break
        bids.append("pass")
    deal = new_deal(layout, options, bids, taker=taker, up=up)
    play_tricks(deal, layout.tricks, announce=announce)
    assert deal.phase == SCORED
    return deal


# ----- made ------------------------------------------------------------------------

def test_r9_worked_example_made_98_to_64():
    """RULES.md's worked example: the takers make 88 card points plus 10 for
    the last trick = 98, the defence 64; made, the takers score 98 and the
    defence 64."""
    deal = classic_played(DEAL_A)
    r = deal.result
    assert r.takers == 0
    assert (r.teams[0].card_points, r.teams[0].last_trick) == (88, 10)
    assert (r.teams[1].card_points, r.teams[1].last_trick) == (64, 0)
    assert r.made
    assert r.scores() == (98, 64)


def test_r9_made_both_teams_score_what_they_counted_declarations_and_belote():
    """Made: both teams score their count. NS 105 card points + N's tierce
    20 = 125; EW 57 + belote 20 = 77 (the belote is not compared, R8)."""
    deal = classic_played(DEAL_D, announce="N")
    r = deal.result
    assert team_points(r) == (105, 57)
    assert (r.teams[0].declarations, r.teams[0].belote) == (20, 0)
    assert (r.teams[1].declarations, r.teams[1].belote) == (0, 20)
    assert r.made
    assert r.scores() == (125, 77)


def test_r9_takers_declarations_count_towards_making_the_contract():
    """Made means the takers' total (cards + scoring declarations + belote)
    is at least the defence's. E takes DEAL_E and announces its tierce: EW
    77 + 20 = 97 against NS 85: made, both score their counts."""
    deal = classic_played(DEAL_E, taker="E", up="AH", announce="E")
    r = deal.result
    # EW (takers) 77 + tierce 20 = 97 against NS 85: made.
    assert r.takers == 1
    assert team_points(r) == (85, 77)
    assert r.made
    assert r.scores() == (85, 97)


# ----- failed --------------------------------------------------------------------

def test_r9_failed_contract_with_a_tierce_on_each_side():
    """Failed: the defence scores 162 plus the declarations, the takers 0.

    N (takers) announces AS KS QS, E announces KD QD JD. Choice: "the
    declarations of both teams" is read with R7 -- only the team with the
    best declaration has declarations that score at all -- so the defence
    gets 162 + the takers' tierce 20 = 182 (not 162 + 20 + 20: E's tierce is
    beaten by N's and scores for nobody). NS count 50 + 20 = 70 < EW 112.
    """
    deal = classic_played(DEAL_C, up="7H", announce="NE")
    r = deal.result
    assert deal.declaration_team == 0
    assert team_points(r) == (50, 112)
    assert not r.made
    assert r.scores() == (0, 182)


def test_r9_failed_contract_defence_gets_its_own_best_declaration():
    """The defence's tierce is the best one (N does not announce): the
    defence scores 162 + 20, the takers nothing."""
    deal = classic_played(DEAL_C, up="7H", announce="E")
    r = deal.result
    assert deal.declaration_team == 1
    assert not r.made
    assert r.scores() == (0, 182)


def test_r9_failed_contract_takers_keep_only_their_belote():
    """N (takers) has belote and the best tierce: 50 + 20 + 20 = 90 < 112,
    failed. The takers score only their belote 20; the defence 162 + the
    tierce 20 = 182."""
    deal = classic_played(DEAL_C_BELOTE, up="KH", announce="NE")
    r = deal.result
    assert r.teams[0].belote == 20
    assert not r.made
    assert r.scores() == (20, 182)


def test_r9_defence_declaration_makes_the_contract_fail():
    """DEAL_E taken by N without announcements would be made (85 to 77); E's
    tierce makes the defence 97 > 85: failed, EW score 162 + 20."""
    deal = classic_played(DEAL_E, announce="E")
    r = deal.result
    assert team_points(r) == (85, 77)
    assert not r.made
    assert r.scores() == (0, 182)


# ----- capot -----------------------------------------------------------------------

def test_r9_capot_by_the_takers_scores_252():
    deal = classic_played(CAPOT)
    r = deal.result
    assert deal.tricks_won == [8, 0]
    assert r.capot == 0
    assert (r.teams[0].card_points, r.teams[0].last_trick, r.teams[0].capot_bonus) == (152, 10, 90)
    assert r.made
    assert r.scores() == (252, 0)


def test_r9_capot_by_the_defence_scores_252():
    """E takes (up-card AH) and NS take every trick: failed, the defence
    scores 252 instead of 162."""
    deal = classic_played(CAPOT, taker="E", up="AH")
    r = deal.result
    assert r.takers == 1
    assert r.capot == 0
    assert not r.made
    assert r.scores() == (252, 0)


def test_r9_team_without_a_trick_scores_no_declarations():
    """E's tierce to the king is the best declaration, but EW take no trick:
    they score nothing. Choice (engine README): NS do not inherit the
    comparison, so S's lower tierce does not score either: NS 252."""
    deal = classic_played(CAPOT, announce="ES")
    r = deal.result
    assert deal.declaration_team == 1
    assert r.teams[1].declarations == 0
    assert r.teams[0].declarations == 0
    assert r.scores() == (252, 0)


def test_r9_capot_team_scores_its_declarations():
    """S's tierce 9S 8S 7S and W's 9C 8C 7C tie on length and top card, no
    trump: S played earlier in trick 1, so NS's is best; NS 252 + 20."""
    deal = classic_played(CAPOT, announce="SW")
    r = deal.result
    assert deal.declaration_team == 0
    assert r.scores() == (272, 0)


# ----- the tie option --------------------------------------------------------------

def test_r9_tie_made_by_default():
    deal = classic_played(DEAL_B)
    r = deal.result
    assert team_points(r) == (81, 81)
    assert r.made and not r.litige
    assert r.scores() == (81, 81)


def test_r9_tie_failed_option():
    deal = classic_played(DEAL_B, CLASSIC.with_(tie="failed"))
    r = deal.result
    assert not r.made and not r.litige
    assert r.scores() == (0, 162)


def test_r9_tie_litige_option_defence_scores_takers_points_held():
    deal = classic_played(DEAL_B, CLASSIC.with_(tie="litige"))
    r = deal.result
    assert r.litige
    assert r.scores() == (0, 81)
    assert r.held == 81


def litige_match(**options):
    """A match whose first deal (dealer W) is DEAL_B taken by N: a litige."""
    match = Match(CLASSIC.with_(tie="litige", **options), seed=1, first_dealer=seat("W"))
    match.start_deal(deck=deck_for(DEAL_B, match.options, dealer="W", taker="N", up="JH"))
    bid_all(match.deal, ["take H"])
    play_tricks(match, DEAL_B.tricks)
    assert match.deal.result.litige
    assert match.totals == [0, 81]
    assert match.held == 81
    return match


def test_r9_litige_held_points_go_to_the_winner_of_the_next_deal():
    """Deal 2 (dealer N) is DEAL_A turned one seat: E takes and makes 98 to
    64, so EW win it and collect the 81 points NS's litige held."""
    match = litige_match()
    match.start_deal(deck=deck_for(DEAL_A, match.options, dealer="W", taker="N", up="JH", rotate=1))
    assert match.deal.dealer == seat("N")
    bid_all(match.deal, ["take H"])
    play_tricks(match, DEAL_A.tricks, rotate=1)
    assert match.deal.result.scores() == (64, 98)
    assert match.held == 0
    assert match.totals == [64, 81 + 98 + 81]


def test_r9_litige_held_points_go_to_the_defence_when_the_next_contract_fails():
    """Deal 2 is DEAL_A turned one seat but taken by S (NS): NS fail with 64
    to 98, the defence EW win the deal: 162 and the held 81."""
    match = litige_match()
    match.start_deal(deck=deck_for(DEAL_A, match.options, dealer="W", taker="E", up="AH", rotate=1))
    bid_all(match.deal, ["pass", "take H"])
    play_tricks(match, DEAL_A.tricks, rotate=1)
    r = match.deal.result
    assert r.takers == 0 and not r.made
    assert match.totals == [0, 81 + 162 + 81]
    assert match.held == 0


def test_r9_litige_held_points_survive_a_thrown_in_deal():
    """Deal 2 is thrown in (all pass twice): the 81 points stay held. Deal 3
    (dealer E) is DEAL_A turned two seats: S takes and makes 98 to 64, so
    NS -- the takers of the litige -- win them back."""
    match = litige_match()
    match.start_deal(deck=list(range(32)))
    bid_all(match.deal, ["pass"] * 8)
    assert match.deal.result is None
    assert match.held == 81
    assert match.totals == [0, 81]
    match.start_deal(deck=deck_for(DEAL_A, match.options, dealer="W", taker="N", up="JH", rotate=2))
    assert match.deal.dealer == seat("E")
    bid_all(match.deal, ["take H"])
    play_tricks(match, DEAL_A.tricks, rotate=2)
    assert match.held == 0
    assert match.totals == [98 + 81, 81 + 64]


def test_r9_litige_after_a_litige_the_held_points_add_up():
    """Choice (engine README): another litige passes the held points on.
    Deal 2 is DEAL_B turned one seat, E takes: a second litige, EW's 81 are
    held too and NS score 81. Deal 3 (DEAL_A turned two seats, S takes, 98
    to 64) is won by NS, who collect both: 81 + 81."""
    match = litige_match()
    match.start_deal(deck=deck_for(DEAL_B, match.options, dealer="W", taker="N", up="JH", rotate=1))
    bid_all(match.deal, ["take H"])
    play_tricks(match, DEAL_B.tricks, rotate=1)
    assert match.deal.result.litige
    assert match.held == 162
    assert match.totals == [81, 81]
    match.start_deal(deck=deck_for(DEAL_A, match.options, dealer="W", taker="N", up="JH", rotate=2))
    bid_all(match.deal, ["take H"])
    play_tricks(match, DEAL_A.tricks, rotate=2)
    assert match.held == 0
    assert match.totals == [81 + 98 + 162, 81 + 64]


def test_r9_litige_takers_keep_their_belote_at_once():
    """Choice (engine README): in a litige the takers keep their belote at
    once; the rest of their count is held. E takes and has belote: EW 71
    card points + 20 = 91 against NS's 91: a tie."""
    layout = Layout(
        {
            "N": "JH 9H TS 8S JD 9D JC 9C",
            "E": "KH QH QS AS AD KD QD TC",
            "S": "TH AH JS 9S 8D 7D 8C 7C",
            "W": "7H 8H 7S KS TD QC AC KC",
        },
        (
            "N:JH E:QH S:AH W:7H",  # NS 20+3+11+0 = 34 (E: belote)
            "N:9H E:KH S:TH W:8H",  # NS 14+4+10+0 = 28 (E: rebelote)
            "N:JD E:AD S:8D W:TD",  # EW 2+11+0+10 = 23
            "E:KD S:7D W:QC N:9D",  # EW 4+0+3+0 = 7
            "E:QD S:8C W:KC N:9C",  # EW 3+0+4+0 = 7
            "E:TC S:7C W:AC N:JC",  # EW 10+0+11+2 = 23
            "W:7S N:8S E:AS S:9S",  # EW 0+0+11+0 = 11
            "E:QS S:JS W:KS N:TS",  # NS 3+2+4+10 = 19, + 10 last trick
        ),
    )  # NS 34+28+19+10 = 91; EW 23+7+7+23+11 = 71
    deal = new_deal(layout, CLASSIC.with_(tie="litige"), ["pass", "take H"], taker="E", up="KH")
    play_tricks(deal, layout.tricks)
    r = deal.result
    assert r.takers == 1
    assert team_points(r) == (91, 71)
    assert r.teams[1].belote == 20
    assert r.litige
    assert r.scores() == (91, 20)
    assert r.held == 71


# ----- contract_on_card_points ---------------------------------------------------

def test_r9_contract_on_card_points_takers_made_with_81_despite_declarations():
    """With ``contract_on_card_points`` NS make with 85 card points (>= 81)
    although E's tierce puts EW's total (97) above theirs; made, so both
    teams score their counts: NS 85, EW 77 + 20."""
    deal = classic_played(DEAL_E, CLASSIC.with_(contract_on_card_points=True), announce="E")
    r = deal.result
    assert r.made
    assert r.scores() == (85, 97)


def test_r9_contract_on_card_points_takers_own_declarations_do_not_save_them():
    """E takes with 77 card points and the only tierce: 97 against 85 would
    be made by totals, but 77 < 81 card points: failed, NS score 162 + 20."""
    deal = classic_played(DEAL_E, CLASSIC.with_(contract_on_card_points=True), taker="E", up="AH",
                          announce="E")
    r = deal.result
    assert r.takers == 1
    assert not r.made
    assert r.scores() == (182, 0)


@pytest.mark.parametrize("tie", ["made", "failed", "litige"])
def test_r9_contract_on_card_points_81_is_made_whatever_the_tie_option(tie: str):
    """R9 (seed 000, "at least 81"): an exact 81-81 split of cards and last
    trick makes the contract under every ``tie`` value: DEAL_B, both score 81."""
    deal = classic_played(DEAL_B, CLASSIC.with_(contract_on_card_points=True, tie=tie))
    r = deal.result
    assert r.made and not r.litige
    assert r.scores() == (81, 81)


def test_r9_without_contract_on_card_points_81_each_follows_the_tie_option():
    """The same 81-81 deal counted by totals is a tie: tie=failed fails it."""
    deal = classic_played(DEAL_B, CLASSIC.with_(tie="failed"))
    r = deal.result
    assert not r.made
    assert r.scores() == (0, 162)


# ----- round_to_ten ------------------------------------------------------------------

def test_r9_round_to_ten_five_up():
    """``round_to_ten``: NS 85 -> 90 (5 up), EW 77 -> 80."""
    deal = classic_played(DEAL_E, CLASSIC.with_(round_to_ten=True))
    assert deal.result.made
    assert deal.result.scores() == (90, 80)


def test_r9_round_to_ten_rounds_down_below_five():
    """Failed DEAL_C: the defence's 182 -> 180, the takers' 0 stays 0."""
    deal = classic_played(DEAL_C, CLASSIC.with_(round_to_ten=True), up="7H", announce="NE")
    assert deal.result.scores() == (0, 180)


def test_r9_round_to_ten_off_by_default():
    deal = classic_played(DEAL_E)
    assert deal.result.scores() == (85, 77)

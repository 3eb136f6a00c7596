"""The two prepared deals: classic belote, and coinche (played as coinche or as contrée).

The player sits South and deals; West (the player's left) speaks and leads first. Every move of
both deals is written below, the player's included: the table asks the player for exactly that
move and explains why, so each lesson always unfolds the same way. The claims of each step are
checked against the engine in ``tests/lesson/test_lessons.py``.

Classic: the player takes hearts on the jack and nine, announces a tierce in trumps (king, queen,
jack) with the first card, and meets the four duties of R6 as they first bite: follow suit (trick
1), trump (trick 2, with belote), overtrump (trick 5) and undertrump (trick 7, with rebelote).
Coinche: the player outbids Right's 80 spades with 100 hearts, draws the trumps, may play any card
while Partner is winning (R6.2), and counts the points against the bid. No hand of the coinche deal
holds a declaration, so it is the same deal under contrée, where declarations are not played.
"""

from __future__ import annotations

from .script import ANNOUNCE, BELOTE, FREE, MADE, MOVE, PASSED, REBELOTE, TIERCE, Claim, Lesson, Step

CLASSIC = Lesson(
    name="classic",
    variants=("classic",),
    dealer="S",
    hands={"S": "7S 8S JS JH 9H", "W": "AS TS QS AC 7H", "N": "9S AD KD 7C 9C", "E": "8H 8C TC JD QD"},
    up_card="KH",
    rest={"S": "QH KS", "W": "JC 7D 8D", "N": "TD 9D KC", "E": "TH AH QC"},
    moves=(
        "pass", "pass", "pass", "take H",
        "AS", "9S", "JD", "7S",  # 1: West's ace; the player follows suit
        "AC", "7C", "8C", "QH",  # 2: no club: the player must trump (belote)
        "JH", "7H", "TD", "8H",  # 3: the player draws trumps; Partner, with none, gives 10
        "8S", "TS", "9D", "QD",  # 4
        "7D", "AD", "TH", "9H",  # 5: Right must trump, the player must overtrump
        "JS", "QS", "9C", "TC",  # 6
        "8D", "KD", "AH", "KH",  # 7: Right trumps with the ace, the player must undertrump (rebelote)
        "QC", "KS", "JC", "KC",  # 8: Partner takes the last trick
    ),
    steps=(
        Step("classic.deal", 0),
        Step("classic.trump", 0),
        Step("classic.take", 3, MOVE, claims=(Claim(PASSED, -3), Claim(PASSED, -2), Claim(PASSED, -1))),
        Step("classic.contract", 4),
        Step("classic.lead", 4, fill=("W",)),
        Step("classic.announce", 7, ANNOUNCE, claims=(Claim(TIERCE),)),
        Step("classic.follow", 7, MOVE, fill=("W", "7S"), claims=(Claim("must_follow_suit"),)),
        Step("classic.declared", 8, fill=("W",)),
        Step("classic.must_trump", 11, MOVE, fill=("QH",), claims=(Claim("must_trump"),)),
        Step("classic.draw", 12, MOVE, fill=("JH",), claims=(Claim(BELOTE, -1), Claim("must_follow_suit", 1))),
        Step("classic.keep", 16, MOVE, fill=("N", "8S"), claims=(Claim(FREE, -2),)),
        Step("classic.overtrump", 23, MOVE, fill=("E", "9H"),
             claims=(Claim("must_trump", -1), Claim("must_overtrump"))),
        Step("classic.nine", 24, MOVE, fill=("JS",)),
        Step("classic.undertrump", 31, MOVE, fill=("E", "KH"),
             claims=(Claim("must_trump", -1), Claim("must_undertrump"), Claim(REBELOTE))),
        Step("classic.last", 33, MOVE, fill=("KS",)),
        Step("classic.count", 36, fill=("ns.points", "ns.counted", "ew.counted"), claims=(Claim(MADE),)),
        Step("classic.end", 36, fill=("target", "menu")),
    ),
)

COINCHE = Lesson(
    name="coinche",
    variants=("coinche", "contree"),
    dealer="S",
    hands={"S": "JH 9H AH 7H 7S 8S AD 8C", "W": "KD QD 9D 8H QH 9C QC AS",
           "N": "7D JD TH AC KC JC TC JS", "E": "KS QS TS 9S KH 8D TD 7C"},
    moves=(
        "pass", "pass", "80 S", "100 H", "pass", "pass", "pass",
        "KD", "7D", "8D", "AD",  # 1: the player follows suit with the ace, and wins
        "JH", "8H", "TH", "KH",  # 2: the player draws trumps
        "9H", "QH", "TC", "9S",  # 3: ... and Left's last one
        "7S", "AS", "JS", "TS",  # 4
        "9C", "AC", "7C", "8C",  # 5
        "KC", "QS", "8S", "QC",  # 6: Partner is winning: the player may play any card
        "JC", "KS", "7H", "9D",  # 7
        "AH", "QD", "JD", "TD",  # 8
    ),
    steps=(
        Step("coinche.deal", 0),
        Step("coinche.bid", 3, MOVE, fill=("E",), claims=(Claim(PASSED, -3), Claim(PASSED, -2))),
        Step("coinche.double", 4),
        Step("coinche.contract", 7, fill=("W",)),
        Step("coinche.follow", 10, MOVE, fill=("W", "AD"), claims=(Claim("must_follow_suit"),)),
        Step("coinche.draw", 11, MOVE, fill=("JH",), claims=(Claim("must_follow_suit", 1),)),
        Step("coinche.draw_again", 15, MOVE, fill=("9H",), claims=(Claim("must_follow_suit", 1),)),
        Step("coinche.spade", 19, MOVE, fill=("7S",)),
        Step("coinche.club", 26, MOVE, fill=("8C",), claims=(Claim("must_follow_suit"),)),
        Step("coinche.free", 29, MOVE, fill=("N", "8S"), claims=(Claim(FREE),)),
        Step("coinche.free_again", 33, MOVE, fill=("7H",), claims=(Claim(FREE),)),
        Step("coinche.last", 35, MOVE, fill=("AH",)),
        Step("coinche.count", 39, fill=("ns.points", "ns.score", "ew.score"), claims=(Claim(MADE),)),
        Step("coinche.end", 39, fill=("target", "menu")),
    ),
)

LESSONS: dict[str, Lesson] = {"classic": CLASSIC, "coinche": COINCHE}


def lesson_for(variant: str) -> Lesson:
    """The lesson played under ``variant``: classic's own, or the coinche deal (also contrée's)."""
    return next(lesson for lesson in LESSONS.values() if variant in lesson.variants)


__all__ = ["CLASSIC", "COINCHE", "LESSONS", "lesson_for"]

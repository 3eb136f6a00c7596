"""The prepared deals are real deals: replayed through the engine, every move is legal, the player is asked
exactly where a step stands beside the move, and what each step's words claim about the rules holds there."""

from __future__ import annotations

import pytest

from belote_desktop.engine import PASS_BID, SCORED, SOUTH, Bid, cards_of, parse_card, parse_hand
from belote_desktop.engine.cards import SEATS, parse_seat
from belote_desktop.engine.deal import Deal
from belote_desktop.engine.scoring import TeamScore
from belote_desktop.lesson import ANNOUNCE, LESSONS, MOVE, NEXT, Lesson, lesson_for, new_deal, place_of, play_move
from belote_desktop.lesson.script import BELOTE, FREE, MADE, PASSED, REBELOTE, TIERCE, Claim, Step

PLAYED = [(lesson, variant) for lesson in LESSONS.values() for variant in lesson.variants]
IDS = [f"{lesson.name}-{variant}" for lesson, variant in PLAYED]


def walk(lesson: Lesson, variant: str) -> tuple[list[Deal], list[int]]:
    """The deal as it stood before each move (copies), the seat that made each move, and the finished deal last."""
    deal = new_deal(lesson, variant)
    before, seats = [], []
    for place in range(len(lesson.moves)):
        assert place_of(deal) == place
        before.append(replay_to(lesson, variant, place))
        seats.append(deal.turn)
        play_move(deal, lesson.move_at(place))
    before.append(deal)
    return before, seats


def replay_to(lesson: Lesson, variant: str, place: int) -> Deal:
    deal = new_deal(lesson, variant)
    for p in range(place):
        play_move(deal, lesson.move_at(p))
    if deal.phase != SCORED and deal.can_announce():  # as the table asks: the announcement comes first
        deal.announce(deal.declarations_of(deal.turn))
    return deal


@pytest.mark.parametrize(("lesson", "variant"), PLAYED, ids=IDS)
def test_the_deck_deals_the_hands_written(lesson: Lesson, variant: str) -> None:
    deal = new_deal(lesson, variant)
    assert deal.dealer == parse_seat(lesson.dealer)
    for seat in range(4):
        assert deal.hands[seat] == parse_hand(lesson.hands[SEATS[seat]])
    if lesson.up_card is not None:
        assert deal.up_card == parse_card(lesson.up_card)


@pytest.mark.parametrize(("lesson", "variant"), PLAYED, ids=IDS)
def test_every_move_is_legal_and_the_deal_is_made(lesson: Lesson, variant: str) -> None:
    before, _seats = walk(lesson, variant)
    deal = before[-1]
    assert deal.phase == SCORED and len(deal.tricks) == 8
    assert deal.contract is not None and deal.contract.taker == SOUTH
    assert deal.result is not None and deal.result.made and deal.result.capot is None
    if lesson.rest is not None:  # classic: after the auction each seat holds its five and the rest
        for seat in range(4):
            dealt = parse_hand(lesson.hands[SEATS[seat]]) | parse_hand(lesson.rest[SEATS[seat]])
            if seat == SOUTH:
                dealt |= 1 << parse_card(lesson.up_card or "")
            assert deal.dealt_hand(seat) == dealt


@pytest.mark.parametrize(("lesson", "variant"), PLAYED, ids=IDS)
def test_the_player_is_asked_where_a_step_stands_and_nowhere_else(lesson: Lesson, variant: str) -> None:
    _before, seats = walk(lesson, variant)
    moves = {step.at for step in lesson.steps if step.wait == MOVE}
    assert moves == {place for place, seat in enumerate(seats) if seat == SOUTH}
    for step in lesson.steps:
        if step.wait == NEXT:  # the table waits while the others are to move, or once the deal is over
            assert step.at == lesson.end or seats[step.at] != SOUTH, step.key
    assert len({step.key for step in lesson.steps}) == len(lesson.steps)
    assert [step.at for step in lesson.steps] == sorted(step.at for step in lesson.steps)


@pytest.mark.parametrize(("lesson", "variant"), PLAYED, ids=IDS)
def test_an_announcement_step_stands_where_the_player_has_a_declaration_to_announce(lesson: Lesson,
                                                                                    variant: str) -> None:
    before, seats = walk(lesson, variant)
    steps = [step for step in lesson.steps if step.wait == ANNOUNCE]
    first_card = next(place for place, seat in enumerate(seats)
                      if seat == SOUTH and not isinstance(lesson.move_at(place), Bid))
    has_some = bool(before[first_card].declarations_of(SOUTH))
    assert [step.at for step in steps] == ([first_card] if has_some else [])


def check(claim: Claim, step: Step, lesson: Lesson, before: list[Deal], variant: str) -> None:
    place = step.at + claim.offset
    if claim.rule == MADE:
        assert place == lesson.end and before[-1].result is not None and before[-1].result.made
        return
    deal = before[place]
    move = lesson.move_at(place)
    if claim.rule == PASSED:
        assert move == PASS_BID
        return
    if claim.rule == TIERCE:
        assert any(d.length == 3 for d in deal.declarations_of(deal.turn))
        return
    assert isinstance(move, int)
    if claim.rule in (BELOTE, REBELOTE):
        after = replay_to(lesson, variant, place + 1) if place + 1 < lesson.end else before[-1]
        assert after.says.get(deal.cards_played) == claim.rule
        return
    hand = cards_of(deal.hands[deal.turn])
    assert deal.why_illegal(move) is None
    if claim.rule == FREE:
        assert deal.legal_cards() == hand and len(hand) > 1
        return
    reasons = {deal.why_illegal(card)[1] for card in hand if deal.why_illegal(card) is not None}  # type: ignore[index]
    assert claim.rule in reasons, (step.key, claim, reasons)


@pytest.mark.parametrize(("lesson", "variant"), PLAYED, ids=IDS)
def test_what_each_step_says_of_the_rules_holds_at_its_place(lesson: Lesson, variant: str) -> None:
    before, _seats = walk(lesson, variant)
    claimed = 0
    for step in lesson.steps:
        for claim in step.claims:
            check(claim, step, lesson, before, variant)
            claimed += 1
    assert claimed >= 5


def test_the_classic_lesson_meets_each_duty_of_r6_on_the_players_own_cards() -> None:
    lesson = LESSONS["classic"]
    duties = {claim.rule for step in lesson.steps if step.wait == MOVE for claim in step.claims if not claim.offset}
    assert {"must_follow_suit", "must_trump", "must_overtrump", "must_undertrump"} <= duties


@pytest.mark.parametrize(("lesson", "variant"), PLAYED, ids=IDS)
def test_every_fill_names_a_seat_a_card_or_a_count(lesson: Lesson, variant: str) -> None:
    fields = {name for name in dir(TeamScore) if not name.startswith("_")}
    for step in lesson.steps:
        for token in step.fill:
            if token in SEATS or token in ("target", "menu"):
                continue
            team, _, field = token.partition(".")
            if team in ("ns", "ew"):
                assert field in fields and step.at == lesson.end, (step.key, token)
                continue
            assert token.startswith("suit:") or parse_card(token) >= 0, (step.key, token)


def test_each_variant_has_its_lesson() -> None:
    assert lesson_for("classic").name == "classic"
    assert lesson_for("coinche").name == lesson_for("contree").name == "coinche"

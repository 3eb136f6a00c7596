"""The lessons played through the window (issue 37): the classic one by mouse, the coinche one by keyboard
alone, the contrée one to its end; at each step what the player sees in the panel and hears from the
screen reader, and every wrong move refused with the lesson's own words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from belote_desktop.engine import PASS_BID, SCORED, Bid, parse_card
from belote_desktop.lesson import CLASSIC, COINCHE
from belote_desktop.ui.access.table_access import CardSlot
from tests.ui.lesson.helpers import click, driver, lesson_window, panel, play_card, wait_for_step

pytest.importorskip("pytestqt")

# Each step: its key, words the panel shows, words the reader hears (cards in words, not symbols).
CLASSIC_STEPS = [
    ("classic.deal", "one card lies face up in the middle: the up-card", "the up-card"),
    ("classic.trump", "Among trumps the jack is highest, then the nine", "then the nine"),
    ("classic.take", "the two highest trumps: a strong start. Take hearts!", "Take hearts!"),
    ("classic.contract", "Hearts are trump.", "everyone holds eight now"),
    ("classic.lead", "Left leads the first trick", "Left leads the first trick"),
    ("classic.announce", "a tierce, worth 20 points", "announce it."),
    ("classic.follow", "you must follow suit and play one. The ace wins anyway: give your lowest, 7♠.",
     "give your lowest, seven of spades."),
    ("classic.declared", "only its side scores declarations", "your tierce is worth 20 points"),
    ("classic.must_trump", "you must trump. Trump with your lowest heart, Q♥.", "lowest heart, queen of hearts."),
    ("classic.draw", "Belote! The king and queen of trumps", "play jack of hearts, the highest trump"),
    ("classic.keep", "Partner had no trump and gave you 10 points instead.", "a small spade, eight of spades."),
    ("classic.overtrump", "Right had no diamonds and had to trump", "you must overtrump. Play nine of hearts."),
    ("classic.nine", "Lead J♠ now, and keep your king of trumps.", "Lead jack of spades now"),
    ("classic.undertrump", "even lower: that is undertrumping. Play K♥", "Play king of hearts, and say"),
    ("classic.last", "The last trick: play K♠.", "play king of spades."),
    ("classic.count", "Your side took 102 points in cards, 10 for the last trick included; with the tierce and "
                      "belote that makes 142. The other side took 60.", "the contract is made"),
    ("classic.end", "until a side reaches 1001 points. You can play this lesson again from Help > Learn to play.",
     "from Help > Learn to play."),
]

COINCHE_STEPS = [
    ("coinche.deal", "All eight cards are dealt at once", "from 80 to 160"),
    ("coinche.bid", "Right bids 80 with spades as trump", "bid 100 with hearts as trump."),
    ("coinche.double", "may double your bid instead", "it then counts double"),
    ("coinche.contract", "your contract is 100 with hearts as trump", "Left leads."),
    ("coinche.follow", "you must follow suit, and it wins. Play A♦.", "Play ace of diamonds."),
    ("coinche.draw", "Play J♥, the highest trump", "Play jack of hearts"),
    ("coinche.draw_again", "Lead 9♥ as well", "Lead nine of hearts as well"),
    ("coinche.spade", "Lead 7♠: it will lose", "Lead seven of spades"),
    ("coinche.club", "follow suit with 8♣.", "eight of clubs."),
    ("coinche.free", "Partner is winning this trick.", "Keep your trumps: play eight of spades."),
    ("coinche.free_again", "only trumps left: either will do. Play 7♥.", "Play seven of hearts."),
    ("coinche.last", "The last trick: lead A♥.", "lead ace of hearts."),
    ("coinche.count", "Your side took 139 points, the last trick included: at least the 100 you bid, so the "
                      "contract is made. You score your points plus your bid, 239; the other side scores its 23.",
     "plus your bid, 239"),
    ("coinche.end", "until a side reaches 701 points", "Learn to play."),
]

# The wrong moves tried on the way (a click on a card, "pass", "say nothing"), and the words refusing them:
# shown, and heard (the cards in words).
CLASSIC_WRONG = {
    "classic.take": ("pass", "In this lesson you take: with the jack and nine of hearts your hand is strong.",
                     "Take hearts."),
    "classic.announce": ("nothing", "Announce your tierce: it can bring your side 20 points.", "Announce your"),
    "classic.follow": ("9H", "You hold spades, so you must play a spade; and since the ace wins anyway, give your "
                             "lowest: 7♠.", "give your lowest: seven of spades."),
    "classic.must_trump": ("8S", "You have no clubs and your partner is not winning: you must play a trump. "
                                 "Play Q♥.", "Play queen of hearts."),
    "classic.keep": ("JS", "Keep your trumps for later: lead 8♠.", "lead eight of spades."),
    "classic.overtrump": ("KH", "you must overtrump. Play 9♥.", "you must overtrump. Play nine of hearts."),
    "classic.undertrump": ("KS", "With no diamonds you must trump, even under the ace: play K♥.",
                           "even under the ace: play king of hearts."),
}
COINCHE_WRONG = {
    "coinche.bid": ("pass", "In this lesson you bid 100 with hearts as trump", "press Bid."),
    "coinche.free": ("7H", "Any card is allowed here, but keep your trumps: play 8♠.", "play eight of spades."),
    "coinche.free_again": ("AH", "This lesson goes on with 7♥: play it.", "goes on with seven of hearts"),
}


def try_wrong(qtbot, window, wrong: str, words: str, heard: str) -> None:
    """Make the wrong move, and see it held back with the lesson's words, shown and said."""
    c = window.controller
    before = (len(c.deal.bids), c.deal.cards_played, dict(c.deal.announced))
    if wrong == "pass":
        click(qtbot, window.bidding_panel.pass_button)
    elif wrong == "nothing":
        click(qtbot, window.declaration_panel.nothing_button)
    else:
        play_card(qtbot, window, parse_card(wrong))
    qtbot.waitUntil(lambda: heard in window.announcer.last())
    assert (len(c.deal.bids), c.deal.cards_played, dict(c.deal.announced)) == before  # nothing was played
    refusal = panel(window).refusal
    assert refusal.isVisible() and words in refusal.text()
    if wrong == "pass":
        assert window.bidding_panel.isVisible() and c.asking == "bid"  # asked again, the panel back
    elif wrong == "nothing":
        assert window.declaration_panel.isVisible() and c.asking == "announce"
    else:
        assert c.asking == "play" and parse_card(wrong) in window.scene.human_cards()
        note = window.scene.refusal_note
        assert note.isVisible() and words in note.reason  # also by the card itself
        assert window.keyboard.chosen == driver(window).expected()  # the lesson's card is ringed again


def test_the_classic_lesson_played_by_mouse(qtbot) -> None:
    window = lesson_window(qtbot, "classic")
    window.start()
    click_help = window.learn_actions["classic"]
    click_help.trigger()  # Help > Learn to play > Classic belote
    d, c = driver(window), window.controller
    assert window.hint_action.isEnabled() is False
    seen = []
    for number, (key, shown, heard) in enumerate(CLASSIC_STEPS, 1):
        waiting = wait_for_step(qtbot, window)
        assert d.step is not None and d.step.key == key
        seen.append(key)
        assert panel(window).caption.text() == f"Lesson: step {number} of {len(CLASSIC.steps)}"
        # The lesson's panel takes the top of the table and tells the auction: the auction's panel stays hidden.
        assert not window.deal_panels.auction.isVisible()
        assert shown in panel(window).text.text()
        assert heard in window.announcer.last()
        if key in CLASSIC_WRONG:
            try_wrong(qtbot, window, *CLASSIC_WRONG[key])
        if waiting == "next":
            assert not window.hint_button.isVisible()
            assert window.dialogs.summary is None  # the lesson tells the count itself: no deal summary
            primary = panel(window).primary
            assert primary.text() == ("Finish" if number == len(CLASSIC_STEPS) else "Next")
            click(qtbot, primary)
        elif waiting == "bid":
            click(qtbot, window.bidding_panel.take_buttons[1])  # Take ♥
        elif waiting == "announce":
            click(qtbot, window.declaration_panel.announce_button)
        else:
            assert not window.hint_button.isVisible()  # the lesson shows the card: no hint
            expected = d.expected()
            assert isinstance(expected, int) and window.keyboard.chosen == expected  # ringed
            # The lesson waits for the player's card, the only legal one too (the last trick): none is played
            # for them by the setting auto_play, which is on.
            assert window.settings.auto_play and not window.auto_play.waiting
            play_card(qtbot, window, expected)
    assert seen == [step.key for step in CLASSIC.steps]
    qtbot.waitUntil(lambda: not window.lessons.active)
    # The lesson is over: a new match of the player's own, the hint back.
    assert c.match.seed != "lesson/classic" and c.human.gate is None and window.hint_action.isEnabled()
    assert not window.auto_play.held  # the player's only card is played for them again
    assert not window.deal_panels.auction.held_back  # and the auction shows from the next call
    assert window.statusBar().currentMessage() == "The lesson is over: a new match begins."


def test_the_coinche_lesson_played_by_keyboard_alone(qtbot) -> None:
    window = lesson_window(qtbot, "coinche")
    window.start()
    window.learn_actions["coinche"].trigger()
    d, c = driver(window), window.controller
    for number, (key, shown, heard) in enumerate(COINCHE_STEPS, 1):
        waiting = wait_for_step(qtbot, window)
        assert d.step is not None and d.step.key == key
        assert shown in panel(window).text.text() and heard in window.announcer.last()
        if key in COINCHE_WRONG:
            try_wrong(qtbot, window, *COINCHE_WRONG[key])
        focus = window.focusWidget()
        if waiting == "next":
            assert focus is panel(window).primary  # the reader lands on Next, and hears the step with it
            assert heard in focus.accessibleDescription()
            qtbot.keyClick(focus, Qt.Key.Key_Return)
        elif waiting == "bid":
            assert window.bidding_panel.suggested == Bid.contract(100, 1)  # set up: Enter bids it
            qtbot.keyClick(focus, Qt.Key.Key_Return)
        else:
            # The lesson's card ringed, and its slot in focus: the reader names the card to play.
            assert isinstance(focus, CardSlot) and focus.card == window.keyboard.chosen == d.expected()
            qtbot.keyClick(focus, Qt.Key.Key_Return)
        assert number <= len(COINCHE.steps)
    qtbot.waitUntil(lambda: not window.lessons.active)
    assert c.match.options.variant == "coinche" and not c.match.deals[0].bids  # a fresh match of the settings'


def test_the_contree_lesson_is_the_coinche_deal_without_declarations(qtbot) -> None:
    window = lesson_window(qtbot, "contree")
    window.start()
    window.learn_actions["contree"].trigger()
    d, c = driver(window), window.controller
    assert c.match.options.variant == "contree" and not c.match.options.declarations
    keys = []
    while (waiting := wait_for_step(qtbot, window)) != "end":
        assert d.step is not None
        keys.append(d.step.key)
        if waiting == "next":
            if d.step.key == "coinche.end":
                assert c.deal.phase == SCORED and c.deal.result is not None and c.deal.result.made
                assert window.bidding_panel.coinche_button.text() == "Contre"  # contrée's own words, in play
            click(qtbot, panel(window).primary)
        elif waiting == "bid":
            click(qtbot, window.bidding_panel.trump_buttons[1])
            click(qtbot, window.bidding_panel.bid_button)
        else:
            play_card(qtbot, window, d.expected())  # type: ignore[arg-type]
    assert keys == [step.key for step in COINCHE.steps]


def test_an_undo_in_the_lesson_goes_back_to_the_step_of_that_place(qtbot) -> None:
    window = lesson_window(qtbot, "classic")
    window.start()
    window.learn_actions["classic"].trigger()
    d, c = driver(window), window.controller
    while wait_for_step(qtbot, window) != "play" or d.step is None or d.step.key != "classic.must_trump":
        if d.step is not None and d.step.wait == "next":
            click(qtbot, panel(window).primary)
        elif c.asking == "bid":
            click(qtbot, window.bidding_panel.take_buttons[1])
        elif c.asking == "announce":
            click(qtbot, window.declaration_panel.announce_button)
        else:
            play_card(qtbot, window, d.expected())  # type: ignore[arg-type]
    window.undo_action.trigger()  # back before the 7♠ of the first trick
    assert wait_for_step(qtbot, window) == "play"
    assert d.step is not None and d.step.key == "classic.follow" and c.deal.cards_played == 3
    play_card(qtbot, window, d.expected())  # type: ignore[arg-type]
    assert wait_for_step(qtbot, window) == "next" and d.step.key == "classic.declared"  # shown again


def test_the_pass_of_the_auction_is_what_the_script_plays_for_the_others(qtbot) -> None:
    window = lesson_window(qtbot, "classic")
    window.start()
    window.learn_actions["classic"].trigger()
    c = window.controller
    assert wait_for_step(qtbot, window) == "next" and c.deal.bids == []  # the first step holds Left's pass
    click(qtbot, panel(window).primary)
    click(qtbot, panel(window).primary)
    assert wait_for_step(qtbot, window) == "bid"
    assert [bid for _seat, bid in c.deal.bids] == [PASS_BID] * 3

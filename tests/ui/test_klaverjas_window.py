"""Klaverjas in the game window (issue 38), offscreen, instant speed, real widgets: the player chooses trump with
"ik speel" / "ik pas" (in the player's language), the contract names the makers and trump, the trick shows its
roem, "Roem!" with ``auto_roem`` off, and a whole boompje of 16 deals is played and booked, the deal summary and
the score sheet saying made / nat / pit with the arithmetic."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from belote_desktop.engine.families.klaverjas.options import PRESETS as KLAVERJAS
from belote_desktop.engine.families.klaverjas.result import DEAL_POINTS
from belote_desktop.engine.tricks import POINTS
from belote_desktop.session.settings import GameSettings
from belote_desktop.ui.access import speech
from belote_desktop.ui.common.spoken import trump_words
from belote_desktop.ui.dialogs.deal_summary.dialog import DealSummaryDialog
from belote_desktop.ui.dialogs.score_sheet import KLAVERJAS_COLUMNS, NUMBER_ROLE, ScoreSheet
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.table.presenter import roem_text
from tests.ui.test_access import in_order
from tests.ui.test_game_window import click_card, human_items

pytest.importorskip("pytestqt")


def klaverjas_window(qtbot, options=KLAVERJAS["amsterdams"], seed: int = 4, human_is_bot: bool = False,
                     level: str = "easy", data_folder: Path | None = None, auto_continue: bool = True) -> MainWindow:
    settings = GameSettings(game="klaverjas", klaverjas=options, speed="instant", partner_level=level,
                            opponent_level=level, auto_play=False)
    window = MainWindow(settings, seed=seed, auto_continue=auto_continue, human_is_bot=human_is_bot,
                        data_folder=data_folder)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.start()
    return window


def test_a_whole_boompje_is_played_and_its_scores_shown(qtbot, tmp_path: Path) -> None:
    window = klaverjas_window(qtbot, human_is_bot=True, data_folder=tmp_path)
    c = window.controller
    assert window.keeper is not None
    stats = window.keeper.statistics
    # Until the match's end is told (after the table showed the last deal): then it is counted too.
    qtbot.waitUntil(lambda: c.match.is_over and any(n.matches_played for n in stats.counters.values()),
                    timeout=120000)
    match = c.match
    assert len(match.deals) == 16 and (match.winner is not None or match.drawn)
    us = c.human_seat & 1
    assert window.scene.score_panel.values == (match.totals[us], match.totals[us ^ 1])
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    names = window.presenter.names()
    sheet.refresh(match, names, c.human_seat)
    assert sheet.table.rowCount() == 16
    columns = KLAVERJAS_COLUMNS
    for row, deal in enumerate(match.deals):
        result = deal.result
        for team, points, roem in zip((us, us ^ 1), columns.points, columns.roem, strict=True):
            # Each team's points and roem (nat written where the makers' points stand), adding up to its score.
            written = [sheet.table.item(row, column).data(NUMBER_ROLE) for column in (points, roem)]
            assert sum(written) == result.scores()[team]
            nat = result.nat and team == result.makers
            assert sheet.table.item(row, points).text() == ("Nat" if nat else str(written[0]))
        word = sheet.table.item(row, columns.result).text()
        assert word.startswith("Made" if result.made else "Nat") and (", pit" in word) == (result.pit is not None)
        summary = DealSummaryDialog(match, row, names, c.human_seat)
        qtbot.addWidget(summary)
        assert not summary.review_button.isHidden()  # the review of a klaverjas deal: test_klaverjas_review_window.py
        outcome = summary.outcome_label.text()
        assert outcome.startswith("Made by" if result.made else "Nat:")
        makers = result.teams[result.makers]
        assert str(makers.counted) in outcome
        assert summary.value_text("roem", 0) == str(result.teams[0].roem)
        assert summary.value_text("score", 1) == str(result.teams[1].score)
        if result.nat:  # the defenders' 162 plus all roem, spelled out
            assert str(DEAL_POINTS) in summary.arithmetic_label.text()
    assert "Klaverjassen, 16 deals" in sheet.caption.text()
    # The sheet's graph and its text (issue 37) read a klaverjas match too: one line per deal, the totals last.
    text = sheet.sheet_text()
    lines = text.splitlines()
    assert sum(1 for line in lines if ("Made" in line or "Nat" in line)) == 16
    assert str(match.totals[us]) in lines[-1] or str(match.totals[us]) in text
    assert sheet.graph.accessibleDescription()
    # The statistics keep klaverjas apart from belote: its own row, every deal and pit counted.
    rows = stats.counters
    assert [key.variant for key in rows] == ["klaverjas"]
    counters = next(iter(rows.values()))
    assert counters.deals_played == 16 and counters.matches_played == 1
    assert counters.capots == sum(d.result.pit == us for d in match.deals)
    assert (counters.points_us, counters.points_them) == (match.totals[us], match.totals[us ^ 1])


def test_the_player_says_ik_speel_and_plays_a_deal_by_clicking(qtbot) -> None:
    window = klaverjas_window(qtbot, KLAVERJAS["utrechts"], seed=8)
    c = window.controller
    panel = window.bidding_panel
    shown: list = []
    c.roem_shown.connect(lambda winner, roem: shown.append((winner, roem)))
    qtbot.waitUntil(lambda: c.asking in ("bid", "play") and not window.scene.busy, timeout=20000)
    if c.asking == "bid":  # Utrechts: the voorhand must play (no "ik pas")
        assert panel.isVisible() and not panel.pass_button.isEnabled()
        assert panel.take_buttons[1].text() == "I play \u2665" and panel.pass_button.text() == "I &pass"
        assert panel.prompt_text() == "You must play: choose trump."
        qtbot.mouseClick(panel.take_buttons[1], Qt.MouseButton.LeftButton)
    deal = c.deal
    qtbot.waitUntil(lambda: deal.contract is not None, timeout=20000)
    caption, trump, _value, _mult, taker = window.scene.contract_panel.contract
    assert caption == "Trump, makers" and trump == deal.contract.trump
    assert taker == window.presenter.names()[deal.contract.taker]
    while not deal.is_over:
        qtbot.waitUntil(lambda: deal.is_over or (c.asking == "play" and not window.scene.busy), timeout=20000)
        if deal.is_over:
            break
        legal = set(deal.legal_cards())
        click_card(qtbot, window, next(i for i in human_items(window) if i.card in legal))
    expected = [(t.winner, r) for t, r in zip(deal.tricks, deal.roem, strict=True) if r.total]
    assert shown == expected
    if expected:
        winner, _roem = expected[-1]
        assert window.scene.announcement_bubble(winner).text in {roem_text(r) for _w, r in expected}


def test_a_refused_card_names_its_k5_rule_with_the_link(qtbot) -> None:
    window = klaverjas_window(qtbot, KLAVERJAS["rotterdams"], seed=2)
    c = window.controller
    for _ in range(40):
        qtbot.waitUntil(lambda: c.asking in ("bid", "play") and not window.scene.busy, timeout=20000)
        deal = c.deal
        if c.asking == "bid":
            c.human.bid(deal.legal_bids()[-1])
            continue
        illegal = [i for i in human_items(window) if not deal.legal >> i.card & 1]
        if illegal:
            click_card(qtbot, window, illegal[0])
            rule = deal.why_illegal(illegal[0].card)[0]
            assert rule.startswith("K5.") and window.refusals.rule == rule
            assert f"(rule {rule})" in window.statusBar().currentMessage()
            assert f'href="{rule}"' in window.rule_link.text()
            return
        c.human.play(deal.legal_cards()[0])
    raise AssertionError("the player never held a card they could not play")


def test_without_auto_roem_the_player_calls_roem_with_the_button(qtbot) -> None:
    window = klaverjas_window(qtbot, KLAVERJAS["amsterdams"].with_(auto_roem=False), seed=1)
    c = window.controller
    panel = window.roem_panel
    for _ in range(400):
        qtbot.waitUntil(lambda: c.asking in ("bid", "play", "gather") and not window.scene.busy, timeout=20000)
        deal = c.deal
        if c.asking == "bid":
            c.human.bid(deal.legal_bids()[-1])
            continue
        lying = deal.lying_trick
        if lying and deal.tricks[lying - 1].winner == c.human_seat:
            assert panel.isVisible() and panel.roem_button.isVisible()  # the button shows whatever the trick holds
            if deal.roem[lying - 1].total:
                qtbot.mouseClick(panel.roem_button, Qt.MouseButton.LeftButton)
                assert deal.claims[lying - 1] == c.human_seat
                assert not panel.roem_button.isVisible()
                return
        if c.asking == "gather":
            qtbot.mouseClick(panel.gather_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda d=deal: d.is_over)
            continue
        c.human.play(deal.legal_cards()[0])
    raise AssertionError("the player never won a trick with roem")


def test_a_klaverjas_deal_is_told_to_a_screen_reader(qtbot) -> None:
    """Every klaverjas event is said: "ik speel" / "ik pas", the contract, each card and trick, the roem of each
    trick as it is taken, and made or nat (with pit)."""
    window = klaverjas_window(qtbot, KLAVERJAS["amsterdams"], seed=6, human_is_bot=True)
    c = window.controller
    qtbot.waitUntil(lambda: len(c.match.history) >= 2 and not window.scene.busy, timeout=60000)
    heard = list(window.announcer.history)
    names = window.presenter.names()
    deal = c.match.deals[0]
    wanted = [speech.bid_sentence(seat, bid, names, c.human_seat, "klaverjas", False) for seat, bid in deal.bids]
    assert all(": I play " in s or s.endswith(": I pass.") for s in wanted)
    assert deal.contract is not None
    wanted.append(speech.contract_sentence(deal.contract, names, "klaverjas", False))
    for trick, roem in zip(deal.tricks, deal.roem, strict=True):
        wanted.append(speech.trick_sentence(trick.winner, sum(POINTS[deal.contract.trump][x] for x in trick.cards)
                                            + (10 if trick is deal.tricks[-1] else 0), names, c.human_seat, False))
        if roem.total:
            wanted.append(speech.roem_sentence(trick.winner, roem_text(roem), None, names))
    result = deal.result
    wanted.append(speech.klaverjas_result_words(result, speech.team_names(c.human_seat & 1)))
    assert in_order(wanted, heard) == []
    assert any("Roem" in s or "Stuk" in s for s in heard if " for " in s) == any(r.total for r in deal.roem)
    c.shutdown()


def test_every_table_question_answers_for_klaverjas(qtbot) -> None:
    """The keys that ask the table (issue 35) answer in a klaverjas deal: the calls in its words, no up-card,
    the proposed suit, the roem counted so far, and nat or made at the end."""
    window = klaverjas_window(qtbot, KLAVERJAS["amsterdams"].with_(trump_choice="gedraaid"), seed=3,
                              auto_continue=False)
    c = window.controller
    questions = window.table_keys.questions
    qtbot.waitUntil(lambda: c.asking in ("bid", "play") and not window.scene.busy, timeout=20000)
    deal = c.deal
    if c.asking == "bid":
        assert questions.contract().startswith("No trump chosen yet. The proposed suit: ")
        if deal.bids:
            assert "I pass" in questions.auction() or "I play" in questions.auction()
        c.human.bid(deal.legal_bids()[-1])
    assert questions.up_card() == "No card is turned up in this game: every player is dealt eight cards."
    roem_told = 0
    while not deal.is_over:
        qtbot.waitUntil(lambda: deal.is_over or (c.asking == "play" and not window.scene.busy), timeout=20000)
        for ask in (questions.trick, questions.contract, questions.score, questions.turn, questions.auction,
                    questions.last_trick, questions.hand):
            assert ask()
        if not deal.is_over:  # the trump and who plays it, not belote's "The contract is ..." (K4)
            trump = trump_words(deal.contract.trump)
            taker = window.presenter.names()[deal.contract.taker]
            assert questions.contract() == f"Trump: {trump}, played by {taker}."
        if deal.tricks and not deal.is_over:  # the last trick's answer says its roem, as the table said it (K6)
            last = len(deal.tricks) - 1
            roem = speech.roem_sentence(deal.tricks[last].winner, roem_text(deal.roem[last]), None,
                                        window.presenter.names())
            assert questions.last_trick().endswith(" " + roem) == bool(deal.roem[last].total)
            roem_told += bool(deal.roem[last].total)
        us = c.human_seat & 1
        if any(deal.roem_points) and deal.phase == "playing" and deal.tricks:
            assert f"Roem so far: you and your partner {deal.roem_points[us]}" in questions.score()
        if not deal.is_over:
            c.human.play(deal.legal_cards()[0])
    qtbot.waitUntil(lambda: not window.scene.busy)
    assert questions.contract().endswith(("made it.", "went nat.")) or "Pit for" in questions.contract()
    assert roem_told  # this deal has roem in a trick the player was asked about


def test_the_deal_tally_counts_each_teams_points_and_roem(qtbot) -> None:
    """The table's tally of the deal (issue 37) in klaverjas: card points, the last trick and the roem of each
    team, which together decide made or nat (K7), as the deal's result counts them."""
    window = klaverjas_window(qtbot, human_is_bot=True, auto_continue=False)
    c = window.controller
    seen_roem = False
    for _ in range(6):
        qtbot.waitUntil(lambda: window.dialogs.summary is not None, timeout=60000)
        result = c.match.deals[-1].result
        us = c.human_seat & 1
        expected = tuple(result.teams[team].card_points + result.teams[team].last_trick + result.teams[team].roem
                         for team in (us, us ^ 1))
        qtbot.waitUntil(lambda expected=expected: window.deal_panels.tally.points == expected)
        seen_roem = seen_roem or any(result.teams[team].roem for team in (0, 1))
        assert "points and roem" in window.deal_panels.tally_words()
        window.dialogs.summary.accept()
        if seen_roem:
            break
    assert seen_roem, "no deal with roem in six: choose another seed"
    c.shutdown()


def test_the_expert_plays_my_klaverjas_cards_side_by_side(qtbot) -> None:
    """Let the expert play my cards (issue 37) after a klaverjas deal: the same cards and dealer replayed in
    the worker with klaverjas's expert in the player's seat, its score set beside the player's."""
    from dataclasses import replace

    from belote_desktop.ui.dialogs.expert_comparison import ROW_RESULT, ExpertComparisonDialog

    window = klaverjas_window(qtbot, human_is_bot=True, auto_continue=False)
    c = window.controller
    c.levels = replace(c.levels, expert_seconds=0.05)
    qtbot.waitUntil(lambda: window.dialogs.summary is not None, timeout=60000)
    summary = window.dialogs.summary
    qtbot.waitUntil(summary.isVisible)
    mine = c.match.deal
    summary.expert_button.click()
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(ExpertComparisonDialog)))
    dialog = next(d for d in window.findChildren(ExpertComparisonDialog) if d.isVisible())
    qtbot.waitUntil(lambda: dialog.expert is not None, timeout=120000)
    expert = dialog.expert
    assert (list(expert.deck), expert.dealer) == (list(mine.deck), mine.dealer) and expert.is_over
    assert dialog.table.item(ROW_RESULT, 0).text() == "Result"
    us = c.human_seat & 1
    expert_score = expert.result.scores()[us] if expert.result is not None else 0
    assert dialog.summary.text().startswith(f"Your team scored {mine.result.scores()[us]} in this deal; with the "
                                            f"expert in your seat it would have scored {expert_score}.")
    dialog.reject()
    c.shutdown()


def test_the_hint_in_klaverjas_sets_up_a_call_then_rings_a_legal_card(qtbot) -> None:
    """The coach's hint (H) in a klaverjas deal: at the choice of trump it names a klaverjas call (ik speel
    in a suit, or ik pas), and in the play a legal card, ringed in the hand; Enter plays it; the match
    becomes assisted."""
    from PySide6.QtTest import QTest

    from belote_desktop.bots.coach import Advice
    from belote_desktop.engine import Bid

    window = klaverjas_window(qtbot, seed=5)
    c = window.controller
    hinted_call = hinted_card = False
    for _ in range(60):
        qtbot.waitUntil(lambda: c.asking in ("bid", "play") and not window.scene.busy, timeout=60000)
        asking = c.asking
        with qtbot.waitSignal(c.hinted, timeout=60000) as hinted:
            QTest.keyClick(window.view, Qt.Key.Key_H)
        advice: Advice = hinted.args[0]
        if asking == "bid":
            assert isinstance(advice.best, Bid) and advice.best in c.deal.legal_bids()
            hinted_call = True
            before = len(c.deal.bids)
            QTest.keyClick(window.view, Qt.Key.Key_Return)  # Enter makes the call the hint set up
            qtbot.waitUntil(lambda before=before: len(c.deal.bids) > before or c.asking != "bid")
        else:
            best = advice.best
            assert isinstance(best, int) and best in c.legal_cards() and window.keyboard.chosen == best
            played = c.deal.cards_played
            QTest.keyClick(window.view, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda played=played: c.deal.cards_played > played)
            assert not c.deal.hands[c.human_seat] >> best & 1  # the hinted card is the one played
            hinted_card = True
        if hinted_call and hinted_card:
            break
    assert hinted_call and hinted_card and c.match.assisted
    c.shutdown()


def test_without_auto_roem_the_gathering_of_the_last_trick_is_said_and_enter_gathers(qtbot) -> None:
    """The deal waits for the player who won the last trick (K6, auto roem off): a screen reader hears that it is
    their turn to gather, and Enter gathers it as the button says; before that, Enter plays the ringed card, also
    while a trick lies with its Roem! button."""
    window = klaverjas_window(qtbot, KLAVERJAS["amsterdams"].with_(auto_roem=False), seed=1)
    c = window.controller
    window.activateWindow()
    for _ in range(800):
        qtbot.waitUntil(lambda: c.asking in ("bid", "play", "gather") and not window.scene.busy, timeout=20000)
        deal = c.deal
        if c.asking == "bid":
            c.human.bid(deal.legal_bids()[-1])
        elif c.asking == "play":  # with Enter: while a trick lies (Roem! shown), Enter stays the card ring's
            played = len(deal.actions)
            qtbot.keyClick(window.view, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda d=deal, n=played: len(d.actions) > n)
        else:
            assert list(window.announcer.history)[-1] == speech.turn_to_gather(False)
            assert speech.turn_to_gather(False) == ("You won the last trick. Gather it with Enter, or call its roem "
                                                    "first with R.")
            qtbot.keyClick(window.view, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda d=deal: d.is_over)
            assert not window.roem_panel.isVisible()
            c.shutdown()
            return
    raise AssertionError("the player never won the last trick")



@pytest.mark.parametrize("preset", ["amsterdams", "utrechts"])
def test_the_call_is_asked_and_answered_in_klaverjas_words(qtbot, preset: str) -> None:
    """K4's calls are "ik speel" / "ik pas", not bids: the turn said to a screen reader and the table's answers
    (whose turn, the calls so far, the trump) speak of choosing trump; in Utrechts the player must play."""
    for seed in range(20):
        window = klaverjas_window(qtbot, KLAVERJAS[preset], seed=seed, auto_continue=False)
        c = window.controller
        qtbot.waitUntil(lambda c=c, w=window: c.asking in ("bid", "play") and not w.scene.busy, timeout=20000)
        if c.asking == "bid":
            break
        c.shutdown()
    assert c.asking == "bid"
    forced = preset == "utrechts"
    said = speech.turn_to_choose_trump(forced, False)
    assert said == ("Your turn: you must play, choose trump." if forced
                    else "Your turn to choose trump: play or pass.")
    assert list(window.announcer.history)[-1] == said
    questions = window.table_keys.questions
    assert questions.turn() == said
    assert questions.contract() == "No trump chosen yet."
    auction = questions.auction()
    assert auction.startswith("Calls: ") if c.deal.bids else auction == "No calls yet: you speak first."
    c.human.bid(c.deal.legal_bids()[-1])
    qtbot.waitUntil(lambda: c.asking != "bid" or c.deal.phase != "bidding")
    if c.deal.phase == "bidding":  # a bot's turn now
        assert questions.turn().endswith(" plays or passes next.")
    c.shutdown()

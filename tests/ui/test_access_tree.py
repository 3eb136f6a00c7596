"""The accessibility tree holds the table (issue 35, D7 to D10), walked through Qt's accessibility interfaces
on the real window as a screen reader walks it: every object the keyboard can reach has a name (a combo box,
whose own name is its value, has a label tied to it), in bidding, in play and with each dialog open; the
turned-up card and each seat's bid are in the tree; all four cards of a trick are, until it is gathered."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication, QWidget

from belote_desktop.engine.deal import seat_order
from belote_desktop.ui.common.spoken import bid_words, card_name
from belote_desktop.ui.main_window import MainWindow
from tests.ui.test_game_window import (
    bid_by_clicking,
    make_window,
    play_by_clicking,
    play_to_summary,
    wait_for_human_or_end,
)
from tests.ui.test_window_features import reach_play

pytest.importorskip("pytestqt")


def unnamed_focusable(root: QWidget) -> list[str]:
    """The objects under ``root`` a keyboard can reach that a reader could not name: (role, what they are)."""
    out: list[str] = []

    def walk(iface: QAccessibleInterface, depth: int) -> None:
        state = iface.state()
        if state.invisible or depth > 40:
            return
        role = iface.role()
        name = iface.text(QAccessible.Text.Name).strip()
        labelled = bool(iface.relations(QAccessible.Relation.Label))
        if state.focusable and role != QAccessible.Role.Cell:  # a blank cell is read as blank: nothing to name
            if role == QAccessible.Role.ComboBox:
                # On Linux a combo box's name is its value ("701"): what it holds comes only from a label tied to
                # it (Orca says "Points to reach editable combo box. 701.").
                if not labelled:
                    out.append(f"{role.name} {name!r} of {type(iface.object()).__name__}")
            elif not name and not labelled:
                out.append(f"{role.name} of {type(iface.object()).__name__} {iface.object().objectName()!r}")
        for i in range(iface.childCount()):
            child = iface.child(i)
            if child is not None:
                walk(child, depth + 1)

    top = QAccessible.queryAccessibleInterface(root)
    assert top is not None
    walk(top, 0)
    return out


def every_window_named(qtbot) -> None:
    """Every window on the screen, walked: none has an unnamed object the keyboard reaches."""
    qtbot.wait(10)  # a dialog just opened lays itself out
    windows = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
    assert windows
    problems = {w.windowTitle() or type(w).__name__: unnamed_focusable(w) for w in windows}
    assert not any(problems.values()), problems


def open_and_walk(qtbot, window: MainWindow, open_it, find) -> None:
    open_it()
    qtbot.waitUntil(lambda: find() is not None and find().isVisible())
    every_window_named(qtbot)
    dialog = find()
    dialog.close()
    qtbot.waitUntil(lambda: find() is None or not find().isVisible())


@pytest.mark.parametrize("variant", ["classic", "coinche"])
def test_no_focusable_object_is_unnamed_in_bidding_and_play(qtbot, variant: str) -> None:
    window = make_window(qtbot, variant, target=1001, seed=3)
    wait_for_human_or_end(qtbot, window)
    assert window.controller.asking == "bid"
    every_window_named(qtbot)  # the bidding panel's value box among them
    reach_play(qtbot, window, tricks=1)
    every_window_named(qtbot)
    window.rules_action.trigger()  # the rules help docked beside the table: its list and its text
    qtbot.waitUntil(lambda: window.rules_panel.isVisible())
    assert not unnamed_focusable(window.rules_panel)
    every_window_named(qtbot)
    window.rules_action.trigger()
    window.controller.shutdown()


def open_dialog(qtbot, window: MainWindow, which: str) -> QWidget:
    """Open the dialog ``which`` over a deal in play (or its summary, its review, the statistics after it)."""
    d = window.dialogs
    reach_play(qtbot, window, tricks=1)
    simple = {"last_trick": (window.last_trick_action.trigger, lambda: d.last_trick),
              "score_sheet": (window.sheet_action.trigger, lambda: d.score_sheet),
              "settings": (d.show_settings, lambda: d.settings_dialog),
              "shortcuts": (d.show_shortcuts, lambda: d.shortcuts_dialog)}
    if which in simple:
        open_it, find = simple[which]
        open_it()
        qtbot.waitUntil(lambda: find() is not None and find().isVisible())
        return find()
    play_to_summary(qtbot, window)
    summary = d.summary
    assert summary is not None
    if which == "summary":
        return summary
    if which == "review":
        from belote_desktop.ui.dialogs.review import ReviewDialog

        summary.review_button.click()
        qtbot.waitUntil(lambda: any(w.isVisible() for w in summary.findChildren(ReviewDialog)))
        return next(w for w in summary.findChildren(ReviewDialog) if w.isVisible())
    summary.continue_button.click()
    wait_for_human_or_end(qtbot, window)
    d.show_statistics()
    qtbot.waitUntil(lambda: d.statistics_dialog is not None and d.statistics_dialog.isVisible())
    return d.statistics_dialog


@pytest.mark.parametrize("which", ["last_trick", "score_sheet", "settings", "shortcuts", "summary", "review",
                                   "statistics"])
def test_no_focusable_object_is_unnamed_in_a_dialog(qtbot, tmp_path: Path, which: str) -> None:
    window = make_window(qtbot, "coinche", target=1001, seed=3, data_folder=tmp_path)
    dialog = open_dialog(qtbot, window, which)
    qtbot.wait(10)  # laid out
    assert not unnamed_focusable(dialog)
    window.controller.shutdown()


def test_no_focusable_object_is_unnamed_when_the_match_is_over(qtbot) -> None:
    window = make_window(qtbot, "coinche", target=100, seed=3)
    window.auto_continue = False
    c = window.controller
    for _ in range(2000):
        qtbot.waitUntil(lambda: d_summary(window) is not None or c.match.is_over
                        or (c.asking in ("bid", "play") and not window.scene.busy), timeout=20000)
        if c.match.is_over:
            break
        if d_summary(window) is not None:
            d_summary(window).continue_button.click()
        elif c.asking == "bid":
            bid_by_clicking(qtbot, window)
        else:
            play_by_clicking(qtbot, window)
    qtbot.waitUntil(lambda: d_summary(window) is not None and d_summary(window).match_over is not None)
    assert not unnamed_focusable(d_summary(window))
    c.shutdown()


def d_summary(window: MainWindow):
    return window.dialogs.summary


# ---------------------------------------------------------------------- D7: the up-card and the bids
def spot_names(window: MainWindow) -> list[str]:
    window.table_access.refresh()
    out: list[str] = []

    def walk(iface: QAccessibleInterface) -> None:
        if iface.state().invisible:
            return
        if iface.role() == QAccessible.Role.StaticText:
            out.append(iface.text(QAccessible.Text.Name))
        for i in range(iface.childCount()):
            child = iface.child(i)
            if child is not None:
                walk(child)

    walk(QAccessible.queryAccessibleInterface(window))
    return out


def test_the_tree_holds_the_turned_up_card_and_each_seats_bid(qtbot) -> None:
    window = make_window(qtbot, "classic", target=1001, seed=7)
    c = window.controller
    wait_for_human_or_end(qtbot, window)
    deal = c.match.deal
    assert c.asking == "bid" and deal.bids, "a seed where others bid before the player"
    texts = spot_names(window)
    assert f"Turned-up card: {card_name(deal.up_card)}" in texts
    names = window.presenter.names()
    for seat, bid in deal.bids:
        spot = next(t for t in texts if t.startswith(f"{names[seat]}: cards in hand"))
        assert spot.endswith(f"bid: {bid_words(bid, 'classic')}"), spot
    silent = [s for s in range(4) if s not in dict(deal.bids)]
    for seat in silent:
        assert "bid:" not in next(t for t in texts if t.startswith(f"{names[seat]}: cards in hand"))
    # Once the contract is made the bubbles go, the up-card to the taker: so do their words.
    reach_play(qtbot, window)
    texts = spot_names(window)
    assert not any(t.startswith("Turned-up card") for t in texts)
    assert not any("bid:" in t for t in texts)
    c.shutdown()


def test_the_highest_bid_and_every_bid_in_coinche(qtbot) -> None:
    window = make_window(qtbot, "coinche", target=1001, seed=5)
    wait_for_human_or_end(qtbot, window)
    deal = window.controller.match.deal
    assert deal.bids
    texts = spot_names(window)
    names = window.presenter.names()
    last = dict(deal.bids)
    for seat, bid in last.items():
        assert any(t.startswith(f"{names[seat]}: ") and t.endswith(f"bid: {bid_words(bid, 'coinche')}")
                   for t in texts), (seat, texts)
    assert not any(t.startswith("Turned-up card") for t in texts)  # none in coinche
    window.controller.shutdown()


# ---------------------------------------------------------------------- D8: all four cards of a trick
@pytest.mark.parametrize("variant", ["classic", "coinche"])
def test_the_trick_in_the_tree_holds_all_four_cards_until_it_is_gathered(qtbot, variant: str) -> None:
    window = make_window(qtbot, variant, target=1001, seed=4)
    seen: list[str] = []
    window.announcer.spoken.connect(lambda _text: seen.append(window.table_access.trick.accessibleName()))
    play_to_summary(qtbot, window)
    deal = window.controller.match.deal
    names = window.presenter.names()
    clockwise = window.controller.match.options.direction == "clockwise"
    for trick in deal.tricks:
        seats = seat_order(trick.leader, clockwise)
        four = ", ".join(f"{names[s]}: {card_name(c)}" for s, c in zip(seats, trick.cards, strict=True))
        assert f"Cards on the table: {four}" in seen, four
    assert "Cards on the table: none" in seen
    window.controller.shutdown()


def test_the_view_and_its_viewport_are_both_named(qtbot) -> None:
    window = make_window(qtbot, "classic", target=1001, seed=3)
    view = QAccessible.queryAccessibleInterface(window.view)
    viewport = QAccessible.queryAccessibleInterface(window.view.viewport())
    assert view.text(QAccessible.Text.Name) == viewport.text(QAccessible.Text.Name) == "Card table"
    window.controller.shutdown()


def test_the_bid_value_box_is_labelled(qtbot) -> None:
    window = make_window(qtbot, "coinche", target=1001, seed=3)
    wait_for_human_or_end(qtbot, window)
    box = QAccessible.queryAccessibleInterface(window.bidding_panel.value_box)
    labels = [iface.text(QAccessible.Text.Name) for iface, _ in box.relations(QAccessible.Relation.Label)]
    assert labels == ["Your bid:"]
    window.controller.shutdown()


def test_the_settings_end_of_match_fields_are_named(qtbot) -> None:
    window = make_window(qtbot, "coinche", target=1001, seed=3)
    window.dialogs.show_settings()
    dialog = window.dialogs.settings_dialog
    qtbot.waitUntil(lambda: dialog.isVisible())
    line = QAccessible.queryAccessibleInterface(dialog.target_combo.lineEdit())
    spin = QAccessible.queryAccessibleInterface(dialog.deals_spin)
    combo = QAccessible.queryAccessibleInterface(dialog.target_combo)
    assert [i.text(QAccessible.Text.Name) for i, _ in combo.relations(QAccessible.Relation.Label)] == [
        "Points to reach"]
    assert line.text(QAccessible.Text.Name) == "Points to reach"
    assert spin.text(QAccessible.Text.Name) == "Number of deals"
    dialog.close()
    window.controller.shutdown()


def test_the_keys_of_the_table_do_not_take_the_rules_lists_letters(qtbot) -> None:
    """A letter typed in the rules help's topic list finds a topic: the table's keys act on the table only."""
    window = make_window(qtbot, "classic", target=1001, seed=3)
    wait_for_human_or_end(qtbot, window)
    window.rules_action.trigger()
    contents = window.rules_panel.contents
    qtbot.waitUntil(lambda: contents.isVisible())
    contents.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is contents)
    said: list[str] = []
    window.announcer.spoken.connect(said.append)
    from PySide6.QtTest import QTest

    QTest.keyClick(contents, Qt.Key.Key_W)
    QTest.keyClick(contents, Qt.Key.Key_O)
    qtbot.wait(50)
    assert not said
    window.controller.shutdown()

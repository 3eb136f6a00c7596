"""Nothing lost: the match saved and resumed, damaged files kept aside, statistics, exported records."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from belote_desktop.engine import cards_of
from belote_desktop.engine.record import to_record
from belote_desktop.storage import SAVE_NAME, STATISTICS_NAME
from belote_desktop.ui.main_window import MainWindow
from tests.ui.test_game_window import make_window, play_by_clicking, play_match, wait_for_human_or_end
from tests.ui.test_window_features import reach_play


def open_window(qtbot, folder: Path, seed: int = 7, target: int = 1001, variant: str = "classic") -> MainWindow:
    return make_window(qtbot, variant, target, seed=seed, data_folder=folder)


def test_close_and_start_again_resumes_the_same_match(qtbot, tmp_path: Path) -> None:
    first = open_window(qtbot, tmp_path)
    reach_play(qtbot, first, tricks=2)
    play_by_clicking(qtbot, first)
    wait_for_human_or_end(qtbot, first)
    before = to_record(first.controller.match)
    first.close()  # saved on quit
    assert (tmp_path / SAVE_NAME).is_file()

    second = open_window(qtbot, tmp_path, seed=123)  # another seed: the save wins
    c = second.controller
    assert to_record(c.match) == before  # the same hands, history and scores
    deal = c.match.deal
    assert sorted(second.scene.human_cards()) == sorted(cards_of(deal.hands[c.human_seat]))
    assert "resumed" in second.match_label.text()  # in view for as long as the match lasts
    assert "resumed" in second.scene.message.text  # and said on the table
    wait_for_human_or_end(qtbot, second)
    played = deal.cards_played
    play_by_clicking(qtbot, second)
    qtbot.waitUntil(lambda: deal.cards_played > played)
    second.close()


def test_the_match_is_saved_after_every_trick(qtbot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    reach_play(qtbot, window, tricks=1)
    saved = json.loads((tmp_path / SAVE_NAME).read_text(encoding="utf-8"))
    plays = [a for a in saved["deals"][-1]["actions"] if "play" in a]
    assert len(plays) >= 4 and len(plays) >= 4 * len(window.controller.match.deal.tricks)
    window.controller.shutdown()


BAD_FILES = {
    "empty": b"",
    "truncated": b'{"format": "belote-desktop game record", "version": 1, "deals": [',
    "random bytes": bytes(range(256)) * 4,
    "wrong version": None,  # filled from a real record
    "illegal card": None,
    "wrong types": None,
}


def bad_save(kind: str, good: dict) -> bytes:
    if BAD_FILES[kind] is not None:
        return BAD_FILES[kind]
    data = json.loads(json.dumps(good))
    if kind == "wrong version":
        data["version"] = 99
    elif kind == "illegal card":
        plays = [a for a in data["deals"][0]["actions"] if "play" in a]
        first, second = plays[0], plays[1]
        second["play"] = first["play"]  # the same card twice: not in the second player's hand
    else:
        data["deals"] = "all of them"
    return json.dumps(data).encode()


@pytest.mark.parametrize("kind", list(BAD_FILES))
def test_a_damaged_save_is_kept_aside_with_a_message_and_a_fresh_match_starts(qtbot, tmp_path: Path,
                                                                              kind: str) -> None:
    maker = open_window(qtbot, tmp_path / "good")
    reach_play(qtbot, maker, tricks=1)
    good = to_record(maker.controller.match)
    maker.controller.shutdown()
    content = bad_save(kind, good)
    (tmp_path / SAVE_NAME).write_bytes(content)

    window = open_window(qtbot, tmp_path)
    notice = window.dialogs.notice
    assert isinstance(notice, QMessageBox) and notice.isVisible()
    assert "saved match could not be used" in notice.text()
    kept = [p for p in tmp_path.iterdir() if p.name.startswith(SAVE_NAME + ".bad-")]
    assert len(kept) == 1 and kept[0].read_bytes() == content  # nothing lost, nothing overwritten
    assert str(kept[0]) in notice.text()
    c = window.controller
    assert len(c.match.deals) == 1 and c.match.totals == [0, 0]  # a fresh match
    wait_for_human_or_end(qtbot, window)
    assert json.loads((tmp_path / SAVE_NAME).read_text(encoding="utf-8"))["deals"]  # and it is saved again
    window.controller.shutdown()


def test_damaged_statistics_are_kept_aside_and_start_from_zero(qtbot, tmp_path: Path) -> None:
    (tmp_path / STATISTICS_NAME).write_text('{"format": "belote-desktop statistics", "version": 1, "entr',
                                            encoding="utf-8")
    window = open_window(qtbot, tmp_path)
    assert window.dialogs.notice is not None and "statistics could not be read" in window.dialogs.notice.text()
    assert any(p.name.startswith(STATISTICS_NAME + ".bad-") for p in tmp_path.iterdir())
    assert window.keeper.statistics.rows() == []
    window.controller.shutdown()


def test_statistics_count_a_whole_match_and_survive_a_restart(qtbot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, target=300)
    play_match(qtbot, window)
    match = window.controller.match
    rows = window.keeper.statistics.rows()
    assert len(rows) == 1
    key, counts = rows[0]
    assert key.variant == "classic" and counts.matches_played == 1
    assert counts.matches_won == (match.winner == window.controller.human_seat & 1)
    assert counts.deals_played == match.deals_played
    assert counts.points_us == match.totals[0] and counts.points_them == match.totals[1]
    assert not (tmp_path / SAVE_NAME).exists()  # a finished match is not offered again
    window.close()
    again = open_window(qtbot, tmp_path, seed=9)
    assert again.keeper.statistics.rows() == rows
    again.statistics_action.trigger()
    assert again.dialogs.statistics_dialog.isVisible()
    again.controller.shutdown()


def test_export_then_open_the_record_in_the_viewer(qtbot, tmp_path: Path, monkeypatch) -> None:
    from PySide6.QtWidgets import QFileDialog

    window = open_window(qtbot, tmp_path)
    reach_play(qtbot, window, tricks=2)
    target = tmp_path / "exported.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.export_action.trigger()
    assert json.loads(target.read_text(encoding="utf-8")) == to_record(window.controller.match)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(target), ""))
    window.open_action.trigger()
    viewer = window.dialogs.viewers[-1]
    assert viewer.isVisible() and viewer.position == 0
    viewer.end_action.trigger()
    assert to_record(viewer.controller.match) == to_record(window.controller.match)
    viewer.close()
    window.controller.shutdown()


def test_a_bad_record_is_refused_with_a_message_and_left_untouched(qtbot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path)
    bad = tmp_path / "broken.json"
    bad.write_text("{ not a record", encoding="utf-8")
    assert window.dialogs.open_record(bad) is None
    assert window.dialogs.notice is not None and "cannot be shown" in window.dialogs.notice.text()
    assert bad.read_text(encoding="utf-8") == "{ not a record"
    window.controller.shutdown()

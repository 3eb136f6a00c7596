"""Stepping through what was said (issue 35, ``ui.access.recall``): back and forward over the last sentences,
the place kept while news comes, unless the player is on the newest; what it says itself is not kept."""

from __future__ import annotations

import pytest

from belote_desktop.ui.access.recall import KEPT, Recall

pytest.importorskip("pytestqt")


def recall_with(said: list[str]) -> Recall:
    recall = Recall(lambda text: (said.append(text), recall.heard(text)))  # the announcer echoes what it says
    return recall


def test_back_and_forward(qtbot) -> None:
    said: list[str] = []
    recall = recall_with(said)
    recall.back()
    assert said[-1] == "Nothing has been said yet."
    for text in ("a", "b", "c"):
        recall.heard(text)
    recall.back()
    recall.back()
    assert said[-2:] == ["c", "b"]
    recall.heard("d")  # news while the player is back at "b": the place stays
    recall.back()
    assert said[-1] == "a"
    recall.back()
    assert said[-1] == "No earlier sentence."
    for _ in range(4):
        recall.forward()
    assert said[-4:] == ["b", "c", "d", "No later sentence."]
    assert recall.sentences == ["a", "b", "c", "d"]  # nothing it said was kept


def test_news_comes_first_to_a_player_on_the_newest(qtbot) -> None:
    said: list[str] = []
    recall = recall_with(said)
    for text in ("a", "b"):
        recall.heard(text)
    recall.back()
    assert said[-1] == "b"
    recall.heard("c")
    recall.back()
    assert said[-1] == "c"


def test_only_the_last_sentences_are_kept(qtbot) -> None:
    said: list[str] = []
    recall = recall_with(said)
    for number in range(KEPT + 10):
        recall.heard(str(number))
    assert recall.sentences == [str(n) for n in range(10, KEPT + 10)]
    for _ in range(KEPT):
        recall.back()
    assert said[-1] == "10"
    recall.back()
    assert said[-1] == "No earlier sentence."

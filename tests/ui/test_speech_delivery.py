"""How the game's sentences reach a screen reader (issue 35): one way each, never two.

Orca 43.1 (Debian 12) speaks a notification shown in the status bar but not an announcement event; a
newer Orca speaks both, so a sentence sent both ways would be heard twice. These tests watch Qt's
door for announcements and the notices themselves: with the setting on, the notices carry every
sentence and no announcement is sent; with it off, the other way round; on "auto", the AT-SPI
registry's answer decides, and sentences said before it wait for it, in order.
"""

from __future__ import annotations

import threading
from dataclasses import replace

import pytest
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QMainWindow, QWidget

from belote_desktop.engine import PRESETS
from belote_desktop.session.settings import GameSettings
from belote_desktop.ui.access import announcer as announcer_module
from belote_desktop.ui.access import notices as notices_module
from belote_desktop.ui.access.announcer import Announcer
from belote_desktop.ui.access.notices import KEEP, Notice
from belote_desktop.ui.access.readers import ReaderCheck
from belote_desktop.ui.main_window import MainWindow
from tests.ui.test_game_window import play_to_summary


class Door:
    """What went out through Qt's door for announcements, and through the notices."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.announced: list[str] = []
        self.noticed: list[tuple[int, str]] = []  # (which notice, the sentence)
        monkeypatch.setattr(announcer_module, "accessibility_active", lambda: True)
        monkeypatch.setattr(announcer_module, "send_event", self._send)
        real_say = Notice.say

        def say(notice: Notice) -> None:
            self.noticed.append((id(notice), notice.sentence))
            real_say(notice)

        monkeypatch.setattr(Notice, "say", say)

    def _send(self, event: object) -> None:
        if isinstance(event, QAccessibleAnnouncementEvent):
            self.announced.append(event.message())

    @property
    def notice_texts(self) -> list[str]:
        return [text for _notice, text in self.noticed]


class Answer:
    """A registry that answers when told to (``give``), from the worker thread as the real one does."""

    def __init__(self) -> None:
        self.value = False
        self._go = threading.Event()

    def give(self, value: bool) -> None:
        self.value = value
        self._go.set()

    def __call__(self) -> bool:
        self._go.wait(10)
        return self.value


@pytest.fixture(autouse=True)
def _let_windows_go():
    yield
    WINDOWS.clear()


def table(qtbot) -> QMainWindow:
    window = QMainWindow()
    window.setCentralWidget(QWidget())
    window.statusBar()  # made before the window is shown, as the game's windows do: shown with it
    qtbot.addWidget(window)
    window.show()
    return window


WINDOWS: list[QMainWindow] = []  # kept until the test ends (qtbot closes them): the announcer lives in one


def announcer_for(qtbot, mode: str, answer: Answer | None = None) -> tuple[Announcer, ReaderCheck]:
    window = table(qtbot)
    WINDOWS.append(window)
    if answer is None:
        answer = Answer()
        answer.give(False)
    check = ReaderCheck(ask=answer, parent=window)
    announcer = Announcer(window.centralWidget(), window.statusBar(), window, readers=check)
    announcer.set_older_readers(mode)
    return announcer, check


def test_with_speech_for_older_readers_on_each_sentence_is_a_notice_and_no_announcement(qtbot, monkeypatch) -> None:
    door = Door(monkeypatch)
    announcer, _check = announcer_for(qtbot, "on")
    for text in ("Left bids 100 hearts.", "Partner passes.", "Right bids 110 hearts.", "Your turn to bid."):
        announcer.say(text)
    assert door.notice_texts == ["Left bids 100 hearts.", "Partner passes.", "Right bids 110 hearts.",
                                 "Your turn to bid."]
    assert door.announced == []
    # Each sentence its own notice: the reader reads a notice's name when it gets to it, not when it was sent.
    assert len({notice for notice, _text in door.noticed}) == 4


def test_with_it_off_each_sentence_is_an_announcement_and_no_notice(qtbot, monkeypatch) -> None:
    door = Door(monkeypatch)
    announcer, _check = announcer_for(qtbot, "off")
    announcer.say("Left plays the ace of spades.")
    announcer.say("The eight of hearts cannot be played: You must follow suit.", urgent=True)
    assert door.announced == ["Left plays the ace of spades.",
                              "The eight of hearts cannot be played: You must follow suit."]
    assert door.noticed == []


def test_a_notice_is_a_notification_in_the_status_bar_named_by_its_sentence(qtbot, monkeypatch) -> None:
    # Orca 43.1 speaks an object of role Notification when it is shown; inside a status bar it says just
    # the text (outside one it adds the word "notification").
    Door(monkeypatch)
    announcer, _check = announcer_for(qtbot, "on")
    announcer.say("Partner plays the king of diamonds. Belote!")
    assert announcer.notices is not None
    shown = [n for n in announcer.notices.notices if n.isVisible()]
    assert len(shown) == 1
    face = QAccessible.queryAccessibleInterface(shown[0])
    assert face is not None
    assert face.role() == QAccessible.Role.Notification
    assert face.text(QAccessible.Text.Name) == "Partner plays the king of diamonds. Belote!"
    assert face.parent().role() == QAccessible.Role.StatusBar
    assert not any(n.isVisible() for n in announcer.notices.bar.findChildren(Notice) if n is not shown[0])


def test_many_sentences_at_once_each_get_a_new_notice_and_old_ones_leave_the_tree(qtbot, monkeypatch) -> None:
    # Never a renamed notice: a reader reads the name when it reaches the event, and a client that does not
    # follow name changes keeps the first name it read of an object.
    door = Door(monkeypatch)
    monkeypatch.setattr(notices_module, "LIFETIME_MS", 300)
    announcer, _check = announcer_for(qtbot, "on")
    assert announcer.notices is not None
    bar = announcer.notices.bar
    sentences = [f"Sentence {n}." for n in range(KEEP + 5)]
    for text in sentences:
        announcer.say(text)
    assert door.notice_texts == sentences
    assert len({notice for notice, _text in door.noticed}) == len(sentences)
    assert door.announced == []
    qtbot.waitUntil(lambda: len(bar.findChildren(Notice)) == KEEP, timeout=5000)
    assert [n.sentence for n in bar.findChildren(Notice)] == sentences[-KEEP:]
    qtbot.waitUntil(lambda: bar.findChildren(Notice) == [], timeout=5000)  # and none stays beyond its lifetime


@pytest.mark.parametrize(("older", "notices"), [(True, True), (False, False)])
def test_automatic_waits_for_the_registrys_answer_then_sends_one_way(qtbot, monkeypatch, older: bool,
                                                                       notices: bool) -> None:
    door = Door(monkeypatch)
    answer = Answer()
    announcer, check = announcer_for(qtbot, "auto", answer)
    assert check.answer is None
    announcer.say("Deal 1, dealt by Left.")
    announcer.say("Left passes.")
    assert door.announced == [] and door.noticed == []  # held: not lost, not sent the wrong way
    answer.give(older)
    qtbot.waitUntil(lambda: check.answer is not None, timeout=5000)
    announcer.say("Partner passes.")
    heard = ["Deal 1, dealt by Left.", "Left passes.", "Partner passes."]
    assert (door.notice_texts, door.announced) == ((heard, []) if notices else ([], heard))


def test_automatic_asks_again_while_sentences_flow(qtbot, monkeypatch) -> None:
    # A reader started after the game is found: the registry is asked again every few seconds of speech.
    door = Door(monkeypatch)
    answer = Answer()
    announcer, check = announcer_for(qtbot, "auto", answer)
    answer.give(False)
    qtbot.waitUntil(lambda: check.answer is False, timeout=5000)
    announcer.say("Left passes.")
    assert door.announced == ["Left passes."]
    answer.value = True  # an older reader starts
    check.asked_at -= announcer_module.ASK_AGAIN_S + 1
    announcer.say("Partner passes.")
    qtbot.waitUntil(lambda: check.answer is True, timeout=5000)
    announcer.say("Right passes.")
    assert door.announced == ["Left passes.", "Partner passes."]
    assert door.notice_texts == ["Right passes."]


def test_an_unknown_setting_is_refused(qtbot) -> None:
    announcer, _check = announcer_for(qtbot, "auto")
    with pytest.raises(ValueError, match="older readers"):
        announcer.set_older_readers("both")


@pytest.mark.parametrize("older", ["on", "off"])
def test_a_whole_deal_reaches_the_reader_one_way_only(qtbot, monkeypatch, older: str) -> None:
    door = Door(monkeypatch)
    settings = GameSettings(options=replace(PRESETS["coinche"], target=3000), speed="instant",
                            partner_level="easy", opponent_level="easy", older_reader_speech=older)
    window = MainWindow(settings, seed=5, auto_continue=True)
    qtbot.addWidget(window)
    window.show()
    window.start()
    play_to_summary(qtbot, window)
    qtbot.waitUntil(lambda: not window.scene.busy)
    heard = list(window.announcer.history)
    assert any(" plays the " in s for s in heard) and any(s.startswith("The contract is ") for s in heard)
    if older == "on":
        assert door.notice_texts == heard
        assert door.announced == []
    else:
        assert door.announced == heard
        assert door.noticed == []
    window.controller.shutdown()


def test_the_setting_applies_at_once(qtbot, monkeypatch) -> None:
    door = Door(monkeypatch)
    settings = GameSettings(options=replace(PRESETS["classic"], target=3000), speed="instant",
                            partner_level="easy", opponent_level="easy", older_reader_speech="off")
    window = MainWindow(settings, seed=5, auto_continue=True)
    qtbot.addWidget(window)
    window.show()
    window.apply_settings(settings.with_(older_reader_speech="on"))
    window.announcer.say("Left passes.")
    assert door.notice_texts == ["Left passes."] and door.announced == []
    window.apply_settings(settings)
    window.announcer.say("Partner passes.")
    assert door.announced == ["Partner passes."]
    window.controller.shutdown()

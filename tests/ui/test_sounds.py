"""The table's sounds through the real window (issue 37): a recorder stands in for the system's player
(``TableSounds.player``) and hears what the player would hear, when they would hear it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from belote_desktop.session.settings_store import load_settings
from belote_desktop.ui.dialogs.settings import SettingsDialog
from belote_desktop.ui.main_window import MainWindow
from belote_desktop.ui.sound.files import CARD, FAILED, MADE, TRICK, TURN
from belote_desktop.ui.sound.players import SilentPlayer
from tests.ui.test_game_window import bid_by_clicking, make_window, play_by_clicking, wait_for_human_or_end
from tests.ui.test_window_features import reach_play

pytest.importorskip("pytestqt")


class Recorder:
    """A sound player that plays nothing and keeps what it was asked, with what the table showed then."""

    available = True

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.played: list[tuple[str, int, int, int]] = []  # cue, volume, cards played, tricks gathered
        self.stopped = False

    def play(self, cue: str, volume: int) -> None:
        deal = self.window.controller.match.deal
        self.played.append((cue, volume, deal.cards_played, len(deal.tricks)))

    def stop(self) -> None:
        self.stopped = True

    @property
    def cues(self) -> list[str]:
        return [cue for cue, *_ in self.played]


def listened(qtbot, variant: str, **settings: object) -> tuple[MainWindow, Recorder]:
    window = make_window(qtbot, variant, target=3000, seed=5)
    recorder = Recorder(window)
    window.sounds.player = recorder
    if settings:
        window.apply_settings(window.settings.with_(**settings))
    return window, recorder


def play_one_deal(qtbot, window: MainWindow) -> tuple[object, list[str]]:
    """Bid and play by clicking until a deal is scored; its result, and how often the player was asked."""
    c = window.controller
    scored: list[object] = []
    asked: list[str] = []
    c.deal_scored.connect(lambda result, _totals: scored.append(result))
    c.human.to_bid.connect(lambda _bids: asked.append("bid"))
    c.human.to_play.connect(lambda _legal: asked.append("play"))
    for _ in range(300):
        qtbot.waitUntil(lambda: bool(scored) or (c.asking in ("bid", "play") and not window.scene.busy),
                        timeout=20000)
        if scored:
            return scored[0], asked
        if c.asking == "bid":
            bid_by_clicking(qtbot, window)
        else:
            play_by_clicking(qtbot, window)
    pytest.fail("no deal was scored")


@pytest.mark.parametrize("variant", ["classic", "coinche", "contree"])
def test_each_card_trick_turn_and_contract_sounds_when_the_table_shows_it(qtbot, variant: str) -> None:
    window, recorder = listened(qtbot, variant, sound_volume=40)
    result, asked = play_one_deal(qtbot, window)
    cues = recorder.cues
    # Every card, then its trick once four have landed, in the order they were played.
    assert [cue for cue in cues if cue in (CARD, TRICK)] == ([CARD] * 4 + [TRICK]) * 8
    card_times = [(cards, tricks) for cue, _v, cards, tricks in recorder.played if cue == CARD]
    assert [cards for cards, _ in card_times] == list(range(1, 33))  # each card heard once it was played
    trick_times = [tricks for cue, _v, _c, tricks in recorder.played if cue == TRICK]
    assert trick_times == list(range(1, 9))
    # The player's turn, each time they were asked to bid or to play; the contract's fate last.
    assert cues.count(TURN) == len(asked) > 0
    assert cues[-1] == (MADE if result.made else FAILED) and not result.litige
    assert cues.count(MADE) + cues.count(FAILED) == 1
    assert {volume for _cue, volume, *_ in recorder.played} == {40}  # the volume of the settings
    window.controller.shutdown()


def test_a_card_sounds_when_it_lands_not_when_it_leaves_the_hand(qtbot) -> None:
    window, recorder = listened(qtbot, "classic")
    reach_play(qtbot, window, tricks=1)
    window.scene.set_speed("normal")
    before = len(recorder.cues)
    play_by_clicking(qtbot, window)
    assert window.scene.busy and CARD not in recorder.cues[before:]  # the card is still on its way
    qtbot.waitUntil(lambda: CARD in recorder.cues[before:], timeout=5000)
    window.controller.shutdown()


def test_sounds_off_in_the_settings_make_no_sound(qtbot) -> None:
    window, recorder = listened(qtbot, "coinche", sound=False)
    play_one_deal(qtbot, window)
    assert recorder.cues == []
    window.controller.shutdown()


def test_m_switches_the_sounds_off_and_on_and_the_choice_is_kept(qtbot, tmp_path) -> None:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window, recorder = listened(qtbot, "classic")
    window.store = store
    wait_for_human_or_end(qtbot, window)
    assert window.sound_action.isChecked() and window.sound_action in window.game_menu.actions()

    QTest.keyClick(window, Qt.Key.Key_M)
    assert not window.sound_action.isChecked() and not window.settings.sound
    assert window.statusBar().currentMessage() == "Sounds off."
    assert load_settings(store)[0].sound is False
    before = len(recorder.cues)
    bid_or_play(qtbot, window)
    assert recorder.cues[before:] == []

    QTest.keyClick(window, Qt.Key.Key_M)
    assert window.settings.sound and window.statusBar().currentMessage() == "Sounds on."
    bid_or_play(qtbot, window)
    assert recorder.cues[before:]
    window.controller.shutdown()


def bid_or_play(qtbot, window: MainWindow) -> None:
    """One move of the player's, and everything it sets off, until the player is asked again."""
    if window.controller.asking == "bid":
        bid_by_clicking(qtbot, window)
    else:
        play_by_clicking(qtbot, window)
    wait_for_human_or_end(qtbot, window)


def test_the_volume_chosen_in_settings_applies_to_the_next_sound(qtbot, monkeypatch) -> None:
    window, recorder = listened(qtbot, "contree")
    wait_for_human_or_end(qtbot, window)

    def player_chooses(dialog: SettingsDialog) -> None:
        dialog.volume_slider.setValue(25)
        dialog.button_box.button(QDialogButtonBox.StandardButton.Ok).click()

    monkeypatch.setattr(SettingsDialog, "open", player_chooses)
    window.settings_action.trigger()
    assert window.settings.sound_volume == 25
    before = len(recorder.played)
    bid_or_play(qtbot, window)
    assert recorder.played[before:] and {volume for _cue, volume, *_ in recorder.played[before:]} == {25}
    window.controller.shutdown()


@pytest.mark.parametrize("away", ["minimized", "another program in front"])
def test_no_sound_while_the_game_is_not_in_front(qtbot, monkeypatch, away: str) -> None:
    window, recorder = listened(qtbot, "classic")
    wait_for_human_or_end(qtbot, window)
    if away == "minimized":
        window.showMinimized()
        qtbot.waitUntil(window.isMinimized)
    else:  # what the platform says when the player has gone to another program
        monkeypatch.setattr(QGuiApplication, "applicationState",
                            staticmethod(lambda: Qt.ApplicationState.ApplicationInactive))
    before = len(recorder.cues)
    bid_or_play(qtbot, window)
    assert recorder.cues[before:] == []
    window.controller.shutdown()


def test_an_undo_lays_the_table_out_again_without_a_sound_of_the_cards(qtbot) -> None:
    window, recorder = listened(qtbot, "classic")
    reach_play(qtbot, window, tricks=2)
    play_by_clicking(qtbot, window)
    wait_for_human_or_end(qtbot, window)
    before = len(recorder.cues)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    wait_for_human_or_end(qtbot, window)
    assert recorder.cues[before:] == [TURN]  # the player is asked again; the cards laid again are not news
    window.controller.shutdown()


def test_closing_the_window_silences_its_sounds(qtbot) -> None:
    window, recorder = listened(qtbot, "classic")
    wait_for_human_or_end(qtbot, window)
    assert not recorder.stopped
    window.close()
    assert recorder.stopped


def test_the_settings_sound_group_reads_writes_and_listens(qtbot) -> None:
    window, recorder = listened(qtbot, "classic")
    window.dialogs.show_settings()
    dialog = window.dialogs.settings_dialog
    assert dialog is not None
    assert dialog.sound_check.isChecked() and dialog.volume_slider.value() == window.settings.sound_volume
    dialog.volume_slider.setValue(55)
    assert dialog.volume_value.text() == "55%"
    dialog.listen_button.click()
    assert recorder.played[-1][:2] == (TURN, 55)  # heard at the slider's volume, before OK
    dialog.sound_check.setChecked(False)
    assert not dialog.volume_slider.isEnabled() and not dialog.listen_button.isEnabled()
    assert (dialog.settings().sound, dialog.settings().sound_volume) == (False, 55)
    dialog.restore_defaults()
    assert dialog.sound_check.isChecked() and dialog.volume_slider.value() == 70
    assert dialog.sound_note.isHidden()
    dialog.reject()
    window.controller.shutdown()


def test_the_settings_say_when_this_computer_cannot_play_a_sound(qtbot) -> None:
    window, _recorder = listened(qtbot, "classic")
    window.sounds.player = SilentPlayer()
    window.dialogs.show_settings()
    dialog = window.dialogs.settings_dialog
    assert dialog is not None
    assert not dialog.sound_note.isHidden() and "cannot play sounds" in dialog.sound_note.text()
    assert not dialog.listen_button.isEnabled()
    dialog.reject()
    window.controller.shutdown()

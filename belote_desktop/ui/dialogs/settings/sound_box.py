"""The settings dialog's Sound group, on the Table tab: sounds on or off, their volume, and a button to
hear it. Its own functions, so the dialog only calls them (``SettingsDialog`` builds, fills, reads and
translates it through these)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QCheckBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QSlider, QWidget

from ....session.settings import MAX_VOLUME, GameSettings

if TYPE_CHECKING:
    from .dialog import SettingsDialog

VOLUME_STEP = 5


def build_sound_group(d: SettingsDialog) -> QGroupBox:
    d.sound_box = QGroupBox()
    d.sound_check = QCheckBox()
    d.sound_check.setObjectName("sound")
    d.volume_label = QLabel()
    d.volume_slider = QSlider(Qt.Orientation.Horizontal)
    d.volume_slider.setObjectName("sound_volume")
    d.volume_slider.setRange(0, MAX_VOLUME)
    d.volume_slider.setSingleStep(VOLUME_STEP)
    d.volume_slider.setPageStep(2 * VOLUME_STEP)
    d.volume_label.setBuddy(d.volume_slider)
    d.volume_value = QLabel()  # "70%": the slider alone does not say how loud
    d.volume_value.setMinimumWidth(d.volume_value.fontMetrics().horizontalAdvance("100 %") + 4)
    d.listen_button = QPushButton()
    d.listen_button.setObjectName("listen")
    d.sound_note = QLabel()  # shown only where the system has no way to play a sound
    d.sound_note.setWordWrap(True)
    d.sound_note.hide()
    d.sound_available = True  # until the window says otherwise (connect_listen)
    volume_row = QWidget()
    row = QHBoxLayout(volume_row)
    row.setContentsMargins(0, 0, 0, 0)
    row.addWidget(d.volume_slider, 1)
    row.addWidget(d.volume_value)
    row.addWidget(d.listen_button)
    form = QFormLayout(d.sound_box)
    form.addRow(d.sound_check)
    form.addRow(d.volume_label, volume_row)
    form.addRow(d.sound_note)
    d.volume_slider.valueChanged.connect(lambda _value: _show_volume(d))
    d.sound_check.toggled.connect(lambda _on: _show_volume(d))
    return d.sound_box


def show_sound(d: SettingsDialog, settings: GameSettings) -> None:
    d.sound_check.setChecked(settings.sound)
    d.volume_slider.setValue(settings.sound_volume)
    _show_volume(d)


def sound_values(d: SettingsDialog) -> dict[str, Any]:
    """The ``GameSettings`` fields of this group, as the widgets show them."""
    return {"sound": d.sound_check.isChecked(), "sound_volume": d.volume_slider.value()}


def connect_listen(d: SettingsDialog, sample: Callable[[int], None], available: bool) -> None:
    """The window's part: Listen plays a sound at the slider's volume; where none can be played, say so."""
    d.listen_button.clicked.connect(lambda: sample(d.volume_slider.value()))
    d.sound_note.setVisible(not available)
    d.listen_button.setEnabled(available and d.sound_check.isChecked())
    d.sound_available = available


def _show_volume(d: SettingsDialog) -> None:
    translate = QCoreApplication.translate
    d.volume_value.setText(translate("SettingsDialog", "%1%", "a volume").replace(
        "%1", QLocale().toString(d.volume_slider.value())))
    on = d.sound_check.isChecked()
    for widget in (d.volume_label, d.volume_slider, d.volume_value):
        widget.setEnabled(on)
    d.listen_button.setEnabled(on and d.sound_available)


def retranslate_sound_group(d: SettingsDialog) -> None:
    translate = QCoreApplication.translate
    d.sound_box.setTitle(translate("SettingsDialog", "Sound"))
    d.sound_check.setText(translate("SettingsDialog", "Play sounds"))
    d.sound_check.setToolTip(translate("SettingsDialog", "A card laid, a trick gathered, your turn, a contract made "
                                                         "or failed. Game > Sounds switches them off and on too."))
    d.volume_label.setText(translate("SettingsDialog", "Volume:"))
    tip = translate("SettingsDialog", "How loud the game's sounds are, under the volume of your system.")
    for widget in (d.volume_label, d.volume_slider, d.volume_value):
        widget.setToolTip(tip)
    d.listen_button.setText(translate("SettingsDialog", "Listen"))
    d.listen_button.setToolTip(translate("SettingsDialog", "Play a sound at this volume."))
    d.sound_note.setText(translate("SettingsDialog", "The game cannot play sounds on this computer (no sound device, "
                                                     "or on Linux none of paplay, pw-play and aplay), so it stays "
                                                     "silent."))
    _show_volume(d)


__all__ = ["build_sound_group", "connect_listen", "retranslate_sound_group", "show_sound", "sound_values"]

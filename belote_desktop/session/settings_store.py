"""The player's settings, kept between runs with ``QSettings``.

``GameSettings`` is stored as one JSON text (its ``to_dict`` form) so the
rules and the players change together; the window's geometry and the
language are stored beside it. A stored value that cannot be used (edited by
hand, written by a newer version, damaged) is dropped for the defaults and
reported, never raised.
"""

from __future__ import annotations

import json
import logging

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings

from ..engine import jsonfile
from .settings import GameSettings, SettingsError

log = logging.getLogger(__name__)

SETTINGS_KEY = "game/settings"
GEOMETRY_KEY = "window/geometry"
STATE_KEY = "window/state"
LANGUAGE_KEY = "language"


def load_settings(store: QSettings) -> tuple[GameSettings, str | None]:
    """The stored settings, or the defaults with the reason the stored ones were not used (in the player's
    language: the technical detail goes to the log)."""
    raw = store.value(SETTINGS_KEY, "")
    if raw in (None, ""):
        return GameSettings(), None
    try:
        return GameSettings.from_dict(jsonfile.loads(str(raw))), None
    except (ValueError, TypeError, SettingsError) as error:  # JSONDecodeError and RepeatedKey are ValueErrors
        log.warning("stored settings not used: %s", error)
        return GameSettings(), _reason(error)


def _reason(error: Exception) -> str:
    if isinstance(error, jsonfile.RepeatedKey):
        return QCoreApplication.translate("SettingsFile", "a setting is given twice")
    if isinstance(error, json.JSONDecodeError):
        return QCoreApplication.translate("SettingsFile", "they are cut short or not in the right format")
    # A wrong value or name (SettingsError), a number of more than 4,300 digits (ValueError).
    return QCoreApplication.translate("SettingsFile", "a setting holds a value this version of the game does "
                                                      "not know")


def save_settings(store: QSettings, settings: GameSettings) -> None:
    store.setValue(SETTINGS_KEY, json.dumps(settings.to_dict(), ensure_ascii=False))
    store.sync()


def load_geometry(store: QSettings) -> tuple[QByteArray | None, QByteArray | None]:
    geometry, state = store.value(GEOMETRY_KEY), store.value(STATE_KEY)
    return (geometry if isinstance(geometry, QByteArray) else None,
            state if isinstance(state, QByteArray) else None)


def save_geometry(store: QSettings, geometry: QByteArray, state: QByteArray) -> None:
    store.setValue(GEOMETRY_KEY, geometry)
    store.setValue(STATE_KEY, state)
    store.sync()

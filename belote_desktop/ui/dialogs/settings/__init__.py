"""The settings dialog: the dialog, its tabs, and what they share."""

from .dialog import SettingsDialog

__all__ = ["SettingsDialog"]

"""Belote Desktop: the card game Belote against computer players."""

__version__ = "0.1.0"

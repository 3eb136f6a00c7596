"""Belote Desktop: the card games Belote and Klaverjas against computer players."""

__version__ = "0.1.0"

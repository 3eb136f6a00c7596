"""The bridge between the rules engine, the bots and the table: see ``game_controller``."""

from __future__ import annotations

from .game_controller import GameController

__all__ = ["GameController"]

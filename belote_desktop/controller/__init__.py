"""The bridge between the rules engine, the seats and the table: see ``game_controller``.

It imports nothing of ``ui``: it speaks to the table through the ``Table`` port (``table_port``),
to the players through their seats (``seats``), and replays records with ``replay``.
"""

from __future__ import annotations

from .game_controller import GameController, Levels
from .replay import RecordPlayer, resume
from .seats import Ask, BotSeat, HumanSeat
from .table_port import Table

__all__ = ["Ask", "BotSeat", "GameController", "HumanSeat", "Levels", "RecordPlayer", "Table", "resume"]

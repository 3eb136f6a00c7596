"""Watching a game record: its table, stepped through forwards and back, beside the list of its deals."""

from .deals import RecordDeals
from .viewer import OpenHandsPresenter, RecordViewer

__all__ = ["OpenHandsPresenter", "RecordDeals", "RecordViewer"]

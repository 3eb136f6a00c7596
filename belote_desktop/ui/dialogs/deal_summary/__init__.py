"""The summary after each deal (and at the end of the match), with how its points were worked out."""

from .dialog import LINES, DealSummaryDialog

__all__ = ["LINES", "DealSummaryDialog"]

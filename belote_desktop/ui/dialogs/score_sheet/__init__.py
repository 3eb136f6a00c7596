"""The score sheet: the match's deals in a table under a graph of both teams' totals, and the sheet as text."""

from .cells import NUMBER_ROLE
from .columns import BELOTE_COLUMNS, KLAVERJAS_COLUMNS, SheetColumns
from .dialog import ScoreSheetDialog
from .graph import ScoreGraph, running_totals
from .rich_cell import HTML_ROLE, RichTextDelegate
from .sheet import (
    COL_CONTRACT,
    COL_DEAL,
    COL_DEALER,
    COL_DECLARATIONS,
    COL_NUMBER,
    COL_POINTS_THEM,
    COL_POINTS_US,
    COL_RESULT,
    COL_TOTAL_THEM,
    COL_TOTAL_US,
    COLUMNS,
    DEAL_NUMBER_ROLE,
    ScoreSheet,
)
from .text import sheet_text

__all__ = [
    "BELOTE_COLUMNS",
    "COLUMNS",
    "COL_CONTRACT",
    "COL_DEAL",
    "COL_DEALER",
    "COL_DECLARATIONS",
    "COL_NUMBER",
    "COL_POINTS_THEM",
    "COL_POINTS_US",
    "COL_RESULT",
    "COL_TOTAL_THEM",
    "COL_TOTAL_US",
    "DEAL_NUMBER_ROLE",
    "HTML_ROLE",
    "KLAVERJAS_COLUMNS",
    "NUMBER_ROLE",
    "RichTextDelegate",
    "ScoreGraph",
    "ScoreSheet",
    "ScoreSheetDialog",
    "SheetColumns",
    "running_totals",
    "sheet_text",
]

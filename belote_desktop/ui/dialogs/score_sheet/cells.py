"""A cell of the score sheet: its text, alignment and weight, and the number behind it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

from ...common.fonts import bold as bold_font
from .rich_cell import HTML_ROLE

# Item data roles (beside ``HTML_ROLE``, the rich text a cell draws): the number behind a points cell
# (a thrown-in deal shows a dash but still added 0).
NUMBER_ROLE = Qt.ItemDataRole.UserRole + 2


def set_cell(table: QTableWidget, row: int, column: int, text: str, *, align_right: bool = False,
             centred: bool = False, bold: bool = False, dim: bool = False, number: int | None = None,
             html: str | None = None) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    alignment = (Qt.AlignmentFlag.AlignRight if align_right else
                 Qt.AlignmentFlag.AlignHCenter if centred else Qt.AlignmentFlag.AlignLeft)
    item.setTextAlignment(alignment | Qt.AlignmentFlag.AlignVCenter)
    if bold:
        item.setFont(bold_font(table.font()))
    if dim:
        item.setForeground(table.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
    if number is not None:
        item.setData(NUMBER_ROLE, number)
    if html is not None:
        item.setData(HTML_ROLE, html)
    table.setItem(row, column, item)
    return item

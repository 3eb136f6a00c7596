"""A table of a match's deals, one row a deal, set up alike wherever deals are listed: the score sheet and the
record viewer's list. Read-only, a whole row chosen at a time, Tab on to the next control (the arrows move in
the table), and a deal's number shown short when it is long, whole in its tooltip and to a screen reader."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget

from ...engine.deal_numbers import SHORT_MAX, format_deal_number

SHOWN_DIGITS = 7  # of a long number, in its cell: "1 236 593…" (no wider than a short one); the whole in its tooltip


def deals_table(columns: int, name: str) -> QTableWidget:
    """An empty table of deals with ``columns`` columns, each as wide as its contents; ``name``: its object
    name."""
    table = QTableWidget(0, columns)
    table.setObjectName(name)
    table.setTabKeyNavigation(False)  # Tab goes on to the next control; the arrows move in the table
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setAlternatingRowColors(True)
    table.setShowGrid(False)
    table.setWordWrap(False)
    table.verticalHeader().setVisible(False)
    table.setTextElideMode(Qt.TextElideMode.ElideRight)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return table


def shown_number(number: int) -> tuple[str, str]:
    """A deal's number as its cell shows it and whole, both in groups of three digits."""
    whole = format_deal_number(number)
    shown = whole if number <= SHORT_MAX else format_deal_number(int(str(number)[:SHOWN_DIGITS])) + "…"
    return shown, whole

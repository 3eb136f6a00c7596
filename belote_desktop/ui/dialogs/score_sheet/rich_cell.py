"""A table cell drawn from rich text: the score sheet's contracts, with the trump symbol in its suit's colour."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QAbstractTextDocumentLayout, QPainter, QPalette, QTextDocument
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

# The item data role of the HTML a cell draws.
HTML_ROLE = Qt.ItemDataRole.UserRole + 1



class RichTextDelegate(QStyledItemDelegate):
    """Draws a cell's ``HTML_ROLE`` rich text: a table item has one colour, and
    the contract column wants the trump symbol in its suit's colour."""

    def _document(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QTextDocument:
        doc = QTextDocument()
        doc.setDocumentMargin(0)
        doc.setDefaultFont(option.font)  # type: ignore[attr-defined]
        doc.setHtml(str(index.data(HTML_ROLE) or ""))
        return doc

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        if index.data(HTML_ROLE) is None:
            super().paint(painter, option, index)
            return
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        doc = self._document(opt, index)
        # The style draws the background and selection; the text is ours.
        opt.text = ""  # type: ignore[attr-defined]
        widget = opt.widget  # type: ignore[attr-defined]
        style = widget.style() if widget is not None else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        rect = opt.rect.adjusted(6, 0, -6, 0)  # type: ignore[attr-defined]
        painter.save()
        painter.translate(rect.left(), rect.top() + (rect.height() - doc.size().height()) / 2)
        context = QAbstractTextDocumentLayout.PaintContext()
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)  # type: ignore[attr-defined]
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        context.palette.setColor(QPalette.ColorRole.Text, opt.palette.color(role))  # type: ignore[attr-defined]
        doc.documentLayout().draw(painter, context)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        if index.data(HTML_ROLE) is None:
            return super().sizeHint(option, index)
        doc = self._document(option, index)
        base = super().sizeHint(option, index)
        return QSize(round(doc.idealWidth()) + 14, max(base.height(), round(doc.size().height()) + 6))



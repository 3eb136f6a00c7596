"""The main window's dialogs and windows: notices, deal summaries, the end of the match, settings,
statistics, the score sheet and the last trick, the About box, and game records (export, open, view).

Every dialog is opened with ``open()``, never ``exec()``: no nested event loop (bots, animations and
the next click would run inside a slot that has not returned), and ``exec()`` also hands a dialog
to Python, whose cycle collector then deletes it at a moment nobody chose (in the middle of an
import, a click, a paint): that was a native crash. The window owns a dialog while it is open and
``deleteLater`` ends it in the event loop once it closes.

A dialog asked for from a window-modal one (the score sheet from a deal's summary) becomes that
dialog's child: the modal dialog would block it otherwise, and its Close and Esc would do nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox, QWidget

from .. import __version__
from ..session.system_words import system_reason
from ..storage import BadFile
from .common.key_guard import KeyGuard
from .common.on_screen import fitting_size
from .common.popups import after_popups
from .common.spoken import spoken_start
from .common.words import fill, team_in_sentence
from .window_replays import connect_replays

if TYPE_CHECKING:
    from .dialogs.deal_summary import DealSummaryDialog
    from .dialogs.last_trick import LastTrickDialog
    from .dialogs.record_viewer import RecordViewer
    from .dialogs.score_sheet import ScoreSheetDialog
    from .dialogs.settings import SettingsDialog
    from .dialogs.shortcuts import ShortcutsDialog
    from .dialogs.statistics import StatisticsDialog
    from .main_window import MainWindow


class WindowDialogs(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.score_sheet: ScoreSheetDialog | None = None  # kept and refreshed: the player may leave it open
        self.last_trick: LastTrickDialog | None = None
        self.summary: DealSummaryDialog | None = None
        # What the summary on show leads to when the player goes on (the next deal); None for the end of the match's
        # summary, and dropped when the summary is closed for a new match (``close_summary``).
        self._next_deal: Callable[[], None] | None = None
        self.viewers: list[RecordViewer] = []
        self.statistics_dialog: StatisticsDialog | None = None
        self.settings_dialog: SettingsDialog | None = None
        self.confirm_box: QMessageBox | None = None
        self.notice: QMessageBox | None = None
        self.shortcuts_dialog: ShortcutsDialog | None = None
        self.deal_number_dialog: QDialog | None = None  # Game > Play a deal by number (window_replays)

    def open_until_closed(self, dialog: QDialog, attribute: str, modal: bool = True) -> None:
        """Show ``dialog`` as ``self.<attribute>`` until it closes; then Qt deletes it (module docstring).
        ``modal``: in front of the window until closed (``open``); else beside it (``show``)."""
        setattr(self, attribute, dialog)

        def closed(_result: int) -> None:
            if getattr(self, attribute) is dialog:
                setattr(self, attribute, None)
            dialog.deleteLater()
            # The keys go back to the table. A window manager gives the focus back by itself; without one
            # (a bare X server, the offscreen platform) no window would be active, and the window's
            # shortcuts (Ctrl+Q, Ctrl+N) would do nothing until the player clicked it (found by the soak).
            if QApplication.activeWindow() in (None, dialog):
                front = self._front()
                if front is not dialog:
                    front.activateWindow()

        def show() -> None:
            if getattr(self, attribute) is not dialog:
                return  # closed before it could come up (a new match)
            if modal:
                dialog.open()
            else:
                dialog.show()

        dialog.finished.connect(closed)
        # Not while a menu is open: a window coming up would close it under the player's hands (a summary as the
        # last card lands); it comes up as the menu closes.
        after_popups(dialog, show)

    def _front(self) -> QWidget:
        """What a new dialog belongs to: the modal dialog in front (a summary), else the window."""
        modal = QApplication.activeModalWidget()
        # Walk the parents: isAncestorOf() stops at window boundaries, and a dialog is a window of its own.
        owner = modal
        while owner is not None and owner is not self.window:
            owner = owner.parentWidget()
        return modal if modal is not None and owner is self.window else self.window

    # ------------------------------------------------------------------ notices and questions
    def show_notice(self, text: str) -> None:
        """A message the player should read, without stopping the table (not modal)."""
        notice = QMessageBox(QMessageBox.Icon.Warning, self.tr("Belote Desktop"), text,
                             QMessageBox.StandardButton.Ok, self.window)
        notice.setWindowModality(Qt.WindowModality.NonModal)
        KeyGuard(notice)  # it can come up in the middle of play
        self.open_until_closed(notice, "notice")

    def confirm_new_match(self, start: object) -> None:
        """Ask before a match in progress is thrown away; ``start()`` begins the new one if the player agrees."""
        if self.confirm_box is not None:
            self.confirm_box.raise_()
            return
        match = self.window.controller.match
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("New match"),
                          self.tr("Start a new match? The match in progress (deal %1, %2 to %3) will be lost.")
                          .replace("%1", str(len(match.deals))).replace("%2", str(match.totals[0]))
                          .replace("%3", str(match.totals[1])),
                          QMessageBox.StandardButton.NoButton, self.window)
        yes = box.addButton(self.tr("Start a new match"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(yes)
        box.finished.connect(lambda _result: start() if box.clickedButton() is yes else None)  # type: ignore[operator]
        self.open_until_closed(box, "confirm_box")

    # ------------------------------------------------------------------ the end of a deal and of the match
    def show_summary(self, after: Callable[[], None]) -> None:
        """The last deal's summary; ``after()`` when the player goes on (the next deal), not when the summary is
        closed for a new match (``close_summary``)."""
        from .dialogs.deal_summary import DealSummaryDialog

        w = self.window
        match = w.controller.match
        summary = DealSummaryDialog(match, len(match.deals) - 1, w.presenter.names(), w.controller.human_seat, w,
                                    four_colour=w.settings.four_colour, replays=True)
        self._next_deal = after
        summary.finished.connect(self._go_on)
        self._open_summary(summary)

    def _go_on(self, _result: int) -> None:
        # Kept here, not as a connection the window takes back: only a deal's summary has a next deal to go on to,
        # and disconnecting what was never connected (the end of the match's summary) is a warning in PySide.
        next_deal, self._next_deal = self._next_deal, None
        if next_deal is not None:
            next_deal()

    def _open_summary(self, summary: DealSummaryDialog) -> None:
        """A deal's summary, with its score sheet and review, as it comes up by itself after the last card."""
        match = summary.match
        summary.score_sheet_requested.connect(self.show_score_sheet)
        summary.review_requested.connect(lambda: self.show_review(len(match.deals) - 1))
        KeyGuard(summary)  # it comes up as the last card lands, under the keys still playing
        self.window.table_keys.attach(summary)  # the table can still be asked: the last trick, the score
        connect_replays(self.window, summary)  # Play this deal again, Let the expert play my cards
        self.open_until_closed(summary, "summary")

    def show_match_over(self, winner: int, totals: tuple[int, int], new_match: object) -> str:
        """The deciding deal's summary with the final score, New match and the score sheet; the result in words."""
        from .dialogs.deal_summary import DealSummaryDialog

        w = self.window
        ours = winner == w.controller.human_seat & 1
        # The team in the words a screen reader says too (``team_in_sentence``); the capital where it starts.
        text = spoken_start(fill(self.tr("%1 won the match, %2 to %3."), team_in_sentence(ours),
                                 str(totals[winner]), str(totals[winner ^ 1])))
        if w.auto_continue:
            return text
        match = w.controller.match
        summary = DealSummaryDialog(match, len(match.deals) - 1, w.presenter.names(), w.controller.human_seat, w,
                                    four_colour=w.settings.four_colour, match_over=text, won=ours, replays=True)
        summary.new_match_requested.connect(new_match)  # type: ignore[arg-type]
        self._open_summary(summary)
        return text

    def show_review(self, index: int, match: object = None, over: QWidget | None = None) -> None:
        """The deal review of deal ``index`` (of the match in play unless ``match`` is given), over whatever is in
        front (a summary, the score sheet, the record viewer), analysed in the game's bot worker."""
        from .dialogs.review import ReviewDialog

        w = self.window
        source = match if match is not None else w.controller.match
        deal = source.deals[index]  # type: ignore[attr-defined]
        if deal.result is None and not deal.is_over:
            self.show_notice(self.tr("A deal can be reviewed once it has been played to the end."))
            return
        review = ReviewDialog(deal, index + 1, w.presenter.names(), w.controller.human_seat, w.controller.runner,
                              over or self._front())
        review.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        review.open()

    def close_summary(self) -> None:
        """Close the summary on show without going on to the next deal (a new match is starting)."""
        self._next_deal = None
        if self.summary is not None:
            self.summary.reject()  # finished, even one not shown yet (``after_popups``): deleted later, forgotten now

    # ------------------------------------------------------------------ the views of the match
    def show_score_sheet(self) -> None:
        front = self._front()
        if front is not self.window:
            # From a window-modal summary: a sheet of its own, over the summary, closed by Close or Esc.
            from .dialogs.score_sheet import ScoreSheetDialog

            sheet = ScoreSheetDialog(front)
            sheet.sheet.review_requested.connect(self.show_review)
            self._fill_sheet(sheet)
            sheet.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            sheet.open()
            return
        if self.score_sheet is None:
            from .dialogs.score_sheet import ScoreSheetDialog

            self.score_sheet = ScoreSheetDialog(self.window)
            self.score_sheet.sheet.review_requested.connect(self.show_review)
        self.refresh_views()
        self.score_sheet.show()
        self.score_sheet.raise_()

    def show_last_trick(self) -> None:
        if self.last_trick is None:
            from .dialogs.last_trick import LastTrickDialog

            self.last_trick = LastTrickDialog(self.window)
        self._fill_last_trick()
        self.last_trick.show()
        self.last_trick.raise_()

    def _fill_sheet(self, sheet: ScoreSheetDialog) -> None:
        w = self.window
        sheet.refresh(w.controller.match, w.presenter.names(), w.controller.human_seat,
                      four_colour=w.settings.four_colour, cloth=w.settings.felt)

    def _fill_last_trick(self) -> None:
        assert self.last_trick is not None
        w = self.window
        c = w.controller
        deal = c.match.deal
        trick = deal.tricks[-1] if deal.tricks else None
        trump = deal.contract.trump if deal.contract is not None else 0
        self.last_trick.show_trick(trick, w.presenter.names(), c.human_seat, trump,
                                   clockwise=c.options.direction == "clockwise",
                                   number=len(deal.tricks) or None, four_colour=w.settings.four_colour)

    def refresh_views(self) -> None:
        if self.score_sheet is not None:
            self._fill_sheet(self.score_sheet)
        if self.last_trick is not None and self.last_trick.isVisible():
            self._fill_last_trick()

    # ------------------------------------------------------------------ settings, statistics, about
    def show_settings(self) -> None:
        if self.settings_dialog is not None:  # one at a time
            self.settings_dialog.raise_()
            return
        from .dialogs.settings import SettingsDialog
        from .dialogs.settings.sound_box import connect_listen

        w = self.window
        match = w.controller.match
        # A match over keeps no rules of its own: the next one takes these.
        dialog = SettingsDialog(w.settings, w, rules_now=None if match.is_over else match.options)
        dialog.accepted.connect(lambda: w.apply_settings(dialog.settings()))
        # "Start a new match with these rules now": applied first (accepted comes before), then the match.
        dialog.new_match_requested.connect(lambda: QTimer.singleShot(0, w, w.new_match))
        connect_listen(dialog, w.sounds.sample, w.sounds.player.available)
        self.open_until_closed(dialog, "settings_dialog")

    def show_statistics(self) -> None:
        keeper = self.window.keeper
        if keeper is None:
            return
        from .dialogs.statistics import StatisticsDialog

        dialog = StatisticsDialog(keeper.statistics, self.window)
        dialog.reset_requested.connect(keeper.reset_statistics)
        self.open_until_closed(dialog, "statistics_dialog")

    def show_shortcuts(self) -> None:
        """Help > Keyboard shortcuts: not modal, so the player can keep it open beside the table."""
        from .dialogs.shortcuts import ShortcutsDialog

        if self.shortcuts_dialog is not None:
            self.shortcuts_dialog.raise_()
            self.shortcuts_dialog.activateWindow()
            return
        self.open_until_closed(ShortcutsDialog(self.window.menuBar(), self.window), "shortcuts_dialog", modal=False)

    def show_about(self) -> None:
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("About Belote Desktop"),
                          self.tr("Belote Desktop %1\nBelote, coinche and contrée against computer players.")
                          .replace("%1", __version__), QMessageBox.StandardButton.Ok, self.window)
        self.open_until_closed(box, "notice")

    # ------------------------------------------------------------------ game records
    def export_match(self) -> None:
        w = self.window
        if w.keeper is None:
            return
        # The day in the name: records exported on different days do not overwrite each other.
        suggested = Path.home() / f"belote-{date.today().isoformat()}.json"
        name, _filter = QFileDialog.getSaveFileName(w, self.tr("Export match"), str(suggested),
                                                    self.tr("Game records (*.json)"))
        if not name:
            return
        try:
            w.keeper.export(Path(name))
        except OSError as error:
            self.show_notice(self.tr("The match could not be written to %1: %2").replace("%1", name)
                             .replace("%2", system_reason(error)))
            return
        w.statusBar().showMessage(self.tr("Match exported to %1.").replace("%1", name), 6000)

    def open_record(self, path: Path | None = None) -> RecordViewer | None:
        """Show a game record on a table of its own, to step through (``path``: no file dialog)."""
        w = self.window
        if w.keeper is None:
            return None
        if path is None:
            name, _filter = QFileDialog.getOpenFileName(w, self.tr("Open game record"), str(Path.home()),
                                                        self.tr("Game records (*.json);;All files (*)"))
            if not name:
                return None
            path = Path(name)
        try:
            match = w.keeper.open_record(path)
        except BadFile as bad:
            self.show_notice(w.keeper.bad_file_text(bad, "record"))
            return None
        except OSError as error:
            self.show_notice(self.tr("The file %1 could not be read: %2").replace("%1", str(path))
                             .replace("%2", system_reason(error)))
            return None
        from .dialogs.record_viewer import RecordViewer

        viewer = RecordViewer(match, path.name, speed=w.settings.speed, four_colour=w.settings.four_colour,
                              parent=w, cloth=w.settings.felt, short=w.settings.short_announcements,
                              older_readers=w.settings.older_reader_speech)
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer.review_requested.connect(
            lambda recorded, index, v=viewer: self.show_review(index, recorded, v))  # over the viewer
        viewer.sheet_requested.connect(lambda _recorded, v=viewer: self.show_record_sheet(v))
        viewer.destroyed.connect(lambda _=None, v=viewer: self.viewers.remove(v) if v in self.viewers else None)
        self.viewers.append(viewer)
        viewer.resize(fitting_size(w, 1100, 720))  # a window of its own: never larger than the screen
        viewer.show()
        return viewer

    def show_record_sheet(self, viewer: RecordViewer) -> None:
        """A record's score sheet, over its viewer (one per viewer), whose rows review the record's deals over it."""
        from .dialogs.score_sheet import ScoreSheetDialog

        sheet = viewer.findChild(ScoreSheetDialog)
        if sheet is None:
            sheet = ScoreSheetDialog(viewer)
            # The review over the sheet: closed, it gives the keys back to the sheet the player came from.
            sheet.sheet.review_requested.connect(
                lambda index, v=viewer, s=sheet: self.show_review(index, v.match, s))
        w = self.window
        sheet.refresh(viewer.match, viewer.presenter.names(), viewer.controller.human_seat,
                      four_colour=w.settings.four_colour, cloth=w.settings.felt)
        sheet.show()
        sheet.raise_()
        sheet.activateWindow()

    def close_viewers(self) -> None:
        for viewer in list(self.viewers):
            viewer.close()

"""The rules help docked beside the table: built the first time it is wanted (its texts take a moment
to load), kept to a share of a small window so the table stays playable, and kept in step with the
Help > Rules item whichever way it was opened or closed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal

from ..engine.families.klaverjas.options import KlaverjasOptions
from ..engine.options import Options

if TYPE_CHECKING:
    from .help.rules_panel import RulesPanel
    from .main_window import MainWindow

# The share of the window the docked help may take before it is narrowed again.
MOST_OF_WINDOW = 0.4


class RulesDock(QObject):
    changed = Signal()  # shown, hidden, or turned to another section (said aloud: ``access.changes``)

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._panel: RulesPanel | None = None

    @property
    def built(self) -> bool:
        return self._panel is not None

    @property
    def panel(self) -> RulesPanel:
        if self._panel is None:
            from .help.rules_panel import RulesPanel

            w = self.window
            panel = RulesPanel(w)
            panel.setObjectName("rules_panel")
            panel.hide()
            w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
            panel.hide()
            panel.set_game(w.controller.match.options)
            panel.visibilityChanged.connect(self._sync_action)
            panel.visibilityChanged.connect(lambda _shown: self.keep_table_room())
            self._panel = panel
        return self._panel

    def set_game(self, options: Options | KlaverjasOptions) -> None:
        """The rules of the match on the table, for the help's "in this match" notes (a help built later
        reads them from the match itself)."""
        if self._panel is not None:
            self._panel.set_game(options)

    def show_rule(self, rule: str) -> None:
        """Open the help at the section of ``rule`` (an engine rule id such as R6)."""
        panel = self.panel
        panel.show()
        panel.raise_()
        panel.show_rule(rule)
        self._sync_action(True)
        self.changed.emit()

    def keep_table_room(self) -> None:
        # A wider dock the player dragged is let be on a big screen; on a small one the table (and the
        # bidding panel over it) keeps room to be played on.
        panel = self._panel
        if panel is not None and panel.isVisible() and not panel.isFloating():
            most = int(self.window.width() * MOST_OF_WINDOW)
            if panel.width() > most:
                self.window.resizeDocks([panel], [most], Qt.Orientation.Horizontal)

    def _sync_action(self, _visible: bool) -> None:
        # A dock closed with its own button must uncheck the menu item (and not be reopened by it).
        self.changed.emit()
        action = self.window.rules_action
        shown = self._panel is not None and self._panel.isVisible()
        if action.isChecked() != shown:
            action.blockSignals(True)
            action.setChecked(shown)
            action.blockSignals(False)

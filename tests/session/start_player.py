"""A player for the real program started as a process (``tests/session/test_start_faults.py``).

Run as ``python start_player.py TRICKS [--stay] -- <the program's arguments>``. It starts the
program through its entry point (``belote_desktop.__main__.main``: the real settings, data folder,
logging, lock and bots in their worker process) and, from a timer, does what a player does:

- prints every message box that comes up (``NOTICE <text>``) and closes it with OK;
- passes in the bidding and plays the first legal card, by clicking, until ``TRICKS`` tricks are done
  and it is the player's turn in the middle of a trick, with a choice to make (``READY <actions in the
  match>``): a player's only legal card would be played by itself meanwhile (issue 37);
- with ``--rename NAME``, then changes the player's name in the settings, as the settings dialog does;
- then quits with the window's close button, or with ``--stay`` waits there (for a signal).

``RETURNED <status>`` is printed when the program's main function is back.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget


def say(*words: object) -> None:
    print(*words, flush=True)


class Player:
    def __init__(self, tricks: int, stay: bool, rename: str | None) -> None:
        self.tricks = tricks
        self.stay = stay
        self.rename = rename
        self.seen: set[int] = set()
        self.ready = False

    def look(self) -> None:
        self.answer_messages()
        window = next((w for w in QApplication.topLevelWidgets()
                       if type(w).__name__ == "MainWindow" and w.isVisible()), None)
        if window is not None and not self.ready:
            self.play(window)

    def answer_messages(self) -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QMessageBox) and widget.isVisible() and id(widget) not in self.seen:
                self.seen.add(id(widget))
                say("NOTICE", widget.text().replace("\n", " "))
                widget.accept()
        modal = QApplication.activeModalWidget()
        if modal is not None and not isinstance(modal, QMessageBox):  # a deal's summary: the player goes on
            if id(modal) not in self.seen:
                self.seen.add(id(modal))
                say("DIALOG", type(modal).__name__)
            modal.accept()

    def play(self, window: QWidget) -> None:
        from tests.ui.test_game_window import visible_point

        c = window.controller
        if window.scene.busy or c.match.is_over or QApplication.activeModalWidget() is not None:
            return
        deal = c.match.deal
        if c.asking == "bid":
            QTest.mouseClick(window.bidding_panel.pass_button, Qt.MouseButton.LeftButton)
        elif c.asking == "play":
            if len(deal.tricks) >= self.tricks and deal.cards_played % 4 and len(c.legal_cards()) > 1:
                self.ready = True
                say("READY", sum(len(d.actions) for d in c.match.deals))
                if self.rename is not None:
                    window.apply_settings(window.settings.with_(player_name=self.rename))
                    self.answer_messages()
                if not self.stay:
                    window.close()
                return
            legal = [item for item in window.scene.hand_items(c.human_seat) if item.highlighted]
            if legal:
                QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                                 visible_point(window, legal[0]))


def main(argv: list[str]) -> int:
    split = argv.index("--")
    own, program = argv[:split], argv[split + 1:]
    app = QApplication([sys.argv[0]])
    rename = own[own.index("--rename") + 1] if "--rename" in own else None
    player = Player(int(own[0]), "--stay" in own, rename)
    timer = QTimer(app)
    timer.timeout.connect(player.look)
    timer.start(50)
    from belote_desktop.__main__ import main as program_main  # after the QApplication, as the program makes it

    status = program_main(program)
    say("RETURNED", status)
    return status


if __name__ == "__main__":  # the bot worker process imports this file again (spawn): it must not play
    sys.exit(main(sys.argv[1:]))

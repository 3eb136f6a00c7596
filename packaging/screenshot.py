"""Screenshots of the real window in the middle of a deal (the README's and the AppStream file's).

``python packaging/screenshot.py OUT.png [--size 1280x800] [--variant classic] [--seed 5] [--tricks 3] [--roem]``
starts the window offscreen, lets four bots play (the human's seat too) until
``--tricks`` tricks are done and the next trick is under way, and grabs it. ``--variant klaverjas`` plays
klaverjas (Amsterdams); with ``--roem`` the picture waits for a trick that shows its roem ("Roem 50"),
from ``--tricks`` on. Set QT_QPA_PLATFORM=xcb to take it on a real display (Xvfb and a window manager).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", default="1280x800", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--variant", default="classic", choices=("classic", "coinche", "contree", "klaverjas"))
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--tricks", type=int, default=3, help="tricks played before the picture")
    parser.add_argument("--four-colour", action="store_true")
    parser.add_argument("--roem", action="store_true", help="klaverjas: wait for a trick that shows its roem")
    args = parser.parse_args(argv)
    try:
        width, height = (int(x) for x in args.size.lower().split("x"))
    except ValueError:
        parser.error(f"--size must look like 1280x800, not {args.size!r}")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from belote_desktop.engine import PLAYING, PRESETS
    from belote_desktop.engine.families.klaverjas.options import PRESETS as KLAVERJAS
    from belote_desktop.session.settings import GameSettings
    from belote_desktop.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    if args.variant == "klaverjas":
        settings = GameSettings(game="klaverjas", klaverjas=KLAVERJAS["amsterdams"], speed="fast",
                                four_colour=args.four_colour)
    else:
        settings = GameSettings(options=PRESETS[args.variant], speed="fast", four_colour=args.four_colour)
    window = MainWindow(settings, seed=args.seed, auto_continue=True, human_is_bot=True)
    window.resize(width, height)
    window.show()
    window.start()

    def ready() -> bool:
        d = window.controller.match.deal
        return d.phase == PLAYING and len(d.tricks) >= args.tricks and len(d.trick) >= 2

    loop = QEventLoop()
    shot: list[object] = []

    def look() -> None:
        # Called right after the scene settles, before the next bot's answer can move a card.
        if not shot and ready():
            shot.append(window.grab())
            loop.quit()

    watch = QTimer()
    watch.setInterval(5)

    def roem_said(winner: int, _roem: object) -> None:
        # The table says the roem in a bubble by the winner when its queue comes to it, as the trick is taken:
        # grabbed a moment after the bubble is up, when it has grown to its size.
        if shot or len(window.controller.match.deal.tricks) < args.tricks:
            return
        bubble = window.scene.announcement_bubble(winner)

        def check() -> None:
            if not shot and bubble.isVisible() and bubble.opacity() > 0.9:
                watch.stop()
                QTimer.singleShot(250, lambda: (shot.append(window.grab()), loop.quit()))

        watch.timeout.connect(check)
        watch.start()

    if args.roem:
        window.controller.roem_shown.connect(roem_said)
    else:
        window.scene.animations_done.connect(look)
    QTimer.singleShot(180_000, loop.quit)
    loop.exec()
    if not shot:
        print(f"screenshot: the deal did not reach trick {args.tricks + 1} in time", file=sys.stderr)
        return 1
    args.out.parent.mkdir(parents=True, exist_ok=True)
    if not shot[0].save(str(args.out)):  # type: ignore[attr-defined]
        print(f"screenshot: could not write {args.out}", file=sys.stderr)
        return 1
    window.close()
    app.processEvents()
    print(args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""How smoothly the window runs while hard bots think.

``python benchmarks/gui_responsiveness.py [--deals 1] [--mode thread|process|both] [--seed 3]``
opens the real main window (offscreen), seats hard bots in all four places
(the player's too), plays whole deals at the normal animation speed and
records, with a 5 ms timer in the GUI thread, every gap between two
event-loop ticks. It reports the longest gap, the 99th percentile and the
number of gaps over 50 ms (the target is none), per bot mode.

``--game klaverjas``: klaverjas's Amsterdams preset instead of belote's classic (issue 38).

``--review``: one deal is played quickly by easy bots, then the deal review window
(``ui.dialogs.review``) analyses the player's moves while the same timer runs:
the gaps while a review's exact searches run in the bot worker.

``--sound COMMAND``: the table's sounds on, each played by starting COMMAND with the sound's file (as
``ui.sound.players`` starts paplay or aplay), e.g. ``--sound "aplay -q -D null"`` (ALSA's null device: a
real player process that runs for the sound's length, on a machine with no sound card); ``--sound
system``: the system's own player as the game finds it. The report adds how many sounds were started.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time


class GapClock:
    """A 5 ms timer in the GUI thread that records every gap between two of its ticks (``on_tick`` too)."""

    def __init__(self, on_tick: object = None) -> None:
        from PySide6.QtCore import QElapsedTimer, QTimer

        self.gaps: list[float] = []
        self.ends: list[float] = []  # when each gap ended (perf_counter seconds)
        self._clock = QElapsedTimer()
        self._clock.start()
        self._last = self._clock.nsecsElapsed()
        self._on_tick = on_tick
        self.timer = QTimer()
        self.timer.setInterval(5)
        self.timer.timeout.connect(self._tick)

    def _tick(self) -> None:
        now = self._clock.nsecsElapsed()
        self.gaps.append((now - self._last) / 1e6)
        self.ends.append(time.perf_counter())
        self._last = now
        if callable(self._on_tick):
            self._on_tick()

    def figures(self) -> dict[str, object]:
        gaps = self.gaps[1:]  # the first tick measures the start-up, not the play
        ordered = sorted(gaps)
        return {"ticks": len(gaps), "longest gap ms": round(max(gaps), 1),
                "p99 gap ms": round(ordered[int(0.99 * (len(ordered) - 1))], 1),
                "median gap ms": round(statistics.median(gaps), 1), "gaps over 50 ms": sum(g > 50 for g in gaps)}


def measure(mode: str, deals: int, seed: int, speed: str, level: str = "hard", sound: str = "off",
            game: str = "belote") -> dict[str, object]:
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from belote_desktop.engine import PRESETS
    from belote_desktop.session.settings import GameSettings
    from belote_desktop.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    from belote_desktop.engine.families.klaverjas.options import PRESETS as KLAVERJAS

    settings = GameSettings(options=PRESETS["classic"], partner_level=level, opponent_level=level, speed=speed,
                            sound=sound != "off", game=game, klaverjas=KLAVERJAS["amsterdams"])
    window = MainWindow(settings, seed=seed, auto_continue=True, human_is_bot=True, bot_mode=mode)
    sounds = count_sounds(window, sound)
    window.resize(1280, 800)
    window.show()
    gap_clock = GapClock()
    loop = QEventLoop()
    scored = [0]

    def on_scored(*_args: object) -> None:
        scored[0] += 1
        if scored[0] >= deals:
            loop.quit()

    window.controller.deal_scored.connect(on_scored)
    decisions: list[float] = []
    started: dict[str, float] = {}
    window.scene.queue.idle.connect(lambda: started.__setitem__("t", time.perf_counter()))
    window.controller.card_played.connect(
        lambda *_: decisions.append(time.perf_counter() - started.get("t", time.perf_counter())))
    start = time.perf_counter()
    window.start()
    gap_clock.timer.start()
    QTimer.singleShot(600_000, loop.quit)
    loop.exec()
    gap_clock.timer.stop()
    elapsed = time.perf_counter() - start
    window.controller.shutdown()
    window.close()
    app.processEvents()
    figures = {"mode": mode, "deals": scored[0], "seconds": round(elapsed, 1), **gap_clock.figures()}
    if sound == "off":
        return figures
    # A long gap that began while a sound was being started, or within 50 ms after: the sound's share.
    near = sum(1 for gap, end in zip(gap_clock.gaps[1:], gap_clock.ends[1:], strict=True) if gap > 50
               and any(-0.05 <= (end - gap / 1000) - t <= 0.05 for t in sounds[2]))
    return {**figures, "sound": sound, "sounds started": sounds[0], "longest start ms": round(sounds[1], 1),
            "gaps over 50 ms near a sound's start": near}


def count_sounds(window: object, sound: str) -> list:
    """Play the window's sounds with ``sound`` (a command, or "system"): how many were started, the
    longest time one took to start, in ms (the GUI thread's own cost of a sound), and when each started."""
    import shlex

    from belote_desktop.ui.sound.players import CommandPlayer

    table_sounds = window.sounds  # type: ignore[attr-defined]
    if sound not in ("off", "system"):
        table_sounds.player = CommandPlayer([shlex.split(sound)], parent=table_sounds)
    player, started = table_sounds.player, [0, 0.0, []]

    class Counting:
        available = True

        def play(self, cue: str, volume: int) -> None:
            begin = time.perf_counter()
            started[2].append(begin)
            player.play(cue, volume)
            started[0] += 1
            started[1] = max(started[1], (time.perf_counter() - begin) * 1000)

        def stop(self) -> None:
            player.stop()

    table_sounds.player = Counting()
    return started


def measure_review(mode: str, seed: int) -> dict[str, object]:
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from belote_desktop.engine import PRESETS
    from belote_desktop.session.settings import GameSettings
    from belote_desktop.ui.dialogs.review import ReviewDialog
    from belote_desktop.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    settings = GameSettings(options=PRESETS["coinche"], partner_level="easy", opponent_level="easy", speed="instant")
    window = MainWindow(settings, seed=seed, auto_continue=True, human_is_bot=True, bot_mode=mode)
    window.resize(1280, 800)
    window.show()
    loop = QEventLoop()
    window.controller.deal_scored.connect(lambda *_: loop.quit())
    window.start()
    loop.exec()
    c = window.controller
    deal = next(d for d in c.match.deals if d.result is not None)
    start = time.perf_counter()
    review = ReviewDialog(deal, 1, window.presenter.names(), c.human_seat, c.runner, window)
    gap_clock = GapClock(lambda: loop.quit() if review.review is not None else None)
    review.show()
    gap_clock.timer.start()
    QTimer.singleShot(600_000, loop.quit)
    loop.exec()
    gap_clock.timer.stop()
    elapsed = time.perf_counter() - start
    moves = len(review.review.moves) if review.review is not None else 0
    review.close()
    c.shutdown()
    window.close()
    app.processEvents()
    return {"mode": mode, "review seconds": round(elapsed, 2), "moves reviewed": moves, **gap_clock.figures()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=1)
    parser.add_argument("--mode", choices=("thread", "process", "both"), default="both")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--speed", choices=("slow", "normal", "fast"), default="normal")
    parser.add_argument("--level", choices=("easy", "normal", "hard", "expert"), default="hard",
                        help="the bots' level (easy: the table's own cost, with no search)")
    parser.add_argument("--review", action="store_true", help="measure while a deal review runs instead")
    parser.add_argument("--sound", default="off", help='the table\'s sounds: "off", "system", or a player command')
    parser.add_argument("--game", choices=("belote", "klaverjas"), default="belote",
                        help="belote's classic preset, or klaverjas's Amsterdams")
    args = parser.parse_args(argv)
    if args.review:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        mode = "process" if args.mode == "both" else args.mode
        print(json.dumps({"review": True, **measure_review(mode, args.seed)}))
        return 0
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.mode == "both":
        # Each mode in a fresh interpreter: a thread run's leftovers must not colour the next run.
        import subprocess

        status = 0
        for mode in ("thread", "process"):
            status |= subprocess.call([sys.executable, __file__, "--mode", mode, "--deals", str(args.deals),
                                       "--seed", str(args.seed), "--speed", args.speed, "--level", args.level,
                                       "--sound", args.sound, "--game", args.game])
        return status
    print(json.dumps({"game": args.game, "level": args.level,
                      **measure(args.mode, args.deals, args.seed, args.speed, args.level, args.sound, args.game)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Bot decisions off the caller's thread (bots/worker.py)."""

from __future__ import annotations

import multiprocessing as mp
import os
import random
import signal
import subprocess
import sys
import threading
import time

import pytest

from belote_desktop.bots import SeatView
from belote_desktop.bots.base import Bot
from belote_desktop.bots.hard import HardBot
from belote_desktop.bots.worker import PROCESS, THREAD, BotRunner, _serve
from belote_desktop.engine import PRESETS, Deal
from belote_desktop.engine.bidding import PASS_BID, Bid
from tests.engine.helpers import bid_all
from tests.packaging import ROOT


def playing_view() -> SeatView:
    deck = list(range(32))
    random.Random(9).shuffle(deck)
    deal = Deal(PRESETS["coinche"], 0, deck)
    bid_all(deal, ["90 D", "pass", "pass", "pass"])
    deal.announce(())
    return SeatView.of(deal, deal.turn)


class Passer(Bot):
    """A bot without a ``cancel`` parameter: the runner still drives it."""

    level = "test"

    def choose_bid(self, view: SeatView) -> Bid:
        return PASS_BID

    def choose_card(self, view: SeatView) -> int:
        return min(c for c in range(32) if view.legal_mask() >> c & 1)


class Broken(Passer):
    def choose_card(self, view: SeatView) -> int:
        raise RuntimeError("broken bot")


def test_a_thread_decision_arrives_and_calls_back() -> None:
    view = playing_view()
    runner = BotRunner(THREAD)
    called = threading.Event()
    handle = runner.start(HardBot(1, budget=0.05), view)
    handle.add_done_callback(lambda h: called.set())
    decision = handle.result(timeout=5)
    assert handle.done() and called.wait(1)
    assert view.legal_mask() >> decision.card & 1
    # A callback added afterwards runs at once.
    late = []
    handle.add_done_callback(late.append)
    assert late == [handle]


class Gate(Passer):
    """A bot that plays only once it is let through: while it waits, the caller must be free."""

    def __init__(self) -> None:
        super().__init__()
        self.entered = threading.Event()
        self.open = threading.Event()

    def choose_card(self, view: SeatView) -> int:
        self.entered.set()
        self.open.wait(30)
        return super().choose_card(view)


def test_the_caller_is_not_blocked() -> None:
    view = playing_view()
    runner = BotRunner(THREAD)
    gate = Gate()
    handle = runner.start(gate, view)  # returns while the bot still waits at its gate
    assert gate.entered.wait(10) and not handle.done()
    gate.open.set()
    assert view.legal_mask() >> handle.result(timeout=10).card & 1


def test_cancel_gives_the_best_so_far() -> None:
    view = playing_view()
    runner = BotRunner(THREAD)
    handle = runner.start(HardBot(1, budget=60.0), view)
    time.sleep(0.05)
    handle.cancel()
    decision = handle.result(timeout=30)  # half the budget: only the cancel can have ended it so soon
    assert handle.cancelled and view.legal_mask() >> decision.card & 1


def test_any_bot_and_its_errors() -> None:
    view = playing_view()
    runner = BotRunner(THREAD)
    assert runner.start(Passer(), view).result(timeout=2).card >= 0
    with pytest.raises(RuntimeError, match="broken bot"):
        runner.start(Broken(), view).result(timeout=2)
    with pytest.raises(TimeoutError):
        runner.start(HardBot(1, budget=1.0), view).result(timeout=0.01)
    with pytest.raises(ValueError):
        BotRunner("fiber")


def test_a_worker_process_decides_and_cancels() -> None:
    view = playing_view()
    with BotRunner(PROCESS) as runner:
        first = runner.start(HardBot(1, budget=0.05), view)
        decision = first.result(timeout=30)  # the first job also starts the process
        assert view.legal_mask() >> decision.card & 1
        slow = runner.start(HardBot(2, budget=120.0), view)
        time.sleep(0.1)
        slow.cancel()
        assert view.legal_mask() >> slow.result(timeout=60).card & 1  # half the budget: the cancel ended it
        # The cancel of an old job does not touch the next one.
        after = runner.start(HardBot(3, budget=0.05), view)
        assert view.legal_mask() >> after.result(timeout=5).card & 1
        with pytest.raises(RuntimeError, match="broken bot"):
            runner.start(Broken(), view).result(timeout=5)


# ----- a parent that goes without a word (killed, or closed by the system) -------------------------
class Slow(Passer):
    """Answers after a moment: long enough for its parent to be gone (imported by the worker process)."""

    def choose_card(self, view: SeatView) -> int:
        time.sleep(0.5)
        return super().choose_card(view)


@pytest.fixture
def own_sigint():
    """The worker's loop, run here in the test's own process, ignores Ctrl+C (as a worker must): undone after."""
    before = signal.getsignal(signal.SIGINT)
    yield
    signal.signal(signal.SIGINT, before)


def test_the_worker_ends_quietly_when_its_parent_died_with_an_answer_unread(own_sigint) -> None:
    parent, child = mp.Pipe()
    child.send((1, None, None))  # an answer the parent never reads: its end is reset when it dies
    parent.close()
    _serve(child, mp.Value("q", 0, lock=False))  # returns; before, ConnectionResetError and a traceback


def test_the_worker_ends_quietly_when_its_answer_has_no_parent_to_go_to(own_sigint) -> None:
    parent, child = mp.Pipe()
    parent.send((1, Passer(), playing_view()))
    parent.close()  # gone while the bot decides: the answer meets a broken pipe
    _serve(child, mp.Value("q", 0, lock=False))


KILLED_PARENT = """
import os, signal
from belote_desktop.bots.worker import PROCESS, BotRunner
from tests.bots.test_worker import Slow, playing_view
runner = BotRunner(PROCESS)
runner.start(Slow(), playing_view())
print(runner._process._proc.pid, flush=True)
os.kill(os.getpid(), signal.SIGKILL)  # as kill -9, or a crash: the worker's answer will find no one
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="POSIX signals, /proc")
def test_the_worker_process_of_a_killed_program_ends_without_a_traceback() -> None:
    # The worker writes to the stderr it shares with its parent, so the run ends (EOF) only when it has ended too.
    done = subprocess.run([sys.executable, "-c", KILLED_PARENT], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == -signal.SIGKILL
    worker = int(done.stdout.split()[0])
    assert "Traceback" not in done.stderr and "Error" not in done.stderr, done.stderr
    assert ended(worker)  # and it is gone, not left behind


def ended(pid: int) -> bool:
    """The process has ended (a zombie waiting for whoever adopted it counts: it runs no more)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True

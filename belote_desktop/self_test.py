"""``belote-desktop --self-test``: the real window plays one deal with four bots, then exits.

Used on every build (CI runs it on the frozen app) to prove that the
program starts, finds its translations and fonts, draws the table and plays
a whole deal. Prints one line per check; exits 0 when all pass, 1 otherwise.
"""

from __future__ import annotations

import sys
import time
import traceback
from collections.abc import Callable

TIME_LIMIT_MS = 120_000


def run(variant: str = "classic", seed: int = 1, out: Callable[[str], None] = print) -> int:
    """One deal of ``variant`` (a belote variant or a klaverjas preset) by four bots; 0 when every check passed."""
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtGui import QFontDatabase
    from PySide6.QtWidgets import QApplication

    from .engine import PRESETS
    from .engine.families.klaverjas.options import PRESETS as KLAVERJAS_PRESETS
    from .i18n.language import LANGUAGES, LanguageManager
    from .session.settings import GameSettings
    from .ui.main_window import MainWindow

    failures: list[str] = []

    def check(ok: bool, what: str) -> None:
        out(("ok    " if ok else "FAIL  ") + what)
        if not ok:
            failures.append(what)

    start = time.perf_counter()
    app = QApplication.instance() or QApplication([sys.argv[0]])
    from .resources import app_icon, load_fonts

    check(bool(load_fonts()), "fonts: the bundled font loads")
    check(bool(QFontDatabase.families()), "fonts: at least one font family is available")
    app.setWindowIcon(app_icon())
    check(not app.windowIcon().isNull(), "icon: the application icon loads")
    check(_sounds_present(), "sounds: every sound file is present")
    languages = LanguageManager(parent=app)
    missing = languages.missing()
    check(not missing, "translations: every language's .qm is present" + (f" (missing: {missing})" if missing else ""))
    for code in LANGUAGES:
        if code not in missing:
            check(languages.set_language(code), f"translations: {code} loads")
    languages.set_language("en")

    _check_solver(check, out)
    _check_klaverjas_solver(check, out)

    # Without sounds: a check run on a machine with speakers is no game to listen to.
    settings = GameSettings(options=PRESETS.get(variant, PRESETS["classic"]), speed="instant", partner_level="normal",
                            opponent_level="normal", sound=False)
    if variant in KLAVERJAS_PRESETS:  # a klaverjas preset (--variant amsterdams): a klaverjas deal
        settings = settings.with_(game="klaverjas", klaverjas=KLAVERJAS_PRESETS[variant])
    # The bots think in a worker process, as in the game: this proves the (frozen) app can start one.
    window = MainWindow(settings, seed=seed, auto_continue=True, human_is_bot=True, languages=languages,
                        bot_mode="process")
    window.resize(1024, 700)
    window.show()
    shown = time.perf_counter() - start
    scored: list[object] = []
    errors: list[str] = []
    # A local event loop, not app.exec()/app.quit(): QCoreApplication.exit() makes every later
    # QEventLoop (pytest-qt's waits after an in-process run) return at once until app.exec() runs again.
    loop = QEventLoop()
    window.controller.deal_scored.connect(lambda result, totals: (scored.append((result, totals)), loop.quit()))
    hook = sys.excepthook

    def on_error(kind: type[BaseException], error: BaseException, tb: object) -> None:
        errors.append("".join(traceback.format_exception(kind, error, tb)))  # type: ignore[arg-type]
        loop.quit()

    sys.excepthook = on_error
    QTimer.singleShot(0, window.start)
    QTimer.singleShot(TIME_LIMIT_MS, loop, loop.quit)  # with loop as context: no call once it is gone
    try:
        loop.exec()
    finally:
        sys.excepthook = hook
    check(not errors, "no error while playing" + (":\n" + "\n".join(errors) if errors else ""))
    check(bool(scored), f"one {variant} deal played to its score")
    if scored:
        result, totals = scored[0]  # type: ignore[misc]
        deal = window.controller.match.deal
        check(deal.result is result and len(deal.tricks) == 8, "the deal has eight tricks and a result")
        check(tuple(window.scene.score_panel.values) == tuple(totals), "the table shows the engine's totals")
    window.controller.shutdown()
    window.close()
    languages.unload()
    out(f"window shown after {shown:.2f} s; {'passed' if not failures else 'FAILED: ' + '; '.join(failures)}")
    return 0 if not failures else 1


# Three cards each, every suit in play, clubs (cards 24 to 31) among them: the masks of the top cards
# and every contract's "beats" table reach 2**31 and more, which a 32-bit C long (Windows) cannot hold.
SOLVER_HANDS = (0x8000_0201, 0x4002_0002, 0x2100_0100, 0x1201_0000)


def _check_solver(check: Callable[[bool, str], None], out: Callable[[str], None]) -> None:
    """The compiled search (bots/native/) is in and gives the Python search's values in every
    contract, on hands that use the highest card bits; without it the game still plays, with the
    Python search (slower: the hard level thinks less deeply)."""
    from .bots.solver import NATIVE, Solver

    if not NATIVE:
        out("note  solver: the compiled search was not built; the Python search is used")
        return
    disagree = []
    for mode in range(6):  # the four trumps, sans atout, tout atout
        try:
            compiled = Solver(mode, (1, 2, 3, 0), native=True).move_values(list(SOLVER_HANDS), 0)
        except (OverflowError, ValueError) as error:
            disagree.append(f"mode {mode}: {type(error).__name__}: {error}")
            continue
        python = Solver(mode, (1, 2, 3, 0), native=False).move_values(list(SOLVER_HANDS), 0)
        if compiled != python:
            disagree.append(f"mode {mode}: {compiled} against {python}")
    check(not disagree, "solver: the compiled search is in and agrees with the Python one in every contract"
          + (" (" + "; ".join(disagree) + ")" if disagree else ""))


def _check_klaverjas_solver(check: Callable[[bool, str], None], out: Callable[[str], None]) -> None:
    """The compiled klaverjas search (bots/native/klaverjas.c) is in and gives the Python search's values
    (roem, pit) in every trump under Amsterdams and Rotterdams, on the same high-bit hands."""
    from .bots.klaverjas.solver import NATIVE, KlaverjasSolver
    from .engine.families.klaverjas.options import PRESETS as KLAVERJAS_PRESETS

    if not NATIVE:
        out("note  solver: the compiled klaverjas search was not built; the Python search is used")
        return
    disagree = []
    for preset in ("amsterdams", "rotterdams"):
        for trump in range(4):
            options = KLAVERJAS_PRESETS[preset]
            try:
                compiled = KlaverjasSolver(options, trump, 0, native=True).move_values(list(SOLVER_HANDS), 0)
            except (OverflowError, ValueError) as error:
                disagree.append(f"{preset} {trump}: {type(error).__name__}: {error}")
                continue
            python = KlaverjasSolver(options, trump, 0, native=False).move_values(list(SOLVER_HANDS), 0)
            if compiled != python:
                disagree.append(f"{preset} {trump}: {compiled} against {python}")
    check(not disagree, "solver: the compiled klaverjas search is in and agrees with the Python one in every trump"
          + (" (" + "; ".join(disagree) + ")" if disagree else ""))


def _sounds_present() -> bool:
    import wave

    from .ui.sound.files import CUES, FILES, sound_dir

    try:
        for cue in CUES:
            for name in FILES[cue]:
                with wave.open(str(sound_dir() / f"{name}.wav"), "rb") as sound:
                    if sound.getnframes() == 0:
                        return False
    except (OSError, EOFError, wave.Error):
        return False
    return True

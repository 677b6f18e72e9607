"""Render the main window with a given drill to a PNG (the ``screenshot`` command, README art)."""

from __future__ import annotations

import tempfile
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSettings
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QApplication

from dealer_trainer import i18n
from dealer_trainer.drills.file_output import save_bytes
from dealer_trainer.engine import PotError
from dealer_trainer.ui.app import application
from dealer_trainer.ui.main_window import MainWindow
from dealer_trainer.ui.session import drill_for_code, make_drill
from dealer_trainer.ui.settings import Settings
from dealer_trainer.wording.explain import error_message


def render(
    out: str,
    level: int = 1,
    seed: int | None = None,
    code: str | None = None,
    size: tuple[int, int] = (1280, 800),
    solved: bool = False,
    award: bool = False,
    actions: int | None = None,
) -> Path:
    """Draw the window at ``size`` showing the drill and save it as PNG at ``out``.

    ``award``: the award phase, pots built and hands up (a showdown drill when the drill has
    no cards), with the hands' names shown as the interactive award phase shows them.
    ``actions``: a street drill's code (``T2-…``) is played street by street for that many
    presses of Space (rulings left out; each pull-in reached is built by the solution and
    checked), its last action's chips on their way from the stack to the betting line.

    Raises:
        ValueError: bad drill code; OSError: the PNG cannot be written.
    """
    application(language=i18n.language())  # a command: English unless --lang names another
    if actions is not None:
        return _render_streets(out, code or "", size, actions)
    try:
        drill = drill_for_code(code) if code else make_drill(level, seed if seed is not None else 1)
    except PotError as exc:
        raise ValueError(
            i18n._("drill code {code!r}: {problem}").format(code=code, problem=error_message(exc))
        ) from None
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat))
        settings.animations = False
        settings.level = level
        window = MainWindow(settings, drill)
        window.resize(*size)
        window.show()
        QApplication.processEvents()
        window.finish_loading()  # the whole window (the Award action too), as the trainee sees it
        if solved:
            window.show_solution()
            window.check()
        if award:
            from dealer_trainer.ui.award import has_showdown

            if has_showdown(drill):
                window.award.load_showdown(drill)
            else:
                window.award.rng.seed(seed if seed is not None else 1)
                window.award.new_showdown_drill()
        image = _grab(window)
        window.close()
        window.deleteLater()
    return _save(image, out)


def _save(image: QPixmap, out: str) -> Path:
    """Write ``image`` as the PNG file ``out``; OSError with the reason in one line."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise OSError(i18n._("cannot write {file}").format(file=out))
    try:
        save_bytes(out, bytes(data.data()))  # bytes already; the stub also allows a buffer
    except OSError as exc:
        reason = i18n.os_reason(exc)
        raise OSError(i18n._("{file}: cannot write: {reason}").format(file=out, reason=reason)) from None
    return Path(out)


def _render_streets(out: str, code: str, size: tuple[int, int], actions: int) -> Path:
    """The window playing the street drill of ``code`` after ``actions`` presses of Space (see
    :func:`render`). Raises ValueError for a code that is not a street drill's."""
    from dealer_trainer.drills.errors import DrillError, describe
    from dealer_trainer.drills.streets import is_street_code
    from dealer_trainer.drills.stud_streets import any_street_drill_from_code

    if not is_street_code(code):
        raise ValueError(i18n._("--actions plays a street drill: give its --code T1-… too"))
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat))
        settings.animations = True
        window = MainWindow(settings, make_drill(1, 1))
        window.resize(*size)
        window.show()
        QApplication.processEvents()
        window.finish_loading()
        streets = window.streets
        try:
            streets.start(any_street_drill_from_code(code.strip()), [])  # no ruling stops the hand
        except DrillError as exc:
            raise ValueError(describe(exc)) from None
        for _press in range(actions):
            if streets.phase == "pull-in":
                window.session.show_solution(animated=False)
                window.check()
            if not streets.active:
                break
            streets.next_action()
        scene = window.scene
        anim = scene._anim  # noqa: SLF001
        if anim is not None:  # the last action's chips a quarter of the way from the stack
            anim.setCurrentTime(anim.duration() // 10)
        scene.felt.finish()  # the cards dealt lie on the felt
        image = _grab(window)
        scene.finish_animation()
        window.close()
        window.deleteLater()
    return _save(image, out)


def _grab(window: MainWindow) -> QPixmap:
    """The window as the trainee sees it once the events waiting are done: the store's status
    line is set on a later turn and laid out on the turn after (one pass showed just "T")."""
    for _ in range(3):
        QApplication.processEvents()
    return window.grab()

"""The window on the school's PostgreSQL server (a real one the test starts): the password is
never saved, results queue while the server is down and the banner says so, and they arrive
when it is back."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

import pytest
from gui_helpers import build_by_dragging

from dealer_trainer.storage.postgres import open_postgres  # noqa: E402
from dealer_trainer.ui.main_window import MainWindow  # noqa: E402
from dealer_trainer.ui.samples import three_way  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_the_window_on_the_schools_server(qtbot, settings, tmp_path, mouse, server, monkeypatch):
    import dealer_trainer.storage.postgres as pg

    monkeypatch.setattr(pg, "default_queue_path", lambda: tmp_path / "queue.sqlite3")
    window = MainWindow(settings, three_way(), progress=None)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    qtbot.waitUntil(lambda: window.school.is_started)
    url = server.url().replace("postgres@", "postgres:Secret-Word@")  # the server trusts local logins
    window.school.set_database(url)
    settings.sync()
    saved = Path(settings.store.fileName()).read_text(encoding="utf-8")
    assert "Secret-Word" not in saved and url.replace(":Secret-Word", "") in saved.replace("%40", "@")
    assert "Secret-Word" not in window.school.status_label.text()
    # no keyring on the test machine (tests/conftest.py): the password is used now, kept nowhere
    assert "not kept (no keyring on this computer)" in window.school.banner_text
    assert "Secret-Word" not in window.school.banner_text
    window.view.fit()
    build_by_dragging(window, mouse)
    window.check_action.trigger()
    assert window.school.store.count() == 1
    server.stop()
    try:
        window.next_drill()
        window.session.load(three_way())
        window.view.fit()
        build_by_dragging(window, mouse)
        window.check_action.trigger()  # saved on this machine, the banner says it waits
        assert "cannot be reached" in window.school.banner_text
        assert "1 result waits on this machine" in window.school.banner_text
    finally:
        server.start()
    window.school.store.retry_now()
    window.school.sync()
    assert window.school.banner_text == "" and window.school.store.count() == 2
    again = open_postgres(server.admin_url(urlsplit(url).path.lstrip("/")), tmp_path / "q2.sqlite3", [])
    assert again.count() == 2


def test_a_url_whose_password_holds_a_slash_is_neither_saved_nor_shown(qtbot, settings, tmp_path):
    window = MainWindow(settings, three_way(), progress=None)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.school.is_started)
    before = window.school.store
    window.school.set_database("postgresql://ana:Sekrit/Wordy#Thing@school.example/class")
    settings.sync()
    saved = Path(settings.store.fileName()).read_text(encoding="utf-8") if settings.store.fileName() else ""
    shown = (
        window.school.banner_text + window.school.status_label.text() + window.school.status_label.toolTip()
    )
    for part in ("Sekrit", "Wordy", "Thing"):
        assert part not in saved and part not in shown, part
    assert "must be percent-encoded" in window.school.banner_text and "%2F" in window.school.banner_text
    assert window.school.store is before  # results still go where they went


@pytest.mark.parametrize(
    "typed",
    [
        "POSTGRESQL://ana:Sek/ritPW@school.example/class",
        "Postgres://ana:Sek#ritPW@school.example/class",
        "host=school.example password=SekritPW dbname=class user=ana",
    ],
)
def test_a_server_in_another_spelling_is_never_taken_for_a_file(
    qtbot, settings, tmp_path, monkeypatch, typed
):
    """An upper-case scheme or a libpq key=value string was taken for a file path: the password
    went into the settings in plain text and folders named after it were made."""
    from PySide6.QtWidgets import QInputDialog

    here = tmp_path / "here"
    here.mkdir()
    monkeypatch.chdir(here)
    window = MainWindow(settings, three_way(), progress=None)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.school.is_started)
    before = window.school.store
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (typed, True))
    window.school.server_action.trigger()
    settings.sync()
    saved = Path(settings.store.fileName()).read_text(encoding="utf-8") if settings.store.fileName() else ""
    shown = (
        window.school.banner_text + window.school.status_label.text() + window.school.status_label.toolTip()
    )
    assert "ritPW" not in saved and "ritPW" not in shown and "Sek" not in saved + shown
    assert window.school.store is before and list(here.iterdir()) == []  # no folder, no file
    assert "percent-encoded" in shown or "not as key=value settings" in shown, shown

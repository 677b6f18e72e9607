"""The school database's password: kept in the system keyring (an in-memory keyring backend here)
or nowhere when there is none, never in the settings, a status, an error line or a log."""

from __future__ import annotations

import logging

import keyring
import pytest
from keyring.backend import KeyringBackend
from keyring.backends import fail

from dealer_trainer.commands import main
from dealer_trainer.storage.passwords import (
    SERVICE,
    forget,
    passwords,
    redact,
    remember,
    scrub,
    with_password,
)
from dealer_trainer.storage.postgres import open_postgres


class MemoryKeyring(KeyringBackend):
    """A keyring backend that keeps passwords in a dict (keyring's own extension point)."""

    priority = 1

    def __init__(self):
        super().__init__()
        self.kept: dict[tuple[str, str], str] = {}

    def get_password(self, service, username):
        return self.kept.get((service, username))

    def set_password(self, service, username, password):
        self.kept[(service, username)] = password

    def delete_password(self, service, username):
        self.kept.pop((service, username))


@pytest.fixture
def memory_keyring():
    before = keyring.get_keyring()
    ring = MemoryKeyring()
    keyring.set_keyring(ring)
    yield ring
    keyring.set_keyring(before)


@pytest.fixture
def no_keyring():
    before = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    yield
    keyring.set_keyring(before)


def test_the_passwords_of_a_url_are_found_however_written():
    assert passwords("postgresql://ana:s3%40cret@db/class") == ["s3%40cret", "s3@cret"]
    assert passwords("postgresql://ana@db/class?password=p%26w&sslmode=require") == ["p%26w", "p&w"]
    assert passwords("postgresql://ana@db/class") == []
    assert passwords("postgresql://u:Sekrit@[::1/d") == ["Sekrit"]  # a URL that cannot be read
    assert scrub('token: "postgresql://u:Sekrit@[::1/d"', "postgresql://u:Sekrit@[::1/d") == (
        'token: "postgresql://u:***@[::1/d"'
    )
    assert redact("postgresql://u:Sekrit@[::1/d") == "postgresql://u:***@[::1/d"


def test_the_password_goes_to_the_keyring_and_comes_back_for_the_url_without_it(memory_keyring):
    url = "postgresql://ana:s3%40cret@school.example/class?sslmode=require"
    assert remember(url)
    assert memory_keyring.kept == {
        (SERVICE, "postgresql://ana@school.example/class?sslmode=require"): "s3@cret"
    }
    assert with_password(redact(url)) == url
    assert (
        with_password("postgresql://ana:other@school.example/class")
        == "postgresql://ana:other@school.example/class"
    )
    assert with_password("postgresql://bram@school.example/class") == "postgresql://bram@school.example/class"
    forget(url)
    assert memory_keyring.kept == {} and with_password(redact(url)) == redact(url)
    assert not remember("postgresql://ana@school.example/class")  # nothing to keep


def test_without_a_keyring_nothing_is_kept_and_nothing_fails(no_keyring, caplog):
    caplog.set_level(logging.DEBUG)
    url = "postgresql://ana:Sekrit@school.example/class"
    assert not remember(url)
    assert with_password(redact(url)) == redact(url)
    forget(url)
    assert "Sekrit" not in caplog.text


def test_a_password_kept_in_the_keyring_is_used_at_the_next_start(pg_server, tmp_path, memory_keyring):
    url = pg_server.url().replace("postgres@", "postgres:Kept-Word@")
    assert remember(url)
    store = open_postgres(redact(url), tmp_path / "q.sqlite3", fallbacks=[])
    assert store.url == url and store.status.severity == "ok"  # the server trusts local logins
    assert "Kept-Word" not in store.status.location
    store.close()


@pytest.mark.parametrize(
    "url",
    [
        "postgresql://u:Sek%rit@/d?host=/nonexistent",
        "postgresql://u:Sekrit@[::1/d",
        "postgresql://u@/d?host=/nonexistent&password=Sek%rit",
    ],
)
def test_a_url_the_driver_cannot_read_never_shows_its_password(url, tmp_path, capsys, caplog):
    caplog.set_level(logging.DEBUG)
    store = open_postgres(url, tmp_path / "q.sqlite3", fallbacks=[])
    assert "Sek" not in store.status.message and "Sek" not in store.status.location
    assert "cannot be reached" in store.status.message
    store.close()
    for action in ("list", "secure", "class"):
        assert main(["school", action, "--db", url]) == 2
        err = capsys.readouterr().err
        assert "Sek" not in err and err.count("\n") == 1, (action, err)
    assert "Sek" not in caplog.text


def test_a_password_with_an_unencoded_delimiter_is_told_from_a_sound_url():
    from dealer_trainer.storage.passwords import BadUrl, check_url

    for sound in (
        "postgresql://ana:pa%2Fss%23w%3Fr%40d%3A@school.example/class",  # percent-encoded
        "postgresql://ana:pa:ss@school.example/class",  # a colon in the password reads the same
        "postgresql://school.example:5432/class?user=ana@school",  # an @ in an option's value
        "postgresql://ana@/class?host=/run/postgresql",
        "postgresql://ana:pw@/class?host=/run/postgresql",
    ):
        check_url(sound)
    for bad in (
        "postgresql://ana:pa/ss@school.example/class",
        "postgresql://ana:pa#ss@school.example/class",
        "postgresql://ana:pa?ss@school.example/class",
        "postgresql://ana:p@ss@school.example/class",
        "postgresql://ana:12#34@school.example/class",  # digits, then a delimiter: not a port
        "postgresql://:pa/ss@school.example/class",
    ):
        with pytest.raises(BadUrl, match="percent-encoded"):
            check_url(bad)

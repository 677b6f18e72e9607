"""One home for reading a user's file: the checks every reader (commands, drill files, the
importer) makes, each failure a kind the caller words."""

import json
import os

import pytest

from dealer_trainer.userfiles import DuplicateKey, UserFileError, loads_strict, open_regular, read_text


def kind_of(path, cap=100):
    with pytest.raises(UserFileError) as caught:
        read_text(path, cap)
    return caught.value


def test_text_is_read_as_utf8_with_the_byte_order_mark_dropped(tmp_path):
    path = tmp_path / "a.json"
    path.write_bytes(b'\xef\xbb\xbf{"caf\xc3\xa9": 1}')
    assert read_text(path, 100) == '{"café": 1}'


def test_each_check_fails_with_its_own_kind(tmp_path):
    missing = kind_of(tmp_path / "nothing.json")
    assert missing.kind == "cannot_read" and isinstance(missing.error, FileNotFoundError)
    folder = kind_of(tmp_path)  # opening a folder as a file fails: its reason is the system's
    assert folder.kind == "cannot_read" and isinstance(folder.error, IsADirectoryError)
    (tmp_path / "big").write_bytes(b"x" * 101)
    assert kind_of(tmp_path / "big").kind == "too_large"
    (tmp_path / "latin").write_bytes(b"caf\xe9")
    assert kind_of(tmp_path / "latin").kind == "not_utf8"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(UserFileError) as caught:
        open_regular(fifo)
    assert caught.value.kind == "not_regular"


def test_a_key_given_twice_is_caught_at_once_or_marked():
    with pytest.raises(DuplicateKey) as caught:
        loads_strict('{"a": 1, "a": 2}', eager=True)
    assert caught.value.key == "a"
    data = loads_strict('{"x": {"b": 1, "b": 2}}')
    assert data["x"].duplicate == "b" and data.duplicate is None and data["x"]["b"] == 2
    with pytest.raises(json.JSONDecodeError):
        loads_strict("{", eager=True)

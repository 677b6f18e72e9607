"""Deferred messages: English underneath (equal, hashed, counted and pickled as the English
sentence), in the active language only when shown."""

from __future__ import annotations

import json
import pickle
from collections import Counter

import pytest

from dealer_trainer import i18n
from dealer_trainer.i18n import Message, deferred, deferred_join, deferred_plural, english, shown


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def test_a_deferred_message_is_its_english_sentence_and_shows_in_dutch():
    reason = deferred("{name!r} is seated twice", name="Anna")
    i18n.set_language("nl")
    assert reason == "'Anna' is seated twice" and isinstance(reason, Message)
    assert shown(reason) == "'Anna' zit twee keer aan tafel"
    assert json.dumps({"reason": reason}) == '{"reason": "\'Anna\' is seated twice"}'
    assert Counter([reason, deferred("{name!r} is seated twice", name="Anna")]) == {
        "'Anna' is seated twice": 2
    }
    i18n.set_language("en")
    assert shown(reason) == "'Anna' is seated twice"


def test_values_that_are_messages_are_shown_in_the_language_too():
    inner = deferred("this format is not supported (its hands are not read)")
    outer = deferred("{format}: {note}", format=deferred("Entraction text"), note=inner)
    i18n.set_language("nl")
    assert outer == "Entraction text: this format is not supported (its hands are not read)"
    assert (
        shown(outer) == "Entraction-tekst: dit formaat wordt niet ondersteund (de handen worden niet gelezen)"
    )
    joined = deferred_join([deferred("empty hand"), "plain"], ", ")
    assert joined == "empty hand, plain" and shown(joined) == "lege hand, plain"


def test_a_plural_follows_the_count_in_each_language():
    one = deferred_plural(
        "{format}: damaged file after {n} hand ({error})",
        "{format}: damaged file after {n} hands ({error})",
        1,
        format="X",
        error="E",
    )
    many = deferred_plural(
        "{format}: damaged file after {n} hand ({error})",
        "{format}: damaged file after {n} hands ({error})",
        3,
        format="X",
        error="E",
    )
    assert (one, many) == ("X: damaged file after 1 hand (E)", "X: damaged file after 3 hands (E)")
    i18n.set_language("nl")
    assert shown(one) == "X: bestand beschadigd na 1 hand (E)"
    assert shown(many) == "X: bestand beschadigd na 3 handen (E)"


def test_a_message_survives_pickling_as_a_worker_process_sends_it():
    reason = deferred("damaged hand ({error_type}: {error})", error_type="KeyError", error=KeyError("x"))
    back = pickle.loads(pickle.dumps(reason))
    assert back == reason == "damaged hand (KeyError: 'x')"
    i18n.set_language("nl")
    assert shown(back) == "beschadigde hand (KeyError: 'x')"


def test_english_is_for_this_thread_only_and_ends_with_its_block():
    i18n.set_language("nl")
    with english():
        assert i18n.language() == "en" and i18n._("empty hand") == "empty hand"
    assert i18n.language() == "nl" and i18n._("empty hand") == "lege hand"


def test_english_in_one_thread_leaves_the_others_in_their_language():
    import threading

    i18n.set_language("nl")
    inside, release, seen = threading.Event(), threading.Event(), []

    def worker():
        with english():
            seen.append(i18n.language())
            inside.set()
            release.wait(5)

    thread = threading.Thread(target=worker)
    thread.start()
    assert inside.wait(5)
    assert i18n.language() == "nl" and i18n._("empty hand") == "lege hand"  # this thread: still Dutch
    release.set()
    thread.join(5)
    assert seen == ["en"]

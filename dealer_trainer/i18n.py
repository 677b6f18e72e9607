"""The program's one Qt-free translation layer: GNU gettext catalogues and the active language.

Every text built outside Qt (the engine's and the checker's explanations, the lessons, the
commands' output and errors) is looked up here with :func:`_` or :func:`ngettext`; the window's
own texts go through Qt (``self.tr()``, ``.ts``/``.qm``). Messages are whole sentences with
named placeholders (``_("{seat} folded").format(seat=...)``), never glued from pieces, so a
translation can put the words in its own order.

Catalogues: ``dealer_trainer/locale/<lang>/LC_MESSAGES/dealer_trainer.po`` (sources) and the
compiled ``.mo`` beside them (committed; ``tests/test_translations.py`` checks they match).
``tools/update_translations.py`` extracts new strings after a merge.

A text that is also a key (a skip reason the import report counts and groups, a value a
machine reads) is made with :func:`deferred`: a :class:`Message` that stays English underneath
and is put in the language only where it is shown (:func:`shown`).

The language is English unless :func:`set_language` picks another (the command line's
``--lang``, ``DEALER_TRAINER_LANG``, or the window's language).
"""

from __future__ import annotations

import errno
import gettext as _gettext
import os
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

DOMAIN = "dealer_trainer"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"

#: Language code -> its own name (what a Language menu shows).
LANGUAGES: dict[str, str] = {"en": "English", "nl": "Nederlands"}
DEFAULT_LANGUAGE = "en"
#: The environment variable the commands read when ``--lang`` is not given.
ENV_VARIABLE = "DEALER_TRAINER_LANG"

#: Each language's Babel locale: the source of its number and money formats.
LOCALES: dict[str, str] = {"en": "en_US", "nl": "nl_NL"}

_active = DEFAULT_LANGUAGE


class _ThreadLanguage(threading.local):
    """A language this thread uses for a moment (:func:`english`), over the active one."""

    language: str | None = None


_local = _ThreadLanguage()


def _current() -> str:
    return _local.language or _active


def normalize(code: str | None) -> str | None:
    """``"nl"``, ``"nl_NL.UTF-8"``, ``"NL-be"`` -> ``"nl"``; None for a language we do not have."""
    if not code:
        return None
    base = code.strip().split(".")[0].replace("-", "_").split("_")[0].lower()
    return base if base in LANGUAGES else None


@cache
def _catalogue(code: str) -> _gettext.NullTranslations:
    """The compiled catalogue of ``code`` (English: none, the messages are the English)."""
    if code == DEFAULT_LANGUAGE:
        return _gettext.NullTranslations()
    return _gettext.translation(DOMAIN, str(LOCALE_DIR), languages=[code], fallback=True)


def set_language(code: str | None) -> str:
    """Make ``code`` (``"en"``, ``"nl"``, a locale name such as ``"nl_NL"``) the active language;
    an unknown or empty code means English. Returns the language code now active."""
    global _active
    _active = normalize(code) or DEFAULT_LANGUAGE
    return _active


def language() -> str:
    """The active language code (``"en"`` or ``"nl"``; English within :func:`english`)."""
    return _current()


def language_from_environment() -> str | None:
    """The language of ``DEALER_TRAINER_LANG`` (None when unset or not a language we have)."""
    return normalize(os.environ.get(ENV_VARIABLE))


@contextmanager
def english() -> Iterator[None]:
    """Within the block, this thread's texts are English whatever the active language (the
    English key of a :class:`Message` built from translated pieces); other threads unchanged."""
    before = getattr(_local, "language", None)
    _local.language = DEFAULT_LANGUAGE
    try:
        yield
    finally:
        _local.language = before


def _(message: str) -> str:
    """``message`` (English, a whole sentence) in the active language."""
    return _catalogue(_current()).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural sentence for ``n`` in the active language (the language's own
    plural rule); format ``n`` into it with a named placeholder."""
    return _catalogue(_current()).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the active language, told apart from the same English word elsewhere by
    ``context`` (``pgettext("pile", "Return")``)."""
    return _catalogue(_current()).pgettext(context, message)


def N_(message: str) -> str:  # noqa: N802 - gettext's name for "mark for extraction"
    """Mark ``message`` for extraction without translating it yet (tables of texts looked up
    with :func:`_` when shown)."""
    return message


class Message(str):
    """A message kept in English and translated only when shown: its value (what ``str``,
    ``==``, hashing, counting and JSON see) is the English sentence, a stable key for grouping
    and for machine-readable output; :func:`shown` gives it in the active language.

    Made by :func:`deferred` (a sentence with named placeholders), :func:`deferred_plural` (a
    sentence for a count), :func:`deferred_join` (clauses each shown in the language, then
    joined) or :func:`computed` (a function's text, such as an amount in the language's number
    format). It keeps how to say it again as one ``recipe`` of plain tuples (messages inside
    it as their recipes), so a report holding thousands stays small and it pickles (a worker
    process's skip reasons).
    """

    recipe: tuple[Any, ...]

    def render(self) -> str:
        """This message in the active language."""
        recipe = getattr(self, "recipe", None)
        return str(self) if recipe is None else _render(recipe)


def _render(recipe: tuple[Any, ...]) -> str:
    kind = recipe[0]
    if kind == "t":  # ("t", template, name, value, name, value ...)
        if len(recipe) == 2:
            return _(recipe[1])
        return _(recipe[1]).format(**_values(recipe, 2))
    if kind == "p":  # ("p", singular, plural, count, name, value ...)
        return ngettext(recipe[1], recipe[2], recipe[3]).format(n=recipe[3], **_values(recipe, 4))
    if kind == "j":  # ("j", separator, part, part ...)
        separator: str = recipe[1]
        return separator.join(_said(part) for part in recipe[2:])
    function: Callable[..., str] = recipe[1]  # ("c", function, *arguments)
    return function(*recipe[2:])


def _values(recipe: tuple[Any, ...], start: int) -> dict[str, Any]:
    return {recipe[i]: _said(recipe[i + 1]) for i in range(start, len(recipe), 2)}


def _said(value: Any) -> Any:
    return _render(value) if isinstance(value, tuple) else value


def _kept(params: dict[str, Any]) -> tuple[Any, ...]:
    """Values a message keeps, flat (name, value, name, value ...): text and numbers as they
    are, a message as its recipe, anything else (an exception) as its text."""
    flat: list[Any] = []
    for k, v in params.items():
        if isinstance(v, Message) and hasattr(v, "recipe"):
            v = v.recipe
        elif not isinstance(v, str | int | float):
            v = str(v)
        flat += (k, v)
    return tuple(flat)


def _english(template: str, values: dict[str, Any]) -> str:
    if not values:
        return template
    return template.format(
        **{k: v if isinstance(v, str | int | float) else str(v) for k, v in values.items()}
    )


def _message(english_text: str, recipe: tuple[Any, ...]) -> Message:
    out = Message(english_text)
    out.recipe = recipe
    return out


def deferred(template: str, /, **params: Any) -> Message:
    """``template`` (an English sentence with ``{named}`` placeholders, extracted like
    :func:`N_`) filled with ``params``, translated when :func:`shown`."""
    return _message(_english(template, params), ("t", template, *_kept(params)))


def deferred_plural(singular: str, plural: str, count: int, /, **params: Any) -> Message:
    """The singular or plural sentence for ``count`` (placeholder ``{n}``), translated when
    :func:`shown` with the language's own plural rule."""
    english_text = _english(singular if count == 1 else plural, {"n": count, **params})
    return _message(english_text, ("p", singular, plural, count, *_kept(params)))


def deferred_join(parts: Sequence[str], separator: str = "; ") -> Message:
    """Clauses (messages or plain text) joined by ``separator``, each shown in the language
    (one message alone is itself)."""
    if len(parts) == 1 and isinstance(parts[0], Message):
        return parts[0]
    kept = (p.recipe if isinstance(p, Message) and hasattr(p, "recipe") else str(p) for p in parts)
    return _message(separator.join(str(p) for p in parts), ("j", separator, *kept))


#: The system's reasons a file cannot be read or written, by error number, in English as the C
#: library says them (the words :func:`system_reason` gives in the other languages).
SYSTEM_REASONS: dict[int, str] = {
    errno.ENOENT: N_("No such file or directory"),
    errno.EACCES: N_("Permission denied"),
    errno.EPERM: N_("Operation not permitted"),
    errno.EISDIR: N_("Is a directory"),
    errno.ENOTDIR: N_("Not a directory"),
    errno.EEXIST: N_("File exists"),
    errno.ENOSPC: N_("No space left on device"),
    errno.EROFS: N_("Read-only file system"),
    errno.ENAMETOOLONG: N_("File name too long"),
    errno.EIO: N_("Input/output error"),
    errno.EFBIG: N_("File too large"),
    errno.ELOOP: N_("Too many levels of symbolic links"),
}


def system_reason(number: int | None, text: str) -> str:
    """Why a system call failed, in the active language: ``text`` (the system's own words) in
    English or for an error number not in :data:`SYSTEM_REASONS`, else that reason translated
    (``"Permission denied"`` -> ``"Geen toegang"``). Plain values, so it can be :func:`computed`."""
    known = SYSTEM_REASONS.get(number) if number is not None else None
    if known is None or _current() == DEFAULT_LANGUAGE:
        return text
    return _(known)


def os_reason(error: BaseException) -> str:
    """:func:`system_reason` of an exception: an :class:`OSError`'s reason in the active
    language, any other exception's own text."""
    if isinstance(error, OSError):
        return system_reason(error.errno, error.strerror or str(error))
    return str(error)


def computed(function: Callable[..., str], /, *arguments: Any) -> Message:
    """``function(*arguments)`` (a module-level function of plain values: an amount formatter,
    the engine's error message) said in the language when shown; English underneath."""
    if _current() == DEFAULT_LANGUAGE:
        english_text = function(*arguments)
    else:
        with english():
            english_text = function(*arguments)
    return _message(english_text, ("c", function, *arguments))


def shown(text: object) -> str:
    """``text`` as a person reads it: a :class:`Message` in the active language, anything else
    as ``str`` gives it."""
    if isinstance(text, Message) and _current() != DEFAULT_LANGUAGE:
        return text.render()
    return str(text)


def translate_argparse() -> None:
    """Let :mod:`argparse`'s own messages (``usage:``, ``options``, its errors) follow the active
    language; their Dutch is in this program's catalogue (see :data:`ARGPARSE_MESSAGES`)."""
    import argparse

    argparse._ = _  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]


#: argparse's messages this program's users can see, marked so the catalogue has them.
ARGPARSE_MESSAGES = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("not allowed with argument %s"),
    N_("expected one argument"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("ignored explicit argument %r"),
    N_("%(prog)s: error: %(message)s\n"),
)

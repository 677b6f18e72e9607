"""The program's one Qt-free translation layer: GNU gettext catalogues and the active language.

Every text built outside Qt (the engine's and the checker's explanations, the lessons, the
commands' output and errors) is looked up here with :func:`_` or :func:`ngettext`; the window's
own texts go through Qt (``self.tr()``, ``.ts``/``.qm``). Messages are whole sentences with
named placeholders (``_("{seat} folded").format(seat=...)``), never glued from pieces, so a
translation can put the words in its own order.

Catalogues: ``dealer_trainer/locale/<lang>/LC_MESSAGES/dealer_trainer.po`` (sources) and the
compiled ``.mo`` beside them (committed; ``tests/test_translations.py`` checks they match).
``tools/update_translations.py`` extracts new strings after a merge.

The language is English unless :func:`set_language` picks another (the command line's
``--lang``, ``DEALER_TRAINER_LANG``, or the window's language).
"""

from __future__ import annotations

import gettext as _gettext
import os
from functools import cache
from pathlib import Path

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
    """The active language code (``"en"`` or ``"nl"``)."""
    return _active


def language_from_environment() -> str | None:
    """The language of ``DEALER_TRAINER_LANG`` (None when unset or not a language we have)."""
    return normalize(os.environ.get(ENV_VARIABLE))


def _(message: str) -> str:
    """``message`` (English, a whole sentence) in the active language."""
    return _catalogue(_active).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural sentence for ``n`` in the active language (the language's own
    plural rule); format ``n`` into it with a named placeholder."""
    return _catalogue(_active).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the active language, told apart from the same English word elsewhere by
    ``context`` (``pgettext("pile", "Return")``)."""
    return _catalogue(_active).pgettext(context, message)


def N_(message: str) -> str:  # noqa: N802 - gettext's name for "mark for extraction"
    """Mark ``message`` for extraction without translating it yet (tables of texts looked up
    with :func:`_` when shown)."""
    return message


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

"""The ``dealer-trainer`` command: no arguments opens the app; subcommands are headless tools.

One module per subcommand in this package (``pots``, ``drill``, ``check``, ``exam``,
``screenshot``, ``worksheet``, ``import``, ``export``, ``action``, ``school``, ``course``), each with a
``register(sub)`` adding its parser; :mod:`~dealer_trainer.commands.common` holds what they
share. The package sits on top of every other (docs/architecture.md#layers): nothing below
imports it.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from typing import Any

from dealer_trainer import __version__, i18n
from dealer_trainer.commands.common import (
    EXIT_BAD_INPUT,
    EXIT_INTERRUPTED,
    InputError,
    OneLineParser,
)
from dealer_trainer.i18n import _, os_reason

#: The module that adds each subcommand, in the order ``--help`` lists them (see :func:`register_more`).
COMMAND_MODULES = {
    "pots": "dealer_trainer.commands.pots",
    "drill": "dealer_trainer.commands.drill",
    "check": "dealer_trainer.commands.check",
    "exam": "dealer_trainer.commands.exam",
    "screenshot": "dealer_trainer.commands.screenshot",
    "worksheet": "dealer_trainer.commands.worksheet",
    "import": "dealer_trainer.commands.import_hands",
    "export": "dealer_trainer.commands.export",
    "action": "dealer_trainer.commands.action",
    "school": "dealer_trainer.commands.school",
    "course": "dealer_trainer.commands.course",
}


def command_word(argv: Sequence[str]) -> str | None:
    """The command typed: the first word that is neither an option nor ``--lang``'s value;
    None when there is none, or an option other than ``--lang`` comes first (``--help``)."""
    words = iter(argv)
    for word in words:
        if word == "--lang":
            next(words, None)
        elif not word.startswith("--lang="):
            return None if word.startswith("-") else word
    return None


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The argument parser with every subcommand (its help in the active language); with
    ``command``, one that knows that subcommand only (see :func:`register_more`)."""
    parser = OneLineParser(
        prog="dealer-trainer",
        description=_("Practise building main pots and side pots. With no command, opens the table."),
    )
    parser.add_argument(
        "--lang",
        choices=sorted(i18n.LANGUAGES),
        help=_(
            "language of the output and the window: en (English, the default) or nl (Nederlands); "
            "also DEALER_TRAINER_LANG=nl"
        ),
    )
    parser.add_argument(
        "--version", action="version", version=f"dealer-trainer {__version__}", help=_("print the version")
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    register_more(sub, command)
    return parser


def register_more(sub: Any, command: str | None = None) -> None:
    """Add the subcommands' parsers to ``sub``, each from its module of :data:`COMMAND_MODULES`.
    For a known ``command`` only ``pots`` (always there, and light) and the module that adds
    ``command`` are imported (the others can take long to import: the window's, the
    importer's); for ``"--version"`` none; otherwise every one."""
    if command == "--version":
        return
    if command in COMMAND_MODULES:
        modules = tuple(dict.fromkeys((COMMAND_MODULES["pots"], COMMAND_MODULES[command])))
    else:
        modules = tuple(COMMAND_MODULES.values())
    for module_name in modules:
        importlib.import_module(module_name).register(sub)


def choose_language(argv: Sequence[str]) -> str | None:
    """The language asked for before the command: ``--lang nl`` / ``--lang=nl`` (the global
    option), else ``DEALER_TRAINER_LANG``; None when neither names one (a value that is not a
    language is left for the parser to refuse)."""
    for i, word in enumerate(argv):
        if not word.startswith("-"):
            break  # the command: options after it are the command's own
        if word == "--lang" and i + 1 < len(argv):
            return i18n.normalize(argv[i + 1])
        if word.startswith("--lang="):
            return i18n.normalize(word.partition("=")[2])
    return i18n.language_from_environment()


def open_app(language: str | None) -> int:
    """Open the table (``dealer-trainer`` with no command) in ``language``; the exit status.
    When Qt's platform plugin cannot load here, one line says which libraries are missing and
    how to install them, and the status is 2 (Qt would abort: :mod:`dealer_trainer.ui.qt_start`)."""
    import gc

    from dealer_trainer.ui.qt_start import platform_problem

    problem = platform_problem()
    if problem:
        print(problem, file=sys.stderr)
        return EXIT_BAD_INPUT
    gc.disable()  # until the window is up (run_app): the start makes lasting objects, not garbage
    from dealer_trainer.ui.app import run_app

    return run_app([], language=language)


def _interrupted(command: str) -> int:
    """Say that Ctrl+C stopped ``command``, in one line on stderr; the exit status."""
    print(_("dealer-trainer {command}: interrupted").format(command=command), file=sys.stderr)
    return EXIT_INTERRUPTED


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``dealer-trainer``; returns the exit status.

    The output is English unless ``--lang`` (before the command) or ``DEALER_TRAINER_LANG``
    names another language; ``--json`` keys, pile names and mistake codes are never translated.
    """
    argv = list(sys.argv[1:] if argv is None else argv)
    chosen = choose_language(argv)
    i18n.set_language(chosen)
    if not argv:  # the app at once: building every subcommand's parser first delays its window
        return open_app(chosen)
    i18n.translate_argparse()
    word = "--version" if argv[:1] == ["--version"] else command_word(argv)
    try:
        args = build_parser(word).parse_args(argv)
    except KeyboardInterrupt:  # while the command's modules load
        return _interrupted(word or "")
    if args.command is None:
        return open_app(chosen)
    try:
        return args.func(args)
    except BrokenPipeError:  # the reader (| head) stopped early: not an error, not a verdict
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except KeyboardInterrupt:  # Ctrl+C: one line, not a traceback (a file being made is not kept)
        return _interrupted(args.command)
    except InputError as exc:
        print(f"dealer-trainer {args.command}: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except OSError as exc:  # the output cannot be written (a full disk, /dev/full)
        print(
            _("dealer-trainer {command}: cannot write the output: {reason}").format(
                command=args.command, reason=os_reason(exc)
            ),
            file=sys.stderr,
        )
        return EXIT_BAD_INPUT

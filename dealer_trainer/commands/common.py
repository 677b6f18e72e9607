"""What every subcommand shares: the one-line input error and exit statuses, reading the input
file (:mod:`dealer_trainer.userfiles`, at most :data:`MAX_INPUT_BYTES`), printing, the argument
parser whose errors are one line, and the plain text table (no Qt)."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from dealer_trainer import userfiles
from dealer_trainer.i18n import _
from dealer_trainer.userfiles import DuplicateKey, UserFileError, loads_strict
from dealer_trainer.wording.explain import format_chips
from dealer_trainer.wording.times import local_time, local_time_text  # noqa: F401 - used by commands

EXIT_BAD_INPUT = 2
#: Exit status after Ctrl+C (128 + SIGINT, as shells give).
EXIT_INTERRUPTED = 130


class InputError(Exception):
    """Bad input for a command: the message is one line for stderr (exit status 2)."""


#: A scenario is a few hundred bytes; anything past this is not one.
MAX_INPUT_BYTES = 10 * 1024 * 1024


def parse_json(text: str, path: str) -> Any:
    """Parse JSON text, refusing duplicate keys; every failure is one :class:`InputError` line."""
    import json  # commands only: the window starts without it

    try:
        return loads_strict(text, eager=True)
    except json.JSONDecodeError as exc:
        raise InputError(
            _("{file}: not valid JSON: {reason} (line {line}, column {column})").format(
                file=path, reason=exc.msg, line=exc.lineno, column=exc.colno
            )
        ) from None
    except DuplicateKey as exc:
        reason = _("key {key!r} appears twice in one object").format(key=exc.key)
        raise InputError(_("{file}: not valid input: {reason}").format(file=path, reason=reason)) from None
    except RecursionError:
        raise InputError(_("{file}: not valid input: nested too deeply").format(file=path)) from None
    except ValueError as exc:  # an integer of more than 4,300 digits
        reason = (
            _("a number has over {most} digits").format(most=format_chips(4300))
            if "digits" in str(exc)
            else str(exc)
        )
        raise InputError(_("{file}: not valid input: {reason}").format(file=path, reason=reason)) from None


def read_text(path: str) -> str:
    """Text of ``path`` or stdin (``-``), at most :data:`MAX_INPUT_BYTES`
    (:func:`dealer_trainer.userfiles.read_text`).

    Raises:
        InputError: missing, unreadable, not a regular file, not UTF-8, or too large.
    """
    try:
        return userfiles.read_text(path, MAX_INPUT_BYTES, dash_is_stdin=True)
    except UserFileError as exc:
        too_large = _("{file}: larger than {size} MB; not a scenario").format(
            file=path, size=MAX_INPUT_BYTES // (1024 * 1024)
        )
        raise InputError(exc.message(path, too_large)) from None


def read_json(path: str) -> Any:
    """JSON from ``path`` or stdin (``-``): :func:`read_text` then :func:`parse_json`.

    Raises:
        InputError: file missing or unreadable, or not JSON (line and column named).
    """
    return parse_json(read_text(path), path)


def emit(text: str) -> None:
    """Print ``text`` to stdout and flush it. A reader that stopped early (``| head``) is not an
    error: the rest is dropped and the command keeps its exit status.

    Raises:
        OSError: the output cannot be written (a full disk); :func:`main` says so in one line.
    """
    try:
        print(text)
        sys.stdout.flush()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


#: An option whose name holds one of these words takes a secret: its value is never echoed.
SECRET_OPTION_WORDS = ("password", "passphrase", "passwd", "secret", "token")


def secret_values(args: Sequence[str]) -> list[str]:
    """The values given to options named like a secret (:data:`SECRET_OPTION_WORDS`) in ``args``
    (``--password X``, ``--passphrase=X``), longest first."""
    found = set()
    for i, arg in enumerate(args):
        name, eq, value = str(arg).partition("=")
        if not name.startswith("-") or not any(w in name.lower() for w in SECRET_OPTION_WORDS):
            continue
        if eq:
            found.add(value)
        elif i + 1 < len(args):
            found.add(str(args[i + 1]))
    return sorted((v for v in found if v), key=len, reverse=True)


def redact_secrets(message: str, secrets: Sequence[str]) -> str:
    """``message`` with each of ``secrets`` written as a word of its own (or quoted) replaced
    by ``***``."""
    import re

    for secret in secrets:
        message = re.sub(rf"(?<![^\s'\"=]){re.escape(secret)}(?![^\s'\",])", "***", message)
    return message


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose usage errors are one line on stderr (exit status 2), and that
    takes options only as spelled: no prefix matching (``--password X`` was read as
    ``--password-file X``). An error never echoes the value given after an option named like a
    secret (``--password X``: ``--password ***``). Its subcommands' parsers are of this class
    too."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("allow_abbrev", False)
        super().__init__(*args, **kwargs)
        self._secrets: list[str] = []

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        """:meth:`argparse.ArgumentParser.parse_known_args`, noting the secrets given first."""
        self._secrets = secret_values(list(sys.argv[1:] if args is None else args))
        return super().parse_known_args(args, namespace)

    def error(self, message: str) -> NoReturn:
        """Print ``prog: message (see --help)`` and exit 2 (secrets given: ``***``)."""
        message = redact_secrets(message, self._secrets)
        self.exit(
            EXIT_BAD_INPUT,
            _("{prog}: {message} (see {prog} --help)").format(prog=self.prog, message=message) + "\n",
        )


def render_table(rows: Sequence[Sequence[str]], header: Sequence[str]) -> str:
    """A plain text table with a header rule, columns padded to fit."""
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    line = lambda r: "  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip()  # noqa: E731
    return "\n".join([line(header), "  ".join("-" * w for w in widths), *map(line, rows)])


def add_profile_option(parser: argparse.ArgumentParser, applies: str) -> None:
    """Add ``--profile FILE`` (a room profile, formats.md §6) to ``parser``; ``applies`` says
    which of its rules the command uses (help text, already translated)."""
    parser.add_argument(
        "--profile",
        metavar="FILE",
        help=_(
            "a room profile (JSON; docs/rules.md#room-profiles): its house rules hold where the input "
            "and the options set none. {applies}"
        ).format(applies=applies),
    )


def read_profile(args: argparse.Namespace) -> Any:
    """The :class:`~dealer_trainer.engine.room_profiles.RoomProfile` of ``--profile``, or None.

    Raises:
        InputError: the profile's one-line problem (unreadable, not JSON, not a valid profile).
    """
    if getattr(args, "profile", None) is None:
        return None
    from dealer_trainer.engine.room_profiles import ProfileError, load_profile

    try:
        return load_profile(args.profile)
    except ProfileError as exc:
        raise InputError(str(exc)) from None

"""The ``dealer-trainer`` command: no arguments opens the app; subcommands are headless tools."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from dealer_trainer import i18n, userfiles
from dealer_trainer.engine import PotError
from dealer_trainer.explain import award_line, error_message, format_chips, join_names, pot_sum, pot_title
from dealer_trainer.i18n import _, os_reason
from dealer_trainer.userfiles import DuplicateKey, UserFileError, loads_strict

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
        if exc.kind == "cannot_read":
            assert exc.error is not None
            message = _("{file}: cannot read: {reason}").format(file=path, reason=os_reason(exc.error))
        elif exc.kind == "not_regular":
            message = _("{file}: not a regular file").format(file=path)
        elif exc.kind == "too_large":
            message = _("{file}: larger than {size} MB; not a scenario").format(
                file=path, size=MAX_INPUT_BYTES // (1024 * 1024)
            )
        else:
            message = _("{file}: not a UTF-8 text file").format(file=path)
        raise InputError(message) from None


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


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose usage errors are one line on stderr (exit status 2)."""

    def error(self, message: str) -> NoReturn:
        """Print ``prog: message (see --help)`` and exit 2."""
        self.exit(
            EXIT_BAD_INPUT,
            _("{prog}: {message} (see {prog} --help)").format(prog=self.prog, message=message) + "\n",
        )


def render_table(rows: Sequence[Sequence[str]], header: Sequence[str]) -> str:
    """A plain text table with a header rule, columns padded to fit."""
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    line = lambda r: "  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip()  # noqa: E731
    return "\n".join([line(header), "  ".join("-" * w for w in widths), *map(line, rows)])


def pots_text(result: dict[str, Any], settlement: Any) -> str:
    """The seeds' layer table: layer, sum, amount, who can win it, returned; then awards."""
    rows = [
        [pot_title(p.index), pot_sum(p), format_chips(p.amount), join_names(p.eligible)]
        for p in settlement.pots
    ]
    back = settlement.returned
    if back:
        rows.append(
            [
                _("Returned"),
                f"{format_chips(back.top)} − {format_chips(back.second)}",
                format_chips(back.amount),
                _("{seat} (uncalled bet)").format(seat=back.seat),
            ]
        )
    out = [render_table(rows, [_("Layer"), _("Sum"), _("Amount"), _("Who can win it")])]
    total_in = settlement.hand.total_in
    in_pots = sum(p.amount for p in settlement.pots)
    out.append(
        "\n"
        + _("Chips in: {total}; in pots: {pots}; returned: {returned}").format(
            total=format_chips(total_in),
            pots=format_chips(in_pots),
            returned=format_chips(back.amount if back else 0),
        )
    )
    if settlement.payouts is not None and settlement.awards:
        out.append("\n" + _("Award (in dealer order):"))
        out += ["  " + award_line(award, format_chips) for award in settlement.awards]
        pay = ", ".join(f"{s} {format_chips(c)}" for s, c in settlement.payouts.items())
        if back:
            out.append(
                _("Won from the pots: {payouts} ({seat} also gets {amount} back)").format(
                    payouts=pay, seat=back.seat, amount=format_chips(back.amount)
                )
            )
        else:
            out.append(_("Won from the pots: {payouts}").format(payouts=pay))
    return "\n".join(out)


def cmd_pots(args: argparse.Namespace) -> int:
    """``dealer-trainer pots FILE``: settle one scenario and print its pots."""
    import json

    from dealer_trainer.engine.scenario import scenario_from_dict, settlement_to_dict

    data = read_json(args.file)
    try:
        settlement = scenario_from_dict(data).settle()
    except PotError as exc:
        raise InputError(_("{file}: {problem}").format(file=args.file, problem=error_message(exc))) from None
    result = settlement_to_dict(settlement)
    emit(json.dumps(result, indent=2) if args.json else pots_text(result, settlement))
    return 0


#: The module that adds each subcommand besides ``pots`` (see :func:`register_more`).
COMMAND_MODULES = {
    "drill": "dealer_trainer.drills.cli",
    "check": "dealer_trainer.drills.check_cli",
    "exam": "dealer_trainer.drills.exam_cli",
    "screenshot": "dealer_trainer.ui.cli",
    "worksheet": "dealer_trainer.ui.worksheet_cli",
    "import": "dealer_trainer.importer.cli",
    "export": "dealer_trainer.importer.export_cli",
    "action": "dealer_trainer.action_cli",
    "school": "dealer_trainer.storage.school_cli",
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
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    pots = sub.add_parser("pots", help=_("settle one scenario (JSON) and print its pots"))
    pots.add_argument("file", help=_("scenario JSON file, or - for stdin"))
    pots.add_argument("--json", action="store_true", help=_("print machine-readable JSON"))
    pots.set_defaults(func=cmd_pots)
    register_more(sub, command)
    return parser


def register_more(sub: Any, command: str | None = None) -> None:
    """Subcommands from other modules (drills, UI); each module adds its own parser. For a
    known ``command`` only the module that adds it is imported (none for ``pots``): the others
    can take long to import; otherwise every one."""
    if command == "pots":
        modules: tuple[str, ...] = ()
    elif command in COMMAND_MODULES:
        modules = (COMMAND_MODULES[command],)
    else:
        modules = tuple(COMMAND_MODULES.values())
    for module_name in modules:
        try:
            module = __import__(module_name, fromlist=["register"])
        except ModuleNotFoundError as exc:
            if exc.name and module_name.startswith(exc.name):
                continue  # that part is not built yet
            raise
        module.register(sub)


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
    """Open the table (``dealer-trainer`` with no command) in ``language``; the exit status."""
    import gc

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
    word = command_word(argv)
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


if __name__ == "__main__":
    sys.exit(main())

"""A command loads only the module that adds it; the map from command to module stays true."""

from __future__ import annotations

import argparse
import importlib
import json
import subprocess
import sys

import pytest

from dealer_trainer.commands import COMMAND_MODULES, build_parser, command_word, main


def commands_of(parser: argparse.ArgumentParser) -> set[str]:
    (sub,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]  # noqa: SLF001
    return set(sub.choices)


@pytest.mark.parametrize("module_name", sorted(set(COMMAND_MODULES.values())))
def test_each_module_adds_exactly_the_commands_the_map_gives_it(module_name):
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command")
    importlib.import_module(module_name).register(sub)
    assert set(sub.choices) == {c for c, m in COMMAND_MODULES.items() if m == module_name}


def test_the_full_parser_has_every_command_and_a_known_one_only_its_own():
    assert commands_of(build_parser()) == {"pots", *COMMAND_MODULES}
    assert commands_of(build_parser("screenshot")) == {"pots", "screenshot"}
    assert commands_of(build_parser("pots")) == {"pots"}
    assert commands_of(build_parser("no-such-command")) == {"pots", *COMMAND_MODULES}


@pytest.mark.parametrize(
    ("argv", "word"),
    [
        ([], None),
        (["pots", "x.json"], "pots"),
        (["--lang", "nl", "screenshot", "out.png"], "screenshot"),
        (["--lang=nl", "drill", "--level", "2"], "drill"),
        (["--help"], None),
        (["-h", "pots"], None),
    ],
)
def test_the_command_word_is_found_after_the_global_option(argv, word):
    assert command_word(argv) == word


def test_pots_loads_neither_the_importer_nor_the_drills_command_line(tmp_path):
    scenario = tmp_path / "s.json"
    seats = {"seats": ["Anna", "Bram"], "button": "Bram", "contributions": {"Anna": 40, "Bram": 100}}
    scenario.write_text(json.dumps({**seats, "folded": [], "all_in": ["Anna"], "dead": 0, "unit": 1}))
    code = (
        "import sys\nfrom dealer_trainer.commands import main\n"
        f"status = main(['pots', {str(scenario)!r}])\n"
        "print([m for m in ('dealer_trainer.importer', 'dealer_trainer.commands.drill', 'PySide6') "
        "if m in sys.modules], status)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip().splitlines()[-1] == "[] 0"


def _all_parsers(parser):
    """``parser`` and every subcommand's parser below it."""
    yield parser
    for action in parser._actions:  # noqa: SLF001 - argparse keeps its subparsers here
        if isinstance(action, argparse._SubParsersAction):  # noqa: SLF001
            for sub in action.choices.values():
                yield from _all_parsers(sub)


def test_no_parser_takes_an_abbreviated_option():
    parsers = list(_all_parsers(build_parser()))
    assert len(parsers) > 15  # the root, every command and the school's and exam's subcommands
    assert [p.prog for p in parsers if p.allow_abbrev] == []


def test_password_is_not_read_as_password_file(capsys, tmp_path):
    """``--password X`` was taken for ``--password-file X`` (argparse's prefix matching)."""
    with pytest.raises(SystemExit) as stop:
        main(["school", "add-login", "ana", "--password", str(tmp_path / "pw.txt")])
    assert stop.value.code == 2
    assert "unrecognized arguments: --password" in capsys.readouterr().err


@pytest.mark.parametrize(
    "args",
    [
        ["school", "add-login", "ana", "--password", "Sekrit-PW"],
        ["school", "add-login", "ana", "--password=Sekrit-PW"],
        ["school", "add-login", "ana", "--passphrase", "Sekrit-PW", "--db", "x"],
        ["exam", "results", "--password", "Sekrit-PW"],
        ["school", "add-login", "ana", "--password", "a"],  # a short one: only the value itself
    ],
)
def test_an_error_never_echoes_the_value_of_a_password_option(args, capsys):
    with pytest.raises(SystemExit) as stop:
        main(args)
    err = capsys.readouterr().err
    assert stop.value.code == 2 and err.count("\n") == 1, err
    assert "Sekrit" not in err and " a " not in err + " " and "***" in err, err
    assert "unrecognized arguments" in err, err


def test_version_prints_the_program_s_version_and_loads_no_command(capsys):
    import tomllib
    from pathlib import Path

    from dealer_trainer import __version__

    project = tomllib.loads((Path(__file__).resolve().parent.parent / "pyproject.toml").read_text("utf-8"))
    assert __version__ == project["project"]["version"]
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out == f"dealer-trainer {__version__}\n"
    code = "import sys\nfrom dealer_trainer.commands import main\n"
    code += "try:\n    main(['--version'])\nexcept SystemExit:\n    pass\n"
    code += "print(sorted(m for m in sys.modules if m.startswith('dealer_trainer.commands.')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip().splitlines()[-1] == "['dealer_trainer.commands.common']"

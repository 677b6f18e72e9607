"""The Dutch catalogues are complete and their compiled files match their sources.

Both catalogues are re-extracted from the code here: a new string that is not translated yet
fails, as does a fuzzy or unfinished entry, a placeholder a translation drops or renames, and a
compiled ``.mo``/``.qm`` older than its ``.po``/``.ts``.
"""

from __future__ import annotations

import gettext
import importlib.util
import re
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from dealer_trainer import i18n

REPO = Path(__file__).resolve().parent.parent
TOOL = REPO / "tools" / "update_translations.py"


def _tool():
    spec = importlib.util.spec_from_file_location("update_translations", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


tool = _tool()
PLACEHOLDER = re.compile(r"\{[a-z_]*(?:![rs])?\}|%\(\w+\)[sr]|%[sr]")


def po_catalog(lang: str = "nl"):
    return tool.read_catalog(tool.po_path(lang), lang)


def test_every_gettext_string_in_the_code_is_in_the_dutch_catalogue():
    known = {m.id for m in po_catalog() if m.id}
    extracted = {m.id for m in tool.extract() if m.id}
    assert len(extracted) > 300  # the extraction found the program's texts
    assert sorted(extracted - known, key=str) == []
    assert sorted(known - extracted, key=str) == []


def test_no_dutch_message_is_untranslated_or_fuzzy():
    assert tool.unfinished_po(po_catalog()) == []


def test_the_check_catches_an_untranslated_message(tmp_path):
    catalog = po_catalog()
    catalog.add("a sentence nobody translated", "")
    assert tool.unfinished_po(catalog) == ["a sentence nobody translated"]


def test_each_translation_keeps_the_placeholders_of_its_english():
    for message in po_catalog():
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        want = set(PLACEHOLDER.findall(ids[-1])) | set(PLACEHOLDER.findall(ids[0]))
        for text in strings:
            assert set(PLACEHOLDER.findall(text)) == want, (message.id, text)


def test_the_compiled_mo_matches_the_po():
    path = tool.mo_path("nl")
    assert path.read_bytes() == tool.mo_bytes(po_catalog())
    with path.open("rb") as handle:
        compiled = gettext.GNUTranslations(handle)
    for message in po_catalog():
        if message.id and not isinstance(message.id, tuple):
            if message.context:
                assert compiled.pgettext(message.context, message.id) == message.string
            else:
                assert compiled.gettext(message.id) == message.string


def test_the_mo_is_package_data_where_the_layer_looks_for_it():
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    assert "locale/*/LC_MESSAGES/*.mo" in config["tool"]["setuptools"]["package-data"]["dealer_trainer"]
    assert (i18n.LOCALE_DIR / "nl" / "LC_MESSAGES" / "dealer_trainer.mo").is_file()
    assert "babel" in " ".join(config["project"]["dependencies"])  # pinned: the locale data


def test_plural_forms_follow_the_dutch_rule():
    i18n.set_language("nl")
    try:
        one = i18n.ngettext("{count} mistake to fix.", "{count} mistakes to fix.", 1).format(count=1)
        two = i18n.ngettext("{count} mistake to fix.", "{count} mistakes to fix.", 2).format(count=2)
    finally:
        i18n.set_language("en")
    assert (one, two) == ("1 fout te herstellen.", "2 fouten te herstellen.")


# ----- the window's Qt catalogue -------------------------------------------------------------
def ts_messages(path: Path) -> list[tuple[str, str, str]]:
    out = []
    for context in ET.parse(path).getroot().iter("context"):
        for message in context.iter("message"):
            source, translation = message.findtext("source"), message.findtext("translation")
            out.append((context.findtext("name"), source, translation))
    return out


def test_the_ts_has_no_unfinished_entry_and_lupdate_finds_no_new_string(tmp_path):
    ts = tool.ts_path("nl")
    assert tool.unfinished_ts(ts) == []
    copy = tmp_path / ts.name
    copy.write_bytes(ts.read_bytes())
    tool.lupdate(copy)  # today's sources: a new tr() string would come in unfinished
    assert tool.unfinished_ts(copy) == []
    assert len(ts_messages(copy)) == len(ts_messages(ts)) > 150


def test_the_check_catches_an_unfinished_ts_entry(tmp_path):
    ts = tmp_path / "x.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="nl"><context><name>C</name>'
        '<message><source>New</source><translation type="unfinished"></translation></message>'
        "</context></TS>",
        encoding="utf-8",
    )
    assert tool.unfinished_ts(ts) == ["C: 'New'"]


def test_the_compiled_qm_matches_the_ts():
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(str(tool.qm_path("nl")))
    for context, source, translation in ts_messages(tool.ts_path("nl")):
        assert translator.translate(context, source) == translation, (context, source)


def test_the_window_texts_keep_their_placeholders():
    for context, source, translation in ts_messages(tool.ts_path("nl")):
        numbers = sorted(re.findall(r"%\d", source))
        assert numbers == sorted(re.findall(r"%\d", translation)), (context, source)


@pytest.mark.skipif(sys.platform == "win32", reason="the tool runs the PySide6 scripts")
def test_the_update_tool_reports_nothing_to_do():
    result = subprocess.run([sys.executable, str(TOOL), "--check"], capture_output=True, text=True, cwd=REPO)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_shipped_money_formats_are_babels():
    from dealer_trainer import i18n
    from dealer_trainer.wording import explain

    for lang in i18n.LOCALES:
        assert explain.SHIPPED_FORMATS[lang] == explain.babel_money_format(lang), lang

"""Re-extract both translation catalogues, merge them into the Dutch files and compile them.

    .venv/bin/python tools/update_translations.py           # extract, merge, compile
    .venv/bin/python tools/update_translations.py --check   # only report what is not translated

Run it after a merge brings new strings: it lists every new or changed message that still needs
Dutch; translate those in the two files named below and run it again (the tests fail while any
message is untranslated, fuzzy or unfinished, or a compiled file is stale).

1. Texts outside Qt (``_()``, ``ngettext()``, ``pgettext()``, ``N_()``, ``deferred()``,
   ``deferred_plural()`` in ``dealer_trainer``,
   the window's folder ``ui/`` left out but for ``ui/screenshot.py`` and ``ui/qt_start.py``):
   Babel extracts them to
   ``dealer_trainer/locale/dealer_trainer.pot``, merges that into
   ``dealer_trainer/locale/<lang>/LC_MESSAGES/dealer_trainer.po`` and compiles the ``.mo``.
2. The window's texts (``self.tr()`` in ``dealer_trainer/ui``): ``pyside6-lupdate`` updates
   ``translations/dealer_trainer_<lang>.ts`` and ``pyside6-lrelease`` compiles
   ``assets/i18n/dealer_trainer_<lang>.qm``.
"""

from __future__ import annotations

import argparse
import io
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

REPO = Path(__file__).resolve().parent.parent
PACKAGE = REPO / "dealer_trainer"
DOMAIN = "dealer_trainer"
LOCALE_DIR = PACKAGE / "locale"
POT = LOCALE_DIR / f"{DOMAIN}.pot"
TS_DIR = REPO / "translations"
QM_DIR = REPO / "assets" / "i18n"
LANGUAGES = ("nl",)
KEYWORDS = {
    "_": None,
    "N_": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "deferred": None,
    "deferred_plural": (1, 2),
}
WIDTH = 110
#: Fixed header dates and names, so re-running the tool changes the files only when a message did.
HEADER = {
    "project": "dealer-trainer",
    "domain": DOMAIN,
    "charset": "utf-8",
    "fuzzy": False,
    "copyright_holder": "the Dealer Trainer authors",
    "msgid_bugs_address": "",
    "creation_date": datetime(2026, 1, 1, tzinfo=UTC),
    "revision_date": datetime(2026, 1, 1, tzinfo=UTC),
    "last_translator": "Dealer Trainer",
    "language_team": "Dealer Trainer",
}


def po_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return po_path(lang).with_suffix(".mo")


def ts_path(lang: str) -> Path:
    return TS_DIR / f"{DOMAIN}_{lang}.ts"


def qm_path(lang: str) -> Path:
    return QM_DIR / f"{DOMAIN}_{lang}.qm"


def extract() -> Catalog:
    """Every gettext message of the package outside ``ui/`` (the window uses Qt's tr())."""
    catalog = Catalog(**HEADER)
    method_map = [
        ("ui/screenshot.py", "python"),
        ("ui/qt_start.py", "python"),  # printed before Qt starts: gettext, not tr()
        ("ui/**.py", "ignore"),
        ("**.py", "python"),
    ]
    options = {"**.py": {"encoding": "utf-8"}}
    for filename, lineno, message, comments, context in extract_from_dir(
        str(PACKAGE), method_map, options, KEYWORDS, comment_tags=("TRANSLATORS:",), strip_comment_tags=True
    ):
        catalog.add(
            message, None, [(f"dealer_trainer/{filename}", lineno)], auto_comments=comments, context=context
        )
    return catalog


def _po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=WIDTH, sort_output=True, omit_header=False, include_lineno=False)
    return out.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    """The compiled catalogue (fuzzy entries left out, as gettext would)."""
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def read_catalog(path: Path, lang: str) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=lang, domain=DOMAIN)


def unfinished_po(catalog: Catalog) -> list[str]:
    """Messages of ``catalog`` without a translation, or marked fuzzy."""
    bad = []
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.fuzzy or not all(strings):
            bad.append(message.id if isinstance(message.id, str) else message.id[0])
    return bad


def update_po(check: bool) -> list[str]:
    template = extract()
    problems: list[str] = []
    if not check:
        POT.parent.mkdir(parents=True, exist_ok=True)
        POT.write_bytes(_po_bytes(template))
    for lang in LANGUAGES:
        path = po_path(lang)
        catalog = read_catalog(path, lang) if path.exists() else Catalog(locale=lang, **HEADER)
        known = {m.id for m in catalog if m.id}
        new = [m.id for m in template if m.id and m.id not in known]
        gone = [m.id for m in catalog if m.id and m.id not in {t.id for t in template if t.id}]
        catalog.update(template, no_fuzzy_matching=False)
        for key, value in HEADER.items():
            if key not in ("domain", "charset", "fuzzy"):
                setattr(catalog, key, value)
        catalog.obsolete.clear()
        problems += [f"{path.relative_to(REPO)}: not translated: {m!r}" for m in unfinished_po(catalog)]
        if check:
            problems += [f"{path.relative_to(REPO)}: not in the catalogue yet: {m!r}" for m in new]
            problems += [f"{path.relative_to(REPO)}: no longer in the code: {m!r}" for m in gone]
            if not mo_path(lang).exists() or mo_path(lang).read_bytes() != mo_bytes(read_catalog(path, lang)):
                problems.append(f"{mo_path(lang).relative_to(REPO)}: stale; run without --check")
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(_po_bytes(catalog))
        mo_path(lang).write_bytes(mo_bytes(read_catalog(path, lang)))
    return problems


def _tool(name: str) -> str:
    here = Path(sys.executable).parent / name
    return str(here) if here.exists() else (shutil.which(name) or name)


def ui_sources() -> list[str]:
    return sorted(str(p.relative_to(REPO)) for p in (PACKAGE / "ui").rglob("*.py"))


def lupdate(ts: Path) -> None:
    subprocess.run(
        [
            _tool("pyside6-lupdate"),
            "-silent",
            "-extensions",
            "py",
            "-locations",
            "none",
            "-no-obsolete",
            *ui_sources(),
            "-ts",
            str(ts),
        ],
        cwd=REPO,
        check=True,
    )


def unfinished_ts(ts: Path) -> list[str]:
    """Source texts of ``ts`` whose translation is unfinished, empty or missing."""
    bad = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [f.text for f in translation.iter("numerusform")] if translation is not None else []
            text = translation.text if translation is not None else None
            if (
                translation is None
                or translation.get("type") in ("unfinished", "vanished", "obsolete")
                or not (text or (forms and all(forms)))
            ):
                bad.append(f"{name}: {message.findtext('source')!r}")
    return bad


def update_ts(check: bool) -> list[str]:
    problems: list[str] = []
    for lang in LANGUAGES:
        ts = ts_path(lang)
        if check:
            with tempfile.TemporaryDirectory() as tmp:
                copy = Path(tmp) / ts.name
                if ts.exists():
                    shutil.copy(ts, copy)
                lupdate(copy)
                problems += [f"{ts.relative_to(REPO)}: not translated: {m}" for m in unfinished_ts(copy)]
            continue
        ts.parent.mkdir(parents=True, exist_ok=True)
        if not ts.exists():
            head = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
            ts.write_text(f'{head}<TS version="2.1" language="{lang}">\n</TS>\n', encoding="utf-8")
        lupdate(ts)
        problems += [f"{ts.relative_to(REPO)}: not translated: {m}" for m in unfinished_ts(ts)]
        qm_path(lang).parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm_path(lang))], cwd=REPO, check=True
        )
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; list what needs translating")
    args = parser.parse_args(argv)
    problems = update_po(args.check) + update_ts(args.check)
    for line in problems:
        print(line)
    if problems:
        print(f"{len(problems)} message(s) to translate or files to rebuild", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

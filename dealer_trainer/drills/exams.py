"""Exams: a drill set with a time limit, a pass mark and the aids allowed, in a file whose
drills are sealed, so the hands' cards and the answers cannot be read from it (no Qt).

An exam file is JSON (``"format": "dealer-trainer-exam"``, version 1). What a trainee is told
before starting is in the clear: ``id``, ``title``, ``author``, ``drill_count``,
``total_seconds`` and ``seconds_per_drill`` (either may be ``null``, not both), ``pass_mark``
(per cent) and ``aids`` (the aids allowed, see :data:`AIDS`). The drills (seats, chips, hole
cards, board, drill codes, notes: everything that tells who wins) are in ``sealed``, a Fernet
token (AES-128-CBC with HMAC-SHA256, from ``cryptography``) of ``{"exam": <the same plain
fields>, "drills": <the drill set file>}``; ``seal`` says how its key is made:

- ``{"cipher": "fernet", "key": "passphrase", "kdf": "pbkdf2-sha256", "iterations": N,
  "salt": ..., "check": ...}``: from the instructor's passphrase (PBKDF2-HMAC-SHA256, 600,000
  iterations, a random 16-byte salt; ``check`` tells a wrong passphrase from a damaged file);
- ``{"cipher": "fernet", "key": "program"}``: the program's own key, which ships with the
  program: it keeps the answers from a trainee's casual look, never from someone with the
  program's source (README, "Exams").

The plain fields are checked against the sealed copy when the exam is opened, so an edited
time limit, pass mark or list of aids is refused (``exam_altered``).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import math
import os
import unicodedata
import uuid
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from cryptography.fernet import Fernet, InvalidToken
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.pbkdf2 import PBKDF2HMAC

from dealer_trainer.drills.chip_drills import RESULT_KINDS, ChipDrill
from dealer_trainer.drills.errors import DrillError, short_value
from dealer_trainer.drills.exam_parts import ExamParts, PartScore
from dealer_trainer.drills.file_fields import parse_drill_json, read_file_text
from dealer_trainer.drills.file_output import save_json
from dealer_trainer.drills.files import EXAM_FORMAT, DrillSet, drill_set_from_dict, drill_set_to_dict
from dealer_trainer.drills.models import Drill, has_showdown
from dealer_trainer.engine.house_rules import HELPERS
from dealer_trainer.engine.rules import HouseRules
from dealer_trainer.i18n import N_, _
from dealer_trainer.wording.explain import format_chips

VERSION = 2
#: Keys only a version-2 file has in the clear: the written part and the parts' weights and marks.
_V2_KEYS = ("question_count", "parts", "pass")

#: The aids an instructor may allow, each with what it gives the trainee. None is allowed by
#: default: no hints, no solution, no dealer helpers, no undo after Check, one attempt. The dealer
#: helpers' aid is named as drill sets name them (``HELPERS`` of engine.house_rules).
AIDS: dict[str, str] = {
    "hints": N_("Hint (H) shows the next layer to build, or the next pot to push"),
    "solution": N_("Show solution (S) builds the pots; the drill then counts wrong"),
    HELPERS.name: N_("the dealer helpers: automatic change and cut-to-level"),
    "undo": N_("Undo after Check"),
    "retries": N_(
        "more than one Check per drill: a wrong Check leaves the drill open until its time runs out"
    ),
}
DEFAULT_PASS_MARK = 80
#: Longest time limit (seconds), per drill or in total: a school day.
MAX_SECONDS = 24 * 3600
#: Most drills in one exam (as many as ``drill --count`` writes).
MAX_DRILLS = 1000
#: PBKDF2-HMAC-SHA256 iterations for a passphrase (OWASP's 2023 figure for SHA-256).
KDF_ITERATIONS = 600_000
#: Iterations a file may ask for: fewer is too weak to be ours, more would stall the program.
MIN_ITERATIONS, MAX_ITERATIONS = 100_000, 10_000_000
SALT_BYTES = 16

#: What each way of ending a drill is called on the result sheet. ``quit``: the program was
#: quit (or its window closed) with the drill on the table, handed in as it stood (sittings saved
#: before it name that ``closed``; the sheet's CSV writes both ``quit``); ``abandoned``: left
#: without being handed in (nothing writes it yet: read, shown and filed like the others).
ENDINGS: dict[str, str] = {
    "checked": N_("handed in at Check"),
    "time_up": N_("time ran out: handed in as it stood"),
    "not_reached": N_("not reached: the exam's time ran out"),
    "solution_shown": N_("solution shown"),
    "closed": N_("the window was closed: handed in as it stood"),
    "quit": N_("the program was quit: handed in as it stood"),
    "abandoned": N_("abandoned: left without being handed in"),
    "unanswered": N_("not answered: the written part was handed in without it"),
}
#: What the trainee does on an exam item (the progress store's kinds): build the pots, or build
#: them and then award them (a drill with every live hand and the board), play a street-by-street
#: hand (its pull-ins and rulings), answer a written question, or a chip drill (count, change,
#: colour-up, chip race: the Progress kinds of ``chip_drills.RESULT_KINDS``).
EXAM_KINDS = ("pots", "pots_and_award", "street", "written", *RESULT_KINDS.values())

_HEADER_KEYS = (
    "id",
    "title",
    "author",
    "drill_count",
    "total_seconds",
    "seconds_per_drill",
    "pass_mark",
    "aids",
    "calls",
)
_FILE_KEYS = {"format", "version", "seal", "sealed", *_HEADER_KEYS, *_V2_KEYS}
#: The program's own key. It ships with the program, so it protects nothing from someone who
#: reads the source: it only keeps the answers out of sight of a trainee opening the file.
_PROGRAM_KEY = base64.urlsafe_b64encode(hashlib.sha256(b"dealer-trainer exam seal: program key v1").digest())
_CHECK_TEXT = b"dealer-trainer exam passphrase check"


@dataclass(frozen=True)
class Exam:
    """An instructor's exam: the drills, in order, and the conditions they are taken under.

    Attributes:
        drill_set: the drills (at least one) and the house rules they are graded under (its
            ``helpers`` is not used: the aids decide).
        total_seconds: time for the whole exam (whole seconds), or None.
        seconds_per_drill: time for each drill, build and award together (whole seconds), or
            None; at least one of the two limits is given. When a drill's time runs out it is
            handed in as it stands; when the exam's runs out, the drills not reached count wrong.
        pass_mark: per cent of the drills that must be right, 1-100 (default 80).
        aids: the :data:`AIDS` allowed (default none).
        calls: the hand names are hidden at showdown and the trainee calls each live hand
            (formats.md §7; ``exam make`` turns it on unless told otherwise); False for an exam
            sealed before the option, whose seal fixes the hand names shown.
        exam_id: a random id (32 hex digits) that ties results to the exam.
        written: the written part's questions, as specs (:mod:`dealer_trainer.drills.written`),
            taken before the table; empty: no written part.
        parts: the parts' weights and pass marks (:class:`ExamParts`), or None: every item
            counts the same against ``pass_mark`` (a version-1 exam). An exam with a written
            part or a street-by-street hand is written as version 2.

    Raises:
        DrillError: ``bad_type`` or ``bad_value`` naming the field.
    """

    drill_set: DrillSet
    total_seconds: int | None = None
    seconds_per_drill: int | None = None
    pass_mark: int = DEFAULT_PASS_MARK
    aids: frozenset[str] = frozenset()
    exam_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    written: tuple[Mapping[str, Any], ...] = ()
    parts: ExamParts | None = None
    calls: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "aids", frozenset(self.aids))
        object.__setattr__(self, "written", tuple(self.written))
        if len(self.written) > MAX_DRILLS or not all(isinstance(q, Mapping) for q in self.written):
            raise DrillError(
                "bad_value", "written", value=len(self.written), reason=N_("a list of questions")
            )
        if not isinstance(self.drill_set, DrillSet):
            raise DrillError(
                "bad_type", "drills", value=type(self.drill_set).__name__, expected=N_("a drill set")
            )
        if not self.drill_set.entries:
            raise DrillError("bad_value", "drills", value=0, reason=N_("an exam needs at least one drill"))
        if len(self.drill_set.entries) > MAX_DRILLS:
            raise DrillError(
                "bad_value",
                "drills",
                value=len(self.drill_set.entries),
                reason=_("at most {most}").format(most=MAX_DRILLS),
            )
        for name in ("total_seconds", "seconds_per_drill"):
            value = getattr(self, name)
            if value is None:
                continue
            if isinstance(value, bool) or not isinstance(value, int):
                raise DrillError("bad_type", name, value=short_value(value), expected=N_("whole seconds"))
            if not 1 <= value <= MAX_SECONDS:
                raise DrillError(
                    "bad_value",
                    name,
                    value=value,
                    reason=_("from 1 to {most} seconds").format(most=format_chips(MAX_SECONDS)),
                )
        if self.total_seconds is None and self.seconds_per_drill is None:
            raise DrillError(
                "missing_field", "total_seconds", reason=N_("give a time limit: in total, per drill, or both")
            )
        mark = self.pass_mark
        if isinstance(mark, bool) or not isinstance(mark, int):
            raise DrillError(
                "bad_type", "pass_mark", value=short_value(mark), expected=N_("a whole per cent")
            )
        if not 1 <= mark <= 100:
            raise DrillError("bad_value", "pass_mark", value=mark, reason=N_("a per cent from 1 to 100"))
        for aid in sorted(self.aids, key=str):
            if aid not in AIDS:
                raise DrillError(
                    "bad_value",
                    "aids",
                    value=short_value(aid),
                    reason=_("aids are {aids}").format(aids=", ".join(AIDS)),
                )
        if not isinstance(self.exam_id, str) or not 1 <= len(self.exam_id) <= 64:
            raise DrillError(
                "bad_value", "id", value=short_value(self.exam_id), reason=N_("1 to 64 characters")
            )

    @property
    def title(self) -> str:
        return self.drill_set.title

    @property
    def drills(self) -> tuple[Drill, ...]:
        """The pot drills (street-by-street hands left out: see :attr:`entries`)."""
        return self.drill_set.drills

    @property
    def entries(self) -> tuple[Any, ...]:
        """The table part's items in order: pot drills, street-by-street hands and chip drills."""
        return self.drill_set.entries

    @property
    def version(self) -> int:
        """The file version it is written as: 2 with a written part, parts, a street hand or a
        chip drill."""
        streets = len(self.entries) != len(self.drills)
        return 2 if self.written or self.parts is not None or streets else 1

    @property
    def item_count(self) -> int:
        """Written questions and table items together (each one result in a sitting)."""
        return len(self.written) + len(self.entries)

    @property
    def house_rules(self) -> HouseRules:
        """The house rules the awards are graded under (TDA 2024 when the set names none)."""
        return self.drill_set.house_rules or HouseRules()

    def allows(self, aid: str) -> bool:
        """True when the instructor allowed ``aid`` (a key of :data:`AIDS`)."""
        return aid in self.aids

    def time_left(self, drill_seconds: float, exam_seconds: float) -> float:
        """Seconds left for the drill being taken: the smaller of what is left of its own
        limit (``drill_seconds`` spent on it) and of the exam's (``exam_seconds`` spent in all);
        0 or less when time is up."""
        left = math.inf
        if self.seconds_per_drill is not None:
            left = min(left, self.seconds_per_drill - drill_seconds)
        if self.total_seconds is not None:
            left = min(left, self.total_seconds - exam_seconds)
        return left

    def header(self) -> dict[str, Any]:
        """The plain fields of the exam file (nothing in them tells an answer)."""
        header: dict[str, Any] = {
            "id": self.exam_id,
            "title": self.drill_set.title,
            "author": self.drill_set.author,
            "drill_count": len(self.entries),
            "total_seconds": self.total_seconds,
            "seconds_per_drill": self.seconds_per_drill,
            "pass_mark": self.pass_mark,
            "aids": sorted(self.aids),
        }
        if self.calls:  # an exam without it: names shown, as before
            header["calls"] = True
        if self.version == 2:
            parts = self.parts or ExamParts(total=self.pass_mark)
            header["question_count"] = len(self.written)
            header["parts"], header["pass"] = parts.to_file()
        return header


# ---------------------------------------------------------------- keys


def _passphrase_bytes(passphrase: str) -> bytes:
    if not isinstance(passphrase, str) or not passphrase.strip():
        raise DrillError("bad_value", "passphrase", value="", reason=N_("a passphrase cannot be empty"))
    return unicodedata.normalize("NFC", passphrase).encode("utf-8", "surrogatepass")


def _derive(passphrase: str, salt: bytes, iterations: int) -> bytes:
    """The Fernet key (urlsafe base64 of 32 bytes) of ``passphrase``: PBKDF2-HMAC-SHA256."""
    kdf = PBKDF2HMAC(algorithm=hashes.SHA256(), length=32, salt=salt, iterations=iterations)
    return base64.urlsafe_b64encode(kdf.derive(_passphrase_bytes(passphrase)))


def _check_value(key: bytes) -> str:
    """A short value that tells whether ``key`` is the right one (it gives away no more than
    the sealed token already does: both need the key to be made)."""
    return hmac.new(base64.urlsafe_b64decode(key), _CHECK_TEXT, hashlib.sha256).hexdigest()[:16]


# ---------------------------------------------------------------- writing


def seal_exam(exam: Exam, passphrase: str | None = None) -> dict[str, Any]:
    """The exam file's dict: plain fields, the seal, and the sealed drills.

    ``passphrase``: the instructor's (the key is derived from it); None seals with the
    program's own key (see the module's notes on what that does not protect).

    Raises:
        DrillError: ``bad_value`` for an empty passphrase.
    """
    header = exam.header()
    payload: dict[str, Any] = {"exam": header, "drills": drill_set_to_dict(exam.drill_set)}
    if exam.version == 2:
        payload["written"] = [dict(q) for q in exam.written]
    plain = json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    seal: dict[str, str | int]
    if passphrase is None:
        key, seal = _PROGRAM_KEY, {"cipher": "fernet", "key": "program"}
    else:
        salt = os.urandom(SALT_BYTES)
        key = _derive(passphrase, salt, KDF_ITERATIONS)
        seal = {
            "cipher": "fernet",
            "key": "passphrase",
            "kdf": "pbkdf2-sha256",
            "iterations": KDF_ITERATIONS,
            "salt": base64.b64encode(salt).decode("ascii"),
            "check": _check_value(key),
        }
    token = Fernet(key).encrypt(plain).decode("ascii")
    return {"format": EXAM_FORMAT, "version": exam.version, **header, "seal": seal, "sealed": token}


def save_exam(path: str | os.PathLike[str], exam: Exam, passphrase: str | None = None) -> None:
    """Write ``exam`` sealed (see :func:`seal_exam`) to ``path``, atomically.

    Raises:
        OSError: the file cannot be written. DrillError: an empty passphrase.
    """
    save_json(path, seal_exam(exam, passphrase))


# ---------------------------------------------------------------- reading


@dataclass(frozen=True)
class ExamInfo:
    """What an exam file says in the clear (read without the key): see :class:`Exam`.

    ``sealed_with`` is ``"passphrase"`` or ``"program"``.
    """

    exam_id: str
    title: str
    author: str
    drill_count: int
    total_seconds: int | None
    seconds_per_drill: int | None
    pass_mark: int
    aids: frozenset[str]
    sealed_with: str
    question_count: int = 0
    parts: ExamParts | None = None
    calls: bool = False

    @property
    def needs_passphrase(self) -> bool:
        return self.sealed_with == "passphrase"


def _text(data: Mapping[str, Any], key: str, where: str = "") -> str:
    value = data.get(key, "")
    if not isinstance(value, str):
        raise DrillError("bad_type", where + key, value=short_value(value), expected=N_("text"))
    return value


def _whole(data: Mapping[str, Any], key: str, where: str = "", optional: bool = False) -> int | None:
    value = data.get(key)
    if value is None and optional:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise DrillError("bad_type", where + key, value=short_value(value), expected=N_("a whole number"))
    return value


def _header(data: Mapping[str, Any], where: str = "") -> dict[str, Any]:
    """The plain fields, type-checked (the ranges are :class:`Exam`'s)."""
    for key in ("id", "title", "drill_count", "pass_mark", "aids"):
        if key not in data:
            raise DrillError("missing_field", where + key)
    aids = data.get("aids")
    if not isinstance(aids, list) or not all(isinstance(a, str) for a in aids):
        raise DrillError("bad_type", where + "aids", value=short_value(aids), expected=N_("a list of aids"))
    unknown = [a for a in aids if a not in AIDS]
    if unknown:
        raise DrillError(
            "bad_value",
            where + "aids",
            value=short_value(unknown[0]),
            reason=_("aids are {aids}").format(aids=", ".join(AIDS)),
        )
    count = _whole(data, "drill_count", where)
    if count is None or not 1 <= count <= MAX_DRILLS:
        raise DrillError(
            "bad_value",
            where + "drill_count",
            value=count,
            reason=_("from 1 to {most}").format(most=MAX_DRILLS),
        )
    calls = data.get("calls", False)
    if not isinstance(calls, bool):
        raise DrillError("bad_type", where + "calls", value=short_value(calls), expected=N_("true or false"))
    header = {
        "calls": calls,
        "id": _text(data, "id", where),
        "title": _text(data, "title", where),
        "author": _text(data, "author", where),
        "drill_count": count,
        "total_seconds": _whole(data, "total_seconds", where, optional=True),
        "seconds_per_drill": _whole(data, "seconds_per_drill", where, optional=True),
        "pass_mark": _whole(data, "pass_mark", where),
        "aids": sorted(aids),
        "question_count": 0,
        "parts": None,
        "pass": None,
    }
    if any(key in data for key in _V2_KEYS):  # a version-2 exam: a written part and parts
        for key in _V2_KEYS:
            if key not in data:
                raise DrillError("missing_field", where + key)
        questions = _whole(data, "question_count", where)
        if questions is None or not 0 <= questions <= MAX_DRILLS:
            raise DrillError("bad_value", where + "question_count", value=questions, reason=N_("from 0"))
        header["question_count"] = questions
        header["parts"], header["pass"] = data["parts"], data["pass"]
        ExamParts.from_file(data["parts"], data["pass"])  # checked here: named before the seal
    return header


def _parts(header: Mapping[str, Any]) -> ExamParts | None:
    return None if header["parts"] is None else ExamParts.from_file(header["parts"], header["pass"])


def _file_dict(data: Any) -> Mapping[str, Any]:
    """The top of an exam file, its format and version checked.

    Raises:
        DrillError: ``not_an_exam_file``, ``unsupported_version``, ``unknown_field``.
    """
    if not isinstance(data, Mapping):
        raise DrillError("not_an_exam_file", "format", value=type(data).__name__)
    if data.get("format") != EXAM_FORMAT:
        value = data.get("format")
        raise DrillError(
            "not_an_exam_file", "format", value=value if isinstance(value, str) else short_value(value)
        )
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise DrillError("bad_type", "version", value=short_value(version), expected=N_("a whole number"))
    if version > VERSION:
        raise DrillError("unsupported_version", "version", value=version, supported=VERSION)
    for key in data:
        if key not in _FILE_KEYS or (version < 2 and key in _V2_KEYS):  # a version-1 file has no parts
            raise DrillError("unknown_field", str(key))
    for key in ("seal", "sealed"):
        if key not in data:
            raise DrillError("missing_field", key)
    return data


def _seal(data: Mapping[str, Any]) -> Mapping[str, Any]:
    seal = data["seal"]
    if not isinstance(seal, Mapping):
        raise DrillError("bad_type", "seal", value=short_value(seal), expected=N_("an object"))
    if seal.get("cipher") != "fernet":
        raise DrillError("bad_value", "seal.cipher", value=short_value(seal.get("cipher")), reason="fernet")
    if seal.get("key") not in ("program", "passphrase"):
        raise DrillError(
            "bad_value", "seal.key", value=short_value(seal.get("key")), reason=N_("program or passphrase")
        )
    return seal


def exam_info(data: Any) -> ExamInfo:
    """The plain fields of an exam file's dict (no key needed; nothing sealed is read).

    Raises:
        DrillError: ``not_an_exam_file``, ``unsupported_version``, ``unknown_field``,
            ``missing_field``, ``bad_type`` or ``bad_value`` naming the field.
    """
    data = _file_dict(data)
    header = _header(data)
    seal = _seal(data)
    return ExamInfo(
        exam_id=header["id"],
        title=header["title"],
        author=header["author"],
        drill_count=header["drill_count"],
        total_seconds=header["total_seconds"],
        seconds_per_drill=header["seconds_per_drill"],
        pass_mark=header["pass_mark"],
        aids=frozenset(header["aids"]),
        sealed_with=seal["key"],
        question_count=header["question_count"],
        parts=_parts(header),
        calls=header["calls"],
    )


def _key(seal: Mapping[str, Any], passphrase: str | None) -> bytes:
    if seal["key"] == "program":
        return _PROGRAM_KEY
    if seal.get("kdf") != "pbkdf2-sha256":
        raise DrillError("bad_value", "seal.kdf", value=short_value(seal.get("kdf")), reason="pbkdf2-sha256")
    iterations = seal.get("iterations")
    if isinstance(iterations, bool) or not isinstance(iterations, int):
        raise DrillError(
            "bad_type", "seal.iterations", value=short_value(iterations), expected=N_("a whole number")
        )
    if not MIN_ITERATIONS <= iterations <= MAX_ITERATIONS:
        reason = _("from {least} to {most}").format(
            least=format_chips(MIN_ITERATIONS), most=format_chips(MAX_ITERATIONS)
        )
        raise DrillError("bad_value", "seal.iterations", value=iterations, reason=reason)
    try:
        salt = base64.b64decode(str(seal.get("salt", "")), validate=True)
    except (binascii.Error, ValueError):
        salt = b""
    if len(salt) < 8:
        raise DrillError(
            "bad_value",
            "seal.salt",
            value=short_value(seal.get("salt")),
            reason=N_("base64 of 8 or more bytes"),
        )
    if passphrase is None:
        raise DrillError("needs_passphrase", "")
    key = _derive(passphrase, salt, iterations)
    check = seal.get("check")
    if isinstance(check, str) and not hmac.compare_digest(check, _check_value(key)):
        raise DrillError("wrong_passphrase", "")
    return key


def check_seal_fields(data: Any) -> None:
    """Check an exam file's seal block as far as it can be checked without the passphrase: a
    passphrase seal names its key derivation, a whole number of iterations in range and a salt.

    Raises:
        DrillError: those of :func:`exam_info`; ``bad_value`` or ``bad_type`` naming the seal
            field (``seal.kdf``, ``seal.iterations``, ``seal.salt``).
    """
    seal = _seal(_file_dict(data))
    try:
        _key(seal, None)
    except DrillError as exc:
        if exc.code != "needs_passphrase":
            raise


def open_exam(data: Any, passphrase: str | None = None) -> Exam:
    """The exam of an exam file's dict, unsealed with ``passphrase`` (None: the file must be
    sealed with the program's key).

    Raises:
        DrillError: those of :func:`exam_info`; ``needs_passphrase``; ``wrong_passphrase``;
            ``broken_seal`` (the token is damaged, or made with another key); ``exam_altered``
            (a plain field differs from the sealed copy); every error of a drill file inside
            the seal, at ``sealed.drills...``.
    """
    data = _file_dict(data)
    header = _header(data)
    key = _key(_seal(data), passphrase)
    token = data["sealed"]
    if not isinstance(token, str) or not token.isascii():
        raise DrillError("broken_seal", "sealed")
    try:
        plain = Fernet(key).decrypt(token.encode("ascii"))
    except InvalidToken:
        raise DrillError("broken_seal", "sealed") from None
    try:
        inner = parse_drill_json(plain.decode("utf-8"))
    except (UnicodeDecodeError, DrillError):
        raise DrillError("broken_seal", "sealed") from None
    if not isinstance(inner, Mapping) or set(inner) not in (
        {"exam", "drills"},
        {"exam", "drills", "written"},
    ):
        raise DrillError("broken_seal", "sealed")
    sealed = inner["exam"]
    if not isinstance(sealed, Mapping):
        raise DrillError("broken_seal", "sealed")
    sealed_header = _header(sealed, "sealed.exam.")
    for key_name in (*_HEADER_KEYS, *_V2_KEYS):
        if header[key_name] != sealed_header[key_name]:
            raise DrillError(
                "exam_altered",
                key_name,
                value=short_value(header[key_name]),
                sealed=short_value(sealed_header[key_name]),
            )
    try:
        drill_set = drill_set_from_dict(inner["drills"])
    except DrillError as exc:
        raise DrillError(
            exc.code, "sealed.drills" + (f".{exc.field}" if exc.field else ""), **exc.values
        ) from None
    if len(drill_set.entries) != header["drill_count"]:
        raise DrillError(
            "exam_altered", "drill_count", value=header["drill_count"], sealed=len(drill_set.entries)
        )
    written = inner.get("written", [])
    if not isinstance(written, list) or len(written) != header["question_count"]:
        raise DrillError(
            "exam_altered", "question_count", value=header["question_count"], sealed=short_value(written)
        )
    return Exam(
        drill_set=drill_set,
        total_seconds=header["total_seconds"],
        seconds_per_drill=header["seconds_per_drill"],
        pass_mark=header["pass_mark"],
        aids=frozenset(header["aids"]),
        exam_id=header["id"],
        written=tuple(written),
        parts=_parts(header),
        calls=header["calls"],
    )


def read_exam_file(path: str | os.PathLike[str]) -> Any:
    """The parsed JSON of the exam file at ``path`` (checked as a drill file's JSON is).

    Raises:
        DrillError: ``cannot_read``, ``not_json`` and the other errors of
            :func:`~dealer_trainer.drills.files.parse_drill_json`.
    """
    return parse_drill_json(read_file_text(path))


def load_exam(path: str | os.PathLike[str], passphrase: str | None = None) -> Exam:
    """The exam in the file at ``path`` (:func:`read_exam_file`, then :func:`open_exam`)."""
    return open_exam(read_exam_file(path), passphrase)


def make_exam(
    drill_set: DrillSet,
    total_seconds: int | None = None,
    seconds_per_drill: int | None = None,
    pass_mark: int = DEFAULT_PASS_MARK,
    aids: Iterable[str] = (),
    written: Iterable[Mapping[str, Any]] = (),
    parts: ExamParts | None = None,
    calls: bool = False,
) -> Exam:
    """An exam of ``drill_set`` with a new id (the arguments are :class:`Exam`'s)."""
    return Exam(
        drill_set,
        total_seconds,
        seconds_per_drill,
        pass_mark,
        frozenset(aids),
        written=tuple(written),
        parts=parts,
        calls=calls,
    )


# ---------------------------------------------------------------- results


@dataclass(frozen=True)
class ExamDrillResult:
    """How one drill of an exam went.

    Attributes:
        position: the drill's place in the exam, from 1.
        right: the build was right and, for a drill with cards, so was the award.
        seconds: time spent on the drill (build and award).
        ending: how it ended, a key of :data:`ENDINGS`.
        mistake_codes: the checker's codes of every wrong Check (build, then award), in order.
        checks: Checks made; hints: hints taken (when allowed).
        kind: one of :data:`EXAM_KINDS` (:func:`exam_drill_kind`), or ``""`` when not known
            (a sitting saved before the kind was kept).
    """

    position: int
    right: bool
    seconds: float
    ending: str = "checked"
    mistake_codes: tuple[str, ...] = ()
    checks: int = 0
    hints: int = 0
    kind: str = ""


@dataclass(frozen=True)
class ExamResult:
    """One sitting of an exam by one trainee.

    Attributes:
        exam_id, title: the exam's; trainee: the name given (``""`` when none).
        started_at: when the first drill was dealt (seconds since the epoch).
        seconds: time from the first drill to the end.
        pass_mark: per cent; drills: one :class:`ExamDrillResult` per drill of the exam.
        flags: what the school's server noted on arrival (``queued``, ``late``,
        ``unverified``; see :mod:`dealer_trainer.storage.pg_security`), empty elsewhere.
        question_count: the exam's written questions (positions 1..question_count; the table's
            items follow); parts: the exam's :class:`ExamParts`, or None (every item counts the
            same against ``pass_mark``).
    """

    exam_id: str
    title: str
    trainee: str
    started_at: float
    seconds: float
    pass_mark: int
    drills: tuple[ExamDrillResult, ...]
    flags: tuple[str, ...] = ()
    question_count: int = 0
    parts: ExamParts | None = None

    @property
    def right(self) -> int:
        """Drills right."""
        return sum(1 for d in self.drills if d.right)

    def scores(self) -> tuple[PartScore, ...]:
        """Each part's score (empty for an exam without parts)."""
        if self.parts is None:
            return ()
        return self.parts.scores(self.drills, self.question_count, len(self.drills) - self.question_count)

    @property
    def percent(self) -> int:
        """Per cent of the drills right, rounded down (0 for an empty sitting); with parts, the
        weighted total of the parts' per cents."""
        if self.parts is not None:
            return int(self.parts.weighted(self.scores()) * 100)
        return self.right * 100 // len(self.drills) if self.drills else 0

    @property
    def passed(self) -> bool:
        """At least the pass mark right (exactly: right × 100 ≥ pass mark × drills); with
        parts, the weighted total reaches the pass mark and each part its own mark."""
        if self.parts is not None:
            return bool(self.drills) and self.parts.passed(self.scores())
        return bool(self.drills) and self.right * 100 >= self.pass_mark * len(self.drills)


def exam_drill_kind(drill: Any) -> str:
    """``"pots_and_award"`` for a drill whose pots are awarded after the build (every live
    hand and the board known: :func:`~dealer_trainer.drills.models.has_showdown`),
    ``"pots"`` for another pot drill, ``"street"`` for a street-by-street hand (its pull-ins
    and rulings), ``"chip_count"`` and the like for a chip drill (``chip_drills.RESULT_KINDS``)."""
    if isinstance(drill, ChipDrill):
        return RESULT_KINDS[drill.kind]
    if not isinstance(drill, Drill):
        return "street"
    return "pots_and_award" if has_showdown(drill) else "pots"


def with_kinds(drills: Iterable[ExamDrillResult], exam: Exam) -> tuple[ExamDrillResult, ...]:
    """``drills`` with each one's :attr:`~ExamDrillResult.kind` taken from ``exam``'s drill at
    its position (a position outside the exam keeps its kind)."""
    out = []
    q = len(exam.written)
    for result in drills:
        if 1 <= result.position <= q:
            result = replace(result, kind="written")
        elif q < result.position <= exam.item_count:
            result = replace(result, kind=exam_drill_kind(exam.entries[result.position - q - 1]))
        out.append(result)
    return tuple(out)

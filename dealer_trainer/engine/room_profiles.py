"""Room profiles: a card room's house rules in one file (formats.md §6; docs/rules.md#room-profiles;
no Qt).

A profile is ``{"format": "dealer-trainer-room", "version": 1, "name": "…", "rules": {<house rule
key>: value, …}, "sources": {<key>: "…"}}``. Its rules are read and checked through their
declarations (:data:`~dealer_trainer.engine.house_rules.HOUSE_RULES`); the dealer helpers are a
trainee's or an exam's aid, not a room rule, and are refused. Precedence, wherever a rule is set:
a field in the input or drill file > a command-line option > the profile > the default
(:func:`layered`). Shipped profiles live in ``assets/profiles/`` (:func:`shipped_profiles`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dealer_trainer.engine.errors import PotError
from dealer_trainer.engine.house_rules import HOUSE_RULES, Home, HouseRule
from dealer_trainer.i18n import N_, _
from dealer_trainer.userfiles import DuplicateKey, UserFileError, loads_strict, read_text

FORMAT = "dealer-trainer-room"
VERSION = 1
#: A profile larger than this is not one (bytes).
MAX_BYTES = 1_000_000
_KEYS = ("format", "version", "name", "rules", "sources")
#: Where the shipped profiles are: the installed package's assets, then the repository's.
_SHIPPED_DIRS = (
    Path(__file__).resolve().parent.parent / "assets" / "profiles",
    Path(__file__).resolve().parent.parent.parent / "assets" / "profiles",
)
#: The shipped profiles' names (``assets/profiles/*.json``), translated where they are shown.
SHIPPED_NAMES = (
    N_("TDA 2024 tournament"),
    N_("WSOP live cash game"),
    N_("Casino cash game with rake"),
    N_("Home game"),
)
#: Each rule a profile may set, by its key in files (the dealer helpers are not among them).
ROOM_RULES: Mapping[str, HouseRule] = {r.name: r for r in HOUSE_RULES if r.home != Home.HELPER}


class ProfileError(ValueError):
    """A room profile that was not read: ``str(error)`` is one line naming the file and the
    problem, in the active language."""


@dataclass(frozen=True)
class RoomProfile:
    """A room's house rules.

    Attributes:
        name: the room's name as the profile gives it ("WSOP live cash game").
        rules: rule key (:attr:`HouseRule.key`) -> engine value, for each rule the profile sets.
        sources: rule key -> where the value comes from (a rule, or "example schedule").
        path: the file it was read from.
    """

    name: str
    rules: Mapping[str, Any] = field(default_factory=dict)
    sources: Mapping[str, str] = field(default_factory=dict)
    path: str = ""

    @property
    def title(self) -> str:
        """The room's name as the window shows it: a shipped profile's name in the active
        language (:data:`SHIPPED_NAMES`), any other as its file gives it."""
        return _(self.name) if self.name in SHIPPED_NAMES else self.name

    def values(self, rules: tuple[HouseRule, ...]) -> dict[str, Any]:
        """rule key -> engine value of each of ``rules`` that the profile sets."""
        return {r.key: self.rules[r.key] for r in rules if r.key in self.rules}

    def file_values(self, rules: tuple[HouseRule, ...]) -> dict[str, Any]:
        """file key -> value as files write it (:meth:`HouseRule.dump`), for each of ``rules`` set."""
        return {r.name: r.dump(self.rules[r.key]) for r in rules if r.key in self.rules}


def layered(
    given: Mapping[str, Any],
    options: Mapping[str, Any],
    profile: RoomProfile | None,
    rules: tuple[HouseRule, ...],
) -> dict[str, Any]:
    """rule key -> engine value for each of ``rules``: the input's (``given``) over the command
    line's (``options``) over the profile's over the default (formats.md §6)."""
    out = {r.key: r.default for r in rules}
    if profile is not None:
        out |= profile.values(rules)
    out |= {k: v for k, v in options.items() if k in out}
    out |= {k: v for k, v in given.items() if k in out}
    return out


def _read(path: str) -> Any:
    try:
        text = read_text(path, MAX_BYTES)
    except UserFileError as exc:
        too_large = _("{file}: larger than 1 MB; not a room profile").format(file=path)
        raise ProfileError(exc.message(path, too_large)) from None
    try:
        return loads_strict(text, eager=True)
    except DuplicateKey as exc:
        problem = _("key {key!r} appears twice in one object").format(key=exc.key)
    except (json.JSONDecodeError, RecursionError, ValueError):
        problem = _("not valid JSON")
    raise ProfileError(_("{file}: not valid input: {reason}").format(file=path, reason=problem))


def load_profile(path: str | Path) -> RoomProfile:
    """The room profile in the file ``path`` (read as every user's file is, :mod:`userfiles`).

    Raises:
        ProfileError: the file cannot be read, is not JSON, or is not a valid profile
            (:func:`profile_from_dict`).
    """
    return profile_from_dict(_read(str(path)), str(path))


def _rule(key: Any, value: Any, where: str) -> tuple[str, Any]:
    """(rule key, engine value) of the profile's ``rules`` entry ``key: value``."""
    rule = ROOM_RULES.get(key) if isinstance(key, str) else None
    if rule is None:
        if isinstance(key, str) and any(r.name == key for r in HOUSE_RULES):
            raise ProfileError(
                _(
                    "{file}: rules: {key!r} is a dealer helper, a trainee's or an exam's aid, not a room "
                    "rule; leave it out of the profile"
                ).format(file=where, key=key)
            )
        raise ProfileError(
            _("{file}: rules: {key!r} is not a house rule (known: {known})").format(
                file=where, key=key, known=", ".join(ROOM_RULES)
            )
        )
    try:
        return rule.key, rule.parse(value)
    except (ValueError, PotError):
        shown = json.dumps(value)
        if rule.choices:
            allowed = ", ".join(
                json.dumps(c.value if isinstance(c.value, bool) else c.text) for c in rule.choices
            )
            message = _("{file}: rules: {key}: {value} is not allowed (allowed: {allowed})")
            raise ProfileError(message.format(file=where, key=key, value=shown, allowed=allowed)) from None
        message = _("{file}: rules: {key}: {value} is not allowed (see docs/rules.md#{anchor})")
        raise ProfileError(message.format(file=where, key=key, value=shown, anchor=rule.anchor)) from None


def profile_from_dict(data: Any, where: str = "") -> RoomProfile:
    """The room profile of ``data`` (a parsed profile file; ``where`` names it in errors).

    Raises:
        ProfileError: wrong ``format`` or ``version``, an unknown field, no ``name``, a rule that
            is unknown, a dealer helper or has a value its declaration refuses, or a source naming
            no rule of the profile or not a text.
    """
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise ProfileError(
            _('{file}: not a room profile ("format" must be "{format}")').format(file=where, format=FORMAT)
        )
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        raise ProfileError(
            _(
                "{file}: room profile version {version} is not supported "
                "(this program reads version {supported})"
            ).format(file=where, version=json.dumps(version), supported=VERSION)
        )
    for key in data:
        if key not in _KEYS:
            raise ProfileError(_("{file}: unknown field {key!r}").format(file=where, key=key))
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ProfileError(_("{file}: name: the room's name is missing").format(file=where))
    raw_rules = data.get("rules", {})
    if not isinstance(raw_rules, Mapping):
        raise ProfileError(_("{file}: rules: must be an object").format(file=where))
    rules = dict(_rule(key, value, where) for key, value in raw_rules.items())
    raw_sources = data.get("sources", {})
    if not isinstance(raw_sources, Mapping):
        raise ProfileError(_("{file}: sources: must be an object").format(file=where))
    sources: dict[str, str] = {}
    for key, text in raw_sources.items():
        if key not in raw_rules:
            raise ProfileError(
                _("{file}: sources: {key!r} names no rule of the profile").format(file=where, key=key)
            )
        if not isinstance(text, str) or not text.strip():
            raise ProfileError(_("{file}: sources: {key}: must be a text").format(file=where, key=key))
        sources[ROOM_RULES[key].key] = text
    return RoomProfile(name.strip(), rules, sources, where)


def shipped_profiles() -> list[Path]:
    """The profiles shipped in ``assets/profiles/`` (sorted by file name); none when not found."""
    for folder in _SHIPPED_DIRS:
        if folder.is_dir():
            return sorted(folder.glob("*.json"))
    return []

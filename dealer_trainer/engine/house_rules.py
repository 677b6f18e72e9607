"""Every house rule declared once (docs/rules.md#house-rules; no Qt).

A :class:`HouseRule` names a setting where card rooms differ: its engine field, the values it
takes (a :class:`Choice` each, or a structured value with its own check), its default, its label
and each value's official source, its section of docs/rules.md, the games, kinds of game and
betting structures it applies to, and its file key and command-line option where they differ.
Every consumer derives from :data:`HOUSE_RULES`: the drill and exam files' ``house_rules`` keys
and a drill set's dealer-helper keys (``drills/files.py``), the exams' aid of the helpers
(``drills/exams.py``), the ``action`` input keys (``engine/betting_io.py``), the ``check``
options (:func:`add_options`), the Showdown menu and the Drill menu's dealer helpers with their
settings (``ui/house_rules.py``, ``ui/settings.py``), the worksheet's rules line
(``drills/worksheet.py`` ``rules_line``) and the table in docs/rules.md (:func:`markdown_table`,
compared by ``tests/test_rules_doc.py``) and a room profile's ``rules`` keys
(``engine/room_profiles.py``). docs/architecture.md, "Add a house rule", is the recipe.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from dealer_trainer.engine.betting_table import (
    BbaOrder,
    ButtonStraddleFirst,
    HeadsUpCap,
    PotLimitBlinds,
    Reopen,
    valid_cap,
)
from dealer_trainer.engine.chip_change import (
    ChangePolicy,
    change_policy_from_dict,
    change_policy_to_dict,
    valid_change_policy,
)
from dealer_trainer.engine.rake import (
    RakeFrom,
    jackpot_from_dict,
    jackpot_to_dict,
    rake_from_dict,
    rake_to_dict,
    valid_jackpot,
    valid_rake,
)
from dealer_trainer.engine.rules import AwardOrder, HouseRules, OddChipUnit
from dealer_trainer.engine.runs import RunPlayers, RunRules
from dealer_trainer.i18n import N_, _


class Home(StrEnum):
    """Where a house rule lives and is set."""

    #: award rules: a field of :class:`HouseRules`; a drill or exam file's ``house_rules``, an
    #: option of ``check``, the Showdown menu, the worksheet's rules line.
    AWARD = "award"
    #: betting rules: a field of the referee's ``Table``; a key of the ``action`` hand file.
    BETTING = "betting"
    #: dealer helpers: a trainee's or an exam's aid, not a room rule (never in a room profile): a
    #: key at the top level of a drill set file (not in ``house_rules``), an aid an exam may
    #: allow, a checkable action of the Drill menu saved in the settings.
    HELPER = "helper"
    #: the room's money: a key of the ``pots`` input (the rake, the jackpot drop, where they come
    #: from, how many runs a hand may be run); never in a drill's ``house_rules``.
    POTS = "pots"
    #: the chip tray: what change is given in (``drills/chip_drills.py``); a room profile's key.
    CHIPS = "chips"


ALL_GAMES = ("holdem", "omaha")
ALL_KINDS = ("cash", "tournament")
ALL_STRUCTURES = ("no-limit", "pot-limit", "fixed-limit")


@dataclass(frozen=True)
class Choice:
    """One value of a house rule.

    Attributes:
        value: the value in the engine and in files (an enum member, a bool or an int).
        label: its name (English, ``N_``; looked up with ``_()``), as the menu shows it.
        source: the official rule behind it (English; looked up with ``_()``).
        option: its spelling as a command-line choice where that differs from ``value``.
        clause: for the worksheet's rules line: what the answer key awards under, with a
            ``{source}`` placeholder (``N_``), or "".
    """

    value: Any
    label: str
    source: str
    option: str = ""
    clause: str = ""

    @property
    def text(self) -> str:
        """The value as files and the ``action`` input write it (``"main_first"``, ``true``, ``4``)."""
        return self.value.value if isinstance(self.value, StrEnum) else str(self.value).lower()


@dataclass(frozen=True)
class Structured:
    """A value that is not one of a few choices (a number, a schedule), with its own check.

    Attributes:
        check: True for a valid engine value (the engine's own check, so there is one).
        default_label: the default as the docs table names it, with its source (English).
        other_label: what else it may be, with its source (English).
        read: the engine value of the value a file or an option gives (a JSON object -> a
            frozen value); raises ValueError for a malformed one. Default: the value itself.
        write: the file value of an engine value (inverse of ``read``).
        clause: for an award rule, the worksheet's words for a value with its source, or None
            (the value goes unsaid).
    """

    check: Callable[[Any], bool]
    default_label: str
    other_label: str
    read: Callable[[Any], Any] = lambda value: value
    write: Callable[[Any], Any] = lambda value: value
    clause: Callable[[Any], str] | None = None


@dataclass(frozen=True)
class HouseRule:
    """One house rule (see the module docstring).

    Attributes:
        key: the engine's field (``HouseRules`` for award rules, the referee's ``Table`` for
            betting rules, ``DrillSet`` and the table model for helpers).
        label: its name (``N_``; a menu title, with its ``&`` mnemonic).
        home: where it lives (:class:`Home`).
        anchor: its section of docs/rules.md.
        default: the value when nothing sets it.
        choices: its values (a choice or a flag); empty for a :attr:`structured` value.
        structured: the value's check when it is not a choice.
        file_key: the key in files where it differs from ``key``.
        setting: the window's settings key where it differs from ``rules/<key>``.
        tip: what its menu action does (``N_``; the Drill menu's tip for a helper).
        option: the command-line option (``--award-order``), or "" for none.
        option_help: the option's help (``N_``).
        commands: the subcommands that take :attr:`option`.
        games, kinds, structures: the games, kinds of game (cash, tournament) and betting
            structures it applies to.
    """

    key: str
    label: str
    home: Home
    anchor: str
    default: Any
    choices: tuple[Choice, ...] = ()
    structured: Structured | None = None
    file_key: str = ""
    setting: str = ""
    tip: str = ""
    option: str = ""
    option_help: str = ""
    commands: tuple[str, ...] = ()
    games: tuple[str, ...] = ALL_GAMES
    kinds: tuple[str, ...] = ALL_KINDS
    structures: tuple[str, ...] = ALL_STRUCTURES

    @property
    def name(self) -> str:
        """The key in files (``house_rules``, the ``action`` input, a room profile)."""
        return self.file_key or self.key

    @property
    def settings_key(self) -> str:
        """The window's settings key of a rule of choices (``rules/award_order``, ``table/helpers``)."""
        return self.setting or f"rules/{self.key}"

    @property
    def dest(self) -> str:
        """The argparse attribute of :attr:`option`."""
        return self.option.removeprefix("--").replace("-", "_")

    @property
    def is_flag(self) -> bool:
        """True for a yes/no rule (its choices are True and False)."""
        return bool(self.choices) and all(isinstance(c.value, bool) for c in self.choices)

    def values(self) -> list[str]:
        """The allowed values as files write them, in declaration order."""
        return [c.text for c in self.choices]

    def choice(self, value: Any) -> Choice:
        """The :class:`Choice` of ``value`` (an engine value, e.g. ``AwardOrder.MAIN_FIRST``).

        Raises:
            KeyError: ``value`` is not one of :attr:`choices`.
        """
        for c in self.choices:
            if c.value == value and type(c.value) is type(value):
                return c
        raise KeyError(value)

    def parse(self, value: Any) -> Any:
        """The engine value of ``value`` as a file gives it (``"main_first"`` -> the enum member).

        Raises:
            ValueError: ``value`` is not an allowed value.
        """
        if self.structured is not None:
            value = self.structured.read(value)
            if not self.structured.check(value):
                raise ValueError(value)
            return value
        for c in self.choices:
            if isinstance(c.value, bool):
                if isinstance(value, bool) and value == c.value:
                    return c.value
            elif isinstance(value, str) and value == c.text:
                return c.value
        raise ValueError(value)

    def dump(self, value: Any) -> Any:
        """``value`` as files write it (inverse of :meth:`parse`)."""
        if self.structured is not None:
            return self.structured.write(value)
        return value.value if isinstance(value, StrEnum) else value

    def parse_option(self, text: str) -> Any:
        """The engine value of this rule's command-line option ``text``: a choice's
        :attr:`Choice.option` spelling, or a structured value as JSON.

        Raises:
            argparse.ArgumentTypeError: a structured value that is not JSON, or not an allowed
                value: one line naming the problem and the form (argparse reports it).
            ValueError: ``text`` is not an allowed choice (argparse reports it).
        """
        if self.structured is not None:
            try:
                data = json.loads(text)
            except ValueError:
                raise argparse.ArgumentTypeError(
                    _("{value!r} is not JSON ({form})").format(value=text, form=_(self.option_help))
                ) from None
            try:
                return self.parse(data)
            except (TypeError, ValueError):
                why = (
                    _(
                        "an object whose chips are whole numbers above 0, each named once, and whose rack "
                        "counts are 0 or more"
                    )
                    if self.key == "change_chips"
                    else _("not an allowed value")
                )
                raise argparse.ArgumentTypeError(
                    _("{value}: {why} ({form})").format(value=text, why=why, form=_(self.option_help))
                ) from None
        for c in self.choices:
            if (c.option or c.text) == text:
                return c.value
        raise ValueError(text)


#: Every house rule, in the order menus, files and the docs table list them.
HOUSE_RULES: tuple[HouseRule, ...] = (
    HouseRule(
        "award_order",
        N_("Award &order"),
        Home.AWARD,
        "award-order",
        AwardOrder.SIDE_POTS_FIRST,
        choices=(
            Choice(
                AwardOrder.SIDE_POTS_FIRST,
                N_("Last side pot first, main pot last"),
                N_("TDA 2024 Rule 16 (Addendum); WSOP-C 153"),
                option="side-pots-first",
                clause=N_("pots are awarded last side pot first, main pot last ({source})"),
            ),
            Choice(
                AwardOrder.MAIN_FIRST,
                N_("Main pot first"),
                N_("PokerKit >= 0.5.2; some consumer guides"),
                option="main-pot-first",
                clause=N_("pots are awarded main pot first ({source})"),
            ),
        ),
        option="--award-order",
        option_help=N_(
            "house rule (a drill file's own wins; else this, else --profile's, else side-pots-first, "
            "TDA 2024 Rule 16)"
        ),
        commands=("check",),
    ),
    HouseRule(
        "odd_chip_unit",
        N_("Odd-chip &unit"),
        Home.AWARD,
        "splits-and-odd-chips",
        OddChipUnit.SMALLEST_IN_PLAY,
        choices=(
            Choice(
                OddChipUnit.SMALLEST_IN_PLAY,
                N_("Odd chip: smallest chip in play"),
                N_("TDA 2024 Rule 20; WSOP-T 73"),
                option="smallest-in-play",
                clause=N_(
                    "a split is cut in the smallest chip in play and each odd chip goes to the next tied "
                    "player clockwise from the button ({source})"
                ),
            ),
            Choice(
                OddChipUnit.SMALLEST_BLIND_CHIP,
                N_("Odd chip: smallest chip in the blinds"),
                "WSOP-C 152",
                option="smallest-blind-chip",
                clause=N_(
                    "a split is cut in the smallest chip used for the blinds and each odd chip goes to the "
                    "next tied player clockwise from the button ({source})"
                ),
            ),
        ),
        option="--odd-chip-unit",
        option_help=N_(
            "house rule (a drill file's own wins; else this, else --profile's, else smallest-in-play, "
            "TDA 2024 Rule 20)"
        ),
        commands=("check",),
    ),
    HouseRule(
        "helpers",
        N_("Dealer &helpers"),
        Home.HELPER,
        "house-rules",
        True,
        choices=(
            Choice(True, N_("on: change is made and bets are cut to a pot's level"), N_("a trainee's aid")),
            Choice(False, N_("off, for an exam"), N_("a drill set's or an exam's choice")),
        ),
        setting="table/helpers",
        tip=N_("Make change for a carried amount, and cut every bet to a pot's all-in level"),
    ),
    HouseRule(
        "bba_order",
        N_("Big-blind ante order"),
        Home.BETTING,
        "big-blind-ante-order",
        BbaOrder.BIG_BLIND_FIRST,
        choices=(
            Choice(BbaOrder.BIG_BLIND_FIRST, N_("big blind first"), "TDA 2024 RP-11"),
            Choice(BbaOrder.ANTE_FIRST, N_("ante first"), N_("TDA 2019; older rooms")),
        ),
    ),
    HouseRule(
        "cap",
        N_("Fixed-limit raise cap"),
        Home.BETTING,
        "fixed-limit-bets-and-the-raise-cap",
        4,
        structured=Structured(
            valid_cap,
            "a bet and four raises (WSOP Live Action Rule 130)",
            "another number of raises, or none (null)",
        ),
        structures=("fixed-limit",),
    ),
    HouseRule(
        "heads_up_cap",
        N_("Raise cap heads-up"),
        Home.BETTING,
        "fixed-limit-bets-and-the-raise-cap",
        HeadsUpCap.LIFTED_IF_ROUND_BEGINS,
        choices=(
            Choice(
                HeadsUpCap.LIFTED_IF_ROUND_BEGINS,
                N_("none in a round that begins heads-up"),
                N_("WSOP Live Action Rule 131"),
            ),
            Choice(HeadsUpCap.KEPT, N_("the cap kept heads-up"), "TDA 2024 Rule 48"),
            Choice(
                HeadsUpCap.LIFTED_WHEN_HEADS_UP,
                N_("lifted once the action is heads-up before the cap"),
                N_("Robert's Rules of Poker, betting and raising"),
            ),
        ),
        structures=("fixed-limit",),
    ),
    HouseRule(
        "half_bet_rule",
        N_("Re-opening in fixed limit"),
        Home.BETTING,
        "half-bet-rule",
        True,
        choices=(
            Choice(True, N_("half bet rule"), N_("TDA 2024 Rule 47-B; WSOP Live Action Rule 133")),
            Choice(False, N_("full bet rule"), N_("some rooms")),
        ),
        structures=("fixed-limit",),
    ),
    HouseRule(
        "pot_limit_blinds",
        N_("Pot-limit pot with a short blind"),
        Home.BETTING,
        "pot-limit-pot-size-bet",
        PotLimitBlinds.FULL_BLINDS,
        choices=(
            Choice(
                PotLimitBlinds.FULL_BLINDS, N_("full blinds assumed before the flop"), "TDA 2024 Rule 54-B"
            ),
            Choice(PotLimitBlinds.ACTUAL, N_("the chips actually posted"), N_("some rooms")),
        ),
        file_key="pl_short_blind",
        structures=("pot-limit",),
    ),
    HouseRule(
        "reopen",
        N_("Re-opening in no-limit and pot-limit"),
        Home.BETTING,
        "full-bet-rule",
        Reopen.FULL_BET,
        choices=(
            Choice(Reopen.FULL_BET, N_("a full bet or raise"), "TDA 2024 Rule 47-A"),
            Choice(Reopen.HALF_RAISE, N_("an all-in of at least half a raise"), N_("some rooms")),
        ),
        structures=("no-limit", "pot-limit"),
    ),
    HouseRule(
        "straddles_allowed",
        N_("Straddles allowed"),
        Home.BETTING,
        "straddle",
        None,
        structured=Structured(
            lambda value: value is None or (type(value) is int and value >= 0),
            "re-straddles, each at least twice the last (some rooms); fixed limit: one",
            "a number of straddles: 2 (WSOP Live Action Rule 22, games of 5-5-10 and above), 1 (WSOP Live "
            "Action Rule 22, 1-2-5 games), 0: none",
        ),
        kinds=("cash",),
    ),
    HouseRule(
        "button_straddle_first",
        N_("First to act after a button straddle"),
        Home.BETTING,
        "button-straddle",
        ButtonStraddleFirst.SMALL_BLIND,
        choices=(
            Choice(
                ButtonStraddleFirst.SMALL_BLIND,
                N_("the small blind"),
                N_("WSOP Live Action Rule 22: action starts left of the straddle"),
            ),
            Choice(
                ButtonStraddleFirst.UNDER_THE_GUN,
                N_("left of the big blind, the blinds after the cutoff"),
                N_("some rooms"),
            ),
        ),
        kinds=("cash",),
    ),
    HouseRule(
        "open_pair_option",
        N_("Open pair on fourth street"),
        Home.BETTING,
        "stud-bring-in-and-who-acts",
        True,
        choices=(
            Choice(
                True,
                N_("the small or the big bet until a big bet is made"),
                N_("Robert's Rules of Poker, seven-card stud"),
            ),
            Choice(False, N_("the small bet whatever shows"), N_("some rooms")),
        ),
        games=("stud",),
        structures=("fixed-limit",),
    ),
    HouseRule(
        "change_chips",
        N_("Chips for change"),
        Home.CHIPS,
        "making-change",
        ChangePolicy(),
        structured=Structured(
            valid_change_policy,
            "every chip of the set, the rack holds enough (dealer practice: the fewest chips)",
            'only the chips named (`{"allowed": [5, 25]}`) and a rack short of some '
            '(`{"rack": {"100": 2}}`) (house policy)',
            read=change_policy_from_dict,
            write=change_policy_to_dict,
        ),
        option="--change-chips",
        option_help=N_('the chips change may be given in, as JSON: {"allowed": [5, 25], "rack": {"25": 2}}'),
        commands=("drill", "check"),
    ),
    HouseRule(
        "rake",
        N_("Rake"),
        Home.POTS,
        "rake",
        None,
        structured=Structured(
            valid_rake,
            "none",
            "a percent with a cap: 10%, up to 6 (WSOP Live Action Rule 31); a posted schedule of steps "
            "(example schedule); no flop, no drop (dealer practice)",
            read=lambda value: None if value is None else rake_from_dict(value),
            write=lambda value: None if value is None else rake_to_dict(value),
        ),
        kinds=("cash",),
    ),
    HouseRule(
        "rake_from",
        N_("Where the rake comes from"),
        Home.POTS,
        "rake",
        RakeFrom.MAIN_FIRST,
        choices=(
            Choice(
                RakeFrom.MAIN_FIRST,
                N_("main pot first, then side pot 1, 2, ..."),
                N_("dealer practice: the dealer drops from the pot as it builds"),
            ),
        ),
        kinds=("cash",),
    ),
    HouseRule(
        "jackpot",
        N_("Jackpot drop"),
        Home.POTS,
        "jackpot-drop",
        None,
        structured=Structured(
            valid_jackpot,
            "none",
            "a drop from every pot of at least a minimum with a flop (example schedule: 1 from a pot of 20)",
            read=lambda value: None if value is None else jackpot_from_dict(value),
            write=lambda value: None if value is None else jackpot_to_dict(value),
        ),
        kinds=("cash",),
    ),
    HouseRule(
        "runs_allowed",
        N_("Running it twice"),
        Home.POTS,
        "running-it-twice",
        3,
        structured=Structured(
            lambda value: type(value) is int and 1 <= value <= 3,
            "twice or three times, by agreement (WSOP Live Action Rules 208-217)",
            "2: twice at most (some rooms); 1: never (tournaments: TDA 2024 has no such rule)",
        ),
        kinds=("cash",),
    ),
    HouseRule(
        "runs_players",
        N_("Running it twice multiway"),
        Home.POTS,
        "running-it-twice",
        RunPlayers.MULTIWAY,
        choices=(
            Choice(
                RunPlayers.MULTIWAY,
                N_("heads-up or multiway, side pots too"),
                N_("WSOP Live Action Rules 208-217"),
            ),
            Choice(RunPlayers.HEADS_UP, N_("heads-up only"), N_("some rooms")),
        ),
        kinds=("cash",),
    ),
    HouseRule(
        "runs_in_tournaments",
        N_("Running it twice in tournaments"),
        Home.POTS,
        "running-it-twice",
        False,
        choices=(
            Choice(
                False,
                N_("cash games only"),
                N_("TDA 2024 has no such rule: a tournament hand deals one board"),
            ),
            Choice(True, N_("tournaments too"), N_("some home games")),
        ),
    ),
)

#: Each rule by :attr:`HouseRule.key`.
BY_KEY: Mapping[str, HouseRule] = {r.key: r for r in HOUSE_RULES}


def rules_of(home: Home) -> tuple[HouseRule, ...]:
    """The rules that live in ``home``, in declaration order."""
    return tuple(r for r in HOUSE_RULES if r.home == home)


#: The award rules: the fields of :class:`HouseRules`.
AWARD_RULES = rules_of(Home.AWARD)
#: The betting rules: fields of the referee's ``Table``, keys of the ``action`` input.
BETTING_RULES = rules_of(Home.BETTING)
#: The room's money rules: keys of the ``pots`` input.
POTS_RULES = rules_of(Home.POTS)
#: The dealer helpers: flags of a drill set and of the table, aids of an exam, Drill menu actions.
HELPER_RULES = rules_of(Home.HELPER)
#: The dealer helpers (automatic change for a carried amount, cut-to-level while dragging).
HELPERS = BY_KEY["helpers"]


#: The run-it-twice house rules, in :class:`~dealer_trainer.engine.runs.RunRules` order.
RUN_RULES = ("runs_allowed", "runs_players", "runs_in_tournaments")


def run_rules(values: Mapping[str, Any]) -> RunRules:
    """The run-it-twice house rules in ``values`` (rule key -> engine value, e.g. a room
    profile's ``rules``), each rule not in it at its default (docs/rules.md#running-it-twice)."""
    return RunRules(*(values.get(key, BY_KEY[key].default) for key in RUN_RULES))


def with_rules(values: Mapping[str, Any], base: HouseRules | None = None) -> HouseRules:
    """``base`` (TDA 2024 by default) with the award rules in ``values`` (key -> engine value)."""
    return replace(base or HouseRules(), **{k: v for k, v in values.items() if k in BY_KEY})


def sheet_clause(rule: HouseRule, value: Any) -> str | None:
    """What an answer key awards under for ``rule`` at ``value``, with its source, in the active
    language (lower case; None when the rule has nothing to say on the worksheet)."""
    if rule.structured is not None:
        return rule.structured.clause(value) if rule.structured.clause else None
    choice = rule.choice(value)
    return _(choice.clause).format(source=_(choice.source)) if choice.clause else None


def source_of(value: Any) -> str:
    """The official source of an award rule's value (``OddChipUnit.SMALLEST_BLIND_CHIP`` ->
    ``"WSOP-C 152"``), in the active language.

    Raises:
        KeyError: ``value`` is not a value of an award rule.
    """
    for rule in AWARD_RULES:
        for c in rule.choices:
            if c.value == value:
                return _(c.source)
    raise KeyError(value)


def add_options(parser: argparse.ArgumentParser, command: str) -> None:
    """Add to ``parser`` the option of every house rule that ``command`` takes (its choices
    spelled as :attr:`Choice.option`; absent: None, so a file's or the default rule holds)."""
    for rule in HOUSE_RULES:
        if command not in rule.commands:
            continue
        if rule.structured is not None:
            parser.add_argument(rule.option, type=rule.parse_option, metavar="JSON", help=_(rule.option_help))
        else:
            spelled = [c.option or c.text for c in rule.choices]
            parser.add_argument(rule.option, choices=spelled, help=_(rule.option_help))


def option_values(args: argparse.Namespace, rules: tuple[HouseRule, ...]) -> dict[str, Any]:
    """rule key -> engine value of each of ``rules`` given as an option in ``args``."""
    values: dict[str, Any] = {}
    for rule in rules:
        given = getattr(args, rule.dest, None) if rule.option else None
        if given is not None:
            values[rule.key] = given if rule.structured is not None else rule.parse_option(given)
    return values


def options_of(args: argparse.Namespace, base: HouseRules | None = None) -> HouseRules:
    """``base`` (TDA 2024 by default) with the award rules given as options in ``args``."""
    return with_rules(option_values(args, AWARD_RULES), base)


def _cell(choice: Choice) -> str:
    return f"{choice.label} ({choice.source})"


def _row(rule: HouseRule) -> str:
    if rule.structured is not None:
        default, other = rule.structured.default_label, rule.structured.other_label
    else:
        default = _cell(rule.choice(rule.default))
        other = "; ".join(_cell(c) for c in rule.choices if c.value != rule.default)
    where = f"`{rule.name}`"
    option = f"`{rule.option}`" if rule.option else ""
    scopes = ((rule.games, ALL_GAMES), (rule.kinds, ALL_KINDS), (rule.structures, ALL_STRUCTURES))
    limits = [", ".join(given) for given, every in scopes if given != every]
    applies = "; ".join(limits) or "all games"
    label = rule.label.replace("&", "").lower()
    section = f"[{rule.anchor}](#{rule.anchor})"
    return f"| {label} | {where} | {default} | {other} | {option} | {applies} | {section} |"


def markdown_table() -> str:
    """The house-rules table of docs/rules.md (English), one row per :data:`HOUSE_RULES` entry."""
    head = (
        "| setting | key | default (source) | alternative (source) | option | applies to | section |\n"
        "|---|---|---|---|---|---|---|"
    )
    return "\n".join([head, *(_row(r) for r in HOUSE_RULES)])

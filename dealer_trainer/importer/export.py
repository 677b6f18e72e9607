"""Write hands out for other tools: Open Hand History JSON and PHH (no Qt).

A hand can be written when its actions are known: hands read by the parsers under
:mod:`dealer_trainer.importer.sites` (GGPoker, Winamax, 888poker, Bovada, PokerNow, OHH) and
generated drills (their code replays the hand). PHH is written through PokerKit's own
:class:`pokerkit.HandHistory` (``dumps``), so PokerKit can replay every hand written; PHH
holds no dead blind, no post out of turn and no money the site adds, so such hands are
skipped with that reason, as are games PHH export does not cover here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from decimal import Decimal
from os import PathLike
from pathlib import Path

from pokerkit import HandHistory

from dealer_trainer.drills.codes import decode_version
from dealer_trainer.drills.errors import DrillError, describe
from dealer_trainer.drills.files import load_drill_set
from dealer_trainer.drills.generator import drill_with_actions
from dealer_trainer.drills.models import Drill
from dealer_trainer.engine.showdown import Game
from dealer_trainer.i18n import N_, deferred
from dealer_trainer.importer.api import PHH_SUFFIXES, UnreadableFile, input_files, parse_text, read_text
from dealer_trainer.importer.convert import make_drill, seat_letters
from dealer_trainer.importer.model import HandAction, HandError, ParsedHand, ParsedSeat, Skipped
from dealer_trainer.importer.repeats import HandsMet
from dealer_trainer.importer.run import identity
from dealer_trainer.importer.sites import ohh

#: Export formats.
FORMATS = ("ohh", "phh")
#: Why a drill file of imported or hand-made drills exports nothing.
NO_ACTIONS = N_(
    "its drills keep no betting actions (imported or hand-made drills): export the hand-history "
    "files they came from"
)


@dataclass
class ExportReport:
    """What an export wrote: ``texts`` (one per hand, in order) and everything left out:
    ``skipped`` holds hands (a damaged one, a repeat, one that makes no drill ...) and files
    (hand id ``""``: nothing to export in it, or its damaged part)."""

    fmt: str
    texts: list[str] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)

    @property
    def hands_left_out(self) -> int:
        """Hands found but not written (files not counted)."""
        return sum(1 for s in self.skipped if s.hand_id)

    @property
    def files_left_out(self) -> int:
        """Files, or parts of files, that gave no hand."""
        return sum(1 for s in self.skipped if not s.hand_id)

    @property
    def hands_read(self) -> int:
        """Hands found: written or left out (a damaged hand and a repeat too)."""
        return len(self.texts) + self.hands_left_out

    def text(self) -> str:
        """The whole file: OHH hands a blank line apart, or a ``.phhs`` file (``[1]``, ``[2]`` ...)."""
        if self.fmt == "ohh":
            return "\n\n".join(self.texts) + ("\n" if self.texts else "")
        return "\n\n".join(f"[{i}]\n{t}" for i, t in enumerate(self.texts, start=1)) + (
            "\n" if self.texts else ""
        )


#: The forced bets a PHH export names (a blind posted out of its seat).
BLIND_WORDS = {"small_blind": N_("small blind"), "big_blind": N_("big blind"), "straddle": N_("straddle")}


def _phh_variant(hand: ParsedHand) -> str:
    v = hand.variant.lower()
    if "hi/lo" in v or "stud" in v or "draw" in v or "razz" in v or "badugi" in v or "6+" in v:
        raise HandError(N_("PHH export covers hold'em and pot-limit Omaha, not {game}"), game=hand.variant)
    if "omaha" in v:
        if "pot limit" not in v or hand.game != "omaha":
            raise HandError(N_("PHH export covers pot-limit Omaha, not {game}"), game=hand.variant)
        return "PO"
    if "limit" in v and "no limit" not in v and "pot limit" not in v:
        return "FT"
    return "NT"


def _value(units: int, scale: int) -> int | Decimal:
    return units if scale == 1 else Decimal(units) / scale


def hand_to_phh(hand: ParsedHand) -> HandHistory:
    """``hand`` as a PokerKit :class:`HandHistory` (players ordered as PHH wants: the small
    blind first, the button last; heads-up the big blind first).

    Raises:
        HandError: the actions are not known, or the hand holds something PHH cannot
            (a dead blind, a blind posted out of turn, money the site added, a blind the
            wrong player posted, another game).
    """
    if not hand.actions:
        raise HandError(N_("the actions of this {site} hand are not known"), site=hand.site)
    variant = _phh_variant(hand)
    if any(a.kind in ("dead", "post") for a in hand.actions) or hand.dead > sum(hand.dead_posts.values()):
        raise HandError(N_("PHH has no dead blind, no blind posted out of turn and no money the site adds"))
    names = hand.names
    if hand.button not in names:
        raise HandError(N_("no button: PHH needs the seat order from the button"))
    at = names.index(hand.button)
    order = names[at + 1 :] + names[: at + 1]  # small blind first, button last
    index = {name: i for i, name in enumerate(order)}
    scale = hand.scale
    antes, blinds = _forced_bets(hand, order, index)
    actions = _phh_actions(hand, order, index)
    kwargs: dict[str, object] = {
        "variant": variant,
        "ante_trimming_status": True,
        "antes": [_value(a, scale) for a in antes],
        "blinds_or_straddles": [_value(b, scale) for b in blinds],
        "starting_stacks": [_value(s.stack, scale) for s in _ordered(hand.seats, order)],
        "actions": actions,
        "players": order,
        "seats": [s.seat_no for s in _ordered(hand.seats, order)],
        "hand": _hand_number(hand.hand_id),
        "table": hand.table or None,
        "event": f"{hand.site} hand {hand.hand_id}",
    }
    big = max(blinds, default=0) or hand.big_blind or 1
    if variant == "FT":
        kwargs["small_bet"], kwargs["big_bet"] = _value(big, scale), _value(2 * big, scale)
    else:
        kwargs["min_bet"] = _value(big, scale)
    if hand.symbol:
        kwargs["currency_symbol"] = hand.symbol
    return HandHistory(**kwargs)  # type: ignore[arg-type]


def _forced_bets(hand: ParsedHand, order: list[str], index: dict[str, int]) -> tuple[list[int], list[int]]:
    """The antes and the blinds or straddles of the players in PHH ``order`` (``index``: each
    name's place in it), in units.

    Raises:
        HandError: a blind posted out of its PHH seat.
    """
    count = len(order)
    antes = [0] * count
    blinds = [0] * count
    expected = {"small_blind": 0, "big_blind": 1, "straddle": 2}
    if count == 2:
        expected = {"small_blind": 1, "big_blind": 0}
    for act in hand.actions:
        if act.kind == "ante":
            antes[index[act.player]] += act.chips
        elif act.kind in ("small_blind", "big_blind", "straddle"):
            at_index = index[act.player]
            if act.kind not in expected or at_index != expected[act.kind] or blinds[at_index]:
                raise HandError(
                    N_(
                        "a {blind} posted out of its PHH seat (PHH puts the blinds left of the button; a "
                        "missing small blind cannot be written)"
                    ),
                    blind=deferred(BLIND_WORDS[act.kind]),
                )
            blinds[at_index] = act.chips
    if count == 2:
        blinds = [blinds[1], blinds[0]]  # PokerKit swaps the blinds of a heads-up hand itself
    return antes, blinds


def _phh_actions(hand: ParsedHand, order: list[str], index: dict[str, int]) -> list[str]:
    """The hand's PHH actions: the hole cards dealt, the players' actions street by street
    with the board dealt between, the cards shown (players as in PHH ``order``)."""
    scale = hand.scale
    actions: list[str] = []
    hidden = "????????" if hand.game == "omaha" else "????"
    for name in order:
        actions.append(f"d dh p{index[name] + 1} {hand.hole.get(name) or hidden}")
    board = hand.board
    street_cards = {"flop": board[:6], "turn": board[6:8], "river": board[8:10]}
    street_sizes = {"flop": 6, "turn": 2, "river": 2}
    street = "preflop"
    bets: dict[str, int] = {n: 0 for n in order}
    left = {s.name: s.stack for s in hand.seats}  # chips behind, as PokerKit sees them
    folded: set[str] = set()
    for act in hand.actions:
        if act.kind in ("ante", "small_blind", "big_blind", "straddle"):
            left[act.player] -= act.chips
            if act.kind != "ante":
                bets[act.player] += act.chips
            continue
        if act.kind in ("show", "muck"):
            continue
        while act.street != street:
            street = ("flop", "turn", "river")[("preflop", "flop", "turn").index(street)]
            cards = street_cards[street] if len(street_cards[street]) == street_sizes[street] else ""
            actions.append(f"d db {cards or '??' * (street_sizes[street] // 2)}")
            bets = {n: 0 for n in order}
        player = f"p{index[act.player] + 1}"
        top = max(bets.values())
        if act.kind == "fold":
            folded.add(act.player)
            actions.append(f"{player} f")
            continue
        total = bets[act.player] + act.chips
        callers = [
            n
            for n in order
            if n != act.player and n not in folded and left[n] > 0 and bets[n] + left[n] > top
        ]
        if act.kind in ("check", "call") or total <= top or not callers:
            # a raise nobody can call is a call (the rest goes back as the uncalled bet)
            total = min(total, top) if act.kind in ("bet", "raise") else total
            actions.append(f"{player} cc")
        else:
            actions.append(f"{player} cbr {_value(total, scale)}")
        left[act.player] -= total - bets[act.player]
        bets[act.player] = total
    # the rest of the board, dealt after the betting ended (all-in)
    for later in ("flop", "turn", "river")[("preflop", "flop", "turn", "river").index(street) :]:
        cards = street_cards[later]
        if len(cards) == street_sizes[later]:
            actions.append(f"d db {cards}")
    for act in hand.actions:
        if act.kind == "show" and (act.cards or hand.hole.get(act.player)):
            actions.append(f"p{index[act.player] + 1} sm {act.cards or hand.hole[act.player]}")
    return actions


def _ordered(seats: list[ParsedSeat], order: list[str]) -> list[ParsedSeat]:
    by_name = {s.name: s for s in seats}
    return [by_name[n] for n in order]


#: The suffixes a hand met again under a number met before is renamed with: " (2)", " (3)" ...
_RENAMED = re.compile(r"(?: \(\d+\))+$")


def _hand_number(hand_id: str) -> int | None:
    """PHH's ``hand`` (an int): the site's number of the hand, without the suffix of a renamed
    hand (``"4290322948 (2)"`` is 4290322948, not 42903229482; ``event`` keeps the whole id)."""
    digits = "".join(ch for ch in _RENAMED.sub("", hand_id) if ch.isdigit())
    return int(digits[-18:]) if digits else None


def generated_hand(drill: Drill) -> ParsedHand:
    """A generated drill's hand (its code replays it), with every action, for export.

    Raises:
        HandError: the drill has no code, or its code makes another drill (an edited file).
    """
    if not drill.code:
        raise HandError(
            N_("its actions are not known: a drill file keeps them for generated drills only (with a code)")
        )
    level, seed, version = decode_version(drill.code)
    regenerated, log = drill_with_actions(level, seed, version)
    if [(s.name, s.committed, s.folded) for s in regenerated.seats] != [
        (s.name, s.committed, s.folded) for s in drill.seats
    ]:
        raise HandError(N_("{code}: the drill was edited, its code makes another hand"), code=drill.code)
    kinds = {"big_blind_ante": "ante", "missed_big_blind": "post", "dead_small_blind": "dead"}
    seats = [ParsedSeat(s.name, i + 1, s.stack + s.committed) for i, s in enumerate(drill.seats)]
    hand = ParsedHand(
        source=drill.code, hand_id=drill.code, site="Dealer Trainer", variant="Hold'em No Limit"
    )
    hand.game = "omaha" if drill.game == Game.OMAHA else "holdem"
    if hand.game == "omaha":
        hand.variant = "Omaha Pot Limit"
    hand.seats = seats
    hand.button = drill.button
    hand.scale, hand.symbol = drill.stakes.scale, drill.stakes.symbol if drill.stakes.scale != 1 else ""
    hand.small_blind, hand.big_blind, hand.ante = (
        drill.stakes.small_blind,
        drill.stakes.big_blind,
        drill.stakes.ante,
    )
    stacks = {s.name: s.stack for s in seats}
    for street, seat, kind, chips in log:
        stacks[seat] -= chips
        kind = kinds.get(kind, kind)
        if kind == "raise" and not any(
            a.street == street and a.kind in ("bet", "raise") for a in hand.actions
        ):
            kind = "bet" if street != "preflop" else "raise"
        hand.actions.append(HandAction(street, seat, kind, chips, chips > 0 and stacks[seat] == 0))
    hand.committed = {s.name: s.committed for s in drill.seats}
    hand.dead = drill.dead
    hand.folded = {s.name for s in drill.seats if s.folded}
    hand.board = drill.board
    hand.hole = {s.name: s.hole for s in drill.seats if s.hole}
    return hand


def _read_hands(paths: Iterable[str | PathLike[str]], skipped: list[Skipped]) -> Iterator[ParsedHand]:
    for path in input_files(paths):
        try:
            text = read_text(path)
        except UnreadableFile as exc:
            skipped.append(Skipped(path.name, "", str(exc)))
            continue
        if path.suffix.lower() == ".json" and '"dealer-trainer-drills"' in text[:4000]:
            yield from _drill_file_hands(path, skipped)
            continue
        hands, problem = parse_text(text, path.name, phh=path.suffix.lower() in PHH_SUFFIXES)
        if problem:
            skipped.append(Skipped(path.name, "", problem))
        for hand_id, parsed in hands:
            if isinstance(parsed, HandError):
                skipped.append(Skipped(path.name, hand_id, str(parsed)))
            else:
                yield parsed


def _drill_file_hands(path: Path, skipped: list[Skipped]) -> Iterator[ParsedHand]:
    try:
        entries = load_drill_set(path).entries
    except DrillError as exc:
        skipped.append(Skipped(path.name, "", describe(exc)))
        return
    if entries and not any(isinstance(d, Drill) and d.code for d in entries):
        # imported or hand-made drills only: one reason for the file, not one per drill
        skipped.append(Skipped(path.name, "", deferred(NO_ACTIONS)))
        return
    for number, drill in enumerate(entries):
        if not isinstance(drill, Drill):  # said in the report, not dropped in silence
            skipped.append(
                Skipped(
                    path.name,
                    deferred("drill {number} ({title})", number=number, title=getattr(drill, "title", "")),
                    deferred("a street-by-street hand: export writes pot drills only"),
                )
            )
            continue
        try:
            yield generated_hand(drill)
        except (HandError, DrillError) as exc:
            skipped.append(
                Skipped(
                    path.name,
                    deferred("drill {number} ({title})", number=number, title=getattr(drill, "title", "")),
                    describe(exc) if isinstance(exc, DrillError) else str(exc),
                )
            )


def anonymous(hand: ParsedHand) -> ParsedHand:
    """A copy of ``hand`` with its players named by seat letter ("Seat A" is table seat 1), as
    imported drills name them."""
    new = seat_letters(hand)

    def keyed(mapping: dict[str, object] | None) -> dict[str, object] | None:
        return None if mapping is None else {new.get(k, k): v for k, v in mapping.items()}

    return replace(
        hand,
        seats=[ParsedSeat(new[s.name], s.seat_no, s.stack) for s in hand.seats],
        button=new.get(hand.button, hand.button) if hand.button else None,
        committed=keyed(hand.committed),  # type: ignore[arg-type]
        dead_posts=keyed(hand.dead_posts),  # type: ignore[arg-type]
        folded={new.get(n, n) for n in hand.folded},
        all_in={new.get(n, n) for n in hand.all_in},
        hole=keyed(hand.hole),  # type: ignore[arg-type]
        returned=keyed(hand.returned),  # type: ignore[arg-type]
        collected=keyed(hand.collected),  # type: ignore[arg-type]
        cashed_out={new.get(n, n) for n in hand.cashed_out},
        finishing=keyed(hand.finishing),  # type: ignore[arg-type]
        actions=[a._replace(player=new.get(a.player, a.player)) for a in hand.actions],
        text="",
    )


def export_files(
    paths: Iterable[str | PathLike[str]], fmt: str, all_hands: bool = False, keep_names: bool = False
) -> ExportReport:
    """Every hand of ``paths`` (hand histories of any format read, or drill files of generated
    drills) as Open Hand History (``fmt="ohh"``) or PHH (``"phh"``); never raises for bad input.

    By default only hands that make a drill are written (two or more players at the end);
    ``all_hands`` writes every hand whose actions are known. Players of imported hands are
    named by seat letter unless ``keep_names`` (as ``dealer-trainer import`` does).

    Raises:
        ValueError: ``fmt`` is not one of :data:`FORMATS`.
    """
    if fmt not in FORMATS:
        raise ValueError(f"format {fmt!r} is not one of {', '.join(FORMATS)}")
    report = ExportReport(fmt)
    met = HandsMet()  # hands met again, as the import finds them
    for hand in _read_hands(paths, report.skipped):
        if hand.site != "Dealer Trainer":
            repeat = met.meet(*identity(hand), hand.source, hand.hand_id, hand.site)
            if repeat is not None and repeat.same:
                again = deferred("the same hand again (first in {file})", file=repeat.first_source)
                report.skipped.append(Skipped(hand.source, hand.hand_id, again))
                continue
            if repeat is not None:  # another hand under a number met before
                hand.hand_id = repeat.renamed
        try:
            if not all_hands and hand.site != "Dealer Trainer":
                make_drill(hand)  # raises HandError when the hand makes no drill
            if not keep_names and hand.site != "Dealer Trainer":
                hand = anonymous(hand)
            if fmt == "ohh":
                report.texts.append(ohh.dump_hand(hand))
            else:
                report.texts.append(hand_to_phh(hand).dumps())
        except HandError as exc:
            report.skipped.append(Skipped(hand.source, hand.hand_id, str(exc)))
        except Exception as exc:  # noqa: BLE001 - PokerKit refused the hand: never stop the export
            report.skipped.append(
                Skipped(
                    hand.source,
                    hand.hand_id,
                    deferred(
                        "PokerKit refused it ({error_type}: {error})",
                        error_type=type(exc).__name__,
                        error=exc,
                    ),
                )
            )
    return report

"""A :class:`ParsedHand` to a :class:`Drill`, and the site's pots against the engine's."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import fields
from decimal import Decimal

from dealer_trainer.drills.errors import DrillError
from dealer_trainer.drills.files import check_drill_cards
from dealer_trainer.drills.models import Drill, DrillSeat, Stakes
from dealer_trainer.engine import Hand, PotError, UncalledBet, build_pots, called_totals, uncalled_bet
from dealer_trainer.engine.cards import CANONICAL as _CANONICAL
from dealer_trainer.engine.cards import parse_cards
from dealer_trainer.engine.chips import CASH_CHIPS, CHIP_SETS, MICRO_CENTS_CHIPS, TOURNAMENT_CHIPS, break_down
from dealer_trainer.engine.showdown import HOLE_COUNT, Game
from dealer_trainer.i18n import N_, Message, _, computed, deferred, deferred_join
from dealer_trainer.importer.model import HandError, ParsedHand
from dealer_trainer.wording.explain import error_message, format_chips

#: Position names after the big blind, for 3+ players: early seats first.
_EARLY = ("UTG", "UTG+1", "UTG+2", "UTG+3", "UTG+4", "UTG+5")
_LATE = ("LJ", "HJ", "CO")


def positions(names: Sequence[str], button: str | None) -> dict[str, str]:
    """Position labels (BTN, SB, BB, UTG ... HJ, CO) of ``names`` (clockwise) for ``button``.

    Heads-up the button is also the small blind (``"BTN/SB"``). Without a button every
    seat is labelled by its order (``"Seat 1"`` ...).
    """
    if button is None or button not in names:
        return {name: f"Seat {i + 1}" for i, name in enumerate(names)}
    start = names.index(button)
    order = list(names[start:]) + list(names[:start])  # button first
    if len(order) == 2:
        return {order[0]: "BTN/SB", order[1]: "BB"}
    labels = {order[0]: "BTN", order[1]: "SB", order[2]: "BB"}
    rest = order[3:]
    if rest:
        labels[rest[0]] = "UTG"  # first to act after the big blind
        later = rest[1:]
        late = _LATE[len(_LATE) - min(len(later), len(_LATE)) :]
        early = later[: len(later) - len(late)]
        for i, name in enumerate(early):
            labels[name] = _EARLY[i + 1]
        for name, label in zip(later[len(early) :], late, strict=True):
            labels[name] = label
    return labels


def seat_letters(hand: ParsedHand) -> dict[str, str]:
    """Each player's anonymous name: the table seat as a letter (seat 1 = "A")."""
    out: dict[str, str] = {}
    for seat in hand.seats:
        letter = chr(ord("A") + seat.seat_no - 1) if 1 <= seat.seat_no <= 26 else f"S{seat.seat_no}"
        out[seat.name] = f"Seat {letter}"
    if len(set(out.values())) != len(out):  # seat numbers missing or repeated: use the order
        out = {s.name: f"Seat {chr(ord('A') + i)}" for i, s in enumerate(hand.seats)}
    return out


def _engine_words(code: str, field: str, values: tuple[tuple[str, object], ...]) -> str:
    """The engine's :func:`error_message` for a :class:`PotError` kept as plain values."""
    return error_message(PotError(code, field, **dict(values)))


def pot_error_reason(error: PotError) -> Message:
    """``"not a valid pot situation: <the engine's message>"``: English as a key, shown in the
    trainee's language (a hand skipped because its chips make no valid hand)."""
    words = computed(_engine_words, error.code, error.field, tuple(error.values.items()))
    return deferred("not a valid pot situation: {error}", error=words)


def engine_hand(hand: ParsedHand) -> Hand:
    """The engine's :class:`Hand` of a parsed hand (real names).

    Raises:
        PotError: the chips do not make a valid hand.
    """
    names = hand.names
    return Hand(
        seats=tuple(names),
        contributions={n: hand.committed.get(n, 0) for n in names},
        button=hand.button,
        folded=frozenset(hand.folded),
        dead=hand.dead,
        unit=1,
    )


#: Amounts already broken into chips, per chip set (bets repeat hand after hand).
_BROKEN: dict[tuple[int, str], dict[int, int]] = {}


def _chips(amount: int, chip_set: str) -> dict[int, int]:
    """:func:`break_down` of ``amount`` in ``chip_set``, remembered (a drill copies it)."""
    key = (amount, chip_set)
    found = _BROKEN.get(key)
    if found is None:
        found = break_down(amount, CHIP_SETS[chip_set])
        if len(_BROKEN) < 4096:
            _BROKEN[key] = found
    return dict(found)


def _chip_set(hand: ParsedHand) -> tuple[str, int]:
    """(chip set name, unit): the first set whose smallest chip divides every amount.

    Chips: the tournament set (T25 up) when it fits; cents: the ``cash_cents`` set (50c up)
    when it fits, else the ``micro_cents`` set (1c up); otherwise the cash set (1 unit up).
    """
    amounts = [*hand.committed.values(), hand.dead]
    if hand.scale == 100:
        cents = CHIP_SETS.get("cash_cents")
        if cents is not None and all(a % cents.smallest == 0 for a in amounts):
            return cents.name, cents.smallest
        return MICRO_CENTS_CHIPS.name, MICRO_CENTS_CHIPS.smallest
    if hand.tournament and all(a % TOURNAMENT_CHIPS.smallest == 0 for a in amounts):
        return TOURNAMENT_CHIPS.name, TOURNAMENT_CHIPS.smallest
    return CASH_CHIPS.name, CASH_CHIPS.smallest


def _canonical(cards: str) -> bool:
    """True when ``cards`` is already written as the engine writes cards (``"AsKd"``)."""
    return len(cards) % 2 == 0 and all(cards[i : i + 2] in _CANONICAL for i in range(0, len(cards), 2))


def _cards(cards: str, count: int) -> str | None:
    if len(cards) == 2 * count and _canonical(cards):
        return cards  # the usual case, without parsing
    try:
        parsed = parse_cards(cards)
    except PotError:
        return None
    return "".join(parsed) if len(parsed) == count else None


def _plain(holes: Sequence[str], board: str) -> bool:
    """True when every card shown is written as the engine writes cards and none repeats:
    what :func:`check_drill_cards` would find, without its parsing (counts are checked
    by the caller)."""
    text = board + "".join(holes)
    return _canonical(text) and len({text[i : i + 2] for i in range(0, len(text), 2)}) * 2 == len(text)


def money(hand: ParsedHand, chips: int) -> str:
    """An amount of ``hand`` as text in its own units (``$1.50``, ``1,500``)."""
    return format_chips(chips, hand.scale, hand.symbol)


def amount(hand: ParsedHand, chips: int | Decimal) -> Message:
    """:func:`money` for a :class:`~dealer_trainer.i18n.Message` (a skip reason, an
    explanation): English in the message's key, the active language's format when shown."""
    return computed(format_chips, chips, hand.scale, hand.symbol)


#: True when :class:`Stakes` has a ``scale`` field (looked up once, not for every hand).
_STAKES_SCALE = "scale" in {f.name for f in fields(Stakes)}


def make_stakes(hand: ParsedHand) -> Stakes:
    """The drill's :class:`Stakes` of ``hand``.

    Amounts in cents carry ``scale=100`` where :class:`Stakes` has that field; without it
    they are shown with the symbol "¢" (amounts in cents, no conversion).
    """
    ante_format = "none"
    if hand.ante:
        ante_format = "big_blind" if "big_blind_ante" in hand.flags else "per_player"
    symbol = "" if hand.tournament else hand.symbol
    extra: dict[str, int] = {}
    if hand.scale != 1:
        if _STAKES_SCALE:
            extra["scale"] = hand.scale
            symbol = symbol or "$"
        else:
            symbol = "¢"
    return Stakes(
        kind="tournament" if hand.tournament else "cash",
        small_blind=hand.small_blind,
        big_blind=hand.big_blind,
        ante=hand.ante,
        ante_format=ante_format,
        symbol=symbol,
        level=hand.level if hand.tournament else 0,
        **extra,
    )


def drill_title(hand: ParsedHand, side_pots: bool = False) -> str:
    """The title of ``hand``'s drill, in the active language: ``"PokerStars hand 123"``, and
    ``" · side pots"`` after it when ``side_pots``."""
    title = hand.title or _("{site} hand {hand}").format(site=hand.site, hand=hand.hand_id)
    if side_pots:
        # TRANSLATORS: an imported drill's title with side pots: "PokerStars hand 123 · side pots"
        title = _("{title} · side pots").format(title=title)
    return title


def make_drill(
    hand: ParsedHand,
    keep_names: bool = False,
    notes: str = "",
    side_pots: bool = False,
    engine: Hand | None = None,
) -> Drill:
    """The drill of ``hand``: the table at the moment the last bet is called.

    Players are renamed to seat letters unless ``keep_names``; ``engine`` is the hand's
    :func:`engine_hand` when the caller has it already; ``side_pots`` marks the
    title (``"PokerStars hand 123 · side pots"``). Hole cards and board are
    kept for hold'em and 4-card Omaha when every live hand is known; other games import
    without a showdown ranking (the pots do not depend on the game).

    Raises:
        HandError: one live player (no showdown), or chips that make no valid hand.
    """
    live = [n for n in hand.names if n not in hand.folded]
    if len(live) < 2:
        raise HandError(N_("no showdown: one player left, nothing to build"))
    rename = {n: n for n in hand.names} if keep_names else seat_letters(hand)
    chip_set, unit = _chip_set(hand)
    labels = positions(hand.names, hand.button)
    ranking = hand.game in ("holdem", "omaha") and bool(hand.board)
    game = Game.OMAHA if hand.game == "omaha" else Game.HOLDEM
    count = HOLE_COUNT[game]
    start = {s.name: s.stack for s in hand.seats}
    engine = engine if engine is not None else engine_hand(hand)
    back = uncalled_bet(engine)
    seats = []
    for name in hand.names:
        committed = hand.committed.get(name, 0)
        in_front = committed + hand.dead_posts.get(name, 0)  # dead posts left the stack too
        behind = start[name] - in_front + (back.amount if back and back.seat == name else 0)
        hole = _cards(hand.hole.get(name, ""), count) if ranking else None
        seats.append(
            DrillSeat(
                name=rename[name],
                position=labels[name],
                stack=max(0, start[name] - in_front),
                committed=committed,
                chips=_chips(committed, chip_set),
                folded=name in hand.folded,
                all_in=name not in hand.folded and behind == 0,
                hole=hole or "",
            )
        )
    board = None
    if ranking:
        plain = _canonical(hand.board)
        board = hand.board if plain else _cards(hand.board, len(parse_cards(hand.board)))
    stakes = make_stakes(hand)
    title = drill_title(hand, side_pots)
    button = rename[hand.button] if hand.button else rename[hand.names[-1]]
    dead_chips = _chips(hand.dead, chip_set)

    def settled(cards: str, drill_seats: Sequence[DrillSeat]) -> Drill:
        """The drill with board ``cards`` and ``drill_seats``, once its pots are built (and, with
        cards, awarded)."""
        drill = Drill(
            code="", level=0, title=title, stakes=stakes, chip_set=chip_set, seats=tuple(drill_seats),
            button=button, dead=hand.dead, dead_chips=dead_chips, unit=unit, board=cards, game=game,
            notes=notes,
        )  # fmt: skip
        drill.settlement()
        return drill

    try:
        # every card shown, folded seats' too, as a drill file is checked when read back
        holes = [s.hole for s in seats]
        if not (_plain(holes, board or "") and (not board or 3 <= len(board) // 2 <= 5)):
            check_drill_cards(holes, board or "", game)
        return settled(board or "", seats)
    except DrillError:
        pass
    except PotError as exc:
        if exc.code not in ("bad_cards", "duplicate_card", "missing_cards"):
            raise HandError(pot_error_reason(exc)) from None
    # cards the engine cannot read: keep the pots, drop the showdown
    seats = [
        DrillSeat(s.name, s.position, s.stack, s.committed, s.chips, s.folded, s.all_in, "") for s in seats
    ]
    try:
        return settled("", seats)
    except PotError as exc:
        raise HandError(pot_error_reason(exc)) from None


def layered_pots(hand: Hand, extra_levels: Sequence[int] = ()) -> list[int]:
    """Pot amounts when the chips are cut at every live total plus ``extra_levels``.

    With no extra levels this equals :func:`build_pots`; extra levels model a site that
    cuts a pot at a folded player's all-in amount.
    """
    totals = called_totals(hand)
    live_levels = {totals[s] for s in hand.live if totals[s] > 0}
    top = max(live_levels, default=0)
    levels = sorted(live_levels | {x for x in extra_levels if 0 < x < top})
    out: list[int] = []
    lower = 0
    for number, upper in enumerate(levels):
        last = number == len(levels) - 1
        amount = hand.dead if number == 0 else 0
        for seat in hand.seats:
            cap = totals[seat] if last and seat in hand.folded else min(totals[seat], upper)
            amount += max(0, cap - lower)
        if amount:
            out.append(amount)
        lower = upper
    return out


def _compare_total(
    hand: ParsedHand, pots: list[int], back: UncalledBet | None, chips_in: int
) -> tuple[list[int], Message | None] | None:
    """:func:`compare_pots` for a site that prints only its total pot (GGPoker, Bovada):
    None when it equals ``chips_in`` (the chips put in less the uncalled bet ``back``)."""
    if hand.site_total is None or hand.site_total == chips_in:
        return None
    if back is not None and not hand.returned and hand.site_total == chips_in + back.amount:
        return pots, deferred(
            "{site} counts the uncalled bet ({amount}) in its total pot and pays it back with the "
            "pot; a dealer returns it to its owner before building the pots "
            "(docs/rules.md#uncalled-bets)",
            site=hand.site,
            amount=amount(hand, back.amount),
        )
    return pots, None


def _folded_all_in_pots(
    hand: ParsedHand, engine: Hand, site: Sequence[int], pots: list[int], rake: int
) -> tuple[list[int], Message] | None:
    """The pots with one cut at the all-in of each player the site then folded, and why,
    when they are the site's ``site`` (with its ``rake``); else None."""
    totals = called_totals(engine)
    folded_all_in = [
        n for n in engine.seats if n in engine.folded and totals[n] > 0 and totals[n] == _start(hand, n)
    ]
    if not folded_all_in or len(site) <= len(pots):
        return None
    split = layered_pots(engine, [totals[n] for n in folded_all_in])
    if split != list(site) and not _rake_explains(site, split, rake):
        return None
    who = deferred_join(
        [
            deferred("{amount} (all-in then folded by the site)", amount=amount(hand, totals[n]))
            for n in folded_all_in
        ],
        ", ",
    )
    return split, deferred(
        "{site} cut a separate pot at {where}; both pots have the same players, so a dealer "
        "makes one pot (pots are cut only at a live player's all-in; TDA Rule 21)",
        site=hand.site,
        where=who,
    )


def _dead_money_pots(hand: ParsedHand, site: Sequence[int], rake: int) -> tuple[list[int], Message] | None:
    """The pots with the dead money layered as its posters' own chips, and why, when they are
    the site's ``site`` (with its ``rake``); else None."""
    layered = _dead_as_live(hand)
    if layered != list(site) and not _rake_explains(site, layered, rake):
        return None
    posts = deferred_join(
        [
            deferred("{amount} posted by {name}", amount=amount(hand, v), name=n)
            for n, v in hand.dead_posts.items()
        ],
        ", ",
    )
    return layered, deferred(
        "the site layers the dead money ({posts}) as that player's own chips; the engine "
        "puts dead money in the main pot (WSOP-C 160; big-blind ante convention)",
        posts=posts,
    )


def _rake_explains(site: Sequence[int], engine: Sequence[int], rake: int) -> bool:
    """True when ``site`` is ``engine`` less ``rake`` taken from the pots (same pot count)."""
    if len(site) != len(engine) or rake <= 0:
        return False
    taken = [e - s for s, e in zip(site, engine, strict=True)]
    return all(t >= 0 for t in taken) and sum(taken) == rake


def compare_pots(
    hand: ParsedHand, engine: Hand | None = None, pots: Sequence[int] | None = None
) -> tuple[list[int], str | None] | None:
    """The engine's pots and the reason they differ from the site's.

    Returns None when the site's pots equal the engine's or the file records none;
    else (engine pots, explanation), explanation None when nothing explains it. A file
    that records only its total pot (before rake) is checked against the chips put in.
    ``engine`` and ``pots`` are the hand's :func:`engine_hand` and its pot amounts when the
    caller has them already.

    Raises:
        PotError: the chips make no valid hand.
    """
    site = hand.site_pots
    if site is None and hand.site_total is None:
        return None
    engine = engine if engine is not None else engine_hand(hand)
    pots = list(pots) if pots is not None else [p.amount for p in build_pots(engine)]
    back = uncalled_bet(engine)
    chips_in = engine.total_in - (back.amount if back else 0)
    if site is None:
        return _compare_total(hand, pots, back, chips_in)
    if hand.site_total is not None and hand.site_total != chips_in:
        return pots, None  # the chips put in do not add up to the site's total pot
    if hand.returned and hand.returned != ({back.seat: back.amount} if back else {}):
        return pots, None  # the site returned a different uncalled bet
    if site is None:
        return None  # the total is all the file records, and it adds up
    if list(site) == pots:
        return None
    parts: list[Message] = []
    rake = hand.rake if hand.pots_after_rake else 0
    if back is not None and not hand.returned and sum(site) + rake == sum(pots) + back.amount:
        # the site pays the uncalled bet back through its pots (Winamax)
        returned = _without_uncalled(site, back.amount)
        if returned is None:
            return pots, None
        site, how = returned
        parts.append(deferred(how, site=hand.site, amount=amount(hand, back.amount), number=len(site)))
        if list(site) == pots:
            return pots, deferred_join(parts)
    if sum(site) + rake != sum(pots):
        return pots, None
    candidate = pots
    found = _folded_all_in_pots(hand, engine, site, pots, rake)
    if found is not None:
        candidate, words = found
        parts.append(words)
    if candidate != list(site) and hand.dead_posts:
        found = _dead_money_pots(hand, site, rake)
        if found is not None:
            candidate, words = found
            parts.append(words)
    if candidate != list(site):
        if _rake_explains(site, candidate, rake):
            parts.append(_rake_sentence(hand, site, candidate, rake))
        else:
            return pots, None
    return pots, deferred_join(parts)


def _rake_sentence(hand: ParsedHand, site: Sequence[int], engine: Sequence[int], rake: int) -> Message:
    """``"rake 200 taken from the pots (156 from the main pot, 44 from side pot 1) ..."``."""
    taken = deferred_join(
        [
            deferred("{amount} from the main pot", amount=amount(hand, e - s))
            if i == 0
            else deferred("{amount} from side pot {number}", amount=amount(hand, e - s), number=i)
            for i, (s, e) in enumerate(zip(site, engine, strict=True))
            if e != s
        ],
        ", ",
    )
    if hand.rake_inferred:
        return deferred(
            "{fees} (not printed: the chips put in less what the site paid) taken from the pots "
            "({taken}); the site prints its pots after rake",
            fees=fee_words(hand, rake),
            taken=taken,
        )
    return deferred(
        "{fees} taken from the pots ({taken}); the site prints its pots after rake",
        fees=fee_words(hand, rake),
        taken=taken,
    )


#: The words for each kind of fee a site names (GGPoker's jackpot, bingo and fortune fees, tax).
FEE_KINDS = {
    "rake": N_("rake {amount}"),
    "jackpot fee": N_("jackpot fee {amount}"),
    "bingo fee": N_("bingo fee {amount}"),
    "fortune fee": N_("fortune fee {amount}"),
    "tax": N_("tax {amount}"),
}


def fee_words(hand: ParsedHand, rake: int | Decimal) -> Message:
    """``"rake $4"``, or each kind the site names when it takes more than rake from the pots
    (``"rake $3 and jackpot fee $1"``, GGPoker's jackpot, bingo and fortune fees and tax)."""
    fees = {kind: v for kind, v in hand.fees.items() if v}
    if sum(fees.values()) != rake or set(fees) <= {"rake"}:
        return deferred(FEE_KINDS["rake"], amount=amount(hand, rake))
    words = [
        deferred(FEE_KINDS.get(kind, "{kind} {amount}"), kind=kind, amount=amount(hand, v))
        for kind, v in fees.items()
    ]
    if len(words) == 1:
        return words[0]
    # TRANSLATORS: the end of a list of fees: "rake $3, jackpot fee $1 and bingo fee $1"
    return deferred("{fees} and {last}", fees=deferred_join(words[:-1], ", "), last=words[-1])


def _without_uncalled(site: Sequence[int], amount: int) -> tuple[list[int], str] | None:
    """The site's pots without an uncalled bet it paid back as a pot of its own (the last
    pot equal to it) or inside its last pot; None when neither fits. The text is the
    explanation's template (placeholders ``{site}``, ``{amount}``, ``{number}``: the side pots
    left)."""
    pots = list(site)
    if len(pots) > 1 and pots[-1] == amount:
        return pots[:-1], N_(
            "{site} pays the uncalled bet ({amount}) back as a pot of its own (its side pot {number}); a "
            "dealer returns it to its owner before building the pots (docs/rules.md#uncalled-bets)"
        )
    if pots and pots[-1] >= amount:
        pots[-1] -= amount
        return [p for p in pots if p], N_(
            "{site} pays the uncalled bet ({amount}) back inside its pot; a dealer returns it to its "
            "owner before building the pots (docs/rules.md#uncalled-bets)"
        )
    return None


def _dead_as_live(hand: ParsedHand) -> list[int]:
    """The pots when each player's dead posts count as that player's live chips."""
    names = hand.names
    layered = Hand(
        seats=tuple(names),
        contributions={n: hand.committed.get(n, 0) + hand.dead_posts.get(n, 0) for n in names},
        button=hand.button,
        folded=frozenset(hand.folded),
        dead=hand.dead - sum(hand.dead_posts.values()),
    )
    return [p.amount for p in build_pots(layered)]


def _start(hand: ParsedHand, name: str) -> int:
    for seat in hand.seats:
        if seat.name == name:
            return seat.stack
    return -1


def compare_awards(
    hand: ParsedHand,
    payouts: dict[str, int],
    rename: dict[str, str],
    paid: Mapping[str, int | Decimal] | None = None,
    odd_chips: set[str] | frozenset[str] = frozenset(),
) -> tuple[bool, str | None]:
    """Compare the engine's ``payouts`` (real names) with what the site paid from the pots.

    ``paid`` defaults to ``hand.collected``; ``odd_chips`` are the seats the engine gave an
    odd chip. Returns (equal, explanation): explanation None when they differ and nothing
    explains it. Explained: the rake the site took from the pots it paid; players who
    took an all-in cash out (the site paid them outside the pots and shows no pot won);
    an odd chip the record gives to another of the tied winners. Names in the
    explanation are ``rename``'d (seat letters when names are not kept).
    """
    engine = {n: v for n, v in payouts.items() if v}
    site = {n: v for n, v in (hand.collected if paid is None else paid).items() if v}
    if engine == site:
        return True, None
    short: dict[str, int | Decimal] = {n: engine.get(n, 0) - site.get(n, 0) for n in set(engine) | set(site)}
    short = {n: v for n, v in short.items() if v}
    more = sorted(n for n, v in short.items() if v > 0)
    if (
        sum(short.values()) == 0
        and more
        and set(more) <= set(odd_chips)
        and all(-1 <= v <= 1 for v in short.values())
    ):
        other = ", ".join(rename.get(n, n) for n in sorted(short) if short[n] < 0)
        given = ", ".join(rename.get(n, n) for n in more)
        if any(v != int(v) for v in short.values()):
            return False, deferred(
                "odd chip: the engine gives it to {given}, the first tied winner left of the button "
                "(TDA Rule 20-A); the record splits it in halves",
                given=given,
            )
        return False, deferred(
            "odd chip: the engine gives it to {given}, the first tied winner left of the button "
            "(TDA Rule 20-A); the record gives it to {other}",
            given=given,
            other=other,
        )
    cashed = {n: short[n] for n in sorted(hand.cashed_out) if short.get(n, 0) > 0 and site.get(n, 0) == 0}
    rest = {n: v for n, v in short.items() if n not in cashed}
    rake = hand.rake  # what a site pays is after rake, whether or not its pots are
    taken = sum(rest.values())
    if any(v < 0 for v in rest.values()) or taken > rake or (not cashed and taken != rake):
        return False, None
    parts = []
    if taken and hand.rake_inferred:
        parts.append(
            deferred(
                "{fees} (not printed: the chips put in less what the site paid) taken from the pots paid",
                fees=fee_words(hand, taken),
            )
        )
    elif taken:
        parts.append(deferred("{fees} taken from the pots paid", fees=fee_words(hand, taken)))
    for name, chips in cashed.items():
        parts.append(
            deferred(
                "{name} took the all-in cash out: the site paid them outside the pots, so the {amount} "
                "the engine awards them is not paid from the pots",
                name=rename.get(name, name),
                amount=amount(hand, chips),
            )
        )
    return False, deferred_join(parts)

"""Street drills in words: each action as the dealer announces it, each street's bets and the
pots after its pull-in (``drill --streets`` prints these; the window's action log shows the
same lines). No Qt."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from dealer_trainer.drills.streets import StreetDrill, StreetRound
from dealer_trainer.engine.betting import Action, BettingState, Do
from dealer_trainer.engine.betting_table import ButtonStraddleFirst, Post, Street, Structure, Table
from dealer_trainer.i18n import N_, _, ngettext
from dealer_trainer.wording.explain import join_names, pot_sentence, returned_sentence

Money = Callable[[int], str]

_POSTS = {  # looked up with _() when shown (the same sentences as ``drill --actions``)
    "ante": N_("{seat} antes {amount}"),
    "small_blind": N_("{seat} posts the small blind {amount}"),
    "big_blind": N_("{seat} posts the big blind {amount}"),
    "big_blind_ante": N_("{seat} posts the big-blind ante {amount}"),
    "straddle": N_("{seat} straddles {amount}"),
    "post": N_("{seat} posts {amount} live"),
    "dead": N_("{seat} posts {amount} dead"),
}
STREET_NAMES = {
    Street.PREFLOP: N_("Preflop:"),
    Street.FLOP: N_("Flop:"),
    Street.TURN: N_("Turn:"),
    Street.RIVER: N_("River:"),
}


def structure_line(table: Table, money: Money) -> str:
    """The betting structure a dealer must know, or ``""`` for no limit: ``"Fixed limit: bets of
    $4 before the flop and on the flop, $8 on the turn and river; a bet and 4 raises a round
    (no cap heads-up)."`` or ``"Pot limit: the largest bet or raise is the pot."``."""
    if table.structure == Structure.POT_LIMIT:
        return _("Pot limit: the largest bet or raise is the pot.")
    if table.structure != Structure.FIXED_LIMIT:
        return ""
    small = money(table.bet_unit(Street.PREFLOP))
    big = money(table.bet_unit(Street.TURN))
    if table.cap is None:
        text = _(
            "Fixed limit: bets of {small} before the flop and on the flop, {big} on the turn and river; "
            "no cap."
        )
    elif table.cap_heads_up:
        text = _(
            "Fixed limit: bets of {small} before the flop and on the flop, {big} on the turn and river; "
            "a bet and {cap} raises a round."
        )
    else:
        text = _(
            "Fixed limit: bets of {small} before the flop and on the flop, {big} on the turn and river; "
            "a bet and {cap} raises a round (no cap heads-up)."
        )
    return text.format(small=small, big=big, cap=table.cap)


def post_line(post: Post, money: Money) -> str:
    """``"Bram posts the big blind $2"``, ``"Dana posts $2 live"``, ``"Dana posts $1 dead"``,
    with ``(all-in)`` when the post took the whole stack."""
    text = _(_POSTS[post.kind]).format(seat=post.seat, amount=money(post.amount))
    return _("{action} (all-in)").format(action=text) if post.short else text


def special_lines(table: Table, money: Money) -> list[str]:
    """What a dealer must know of a hand's straddles, posts and bomb pot before the first action
    (docs/rules.md#straddle, #button-straddle, #posts-and-dead-money, #bomb-pot); empty for a
    hand without them."""
    out = []
    if table.bomb_pot:
        out.append(
            _(
                "Bomb pot: every player antes {ante}; no blinds and no betting before the flop; "
                "the flop is dealt at once."
            ).format(ante=money(table.bomb_pot))
        )
    elif table.button_straddle:
        out.append(
            _("Button straddle: the small blind acts first before the flop, the button last.")
            if table.button_straddle_first == ButtonStraddleFirst.SMALL_BLIND
            else _(
                "Button straddle: under the gun acts first before the flop, then round to the "
                "small blind and the big blind; the button last."
            )
        )
    elif table.straddle is not None:
        out.append(
            _("Straddled: {seat} acts last before the flop; a call is {amount}.").format(
                seat=table.straddle.seat, amount=money(table.straddle.amount)
            )
        )
    dead = sum(d.amount for d in table.dead_posts)
    if dead:
        out.append(_("Dead money in the middle: {amount} (in no player's bet).").format(amount=money(dead)))
    return out


def action_line(before: BettingState, action: Action, money: Money) -> str:
    """One action as the dealer announces it, from the state it was taken in: ``"Anna folds"``,
    ``"Bram calls $8"`` (the chips added), ``"Chris raises to $30 (all-in)"`` (the total)."""
    seat = action.seat
    after = before.apply(action)
    all_in = after.stacks[seat] == 0
    added = after.bets[seat] - before.bets[seat]
    if action.do == Do.FOLD:
        return _("{seat} folds").format(seat=seat)
    if action.do == Do.CHECK:
        return _("{seat} checks").format(seat=seat)
    if after.bets[seat] <= before.current:  # a call (an all-in for no more than the bet is a call)
        text = _("{seat} calls {amount} (all-in)") if all_in else _("{seat} calls {amount}")
        return text.format(seat=seat, amount=money(added))
    if before.current == 0:
        text = _("{seat} bets {amount} (all-in)") if all_in else _("{seat} bets {amount}")
    else:
        text = _("{seat} raises to {amount} (all-in)") if all_in else _("{seat} raises to {amount}")
    return text.format(seat=seat, amount=money(after.bets[seat]))


def street_heading(sd: StreetDrill, street: Street) -> str:
    """``"Flop: Ks 7d 2c"``: the street and the cards showing on it."""
    board = sd.board_for(street)
    cards = " ".join(board[i : i + 2] for i in range(0, len(board), 2))
    return f"{_(STREET_NAMES[street])} {cards}".rstrip()


def bets_line(round_: StreetRound, money: Money) -> str:
    """``"Bets in front: Anna $30, Bram $50"`` (or that there are none)."""
    bets = round_.bets
    if not bets:
        return _("No bets in front: nothing to pull in.")
    parts = [f"{seat} {money(chips)}" for seat, chips in bets.items()]
    return _("Bets in front: {bets}").format(bets=join_names(parts))


def pull_in_lines(round_: StreetRound) -> list[str]:
    """The pots after the pull-in (each with the dealer's arithmetic) and the uncalled bet."""
    drill = round_.after
    settlement = drill.settlement()
    scale, symbol = drill.stakes.scale, drill.stakes.symbol
    base = drill.street_base  # this round's pots and uncalled bet in the chips in front
    out = [pot_sentence(pot, scale, symbol, base=base) for pot in settlement.pots]
    if settlement.returned:
        out.append(returned_sentence(settlement.returned, scale, symbol, base=base))
    return out


def street_drill_text(
    sd: StreetDrill,
    render_table: Callable[[Sequence[Sequence[str]], Sequence[str]], str],
    answer: bool = False,
) -> str:
    """The hand as ``drill --streets`` prints it: the table (drawn by ``render_table(rows,
    header)``), the posts, each street's actions and bets in front and (``answer``) the pots
    after each pull-in."""
    f = sd.stakes.format
    table = sd.table
    n = len(table.seats)
    head = [sd.code or sd.title, sd.title if sd.code else "", sd.stakes.label()]
    head += [
        ngettext("{count} seat", "{count} seats", n).format(count=n),
        _("button {seat}").format(seat=table.button),
    ]
    rows = [
        [str(i), seat, sd.positions.get(seat, ""), f(table.stacks[seat]), sd.hole.get(seat, "")]
        for i, seat in enumerate(table.seats, 1)
    ]
    out = [" · ".join(p for p in head if p), ""]
    out.append(render_table(rows, [_("Seat"), _("Name"), _("Pos"), _("Stack"), _("Cards")]))
    out.append("")
    if structure_line(table, f):
        out.append(structure_line(table, f))
    out += [post_line(post, f) for post in table.posts if post.amount]
    out += special_lines(table, f)
    states = sd.states
    for round_ in sd.rounds:
        out.append(street_heading(sd, round_.street))
        for i in range(round_.first, round_.last + 1):
            step = sd.steps[i]
            assert isinstance(step, Action)
            out.append("  " + action_line(states[i], step, f))
        out.append("  " + bets_line(round_, f))
        if answer:
            out.append("  " + _("After the pull-in:"))
            out += ["    " + line for line in pull_in_lines(round_)]
    if sd.rounds[-1].street != Street.RIVER and len(sd.final.live) >= 2:
        board = " ".join(sd.board[i : i + 2] for i in range(0, len(sd.board), 2))
        out.append(_("Board: {cards}").format(cards=board))
    return "\n".join(out)

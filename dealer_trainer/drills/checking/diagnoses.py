"""The words of every mistake: what is wrong with the dealer's arithmetic, one fix, and the rule."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealer_trainer.drills.checking.model import Diagnosis, sentence_case
from dealer_trainer.drills.checking.names import the
from dealer_trainer.drills.checking.solution import capping_seats
from dealer_trainer.drills.piles import MIDDLE, front_pile, pot_pile, return_pile
from dealer_trainer.drills.rule_sources import rule
from dealer_trainer.explain import join_names, pot_sentence, pot_title, returned_sentence
from dealer_trainer.i18n import _, ngettext

if TYPE_CHECKING:
    from dealer_trainer.drills.checking.facts import Facts
    from dealer_trainer.drills.checking.states import Op, State


def describe(checker: Facts, op: Op, state: State) -> Diagnosis:  # noqa: C901 - one branch per mistake (split next)
    f = checker.f
    v = dict(op.values)
    code = op.code
    if code == "pots_merged":
        below, pot_index = v["index"], v["pot"][0]
        pot = checker.pots[pot_index]
        into, lost = pot_pile(below), pot_pile(below + 1)
        out_of = [s for s in checker.pots[pot_index - 1].eligible if s not in pot.eligible]
        return Diagnosis(
            code,
            (into, lost),
            ngettext(
                "{pot} ({amount}) is merged into {into}: {arithmetic}. {seats} is all-in for {lower} and "
                "cannot win the chips above it.",
                "{pot} ({amount}) is merged into {into}: {arithmetic}. {seats} are all-in for {lower} "
                "and "
                "cannot win the chips above it.",
                len(out_of),
            ).format(
                pot=pot_title(pot.index),
                amount=f(pot.amount),
                into=the(into),
                arithmetic=checker.says(pot_index),
                seats=join_names(out_of),
                lower=f(pot.lower),
            ),
            _("Open {pot} and move {amount} from {into} into it.").format(
                pot=the(lost), amount=f(pot.amount), into=the(into)
            ),
            rule("side_pots"),
            {"pot": pot.name, "amount": pot.amount},
        )
    if code == "missing_pot":
        pot_index = v["pot"][0]
        pot = checker.pots[pot_index]
        pile = pot_pile(pot_index)
        seats = [s for s in pot.shares]
        if pot.dead:
            seats.append(_("the middle (dead money)"))
        values = {
            "pile": the(pile),
            "pot": pot_title(pot.index),
            "amount": f(pot.amount),
            "seats": join_names(seats),
            "arithmetic": checker.says(pot_index),
        }
        return Diagnosis(
            code,
            (pile, *(front_pile(s) for s in pot.shares)),
            _("{pile} was never built: its {amount} is still in front of {seats}. {arithmetic}.").format(
                **values
            ),
            (
                _("Open {pot} and pull {amount} into it from in front of {seats}.")
                if pot_index
                else _("Pull {amount} into the Main pot from in front of {seats}.")
            ).format(**values),
            rule("chips_in"),
            {"pot": pot.name, "amount": pot.amount},
        )
    if code in ("extra_pot", "pot_at_folded_level"):
        i, level, x = v["index"], v["level"], v["amount"]
        extra = pot_pile(i + 1)
        right = checker.pots[state.pots[i].covers[0]] if state.pots[i].covers else None
        moved = state.pots[i + 1].amount
        values = {"pile": the(pot_pile(i)), "level": f(level) if level is not None else ""}
        if code == "pot_at_folded_level":
            who = [s for s in checker.folded if checker.totals[s] == level]
            why = ngettext(
                "{pile} is cut at {level}, {seats}'s total, but {seats} folded: a folded player's total "
                "does not start a pot.",
                "{pile} is cut at {level}, the total of {seats}, but {seats} folded: a folded player's "
                "total does not start a pot.",
                len(who),
            ).format(seats=join_names(who), **values)
        elif level is not None and level in {checker.totals[s] for s in checker.hand.live}:
            why = _(
                "The chips above {level} are only folded or forfeited players' chips: they stay in {pile}."
            ).format(**values)
        elif level is not None:
            why = _("{pile} is cut at {level}, but no player still in is all-in for {level}.").format(
                **values
            )
        else:
            why = _("The chips cut into it belong in {pile}.").format(**values)
        why = sentence_case(why)
        sentence = f" {pot_sentence(right, money=checker.f)}." if right else ""
        shift = checker.shift_down(i + 1)
        fix = (
            _(
                "Move {amount} from {extra} back into {pile}, then move each later pot down one place "
                "({moves}) and close the last one."
            )
            if shift
            else _("Move {amount} from {extra} back into {pile}.")
        )
        return Diagnosis(
            code,
            (pot_pile(i), extra),
            _("{extra} should not exist. {why}{arithmetic}").format(
                extra=the(extra), why=why, arithmetic=sentence
            ),
            fix.format(amount=f(moved), extra=the(extra), pile=the(pot_pile(i)), moves=shift),
            rule("levels"),
            {"level": level, "amount": moved},
        )
    if code == "wrong_level":
        i, level, right, moved = v["index"], v["level"], v["right"], v["moved"]
        a, b = pot_pile(i), pot_pile(i + 1)
        pot_index = state.pots[i].covers[0]
        src, dst = (a, b) if moved < 0 else (b, a)
        capping = capping_seats(checker.pots[pot_index], checker.s)
        values = {
            "pile": the(a),
            "next": the(b),
            "cut": f(level),
            "level": f(right),
            "who": join_names(capping),
            "arithmetic": checker.says(pot_index),
            "amount": f(abs(moved)),
            "figures": checker.figures(a),
            "next_figures": checker.figures(b),
        }
        if capping:
            head = _(
                "{pile} is cut at {cut} a player; it must be cut at {level}, {who}'s all-in, the amount "
                "that caps it: {arithmetic}."
            )
        else:
            head = _(
                "{pile} is cut at {cut} a player; it must be cut at {level}, the all-in player's all-in, "
                "the amount that caps it: {arithmetic}."
            )
        tail = (
            _(
                "Cutting at {cut} puts {amount} too little in {pile} and leaves it in {next} "
                "({figures}; {next_figures})."
            )
            if moved > 0
            else _(
                "Cutting at {cut} puts {amount} too much in {pile} and takes it from {next} "
                "({figures}; {next_figures})."
            )
        )
        return Diagnosis(
            code,
            (a, b),
            head.format(**values) + " " + tail.format(**values),
            _("Move {amount} from {src} to {dst}.").format(amount=f(abs(moved)), src=the(src), dst=the(dst)),
            rule("levels"),
            {"cut": level, "level": right, "amount": abs(moved)},
        )
    if code == "uncalled_in_pot":
        assert checker.back is not None
        i, x = v["index"], v["amount"]
        pile, back = pot_pile(i), checker.back
        whole = x == back.amount
        values = {
            "part": f(x),
            "seat": back.seat,
            "pile": the(pile),
            "top": f(back.top),
            "second": f(back.second),
            "returned": returned_sentence(back, money=f),
        }
        if whole and v.get("new"):
            text = _(
                "{seat}'s uncalled bet is in {pile} (a pot that only one player could win is no pot): "
                "{seat} put in {top} and nobody else put in more than {second}, so {returned}."
            )
        elif whole:
            text = _(
                "{seat}'s uncalled bet is in {pile}: {seat} put in {top} and nobody else put in more "
                "than "
                "{second}, so {returned}."
            )
        elif v.get("new"):
            text = _(
                "{part} of {seat}'s uncalled bet is in {pile} (a pot that only one player could win is "
                "no "
                "pot): {seat} put in {top} and nobody else put in more than {second}, so {returned}."
            )
        else:
            text = _(
                "{part} of {seat}'s uncalled bet is in {pile}: {seat} put in {top} and nobody else put "
                "in "
                "more than {second}, so {returned}."
            )
        return Diagnosis(
            code,
            (pile, return_pile(back.seat)),
            text.format(**values),
            _("Move {amount} from {pile} to {returns}.").format(
                amount=f(x), pile=the(pile), returns=the(return_pile(back.seat))
            ),
            rule("uncalled"),
            {"seat": back.seat, "amount": x},
        )
    if code == "uncalled_left_in_front":
        assert checker.back is not None
        back, x = checker.back, v["amount"]
        return Diagnosis(
            code,
            (return_pile(back.seat), front_pile(back.seat)),
            _(
                "{part} of {seat}'s uncalled bet is still in front of {seat}: nobody else put in more "
                "than "
                "{second}, so {top} − {second} = {amount} goes back to {seat} before the pots are built."
            ).format(
                part=f(x), seat=back.seat, second=f(back.second), top=f(back.top), amount=f(back.amount)
            ),
            _("Push {amount} from in front of {seat} to {returns}.").format(
                amount=f(x), seat=back.seat, returns=the(return_pile(back.seat))
            ),
            rule("uncalled"),
            {"seat": back.seat, "amount": x},
        )
    if code == "returned_to_wrong_seat":
        assert checker.back is not None
        seat, x, back = v["seat"], v["amount"], checker.back
        return Diagnosis(
            code,
            (return_pile(back.seat), return_pile(seat)),
            _(
                "{part} of {owner}'s uncalled bet was pushed to {seat}: an uncalled bet goes back to the "
                "player who bet it, {owner} ({top} − {second} = {amount})."
            ).format(
                part=f(x),
                owner=back.seat,
                seat=seat,
                top=f(back.top),
                second=f(back.second),
                amount=f(back.amount),
            ),
            _("Move {amount} from {src} to {dst}.").format(
                amount=f(x), src=the(return_pile(seat)), dst=the(return_pile(back.seat))
            ),
            rule("uncalled"),
            {"seat": seat, "amount": x},
        )
    if code == "called_chips_returned":
        seat, i, x = v["seat"], v["index"], v["amount"]
        pile = pot_pile(i)
        back = checker.back
        if back and seat == back.seat:
            what = _(
                "{pushed} was pushed back to {seat}, but only {top} − {second} = {uncalled} was "
                "uncalled: "
                "{amount} was called and belongs in {pile}."
            ).format(
                pushed=f(back.amount + x),
                seat=seat,
                top=f(back.top),
                second=f(back.second),
                uncalled=f(back.amount),
                amount=f(x),
                pile=the(pile),
            )
        else:
            what = _(
                "{amount} was pushed back to {seat}, but {seat} has no uncalled bet: every chip {seat} "
                "put "
                "in was called, so {amount} belongs in {pile}."
            ).format(amount=f(x), seat=seat, pile=the(pile))
        return Diagnosis(
            code,
            (return_pile(seat), pile),
            what,
            _("Move {amount} from {src} to {dst}.").format(
                amount=f(x), src=the(return_pile(seat)), dst=the(pile)
            ),
            rule("called"),
            {"seat": seat, "amount": x},
        )
    if code in ("live_chips_left", "folded_chips_left", "dead_money_missing"):
        seat, i, x = v["seat"], v["index"], v["amount"]
        pile = pot_pile(i)
        if code == "dead_money_missing":
            return Diagnosis(
                code,
                (MIDDLE, pile),
                _(
                    "{amount} of dead money is still in the middle; {pile} is {amount} short. {arithmetic}."
                ).format(amount=f(x), pile=the(pile), arithmetic=checker.says(0)),
                _("Pull {amount} of dead money into the Main pot.").format(amount=f(x)),
                rule("dead_money"),
                {"amount": x},
            )
        where = checker.belongs(seat, x)
        if len(where) > 1:
            piles = join_names(
                [_("{pile} ({amount})").format(pile=the(pot_pile(k)), amount=f(c)) for k, c in where]
            )
        else:
            piles = the(pot_pile(where[0][0]))
        values = {"amount": f(x), "seat": seat, "piles": piles}
        if code == "folded_chips_left":
            message = ngettext(
                "{amount} of {seat}'s chips is still in front of {seat}, who folded: a folded player's "
                "chips stay in the pots, cut by level like everyone's; they belong in {piles}.",
                "{amount} of {seat}'s chips are still in front of {seat}, who folded: a folded player's "
                "chips stay in the pots, cut by level like everyone's; they belong in {piles}.",
                x,
            )
        else:
            message = ngettext(
                "{amount} of {seat}'s chips is still in front of {seat}: every called chip goes into a "
                "pot; they belong in {piles}.",
                "{amount} of {seat}'s chips are still in front of {seat}: every called chip goes into a "
                "pot; they belong in {piles}.",
                x,
            )
        if len(where) > 1:
            into = join_names(
                [_("{amount} into {pile}").format(amount=f(c), pile=the(pot_pile(k))) for k, c in where]
            )
            fix = _("Pull {moves} from in front of {seat}.").format(moves=into, seat=seat)
        else:
            fix = _("Pull {amount} from in front of {seat} into {pile}.").format(
                amount=f(x), seat=seat, pile=the(pot_pile(where[0][0]))
            )
        return Diagnosis(
            code,
            (front_pile(seat), *(pot_pile(k) for k, _c in where)),
            message.format(**values),
            fix,
            rule("chips_in"),
            {"seat": seat, "amount": x},
        )
    if code == "amount_off" and "pile" in v:
        pile, have, want = v["pile"], v["have"], v["want"]
        values = {
            "amount": f(abs(have - want)),
            "have": f(have),
            "want": f(want),
            "pile": the(pile),
            "figures": checker.figures(pile),
        }
        if pile == MIDDLE:
            message = _("{amount} of dead money is still in the middle.").format(**values)
            fix = _("Pull the {amount} into the pot it belongs in.").format(**values)
        elif pile.startswith("front:"):
            message = _("{amount} of {seat}'s chips are still {pile}.").format(seat=pile[6:], **values)
            fix = _("Pull the {amount} into the pot it belongs in.").format(**values)
        elif want == 0 and pile.startswith("pot:"):
            message = _("{pile} should not exist; it holds {have}.").format(**values)
            fix = _("Move its {have} into the pots that are short.").format(**values)
        else:
            message = (
                _("{figures} ({amount} too much).") if have > want else _("{figures} ({amount} too little).")
            ).format(**values)
            if not pile.startswith("return:"):
                fix = _("Bring {pile} to {want}: {arithmetic}.").format(
                    arithmetic=checker.says(int(pile[4:])), **values
                )
            elif want:
                fix = _("Push back only the uncalled bet: {want}.").format(**values)
            else:
                fix = _("Move the {have} back into the pots: {seat} has no uncalled bet.").format(
                    seat=pile[7:], **values
                )
        return Diagnosis(
            code,
            (pile,),
            message,
            fix,
            rule("side_pots" if pile.startswith("pot:") else "chips_in"),
            {"amount": have - want},
        )
    # a move between pots: the chips sit in ``dst`` and belong in ``src``
    src, dst, x = v["src"], v["dst"], v["amount"]
    belong, sit = pot_pile(src), pot_pile(dst)
    owner = v.get("owner")
    values = {
        "amount": f(x),
        "owner": owner,
        "sit": the(sit),
        "belong": the(belong),
        "figures": _("{figures}; {other}").format(
            figures=checker.figures(sit), other=checker.figures(belong)
        ),
    }
    fix = _("Move {amount} from {src} to {dst}.").format(amount=f(x), src=the(sit), dst=the(belong))
    if code == "dead_money_in_side_pot":
        return Diagnosis(
            code,
            (sit, belong),
            _(
                "{amount} of dead money is in {sit} ({figures}). Dead money goes in the main pot, where "
                "every player still in can win it."
            ).format(**values),
            _("Move {amount} of dead money from {sit} to the Main pot.").format(**values),
            rule("dead_money"),
            {"amount": x},
        )
    if code == "share_too_large":
        message = (
            _(
                "{sit} takes {amount} too much from {owner} ({figures}). {arithmetic}: nobody wins from "
                "{owner} more than the layer holds, so the {amount} belongs in {belong}."
            ).format(arithmetic=checker.says(dst), **values)
            if dst < len(checker.pots)
            else _(
                "{sit} takes {amount} too much from {owner} ({figures}). Nobody wins from {owner} more "
                "than the layer holds, so the {amount} belongs in {belong}."
            ).format(**values)
        )
        rule_key = "side_pots"
    elif code == "chips_from_ineligible_seat":
        message = (
            _(
                "{amount} of {owner}'s chips are in {sit}, a layer {owner} never reached ({figures}); "
                "only "
                "{seats} compete for it, and {owner}'s {amount} belongs in {belong}."
            ).format(seats=join_names(checker.pots[dst].eligible), **values)
            if dst < len(checker.pots)
            else _(
                "{amount} of {owner}'s chips are in {sit}, a layer {owner} never reached ({figures}); "
                "only "
                "deeper stacks compete for it, and {owner}'s {amount} belongs in {belong}."
            ).format(**values)
        )
        rule_key = "side_pots"
    elif code == "folded_chips_not_cut":
        message = _(
            "{owner} folded, but {owner}'s chips were not cut by level: {amount} of them sit in {sit} "
            "and "
            "belong in {belong} ({figures})."
        ).format(**values)
        rule_key = "levels"
    else:
        message = (
            _("{amount} that belongs in {belong} is in {sit}: {figures}. {arithmetic}.").format(
                arithmetic=checker.says(src), **values
            )
            if src < len(checker.pots)
            else _("{amount} that belongs in {belong} is in {sit}: {figures}.").format(**values)
        )
        rule_key = "side_pots"
    return Diagnosis(code, (sit, belong), message, fix, rule(rule_key), {"amount": x, "seat": owner})

"""The one hand ledger and its rules: each rule a site declares (LedgerRules) changes what the
ledger makes of the same hand, as the sites that name their actions and the put-style sites
(Ongame, PartyPoker, WPN 2014, iPoker) have always counted it."""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from dealer_trainer.importer.model import HandError
from dealer_trainer.importer.sites.ledger import PUT_RULES, HandBuilder, LedgerRules

EVENT_RULES = LedgerRules()


SEATS = ((3, "Cleo", "100"), (1, "Ann", "100"), (2, "Bram", "100"))


def _table(rules: LedgerRules, seats=SEATS) -> HandBuilder:
    b = HandBuilder("file.txt", "1", "Site", rules=rules)
    for no, name, stack in seats:
        b.seat(no, name, D(stack))
    return b


def test_actions_are_kept_only_by_the_sites_that_name_them():
    for rules, kept in ((EVENT_RULES, 3), (PUT_RULES, 0)):
        b = _table(rules)
        b.post("Ann", "small_blind", D(1))
        b.post("Bram", "big_blind", D(2))
        b.fold("Cleo")
        assert len(b.finish(1).actions) == kept


def test_seats_in_file_order_or_by_seat_number():
    assert _table(EVENT_RULES).names == ["Cleo", "Ann", "Bram"]
    assert _table(PUT_RULES).names == ["Ann", "Bram", "Cleo"]


def test_a_name_seated_twice_is_refused_or_kept():
    with pytest.raises(HandError, match="seated twice"):
        _table(EVENT_RULES, ((1, "Ann", "5"), (2, "Ann", "5")))
    assert _table(PUT_RULES, ((1, "Ann", "5"), (2, "Ann", "5"))).names == ["Ann", "Ann"]


def test_a_seat_paid_without_acting_plays_only_by_the_put_rules():
    for rules, players in ((EVENT_RULES, ["Ann", "Bram"]), (PUT_RULES, ["Ann", "Bram", "Cleo"])):
        b = _table(rules)
        b.blind("Ann", D(1))
        b.blind("Bram", D(2))
        b.collect("Cleo", D(3))
        assert [s.name for s in b.finish(1, variant=None).seats] == players


def test_a_lone_big_blind_ante_is_dead_money_by_the_event_rules_only():
    for rules, dead in ((EVENT_RULES, 2), (PUT_RULES, 0)):
        b = _table(rules)
        b.post("Ann", "small_blind", D(1))
        b.post("Bram", "big_blind", D(2))
        b.post("Bram", "ante", D(2))
        b.fold("Cleo")
        hand = b.finish(1)
        assert (hand.dead, hand.committed["Bram"]) == (dead, 4 - dead)


def test_an_all_in_flag_with_nothing_in_stands_only_by_the_put_rules():
    for rules, all_in in ((EVENT_RULES, set()), (PUT_RULES, {"Cleo"})):
        b = _table(rules)
        b.blind("Ann", D(1))
        b.blind("Bram", D(2))
        b.check("Cleo")
        b.all_in.add("Cleo")
        assert b.finish(1).all_in == all_in


def test_board_as_printed_or_as_the_engine_writes_cards():
    for rules, board in ((EVENT_RULES, "TsJhQd"), (PUT_RULES, "10sjhqd")):
        b = _table(rules)
        b.blind("Ann", D(1))
        b.blind("Bram", D(2))
        b.new_street("flop", ["10s", "jh", "qd"])
        assert b.finish(1).board == board


def test_a_returned_zero_is_kept_only_as_printed():
    for rules, returned in ((EVENT_RULES, {}), (PUT_RULES, {"Bram": 0})):
        b = _table(rules)
        b.blind("Ann", D(1))
        b.blind("Bram", D(2))
        b.uncalled("Bram", D(0))
        assert b.finish(1).returned == returned


def test_nothing_returned_is_not_none():
    b = _table(PUT_RULES)
    b.blind("Ann", D(1))
    b.blind("Bram", D(2))
    assert b.finish(1).returned is None
    b.nothing_returned()
    assert b.finish(1).returned == {}


def test_odd_amounts_refused_or_counted():
    b = _table(EVENT_RULES)
    b.post("Ann", "small_blind", D(1))
    b.post("Bram", "big_blind", D(2))
    with pytest.raises(HandError, match="less than"):
        b.raise_to("Bram", D(1))
    b = _table(PUT_RULES)
    b.blind("Bram", D(2))
    b.raise_to("Bram", D(1))
    b.blind("Ann", D(1))
    assert b.finish(1).committed["Bram"] == 1


def test_ante_ties_first_posted_or_by_set_order():
    values = [D(30), D(50)]  # {30, 50} iterates 50 first
    for rules, ante in ((EVENT_RULES, 30), (PUT_RULES, 50)):
        b = _table(rules, ((1, "Ann", "100"), (2, "Bram", "100")))
        b.post("Ann", "ante", values[0])
        b.post("Bram", "ante", values[1])
        assert b.finish(1).ante == ante


def test_the_wordings():
    for rules, words in ((EVENT_RULES, "an action by"), (PUT_RULES, "a pot paid to")):
        with pytest.raises(HandError, match=words):
            _table(rules).collect("Dora", D(1))
    for rules, words in ((EVENT_RULES, r"\(scale 1\)"), (PUT_RULES, "one unit$")):
        b = _table(rules)
        b.post("Ann", "ante", D("0.5"))
        b.post("Bram", "ante", D(1))
        with pytest.raises(HandError, match=words):
            b.finish(1)
    for rules, amount in ((EVENT_RULES, "95"), (PUT_RULES, "105")):
        b = _table(rules)
        b.post("Ann", "dead", D(10))
        b.post("Ann", "small_blind", D(95))
        b.post("Bram", "big_blind", D(2))
        with pytest.raises(HandError, match=f"Ann puts in {amount} with a stack of 100"):
            b.finish(1)


def test_stakes_from_the_blinds_posted():
    b = _table(EVENT_RULES)
    b.post("Ann", "small_blind", D(1))
    b.post("Bram", "big_blind", D(2))
    b.post("Cleo", "straddle", D(4))
    hand = b.finish(1)
    assert (hand.small_blind, hand.big_blind) == (1, 2)
    b = _table(PUT_RULES)
    b.blind("Ann", D(1))
    b.blind("Bram", D(2))
    b.blind("Cleo", D(4))
    hand = b.finish(1, variant=None)
    assert (hand.small_blind, hand.big_blind) == (1, 4)


class _CountedName(str):
    """A player's name that counts how often it is hashed: the work of looking it up."""

    hashed = 0

    def __hash__(self) -> int:
        _CountedName.hashed += 1
        return str.__hash__(self)


def test_seating_a_player_looks_up_the_seated_names_once_not_all_of_them_again():
    # the seated names were made again at every seat (a hand of 16,000 players: 29.5 s)
    _CountedName.hashed = 0
    b = HandBuilder("file.txt", "1", "Site")
    for no in range(1, 24):
        b.seat(no, _CountedName(f"P{no}"), D(100))
    b.fold(_CountedName("P1"))
    assert _CountedName.hashed <= 3 * 24  # before: 23 + 24 * 23 / 2
    assert len(b.seated()) == 23


def test_a_24th_player_seated_refuses_the_hand_in_one_line():
    b = _table(EVENT_RULES, [(no, f"P{no}", "100") for no in range(1, 24)])
    with pytest.raises(HandError, match="more than 23 players seated"):
        b.seat(24, "P24", D(100))

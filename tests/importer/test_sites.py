"""The site parsers under importer/sites: GGPoker, Winamax, 888poker, Bovada, PokerNow, OHH.

Real files are read from hh-more (the shared samples, kept in tests/data/shared); GGPoker and Winamax files
are not there, so ``tests/data/hh/written/`` holds hands we wrote in those sites' published
layouts (and one Bovada and one PokerNow side-pot hand, as the real files have none):
see ``tests/data/hh/NOTICE.md``. Every side-pot hand below is checked against pots,
returns and payouts worked out by hand in the comments.
"""

from __future__ import annotations

from pathlib import Path

from samples import needs_sample, sample

from dealer_trainer.importer import import_files, report_text
from dealer_trainer.importer.api import parse_text, read_text
from dealer_trainer.importer.convert import make_drill
from dealer_trainer.importer.model import HandAction, HandError, ParsedHand
from dealer_trainer.importer.sites import FILE_FORMATS, TEXT_FORMATS, file_format, folder_suffixes, header_of

REPO = Path(__file__).resolve().parents[2]
MORE = sample("hh-more")
WRITTEN = REPO / "tests" / "data" / "hh" / "written"

needs_more = needs_sample("hh-more")


def hands_of(path: Path) -> dict[str, ParsedHand]:
    hands, problem = parse_text(read_text(path), path.name)
    assert problem is None
    out = {}
    for hand_id, parsed in hands:
        assert not isinstance(parsed, HandError), f"{path.name} {hand_id}: {parsed}"
        out[hand_id] = parsed
    return out


def settlement(hand: ParsedHand):
    drill = make_drill(hand, keep_names=True)
    return drill, drill.settlement()


def pots_of(settled) -> list[tuple[int, set[str]]]:
    return [(p.amount, set(p.eligible)) for p in settled.pots]


# ---------------------------------------------------------------- the registry


NEW_TEXT = ["GGPoker", "Winamax", "888poker", "Bovada"]
NEW_FILE = ["Open Hand History", "PokerNow"]


def found_by_registry(text: str) -> str | None:
    """The registry's format for ``text`` as the importer tells it: a text format's hand
    header on any line, else a file format from the file's first lines."""
    for line in text.splitlines():
        if (found := header_of(line)) is not None:
            return found[0].name
    other = file_format(text)
    return other.name if other is not None else None


def test_every_format_is_registered_and_found_by_its_own_text():
    assert [f.name for f in TEXT_FORMATS][-4:] == NEW_TEXT
    assert [f.name for f in FILE_FORMATS if f.name in NEW_FILE] == NEW_FILE
    assert {".csv", ".ohh", ".json"} <= set(folder_suffixes())
    samples = {
        "GGPoker": WRITTEN / "ggpoker-written-01.txt",
        "Winamax": WRITTEN / "winamax-written-01.txt",
        "Bovada": WRITTEN / "bovada-written-01.txt",
        "PokerNow": WRITTEN / "pokernow-written-01.csv",
    }
    for name, path in samples.items():
        assert found_by_registry(read_text(path)) == name
    assert found_by_registry('{"ohh": {"spec_version": "1.4.7"}}') == "Open Hand History"
    assert found_by_registry("***** 888poker Hand History for Game 123 *****") == "888poker"
    assert found_by_registry("Ignition Hand #4 TBL#1 HOLDEM No Limit - 2024-01-01") == "Bovada"


def test_the_older_formats_are_not_taken_by_the_new_parsers():
    from hh_texts import FULL_TILT, PARTY_POKER, STARS_CASH

    for text, site in (
        (STARS_CASH, "PokerStars"),
        (FULL_TILT, "Full Tilt Poker"),
        (PARTY_POKER, "PartyPoker"),
    ):
        assert found_by_registry(text) == site
    assert found_by_registry("nothing here") is None


def test_a_new_format_and_an_older_one_share_a_file_hand_by_hand(tmp_path):
    from hh_texts import STARS_CASH

    gg = (WRITTEN / "ggpoker-written-01.txt").read_text(encoding="utf-8")
    path = tmp_path / "mixed.txt"
    path.write_text(gg + "\n\n" + STARS_CASH, encoding="utf-8")
    alone = import_files([WRITTEN / "ggpoker-written-01.txt"])
    report = import_files([path])
    [read] = report.file_reads
    assert read.format == "GGPoker text, PokerStars text"
    assert read.hands == alone.file_reads[0].hands + 1
    assert [i.site for i in report.imported].count("PokerStars") == 1
    assert len(report.imported) == len(alone.imported) + 1


def test_a_folder_import_reads_csv_and_ohh_files(tmp_path):
    for path in WRITTEN.glob("*"):
        (tmp_path / path.name).write_bytes(path.read_bytes())
    report = import_files([tmp_path])
    assert report.files == 4
    assert {item.site for item in report.imported} == {"GGPoker", "Winamax", "Bovada", "PokerNow"}


# ---------------------------------------------------------------- every action is kept


def test_every_action_is_kept_and_adds_up_to_the_chips_put_in():
    for path in WRITTEN.glob("*"):
        for hand in hands_of(path).values():
            assert all(isinstance(a, HandAction) for a in hand.actions)
            put_in: dict[str, int] = {}
            for a in hand.actions:
                if a.kind not in ("dead", "show", "muck", "fold", "check"):
                    put_in[a.player] = put_in.get(a.player, 0) + a.chips
            for name in hand.names:
                live = hand.committed.get(name, 0)
                bba = hand.dead_posts.get(name, 0) if "big_blind_ante" in hand.flags else 0
                assert put_in.get(name, 0) == live + bba, (path.name, hand.hand_id, name)


# ---------------------------------------------------------------- GGPoker (written in its layout)


def test_ggpoker_written_file_every_hand_read_and_explained():
    report = import_files([WRITTEN / "ggpoker-written-01.txt"])
    assert report.hands_read == 5 and len(report.drills) == 4
    [skipped] = report.skipped
    assert skipped.hand_id == "RC2000000005" and "one player left" in skipped.reason
    assert report.compared == 5 and report.differences == []  # every total equals the chips put in
    assert report.unexplained == []
    why = {d.hand_id: d.explanation for d in report.award_differences}
    assert why["RC2000000001"] == "rake $3 and jackpot fee $1 taken from the pots paid"
    assert why["RC2000000003"] == "rake $2.50 and jackpot fee $0.50 taken from the pots paid"


def test_ggpoker_tournament_side_pot_against_hand_worked_pots():
    hand = hands_of(WRITTEN / "ggpoker-written-01.txt")["TM3000000002"]
    assert (hand.small_blind, hand.big_blind, hand.ante, hand.level) == (400, 800, 100, 12)
    assert hand.tournament and hand.scale == 1
    # antes 5 x 100; Player2 all-in 3,150 (ante included), Player5 all-in 7,700, Player3 calls
    # 7,700; Player1 folds his big blind (900 in), Player6 his small blind (500 in)
    assert hand.committed == {
        "Player1": 900,
        "Player2": 3150,
        "Player3": 7700,
        "Player5": 7700,
        "Player6": 500,
    }
    drill, settled = settlement(hand)
    # main pot = 3,150 x 3 + 900 + 500 = 10,850 (Player2, 3 and 5); side pot = (7,700 - 3,150) x 2 = 9,100
    assert pots_of(settled) == [(10850, {"Player2", "Player3", "Player5"}), (9100, {"Player3", "Player5"})]
    assert settled.returned is None
    # AA wins the main pot, KK beats 99 for the side pot: what the site paid
    assert {k: v for k, v in settled.payouts.items() if v} == {"Player2": 10850, "Player3": 9100}
    assert hand.collected == {"Player2": 10850, "Player3": 9100}


def test_ggpoker_cash_side_pot_fees_run_twice_and_cash_out():
    hands = hands_of(WRITTEN / "ggpoker-written-01.txt")
    first = hands["RC2000000001"]
    assert first.scale == 100 and first.symbol == "$"
    assert first.fees == {"rake": 300, "jackpot fee": 100} and first.rake == 400
    assert first.site_total == 17150 and first.site_pots is None
    _, settled = settlement(first)
    # main pot = $40 x 3 + $0.50 = $120.50; side pot = ($65.50 - $40) x 2 = $51
    assert pots_of(settled) == [(12050, {"Anna", "Chris", "Dana"}), (5100, {"Chris", "Dana"})]
    twice = hands["RC2000000004"]
    assert "run_twice" in twice.flags and twice.board == ""
    assert [a.kind for a in twice.actions[:3]] == ["small_blind", "big_blind", "straddle"]
    drill = make_drill(twice)
    assert (
        drill.board == ""
        and "Run twice" in import_files([WRITTEN / "ggpoker-written-01.txt"]).drills[3].notes
    )
    cash_out = hands["RC2000000003"]
    assert "ev_cashout" in cash_out.flags and cash_out.dead == 25  # the missed small blind is dead money
    assert cash_out.dead_posts == {"Eve": 25}
    assert "EV Cashout" in " ".join(cash_out.remarks) and "Eve" not in " ".join(cash_out.remarks)


def test_ggpoker_cash_drop_is_dead_money_and_fees_are_kinds():
    text = (WRITTEN / "ggpoker-written-01.txt").read_text().split("\n\n\n")[4]
    text = text.replace("*** HOLE CARDS ***", "Cash Drop to Pot : total $5\n*** HOLE CARDS ***")
    text = text.replace("Anna collected $2.5 from pot", "Anna collected $7.5 from pot")
    text = text.replace("Total pot $2.5 | Rake $0", "Total pot $7.5 | Rake $0")
    [(_, hand)] = parse_text(text, "drop.txt")[0]
    assert isinstance(hand, ParsedHand)
    assert hand.dead == 500 and "cash_drop" in hand.flags
    report = import_files([])
    from dealer_trainer.importer.api import import_hands

    import_hands([(hand.hand_id, hand)], report)
    assert report.unexplained == []


# ---------------------------------------------------------------- Winamax (written in its layout)


def test_winamax_written_file_every_hand_read_and_explained():
    report = import_files([WRITTEN / "winamax-written-01.txt"])
    assert report.hands_read == 4 and len(report.drills) == 3 and report.unexplained == []
    assert report.compared == 4
    why = {d.hand_id: d.explanation for d in report.differences}
    assert "pays the uncalled bet (€35.40) back as a pot of its own" in why["9100001-21-1711980000"]
    assert (
        "rake €2.60 taken from the pots (€2.10 from the main pot, €0.50 from side pot 1)"
        in (why["9100001-21-1711980000"])
    )
    assert "pays the uncalled bet (€1) back inside its pot" in why["9100001-22-1711980060"]


def test_winamax_cash_side_pot_against_hand_worked_pots():
    hand = hands_of(WRITTEN / "winamax-written-01.txt")["9100001-21-1711980000"]
    assert hand.scale == 100 and hand.symbol == "€" and hand.returned is None
    # the site's pots as printed: main, side pot 1, and the uncalled bet as "side pot 2"
    assert hand.site_pots == [3565, 1450, 3540] and hand.rake == 260
    _, settled = settlement(hand)
    # Marc's €55.40 is called only to €20: €35.40 goes back to him
    assert (settled.returned.seat, settled.returned.amount) == ("Marc", 3540)
    # main pot = €12.50 x 3 + €0.25 = €37.75; side pot = (€20 - €12.50) x 2 = €15
    assert pots_of(settled) == [(3775, {"Lucie", "Marc", "Nadia"}), (1500, {"Lucie", "Marc"})]
    assert {k: v for k, v in settled.payouts.items() if v} == {"Nadia": 3775, "Lucie": 1500}
    # what Winamax paid from the pots: its "side pot 2" is Marc's own uncalled bet
    assert hand.collected == {"Nadia": 3565, "Lucie": 1450}


def test_winamax_tournament_stakes_lead_with_the_ante():
    hand = hands_of(WRITTEN / "winamax-written-01.txt")["2345678-112-1711990000"]
    assert (hand.small_blind, hand.big_blind, hand.ante, hand.level, hand.scale) == (200, 400, 50, 9, 1)
    _, settled = settlement(hand)
    # main pot = 2,250 x 3 + 50 = 6,800; side pot = (4,050 - 2,250) x 2 = 3,600
    assert [p.amount for p in settled.pots] == [6800, 3600]
    assert hand.site_pots == [6800, 3600]


def test_winamax_windows_euro_sign_is_read():
    text = (WRITTEN / "winamax-written-01.txt").read_text(encoding="utf-8").replace("€", "\x80")
    hands, problem = parse_text(text, "cp1252.txt")
    assert problem is None and all(isinstance(h, ParsedHand) for _, h in hands)
    assert hands[0][1].symbol == "€"


# ---------------------------------------------------------------- 888poker (real file)


@needs_more
def test_888poker_real_file_every_hand_read():
    report = import_files([MORE / "888poker-pokerregion-01.txt"])
    assert report.hands_read == 41
    assert len(report.drills) == 32 and sum(item.side_pots for item in report.imported) == 21
    assert {s.reason for s in report.skipped} == {"no showdown: one player left, nothing to build"}
    assert report.awards_compared == 31 and report.award_differences == [] and report.unexplained == []


@needs_more
def test_888poker_real_side_pot_hand_against_hand_worked_pots():
    hand = hands_of(MORE / "888poker-pokerregion-01.txt")["778805645"]
    assert hand.tournament and hand.scale == 1 and hand.symbol == ""  # tournament chips printed with "$"
    _, settled = settlement(hand)
    # Player 10 shoves 2,010; Player 12 calls all-in for 1,000, Player 1 all-in for 920
    assert (settled.returned.seat, settled.returned.amount) == ("Player 10", 1010)  # 2,010 - 1,000
    # main pot = 920 x 3 + 15 + 30 = 2,805; side pot = (1,000 - 920) x 2 = 160
    assert pots_of(settled) == [
        (2805, {"Player 1", "Player 10", "Player 12"}),
        (160, {"Player 10", "Player 12"}),
    ]
    # trip nines win both pots, as the site paid
    assert {k: v for k, v in settled.payouts.items() if v} == {"Player 12": 2965}
    assert hand.collected == {"Player 12": 2965}


@needs_more
def test_888poker_uncalled_bet_listed_as_collected_is_taken_out():
    hand = hands_of(MORE / "888poker-pokerregion-01.txt")["778808270"]
    # Player 49 calls 1,000 of a 750 all-in big blind: 250 back, printed as "collected [ $250 ]"
    assert hand.collected == {"Player 48": 3125}
    assert any("uncalled bet" in r for r in hand.remarks)


# ---------------------------------------------------------------- Bovada / Ignition


@needs_more
def test_bovada_real_file_every_hand_read():
    report = import_files([MORE / "bovada-apprentice-01.txt"])
    assert report.hands_read == 23 and len(report.drills) == 14
    assert {s.reason for s in report.skipped} == {"no showdown: one player left, nothing to build"}
    assert report.compared == 22  # one Zone Poker hand has an empty summary
    assert report.unexplained == []
    [diff] = report.differences  # the walk: the big blind's uncalled $0.15 counted in the total
    assert (
        diff.hand_id == "4290328383"
        and "counts the uncalled bet ($0.15) in its total pot" in diff.explanation
    )
    assert all(a.explanation.startswith("rake ") for a in report.award_differences)


@needs_more
def test_bovada_positions_make_the_seat_order_and_the_button():
    hands = hands_of(MORE / "bovada-apprentice-01.txt")
    tournament = hands["4561646697"]  # seat numbers 4, 14, 18, 9, 3, 2: not table order
    assert tournament.names == ["Small Blind", "Big Blind", "UTG", "UTG+1", "UTG+2", "Dealer"]
    assert tournament.button == "Dealer" and tournament.tournament and tournament.level == 4
    assert tournament.returned == {"Small Blind": 95}
    cash = hands["4290322948"]
    assert cash.scale == 100 and cash.fees == {"rake": 46} and cash.site_total == 935


def test_bovada_side_pot_written_in_its_layout_against_hand_worked_pots():
    hand = hands_of(WRITTEN / "bovada-written-01.txt")["5000000001"]
    _, settled = settlement(hand)
    # main pot = $25 x 3 = $75; side pot = ($40 - $25) x 2 = $30; no uncalled bet
    assert pots_of(settled) == [(7500, {"Small Blind", "Big Blind", "UTG"}), (3000, {"Small Blind", "UTG"})]
    assert settled.returned is None
    # trip kings take the main pot, aces beat queens for the side pot
    assert {k: v for k, v in settled.payouts.items() if v} == {"Big Blind": 7500, "Small Blind": 3000}
    assert hand.collected == {"Big Blind": 7200, "Small Blind": 3000} and hand.rake == 300


# ---------------------------------------------------------------- PokerNow


@needs_more
def test_pokernow_real_log_every_hand_read():
    report = import_files([MORE / "pokernow-charlestudor-01.csv"])
    assert report.hands_read == 4 and len(report.drills) == 4 and report.skipped == []
    assert report.awards_compared == 4 and report.award_differences == []
    hand = hands_of(MORE / "pokernow-charlestudor-01.csv")["1"]
    # "calls 20" after nothing, "raises to 50": PokerNow names the street total
    assert hand.committed == {
        "Player 2 @ id2": 0,
        "Player 3 @ id3": 20,
        "Player 4 @ id4": 50,
        "Player 1 @ id1": 50,
    }
    assert hand.board == "9hQhAhJc8s" and hand.button == "Player 2 @ id2"


def test_pokernow_side_pot_written_in_its_layout_against_hand_worked_pots():
    hand = hands_of(WRITTEN / "pokernow-written-01.csv")["7"]
    _, settled = settlement(hand)
    # Dev all-in 60, Ben all-in 120, Cleo calls 120, Ann folds her big blind of 10:
    # main pot = 60 x 3 + 10 = 190; side pot = (120 - 60) x 2 = 120
    assert pots_of(settled) == [
        (190, {"Ben @ b2", "Cleo @ c3", "Dev @ d4"}),
        (120, {"Ben @ b2", "Cleo @ c3"}),
    ]
    assert {k: v for k, v in settled.payouts.items() if v} == {"Dev @ d4": 190, "Ben @ b2": 120}
    assert hand.collected == {"Dev @ d4": 190, "Ben @ b2": 120}


# ---------------------------------------------------------------- reports name the kinds


def test_report_names_each_kind_of_difference():
    report = import_files(sorted(WRITTEN.glob("*")))
    text = report_text(report, details=False)
    assert "UNEXPLAINED" not in text
    assert "the uncalled bet paid back through the site's pots" in text

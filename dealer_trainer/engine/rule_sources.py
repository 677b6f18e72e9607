"""One home for the rules the program cites, each with its official source and its section of
docs/rules.md (no Qt).

- :data:`RULES`: the rule behind each build and award diagnosis, in one sentence with its source
  (:func:`rule`);
- :data:`CITATIONS`: the source and section of each rule the betting referee and the street
  rulings cite (:func:`cite`).

A house rule's values carry their own sources in their declaration
(:mod:`dealer_trainer.engine.house_rules`).
"""

from __future__ import annotations

from dealer_trainer.i18n import N_, _

#: rule key -> "the rule (its source)" (English; :func:`rule` gives it in the active language).
RULES: dict[str, str] = {
    "side_pots": N_(
        "A player all-in can win from each opponent only as much as they put in; chips bet above "
        "an all-in form a side pot that player cannot win (table stakes: Robert's Rules of Poker; "
        "TDA 2024 Rule 21; docs/rules.md#table-stakes-and-side-pots)"
    ),
    "levels": N_(
        "Pots are cut at the all-in totals of players still in the hand, smallest first; a folded "
        "player's total does not start a pot, and a folded player's chips are cut by the same levels "
        "as everyone's (dealer practice; TDA 2024 Rule 21: a folded player is eligible for no pot; "
        "docs/rules.md#cutting-the-pots)"
    ),
    "uncalled": N_(
        "A bet or raise that nobody called goes back to its owner before the pots are built; "
        "only called chips play (TDA 2024 Rules 15-B and 65-A; WSOP Tournament Rule 91; "
        "docs/rules.md#uncalled-bets)"
    ),
    "called": N_(
        "Only the part of a bet above every other player's total is uncalled; every chip someone "
        "matched stays in the pots (TDA 2024 Rules 15-B and 65-A; docs/rules.md#uncalled-bets)"
    ),
    "chips_in": N_(
        "When the betting is over every called chip is pulled into a pot, folded players' chips "
        "included; nothing stays in front of a player (table stakes: Robert's Rules of Poker; "
        "docs/rules.md#cutting-the-pots)"
    ),
    "dead_money": N_(
        "Dead money (a dead small blind, the big-blind ante, a missed straddle) belongs to no "
        "player's bet and goes in the main pot, which every player still in can win (WSOP Live "
        "Action Rules 158 and 160; docs/rules.md#dead-money)"
    ),
    "antes": N_(
        "Per-player antes are each player's own chips: a player all-in for part of the ante (or "
        "exactly the ante) wins only that much from every other ante; the rest of the antes, the "
        "blinds and the bets go to the side pots (table stakes; TDA 2024 Rule 21; docs/rules.md#antes)"
    ),
    "award_order": N_(
        "Pots are pushed from the last side pot back to the main pot (TDA 2024 Rule 16 Addendum; "
        "WSOP Live Action Rule 153; docs/rules.md#award-order)"
    ),
    "award_order_main_first": N_(
        "This house pushes the main pot first, then each side pot in turn (house rule; the chips "
        "each player gets are the same either way; docs/rules.md#house-rules)"
    ),
    "uncontested": N_(
        "A pot with only one player left in it is pushed to that player at once; it needs no "
        "showdown (TDA 2024 Rule 16 Addendum; docs/rules.md#award-order)"
    ),
    "eligibility": N_(
        "Only players who put chips into every level of a pot can win it; a folded player wins "
        "nothing (TDA 2024 Rule 21; Robert's Rules of Poker, ties; docs/rules.md#table-stakes-and-side-pots)"
    ),
    "showdown": N_(
        "Each pot goes to the best five-card hand among its players; cards speak (Robert's Rules of "
        "Poker, rank of hands; TDA 2024 Rule 21 for each pot's players; docs/rules.md#cards-speak)"
    ),
    "odd_chip": N_(
        "A split pot is cut in the smallest chip in play; odd chips go one each to the tied players "
        "clockwise from the button, never two to one player (TDA 2024 Rule 20; Robert's Rules of "
        "Poker, Ties; docs/rules.md#splits-and-odd-chips)"
    ),
    "odd_chip_stud": N_(
        "In stud games the odd chip of a split goes to the tied player holding the highest card by "
        "suit (spades, hearts, diamonds, clubs) among all their cards; in razz and stud hi-lo's low "
        "half to the lowest card by suit, the ace low; one per player at most (Robert's Rules of "
        "Poker, seven-card stud and ties; docs/rules.md#hi-lo-and-stud)"
    ),
    "odd_chip_blind_unit": N_(
        "A split pot is cut in the smallest chip used for the blinds; odd chips go one each to the "
        "tied players clockwise from the button (WSOP Live Action Rule 152; docs/rules.md#house-rules)"
    ),
    "rake": N_(
        "The rake is worked out on the pots' total, returned chips never counted: a percent rounded "
        "down and held to the cap, or the step of a posted schedule; with no flop, no drop a hand "
        "without a flop pays none; it comes from the main pot first (WSOP Live Action Rule 31; "
        "dealer practice; docs/rules.md#rake)"
    ),
    "jackpot": N_(
        "The jackpot drop is taken after the rake, and only when a flop was dealt and the pots hold "
        "at least the room's minimum (house rule of cash rooms; docs/rules.md#jackpot-drop)"
    ),
    "runs": N_(
        "Each pot, after the rake and the jackpot drop, is divided into one part per run in whole "
        "chips, odd chips to the earliest runs; each run's part goes to that run's best hand (WSOP "
        "Live Action Rules 208-217; docs/rules.md#running-it-twice)"
    ),
    "hilo_split": N_(
        "In a hi-lo game each pot is halved: the high half to the best high hand among its players, "
        "the low half to the best 8-or-better low among them; the same players tying both halves "
        "split the pot as one pot (Robert's Rules of Poker, split games; WSOP Live Action Rule 153; "
        "docs/rules.md#hi-lo-and-stud)"
    ),
    "low_qualifier": N_(
        "A low must be 8-or-better: five different ranks, none above an eight; when no player in a "
        "pot holds one, the whole pot goes to the best high hand (Robert's Rules of Poker, split "
        "games; docs/rules.md#the-8-or-better-qualifier)"
    ),
    "quartering": N_(
        "Players tied for one half share that half only: two tied lows get a quarter of the pot "
        "each; odd chips of a half go as in any split pot (Robert's Rules of Poker, ties; TDA 2024 "
        "Rule 20; docs/rules.md#quartered-pots)"
    ),
    "hilo_odd_chip": N_(
        "A pot that does not halve in whole chips gives the odd chip to the high half (Robert's Rules "
        "of Poker, split games; TDA 2024 Rule 20-C; WSOP Tournament Rule 73; "
        "docs/rules.md#the-odd-chip-of-a-hi-lo-split)"
    ),
    "hand_call": N_(
        "At showdown the dealer calls each live hand: its category and every rank needed to separate "
        "it from each other live hand in its pots, from the top down (dealer practice; Robert's Rules "
        "of Poker, rank of hands; docs/rules.md#calling-the-hands)"
    ),
}


#: rule key -> its official source and its section of docs/rules.md: what the betting referee
#: (its reasons and refusals) and the street rulings cite; :func:`cite` gives it in the active language.
CITATIONS: dict[str, str] = {
    "who_acts": N_("TDA 2024 Rule 34-B; WSOP Live Action Rules 156, 157 and 165; docs/rules.md#who-acts"),
    "out_of_turn": N_("TDA 2024 Rule 53; docs/rules.md#who-acts"),
    "straddle": N_("WSOP Live Action Rules 22 and 165; docs/rules.md#straddle"),
    "button_straddle": N_(
        "WSOP Live Action Rule 22; house rule button_straddle_first; docs/rules.md#button-straddle"
    ),
    "posts": N_("WSOP Live Action Rules 158 and 160; docs/rules.md#posts-and-dead-money"),
    "bomb_pot": N_("WSOP Live Action Rule 31; docs/rules.md#bomb-pot"),
    "table_stakes": N_("Robert's Rules of Poker, table stakes; docs/rules.md#table-stakes-and-the-call"),
    "short_blind": N_("WSOP Live Action Rule 154; docs/rules.md#short-blinds-and-the-call"),
    "min_raise": N_(
        "TDA 2024 Rule 43; WSOP Live Action Rules 165, 174 and 176; "
        "docs/rules.md#minimum-bet-and-minimum-raise"
    ),
    "full_bet_rule": N_("TDA 2024 Rule 47-A; docs/rules.md#full-bet-rule"),
    "half_raise": N_(
        "house rule reopen: half-raise (some rooms), not TDA 2024 Rule 47-A; docs/rules.md#full-bet-rule"
    ),
    "half_bet_rule": N_("TDA 2024 Rule 47-B; WSOP Live Action Rule 133; docs/rules.md#half-bet-rule"),
    "fixed_limit": N_(
        "Robert's Rules of Poker, betting and raising; WSOP Live Action Rule 132; "
        "docs/rules.md#fixed-limit-bets-and-the-raise-cap"
    ),
    "raise_cap": N_(
        "WSOP Live Action Rules 130 and 131; TDA 2024 Rule 48; "
        "docs/rules.md#fixed-limit-bets-and-the-raise-cap"
    ),
    "pot_limit": N_(
        "TDA 2024 Rule 54; WSOP Live Action Rules, pot limit; docs/rules.md#pot-limit-pot-size-bet"
    ),
    "bring_in": N_(
        "Robert's Rules of Poker, seven-card stud and razz; docs/rules.md#stud-bring-in-and-who-acts"
    ),
    "open_pair": N_(
        "Robert's Rules of Poker, seven-card stud; house rule open_pair_option; "
        "docs/rules.md#stud-bring-in-and-who-acts"
    ),
    "non_standard_fold": N_("TDA 2024 Rule 58; docs/rules.md#non-standard-folds"),
    "uncalled": N_("TDA 2024 Rules 15-B and 65-A; docs/rules.md#uncalled-bets"),
    # not translated (a ruling shows its source as written)
    "all_in_before_the_deal": (
        "Robert's Rules of Poker, antes and blinds when short; WSOP Live Action Rule 154; "
        "docs/rules.md#all-in-before-the-deal"
    ),
}


def rule(key: str) -> str:
    """The sentence and source of rule ``key`` (a key of :data:`RULES`), in the active language.

    Raises:
        KeyError: for an unknown key (a programming error, never user input).
    """
    return _(RULES[key])


def cite(key: str) -> str:
    """The source and section of rule ``key`` (a key of :data:`CITATIONS`), in the active language.

    Raises:
        KeyError: for an unknown key (a programming error, never user input).
    """
    return _(CITATIONS[key])

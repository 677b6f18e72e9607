"""Hand-made hand histories in the sites' formats (written for these tests, no licence issue)."""
# ruff: noqa: E501, W291 - hand histories have long lines (and Ongame's trailing spaces)

# PokerStars tournament: antes, a short all-in, a side pot, an uncalled bet returned.
STARS_TOURNAMENT = """\
PokerStars Hand #1001: Tournament #77, $1+$0.10 USD Hold'em No Limit - Level III (50/100) - 2020/01/01 12:00:00 ET
Table '77 1' 9-max Seat #1 is the button
Seat 1: Anna Maria (1000 in chips)
Seat 2: Bram: (400 in chips)
Seat 3: Chris (2500 in chips)
Seat 5: Dora (3000 in chips) is sitting out
Anna Maria: posts the ante 10
Bram:: posts the ante 10
Chris: posts the ante 10
Dora: posts the ante 10
Bram:: posts small blind 50
Chris: posts big blind 100
*** HOLE CARDS ***
Dora: folds
Anna Maria: raises 890 to 990 and is all-in
Bram:: calls 340 and is all-in
Chris: raises 1500 to 2490 and is all-in
Uncalled bet (1500) returned to Chris
*** FLOP *** [2c 7d 9h]
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [Qd]
*** SHOW DOWN ***
Anna Maria: shows [Ah Ad] (a pair of Aces)
Chris: shows [Kh Kd] (a pair of Kings)
Anna Maria collected 1200 from side pot
Bram:: shows [3s 3h] (a pair of Threes)
Anna Maria collected 1210 from main pot
*** SUMMARY ***
Total pot 2410 Main pot 1210. Side pot 1200. | Rake 0
Board [2c 7d 9h Js Qd]
Seat 1: Anna Maria (button) showed [Ah Ad] and won (2410) with a pair of Aces
Seat 2: Bram: (small blind) showed [3s 3h] and lost with a pair of Threes
Seat 3: Chris (big blind) showed [Kh Kd] and lost with a pair of Kings
Seat 5: Dora folded before Flop (didn't bet)
"""

# PokerStars play-money cash game: "posts small & big blinds" (dead small blind), rake.
STARS_DEAD_BLIND = """\
PokerStars Hand #2002:  Hold'em No Limit (50/100) - 2020/01/01 12:00:00 ET
Table 'Home' 6-max (Play Money) Seat #1 is the button
Seat 1: P1 (5000 in chips)
Seat 2: P2 (5000 in chips)
Seat 3: P3 (5000 in chips)
Seat 4: P4 (500 in chips)
P2: posts small blind 50
P3: posts big blind 100
P4: posts small & big blinds 150
*** HOLE CARDS ***
P4: raises 350 to 450 and is all-in
P1: folds
P2: calls 400
P3: raises 1000 to 1450
P2: calls 1000
*** FLOP *** [2c 7d 9h]
P2: checks
P3: checks
*** TURN *** [2c 7d 9h] [Js]
P2: checks
P3: checks
*** RIVER *** [2c 7d 9h Js] [Qd]
P2: checks
P3: checks
*** SHOW DOWN ***
P2: shows [Ah Ad] (a pair of Aces)
P3: shows [Kh Kd] (a pair of Kings)
P2 collected 1950 from side pot
P4: shows [3s 3h] (a pair of Threes)
P2 collected 1350 from main pot
*** SUMMARY ***
Total pot 3400 Main pot 1350. Side pot 1950. | Rake 100
Board [2c 7d 9h Js Qd]
"""

# PokerStars real-money cash: cents, rake taken from the main pot.
STARS_CASH = """\
PokerStars Hand #3003:  Hold'em No Limit ($0.25/$0.50 USD) - 2020/01/01 12:00:00 ET
Table 'Cash' 6-max Seat #2 is the button
Seat 1: A ($10 in chips)
Seat 2: B ($50.25 in chips)
Seat 3: C ($40 in chips)
C: posts small blind $0.25
A: posts big blind $0.50
*** HOLE CARDS ***
B: raises $1 to $1.50
C: raises $38.50 to $40 and is all-in
A: calls $9.50 and is all-in
B: calls $38.50
*** FLOP *** [2c 7d 9h]
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [Qd]
*** SHOW DOWN ***
A: shows [Ah Ad] (a pair of Aces)
B: shows [Kh Kd] (a pair of Kings)
C: shows [3s 3h] (a pair of Threes)
A collected $28 from main pot
B collected $60 from side pot
*** SUMMARY ***
Total pot $90 Main pot $28. Side pot $60. | Rake $2
Board [2c 7d 9h Js Qd]
"""

# Full Tilt tournament (pots printed before rake; "raises to", ", and is all in").
FULL_TILT = """\
Full Tilt Poker Game #4004: $26 Sit & Go (123456789), Table 1 - 20/40 - No Limit Hold'em - 09:23:25 ET - 2012/11/23
Seat 1: X (240)
Seat 2: Y (60)
Seat 3: Z (630)
Seat 4: W (210)
Z posts the small blind of 20
W posts the big blind of 40
The button is in seat #2
*** HOLE CARDS ***
X folds
Y raises to 60, and is all in
Z raises to 630, and is all in
W calls 170, and is all in
Z shows [2d 2h]
W shows [Ts Ah]
Y shows [Kd 7h]
Uncalled bet of 420 returned to Z
*** FLOP *** [7c 5c 7d] (Total Pot: 480, 3 Players, 2 All-In)
*** TURN *** [7c 5c 7d] [9c] (Total Pot: 480, 3 Players, 2 All-In)
*** RIVER *** [7c 5c 7d 9c] [Qd] (Total Pot: 480, 3 Players, 2 All-In)
Z wins the side pot (300) with two pair, Sevens and Twos
Y wins the main pot (180) with three of a kind, Sevens
*** SUMMARY ***
Total pot 480 Main pot 180. Side pot 300. | Rake 0
Board: [7c 5c 7d 9c Qd]
"""

# PokerStars 7 card stud (no button, bring-in, antes): a pot drill without a ranking.
STARS_STUD = """\
PokerStars Game #5005:  7 Card Stud Limit ($0.04/$0.08 USD) - 2011/04/17 12:00:00 ET
Table 'Stud' 8-max
Seat 1: S1 ($0.41 in chips)
Seat 2: S2 ($2 in chips)
Seat 3: S3 ($2 in chips)
S1: posts the ante $0.01
S2: posts the ante $0.01
S3: posts the ante $0.01
*** 3rd STREET ***
Dealt to S1 [9s 9c 4d]
Dealt to S2 [Kc]
Dealt to S3 [2c]
S3: brings in for $0.02
S1: completes it to $0.04
S2: calls $0.04
S3: calls $0.02
*** 4th STREET ***
S1: bets $0.04
S2: raises $0.04 to $0.08
S3: calls $0.08
S1: raises $0.04 to $0.12
S2: calls $0.04
S3: calls $0.04
*** 5th STREET ***
S1: bets $0.08
S2: calls $0.08
S3: calls $0.08
*** 6th STREET ***
S1: bets $0.08
S2: raises $0.08 to $0.16
S3: calls $0.16
S1: calls $0.08 and is all-in
*** 7th STREET ***
S2: bets $0.08
S3: calls $0.08
*** SHOW DOWN ***
S1: shows [9s 9c 4d 9h 2s 3s 5d] (three of a kind, Nines)
S2: shows [Kc Kd Ks 4c 4s 6d 7d] (a full house, Kings full of Fours)
S3: shows [2c 2d 7c 8c Tc Jc Qh] (a flush, Queen high)
S2 collected $0.16 from side pot
S2 collected $1.19 from main pot
*** SUMMARY ***
Total pot $1.39 Main pot $1.19. Side pot $0.16. | Rake $0.04
"""

# PartyPoker (read by PokerKit's own PartyPoker parser): amounts in dollars -> cents.
PARTY_POKER = """\
Game #123456 starts.

#Game No : 123456
***** Hand History for Game 123456 *****
$0.10/$0.25 USD NL Texas Hold'em - Monday, January 04, 12:00:00 EDT 2021
Table Test (Real Money)
Seat 1 is the button
Total number of players : 3/6
Seat 1: Ann ( $10 USD )
Seat 2: Bob ( $20 USD )
Seat 3: Cid ( $30 USD )
Bob posts small blind [$0.10 USD].
Cid posts big blind [$0.25 USD].
** Dealing down cards **
Ann is all-In  [$10 USD]
Bob raises [$19.90 USD]
Cid calls [$19.75 USD]
** Dealing Flop ** [ 2c, 7d, 9h ]
** Dealing Turn ** [ Js ]
** Dealing River ** [ Qd ]
Ann shows [ Ah, Ad ] a pair of Aces.
Bob shows [ Kh, Kd ] a pair of Kings.
Cid shows [ 3s, 3h ] a pair of Threes.
Ann wins $30 USD from the main pot with a pair of Aces.
Bob wins $20 USD from the side pot 1 with a pair of Kings.


"""

# Absolute Poker (read by PokerKit's own Absolute Poker parser).
ABSOLUTE = """\
Stage #3017249534: Holdem  No Limit $1 - 2009-07-01 00:00:09 (ET)
Table: TEST (Real Money) (6 max) Seat #1 is the dealer
Seat 1 - Ann ($50 in chips)
Seat 2 - Bob ($20 in chips)
Seat 3 - Cid ($100 in chips)
Bob - Posts small blind $0.50
Cid - Posts big blind $1
*** POCKET CARDS ***
Ann - Raises $3 to $3
Bob - All-In(Raise) $19.50 to $20
Cid - Calls $19
Ann - Raises $47 to $50
Cid - Calls $30
*** FLOP *** [2c 7d 9h]
*** TURN *** [2c 7d 9h] [Js]
*** RIVER *** [2c 7d 9h Js] [Qd]
*** SHOW DOWN ***
Ann - Shows [Ah Ad] (One pair, aces)
Bob - Shows [Kh Kd] (One pair, kings)
Cid - Shows [3s 3h] (One pair, threes)
*** SUMMARY ***
Dealer: Ann
Pot: $120 | Rake: $0
Board: [2c 7d 9h Js Qd]
Seat 1: Ann collected Total ($120)


"""

# Ongame, written in the layout of the real files in ../shared/hh-more (a side pot, rake).
ONGAME_SIDE_POT = """\
***** History for hand R5-100-1 *****
Start hand: Mon Jan 06 21:16:00 CET 2014
Table: Butte [362037295] (NO_LIMIT TEXAS_HOLDEM $0.50/$1, Real money)
Button: seat 3
Players in round: 3
Seat 1: Ann ($20) 
Seat 2: Bob ($50) 
Seat 3: Cid ($100) 
Ann posts small blind ($0.50)
Bob posts big blind ($1)
---
Dealing pocket cards
Cid raises $4.00 to $4.00
Ann raises $19.50 to $20.00 [all in] 
Bob raises $49.00 to $50.00 [all in] 
Cid calls $46.00
--- Dealing flop [2c, 7d, 9h]
--- Dealing turn [Js]
--- Dealing river [Qd]
---
Summary:
Main pot: $60.00 won by Ann ($58.00)
Side pot 1: $60.00 won by Bob ($58.00)
Rake taken: $4.00
Seat 1: Ann ($58.00), net: +$38.00, [Ah, Ad]
Seat 2: Bob ($58.00), net: +$8.00, [Kh, Kd]
Seat 3: Cid ($50.00), net: -$50.00, [3s, 3h]
***** End of hand R5-100-1 *****
"""

# The Winning Poker Network's 2014 layout, written like ../shared/hh-more/wpn-hhsmithy-01.txt.
WPN_2014_SIDE_POT = """\
Game started at: 2014/3/8 22:0:24
Game ID: 900000001 1/2 Braunite (Hold'em)
Seat 3 is the button
Seat 1: Ann (40).
Seat 2: Bob (100).
Seat 3: Cid (200).
Player Ann has small blind (1)
Player Bob has big blind (2)
Player Ann received a card.
Player Ann received a card.
Player Bob received a card.
Player Bob received a card.
Player Cid received a card.
Player Cid received a card.
Player Cid raises (6)
Player Ann allin (39)
Player Bob allin (98)
Player Cid calls (94)
*** FLOP ***: [2c 7d 9h]
*** TURN ***: [2c 7d 9h] [Js]
*** RIVER ***: [2c 7d 9h Js] [Qd]
------ Summary ------
Pot: 238. Rake 2
Board: [2c 7d 9h Js Qd]
*Player Ann shows: One pair of As [Ah Ad]. Bets: 40. Collects: 119. Wins: 79.
*Player Bob shows: One pair of Ks [Kh Kd]. Bets: 100. Collects: 119. Wins: 19.
Player Cid shows: One pair of 3s [3s 3h]. Bets: 100. Collects: 0. Loses: 100.
Game ended at: 2014/3/8 22:0:57
"""

# iPoker XML, written like ../shared/hh-more/ipoker-*.xml: a side pot, an uncalled bet paid
# back in "win", rake not printed (cash, euros).
IPOKER_SIDE_POT = """\
<?xml version="1.0" encoding="utf-8"?>
<session sessioncode="1">
  <general>
    <mode>real</mode>
    <gametype>Holdem NL €0.50/€1</gametype>
    <tablename>Test, 1</tablename>
    <tablecurrency>EUR</tablecurrency>
  </general>
  <game gamecode="7001">
    <general>
      <players>
        <player seat="1" name="Ann" chips="€20" dealer="0" win="€58.50" bet="€20" />
        <player seat="2" name="Bob" chips="€50" dealer="0" win="€58.50" bet="€50" />
        <player seat="3" name="Cid" chips="€100" dealer="1" win="€30" bet="€80" />
      </players>
    </general>
    <round no="0">
      <action no="1" player="Ann" type="1" sum="€0.50" cards="[cards]" />
      <action no="2" player="Bob" type="2" sum="€1" cards="[cards]" />
    </round>
    <round no="1">
      <cards type="Pocket" player="Ann">HA DA</cards>
      <action no="4" player="Ann" type="7" sum="€19.50" cards="" />
      <cards type="Pocket" player="Bob">HK DK</cards>
      <action no="5" player="Bob" type="7" sum="€49" cards="" />
      <cards type="Pocket" player="Cid">S3 H3</cards>
      <action no="3" player="Cid" type="23" sum="€4" cards="" />
      <action no="6" player="Cid" type="23" sum="€80" cards="" />
    </round>
    <round no="2">
      <cards type="Flop" player="">C2 D7 H9</cards>
    </round>
    <round no="3">
      <cards type="Turn" player="">SJ</cards>
    </round>
    <round no="4">
      <cards type="River" player="">DQ</cards>
    </round>
  </game>
</session>
"""

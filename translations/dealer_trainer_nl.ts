<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>AwardController</name>
    <message>
        <source>&amp;Award the pots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the hands up and push the pots; press again to check the award</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Showdown drill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pots already built: read the hands and push every pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Omaha showdowns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showdown drills in Omaha: four hole cards, exactly two used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Showdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showdown drill &amp;aimed at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Award &amp;order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odd-chip &amp;unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Award the pots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the hands up and push the pots; check the award (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: turn the hands up and award the pots (A).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Award solution shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every pot right first time!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Awarded after %1 check(s), %2 mistake(s) named.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Award: %1 check(s), %2 mistake(s) named so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only %1 is left in it: pushed at once, no showdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every pot went to the right player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 thing(s) to fix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Splits are cut in %1 units (%2); odd chips go left of the button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last side pot first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next showdown drill: Ctrl+Shift+N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next drill: Ctrl+N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last side pot first, the main pot last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the main pot first, then each side pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the hands: each pot goes to the best hand among &lt;b&gt;its&lt;/b&gt; players only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push the pots in order: %1. A pot with one player left goes at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl&lt;/b&gt;+drag a pot onto the winner&apos;s spot; a plain drag moves a stack, &lt;b&gt;Shift&lt;/b&gt;+drag one chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A split: type each share while dragging it (the change is made for you); the odd chip goes to the first tied player left of the button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Check&lt;/b&gt; (Return or A) when every pot is pushed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every pot is pushed: press Check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best hand among %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only %1 is left in it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AwardScene</name>
    <message>
        <source>Push to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push a pot (or a share of it) to %1 here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrillSetController</name>
    <message>
        <source>&amp;Open drill set…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a drill set from an instructor (a .json drill file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import hand history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn real hands (PHH, PokerStars, Full Tilt …) into drills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save this drill…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the drill on the table to a drill file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous in set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous drill of the open set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · drill %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That was the last drill of the set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open drill set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import hand history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this drill</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FeedbackPanel</name>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check every pile (Return)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highlight the next layer to build (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the solution layer by layer (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push any &lt;b&gt;uncalled bet&lt;/b&gt; back first: drag it (type the amount while dragging) onto its player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size the smallest all-in against each bet and cut that much from every bet, folded bets included, into the &lt;b&gt;Main pot&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the next side pot with &lt;b&gt;+ Side pot&lt;/b&gt; (P) and repeat at the next all-in level; the last pot takes what is left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pull dead money (antes, dead blinds) into the Main pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type an amount while dragging (or turn the wheel) to carry exactly that much; &lt;b&gt;Ctrl&lt;/b&gt;+drag takes a seat&apos;s whole bet, cut to the pot&apos;s all-in level. A plain drag lifts a chip and the chips above it; &lt;b&gt;Shift&lt;/b&gt;+drag one chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Check&lt;/b&gt; (Return) when the pots are built.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson explains itself once you check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes on this hand come with the check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right first time! %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solved in %1 after %2 check(s), %3 mistake(s) named.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 check(s), %2 mistake(s) named so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 mistake to fix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mistakes to fix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, should be %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>Lan&amp;guage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applies when Dealer Trainer starts again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes when Dealer Trainer starts again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer Trainer will be in %1 when you start it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the system language</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check every pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the next layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build the pots layer by layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset drill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every chip back in front of its player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next drill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal a new drill at this level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill &amp;code…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a drill by its code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open side &amp;pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the next side pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close empty side pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the last side pot when it is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move chips…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move or change chips with the keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel drag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put lifted chips back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animate chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animate chips moving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer &amp;helpers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make change for a carried amount, and cut every bet to a pot&apos;s all-in level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal drills at level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Drill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L&amp;essons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill level (Ctrl+1 … Ctrl+4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer Trainer — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a drill code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In front of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move these chips to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move this chip to</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveDialog</name>
    <message>
        <source>Move chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or an amount, e.g. 40</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;How many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make &amp;change of one chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProgressDialog</name>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished drills yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right first time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most common mistakes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProgressRecorder</name>
    <message>
        <source>&amp;Progress…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your results by level: drills, right first time, time, common mistakes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side pot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FOLDED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ALL-IN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bet %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips %1 committed this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↩ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return to %1: push an uncalled bet back to the player here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead money: belongs to no player&apos;s bet and always goes to the main pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chip tray · drop a chip for change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop a chip here to exchange it for smaller chips of the same value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Side pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the next side pot (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main pot: every live player can win it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side pot %1: only players who put in this layer can win it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chip from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to move it and the chips above it; Shift+drag moves one chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (cut at %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Poker table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>

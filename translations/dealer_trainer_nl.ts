<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>AwardController</name>
    <message>
        <source>the short stack wins the main pot</source>
        <extracomment>The Showdown menu&apos;s &quot;aimed at&quot; choices (outcome id -&gt; label, through tr()).</extracomment>
        <translation>de kleinste stapel wint de hoofdpot</translation>
    </message>
    <message>
        <source>a tie in a side pot</source>
        <translation>gelijkspel in een side pot</translation>
    </message>
    <message>
        <source>the board plays</source>
        <translation>het bord speelt</translation>
    </message>
    <message>
        <source>a three-way split, two odd chips</source>
        <translation>driemaal gedeeld, twee overgebleven fiches</translation>
    </message>
    <message>
        <source>an uncontested side pot</source>
        <translation>een side pot zonder tegenstander</translation>
    </message>
    <message>
        <source>the board run twice</source>
        <translation>het bord twee keer uitgedeeld</translation>
    </message>
    <message>
        <source>the board run three times</source>
        <translation>het bord drie keer uitgedeeld</translation>
    </message>
    <message>
        <source>Omaha hi-lo: split each pot high and low</source>
        <extracomment>The Showdown menu&apos;s hi-lo award drills (hi-lo outcome id -&gt; label, through tr()).</extracomment>
        <translation>Omaha hi-lo: verdeel elke pot in high en low</translation>
    </message>
    <message>
        <source>Omaha hi-lo: a quartered pot</source>
        <translation>Omaha hi-lo: een gekwarte pot</translation>
    </message>
    <message>
        <source>Omaha hi-lo: no low in a pot</source>
        <translation>Omaha hi-lo: geen low in een pot</translation>
    </message>
    <message>
        <source>Stud hi-lo: split each pot high and low</source>
        <translation>Stud hi-lo: verdeel elke pot in high en low</translation>
    </message>
    <message>
        <source>Stud hi-lo: a quartered pot</source>
        <translation>Stud hi-lo: een gekwarte pot</translation>
    </message>
    <message>
        <source>Stud hi-lo: the odd chip by suit</source>
        <translation>Stud hi-lo: het overgebleven fiche op kleur</translation>
    </message>
    <message>
        <source>&amp;Award the pots</source>
        <extracomment>(pot, code) named at a push since the last check: counted once, not again at Check (pot, code) of every pot pushed wrong since the last check, shown or not (an exam&apos;s record) codes of pots pushed wrong that the last check no longer found (undone before Check)</extracomment>
        <translation>Potten &amp;uitbetalen</translation>
    </message>
    <message>
        <source>Turn the hands up and push the pots; press again to check the award</source>
        <translation>Draai de handen open en betaal de potten uit; druk nog eens om de uitbetaling na te kijken</translation>
    </message>
    <message>
        <source>&amp;Showdown drill</source>
        <translation>&amp;Aftoonoefening</translation>
    </message>
    <message>
        <source>Pots already built: read the hands and push every pot</source>
        <translation>De potten zijn al gebouwd: lees de handen en betaal elke pot uit</translation>
    </message>
    <message>
        <source>&amp;Omaha showdowns</source>
        <translation>&amp;Omaha-aftonen</translation>
    </message>
    <message>
        <source>Showdown drills in Omaha: four hole cards, exactly two used</source>
        <translation>Aftoonoefeningen in Omaha: vier handkaarten, er worden er precies twee gebruikt</translation>
    </message>
    <message>
        <source>Grade the award only at &amp;Check</source>
        <translation>Uitbetaling pas bij &amp;Nakijken beoordelen</translation>
    </message>
    <message>
        <source>No verdict as each pot is pushed: the award is graded when you press Check, as in an exam</source>
        <translation>Geen oordeel bij elke geschoven pot: de uitbetaling wordt beoordeeld als je op Nakijken drukt, zoals in een examen</translation>
    </message>
    <message>
        <source>&amp;Showdown</source>
        <translation>&amp;Aftoon</translation>
    </message>
    <message>
        <source>Showdown drill &amp;aimed at</source>
        <translation>Aftoonoefening &amp;gericht op</translation>
    </message>
    <message>
        <source>Award the pots</source>
        <translation>Potten uitbetalen</translation>
    </message>
    <message>
        <source>Turn the hands up and push the pots; check the award (A)</source>
        <translation>Draai de handen open en betaal de potten uit; kijk de uitbetaling na (A)</translation>
    </message>
    <message>
        <source>Next: turn the hands up and award the pots (A).</source>
        <translation>Volgende stap: draai de handen open en betaal de potten uit (A).</translation>
    </message>
    <message>
        <source>Pushed so far</source>
        <translation>Tot nu toe uitbetaald</translation>
    </message>
    <message>
        <source>run %1: %2</source>
        <translation>run %1: %2</translation>
    </message>
    <message>
        <source>This room does not run the board that often (house rule runs_allowed)</source>
        <translation>Deze zaal deelt het bord niet zo vaak uit (huisregel runs_allowed)</translation>
    </message>
    <message>
        <source>This room runs the board more than once only heads-up (house rule runs_players)</source>
        <translation>Deze zaal deelt het bord alleen heads-up meer dan één keer uit (huisregel runs_players)</translation>
    </message>
    <message>
        <source>This room never runs the board more than once (house rule runs_allowed).</source>
        <translation>Deze zaal deelt het bord nooit meer dan één keer uit (huisregel runs_allowed).</translation>
    </message>
    <message>
        <source>This room runs the board at most twice (house rule runs_allowed).</source>
        <translation>Deze zaal deelt het bord hoogstens twee keer uit (huisregel runs_allowed).</translation>
    </message>
    <message>
        <source>This drill runs it %1 times.</source>
        <translation>Deze oefening deelt het %1 keer uit.</translation>
    </message>
    <message>
        <source>This room does not run this drill&apos;s board more than once: %1.</source>
        <translation>Deze zaal deelt het bord van deze oefening niet meer dan één keer uit: %1.</translation>
    </message>
    <message>
        <source>Award solution shown.</source>
        <translation>Oplossing van de uitbetaling getoond.</translation>
    </message>
    <message>
        <source>Every pot right first time!</source>
        <translation>Elke pot in één keer goed!</translation>
    </message>
    <message>
        <source>Awarded · checks: %1 · mistakes named: %2</source>
        <translation>Uitbetaald · keer nagekeken: %1 · fouten genoemd: %2</translation>
    </message>
    <message>
        <source>Award · checks so far: %1 · mistakes named: %2</source>
        <translation>Uitbetaling · keer nagekeken: %1 · fouten genoemd: %2</translation>
    </message>
    <message>
        <source>Fix:</source>
        <translation>Oplossing:</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Regel:</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 wint</translation>
    </message>
    <message>
        <source>%1 split</source>
        <translation>%1 delen</translation>
    </message>
    <message>
        <source>Splits are cut in %1 units (%2); odd chips go by suit: the highest card for high, the lowest for low.</source>
        <translation>Gedeelde potten worden verdeeld in eenheden van %1 (%2); overgebleven fiches gaan op kleur: naar de hoogste kaart voor high, de laagste voor low.</translation>
    </message>
    <message>
        <source>Razz: each player&apos;s seven cards are face up, no board. Each pot goes to the best ace-to-five low of five of them (straights and flushes do not count, pairs do); a tie&apos;s odd chip goes to the lowest card by suit (ace low; clubs, diamonds, hearts, spades).</source>
        <translation>Razz: de zeven kaarten van elke speler liggen open, er is geen bord. Elke pot gaat naar de beste ace-to-five low van vijf ervan (straights en flushes tellen niet, paren wel); het overgebleven fiche van een gelijkspel gaat op kleur naar de laagste kaart (aas laag; klaveren, ruiten, harten, schoppen).</translation>
    </message>
    <message>
        <source>Stud: each player&apos;s seven cards are face up, no board. Each pot goes to the best five-card hand of the seven; a tie&apos;s odd chip goes to the highest card by suit (spades, hearts, diamonds, clubs).</source>
        <translation>Stud: de zeven kaarten van elke speler liggen open, er is geen bord. Elke pot gaat naar de beste hand van vijf van de zeven kaarten; het overgebleven fiche van een gelijkspel gaat op kleur naar de hoogste kaart (schoppen, harten, ruiten, klaveren).</translation>
    </message>
    <message>
        <source>Stud hi-lo: each player&apos;s seven cards are face up, no board. Split each pot into its high and low halves under it (the odd chip to the high half); push the high half to the best five-card high and the low half to the best 8-or-better low. A tied half&apos;s odd chip goes by suit: to the highest card (spades, hearts, diamonds, clubs) for high, to the lowest card for low. No qualifying low: the high hand takes the pot whole.</source>
        <translation>Stud hi-lo: de zeven kaarten van elke speler liggen open, er is geen bord. Verdeel elke pot over zijn high- en low-helft eronder (het overgebleven fiche naar de high-helft); schuif de high-helft naar de beste high-hand van vijf kaarten en de low-helft naar de beste 8-or-better low. Het overgebleven fiche van een gedeelde helft gaat op kleur: naar de hoogste kaart (schoppen, harten, ruiten, klaveren) voor high, naar de laagste kaart voor low. Geen geldige low: de high-hand krijgt de hele pot.</translation>
    </message>
    <message>
        <source>Omaha hi-lo: split each pot into its high and low halves under it (the odd chip to the high half); push the high half to the best high hand and the low half to the best 8-or-better low. Players tied for a half share it (quartered). No qualifying low in a pot: push it whole to the high hand.</source>
        <translation>Omaha hi-lo: verdeel elke pot over zijn high- en low-helft eronder (het overgebleven fiche naar de high-helft); schuif de high-helft naar de beste high-hand en de low-helft naar de beste 8-or-better low. Spelers die om een helft gelijkspelen delen die (gekwart). Geen geldige low in een pot: schuif hem helemaal naar de high-hand.</translation>
    </message>
    <message>
        <source>The board was run %1 times: split each pot into its runs&apos; spots under it (odd chips to the earliest runs), then push each run&apos;s part to that run&apos;s best hand.</source>
        <translation>Het bord is %1 keer uitgedeeld: verdeel elke pot over de vakken van zijn runs eronder (overgebleven fiches naar de vroegste runs) en schuif dan het deel van elke run naar de beste hand van die run.</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Run %1</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Volgende: %1</translation>
    </message>
    <message>
        <source>only %1 is left in it: pushed at once, no showdown</source>
        <translation>alleen %1 zit er nog in: meteen uitbetaald, geen aftoon</translation>
    </message>
    <message>
        <source>Every pot went to the right player.</source>
        <translation>Elke pot ging naar de juiste speler.</translation>
    </message>
    <message>
        <source>Splits are cut in %1 units (%2); odd chips go left of the button.</source>
        <translation>Gedeelde potten worden verdeeld in eenheden van %1 (%2); overgebleven fiches gaan links van de knop.</translation>
    </message>
    <message>
        <source>last side pot first</source>
        <translation>laatste side pot eerst</translation>
    </message>
    <message>
        <source>Award order: %1.</source>
        <translation>Volgorde van uitbetalen: %1.</translation>
    </message>
    <message>
        <source>Next showdown drill: Ctrl+Shift+N.</source>
        <translation>Volgende aftoonoefening: Ctrl+Shift+N.</translation>
    </message>
    <message>
        <source>Next drill: Ctrl+N.</source>
        <translation>Volgende oefening: Ctrl+N.</translation>
    </message>
    <message>
        <source>the last side pot first, the main pot last</source>
        <translation>eerst de laatste side pot, de hoofdpot als laatste</translation>
    </message>
    <message>
        <source>the main pot first, then each side pot</source>
        <translation>eerst de hoofdpot, daarna elke side pot</translation>
    </message>
    <message>
        <source>Read the hands: each pot goes to the best hand among &lt;b&gt;its&lt;/b&gt; players only.</source>
        <translation>Lees de handen: elke pot gaat naar de beste hand van alleen &lt;b&gt;zijn&lt;/b&gt; spelers.</translation>
    </message>
    <message>
        <source>Push the pots in order: %1. A pot with one player left goes at once.</source>
        <translation>Betaal de potten op volgorde uit: %1. Een pot met nog één speler gaat meteen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl&lt;/b&gt;+drag a pot onto the winner&apos;s spot; a plain drag moves a stack, &lt;b&gt;Shift&lt;/b&gt;+drag one chip.</source>
        <translation>&lt;b&gt;Ctrl&lt;/b&gt;+sleep een pot naar de plek van de winnaar; gewoon slepen verplaatst een stapel, &lt;b&gt;Shift&lt;/b&gt;+slepen één fiche.</translation>
    </message>
    <message>
        <source>A split: type each share while dragging it (the change is made for you); the odd chip goes to the first tied player left of the button.</source>
        <translation>Een gedeelde pot: typ elk deel terwijl je het sleept (het wisselgeld wordt voor je gemaakt); het overgebleven fiche gaat naar de eerste gelijke speler links van de knop.</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Check&lt;/b&gt; (Return or A) when every pot is pushed.</source>
        <translation>Druk op &lt;b&gt;Nakijken&lt;/b&gt; (Enter of A) als elke pot is uitbetaald.</translation>
    </message>
    <message>
        <source>Every pot is pushed: press Check.</source>
        <translation>Elke pot is uitbetaald: druk op Nakijken.</translation>
    </message>
    <message>
        <source>best hand among %1: %2</source>
        <translation>beste hand van %1: %2</translation>
    </message>
    <message>
        <source>only %1 is left in it</source>
        <translation>alleen %1 zit er nog in</translation>
    </message>
</context>
<context>
    <name>AwardScene</name>
    <message>
        <source>Push to %1</source>
        <translation>Naar %1</translation>
    </message>
    <message>
        <source>High half</source>
        <extracomment>A card item&apos;s data(0): a seat&apos;s hole card, or a card of the board (its burn cards too).</extracomment>
        <translation>High-helft</translation>
    </message>
    <message>
        <source>High</source>
        <translation>High</translation>
    </message>
    <message>
        <source>The high half of this pot: split the pot here, then push it to the best high hand</source>
        <translation>De high-helft van deze pot: verdeel de pot hier en schuif hem dan naar de beste high-hand</translation>
    </message>
    <message>
        <source>Low half</source>
        <translation>Low-helft</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Low</translation>
    </message>
    <message>
        <source>The low half of this pot: split the pot here, then push it to the best 8-or-better low (when no player in the pot has one, push the whole pot to the high hand)</source>
        <translation>De low-helft van deze pot: verdeel de pot hier en schuif hem dan naar de beste 8-or-better low (heeft geen speler in de pot er een, schuif dan de hele pot naar de high-hand)</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Run %1</translation>
    </message>
    <message>
        <source>Run %1&apos;s part of this pot: split the pot here, then push it to the run&apos;s winners</source>
        <translation>Het deel van run %1 van deze pot: verdeel de pot hier en schuif het dan naar de winnaars van die run</translation>
    </message>
    <message>
        <source>Push a pot (or a share of it) to %1 here</source>
        <translation>Schuif een pot (of een deel ervan) hier naar %1</translation>
    </message>
</context>
<context>
    <name>CallHandsDialog</name>
    <message>
        <source>Call the hands</source>
        <extracomment>The pick list&apos;s categories (high hands, then lows).</extracomment>
        <translation>Handen afroepen</translation>
    </message>
    <message>
        <source>Call each live hand: its category and every rank that separates it from the other hands in its pots (pair of kings, queen kicker).</source>
        <translation>Roep elke hand die nog meedoet af: de soort en elke rang die haar onderscheidt van de andere handen in haar potten (een paar heren, vrouw kicker).</translation>
    </message>
    <message>
        <source>%1, run %2</source>
        <translation>%1, run %2</translation>
    </message>
    <message>
        <source>Pick…</source>
        <translation>Kies…</translation>
    </message>
    <message>
        <source>type the call</source>
        <translation>typ de afroep</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Afroepen</translation>
    </message>
    <message>
        <source>high</source>
        <translation>high</translation>
    </message>
    <message>
        <source>low</source>
        <translation>low</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>hoge kaart</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>een paar</translation>
    </message>
    <message>
        <source>two pair</source>
        <translation>twee paar</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>drie gelijke</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>straat</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>flush</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>full house</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>vier gelijke</translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation>straight flush</translation>
    </message>
    <message>
        <source>royal flush</source>
        <translation>royal flush</translation>
    </message>
    <message>
        <source>no low</source>
        <translation>geen low</translation>
    </message>
</context>
<context>
    <name>ChipDrillDialog</name>
    <message>
        <source>Chips</source>
        <translation>Fiches</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Nakijken</translation>
    </message>
    <message>
        <source>&amp;Deal a card</source>
        <translation>&amp;Deel een kaart</translation>
    </message>
    <message>
        <source>&amp;Next drill</source>
        <translation>&amp;Volgende oefening</translation>
    </message>
    <message>
        <source>Back to the &amp;table</source>
        <translation>Terug naar de &amp;tafel</translation>
    </message>
    <message>
        <source>Leave the chip drill and show the table again (Esc)</source>
        <translation>De fichesoefening verlaten en de tafel weer tonen (Esc)</translation>
    </message>
    <message>
        <source>Deal the next card face up (Ctrl+D)</source>
        <translation>Deel de volgende kaart open (Ctrl+D)</translation>
    </message>
    <message>
        <source>Leave this drill and deal the next of its kind (Ctrl+N)</source>
        <translation>Verlaat deze oefening en deel de volgende van dezelfde soort (Ctrl+N)</translation>
    </message>
    <message>
        <source>Chips: %1</source>
        <translation>Fiches: %1</translation>
    </message>
    <message>
        <source>Level %1, time target %2 s</source>
        <translation>Niveau %1, richttijd %2 s</translation>
    </message>
    <message>
        <source>Count the stacks and type the total.</source>
        <translation>Tel de stapels en typ het totaal.</translation>
    </message>
    <message>
        <source>Colour up: the same total in the fewest chips of the set.</source>
        <translation>Inkleuren: hetzelfde bedrag in zo min mogelijk fiches van de set.</translation>
    </message>
    <message>
        <source>a %1 chip</source>
        <translation>een fiche van %1</translation>
    </message>
    <message>
        <source>cash %1</source>
        <translation>contant %1</translation>
    </message>
    <message>
        <source>A player hands in %1. Give the change.</source>
        <translation>Een speler geeft %1. Geef het wisselgeld.</translation>
    </message>
    <message>
        <source>The player asks for %1 in it.</source>
        <translation>De speler vraagt daarin om %1.</translation>
    </message>
    <message>
        <source>The rack holds %1.</source>
        <translation>In het rek liggen %1.</translation>
    </message>
    <message>
        <source>Chip race: the %1 chips leave play for %2. Deal one card per odd chip from seat 1 (Ctrl+D), then give the new chips.</source>
        <translation>Chip race: de fiches van %1 gaan uit het spel voor %2. Deel één kaart per overgebleven fiche vanaf stoel 1 (Ctrl+D) en geef dan de nieuwe fiches.</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>Totaal:</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Handed in, to colour up:</source>
        <translation>Ingeleverd, om in te kleuren:</translation>
    </message>
    <message>
        <source>Your chips (click a chip, or drag it back to the rack, for one less):</source>
        <translation>Jouw fiches (klik op een fiche, of sleep het terug naar het rek, voor één minder):</translation>
    </message>
    <message>
        <source>Rack (click a chip, or drag it to your chips, for one more):</source>
        <translation>Rek (klik op een fiche, of sleep het naar jouw fiches, voor één meer):</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>Stoel %1: %2</translation>
    </message>
    <message>
        <source>no other chips</source>
        <translation>geen andere fiches</translation>
    </message>
    <message>
        <source>%1 s of %2 s</source>
        <translation>%1 s van %2 s</translation>
    </message>
    <message>
        <source>Type the total first.</source>
        <translation>Typ eerst het totaal.</translation>
    </message>
    <message>
        <source>Deal the cards first (Ctrl+D).</source>
        <translation>Deel eerst de kaarten (Ctrl+D).</translation>
    </message>
    <message>
        <source>Right, in %1 s.</source>
        <translation>Goed, in %1 s.</translation>
    </message>
    <message>
        <source>Over the time target of %1 s.</source>
        <translation>Boven de richttijd van %1 s.</translation>
    </message>
    <message>
        <source>Not right: %1</source>
        <translation>Niet goed: %1</translation>
    </message>
    <message>
        <source>Not right. Try again while the time lasts.</source>
        <translation>Niet goed. Probeer het opnieuw zolang de tijd loopt.</translation>
    </message>
</context>
<context>
    <name>ChipsController</name>
    <message>
        <source>C&amp;hips</source>
        <extracomment>Scene px a press must move before it is a drag, not a click. Scene px between chips in a stack, and the gap every five chips (a stack cut in fives). The window&apos;s table actions whose keys a chip drill in the table&apos;s place takes (Ctrl+N, Esc). The felt is drawn at most this many times life size (a few stacks fill the view).</extracomment>
        <translation>&amp;Fiches</translation>
    </message>
    <message>
        <source>&amp;Count the stacks</source>
        <translation>Stapels &amp;tellen</translation>
    </message>
    <message>
        <source>Make c&amp;hange</source>
        <translation>&amp;Wisselen</translation>
    </message>
    <message>
        <source>Colour &amp;up</source>
        <translation>&amp;Inkleuren</translation>
    </message>
    <message>
        <source>Chip &amp;race</source>
        <translation>Fiches &amp;wegracen (chip race)</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>&amp;Niveau</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Niveau %1</translation>
    </message>
    <message>
        <source>A chip drill has no hint.</source>
        <translation>Een fichesoefening heeft geen tip.</translation>
    </message>
</context>
<context>
    <name>ClassView</name>
    <message>
        <source>Class view</source>
        <extracomment>The settings key of the instructor passphrase&apos;s hash.</extracomment>
        <translation>Klasoverzicht</translation>
    </message>
    <message>
        <source>No instructor passphrase is set on this machine. The instructor sets it first in Trainee ▸ Class view (instructor).</source>
        <translation>Op deze computer is nog geen docentenwachtwoordzin ingesteld. De docent stelt die eerst in via Cursist ▸ Klasoverzicht (docent).</translation>
    </message>
    <message>
        <source>Choose an instructor passphrase for the class view:</source>
        <translation>Kies een docentenwachtwoordzin voor het klasoverzicht:</translation>
    </message>
    <message>
        <source>Type the instructor passphrase again:</source>
        <translation>Typ de docentenwachtwoordzin nog eens:</translation>
    </message>
    <message>
        <source>The two passphrases differ; none was set.</source>
        <translation>De twee wachtwoordzinnen verschillen; er is geen ingesteld.</translation>
    </message>
    <message>
        <source>Instructor passphrase:</source>
        <translation>Docentenwachtwoordzin:</translation>
    </message>
    <message>
        <source>No passphrase was typed; nothing was done.</source>
        <translation>Er is geen wachtwoordzin getypt; er is niets gedaan.</translation>
    </message>
    <message>
        <source>Wrong passphrase.</source>
        <translation>Verkeerde wachtwoordzin.</translation>
    </message>
    <message>
        <source>%1 trainees · results from %2</source>
        <translation>%1 cursisten · resultaten uit %2</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Cursist</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Oefeningen</translation>
    </message>
    <message>
        <source>Right first time (last 50)</source>
        <translation>In één keer goed (laatste 50)</translation>
    </message>
    <message>
        <source>Median time</source>
        <translation>Mediane tijd</translation>
    </message>
    <message>
        <source>Last practised</source>
        <translation>Laatst geoefend</translation>
    </message>
    <message>
        <source>Weak spots</source>
        <translation>Zwakke plekken</translation>
    </message>
    <message>
        <source>Exams passed</source>
        <translation>Examens gehaald</translation>
    </message>
    <message>
        <source>Last exam</source>
        <translation>Laatste examen</translation>
    </message>
    <message>
        <source>Course unit</source>
        <translation>Cursuseenheid</translation>
    </message>
    <message>
        <source>%1 left wrong</source>
        <translation>%1 fout achtergelaten</translation>
    </message>
    <message>
        <source>%1 abandoned</source>
        <translation>%1 afgebroken</translation>
    </message>
    <message>
        <source>%1: %2 % (%3)</source>
        <translation>%1: %2 % (%3)</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>geslaagd</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>gezakt</translation>
    </message>
    <message>
        <source>Double-click: the result sheet of this exam (print, PDF, CSV)</source>
        <translation>Dubbelklik: het uitslagblad van dit examen (afdrukken, PDF, CSV)</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exporteren…</translation>
    </message>
    <message>
        <source>Export the class as CSV</source>
        <translation>De klas als CSV exporteren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>CSV exporteren</translation>
    </message>
</context>
<context>
    <name>CourseController</name>
    <message>
        <source>&amp;Course view…</source>
        <translation>&amp;Cursusoverzicht…</translation>
    </message>
    <message>
        <source>The course: units in order, their lessons and practice, where you stand</source>
        <translation>De cursus: eenheden op volgorde, hun lessen en oefeningen, en waar je staat</translation>
    </message>
    <message>
        <source>C&amp;ourse</source>
        <translation>Cur&amp;sus</translation>
    </message>
    <message>
        <source>Course — instructor</source>
        <translation>Cursus — docent</translation>
    </message>
    <message>
        <source>Course</source>
        <translation>Cursus</translation>
    </message>
</context>
<context>
    <name>CourseView</name>
    <message>
        <source>Course — %1</source>
        <extracomment>Item data: what a row stands for (a UnitState, a LessonRef or a DrillRef).</extracomment>
        <translation>Cursus — %1</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Eenheid</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Last 10 right first time</source>
        <translation>Laatste 10 in één keer goed</translation>
    </message>
    <message>
        <source>Course units</source>
        <translation>Cursuseenheden</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Les</translation>
    </message>
    <message>
        <source>&amp;Practise</source>
        <translation>&amp;Oefenen</translation>
    </message>
    <message>
        <source>&amp;Unlock for this trainee</source>
        <translation>&amp;Openzetten voor deze cursist</translation>
    </message>
    <message>
        <source>&amp;Reset for this trainee</source>
        <translation>Opnieuw &amp;beginnen voor deze cursist</translation>
    </message>
    <message>
        <source>%1 · unit reached: %2</source>
        <translation>%1 · bereikte eenheid: %2</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>op slot</translation>
    </message>
    <message>
        <source>open</source>
        <translation>open</translation>
    </message>
    <message>
        <source>mastered</source>
        <translation>beheerst</translation>
    </message>
    <message>
        <source>(unlocked)</source>
        <translation>(opengezet)</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>Les: %1</translation>
    </message>
    <message>
        <source>Practice: %1</source>
        <translation>Oefening: %1</translation>
    </message>
    <message>
        <source>To master it: %1.</source>
        <translation>Beheerst bij: %1.</translation>
    </message>
</context>
<context>
    <name>DrillSetController</name>
    <message>
        <source>Drill files (*.json);;All files (*)</source>
        <extracomment>Steps of the import progress bar.</extracomment>
        <translation>Oefenbestanden (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>&amp;Open drill set…</source>
        <translation>Oefenset &amp;openen…</translation>
    </message>
    <message>
        <source>Open a drill set from an instructor (a .json drill file)</source>
        <translation>Open een oefenset van een docent (een .json-oefenbestand)</translation>
    </message>
    <message>
        <source>&amp;Import hand history…</source>
        <translation>Handgeschiedenis &amp;importeren…</translation>
    </message>
    <message>
        <source>&amp;Save this drill…</source>
        <translation>Deze oefening op&amp;slaan…</translation>
    </message>
    <message>
        <source>Save the drill on the table to a drill file</source>
        <translation>Sla de oefening op tafel op in een oefenbestand</translation>
    </message>
    <message>
        <source>&amp;Previous in set</source>
        <translation>Vo&amp;rige in de set</translation>
    </message>
    <message>
        <source>The previous drill of the open set</source>
        <translation>De vorige oefening van de geopende set</translation>
    </message>
    <message>
        <source>Drill &amp;sets</source>
        <translation>Oefen&amp;sets</translation>
    </message>
    <message>
        <source>&amp;HORSE practice set</source>
        <translation>&amp;HORSE-oefenset</translation>
    </message>
    <message>
        <source>Limit hold&apos;em, Omaha hi-lo, razz, stud and stud hi-lo in HORSE order: street hands and hi-lo award drills, each game&apos;s structure in the notes</source>
        <translation>Limit hold&apos;em, Omaha hi-lo, razz, stud en stud hi-lo in HORSE-volgorde: straatoefeningen en hi-lo-uitbetaaloefeningen, met de structuur van elk spel in de notities</translation>
    </message>
    <message>
        <source>%1 · drill %2 of %3</source>
        <translation>%1 · oefening %2 van %3</translation>
    </message>
    <message>
        <source>%1 stud street hands left out: the window does not play them yet (dealer-trainer drill --file prints them)</source>
        <translation>%1 stud-straatoefeningen weggelaten: het venster speelt ze nog niet (dealer-trainer drill --file toont ze)</translation>
    </message>
    <message>
        <source>That was the last drill of the set.</source>
        <translation>Dat was de laatste oefening van de set.</translation>
    </message>
    <message>
        <source>%1: the set has no drills</source>
        <translation>%1: de set heeft geen oefeningen</translation>
    </message>
    <message>
        <source>%1: the set holds chip drills only; they are taken in exams</source>
        <translation>%1: de set bevat alleen fiche-oefeningen; die worden in examens afgenomen</translation>
    </message>
    <message>
        <source>%1: the window does not play stud street hands yet</source>
        <translation>%1: het venster speelt nog geen stud-straatoefeningen</translation>
    </message>
    <message>
        <source>Imported: %1</source>
        <translation>Geïmporteerd: %1</translation>
    </message>
    <message>
        <source>Reading hand histories…</source>
        <translation>Handgeschiedenissen lezen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Reading %1
hands: %2 · drills: %3</source>
        <translation>%1 lezen
handen: %2 · oefeningen: %3</translation>
    </message>
    <message>
        <source>hand histories</source>
        <translation>handgeschiedenissen</translation>
    </message>
    <message>
        <source>Open drill set</source>
        <translation>Oefenset openen</translation>
    </message>
    <message>
        <source>Import hand history</source>
        <translation>Handgeschiedenis importeren</translation>
    </message>
    <message>
        <source>Hand histories (*.phh *.phhs *.txt *.xml *.csv *.ohh *.json);;All files (*)</source>
        <translation>Handgeschiedenissen (*.phh *.phhs *.txt *.xml *.csv *.ohh *.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Turn real hands (PHH, PokerStars, Full Tilt, iPoker …) into drills</source>
        <translation>Echte handen (PHH, PokerStars, Full Tilt, iPoker …) omzetten in oefeningen</translation>
    </message>
    <message>
        <source>Import cancelled: no drill was loaded.</source>
        <translation>Importeren afgebroken: er is geen oefening geladen.</translation>
    </message>
    <message>
        <source>Save this drill</source>
        <translation>Deze oefening opslaan</translation>
    </message>
</context>
<context>
    <name>ExamController</name>
    <message>
        <source>Take an &amp;exam…</source>
        <extracomment>Seconds left under which the countdown turns red. The settings key of the last trainee name typed for an exam. where results go; None: the user&apos;s ``exams.sqlite3``, opened at the first result closing the window hands the exam in (False: the window&apos;s resume keeper decides) where the exam being taken came from: {&quot;file&quot;: path} or {&quot;school&quot;: exam id}, or None</extracomment>
        <translation>&amp;Examen afleggen…</translation>
    </message>
    <message>
        <source>Open an exam file from an instructor and take it against the clock</source>
        <translation>Open een examenbestand van een instructeur en maak het tegen de klok</translation>
    </message>
    <message>
        <source>Exam time left</source>
        <translation>Resterende examentijd</translation>
    </message>
    <message>
        <source>Take an exam</source>
        <translation>Examen afleggen</translation>
    </message>
    <message>
        <source>Exam files (*.json);;All files (*)</source>
        <translation>Examenbestanden (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Wrong passphrase. The instructor&apos;s passphrase for this exam:</source>
        <translation>Verkeerde wachtwoordzin. De wachtwoordzin van de instructeur voor dit examen:</translation>
    </message>
    <message>
        <source>This exam is sealed. The instructor&apos;s passphrase:</source>
        <translation>Dit examen is verzegeld. De wachtwoordzin van de instructeur:</translation>
    </message>
    <message>
        <source>An exam is already being taken.</source>
        <translation>Er wordt al een examen afgelegd.</translation>
    </message>
    <message>
        <source>This exam cannot be taken: %1</source>
        <translation>Dit examen kan niet worden afgenomen: %1</translation>
    </message>
    <message>
        <source>%1 · drill %2 of %3</source>
        <translation>%1 · oefening %2 van %3</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
    <message>
        <source>&lt;b&gt;EXAM&lt;/b&gt; · written part: %1 questions</source>
        <translation>&lt;b&gt;EXAMEN&lt;/b&gt; · schriftelijk deel: %1 vragen</translation>
    </message>
    <message>
        <source>&lt;b&gt;EXAM&lt;/b&gt; · drill %1 of %2</source>
        <translation>&lt;b&gt;EXAMEN&lt;/b&gt; · oefening %1 van %2</translation>
    </message>
    <message>
        <source>This drill: &lt;b&gt;%1&lt;/b&gt; left</source>
        <translation>Deze oefening: nog &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Exam: &lt;b&gt;%1&lt;/b&gt; left</source>
        <translation>Examen: nog &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>This result could not be saved: %1</source>
        <translation>Deze uitslag kon niet worden bewaard: %1</translation>
    </message>
    <message>
        <source>Saved with your exam results (%1).</source>
        <translation>Bewaard bij je examenuitslagen (%1).</translation>
    </message>
    <message>
        <source>The old results file could not be read; it was kept as %1 and a new one started.</source>
        <translation>Het oude uitslagenbestand kon niet worden gelezen; het is bewaard als %1 en er is een nieuw begonnen.</translation>
    </message>
</context>
<context>
    <name>ExamIntroDialog</name>
    <message>
        <source>%1 for the whole exam</source>
        <translation>%1 voor het hele examen</translation>
    </message>
    <message>
        <source>%1 per drill</source>
        <translation>%1 per oefening</translation>
    </message>
    <message>
        <source>Take an exam</source>
        <translation>Examen afleggen</translation>
    </message>
    <message>
        <source>By %1</source>
        <translation>Door %1</translation>
    </message>
    <message>
        <source> (%1 with cards: build, then award)</source>
        <translation> (%1 met kaarten: bouwen, dan uitbetalen)</translation>
    </message>
    <message>
        <source> (%1 chip drills, in the chip window)</source>
        <translation> (%1 fiche-oefeningen, in het fiche-venster)</translation>
    </message>
    <message>
        <source>Drills:</source>
        <translation>Oefeningen:</translation>
    </message>
    <message>
        <source>Written part:</source>
        <translation>Schriftelijk deel:</translation>
    </message>
    <message>
        <source>%1 questions, taken first, before the table</source>
        <translation>%1 vragen, eerst, vóór de tafel</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Tijd:</translation>
    </message>
    <message>
        <source>written %1 %</source>
        <translation>schriftelijk %1 %</translation>
    </message>
    <message>
        <source>table %1 %</source>
        <translation>tafel %1 %</translation>
    </message>
    <message>
        <source>%1 % in all, the parts weighted: %2</source>
        <translation>%1 % in totaal, de delen gewogen: %2</translation>
    </message>
    <message>
        <source>; each part at least %1</source>
        <translation>; elk deel minstens %1</translation>
    </message>
    <message>
        <source>Pass mark:</source>
        <translation>Slaaggrens:</translation>
    </message>
    <message>
        <source>%1 % of the drills right</source>
        <translation>%1 % van de oefeningen goed</translation>
    </message>
    <message>
        <source>none: no hints, no solution, no dealer helpers, no undo after Check</source>
        <translation>geen: geen tips, geen oplossing, geen dealerhulp, geen ongedaan maken na Nakijken</translation>
    </message>
    <message>
        <source>Aids allowed:</source>
        <translation>Toegestane hulpmiddelen:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Je naam</translation>
    </message>
    <message>
        <source>Trainee:</source>
        <translation>Cursist:</translation>
    </message>
    <message>
        <source>Check hands a drill in: one Check per drill.</source>
        <translation>Nakijken levert een oefening in: één keer Nakijken per oefening.</translation>
    </message>
    <message>
        <source>A wrong Check leaves the drill open until its time runs out.</source>
        <translation>Na een fout Nakijken blijft de oefening open tot de tijd om is.</translation>
    </message>
    <message>
        <source>When the time runs out, the drill is handed in as it stands. The clock starts when you press Start.</source>
        <translation>Als de tijd om is, wordt de oefening ingeleverd zoals ze staat. De klok loopt zodra je op Examen beginnen drukt.</translation>
    </message>
    <message>
        <source>Start the exam</source>
        <translation>Examen beginnen</translation>
    </message>
</context>
<context>
    <name>FeedbackPanel</name>
    <message>
        <source>Check</source>
        <translation>Nakijken</translation>
    </message>
    <message>
        <source>Check every pile (Return)</source>
        <translation>Kijk elke stapel na (Enter)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>Highlight the next layer to build (H)</source>
        <translation>Toon de volgende laag om te bouwen (H)</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Oplossing</translation>
    </message>
    <message>
        <source>Show the solution layer by layer (S)</source>
        <translation>Toon de oplossing laag voor laag (S)</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Terugkoppeling</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Oefening</translation>
    </message>
    <message>
        <source>Push any &lt;b&gt;uncalled bet&lt;/b&gt; back first: drag it (type the amount while dragging) onto its player.</source>
        <translation>Schuif eerst een &lt;b&gt;niet-geëvenaarde inzet&lt;/b&gt; terug: sleep hem naar zijn speler (typ het bedrag tijdens het slepen).</translation>
    </message>
    <message>
        <source>Size the smallest all-in against each bet and cut that much from every bet, folded bets included, into the &lt;b&gt;Main pot&lt;/b&gt;.</source>
        <translation>Meet de kleinste all-in af tegen elke inzet en neem zoveel van elke inzet, ook van wie weggooide, in de &lt;b&gt;hoofdpot&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Open the next side pot with &lt;b&gt;+ Side pot&lt;/b&gt; (P) and repeat at the next all-in level; the last pot takes what is left.</source>
        <translation>Open de volgende side pot met &lt;b&gt;+ Side pot&lt;/b&gt; (P) en herhaal op het volgende all-in-niveau; de laatste pot krijgt wat overblijft.</translation>
    </message>
    <message>
        <source>Pull dead money (antes, dead blinds) into the Main pot.</source>
        <translation>Haal dood geld (antes, dode blinds) in de hoofdpot.</translation>
    </message>
    <message>
        <source>Type an amount while dragging (or turn the wheel) to carry exactly that much; &lt;b&gt;Ctrl&lt;/b&gt;+drag takes a seat&apos;s whole bet, cut to the pot&apos;s all-in level. A plain drag lifts a chip and the chips above it; &lt;b&gt;Shift&lt;/b&gt;+drag one chip.</source>
        <translation>Typ tijdens het slepen een bedrag (of draai aan het wieltje) om precies zoveel mee te nemen; &lt;b&gt;Ctrl&lt;/b&gt;+slepen neemt de hele inzet van een stoel, afgenomen op het all-in-niveau van de pot. Gewoon slepen pakt een fiche en de fiches erboven; &lt;b&gt;Shift&lt;/b&gt;+slepen één fiche.</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Check&lt;/b&gt; (Return) when the pots are built.</source>
        <translation>Druk op &lt;b&gt;Nakijken&lt;/b&gt; (Enter) als de potten gebouwd zijn.</translation>
    </message>
    <message>
        <source>The lesson explains itself once you check.</source>
        <translation>De les legt zichzelf uit zodra je nakijkt.</translation>
    </message>
    <message>
        <source>Notes on this hand come with the check.</source>
        <translation>De toelichting bij deze hand komt bij het nakijken.</translation>
    </message>
    <message>
        <source>Build the pots</source>
        <translation>Bouw de potten</translation>
    </message>
    <message>
        <source>Time %1</source>
        <translation>Tijd %1</translation>
    </message>
    <message>
        <source>Solution shown.</source>
        <translation>Oplossing getoond.</translation>
    </message>
    <message>
        <source>Right first time! %1</source>
        <translation>In één keer goed! %1</translation>
    </message>
    <message>
        <source>Solved in %1 · checks: %2 · mistakes named: %3</source>
        <translation>Opgelost in %1 · keer nagekeken: %2 · fouten genoemd: %3</translation>
    </message>
    <message>
        <source>Checks so far: %1 · mistakes named: %2</source>
        <translation>Keer nagekeken: %1 · fouten genoemd: %2</translation>
    </message>
    <message>
        <source>Every pile is right.</source>
        <translation>Elke stapel klopt.</translation>
    </message>
    <message>
        <source>Fix:</source>
        <translation>Oplossing:</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Regel:</translation>
    </message>
    <message>
        <source>The piles</source>
        <translation>De stapels</translation>
    </message>
    <message>
        <source>Next drill: Ctrl+N.</source>
        <translation>Volgende oefening: Ctrl+N.</translation>
    </message>
    <message>
        <source>The lesson</source>
        <translation>De les</translation>
    </message>
    <message>
        <source>Every layer is built: press Check.</source>
        <translation>Elke laag is gebouwd: druk op Nakijken.</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 van %2</translation>
    </message>
    <message>
        <source>dead money</source>
        <translation>dood geld</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Volgende: %1</translation>
    </message>
    <message>
        <source>The solution, layer by layer</source>
        <translation>De oplossing, laag voor laag</translation>
    </message>
    <message>
        <source>%1, should be %2</source>
        <translation>%1, moet %2 zijn</translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>Burn card</source>
        <translation>Burnkaart (dicht weggelegd)</translation>
    </message>
    <message>
        <source>%1 to act</source>
        <translation>%1 is aan de beurt</translation>
    </message>
    <message>
        <source>The muck</source>
        <translation>De muck (weggegooide kaarten)</translation>
    </message>
</context>
<context>
    <name>HandCalling</name>
    <message>
        <source>&amp;Call the hands at showdown</source>
        <translation>&amp;Handen afroepen bij de aftoon</translation>
    </message>
    <message>
        <source>Hand names hidden: call each live hand before pushing</source>
        <translation>Handnamen verborgen: roep elke hand af voor je uitbetaalt</translation>
    </message>
    <message>
        <source>Call-the-&amp;hands drill</source>
        <translation>&amp;Afroepoefening</translation>
    </message>
    <message>
        <source>A showdown whose live hands you call before pushing</source>
        <translation>Een aftoon waarvan je de handen afroept voor je uitbetaalt</translation>
    </message>
    <message>
        <source>Call each live hand, then push the pots.</source>
        <translation>Roep elke hand af en betaal dan de potten uit.</translation>
    </message>
    <message>
        <source>Calls recorded: now push the pots.</source>
        <translation>Afroepen genoteerd: betaal nu de potten uit.</translation>
    </message>
    <message>
        <source>Every call is right.</source>
        <translation>Elke afroep klopt.</translation>
    </message>
    <message>
        <source>Some calls are wrong:</source>
        <translation>Sommige afroepen kloppen niet:</translation>
    </message>
    <message>
        <source>%1, run %2</source>
        <translation>%1, run %2</translation>
    </message>
    <message>
        <source>Now push the pots.</source>
        <translation>Betaal nu de potten uit.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>Lan&amp;guage</source>
        <translation>Taa&amp;l</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systeemtaal</translation>
    </message>
    <message>
        <source>Applies when Dealer Trainer starts again</source>
        <translation>Gaat in als Dealer Trainer opnieuw start</translation>
    </message>
    <message>
        <source>The language changes when Dealer Trainer starts again</source>
        <translation>De taal verandert als Dealer Trainer opnieuw start</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>Dealer Trainer will be in %1 when you start it again.</source>
        <translation>Dealer Trainer start de volgende keer in deze taal: %1.</translation>
    </message>
    <message>
        <source>the system language</source>
        <translation>de systeemtaal</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Check</source>
        <extracomment>The rest of the window loads after the first paint, or after this long when nothing paints. keeps a half-done drill or exam at quitting (with ``resume``), made with the rest</extracomment>
        <translation>&amp;Nakijken</translation>
    </message>
    <message>
        <source>Check every pile</source>
        <translation>Kijk elke stapel na</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>Show the next layer</source>
        <translation>Toon de volgende laag</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>&amp;Oplossing tonen</translation>
    </message>
    <message>
        <source>Build the pots layer by layer</source>
        <translation>Bouw de potten laag voor laag</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Opnie&amp;uw</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>&amp;Reset drill</source>
        <translation>Opnieuw &amp;beginnen</translation>
    </message>
    <message>
        <source>Every chip back in front of its player</source>
        <translation>Elk fiche terug voor zijn speler</translation>
    </message>
    <message>
        <source>&amp;Next drill</source>
        <translation>&amp;Volgende oefening</translation>
    </message>
    <message>
        <source>Deal a new drill at this level</source>
        <translation>Deel een nieuwe oefening op dit niveau</translation>
    </message>
    <message>
        <source>Drill &amp;code…</source>
        <translation>Oefen&amp;code…</translation>
    </message>
    <message>
        <source>Open a drill by its code</source>
        <translation>Open een oefening met haar code</translation>
    </message>
    <message>
        <source>Open side &amp;pot</source>
        <translation>Side &amp;pot openen</translation>
    </message>
    <message>
        <source>Open the next side pot</source>
        <translation>Open de volgende side pot</translation>
    </message>
    <message>
        <source>Close empty side pot</source>
        <translation>Lege side pot sluiten</translation>
    </message>
    <message>
        <source>Close the last side pot when it is empty</source>
        <translation>Sluit de laatste side pot als hij leeg is</translation>
    </message>
    <message>
        <source>&amp;Move chips…</source>
        <translation>Fiches &amp;verplaatsen…</translation>
    </message>
    <message>
        <source>Move or change chips with the keyboard</source>
        <translation>Verplaats of wissel fiches met het toetsenbord</translation>
    </message>
    <message>
        <source>Cancel drag</source>
        <translation>Slepen annuleren</translation>
    </message>
    <message>
        <source>Put lifted chips back</source>
        <translation>Leg opgepakte fiches terug</translation>
    </message>
    <message>
        <source>&amp;Animate chips</source>
        <translation>Fiches &amp;animeren</translation>
    </message>
    <message>
        <source>Animate chips moving</source>
        <translation>Bewegende fiches animeren</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Afsluiten</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Niveau %1</translation>
    </message>
    <message>
        <source>Deal drills at level %1</source>
        <translation>Deel oefeningen op niveau %1</translation>
    </message>
    <message>
        <source>&amp;Drill</source>
        <translation>&amp;Oefening</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>&amp;Niveau</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tafel</translation>
    </message>
    <message>
        <source>L&amp;essons</source>
        <translation>L&amp;essen</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Drill level (Ctrl+1 … Ctrl+5)</source>
        <translation>Oefenniveau (Ctrl+1 … Ctrl+5)</translation>
    </message>
    <message>
        <source>Drill level</source>
        <translation>Oefenniveau</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Les</translation>
    </message>
    <message>
        <source>Dealer Trainer — %1</source>
        <translation>Dealer Trainer — %1</translation>
    </message>
    <message>
        <source>Street hand</source>
        <translation>Straat voor straat</translation>
    </message>
    <message>
        <source>Drill set</source>
        <translation>Oefenset</translation>
    </message>
    <message>
        <source>Drill code</source>
        <translation>Oefencode</translation>
    </message>
    <message>
        <source>Enter a drill code:</source>
        <translation>Voer een oefencode in:</translation>
    </message>
    <message>
        <source>In front of %1</source>
        <translation>Voor %1</translation>
    </message>
    <message>
        <source>Return to %1</source>
        <translation>Terug naar %1</translation>
    </message>
    <message>
        <source>Make change</source>
        <translation>Wisselen</translation>
    </message>
    <message>
        <source>Move these chips to</source>
        <translation>Deze fiches verplaatsen naar</translation>
    </message>
    <message>
        <source>Move this chip to</source>
        <translation>Dit fiche verplaatsen naar</translation>
    </message>
</context>
<context>
    <name>MoveDialog</name>
    <message>
        <source>Move chips</source>
        <translation>Fiches verplaatsen</translation>
    </message>
    <message>
        <source>or an amount, e.g. 40</source>
        <translation>of een bedrag, bijv. 40</translation>
    </message>
    <message>
        <source>Amount to move</source>
        <translation>Te verplaatsen bedrag</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Van</translation>
    </message>
    <message>
        <source>C&amp;hips</source>
        <translation>&amp;Fiches</translation>
    </message>
    <message>
        <source>&amp;How many</source>
        <translation>&amp;Hoeveel</translation>
    </message>
    <message>
        <source>&amp;Amount</source>
        <translation>&amp;Bedrag</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>&amp;Naar</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Verplaatsen</translation>
    </message>
    <message>
        <source>Make &amp;change of one chip</source>
        <translation>Eén fiche &amp;wisselen</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
</context>
<context>
    <name>ProgressDialog</name>
    <message>
        <source>Progress — %1</source>
        <translation>Voortgang — %1</translation>
    </message>
    <message>
        <source>What to practise next</source>
        <translation>Wat je nu moet oefenen</translation>
    </message>
    <message>
        <source>Course: %1</source>
        <translation>Cursus: %1</translation>
    </message>
    <message>
        <source>Course unit reached</source>
        <translation>Bereikte cursuseenheid</translation>
    </message>
    <message>
        <source>Practise my &amp;weak spots</source>
        <translation>Mijn &amp;zwakke plekken oefenen</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Alle niveaus</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Niveau %1</translation>
    </message>
    <message>
        <source>Lessons and imports</source>
        <translation>Lessen en imports</translation>
    </message>
    <message>
        <source>Drill kind</source>
        <translation>Soort oefening</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Alle soorten</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Toon:</translation>
    </message>
    <message>
        <source>Right first time in a row, now</source>
        <translation>Nu in één keer goed op rij</translation>
    </message>
    <message>
        <source>Best run right first time</source>
        <translation>Langste reeks in één keer goed</translation>
    </message>
    <message>
        <source>Days in a row you practised, now</source>
        <translation>Dagen op rij geoefend, nu</translation>
    </message>
    <message>
        <source>Most days in a row</source>
        <translation>Meeste dagen op rij</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Oefeningen</translation>
    </message>
    <message>
        <source>Right first time</source>
        <translation>In één keer goed</translation>
    </message>
    <message>
        <source>Mean time</source>
        <translation>Gemiddelde tijd</translation>
    </message>
    <message>
        <source>Most common mistakes</source>
        <translation>Meest gemaakte fouten</translation>
    </message>
    <message>
        <source>Accuracy and time</source>
        <translation>Nauwkeurigheid en tijd</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fouten</translation>
    </message>
    <message>
        <source>Streaks</source>
        <translation>Reeksen</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Niveaus</translation>
    </message>
    <message>
        <source>Your progress could not be read: %1</source>
        <translation>Je voortgang kon niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>%1 drills</source>
        <translation>%1 oefeningen</translation>
    </message>
    <message>
        <source>%1 left wrong</source>
        <translation>%1 fout achtergelaten</translation>
    </message>
    <message>
        <source>%1 abandoned</source>
        <translation>%1 afgebroken</translation>
    </message>
    <message>
        <source>Right first time per day (%)</source>
        <translation>In één keer goed per dag (%)</translation>
    </message>
    <message>
        <source>Median time per drill, per day (seconds)</source>
        <translation>Mediane tijd per oefening, per dag (seconden)</translation>
    </message>
    <message>
        <source>Mistakes by kind, last %1 practice days</source>
        <translation>Fouten per soort, laatste %1 oefendagen</translation>
    </message>
    <message>
        <source>other mistakes</source>
        <translation>andere fouten</translation>
    </message>
    <message>
        <source>no mistakes yet</source>
        <translation>nog geen fouten</translation>
    </message>
</context>
<context>
    <name>ProgressRecorder</name>
    <message>
        <source>Your last result could not be saved (%1). %2 waiting: kept in memory and tried again with your next drill.</source>
        <extracomment>Mistake codes drawn separately in the mistakes chart (the rest are &quot;other&quot;), and days shown. (build codes, award codes) named before a trainee switch on this drill: not this attempt&apos;s</extracomment>
        <translation>Je laatste uitslag kon niet worden bewaard (%1). %2 wachtend: in het geheugen bewaard en opnieuw geprobeerd bij je volgende oefening.</translation>
    </message>
</context>
<context>
    <name>ResultSheet</name>
    <message>
        <source>Exam result — %1</source>
        <translation>Examenuitslag — %1</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>GESLAAGD</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>GEZAKT</translation>
    </message>
    <message>
        <source>(no name given)</source>
        <translation>(geen naam opgegeven)</translation>
    </message>
    <message>
        <source>Trainee: %1 · %2</source>
        <translation>Cursist: %1 · %2</translation>
    </message>
    <message>
        <source>%1 of %2 drills right (%3 %) · pass mark %4 % · time %5</source>
        <translation>%1 van %2 oefeningen goed (%3 %) · slaaggrens %4 % · tijd %5</translation>
    </message>
    <message>
        <source>build</source>
        <translation>bouwen</translation>
    </message>
    <message>
        <source>build and award</source>
        <translation>bouwen en uitbetalen</translation>
    </message>
    <message>
        <source>street hand</source>
        <translation>hand per straat</translation>
    </message>
    <message>
        <source>written question</source>
        <translation>schriftelijke vraag</translation>
    </message>
    <message>
        <source>chips: count the stacks</source>
        <translation>fiches: stapels tellen</translation>
    </message>
    <message>
        <source>chips: make change</source>
        <translation>fiches: wisselen</translation>
    </message>
    <message>
        <source>chips: colour up</source>
        <translation>fiches: inkleuren</translation>
    </message>
    <message>
        <source>chips: chip race</source>
        <translation>fiches: chip race</translation>
    </message>
    <message>
        <source>%1 of %2 questions and drills right · weighted %3 % · pass mark %4 % · time %5</source>
        <translation>%1 van %2 vragen en oefeningen goed · gewogen %3 % · cesuur %4 % · tijd %5</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Oefening</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fouten</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Hoe het afliep</translation>
    </message>
    <message>
        <source>✔ right</source>
        <translation>✔ goed</translation>
    </message>
    <message>
        <source>✘ wrong</source>
        <translation>✘ fout</translation>
    </message>
    <message>
        <source>Exam id: %1</source>
        <translation>Examen-id: %1</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Afdrukken…</translation>
    </message>
    <message>
        <source>Print the result sheet</source>
        <translation>Het uitslagblad afdrukken</translation>
    </message>
    <message>
        <source>Save &amp;PDF…</source>
        <translation>&amp;PDF opslaan…</translation>
    </message>
    <message>
        <source>Save the result sheet as a PDF file</source>
        <translation>Het uitslagblad als PDF-bestand opslaan</translation>
    </message>
    <message>
        <source>Save &amp;CSV…</source>
        <translation>&amp;CSV opslaan…</translation>
    </message>
    <message>
        <source>Save the drills as CSV: drill, kind, right, seconds, mistakes, ended</source>
        <translation>De oefeningen als CSV opslaan: drill, kind, right, seconds, mistakes, ended</translation>
    </message>
    <message>
        <source>Save the result sheet as CSV</source>
        <translation>Het uitslagblad als CSV opslaan</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>Save the result sheet as PDF</source>
        <translation>Het uitslagblad als PDF opslaan</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-bestanden (*.pdf)</translation>
    </message>
    <message>
        <source>1 hint</source>
        <translation>1 tip</translation>
    </message>
    <message>
        <source>%1 hints</source>
        <translation>%1 tips</translation>
    </message>
</context>
<context>
    <name>Resumer</name>
    <message>
        <source>The drill kept from last time could not be read (%1); the file was set aside as %2.</source>
        <translation>De oefening die de vorige keer bewaard is, kon niet worden gelezen (%1); het bestand is apart gezet als %2.</translation>
    </message>
    <message>
        <source>The drill could not be kept for the next start (%1).</source>
        <translation>De oefening kon niet worden bewaard voor de volgende start (%1).</translation>
    </message>
    <message>
        <source>Resume your drill?</source>
        <translation>Verder met je oefening?</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Verdergaan</translation>
    </message>
    <message>
        <source>Start a &amp;new drill</source>
        <translation>Een &amp;nieuwe oefening beginnen</translation>
    </message>
    <message>
        <source>Resumed where you left off.</source>
        <translation>Verder waar je was gebleven.</translation>
    </message>
    <message>
        <source>You left a street-by-street hand unfinished: %1. Resume deals it again from its first action (the moves made are not kept).</source>
        <translation>Je hebt een hand straat voor straat niet afgemaakt: %1. Verdergaan deelt haar opnieuw vanaf de eerste actie (de gemaakte zetten zijn niet bewaard).</translation>
    </message>
    <message>
        <source>a drill</source>
        <translation>een oefening</translation>
    </message>
    <message>
        <source>%1, drill %2 of %3</source>
        <translation>%1, oefening %2 van %3</translation>
    </message>
    <message>
        <source>You left the award of %1 unfinished. Resume goes on with the pots as you built them (%2 on the clock); the pots pushed are pushed again.</source>
        <translation>Je hebt de uitbetaling van %1 niet afgemaakt. Verdergaan gaat verder met de potten zoals je ze gebouwd hebt (%2 op de klok); de uitbetaalde potten betaal je opnieuw uit.</translation>
    </message>
    <message>
        <source>You left %1 half built. Resume puts back the piles as you left them, with Undo, the clock (%2) and your checks so far.</source>
        <translation>Je hebt %1 half gebouwd achtergelaten. Verdergaan zet de stapels terug zoals je ze achterliet, met Ongedaan maken, de klok (%2) en je nakijkbeurten tot nu toe.</translation>
    </message>
    <message>
        <source>The exam&apos;s table could not be put back (%1).</source>
        <translation>De tafel van het examen kon niet worden teruggezet (%1).</translation>
    </message>
    <message>
        <source>Your exam goes on: %1 left.</source>
        <translation>Je examen gaat verder: nog %1.</translation>
    </message>
    <message>
        <source>Your exam “%1” was recorded as ended by quitting: %2 of %3 drills right.</source>
        <translation>Je examen “%1” is vastgelegd als beëindigd door afsluiten: %2 van %3 oefeningen goed.</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
    <message>
        <source>It could not be opened again: %1</source>
        <translation>Het kon niet opnieuw worden geopend: %1</translation>
    </message>
    <message>
        <source>the school&apos;s store is not open</source>
        <translation>de opslag van de school is niet open</translation>
    </message>
    <message>
        <source>Wrong passphrase. The instructor&apos;s passphrase for this exam:</source>
        <translation>Verkeerde wachtwoordzin. De wachtwoordzin van de instructeur voor dit examen:</translation>
    </message>
    <message>
        <source>Your exam goes on. The instructor&apos;s passphrase:</source>
        <translation>Je examen gaat verder. De wachtwoordzin van de instructeur:</translation>
    </message>
    <message>
        <source>no passphrase was given</source>
        <translation>er is geen wachtwoordzin gegeven</translation>
    </message>
    <message>
        <source>it is not the exam that was being taken</source>
        <translation>het is niet het examen dat werd afgelegd</translation>
    </message>
    <message>
        <source>Quit Dealer Trainer</source>
        <translation>Dealer Trainer afsluiten</translation>
    </message>
    <message>
        <source>This street-by-street hand is not finished.</source>
        <translation>Deze hand straat voor straat is niet af.</translation>
    </message>
    <message>
        <source>Keep it for later: the next start deals it again from its first action.</source>
        <translation>Bewaren voor later: de volgende start deelt haar opnieuw vanaf de eerste actie.</translation>
    </message>
    <message>
        <source>This drill is half built.</source>
        <translation>Deze oefening is half gebouwd.</translation>
    </message>
    <message>
        <source>Keep it for later: the next start offers to go on where you left off (the piles, the clock and your checks so far).</source>
        <translation>Bewaren voor later: de volgende start biedt aan verder te gaan waar je was gebleven (de stapels, de klok en je nakijkbeurten tot nu toe).</translation>
    </message>
    <message>
        <source>Quit anyway: it is recorded as left unfinished.</source>
        <translation>Toch afsluiten: ze wordt vastgelegd als onafgemaakt achtergelaten.</translation>
    </message>
    <message>
        <source>&amp;Keep it for later</source>
        <translation>&amp;Bewaren voor later</translation>
    </message>
    <message>
        <source>&amp;Quit anyway</source>
        <translation>&amp;Toch afsluiten</translation>
    </message>
    <message>
        <source>You are taking an exam: its clock keeps running while Dealer Trainer is closed.</source>
        <translation>Je legt een examen af: de klok loopt door terwijl Dealer Trainer gesloten is.</translation>
    </message>
    <message>
        <source>Keep it: start Dealer Trainer again before %1 to go on with the time left; after that the exam is recorded as ended by quitting, the drill you are on as it stands. Hand it in: the exam ends now.</source>
        <translation>Bewaren: start Dealer Trainer opnieuw vóór %1 om verder te gaan met de resterende tijd; daarna wordt het examen vastgelegd als beëindigd door afsluiten, de oefening waar je mee bezig bent zoals ze staat. Inleveren: het examen eindigt nu.</translation>
    </message>
    <message>
        <source>&amp;Keep the exam and quit</source>
        <translation>Examen &amp;bewaren en afsluiten</translation>
    </message>
    <message>
        <source>&amp;Hand it in and quit</source>
        <translation>&amp;Inleveren en afsluiten</translation>
    </message>
</context>
<context>
    <name>RoomProfileController</name>
    <message>
        <source>Room &amp;profile</source>
        <translation>Zaal&amp;profiel</translation>
    </message>
    <message>
        <source>No profile: the house rules as set</source>
        <translation>Geen profiel: de huisregels zoals ingesteld</translation>
    </message>
    <message>
        <source>&amp;Open profile…</source>
        <translation>Profiel &amp;openen…</translation>
    </message>
    <message>
        <source>Open a room profile</source>
        <translation>Een zaalprofiel openen</translation>
    </message>
    <message>
        <source>Room profiles (*.json)</source>
        <translation>Zaalprofielen (*.json)</translation>
    </message>
    <message>
        <source>Room profile: none</source>
        <translation>Zaalprofiel: geen</translation>
    </message>
    <message>
        <source>No room profile: the house rules as set in the Showdown menu</source>
        <translation>Geen zaalprofiel: de huisregels zoals ingesteld in het menu Aftoon</translation>
    </message>
    <message>
        <source>Room profile: %1</source>
        <translation>Zaalprofiel: %1</translation>
    </message>
    <message>
        <source>Room profile: %1 (house rules changed here)</source>
        <translation>Zaalprofiel: %1 (huisregels hier gewijzigd)</translation>
    </message>
</context>
<context>
    <name>RulingBox</name>
    <message>
        <source>Next action (Space)</source>
        <translation>Volgende actie (spatie)</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Je antwoord</translation>
    </message>
    <message>
        <source>Amount, then Enter</source>
        <translation>Bedrag, dan Enter</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwoorden</translation>
    </message>
</context>
<context>
    <name>School</name>
    <message>
        <source>Your progress store could not be opened (%1); results are NOT saved.</source>
        <translation>Je voortgangsopslag kon niet worden geopend (%1); uitslagen worden NIET bewaard.</translation>
    </message>
    <message>
        <source>S&amp;witch trainee…</source>
        <translation>Andere &amp;cursist…</translation>
    </message>
    <message>
        <source>Pick who is training; results are kept per trainee</source>
        <translation>Kies wie er oefent; uitslagen worden per cursist bewaard</translation>
    </message>
    <message>
        <source>&amp;Progress…</source>
        <translation>&amp;Voortgang…</translation>
    </message>
    <message>
        <source>Your progress: what to practise next, accuracy and time, mistakes, streaks</source>
        <translation>Je voortgang: wat je nu moet oefenen, nauwkeurigheid en tijd, fouten, reeksen</translation>
    </message>
    <message>
        <source>Practise my &amp;weak spots</source>
        <translation>Mijn &amp;zwakke plekken oefenen</translation>
    </message>
    <message>
        <source>Drills aimed at your most frequent recent mistakes, each saying why it was chosen</source>
        <translation>Oefeningen gericht op je vaakste recente fouten, elk met de reden waarom ze gekozen is</translation>
    </message>
    <message>
        <source>School &amp;database…</source>
        <translation>&amp;Database van de school…</translation>
    </message>
    <message>
        <source>Keep results on the school&apos;s PostgreSQL server (a postgresql:// URL) or on this machine</source>
        <translation>Bewaar uitslagen op de PostgreSQL-server van de school (een postgresql://-URL) of op deze computer</translation>
    </message>
    <message>
        <source>&amp;Class view (instructor)…</source>
        <translation>&amp;Klasoverzicht (docent)…</translation>
    </message>
    <message>
        <source>Every trainee&apos;s results, weak spots and exams; export as CSV</source>
        <translation>De resultaten, zwakke plekken en examens van elke cursist; exporteren als CSV</translation>
    </message>
    <message>
        <source>Take a school &amp;exam…</source>
        <translation>Schoolexamen &amp;afleggen…</translation>
    </message>
    <message>
        <source>Take an exam your instructor published on the school&apos;s database</source>
        <translation>Leg een examen af dat je docent in de database van de school heeft gepubliceerd</translation>
    </message>
    <message>
        <source>Open a school &amp;drill set…</source>
        <translation>School&amp;oefenset openen…</translation>
    </message>
    <message>
        <source>Practise a drill set your instructor published on the school&apos;s database</source>
        <translation>Oefen met een oefenset die je docent in de database van de school heeft gepubliceerd</translation>
    </message>
    <message>
        <source>P&amp;ublish an exam or drill set (instructor)…</source>
        <translation>Examen of oefenset p&amp;ubliceren (docent)…</translation>
    </message>
    <message>
        <source>Put an exam file (it stays sealed) or a drill set file on the school&apos;s database</source>
        <translation>Zet een examenbestand (het blijft verzegeld) of een oefenset in de database van de school</translation>
    </message>
    <message>
        <source>T&amp;rainee</source>
        <translation>C&amp;ursist</translation>
    </message>
    <message>
        <source>School database</source>
        <translation>Database van de school</translation>
    </message>
    <message>
        <source>PostgreSQL URL of the school&apos;s database, e.g. postgresql://ana@school.example/class
(empty: keep results on this machine). The password is never written to the settings:
it is kept in this computer&apos;s keyring when there is one
(else give it in PGPASSWORD or ~/.pgpass).</source>
        <translation>PostgreSQL-URL van de database van de school, bijv. postgresql://ana@school.example/class
(leeg: uitslagen op deze computer bewaren). Het wachtwoord komt nooit in de instellingen:
het wordt bewaard in de sleutelbos van deze computer als die er is
(geef het anders in PGPASSWORD of ~/.pgpass).</translation>
    </message>
    <message>
        <source>That database could not be used (%1).</source>
        <translation>Die database kon niet worden gebruikt (%1).</translation>
    </message>
    <message>
        <source>The password is kept in this computer&apos;s keyring, not in the settings.</source>
        <translation>Het wachtwoord wordt bewaard in de sleutelbos van deze computer, niet in de instellingen.</translation>
    </message>
    <message>
        <source>The password is used now but not kept (no keyring on this computer): give it in DEALER_TRAINER_DB, PGPASSWORD or ~/.pgpass to have it at every start.</source>
        <translation>Het wachtwoord wordt nu gebruikt maar niet bewaard (geen sleutelbos op deze computer): geef het in DEALER_TRAINER_DB, PGPASSWORD of ~/.pgpass om het bij elke start te hebben.</translation>
    </message>
    <message>
        <source>Progress status</source>
        <translation>Status van de voortgang</translation>
    </message>
    <message>
        <source>Trainee: %1</source>
        <translation>Cursist: %1</translation>
    </message>
    <message>
        <source>This window keeps no progress</source>
        <translation>Dit venster houdt geen voortgang bij</translation>
    </message>
    <message>
        <source>results NOT saved</source>
        <translation>uitslagen NIET bewaard</translation>
    </message>
    <message>
        <source>saved to %1</source>
        <translation>bewaard in %1</translation>
    </message>
    <message>
        <source>saved</source>
        <translation>bewaard</translation>
    </message>
    <message>
        <source>Trainee: %1 · %2</source>
        <translation>Cursist: %1 · %2</translation>
    </message>
    <message>
        <source>Class view</source>
        <translation>Klasoverzicht</translation>
    </message>
    <message>
        <source>This exam result was kept on this machine only (%1).</source>
        <translation>Dit examenresultaat is alleen op deze computer bewaard (%1).</translation>
    </message>
    <message>
        <source>Nothing is published on the school&apos;s database yet.</source>
        <translation>Er is nog niets gepubliceerd in de database van de school.</translation>
    </message>
    <message>
        <source>Take a school exam</source>
        <translation>Schoolexamen afleggen</translation>
    </message>
    <message>
        <source>Exams published for the class:</source>
        <translation>Examens gepubliceerd voor de klas:</translation>
    </message>
    <message>
        <source>%1 (%2 drills, pass mark %3 %)</source>
        <translation>%1 (%2 oefeningen, slaaggrens %3 %)</translation>
    </message>
    <message>
        <source>Wrong passphrase. The instructor&apos;s passphrase for this exam:</source>
        <translation>Verkeerd wachtwoord. Het wachtwoord van de docent voor dit examen:</translation>
    </message>
    <message>
        <source>This exam is sealed. The instructor&apos;s passphrase:</source>
        <translation>Dit examen is verzegeld. Het wachtwoord van de docent:</translation>
    </message>
    <message>
        <source>Open a school drill set</source>
        <translation>Schooloefenset openen</translation>
    </message>
    <message>
        <source>Drill sets published for the class:</source>
        <translation>Oefensets gepubliceerd voor de klas:</translation>
    </message>
    <message>
        <source>%1 (%2 drills)</source>
        <translation>%1 (%2 oefeningen)</translation>
    </message>
    <message>
        <source>Publish for the class</source>
        <translation>Publiceren voor de klas</translation>
    </message>
    <message>
        <source>Exam or drill set files (*.json);;All files (*)</source>
        <translation>Examen- of oefensetbestanden (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Published the exam %1 for the class.</source>
        <translation>Examen %1 gepubliceerd voor de klas.</translation>
    </message>
    <message>
        <source>Published the drill set %1 for the class.</source>
        <translation>Oefenset %1 gepubliceerd voor de klas.</translation>
    </message>
    <message>
        <source>%1 has no weak spots to practise yet: a new drill is dealt.</source>
        <translation>%1 heeft nog geen zwakke plekken om te oefenen: er wordt een nieuwe oefening gedeeld.</translation>
    </message>
    <message>
        <source>Weak spots</source>
        <translation>Zwakke plekken</translation>
    </message>
</context>
<context>
    <name>SeatCards</name>
    <message>
        <source>%1: up-card</source>
        <extracomment>The places of a stud hand&apos;s seven cards dealt face up (two down, four up, one down).</extracomment>
        <translation>%1: open kaart</translation>
    </message>
    <message>
        <source>Down-card</source>
        <translation>Dichte kaart</translation>
    </message>
</context>
<context>
    <name>StatusBanner</name>
    <message>
        <source>Progress store status</source>
        <extracomment>The school&apos;s database (a PostgreSQL URL or a file path), saved without its password. Milliseconds between two tries to send queued results to the school&apos;s server.</extracomment>
        <translation>Status van de voortgangsopslag</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Hide this message</source>
        <translation>Verberg dit bericht</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Voortgang</translation>
    </message>
    <message>
        <source>Progress file</source>
        <translation>Voortgangsbestand</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Niet bewaard</translation>
    </message>
</context>
<context>
    <name>StreetsController</name>
    <message>
        <source>&amp;Street-by-street drill</source>
        <extracomment>the pots as the trainee built them at the last pull-in: later streets keep their chips</extracomment>
        <translation>Oefening &amp;straat voor straat</translation>
    </message>
    <message>
        <source>Deal a hand played out street by street: pull the bets in at each round&apos;s end</source>
        <translation>Deel een hand die straat voor straat wordt gespeeld: haal aan het eind van elke inzetronde de inzetten binnen</translation>
    </message>
    <message>
        <source>&amp;Next action</source>
        <translation>&amp;Volgende actie</translation>
    </message>
    <message>
        <source>Play the next action of the hand, or go on to the next street</source>
        <translation>Speel de volgende actie van de hand, of ga door naar de volgende straat</translation>
    </message>
    <message>
        <source>Answer &amp;yes</source>
        <translation>Antwoord &amp;ja</translation>
    </message>
    <message>
        <source>Answer a yes/no ruling: yes</source>
        <translation>Beantwoord een ja/nee-beslissing: ja</translation>
    </message>
    <message>
        <source>Answer &amp;no</source>
        <translation>Antwoord &amp;nee</translation>
    </message>
    <message>
        <source>Answer a yes/no ruling: no</source>
        <translation>Beantwoord een ja/nee-beslissing: nee</translation>
    </message>
    <message>
        <source>Street b&amp;y street</source>
        <translation>Straat vo&amp;or straat</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>&amp;Niveau</translation>
    </message>
    <message>
        <source>Streets level %1</source>
        <translation>Straten niveau %1</translation>
    </message>
    <message>
        <source>R&amp;ulings</source>
        <translation>&amp;Beslissingen</translation>
    </message>
    <message>
        <source>&amp;Worked examples</source>
        <translation>&amp;Uitgewerkte voorbeelden</translation>
    </message>
    <message>
        <source>Mixed rulings</source>
        <translation>Gemengde beslissingen</translation>
    </message>
    <message>
        <source>Press Space (Next action) to play the hand; build the pots at each round&apos;s end.</source>
        <translation>Druk op spatie (Volgende actie) om de hand te spelen; bouw de potten aan het eind van elke inzetronde.</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Weggooien</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Meegaan</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Inzet</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Verhoging</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Aanvullen</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <source>Next: Space plays the next action.</source>
        <translation>Volgende: spatie speelt de volgende actie.</translation>
    </message>
    <message>
        <source>The betting round is over: pull the bets in (build the pots), then Check.</source>
        <translation>De inzetronde is voorbij: haal de inzetten binnen (bouw de potten) en kies dan Nakijken.</translation>
    </message>
    <message>
        <source>Next: Space deals the next street.</source>
        <translation>Volgende: spatie deelt de volgende straat.</translation>
    </message>
    <message>
        <source>A ruling: answer in the box above.</source>
        <translation>Een beslissing: antwoord in het vak hierboven.</translation>
    </message>
    <message>
        <source>Rulings: %1 of %2 right.</source>
        <translation>Beslissingen: %1 van %2 goed.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nee</translation>
    </message>
    <message>
        <source>The betting round is still on: nothing to check yet.</source>
        <translation>De inzetronde loopt nog: er is nog niets na te kijken.</translation>
    </message>
</context>
<context>
    <name>StudMenu</name>
    <message>
        <source>S&amp;tud</source>
        <translation>S&amp;tud</translation>
    </message>
    <message>
        <source>&amp;Seven-card stud</source>
        <translation>&amp;Seven-card stud</translation>
    </message>
    <message>
        <source>Stud &amp;hi-lo</source>
        <translation>Stud &amp;hi-lo</translation>
    </message>
    <message>
        <source>&amp;Razz</source>
        <translation>&amp;Razz</translation>
    </message>
    <message>
        <source>Deal a stud hand played street by street: antes, the bring-in, up-cards</source>
        <translation>Deel een studhand die straat voor straat wordt gespeeld: antes, de bring-in, open kaarten</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Main pot</source>
        <extracomment>room above the pots for a board dealt on the felt (a street hand&apos;s table); :meth:`leave_board_room` asks it for the next table only</extracomment>
        <translation>Hoofdpot</translation>
    </message>
    <message>
        <source>Side pot %1</source>
        <translation>Side pot %1</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Terug</translation>
    </message>
    <message>
        <source>Dead money</source>
        <translation>Dood geld</translation>
    </message>
    <message>
        <source>Rake</source>
        <translation>Rake</translation>
    </message>
    <message>
        <source>Jackpot drop</source>
        <translation>Jackpotafdracht</translation>
    </message>
    <message>
        <source>FOLDED</source>
        <translation>WEGGEGOOID</translation>
    </message>
    <message>
        <source>ALL-IN</source>
        <translation>ALL-IN</translation>
    </message>
    <message>
        <source>Stack %1</source>
        <translation>Stapel %1</translation>
    </message>
    <message>
        <source>bet %1</source>
        <translation>inzet %1</translation>
    </message>
    <message>
        <source>Chips %1 committed this hand</source>
        <translation>Fiches die %1 deze hand inlegde</translation>
    </message>
    <message>
        <source>Return to %1</source>
        <translation>Terug naar %1</translation>
    </message>
    <message>
        <source>↩ %1</source>
        <translation>↩ %1</translation>
    </message>
    <message>
        <source>Return to %1: push an uncalled bet back to the player here</source>
        <translation>Terug naar %1: schuif een niet-geëvenaarde inzet hier terug naar de speler</translation>
    </message>
    <message>
        <source>Dead money: belongs to no player&apos;s bet and always goes to the main pot</source>
        <translation>Dood geld: hoort bij de inzet van geen enkele speler en gaat altijd naar de hoofdpot</translation>
    </message>
    <message>
        <source>Chip tray · drop a chip for change</source>
        <translation>Fichebak · hier wisselen</translation>
    </message>
    <message>
        <source>Drop a chip here to exchange it for smaller chips of the same value</source>
        <translation>Leg hier een fiche neer om het te wisselen voor kleinere fiches van dezelfde waarde</translation>
    </message>
    <message>
        <source>+ Side pot</source>
        <translation>+ Side pot</translation>
    </message>
    <message>
        <source>Open the next side pot (P)</source>
        <translation>Open de volgende side pot (P)</translation>
    </message>
    <message>
        <source>Rake: drop the house&apos;s rake from the pot here (no flop, no drop)</source>
        <translation>Rake: leg hier de rake van het huis uit de pot (geen flop, geen rake)</translation>
    </message>
    <message>
        <source>Jackpot drop: drop the jackpot&apos;s share from the pot here</source>
        <translation>Jackpotafdracht: leg hier het deel voor de jackpot uit de pot</translation>
    </message>
    <message>
        <source>Jackpot</source>
        <translation>Jackpot</translation>
    </message>
    <message>
        <source>Main pot: every live player can win it</source>
        <translation>Hoofdpot: elke speler die nog meedoet kan hem winnen</translation>
    </message>
    <message>
        <source>Side pot %1: only players who put in this layer can win it</source>
        <translation>Side pot %1: alleen spelers die in deze laag inlegden kunnen hem winnen</translation>
    </message>
    <message>
        <source>dead money</source>
        <translation>dood geld</translation>
    </message>
    <message>
        <source>%1 chip from %2</source>
        <translation>fiche van %1 van %2</translation>
    </message>
    <message>
        <source>Drag to move it and the chips above it; Shift+drag moves one chip</source>
        <translation>Sleep om het met de fiches erboven te verplaatsen; Shift+slepen verplaatst één fiche</translation>
    </message>
    <message>
        <source>%1 (cut at %2)</source>
        <translation>%1 (afgenomen op %2)</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Poker table</source>
        <translation>Pokertafel</translation>
    </message>
</context>
<context>
    <name>TraineeDialog</name>
    <message>
        <source>Who is training?</source>
        <translation>Wie oefent er?</translation>
    </message>
    <message>
        <source>Pick your name, or add yourself. Your results are kept under it.</source>
        <translation>Kies je naam, of voeg jezelf toe. Je uitslagen worden onder die naam bewaard.</translation>
    </message>
    <message>
        <source>Trainees</source>
        <translation>Cursisten</translation>
    </message>
    <message>
        <source>New trainee&apos;s name</source>
        <translation>Naam van de nieuwe cursist</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Toevoegen</translation>
    </message>
    <message>
        <source>&amp;Rename to this</source>
        <translation>&amp;Hernoemen naar deze naam</translation>
    </message>
    <message>
        <source>Give the selected trainee the name typed</source>
        <translation>Geef de gekozen cursist de getypte naam</translation>
    </message>
    <message>
        <source>Could not add the trainee: %1</source>
        <translation>Kon de cursist niet toevoegen: %1</translation>
    </message>
</context>
<context>
    <name>TypedAmount</name>
    <message>
        <source>The pile holds only %1.</source>
        <translation>De stapel bevat maar %1.</translation>
    </message>
    <message>
        <source>The chips cannot make %1: the smallest chip is %2.</source>
        <translation>Met deze fiches is %1 niet te maken: het kleinste fiche is %2.</translation>
    </message>
    <message>
        <source>This pile cannot pay %1 without change: make change of a %2 chip first.</source>
        <translation>Deze stapel kan %1 niet betalen zonder te wisselen: wissel eerst een fiche van %2.</translation>
    </message>
    <message>
        <source>Make change</source>
        <translation>Wisselen</translation>
    </message>
    <message>
        <source>Exchange the chip named for smaller chips (one undo step)</source>
        <translation>Wissel het genoemde fiche voor kleinere fiches (één stap ongedaan te maken)</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>Drill %1</source>
        <extracomment>Page sizes the ``--page`` option takes. Layout units an inch (CSS pixels): the blocks are laid out in these, whatever the printer. Dots an inch of the PDF&apos;s coordinates (text and lines stay vectors; this is their grid).</extracomment>
        <translation>Oefening %1</translation>
    </message>
    <message>
        <source>(button)</source>
        <translation>(knop)</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Positie</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Achter zich</translation>
    </message>
    <message>
        <source>Chips in</source>
        <translation>Ingelegd</translation>
    </message>
    <message>
        <source>All-in / folded</source>
        <translation>All-in / weggegooid</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Bord:</translation>
    </message>
    <message>
        <source>Board, run %1:</source>
        <translation>Bord, run %1:</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Bedrag</translation>
    </message>
    <message>
        <source>Working</source>
        <translation>Berekening</translation>
    </message>
    <message>
        <source>Who can win it</source>
        <translation>Wie kan hem winnen</translation>
    </message>
    <message>
        <source>Won by</source>
        <translation>Gewonnen door</translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation>Hoofdpot</translation>
    </message>
    <message>
        <source>Side pot %1</source>
        <translation>Side pot %1</translation>
    </message>
    <message>
        <source>Uncalled bet</source>
        <translation>Teruggave</translation>
    </message>
    <message>
        <source>returned to:</source>
        <translation>terug naar:</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Jouw antwoord</translation>
    </message>
    <message>
        <source>(use as many pot rows as there are pots; leave the last row empty when there is no uncalled bet)</source>
        <translation>(gebruik zoveel potrijen als er potten zijn; laat de laatste rij leeg als er geen niet-geëvenaarde inzet is)</translation>
    </message>
    <message>
        <source>Arithmetic</source>
        <translation>Som</translation>
    </message>
    <message>
        <source>Returned:</source>
        <translation>Terug:</translation>
    </message>
    <message>
        <source>nothing (no uncalled bet).</source>
        <translation>niets (geen niet-geëvenaarde inzet).</translation>
    </message>
    <message>
        <source>The drop:</source>
        <translation>De afdracht:</translation>
    </message>
    <message>
        <source>Award, in dealer order:</source>
        <translation>Uitbetaling, in de volgorde van de dealer:</translation>
    </message>
    <message>
        <source>Building it, in the dealer&apos;s order:</source>
        <translation>Opbouwen, in de volgorde van de dealer:</translation>
    </message>
    <message>
        <source>Check:</source>
        <translation>Controle:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Opmerking:</translation>
    </message>
    <message>
        <source>Answer key · %1</source>
        <translation>Antwoordblad · %1</translation>
    </message>
    <message>
        <source>Name ______________________________ &amp;nbsp;&amp;nbsp; Date ________________ &amp;nbsp;&amp;nbsp; Score ______ / %1</source>
        <translation>Naam ______________________________ &amp;nbsp;&amp;nbsp; Datum ________________ &amp;nbsp;&amp;nbsp; Score ______ / %1</translation>
    </message>
    <message>
        <source>For each drill: push back the uncalled bet, if there is one; build the main pot and each side pot in order, writing each pot&apos;s amount, your working and the players who can win it; where the hands are shown, write who wins each pot and how a split goes. &lt;i&gt;Chips in&lt;/i&gt; is everything a seat put in this hand; &lt;i&gt;Behind&lt;/i&gt;, what it did not bet; dead money in the middle belongs to no seat.</source>
        <translation>Voor elke oefening: geef de niet-geëvenaarde inzet terug, als die er is; bouw de hoofdpot en elke side pot op volgorde en schrijf bij elke pot het bedrag, je berekening en de spelers die hem kunnen winnen; waar de handen getoond zijn, schrijf wie elke pot wint en hoe een gedeelde pot verdeeld wordt. &lt;i&gt;Ingelegd&lt;/i&gt; is alles wat een stoel deze hand inlegde; &lt;i&gt;Achter zich&lt;/i&gt;, wat hij niet inzette; dood geld in het midden hoort bij geen enkele stoel.</translation>
    </message>
    <message>
        <source>%1 (with answer key)</source>
        <translation>%1 (met antwoordblad)</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 van %2</translation>
    </message>
    <message>
        <source>%1 · Answer key</source>
        <translation>%1 · Antwoordblad</translation>
    </message>
</context>
<context>
    <name>WrittenPartDialog</name>
    <message>
        <source>%1 · written part</source>
        <translation>%1 · schriftelijk deel</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
    <message>
        <source>Answer each question: type an amount exactly as chips are counted in the game, or pick one option. Hand the part in when you are done; the table part follows.</source>
        <translation>Beantwoord elke vraag: typ een bedrag precies zoals de fiches in het spel geteld worden, of kies één optie. Lever het deel in als je klaar bent; daarna volgt het tafeldeel.</translation>
    </message>
    <message>
        <source>Question %1</source>
        <translation>Vraag %1</translation>
    </message>
    <message>
        <source>amount, e.g. %1</source>
        <translation>bedrag, bijv. %1</translation>
    </message>
    <message>
        <source>Hand in the written part</source>
        <translation>Schriftelijk deel inleveren</translation>
    </message>
    <message>
        <source>Question %1: %2. Type the amount again.</source>
        <translation>Vraag %1: %2. Typ het bedrag opnieuw.</translation>
    </message>
    <message>
        <source>Not answered: question %1. Hand in again to hand the part in as it stands.</source>
        <translation>Niet beantwoord: vraag %1. Lever opnieuw in om het deel in te leveren zoals het is.</translation>
    </message>
</context>
</TS>

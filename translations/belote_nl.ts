<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
<context>
    <name>App</name>
    <message>
        <location filename="../belote_desktop/app.py" line="+83"/>
        <source>Belote Desktop</source>
        <translation>Belote Desktop</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Belote Desktop is already open. Switch to its window to play on.</source>
        <translation>Belote Desktop is al geopend. Ga naar dat venster om verder te spelen.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The file %1 cannot be used: %2. The game goes on without it.</source>
        <translation>Het bestand %1 is niet bruikbaar: %2. Het spel gaat zonder door.</translation>
    </message>
</context>
<context>
    <name>AutoPlay</name>
    <message>
        <location filename="../belote_desktop/ui/auto_play.py" line="+36"/>
        <source>Only card: %1</source>
        <translation>Enige kaart: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the %1 can be played: it is played for you.</source>
        <translation>Alleen %1 mag gespeeld worden: die wordt voor je gespeeld.</translation>
    </message>
</context>
<context>
    <name>BiddingPanel</name>
    <message>
        <location filename="../belote_desktop/ui/panels/bidding.py" line="+66"/>
        <location line="+192"/>
        <source>Your bid:</source>
        <translation>Jouw bod:</translation>
    </message>
    <message>
        <location line="-186"/>
        <location line="+118"/>
        <location line="+2"/>
        <source>Take %1</source>
        <translation>%1 nemen</translation>
    </message>
    <message>
        <location line="-111"/>
        <location line="+114"/>
        <location line="+272"/>
        <source>Capot</source>
        <translation>Capot</translation>
    </message>
    <message>
        <location line="-374"/>
        <location line="+104"/>
        <location filename="../belote_desktop/ui/table/presenter.py" line="+49"/>
        <source>SA</source>
        <comment>sans atout</comment>
        <translation>SA</translation>
    </message>
    <message>
        <location line="-104"/>
        <location line="+104"/>
        <location filename="../belote_desktop/ui/table/presenter.py" line="+1"/>
        <source>TA</source>
        <comment>tout atout</comment>
        <translation>TA</translation>
    </message>
    <message>
        <location line="-88"/>
        <location line="+95"/>
        <location line="+26"/>
        <source>Bid</source>
        <translation>Bieden</translation>
    </message>
    <message>
        <location line="-116"/>
        <location line="+92"/>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <location line="-88"/>
        <location line="+96"/>
        <source>Coinche</source>
        <translation>Coinche</translation>
    </message>
    <message>
        <location line="-92"/>
        <location line="+94"/>
        <source>Surcoinche</source>
        <translation>Surcoinche</translation>
    </message>
    <message>
        <location line="-88"/>
        <location line="+164"/>
        <location line="+7"/>
        <source>Keep</source>
        <translation>Houden</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>Bidding</source>
        <translation>Bieden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value of the bid</source>
        <translation>Waarde van het bod</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>I play %1</source>
        <comment>klaverjas: ik speel</comment>
        <translation>Ik speel %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play with this suit as trump (key %1, or T)</source>
        <translation>Speel met deze kleur als troef (toets %1, of T)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take with this suit as trump (key %1, or T)</source>
        <translation>Nemen met deze kleur als troef (toets %1, of T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The points you promise (Up and Down keys)</source>
        <translation>De punten die je belooft (pijltoetsen omhoog en omlaag)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spades as trump</source>
        <translation>Schoppen als troef</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hearts as trump</source>
        <translation>Harten als troef</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Diamonds as trump</source>
        <translation>Ruiten als troef</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clubs as trump</source>
        <translation>Klaveren als troef</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sans atout: no trump</source>
        <translation>Sans atout: geen troef</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tout atout: every suit is trump</source>
        <translation>Tout atout: alle kleuren zijn troef</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (key %2)</source>
        <translation>%1 (toets %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+26"/>
        <source>Bid the value and trump chosen (Enter)</source>
        <translation>Bied de gekozen waarde en troef (Enter)</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>I &amp;pass</source>
        <comment>klaverjas: ik pas</comment>
        <translation>Ik &amp;pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass (P)</source>
        <translation>Passen (P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contre</source>
        <translation>Contre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double the opponents&apos; contract: contre (C)</source>
        <translation>Doubleer het contract van de tegenstanders: contre (C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontre</source>
        <translation>Surcontre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double again after their contre (S)</source>
        <translation>Redoubleer na hun contre (S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double the opponents&apos; contract (C)</source>
        <translation>Doubleer het contract van de tegenstanders (C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double again after their coinche (S)</source>
        <translation>Redoubleer na hun coinche (S)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Last raise of your %1:</source>
        <translation>Laatste verhoging van je %1:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last chance to double %1:</source>
        <translation>Laatste kans om %1 te doubleren:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Proposed: %1. Play or pass?</source>
        <comment>klaverjas, gedraaid</comment>
        <translation>Gedraaid: %1. Spelen of passen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must play: choose trump.</source>
        <comment>klaverjas, all passed or Utrechts</comment>
        <translation>Je moet spelen: kies troef.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play or pass?</source>
        <comment>klaverjas: ik speel / ik pas</comment>
        <translation>Spelen of passen?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your last raise: raise your contract once more, or keep it (K).</source>
        <translation>Jouw laatste verhoging: verhoog je contract nog één keer, of houd het zo (K).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last chance to double the opponents&apos; contract, or pass.</source>
        <translation>Jouw laatste kans om het contract van de tegenstanders te doubleren, of pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to choose trump: play or pass.</source>
        <comment>klaverjas</comment>
        <translation>Jij bent aan de beurt om troef te kiezen: spelen of passen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Raise your %1 once more, in the same trump, or keep it; then the opponents may double.</source>
        <translation>Verhoog je %1 nog één keer, in dezelfde troef, of houd het; daarna mogen de tegenstanders doubleren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Raise</source>
        <translation>Verhogen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise the contract to the value chosen (Enter)</source>
        <translation>Verhoog het contract tot de gekozen waarde (Enter)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the contract as it is, without a last raise (K)</source>
        <translation>Houd het contract zoals het is, zonder laatste verhoging (K)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep %1</source>
        <comment>the last raise: %1 the contract in words</comment>
        <translation>%1 houden</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <location filename="../belote_desktop/i18n/card_words.py" line="+12"/>
        <source>7</source>
        <translation>7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8</source>
        <translation>8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9</source>
        <translation>9</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>J</source>
        <comment>jack</comment>
        <translation>B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q</source>
        <comment>queen</comment>
        <translation>V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>K</source>
        <comment>king</comment>
        <translation>H</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A</source>
        <comment>ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/common/words.py" line="+142"/>
        <source>Four sevens</source>
        <translation>Vier zevens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four eights</source>
        <translation>Vier achten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four nines</source>
        <translation>Vier negens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four tens</source>
        <translation>Vier tienen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four jacks</source>
        <translation>Vier boeren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four queens</source>
        <translation>Vier vrouwen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four kings</source>
        <translation>Vier heren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four aces</source>
        <translation>Vier azen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Tierce</source>
        <comment>three in sequence</comment>
        <translation>Driekaart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fifty</source>
        <comment>four in sequence</comment>
        <translation>Vijftig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hundred</source>
        <comment>five or more in sequence</comment>
        <translation>Honderd</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/common/spoken.py" line="+124"/>
        <location filename="../belote_desktop/ui/common/words.py" line="+14"/>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../belote_desktop/__main__.py" line="+85"/>
        <source>klaverjas is not played with the belote variant %1: choose one of %2, or leave out --game</source>
        <translation>klaverjassen speel je niet met %1, een variant van belote: kies een van %2, of laat --game weg</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>belote is not played with the klaverjas preset %1: choose one of %2, or leave out --game</source>
        <translation>belote speel je niet met de klaverjasvoorinstelling %1: kies een van %2, of laat --game weg</translation>
    </message>
</context>
<context>
    <name>DealNumberDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/deal_number.py" line="+106"/>
        <source>Type the number of the deal you want to play.</source>
        <translation>Typ het nummer van de ronde die je wilt spelen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deal number holds digits only (spaces between groups of digits are fine).</source>
        <translation>Een rondenummer bestaat alleen uit cijfers (spaties tussen groepjes cijfers mogen).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no deal with this number. Deal numbers go from 1 to %1; a deal dealt from the gathered cards has a number of 37 digits.</source>
        <translation>Er is geen ronde met dit nummer. Rondenummers lopen van 1 tot %1; een ronde die uit de verzamelde kaarten is gedeeld, heeft een nummer van 37 cijfers.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play a deal by number</source>
        <translation>Een ronde spelen op nummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every deal has a number, shown in its summary and on the score sheet. The same number deals the same cards by the same dealer. A new match starts with that deal, under the rules chosen in Settings.</source>
        <translation>Elke ronde heeft een nummer, dat in het overzicht van de ronde en op het scoreblad staat. Hetzelfde nummer deelt dezelfde kaarten, door dezelfde deler. Er begint een nieuwe partij met die ronde, volgens de regels die je in Instellingen hebt gekozen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal &amp;number:</source>
        <translation>Ronde&amp;nummer:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal number</source>
        <translation>Rondenummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play this deal</source>
        <translation>&amp;Deze ronde spelen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/deal_summary/dialog.py" line="+278"/>
        <source>Deal summary</source>
        <translation>Overzicht van de ronde</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Match over</source>
        <translation>Partij afgelopen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deal %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deciding deal, deal %1:</source>
        <translation>De beslissende ronde, ronde %1:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue</source>
        <translation>&amp;Doorgaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Scoreblad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Review this deal</source>
        <translation>Deze ronde &amp;analyseren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New match</source>
        <translation>&amp;Nieuwe partij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card points</source>
        <translation>Kaartpunten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick (10 de der)</source>
        <translation>Laatste slag (10 de der)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capot bonus</source>
        <translation>Capotbonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Declaraties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote</source>
        <translation>Belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted</source>
        <translation>Geteld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for the deal</source>
        <translation>Punten voor de ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the litige</source>
        <translation>Uit de litige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match total</source>
        <translation>Totaal van de partij</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Points of deal %1</source>
        <translation>Punten van ronde %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Deal number: %1</source>
        <translation>Rondenummer: %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Game &gt; Play a deal by number deals these cards again, by the same dealer.</source>
        <translation>Spel &gt; Een ronde spelen op nummer deelt deze kaarten opnieuw, door dezelfde deler.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play this deal &amp;again</source>
        <translation>Deze ronde &amp;opnieuw spelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards, the same dealer. The match then counts apart in your statistics.</source>
        <translation>Dezelfde kaarten, dezelfde deler. De partij telt daarna apart in je statistieken.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the expert &amp;play my cards</source>
        <translation>Laat de &amp;expert mijn kaarten spelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards played again by the expert in your seat, set beside your play.</source>
        <translation>Dezelfde kaarten nog eens gespeeld door de expert op jouw plaats, naast jouw spel gezet.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+3"/>
        <source>Contract: %1 · dealt by %2</source>
        <translation>Contract: %1 · deler: %2</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>takers</source>
        <translation>nemers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>defence</source>
        <translation>verdediging</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>%1, %2</source>
        <comment>a team&apos;s column: its name, and its part (takers or defence)</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Everyone passed: the cards are dealt again, nothing is scored.</source>
        <translation>Iedereen heeft gepast: er wordt opnieuw gedeeld, niemand scoort.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal is still being played.</source>
        <translation>Deze ronde wordt nog gespeeld.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Declarations: %1</source>
        <translation>Declaraties: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>Litige: the takers&apos; %n points are held and go to the team that wins the next deal.</source>
        <translation>
            <numerusform>Litige: %n punt van de nemers blijft staan en gaat naar het team dat de volgende ronde wint.</numerusform>
            <numerusform>Litige: %n punten van de nemers blijven staan en gaan naar het team dat de volgende ronde wint.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The %n points held by the litige go to %1, who won this deal.</source>
        <translation>
            <numerusform>%n punt uit de litige gaat naar %1, winnaar van deze ronde.</numerusform>
            <numerusform>De %n punten uit de litige gaan naar %1, winnaar van deze ronde.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Litige: the takers (%1) and the defence counted the same.</source>
        <translation>Litige: de nemers (%1) en de verdediging hebben evenveel geteld.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract made by %1.</source>
        <translation>Contract gehaald: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract failed by %1 (dedans).</source>
        <translation>Nat voor %1: contract niet gehaald (dedans).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capot for %1: all eight tricks.</source>
        <translation>Capot voor %1: alle acht slagen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>They counted %1 for a bid of %2.</source>
        <translation>Geteld: %1, bij een bod van %2.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/deal_summary/arithmetic.py" line="+31"/>
        <source>%1: %2 = %3</source>
        <comment>team: sum of terms = total</comment>
        <translation>%1: %2 = %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 belote</source>
        <translation>%1 belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 for all the cards</source>
        <translation>%1 voor alle kaarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 declarations</source>
        <translation>%1 declaraties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 + the bid %2</source>
        <translation>%1 + het bod %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 + the bid %2 × %3</source>
        <comment>160 + the bid × 2 (coinche) or × 4 (surcoinche)</comment>
        <translation>%1 + het bod %2 × %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 counted</source>
        <translation>%1 geteld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bid %1</source>
        <translation>het bod %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each deal&apos;s points are rounded to the nearest ten.</source>
        <translation>De punten van elke ronde worden afgerond op tientallen.</translation>
    </message>
</context>
<context>
    <name>DealTally</name>
    <message numerus="yes">
        <location filename="../belote_desktop/ui/table/items/deal_tally.py" line="+62"/>
        <source>%n trick(s)</source>
        <comment>the tricks a team took in the deal</comment>
        <translation>
            <numerusform>%n slag</numerusform>
            <numerusform>%n slagen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeclarationPanel</name>
    <message>
        <location filename="../belote_desktop/ui/panels/declarations.py" line="+86"/>
        <source>Your declarations (say them during the first trick):</source>
        <translation>Jouw declaraties (meld ze tijdens de eerste slag):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Declaraties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce</source>
        <translation>Melden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce the ticked declarations (Enter)</source>
        <translation>Meld de aangevinkte declaraties (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say nothing</source>
        <translation>Niets melden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep your declarations to yourself (N)</source>
        <translation>Houd je declaraties voor je (N)</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/error.py" line="+107"/>
        <source>Belote Desktop: error</source>
        <translation>Belote Desktop: fout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Something went wrong. The game can go on; the details were saved to %1.</source>
        <translation>Er ging iets mis. Het spel kan doorgaan; de details zijn opgeslagen in %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Something went wrong. The game can go on; the details could not be saved, so please copy them from here.</source>
        <translation>Er ging iets mis. Het spel kan doorgaan, maar de details konden niet worden opgeslagen; kopieer ze daarom hiervandaan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy details</source>
        <translation>Details &amp;kopiëren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hide &amp;details</source>
        <translation>&amp;Details verbergen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show &amp;details</source>
        <translation>&amp;Details tonen</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n more error(s) happened while this window was open.</source>
        <translation>
            <numerusform>Er is nog %n fout opgetreden terwijl dit venster open was.</numerusform>
            <numerusform>Er zijn nog %n fouten opgetreden terwijl dit venster open was.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The last %n are not shown here.</source>
        <translation>
            <numerusform>De laatste wordt hier niet getoond.</numerusform>
            <numerusform>De laatste %n worden hier niet getoond.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExpertComparisonDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/expert_comparison.py" line="+123"/>
        <source>%1 led: %2 · won by %3</source>
        <comment>%1 the seat that led, %2 the cards in order, %3 the winner</comment>
        <translation>Uitgekomen: %1 · %2 · slag: %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everyone passed: nothing scored</source>
        <translation>Iedereen paste: niets gescoord</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · %2 to %3</source>
        <translation>%1 · %2 tegen %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your team scored %1 in this deal; with the expert in your seat it would have scored %2.</source>
        <translation>Je team scoorde %1 in deze ronde; met de expert op jouw plaats was dat %2 geweest.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The expert&apos;s play was worth %n more points to your team.</source>
        <translation>
            <numerusform>Het spel van de expert was %n punt meer waard voor je team.</numerusform>
            <numerusform>Het spel van de expert was %n punten meer waard voor je team.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your play was worth %n more points to your team than the expert&apos;s.</source>
        <translation>
            <numerusform>Jouw spel was %n punt meer waard voor je team dan dat van de expert.</numerusform>
            <numerusform>Jouw spel was %n punten meer waard voor je team dan dat van de expert.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same score either way.</source>
        <translation>Hoe dan ook dezelfde score.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Bidding</source>
        <translation>Bieden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trick %1</source>
        <translation>Slag %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+24"/>
        <source>no trick</source>
        <translation>geen slag</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the same</source>
        <translation>hetzelfde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the same as yours</source>
        <translation>hetzelfde als bij jou</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The expert plays your cards: deal %1</source>
        <translation>De expert speelt jouw kaarten: ronde %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1 played again with the same cards: the expert computer player in your seat, the same computer players in the other seats. Where the expert&apos;s deal went differently it is written out in bold; elsewhere it went as yours did.</source>
        <translation>Ronde %1 opnieuw gespeeld met dezelfde kaarten: de computerspeler Expert op jouw plaats, dezelfde computerspelers op de andere plaatsen. Waar de ronde van de expert anders liep, staat die vet uitgeschreven; elders liep hij zoals de jouwe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%v of %m cards played</source>
        <translation>%v van %m kaarten gespeeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The expert is playing</source>
        <translation>De expert speelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When</source>
        <translation>Wanneer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As you played it</source>
        <translation>Zoals jij speelde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As the expert played it</source>
        <translation>Zoals de expert speelde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../belote_desktop/ui/hints.py" line="+45"/>
        <source>it is the only card you may play</source>
        <translation>het is de enige kaart die je mag spelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it wins the trick</source>
        <translation>die wint de slag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your partner is winning the trick: give points</source>
        <translation>je partner heeft de slag: geef punten mee</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it draws the opponents&apos; trumps</source>
        <translation>die trekt de troeven van de tegenstanders</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it discards from your shortest side suit</source>
        <translation>dat is afgooien uit je kortste bijkleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it keeps your master trump for later</source>
        <translation>zo bewaar je voor later je troef die niemand meer kan slaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the trick is lost: it gives away as few points as possible</source>
        <translation>de slag is toch verloren: zo geef je zo weinig mogelijk punten weg</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_access.py" line="+140"/>
        <source>Hint: %1, %2.</source>
        <translation>Tip: %1, %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: %1.</source>
        <translation>Tip: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../belote_desktop/ui/hints.py" line="+32"/>
        <source>Expected score of this deal, your team&apos;s minus theirs, over %n possible layouts of the hidden cards: %1</source>
        <translation>
            <numerusform>Verwachte score van deze ronde, je team min de tegenstanders, gemiddeld over %n mogelijke verdeling van de verborgen kaarten: %1</numerusform>
            <numerusform>Verwachte score van deze ronde, je team min de tegenstanders, gemiddeld over %n mogelijke verdelingen van de verborgen kaarten: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The coach is thinking…</source>
        <translation>De coach denkt na…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A hint is for your turn to bid or to play.</source>
        <translation>Een tip krijg je alleen als je aan de beurt bent om te bieden of te spelen.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Hint (H)</source>
        <translation>Tip (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What would a strong player do here?</source>
        <translation>Wat zou een sterke speler hier doen?</translation>
    </message>
</context>
<context>
    <name>Keeper</name>
    <message>
        <location filename="../belote_desktop/session/keeper.py" line="+120"/>
        <source>it is a file, not a folder</source>
        <translation>het is een bestand, geen map</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The folder where the game keeps your match and statistics, %1, cannot be used: %2. The game goes on, but nothing is saved.</source>
        <translation>De map waarin het spel je partij en statistieken bewaart, %1, is niet bruikbaar: %2. Het spel gaat door, maar er wordt niets opgeslagen.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The statistics in %1 could not be read (%2). They are kept for this session only.</source>
        <translation>De statistieken in %1 konden niet worden gelezen (%2). Ze worden alleen voor deze sessie bijgehouden.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The saved match in %1 could not be read (%2). A new match starts, and the file is left as it is.</source>
        <translation>De opgeslagen partij in %1 kon niet worden gelezen (%2). Er begint een nieuwe partij en het bestand blijft zoals het is.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Saving works again: your match is saved.</source>
        <translation>Opslaan werkt weer: je partij is opgeslagen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your match cannot be saved in %1: %2. The game goes on and the previous save is kept; saving is tried again after every trick.</source>
        <translation>Je partij kan niet worden opgeslagen in %1: %2. Het spel gaat door en de vorige opslag blijft bewaard; na elke slag wordt opnieuw geprobeerd op te slaan.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>The statistics cannot be saved in %1: %2. They are kept for this session, and saving is tried again after every deal.</source>
        <translation>De statistieken kunnen niet worden opgeslagen in %1: %2. Ze worden voor deze sessie bijgehouden en na elke ronde wordt opnieuw geprobeerd op te slaan.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>it is empty</source>
        <translation>het bestand is leeg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not text (random bytes?)</source>
        <translation>het bestand bevat geen tekst (willekeurige bytes?)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is cut short or not in the right format</source>
        <translation>het bestand is afgekapt of heeft niet de juiste opmaak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was written by another version of the program</source>
        <translation>het bestand is door een andere versie van het programma geschreven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it holds a move the rules do not allow</source>
        <translation>het bestand bevat een zet die de regels niet toestaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its contents are not what a game file holds</source>
        <translation>de inhoud is niet die van een spelbestand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it does not exist</source>
        <translation>het bestand bestaat niet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is far larger than any file of the game (more than %1 MiB)</source>
        <translation>het bestand is veel groter dan welk bestand van het spel ook (meer dan %1 MiB)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The saved match could not be used: %1. A new match starts.</source>
        <translation>De opgeslagen partij kon niet worden gebruikt: %1. Er begint een nieuwe partij.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The statistics could not be read: %1. They start again from zero.</source>
        <translation>De statistieken konden niet worden gelezen: %1. Ze beginnen weer bij nul.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game record cannot be shown: %1. The file was left as it is.</source>
        <translation>Dit spelverslag kan niet worden getoond: %1. Het bestand is ongewijzigd gelaten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The damaged file was kept as %1.</source>
        <translation>Het beschadigde bestand is bewaard als %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The damaged file %1 could not be kept aside (%2); it is left as it is and will not be written over.</source>
        <translation>Het beschadigde bestand %1 kon niet apart worden gezet (%2); het blijft zoals het is en wordt niet overschreven.</translation>
    </message>
</context>
<context>
    <name>Klaverjas</name>
    <message>
        <location filename="../belote_desktop/ui/common/words.py" line="-46"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/klaverjas.py" line="+58"/>
        <source>Nat</source>
        <comment>the makers failed</comment>
        <translation>Nat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, pit</source>
        <comment>all eight tricks</comment>
        <translation>%1, pit</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/deal_summary/dialog.py" line="-181"/>
        <source>makers</source>
        <comment>spelers</comment>
        <translation>spelende partij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defenders</source>
        <translation>tegenpartij</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Last trick</source>
        <translation>Laatste slag</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/klaverjas.py" line="-26"/>
        <source>Roem</source>
        <translation>Roem</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pit</source>
        <translation>Pit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points and roem</source>
        <comment>what decides made or nat</comment>
        <translation>Punten en roem</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/common/klaverjas_words.py" line="+26"/>
        <source>Made by %1: %2 against %3.</source>
        <comment>klaverjas: makers, their points and roem, the others&apos;</comment>
        <translation>Gehaald door %1: %2 tegen %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nat: %1 counted %2, not more than the %3 of %4.</source>
        <comment>klaverjas: the makers failed</comment>
        <translation>Nat: %1 had %2, niet meer dan de %3 van %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pit: all eight tricks to %1.</source>
        <comment>klaverjas</comment>
        <translation>Pit: alle acht slagen voor %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2 = %3</source>
        <comment>team: sum of terms = total</comment>
        <translation>%1: %2 = %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 points</source>
        <comment>klaverjas: card points and last trick</comment>
        <translation>%1 punten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 roem</source>
        <comment>klaverjas</comment>
        <translation>%1 roem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 roem of both teams</source>
        <comment>klaverjas: nat</comment>
        <translation>%1 roem van beide partijen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 pit</source>
        <comment>klaverjas: the bonus for all eight tricks</comment>
        <translation>%1 pit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(%1) × 2 for spades</source>
        <comment>klaverjas: a deal in spades counts double</comment>
        <translation>(%1) × 2 voor schoppen</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/sheet.py" line="+357"/>
        <location filename="../belote_desktop/ui/dialogs/statistics.py" line="+225"/>
        <location filename="../belote_desktop/ui/main_window.py" line="+395"/>
        <source>Klaverjassen</source>
        <translation>Klaverjassen</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/presenter.py" line="-15"/>
        <source>I play</source>
        <comment>klaverjas: ik speel</comment>
        <translation>Ik speel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I pass</source>
        <comment>klaverjas: ik pas</comment>
        <translation>Ik pas</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Stuk</source>
        <comment>klaverjas: the king and queen of trump in one trick</comment>
        <translation>Stuk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roem %1 and stuk</source>
        <translation>Roem %1 en stuk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem %1</source>
        <translation>Roem %1</translation>
    </message>
    <message>
        <location line="+144"/>
        <source>Trump, makers</source>
        <comment>klaverjas: troef, spelers</comment>
        <translation>Troef, spelers</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_klaverjas.py" line="+41"/>
        <source>There is no roem in this trick.</source>
        <translation>In deze slag zit geen roem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The roem of this trick has been called.</source>
        <translation>De roem van deze slag is al geroepen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem cannot be called now.</source>
        <translation>Je kunt nu geen roem roepen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (rule %2)</source>
        <translation>%1 (regel %2)</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/klaverjas.py" line="-1"/>
        <source>Points</source>
        <comment>score sheet: a team&apos;s card points in a deal, the last trick&apos;s 10 too</comment>
        <translation>Punten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points of %1</source>
        <comment>score sheet: a column of a team, %1</comment>
        <translation>Punten (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roem of %1</source>
        <comment>score sheet: a column of a team, %1</comment>
        <translation>Roem (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points of %1 in each deal: card points and the last trick&apos;s 10. When a deal is nat, the makers write nat and the others 162.</source>
        <translation>Punten (%1) per ronde: de kaartpunten en de 10 van de laatste slag. Gaat een ronde nat, dan schrijven de spelers nat en de anderen 162.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roem of %1 in each deal, with 100 for pit. When a deal is nat, the others write the roem of both teams.</source>
        <translation>Roem (%1) per ronde, met 100 voor pit. Gaat een ronde nat, dan schrijven de anderen de roem van beide partijen.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 (pit)</source>
        <comment>score sheet: roem with the 100 of pit in it</comment>
        <translation>%1 (pit)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Deal %1 of %2, still to be played</source>
        <comment>score sheet: the boompje&apos;s deals</comment>
        <translation>Ronde %1 van %2, nog te spelen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Teams over their points and roem</source>
        <comment>score sheet</comment>
        <translation>De partijen boven hun punten en roem</translation>
    </message>
</context>
<context>
    <name>KlaverjasHelp</name>
    <message>
        <location filename="../belote_desktop/i18n/klaverjas_options_text.py" line="+45"/>
        <source>Dealing in packets</source>
        <translation>Delen in pakjes</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/i18n/klaverjas_text.py" line="+244"/>
        <location line="+655"/>
        <location line="+29"/>
        <source>Choosing trump</source>
        <translation>Troef kiezen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First to speak</source>
        <translation>Wie eerst spreekt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All pass on a proposed suit</source>
        <translation>Iedereen past op een voorgestelde kleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/i18n/klaverjas_text.py" line="+5"/>
        <source>First lead</source>
        <translation>Eerste uitkomst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump rule</source>
        <translation>Troefregel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undertrumping</source>
        <translation>Ondertroeven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four nines, eights or sevens</source>
        <translation>Vier negens, achten of zevens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four jacks</source>
        <translation>Vier boeren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count roem for me</source>
        <translation>Roem voor mij tellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Half is made</source>
        <translation>Gelijk is gehaald</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pit for either team</source>
        <translation>Pit voor beide koppels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades count twice</source>
        <translation>Schoppen telt twee keer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the match</source>
        <translation>Einde van de partij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra deal on a tie</source>
        <translation>Extra ronde bij gelijke stand</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>How the eight cards are given out. Only the dealing you see changes; the Dutch card union allows only 3-2-3 in its competitions.</source>
        <translation>Hoe de acht kaarten worden gedeeld. Alleen het delen dat je ziet verandert; de Kaartbond Nederland staat in zijn competities alleen 3-2-3 toe.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>free (vrij)</source>
        <translation>vrij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forced (Utrechts)</source>
        <translation>verplicht (Utrechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>proposed suit (gedraaid)</source>
        <translation>gedraaid</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How trump is chosen: freely with passing, by the first speaker without passing (Utrechts), or by accepting or passing a suit proposed by chance.</source>
        <translation>Hoe troef wordt gekozen: vrij met passen, door wie eerst spreekt zonder passen (Utrechts), of door een kleur die het toeval voorstelt te spelen of te passen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>dealer</source>
        <translation>deler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who speaks first, and so must play when all four pass.</source>
        <translation>Wie als eerste spreekt en dus moet spelen als alle vier passen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>any suit</source>
        <translation>elke kleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>another suit</source>
        <translation>een andere kleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the next proposed suit</source>
        <translation>de volgende voorgestelde kleur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With gedraaid only: when all four pass, the first speaker must play in any suit, in any suit but the proposed one, or in the suit chance proposes next.</source>
        <translation>Alleen bij gedraaid: passen alle vier, dan moet wie eerst sprak spelen, in elke kleur, in elke kleur behalve de voorgestelde, of in de kleur die het toeval daarna voorstelt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the player who chose trump</source>
        <translation>wie troef koos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who leads the first trick.</source>
        <translation>Wie uitkomt in de eerste slag.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whether a player who cannot follow suit must trump the partner&apos;s winning trick too (Rotterdams) or not (Amsterdams).</source>
        <translation>Of wie niet kan bekennen ook de winnende slag van zijn maat moet introeven (Rotterdams) of niet (Amsterdams).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>as the trump rule says</source>
        <translation>zoals de troefregel zegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only if nothing else</source>
        <translation>alleen als het niet anders kan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forced</source>
        <translation>verplicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What a player who must trump but cannot overtrump does. Amsterdams avoids undertrumping and Rotterdams forces it, unless you choose otherwise here.</source>
        <translation>Wat doet wie moet troeven maar niet kan overtroeven? Amsterdams vermijdt ondertroeven en Rotterdams verplicht het, tenzij je hier iets anders kiest.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>nothing</source>
        <translation>niets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether four low cards of one rank are roem. The Dutch rules count 100; some online rooms count only aces, tens, kings and queens.</source>
        <translation>Of vier lage kaarten van één soort roem zijn. De Nederlandse regels tellen 100; sommige online zalen tellen alleen azen, tienen, heren en vrouwen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Four jacks are worth 200 in most rules; the union&apos;s own list gives every four of a kind 100.</source>
        <translation>Vier boeren zijn in de meeste regels 200 waard; de eigen lijst van de bond geeft elke carré 100.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On: the game counts all roem. Off: you call it with the Roem! button before the trick is gathered, or it is lost.</source>
        <translation>Aan: het spel telt alle roem. Uit: je roept hem met de knop Roem! voordat de slag wordt binnengehaald, anders is hij verloren.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Off, the usual rule: exactly half is nat. On: the makers need only as much as the defenders.</source>
        <translation>Uit, de gewone regel: precies de helft is nat. Aan: de spelende partij heeft genoeg aan evenveel als de tegenpartij.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Off: only the makers earn the pit bonus. On: defenders who take every trick earn it too.</source>
        <translation>Uit: alleen de spelende partij verdient de pitbonus. Aan: ook een tegenpartij die alle slagen haalt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On: a deal with spades as trump counts twice for both teams, as in some online rooms.</source>
        <translation>Aan: een ronde met schoppen als troef telt twee keer voor beide partijen, zoals in sommige online zalen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The usual match is a boompje of 16 deals; another number of deals, or a target such as 1500 points, can be set.</source>
        <translation>Meestal is een partij een boompje van 16 ronden; een ander aantal ronden, of een doel zoals 1500 punten, kan ook.</translation>
    </message>
    <message>
        <location line="-3"/>
        <location filename="../belote_desktop/i18n/klaverjas_text.py" line="+42"/>
        <source>a boompje of 16 deals</source>
        <translation>een boompje van 16 ronden</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+52"/>
        <source>a points target</source>
        <translation>een puntendoel</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>With a fixed number of deals: off, equal totals are a draw; on, one more deal is played.</source>
        <translation>Bij een vast aantal ronden: uit, een gelijke stand is remise; aan, er wordt nog een ronde gedeeld.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>a fixed number of deals</source>
        <translation>een vast aantal ronden</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+13"/>
        <source>%1: %2</source>
        <comment>option name: value</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>number of deals: %1</source>
        <translation>aantal ronden: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target %1</source>
        <translation>doel %1</translation>
    </message>
    <message>
        <location filename="../belote_desktop/i18n/klaverjas_text.py" line="-879"/>
        <source>Klaverjas: the game and the table</source>
        <translation>Klaverjassen: het spel en de tafel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Klaverjas (&lt;i&gt;klaverjassen&lt;/i&gt;) is the Dutch member of the belote family: the same 32 cards, the same jack and nine at the top of the trump suit and the same card points. Four players play in two fixed teams, partners facing each other: North and South against East and West. You sit South.</source>
        <translation>Klaverjas (&lt;i&gt;klaverjassen&lt;/i&gt;) is het Nederlandse lid van de familie van belote: dezelfde 32 kaarten, dezelfde boer en negen bovenaan in de troefkleur en dezelfde kaartpunten. Vier spelers spelen in twee vaste koppels, de maten tegenover elkaar: Noord en Zuid tegen Oost en West. Jij zit op Zuid.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The team of the player who chooses trump are the &lt;i&gt;makers&lt;/i&gt;; the others are the &lt;i&gt;defenders&lt;/i&gt;. The makers must count more than the defenders, or they go &lt;i&gt;nat&lt;/i&gt; and the defenders score everything. Bonuses, called &lt;i&gt;roem&lt;/i&gt;, come from the cards that lie together in one trick.</source>
        <translation>Het koppel van wie troef kiest is de &lt;i&gt;spelende partij&lt;/i&gt;; het andere koppel is de &lt;i&gt;tegenpartij&lt;/i&gt;. De spelende partij moet meer halen dan de tegenpartij, anders gaat ze &lt;i&gt;nat&lt;/i&gt; en krijgt de tegenpartij alles. Bonussen, &lt;i&gt;roem&lt;/i&gt; genoemd, komen uit de kaarten die samen in één slag liggen.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Whole suit</source>
        <translation>Hele kleur</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The cards, their order and points</source>
        <translation>De kaarten, hun volgorde en punten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pack has 32 cards, seven to ace in each of the four suits. Every deal has a trump suit: klaverjas knows no sans atout and no tout atout.</source>
        <translation>Het spel heeft 32 kaarten, zeven tot en met aas in elk van de vier kleuren. Elke ronde heeft een troefkleur: klaverjassen kent geen sans atout en geen tout atout.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Which cards</source>
        <translation>Welke kaarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order, highest first</source>
        <translation>Volgorde, hoogste eerst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trump suit</source>
        <translation>Troefkleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other suits</source>
        <translation>Andere kleuren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs for roem, every suit</source>
        <translation>Reeksen voor roem, elke kleur</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The jack of trump is the &lt;i&gt;jas&lt;/i&gt; and the nine of trump the &lt;i&gt;nel&lt;/i&gt;: the two highest trumps.</source>
        <translation>De troefboer heet de &lt;i&gt;jas&lt;/i&gt; en de troefnegen de &lt;i&gt;nel&lt;/i&gt;: de twee hoogste troeven.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Card</source>
        <translation>Kaart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump</source>
        <translation>Troef</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not trump</source>
        <translation>Geen troef</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The trump suit holds 62 points and each other suit 30, which makes 152. The team that takes the last trick adds 10, so every deal is worth 162 points before roem.</source>
        <translation>De troefkleur is 62 punten waard en elke andere kleur 30, samen 152. Wie de laatste slag haalt krijgt er 10 bij, dus elke ronde is 162 punten waard, roem niet meegeteld.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+696"/>
        <source>Dealing</source>
        <translation>Delen</translation>
    </message>
    <message>
        <location line="-692"/>
        <source>Chance picks the first dealer; after each deal the player on the left deals. The cards are shuffled before every deal and cut by an opponent.</source>
        <translation>Het toeval wijst de eerste deler aan; na elke ronde deelt de speler links. Voor elke ronde worden de kaarten geschud en door een tegenstander afgenomen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Starting with the voorhand and going clockwise, the dealer gives everyone three cards, then two, then three: eight each.</source>
        <translation>Te beginnen bij de voorhand en met de klok mee deelt de deler ieder drie kaarten, dan twee, dan drie: acht per speler.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Starting with the voorhand and going clockwise, the dealer gives everyone four cards, then four more: eight each.</source>
        <translation>Te beginnen bij de voorhand en met de klok mee deelt de deler ieder vier kaarten en dan nog vier: acht per speler.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card is turned up: everyone holds all eight cards before trump is chosen. A deal is never thrown in; somebody always has to play it.</source>
        <translation>Er wordt geen kaart omgedraaid: iedereen heeft alle acht kaarten in handen voordat troef gekozen wordt. Er wordt nooit opnieuw gedeeld omdat iedereen gepast heeft; iemand moet altijd spelen.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The first speaker is the voorhand, on the dealer&apos;s left.</source>
        <translation>Als eerste spreekt de voorhand, links van de deler.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The first speaker is the dealer, as in the tournament rules of the Dutch klaverjas union (NKU).</source>
        <translation>Als eerste spreekt de deler, zoals in de toernooiregels van de Nederlandse Klaverjas Unie (NKU).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free choice (vrij)</source>
        <translation>Vrij</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starting with the first speaker, each player in turn plays, naming any suit as trump, or passes. The first player who plays ends the choosing. If all four pass, the first speaker must play and names any suit.</source>
        <translation>Te beginnen bij wie eerst spreekt zegt ieder om de beurt dat hij speelt, met een vrij gekozen troefkleur, of past. Wie als eerste speelt, beëindigt het kiezen. Passen alle vier, dan moet wie eerst sprak spelen en kiest die een kleur.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Forced: the Utrechts way (verplicht)</source>
        <translation>Verplicht: Utrechts</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody passes: the first speaker must choose a trump suit and play. This is Utrechts, also called &lt;i&gt;verplicht spelen&lt;/i&gt; (forced play).</source>
        <translation>Niemand past: wie eerst spreekt moet een troefkleur kiezen en spelen. Dit is Utrechts, ook &lt;i&gt;verplicht spelen&lt;/i&gt; genoemd.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A proposed suit (gedraaid, Twents)</source>
        <translation>Een voorgestelde kleur (gedraaid, Twents)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Twents: a suit is proposed by chance and each player in turn plays in it or passes. If all four pass, chance proposes a second suit and the first speaker must play in it.</source>
        <translation>Twents: het toeval stelt een kleur voor en ieder speelt daarin of past, om de beurt. Passen alle vier, dan stelt het toeval een tweede kleur voor en moet wie eerst sprak daarin spelen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The first lead</source>
        <translation>De eerste uitkomst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The voorhand leads the first trick, whoever chose trump.</source>
        <translation>De voorhand komt uit in de eerste slag, wie ook troef koos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The player who chose trump leads the first trick.</source>
        <translation>Wie troef koos, komt uit in de eerste slag.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+574"/>
        <source>Playing the cards: the duties</source>
        <translation>Kaarten spelen: de plichten</translation>
    </message>
    <message>
        <location line="-570"/>
        <source>A deal has eight tricks; the winner of a trick leads the next. The leader may play any card. The other players have the duties below, numbered as the game names them when it refuses a card.</source>
        <translation>Een ronde heeft acht slagen; wie een slag wint, moet uitkomen in de volgende. Wie uitkomt mag elke kaart spelen. De anderen hebben de plichten hieronder, genummerd zoals het spel ze noemt wanneer het een kaart weigert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>K5.1 Follow suit</source>
        <translation>K5.1 Bekennen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If you hold the suit led and it is not trump, play a card of that suit, any one: you need not go higher, whoever is winning.</source>
        <translation>Heb je de gevraagde kleur en is die geen troef, dan beken je met een kaart van die kleur, welke dan ook: je hoeft niet hoger te gaan, wie de slag ook heeft.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hearts are trump; an opponent leads the ace of spades.</source>
        <translation>Harten is troef; een tegenstander komt uit met de aas van schoppen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Either spade; the jas and the diamond must wait.</source>
        <translation>Een van beide schoppen; de jas en de ruiten moeten wachten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>K5.2 Trump led</source>
        <translation>K5.2 Troef gevraagd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If trump is led, you must play a trump higher than the highest in the trick if you have one, even when your partner is winning; otherwise any trump. A lower trump here is following suit, not undertrumping.</source>
        <translation>Wordt er troef gevraagd, dan moet je een hogere troef spelen dan de hoogste in de slag als je die hebt, ook als je maat de slag heeft; anders een troef naar keuze. Een lagere troef is hier gewoon bekennen, geen ondertroeven.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hearts are trump; your partner leads the ten of hearts.</source>
        <translation>Harten is troef; je maat komt uit met hartentien.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The nel beats the ten, so it must be played over your own partner.</source>
        <translation>De nel is hoger dan de tien, dus die moet erop, ook over je eigen maat heen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>K5.3 You cannot follow suit and your partner is winning</source>
        <translation>K5.3 Je kunt niet bekennen en je maat heeft de slag</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Amsterdams&lt;/b&gt;: you need not trump your partner&apos;s trick. Any card is allowed, except a trump lower than the highest trump in the trick while you hold anything else. If the trick holds no trump, every trump is higher, so any card is allowed.</source>
        <translation>&lt;b&gt;Amsterdams&lt;/b&gt;: je hoeft de slag van je maat niet in te troeven. Elke kaart mag, behalve een troef die lager is dan de hoogste troef in de slag terwijl je nog iets anders hebt. Ligt er nog geen troef in de slag, dan is elke troef hoger en mag dus elke kaart.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Amsterdams with undertrumping forced: even that exception falls away, and any card is allowed while your partner is winning.</source>
        <translation>Amsterdams met verplicht ondertroeven: dan vervalt ook die uitzondering en mag elke kaart zolang je maat de slag heeft.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Rotterdams&lt;/b&gt;: your partner&apos;s winning card is no excuse. You must trump and overtrump exactly as if an opponent were winning (K5.4).</source>
        <translation>&lt;b&gt;Rotterdams&lt;/b&gt;: dat je maat de slag heeft, ontslaat je nergens van. Je moet introeven en overtroeven, precies alsof een tegenstander de slag had (K5.4).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Amsterdams, clubs trump: your partner leads the ace of diamonds; you have none.</source>
        <translation>Amsterdams, klaveren troef: je maat komt uit met de aas van ruiten; jij hebt geen ruiten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No duty to trump, and with no trump in the trick no club is an undertrump: all four cards are allowed.</source>
        <translation>Geen troefplicht, en zonder troef in de slag is geen enkele klaveren een ondertroef: alle vier kaarten mogen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rotterdams, clubs trump: your partner leads the ace of diamonds; you have none.</source>
        <translation>Rotterdams, klaveren troef: je maat komt uit met de aas van ruiten; jij hebt geen ruiten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You must trump your partner&apos;s ace: a club.</source>
        <translation>Je moet de aas van je maat introeven: met een klaveren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>K5.4 You cannot follow suit and an opponent is winning</source>
        <translation>K5.4 Je kunt niet bekennen en een tegenstander heeft de slag</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You must trump if you hold a trump. If the trick has been trumped already, you must beat its highest trump if you can (overtrump).</source>
        <translation>Heb je troef, dan moet je introeven. Is er in de slag al getroefd, dan moet je de hoogste troef overtroeven als je kunt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clubs trump: your partner leads the ace of diamonds, an opponent trumps with the ten.</source>
        <translation>Klaveren troef: je maat komt uit met de aas van ruiten, een tegenstander troeft in met klaverentien.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The nine of trump beats the ten: it is the only card allowed, in Amsterdams and Rotterdams alike.</source>
        <translation>De troefnegen is hoger dan de tien: dat is de enige kaart die mag, in Amsterdams en Rotterdams.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If you cannot overtrump, you may not undertrump: play a card of another suit, and a lower trump only if you hold nothing else. This is the Amsterdams custom.</source>
        <translation>Kun je niet overtroeven, dan mag je niet ondertroeven: speel een kaart van een andere kleur, en alleen een lagere troef als je niets anders hebt. Zo gaat het in Amsterdams.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>If you cannot overtrump, you must still play a lower trump (undertrump). This is the Rotterdams custom.</source>
        <translation>Kun je niet overtroeven, dan moet je toch een lagere troef spelen (ondertroeven). Zo gaat het in Rotterdams.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+9"/>
        <source>The same trick, but you cannot overtrump.</source>
        <translation>Dezelfde slag, maar je kunt niet overtroeven.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Undertrumping is avoided: a spade or a heart.</source>
        <translation>Ondertroeven wordt vermeden: een schoppen of een harten.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Undertrumping is forced: one of your low clubs.</source>
        <translation>Ondertroeven is verplicht: een van je lage klaveren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>K5.5 Neither the suit led nor trump</source>
        <translation>K5.5 Geen gevraagde kleur en geen troef</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With none of the suit led and no trump, any card may be played.</source>
        <translation>Heb je de gevraagde kleur niet en ook geen troef, dan mag je elke kaart spelen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Amsterdams and Rotterdams side by side</source>
        <translation>Amsterdams en Rotterdams naast elkaar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot follow suit and</source>
        <translation>Je kunt niet bekennen en</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your partner is winning</source>
        <translation>je maat heeft de slag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no duty to trump; no lower trump unless nothing else</source>
        <translation>geen troefplicht; geen lagere troef als het anders kan</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <location line="+1"/>
        <source>trump and overtrump</source>
        <translation>introeven en overtroeven</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>an opponent is winning</source>
        <translation>een tegenstander heeft de slag</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>you cannot overtrump</source>
        <translation>je kunt niet overtroeven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a lower trump only if nothing else</source>
        <translation>alleen een lagere troef als het niet anders kan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a lower trump, forced</source>
        <translation>verplicht een lagere troef</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Who wins the trick</source>
        <translation>Wie de slag wint</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The highest trump wins the trick; with no trump in it, the highest card of the suit led. Cards of other suits never win.</source>
        <translation>De hoogste troef wint de slag; ligt er geen troef in, dan de hoogste kaart van de gevraagde kleur. Kaarten van andere kleuren winnen nooit.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Three cards of one suit in a row</source>
        <translation>Drie opeenvolgende kaarten van één kleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four cards of one suit in a row</source>
        <translation>Vier opeenvolgende kaarten van één kleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;i&gt;Stuk&lt;/i&gt;: king and queen of trump</source>
        <translation>&lt;i&gt;Stuk&lt;/i&gt;: heer en vrouw van troef</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stuk inside a trump run of three (20 + 20)</source>
        <translation>Stuk in een troefreeks van drie (20 + 20)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stuk inside a trump run of four (50 + 20)</source>
        <translation>Stuk in een troefreeks van vier (50 + 20)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four aces, tens, kings or queens</source>
        <translation>Vier azen, tienen, heren of vrouwen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four nines, eights or sevens (an option)</source>
        <translation>Vier negens, achten of zevens (een optie)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four jacks (an option)</source>
        <translation>Vier boeren (een optie)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In one trick</source>
        <translation>In één slag</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <location line="+338"/>
        <source>Roem</source>
        <translation>Roem</translation>
    </message>
    <message>
        <location line="-334"/>
        <source>&lt;i&gt;Roem&lt;/i&gt; is the bonus of klaverjas. It is not declared from the hand: it lies in the four cards of one finished trick, whoever played them, and it goes to the team that wins that trick. It is written apart from the card points, because it counts when nat is decided.</source>
        <translation>&lt;i&gt;Roem&lt;/i&gt; is de bonus van het klaverjassen. Hij wordt niet uit de hand gemeld: hij zit in de vier kaarten van één afgelopen slag, wie ze ook speelde, en gaat naar het koppel dat die slag wint. Roem wordt apart van de kaartpunten genoteerd, omdat hij meetelt als beslist wordt of iemand nat gaat.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Runs follow the order %1 in every suit, trump or not: ace, king, queen is a run, king, ace, seven is not. A run of four counts 50, not 50 plus 20. One trick holds at most one run (with or without stuk), or stuk alone, or four of a kind.</source>
        <translation>Reeksen volgen de volgorde %1 in elke kleur, troef of niet: aas, heer, vrouw is een reeks, heer, aas, zeven niet. Een reeks van vier telt 50, niet 50 plus 20. Eén slag bevat hoogstens één reeks (met of zonder stuk), of alleen stuk, of een carré.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Example: a run of four</source>
        <translation>Voorbeeld: een reeks van vier</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>North&apos;s ten wins, so North and South book 15 points and 50 roem for nine, ten, jack and queen of spades, though East and West gave two of those cards.</source>
        <translation>De tien van Noord wint, dus Noord en Zuid schrijven 15 punten en 50 roem voor negen, tien, boer en vrouw van schoppen, al gaven Oost en West twee van die kaarten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: stuk inside a trump run</source>
        <translation>Voorbeeld: stuk in een troefreeks</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Queen, king and ace of hearts are a run (20) and king and queen of trump are stuk (20): North and South book 18 points and 40 roem, though West and East played the king and the queen.</source>
        <translation>Vrouw, heer en aas van harten vormen een reeks (20) en heer en vrouw van troef zijn stuk (20): Noord en Zuid schrijven 18 punten en 40 roem, al speelden West en Oost de heer en de vrouw.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game finds the roem of every trick itself, gives it to the trick&apos;s winners and shows it by the trick (&lt;i&gt;Roem 50&lt;/i&gt;, &lt;i&gt;Stuk&lt;/i&gt;).</source>
        <translation>Het spel vindt de roem van elke slag zelf, geeft hem aan de winnaars van de slag en toont hem bij de slag (&lt;i&gt;Roem 50&lt;/i&gt;, &lt;i&gt;Stuk&lt;/i&gt;).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Example: a deal made</source>
        <translation>Voorbeeld: een ronde gehaald</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>North and South chose trump. They count 102 + 20 = 122, East and West 60 + 20 = 80. 122 is more than 80: made, and each team scores what it counted.</source>
        <translation>Noord en Zuid kozen troef. Zij halen 102 + 20 = 122, Oost en West 60 + 20 = 80. 122 is meer dan 80: gehaald, en elk koppel krijgt wat het haalde.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: nat because of roem</source>
        <translation>Voorbeeld: nat door roem</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>North and South took more card points, but they count 95 + 20 = 115 against 67 + 70 = 137: nat. East and West score 162 + 20 + 70 = 252, North and South nothing.</source>
        <translation>Noord en Zuid haalden meer kaartpunten, maar komen op 95 + 20 = 115 tegen 67 + 70 = 137: nat. Oost en West krijgen 162 + 20 + 70 = 252, Noord en Zuid niets.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: exactly half</source>
        <translation>Voorbeeld: precies de helft</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>81 against 81 is not more: nat, and East and West score 162.</source>
        <translation>81 tegen 81 is niet meer: nat, en Oost en West krijgen 162.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Example: pit</source>
        <translation>Voorbeeld: pit</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All eight tricks: 162 points, 70 roem and the pit bonus of 100. North and South score 332, East and West nothing.</source>
        <translation>Alle acht slagen: 162 punten, 70 roem en de pitbonus van 100. Noord en Zuid krijgen 332, Oost en West niets.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+196"/>
        <source>Result of a deal: made, nat, pit</source>
        <translation>Uitslag van een ronde: gehaald, nat, pit</translation>
    </message>
    <message>
        <location line="-192"/>
        <source>Each team adds up its points (the cards it won, with 10 for the last trick) and its roem.</source>
        <translation>Elk koppel telt zijn punten (de kaarten uit zijn slagen, met 10 voor de laatste slag) en zijn roem op.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Made&lt;/b&gt;: the makers counted more than the defenders; without roem that is at least 82 of the 162 points. Both teams score what they counted.</source>
        <translation>&lt;b&gt;Gehaald&lt;/b&gt;: de spelende partij haalde meer dan de tegenpartij; zonder roem is dat minstens 82 van de 162 punten. Beide koppels krijgen wat ze haalden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Made&lt;/b&gt;: the makers counted at least as much as the defenders. Both teams score what they counted.</source>
        <translation>&lt;b&gt;Gehaald&lt;/b&gt;: de spelende partij haalde minstens evenveel als de tegenpartij. Beide koppels krijgen wat ze haalden.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;Nat&lt;/b&gt; (also &lt;i&gt;beet&lt;/i&gt;): the makers counted as much as the defenders or less; exactly half is nat. The makers score nothing; the defenders score 162 plus the roem of both teams, stuk included.</source>
        <translation>&lt;b&gt;Nat&lt;/b&gt; (ook &lt;i&gt;beet&lt;/i&gt;): de spelende partij haalde evenveel als de tegenpartij of minder; precies de helft is nat. De spelende partij krijgt niets; de tegenpartij krijgt 162 plus de roem van beide koppels, stuk inbegrepen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Nat&lt;/b&gt; (also &lt;i&gt;beet&lt;/i&gt;): the makers counted less than the defenders. The makers score nothing; the defenders score 162 plus the roem of both teams, stuk included.</source>
        <translation>&lt;b&gt;Nat&lt;/b&gt; (ook &lt;i&gt;beet&lt;/i&gt;): de spelende partij haalde minder dan de tegenpartij. De spelende partij krijgt niets; de tegenpartij krijgt 162 plus de roem van beide koppels, stuk inbegrepen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Pit&lt;/b&gt;: makers who take all eight tricks score a bonus of 100 on top of 162 and their roem; the score sheet writes it in the roem column. Defenders who take every trick get no bonus: the makers are nat anyway.</source>
        <translation>&lt;b&gt;Pit&lt;/b&gt;: een spelende partij die alle acht slagen haalt, krijgt een bonus van 100 bovenop 162 en haar roem; het scoreblad zet die in de roemkolom. Haalt de tegenpartij alle slagen, dan krijgt ze geen bonus: de spelende partij is toch al nat.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Pit&lt;/b&gt;: a team that takes all eight tricks, makers or defenders, scores a bonus of 100 on top of what it scores anyway.</source>
        <translation>&lt;b&gt;Pit&lt;/b&gt;: een koppel dat alle acht slagen haalt, spelend of niet, krijgt een bonus van 100 bovenop wat het toch al krijgt.</translation>
    </message>
    <message>
        <location line="-637"/>
        <source>Dutch players follow different city rules. Three of them are built in: &lt;b&gt;Amsterdams&lt;/b&gt; (the default), &lt;b&gt;Rotterdams&lt;/b&gt;, which differs in the duty to trump, and &lt;b&gt;Utrechts&lt;/b&gt;, in which the voorhand must choose trump. A match is usually a &lt;i&gt;boompje&lt;/i&gt; of 16 deals.</source>
        <translation>Nederlanders spelen naar verschillende stadsregels. Drie daarvan zitten in het spel: &lt;b&gt;Amsterdams&lt;/b&gt; (de standaard), &lt;b&gt;Rotterdams&lt;/b&gt;, dat verschilt in de troefplicht, en &lt;b&gt;Utrechts&lt;/b&gt;, waarin de voorhand troef moet kiezen. Een partij is meestal een &lt;i&gt;boompje&lt;/i&gt; van 16 ronden.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Everything goes clockwise: the deal, the choice of trump and the play move from North to East, South, West and back to North. The player on the dealer&apos;s left is the &lt;i&gt;voorhand&lt;/i&gt; (first hand): the first to speak and, in the usual rules, the first to lead.</source>
        <translation>Alles gaat met de klok mee: het delen, het troef kiezen en het spelen gaan van Noord naar Oost, Zuid, West en terug naar Noord. De speler links van de deler is de &lt;i&gt;voorhand&lt;/i&gt;: die spreekt als eerste en komt, in de gewone regels, als eerste uit.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>A player who wants to choose trump says &lt;i&gt;ik speel&lt;/i&gt; (I play) and names the suit; that player&apos;s team are the makers. A player who does not want to says &lt;i&gt;ik pas&lt;/i&gt; (I pass). Calls are plain: signalling what you hold is not done.</source>
        <translation>Wie troef wil kiezen, zegt &lt;i&gt;ik speel&lt;/i&gt; en noemt de kleur; het koppel van die speler is de spelende partij. Wie dat niet wil, zegt &lt;i&gt;ik pas&lt;/i&gt;. Dat gebeurt zonder omhaal: laten merken wat je in handen hebt, hoort er niet bij.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>First a suit is proposed: at a real table by turning a card from the unused low cards, here by chance, except that the first deal of a match proposes clubs. Each player in turn plays in that suit or passes. If all four pass, the first speaker must play, as the option &lt;i&gt;All pass on a proposed suit&lt;/i&gt; says.</source>
        <translation>Eerst wordt een kleur voorgesteld: aan een echte tafel door een kaart van de ongebruikte lage kaarten om te draaien, hier door het toeval, behalve dat de eerste ronde van een partij klaveren voorstelt. Om de beurt speelt ieder in die kleur of past. Passen alle vier, dan moet wie eerst sprak spelen, zoals de optie &lt;i&gt;Iedereen past op een voorgestelde kleur&lt;/i&gt; zegt.</translation>
    </message>
    <message>
        <location line="+235"/>
        <source>The game refuses a card these duties forbid and names the duty (K5.1 to K5.4); nothing else changes. At a real table a forbidden card is &lt;i&gt;verzaken&lt;/i&gt; (revoking): the player has &lt;i&gt;verzaakt&lt;/i&gt; and the team is punished. Here it cannot happen.</source>
        <translation>Het spel weigert een kaart die deze plichten verbieden en noemt de plicht (K5.1 tot en met K5.4); verder verandert er niets. Aan een echte tafel heet een verboden kaart spelen &lt;i&gt;verzaken&lt;/i&gt;: de speler heeft &lt;i&gt;verzaakt&lt;/i&gt; en het koppel wordt gestraft. Hier kan dat niet gebeuren.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>At a real table roem counts only when it is called. Press &lt;i&gt;Roem!&lt;/i&gt; while the trick still lies on the table; roem nobody called before the trick is gathered is lost. The computer players call roem in the tricks their own team wins, never for the other team.</source>
        <translation>Aan een echte tafel telt roem alleen als hij geroepen wordt. Druk op &lt;i&gt;Roem!&lt;/i&gt; zolang de slag nog op tafel ligt; roem die niemand riep voordat de slag werd binnengehaald, is verloren. De computerspelers roepen roem in de slagen die hun eigen koppel wint, nooit voor het andere koppel.</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>With spades as trump the deal counts twice: both scores are multiplied by two once made or nat is decided.</source>
        <translation>Met schoppen als troef telt de ronde twee keer: beide scores gaan maal twee zodra vaststaat of het gehaald of nat is.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+115"/>
        <source>The match: a boompje</source>
        <translation>De partij: een boompje</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>A match is a &lt;i&gt;boompje&lt;/i&gt;: a fixed number of deals, usually 16, so that everyone deals four times. The score sheet has a column for each team (&lt;i&gt;wij&lt;/i&gt; and &lt;i&gt;zij&lt;/i&gt;, us and them) and counts the deals down. After the last deal the higher total wins.</source>
        <translation>Een partij is een &lt;i&gt;boompje&lt;/i&gt;: een vast aantal ronden, meestal 16, zodat ieder vier keer deelt. Het scoreblad heeft een kolom per koppel (&lt;i&gt;wij&lt;/i&gt; en &lt;i&gt;zij&lt;/i&gt;) en telt de ronden af. Na de laatste ronde wint de hoogste stand.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The match is played to a target: the first team to reach it wins. If both reach it in the same deal, the higher total wins; if the totals are equal, another deal is played.</source>
        <translation>De partij wordt gespeeld tot een doel: het koppel dat het als eerste bereikt, wint. Bereiken beide het in dezelfde ronde, dan wint de hoogste stand; is die gelijk, dan volgt nog een ronde.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Equal totals after the last deal make a draw.</source>
        <translation>Een gelijke stand na de laatste ronde is remise.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Equal totals after the last deal: one more deal is played, until they differ.</source>
        <translation>Een gelijke stand na de laatste ronde: er wordt nog een ronde gedeeld, tot de stand verschilt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: after 16 deals North and South have %1 and East and West %2: North and South win.</source>
        <translation>Voorbeeld: na 16 ronden hebben Noord en Zuid %1 en Oost en West %2: Noord en Zuid winnen.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Rule options and presets</source>
        <translation>Spelregelopties en voorinstellingen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Klaverjas has many house rules. Each option is explained in the section where it applies, with its value in this game highlighted. The settings dialog chooses a preset or single options before a match.</source>
        <translation>Klaverjassen kent veel huisregels. Elke optie staat uitgelegd in het deel waar ze geldt, met haar waarde in dit spel gemarkeerd. In het instellingenvenster kies je voor een partij een voorinstelling of losse opties.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Option</source>
        <translation>Optie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Explained in</source>
        <translation>Uitgelegd in</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Presets</source>
        <translation>Voorinstellingen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Amsterdams&lt;/b&gt;: every option at its default: free choice of trump, no duty to trump your partner&apos;s trick, no undertrumping unless nothing else, a boompje of 16 deals.</source>
        <translation>&lt;b&gt;Amsterdams&lt;/b&gt;: elke optie op haar standaardwaarde: vrij troef kiezen, geen plicht om de slag van je maat in te troeven, niet ondertroeven als het anders kan, een boompje van 16 ronden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Rotterdams&lt;/b&gt;: as Amsterdams, but your partner&apos;s trick must be trumped too, and undertrumping is forced.</source>
        <translation>&lt;b&gt;Rotterdams&lt;/b&gt;: als Amsterdams, maar ook de slag van je maat moet je introeven, en ondertroeven is verplicht.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Utrechts&lt;/b&gt;: as Amsterdams, but nobody passes: the voorhand must choose trump.</source>
        <translation>&lt;b&gt;Utrechts&lt;/b&gt;: als Amsterdams, maar niemand past: de voorhand moet troef kiezen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;NKU toernooi&lt;/b&gt;: as Amsterdams, but the dealer speaks first and must play if everyone passes, as in the union&apos;s tournament rules.</source>
        <translation>&lt;b&gt;NKU toernooi&lt;/b&gt;: als Amsterdams, maar de deler spreekt als eerste en moet spelen als iedereen past, zoals in de toernooiregels van de bond.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Direction</source>
        <translation>Richting</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an option</source>
        <translation>een optie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>always clockwise</source>
        <translation>altijd met de klok mee</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Between deals</source>
        <translation>Tussen de ronden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cut only</source>
        <translation>alleen afnemen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shuffled and cut</source>
        <translation>schudden en afnemen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal</source>
        <translation>Het delen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five cards and an up-card, then three</source>
        <translation>vijf kaarten en een omgedraaide kaart, dan drie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all eight at once, no up-card</source>
        <translation>alle acht in één keer, geen omgedraaide kaart</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>thrown in if all pass</source>
        <translation>opnieuw gedeeld als iedereen past</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ik speel or ik pas; if all pass, someone must play</source>
        <translation>ik speel of ik pas; passen alle vier, dan moet iemand spelen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the player after the dealer</source>
        <translation>de speler na de deler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the voorhand, whoever chose trump</source>
        <translation>de voorhand, wie ook troef koos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the suit led, partner winning</source>
        <translation>Niet kunnen bekennen, maat heeft de slag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card</source>
        <translation>elke kaart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amsterdams: any card but no undertrump; Rotterdams: trump</source>
        <translation>Amsterdams: elke kaart, maar niet ondertroeven; Rotterdams: introeven</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bonuses</source>
        <translation>Bonussen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>declarations from the hand; belote-rebelote</source>
        <translation>declaraties uit de hand; belote-rebelote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roem from the cards of each trick, to its winner</source>
        <translation>roem uit de kaarten van elke slag, voor wie de slag wint</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>King and queen of trump</source>
        <translation>Heer en vrouw van troef</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>belote, 20, kept by its team</source>
        <translation>belote, 20, blijft bij het eigen koppel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stuk, 20, only in one trick, to the trick&apos;s winner</source>
        <translation>stuk, 20, alleen in één slag, voor wie de slag wint</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four of a kind</source>
        <translation>Carré</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jacks 200, nines 150, A 10 K Q 100</source>
        <translation>boeren 200, negens 150, A 10 H V 100</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jacks 200, all others 100</source>
        <translation>boeren 200, alle andere 100</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Equal counts</source>
        <translation>Gelijke telling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>made (an option)</source>
        <translation>gehaald (een optie)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nat</source>
        <translation>nat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Failing</source>
        <translation>Nat gaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dedans: the defence scores 162 and all declarations</source>
        <translation>dedans: de verdediging krijgt 162 en alle declaraties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nat: the defenders score 162 and all roem</source>
        <translation>nat: de tegenpartij krijgt 162 en alle roem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All eight tricks</source>
        <translation>Alle acht slagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>capot: 252</source>
        <translation>capot: 252</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pit: 162 + 100</source>
        <translation>pit: 162 + 100</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match</source>
        <translation>De partij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to 1001, 701 or 501</source>
        <translation>tot 1001, 701 of 501</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Klaverjas for belote players</source>
        <translation>Klaverjassen voor wie belote speelt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If you play belote, you already know the cards, their order and their points. This is what changes.</source>
        <translation>Speel je belote, dan ken je de kaarten, hun volgorde en hun punten al. Dit is wat er verandert.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Belote</source>
        <translation>Belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Klaverjas</source>
        <translation>Klaverjassen</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>the game; to play it</source>
        <translation>het spel; het spelen ervan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trump; to choose trump</source>
        <translation>troef; troef kiezen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack and the nine of trump, the two highest cards</source>
        <translation>boer en negen van troef, de twee hoogste kaarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I play (and choose trump) / I pass</source>
        <translation>ik speel (en kies troef) / ik pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forced to play: the Utrechts way</source>
        <translation>verplicht te spelen: de Utrechtse manier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the player on the dealer&apos;s left, first to speak and to lead</source>
        <translation>de speler links van de deler, die als eerste spreekt en uitkomt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dealer; to deal; to shuffle; to cut</source>
        <translation>deler; delen; schudden; afnemen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to lead to a trick</source>
        <translation>de eerste kaart van een slag spelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to follow suit</source>
        <translation>kleur bekennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to trump, to overtrump, to undertrump</source>
        <translation>introeven, overtroeven, ondertroeven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the duty to trump</source>
        <translation>de plicht om te troeven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trick; last trick, worth 10</source>
        <translation>slag; laatste slag, 10 punten waard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bonus for cards lying together in one trick</source>
        <translation>de bonus voor kaarten die samen in één slag liggen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king and queen of trump in one trick: 20 roem</source>
        <translation>heer en vrouw van troef in één slag: 20 roem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the makers failed and score nothing</source>
        <translation>de spelende partij gaat nat en krijgt niets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all eight tricks: 100 more</source>
        <translation>alle acht slagen: 100 extra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to play a card the rules forbid; revoked</source>
        <translation>een kaart spelen die de regels verbieden; verzaakt hebben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partner</source>
        <translation>partner aan tafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>us / them: the two columns of the score sheet</source>
        <translation>wij / zij: de twee kolommen van het scoreblad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a match of 16 deals</source>
        <translation>een partij van 16 ronden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the city rule sets</source>
        <translation>de stadsregels</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dutch words</source>
        <translation>Nederlandse woorden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dutch players use these words, and so does the game, in every language.</source>
        <translation>Nederlandse spelers gebruiken deze woorden, en het spel ook, in elke taal.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dutch</source>
        <translation>Nederlands</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Meaning</source>
        <translation>Betekenis</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Its two-player relative is klaberjass, known in Britain as clobyosh or clob. The Swiss jass and French belote are cousins of the same family.</source>
        <translation>Het familielid voor twee spelers is klaberjass, in Groot-Brittannië clobyosh of clob. Het Zwitserse jassen en het Franse belote zijn neven uit dezelfde familie.</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/last_trick.py" line="+185"/>
        <location line="+14"/>
        <location line="+3"/>
        <source>Last trick</source>
        <translation>Laatste slag</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>No trick has been played yet.</source>
        <translation>Er is nog geen slag gespeeld.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Trick %1 of 8</source>
        <translation>Slag %1 van 8</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Led</source>
        <translation>Kwam uit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Won the trick</source>
        <translation>Won de slag</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Played %1 of 4</source>
        <translation>Als %1e van de 4 gespeeld</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <comment>a player and the card they played</comment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>You won the trick: %n points.</source>
        <translation>
            <numerusform>Jij won de slag: %n punt.</numerusform>
            <numerusform>Jij won de slag: %n punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 won the trick: %n points.</source>
        <translation>
            <numerusform>%1 won de slag: %n punt.</numerusform>
            <numerusform>%1 won de slag: %n punten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No trumps</source>
        <translation>Geen troef</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All trumps</source>
        <translation>Alles troef</translation>
    </message>
    <message>
        <location line="-67"/>
        <location line="+69"/>
        <source>Trumps: %1</source>
        <translation>Troef: %1</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../belote_desktop/ui/lesson/driver.py" line="+284"/>
        <source>Lesson: step %1 of %2</source>
        <translation>Les: stap %1 van %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Finish</source>
        <translation>Klaar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next</source>
        <translation>Volgende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson</source>
        <translation>Les verlaten</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/lesson/texts.py" line="+28"/>
        <source>A guided deal: you play your own cards, and the table explains as you go. Everyone has five cards, and one card lies face up in the middle: the up-card. Its suit is offered as trump.</source>
        <translation>Een begeleide ronde: je speelt je eigen kaarten, en de tafel legt onderweg uit. Iedereen heeft vijf kaarten, en in het midden ligt één kaart met de beeldzijde boven: de omgedraaide kaart. Haar kleur wordt als troef aangeboden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A trump beats any card of the other suits. Among trumps the jack is highest, then the nine, the ace, the 10, king, queen, 8 and 7. Whoever takes makes the up-card&apos;s suit trump, and their side must then score at least as much as the other side.</source>
        <translation>Een troef wint van elke kaart van de andere kleuren. In troef is de boer het hoogst, dan de negen, de aas, de 10, heer, vrouw, 8 en 7. Wie neemt, maakt de kleur van de omgedraaide kaart troef, en zijn kant moet dan minstens evenveel punten halen als de andere kant.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The others passed. You hold the jack and the nine of hearts, the two highest trumps: a strong start. Take hearts!</source>
        <translation>De anderen hebben gepast. Je hebt de boer en de negen van harten, de twee hoogste troeven: een sterk begin. Neem harten!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts are trump. As the taker you got the up-card and two more cards, the others three each: everyone holds eight now. You and your partner must score at least as many points as the other side.</source>
        <translation>Harten is troef. Als nemer kreeg je de omgedraaide kaart en nog twee kaarten, de anderen elk drie: iedereen heeft er nu acht. Jij en je partner moeten minstens evenveel punten halen als de andere kant.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 leads the first trick: the player after the dealer always does. Each player in turn plays one card; the highest card of the suit led takes the trick, unless someone plays a trump.</source>
        <comment>%1: the player on your left</comment>
        <translation>%1 komt uit in de eerste slag: dat doet altijd de speler na de deler. Om beurten speelt ieder één kaart; de hoogste kaart van de gevraagde kleur wint de slag, tenzij iemand troeft.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You hold the king, queen and jack of hearts: three cards in a row of one suit, a tierce, worth 20 points. Declarations are announced with your first card: announce it.</source>
        <translation>Je hebt de heer, vrouw en boer van harten: drie opeenvolgende kaarten van één kleur, een driekaart, 20 punten waard. Declaraties meld je bij je eerste kaart: meld hem.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 leads the ace of spades. You hold spades, so you must follow suit and play one. The ace wins anyway: give your lowest, %2.</source>
        <comment>%1: a player, %2: a card</comment>
        <translation>%1 komt uit met de schoppen aas. Je hebt schoppen, dus je moet bekennen. De aas wint toch: geef je laagste, %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 takes the trick with the ace. After the first trick the best declaration at the table is shown, and only its side scores declarations: your tierce is worth 20 points to you and your partner.</source>
        <comment>%1: the player on your left</comment>
        <translation>%1 wint de slag met de aas. Na de eerste slag wordt de beste declaratie aan tafel getoond, en alleen die kant krijgt punten voor declaraties: je driekaart is 20 punten waard voor jou en je partner.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have no clubs, and your partner is not winning the trick: you must trump. Trump with your lowest heart, %1.</source>
        <comment>%1: a card</comment>
        <translation>Je hebt geen klaveren, en je partner heeft de slag niet: je moet troeven. Troef met je laagste harten, %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Belote! The king and queen of trumps in one hand bring 20 points: you say “Belote” with the first and “Rebelote” with the second. You won the trick, so you lead: play %1, the highest trump. Everyone must play a trump if they have one.</source>
        <comment>%1: a card</comment>
        <translation>Belote! Heer en vrouw van troef in één hand zijn 20 punten waard: je zegt “Belote” bij de eerste en “Rebelote” bij de tweede. Je won de slag, dus jij komt uit: speel %1, de hoogste troef. Iedereen moet een troef spelen als hij er een heeft.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 had no trump and gave you 10 points instead. Keep your last two trumps for later: lead a small spade, %2.</source>
        <comment>%1: your partner, %2: a card</comment>
        <translation>%1 had geen troef en gaf je in plaats daarvan 10 punten. Houd je laatste twee troeven voor later: kom uit met een kleine schoppen, %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 had no diamonds and had to trump, since your partner was winning. You have no diamonds either, and you hold a higher trump: you must overtrump. Play %2.</source>
        <comment>%1: the player on your right, %2: a card</comment>
        <translation>%1 had geen ruiten en moest troeven, omdat je partner de slag had. Jij hebt ook geen ruiten, en je hebt een hogere troef: je moet overtroeven. Speel %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In trumps the nine beats the 10 and the ace. Lead %1 now, and keep your king of trumps.</source>
        <comment>%1: a card</comment>
        <translation>In troef wint de negen van de 10 en de aas. Kom nu uit met %1, en houd je troefheer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 trumps with the ace, which you cannot beat. With no diamonds, and your partner not winning, you must still trump, even lower: that is undertrumping. Play %2, and say “Rebelote”.</source>
        <comment>%1: the player on your right, %2: a card</comment>
        <translation>%1 troeft met de aas, die je niet kunt slaan. Zonder ruiten, en omdat je partner de slag niet heeft, moet je toch troeven, ook lager: dat is ondertroeven. Speel %2, en zeg “Rebelote”.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last trick: play %1. Whoever takes it scores 10 points more.</source>
        <comment>%1: a card</comment>
        <translation>De laatste slag: speel %1. Wie hem wint, krijgt er 10 punten bij.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is over. Your side took %1 points in cards, 10 for the last trick included; with the tierce and belote that makes %2. The other side took %3. The takers needed at least as much as the other side: the contract is made, and each side scores its points.</source>
        <comment>%1, %2, %3: numbers of points</comment>
        <translation>De ronde is voorbij. Jouw kant haalde %1 punten in kaarten, de 10 van de laatste slag inbegrepen; met de driekaart en belote maakt dat %2. De andere kant haalde %3. De nemers moesten minstens evenveel halen als de andere kant: het contract is gehaald, en elke kant krijgt zijn punten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is a whole deal: the auction, eight tricks and the count. Deals follow each other until a side reaches %1 points. You can play this lesson again from %2.</source>
        <comment>%1: the match&apos;s target, %2: the menu, Help &gt; Learn to play</comment>
        <translation>Dat is een hele ronde: de bieding, acht slagen en de telling. De rondes volgen elkaar op tot een kant %1 punten heeft. Je kunt deze les opnieuw spelen via %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A guided deal of coinche. All eight cards are dealt at once, with no up-card. Instead of taking, players bid: the points their side promises to make, from 80 to 160 (or capot, every trick), with the trump they choose.</source>
        <translation>Een begeleide ronde coinche. Alle acht kaarten worden in één keer gedeeld, zonder omgedraaide kaart. In plaats van te nemen bieden de spelers: de punten die hun kant belooft te halen, van 80 tot 160 (of capot, alle slagen), met de troef die ze kiezen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 bids 80 with spades as trump, and each bid must be higher than the last. You hold the jack, nine and ace of hearts, the three best trumps, and an ace: bid 100 with hearts as trump.</source>
        <comment>%1: the player on your right</comment>
        <translation>%1 biedt 80 met schoppen als troef, en elk bod moet hoger zijn dan het vorige. Je hebt de boer, negen en aas van harten, de drie beste troeven, en nog een aas: bied 100 met harten als troef.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others may now bid higher, or pass. An opponent who thinks you will fail may double your bid instead: it then counts double, made or failed.</source>
        <translation>De anderen mogen nu hoger bieden, of passen. Een tegenstander die denkt dat je nat gaat, mag in plaats daarvan je bod doubleren: het telt dan dubbel, gehaald of nat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Three passes after a bid end the auction: your contract is 100 with hearts as trump. Your side needs at least 100 points: the cards you take, 10 for the last trick, and any belote or declarations. %1 leads.</source>
        <comment>%1: the player on your left</comment>
        <translation>Drie keer passen na een bod beëindigt de bieding: je contract is 100 met harten als troef. Je kant heeft minstens 100 punten nodig: de kaarten die jullie halen, 10 voor de laatste slag, en eventuele belote of declaraties. %1 komt uit.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The play goes as in classic belote. %1 leads diamonds and you hold the ace: you must follow suit, and it wins. Play %2.</source>
        <comment>%1: a player, %2: a card</comment>
        <translation>Er wordt gespeeld als bij klassieke belote. %1 komt uit met ruiten en je hebt de aas: je moet bekennen, en hij wint. Speel %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You lead. Play %1, the highest trump: everyone must play a trump if they can, and a higher one if they have it.</source>
        <comment>%1: a card</comment>
        <translation>Jij komt uit. Speel %1, de hoogste troef: iedereen moet troef spelen als hij kan, en een hogere als hij die heeft.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead %1 as well: it takes the last trump the others hold.</source>
        <comment>%1: a card</comment>
        <translation>Kom ook uit met %1: die haalt de laatste troef van de anderen binnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The others have no trumps left. Lead %1: it will lose, but your trumps will win the lead back.</source>
        <comment>%1: a card</comment>
        <translation>De anderen hebben geen troeven meer. Kom uit met %1: die verliest, maar met je troeven kom je weer aan slag.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You hold a club: follow suit with %1.</source>
        <comment>%1: a card</comment>
        <translation>Je hebt een klaveren: beken met %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is winning this trick. You have no clubs, but while your partner is winning you need not trump: any card will do. Keep your trumps: play %2.</source>
        <comment>%1: your partner, %2: a card</comment>
        <translation>%1 heeft deze slag. Je hebt geen klaveren, maar zolang je partner de slag heeft hoef je niet te troeven: elke kaart mag. Houd je troeven: speel %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your partner is winning again, and you have only trumps left: either will do. Play %1.</source>
        <comment>%1: a card</comment>
        <translation>Je partner heeft de slag weer, en je hebt alleen nog troeven: allebei goed. Speel %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last trick: lead %1. It brings 10 points more.</source>
        <comment>%1: a card</comment>
        <translation>De laatste slag: kom uit met %1. Die brengt 10 punten extra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal is over. Your side took %1 points, the last trick included: at least the 100 you bid, so the contract is made. You score your points plus your bid, %2; the other side scores its %3.</source>
        <comment>%1, %2, %3: numbers of points</comment>
        <translation>De ronde is voorbij. Jouw kant haalde %1 punten, de laatste slag inbegrepen: minstens de 100 die je geboden had, dus het contract is gehaald. Jullie krijgen je punten plus je bod, %2; de andere kant krijgt zijn %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deals follow each other until a side reaches %1 points. You can play this lesson again from %2.</source>
        <comment>%1: the match&apos;s target, %2: the menu, Help &gt; Learn to play</comment>
        <translation>De rondes volgen elkaar op tot een kant %1 punten heeft. Je kunt deze les opnieuw spelen via %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>In this lesson you take: with the jack and nine of hearts your hand is strong. Take hearts.</source>
        <translation>In deze les neem jij: met de boer en negen van harten is je hand sterk. Neem harten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce your tierce: it can bring your side 20 points.</source>
        <translation>Meld je driekaart: die kan je kant 20 punten opleveren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold spades, so you must play a spade; and since the ace wins anyway, give your lowest: %2.</source>
        <comment>%2: a card</comment>
        <translation>Je hebt schoppen, dus je moet schoppen spelen; en omdat de aas toch wint, geef je laagste: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no clubs and your partner is not winning: you must play a trump. Play %1.</source>
        <comment>%1: a card</comment>
        <translation>Je hebt geen klaveren en je partner heeft de slag niet: je moet troeven. Speel %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead %1: the highest trump makes the others give up theirs.</source>
        <comment>%1: a card</comment>
        <translation>Kom uit met %1: de hoogste troef dwingt de anderen hun troeven af te geven.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep your trumps for later: lead %2.</source>
        <comment>%2: a card</comment>
        <translation>Houd je troeven voor later: kom uit met %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A trump of the other side is winning and you hold a higher one: you must overtrump. Play %2.</source>
        <comment>%2: a card</comment>
        <translation>Een troef van de andere kant heeft de slag en jij hebt een hogere: je moet overtroeven. Speel %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep your last trump: lead %1.</source>
        <comment>%1: a card</comment>
        <translation>Houd je laatste troef: kom uit met %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With no diamonds you must trump, even under the ace: play %2.</source>
        <comment>%2: a card</comment>
        <translation>Zonder ruiten moet je troeven, ook onder de aas: speel %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this lesson you bid 100 with hearts as trump: it is set up in the panel, press Bid.</source>
        <translation>In deze les bied je 100 met harten als troef: het staat al klaar in het paneel, druk op Bieden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You hold diamonds: you must follow suit. Play %2.</source>
        <comment>%2: a card</comment>
        <translation>Je hebt ruiten: je moet bekennen. Speel %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead %1: it draws the others&apos; trumps.</source>
        <comment>%1: a card</comment>
        <translation>Kom uit met %1: zo trek je de troeven van de anderen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead %1, and keep your trumps.</source>
        <comment>%1: a card</comment>
        <translation>Kom uit met %1, en houd je troeven.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold a club: you must follow suit. Play %1.</source>
        <comment>%1: a card</comment>
        <translation>Je hebt een klaveren: je moet bekennen. Speel %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any card is allowed here, but keep your trumps: play %2.</source>
        <comment>%2: a card</comment>
        <translation>Hier mag elke kaart, maar houd je troeven: speel %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This lesson goes on with %1: play it.</source>
        <comment>%1: a card</comment>
        <translation>Deze les gaat verder met %1: speel die.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_lesson.py" line="+92"/>
        <source>New to belote? A guided first deal shows you how the game goes, step by step: you play your own cards, and the table explains. You can also take it later from %1.</source>
        <translation>Nieuw bij belote? Een eerste begeleide ronde laat je stap voor stap zien hoe het spel gaat: je speelt je eigen kaarten, en de tafel legt uit. Je kunt hem ook later volgen via %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Welcome to Belote Desktop</source>
        <translation>Welkom bij Belote Desktop</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show me</source>
        <translation>Laat maar zien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No, thanks</source>
        <translation>Nee, bedankt</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>The lesson is over: a new match begins.</source>
        <translation>De les is voorbij: er begint een nieuwe partij.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../belote_desktop/ui/main_window.py" line="-253"/>
        <source>All passed: the cards are dealt again.</source>
        <translation>Iedereen heeft gepast: er wordt opnieuw gedeeld.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Welcome to Belote Desktop.</source>
        <translation>Welkom bij Belote Desktop.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_menus.py" line="+138"/>
        <source>Belote Desktop</source>
        <translation>Belote Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo move</source>
        <translation>Zet &amp;terugnemen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo move</source>
        <translation>Zet &amp;opnieuw spelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export match…</source>
        <translation>Partij &amp;exporteren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open game record…</source>
        <translation>Spelverslag &amp;openen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistieken…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New match</source>
        <translation>&amp;Nieuwe partij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a &amp;deal by number…</source>
        <translation>Een &amp;ronde spelen op nummer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>Ti&amp;p</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Instellingen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Laatste slag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Scoreblad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Volledig scherm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Sneltoetsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Belote Desktop</source>
        <translation>&amp;Over Belote Desktop</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Move taken back: this match now counts as assisted.</source>
        <translation>Zet teruggenomen: deze partij telt nu als gespeeld met hulp.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no move of yours in this deal to take back.</source>
        <translation>Er is in deze ronde geen zet van jou om terug te nemen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Move played again.</source>
        <translation>Zet opnieuw gespeeld.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing to play again: you have moved since.</source>
        <translation>Niets om opnieuw te spelen: je hebt sindsdien al een zet gedaan.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/main_window.py" line="+103"/>
        <source>Your match was resumed where you left it.</source>
        <translation>Je partij gaat verder waar je gebleven was.</translation>
    </message>
    <message>
        <location line="+188"/>
        <location filename="../belote_desktop/ui/window_lesson.py" line="+52"/>
        <source>Classic belote</source>
        <translation>Klassieke belote</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../belote_desktop/ui/window_lesson.py" line="+0"/>
        <source>Coinche</source>
        <translation>Coinche</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/ui/window_lesson.py" line="+1"/>
        <source>Contrée</source>
        <translation>Contrée</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>deal %1 of %2</source>
        <translation>ronde %1 van %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>extra deal</source>
        <translation>extra ronde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to %1 points</source>
        <translation>tot %1 punten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (resumed)</source>
        <translation>%1 (hervat)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules of the match on the table. Changes in Settings apply from the next match.</source>
        <translation>De regels van de partij op tafel. Wijzigingen in de instellingen gelden vanaf de volgende partij.</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Your saved settings could not be used (%1), so the default settings are in use.</source>
        <translation>Je opgeslagen instellingen konden niet worden gebruikt (%1); de standaardinstellingen zijn nu actief.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The new rules and players take effect from the next match.</source>
        <translation>De nieuwe regels en spelers gelden vanaf de volgende partij.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/panels/bidding.py" line="-15"/>
        <source>Your turn to bid.</source>
        <translation>Jij bent aan de beurt om te bieden.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/main_window.py" line="+34"/>
        <source>Announce your declarations, or say nothing.</source>
        <translation>Meld je declaraties, of zeg niets.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your turn: play a card (click it, or choose with the arrows and press Enter).</source>
        <translation>Jouw beurt: speel een kaart (klik erop, of kies met de pijltoetsen en druk op Enter).</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Deal scored: %1 - %2</source>
        <translation>Ronde geteld: %1 - %2</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_access.py" line="-11"/>
        <source>Say that &amp;again</source>
        <translation>Nog eens &amp;zeggen</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_sounds.py" line="+37"/>
        <source>S&amp;ounds</source>
        <translation>&amp;Geluid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sounds on or off (the volume is in Settings)</source>
        <translation>Geluid aan of uit (het volume staat bij Instellingen)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Sounds on.</source>
        <translation>Geluid aan.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sounds off.</source>
        <translation>Geluid uit.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_replays.py" line="+43"/>
        <source>A new match starts with deal number %1.</source>
        <translation>Er begint een nieuwe partij met rondenummer %1.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The deal is dealt again: the same cards, the same dealer. This match now counts apart in your statistics.</source>
        <translation>De ronde wordt opnieuw gedeeld: dezelfde kaarten, dezelfde deler. Deze partij telt nu apart in je statistieken.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_aids.py" line="+46"/>
        <source>The cards played are shown: this match now counts as assisted.</source>
        <translation>De gespeelde kaarten worden getoond: deze partij telt nu als gespeeld met hulp.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_lesson.py" line="-2"/>
        <source>&amp;Learn to play</source>
        <translation>&amp;Leren spelen</translation>
    </message>
</context>
<context>
    <name>QueryKeys</name>
    <message>
        <location filename="../belote_desktop/ui/access/query_keys.py" line="+37"/>
        <source>Say the cards on the table</source>
        <translation>De kaarten op tafel voorlezen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say the contract and who took it</source>
        <translation>Het contract en de nemer voorlezen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say the score and what the match is played to</source>
        <translation>De score voorlezen en tot hoeveel de partij gaat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say whose turn it is</source>
        <translation>Voorlezen wie er aan de beurt is</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say every bid of this deal so far</source>
        <translation>Elk bod van deze ronde tot nu toe voorlezen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say the turned-up card (classic)</source>
        <translation>De omgedraaide kaart voorlezen (klassiek)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say the last trick and who won it</source>
        <translation>De laatste slag voorlezen en wie hem won</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read your hand, suit by suit</source>
        <translation>Je hand voorlezen, kleur voor kleur</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Say the sentence before or after, among the last ones said</source>
        <translation>De vorige of volgende zin voorlezen, uit de laatst gezegde zinnen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go to your spades, hearts, diamonds or clubs, and say them</source>
        <translation>Naar je schoppen, harten, ruiten of klaveren gaan en ze voorlezen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go to your suit on the left or on the right, and say it</source>
        <translation>Naar je kleur links of rechts gaan en die voorlezen</translation>
    </message>
</context>
<context>
    <name>Recall</name>
    <message>
        <location filename="../belote_desktop/ui/access/recall.py" line="+54"/>
        <location line="+10"/>
        <source>Nothing has been said yet.</source>
        <translation>Er is nog niets gezegd.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>No earlier sentence.</source>
        <translation>Geen eerdere zin.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No later sentence.</source>
        <translation>Geen latere zin.</translation>
    </message>
</context>
<context>
    <name>RecordDeals</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/record_viewer/deals.py" line="+115"/>
        <source>Deals of the record</source>
        <translation>Rondes van het spelverslag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a deal, or choose it and press Enter, to go to its start.</source>
        <translation>Dubbelklik op een ronde, of kies er een en druk op Enter, om naar het begin ervan te gaan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points the deal added: %1, then %2</source>
        <translation>Punten die de ronde opleverde: eerst %1, dan %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to this deal</source>
        <translation>&amp;Naar deze ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay the chosen deal out on the table, at its start</source>
        <translation>De gekozen ronde vanaf het begin op tafel leggen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>&amp;Analyseren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coach&apos;s review of the chosen deal, move by move</source>
        <translation>Analyse van de gekozen ronde, zet voor zet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review the chosen deal</source>
        <translation>Gekozen ronde analyseren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Scoreblad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The record&apos;s score sheet</source>
        <translation>Scoreblad van het spelverslag</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not played to the end</source>
        <translation>Niet uitgespeeld</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2, %3 %4</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Total: %1 %2, %3 %4</source>
        <translation>Totaal: %1 %2, %3 %4</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Deal number %1</source>
        <translation>Rondenummer %1</translation>
    </message>
</context>
<context>
    <name>RecordViewer</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/record_viewer/viewer.py" line="+183"/>
        <source>This deal was not played to the end: there is nothing to review.</source>
        <translation>Deze ronde is niet uitgespeeld: er valt niets te analyseren.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game record: %1</source>
        <translation>Spelverslag: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>Begin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick back</source>
        <translation>Slag terug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card back</source>
        <translation>Kaart terug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card forward</source>
        <translation>Kaart verder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick forward</source>
        <translation>Slag verder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>Einde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review this deal</source>
        <translation>Deze ronde analyseren</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Deals</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the list of the record&apos;s deals</source>
        <translation>De lijst met rondes van het spelverslag tonen of verbergen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sheet</source>
        <translation>Scoreblad</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Deal %1, step %2 of %3</source>
        <translation>Ronde %1, stap %2 van %3</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../belote_desktop/ui/refusals.py" line="+43"/>
        <source>You must follow suit.</source>
        <translation>Je moet bekennen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must play a higher trump.</source>
        <translation>Je moet een hogere troef spelen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no card of the suit led: you must trump.</source>
        <translation>Je hebt geen kaart van de gevraagde kleur: je moet introeven.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must trump higher than the trump already played.</source>
        <translation>Je moet overtroeven: speel een hogere troef dan de troef die al ligt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must trump, even lower than the trump already played.</source>
        <translation>Je moet ondertroeven: speel een troef, ook al is die lager dan de troef die al ligt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not trump lower than the trump already played while you hold another card.</source>
        <translation>Je mag niet ondertroeven zolang je nog een andere kaart hebt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not in your hand.</source>
        <translation>Die kaart zit niet in je hand.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not time to play a card.</source>
        <translation>Het is nu niet het moment om een kaart te spelen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card may not be played now.</source>
        <translation>Die kaart mag je nu niet spelen.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/lesson/driver.py" line="-29"/>
        <location filename="../belote_desktop/ui/refusals.py" line="+8"/>
        <source>Why? See rule %1</source>
        <translation>Waarom? Zie regel %1</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/refusals.py" line="+1"/>
        <source>%1 (rule %2)</source>
        <translation>%1 (regel %2)</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/review.py" line="+163"/>
        <source>The review stopped before the end.</source>
        <translation>De analyse is voor het einde gestopt.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Trick %1</source>
        <translation>Slag %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choosing trump</source>
        <comment>klaverjas: the row of a call, ik speel / ik pas</comment>
        <translation>Troef kiezen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bidding</source>
        <translation>Bieden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>best</source>
        <translation>beste</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Average over %n possible layouts of the hidden cards</source>
        <translation>
            <numerusform>Gemiddelde over %n mogelijke verdeling van de verborgen kaarten</numerusform>
            <numerusform>Gemiddelde over %n mogelijke verdelingen van de verborgen kaarten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Reviewing the moves of %1…</source>
        <translation>De zetten worden geanalyseerd: %1…</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%1 of %n cards were the best</source>
        <translation>
            <numerusform>%1 van %n kaart was de beste</numerusform>
            <numerusform>%1 van de %n kaarten waren de beste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 of %n calls were the best</source>
        <comment>klaverjas: ik speel / ik pas</comment>
        <translation>
            <numerusform>%1 van %n keuze (spelen of passen) was de beste</numerusform>
            <numerusform>%1 van de %n keuzes (spelen of passen) waren de beste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 of %n bids were the best</source>
        <translation>
            <numerusform>%1 van %n bod was het beste</numerusform>
            <numerusform>%1 van de %n biedingen waren de beste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n points lost in all</source>
        <translation>
            <numerusform>in totaal %n punt verloren</numerusform>
            <numerusform>in totaal %n punten verloren</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>biggest mistake: trick %1, %2, while %3 would have been worth %4 more</source>
        <translation>grootste fout: slag %1, %2, terwijl %3 %4 punten meer waard was geweest</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>biggest mistake: in the choice of trump, %1, while %2 would have been worth %3 more</source>
        <comment>klaverjas: %1 the call made (ik speel / ik pas), %2 the better one</comment>
        <translation>grootste fout: bij het troef kiezen, %1, terwijl %2 %3 punten meer waard was geweest</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>biggest mistake: in the bidding, %1, while %2 would have been worth %3 more</source>
        <translation>grootste fout: bij het bieden, %1, terwijl %2 %3 punten meer waard was geweest</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>took the trick</source>
        <translation>nam de slag</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Review of deal %1</source>
        <translation>Analyse van ronde %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Moves of:</source>
        <translation>&amp;Zetten van:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks</source>
        <translation>Slagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When</source>
        <translation>Wanneer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best move</source>
        <translation>Beste zet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What each was worth</source>
        <translation>Wat elke zet waard was</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Points lost</source>
        <translation>Verloren punten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With every hand seen</source>
        <translation>Met alle handen zichtbaar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worth: the score this deal was expected to end with, this player&apos;s team minus the other team, on average over many possible layouts of the cards this player could not see (as the hint shows it). With every hand seen: the same in this very deal, all cards known.</source>
        <translation>Waard: de score waarmee deze ronde naar verwachting eindigt, het team van deze speler min het andere team, gemiddeld over veel mogelijke verdelingen van de kaarten die deze speler niet kon zien (zoals de tip het toont). Met alle handen zichtbaar: hetzelfde in precies deze ronde, met alle kaarten bekend.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both count roem, nat and pit as klaverjas scores them.</source>
        <translation>Beide tellen roem, nat en pit mee zoals bij klaverjassen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The best move by what this player could know: the same judgement as the hint&apos;s, over more layouts of the hidden cards.</source>
        <translation>De beste zet volgens wat deze speler kon weten: hetzelfde oordeel als dat van de tip, over meer verdelingen van de verborgen kaarten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How much less the move was worth than the best one. Moves a few points apart, or closer than the layouts can tell, count as the best.</source>
        <translation>Hoeveel minder de zet waard was dan de beste. Zetten die maar een paar punten schelen, of minder dan de verdelingen kunnen onderscheiden, tellen als de beste.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The score this deal was expected to end with, this player&apos;s team minus the other team, on average over possible layouts of the hidden cards.</source>
        <translation>De score waarmee deze ronde naar verwachting eindigt, het team van deze speler min het andere team, gemiddeld over mogelijke verdelingen van de verborgen kaarten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What each card was worth in this very deal, with every hand seen and every card played as well as possible from here on: the luck of the layout, not a mistake.</source>
        <translation>Wat elke kaart waard was in precies deze ronde, met alle handen zichtbaar en elke kaart vanaf hier zo goed mogelijk gespeeld: het geluk van de verdeling, geen fout.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Won by</source>
        <translation>Gewonnen door</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>RoemPanel</name>
    <message>
        <location filename="../belote_desktop/ui/panels/roem.py" line="+63"/>
        <source>Roem</source>
        <translation>Roem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem!</source>
        <translation>Roem!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call the roem of the trick on the table (R); it counts for the team that won the trick.</source>
        <translation>Roep de roem van de slag op tafel (R); die telt voor de partij die de slag won.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gather the trick</source>
        <translation>Slag binnenhalen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take in the last trick and end the deal (Enter).</source>
        <translation>Haal de laatste slag binnen en sluit de ronde af (Enter).</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../belote_desktop/i18n/rules_text.py" line="+86"/>
        <source>Classic belote</source>
        <translation>Klassieke belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche</source>
        <translation>Coinche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrée</source>
        <translation>Contrée</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>partner</source>
        <translation>partner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opponent</source>
        <translation>tegenstander</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>North</source>
        <translation>Noord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>East</source>
        <translation>Oost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South</source>
        <translation>Zuid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>on</source>
        <translation>aan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>uit</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>number of deals: %1</source>
        <translation>aantal rondes: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target %1</source>
        <translation>doel %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+33"/>
        <source>%1: %2</source>
        <comment>option name: value</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>a fixed number of deals</source>
        <translation>een vast aantal rondes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a points target</source>
        <translation>een puntendoel</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The aim of the game</source>
        <translation>Het doel van het spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote is a card game of tricks for four players in two teams. At the start of each deal the players decide which suit is trump and which team has to prove that it was right to choose it: that team are the &lt;i&gt;takers&lt;/i&gt;, the other team the &lt;i&gt;defence&lt;/i&gt;. What the takers have to reach is their &lt;i&gt;contract&lt;/i&gt;.</source>
        <translation>Belote is een kaartspel met slagen voor vier spelers in twee teams. Aan het begin van elke ronde bepalen de spelers welke kleur troef is en welk team moet bewijzen dat het die keuze terecht maakte: dat team heet de &lt;i&gt;nemers&lt;/i&gt;, het andere team de &lt;i&gt;verdediging&lt;/i&gt;. Wat de nemers moeten halen, is hun &lt;i&gt;contract&lt;/i&gt;.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>In coinche and contrée the players bid: the takers promise a number of points, and must then count at least that many.</source>
        <translation>Bij coinche en contrée wordt er geboden: de nemers beloven een aantal punten en moeten er dan minstens zoveel halen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The table</source>
        <translation>De tafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote is played by four people in two teams of two. Partners face each other across the table, so the seats alternate between the teams. The seats are called North, East, South and West; North and South play together against East and West. You sit South.</source>
        <translation>Belote speel je met vier personen in twee teams van twee. Partners zitten tegenover elkaar, zodat de plaatsen om en om bij het ene en het andere team horen. De plaatsen heten Noord, Oost, Zuid en West; Noord en Zuid spelen samen tegen Oost en West. Jij zit op Zuid.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everything moves round the table in the same direction: the deal, the bidding and the play. Whenever these rules speak of the next player, they mean the next one in that direction.</source>
        <translation>Alles gaat in dezelfde richting rond de tafel: het delen, het bieden en het spelen. Waar deze regels het over de volgende speler hebben, is dat de volgende in die richting.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clockwise play goes North, East, South, West, then North again.</source>
        <translation>Met de klok mee gaat het spel van Noord naar Oost, Zuid, West en dan weer Noord.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Counterclockwise play goes North, West, South, East, then North again.</source>
        <translation>Tegen de klok in gaat het spel van Noord naar West, Zuid, Oost en dan weer Noord.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A match is a series of deals. The points of each deal are added to the team totals until one team reaches the target (see &lt;i&gt;End of the match&lt;/i&gt;).</source>
        <translation>Een partij bestaat uit een reeks rondes. De punten van elke ronde worden bij de totalen van de teams opgeteld, tot een team het doel bereikt (zie &lt;i&gt;Einde van de partij&lt;/i&gt;).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The cards and their order</source>
        <translation>De kaarten en hun rangorde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game uses a short pack of 32 cards: seven, eight, nine, ten, jack, queen, king and ace in each of the four suits, spades, hearts, diamonds and clubs.</source>
        <translation>Er wordt gespeeld met een piketspel van 32 kaarten: zeven, acht, negen, tien, boer, vrouw, heer en aas in elk van de vier kleuren schoppen, harten, ruiten en klaveren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How strong a card is depends on whether its suit is trump. In the trump suit the jack and the nine jump to the top; in the other suits the ace and the ten lead.</source>
        <translation>Hoe sterk een kaart is, hangt ervan af of zijn kleur troef is. In de troefkleur springen de boer en de negen naar boven; in de andere kleuren staan de aas en de tien bovenaan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Which cards</source>
        <translation>Welke kaarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order, highest first</source>
        <translation>Rangorde, hoogste eerst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump suit</source>
        <translation>Troefkleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other suits</source>
        <translation>Andere kleuren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sans atout (coinche only): every suit</source>
        <translation>Sans atout (alleen coinche): elke kleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tout atout (coinche only): every suit</source>
        <translation>Tout atout (alleen coinche): elke kleur</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Declarations have an order of their own, not the one used in play: for a sequence the cards always run ace, king, queen, jack, ten, nine, eight, seven, whatever the trump.</source>
        <translation>Voor declaraties geldt een eigen volgorde, niet de rangorde van het spelen: in een reeks lopen de kaarten altijd aas, heer, vrouw, boer, tien, negen, acht, zeven, welke kleur ook troef is.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Sans atout (coinche only)</source>
        <translation>Sans atout (alleen coinche)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tout atout (coinche only)</source>
        <translation>Tout atout (alleen coinche)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A team that wins all eight tricks makes a &lt;i&gt;capot&lt;/i&gt; and counts 252 instead of 162: the 162 and a bonus of 90.</source>
        <translation>Een team dat alle acht slagen wint, maakt &lt;i&gt;capot&lt;/i&gt; en telt 252 in plaats van 162: de 162 plus een bonus van 90.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Each player first gets three cards, then two. The next card of the pack is laid face up on the table: this up-card shows the suit offered as trump. When someone has taken, that player receives the up-card and two more cards and every other player three more, so that everyone holds eight. The taker gets the up-card even after naming another suit in the second round.</source>
        <translation>Elke speler krijgt eerst drie kaarten en dan twee. De volgende kaart van de stapel wordt open op tafel gelegd: deze omgedraaide kaart (ook wel de blik genoemd) toont de kleur die als troef wordt aangeboden. Zodra iemand heeft genomen, krijgt die speler de omgedraaide kaart en nog twee kaarten erbij, en elke andere speler nog drie, zodat iedereen er acht heeft. De nemer krijgt de omgedraaide kaart ook als hij in de tweede biedronde een andere kleur heeft gekozen.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>When it is their turn, an opponent of the highest bidder may double the bid: this is the &lt;i&gt;coinche&lt;/i&gt; or &lt;i&gt;contre&lt;/i&gt;. After a double nobody may bid any more; only the bidding team may answer, once: with a redouble (the &lt;i&gt;surcoinche&lt;/i&gt; or &lt;i&gt;surcontre&lt;/i&gt;) or with a pass. Either way the bidding is then over. Without a double the bid counts once; a double multiplies it by two, a redouble by four.</source>
        <translation>Een tegenstander van de hoogste bieder mag, als hij aan de beurt is, het bod doubleren: dat is de &lt;i&gt;coinche&lt;/i&gt; of &lt;i&gt;contre&lt;/i&gt;. Na een doublet mag niemand meer bieden; alleen het biedende team mag nog één keer antwoorden: met een redoublet (de &lt;i&gt;surcoinche&lt;/i&gt; of &lt;i&gt;surcontre&lt;/i&gt;) of door te passen. Daarna is het bieden hoe dan ook voorbij. Zonder doublet telt het bod één keer; een doublet vermenigvuldigt het met twee, een redoublet met vier.</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>With a trump suit, the highest trump in the trick wins it. Without a trump in it, the highest card of the led suit wins; cards of other suits never win.</source>
        <translation>Met een troefkleur wint de hoogste troef in de slag. Zit er geen troef in, dan wint de hoogste kaart van de gevraagde kleur; kaarten van andere kleuren winnen nooit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In sans atout and tout atout the highest card of the led suit always wins: in sans atout in the order of a plain suit, in tout atout in the order of a trump suit.</source>
        <translation>Bij sans atout en tout atout wint altijd de hoogste kaart van de gevraagde kleur: bij sans atout in de volgorde van een gewone kleur, bij tout atout in de volgorde van een troefkleur.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Quarte (fifty): four in sequence</source>
        <translation>Vierkaart (vijftig): vier opeenvolgende kaarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quinte (hundred): five to eight in sequence</source>
        <translation>Vijfkaart (honderd): vijf tot acht opeenvolgende kaarten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four eights or sevens: no declaration</source>
        <translation>Vier achten of zevens: geen declaratie</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>East and North both declare a tierce up to the queen, and South a tierce up to the nine. East played first, but North&apos;s tierce is in trump, and a trump sequence beats an equal one before the order of play decides: North and South score both their tierces, 20 + 20 = 40, and East and West nothing.</source>
        <translation>Oost en Noord melden allebei een driekaart tot de vrouw, en Zuid een driekaart tot de negen. Oost speelde als eerste, maar de driekaart van Noord is in troef, en een reeks in troef gaat boven een gelijke reeks voordat de speelvolgorde beslist: Noord en Zuid scoren hun beide driekaarten, 20 + 20 = 40, en Oost en West niets.</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>The contract is made when the takers counted more than the defence; for equal counts see &lt;i&gt;A tie&lt;/i&gt; below. When it is made, both teams score what they counted.</source>
        <translation>Het contract is gehaald als de nemers meer geteld hebben dan de verdediging; bij gelijke telling, zie hieronder bij &lt;i&gt;Gelijkspel&lt;/i&gt;. Is het contract gehaald, dan scoren beide teams wat ze geteld hebben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The contract is made when the takers have at least 81 of the 162 points of cards and last trick; declarations and belote do not count for this, so 81 is enough whatever the rule for a tie. When it is made, both teams score what they counted.</source>
        <translation>Het contract is gehaald als de nemers minstens 81 van de 162 punten uit kaarten en laatste slag hebben; declaraties en belote tellen hiervoor niet mee, dus 81 is genoeg, wat de regel voor gelijkspel ook is. Is het contract gehaald, dan scoren beide teams wat ze geteld hebben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Otherwise the takers are &lt;i&gt;dedans&lt;/i&gt; (inside): the defence scores 162 (252 if it took every trick), plus the declarations of both teams and its own belote; the takers score only their belote.</source>
        <translation>Anders gaan de nemers nat (&lt;i&gt;dedans&lt;/i&gt;): de verdediging scoort 162 (252 als zij alle slagen gewonnen heeft), plus de declaraties van beide teams en haar eigen belote; de nemers scoren alleen hun belote.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>A team that wins all eight tricks makes a &lt;i&gt;capot&lt;/i&gt;: it counts 252 card points instead of 162, the 162 and a bonus of 90. The team without a trick scores no declarations, only its belote.</source>
        <translation>Een team dat alle acht slagen wint, maakt &lt;i&gt;capot&lt;/i&gt;: het telt 252 kaartpunten in plaats van 162, de 162 plus een bonus van 90. Het team zonder slag scoort geen declaraties, alleen zijn belote.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>160 + bid × multiplier (×1, ×2 or ×4) + the declarations of both teams + its belote</source>
        <translation>160 + bod × factor (×1, ×2 of ×4) + de declaraties van beide teams + haar belote</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Once a bid is coinched (contré, in contrée), the card points only decide whether it is made: the team that wins takes 160 + bid × 2 (× 4 after a surcoinche or surcontre) and the declarations that score (a defence that wins takes both teams&apos;), and each team keeps its own belote.</source>
        <translation>Zodra er op een bod coinche is gezegd (bij contrée: contre), beslissen de kaartpunten alleen nog of het gehaald wordt: het team dat wint krijgt 160 + bod × 2 (× 4 na een surcoinche of surcontre) en de declaraties die tellen (wint de verdediging, dan krijgt ze die van beide teams), en elk team houdt zijn eigen belote.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The first team to reach the target wins the match. If both teams reach it in the same deal, the higher total wins; if the totals are equal, one more deal is played.</source>
        <translation>Het eerste team dat het doel bereikt, wint de partij. Bereiken beide teams het doel in dezelfde ronde, dan wint het hoogste totaal; zijn de totalen gelijk, dan wordt er nog een ronde gespeeld.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Common targets are 1001, 1000 or 501 for classic belote and 701 for coinche and contrée.</source>
        <translation>Gebruikelijke doelen zijn 1001, 1000 of 501 bij klassieke belote en 701 bij coinche en contrée.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Classic belote chooses trump with an up-card; coinche and contrée have an auction with numbers. Coinche also offers sans atout and tout atout.</source>
        <translation>Bij klassieke belote wordt de troef gekozen met een omgedraaide kaart; coinche en contrée hebben een bieding met getallen. Coinche heeft daarnaast ook sans atout en tout atout.</translation>
    </message>
    <message>
        <location line="-598"/>
        <source>Sequences for declarations</source>
        <translation>Reeksen voor declaraties</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sans atout (no trumps) and tout atout (all suits are trump) are contracts of coinche only. Sans atout ranks every suit like a plain suit; tout atout ranks every suit like the trump suit.</source>
        <translation>Sans atout (geen troef) en tout atout (alle kleuren troef) zijn contracten die alleen bij coinche bestaan. Bij sans atout heeft elke kleur de volgorde van een gewone kleur, bij tout atout de volgorde van de troefkleur.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Whole suit</source>
        <translation>Hele kleur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card</source>
        <translation>Kaart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump</source>
        <translation>Troef</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not trump</source>
        <translation>Geen troef</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Card points</source>
        <translation>Kaartpunten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tricks you win are worth the points of the cards in them. What a card is worth depends on the contract, as the table shows.</source>
        <translation>De slagen die je wint, zijn de punten waard van de kaarten die erin zitten. Hoeveel een kaart waard is, hangt af van het contract, zoals de tabel laat zien.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With a trump suit, the trump suit holds 62 points and each other suit 30: 152 in all. Whoever wins the eighth and last trick adds 10 more, the &lt;i&gt;dix de der&lt;/i&gt;, so every deal shares out 162 points.</source>
        <translation>Met een troefkleur is de troef samen 62 punten waard en elke andere kleur 30: in totaal 152. Wie de achtste en laatste slag wint, krijgt er nog 10 bij, de &lt;i&gt;dix de der&lt;/i&gt;, zodat er in elke ronde 162 punten te verdelen zijn.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In sans atout and in tout atout every suit is worth 38, so these contracts also hold 152 points, 162 with the last trick.</source>
        <translation>Bij sans atout en bij tout atout is elke kleur 38 punten waard, dus ook deze contracten hebben 152 punten, 162 met de laatste slag.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Dealing</source>
        <translation>Delen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance picks the first dealer. After every deal, even one that nobody wanted to play, the next player becomes the dealer.</source>
        <translation>Het toeval wijst de eerste deler aan. Na elke ronde, ook een ronde die niemand wilde spelen, wordt de volgende speler deler.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Between deals the cards are not shuffled: the tricks are gathered into one pile, which is cut and dealt again. Only a new match starts from a shuffled pack.</source>
        <translation>Tussen de rondes worden de kaarten niet geschud: de slagen gaan op één stapel, die wordt afgenomen en opnieuw gedeeld. Alleen aan het begin van een nieuwe partij wordt er geschud.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The cards are shuffled before every deal.</source>
        <translation>Voor elke ronde worden de kaarten geschud.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The dealer gives the cards out starting with the next player.</source>
        <translation>De deler deelt de kaarten uit, te beginnen bij de volgende speler.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Each player gets three cards, then two, then three: eight in all, straight away. No card is turned up.</source>
        <translation>Elke speler krijgt drie kaarten, dan twee en dan weer drie: meteen alle acht. Er wordt geen kaart omgedraaid.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bidding in classic belote</source>
        <translation>Bieden bij klassieke belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bidding decides which suit is trump and which team must prove it was right to choose it. There are at most two rounds, each starting with the player after the dealer.</source>
        <translation>Bij het bieden wordt bepaald welke kleur troef wordt en welk team moet laten zien dat het die keuze terecht maakte. Er zijn hooguit twee biedrondes, die elk beginnen bij de speler na de deler.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First round</source>
        <translation>Eerste biedronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player in turn either takes, which makes the suit of the up-card trump, or passes.</source>
        <translation>Om de beurt mag elke speler nemen (dan wordt de kleur van de omgedraaide kaart troef) of passen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Second round</source>
        <translation>Tweede biedronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If all four passed, each player in turn may name a trump suit or pass again. The suit of the up-card can no longer be chosen.</source>
        <translation>Als alle vier gepast hebben, mag elke speler om de beurt een troefkleur kiezen of opnieuw passen. De kleur van de omgedraaide kaart mag dan niet meer gekozen worden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If all four passed, each player in turn may name a trump suit or pass again. Any suit may be named, the up-card&apos;s suit included.</source>
        <translation>Als alle vier gepast hebben, mag elke speler om de beurt een troefkleur kiezen of opnieuw passen. Elke kleur mag gekozen worden, ook die van de omgedraaide kaart.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The first player to take ends the bidding. That player&apos;s team are the takers; the other team is the defence. If nobody takes in either round, the cards are thrown in and the next dealer deals.</source>
        <translation>De eerste speler die neemt, sluit het bieden af. Die speler en zijn partner zijn de nemers; het andere team is de verdediging. Neemt er in geen van beide biedrondes iemand, dan wordt er opnieuw gedeeld, door de volgende deler.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bidding in coinche and contrée</source>
        <translation>Bieden bij coinche en contrée</translation>
    </message>
    <message>
        <location line="-194"/>
        <source>In classic belote the takers must count more points than the defence (the scoring section says what an equal count gives).</source>
        <translation>Bij klassieke belote moeten de nemers meer punten tellen dan de verdediging (wat een gelijke telling oplevert, lees je bij het scoren).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In classic belote with &lt;i&gt;Contract on card points&lt;/i&gt;, the takers must take at least 81 of the 162 points of cards and last trick; their declarations and belote do not count for this.</source>
        <translation>Bij klassieke belote met &lt;i&gt;Contract op kaartpunten&lt;/i&gt; moeten de nemers minstens 81 van de 162 punten uit kaarten en laatste slag halen; hun declaraties en belote tellen daarvoor niet mee.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Points come from the cards won in tricks, from the last trick, and from some combinations of cards held in the hand. If the takers make their contract, both teams score what they counted, the takers with their bid added in coinche and contrée (a coinched contract is scored differently: see its section); if they fail, they are &lt;i&gt;dedans&lt;/i&gt; and the defence scores the points of the deal. Deals follow one another until a team reaches the target.</source>
        <translation>Punten komen uit de kaarten in de gewonnen slagen, uit de laatste slag en uit bepaalde combinaties van kaarten in de hand. Halen de nemers hun contract, dan scoren beide teams wat ze geteld hebben, bij coinche en contrée de nemers met hun bod erbij (na een coinche wordt anders gescoord: zie dat onderdeel); halen ze het niet, dan gaan ze nat (&lt;i&gt;dedans&lt;/i&gt;) en krijgt de verdediging de punten van de ronde. Er worden rondes gespeeld tot een team het doel bereikt.</translation>
    </message>
    <message>
        <location line="+164"/>
        <source>The dealer speaks last in the second round and may name any suit there, the up-card&apos;s suit included: having seen everyone else pass twice, the dealer gets the last word.</source>
        <translation>De deler spreekt in de tweede biedronde als laatste en mag daar elke kleur kiezen, ook die van de omgedraaide kaart: na iedereen twee keer te hebben zien passen, heeft de deler het laatste woord.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Here the players bid for a contract: the number of points their team promises to reach and the trump they want. The player after the dealer bids first; then each in turn bids or passes.</source>
        <translation>Hier bieden de spelers op een contract: het aantal punten dat hun team belooft te halen, en de troef die ze willen. De speler na de deler biedt als eerste; daarna biedt of past iedereen om de beurt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bids go from 80 to 160 in steps of ten. Above 160 comes &lt;i&gt;capot&lt;/i&gt;, a promise to win all eight tricks, worth 250. Every bid must be higher than the one before it.</source>
        <translation>Er wordt geboden van 80 tot 160, telkens tien hoger. Boven 160 komt &lt;i&gt;capot&lt;/i&gt;: de belofte om alle acht slagen te winnen, goed voor 250. Elk bod moet hoger zijn dan het vorige.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In contrée the trump of a bid is one of the four suits.</source>
        <translation>Bij contrée is de troef van een bod een van de vier kleuren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In coinche a bid may name one of the four suits, &lt;i&gt;sans atout&lt;/i&gt; (no trump at all) or &lt;i&gt;tout atout&lt;/i&gt; (every suit is trump).</source>
        <translation>Bij coinche kan een bod een van de vier kleuren noemen, &lt;i&gt;sans atout&lt;/i&gt; (helemaal geen troef) of &lt;i&gt;tout atout&lt;/i&gt; (alle kleuren zijn troef).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Doubling</source>
        <translation>Doubleren</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The bidding also ends when a bid is followed by three passes in a row. If all four players pass without any bid, the cards are thrown in and the next dealer deals.</source>
        <translation>Het bieden eindigt ook wanneer er na een bod drie keer achter elkaar gepast wordt. Passen alle vier spelers zonder dat er geboden is, dan wordt er opnieuw gedeeld, door de volgende deler.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A bid followed by three passes in a row does not end the bidding yet: the last raise follows. If all four players pass without any bid, the cards are thrown in and the next dealer deals.</source>
        <translation>Een bod waarna drie keer achter elkaar gepast wordt, beëindigt het bieden nog niet: de laatste verhoging volgt. Passen alle vier spelers zonder dat er geboden is, dan wordt er opnieuw gedeeld, door de volgende deler.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Example: 100 in hearts raised to 120, made</source>
        <translation>Voorbeeld: 100 in harten verhoogd tot 120, gehaald</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers count %1 and reach the %2 they raised to: they score %1 + %2 = %3, twenty more than the 100 would have brought, and the defence keeps its %4. Had they counted 115, the 100 would have been made but the %2 fails: the defence would have scored 160 + %2 = 280.</source>
        <translation>De nemers tellen %1 en halen de %2 waartoe ze verhoogd hebben: ze scoren %1 + %2 = %3, twintig meer dan de 100 had opgeleverd, en de verdediging houdt haar %4. Hadden ze 115 geteld, dan was de 100 gehaald, maar gaan ze met de %2 nat: de verdediging had dan 160 + %2 = 280 gescoord.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The last raise</source>
        <translation>De laatste verhoging</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a bid has been followed by three passes and nobody has doubled it, its bidder alone may raise the contract once more, to any higher value up to capot but in the same trump, or keep it as it is. Then each opponent in turn, starting with the one after the bidder, may double it; after a double the bidding team may redouble, as above. Then the bidding is over. A contract doubled during the bidding has no last raise, and a capot cannot be raised: its opponents are only asked whether they double.</source>
        <translation>Is er na een bod drie keer gepast en heeft niemand het gedoubleerd, dan mag alleen de bieder het contract nog één keer verhogen, tot elke hogere waarde tot en met capot maar in dezelfde troef, of het houden zoals het is. Daarna mag elke tegenstander om de beurt, te beginnen met die na de bieder, het doubleren; na een doublet mag het biedende team redoubleren, zoals hierboven. Dan is het bieden voorbij. Een contract dat tijdens het bieden gedoubleerd is, krijgt geen laatste verhoging, en een capot kan niet hoger: de tegenstanders wordt alleen gevraagd of ze doubleren.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Example: North bids 100 in hearts; East, South and West pass. North, whose partner has not spoken up but whose opponents are silent too, raises to 120 hearts. East passes, West passes: North and South play 120 in hearts. Had West doubled, North or South could still have redoubled.</source>
        <translation>Voorbeeld: Noord biedt 100 in harten; Oost, Zuid en West passen. Noord, wiens partner niets meer zei maar wiens tegenstanders ook zwegen, verhoogt tot 120 harten. Oost past, West past: Noord en Zuid spelen 120 in harten. Had West gedoubleerd, dan hadden Noord of Zuid nog kunnen redoubleren.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing the cards</source>
        <translation>Het spelen van de kaarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A deal has eight tricks. The player after the dealer leads the first one, and whoever wins a trick leads the next. The leader may play any card; the others must obey the rules below.</source>
        <translation>Een ronde heeft acht slagen. De speler na de deler komt uit in de eerste slag, en wie een slag wint, komt uit in de volgende. Wie uitkomt, mag elke kaart spelen; de anderen moeten zich aan de regels hieronder houden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1. Follow suit</source>
        <translation>1. Bekennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you hold a card of the suit that was led, you must play one.</source>
        <translation>Heb je een kaart van de gevraagde kleur, dan moet je die kleur spelen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spades are led; you have spades.</source>
        <translation>Er komt schoppen uit; jij hebt schoppen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Either spade may be played; the jack of trump and the diamond must wait.</source>
        <translation>Beide schoppen mogen; de troefboer en de ruiten moeten wachten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When trump is led you must also go higher than the best trump already played if you can, even when your partner is winning the trick. If you cannot, any trump will do.</source>
        <translation>Komt er troef uit, dan moet je bovendien, als je kunt, hoger spelen dan de hoogste troef die al ligt, ook als je partner de slag heeft. Kun je dat niet, dan mag je elke troef spelen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hearts are trump and a trump is led.</source>
        <translation>Harten is troef en er komt troef uit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The nine beats the ten in trump, so it must be played although your partner is winning.</source>
        <translation>In troef is de negen hoger dan de tien, dus de negen moet gespeeld worden, ook al heeft je partner de slag.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2. Partner winning</source>
        <translation>2. Partner heeft de slag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you have none of the led suit and your partner is winning the trick at that moment, you may play any card.</source>
        <translation>Heb je de gevraagde kleur niet en heeft je partner op dat moment de slag, dan mag je elke kaart spelen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your partner holds the trick; you have no spades.</source>
        <translation>Je partner heeft de slag; jij hebt geen schoppen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are free to keep your trump and discard.</source>
        <translation>Je mag je troef houden en een andere kaart afgooien.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3. Trumping</source>
        <translation>3. Introeven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you have none of the led suit, your partner is not winning and you hold a trump, you must play a trump.</source>
        <translation>Heb je de gevraagde kleur niet, heeft je partner de slag niet en heb je troef, dan moet je introeven.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An opponent leads a spade; you have none.</source>
        <translation>Een tegenstander komt uit met schoppen; jij hebt er geen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your only trump, the seven of hearts, must be played.</source>
        <translation>Je enige troef, de hartenzeven, moet gespeeld worden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If somebody has already trumped, you must play a higher trump when you have one (overtrump).</source>
        <translation>Heeft iemand al ingetroefd, dan moet je een hogere troef spelen als je die hebt (overtroeven).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An opponent has trumped with the queen.</source>
        <translation>Een tegenstander heeft met de vrouw ingetroefd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The king is the only trump that beats the queen.</source>
        <translation>De heer is de enige troef die hoger is dan de vrouw.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you cannot beat that trump, you must still play a lower one (undertrump). Only a player without any trump may play another card.</source>
        <translation>Kun je die troef niet overtroeven, dan moet je toch een lagere troef spelen (ondertroeven). Alleen een speler zonder troef mag een andere kaart spelen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+11"/>
        <source>An opponent has trumped with the nine.</source>
        <translation>Een tegenstander heeft met de negen ingetroefd.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Neither of your trumps beats the nine, but one of them must be played.</source>
        <translation>Geen van je troeven is hoger dan de negen, maar een van beide moet gespeeld worden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you cannot beat that trump, you may play a lower trump or any other card: undertrumping is not required.</source>
        <translation>Kun je die troef niet overtroeven, dan mag je een lagere troef of een andere kaart spelen: ondertroeven is niet verplicht.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Neither of your trumps beats the nine, so you may keep them and discard the king.</source>
        <translation>Geen van je troeven is hoger dan de negen, dus je mag ze houden en de heer afgooien.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>4. No trump in hand</source>
        <translation>4. Geen troef in handen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With none of the led suit and no trump at all, any card may be played.</source>
        <translation>Heb je de gevraagde kleur niet en helemaal geen troef, dan mag je elke kaart spelen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sans atout and tout atout</source>
        <translation>Sans atout en tout atout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In sans atout there is no trump: follow suit when you can, otherwise play anything.</source>
        <translation>Bij sans atout is er geen troef: beken als je kunt, en speel anders wat je wilt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In tout atout you must follow suit and, if you can, beat the best card of the led suit in the trick, whoever is winning it. Without the led suit, play anything.</source>
        <translation>Bij tout atout moet je bekennen en, als je kunt, de hoogste kaart van de gevraagde kleur in de slag overtreffen, wie de slag ook heeft. Heb je de gevraagde kleur niet, speel dan wat je wilt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tout atout: a king of spades is led.</source>
        <translation>Tout atout: er komt een schoppenheer uit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In tout atout the ten ranks above the king, so the ten is the card to play.</source>
        <translation>Bij tout atout is de tien hoger dan de heer, dus de tien moet je spelen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who wins the trick</source>
        <translation>Wie wint de slag</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game refuses a card the rules do not allow and tells you which rule forbids it; nothing else changes, and you can choose again.</source>
        <translation>Het spel weigert een kaart die volgens de regels niet mag en zegt welke regel het verbiedt; verder verandert er niets en je kunt opnieuw kiezen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+329"/>
        <source>Declarations</source>
        <translation>Declaraties</translation>
    </message>
    <message>
        <location line="-328"/>
        <source>Some combinations in your hand earn points when you announce them: runs of one suit and four cards of the same rank.</source>
        <translation>Sommige combinaties in je hand leveren punten op als je ze meldt: reeksen in één kleur en vier kaarten van dezelfde waarde. Zulke declaraties heten ook wel toon.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This game is played without declarations: only belote-rebelote still counts.</source>
        <translation>Dit spel wordt zonder declaraties gespeeld: alleen belote-rebelote telt nog mee.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Declaration</source>
        <translation>Declaratie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tierce: three in sequence</source>
        <translation>Driekaart: drie opeenvolgende kaarten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four jacks</source>
        <translation>Vier boeren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four nines</source>
        <translation>Vier negens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four aces, tens, kings or queens</source>
        <translation>Vier azen, tienen, heren of vrouwen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A sequence is a run of one suit in the order ace, king, queen, jack, ten, nine, eight, seven. A run of five or more counts once, as 100; it is never split into shorter ones. Each card can be part of only one declaration, and a hand is counted in the way that gives the most points.</source>
        <translation>Een reeks is een rij kaarten van één kleur in de volgorde aas, heer, vrouw, boer, tien, negen, acht, zeven. Een reeks van vijf of meer telt één keer, als 100; hij wordt nooit in kortere reeksen gesplitst. Elke kaart kan maar in één declaratie meedoen, en een hand wordt geteld op de manier die de meeste punten oplevert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You announce your declarations as you play your first card of the first trick, and show them at the second trick. Once the first trick is over, the declarations of the two teams are compared.</source>
        <translation>Je meldt je declaraties wanneer je je eerste kaart in de eerste slag speelt, en je laat ze zien bij de tweede slag. Na de eerste slag worden de declaraties van de twee teams vergeleken.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Which team scores</source>
        <translation>Welk team scoort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the team with the single best declaration scores, but then it scores all of its declarations; the other team scores none.</source>
        <translation>Alleen het team met de hoogste afzonderlijke declaratie scoort, maar dan wel al zijn declaraties; het andere team scoort er geen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Four of a kind beats any sequence; between two, the one worth more wins, and at equal value aces beat tens, tens beat kings and kings beat queens. Between sequences the longer wins, then the one with the higher top card, then a sequence in trump; if they are still equal, the one announced first in the first trick wins.</source>
        <translation>Een carré gaat boven elke reeks; van twee carrés wint het carré dat meer waard is, en bij gelijke waarde gaan azen boven tienen, tienen boven heren en heren boven vrouwen. Van twee reeksen wint de langste, dan die met de hoogste topkaart, dan een reeks in troef; zijn ze dan nog gelijk, dan wint de reeks die in de eerste slag het eerst gemeld werd.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: North declares a quarte up to the king and a tierce, East a tierce up to the ace. The quarte is longer than any tierce, so North and South score 50 + 20 = 70 and East and West nothing.</source>
        <translation>Voorbeeld: Noord meldt een vierkaart tot de heer en een driekaart, Oost een driekaart tot de aas. De vierkaart is langer dan elke driekaart, dus Noord en Zuid scoren 50 + 20 = 70 en Oost en West niets.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Example: equal sequences, one in trump</source>
        <translation>Voorbeeld: gelijke reeksen, één in troef</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A team that wins no trick at all loses its declarations.</source>
        <translation>Een team dat geen enkele slag wint, verliest zijn declaraties.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Belote and rebelote</source>
        <translation>Belote en rebelote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds both the king and the queen of trump says “belote” when playing the first of the two and “rebelote” with the second. Their team earns 20 points.</source>
        <translation>Wie zowel de heer als de vrouw van troef heeft, zegt „belote” bij het spelen van de eerste van de twee en „rebelote” bij de tweede. Zijn team verdient daarmee 20 punten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The 20 points count only if belote is said. The computer players always say it, and the game says it for you automatically.</source>
        <translation>De 20 punten tellen alleen als belote gezegd wordt. De computerspelers zeggen het altijd, en het spel zegt het automatisch voor jou.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The 20 points count only if belote is said. The computer players always say it; you are asked when you play the first of the two cards, and if you decline, the points are lost.</source>
        <translation>De 20 punten tellen alleen als belote gezegd wordt. De computerspelers zeggen het altijd; jou wordt het gevraagd wanneer je de eerste van de twee kaarten speelt, en zeg je nee, dan ben je de punten kwijt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Belote always stays with its team, whether the contract is made or not. It is not a declaration: it is never compared with the other team&apos;s, and it counts even in a game without declarations.</source>
        <translation>Belote blijft altijd bij zijn team, of het contract nu gehaald wordt of niet. Het is geen declaratie: het wordt nooit vergeleken met die van het andere team, en het telt zelfs in een spel zonder declaraties.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sans atout and tout atout have no belote.</source>
        <translation>Bij sans atout en tout atout bestaat er geen belote.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Example: a contract made</source>
        <translation>Voorbeeld: een gehaald contract</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers count %1 against %2: the contract is made, and each team scores what it counted.</source>
        <translation>De nemers tellen %1 tegen %2: het contract is gehaald en elk team scoort wat het geteld heeft.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Example: a contract failed</source>
        <translation>Voorbeeld: een contract dat nat gaat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers count %1 against %2: the contract fails. The defence scores 162 plus the declarations, %3 in all; the takers keep only their belote, %4.</source>
        <translation>De nemers tellen %1 tegen %2: ze halen hun contract niet en gaan nat. De verdediging scoort 162 plus de declaraties, %3 in totaal; de nemers houden alleen hun belote, %4.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Example: a capot</source>
        <translation>Voorbeeld: een capot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers won all eight tricks: 152 card points, 10 for the last trick and the capot bonus of 90 make 252, and with their belote they score %1. The defence scores nothing.</source>
        <translation>De nemers hebben alle acht slagen gewonnen: 152 kaartpunten, 10 voor de laatste slag en de capotbonus van 90 maken samen 252, en met hun belote scoren ze %1. De verdediging scoort niets.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Example: a litige</source>
        <translation>Voorbeeld: een litige</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both teams count %1: a litige. The defence scores its %1 at once and the takers their belote, %2; the takers&apos; other %3 points wait for the team that wins the next deal.</source>
        <translation>Beide teams tellen %1: een litige. De verdediging scoort haar %1 meteen en de nemers hun belote, %2; de overige %3 punten van de nemers wachten op het team dat de volgende ronde wint.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Scoring in classic belote</source>
        <translation>Scoren bij klassieke belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the eighth trick each team adds up its card points, the 10 for the last trick, its declarations if they score, and its belote.</source>
        <translation>Na de achtste slag telt elk team zijn kaartpunten op, de 10 voor de laatste slag, zijn declaraties als die scoren, en zijn belote.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A tie</source>
        <translation>Gelijkspel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When both teams counted the same, the contract counts as made.</source>
        <translation>Als beide teams evenveel geteld hebben, geldt het contract als gehaald.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When both teams counted the same, the contract counts as failed.</source>
        <translation>Als beide teams evenveel geteld hebben, geldt het contract als niet gehaald: de nemers gaan nat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When both teams counted the same, there is a &lt;i&gt;litige&lt;/i&gt;: the defence scores its points at once, the takers keep only their belote, and the rest of the takers&apos; points wait. The team that wins the next deal collects them (the takers of that deal if they make their contract, otherwise its defence); if that deal is thrown in or tied again, they wait longer.</source>
        <translation>Als beide teams evenveel geteld hebben, is er een &lt;i&gt;litige&lt;/i&gt;: de verdediging scoort haar punten meteen, de nemers houden alleen hun belote, en de rest van de punten van de nemers blijft staan. Het team dat de volgende ronde wint, krijgt ze (de nemers van die ronde als ze hun contract halen, anders de verdediging); wordt er in die ronde opnieuw gedeeld of tellen de teams weer evenveel, dan blijven ze nog langer staan.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capot</source>
        <translation>Capot</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each team&apos;s score for a deal is rounded to the nearest ten, 5 going up.</source>
        <translation>De score van elk team voor een ronde wordt afgerond op tientallen, 5 naar boven.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Example: 100 in spades, made</source>
        <translation>Voorbeeld: 100 in schoppen, gehaald</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With %1 the takers reach their bid of %2: they score %1 + %2 = %3, the defence keeps its %4.</source>
        <translation>Met %1 halen de nemers hun bod van %2: ze scoren %1 + %2 = %3, de verdediging houdt haar %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: 110 in diamonds, coinched, failed</source>
        <translation>Voorbeeld: 110 in ruiten met coinche, nat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With %1 the takers stay below %2. The defence scores 160 + %2 × 2 = %3; the takers keep only their belote, %4.</source>
        <translation>Met %1 blijven de nemers onder %2. De verdediging scoort 160 + %2 × 2 = %3; de nemers houden alleen hun belote, %4.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Scoring in coinche and contrée</source>
        <translation>Scoren bij coinche en contrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The takers make their contract when their card points, the last trick, their scoring declarations and their belote together reach the bid. A capot bid is made only by winning all eight tricks.</source>
        <translation>De nemers halen hun contract als hun kaartpunten, de laatste slag, hun declaraties die scoren en hun belote samen het bod bereiken. Een capotbod is alleen gehaald als ze alle acht slagen winnen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Outcome</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takers score</source>
        <translation>Nemers scoren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence scores</source>
        <translation>Verdediging scoort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made, not coinched or contré (×1)</source>
        <translation>Gehaald, zonder coinche of contre (×1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what they counted + the bid</source>
        <translation>wat ze geteld hebben + het bod</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what it counted</source>
        <translation>wat ze geteld heeft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made, coinched or contré (×2), surcoinched or surcontré (×4)</source>
        <translation>Gehaald, met coinche of contre (×2), surcoinche of surcontre (×4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>160 + bid × multiplier + their declarations and belote</source>
        <translation>160 + bod × factor + hun declaraties en belote</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its belote only</source>
        <translation>alleen haar belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Nat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>their belote only</source>
        <translation>alleen hun belote</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A capot bid counts as 250 in these sums. A team that wins every trick counts 252 card points, as in classic belote.</source>
        <translation>Een capotbod telt in deze sommen als 250. Een team dat elke slag wint, telt 252 kaartpunten, net als bij klassieke belote.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Had the 100 in spades been coinched, the takers would have scored 160 + 100 × 2 + 20 = 380 and the defence nothing.</source>
        <translation>Als er op de 100 in schoppen coinche was gezegd, hadden de nemers 160 + 100 × 2 + 20 = 380 gescoord en de verdediging niets.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>End of the match</source>
        <translation>Einde van de partij</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match lasts a fixed number of deals; deals that were thrown in do not count. After the last one the higher total wins; if the totals are equal, one more deal is played.</source>
        <translation>De partij duurt een vast aantal rondes; rondes waarin iedereen paste, tellen niet mee. Na de laatste wint het hoogste totaal; zijn de totalen gelijk, dan wordt er nog een ronde gespeeld.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Direction of play</source>
        <translation>Speelrichting</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clockwise</source>
        <translation>met de klok mee</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counterclockwise</source>
        <translation>tegen de klok in</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which way the deal, the bidding and the play go round the table.</source>
        <translation>In welke richting het delen, het bieden en het spelen rond de tafel gaan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target</source>
        <translation>Doel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The score that wins the match; any other number can be set, or a fixed number of deals instead.</source>
        <translation>De score waarmee je de partij wint; elk ander getal kan ook, of in plaats daarvan een vast aantal rondes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shuffle between deals</source>
        <translation>Schudden tussen rondes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off: the played cards are only cut, so the cards of one deal shape the next. On: a fresh shuffle every deal.</source>
        <translation>Uit: de gespeelde kaarten worden alleen afgenomen, zodat de kaarten van de ene ronde de volgende beïnvloeden. Aan: elke ronde wordt er opnieuw geschud.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any suit in round two</source>
        <translation>Elke kleur in de tweede biedronde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic only: whether the up-card&apos;s suit may still be named in the second round of bidding.</source>
        <translation>Alleen klassiek: of de kleur van de omgedraaide kaart in de tweede biedronde nog gekozen mag worden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The dealer&apos;s free choice in round two</source>
        <translation>Vrije keuze van de deler in de tweede biedronde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic only: the dealer, who speaks last in the second round, may name any suit there, the up-card&apos;s included, while the others still may not (a Polish custom).</source>
        <translation>Alleen klassiek: de deler, die in de tweede biedronde als laatste spreekt, mag daar elke kleur kiezen, ook die van de omgedraaide kaart, terwijl de anderen dat nog steeds niet mogen (een Poolse gewoonte).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last raise</source>
        <translation>Laatste verhoging</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coinche and contrée: after three passes the highest bidder may raise the contract once more or keep it, and then each opponent may double.</source>
        <translation>Coinche en contrée: na drie keer passen mag de hoogste bieder het contract nog één keer verhogen of het houden, en daarna mag elke tegenstander doubleren.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whether sequences and four of a kind score. Belote-rebelote counts either way.</source>
        <translation>Of reeksen en carrés scoren. Belote-rebelote telt hoe dan ook.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Say belote for me</source>
        <translation>Belote voor mij melden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On: your belote is announced for you. Off: you are asked each time.</source>
        <translation>Aan: je belote wordt voor je gemeld. Uit: het wordt je elke keer gevraagd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Equal counts</source>
        <translation>Gelijke telling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>made</source>
        <translation>gehaald</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>nat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>litige</source>
        <translation>litige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic only: what happens when takers and defence counted the same. Litige holds the takers&apos; points back for the winner of the next deal.</source>
        <translation>Alleen klassiek: wat er gebeurt als nemers en verdediging evenveel geteld hebben. Bij litige blijven de punten van de nemers staan voor de winnaar van de volgende ronde.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Contract on card points</source>
        <translation>Contract op kaartpunten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic only: when on, the takers need at least 81 of the 162 points of cards and last trick; declarations and belote do not decide the contract.</source>
        <translation>Alleen klassiek: als dit aan staat, hebben de nemers minstens 81 van de 162 punten uit kaarten en laatste slag nodig; declaraties en belote beslissen niet over het contract.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round to ten</source>
        <translation>Afronden op tien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic only: each deal&apos;s scores are rounded to the nearest ten.</source>
        <translation>Alleen klassiek: de scores van elke ronde worden afgerond op tientallen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undertrumping</source>
        <translation>Ondertroeven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>required</source>
        <translation>verplicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optional</source>
        <translation>niet verplicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether a player who must trump but cannot beat the trump already played has to play a lower trump, or may discard instead (a common house rule).</source>
        <translation>Of een speler die moet introeven maar de al gespeelde troef niet kan overtroeven, moet ondertroeven, of in plaats daarvan mag afgooien (een veelgebruikte huisregel).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rule options</source>
        <translation>Regelopties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote is played in many ways. These options choose between the common ones; the settings dialog sets them before a match. The value in effect is highlighted.</source>
        <translation>Belote wordt op veel manieren gespeeld. Met deze opties kies je tussen de gebruikelijkste; je stelt ze vóór een partij in bij de instellingen. De waarde die nu geldt, is gemarkeerd.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Presets</source>
        <translation>Voorinstellingen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Classic&lt;/b&gt;: classic belote with every option at its first value, to 1001.</source>
        <translation>&lt;b&gt;Klassiek&lt;/b&gt;: klassieke belote met elke optie op de eerste waarde, tot 1001.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Coinche&lt;/b&gt;: the coinche auction, to 701.</source>
        <translation>&lt;b&gt;Coinche&lt;/b&gt;: de coinche-bieding, tot 701.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Contrée&lt;/b&gt;: the contrée auction, to 701, without declarations.</source>
        <translation>&lt;b&gt;Contrée&lt;/b&gt;: de contrée-bieding, tot 701, zonder declaraties.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Polish classic&lt;/b&gt;: classic belote to 1000, in which the dealer may name any suit in the second round.</source>
        <translation>&lt;b&gt;Pools klassiek&lt;/b&gt;: klassieke belote tot 1000, waarin de deler in de tweede biedronde elke kleur mag kiezen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Contrée with a last raise&lt;/b&gt;: the contrée preset, with the last raise after three passes.</source>
        <translation>&lt;b&gt;Contrée met laatste verhoging&lt;/b&gt;: de contrée-instelling, met de laatste verhoging na drie keer passen.</translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message>
        <location filename="../belote_desktop/ui/help/rules_panel.py" line="+56"/>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not in this game</source>
        <translation>Niet in dit spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not in this game: this section is about %1.</source>
        <comment>variant names</comment>
        <translation>Niet in dit spel: dit deel gaat over %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game: %1</source>
        <comment>option values, separated by dots</comment>
        <translation>In dit spel: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not in this game</source>
        <translation>niet in dit spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not in this game: %1</source>
        <comment>the game the text is about, e.g. Coinche</comment>
        <translation>niet in dit spel: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game</source>
        <translation>In dit spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sans atout (no trump)</source>
        <translation>sans atout (geen troef)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tout atout (all trumps)</source>
        <translation>tout atout (alles troef)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump:</source>
        <translation>Troef:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the table:</source>
        <translation>Op tafel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand:</source>
        <translation>Jouw hand:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may play:</source>
        <translation>Je mag spelen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card points</source>
        <translation>Kaartpunten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick</source>
        <translation>Laatste slag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Declaraties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote</source>
        <translation>Belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capot bonus</source>
        <translation>Capotbonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declared, in the order of play:</source>
        <translation>Gemeld, in speelvolgorde:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted</source>
        <translation>Geteld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal score</source>
        <translation>Score van de ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takers</source>
        <translation>Nemers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence</source>
        <translation>Verdediging</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract: %1 trump</source>
        <comment>trump symbol</comment>
        <translation>Contract: %1 troef</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract: %1 %2</source>
        <comment>bid value, trump symbol</comment>
        <translation>Contract: %1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Option</source>
        <translation>Optie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trick, in the order played:</source>
        <translation>De slag, in de volgorde van spelen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins the trick: %1</source>
        <comment>a seat, e.g. North</comment>
        <translation>Wint de slag: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card points: %1 · Roem: %2</source>
        <translation>Kaartpunten: %1 · Roem: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Makers</source>
        <translation>Spelende partij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defenders</source>
        <translation>Tegenpartij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem</source>
        <translation>Roem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pit bonus</source>
        <translation>Pitbonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made</source>
        <translation>Gehaald</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nat</source>
        <translation>Nat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What it does</source>
        <translation>Wat het doet</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Rules topics</source>
        <translation>Onderwerpen van de regels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules text</source>
        <translation>Tekst van de regels</translation>
    </message>
</context>
<context>
    <name>ScoreGraph</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/graph.py" line="+92"/>
        <source>No deal has been scored yet.</source>
        <translation>Er is nog geen ronde geteld.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Level at %1 points each after %n deals.</source>
        <translation>
            <numerusform>Gelijke stand: elk %1 punten na %n ronde.</numerusform>
            <numerusform>Gelijke stand: elk %1 punten na %n rondes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 lead by %2 points after %n deals.</source>
        <translation>
            <numerusform>Voorsprong voor %1: %2 punten na %n ronde.</numerusform>
            <numerusform>Voorsprong voor %1: %2 punten na %n rondes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After deal %1: %2 %3, %4 %5.</source>
        <translation>Na ronde %1: %2 %3, %4 %5.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Graph of the running totals</source>
        <translation>Grafiek van het lopende totaal</translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>to %n points</source>
        <comment>the match&apos;s target, beside its line</comment>
        <translation>
            <numerusform>tot %n punt</numerusform>
            <numerusform>tot %n punten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../belote_desktop/ui/common/words.py" line="-50"/>
        <source>Thrown in</source>
        <comment>a deal everyone passed</comment>
        <translation>Allen gepast</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 by %2</source>
        <comment>classic contract: trump, taker</comment>
        <translation>%2 speelt %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capot %1 by %2</source>
        <comment>capot bid: trump, taker</comment>
        <translation>%2 speelt capot %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%3 %1 by %2</source>
        <comment>value bid: trump, taker, value</comment>
        <translation>%2 speelt %3 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, contré</source>
        <comment>contrée: a doubled contract</comment>
        <translation>%1, contre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, coinched</source>
        <comment>a doubled contract</comment>
        <translation>%1, coinche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, surcontré</source>
        <comment>contrée: a redoubled contract</comment>
        <translation>%1, surcontre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, surcoinched</source>
        <comment>a redoubled contract</comment>
        <translation>%1, surcoinche</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You &amp; Partner</source>
        <translation>Jij &amp; partner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <translation>Tegenstanders</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Litige</source>
        <comment>a tied contract whose points are held</comment>
        <translation>Litige</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+9"/>
        <source>Made</source>
        <comment>the contract</comment>
        <translation>Gehaald</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed</source>
        <comment>the contract</comment>
        <translation>Nat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, capot</source>
        <comment>all eight tricks taken</comment>
        <translation>%1, capot</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/sheet.py" line="-42"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+47"/>
        <source>Deal</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+0"/>
        <source>Dealer</source>
        <translation>Deler</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+0"/>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+1"/>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="-3"/>
        <source>Total
%1</source>
        <translation>Totaal
%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declarations</source>
        <translation>Declaraties</translation>
    </message>
    <message>
        <location line="-10"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+5"/>
        <source>Number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Points this deal added to %1</source>
        <translation>Punten die deze ronde bij %1 zijn opgeteld</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Running total of %1</source>
        <translation>Lopend totaal van %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The declarations that scored, and who declared them</source>
        <translation>De declaraties die scoorden, en wie ze meldde</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The deal&apos;s number: Game &gt; Play a deal by number deals its cards again</source>
        <translation>Het nummer van de ronde: Spel &gt; Een ronde spelen op nummer deelt de kaarten opnieuw</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Copy the deal&apos;s number</source>
        <translation>Rondenummer &amp;kopiëren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the whole sheet as &amp;text</source>
        <translation>Het hele scoreblad als &amp;tekst kopiëren</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Classic belote</source>
        <translation>Klassieke belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche</source>
        <translation>Coinche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrée</source>
        <translation>Contrée</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n deals</source>
        <translation>
            <numerusform>%n ronde</numerusform>
            <numerusform>%n rondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1, %n to go</source>
        <comment>klaverjas: deals of the boompje still to play</comment>
        <translation>
            <numerusform>%1, nog %n ronde</numerusform>
            <numerusform>%1, nog %n rondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>to %n points</source>
        <translation>
            <numerusform>tot %n punt</numerusform>
            <numerusform>tot %n punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n points held by a litige for the winner of the next deal.</source>
        <translation>
            <numerusform>%n punt staat in een litige klaar voor de winnaar van de volgende ronde.</numerusform>
            <numerusform>%n punten staan in een litige klaar voor de winnaar van de volgende ronde.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Deal number %1 (%2 copies it)</source>
        <translation>Rondenummer %1 (%2 kopieert het)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Double-click a deal, or choose it and press Enter, to review its moves.</source>
        <translation>Dubbelklik op een ronde, of kies er een en druk op Enter, om de zetten ervan te analyseren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals of the match</source>
        <translation>Rondes van de partij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match total</source>
        <translation>Totaal van de partij</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 won the match.</source>
        <translation>Winnaar van de partij: %1.</translation>
    </message>
    <message>
        <location line="+34"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+10"/>
        <source>Bidding…</source>
        <translation>Bieden…</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/klaverjas.py" line="-33"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/sheet.py" line="+10"/>
        <location line="+62"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="-21"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/sheet.py" line="-56"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+41"/>
        <source>In play</source>
        <translation>Bezig</translation>
    </message>
    <message>
        <location line="-94"/>
        <location line="+144"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+2"/>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="-52"/>
        <source>Litige, %1 held</source>
        <translation>Litige, %1 blijft staan</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2 and %3) against %4 (%5 and %6)</source>
        <comment>the teams: a team&apos;s name, then its two players</comment>
        <translation>%1 (%2 en %3) tegen %4 (%5 en %6)</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/sheet.py" line="+15"/>
        <source>Thrown in: nothing scored.</source>
        <translation>Allen gepast: niemand scoort.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 for the deal and %2 collected from the litige</source>
        <translation>%1 voor de ronde en %2 uit de litige</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/dialog.py" line="+62"/>
        <source>The score sheet is on the clipboard.</source>
        <translation>Het scoreblad staat op het klembord.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="-2"/>
        <source>Score sheet</source>
        <translation>Scoreblad</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy as &amp;text</source>
        <translation>Als &amp;tekst kopiëren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put the whole score sheet on the clipboard as plain text (%1)</source>
        <translation>Zet het hele scoreblad als platte tekst op het klembord (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the score sheet as text</source>
        <translation>Scoreblad als tekst kopiëren</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/settings/dialog.py" line="+335"/>
        <location line="+1"/>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>The takers make the contract with at least 81 of the 162 points of cards and last trick; declarations and belote do not help.</source>
        <translation>De nemers halen het contract met minstens 81 van de 162 punten uit kaarten en laatste slag; declaraties en belote helpen niet.</translation>
    </message>
    <message>
        <location line="-89"/>
        <location line="+141"/>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>Restore defaults</source>
        <translation>Standaardwaarden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Put every setting on every tab back to its default.</source>
        <translation>Zet elke instelling op elk tabblad terug op de standaardwaarde.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Preset:</source>
        <translation>Voorinstelling:</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+59"/>
        <source>Classic</source>
        <translation>Klassiek</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>The match in progress keeps its own rules: %1.</source>
        <translation>De lopende partij houdt haar eigen regels: %1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+60"/>
        <source>Coinche</source>
        <translation>Coinche</translation>
    </message>
    <message>
        <location line="-59"/>
        <location line="+60"/>
        <source>Contrée</source>
        <translation>Contrée</translation>
    </message>
    <message>
        <location line="-60"/>
        <location line="+52"/>
        <source>Klaverjassen</source>
        <translation>Klaverjassen</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>%1, %2 deals</source>
        <translation>%1, %2 rondes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, to %2 points</source>
        <translation>%1, tot %2 punten</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>OK, and a new match now</source>
        <translation>OK, en nu een nieuwe partij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep these settings and start a new match with these rules at once (the match in progress ends).</source>
        <translation>Bewaar deze instellingen en begin meteen een nieuwe partij met deze regels (de lopende partij stopt).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game:</source>
        <translation>Spel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote</source>
        <translation>Belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote, the French game, or klaverjassen, the Dutch game with roem; each keeps its own rules below.</source>
        <translation>Belote, het Franse spel, of klaverjassen, het Nederlandse spel met roem; elk houdt hieronder zijn eigen regels.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Polish classic</source>
        <translation>Pools klassiek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrée with a last raise</source>
        <translation>Contrée met laatste verhoging</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+180"/>
        <source>Custom</source>
        <translation>Eigen regels</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fill in every rule the usual way for a game; change any rule to make your own.</source>
        <translation>Zet alle regels zoals ze meestal gespeeld worden; verander een regel voor je eigen variant.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant:</source>
        <translation>Variant:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic (take the turned-up card)</source>
        <translation>Klassiek (omgedraaide kaart nemen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche (bids, sans atout and tout atout)</source>
        <translation>Coinche (bieden, sans atout en tout atout)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrée (bids, suits only)</source>
        <translation>Contrée (bieden, alleen kleuren)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic takes a trump from a turned-up card; coinche and contrée bid for points.</source>
        <translation>Bij klassiek komt de troef van een omgedraaide kaart; bij coinche en contrée wordt er op punten geboden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Direction of play:</source>
        <translation>Speelrichting:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clockwise</source>
        <translation>Met de klok mee</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counterclockwise</source>
        <translation>Tegen de klok in</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which way the deal, the bidding and the play go round the table.</source>
        <translation>In welke richting het delen, het bieden en het spelen rond de tafel gaan.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+8"/>
        <source>End of the match:</source>
        <translation>Einde van de partij:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+2"/>
        <source>First team to reach (points):</source>
        <translation>Spelen tot (punten):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a fixed number of deals:</source>
        <translation>Na een vast aantal rondes:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+2"/>
        <source>Points to reach</source>
        <translation>Punten om te halen</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="-1"/>
        <source>Number of deals</source>
        <translation>Aantal rondes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play to a points target, or a set number of deals.</source>
        <translation>Speel tot een puntendoel of een vast aantal rondes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first team to reach this score wins; pick a usual target or type your own.</source>
        <translation>Het eerste team dat deze score bereikt, wint; kies een gebruikelijk doel of typ je eigen getal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The team with the higher score after this many deals wins; a tie plays one more.</source>
        <translation>Het team met de hoogste score na dit aantal rondes wint; bij gelijkspel volgt nog een ronde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shuffle between deals</source>
        <translation>Schudden tussen rondes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffle the cards before each deal instead of only cutting them.</source>
        <translation>Schud de kaarten voor elke ronde in plaats van ze alleen af te nemen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit in the second bidding round</source>
        <translation>Elke kleur in de tweede biedronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic only: in the second round the turned-up card&apos;s suit may be named too.</source>
        <translation>Alleen klassiek: in de tweede biedronde mag ook de kleur van de omgedraaide kaart gekozen worden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+59"/>
        <source>Unable to overtrump:</source>
        <translation>Kan niet overtroeven:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Must still play a lower trump</source>
        <translation>Moet toch ondertroeven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>May discard any card</source>
        <translation>Mag elke kaart afgooien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What a player must do who has to trump but cannot beat the trump already played.</source>
        <translation>Wat moet een speler doen die moet introeven, maar de al gespeelde troef niet kan overtroeven?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declarations and scoring</source>
        <translation>Declaraties en telling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations (sequences and carrés)</source>
        <translation>Declaraties (reeksen en carrés)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sequences and four of a kind announced at the first trick.</source>
        <translation>Tel reeksen en carrés die in de eerste slag gemeld worden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce belote for me</source>
        <translation>Belote voor mij melden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say belote and rebelote for you when you play the king and queen of trump.</source>
        <translation>Het spel zegt belote en rebelote voor je als je de heer en vrouw van troef speelt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the takers tie:</source>
        <translation>Als de nemers gelijkspelen:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract is made</source>
        <translation>Het contract is gehaald</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The contract fails</source>
        <translation>Het contract gaat nat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Litige: the takers&apos; points wait for the next deal</source>
        <translation>Litige: punten nemers wachten op volgende ronde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What happens when the takers score exactly as much as the defence.</source>
        <translation>Wat er gebeurt als de nemers precies evenveel scoren als de verdediging.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract decided by card points only</source>
        <translation>Contract alleen op kaartpunten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round deal scores to the nearest ten</source>
        <translation>Scores per ronde afronden op tien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each deal&apos;s score is rounded to the nearest ten, with 5 rounding up.</source>
        <translation>De score van elke ronde wordt afgerond op tientallen, 5 naar boven.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rule changes apply from the next match.</source>
        <translation>Regelwijzigingen gelden vanaf de volgende partij.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer players</source>
        <translation>Computerspelers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <comment>bot level</comment>
        <translation>Normaal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner&apos;s level:</source>
        <translation>Niveau partner:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How well your partner plays. Expert thinks for as long as its thinking time below allows, on every core of the computer.</source>
        <translation>Hoe goed je partner speelt. Op het niveau Expert wordt nagedacht zolang de bedenktijd hieronder toestaat, op alle processorkernen van de computer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponents&apos; level:</source>
        <translation>Niveau tegenstanders:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How well the two opponents play. Expert thinks for as long as its thinking time below allows, on every core of the computer.</source>
        <translation>Hoe goed de twee tegenstanders spelen. Op het niveau Expert wordt nagedacht zolang de bedenktijd hieronder toestaat, op alle processorkernen van de computer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expert&apos;s thinking time:</source>
        <translation>Bedenktijd van Expert:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About half a second a card</source>
        <translation>Ongeveer een halve seconde per kaart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About a second a card</source>
        <translation>Ongeveer een seconde per kaart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About two seconds a card</source>
        <translation>Ongeveer twee seconden per kaart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About four seconds a card</source>
        <translation>Ongeveer vier seconden per kaart</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The longer the expert level thinks, the more deals it looks at, and the better it plays.</source>
        <translation>Hoe langer het niveau Expert nadenkt, hoe meer mogelijke rondes het doorrekent en hoe beter het speelt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Names</source>
        <translation>Namen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name:</source>
        <translation>Jouw naam:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You</source>
        <translation>Jij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partner:</source>
        <translation>Partner:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left opponent:</source>
        <translation>Linker tegenstander:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right opponent:</source>
        <translation>Rechter tegenstander:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name shown on the table; leave it empty for the word in grey.</source>
        <translation>De naam die op tafel staat; laat leeg voor het grijze woord.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Card back:</source>
        <translation>Achterkant van de kaarten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The colour of the cards&apos; backs.</source>
        <translation>De kleur van de achterkant van de kaarten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table cloth:</source>
        <translation>Tafelkleed:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <comment>cloth</comment>
        <translation>Groen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <comment>cloth</comment>
        <translation>Blauw</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy</source>
        <comment>cloth</comment>
        <translation>Bordeauxrood</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast (near black)</source>
        <comment>cloth</comment>
        <translation>Hoog contrast (bijna zwart)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The colour of the cloth on the table.</source>
        <translation>De kleur van het kleed op tafel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation speed:</source>
        <translation>Animatiesnelheid:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <comment>animation speed</comment>
        <translation>Normaal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant (no animation)</source>
        <translation>Direct (geen animatie)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How fast cards move on the table.</source>
        <translation>Hoe snel de kaarten over de tafel bewegen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four-colour deck</source>
        <translation>Vierkleurenspel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give each suit its own colour so suits are told apart at a glance.</source>
        <translation>Geef elke kaartkleur een eigen tint, zodat je ze in één oogopslag herkent.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce my declarations for me</source>
        <translation>Mijn declaraties voor mij melden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce your sequences and carrés at the first trick without asking.</source>
        <translation>Het spel meldt je reeksen en carrés in de eerste slag zonder het eerst te vragen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large cards</source>
        <translation>Grote kaarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw your hand and the cards on the table bigger.</source>
        <translation>Je hand en de kaarten op tafel groter tonen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short announcements for screen readers</source>
        <translation>Beknopte berichten voor schermlezers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A screen reader hears each event in a few words (&quot;Left: 100 hearts&quot;) instead of a sentence (&quot;Left bids 100 hearts.&quot;).</source>
        <translation>Een schermlezer zegt elke gebeurtenis in een paar woorden („Links: 100 harten”) in plaats van in een hele zin („Links biedt 100 harten.”).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speech for older screen readers:</source>
        <translation>Spraak voor oudere schermlezers:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On</source>
        <comment>speech for older screen readers</comment>
        <translation>Aan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <comment>speech for older screen readers</comment>
        <translation>Uit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Older screen readers, such as Orca before version 45, do not speak the game&apos;s announcements. For them each sentence is said as a notification in the status bar instead, never both. Automatic: on Linux the game asks the accessibility bus which screen reader is listening.</source>
        <translation>Oudere schermlezers, zoals Orca vóór versie 45, lezen de berichten van het spel niet voor. Voor hen komt elke zin in plaats daarvan als notificatie in de statusbalk, nooit allebei. Automatisch: onder Linux vraagt het spel aan de toegankelijkheidsbus welke schermlezer er luistert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trumps at the left of my hand</source>
        <translation>Troeven links in mijn hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort your trumps first, at the left end of your hand, instead of last.</source>
        <translation>Zet je troeven vooraan, aan de linkerkant van je hand, in plaats van achteraan.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The dealer may name any suit in the second round</source>
        <translation>De deler mag in de tweede biedronde elke kleur kiezen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic only: the dealer, who speaks last in the second round, may name the turned-up card&apos;s suit too; the others may not.</source>
        <translation>Alleen klassiek: de deler, die in de tweede biedronde als laatste spreekt, mag ook de kleur van de omgedraaide kaart kiezen; de anderen niet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last raise after three passes</source>
        <translation>Laatste verhoging na drie keer passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche and contrée: when a bid is followed by three passes, its bidder may raise it once more or keep it; then each opponent may double.</source>
        <translation>Coinche en contrée: wordt er na een bod drie keer gepast, dan mag de bieder het nog één keer verhogen of houden; daarna mag elke tegenstander doubleren.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/settings/sound_box.py" line="+76"/>
        <source>%1%</source>
        <comment>a volume</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sound</source>
        <translation>Geluid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play sounds</source>
        <translation>Geluiden afspelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card laid, a trick gathered, your turn, a contract made or failed. Game &gt; Sounds switches them off and on too.</source>
        <translation>Een kaart die op tafel komt, een slag die wordt binnengehaald, jouw beurt, een contract dat gehaald wordt of nat gaat. Spel &gt; Geluid zet ze ook uit en aan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Volume:</source>
        <translation>Volume:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How loud the game&apos;s sounds are, under the volume of your system.</source>
        <translation>Hoe luid de geluiden van het spel klinken, binnen het volume van je systeem.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listen</source>
        <translation>Beluisteren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a sound at this volume.</source>
        <translation>Speel een geluid af op dit volume.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game cannot play sounds on this computer (no sound device, or on Linux none of paplay, pw-play and aplay), so it stays silent.</source>
        <translation>Het spel kan op deze computer geen geluid afspelen (geen geluidsapparaat, of op Linux geen van paplay, pw-play en aplay), dus het blijft stil.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/settings/aids.py" line="+45"/>
        <source>Help at the table</source>
        <translation>Hulp aan tafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the points and tricks of this deal</source>
        <translation>Punten en slagen van deze ronde tonen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under the contract, the card points and the tricks each team has taken so far in the deal.</source>
        <translation>Onder het contract: de kaartpunten en de slagen die elk team tot nu toe in deze ronde heeft gehaald.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play my only legal card by itself</source>
        <translation>Mijn enige toegestane kaart vanzelf spelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When only one of your cards may be played, it is played for you after a short pause.</source>
        <translation>Als je maar één kaart mag spelen, wordt die na een korte pauze voor je gespeeld.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the cards played (counts as assisted play)</source>
        <translation>Gespeelde kaarten tonen (telt als spel met hulp)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A panel showing which cards of each suit are out. A match played with it counts apart in the statistics, as a match with hints does.</source>
        <translation>Een paneel dat per kleur toont welke kaarten al gespeeld zijn. Een partij met dit paneel telt apart in de statistieken, net als een partij met tips.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="-77"/>
        <source>Klaverjas rules</source>
        <translation>Klaverjasregels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules of:</source>
        <translation>Regels van:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Amsterdams</source>
        <translation>Amsterdams</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotterdams</source>
        <translation>Rotterdams</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Utrechts (forced to play)</source>
        <translation>Utrechts (verplicht spelen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NKU tournament</source>
        <translation>NKU-toernooi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The usual rules of a city or a union; change any rule to make your own.</source>
        <translation>De gebruikelijke regels van een stad of een bond; verander een regel om je eigen regels te maken.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>After a number of deals:</source>
        <translation>Na een aantal rondes:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A boompje is 16 deals: each player deals four times, and the higher total wins.</source>
        <translation>Een boompje is 16 rondes: iedereen deelt vier keer, en het hoogste totaal wint.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first team to reach this score wins (1500 is usual).</source>
        <translation>De eerste partij die deze score bereikt, wint (1500 is gebruikelijk); het doel.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The voorhand</source>
        <translation>De voorhand</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choosing trump:</source>
        <translation>Troef kiezen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How trump is chosen. Free: each in turn plays (&quot;ik speel&quot;, naming any suit) or passes (&quot;ik pas&quot;); if all pass, the first to speak must play. Forced (Utrechts): the voorhand must choose trump. Proposed suit: a suit is proposed and may be played or passed. Twents: as proposed, but after four passes a second suit is imposed.</source>
        <translation>Hoe troef gekozen wordt. Vrij: ieder om de beurt speelt (&quot;ik speel&quot;, met een kleur naar keuze) of past (&quot;ik pas&quot;); als iedereen past, moet wie het eerst sprak spelen. Verplicht (Utrechts): de voorhand moet troef kiezen. Gedraaid: er wordt een kleur voorgesteld die je speelt of waarop je past. Twents: als gedraaid, maar na vier keer passen wordt een tweede kleur opgelegd.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Free choice, with passing</source>
        <translation>Vrij kiezen, met passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forced: the voorhand chooses (Utrechts)</source>
        <translation>Verplicht: de voorhand kiest (Utrechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A proposed suit (gedraaid)</source>
        <translation>Een gedraaide kleur (gedraaid)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Twents: a second suit imposed</source>
        <translation>Twents: een tweede kleur opgelegd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First to speak:</source>
        <translation>Eerst aan het woord:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who speaks first in the choice of trump, and must play when all four pass: the voorhand (left of the dealer) or, as in the NKU tournament rules, the dealer.</source>
        <translation>Wie bij het troef kiezen het eerst spreekt en moet spelen als alle vier passen: de voorhand (links van de deler) of, zoals in de NKU-toernooiregels, de deler.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The dealer</source>
        <translation>De deler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All pass on the proposed suit:</source>
        <translation>Iedereen past op de gedraaide kleur:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a proposed suit, when all four pass the voorhand must play: in any suit, in any suit but the proposed one, or in the suit turned next.</source>
        <translation>Bij een gedraaide kleur moet de voorhand spelen als alle vier passen: in een kleur naar keuze, in elke kleur behalve de gedraaide, of in de kleur die daarna gedraaid wordt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The voorhand names any suit</source>
        <translation>De voorhand kiest een kleur naar keuze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit but the proposed one</source>
        <translation>Elke kleur behalve de gedraaide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The suit turned next</source>
        <translation>De kleur die daarna gedraaid wordt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First lead:</source>
        <translation>Uitkomen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who leads the first trick: the voorhand, whoever chose trump, or the player who chose trump.</source>
        <translation>Wie de eerste slag uitkomt: de voorhand, wie ook troef koos, of de speler die troef koos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player who chose trump</source>
        <translation>De speler die troef koos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trumping:</source>
        <translation>Introeven:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amsterdams: with no card of the suit led and your partner winning the trick, you need not trump. Rotterdams: you must trump (and overtrump) even your partner.</source>
        <translation>Amsterdams: kun je niet bekennen en wint je maat de slag, dan hoef je niet in te troeven. Rotterdams: je moet introeven (en overtroeven), ook over je maat heen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Amsterdams: partner not trumped</source>
        <translation>Amsterdams: maat niet introeven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotterdams: trump even your partner</source>
        <translation>Rotterdams: ook maat introeven</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What a player must do who has to trump but cannot beat the trump already played: play a lower trump only when nothing else is left, or always play a lower trump.</source>
        <translation>Wat een speler moet doen die moet introeven maar de gespeelde troef niet kan overtroeven: alleen ondertroeven als er niets anders over is, of altijd ondertroeven.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the trumping rule says</source>
        <translation>Zoals de introefregel zegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lower trump only if nothing else</source>
        <translation>Alleen ondertroeven als er niets anders is</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Must play a lower trump</source>
        <translation>Moet ondertroeven</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dealing:</source>
        <translation>Delen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the eight cards are dealt: three, two and three, or four and four.</source>
        <translation>Hoe de acht kaarten gedeeld worden: drie, twee en drie, of vier en vier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3, 2, 3 cards</source>
        <translation>3, 2, 3 kaarten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4, 4 cards</source>
        <translation>4, 4 kaarten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four nines, eights or sevens:</source>
        <translation>Vier negens, achten of zevens:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem for four cards of the same rank in one trick: four nines, eights or sevens count 100, or nothing.</source>
        <translation>Roem voor vier kaarten van dezelfde waarde in één slag: vier negens, achten of zevens tellen 100, of niets.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <source>100 roem</source>
        <translation>100 roem</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>No roem</source>
        <translation>Geen roem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four jacks:</source>
        <translation>Vier boeren:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem for the four jacks in one trick.</source>
        <translation>Roem voor de vier boeren in één slag.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>200 roem</source>
        <translation>200 roem</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Count roem by itself</source>
        <translation>Roem vanzelf tellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem in a trick counts for the team that wins it without being called. Off: call &quot;Roem!&quot; while the trick lies on the table, or it is lost.</source>
        <translation>Roem in een slag telt voor de partij die de slag wint, zonder dat hij geroepen wordt. Uit: roep &quot;Roem!&quot; terwijl de slag op tafel ligt, anders gaat hij verloren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exactly half is made</source>
        <translation>Precies de helft is gehaald</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The players who chose trump need as much as the others (points and roem), not more, to make the deal; otherwise exactly half is nat.</source>
        <translation>Wie troef koos, heeft evenveel nodig als de andere partij (punten en roem), niet meer, om de ronde te halen; anders is precies de helft nat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pit for either team</source>
        <translation>Pit voor beide partijen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking all eight tricks (pit) earns 100 for either team, not only for the team that chose trump.</source>
        <translation>Alle acht slagen (pit) levert elke partij 100 op, niet alleen de partij die troef koos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spades count double</source>
        <translation>Schoppen telt dubbel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A deal played with spades as trump scores double.</source>
        <translation>Een ronde met schoppen als troef telt dubbel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An equal score plays one more deal</source>
        <translation>Gelijke stand: nog een ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the totals are equal after the last deal, deals are played until they differ; otherwise the match is a draw.</source>
        <translation>Zijn de totalen na de laatste ronde gelijk, dan worden er rondes gespeeld tot ze verschillen; anders eindigt de partij gelijk.</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <location filename="../belote_desktop/session/settings_file.py" line="+72"/>
        <source>Your settings cannot be saved in %1 (%2). The changes you make are kept until you quit.</source>
        <translation>Je instellingen kunnen niet worden opgeslagen in %1 (%2). Wijzigingen die je maakt, blijven gelden tot je het spel afsluit.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>it is not text</source>
        <translation>het bestand bevat geen tekst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is far larger than a settings file</source>
        <translation>het bestand is veel groter dan een instellingenbestand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its name cannot be used on this system</source>
        <translation>de naam is op dit systeem niet bruikbaar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your settings in %1 could not be read (%2), so the default settings are in use. The damaged file was kept as %3.</source>
        <translation>Je instellingen in %1 konden niet worden gelezen (%2); de standaardinstellingen zijn nu actief. Het beschadigde bestand is bewaard als %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your settings in %1 could not be read (%2), so the default settings are in use. The changes you make are kept until you quit, and the file is left as it is.</source>
        <translation>Je instellingen in %1 konden niet worden gelezen (%2); de standaardinstellingen zijn nu actief. Wijzigingen die je maakt, blijven gelden tot je het spel afsluit, en het bestand blijft zoals het is.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/session/settings_store.py" line="+43"/>
        <source>a setting is given twice</source>
        <translation>een instelling staat er twee keer in</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>they are cut short or not in the right format</source>
        <translation>ze zijn afgekapt of hebben niet de juiste opmaak</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a setting holds a value this version of the game does not know</source>
        <translation>een instelling heeft een waarde die deze versie van het spel niet kent</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/shortcuts.py" line="+118"/>
        <source>Menus</source>
        <translation>Menu&apos;s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At the table</source>
        <translation>Aan tafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose one of your cards</source>
        <translation>Een van je kaarten kiezen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose your first or last card</source>
        <translation>Je eerste of laatste kaart kiezen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go from card to card (a screen reader reads each one)</source>
        <translation>Van kaart naar kaart gaan (een schermlezer leest elke kaart voor)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave full screen</source>
        <translation>Volledig scherm verlaten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bidding</source>
        <translation>Bieden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take: the up-card&apos;s suit, or the first suit allowed</source>
        <translation>Nemen: de kleur van de omgedraaide kaart, of de eerste toegestane kleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a suit (classic, second round: take it)</source>
        <translation>Een kleur kiezen (klassiek, tweede biedronde: die nemen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sans atout, tout atout</source>
        <translation>Sans atout, tout atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise or lower the bid</source>
        <translation>Het bod verhogen of verlagen</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>At your turn, play the chosen card; with none chosen, your first playable card</source>
        <translation>Op je beurt de gekozen kaart spelen; is er geen gekozen, je eerste speelbare kaart</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Open the first menu (the arrows go on to the others)</source>
        <translation>Het eerste menu openen (met de pijltjes naar de andere)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Asking the table</source>
        <translation>Vragen aan de tafel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Make the call the hint set up (marked in gold), or bid the value and trump chosen</source>
        <translation>De keuze uit de tip maken (in goud gemarkeerd), of de gekozen waarde en troef bieden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche (contre in contrée)</source>
        <translation>Coinche (contre bij contrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcoinche (surcontre in contrée)</source>
        <translation>Surcoinche (surcontre bij contrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the contract at the last raise</source>
        <translation>Het contract houden bij de laatste verhoging</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declarations</source>
        <translation>Declaraties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tick or untick a declaration</source>
        <translation>Een declaratie aan- of uitvinken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce the ticked declarations</source>
        <translation>De aangevinkte declaraties melden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep your declarations to yourself</source>
        <translation>Je declaraties voor je houden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game record</source>
        <translation>Spelverslag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card back or forward</source>
        <translation>Een kaart terug of verder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A trick back or forward</source>
        <translation>Een slag terug of verder</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The start or the end of the record</source>
        <translation>Het begin of het einde van het verslag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the record</source>
        <translation>Het verslag sluiten</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>Sneltoetsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Toetsen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What they do</source>
        <translation>Wat ze doen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <location filename="../belote_desktop/ui/common/spoken.py" line="-98"/>
        <source>seven</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>zeven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>acht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>negen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>tien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>boer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>vrouw</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>heer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>aas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>spades</source>
        <comment>a suit, in a card&apos;s name and in a bid</comment>
        <translation>schoppen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <comment>a suit, in a card&apos;s name and in a bid</comment>
        <translation>harten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <comment>a suit, in a card&apos;s name and in a bid</comment>
        <translation>ruiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clubs</source>
        <comment>a suit, in a card&apos;s name and in a bid</comment>
        <translation>klaveren</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 of %2</source>
        <comment>a card&apos;s name: %1 its rank, %2 its suit</comment>
        <translation>%2%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no trumps</source>
        <comment>sans atout, in a bid</comment>
        <translation>zonder troef</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all trumps</source>
        <comment>tout atout, in a bid</comment>
        <translation>alles troef</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/speech.py" line="+284"/>
        <location filename="../belote_desktop/ui/common/spoken.py" line="+6"/>
        <source>capot</source>
        <comment>a capot bid</comment>
        <translation>capot</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/common/spoken.py" line="+1"/>
        <source>%1 %2</source>
        <comment>a bid: %1 its value, %2 its trump</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>I play %1</source>
        <comment>klaverjas: ik speel, with this trump</comment>
        <translation>ik speel %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I pass</source>
        <comment>klaverjas: ik pas</comment>
        <translation>ik pas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>take %1</source>
        <comment>classic: take with this trump</comment>
        <translation>%1 nemen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass</source>
        <comment>a bid</comment>
        <translation>pas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keep</source>
        <comment>the last raise declined: the contract stays as it is</comment>
        <translation>houden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>contre</source>
        <comment>contrée: double</comment>
        <translation>contre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>coinche</source>
        <comment>double</comment>
        <translation>coinche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>surcontre</source>
        <comment>contrée: redouble</comment>
        <translation>surcontre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>surcoinche</source>
        <comment>redouble</comment>
        <translation>surcoinche</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>take %1</source>
        <comment>the coach&apos;s advice: take with this trump</comment>
        <translation>%1 nemen</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/speech.py" line="-242"/>
        <source>%1: %2.</source>
        <comment>klaverjas: a player and their call</comment>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You pass.</source>
        <translation>Je past.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 passes.</source>
        <translation>%1 past.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take %1.</source>
        <translation>Je neemt %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes %2.</source>
        <translation>%1 neemt %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You say %1.</source>
        <translation>Je zegt %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 says %2.</source>
        <translation>%1 zegt %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bid %1.</source>
        <translation>Je biedt %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bids %2.</source>
        <translation>%1 biedt %2.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>keeps %1</source>
        <comment>short: the last raise declined</comment>
        <translation>houdt %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You keep %1.</source>
        <translation>Je houdt %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 keeps %2.</source>
        <translation>%1 houdt %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>raises to %1</source>
        <comment>short: the last raise</comment>
        <translation>verhoogt tot %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You raise to %1.</source>
        <translation>Je verhoogt tot %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 raises to %2.</source>
        <translation>%1 verhoogt tot %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Last raise: %1</source>
        <comment>short: whose choice it is</comment>
        <translation>Laatste verhoging: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last raise: you may raise your %1 once more, or keep it.</source>
        <translation>Laatste verhoging: je mag je %1 nog één keer verhogen, of het houden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last raise: %1 may raise %2 once more, or keep it.</source>
        <translation>Laatste verhoging: %1 mag %2 nog één keer verhogen, of het houden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last chance to double %1</source>
        <comment>short</comment>
        <translation>Laatste kans om %1 te doubleren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your opponents&apos; last chance to double your %1.</source>
        <translation>Laatste kans voor je tegenstanders om je %1 te doubleren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last chance to double %1 by %2.</source>
        <translation>Laatste kans om %1 van %2 te doubleren.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your last raise</source>
        <translation>Jouw laatste verhoging</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: raise your %1 once more, or keep it.</source>
        <translation>Jij bent aan de beurt: verhoog je %1 nog één keer, of houd het.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last chance to double</source>
        <translation>Jouw laatste kans om te doubleren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: last chance to double %1, or pass.</source>
        <translation>Jij bent aan de beurt: laatste kans om %1 te doubleren, of pas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <comment>short: a seat and what it did</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone passed: the cards are dealt again.</source>
        <translation>Iedereen heeft gepast: er wordt opnieuw gedeeld.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Trump %1, %2</source>
        <comment>klaverjas, short: the trump suit, and who plays it</comment>
        <translation>Troef %1, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump: %1, played by %2.</source>
        <comment>klaverjas: the trump suit, and who plays it</comment>
        <translation>Troef: %1, %2 speelt.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/common/spoken.py" line="-30"/>
        <source>%1 by %2</source>
        <comment>a contract: what, and who took it</comment>
        <translation>%2 speelt %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, contré</source>
        <translation>%1, contre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1, coinched</source>
        <translation>%1, coinche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, surcontré</source>
        <translation>%1, surcontre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, surcoinched</source>
        <translation>%1, surcoinche</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/speech.py" line="+3"/>
        <source>Contract: %1</source>
        <translation>Contract: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The contract is %1.</source>
        <translation>Het contract: %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You play the %1.</source>
        <translation>Je speelt %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays the %2.</source>
        <translation>%1 speelt %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Belote!</source>
        <translation>Belote!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rebelote!</source>
        <translation>Rebelote!</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Trick to %1, %n points</source>
        <translation>
            <numerusform>Slag: %1, %n punt</numerusform>
            <numerusform>Slag: %1, %n punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You win the trick, %n points.</source>
        <translation>
            <numerusform>Je wint de slag, %n punt.</numerusform>
            <numerusform>Je wint de slag, %n punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 wins the trick, %n points.</source>
        <translation>
            <numerusform>%1 wint de slag, %n punt.</numerusform>
            <numerusform>%1 wint de slag, %n punten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You announce %1.</source>
        <translation>Je meldt %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 announces %2.</source>
        <translation>%1 meldt %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You may announce %1.</source>
        <translation>Je mag melden: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter announces it, N says nothing, 1 ticks or unticks it.</source>
        <translation>Enter meldt deze, N meldt niets, 1 vinkt deze aan of uit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter announces the ticked ones, N says nothing, 1 to %1 tick or untick one.</source>
        <translation>Enter meldt de aangevinkte, N meldt niets, 1 tot %1 vinken er een aan of uit.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Declarations that score: %1.</source>
        <translation>Declaraties die tellen: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal %1.</source>
        <translation>Ronde %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1, dealt by %2.</source>
        <translation>Ronde %1, %2 deelt.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/queries.py" line="+213"/>
        <location filename="../belote_desktop/ui/access/speech.py" line="+2"/>
        <source>Turned up: the %1.</source>
        <translation>Omgedraaide kaart: %1.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/speech.py" line="+11"/>
        <source>Nothing has been said yet.</source>
        <translation>Er is nog niets gezegd.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 for %2.</source>
        <comment>klaverjas: the roem of a trick, and who won the trick</comment>
        <translation>%1 voor %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 calls roem: %2</source>
        <comment>klaverjas: Roem! called by a player</comment>
        <translation>%1 roept roem: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 made it.</source>
        <comment>klaverjas: the makers&apos; deal is made</comment>
        <translation>%1 hebben het gehaald.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 went nat.</source>
        <comment>klaverjas: the makers failed (nat)</comment>
        <translation>%1 zijn nat gegaan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pit for %1.</source>
        <comment>klaverjas: all eight tricks</comment>
        <translation>Pit voor %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Litige: the points are held for the next deal.</source>
        <translation>Litige: de punten blijven staan voor de volgende ronde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract is made.</source>
        <translation>Het contract is gehaald.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract fails.</source>
        <translation>Het contract gaat nat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capot for %1.</source>
        <translation>%1 halen capot.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal: %1 %2, %3 %4.</source>
        <translation>Deze ronde: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/queries.py" line="-77"/>
        <location filename="../belote_desktop/ui/access/speech.py" line="+1"/>
        <source>Score: %1 %2, %3 %4.</source>
        <translation>Score: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/speech.py" line="+5"/>
        <source>The match is over: %1 win, %2 to %3.</source>
        <translation>De partij is afgelopen: %1 winnen met %2 tegen %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn, %1 playable</source>
        <translation>Jouw beurt, %1 speelbaar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn. Cards you can play: %1.</source>
        <translation>Jouw beurt. Kaarten die je mag spelen: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your bid</source>
        <translation>Jouw bod</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your turn to bid.</source>
        <translation>Jij bent aan de beurt om te bieden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose trump</source>
        <comment>klaverjas, short: you must play</comment>
        <translation>Kies troef</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: you must play, choose trump.</source>
        <comment>klaverjas: all passed, or Utrechts</comment>
        <translation>Jij bent aan de beurt: je moet spelen, kies troef.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play or pass</source>
        <comment>klaverjas, short: ik speel / ik pas</comment>
        <translation>Spelen of passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn to choose trump: play or pass.</source>
        <comment>klaverjas: ik speel / ik pas</comment>
        <translation>Jij bent aan de beurt om troef te kiezen: spelen of passen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your trick: Enter gathers, R calls roem</source>
        <comment>klaverjas, short: gather the last trick</comment>
        <translation>Jouw slag: Enter haalt binnen, R roept roem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the last trick. Gather it with Enter, or call its roem first with R.</source>
        <comment>klaverjas: gather the last trick</comment>
        <translation>Jij hebt de laatste slag gewonnen. Haal hem binnen met Enter, of roep eerst de roem met R.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your bid: %1.</source>
        <translation>Jouw bod: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, trump not chosen</source>
        <comment>short: a bid&apos;s value, its trump not chosen yet</comment>
        <translation>%1, troef nog niet gekozen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your bid: %1, trump not chosen yet.</source>
        <translation>Jouw bod: %1, troef nog niet gekozen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Taken back: %1.</source>
        <translation>Teruggenomen: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On the table: %1.</source>
        <translation>Op tafel: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules open: %1. Tab past your cards to read them; %2 closes them.</source>
        <translation>Regels open: %1. Tab voorbij je kaarten om ze te lezen; %2 sluit ze.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules closed.</source>
        <translation>Regels gesloten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 cannot be played: %2</source>
        <translation>Je mag %1 niet spelen: %2</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/statistics.py" line="-129"/>
        <location line="+18"/>
        <source>Reset statistics</source>
        <translation>Statistieken wissen</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Forget the results of every match played so far? This cannot be undone.</source>
        <translation>De uitslagen van alle partijen tot nu toe vergeten? Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results by rules and levels</source>
        <translation>Resultaten per regels en niveau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forget every result kept so far.</source>
        <translation>Vergeet alle uitslagen die tot nu toe zijn bijgehouden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level of your computer partner</source>
        <translation>Niveau van je computerpartner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <translation>Tegenstanders</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level of the computer opponents</source>
        <translation>Niveau van de computertegenstanders</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Matches played to the end</source>
        <translation>Partijen die tot het einde gespeeld zijn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Matches your team won</source>
        <translation>Partijen die je team gewonnen heeft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Winstpercentage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deals played, not counting deals everyone passed</source>
        <translation>Gespeelde rondes, zonder de rondes waarin iedereen paste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contracts</source>
        <translation>Contracten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts your team took</source>
        <translation>Contracten die je team genomen heeft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made</source>
        <translation>Gehaald</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts your team took and made</source>
        <translation>Contracten die je team genomen en gehaald heeft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Success</source>
        <translation>Succes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share of your team&apos;s contracts that were made</source>
        <translation>Deel van de contracten van je team dat gehaald is</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their contracts</source>
        <translation>Hun contracten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts the opponents took</source>
        <translation>Contracten die de tegenstanders genomen hebben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made by them</source>
        <translation>Door hen gehaald</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts the opponents took and made</source>
        <translation>Contracten die de tegenstanders genomen en gehaald hebben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capots</source>
        <translation>Capots</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deals in which your team took all eight tricks</source>
        <translation>Rondes waarin je team alle acht slagen won</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per deal (us)</source>
        <translation>Punten per ronde (wij)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average points your team scored per deal</source>
        <translation>Gemiddeld aantal punten van je team per ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per deal (them)</source>
        <translation>Punten per ronde (zij)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average points the opponents scored per deal</source>
        <translation>Gemiddeld aantal punten van de tegenstanders per ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last raises</source>
        <translation>Laatste verhogingen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts your team raised once more after three passes</source>
        <translation>Contracten die jouw team na drie keer passen nog één keer verhoogde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made after a last raise</source>
        <translation>Gehaald na een laatste verhoging</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raised contracts your team made</source>
        <translation>Verhoogde contracten die jouw team gehaald heeft</translation>
    </message>
    <message>
        <location line="+43"/>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>with hints, undo, replays or the cards played</source>
        <translation>met tips, teruggenomen zetten, opnieuw gespeelde rondes of gespeelde kaarten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the expert in your seat</source>
        <translation>de expert op jouw plaats</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No statistics yet: they are kept from the first deal you play.</source>
        <translation>Nog geen statistieken: ze worden bijgehouden vanaf de eerste ronde die je speelt.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n matches played to the end, %1 won</source>
        <translation>
            <numerusform>%n partij uitgespeeld, %1 gewonnen</numerusform>
            <numerusform>%n partijen uitgespeeld, %1 gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1%</source>
        <comment>a percentage, e.g. 62%</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Classic</source>
        <translation>Klassiek</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Coinche</source>
        <translation>Coinche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contrée</source>
        <translation>Contrée</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
</context>
<context>
    <name>SystemReasons</name>
    <message>
        <location filename="../belote_desktop/session/system_words.py" line="+26"/>
        <source>permission was refused</source>
        <translation>toegang werd geweigerd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>de schijf is vol</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk can only be read, not written</source>
        <translation>de schijf kan alleen gelezen worden, niet beschreven</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file or folder does not exist</source>
        <translation>het bestand of de map bestaat niet</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+31"/>
        <source>it is a folder</source>
        <translation>het is een map</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>a part of its path is not a folder</source>
        <translation>een deel van het pad is geen map</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its name is too long</source>
        <translation>de naam is te lang</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another program is using it</source>
        <translation>een ander programma gebruikt het</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk could not be read or written</source>
        <translation>de schijf kon niet worden gelezen of beschreven</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>too many files are open</source>
        <translation>er zijn te veel bestanden geopend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its path goes round in a loop of links</source>
        <translation>het pad bevat een kringloop van symbolische koppelingen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is too large for the disk</source>
        <translation>het bestand is te groot voor de schijf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no device behind it</source>
        <translation>er zit geen apparaat achter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the system refused it (error %1)</source>
        <translation>het systeem weigerde het (fout %1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the system refused it</source>
        <translation>het systeem weigerde het</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is a named pipe (FIFO), not a file</source>
        <translation>het is een named pipe (FIFO), geen bestand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a device, not a file</source>
        <translation>het is een apparaat, geen bestand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a socket, not a file</source>
        <translation>het is een socket, geen bestand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not an ordinary file</source>
        <translation>het is geen gewoon bestand</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <location filename="../belote_desktop/ui/access/narrated.py" line="+179"/>
        <source>last raise of %1</source>
        <translation>laatste verhoging van %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>last chance to double %1</source>
        <translation>laatste kans om %1 te doubleren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>highest bid: %1</source>
        <translation>hoogste bod: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none yet</source>
        <comment>no contract yet</comment>
        <translation>nog geen</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/table_access.py" line="+140"/>
        <location line="+2"/>
        <source>Card table</source>
        <translation>Speeltafel</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>card %1 of %2</source>
        <translation>kaart %1 van %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>can be played</source>
        <translation>speelbaar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot be played now</source>
        <translation>nu niet speelbaar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chosen</source>
        <comment>the card the keyboard&apos;s ring is on</comment>
        <translation>gekozen</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Turned-up card</source>
        <translation>Omgedraaide kaart</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cards in hand: %1</source>
        <translation>kaarten in hand: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dealer</source>
        <translation>deler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <comment>whose turn it is</comment>
        <translation>aan de beurt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid: %1</source>
        <comment>a seat&apos;s last call in the auction</comment>
        <translation>bod: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <comment>no cards on the table</comment>
        <translation>geen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards on the table</source>
        <translation>Kaarten op tafel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/deal_access.py" line="+72"/>
        <source>Auction</source>
        <comment>the panel of who bid what</comment>
        <translation>Bieding</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal</source>
        <comment>the panel of each team&apos;s points and tricks</comment>
        <translation>Deze ronde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards played</source>
        <comment>the panel of the cards out</comment>
        <translation>Gespeelde kaarten</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/deal_panels.py" line="+177"/>
        <source>keeps %1</source>
        <comment>the last raise declined</comment>
        <translation>houdt %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>raises to %1</source>
        <comment>the last raise</comment>
        <translation>verhoogt tot %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <comment>a seat and its call</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no bids yet</source>
        <translation>nog geen biedingen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2 points and roem, %3</source>
        <comment>klaverjas: a team&apos;s points and tricks</comment>
        <translation>%1 %2 punten en roem, %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 points, %3</source>
        <comment>a team&apos;s card points and tricks</comment>
        <translation>%1 %2 punten, %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: %2</source>
        <comment>a suit and its cards played</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <comment>no card of it played</comment>
        <translation>geen</translation>
    </message>
</context>
<context>
    <name>TablePresenter</name>
    <message>
        <location filename="../belote_desktop/ui/table/presenter.py" line="-110"/>
        <source>You</source>
        <translation>Jij</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declarations that score: %1</source>
        <translation>Declaraties die tellen: %1</translation>
    </message>
</context>
<context>
    <name>TableQuestions</name>
    <message>
        <location filename="../belote_desktop/ui/access/queries.py" line="-54"/>
        <source>No cards on the table: you lead.</source>
        <translation>Geen kaarten op tafel: jij komt uit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cards on the table: %1 leads.</source>
        <translation>Geen kaarten op tafel: %1 komt uit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cards on the table.</source>
        <translation>Geen kaarten op tafel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You are winning it.</source>
        <translation>Jij hebt de slag voorlopig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is winning it.</source>
        <translation>%1 heeft de slag voorlopig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the table: %1.</source>
        <translation>Op tafel: %1.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No trump chosen yet. The proposed suit: %1.</source>
        <translation>Nog geen troef gekozen. De gedraaide kleur: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trump chosen yet.</source>
        <comment>klaverjas</comment>
        <translation>Nog geen troef gekozen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No contract yet.</source>
        <translation>Nog geen contract.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No contract yet. Highest bid: %1.</source>
        <translation>Nog geen contract. Hoogste bod: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No contract: everyone passed.</source>
        <translation>Geen contract: iedereen heeft gepast.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It ended in a litige.</source>
        <translation>Het eindigde in een litige.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was made.</source>
        <translation>Het is gehaald.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It failed.</source>
        <translation>Het ging nat.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This deal so far: %1 %2, %3 %4.</source>
        <translation>Deze ronde tot nu toe: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roem so far: %1 %2, %3 %4.</source>
        <translation>Roem tot nu toe: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first team to reach %1 points wins.</source>
        <translation>Het eerste team dat %1 punten haalt, wint.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An extra deal: the scores were level.</source>
        <translation>Een extra ronde: de stand was gelijk.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1 of %2.</source>
        <translation>Ronde %1 van %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The cards have not been dealt yet.</source>
        <translation>De kaarten zijn nog niet gedeeld.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The match is over.</source>
        <translation>De partij is afgelopen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal is over.</source>
        <translation>De ronde is afgelopen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 plays or passes next.</source>
        <comment>klaverjas</comment>
        <translation>%1 is nu aan de beurt: spelen of passen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bids next.</source>
        <translation>%1 biedt nu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to announce your declarations, or to say nothing.</source>
        <translation>Jij bent aan de beurt: meld je declaraties, of zeg niets.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to play.</source>
        <translation>Jij bent aan de beurt om te spelen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays next.</source>
        <translation>%1 speelt nu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick %1 of 8.</source>
        <translation>Slag %1 van 8.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No bids yet.</source>
        <translation>Nog geen biedingen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No calls yet: you speak first.</source>
        <comment>klaverjas</comment>
        <translation>Nog niets gezegd: jij begint.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No calls yet: %1 speaks first.</source>
        <comment>klaverjas</comment>
        <translation>Nog niets gezegd: %1 begint.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No bids yet: you bid first.</source>
        <translation>Nog geen biedingen: jij biedt als eerste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No bids yet: %1 bids first.</source>
        <translation>Nog geen biedingen: %1 biedt als eerste.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First round: %1. Second round: %2.</source>
        <translation>Eerste ronde: %1. Tweede ronde: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calls: %1.</source>
        <comment>klaverjas</comment>
        <translation>Gezegd: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bids: %1.</source>
        <translation>Biedingen: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No card is turned up in this game: every player is dealt eight cards.</source>
        <translation>In dit spel wordt geen kaart omgedraaid: elke speler krijgt acht kaarten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card has been turned up yet.</source>
        <translation>Er is nog geen kaart omgedraaid.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The turned-up card, the %1, went to you.</source>
        <translation>De omgedraaide kaart, %1, ging naar jou.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turned-up card, the %1, went to %2.</source>
        <translation>De omgedraaide kaart, %1, ging naar %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No trick has been taken yet in this deal.</source>
        <translation>In deze ronde is nog geen slag gespeeld.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Last trick, trick %1 of 8: %2.</source>
        <translation>Laatste slag, slag %1 van 8: %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You won it, %n points.</source>
        <translation>
            <numerusform>Jij won hem, %n punt.</numerusform>
            <numerusform>Jij won hem, %n punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 won it, %n points.</source>
        <translation>
            <numerusform>%1 won hem, %n punt.</numerusform>
            <numerusform>%1 won hem, %n punten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 (trumps)</source>
        <comment>a suit of the hand that is trump</comment>
        <translation>%1 (troef)</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+9"/>
        <source>You have no cards.</source>
        <translation>Je hebt geen kaarten.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1: %2</source>
        <comment>a suit of the hand and its cards</comment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your hand, %n cards: %1.</source>
        <translation>
            <numerusform>Je hand, %n kaart: %1.</numerusform>
            <numerusform>Je hand, %n kaarten: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You have no %1.</source>
        <translation>Je hebt geen %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2.</source>
        <comment>a suit of the hand and its cards, said alone</comment>
        <translation>%1: %2.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../belote_desktop/ui/common/words.py" line="-97"/>
        <source>Spades</source>
        <translation>Schoppen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <translation>Harten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds</source>
        <translation>Ruiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clubs</source>
        <translation>Klaveren</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>SA</source>
        <comment>sans atout (no trumps), short</comment>
        <translation>SA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TA</source>
        <comment>tout atout (all trumps), short</comment>
        <translation>TA</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/items/plate.py" line="+66"/>
        <location filename="../belote_desktop/ui/table/phrases.py" line="+34"/>
        <source>Dealer</source>
        <translation>Deler</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>D</source>
        <comment>the dealer&apos;s chip: first letter of Dealer</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/items/panels.py" line="+57"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Score to %1</source>
        <translation>Score tot %1</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Extra deal</source>
        <comment>the score panel&apos;s title</comment>
        <translation>Extra ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1 of %2</source>
        <comment>the score panel&apos;s title</comment>
        <translation>Ronde %1 van %2</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/deal_panels.py" line="-15"/>
        <location filename="../belote_desktop/ui/table/items/deal_tally.py" line="+4"/>
        <location filename="../belote_desktop/ui/table/items/panels.py" line="+15"/>
        <source>Us</source>
        <comment>the human&apos;s team</comment>
        <translation>Wij</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../belote_desktop/ui/table/items/deal_tally.py" line="+1"/>
        <location filename="../belote_desktop/ui/table/items/panels.py" line="+1"/>
        <source>Them</source>
        <comment>the other team</comment>
        <translation>Zij</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/items/panels.py" line="+45"/>
        <source>Highest bid</source>
        <comment>during the auction</comment>
        <translation>Hoogste bod</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/deal_panels.py" line="-31"/>
        <location filename="../belote_desktop/ui/table/items/panels.py" line="+67"/>
        <source>×%1</source>
        <comment>doubled (coinche) or redoubled</comment>
        <translation>×%1</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/items/panels.py" line="+20"/>
        <source>by %1</source>
        <comment>taker of the contract</comment>
        <translation>%1 speelt</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/phrases.py" line="-19"/>
        <source>Pass</source>
        <comment>a bid</comment>
        <translation>Pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take</source>
        <comment>classic bid: take the up-card&apos;s suit</comment>
        <translation>Ik neem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche!</source>
        <comment>a bid: double</comment>
        <translation>Coinche!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcoinche!</source>
        <comment>a bid: redouble</comment>
        <translation>Surcoinche!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contre!</source>
        <comment>contrée: a bid that doubles</comment>
        <translation>Contre!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontre!</source>
        <comment>contrée: a bid that redoubles</comment>
        <translation>Surcontre!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep</source>
        <comment>the last raise declined: the contract stays</comment>
        <translation>Houden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last raise</source>
        <comment>the contract panel&apos;s title then</comment>
        <translation>Laatste verhoging</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last double?</source>
        <comment>the contract panel&apos;s title: the opponents&apos; last chance to double</comment>
        <translation>Laatste doublet?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Belote!</source>
        <translation>Belote!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rebelote!</source>
        <translation>Rebelote!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capot</source>
        <comment>all eight tricks</comment>
        <translation>Capot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All passed: new deal</source>
        <translation>Allen gepast: opnieuw delen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>Jouw beurt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tierce</source>
        <comment>a declaration: three in sequence</comment>
        <translation>Driekaart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fifty</source>
        <comment>a declaration: four in sequence</comment>
        <translation>Vijftig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hundred</source>
        <comment>a declaration: five in sequence</comment>
        <translation>Honderd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of a kind</source>
        <comment>a declaration</comment>
        <translation>Carré</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/presenter.py" line="-93"/>
        <source>Raise: %1</source>
        <comment>the last raise; %1 the new value</comment>
        <translation>Verhoogd: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Last raise: you may raise your %1 once more, or keep it.</source>
        <translation>Laatste verhoging: je mag je %1 nog één keer verhogen, of het houden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last raise: %1 may raise %2 once more, or keep it.</source>
        <translation>Laatste verhoging: %1 mag %2 nog één keer verhogen, of het houden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your opponents&apos; last chance to double your %1.</source>
        <translation>Laatste kans voor je tegenstanders om je %1 te doubleren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last chance to double %1 by %2.</source>
        <comment>the opponents of the bidder may double now</comment>
        <translation>Laatste kans om %1 van %2 te doubleren.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/items/cards_played.py" line="+80"/>
        <source>Played</source>
        <comment>the cards-played panel&apos;s title: cards out</comment>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/items/deal_tally.py" line="-10"/>
        <source>This deal</source>
        <comment>the tally panel&apos;s title: the deal in play</comment>
        <translation>Deze ronde</translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <location filename="../belote_desktop/ui/common/words.py" line="+62"/>
        <source>you and your partner</source>
        <comment>a team, in the middle of a sentence</comment>
        <translation>jij en je partner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your opponents</source>
        <comment>a team, in the middle of a sentence</comment>
        <translation>je tegenstanders</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <location filename="../belote_desktop/ui/window_dialogs.py" line="+105"/>
        <source>Belote Desktop</source>
        <translation>Belote Desktop</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>New match</source>
        <translation>Nieuwe partij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new match? The match in progress (deal %1, %2 to %3) will be lost.</source>
        <translation>Een nieuwe partij beginnen? De lopende partij (ronde %1, %2 tegen %3) gaat verloren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start a new match</source>
        <translation>Nieuwe partij beginnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep playing</source>
        <translation>Verder spelen</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 won the match, %2 to %3.</source>
        <translation>%1 hebben de partij gewonnen met %2 tegen %3.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A deal can be reviewed once it has been played to the end.</source>
        <translation>Een ronde kan pas geanalyseerd worden als ze is uitgespeeld.</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>About Belote Desktop</source>
        <translation>Over Belote Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote Desktop %1
Belote, coinche and contrée against computer players.</source>
        <translation>Belote Desktop %1
Belote, coinche en contrée tegen computerspelers.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export match</source>
        <translation>Partij exporteren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json)</source>
        <translation>Spelverslagen (*.json)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match could not be written to %1: %2</source>
        <translation>De partij kon niet worden opgeslagen in %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match exported to %1.</source>
        <translation>Partij geëxporteerd naar %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open game record</source>
        <translation>Spelverslag openen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Spelverslagen (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The file %1 could not be read: %2</source>
        <translation>Het bestand %1 kon niet worden gelezen: %2</translation>
    </message>
</context>
</TS>

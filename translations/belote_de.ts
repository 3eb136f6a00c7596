<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
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
        <translation>Belote Desktop ist bereits geöffnet. Wechsle zu seinem Fenster, um weiterzuspielen.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The file %1 cannot be used: %2. The game goes on without it.</source>
        <translation>Die Datei %1 ist nicht verwendbar: %2. Das Spiel geht ohne sie weiter.</translation>
    </message>
</context>
<context>
    <name>AutoPlay</name>
    <message>
        <location filename="../belote_desktop/ui/auto_play.py" line="+36"/>
        <source>Only card: %1</source>
        <translation>Einzige Karte: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the %1 can be played: it is played for you.</source>
        <translation>Nur %1 ist spielbar: Die Karte wird für dich gespielt.</translation>
    </message>
</context>
<context>
    <name>BiddingPanel</name>
    <message>
        <location filename="../belote_desktop/ui/panels/bidding.py" line="+66"/>
        <location line="+192"/>
        <source>Your bid:</source>
        <translation>Dein Gebot:</translation>
    </message>
    <message>
        <location line="-186"/>
        <location line="+118"/>
        <location line="+2"/>
        <source>Take %1</source>
        <translation>%1 nehmen</translation>
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
        <translation>Bieten</translation>
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
        <translation>Halten</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>Bidding</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value of the bid</source>
        <translation>Wert des Gebots</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>I play %1</source>
        <comment>klaverjas: ik speel</comment>
        <translation>Ich spiele %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play with this suit as trump (key %1, or T)</source>
        <translation>Mit dieser Farbe als Trumpf spielen (Taste %1 oder T)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take with this suit as trump (key %1, or T)</source>
        <translation>Mit dieser Farbe als Trumpf nehmen (Taste %1 oder T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The points you promise (Up and Down keys)</source>
        <translation>Die Punkte, die du versprichst (Pfeiltasten hoch/runter)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spades as trump</source>
        <translation>Pik als Trumpf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hearts as trump</source>
        <translation>Herz als Trumpf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Diamonds as trump</source>
        <translation>Karo als Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clubs as trump</source>
        <translation>Kreuz als Trumpf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sans atout: no trump</source>
        <translation>Sans atout: kein Trumpf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tout atout: every suit is trump</source>
        <translation>Tout atout: alle Farben sind Trumpf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (key %2)</source>
        <translation>%1 (Taste %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+26"/>
        <source>Bid the value and trump chosen (Enter)</source>
        <translation>Gewählten Wert und Trumpf bieten (Enter)</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>I &amp;pass</source>
        <comment>klaverjas: ik pas</comment>
        <translation>Ich &amp;passe</translation>
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
        <translation>Den Kontrakt der Gegner verdoppeln: Contre (C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontre</source>
        <translation>Surcontre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double again after their contre (S)</source>
        <translation>Nach ihrem Contre erneut verdoppeln (S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double the opponents&apos; contract (C)</source>
        <translation>Den Kontrakt der Gegner verdoppeln (C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double again after their coinche (S)</source>
        <translation>Nach ihrer Coinche erneut verdoppeln (S)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Last raise of your %1:</source>
        <translation>Letzte Erhöhung deines Kontrakts %1:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last chance to double %1:</source>
        <translation>Letzte Gelegenheit, %1 zu verdoppeln:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Proposed: %1. Play or pass?</source>
        <comment>klaverjas, gedraaid</comment>
        <translation>Vorgeschlagen: %1. Spielen oder passen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must play: choose trump.</source>
        <comment>klaverjas, all passed or Utrechts</comment>
        <translation>Du musst spielen: Wähle Trumpf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play or pass?</source>
        <comment>klaverjas: ik speel / ik pas</comment>
        <translation>Spielen oder passen?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your last raise: raise your contract once more, or keep it (K).</source>
        <translation>Deine letzte Erhöhung: Erhöhe deinen Kontrakt noch einmal oder halte ihn (K).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last chance to double the opponents&apos; contract, or pass.</source>
        <translation>Deine letzte Gelegenheit, den Kontrakt der Gegner zu verdoppeln, oder passe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to choose trump: play or pass.</source>
        <comment>klaverjas</comment>
        <translation>Du wählst Trumpf: spielen oder passen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Raise your %1 once more, in the same trump, or keep it; then the opponents may double.</source>
        <translation>Erhöhe deinen Kontrakt %1 noch einmal, im selben Trumpf, oder halte ihn; danach dürfen die Gegner verdoppeln.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Raise</source>
        <translation>Erhöhen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise the contract to the value chosen (Enter)</source>
        <translation>Den Kontrakt auf den gewählten Wert erhöhen (Enter)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the contract as it is, without a last raise (K)</source>
        <translation>Den Kontrakt so halten, wie er ist, ohne letzte Erhöhung (K)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep %1</source>
        <comment>the last raise: %1 the contract in words</comment>
        <translation>%1 halten</translation>
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
        <translation>D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>K</source>
        <comment>king</comment>
        <translation>K</translation>
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
        <translation>Vier Siebenen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four eights</source>
        <translation>Vier Achten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four nines</source>
        <translation>Vier Neunen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four tens</source>
        <translation>Vier Zehnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four jacks</source>
        <translation>Vier Buben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four queens</source>
        <translation>Vier Damen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four kings</source>
        <translation>Vier Könige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four aces</source>
        <translation>Vier Asse</translation>
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
        <translation>Terz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fifty</source>
        <comment>four in sequence</comment>
        <translation>Fünfziger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hundred</source>
        <comment>five or more in sequence</comment>
        <translation>Hunderter</translation>
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
        <translation>Klaverjas wird nicht mit der Belote-Variante %1 gespielt: Wähle eine von %2 oder lass --game weg</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>belote is not played with the klaverjas preset %1: choose one of %2, or leave out --game</source>
        <translation>Belote wird nicht mit der Klaverjas-Voreinstellung %1 gespielt: Wähle eine von %2 oder lass --game weg</translation>
    </message>
</context>
<context>
    <name>DealNumberDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/deal_number.py" line="+106"/>
        <source>Type the number of the deal you want to play.</source>
        <translation>Gib die Nummer der Runde ein, die du spielen möchtest.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deal number holds digits only (spaces between groups of digits are fine).</source>
        <translation>Eine Rundennummer besteht nur aus Ziffern (Leerzeichen zwischen Zifferngruppen sind erlaubt).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no deal with this number. Deal numbers go from 1 to %1; a deal dealt from the gathered cards has a number of 37 digits.</source>
        <translation>Es gibt keine Runde mit dieser Nummer. Rundennummern reichen von 1 bis %1; eine Runde, die aus den eingesammelten Karten gegeben wurde, hat eine Nummer mit 37 Ziffern.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play a deal by number</source>
        <translation>Eine Runde nach Nummer spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every deal has a number, shown in its summary and on the score sheet. The same number deals the same cards by the same dealer. A new match starts with that deal, under the rules chosen in Settings.</source>
        <translation>Jede Runde hat eine Nummer; sie steht in der Rundenübersicht und auf der Punkteliste. Dieselbe Nummer gibt dieselben Karten, vom selben Geber. Eine neue Partie beginnt mit dieser Runde, nach den Regeln, die du in den Einstellungen gewählt hast.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal &amp;number:</source>
        <translation>Runden&amp;nummer:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal number</source>
        <translation>Rundennummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play this deal</source>
        <translation>Diese Runde &amp;spielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/deal_summary/dialog.py" line="+278"/>
        <source>Deal summary</source>
        <translation>Rundenübersicht</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Match over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deal %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deciding deal, deal %1:</source>
        <translation>Die entscheidende Runde, Runde %1:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Punkteliste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Review this deal</source>
        <translation>Diese Runde &amp;analysieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New match</source>
        <translation>&amp;Neue Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick (10 de der)</source>
        <translation>Letzter Stich (10 de der)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capot bonus</source>
        <translation>Capot-Bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote</source>
        <translation>Belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted</source>
        <translation>Gezählt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for the deal</source>
        <translation>Punkte der Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the litige</source>
        <translation>Aus dem Litige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match total</source>
        <translation>Stand der Partie</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Points of deal %1</source>
        <translation>Punkte der Runde %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Deal number: %1</source>
        <translation>Rundennummer: %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Game &gt; Play a deal by number deals these cards again, by the same dealer.</source>
        <translation>Spiel &gt; Eine Runde nach Nummer spielen gibt diese Karten erneut, vom selben Geber.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play this deal &amp;again</source>
        <translation>Diese Runde &amp;erneut spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards, the same dealer. The match then counts apart in your statistics.</source>
        <translation>Dieselben Karten, derselbe Geber. Die Partie zählt dann gesondert in deiner Statistik.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the expert &amp;play my cards</source>
        <translation>Den E&amp;xperten meine Karten spielen lassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards played again by the expert in your seat, set beside your play.</source>
        <translation>Dieselben Karten noch einmal gespielt, vom Experten auf deinem Platz, neben deinem Spiel gezeigt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+3"/>
        <source>Contract: %1 · dealt by %2</source>
        <translation>Kontrakt: %1 · Geber: %2</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>takers</source>
        <translation>Nehmer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>defence</source>
        <translation>Verteidiger</translation>
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
        <translation>Alle haben gepasst: Es wird neu gegeben, keine Punkte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal is still being played.</source>
        <translation>Diese Runde läuft noch.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Declarations: %1</source>
        <translation>Ansagen: %1</translation>
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
            <numerusform>Litige: %n Punkt der Nehmer wird zurückgehalten und geht an das Team, das die nächste Runde gewinnt.</numerusform>
            <numerusform>Litige: %n Punkte der Nehmer werden zurückgehalten und gehen an das Team, das die nächste Runde gewinnt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The %n points held by the litige go to %1, who won this deal.</source>
        <translation>
            <numerusform>Der %n im Litige zurückgehaltene Punkt geht an das Team, das diese Runde gewonnen hat: %1.</numerusform>
            <numerusform>Die %n im Litige zurückgehaltenen Punkte gehen an das Team, das diese Runde gewonnen hat: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Litige: the takers (%1) and the defence counted the same.</source>
        <translation>Litige: Die Nehmer (%1) und die Verteidiger haben gleich viel gezählt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract made by %1.</source>
        <translation>%1: Kontrakt erfüllt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract failed by %1 (dedans).</source>
        <translation>%1: Kontrakt gescheitert (dedans).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capot for %1: all eight tricks.</source>
        <translation>Capot für %1: alle acht Stiche.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>They counted %1 for a bid of %2.</source>
        <translation>Gezählt: %1 bei einem Gebot von %2.</translation>
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
        <translation>%1 Belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 for all the cards</source>
        <translation>%1 für alle Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 declarations</source>
        <translation>%1 Ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 + the bid %2</source>
        <translation>%1 + das Gebot %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 + the bid %2 × %3</source>
        <comment>160 + the bid × 2 (coinche) or × 4 (surcoinche)</comment>
        <translation>%1 + das Gebot %2 × %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 counted</source>
        <translation>%1 gezählt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bid %1</source>
        <translation>das Gebot %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each deal&apos;s points are rounded to the nearest ten.</source>
        <translation>Die Punkte jeder Runde werden auf den nächsten Zehner gerundet.</translation>
    </message>
</context>
<context>
    <name>DealTally</name>
    <message numerus="yes">
        <location filename="../belote_desktop/ui/table/items/deal_tally.py" line="+62"/>
        <source>%n trick(s)</source>
        <comment>the tricks a team took in the deal</comment>
        <translation>
            <numerusform>%n Stich</numerusform>
            <numerusform>%n Stiche</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeclarationPanel</name>
    <message>
        <location filename="../belote_desktop/ui/panels/declarations.py" line="+86"/>
        <source>Your declarations (say them during the first trick):</source>
        <translation>Deine Ansagen (im ersten Stich ansagen):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce the ticked declarations (Enter)</source>
        <translation>Die angehakten Ansagen machen (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say nothing</source>
        <translation>Nichts ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep your declarations to yourself (N)</source>
        <translation>Deine Ansagen für dich behalten (N)</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/error.py" line="+107"/>
        <source>Belote Desktop: error</source>
        <translation>Belote Desktop: Fehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Something went wrong. The game can go on; the details were saved to %1.</source>
        <translation>Etwas ist schiefgegangen. Das Spiel kann weitergehen; die Details wurden in %1 gespeichert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Something went wrong. The game can go on; the details could not be saved, so please copy them from here.</source>
        <translation>Etwas ist schiefgegangen. Das Spiel kann weitergehen; die Details konnten nicht gespeichert werden, bitte kopiere sie von hier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy details</source>
        <translation>Details &amp;kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hide &amp;details</source>
        <translation>Details &amp;ausblenden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show &amp;details</source>
        <translation>Details &amp;anzeigen</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n more error(s) happened while this window was open.</source>
        <translation>
            <numerusform>%n weiterer Fehler ist aufgetreten, während dieses Fenster geöffnet war.</numerusform>
            <numerusform>%n weitere Fehler sind aufgetreten, während dieses Fenster geöffnet war.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The last %n are not shown here.</source>
        <translation>
            <numerusform>Der letzte davon wird hier nicht angezeigt.</numerusform>
            <numerusform>Die letzten %n davon werden hier nicht angezeigt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExpertComparisonDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/expert_comparison.py" line="+123"/>
        <source>%1 led: %2 · won by %3</source>
        <comment>%1 the seat that led, %2 the cards in order, %3 the winner</comment>
        <translation>Ausgespielt: %1 · %2 · Stich: %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everyone passed: nothing scored</source>
        <translation>Alle haben gepasst: nichts gewertet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · %2 to %3</source>
        <translation>%1 · %2 zu %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your team scored %1 in this deal; with the expert in your seat it would have scored %2.</source>
        <translation>Dein Team hat in dieser Runde %1 Punkte erhalten; mit dem Experten auf deinem Platz wären es %2 gewesen.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The expert&apos;s play was worth %n more points to your team.</source>
        <translation>
            <numerusform>Das Spiel des Experten war deinem Team %n Punkt mehr wert.</numerusform>
            <numerusform>Das Spiel des Experten war deinem Team %n Punkte mehr wert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your play was worth %n more points to your team than the expert&apos;s.</source>
        <translation>
            <numerusform>Dein Spiel war deinem Team %n Punkt mehr wert als das des Experten.</numerusform>
            <numerusform>Dein Spiel war deinem Team %n Punkte mehr wert als das des Experten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same score either way.</source>
        <translation>So oder so dasselbe Ergebnis.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Bidding</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trick %1</source>
        <translation>Stich %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+24"/>
        <source>no trick</source>
        <translation>kein Stich</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the same</source>
        <translation>gleich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the same as yours</source>
        <translation>gleich wie bei dir</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The expert plays your cards: deal %1</source>
        <translation>Der Experte spielt deine Karten: Runde %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1 played again with the same cards: the expert computer player in your seat, the same computer players in the other seats. Where the expert&apos;s deal went differently it is written out in bold; elsewhere it went as yours did.</source>
        <translation>Runde %1 noch einmal gespielt, mit denselben Karten: der Computerspieler Experte auf deinem Platz, dieselben Computerspieler auf den anderen Plätzen. Wo die Runde des Experten anders verlief, steht sie fett ausgeschrieben; sonst verlief sie wie deine.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%v of %m cards played</source>
        <translation>%v von %m Karten gespielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The expert is playing</source>
        <translation>Der Experte spielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As you played it</source>
        <translation>Wie du gespielt hast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As the expert played it</source>
        <translation>Wie der Experte gespielt hat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../belote_desktop/ui/hints.py" line="+45"/>
        <source>it is the only card you may play</source>
        <translation>du darfst keine andere Karte spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it wins the trick</source>
        <translation>damit gewinnst du den Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your partner is winning the trick: give points</source>
        <translation>dein Partner hat den Stich: schmier ihm Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it draws the opponents&apos; trumps</source>
        <translation>damit ziehst du den Gegnern die Trümpfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it discards from your shortest side suit</source>
        <translation>damit wirfst du aus deiner kürzesten Nebenfarbe ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it keeps your master trump for later</source>
        <translation>so bleibt dir dein höchster Trumpf für später</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the trick is lost: it gives away as few points as possible</source>
        <translation>der Stich ist verloren: damit gibst du so wenig Punkte wie möglich ab</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_access.py" line="+140"/>
        <source>Hint: %1, %2.</source>
        <translation>Hinweis: %1, %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: %1.</source>
        <translation>Hinweis: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../belote_desktop/ui/hints.py" line="+32"/>
        <source>Expected score of this deal, your team&apos;s minus theirs, over %n possible layouts of the hidden cards: %1</source>
        <translation>
            <numerusform>Erwartetes Ergebnis dieser Runde, dein Team minus die Gegner, gemittelt über %n mögliche Verteilung der verdeckten Karten: %1</numerusform>
            <numerusform>Erwartetes Ergebnis dieser Runde, dein Team minus die Gegner, gemittelt über %n mögliche Verteilungen der verdeckten Karten: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The coach is thinking…</source>
        <translation>Der Trainer denkt nach…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A hint is for your turn to bid or to play.</source>
        <translation>Einen Hinweis gibt es nur, wenn du mit Bieten oder Spielen an der Reihe bist.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Hint (H)</source>
        <translation>Hinweis (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What would a strong player do here?</source>
        <translation>Was würde ein starker Spieler hier tun?</translation>
    </message>
</context>
<context>
    <name>Keeper</name>
    <message>
        <location filename="../belote_desktop/session/keeper.py" line="+120"/>
        <source>it is a file, not a folder</source>
        <translation>es ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The folder where the game keeps your match and statistics, %1, cannot be used: %2. The game goes on, but nothing is saved.</source>
        <translation>Der Ordner, in dem das Spiel deine Partie und Statistik aufbewahrt, %1, ist nicht verwendbar: %2. Das Spiel geht weiter, aber nichts wird gespeichert.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The statistics in %1 could not be read (%2). They are kept for this session only.</source>
        <translation>Die Statistik in %1 konnte nicht gelesen werden (%2). Sie wird nur für diese Sitzung geführt.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The saved match in %1 could not be read (%2). A new match starts, and the file is left as it is.</source>
        <translation>Die gespeicherte Partie in %1 konnte nicht gelesen werden (%2). Eine neue Partie beginnt, und die Datei bleibt, wie sie ist.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Saving works again: your match is saved.</source>
        <translation>Speichern funktioniert wieder: Deine Partie ist gespeichert.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your match cannot be saved in %1: %2. The game goes on and the previous save is kept; saving is tried again after every trick.</source>
        <translation>Deine Partie kann nicht in %1 gespeichert werden: %2. Das Spiel geht weiter, der letzte Spielstand bleibt erhalten; nach jedem Stich versucht das Spiel erneut zu speichern.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>The statistics cannot be saved in %1: %2. They are kept for this session, and saving is tried again after every deal.</source>
        <translation>Die Statistik kann nicht in %1 gespeichert werden: %2. Sie wird für diese Sitzung geführt; nach jeder Runde versucht das Spiel erneut zu speichern.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>it is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not text (random bytes?)</source>
        <translation>die Datei enthält keinen Text (zufällige Bytes?)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is cut short or not in the right format</source>
        <translation>die Datei ist abgeschnitten oder hat nicht das richtige Format</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was written by another version of the program</source>
        <translation>die Datei stammt von einer anderen Version des Programms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it holds a move the rules do not allow</source>
        <translation>die Datei enthält einen Zug, den die Regeln nicht erlauben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its contents are not what a game file holds</source>
        <translation>ihr Inhalt ist nicht der einer Spieldatei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it does not exist</source>
        <translation>die Datei existiert nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is far larger than any file of the game (more than %1 MiB)</source>
        <translation>die Datei ist viel größer als jede Datei des Spiels (mehr als %1 MiB)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The saved match could not be used: %1. A new match starts.</source>
        <translation>Die gespeicherte Partie konnte nicht verwendet werden: %1. Eine neue Partie beginnt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The statistics could not be read: %1. They start again from zero.</source>
        <translation>Die Statistik konnte nicht gelesen werden: %1. Sie beginnt wieder bei null.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game record cannot be shown: %1. The file was left as it is.</source>
        <translation>Dieses Spielprotokoll kann nicht angezeigt werden: %1. Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The damaged file was kept as %1.</source>
        <translation>Die beschädigte Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The damaged file %1 could not be kept aside (%2); it is left as it is and will not be written over.</source>
        <translation>Die beschädigte Datei %1 konnte nicht beiseitegelegt werden (%2); sie bleibt, wie sie ist, und wird nicht überschrieben.</translation>
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
        <translation>%1, Pit</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/deal_summary/dialog.py" line="-181"/>
        <source>makers</source>
        <comment>spelers</comment>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defenders</source>
        <translation>Gegenpartei</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
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
        <translation>Punkte und Roem</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/common/klaverjas_words.py" line="+26"/>
        <source>Made by %1: %2 against %3.</source>
        <comment>klaverjas: makers, their points and roem, the others&apos;</comment>
        <translation>Erfüllt von %1: %2 gegen %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nat: %1 counted %2, not more than the %3 of %4.</source>
        <comment>klaverjas: the makers failed</comment>
        <translation>Nat: %1 zählte %2, nicht mehr als die %3 von %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pit: all eight tricks to %1.</source>
        <comment>klaverjas</comment>
        <translation>Pit: alle acht Stiche für %1.</translation>
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
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 roem</source>
        <comment>klaverjas</comment>
        <translation>%1 Roem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 roem of both teams</source>
        <comment>klaverjas: nat</comment>
        <translation>%1 Roem beider Teams</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 pit</source>
        <comment>klaverjas: the bonus for all eight tricks</comment>
        <translation>%1 Pit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(%1) × 2 for spades</source>
        <comment>klaverjas: a deal in spades counts double</comment>
        <translation>(%1) × 2 für Pik</translation>
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
        <translation>Ich spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I pass</source>
        <comment>klaverjas: ik pas</comment>
        <translation>Ich passe</translation>
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
        <translation>Roem %1 und Stuk</translation>
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
        <translation>Trumpf, Spieler</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_klaverjas.py" line="+41"/>
        <source>There is no roem in this trick.</source>
        <translation>In diesem Stich ist kein Roem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The roem of this trick has been called.</source>
        <translation>Der Roem dieses Stichs wurde schon angesagt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem cannot be called now.</source>
        <translation>Roem kann jetzt nicht angesagt werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (rule %2)</source>
        <translation>%1 (Regel %2)</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/klaverjas.py" line="-1"/>
        <source>Points</source>
        <comment>score sheet: a team&apos;s card points in a deal, the last trick&apos;s 10 too</comment>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points of %1</source>
        <comment>score sheet: a column of a team, %1</comment>
        <translation>Punkte (%1)</translation>
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
        <translation>Punkte (%1) in jeder Runde: Kartenpunkte und die 10 des letzten Stichs. Ist eine Runde nat, schreiben die Spieler nat und die anderen 162.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roem of %1 in each deal, with 100 for pit. When a deal is nat, the others write the roem of both teams.</source>
        <translation>Roem (%1) in jeder Runde, mit 100 für Pit. Ist eine Runde nat, schreiben die anderen den Roem beider Teams.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 (pit)</source>
        <comment>score sheet: roem with the 100 of pit in it</comment>
        <translation>%1 (Pit)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Deal %1 of %2, still to be played</source>
        <comment>score sheet: the boompje&apos;s deals</comment>
        <translation>Runde %1 von %2, noch zu spielen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Teams over their points and roem</source>
        <comment>score sheet</comment>
        <translation>Teams über ihren Punkten und Roem</translation>
    </message>
</context>
<context>
    <name>KlaverjasHelp</name>
    <message>
        <location filename="../belote_desktop/i18n/klaverjas_options_text.py" line="+45"/>
        <source>Dealing in packets</source>
        <translation>Geben in Paketen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/i18n/klaverjas_text.py" line="+244"/>
        <location line="+655"/>
        <location line="+29"/>
        <source>Choosing trump</source>
        <translation>Trumpfwahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First to speak</source>
        <translation>Wer zuerst spricht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All pass on a proposed suit</source>
        <translation>Alle passen bei vorgeschlagener Farbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/i18n/klaverjas_text.py" line="+5"/>
        <source>First lead</source>
        <translation>Erstes Ausspiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump rule</source>
        <translation>Trumpfregel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undertrumping</source>
        <translation>Unterstechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four nines, eights or sevens</source>
        <translation>Vier Neunen, Achten oder Siebenen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four jacks</source>
        <translation>Vier Buben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count roem for me</source>
        <translation>Roem für mich zählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Half is made</source>
        <translation>Die Hälfte gilt als erfüllt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pit for either team</source>
        <translation>Pit für beide Teams</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades count twice</source>
        <translation>Pik zählt zweifach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the match</source>
        <translation>Ende der Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra deal on a tie</source>
        <translation>Zusatzrunde bei Gleichstand</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>How the eight cards are given out. Only the dealing you see changes; the Dutch card union allows only 3-2-3 in its competitions.</source>
        <translation>Wie die acht Karten gegeben werden. Nur das Geben, das du siehst, ändert sich; der niederländische Kartenbund erlaubt in seinen Wettbewerben nur 3-2-3.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>free (vrij)</source>
        <translation>frei (vrij)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forced (Utrechts)</source>
        <translation>Pflicht (Utrechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>proposed suit (gedraaid)</source>
        <translation>vorgeschlagene Farbe (gedraaid)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How trump is chosen: freely with passing, by the first speaker without passing (Utrechts), or by accepting or passing a suit proposed by chance.</source>
        <translation>Wie Trumpf gewählt wird: frei mit Passen, vom ersten Sprecher ohne Passen (Utrechts) oder indem man eine vom Zufall vorgeschlagene Farbe annimmt oder passt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who speaks first, and so must play when all four pass.</source>
        <translation>Wer zuerst spricht und daher spielen muss, wenn alle vier passen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>any suit</source>
        <translation>jede Farbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>another suit</source>
        <translation>eine andere Farbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the next proposed suit</source>
        <translation>die nächste vorgeschlagene Farbe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With gedraaid only: when all four pass, the first speaker must play in any suit, in any suit but the proposed one, or in the suit chance proposes next.</source>
        <translation>Nur bei gedraaid: Passen alle vier, muss der erste Sprecher spielen, in jeder Farbe, in jeder außer der vorgeschlagenen oder in der Farbe, die der Zufall als nächste vorschlägt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the player who chose trump</source>
        <translation>wer Trumpf gewählt hat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who leads the first trick.</source>
        <translation>Wer zum ersten Stich ausspielt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whether a player who cannot follow suit must trump the partner&apos;s winning trick too (Rotterdams) or not (Amsterdams).</source>
        <translation>Ob jemand, der die Farbe nicht bedienen kann, auch den Stich des Partners stechen muss (Rotterdams) oder nicht (Amsterdams).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>as the trump rule says</source>
        <translation>wie die Trumpfregel es sagt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only if nothing else</source>
        <translation>nur wenn nichts anderes geht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forced</source>
        <translation>Pflicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What a player who must trump but cannot overtrump does. Amsterdams avoids undertrumping and Rotterdams forces it, unless you choose otherwise here.</source>
        <translation>Was tut, wer stechen muss, aber nicht überstechen kann? Amsterdams vermeidet das Unterstechen, Rotterdams verlangt es, außer du wählst hier etwas anderes.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether four low cards of one rank are roem. The Dutch rules count 100; some online rooms count only aces, tens, kings and queens.</source>
        <translation>Ob vier niedrige Karten eines Rangs Roem sind. Die niederländischen Regeln zählen 100; manche Online-Räume zählen nur Asse, Zehnen, Könige und Damen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Four jacks are worth 200 in most rules; the union&apos;s own list gives every four of a kind 100.</source>
        <translation>Vier Buben sind in den meisten Regeln 200 wert; die eigene Liste des Bundes gibt jedem Carré 100.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On: the game counts all roem. Off: you call it with the Roem! button before the trick is gathered, or it is lost.</source>
        <translation>Ein: Das Spiel zählt allen Roem. Aus: Du rufst ihn mit der Taste Roem!, bevor der Stich eingesammelt wird, sonst verfällt er.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Off, the usual rule: exactly half is nat. On: the makers need only as much as the defenders.</source>
        <translation>Aus, die übliche Regel: Genau die Hälfte ist nat. Ein: Der Spielpartei genügt ebenso viel wie die Gegenpartei.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Off: only the makers earn the pit bonus. On: defenders who take every trick earn it too.</source>
        <translation>Aus: Nur die Spielpartei erhält den Pit-Bonus. Ein: Auch eine Gegenpartei, die alle Stiche macht, erhält ihn.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On: a deal with spades as trump counts twice for both teams, as in some online rooms.</source>
        <translation>Ein: Eine Runde mit Pik als Trumpf wird für beide Teams zweifach gewertet, wie in manchen Online-Räumen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The usual match is a boompje of 16 deals; another number of deals, or a target such as 1500 points, can be set.</source>
        <translation>Meist ist eine Partie ein Boompje von 16 Runden; eine andere Zahl von Runden oder ein Ziel wie 1500 Punkte lässt sich einstellen.</translation>
    </message>
    <message>
        <location line="-3"/>
        <location filename="../belote_desktop/i18n/klaverjas_text.py" line="+42"/>
        <source>a boompje of 16 deals</source>
        <translation>ein Boompje von 16 Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+52"/>
        <source>a points target</source>
        <translation>ein Punkteziel</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>With a fixed number of deals: off, equal totals are a draw; on, one more deal is played.</source>
        <translation>Bei fester Rundenzahl: aus, Gleichstand ist ein Unentschieden; ein, es wird noch eine Runde gegeben.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>a fixed number of deals</source>
        <translation>eine feste Zahl von Runden</translation>
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
        <translation>Zahl der Runden: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target %1</source>
        <translation>Ziel %1</translation>
    </message>
    <message>
        <location filename="../belote_desktop/i18n/klaverjas_text.py" line="-879"/>
        <source>Klaverjas: the game and the table</source>
        <translation>Klaverjas: das Spiel und der Tisch</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Klaverjas (&lt;i&gt;klaverjassen&lt;/i&gt;) is the Dutch member of the belote family: the same 32 cards, the same jack and nine at the top of the trump suit and the same card points. Four players play in two fixed teams, partners facing each other: North and South against East and West. You sit South.</source>
        <translation>Klaverjas (&lt;i&gt;klaverjassen&lt;/i&gt;) ist das niederländische Mitglied der Belote-Familie: dieselben 32 Karten, derselbe Bube und dieselbe Neun an der Spitze der Trumpffarbe und dieselben Kartenpunkte. Vier Spieler spielen in zwei festen Teams, Partner sitzen einander gegenüber: Nord und Süd gegen Ost und West. Du sitzt Süd.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The team of the player who chooses trump are the &lt;i&gt;makers&lt;/i&gt;; the others are the &lt;i&gt;defenders&lt;/i&gt;. The makers must count more than the defenders, or they go &lt;i&gt;nat&lt;/i&gt; and the defenders score everything. Bonuses, called &lt;i&gt;roem&lt;/i&gt;, come from the cards that lie together in one trick.</source>
        <translation>Das Team dessen, der Trumpf wählt, ist die &lt;i&gt;Spielpartei&lt;/i&gt;; das andere die &lt;i&gt;Gegenpartei&lt;/i&gt;. Die Spielpartei muss mehr Punkte zählen als die Gegenpartei, sonst geht sie &lt;i&gt;nat&lt;/i&gt; und die Gegenpartei bekommt alles. Boni, &lt;i&gt;Roem&lt;/i&gt; genannt, entstehen aus den Karten, die zusammen in einem Stich liegen.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Whole suit</source>
        <translation>Ganze Farbe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The cards, their order and points</source>
        <translation>Die Karten, ihre Reihenfolge und Punkte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pack has 32 cards, seven to ace in each of the four suits. Every deal has a trump suit: klaverjas knows no sans atout and no tout atout.</source>
        <translation>Das Blatt hat 32 Karten, Sieben bis Ass in jeder der vier Farben. Jede Runde hat eine Trumpffarbe: Klaverjas kennt weder Sans atout noch Tout atout.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Which cards</source>
        <translation>Welche Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order, highest first</source>
        <translation>Reihenfolge, höchste zuerst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trump suit</source>
        <translation>Trumpffarbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other suits</source>
        <translation>Andere Farben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs for roem, every suit</source>
        <translation>Folgen für Roem, jede Farbe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The jack of trump is the &lt;i&gt;jas&lt;/i&gt; and the nine of trump the &lt;i&gt;nel&lt;/i&gt;: the two highest trumps.</source>
        <translation>Der Trumpfbube heißt &lt;i&gt;jas&lt;/i&gt;, die Trumpfneun &lt;i&gt;nel&lt;/i&gt;: die beiden höchsten Trümpfe.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not trump</source>
        <translation>Kein Trumpf</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The trump suit holds 62 points and each other suit 30, which makes 152. The team that takes the last trick adds 10, so every deal is worth 162 points before roem.</source>
        <translation>Die Trumpffarbe enthält 62 Punkte, jede andere Farbe 30, zusammen 152. Das Team, das den letzten Stich macht, erhält 10 dazu, also ist jede Runde 162 Punkte wert, Roem nicht mitgerechnet.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+696"/>
        <source>Dealing</source>
        <translation>Geben</translation>
    </message>
    <message>
        <location line="-692"/>
        <source>Chance picks the first dealer; after each deal the player on the left deals. The cards are shuffled before every deal and cut by an opponent.</source>
        <translation>Der Zufall bestimmt den ersten Geber; nach jeder Runde gibt der linke Nachbar. Vor jeder Runde werden die Karten gemischt und von einem Gegner abgehoben.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Starting with the voorhand and going clockwise, the dealer gives everyone three cards, then two, then three: eight each.</source>
        <translation>Beginnend bei der Voorhand und im Uhrzeigersinn gibt der Geber jedem drei Karten, dann zwei, dann drei: acht für jeden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Starting with the voorhand and going clockwise, the dealer gives everyone four cards, then four more: eight each.</source>
        <translation>Beginnend bei der Voorhand und im Uhrzeigersinn gibt der Geber jedem vier Karten und dann noch vier: acht für jeden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card is turned up: everyone holds all eight cards before trump is chosen. A deal is never thrown in; somebody always has to play it.</source>
        <translation>Keine Karte wird aufgedeckt: Alle halten ihre acht Karten, bevor Trumpf gewählt wird. Es wird nie neu gegeben, weil alle gepasst haben; jemand muss immer spielen.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The first speaker is the voorhand, on the dealer&apos;s left.</source>
        <translation>Zuerst spricht die Voorhand, links vom Geber.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The first speaker is the dealer, as in the tournament rules of the Dutch klaverjas union (NKU).</source>
        <translation>Zuerst spricht der Geber, wie in den Turnierregeln des niederländischen Klaverjas-Bundes (NKU).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free choice (vrij)</source>
        <translation>Freie Wahl (vrij)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starting with the first speaker, each player in turn plays, naming any suit as trump, or passes. The first player who plays ends the choosing. If all four pass, the first speaker must play and names any suit.</source>
        <translation>Beginnend beim ersten Sprecher spielt jeder der Reihe nach und nennt eine beliebige Trumpffarbe, oder passt. Wer als Erster spielt, beendet die Wahl. Passen alle vier, muss der erste Sprecher spielen und nennt eine Farbe.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Forced: the Utrechts way (verplicht)</source>
        <translation>Pflicht: die Utrechter Art (verplicht)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody passes: the first speaker must choose a trump suit and play. This is Utrechts, also called &lt;i&gt;verplicht spelen&lt;/i&gt; (forced play).</source>
        <translation>Niemand passt: Der erste Sprecher muss eine Trumpffarbe wählen und spielen. Das ist Utrechts, auch &lt;i&gt;verplicht spelen&lt;/i&gt; (Spielpflicht) genannt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A proposed suit (gedraaid, Twents)</source>
        <translation>Eine vorgeschlagene Farbe (gedraaid, Twents)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Twents: a suit is proposed by chance and each player in turn plays in it or passes. If all four pass, chance proposes a second suit and the first speaker must play in it.</source>
        <translation>Twents: Der Zufall schlägt eine Farbe vor, und jeder spielt der Reihe nach darin oder passt. Passen alle vier, schlägt der Zufall eine zweite Farbe vor, in der der erste Sprecher spielen muss.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The first lead</source>
        <translation>Das erste Ausspiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The voorhand leads the first trick, whoever chose trump.</source>
        <translation>Die Voorhand spielt zum ersten Stich aus, gleich wer Trumpf gewählt hat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The player who chose trump leads the first trick.</source>
        <translation>Wer Trumpf gewählt hat, spielt zum ersten Stich aus.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+574"/>
        <source>Playing the cards: the duties</source>
        <translation>Die Karten spielen: die Pflichten</translation>
    </message>
    <message>
        <location line="-570"/>
        <source>A deal has eight tricks; the winner of a trick leads the next. The leader may play any card. The other players have the duties below, numbered as the game names them when it refuses a card.</source>
        <translation>Eine Runde hat acht Stiche; wer einen Stich gewinnt, spielt zum nächsten aus. Wer ausspielt, darf jede Karte spielen. Für die anderen gelten die Pflichten unten, nummeriert so, wie das Spiel sie nennt, wenn es eine Karte ablehnt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>K5.1 Follow suit</source>
        <translation>K5.1 Farbe bedienen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If you hold the suit led and it is not trump, play a card of that suit, any one: you need not go higher, whoever is winning.</source>
        <translation>Hast du die ausgespielte Farbe und ist sie nicht Trumpf, bedienst du mit einer Karte dieser Farbe, egal welcher: Du musst nicht höher gehen, gleich wer vorn liegt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hearts are trump; an opponent leads the ace of spades.</source>
        <translation>Herz ist Trumpf; ein Gegner spielt das Pik-Ass aus.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Either spade; the jas and the diamond must wait.</source>
        <translation>Eines der beiden Piks; der Jas und das Karo müssen warten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>K5.2 Trump led</source>
        <translation>K5.2 Trumpf ausgespielt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If trump is led, you must play a trump higher than the highest in the trick if you have one, even when your partner is winning; otherwise any trump. A lower trump here is following suit, not undertrumping.</source>
        <translation>Wird Trumpf ausgespielt, musst du einen höheren Trumpf als den höchsten im Stich legen, wenn du einen hast, auch wenn dein Partner vorn liegt; sonst einen beliebigen Trumpf. Ein niedrigerer Trumpf ist hier Bedienen der Farbe, kein Unterstechen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hearts are trump; your partner leads the ten of hearts.</source>
        <translation>Herz ist Trumpf; dein Partner spielt die Herz-Zehn aus.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The nel beats the ten, so it must be played over your own partner.</source>
        <translation>Die Nel schlägt die Zehn, also muss sie gespielt werden, auch über den eigenen Partner.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>K5.3 You cannot follow suit and your partner is winning</source>
        <translation>K5.3 Du kannst die Farbe nicht bedienen und dein Partner liegt vorn</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Amsterdams&lt;/b&gt;: you need not trump your partner&apos;s trick. Any card is allowed, except a trump lower than the highest trump in the trick while you hold anything else. If the trick holds no trump, every trump is higher, so any card is allowed.</source>
        <translation>&lt;b&gt;Amsterdams&lt;/b&gt;: Du musst den Stich deines Partners nicht stechen. Jede Karte ist erlaubt, außer einem Trumpf unter dem höchsten Trumpf im Stich, solange du noch etwas anderes hast. Liegt noch kein Trumpf im Stich, ist jeder Trumpf höher, also ist jede Karte erlaubt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Amsterdams with undertrumping forced: even that exception falls away, and any card is allowed while your partner is winning.</source>
        <translation>Amsterdams mit Pflicht zum Unterstechen: Dann entfällt auch diese Ausnahme, und jede Karte ist erlaubt, solange dein Partner vorn liegt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Rotterdams&lt;/b&gt;: your partner&apos;s winning card is no excuse. You must trump and overtrump exactly as if an opponent were winning (K5.4).</source>
        <translation>&lt;b&gt;Rotterdams&lt;/b&gt;: Dass dein Partner vorn liegt, entbindet dich von nichts. Du musst stechen und überstechen, genau als ob ein Gegner vorn läge (K5.4).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Amsterdams, clubs trump: your partner leads the ace of diamonds; you have none.</source>
        <translation>Amsterdams, Kreuz ist Trumpf: Dein Partner spielt das Karo-Ass aus; du hast kein Karo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No duty to trump, and with no trump in the trick no club is an undertrump: all four cards are allowed.</source>
        <translation>Keine Stichpflicht, und ohne Trumpf im Stich ist kein Kreuz ein Unterstechen: Alle vier Karten sind erlaubt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rotterdams, clubs trump: your partner leads the ace of diamonds; you have none.</source>
        <translation>Rotterdams, Kreuz ist Trumpf: Dein Partner spielt das Karo-Ass aus; du hast kein Karo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You must trump your partner&apos;s ace: a club.</source>
        <translation>Du musst das Ass deines Partners stechen: mit einem Kreuz.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>K5.4 You cannot follow suit and an opponent is winning</source>
        <translation>K5.4 Du kannst die Farbe nicht bedienen und ein Gegner liegt vorn</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You must trump if you hold a trump. If the trick has been trumped already, you must beat its highest trump if you can (overtrump).</source>
        <translation>Hast du Trumpf, musst du stechen. Ist schon gestochen, musst du den höchsten Trumpf im Stich überstechen, wenn du kannst.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clubs trump: your partner leads the ace of diamonds, an opponent trumps with the ten.</source>
        <translation>Kreuz ist Trumpf: Dein Partner spielt das Karo-Ass aus, ein Gegner sticht mit der Zehn.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The nine of trump beats the ten: it is the only card allowed, in Amsterdams and Rotterdams alike.</source>
        <translation>Die Trumpfneun schlägt die Zehn: Sie ist die einzige erlaubte Karte, in Amsterdams wie in Rotterdams.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If you cannot overtrump, you may not undertrump: play a card of another suit, and a lower trump only if you hold nothing else. This is the Amsterdams custom.</source>
        <translation>Kannst du nicht überstechen, darfst du nicht unterstechen: Spiel eine Karte einer anderen Farbe, einen niedrigeren Trumpf nur, wenn du nichts anderes hast. So ist es in Amsterdams üblich.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>If you cannot overtrump, you must still play a lower trump (undertrump). This is the Rotterdams custom.</source>
        <translation>Kannst du nicht überstechen, musst du trotzdem einen niedrigeren Trumpf spielen (unterstechen). So ist es in Rotterdams üblich.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+9"/>
        <source>The same trick, but you cannot overtrump.</source>
        <translation>Derselbe Stich, aber du kannst nicht überstechen.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Undertrumping is avoided: a spade or a heart.</source>
        <translation>Unterstechen wird vermieden: ein Pik oder ein Herz.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Undertrumping is forced: one of your low clubs.</source>
        <translation>Unterstechen ist Pflicht: eines deiner niedrigen Kreuze.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>K5.5 Neither the suit led nor trump</source>
        <translation>K5.5 Weder die ausgespielte Farbe noch Trumpf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With none of the suit led and no trump, any card may be played.</source>
        <translation>Ohne die ausgespielte Farbe und ohne Trumpf darfst du jede Karte spielen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Amsterdams and Rotterdams side by side</source>
        <translation>Amsterdams und Rotterdams im Vergleich</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot follow suit and</source>
        <translation>Du kannst die Farbe nicht bedienen und</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your partner is winning</source>
        <translation>dein Partner liegt vorn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no duty to trump; no lower trump unless nothing else</source>
        <translation>keine Stichpflicht; kein niedrigerer Trumpf, wenn es anders geht</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <location line="+1"/>
        <source>trump and overtrump</source>
        <translation>stechen und überstechen</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>an opponent is winning</source>
        <translation>ein Gegner liegt vorn</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>you cannot overtrump</source>
        <translation>du kannst nicht überstechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a lower trump only if nothing else</source>
        <translation>ein niedrigerer Trumpf nur, wenn nichts anderes geht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a lower trump, forced</source>
        <translation>ein niedrigerer Trumpf, Pflicht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Who wins the trick</source>
        <translation>Wer den Stich gewinnt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The highest trump wins the trick; with no trump in it, the highest card of the suit led. Cards of other suits never win.</source>
        <translation>Der höchste Trumpf gewinnt den Stich; liegt kein Trumpf darin, die höchste Karte der ausgespielten Farbe. Karten anderer Farben gewinnen nie.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Three cards of one suit in a row</source>
        <translation>Drei aufeinanderfolgende Karten einer Farbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four cards of one suit in a row</source>
        <translation>Vier aufeinanderfolgende Karten einer Farbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;i&gt;Stuk&lt;/i&gt;: king and queen of trump</source>
        <translation>&lt;i&gt;Stuk&lt;/i&gt;: König und Dame in Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stuk inside a trump run of three (20 + 20)</source>
        <translation>Stuk in einer Trumpffolge von drei (20 + 20)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stuk inside a trump run of four (50 + 20)</source>
        <translation>Stuk in einer Trumpffolge von vier (50 + 20)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four aces, tens, kings or queens</source>
        <translation>Vier Asse, Zehnen, Könige oder Damen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four nines, eights or sevens (an option)</source>
        <translation>Vier Neunen, Achten oder Siebenen (eine Option)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four jacks (an option)</source>
        <translation>Vier Buben (eine Option)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In one trick</source>
        <translation>In einem Stich</translation>
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
        <translation>&lt;i&gt;Roem&lt;/i&gt; ist der Bonus des Klaverjas. Er wird nicht aus der Hand angesagt: Er steckt in den vier Karten eines fertigen Stichs, gleich wer sie gespielt hat, und gehört dem Team, das diesen Stich gewinnt. Er wird getrennt von den Kartenpunkten notiert, weil er zählt, wenn über nat entschieden wird.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Runs follow the order %1 in every suit, trump or not: ace, king, queen is a run, king, ace, seven is not. A run of four counts 50, not 50 plus 20. One trick holds at most one run (with or without stuk), or stuk alone, or four of a kind.</source>
        <translation>Folgen gehen in der Reihenfolge %1, in jeder Farbe, Trumpf oder nicht: Ass, König, Dame ist eine Folge, König, Ass, Sieben nicht. Eine Folge von vier zählt 50, nicht 50 plus 20. Ein Stich enthält höchstens eine Folge (mit oder ohne Stuk), nur Stuk oder ein Carré.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Example: a run of four</source>
        <translation>Beispiel: eine Folge von vier</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>North&apos;s ten wins, so North and South book 15 points and 50 roem for nine, ten, jack and queen of spades, though East and West gave two of those cards.</source>
        <translation>Die Zehn von Nord gewinnt, also schreiben Nord und Süd 15 Punkte und 50 Roem für Neun, Zehn, Bube und Dame in Pik, obwohl Ost und West zwei dieser Karten gaben.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: stuk inside a trump run</source>
        <translation>Beispiel: Stuk in einer Trumpffolge</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Queen, king and ace of hearts are a run (20) and king and queen of trump are stuk (20): North and South book 18 points and 40 roem, though West and East played the king and the queen.</source>
        <translation>Herz-Dame, -König und -Ass sind eine Folge (20), König und Dame in Trumpf sind Stuk (20): Nord und Süd schreiben 18 Punkte und 40 Roem, obwohl West und Ost König und Dame gespielt haben.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game finds the roem of every trick itself, gives it to the trick&apos;s winners and shows it by the trick (&lt;i&gt;Roem 50&lt;/i&gt;, &lt;i&gt;Stuk&lt;/i&gt;).</source>
        <translation>Das Spiel findet den Roem jedes Stichs selbst, schreibt ihn den Gewinnern des Stichs gut und zeigt ihn beim Stich (&lt;i&gt;Roem 50&lt;/i&gt;, &lt;i&gt;Stuk&lt;/i&gt;).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Example: a deal made</source>
        <translation>Beispiel: eine erfüllte Runde</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>North and South chose trump. They count 102 + 20 = 122, East and West 60 + 20 = 80. 122 is more than 80: made, and each team scores what it counted.</source>
        <translation>Nord und Süd haben Trumpf gewählt. Sie zählen 102 + 20 = 122 Punkte, Ost und West 60 + 20 = 80. 122 ist mehr als 80: erfüllt, und jedes Team erhält, was es gezählt hat.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: nat because of roem</source>
        <translation>Beispiel: nat durch Roem</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>North and South took more card points, but they count 95 + 20 = 115 against 67 + 70 = 137: nat. East and West score 162 + 20 + 70 = 252, North and South nothing.</source>
        <translation>Nord und Süd machten mehr Kartenpunkte, zählen aber 95 + 20 = 115 gegen 67 + 70 = 137: nat. Ost und West erhalten 162 + 20 + 70 = 252 Punkte, Nord und Süd nichts.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: exactly half</source>
        <translation>Beispiel: genau die Hälfte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>81 against 81 is not more: nat, and East and West score 162.</source>
        <translation>81 gegen 81 ist nicht mehr: nat, und Ost und West erhalten 162 Punkte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Example: pit</source>
        <translation>Beispiel: Pit</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All eight tricks: 162 points, 70 roem and the pit bonus of 100. North and South score 332, East and West nothing.</source>
        <translation>Alle acht Stiche: 162 Punkte, 70 Roem und der Pit-Bonus von 100. Nord und Süd erhalten 332 Punkte, Ost und West nichts.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+196"/>
        <source>Result of a deal: made, nat, pit</source>
        <translation>Ergebnis einer Runde: erfüllt, nat, Pit</translation>
    </message>
    <message>
        <location line="-192"/>
        <source>Each team adds up its points (the cards it won, with 10 for the last trick) and its roem.</source>
        <translation>Jedes Team zählt seine Punkte (die Karten seiner Stiche, mit 10 für den letzten Stich) und seinen Roem zusammen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Made&lt;/b&gt;: the makers counted more than the defenders; without roem that is at least 82 of the 162 points. Both teams score what they counted.</source>
        <translation>&lt;b&gt;Erfüllt&lt;/b&gt;: Die Spielpartei hat mehr gezählt als die Gegenpartei; ohne Roem sind das mindestens 82 der 162 Punkte. Beide Teams erhalten, was sie gezählt haben.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Made&lt;/b&gt;: the makers counted at least as much as the defenders. Both teams score what they counted.</source>
        <translation>&lt;b&gt;Erfüllt&lt;/b&gt;: Die Spielpartei hat mindestens so viel gezählt wie die Gegenpartei. Beide Teams erhalten, was sie gezählt haben.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;Nat&lt;/b&gt; (also &lt;i&gt;beet&lt;/i&gt;): the makers counted as much as the defenders or less; exactly half is nat. The makers score nothing; the defenders score 162 plus the roem of both teams, stuk included.</source>
        <translation>&lt;b&gt;Nat&lt;/b&gt; (auch &lt;i&gt;beet&lt;/i&gt;): Die Spielpartei hat gleich viel oder weniger gezählt als die Gegenpartei; genau die Hälfte ist nat. Die Spielpartei erhält nichts; die Gegenpartei erhält 162 Punkte plus den Roem beider Teams, Stuk eingeschlossen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Nat&lt;/b&gt; (also &lt;i&gt;beet&lt;/i&gt;): the makers counted less than the defenders. The makers score nothing; the defenders score 162 plus the roem of both teams, stuk included.</source>
        <translation>&lt;b&gt;Nat&lt;/b&gt; (auch &lt;i&gt;beet&lt;/i&gt;): Die Spielpartei hat weniger gezählt als die Gegenpartei. Die Spielpartei erhält nichts; die Gegenpartei erhält 162 Punkte plus den Roem beider Teams, Stuk eingeschlossen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Pit&lt;/b&gt;: makers who take all eight tricks score a bonus of 100 on top of 162 and their roem; the score sheet writes it in the roem column. Defenders who take every trick get no bonus: the makers are nat anyway.</source>
        <translation>&lt;b&gt;Pit&lt;/b&gt;: Macht die Spielpartei alle acht Stiche, erhält sie einen Bonus von 100 zu 162 Punkten und ihrem Roem; die Punkteliste trägt ihn in die Roem-Spalte ein. Macht die Gegenpartei alle Stiche, gibt es keinen Bonus: Die Spielpartei ist ohnehin nat.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Pit&lt;/b&gt;: a team that takes all eight tricks, makers or defenders, scores a bonus of 100 on top of what it scores anyway.</source>
        <translation>&lt;b&gt;Pit&lt;/b&gt;: Ein Team, das alle acht Stiche macht, ob Spielpartei oder Gegenpartei, erhält einen Bonus von 100 zusätzlich zu seinen übrigen Punkten.</translation>
    </message>
    <message>
        <location line="-637"/>
        <source>Dutch players follow different city rules. Three of them are built in: &lt;b&gt;Amsterdams&lt;/b&gt; (the default), &lt;b&gt;Rotterdams&lt;/b&gt;, which differs in the duty to trump, and &lt;b&gt;Utrechts&lt;/b&gt;, in which the voorhand must choose trump. A match is usually a &lt;i&gt;boompje&lt;/i&gt; of 16 deals.</source>
        <translation>In den Niederlanden gelten je nach Stadt andere Regeln. Drei davon sind eingebaut: &lt;b&gt;Amsterdams&lt;/b&gt; (der Standard), &lt;b&gt;Rotterdams&lt;/b&gt;, das sich in der Stichpflicht unterscheidet, und &lt;b&gt;Utrechts&lt;/b&gt;, bei dem die Voorhand Trumpf wählen muss. Eine Partie ist meist ein &lt;i&gt;boompje&lt;/i&gt; von 16 Runden.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Everything goes clockwise: the deal, the choice of trump and the play move from North to East, South, West and back to North. The player on the dealer&apos;s left is the &lt;i&gt;voorhand&lt;/i&gt; (first hand): the first to speak and, in the usual rules, the first to lead.</source>
        <translation>Alles geht im Uhrzeigersinn: Geben, Trumpfwahl und Spiel wandern von Nord nach Ost, Süd, West und zurück nach Nord. Der Spieler links vom Geber ist die &lt;i&gt;voorhand&lt;/i&gt; (Vorhand): Er spricht zuerst und spielt nach den üblichen Regeln auch zuerst aus.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>A player who wants to choose trump says &lt;i&gt;ik speel&lt;/i&gt; (I play) and names the suit; that player&apos;s team are the makers. A player who does not want to says &lt;i&gt;ik pas&lt;/i&gt; (I pass). Calls are plain: signalling what you hold is not done.</source>
        <translation>Wer Trumpf wählen will, sagt &lt;i&gt;ik speel&lt;/i&gt; (ich spiele) und nennt die Farbe; sein Team ist die Spielpartei. Wer nicht will, sagt &lt;i&gt;ik pas&lt;/i&gt; (ich passe). Die Ansagen sind schlicht: Zeichen über das eigene Blatt gibt man nicht.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>First a suit is proposed: at a real table by turning a card from the unused low cards, here by chance, except that the first deal of a match proposes clubs. Each player in turn plays in that suit or passes. If all four pass, the first speaker must play, as the option &lt;i&gt;All pass on a proposed suit&lt;/i&gt; says.</source>
        <translation>Zuerst wird eine Farbe vorgeschlagen: am echten Tisch, indem eine Karte der unbenutzten niedrigen Karten umgedreht wird, hier durch Zufall, nur die erste Runde einer Partie schlägt Kreuz vor. Der Reihe nach spielt jeder in dieser Farbe oder passt. Passen alle vier, muss der erste Sprecher spielen, wie die Option &lt;i&gt;Alle passen bei vorgeschlagener Farbe&lt;/i&gt; es sagt.</translation>
    </message>
    <message>
        <location line="+235"/>
        <source>The game refuses a card these duties forbid and names the duty (K5.1 to K5.4); nothing else changes. At a real table a forbidden card is &lt;i&gt;verzaken&lt;/i&gt; (revoking): the player has &lt;i&gt;verzaakt&lt;/i&gt; and the team is punished. Here it cannot happen.</source>
        <translation>Das Spiel lehnt eine Karte ab, die diese Pflichten verbieten, und nennt die Pflicht (K5.1 bis K5.4); sonst ändert sich nichts. Am echten Tisch heißt eine verbotene Karte &lt;i&gt;verzaken&lt;/i&gt; (Farbe verleugnen): Der Spieler hat &lt;i&gt;verzaakt&lt;/i&gt;, und sein Team wird bestraft. Hier kann das nicht passieren.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>At a real table roem counts only when it is called. Press &lt;i&gt;Roem!&lt;/i&gt; while the trick still lies on the table; roem nobody called before the trick is gathered is lost. The computer players call roem in the tricks their own team wins, never for the other team.</source>
        <translation>Am echten Tisch zählt Roem nur, wenn er gerufen wird. Drück &lt;i&gt;Roem!&lt;/i&gt;, solange der Stich noch auf dem Tisch liegt; Roem, den niemand gerufen hat, bevor der Stich eingesammelt wird, verfällt. Die Computerspieler rufen Roem in den Stichen, die ihr eigenes Team gewinnt, nie für das andere Team.</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>With spades as trump the deal counts twice: both scores are multiplied by two once made or nat is decided.</source>
        <translation>Mit Pik als Trumpf zählt die Runde zweifach: Beide Ergebnisse werden mit zwei multipliziert, sobald feststeht, ob erfüllt oder nat.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+115"/>
        <source>The match: a boompje</source>
        <translation>Die Partie: ein Boompje</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>A match is a &lt;i&gt;boompje&lt;/i&gt;: a fixed number of deals, usually 16, so that everyone deals four times. The score sheet has a column for each team (&lt;i&gt;wij&lt;/i&gt; and &lt;i&gt;zij&lt;/i&gt;, us and them) and counts the deals down. After the last deal the higher total wins.</source>
        <translation>Eine Partie ist ein &lt;i&gt;boompje&lt;/i&gt;: eine feste Zahl von Runden, meist 16, sodass jeder viermal gibt. Die Punkteliste hat eine Spalte je Team (&lt;i&gt;wij&lt;/i&gt; und &lt;i&gt;zij&lt;/i&gt;, wir und sie) und zählt die Runden herunter. Nach der letzten Runde gewinnt der höhere Stand.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The match is played to a target: the first team to reach it wins. If both reach it in the same deal, the higher total wins; if the totals are equal, another deal is played.</source>
        <translation>Die Partie geht bis zu einem Ziel: Das Team, das es zuerst erreicht, gewinnt. Erreichen es beide in derselben Runde, gewinnt der höhere Stand; bei Gleichstand folgt noch eine Runde.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Equal totals after the last deal make a draw.</source>
        <translation>Gleichstand nach der letzten Runde ist ein Unentschieden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Equal totals after the last deal: one more deal is played, until they differ.</source>
        <translation>Gleichstand nach der letzten Runde: Es wird noch eine Runde gegeben, bis der Stand sich unterscheidet.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: after 16 deals North and South have %1 and East and West %2: North and South win.</source>
        <translation>Beispiel: Nach 16 Runden haben Nord und Süd %1 und Ost und West %2 Punkte: Nord und Süd gewinnen.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Rule options and presets</source>
        <translation>Regeloptionen und Voreinstellungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Klaverjas has many house rules. Each option is explained in the section where it applies, with its value in this game highlighted. The settings dialog chooses a preset or single options before a match.</source>
        <translation>Klaverjas hat viele Hausregeln. Jede Option wird in dem Abschnitt erklärt, in dem sie gilt, mit ihrem Wert in diesem Spiel hervorgehoben. Im Einstellungsdialog wählst du vor einer Partie eine Voreinstellung oder einzelne Optionen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Explained in</source>
        <translation>Erklärt in</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Presets</source>
        <translation>Voreinstellungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Amsterdams&lt;/b&gt;: every option at its default: free choice of trump, no duty to trump your partner&apos;s trick, no undertrumping unless nothing else, a boompje of 16 deals.</source>
        <translation>&lt;b&gt;Amsterdams&lt;/b&gt;: jede Option auf ihrem Standard: freie Trumpfwahl, keine Pflicht, den Stich des Partners zu stechen, kein Unterstechen, wenn es anders geht, ein Boompje von 16 Runden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Rotterdams&lt;/b&gt;: as Amsterdams, but your partner&apos;s trick must be trumped too, and undertrumping is forced.</source>
        <translation>&lt;b&gt;Rotterdams&lt;/b&gt;: wie Amsterdams, aber auch der Stich des Partners muss gestochen werden, und Unterstechen ist Pflicht.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Utrechts&lt;/b&gt;: as Amsterdams, but nobody passes: the voorhand must choose trump.</source>
        <translation>&lt;b&gt;Utrechts&lt;/b&gt;: wie Amsterdams, aber niemand passt: Die Voorhand muss Trumpf wählen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;NKU toernooi&lt;/b&gt;: as Amsterdams, but the dealer speaks first and must play if everyone passes, as in the union&apos;s tournament rules.</source>
        <translation>&lt;b&gt;NKU toernooi&lt;/b&gt;: wie Amsterdams, aber der Geber spricht zuerst und muss spielen, wenn alle passen, wie in den Turnierregeln des Bundes.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an option</source>
        <translation>eine Option</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>always clockwise</source>
        <translation>immer im Uhrzeigersinn</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Between deals</source>
        <translation>Zwischen den Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cut only</source>
        <translation>nur abheben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shuffled and cut</source>
        <translation>mischen und abheben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal</source>
        <translation>Das Geben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five cards and an up-card, then three</source>
        <translation>fünf Karten und eine aufgedeckte Karte, dann drei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all eight at once, no up-card</source>
        <translation>alle acht auf einmal, keine aufgedeckte Karte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>thrown in if all pass</source>
        <translation>neu gegeben, wenn alle passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ik speel or ik pas; if all pass, someone must play</source>
        <translation>ik speel oder ik pas; passen alle, muss jemand spielen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the player after the dealer</source>
        <translation>der Spieler nach dem Geber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the voorhand, whoever chose trump</source>
        <translation>die Voorhand, gleich wer Trumpf gewählt hat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the suit led, partner winning</source>
        <translation>Ausgespielte Farbe fehlt, Partner liegt vorn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card</source>
        <translation>jede Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amsterdams: any card but no undertrump; Rotterdams: trump</source>
        <translation>Amsterdams: jede Karte, aber nicht unterstechen; Rotterdams: stechen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bonuses</source>
        <translation>Boni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>declarations from the hand; belote-rebelote</source>
        <translation>Ansagen aus der Hand; Belote-Rebelote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roem from the cards of each trick, to its winner</source>
        <translation>Roem aus den Karten jedes Stichs, für dessen Gewinner</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>King and queen of trump</source>
        <translation>König und Dame in Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>belote, 20, kept by its team</source>
        <translation>Belote, 20, bleibt beim eigenen Team</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stuk, 20, only in one trick, to the trick&apos;s winner</source>
        <translation>Stuk, 20, nur in einem Stich, für dessen Gewinner</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four of a kind</source>
        <translation>Carré</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jacks 200, nines 150, A 10 K Q 100</source>
        <translation>Buben 200, Neunen 150, A 10 K D 100</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jacks 200, all others 100</source>
        <translation>Buben 200, alle anderen 100</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Equal counts</source>
        <translation>Gleiche Zählung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>made (an option)</source>
        <translation>erfüllt (eine Option)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nat</source>
        <translation>nat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Failing</source>
        <translation>Scheitern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dedans: the defence scores 162 and all declarations</source>
        <translation>dedans: Die Verteidiger erhalten 162 Punkte und alle Ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nat: the defenders score 162 and all roem</source>
        <translation>nat: Die Gegenpartei erhält 162 Punkte und allen Roem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All eight tricks</source>
        <translation>Alle acht Stiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>capot: 252</source>
        <translation>Capot: 252</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pit: 162 + 100</source>
        <translation>Pit: 162 + 100</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match</source>
        <translation>Die Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to 1001, 701 or 501</source>
        <translation>bis 1001, 701 oder 501</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Klaverjas for belote players</source>
        <translation>Klaverjas für Belote-Spieler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If you play belote, you already know the cards, their order and their points. This is what changes.</source>
        <translation>Wenn du Belote spielst, kennst du die Karten, ihre Reihenfolge und ihre Punkte schon. Das ändert sich.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Belote</source>
        <translation>Belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Klaverjas</source>
        <translation>Klaverjas</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>the game; to play it</source>
        <translation>das Spiel; es spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trump; to choose trump</source>
        <translation>Trumpf; Trumpf wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack and the nine of trump, the two highest cards</source>
        <translation>Bube und Neun in Trumpf, die zwei höchsten Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I play (and choose trump) / I pass</source>
        <translation>ich spiele (und wähle Trumpf) / ich passe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forced to play: the Utrechts way</source>
        <translation>Spielpflicht: die Utrechter Art</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the player on the dealer&apos;s left, first to speak and to lead</source>
        <translation>der Spieler links vom Geber, der zuerst spricht und ausspielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dealer; to deal; to shuffle; to cut</source>
        <translation>Geber; geben; mischen; abheben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to lead to a trick</source>
        <translation>zu einem Stich ausspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to follow suit</source>
        <translation>Farbe bedienen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to trump, to overtrump, to undertrump</source>
        <translation>stechen, überstechen, unterstechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the duty to trump</source>
        <translation>die Pflicht zu stechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trick; last trick, worth 10</source>
        <translation>Stich; letzter Stich, 10 Punkte wert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bonus for cards lying together in one trick</source>
        <translation>der Bonus für Karten, die zusammen in einem Stich liegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king and queen of trump in one trick: 20 roem</source>
        <translation>König und Dame in Trumpf in einem Stich: 20 Roem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the makers failed and score nothing</source>
        <translation>die Spielpartei ist gescheitert und erhält nichts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all eight tricks: 100 more</source>
        <translation>alle acht Stiche: 100 mehr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to play a card the rules forbid; revoked</source>
        <translation>eine verbotene Karte spielen; hat verzaakt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>us / them: the two columns of the score sheet</source>
        <translation>wir / sie: die zwei Spalten der Punkteliste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a match of 16 deals</source>
        <translation>eine Partie von 16 Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the city rule sets</source>
        <translation>die Stadtregeln</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dutch words</source>
        <translation>Niederländische Wörter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dutch players use these words, and so does the game, in every language.</source>
        <translation>Niederländische Spieler gebrauchen diese Wörter, und das Spiel auch, in jeder Sprache.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dutch</source>
        <translation>Niederländisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Meaning</source>
        <translation>Bedeutung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Its two-player relative is klaberjass, known in Britain as clobyosh or clob. The Swiss jass and French belote are cousins of the same family.</source>
        <translation>Sein Verwandter für zwei Spieler ist Klaberjass, auch Klabberjass oder Klabberjaß genannt, in Großbritannien Clobyosh oder Clob. Der Schweizer Jass und die französische Belote sind Vettern aus derselben Familie.</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/last_trick.py" line="+185"/>
        <location line="+14"/>
        <location line="+3"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>No trick has been played yet.</source>
        <translation>Es wurde noch kein Stich gespielt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Trick %1 of 8</source>
        <translation>Stich %1 von 8</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Led</source>
        <translation>Ausgespielt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Won the trick</source>
        <translation>Gewinnt den Stich</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Played %1 of 4</source>
        <translation>Als %1. von 4 gespielt</translation>
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
            <numerusform>Du hast den Stich gewonnen: %n Punkt.</numerusform>
            <numerusform>Du hast den Stich gewonnen: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 won the trick: %n points.</source>
        <translation>
            <numerusform>%1 hat den Stich gewonnen: %n Punkt.</numerusform>
            <numerusform>%1 hat den Stich gewonnen: %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No trumps</source>
        <translation>Kein Trumpf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All trumps</source>
        <translation>Alles Trumpf</translation>
    </message>
    <message>
        <location line="-67"/>
        <location line="+69"/>
        <source>Trumps: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../belote_desktop/ui/lesson/driver.py" line="+284"/>
        <source>Lesson: step %1 of %2</source>
        <translation>Lektion: Schritt %1 von %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Finish</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson</source>
        <translation>Lektion verlassen</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/lesson/texts.py" line="+28"/>
        <source>A guided deal: you play your own cards, and the table explains as you go. Everyone has five cards, and one card lies face up in the middle: the up-card. Its suit is offered as trump.</source>
        <translation>Eine geführte Runde: Du spielst deine eigenen Karten, und der Tisch erklärt dir unterwegs alles. Jeder hat fünf Karten, und in der Mitte liegt eine Karte mit dem Bild nach oben: die aufgedeckte Karte. Ihre Farbe wird als Trumpf angeboten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A trump beats any card of the other suits. Among trumps the jack is highest, then the nine, the ace, the 10, king, queen, 8 and 7. Whoever takes makes the up-card&apos;s suit trump, and their side must then score at least as much as the other side.</source>
        <translation>Ein Trumpf schlägt jede Karte der anderen Farben. Unter den Trümpfen ist der Bube am höchsten, dann die Neun, das Ass, die 10, König, Dame, 8 und 7. Wer nimmt, macht die Farbe der aufgedeckten Karte zu Trumpf, und seine Seite muss dann mindestens so viele Punkte holen wie die andere.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The others passed. You hold the jack and the nine of hearts, the two highest trumps: a strong start. Take hearts!</source>
        <translation>Die anderen haben gepasst. Du hast den Buben und die Neun in Herz, die zwei höchsten Trümpfe: ein starker Anfang. Nimm Herz!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts are trump. As the taker you got the up-card and two more cards, the others three each: everyone holds eight now. You and your partner must score at least as many points as the other side.</source>
        <translation>Herz ist Trumpf. Als Nehmer hast du die aufgedeckte Karte und zwei weitere bekommen, die anderen je drei: Jetzt hat jeder acht. Du und dein Partner müsst mindestens so viele Punkte holen wie die andere Seite.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 leads the first trick: the player after the dealer always does. Each player in turn plays one card; the highest card of the suit led takes the trick, unless someone plays a trump.</source>
        <comment>%1: the player on your left</comment>
        <translation>%1 spielt zum ersten Stich aus: Das tut immer der Spieler nach dem Geber. Reihum spielt jeder eine Karte; die höchste Karte der ausgespielten Farbe gewinnt den Stich, außer jemand sticht mit Trumpf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You hold the king, queen and jack of hearts: three cards in a row of one suit, a tierce, worth 20 points. Declarations are announced with your first card: announce it.</source>
        <translation>Du hast König, Dame und Bube in Herz: drei Karten in Folge in einer Farbe, eine Terz, 20 Punkte wert. Ansagen macht man mit der ersten Karte: Sag sie an.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 leads the ace of spades. You hold spades, so you must follow suit and play one. The ace wins anyway: give your lowest, %2.</source>
        <comment>%1: a player, %2: a card</comment>
        <translation>%1 spielt das Pik-Ass aus. Du hast Pik, also musst du Farbe bedienen. Das Ass gewinnt sowieso: Gib deine niedrigste Karte, %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 takes the trick with the ace. After the first trick the best declaration at the table is shown, and only its side scores declarations: your tierce is worth 20 points to you and your partner.</source>
        <comment>%1: the player on your left</comment>
        <translation>%1 gewinnt den Stich mit dem Ass. Nach dem ersten Stich wird die beste Ansage am Tisch gezeigt, und nur ihre Seite bekommt Punkte für Ansagen: Deine Terz ist dir und deinem Partner 20 Punkte wert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have no clubs, and your partner is not winning the trick: you must trump. Trump with your lowest heart, %1.</source>
        <comment>%1: a card</comment>
        <translation>Du hast kein Kreuz, und dein Partner hat den Stich nicht: Du musst stechen. Stich mit deinem niedrigsten Herz, %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Belote! The king and queen of trumps in one hand bring 20 points: you say “Belote” with the first and “Rebelote” with the second. You won the trick, so you lead: play %1, the highest trump. Everyone must play a trump if they have one.</source>
        <comment>%1: a card</comment>
        <translation>Belote! König und Dame in Trumpf auf einer Hand bringen 20 Punkte: Man sagt „Belote“ mit der ersten und „Rebelote“ mit der zweiten Karte. Du hast den Stich gewonnen, also spielst du aus: Spiel %1, den höchsten Trumpf. Jeder muss einen Trumpf spielen, wenn er einen hat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 had no trump and gave you 10 points instead. Keep your last two trumps for later: lead a small spade, %2.</source>
        <comment>%1: your partner, %2: a card</comment>
        <translation>%1 hatte keinen Trumpf und hat dir stattdessen 10 Punkte gegeben. Heb deine letzten zwei Trümpfe für später auf: Spiel ein kleines Pik aus, %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 had no diamonds and had to trump, since your partner was winning. You have no diamonds either, and you hold a higher trump: you must overtrump. Play %2.</source>
        <comment>%1: the player on your right, %2: a card</comment>
        <translation>%1 hatte kein Karo und musste stechen, weil dein Partner vorn lag. Du hast auch kein Karo, aber einen höheren Trumpf: Du musst überstechen. Spiel %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In trumps the nine beats the 10 and the ace. Lead %1 now, and keep your king of trumps.</source>
        <comment>%1: a card</comment>
        <translation>In Trumpf schlägt die Neun die 10 und das Ass. Spiel jetzt %1 aus und behalte deinen Trumpf-König.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 trumps with the ace, which you cannot beat. With no diamonds, and your partner not winning, you must still trump, even lower: that is undertrumping. Play %2, and say “Rebelote”.</source>
        <comment>%1: the player on your right, %2: a card</comment>
        <translation>%1 sticht mit dem Ass, das du nicht schlagen kannst. Ohne Karo, und weil dein Partner nicht vorn liegt, musst du trotzdem stechen, auch niedriger: Das ist Unterstechen. Spiel %2 und sag „Rebelote“.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last trick: play %1. Whoever takes it scores 10 points more.</source>
        <comment>%1: a card</comment>
        <translation>Der letzte Stich: Spiel %1. Wer ihn gewinnt, bekommt 10 Punkte dazu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is over. Your side took %1 points in cards, 10 for the last trick included; with the tierce and belote that makes %2. The other side took %3. The takers needed at least as much as the other side: the contract is made, and each side scores its points.</source>
        <comment>%1, %2, %3: numbers of points</comment>
        <translation>Die Runde ist vorbei. Deine Seite hat %1 Punkte in Karten geholt, 10 für den letzten Stich eingeschlossen; mit Terz und Belote macht das %2. Die andere Seite hat %3 geholt. Die Nehmer brauchten mindestens so viel wie die andere Seite: Der Kontrakt ist erfüllt, und jede Seite bekommt ihre Punkte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is a whole deal: the auction, eight tricks and the count. Deals follow each other until a side reaches %1 points. You can play this lesson again from %2.</source>
        <comment>%1: the match&apos;s target, %2: the menu, Help &gt; Learn to play</comment>
        <translation>Das ist eine ganze Runde: das Bieten, acht Stiche und die Abrechnung. Runde folgt auf Runde, bis eine Seite %1 Punkte erreicht. Du kannst diese Lektion unter %2 noch einmal spielen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A guided deal of coinche. All eight cards are dealt at once, with no up-card. Instead of taking, players bid: the points their side promises to make, from 80 to 160 (or capot, every trick), with the trump they choose.</source>
        <translation>Eine geführte Runde Coinche. Alle acht Karten werden auf einmal gegeben, ohne aufgedeckte Karte. Statt zu nehmen, bieten die Spieler: die Punkte, die ihre Seite zu holen verspricht, von 80 bis 160 (oder Capot, alle Stiche), mit dem Trumpf ihrer Wahl.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 bids 80 with spades as trump, and each bid must be higher than the last. You hold the jack, nine and ace of hearts, the three best trumps, and an ace: bid 100 with hearts as trump.</source>
        <comment>%1: the player on your right</comment>
        <translation>%1 bietet 80 mit Pik als Trumpf, und jedes Gebot muss höher sein als das letzte. Du hast Bube, Neun und Ass in Herz, die drei besten Trümpfe, und ein Ass: Biete 100 mit Herz als Trumpf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others may now bid higher, or pass. An opponent who thinks you will fail may double your bid instead: it then counts double, made or failed.</source>
        <translation>Die anderen können jetzt höher bieten oder passen. Ein Gegner, der glaubt, dass du scheiterst, kann stattdessen dein Gebot verdoppeln: Es zählt dann doppelt, ob erfüllt oder gescheitert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Three passes after a bid end the auction: your contract is 100 with hearts as trump. Your side needs at least 100 points: the cards you take, 10 for the last trick, and any belote or declarations. %1 leads.</source>
        <comment>%1: the player on your left</comment>
        <translation>Dreimal Passen nach einem Gebot beendet das Bieten: Dein Kontrakt ist 100 mit Herz als Trumpf. Deine Seite braucht mindestens 100 Punkte: die Karten, die ihr holt, 10 für den letzten Stich und Belote oder Ansagen, falls es welche gibt. %1 spielt aus.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The play goes as in classic belote. %1 leads diamonds and you hold the ace: you must follow suit, and it wins. Play %2.</source>
        <comment>%1: a player, %2: a card</comment>
        <translation>Gespielt wird wie beim klassischen Belote. %1 spielt Karo aus, und du hast das Ass: Du musst Farbe bedienen, und es gewinnt. Spiel %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You lead. Play %1, the highest trump: everyone must play a trump if they can, and a higher one if they have it.</source>
        <comment>%1: a card</comment>
        <translation>Du spielst aus. Spiel %1, den höchsten Trumpf: Jeder muss einen Trumpf spielen, wenn er kann, und einen höheren, wenn er einen hat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead %1 as well: it takes the last trump the others hold.</source>
        <comment>%1: a card</comment>
        <translation>Spiel auch %1 aus: Damit holst du den letzten Trumpf, den die anderen noch haben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The others have no trumps left. Lead %1: it will lose, but your trumps will win the lead back.</source>
        <comment>%1: a card</comment>
        <translation>Die anderen haben keine Trümpfe mehr. Spiel %1 aus: Die Karte verliert, aber mit deinen Trümpfen kommst du wieder ans Ausspielen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You hold a club: follow suit with %1.</source>
        <comment>%1: a card</comment>
        <translation>Du hast ein Kreuz: Bediene die Farbe mit %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is winning this trick. You have no clubs, but while your partner is winning you need not trump: any card will do. Keep your trumps: play %2.</source>
        <comment>%1: your partner, %2: a card</comment>
        <translation>%1 liegt in diesem Stich vorn. Du hast kein Kreuz, aber solange dein Partner vorn liegt, musst du nicht stechen: Jede Karte ist erlaubt. Heb deine Trümpfe auf: Spiel %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your partner is winning again, and you have only trumps left: either will do. Play %1.</source>
        <comment>%1: a card</comment>
        <translation>Dein Partner liegt wieder vorn, und du hast nur noch Trümpfe: Beide sind erlaubt. Spiel %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last trick: lead %1. It brings 10 points more.</source>
        <comment>%1: a card</comment>
        <translation>Der letzte Stich: Spiel %1 aus. Er bringt 10 Punkte mehr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal is over. Your side took %1 points, the last trick included: at least the 100 you bid, so the contract is made. You score your points plus your bid, %2; the other side scores its %3.</source>
        <comment>%1, %2, %3: numbers of points</comment>
        <translation>Die Runde ist vorbei. Deine Seite hat %1 Punkte geholt, den letzten Stich eingeschlossen: mindestens die gebotenen 100, also ist der Kontrakt erfüllt. Ihr bekommt eure Punkte plus euer Gebot, %2; die andere Seite erhält ihre %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deals follow each other until a side reaches %1 points. You can play this lesson again from %2.</source>
        <comment>%1: the match&apos;s target, %2: the menu, Help &gt; Learn to play</comment>
        <translation>Runde folgt auf Runde, bis eine Seite %1 Punkte erreicht. Du kannst diese Lektion unter %2 noch einmal spielen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>In this lesson you take: with the jack and nine of hearts your hand is strong. Take hearts.</source>
        <translation>In dieser Lektion nimmst du: Mit Bube und Neun in Herz ist deine Hand stark. Nimm Herz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce your tierce: it can bring your side 20 points.</source>
        <translation>Sag deine Terz an: Sie kann deiner Seite 20 Punkte bringen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold spades, so you must play a spade; and since the ace wins anyway, give your lowest: %2.</source>
        <comment>%2: a card</comment>
        <translation>Du hast Pik, also musst du Pik spielen; und weil das Ass sowieso gewinnt, gib deine niedrigste Karte: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no clubs and your partner is not winning: you must play a trump. Play %1.</source>
        <comment>%1: a card</comment>
        <translation>Du hast kein Kreuz, und dein Partner liegt nicht vorn: Du musst einen Trumpf spielen. Spiel %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead %1: the highest trump makes the others give up theirs.</source>
        <comment>%1: a card</comment>
        <translation>Spiel %1 aus: Der höchste Trumpf zwingt die anderen, ihre Trümpfe herzugeben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep your trumps for later: lead %2.</source>
        <comment>%2: a card</comment>
        <translation>Heb deine Trümpfe für später auf: Spiel %2 aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A trump of the other side is winning and you hold a higher one: you must overtrump. Play %2.</source>
        <comment>%2: a card</comment>
        <translation>Ein Trumpf der anderen Seite liegt vorn, und du hast einen höheren: Du musst überstechen. Spiel %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep your last trump: lead %1.</source>
        <comment>%1: a card</comment>
        <translation>Behalte deinen letzten Trumpf: Spiel %1 aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With no diamonds you must trump, even under the ace: play %2.</source>
        <comment>%2: a card</comment>
        <translation>Ohne Karo musst du stechen, auch unter dem Ass: Spiel %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this lesson you bid 100 with hearts as trump: it is set up in the panel, press Bid.</source>
        <translation>In dieser Lektion bietest du 100 mit Herz als Trumpf: Es ist im Feld schon eingestellt, drück auf Bieten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You hold diamonds: you must follow suit. Play %2.</source>
        <comment>%2: a card</comment>
        <translation>Du hast Karo: Du musst Farbe bedienen. Spiel %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead %1: it draws the others&apos; trumps.</source>
        <comment>%1: a card</comment>
        <translation>Spiel %1 aus: Damit ziehst du den anderen die Trümpfe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead %1, and keep your trumps.</source>
        <comment>%1: a card</comment>
        <translation>Spiel %1 aus und behalte deine Trümpfe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold a club: you must follow suit. Play %1.</source>
        <comment>%1: a card</comment>
        <translation>Du hast ein Kreuz: Du musst Farbe bedienen. Spiel %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any card is allowed here, but keep your trumps: play %2.</source>
        <comment>%2: a card</comment>
        <translation>Hier ist jede Karte erlaubt, aber behalte deine Trümpfe: Spiel %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This lesson goes on with %1: play it.</source>
        <comment>%1: a card</comment>
        <translation>Die Lektion geht mit %1 weiter: Spiel diese Karte.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_lesson.py" line="+92"/>
        <source>New to belote? A guided first deal shows you how the game goes, step by step: you play your own cards, and the table explains. You can also take it later from %1.</source>
        <translation>Neu bei Belote? Eine erste geführte Runde zeigt dir Schritt für Schritt, wie das Spiel geht: Du spielst deine eigenen Karten, und der Tisch erklärt. Du findest sie auch später unter %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Welcome to Belote Desktop</source>
        <translation>Willkommen bei Belote Desktop</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show me</source>
        <translation>Zeig es mir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No, thanks</source>
        <translation>Nein, danke</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>The lesson is over: a new match begins.</source>
        <translation>Die Lektion ist vorbei: Eine neue Partie beginnt.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../belote_desktop/ui/main_window.py" line="-253"/>
        <source>All passed: the cards are dealt again.</source>
        <translation>Alle haben gepasst: Es wird neu gegeben.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Welcome to Belote Desktop.</source>
        <translation>Willkommen bei Belote Desktop.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_menus.py" line="+138"/>
        <source>Belote Desktop</source>
        <translation>Belote Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo move</source>
        <translation>Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo move</source>
        <translation>Zug &amp;wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export match…</source>
        <translation>Partie &amp;exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open game record…</source>
        <translation>Spielprotokoll ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New match</source>
        <translation>&amp;Neue Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a &amp;deal by number…</source>
        <translation>Eine &amp;Runde nach Nummer spielen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Hinweis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Letzter Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Punkteliste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>Sp&amp;rache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Belote Desktop</source>
        <translation>Ü&amp;ber Belote Desktop</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Move taken back: this match now counts as assisted.</source>
        <translation>Zug zurückgenommen: Diese Partie gilt jetzt als mit Hilfe gespielt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no move of yours in this deal to take back.</source>
        <translation>In dieser Runde gibt es keinen Zug von dir, den du zurücknehmen könntest.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Move played again.</source>
        <translation>Zug erneut gespielt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing to play again: you have moved since.</source>
        <translation>Nichts zu wiederholen: Du hast seitdem schon weitergespielt.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/main_window.py" line="+103"/>
        <source>Your match was resumed where you left it.</source>
        <translation>Deine Partie geht dort weiter, wo du aufgehört hast.</translation>
    </message>
    <message>
        <location line="+188"/>
        <location filename="../belote_desktop/ui/window_lesson.py" line="+52"/>
        <source>Classic belote</source>
        <translation>Klassisches Belote</translation>
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
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>extra deal</source>
        <translation>Zusatzrunde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to %1 points</source>
        <translation>auf %1 Punkte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (resumed)</source>
        <translation>%1 (fortgesetzt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules of the match on the table. Changes in Settings apply from the next match.</source>
        <translation>Die Regeln der Partie auf dem Tisch. Änderungen in den Einstellungen gelten ab der nächsten Partie.</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Your saved settings could not be used (%1), so the default settings are in use.</source>
        <translation>Deine gespeicherten Einstellungen waren nicht verwendbar (%1), daher gelten die Standardeinstellungen.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The new rules and players take effect from the next match.</source>
        <translation>Die neuen Regeln und Spieler gelten ab der nächsten Partie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/panels/bidding.py" line="-15"/>
        <source>Your turn to bid.</source>
        <translation>Du bist mit Bieten dran.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/main_window.py" line="+34"/>
        <source>Announce your declarations, or say nothing.</source>
        <translation>Mach deine Ansagen oder sag nichts an.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your turn: play a card (click it, or choose with the arrows and press Enter).</source>
        <translation>Du bist dran: Spiel eine Karte (anklicken oder mit den Pfeiltasten wählen und Enter drücken).</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Deal scored: %1 - %2</source>
        <translation>Runde gewertet: %1 - %2</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_access.py" line="-11"/>
        <source>Say that &amp;again</source>
        <translation>Noch einmal &amp;sagen</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_sounds.py" line="+37"/>
        <source>S&amp;ounds</source>
        <translation>&amp;Klänge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sounds on or off (the volume is in Settings)</source>
        <translation>Klänge an oder aus (die Lautstärke steht in den Einstellungen)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Sounds on.</source>
        <translation>Klänge an.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sounds off.</source>
        <translation>Klänge aus.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_replays.py" line="+43"/>
        <source>A new match starts with deal number %1.</source>
        <translation>Eine neue Partie beginnt mit der Runde Nummer %1.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The deal is dealt again: the same cards, the same dealer. This match now counts apart in your statistics.</source>
        <translation>Die Runde wird noch einmal gegeben: dieselben Karten, derselbe Geber. Diese Partie zählt jetzt gesondert in deiner Statistik.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_aids.py" line="+46"/>
        <source>The cards played are shown: this match now counts as assisted.</source>
        <translation>Die gespielten Karten werden angezeigt: Diese Partie gilt jetzt als mit Hilfe gespielt.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_lesson.py" line="-2"/>
        <source>&amp;Learn to play</source>
        <translation>Spielen &amp;lernen</translation>
    </message>
</context>
<context>
    <name>QueryKeys</name>
    <message>
        <location filename="../belote_desktop/ui/access/query_keys.py" line="+37"/>
        <source>Say the cards on the table</source>
        <translation>Die Karten auf dem Tisch vorlesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say the contract and who took it</source>
        <translation>Den Kontrakt und seinen Nehmer vorlesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say the score and what the match is played to</source>
        <translation>Den Stand vorlesen und bis wohin die Partie geht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say whose turn it is</source>
        <translation>Vorlesen, wer dran ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say every bid of this deal so far</source>
        <translation>Alle bisherigen Gebote dieser Runde vorlesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say the turned-up card (classic)</source>
        <translation>Die aufgedeckte Karte vorlesen (klassisch)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say the last trick and who won it</source>
        <translation>Den letzten Stich vorlesen und wer ihn gewann</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read your hand, suit by suit</source>
        <translation>Deine Hand vorlesen, Farbe für Farbe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Say the sentence before or after, among the last ones said</source>
        <translation>Den vorigen oder nächsten Satz vorlesen, unter den zuletzt gesagten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go to your spades, hearts, diamonds or clubs, and say them</source>
        <translation>Zu deinem Pik, Herz, Karo oder Kreuz gehen und es vorlesen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go to your suit on the left or on the right, and say it</source>
        <translation>Zur Farbe links oder rechts in deiner Hand gehen und sie vorlesen</translation>
    </message>
</context>
<context>
    <name>Recall</name>
    <message>
        <location filename="../belote_desktop/ui/access/recall.py" line="+54"/>
        <location line="+10"/>
        <source>Nothing has been said yet.</source>
        <translation>Es wurde noch nichts gesagt.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>No earlier sentence.</source>
        <translation>Kein früherer Satz.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No later sentence.</source>
        <translation>Kein späterer Satz.</translation>
    </message>
</context>
<context>
    <name>RecordDeals</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/record_viewer/deals.py" line="+115"/>
        <source>Deals of the record</source>
        <translation>Runden des Spielprotokolls</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a deal, or choose it and press Enter, to go to its start.</source>
        <translation>Doppelklicke auf eine Runde oder wähle sie aus und drücke Enter, um zu ihrem Anfang zu springen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points the deal added: %1, then %2</source>
        <translation>Punkte, die die Runde brachte: %1, dann %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to this deal</source>
        <translation>&amp;Zu dieser Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay the chosen deal out on the table, at its start</source>
        <translation>Die gewählte Runde ab ihrem Anfang auf den Tisch legen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>&amp;Analysieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coach&apos;s review of the chosen deal, move by move</source>
        <translation>Die Analyse des Trainers zur gewählten Runde, Zug für Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review the chosen deal</source>
        <translation>Gewählte Runde analysieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Punkteliste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The record&apos;s score sheet</source>
        <translation>Punkteliste des Spielprotokolls</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not played to the end</source>
        <translation>Nicht zu Ende gespielt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2, %3 %4</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Total: %1 %2, %3 %4</source>
        <translation>Gesamt: %1 %2, %3 %4</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Deal number %1</source>
        <translation>Rundennummer %1</translation>
    </message>
</context>
<context>
    <name>RecordViewer</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/record_viewer/viewer.py" line="+183"/>
        <source>This deal was not played to the end: there is nothing to review.</source>
        <translation>Diese Runde wurde nicht zu Ende gespielt: Es gibt nichts zu analysieren.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game record: %1</source>
        <translation>Spielprotokoll: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick back</source>
        <translation>Stich zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card back</source>
        <translation>Karte zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card forward</source>
        <translation>Karte vor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick forward</source>
        <translation>Stich vor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review this deal</source>
        <translation>Diese Runde analysieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Deals</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the list of the record&apos;s deals</source>
        <translation>Liste der Runden des Spielprotokolls ein- oder ausblenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Deal %1, step %2 of %3</source>
        <translation>Runde %1, Schritt %2 von %3</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../belote_desktop/ui/refusals.py" line="+43"/>
        <source>You must follow suit.</source>
        <translation>Du musst Farbe bedienen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must play a higher trump.</source>
        <translation>Du musst einen höheren Trumpf spielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no card of the suit led: you must trump.</source>
        <translation>Du hast keine Karte der ausgespielten Farbe: Du musst stechen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must trump higher than the trump already played.</source>
        <translation>Du musst den bereits gespielten Trumpf überstechen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must trump, even lower than the trump already played.</source>
        <translation>Du musst stechen, notfalls niedriger als der bereits gespielte Trumpf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not trump lower than the trump already played while you hold another card.</source>
        <translation>Du darfst nicht unterstechen, solange du eine andere Karte hast.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte hast du nicht auf der Hand.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not time to play a card.</source>
        <translation>Du kannst gerade keine Karte spielen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card may not be played now.</source>
        <translation>Diese Karte darf jetzt nicht gespielt werden.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/lesson/driver.py" line="-29"/>
        <location filename="../belote_desktop/ui/refusals.py" line="+8"/>
        <source>Why? See rule %1</source>
        <translation>Warum? Siehe Regel %1</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/refusals.py" line="+1"/>
        <source>%1 (rule %2)</source>
        <translation>%1 (Regel %2)</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/review.py" line="+163"/>
        <source>The review stopped before the end.</source>
        <translation>Die Analyse wurde vor dem Ende abgebrochen.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Trick %1</source>
        <translation>Stich %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choosing trump</source>
        <comment>klaverjas: the row of a call, ik speel / ik pas</comment>
        <translation>Trumpfwahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bidding</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>best</source>
        <translation>bester</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Average over %n possible layouts of the hidden cards</source>
        <translation>
            <numerusform>Durchschnitt über %n mögliche Verteilung der verdeckten Karten</numerusform>
            <numerusform>Durchschnitt über %n mögliche Verteilungen der verdeckten Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Reviewing the moves of %1…</source>
        <translation>Züge werden analysiert: %1…</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%1 of %n cards were the best</source>
        <translation>
            <numerusform>%1 von %n Karte war die beste</numerusform>
            <numerusform>%1 von %n Karten waren die besten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 of %n calls were the best</source>
        <comment>klaverjas: ik speel / ik pas</comment>
        <translation>
            <numerusform>%1 von %n Ansage (spielen oder passen) war die beste</numerusform>
            <numerusform>%1 von %n Ansagen (spielen oder passen) waren die besten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 of %n bids were the best</source>
        <translation>
            <numerusform>%1 von %n Gebot war das beste</numerusform>
            <numerusform>%1 von %n Geboten waren die besten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n points lost in all</source>
        <translation>
            <numerusform>insgesamt %n Punkt verloren</numerusform>
            <numerusform>insgesamt %n Punkte verloren</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>biggest mistake: trick %1, %2, while %3 would have been worth %4 more</source>
        <translation>größter Fehler: Stich %1, %2, dabei wäre %3 %4 Punkte mehr wert gewesen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>biggest mistake: in the choice of trump, %1, while %2 would have been worth %3 more</source>
        <comment>klaverjas: %1 the call made (ik speel / ik pas), %2 the better one</comment>
        <translation>größter Fehler: bei der Trumpfwahl, %1, dabei wäre %2 %3 Punkte mehr wert gewesen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>biggest mistake: in the bidding, %1, while %2 would have been worth %3 more</source>
        <translation>größter Fehler: beim Bieten, %1, dabei wäre %2 %3 Punkte mehr wert gewesen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>took the trick</source>
        <translation>hat den Stich genommen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Review of deal %1</source>
        <translation>Analyse der Runde %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Moves of:</source>
        <translation>&amp;Züge von:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best move</source>
        <translation>Bester Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What each was worth</source>
        <translation>Was jeder Zug wert war</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Points lost</source>
        <translation>Verlorene Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With every hand seen</source>
        <translation>Mit allen Blättern offen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worth: the score this deal was expected to end with, this player&apos;s team minus the other team, on average over many possible layouts of the cards this player could not see (as the hint shows it). With every hand seen: the same in this very deal, all cards known.</source>
        <translation>Wert: das Ergebnis, mit dem diese Runde voraussichtlich endet, das Team dieses Spielers minus das andere Team, gemittelt über viele mögliche Verteilungen der Karten, die dieser Spieler nicht sehen konnte (so zeigt es auch der Hinweis). Mit allen Blättern offen: dasselbe in genau dieser Runde, mit allen Karten bekannt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both count roem, nat and pit as klaverjas scores them.</source>
        <translation>Beide rechnen Roem, nat und Pit ein, wie es die Wertung beim Klaverjassen vorsieht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The best move by what this player could know: the same judgement as the hint&apos;s, over more layouts of the hidden cards.</source>
        <translation>Der beste Zug nach dem, was dieser Spieler wissen konnte: dieselbe Beurteilung wie beim Hinweis, über mehr Verteilungen der verdeckten Karten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How much less the move was worth than the best one. Moves a few points apart, or closer than the layouts can tell, count as the best.</source>
        <translation>Wie viel weniger der Zug wert war als der beste. Züge, die nur wenige Punkte auseinanderliegen oder enger, als die Verteilungen unterscheiden können, zählen als die besten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The score this deal was expected to end with, this player&apos;s team minus the other team, on average over possible layouts of the hidden cards.</source>
        <translation>Das Ergebnis, mit dem diese Runde voraussichtlich endet, das Team dieses Spielers minus das andere Team, gemittelt über mögliche Verteilungen der verdeckten Karten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What each card was worth in this very deal, with every hand seen and every card played as well as possible from here on: the luck of the layout, not a mistake.</source>
        <translation>Was jede Karte in genau dieser Runde wert war, mit allen Blättern offen und jeder Karte von hier an so gut wie möglich gespielt: das Glück der Verteilung, kein Fehler.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Won by</source>
        <translation>Gewonnen von</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Schließen</translation>
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
        <translation>Den Roem des Stichs auf dem Tisch ansagen (R); er zählt für das Team, das den Stich gewann.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gather the trick</source>
        <translation>Stich einziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take in the last trick and end the deal (Enter).</source>
        <translation>Den letzten Stich einziehen und die Runde beenden (Enter).</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../belote_desktop/i18n/rules_text.py" line="+86"/>
        <source>Classic belote</source>
        <translation>Klassisches Belote</translation>
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
        <translation>Partner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>number of deals: %1</source>
        <translation>Anzahl Runden: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target %1</source>
        <translation>Ziel %1</translation>
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
        <translation>eine feste Anzahl von Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a points target</source>
        <translation>ein Punkteziel</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The aim of the game</source>
        <translation>Ziel des Spiels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote is a card game of tricks for four players in two teams. At the start of each deal the players decide which suit is trump and which team has to prove that it was right to choose it: that team are the &lt;i&gt;takers&lt;/i&gt;, the other team the &lt;i&gt;defence&lt;/i&gt;. What the takers have to reach is their &lt;i&gt;contract&lt;/i&gt;.</source>
        <translation>Belote ist ein Stichspiel für vier Spieler in zwei Teams. Zu Beginn jeder Runde entscheiden die Spieler, welche Farbe Trumpf ist und welches Team beweisen muss, dass diese Wahl richtig war: Dieses Team sind die &lt;i&gt;Nehmer&lt;/i&gt;, das andere Team die &lt;i&gt;Verteidiger&lt;/i&gt;. Was die Nehmer erreichen müssen, ist ihr &lt;i&gt;Kontrakt&lt;/i&gt;.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>In coinche and contrée the players bid: the takers promise a number of points, and must then count at least that many.</source>
        <translation>Bei Coinche und Contrée wird geboten: Die Nehmer versprechen eine Punktzahl und müssen dann mindestens so viele Punkte zählen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote is played by four people in two teams of two. Partners face each other across the table, so the seats alternate between the teams. The seats are called North, East, South and West; North and South play together against East and West. You sit South.</source>
        <translation>Belote wird von vier Personen in zwei Teams zu je zwei gespielt. Die Partner sitzen sich am Tisch gegenüber, sodass sich die Plätze der beiden Teams abwechseln. Die Plätze heißen Nord, Ost, Süd und West; Nord und Süd spielen zusammen gegen Ost und West. Du sitzt im Süden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everything moves round the table in the same direction: the deal, the bidding and the play. Whenever these rules speak of the next player, they mean the next one in that direction.</source>
        <translation>Alles läuft in derselben Richtung um den Tisch: das Geben, das Bieten und das Spiel. Wenn in diesen Regeln vom nächsten Spieler die Rede ist, ist immer der nächste in dieser Richtung gemeint.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clockwise play goes North, East, South, West, then North again.</source>
        <translation>Im Uhrzeigersinn geht es von Nord über Ost, Süd und West wieder zu Nord.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Counterclockwise play goes North, West, South, East, then North again.</source>
        <translation>Gegen den Uhrzeigersinn geht es von Nord über West, Süd und Ost wieder zu Nord.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A match is a series of deals. The points of each deal are added to the team totals until one team reaches the target (see &lt;i&gt;End of the match&lt;/i&gt;).</source>
        <translation>Eine Partie besteht aus einer Reihe von Runden. Die Punkte jeder Runde werden zum Stand der Teams addiert, bis ein Team das Ziel erreicht (siehe &lt;i&gt;Ende der Partie&lt;/i&gt;).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The cards and their order</source>
        <translation>Die Karten und ihre Rangfolge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game uses a short pack of 32 cards: seven, eight, nine, ten, jack, queen, king and ace in each of the four suits, spades, hearts, diamonds and clubs.</source>
        <translation>Gespielt wird mit einem kurzen Blatt aus 32 Karten: Sieben, Acht, Neun, Zehn, Bube, Dame, König und Ass in jeder der vier Farben Pik, Herz, Karo und Kreuz.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How strong a card is depends on whether its suit is trump. In the trump suit the jack and the nine jump to the top; in the other suits the ace and the ten lead.</source>
        <translation>Wie stark eine Karte ist, hängt davon ab, ob ihre Farbe Trumpf ist. In der Trumpffarbe rücken Bube und Neun an die Spitze; in den anderen Farben führen Ass und Zehn.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Which cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order, highest first</source>
        <translation>Rangfolge, höchste zuerst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump suit</source>
        <translation>Trumpffarbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other suits</source>
        <translation>Andere Farben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sans atout (coinche only): every suit</source>
        <translation>Sans atout (nur bei Coinche): jede Farbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tout atout (coinche only): every suit</source>
        <translation>Tout atout (nur bei Coinche): jede Farbe</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Declarations have an order of their own, not the one used in play: for a sequence the cards always run ace, king, queen, jack, ten, nine, eight, seven, whatever the trump.</source>
        <translation>Für Ansagen gilt eine eigene Rangfolge, nicht die, nach der die Stiche entschieden werden: In einer Folge stehen die Karten immer in der Reihenfolge Ass, König, Dame, Bube, Zehn, Neun, Acht, Sieben, ganz gleich, welche Farbe Trumpf ist.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Sans atout (coinche only)</source>
        <translation>Sans atout (nur bei Coinche)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tout atout (coinche only)</source>
        <translation>Tout atout (nur bei Coinche)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A team that wins all eight tricks makes a &lt;i&gt;capot&lt;/i&gt; and counts 252 instead of 162: the 162 and a bonus of 90.</source>
        <translation>Ein Team, das alle acht Stiche gewinnt, macht &lt;i&gt;Capot&lt;/i&gt; und zählt 252 statt 162: die 162 und einen Bonus von 90.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Each player first gets three cards, then two. The next card of the pack is laid face up on the table: this up-card shows the suit offered as trump. When someone has taken, that player receives the up-card and two more cards and every other player three more, so that everyone holds eight. The taker gets the up-card even after naming another suit in the second round.</source>
        <translation>Jeder Spieler erhält zuerst drei Karten, dann zwei. Die nächste Karte des Stapels wird offen auf den Tisch gelegt: Diese aufgedeckte Karte zeigt die Farbe, die als Trumpf angeboten wird. Sobald jemand genommen hat, erhält dieser Spieler die aufgedeckte Karte und zwei weitere Karten, alle anderen drei weitere, sodass jeder acht Karten hält. Der Nehmer bekommt die aufgedeckte Karte auch dann, wenn er in der zweiten Bietrunde eine andere Farbe genannt hat.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>When it is their turn, an opponent of the highest bidder may double the bid: this is the &lt;i&gt;coinche&lt;/i&gt; or &lt;i&gt;contre&lt;/i&gt;. After a double nobody may bid any more; only the bidding team may answer, once: with a redouble (the &lt;i&gt;surcoinche&lt;/i&gt; or &lt;i&gt;surcontre&lt;/i&gt;) or with a pass. Either way the bidding is then over. Without a double the bid counts once; a double multiplies it by two, a redouble by four.</source>
        <translation>Ist er an der Reihe, darf ein Gegner des Höchstbietenden das Gebot verdoppeln: Das ist die &lt;i&gt;Coinche&lt;/i&gt; oder &lt;i&gt;Contre&lt;/i&gt;. Nach einer Verdopplung darf niemand mehr bieten; nur das bietende Team darf noch ein einziges Mal antworten: mit einer erneuten Verdopplung (der &lt;i&gt;Surcoinche&lt;/i&gt; oder &lt;i&gt;Surcontre&lt;/i&gt;) oder mit Passen. In beiden Fällen ist das Bieten damit beendet. Ohne Verdopplung zählt das Gebot einfach; eine Verdopplung multipliziert es mit zwei, eine erneute Verdopplung mit vier.</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>With a trump suit, the highest trump in the trick wins it. Without a trump in it, the highest card of the led suit wins; cards of other suits never win.</source>
        <translation>Mit einer Trumpffarbe gewinnt der höchste Trumpf im Stich. Liegt kein Trumpf darin, gewinnt die höchste Karte der ausgespielten Farbe; Karten anderer Farben gewinnen nie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In sans atout and tout atout the highest card of the led suit always wins: in sans atout in the order of a plain suit, in tout atout in the order of a trump suit.</source>
        <translation>Bei sans atout und tout atout gewinnt immer die höchste Karte der ausgespielten Farbe: bei sans atout nach der Rangfolge einer Nicht-Trumpffarbe, bei tout atout nach der Rangfolge der Trumpffarbe.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Quarte (fifty): four in sequence</source>
        <translation>Quart (Fünfziger): vier in Folge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quinte (hundred): five to eight in sequence</source>
        <translation>Quint (Hunderter): fünf bis acht in Folge</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four eights or sevens: no declaration</source>
        <translation>Vier Achten oder Siebenen: keine Ansage</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>East and North both declare a tierce up to the queen, and South a tierce up to the nine. East played first, but North&apos;s tierce is in trump, and a trump sequence beats an equal one before the order of play decides: North and South score both their tierces, 20 + 20 = 40, and East and West nothing.</source>
        <translation>Ost und Nord sagen beide eine Terz bis zur Dame an, Süd eine Terz bis zur Neun. Ost hat zuerst gespielt, aber die Terz von Nord ist in Trumpf, und eine Trumpffolge schlägt eine gleich hohe Folge, bevor die Spielreihenfolge entscheidet: Nord und Süd erhalten beide Terzen, 20 + 20 = 40, Ost und West nichts.</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>The contract is made when the takers counted more than the defence; for equal counts see &lt;i&gt;A tie&lt;/i&gt; below. When it is made, both teams score what they counted.</source>
        <translation>Der Kontrakt ist erfüllt, wenn die Nehmer mehr gezählt haben als die Verteidiger; haben beide gleich viel, siehe unten unter &lt;i&gt;Gleichstand&lt;/i&gt;. Ist er erfüllt, erhalten beide Teams, was sie gezählt haben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The contract is made when the takers have at least 81 of the 162 points of cards and last trick; declarations and belote do not count for this, so 81 is enough whatever the rule for a tie. When it is made, both teams score what they counted.</source>
        <translation>Der Kontrakt ist erfüllt, wenn die Nehmer mindestens 81 der 162 Punkte aus Karten und letztem Stich haben; Ansagen und Belote zählen dafür nicht, also genügen 81, ganz gleich, welche Regel bei Gleichstand gilt. Ist er erfüllt, erhalten beide Teams, was sie gezählt haben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Otherwise the takers are &lt;i&gt;dedans&lt;/i&gt; (inside): the defence scores 162 (252 if it took every trick), plus the declarations of both teams and its own belote; the takers score only their belote.</source>
        <translation>Andernfalls sind die Nehmer &lt;i&gt;dedans&lt;/i&gt; (wörtlich „drinnen“), der Kontrakt ist gescheitert: Die Verteidiger erhalten 162 (252, wenn sie alle Stiche gewonnen haben) plus die Ansagen beider Teams und ihr eigenes Belote; die Nehmer erhalten nur ihr Belote.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>A team that wins all eight tricks makes a &lt;i&gt;capot&lt;/i&gt;: it counts 252 card points instead of 162, the 162 and a bonus of 90. The team without a trick scores no declarations, only its belote.</source>
        <translation>Ein Team, das alle acht Stiche gewinnt, macht &lt;i&gt;Capot&lt;/i&gt;: Es zählt 252 Kartenpunkte statt 162, die 162 und einen Bonus von 90. Das Team ohne Stich bekommt keine Ansagepunkte, nur sein Belote.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>160 + bid × multiplier (×1, ×2 or ×4) + the declarations of both teams + its belote</source>
        <translation>160 + Gebot × Faktor (×1, ×2 oder ×4) + die Ansagen beider Teams + ihr Belote</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Once a bid is coinched (contré, in contrée), the card points only decide whether it is made: the team that wins takes 160 + bid × 2 (× 4 after a surcoinche or surcontre) and the declarations that score (a defence that wins takes both teams&apos;), and each team keeps its own belote.</source>
        <translation>Sobald gegen ein Gebot Coinche gesagt wurde (bei Contrée: Contre), entscheiden die Kartenpunkte nur noch, ob es erfüllt wird: Das Team, das gewinnt, erhält 160 + Gebot × 2 (× 4 nach einer Surcoinche oder Surcontre) und die Ansagen, die zählen (gewinnen die Verteidiger, erhalten sie die Ansagen beider Teams), und jedes Team behält sein eigenes Belote.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The first team to reach the target wins the match. If both teams reach it in the same deal, the higher total wins; if the totals are equal, one more deal is played.</source>
        <translation>Das erste Team, das das Ziel erreicht, gewinnt die Partie. Erreichen beide Teams es in derselben Runde, gewinnt der höhere Stand; bei gleichem Stand wird eine weitere Runde gespielt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Common targets are 1001, 1000 or 501 for classic belote and 701 for coinche and contrée.</source>
        <translation>Übliche Ziele sind 1001, 1000 oder 501 beim klassischen Belote und 701 bei Coinche und Contrée.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Classic belote chooses trump with an up-card; coinche and contrée have an auction with numbers. Coinche also offers sans atout and tout atout.</source>
        <translation>Im klassischen Belote wird der Trumpf über eine aufgedeckte Karte bestimmt; bei Coinche und Contrée wird mit Zahlen geboten. Bei Coinche gibt es außerdem sans atout und tout atout.</translation>
    </message>
    <message>
        <location line="-598"/>
        <source>Sequences for declarations</source>
        <translation>Folgen für Ansagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sans atout (no trumps) and tout atout (all suits are trump) are contracts of coinche only. Sans atout ranks every suit like a plain suit; tout atout ranks every suit like the trump suit.</source>
        <translation>Sans atout (kein Trumpf) und tout atout (alle Farben sind Trumpf) gibt es nur als Kontrakte bei Coinche. Bei sans atout gilt in jeder Farbe die Rangfolge einer Nicht-Trumpffarbe, bei tout atout in jeder Farbe die Rangfolge der Trumpffarbe.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Whole suit</source>
        <translation>Ganze Farbe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not trump</source>
        <translation>Kein Trumpf</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tricks you win are worth the points of the cards in them. What a card is worth depends on the contract, as the table shows.</source>
        <translation>Die Stiche, die du gewinnst, zählen so viele Punkte wie die Karten darin. Was eine Karte wert ist, hängt vom Kontrakt ab, wie die Tabelle zeigt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With a trump suit, the trump suit holds 62 points and each other suit 30: 152 in all. Whoever wins the eighth and last trick adds 10 more, the &lt;i&gt;dix de der&lt;/i&gt;, so every deal shares out 162 points.</source>
        <translation>Mit einer Trumpffarbe enthält die Trumpffarbe 62 Punkte und jede andere Farbe 30: zusammen 152. Wer den achten und letzten Stich gewinnt, erhält 10 Punkte dazu, den &lt;i&gt;dix de der&lt;/i&gt;, sodass in jeder Runde 162 Punkte verteilt werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In sans atout and in tout atout every suit is worth 38, so these contracts also hold 152 points, 162 with the last trick.</source>
        <translation>Bei sans atout und bei tout atout ist jede Farbe 38 Punkte wert, also enthalten auch diese Kontrakte 152 Punkte, mit dem letzten Stich 162.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Dealing</source>
        <translation>Das Geben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance picks the first dealer. After every deal, even one that nobody wanted to play, the next player becomes the dealer.</source>
        <translation>Der erste Geber wird ausgelost. Nach jeder Runde, auch nach einer, die niemand spielen wollte, wird der nächste Spieler Geber.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Between deals the cards are not shuffled: the tricks are gathered into one pile, which is cut and dealt again. Only a new match starts from a shuffled pack.</source>
        <translation>Zwischen den Runden werden die Karten nicht gemischt: Die Stiche werden zu einem Stapel zusammengelegt, der abgehoben und neu ausgeteilt wird. Nur eine neue Partie beginnt mit gemischten Karten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The cards are shuffled before every deal.</source>
        <translation>Vor jeder Runde werden die Karten gemischt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The dealer gives the cards out starting with the next player.</source>
        <translation>Der Geber teilt die Karten aus, beginnend beim nächsten Spieler.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Each player gets three cards, then two, then three: eight in all, straight away. No card is turned up.</source>
        <translation>Jeder Spieler erhält drei Karten, dann zwei, dann drei: sofort alle acht. Es wird keine Karte aufgedeckt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bidding in classic belote</source>
        <translation>Bieten im klassischen Belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bidding decides which suit is trump and which team must prove it was right to choose it. There are at most two rounds, each starting with the player after the dealer.</source>
        <translation>Beim Bieten wird entschieden, welche Farbe Trumpf ist und welches Team beweisen muss, dass diese Wahl richtig war. Es gibt höchstens zwei Bietrunden, die jeweils beim Spieler nach dem Geber beginnen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First round</source>
        <translation>Erste Bietrunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player in turn either takes, which makes the suit of the up-card trump, or passes.</source>
        <translation>Reihum nimmt jeder Spieler oder passt. Wer nimmt, macht die Farbe der aufgedeckten Karte zum Trumpf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Second round</source>
        <translation>Zweite Bietrunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If all four passed, each player in turn may name a trump suit or pass again. The suit of the up-card can no longer be chosen.</source>
        <translation>Haben alle vier gepasst, darf jeder Spieler reihum eine Trumpffarbe nennen oder erneut passen. Die Farbe der aufgedeckten Karte kann nicht mehr gewählt werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If all four passed, each player in turn may name a trump suit or pass again. Any suit may be named, the up-card&apos;s suit included.</source>
        <translation>Haben alle vier gepasst, darf jeder Spieler reihum eine Trumpffarbe nennen oder erneut passen. Jede Farbe darf genannt werden, auch die der aufgedeckten Karte.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The first player to take ends the bidding. That player&apos;s team are the takers; the other team is the defence. If nobody takes in either round, the cards are thrown in and the next dealer deals.</source>
        <translation>Der erste Spieler, der nimmt, beendet das Bieten. Sein Team sind die Nehmer, das andere Team die Verteidiger. Nimmt in keiner der beiden Bietrunden jemand, wird neu gegeben, und zwar vom nächsten Geber.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bidding in coinche and contrée</source>
        <translation>Bieten bei Coinche und Contrée</translation>
    </message>
    <message>
        <location line="-194"/>
        <source>In classic belote the takers must count more points than the defence (the scoring section says what an equal count gives).</source>
        <translation>Beim klassischen Belote müssen die Nehmer mehr Punkte zählen als die Verteidiger (was bei gleich vielen Punkten gilt, steht im Abschnitt zur Wertung).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In classic belote with &lt;i&gt;Contract on card points&lt;/i&gt;, the takers must take at least 81 of the 162 points of cards and last trick; their declarations and belote do not count for this.</source>
        <translation>Beim klassischen Belote mit &lt;i&gt;Kontrakt nach Kartenpunkten&lt;/i&gt; müssen die Nehmer mindestens 81 der 162 Punkte aus Karten und letztem Stich holen; ihre Ansagen und ihr Belote zählen dafür nicht.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Points come from the cards won in tricks, from the last trick, and from some combinations of cards held in the hand. If the takers make their contract, both teams score what they counted, the takers with their bid added in coinche and contrée (a coinched contract is scored differently: see its section); if they fail, they are &lt;i&gt;dedans&lt;/i&gt; and the defence scores the points of the deal. Deals follow one another until a team reaches the target.</source>
        <translation>Punkte gibt es für die Karten in den gewonnenen Stichen, für den letzten Stich und für bestimmte Kombinationen von Karten auf der Hand. Erfüllen die Nehmer ihren Kontrakt, erhalten beide Teams, was sie gezählt haben, die Nehmer bei Coinche und Contrée zusätzlich ihr Gebot (nach einer Coinche wird anders gewertet: siehe dort); scheitern sie, sind sie &lt;i&gt;dedans&lt;/i&gt;, und die Verteidiger bekommen die Punkte der Runde. Es wird Runde um Runde gespielt, bis ein Team das Ziel erreicht.</translation>
    </message>
    <message>
        <location line="+164"/>
        <source>The dealer speaks last in the second round and may name any suit there, the up-card&apos;s suit included: having seen everyone else pass twice, the dealer gets the last word.</source>
        <translation>Der Geber spricht in der zweiten Bietrunde als Letzter und darf dort jede Farbe nennen, auch die der aufgedeckten Karte: Nachdem alle anderen zweimal gepasst haben, hat der Geber das letzte Wort.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Here the players bid for a contract: the number of points their team promises to reach and the trump they want. The player after the dealer bids first; then each in turn bids or passes.</source>
        <translation>Hier bieten die Spieler um einen Kontrakt: die Punktzahl, die ihr Team zu erreichen verspricht, und den gewünschten Trumpf. Der Spieler nach dem Geber bietet zuerst; danach bietet reihum jeder oder passt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bids go from 80 to 160 in steps of ten. Above 160 comes &lt;i&gt;capot&lt;/i&gt;, a promise to win all eight tricks, worth 250. Every bid must be higher than the one before it.</source>
        <translation>Die Gebote reichen von 80 bis 160 in Zehnerschritten. Über 160 kommt &lt;i&gt;Capot&lt;/i&gt;, das Versprechen, alle acht Stiche zu gewinnen, 250 Punkte wert. Jedes Gebot muss höher sein als das vorherige.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In contrée the trump of a bid is one of the four suits.</source>
        <translation>Bei Contrée ist der Trumpf eines Gebots immer eine der vier Farben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In coinche a bid may name one of the four suits, &lt;i&gt;sans atout&lt;/i&gt; (no trump at all) or &lt;i&gt;tout atout&lt;/i&gt; (every suit is trump).</source>
        <translation>Bei Coinche kann ein Gebot eine der vier Farben nennen, &lt;i&gt;sans atout&lt;/i&gt; (gar kein Trumpf) oder &lt;i&gt;tout atout&lt;/i&gt; (jede Farbe ist Trumpf).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Doubling</source>
        <translation>Verdoppeln</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The bidding also ends when a bid is followed by three passes in a row. If all four players pass without any bid, the cards are thrown in and the next dealer deals.</source>
        <translation>Das Bieten endet auch, wenn nach einem Gebot dreimal hintereinander gepasst wird. Passen alle vier Spieler, ohne dass geboten wurde, wird neu gegeben, und zwar vom nächsten Geber.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A bid followed by three passes in a row does not end the bidding yet: the last raise follows. If all four players pass without any bid, the cards are thrown in and the next dealer deals.</source>
        <translation>Ein Gebot, nach dem dreimal hintereinander gepasst wird, beendet das Bieten noch nicht: Die letzte Erhöhung folgt. Passen alle vier Spieler, ohne dass geboten wurde, wird neu gegeben, und zwar vom nächsten Geber.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Example: 100 in hearts raised to 120, made</source>
        <translation>Beispiel: 100 in Herz, auf 120 erhöht, erfüllt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers count %1 and reach the %2 they raised to: they score %1 + %2 = %3, twenty more than the 100 would have brought, and the defence keeps its %4. Had they counted 115, the 100 would have been made but the %2 fails: the defence would have scored 160 + %2 = 280.</source>
        <translation>Die Nehmer zählen %1 und erreichen die %2, auf die sie erhöht haben: Sie erhalten %1 + %2 = %3, zwanzig Punkte mehr, als die 100 gebracht hätten, und die Verteidiger behalten ihre %4. Hätten sie 115 gezählt, wären die 100 erfüllt gewesen, die %2 aber scheitern: Die Verteidiger hätten 160 + %2 = 280 Punkte erhalten.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The last raise</source>
        <translation>Die letzte Erhöhung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a bid has been followed by three passes and nobody has doubled it, its bidder alone may raise the contract once more, to any higher value up to capot but in the same trump, or keep it as it is. Then each opponent in turn, starting with the one after the bidder, may double it; after a double the bidding team may redouble, as above. Then the bidding is over. A contract doubled during the bidding has no last raise, and a capot cannot be raised: its opponents are only asked whether they double.</source>
        <translation>Wurde nach einem Gebot dreimal gepasst und hat niemand es verdoppelt, darf allein der Bietende den Kontrakt noch einmal erhöhen, auf jeden höheren Wert bis Capot, aber im selben Trumpf, oder ihn halten, wie er ist. Danach darf jeder Gegner reihum, beginnend mit dem nach dem Bietenden, ihn verdoppeln; nach einer Verdopplung darf das bietende Team erneut verdoppeln, wie oben. Dann ist das Bieten beendet. Ein während des Bietens verdoppelter Kontrakt hat keine letzte Erhöhung, und ein Capot lässt sich nicht erhöhen: Seine Gegner werden nur gefragt, ob sie verdoppeln.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Example: North bids 100 in hearts; East, South and West pass. North, whose partner has not spoken up but whose opponents are silent too, raises to 120 hearts. East passes, West passes: North and South play 120 in hearts. Had West doubled, North or South could still have redoubled.</source>
        <translation>Beispiel: Nord bietet 100 in Herz; Ost, Süd und West passen. Nord, dessen Partner nichts mehr gesagt hat, dessen Gegner aber ebenfalls schweigen, erhöht auf 120 Herz. Ost passt, West passt: Nord und Süd spielen 120 in Herz. Hätte West verdoppelt, hätten Nord oder Süd noch erneut verdoppeln können.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing the cards</source>
        <translation>Spielablauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A deal has eight tricks. The player after the dealer leads the first one, and whoever wins a trick leads the next. The leader may play any card; the others must obey the rules below.</source>
        <translation>Eine Runde hat acht Stiche. Der Spieler nach dem Geber spielt zum ersten Stich aus, und wer einen Stich gewinnt, spielt zum nächsten aus. Wer ausspielt, darf jede Karte spielen; die anderen müssen die folgenden Regeln beachten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1. Follow suit</source>
        <translation>1. Farbe bedienen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you hold a card of the suit that was led, you must play one.</source>
        <translation>Hast du eine Karte der ausgespielten Farbe, musst du eine davon spielen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spades are led; you have spades.</source>
        <translation>Pik ist ausgespielt; du hast Pik.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Either spade may be played; the jack of trump and the diamond must wait.</source>
        <translation>Du darfst jedes der beiden Pik spielen; der Trumpfbube und die Karo-Karte müssen warten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When trump is led you must also go higher than the best trump already played if you can, even when your partner is winning the trick. If you cannot, any trump will do.</source>
        <translation>Wird Trumpf ausgespielt, musst du außerdem, wenn möglich, den höchsten bereits gespielten Trumpf überstechen, auch wenn dein Partner den Stich gerade hält. Kannst du das nicht, genügt ein beliebiger Trumpf.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hearts are trump and a trump is led.</source>
        <translation>Herz ist Trumpf, und Trumpf ist ausgespielt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The nine beats the ten in trump, so it must be played although your partner is winning.</source>
        <translation>Im Trumpf schlägt die Neun die Zehn, also muss sie gespielt werden, obwohl dein Partner den Stich hält.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2. Partner winning</source>
        <translation>2. Partner hält den Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you have none of the led suit and your partner is winning the trick at that moment, you may play any card.</source>
        <translation>Hast du keine Karte der ausgespielten Farbe und hält dein Partner in diesem Moment den Stich, darfst du jede Karte spielen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your partner holds the trick; you have no spades.</source>
        <translation>Dein Partner hält den Stich; du hast kein Pik.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are free to keep your trump and discard.</source>
        <translation>Du darfst deinen Trumpf behalten und eine andere Karte abwerfen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3. Trumping</source>
        <translation>3. Stechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you have none of the led suit, your partner is not winning and you hold a trump, you must play a trump.</source>
        <translation>Hast du keine Karte der ausgespielten Farbe, hält dein Partner den Stich nicht und hast du Trumpf, musst du mit einem Trumpf stechen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An opponent leads a spade; you have none.</source>
        <translation>Ein Gegner spielt Pik aus; du hast kein Pik.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your only trump, the seven of hearts, must be played.</source>
        <translation>Dein einziger Trumpf, die Herz-Sieben, muss gespielt werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If somebody has already trumped, you must play a higher trump when you have one (overtrump).</source>
        <translation>Hat schon jemand gestochen, musst du einen höheren Trumpf spielen, wenn du einen hast (überstechen).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An opponent has trumped with the queen.</source>
        <translation>Ein Gegner hat mit der Dame gestochen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The king is the only trump that beats the queen.</source>
        <translation>Der König ist der einzige Trumpf, der die Dame schlägt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you cannot beat that trump, you must still play a lower one (undertrump). Only a player without any trump may play another card.</source>
        <translation>Kannst du diesen Trumpf nicht schlagen, musst du trotzdem einen niedrigeren spielen (unterstechen). Nur wer gar keinen Trumpf hat, darf eine andere Karte spielen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+11"/>
        <source>An opponent has trumped with the nine.</source>
        <translation>Ein Gegner hat mit der Neun gestochen.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Neither of your trumps beats the nine, but one of them must be played.</source>
        <translation>Keiner deiner Trümpfe schlägt die Neun, aber einer davon muss gespielt werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you cannot beat that trump, you may play a lower trump or any other card: undertrumping is not required.</source>
        <translation>Kannst du diesen Trumpf nicht schlagen, darfst du einen niedrigeren Trumpf oder eine beliebige andere Karte spielen: Unterstechen ist keine Pflicht.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Neither of your trumps beats the nine, so you may keep them and discard the king.</source>
        <translation>Keiner deiner Trümpfe schlägt die Neun, also darfst du sie behalten und den König abwerfen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>4. No trump in hand</source>
        <translation>4. Kein Trumpf auf der Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With none of the led suit and no trump at all, any card may be played.</source>
        <translation>Ohne Karte der ausgespielten Farbe und ganz ohne Trumpf darf jede Karte gespielt werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sans atout and tout atout</source>
        <translation>Sans atout und tout atout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In sans atout there is no trump: follow suit when you can, otherwise play anything.</source>
        <translation>Bei sans atout gibt es keinen Trumpf: Bediene die Farbe, wenn du kannst, sonst spiele eine beliebige Karte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In tout atout you must follow suit and, if you can, beat the best card of the led suit in the trick, whoever is winning it. Without the led suit, play anything.</source>
        <translation>Bei tout atout musst du Farbe bedienen und, wenn möglich, die höchste Karte der ausgespielten Farbe im Stich schlagen, ganz gleich, wer den Stich hält. Ohne die ausgespielte Farbe spielst du eine beliebige Karte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tout atout: a king of spades is led.</source>
        <translation>Tout atout: Ein Pik-König ist ausgespielt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In tout atout the ten ranks above the king, so the ten is the card to play.</source>
        <translation>Bei tout atout steht die Zehn über dem König, also musst du die Zehn spielen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who wins the trick</source>
        <translation>Wer den Stich gewinnt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game refuses a card the rules do not allow and tells you which rule forbids it; nothing else changes, and you can choose again.</source>
        <translation>Das Spiel weist eine Karte zurück, die die Regeln nicht erlauben, und nennt die Regel, die sie verbietet; sonst ändert sich nichts, und du kannst neu wählen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+329"/>
        <source>Declarations</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <location line="-328"/>
        <source>Some combinations in your hand earn points when you announce them: runs of one suit and four cards of the same rank.</source>
        <translation>Manche Kombinationen auf deiner Hand bringen Punkte, wenn du sie ansagst: Folgen in einer Farbe und vier Karten desselben Rangs (Carré).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This game is played without declarations: only belote-rebelote still counts.</source>
        <translation>Diese Partie wird ohne Ansagen gespielt: Nur Belote-Rebelote zählt weiterhin.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Declaration</source>
        <translation>Ansage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tierce: three in sequence</source>
        <translation>Terz: drei in Folge</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four jacks</source>
        <translation>Vier Buben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four nines</source>
        <translation>Vier Neunen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four aces, tens, kings or queens</source>
        <translation>Vier Asse, Zehnen, Könige oder Damen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A sequence is a run of one suit in the order ace, king, queen, jack, ten, nine, eight, seven. A run of five or more counts once, as 100; it is never split into shorter ones. Each card can be part of only one declaration, and a hand is counted in the way that gives the most points.</source>
        <translation>Eine Folge ist eine Reihe von Karten einer Farbe in der Reihenfolge Ass, König, Dame, Bube, Zehn, Neun, Acht, Sieben. Eine Folge von fünf oder mehr Karten zählt einmal als 100; sie wird nie in kürzere aufgeteilt. Jede Karte kann nur zu einer Ansage gehören, und eine Hand wird so gezählt, dass sie die meisten Punkte bringt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You announce your declarations as you play your first card of the first trick, and show them at the second trick. Once the first trick is over, the declarations of the two teams are compared.</source>
        <translation>Du sagst deine Ansagen an, wenn du deine erste Karte im ersten Stich spielst, und zeigst sie beim zweiten Stich vor. Nach dem ersten Stich werden die Ansagen der beiden Teams verglichen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Which team scores</source>
        <translation>Welches Team Punkte bekommt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the team with the single best declaration scores, but then it scores all of its declarations; the other team scores none.</source>
        <translation>Nur das Team mit der besten Einzelansage bekommt Punkte, dann aber für alle seine Ansagen; das andere Team geht leer aus.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Four of a kind beats any sequence; between two, the one worth more wins, and at equal value aces beat tens, tens beat kings and kings beat queens. Between sequences the longer wins, then the one with the higher top card, then a sequence in trump; if they are still equal, the one announced first in the first trick wins.</source>
        <translation>Ein Carré schlägt jede Folge; von zwei Carrés gewinnt das wertvollere, und bei gleichem Wert schlagen Asse Zehnen, Zehnen Könige und Könige Damen. Unter Folgen gewinnt die längere, dann die mit der höheren Spitzenkarte, dann eine Folge in Trumpf; sind sie immer noch gleich, gewinnt die im ersten Stich zuerst angesagte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: North declares a quarte up to the king and a tierce, East a tierce up to the ace. The quarte is longer than any tierce, so North and South score 50 + 20 = 70 and East and West nothing.</source>
        <translation>Beispiel: Nord sagt eine Quart bis zum König und eine Terz an, Ost eine Terz bis zum Ass. Die Quart ist länger als jede Terz, also erhalten Nord und Süd 50 + 20 = 70, Ost und West nichts.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Example: equal sequences, one in trump</source>
        <translation>Beispiel: gleiche Folgen, eine davon in Trumpf</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A team that wins no trick at all loses its declarations.</source>
        <translation>Ein Team, das keinen einzigen Stich gewinnt, verliert seine Ansagen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Belote and rebelote</source>
        <translation>Belote und Rebelote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds both the king and the queen of trump says “belote” when playing the first of the two and “rebelote” with the second. Their team earns 20 points.</source>
        <translation>Wer König und Dame von Trumpf hält, sagt „Belote“, wenn er die erste der beiden Karten spielt, und „Rebelote“ bei der zweiten. Sein Team erhält dafür 20 Punkte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The 20 points count only if belote is said. The computer players always say it, and the game says it for you automatically.</source>
        <translation>Die 20 Punkte zählen nur, wenn Belote angesagt wird. Die Computerspieler sagen es immer an, und für dich sagt das Spiel es automatisch an.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The 20 points count only if belote is said. The computer players always say it; you are asked when you play the first of the two cards, and if you decline, the points are lost.</source>
        <translation>Die 20 Punkte zählen nur, wenn Belote angesagt wird. Die Computerspieler sagen es immer an; du wirst gefragt, wenn du die erste der beiden Karten spielst, und lehnst du ab, sind die Punkte verloren.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Belote always stays with its team, whether the contract is made or not. It is not a declaration: it is never compared with the other team&apos;s, and it counts even in a game without declarations.</source>
        <translation>Belote bleibt immer bei seinem Team, ob der Kontrakt erfüllt wird oder nicht. Es ist keine Ansage: Es wird nie mit den Ansagen des anderen Teams verglichen und zählt auch in einer Partie ohne Ansagen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sans atout and tout atout have no belote.</source>
        <translation>Bei sans atout und tout atout gibt es kein Belote.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Example: a contract made</source>
        <translation>Beispiel: ein erfüllter Kontrakt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers count %1 against %2: the contract is made, and each team scores what it counted.</source>
        <translation>Die Nehmer zählen %1 gegen %2: Der Kontrakt ist erfüllt, und jedes Team erhält, was es gezählt hat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Example: a contract failed</source>
        <translation>Beispiel: ein gescheiterter Kontrakt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers count %1 against %2: the contract fails. The defence scores 162 plus the declarations, %3 in all; the takers keep only their belote, %4.</source>
        <translation>Die Nehmer zählen %1 gegen %2: Der Kontrakt ist gescheitert. Die Verteidiger erhalten 162 plus die Ansagen, insgesamt %3; die Nehmer behalten nur ihr Belote, %4.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Example: a capot</source>
        <translation>Beispiel: ein Capot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers won all eight tricks: 152 card points, 10 for the last trick and the capot bonus of 90 make 252, and with their belote they score %1. The defence scores nothing.</source>
        <translation>Die Nehmer haben alle acht Stiche gewonnen: 152 Kartenpunkte, 10 für den letzten Stich und der Capot-Bonus von 90 ergeben 252, und mit ihrem Belote erhalten sie %1. Die Verteidiger bekommen nichts.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Example: a litige</source>
        <translation>Beispiel: ein Litige</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both teams count %1: a litige. The defence scores its %1 at once and the takers their belote, %2; the takers&apos; other %3 points wait for the team that wins the next deal.</source>
        <translation>Beide Teams zählen %1: ein Litige. Die Verteidiger erhalten ihre %1 sofort und die Nehmer ihr Belote, %2; die übrigen %3 Punkte der Nehmer warten auf das Team, das die nächste Runde gewinnt.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Scoring in classic belote</source>
        <translation>Wertung im klassischen Belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the eighth trick each team adds up its card points, the 10 for the last trick, its declarations if they score, and its belote.</source>
        <translation>Nach dem achten Stich zählt jedes Team seine Kartenpunkte zusammen, dazu die 10 für den letzten Stich, seine Ansagen, falls sie gewertet werden, und sein Belote.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A tie</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When both teams counted the same, the contract counts as made.</source>
        <translation>Haben beide Teams gleich viel gezählt, gilt der Kontrakt als erfüllt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When both teams counted the same, the contract counts as failed.</source>
        <translation>Haben beide Teams gleich viel gezählt, gilt der Kontrakt als gescheitert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When both teams counted the same, there is a &lt;i&gt;litige&lt;/i&gt;: the defence scores its points at once, the takers keep only their belote, and the rest of the takers&apos; points wait. The team that wins the next deal collects them (the takers of that deal if they make their contract, otherwise its defence); if that deal is thrown in or tied again, they wait longer.</source>
        <translation>Haben beide Teams gleich viel gezählt, gibt es ein &lt;i&gt;Litige&lt;/i&gt;: Die Verteidiger erhalten ihre Punkte sofort, die Nehmer behalten nur ihr Belote, und die übrigen Punkte der Nehmer warten. Das Team, das die nächste Runde gewinnt, bekommt sie (die Nehmer dieser Runde, wenn sie ihren Kontrakt erfüllen, sonst deren Verteidiger); wird in dieser Runde neu gegeben oder gibt es wieder Gleichstand, warten sie weiter.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capot</source>
        <translation>Capot</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each team&apos;s score for a deal is rounded to the nearest ten, 5 going up.</source>
        <translation>Das Ergebnis jedes Teams in einer Runde wird auf den nächsten Zehner gerundet, 5 wird aufgerundet.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Example: 100 in spades, made</source>
        <translation>Beispiel: 100 in Pik, erfüllt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With %1 the takers reach their bid of %2: they score %1 + %2 = %3, the defence keeps its %4.</source>
        <translation>Mit %1 erreichen die Nehmer ihr Gebot von %2: Sie erhalten %1 + %2 = %3, die Verteidiger behalten ihre %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: 110 in diamonds, coinched, failed</source>
        <translation>Beispiel: 110 in Karo, mit Coinche, gescheitert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With %1 the takers stay below %2. The defence scores 160 + %2 × 2 = %3; the takers keep only their belote, %4.</source>
        <translation>Mit %1 bleiben die Nehmer unter %2. Die Verteidiger erhalten 160 + %2 × 2 = %3; die Nehmer behalten nur ihr Belote, %4.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Scoring in coinche and contrée</source>
        <translation>Wertung bei Coinche und Contrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The takers make their contract when their card points, the last trick, their scoring declarations and their belote together reach the bid. A capot bid is made only by winning all eight tricks.</source>
        <translation>Die Nehmer erfüllen ihren Kontrakt, wenn ihre Kartenpunkte, der letzte Stich, ihre gewerteten Ansagen und ihr Belote zusammen das Gebot erreichen. Ein Capot-Gebot ist nur erfüllt, wenn alle acht Stiche gewonnen werden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Outcome</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takers score</source>
        <translation>Nehmer erhalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence scores</source>
        <translation>Verteidiger erhalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made, not coinched or contré (×1)</source>
        <translation>Erfüllt, ohne Coinche oder Contre (×1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what they counted + the bid</source>
        <translation>was sie gezählt haben + das Gebot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what it counted</source>
        <translation>was sie gezählt haben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made, coinched or contré (×2), surcoinched or surcontré (×4)</source>
        <translation>Erfüllt, mit Coinche oder Contre (×2), Surcoinche oder Surcontre (×4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>160 + bid × multiplier + their declarations and belote</source>
        <translation>160 + Gebot × Faktor + ihre Ansagen und ihr Belote</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its belote only</source>
        <translation>nur ihr Belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Gescheitert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>their belote only</source>
        <translation>nur ihr Belote</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A capot bid counts as 250 in these sums. A team that wins every trick counts 252 card points, as in classic belote.</source>
        <translation>Ein Capot-Gebot zählt in diesen Rechnungen als 250. Ein Team, das jeden Stich gewinnt, zählt 252 Kartenpunkte, wie im klassischen Belote.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Had the 100 in spades been coinched, the takers would have scored 160 + 100 × 2 + 20 = 380 and the defence nothing.</source>
        <translation>Wäre gegen die 100 in Pik Coinche gesagt worden, hätten die Nehmer 160 + 100 × 2 + 20 = 380 erhalten und die Verteidiger nichts.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>End of the match</source>
        <translation>Ende der Partie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match lasts a fixed number of deals; deals that were thrown in do not count. After the last one the higher total wins; if the totals are equal, one more deal is played.</source>
        <translation>Die Partie dauert eine feste Anzahl von Runden; Runden, in denen alle gepasst haben, zählen nicht mit. Nach der letzten gewinnt der höhere Stand; bei gleichem Stand wird eine weitere Runde gespielt.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Direction of play</source>
        <translation>Spielrichtung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clockwise</source>
        <translation>im Uhrzeigersinn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counterclockwise</source>
        <translation>gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which way the deal, the bidding and the play go round the table.</source>
        <translation>In welche Richtung Geben, Bieten und Spiel um den Tisch laufen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The score that wins the match; any other number can be set, or a fixed number of deals instead.</source>
        <translation>Die Punktzahl, mit der man die Partie gewinnt; jede andere Zahl lässt sich einstellen, oder stattdessen eine feste Anzahl von Runden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shuffle between deals</source>
        <translation>Zwischen den Runden mischen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off: the played cards are only cut, so the cards of one deal shape the next. On: a fresh shuffle every deal.</source>
        <translation>Aus: Die gespielten Karten werden nur abgehoben, sodass die Karten einer Runde die nächste prägen. An: Vor jeder Runde wird neu gemischt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any suit in round two</source>
        <translation>Jede Farbe in Bietrunde 2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic only: whether the up-card&apos;s suit may still be named in the second round of bidding.</source>
        <translation>Nur klassisch: ob die Farbe der aufgedeckten Karte in der zweiten Bietrunde noch genannt werden darf.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The dealer&apos;s free choice in round two</source>
        <translation>Freie Wahl des Gebers in der zweiten Bietrunde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic only: the dealer, who speaks last in the second round, may name any suit there, the up-card&apos;s included, while the others still may not (a Polish custom).</source>
        <translation>Nur klassisch: Der Geber, der in der zweiten Bietrunde als Letzter spricht, darf dort jede Farbe nennen, auch die der aufgedeckten Karte, während die anderen das weiterhin nicht dürfen (ein polnischer Brauch).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last raise</source>
        <translation>Letzte Erhöhung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coinche and contrée: after three passes the highest bidder may raise the contract once more or keep it, and then each opponent may double.</source>
        <translation>Coinche und Contrée: Nach dreimal Passen darf der Höchstbietende den Kontrakt noch einmal erhöhen oder halten, und danach darf jeder Gegner verdoppeln.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whether sequences and four of a kind score. Belote-rebelote counts either way.</source>
        <translation>Ob Folgen und Carrés gewertet werden. Belote-Rebelote zählt in jedem Fall.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Say belote for me</source>
        <translation>Belote für mich ansagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On: your belote is announced for you. Off: you are asked each time.</source>
        <translation>An: Dein Belote wird für dich angesagt. Aus: Du wirst jedes Mal gefragt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Equal counts</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>made</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>gescheitert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>litige</source>
        <translation>Litige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic only: what happens when takers and defence counted the same. Litige holds the takers&apos; points back for the winner of the next deal.</source>
        <translation>Nur klassisch: was passiert, wenn Nehmer und Verteidiger gleich viel gezählt haben. Litige hält die Punkte der Nehmer für den Gewinner der nächsten Runde zurück.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Contract on card points</source>
        <translation>Kontrakt nach Kartenpunkten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic only: when on, the takers need at least 81 of the 162 points of cards and last trick; declarations and belote do not decide the contract.</source>
        <translation>Nur klassisch: Wenn eingeschaltet, brauchen die Nehmer mindestens 81 der 162 Punkte aus Karten und letztem Stich; Ansagen und Belote entscheiden nicht über den Kontrakt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round to ten</source>
        <translation>Auf Zehner runden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic only: each deal&apos;s scores are rounded to the nearest ten.</source>
        <translation>Nur klassisch: Die Ergebnisse jeder Runde werden auf den nächsten Zehner gerundet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undertrumping</source>
        <translation>Unterstechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>required</source>
        <translation>Pflicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optional</source>
        <translation>freiwillig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether a player who must trump but cannot beat the trump already played has to play a lower trump, or may discard instead (a common house rule).</source>
        <translation>Ob ein Spieler, der stechen muss, aber den bereits gespielten Trumpf nicht schlagen kann, einen niedrigeren Trumpf spielen muss oder stattdessen eine beliebige Karte abwerfen darf (eine verbreitete Hausregel).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rule options</source>
        <translation>Regeloptionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote is played in many ways. These options choose between the common ones; the settings dialog sets them before a match. The value in effect is highlighted.</source>
        <translation>Belote wird auf viele Arten gespielt. Diese Optionen wählen zwischen den üblichen; im Einstellungsdialog werden sie vor einer Partie festgelegt. Der gerade gültige Wert ist hervorgehoben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Presets</source>
        <translation>Voreinstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Classic&lt;/b&gt;: classic belote with every option at its first value, to 1001.</source>
        <translation>&lt;b&gt;Klassisch&lt;/b&gt;: klassisches Belote mit jeder Option auf ihrem ersten Wert, bis 1001.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Coinche&lt;/b&gt;: the coinche auction, to 701.</source>
        <translation>&lt;b&gt;Coinche&lt;/b&gt;: Bieten nach Coinche-Art, bis 701.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Contrée&lt;/b&gt;: the contrée auction, to 701, without declarations.</source>
        <translation>&lt;b&gt;Contrée&lt;/b&gt;: Bieten nach Contrée-Art, bis 701, ohne Ansagen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Polish classic&lt;/b&gt;: classic belote to 1000, in which the dealer may name any suit in the second round.</source>
        <translation>&lt;b&gt;Polnisch klassisch&lt;/b&gt;: klassisches Belote bis 1000, bei dem der Geber in der zweiten Bietrunde jede Farbe nennen darf.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Contrée with a last raise&lt;/b&gt;: the contrée preset, with the last raise after three passes.</source>
        <translation>&lt;b&gt;Contrée mit letzter Erhöhung&lt;/b&gt;: die Voreinstellung Contrée, mit der letzten Erhöhung nach dreimal Passen.</translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message>
        <location filename="../belote_desktop/ui/help/rules_panel.py" line="+56"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not in this game</source>
        <translation>Nicht in dieser Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not in this game: this section is about %1.</source>
        <comment>variant names</comment>
        <translation>Nicht in dieser Partie: Dieser Abschnitt betrifft %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game: %1</source>
        <comment>option values, separated by dots</comment>
        <translation>In dieser Partie: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not in this game</source>
        <translation>nicht in dieser Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not in this game: %1</source>
        <comment>the game the text is about, e.g. Coinche</comment>
        <translation>nicht in dieser Partie: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game</source>
        <translation>In dieser Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sans atout (no trump)</source>
        <translation>sans atout (kein Trumpf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tout atout (all trumps)</source>
        <translation>tout atout (alles Trumpf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump:</source>
        <translation>Trumpf:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the table:</source>
        <translation>Auf dem Tisch:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand:</source>
        <translation>Deine Hand:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may play:</source>
        <translation>Du darfst spielen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote</source>
        <translation>Belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capot bonus</source>
        <translation>Capot-Bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declared, in the order of play:</source>
        <translation>Angesagt, in Spielreihenfolge:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted</source>
        <translation>Gezählt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal score</source>
        <translation>Punkte der Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takers</source>
        <translation>Nehmer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract: %1 trump</source>
        <comment>trump symbol</comment>
        <translation>Kontrakt: %1 Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract: %1 %2</source>
        <comment>bid value, trump symbol</comment>
        <translation>Kontrakt: %1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trick, in the order played:</source>
        <translation>Der Stich, in der Reihenfolge des Spiels:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins the trick: %1</source>
        <comment>a seat, e.g. North</comment>
        <translation>Gewinnt den Stich: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card points: %1 · Roem: %2</source>
        <translation>Kartenpunkte: %1 · Roem: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Makers</source>
        <translation>Spielpartei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defenders</source>
        <translation>Gegenpartei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem</source>
        <translation>Roem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pit bonus</source>
        <translation>Pit-Bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nat</source>
        <translation>Nat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What it does</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Rules topics</source>
        <translation>Themen der Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules text</source>
        <translation>Text der Regeln</translation>
    </message>
</context>
<context>
    <name>ScoreGraph</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/graph.py" line="+92"/>
        <source>No deal has been scored yet.</source>
        <translation>Noch keine Runde gewertet.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Level at %1 points each after %n deals.</source>
        <translation>
            <numerusform>Gleichstand: je %1 Punkte nach %n Runde.</numerusform>
            <numerusform>Gleichstand: je %1 Punkte nach %n Runden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 lead by %2 points after %n deals.</source>
        <translation>
            <numerusform>Vorsprung für %1: %2 Punkte nach %n Runde.</numerusform>
            <numerusform>Vorsprung für %1: %2 Punkte nach %n Runden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After deal %1: %2 %3, %4 %5.</source>
        <translation>Nach Runde %1: %2 %3, %4 %5.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Graph of the running totals</source>
        <translation>Grafik des laufenden Stands</translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>to %n points</source>
        <comment>the match&apos;s target, beside its line</comment>
        <translation>
            <numerusform>bis %n Punkt</numerusform>
            <numerusform>bis %n Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../belote_desktop/ui/common/words.py" line="-50"/>
        <source>Thrown in</source>
        <comment>a deal everyone passed</comment>
        <translation>Alle gepasst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 by %2</source>
        <comment>classic contract: trump, taker</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capot %1 by %2</source>
        <comment>capot bid: trump, taker</comment>
        <translation>Capot %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%3 %1 by %2</source>
        <comment>value bid: trump, taker, value</comment>
        <translation>%3 %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, contré</source>
        <comment>contrée: a doubled contract</comment>
        <translation>%1, Contre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, coinched</source>
        <comment>a doubled contract</comment>
        <translation>%1, Coinche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, surcontré</source>
        <comment>contrée: a redoubled contract</comment>
        <translation>%1, Surcontre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, surcoinched</source>
        <comment>a redoubled contract</comment>
        <translation>%1, Surcoinche</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You &amp; Partner</source>
        <translation>Du &amp; Partner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <translation>Gegner</translation>
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
        <translation>Erfüllt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed</source>
        <comment>the contract</comment>
        <translation>Gescheitert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, capot</source>
        <comment>all eight tricks taken</comment>
        <translation>%1, Capot</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/sheet.py" line="-42"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+47"/>
        <source>Deal</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+0"/>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+0"/>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+1"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="-3"/>
        <source>Total
%1</source>
        <translation>Gesamt
%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declarations</source>
        <translation>Ansagen</translation>
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
        <translation>Punkte dieser Runde für %1</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Running total of %1</source>
        <translation>Laufender Stand von %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The declarations that scored, and who declared them</source>
        <translation>Die gewerteten Ansagen und wer sie angesagt hat</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The deal&apos;s number: Game &gt; Play a deal by number deals its cards again</source>
        <translation>Die Nummer der Runde: Spiel &gt; Eine Runde nach Nummer spielen gibt ihre Karten erneut</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Copy the deal&apos;s number</source>
        <translation>Rundennummer &amp;kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the whole sheet as &amp;text</source>
        <translation>Die ganze Punkteliste als &amp;Text kopieren</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Classic belote</source>
        <translation>Klassisches Belote</translation>
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
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1, %n to go</source>
        <comment>klaverjas: deals of the boompje still to play</comment>
        <translation>
            <numerusform>%1, noch %n Runde</numerusform>
            <numerusform>%1, noch %n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>to %n points</source>
        <translation>
            <numerusform>bis %n Punkt</numerusform>
            <numerusform>bis %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n points held by a litige for the winner of the next deal.</source>
        <translation>
            <numerusform>%n Punkt liegt im Litige für den Gewinner der nächsten Runde.</numerusform>
            <numerusform>%n Punkte liegen im Litige für den Gewinner der nächsten Runde.</numerusform>
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
        <translation>Rundennummer %1 (%2 kopiert sie)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Double-click a deal, or choose it and press Enter, to review its moves.</source>
        <translation>Doppelklicke auf eine Runde oder wähle sie aus und drücke Enter, um ihre Züge zu analysieren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals of the match</source>
        <translation>Runden der Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match total</source>
        <translation>Stand der Partie</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 won the match.</source>
        <translation>%1 haben die Partie gewonnen.</translation>
    </message>
    <message>
        <location line="+34"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+10"/>
        <source>Bidding…</source>
        <translation>Bieten…</translation>
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
        <translation>Läuft</translation>
    </message>
    <message>
        <location line="-94"/>
        <location line="+144"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+2"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="-52"/>
        <source>Litige, %1 held</source>
        <translation>Litige, %1 zurückgehalten</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2 and %3) against %4 (%5 and %6)</source>
        <comment>the teams: a team&apos;s name, then its two players</comment>
        <translation>%1 (%2 und %3) gegen %4 (%5 und %6)</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/sheet.py" line="+15"/>
        <source>Thrown in: nothing scored.</source>
        <translation>Alle gepasst: keine Punkte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 for the deal and %2 collected from the litige</source>
        <translation>%1 für die Runde und %2 aus dem Litige</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/dialog.py" line="+62"/>
        <source>The score sheet is on the clipboard.</source>
        <translation>Die Punkteliste ist in der Zwischenablage.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="-2"/>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy as &amp;text</source>
        <translation>Als &amp;Text kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put the whole score sheet on the clipboard as plain text (%1)</source>
        <translation>Die ganze Punkteliste als reinen Text in die Zwischenablage legen (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the score sheet as text</source>
        <translation>Punkteliste als Text kopieren</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/settings/dialog.py" line="+335"/>
        <location line="+1"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>The takers make the contract with at least 81 of the 162 points of cards and last trick; declarations and belote do not help.</source>
        <translation>Die Nehmer erfüllen den Kontrakt mit mindestens 81 der 162 Punkte aus Karten und letztem Stich; Ansagen und Belote helfen nicht.</translation>
    </message>
    <message>
        <location line="-89"/>
        <location line="+141"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>Restore defaults</source>
        <translation>Standardwerte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Put every setting on every tab back to its default.</source>
        <translation>Alle Einstellungen auf allen Registerkarten zurücksetzen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Preset:</source>
        <translation>Voreinstellung:</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+59"/>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>The match in progress keeps its own rules: %1.</source>
        <translation>Die laufende Partie behält ihre eigenen Regeln: %1.</translation>
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
        <translation>%1, %2 Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, to %2 points</source>
        <translation>%1, auf %2 Punkte</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>OK, and a new match now</source>
        <translation>OK, und gleich eine neue Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep these settings and start a new match with these rules at once (the match in progress ends).</source>
        <translation>Diese Einstellungen übernehmen und sofort eine neue Partie mit diesen Regeln beginnen (die laufende Partie endet).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote</source>
        <translation>Belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote, the French game, or klaverjassen, the Dutch game with roem; each keeps its own rules below.</source>
        <translation>Belote, das französische Spiel, oder Klaverjassen, das niederländische Spiel mit Roem; jedes behält unten seine eigenen Regeln.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Polish classic</source>
        <translation>Polnisch klassisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrée with a last raise</source>
        <translation>Contrée mit letzter Erhöhung</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+180"/>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fill in every rule the usual way for a game; change any rule to make your own.</source>
        <translation>Stellt alle Regeln so ein, wie sie für das jeweilige Spiel üblich sind; wer eine Regel ändert, erhält eine eigene Variante.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic (take the turned-up card)</source>
        <translation>Klassisch (aufgedeckte Karte nehmen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche (bids, sans atout and tout atout)</source>
        <translation>Coinche (Gebote, sans atout und tout atout)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrée (bids, suits only)</source>
        <translation>Contrée (Gebote, nur Farben)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic takes a trump from a turned-up card; coinche and contrée bid for points.</source>
        <translation>Beim klassischen Belote wird der Trumpf über eine aufgedeckte Karte bestimmt; bei Coinche und Contrée wird um Punkte geboten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Direction of play:</source>
        <translation>Spielrichtung:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clockwise</source>
        <translation>Im Uhrzeigersinn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counterclockwise</source>
        <translation>Gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which way the deal, the bidding and the play go round the table.</source>
        <translation>In welche Richtung Geben, Bieten und Spiel um den Tisch laufen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+8"/>
        <source>End of the match:</source>
        <translation>Ende der Partie:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+2"/>
        <source>First team to reach (points):</source>
        <translation>Erstes Team, das diese Punktzahl erreicht:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a fixed number of deals:</source>
        <translation>Feste Anzahl Runden:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+2"/>
        <source>Points to reach</source>
        <translation>Zu erreichende Punkte</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="-1"/>
        <source>Number of deals</source>
        <translation>Anzahl der Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play to a points target, or a set number of deals.</source>
        <translation>Bis zu einem Punkteziel spielen oder eine feste Anzahl von Runden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first team to reach this score wins; pick a usual target or type your own.</source>
        <translation>Das erste Team, das diese Punktzahl erreicht, gewinnt; wähle ein übliches Ziel oder gib ein eigenes ein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The team with the higher score after this many deals wins; a tie plays one more.</source>
        <translation>Das Team mit mehr Punkten nach so vielen Runden gewinnt; bei Gleichstand wird eine weitere gespielt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shuffle between deals</source>
        <translation>Zwischen den Runden mischen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffle the cards before each deal instead of only cutting them.</source>
        <translation>Die Karten vor jeder Runde mischen, statt sie nur abzuheben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit in the second bidding round</source>
        <translation>Jede Farbe in der zweiten Bietrunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic only: in the second round the turned-up card&apos;s suit may be named too.</source>
        <translation>Nur klassisch: In der zweiten Bietrunde darf auch die Farbe der aufgedeckten Karte genannt werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+59"/>
        <source>Unable to overtrump:</source>
        <translation>Überstechen unmöglich:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Must still play a lower trump</source>
        <translation>Muss trotzdem unterstechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>May discard any card</source>
        <translation>Darf beliebig abwerfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What a player must do who has to trump but cannot beat the trump already played.</source>
        <translation>Was ein Spieler tun muss, der stechen muss, aber den bereits gespielten Trumpf nicht schlagen kann.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declarations and scoring</source>
        <translation>Ansagen und Wertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations (sequences and carrés)</source>
        <translation>Ansagen (Folgen und Carrés)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sequences and four of a kind announced at the first trick.</source>
        <translation>Punkte für Folgen und Carrés vergeben, die im ersten Stich angesagt werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce belote for me</source>
        <translation>Belote für mich ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say belote and rebelote for you when you play the king and queen of trump.</source>
        <translation>Belote und Rebelote für dich ansagen, wenn du König und Dame von Trumpf spielst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the takers tie:</source>
        <translation>Wenn die Nehmer gleich viel zählen:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract is made</source>
        <translation>Kontrakt ist erfüllt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The contract fails</source>
        <translation>Kontrakt ist gescheitert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Litige: the takers&apos; points wait for the next deal</source>
        <translation>Litige: Die Punkte der Nehmer warten auf die nächste Runde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What happens when the takers score exactly as much as the defence.</source>
        <translation>Was passiert, wenn die Nehmer genauso viele Punkte haben wie die Verteidiger.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract decided by card points only</source>
        <translation>Kontrakt nur nach Kartenpunkten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round deal scores to the nearest ten</source>
        <translation>Rundenergebnisse auf Zehner runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each deal&apos;s score is rounded to the nearest ten, with 5 rounding up.</source>
        <translation>Das Ergebnis jeder Runde wird auf den nächsten Zehner gerundet, ab 5 aufwärts.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rule changes apply from the next match.</source>
        <translation>Regeländerungen gelten ab der nächsten Partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer players</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <comment>bot level</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner&apos;s level:</source>
        <translation>Stärke des Partners:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How well your partner plays. Expert thinks for as long as its thinking time below allows, on every core of the computer.</source>
        <translation>Wie gut dein Partner spielt. Die Stufe Experte denkt so lange nach, wie ihre Bedenkzeit weiter unten erlaubt, auf allen Prozessorkernen des Computers.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponents&apos; level:</source>
        <translation>Stärke der Gegner:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How well the two opponents play. Expert thinks for as long as its thinking time below allows, on every core of the computer.</source>
        <translation>Wie gut die beiden Gegner spielen. Die Stufe Experte denkt so lange nach, wie ihre Bedenkzeit weiter unten erlaubt, auf allen Prozessorkernen des Computers.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expert&apos;s thinking time:</source>
        <translation>Bedenkzeit der Stufe Experte:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About half a second a card</source>
        <translation>Etwa eine halbe Sekunde pro Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About a second a card</source>
        <translation>Etwa eine Sekunde pro Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About two seconds a card</source>
        <translation>Etwa zwei Sekunden pro Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About four seconds a card</source>
        <translation>Etwa vier Sekunden pro Karte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The longer the expert level thinks, the more deals it looks at, and the better it plays.</source>
        <translation>Je länger die Stufe Experte nachdenkt, desto mehr mögliche Kartenverteilungen prüft sie und desto besser spielt sie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Names</source>
        <translation>Namen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name:</source>
        <translation>Dein Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You</source>
        <translation>Du</translation>
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
        <translation>Linker Gegner:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right opponent:</source>
        <translation>Rechter Gegner:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name shown on the table; leave it empty for the word in grey.</source>
        <translation>Der Name am Tisch; leer lassen für das grau angezeigte Wort.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Card back:</source>
        <translation>Kartenrückseite:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The colour of the cards&apos; backs.</source>
        <translation>Die Farbe der Kartenrückseiten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table cloth:</source>
        <translation>Tischtuch:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <comment>cloth</comment>
        <translation>Grün</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <comment>cloth</comment>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy</source>
        <comment>cloth</comment>
        <translation>Bordeauxrot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast (near black)</source>
        <comment>cloth</comment>
        <translation>Hoher Kontrast (sehr dunkel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The colour of the cloth on the table.</source>
        <translation>Die Farbe des Tuchs auf dem Tisch.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation speed:</source>
        <translation>Animationstempo:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <comment>animation speed</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant (no animation)</source>
        <translation>Sofort (keine Animation)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How fast cards move on the table.</source>
        <translation>Wie schnell sich die Karten auf dem Tisch bewegen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four-colour deck</source>
        <translation>Vierfarbiges Blatt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give each suit its own colour so suits are told apart at a glance.</source>
        <translation>Jede Kartenfarbe erhält einen eigenen Farbton, damit man sie auf einen Blick unterscheidet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce my declarations for me</source>
        <translation>Meine Ansagen automatisch machen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce your sequences and carrés at the first trick without asking.</source>
        <translation>Deine Folgen und Carrés im ersten Stich ohne Nachfrage ansagen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large cards</source>
        <translation>Große Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw your hand and the cards on the table bigger.</source>
        <translation>Deine Hand und die Karten auf dem Tisch größer zeigen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short announcements for screen readers</source>
        <translation>Kurze Sprachausgabe für Screenreader</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A screen reader hears each event in a few words (&quot;Left: 100 hearts&quot;) instead of a sentence (&quot;Left bids 100 hearts.&quot;).</source>
        <translation>Der Screenreader nennt jedes Ereignis in wenigen Worten („Links: 100 Herz“) statt in einem ganzen Satz („Links bietet 100 Herz.“).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speech for older screen readers:</source>
        <translation>Sprachausgabe für ältere Screenreader:</translation>
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
        <translation>Ein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <comment>speech for older screen readers</comment>
        <translation>Aus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Older screen readers, such as Orca before version 45, do not speak the game&apos;s announcements. For them each sentence is said as a notification in the status bar instead, never both. Automatic: on Linux the game asks the accessibility bus which screen reader is listening.</source>
        <translation>Ältere Screenreader wie Orca vor Version 45 lesen die Durchsagen des Spiels nicht vor. Für sie kommt jeder Satz stattdessen als Benachrichtigung in der Statusleiste, nie beides. Automatisch: Unter Linux fragt das Spiel den Barrierefreiheitsbus, welcher Screenreader zuhört.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trumps at the left of my hand</source>
        <translation>Trümpfe links in meiner Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort your trumps first, at the left end of your hand, instead of last.</source>
        <translation>Deine Trümpfe zuerst einsortieren, am linken Ende deiner Hand, statt zuletzt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The dealer may name any suit in the second round</source>
        <translation>Der Geber darf in der zweiten Bietrunde jede Farbe nennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic only: the dealer, who speaks last in the second round, may name the turned-up card&apos;s suit too; the others may not.</source>
        <translation>Nur klassisch: Der Geber, der in der zweiten Bietrunde als Letzter spricht, darf auch die Farbe der aufgedeckten Karte nennen; die anderen nicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last raise after three passes</source>
        <translation>Letzte Erhöhung nach dreimal Passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche and contrée: when a bid is followed by three passes, its bidder may raise it once more or keep it; then each opponent may double.</source>
        <translation>Coinche und Contrée: Wird nach einem Gebot dreimal gepasst, darf der Bietende es noch einmal erhöhen oder halten; danach darf jeder Gegner verdoppeln.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/settings/sound_box.py" line="+76"/>
        <source>%1%</source>
        <comment>a volume</comment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sound</source>
        <translation>Klänge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play sounds</source>
        <translation>Klänge abspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card laid, a trick gathered, your turn, a contract made or failed. Game &gt; Sounds switches them off and on too.</source>
        <translation>Eine Karte wird gelegt, ein Stich eingesammelt, du bist dran, ein Kontrakt ist erfüllt oder gescheitert. Spiel &gt; Klänge schaltet sie auch aus und ein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Volume:</source>
        <translation>Lautstärke:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How loud the game&apos;s sounds are, under the volume of your system.</source>
        <translation>Wie laut die Klänge des Spiels sind, innerhalb der Lautstärke deines Systems.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listen</source>
        <translation>Anhören</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a sound at this volume.</source>
        <translation>Einen Klang in dieser Lautstärke abspielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game cannot play sounds on this computer (no sound device, or on Linux none of paplay, pw-play and aplay), so it stays silent.</source>
        <translation>Das Spiel kann auf diesem Computer keine Klänge abspielen (kein Audiogerät, oder unter Linux keines von paplay, pw-play und aplay); es bleibt daher stumm.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/settings/aids.py" line="+45"/>
        <source>Help at the table</source>
        <translation>Hilfen am Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the points and tricks of this deal</source>
        <translation>Punkte und Stiche dieser Runde anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under the contract, the card points and the tricks each team has taken so far in the deal.</source>
        <translation>Unter dem Kontrakt: die Kartenpunkte und die Stiche, die jedes Team in dieser Runde bisher bekommen hat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play my only legal card by itself</source>
        <translation>Meine einzige erlaubte Karte von selbst spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When only one of your cards may be played, it is played for you after a short pause.</source>
        <translation>Wenn du nur eine Karte spielen darfst, wird sie nach einer kurzen Pause für dich gespielt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the cards played (counts as assisted play)</source>
        <translation>Gespielte Karten anzeigen (zählt als Spiel mit Hilfe)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A panel showing which cards of each suit are out. A match played with it counts apart in the statistics, as a match with hints does.</source>
        <translation>Eine Tafel zeigt für jede Farbe, welche Karten schon gespielt sind. Eine Partie damit zählt in der Statistik getrennt, wie eine Partie mit Hinweisen.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="-77"/>
        <source>Klaverjas rules</source>
        <translation>Klaverjas-Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules of:</source>
        <translation>Regeln aus:</translation>
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
        <translation>Utrechts (Spielpflicht)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NKU tournament</source>
        <translation>NKU-Turnier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The usual rules of a city or a union; change any rule to make your own.</source>
        <translation>Die üblichen Regeln einer Stadt oder eines Verbands; ändere eine Regel, um eigene Regeln zu haben.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>After a number of deals:</source>
        <translation>Nach einer Anzahl Runden:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A boompje is 16 deals: each player deals four times, and the higher total wins.</source>
        <translation>Ein Boompje sind 16 Runden: Jeder gibt viermal, und die höhere Gesamtpunktzahl gewinnt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first team to reach this score wins (1500 is usual).</source>
        <translation>Das erste Team, das diesen Punktestand erreicht, gewinnt (1500 ist üblich).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The voorhand</source>
        <translation>Die Vorhand</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choosing trump:</source>
        <translation>Trumpfwahl:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How trump is chosen. Free: each in turn plays (&quot;ik speel&quot;, naming any suit) or passes (&quot;ik pas&quot;); if all pass, the first to speak must play. Forced (Utrechts): the voorhand must choose trump. Proposed suit: a suit is proposed and may be played or passed. Twents: as proposed, but after four passes a second suit is imposed.</source>
        <translation>Wie Trumpf gewählt wird. Frei: Jeder spielt der Reihe nach („ik speel“, mit einer Farbe nach Wahl) oder passt („ik pas“); passen alle, muss spielen, wer zuerst sprach. Pflicht (Utrechts): Die Vorhand muss Trumpf wählen. Vorgeschlagene Farbe: Eine Farbe wird vorgeschlagen und gespielt oder gepasst. Twents: wie vorgeschlagen, doch nach vier Pässen wird eine zweite Farbe vorgegeben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Free choice, with passing</source>
        <translation>Freie Wahl, mit Passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forced: the voorhand chooses (Utrechts)</source>
        <translation>Pflicht: Die Vorhand wählt (Utrechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A proposed suit (gedraaid)</source>
        <translation>Eine vorgeschlagene Farbe (gedraaid)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Twents: a second suit imposed</source>
        <translation>Twents: eine zweite Farbe vorgegeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First to speak:</source>
        <translation>Wer zuerst spricht:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who speaks first in the choice of trump, and must play when all four pass: the voorhand (left of the dealer) or, as in the NKU tournament rules, the dealer.</source>
        <translation>Wer bei der Trumpfwahl zuerst spricht und spielen muss, wenn alle vier passen: die Vorhand (links vom Geber) oder, wie in den NKU-Turnierregeln, der Geber.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The dealer</source>
        <translation>Der Geber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All pass on the proposed suit:</source>
        <translation>Alle passen auf die vorgeschlagene Farbe:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a proposed suit, when all four pass the voorhand must play: in any suit, in any suit but the proposed one, or in the suit turned next.</source>
        <translation>Bei einer vorgeschlagenen Farbe muss die Vorhand spielen, wenn alle vier passen: in einer beliebigen Farbe, in jeder außer der vorgeschlagenen oder in der als Nächstes aufgedeckten Farbe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The voorhand names any suit</source>
        <translation>Die Vorhand wählt eine beliebige Farbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit but the proposed one</source>
        <translation>Jede Farbe außer der vorgeschlagenen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The suit turned next</source>
        <translation>Die als Nächstes aufgedeckte Farbe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First lead:</source>
        <translation>Erstes Ausspiel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who leads the first trick: the voorhand, whoever chose trump, or the player who chose trump.</source>
        <translation>Wer zum ersten Stich ausspielt: die Vorhand, gleich wer Trumpf wählte, oder wer Trumpf wählte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player who chose trump</source>
        <translation>Wer Trumpf wählte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trumping:</source>
        <translation>Stechen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amsterdams: with no card of the suit led and your partner winning the trick, you need not trump. Rotterdams: you must trump (and overtrump) even your partner.</source>
        <translation>Amsterdams: Hast du keine Karte der ausgespielten Farbe und gewinnt dein Partner den Stich, musst du nicht stechen. Rotterdams: Du musst stechen (und überstechen), auch gegen deinen Partner.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Amsterdams: partner not trumped</source>
        <translation>Amsterdams: Partner nicht stechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotterdams: trump even your partner</source>
        <translation>Rotterdams: auch den Partner stechen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What a player must do who has to trump but cannot beat the trump already played: play a lower trump only when nothing else is left, or always play a lower trump.</source>
        <translation>Was tun muss, wer stechen muss, den gespielten Trumpf aber nicht überstechen kann: nur unterstechen, wenn nichts anderes bleibt, oder immer unterstechen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the trumping rule says</source>
        <translation>Wie die Trumpfregel sagt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lower trump only if nothing else</source>
        <translation>Unterstechen nur, wenn nichts anderes bleibt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Must play a lower trump</source>
        <translation>Muss unterstechen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dealing:</source>
        <translation>Geben:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the eight cards are dealt: three, two and three, or four and four.</source>
        <translation>Wie die acht Karten gegeben werden: drei, zwei und drei oder vier und vier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3, 2, 3 cards</source>
        <translation>3, 2, 3 Karten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4, 4 cards</source>
        <translation>4, 4 Karten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four nines, eights or sevens:</source>
        <translation>Vier Neunen, Achten oder Siebenen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem for four cards of the same rank in one trick: four nines, eights or sevens count 100, or nothing.</source>
        <translation>Roem für vier gleiche Karten in einem Stich: Vier Neunen, Achten oder Siebenen zählen 100 oder nichts.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <source>100 roem</source>
        <translation>100 Roem</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>No roem</source>
        <translation>Kein Roem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four jacks:</source>
        <translation>Vier Buben:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem for the four jacks in one trick.</source>
        <translation>Roem für die vier Buben in einem Stich.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>200 roem</source>
        <translation>200 Roem</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Count roem by itself</source>
        <translation>Roem von selbst zählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem in a trick counts for the team that wins it without being called. Off: call &quot;Roem!&quot; while the trick lies on the table, or it is lost.</source>
        <translation>Roem in einem Stich zählt ohne Ansage für das Team, das ihn gewinnt. Aus: Sage „Roem!“, solange der Stich auf dem Tisch liegt, sonst verfällt er.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exactly half is made</source>
        <translation>Genau die Hälfte ist erfüllt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The players who chose trump need as much as the others (points and roem), not more, to make the deal; otherwise exactly half is nat.</source>
        <translation>Das Team, das Trumpf wählte, braucht so viel wie die anderen (Punkte und Roem), nicht mehr, um die Runde zu erfüllen; sonst ist genau die Hälfte nat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pit for either team</source>
        <translation>Pit für beide Teams</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking all eight tricks (pit) earns 100 for either team, not only for the team that chose trump.</source>
        <translation>Alle acht Stiche (Pit) bringen jedem Team 100, nicht nur dem Team, das Trumpf wählte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spades count double</source>
        <translation>Pik zählt doppelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A deal played with spades as trump scores double.</source>
        <translation>Eine Runde mit Pik als Trumpf wird doppelt gewertet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An equal score plays one more deal</source>
        <translation>Bei Punktegleichstand noch eine Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the totals are equal after the last deal, deals are played until they differ; otherwise the match is a draw.</source>
        <translation>Sind die Gesamtpunkte nach der letzten Runde gleich, werden Runden gespielt, bis sie sich unterscheiden; sonst endet die Partie unentschieden.</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <location filename="../belote_desktop/session/settings_file.py" line="+72"/>
        <source>Your settings cannot be saved in %1 (%2). The changes you make are kept until you quit.</source>
        <translation>Deine Einstellungen können nicht in %1 gespeichert werden (%2). Deine Änderungen gelten, bis du das Spiel beendest.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>it is not text</source>
        <translation>die Datei enthält keinen Text</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is far larger than a settings file</source>
        <translation>die Datei ist viel größer als eine Einstellungsdatei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its name cannot be used on this system</source>
        <translation>der Name ist auf diesem System nicht verwendbar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your settings in %1 could not be read (%2), so the default settings are in use. The damaged file was kept as %3.</source>
        <translation>Deine Einstellungen in %1 konnten nicht gelesen werden (%2), daher gelten die Standardeinstellungen. Die beschädigte Datei wurde als %3 aufbewahrt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your settings in %1 could not be read (%2), so the default settings are in use. The changes you make are kept until you quit, and the file is left as it is.</source>
        <translation>Deine Einstellungen in %1 konnten nicht gelesen werden (%2), daher gelten die Standardeinstellungen. Deine Änderungen gelten, bis du das Spiel beendest, und die Datei bleibt, wie sie ist.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/session/settings_store.py" line="+43"/>
        <source>a setting is given twice</source>
        <translation>eine Einstellung ist doppelt angegeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>they are cut short or not in the right format</source>
        <translation>sie sind abgeschnitten oder haben nicht das richtige Format</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a setting holds a value this version of the game does not know</source>
        <translation>eine Einstellung hat einen Wert, den diese Version des Spiels nicht kennt</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/shortcuts.py" line="+118"/>
        <source>Menus</source>
        <translation>Menüs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose one of your cards</source>
        <translation>Eine deiner Karten wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose your first or last card</source>
        <translation>Deine erste oder letzte Karte wählen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go from card to card (a screen reader reads each one)</source>
        <translation>Von Karte zu Karte gehen (ein Screenreader liest jede vor)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave full screen</source>
        <translation>Vollbild verlassen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bidding</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take: the up-card&apos;s suit, or the first suit allowed</source>
        <translation>Nehmen: die Farbe der aufgedeckten Karte oder die erste erlaubte Farbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a suit (classic, second round: take it)</source>
        <translation>Eine Farbe wählen (klassisch, zweite Bietrunde: sie nehmen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sans atout, tout atout</source>
        <translation>Sans atout, tout atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise or lower the bid</source>
        <translation>Das Gebot erhöhen oder senken</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>At your turn, play the chosen card; with none chosen, your first playable card</source>
        <translation>Wenn du dran bist, die gewählte Karte spielen; ist keine gewählt, deine erste spielbare Karte</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Open the first menu (the arrows go on to the others)</source>
        <translation>Das erste Menü öffnen (mit den Pfeiltasten weiter zu den anderen)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Asking the table</source>
        <translation>Den Tisch fragen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Make the call the hint set up (marked in gold), or bid the value and trump chosen</source>
        <translation>Den Vorschlag aus dem Hinweis ausführen (golden markiert) oder den gewählten Wert und Trumpf bieten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche (contre in contrée)</source>
        <translation>Coinche (Contre bei Contrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcoinche (surcontre in contrée)</source>
        <translation>Surcoinche (Surcontre bei Contrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the contract at the last raise</source>
        <translation>Den Kontrakt bei der letzten Erhöhung halten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declarations</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tick or untick a declaration</source>
        <translation>Eine Ansage an- oder abhaken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce the ticked declarations</source>
        <translation>Die angehakten Ansagen machen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep your declarations to yourself</source>
        <translation>Deine Ansagen für dich behalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game record</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card back or forward</source>
        <translation>Eine Karte zurück oder vor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A trick back or forward</source>
        <translation>Einen Stich zurück oder vor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The start or the end of the record</source>
        <translation>Anfang oder Ende des Protokolls</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the record</source>
        <translation>Das Protokoll schließen</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What they do</source>
        <translation>Was sie tun</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <location filename="../belote_desktop/ui/common/spoken.py" line="-98"/>
        <source>seven</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>Sieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>Acht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>Neun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>Zehn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>Bube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>Ass</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>spades</source>
        <comment>a suit, in a card&apos;s name and in a bid</comment>
        <translation>Pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <comment>a suit, in a card&apos;s name and in a bid</comment>
        <translation>Herz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <comment>a suit, in a card&apos;s name and in a bid</comment>
        <translation>Karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clubs</source>
        <comment>a suit, in a card&apos;s name and in a bid</comment>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 of %2</source>
        <comment>a card&apos;s name: %1 its rank, %2 its suit</comment>
        <translation>%2-%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no trumps</source>
        <comment>sans atout, in a bid</comment>
        <translation>ohne Trumpf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all trumps</source>
        <comment>tout atout, in a bid</comment>
        <translation>alles Trumpf</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/speech.py" line="+284"/>
        <location filename="../belote_desktop/ui/common/spoken.py" line="+6"/>
        <source>capot</source>
        <comment>a capot bid</comment>
        <translation>Capot</translation>
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
        <translation>ich spiele %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I pass</source>
        <comment>klaverjas: ik pas</comment>
        <translation>ich passe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>take %1</source>
        <comment>classic: take with this trump</comment>
        <translation>%1 nehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass</source>
        <comment>a bid</comment>
        <translation>Passe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keep</source>
        <comment>the last raise declined: the contract stays as it is</comment>
        <translation>halten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>contre</source>
        <comment>contrée: double</comment>
        <translation>Contre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>coinche</source>
        <comment>double</comment>
        <translation>Coinche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>surcontre</source>
        <comment>contrée: redouble</comment>
        <translation>Surcontre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>surcoinche</source>
        <comment>redouble</comment>
        <translation>Surcoinche</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>take %1</source>
        <comment>the coach&apos;s advice: take with this trump</comment>
        <translation>%1 nehmen</translation>
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
        <translation>Du passt.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 passes.</source>
        <translation>%1 passt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take %1.</source>
        <translation>Du nimmst %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes %2.</source>
        <translation>%1 nimmt %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You say %1.</source>
        <translation>Du sagst %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 says %2.</source>
        <translation>%1 sagt %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bid %1.</source>
        <translation>Du bietest %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bids %2.</source>
        <translation>%1 bietet %2.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>keeps %1</source>
        <comment>short: the last raise declined</comment>
        <translation>hält %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You keep %1.</source>
        <translation>Du hältst %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 keeps %2.</source>
        <translation>%1 hält %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>raises to %1</source>
        <comment>short: the last raise</comment>
        <translation>erhöht auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You raise to %1.</source>
        <translation>Du erhöhst auf %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 raises to %2.</source>
        <translation>%1 erhöht auf %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Last raise: %1</source>
        <comment>short: whose choice it is</comment>
        <translation>Letzte Erhöhung: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last raise: you may raise your %1 once more, or keep it.</source>
        <translation>Letzte Erhöhung: Du darfst deinen Kontrakt %1 noch einmal erhöhen oder ihn halten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last raise: %1 may raise %2 once more, or keep it.</source>
        <translation>Letzte Erhöhung: %1 darf den Kontrakt %2 noch einmal erhöhen oder ihn halten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last chance to double %1</source>
        <comment>short</comment>
        <translation>Letzte Gelegenheit, %1 zu verdoppeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your opponents&apos; last chance to double your %1.</source>
        <translation>Letzte Gelegenheit für deine Gegner, deinen Kontrakt %1 zu verdoppeln.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last chance to double %1 by %2.</source>
        <translation>Letzte Gelegenheit, %1 von %2 zu verdoppeln.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your last raise</source>
        <translation>Deine letzte Erhöhung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: raise your %1 once more, or keep it.</source>
        <translation>Du bist dran: Erhöhe deinen Kontrakt %1 noch einmal oder halte ihn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last chance to double</source>
        <translation>Deine letzte Gelegenheit zu verdoppeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: last chance to double %1, or pass.</source>
        <translation>Du bist dran: letzte Gelegenheit, %1 zu verdoppeln, oder passe.</translation>
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
        <translation>Alle haben gepasst: Es wird neu gegeben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Trump %1, %2</source>
        <comment>klaverjas, short: the trump suit, and who plays it</comment>
        <translation>Trumpf %1, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump: %1, played by %2.</source>
        <comment>klaverjas: the trump suit, and who plays it</comment>
        <translation>Trumpf: %1, Spieler: %2.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/common/spoken.py" line="-30"/>
        <source>%1 by %2</source>
        <comment>a contract: what, and who took it</comment>
        <translation>%1, Nehmer: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, contré</source>
        <translation>%1, Contre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1, coinched</source>
        <translation>%1, Coinche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, surcontré</source>
        <translation>%1, Surcontre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, surcoinched</source>
        <translation>%1, Surcoinche</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/speech.py" line="+3"/>
        <source>Contract: %1</source>
        <translation>Kontrakt: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The contract is %1.</source>
        <translation>Der Kontrakt lautet %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You play the %1.</source>
        <translation>Du spielst %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays the %2.</source>
        <translation>%1 spielt %2.</translation>
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
            <numerusform>Stich: %1, %n Punkt</numerusform>
            <numerusform>Stich: %1, %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You win the trick, %n points.</source>
        <translation>
            <numerusform>Du gewinnst den Stich, %n Punkt.</numerusform>
            <numerusform>Du gewinnst den Stich, %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 wins the trick, %n points.</source>
        <translation>
            <numerusform>%1 gewinnt den Stich, %n Punkt.</numerusform>
            <numerusform>%1 gewinnt den Stich, %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You announce %1.</source>
        <translation>Du sagst %1 an.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 announces %2.</source>
        <translation>%1 sagt %2 an.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You may announce %1.</source>
        <translation>Du kannst %1 ansagen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter announces it, N says nothing, 1 ticks or unticks it.</source>
        <translation>Enter sagt sie an, N sagt nichts an, 1 hakt sie an oder ab.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter announces the ticked ones, N says nothing, 1 to %1 tick or untick one.</source>
        <translation>Enter sagt die angehakten an, N sagt nichts an, 1 bis %1 haken eine an oder ab.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Declarations that score: %1.</source>
        <translation>Gewertete Ansagen: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal %1.</source>
        <translation>Runde %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1, dealt by %2.</source>
        <translation>Runde %1, Geber: %2.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/queries.py" line="+213"/>
        <location filename="../belote_desktop/ui/access/speech.py" line="+2"/>
        <source>Turned up: the %1.</source>
        <translation>Aufgedeckt: %1.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/speech.py" line="+11"/>
        <source>Nothing has been said yet.</source>
        <translation>Es wurde noch nichts gesagt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 for %2.</source>
        <comment>klaverjas: the roem of a trick, and who won the trick</comment>
        <translation>%1 für %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 calls roem: %2</source>
        <comment>klaverjas: Roem! called by a player</comment>
        <translation>%1 sagt Roem an: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 made it.</source>
        <comment>klaverjas: the makers&apos; deal is made</comment>
        <translation>%1 haben erfüllt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 went nat.</source>
        <comment>klaverjas: the makers failed (nat)</comment>
        <translation>%1 sind nat gegangen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pit for %1.</source>
        <comment>klaverjas: all eight tricks</comment>
        <translation>Pit für %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Litige: the points are held for the next deal.</source>
        <translation>Litige: Die Punkte werden für die nächste Runde zurückgehalten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract is made.</source>
        <translation>Der Kontrakt ist erfüllt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract fails.</source>
        <translation>Der Kontrakt ist gescheitert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capot for %1.</source>
        <translation>Capot: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal: %1 %2, %3 %4.</source>
        <translation>Diese Runde: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/queries.py" line="-77"/>
        <location filename="../belote_desktop/ui/access/speech.py" line="+1"/>
        <source>Score: %1 %2, %3 %4.</source>
        <translation>Stand: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/speech.py" line="+5"/>
        <source>The match is over: %1 win, %2 to %3.</source>
        <translation>Die Partie ist beendet: %1 gewinnen, %2 zu %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn, %1 playable</source>
        <translation>Du bist dran, %1 spielbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn. Cards you can play: %1.</source>
        <translation>Du bist dran. Spielbare Karten: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your bid</source>
        <translation>Dein Gebot</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your turn to bid.</source>
        <translation>Du bist mit Bieten dran.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose trump</source>
        <comment>klaverjas, short: you must play</comment>
        <translation>Wähle Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: you must play, choose trump.</source>
        <comment>klaverjas: all passed, or Utrechts</comment>
        <translation>Du bist dran: Du musst spielen, wähle Trumpf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play or pass</source>
        <comment>klaverjas, short: ik speel / ik pas</comment>
        <translation>Spielen oder passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn to choose trump: play or pass.</source>
        <comment>klaverjas: ik speel / ik pas</comment>
        <translation>Du wählst Trumpf: spielen oder passen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your trick: Enter gathers, R calls roem</source>
        <comment>klaverjas, short: gather the last trick</comment>
        <translation>Dein Stich: Enter zieht ein, R sagt Roem an</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the last trick. Gather it with Enter, or call its roem first with R.</source>
        <comment>klaverjas: gather the last trick</comment>
        <translation>Du hast den letzten Stich gewonnen. Zieh ihn mit Enter ein oder sag vorher mit R seinen Roem an.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your bid: %1.</source>
        <translation>Dein Gebot: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, trump not chosen</source>
        <comment>short: a bid&apos;s value, its trump not chosen yet</comment>
        <translation>%1, Trumpf noch nicht gewählt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your bid: %1, trump not chosen yet.</source>
        <translation>Dein Gebot: %1, Trumpf noch nicht gewählt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Taken back: %1.</source>
        <translation>Zurückgenommen: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On the table: %1.</source>
        <translation>Auf dem Tisch: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules open: %1. Tab past your cards to read them; %2 closes them.</source>
        <translation>Regeln offen: %1. Mit Tab hinter deine Karten, um sie zu lesen; %2 schließt sie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules closed.</source>
        <translation>Regeln geschlossen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 cannot be played: %2</source>
        <translation>Du darfst %1 nicht spielen: %2</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/statistics.py" line="-129"/>
        <location line="+18"/>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Forget the results of every match played so far? This cannot be undone.</source>
        <translation>Die Ergebnisse aller bisher gespielten Partien vergessen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results by rules and levels</source>
        <translation>Ergebnisse nach Regeln und Stärke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forget every result kept so far.</source>
        <translation>Alle bisher gespeicherten Ergebnisse vergessen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level of your computer partner</source>
        <translation>Stärke deines Computerpartners</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level of the computer opponents</source>
        <translation>Stärke der Computergegner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Matches played to the end</source>
        <translation>Zu Ende gespielte Partien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Matches your team won</source>
        <translation>Partien, die dein Team gewonnen hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deals played, not counting deals everyone passed</source>
        <translation>Gespielte Runden, ohne die Runden, in denen alle gepasst haben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contracts</source>
        <translation>Kontrakte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts your team took</source>
        <translation>Kontrakte, die dein Team genommen hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts your team took and made</source>
        <translation>Kontrakte, die dein Team genommen und erfüllt hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share of your team&apos;s contracts that were made</source>
        <translation>Anteil der Kontrakte deines Teams, die erfüllt wurden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their contracts</source>
        <translation>Gegnerkontrakte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts the opponents took</source>
        <translation>Kontrakte, die die Gegner genommen haben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made by them</source>
        <translation>Von Gegnern erfüllt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts the opponents took and made</source>
        <translation>Kontrakte, die die Gegner genommen und erfüllt haben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capots</source>
        <translation>Capots</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deals in which your team took all eight tricks</source>
        <translation>Runden, in denen dein Team alle acht Stiche gewonnen hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per deal (us)</source>
        <translation>Punkte/Runde (wir)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average points your team scored per deal</source>
        <translation>Durchschnittliche Punkte deines Teams pro Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per deal (them)</source>
        <translation>Punkte/Runde (Gegner)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average points the opponents scored per deal</source>
        <translation>Durchschnittliche Punkte der Gegner pro Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last raises</source>
        <translation>Letzte Erhöhungen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts your team raised once more after three passes</source>
        <translation>Kontrakte, die dein Team nach dreimal Passen noch einmal erhöht hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made after a last raise</source>
        <translation>Erfüllt nach letzter Erhöhung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raised contracts your team made</source>
        <translation>Erhöhte Kontrakte, die dein Team erfüllt hat</translation>
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
        <translation>mit Hinweisen, zurückgenommenen Zügen, wiederholten Runden oder gespielten Karten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the expert in your seat</source>
        <translation>der Experte auf deinem Platz</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No statistics yet: they are kept from the first deal you play.</source>
        <translation>Noch keine Statistik: Sie wird ab der ersten Runde geführt, die du spielst.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n matches played to the end, %1 won</source>
        <translation>
            <numerusform>%n Partie zu Ende gespielt, %1 gewonnen</numerusform>
            <numerusform>%n Partien zu Ende gespielt, %1 gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1%</source>
        <comment>a percentage, e.g. 62%</comment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Classic</source>
        <translation>Klassisch</translation>
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
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
</context>
<context>
    <name>SystemReasons</name>
    <message>
        <location filename="../belote_desktop/session/system_words.py" line="+26"/>
        <source>permission was refused</source>
        <translation>der Zugriff wurde verweigert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk can only be read, not written</source>
        <translation>der Datenträger kann nur gelesen, nicht beschrieben werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file or folder does not exist</source>
        <translation>die Datei oder der Ordner existiert nicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+31"/>
        <source>it is a folder</source>
        <translation>es ist ein Ordner</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>a part of its path is not a folder</source>
        <translation>ein Teil des Pfads ist kein Ordner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its name is too long</source>
        <translation>der Name ist zu lang</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another program is using it</source>
        <translation>ein anderes Programm greift gerade darauf zu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk could not be read or written</source>
        <translation>der Datenträger konnte nicht gelesen oder beschrieben werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>too many files are open</source>
        <translation>zu viele Dateien sind geöffnet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its path goes round in a loop of links</source>
        <translation>der Pfad enthält eine Schleife aus symbolischen Verknüpfungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is too large for the disk</source>
        <translation>die Datei ist zu groß für das Laufwerk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no device behind it</source>
        <translation>dahinter steckt kein Gerät</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the system refused it (error %1)</source>
        <translation>das System hat es verweigert (Fehler %1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the system refused it</source>
        <translation>das System hat es verweigert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is a named pipe (FIFO), not a file</source>
        <translation>es ist eine benannte Pipe (FIFO), keine Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a device, not a file</source>
        <translation>es ist ein Gerät, keine Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a socket, not a file</source>
        <translation>es ist ein Socket, keine Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not an ordinary file</source>
        <translation>es ist keine gewöhnliche Datei</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <location filename="../belote_desktop/ui/access/narrated.py" line="+179"/>
        <source>last raise of %1</source>
        <translation>letzte Erhöhung: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>last chance to double %1</source>
        <translation>letzte Gelegenheit, %1 zu verdoppeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>highest bid: %1</source>
        <translation>höchstes Gebot: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none yet</source>
        <comment>no contract yet</comment>
        <translation>noch keiner</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/table_access.py" line="+140"/>
        <location line="+2"/>
        <source>Card table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>card %1 of %2</source>
        <translation>Karte %1 von %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>can be played</source>
        <translation>spielbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot be played now</source>
        <translation>jetzt nicht spielbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chosen</source>
        <comment>the card the keyboard&apos;s ring is on</comment>
        <translation>ausgewählt</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Turned-up card</source>
        <translation>Aufgedeckte Karte</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cards in hand: %1</source>
        <translation>Karten auf der Hand: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <comment>whose turn it is</comment>
        <translation>am Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid: %1</source>
        <comment>a seat&apos;s last call in the auction</comment>
        <translation>Gebot: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <comment>no cards on the table</comment>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards on the table</source>
        <translation>Karten auf dem Tisch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Score</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/deal_access.py" line="+72"/>
        <source>Auction</source>
        <comment>the panel of who bid what</comment>
        <translation>Bietverlauf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal</source>
        <comment>the panel of each team&apos;s points and tricks</comment>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards played</source>
        <comment>the panel of the cards out</comment>
        <translation>Gespielte Karten</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/deal_panels.py" line="+177"/>
        <source>keeps %1</source>
        <comment>the last raise declined</comment>
        <translation>hält %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>raises to %1</source>
        <comment>the last raise</comment>
        <translation>erhöht auf %1</translation>
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
        <translation>noch keine Gebote</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2 points and roem, %3</source>
        <comment>klaverjas: a team&apos;s points and tricks</comment>
        <translation>%1 %2 Punkte und Roem, %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 points, %3</source>
        <comment>a team&apos;s card points and tricks</comment>
        <translation>%1 %2 Punkte, %3</translation>
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
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>TablePresenter</name>
    <message>
        <location filename="../belote_desktop/ui/table/presenter.py" line="-110"/>
        <source>You</source>
        <translation>Du</translation>
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
        <translation>Gewertete Ansagen: %1</translation>
    </message>
</context>
<context>
    <name>TableQuestions</name>
    <message>
        <location filename="../belote_desktop/ui/access/queries.py" line="-54"/>
        <source>No cards on the table: you lead.</source>
        <translation>Keine Karten auf dem Tisch: Du spielst aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cards on the table: %1 leads.</source>
        <translation>Keine Karten auf dem Tisch: %1 spielt aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cards on the table.</source>
        <translation>Keine Karten auf dem Tisch.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You are winning it.</source>
        <translation>Der Stich geht bisher an dich.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is winning it.</source>
        <translation>Der Stich geht bisher an %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the table: %1.</source>
        <translation>Auf dem Tisch: %1.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No trump chosen yet. The proposed suit: %1.</source>
        <translation>Noch kein Trumpf gewählt. Die vorgeschlagene Farbe: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trump chosen yet.</source>
        <comment>klaverjas</comment>
        <translation>Noch kein Trumpf gewählt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No contract yet.</source>
        <translation>Noch kein Kontrakt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No contract yet. Highest bid: %1.</source>
        <translation>Noch kein Kontrakt. Höchstes Gebot: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No contract: everyone passed.</source>
        <translation>Kein Kontrakt: Alle haben gepasst.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It ended in a litige.</source>
        <translation>Es endete mit einem Litige.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was made.</source>
        <translation>Er wurde erfüllt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It failed.</source>
        <translation>Er ist gescheitert.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This deal so far: %1 %2, %3 %4.</source>
        <translation>Diese Runde bisher: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roem so far: %1 %2, %3 %4.</source>
        <translation>Roem bisher: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first team to reach %1 points wins.</source>
        <translation>Das erste Team, das %1 Punkte erreicht, gewinnt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An extra deal: the scores were level.</source>
        <translation>Eine Zusatzrunde: Der Stand war gleich.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1 of %2.</source>
        <translation>Runde %1 von %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The cards have not been dealt yet.</source>
        <translation>Die Karten sind noch nicht gegeben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The match is over.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal is over.</source>
        <translation>Die Runde ist beendet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 plays or passes next.</source>
        <comment>klaverjas</comment>
        <translation>%1 spielt oder passt als Nächstes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bids next.</source>
        <translation>%1 bietet als Nächstes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to announce your declarations, or to say nothing.</source>
        <translation>Du bist dran: Mach deine Ansagen oder sag nichts an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to play.</source>
        <translation>Du bist am Zug.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays next.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick %1 of 8.</source>
        <translation>Stich %1 von 8.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No bids yet.</source>
        <translation>Noch keine Gebote.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No calls yet: you speak first.</source>
        <comment>klaverjas</comment>
        <translation>Noch nichts gesagt: Du beginnst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No calls yet: %1 speaks first.</source>
        <comment>klaverjas</comment>
        <translation>Noch nichts gesagt: %1 beginnt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No bids yet: you bid first.</source>
        <translation>Noch keine Gebote: Du beginnst mit dem Bieten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No bids yet: %1 bids first.</source>
        <translation>Noch keine Gebote: %1 beginnt mit dem Bieten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First round: %1. Second round: %2.</source>
        <translation>Erste Bietrunde: %1. Zweite Bietrunde: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calls: %1.</source>
        <comment>klaverjas</comment>
        <translation>Gesagt: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bids: %1.</source>
        <translation>Gebote: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No card is turned up in this game: every player is dealt eight cards.</source>
        <translation>In diesem Spiel wird keine Karte aufgedeckt: Jeder bekommt acht Karten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card has been turned up yet.</source>
        <translation>Es wurde noch keine Karte aufgedeckt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The turned-up card, the %1, went to you.</source>
        <translation>Die aufgedeckte Karte, %1, ging an dich.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turned-up card, the %1, went to %2.</source>
        <translation>Die aufgedeckte Karte, %1, ging an %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No trick has been taken yet in this deal.</source>
        <translation>In dieser Runde wurde noch kein Stich gespielt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Last trick, trick %1 of 8: %2.</source>
        <translation>Letzter Stich, Stich %1 von 8: %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You won it, %n points.</source>
        <translation>
            <numerusform>Du hast ihn gewonnen, %n Punkt.</numerusform>
            <numerusform>Du hast ihn gewonnen, %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 won it, %n points.</source>
        <translation>
            <numerusform>%1 hat ihn gewonnen, %n Punkt.</numerusform>
            <numerusform>%1 hat ihn gewonnen, %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 (trumps)</source>
        <comment>a suit of the hand that is trump</comment>
        <translation>%1 (Trumpf)</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+9"/>
        <source>You have no cards.</source>
        <translation>Du hast keine Karten.</translation>
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
            <numerusform>Deine Hand, %n Karte: %1.</numerusform>
            <numerusform>Deine Hand, %n Karten: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You have no %1.</source>
        <translation>Du hast kein %1.</translation>
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
        <translation>Pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clubs</source>
        <translation>Kreuz</translation>
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
        <translation>Geber</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>D</source>
        <comment>the dealer&apos;s chip: first letter of Dealer</comment>
        <translation>G</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/items/panels.py" line="+57"/>
        <source>Score</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Score to %1</source>
        <translation>Stand (bis %1)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Extra deal</source>
        <comment>the score panel&apos;s title</comment>
        <translation>Zusatzrunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1 of %2</source>
        <comment>the score panel&apos;s title</comment>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/deal_panels.py" line="-15"/>
        <location filename="../belote_desktop/ui/table/items/deal_tally.py" line="+4"/>
        <location filename="../belote_desktop/ui/table/items/panels.py" line="+15"/>
        <source>Us</source>
        <comment>the human&apos;s team</comment>
        <translation>Wir</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../belote_desktop/ui/table/items/deal_tally.py" line="+1"/>
        <location filename="../belote_desktop/ui/table/items/panels.py" line="+1"/>
        <source>Them</source>
        <comment>the other team</comment>
        <translation>Gegner</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/items/panels.py" line="+45"/>
        <source>Highest bid</source>
        <comment>during the auction</comment>
        <translation>Höchstes Gebot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract</source>
        <translation>Kontrakt</translation>
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
        <translation>Nehmer: %1</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/phrases.py" line="-19"/>
        <source>Pass</source>
        <comment>a bid</comment>
        <translation>Passe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take</source>
        <comment>classic bid: take the up-card&apos;s suit</comment>
        <translation>Ich nehme</translation>
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
        <translation>Halten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last raise</source>
        <comment>the contract panel&apos;s title then</comment>
        <translation>Letzte Erhöhung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last double?</source>
        <comment>the contract panel&apos;s title: the opponents&apos; last chance to double</comment>
        <translation>Letzte Verdopplung?</translation>
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
        <translation>Alle gepasst: neue Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tierce</source>
        <comment>a declaration: three in sequence</comment>
        <translation>Terz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fifty</source>
        <comment>a declaration: four in sequence</comment>
        <translation>Fünfziger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hundred</source>
        <comment>a declaration: five in sequence</comment>
        <translation>Hunderter</translation>
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
        <translation>Erhöht: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Last raise: you may raise your %1 once more, or keep it.</source>
        <translation>Letzte Erhöhung: Du darfst deinen Kontrakt %1 noch einmal erhöhen oder ihn halten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last raise: %1 may raise %2 once more, or keep it.</source>
        <translation>Letzte Erhöhung: %1 darf den Kontrakt %2 noch einmal erhöhen oder ihn halten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your opponents&apos; last chance to double your %1.</source>
        <translation>Letzte Gelegenheit für deine Gegner, deinen Kontrakt %1 zu verdoppeln.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last chance to double %1 by %2.</source>
        <comment>the opponents of the bidder may double now</comment>
        <translation>Letzte Gelegenheit, %1 von %2 zu verdoppeln.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/items/cards_played.py" line="+80"/>
        <source>Played</source>
        <comment>the cards-played panel&apos;s title: cards out</comment>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/items/deal_tally.py" line="-10"/>
        <source>This deal</source>
        <comment>the tally panel&apos;s title: the deal in play</comment>
        <translation>Diese Runde</translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <location filename="../belote_desktop/ui/common/words.py" line="+62"/>
        <source>you and your partner</source>
        <comment>a team, in the middle of a sentence</comment>
        <translation>du und dein Partner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your opponents</source>
        <comment>a team, in the middle of a sentence</comment>
        <translation>deine Gegner</translation>
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
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new match? The match in progress (deal %1, %2 to %3) will be lost.</source>
        <translation>Eine neue Partie beginnen? Die laufende Partie (Runde %1, %2 zu %3) geht verloren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start a new match</source>
        <translation>Neue Partie beginnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 won the match, %2 to %3.</source>
        <translation>%1 haben die Partie %2 zu %3 gewonnen.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A deal can be reviewed once it has been played to the end.</source>
        <translation>Eine Runde kann analysiert werden, sobald sie zu Ende gespielt ist.</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>About Belote Desktop</source>
        <translation>Über Belote Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote Desktop %1
Belote, coinche and contrée against computer players.</source>
        <translation>Belote Desktop %1
Belote, Coinche und Contrée gegen Computerspieler.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export match</source>
        <translation>Partie exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json)</source>
        <translation>Spielprotokolle (*.json)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match could not be written to %1: %2</source>
        <translation>Die Partie konnte nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match exported to %1.</source>
        <translation>Partie nach %1 exportiert.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open game record</source>
        <translation>Spielprotokoll öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Spielprotokolle (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The file %1 could not be read: %2</source>
        <translation>Die Datei %1 konnte nicht gelesen werden: %2</translation>
    </message>
</context>
</TS>

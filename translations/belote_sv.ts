<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv" sourcelanguage="en">
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
        <translation>Belote Desktop är redan öppet. Gå till dess fönster för att spela vidare.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The file %1 cannot be used: %2. The game goes on without it.</source>
        <translation>Filen %1 kan inte användas: %2. Spelet fortsätter utan den.</translation>
    </message>
</context>
<context>
    <name>AutoPlay</name>
    <message>
        <location filename="../belote_desktop/ui/auto_play.py" line="+36"/>
        <source>Only card: %1</source>
        <translation>Enda kortet: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the %1 can be played: it is played for you.</source>
        <translation>Bara %1 kan spelas: kortet spelas åt dig.</translation>
    </message>
</context>
<context>
    <name>BiddingPanel</name>
    <message>
        <location filename="../belote_desktop/ui/panels/bidding.py" line="+66"/>
        <location line="+192"/>
        <source>Your bid:</source>
        <translation>Ditt bud:</translation>
    </message>
    <message>
        <location line="-186"/>
        <location line="+118"/>
        <location line="+2"/>
        <source>Take %1</source>
        <translation>Ta %1</translation>
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
        <translation>Bjud</translation>
    </message>
    <message>
        <location line="-116"/>
        <location line="+92"/>
        <source>&amp;Pass</source>
        <translation>&amp;Passa</translation>
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
        <translation>Behåll</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>Bidding</source>
        <translation>Budgivning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value of the bid</source>
        <translation>Budets värde</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>I play %1</source>
        <comment>klaverjas: ik speel</comment>
        <translation>Jag spelar %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play with this suit as trump (key %1, or T)</source>
        <translation>Spela med den här färgen som trumf (tangent %1 eller T)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take with this suit as trump (key %1, or T)</source>
        <translation>Ta med den här färgen som trumf (tangent %1 eller T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The points you promise (Up and Down keys)</source>
        <translation>Poängen du lovar (tangenterna Upp och Ned)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spades as trump</source>
        <translation>Spader som trumf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hearts as trump</source>
        <translation>Hjärter som trumf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Diamonds as trump</source>
        <translation>Ruter som trumf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clubs as trump</source>
        <translation>Klöver som trumf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sans atout: no trump</source>
        <translation>Sans atout: ingen trumf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tout atout: every suit is trump</source>
        <translation>Tout atout: alla färger är trumf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (key %2)</source>
        <translation>%1 (tangent %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+26"/>
        <source>Bid the value and trump chosen (Enter)</source>
        <translation>Bjud valt värde och vald trumf (Enter)</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>I &amp;pass</source>
        <comment>klaverjas: ik pas</comment>
        <translation>Jag &amp;passar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass (P)</source>
        <translation>Passa (P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contre</source>
        <translation>Contre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double the opponents&apos; contract: contre (C)</source>
        <translation>Dubbla motståndarnas kontrakt: contre (C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontre</source>
        <translation>Surcontre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double again after their contre (S)</source>
        <translation>Dubbla igen efter deras contre (S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double the opponents&apos; contract (C)</source>
        <translation>Dubbla motståndarnas kontrakt (C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double again after their coinche (S)</source>
        <translation>Dubbla igen efter deras coinche (S)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Last raise of your %1:</source>
        <translation>Sista höjningen av ditt kontrakt %1:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last chance to double %1:</source>
        <translation>Sista chansen att dubbla %1:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Proposed: %1. Play or pass?</source>
        <comment>klaverjas, gedraaid</comment>
        <translation>Föreslagen: %1. Spela eller passa?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must play: choose trump.</source>
        <comment>klaverjas, all passed or Utrechts</comment>
        <translation>Du måste spela: välj trumf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play or pass?</source>
        <comment>klaverjas: ik speel / ik pas</comment>
        <translation>Spela eller passa?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your last raise: raise your contract once more, or keep it (K).</source>
        <translation>Din sista höjning: höj ditt kontrakt en gång till, eller behåll det (K).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last chance to double the opponents&apos; contract, or pass.</source>
        <translation>Din sista chans att dubbla motståndarnas kontrakt, eller passa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to choose trump: play or pass.</source>
        <comment>klaverjas</comment>
        <translation>Din tur att välja trumf: spela eller passa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Raise your %1 once more, in the same trump, or keep it; then the opponents may double.</source>
        <translation>Höj ditt kontrakt %1 en gång till, i samma trumf, eller behåll det; sedan får motståndarna dubbla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Raise</source>
        <translation>Höj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise the contract to the value chosen (Enter)</source>
        <translation>Höj kontraktet till det valda värdet (Enter)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the contract as it is, without a last raise (K)</source>
        <translation>Behåll kontraktet som det är, utan sista höjning (K)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep %1</source>
        <comment>the last raise: %1 the contract in words</comment>
        <translation>Behåll %1</translation>
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
        <translation>Kn</translation>
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
        <translation>E</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/common/words.py" line="+142"/>
        <source>Four sevens</source>
        <translation>Fyra sjuor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four eights</source>
        <translation>Fyra åttor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four nines</source>
        <translation>Fyra nior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four tens</source>
        <translation>Fyra tior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four jacks</source>
        <translation>Fyra knektar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four queens</source>
        <translation>Fyra damer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four kings</source>
        <translation>Fyra kungar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four aces</source>
        <translation>Fyra ess</translation>
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
        <translation>Terts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fifty</source>
        <comment>four in sequence</comment>
        <translation>Kvart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hundred</source>
        <comment>five or more in sequence</comment>
        <translation>Kvint</translation>
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
        <translation>klaverjas spelas inte med %1, en variant av belote: välj en av %2, eller utelämna --game</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>belote is not played with the klaverjas preset %1: choose one of %2, or leave out --game</source>
        <translation>belote spelas inte med klaverjasförvalet %1: välj ett av %2, eller utelämna --game</translation>
    </message>
</context>
<context>
    <name>DealNumberDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/deal_number.py" line="+106"/>
        <source>Type the number of the deal you want to play.</source>
        <translation>Skriv numret på den giv du vill spela.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deal number holds digits only (spaces between groups of digits are fine).</source>
        <translation>Ett givnummer består bara av siffror (mellanslag mellan siffergrupper går bra).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no deal with this number. Deal numbers go from 1 to %1; a deal dealt from the gathered cards has a number of 37 digits.</source>
        <translation>Det finns ingen giv med det numret. Givnummer går från 1 till %1; en giv som delats ut ur de ihopsamlade korten har ett nummer med 37 siffror.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play a deal by number</source>
        <translation>Spela en giv efter nummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every deal has a number, shown in its summary and on the score sheet. The same number deals the same cards by the same dealer. A new match starts with that deal, under the rules chosen in Settings.</source>
        <translation>Varje giv har ett nummer, som står i sammanfattningen av given och i protokollet. Samma nummer ger samma kort, av samma givare. En ny match börjar med den given, med reglerna som valts i Inställningar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal &amp;number:</source>
        <translation>Giv&amp;nummer:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal number</source>
        <translation>Givnummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play this deal</source>
        <translation>&amp;Spela den här given</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/deal_summary/dialog.py" line="+278"/>
        <source>Deal summary</source>
        <translation>Sammanfattning av given</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Match over</source>
        <translation>Matchen är slut</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deal %1</source>
        <translation>Giv %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deciding deal, deal %1:</source>
        <translation>Den avgörande given, giv %1:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsätt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Protokoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Review this deal</source>
        <translation>&amp;Granska den här given</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New match</source>
        <translation>&amp;Ny match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card points</source>
        <translation>Kortpoäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick (10 de der)</source>
        <translation>Sista sticket (10 de der)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capot bonus</source>
        <translation>Capotbonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Mälningar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote</source>
        <translation>Belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted</source>
        <translation>Räknat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for the deal</source>
        <translation>Poäng för given</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the litige</source>
        <translation>Från litige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match total</source>
        <translation>Matchtotal</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Points of deal %1</source>
        <translation>Poäng för giv %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Deal number: %1</source>
        <translation>Givnummer: %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Game &gt; Play a deal by number deals these cards again, by the same dealer.</source>
        <translation>Spel &gt; Spela en giv efter nummer ger de här korten igen, av samma givare.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play this deal &amp;again</source>
        <translation>Spela den här given &amp;igen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards, the same dealer. The match then counts apart in your statistics.</source>
        <translation>Samma kort, samma givare. Matchen räknas sedan för sig i din statistik.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the expert &amp;play my cards</source>
        <translation>Låt &amp;experten spela mina kort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards played again by the expert in your seat, set beside your play.</source>
        <translation>Samma kort spelade igen av experten på din plats, bredvid ditt eget spel.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+3"/>
        <source>Contract: %1 · dealt by %2</source>
        <translation>Kontrakt: %1 · givare: %2</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>takers</source>
        <translation>tagare</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>defence</source>
        <translation>försvar</translation>
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
        <translation>Alla passade: korten ges om och inga poäng räknas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal is still being played.</source>
        <translation>Den här given spelas fortfarande.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Declarations: %1</source>
        <translation>Mälningar: %1</translation>
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
            <numerusform>Litige: tagarnas %n poäng hålls kvar och går till laget som vinner nästa giv.</numerusform>
            <numerusform>Litige: tagarnas %n poäng hålls kvar och går till laget som vinner nästa giv.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The %n points held by the litige go to %1, who won this deal.</source>
        <translation>
            <numerusform>Den %n poäng som hölls kvar av litige går till %1, som vann den här given.</numerusform>
            <numerusform>De %n poäng som hölls kvar av litige går till %1, som vann den här given.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Litige: the takers (%1) and the defence counted the same.</source>
        <translation>Litige: tagarna (%1) och försvaret räknade lika mycket.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract made by %1.</source>
        <translation>%1 klarade kontraktet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract failed by %1 (dedans).</source>
        <translation>%1 gick bet med kontraktet (dedans).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capot for %1: all eight tricks.</source>
        <translation>Capot för %1: alla åtta stick.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>They counted %1 for a bid of %2.</source>
        <translation>De räknade %1 på ett bud om %2.</translation>
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
        <translation>%1 för alla korten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 declarations</source>
        <translation>%1 mälningar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 + the bid %2</source>
        <translation>%1 + budet %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 + the bid %2 × %3</source>
        <comment>160 + the bid × 2 (coinche) or × 4 (surcoinche)</comment>
        <translation>%1 + budet %2 × %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 counted</source>
        <translation>%1 räknat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bid %1</source>
        <translation>budet %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each deal&apos;s points are rounded to the nearest ten.</source>
        <translation>Varje givs poäng avrundas till närmaste tiotal.</translation>
    </message>
</context>
<context>
    <name>DealTally</name>
    <message numerus="yes">
        <location filename="../belote_desktop/ui/table/items/deal_tally.py" line="+62"/>
        <source>%n trick(s)</source>
        <comment>the tricks a team took in the deal</comment>
        <translation>
            <numerusform>%n stick</numerusform>
            <numerusform>%n stick</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeclarationPanel</name>
    <message>
        <location filename="../belote_desktop/ui/panels/declarations.py" line="+86"/>
        <source>Your declarations (say them during the first trick):</source>
        <translation>Dina mälningar (anmäl dem under första sticket):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Mälningar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce</source>
        <translation>Anmäl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce the ticked declarations (Enter)</source>
        <translation>Anmäl de markerade mälningarna (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say nothing</source>
        <translation>Säg inget</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep your declarations to yourself (N)</source>
        <translation>Behåll dina mälningar för dig själv (N)</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/error.py" line="+107"/>
        <source>Belote Desktop: error</source>
        <translation>Belote Desktop: fel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Something went wrong. The game can go on; the details were saved to %1.</source>
        <translation>Något gick fel. Spelet kan fortsätta; detaljerna sparades i %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Something went wrong. The game can go on; the details could not be saved, so please copy them from here.</source>
        <translation>Något gick fel. Spelet kan fortsätta; detaljerna kunde inte sparas, så kopiera dem härifrån.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy details</source>
        <translation>&amp;Kopiera detaljer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hide &amp;details</source>
        <translation>Dölj &amp;detaljer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show &amp;details</source>
        <translation>Visa &amp;detaljer</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n more error(s) happened while this window was open.</source>
        <translation>
            <numerusform>Ytterligare ett fel inträffade medan fönstret var öppet.</numerusform>
            <numerusform>Ytterligare %n fel inträffade medan fönstret var öppet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The last %n are not shown here.</source>
        <translation>
            <numerusform>Det senaste visas inte här.</numerusform>
            <numerusform>De senaste %n visas inte här.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExpertComparisonDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/expert_comparison.py" line="+123"/>
        <source>%1 led: %2 · won by %3</source>
        <comment>%1 the seat that led, %2 the cards in order, %3 the winner</comment>
        <translation>Utspel: %1 · %2 · sticket: %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everyone passed: nothing scored</source>
        <translation>Alla passade: inga poäng</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · %2 to %3</source>
        <translation>%1 · %2 mot %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your team scored %1 in this deal; with the expert in your seat it would have scored %2.</source>
        <translation>Ditt lag fick %1 poäng i den här given; med experten på din plats hade det fått %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The expert&apos;s play was worth %n more points to your team.</source>
        <translation>
            <numerusform>Expertens spel var värt %n poäng mer för ditt lag.</numerusform>
            <numerusform>Expertens spel var värt %n poäng mer för ditt lag.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your play was worth %n more points to your team than the expert&apos;s.</source>
        <translation>
            <numerusform>Ditt spel var värt %n poäng mer för ditt lag än expertens.</numerusform>
            <numerusform>Ditt spel var värt %n poäng mer för ditt lag än expertens.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same score either way.</source>
        <translation>Samma poäng i båda fallen.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Bidding</source>
        <translation>Budgivning</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trick %1</source>
        <translation>Stick %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+24"/>
        <source>no trick</source>
        <translation>inget stick</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the same</source>
        <translation>samma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the same as yours</source>
        <translation>samma som ditt</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The expert plays your cards: deal %1</source>
        <translation>Experten spelar dina kort: giv %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1 played again with the same cards: the expert computer player in your seat, the same computer players in the other seats. Where the expert&apos;s deal went differently it is written out in bold; elsewhere it went as yours did.</source>
        <translation>Giv %1 spelad igen med samma kort: datorspelaren Expert på din plats, samma datorspelare på de andra platserna. Där expertens giv gick annorlunda står den utskriven i fetstil; i övrigt gick den som din.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%v of %m cards played</source>
        <translation>%v av %m kort spelade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The expert is playing</source>
        <translation>Experten spelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When</source>
        <translation>När</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As you played it</source>
        <translation>Som du spelade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As the expert played it</source>
        <translation>Som experten spelade</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../belote_desktop/ui/hints.py" line="+45"/>
        <source>it is the only card you may play</source>
        <translation>det är det enda kort du får spela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it wins the trick</source>
        <translation>det vinner sticket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your partner is winning the trick: give points</source>
        <translation>din partner vinner sticket: ge poäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it draws the opponents&apos; trumps</source>
        <translation>det drar ut motståndarnas trumf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it discards from your shortest side suit</source>
        <translation>det sakar från din kortaste sidofärg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it keeps your master trump for later</source>
        <translation>det sparar din högsta trumf till senare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the trick is lost: it gives away as few points as possible</source>
        <translation>sticket är förlorat: det ger bort så få poäng som möjligt</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_access.py" line="+140"/>
        <source>Hint: %1, %2.</source>
        <translation>Tips: %1, %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: %1.</source>
        <translation>Tips: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../belote_desktop/ui/hints.py" line="+32"/>
        <source>Expected score of this deal, your team&apos;s minus theirs, over %n possible layouts of the hidden cards: %1</source>
        <translation>
            <numerusform>Väntat resultat för den här given, ditt lag minus motståndarna, i snitt över %n möjlig fördelning av de dolda korten: %1</numerusform>
            <numerusform>Väntat resultat för den här given, ditt lag minus motståndarna, i snitt över %n möjliga fördelningar av de dolda korten: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The coach is thinking…</source>
        <translation>Coachen tänker…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A hint is for your turn to bid or to play.</source>
        <translation>Tips ges bara när det är din tur att bjuda eller spela.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Hint (H)</source>
        <translation>Tips (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What would a strong player do here?</source>
        <translation>Vad skulle en stark spelare göra här?</translation>
    </message>
</context>
<context>
    <name>Keeper</name>
    <message>
        <location filename="../belote_desktop/session/keeper.py" line="+120"/>
        <source>it is a file, not a folder</source>
        <translation>det är en fil, inte en mapp</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The folder where the game keeps your match and statistics, %1, cannot be used: %2. The game goes on, but nothing is saved.</source>
        <translation>Mappen där spelet sparar din match och din statistik, %1, kan inte användas: %2. Spelet fortsätter, men inget sparas.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The statistics in %1 could not be read (%2). They are kept for this session only.</source>
        <translation>Statistiken i %1 kunde inte läsas (%2). Den förs bara under den här sessionen.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The saved match in %1 could not be read (%2). A new match starts, and the file is left as it is.</source>
        <translation>Den sparade matchen i %1 kunde inte läsas (%2). En ny match börjar, och filen lämnas som den är.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Saving works again: your match is saved.</source>
        <translation>Sparandet fungerar igen: din match är sparad.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your match cannot be saved in %1: %2. The game goes on and the previous save is kept; saving is tried again after every trick.</source>
        <translation>Din match kan inte sparas i %1: %2. Spelet fortsätter och den förra sparningen behålls; spelet försöker spara igen efter varje stick.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>The statistics cannot be saved in %1: %2. They are kept for this session, and saving is tried again after every deal.</source>
        <translation>Statistiken kan inte sparas i %1: %2. Den förs under den här sessionen, och spelet försöker spara igen efter varje giv.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>it is empty</source>
        <translation>den är tom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not text (random bytes?)</source>
        <translation>den är inte text (slumpmässiga byte?)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is cut short or not in the right format</source>
        <translation>den är avkortad eller har fel format</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was written by another version of the program</source>
        <translation>den skrevs av en annan version av programmet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it holds a move the rules do not allow</source>
        <translation>den innehåller ett drag som reglerna inte tillåter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its contents are not what a game file holds</source>
        <translation>innehållet är inte det som en spelfil ska innehålla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it does not exist</source>
        <translation>den finns inte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is far larger than any file of the game (more than %1 MiB)</source>
        <translation>den är mycket större än någon av spelets filer (mer än %1 MiB)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The saved match could not be used: %1. A new match starts.</source>
        <translation>Den sparade matchen kunde inte användas: %1. En ny match börjar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The statistics could not be read: %1. They start again from zero.</source>
        <translation>Statistiken kunde inte läsas: %1. Den börjar om från noll.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game record cannot be shown: %1. The file was left as it is.</source>
        <translation>Den här spelfilen kan inte visas: %1. Filen lämnades orörd.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The damaged file was kept as %1.</source>
        <translation>Den skadade filen sparades som %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The damaged file %1 could not be kept aside (%2); it is left as it is and will not be written over.</source>
        <translation>Den skadade filen %1 kunde inte läggas undan (%2); den lämnas som den är och skrivs inte över.</translation>
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
        <translation>spelare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defenders</source>
        <translation>motparti</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Last trick</source>
        <translation>Sista sticket</translation>
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
        <translation>Poäng och roem</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/common/klaverjas_words.py" line="+26"/>
        <source>Made by %1: %2 against %3.</source>
        <comment>klaverjas: makers, their points and roem, the others&apos;</comment>
        <translation>Klarat av %1: %2 mot %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nat: %1 counted %2, not more than the %3 of %4.</source>
        <comment>klaverjas: the makers failed</comment>
        <translation>Nat: %1 fick %2, inte mer än %4 med %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pit: all eight tricks to %1.</source>
        <comment>klaverjas</comment>
        <translation>Pit: alla åtta stick till %1.</translation>
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
        <translation>%1 poäng</translation>
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
        <translation>%1 roem från båda lagen</translation>
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
        <translation>(%1) × 2 för spader</translation>
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
        <translation>Jag spelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I pass</source>
        <comment>klaverjas: ik pas</comment>
        <translation>Jag passar</translation>
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
        <translation>Roem %1 och stuk</translation>
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
        <translation>Trumf, spelare</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_klaverjas.py" line="+41"/>
        <source>There is no roem in this trick.</source>
        <translation>Det finns ingen roem i det här sticket.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The roem of this trick has been called.</source>
        <translation>Roem i det här sticket är redan ropad.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem cannot be called now.</source>
        <translation>Roem kan inte ropas nu.</translation>
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
        <translation>Poäng</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points of %1</source>
        <comment>score sheet: a column of a team, %1</comment>
        <translation>Poäng (%1)</translation>
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
        <translation>Poäng (%1) i varje giv: kortpoäng och sista stickets 10. Blir en giv nat skriver spelarna nat och de andra 162.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roem of %1 in each deal, with 100 for pit. When a deal is nat, the others write the roem of both teams.</source>
        <translation>Roem (%1) i varje giv, med 100 för pit. Blir en giv nat skriver de andra roem från båda lagen.</translation>
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
        <translation>Giv %1 av %2, ännu inte spelad</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Teams over their points and roem</source>
        <comment>score sheet</comment>
        <translation>Lagen ovanför sina poäng och roem</translation>
    </message>
</context>
<context>
    <name>KlaverjasHelp</name>
    <message>
        <location filename="../belote_desktop/i18n/klaverjas_options_text.py" line="+45"/>
        <source>Dealing in packets</source>
        <translation>Utdelning i omgångar</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/i18n/klaverjas_text.py" line="+244"/>
        <location line="+655"/>
        <location line="+29"/>
        <source>Choosing trump</source>
        <translation>Val av trumf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First to speak</source>
        <translation>Vem som har första ordet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All pass on a proposed suit</source>
        <translation>Alla passar på en föreslagen färg</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/i18n/klaverjas_text.py" line="+5"/>
        <source>First lead</source>
        <translation>Första utspel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump rule</source>
        <translation>Trumfregel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undertrumping</source>
        <translation>Undertrumfning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four nines, eights or sevens</source>
        <translation>Fyra nior, åttor eller sjuor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four jacks</source>
        <translation>Fyra knektar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count roem for me</source>
        <translation>Räkna roem åt mig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Half is made</source>
        <translation>Hälften räcker för att klara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pit for either team</source>
        <translation>Pit för båda lagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades count twice</source>
        <translation>Spader räknas två gånger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the match</source>
        <translation>Matchens slut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra deal on a tie</source>
        <translation>Extra giv vid lika</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>How the eight cards are given out. Only the dealing you see changes; the Dutch card union allows only 3-2-3 in its competitions.</source>
        <translation>Hur de åtta korten delas ut. Bara utdelningen du ser ändras; det nederländska kortförbundet tillåter bara 3-2-3 i sina tävlingar.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>free (vrij)</source>
        <translation>fritt (vrij)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forced (Utrechts)</source>
        <translation>tvingat (Utrechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>proposed suit (gedraaid)</source>
        <translation>föreslagen färg (gedraaid)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How trump is chosen: freely with passing, by the first speaker without passing (Utrechts), or by accepting or passing a suit proposed by chance.</source>
        <translation>Hur trumf väljs: fritt med pass, av den som har första ordet utan pass (Utrechts), eller genom att spela eller passa på en färg som slumpen föreslår.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>dealer</source>
        <translation>givaren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who speaks first, and so must play when all four pass.</source>
        <translation>Vem som har första ordet och därför måste spela när alla fyra passar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>any suit</source>
        <translation>valfri färg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>another suit</source>
        <translation>en annan färg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the next proposed suit</source>
        <translation>nästa föreslagna färg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With gedraaid only: when all four pass, the first speaker must play in any suit, in any suit but the proposed one, or in the suit chance proposes next.</source>
        <translation>Bara med gedraaid: när alla fyra passar måste den som hade första ordet spela, i valfri färg, i valfri färg utom den föreslagna, eller i den färg slumpen föreslår härnäst.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the player who chose trump</source>
        <translation>den som valde trumf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who leads the first trick.</source>
        <translation>Vem som spelar ut till första sticket.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whether a player who cannot follow suit must trump the partner&apos;s winning trick too (Rotterdams) or not (Amsterdams).</source>
        <translation>Om den som inte kan följa färg också måste trumfa partnerns vinnande stick (Rotterdams) eller inte (Amsterdams).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>as the trump rule says</source>
        <translation>som trumfregeln säger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only if nothing else</source>
        <translation>bara om inget annat finns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forced</source>
        <translation>tvingad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What a player who must trump but cannot overtrump does. Amsterdams avoids undertrumping and Rotterdams forces it, unless you choose otherwise here.</source>
        <translation>Vad gör den som måste trumfa men inte kan övertrumfa? Amsterdams undviker undertrumfning och Rotterdams kräver den, om du inte väljer annat här.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>nothing</source>
        <translation>inget</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether four low cards of one rank are roem. The Dutch rules count 100; some online rooms count only aces, tens, kings and queens.</source>
        <translation>Om fyra låga kort av samma valör är roem. De nederländska reglerna räknar 100; en del spelsajter räknar bara ess, tior, kungar och damer.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Four jacks are worth 200 in most rules; the union&apos;s own list gives every four of a kind 100.</source>
        <translation>Fyra knektar är värda 200 i de flesta regler; förbundets egen lista ger varje fyrtal 100.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On: the game counts all roem. Off: you call it with the Roem! button before the trick is gathered, or it is lost.</source>
        <translation>På: spelet räknar all roem. Av: du ropar den med knappen Roem! innan sticket samlas in, annars går den förlorad.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Off, the usual rule: exactly half is nat. On: the makers need only as much as the defenders.</source>
        <translation>Av, den vanliga regeln: exakt hälften är nat. På: det spelande laget behöver bara lika mycket som försvaret.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Off: only the makers earn the pit bonus. On: defenders who take every trick earn it too.</source>
        <translation>Av: bara det spelande laget får pitbonusen. På: även ett försvar som tar alla stick får den.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On: a deal with spades as trump counts twice for both teams, as in some online rooms.</source>
        <translation>På: ett giv med spader som trumf räknas två gånger för båda lagen, som på en del spelsajter.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The usual match is a boompje of 16 deals; another number of deals, or a target such as 1500 points, can be set.</source>
        <translation>Oftast är en match ett boompje på 16 giv; ett annat antal giv, eller en poänggräns som 1500 poäng, kan ställas in.</translation>
    </message>
    <message>
        <location line="-3"/>
        <location filename="../belote_desktop/i18n/klaverjas_text.py" line="+42"/>
        <source>a boompje of 16 deals</source>
        <translation>ett boompje på 16 giv</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+52"/>
        <source>a points target</source>
        <translation>en poänggräns</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>With a fixed number of deals: off, equal totals are a draw; on, one more deal is played.</source>
        <translation>Med ett fast antal giv: av, lika summor blir oavgjort; på, ett giv till spelas.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>a fixed number of deals</source>
        <translation>ett fast antal giv</translation>
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
        <translation>antal giv: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target %1</source>
        <translation>gräns %1</translation>
    </message>
    <message>
        <location filename="../belote_desktop/i18n/klaverjas_text.py" line="-879"/>
        <source>Klaverjas: the game and the table</source>
        <translation>Klaverjas: spelet och bordet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Klaverjas (&lt;i&gt;klaverjassen&lt;/i&gt;) is the Dutch member of the belote family: the same 32 cards, the same jack and nine at the top of the trump suit and the same card points. Four players play in two fixed teams, partners facing each other: North and South against East and West. You sit South.</source>
        <translation>Klaverjas (&lt;i&gt;klaverjassen&lt;/i&gt;) är den nederländska medlemmen i samma familj som belote: samma 32 kort, samma knekt och nia överst i trumffärgen och samma kortpoäng. Fyra spelare spelar i två fasta lag med partnerna mittemot varandra: Nord och Syd mot Öst och Väst. Du sitter Syd.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The team of the player who chooses trump are the &lt;i&gt;makers&lt;/i&gt;; the others are the &lt;i&gt;defenders&lt;/i&gt;. The makers must count more than the defenders, or they go &lt;i&gt;nat&lt;/i&gt; and the defenders score everything. Bonuses, called &lt;i&gt;roem&lt;/i&gt;, come from the cards that lie together in one trick.</source>
        <translation>Laget till den som väljer trumf är det &lt;i&gt;spelande laget&lt;/i&gt;; det andra laget är &lt;i&gt;försvaret&lt;/i&gt;. Det spelande laget måste räkna mer än försvaret, annars går det &lt;i&gt;nat&lt;/i&gt; och försvaret får allt. Bonusar, kallade &lt;i&gt;roem&lt;/i&gt;, kommer från korten som ligger tillsammans i ett stick.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Whole suit</source>
        <translation>Hel färg</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The cards, their order and points</source>
        <translation>Korten, deras ordning och poäng</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pack has 32 cards, seven to ace in each of the four suits. Every deal has a trump suit: klaverjas knows no sans atout and no tout atout.</source>
        <translation>Leken har 32 kort, sju till ess i var och en av de fyra färgerna. Varje giv har en trumffärg: klaverjas har varken sans atout eller tout atout.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Which cards</source>
        <translation>Vilka kort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order, highest first</source>
        <translation>Ordning, högst först</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trump suit</source>
        <translation>Trumffärg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other suits</source>
        <translation>Andra färger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs for roem, every suit</source>
        <translation>Sekvenser för roem, alla färger</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The jack of trump is the &lt;i&gt;jas&lt;/i&gt; and the nine of trump the &lt;i&gt;nel&lt;/i&gt;: the two highest trumps.</source>
        <translation>Trumfknekten kallas &lt;i&gt;jas&lt;/i&gt; och trumfnian &lt;i&gt;nel&lt;/i&gt;: de två högsta trumfkorten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Card</source>
        <translation>Kort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump</source>
        <translation>Trumf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not trump</source>
        <translation>Inte trumf</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The trump suit holds 62 points and each other suit 30, which makes 152. The team that takes the last trick adds 10, so every deal is worth 162 points before roem.</source>
        <translation>Trumffärgen innehåller 62 poäng och varje annan färg 30, tillsammans 152. Laget som tar sista sticket får 10 till, så varje giv är värt 162 poäng före roem.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+696"/>
        <source>Dealing</source>
        <translation>Utdelning</translation>
    </message>
    <message>
        <location line="-692"/>
        <source>Chance picks the first dealer; after each deal the player on the left deals. The cards are shuffled before every deal and cut by an opponent.</source>
        <translation>Slumpen utser den första givaren; efter varje giv ger spelaren till vänster. Korten blandas före varje giv och kuperas av en motståndare.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Starting with the voorhand and going clockwise, the dealer gives everyone three cards, then two, then three: eight each.</source>
        <translation>Med början hos voorhand och medurs ger givaren alla tre kort, sedan två, sedan tre: åtta var.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Starting with the voorhand and going clockwise, the dealer gives everyone four cards, then four more: eight each.</source>
        <translation>Med början hos voorhand och medurs ger givaren alla fyra kort och sedan fyra till: åtta var.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card is turned up: everyone holds all eight cards before trump is chosen. A deal is never thrown in; somebody always has to play it.</source>
        <translation>Inget kort vänds upp som uppkort: alla har sina åtta kort innan trumf väljs. Inget giv slutar med att korten ges om: någon måste alltid spela.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The first speaker is the voorhand, on the dealer&apos;s left.</source>
        <translation>Först talar voorhand, till vänster om givaren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The first speaker is the dealer, as in the tournament rules of the Dutch klaverjas union (NKU).</source>
        <translation>Först talar givaren, som i turneringsreglerna från det nederländska klaverjasförbundet (NKU).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free choice (vrij)</source>
        <translation>Fritt val (vrij)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starting with the first speaker, each player in turn plays, naming any suit as trump, or passes. The first player who plays ends the choosing. If all four pass, the first speaker must play and names any suit.</source>
        <translation>Med början hos den som har första ordet spelar var och en i tur och ordning, med valfri trumffärg, eller passar. Den första som spelar avslutar valet. Om alla fyra passar måste den som hade första ordet spela och välja en färg.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Forced: the Utrechts way (verplicht)</source>
        <translation>Tvingat: det utrechtska sättet (verplicht)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody passes: the first speaker must choose a trump suit and play. This is Utrechts, also called &lt;i&gt;verplicht spelen&lt;/i&gt; (forced play).</source>
        <translation>Ingen passar: den som har första ordet måste välja en trumffärg och spela. Det här är Utrechts, även kallat &lt;i&gt;verplicht spelen&lt;/i&gt; (tvingat spel).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A proposed suit (gedraaid, Twents)</source>
        <translation>En föreslagen färg (gedraaid, Twents)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Twents: a suit is proposed by chance and each player in turn plays in it or passes. If all four pass, chance proposes a second suit and the first speaker must play in it.</source>
        <translation>Twents: slumpen föreslår en färg och var och en spelar i den eller passar, i tur och ordning. Om alla fyra passar föreslår slumpen en andra färg, och den som hade första ordet måste spela i den.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The first lead</source>
        <translation>Första utspelet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The voorhand leads the first trick, whoever chose trump.</source>
        <translation>Voorhand spelar ut till första sticket, vem som än valde trumf.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The player who chose trump leads the first trick.</source>
        <translation>Den som valde trumf spelar ut till första sticket.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+574"/>
        <source>Playing the cards: the duties</source>
        <translation>Att spela korten: skyldigheterna</translation>
    </message>
    <message>
        <location line="-570"/>
        <source>A deal has eight tricks; the winner of a trick leads the next. The leader may play any card. The other players have the duties below, numbered as the game names them when it refuses a card.</source>
        <translation>Ett giv har åtta stick; den som vinner ett stick spelar ut till nästa. Den som spelar ut får spela vilket kort som helst. De andra har skyldigheterna nedan, numrerade så som spelet nämner dem när det vägrar ett kort.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>K5.1 Follow suit</source>
        <translation>K5.1 Följ färg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If you hold the suit led and it is not trump, play a card of that suit, any one: you need not go higher, whoever is winning.</source>
        <translation>Har du den utspelade färgen och är den inte trumf, följ färg med ett kort i den färgen, vilket som helst: du behöver inte gå över, vem som än leder.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hearts are trump; an opponent leads the ace of spades.</source>
        <translation>Hjärter är trumf; en motståndare spelar ut spaderess.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Either spade; the jas and the diamond must wait.</source>
        <translation>Vilken spader som helst; jas och ruterkortet får vänta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>K5.2 Trump led</source>
        <translation>K5.2 Trumf utspelad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If trump is led, you must play a trump higher than the highest in the trick if you have one, even when your partner is winning; otherwise any trump. A lower trump here is following suit, not undertrumping.</source>
        <translation>Om trumf spelas ut måste du lägga en högre trumf än den högsta i sticket om du har en, även när din partner leder; annars valfri trumf. En lägre trumf är här att följa färg, inte att undertrumfa.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hearts are trump; your partner leads the ten of hearts.</source>
        <translation>Hjärter är trumf; din partner spelar ut hjärter tio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The nel beats the ten, so it must be played over your own partner.</source>
        <translation>Nel slår tian, så den måste läggas, även över din egen partner.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>K5.3 You cannot follow suit and your partner is winning</source>
        <translation>K5.3 Du kan inte följa färg och din partner leder</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Amsterdams&lt;/b&gt;: you need not trump your partner&apos;s trick. Any card is allowed, except a trump lower than the highest trump in the trick while you hold anything else. If the trick holds no trump, every trump is higher, so any card is allowed.</source>
        <translation>&lt;b&gt;Amsterdams&lt;/b&gt;: du behöver inte trumfa din partners stick. Alla kort är tillåtna utom en trumf som är lägre än den högsta trumfen i sticket medan du har något annat. Finns ingen trumf i sticket är varje trumf högre, så alla kort är tillåtna.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Amsterdams with undertrumping forced: even that exception falls away, and any card is allowed while your partner is winning.</source>
        <translation>Amsterdams med tvingad undertrumfning: då faller även det undantaget bort, och alla kort är tillåtna så länge din partner leder.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Rotterdams&lt;/b&gt;: your partner&apos;s winning card is no excuse. You must trump and overtrump exactly as if an opponent were winning (K5.4).</source>
        <translation>&lt;b&gt;Rotterdams&lt;/b&gt;: att din partner leder fritar dig inte. Du måste trumfa och övertrumfa precis som om en motståndare ledde (K5.4).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Amsterdams, clubs trump: your partner leads the ace of diamonds; you have none.</source>
        <translation>Amsterdams, klöver är trumf: din partner spelar ut ruter ess; du har ingen ruter.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No duty to trump, and with no trump in the trick no club is an undertrump: all four cards are allowed.</source>
        <translation>Ingen trumfplikt, och utan trumf i sticket är ingen klöver en undertrumfning: alla fyra korten är tillåtna.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rotterdams, clubs trump: your partner leads the ace of diamonds; you have none.</source>
        <translation>Rotterdams, klöver är trumf: din partner spelar ut ruter ess; du har ingen ruter.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You must trump your partner&apos;s ace: a club.</source>
        <translation>Du måste trumfa din partners ess: med en klöver.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>K5.4 You cannot follow suit and an opponent is winning</source>
        <translation>K5.4 Du kan inte följa färg och en motståndare leder</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You must trump if you hold a trump. If the trick has been trumped already, you must beat its highest trump if you can (overtrump).</source>
        <translation>Har du trumf måste du trumfa. Är sticket redan trumfat måste du slå den högsta trumfen om du kan (övertrumfa).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clubs trump: your partner leads the ace of diamonds, an opponent trumps with the ten.</source>
        <translation>Klöver är trumf: din partner spelar ut ruter ess, en motståndare trumfar med tian.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The nine of trump beats the ten: it is the only card allowed, in Amsterdams and Rotterdams alike.</source>
        <translation>Trumfnian slår tian: det är det enda tillåtna kortet, i Amsterdams och Rotterdams likaså.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If you cannot overtrump, you may not undertrump: play a card of another suit, and a lower trump only if you hold nothing else. This is the Amsterdams custom.</source>
        <translation>Kan du inte övertrumfa får du inte undertrumfa: spela ett kort i en annan färg, och en lägre trumf bara om du inte har något annat. Så gör man i Amsterdams.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>If you cannot overtrump, you must still play a lower trump (undertrump). This is the Rotterdams custom.</source>
        <translation>Kan du inte övertrumfa måste du ändå spela en lägre trumf (undertrumfa). Så gör man i Rotterdams.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+9"/>
        <source>The same trick, but you cannot overtrump.</source>
        <translation>Samma stick, men du kan inte övertrumfa.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Undertrumping is avoided: a spade or a heart.</source>
        <translation>Undertrumfning undviks: en spader eller en hjärter.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Undertrumping is forced: one of your low clubs.</source>
        <translation>Undertrumfning är tvingad: en av dina låga klöver.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>K5.5 Neither the suit led nor trump</source>
        <translation>K5.5 Varken utspelad färg eller trumf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With none of the suit led and no trump, any card may be played.</source>
        <translation>Saknar du den utspelade färgen och har ingen trumf får du spela vilket kort som helst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Amsterdams and Rotterdams side by side</source>
        <translation>Amsterdams och Rotterdams sida vid sida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot follow suit and</source>
        <translation>Du kan inte följa färg och</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your partner is winning</source>
        <translation>din partner leder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no duty to trump; no lower trump unless nothing else</source>
        <translation>ingen trumfplikt; ingen lägre trumf om något annat finns</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <location line="+1"/>
        <source>trump and overtrump</source>
        <translation>trumfa och övertrumfa</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>an opponent is winning</source>
        <translation>en motståndare leder</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>you cannot overtrump</source>
        <translation>du kan inte övertrumfa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a lower trump only if nothing else</source>
        <translation>en lägre trumf bara om inget annat finns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a lower trump, forced</source>
        <translation>en lägre trumf, tvingat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Who wins the trick</source>
        <translation>Vem som vinner sticket</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The highest trump wins the trick; with no trump in it, the highest card of the suit led. Cards of other suits never win.</source>
        <translation>Högsta trumfen vinner sticket; utan trumf i det vinner det högsta kortet i den utspelade färgen. Kort i andra färger vinner aldrig.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Three cards of one suit in a row</source>
        <translation>Tre kort i följd i samma färg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four cards of one suit in a row</source>
        <translation>Fyra kort i följd i samma färg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;i&gt;Stuk&lt;/i&gt;: king and queen of trump</source>
        <translation>&lt;i&gt;Stuk&lt;/i&gt;: kung och dam i trumf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stuk inside a trump run of three (20 + 20)</source>
        <translation>Stuk i en trumfsekvens om tre (20 + 20)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stuk inside a trump run of four (50 + 20)</source>
        <translation>Stuk i en trumfsekvens om fyra (50 + 20)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four aces, tens, kings or queens</source>
        <translation>Fyra ess, tior, kungar eller damer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four nines, eights or sevens (an option)</source>
        <translation>Fyra nior, åttor eller sjuor (ett val)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four jacks (an option)</source>
        <translation>Fyra knektar (ett val)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In one trick</source>
        <translation>I ett stick</translation>
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
        <translation>&lt;i&gt;Roem&lt;/i&gt; är bonusen i klaverjas. Den anmäls inte från handen: den finns i de fyra korten i ett färdigt stick, vem som än spelade dem, och går till laget som vinner sticket. Den skrivs för sig, skild från kortpoängen, eftersom den räknas när det avgörs om någon går nat.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Runs follow the order %1 in every suit, trump or not: ace, king, queen is a run, king, ace, seven is not. A run of four counts 50, not 50 plus 20. One trick holds at most one run (with or without stuk), or stuk alone, or four of a kind.</source>
        <translation>Sekvenser följer ordningen %1 i alla färger, trumf eller inte: ess, kung, dam är en sekvens, kung, ess, sju är det inte. En sekvens om fyra räknas som 50, inte 50 plus 20. Ett stick rymmer högst en sekvens (med eller utan stuk), eller bara stuk, eller ett fyrtal.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Example: a run of four</source>
        <translation>Exempel: en sekvens om fyra</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>North&apos;s ten wins, so North and South book 15 points and 50 roem for nine, ten, jack and queen of spades, though East and West gave two of those cards.</source>
        <translation>Nords tia vinner, så Nord och Syd skriver 15 poäng och 50 roem för nio, tio, knekt och dam i spader, fast Öst och Väst lade två av de korten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: stuk inside a trump run</source>
        <translation>Exempel: stuk i en trumfsekvens</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Queen, king and ace of hearts are a run (20) and king and queen of trump are stuk (20): North and South book 18 points and 40 roem, though West and East played the king and the queen.</source>
        <translation>Dam, kung och ess i hjärter är en sekvens (20), och kung och dam i trumf är stuk (20): Nord och Syd skriver 18 poäng och 40 roem, fast Väst och Öst spelade kungen och damen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game finds the roem of every trick itself, gives it to the trick&apos;s winners and shows it by the trick (&lt;i&gt;Roem 50&lt;/i&gt;, &lt;i&gt;Stuk&lt;/i&gt;).</source>
        <translation>Spelet hittar själv roem i varje stick, ger den till stickets vinnare och visar den vid sticket (&lt;i&gt;Roem 50&lt;/i&gt;, &lt;i&gt;Stuk&lt;/i&gt;).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Example: a deal made</source>
        <translation>Exempel: ett klarat giv</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>North and South chose trump. They count 102 + 20 = 122, East and West 60 + 20 = 80. 122 is more than 80: made, and each team scores what it counted.</source>
        <translation>Nord och Syd valde trumf. De räknar 102 + 20 = 122, Öst och Väst 60 + 20 = 80. 122 är mer än 80: klarat, och båda lagen får det de räknat.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: nat because of roem</source>
        <translation>Exempel: nat på grund av roem</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>North and South took more card points, but they count 95 + 20 = 115 against 67 + 70 = 137: nat. East and West score 162 + 20 + 70 = 252, North and South nothing.</source>
        <translation>Nord och Syd tog fler kortpoäng men räknar 95 + 20 = 115 mot 67 + 70 = 137: nat. Öst och Väst får 162 + 20 + 70 = 252, Nord och Syd inget.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: exactly half</source>
        <translation>Exempel: exakt hälften</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>81 against 81 is not more: nat, and East and West score 162.</source>
        <translation>81 mot 81 är inte mer: nat, och Öst och Väst får 162.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Example: pit</source>
        <translation>Exempel: pit</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All eight tricks: 162 points, 70 roem and the pit bonus of 100. North and South score 332, East and West nothing.</source>
        <translation>Alla åtta stick: 162 poäng, 70 roem och pitbonusen på 100. Nord och Syd får 332, Öst och Väst inget.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+196"/>
        <source>Result of a deal: made, nat, pit</source>
        <translation>Resultat av ett giv: klarat, nat, pit</translation>
    </message>
    <message>
        <location line="-192"/>
        <source>Each team adds up its points (the cards it won, with 10 for the last trick) and its roem.</source>
        <translation>Varje lag räknar ihop sina poäng (korten i sina stick, med 10 för sista sticket) och sin roem.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Made&lt;/b&gt;: the makers counted more than the defenders; without roem that is at least 82 of the 162 points. Both teams score what they counted.</source>
        <translation>&lt;b&gt;Klarat&lt;/b&gt;: det spelande laget räknade mer än försvaret; utan roem betyder det minst 82 av de 162 poängen. Båda lagen får det de räknat.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Made&lt;/b&gt;: the makers counted at least as much as the defenders. Both teams score what they counted.</source>
        <translation>&lt;b&gt;Klarat&lt;/b&gt;: det spelande laget räknade minst lika mycket som försvaret. Båda lagen får det de räknat.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;Nat&lt;/b&gt; (also &lt;i&gt;beet&lt;/i&gt;): the makers counted as much as the defenders or less; exactly half is nat. The makers score nothing; the defenders score 162 plus the roem of both teams, stuk included.</source>
        <translation>&lt;b&gt;Nat&lt;/b&gt; (även &lt;i&gt;beet&lt;/i&gt;): det spelande laget räknade lika mycket som försvaret eller mindre; exakt hälften är nat. Det spelande laget får inget; försvaret får 162 plus båda lagens roem, stuk inräknad.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Nat&lt;/b&gt; (also &lt;i&gt;beet&lt;/i&gt;): the makers counted less than the defenders. The makers score nothing; the defenders score 162 plus the roem of both teams, stuk included.</source>
        <translation>&lt;b&gt;Nat&lt;/b&gt; (även &lt;i&gt;beet&lt;/i&gt;): det spelande laget räknade mindre än försvaret. Det spelande laget får inget; försvaret får 162 plus båda lagens roem, stuk inräknad.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Pit&lt;/b&gt;: makers who take all eight tricks score a bonus of 100 on top of 162 and their roem; the score sheet writes it in the roem column. Defenders who take every trick get no bonus: the makers are nat anyway.</source>
        <translation>&lt;b&gt;Pit&lt;/b&gt;: ett spelande lag som tar alla åtta stick får en bonus på 100 utöver 162 och sin roem; protokollet skriver den i roemkolumnen. Ett försvar som tar alla stick får ingen bonus: det spelande laget är ju redan nat.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Pit&lt;/b&gt;: a team that takes all eight tricks, makers or defenders, scores a bonus of 100 on top of what it scores anyway.</source>
        <translation>&lt;b&gt;Pit&lt;/b&gt;: ett lag som tar alla åtta stick, spelande lag eller försvar, får en bonus på 100 utöver det det ändå får.</translation>
    </message>
    <message>
        <location line="-637"/>
        <source>Dutch players follow different city rules. Three of them are built in: &lt;b&gt;Amsterdams&lt;/b&gt; (the default), &lt;b&gt;Rotterdams&lt;/b&gt;, which differs in the duty to trump, and &lt;b&gt;Utrechts&lt;/b&gt;, in which the voorhand must choose trump. A match is usually a &lt;i&gt;boompje&lt;/i&gt; of 16 deals.</source>
        <translation>I Nederländerna spelar man efter olika stadsregler. Tre av dem finns inbyggda: &lt;b&gt;Amsterdams&lt;/b&gt; (standard), &lt;b&gt;Rotterdams&lt;/b&gt;, som skiljer sig i trumfplikten, och &lt;b&gt;Utrechts&lt;/b&gt;, där voorhand måste välja trumf. En match är oftast ett &lt;i&gt;boompje&lt;/i&gt; på 16 giv.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Everything goes clockwise: the deal, the choice of trump and the play move from North to East, South, West and back to North. The player on the dealer&apos;s left is the &lt;i&gt;voorhand&lt;/i&gt; (first hand): the first to speak and, in the usual rules, the first to lead.</source>
        <translation>Allt går medurs: given, valet av trumf och spelet går från Nord till Öst, Syd, Väst och tillbaka till Nord. Spelaren till vänster om givaren är &lt;i&gt;voorhand&lt;/i&gt; (förhand): den som har första ordet och, enligt de vanliga reglerna, spelar ut först.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>A player who wants to choose trump says &lt;i&gt;ik speel&lt;/i&gt; (I play) and names the suit; that player&apos;s team are the makers. A player who does not want to says &lt;i&gt;ik pas&lt;/i&gt; (I pass). Calls are plain: signalling what you hold is not done.</source>
        <translation>Den som vill välja trumf säger &lt;i&gt;ik speel&lt;/i&gt; (jag spelar) och nämner färgen; den spelarens lag är det spelande laget. Den som inte vill säger &lt;i&gt;ik pas&lt;/i&gt; (jag passar). Buden är raka: att signalera vad man har på handen gör man inte.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>First a suit is proposed: at a real table by turning a card from the unused low cards, here by chance, except that the first deal of a match proposes clubs. Each player in turn plays in that suit or passes. If all four pass, the first speaker must play, as the option &lt;i&gt;All pass on a proposed suit&lt;/i&gt; says.</source>
        <translation>Först föreslås en färg: vid ett riktigt bord genom att vända ett kort ur de oanvända låga korten, här av slumpen, utom att det första givet i en match föreslår klöver. I tur och ordning spelar var och en i den färgen eller passar. Om alla fyra passar måste den som hade första ordet spela, som valet &lt;i&gt;Alla passar på en föreslagen färg&lt;/i&gt; säger.</translation>
    </message>
    <message>
        <location line="+235"/>
        <source>The game refuses a card these duties forbid and names the duty (K5.1 to K5.4); nothing else changes. At a real table a forbidden card is &lt;i&gt;verzaken&lt;/i&gt; (revoking): the player has &lt;i&gt;verzaakt&lt;/i&gt; and the team is punished. Here it cannot happen.</source>
        <translation>Spelet vägrar ett kort som de här skyldigheterna förbjuder och nämner skyldigheten (K5.1 till K5.4); inget annat ändras. Vid ett riktigt bord heter ett förbjudet kort &lt;i&gt;verzaken&lt;/i&gt; (att inte följa reglerna): spelaren har &lt;i&gt;verzaakt&lt;/i&gt; och laget straffas. Här kan det inte hända.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>At a real table roem counts only when it is called. Press &lt;i&gt;Roem!&lt;/i&gt; while the trick still lies on the table; roem nobody called before the trick is gathered is lost. The computer players call roem in the tricks their own team wins, never for the other team.</source>
        <translation>Vid ett riktigt bord räknas roem bara om den ropas. Tryck på &lt;i&gt;Roem!&lt;/i&gt; medan sticket ligger kvar på bordet; roem som ingen ropat innan sticket samlats in går förlorad. Datorspelarna ropar roem i stick som deras eget lag vinner, aldrig åt det andra laget.</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>With spades as trump the deal counts twice: both scores are multiplied by two once made or nat is decided.</source>
        <translation>Med spader som trumf räknas givet två gånger: båda resultaten multipliceras med två när det avgjorts om det blev klarat eller nat.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+115"/>
        <source>The match: a boompje</source>
        <translation>Matchen: ett boompje</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>A match is a &lt;i&gt;boompje&lt;/i&gt;: a fixed number of deals, usually 16, so that everyone deals four times. The score sheet has a column for each team (&lt;i&gt;wij&lt;/i&gt; and &lt;i&gt;zij&lt;/i&gt;, us and them) and counts the deals down. After the last deal the higher total wins.</source>
        <translation>En match är ett &lt;i&gt;boompje&lt;/i&gt;: ett fast antal giv, oftast 16, så att alla ger fyra gånger. Protokollet har en kolumn per lag (&lt;i&gt;wij&lt;/i&gt; och &lt;i&gt;zij&lt;/i&gt;, vi och de) och räknar ner given. Efter sista givet vinner den högsta summan.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The match is played to a target: the first team to reach it wins. If both reach it in the same deal, the higher total wins; if the totals are equal, another deal is played.</source>
        <translation>Matchen spelas till en poänggräns: laget som når den först vinner. Når båda den i samma giv vinner den högsta summan; är summorna lika spelas ett giv till.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Equal totals after the last deal make a draw.</source>
        <translation>Lika summor efter sista givet blir oavgjort.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Equal totals after the last deal: one more deal is played, until they differ.</source>
        <translation>Lika summor efter sista givet: ett giv till spelas, tills summorna skiljer sig.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: after 16 deals North and South have %1 and East and West %2: North and South win.</source>
        <translation>Exempel: efter 16 giv har Nord och Syd %1 och Öst och Väst %2: Nord och Syd vinner.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Rule options and presets</source>
        <translation>Regelval och förval</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Klaverjas has many house rules. Each option is explained in the section where it applies, with its value in this game highlighted. The settings dialog chooses a preset or single options before a match.</source>
        <translation>Klaverjas har många husregler. Varje val förklaras i det avsnitt där det gäller, med värdet i det här spelet markerat. I inställningsdialogen väljer du ett förval eller enskilda val före en match.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Option</source>
        <translation>Val</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Explained in</source>
        <translation>Förklaras i</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Presets</source>
        <translation>Förval</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Amsterdams&lt;/b&gt;: every option at its default: free choice of trump, no duty to trump your partner&apos;s trick, no undertrumping unless nothing else, a boompje of 16 deals.</source>
        <translation>&lt;b&gt;Amsterdams&lt;/b&gt;: alla val på standard: fritt trumfval, ingen plikt att trumfa partnerns stick, ingen undertrumfning om något annat finns, ett boompje på 16 giv.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Rotterdams&lt;/b&gt;: as Amsterdams, but your partner&apos;s trick must be trumped too, and undertrumping is forced.</source>
        <translation>&lt;b&gt;Rotterdams&lt;/b&gt;: som Amsterdams, men även partnerns stick måste trumfas, och undertrumfning är tvingad.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Utrechts&lt;/b&gt;: as Amsterdams, but nobody passes: the voorhand must choose trump.</source>
        <translation>&lt;b&gt;Utrechts&lt;/b&gt;: som Amsterdams, men ingen passar: voorhand måste välja trumf.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;NKU toernooi&lt;/b&gt;: as Amsterdams, but the dealer speaks first and must play if everyone passes, as in the union&apos;s tournament rules.</source>
        <translation>&lt;b&gt;NKU toernooi&lt;/b&gt;: som Amsterdams, men givaren har första ordet och måste spela om alla passar, som i förbundets turneringsregler.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Direction</source>
        <translation>Riktning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an option</source>
        <translation>ett val</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>always clockwise</source>
        <translation>alltid medurs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Between deals</source>
        <translation>Mellan given</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cut only</source>
        <translation>bara kupering</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shuffled and cut</source>
        <translation>blandas och kuperas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal</source>
        <translation>Given</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five cards and an up-card, then three</source>
        <translation>fem kort och ett uppkort, sedan tre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all eight at once, no up-card</source>
        <translation>alla åtta på en gång, inget uppkort</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>thrown in if all pass</source>
        <translation>korten ges om när alla passar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ik speel or ik pas; if all pass, someone must play</source>
        <translation>ik speel eller ik pas; om alla passar måste någon spela</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the player after the dealer</source>
        <translation>spelaren efter givaren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the voorhand, whoever chose trump</source>
        <translation>voorhand, vem som än valde trumf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the suit led, partner winning</source>
        <translation>Saknar den utspelade färgen, partnern leder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card</source>
        <translation>vilket kort som helst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amsterdams: any card but no undertrump; Rotterdams: trump</source>
        <translation>Amsterdams: vilket kort som helst men ingen undertrumfning; Rotterdams: trumfa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bonuses</source>
        <translation>Bonusar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>declarations from the hand; belote-rebelote</source>
        <translation>mälningar från handen; belote-rebelote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roem from the cards of each trick, to its winner</source>
        <translation>roem från korten i varje stick, till dess vinnare</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>King and queen of trump</source>
        <translation>Kung och dam i trumf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>belote, 20, kept by its team</source>
        <translation>belote, 20, stannar hos laget</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stuk, 20, only in one trick, to the trick&apos;s winner</source>
        <translation>stuk, 20, bara i ett och samma stick, till stickets vinnare</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four of a kind</source>
        <translation>Fyrtal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jacks 200, nines 150, A 10 K Q 100</source>
        <translation>knektar 200, nior 150, E 10 K D 100</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jacks 200, all others 100</source>
        <translation>knektar 200, alla andra 100</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Equal counts</source>
        <translation>Lika räkning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>made (an option)</source>
        <translation>klarat (ett val)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nat</source>
        <translation>nat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Failing</source>
        <translation>Bet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dedans: the defence scores 162 and all declarations</source>
        <translation>dedans: försvaret får 162 och alla mälningar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nat: the defenders score 162 and all roem</source>
        <translation>nat: försvaret får 162 och all roem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All eight tricks</source>
        <translation>Alla åtta stick</translation>
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
        <translation>Matchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to 1001, 701 or 501</source>
        <translation>till 1001, 701 eller 501</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Klaverjas for belote players</source>
        <translation>Klaverjas för den som spelar belote</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If you play belote, you already know the cards, their order and their points. This is what changes.</source>
        <translation>Spelar du belote känner du redan korten, deras ordning och deras poäng. Det här är vad som ändras.</translation>
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
        <translation>spelet; att spela det</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trump; to choose trump</source>
        <translation>trumf; att välja trumf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack and the nine of trump, the two highest cards</source>
        <translation>knekt och nia i trumf, de två högsta korten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I play (and choose trump) / I pass</source>
        <translation>jag spelar (och väljer trumf) / jag passar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forced to play: the Utrechts way</source>
        <translation>tvingad att spela: det utrechtska sättet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the player on the dealer&apos;s left, first to speak and to lead</source>
        <translation>spelaren till vänster om givaren, som talar och spelar ut först</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dealer; to deal; to shuffle; to cut</source>
        <translation>givare; att ge; att blanda; att kupera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to lead to a trick</source>
        <translation>att spela ut till ett stick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to follow suit</source>
        <translation>att följa färg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to trump, to overtrump, to undertrump</source>
        <translation>att trumfa, övertrumfa, undertrumfa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the duty to trump</source>
        <translation>plikten att trumfa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trick; last trick, worth 10</source>
        <translation>stick; sista sticket, värt 10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bonus for cards lying together in one trick</source>
        <translation>bonusen för kort som ligger tillsammans i ett stick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king and queen of trump in one trick: 20 roem</source>
        <translation>kung och dam i trumf i ett stick: 20 roem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the makers failed and score nothing</source>
        <translation>det spelande laget gick bet och får inget</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all eight tricks: 100 more</source>
        <translation>alla åtta stick: 100 extra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to play a card the rules forbid; revoked</source>
        <translation>att spela ett kort som reglerna förbjuder; har gjort det</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partner</source>
        <translation>partner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>us / them: the two columns of the score sheet</source>
        <translation>vi / de: protokollets två kolumner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a match of 16 deals</source>
        <translation>en match på 16 giv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the city rule sets</source>
        <translation>stadsreglerna</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dutch words</source>
        <translation>Nederländska ord</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dutch players use these words, and so does the game, in every language.</source>
        <translation>Nederländska spelare använder de här orden, och spelet också, på alla språk.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dutch</source>
        <translation>Nederländska</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Meaning</source>
        <translation>Betydelse</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Its two-player relative is klaberjass, known in Britain as clobyosh or clob. The Swiss jass and French belote are cousins of the same family.</source>
        <translation>Dess släkting för två spelare är klaberjass, i Sverige kallad kalabrias, i Storbritannien clobyosh eller clob. Schweiziska jass och franska belote är kusiner i samma familj.</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/last_trick.py" line="+185"/>
        <location line="+14"/>
        <location line="+3"/>
        <source>Last trick</source>
        <translation>Senaste sticket</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>No trick has been played yet.</source>
        <translation>Inget stick har spelats än.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Trick %1 of 8</source>
        <translation>Stick %1 av 8</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Led</source>
        <translation>Utspel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Won the trick</source>
        <translation>Vann sticket</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Played %1 of 4</source>
        <translation>Lagt som nummer %1 av 4</translation>
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
            <numerusform>Du vann sticket: %n poäng.</numerusform>
            <numerusform>Du vann sticket: %n poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 won the trick: %n points.</source>
        <translation>
            <numerusform>%1 vann sticket: %n poäng.</numerusform>
            <numerusform>%1 vann sticket: %n poäng.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No trumps</source>
        <translation>Ingen trumf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All trumps</source>
        <translation>Allt trumf</translation>
    </message>
    <message>
        <location line="-67"/>
        <location line="+69"/>
        <source>Trumps: %1</source>
        <translation>Trumf: %1</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../belote_desktop/ui/lesson/driver.py" line="+284"/>
        <source>Lesson: step %1 of %2</source>
        <translation>Lektion: steg %1 av %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Finish</source>
        <translation>Klar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next</source>
        <translation>Nästa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson</source>
        <translation>Lämna lektionen</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/lesson/texts.py" line="+28"/>
        <source>A guided deal: you play your own cards, and the table explains as you go. Everyone has five cards, and one card lies face up in the middle: the up-card. Its suit is offered as trump.</source>
        <translation>En guidad giv: du spelar dina egna kort, och bordet förklarar under tiden. Alla har fem kort, och i mitten ligger ett kort med framsidan upp: uppkortet. Dess färg erbjuds som trumf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A trump beats any card of the other suits. Among trumps the jack is highest, then the nine, the ace, the 10, king, queen, 8 and 7. Whoever takes makes the up-card&apos;s suit trump, and their side must then score at least as much as the other side.</source>
        <translation>En trumf slår alla kort i de andra färgerna. Bland trumfen är knekten högst, sedan nian, esset, tian, kung, dam, 8 och 7. Den som tar gör uppkortets färg till trumf, och det laget måste sedan få minst lika många poäng som det andra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The others passed. You hold the jack and the nine of hearts, the two highest trumps: a strong start. Take hearts!</source>
        <translation>De andra passade. Du har knekt och nia i hjärter, de två högsta trumfen: en stark början. Ta hjärter!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts are trump. As the taker you got the up-card and two more cards, the others three each: everyone holds eight now. You and your partner must score at least as many points as the other side.</source>
        <translation>Hjärter är trumf. Som tagare fick du uppkortet och två kort till, de andra tre var: nu har alla åtta. Du och din partner måste få minst lika många poäng som det andra laget.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 leads the first trick: the player after the dealer always does. Each player in turn plays one card; the highest card of the suit led takes the trick, unless someone plays a trump.</source>
        <comment>%1: the player on your left</comment>
        <translation>%1 spelar ut i första sticket: det gör alltid spelaren efter givaren. I tur och ordning spelar alla ett kort; det högsta kortet i utspelsfärgen tar sticket, om ingen trumfar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You hold the king, queen and jack of hearts: three cards in a row of one suit, a tierce, worth 20 points. Declarations are announced with your first card: announce it.</source>
        <translation>Du har kung, dam och knekt i hjärter: tre kort i följd i samma färg, en terts, värd 20 poäng. Mälningar anmäls med ditt första kort: anmäl den.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 leads the ace of spades. You hold spades, so you must follow suit and play one. The ace wins anyway: give your lowest, %2.</source>
        <comment>%1: a player, %2: a card</comment>
        <translation>%1 spelar ut spaderess. Du har spader, så du måste följa färg. Esset vinner ändå: ge ditt lägsta, %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 takes the trick with the ace. After the first trick the best declaration at the table is shown, and only its side scores declarations: your tierce is worth 20 points to you and your partner.</source>
        <comment>%1: the player on your left</comment>
        <translation>%1 tar sticket med esset. Efter första sticket visas bordets bästa mälning, och bara det laget får poäng för mälningar: din terts är värd 20 poäng för dig och din partner.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have no clubs, and your partner is not winning the trick: you must trump. Trump with your lowest heart, %1.</source>
        <comment>%1: a card</comment>
        <translation>Du har ingen klöver, och din partner vinner inte sticket: du måste trumfa. Trumfa med din lägsta hjärter, %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Belote! The king and queen of trumps in one hand bring 20 points: you say “Belote” with the first and “Rebelote” with the second. You won the trick, so you lead: play %1, the highest trump. Everyone must play a trump if they have one.</source>
        <comment>%1: a card</comment>
        <translation>Belote! Kung och dam i trumf på samma hand ger 20 poäng: man säger ”Belote” med det första och ”Rebelote” med det andra. Du vann sticket, så du spelar ut: spela %1, den högsta trumfen. Alla måste spela trumf om de har.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 had no trump and gave you 10 points instead. Keep your last two trumps for later: lead a small spade, %2.</source>
        <comment>%1: your partner, %2: a card</comment>
        <translation>%1 hade ingen trumf och gav dig 10 poäng i stället. Spara dina två sista trumf till senare: spela ut en liten spader, %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 had no diamonds and had to trump, since your partner was winning. You have no diamonds either, and you hold a higher trump: you must overtrump. Play %2.</source>
        <comment>%1: the player on your right, %2: a card</comment>
        <translation>%1 hade ingen ruter och måste trumfa, eftersom din partner vann sticket. Du har inte heller någon ruter, och du har en högre trumf: du måste övertrumfa. Spela %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In trumps the nine beats the 10 and the ace. Lead %1 now, and keep your king of trumps.</source>
        <comment>%1: a card</comment>
        <translation>I trumf slår nian både tian och esset. Spela ut %1 nu, och spara din trumfkung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 trumps with the ace, which you cannot beat. With no diamonds, and your partner not winning, you must still trump, even lower: that is undertrumping. Play %2, and say “Rebelote”.</source>
        <comment>%1: the player on your right, %2: a card</comment>
        <translation>%1 trumfar med esset, som du inte kan slå. Utan ruter, och när din partner inte vinner, måste du ändå trumfa, även lägre: det kallas att undertrumfa. Spela %2, och säg ”Rebelote”.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last trick: play %1. Whoever takes it scores 10 points more.</source>
        <comment>%1: a card</comment>
        <translation>Sista sticket: spela %1. Den som tar det får 10 poäng till.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is over. Your side took %1 points in cards, 10 for the last trick included; with the tierce and belote that makes %2. The other side took %3. The takers needed at least as much as the other side: the contract is made, and each side scores its points.</source>
        <comment>%1, %2, %3: numbers of points</comment>
        <translation>Given är slut. Ditt lag tog %1 poäng i kort, de 10 för sista sticket inräknade; med tertsen och belote blir det %2. Det andra laget tog %3. Tagarna behövde minst lika mycket som det andra laget: kontraktet är klarat, och varje lag får sina poäng.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is a whole deal: the auction, eight tricks and the count. Deals follow each other until a side reaches %1 points. You can play this lesson again from %2.</source>
        <comment>%1: the match&apos;s target, %2: the menu, Help &gt; Learn to play</comment>
        <translation>Det var en hel giv: budgivningen, åtta stick och räkningen. Giv följer på giv tills ett lag når %1 poäng. Du kan spela lektionen igen via %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A guided deal of coinche. All eight cards are dealt at once, with no up-card. Instead of taking, players bid: the points their side promises to make, from 80 to 160 (or capot, every trick), with the trump they choose.</source>
        <translation>En guidad giv i coinche. Alla åtta kort delas ut på en gång, utan uppkort. I stället för att ta bjuder spelarna: de poäng deras lag lovar att ta, från 80 till 160 (eller capot, alla stick), med den trumf de väljer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 bids 80 with spades as trump, and each bid must be higher than the last. You hold the jack, nine and ace of hearts, the three best trumps, and an ace: bid 100 with hearts as trump.</source>
        <comment>%1: the player on your right</comment>
        <translation>%1 bjuder 80 med spader som trumf, och varje bud måste vara högre än det förra. Du har knekt, nia och ess i hjärter, de tre bästa trumfen, och ett ess till: bjud 100 med hjärter som trumf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others may now bid higher, or pass. An opponent who thinks you will fail may double your bid instead: it then counts double, made or failed.</source>
        <translation>De andra får nu bjuda högre, eller passa. En motståndare som tror att ni går bet får i stället dubbla ditt bud: det räknas då dubbelt, klarat eller bet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Three passes after a bid end the auction: your contract is 100 with hearts as trump. Your side needs at least 100 points: the cards you take, 10 for the last trick, and any belote or declarations. %1 leads.</source>
        <comment>%1: the player on your left</comment>
        <translation>Tre pass efter ett bud avslutar budgivningen: ditt kontrakt är 100 med hjärter som trumf. Ditt lag behöver minst 100 poäng: korten ni tar, 10 för sista sticket, och eventuell belote eller mälningar. %1 spelar ut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The play goes as in classic belote. %1 leads diamonds and you hold the ace: you must follow suit, and it wins. Play %2.</source>
        <comment>%1: a player, %2: a card</comment>
        <translation>Spelet går som i klassisk belote. %1 spelar ut ruter och du har esset: du måste följa färg, och det vinner. Spela %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You lead. Play %1, the highest trump: everyone must play a trump if they can, and a higher one if they have it.</source>
        <comment>%1: a card</comment>
        <translation>Du spelar ut. Spela %1, den högsta trumfen: alla måste spela trumf om de kan, och en högre om de har.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead %1 as well: it takes the last trump the others hold.</source>
        <comment>%1: a card</comment>
        <translation>Spela ut %1 också: det tar den sista trumf som de andra har.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The others have no trumps left. Lead %1: it will lose, but your trumps will win the lead back.</source>
        <comment>%1: a card</comment>
        <translation>De andra har inga trumf kvar. Spela ut %1: det förlorar, men dina trumf ger dig utspelet tillbaka.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You hold a club: follow suit with %1.</source>
        <comment>%1: a card</comment>
        <translation>Du har en klöver: följ färg med %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is winning this trick. You have no clubs, but while your partner is winning you need not trump: any card will do. Keep your trumps: play %2.</source>
        <comment>%1: your partner, %2: a card</comment>
        <translation>%1 vinner det här sticket. Du har ingen klöver, men så länge din partner vinner behöver du inte trumfa: vilket kort som helst går bra. Spara dina trumf: spela %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your partner is winning again, and you have only trumps left: either will do. Play %1.</source>
        <comment>%1: a card</comment>
        <translation>Din partner vinner igen, och du har bara trumf kvar: vilken som helst går bra. Spela %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last trick: lead %1. It brings 10 points more.</source>
        <comment>%1: a card</comment>
        <translation>Sista sticket: spela ut %1. Det ger 10 poäng till.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal is over. Your side took %1 points, the last trick included: at least the 100 you bid, so the contract is made. You score your points plus your bid, %2; the other side scores its %3.</source>
        <comment>%1, %2, %3: numbers of points</comment>
        <translation>Given är slut. Ditt lag tog %1 poäng, sista sticket inräknat: minst de 100 du bjöd, så kontraktet är klarat. Ni får era poäng plus ert bud, %2; det andra laget får sina %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deals follow each other until a side reaches %1 points. You can play this lesson again from %2.</source>
        <comment>%1: the match&apos;s target, %2: the menu, Help &gt; Learn to play</comment>
        <translation>Giv följer på giv tills ett lag når %1 poäng. Du kan spela lektionen igen via %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>In this lesson you take: with the jack and nine of hearts your hand is strong. Take hearts.</source>
        <translation>I den här lektionen tar du: med knekt och nia i hjärter är din hand stark. Ta hjärter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce your tierce: it can bring your side 20 points.</source>
        <translation>Anmäl din terts: den kan ge ditt lag 20 poäng.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold spades, so you must play a spade; and since the ace wins anyway, give your lowest: %2.</source>
        <comment>%2: a card</comment>
        <translation>Du har spader, så du måste spela spader; och eftersom esset vinner ändå, ge ditt lägsta: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no clubs and your partner is not winning: you must play a trump. Play %1.</source>
        <comment>%1: a card</comment>
        <translation>Du har ingen klöver och din partner vinner inte: du måste spela trumf. Spela %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead %1: the highest trump makes the others give up theirs.</source>
        <comment>%1: a card</comment>
        <translation>Spela ut %1: den högsta trumfen tvingar de andra att släppa sina.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep your trumps for later: lead %2.</source>
        <comment>%2: a card</comment>
        <translation>Spara dina trumf till senare: spela ut %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A trump of the other side is winning and you hold a higher one: you must overtrump. Play %2.</source>
        <comment>%2: a card</comment>
        <translation>En trumf från det andra laget vinner och du har en högre: du måste övertrumfa. Spela %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep your last trump: lead %1.</source>
        <comment>%1: a card</comment>
        <translation>Spara din sista trumf: spela ut %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With no diamonds you must trump, even under the ace: play %2.</source>
        <comment>%2: a card</comment>
        <translation>Utan ruter måste du trumfa, även under esset: spela %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this lesson you bid 100 with hearts as trump: it is set up in the panel, press Bid.</source>
        <translation>I den här lektionen bjuder du 100 med hjärter som trumf: det är redan inställt i panelen, tryck på Bjud.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You hold diamonds: you must follow suit. Play %2.</source>
        <comment>%2: a card</comment>
        <translation>Du har ruter: du måste följa färg. Spela %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead %1: it draws the others&apos; trumps.</source>
        <comment>%1: a card</comment>
        <translation>Spela ut %1: det drar ut de andras trumf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead %1, and keep your trumps.</source>
        <comment>%1: a card</comment>
        <translation>Spela ut %1, och spara dina trumf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold a club: you must follow suit. Play %1.</source>
        <comment>%1: a card</comment>
        <translation>Du har en klöver: du måste följa färg. Spela %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any card is allowed here, but keep your trumps: play %2.</source>
        <comment>%2: a card</comment>
        <translation>Här är vilket kort som helst tillåtet, men spara dina trumf: spela %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This lesson goes on with %1: play it.</source>
        <comment>%1: a card</comment>
        <translation>Lektionen fortsätter med %1: spela det.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_lesson.py" line="+92"/>
        <source>New to belote? A guided first deal shows you how the game goes, step by step: you play your own cards, and the table explains. You can also take it later from %1.</source>
        <translation>Ny i belote? En första guidad giv visar dig steg för steg hur spelet går: du spelar dina egna kort, och bordet förklarar. Du kan också ta den senare via %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Welcome to Belote Desktop</source>
        <translation>Välkommen till Belote Desktop</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show me</source>
        <translation>Visa mig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No, thanks</source>
        <translation>Nej tack</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>The lesson is over: a new match begins.</source>
        <translation>Lektionen är slut: en ny match börjar.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../belote_desktop/ui/main_window.py" line="-253"/>
        <source>All passed: the cards are dealt again.</source>
        <translation>Alla passade: korten ges om.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Welcome to Belote Desktop.</source>
        <translation>Välkommen till Belote Desktop.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_menus.py" line="+138"/>
        <source>Belote Desktop</source>
        <translation>Belote Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;File</source>
        <translation>&amp;Arkiv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>R&amp;edigera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo move</source>
        <translation>&amp;Ångra drag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo move</source>
        <translation>&amp;Gör om drag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export match…</source>
        <translation>&amp;Exportera match…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open game record…</source>
        <translation>&amp;Öppna spelfil…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New match</source>
        <translation>&amp;Ny match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a &amp;deal by number…</source>
        <translation>Spela en gi&amp;v efter nummer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>Ti&amp;ps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Inställningar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Visa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Senaste sticket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Protokoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Helskärm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Kortkommandon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>Sp&amp;råk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Belote Desktop</source>
        <translation>&amp;Om Belote Desktop</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Move taken back: this match now counts as assisted.</source>
        <translation>Draget ångrat: den här matchen räknas nu som spelad med hjälp.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no move of yours in this deal to take back.</source>
        <translation>I den här given finns inget drag av dig att ångra.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Move played again.</source>
        <translation>Draget spelades igen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing to play again: you have moved since.</source>
        <translation>Inget att spela igen: du har gjort ett drag sedan dess.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/main_window.py" line="+103"/>
        <source>Your match was resumed where you left it.</source>
        <translation>Din match fortsätter där du slutade.</translation>
    </message>
    <message>
        <location line="+188"/>
        <location filename="../belote_desktop/ui/window_lesson.py" line="+52"/>
        <source>Classic belote</source>
        <translation>Klassisk belote</translation>
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
        <translation>giv %1 av %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>extra deal</source>
        <translation>extra giv</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to %1 points</source>
        <translation>till %1 poäng</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (resumed)</source>
        <translation>%1 (återupptagen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules of the match on the table. Changes in Settings apply from the next match.</source>
        <translation>Reglerna för matchen på bordet. Ändringar i inställningarna gäller från nästa match.</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Your saved settings could not be used (%1), so the default settings are in use.</source>
        <translation>Dina sparade inställningar kunde inte användas (%1), så standardinställningarna gäller.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The new rules and players take effect from the next match.</source>
        <translation>De nya reglerna och spelarna gäller från nästa match.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal %1</source>
        <translation>Giv %1</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/panels/bidding.py" line="-15"/>
        <source>Your turn to bid.</source>
        <translation>Din tur att bjuda.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/main_window.py" line="+34"/>
        <source>Announce your declarations, or say nothing.</source>
        <translation>Anmäl dina mälningar eller säg inget.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your turn: play a card (click it, or choose with the arrows and press Enter).</source>
        <translation>Din tur: spela ett kort (klicka på det, eller välj med pilarna och tryck Enter).</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Deal scored: %1 - %2</source>
        <translation>Poäng för given: %1 - %2</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_access.py" line="-11"/>
        <source>Say that &amp;again</source>
        <translation>Säg det i&amp;gen</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_sounds.py" line="+37"/>
        <source>S&amp;ounds</source>
        <translation>&amp;Ljud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sounds on or off (the volume is in Settings)</source>
        <translation>Ljud på eller av (volymen finns under Inställningar)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Sounds on.</source>
        <translation>Ljud på.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sounds off.</source>
        <translation>Ljud av.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_replays.py" line="+43"/>
        <source>A new match starts with deal number %1.</source>
        <translation>En ny match börjar med giv nummer %1.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The deal is dealt again: the same cards, the same dealer. This match now counts apart in your statistics.</source>
        <translation>Given delas ut igen: samma kort, samma givare. Den här matchen räknas nu för sig i din statistik.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_aids.py" line="+46"/>
        <source>The cards played are shown: this match now counts as assisted.</source>
        <translation>De spelade korten visas: den här matchen räknas nu som spelad med hjälp.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_lesson.py" line="-2"/>
        <source>&amp;Learn to play</source>
        <translation>&amp;Lär dig spela</translation>
    </message>
</context>
<context>
    <name>QueryKeys</name>
    <message>
        <location filename="../belote_desktop/ui/access/query_keys.py" line="+37"/>
        <source>Say the cards on the table</source>
        <translation>Läs upp korten på bordet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say the contract and who took it</source>
        <translation>Läs upp kontraktet och vem som tog det</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say the score and what the match is played to</source>
        <translation>Läs upp ställningen och vad matchen spelas till</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say whose turn it is</source>
        <translation>Läs upp vems tur det är</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say every bid of this deal so far</source>
        <translation>Läs upp alla bud i den här given hittills</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say the turned-up card (classic)</source>
        <translation>Läs upp uppkortet (klassisk)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say the last trick and who won it</source>
        <translation>Läs upp det senaste sticket och vem som vann det</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read your hand, suit by suit</source>
        <translation>Läs upp din hand, färg för färg</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Say the sentence before or after, among the last ones said</source>
        <translation>Läs upp meningen före eller efter, bland de senast sagda</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go to your spades, hearts, diamonds or clubs, and say them</source>
        <translation>Gå till dina spader, hjärter, ruter eller klöver och läs upp dem</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go to your suit on the left or on the right, and say it</source>
        <translation>Gå till färgen till vänster eller höger och läs upp den</translation>
    </message>
</context>
<context>
    <name>Recall</name>
    <message>
        <location filename="../belote_desktop/ui/access/recall.py" line="+54"/>
        <location line="+10"/>
        <source>Nothing has been said yet.</source>
        <translation>Inget har sagts än.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>No earlier sentence.</source>
        <translation>Ingen tidigare mening.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No later sentence.</source>
        <translation>Ingen senare mening.</translation>
    </message>
</context>
<context>
    <name>RecordDeals</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/record_viewer/deals.py" line="+115"/>
        <source>Deals of the record</source>
        <translation>Spelfilens givar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a deal, or choose it and press Enter, to go to its start.</source>
        <translation>Dubbelklicka på en giv, eller välj den och tryck Enter, för att gå till dess början.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal</source>
        <translation>Giv</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points the deal added: %1, then %2</source>
        <translation>Poäng som given gav: %1, sedan %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to this deal</source>
        <translation>&amp;Gå till den här given</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay the chosen deal out on the table, at its start</source>
        <translation>Lägg ut den valda given på bordet, från början</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>Gra&amp;nska</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coach&apos;s review of the chosen deal, move by move</source>
        <translation>Granskning av den valda given, drag för drag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review the chosen deal</source>
        <translation>Granska den valda given</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Protokoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The record&apos;s score sheet</source>
        <translation>Spelfilens protokoll</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not played to the end</source>
        <translation>Inte färdigspelad</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2, %3 %4</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Total: %1 %2, %3 %4</source>
        <translation>Totalt: %1 %2, %3 %4</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Deal number %1</source>
        <translation>Givnummer %1</translation>
    </message>
</context>
<context>
    <name>RecordViewer</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/record_viewer/viewer.py" line="+183"/>
        <source>This deal was not played to the end: there is nothing to review.</source>
        <translation>Den här given spelades inte till slut: det finns inget att granska.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game record: %1</source>
        <translation>Spelfil: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>Början</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick back</source>
        <translation>Stick bakåt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card back</source>
        <translation>Kort bakåt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card forward</source>
        <translation>Kort framåt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick forward</source>
        <translation>Stick framåt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>Slut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review this deal</source>
        <translation>Granska den här given</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Deals</source>
        <translation>Givar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the list of the record&apos;s deals</source>
        <translation>Visa eller dölj listan över spelfilens givar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sheet</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Deal %1, step %2 of %3</source>
        <translation>Giv %1, steg %2 av %3</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../belote_desktop/ui/refusals.py" line="+43"/>
        <source>You must follow suit.</source>
        <translation>Du måste följa färg.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must play a higher trump.</source>
        <translation>Du måste lägga en högre trumf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no card of the suit led: you must trump.</source>
        <translation>Du saknar utspelsfärgen: du måste trumfa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must trump higher than the trump already played.</source>
        <translation>Du måste trumfa över den trumf som redan ligger.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must trump, even lower than the trump already played.</source>
        <translation>Du måste trumfa, även under den trumf som redan ligger.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not trump lower than the trump already played while you hold another card.</source>
        <translation>Du får inte trumfa lägre än den trumf som redan spelats så länge du har ett annat kort.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not in your hand.</source>
        <translation>Det kortet har du inte på hand.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not time to play a card.</source>
        <translation>Det är inte dags att spela ett kort.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card may not be played now.</source>
        <translation>Det kortet får inte spelas nu.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/lesson/driver.py" line="-29"/>
        <location filename="../belote_desktop/ui/refusals.py" line="+8"/>
        <source>Why? See rule %1</source>
        <translation>Varför? Se regel %1</translation>
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
        <translation>Granskningen avbröts innan den var klar.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Trick %1</source>
        <translation>Stick %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choosing trump</source>
        <comment>klaverjas: the row of a call, ik speel / ik pas</comment>
        <translation>Val av trumf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bidding</source>
        <translation>Budgivning</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>best</source>
        <translation>bäst</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Average over %n possible layouts of the hidden cards</source>
        <translation>
            <numerusform>Snitt över %n möjlig fördelning av de dolda korten</numerusform>
            <numerusform>Snitt över %n möjliga fördelningar av de dolda korten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Reviewing the moves of %1…</source>
        <translation>Granskar dragen: %1…</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%1 of %n cards were the best</source>
        <translation>
            <numerusform>%1 av %n kort var det bästa</numerusform>
            <numerusform>%1 av %n kort var de bästa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 of %n calls were the best</source>
        <comment>klaverjas: ik speel / ik pas</comment>
        <translation>
            <numerusform>%1 av %n val (spela eller passa) var det bästa</numerusform>
            <numerusform>%1 av %n val (spela eller passa) var de bästa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 of %n bids were the best</source>
        <translation>
            <numerusform>%1 av %n bud var det bästa</numerusform>
            <numerusform>%1 av %n bud var de bästa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n points lost in all</source>
        <translation>
            <numerusform>totalt %n poäng förlorad</numerusform>
            <numerusform>totalt %n poäng förlorade</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>biggest mistake: trick %1, %2, while %3 would have been worth %4 more</source>
        <translation>största misstaget: stick %1, %2, medan %3 hade varit värt %4 poäng mer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>biggest mistake: in the choice of trump, %1, while %2 would have been worth %3 more</source>
        <comment>klaverjas: %1 the call made (ik speel / ik pas), %2 the better one</comment>
        <translation>största misstaget: i valet av trumf, %1, medan %2 hade varit värt %3 poäng mer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>biggest mistake: in the bidding, %1, while %2 would have been worth %3 more</source>
        <translation>största misstaget: i budgivningen, %1, medan %2 hade varit värt %3 poäng mer</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>took the trick</source>
        <translation>tog sticket</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Review of deal %1</source>
        <translation>Granskning av giv %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Moves of:</source>
        <translation>&amp;Drag av:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Drag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks</source>
        <translation>Stick</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When</source>
        <translation>När</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Spelat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best move</source>
        <translation>Bästa drag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What each was worth</source>
        <translation>Vad varje drag var värt</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Points lost</source>
        <translation>Förlorade poäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With every hand seen</source>
        <translation>Med alla händer synliga</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worth: the score this deal was expected to end with, this player&apos;s team minus the other team, on average over many possible layouts of the cards this player could not see (as the hint shows it). With every hand seen: the same in this very deal, all cards known.</source>
        <translation>Värde: resultatet som given väntades sluta med, den här spelarens lag minus det andra laget, i snitt över många möjliga fördelningar av korten som spelaren inte kunde se (så som tipset visar det). Med alla händer synliga: detsamma i just den här given, med alla kort kända.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both count roem, nat and pit as klaverjas scores them.</source>
        <translation>Båda räknar roem, nat och pit så som Klaverjassen räknar dem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The best move by what this player could know: the same judgement as the hint&apos;s, over more layouts of the hidden cards.</source>
        <translation>Det bästa draget utifrån vad spelaren kunde veta: samma bedömning som tipsets, över fler fördelningar av de dolda korten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How much less the move was worth than the best one. Moves a few points apart, or closer than the layouts can tell, count as the best.</source>
        <translation>Hur mycket mindre draget var värt än det bästa. Drag som skiljer några få poäng, eller mindre än fördelningarna kan avgöra, räknas som bäst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The score this deal was expected to end with, this player&apos;s team minus the other team, on average over possible layouts of the hidden cards.</source>
        <translation>Resultatet som given väntades sluta med, den här spelarens lag minus det andra laget, i snitt över möjliga fördelningar av de dolda korten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What each card was worth in this very deal, with every hand seen and every card played as well as possible from here on: the luck of the layout, not a mistake.</source>
        <translation>Vad varje kort var värt i just den här given, med alla händer synliga och varje kort spelat så bra som möjligt härifrån: fördelningens tur, inget misstag.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Won by</source>
        <translation>Vanns av</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Stäng</translation>
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
        <translation>Ropa roem i sticket på bordet (R); den räknas för laget som tog sticket.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gather the trick</source>
        <translation>Ta in sticket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take in the last trick and end the deal (Enter).</source>
        <translation>Ta in sista sticket och avsluta given (Enter).</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../belote_desktop/i18n/rules_text.py" line="+86"/>
        <source>Classic belote</source>
        <translation>Klassisk belote</translation>
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
        <translation>motståndare</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>East</source>
        <translation>Öst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South</source>
        <translation>Syd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West</source>
        <translation>Väst</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>on</source>
        <translation>på</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>av</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>number of deals: %1</source>
        <translation>antal givar: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target %1</source>
        <translation>poänggräns %1</translation>
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
        <translation>ett bestämt antal givar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a points target</source>
        <translation>en poänggräns</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The aim of the game</source>
        <translation>Målet med spelet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote is a card game of tricks for four players in two teams. At the start of each deal the players decide which suit is trump and which team has to prove that it was right to choose it: that team are the &lt;i&gt;takers&lt;/i&gt;, the other team the &lt;i&gt;defence&lt;/i&gt;. What the takers have to reach is their &lt;i&gt;contract&lt;/i&gt;.</source>
        <translation>Belote är ett stickspel för fyra spelare i två lag. I början av varje giv avgör spelarna vilken färg som blir trumf och vilket lag som måste visa att valet var rätt: det laget är &lt;i&gt;tagarna&lt;/i&gt;, det andra laget är &lt;i&gt;försvaret&lt;/i&gt;. Det som tagarna måste nå kallas deras &lt;i&gt;kontrakt&lt;/i&gt;.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>In coinche and contrée the players bid: the takers promise a number of points, and must then count at least that many.</source>
        <translation>I coinche och contrée bjuder spelarna: tagarna lovar ett antal poäng och måste sedan räkna ihop minst så många.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The table</source>
        <translation>Bordet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote is played by four people in two teams of two. Partners face each other across the table, so the seats alternate between the teams. The seats are called North, East, South and West; North and South play together against East and West. You sit South.</source>
        <translation>Belote spelas av fyra personer i två lag om två. Partnerna sitter mittemot varandra, så varannan plats hör till vartdera laget. Platserna kallas Nord, Öst, Syd och Väst; Nord och Syd spelar tillsammans mot Öst och Väst. Du sitter i Syd.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everything moves round the table in the same direction: the deal, the bidding and the play. Whenever these rules speak of the next player, they mean the next one in that direction.</source>
        <translation>Allt går runt bordet åt samma håll: given, budgivningen och spelet. När reglerna talar om nästa spelare menas alltid nästa spelare i den riktningen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clockwise play goes North, East, South, West, then North again.</source>
        <translation>Medsols går spelet Nord, Öst, Syd, Väst och sedan Nord igen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Counterclockwise play goes North, West, South, East, then North again.</source>
        <translation>Motsols går spelet Nord, Väst, Syd, Öst och sedan Nord igen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A match is a series of deals. The points of each deal are added to the team totals until one team reaches the target (see &lt;i&gt;End of the match&lt;/i&gt;).</source>
        <translation>En match består av en rad givar. Poängen från varje giv läggs till lagens totaler tills ett lag når poänggränsen (se &lt;i&gt;Matchens slut&lt;/i&gt;).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The cards and their order</source>
        <translation>Korten och deras rangordning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game uses a short pack of 32 cards: seven, eight, nine, ten, jack, queen, king and ace in each of the four suits, spades, hearts, diamonds and clubs.</source>
        <translation>Spelet använder en kortlek med 32 kort: sjua, åtta, nia, tia, knekt, dam, kung och ess i var och en av de fyra färgerna spader, hjärter, ruter och klöver.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How strong a card is depends on whether its suit is trump. In the trump suit the jack and the nine jump to the top; in the other suits the ace and the ten lead.</source>
        <translation>Hur starkt ett kort är beror på om dess färg är trumf. I trumffärgen hoppar knekten och nian upp i topp; i de andra färgerna är esset och tian högst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Which cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order, highest first</source>
        <translation>Rangordning, högst först</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump suit</source>
        <translation>Trumffärg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other suits</source>
        <translation>Övriga färger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sans atout (coinche only): every suit</source>
        <translation>Sans atout (bara coinche): alla färger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tout atout (coinche only): every suit</source>
        <translation>Tout atout (bara coinche): alla färger</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Declarations have an order of their own, not the one used in play: for a sequence the cards always run ace, king, queen, jack, ten, nine, eight, seven, whatever the trump.</source>
        <translation>Mälningar har en egen rangordning, inte den som gäller i spelet: i en sekvens går korten alltid ess, kung, dam, knekt, tia, nia, åtta, sjua, oavsett trumf.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Sans atout (coinche only)</source>
        <translation>Sans atout (bara coinche)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tout atout (coinche only)</source>
        <translation>Tout atout (bara coinche)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A team that wins all eight tricks makes a &lt;i&gt;capot&lt;/i&gt; and counts 252 instead of 162: the 162 and a bonus of 90.</source>
        <translation>Ett lag som vinner alla åtta stick gör &lt;i&gt;capot&lt;/i&gt; och räknar 252 i stället för 162: de 162 och en bonus på 90.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Each player first gets three cards, then two. The next card of the pack is laid face up on the table: this up-card shows the suit offered as trump. When someone has taken, that player receives the up-card and two more cards and every other player three more, so that everyone holds eight. The taker gets the up-card even after naming another suit in the second round.</source>
        <translation>Varje spelare får först tre kort och sedan två. Nästa kort i leken läggs med framsidan upp på bordet: uppkortet visar vilken färg som erbjuds som trumf. När någon har tagit får den spelaren uppkortet och två kort till och alla andra tre kort till, så att alla har åtta. Tagaren får uppkortet även efter att ha nämnt en annan färg i andra budrundan.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>When it is their turn, an opponent of the highest bidder may double the bid: this is the &lt;i&gt;coinche&lt;/i&gt; or &lt;i&gt;contre&lt;/i&gt;. After a double nobody may bid any more; only the bidding team may answer, once: with a redouble (the &lt;i&gt;surcoinche&lt;/i&gt; or &lt;i&gt;surcontre&lt;/i&gt;) or with a pass. Either way the bidding is then over. Without a double the bid counts once; a double multiplies it by two, a redouble by four.</source>
        <translation>När det är deras tur får motståndarna till den som har högsta budet dubbla det: det kallas &lt;i&gt;coinche&lt;/i&gt; eller &lt;i&gt;contre&lt;/i&gt;. Efter en dubbling får ingen bjuda mer; bara det bjudande laget får svara, en gång: med en redubbling (&lt;i&gt;surcoinche&lt;/i&gt; eller &lt;i&gt;surcontre&lt;/i&gt;) eller med pass. I båda fallen är budgivningen sedan slut. Utan dubbling räknas budet en gång; en dubbling multiplicerar det med två, en redubbling med fyra.</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>With a trump suit, the highest trump in the trick wins it. Without a trump in it, the highest card of the led suit wins; cards of other suits never win.</source>
        <translation>Med en trumffärg vinner den högsta trumfen i sticket. Finns ingen trumf i sticket vinner det högsta kortet i utspelsfärgen; kort i andra färger vinner aldrig.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In sans atout and tout atout the highest card of the led suit always wins: in sans atout in the order of a plain suit, in tout atout in the order of a trump suit.</source>
        <translation>I sans atout och tout atout vinner alltid det högsta kortet i utspelsfärgen: i sans atout efter en vanlig färgs rangordning, i tout atout efter trumffärgens.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Quarte (fifty): four in sequence</source>
        <translation>Kvart (50): fyra i följd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quinte (hundred): five to eight in sequence</source>
        <translation>Kvint (100): fem till åtta i följd</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four eights or sevens: no declaration</source>
        <translation>Fyra åttor eller sjuor: ingen mälning</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>East and North both declare a tierce up to the queen, and South a tierce up to the nine. East played first, but North&apos;s tierce is in trump, and a trump sequence beats an equal one before the order of play decides: North and South score both their tierces, 20 + 20 = 40, and East and West nothing.</source>
        <translation>Öst och Nord anmäler båda en terts upp till dam, och Syd en terts upp till nia. Öst spelade först, men Nords terts är i trumf, och en sekvens i trumf slår en lika lång sekvens innan spelordningen avgör: Nord och Syd får båda sina tertser, 20 + 20 = 40, och Öst och Väst ingenting.</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>The contract is made when the takers counted more than the defence; for equal counts see &lt;i&gt;A tie&lt;/i&gt; below. When it is made, both teams score what they counted.</source>
        <translation>Kontraktet klaras när tagarna har räknat ihop mer än försvaret; vid lika, se &lt;i&gt;Lika poäng&lt;/i&gt; nedan. När kontraktet klaras får båda lagen det de räknade.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The contract is made when the takers have at least 81 of the 162 points of cards and last trick; declarations and belote do not count for this, so 81 is enough whatever the rule for a tie. When it is made, both teams score what they counted.</source>
        <translation>Kontraktet klaras när tagarna har minst 81 av de 162 poängen från kort och sista sticket; mälningar och belote räknas inte här, så 81 räcker oavsett regeln för lika poäng. När kontraktet klaras får båda lagen det de räknade.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Otherwise the takers are &lt;i&gt;dedans&lt;/i&gt; (inside): the defence scores 162 (252 if it took every trick), plus the declarations of both teams and its own belote; the takers score only their belote.</source>
        <translation>Annars går tagarna bet och är &lt;i&gt;dedans&lt;/i&gt; (”inne”): försvaret får 162 (252 om det tog alla stick) plus båda lagens mälningar och sin egen belote; tagarna får bara sin belote.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>A team that wins all eight tricks makes a &lt;i&gt;capot&lt;/i&gt;: it counts 252 card points instead of 162, the 162 and a bonus of 90. The team without a trick scores no declarations, only its belote.</source>
        <translation>Ett lag som vinner alla åtta stick gör &lt;i&gt;capot&lt;/i&gt;: det räknar 252 kortpoäng i stället för 162, alltså de 162 och en bonus på 90. Laget utan stick får inga mälningar, bara sin belote.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>160 + bid × multiplier (×1, ×2 or ×4) + the declarations of both teams + its belote</source>
        <translation>160 + bud × multiplikator (×1, ×2 eller ×4) + båda lagens mälningar + sin belote</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Once a bid is coinched (contré, in contrée), the card points only decide whether it is made: the team that wins takes 160 + bid × 2 (× 4 after a surcoinche or surcontre) and the declarations that score (a defence that wins takes both teams&apos;), and each team keeps its own belote.</source>
        <translation>När ett bud har fått coinche (i contrée: contre) avgör kortpoängen bara om det klaras: laget som vinner får 160 + bud × 2 (× 4 efter surcoinche eller surcontre) och de mälningar som räknas (vinner försvaret får det båda lagens), och varje lag behåller sin egen belote.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The first team to reach the target wins the match. If both teams reach it in the same deal, the higher total wins; if the totals are equal, one more deal is played.</source>
        <translation>Det lag som först når poänggränsen vinner matchen. Når båda lagen den i samma giv vinner den högsta totalen; är totalerna lika spelas en giv till.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Common targets are 1001, 1000 or 501 for classic belote and 701 for coinche and contrée.</source>
        <translation>Vanliga poänggränser är 1001, 1000 eller 501 för klassisk belote och 701 för coinche och contrée.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Classic belote chooses trump with an up-card; coinche and contrée have an auction with numbers. Coinche also offers sans atout and tout atout.</source>
        <translation>I klassisk belote väljs trumf med ett uppkort; i coinche och contrée bjuder man med poängtal. Coinche har dessutom sans atout och tout atout.</translation>
    </message>
    <message>
        <location line="-598"/>
        <source>Sequences for declarations</source>
        <translation>Sekvenser för mälningar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sans atout (no trumps) and tout atout (all suits are trump) are contracts of coinche only. Sans atout ranks every suit like a plain suit; tout atout ranks every suit like the trump suit.</source>
        <translation>Sans atout (ingen trumf) och tout atout (alla färger är trumf) är kontrakt som bara finns i coinche. I sans atout rangordnas alla färger som vanliga färger; i tout atout rangordnas alla färger som trumffärgen.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Whole suit</source>
        <translation>Hela färgen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card</source>
        <translation>Kort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump</source>
        <translation>Trumf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not trump</source>
        <translation>Ej trumf</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Card points</source>
        <translation>Kortpoäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tricks you win are worth the points of the cards in them. What a card is worth depends on the contract, as the table shows.</source>
        <translation>Sticken du vinner är värda poängen för korten i dem. Vad ett kort är värt beror på kontraktet, som tabellen visar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With a trump suit, the trump suit holds 62 points and each other suit 30: 152 in all. Whoever wins the eighth and last trick adds 10 more, the &lt;i&gt;dix de der&lt;/i&gt;, so every deal shares out 162 points.</source>
        <translation>Med en trumffärg är trumffärgen värd 62 poäng och varje annan färg 30, sammanlagt 152. Den som vinner det åttonde och sista sticket får 10 poäng till, &lt;i&gt;dix de der&lt;/i&gt;, så varje giv fördelar 162 poäng.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In sans atout and in tout atout every suit is worth 38, so these contracts also hold 152 points, 162 with the last trick.</source>
        <translation>I sans atout och i tout atout är varje färg värd 38, så även dessa kontrakt innehåller 152 poäng, 162 med sista sticket.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Dealing</source>
        <translation>Utdelning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance picks the first dealer. After every deal, even one that nobody wanted to play, the next player becomes the dealer.</source>
        <translation>Slumpen avgör vem som blir första givare. Efter varje giv, även en som ingen ville spela, blir nästa spelare givare.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Between deals the cards are not shuffled: the tricks are gathered into one pile, which is cut and dealt again. Only a new match starts from a shuffled pack.</source>
        <translation>Mellan givarna blandas inte korten: sticken samlas ihop till en hög som kuperas och ges ut igen. Bara en ny match börjar med en blandad kortlek.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The cards are shuffled before every deal.</source>
        <translation>Korten blandas före varje giv.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The dealer gives the cards out starting with the next player.</source>
        <translation>Givaren delar ut korten med början hos nästa spelare.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Each player gets three cards, then two, then three: eight in all, straight away. No card is turned up.</source>
        <translation>Varje spelare får tre kort, sedan två och sedan tre: åtta på en gång. Inget kort vänds upp.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bidding in classic belote</source>
        <translation>Budgivning i klassisk belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bidding decides which suit is trump and which team must prove it was right to choose it. There are at most two rounds, each starting with the player after the dealer.</source>
        <translation>Budgivningen avgör vilken färg som blir trumf och vilket lag som måste visa att valet var rätt. Det blir högst två budrundor, och båda börjar med spelaren efter givaren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First round</source>
        <translation>Första budrundan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player in turn either takes, which makes the suit of the up-card trump, or passes.</source>
        <translation>Varje spelare i tur och ordning tar, vilket gör uppkortets färg till trumf, eller passar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Second round</source>
        <translation>Andra budrundan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If all four passed, each player in turn may name a trump suit or pass again. The suit of the up-card can no longer be chosen.</source>
        <translation>Om alla fyra passade får varje spelare i tur och ordning nämna en trumffärg eller passa igen. Uppkortets färg kan inte längre väljas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If all four passed, each player in turn may name a trump suit or pass again. Any suit may be named, the up-card&apos;s suit included.</source>
        <translation>Om alla fyra passade får varje spelare i tur och ordning nämna en trumffärg eller passa igen. Vilken färg som helst får nämnas, även uppkortets.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The first player to take ends the bidding. That player&apos;s team are the takers; the other team is the defence. If nobody takes in either round, the cards are thrown in and the next dealer deals.</source>
        <translation>Den första spelaren som tar avslutar budgivningen. Den spelarens lag är tagarna; det andra laget är försvaret. Tar ingen i någon av rundorna ges korten om av nästa givare.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bidding in coinche and contrée</source>
        <translation>Budgivning i coinche och contrée</translation>
    </message>
    <message>
        <location line="-194"/>
        <source>In classic belote the takers must count more points than the defence (the scoring section says what an equal count gives).</source>
        <translation>I klassisk belote måste tagarna räkna ihop fler poäng än försvaret (avsnittet om poängräkning visar vad lika poäng ger).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In classic belote with &lt;i&gt;Contract on card points&lt;/i&gt;, the takers must take at least 81 of the 162 points of cards and last trick; their declarations and belote do not count for this.</source>
        <translation>I klassisk belote med &lt;i&gt;Kontrakt på kortpoäng&lt;/i&gt; måste tagarna få minst 81 av de 162 poängen från kort och sista sticket; deras mälningar och belote räknas inte här.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Points come from the cards won in tricks, from the last trick, and from some combinations of cards held in the hand. If the takers make their contract, both teams score what they counted, the takers with their bid added in coinche and contrée (a coinched contract is scored differently: see its section); if they fail, they are &lt;i&gt;dedans&lt;/i&gt; and the defence scores the points of the deal. Deals follow one another until a team reaches the target.</source>
        <translation>Poängen kommer från korten i de stick man vinner, från sista sticket och från vissa kombinationer av kort på handen. Klarar tagarna sitt kontrakt får båda lagen det de räknade, tagarna i coinche och contrée dessutom sitt bud (efter coinche räknas det annorlunda: se det avsnittet); går de bet är de &lt;i&gt;dedans&lt;/i&gt;, och försvaret får givens poäng. Man spelar giv efter giv tills ett lag når poänggränsen.</translation>
    </message>
    <message>
        <location line="+164"/>
        <source>The dealer speaks last in the second round and may name any suit there, the up-card&apos;s suit included: having seen everyone else pass twice, the dealer gets the last word.</source>
        <translation>Givaren talar sist i andra budrundan och får där nämna vilken färg som helst, även uppkortets: efter att ha sett alla andra passa två gånger får givaren sista ordet.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Here the players bid for a contract: the number of points their team promises to reach and the trump they want. The player after the dealer bids first; then each in turn bids or passes.</source>
        <translation>Här bjuder spelarna om ett kontrakt: hur många poäng laget lovar att nå och vilken trumf det vill ha. Spelaren efter givaren bjuder först; sedan bjuder eller passar var och en i tur och ordning.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bids go from 80 to 160 in steps of ten. Above 160 comes &lt;i&gt;capot&lt;/i&gt;, a promise to win all eight tricks, worth 250. Every bid must be higher than the one before it.</source>
        <translation>Buden går från 80 till 160 i steg om tio. Över 160 kommer &lt;i&gt;capot&lt;/i&gt;, ett löfte att vinna alla åtta stick, värt 250. Varje bud måste vara högre än det föregående.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In contrée the trump of a bid is one of the four suits.</source>
        <translation>I contrée är trumfen i ett bud en av de fyra färgerna.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In coinche a bid may name one of the four suits, &lt;i&gt;sans atout&lt;/i&gt; (no trump at all) or &lt;i&gt;tout atout&lt;/i&gt; (every suit is trump).</source>
        <translation>I coinche kan ett bud nämna en av de fyra färgerna, &lt;i&gt;sans atout&lt;/i&gt; (ingen trumf alls) eller &lt;i&gt;tout atout&lt;/i&gt; (alla färger är trumf).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Doubling</source>
        <translation>Dubbling</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The bidding also ends when a bid is followed by three passes in a row. If all four players pass without any bid, the cards are thrown in and the next dealer deals.</source>
        <translation>Budgivningen tar också slut när ett bud följs av tre pass i rad. Om alla fyra spelarna passar utan att någon bjuder ges korten om av nästa givare.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A bid followed by three passes in a row does not end the bidding yet: the last raise follows. If all four players pass without any bid, the cards are thrown in and the next dealer deals.</source>
        <translation>Ett bud som följs av tre pass i rad avslutar inte budgivningen än: den sista höjningen följer. Om alla fyra spelarna passar utan att någon bjuder ges korten om av nästa givare.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Example: 100 in hearts raised to 120, made</source>
        <translation>Exempel: 100 i hjärter höjt till 120, klarat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers count %1 and reach the %2 they raised to: they score %1 + %2 = %3, twenty more than the 100 would have brought, and the defence keeps its %4. Had they counted 115, the 100 would have been made but the %2 fails: the defence would have scored 160 + %2 = 280.</source>
        <translation>Tagarna räknar %1 och når de %2 som de höjde till: de får %1 + %2 = %3, tjugo mer än 100 hade gett, och försvaret behåller sina %4. Hade de räknat 115 hade 100 klarats, men %2 går bet: försvaret hade fått 160 + %2 = 280.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The last raise</source>
        <translation>Den sista höjningen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a bid has been followed by three passes and nobody has doubled it, its bidder alone may raise the contract once more, to any higher value up to capot but in the same trump, or keep it as it is. Then each opponent in turn, starting with the one after the bidder, may double it; after a double the bidding team may redouble, as above. Then the bidding is over. A contract doubled during the bidding has no last raise, and a capot cannot be raised: its opponents are only asked whether they double.</source>
        <translation>När ett bud har följts av tre pass och ingen har dubblat det får budgivaren, och bara hen, höja kontraktet en gång till, till vilket högre värde som helst upp till capot men i samma trumf, eller behålla det som det är. Därefter får varje motståndare i tur och ordning, med början hos den som sitter efter budgivaren, dubbla det; efter en dubbling får det bjudande laget redubbla, som ovan. Sedan är budgivningen slut. Ett kontrakt som har dubblats under budgivningen får ingen sista höjning, och en capot kan inte höjas: dess motståndare får bara frågan om de dubblar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Example: North bids 100 in hearts; East, South and West pass. North, whose partner has not spoken up but whose opponents are silent too, raises to 120 hearts. East passes, West passes: North and South play 120 in hearts. Had West doubled, North or South could still have redoubled.</source>
        <translation>Exempel: Nord bjuder 100 i hjärter; Öst, Syd och Väst passar. Nord, vars partner inte har sagt något men vars motståndare också tiger, höjer till 120 hjärter. Öst passar, Väst passar: Nord och Syd spelar 120 i hjärter. Hade Väst dubblat hade Nord eller Syd fortfarande kunnat redubbla.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing the cards</source>
        <translation>Spelet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A deal has eight tricks. The player after the dealer leads the first one, and whoever wins a trick leads the next. The leader may play any card; the others must obey the rules below.</source>
        <translation>En giv har åtta stick. Spelaren efter givaren spelar ut till det första, och den som vinner ett stick spelar ut till nästa. Den som spelar ut får lägga vilket kort som helst; de andra måste följa reglerna nedan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1. Follow suit</source>
        <translation>1. Följ färg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you hold a card of the suit that was led, you must play one.</source>
        <translation>Har du ett kort i utspelsfärgen måste du lägga ett sådant.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spades are led; you have spades.</source>
        <translation>Spader spelas ut; du har spader.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Either spade may be played; the jack of trump and the diamond must wait.</source>
        <translation>Vilket spaderkort som helst får läggas; trumfknekten och ruterkortet får vänta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When trump is led you must also go higher than the best trump already played if you can, even when your partner is winning the trick. If you cannot, any trump will do.</source>
        <translation>När trumf spelas ut måste du också gå över den högsta trumfen som redan ligger om du kan, även när din partner vinner sticket. Kan du inte det duger vilken trumf som helst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hearts are trump and a trump is led.</source>
        <translation>Hjärter är trumf och trumf spelas ut.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The nine beats the ten in trump, so it must be played although your partner is winning.</source>
        <translation>Nian slår tian i trumf, så den måste läggas fastän din partner vinner sticket.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2. Partner winning</source>
        <translation>2. Partnern vinner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you have none of the led suit and your partner is winning the trick at that moment, you may play any card.</source>
        <translation>Saknar du utspelsfärgen och din partner vinner sticket just då får du lägga vilket kort som helst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your partner holds the trick; you have no spades.</source>
        <translation>Din partner har sticket; du saknar spader.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are free to keep your trump and discard.</source>
        <translation>Du får behålla din trumf och saka.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3. Trumping</source>
        <translation>3. Trumfa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you have none of the led suit, your partner is not winning and you hold a trump, you must play a trump.</source>
        <translation>Saknar du utspelsfärgen, din partner inte vinner och du har trumf måste du lägga en trumf.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An opponent leads a spade; you have none.</source>
        <translation>En motståndare spelar ut spader; du har ingen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your only trump, the seven of hearts, must be played.</source>
        <translation>Din enda trumf, hjärter sjua, måste läggas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If somebody has already trumped, you must play a higher trump when you have one (overtrump).</source>
        <translation>Har någon redan trumfat måste du lägga en högre trumf om du har någon (övertrumfa).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An opponent has trumped with the queen.</source>
        <translation>En motståndare har trumfat med damen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The king is the only trump that beats the queen.</source>
        <translation>Kungen är den enda trumf som slår damen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you cannot beat that trump, you must still play a lower one (undertrump). Only a player without any trump may play another card.</source>
        <translation>Kan du inte slå den trumfen måste du ändå lägga en lägre (undertrumfa). Bara en spelare helt utan trumf får lägga ett annat kort.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+11"/>
        <source>An opponent has trumped with the nine.</source>
        <translation>En motståndare har trumfat med nian.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Neither of your trumps beats the nine, but one of them must be played.</source>
        <translation>Ingen av dina trumfar slår nian, men en av dem måste läggas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you cannot beat that trump, you may play a lower trump or any other card: undertrumping is not required.</source>
        <translation>Kan du inte slå den trumfen får du lägga en lägre trumf eller vilket annat kort som helst: du behöver inte undertrumfa.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Neither of your trumps beats the nine, so you may keep them and discard the king.</source>
        <translation>Ingen av dina trumfar slår nian, så du får behålla dem och saka kungen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>4. No trump in hand</source>
        <translation>4. Ingen trumf på hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With none of the led suit and no trump at all, any card may be played.</source>
        <translation>Saknar du både utspelsfärgen och trumf får du lägga vilket kort som helst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sans atout and tout atout</source>
        <translation>Sans atout och tout atout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In sans atout there is no trump: follow suit when you can, otherwise play anything.</source>
        <translation>I sans atout finns ingen trumf: följ färg när du kan, annars lägger du vad du vill.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In tout atout you must follow suit and, if you can, beat the best card of the led suit in the trick, whoever is winning it. Without the led suit, play anything.</source>
        <translation>I tout atout måste du följa färg och, om du kan, slå det bästa kortet i utspelsfärgen i sticket, oavsett vem som vinner det. Saknar du utspelsfärgen lägger du vad du vill.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tout atout: a king of spades is led.</source>
        <translation>Tout atout: spader kung spelas ut.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In tout atout the ten ranks above the king, so the ten is the card to play.</source>
        <translation>I tout atout står tian över kungen, så det är tian som ska läggas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who wins the trick</source>
        <translation>Vem som vinner sticket</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game refuses a card the rules do not allow and tells you which rule forbids it; nothing else changes, and you can choose again.</source>
        <translation>Spelet vägrar ta emot ett kort som reglerna inte tillåter och talar om vilken regel som förbjuder det; inget annat ändras, och du kan välja igen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+329"/>
        <source>Declarations</source>
        <translation>Mälningar</translation>
    </message>
    <message>
        <location line="-328"/>
        <source>Some combinations in your hand earn points when you announce them: runs of one suit and four cards of the same rank.</source>
        <translation>Vissa kombinationer på handen ger poäng när du anmäler dem: sekvenser i en färg och fyra kort av samma valör.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This game is played without declarations: only belote-rebelote still counts.</source>
        <translation>Det här spelet spelas utan mälningar: bara belote-rebelote räknas fortfarande.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Declaration</source>
        <translation>Mälning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tierce: three in sequence</source>
        <translation>Terts (20): tre i följd</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four jacks</source>
        <translation>Fyra knektar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four nines</source>
        <translation>Fyra nior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four aces, tens, kings or queens</source>
        <translation>Fyra ess, tior, kungar eller damer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A sequence is a run of one suit in the order ace, king, queen, jack, ten, nine, eight, seven. A run of five or more counts once, as 100; it is never split into shorter ones. Each card can be part of only one declaration, and a hand is counted in the way that gives the most points.</source>
        <translation>En sekvens är kort i följd i en färg, i ordningen ess, kung, dam, knekt, tia, nia, åtta, sjua. En sekvens på fem kort eller fler räknas en gång, som 100; den delas aldrig upp i kortare. Varje kort kan ingå i bara en mälning, och en hand räknas på det sätt som ger flest poäng.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You announce your declarations as you play your first card of the first trick, and show them at the second trick. Once the first trick is over, the declarations of the two teams are compared.</source>
        <translation>Du anmäler dina mälningar när du lägger ditt första kort i första sticket och visar dem i andra sticket. När första sticket är klart jämförs de två lagens mälningar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Which team scores</source>
        <translation>Vilket lag som får poäng</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the team with the single best declaration scores, but then it scores all of its declarations; the other team scores none.</source>
        <translation>Bara laget med den enskilt bästa mälningen får poäng, men då för alla sina mälningar; det andra laget får inga.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Four of a kind beats any sequence; between two, the one worth more wins, and at equal value aces beat tens, tens beat kings and kings beat queens. Between sequences the longer wins, then the one with the higher top card, then a sequence in trump; if they are still equal, the one announced first in the first trick wins.</source>
        <translation>Ett fyrtal slår alla sekvenser; mellan två fyrtal vinner det som är värt mest, och vid samma värde slår ess tior, tior kungar och kungar damer. Mellan sekvenser vinner den längsta, sedan den med högst toppkort, sedan en sekvens i trumf; är de fortfarande lika vinner den som anmäldes först i första sticket.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: North declares a quarte up to the king and a tierce, East a tierce up to the ace. The quarte is longer than any tierce, so North and South score 50 + 20 = 70 and East and West nothing.</source>
        <translation>Exempel: Nord anmäler en kvart upp till kung och en terts, Öst en terts upp till ess. Kvarten är längre än alla tertser, så Nord och Syd får 50 + 20 = 70 och Öst och Väst ingenting.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Example: equal sequences, one in trump</source>
        <translation>Exempel: lika sekvenser, den ena i trumf</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A team that wins no trick at all loses its declarations.</source>
        <translation>Ett lag som inte vinner något stick alls förlorar sina mälningar.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Belote and rebelote</source>
        <translation>Belote och rebelote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds both the king and the queen of trump says “belote” when playing the first of the two and “rebelote” with the second. Their team earns 20 points.</source>
        <translation>Den som har både kung och dam i trumf säger ”belote” när det första av de två korten läggs och ”rebelote” med det andra. Laget får 20 poäng.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The 20 points count only if belote is said. The computer players always say it, and the game says it for you automatically.</source>
        <translation>De 20 poängen räknas bara om belote sägs. Datorspelarna säger det alltid, och spelet säger det automatiskt åt dig.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The 20 points count only if belote is said. The computer players always say it; you are asked when you play the first of the two cards, and if you decline, the points are lost.</source>
        <translation>De 20 poängen räknas bara om belote sägs. Datorspelarna säger det alltid; du får frågan när du lägger det första av de två korten, och tackar du nej går poängen förlorade.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Belote always stays with its team, whether the contract is made or not. It is not a declaration: it is never compared with the other team&apos;s, and it counts even in a game without declarations.</source>
        <translation>Belote stannar alltid hos sitt lag, vare sig kontraktet klaras eller går bet. Den är ingen mälning: den jämförs aldrig med det andra lagets, och den räknas även i ett spel utan mälningar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sans atout and tout atout have no belote.</source>
        <translation>Sans atout och tout atout har ingen belote.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Example: a contract made</source>
        <translation>Exempel: kontraktet klaras</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers count %1 against %2: the contract is made, and each team scores what it counted.</source>
        <translation>Tagarna räknar %1 mot %2 och klarar kontraktet; båda lagen får det de räknade.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Example: a contract failed</source>
        <translation>Exempel: kontraktet går bet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers count %1 against %2: the contract fails. The defence scores 162 plus the declarations, %3 in all; the takers keep only their belote, %4.</source>
        <translation>Tagarna räknar %1 mot %2: kontraktet går bet. Försvaret får 162 plus mälningarna, totalt %3; tagarna behåller bara sin belote, %4.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Example: a capot</source>
        <translation>Exempel: capot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers won all eight tricks: 152 card points, 10 for the last trick and the capot bonus of 90 make 252, and with their belote they score %1. The defence scores nothing.</source>
        <translation>Tagarna vann alla åtta stick: 152 kortpoäng, 10 för sista sticket och capotbonusen på 90 blir 252, och med sin belote får de %1. Försvaret får ingenting.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Example: a litige</source>
        <translation>Exempel: litige</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both teams count %1: a litige. The defence scores its %1 at once and the takers their belote, %2; the takers&apos; other %3 points wait for the team that wins the next deal.</source>
        <translation>Båda lagen räknar %1: litige. Försvaret får sina %1 direkt och tagarna sin belote, %2; tagarnas övriga %3 poäng väntar på laget som vinner nästa giv.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Scoring in classic belote</source>
        <translation>Poängräkning i klassisk belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the eighth trick each team adds up its card points, the 10 for the last trick, its declarations if they score, and its belote.</source>
        <translation>Efter det åttonde sticket lägger varje lag ihop sina kortpoäng, 10 för sista sticket, sina mälningar om de ger poäng och sin belote.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A tie</source>
        <translation>Lika poäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When both teams counted the same, the contract counts as made.</source>
        <translation>När båda lagen räknade lika mycket räknas kontraktet som klarat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When both teams counted the same, the contract counts as failed.</source>
        <translation>När båda lagen räknade lika mycket går kontraktet bet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When both teams counted the same, there is a &lt;i&gt;litige&lt;/i&gt;: the defence scores its points at once, the takers keep only their belote, and the rest of the takers&apos; points wait. The team that wins the next deal collects them (the takers of that deal if they make their contract, otherwise its defence); if that deal is thrown in or tied again, they wait longer.</source>
        <translation>När båda lagen räknade lika mycket blir det &lt;i&gt;litige&lt;/i&gt;: försvaret får sina poäng direkt, tagarna behåller bara sin belote, och resten av tagarnas poäng väntar. Laget som vinner nästa giv får dem (tagarna i den given om de klarar sitt kontrakt, annars försvaret); om den given ges om eller slutar lika igen får poängen vänta längre.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capot</source>
        <translation>Capot</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each team&apos;s score for a deal is rounded to the nearest ten, 5 going up.</source>
        <translation>Varje lags poäng för en giv avrundas till närmaste tiotal, där 5 avrundas uppåt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Example: 100 in spades, made</source>
        <translation>Exempel: 100 i spader, klarat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With %1 the takers reach their bid of %2: they score %1 + %2 = %3, the defence keeps its %4.</source>
        <translation>Med %1 når tagarna sitt bud på %2: de får %1 + %2 = %3, försvaret behåller sina %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: 110 in diamonds, coinched, failed</source>
        <translation>Exempel: 110 i ruter, med coinche, bet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With %1 the takers stay below %2. The defence scores 160 + %2 × 2 = %3; the takers keep only their belote, %4.</source>
        <translation>Med %1 stannar tagarna under %2. Försvaret får 160 + %2 × 2 = %3; tagarna behåller bara sin belote, %4.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Scoring in coinche and contrée</source>
        <translation>Poängräkning i coinche och contrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The takers make their contract when their card points, the last trick, their scoring declarations and their belote together reach the bid. A capot bid is made only by winning all eight tricks.</source>
        <translation>Tagarna klarar sitt kontrakt när deras kortpoäng, sista sticket, deras mälningar som ger poäng och deras belote tillsammans når budet. Ett capotbud klaras bara genom att vinna alla åtta stick.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Outcome</source>
        <translation>Utfall</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takers score</source>
        <translation>Tagarna får</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence scores</source>
        <translation>Försvaret får</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made, not coinched or contré (×1)</source>
        <translation>Klarat, utan coinche eller contre (×1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what they counted + the bid</source>
        <translation>sina poäng + budet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what it counted</source>
        <translation>sina poäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made, coinched or contré (×2), surcoinched or surcontré (×4)</source>
        <translation>Klarat, med coinche eller contre (×2), surcoinche eller surcontre (×4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>160 + bid × multiplier + their declarations and belote</source>
        <translation>160 + bud × multiplikator + deras mälningar och belote</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its belote only</source>
        <translation>bara sin belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Bet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>their belote only</source>
        <translation>bara sin belote</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A capot bid counts as 250 in these sums. A team that wins every trick counts 252 card points, as in classic belote.</source>
        <translation>Ett capotbud räknas som 250 i de här summorna. Ett lag som vinner alla stick räknar 252 kortpoäng, som i klassisk belote.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Had the 100 in spades been coinched, the takers would have scored 160 + 100 × 2 + 20 = 380 and the defence nothing.</source>
        <translation>Hade 100 i spader fått coinche skulle tagarna ha fått 160 + 100 × 2 + 20 = 380 och försvaret ingenting.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>End of the match</source>
        <translation>Matchens slut</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match lasts a fixed number of deals; deals that were thrown in do not count. After the last one the higher total wins; if the totals are equal, one more deal is played.</source>
        <translation>Matchen pågår ett bestämt antal givar; givar där korten gavs om räknas inte. Efter den sista vinner den högsta totalen; är totalerna lika spelas en giv till.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Direction of play</source>
        <translation>Spelriktning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clockwise</source>
        <translation>medsols</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counterclockwise</source>
        <translation>motsols</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which way the deal, the bidding and the play go round the table.</source>
        <translation>Åt vilket håll given, budgivningen och spelet går runt bordet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target</source>
        <translation>Poänggräns</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The score that wins the match; any other number can be set, or a fixed number of deals instead.</source>
        <translation>Poängen som vinner matchen; vilket annat tal som helst kan ställas in, eller ett bestämt antal givar i stället.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shuffle between deals</source>
        <translation>Blanda mellan givarna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off: the played cards are only cut, so the cards of one deal shape the next. On: a fresh shuffle every deal.</source>
        <translation>Av: de spelade korten kuperas bara, så korten från en giv påverkar nästa. På: ny blandning varje giv.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any suit in round two</source>
        <translation>Valfri färg i andra budrundan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic only: whether the up-card&apos;s suit may still be named in the second round of bidding.</source>
        <translation>Bara klassisk: om uppkortets färg fortfarande får nämnas i andra budrundan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The dealer&apos;s free choice in round two</source>
        <translation>Givarens fria val i andra budrundan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic only: the dealer, who speaks last in the second round, may name any suit there, the up-card&apos;s included, while the others still may not (a Polish custom).</source>
        <translation>Bara klassisk: givaren, som talar sist i andra budrundan, får där nämna vilken färg som helst, även uppkortets, medan de andra fortfarande inte får det (en polsk sed).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last raise</source>
        <translation>Sista höjningen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coinche and contrée: after three passes the highest bidder may raise the contract once more or keep it, and then each opponent may double.</source>
        <translation>Coinche och contrée: efter tre pass får den som har högsta budet höja kontraktet en gång till eller behålla det, och sedan får varje motståndare dubbla.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whether sequences and four of a kind score. Belote-rebelote counts either way.</source>
        <translation>Om sekvenser och fyrtal ger poäng. Belote-rebelote räknas i båda fallen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Say belote for me</source>
        <translation>Säg belote åt mig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On: your belote is announced for you. Off: you are asked each time.</source>
        <translation>På: belote sägs åt dig. Av: du får frågan varje gång.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Equal counts</source>
        <translation>Lika poäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>made</source>
        <translation>klarat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>bet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>litige</source>
        <translation>litige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic only: what happens when takers and defence counted the same. Litige holds the takers&apos; points back for the winner of the next deal.</source>
        <translation>Bara klassisk: vad som händer när tagarna och försvaret räknade lika mycket. Litige håller kvar tagarnas poäng åt vinnaren av nästa giv.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Contract on card points</source>
        <translation>Kontrakt på kortpoäng</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic only: when on, the takers need at least 81 of the 162 points of cards and last trick; declarations and belote do not decide the contract.</source>
        <translation>Bara klassisk: när inställningen är på behöver tagarna minst 81 av de 162 poängen från kort och sista sticket; mälningar och belote avgör inte kontraktet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round to ten</source>
        <translation>Avrunda till tiotal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic only: each deal&apos;s scores are rounded to the nearest ten.</source>
        <translation>Bara klassisk: varje givs poäng avrundas till närmaste tiotal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undertrumping</source>
        <translation>Undertrumfning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>required</source>
        <translation>obligatorisk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optional</source>
        <translation>frivillig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether a player who must trump but cannot beat the trump already played has to play a lower trump, or may discard instead (a common house rule).</source>
        <translation>Om en spelare som måste trumfa men inte kan slå den trumf som redan ligger är tvungen att lägga en lägre trumf, eller får saka i stället (en vanlig husregel).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rule options</source>
        <translation>Regelalternativ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote is played in many ways. These options choose between the common ones; the settings dialog sets them before a match. The value in effect is highlighted.</source>
        <translation>Belote spelas på många sätt. De här alternativen väljer mellan de vanligaste; inställningsdialogen ställer in dem före en match. Värdet som gäller är markerat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Presets</source>
        <translation>Förval</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Classic&lt;/b&gt;: classic belote with every option at its first value, to 1001.</source>
        <translation>&lt;b&gt;Klassisk&lt;/b&gt;: klassisk belote med alla alternativ på sitt första värde, till 1001.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Coinche&lt;/b&gt;: the coinche auction, to 701.</source>
        <translation>&lt;b&gt;Coinche&lt;/b&gt;: budgivningen i coinche, till 701.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Contrée&lt;/b&gt;: the contrée auction, to 701, without declarations.</source>
        <translation>&lt;b&gt;Contrée&lt;/b&gt;: budgivningen i contrée, till 701, utan mälningar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Polish classic&lt;/b&gt;: classic belote to 1000, in which the dealer may name any suit in the second round.</source>
        <translation>&lt;b&gt;Polsk klassisk&lt;/b&gt;: klassisk belote till 1000, där givaren får nämna vilken färg som helst i andra budrundan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Contrée with a last raise&lt;/b&gt;: the contrée preset, with the last raise after three passes.</source>
        <translation>&lt;b&gt;Contrée med sista höjning&lt;/b&gt;: förinställningen Contrée, med den sista höjningen efter tre pass.</translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message>
        <location filename="../belote_desktop/ui/help/rules_panel.py" line="+56"/>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not in this game</source>
        <translation>Inte i det här spelet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not in this game: this section is about %1.</source>
        <comment>variant names</comment>
        <translation>Inte i det här spelet: avsnittet gäller %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game: %1</source>
        <comment>option values, separated by dots</comment>
        <translation>I det här spelet: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not in this game</source>
        <translation>inte i det här spelet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not in this game: %1</source>
        <comment>the game the text is about, e.g. Coinche</comment>
        <translation>inte i det här spelet: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game</source>
        <translation>I det här spelet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sans atout (no trump)</source>
        <translation>sans atout (ingen trumf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tout atout (all trumps)</source>
        <translation>tout atout (allt trumf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump:</source>
        <translation>Trumf:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the table:</source>
        <translation>På bordet:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand:</source>
        <translation>Din hand:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may play:</source>
        <translation>Du får spela:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card points</source>
        <translation>Kortpoäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick</source>
        <translation>Sista sticket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Mälningar</translation>
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
        <translation>Anmält, i spelordning:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted</source>
        <translation>Räknat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal score</source>
        <translation>Poäng för given</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takers</source>
        <translation>Tagare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence</source>
        <translation>Försvar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract: %1 trump</source>
        <comment>trump symbol</comment>
        <translation>Kontrakt: %1 trumf</translation>
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
        <translation>Alternativ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trick, in the order played:</source>
        <translation>Sticket, i spelordning:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins the trick: %1</source>
        <comment>a seat, e.g. North</comment>
        <translation>Vinner sticket: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card points: %1 · Roem: %2</source>
        <translation>Kortpoäng: %1 · Roem: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Makers</source>
        <translation>Spelande laget</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defenders</source>
        <translation>Försvaret</translation>
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
        <translation>Klarat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nat</source>
        <translation>Nat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What it does</source>
        <translation>Vad det gör</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Rules topics</source>
        <translation>Ämnen i reglerna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules text</source>
        <translation>Reglernas text</translation>
    </message>
</context>
<context>
    <name>ScoreGraph</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/graph.py" line="+92"/>
        <source>No deal has been scored yet.</source>
        <translation>Ingen giv har räknats ännu.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Level at %1 points each after %n deals.</source>
        <translation>
            <numerusform>Lika: %1 poäng var efter %n giv.</numerusform>
            <numerusform>Lika: %1 poäng var efter %n givar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 lead by %2 points after %n deals.</source>
        <translation>
            <numerusform>%1 leder med %2 poäng efter %n giv.</numerusform>
            <numerusform>%1 leder med %2 poäng efter %n givar.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After deal %1: %2 %3, %4 %5.</source>
        <translation>Efter giv %1: %2 %3, %4 %5.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Graph of the running totals</source>
        <translation>Diagram över löpande summor</translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>to %n points</source>
        <comment>the match&apos;s target, beside its line</comment>
        <translation>
            <numerusform>till %n poäng</numerusform>
            <numerusform>till %n poäng</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../belote_desktop/ui/common/words.py" line="-50"/>
        <source>Thrown in</source>
        <comment>a deal everyone passed</comment>
        <translation>Gavs om</translation>
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
        <translation>%1, contre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, coinched</source>
        <comment>a doubled contract</comment>
        <translation>%1, med coinche</translation>
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
        <translation>%1, med surcoinche</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You &amp; Partner</source>
        <translation>Du &amp; partner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <translation>Motståndare</translation>
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
        <translation>Klarat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed</source>
        <comment>the contract</comment>
        <translation>Bet</translation>
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
        <translation>Giv</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+0"/>
        <source>Dealer</source>
        <translation>Givare</translation>
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
        <translation>Resultat</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="-3"/>
        <source>Total
%1</source>
        <translation>Totalt
%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declarations</source>
        <translation>Mälningar</translation>
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
        <translation>Poäng från given för %1</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Running total of %1</source>
        <translation>Löpande summa för %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The declarations that scored, and who declared them</source>
        <translation>Mälningarna som gav poäng och vem som anmälde dem</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The deal&apos;s number: Game &gt; Play a deal by number deals its cards again</source>
        <translation>Givens nummer: Spel &gt; Spela en giv efter nummer ger korten igen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Copy the deal&apos;s number</source>
        <translation>&amp;Kopiera givens nummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the whole sheet as &amp;text</source>
        <translation>Kopiera hela protokollet som &amp;text</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Classic belote</source>
        <translation>Klassisk belote</translation>
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
            <numerusform>%n giv</numerusform>
            <numerusform>%n givar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1, %n to go</source>
        <comment>klaverjas: deals of the boompje still to play</comment>
        <translation>
            <numerusform>%1, %n giv kvar</numerusform>
            <numerusform>%1, %n giv kvar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>to %n points</source>
        <translation>
            <numerusform>till %n poäng</numerusform>
            <numerusform>till %n poäng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n points held by a litige for the winner of the next deal.</source>
        <translation>
            <numerusform>%n poäng hålls kvar av litige åt vinnaren av nästa giv.</numerusform>
            <numerusform>%n poäng hålls kvar av litige åt vinnaren av nästa giv.</numerusform>
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
        <translation>Givnummer %1 (%2 kopierar det)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Double-click a deal, or choose it and press Enter, to review its moves.</source>
        <translation>Dubbelklicka på en giv, eller välj den och tryck Enter, för att granska dess drag.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals of the match</source>
        <translation>Matchens givar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match total</source>
        <translation>Matchtotal</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 won the match.</source>
        <translation>%1 vann matchen.</translation>
    </message>
    <message>
        <location line="+34"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+10"/>
        <source>Bidding…</source>
        <translation>Budgivning…</translation>
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
        <translation>Spelas</translation>
    </message>
    <message>
        <location line="-94"/>
        <location line="+144"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+2"/>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="-52"/>
        <source>Litige, %1 held</source>
        <translation>Litige, %1 hålls kvar</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2 and %3) against %4 (%5 and %6)</source>
        <comment>the teams: a team&apos;s name, then its two players</comment>
        <translation>%1 (%2 och %3) mot %4 (%5 och %6)</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/sheet.py" line="+15"/>
        <source>Thrown in: nothing scored.</source>
        <translation>Korten gavs om: inga poäng.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 for the deal and %2 collected from the litige</source>
        <translation>%1 för given och %2 från litige</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/dialog.py" line="+62"/>
        <source>The score sheet is on the clipboard.</source>
        <translation>Protokollet finns i urklipp.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="-2"/>
        <source>Score sheet</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy as &amp;text</source>
        <translation>Kopiera som &amp;text</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put the whole score sheet on the clipboard as plain text (%1)</source>
        <translation>Lägg hela protokollet i urklipp som ren text (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the score sheet as text</source>
        <translation>Kopiera protokollet som text</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/settings/dialog.py" line="+335"/>
        <location line="+1"/>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>The takers make the contract with at least 81 of the 162 points of cards and last trick; declarations and belote do not help.</source>
        <translation>Tagarna klarar kontraktet med minst 81 av de 162 poängen från kort och sista sticket; mälningar och belote hjälper inte.</translation>
    </message>
    <message>
        <location line="-89"/>
        <location line="+141"/>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>Restore defaults</source>
        <translation>Återställ standard</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Put every setting on every tab back to its default.</source>
        <translation>Återställ alla inställningar på alla flikar till standardvärdena.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Preset:</source>
        <translation>Förval:</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+59"/>
        <source>Classic</source>
        <translation>Klassisk</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>The match in progress keeps its own rules: %1.</source>
        <translation>Den pågående matchen behåller sina egna regler: %1.</translation>
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
        <translation>%1, %2 givar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, to %2 points</source>
        <translation>%1, till %2 poäng</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>OK, and a new match now</source>
        <translation>OK, och en ny match nu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep these settings and start a new match with these rules at once (the match in progress ends).</source>
        <translation>Behåll de här inställningarna och börja genast en ny match med de här reglerna (den pågående matchen avslutas).</translation>
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
        <translation>Belote, det franska spelet, eller klaverjassen, det nederländska spelet med roem; vart och ett behåller sina egna regler nedan.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Polish classic</source>
        <translation>Polsk klassisk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrée with a last raise</source>
        <translation>Contrée med sista höjning</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+180"/>
        <source>Custom</source>
        <translation>Eget</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fill in every rule the usual way for a game; change any rule to make your own.</source>
        <translation>Ställer in alla regler som de brukar spelas; ändra någon regel för att skapa en egen variant.</translation>
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
        <translation>Klassisk (ta uppkortet)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche (bids, sans atout and tout atout)</source>
        <translation>Coinche (bud, sans atout och tout atout)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrée (bids, suits only)</source>
        <translation>Contrée (bud, bara färger)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic takes a trump from a turned-up card; coinche and contrée bid for points.</source>
        <translation>I klassisk belote väljs trumf med uppkortet; i coinche och contrée bjuder man om poäng.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Direction of play:</source>
        <translation>Spelriktning:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clockwise</source>
        <translation>Medsols</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counterclockwise</source>
        <translation>Motsols</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which way the deal, the bidding and the play go round the table.</source>
        <translation>Åt vilket håll given, budgivningen och spelet går runt bordet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+8"/>
        <source>End of the match:</source>
        <translation>Matchens slut:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+2"/>
        <source>First team to reach (points):</source>
        <translation>Först att nå (poäng):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a fixed number of deals:</source>
        <translation>Efter ett bestämt antal givar:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+2"/>
        <source>Points to reach</source>
        <translation>Poäng att nå</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="-1"/>
        <source>Number of deals</source>
        <translation>Antal givar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play to a points target, or a set number of deals.</source>
        <translation>Spela till en poänggräns eller ett bestämt antal givar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first team to reach this score wins; pick a usual target or type your own.</source>
        <translation>Laget som först når den här poängen vinner; välj en vanlig gräns eller skriv en egen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The team with the higher score after this many deals wins; a tie plays one more.</source>
        <translation>Laget med flest poäng efter så många givar vinner; vid lika spelas en giv till.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shuffle between deals</source>
        <translation>Blanda mellan givarna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffle the cards before each deal instead of only cutting them.</source>
        <translation>Blanda korten före varje giv i stället för att bara kupera dem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit in the second bidding round</source>
        <translation>Valfri färg i andra budrundan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic only: in the second round the turned-up card&apos;s suit may be named too.</source>
        <translation>Bara klassisk: i andra budrundan får även uppkortets färg nämnas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+59"/>
        <source>Unable to overtrump:</source>
        <translation>Kan inte övertrumfa:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Must still play a lower trump</source>
        <translation>Måste ändå lägga lägre trumf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>May discard any card</source>
        <translation>Får saka valfritt kort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What a player must do who has to trump but cannot beat the trump already played.</source>
        <translation>Vad en spelare som ska trumfa men inte kan slå den trumf som redan ligger måste göra.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declarations and scoring</source>
        <translation>Mälningar och poäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations (sequences and carrés)</source>
        <translation>Mälningar (sekvenser och fyrtal)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sequences and four of a kind announced at the first trick.</source>
        <translation>Räkna poäng för sekvenser och fyrtal som anmäls i första sticket.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce belote for me</source>
        <translation>Säg belote åt mig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say belote and rebelote for you when you play the king and queen of trump.</source>
        <translation>Säg belote och rebelote åt dig när du spelar kung och dam i trumf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the takers tie:</source>
        <translation>När tagarna får lika poäng:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract is made</source>
        <translation>Kontraktet räknas som klarat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The contract fails</source>
        <translation>Kontraktet går bet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Litige: the takers&apos; points wait for the next deal</source>
        <translation>Litige: tagarnas poäng väntar på nästa giv</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What happens when the takers score exactly as much as the defence.</source>
        <translation>Vad som händer när tagarna får exakt lika mycket som försvaret.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract decided by card points only</source>
        <translation>Kontraktet avgörs bara av kortpoäng</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round deal scores to the nearest ten</source>
        <translation>Avrunda givens poäng till tiotal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each deal&apos;s score is rounded to the nearest ten, with 5 rounding up.</source>
        <translation>Varje givs poäng avrundas till närmaste tiotal, där 5 avrundas uppåt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rule changes apply from the next match.</source>
        <translation>Regeländringar gäller från nästa match.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer players</source>
        <translation>Datorspelare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Easy</source>
        <translation>Lätt</translation>
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
        <translation>Svår</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner&apos;s level:</source>
        <translation>Partnerns nivå:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How well your partner plays. Expert thinks for as long as its thinking time below allows, on every core of the computer.</source>
        <translation>Hur bra din partner spelar. Nivån Expert tänker så länge som betänketiden nedan tillåter, på alla datorns processorkärnor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponents&apos; level:</source>
        <translation>Motståndarnas nivå:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How well the two opponents play. Expert thinks for as long as its thinking time below allows, on every core of the computer.</source>
        <translation>Hur bra de två motståndarna spelar. Nivån Expert tänker så länge som betänketiden nedan tillåter, på alla datorns processorkärnor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expert&apos;s thinking time:</source>
        <translation>Betänketid för Expert:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About half a second a card</source>
        <translation>Ungefär en halv sekund per kort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About a second a card</source>
        <translation>Ungefär en sekund per kort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About two seconds a card</source>
        <translation>Ungefär två sekunder per kort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About four seconds a card</source>
        <translation>Ungefär fyra sekunder per kort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The longer the expert level thinks, the more deals it looks at, and the better it plays.</source>
        <translation>Ju längre nivån Expert tänker, desto fler möjliga givar prövar den och desto bättre spelar den.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Names</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name:</source>
        <translation>Ditt namn:</translation>
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
        <translation>Vänster motståndare:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left</source>
        <translation>Vänster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right opponent:</source>
        <translation>Höger motståndare:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right</source>
        <translation>Höger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name shown on the table; leave it empty for the word in grey.</source>
        <translation>Namnet som visas vid bordet; lämna tomt för ordet i grått.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Card back:</source>
        <translation>Kortens baksida:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Red</source>
        <translation>Röd</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Green</source>
        <translation>Grön</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The colour of the cards&apos; backs.</source>
        <translation>Färgen på kortens baksida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table cloth:</source>
        <translation>Bordsduk:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <comment>cloth</comment>
        <translation>Grön</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <comment>cloth</comment>
        <translation>Blå</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy</source>
        <comment>cloth</comment>
        <translation>Vinröd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast (near black)</source>
        <comment>cloth</comment>
        <translation>Hög kontrast (nästan svart)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The colour of the cloth on the table.</source>
        <translation>Färgen på duken på bordet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation speed:</source>
        <translation>Animeringshastighet:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slow</source>
        <translation>Långsam</translation>
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
        <translation>Snabb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant (no animation)</source>
        <translation>Direkt (ingen animering)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How fast cards move on the table.</source>
        <translation>Hur fort korten rör sig på bordet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four-colour deck</source>
        <translation>Fyrfärgslek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give each suit its own colour so suits are told apart at a glance.</source>
        <translation>Ge varje färg en egen nyans så att färgerna skiljs åt med en blick.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce my declarations for me</source>
        <translation>Anmäl mina mälningar åt mig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce your sequences and carrés at the first trick without asking.</source>
        <translation>Anmäl dina sekvenser och fyrtal i första sticket utan att fråga.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large cards</source>
        <translation>Stora kort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw your hand and the cards on the table bigger.</source>
        <translation>Visa din hand och korten på bordet större.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short announcements for screen readers</source>
        <translation>Säg händelser kortfattat för skärmläsare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A screen reader hears each event in a few words (&quot;Left: 100 hearts&quot;) instead of a sentence (&quot;Left bids 100 hearts.&quot;).</source>
        <translation>En skärmläsare får höra varje händelse med några få ord (”Vänster: 100 hjärter”) i stället för en hel mening (”Vänster bjuder 100 hjärter.”).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speech for older screen readers:</source>
        <translation>Tal för äldre skärmläsare:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automatic</source>
        <translation>Automatiskt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On</source>
        <comment>speech for older screen readers</comment>
        <translation>På</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <comment>speech for older screen readers</comment>
        <translation>Av</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Older screen readers, such as Orca before version 45, do not speak the game&apos;s announcements. For them each sentence is said as a notification in the status bar instead, never both. Automatic: on Linux the game asks the accessibility bus which screen reader is listening.</source>
        <translation>Äldre skärmläsare, till exempel Orca före version 45, läser inte upp spelets meddelanden. För dem kommer varje mening i stället som en avisering i statusfältet, aldrig båda. Automatiskt: under Linux frågar spelet tillgänglighetsbussen vilken skärmläsare som lyssnar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trumps at the left of my hand</source>
        <translation>Trumf till vänster på handen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort your trumps first, at the left end of your hand, instead of last.</source>
        <translation>Sortera trumfen först, längst till vänster på handen, i stället för sist.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The dealer may name any suit in the second round</source>
        <translation>Givaren får nämna vilken färg som helst i andra budrundan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic only: the dealer, who speaks last in the second round, may name the turned-up card&apos;s suit too; the others may not.</source>
        <translation>Bara klassisk: givaren, som talar sist i andra budrundan, får även nämna uppkortets färg; de andra får det inte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last raise after three passes</source>
        <translation>Sista höjning efter tre pass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche and contrée: when a bid is followed by three passes, its bidder may raise it once more or keep it; then each opponent may double.</source>
        <translation>Coinche och contrée: när ett bud följs av tre pass får budgivaren höja det en gång till eller behålla det; sedan får varje motståndare dubbla.</translation>
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
        <translation>Ljud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play sounds</source>
        <translation>Spela upp ljud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card laid, a trick gathered, your turn, a contract made or failed. Game &gt; Sounds switches them off and on too.</source>
        <translation>Ett kort som läggs, ett stick som tas hem, din tur, ett kontrakt som klaras eller går bet. Spel &gt; Ljud slår också av och på dem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Volume:</source>
        <translation>Volym:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How loud the game&apos;s sounds are, under the volume of your system.</source>
        <translation>Hur starkt spelets ljud låter, inom systemets egen volym.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listen</source>
        <translation>Lyssna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a sound at this volume.</source>
        <translation>Spela upp ett ljud med den här volymen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game cannot play sounds on this computer (no sound device, or on Linux none of paplay, pw-play and aplay), so it stays silent.</source>
        <translation>Spelet kan inte spela upp ljud på den här datorn (ingen ljudenhet, eller på Linux inget av paplay, pw-play och aplay), så det förblir tyst.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/settings/aids.py" line="+45"/>
        <source>Help at the table</source>
        <translation>Hjälp vid bordet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the points and tricks of this deal</source>
        <translation>Visa poäng och stick i den här given</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under the contract, the card points and the tricks each team has taken so far in the deal.</source>
        <translation>Under kontraktet: de kortpoäng och stick som varje lag har tagit hittills i given.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play my only legal card by itself</source>
        <translation>Spela mitt enda tillåtna kort automatiskt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When only one of your cards may be played, it is played for you after a short pause.</source>
        <translation>När bara ett av dina kort får spelas, spelas det åt dig efter en kort paus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the cards played (counts as assisted play)</source>
        <translation>Visa spelade kort (räknas som spel med hjälp)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A panel showing which cards of each suit are out. A match played with it counts apart in the statistics, as a match with hints does.</source>
        <translation>En panel som visar vilka kort i varje färg som redan har spelats. En match med den räknas för sig i statistiken, precis som en match med tips.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="-77"/>
        <source>Klaverjas rules</source>
        <translation>Klaverjasregler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules of:</source>
        <translation>Regler från:</translation>
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
        <translation>Utrechts (tvungen att spela)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NKU tournament</source>
        <translation>NKU-turnering</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The usual rules of a city or a union; change any rule to make your own.</source>
        <translation>De vanliga reglerna i en stad eller ett förbund; ändra en regel för att göra egna regler.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>After a number of deals:</source>
        <translation>Efter ett antal giv:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A boompje is 16 deals: each player deals four times, and the higher total wins.</source>
        <translation>Ett boompje är 16 giv: var och en ger fyra gånger, och högsta totalen vinner.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first team to reach this score wins (1500 is usual).</source>
        <translation>Det första laget som når den här poängen vinner (1500 är vanligt).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The voorhand</source>
        <translation>Förhand</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choosing trump:</source>
        <translation>Val av trumf:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How trump is chosen. Free: each in turn plays (&quot;ik speel&quot;, naming any suit) or passes (&quot;ik pas&quot;); if all pass, the first to speak must play. Forced (Utrechts): the voorhand must choose trump. Proposed suit: a suit is proposed and may be played or passed. Twents: as proposed, but after four passes a second suit is imposed.</source>
        <translation>Hur trumf väljs. Fritt: var och en i tur spelar (&quot;ik speel&quot;, med valfri färg) eller passar (&quot;ik pas&quot;); om alla passar måste den som började spela. Tvingat (Utrechts): förhand måste välja trumf. Föreslagen färg: en färg föreslås och kan spelas eller passas. Twents: som föreslagen, men efter fyra pass påtvingas en andra färg.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Free choice, with passing</source>
        <translation>Fritt val, med pass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forced: the voorhand chooses (Utrechts)</source>
        <translation>Tvingat: förhand väljer (Utrechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A proposed suit (gedraaid)</source>
        <translation>En föreslagen färg (gedraaid)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Twents: a second suit imposed</source>
        <translation>Twents: en andra färg påtvingas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First to speak:</source>
        <translation>Först ut:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who speaks first in the choice of trump, and must play when all four pass: the voorhand (left of the dealer) or, as in the NKU tournament rules, the dealer.</source>
        <translation>Vem som börjar vid valet av trumf och måste spela när alla fyra passar: förhand (till vänster om givaren) eller, som i NKU:s turneringsregler, givaren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The dealer</source>
        <translation>Givaren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All pass on the proposed suit:</source>
        <translation>Alla passar på den föreslagna färgen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a proposed suit, when all four pass the voorhand must play: in any suit, in any suit but the proposed one, or in the suit turned next.</source>
        <translation>Med en föreslagen färg måste förhand spela när alla fyra passar: i valfri färg, i valfri färg utom den föreslagna, eller i färgen som vänds härnäst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The voorhand names any suit</source>
        <translation>Förhand väljer valfri färg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit but the proposed one</source>
        <translation>Valfri färg utom den föreslagna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The suit turned next</source>
        <translation>Färgen som vänds härnäst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First lead:</source>
        <translation>Första utspel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who leads the first trick: the voorhand, whoever chose trump, or the player who chose trump.</source>
        <translation>Vem som spelar ut till första sticket: förhand, oavsett vem som valde trumf, eller spelaren som valde trumf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player who chose trump</source>
        <translation>Spelaren som valde trumf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trumping:</source>
        <translation>Trumfning:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amsterdams: with no card of the suit led and your partner winning the trick, you need not trump. Rotterdams: you must trump (and overtrump) even your partner.</source>
        <translation>Amsterdams: saknar du den utspelade färgen och din partner tar sticket behöver du inte trumfa. Rotterdams: du måste trumfa (och övertrumfa) även över din partner.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Amsterdams: partner not trumped</source>
        <translation>Amsterdams: ingen trumf över partnern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotterdams: trump even your partner</source>
        <translation>Rotterdams: trumfa även partnern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What a player must do who has to trump but cannot beat the trump already played: play a lower trump only when nothing else is left, or always play a lower trump.</source>
        <translation>Vad en spelare måste göra som ska trumfa men inte kan slå den trumf som redan spelats: bara spela en lägre trumf när inget annat finns kvar, eller alltid spela en lägre trumf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the trumping rule says</source>
        <translation>Som trumfregeln säger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lower trump only if nothing else</source>
        <translation>Lägre trumf bara om inget annat finns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Must play a lower trump</source>
        <translation>Måste spela en lägre trumf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dealing:</source>
        <translation>Utdelning:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the eight cards are dealt: three, two and three, or four and four.</source>
        <translation>Hur de åtta korten ges: tre, två och tre, eller fyra och fyra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3, 2, 3 cards</source>
        <translation>3, 2, 3 kort</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4, 4 cards</source>
        <translation>4, 4 kort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four nines, eights or sevens:</source>
        <translation>Fyra nior, åttor eller sjuor:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem for four cards of the same rank in one trick: four nines, eights or sevens count 100, or nothing.</source>
        <translation>Roem för fyra kort av samma valör i ett stick: fyra nior, åttor eller sjuor räknas som 100, eller ingenting.</translation>
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
        <translation>Ingen roem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four jacks:</source>
        <translation>Fyra knektar:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem for the four jacks in one trick.</source>
        <translation>Roem för de fyra knektarna i ett stick.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>200 roem</source>
        <translation>200 roem</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Count roem by itself</source>
        <translation>Räkna roem automatiskt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem in a trick counts for the team that wins it without being called. Off: call &quot;Roem!&quot; while the trick lies on the table, or it is lost.</source>
        <translation>Roem i ett stick räknas för laget som tar det utan att ropas. Av: ropa &quot;Roem!&quot; medan sticket ligger på bordet, annars går den förlorad.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exactly half is made</source>
        <translation>Exakt hälften är klarad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The players who chose trump need as much as the others (points and roem), not more, to make the deal; otherwise exactly half is nat.</source>
        <translation>Laget som valde trumf behöver lika mycket som de andra (poäng och roem), inte mer, för att klara given; annars är exakt hälften nat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pit for either team</source>
        <translation>Pit för båda lagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking all eight tricks (pit) earns 100 for either team, not only for the team that chose trump.</source>
        <translation>Alla åtta stick (pit) ger 100 till vilket lag som helst, inte bara till laget som valde trumf.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spades count double</source>
        <translation>Spader räknas dubbelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A deal played with spades as trump scores double.</source>
        <translation>Ett giv med spader som trumf ger dubbla poäng.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An equal score plays one more deal</source>
        <translation>Lika poäng: ett giv till</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the totals are equal after the last deal, deals are played until they differ; otherwise the match is a draw.</source>
        <translation>Är totalerna lika efter sista given spelas giv tills de skiljer sig; annars blir matchen oavgjord.</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <location filename="../belote_desktop/session/settings_file.py" line="+72"/>
        <source>Your settings cannot be saved in %1 (%2). The changes you make are kept until you quit.</source>
        <translation>Dina inställningar kan inte sparas i %1 (%2). Ändringar du gör gäller tills du avslutar spelet.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>it is not text</source>
        <translation>den är inte text</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is far larger than a settings file</source>
        <translation>den är mycket större än en inställningsfil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its name cannot be used on this system</source>
        <translation>namnet kan inte användas på det här systemet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your settings in %1 could not be read (%2), so the default settings are in use. The damaged file was kept as %3.</source>
        <translation>Dina inställningar i %1 kunde inte läsas (%2), så standardinställningarna gäller. Den skadade filen sparades som %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your settings in %1 could not be read (%2), so the default settings are in use. The changes you make are kept until you quit, and the file is left as it is.</source>
        <translation>Dina inställningar i %1 kunde inte läsas (%2), så standardinställningarna gäller. Ändringar du gör gäller tills du avslutar spelet, och filen lämnas som den är.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/session/settings_store.py" line="+43"/>
        <source>a setting is given twice</source>
        <translation>en inställning anges två gånger</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>they are cut short or not in the right format</source>
        <translation>de är avkortade eller har fel format</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a setting holds a value this version of the game does not know</source>
        <translation>en inställning har ett värde som den här versionen av spelet inte känner till</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/shortcuts.py" line="+118"/>
        <source>Menus</source>
        <translation>Menyer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At the table</source>
        <translation>Vid bordet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose one of your cards</source>
        <translation>Välj ett av dina kort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose your first or last card</source>
        <translation>Välj ditt första eller sista kort</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go from card to card (a screen reader reads each one)</source>
        <translation>Gå från kort till kort (en skärmläsare läser upp vart och ett)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave full screen</source>
        <translation>Lämna helskärm</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bidding</source>
        <translation>Budgivning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take: the up-card&apos;s suit, or the first suit allowed</source>
        <translation>Ta: uppkortets färg eller den första tillåtna färgen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a suit (classic, second round: take it)</source>
        <translation>Välj en färg (klassisk, andra rundan: ta den)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sans atout, tout atout</source>
        <translation>Sans atout, tout atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise or lower the bid</source>
        <translation>Höj eller sänk budet</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>At your turn, play the chosen card; with none chosen, your first playable card</source>
        <translation>När det är din tur: spela det valda kortet, eller om inget är valt ditt första spelbara kort</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Open the first menu (the arrows go on to the others)</source>
        <translation>Öppna den första menyn (piltangenterna går vidare till de andra)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Asking the table</source>
        <translation>Fråga bordet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Make the call the hint set up (marked in gold), or bid the value and trump chosen</source>
        <translation>Gör det som tipset föreslår (markerat i guld), eller bjud det valda värdet och trumfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche (contre in contrée)</source>
        <translation>Coinche (contre i contrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcoinche (surcontre in contrée)</source>
        <translation>Surcoinche (surcontre i contrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the contract at the last raise</source>
        <translation>Behåll kontraktet vid den sista höjningen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declarations</source>
        <translation>Mälningar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tick or untick a declaration</source>
        <translation>Markera eller avmarkera en mälning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce the ticked declarations</source>
        <translation>Anmäl de markerade mälningarna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep your declarations to yourself</source>
        <translation>Behåll dina mälningar för dig själv</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game record</source>
        <translation>Spelfil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card back or forward</source>
        <translation>Ett kort bakåt eller framåt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A trick back or forward</source>
        <translation>Ett stick bakåt eller framåt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The start or the end of the record</source>
        <translation>Spelfilens början eller slut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the record</source>
        <translation>Stäng spelfilen</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>Kortkommandon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Tangenter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What they do</source>
        <translation>Vad de gör</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <location filename="../belote_desktop/ui/common/spoken.py" line="-98"/>
        <source>seven</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>sjua</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>åtta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>nia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>tia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>knekt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>dam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>kung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>ess</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>spades</source>
        <comment>a suit, in a card&apos;s name and in a bid</comment>
        <translation>spader</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <comment>a suit, in a card&apos;s name and in a bid</comment>
        <translation>hjärter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <comment>a suit, in a card&apos;s name and in a bid</comment>
        <translation>ruter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clubs</source>
        <comment>a suit, in a card&apos;s name and in a bid</comment>
        <translation>klöver</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 of %2</source>
        <comment>a card&apos;s name: %1 its rank, %2 its suit</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no trumps</source>
        <comment>sans atout, in a bid</comment>
        <translation>utan trumf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all trumps</source>
        <comment>tout atout, in a bid</comment>
        <translation>allt trumf</translation>
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
        <translation>jag spelar %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I pass</source>
        <comment>klaverjas: ik pas</comment>
        <translation>jag passar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>take %1</source>
        <comment>classic: take with this trump</comment>
        <translation>tar %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass</source>
        <comment>a bid</comment>
        <translation>pass</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keep</source>
        <comment>the last raise declined: the contract stays as it is</comment>
        <translation>behåll</translation>
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
        <translation>ta %1</translation>
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
        <translation>Du passar.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 passes.</source>
        <translation>%1 passar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take %1.</source>
        <translation>Du tar %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes %2.</source>
        <translation>%1 tar %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You say %1.</source>
        <translation>Du säger %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 says %2.</source>
        <translation>%1 säger %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bid %1.</source>
        <translation>Du bjuder %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bids %2.</source>
        <translation>%1 bjuder %2.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>keeps %1</source>
        <comment>short: the last raise declined</comment>
        <translation>behåller %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You keep %1.</source>
        <translation>Du behåller %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 keeps %2.</source>
        <translation>%1 behåller %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>raises to %1</source>
        <comment>short: the last raise</comment>
        <translation>höjer till %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You raise to %1.</source>
        <translation>Du höjer till %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 raises to %2.</source>
        <translation>%1 höjer till %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Last raise: %1</source>
        <comment>short: whose choice it is</comment>
        <translation>Sista höjningen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last raise: you may raise your %1 once more, or keep it.</source>
        <translation>Sista höjningen: du får höja ditt kontrakt %1 en gång till, eller behålla det.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last raise: %1 may raise %2 once more, or keep it.</source>
        <translation>Sista höjningen: %1 får höja %2 en gång till, eller behålla det.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last chance to double %1</source>
        <comment>short</comment>
        <translation>Sista chansen att dubbla %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your opponents&apos; last chance to double your %1.</source>
        <translation>Dina motståndares sista chans att dubbla ditt kontrakt %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last chance to double %1 by %2.</source>
        <translation>Sista chansen att dubbla %1, tagare %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your last raise</source>
        <translation>Din sista höjning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: raise your %1 once more, or keep it.</source>
        <translation>Din tur: höj ditt kontrakt %1 en gång till, eller behåll det.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last chance to double</source>
        <translation>Din sista chans att dubbla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: last chance to double %1, or pass.</source>
        <translation>Din tur: sista chansen att dubbla %1, eller passa.</translation>
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
        <translation>Alla passade: korten ges om.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Trump %1, %2</source>
        <comment>klaverjas, short: the trump suit, and who plays it</comment>
        <translation>Trumf %1, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump: %1, played by %2.</source>
        <comment>klaverjas: the trump suit, and who plays it</comment>
        <translation>Trumf: %1, spelare: %2.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/common/spoken.py" line="-30"/>
        <source>%1 by %2</source>
        <comment>a contract: what, and who took it</comment>
        <translation>%1, tagare %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, contré</source>
        <translation>%1, contre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1, coinched</source>
        <translation>%1, med coinche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, surcontré</source>
        <translation>%1, surcontre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, surcoinched</source>
        <translation>%1, med surcoinche</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/speech.py" line="+3"/>
        <source>Contract: %1</source>
        <translation>Kontrakt: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The contract is %1.</source>
        <translation>Kontraktet är %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You play the %1.</source>
        <translation>Du spelar %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays the %2.</source>
        <translation>%1 spelar %2.</translation>
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
            <numerusform>Stick till %1, %n poäng</numerusform>
            <numerusform>Stick till %1, %n poäng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You win the trick, %n points.</source>
        <translation>
            <numerusform>Du vinner sticket, %n poäng.</numerusform>
            <numerusform>Du vinner sticket, %n poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 wins the trick, %n points.</source>
        <translation>
            <numerusform>%1 vinner sticket, %n poäng.</numerusform>
            <numerusform>%1 vinner sticket, %n poäng.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You announce %1.</source>
        <translation>Du anmäler %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 announces %2.</source>
        <translation>%1 anmäler %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You may announce %1.</source>
        <translation>Du kan anmäla %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter announces it, N says nothing, 1 ticks or unticks it.</source>
        <translation>Enter anmäler den, N säger inget, 1 markerar eller avmarkerar den.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter announces the ticked ones, N says nothing, 1 to %1 tick or untick one.</source>
        <translation>Enter anmäler de markerade, N säger inget, 1 till %1 markerar eller avmarkerar en.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Declarations that score: %1.</source>
        <translation>Mälningar som ger poäng: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal %1.</source>
        <translation>Giv %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1, dealt by %2.</source>
        <translation>Giv %1, %2 ger.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/queries.py" line="+213"/>
        <location filename="../belote_desktop/ui/access/speech.py" line="+2"/>
        <source>Turned up: the %1.</source>
        <translation>Uppkort: %1.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/speech.py" line="+11"/>
        <source>Nothing has been said yet.</source>
        <translation>Inget har sagts än.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 for %2.</source>
        <comment>klaverjas: the roem of a trick, and who won the trick</comment>
        <translation>%1 till %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 calls roem: %2</source>
        <comment>klaverjas: Roem! called by a player</comment>
        <translation>%1 ropar roem: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 made it.</source>
        <comment>klaverjas: the makers&apos; deal is made</comment>
        <translation>%1 klarade det.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 went nat.</source>
        <comment>klaverjas: the makers failed (nat)</comment>
        <translation>%1 gick nat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pit for %1.</source>
        <comment>klaverjas: all eight tricks</comment>
        <translation>Pit för %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Litige: the points are held for the next deal.</source>
        <translation>Litige: poängen hålls kvar till nästa giv.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract is made.</source>
        <translation>Kontraktet klaras.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract fails.</source>
        <translation>Kontraktet går bet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capot for %1.</source>
        <translation>%1 tog alla stick: capot.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal: %1 %2, %3 %4.</source>
        <translation>Den här given: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/queries.py" line="-77"/>
        <location filename="../belote_desktop/ui/access/speech.py" line="+1"/>
        <source>Score: %1 %2, %3 %4.</source>
        <translation>Ställning: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/speech.py" line="+5"/>
        <source>The match is over: %1 win, %2 to %3.</source>
        <translation>Matchen är slut: %1 vann med %2 mot %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn, %1 playable</source>
        <translation>Din tur, %1 kan spelas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn. Cards you can play: %1.</source>
        <translation>Din tur. Kort du kan spela: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your bid</source>
        <translation>Ditt bud</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your turn to bid.</source>
        <translation>Din tur att bjuda.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose trump</source>
        <comment>klaverjas, short: you must play</comment>
        <translation>Välj trumf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: you must play, choose trump.</source>
        <comment>klaverjas: all passed, or Utrechts</comment>
        <translation>Din tur: du måste spela, välj trumf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play or pass</source>
        <comment>klaverjas, short: ik speel / ik pas</comment>
        <translation>Spela eller passa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn to choose trump: play or pass.</source>
        <comment>klaverjas: ik speel / ik pas</comment>
        <translation>Din tur att välja trumf: spela eller passa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your trick: Enter gathers, R calls roem</source>
        <comment>klaverjas, short: gather the last trick</comment>
        <translation>Ditt stick: Enter tar in, R ropar roem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the last trick. Gather it with Enter, or call its roem first with R.</source>
        <comment>klaverjas: gather the last trick</comment>
        <translation>Du tog sista sticket. Ta in det med Enter, eller ropa först dess roem med R.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your bid: %1.</source>
        <translation>Ditt bud: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, trump not chosen</source>
        <comment>short: a bid&apos;s value, its trump not chosen yet</comment>
        <translation>%1, trumf inte vald</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your bid: %1, trump not chosen yet.</source>
        <translation>Ditt bud: %1, trumf ännu inte vald.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Taken back: %1.</source>
        <translation>Ångrat: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On the table: %1.</source>
        <translation>På bordet: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules open: %1. Tab past your cards to read them; %2 closes them.</source>
        <translation>Reglerna öppna: %1. Tabba förbi dina kort för att läsa dem; %2 stänger dem.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules closed.</source>
        <translation>Reglerna stängda.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 cannot be played: %2</source>
        <translation>Du kan inte spela %1: %2</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/statistics.py" line="-129"/>
        <location line="+18"/>
        <source>Reset statistics</source>
        <translation>Nollställ statistiken</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Forget the results of every match played so far? This cannot be undone.</source>
        <translation>Vill du glömma resultaten från alla matcher som spelats hittills? Det går inte att ångra.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results by rules and levels</source>
        <translation>Resultat efter regler och nivåer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forget every result kept so far.</source>
        <translation>Glöm alla resultat som sparats hittills.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level of your computer partner</source>
        <translation>Nivå på din datorpartner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <translation>Motståndare</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level of the computer opponents</source>
        <translation>Nivå på datormotståndarna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches</source>
        <translation>Matcher</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Matches played to the end</source>
        <translation>Matcher som spelats till slut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Vunna</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Matches your team won</source>
        <translation>Matcher som ditt lag vann</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Vinstandel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals</source>
        <translation>Givar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deals played, not counting deals everyone passed</source>
        <translation>Spelade givar, utom givar där alla passade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contracts</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts your team took</source>
        <translation>Kontrakt som ditt lag tog</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made</source>
        <translation>Klarade</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts your team took and made</source>
        <translation>Kontrakt som ditt lag tog och klarade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Success</source>
        <translation>Andel klarade</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share of your team&apos;s contracts that were made</source>
        <translation>Andel av ditt lags kontrakt som klarades</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their contracts</source>
        <translation>Deras kontrakt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts the opponents took</source>
        <translation>Kontrakt som motståndarna tog</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made by them</source>
        <translation>Klarade av dem</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts the opponents took and made</source>
        <translation>Kontrakt som motståndarna tog och klarade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capots</source>
        <translation>Capot</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deals in which your team took all eight tricks</source>
        <translation>Givar där ditt lag tog alla åtta stick</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per deal (us)</source>
        <translation>Poäng per giv (vi)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average points your team scored per deal</source>
        <translation>Ditt lags genomsnittliga poäng per giv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per deal (them)</source>
        <translation>Poäng per giv (de)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average points the opponents scored per deal</source>
        <translation>Motståndarnas genomsnittliga poäng per giv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last raises</source>
        <translation>Sista höjningar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts your team raised once more after three passes</source>
        <translation>Kontrakt som ditt lag höjde en gång till efter tre pass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made after a last raise</source>
        <translation>Klarade efter en sista höjning</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raised contracts your team made</source>
        <translation>Höjda kontrakt som ditt lag klarade</translation>
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
        <translation>med tips, ångrade drag, omspelade givar eller spelade kort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the expert in your seat</source>
        <translation>experten på din plats</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No statistics yet: they are kept from the first deal you play.</source>
        <translation>Ingen statistik än: den förs från första given du spelar.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n matches played to the end, %1 won</source>
        <translation>
            <numerusform>%n match spelad till slut, vunna: %1</numerusform>
            <numerusform>%n matcher spelade till slut, vunna: %1</numerusform>
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
        <translation>Klassisk</translation>
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
        <translation>Lätt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hard</source>
        <translation>Svår</translation>
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
        <translation>åtkomst nekades</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>disken är full</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk can only be read, not written</source>
        <translation>disken kan bara läsas, inte skrivas till</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file or folder does not exist</source>
        <translation>filen eller mappen finns inte</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+31"/>
        <source>it is a folder</source>
        <translation>det är en mapp</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>a part of its path is not a folder</source>
        <translation>en del av sökvägen är inte en mapp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its name is too long</source>
        <translation>namnet är för långt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another program is using it</source>
        <translation>ett annat program använder den</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk could not be read or written</source>
        <translation>disken kunde inte läsas eller skrivas till</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>too many files are open</source>
        <translation>för många filer är öppna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its path goes round in a loop of links</source>
        <translation>sökvägen går runt i en slinga av symboliska länkar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is too large for the disk</source>
        <translation>filen är för stor för disken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no device behind it</source>
        <translation>det finns ingen enhet bakom den</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the system refused it (error %1)</source>
        <translation>systemet nekade det (fel %1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the system refused it</source>
        <translation>systemet nekade det</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is a named pipe (FIFO), not a file</source>
        <translation>det är en namngiven pipe (FIFO), inte en fil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a device, not a file</source>
        <translation>det är en enhet, inte en fil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a socket, not a file</source>
        <translation>det är en socket, inte en fil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not an ordinary file</source>
        <translation>det är ingen vanlig fil</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <location filename="../belote_desktop/ui/access/narrated.py" line="+179"/>
        <source>last raise of %1</source>
        <translation>sista höjningen av %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>last chance to double %1</source>
        <translation>sista chansen att dubbla %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>highest bid: %1</source>
        <translation>högsta bud: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none yet</source>
        <comment>no contract yet</comment>
        <translation>inget än</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/table_access.py" line="+140"/>
        <location line="+2"/>
        <source>Card table</source>
        <translation>Kortbord</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>card %1 of %2</source>
        <translation>kort %1 av %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>can be played</source>
        <translation>kan spelas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot be played now</source>
        <translation>kan inte spelas nu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chosen</source>
        <comment>the card the keyboard&apos;s ring is on</comment>
        <translation>vald</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Turned-up card</source>
        <translation>Uppkort</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cards in hand: %1</source>
        <translation>kort på hand: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dealer</source>
        <translation>givare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <comment>whose turn it is</comment>
        <translation>på tur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid: %1</source>
        <comment>a seat&apos;s last call in the auction</comment>
        <translation>bud: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <comment>no cards on the table</comment>
        <translation>inga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards on the table</source>
        <translation>Kort på bordet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Score</source>
        <translation>Ställning</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/deal_access.py" line="+72"/>
        <source>Auction</source>
        <comment>the panel of who bid what</comment>
        <translation>Budgivning</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal</source>
        <comment>the panel of each team&apos;s points and tricks</comment>
        <translation>Den här given</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards played</source>
        <comment>the panel of the cards out</comment>
        <translation>Spelade kort</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/deal_panels.py" line="+177"/>
        <source>keeps %1</source>
        <comment>the last raise declined</comment>
        <translation>behåller %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>raises to %1</source>
        <comment>the last raise</comment>
        <translation>höjer till %1</translation>
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
        <translation>inga bud än</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2 points and roem, %3</source>
        <comment>klaverjas: a team&apos;s points and tricks</comment>
        <translation>%1 %2 poäng och roem, %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 points, %3</source>
        <comment>a team&apos;s card points and tricks</comment>
        <translation>%1 %2 poäng, %3</translation>
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
        <translation>inga</translation>
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
        <translation>Vänster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right</source>
        <translation>Höger</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declarations that score: %1</source>
        <translation>Mälningar som ger poäng: %1</translation>
    </message>
</context>
<context>
    <name>TableQuestions</name>
    <message>
        <location filename="../belote_desktop/ui/access/queries.py" line="-54"/>
        <source>No cards on the table: you lead.</source>
        <translation>Inga kort på bordet: du spelar ut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cards on the table: %1 leads.</source>
        <translation>Inga kort på bordet: %1 spelar ut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cards on the table.</source>
        <translation>Inga kort på bordet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You are winning it.</source>
        <translation>Just nu vinner du sticket.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is winning it.</source>
        <translation>Just nu vinner %1 sticket.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the table: %1.</source>
        <translation>På bordet: %1.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No trump chosen yet. The proposed suit: %1.</source>
        <translation>Ingen trumf vald än. Den föreslagna färgen: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trump chosen yet.</source>
        <comment>klaverjas</comment>
        <translation>Ingen trumf vald än.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No contract yet.</source>
        <translation>Inget kontrakt än.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No contract yet. Highest bid: %1.</source>
        <translation>Inget kontrakt än. Högsta bud: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No contract: everyone passed.</source>
        <translation>Inget kontrakt: alla passade.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It ended in a litige.</source>
        <translation>Det blev litige.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was made.</source>
        <translation>Det klarades.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It failed.</source>
        <translation>Det gick bet.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This deal so far: %1 %2, %3 %4.</source>
        <translation>Den här given hittills: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roem so far: %1 %2, %3 %4.</source>
        <translation>Roem hittills: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first team to reach %1 points wins.</source>
        <translation>Det första laget som når %1 poäng vinner.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An extra deal: the scores were level.</source>
        <translation>En extra giv: ställningen var lika.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1 of %2.</source>
        <translation>Giv %1 av %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The cards have not been dealt yet.</source>
        <translation>Korten är inte givna än.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The match is over.</source>
        <translation>Matchen är slut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal is over.</source>
        <translation>Given är slut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 plays or passes next.</source>
        <comment>klaverjas</comment>
        <translation>%1 spelar eller passar nu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bids next.</source>
        <translation>%1 bjuder nu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to announce your declarations, or to say nothing.</source>
        <translation>Din tur: anmäl dina mälningar eller säg inget.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to play.</source>
        <translation>Din tur att spela.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays next.</source>
        <translation>%1 spelar nu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick %1 of 8.</source>
        <translation>Stick %1 av 8.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No bids yet.</source>
        <translation>Inga bud än.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No calls yet: you speak first.</source>
        <comment>klaverjas</comment>
        <translation>Inget sagt än: du börjar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No calls yet: %1 speaks first.</source>
        <comment>klaverjas</comment>
        <translation>Inget sagt än: %1 börjar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No bids yet: you bid first.</source>
        <translation>Inga bud än: du bjuder först.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No bids yet: %1 bids first.</source>
        <translation>Inga bud än: %1 bjuder först.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First round: %1. Second round: %2.</source>
        <translation>Första budrundan: %1. Andra budrundan: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calls: %1.</source>
        <comment>klaverjas</comment>
        <translation>Sagt: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bids: %1.</source>
        <translation>Bud: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No card is turned up in this game: every player is dealt eight cards.</source>
        <translation>Det finns inget uppkort i det här spelet: varje spelare får åtta kort.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card has been turned up yet.</source>
        <translation>Inget uppkort än.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The turned-up card, the %1, went to you.</source>
        <translation>Uppkortet, %1, gick till dig.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turned-up card, the %1, went to %2.</source>
        <translation>Uppkortet, %1, gick till %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No trick has been taken yet in this deal.</source>
        <translation>Inget stick har tagits än i den här given.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Last trick, trick %1 of 8: %2.</source>
        <translation>Senaste sticket, stick %1 av 8: %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You won it, %n points.</source>
        <translation>
            <numerusform>Du vann det, %n poäng.</numerusform>
            <numerusform>Du vann det, %n poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 won it, %n points.</source>
        <translation>
            <numerusform>%1 vann det, %n poäng.</numerusform>
            <numerusform>%1 vann det, %n poäng.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 (trumps)</source>
        <comment>a suit of the hand that is trump</comment>
        <translation>%1 (trumf)</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+9"/>
        <source>You have no cards.</source>
        <translation>Du har inga kort.</translation>
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
            <numerusform>Din hand, %n kort: %1.</numerusform>
            <numerusform>Din hand, %n kort: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You have no %1.</source>
        <translation>Du har inga %1.</translation>
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
        <translation>Spader</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <translation>Hjärter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds</source>
        <translation>Ruter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clubs</source>
        <translation>Klöver</translation>
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
        <translation>Givare</translation>
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
        <translation>Poäng</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Score to %1</source>
        <translation>Poäng till %1</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Extra deal</source>
        <comment>the score panel&apos;s title</comment>
        <translation>Extra giv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1 of %2</source>
        <comment>the score panel&apos;s title</comment>
        <translation>Giv %1 av %2</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/deal_panels.py" line="-15"/>
        <location filename="../belote_desktop/ui/table/items/deal_tally.py" line="+4"/>
        <location filename="../belote_desktop/ui/table/items/panels.py" line="+15"/>
        <source>Us</source>
        <comment>the human&apos;s team</comment>
        <translation>Vi</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../belote_desktop/ui/table/items/deal_tally.py" line="+1"/>
        <location filename="../belote_desktop/ui/table/items/panels.py" line="+1"/>
        <source>Them</source>
        <comment>the other team</comment>
        <translation>De</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/items/panels.py" line="+45"/>
        <source>Highest bid</source>
        <comment>during the auction</comment>
        <translation>Högsta bud</translation>
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
        <translation>tagare: %1</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/phrases.py" line="-19"/>
        <source>Pass</source>
        <comment>a bid</comment>
        <translation>Pass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take</source>
        <comment>classic bid: take the up-card&apos;s suit</comment>
        <translation>Jag tar</translation>
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
        <translation>Behåll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last raise</source>
        <comment>the contract panel&apos;s title then</comment>
        <translation>Sista höjningen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last double?</source>
        <comment>the contract panel&apos;s title: the opponents&apos; last chance to double</comment>
        <translation>Sista dubblingen?</translation>
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
        <translation>Alla passade: ny giv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tierce</source>
        <comment>a declaration: three in sequence</comment>
        <translation>Terts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fifty</source>
        <comment>a declaration: four in sequence</comment>
        <translation>Kvart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hundred</source>
        <comment>a declaration: five in sequence</comment>
        <translation>Kvint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of a kind</source>
        <comment>a declaration</comment>
        <translation>Fyrtal</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/presenter.py" line="-93"/>
        <source>Raise: %1</source>
        <comment>the last raise; %1 the new value</comment>
        <translation>Höjt: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Last raise: you may raise your %1 once more, or keep it.</source>
        <translation>Sista höjningen: du får höja ditt kontrakt %1 en gång till, eller behålla det.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last raise: %1 may raise %2 once more, or keep it.</source>
        <translation>Sista höjningen: %1 får höja %2 en gång till, eller behålla det.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your opponents&apos; last chance to double your %1.</source>
        <translation>Dina motståndares sista chans att dubbla ditt kontrakt %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last chance to double %1 by %2.</source>
        <comment>the opponents of the bidder may double now</comment>
        <translation>Sista chansen att dubbla %1, tagare %2.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/items/cards_played.py" line="+80"/>
        <source>Played</source>
        <comment>the cards-played panel&apos;s title: cards out</comment>
        <translation>Spelade</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/items/deal_tally.py" line="-10"/>
        <source>This deal</source>
        <comment>the tally panel&apos;s title: the deal in play</comment>
        <translation>Den här given</translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <location filename="../belote_desktop/ui/common/words.py" line="+62"/>
        <source>you and your partner</source>
        <comment>a team, in the middle of a sentence</comment>
        <translation>du och din partner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your opponents</source>
        <comment>a team, in the middle of a sentence</comment>
        <translation>dina motståndare</translation>
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
        <translation>Ny match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new match? The match in progress (deal %1, %2 to %3) will be lost.</source>
        <translation>Börja en ny match? Den pågående matchen (giv %1, %2 mot %3) går förlorad.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start a new match</source>
        <translation>Börja en ny match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep playing</source>
        <translation>Spela vidare</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 won the match, %2 to %3.</source>
        <translation>%1 vann matchen med %2 mot %3.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A deal can be reviewed once it has been played to the end.</source>
        <translation>En giv kan granskas när den har spelats till slut.</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>About Belote Desktop</source>
        <translation>Om Belote Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote Desktop %1
Belote, coinche and contrée against computer players.</source>
        <translation>Belote Desktop %1
Belote, coinche och contrée mot datorspelare.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export match</source>
        <translation>Exportera match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json)</source>
        <translation>Spelfiler (*.json)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match could not be written to %1: %2</source>
        <translation>Matchen kunde inte skrivas till %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match exported to %1.</source>
        <translation>Matchen exporterades till %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open game record</source>
        <translation>Öppna spelfil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Spelfiler (*.json);;Alla filer (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The file %1 could not be read: %2</source>
        <translation>Filen %1 kunde inte läsas: %2</translation>
    </message>
</context>
</TS>

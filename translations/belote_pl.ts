<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
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
        <translation>Belote Desktop jest już otwarty. Przejdź do jego okna, aby grać dalej.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The file %1 cannot be used: %2. The game goes on without it.</source>
        <translation>Nie można użyć pliku %1: %2. Gra toczy się dalej bez niego.</translation>
    </message>
</context>
<context>
    <name>AutoPlay</name>
    <message>
        <location filename="../belote_desktop/ui/auto_play.py" line="+36"/>
        <source>Only card: %1</source>
        <translation>Jedyna karta: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the %1 can be played: it is played for you.</source>
        <translation>Jedyna karta, którą można zagrać: %1. Zostanie zagrana za ciebie.</translation>
    </message>
</context>
<context>
    <name>BiddingPanel</name>
    <message>
        <location filename="../belote_desktop/ui/panels/bidding.py" line="+66"/>
        <location line="+192"/>
        <source>Your bid:</source>
        <translation>Twoja odzywka:</translation>
    </message>
    <message>
        <location line="-186"/>
        <location line="+118"/>
        <location line="+2"/>
        <source>Take %1</source>
        <translation>Biorę %1</translation>
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
        <translation>Licytuj</translation>
    </message>
    <message>
        <location line="-116"/>
        <location line="+92"/>
        <source>&amp;Pass</source>
        <translation>P&amp;as</translation>
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
        <translation>Zostaw</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>Bidding</source>
        <translation>Licytacja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value of the bid</source>
        <translation>Wartość odzywki</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>I play %1</source>
        <comment>klaverjas: ik speel</comment>
        <translation>Gram %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play with this suit as trump (key %1, or T)</source>
        <translation>Graj z tym kolorem jako atutem (klawisz %1 lub T)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take with this suit as trump (key %1, or T)</source>
        <translation>Biorę – ten kolor jako atut (klawisz %1 lub T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The points you promise (Up and Down keys)</source>
        <translation>Punkty, które obiecujesz (strzałki w górę i w dół)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spades as trump</source>
        <translation>Atut: piki</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hearts as trump</source>
        <translation>Atut: kiery</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Diamonds as trump</source>
        <translation>Atut: kara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clubs as trump</source>
        <translation>Atut: trefle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sans atout: no trump</source>
        <translation>Sans atout: bez atutu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tout atout: every suit is trump</source>
        <translation>Tout atout: każdy kolor jest atutem</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (key %2)</source>
        <translation>%1 (klawisz %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+26"/>
        <source>Bid the value and trump chosen (Enter)</source>
        <translation>Licytuj wybraną wartość i atut (Enter)</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>I &amp;pass</source>
        <comment>klaverjas: ik pas</comment>
        <translation>&amp;Pasuję</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass (P)</source>
        <translation>Pas (P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contre</source>
        <translation>Contre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double the opponents&apos; contract: contre (C)</source>
        <translation>Skontruj kontrakt przeciwników: contre (C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontre</source>
        <translation>Surcontre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double again after their contre (S)</source>
        <translation>Zrekontruj po ich contre (S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double the opponents&apos; contract (C)</source>
        <translation>Skontruj kontrakt przeciwników (C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double again after their coinche (S)</source>
        <translation>Zrekontruj po ich coinche (S)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Last raise of your %1:</source>
        <translation>Ostatnie podbicie kontraktu %1:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last chance to double %1:</source>
        <translation>Ostatnia szansa, by skontrować %1:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Proposed: %1. Play or pass?</source>
        <comment>klaverjas, gedraaid</comment>
        <translation>Proponowany: %1. Grasz czy pasujesz?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must play: choose trump.</source>
        <comment>klaverjas, all passed or Utrechts</comment>
        <translation>Musisz grać: wybierz atut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play or pass?</source>
        <comment>klaverjas: ik speel / ik pas</comment>
        <translation>Grasz czy pasujesz?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your last raise: raise your contract once more, or keep it (K).</source>
        <translation>Twoje ostatnie podbicie: podbij swój kontrakt jeszcze raz albo go zostaw (K).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last chance to double the opponents&apos; contract, or pass.</source>
        <translation>Twoja ostatnia szansa, by skontrować kontrakt przeciwników, albo spasuj.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to choose trump: play or pass.</source>
        <comment>klaverjas</comment>
        <translation>Twoja kolej na wybór atutu: grasz albo pasujesz.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Raise your %1 once more, in the same trump, or keep it; then the opponents may double.</source>
        <translation>Podbij jeszcze raz swój kontrakt %1, w tym samym atucie, albo go zostaw; potem przeciwnicy mogą skontrować.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Raise</source>
        <translation>Podbij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise the contract to the value chosen (Enter)</source>
        <translation>Podbij kontrakt do wybranej wartości (Enter)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the contract as it is, without a last raise (K)</source>
        <translation>Zostaw kontrakt bez zmian, bez ostatniego podbicia (K)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep %1</source>
        <comment>the last raise: %1 the contract in words</comment>
        <translation>Zostaw %1</translation>
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
        <translation>W</translation>
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
        <translation>Cztery siódemki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four eights</source>
        <translation>Cztery ósemki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four nines</source>
        <translation>Cztery dziewiątki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four tens</source>
        <translation>Cztery dziesiątki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four jacks</source>
        <translation>Cztery walety</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four queens</source>
        <translation>Cztery damy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four kings</source>
        <translation>Cztery króle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four aces</source>
        <translation>Cztery asy</translation>
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
        <translation>Tierce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fifty</source>
        <comment>four in sequence</comment>
        <translation>Quarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hundred</source>
        <comment>five or more in sequence</comment>
        <translation>Quinte</translation>
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
        <translation>w klaverjas nie gra się wariantem belote %1: wybierz jeden z %2 albo pomiń --game</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>belote is not played with the klaverjas preset %1: choose one of %2, or leave out --game</source>
        <translation>w belote nie gra się zestawem klaverjas %1: wybierz jeden z %2 albo pomiń --game</translation>
    </message>
</context>
<context>
    <name>DealNumberDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/deal_number.py" line="+106"/>
        <source>Type the number of the deal you want to play.</source>
        <translation>Wpisz numer rozdania, które chcesz zagrać.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deal number holds digits only (spaces between groups of digits are fine).</source>
        <translation>Numer rozdania składa się wyłącznie z cyfr (spacje między grupami cyfr są dozwolone).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no deal with this number. Deal numbers go from 1 to %1; a deal dealt from the gathered cards has a number of 37 digits.</source>
        <translation>Nie ma rozdania o takim numerze. Numery rozdań mają wartości od 1 do %1; rozdanie z zebranych kart ma numer złożony z 37 cyfr.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play a deal by number</source>
        <translation>Zagraj rozdanie według numeru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every deal has a number, shown in its summary and on the score sheet. The same number deals the same cards by the same dealer. A new match starts with that deal, under the rules chosen in Settings.</source>
        <translation>Każde rozdanie ma numer, widoczny w podsumowaniu rozdania i w tabeli wyników. Ten sam numer daje te same karty u tego samego rozdającego. Nowa partia zaczyna się od tego rozdania, według zasad wybranych w Ustawieniach.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal &amp;number:</source>
        <translation>&amp;Numer rozdania:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal number</source>
        <translation>Numer rozdania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play this deal</source>
        <translation>&amp;Zagraj to rozdanie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/deal_summary/dialog.py" line="+278"/>
        <source>Deal summary</source>
        <translation>Podsumowanie rozdania</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Match over</source>
        <translation>Koniec partii</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deal %1</source>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deciding deal, deal %1:</source>
        <translation>Rozstrzygające rozdanie, rozdanie %1:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue</source>
        <translation>&amp;Dalej</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Tabela wyników</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Review this deal</source>
        <translation>&amp;Przejrzyj to rozdanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New match</source>
        <translation>&amp;Nowa partia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card points</source>
        <translation>Punkty z kart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick (10 de der)</source>
        <translation>Ostatnia lewa (10 de der)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capot bonus</source>
        <translation>Premia za capot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Meldunki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote</source>
        <translation>Belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted</source>
        <translation>Razem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for the deal</source>
        <translation>Punkty za rozdanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the litige</source>
        <translation>Z litige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match total</source>
        <translation>Suma w partii</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Points of deal %1</source>
        <translation>Punkty rozdania %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Deal number: %1</source>
        <translation>Numer rozdania: %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Game &gt; Play a deal by number deals these cards again, by the same dealer.</source>
        <translation>Gra &gt; Zagraj rozdanie według numeru rozdaje te karty ponownie, u tego samego rozdającego.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play this deal &amp;again</source>
        <translation>Zagraj to rozdanie &amp;jeszcze raz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards, the same dealer. The match then counts apart in your statistics.</source>
        <translation>Te same karty, ten sam rozdający. Partia liczy się potem osobno w twoich statystykach.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the expert &amp;play my cards</source>
        <translation>Niech &amp;ekspert zagra moimi kartami</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards played again by the expert in your seat, set beside your play.</source>
        <translation>Te same karty rozegrane ponownie przez eksperta na twoim miejscu, obok twojej rozgrywki.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+3"/>
        <source>Contract: %1 · dealt by %2</source>
        <translation>Kontrakt: %1 · rozdaje: %2</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>takers</source>
        <translation>rozgrywający</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>defence</source>
        <translation>obrońcy</translation>
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
        <translation>Wszyscy spasowali: karty zostaną rozdane od nowa, nikt nie dostaje punktów.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal is still being played.</source>
        <translation>To rozdanie jeszcze trwa.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Declarations: %1</source>
        <translation>Meldunki: %1</translation>
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
            <numerusform>Litige: %n punkt rozgrywających zostaje wstrzymany i przypadnie drużynie, która wygra następne rozdanie.</numerusform>
            <numerusform>Litige: %n punkty rozgrywających zostają wstrzymane i przypadną drużynie, która wygra następne rozdanie.</numerusform>
            <numerusform>Litige: %n punktów rozgrywających zostaje wstrzymanych i przypadnie drużynie, która wygra następne rozdanie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The %n points held by the litige go to %1, who won this deal.</source>
        <translation>
            <numerusform>%n punkt wstrzymany w litige przypada zwycięzcom tego rozdania: %1.</numerusform>
            <numerusform>%n punkty wstrzymane w litige przypadają zwycięzcom tego rozdania: %1.</numerusform>
            <numerusform>%n punktów wstrzymanych w litige przypada zwycięzcom tego rozdania: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Litige: the takers (%1) and the defence counted the same.</source>
        <translation>Litige: rozgrywający (%1) i obrońcy mają tyle samo punktów.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract made by %1.</source>
        <translation>%1: kontrakt ugrany.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract failed by %1 (dedans).</source>
        <translation>%1: kontrakt przegrany (dedans).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capot for %1: all eight tricks.</source>
        <translation>Capot – %1: wszystkie osiem lew.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>They counted %1 for a bid of %2.</source>
        <translation>Zdobyte punkty: %1 przy odzywce %2.</translation>
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
        <translation>%1 za belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 for all the cards</source>
        <translation>%1 za wszystkie karty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 declarations</source>
        <translation>%1 za meldunki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 + the bid %2</source>
        <translation>%1 + odzywka %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 + the bid %2 × %3</source>
        <comment>160 + the bid × 2 (coinche) or × 4 (surcoinche)</comment>
        <translation>%1 + odzywka %2 × %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 counted</source>
        <translation>%1 zdobyte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bid %1</source>
        <translation>odzywka %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each deal&apos;s points are rounded to the nearest ten.</source>
        <translation>Punkty każdego rozdania zaokrągla się do pełnych dziesiątek.</translation>
    </message>
</context>
<context>
    <name>DealTally</name>
    <message numerus="yes">
        <location filename="../belote_desktop/ui/table/items/deal_tally.py" line="+62"/>
        <source>%n trick(s)</source>
        <comment>the tricks a team took in the deal</comment>
        <translation>
            <numerusform>%n lewa</numerusform>
            <numerusform>%n lewy</numerusform>
            <numerusform>%n lew</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeclarationPanel</name>
    <message>
        <location filename="../belote_desktop/ui/panels/declarations.py" line="+86"/>
        <source>Your declarations (say them during the first trick):</source>
        <translation>Twoje meldunki (zgłoś je w pierwszej lewie):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Meldunki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce</source>
        <translation>Zgłoś</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce the ticked declarations (Enter)</source>
        <translation>Zgłoś zaznaczone meldunki (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say nothing</source>
        <translation>Nie zgłaszaj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep your declarations to yourself (N)</source>
        <translation>Zachowaj meldunki dla siebie (N)</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/error.py" line="+107"/>
        <source>Belote Desktop: error</source>
        <translation>Belote Desktop: błąd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Something went wrong. The game can go on; the details were saved to %1.</source>
        <translation>Coś poszło nie tak. Gra może toczyć się dalej; szczegóły zapisano w pliku %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Something went wrong. The game can go on; the details could not be saved, so please copy them from here.</source>
        <translation>Coś poszło nie tak. Gra może toczyć się dalej; nie udało się zapisać szczegółów, więc skopiuj je stąd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy details</source>
        <translation>&amp;Kopiuj szczegóły</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hide &amp;details</source>
        <translation>Ukryj &amp;szczegóły</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show &amp;details</source>
        <translation>Pokaż &amp;szczegóły</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n more error(s) happened while this window was open.</source>
        <translation>
            <numerusform>Od otwarcia tego okna wystąpił jeszcze %n błąd.</numerusform>
            <numerusform>Od otwarcia tego okna wystąpiły jeszcze %n błędy.</numerusform>
            <numerusform>Od otwarcia tego okna wystąpiło jeszcze %n błędów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The last %n are not shown here.</source>
        <translation>
            <numerusform>%n ostatni nie jest tu pokazany.</numerusform>
            <numerusform>%n ostatnie nie są tu pokazane.</numerusform>
            <numerusform>%n ostatnich nie jest tu pokazanych.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExpertComparisonDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/expert_comparison.py" line="+123"/>
        <source>%1 led: %2 · won by %3</source>
        <comment>%1 the seat that led, %2 the cards in order, %3 the winner</comment>
        <translation>Wyjście: %1 · %2 · lewa: %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everyone passed: nothing scored</source>
        <translation>Wszyscy spasowali: nic nie zapisano</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · %2 to %3</source>
        <translation>%1 · %2 do %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your team scored %1 in this deal; with the expert in your seat it would have scored %2.</source>
        <translation>Twoja drużyna zdobyła w tym rozdaniu %1 pkt; z ekspertem na twoim miejscu zdobyłaby %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The expert&apos;s play was worth %n more points to your team.</source>
        <translation>
            <numerusform>Gra eksperta była warta dla twojej drużyny o %n punkt więcej.</numerusform>
            <numerusform>Gra eksperta była warta dla twojej drużyny o %n punkty więcej.</numerusform>
            <numerusform>Gra eksperta była warta dla twojej drużyny o %n punktów więcej.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your play was worth %n more points to your team than the expert&apos;s.</source>
        <translation>
            <numerusform>Twoja gra była warta dla twojej drużyny o %n punkt więcej niż gra eksperta.</numerusform>
            <numerusform>Twoja gra była warta dla twojej drużyny o %n punkty więcej niż gra eksperta.</numerusform>
            <numerusform>Twoja gra była warta dla twojej drużyny o %n punktów więcej niż gra eksperta.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same score either way.</source>
        <translation>W obu przypadkach ten sam wynik.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Bidding</source>
        <translation>Licytacja</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trick %1</source>
        <translation>Lewa %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+24"/>
        <source>no trick</source>
        <translation>brak lewy</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the same</source>
        <translation>tak samo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the same as yours</source>
        <translation>tak samo jak u ciebie</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The expert plays your cards: deal %1</source>
        <translation>Ekspert gra twoimi kartami: rozdanie %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1 played again with the same cards: the expert computer player in your seat, the same computer players in the other seats. Where the expert&apos;s deal went differently it is written out in bold; elsewhere it went as yours did.</source>
        <translation>Rozdanie %1 rozegrane ponownie tymi samymi kartami: gracz komputerowy Ekspert na twoim miejscu, ci sami gracze komputerowi na pozostałych miejscach. Tam, gdzie rozdanie eksperta potoczyło się inaczej, jest wypisane pogrubioną czcionką; poza tym przebiegło tak jak twoje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%v of %m cards played</source>
        <translation>Zagrano %v z %m kart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The expert is playing</source>
        <translation>Ekspert gra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When</source>
        <translation>Kiedy</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As you played it</source>
        <translation>Twoja rozgrywka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As the expert played it</source>
        <translation>Rozgrywka eksperta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../belote_desktop/ui/hints.py" line="+45"/>
        <source>it is the only card you may play</source>
        <translation>to jedyna karta, którą możesz zagrać</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it wins the trick</source>
        <translation>bierze lewę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your partner is winning the trick: give points</source>
        <translation>lewę wygrywa twój partner: dołóż mu punkty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it draws the opponents&apos; trumps</source>
        <translation>wyciąga atuty przeciwników</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it discards from your shortest side suit</source>
        <translation>zrzuca kartę z twojego najkrótszego koloru bocznego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it keeps your master trump for later</source>
        <translation>zachowuje na później twój atut, którego nikt już nie pobije</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the trick is lost: it gives away as few points as possible</source>
        <translation>ta lewa jest stracona: oddajesz najmniej punktów</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_access.py" line="+140"/>
        <source>Hint: %1, %2.</source>
        <translation>Podpowiedź: %1, bo %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: %1.</source>
        <translation>Podpowiedź: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../belote_desktop/ui/hints.py" line="+32"/>
        <source>Expected score of this deal, your team&apos;s minus theirs, over %n possible layouts of the hidden cards: %1</source>
        <translation>
            <numerusform>Oczekiwany wynik tego rozdania, twoja drużyna minus przeciwnicy, średnio z %n możliwego rozkładu ukrytych kart: %1</numerusform>
            <numerusform>Oczekiwany wynik tego rozdania, twoja drużyna minus przeciwnicy, średnio z %n możliwych rozkładów ukrytych kart: %1</numerusform>
            <numerusform>Oczekiwany wynik tego rozdania, twoja drużyna minus przeciwnicy, średnio z %n możliwych rozkładów ukrytych kart: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The coach is thinking…</source>
        <translation>Trener się zastanawia…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A hint is for your turn to bid or to play.</source>
        <translation>Podpowiedź działa tylko wtedy, gdy twoja kolej na licytację lub zagranie karty.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Hint (H)</source>
        <translation>Podpowiedź (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What would a strong player do here?</source>
        <translation>Co zrobiłby tu silny gracz?</translation>
    </message>
</context>
<context>
    <name>Keeper</name>
    <message>
        <location filename="../belote_desktop/session/keeper.py" line="+120"/>
        <source>it is a file, not a folder</source>
        <translation>to plik, a nie folder</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The folder where the game keeps your match and statistics, %1, cannot be used: %2. The game goes on, but nothing is saved.</source>
        <translation>Folderu, w którym gra przechowuje partię i statystyki, %1, nie można użyć: %2. Gra toczy się dalej, ale nic nie jest zapisywane.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The statistics in %1 could not be read (%2). They are kept for this session only.</source>
        <translation>Nie udało się odczytać statystyk z %1 (%2). Są prowadzone tylko w tej sesji.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The saved match in %1 could not be read (%2). A new match starts, and the file is left as it is.</source>
        <translation>Nie udało się odczytać zapisanej partii z %1 (%2). Zaczyna się nowa partia, a plik pozostaje bez zmian.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Saving works again: your match is saved.</source>
        <translation>Zapisywanie znów działa: partia jest zapisana.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your match cannot be saved in %1: %2. The game goes on and the previous save is kept; saving is tried again after every trick.</source>
        <translation>Nie można zapisać partii w %1: %2. Gra toczy się dalej, a poprzedni zapis zostaje zachowany; po każdej lewie gra spróbuje zapisać ponownie.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>The statistics cannot be saved in %1: %2. They are kept for this session, and saving is tried again after every deal.</source>
        <translation>Nie można zapisać statystyk w %1: %2. Są prowadzone w tej sesji, a po każdym rozdaniu gra spróbuje zapisać ponownie.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>it is empty</source>
        <translation>plik jest pusty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not text (random bytes?)</source>
        <translation>plik nie zawiera tekstu (przypadkowe bajty?)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is cut short or not in the right format</source>
        <translation>plik jest ucięty albo ma niewłaściwy format</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was written by another version of the program</source>
        <translation>plik został zapisany przez inną wersję programu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it holds a move the rules do not allow</source>
        <translation>plik zawiera ruch niedozwolony przez zasady</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its contents are not what a game file holds</source>
        <translation>zawartość pliku nie odpowiada plikowi gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it does not exist</source>
        <translation>plik nie istnieje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is far larger than any file of the game (more than %1 MiB)</source>
        <translation>plik jest znacznie większy niż jakikolwiek plik gry (ponad %1 MiB)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The saved match could not be used: %1. A new match starts.</source>
        <translation>Nie udało się wczytać zapisanej partii: %1. Zaczyna się nowa partia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The statistics could not be read: %1. They start again from zero.</source>
        <translation>Nie udało się odczytać statystyk: %1. Statystyki zaczynają się od zera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game record cannot be shown: %1. The file was left as it is.</source>
        <translation>Nie można pokazać tego zapisu gry: %1. Plik pozostawiono bez zmian.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The damaged file was kept as %1.</source>
        <translation>Uszkodzony plik zachowano jako %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The damaged file %1 could not be kept aside (%2); it is left as it is and will not be written over.</source>
        <translation>Nie udało się odłożyć uszkodzonego pliku %1 (%2); pozostaje bez zmian i nie zostanie nadpisany.</translation>
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
        <translation>grający</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defenders</source>
        <translation>przeciwnicy</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Last trick</source>
        <translation>Ostatnia lewa</translation>
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
        <translation>Punkty i roem</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/common/klaverjas_words.py" line="+26"/>
        <source>Made by %1: %2 against %3.</source>
        <comment>klaverjas: makers, their points and roem, the others&apos;</comment>
        <translation>Ugrane przez %1: %2 przeciw %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nat: %1 counted %2, not more than the %3 of %4.</source>
        <comment>klaverjas: the makers failed</comment>
        <translation>Nat: %1 zdobyli %2, nie więcej niż %3 drużyny %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pit: all eight tricks to %1.</source>
        <comment>klaverjas</comment>
        <translation>Pit: wszystkie osiem lew dla %1.</translation>
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
        <translation>%1 pkt</translation>
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
        <translation>%1 roem obu drużyn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 pit</source>
        <comment>klaverjas: the bonus for all eight tricks</comment>
        <translation>%1 za pit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(%1) × 2 for spades</source>
        <comment>klaverjas: a deal in spades counts double</comment>
        <translation>(%1) × 2 za piki</translation>
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
        <translation>Gram</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I pass</source>
        <comment>klaverjas: ik pas</comment>
        <translation>Pasuję</translation>
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
        <translation>Roem %1 i stuk</translation>
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
        <translation>Atut, grający</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_klaverjas.py" line="+41"/>
        <source>There is no roem in this trick.</source>
        <translation>W tej lewie nie ma roem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The roem of this trick has been called.</source>
        <translation>Roem z tej lewy został już zgłoszony.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem cannot be called now.</source>
        <translation>Teraz nie można zgłosić roem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (rule %2)</source>
        <translation>%1 (zasada %2)</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/klaverjas.py" line="-1"/>
        <source>Points</source>
        <comment>score sheet: a team&apos;s card points in a deal, the last trick&apos;s 10 too</comment>
        <translation>Punkty</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points of %1</source>
        <comment>score sheet: a column of a team, %1</comment>
        <translation>Punkty (%1)</translation>
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
        <translation>Punkty (%1) w każdym rozdaniu: punkty z kart i 10 za ostatnią lewę. Gdy rozdanie jest nat, grający zapisują nat, a pozostali 162.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roem of %1 in each deal, with 100 for pit. When a deal is nat, the others write the roem of both teams.</source>
        <translation>Roem (%1) w każdym rozdaniu, ze 100 za pit. Gdy rozdanie jest nat, pozostali zapisują roem obu drużyn.</translation>
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
        <translation>Rozdanie %1 z %2, jeszcze do rozegrania</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Teams over their points and roem</source>
        <comment>score sheet</comment>
        <translation>Drużyny nad swoimi punktami i roem</translation>
    </message>
</context>
<context>
    <name>KlaverjasHelp</name>
    <message>
        <location filename="../belote_desktop/i18n/klaverjas_options_text.py" line="+45"/>
        <source>Dealing in packets</source>
        <translation>Rozdawanie paczkami</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/i18n/klaverjas_text.py" line="+244"/>
        <location line="+655"/>
        <location line="+29"/>
        <source>Choosing trump</source>
        <translation>Wybór atutu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First to speak</source>
        <translation>Kto zgłasza się pierwszy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All pass on a proposed suit</source>
        <translation>Wszyscy pasują na proponowany kolor</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/i18n/klaverjas_text.py" line="+5"/>
        <source>First lead</source>
        <translation>Pierwsze wyjście</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump rule</source>
        <translation>Reguła atutowa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undertrumping</source>
        <translation>Dokładanie młodszego atutu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four nines, eights or sevens</source>
        <translation>Cztery dziewiątki, ósemki lub siódemki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four jacks</source>
        <translation>Cztery walety</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count roem for me</source>
        <translation>Licz roem za mnie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Half is made</source>
        <translation>Połowa wystarcza do ugrania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pit for either team</source>
        <translation>Pit dla obu drużyn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades count twice</source>
        <translation>Piki liczą się dwa razy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the match</source>
        <translation>Koniec partii</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra deal on a tie</source>
        <translation>Dodatkowe rozdanie przy remisie</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>How the eight cards are given out. Only the dealing you see changes; the Dutch card union allows only 3-2-3 in its competitions.</source>
        <translation>Jak rozdaje się osiem kart. Zmienia się tylko rozdawanie, które widzisz; holenderski związek karciany dopuszcza w swoich rozgrywkach tylko 3-2-3.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>free (vrij)</source>
        <translation>swobodny (vrij)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forced (Utrechts)</source>
        <translation>przymusowy (Utrechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>proposed suit (gedraaid)</source>
        <translation>proponowany kolor (gedraaid)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How trump is chosen: freely with passing, by the first speaker without passing (Utrechts), or by accepting or passing a suit proposed by chance.</source>
        <translation>Jak wybiera się atut: swobodnie z możliwością pasu, przez pierwszego gracza bez pasowania (Utrechts) albo przez przyjęcie lub spasowanie koloru zaproponowanego przez los.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>dealer</source>
        <translation>rozdający</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who speaks first, and so must play when all four pass.</source>
        <translation>Kto zgłasza się pierwszy, a więc musi grać, gdy wszyscy czterej spasują.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>any suit</source>
        <translation>dowolny kolor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>another suit</source>
        <translation>inny kolor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the next proposed suit</source>
        <translation>następny proponowany kolor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With gedraaid only: when all four pass, the first speaker must play in any suit, in any suit but the proposed one, or in the suit chance proposes next.</source>
        <translation>Tylko przy gedraaid: gdy wszyscy czterej spasują, pierwszy gracz musi grać w dowolnym kolorze, w dowolnym poza proponowanym albo w kolorze, który los zaproponuje jako następny.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the player who chose trump</source>
        <translation>gracz, który wybrał atut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who leads the first trick.</source>
        <translation>Kto wychodzi do pierwszej lewy.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whether a player who cannot follow suit must trump the partner&apos;s winning trick too (Rotterdams) or not (Amsterdams).</source>
        <translation>Czy gracz, który nie może dołożyć do koloru, musi przebić atutem także wygrywającą lewę partnera (Rotterdams), czy nie (Amsterdams).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>as the trump rule says</source>
        <translation>zgodnie z regułą atutową</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only if nothing else</source>
        <translation>tylko gdy nie ma nic innego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forced</source>
        <translation>obowiązkowe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What a player who must trump but cannot overtrump does. Amsterdams avoids undertrumping and Rotterdams forces it, unless you choose otherwise here.</source>
        <translation>Co robi gracz, który musi dać atut, ale nie może przebić starszym atutem? Amsterdams unika dokładania młodszego atutu, Rotterdams go wymaga, chyba że wybierzesz tu inaczej.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether four low cards of one rank are roem. The Dutch rules count 100; some online rooms count only aces, tens, kings and queens.</source>
        <translation>Czy cztery niskie karty jednej wysokości są roem. Reguły holenderskie liczą 100; niektóre serwisy internetowe liczą tylko asy, dziesiątki, króle i damy.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Four jacks are worth 200 in most rules; the union&apos;s own list gives every four of a kind 100.</source>
        <translation>Cztery walety są warte 200 w większości reguł; własna lista związku wycenia każdą karetę na 100.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On: the game counts all roem. Off: you call it with the Roem! button before the trick is gathered, or it is lost.</source>
        <translation>Wł.: gra liczy cały roem. Wył.: zgłaszasz go przyciskiem Roem!, zanim lewa zostanie zebrana, inaczej przepada.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Off, the usual rule: exactly half is nat. On: the makers need only as much as the defenders.</source>
        <translation>Wył., zwykła reguła: dokładnie połowa to nat. Wł.: rozgrywającym wystarcza tyle samo co obrońcom.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Off: only the makers earn the pit bonus. On: defenders who take every trick earn it too.</source>
        <translation>Wył.: premię za pit dostają tylko rozgrywający. Wł.: także obrońcy, którzy wezmą wszystkie lewy.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On: a deal with spades as trump counts twice for both teams, as in some online rooms.</source>
        <translation>Wł.: rozdanie z pikami jako atutem liczy się obu drużynom dwa razy, jak w niektórych serwisach internetowych.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The usual match is a boompje of 16 deals; another number of deals, or a target such as 1500 points, can be set.</source>
        <translation>Zwykle partia to boompje z 16 rozdań; można ustawić inną liczbę rozdań albo cel, na przykład 1500 punktów.</translation>
    </message>
    <message>
        <location line="-3"/>
        <location filename="../belote_desktop/i18n/klaverjas_text.py" line="+42"/>
        <source>a boompje of 16 deals</source>
        <translation>boompje z 16 rozdań</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+52"/>
        <source>a points target</source>
        <translation>cel punktowy</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>With a fixed number of deals: off, equal totals are a draw; on, one more deal is played.</source>
        <translation>Przy stałej liczbie rozdań: wył., równe wyniki to remis; wł., gra się jeszcze jedno rozdanie.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>a fixed number of deals</source>
        <translation>stała liczba rozdań</translation>
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
        <translation>liczba rozdań: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target %1</source>
        <translation>cel %1</translation>
    </message>
    <message>
        <location filename="../belote_desktop/i18n/klaverjas_text.py" line="-879"/>
        <source>Klaverjas: the game and the table</source>
        <translation>Klaverjas: gra i stół</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Klaverjas (&lt;i&gt;klaverjassen&lt;/i&gt;) is the Dutch member of the belote family: the same 32 cards, the same jack and nine at the top of the trump suit and the same card points. Four players play in two fixed teams, partners facing each other: North and South against East and West. You sit South.</source>
        <translation>Klaverjas (&lt;i&gt;klaverjassen&lt;/i&gt;) to holenderski członek rodziny belote: te same 32 karty, ten sam walet i dziewiątka na szczycie koloru atutowego i te same punkty z kart. Czterech graczy gra w dwóch stałych drużynach, partnerzy siedzą naprzeciw siebie: Północ i Południe przeciw Wschodowi i Zachodowi. Siedzisz na Południu.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The team of the player who chooses trump are the &lt;i&gt;makers&lt;/i&gt;; the others are the &lt;i&gt;defenders&lt;/i&gt;. The makers must count more than the defenders, or they go &lt;i&gt;nat&lt;/i&gt; and the defenders score everything. Bonuses, called &lt;i&gt;roem&lt;/i&gt;, come from the cards that lie together in one trick.</source>
        <translation>Drużyna gracza, który wybiera atut, to &lt;i&gt;rozgrywający&lt;/i&gt;; druga drużyna to &lt;i&gt;obrońcy&lt;/i&gt;. Rozgrywający muszą zdobyć więcej niż obrońcy, inaczej idą &lt;i&gt;nat&lt;/i&gt; i obrońcy dostają wszystko. Premie, zwane &lt;i&gt;roem&lt;/i&gt;, biorą się z kart leżących razem w jednej lewie.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Whole suit</source>
        <translation>Cały kolor</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The cards, their order and points</source>
        <translation>Karty, ich starszeństwo i punkty</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pack has 32 cards, seven to ace in each of the four suits. Every deal has a trump suit: klaverjas knows no sans atout and no tout atout.</source>
        <translation>Talia ma 32 karty, od siódemki do asa w każdym z czterech kolorów. Każde rozdanie ma kolor atutowy: klaverjas nie zna sans atout ani tout atout.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Which cards</source>
        <translation>Które karty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order, highest first</source>
        <translation>Starszeństwo, od najwyższej</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trump suit</source>
        <translation>Kolor atutowy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other suits</source>
        <translation>Pozostałe kolory</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs for roem, every suit</source>
        <translation>Sekwensy do roem, każdy kolor</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The jack of trump is the &lt;i&gt;jas&lt;/i&gt; and the nine of trump the &lt;i&gt;nel&lt;/i&gt;: the two highest trumps.</source>
        <translation>Walet atutowy to &lt;i&gt;jas&lt;/i&gt;, a dziewiątka atutowa to &lt;i&gt;nel&lt;/i&gt;: dwa najwyższe atuty.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump</source>
        <translation>Atut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not trump</source>
        <translation>Nie atut</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The trump suit holds 62 points and each other suit 30, which makes 152. The team that takes the last trick adds 10, so every deal is worth 162 points before roem.</source>
        <translation>Kolor atutowy zawiera 62 punkty, każdy inny kolor 30, razem 152. Drużyna, która weźmie ostatnią lewę, dolicza 10, więc każde rozdanie jest warte 162 punkty bez roem.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+696"/>
        <source>Dealing</source>
        <translation>Rozdawanie</translation>
    </message>
    <message>
        <location line="-692"/>
        <source>Chance picks the first dealer; after each deal the player on the left deals. The cards are shuffled before every deal and cut by an opponent.</source>
        <translation>Los wskazuje pierwszego rozdającego; po każdym rozdaniu rozdaje gracz po lewej. Przed każdym rozdaniem karty są tasowane i przekładane przez przeciwnika.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Starting with the voorhand and going clockwise, the dealer gives everyone three cards, then two, then three: eight each.</source>
        <translation>Zaczynając od voorhand i zgodnie z ruchem wskazówek zegara rozdający daje każdemu trzy karty, potem dwie, potem trzy: po osiem.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Starting with the voorhand and going clockwise, the dealer gives everyone four cards, then four more: eight each.</source>
        <translation>Zaczynając od voorhand i zgodnie z ruchem wskazówek zegara rozdający daje każdemu cztery karty, potem jeszcze cztery: po osiem.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card is turned up: everyone holds all eight cards before trump is chosen. A deal is never thrown in; somebody always has to play it.</source>
        <translation>Żadna karta nie jest odkrywana: wszyscy mają swoje osiem kart, zanim zostanie wybrany atut. Rozdanie nigdy nie jest anulowane; ktoś zawsze musi grać.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The first speaker is the voorhand, on the dealer&apos;s left.</source>
        <translation>Pierwszy zgłasza się voorhand, po lewej rozdającego.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The first speaker is the dealer, as in the tournament rules of the Dutch klaverjas union (NKU).</source>
        <translation>Pierwszy zgłasza się rozdający, jak w regułach turniejowych holenderskiego związku klaverjas (NKU).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free choice (vrij)</source>
        <translation>Wybór swobodny (vrij)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starting with the first speaker, each player in turn plays, naming any suit as trump, or passes. The first player who plays ends the choosing. If all four pass, the first speaker must play and names any suit.</source>
        <translation>Zaczynając od pierwszego gracza, każdy po kolei gra, wskazując dowolny kolor atutowy, albo pasuje. Pierwszy, kto gra, kończy wybór. Gdy wszyscy czterej spasują, pierwszy gracz musi grać i wskazuje kolor.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Forced: the Utrechts way (verplicht)</source>
        <translation>Przymus: sposób utrechcki (verplicht)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody passes: the first speaker must choose a trump suit and play. This is Utrechts, also called &lt;i&gt;verplicht spelen&lt;/i&gt; (forced play).</source>
        <translation>Nikt nie pasuje: pierwszy gracz musi wybrać kolor atutowy i grać. To Utrechts, nazywany też &lt;i&gt;verplicht spelen&lt;/i&gt; (gra przymusowa).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A proposed suit (gedraaid, Twents)</source>
        <translation>Proponowany kolor (gedraaid, Twents)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Twents: a suit is proposed by chance and each player in turn plays in it or passes. If all four pass, chance proposes a second suit and the first speaker must play in it.</source>
        <translation>Twents: los proponuje kolor i każdy po kolei gra w nim albo pasuje. Gdy wszyscy czterej spasują, los proponuje drugi kolor i pierwszy gracz musi w nim grać.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The first lead</source>
        <translation>Pierwsze wyjście</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The voorhand leads the first trick, whoever chose trump.</source>
        <translation>Voorhand wychodzi do pierwszej lewy, niezależnie od tego, kto wybrał atut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The player who chose trump leads the first trick.</source>
        <translation>Gracz, który wybrał atut, wychodzi do pierwszej lewy.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+574"/>
        <source>Playing the cards: the duties</source>
        <translation>Gra kartami: obowiązki</translation>
    </message>
    <message>
        <location line="-570"/>
        <source>A deal has eight tricks; the winner of a trick leads the next. The leader may play any card. The other players have the duties below, numbered as the game names them when it refuses a card.</source>
        <translation>Rozdanie ma osiem lew; kto weźmie lewę, wychodzi do następnej. Wychodzący może zagrać dowolną kartę. Pozostałych graczy obowiązują zasady poniżej, ponumerowane tak, jak gra je nazywa, gdy odrzuca kartę.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>K5.1 Follow suit</source>
        <translation>K5.1 Dokładanie do koloru</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If you hold the suit led and it is not trump, play a card of that suit, any one: you need not go higher, whoever is winning.</source>
        <translation>Jeśli masz kolor wyjścia i nie jest to atut, dokładasz dowolną kartę tego koloru: nie musisz dawać wyższej, niezależnie od tego, kto bierze lewę.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hearts are trump; an opponent leads the ace of spades.</source>
        <translation>Kiery są atutem; przeciwnik wychodzi asem pik.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Either spade; the jas and the diamond must wait.</source>
        <translation>Dowolny pik; jas i karo muszą poczekać.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>K5.2 Trump led</source>
        <translation>K5.2 Wyjście atutem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If trump is led, you must play a trump higher than the highest in the trick if you have one, even when your partner is winning; otherwise any trump. A lower trump here is following suit, not undertrumping.</source>
        <translation>Przy wyjściu atutem musisz dać atut wyższy od najwyższego w lewie, jeśli go masz, nawet gdy bierze ją twój partner; inaczej dowolny atut. Niższy atut jest tu dokładaniem do koloru, a nie dokładaniem młodszego atutu.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hearts are trump; your partner leads the ten of hearts.</source>
        <translation>Kiery są atutem; twój partner wychodzi dziesiątką kier.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The nel beats the ten, so it must be played over your own partner.</source>
        <translation>Nel bije dziesiątkę, więc trzeba go zagrać, nawet nad własnym partnerem.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>K5.3 You cannot follow suit and your partner is winning</source>
        <translation>K5.3 Nie możesz dołożyć do koloru, a lewę bierze twój partner</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Amsterdams&lt;/b&gt;: you need not trump your partner&apos;s trick. Any card is allowed, except a trump lower than the highest trump in the trick while you hold anything else. If the trick holds no trump, every trump is higher, so any card is allowed.</source>
        <translation>&lt;b&gt;Amsterdams&lt;/b&gt;: nie musisz przebijać lewy partnera. Wolno zagrać każdą kartę poza atutem niższym od najwyższego atutu w lewie, dopóki masz coś innego. Gdy w lewie nie ma atutu, każdy atut jest wyższy, więc wolno zagrać każdą kartę.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Amsterdams with undertrumping forced: even that exception falls away, and any card is allowed while your partner is winning.</source>
        <translation>Amsterdams z obowiązkowym dokładaniem młodszego atutu: wtedy znika i ten wyjątek, a dopóki lewę bierze partner, wolno zagrać każdą kartę.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Rotterdams&lt;/b&gt;: your partner&apos;s winning card is no excuse. You must trump and overtrump exactly as if an opponent were winning (K5.4).</source>
        <translation>&lt;b&gt;Rotterdams&lt;/b&gt;: to, że lewę bierze partner, nie zwalnia z niczego. Musisz dać atut i przebić starszym atutem, dokładnie tak, jakby lewę brał przeciwnik (K5.4).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Amsterdams, clubs trump: your partner leads the ace of diamonds; you have none.</source>
        <translation>Amsterdams, trefle są atutem: twój partner wychodzi asem karo; nie masz kar.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No duty to trump, and with no trump in the trick no club is an undertrump: all four cards are allowed.</source>
        <translation>Nie ma obowiązku atutowania, a bez atutu w lewie żaden trefl nie jest dokładaniem młodszego atutu: wszystkie cztery karty są dozwolone.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rotterdams, clubs trump: your partner leads the ace of diamonds; you have none.</source>
        <translation>Rotterdams, trefle są atutem: twój partner wychodzi asem karo; nie masz kar.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You must trump your partner&apos;s ace: a club.</source>
        <translation>Musisz przebić atutem asa partnera: treflem.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>K5.4 You cannot follow suit and an opponent is winning</source>
        <translation>K5.4 Nie możesz dołożyć do koloru, a lewę bierze przeciwnik</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You must trump if you hold a trump. If the trick has been trumped already, you must beat its highest trump if you can (overtrump).</source>
        <translation>Jeśli masz atut, musisz go dać. Jeśli lewa jest już przebita, musisz przebić starszym atutem, jeśli możesz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clubs trump: your partner leads the ace of diamonds, an opponent trumps with the ten.</source>
        <translation>Trefle są atutem: twój partner wychodzi asem karo, przeciwnik przebija dziesiątką atutową.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The nine of trump beats the ten: it is the only card allowed, in Amsterdams and Rotterdams alike.</source>
        <translation>Dziewiątka atutowa bije dziesiątkę: to jedyna dozwolona karta, w Amsterdams i w Rotterdams.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If you cannot overtrump, you may not undertrump: play a card of another suit, and a lower trump only if you hold nothing else. This is the Amsterdams custom.</source>
        <translation>Jeśli nie możesz przebić starszym atutem, nie wolno dokładać młodszego atutu: zagraj kartę innego koloru, a niższy atut tylko wtedy, gdy nie masz nic innego. Tak gra się w Amsterdams.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>If you cannot overtrump, you must still play a lower trump (undertrump). This is the Rotterdams custom.</source>
        <translation>Jeśli nie możesz przebić starszym atutem, i tak musisz dać niższy atut (dokładanie młodszego atutu). Tak gra się w Rotterdams.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+9"/>
        <source>The same trick, but you cannot overtrump.</source>
        <translation>Ta sama lewa, ale nie możesz przebić starszym atutem.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Undertrumping is avoided: a spade or a heart.</source>
        <translation>Unika się dokładania młodszego atutu: pik albo kier.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Undertrumping is forced: one of your low clubs.</source>
        <translation>Dokładanie młodszego atutu jest obowiązkowe: jeden z twoich niskich trefli.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>K5.5 Neither the suit led nor trump</source>
        <translation>K5.5 Ani koloru wyjścia, ani atutu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With none of the suit led and no trump, any card may be played.</source>
        <translation>Bez koloru wyjścia i bez atutu można zagrać dowolną kartę.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Amsterdams and Rotterdams side by side</source>
        <translation>Amsterdams i Rotterdams obok siebie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot follow suit and</source>
        <translation>Nie możesz dołożyć do koloru, a</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your partner is winning</source>
        <translation>lewę bierze twój partner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no duty to trump; no lower trump unless nothing else</source>
        <translation>bez obowiązku atutowania; bez niższego atutu, gdy jest coś innego</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <location line="+1"/>
        <source>trump and overtrump</source>
        <translation>dać atut i przebić starszym atutem</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>an opponent is winning</source>
        <translation>lewę bierze przeciwnik</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>you cannot overtrump</source>
        <translation>nie możesz przebić starszym atutem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a lower trump only if nothing else</source>
        <translation>niższy atut tylko, gdy nie ma nic innego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a lower trump, forced</source>
        <translation>niższy atut, obowiązkowo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Who wins the trick</source>
        <translation>Kto bierze lewę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The highest trump wins the trick; with no trump in it, the highest card of the suit led. Cards of other suits never win.</source>
        <translation>Najwyższy atut bierze lewę; bez atutu w niej bierze najwyższa karta koloru wyjścia. Karty innych kolorów nigdy nie biorą.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Three cards of one suit in a row</source>
        <translation>Trzy kolejne karty jednego koloru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four cards of one suit in a row</source>
        <translation>Cztery kolejne karty jednego koloru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;i&gt;Stuk&lt;/i&gt;: king and queen of trump</source>
        <translation>&lt;i&gt;Stuk&lt;/i&gt;: król i dama atutowa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stuk inside a trump run of three (20 + 20)</source>
        <translation>Stuk w sekwensie atutowym z trzech kart (20 + 20)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stuk inside a trump run of four (50 + 20)</source>
        <translation>Stuk w sekwensie atutowym z czterech kart (50 + 20)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four aces, tens, kings or queens</source>
        <translation>Cztery asy, dziesiątki, króle lub damy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four nines, eights or sevens (an option)</source>
        <translation>Cztery dziewiątki, ósemki lub siódemki (opcja)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four jacks (an option)</source>
        <translation>Cztery walety (opcja)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In one trick</source>
        <translation>W jednej lewie</translation>
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
        <translation>&lt;i&gt;Roem&lt;/i&gt; to premia klaverjas. Nie zgłasza się go z ręki: tkwi w czterech kartach jednej zakończonej lewy, bez względu na to, kto je zagrał, i należy do drużyny, która tę lewę bierze. Zapisuje się go osobno od punktów z kart, bo liczy się przy rozstrzyganiu, czy ktoś idzie nat.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Runs follow the order %1 in every suit, trump or not: ace, king, queen is a run, king, ace, seven is not. A run of four counts 50, not 50 plus 20. One trick holds at most one run (with or without stuk), or stuk alone, or four of a kind.</source>
        <translation>Sekwensy idą w kolejności %1, w każdym kolorze, atutowym czy nie: as, król, dama to sekwens, król, as, siódemka nie. Sekwens z czterech kart liczy się 50, nie 50 plus 20. Jedna lewa zawiera co najwyżej jeden sekwens (ze stuk lub bez), sam stuk albo karetę.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Example: a run of four</source>
        <translation>Przykład: sekwens z czterech kart</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>North&apos;s ten wins, so North and South book 15 points and 50 roem for nine, ten, jack and queen of spades, though East and West gave two of those cards.</source>
        <translation>Dziesiątka Północy bierze lewę, więc Północ i Południe zapisują 15 punktów i 50 roem za dziewiątkę, dziesiątkę, waleta i damę pik, choć Wschód i Zachód dali dwie z tych kart.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: stuk inside a trump run</source>
        <translation>Przykład: stuk w sekwensie atutowym</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Queen, king and ace of hearts are a run (20) and king and queen of trump are stuk (20): North and South book 18 points and 40 roem, though West and East played the king and the queen.</source>
        <translation>Dama, król i as kier to sekwens (20), a król i dama atutowa to stuk (20): Północ i Południe zapisują 18 punktów i 40 roem, choć Zachód i Wschód zagrali króla i damę.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game finds the roem of every trick itself, gives it to the trick&apos;s winners and shows it by the trick (&lt;i&gt;Roem 50&lt;/i&gt;, &lt;i&gt;Stuk&lt;/i&gt;).</source>
        <translation>Gra sama znajduje roem w każdej lewie, przyznaje go zwycięzcom lewy i pokazuje przy lewie (&lt;i&gt;Roem 50&lt;/i&gt;, &lt;i&gt;Stuk&lt;/i&gt;).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Example: a deal made</source>
        <translation>Przykład: rozdanie ugrane</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>North and South chose trump. They count 102 + 20 = 122, East and West 60 + 20 = 80. 122 is more than 80: made, and each team scores what it counted.</source>
        <translation>Północ i Południe wybrali atut. Liczą 102 + 20 = 122, Wschód i Zachód 60 + 20 = 80. 122 to więcej niż 80: ugrane, i każda drużyna dostaje to, co policzyła.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: nat because of roem</source>
        <translation>Przykład: nat przez roem</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>North and South took more card points, but they count 95 + 20 = 115 against 67 + 70 = 137: nat. East and West score 162 + 20 + 70 = 252, North and South nothing.</source>
        <translation>Północ i Południe zdobyli więcej punktów z kart, ale liczą 95 + 20 = 115 wobec 67 + 70 = 137: nat. Wschód i Zachód dostają 162 + 20 + 70 = 252, Północ i Południe nic.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: exactly half</source>
        <translation>Przykład: dokładnie połowa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>81 against 81 is not more: nat, and East and West score 162.</source>
        <translation>81 wobec 81 to nie więcej: nat, a Wschód i Zachód dostają 162.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Example: pit</source>
        <translation>Przykład: pit</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All eight tricks: 162 points, 70 roem and the pit bonus of 100. North and South score 332, East and West nothing.</source>
        <translation>Wszystkie osiem lew: 162 punkty, 70 roem i premia za pit 100. Północ i Południe dostają 332, Wschód i Zachód nic.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+196"/>
        <source>Result of a deal: made, nat, pit</source>
        <translation>Wynik rozdania: ugrane, nat, pit</translation>
    </message>
    <message>
        <location line="-192"/>
        <source>Each team adds up its points (the cards it won, with 10 for the last trick) and its roem.</source>
        <translation>Każda drużyna sumuje swoje punkty (karty ze swoich lew, z 10 za ostatnią lewę) i swój roem.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Made&lt;/b&gt;: the makers counted more than the defenders; without roem that is at least 82 of the 162 points. Both teams score what they counted.</source>
        <translation>&lt;b&gt;Ugrane&lt;/b&gt;: rozgrywający policzyli więcej niż obrońcy; bez roem to co najmniej 82 ze 162 punktów. Obie drużyny dostają to, co policzyły.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Made&lt;/b&gt;: the makers counted at least as much as the defenders. Both teams score what they counted.</source>
        <translation>&lt;b&gt;Ugrane&lt;/b&gt;: rozgrywający policzyli co najmniej tyle co obrońcy. Obie drużyny dostają to, co policzyły.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;Nat&lt;/b&gt; (also &lt;i&gt;beet&lt;/i&gt;): the makers counted as much as the defenders or less; exactly half is nat. The makers score nothing; the defenders score 162 plus the roem of both teams, stuk included.</source>
        <translation>&lt;b&gt;Nat&lt;/b&gt; (też &lt;i&gt;beet&lt;/i&gt;): rozgrywający policzyli tyle co obrońcy albo mniej; dokładnie połowa to nat. Rozgrywający nie dostają nic; obrońcy dostają 162 plus roem obu drużyn, łącznie ze stuk.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Nat&lt;/b&gt; (also &lt;i&gt;beet&lt;/i&gt;): the makers counted less than the defenders. The makers score nothing; the defenders score 162 plus the roem of both teams, stuk included.</source>
        <translation>&lt;b&gt;Nat&lt;/b&gt; (też &lt;i&gt;beet&lt;/i&gt;): rozgrywający policzyli mniej niż obrońcy. Rozgrywający nie dostają nic; obrońcy dostają 162 plus roem obu drużyn, łącznie ze stuk.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Pit&lt;/b&gt;: makers who take all eight tricks score a bonus of 100 on top of 162 and their roem; the score sheet writes it in the roem column. Defenders who take every trick get no bonus: the makers are nat anyway.</source>
        <translation>&lt;b&gt;Pit&lt;/b&gt;: rozgrywający, którzy wezmą wszystkie osiem lew, dostają premię 100 ponad 162 i swój roem; tabela wyników zapisuje ją w kolumnie roem. Obrońcy, którzy wezmą wszystkie lewy, nie dostają premii: rozgrywający i tak idą nat.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Pit&lt;/b&gt;: a team that takes all eight tricks, makers or defenders, scores a bonus of 100 on top of what it scores anyway.</source>
        <translation>&lt;b&gt;Pit&lt;/b&gt;: drużyna, która weźmie wszystkie osiem lew, rozgrywający czy obrońcy, dostaje premię 100 ponad to, co i tak dostaje.</translation>
    </message>
    <message>
        <location line="-637"/>
        <source>Dutch players follow different city rules. Three of them are built in: &lt;b&gt;Amsterdams&lt;/b&gt; (the default), &lt;b&gt;Rotterdams&lt;/b&gt;, which differs in the duty to trump, and &lt;b&gt;Utrechts&lt;/b&gt;, in which the voorhand must choose trump. A match is usually a &lt;i&gt;boompje&lt;/i&gt; of 16 deals.</source>
        <translation>Holenderscy gracze trzymają się różnych reguł miejskich. Trzy z nich są wbudowane: &lt;b&gt;Amsterdams&lt;/b&gt; (domyślny), &lt;b&gt;Rotterdams&lt;/b&gt;, który różni się obowiązkiem atutowania, i &lt;b&gt;Utrechts&lt;/b&gt;, w którym voorhand musi wybrać atut. Partia to zwykle &lt;i&gt;boompje&lt;/i&gt; z 16 rozdań.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Everything goes clockwise: the deal, the choice of trump and the play move from North to East, South, West and back to North. The player on the dealer&apos;s left is the &lt;i&gt;voorhand&lt;/i&gt; (first hand): the first to speak and, in the usual rules, the first to lead.</source>
        <translation>Wszystko idzie zgodnie z ruchem wskazówek zegara: rozdawanie, wybór atutu i gra przechodzą z Północy na Wschód, Południe, Zachód i z powrotem na Północ. Gracz po lewej rozdającego to &lt;i&gt;voorhand&lt;/i&gt; (pierwsza ręka): zgłasza się pierwszy i według zwykłych reguł pierwszy wychodzi.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>A player who wants to choose trump says &lt;i&gt;ik speel&lt;/i&gt; (I play) and names the suit; that player&apos;s team are the makers. A player who does not want to says &lt;i&gt;ik pas&lt;/i&gt; (I pass). Calls are plain: signalling what you hold is not done.</source>
        <translation>Gracz, który chce wybrać atut, zgłasza &lt;i&gt;ik speel&lt;/i&gt; (gram) i wskazuje kolor; jego drużyna to rozgrywający. Kto nie chce, zgłasza &lt;i&gt;ik pas&lt;/i&gt; (pas). Zgłoszenia są proste: nie daje się znaków, co się ma w ręce.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>First a suit is proposed: at a real table by turning a card from the unused low cards, here by chance, except that the first deal of a match proposes clubs. Each player in turn plays in that suit or passes. If all four pass, the first speaker must play, as the option &lt;i&gt;All pass on a proposed suit&lt;/i&gt; says.</source>
        <translation>Najpierw proponuje się kolor: przy prawdziwym stole przez odwrócenie karty z nieużywanych niskich kart, tutaj losowo, tyle że pierwsze rozdanie partii proponuje trefle. Po kolei każdy gracz gra w tym kolorze albo pasuje. Gdy wszyscy czterej spasują, pierwszy gracz musi grać, jak stanowi opcja &lt;i&gt;Wszyscy pasują na proponowany kolor&lt;/i&gt;.</translation>
    </message>
    <message>
        <location line="+235"/>
        <source>The game refuses a card these duties forbid and names the duty (K5.1 to K5.4); nothing else changes. At a real table a forbidden card is &lt;i&gt;verzaken&lt;/i&gt; (revoking): the player has &lt;i&gt;verzaakt&lt;/i&gt; and the team is punished. Here it cannot happen.</source>
        <translation>Gra odrzuca kartę, której te obowiązki zabraniają, i podaje obowiązek (K5.1 do K5.4); nic innego się nie zmienia. Przy prawdziwym stole zagranie zakazanej karty to &lt;i&gt;verzaken&lt;/i&gt; (renons): gracz &lt;i&gt;verzaakt&lt;/i&gt;, a drużyna zostaje ukarana. Tutaj to niemożliwe.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>At a real table roem counts only when it is called. Press &lt;i&gt;Roem!&lt;/i&gt; while the trick still lies on the table; roem nobody called before the trick is gathered is lost. The computer players call roem in the tricks their own team wins, never for the other team.</source>
        <translation>Przy prawdziwym stole roem liczy się tylko wtedy, gdy ktoś go zgłosi. Naciśnij &lt;i&gt;Roem!&lt;/i&gt;, póki lewa leży na stole; roem, którego nikt nie zgłosił przed zebraniem lewy, przepada. Gracze komputerowi zgłaszają roem w lewach, które bierze ich drużyna, nigdy za drugą drużynę.</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>With spades as trump the deal counts twice: both scores are multiplied by two once made or nat is decided.</source>
        <translation>Przy pikach jako atucie rozdanie liczy się dwa razy: oba wyniki mnoży się przez dwa, gdy już wiadomo, czy jest ugrane, czy nat.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+115"/>
        <source>The match: a boompje</source>
        <translation>Partia: boompje</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>A match is a &lt;i&gt;boompje&lt;/i&gt;: a fixed number of deals, usually 16, so that everyone deals four times. The score sheet has a column for each team (&lt;i&gt;wij&lt;/i&gt; and &lt;i&gt;zij&lt;/i&gt;, us and them) and counts the deals down. After the last deal the higher total wins.</source>
        <translation>Partia to &lt;i&gt;boompje&lt;/i&gt;: stała liczba rozdań, zwykle 16, tak że każdy rozdaje cztery razy. Tabela wyników ma kolumnę dla każdej drużyny (&lt;i&gt;wij&lt;/i&gt; i &lt;i&gt;zij&lt;/i&gt;, my i oni) i odlicza rozdania. Po ostatnim rozdaniu wygrywa wyższy wynik.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The match is played to a target: the first team to reach it wins. If both reach it in the same deal, the higher total wins; if the totals are equal, another deal is played.</source>
        <translation>Partia toczy się do celu: wygrywa drużyna, która pierwsza go osiągnie. Jeśli obie osiągną go w tym samym rozdaniu, wygrywa wyższy wynik; przy równych wynikach gra się jeszcze jedno rozdanie.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Equal totals after the last deal make a draw.</source>
        <translation>Równe wyniki po ostatnim rozdaniu to remis.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Equal totals after the last deal: one more deal is played, until they differ.</source>
        <translation>Równe wyniki po ostatnim rozdaniu: gra się jeszcze jedno rozdanie, aż wyniki będą się różnić.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: after 16 deals North and South have %1 and East and West %2: North and South win.</source>
        <translation>Przykład: po 16 rozdaniach Północ i Południe mają %1, a Wschód i Zachód %2: wygrywają Północ i Południe.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Rule options and presets</source>
        <translation>Opcje reguł i zestawy</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Klaverjas has many house rules. Each option is explained in the section where it applies, with its value in this game highlighted. The settings dialog chooses a preset or single options before a match.</source>
        <translation>Klaverjas ma wiele reguł domowych. Każda opcja jest wyjaśniona w części, w której obowiązuje, z wyróżnioną wartością w tej grze. W oknie ustawień wybierasz przed partią zestaw albo pojedyncze opcje.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Option</source>
        <translation>Opcja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Explained in</source>
        <translation>Wyjaśniona w</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Presets</source>
        <translation>Zestawy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Amsterdams&lt;/b&gt;: every option at its default: free choice of trump, no duty to trump your partner&apos;s trick, no undertrumping unless nothing else, a boompje of 16 deals.</source>
        <translation>&lt;b&gt;Amsterdams&lt;/b&gt;: każda opcja na wartości domyślnej: swobodny wybór atutu, bez obowiązku przebijania lewy partnera, bez dokładania młodszego atutu, gdy jest coś innego, boompje z 16 rozdań.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Rotterdams&lt;/b&gt;: as Amsterdams, but your partner&apos;s trick must be trumped too, and undertrumping is forced.</source>
        <translation>&lt;b&gt;Rotterdams&lt;/b&gt;: jak Amsterdams, ale także lewę partnera trzeba przebić atutem, a dokładanie młodszego atutu jest obowiązkowe.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Utrechts&lt;/b&gt;: as Amsterdams, but nobody passes: the voorhand must choose trump.</source>
        <translation>&lt;b&gt;Utrechts&lt;/b&gt;: jak Amsterdams, ale nikt nie pasuje: voorhand musi wybrać atut.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;NKU toernooi&lt;/b&gt;: as Amsterdams, but the dealer speaks first and must play if everyone passes, as in the union&apos;s tournament rules.</source>
        <translation>&lt;b&gt;NKU toernooi&lt;/b&gt;: jak Amsterdams, ale rozdający zgłasza się pierwszy i musi grać, gdy wszyscy spasują, jak w regułach turniejowych związku.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Direction</source>
        <translation>Kierunek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an option</source>
        <translation>opcja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>always clockwise</source>
        <translation>zawsze zgodnie z ruchem wskazówek zegara</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Between deals</source>
        <translation>Między rozdaniami</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cut only</source>
        <translation>tylko przełożenie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shuffled and cut</source>
        <translation>tasowanie i przełożenie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal</source>
        <translation>Rozdawanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five cards and an up-card, then three</source>
        <translation>pięć kart i odkryta karta, potem trzy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all eight at once, no up-card</source>
        <translation>wszystkie osiem od razu, bez odkrytej karty</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>thrown in if all pass</source>
        <translation>anulowane, gdy wszyscy spasują</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ik speel or ik pas; if all pass, someone must play</source>
        <translation>ik speel albo ik pas; gdy wszyscy spasują, ktoś musi grać</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the player after the dealer</source>
        <translation>gracz po rozdającym</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the voorhand, whoever chose trump</source>
        <translation>voorhand, niezależnie od tego, kto wybrał atut</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the suit led, partner winning</source>
        <translation>Brak koloru wyjścia, lewę bierze partner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card</source>
        <translation>dowolna karta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amsterdams: any card but no undertrump; Rotterdams: trump</source>
        <translation>Amsterdams: dowolna karta, ale bez dokładania młodszego atutu; Rotterdams: trzeba dać atut</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bonuses</source>
        <translation>Premie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>declarations from the hand; belote-rebelote</source>
        <translation>meldunki z ręki; belote-rebelote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roem from the cards of each trick, to its winner</source>
        <translation>roem z kart każdej lewy, dla jej zwycięzcy</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>King and queen of trump</source>
        <translation>Król i dama atutowa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>belote, 20, kept by its team</source>
        <translation>belote, 20, zostaje przy swojej drużynie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stuk, 20, only in one trick, to the trick&apos;s winner</source>
        <translation>stuk, 20, tylko w jednej lewie, dla zwycięzcy lewy</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four of a kind</source>
        <translation>Kareta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jacks 200, nines 150, A 10 K Q 100</source>
        <translation>walety 200, dziewiątki 150, A 10 K D 100</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jacks 200, all others 100</source>
        <translation>walety 200, wszystkie inne 100</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Equal counts</source>
        <translation>Równe wyniki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>made (an option)</source>
        <translation>ugrane (opcja)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nat</source>
        <translation>nat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Failing</source>
        <translation>Przegrana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dedans: the defence scores 162 and all declarations</source>
        <translation>dedans: obrońcy dostają 162 i wszystkie meldunki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nat: the defenders score 162 and all roem</source>
        <translation>nat: obrońcy dostają 162 i cały roem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All eight tricks</source>
        <translation>Wszystkie osiem lew</translation>
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
        <translation>Partia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to 1001, 701 or 501</source>
        <translation>do 1001, 701 lub 501</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Klaverjas for belote players</source>
        <translation>Klaverjas dla graczy belote</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If you play belote, you already know the cards, their order and their points. This is what changes.</source>
        <translation>Jeśli grasz w belote, znasz już karty, ich starszeństwo i punkty. Oto co się zmienia.</translation>
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
        <translation>gra; grać w nią</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trump; to choose trump</source>
        <translation>atut; wybrać atut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack and the nine of trump, the two highest cards</source>
        <translation>walet i dziewiątka atutowa, dwie najwyższe karty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I play (and choose trump) / I pass</source>
        <translation>gram (i wybieram atut) / pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forced to play: the Utrechts way</source>
        <translation>przymus gry: sposób utrechcki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the player on the dealer&apos;s left, first to speak and to lead</source>
        <translation>gracz po lewej rozdającego, który pierwszy się zgłasza i wychodzi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dealer; to deal; to shuffle; to cut</source>
        <translation>rozdający; rozdawać; tasować; przełożyć</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to lead to a trick</source>
        <translation>wyjść do lewy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to follow suit</source>
        <translation>dołożyć do koloru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to trump, to overtrump, to undertrump</source>
        <translation>dać atut, przebić starszym atutem, dokładać młodszy atut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the duty to trump</source>
        <translation>obowiązek atutowania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trick; last trick, worth 10</source>
        <translation>lewa; ostatnia lewa, warta 10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bonus for cards lying together in one trick</source>
        <translation>premia za karty leżące razem w jednej lewie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king and queen of trump in one trick: 20 roem</source>
        <translation>król i dama atutowa w jednej lewie: 20 roem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the makers failed and score nothing</source>
        <translation>rozgrywający przegrali i nie dostają nic</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all eight tricks: 100 more</source>
        <translation>wszystkie osiem lew: 100 więcej</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to play a card the rules forbid; revoked</source>
        <translation>zagrać kartę zakazaną przez reguły; zrobił renons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partner</source>
        <translation>partner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>us / them: the two columns of the score sheet</source>
        <translation>my / oni: dwie kolumny tabeli wyników</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a match of 16 deals</source>
        <translation>partia z 16 rozdań</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the city rule sets</source>
        <translation>reguły miejskie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dutch words</source>
        <translation>Słowa holenderskie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dutch players use these words, and so does the game, in every language.</source>
        <translation>Holenderscy gracze używają tych słów, a gra także, w każdym języku.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dutch</source>
        <translation>Po holendersku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Meaning</source>
        <translation>Znaczenie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Its two-player relative is klaberjass, known in Britain as clobyosh or clob. The Swiss jass and French belote are cousins of the same family.</source>
        <translation>Jej krewnym dla dwóch graczy jest klaberjass, w Polsce znany jako kalabriasz, w Wielkiej Brytanii jako clobyosh lub clob. Szwajcarski jass i francuska belote to kuzyni z tej samej rodziny.</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/last_trick.py" line="+185"/>
        <location line="+14"/>
        <location line="+3"/>
        <source>Last trick</source>
        <translation>Ostatnia lewa</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>No trick has been played yet.</source>
        <translation>Nie zagrano jeszcze żadnej lewy.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Trick %1 of 8</source>
        <translation>Lewa %1 z 8</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Led</source>
        <translation>Wyjście</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Won the trick</source>
        <translation>Zwycięzca lewy</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Played %1 of 4</source>
        <translation>Kolejność zagrania: %1 z 4</translation>
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
            <numerusform>Lewa dla ciebie: %n punkt.</numerusform>
            <numerusform>Lewa dla ciebie: %n punkty.</numerusform>
            <numerusform>Lewa dla ciebie: %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 won the trick: %n points.</source>
        <translation>
            <numerusform>Wygrywa %1: %n punkt.</numerusform>
            <numerusform>Wygrywa %1: %n punkty.</numerusform>
            <numerusform>Wygrywa %1: %n punktów.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No trumps</source>
        <translation>Bez atutu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All trumps</source>
        <translation>Wszystkie atuty</translation>
    </message>
    <message>
        <location line="-67"/>
        <location line="+69"/>
        <source>Trumps: %1</source>
        <translation>Atut: %1</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../belote_desktop/ui/lesson/driver.py" line="+284"/>
        <source>Lesson: step %1 of %2</source>
        <translation>Lekcja: krok %1 z %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Finish</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson</source>
        <translation>Opuść lekcję</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/lesson/texts.py" line="+28"/>
        <source>A guided deal: you play your own cards, and the table explains as you go. Everyone has five cards, and one card lies face up in the middle: the up-card. Its suit is offered as trump.</source>
        <translation>Rozdanie z przewodnikiem: grasz własnymi kartami, a stół wszystko po drodze wyjaśnia. Każdy ma pięć kart, a na środku leży karta odkryta. Jej kolor jest proponowany jako atut.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A trump beats any card of the other suits. Among trumps the jack is highest, then the nine, the ace, the 10, king, queen, 8 and 7. Whoever takes makes the up-card&apos;s suit trump, and their side must then score at least as much as the other side.</source>
        <translation>Atut bije każdą kartę innych kolorów. Wśród atutów najstarszy jest walet, potem dziewiątka, as, dziesiątka, król, dama, ósemka i siódemka. Kto bierze, ustala kolor karty odkrytej jako atut, a jego strona musi potem zdobyć co najmniej tyle punktów, co druga strona.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The others passed. You hold the jack and the nine of hearts, the two highest trumps: a strong start. Take hearts!</source>
        <translation>Pozostali spasowali. Masz waleta i dziewiątkę kier, dwa najstarsze atuty: mocny początek. Bierz kiery!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts are trump. As the taker you got the up-card and two more cards, the others three each: everyone holds eight now. You and your partner must score at least as many points as the other side.</source>
        <translation>Atutem są kiery. Jako rozgrywający otrzymujesz kartę odkrytą i jeszcze dwie karty, pozostali po trzy: teraz każdy ma osiem. Ty i twój partner musicie zdobyć co najmniej tyle punktów, co druga strona.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 leads the first trick: the player after the dealer always does. Each player in turn plays one card; the highest card of the suit led takes the trick, unless someone plays a trump.</source>
        <comment>%1: the player on your left</comment>
        <translation>Zaczyna %1: pierwszą kartę zawsze zagrywa gracz siedzący po rozdającym. Po kolei każdy gracz zagrywa jedną kartę; najstarsza karta w kolorze wyjścia bierze lewę, chyba że ktoś zagra atut.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You hold the king, queen and jack of hearts: three cards in a row of one suit, a tierce, worth 20 points. Declarations are announced with your first card: announce it.</source>
        <translation>Masz króla, damę i waleta kier: trzy karty po kolei w jednym kolorze, czyli tierce za 20 punktów. Meldunki zgłasza się przy pierwszej karcie: zgłoś ten meldunek.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 leads the ace of spades. You hold spades, so you must follow suit and play one. The ace wins anyway: give your lowest, %2.</source>
        <comment>%1: a player, %2: a card</comment>
        <translation>%1 wychodzi asem pik. Masz piki, więc musisz dołożyć do koloru. As i tak wygra: daj najmłodszą kartę: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 takes the trick with the ace. After the first trick the best declaration at the table is shown, and only its side scores declarations: your tierce is worth 20 points to you and your partner.</source>
        <comment>%1: the player on your left</comment>
        <translation>%1 wygrywa asem. Po pierwszej lewie pokazuje się najlepszy meldunek przy stole i tylko jego strona liczy meldunki: twoja tierce jest warta 20 punktów dla ciebie i partnera.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have no clubs, and your partner is not winning the trick: you must trump. Trump with your lowest heart, %1.</source>
        <comment>%1: a card</comment>
        <translation>Nie masz trefli, a twój partner nie wygrywa lewy: musisz zagrać atut. Zagraj najmłodszego kiera: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Belote! The king and queen of trumps in one hand bring 20 points: you say “Belote” with the first and “Rebelote” with the second. You won the trick, so you lead: play %1, the highest trump. Everyone must play a trump if they have one.</source>
        <comment>%1: a card</comment>
        <translation>Belote! Król i dama atutowe w jednej ręce dają 20 punktów: przy pierwszej z tych kart zgłaszasz „Belote”, przy drugiej „Rebelote”. Lewa jest twoja, więc wychodzisz: zagraj najstarszy atut: %1. Każdy musi dołożyć atut, jeśli go ma.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 had no trump and gave you 10 points instead. Keep your last two trumps for later: lead a small spade, %2.</source>
        <comment>%1: your partner, %2: a card</comment>
        <translation>%1 nie ma atutu i zamiast tego daje ci 10 punktów. Zachowaj dwa ostatnie atuty na później i wyjdź małym pikiem: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 had no diamonds and had to trump, since your partner was winning. You have no diamonds either, and you hold a higher trump: you must overtrump. Play %2.</source>
        <comment>%1: the player on your right, %2: a card</comment>
        <translation>Bez karo i przy wygrywającym partnerze %1 musi zagrać atut. Ty też nie masz karo, a masz starszy atut: musisz przebić starszym atutem. Zagraj kartę: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In trumps the nine beats the 10 and the ace. Lead %1 now, and keep your king of trumps.</source>
        <comment>%1: a card</comment>
        <translation>W atutach dziewiątka bije dziesiątkę i asa. Teraz wyjdź tą kartą: %1, i zachowaj atutowego króla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 trumps with the ace, which you cannot beat. With no diamonds, and your partner not winning, you must still trump, even lower: that is undertrumping. Play %2, and say “Rebelote”.</source>
        <comment>%1: the player on your right, %2: a card</comment>
        <translation>%1 przebija asem, którego nie pobijesz. Nie masz karo, a twój partner nie wygrywa, więc i tak musisz zagrać atut, nawet młodszy: to jest dokładanie młodszego atutu. Zagraj kartę: %2, i zgłoś „Rebelote”.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last trick: play %1. Whoever takes it scores 10 points more.</source>
        <comment>%1: a card</comment>
        <translation>Ostatnia lewa. Zagraj kartę: %1. Kto ją weźmie, dostaje 10 punktów więcej.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is over. Your side took %1 points in cards, 10 for the last trick included; with the tierce and belote that makes %2. The other side took %3. The takers needed at least as much as the other side: the contract is made, and each side scores its points.</source>
        <comment>%1, %2, %3: numbers of points</comment>
        <translation>Rozdanie skończone. Twoja strona zdobyła z kart, wliczając 10 za ostatnią lewę: %1; z tierce i belote razem: %2. Druga strona: %3. Rozgrywający potrzebowali co najmniej tyle, co druga strona: kontrakt jest ugrany, a każda strona zapisuje swoje punkty.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is a whole deal: the auction, eight tricks and the count. Deals follow each other until a side reaches %1 points. You can play this lesson again from %2.</source>
        <comment>%1: the match&apos;s target, %2: the menu, Help &gt; Learn to play</comment>
        <translation>Tak wygląda całe rozdanie: licytacja, osiem lew i podliczenie. Rozdania następują po sobie, aż któraś strona osiągnie %1 punktów. Możesz powtórzyć tę lekcję: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A guided deal of coinche. All eight cards are dealt at once, with no up-card. Instead of taking, players bid: the points their side promises to make, from 80 to 160 (or capot, every trick), with the trump they choose.</source>
        <translation>Rozdanie coinche z przewodnikiem. Wszystkie osiem kart rozdaje się od razu, bez karty odkrytej. Zamiast brać, gracze licytują: ile punktów ich strona obiecuje zdobyć, od 80 do 160 (albo capot, wszystkie lewy), z wybranym przez siebie atutem.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 bids 80 with spades as trump, and each bid must be higher than the last. You hold the jack, nine and ace of hearts, the three best trumps, and an ace: bid 100 with hearts as trump.</source>
        <comment>%1: the player on your right</comment>
        <translation>%1 licytuje 80 z pikiem jako atutem, a każda odzywka musi być wyższa od poprzedniej. Masz waleta, dziewiątkę i asa kier, trzy najstarsze atuty, i jeszcze asa: zalicytuj 100 z kierami jako atutem.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others may now bid higher, or pass. An opponent who thinks you will fail may double your bid instead: it then counts double, made or failed.</source>
        <translation>Pozostali mogą teraz licytować wyżej albo spasować. Przeciwnik, który sądzi, że przegrasz, może zamiast tego skontrować twoją odzywkę: liczy się ona wtedy dwa razy, ugrana czy przegrana.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Three passes after a bid end the auction: your contract is 100 with hearts as trump. Your side needs at least 100 points: the cards you take, 10 for the last trick, and any belote or declarations. %1 leads.</source>
        <comment>%1: the player on your left</comment>
        <translation>Trzy pasy po odzywce kończą licytację: twój kontrakt to 100 z kierami jako atutem. Twoja strona potrzebuje co najmniej 100 punktów: karty, które weźmiecie, 10 za ostatnią lewę i ewentualne belote lub meldunki. Wychodzi %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The play goes as in classic belote. %1 leads diamonds and you hold the ace: you must follow suit, and it wins. Play %2.</source>
        <comment>%1: a player, %2: a card</comment>
        <translation>Gra się jak w klasyczne belote. %1 wychodzi w karo, a ty masz asa: musisz dołożyć do koloru, i as wygrywa. Zagraj kartę: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You lead. Play %1, the highest trump: everyone must play a trump if they can, and a higher one if they have it.</source>
        <comment>%1: a card</comment>
        <translation>Wychodzisz. Zagraj najstarszy atut: %1. Każdy musi dołożyć atut, jeśli może, i to starszy, jeśli go ma.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead %1 as well: it takes the last trump the others hold.</source>
        <comment>%1: a card</comment>
        <translation>Wyjdź też tą kartą: %1. Zabierze ostatni atut, jaki mają pozostali.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The others have no trumps left. Lead %1: it will lose, but your trumps will win the lead back.</source>
        <comment>%1: a card</comment>
        <translation>Pozostali nie mają już atutów. Wyjdź tą kartą: %1. Przegra, ale twoje atuty odzyskają wyjście.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You hold a club: follow suit with %1.</source>
        <comment>%1: a card</comment>
        <translation>Masz trefla, więc trzeba dołożyć do koloru. Zagraj kartę: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is winning this trick. You have no clubs, but while your partner is winning you need not trump: any card will do. Keep your trumps: play %2.</source>
        <comment>%1: your partner, %2: a card</comment>
        <translation>%1 wygrywa tę lewę. Nie masz trefli, ale dopóki twój partner wygrywa, nie musisz grać atutu: możesz zagrać dowolną kartę. Zachowaj atuty i zagraj kartę: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your partner is winning again, and you have only trumps left: either will do. Play %1.</source>
        <comment>%1: a card</comment>
        <translation>Twój partner znów wygrywa, a ty masz już tylko atuty: każdy się nada. Zagraj kartę: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last trick: lead %1. It brings 10 points more.</source>
        <comment>%1: a card</comment>
        <translation>Ostatnia lewa. Wyjdź tą kartą: %1. Daje ona 10 punktów więcej.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal is over. Your side took %1 points, the last trick included: at least the 100 you bid, so the contract is made. You score your points plus your bid, %2; the other side scores its %3.</source>
        <comment>%1, %2, %3: numbers of points</comment>
        <translation>Rozdanie skończone. Twoja strona zdobyła, wliczając ostatnią lewę: %1, czyli co najmniej zalicytowane 100, więc kontrakt jest ugrany. Zapisujecie swoje punkty plus odzywkę: %2; druga strona zapisuje swoje: %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deals follow each other until a side reaches %1 points. You can play this lesson again from %2.</source>
        <comment>%1: the match&apos;s target, %2: the menu, Help &gt; Learn to play</comment>
        <translation>Rozdania następują po sobie, aż któraś strona osiągnie %1 punktów. Możesz powtórzyć tę lekcję: %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>In this lesson you take: with the jack and nine of hearts your hand is strong. Take hearts.</source>
        <translation>W tej lekcji bierzesz: z waletem i dziewiątką kier twoja ręka jest mocna. Bierz kiery.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce your tierce: it can bring your side 20 points.</source>
        <translation>Zgłoś meldunek tierce: może dać twojej stronie 20 punktów.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold spades, so you must play a spade; and since the ace wins anyway, give your lowest: %2.</source>
        <comment>%2: a card</comment>
        <translation>Masz piki, więc musisz zagrać pika; a skoro as i tak wygra, daj najmłodszą kartę: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no clubs and your partner is not winning: you must play a trump. Play %1.</source>
        <comment>%1: a card</comment>
        <translation>Nie masz trefli, a twój partner nie wygrywa: musisz zagrać atut. Zagraj kartę: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead %1: the highest trump makes the others give up theirs.</source>
        <comment>%1: a card</comment>
        <translation>Wyjdź tą kartą: %1. Najstarszy atut zmusza pozostałych do oddania swoich.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep your trumps for later: lead %2.</source>
        <comment>%2: a card</comment>
        <translation>Zachowaj atuty na później i wyjdź tą kartą: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A trump of the other side is winning and you hold a higher one: you must overtrump. Play %2.</source>
        <comment>%2: a card</comment>
        <translation>Wygrywa atut drugiej strony, a ty masz starszy: musisz przebić starszym atutem. Zagraj kartę: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep your last trump: lead %1.</source>
        <comment>%1: a card</comment>
        <translation>Zachowaj ostatni atut i wyjdź tą kartą: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With no diamonds you must trump, even under the ace: play %2.</source>
        <comment>%2: a card</comment>
        <translation>Bez karo musisz zagrać atut, nawet młodszy od asa. Zagraj kartę: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this lesson you bid 100 with hearts as trump: it is set up in the panel, press Bid.</source>
        <translation>W tej lekcji licytujesz 100 z kierami jako atutem: jest już ustawione w panelu, naciśnij Licytuj.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You hold diamonds: you must follow suit. Play %2.</source>
        <comment>%2: a card</comment>
        <translation>Masz karo: musisz dołożyć do koloru. Zagraj kartę: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead %1: it draws the others&apos; trumps.</source>
        <comment>%1: a card</comment>
        <translation>Wyjdź tą kartą: %1. Wyciąga ona atuty pozostałych.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead %1, and keep your trumps.</source>
        <comment>%1: a card</comment>
        <translation>Wyjdź tą kartą: %1, i zachowaj atuty.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold a club: you must follow suit. Play %1.</source>
        <comment>%1: a card</comment>
        <translation>Masz trefla: musisz dołożyć do koloru. Zagraj kartę: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any card is allowed here, but keep your trumps: play %2.</source>
        <comment>%2: a card</comment>
        <translation>Tu wolno zagrać dowolną kartę, ale zachowaj atuty i zagraj kartę: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This lesson goes on with %1: play it.</source>
        <comment>%1: a card</comment>
        <translation>Ta lekcja toczy się dalej z tą kartą: %1. Zagraj ją.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_lesson.py" line="+92"/>
        <source>New to belote? A guided first deal shows you how the game goes, step by step: you play your own cards, and the table explains. You can also take it later from %1.</source>
        <translation>Nie znasz belote? Pierwsze rozdanie z przewodnikiem pokaże ci krok po kroku, jak toczy się gra: grasz własnymi kartami, a stół wszystko wyjaśnia. Możesz też wrócić do niego później: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Welcome to Belote Desktop</source>
        <translation>Witaj w Belote Desktop</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show me</source>
        <translation>Pokaż mi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No, thanks</source>
        <translation>Nie, dziękuję</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>The lesson is over: a new match begins.</source>
        <translation>Lekcja skończona: zaczyna się nowa partia.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../belote_desktop/ui/main_window.py" line="-253"/>
        <source>All passed: the cards are dealt again.</source>
        <translation>Wszyscy spasowali: karty zostaną rozdane od nowa.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Welcome to Belote Desktop.</source>
        <translation>Witaj w Belote Desktop.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_menus.py" line="+138"/>
        <source>Belote Desktop</source>
        <translation>Belote Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo move</source>
        <translation>&amp;Cofnij ruch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo move</source>
        <translation>&amp;Ponów ruch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export match…</source>
        <translation>&amp;Eksportuj partię…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open game record…</source>
        <translation>&amp;Otwórz zapis gry…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statystyki…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New match</source>
        <translation>&amp;Nowa partia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a &amp;deal by number…</source>
        <translation>Zagraj &amp;rozdanie według numeru…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Podpowiedź</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Ostatnia lewa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Tabela wyników</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Pełny ekran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Skróty klawiszowe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Belote Desktop</source>
        <translation>&amp;O programie Belote Desktop</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Move taken back: this match now counts as assisted.</source>
        <translation>Ruch cofnięty: ta partia liczy się teraz jako rozegrana z pomocą.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no move of yours in this deal to take back.</source>
        <translation>W tym rozdaniu nie ma twojego ruchu do cofnięcia.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Move played again.</source>
        <translation>Ruch zagrany ponownie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing to play again: you have moved since.</source>
        <translation>Nie ma czego ponowić: po cofnięciu wykonano już nowy ruch.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/main_window.py" line="+103"/>
        <source>Your match was resumed where you left it.</source>
        <translation>Partia toczy się dalej od miejsca, w którym została przerwana.</translation>
    </message>
    <message>
        <location line="+188"/>
        <location filename="../belote_desktop/ui/window_lesson.py" line="+52"/>
        <source>Classic belote</source>
        <translation>Belote klasyczne</translation>
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
        <translation>rozdanie %1 z %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>extra deal</source>
        <translation>dodatkowe rozdanie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to %1 points</source>
        <translation>do %1 punktów</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (resumed)</source>
        <translation>%1 (wznowiona)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules of the match on the table. Changes in Settings apply from the next match.</source>
        <translation>Zasady partii na stole. Zmiany w ustawieniach obowiązują od następnej partii.</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Your saved settings could not be used (%1), so the default settings are in use.</source>
        <translation>Nie można było użyć zapisanych ustawień (%1), więc obowiązują ustawienia domyślne.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The new rules and players take effect from the next match.</source>
        <translation>Nowe zasady i gracze obowiązują od następnej partii.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal %1</source>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/panels/bidding.py" line="-15"/>
        <source>Your turn to bid.</source>
        <translation>Twoja kolej na licytację.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/main_window.py" line="+34"/>
        <source>Announce your declarations, or say nothing.</source>
        <translation>Zgłoś swoje meldunki albo zachowaj je dla siebie.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your turn: play a card (click it, or choose with the arrows and press Enter).</source>
        <translation>Twój ruch: zagraj kartę (kliknij ją albo wybierz strzałkami i naciśnij Enter).</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Deal scored: %1 - %2</source>
        <translation>Rozdanie policzone: %1 - %2</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_access.py" line="-11"/>
        <source>Say that &amp;again</source>
        <translation>P&amp;owtórz ostatni komunikat</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_sounds.py" line="+37"/>
        <source>S&amp;ounds</source>
        <translation>&amp;Dźwięki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sounds on or off (the volume is in Settings)</source>
        <translation>Dźwięki włączone lub wyłączone (głośność jest w Ustawieniach)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Sounds on.</source>
        <translation>Dźwięki włączone.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sounds off.</source>
        <translation>Dźwięki wyłączone.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_replays.py" line="+43"/>
        <source>A new match starts with deal number %1.</source>
        <translation>Nowa partia zaczyna się od rozdania numer %1.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The deal is dealt again: the same cards, the same dealer. This match now counts apart in your statistics.</source>
        <translation>Karty tego rozdania są rozdane ponownie: te same karty, ten sam rozdający. Ta partia liczy się teraz osobno w twoich statystykach.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_aids.py" line="+46"/>
        <source>The cards played are shown: this match now counts as assisted.</source>
        <translation>Zagrane karty są widoczne: ta partia liczy się teraz jako rozegrana z pomocą.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_lesson.py" line="-2"/>
        <source>&amp;Learn to play</source>
        <translation>&amp;Naucz się grać</translation>
    </message>
</context>
<context>
    <name>QueryKeys</name>
    <message>
        <location filename="../belote_desktop/ui/access/query_keys.py" line="+37"/>
        <source>Say the cards on the table</source>
        <translation>Odczytanie kart na stole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say the contract and who took it</source>
        <translation>Odczytanie kontraktu i rozgrywającego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say the score and what the match is played to</source>
        <translation>Odczytanie wyniku i tego, do ilu gra się partię</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say whose turn it is</source>
        <translation>Odczytanie, czyj jest ruch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say every bid of this deal so far</source>
        <translation>Odczytanie wszystkich dotychczasowych odzywek w tym rozdaniu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say the turned-up card (classic)</source>
        <translation>Odczytanie odkrytej karty (klasyczna)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say the last trick and who won it</source>
        <translation>Odczytanie ostatniej lewy i jej zwycięzcy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read your hand, suit by suit</source>
        <translation>Odczytanie twojej ręki, kolor po kolorze</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Say the sentence before or after, among the last ones said</source>
        <translation>Odczytanie poprzedniego lub następnego z ostatnich komunikatów</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go to your spades, hearts, diamonds or clubs, and say them</source>
        <translation>Przejście do twoich pików, kierów, kar lub trefli i ich odczytanie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go to your suit on the left or on the right, and say it</source>
        <translation>Przejście do koloru po lewej lub po prawej i jego odczytanie</translation>
    </message>
</context>
<context>
    <name>Recall</name>
    <message>
        <location filename="../belote_desktop/ui/access/recall.py" line="+54"/>
        <location line="+10"/>
        <source>Nothing has been said yet.</source>
        <translation>Nie było jeszcze żadnego komunikatu.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>No earlier sentence.</source>
        <translation>Brak wcześniejszego komunikatu.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No later sentence.</source>
        <translation>Brak późniejszego komunikatu.</translation>
    </message>
</context>
<context>
    <name>RecordDeals</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/record_viewer/deals.py" line="+115"/>
        <source>Deals of the record</source>
        <translation>Rozdania zapisu gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a deal, or choose it and press Enter, to go to its start.</source>
        <translation>Kliknij dwukrotnie rozdanie albo wybierz je i naciśnij Enter, aby przejść do jego początku.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number</source>
        <translation>Numer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points the deal added: %1, then %2</source>
        <translation>Punkty zdobyte w rozdaniu: %1, potem %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to this deal</source>
        <translation>&amp;Przejdź do tego rozdania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay the chosen deal out on the table, at its start</source>
        <translation>Rozłóż wybrane rozdanie na stole od początku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>Prze&amp;jrzyj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coach&apos;s review of the chosen deal, move by move</source>
        <translation>Przegląd wybranego rozdania, ruch po ruchu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review the chosen deal</source>
        <translation>Przejrzyj wybrane rozdanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Tabela wyników</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The record&apos;s score sheet</source>
        <translation>Tabela wyników zapisu gry</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not played to the end</source>
        <translation>Nie rozegrane do końca</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2, %3 %4</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Total: %1 %2, %3 %4</source>
        <translation>Razem: %1 %2, %3 %4</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Deal number %1</source>
        <translation>Numer rozdania %1</translation>
    </message>
</context>
<context>
    <name>RecordViewer</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/record_viewer/viewer.py" line="+183"/>
        <source>This deal was not played to the end: there is nothing to review.</source>
        <translation>To rozdanie nie zostało rozegrane do końca: nie ma czego przeglądać.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game record: %1</source>
        <translation>Zapis gry: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>Początek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick back</source>
        <translation>Lewa wstecz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card back</source>
        <translation>Karta wstecz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card forward</source>
        <translation>Karta dalej</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick forward</source>
        <translation>Lewa dalej</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>Koniec</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review this deal</source>
        <translation>Przejrzyj to rozdanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Deals</source>
        <translation>Rozdania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the list of the record&apos;s deals</source>
        <translation>Pokaż lub ukryj listę rozdań zapisu gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sheet</source>
        <translation>Tabela wyników</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Deal %1, step %2 of %3</source>
        <translation>Rozdanie %1, krok %2 z %3</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../belote_desktop/ui/refusals.py" line="+43"/>
        <source>You must follow suit.</source>
        <translation>Musisz dołożyć do koloru.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must play a higher trump.</source>
        <translation>Musisz zagrać starszy atut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no card of the suit led: you must trump.</source>
        <translation>Nie masz karty w kolorze wyjścia: musisz zagrać atut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must trump higher than the trump already played.</source>
        <translation>Musisz przebić zagrany już atut starszym atutem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must trump, even lower than the trump already played.</source>
        <translation>Musisz zagrać atut, nawet młodszy od już zagranego.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not trump lower than the trump already played while you hold another card.</source>
        <translation>Nie możesz przebić niższym atutem, dopóki masz inną kartę.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not in your hand.</source>
        <translation>Nie masz tej karty na ręce.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not time to play a card.</source>
        <translation>To nie jest pora na zagranie karty.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card may not be played now.</source>
        <translation>Tej karty nie można teraz zagrać.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/lesson/driver.py" line="-29"/>
        <location filename="../belote_desktop/ui/refusals.py" line="+8"/>
        <source>Why? See rule %1</source>
        <translation>Dlaczego? Zobacz zasadę %1</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/refusals.py" line="+1"/>
        <source>%1 (rule %2)</source>
        <translation>%1 (zasada %2)</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/review.py" line="+163"/>
        <source>The review stopped before the end.</source>
        <translation>Przegląd zatrzymał się przed końcem.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Trick %1</source>
        <translation>Lewa %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choosing trump</source>
        <comment>klaverjas: the row of a call, ik speel / ik pas</comment>
        <translation>Wybór atutu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bidding</source>
        <translation>Licytacja</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>best</source>
        <translation>najlepszy</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Average over %n possible layouts of the hidden cards</source>
        <translation>
            <numerusform>Średnia z %n możliwego rozkładu ukrytych kart</numerusform>
            <numerusform>Średnia z %n możliwych rozkładów ukrytych kart</numerusform>
            <numerusform>Średnia z %n możliwych rozkładów ukrytych kart</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Reviewing the moves of %1…</source>
        <translation>Przegląd ruchów: %1…</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%1 of %n cards were the best</source>
        <translation>
            <numerusform>najlepsze karty: %1 z %n</numerusform>
            <numerusform>najlepsze karty: %1 z %n</numerusform>
            <numerusform>najlepsze karty: %1 z %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 of %n calls were the best</source>
        <comment>klaverjas: ik speel / ik pas</comment>
        <translation>
            <numerusform>najlepsze decyzje (gram lub pas): %1 z %n</numerusform>
            <numerusform>najlepsze decyzje (gram lub pas): %1 z %n</numerusform>
            <numerusform>najlepsze decyzje (gram lub pas): %1 z %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 of %n bids were the best</source>
        <translation>
            <numerusform>najlepsze odzywki: %1 z %n</numerusform>
            <numerusform>najlepsze odzywki: %1 z %n</numerusform>
            <numerusform>najlepsze odzywki: %1 z %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n points lost in all</source>
        <translation>
            <numerusform>łącznie stracono %n punkt</numerusform>
            <numerusform>łącznie stracono %n punkty</numerusform>
            <numerusform>łącznie stracono %n punktów</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>biggest mistake: trick %1, %2, while %3 would have been worth %4 more</source>
        <translation>największy błąd: lewa %1, %2, a %3 byłaby warta o %4 pkt więcej</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>biggest mistake: in the choice of trump, %1, while %2 would have been worth %3 more</source>
        <comment>klaverjas: %1 the call made (ik speel / ik pas), %2 the better one</comment>
        <translation>największy błąd: przy wyborze atutu, %1, a %2 byłoby warte o %3 pkt więcej</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>biggest mistake: in the bidding, %1, while %2 would have been worth %3 more</source>
        <translation>największy błąd: w licytacji, %1, a %2 byłaby warta o %3 pkt więcej</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>took the trick</source>
        <translation>bierze lewę</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Review of deal %1</source>
        <translation>Przegląd rozdania %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Moves of:</source>
        <translation>&amp;Ruchy gracza:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Ruchy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks</source>
        <translation>Lewy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When</source>
        <translation>Kiedy</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Zagrano</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best move</source>
        <translation>Najlepszy ruch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What each was worth</source>
        <translation>Ile był wart każdy ruch</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Points lost</source>
        <translation>Stracone punkty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With every hand seen</source>
        <translation>Gdy widać wszystkie ręce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worth: the score this deal was expected to end with, this player&apos;s team minus the other team, on average over many possible layouts of the cards this player could not see (as the hint shows it). With every hand seen: the same in this very deal, all cards known.</source>
        <translation>Wartość: wynik, jakim to rozdanie miało się skończyć, drużyna tego gracza minus druga drużyna, średnio z wielu możliwych rozkładów kart, których ten gracz nie widział (tak jak w podpowiedzi). Gdy widać wszystkie ręce: to samo w tym właśnie rozdaniu, przy wszystkich kartach znanych.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both count roem, nat and pit as klaverjas scores them.</source>
        <translation>Obie wartości liczą roem, nat i pit według zasad Klaverjassen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The best move by what this player could know: the same judgement as the hint&apos;s, over more layouts of the hidden cards.</source>
        <translation>Najlepszy ruch według tego, co gracz mógł wiedzieć: ta sama ocena co w podpowiedzi, z większej liczby rozkładów ukrytych kart.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How much less the move was worth than the best one. Moves a few points apart, or closer than the layouts can tell, count as the best.</source>
        <translation>O ile mniej był wart ruch od najlepszego. Ruchy różniące się o kilka punktów albo mniej, niż rozkłady pozwalają rozróżnić, liczą się jako najlepsze.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The score this deal was expected to end with, this player&apos;s team minus the other team, on average over possible layouts of the hidden cards.</source>
        <translation>Wynik, jakim to rozdanie miało się skończyć, drużyna tego gracza minus druga drużyna, średnio z możliwych rozkładów ukrytych kart.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What each card was worth in this very deal, with every hand seen and every card played as well as possible from here on: the luck of the layout, not a mistake.</source>
        <translation>Ile była warta każda karta w tym właśnie rozdaniu, gdy widać wszystkie ręce, a każda karta jest odtąd zagrana najlepiej, jak się da: szczęście rozkładu, a nie błąd.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Won by</source>
        <translation>Zwycięzca lewy</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Zamknij</translation>
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
        <translation>Zgłoś roem z lewy na stole (R); liczy się dla drużyny, która wzięła lewę.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gather the trick</source>
        <translation>Zbierz lewę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take in the last trick and end the deal (Enter).</source>
        <translation>Zbierz ostatnią lewę i zakończ rozdanie (Enter).</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../belote_desktop/i18n/rules_text.py" line="+86"/>
        <source>Classic belote</source>
        <translation>Belote klasyczne</translation>
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
        <translation>przeciwnik</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>North</source>
        <translation>Północ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>East</source>
        <translation>Wschód</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South</source>
        <translation>Południe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West</source>
        <translation>Zachód</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>on</source>
        <translation>wł.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>wył.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>number of deals: %1</source>
        <translation>liczba rozdań: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target %1</source>
        <translation>cel: %1</translation>
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
        <translation>stała liczba rozdań</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a points target</source>
        <translation>cel punktowy</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The aim of the game</source>
        <translation>Cel gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote is a card game of tricks for four players in two teams. At the start of each deal the players decide which suit is trump and which team has to prove that it was right to choose it: that team are the &lt;i&gt;takers&lt;/i&gt;, the other team the &lt;i&gt;defence&lt;/i&gt;. What the takers have to reach is their &lt;i&gt;contract&lt;/i&gt;.</source>
        <translation>Belote to lewowa gra karciana dla czterech graczy w dwóch drużynach. Na początku każdego rozdania gracze ustalają, który kolor jest atutowy i która drużyna musi udowodnić, że słusznie go wybrała: ta drużyna to &lt;i&gt;rozgrywający&lt;/i&gt;, druga to &lt;i&gt;obrońcy&lt;/i&gt;. To, co rozgrywający muszą osiągnąć, nazywa się ich &lt;i&gt;kontraktem&lt;/i&gt;.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>In coinche and contrée the players bid: the takers promise a number of points, and must then count at least that many.</source>
        <translation>W coinche i contrée gracze licytują: rozgrywający obiecują określoną liczbę punktów i muszą potem zdobyć co najmniej tyle.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote is played by four people in two teams of two. Partners face each other across the table, so the seats alternate between the teams. The seats are called North, East, South and West; North and South play together against East and West. You sit South.</source>
        <translation>W belote gra czworo graczy w dwóch dwuosobowych drużynach. Partnerzy siedzą naprzeciwko siebie, więc miejsca drużyn się przeplatają. Miejsca nazywają się Północ, Wschód, Południe i Zachód; Północ i Południe grają razem przeciwko Wschodowi i Zachodowi. Ty siedzisz na Południu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everything moves round the table in the same direction: the deal, the bidding and the play. Whenever these rules speak of the next player, they mean the next one in that direction.</source>
        <translation>Rozdawanie, licytacja i rozgrywka przebiegają wokół stołu w tym samym kierunku. Ilekroć w tych zasadach jest mowa o następnym graczu, chodzi o kolejnego gracza w tym kierunku.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clockwise play goes North, East, South, West, then North again.</source>
        <translation>Zgodnie z ruchem wskazówek zegara kolejność to Północ, Wschód, Południe, Zachód i znów Północ.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Counterclockwise play goes North, West, South, East, then North again.</source>
        <translation>Przeciwnie do ruchu wskazówek zegara kolejność to Północ, Zachód, Południe, Wschód i znów Północ.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A match is a series of deals. The points of each deal are added to the team totals until one team reaches the target (see &lt;i&gt;End of the match&lt;/i&gt;).</source>
        <translation>Partia składa się z wielu rozdań. Punkty z każdego rozdania dolicza się do wyników drużyn, aż jedna z nich osiągnie cel (zob. &lt;i&gt;Koniec partii&lt;/i&gt;).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The cards and their order</source>
        <translation>Karty i ich starszeństwo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game uses a short pack of 32 cards: seven, eight, nine, ten, jack, queen, king and ace in each of the four suits, spades, hearts, diamonds and clubs.</source>
        <translation>Gra się krótką talią 32 kart: siódemka, ósemka, dziewiątka, dziesiątka, walet, dama, król i as w każdym z czterech kolorów – pikach, kierach, karach i treflach.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How strong a card is depends on whether its suit is trump. In the trump suit the jack and the nine jump to the top; in the other suits the ace and the ten lead.</source>
        <translation>Siła karty zależy od tego, czy jej kolor jest atutowy. W kolorze atutowym walet i dziewiątka stają się najstarsze; w pozostałych kolorach prowadzą as i dziesiątka.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Which cards</source>
        <translation>Które karty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order, highest first</source>
        <translation>Starszeństwo, od najwyższej</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump suit</source>
        <translation>Kolor atutowy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other suits</source>
        <translation>Pozostałe kolory</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sans atout (coinche only): every suit</source>
        <translation>Sans atout (tylko coinche): każdy kolor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tout atout (coinche only): every suit</source>
        <translation>Tout atout (tylko coinche): każdy kolor</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Declarations have an order of their own, not the one used in play: for a sequence the cards always run ace, king, queen, jack, ten, nine, eight, seven, whatever the trump.</source>
        <translation>Meldunki mają własną kolejność, inną niż starszeństwo w grze: w sekwensie karty zawsze idą w kolejności as, król, dama, walet, dziesiątka, dziewiątka, ósemka, siódemka, niezależnie od atutu.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Sans atout (coinche only)</source>
        <translation>Sans atout (tylko coinche)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tout atout (coinche only)</source>
        <translation>Tout atout (tylko coinche)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A team that wins all eight tricks makes a &lt;i&gt;capot&lt;/i&gt; and counts 252 instead of 162: the 162 and a bonus of 90.</source>
        <translation>Drużyna, która weźmie wszystkie osiem lew, robi &lt;i&gt;capot&lt;/i&gt; i liczy 252 zamiast 162, czyli 162 plus 90 premii.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Each player first gets three cards, then two. The next card of the pack is laid face up on the table: this up-card shows the suit offered as trump. When someone has taken, that player receives the up-card and two more cards and every other player three more, so that everyone holds eight. The taker gets the up-card even after naming another suit in the second round.</source>
        <translation>Każdy gracz dostaje najpierw trzy karty, potem dwie. Następną kartę z talii kładzie się odkrytą na stole: ta karta odkryta pokazuje kolor proponowany na atut. Gdy ktoś weźmie, dostaje kartę odkrytą i jeszcze dwie karty, a każdy z pozostałych graczy jeszcze trzy, tak że wszyscy mają po osiem. Rozgrywający dostaje kartę odkrytą także wtedy, gdy w drugiej rundzie wskazał inny kolor.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>When it is their turn, an opponent of the highest bidder may double the bid: this is the &lt;i&gt;coinche&lt;/i&gt; or &lt;i&gt;contre&lt;/i&gt;. After a double nobody may bid any more; only the bidding team may answer, once: with a redouble (the &lt;i&gt;surcoinche&lt;/i&gt; or &lt;i&gt;surcontre&lt;/i&gt;) or with a pass. Either way the bidding is then over. Without a double the bid counts once; a double multiplies it by two, a redouble by four.</source>
        <translation>Przeciwnik gracza z najwyższą odzywką może w swojej kolejce ją skontrować: to &lt;i&gt;coinche&lt;/i&gt; albo &lt;i&gt;contre&lt;/i&gt;. Po kontrze nikt nie może już licytować; tylko drużyna licytująca może raz odpowiedzieć: rekontrą (&lt;i&gt;surcoinche&lt;/i&gt; albo &lt;i&gt;surcontre&lt;/i&gt;) albo pasem. W obu przypadkach licytacja się na tym kończy. Bez kontry odzywka liczy się raz; kontra mnoży ją przez dwa, rekontra przez cztery.</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>With a trump suit, the highest trump in the trick wins it. Without a trump in it, the highest card of the led suit wins; cards of other suits never win.</source>
        <translation>Gdy jest kolor atutowy, lewę bierze najstarszy atut, który się w niej znajduje. Jeśli w lewie nie ma atutu, bierze ją najstarsza karta w kolorze wyjścia; karty innych kolorów nigdy nie wygrywają.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In sans atout and tout atout the highest card of the led suit always wins: in sans atout in the order of a plain suit, in tout atout in the order of a trump suit.</source>
        <translation>W sans atout i tout atout lewę zawsze bierze najstarsza karta w kolorze wyjścia: w sans atout według starszeństwa zwykłego koloru, w tout atout według starszeństwa koloru atutowego.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Quarte (fifty): four in sequence</source>
        <translation>Quarte: sekwens 4 kart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quinte (hundred): five to eight in sequence</source>
        <translation>Quinte: sekwens od 5 do 8 kart</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four eights or sevens: no declaration</source>
        <translation>Cztery ósemki lub siódemki: to nie meldunek</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>East and North both declare a tierce up to the queen, and South a tierce up to the nine. East played first, but North&apos;s tierce is in trump, and a trump sequence beats an equal one before the order of play decides: North and South score both their tierces, 20 + 20 = 40, and East and West nothing.</source>
        <translation>Wschód i Północ meldują tierce do damy, a Południe tierce do dziewiątki. Wschód zagrywał pierwszy, ale tierce Północy jest w atucie, a sekwens atutowy bije równy mu sekwens, zanim rozstrzygnie kolejność zagrania: Północ i Południe zapisują obie swoje tierce, 20 + 20 = 40, a Wschód i Zachód nic.</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>The contract is made when the takers counted more than the defence; for equal counts see &lt;i&gt;A tie&lt;/i&gt; below. When it is made, both teams score what they counted.</source>
        <translation>Kontrakt jest ugrany, gdy rozgrywający zdobyli więcej punktów niż obrońcy; przy równej liczbie punktów zob. &lt;i&gt;Remis&lt;/i&gt; niżej. Gdy kontrakt jest ugrany, obie drużyny zapisują to, co zdobyły.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The contract is made when the takers have at least 81 of the 162 points of cards and last trick; declarations and belote do not count for this, so 81 is enough whatever the rule for a tie. When it is made, both teams score what they counted.</source>
        <translation>Kontrakt jest ugrany, gdy rozgrywający mają co najmniej 81 ze 162 punktów z kart i ostatniej lewy; meldunki i belote się tu nie liczą, więc 81 wystarcza niezależnie od zasady remisu. Gdy kontrakt jest ugrany, obie drużyny zapisują to, co zdobyły.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Otherwise the takers are &lt;i&gt;dedans&lt;/i&gt; (inside): the defence scores 162 (252 if it took every trick), plus the declarations of both teams and its own belote; the takers score only their belote.</source>
        <translation>W przeciwnym razie rozgrywający są &lt;i&gt;dedans&lt;/i&gt; (kontrakt przegrany): obrońcy zapisują 162 (252, jeśli wzięli wszystkie lewy) plus meldunki obu drużyn i swoje belote; rozgrywający zapisują tylko swoje belote.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>A team that wins all eight tricks makes a &lt;i&gt;capot&lt;/i&gt;: it counts 252 card points instead of 162, the 162 and a bonus of 90. The team without a trick scores no declarations, only its belote.</source>
        <translation>Drużyna, która weźmie wszystkie osiem lew, robi &lt;i&gt;capot&lt;/i&gt;: liczy 252 punkty z kart zamiast 162, czyli 162 plus 90 premii. Drużyna bez lewy nie dostaje punktów za meldunki, tylko za swoje belote.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>160 + bid × multiplier (×1, ×2 or ×4) + the declarations of both teams + its belote</source>
        <translation>160 + odzywka × mnożnik (×1, ×2 lub ×4) + meldunki obu drużyn + własne belote</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Once a bid is coinched (contré, in contrée), the card points only decide whether it is made: the team that wins takes 160 + bid × 2 (× 4 after a surcoinche or surcontre) and the declarations that score (a defence that wins takes both teams&apos;), and each team keeps its own belote.</source>
        <translation>Gdy odzywka zostanie skontrowana (coinche, a w contrée contre), punkty z kart decydują już tylko o tym, czy kontrakt zostanie ugrany: drużyna, która wygra, zapisuje 160 + odzywka × 2 (× 4 po surcoinche lub surcontre) oraz liczące się meldunki (wygrywający obrońcy biorą meldunki obu drużyn), a każda drużyna zachowuje własne belote.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The first team to reach the target wins the match. If both teams reach it in the same deal, the higher total wins; if the totals are equal, one more deal is played.</source>
        <translation>Partię wygrywa drużyna, która pierwsza osiągnie cel. Jeśli obie drużyny osiągną go w tym samym rozdaniu, wygrywa wyższa suma; przy równych sumach gra się jeszcze jedno rozdanie.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Common targets are 1001, 1000 or 501 for classic belote and 701 for coinche and contrée.</source>
        <translation>Typowe cele to 1001, 1000 lub 501 w belote klasycznym oraz 701 w coinche i contrée.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Classic belote chooses trump with an up-card; coinche and contrée have an auction with numbers. Coinche also offers sans atout and tout atout.</source>
        <translation>W belote klasycznym atut wybiera się przez kartę odkrytą; w coinche i contrée jest licytacja na punkty. W coinche gra się też w sans atout i tout atout.</translation>
    </message>
    <message>
        <location line="-598"/>
        <source>Sequences for declarations</source>
        <translation>Sekwensy do meldunków</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sans atout (no trumps) and tout atout (all suits are trump) are contracts of coinche only. Sans atout ranks every suit like a plain suit; tout atout ranks every suit like the trump suit.</source>
        <translation>Sans atout (bez atutu) i tout atout (wszystkie kolory są atutowe) to kontrakty występujące tylko w coinche. W sans atout każdy kolor ma starszeństwo zwykłego koloru, w tout atout – koloru atutowego.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Whole suit</source>
        <translation>Cały kolor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump</source>
        <translation>Atut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not trump</source>
        <translation>Nie atut</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Card points</source>
        <translation>Punkty z kart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tricks you win are worth the points of the cards in them. What a card is worth depends on the contract, as the table shows.</source>
        <translation>Wygrane lewy są warte tyle punktów, ile mają karty, które się w nich znajdują. Wartość karty zależy od kontraktu, jak pokazuje tabela.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With a trump suit, the trump suit holds 62 points and each other suit 30: 152 in all. Whoever wins the eighth and last trick adds 10 more, the &lt;i&gt;dix de der&lt;/i&gt;, so every deal shares out 162 points.</source>
        <translation>Przy kolorze atutowym atuty są warte 62 punkty, a każdy z pozostałych kolorów 30: razem 152. Kto weźmie ósmą, ostatnią lewę, dolicza jeszcze 10, tzw. &lt;i&gt;dix de der&lt;/i&gt;, więc w każdym rozdaniu do podziału są 162 punkty.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In sans atout and in tout atout every suit is worth 38, so these contracts also hold 152 points, 162 with the last trick.</source>
        <translation>W sans atout i w tout atout każdy kolor jest wart 38, więc i te kontrakty mają 152 punkty, a z ostatnią lewą 162.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Dealing</source>
        <translation>Rozdawanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance picks the first dealer. After every deal, even one that nobody wanted to play, the next player becomes the dealer.</source>
        <translation>Pierwszego rozdającego wyznacza los. Po każdym rozdaniu, nawet takim, którego nikt nie chciał grać, rozdającym zostaje następny gracz.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Between deals the cards are not shuffled: the tricks are gathered into one pile, which is cut and dealt again. Only a new match starts from a shuffled pack.</source>
        <translation>Między rozdaniami kart się nie tasuje: lewy zbiera się w jeden stos, który się przekłada i rozdaje ponownie. Potasowaną talią zaczyna się tylko nowa partia.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The cards are shuffled before every deal.</source>
        <translation>Karty tasuje się przed każdym rozdaniem.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The dealer gives the cards out starting with the next player.</source>
        <translation>Rozdający rozdaje karty, zaczynając od następnego gracza.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Each player gets three cards, then two, then three: eight in all, straight away. No card is turned up.</source>
        <translation>Każdy gracz dostaje od razu trzy, potem dwie i znów trzy karty: razem osiem. Żadnej karty się nie odkrywa.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bidding in classic belote</source>
        <translation>Licytacja w belote klasycznym</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bidding decides which suit is trump and which team must prove it was right to choose it. There are at most two rounds, each starting with the player after the dealer.</source>
        <translation>Licytacja rozstrzyga, który kolor jest atutowy i która drużyna musi udowodnić, że słusznie go wybrała. Są najwyżej dwie rundy; każdą zaczyna gracz następny po rozdającym.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First round</source>
        <translation>Pierwsza runda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player in turn either takes, which makes the suit of the up-card trump, or passes.</source>
        <translation>Każdy gracz po kolei albo bierze – wtedy kolor karty odkrytej zostaje atutem – albo pasuje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Second round</source>
        <translation>Druga runda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If all four passed, each player in turn may name a trump suit or pass again. The suit of the up-card can no longer be chosen.</source>
        <translation>Jeśli wszyscy czterej spasowali, każdy gracz po kolei może wskazać kolor atutowy albo znowu spasować. Koloru karty odkrytej nie można już wybrać.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If all four passed, each player in turn may name a trump suit or pass again. Any suit may be named, the up-card&apos;s suit included.</source>
        <translation>Jeśli wszyscy czterej spasowali, każdy gracz po kolei może wskazać kolor atutowy albo znowu spasować. Można wskazać dowolny kolor, także kolor karty odkrytej.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The first player to take ends the bidding. That player&apos;s team are the takers; the other team is the defence. If nobody takes in either round, the cards are thrown in and the next dealer deals.</source>
        <translation>Licytację kończy pierwszy gracz, który weźmie. Jego drużyna to rozgrywający, druga drużyna to obrońcy. Jeśli w żadnej rundzie nikt nie weźmie, rozdanie zostaje anulowane, a następny rozdający rozdaje od nowa.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bidding in coinche and contrée</source>
        <translation>Licytacja w coinche i contrée</translation>
    </message>
    <message>
        <location line="-194"/>
        <source>In classic belote the takers must count more points than the defence (the scoring section says what an equal count gives).</source>
        <translation>W belote klasycznym rozgrywający muszą zdobyć więcej punktów niż obrońcy (co daje równa liczba punktów, opisuje rozdział o punktacji).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In classic belote with &lt;i&gt;Contract on card points&lt;/i&gt;, the takers must take at least 81 of the 162 points of cards and last trick; their declarations and belote do not count for this.</source>
        <translation>W belote klasycznym z opcją &lt;i&gt;Kontrakt na punkty z kart&lt;/i&gt; rozgrywający muszą zdobyć co najmniej 81 ze 162 punktów z kart i ostatniej lewy; ich meldunki i belote się tu nie liczą.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Points come from the cards won in tricks, from the last trick, and from some combinations of cards held in the hand. If the takers make their contract, both teams score what they counted, the takers with their bid added in coinche and contrée (a coinched contract is scored differently: see its section); if they fail, they are &lt;i&gt;dedans&lt;/i&gt; and the defence scores the points of the deal. Deals follow one another until a team reaches the target.</source>
        <translation>Punkty dają karty wzięte w lewach, ostatnia lewa i niektóre układy kart na ręce. Jeśli rozgrywający ugrają kontrakt, obie drużyny zapisują to, co zdobyły, a rozgrywający w coinche i contrée dodają jeszcze swoją odzywkę (po coinche liczy się inaczej: zob. ten rozdział); jeśli go przegrają, są &lt;i&gt;dedans&lt;/i&gt;, a punkty rozdania zapisują obrońcy. Rozdania następują po sobie, aż jedna z drużyn osiągnie cel.</translation>
    </message>
    <message>
        <location line="+164"/>
        <source>The dealer speaks last in the second round and may name any suit there, the up-card&apos;s suit included: having seen everyone else pass twice, the dealer gets the last word.</source>
        <translation>Rozdający licytuje w drugiej rundzie jako ostatni i może wtedy wskazać dowolny kolor, także kolor karty odkrytej: skoro wszyscy inni dwa razy spasowali, rozdający ma ostatnie słowo.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Here the players bid for a contract: the number of points their team promises to reach and the trump they want. The player after the dealer bids first; then each in turn bids or passes.</source>
        <translation>Tu gracze licytują kontrakt: liczbę punktów, którą ich drużyna obiecuje osiągnąć, i wybrany atut. Pierwszy licytuje gracz następny po rozdającym; potem każdy po kolei licytuje albo pasuje.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bids go from 80 to 160 in steps of ten. Above 160 comes &lt;i&gt;capot&lt;/i&gt;, a promise to win all eight tricks, worth 250. Every bid must be higher than the one before it.</source>
        <translation>Odzywki idą od 80 do 160 co dziesięć. Powyżej 160 jest &lt;i&gt;capot&lt;/i&gt;, czyli obietnica wzięcia wszystkich ośmiu lew, warta 250. Każda odzywka musi być wyższa od poprzedniej.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In contrée the trump of a bid is one of the four suits.</source>
        <translation>W contrée atutem odzywki jest jeden z czterech kolorów.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In coinche a bid may name one of the four suits, &lt;i&gt;sans atout&lt;/i&gt; (no trump at all) or &lt;i&gt;tout atout&lt;/i&gt; (every suit is trump).</source>
        <translation>W coinche odzywka może wskazać jeden z czterech kolorów, &lt;i&gt;sans atout&lt;/i&gt; (w ogóle bez atutu) albo &lt;i&gt;tout atout&lt;/i&gt; (każdy kolor jest atutem).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Doubling</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The bidding also ends when a bid is followed by three passes in a row. If all four players pass without any bid, the cards are thrown in and the next dealer deals.</source>
        <translation>Licytacja kończy się też, gdy po odzywce nastąpią trzy pasy z rzędu. Jeśli wszyscy czterej gracze spasują bez żadnej odzywki, rozdanie zostaje anulowane, a następny rozdający rozdaje od nowa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A bid followed by three passes in a row does not end the bidding yet: the last raise follows. If all four players pass without any bid, the cards are thrown in and the next dealer deals.</source>
        <translation>Odzywka, po której nastąpią trzy pasy z rzędu, jeszcze nie kończy licytacji: następuje ostatnie podbicie. Jeśli wszyscy czterej gracze spasują bez żadnej odzywki, rozdanie zostaje anulowane, a następny rozdający rozdaje od nowa.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Example: 100 in hearts raised to 120, made</source>
        <translation>Przykład: 100 w kierach podbite do 120, ugrane</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers count %1 and reach the %2 they raised to: they score %1 + %2 = %3, twenty more than the 100 would have brought, and the defence keeps its %4. Had they counted 115, the 100 would have been made but the %2 fails: the defence would have scored 160 + %2 = 280.</source>
        <translation>Rozgrywający liczą %1 i osiągają %2, do których podbili: zapisują %1 + %2 = %3, o dwadzieścia więcej, niż dałoby 100, a obrońcy zachowują swoje %4. Gdyby policzyli 115, 100 byłoby ugrane, ale %2 jest przegrane: obrońcy zapisaliby 160 + %2 = 280.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The last raise</source>
        <translation>Ostatnie podbicie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a bid has been followed by three passes and nobody has doubled it, its bidder alone may raise the contract once more, to any higher value up to capot but in the same trump, or keep it as it is. Then each opponent in turn, starting with the one after the bidder, may double it; after a double the bidding team may redouble, as above. Then the bidding is over. A contract doubled during the bidding has no last raise, and a capot cannot be raised: its opponents are only asked whether they double.</source>
        <translation>Jeśli po odzywce nastąpiły trzy pasy i nikt jej nie skontrował, licytujący, i tylko on, może jeszcze raz podbić kontrakt, do dowolnej wyższej wartości aż po capot, ale w tym samym atucie, albo zostawić go bez zmian. Następnie każdy przeciwnik po kolei, zaczynając od siedzącego za licytującym, może go skontrować; po kontrze drużyna licytująca może dać rekontrę, jak wyżej. Wtedy licytacja się kończy. Kontrakt skontrowany w trakcie licytacji nie ma ostatniego podbicia, a capota nie da się podbić: jego przeciwnicy są tylko pytani, czy kontrują.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Example: North bids 100 in hearts; East, South and West pass. North, whose partner has not spoken up but whose opponents are silent too, raises to 120 hearts. East passes, West passes: North and South play 120 in hearts. Had West doubled, North or South could still have redoubled.</source>
        <translation>Przykład: Północ licytuje 100 w kierach; Wschód, Południe i Zachód pasują. Północ, której partner się nie odezwał, ale której przeciwnicy też milczą, podbija do 120 w kierach. Wschód pasuje, Zachód pasuje: Północ i Południe grają 120 w kierach. Gdyby Zachód skontrował, Północ lub Południe mogliby jeszcze dać rekontrę.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing the cards</source>
        <translation>Rozgrywka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A deal has eight tricks. The player after the dealer leads the first one, and whoever wins a trick leads the next. The leader may play any card; the others must obey the rules below.</source>
        <translation>Rozdanie składa się z ośmiu lew. Do pierwszej wychodzi gracz następny po rozdającym, a kto weźmie lewę, wychodzi do następnej. Wychodzący może zagrać dowolną kartę; pozostali muszą przestrzegać poniższych zasad.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1. Follow suit</source>
        <translation>1. Dokładanie do koloru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you hold a card of the suit that was led, you must play one.</source>
        <translation>Jeśli masz kartę w kolorze wyjścia, musisz ją zagrać.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spades are led; you have spades.</source>
        <translation>Wyjście w piki; masz piki.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Either spade may be played; the jack of trump and the diamond must wait.</source>
        <translation>Możesz zagrać którykolwiek pik; walet atutowy i karta karo muszą poczekać.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When trump is led you must also go higher than the best trump already played if you can, even when your partner is winning the trick. If you cannot, any trump will do.</source>
        <translation>Gdy wyjście jest w atut, musisz też w miarę możliwości przebić najstarszy zagrany już atut, nawet jeśli lewę wygrywa twój partner. Jeśli nie możesz, wystarczy dowolny atut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hearts are trump and a trump is led.</source>
        <translation>Atutem są kiery i wyjście jest w atut.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The nine beats the ten in trump, so it must be played although your partner is winning.</source>
        <translation>W atutach dziewiątka bije dziesiątkę, więc trzeba ją zagrać, choć lewę wygrywa partner.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2. Partner winning</source>
        <translation>2. Partner wygrywa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you have none of the led suit and your partner is winning the trick at that moment, you may play any card.</source>
        <translation>Jeśli nie masz koloru wyjścia, a lewę w tej chwili wygrywa twój partner, możesz zagrać dowolną kartę.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your partner holds the trick; you have no spades.</source>
        <translation>Lewę trzyma twój partner; nie masz pików.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are free to keep your trump and discard.</source>
        <translation>Możesz zachować atut i zrzucić inną kartę.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3. Trumping</source>
        <translation>3. Przebijanie atutem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you have none of the led suit, your partner is not winning and you hold a trump, you must play a trump.</source>
        <translation>Jeśli nie masz koloru wyjścia, partner nie wygrywa lewy, a ty masz atut, musisz zagrać atut.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An opponent leads a spade; you have none.</source>
        <translation>Przeciwnik wychodzi pikiem; nie masz pików.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your only trump, the seven of hearts, must be played.</source>
        <translation>Musisz zagrać swój jedyny atut, siódemkę kier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If somebody has already trumped, you must play a higher trump when you have one (overtrump).</source>
        <translation>Jeśli ktoś już przebił atutem, musisz zagrać starszy atut, o ile go masz (przebicie starszym atutem).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An opponent has trumped with the queen.</source>
        <translation>Przeciwnik przebił atutową damą.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The king is the only trump that beats the queen.</source>
        <translation>Spośród atutów tylko król bije damę.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you cannot beat that trump, you must still play a lower one (undertrump). Only a player without any trump may play another card.</source>
        <translation>Jeśli nie możesz przebić tego atutu, i tak musisz zagrać młodszy (dokładanie młodszego atutu). Inną kartę może zagrać tylko gracz bez żadnego atutu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+11"/>
        <source>An opponent has trumped with the nine.</source>
        <translation>Przeciwnik przebił atutową dziewiątką.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Neither of your trumps beats the nine, but one of them must be played.</source>
        <translation>Żaden z twoich atutów nie bije dziewiątki, ale jeden z nich trzeba zagrać.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you cannot beat that trump, you may play a lower trump or any other card: undertrumping is not required.</source>
        <translation>Jeśli nie możesz przebić tego atutu, możesz zagrać młodszy atut albo dowolną inną kartę: dokładanie młodszego atutu nie jest obowiązkowe.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Neither of your trumps beats the nine, so you may keep them and discard the king.</source>
        <translation>Żaden z twoich atutów nie bije dziewiątki, więc możesz je zachować i zrzucić króla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>4. No trump in hand</source>
        <translation>4. Brak atutu na ręce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With none of the led suit and no trump at all, any card may be played.</source>
        <translation>Jeśli nie masz koloru wyjścia ani żadnego atutu, możesz zagrać dowolną kartę.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sans atout and tout atout</source>
        <translation>Sans atout i tout atout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In sans atout there is no trump: follow suit when you can, otherwise play anything.</source>
        <translation>W sans atout nie ma atutu: dokładaj do koloru, jeśli możesz, w przeciwnym razie zagraj cokolwiek.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In tout atout you must follow suit and, if you can, beat the best card of the led suit in the trick, whoever is winning it. Without the led suit, play anything.</source>
        <translation>W tout atout musisz dokładać do koloru i, jeśli możesz, przebić najstarszą kartę koloru wyjścia w lewie, niezależnie od tego, kto ją wygrywa. Bez koloru wyjścia zagraj cokolwiek.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tout atout: a king of spades is led.</source>
        <translation>Tout atout: wyjście królem pik.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In tout atout the ten ranks above the king, so the ten is the card to play.</source>
        <translation>W tout atout dziesiątka jest starsza od króla, więc trzeba zagrać dziesiątkę.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who wins the trick</source>
        <translation>Kto bierze lewę</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game refuses a card the rules do not allow and tells you which rule forbids it; nothing else changes, and you can choose again.</source>
        <translation>Gra odrzuca kartę, której zasady nie pozwalają zagrać, i podaje zasadę, która tego zabrania; nic innego się nie zmienia i możesz wybrać ponownie.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+329"/>
        <source>Declarations</source>
        <translation>Meldunki</translation>
    </message>
    <message>
        <location line="-328"/>
        <source>Some combinations in your hand earn points when you announce them: runs of one suit and four cards of the same rank.</source>
        <translation>Niektóre układy kart na ręce dają punkty, jeśli je zgłosisz: sekwensy w jednym kolorze i cztery karty tej samej wartości.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This game is played without declarations: only belote-rebelote still counts.</source>
        <translation>Ta gra toczy się bez meldunków: liczy się tylko belote-rebelote.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Declaration</source>
        <translation>Meldunek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tierce: three in sequence</source>
        <translation>Tierce: sekwens 3 kart</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four jacks</source>
        <translation>Cztery walety</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four nines</source>
        <translation>Cztery dziewiątki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four aces, tens, kings or queens</source>
        <translation>Cztery asy, dziesiątki, króle lub damy</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A sequence is a run of one suit in the order ace, king, queen, jack, ten, nine, eight, seven. A run of five or more counts once, as 100; it is never split into shorter ones. Each card can be part of only one declaration, and a hand is counted in the way that gives the most points.</source>
        <translation>Sekwens to ciąg kart jednego koloru w kolejności as, król, dama, walet, dziesiątka, dziewiątka, ósemka, siódemka. Ciąg pięciu lub więcej kart liczy się raz, jako 100; nigdy nie dzieli się go na krótsze. Każda karta może należeć tylko do jednego meldunku, a rękę liczy się tak, by dała jak najwięcej punktów.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You announce your declarations as you play your first card of the first trick, and show them at the second trick. Once the first trick is over, the declarations of the two teams are compared.</source>
        <translation>Meldunki zgłaszasz, zagrywając swoją pierwszą kartę w pierwszej lewie, a pokazujesz je w drugiej lewie. Po zakończeniu pierwszej lewy meldunki obu drużyn są porównywane.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Which team scores</source>
        <translation>Która drużyna dostaje punkty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the team with the single best declaration scores, but then it scores all of its declarations; the other team scores none.</source>
        <translation>Punkty dostaje tylko drużyna z najlepszym pojedynczym meldunkiem, ale wtedy za wszystkie swoje meldunki; druga drużyna nie dostaje za meldunki nic.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Four of a kind beats any sequence; between two, the one worth more wins, and at equal value aces beat tens, tens beat kings and kings beat queens. Between sequences the longer wins, then the one with the higher top card, then a sequence in trump; if they are still equal, the one announced first in the first trick wins.</source>
        <translation>Kareta bije każdy sekwens; z dwóch karet wygrywa ta warta więcej, a przy równej wartości asy biją dziesiątki, dziesiątki króle, a króle damy. Z sekwensów wygrywa dłuższy, potem ten z wyższą najstarszą kartą, potem sekwens atutowy; jeśli wciąż są równe, wygrywa ten zgłoszony wcześniej w pierwszej lewie.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: North declares a quarte up to the king and a tierce, East a tierce up to the ace. The quarte is longer than any tierce, so North and South score 50 + 20 = 70 and East and West nothing.</source>
        <translation>Przykład: Północ melduje quarte do króla i tierce, Wschód tierce do asa. Quarte jest dłuższa od każdej tierce, więc Północ i Południe dostają 50 + 20 = 70, a Wschód i Zachód nic.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Example: equal sequences, one in trump</source>
        <translation>Przykład: równe sekwensy, jeden w atucie</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A team that wins no trick at all loses its declarations.</source>
        <translation>Drużyna, która nie weźmie żadnej lewy, traci swoje meldunki.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Belote and rebelote</source>
        <translation>Belote i rebelote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds both the king and the queen of trump says “belote” when playing the first of the two and “rebelote” with the second. Their team earns 20 points.</source>
        <translation>Kto ma zarówno króla, jak i damę atutową, zgłasza „belote”, zagrywając pierwszą z tych kart, i „rebelote”, zagrywając drugą. Jego drużyna dostaje 20 punktów.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The 20 points count only if belote is said. The computer players always say it, and the game says it for you automatically.</source>
        <translation>20 punktów liczy się tylko wtedy, gdy belote zostanie zgłoszone. Gracze komputerowi zawsze je zgłaszają, a za ciebie gra zgłasza je automatycznie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The 20 points count only if belote is said. The computer players always say it; you are asked when you play the first of the two cards, and if you decline, the points are lost.</source>
        <translation>20 punktów liczy się tylko wtedy, gdy belote zostanie zgłoszone. Gracze komputerowi zawsze je zgłaszają; ciebie gra pyta, gdy zagrywasz pierwszą z dwóch kart, a jeśli odmówisz, punkty przepadają.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Belote always stays with its team, whether the contract is made or not. It is not a declaration: it is never compared with the other team&apos;s, and it counts even in a game without declarations.</source>
        <translation>Belote zawsze zostaje przy swojej drużynie, niezależnie od tego, czy kontrakt jest ugrany. Nie jest meldunkiem: nigdy nie porównuje się go z meldunkami drugiej drużyny i liczy się nawet w grze bez meldunków.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sans atout and tout atout have no belote.</source>
        <translation>W sans atout i tout atout nie ma belote.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Example: a contract made</source>
        <translation>Przykład: kontrakt ugrany</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers count %1 against %2: the contract is made, and each team scores what it counted.</source>
        <translation>Rozgrywający mają %1 wobec %2: kontrakt jest ugrany i każda drużyna zapisuje to, co zdobyła.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Example: a contract failed</source>
        <translation>Przykład: kontrakt przegrany</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers count %1 against %2: the contract fails. The defence scores 162 plus the declarations, %3 in all; the takers keep only their belote, %4.</source>
        <translation>Rozgrywający mają %1 wobec %2: kontrakt jest przegrany. Obrońcy zapisują 162 plus meldunki, razem %3; rozgrywający zachowują tylko swoje belote, %4.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Example: a capot</source>
        <translation>Przykład: capot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers won all eight tricks: 152 card points, 10 for the last trick and the capot bonus of 90 make 252, and with their belote they score %1. The defence scores nothing.</source>
        <translation>Rozgrywający wzięli wszystkie osiem lew: 152 punkty z kart, 10 za ostatnią lewę i 90 premii za capot dają 252, a razem ze swoim belote zapisują %1. Obrońcy nie zapisują nic.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Example: a litige</source>
        <translation>Przykład: litige</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both teams count %1: a litige. The defence scores its %1 at once and the takers their belote, %2; the takers&apos; other %3 points wait for the team that wins the next deal.</source>
        <translation>Obie drużyny mają po %1: litige. Obrońcy od razu zapisują swoje %1, a rozgrywający swoje belote, %2; pozostałe punkty rozgrywających, %3, czekają na drużynę, która wygra następne rozdanie.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Scoring in classic belote</source>
        <translation>Punktacja w belote klasycznym</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the eighth trick each team adds up its card points, the 10 for the last trick, its declarations if they score, and its belote.</source>
        <translation>Po ósmej lewie każda drużyna sumuje swoje punkty z kart, 10 za ostatnią lewę, swoje meldunki, jeśli się liczą, i swoje belote.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A tie</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When both teams counted the same, the contract counts as made.</source>
        <translation>Gdy obie drużyny zdobyły tyle samo, kontrakt uznaje się za ugrany.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When both teams counted the same, the contract counts as failed.</source>
        <translation>Gdy obie drużyny zdobyły tyle samo, kontrakt uznaje się za przegrany.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When both teams counted the same, there is a &lt;i&gt;litige&lt;/i&gt;: the defence scores its points at once, the takers keep only their belote, and the rest of the takers&apos; points wait. The team that wins the next deal collects them (the takers of that deal if they make their contract, otherwise its defence); if that deal is thrown in or tied again, they wait longer.</source>
        <translation>Gdy obie drużyny mają tyle samo punktów, jest &lt;i&gt;litige&lt;/i&gt;: obrońcy od razu zapisują swoje punkty, rozgrywający zachowują tylko swoje belote, a pozostałe punkty rozgrywających czekają. Zbiera je drużyna, która wygra następne rozdanie (rozgrywający tego rozdania, jeśli ugrają kontrakt, w przeciwnym razie jego obrońcy); jeśli to rozdanie zostanie anulowane albo znów skończy się remisem, punkty czekają dalej.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capot</source>
        <translation>Capot</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each team&apos;s score for a deal is rounded to the nearest ten, 5 going up.</source>
        <translation>Wynik każdej drużyny w rozdaniu zaokrągla się do pełnych dziesiątek, 5 w górę.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Example: 100 in spades, made</source>
        <translation>Przykład: 100 w pikach, ugrane</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With %1 the takers reach their bid of %2: they score %1 + %2 = %3, the defence keeps its %4.</source>
        <translation>Z wynikiem %1 rozgrywający osiągają zalicytowane %2: zapisują %1 + %2 = %3, obrońcy zachowują swoje %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: 110 in diamonds, coinched, failed</source>
        <translation>Przykład: 110 w karach, z coinche, przegrane</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With %1 the takers stay below %2. The defence scores 160 + %2 × 2 = %3; the takers keep only their belote, %4.</source>
        <translation>Z wynikiem %1 rozgrywający nie osiągają zalicytowanych %2. Obrońcy zapisują 160 + %2 × 2 = %3; rozgrywający zachowują tylko swoje belote, %4.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Scoring in coinche and contrée</source>
        <translation>Punktacja w coinche i contrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The takers make their contract when their card points, the last trick, their scoring declarations and their belote together reach the bid. A capot bid is made only by winning all eight tricks.</source>
        <translation>Rozgrywający ugrywają kontrakt, gdy ich punkty z kart, ostatnia lewa, punktujące meldunki i belote razem osiągną wartość odzywki. Odzywka capot jest ugrana tylko wtedy, gdy rozgrywający wezmą wszystkie osiem lew.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Outcome</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takers score</source>
        <translation>Rozgrywający zapisują</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence scores</source>
        <translation>Obrońcy zapisują</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made, not coinched or contré (×1)</source>
        <translation>Ugrany, bez coinche ani contre (×1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what they counted + the bid</source>
        <translation>zdobyte punkty + odzywka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what it counted</source>
        <translation>zdobyte punkty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made, coinched or contré (×2), surcoinched or surcontré (×4)</source>
        <translation>Ugrany, z coinche lub contre (×2), surcoinche lub surcontre (×4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>160 + bid × multiplier + their declarations and belote</source>
        <translation>160 + odzywka × mnożnik + własne meldunki i belote</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its belote only</source>
        <translation>tylko własne belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Przegrany</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>their belote only</source>
        <translation>tylko własne belote</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A capot bid counts as 250 in these sums. A team that wins every trick counts 252 card points, as in classic belote.</source>
        <translation>W tych obliczeniach odzywka capot liczy się jako 250. Drużyna, która weźmie wszystkie lewy, liczy 252 punkty z kart, tak jak w belote klasycznym.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Had the 100 in spades been coinched, the takers would have scored 160 + 100 × 2 + 20 = 380 and the defence nothing.</source>
        <translation>Gdyby 100 w pikach zostało skontrowane (coinche), rozgrywający zapisaliby 160 + 100 × 2 + 20 = 380, a obrońcy nic.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>End of the match</source>
        <translation>Koniec partii</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match lasts a fixed number of deals; deals that were thrown in do not count. After the last one the higher total wins; if the totals are equal, one more deal is played.</source>
        <translation>Partia trwa ustaloną liczbę rozdań; anulowane rozdania się nie liczą. Po ostatnim wygrywa wyższa suma; przy równych sumach gra się jeszcze jedno rozdanie.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Variant</source>
        <translation>Odmiana</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Direction of play</source>
        <translation>Kierunek gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clockwise</source>
        <translation>zgodnie z ruchem wskazówek zegara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counterclockwise</source>
        <translation>przeciwnie do ruchu wskazówek zegara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which way the deal, the bidding and the play go round the table.</source>
        <translation>W którą stronę wokół stołu idą rozdawanie, licytacja i rozgrywka.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target</source>
        <translation>Cel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The score that wins the match; any other number can be set, or a fixed number of deals instead.</source>
        <translation>Wynik, który wygrywa partię; można ustawić dowolną inną liczbę albo zamiast tego stałą liczbę rozdań.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shuffle between deals</source>
        <translation>Tasowanie między rozdaniami</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off: the played cards are only cut, so the cards of one deal shape the next. On: a fresh shuffle every deal.</source>
        <translation>Wył.: zagrane karty są tylko przekładane, więc karty jednego rozdania kształtują następne. Wł.: świeże tasowanie przed każdym rozdaniem.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any suit in round two</source>
        <translation>Dowolny kolor w drugiej rundzie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic only: whether the up-card&apos;s suit may still be named in the second round of bidding.</source>
        <translation>Tylko klasyczne: czy kolor karty odkrytej można jeszcze wskazać w drugiej rundzie licytacji.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The dealer&apos;s free choice in round two</source>
        <translation>Swobodny wybór rozdającego w drugiej rundzie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic only: the dealer, who speaks last in the second round, may name any suit there, the up-card&apos;s included, while the others still may not (a Polish custom).</source>
        <translation>Tylko klasyczne: rozdający, który w drugiej rundzie licytuje jako ostatni, może wtedy wskazać dowolny kolor, także kolor karty odkrytej, choć pozostali nadal nie mogą (zwyczaj polski).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last raise</source>
        <translation>Ostatnie podbicie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coinche and contrée: after three passes the highest bidder may raise the contract once more or keep it, and then each opponent may double.</source>
        <translation>Coinche i contrée: po trzech pasach gracz z najwyższą odzywką może jeszcze raz podbić kontrakt albo go zostawić, a potem każdy przeciwnik może skontrować.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whether sequences and four of a kind score. Belote-rebelote counts either way.</source>
        <translation>Czy sekwensy i karety dają punkty. Belote-rebelote liczy się w obu przypadkach.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Say belote for me</source>
        <translation>Zgłaszaj belote za mnie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On: your belote is announced for you. Off: you are asked each time.</source>
        <translation>Wł.: twoje belote jest zgłaszane za ciebie. Wył.: gra pyta cię za każdym razem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Equal counts</source>
        <translation>Równe wyniki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>made</source>
        <translation>ugrany</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>przegrany</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>litige</source>
        <translation>litige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic only: what happens when takers and defence counted the same. Litige holds the takers&apos; points back for the winner of the next deal.</source>
        <translation>Tylko klasyczne: co się dzieje, gdy rozgrywający i obrońcy zdobyli tyle samo. Litige wstrzymuje punkty rozgrywających dla zwycięzcy następnego rozdania.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Contract on card points</source>
        <translation>Kontrakt na punkty z kart</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic only: when on, the takers need at least 81 of the 162 points of cards and last trick; declarations and belote do not decide the contract.</source>
        <translation>Tylko klasyczne: gdy włączone, rozgrywający potrzebują co najmniej 81 ze 162 punktów z kart i ostatniej lewy; meldunki i belote nie decydują o kontrakcie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round to ten</source>
        <translation>Zaokrąglanie do dziesiątek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic only: each deal&apos;s scores are rounded to the nearest ten.</source>
        <translation>Tylko klasyczne: wyniki każdego rozdania zaokrągla się do pełnych dziesiątek.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undertrumping</source>
        <translation>Dokładanie młodszego atutu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>required</source>
        <translation>obowiązkowe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optional</source>
        <translation>nieobowiązkowe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether a player who must trump but cannot beat the trump already played has to play a lower trump, or may discard instead (a common house rule).</source>
        <translation>Czy gracz, który musi zagrać atut, ale nie może przebić już zagranego atutu, musi dołożyć młodszy atut, czy może zamiast tego zrzucić inną kartę (popularna zasada domowa).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rule options</source>
        <translation>Opcje zasad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote is played in many ways. These options choose between the common ones; the settings dialog sets them before a match. The value in effect is highlighted.</source>
        <translation>W belote gra się na wiele sposobów. Te opcje wybierają spośród najpopularniejszych; ustawia się je w oknie ustawień przed partią. Obowiązująca wartość jest wyróżniona.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Presets</source>
        <translation>Zestawy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Classic&lt;/b&gt;: classic belote with every option at its first value, to 1001.</source>
        <translation>&lt;b&gt;Klasyczne&lt;/b&gt;: belote klasyczne ze wszystkimi opcjami na pierwszej wartości, do 1001.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Coinche&lt;/b&gt;: the coinche auction, to 701.</source>
        <translation>&lt;b&gt;Coinche&lt;/b&gt;: licytacja coinche, do 701.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Contrée&lt;/b&gt;: the contrée auction, to 701, without declarations.</source>
        <translation>&lt;b&gt;Contrée&lt;/b&gt;: licytacja contrée, do 701, bez meldunków.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Polish classic&lt;/b&gt;: classic belote to 1000, in which the dealer may name any suit in the second round.</source>
        <translation>&lt;b&gt;Klasyczne polskie&lt;/b&gt;: belote klasyczne do 1000, w którym rozdający może w drugiej rundzie wskazać dowolny kolor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Contrée with a last raise&lt;/b&gt;: the contrée preset, with the last raise after three passes.</source>
        <translation>&lt;b&gt;Contrée z ostatnim podbiciem&lt;/b&gt;: ustawienia contrée z ostatnim podbiciem po trzech pasach.</translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message>
        <location filename="../belote_desktop/ui/help/rules_panel.py" line="+56"/>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not in this game</source>
        <translation>Nie w tej grze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not in this game: this section is about %1.</source>
        <comment>variant names</comment>
        <translation>Nie w tej grze: ten rozdział dotyczy: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game: %1</source>
        <comment>option values, separated by dots</comment>
        <translation>W tej grze: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not in this game</source>
        <translation>nie w tej grze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not in this game: %1</source>
        <comment>the game the text is about, e.g. Coinche</comment>
        <translation>nie w tej grze: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game</source>
        <translation>W tej grze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sans atout (no trump)</source>
        <translation>sans atout (bez atutu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tout atout (all trumps)</source>
        <translation>tout atout (wszystkie atuty)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump:</source>
        <translation>Atut:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the table:</source>
        <translation>Na stole:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand:</source>
        <translation>Twoja ręka:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may play:</source>
        <translation>Możesz zagrać:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card points</source>
        <translation>Punkty z kart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick</source>
        <translation>Ostatnia lewa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Meldunki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote</source>
        <translation>Belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capot bonus</source>
        <translation>Premia za capot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declared, in the order of play:</source>
        <translation>Zgłoszone, w kolejności zagrania:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted</source>
        <translation>Razem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal score</source>
        <translation>Wynik rozdania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takers</source>
        <translation>Rozgrywający</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence</source>
        <translation>Obrońcy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract: %1 trump</source>
        <comment>trump symbol</comment>
        <translation>Kontrakt: atut %1</translation>
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
        <translation>Opcja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trick, in the order played:</source>
        <translation>Lewa, w kolejności zagrania:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins the trick: %1</source>
        <comment>a seat, e.g. North</comment>
        <translation>Bierze lewę: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card points: %1 · Roem: %2</source>
        <translation>Punkty z kart: %1 · Roem: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Makers</source>
        <translation>Rozgrywający</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defenders</source>
        <translation>Obrońcy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem</source>
        <translation>Roem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pit bonus</source>
        <translation>Premia za pit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made</source>
        <translation>Ugrane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nat</source>
        <translation>Nat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What it does</source>
        <translation>Co robi</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Rules topics</source>
        <translation>Tematy zasad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules text</source>
        <translation>Treść zasad</translation>
    </message>
</context>
<context>
    <name>ScoreGraph</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/graph.py" line="+92"/>
        <source>No deal has been scored yet.</source>
        <translation>Żadne rozdanie nie zostało jeszcze policzone.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Level at %1 points each after %n deals.</source>
        <translation>
            <numerusform>Remis: każda drużyna ma %1 pkt po %n rozdaniu.</numerusform>
            <numerusform>Remis: każda drużyna ma %1 pkt po %n rozdaniach.</numerusform>
            <numerusform>Remis: każda drużyna ma %1 pkt po %n rozdaniach.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 lead by %2 points after %n deals.</source>
        <translation>
            <numerusform>Prowadzenie: %1, %2 pkt przewagi po %n rozdaniu.</numerusform>
            <numerusform>Prowadzenie: %1, %2 pkt przewagi po %n rozdaniach.</numerusform>
            <numerusform>Prowadzenie: %1, %2 pkt przewagi po %n rozdaniach.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After deal %1: %2 %3, %4 %5.</source>
        <translation>Po rozdaniu %1: %2 %3, %4 %5.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Graph of the running totals</source>
        <translation>Wykres sum narastająco</translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>to %n points</source>
        <comment>the match&apos;s target, beside its line</comment>
        <translation>
            <numerusform>do %n punktu</numerusform>
            <numerusform>do %n punktów</numerusform>
            <numerusform>do %n punktów</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../belote_desktop/ui/common/words.py" line="-50"/>
        <source>Thrown in</source>
        <comment>a deal everyone passed</comment>
        <translation>Rozdanie anulowane</translation>
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
        <translation>Ty i partner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <translation>Przeciwnicy</translation>
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
        <translation>Ugrany</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed</source>
        <comment>the contract</comment>
        <translation>Przegrany</translation>
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
        <translation>Rozdanie</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+0"/>
        <source>Dealer</source>
        <translation>Rozdający</translation>
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
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="-3"/>
        <source>Total
%1</source>
        <translation>Suma
%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declarations</source>
        <translation>Meldunki</translation>
    </message>
    <message>
        <location line="-10"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+5"/>
        <source>Number</source>
        <translation>Numer</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Points this deal added to %1</source>
        <translation>Punkty dopisane w tym rozdaniu: %1</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Running total of %1</source>
        <translation>Suma narastająco: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The declarations that scored, and who declared them</source>
        <translation>Meldunki, które punktowały, i kto je zgłosił</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The deal&apos;s number: Game &gt; Play a deal by number deals its cards again</source>
        <translation>Numer rozdania: Gra &gt; Zagraj rozdanie według numeru rozdaje jego karty ponownie</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Copy the deal&apos;s number</source>
        <translation>&amp;Kopiuj numer rozdania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the whole sheet as &amp;text</source>
        <translation>Kopiuj całą tabelę wyników jako &amp;tekst</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Classic belote</source>
        <translation>Belote klasyczne</translation>
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
            <numerusform>%n rozdanie</numerusform>
            <numerusform>%n rozdania</numerusform>
            <numerusform>%n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1, %n to go</source>
        <comment>klaverjas: deals of the boompje still to play</comment>
        <translation>
            <numerusform>%1, zostało %n rozdanie</numerusform>
            <numerusform>%1, zostały %n rozdania</numerusform>
            <numerusform>%1, zostało %n rozdań</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>to %n points</source>
        <translation>
            <numerusform>do %n punktu</numerusform>
            <numerusform>do %n punktów</numerusform>
            <numerusform>do %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n points held by a litige for the winner of the next deal.</source>
        <translation>
            <numerusform>%n punkt wstrzymany w litige dla zwycięzcy następnego rozdania.</numerusform>
            <numerusform>%n punkty wstrzymane w litige dla zwycięzcy następnego rozdania.</numerusform>
            <numerusform>%n punktów wstrzymanych w litige dla zwycięzcy następnego rozdania.</numerusform>
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
        <translation>Numer rozdania %1 (%2 go kopiuje)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Double-click a deal, or choose it and press Enter, to review its moves.</source>
        <translation>Kliknij dwukrotnie rozdanie albo wybierz je i naciśnij Enter, aby przejrzeć jego ruchy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals of the match</source>
        <translation>Rozdania partii</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match total</source>
        <translation>Suma w partii</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 won the match.</source>
        <translation>Zwycięzcy partii: %1.</translation>
    </message>
    <message>
        <location line="+34"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+10"/>
        <source>Bidding…</source>
        <translation>Licytacja…</translation>
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
        <translation>W grze</translation>
    </message>
    <message>
        <location line="-94"/>
        <location line="+144"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+2"/>
        <source>Total</source>
        <translation>Suma</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="-52"/>
        <source>Litige, %1 held</source>
        <translation>Litige, wstrzymano %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2 and %3) against %4 (%5 and %6)</source>
        <comment>the teams: a team&apos;s name, then its two players</comment>
        <translation>%1 (%2 i %3) przeciw %4 (%5 i %6)</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/sheet.py" line="+15"/>
        <source>Thrown in: nothing scored.</source>
        <translation>Rozdanie anulowane: bez punktów.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 for the deal and %2 collected from the litige</source>
        <translation>%1 za rozdanie i %2 z litige</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/dialog.py" line="+62"/>
        <source>The score sheet is on the clipboard.</source>
        <translation>Tabela wyników jest w schowku.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="-2"/>
        <source>Score sheet</source>
        <translation>Tabela wyników</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy as &amp;text</source>
        <translation>Kopiuj jako &amp;tekst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put the whole score sheet on the clipboard as plain text (%1)</source>
        <translation>Umieść całą tabelę wyników w schowku jako zwykły tekst (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the score sheet as text</source>
        <translation>Kopiuj tabelę wyników jako tekst</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/settings/dialog.py" line="+335"/>
        <location line="+1"/>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>The takers make the contract with at least 81 of the 162 points of cards and last trick; declarations and belote do not help.</source>
        <translation>Rozgrywający ugrywają kontrakt, mając co najmniej 81 ze 162 punktów z kart i ostatniej lewy; meldunki i belote nie pomagają.</translation>
    </message>
    <message>
        <location line="-89"/>
        <location line="+141"/>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>Restore defaults</source>
        <translation>Przywróć domyślne</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Put every setting on every tab back to its default.</source>
        <translation>Przywróć domyślne wartości wszystkich ustawień na wszystkich kartach.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Preset:</source>
        <translation>Zestaw:</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+59"/>
        <source>Classic</source>
        <translation>Klasyczne</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>The match in progress keeps its own rules: %1.</source>
        <translation>Trwająca partia zachowuje swoje zasady: %1.</translation>
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
        <translation>%1, rozdania: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, to %2 points</source>
        <translation>%1, do %2 punktów</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>OK, and a new match now</source>
        <translation>OK i od razu nowa partia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep these settings and start a new match with these rules at once (the match in progress ends).</source>
        <translation>Zachowaj te ustawienia i od razu zacznij nową partię według tych zasad (trwająca partia się kończy).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game:</source>
        <translation>Gra:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote</source>
        <translation>Belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote, the French game, or klaverjassen, the Dutch game with roem; each keeps its own rules below.</source>
        <translation>Belote, gra francuska, albo klaverjassen, gra holenderska z roem; każda zachowuje poniżej własne zasady.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Polish classic</source>
        <translation>Klasyczne polskie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrée with a last raise</source>
        <translation>Contrée z ostatnim podbiciem</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+180"/>
        <source>Custom</source>
        <translation>Własne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fill in every rule the usual way for a game; change any rule to make your own.</source>
        <translation>Ustawia wszystkie zasady tak, jak zwykle gra się w daną odmianę; zmień dowolną, aby stworzyć własny zestaw.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant:</source>
        <translation>Odmiana:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic (take the turned-up card)</source>
        <translation>Klasyczne (branie karty odkrytej)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche (bids, sans atout and tout atout)</source>
        <translation>Coinche (licytacja, sans atout i tout atout)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrée (bids, suits only)</source>
        <translation>Contrée (licytacja, tylko kolory)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic takes a trump from a turned-up card; coinche and contrée bid for points.</source>
        <translation>W klasycznym belote atut wyznacza karta odkryta; w coinche i contrée licytuje się punkty.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Direction of play:</source>
        <translation>Kierunek gry:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clockwise</source>
        <translation>Zgodnie z ruchem wskazówek zegara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counterclockwise</source>
        <translation>Przeciwnie do ruchu wskazówek zegara</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which way the deal, the bidding and the play go round the table.</source>
        <translation>W którą stronę wokół stołu idą rozdawanie, licytacja i rozgrywka.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+8"/>
        <source>End of the match:</source>
        <translation>Koniec partii:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+2"/>
        <source>First team to reach (points):</source>
        <translation>Pierwsza drużyna, która osiągnie (pkt):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a fixed number of deals:</source>
        <translation>Po stałej liczbie rozdań:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+2"/>
        <source>Points to reach</source>
        <translation>Punkty do osiągnięcia</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="-1"/>
        <source>Number of deals</source>
        <translation>Liczba rozdań</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play to a points target, or a set number of deals.</source>
        <translation>Gra do celu punktowego albo przez ustaloną liczbę rozdań.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first team to reach this score wins; pick a usual target or type your own.</source>
        <translation>Wygrywa drużyna, która pierwsza osiągnie ten wynik; wybierz typowy cel lub wpisz własny.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The team with the higher score after this many deals wins; a tie plays one more.</source>
        <translation>Po tylu rozdaniach wygrywa drużyna z wyższym wynikiem; przy remisie gra się jeszcze jedno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shuffle between deals</source>
        <translation>Tasowanie między rozdaniami</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffle the cards before each deal instead of only cutting them.</source>
        <translation>Tasuj karty przed każdym rozdaniem, zamiast tylko je przekładać.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit in the second bidding round</source>
        <translation>Dowolny kolor w drugiej rundzie licytacji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic only: in the second round the turned-up card&apos;s suit may be named too.</source>
        <translation>Tylko klasyczne: w drugiej rundzie można wskazać także kolor karty odkrytej.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+59"/>
        <source>Unable to overtrump:</source>
        <translation>Gdy nie można przebić starszym atutem:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Must still play a lower trump</source>
        <translation>Trzeba dołożyć młodszy atut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>May discard any card</source>
        <translation>Można zrzucić dowolną kartę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What a player must do who has to trump but cannot beat the trump already played.</source>
        <translation>Co musi zrobić gracz, który powinien zagrać atut, ale nie może przebić już zagranego atutu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declarations and scoring</source>
        <translation>Meldunki i punktacja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations (sequences and carrés)</source>
        <translation>Meldunki (sekwensy i karety)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sequences and four of a kind announced at the first trick.</source>
        <translation>Liczą się sekwensy i karety zgłoszone w pierwszej lewie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce belote for me</source>
        <translation>Zgłaszaj belote za mnie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say belote and rebelote for you when you play the king and queen of trump.</source>
        <translation>Zgłasza za ciebie belote i rebelote, gdy zagrywasz króla i damę atutową.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the takers tie:</source>
        <translation>Gdy rozgrywający remisują z obrońcami:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract is made</source>
        <translation>Kontrakt jest ugrany</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The contract fails</source>
        <translation>Kontrakt jest przegrany</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Litige: the takers&apos; points wait for the next deal</source>
        <translation>Litige: punkty rozgrywających czekają na następne rozdanie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What happens when the takers score exactly as much as the defence.</source>
        <translation>Co się dzieje, gdy rozgrywający zdobędą dokładnie tyle punktów co obrońcy.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract decided by card points only</source>
        <translation>Kontrakt rozstrzygają tylko punkty z kart</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round deal scores to the nearest ten</source>
        <translation>Zaokrąglaj wyniki rozdań do dziesiątek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each deal&apos;s score is rounded to the nearest ten, with 5 rounding up.</source>
        <translation>Wynik każdego rozdania jest zaokrąglany do pełnych dziesiątek, 5 w górę.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rule changes apply from the next match.</source>
        <translation>Zmiany zasad obowiązują od następnej partii.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer players</source>
        <translation>Gracze komputerowi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <comment>bot level</comment>
        <translation>Normalny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner&apos;s level:</source>
        <translation>Poziom partnera:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How well your partner plays. Expert thinks for as long as its thinking time below allows, on every core of the computer.</source>
        <translation>Jak dobrze gra twój partner. Poziom Ekspert zastanawia się tak długo, jak pozwala mu czas namysłu ustawiony niżej, na wszystkich rdzeniach procesora komputera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponents&apos; level:</source>
        <translation>Poziom przeciwników:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How well the two opponents play. Expert thinks for as long as its thinking time below allows, on every core of the computer.</source>
        <translation>Jak dobrze grają obaj przeciwnicy. Poziom Ekspert zastanawia się tak długo, jak pozwala mu czas namysłu ustawiony niżej, na wszystkich rdzeniach procesora komputera.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expert&apos;s thinking time:</source>
        <translation>Czas namysłu poziomu Ekspert:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About half a second a card</source>
        <translation>Około pół sekundy na kartę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About a second a card</source>
        <translation>Około sekundy na kartę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About two seconds a card</source>
        <translation>Około dwóch sekund na kartę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About four seconds a card</source>
        <translation>Około czterech sekund na kartę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The longer the expert level thinks, the more deals it looks at, and the better it plays.</source>
        <translation>Im dłużej poziom Ekspert się zastanawia, tym więcej możliwych rozdań sprawdza i tym lepiej gra.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Names</source>
        <translation>Imiona</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name:</source>
        <translation>Twoje imię:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You</source>
        <translation>Ty</translation>
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
        <translation>Lewy przeciwnik:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left</source>
        <translation>Lewy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right opponent:</source>
        <translation>Prawy przeciwnik:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right</source>
        <translation>Prawy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name shown on the table; leave it empty for the word in grey.</source>
        <translation>Imię widoczne przy stole; zostaw puste, aby użyć szarego słowa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Card back:</source>
        <translation>Rewers kart:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Red</source>
        <translation>Czerwony</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Green</source>
        <translation>Zielony</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The colour of the cards&apos; backs.</source>
        <translation>Kolor rewersu kart.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table cloth:</source>
        <translation>Sukno:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <comment>cloth</comment>
        <translation>Zielone</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <comment>cloth</comment>
        <translation>Niebieskie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy</source>
        <comment>cloth</comment>
        <translation>Bordowe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast (near black)</source>
        <comment>cloth</comment>
        <translation>Wysoki kontrast (prawie czarne)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The colour of the cloth on the table.</source>
        <translation>Kolor sukna na stole.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation speed:</source>
        <translation>Szybkość animacji:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slow</source>
        <translation>Wolna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <comment>animation speed</comment>
        <translation>Normalna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Szybka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant (no animation)</source>
        <translation>Natychmiast (bez animacji)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How fast cards move on the table.</source>
        <translation>Jak szybko karty poruszają się po stole.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four-colour deck</source>
        <translation>Talia czterokolorowa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give each suit its own colour so suits are told apart at a glance.</source>
        <translation>Każdy kolor ma własną barwę, dzięki czemu kolory rozróżnia się na pierwszy rzut oka.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce my declarations for me</source>
        <translation>Zgłaszaj meldunki za mnie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce your sequences and carrés at the first trick without asking.</source>
        <translation>Zgłasza twoje sekwensy i karety w pierwszej lewie bez pytania.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large cards</source>
        <translation>Duże karty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw your hand and the cards on the table bigger.</source>
        <translation>Większe karty w ręce i na stole.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short announcements for screen readers</source>
        <translation>Krótkie komunikaty dla czytnika ekranu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A screen reader hears each event in a few words (&quot;Left: 100 hearts&quot;) instead of a sentence (&quot;Left bids 100 hearts.&quot;).</source>
        <translation>Czytnik ekranu przekazuje każde zdarzenie kilkoma słowami („Lewy: 100 kier”) zamiast pełnym zdaniem („Lewy licytuje 100 kier.”).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speech for older screen readers:</source>
        <translation>Mowa dla starszych czytników ekranu:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automatic</source>
        <translation>Automatycznie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On</source>
        <comment>speech for older screen readers</comment>
        <translation>Włączona</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <comment>speech for older screen readers</comment>
        <translation>Wyłączona</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Older screen readers, such as Orca before version 45, do not speak the game&apos;s announcements. For them each sentence is said as a notification in the status bar instead, never both. Automatic: on Linux the game asks the accessibility bus which screen reader is listening.</source>
        <translation>Starsze czytniki ekranu, na przykład Orca przed wersją 45, nie odczytują komunikatów gry. Dla nich każde zdanie jest zamiast tego podawane jako powiadomienie na pasku stanu, nigdy na oba sposoby. Automatycznie: w systemie Linux gra pyta magistralę dostępności, który czytnik ekranu słucha.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trumps at the left of my hand</source>
        <translation>Atuty po lewej stronie ręki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort your trumps first, at the left end of your hand, instead of last.</source>
        <translation>Układa atuty na początku, z lewej strony ręki, zamiast na końcu.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The dealer may name any suit in the second round</source>
        <translation>Rozdający może w drugiej rundzie wskazać dowolny kolor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic only: the dealer, who speaks last in the second round, may name the turned-up card&apos;s suit too; the others may not.</source>
        <translation>Tylko klasyczne: rozdający, który w drugiej rundzie licytuje jako ostatni, może wskazać także kolor karty odkrytej; pozostali nie mogą.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last raise after three passes</source>
        <translation>Ostatnie podbicie po trzech pasach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche and contrée: when a bid is followed by three passes, its bidder may raise it once more or keep it; then each opponent may double.</source>
        <translation>Coinche i contrée: gdy po odzywce nastąpią trzy pasy, licytujący może ją jeszcze raz podbić albo zostawić; potem każdy przeciwnik może skontrować.</translation>
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
        <translation>Dźwięk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play sounds</source>
        <translation>Odtwarzaj dźwięki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card laid, a trick gathered, your turn, a contract made or failed. Game &gt; Sounds switches them off and on too.</source>
        <translation>Zagrana karta, zebrana lewa, twoja kolej, kontrakt ugrany lub przegrany. Gra &gt; Dźwięki też je wyłącza i włącza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Volume:</source>
        <translation>Głośność:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How loud the game&apos;s sounds are, under the volume of your system.</source>
        <translation>Jak głośne są dźwięki gry, w granicach głośności systemu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listen</source>
        <translation>Odsłuchaj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a sound at this volume.</source>
        <translation>Odtwórz dźwięk z tą głośnością.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game cannot play sounds on this computer (no sound device, or on Linux none of paplay, pw-play and aplay), so it stays silent.</source>
        <translation>Gra nie może odtwarzać dźwięków na tym komputerze (brak urządzenia dźwiękowego albo w Linuksie brak paplay, pw-play i aplay), więc pozostaje cicha.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/settings/aids.py" line="+45"/>
        <source>Help at the table</source>
        <translation>Pomoc przy stole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the points and tricks of this deal</source>
        <translation>Pokazuj punkty i lewy tego rozdania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under the contract, the card points and the tricks each team has taken so far in the deal.</source>
        <translation>Pod kontraktem: punkty z kart i lewy, które każda drużyna zebrała dotąd w tym rozdaniu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play my only legal card by itself</source>
        <translation>Zagrywaj automatycznie moją jedyną dozwoloną kartę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When only one of your cards may be played, it is played for you after a short pause.</source>
        <translation>Gdy możesz zagrać tylko jedną kartę, zostanie zagrana za ciebie po krótkiej przerwie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the cards played (counts as assisted play)</source>
        <translation>Pokazuj zagrane karty (liczy się jako gra z pomocą)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A panel showing which cards of each suit are out. A match played with it counts apart in the statistics, as a match with hints does.</source>
        <translation>Panel pokazujący, które karty każdego koloru już zagrano. Partia rozegrana z nim liczy się w statystykach osobno, tak jak partia z podpowiedziami.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="-77"/>
        <source>Klaverjas rules</source>
        <translation>Zasady klaverjas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules of:</source>
        <translation>Zasady:</translation>
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
        <translation>Utrechts (obowiązek gry)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NKU tournament</source>
        <translation>Turniej NKU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The usual rules of a city or a union; change any rule to make your own.</source>
        <translation>Zwykłe zasady miasta lub związku; zmień dowolną zasadę, by mieć własne.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>After a number of deals:</source>
        <translation>Po liczbie rozdań:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A boompje is 16 deals: each player deals four times, and the higher total wins.</source>
        <translation>Boompje to 16 rozdań: każdy gracz rozdaje cztery razy, wygrywa wyższa suma.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first team to reach this score wins (1500 is usual).</source>
        <translation>Wygrywa drużyna, która pierwsza osiągnie ten wynik (zwykle 1500).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The voorhand</source>
        <translation>Forhand</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choosing trump:</source>
        <translation>Wybór atutu:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How trump is chosen. Free: each in turn plays (&quot;ik speel&quot;, naming any suit) or passes (&quot;ik pas&quot;); if all pass, the first to speak must play. Forced (Utrechts): the voorhand must choose trump. Proposed suit: a suit is proposed and may be played or passed. Twents: as proposed, but after four passes a second suit is imposed.</source>
        <translation>Jak wybiera się atut. Dowolnie: każdy po kolei gra („ik speel”, z dowolnym kolorem) albo pasuje („ik pas”); gdy wszyscy spasują, musi grać ten, kto zaczynał. Obowiązkowo (Utrechts): forhand musi wybrać atut. Proponowany kolor: proponuje się kolor, w który można grać albo spasować. Twents: jak proponowany, lecz po czterech pasach narzuca się drugi kolor.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Free choice, with passing</source>
        <translation>Dowolny wybór, z pasowaniem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forced: the voorhand chooses (Utrechts)</source>
        <translation>Obowiązkowo: wybiera forhand (Utrechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A proposed suit (gedraaid)</source>
        <translation>Proponowany kolor (gedraaid)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Twents: a second suit imposed</source>
        <translation>Twents: drugi kolor narzucony</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First to speak:</source>
        <translation>Zaczyna:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who speaks first in the choice of trump, and must play when all four pass: the voorhand (left of the dealer) or, as in the NKU tournament rules, the dealer.</source>
        <translation>Kto zaczyna wybór atutu i musi grać, gdy wszyscy czterej spasują: forhand (na lewo od rozdającego) albo, jak w zasadach turniejowych NKU, rozdający.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The dealer</source>
        <translation>Rozdający</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All pass on the proposed suit:</source>
        <translation>Wszyscy pasują na proponowany kolor:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a proposed suit, when all four pass the voorhand must play: in any suit, in any suit but the proposed one, or in the suit turned next.</source>
        <translation>Przy proponowanym kolorze, gdy wszyscy czterej spasują, forhand musi grać: w dowolnym kolorze, w dowolnym poza proponowanym albo w kolorze odkrytym jako następny.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The voorhand names any suit</source>
        <translation>Forhand wybiera dowolny kolor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit but the proposed one</source>
        <translation>Dowolny kolor poza proponowanym</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The suit turned next</source>
        <translation>Kolor odkryty jako następny</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First lead:</source>
        <translation>Pierwsze wyjście:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who leads the first trick: the voorhand, whoever chose trump, or the player who chose trump.</source>
        <translation>Kto wychodzi do pierwszej lewy: forhand, niezależnie od tego, kto wybrał atut, albo gracz, który wybrał atut.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player who chose trump</source>
        <translation>Gracz, który wybrał atut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trumping:</source>
        <translation>Przebijanie atutem:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amsterdams: with no card of the suit led and your partner winning the trick, you need not trump. Rotterdams: you must trump (and overtrump) even your partner.</source>
        <translation>Amsterdams: gdy nie masz koloru wyjścia, a lewę bierze partner, nie musisz przebijać atutem. Rotterdams: musisz przebić atutem (i przebić starszym atutem) nawet partnera.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Amsterdams: partner not trumped</source>
        <translation>Amsterdams: bez przebijania partnera atutem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotterdams: trump even your partner</source>
        <translation>Rotterdams: przebijaj atutem i partnera</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What a player must do who has to trump but cannot beat the trump already played: play a lower trump only when nothing else is left, or always play a lower trump.</source>
        <translation>Co musi zrobić gracz, który musi przebić atutem, ale nie może pobić zagranego atutu: zagrać niższy atut tylko wtedy, gdy nie ma nic innego, albo zawsze zagrać niższy atut.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the trumping rule says</source>
        <translation>Tak jak stanowi zasada przebijania atutem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lower trump only if nothing else</source>
        <translation>Niższy atut tylko, gdy nie ma nic innego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Must play a lower trump</source>
        <translation>Musi zagrać niższy atut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dealing:</source>
        <translation>Rozdawanie:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the eight cards are dealt: three, two and three, or four and four.</source>
        <translation>Jak rozdaje się osiem kart: trzy, dwie i trzy albo cztery i cztery.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3, 2, 3 cards</source>
        <translation>3, 2, 3 karty</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4, 4 cards</source>
        <translation>4, 4 karty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four nines, eights or sevens:</source>
        <translation>Cztery dziewiątki, ósemki lub siódemki:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem for four cards of the same rank in one trick: four nines, eights or sevens count 100, or nothing.</source>
        <translation>Roem za cztery karty tej samej wysokości w jednej lewie: cztery dziewiątki, ósemki lub siódemki liczą się za 100 albo nic.</translation>
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
        <translation>Bez roem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four jacks:</source>
        <translation>Cztery walety:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem for the four jacks in one trick.</source>
        <translation>Roem za cztery walety w jednej lewie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>200 roem</source>
        <translation>200 roem</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Count roem by itself</source>
        <translation>Licz roem samoczynnie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem in a trick counts for the team that wins it without being called. Off: call &quot;Roem!&quot; while the trick lies on the table, or it is lost.</source>
        <translation>Roem w lewie liczy się dla drużyny, która ją bierze, bez zgłaszania. Wyłączone: zgłoś „Roem!”, póki lewa leży na stole, inaczej przepada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exactly half is made</source>
        <translation>Dokładnie połowa jest ugrana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The players who chose trump need as much as the others (points and roem), not more, to make the deal; otherwise exactly half is nat.</source>
        <translation>Gracze, którzy wybrali atut, potrzebują tyle samo co przeciwnicy (punkty i roem), nie więcej, by ugrać rozdanie; inaczej dokładnie połowa to nat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pit for either team</source>
        <translation>Pit dla obu drużyn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking all eight tricks (pit) earns 100 for either team, not only for the team that chose trump.</source>
        <translation>Wszystkie osiem lew (pit) daje 100 każdej drużynie, nie tylko tej, która wybrała atut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spades count double</source>
        <translation>Piki liczą się podwójnie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A deal played with spades as trump scores double.</source>
        <translation>Rozdanie z pikami jako atutem daje podwójne punkty.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An equal score plays one more deal</source>
        <translation>Remis: jeszcze jedno rozdanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the totals are equal after the last deal, deals are played until they differ; otherwise the match is a draw.</source>
        <translation>Gdy po ostatnim rozdaniu sumy są równe, gra się kolejne rozdania, aż się różnią; inaczej partia kończy się remisem.</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <location filename="../belote_desktop/session/settings_file.py" line="+72"/>
        <source>Your settings cannot be saved in %1 (%2). The changes you make are kept until you quit.</source>
        <translation>Nie można zapisać ustawień w %1 (%2). Wprowadzone zmiany obowiązują do zamknięcia gry.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>it is not text</source>
        <translation>plik nie zawiera tekstu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is far larger than a settings file</source>
        <translation>plik jest znacznie większy niż plik ustawień</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its name cannot be used on this system</source>
        <translation>tej nazwy nie można użyć w tym systemie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your settings in %1 could not be read (%2), so the default settings are in use. The damaged file was kept as %3.</source>
        <translation>Nie udało się odczytać ustawień z %1 (%2), więc obowiązują ustawienia domyślne. Uszkodzony plik zachowano jako %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your settings in %1 could not be read (%2), so the default settings are in use. The changes you make are kept until you quit, and the file is left as it is.</source>
        <translation>Nie udało się odczytać ustawień z %1 (%2), więc obowiązują ustawienia domyślne. Wprowadzone zmiany obowiązują do zamknięcia gry, a plik pozostaje bez zmian.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/session/settings_store.py" line="+43"/>
        <source>a setting is given twice</source>
        <translation>jedno z ustawień występuje dwukrotnie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>they are cut short or not in the right format</source>
        <translation>są ucięte albo mają niewłaściwy format</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a setting holds a value this version of the game does not know</source>
        <translation>jedno z ustawień ma wartość nieznaną tej wersji gry</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/shortcuts.py" line="+118"/>
        <source>Menus</source>
        <translation>Menu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At the table</source>
        <translation>Przy stole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose one of your cards</source>
        <translation>Wybór jednej z twoich kart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose your first or last card</source>
        <translation>Wybór pierwszej lub ostatniej karty</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go from card to card (a screen reader reads each one)</source>
        <translation>Przechodzenie od karty do karty (czytnik ekranu odczytuje każdą)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave full screen</source>
        <translation>Wyjście z pełnego ekranu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bidding</source>
        <translation>Licytacja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take: the up-card&apos;s suit, or the first suit allowed</source>
        <translation>Wzięcie: kolor odkrytej karty albo pierwszy dozwolony kolor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a suit (classic, second round: take it)</source>
        <translation>Wybór koloru (klasyczne, druga runda: wzięcie go)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sans atout, tout atout</source>
        <translation>Sans atout, tout atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise or lower the bid</source>
        <translation>Podwyższenie lub obniżenie odzywki</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>At your turn, play the chosen card; with none chosen, your first playable card</source>
        <translation>W twojej kolejce zagranie wybranej karty, a gdy żadna nie jest wybrana – pierwszej karty, którą możesz zagrać</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Open the first menu (the arrows go on to the others)</source>
        <translation>Otwórz pierwsze menu (strzałki prowadzą do pozostałych)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Asking the table</source>
        <translation>Pytania do stołu</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Make the call the hint set up (marked in gold), or bid the value and trump chosen</source>
        <translation>Wykonanie ruchu z podpowiedzi (zaznaczonego na złoto) albo odzywka z wybraną wartością i atutem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche (contre in contrée)</source>
        <translation>Coinche (contre w contrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcoinche (surcontre in contrée)</source>
        <translation>Surcoinche (surcontre w contrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the contract at the last raise</source>
        <translation>Zostaw kontrakt przy ostatnim podbiciu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declarations</source>
        <translation>Meldunki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tick or untick a declaration</source>
        <translation>Zaznaczenie lub odznaczenie meldunku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce the ticked declarations</source>
        <translation>Zgłoszenie zaznaczonych meldunków</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep your declarations to yourself</source>
        <translation>Zachowanie meldunków dla siebie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game record</source>
        <translation>Zapis gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card back or forward</source>
        <translation>Karta wstecz lub dalej</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A trick back or forward</source>
        <translation>Lewa wstecz lub dalej</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The start or the end of the record</source>
        <translation>Początek lub koniec zapisu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the record</source>
        <translation>Zamknięcie zapisu</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Klawisze</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What they do</source>
        <translation>Działanie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <location filename="../belote_desktop/ui/common/spoken.py" line="-98"/>
        <source>seven</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>siódemka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>ósemka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>dziewiątka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>dziesiątka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>walet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>król</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ace</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>as</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>spades</source>
        <comment>a suit, in a card&apos;s name and in a bid</comment>
        <translation>pik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <comment>a suit, in a card&apos;s name and in a bid</comment>
        <translation>kier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <comment>a suit, in a card&apos;s name and in a bid</comment>
        <translation>karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clubs</source>
        <comment>a suit, in a card&apos;s name and in a bid</comment>
        <translation>trefl</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 of %2</source>
        <comment>a card&apos;s name: %1 its rank, %2 its suit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no trumps</source>
        <comment>sans atout, in a bid</comment>
        <translation>bez atutu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all trumps</source>
        <comment>tout atout, in a bid</comment>
        <translation>wszystkie atuty</translation>
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
        <translation>gram %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I pass</source>
        <comment>klaverjas: ik pas</comment>
        <translation>pasuję</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>take %1</source>
        <comment>classic: take with this trump</comment>
        <translation>biorę %1</translation>
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
        <translation>zostaw</translation>
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
        <translation>weź %1</translation>
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
        <translation>Pasujesz.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 passes.</source>
        <translation>%1 pasuje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take %1.</source>
        <translation>Bierzesz, atut %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes %2.</source>
        <translation>%1 bierze, atut %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You say %1.</source>
        <translation>Zgłaszasz %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 says %2.</source>
        <translation>%1 zgłasza %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bid %1.</source>
        <translation>Licytujesz %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bids %2.</source>
        <translation>%1 licytuje %2.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>keeps %1</source>
        <comment>short: the last raise declined</comment>
        <translation>zostawia %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You keep %1.</source>
        <translation>Zostawiasz %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 keeps %2.</source>
        <translation>%1 zostawia %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>raises to %1</source>
        <comment>short: the last raise</comment>
        <translation>podbija do %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You raise to %1.</source>
        <translation>Podbijasz do %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 raises to %2.</source>
        <translation>%1 podbija do %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Last raise: %1</source>
        <comment>short: whose choice it is</comment>
        <translation>Ostatnie podbicie: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last raise: you may raise your %1 once more, or keep it.</source>
        <translation>Ostatnie podbicie: możesz jeszcze raz podbić swój kontrakt %1 albo go zostawić.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last raise: %1 may raise %2 once more, or keep it.</source>
        <translation>Ostatnie podbicie: %1 może jeszcze raz podbić kontrakt %2 albo go zostawić.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last chance to double %1</source>
        <comment>short</comment>
        <translation>Ostatnia szansa, by skontrować %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your opponents&apos; last chance to double your %1.</source>
        <translation>Ostatnia szansa przeciwników, by skontrować twój kontrakt %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last chance to double %1 by %2.</source>
        <translation>Ostatnia szansa, by skontrować %1, gra: %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your last raise</source>
        <translation>Twoje ostatnie podbicie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: raise your %1 once more, or keep it.</source>
        <translation>Twoja kolej: podbij jeszcze raz swój kontrakt %1 albo go zostaw.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last chance to double</source>
        <translation>Twoja ostatnia szansa na kontrę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: last chance to double %1, or pass.</source>
        <translation>Twoja kolej: ostatnia szansa, by skontrować %1, albo spasuj.</translation>
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
        <translation>Wszyscy spasowali: karty zostaną rozdane od nowa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Trump %1, %2</source>
        <comment>klaverjas, short: the trump suit, and who plays it</comment>
        <translation>Atut %1, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump: %1, played by %2.</source>
        <comment>klaverjas: the trump suit, and who plays it</comment>
        <translation>Atut: %1, gra: %2.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/common/spoken.py" line="-30"/>
        <source>%1 by %2</source>
        <comment>a contract: what, and who took it</comment>
        <translation>%1, gra: %2</translation>
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
        <translation>Kontrakt: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The contract is %1.</source>
        <translation>Kontrakt: %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You play the %1.</source>
        <translation>Zagrywasz: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays the %2.</source>
        <translation>%1 zagrywa: %2.</translation>
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
            <numerusform>Wygrywa: %1, %n punkt</numerusform>
            <numerusform>Wygrywa: %1, %n punkty</numerusform>
            <numerusform>Wygrywa: %1, %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You win the trick, %n points.</source>
        <translation>
            <numerusform>Bierzesz lewę, %n punkt.</numerusform>
            <numerusform>Bierzesz lewę, %n punkty.</numerusform>
            <numerusform>Bierzesz lewę, %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 wins the trick, %n points.</source>
        <translation>
            <numerusform>Wygrywa %1, %n punkt.</numerusform>
            <numerusform>Wygrywa %1, %n punkty.</numerusform>
            <numerusform>Wygrywa %1, %n punktów.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You announce %1.</source>
        <translation>Zgłaszasz: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 announces %2.</source>
        <translation>%1 zgłasza: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You may announce %1.</source>
        <translation>Możesz zgłosić: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter announces it, N says nothing, 1 ticks or unticks it.</source>
        <translation>Enter zgłasza go, N nie zgłasza nic, 1 zaznacza go lub odznacza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter announces the ticked ones, N says nothing, 1 to %1 tick or untick one.</source>
        <translation>Enter zgłasza zaznaczone, N nie zgłasza nic, klawisze od 1 do %1 zaznaczają lub odznaczają meldunek.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Declarations that score: %1.</source>
        <translation>Punktujące meldunki: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal %1.</source>
        <translation>Rozdanie %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1, dealt by %2.</source>
        <translation>Rozdanie %1, rozdaje: %2.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/queries.py" line="+213"/>
        <location filename="../belote_desktop/ui/access/speech.py" line="+2"/>
        <source>Turned up: the %1.</source>
        <translation>Karta odkryta: %1.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/speech.py" line="+11"/>
        <source>Nothing has been said yet.</source>
        <translation>Nie było jeszcze żadnego komunikatu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 for %2.</source>
        <comment>klaverjas: the roem of a trick, and who won the trick</comment>
        <translation>%2: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 calls roem: %2</source>
        <comment>klaverjas: Roem! called by a player</comment>
        <translation>%1 zgłasza roem: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 made it.</source>
        <comment>klaverjas: the makers&apos; deal is made</comment>
        <translation>%1 ugrali.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 went nat.</source>
        <comment>klaverjas: the makers failed (nat)</comment>
        <translation>%1 poszli nat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pit for %1.</source>
        <comment>klaverjas: all eight tricks</comment>
        <translation>Pit dla %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Litige: the points are held for the next deal.</source>
        <translation>Litige: punkty czekają na następne rozdanie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract is made.</source>
        <translation>Kontrakt ugrany.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract fails.</source>
        <translation>Kontrakt przegrany.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capot for %1.</source>
        <translation>Capot: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal: %1 %2, %3 %4.</source>
        <translation>W tym rozdaniu: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/queries.py" line="-77"/>
        <location filename="../belote_desktop/ui/access/speech.py" line="+1"/>
        <source>Score: %1 %2, %3 %4.</source>
        <translation>Wynik: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/speech.py" line="+5"/>
        <source>The match is over: %1 win, %2 to %3.</source>
        <translation>Koniec partii. Zwycięzcy: %1, %2 do %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn, %1 playable</source>
        <translation>Twój ruch, do zagrania: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn. Cards you can play: %1.</source>
        <translation>Twój ruch. Karty do zagrania: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your bid</source>
        <translation>Twoja odzywka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your turn to bid.</source>
        <translation>Twoja kolej na licytację.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose trump</source>
        <comment>klaverjas, short: you must play</comment>
        <translation>Wybierz atut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: you must play, choose trump.</source>
        <comment>klaverjas: all passed, or Utrechts</comment>
        <translation>Twoja kolej: musisz grać, wybierz atut.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play or pass</source>
        <comment>klaverjas, short: ik speel / ik pas</comment>
        <translation>Grasz albo pasujesz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn to choose trump: play or pass.</source>
        <comment>klaverjas: ik speel / ik pas</comment>
        <translation>Twoja kolej na wybór atutu: grasz albo pasujesz.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your trick: Enter gathers, R calls roem</source>
        <comment>klaverjas, short: gather the last trick</comment>
        <translation>Twoja lewa: Enter zbiera, R zgłasza roem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the last trick. Gather it with Enter, or call its roem first with R.</source>
        <comment>klaverjas: gather the last trick</comment>
        <translation>Ostatnia lewa jest twoja. Zbierz ją klawiszem Enter albo najpierw zgłoś jej roem klawiszem R.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your bid: %1.</source>
        <translation>Twoja odzywka: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, trump not chosen</source>
        <comment>short: a bid&apos;s value, its trump not chosen yet</comment>
        <translation>%1, atut niewybrany</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your bid: %1, trump not chosen yet.</source>
        <translation>Twoja odzywka: %1, atut jeszcze niewybrany.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Taken back: %1.</source>
        <translation>Cofnięto: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On the table: %1.</source>
        <translation>Na stole: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules open: %1. Tab past your cards to read them; %2 closes them.</source>
        <translation>Zasady otwarte: %1. Przejdź Tabem za swoje karty, aby je przeczytać; %2 je zamyka.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules closed.</source>
        <translation>Zasady zamknięte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 cannot be played: %2</source>
        <translation>Nie można zagrać: %1. %2</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/statistics.py" line="-129"/>
        <location line="+18"/>
        <source>Reset statistics</source>
        <translation>Wyzeruj statystyki</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Forget the results of every match played so far? This cannot be undone.</source>
        <translation>Usunąć wyniki wszystkich dotąd rozegranych partii? Tego nie można cofnąć.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results by rules and levels</source>
        <translation>Wyniki według zasad i poziomów</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forget every result kept so far.</source>
        <translation>Usuń wszystkie zebrane dotąd wyniki.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level of your computer partner</source>
        <translation>Poziom twojego komputerowego partnera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <translation>Przeciwnicy</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level of the computer opponents</source>
        <translation>Poziom komputerowych przeciwników</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Matches played to the end</source>
        <translation>Partie rozegrane do końca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Matches your team won</source>
        <translation>Partie wygrane przez twoją drużynę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>% wygranych</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals</source>
        <translation>Rozdania</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deals played, not counting deals everyone passed</source>
        <translation>Rozegrane rozdania, bez tych, w których wszyscy spasowali</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contracts</source>
        <translation>Kontrakty</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts your team took</source>
        <translation>Kontrakty wzięte przez twoją drużynę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made</source>
        <translation>Ugrane</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts your team took and made</source>
        <translation>Kontrakty wzięte i ugrane przez twoją drużynę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Success</source>
        <translation>Skuteczność</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share of your team&apos;s contracts that were made</source>
        <translation>Odsetek ugranych kontraktów twojej drużyny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their contracts</source>
        <translation>Ich kontrakty</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts the opponents took</source>
        <translation>Kontrakty wzięte przez przeciwników</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made by them</source>
        <translation>Ugrane przez nich</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts the opponents took and made</source>
        <translation>Kontrakty wzięte i ugrane przez przeciwników</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capots</source>
        <translation>Capoty</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deals in which your team took all eight tricks</source>
        <translation>Rozdania, w których twoja drużyna wzięła wszystkie osiem lew</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per deal (us)</source>
        <translation>Pkt na rozdanie (my)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average points your team scored per deal</source>
        <translation>Średnia liczba punktów twojej drużyny na rozdanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per deal (them)</source>
        <translation>Pkt na rozdanie (oni)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average points the opponents scored per deal</source>
        <translation>Średnia liczba punktów przeciwników na rozdanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last raises</source>
        <translation>Ostatnie podbicia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts your team raised once more after three passes</source>
        <translation>Kontrakty podbite przez twoją drużynę jeszcze raz po trzech pasach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made after a last raise</source>
        <translation>Ugrane po ostatnim podbiciu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raised contracts your team made</source>
        <translation>Podbite kontrakty ugrane przez twoją drużynę</translation>
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
        <translation>z podpowiedziami, cofniętymi ruchami, powtórzonymi rozdaniami lub zagranymi kartami</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the expert in your seat</source>
        <translation>ekspert na twoim miejscu</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No statistics yet: they are kept from the first deal you play.</source>
        <translation>Nie ma jeszcze statystyk: są zbierane od pierwszego rozegranego rozdania.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n matches played to the end, %1 won</source>
        <translation>
            <numerusform>%n partia rozegrana do końca, wygrane: %1</numerusform>
            <numerusform>%n partie rozegrane do końca, wygrane: %1</numerusform>
            <numerusform>%n partii rozegranych do końca, wygrane: %1</numerusform>
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
        <translation>Klasyczne</translation>
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
        <translation>Łatwy</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normalny</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
</context>
<context>
    <name>SystemReasons</name>
    <message>
        <location filename="../belote_desktop/session/system_words.py" line="+26"/>
        <source>permission was refused</source>
        <translation>odmówiono dostępu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>dysk jest pełny</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk can only be read, not written</source>
        <translation>dysk jest tylko do odczytu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file or folder does not exist</source>
        <translation>plik lub folder nie istnieje</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+31"/>
        <source>it is a folder</source>
        <translation>to jest folder</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>a part of its path is not a folder</source>
        <translation>część ścieżki nie jest folderem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its name is too long</source>
        <translation>nazwa jest za długa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another program is using it</source>
        <translation>używa go inny program</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk could not be read or written</source>
        <translation>błąd odczytu lub zapisu dysku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>too many files are open</source>
        <translation>otwartych jest zbyt wiele plików</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its path goes round in a loop of links</source>
        <translation>ścieżka zapętla się na dowiązaniach symbolicznych</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is too large for the disk</source>
        <translation>plik jest za duży dla tego dysku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no device behind it</source>
        <translation>nie ma za nim żadnego urządzenia</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the system refused it (error %1)</source>
        <translation>system odmówił (błąd %1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the system refused it</source>
        <translation>system odmówił</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is a named pipe (FIFO), not a file</source>
        <translation>to potok nazwany (FIFO), a nie plik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a device, not a file</source>
        <translation>to urządzenie, a nie plik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a socket, not a file</source>
        <translation>to gniazdo, a nie plik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not an ordinary file</source>
        <translation>to nie jest zwykły plik</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <location filename="../belote_desktop/ui/access/narrated.py" line="+179"/>
        <source>last raise of %1</source>
        <translation>ostatnie podbicie: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>last chance to double %1</source>
        <translation>ostatnia szansa, by skontrować %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>highest bid: %1</source>
        <translation>najwyższa odzywka: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none yet</source>
        <comment>no contract yet</comment>
        <translation>jeszcze brak</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/table_access.py" line="+140"/>
        <location line="+2"/>
        <source>Card table</source>
        <translation>Stół do gry</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>card %1 of %2</source>
        <translation>karta %1 z %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>can be played</source>
        <translation>można zagrać</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot be played now</source>
        <translation>nie można teraz zagrać</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chosen</source>
        <comment>the card the keyboard&apos;s ring is on</comment>
        <translation>wybrana</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Turned-up card</source>
        <translation>Karta odkryta</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cards in hand: %1</source>
        <translation>karty w ręce: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dealer</source>
        <translation>rozdający</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <comment>whose turn it is</comment>
        <translation>ma ruch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid: %1</source>
        <comment>a seat&apos;s last call in the auction</comment>
        <translation>odzywka: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <comment>no cards on the table</comment>
        <translation>brak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards on the table</source>
        <translation>Karty na stole</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/deal_access.py" line="+72"/>
        <source>Auction</source>
        <comment>the panel of who bid what</comment>
        <translation>Licytacja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal</source>
        <comment>the panel of each team&apos;s points and tricks</comment>
        <translation>To rozdanie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards played</source>
        <comment>the panel of the cards out</comment>
        <translation>Zagrane karty</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/deal_panels.py" line="+177"/>
        <source>keeps %1</source>
        <comment>the last raise declined</comment>
        <translation>zostawia %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>raises to %1</source>
        <comment>the last raise</comment>
        <translation>podbija do %1</translation>
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
        <translation>jeszcze brak odzywek</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2 points and roem, %3</source>
        <comment>klaverjas: a team&apos;s points and tricks</comment>
        <translation>%1: punkty i roem %2, %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 points, %3</source>
        <comment>a team&apos;s card points and tricks</comment>
        <translation>%1: punkty %2, %3</translation>
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
        <translation>brak</translation>
    </message>
</context>
<context>
    <name>TablePresenter</name>
    <message>
        <location filename="../belote_desktop/ui/table/presenter.py" line="-110"/>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left</source>
        <translation>Lewy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right</source>
        <translation>Prawy</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declarations that score: %1</source>
        <translation>Punktujące meldunki: %1</translation>
    </message>
</context>
<context>
    <name>TableQuestions</name>
    <message>
        <location filename="../belote_desktop/ui/access/queries.py" line="-54"/>
        <source>No cards on the table: you lead.</source>
        <translation>Na stole nie ma kart: wychodzisz ty.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cards on the table: %1 leads.</source>
        <translation>Na stole nie ma kart: wychodzi %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cards on the table.</source>
        <translation>Na stole nie ma kart.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You are winning it.</source>
        <translation>Na razie wygrywasz ty.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is winning it.</source>
        <translation>Na razie wygrywa %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the table: %1.</source>
        <translation>Na stole: %1.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No trump chosen yet. The proposed suit: %1.</source>
        <translation>Atut jeszcze niewybrany. Proponowany kolor: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trump chosen yet.</source>
        <comment>klaverjas</comment>
        <translation>Nie wybrano jeszcze atutu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No contract yet.</source>
        <translation>Jeszcze nie ma kontraktu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No contract yet. Highest bid: %1.</source>
        <translation>Jeszcze nie ma kontraktu. Najwyższa odzywka: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No contract: everyone passed.</source>
        <translation>Brak kontraktu: wszyscy spasowali.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It ended in a litige.</source>
        <translation>Zakończył się litige.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was made.</source>
        <translation>Został ugrany.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It failed.</source>
        <translation>Został przegrany.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This deal so far: %1 %2, %3 %4.</source>
        <translation>W tym rozdaniu jak dotąd: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roem so far: %1 %2, %3 %4.</source>
        <translation>Roem do tej pory: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first team to reach %1 points wins.</source>
        <translation>Wygrywa pierwsza drużyna, która osiągnie %1 pkt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An extra deal: the scores were level.</source>
        <translation>Dodatkowe rozdanie: wynik był równy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1 of %2.</source>
        <translation>Rozdanie %1 z %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The cards have not been dealt yet.</source>
        <translation>Karty nie zostały jeszcze rozdane.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The match is over.</source>
        <translation>Partia jest zakończona.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal is over.</source>
        <translation>Rozdanie jest zakończone.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 plays or passes next.</source>
        <comment>klaverjas</comment>
        <translation>Teraz gra albo pasuje %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bids next.</source>
        <translation>Teraz licytuje %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to announce your declarations, or to say nothing.</source>
        <translation>Twoja kolej: zgłoś swoje meldunki albo zachowaj je dla siebie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to play.</source>
        <translation>Twój ruch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays next.</source>
        <translation>Teraz gra %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick %1 of 8.</source>
        <translation>Lewa %1 z 8.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No bids yet.</source>
        <translation>Nie było jeszcze odzywek.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No calls yet: you speak first.</source>
        <comment>klaverjas</comment>
        <translation>Nikt jeszcze nie grał ani nie pasował: zaczynasz ty.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No calls yet: %1 speaks first.</source>
        <comment>klaverjas</comment>
        <translation>Nikt jeszcze nie grał ani nie pasował: zaczyna %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No bids yet: you bid first.</source>
        <translation>Nie było jeszcze odzywek: zaczynasz licytację.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No bids yet: %1 bids first.</source>
        <translation>Nie było jeszcze odzywek: licytację zaczyna %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First round: %1. Second round: %2.</source>
        <translation>Pierwsza runda licytacji: %1. Druga runda licytacji: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calls: %1.</source>
        <comment>klaverjas</comment>
        <translation>Dotąd: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bids: %1.</source>
        <translation>Odzywki: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No card is turned up in this game: every player is dealt eight cards.</source>
        <translation>W tej grze nie odkrywa się karty: każdy gracz dostaje osiem kart.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card has been turned up yet.</source>
        <translation>Nie odkryto jeszcze żadnej karty.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The turned-up card, the %1, went to you.</source>
        <translation>Karta odkryta, %1, trafiła do ciebie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turned-up card, the %1, went to %2.</source>
        <translation>Karta odkryta, %1, trafiła do gracza: %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No trick has been taken yet in this deal.</source>
        <translation>W tym rozdaniu nie wzięto jeszcze żadnej lewy.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Last trick, trick %1 of 8: %2.</source>
        <translation>Ostatnia lewa, lewa %1 z 8: %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You won it, %n points.</source>
        <translation>
            <numerusform>Lewa dla ciebie, %n punkt.</numerusform>
            <numerusform>Lewa dla ciebie, %n punkty.</numerusform>
            <numerusform>Lewa dla ciebie, %n punktów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 won it, %n points.</source>
        <translation>
            <numerusform>Zwycięzca: %1, %n punkt.</numerusform>
            <numerusform>Zwycięzca: %1, %n punkty.</numerusform>
            <numerusform>Zwycięzca: %1, %n punktów.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 (trumps)</source>
        <comment>a suit of the hand that is trump</comment>
        <translation>%1 (atut)</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+9"/>
        <source>You have no cards.</source>
        <translation>Nie masz kart.</translation>
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
            <numerusform>Twoja ręka, %n karta: %1.</numerusform>
            <numerusform>Twoja ręka, %n karty: %1.</numerusform>
            <numerusform>Twoja ręka, %n kart: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You have no %1.</source>
        <translation>Nie masz kart w kolorze %1.</translation>
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
        <translation>Piki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <translation>Kiery</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds</source>
        <translation>Kara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clubs</source>
        <translation>Trefle</translation>
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
        <translation>Rozdający</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>D</source>
        <comment>the dealer&apos;s chip: first letter of Dealer</comment>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/items/panels.py" line="+57"/>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Score to %1</source>
        <translation>Wynik do %1</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Extra deal</source>
        <comment>the score panel&apos;s title</comment>
        <translation>Dodatkowe rozdanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1 of %2</source>
        <comment>the score panel&apos;s title</comment>
        <translation>Rozdanie %1 z %2</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/deal_panels.py" line="-15"/>
        <location filename="../belote_desktop/ui/table/items/deal_tally.py" line="+4"/>
        <location filename="../belote_desktop/ui/table/items/panels.py" line="+15"/>
        <source>Us</source>
        <comment>the human&apos;s team</comment>
        <translation>My</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../belote_desktop/ui/table/items/deal_tally.py" line="+1"/>
        <location filename="../belote_desktop/ui/table/items/panels.py" line="+1"/>
        <source>Them</source>
        <comment>the other team</comment>
        <translation>Oni</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/items/panels.py" line="+45"/>
        <source>Highest bid</source>
        <comment>during the auction</comment>
        <translation>Najwyższa odzywka</translation>
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
        <translation>gra: %1</translation>
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
        <translation>Biorę</translation>
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
        <translation>Zostaw</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last raise</source>
        <comment>the contract panel&apos;s title then</comment>
        <translation>Ostatnie podbicie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last double?</source>
        <comment>the contract panel&apos;s title: the opponents&apos; last chance to double</comment>
        <translation>Ostatnia kontra?</translation>
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
        <translation>Wszyscy spasowali: nowe rozdanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>Twój ruch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tierce</source>
        <comment>a declaration: three in sequence</comment>
        <translation>Tierce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fifty</source>
        <comment>a declaration: four in sequence</comment>
        <translation>Quarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hundred</source>
        <comment>a declaration: five in sequence</comment>
        <translation>Quinte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four of a kind</source>
        <comment>a declaration</comment>
        <translation>Kareta</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/presenter.py" line="-93"/>
        <source>Raise: %1</source>
        <comment>the last raise; %1 the new value</comment>
        <translation>Podbicie: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Last raise: you may raise your %1 once more, or keep it.</source>
        <translation>Ostatnie podbicie: możesz jeszcze raz podbić swój kontrakt %1 albo go zostawić.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last raise: %1 may raise %2 once more, or keep it.</source>
        <translation>Ostatnie podbicie: %1 może jeszcze raz podbić kontrakt %2 albo go zostawić.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your opponents&apos; last chance to double your %1.</source>
        <translation>Ostatnia szansa przeciwników, by skontrować twój kontrakt %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last chance to double %1 by %2.</source>
        <comment>the opponents of the bidder may double now</comment>
        <translation>Ostatnia szansa, by skontrować %1, gra: %2.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/items/cards_played.py" line="+80"/>
        <source>Played</source>
        <comment>the cards-played panel&apos;s title: cards out</comment>
        <translation>Zagrane</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/items/deal_tally.py" line="-10"/>
        <source>This deal</source>
        <comment>the tally panel&apos;s title: the deal in play</comment>
        <translation>To rozdanie</translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <location filename="../belote_desktop/ui/common/words.py" line="+62"/>
        <source>you and your partner</source>
        <comment>a team, in the middle of a sentence</comment>
        <translation>ty i twój partner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your opponents</source>
        <comment>a team, in the middle of a sentence</comment>
        <translation>twoi przeciwnicy</translation>
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
        <translation>Nowa partia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new match? The match in progress (deal %1, %2 to %3) will be lost.</source>
        <translation>Zacząć nową partię? Trwająca partia (rozdanie %1, %2 do %3) przepadnie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start a new match</source>
        <translation>Zacznij nową partię</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep playing</source>
        <translation>Graj dalej</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 won the match, %2 to %3.</source>
        <translation>Zwycięzcy partii: %1, %2 do %3.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A deal can be reviewed once it has been played to the end.</source>
        <translation>Rozdanie można przejrzeć dopiero wtedy, gdy zostało rozegrane do końca.</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>About Belote Desktop</source>
        <translation>O programie Belote Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote Desktop %1
Belote, coinche and contrée against computer players.</source>
        <translation>Belote Desktop %1
Belote, coinche i contrée przeciwko graczom komputerowym.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export match</source>
        <translation>Eksportuj partię</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json)</source>
        <translation>Zapisy gier (*.json)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match could not be written to %1: %2</source>
        <translation>Nie udało się zapisać partii do pliku %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match exported to %1.</source>
        <translation>Partię wyeksportowano do pliku %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open game record</source>
        <translation>Otwórz zapis gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Zapisy gier (*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The file %1 could not be read: %2</source>
        <translation>Nie udało się odczytać pliku %1: %2</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
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
        <translation>Belote Desktop est déjà ouvert. Passez à sa fenêtre pour continuer à jouer.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The file %1 cannot be used: %2. The game goes on without it.</source>
        <translation>Le fichier %1 est inutilisable : %2. Le jeu continue sans lui.</translation>
    </message>
</context>
<context>
    <name>AutoPlay</name>
    <message>
        <location filename="../belote_desktop/ui/auto_play.py" line="+36"/>
        <source>Only card: %1</source>
        <translation>Seule carte&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the %1 can be played: it is played for you.</source>
        <translation>Seule carte jouable&#xa0;: %1. Elle est jouée pour vous.</translation>
    </message>
</context>
<context>
    <name>BiddingPanel</name>
    <message>
        <location filename="../belote_desktop/ui/panels/bidding.py" line="+66"/>
        <location line="+192"/>
        <source>Your bid:</source>
        <translation>Votre enchère&#xa0;:</translation>
    </message>
    <message>
        <location line="-186"/>
        <location line="+118"/>
        <location line="+2"/>
        <source>Take %1</source>
        <translation>Prendre %1</translation>
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
        <translation>Enchérir</translation>
    </message>
    <message>
        <location line="-116"/>
        <location line="+92"/>
        <source>&amp;Pass</source>
        <translation>Pa&amp;sser</translation>
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
        <translation>Garder</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>Bidding</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value of the bid</source>
        <translation>Valeur de l&apos;enchère</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>I play %1</source>
        <comment>klaverjas: ik speel</comment>
        <translation>Je joue %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play with this suit as trump (key %1, or T)</source>
        <translation>Jouer avec cette couleur comme atout (touche %1 ou T)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Take with this suit as trump (key %1, or T)</source>
        <translation>Prendre à cette couleur, qui devient l&apos;atout (touche %1 ou T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The points you promise (Up and Down keys)</source>
        <translation>Les points que vous promettez (flèches haut et bas)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spades as trump</source>
        <translation>Atout pique</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hearts as trump</source>
        <translation>Atout cœur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Diamonds as trump</source>
        <translation>Atout carreau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clubs as trump</source>
        <translation>Atout trèfle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sans atout: no trump</source>
        <translation>Sans atout&#xa0;: aucun atout</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tout atout: every suit is trump</source>
        <translation>Tout atout&#xa0;: toutes les couleurs sont atout</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (key %2)</source>
        <translation>%1 (touche %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+26"/>
        <source>Bid the value and trump chosen (Enter)</source>
        <translation>Enchérir avec la valeur et l&apos;atout choisis (Entrée)</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>I &amp;pass</source>
        <comment>klaverjas: ik pas</comment>
        <translation>Je &amp;passe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass (P)</source>
        <translation>Passer (P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contre</source>
        <translation>Contre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double the opponents&apos; contract: contre (C)</source>
        <translation>Contrer le contrat adverse&#xa0;: contre (C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontre</source>
        <translation>Surcontre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double again after their contre (S)</source>
        <translation>Surcontrer après leur contre (S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double the opponents&apos; contract (C)</source>
        <translation>Coincher le contrat adverse (C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double again after their coinche (S)</source>
        <translation>Surcoincher après leur coinche (S)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Last raise of your %1:</source>
        <translation>Dernière surenchère sur votre %1&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last chance to double %1:</source>
        <translation>Dernière chance de contrer %1&#xa0;:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Proposed: %1. Play or pass?</source>
        <comment>klaverjas, gedraaid</comment>
        <translation>Proposé : %1. Jouer ou passer ?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must play: choose trump.</source>
        <comment>klaverjas, all passed or Utrechts</comment>
        <translation>Vous devez jouer : choisissez l&apos;atout.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play or pass?</source>
        <comment>klaverjas: ik speel / ik pas</comment>
        <translation>Jouer ou passer ?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your last raise: raise your contract once more, or keep it (K).</source>
        <translation>Votre dernière surenchère&#xa0;: montez votre contrat encore une fois, ou gardez-le (K).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last chance to double the opponents&apos; contract, or pass.</source>
        <translation>Votre dernière chance de contrer le contrat adverse, ou passez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to choose trump: play or pass.</source>
        <comment>klaverjas</comment>
        <translation>À vous de choisir l&apos;atout : jouer ou passer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Raise your %1 once more, in the same trump, or keep it; then the opponents may double.</source>
        <translation>Montez votre %1 une fois encore, dans le même atout, ou gardez-le&#xa0;; ensuite les adversaires peuvent contrer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Raise</source>
        <translation>Monter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise the contract to the value chosen (Enter)</source>
        <translation>Monter le contrat à la valeur choisie (Entrée)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the contract as it is, without a last raise (K)</source>
        <translation>Garder le contrat tel quel, sans dernière surenchère (K)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep %1</source>
        <comment>the last raise: %1 the contract in words</comment>
        <translation>Garder %1</translation>
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
        <translation>V</translation>
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
        <translation>R</translation>
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
        <translation>Carré de sept</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four eights</source>
        <translation>Carré de huit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four nines</source>
        <translation>Carré de neuf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four tens</source>
        <translation>Carré de dix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four jacks</source>
        <translation>Carré de valets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four queens</source>
        <translation>Carré de dames</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four kings</source>
        <translation>Carré de rois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four aces</source>
        <translation>Carré d&apos;as</translation>
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
        <translation>Cinquante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hundred</source>
        <comment>five or more in sequence</comment>
        <translation>Cent</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/common/spoken.py" line="+124"/>
        <location filename="../belote_desktop/ui/common/words.py" line="+14"/>
        <source>%1: %2 (%3)</source>
        <translation>%1&#xa0;: %2 (%3)</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../belote_desktop/__main__.py" line="+85"/>
        <source>klaverjas is not played with the belote variant %1: choose one of %2, or leave out --game</source>
        <translation>le klaverjas ne se joue pas avec la variante de belote %1&#xa0;: choisissez un préréglage parmi %2, ou retirez --game</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>belote is not played with the klaverjas preset %1: choose one of %2, or leave out --game</source>
        <translation>la belote ne se joue pas avec le préréglage de klaverjas %1&#xa0;: choisissez une variante parmi %2, ou retirez --game</translation>
    </message>
</context>
<context>
    <name>DealNumberDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/deal_number.py" line="+106"/>
        <source>Type the number of the deal you want to play.</source>
        <translation>Tapez le numéro de la donne que vous voulez jouer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deal number holds digits only (spaces between groups of digits are fine).</source>
        <translation>Un numéro de donne ne contient que des chiffres (les espaces entre groupes de chiffres sont acceptées).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no deal with this number. Deal numbers go from 1 to %1; a deal dealt from the gathered cards has a number of 37 digits.</source>
        <translation>Aucune donne ne porte ce numéro. Les numéros de donne vont de 1 à %1&#xa0;; une donne distribuée avec les cartes de la donne précédente, coupées, a un numéro de 37 chiffres.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play a deal by number</source>
        <translation>Jouer une donne par son numéro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every deal has a number, shown in its summary and on the score sheet. The same number deals the same cards by the same dealer. A new match starts with that deal, under the rules chosen in Settings.</source>
        <translation>Chaque donne a un numéro, affiché dans son bilan et sur la feuille de marque. Le même numéro distribue les mêmes cartes, par le même donneur. Une nouvelle partie commence par cette donne, avec les règles choisies dans les Paramètres.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal &amp;number:</source>
        <translation>&amp;Numéro de donne&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal number</source>
        <translation>Numéro de donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play this deal</source>
        <translation>&amp;Jouer cette donne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>DealSummaryDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/deal_summary/dialog.py" line="+278"/>
        <source>Deal summary</source>
        <translation>Bilan de la donne</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Match over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deal %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deciding deal, deal %1:</source>
        <translation>La donne décisive, donne %1&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Feuille de marque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Review this deal</source>
        <translation>&amp;Analyser cette donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New match</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card points</source>
        <translation>Points des cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick (10 de der)</source>
        <translation>Dernier pli (dix de der)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capot bonus</source>
        <translation>Prime de capot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote</source>
        <translation>Belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted</source>
        <translation>Total compté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for the deal</source>
        <translation>Points de la donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the litige</source>
        <translation>Récupéré du litige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match total</source>
        <translation>Total de la partie</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Points of deal %1</source>
        <translation>Points de la donne %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Deal number: %1</source>
        <translation>Numéro de donne&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Game &gt; Play a deal by number deals these cards again, by the same dealer.</source>
        <translation>Partie &gt; Jouer une donne par son numéro redistribue ces cartes, par le même donneur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play this deal &amp;again</source>
        <translation>&amp;Rejouer cette donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards, the same dealer. The match then counts apart in your statistics.</source>
        <translation>Les mêmes cartes, le même donneur. La partie compte ensuite à part dans vos statistiques.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the expert &amp;play my cards</source>
        <translation>Laisser l&apos;&amp;expert jouer mes cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same cards played again by the expert in your seat, set beside your play.</source>
        <translation>Les mêmes cartes rejouées par l&apos;expert à votre place, à côté de votre jeu.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+3"/>
        <source>Contract: %1 · dealt by %2</source>
        <translation>Contrat&#xa0;: %1 · donneur&#xa0;: %2</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>takers</source>
        <translation>preneurs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>defence</source>
        <translation>défense</translation>
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
        <translation>Tout le monde a passé&#xa0;: on redistribue, rien n&apos;est marqué.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal is still being played.</source>
        <translation>Cette donne est encore en cours.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Declarations: %1</source>
        <translation>Annonces&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>Litige: the takers&apos; %n points are held and go to the team that wins the next deal.</source>
        <translation>
            <numerusform>Litige&#xa0;: le %n point des preneurs est mis en attente et ira à l&apos;équipe qui remportera la donne suivante.</numerusform>
            <numerusform>Litige&#xa0;: les %n points des preneurs sont mis en attente et iront à l&apos;équipe qui remportera la donne suivante.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The %n points held by the litige go to %1, who won this deal.</source>
        <translation>
            <numerusform>Le %n point mis en attente par le litige va à l&apos;équipe qui a remporté cette donne&#xa0;: %1.</numerusform>
            <numerusform>Les %n points mis en attente par le litige vont à l&apos;équipe qui a remporté cette donne&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Litige: the takers (%1) and the defence counted the same.</source>
        <translation>Litige&#xa0;: les preneurs (%1) et la défense ont compté autant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract made by %1.</source>
        <translation>%1&#xa0;: contrat réussi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract failed by %1 (dedans).</source>
        <translation>%1&#xa0;: contrat chuté (dedans).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capot for %1: all eight tricks.</source>
        <translation>%1&#xa0;: capot, les huit plis.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>They counted %1 for a bid of %2.</source>
        <translation>Ils ont compté %1 pour une enchère de %2.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/deal_summary/arithmetic.py" line="+31"/>
        <source>%1: %2 = %3</source>
        <comment>team: sum of terms = total</comment>
        <translation>%1&#xa0;: %2 = %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 belote</source>
        <translation>%1 de belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 for all the cards</source>
        <translation>%1 pour toutes les cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 declarations</source>
        <translation>%1 d&apos;annonces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 + the bid %2</source>
        <translation>%1 + l&apos;enchère %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 + the bid %2 × %3</source>
        <comment>160 + the bid × 2 (coinche) or × 4 (surcoinche)</comment>
        <translation>%1 + l&apos;enchère %2 × %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 counted</source>
        <translation>%1 comptés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bid %1</source>
        <translation>l&apos;enchère %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each deal&apos;s points are rounded to the nearest ten.</source>
        <translation>Les points de chaque donne sont arrondis à la dizaine la plus proche.</translation>
    </message>
</context>
<context>
    <name>DealTally</name>
    <message numerus="yes">
        <location filename="../belote_desktop/ui/table/items/deal_tally.py" line="+62"/>
        <source>%n trick(s)</source>
        <comment>the tricks a team took in the deal</comment>
        <translation>
            <numerusform>%n pli</numerusform>
            <numerusform>%n plis</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeclarationPanel</name>
    <message>
        <location filename="../belote_desktop/ui/panels/declarations.py" line="+86"/>
        <source>Your declarations (say them during the first trick):</source>
        <translation>Vos annonces (à faire pendant le premier pli)&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce</source>
        <translation>Annoncer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce the ticked declarations (Enter)</source>
        <translation>Faire les annonces cochées (Entrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say nothing</source>
        <translation>Ne rien dire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep your declarations to yourself (N)</source>
        <translation>Garder vos annonces pour vous (N)</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/error.py" line="+107"/>
        <source>Belote Desktop: error</source>
        <translation>Belote Desktop&#xa0;: erreur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Something went wrong. The game can go on; the details were saved to %1.</source>
        <translation>Une erreur s&apos;est produite. Le jeu peut continuer&#xa0;; les détails ont été enregistrés dans %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Something went wrong. The game can go on; the details could not be saved, so please copy them from here.</source>
        <translation>Une erreur s&apos;est produite. Le jeu peut continuer&#xa0;; les détails n&apos;ont pas pu être enregistrés, copiez-les donc depuis cette fenêtre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy details</source>
        <translation>&amp;Copier les détails</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hide &amp;details</source>
        <translation>Masquer les &amp;détails</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show &amp;details</source>
        <translation>Afficher les &amp;détails</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n more error(s) happened while this window was open.</source>
        <translation>
            <numerusform>%n autre erreur est survenue depuis l&apos;ouverture de cette fenêtre.</numerusform>
            <numerusform>%n autres erreurs sont survenues depuis l&apos;ouverture de cette fenêtre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The last %n are not shown here.</source>
        <translation>
            <numerusform>La dernière n&apos;est pas affichée ici.</numerusform>
            <numerusform>Les %n dernières ne sont pas affichées ici.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExpertComparisonDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/expert_comparison.py" line="+123"/>
        <source>%1 led: %2 · won by %3</source>
        <comment>%1 the seat that led, %2 the cards in order, %3 the winner</comment>
        <translation>Entame&#xa0;: %1 · %2 · pli&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everyone passed: nothing scored</source>
        <translation>Tout le monde a passé&#xa0;: rien de marqué</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · %2 to %3</source>
        <translation>%1 · %2 à %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your team scored %1 in this deal; with the expert in your seat it would have scored %2.</source>
        <translation>Votre équipe a marqué %1 dans cette donne&#xa0;; avec l&apos;expert à votre place, elle aurait marqué %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The expert&apos;s play was worth %n more points to your team.</source>
        <translation>
            <numerusform>Le jeu de l&apos;expert a rapporté %n point de plus à votre équipe.</numerusform>
            <numerusform>Le jeu de l&apos;expert a rapporté %n points de plus à votre équipe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your play was worth %n more points to your team than the expert&apos;s.</source>
        <translation>
            <numerusform>Votre jeu a rapporté %n point de plus à votre équipe que celui de l&apos;expert.</numerusform>
            <numerusform>Votre jeu a rapporté %n points de plus à votre équipe que celui de l&apos;expert.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same score either way.</source>
        <translation>Le même score dans les deux cas.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Bidding</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trick %1</source>
        <translation>Pli %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+24"/>
        <source>no trick</source>
        <translation>pas de pli</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the same</source>
        <translation>pareil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the same as yours</source>
        <translation>pareil que pour vous</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The expert plays your cards: deal %1</source>
        <translation>L&apos;expert joue vos cartes&#xa0;: donne %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal %1 played again with the same cards: the expert computer player in your seat, the same computer players in the other seats. Where the expert&apos;s deal went differently it is written out in bold; elsewhere it went as yours did.</source>
        <translation>Donne %1 rejouée avec les mêmes cartes&#xa0;: le joueur virtuel Expert à votre place, les mêmes joueurs virtuels aux autres places. Là où la donne de l&apos;expert s&apos;est déroulée autrement, elle est écrite en gras&#xa0;; ailleurs, elle s&apos;est déroulée comme la vôtre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%v of %m cards played</source>
        <translation>%v cartes jouées sur %m</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The expert is playing</source>
        <translation>L&apos;expert joue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When</source>
        <translation>Moment</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As you played it</source>
        <translation>Comme vous l&apos;avez jouée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As the expert played it</source>
        <translation>Comme l&apos;expert l&apos;a jouée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <location filename="../belote_desktop/ui/hints.py" line="+45"/>
        <source>it is the only card you may play</source>
        <translation>c&apos;est la seule carte que vous pouvez jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it wins the trick</source>
        <translation>cette carte remporte le pli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your partner is winning the trick: give points</source>
        <translation>votre partenaire est maître du pli&#xa0;: donnez-lui des points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it draws the opponents&apos; trumps</source>
        <translation>cette carte fait tomber les atouts adverses</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it discards from your shortest side suit</source>
        <translation>c&apos;est une défausse dans votre couleur la plus courte hors atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it keeps your master trump for later</source>
        <translation>vous gardez ainsi votre atout maître pour plus tard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the trick is lost: it gives away as few points as possible</source>
        <translation>le pli est perdu&#xa0;: cette carte donne le moins de points possible</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_access.py" line="+140"/>
        <source>Hint: %1, %2.</source>
        <translation>Conseil&#xa0;: %1, car %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: %1.</source>
        <translation>Conseil&#xa0;: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../belote_desktop/ui/hints.py" line="+32"/>
        <source>Expected score of this deal, your team&apos;s minus theirs, over %n possible layouts of the hidden cards: %1</source>
        <translation>
            <numerusform>Score attendu de cette donne, votre équipe moins l&apos;adversaire, en moyenne sur %n répartition possible des cartes cachées&#xa0;: %1</numerusform>
            <numerusform>Score attendu de cette donne, votre équipe moins l&apos;adversaire, en moyenne sur %n répartitions possibles des cartes cachées&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The coach is thinking…</source>
        <translation>Le coach réfléchit…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A hint is for your turn to bid or to play.</source>
        <translation>Un conseil ne se demande qu&apos;à votre tour d&apos;enchérir ou de jouer.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Hint (H)</source>
        <translation>Conseil (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What would a strong player do here?</source>
        <translation>Que ferait un bon joueur ici&#xa0;?</translation>
    </message>
</context>
<context>
    <name>Keeper</name>
    <message>
        <location filename="../belote_desktop/session/keeper.py" line="+120"/>
        <source>it is a file, not a folder</source>
        <translation>c&apos;est un fichier, pas un dossier</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The folder where the game keeps your match and statistics, %1, cannot be used: %2. The game goes on, but nothing is saved.</source>
        <translation>Le dossier où le jeu conserve votre partie et vos statistiques, %1, est inutilisable&#xa0;: %2. Le jeu continue, mais rien n&apos;est enregistré.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The statistics in %1 could not be read (%2). They are kept for this session only.</source>
        <translation>Les statistiques de %1 n&apos;ont pas pu être lues (%2). Elles sont tenues pour cette session seulement.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The saved match in %1 could not be read (%2). A new match starts, and the file is left as it is.</source>
        <translation>La partie enregistrée dans %1 n&apos;a pas pu être lue (%2). Une nouvelle partie commence, et le fichier est laissé tel quel.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Saving works again: your match is saved.</source>
        <translation>L&apos;enregistrement fonctionne de nouveau&#xa0;: votre partie est enregistrée.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your match cannot be saved in %1: %2. The game goes on and the previous save is kept; saving is tried again after every trick.</source>
        <translation>Votre partie ne peut pas être enregistrée dans %1&#xa0;: %2. Le jeu continue et l&apos;enregistrement précédent est conservé&#xa0;; un nouvel essai a lieu après chaque pli.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>The statistics cannot be saved in %1: %2. They are kept for this session, and saving is tried again after every deal.</source>
        <translation>Les statistiques ne peuvent pas être enregistrées dans %1&#xa0;: %2. Elles sont tenues pour cette session, et un nouvel essai a lieu après chaque donne.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>it is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not text (random bytes?)</source>
        <translation>le fichier ne contient pas de texte (octets aléatoires&#xa0;?)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is cut short or not in the right format</source>
        <translation>le fichier est tronqué ou n&apos;est pas au bon format</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was written by another version of the program</source>
        <translation>le fichier a été écrit par une autre version du programme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it holds a move the rules do not allow</source>
        <translation>le fichier contient un coup que les règles interdisent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its contents are not what a game file holds</source>
        <translation>le contenu n&apos;est pas celui d&apos;un fichier de partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it does not exist</source>
        <translation>le fichier n&apos;existe pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is far larger than any file of the game (more than %1 MiB)</source>
        <translation>le fichier est bien plus gros que tout fichier du jeu (plus de %1 Mio)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The saved match could not be used: %1. A new match starts.</source>
        <translation>La partie enregistrée n&apos;a pas pu être utilisée&#xa0;: %1. Une nouvelle partie commence.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The statistics could not be read: %1. They start again from zero.</source>
        <translation>Les statistiques n&apos;ont pas pu être lues&#xa0;: %1. Elles repartent de zéro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game record cannot be shown: %1. The file was left as it is.</source>
        <translation>Cet enregistrement de partie ne peut pas être affiché&#xa0;: %1. Le fichier a été laissé tel quel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The damaged file was kept as %1.</source>
        <translation>Le fichier endommagé a été conservé sous le nom %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The damaged file %1 could not be kept aside (%2); it is left as it is and will not be written over.</source>
        <translation>Le fichier endommagé %1 n&apos;a pas pu être mis de côté (%2)&#xa0;; il est laissé tel quel et ne sera pas écrasé.</translation>
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
        <translation>preneurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>defenders</source>
        <translation>adversaires</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Last trick</source>
        <translation>Dernier pli</translation>
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
        <translation>Points et roem</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/common/klaverjas_words.py" line="+26"/>
        <source>Made by %1: %2 against %3.</source>
        <comment>klaverjas: makers, their points and roem, the others&apos;</comment>
        <translation>Réussi par %1 : %2 contre %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nat: %1 counted %2, not more than the %3 of %4.</source>
        <comment>klaverjas: the makers failed</comment>
        <translation>Nat : %1 a compté %2, pas plus que les %3 de %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pit: all eight tricks to %1.</source>
        <comment>klaverjas</comment>
        <translation>Pit : les huit plis pour %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2 = %3</source>
        <comment>team: sum of terms = total</comment>
        <translation>%1 : %2 = %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 points</source>
        <comment>klaverjas: card points and last trick</comment>
        <translation>%1 points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 roem</source>
        <comment>klaverjas</comment>
        <translation>%1 de roem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 roem of both teams</source>
        <comment>klaverjas: nat</comment>
        <translation>%1 de roem des deux équipes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 pit</source>
        <comment>klaverjas: the bonus for all eight tricks</comment>
        <translation>%1 de pit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(%1) × 2 for spades</source>
        <comment>klaverjas: a deal in spades counts double</comment>
        <translation>(%1) × 2 pour pique</translation>
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
        <translation>Je joue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I pass</source>
        <comment>klaverjas: ik pas</comment>
        <translation>Je passe</translation>
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
        <translation>Roem %1 et stuk</translation>
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
        <translation>Atout, preneurs</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_klaverjas.py" line="+41"/>
        <source>There is no roem in this trick.</source>
        <translation>Ce pli ne contient pas de roem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The roem of this trick has been called.</source>
        <translation>Le roem de ce pli a déjà été annoncé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem cannot be called now.</source>
        <translation>Le roem ne peut pas être annoncé maintenant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (rule %2)</source>
        <translation>%1 (règle %2)</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/klaverjas.py" line="-1"/>
        <source>Points</source>
        <comment>score sheet: a team&apos;s card points in a deal, the last trick&apos;s 10 too</comment>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points of %1</source>
        <comment>score sheet: a column of a team, %1</comment>
        <translation>Points (%1)</translation>
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
        <translation>Points (%1) à chaque donne : points des cartes et les 10 du dernier pli. Quand une donne est nat, les preneurs écrivent nat et les autres 162.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roem of %1 in each deal, with 100 for pit. When a deal is nat, the others write the roem of both teams.</source>
        <translation>Roem (%1) à chaque donne, avec 100 pour le pit. Quand une donne est nat, les autres écrivent le roem des deux équipes.</translation>
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
        <translation>Donne %1 sur %2, encore à jouer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Teams over their points and roem</source>
        <comment>score sheet</comment>
        <translation>Les équipes au-dessus de leurs points et de leur roem</translation>
    </message>
</context>
<context>
    <name>KlaverjasHelp</name>
    <message>
        <location filename="../belote_desktop/i18n/klaverjas_options_text.py" line="+45"/>
        <source>Dealing in packets</source>
        <translation>Distribution par paquets</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/i18n/klaverjas_text.py" line="+244"/>
        <location line="+655"/>
        <location line="+29"/>
        <source>Choosing trump</source>
        <translation>Choix de l&apos;atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First to speak</source>
        <translation>Qui parle en premier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All pass on a proposed suit</source>
        <translation>Tous passent sur une couleur proposée</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/i18n/klaverjas_text.py" line="+5"/>
        <source>First lead</source>
        <translation>Première entame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump rule</source>
        <translation>Règle d&apos;atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undertrumping</source>
        <translation>Sous-coupe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four nines, eights or sevens</source>
        <translation>Quatre neuf, huit ou sept</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four jacks</source>
        <translation>Quatre valets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count roem for me</source>
        <translation>Compter le roem pour moi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Half is made</source>
        <translation>La moitié suffit pour réussir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pit for either team</source>
        <translation>Pit pour les deux équipes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades count twice</source>
        <translation>Pique compte deux fois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the match</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra deal on a tie</source>
        <translation>Donne supplémentaire en cas d&apos;égalité</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>How the eight cards are given out. Only the dealing you see changes; the Dutch card union allows only 3-2-3 in its competitions.</source>
        <translation>Comment les huit cartes sont distribuées. Seule la distribution que vous voyez change&#xa0;; la fédération néerlandaise de cartes n&apos;autorise que 3-2-3 dans ses compétitions.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>free (vrij)</source>
        <translation>libre (vrij)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forced (Utrechts)</source>
        <translation>obligatoire (Utrechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>proposed suit (gedraaid)</source>
        <translation>couleur proposée (gedraaid)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How trump is chosen: freely with passing, by the first speaker without passing (Utrechts), or by accepting or passing a suit proposed by chance.</source>
        <translation>Comment l&apos;atout est choisi&#xa0;: librement avec la possibilité de passer, par le premier à parler sans passer (Utrechts), ou en acceptant ou en passant une couleur proposée par le hasard.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who speaks first, and so must play when all four pass.</source>
        <translation>Qui parle en premier, et doit donc jouer quand tous les quatre passent.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>any suit</source>
        <translation>n&apos;importe quelle couleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>another suit</source>
        <translation>une autre couleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the next proposed suit</source>
        <translation>la couleur proposée ensuite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With gedraaid only: when all four pass, the first speaker must play in any suit, in any suit but the proposed one, or in the suit chance proposes next.</source>
        <translation>Avec gedraaid seulement&#xa0;: quand tous les quatre passent, le premier à parler doit jouer, dans n&apos;importe quelle couleur, dans toute couleur sauf celle proposée, ou dans la couleur que le hasard propose ensuite.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the player who chose trump</source>
        <translation>le joueur qui a choisi l&apos;atout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who leads the first trick.</source>
        <translation>Qui entame le premier pli.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whether a player who cannot follow suit must trump the partner&apos;s winning trick too (Rotterdams) or not (Amsterdams).</source>
        <translation>Si un joueur qui ne peut pas fournir doit aussi couper le pli gagnant de son partenaire (Rotterdams) ou non (Amsterdams).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>as the trump rule says</source>
        <translation>selon la règle d&apos;atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only if nothing else</source>
        <translation>seulement s&apos;il n&apos;y a rien d&apos;autre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forced</source>
        <translation>obligatoire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What a player who must trump but cannot overtrump does. Amsterdams avoids undertrumping and Rotterdams forces it, unless you choose otherwise here.</source>
        <translation>Que fait un joueur qui doit couper mais ne peut pas surcouper&#xa0;? Amsterdams évite de sous-couper et Rotterdams l&apos;exige, sauf si vous en décidez autrement ici.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether four low cards of one rank are roem. The Dutch rules count 100; some online rooms count only aces, tens, kings and queens.</source>
        <translation>Si quatre petites cartes de même rang sont du roem. Les règles néerlandaises comptent 100&#xa0;; certains sites de jeu ne comptent que les as, les dix, les rois et les dames.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Four jacks are worth 200 in most rules; the union&apos;s own list gives every four of a kind 100.</source>
        <translation>Quatre valets valent 200 dans la plupart des règles&#xa0;; la liste de la fédération elle-même donne 100 à chaque carré.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On: the game counts all roem. Off: you call it with the Roem! button before the trick is gathered, or it is lost.</source>
        <translation>Activé&#xa0;: le jeu compte tout le roem. Désactivé&#xa0;: vous l&apos;appelez avec le bouton Roem! avant que le pli soit relevé, sinon il est perdu.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Off, the usual rule: exactly half is nat. On: the makers need only as much as the defenders.</source>
        <translation>Désactivé, la règle habituelle&#xa0;: la moitié exacte est nat. Activé&#xa0;: il suffit aux preneurs d&apos;avoir autant que la défense.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Off: only the makers earn the pit bonus. On: defenders who take every trick earn it too.</source>
        <translation>Désactivé&#xa0;: seuls les preneurs gagnent la prime de pit. Activé&#xa0;: la défense la gagne aussi si elle fait tous les plis.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On: a deal with spades as trump counts twice for both teams, as in some online rooms.</source>
        <translation>Activé&#xa0;: une donne avec pique comme atout compte deux fois pour les deux équipes, comme sur certains sites de jeu.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The usual match is a boompje of 16 deals; another number of deals, or a target such as 1500 points, can be set.</source>
        <translation>Une partie est d&apos;habitude un boompje de 16 donnes&#xa0;; on peut choisir un autre nombre de donnes, ou un objectif comme 1500 points.</translation>
    </message>
    <message>
        <location line="-3"/>
        <location filename="../belote_desktop/i18n/klaverjas_text.py" line="+42"/>
        <source>a boompje of 16 deals</source>
        <translation>un boompje de 16 donnes</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+52"/>
        <source>a points target</source>
        <translation>un objectif de points</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>With a fixed number of deals: off, equal totals are a draw; on, one more deal is played.</source>
        <translation>Avec un nombre fixe de donnes&#xa0;: désactivé, des totaux égaux donnent une partie nulle&#xa0;; activé, on joue une donne de plus.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>a fixed number of deals</source>
        <translation>un nombre fixe de donnes</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+13"/>
        <source>%1: %2</source>
        <comment>option name: value</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>number of deals: %1</source>
        <translation>nombre de donnes&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target %1</source>
        <translation>objectif %1</translation>
    </message>
    <message>
        <location filename="../belote_desktop/i18n/klaverjas_text.py" line="-879"/>
        <source>Klaverjas: the game and the table</source>
        <translation>Klaverjas&#xa0;: le jeu et la table</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Klaverjas (&lt;i&gt;klaverjassen&lt;/i&gt;) is the Dutch member of the belote family: the same 32 cards, the same jack and nine at the top of the trump suit and the same card points. Four players play in two fixed teams, partners facing each other: North and South against East and West. You sit South.</source>
        <translation>Le klaverjas (&lt;i&gt;klaverjassen&lt;/i&gt;) est le membre néerlandais de la famille de la belote&#xa0;: les mêmes 32 cartes, le même valet et le même neuf en tête de l&apos;atout et les mêmes points des cartes. Quatre joueurs jouent en deux équipes fixes, les partenaires face à face&#xa0;: Nord et Sud contre Est et Ouest. Vous êtes Sud.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The team of the player who chooses trump are the &lt;i&gt;makers&lt;/i&gt;; the others are the &lt;i&gt;defenders&lt;/i&gt;. The makers must count more than the defenders, or they go &lt;i&gt;nat&lt;/i&gt; and the defenders score everything. Bonuses, called &lt;i&gt;roem&lt;/i&gt;, come from the cards that lie together in one trick.</source>
        <translation>L&apos;équipe du joueur qui choisit l&apos;atout sont les &lt;i&gt;preneurs&lt;/i&gt;&#xa0;; l&apos;autre équipe est la &lt;i&gt;défense&lt;/i&gt;. Les preneurs doivent compter plus que la défense, sinon ils sont &lt;i&gt;nat&lt;/i&gt; et la défense marque tout. Des primes, appelées &lt;i&gt;roem&lt;/i&gt;, viennent des cartes réunies dans un même pli.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Whole suit</source>
        <translation>Couleur entière</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The cards, their order and points</source>
        <translation>Les cartes, leur ordre et leurs points</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pack has 32 cards, seven to ace in each of the four suits. Every deal has a trump suit: klaverjas knows no sans atout and no tout atout.</source>
        <translation>Le jeu compte 32 cartes, du sept à l&apos;as dans chacune des quatre couleurs. Chaque donne a une couleur d&apos;atout&#xa0;: le klaverjas ne connaît ni sans atout ni tout atout.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Which cards</source>
        <translation>Quelles cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order, highest first</source>
        <translation>Ordre, de la plus forte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trump suit</source>
        <translation>Couleur d&apos;atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other suits</source>
        <translation>Autres couleurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs for roem, every suit</source>
        <translation>Suites pour le roem, toute couleur</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The jack of trump is the &lt;i&gt;jas&lt;/i&gt; and the nine of trump the &lt;i&gt;nel&lt;/i&gt;: the two highest trumps.</source>
        <translation>Le valet d&apos;atout s&apos;appelle le &lt;i&gt;jas&lt;/i&gt; et le neuf d&apos;atout le &lt;i&gt;nel&lt;/i&gt;&#xa0;: les deux atouts les plus forts.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump</source>
        <translation>Atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not trump</source>
        <translation>Hors atout</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The trump suit holds 62 points and each other suit 30, which makes 152. The team that takes the last trick adds 10, so every deal is worth 162 points before roem.</source>
        <translation>La couleur d&apos;atout vaut 62 points et chaque autre couleur 30, soit 152. L&apos;équipe qui fait le dernier pli ajoute 10, donc chaque donne vaut 162 points, roem non compris.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+696"/>
        <source>Dealing</source>
        <translation>Distribution</translation>
    </message>
    <message>
        <location line="-692"/>
        <source>Chance picks the first dealer; after each deal the player on the left deals. The cards are shuffled before every deal and cut by an opponent.</source>
        <translation>Le hasard désigne le premier donneur&#xa0;; après chaque donne, le joueur de gauche distribue. Avant chaque donne, les cartes sont mélangées et coupées par un adversaire.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Starting with the voorhand and going clockwise, the dealer gives everyone three cards, then two, then three: eight each.</source>
        <translation>En commençant par le voorhand et dans le sens des aiguilles d&apos;une montre, le donneur distribue à chacun trois cartes, puis deux, puis trois&#xa0;: huit chacun.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Starting with the voorhand and going clockwise, the dealer gives everyone four cards, then four more: eight each.</source>
        <translation>En commençant par le voorhand et dans le sens des aiguilles d&apos;une montre, le donneur distribue à chacun quatre cartes, puis quatre encore&#xa0;: huit chacun.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card is turned up: everyone holds all eight cards before trump is chosen. A deal is never thrown in; somebody always has to play it.</source>
        <translation>Aucune carte n&apos;est retournée, il n&apos;y a pas de retourne&#xa0;: chacun a ses huit cartes avant le choix de l&apos;atout. Une donne n&apos;est jamais annulée&#xa0;; quelqu&apos;un doit toujours jouer.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The first speaker is the voorhand, on the dealer&apos;s left.</source>
        <translation>Le voorhand, à gauche du donneur, parle le premier.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The first speaker is the dealer, as in the tournament rules of the Dutch klaverjas union (NKU).</source>
        <translation>Le donneur parle le premier, comme dans les règles de tournoi de la fédération néerlandaise de klaverjas (NKU).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free choice (vrij)</source>
        <translation>Choix libre (vrij)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Starting with the first speaker, each player in turn plays, naming any suit as trump, or passes. The first player who plays ends the choosing. If all four pass, the first speaker must play and names any suit.</source>
        <translation>En commençant par le premier à parler, chacun à son tour joue, en nommant n&apos;importe quelle couleur comme atout, ou passe. Le premier qui joue met fin au choix. Si tous les quatre passent, le premier à parler doit jouer et nomme une couleur.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Forced: the Utrechts way (verplicht)</source>
        <translation>Obligatoire&#xa0;: la manière d&apos;Utrecht (verplicht)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody passes: the first speaker must choose a trump suit and play. This is Utrechts, also called &lt;i&gt;verplicht spelen&lt;/i&gt; (forced play).</source>
        <translation>Personne ne passe&#xa0;: le premier à parler doit choisir une couleur d&apos;atout et jouer. C&apos;est l&apos;Utrechts, aussi appelé &lt;i&gt;verplicht spelen&lt;/i&gt; (jeu obligatoire).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A proposed suit (gedraaid, Twents)</source>
        <translation>Une couleur proposée (gedraaid, Twents)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Twents: a suit is proposed by chance and each player in turn plays in it or passes. If all four pass, chance proposes a second suit and the first speaker must play in it.</source>
        <translation>Twents&#xa0;: le hasard propose une couleur et chacun à son tour y joue ou passe. Si tous les quatre passent, le hasard propose une deuxième couleur, dans laquelle le premier à parler doit jouer.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The first lead</source>
        <translation>La première entame</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The voorhand leads the first trick, whoever chose trump.</source>
        <translation>Le voorhand entame le premier pli, quel que soit le joueur qui a choisi l&apos;atout.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The player who chose trump leads the first trick.</source>
        <translation>Le joueur qui a choisi l&apos;atout entame le premier pli.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+574"/>
        <source>Playing the cards: the duties</source>
        <translation>Jouer les cartes&#xa0;: les obligations</translation>
    </message>
    <message>
        <location line="-570"/>
        <source>A deal has eight tricks; the winner of a trick leads the next. The leader may play any card. The other players have the duties below, numbered as the game names them when it refuses a card.</source>
        <translation>Une donne compte huit plis&#xa0;; le gagnant d&apos;un pli entame le suivant. Celui qui entame peut jouer n&apos;importe quelle carte. Les autres ont les obligations ci-dessous, numérotées comme le jeu les nomme quand il refuse une carte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>K5.1 Follow suit</source>
        <translation>K5.1 Fournir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If you hold the suit led and it is not trump, play a card of that suit, any one: you need not go higher, whoever is winning.</source>
        <translation>Si vous avez la couleur demandée et que ce n&apos;est pas l&apos;atout, fournissez une carte de cette couleur, n&apos;importe laquelle&#xa0;: inutile de monter, quel que soit le joueur maître.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hearts are trump; an opponent leads the ace of spades.</source>
        <translation>Cœur est atout&#xa0;; un adversaire entame l&apos;as de pique.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Either spade; the jas and the diamond must wait.</source>
        <translation>L&apos;un ou l&apos;autre pique&#xa0;; le jas et le carreau doivent attendre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>K5.2 Trump led</source>
        <translation>K5.2 Atout demandé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If trump is led, you must play a trump higher than the highest in the trick if you have one, even when your partner is winning; otherwise any trump. A lower trump here is following suit, not undertrumping.</source>
        <translation>Si l&apos;atout est demandé, vous devez jouer un atout plus fort que le plus fort du pli si vous en avez un, même quand votre partenaire est maître&#xa0;; sinon n&apos;importe quel atout. Un atout plus faible est ici fournir, pas sous-couper.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hearts are trump; your partner leads the ten of hearts.</source>
        <translation>Cœur est atout&#xa0;; votre partenaire entame le dix de cœur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The nel beats the ten, so it must be played over your own partner.</source>
        <translation>Le nel bat le dix, il doit donc être joué, même par-dessus votre propre partenaire.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>K5.3 You cannot follow suit and your partner is winning</source>
        <translation>K5.3 Vous ne pouvez pas fournir et votre partenaire est maître</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Amsterdams&lt;/b&gt;: you need not trump your partner&apos;s trick. Any card is allowed, except a trump lower than the highest trump in the trick while you hold anything else. If the trick holds no trump, every trump is higher, so any card is allowed.</source>
        <translation>&lt;b&gt;Amsterdams&lt;/b&gt;&#xa0;: vous n&apos;êtes pas obligé de couper le pli de votre partenaire. Toute carte est permise, sauf un atout plus faible que le plus fort atout du pli tant que vous avez autre chose. Si le pli ne contient pas d&apos;atout, tout atout est plus fort, donc toute carte est permise.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Amsterdams with undertrumping forced: even that exception falls away, and any card is allowed while your partner is winning.</source>
        <translation>Amsterdams avec sous-coupe obligatoire&#xa0;: cette exception disparaît aussi, et toute carte est permise tant que votre partenaire est maître.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Rotterdams&lt;/b&gt;: your partner&apos;s winning card is no excuse. You must trump and overtrump exactly as if an opponent were winning (K5.4).</source>
        <translation>&lt;b&gt;Rotterdams&lt;/b&gt;&#xa0;: que votre partenaire soit maître ne vous dispense de rien. Vous devez couper et surcouper exactement comme si un adversaire était maître (K5.4).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Amsterdams, clubs trump: your partner leads the ace of diamonds; you have none.</source>
        <translation>Amsterdams, trèfle atout&#xa0;: votre partenaire entame l&apos;as de carreau&#xa0;; vous n&apos;en avez pas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No duty to trump, and with no trump in the trick no club is an undertrump: all four cards are allowed.</source>
        <translation>Pas d&apos;obligation de couper, et sans atout dans le pli aucun trèfle n&apos;est une sous-coupe&#xa0;: les quatre cartes sont permises.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rotterdams, clubs trump: your partner leads the ace of diamonds; you have none.</source>
        <translation>Rotterdams, trèfle atout&#xa0;: votre partenaire entame l&apos;as de carreau&#xa0;; vous n&apos;en avez pas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You must trump your partner&apos;s ace: a club.</source>
        <translation>Vous devez couper l&apos;as de votre partenaire&#xa0;: avec un trèfle.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>K5.4 You cannot follow suit and an opponent is winning</source>
        <translation>K5.4 Vous ne pouvez pas fournir et un adversaire est maître</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You must trump if you hold a trump. If the trick has been trumped already, you must beat its highest trump if you can (overtrump).</source>
        <translation>Si vous avez de l&apos;atout, vous devez couper. Si le pli est déjà coupé, vous devez surcouper son plus fort atout si vous le pouvez.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clubs trump: your partner leads the ace of diamonds, an opponent trumps with the ten.</source>
        <translation>Trèfle atout&#xa0;: votre partenaire entame l&apos;as de carreau, un adversaire coupe avec le dix.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The nine of trump beats the ten: it is the only card allowed, in Amsterdams and Rotterdams alike.</source>
        <translation>Le neuf d&apos;atout bat le dix&#xa0;: c&apos;est la seule carte permise, en Amsterdams comme en Rotterdams.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If you cannot overtrump, you may not undertrump: play a card of another suit, and a lower trump only if you hold nothing else. This is the Amsterdams custom.</source>
        <translation>Si vous ne pouvez pas surcouper, vous ne devez pas sous-couper&#xa0;: jouez une carte d&apos;une autre couleur, et un atout plus faible seulement si vous n&apos;avez rien d&apos;autre. C&apos;est l&apos;usage d&apos;Amsterdam.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>If you cannot overtrump, you must still play a lower trump (undertrump). This is the Rotterdams custom.</source>
        <translation>Si vous ne pouvez pas surcouper, vous devez quand même jouer un atout plus faible (sous-couper). C&apos;est l&apos;usage de Rotterdam.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+9"/>
        <source>The same trick, but you cannot overtrump.</source>
        <translation>Le même pli, mais vous ne pouvez pas surcouper.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Undertrumping is avoided: a spade or a heart.</source>
        <translation>La sous-coupe est évitée&#xa0;: un pique ou un cœur.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Undertrumping is forced: one of your low clubs.</source>
        <translation>La sous-coupe est obligatoire&#xa0;: l&apos;un de vos petits trèfles.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>K5.5 Neither the suit led nor trump</source>
        <translation>K5.5 Ni la couleur demandée ni atout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With none of the suit led and no trump, any card may be played.</source>
        <translation>Sans la couleur demandée et sans atout, vous pouvez jouer n&apos;importe quelle carte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Amsterdams and Rotterdams side by side</source>
        <translation>Amsterdams et Rotterdams côte à côte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot follow suit and</source>
        <translation>Vous ne pouvez pas fournir et</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your partner is winning</source>
        <translation>votre partenaire est maître</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no duty to trump; no lower trump unless nothing else</source>
        <translation>pas d&apos;obligation de couper&#xa0;; pas d&apos;atout plus faible s&apos;il y a autre chose</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <location line="+1"/>
        <source>trump and overtrump</source>
        <translation>couper et surcouper</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>an opponent is winning</source>
        <translation>un adversaire est maître</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>you cannot overtrump</source>
        <translation>vous ne pouvez pas surcouper</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a lower trump only if nothing else</source>
        <translation>un atout plus faible seulement s&apos;il n&apos;y a rien d&apos;autre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a lower trump, forced</source>
        <translation>un atout plus faible, obligatoire</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Who wins the trick</source>
        <translation>Qui gagne le pli</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The highest trump wins the trick; with no trump in it, the highest card of the suit led. Cards of other suits never win.</source>
        <translation>Le plus fort atout gagne le pli&#xa0;; sans atout, la plus forte carte de la couleur demandée. Les cartes des autres couleurs ne gagnent jamais.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Three cards of one suit in a row</source>
        <translation>Trois cartes qui se suivent dans une couleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four cards of one suit in a row</source>
        <translation>Quatre cartes qui se suivent dans une couleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;i&gt;Stuk&lt;/i&gt;: king and queen of trump</source>
        <translation>&lt;i&gt;Stuk&lt;/i&gt;&#xa0;: roi et dame d&apos;atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stuk inside a trump run of three (20 + 20)</source>
        <translation>Stuk dans une suite d&apos;atout de trois (20 + 20)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stuk inside a trump run of four (50 + 20)</source>
        <translation>Stuk dans une suite d&apos;atout de quatre (50 + 20)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four aces, tens, kings or queens</source>
        <translation>Quatre as, dix, rois ou dames</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four nines, eights or sevens (an option)</source>
        <translation>Quatre neuf, huit ou sept (une option)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four jacks (an option)</source>
        <translation>Quatre valets (une option)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In one trick</source>
        <translation>Dans un pli</translation>
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
        <translation>Le &lt;i&gt;roem&lt;/i&gt; est la prime du klaverjas. Il ne s&apos;annonce pas depuis la main&#xa0;: il se trouve dans les quatre cartes d&apos;un pli terminé, quel que soit celui qui les a jouées, et revient à l&apos;équipe qui gagne ce pli. Il s&apos;inscrit à part des points des cartes, car il compte au moment de décider si quelqu&apos;un est nat.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Runs follow the order %1 in every suit, trump or not: ace, king, queen is a run, king, ace, seven is not. A run of four counts 50, not 50 plus 20. One trick holds at most one run (with or without stuk), or stuk alone, or four of a kind.</source>
        <translation>Les suites suivent l&apos;ordre %1 dans toutes les couleurs, atout ou non&#xa0;: as, roi, dame est une suite, roi, as, sept non. Une suite de quatre compte 50, pas 50 plus 20. Un pli contient au plus une suite (avec ou sans stuk), ou le stuk seul, ou un carré.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Example: a run of four</source>
        <translation>Exemple&#xa0;: une suite de quatre</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>North&apos;s ten wins, so North and South book 15 points and 50 roem for nine, ten, jack and queen of spades, though East and West gave two of those cards.</source>
        <translation>Le dix de Nord gagne, donc Nord et Sud inscrivent 15 points et 50 de roem pour neuf, dix, valet et dame de pique, bien qu&apos;Est et Ouest aient fourni deux de ces cartes.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: stuk inside a trump run</source>
        <translation>Exemple&#xa0;: stuk dans une suite d&apos;atout</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Queen, king and ace of hearts are a run (20) and king and queen of trump are stuk (20): North and South book 18 points and 40 roem, though West and East played the king and the queen.</source>
        <translation>Dame, roi et as de cœur forment une suite (20) et roi et dame d&apos;atout sont le stuk (20)&#xa0;: Nord et Sud inscrivent 18 points et 40 de roem, bien qu&apos;Ouest et Est aient joué le roi et la dame.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game finds the roem of every trick itself, gives it to the trick&apos;s winners and shows it by the trick (&lt;i&gt;Roem 50&lt;/i&gt;, &lt;i&gt;Stuk&lt;/i&gt;).</source>
        <translation>Le jeu trouve lui-même le roem de chaque pli, le donne aux gagnants du pli et l&apos;affiche près du pli (&lt;i&gt;Roem 50&lt;/i&gt;, &lt;i&gt;Stuk&lt;/i&gt;).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Example: a deal made</source>
        <translation>Exemple&#xa0;: une donne réussie</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>North and South chose trump. They count 102 + 20 = 122, East and West 60 + 20 = 80. 122 is more than 80: made, and each team scores what it counted.</source>
        <translation>Nord et Sud ont choisi l&apos;atout. Ils comptent 102 + 20 = 122, Est et Ouest 60 + 20 = 80. 122 est plus que 80&#xa0;: réussi, et chaque équipe marque ce qu&apos;elle a compté.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: nat because of roem</source>
        <translation>Exemple&#xa0;: nat à cause du roem</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>North and South took more card points, but they count 95 + 20 = 115 against 67 + 70 = 137: nat. East and West score 162 + 20 + 70 = 252, North and South nothing.</source>
        <translation>Nord et Sud ont pris plus de points des cartes, mais comptent 95 + 20 = 115 contre 67 + 70 = 137&#xa0;: nat. Est et Ouest marquent 162 + 20 + 70 = 252, Nord et Sud rien.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: exactly half</source>
        <translation>Exemple&#xa0;: exactement la moitié</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>81 against 81 is not more: nat, and East and West score 162.</source>
        <translation>81 contre 81, ce n&apos;est pas plus&#xa0;: nat, et Est et Ouest marquent 162.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Example: pit</source>
        <translation>Exemple&#xa0;: pit</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All eight tricks: 162 points, 70 roem and the pit bonus of 100. North and South score 332, East and West nothing.</source>
        <translation>Les huit plis&#xa0;: 162 points, 70 de roem et la prime de pit de 100. Nord et Sud marquent 332, Est et Ouest rien.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+196"/>
        <source>Result of a deal: made, nat, pit</source>
        <translation>Résultat d&apos;une donne&#xa0;: réussi, nat, pit</translation>
    </message>
    <message>
        <location line="-192"/>
        <source>Each team adds up its points (the cards it won, with 10 for the last trick) and its roem.</source>
        <translation>Chaque équipe additionne ses points (les cartes de ses plis, avec 10 pour le dernier pli) et son roem.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Made&lt;/b&gt;: the makers counted more than the defenders; without roem that is at least 82 of the 162 points. Both teams score what they counted.</source>
        <translation>&lt;b&gt;Réussi&lt;/b&gt;&#xa0;: les preneurs ont compté plus que la défense&#xa0;; sans roem, cela fait au moins 82 des 162 points. Les deux équipes marquent ce qu&apos;elles ont compté.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Made&lt;/b&gt;: the makers counted at least as much as the defenders. Both teams score what they counted.</source>
        <translation>&lt;b&gt;Réussi&lt;/b&gt;&#xa0;: les preneurs ont compté au moins autant que la défense. Les deux équipes marquent ce qu&apos;elles ont compté.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;Nat&lt;/b&gt; (also &lt;i&gt;beet&lt;/i&gt;): the makers counted as much as the defenders or less; exactly half is nat. The makers score nothing; the defenders score 162 plus the roem of both teams, stuk included.</source>
        <translation>&lt;b&gt;Nat&lt;/b&gt; (aussi &lt;i&gt;beet&lt;/i&gt;)&#xa0;: les preneurs ont compté autant que la défense ou moins&#xa0;; la moitié exacte est nat. Les preneurs ne marquent rien&#xa0;; la défense marque 162 plus le roem des deux équipes, stuk compris.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Nat&lt;/b&gt; (also &lt;i&gt;beet&lt;/i&gt;): the makers counted less than the defenders. The makers score nothing; the defenders score 162 plus the roem of both teams, stuk included.</source>
        <translation>&lt;b&gt;Nat&lt;/b&gt; (aussi &lt;i&gt;beet&lt;/i&gt;)&#xa0;: les preneurs ont compté moins que la défense. Les preneurs ne marquent rien&#xa0;; la défense marque 162 plus le roem des deux équipes, stuk compris.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Pit&lt;/b&gt;: makers who take all eight tricks score a bonus of 100 on top of 162 and their roem; the score sheet writes it in the roem column. Defenders who take every trick get no bonus: the makers are nat anyway.</source>
        <translation>&lt;b&gt;Pit&lt;/b&gt;&#xa0;: des preneurs qui font les huit plis marquent une prime de 100 en plus de 162 et de leur roem&#xa0;; la feuille de marque l&apos;inscrit dans la colonne du roem. Une défense qui fait tous les plis ne reçoit pas de prime&#xa0;: les preneurs sont de toute façon nat.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Pit&lt;/b&gt;: a team that takes all eight tricks, makers or defenders, scores a bonus of 100 on top of what it scores anyway.</source>
        <translation>&lt;b&gt;Pit&lt;/b&gt;&#xa0;: une équipe qui fait les huit plis, preneurs ou défense, marque une prime de 100 en plus de ce qu&apos;elle marque de toute façon.</translation>
    </message>
    <message>
        <location line="-637"/>
        <source>Dutch players follow different city rules. Three of them are built in: &lt;b&gt;Amsterdams&lt;/b&gt; (the default), &lt;b&gt;Rotterdams&lt;/b&gt;, which differs in the duty to trump, and &lt;b&gt;Utrechts&lt;/b&gt;, in which the voorhand must choose trump. A match is usually a &lt;i&gt;boompje&lt;/i&gt; of 16 deals.</source>
        <translation>Aux Pays-Bas, on joue selon des règles qui changent d&apos;une ville à l&apos;autre. Trois d&apos;entre elles sont intégrées&#xa0;: &lt;b&gt;Amsterdams&lt;/b&gt; (par défaut), &lt;b&gt;Rotterdams&lt;/b&gt;, qui diffère par l&apos;obligation de couper, et &lt;b&gt;Utrechts&lt;/b&gt;, où le voorhand doit choisir l&apos;atout. Une partie est le plus souvent un &lt;i&gt;boompje&lt;/i&gt; de 16 donnes.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Everything goes clockwise: the deal, the choice of trump and the play move from North to East, South, West and back to North. The player on the dealer&apos;s left is the &lt;i&gt;voorhand&lt;/i&gt; (first hand): the first to speak and, in the usual rules, the first to lead.</source>
        <translation>Tout tourne dans le sens des aiguilles d&apos;une montre&#xa0;: la donne, le choix de l&apos;atout et le jeu vont de Nord à Est, Sud, Ouest et reviennent à Nord. Le joueur à gauche du donneur est le &lt;i&gt;voorhand&lt;/i&gt; (première main)&#xa0;: il parle le premier et, selon les règles habituelles, entame le premier.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>A player who wants to choose trump says &lt;i&gt;ik speel&lt;/i&gt; (I play) and names the suit; that player&apos;s team are the makers. A player who does not want to says &lt;i&gt;ik pas&lt;/i&gt; (I pass). Calls are plain: signalling what you hold is not done.</source>
        <translation>Le joueur qui veut choisir l&apos;atout dit &lt;i&gt;ik speel&lt;/i&gt; (je joue) et nomme la couleur&#xa0;; son équipe sont les preneurs. Celui qui ne veut pas dit &lt;i&gt;ik pas&lt;/i&gt; (je passe). On parle simplement&#xa0;: pas de signe sur ce qu&apos;on a en main.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>First a suit is proposed: at a real table by turning a card from the unused low cards, here by chance, except that the first deal of a match proposes clubs. Each player in turn plays in that suit or passes. If all four pass, the first speaker must play, as the option &lt;i&gt;All pass on a proposed suit&lt;/i&gt; says.</source>
        <translation>D&apos;abord une couleur est proposée&#xa0;: à une vraie table en retournant une carte parmi les petites cartes inutilisées, ici par le hasard, sauf que la première donne d&apos;une partie propose trèfle. Chacun à son tour joue dans cette couleur ou passe. Si tous les quatre passent, le premier à parler doit jouer, comme le dit l&apos;option &lt;i&gt;Tous passent sur une couleur proposée&lt;/i&gt;.</translation>
    </message>
    <message>
        <location line="+235"/>
        <source>The game refuses a card these duties forbid and names the duty (K5.1 to K5.4); nothing else changes. At a real table a forbidden card is &lt;i&gt;verzaken&lt;/i&gt; (revoking): the player has &lt;i&gt;verzaakt&lt;/i&gt; and the team is punished. Here it cannot happen.</source>
        <translation>Le jeu refuse une carte que ces obligations interdisent et nomme l&apos;obligation (K5.1 à K5.4)&#xa0;; rien d&apos;autre ne change. À une vraie table, jouer une carte interdite s&apos;appelle &lt;i&gt;verzaken&lt;/i&gt; (renonce)&#xa0;: le joueur a &lt;i&gt;verzaakt&lt;/i&gt; et son équipe est pénalisée. Ici, cela ne peut pas arriver.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>At a real table roem counts only when it is called. Press &lt;i&gt;Roem!&lt;/i&gt; while the trick still lies on the table; roem nobody called before the trick is gathered is lost. The computer players call roem in the tricks their own team wins, never for the other team.</source>
        <translation>À une vraie table, le roem ne compte que s&apos;il est annoncé. Appuyez sur &lt;i&gt;Roem!&lt;/i&gt; tant que le pli est encore sur la table&#xa0;; le roem que personne n&apos;a annoncé avant que le pli soit relevé est perdu. Les joueurs de l&apos;ordinateur annoncent le roem dans les plis que gagne leur propre équipe, jamais pour l&apos;autre équipe.</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>With spades as trump the deal counts twice: both scores are multiplied by two once made or nat is decided.</source>
        <translation>Quand pique est atout, la donne compte deux fois&#xa0;: les deux scores sont multipliés par deux une fois décidé si la donne est réussie ou nat.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+115"/>
        <source>The match: a boompje</source>
        <translation>La partie&#xa0;: un boompje</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>A match is a &lt;i&gt;boompje&lt;/i&gt;: a fixed number of deals, usually 16, so that everyone deals four times. The score sheet has a column for each team (&lt;i&gt;wij&lt;/i&gt; and &lt;i&gt;zij&lt;/i&gt;, us and them) and counts the deals down. After the last deal the higher total wins.</source>
        <translation>Une partie est un &lt;i&gt;boompje&lt;/i&gt;&#xa0;: un nombre fixe de donnes, le plus souvent 16, pour que chacun distribue quatre fois. La feuille de marque a une colonne par équipe (&lt;i&gt;wij&lt;/i&gt; et &lt;i&gt;zij&lt;/i&gt;, nous et eux) et décompte les donnes. Après la dernière donne, le plus grand total gagne.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The match is played to a target: the first team to reach it wins. If both reach it in the same deal, the higher total wins; if the totals are equal, another deal is played.</source>
        <translation>La partie se joue jusqu&apos;à un objectif&#xa0;: la première équipe à l&apos;atteindre gagne. Si les deux l&apos;atteignent dans la même donne, le plus grand total gagne&#xa0;; à égalité, on joue une donne de plus.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Equal totals after the last deal make a draw.</source>
        <translation>Des totaux égaux après la dernière donne donnent une partie nulle.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Equal totals after the last deal: one more deal is played, until they differ.</source>
        <translation>Des totaux égaux après la dernière donne&#xa0;: on joue une donne de plus, jusqu&apos;à ce qu&apos;ils diffèrent.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: after 16 deals North and South have %1 and East and West %2: North and South win.</source>
        <translation>Exemple&#xa0;: après 16 donnes, Nord et Sud ont %1 et Est et Ouest %2&#xa0;: Nord et Sud gagnent.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Rule options and presets</source>
        <translation>Options de règles et préréglages</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Klaverjas has many house rules. Each option is explained in the section where it applies, with its value in this game highlighted. The settings dialog chooses a preset or single options before a match.</source>
        <translation>Le klaverjas a beaucoup de règles maison. Chaque option est expliquée dans la section où elle s&apos;applique, avec sa valeur dans cette partie en surbrillance. La fenêtre des réglages choisit un préréglage ou des options isolées avant une partie.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Explained in</source>
        <translation>Expliquée dans</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Presets</source>
        <translation>Préréglages</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Amsterdams&lt;/b&gt;: every option at its default: free choice of trump, no duty to trump your partner&apos;s trick, no undertrumping unless nothing else, a boompje of 16 deals.</source>
        <translation>&lt;b&gt;Amsterdams&lt;/b&gt;&#xa0;: chaque option à sa valeur par défaut&#xa0;: choix libre de l&apos;atout, pas d&apos;obligation de couper le pli de votre partenaire, pas de sous-coupe s&apos;il y a autre chose, un boompje de 16 donnes.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Rotterdams&lt;/b&gt;: as Amsterdams, but your partner&apos;s trick must be trumped too, and undertrumping is forced.</source>
        <translation>&lt;b&gt;Rotterdams&lt;/b&gt;&#xa0;: comme Amsterdams, mais le pli de votre partenaire doit être coupé aussi, et la sous-coupe est obligatoire.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Utrechts&lt;/b&gt;: as Amsterdams, but nobody passes: the voorhand must choose trump.</source>
        <translation>&lt;b&gt;Utrechts&lt;/b&gt;&#xa0;: comme Amsterdams, mais personne ne passe&#xa0;: le voorhand doit choisir l&apos;atout.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;NKU toernooi&lt;/b&gt;: as Amsterdams, but the dealer speaks first and must play if everyone passes, as in the union&apos;s tournament rules.</source>
        <translation>&lt;b&gt;NKU toernooi&lt;/b&gt;&#xa0;: comme Amsterdams, mais le donneur parle le premier et doit jouer si tout le monde passe, comme dans les règles de tournoi de la fédération.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Direction</source>
        <translation>Sens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an option</source>
        <translation>une option</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>always clockwise</source>
        <translation>toujours dans le sens des aiguilles d&apos;une montre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Between deals</source>
        <translation>Entre les donnes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cut only</source>
        <translation>coupe seulement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shuffled and cut</source>
        <translation>mélange et coupe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal</source>
        <translation>La distribution</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five cards and an up-card, then three</source>
        <translation>cinq cartes et la retourne, puis trois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all eight at once, no up-card</source>
        <translation>les huit d&apos;un coup, pas de retourne</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>thrown in if all pass</source>
        <translation>annulée si tous passent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ik speel or ik pas; if all pass, someone must play</source>
        <translation>ik speel ou ik pas&#xa0;; si tous passent, quelqu&apos;un doit jouer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the player after the dealer</source>
        <translation>le joueur après le donneur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the voorhand, whoever chose trump</source>
        <translation>le voorhand, quel que soit le joueur qui a choisi l&apos;atout</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the suit led, partner winning</source>
        <translation>Pas la couleur demandée, partenaire maître</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card</source>
        <translation>n&apos;importe quelle carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amsterdams: any card but no undertrump; Rotterdams: trump</source>
        <translation>Amsterdams&#xa0;: n&apos;importe quelle carte mais pas de sous-coupe&#xa0;; Rotterdams&#xa0;: couper</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bonuses</source>
        <translation>Primes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>declarations from the hand; belote-rebelote</source>
        <translation>annonces depuis la main&#xa0;; belote-rebelote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roem from the cards of each trick, to its winner</source>
        <translation>roem venant des cartes de chaque pli, pour son gagnant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>King and queen of trump</source>
        <translation>Roi et dame d&apos;atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>belote, 20, kept by its team</source>
        <translation>belote, 20, gardée par son équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stuk, 20, only in one trick, to the trick&apos;s winner</source>
        <translation>stuk, 20, seulement dans un même pli, pour le gagnant du pli</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four of a kind</source>
        <translation>Carré</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jacks 200, nines 150, A 10 K Q 100</source>
        <translation>valets 200, neuf 150, A 10 R D 100</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jacks 200, all others 100</source>
        <translation>valets 200, tous les autres 100</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Equal counts</source>
        <translation>Comptes égaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>made (an option)</source>
        <translation>réussi (une option)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nat</source>
        <translation>nat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Failing</source>
        <translation>Chute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dedans: the defence scores 162 and all declarations</source>
        <translation>dedans&#xa0;: la défense marque 162 et toutes les annonces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nat: the defenders score 162 and all roem</source>
        <translation>nat&#xa0;: la défense marque 162 et tout le roem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All eight tricks</source>
        <translation>Les huit plis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>capot: 252</source>
        <translation>capot&#xa0;: 252</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pit: 162 + 100</source>
        <translation>pit&#xa0;: 162 + 100</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match</source>
        <translation>La partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to 1001, 701 or 501</source>
        <translation>en 1001, 701 ou 501</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Klaverjas for belote players</source>
        <translation>Le klaverjas pour les joueurs de belote</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If you play belote, you already know the cards, their order and their points. This is what changes.</source>
        <translation>Si vous jouez à la belote, vous connaissez déjà les cartes, leur ordre et leurs points. Voici ce qui change.</translation>
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
        <translation>le jeu&#xa0;; y jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trump; to choose trump</source>
        <translation>atout&#xa0;; choisir l&apos;atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack and the nine of trump, the two highest cards</source>
        <translation>le valet et le neuf d&apos;atout, les deux cartes les plus fortes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I play (and choose trump) / I pass</source>
        <translation>je joue (et je choisis l&apos;atout) / je passe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>forced to play: the Utrechts way</source>
        <translation>obligé de jouer&#xa0;: la manière d&apos;Utrecht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the player on the dealer&apos;s left, first to speak and to lead</source>
        <translation>le joueur à gauche du donneur, qui parle et entame le premier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dealer; to deal; to shuffle; to cut</source>
        <translation>donneur&#xa0;; distribuer&#xa0;; mélanger&#xa0;; couper</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to lead to a trick</source>
        <translation>entamer un pli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to follow suit</source>
        <translation>fournir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to trump, to overtrump, to undertrump</source>
        <translation>couper, surcouper, sous-couper</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the duty to trump</source>
        <translation>l&apos;obligation de couper à l&apos;atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trick; last trick, worth 10</source>
        <translation>pli&#xa0;; dernier pli, qui vaut 10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bonus for cards lying together in one trick</source>
        <translation>la prime pour des cartes réunies dans un même pli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king and queen of trump in one trick: 20 roem</source>
        <translation>roi et dame d&apos;atout dans un même pli&#xa0;: 20 de roem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the makers failed and score nothing</source>
        <translation>les preneurs ont chuté et ne marquent rien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all eight tricks: 100 more</source>
        <translation>les huit plis&#xa0;: 100 de plus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to play a card the rules forbid; revoked</source>
        <translation>jouer une carte que les règles interdisent&#xa0;; avoir renoncé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partner</source>
        <translation>partenaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>us / them: the two columns of the score sheet</source>
        <translation>nous / eux&#xa0;: les deux colonnes de la feuille de marque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a match of 16 deals</source>
        <translation>une partie de 16 donnes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the city rule sets</source>
        <translation>les règles des villes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dutch words</source>
        <translation>Mots néerlandais</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dutch players use these words, and so does the game, in every language.</source>
        <translation>Les joueurs néerlandais emploient ces mots, et le jeu aussi, dans toutes les langues.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dutch</source>
        <translation>Néerlandais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Meaning</source>
        <translation>Sens</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Its two-player relative is klaberjass, known in Britain as clobyosh or clob. The Swiss jass and French belote are cousins of the same family.</source>
        <translation>Son cousin à deux joueurs est le klaberjass, appelé aussi kalabriasz ou klobiash, et en Grande-Bretagne clobyosh ou clob. Le jass suisse et la belote française sont des cousins de la même famille.</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/last_trick.py" line="+185"/>
        <location line="+14"/>
        <location line="+3"/>
        <source>Last trick</source>
        <translation>Dernier pli</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>No trick has been played yet.</source>
        <translation>Aucun pli n&apos;a encore été joué.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Trick %1 of 8</source>
        <translation>Pli %1 sur 8</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Led</source>
        <translation>Entame</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Won the trick</source>
        <translation>Remporte le pli</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Played %1 of 4</source>
        <translation>Jouée en position %1 sur 4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <comment>a player and the card they played</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>You won the trick: %n points.</source>
        <translation>
            <numerusform>Vous avez remporté le pli&#xa0;: %n point.</numerusform>
            <numerusform>Vous avez remporté le pli&#xa0;: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 won the trick: %n points.</source>
        <translation>
            <numerusform>%1 a remporté le pli&#xa0;: %n point.</numerusform>
            <numerusform>%1 a remporté le pli&#xa0;: %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No trumps</source>
        <translation>Sans atout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All trumps</source>
        <translation>Tout atout</translation>
    </message>
    <message>
        <location line="-67"/>
        <location line="+69"/>
        <source>Trumps: %1</source>
        <translation>Atout&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../belote_desktop/ui/lesson/driver.py" line="+284"/>
        <source>Lesson: step %1 of %2</source>
        <translation>Leçon&#xa0;: étape %1 sur %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Finish</source>
        <translation>Terminer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson</source>
        <translation>Quitter la leçon</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/lesson/texts.py" line="+28"/>
        <source>A guided deal: you play your own cards, and the table explains as you go. Everyone has five cards, and one card lies face up in the middle: the up-card. Its suit is offered as trump.</source>
        <translation>Une donne guidée&#xa0;: vous jouez vos propres cartes, et la table vous explique au fur et à mesure. Chacun a cinq cartes, et une carte est posée face visible au milieu&#xa0;: la retourne. Sa couleur est proposée comme atout.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A trump beats any card of the other suits. Among trumps the jack is highest, then the nine, the ace, the 10, king, queen, 8 and 7. Whoever takes makes the up-card&apos;s suit trump, and their side must then score at least as much as the other side.</source>
        <translation>Un atout bat n&apos;importe quelle carte des autres couleurs. À l&apos;atout, le valet est le plus fort, puis le neuf, l&apos;as, le 10, le roi, la dame, le 8 et le 7. Celui qui prend fait de la couleur de la retourne l&apos;atout, et son camp doit alors marquer au moins autant que l&apos;autre camp.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The others passed. You hold the jack and the nine of hearts, the two highest trumps: a strong start. Take hearts!</source>
        <translation>Les autres ont passé. Vous avez le valet et le neuf de cœur, les deux plus forts atouts&#xa0;: un bon départ. Prenez à cœur&#xa0;!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts are trump. As the taker you got the up-card and two more cards, the others three each: everyone holds eight now. You and your partner must score at least as many points as the other side.</source>
        <translation>L&apos;atout est cœur. Comme preneur, vous avez reçu la retourne et deux cartes de plus, les autres trois chacun&#xa0;: tout le monde en a huit. Votre partenaire et vous devez marquer au moins autant de points que l&apos;autre camp.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 leads the first trick: the player after the dealer always does. Each player in turn plays one card; the highest card of the suit led takes the trick, unless someone plays a trump.</source>
        <comment>%1: the player on your left</comment>
        <translation>%1 entame le premier pli&#xa0;: c&apos;est toujours le joueur qui suit le donneur. Chacun à son tour joue une carte&#xa0;; la plus forte carte de la couleur demandée remporte le pli, sauf si quelqu&apos;un coupe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You hold the king, queen and jack of hearts: three cards in a row of one suit, a tierce, worth 20 points. Declarations are announced with your first card: announce it.</source>
        <translation>Vous avez le roi, la dame et le valet de cœur&#xa0;: trois cartes qui se suivent dans une même couleur, une tierce, qui vaut 20 points. Les annonces se font avec la première carte&#xa0;: annoncez-la.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 leads the ace of spades. You hold spades, so you must follow suit and play one. The ace wins anyway: give your lowest, %2.</source>
        <comment>%1: a player, %2: a card</comment>
        <translation>%1 entame avec l&apos;as de pique. Vous avez du pique, vous devez donc fournir. L&apos;as gagne de toute façon&#xa0;: donnez la plus petite, %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 takes the trick with the ace. After the first trick the best declaration at the table is shown, and only its side scores declarations: your tierce is worth 20 points to you and your partner.</source>
        <comment>%1: the player on your left</comment>
        <translation>%1 remporte le pli avec l&apos;as. Après le premier pli, la meilleure annonce de la table est montrée, et seul son camp marque ses annonces&#xa0;: votre tierce vaut 20 points pour votre partenaire et vous.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have no clubs, and your partner is not winning the trick: you must trump. Trump with your lowest heart, %1.</source>
        <comment>%1: a card</comment>
        <translation>Vous n&apos;avez pas de trèfle, et votre partenaire n&apos;est pas maître du pli&#xa0;: vous devez couper. Coupez avec votre plus petit cœur, %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Belote! The king and queen of trumps in one hand bring 20 points: you say “Belote” with the first and “Rebelote” with the second. You won the trick, so you lead: play %1, the highest trump. Everyone must play a trump if they have one.</source>
        <comment>%1: a card</comment>
        <translation>Belote&#xa0;! Le roi et la dame d&apos;atout dans une même main rapportent 20 points&#xa0;: on dit «&#xa0;Belote&#xa0;» avec le premier et «&#xa0;Rebelote&#xa0;» avec le second. Vous avez gagné le pli, c&apos;est donc à vous d&apos;entamer&#xa0;: jouez le plus fort atout, %1. Chacun doit fournir de l&apos;atout s&apos;il en a.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 had no trump and gave you 10 points instead. Keep your last two trumps for later: lead a small spade, %2.</source>
        <comment>%1: your partner, %2: a card</comment>
        <translation>%1 n&apos;avait pas d&apos;atout et vous a donné 10 points à la place. Gardez vos deux derniers atouts pour plus tard&#xa0;: entamez un petit pique, %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 had no diamonds and had to trump, since your partner was winning. You have no diamonds either, and you hold a higher trump: you must overtrump. Play %2.</source>
        <comment>%1: the player on your right, %2: a card</comment>
        <translation>%1 n&apos;avait pas de carreau et devait couper, puisque votre partenaire était maître. Vous n&apos;avez pas de carreau non plus, et vous avez un atout plus fort&#xa0;: vous devez surcouper. Jouez cette carte&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In trumps the nine beats the 10 and the ace. Lead %1 now, and keep your king of trumps.</source>
        <comment>%1: a card</comment>
        <translation>À l&apos;atout, le neuf bat le 10 et l&apos;as. Entamez maintenant avec cette carte&#xa0;: %1, et gardez votre roi d&apos;atout.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 trumps with the ace, which you cannot beat. With no diamonds, and your partner not winning, you must still trump, even lower: that is undertrumping. Play %2, and say “Rebelote”.</source>
        <comment>%1: the player on your right, %2: a card</comment>
        <translation>%1 coupe avec l&apos;as, que vous ne pouvez pas battre. Sans carreau, et votre partenaire n&apos;étant pas maître, vous devez quand même couper, même plus bas&#xa0;: c&apos;est sous-couper. Jouez cette carte&#xa0;: %2, et dites «&#xa0;Rebelote&#xa0;».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last trick: play %1. Whoever takes it scores 10 points more.</source>
        <comment>%1: a card</comment>
        <translation>Dernier pli, jouez cette carte&#xa0;: %1. Celui qui le remporte marque 10 points de plus, le dix de der.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is over. Your side took %1 points in cards, 10 for the last trick included; with the tierce and belote that makes %2. The other side took %3. The takers needed at least as much as the other side: the contract is made, and each side scores its points.</source>
        <comment>%1, %2, %3: numbers of points</comment>
        <translation>La donne est finie. Votre camp a pris %1 points en cartes, les 10 du dernier pli compris&#xa0;; avec la tierce et la belote, cela fait %2. L&apos;autre camp a pris %3. Les preneurs devaient faire au moins autant que l&apos;autre camp&#xa0;: le contrat est réussi, et chaque camp marque ses points.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is a whole deal: the auction, eight tricks and the count. Deals follow each other until a side reaches %1 points. You can play this lesson again from %2.</source>
        <comment>%1: the match&apos;s target, %2: the menu, Help &gt; Learn to play</comment>
        <translation>Voilà une donne entière&#xa0;: les enchères, huit plis et le décompte. Les donnes se suivent jusqu&apos;à ce qu&apos;un camp atteigne %1 points. Vous pouvez reprendre cette leçon depuis %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A guided deal of coinche. All eight cards are dealt at once, with no up-card. Instead of taking, players bid: the points their side promises to make, from 80 to 160 (or capot, every trick), with the trump they choose.</source>
        <translation>Une donne guidée de coinche. Les huit cartes sont distribuées d&apos;un coup, sans retourne. Au lieu de prendre, les joueurs enchérissent&#xa0;: les points que leur camp promet de faire, de 80 à 160 (ou capot, tous les plis), avec l&apos;atout de leur choix.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 bids 80 with spades as trump, and each bid must be higher than the last. You hold the jack, nine and ace of hearts, the three best trumps, and an ace: bid 100 with hearts as trump.</source>
        <comment>%1: the player on your right</comment>
        <translation>%1 enchérit à 80 atout pique, et chaque enchère doit être plus haute que la précédente. Vous avez le valet, le neuf et l&apos;as de cœur, les trois meilleurs atouts, et un as&#xa0;: enchérissez à 100 atout cœur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others may now bid higher, or pass. An opponent who thinks you will fail may double your bid instead: it then counts double, made or failed.</source>
        <translation>Les autres peuvent maintenant enchérir plus haut, ou passer. Un adversaire qui pense que vous allez chuter peut plutôt contrer votre enchère&#xa0;: elle compte alors double, réussie ou chutée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Three passes after a bid end the auction: your contract is 100 with hearts as trump. Your side needs at least 100 points: the cards you take, 10 for the last trick, and any belote or declarations. %1 leads.</source>
        <comment>%1: the player on your left</comment>
        <translation>Trois passes après une enchère terminent les enchères&#xa0;: votre contrat est 100 atout cœur. Votre camp doit faire au moins 100 points&#xa0;: les cartes que vous prenez, 10 pour le dernier pli, et la belote ou les annonces s&apos;il y en a. %1 entame.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The play goes as in classic belote. %1 leads diamonds and you hold the ace: you must follow suit, and it wins. Play %2.</source>
        <comment>%1: a player, %2: a card</comment>
        <translation>Le jeu se déroule comme à la belote classique. %1 entame carreau et vous avez l&apos;as&#xa0;: vous devez fournir, et il gagne. Jouez cette carte&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You lead. Play %1, the highest trump: everyone must play a trump if they can, and a higher one if they have it.</source>
        <comment>%1: a card</comment>
        <translation>À vous d&apos;entamer. Jouez le plus fort atout, %1&#xa0;: chacun doit fournir de l&apos;atout s&apos;il le peut, et monter s&apos;il en a un plus fort.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead %1 as well: it takes the last trump the others hold.</source>
        <comment>%1: a card</comment>
        <translation>Entamez aussi avec cette carte&#xa0;: %1. Elle fait tomber le dernier atout des autres.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The others have no trumps left. Lead %1: it will lose, but your trumps will win the lead back.</source>
        <comment>%1: a card</comment>
        <translation>Les autres n&apos;ont plus d&apos;atout. Entamez avec cette carte&#xa0;: %1. Elle va perdre, mais vos atouts vous rendront la main.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You hold a club: follow suit with %1.</source>
        <comment>%1: a card</comment>
        <translation>Vous avez un trèfle, fournissez avec cette carte&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is winning this trick. You have no clubs, but while your partner is winning you need not trump: any card will do. Keep your trumps: play %2.</source>
        <comment>%1: your partner, %2: a card</comment>
        <translation>%1 est maître de ce pli. Vous n&apos;avez pas de trèfle, mais tant que votre partenaire est maître, vous n&apos;êtes pas obligé de couper&#xa0;: n&apos;importe quelle carte convient. Gardez vos atouts et jouez cette carte&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your partner is winning again, and you have only trumps left: either will do. Play %1.</source>
        <comment>%1: a card</comment>
        <translation>Votre partenaire est encore maître, et il ne vous reste que des atouts&#xa0;: l&apos;un ou l&apos;autre convient. Jouez cette carte&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last trick: lead %1. It brings 10 points more.</source>
        <comment>%1: a card</comment>
        <translation>Dernier pli, entamez avec cette carte&#xa0;: %1. Il rapporte 10 points de plus, le dix de der.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal is over. Your side took %1 points, the last trick included: at least the 100 you bid, so the contract is made. You score your points plus your bid, %2; the other side scores its %3.</source>
        <comment>%1, %2, %3: numbers of points</comment>
        <translation>La donne est finie. Votre camp a pris %1 points, dernier pli compris&#xa0;: au moins les 100 de votre enchère, le contrat est donc réussi. Vous marquez vos points plus votre enchère, %2&#xa0;; l&apos;autre camp marque ses %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deals follow each other until a side reaches %1 points. You can play this lesson again from %2.</source>
        <comment>%1: the match&apos;s target, %2: the menu, Help &gt; Learn to play</comment>
        <translation>Les donnes se suivent jusqu&apos;à ce qu&apos;un camp atteigne %1 points. Vous pouvez reprendre cette leçon depuis %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>In this lesson you take: with the jack and nine of hearts your hand is strong. Take hearts.</source>
        <translation>Dans cette leçon, vous prenez&#xa0;: avec le valet et le neuf de cœur, votre main est forte. Prenez à cœur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce your tierce: it can bring your side 20 points.</source>
        <translation>Annoncez votre tierce&#xa0;: elle peut rapporter 20 points à votre camp.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold spades, so you must play a spade; and since the ace wins anyway, give your lowest: %2.</source>
        <comment>%2: a card</comment>
        <translation>Vous avez du pique, vous devez donc fournir&#xa0;; et comme l&apos;as gagne de toute façon, donnez la plus petite&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no clubs and your partner is not winning: you must play a trump. Play %1.</source>
        <comment>%1: a card</comment>
        <translation>Vous n&apos;avez pas de trèfle et votre partenaire n&apos;est pas maître&#xa0;: vous devez couper. Jouez cette carte&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead %1: the highest trump makes the others give up theirs.</source>
        <comment>%1: a card</comment>
        <translation>Entamez avec cette carte&#xa0;: %1. Le plus fort atout oblige les autres à donner les leurs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep your trumps for later: lead %2.</source>
        <comment>%2: a card</comment>
        <translation>Gardez vos atouts pour plus tard et entamez avec cette carte&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A trump of the other side is winning and you hold a higher one: you must overtrump. Play %2.</source>
        <comment>%2: a card</comment>
        <translation>Un atout adverse est maître et vous en avez un plus fort&#xa0;: vous devez surcouper. Jouez cette carte&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep your last trump: lead %1.</source>
        <comment>%1: a card</comment>
        <translation>Gardez votre dernier atout et entamez avec cette carte&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With no diamonds you must trump, even under the ace: play %2.</source>
        <comment>%2: a card</comment>
        <translation>Sans carreau, vous devez couper, même sous l&apos;as. Jouez cette carte&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this lesson you bid 100 with hearts as trump: it is set up in the panel, press Bid.</source>
        <translation>Dans cette leçon, vous enchérissez à 100 atout cœur&#xa0;: c&apos;est préparé dans le panneau, appuyez sur Enchérir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You hold diamonds: you must follow suit. Play %2.</source>
        <comment>%2: a card</comment>
        <translation>Vous avez du carreau&#xa0;: vous devez fournir. Jouez cette carte&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead %1: it draws the others&apos; trumps.</source>
        <comment>%1: a card</comment>
        <translation>Entamez avec cette carte&#xa0;: %1. Elle fait tomber les atouts des autres.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead %1, and keep your trumps.</source>
        <comment>%1: a card</comment>
        <translation>Entamez avec cette carte&#xa0;: %1, et gardez vos atouts.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold a club: you must follow suit. Play %1.</source>
        <comment>%1: a card</comment>
        <translation>Vous avez un trèfle&#xa0;: vous devez fournir. Jouez cette carte&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any card is allowed here, but keep your trumps: play %2.</source>
        <comment>%2: a card</comment>
        <translation>Toute carte est permise ici, mais gardez vos atouts et jouez cette carte&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This lesson goes on with %1: play it.</source>
        <comment>%1: a card</comment>
        <translation>Cette leçon continue avec cette carte&#xa0;: %1. Jouez-la.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_lesson.py" line="+92"/>
        <source>New to belote? A guided first deal shows you how the game goes, step by step: you play your own cards, and the table explains. You can also take it later from %1.</source>
        <translation>Vous découvrez la belote&#xa0;? Une première donne guidée vous montre le jeu pas à pas&#xa0;: vous jouez vos propres cartes, et la table vous explique. Vous pourrez aussi la suivre plus tard depuis %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Welcome to Belote Desktop</source>
        <translation>Bienvenue dans Belote Desktop</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show me</source>
        <translation>Montrez-moi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No, thanks</source>
        <translation>Non merci</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>The lesson is over: a new match begins.</source>
        <translation>La leçon est finie&#xa0;: une nouvelle partie commence.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../belote_desktop/ui/main_window.py" line="-253"/>
        <source>All passed: the cards are dealt again.</source>
        <translation>Tout le monde a passé&#xa0;: on redistribue.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Welcome to Belote Desktop.</source>
        <translation>Bienvenue dans Belote Desktop.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_menus.py" line="+138"/>
        <source>Belote Desktop</source>
        <translation>Belote Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>Édi&amp;tion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo move</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo move</source>
        <translation>&amp;Rétablir le coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export match…</source>
        <translation>&amp;Exporter la partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open game record…</source>
        <translation>&amp;Ouvrir un enregistrement de partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New match</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a &amp;deal by number…</source>
        <translation>Jouer une &amp;donne par son numéro…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Dernier pli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Feuille de marque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Raccourcis &amp;clavier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Belote Desktop</source>
        <translation>À &amp;propos de Belote Desktop</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Move taken back: this match now counts as assisted.</source>
        <translation>Coup annulé&#xa0;: cette partie compte désormais comme assistée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no move of yours in this deal to take back.</source>
        <translation>Vous n&apos;avez joué aucun coup à annuler dans cette donne.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Move played again.</source>
        <translation>Coup rejoué.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing to play again: you have moved since.</source>
        <translation>Rien à rejouer&#xa0;: vous avez joué depuis.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/main_window.py" line="+103"/>
        <source>Your match was resumed where you left it.</source>
        <translation>Votre partie reprend là où vous l&apos;aviez laissée.</translation>
    </message>
    <message>
        <location line="+188"/>
        <location filename="../belote_desktop/ui/window_lesson.py" line="+52"/>
        <source>Classic belote</source>
        <translation>Belote classique</translation>
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
        <translation>donne %1 sur %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>extra deal</source>
        <translation>donne supplémentaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to %1 points</source>
        <translation>en %1 points</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (resumed)</source>
        <translation>%1 (reprise)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules of the match on the table. Changes in Settings apply from the next match.</source>
        <translation>Les règles de la partie en cours. Les changements faits dans les paramètres s&apos;appliquent à partir de la prochaine partie.</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Your saved settings could not be used (%1), so the default settings are in use.</source>
        <translation>Vos paramètres enregistrés n&apos;ont pas pu être utilisés (%1)&#xa0;: les paramètres par défaut s&apos;appliquent.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>The new rules and players take effect from the next match.</source>
        <translation>Les nouvelles règles et les nouveaux joueurs s&apos;appliqueront à partir de la prochaine partie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/panels/bidding.py" line="-15"/>
        <source>Your turn to bid.</source>
        <translation>À vous d&apos;enchérir.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/main_window.py" line="+34"/>
        <source>Announce your declarations, or say nothing.</source>
        <translation>Faites vos annonces, ou ne dites rien.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your turn: play a card (click it, or choose with the arrows and press Enter).</source>
        <translation>À vous de jouer&#xa0;: cliquez sur une carte, ou choisissez-la avec les flèches puis appuyez sur Entrée.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Deal scored: %1 - %2</source>
        <translation>Donne marquée&#xa0;: %1 - %2</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_access.py" line="-11"/>
        <source>Say that &amp;again</source>
        <translation>&amp;Répéter la dernière phrase</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_sounds.py" line="+37"/>
        <source>S&amp;ounds</source>
        <translation>S&amp;ons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sounds on or off (the volume is in Settings)</source>
        <translation>Sons activés ou coupés (le volume se règle dans les Paramètres)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Sounds on.</source>
        <translation>Sons activés.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sounds off.</source>
        <translation>Sons coupés.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_replays.py" line="+43"/>
        <source>A new match starts with deal number %1.</source>
        <translation>Une nouvelle partie commence avec la donne numéro %1.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The deal is dealt again: the same cards, the same dealer. This match now counts apart in your statistics.</source>
        <translation>La donne est redistribuée&#xa0;: les mêmes cartes, le même donneur. Cette partie compte désormais à part dans vos statistiques.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_aids.py" line="+46"/>
        <source>The cards played are shown: this match now counts as assisted.</source>
        <translation>Les cartes jouées sont affichées&#xa0;: cette partie compte désormais comme assistée.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/window_lesson.py" line="-2"/>
        <source>&amp;Learn to play</source>
        <translation>&amp;Apprendre à jouer</translation>
    </message>
</context>
<context>
    <name>QueryKeys</name>
    <message>
        <location filename="../belote_desktop/ui/access/query_keys.py" line="+37"/>
        <source>Say the cards on the table</source>
        <translation>Lire les cartes sur la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say the contract and who took it</source>
        <translation>Lire le contrat et son preneur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say the score and what the match is played to</source>
        <translation>Lire le score et l&apos;objectif de la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say whose turn it is</source>
        <translation>Dire à qui c&apos;est le tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say every bid of this deal so far</source>
        <translation>Lire toutes les enchères de cette donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say the turned-up card (classic)</source>
        <translation>Lire la retourne (classique)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say the last trick and who won it</source>
        <translation>Lire le dernier pli et qui l&apos;a remporté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read your hand, suit by suit</source>
        <translation>Lire votre main, couleur par couleur</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Say the sentence before or after, among the last ones said</source>
        <translation>Relire la phrase précédente ou suivante, parmi les dernières dites</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go to your spades, hearts, diamonds or clubs, and say them</source>
        <translation>Aller à vos piques, cœurs, carreaux ou trèfles, et les lire</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go to your suit on the left or on the right, and say it</source>
        <translation>Aller à la couleur à gauche ou à droite, et la lire</translation>
    </message>
</context>
<context>
    <name>Recall</name>
    <message>
        <location filename="../belote_desktop/ui/access/recall.py" line="+54"/>
        <location line="+10"/>
        <source>Nothing has been said yet.</source>
        <translation>Rien n&apos;a encore été dit.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>No earlier sentence.</source>
        <translation>Aucune phrase plus ancienne.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No later sentence.</source>
        <translation>Aucune phrase plus récente.</translation>
    </message>
</context>
<context>
    <name>RecordDeals</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/record_viewer/deals.py" line="+115"/>
        <source>Deals of the record</source>
        <translation>Donnes de l&apos;enregistrement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a deal, or choose it and press Enter, to go to its start.</source>
        <translation>Double-cliquez sur une donne, ou choisissez-la puis appuyez sur Entrée, pour aller à son début.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number</source>
        <translation>Numéro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points the deal added: %1, then %2</source>
        <translation>Points apportés par la donne&#xa0;: %1, puis %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to this deal</source>
        <translation>&amp;Aller à cette donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay the chosen deal out on the table, at its start</source>
        <translation>Disposer la donne choisie sur la table, à son début</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>A&amp;nalyser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coach&apos;s review of the chosen deal, move by move</source>
        <translation>Analyse de la donne choisie, coup par coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review the chosen deal</source>
        <translation>Analyser la donne choisie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Score sheet</source>
        <translation>&amp;Feuille de marque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The record&apos;s score sheet</source>
        <translation>Feuille de marque de l&apos;enregistrement</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not played to the end</source>
        <translation>Pas jouée jusqu&apos;au bout</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2, %3 %4</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Total: %1 %2, %3 %4</source>
        <translation>Total&#xa0;: %1 %2, %3 %4</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Deal number %1</source>
        <translation>Numéro de donne %1</translation>
    </message>
</context>
<context>
    <name>RecordViewer</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/record_viewer/viewer.py" line="+183"/>
        <source>This deal was not played to the end: there is nothing to review.</source>
        <translation>Cette donne n&apos;a pas été jouée jusqu&apos;au bout&#xa0;: il n&apos;y a rien à analyser.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game record: %1</source>
        <translation>Enregistrement de partie&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick back</source>
        <translation>Pli précédent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card back</source>
        <translation>Carte précédente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card forward</source>
        <translation>Carte suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick forward</source>
        <translation>Pli suivant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review this deal</source>
        <translation>Analyser cette donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Deals</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the list of the record&apos;s deals</source>
        <translation>Afficher ou masquer la liste des donnes de l&apos;enregistrement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Deal %1, step %2 of %3</source>
        <translation>Donne %1, étape %2 sur %3</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../belote_desktop/ui/refusals.py" line="+43"/>
        <source>You must follow suit.</source>
        <translation>Vous devez fournir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must play a higher trump.</source>
        <translation>Vous devez monter à l&apos;atout.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no card of the suit led: you must trump.</source>
        <translation>Vous n&apos;avez pas la couleur demandée&#xa0;: vous devez couper.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must trump higher than the trump already played.</source>
        <translation>Vous devez surcouper l&apos;atout déjà joué.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must trump, even lower than the trump already played.</source>
        <translation>Vous devez couper, même plus bas que l&apos;atout déjà joué.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You may not trump lower than the trump already played while you hold another card.</source>
        <translation>Vous ne pouvez pas sous-couper tant que vous avez une autre carte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not time to play a card.</source>
        <translation>Ce n&apos;est pas le moment de jouer une carte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card may not be played now.</source>
        <translation>Cette carte ne peut pas être jouée maintenant.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/lesson/driver.py" line="-29"/>
        <location filename="../belote_desktop/ui/refusals.py" line="+8"/>
        <source>Why? See rule %1</source>
        <translation>Pourquoi&#xa0;? Voir la règle %1</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/refusals.py" line="+1"/>
        <source>%1 (rule %2)</source>
        <translation>%1 (règle %2)</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/review.py" line="+163"/>
        <source>The review stopped before the end.</source>
        <translation>L&apos;analyse s&apos;est arrêtée avant la fin.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Trick %1</source>
        <translation>Pli %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choosing trump</source>
        <comment>klaverjas: the row of a call, ik speel / ik pas</comment>
        <translation>Choix de l&apos;atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bidding</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>best</source>
        <translation>le meilleur</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Average over %n possible layouts of the hidden cards</source>
        <translation>
            <numerusform>Moyenne sur %n répartition possible des cartes cachées</numerusform>
            <numerusform>Moyenne sur %n répartitions possibles des cartes cachées</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Reviewing the moves of %1…</source>
        <translation>Analyse des coups en cours&#xa0;: %1…</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%1 of %n cards were the best</source>
        <translation>
            <numerusform>meilleures cartes&#xa0;: %1 sur %n</numerusform>
            <numerusform>meilleures cartes&#xa0;: %1 sur %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 of %n calls were the best</source>
        <comment>klaverjas: ik speel / ik pas</comment>
        <translation>
            <numerusform>meilleurs choix (jouer ou passer)&#xa0;: %1 sur %n</numerusform>
            <numerusform>meilleurs choix (jouer ou passer)&#xa0;: %1 sur %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 of %n bids were the best</source>
        <translation>
            <numerusform>meilleures enchères&#xa0;: %1 sur %n</numerusform>
            <numerusform>meilleures enchères&#xa0;: %1 sur %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n points lost in all</source>
        <translation>
            <numerusform>%n point perdu au total</numerusform>
            <numerusform>%n points perdus au total</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>biggest mistake: trick %1, %2, while %3 would have been worth %4 more</source>
        <translation>plus grosse erreur&#xa0;: pli %1, %2, alors que %3 aurait valu %4 points de plus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>biggest mistake: in the choice of trump, %1, while %2 would have been worth %3 more</source>
        <comment>klaverjas: %1 the call made (ik speel / ik pas), %2 the better one</comment>
        <translation>plus grosse erreur&#xa0;: au choix de l&apos;atout, %1, alors que %2 aurait valu %3 points de plus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>biggest mistake: in the bidding, %1, while %2 would have been worth %3 more</source>
        <translation>plus grosse erreur&#xa0;: aux enchères, %1, alors que %2 aurait valu %3 points de plus</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>took the trick</source>
        <translation>a remporté le pli</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Review of deal %1</source>
        <translation>Analyse de la donne %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Moves of:</source>
        <translation>&amp;Coups de&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When</source>
        <translation>Moment</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Joué</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best move</source>
        <translation>Meilleur coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What each was worth</source>
        <translation>Valeur de chaque coup</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Points lost</source>
        <translation>Points perdus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With every hand seen</source>
        <translation>Toutes les mains visibles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worth: the score this deal was expected to end with, this player&apos;s team minus the other team, on average over many possible layouts of the cards this player could not see (as the hint shows it). With every hand seen: the same in this very deal, all cards known.</source>
        <translation>Valeur&#xa0;: le score attendu en fin de donne, équipe de ce joueur moins l&apos;autre équipe, en moyenne sur de nombreuses répartitions possibles des cartes que ce joueur ne pouvait pas voir (comme l&apos;affiche le conseil). Toutes les mains visibles&#xa0;: la même chose dans cette donne précise, toutes les cartes connues.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Both count roem, nat and pit as klaverjas scores them.</source>
        <translation>Les deux comptent le roem, le nat et le pit comme au Klaverjassen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The best move by what this player could know: the same judgement as the hint&apos;s, over more layouts of the hidden cards.</source>
        <translation>Le meilleur coup d&apos;après ce que ce joueur pouvait savoir&#xa0;: le même jugement que celui du conseil, sur davantage de répartitions des cartes cachées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How much less the move was worth than the best one. Moves a few points apart, or closer than the layouts can tell, count as the best.</source>
        <translation>Combien le coup valait de moins que le meilleur. Les coups à quelques points près, ou plus proches que ce que les répartitions permettent de distinguer, comptent comme les meilleurs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The score this deal was expected to end with, this player&apos;s team minus the other team, on average over possible layouts of the hidden cards.</source>
        <translation>Le score attendu en fin de donne, équipe de ce joueur moins l&apos;autre équipe, en moyenne sur des répartitions possibles des cartes cachées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What each card was worth in this very deal, with every hand seen and every card played as well as possible from here on: the luck of the layout, not a mistake.</source>
        <translation>Ce que valait chaque carte dans cette donne précise, toutes les mains visibles et chaque carte jouée au mieux à partir d&apos;ici&#xa0;: la chance de la répartition, pas une erreur.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Won by</source>
        <translation>Remporté par</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Fermer</translation>
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
        <translation>Roem !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call the roem of the trick on the table (R); it counts for the team that won the trick.</source>
        <translation>Annoncer le roem du pli sur la table (R) ; il compte pour l&apos;équipe qui a remporté le pli.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gather the trick</source>
        <translation>Ramasser le pli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take in the last trick and end the deal (Enter).</source>
        <translation>Ramasser le dernier pli et terminer la donne (Entrée).</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../belote_desktop/i18n/rules_text.py" line="+86"/>
        <source>Classic belote</source>
        <translation>Belote classique</translation>
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
        <translation>partenaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opponent</source>
        <translation>adversaire</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>on</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <translation>non</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>number of deals: %1</source>
        <translation>nombre de donnes&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target %1</source>
        <translation>objectif %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+33"/>
        <source>%1: %2</source>
        <comment>option name: value</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>a fixed number of deals</source>
        <translation>un nombre fixe de donnes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a points target</source>
        <translation>un objectif de points</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The aim of the game</source>
        <translation>Le but du jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote is a card game of tricks for four players in two teams. At the start of each deal the players decide which suit is trump and which team has to prove that it was right to choose it: that team are the &lt;i&gt;takers&lt;/i&gt;, the other team the &lt;i&gt;defence&lt;/i&gt;. What the takers have to reach is their &lt;i&gt;contract&lt;/i&gt;.</source>
        <translation>La belote est un jeu de plis qui se joue à quatre, en deux équipes. Au début de chaque donne, les joueurs décident de la couleur d&apos;atout et de l&apos;équipe qui devra prouver qu&apos;elle a eu raison de la choisir&#xa0;: cette équipe forme les &lt;i&gt;preneurs&lt;/i&gt;, l&apos;autre la &lt;i&gt;défense&lt;/i&gt;. Ce que les preneurs doivent atteindre, c&apos;est leur &lt;i&gt;contrat&lt;/i&gt;.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>In coinche and contrée the players bid: the takers promise a number of points, and must then count at least that many.</source>
        <translation>À la coinche et à la contrée, les joueurs enchérissent&#xa0;: les preneurs promettent un nombre de points et doivent ensuite en compter au moins autant.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The table</source>
        <translation>La table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote is played by four people in two teams of two. Partners face each other across the table, so the seats alternate between the teams. The seats are called North, East, South and West; North and South play together against East and West. You sit South.</source>
        <translation>La belote se joue à quatre, en deux équipes de deux. Les partenaires sont assis face à face, si bien que les places alternent d&apos;une équipe à l&apos;autre. Les places s&apos;appellent Nord, Est, Sud et Ouest&#xa0;; Nord et Sud jouent ensemble contre Est et Ouest. Vous êtes assis au Sud.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everything moves round the table in the same direction: the deal, the bidding and the play. Whenever these rules speak of the next player, they mean the next one in that direction.</source>
        <translation>Tout tourne autour de la table dans le même sens&#xa0;: la distribution, les enchères et le jeu. Quand ces règles parlent du joueur suivant, il s&apos;agit du suivant dans ce sens.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clockwise play goes North, East, South, West, then North again.</source>
        <translation>Dans le sens horaire, le jeu va de Nord à Est, puis Sud, puis Ouest, et revient à Nord.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Counterclockwise play goes North, West, South, East, then North again.</source>
        <translation>Dans le sens antihoraire, le jeu va de Nord à Ouest, puis Sud, puis Est, et revient à Nord.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A match is a series of deals. The points of each deal are added to the team totals until one team reaches the target (see &lt;i&gt;End of the match&lt;/i&gt;).</source>
        <translation>Une partie se compose de plusieurs donnes. Les points de chaque donne s&apos;ajoutent au total de chaque équipe jusqu&apos;à ce qu&apos;une équipe atteigne l&apos;objectif (voir &lt;i&gt;Fin de la partie&lt;/i&gt;).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The cards and their order</source>
        <translation>Les cartes et leur ordre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game uses a short pack of 32 cards: seven, eight, nine, ten, jack, queen, king and ace in each of the four suits, spades, hearts, diamonds and clubs.</source>
        <translation>On joue avec un jeu de 32 cartes&#xa0;: sept, huit, neuf, dix, valet, dame, roi et as dans chacune des quatre couleurs, pique, cœur, carreau et trèfle.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How strong a card is depends on whether its suit is trump. In the trump suit the jack and the nine jump to the top; in the other suits the ace and the ten lead.</source>
        <translation>La force d&apos;une carte dépend de sa couleur&#xa0;: atout ou non. À l&apos;atout, le valet et le neuf passent en tête&#xa0;; dans les autres couleurs, ce sont l&apos;as et le dix qui mènent.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Which cards</source>
        <translation>Cartes concernées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order, highest first</source>
        <translation>Ordre, de la plus forte à la plus faible</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump suit</source>
        <translation>Couleur d&apos;atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other suits</source>
        <translation>Autres couleurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sans atout (coinche only): every suit</source>
        <translation>Sans atout (coinche seulement)&#xa0;: toutes les couleurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tout atout (coinche only): every suit</source>
        <translation>Tout atout (coinche seulement)&#xa0;: toutes les couleurs</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Declarations have an order of their own, not the one used in play: for a sequence the cards always run ace, king, queen, jack, ten, nine, eight, seven, whatever the trump.</source>
        <translation>Les annonces ont leur propre ordre, qui n&apos;est pas celui du jeu de la carte&#xa0;: dans une suite, les cartes se suivent toujours dans l&apos;ordre as, roi, dame, valet, dix, neuf, huit, sept, quel que soit l&apos;atout.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Sans atout (coinche only)</source>
        <translation>Sans atout (coinche seulement)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tout atout (coinche only)</source>
        <translation>Tout atout (coinche seulement)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A team that wins all eight tricks makes a &lt;i&gt;capot&lt;/i&gt; and counts 252 instead of 162: the 162 and a bonus of 90.</source>
        <translation>Une équipe qui remporte les huit plis fait &lt;i&gt;capot&lt;/i&gt; et compte 252 au lieu de 162&#xa0;: les 162 et une prime de 90.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Each player first gets three cards, then two. The next card of the pack is laid face up on the table: this up-card shows the suit offered as trump. When someone has taken, that player receives the up-card and two more cards and every other player three more, so that everyone holds eight. The taker gets the up-card even after naming another suit in the second round.</source>
        <translation>Chaque joueur reçoit d&apos;abord trois cartes, puis deux. La carte suivante du paquet est posée face visible sur la table&#xa0;: cette retourne indique la couleur proposée comme atout. Dès que quelqu&apos;un a pris, ce joueur reçoit la retourne et deux cartes de plus, et chacun des autres trois cartes, si bien que tout le monde en a huit. Le preneur reçoit la retourne même s&apos;il a nommé une autre couleur au second tour.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>When it is their turn, an opponent of the highest bidder may double the bid: this is the &lt;i&gt;coinche&lt;/i&gt; or &lt;i&gt;contre&lt;/i&gt;. After a double nobody may bid any more; only the bidding team may answer, once: with a redouble (the &lt;i&gt;surcoinche&lt;/i&gt; or &lt;i&gt;surcontre&lt;/i&gt;) or with a pass. Either way the bidding is then over. Without a double the bid counts once; a double multiplies it by two, a redouble by four.</source>
        <translation>À son tour, un adversaire du plus fort enchérisseur peut contrer l&apos;enchère&#xa0;: c&apos;est la &lt;i&gt;coinche&lt;/i&gt; ou le &lt;i&gt;contre&lt;/i&gt;. Après un contre, plus personne ne peut enchérir&#xa0;; seule l&apos;équipe qui a fait l&apos;enchère peut encore répondre, une seule fois&#xa0;: par une &lt;i&gt;surcoinche&lt;/i&gt; (ou &lt;i&gt;surcontre&lt;/i&gt;), ou en passant. Dans les deux cas, les enchères sont alors closes. Sans contre, l&apos;enchère compte une fois&#xa0;; le contre la multiplie par deux, le surcontre par quatre.</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>With a trump suit, the highest trump in the trick wins it. Without a trump in it, the highest card of the led suit wins; cards of other suits never win.</source>
        <translation>Avec une couleur d&apos;atout, le plus fort atout du pli le remporte. S&apos;il n&apos;y a pas d&apos;atout dans le pli, c&apos;est la plus forte carte de la couleur demandée qui l&apos;emporte&#xa0;; les cartes des autres couleurs ne gagnent jamais.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In sans atout and tout atout the highest card of the led suit always wins: in sans atout in the order of a plain suit, in tout atout in the order of a trump suit.</source>
        <translation>En sans atout et en tout atout, c&apos;est toujours la plus forte carte de la couleur demandée qui remporte le pli&#xa0;: en sans atout dans l&apos;ordre d&apos;une couleur ordinaire, en tout atout dans l&apos;ordre de la couleur d&apos;atout.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Quarte (fifty): four in sequence</source>
        <translation>Quarte (cinquante)&#xa0;: suite de quatre cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quinte (hundred): five to eight in sequence</source>
        <translation>Quinte (cent)&#xa0;: suite de cinq à huit cartes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four eights or sevens: no declaration</source>
        <translation>Carré de huit ou de sept&#xa0;: pas une annonce</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>East and North both declare a tierce up to the queen, and South a tierce up to the nine. East played first, but North&apos;s tierce is in trump, and a trump sequence beats an equal one before the order of play decides: North and South score both their tierces, 20 + 20 = 40, and East and West nothing.</source>
        <translation>Est et Nord annoncent tous deux une tierce à la dame, et Sud une tierce au neuf. Est a joué en premier, mais la tierce de Nord est à l&apos;atout, et une suite à l&apos;atout bat une suite égale avant que l&apos;ordre de jeu ne départage&#xa0;: Nord et Sud marquent donc leurs deux tierces, 20 + 20 = 40, et Est et Ouest rien.</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>The contract is made when the takers counted more than the defence; for equal counts see &lt;i&gt;A tie&lt;/i&gt; below. When it is made, both teams score what they counted.</source>
        <translation>Le contrat est réussi quand les preneurs ont compté plus que la défense&#xa0;; pour des totaux égaux, voir &lt;i&gt;L&apos;égalité&lt;/i&gt; ci-dessous. S&apos;il est réussi, les deux équipes marquent ce qu&apos;elles ont compté.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The contract is made when the takers have at least 81 of the 162 points of cards and last trick; declarations and belote do not count for this, so 81 is enough whatever the rule for a tie. When it is made, both teams score what they counted.</source>
        <translation>Le contrat est réussi quand les preneurs ont au moins 81 des 162 points des cartes et du dernier pli&#xa0;; les annonces et la belote ne comptent pas pour cela, si bien que 81 suffit quelle que soit la règle en cas d&apos;égalité. S&apos;il est réussi, les deux équipes marquent ce qu&apos;elles ont compté.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Otherwise the takers are &lt;i&gt;dedans&lt;/i&gt; (inside): the defence scores 162 (252 if it took every trick), plus the declarations of both teams and its own belote; the takers score only their belote.</source>
        <translation>Sinon, les preneurs sont &lt;i&gt;dedans&lt;/i&gt;&#xa0;: la défense marque 162 (252 si elle a remporté tous les plis), plus les annonces des deux équipes et sa propre belote&#xa0;; les preneurs ne marquent que leur belote.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>A team that wins all eight tricks makes a &lt;i&gt;capot&lt;/i&gt;: it counts 252 card points instead of 162, the 162 and a bonus of 90. The team without a trick scores no declarations, only its belote.</source>
        <translation>Une équipe qui remporte les huit plis fait &lt;i&gt;capot&lt;/i&gt;&#xa0;: elle compte 252 points des cartes au lieu de 162, soit les 162 et une prime de 90. L&apos;équipe qui n&apos;a fait aucun pli ne marque pas ses annonces, seulement sa belote.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>160 + bid × multiplier (×1, ×2 or ×4) + the declarations of both teams + its belote</source>
        <translation>160 + enchère × multiplicateur (×1, ×2 ou ×4) + les annonces des deux équipes + sa belote</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Once a bid is coinched (contré, in contrée), the card points only decide whether it is made: the team that wins takes 160 + bid × 2 (× 4 after a surcoinche or surcontre) and the declarations that score (a defence that wins takes both teams&apos;), and each team keeps its own belote.</source>
        <translation>Une fois l&apos;enchère coinchée (ou contrée), les points des cartes ne décident plus que de sa réussite&#xa0;: l&apos;équipe qui gagne marque 160 + enchère × 2 (× 4 après une surcoinche ou une surcontre) et les annonces qui comptent (une défense qui gagne prend celles des deux équipes), et chaque équipe garde sa propre belote.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The first team to reach the target wins the match. If both teams reach it in the same deal, the higher total wins; if the totals are equal, one more deal is played.</source>
        <translation>La première équipe qui atteint l&apos;objectif gagne la partie. Si les deux équipes l&apos;atteignent lors de la même donne, le total le plus élevé l&apos;emporte&#xa0;; en cas d&apos;égalité, on joue une donne de plus.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Common targets are 1001, 1000 or 501 for classic belote and 701 for coinche and contrée.</source>
        <translation>Les objectifs courants sont 1001, 1000 ou 501 pour la belote classique, et 701 pour la coinche et la contrée.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Classic belote chooses trump with an up-card; coinche and contrée have an auction with numbers. Coinche also offers sans atout and tout atout.</source>
        <translation>La belote classique choisit l&apos;atout grâce à la retourne&#xa0;; la coinche et la contrée se jouent avec des enchères chiffrées. La coinche propose en plus le sans atout et le tout atout.</translation>
    </message>
    <message>
        <location line="-598"/>
        <source>Sequences for declarations</source>
        <translation>Suites pour les annonces</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sans atout (no trumps) and tout atout (all suits are trump) are contracts of coinche only. Sans atout ranks every suit like a plain suit; tout atout ranks every suit like the trump suit.</source>
        <translation>Le sans atout (aucun atout) et le tout atout (toutes les couleurs sont atout) sont des contrats propres à la coinche. En sans atout, chaque couleur se classe comme une couleur ordinaire&#xa0;; en tout atout, chaque couleur se classe comme la couleur d&apos;atout.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Whole suit</source>
        <translation>Total de la couleur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump</source>
        <translation>Atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not trump</source>
        <translation>Hors atout</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Card points</source>
        <translation>Points des cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tricks you win are worth the points of the cards in them. What a card is worth depends on the contract, as the table shows.</source>
        <translation>Les plis que vous remportez valent les points des cartes qu&apos;ils contiennent. La valeur d&apos;une carte dépend du contrat, comme le montre le tableau.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With a trump suit, the trump suit holds 62 points and each other suit 30: 152 in all. Whoever wins the eighth and last trick adds 10 more, the &lt;i&gt;dix de der&lt;/i&gt;, so every deal shares out 162 points.</source>
        <translation>Avec une couleur d&apos;atout, l&apos;atout vaut 62 points et chacune des autres couleurs 30&#xa0;: 152 en tout. L&apos;équipe qui remporte le huitième et dernier pli ajoute 10 points, le &lt;i&gt;dix de der&lt;/i&gt;&#xa0;; chaque donne répartit donc 162 points.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In sans atout and in tout atout every suit is worth 38, so these contracts also hold 152 points, 162 with the last trick.</source>
        <translation>En sans atout comme en tout atout, chaque couleur vaut 38&#xa0;: ces contrats totalisent donc eux aussi 152 points, 162 avec le dernier pli.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Dealing</source>
        <translation>La distribution</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance picks the first dealer. After every deal, even one that nobody wanted to play, the next player becomes the dealer.</source>
        <translation>Le premier donneur est tiré au sort. Après chaque donne, même celle que personne n&apos;a voulu jouer, le joueur suivant devient donneur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Between deals the cards are not shuffled: the tricks are gathered into one pile, which is cut and dealt again. Only a new match starts from a shuffled pack.</source>
        <translation>Entre deux donnes, les cartes ne sont pas mélangées&#xa0;: les plis sont réunis en un seul paquet, que l&apos;on coupe avant de redistribuer. Seule une nouvelle partie commence avec un jeu mélangé.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The cards are shuffled before every deal.</source>
        <translation>Les cartes sont mélangées avant chaque donne.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The dealer gives the cards out starting with the next player.</source>
        <translation>Le donneur distribue les cartes en commençant par le joueur suivant.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Each player gets three cards, then two, then three: eight in all, straight away. No card is turned up.</source>
        <translation>Chaque joueur reçoit trois cartes, puis deux, puis trois&#xa0;: huit en tout, d&apos;emblée. Aucune carte n&apos;est retournée.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bidding in classic belote</source>
        <translation>Les enchères à la belote classique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bidding decides which suit is trump and which team must prove it was right to choose it. There are at most two rounds, each starting with the player after the dealer.</source>
        <translation>Les enchères décident de la couleur d&apos;atout et de l&apos;équipe qui devra prouver qu&apos;elle a eu raison de la choisir. Il y a au plus deux tours, qui commencent chacun par le joueur placé après le donneur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First round</source>
        <translation>Premier tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player in turn either takes, which makes the suit of the up-card trump, or passes.</source>
        <translation>Chaque joueur, à son tour, prend (la couleur de la retourne devient alors l&apos;atout) ou passe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Second round</source>
        <translation>Second tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If all four passed, each player in turn may name a trump suit or pass again. The suit of the up-card can no longer be chosen.</source>
        <translation>Si les quatre joueurs ont passé, chacun à son tour peut nommer une couleur d&apos;atout ou passer à nouveau. La couleur de la retourne ne peut plus être choisie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If all four passed, each player in turn may name a trump suit or pass again. Any suit may be named, the up-card&apos;s suit included.</source>
        <translation>Si les quatre joueurs ont passé, chacun à son tour peut nommer une couleur d&apos;atout ou passer à nouveau. Toutes les couleurs peuvent être nommées, y compris celle de la retourne.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The first player to take ends the bidding. That player&apos;s team are the takers; the other team is the defence. If nobody takes in either round, the cards are thrown in and the next dealer deals.</source>
        <translation>Le premier joueur qui prend met fin aux enchères. Son équipe forme les preneurs&#xa0;; l&apos;autre équipe forme la défense. Si personne ne prend au cours des deux tours, la donne est annulée et le donneur suivant redistribue.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bidding in coinche and contrée</source>
        <translation>Les enchères à la coinche et à la contrée</translation>
    </message>
    <message>
        <location line="-194"/>
        <source>In classic belote the takers must count more points than the defence (the scoring section says what an equal count gives).</source>
        <translation>À la belote classique, les preneurs doivent compter plus de points que la défense (la section sur le décompte indique ce que donne une égalité).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In classic belote with &lt;i&gt;Contract on card points&lt;/i&gt;, the takers must take at least 81 of the 162 points of cards and last trick; their declarations and belote do not count for this.</source>
        <translation>À la belote classique avec &lt;i&gt;Contrat aux points des cartes&lt;/i&gt;, les preneurs doivent faire au moins 81 des 162 points des cartes et du dernier pli&#xa0;; leurs annonces et leur belote ne comptent pas pour cela.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Points come from the cards won in tricks, from the last trick, and from some combinations of cards held in the hand. If the takers make their contract, both teams score what they counted, the takers with their bid added in coinche and contrée (a coinched contract is scored differently: see its section); if they fail, they are &lt;i&gt;dedans&lt;/i&gt; and the defence scores the points of the deal. Deals follow one another until a team reaches the target.</source>
        <translation>Les points viennent des cartes remportées dans les plis, du dernier pli et de certaines combinaisons de cartes que l&apos;on a en main. Si les preneurs réussissent leur contrat, les deux équipes marquent ce qu&apos;elles ont compté, les preneurs y ajoutant leur enchère à la coinche et à la contrée (un contrat coinché se marque autrement&#xa0;: voir sa section)&#xa0;; s&apos;ils chutent, ils sont &lt;i&gt;dedans&lt;/i&gt; et la défense marque les points de la donne. Les donnes se succèdent jusqu&apos;à ce qu&apos;une équipe atteigne l&apos;objectif.</translation>
    </message>
    <message>
        <location line="+164"/>
        <source>The dealer speaks last in the second round and may name any suit there, the up-card&apos;s suit included: having seen everyone else pass twice, the dealer gets the last word.</source>
        <translation>Le donneur parle le dernier au second tour et peut y nommer n&apos;importe quelle couleur, y compris celle de la retourne&#xa0;: ayant vu tous les autres passer deux fois, le donneur a le dernier mot.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Here the players bid for a contract: the number of points their team promises to reach and the trump they want. The player after the dealer bids first; then each in turn bids or passes.</source>
        <translation>Ici, les joueurs enchérissent pour un contrat&#xa0;: le nombre de points que leur équipe s&apos;engage à atteindre et l&apos;atout qu&apos;ils veulent. Le joueur placé après le donneur parle en premier&#xa0;; puis chacun à son tour enchérit ou passe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bids go from 80 to 160 in steps of ten. Above 160 comes &lt;i&gt;capot&lt;/i&gt;, a promise to win all eight tricks, worth 250. Every bid must be higher than the one before it.</source>
        <translation>Les enchères vont de 80 à 160, de dix en dix. Au-dessus de 160 vient le &lt;i&gt;capot&lt;/i&gt;, l&apos;engagement de remporter les huit plis, qui vaut 250. Chaque enchère doit être supérieure à la précédente.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In contrée the trump of a bid is one of the four suits.</source>
        <translation>À la contrée, l&apos;atout d&apos;une enchère est l&apos;une des quatre couleurs.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In coinche a bid may name one of the four suits, &lt;i&gt;sans atout&lt;/i&gt; (no trump at all) or &lt;i&gt;tout atout&lt;/i&gt; (every suit is trump).</source>
        <translation>À la coinche, une enchère peut nommer l&apos;une des quatre couleurs, &lt;i&gt;sans atout&lt;/i&gt; (pas d&apos;atout du tout) ou &lt;i&gt;tout atout&lt;/i&gt; (toutes les couleurs sont atout).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Doubling</source>
        <translation>Le contre</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The bidding also ends when a bid is followed by three passes in a row. If all four players pass without any bid, the cards are thrown in and the next dealer deals.</source>
        <translation>Les enchères prennent aussi fin quand, après une enchère, les trois joueurs suivants passent. Si les quatre joueurs passent sans aucune enchère, la donne est annulée et le donneur suivant redistribue.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A bid followed by three passes in a row does not end the bidding yet: the last raise follows. If all four players pass without any bid, the cards are thrown in and the next dealer deals.</source>
        <translation>Une enchère suivie de trois passes consécutives ne clôt pas encore les enchères&#xa0;: la dernière surenchère suit. Si les quatre joueurs passent sans aucune enchère, la donne est annulée et le donneur suivant redistribue.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Example: 100 in hearts raised to 120, made</source>
        <translation>Exemple&#xa0;: 100 à cœur monté à 120, réussi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers count %1 and reach the %2 they raised to: they score %1 + %2 = %3, twenty more than the 100 would have brought, and the defence keeps its %4. Had they counted 115, the 100 would have been made but the %2 fails: the defence would have scored 160 + %2 = 280.</source>
        <translation>Les preneurs comptent %1 et atteignent les %2 auxquels ils ont monté&#xa0;: ils marquent %1 + %2 = %3, vingt de plus que ce qu&apos;aurait rapporté le 100, et la défense garde ses %4. S&apos;ils avaient compté 115, le 100 aurait été réussi, mais le %2 chute&#xa0;: la défense aurait marqué 160 + %2 = 280.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The last raise</source>
        <translation>La dernière surenchère</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a bid has been followed by three passes and nobody has doubled it, its bidder alone may raise the contract once more, to any higher value up to capot but in the same trump, or keep it as it is. Then each opponent in turn, starting with the one after the bidder, may double it; after a double the bidding team may redouble, as above. Then the bidding is over. A contract doubled during the bidding has no last raise, and a capot cannot be raised: its opponents are only asked whether they double.</source>
        <translation>Quand une enchère a été suivie de trois passes et que personne ne l&apos;a contrée, son enchérisseur, et lui seul, peut encore monter le contrat une fois, à n&apos;importe quelle valeur supérieure jusqu&apos;au capot, mais dans le même atout, ou le garder tel quel. Ensuite chaque adversaire à son tour, en commençant par celui qui suit l&apos;enchérisseur, peut le contrer&#xa0;; après un contre, l&apos;équipe qui a fait l&apos;enchère peut surcontrer, comme plus haut. Les enchères sont alors closes. Un contrat contré pendant les enchères n&apos;a pas de dernière surenchère, et un capot ne peut pas être monté&#xa0;: on demande seulement à ses adversaires s&apos;ils contrent.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Example: North bids 100 in hearts; East, South and West pass. North, whose partner has not spoken up but whose opponents are silent too, raises to 120 hearts. East passes, West passes: North and South play 120 in hearts. Had West doubled, North or South could still have redoubled.</source>
        <translation>Exemple&#xa0;: Nord enchérit à 100 à cœur&#xa0;; Est, Sud et Ouest passent. Nord, dont le partenaire ne s&apos;est pas manifesté mais dont les adversaires se taisent aussi, monte à 120 cœur. Est passe, Ouest passe&#xa0;: Nord et Sud jouent 120 à cœur. Si Ouest avait fait un contre, Nord ou Sud auraient encore pu surcontrer.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing the cards</source>
        <translation>Le jeu de la carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A deal has eight tricks. The player after the dealer leads the first one, and whoever wins a trick leads the next. The leader may play any card; the others must obey the rules below.</source>
        <translation>Une donne compte huit plis. Le joueur placé après le donneur entame le premier, et celui qui remporte un pli entame le suivant. Celui qui entame peut jouer n&apos;importe quelle carte&#xa0;; les autres doivent respecter les règles ci-dessous.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1. Follow suit</source>
        <translation>1. Fournir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you hold a card of the suit that was led, you must play one.</source>
        <translation>Si vous avez une carte de la couleur demandée, vous devez en jouer une.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spades are led; you have spades.</source>
        <translation>On entame pique&#xa0;; vous avez du pique.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Either spade may be played; the jack of trump and the diamond must wait.</source>
        <translation>Vous pouvez jouer l&apos;un ou l&apos;autre pique&#xa0;; le valet d&apos;atout et le carreau doivent attendre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When trump is led you must also go higher than the best trump already played if you can, even when your partner is winning the trick. If you cannot, any trump will do.</source>
        <translation>Quand l&apos;atout est demandé, vous devez en plus monter au-dessus du meilleur atout déjà joué si vous le pouvez, même si votre partenaire est maître du pli. Sinon, n&apos;importe quel atout convient.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hearts are trump and a trump is led.</source>
        <translation>Cœur est atout et on entame atout.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The nine beats the ten in trump, so it must be played although your partner is winning.</source>
        <translation>À l&apos;atout, le neuf bat le dix&#xa0;: vous devez donc le jouer, bien que votre partenaire soit maître.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2. Partner winning</source>
        <translation>2. Partenaire maître</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you have none of the led suit and your partner is winning the trick at that moment, you may play any card.</source>
        <translation>Si vous n&apos;avez pas la couleur demandée et que votre partenaire est maître du pli à ce moment-là, vous pouvez jouer n&apos;importe quelle carte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your partner holds the trick; you have no spades.</source>
        <translation>Votre partenaire est maître du pli&#xa0;; vous n&apos;avez pas de pique.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are free to keep your trump and discard.</source>
        <translation>Vous êtes libre de garder votre atout et de vous défausser.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3. Trumping</source>
        <translation>3. Couper</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you have none of the led suit, your partner is not winning and you hold a trump, you must play a trump.</source>
        <translation>Si vous n&apos;avez pas la couleur demandée, que votre partenaire n&apos;est pas maître et que vous avez de l&apos;atout, vous devez couper.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An opponent leads a spade; you have none.</source>
        <translation>Un adversaire entame pique&#xa0;; vous n&apos;en avez pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your only trump, the seven of hearts, must be played.</source>
        <translation>Votre seul atout, le sept de cœur, doit être joué.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If somebody has already trumped, you must play a higher trump when you have one (overtrump).</source>
        <translation>Si quelqu&apos;un a déjà coupé, vous devez jouer un atout plus fort si vous en avez un (surcouper).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An opponent has trumped with the queen.</source>
        <translation>Un adversaire a coupé avec la dame.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The king is the only trump that beats the queen.</source>
        <translation>Le roi est le seul atout qui bat la dame.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If you cannot beat that trump, you must still play a lower one (undertrump). Only a player without any trump may play another card.</source>
        <translation>Si vous ne pouvez pas battre cet atout, vous devez quand même en jouer un plus faible (sous-couper). Seul un joueur sans aucun atout peut jouer une autre carte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+11"/>
        <source>An opponent has trumped with the nine.</source>
        <translation>Un adversaire a coupé avec le neuf.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Neither of your trumps beats the nine, but one of them must be played.</source>
        <translation>Aucun de vos atouts ne bat le neuf, mais vous devez en jouer un.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you cannot beat that trump, you may play a lower trump or any other card: undertrumping is not required.</source>
        <translation>Si vous ne pouvez pas battre cet atout, vous pouvez jouer un atout plus faible ou n&apos;importe quelle autre carte&#xa0;: sous-couper n&apos;est pas obligatoire.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Neither of your trumps beats the nine, so you may keep them and discard the king.</source>
        <translation>Aucun de vos atouts ne bat le neuf&#xa0;: vous pouvez donc les garder et vous défausser du roi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>4. No trump in hand</source>
        <translation>4. Pas d&apos;atout en main</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With none of the led suit and no trump at all, any card may be played.</source>
        <translation>Sans la couleur demandée et sans aucun atout, vous pouvez jouer n&apos;importe quelle carte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sans atout and tout atout</source>
        <translation>Sans atout et tout atout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In sans atout there is no trump: follow suit when you can, otherwise play anything.</source>
        <translation>En sans atout, il n&apos;y a pas d&apos;atout&#xa0;: fournissez si vous le pouvez, sinon jouez ce que vous voulez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In tout atout you must follow suit and, if you can, beat the best card of the led suit in the trick, whoever is winning it. Without the led suit, play anything.</source>
        <translation>En tout atout, vous devez fournir et, si vous le pouvez, battre la meilleure carte de la couleur demandée dans le pli, quel que soit le joueur qui en est maître. Sans la couleur demandée, jouez ce que vous voulez.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tout atout: a king of spades is led.</source>
        <translation>Tout atout&#xa0;: on entame le roi de pique.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In tout atout the ten ranks above the king, so the ten is the card to play.</source>
        <translation>En tout atout, le dix est plus fort que le roi&#xa0;: c&apos;est donc le dix qu&apos;il faut jouer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who wins the trick</source>
        <translation>Qui remporte le pli</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game refuses a card the rules do not allow and tells you which rule forbids it; nothing else changes, and you can choose again.</source>
        <translation>Le jeu refuse une carte que les règles n&apos;autorisent pas et vous indique la règle qui l&apos;interdit&#xa0;; rien d&apos;autre ne change et vous pouvez choisir à nouveau.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+329"/>
        <source>Declarations</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location line="-328"/>
        <source>Some combinations in your hand earn points when you announce them: runs of one suit and four cards of the same rank.</source>
        <translation>Certaines combinaisons de votre main rapportent des points quand vous les annoncez&#xa0;: les suites dans une même couleur et les carrés (quatre cartes de même rang).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This game is played without declarations: only belote-rebelote still counts.</source>
        <translation>Cette partie se joue sans annonces&#xa0;: seule la belote-rebelote compte encore.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Declaration</source>
        <translation>Annonce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tierce: three in sequence</source>
        <translation>Tierce&#xa0;: suite de trois cartes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four jacks</source>
        <translation>Carré de valets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four nines</source>
        <translation>Carré de neuf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four aces, tens, kings or queens</source>
        <translation>Carré d&apos;as, de dix, de rois ou de dames</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A sequence is a run of one suit in the order ace, king, queen, jack, ten, nine, eight, seven. A run of five or more counts once, as 100; it is never split into shorter ones. Each card can be part of only one declaration, and a hand is counted in the way that gives the most points.</source>
        <translation>Une suite est une série de cartes d&apos;une même couleur dans l&apos;ordre as, roi, dame, valet, dix, neuf, huit, sept. Une suite de cinq cartes ou plus compte une seule fois, pour 100&#xa0;; elle n&apos;est jamais découpée en suites plus courtes. Chaque carte ne peut servir qu&apos;à une seule annonce, et une main est comptée de la façon qui rapporte le plus de points.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You announce your declarations as you play your first card of the first trick, and show them at the second trick. Once the first trick is over, the declarations of the two teams are compared.</source>
        <translation>Vous faites vos annonces en jouant votre première carte du premier pli, et vous les montrez au deuxième pli. Une fois le premier pli terminé, on compare les annonces des deux équipes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Which team scores</source>
        <translation>Quelle équipe marque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the team with the single best declaration scores, but then it scores all of its declarations; the other team scores none.</source>
        <translation>Seule l&apos;équipe qui détient la meilleure annonce marque, mais elle marque alors toutes ses annonces&#xa0;; l&apos;autre équipe n&apos;en marque aucune.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Four of a kind beats any sequence; between two, the one worth more wins, and at equal value aces beat tens, tens beat kings and kings beat queens. Between sequences the longer wins, then the one with the higher top card, then a sequence in trump; if they are still equal, the one announced first in the first trick wins.</source>
        <translation>Un carré bat n&apos;importe quelle suite&#xa0;; entre deux carrés, celui qui vaut le plus l&apos;emporte et, à valeur égale, les as battent les dix, les dix battent les rois et les rois battent les dames. Entre deux suites, la plus longue l&apos;emporte, puis celle qui a la plus forte carte de tête, puis une suite à l&apos;atout&#xa0;; en cas d&apos;égalité parfaite, celle annoncée en premier au premier pli l&apos;emporte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: North declares a quarte up to the king and a tierce, East a tierce up to the ace. The quarte is longer than any tierce, so North and South score 50 + 20 = 70 and East and West nothing.</source>
        <translation>Exemple&#xa0;: Nord annonce un cinquante au roi et une tierce, Est une tierce à l&apos;as. Le cinquante est plus long que n&apos;importe quelle tierce&#xa0;: Nord et Sud marquent donc 50 + 20 = 70, et Est et Ouest rien.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Example: equal sequences, one in trump</source>
        <translation>Exemple&#xa0;: suites égales, dont une à l&apos;atout</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A team that wins no trick at all loses its declarations.</source>
        <translation>Une équipe qui ne remporte aucun pli perd ses annonces.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Belote and rebelote</source>
        <translation>Belote et rebelote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds both the king and the queen of trump says “belote” when playing the first of the two and “rebelote” with the second. Their team earns 20 points.</source>
        <translation>Le joueur qui a le roi et la dame d&apos;atout dit «&#xa0;belote&#xa0;» en jouant la première de ces deux cartes et «&#xa0;rebelote&#xa0;» en jouant la seconde. Son équipe gagne 20 points.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The 20 points count only if belote is said. The computer players always say it, and the game says it for you automatically.</source>
        <translation>Les 20 points ne comptent que si la belote est annoncée. Les joueurs virtuels l&apos;annoncent toujours, et le jeu l&apos;annonce automatiquement pour vous.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The 20 points count only if belote is said. The computer players always say it; you are asked when you play the first of the two cards, and if you decline, the points are lost.</source>
        <translation>Les 20 points ne comptent que si la belote est annoncée. Les joueurs virtuels l&apos;annoncent toujours&#xa0;; la question vous est posée quand vous jouez la première des deux cartes, et si vous refusez, les points sont perdus.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Belote always stays with its team, whether the contract is made or not. It is not a declaration: it is never compared with the other team&apos;s, and it counts even in a game without declarations.</source>
        <translation>La belote reste toujours acquise à son équipe, que le contrat soit réussi ou non. Ce n&apos;est pas une annonce&#xa0;: elle n&apos;est jamais comparée à celles de l&apos;autre équipe, et elle compte même dans une partie sans annonces.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sans atout and tout atout have no belote.</source>
        <translation>Il n&apos;y a pas de belote en sans atout ni en tout atout.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Example: a contract made</source>
        <translation>Exemple&#xa0;: contrat réussi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers count %1 against %2: the contract is made, and each team scores what it counted.</source>
        <translation>Les preneurs comptent %1 contre %2&#xa0;: le contrat est réussi et chaque équipe marque ce qu&apos;elle a compté.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Example: a contract failed</source>
        <translation>Exemple&#xa0;: contrat chuté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers count %1 against %2: the contract fails. The defence scores 162 plus the declarations, %3 in all; the takers keep only their belote, %4.</source>
        <translation>Les preneurs comptent %1 contre %2&#xa0;: le contrat chute. La défense marque 162 plus les annonces, soit %3 en tout&#xa0;; les preneurs ne gardent que leur belote, %4.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Example: a capot</source>
        <translation>Exemple&#xa0;: un capot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The takers won all eight tricks: 152 card points, 10 for the last trick and the capot bonus of 90 make 252, and with their belote they score %1. The defence scores nothing.</source>
        <translation>Les preneurs ont remporté les huit plis&#xa0;: 152 points des cartes, 10 pour le dernier pli et la prime de capot de 90 font 252, et avec leur belote ils marquent %1. La défense ne marque rien.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Example: a litige</source>
        <translation>Exemple&#xa0;: un litige</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both teams count %1: a litige. The defence scores its %1 at once and the takers their belote, %2; the takers&apos; other %3 points wait for the team that wins the next deal.</source>
        <translation>Les deux équipes comptent %1&#xa0;: il y a litige. La défense marque tout de suite ses %1 et les preneurs leur belote, %2&#xa0;; les %3 autres points des preneurs attendent l&apos;équipe qui remportera la donne suivante.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Scoring in classic belote</source>
        <translation>Le décompte à la belote classique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the eighth trick each team adds up its card points, the 10 for the last trick, its declarations if they score, and its belote.</source>
        <translation>Après le huitième pli, chaque équipe additionne les points des cartes de ses plis, les 10 du dernier pli, ses annonces si elles comptent, et sa belote.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A tie</source>
        <translation>L&apos;égalité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When both teams counted the same, the contract counts as made.</source>
        <translation>Quand les deux équipes ont compté autant, le contrat est considéré comme réussi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When both teams counted the same, the contract counts as failed.</source>
        <translation>Quand les deux équipes ont compté autant, le contrat est considéré comme chuté.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When both teams counted the same, there is a &lt;i&gt;litige&lt;/i&gt;: the defence scores its points at once, the takers keep only their belote, and the rest of the takers&apos; points wait. The team that wins the next deal collects them (the takers of that deal if they make their contract, otherwise its defence); if that deal is thrown in or tied again, they wait longer.</source>
        <translation>Quand les deux équipes ont compté autant, il y a &lt;i&gt;litige&lt;/i&gt;&#xa0;: la défense marque tout de suite ses points, les preneurs ne gardent que leur belote, et le reste des points des preneurs est mis en attente. L&apos;équipe qui remporte la donne suivante les récupère (les preneurs de cette donne s&apos;ils réussissent leur contrat, sinon sa défense)&#xa0;; si cette donne est annulée ou de nouveau à égalité, ils attendent encore.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capot</source>
        <translation>Capot</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Each team&apos;s score for a deal is rounded to the nearest ten, 5 going up.</source>
        <translation>Le score de chaque équipe pour une donne est arrondi à la dizaine la plus proche, 5 étant arrondi au-dessus.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Example: 100 in spades, made</source>
        <translation>Exemple&#xa0;: 100 à pique, réussi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With %1 the takers reach their bid of %2: they score %1 + %2 = %3, the defence keeps its %4.</source>
        <translation>Avec %1, les preneurs atteignent leur enchère de %2&#xa0;: ils marquent %1 + %2 = %3, la défense garde ses %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Example: 110 in diamonds, coinched, failed</source>
        <translation>Exemple&#xa0;: 110 à carreau, coinché, chuté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With %1 the takers stay below %2. The defence scores 160 + %2 × 2 = %3; the takers keep only their belote, %4.</source>
        <translation>Avec %1, les preneurs restent sous %2. La défense marque 160 + %2 × 2 = %3&#xa0;; les preneurs ne gardent que leur belote, %4.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Scoring in coinche and contrée</source>
        <translation>Le décompte à la coinche et à la contrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The takers make their contract when their card points, the last trick, their scoring declarations and their belote together reach the bid. A capot bid is made only by winning all eight tricks.</source>
        <translation>Les preneurs réussissent leur contrat quand les points des cartes de leurs plis, le dernier pli, leurs annonces qui comptent et leur belote atteignent ensemble l&apos;enchère. Une enchère de capot n&apos;est réussie qu&apos;en remportant les huit plis.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takers score</source>
        <translation>Les preneurs marquent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence scores</source>
        <translation>La défense marque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made, not coinched or contré (×1)</source>
        <translation>Réussi, ni coinché ni contré (×1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what they counted + the bid</source>
        <translation>ce qu&apos;ils ont compté + l&apos;enchère</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what it counted</source>
        <translation>ce qu&apos;elle a compté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made, coinched or contré (×2), surcoinched or surcontré (×4)</source>
        <translation>Réussi, coinché ou contré (×2), surcoinché ou surcontré (×4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>160 + bid × multiplier + their declarations and belote</source>
        <translation>160 + enchère × multiplicateur + leurs annonces et leur belote</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its belote only</source>
        <translation>sa belote seulement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>Chuté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>their belote only</source>
        <translation>leur belote seulement</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A capot bid counts as 250 in these sums. A team that wins every trick counts 252 card points, as in classic belote.</source>
        <translation>Dans ces calculs, une enchère de capot vaut 250. Une équipe qui remporte tous les plis compte 252 points des cartes, comme à la belote classique.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Had the 100 in spades been coinched, the takers would have scored 160 + 100 × 2 + 20 = 380 and the defence nothing.</source>
        <translation>Si le 100 à pique avait été coinché, les preneurs auraient marqué 160 + 100 × 2 + 20 = 380 et la défense rien.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>End of the match</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match lasts a fixed number of deals; deals that were thrown in do not count. After the last one the higher total wins; if the totals are equal, one more deal is played.</source>
        <translation>La partie dure un nombre fixe de donnes&#xa0;; les donnes annulées ne comptent pas. Après la dernière, le total le plus élevé l&apos;emporte&#xa0;; en cas d&apos;égalité, on joue une donne de plus.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Direction of play</source>
        <translation>Sens du jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clockwise</source>
        <translation>sens horaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counterclockwise</source>
        <translation>sens antihoraire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which way the deal, the bidding and the play go round the table.</source>
        <translation>Dans quel sens la distribution, les enchères et le jeu tournent autour de la table.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The score that wins the match; any other number can be set, or a fixed number of deals instead.</source>
        <translation>Le score qui fait gagner la partie&#xa0;; on peut choisir n&apos;importe quel autre nombre, ou bien un nombre fixe de donnes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shuffle between deals</source>
        <translation>Mélanger entre les donnes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off: the played cards are only cut, so the cards of one deal shape the next. On: a fresh shuffle every deal.</source>
        <translation>Non&#xa0;: les cartes jouées sont seulement coupées, si bien que les cartes d&apos;une donne influencent la suivante. Oui&#xa0;: un nouveau mélange à chaque donne.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any suit in round two</source>
        <translation>Toute couleur au second tour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic only: whether the up-card&apos;s suit may still be named in the second round of bidding.</source>
        <translation>Classique seulement&#xa0;: indique si la couleur de la retourne peut encore être nommée au second tour d&apos;enchères.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The dealer&apos;s free choice in round two</source>
        <translation>Libre choix du donneur au second tour</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic only: the dealer, who speaks last in the second round, may name any suit there, the up-card&apos;s included, while the others still may not (a Polish custom).</source>
        <translation>Classique seulement&#xa0;: le donneur, qui parle le dernier au second tour, peut y nommer n&apos;importe quelle couleur, y compris celle de la retourne, alors que les autres ne le peuvent toujours pas (un usage polonais).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last raise</source>
        <translation>Dernière surenchère</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coinche and contrée: after three passes the highest bidder may raise the contract once more or keep it, and then each opponent may double.</source>
        <translation>Coinche et contrée&#xa0;: après trois passes, le plus fort enchérisseur peut monter le contrat une fois encore ou le garder, puis chaque adversaire peut contrer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Whether sequences and four of a kind score. Belote-rebelote counts either way.</source>
        <translation>Indique si les suites et les carrés comptent. La belote-rebelote compte dans tous les cas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Say belote for me</source>
        <translation>Annoncer la belote pour moi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On: your belote is announced for you. Off: you are asked each time.</source>
        <translation>Oui&#xa0;: votre belote est annoncée pour vous. Non&#xa0;: la question vous est posée à chaque fois.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Equal counts</source>
        <translation>Égalité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>made</source>
        <translation>réussi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>chuté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>litige</source>
        <translation>litige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic only: what happens when takers and defence counted the same. Litige holds the takers&apos; points back for the winner of the next deal.</source>
        <translation>Classique seulement&#xa0;: ce qui se passe quand les preneurs et la défense ont compté autant. Le litige met de côté les points des preneurs pour le gagnant de la donne suivante.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Contract on card points</source>
        <translation>Contrat aux points des cartes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic only: when on, the takers need at least 81 of the 162 points of cards and last trick; declarations and belote do not decide the contract.</source>
        <translation>Classique seulement&#xa0;: si oui, les preneurs doivent avoir au moins 81 des 162 points des cartes et du dernier pli&#xa0;; les annonces et la belote ne décident pas du contrat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round to ten</source>
        <translation>Arrondir à la dizaine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic only: each deal&apos;s scores are rounded to the nearest ten.</source>
        <translation>Classique seulement&#xa0;: le score de chaque donne est arrondi à la dizaine la plus proche.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undertrumping</source>
        <translation>Sous-coupe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>required</source>
        <translation>obligatoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optional</source>
        <translation>facultative</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether a player who must trump but cannot beat the trump already played has to play a lower trump, or may discard instead (a common house rule).</source>
        <translation>Indique si un joueur qui doit couper sans pouvoir battre l&apos;atout déjà joué est obligé de sous-couper, ou s&apos;il peut se défausser à la place (une règle maison répandue).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rule options</source>
        <translation>Options de règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote is played in many ways. These options choose between the common ones; the settings dialog sets them before a match. The value in effect is highlighted.</source>
        <translation>La belote se joue de bien des façons. Ces options permettent de choisir entre les plus courantes&#xa0;; la fenêtre des paramètres les règle avant une partie. La valeur en vigueur est mise en évidence.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Presets</source>
        <translation>Préréglages</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Classic&lt;/b&gt;: classic belote with every option at its first value, to 1001.</source>
        <translation>&lt;b&gt;Classique&lt;/b&gt;&#xa0;: belote classique avec chaque option à sa première valeur, en 1001.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Coinche&lt;/b&gt;: the coinche auction, to 701.</source>
        <translation>&lt;b&gt;Coinche&lt;/b&gt;&#xa0;: les enchères de la coinche, en 701.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Contrée&lt;/b&gt;: the contrée auction, to 701, without declarations.</source>
        <translation>&lt;b&gt;Contrée&lt;/b&gt;&#xa0;: les enchères de la contrée, en 701, sans annonces.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Polish classic&lt;/b&gt;: classic belote to 1000, in which the dealer may name any suit in the second round.</source>
        <translation>&lt;b&gt;Classique polonaise&lt;/b&gt;&#xa0;: belote classique en 1000, où le donneur peut nommer n&apos;importe quelle couleur au second tour.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Contrée with a last raise&lt;/b&gt;: the contrée preset, with the last raise after three passes.</source>
        <translation>&lt;b&gt;Contrée avec dernière surenchère&lt;/b&gt;&#xa0;: la contrée prédéfinie, avec la dernière surenchère après trois passes.</translation>
    </message>
</context>
<context>
    <name>RulesPanel</name>
    <message>
        <location filename="../belote_desktop/ui/help/rules_panel.py" line="+56"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not in this game</source>
        <translation>Pas dans cette partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not in this game: this section is about %1.</source>
        <comment>variant names</comment>
        <translation>Pas dans cette partie&#xa0;: cette section concerne %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game: %1</source>
        <comment>option values, separated by dots</comment>
        <translation>Dans cette partie&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not in this game</source>
        <translation>pas dans cette partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not in this game: %1</source>
        <comment>the game the text is about, e.g. Coinche</comment>
        <translation>pas dans cette partie&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game</source>
        <translation>Dans cette partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sans atout (no trump)</source>
        <translation>sans atout (aucun atout)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tout atout (all trumps)</source>
        <translation>tout atout (tout est atout)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump:</source>
        <translation>Atout&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the table:</source>
        <translation>Sur la table&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand:</source>
        <translation>Votre main&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may play:</source>
        <translation>Vous pouvez jouer&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card points</source>
        <translation>Points des cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick</source>
        <translation>Dernier pli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote</source>
        <translation>Belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capot bonus</source>
        <translation>Prime de capot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declared, in the order of play:</source>
        <translation>Annonces, dans l&apos;ordre de jeu&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted</source>
        <translation>Total compté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal score</source>
        <translation>Points de la donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takers</source>
        <translation>Preneurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence</source>
        <translation>Défense</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract: %1 trump</source>
        <comment>trump symbol</comment>
        <translation>Contrat&#xa0;: atout %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract: %1 %2</source>
        <comment>bid value, trump symbol</comment>
        <translation>Contrat&#xa0;: %1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trick, in the order played:</source>
        <translation>Le pli, dans l&apos;ordre de jeu&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins the trick: %1</source>
        <comment>a seat, e.g. North</comment>
        <translation>Gagne le pli&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card points: %1 · Roem: %2</source>
        <translation>Points des cartes&#xa0;: %1 · Roem&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Makers</source>
        <translation>Preneurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defenders</source>
        <translation>Défense</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem</source>
        <translation>Roem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pit bonus</source>
        <translation>Prime de pit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made</source>
        <translation>Réussi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nat</source>
        <translation>Nat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What it does</source>
        <translation>Effet</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Rules topics</source>
        <translation>Sujets des règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules text</source>
        <translation>Texte des règles</translation>
    </message>
</context>
<context>
    <name>ScoreGraph</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/graph.py" line="+92"/>
        <source>No deal has been scored yet.</source>
        <translation>Aucune donne n&apos;a encore été marquée.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Level at %1 points each after %n deals.</source>
        <translation>
            <numerusform>Égalité&#xa0;: %1 points chacun après %n donne.</numerusform>
            <numerusform>Égalité&#xa0;: %1 points chacun après %n donnes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 lead by %2 points after %n deals.</source>
        <translation>
            <numerusform>Avance de %2 points pour %1 après %n donne.</numerusform>
            <numerusform>Avance de %2 points pour %1 après %n donnes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After deal %1: %2 %3, %4 %5.</source>
        <translation>Après la donne %1&#xa0;: %2 %3, %4 %5.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Graph of the running totals</source>
        <translation>Graphique des totaux cumulés</translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>to %n points</source>
        <comment>the match&apos;s target, beside its line</comment>
        <translation>
            <numerusform>en %n point</numerusform>
            <numerusform>en %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../belote_desktop/ui/common/words.py" line="-50"/>
        <source>Thrown in</source>
        <comment>a deal everyone passed</comment>
        <translation>Annulée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 by %2</source>
        <comment>classic contract: trump, taker</comment>
        <translation>%1 par %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capot %1 by %2</source>
        <comment>capot bid: trump, taker</comment>
        <translation>Capot %1 par %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%3 %1 by %2</source>
        <comment>value bid: trump, taker, value</comment>
        <translation>%3 %1 par %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, contré</source>
        <comment>contrée: a doubled contract</comment>
        <translation>%1, contré</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, coinched</source>
        <comment>a doubled contract</comment>
        <translation>%1, coinché</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, surcontré</source>
        <comment>contrée: a redoubled contract</comment>
        <translation>%1, surcontré</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, surcoinched</source>
        <comment>a redoubled contract</comment>
        <translation>%1, surcoinché</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You &amp; Partner</source>
        <translation>Nous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <translation>Eux</translation>
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
        <translation>Réussi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed</source>
        <comment>the contract</comment>
        <translation>Chuté</translation>
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
        <translation>Donne</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+0"/>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+0"/>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+1"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="-3"/>
        <source>Total
%1</source>
        <translation>Total
%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declarations</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location line="-10"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+5"/>
        <source>Number</source>
        <translation>Numéro</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Points this deal added to %1</source>
        <translation>Points de cette donne pour %1</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Running total of %1</source>
        <translation>Total cumulé de %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The declarations that scored, and who declared them</source>
        <translation>Les annonces qui ont compté, et qui les a faites</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The deal&apos;s number: Game &gt; Play a deal by number deals its cards again</source>
        <translation>Le numéro de la donne&#xa0;: Partie &gt; Jouer une donne par son numéro redistribue ses cartes</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Copy the deal&apos;s number</source>
        <translation>&amp;Copier le numéro de la donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the whole sheet as &amp;text</source>
        <translation>Copier toute la feuille de marque en &amp;texte</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Classic belote</source>
        <translation>Belote classique</translation>
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
            <numerusform>%n donne</numerusform>
            <numerusform>%n donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1, %n to go</source>
        <comment>klaverjas: deals of the boompje still to play</comment>
        <translation>
            <numerusform>%1, encore %n donne</numerusform>
            <numerusform>%1, encore %n donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>to %n points</source>
        <translation>
            <numerusform>en %n point</numerusform>
            <numerusform>en %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n points held by a litige for the winner of the next deal.</source>
        <translation>
            <numerusform>%n point mis en attente par un litige pour le gagnant de la donne suivante.</numerusform>
            <numerusform>%n points mis en attente par un litige pour le gagnant de la donne suivante.</numerusform>
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
        <translation>Numéro de donne %1 (%2 le copie)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Double-click a deal, or choose it and press Enter, to review its moves.</source>
        <translation>Double-cliquez sur une donne, ou choisissez-la puis appuyez sur Entrée, pour analyser ses coups.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals of the match</source>
        <translation>Donnes de la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match total</source>
        <translation>Total de la partie</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 won the match.</source>
        <translation>Partie gagnée&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+34"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+10"/>
        <source>Bidding…</source>
        <translation>Enchères…</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/klaverjas.py" line="-33"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/sheet.py" line="+10"/>
        <location line="+62"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="-21"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/sheet.py" line="-56"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+41"/>
        <source>In play</source>
        <translation>En jeu</translation>
    </message>
    <message>
        <location line="-94"/>
        <location line="+144"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="+2"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="-52"/>
        <source>Litige, %1 held</source>
        <translation>Litige, %1 en attente</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2 and %3) against %4 (%5 and %6)</source>
        <comment>the teams: a team&apos;s name, then its two players</comment>
        <translation>%1 (%2 et %3) contre %4 (%5 et %6)</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/sheet.py" line="+15"/>
        <source>Thrown in: nothing scored.</source>
        <translation>Donne annulée&#xa0;: rien n&apos;est marqué.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 for the deal and %2 collected from the litige</source>
        <translation>%1 pour la donne et %2 récupérés du litige</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/dialog.py" line="+62"/>
        <source>The score sheet is on the clipboard.</source>
        <translation>La feuille de marque est dans le presse-papiers.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../belote_desktop/ui/dialogs/score_sheet/text.py" line="-2"/>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy as &amp;text</source>
        <translation>Copier en &amp;texte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put the whole score sheet on the clipboard as plain text (%1)</source>
        <translation>Mettre toute la feuille de marque dans le presse-papiers en texte brut (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the score sheet as text</source>
        <translation>Copier la feuille de marque en texte</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/settings/dialog.py" line="+335"/>
        <location line="+1"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>The takers make the contract with at least 81 of the 162 points of cards and last trick; declarations and belote do not help.</source>
        <translation>Les preneurs réussissent le contrat avec au moins 81 des 162 points des cartes et du dernier pli&#xa0;; les annonces et la belote n&apos;y aident pas.</translation>
    </message>
    <message>
        <location line="-89"/>
        <location line="+141"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>Restore defaults</source>
        <translation>Valeurs par défaut</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Put every setting on every tab back to its default.</source>
        <translation>Remettre tous les réglages de tous les onglets à leur valeur par défaut.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Preset:</source>
        <translation>Préréglage&#xa0;:</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+59"/>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>The match in progress keeps its own rules: %1.</source>
        <translation>La partie en cours garde ses propres règles&#xa0;: %1.</translation>
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
        <translation>%1, %2 donnes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, to %2 points</source>
        <translation>%1, en %2 points</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>OK, and a new match now</source>
        <translation>OK, et une nouvelle partie tout de suite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep these settings and start a new match with these rules at once (the match in progress ends).</source>
        <translation>Garder ces paramètres et commencer tout de suite une nouvelle partie avec ces règles (la partie en cours s&apos;arrête).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game:</source>
        <translation>Jeu :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote</source>
        <translation>Belote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote, the French game, or klaverjassen, the Dutch game with roem; each keeps its own rules below.</source>
        <translation>La belote, le jeu français, ou le klaverjassen, le jeu néerlandais avec le roem ; chacun garde ses propres règles ci-dessous.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Polish classic</source>
        <translation>Classique polonaise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrée with a last raise</source>
        <translation>Contrée avec dernière surenchère</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+180"/>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fill in every rule the usual way for a game; change any rule to make your own.</source>
        <translation>Règle chaque option selon l&apos;usage de ce jeu&#xa0;; modifiez-en une pour créer vos propres règles.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant:</source>
        <translation>Variante&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic (take the turned-up card)</source>
        <translation>Classique (on prend la retourne)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche (bids, sans atout and tout atout)</source>
        <translation>Coinche (enchères, sans atout et tout atout)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contrée (bids, suits only)</source>
        <translation>Contrée (enchères, couleurs seulement)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic takes a trump from a turned-up card; coinche and contrée bid for points.</source>
        <translation>La classique tire l&apos;atout de la retourne&#xa0;; la coinche et la contrée se jouent aux enchères.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Direction of play:</source>
        <translation>Sens du jeu&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clockwise</source>
        <translation>Sens horaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counterclockwise</source>
        <translation>Sens antihoraire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which way the deal, the bidding and the play go round the table.</source>
        <translation>Dans quel sens la distribution, les enchères et le jeu tournent autour de la table.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+8"/>
        <source>End of the match:</source>
        <translation>Fin de la partie&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+2"/>
        <source>First team to reach (points):</source>
        <translation>Première équipe à atteindre (points)&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a fixed number of deals:</source>
        <translation>Après un nombre fixe de donnes&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+2"/>
        <source>Points to reach</source>
        <translation>Points à atteindre</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="-1"/>
        <source>Number of deals</source>
        <translation>Nombre de donnes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play to a points target, or a set number of deals.</source>
        <translation>Jouer jusqu&apos;à un objectif de points, ou pendant un nombre fixe de donnes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first team to reach this score wins; pick a usual target or type your own.</source>
        <translation>La première équipe à atteindre ce score gagne&#xa0;; choisissez un objectif courant ou saisissez le vôtre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The team with the higher score after this many deals wins; a tie plays one more.</source>
        <translation>L&apos;équipe qui a le plus de points après ce nombre de donnes gagne&#xa0;; en cas d&apos;égalité, on joue une donne de plus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shuffle between deals</source>
        <translation>Mélanger entre les donnes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffle the cards before each deal instead of only cutting them.</source>
        <translation>Mélanger les cartes avant chaque donne au lieu de simplement couper.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit in the second bidding round</source>
        <translation>Toute couleur au second tour d&apos;enchères</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic only: in the second round the turned-up card&apos;s suit may be named too.</source>
        <translation>Classique seulement&#xa0;: au second tour, on peut aussi nommer la couleur de la retourne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="+59"/>
        <source>Unable to overtrump:</source>
        <translation>Impossible de surcouper&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Must still play a lower trump</source>
        <translation>Il faut quand même sous-couper</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>May discard any card</source>
        <translation>On peut se défausser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What a player must do who has to trump but cannot beat the trump already played.</source>
        <translation>Ce que doit faire un joueur obligé de couper qui ne peut pas battre l&apos;atout déjà joué.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declarations and scoring</source>
        <translation>Annonces et décompte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declarations (sequences and carrés)</source>
        <translation>Annonces (suites et carrés)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score sequences and four of a kind announced at the first trick.</source>
        <translation>Compter les suites et les carrés annoncés au premier pli.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce belote for me</source>
        <translation>Annoncer la belote pour moi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say belote and rebelote for you when you play the king and queen of trump.</source>
        <translation>Dire belote et rebelote à votre place quand vous jouez le roi et la dame d&apos;atout.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the takers tie:</source>
        <translation>Si les preneurs sont à égalité&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract is made</source>
        <translation>Le contrat est réussi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The contract fails</source>
        <translation>Le contrat chute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Litige: the takers&apos; points wait for the next deal</source>
        <translation>Litige&#xa0;: les points des preneurs attendent la donne suivante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What happens when the takers score exactly as much as the defence.</source>
        <translation>Ce qui se passe quand les preneurs comptent exactement autant que la défense.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contract decided by card points only</source>
        <translation>Contrat décidé aux seuls points des cartes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round deal scores to the nearest ten</source>
        <translation>Arrondir le score de chaque donne à la dizaine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each deal&apos;s score is rounded to the nearest ten, with 5 rounding up.</source>
        <translation>Le score de chaque donne est arrondi à la dizaine la plus proche, 5 arrondi au-dessus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rule changes apply from the next match.</source>
        <translation>Les changements de règles s&apos;appliquent à partir de la prochaine partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer players</source>
        <translation>Joueurs virtuels</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Easy</source>
        <translation>Facile</translation>
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
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner&apos;s level:</source>
        <translation>Niveau du partenaire&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How well your partner plays. Expert thinks for as long as its thinking time below allows, on every core of the computer.</source>
        <translation>Le niveau de jeu de votre partenaire. Le niveau Expert réfléchit aussi longtemps que le permet son temps de réflexion, réglé plus bas, sur tous les cœurs du processeur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponents&apos; level:</source>
        <translation>Niveau des adversaires&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How well the two opponents play. Expert thinks for as long as its thinking time below allows, on every core of the computer.</source>
        <translation>Le niveau de jeu des deux adversaires. Le niveau Expert réfléchit aussi longtemps que le permet son temps de réflexion, réglé plus bas, sur tous les cœurs du processeur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expert&apos;s thinking time:</source>
        <translation>Temps de réflexion du niveau Expert&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About half a second a card</source>
        <translation>Environ une demi-seconde par carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About a second a card</source>
        <translation>Environ une seconde par carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About two seconds a card</source>
        <translation>Environ deux secondes par carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About four seconds a card</source>
        <translation>Environ quatre secondes par carte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The longer the expert level thinks, the more deals it looks at, and the better it plays.</source>
        <translation>Plus le niveau Expert réfléchit longtemps, plus il examine de donnes possibles, et mieux il joue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Names</source>
        <translation>Noms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name:</source>
        <translation>Votre nom&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partner:</source>
        <translation>Partenaire&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left opponent:</source>
        <translation>Adversaire de gauche&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left</source>
        <translation>Gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right opponent:</source>
        <translation>Adversaire de droite&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right</source>
        <translation>Droite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name shown on the table; leave it empty for the word in grey.</source>
        <translation>Le nom affiché à la table&#xa0;; laissez vide pour utiliser le mot en gris.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Card back:</source>
        <translation>Dos des cartes&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The colour of the cards&apos; backs.</source>
        <translation>La couleur du dos des cartes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table cloth:</source>
        <translation>Tapis&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <comment>cloth</comment>
        <translation>Vert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <comment>cloth</comment>
        <translation>Bleu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy</source>
        <comment>cloth</comment>
        <translation>Bordeaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast (near black)</source>
        <comment>cloth</comment>
        <translation>Contraste élevé (presque noir)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The colour of the cloth on the table.</source>
        <translation>La couleur du tapis de la table.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation speed:</source>
        <translation>Vitesse d&apos;animation&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <comment>animation speed</comment>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant (no animation)</source>
        <translation>Instantanée (sans animation)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How fast cards move on the table.</source>
        <translation>La vitesse à laquelle les cartes se déplacent sur la table.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four-colour deck</source>
        <translation>Jeu à quatre couleurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give each suit its own colour so suits are told apart at a glance.</source>
        <translation>Donner à chaque couleur sa propre teinte pour les distinguer d&apos;un coup d&apos;œil.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce my declarations for me</source>
        <translation>Faire mes annonces pour moi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce your sequences and carrés at the first trick without asking.</source>
        <translation>Annoncer vos suites et carrés au premier pli sans vous le demander.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large cards</source>
        <translation>Grandes cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw your hand and the cards on the table bigger.</source>
        <translation>Afficher votre main et les cartes sur la table en plus grand.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short announcements for screen readers</source>
        <translation>Messages brefs pour les lecteurs d&apos;écran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A screen reader hears each event in a few words (&quot;Left: 100 hearts&quot;) instead of a sentence (&quot;Left bids 100 hearts.&quot;).</source>
        <translation>Le lecteur d&apos;écran dit chaque événement en quelques mots («&#xa0;Gauche&#xa0;: 100 cœur&#xa0;») plutôt qu&apos;en une phrase («&#xa0;Gauche enchérit à 100 cœur.&#xa0;»).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speech for older screen readers:</source>
        <translation>Parole pour les anciens lecteurs d&apos;écran&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On</source>
        <comment>speech for older screen readers</comment>
        <translation>Activée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <comment>speech for older screen readers</comment>
        <translation>Désactivée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Older screen readers, such as Orca before version 45, do not speak the game&apos;s announcements. For them each sentence is said as a notification in the status bar instead, never both. Automatic: on Linux the game asks the accessibility bus which screen reader is listening.</source>
        <translation>Les anciens lecteurs d&apos;écran, comme Orca avant la version 45, ne lisent pas les messages du jeu. Pour eux, chaque phrase est dite à la place comme une notification dans la barre d&apos;état, jamais les deux. Automatique&#xa0;: sous Linux, le jeu demande au bus d&apos;accessibilité quel lecteur d&apos;écran écoute.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trumps at the left of my hand</source>
        <translation>Atouts à gauche de ma main</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort your trumps first, at the left end of your hand, instead of last.</source>
        <translation>Ranger vos atouts en premier, à gauche de votre main, au lieu de les mettre en dernier.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The dealer may name any suit in the second round</source>
        <translation>Le donneur peut nommer n&apos;importe quelle couleur au second tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic only: the dealer, who speaks last in the second round, may name the turned-up card&apos;s suit too; the others may not.</source>
        <translation>Classique seulement&#xa0;: le donneur, qui parle le dernier au second tour, peut aussi nommer la couleur de la retourne&#xa0;; les autres non.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last raise after three passes</source>
        <translation>Dernière surenchère après trois passes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche and contrée: when a bid is followed by three passes, its bidder may raise it once more or keep it; then each opponent may double.</source>
        <translation>Coinche et contrée&#xa0;: quand une enchère est suivie de trois passes, son enchérisseur peut la monter une fois encore ou la garder&#xa0;; puis chaque adversaire peut contrer.</translation>
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
        <translation>Son</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play sounds</source>
        <translation>Jouer les sons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card laid, a trick gathered, your turn, a contract made or failed. Game &gt; Sounds switches them off and on too.</source>
        <translation>Une carte posée, un pli remporté, votre tour, un contrat réussi ou chuté. Partie &gt; Sons les coupe et les remet aussi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Volume:</source>
        <translation>Volume&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How loud the game&apos;s sounds are, under the volume of your system.</source>
        <translation>Le volume des sons du jeu, dans la limite de celui de votre système.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Listen</source>
        <translation>Écouter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a sound at this volume.</source>
        <translation>Jouer un son à ce volume.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game cannot play sounds on this computer (no sound device, or on Linux none of paplay, pw-play and aplay), so it stays silent.</source>
        <translation>Le jeu ne peut pas jouer de sons sur cet ordinateur (aucun périphérique audio, ou sous Linux ni paplay, ni pw-play, ni aplay)&#xa0;: il reste donc muet.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/settings/aids.py" line="+45"/>
        <source>Help at the table</source>
        <translation>Aides à la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the points and tricks of this deal</source>
        <translation>Afficher les points et les plis de cette donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Under the contract, the card points and the tricks each team has taken so far in the deal.</source>
        <translation>Sous le contrat, les points des cartes et les plis que chaque équipe a remportés jusqu’ici dans la donne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play my only legal card by itself</source>
        <translation>Jouer d’office ma seule carte jouable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When only one of your cards may be played, it is played for you after a short pause.</source>
        <translation>Quand une seule de vos cartes peut être jouée, elle est jouée pour vous après une courte pause.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the cards played (counts as assisted play)</source>
        <translation>Afficher les cartes jouées (compte comme partie assistée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A panel showing which cards of each suit are out. A match played with it counts apart in the statistics, as a match with hints does.</source>
        <translation>Un panneau montre, pour chaque couleur, les cartes déjà jouées. Une partie jouée avec lui compte à part dans les statistiques, comme une partie avec conseils.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/dialogs/settings/klaverjas_box.py" line="-77"/>
        <source>Klaverjas rules</source>
        <translation>Règles du klaverjas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules of:</source>
        <translation>Règles de :</translation>
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
        <translation>Utrechts (obligé de jouer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NKU tournament</source>
        <translation>Tournoi NKU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The usual rules of a city or a union; change any rule to make your own.</source>
        <translation>Les règles habituelles d&apos;une ville ou d&apos;une fédération ; changez une règle pour faire les vôtres.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>After a number of deals:</source>
        <translation>Après un nombre de donnes :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A boompje is 16 deals: each player deals four times, and the higher total wins.</source>
        <translation>Un boompje compte 16 donnes : chacun distribue quatre fois, et le plus grand total gagne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first team to reach this score wins (1500 is usual).</source>
        <translation>La première équipe à atteindre ce score gagne (1500 est l&apos;usage).</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The voorhand</source>
        <translation>Le voorhand</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choosing trump:</source>
        <translation>Choix de l&apos;atout :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How trump is chosen. Free: each in turn plays (&quot;ik speel&quot;, naming any suit) or passes (&quot;ik pas&quot;); if all pass, the first to speak must play. Forced (Utrechts): the voorhand must choose trump. Proposed suit: a suit is proposed and may be played or passed. Twents: as proposed, but after four passes a second suit is imposed.</source>
        <translation>Comment l&apos;atout est choisi. Libre : chacun à son tour joue (« ik speel », en nommant une couleur) ou passe (« ik pas ») ; si tous passent, le premier à parler doit jouer. Obligé (Utrechts) : le voorhand doit choisir l&apos;atout. Couleur proposée : une couleur est proposée, que l&apos;on joue ou sur laquelle on passe. Twents : comme proposée, mais après quatre passes une seconde couleur est imposée.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Free choice, with passing</source>
        <translation>Choix libre, avec passe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forced: the voorhand chooses (Utrechts)</source>
        <translation>Obligé : le voorhand choisit (Utrechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A proposed suit (gedraaid)</source>
        <translation>Une couleur proposée (gedraaid)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Twents: a second suit imposed</source>
        <translation>Twents : une seconde couleur imposée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First to speak:</source>
        <translation>Premier à parler :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who speaks first in the choice of trump, and must play when all four pass: the voorhand (left of the dealer) or, as in the NKU tournament rules, the dealer.</source>
        <translation>Qui parle en premier pour le choix de l&apos;atout, et doit jouer si les quatre passent : le voorhand (à gauche du donneur) ou, comme dans les règles de tournoi de la NKU, le donneur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The dealer</source>
        <translation>Le donneur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All pass on the proposed suit:</source>
        <translation>Tous passent sur la couleur proposée :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With a proposed suit, when all four pass the voorhand must play: in any suit, in any suit but the proposed one, or in the suit turned next.</source>
        <translation>Avec une couleur proposée, si les quatre passent, le voorhand doit jouer : dans n&apos;importe quelle couleur, dans toute couleur sauf la proposée, ou dans la couleur retournée ensuite.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The voorhand names any suit</source>
        <translation>Le voorhand nomme une couleur au choix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit but the proposed one</source>
        <translation>Toute couleur sauf la proposée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The suit turned next</source>
        <translation>La couleur retournée ensuite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First lead:</source>
        <translation>Première entame :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who leads the first trick: the voorhand, whoever chose trump, or the player who chose trump.</source>
        <translation>Qui entame le premier pli : le voorhand, quel que soit celui qui a choisi l&apos;atout, ou le joueur qui l&apos;a choisi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player who chose trump</source>
        <translation>Le joueur qui a choisi l&apos;atout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trumping:</source>
        <translation>Couper :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amsterdams: with no card of the suit led and your partner winning the trick, you need not trump. Rotterdams: you must trump (and overtrump) even your partner.</source>
        <translation>Amsterdams : sans carte de la couleur demandée, avec votre partenaire maître du pli, vous n&apos;êtes pas obligé de couper. Rotterdams : vous devez couper (et surcouper) même votre partenaire.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Amsterdams: partner not trumped</source>
        <translation>Amsterdams : sans couper le partenaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotterdams: trump even your partner</source>
        <translation>Rotterdams : couper même le partenaire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What a player must do who has to trump but cannot beat the trump already played: play a lower trump only when nothing else is left, or always play a lower trump.</source>
        <translation>Ce que doit faire un joueur qui doit couper mais ne peut pas battre l&apos;atout déjà joué : sous-couper seulement s&apos;il n&apos;a rien d&apos;autre, ou toujours sous-couper.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the trumping rule says</source>
        <translation>Selon la règle pour couper</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lower trump only if nothing else</source>
        <translation>Sous-couper seulement faute d&apos;autre carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Must play a lower trump</source>
        <translation>Doit sous-couper</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dealing:</source>
        <translation>Distribution :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the eight cards are dealt: three, two and three, or four and four.</source>
        <translation>Comment les huit cartes sont distribuées : trois, deux et trois, ou quatre et quatre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3, 2, 3 cards</source>
        <translation>3, 2, 3 cartes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>4, 4 cards</source>
        <translation>4, 4 cartes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four nines, eights or sevens:</source>
        <translation>Quatre neuf, huit ou sept :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem for four cards of the same rank in one trick: four nines, eights or sevens count 100, or nothing.</source>
        <translation>Roem pour quatre cartes de même rang dans un pli : quatre neuf, huit ou sept comptent 100, ou rien.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <source>100 roem</source>
        <translation>100 de roem</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>No roem</source>
        <translation>Pas de roem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four jacks:</source>
        <translation>Quatre valets :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem for the four jacks in one trick.</source>
        <translation>Roem pour les quatre valets dans un pli.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>200 roem</source>
        <translation>200 de roem</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Count roem by itself</source>
        <translation>Compter le roem tout seul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roem in a trick counts for the team that wins it without being called. Off: call &quot;Roem!&quot; while the trick lies on the table, or it is lost.</source>
        <translation>Le roem d&apos;un pli compte pour l&apos;équipe qui le remporte sans être annoncé. Désactivé : dites « Roem ! » tant que le pli est sur la table, sinon il est perdu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exactly half is made</source>
        <translation>Exactement la moitié, c&apos;est réussi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The players who chose trump need as much as the others (points and roem), not more, to make the deal; otherwise exactly half is nat.</source>
        <translation>L&apos;équipe qui a choisi l&apos;atout a besoin d&apos;autant que les autres (points et roem), pas plus, pour réussir la donne ; sinon exactement la moitié est nat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pit for either team</source>
        <translation>Pit pour les deux équipes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taking all eight tricks (pit) earns 100 for either team, not only for the team that chose trump.</source>
        <translation>Remporter les huit plis (pit) rapporte 100 à n&apos;importe quelle équipe, pas seulement à celle qui a choisi l&apos;atout.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spades count double</source>
        <translation>Pique compte double</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A deal played with spades as trump scores double.</source>
        <translation>Une donne jouée avec pique comme atout marque double.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An equal score plays one more deal</source>
        <translation>Égalité de score : une donne de plus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the totals are equal after the last deal, deals are played until they differ; otherwise the match is a draw.</source>
        <translation>Si les totaux sont égaux après la dernière donne, on joue des donnes jusqu&apos;à ce qu&apos;ils diffèrent ; sinon la partie est nulle.</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <location filename="../belote_desktop/session/settings_file.py" line="+72"/>
        <source>Your settings cannot be saved in %1 (%2). The changes you make are kept until you quit.</source>
        <translation>Vos paramètres ne peuvent pas être enregistrés dans %1 (%2). Les modifications que vous faites restent valables jusqu&apos;à ce que vous quittiez le jeu.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>it is not text</source>
        <translation>le fichier ne contient pas de texte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is far larger than a settings file</source>
        <translation>le fichier est bien plus gros qu&apos;un fichier de paramètres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its name cannot be used on this system</source>
        <translation>son nom est inutilisable sur ce système</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your settings in %1 could not be read (%2), so the default settings are in use. The damaged file was kept as %3.</source>
        <translation>Vos paramètres dans %1 n&apos;ont pas pu être lus (%2) : les paramètres par défaut s&apos;appliquent. Le fichier endommagé a été conservé sous le nom %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your settings in %1 could not be read (%2), so the default settings are in use. The changes you make are kept until you quit, and the file is left as it is.</source>
        <translation>Vos paramètres dans %1 n&apos;ont pas pu être lus (%2) : les paramètres par défaut s&apos;appliquent. Les modifications que vous faites restent valables jusqu&apos;à ce que vous quittiez le jeu, et le fichier est laissé tel quel.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/session/settings_store.py" line="+43"/>
        <source>a setting is given twice</source>
        <translation>un paramètre y figure deux fois</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>they are cut short or not in the right format</source>
        <translation>ils sont tronqués ou ne sont pas au bon format</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a setting holds a value this version of the game does not know</source>
        <translation>un paramètre a une valeur que cette version du jeu ne connaît pas</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/shortcuts.py" line="+118"/>
        <source>Menus</source>
        <translation>Menus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose one of your cards</source>
        <translation>Choisir une de vos cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose your first or last card</source>
        <translation>Choisir votre première ou dernière carte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go from card to card (a screen reader reads each one)</source>
        <translation>Passer d&apos;une carte à l&apos;autre (un lecteur d&apos;écran lit chacune)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave full screen</source>
        <translation>Quitter le plein écran</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bidding</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take: the up-card&apos;s suit, or the first suit allowed</source>
        <translation>Prendre&#xa0;: la couleur de la retourne, ou la première couleur permise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a suit (classic, second round: take it)</source>
        <translation>Choisir une couleur (classique, second tour&#xa0;: la prendre)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sans atout, tout atout</source>
        <translation>Sans atout, tout atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise or lower the bid</source>
        <translation>Monter ou baisser l&apos;enchère</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>At your turn, play the chosen card; with none chosen, your first playable card</source>
        <translation>À votre tour, jouer la carte choisie&#xa0;; sans carte choisie, votre première carte jouable</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Open the first menu (the arrows go on to the others)</source>
        <translation>Ouvrir le premier menu (les flèches mènent aux autres)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Asking the table</source>
        <translation>Interroger la table</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Make the call the hint set up (marked in gold), or bid the value and trump chosen</source>
        <translation>Faire le choix proposé par le conseil (marqué en doré), ou enchérir avec la valeur et l&apos;atout choisis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche (contre in contrée)</source>
        <translation>Coinche (contre à la contrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcoinche (surcontre in contrée)</source>
        <translation>Surcoinche (surcontre à la contrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the contract at the last raise</source>
        <translation>Garder le contrat à la dernière surenchère</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declarations</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tick or untick a declaration</source>
        <translation>Cocher ou décocher une annonce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announce the ticked declarations</source>
        <translation>Faire les annonces cochées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep your declarations to yourself</source>
        <translation>Garder vos annonces pour vous</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game record</source>
        <translation>Enregistrement de partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card back or forward</source>
        <translation>Une carte en arrière ou en avant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A trick back or forward</source>
        <translation>Un pli en arrière ou en avant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The start or the end of the record</source>
        <translation>Le début ou la fin de l&apos;enregistrement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the record</source>
        <translation>Fermer l&apos;enregistrement</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+1"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What they do</source>
        <translation>Action</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <location filename="../belote_desktop/ui/common/spoken.py" line="-98"/>
        <source>seven</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>sept</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>huit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>neuf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>dix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>valet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <comment>a card&apos;s rank, in its name</comment>
        <translation>roi</translation>
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
        <translation>pique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <comment>a suit, in a card&apos;s name and in a bid</comment>
        <translation>cœur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <comment>a suit, in a card&apos;s name and in a bid</comment>
        <translation>carreau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clubs</source>
        <comment>a suit, in a card&apos;s name and in a bid</comment>
        <translation>trèfle</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 of %2</source>
        <comment>a card&apos;s name: %1 its rank, %2 its suit</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no trumps</source>
        <comment>sans atout, in a bid</comment>
        <translation>sans atout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>all trumps</source>
        <comment>tout atout, in a bid</comment>
        <translation>tout atout</translation>
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
        <translation>je joue %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I pass</source>
        <comment>klaverjas: ik pas</comment>
        <translation>je passe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>take %1</source>
        <comment>classic: take with this trump</comment>
        <translation>prise à %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass</source>
        <comment>a bid</comment>
        <translation>passe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keep</source>
        <comment>the last raise declined: the contract stays as it is</comment>
        <translation>garder</translation>
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
        <translation>prendre à %1</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/speech.py" line="-242"/>
        <source>%1: %2.</source>
        <comment>klaverjas: a player and their call</comment>
        <translation>%1 : %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You pass.</source>
        <translation>Vous passez.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 passes.</source>
        <translation>%1 passe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take %1.</source>
        <translation>Vous prenez à %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes %2.</source>
        <translation>%1 prend à %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You say %1.</source>
        <translation>Vous dites %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 says %2.</source>
        <translation>%1 dit %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You bid %1.</source>
        <translation>Vous enchérissez à %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bids %2.</source>
        <translation>%1 enchérit à %2.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>keeps %1</source>
        <comment>short: the last raise declined</comment>
        <translation>garde %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You keep %1.</source>
        <translation>Vous gardez %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 keeps %2.</source>
        <translation>%1 garde %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>raises to %1</source>
        <comment>short: the last raise</comment>
        <translation>monte à %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You raise to %1.</source>
        <translation>Vous montez à %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 raises to %2.</source>
        <translation>%1 monte à %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Last raise: %1</source>
        <comment>short: whose choice it is</comment>
        <translation>Dernière surenchère&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last raise: you may raise your %1 once more, or keep it.</source>
        <translation>Dernière surenchère&#xa0;: vous pouvez monter votre %1 une fois encore, ou le garder.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last raise: %1 may raise %2 once more, or keep it.</source>
        <translation>Dernière surenchère&#xa0;: %1 peut monter %2 une fois encore, ou le garder.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last chance to double %1</source>
        <comment>short</comment>
        <translation>Dernière chance de contrer %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your opponents&apos; last chance to double your %1.</source>
        <translation>Dernière chance pour vos adversaires de contrer votre %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last chance to double %1 by %2.</source>
        <translation>Dernière chance de contrer %1 par %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your last raise</source>
        <translation>Votre dernière surenchère</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: raise your %1 once more, or keep it.</source>
        <translation>À vous&#xa0;: montez votre %1 une fois encore, ou gardez-le.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last chance to double</source>
        <translation>Votre dernière chance de contrer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: last chance to double %1, or pass.</source>
        <translation>À vous&#xa0;: dernière chance de contrer %1, ou passez.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <comment>short: a seat and what it did</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone passed: the cards are dealt again.</source>
        <translation>Tout le monde a passé&#xa0;: on redistribue.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Trump %1, %2</source>
        <comment>klaverjas, short: the trump suit, and who plays it</comment>
        <translation>Atout %1, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trump: %1, played by %2.</source>
        <comment>klaverjas: the trump suit, and who plays it</comment>
        <translation>Atout : %1, joué par %2.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/common/spoken.py" line="-30"/>
        <source>%1 by %2</source>
        <comment>a contract: what, and who took it</comment>
        <translation>%1 par %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, contré</source>
        <translation>%1, contré</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1, coinched</source>
        <translation>%1, coinché</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, surcontré</source>
        <translation>%1, surcontré</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, surcoinched</source>
        <translation>%1, surcoinché</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/speech.py" line="+3"/>
        <source>Contract: %1</source>
        <translation>Contrat&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The contract is %1.</source>
        <translation>Contrat retenu&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You play the %1.</source>
        <translation>Vous jouez&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays the %2.</source>
        <translation>%1 joue&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Belote!</source>
        <translation>Belote&#xa0;!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rebelote!</source>
        <translation>Rebelote&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Trick to %1, %n points</source>
        <translation>
            <numerusform>Pli pour %1, %n point</numerusform>
            <numerusform>Pli pour %1, %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You win the trick, %n points.</source>
        <translation>
            <numerusform>Vous remportez le pli, %n point.</numerusform>
            <numerusform>Vous remportez le pli, %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 wins the trick, %n points.</source>
        <translation>
            <numerusform>%1 remporte le pli, %n point.</numerusform>
            <numerusform>%1 remporte le pli, %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You announce %1.</source>
        <translation>Vous annoncez %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 announces %2.</source>
        <translation>%1 annonce %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You may announce %1.</source>
        <translation>Vous pouvez annoncer %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter announces it, N says nothing, 1 ticks or unticks it.</source>
        <translation>Entrée l’annonce, N ne dit rien, 1 la coche ou la décoche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter announces the ticked ones, N says nothing, 1 to %1 tick or untick one.</source>
        <translation>Entrée fait les annonces cochées, N ne dit rien, les touches 1 à %1 cochent ou décochent une annonce.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Declarations that score: %1.</source>
        <translation>Annonces qui comptent&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal %1.</source>
        <translation>Donne %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1, dealt by %2.</source>
        <translation>Donne %1, distribuée par %2.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/queries.py" line="+213"/>
        <location filename="../belote_desktop/ui/access/speech.py" line="+2"/>
        <source>Turned up: the %1.</source>
        <translation>La retourne&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/speech.py" line="+11"/>
        <source>Nothing has been said yet.</source>
        <translation>Rien n&apos;a encore été dit.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 for %2.</source>
        <comment>klaverjas: the roem of a trick, and who won the trick</comment>
        <translation>%1 pour %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 calls roem: %2</source>
        <comment>klaverjas: Roem! called by a player</comment>
        <translation>%1 annonce le roem : %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 made it.</source>
        <comment>klaverjas: the makers&apos; deal is made</comment>
        <translation>Réussi pour %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 went nat.</source>
        <comment>klaverjas: the makers failed (nat)</comment>
        <translation>Nat pour %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pit for %1.</source>
        <comment>klaverjas: all eight tricks</comment>
        <translation>Pit pour %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Litige: the points are held for the next deal.</source>
        <translation>Litige&#xa0;: les points sont mis en attente pour la donne suivante.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract is made.</source>
        <translation>Le contrat est réussi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The contract fails.</source>
        <translation>Le contrat chute.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capot for %1.</source>
        <translation>Capot pour %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal: %1 %2, %3 %4.</source>
        <translation>Cette donne&#xa0;: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/queries.py" line="-77"/>
        <location filename="../belote_desktop/ui/access/speech.py" line="+1"/>
        <source>Score: %1 %2, %3 %4.</source>
        <translation>Score&#xa0;: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/speech.py" line="+5"/>
        <source>The match is over: %1 win, %2 to %3.</source>
        <translation>La partie est terminée&#xa0;: victoire pour %1, %2 à %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn, %1 playable</source>
        <translation>À vous, cartes jouables&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn. Cards you can play: %1.</source>
        <translation>À vous de jouer. Cartes que vous pouvez jouer&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your bid</source>
        <translation>À vous d&apos;enchérir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your turn to bid.</source>
        <translation>À vous d&apos;enchérir.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose trump</source>
        <comment>klaverjas, short: you must play</comment>
        <translation>Choisissez l&apos;atout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: you must play, choose trump.</source>
        <comment>klaverjas: all passed, or Utrechts</comment>
        <translation>À vous&#xa0;: vous devez jouer, choisissez l&apos;atout.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play or pass</source>
        <comment>klaverjas, short: ik speel / ik pas</comment>
        <translation>Jouer ou passer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn to choose trump: play or pass.</source>
        <comment>klaverjas: ik speel / ik pas</comment>
        <translation>À vous de choisir l&apos;atout : jouer ou passer.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your trick: Enter gathers, R calls roem</source>
        <comment>klaverjas, short: gather the last trick</comment>
        <translation>Votre pli&#xa0;: Entrée ramasse, R annonce le roem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the last trick. Gather it with Enter, or call its roem first with R.</source>
        <comment>klaverjas: gather the last trick</comment>
        <translation>Vous avez remporté le dernier pli. Ramassez-le avec Entrée, ou annoncez d’abord son roem avec R.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your bid: %1.</source>
        <translation>Votre enchère&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, trump not chosen</source>
        <comment>short: a bid&apos;s value, its trump not chosen yet</comment>
        <translation>%1, atout pas encore choisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your bid: %1, trump not chosen yet.</source>
        <translation>Votre enchère&#xa0;: %1, atout pas encore choisi.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Taken back: %1.</source>
        <translation>Coups annulés&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On the table: %1.</source>
        <translation>Sur la table&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules open: %1. Tab past your cards to read them; %2 closes them.</source>
        <translation>Règles ouvertes&#xa0;: %1. Tab après vos cartes pour les lire&#xa0;; %2 les ferme.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules closed.</source>
        <translation>Règles fermées.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 cannot be played: %2</source>
        <translation>Vous ne pouvez pas jouer cette carte (%1). %2</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../belote_desktop/ui/dialogs/statistics.py" line="-129"/>
        <location line="+18"/>
        <source>Reset statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Forget the results of every match played so far? This cannot be undone.</source>
        <translation>Oublier les résultats de toutes les parties jouées jusqu&apos;ici&#xa0;? Cette action est irréversible.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results by rules and levels</source>
        <translation>Résultats par règles et niveaux</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forget every result kept so far.</source>
        <translation>Oublier tous les résultats conservés jusqu&apos;ici.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level of your computer partner</source>
        <translation>Niveau de votre partenaire virtuel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level of the computer opponents</source>
        <translation>Niveau des adversaires virtuels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Matches played to the end</source>
        <translation>Parties jouées jusqu&apos;au bout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Matches your team won</source>
        <translation>Parties gagnées par votre équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deals played, not counting deals everyone passed</source>
        <translation>Donnes jouées, sans compter celles où tout le monde a passé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contracts</source>
        <translation>Contrats</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts your team took</source>
        <translation>Contrats pris par votre équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made</source>
        <translation>Réussis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts your team took and made</source>
        <translation>Contrats pris et réussis par votre équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Success</source>
        <translation>Réussite</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share of your team&apos;s contracts that were made</source>
        <translation>Part des contrats de votre équipe qui ont été réussis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Their contracts</source>
        <translation>Leurs contrats</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts the opponents took</source>
        <translation>Contrats pris par les adversaires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made by them</source>
        <translation>Réussis par eux</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts the opponents took and made</source>
        <translation>Contrats pris et réussis par les adversaires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capots</source>
        <translation>Capots</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deals in which your team took all eight tricks</source>
        <translation>Donnes où votre équipe a remporté les huit plis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per deal (us)</source>
        <translation>Points par donne (nous)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average points your team scored per deal</source>
        <translation>Moyenne des points marqués par votre équipe à chaque donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per deal (them)</source>
        <translation>Points par donne (eux)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Average points the opponents scored per deal</source>
        <translation>Moyenne des points marqués par les adversaires à chaque donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last raises</source>
        <translation>Dernières surenchères</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contracts your team raised once more after three passes</source>
        <translation>Contrats que votre équipe a montés une fois encore après trois passes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made after a last raise</source>
        <translation>Réussis après une dernière surenchère</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raised contracts your team made</source>
        <translation>Contrats montés et réussis par votre équipe</translation>
    </message>
    <message>
        <location line="+43"/>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>with hints, undo, replays or the cards played</source>
        <translation>avec conseils, coups annulés, donnes rejouées ou cartes jouées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the expert in your seat</source>
        <translation>l&apos;expert à votre place</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No statistics yet: they are kept from the first deal you play.</source>
        <translation>Pas encore de statistiques&#xa0;: elles sont tenues à partir de la première donne que vous jouez.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n matches played to the end, %1 won</source>
        <translation>
            <numerusform>%n partie jouée jusqu&apos;au bout, victoires&#xa0;: %1</numerusform>
            <numerusform>%n parties jouées jusqu&apos;au bout, victoires&#xa0;: %1</numerusform>
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
        <translation>Classique</translation>
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
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hard</source>
        <translation>Difficile</translation>
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
        <translation>l&apos;accès a été refusé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk can only be read, not written</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file or folder does not exist</source>
        <translation>le fichier ou le dossier n&apos;existe pas</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+31"/>
        <source>it is a folder</source>
        <translation>c&apos;est un dossier</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>a part of its path is not a folder</source>
        <translation>une partie de son chemin n&apos;est pas un dossier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its name is too long</source>
        <translation>son nom est trop long</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another program is using it</source>
        <translation>un autre programme l&apos;utilise</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk could not be read or written</source>
        <translation>le disque n&apos;a pas pu être lu ni écrit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>too many files are open</source>
        <translation>trop de fichiers sont ouverts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its path goes round in a loop of links</source>
        <translation>son chemin tourne en boucle sur des liens symboliques</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is too large for the disk</source>
        <translation>le fichier est trop gros pour le disque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no device behind it</source>
        <translation>aucun périphérique ne se trouve derrière</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the system refused it (error %1)</source>
        <translation>le système l&apos;a refusé (erreur %1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the system refused it</source>
        <translation>le système l&apos;a refusé</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is a named pipe (FIFO), not a file</source>
        <translation>c&apos;est un tube nommé (FIFO), pas un fichier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a device, not a file</source>
        <translation>c&apos;est un périphérique, pas un fichier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a socket, not a file</source>
        <translation>c&apos;est un socket, pas un fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not an ordinary file</source>
        <translation>ce n&apos;est pas un fichier ordinaire</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <location filename="../belote_desktop/ui/access/narrated.py" line="+179"/>
        <source>last raise of %1</source>
        <translation>dernière surenchère&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>last chance to double %1</source>
        <translation>dernière chance de contrer %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>highest bid: %1</source>
        <translation>plus haute enchère&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none yet</source>
        <comment>no contract yet</comment>
        <translation>pas encore</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/access/table_access.py" line="+140"/>
        <location line="+2"/>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>card %1 of %2</source>
        <translation>carte %1 sur %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>can be played</source>
        <translation>jouable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot be played now</source>
        <translation>non jouable pour l&apos;instant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chosen</source>
        <comment>the card the keyboard&apos;s ring is on</comment>
        <translation>choisie</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Turned-up card</source>
        <translation>Retourne</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cards in hand: %1</source>
        <translation>cartes en main&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to play</source>
        <comment>whose turn it is</comment>
        <translation>à jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bid: %1</source>
        <comment>a seat&apos;s last call in the auction</comment>
        <translation>enchère&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <comment>no cards on the table</comment>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards on the table</source>
        <translation>Cartes sur la table</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Contract</source>
        <translation>Contrat</translation>
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
        <translation>Enchères</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal</source>
        <comment>the panel of each team&apos;s points and tricks</comment>
        <translation>Cette donne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards played</source>
        <comment>the panel of the cards out</comment>
        <translation>Cartes jouées</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/deal_panels.py" line="+177"/>
        <source>keeps %1</source>
        <comment>the last raise declined</comment>
        <translation>garde %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>raises to %1</source>
        <comment>the last raise</comment>
        <translation>monte à %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <comment>a seat and its call</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no bids yet</source>
        <translation>aucune enchère pour l’instant</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2 points and roem, %3</source>
        <comment>klaverjas: a team&apos;s points and tricks</comment>
        <translation>%1 %2 points et roem, %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 points, %3</source>
        <comment>a team&apos;s card points and tricks</comment>
        <translation>%1 %2 points, %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: %2</source>
        <comment>a suit and its cards played</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <comment>no card of it played</comment>
        <translation>aucune</translation>
    </message>
</context>
<context>
    <name>TablePresenter</name>
    <message>
        <location filename="../belote_desktop/ui/table/presenter.py" line="-110"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left</source>
        <translation>Gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right</source>
        <translation>Droite</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declarations that score: %1</source>
        <translation>Annonces qui comptent&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>TableQuestions</name>
    <message>
        <location filename="../belote_desktop/ui/access/queries.py" line="-54"/>
        <source>No cards on the table: you lead.</source>
        <translation>Aucune carte sur la table&#xa0;: c&apos;est à vous d&apos;entamer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cards on the table: %1 leads.</source>
        <translation>Aucune carte sur la table&#xa0;: %1 entame.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cards on the table.</source>
        <translation>Aucune carte sur la table.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You are winning it.</source>
        <translation>Vous êtes maître.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is winning it.</source>
        <translation>%1 est maître.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the table: %1.</source>
        <translation>Sur la table&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No trump chosen yet. The proposed suit: %1.</source>
        <translation>Pas encore d&apos;atout choisi. La couleur proposée : %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No trump chosen yet.</source>
        <comment>klaverjas</comment>
        <translation>Aucun atout choisi pour l&apos;instant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No contract yet.</source>
        <translation>Pas encore de contrat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No contract yet. Highest bid: %1.</source>
        <translation>Pas encore de contrat. Plus haute enchère&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No contract: everyone passed.</source>
        <translation>Pas de contrat&#xa0;: tout le monde a passé.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It ended in a litige.</source>
        <translation>Il s&apos;est terminé en litige.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was made.</source>
        <translation>Il a été réussi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It failed.</source>
        <translation>Il a chuté.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This deal so far: %1 %2, %3 %4.</source>
        <translation>Cette donne jusqu&apos;ici&#xa0;: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roem so far: %1 %2, %3 %4.</source>
        <translation>Roem jusqu&apos;ici : %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first team to reach %1 points wins.</source>
        <translation>La première équipe à atteindre %1 points gagne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An extra deal: the scores were level.</source>
        <translation>Une donne supplémentaire&#xa0;: les scores étaient à égalité.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1 of %2.</source>
        <translation>Donne %1 sur %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The cards have not been dealt yet.</source>
        <translation>Les cartes ne sont pas encore distribuées.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal is over.</source>
        <translation>La donne est terminée.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 plays or passes next.</source>
        <comment>klaverjas</comment>
        <translation>C&apos;est à %1 de jouer ou de passer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bids next.</source>
        <translation>C&apos;est à %1 d&apos;enchérir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to announce your declarations, or to say nothing.</source>
        <translation>À vous&#xa0;: faites vos annonces, ou ne dites rien.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn to play.</source>
        <translation>À vous de jouer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays next.</source>
        <translation>C&apos;est à %1 de jouer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick %1 of 8.</source>
        <translation>Pli %1 sur 8.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No bids yet.</source>
        <translation>Pas encore d&apos;enchères.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No calls yet: you speak first.</source>
        <comment>klaverjas</comment>
        <translation>Rien n&apos;a encore été dit&#xa0;: vous parlez en premier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No calls yet: %1 speaks first.</source>
        <comment>klaverjas</comment>
        <translation>Rien n&apos;a encore été dit&#xa0;: %1 parle en premier.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No bids yet: you bid first.</source>
        <translation>Pas encore d&apos;enchères&#xa0;: vous parlez en premier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No bids yet: %1 bids first.</source>
        <translation>Pas encore d&apos;enchères&#xa0;: %1 parle en premier.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First round: %1. Second round: %2.</source>
        <translation>Premier tour&#xa0;: %1. Second tour&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calls: %1.</source>
        <comment>klaverjas</comment>
        <translation>Déjà dit&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bids: %1.</source>
        <translation>Enchères&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No card is turned up in this game: every player is dealt eight cards.</source>
        <translation>Pas de retourne dans ce jeu&#xa0;: la distribution donne huit cartes à chaque joueur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card has been turned up yet.</source>
        <translation>Pas encore de retourne.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The turned-up card, the %1, went to you.</source>
        <translation>La retourne, %1, vous est revenue.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The turned-up card, the %1, went to %2.</source>
        <translation>La retourne, %1, est revenue à %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No trick has been taken yet in this deal.</source>
        <translation>Aucun pli n&apos;a encore été remporté dans cette donne.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Last trick, trick %1 of 8: %2.</source>
        <translation>Dernier pli, pli %1 sur 8&#xa0;: %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You won it, %n points.</source>
        <translation>
            <numerusform>Vous l&apos;avez remporté, %n point.</numerusform>
            <numerusform>Vous l&apos;avez remporté, %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 won it, %n points.</source>
        <translation>
            <numerusform>%1 l&apos;a remporté, %n point.</numerusform>
            <numerusform>%1 l&apos;a remporté, %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 (trumps)</source>
        <comment>a suit of the hand that is trump</comment>
        <translation>%1 (atout)</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+9"/>
        <source>You have no cards.</source>
        <translation>Vous n&apos;avez pas de cartes.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1: %2</source>
        <comment>a suit of the hand and its cards</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your hand, %n cards: %1.</source>
        <translation>
            <numerusform>Votre main, %n carte&#xa0;: %1.</numerusform>
            <numerusform>Votre main, %n cartes&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You have no %1.</source>
        <translation>Vous n&apos;avez pas de %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2.</source>
        <comment>a suit of the hand and its cards, said alone</comment>
        <translation>%1&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../belote_desktop/ui/common/words.py" line="-97"/>
        <source>Spades</source>
        <translation>Pique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hearts</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds</source>
        <translation>Carreau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clubs</source>
        <translation>Trèfle</translation>
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
        <translation>Donneur</translation>
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
        <translation>Score en %1</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Extra deal</source>
        <comment>the score panel&apos;s title</comment>
        <translation>Donne supplémentaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal %1 of %2</source>
        <comment>the score panel&apos;s title</comment>
        <translation>Donne %1 sur %2</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/deal_panels.py" line="-15"/>
        <location filename="../belote_desktop/ui/table/items/deal_tally.py" line="+4"/>
        <location filename="../belote_desktop/ui/table/items/panels.py" line="+15"/>
        <source>Us</source>
        <comment>the human&apos;s team</comment>
        <translation>Nous</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../belote_desktop/ui/table/items/deal_tally.py" line="+1"/>
        <location filename="../belote_desktop/ui/table/items/panels.py" line="+1"/>
        <source>Them</source>
        <comment>the other team</comment>
        <translation>Eux</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/items/panels.py" line="+45"/>
        <source>Highest bid</source>
        <comment>during the auction</comment>
        <translation>Plus haute enchère</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contract</source>
        <translation>Contrat</translation>
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
        <translation>par %1</translation>
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
        <translation>Je prends</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coinche!</source>
        <comment>a bid: double</comment>
        <translation>Coinche&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcoinche!</source>
        <comment>a bid: redouble</comment>
        <translation>Surcoinche&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contre!</source>
        <comment>contrée: a bid that doubles</comment>
        <translation>Contre&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surcontre!</source>
        <comment>contrée: a bid that redoubles</comment>
        <translation>Surcontre&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep</source>
        <comment>the last raise declined: the contract stays</comment>
        <translation>Garder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last raise</source>
        <comment>the contract panel&apos;s title then</comment>
        <translation>Dernière surenchère</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last double?</source>
        <comment>the contract panel&apos;s title: the opponents&apos; last chance to double</comment>
        <translation>Dernier contre&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Belote!</source>
        <translation>Belote&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rebelote!</source>
        <translation>Rebelote&#xa0;!</translation>
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
        <translation>Tous passent&#xa0;: on redistribue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>À vous</translation>
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
        <translation>Cinquante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hundred</source>
        <comment>a declaration: five in sequence</comment>
        <translation>Cent</translation>
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
        <translation>Monté&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Last raise: you may raise your %1 once more, or keep it.</source>
        <translation>Dernière surenchère&#xa0;: vous pouvez monter votre %1 une fois encore, ou le garder.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last raise: %1 may raise %2 once more, or keep it.</source>
        <translation>Dernière surenchère&#xa0;: %1 peut monter %2 une fois encore, ou le garder.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your opponents&apos; last chance to double your %1.</source>
        <translation>Dernière chance pour vos adversaires de contrer votre %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last chance to double %1 by %2.</source>
        <comment>the opponents of the bidder may double now</comment>
        <translation>Dernière chance de contrer %1 par %2.</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/items/cards_played.py" line="+80"/>
        <source>Played</source>
        <comment>the cards-played panel&apos;s title: cards out</comment>
        <translation>Jouées</translation>
    </message>
    <message>
        <location filename="../belote_desktop/ui/table/items/deal_tally.py" line="-10"/>
        <source>This deal</source>
        <comment>the tally panel&apos;s title: the deal in play</comment>
        <translation>Cette donne</translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <location filename="../belote_desktop/ui/common/words.py" line="+62"/>
        <source>you and your partner</source>
        <comment>a team, in the middle of a sentence</comment>
        <translation>vous et votre partenaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your opponents</source>
        <comment>a team, in the middle of a sentence</comment>
        <translation>vos adversaires</translation>
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
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new match? The match in progress (deal %1, %2 to %3) will be lost.</source>
        <translation>Commencer une nouvelle partie&#xa0;? La partie en cours (donne %1, %2 à %3) sera perdue.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start a new match</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep playing</source>
        <translation>Continuer à jouer</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 won the match, %2 to %3.</source>
        <translation>Partie remportée par %1, %2 à %3.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A deal can be reviewed once it has been played to the end.</source>
        <translation>Une donne peut être analysée une fois qu&apos;elle a été jouée jusqu&apos;au bout.</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>About Belote Desktop</source>
        <translation>À propos de Belote Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Belote Desktop %1
Belote, coinche and contrée against computer players.</source>
        <translation>Belote Desktop %1
Belote, coinche et contrée contre des joueurs virtuels.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export match</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json)</source>
        <translation>Enregistrements de partie (*.json)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match could not be written to %1: %2</source>
        <translation>La partie n&apos;a pas pu être écrite dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match exported to %1.</source>
        <translation>Partie exportée dans %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open game record</source>
        <translation>Ouvrir un enregistrement de partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Enregistrements de partie (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The file %1 could not be read: %2</source>
        <translation>Le fichier %1 n&apos;a pas pu être lu&#xa0;: %2</translation>
    </message>
</context>
</TS>

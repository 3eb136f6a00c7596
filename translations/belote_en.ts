<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>DealSummaryDialog</name>
    <message numerus="yes">
        <location filename="../belote_desktop/ui/dialogs/deal_summary/dialog.py" line="+387"/>
        <source>Litige: the takers&apos; %n points are held and go to the team that wins the next deal.</source>
        <translation>
            <numerusform>Litige: the takers&apos; %n point is held and goes to the team that wins the next deal.</numerusform>
            <numerusform>Litige: the takers&apos; %n points are held and go to the team that wins the next deal.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The %n points held by the litige go to %1, who won this deal.</source>
        <translation>
            <numerusform>The %n point held by the litige goes to %1, who won this deal.</numerusform>
            <numerusform>The %n points held by the litige go to %1, who won this deal.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealTally</name>
    <message numerus="yes">
        <location filename="../belote_desktop/ui/table/items/deal_tally.py" line="+62"/>
        <source>%n trick(s)</source>
        <comment>the tricks a team took in the deal</comment>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message numerus="yes">
        <location filename="../belote_desktop/ui/dialogs/error.py" line="+132"/>
        <source>%n more error(s) happened while this window was open.</source>
        <translation>
            <numerusform>%n more error happened while this window was open.</numerusform>
            <numerusform>%n more errors happened while this window was open.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The last %n are not shown here.</source>
        <translation>
            <numerusform>The last one is not shown here.</numerusform>
            <numerusform>The last %n are not shown here.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExpertComparisonDialog</name>
    <message numerus="yes">
        <location filename="../belote_desktop/ui/dialogs/expert_comparison.py" line="+156"/>
        <source>The expert&apos;s play was worth %n more points to your team.</source>
        <translation>
            <numerusform>The expert&apos;s play was worth %n more point to your team.</numerusform>
            <numerusform>The expert&apos;s play was worth %n more points to your team.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your play was worth %n more points to your team than the expert&apos;s.</source>
        <translation>
            <numerusform>Your play was worth %n more point to your team than the expert&apos;s.</numerusform>
            <numerusform>Your play was worth %n more points to your team than the expert&apos;s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message numerus="yes">
        <location filename="../belote_desktop/ui/hints.py" line="+83"/>
        <source>Expected score of this deal, your team&apos;s minus theirs, over %n possible layouts of the hidden cards: %1</source>
        <translation>
            <numerusform>Expected score of this deal, your team&apos;s minus theirs, over %n possible layout of the hidden cards: %1</numerusform>
            <numerusform>Expected score of this deal, your team&apos;s minus theirs, over %n possible layouts of the hidden cards: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message numerus="yes">
        <location filename="../belote_desktop/ui/dialogs/last_trick.py" line="+267"/>
        <source>You won the trick: %n points.</source>
        <translation>
            <numerusform>You won the trick: %n point.</numerusform>
            <numerusform>You won the trick: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 won the trick: %n points.</source>
        <translation>
            <numerusform>%1 won the trick: %n point.</numerusform>
            <numerusform>%1 won the trick: %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message numerus="yes">
        <location filename="../belote_desktop/ui/dialogs/review.py" line="+204"/>
        <source>Average over %n possible layouts of the hidden cards</source>
        <translation>
            <numerusform>Average over %n possible layout of the hidden cards</numerusform>
            <numerusform>Average over %n possible layouts of the hidden cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>%1 of %n cards were the best</source>
        <translation>
            <numerusform>%1 of %n card was the best</numerusform>
            <numerusform>%1 of %n cards were the best</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 of %n calls were the best</source>
        <comment>klaverjas: ik speel / ik pas</comment>
        <translation>
            <numerusform>%1 of %n call was the best</numerusform>
            <numerusform>%1 of %n calls were the best</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 of %n bids were the best</source>
        <translation>
            <numerusform>%1 of %n bid was the best</numerusform>
            <numerusform>%1 of %n bids were the best</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n points lost in all</source>
        <translation>
            <numerusform>%n point lost in all</numerusform>
            <numerusform>%n points lost in all</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreGraph</name>
    <message numerus="yes">
        <location filename="../belote_desktop/ui/dialogs/score_sheet/graph.py" line="+95"/>
        <source>Level at %1 points each after %n deals.</source>
        <translation>
            <numerusform>Level at %1 points each after %n deal.</numerusform>
            <numerusform>Level at %1 points each after %n deals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 lead by %2 points after %n deals.</source>
        <translation>
            <numerusform>%1 lead by %2 points after %n deal.</numerusform>
            <numerusform>%1 lead by %2 points after %n deals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+88"/>
        <source>to %n points</source>
        <comment>the match&apos;s target, beside its line</comment>
        <translation>
            <numerusform>to %n point</numerusform>
            <numerusform>to %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message numerus="yes">
        <location filename="../belote_desktop/ui/dialogs/score_sheet/sheet.py" line="+360"/>
        <source>%n deals</source>
        <translation>
            <numerusform>%n deal</numerusform>
            <numerusform>%n deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1, %n to go</source>
        <comment>klaverjas: deals of the boompje still to play</comment>
        <translation>
            <numerusform>%1, %n to go</numerusform>
            <numerusform>%1, %n to go</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>to %n points</source>
        <translation>
            <numerusform>to %n point</numerusform>
            <numerusform>to %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n points held by a litige for the winner of the next deal.</source>
        <translation>
            <numerusform>%n point held by a litige for the winner of the next deal.</numerusform>
            <numerusform>%n points held by a litige for the winner of the next deal.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message numerus="yes">
        <location filename="../belote_desktop/ui/access/speech.py" line="+144"/>
        <source>Trick to %1, %n points</source>
        <translation>
            <numerusform>Trick to %1, %n point</numerusform>
            <numerusform>Trick to %1, %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You win the trick, %n points.</source>
        <translation>
            <numerusform>You win the trick, %n point.</numerusform>
            <numerusform>You win the trick, %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 wins the trick, %n points.</source>
        <translation>
            <numerusform>%1 wins the trick, %n point.</numerusform>
            <numerusform>%1 wins the trick, %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <location filename="../belote_desktop/ui/dialogs/statistics.py" line="+200"/>
        <source>%n matches played to the end, %1 won</source>
        <translation>
            <numerusform>%n match played to the end, %1 won</numerusform>
            <numerusform>%n matches played to the end, %1 won</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableQuestions</name>
    <message numerus="yes">
        <location filename="../belote_desktop/ui/access/queries.py" line="+234"/>
        <source>You won it, %n points.</source>
        <translation>
            <numerusform>You won it, %n point.</numerusform>
            <numerusform>You won it, %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 won it, %n points.</source>
        <translation>
            <numerusform>%1 won it, %n point.</numerusform>
            <numerusform>%1 won it, %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+47"/>
        <source>Your hand, %n cards: %1.</source>
        <translation>
            <numerusform>Your hand, %n card: %1.</numerusform>
            <numerusform>Your hand, %n cards: %1.</numerusform>
        </translation>
    </message>
</context>
</TS>

"""The rules of klaverjas (shared/KLAVERJAS.md, K1 to K11) as data for the help panel.

Built like ``rules_text`` (belote's help): one paragraph per ``QCoreApplication.translate("KlaverjasHelp",
"...")`` with a literal string, texts made at call time so a language change applies, numbers that a reader
could check kept in plain data beside the texts (the tests check them against
``engine.families.klaverjas``). Each K11 option is explained in the section of the rule it changes, and
its paragraphs carry ``when`` so the panel marks what holds in the game on the table.

The Dutch words of K10 (roem, stuk, nat, pit, boompje, voorhand ...) are the names players use, so they are
kept in every language and explained there; the glossary's Dutch column is not translated at all.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .klaverjas_options_text import option_helps, option_labels, option_section
from .rules_model import (
    IS_SET,
    CardExample,
    KlaverjasCount,
    Paragraph,
    ResultExample,
    RoemExample,
    Section,
    Table,
    arg,
    rank_label,
    ranks_text,
)

# Card points per rank in klaverjas (K2 = belote's suit contract).
KJ_CARD_POINTS: dict[str, dict[str, int]] = {
    "trump": {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0},
    "plain": {"J": 2, "9": 0, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0},
}
KJ_RANKS_BY_POINTS = ("J", "9", "A", "T", "K", "Q", "8", "7")
TRUMP_ORDER = ("J", "9", "A", "T", "K", "Q", "8", "7")
PLAIN_ORDER = ("A", "T", "K", "Q", "J", "9", "8", "7")
RUN_ORDER = ("A", "K", "Q", "J", "T", "9", "8", "7")
# K6's table: (row key, roem); the tests compare every value with the engine's.
ROEM_VALUES: tuple[tuple[str, int], ...] = (
    ("run3", 20),
    ("run4", 50),
    ("stuk", 20),
    ("stuk_run3", 40),
    ("stuk_run4", 70),
    ("four_high", 100),
    ("four_low", 100),
    ("four_jacks", 200),
)
# K8's example: the totals after a boompje.
BOOMPJE_TOTALS = (1874, 1790)

# Rule id -> section id: the panel's jump from a refusal ("K5.3") to its section.
KLAVERJAS_RULE_SECTIONS: dict[str, str] = {
    "K1": "kj-game",
    "K2": "kj-cards",
    "K3": "kj-dealing",
    "K4": "kj-trump",
    "K5": "kj-play",
    "K6": "kj-roem",
    "K7": "kj-result",
    "K8": "kj-match",
    "K9": "kj-belote",
    "K10": "kj-words",
    "K11": "kj-options",
}


def klaverjas_sections() -> list[Section]:
    """Every klaverjas section in reading order, in the current language."""
    return [
        _game(),
        _cards(),
        _dealing(),
        _trump(),
        _play(),
        _roem(),
        _result(),
        _match(),
        _options(),
        _belote(),
        _words(),
    ]


def _with_options(section_id: str) -> tuple:
    """The OptionHelp blocks of the options explained in this section (K11: each where it applies)."""
    return tuple(o for o in option_helps() if option_section(o.key) == section_id)


def _game() -> Section:
    return Section(
        "kj-game",
        QCoreApplication.translate("KlaverjasHelp", "Klaverjas: the game and the table"),
        ("K1",),
        (
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "Klaverjas (<i>klaverjassen</i>) is the Dutch member of the belote family: the same 32 cards, the "
                    "same jack and nine at the top of the trump suit and the "
                    "same card points. Four players play in two "
                    "fixed teams, partners facing each other: North and South against East and West. You sit South.",
                )
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "Everything goes clockwise: the deal, the choice of trump and the play move from North to East, "
                    "South, West and back to North. The player on the dealer's left is the <i>voorhand</i> (first "
                    "hand): the first to speak and, in the usual rules, the first to lead.",
                )
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "The team of the player who chooses trump are the "
                    "<i>makers</i>; the others are the <i>defenders</i>. "
                    "The makers must count more than the defenders, or they go <i>nat</i> and the defenders score "
                    "everything. Bonuses, called <i>roem</i>, come from the cards that lie together in one trick.",
                )
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "Dutch players follow different city rules. Three of them are built in: <b>Amsterdams</b> (the "
                    "default), <b>Rotterdams</b>, which differs in the duty to "
                    "trump, and <b>Utrechts</b>, in which the "
                    "voorhand must choose trump. A match is usually a <i>boompje</i> of 16 deals.",
                )
            ),
        ),
    )


def _cards() -> Section:
    rows = [
        (rank_label(r), str(KJ_CARD_POINTS["trump"][r]), str(KJ_CARD_POINTS["plain"][r])) for r in KJ_RANKS_BY_POINTS
    ]
    rows.append(
        (
            QCoreApplication.translate("KlaverjasHelp", "Whole suit"),
            str(sum(KJ_CARD_POINTS["trump"].values())),
            str(sum(KJ_CARD_POINTS["plain"].values())),
        )
    )
    return Section(
        "kj-cards",
        QCoreApplication.translate("KlaverjasHelp", "The cards, their order and points"),
        ("K2",),
        (
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "The pack has 32 cards, seven to ace in each of the four suits. Every deal has a trump suit: "
                    "klaverjas knows no sans atout and no tout atout.",
                )
            ),
            Table(
                (
                    QCoreApplication.translate("KlaverjasHelp", "Which cards"),
                    QCoreApplication.translate("KlaverjasHelp", "Order, highest first"),
                ),
                (
                    (QCoreApplication.translate("KlaverjasHelp", "Trump suit"), ranks_text(TRUMP_ORDER)),
                    (QCoreApplication.translate("KlaverjasHelp", "Other suits"), ranks_text(PLAIN_ORDER)),
                    (QCoreApplication.translate("KlaverjasHelp", "Runs for roem, every suit"), ranks_text(RUN_ORDER)),
                ),
                key="kj-order",
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "The jack of trump is the <i>jas</i> and the nine of trump the <i>nel</i>: the two highest trumps.",
                )
            ),
            Table(
                (
                    QCoreApplication.translate("KlaverjasHelp", "Card"),
                    QCoreApplication.translate("KlaverjasHelp", "Trump"),
                    QCoreApplication.translate("KlaverjasHelp", "Not trump"),
                ),
                tuple(rows),
                key="kj-points",
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "The trump suit holds 62 points and each other suit 30, which makes 152. The team that takes the "
                    "last trick adds 10, so every deal is worth 162 points before roem.",
                )
            ),
        ),
    )


def _dealing() -> Section:
    return Section(
        "kj-dealing",
        QCoreApplication.translate("KlaverjasHelp", "Dealing"),
        ("K3",),
        (
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "Chance picks the first dealer; after each deal the player on the left deals. The cards are "
                    "shuffled before every deal and cut by an opponent.",
                )
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "Starting with the voorhand and going clockwise, the dealer gives everyone three cards, then two, "
                    "then three: eight each.",
                ),
                when=("deal_packets", "3-2-3"),
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "Starting with the voorhand and going clockwise, the dealer gives everyone four cards, then four "
                    "more: eight each.",
                ),
                when=("deal_packets", "4-4"),
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "No card is turned up: everyone holds all eight cards before trump is chosen. A deal is never "
                    "thrown in; somebody always has to play it.",
                )
            ),
            *_with_options("kj-dealing"),
        ),
        options=("deal_packets",),
    )


def _trump() -> Section:
    return Section(
        "kj-trump",
        QCoreApplication.translate("KlaverjasHelp", "Choosing trump"),
        ("K4",),
        (
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "A player who wants to choose trump says <i>ik speel</i> (I "
                    "play) and names the suit; that player's "
                    "team are the makers. A player who does not want to says <i>ik pas</i> (I pass). Calls are plain: "
                    "signalling what you hold is not done.",
                )
            ),
            Paragraph(
                QCoreApplication.translate("KlaverjasHelp", "The first speaker is the voorhand, on the dealer's left."),
                when=("first_speaker", "voorhand"),
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "The first speaker is the dealer, as in the tournament rules of the Dutch klaverjas union (NKU).",
                ),
                when=("first_speaker", "dealer"),
            ),
            Paragraph(QCoreApplication.translate("KlaverjasHelp", "Free choice (vrij)"), heading=True,
                      when=("trump_choice", "vrij")),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "Starting with the first speaker, each player in turn plays, naming any suit as trump, or passes. "
                    "The first player who plays ends the choosing. If all four pass, the first speaker must play and "
                    "names any suit.",
                ),
                when=("trump_choice", "vrij"),
            ),
            Paragraph(
                QCoreApplication.translate("KlaverjasHelp", "Forced: the Utrechts way (verplicht)"), heading=True,
                when=("trump_choice", "verplicht")),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "Nobody passes: the first speaker must choose a trump suit and play. This is Utrechts, also "
                    "called <i>verplicht spelen</i> (forced play).",
                ),
                when=("trump_choice", "verplicht"),
            ),
            Paragraph(QCoreApplication.translate("KlaverjasHelp", "A proposed suit (gedraaid, Twents)"), heading=True),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "First a suit is proposed: at a real table by turning a card from the unused low cards, here by "
                    "chance, except that the first deal of a match proposes clubs. Each player in turn plays in that "
                    "suit or passes. If all four pass, the first speaker must play, as the option <i>All pass on a "
                    "proposed suit</i> says.",
                ),
                when=("trump_choice", "gedraaid"),
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "Twents: a suit is proposed by chance and each player in turn plays in it or passes. If all four "
                    "pass, chance proposes a second suit and the first speaker must play in it.",
                ),
                when=("trump_choice", "twents"),
            ),
            Paragraph(QCoreApplication.translate("KlaverjasHelp", "The first lead"), heading=True),
            Paragraph(
                QCoreApplication.translate("KlaverjasHelp", "The voorhand leads the first trick, whoever chose trump."),
                when=("first_lead", "voorhand"),
            ),
            Paragraph(
                QCoreApplication.translate("KlaverjasHelp", "The player who chose trump leads the first trick."),
                when=("first_lead", "maker"),
            ),
            *_with_options("kj-trump"),
        ),
        options=("trump_choice", "first_speaker", "gedraaid_all_pass", "first_lead"),
    )


def _play() -> Section:
    return Section(
        "kj-play",
        QCoreApplication.translate("KlaverjasHelp", "Playing the cards: the duties"),
        ("K5",),
        (
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "A deal has eight tricks; the winner of a trick leads the next. The leader may play any card. The "
                    "other players have the duties below, numbered as the game names them when it refuses a card.",
                )
            ),
            Paragraph(QCoreApplication.translate("KlaverjasHelp", "K5.1 Follow suit"), heading=True),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "If you hold the suit led and it is not trump, play a card of that suit, any one: you need not go "
                    "higher, whoever is winning.",
                )
            ),
            CardExample(
                QCoreApplication.translate("KlaverjasHelp", "Hearts are trump; an opponent leads the ace of spades."),
                "H",
                (("AS", "opponent"),),
                ("7S", "KS", "JH", "8D"),
                ("7S", "KS"),
                QCoreApplication.translate("KlaverjasHelp", "Either spade; the jas and the diamond must wait."),
            ),
            Paragraph(QCoreApplication.translate("KlaverjasHelp", "K5.2 Trump led"), heading=True),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "If trump is led, you must play a trump higher than the highest in the trick if you have one, even "
                    "when your partner is winning; otherwise any trump. A lower trump here is following suit, not "
                    "undertrumping.",
                )
            ),
            CardExample(
                QCoreApplication.translate("KlaverjasHelp", "Hearts are trump; your partner leads the ten of hearts."),
                "H",
                (("TH", "partner"), ("QH", "opponent")),
                ("9H", "7H", "AC"),
                ("9H",),
                QCoreApplication.translate(
                    "KlaverjasHelp", "The nel beats the ten, so it must be played over your own partner."
                ),
            ),
            Paragraph(
                QCoreApplication.translate("KlaverjasHelp", "K5.3 You cannot follow suit and your partner is winning"),
                heading=True,
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "<b>Amsterdams</b>: you need not trump your partner's trick. Any card is allowed, except a trump "
                    "lower than the highest trump in the trick while you hold anything else. If the trick holds no "
                    "trump, every trump is higher, so any card is allowed.",
                ),
                when=("trump_rule", "amsterdams"),
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "Amsterdams with undertrumping forced: even that exception falls away, and any card is allowed "
                    "while your partner is winning.",
                ),
                when=("undertrump", "forced"),
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "<b>Rotterdams</b>: your partner's winning card is no excuse. You must trump and overtrump exactly "
                    "as if an opponent were winning (K5.4).",
                ),
                when=("trump_rule", "rotterdams"),
            ),
            CardExample(
                QCoreApplication.translate(
                    "KlaverjasHelp", "Amsterdams, clubs trump: your partner leads the ace of diamonds; you have none."
                ),
                "C",
                (("AD", "partner"), ("7D", "opponent")),
                ("9C", "8C", "KS", "7H"),
                ("9C", "8C", "KS", "7H"),
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "No duty to trump, and with no trump in the trick no club is an undertrump: all "
                    "four cards are allowed.",
                ),
                when=("trump_rule", "amsterdams"),
            ),
            CardExample(
                QCoreApplication.translate(
                    "KlaverjasHelp", "Rotterdams, clubs trump: your partner leads the ace of diamonds; you have none."
                ),
                "C",
                (("AD", "partner"), ("7D", "opponent")),
                ("9C", "8C", "KS", "7H"),
                ("9C", "8C"),
                QCoreApplication.translate("KlaverjasHelp", "You must trump your partner's ace: a club."),
                when=("trump_rule", "rotterdams"),
            ),
            Paragraph(
                QCoreApplication.translate("KlaverjasHelp", "K5.4 You cannot follow suit and an opponent is winning"),
                heading=True,
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "You must trump if you hold a trump. If the trick has been trumped already, you must beat its "
                    "highest trump if you can (overtrump).",
                )
            ),
            CardExample(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "Clubs trump: your partner leads the ace of diamonds, an opponent trumps with the ten.",
                ),
                "C",
                (("AD", "partner"), ("TC", "opponent")),
                ("9C", "8C", "KS", "7H"),
                ("9C",),
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "The nine of trump beats the ten: it is the only card allowed, in Amsterdams and Rotterdams alike.",
                ),
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "If you cannot overtrump, you may not undertrump: play a card of another suit, and a lower trump "
                    "only if you hold nothing else. This is the Amsterdams custom.",
                ),
                when=("undertrump", "avoid"),
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "If you cannot overtrump, you must still play a lower trump (undertrump). This is the Rotterdams "
                    "custom.",
                ),
                when=("undertrump", "forced"),
            ),
            CardExample(
                QCoreApplication.translate("KlaverjasHelp", "The same trick, but you cannot overtrump."),
                "C",
                (("AD", "partner"), ("TC", "opponent")),
                ("8C", "7C", "KS", "7H"),
                ("KS", "7H"),
                QCoreApplication.translate("KlaverjasHelp", "Undertrumping is avoided: a spade or a heart."),
                when=("undertrump", "avoid"),
            ),
            CardExample(
                QCoreApplication.translate("KlaverjasHelp", "The same trick, but you cannot overtrump."),
                "C",
                (("AD", "partner"), ("TC", "opponent")),
                ("8C", "7C", "KS", "7H"),
                ("8C", "7C"),
                QCoreApplication.translate("KlaverjasHelp", "Undertrumping is forced: one of your low clubs."),
                when=("undertrump", "forced"),
            ),
            Paragraph(QCoreApplication.translate("KlaverjasHelp", "K5.5 Neither the suit led nor trump"), heading=True),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp", "With none of the suit led and no trump, any card may be played."
                )
            ),
            Paragraph(
                QCoreApplication.translate("KlaverjasHelp", "Amsterdams and Rotterdams side by side"), heading=True
            ),
            Table(
                (QCoreApplication.translate("KlaverjasHelp", "You cannot follow suit and"), "Amsterdams", "Rotterdams"),
                (
                    (
                        QCoreApplication.translate("KlaverjasHelp", "your partner is winning"),
                        QCoreApplication.translate(
                            "KlaverjasHelp", "no duty to trump; no lower trump unless nothing else"
                        ),
                        QCoreApplication.translate("KlaverjasHelp", "trump and overtrump"),
                    ),
                    (
                        QCoreApplication.translate("KlaverjasHelp", "an opponent is winning"),
                        QCoreApplication.translate("KlaverjasHelp", "trump and overtrump"),
                        QCoreApplication.translate("KlaverjasHelp", "trump and overtrump"),
                    ),
                    (
                        QCoreApplication.translate("KlaverjasHelp", "you cannot overtrump"),
                        QCoreApplication.translate("KlaverjasHelp", "a lower trump only if nothing else"),
                        QCoreApplication.translate("KlaverjasHelp", "a lower trump, forced"),
                    ),
                ),
                key="kj-cities",
            ),
            Paragraph(QCoreApplication.translate("KlaverjasHelp", "Who wins the trick"), heading=True),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "The highest trump wins the trick; with no trump in it, the highest card of the suit led. Cards of "
                    "other suits never win.",
                )
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "The game refuses a card these duties forbid and names the duty (K5.1 to K5.4); nothing else "
                    "changes. At a real table a forbidden card is <i>verzaken</i> (revoking): the player has "
                    "<i>verzaakt</i> and the team is punished. Here it cannot happen.",
                )
            ),
            *_with_options("kj-play"),
        ),
        options=("trump_rule", "undertrump"),
    )


def roem_table() -> Table:
    labels = {
        "run3": QCoreApplication.translate("KlaverjasHelp", "Three cards of one suit in a row"),
        "run4": QCoreApplication.translate("KlaverjasHelp", "Four cards of one suit in a row"),
        "stuk": QCoreApplication.translate("KlaverjasHelp", "<i>Stuk</i>: king and queen of trump"),
        "stuk_run3": QCoreApplication.translate("KlaverjasHelp", "Stuk inside a trump run of three (20 + 20)"),
        "stuk_run4": QCoreApplication.translate("KlaverjasHelp", "Stuk inside a trump run of four (50 + 20)"),
        "four_high": QCoreApplication.translate("KlaverjasHelp", "Four aces, tens, kings or queens"),
        "four_low": QCoreApplication.translate("KlaverjasHelp", "Four nines, eights or sevens (an option)"),
        "four_jacks": QCoreApplication.translate("KlaverjasHelp", "Four jacks (an option)"),
    }
    return Table(
        (
            QCoreApplication.translate("KlaverjasHelp", "In one trick"),
            QCoreApplication.translate("KlaverjasHelp", "Roem"),
        ),
        tuple((labels[key], str(value)) for key, value in ROEM_VALUES),
        key="kj-roem",
    )


def _roem() -> Section:
    return Section(
        "kj-roem",
        QCoreApplication.translate("KlaverjasHelp", "Roem"),
        ("K6",),
        (
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "<i>Roem</i> is the bonus of klaverjas. It is not declared "
                    "from the hand: it lies in the four cards "
                    "of one finished trick, whoever played them, and it goes to the team that wins that trick. It is "
                    "written apart from the card points, because it counts when nat is decided.",
                )
            ),
            roem_table(),
            Paragraph(
                arg(
                    QCoreApplication.translate(
                        "KlaverjasHelp",
                        "Runs follow the order %1 in every suit, trump or not: ace, "
                        "king, queen is a run, king, ace, seven "
                        "is not. A run of four counts 50, not 50 plus 20. One trick "
                        "holds at most one run (with or without "
                        "stuk), or stuk alone, or four of a kind.",
                    ),
                    ranks_text(tuple(reversed(RUN_ORDER))),
                )
            ),
            RoemExample(
                QCoreApplication.translate("KlaverjasHelp", "Example: a run of four"),
                "H",
                (("9S", "E"), ("QS", "S"), ("JS", "W"), ("TS", "N")),
                "N",
                15,
                50,
                0,
                0,
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "North's ten wins, so North and South book 15 points and 50 roem for nine, "
                    "ten, jack and queen of spades, though East and West gave two of those cards.",
                ),
            ),
            RoemExample(
                QCoreApplication.translate("KlaverjasHelp", "Example: stuk inside a trump run"),
                "H",
                (("KH", "W"), ("AH", "N"), ("QH", "E"), ("8C", "S")),
                "N",
                18,
                20,
                20,
                0,
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "Queen, king and ace of hearts are a run (20) and king and queen of trump are "
                    "stuk (20): North and South book 18 points and 40 roem, though West and East played the king "
                    "and the queen.",
                ),
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "The game finds the roem of every trick itself, gives it to "
                    "the trick's winners and shows it by the "
                    "trick (<i>Roem 50</i>, <i>Stuk</i>).",
                ),
                when=("auto_roem", True),
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "At a real table roem counts only when it is called. Press <i>Roem!</i> while the trick still lies "
                    "on the table; roem nobody called before the trick is gathered is lost. The computer players call "
                    "roem in the tricks their own team wins, never for the other team.",
                ),
                when=("auto_roem", False),
            ),
            *_with_options("kj-roem"),
        ),
        options=("four_low", "four_jacks", "auto_roem"),
    )


def _result_examples() -> tuple[ResultExample, ...]:
    return (
        ResultExample(
            QCoreApplication.translate("KlaverjasHelp", "Example: a deal made"),
            "H",
            KlaverjasCount(92, 10, 20),
            KlaverjasCount(60, 0, 20),
            (5, 3),
            True,
            (122, 80),
            QCoreApplication.translate(
                "KlaverjasHelp",
                "North and South chose trump. They count 102 + 20 = 122, East and West 60 + 20 "
                "= 80. 122 is more than 80: made, and each team scores what it counted.",
            ),
        ),
        ResultExample(
            QCoreApplication.translate("KlaverjasHelp", "Example: nat because of roem"),
            "H",
            KlaverjasCount(85, 10, 20),
            KlaverjasCount(67, 0, 70),
            (4, 4),
            False,
            (0, 252),
            QCoreApplication.translate(
                "KlaverjasHelp",
                "North and South took more card points, but they count 95 + 20 = 115 against "
                "67 + 70 = 137: nat. East and West score 162 + 20 + 70 = 252, North and South nothing.",
            ),
        ),
        ResultExample(
            QCoreApplication.translate("KlaverjasHelp", "Example: exactly half"),
            "H",
            KlaverjasCount(71, 10, 0),
            KlaverjasCount(81, 0, 0),
            (4, 4),
            False,
            (0, 162),
            QCoreApplication.translate("KlaverjasHelp", "81 against 81 is not more: nat, and East and West score 162."),
            when=("half_is_made", False),
        ),
        ResultExample(
            QCoreApplication.translate("KlaverjasHelp", "Example: pit"),
            "H",
            KlaverjasCount(152, 10, 70, 100),
            KlaverjasCount(0, 0, 0),
            (8, 0),
            True,
            (332, 0),
            QCoreApplication.translate(
                "KlaverjasHelp",
                "All eight tricks: 162 points, 70 roem and the pit bonus of 100. North and "
                "South score 332, East and West nothing.",
            ),
        ),
    )


def _result() -> Section:
    made, nat, half, pit = _result_examples()
    return Section(
        "kj-result",
        QCoreApplication.translate("KlaverjasHelp", "Result of a deal: made, nat, pit"),
        ("K7",),
        (
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "Each team adds up its points (the cards it won, with 10 for the last trick) and its roem.",
                )
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "<b>Made</b>: the makers counted more than the defenders; without roem that is at least 82 of the "
                    "162 points. Both teams score what they counted.",
                ),
                when=("half_is_made", False),
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "<b>Made</b>: the makers counted at least as much as the defenders. Both teams score what they "
                    "counted.",
                ),
                when=("half_is_made", True),
            ),
            made,
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "<b>Nat</b> (also <i>beet</i>): the makers counted as much "
                    "as the defenders or less; exactly half is "
                    "nat. The makers score nothing; the defenders score 162 plus the roem of both teams, stuk "
                    "included.",
                ),
                when=("half_is_made", False),
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "<b>Nat</b> (also <i>beet</i>): the makers counted less than the defenders. The makers score "
                    "nothing; the defenders score 162 plus the roem of both teams, stuk included.",
                ),
                when=("half_is_made", True),
            ),
            nat,
            half,
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "<b>Pit</b>: makers who take all eight tricks score a bonus "
                    "of 100 on top of 162 and their roem; the "
                    "score sheet writes it in the roem column. Defenders who take every trick get no bonus: the makers "
                    "are nat anyway.",
                ),
                when=("pit_any_team", False),
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "<b>Pit</b>: a team that takes all eight tricks, makers or defenders, scores a bonus of 100 on top "
                    "of what it scores anyway.",
                ),
                when=("pit_any_team", True),
            ),
            pit,
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "With spades as trump the deal counts twice: both scores are multiplied by two once made or nat is "
                    "decided.",
                ),
                when=("double_spades", True),
            ),
            *_with_options("kj-result"),
        ),
        options=("half_is_made", "pit_any_team", "double_spades"),
    )


def _match() -> Section:
    return Section(
        "kj-match",
        QCoreApplication.translate("KlaverjasHelp", "The match: a boompje"),
        ("K8",),
        (
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "A match is a <i>boompje</i>: a fixed number of deals, usually 16, so that everyone deals four "
                    "times. The score sheet has a column for each team (<i>wij</i> and <i>zij</i>, us and them) and "
                    "counts the deals down. After the last deal the higher total wins.",
                ),
                when=("deals", IS_SET),
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "The match is played to a target: the first team to reach it wins. If both reach it in the same "
                    "deal, the higher total wins; if the totals are equal, another deal is played.",
                ),
                when=("deals", None),
            ),
            Paragraph(
                QCoreApplication.translate("KlaverjasHelp", "Equal totals after the last deal make a draw."),
                when=("tie_extra_deal", False),
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp", "Equal totals after the last deal: one more deal is played, until they differ."
                ),
                when=("tie_extra_deal", True),
            ),
            Paragraph(
                arg(
                    QCoreApplication.translate(
                        "KlaverjasHelp",
                        "Example: after 16 deals North and South have %1 and East and West %2: North and South win.",
                    ),
                    *BOOMPJE_TOTALS,
                )
            ),
            *_with_options("kj-match"),
        ),
        options=("deals", "tie_extra_deal"),
    )


def _options() -> Section:
    titles = {s_id: title for s_id, title in _section_titles().items()}
    rows = tuple(
        (
            f"<b>{option_labels()[o.key]}</b>",
            f'<a href="section:{option_section(o.key)}">{titles[option_section(o.key)]}</a>',
        )
        for o in option_helps()
    )
    return Section(
        "kj-options",
        QCoreApplication.translate("KlaverjasHelp", "Rule options and presets"),
        ("K11",),
        (
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "Klaverjas has many house rules. Each option is explained in the section where it applies, with "
                    "its value in this game highlighted. The settings dialog chooses a preset or single options before "
                    "a match.",
                )
            ),
            Table(
                (
                    QCoreApplication.translate("KlaverjasHelp", "Option"),
                    QCoreApplication.translate("KlaverjasHelp", "Explained in"),
                ),
                rows,
                key="kj-option-places",
            ),
            Paragraph(QCoreApplication.translate("KlaverjasHelp", "Presets"), heading=True),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "<b>Amsterdams</b>: every option at its default: free choice of trump, no duty to trump your "
                    "partner's trick, no undertrumping unless nothing else, a boompje of 16 deals.",
                )
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "<b>Rotterdams</b>: as Amsterdams, but your partner's trick must be trumped too, and undertrumping "
                    "is forced.",
                )
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "<b>Utrechts</b>: as Amsterdams, but nobody passes: the voorhand must choose trump.",
                )
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "<b>NKU toernooi</b>: as Amsterdams, but the dealer speaks first and must play if everyone passes, "
                    "as in the union's tournament rules.",
                )
            ),
        ),
    )


def _section_titles() -> dict[str, str]:
    """The titles of the sections that hold options, for the links of the options overview."""
    return {
        "kj-dealing": QCoreApplication.translate("KlaverjasHelp", "Dealing"),
        "kj-trump": QCoreApplication.translate("KlaverjasHelp", "Choosing trump"),
        "kj-play": QCoreApplication.translate("KlaverjasHelp", "Playing the cards: the duties"),
        "kj-roem": QCoreApplication.translate("KlaverjasHelp", "Roem"),
        "kj-result": QCoreApplication.translate("KlaverjasHelp", "Result of a deal: made, nat, pit"),
        "kj-match": QCoreApplication.translate("KlaverjasHelp", "The match: a boompje"),
    }


def _belote() -> Section:
    def row(aspect: str, belote: str, klaverjas: str) -> tuple[str, str, str]:
        return (aspect, belote, klaverjas)

    rows = (
        row(
            QCoreApplication.translate("KlaverjasHelp", "Direction"),
            QCoreApplication.translate("KlaverjasHelp", "an option"),
            QCoreApplication.translate("KlaverjasHelp", "always clockwise"),
        ),
        row(
            QCoreApplication.translate("KlaverjasHelp", "Between deals"),
            QCoreApplication.translate("KlaverjasHelp", "cut only"),
            QCoreApplication.translate("KlaverjasHelp", "shuffled and cut"),
        ),
        row(
            QCoreApplication.translate("KlaverjasHelp", "The deal"),
            QCoreApplication.translate("KlaverjasHelp", "five cards and an up-card, then three"),
            QCoreApplication.translate("KlaverjasHelp", "all eight at once, no up-card"),
        ),
        row(
            QCoreApplication.translate("KlaverjasHelp", "Choosing trump"),
            QCoreApplication.translate("KlaverjasHelp", "thrown in if all pass"),
            QCoreApplication.translate("KlaverjasHelp", "ik speel or ik pas; if all pass, someone must play"),
        ),
        row(
            QCoreApplication.translate("KlaverjasHelp", "First lead"),
            QCoreApplication.translate("KlaverjasHelp", "the player after the dealer"),
            QCoreApplication.translate("KlaverjasHelp", "the voorhand, whoever chose trump"),
        ),
        row(
            QCoreApplication.translate("KlaverjasHelp", "No card of the suit led, partner winning"),
            QCoreApplication.translate("KlaverjasHelp", "any card"),
            QCoreApplication.translate("KlaverjasHelp", "Amsterdams: any card but no undertrump; Rotterdams: trump"),
        ),
        row(
            QCoreApplication.translate("KlaverjasHelp", "Bonuses"),
            QCoreApplication.translate("KlaverjasHelp", "declarations from the hand; belote-rebelote"),
            QCoreApplication.translate("KlaverjasHelp", "roem from the cards of each trick, to its winner"),
        ),
        row(
            QCoreApplication.translate("KlaverjasHelp", "King and queen of trump"),
            QCoreApplication.translate("KlaverjasHelp", "belote, 20, kept by its team"),
            QCoreApplication.translate("KlaverjasHelp", "stuk, 20, only in one trick, to the trick's winner"),
        ),
        row(
            QCoreApplication.translate("KlaverjasHelp", "Four of a kind"),
            QCoreApplication.translate("KlaverjasHelp", "jacks 200, nines 150, A 10 K Q 100"),
            QCoreApplication.translate("KlaverjasHelp", "jacks 200, all others 100"),
        ),
        row(
            QCoreApplication.translate("KlaverjasHelp", "Equal counts"),
            QCoreApplication.translate("KlaverjasHelp", "made (an option)"),
            QCoreApplication.translate("KlaverjasHelp", "nat"),
        ),
        row(
            QCoreApplication.translate("KlaverjasHelp", "Failing"),
            QCoreApplication.translate("KlaverjasHelp", "dedans: the defence scores 162 and all declarations"),
            QCoreApplication.translate("KlaverjasHelp", "nat: the defenders score 162 and all roem"),
        ),
        row(
            QCoreApplication.translate("KlaverjasHelp", "All eight tricks"),
            QCoreApplication.translate("KlaverjasHelp", "capot: 252"),
            QCoreApplication.translate("KlaverjasHelp", "pit: 162 + 100"),
        ),
        row(
            QCoreApplication.translate("KlaverjasHelp", "The match"),
            QCoreApplication.translate("KlaverjasHelp", "to 1001, 701 or 501"),
            QCoreApplication.translate("KlaverjasHelp", "a boompje of 16 deals"),
        ),
    )
    return Section(
        "kj-belote",
        QCoreApplication.translate("KlaverjasHelp", "Klaverjas for belote players"),
        ("K9",),
        (
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "If you play belote, you already know the cards, their order and their points. This is what "
                    "changes.",
                )
            ),
            Table(
                (
                    "",
                    QCoreApplication.translate("KlaverjasHelp", "Belote"),
                    QCoreApplication.translate("KlaverjasHelp", "Klaverjas"),
                ),
                rows,
                key="kj-differences",
            ),
        ),
    )


# The Dutch words of K10, as Dutch players say them: never translated.
DUTCH_WORDS: tuple[str, ...] = (
    "klaverjassen, klaverjas",
    "troef, troef maken",
    "jas, nel",
    "ik speel / ik pas",
    "verplicht",
    "voorhand",
    "deler, delen, schudden, afnemen",
    "uitkomen",
    "bekennen",
    "introeven, overtroeven, ondertroeven",
    "troefplicht",
    "slag, laatste slag",
    "roem",
    "stuk",
    "nat, beet",
    "pit",
    "verzaken, verzaakt",
    "maat",
    "wij / zij",
    "boompje",
    "Amsterdams, Rotterdams, Utrechts",
)


def _word_meanings() -> tuple[str, ...]:
    return (
        QCoreApplication.translate("KlaverjasHelp", "the game; to play it"),
        QCoreApplication.translate("KlaverjasHelp", "trump; to choose trump"),
        QCoreApplication.translate("KlaverjasHelp", "the jack and the nine of trump, the two highest cards"),
        QCoreApplication.translate("KlaverjasHelp", "I play (and choose trump) / I pass"),
        QCoreApplication.translate("KlaverjasHelp", "forced to play: the Utrechts way"),
        QCoreApplication.translate("KlaverjasHelp", "the player on the dealer's left, first to speak and to lead"),
        QCoreApplication.translate("KlaverjasHelp", "dealer; to deal; to shuffle; to cut"),
        QCoreApplication.translate("KlaverjasHelp", "to lead to a trick"),
        QCoreApplication.translate("KlaverjasHelp", "to follow suit"),
        QCoreApplication.translate("KlaverjasHelp", "to trump, to overtrump, to undertrump"),
        QCoreApplication.translate("KlaverjasHelp", "the duty to trump"),
        QCoreApplication.translate("KlaverjasHelp", "trick; last trick, worth 10"),
        QCoreApplication.translate("KlaverjasHelp", "the bonus for cards lying together in one trick"),
        QCoreApplication.translate("KlaverjasHelp", "king and queen of trump in one trick: 20 roem"),
        QCoreApplication.translate("KlaverjasHelp", "the makers failed and score nothing"),
        QCoreApplication.translate("KlaverjasHelp", "all eight tricks: 100 more"),
        QCoreApplication.translate("KlaverjasHelp", "to play a card the rules forbid; revoked"),
        QCoreApplication.translate("KlaverjasHelp", "partner"),
        QCoreApplication.translate("KlaverjasHelp", "us / them: the two columns of the score sheet"),
        QCoreApplication.translate("KlaverjasHelp", "a match of 16 deals"),
        QCoreApplication.translate("KlaverjasHelp", "the city rule sets"),
    )


def _words() -> Section:
    rows = tuple((f"<i>{dutch}</i>", meaning) for dutch, meaning in zip(DUTCH_WORDS, _word_meanings(), strict=True))
    return Section(
        "kj-words",
        QCoreApplication.translate("KlaverjasHelp", "Dutch words"),
        ("K10",),
        (
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp", "Dutch players use these words, and so does the game, in every language."
                )
            ),
            Table(
                (
                    QCoreApplication.translate("KlaverjasHelp", "Dutch"),
                    QCoreApplication.translate("KlaverjasHelp", "Meaning"),
                ),
                rows,
                key="kj-words",
            ),
            Paragraph(
                QCoreApplication.translate(
                    "KlaverjasHelp",
                    "Its two-player relative is klaberjass, known in Britain as clobyosh or clob. The Swiss jass and "
                    "French belote are cousins of the same family.",
                )
            ),
        ),
    )


def klaverjas_section_for_rule(rule_id: str) -> str:
    """The section of a klaverjas rule id as the engine gives it: "K5", "K5.3", "k6" ..."""
    base = rule_id.strip().upper().split(".")[0]
    return KLAVERJAS_RULE_SECTIONS[base]

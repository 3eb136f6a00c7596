"""The rules of the game (shared/RULES.md, R1 to R12) as data for the help panel.

Every text is one paragraph wrapped in ``QCoreApplication.translate("RulesHelp",
"...")`` with a literal string, so ``pyside6-lupdate`` finds each paragraph as
its own message and a translator never has to split or join sentences. The
texts are built by ``sections()`` at call time, not at import, so a language
change is picked up by calling it again.

Numbers that a reader could check (card points, worked examples) live in plain
data next to the texts; the texts take them through ``%1``-style placeholders,
so the tests can check the numbers against the engine without parsing prose.
Where RULES.md leaves room, the texts follow the engine's README.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.options import VARIANTS, Options
from .rules_model import (
    ALL_VARIANTS,
    AUCTION_VARIANTS,
    CARD_POINTS,
    CLASSIC_ONLY,
    COINCHE_ONLY,
    IS_SET,
    LAST_TRICK,
    POINT_COLUMNS,
    RANKS_BY_POINTS,
    SUITS_PER_CONTRACT,
    Block,
    CardExample,
    DeclarationExample,
    OptionHelp,
    Paragraph,
    ScoreExample,
    Section,
    Table,
    TeamCount,
    arg,
    rank_label,
    ranks_text,
)

# The model's names are part of this module's face too: the panel and the tests import them from here.
__all__ = [
    "ALL_VARIANTS",
    "AUCTION_VARIANTS",
    "CARD_POINTS",
    "CLASSIC_ONLY",
    "COINCHE_ONLY",
    "IS_SET",
    "LAST_TRICK",
    "POINT_COLUMNS",
    "RANKS_BY_POINTS",
    "RULE_SECTIONS",
    "SUITS_PER_CONTRACT",
    "Block",
    "CardExample",
    "DeclarationExample",
    "OptionHelp",
    "Paragraph",
    "ScoreExample",
    "Section",
    "Table",
    "TeamCount",
    "applies",
    "arg",
    "condition_text",
    "in_effect_text",
    "on_off",
    "option_helps",
    "player_label",
    "points_table",
    "rank_label",
    "ranks_text",
    "seat_label",
    "section_for_rule",
    "sections",
    "variant_name",
]


def variant_name(variant: str) -> str:
    names = {
        "classic": QCoreApplication.translate("RulesHelp", "Classic belote"),
        "coinche": QCoreApplication.translate("RulesHelp", "Coinche"),
        "contree": QCoreApplication.translate("RulesHelp", "Contrée"),
    }
    return names[variant]


def player_label(role: str) -> str:
    if role == "partner":
        return QCoreApplication.translate("RulesHelp", "partner")
    return QCoreApplication.translate("RulesHelp", "opponent")


def seat_label(seat: str) -> str:
    """A seat of the table (N, E, S, W) by its name, as the rules call them."""
    names = {
        "N": QCoreApplication.translate("RulesHelp", "North"),
        "E": QCoreApplication.translate("RulesHelp", "East"),
        "S": QCoreApplication.translate("RulesHelp", "South"),
        "W": QCoreApplication.translate("RulesHelp", "West"),
    }
    return names[seat]


def on_off(value: bool) -> str:
    if value:
        return QCoreApplication.translate("RulesHelp", "on")
    return QCoreApplication.translate("RulesHelp", "off")


def in_effect_text(options: Options, key: str) -> str:
    """One option's value in this game, in words, e.g. "target 1001"."""
    if key == "variant":
        return variant_name(options.variant)
    if key == "target":
        if options.deals is not None:
            # Not a %n plural: lupdate does not mark QCoreApplication.translate(..., n) as one.
            return arg(QCoreApplication.translate("RulesHelp", "number of deals: %1"), options.deals)
        return arg(QCoreApplication.translate("RulesHelp", "target %1"), options.target)
    for option in option_helps():
        if option.key == key:
            value = getattr(options, key)
            label = next((text for v, text in option.values if v == value), str(value))
            return arg(QCoreApplication.translate("RulesHelp", "%1: %2", "option name: value"), option.label, label)
    raise KeyError(key)


def applies(block: Block | Section, options: Options) -> bool:
    """Whether a section or block is part of the game these options describe."""
    if isinstance(block, ScoreExample):
        if block.variant != ("classic" if options.is_classic else "coinche"):
            return False
    elif options.variant not in block.variants:
        return False
    when = getattr(block, "when", None)
    if when is None:
        return True
    value = getattr(options, when[0])
    return value is not None if when[1] == IS_SET else value == when[1]


def condition_text(block: Block) -> str:
    """The game a conditional block is about, e.g. "Coinche" or "Undertrumping: optional"; "" for any game."""
    parts = []
    variants = getattr(block, "variants", ALL_VARIANTS)
    if variants != ALL_VARIANTS:
        parts.append(" / ".join(variant_name(v) for v in VARIANTS if v in variants))
    when = getattr(block, "when", None)
    if when is not None:
        key, value = when
        if key == "deals":
            parts.append(QCoreApplication.translate("RulesHelp", "a fixed number of deals") if value == IS_SET
                         else QCoreApplication.translate("RulesHelp", "a points target"))
        else:
            option = next(o for o in option_helps() if o.key == key)
            label = next(text for v, text in option.values if v == value)
            parts.append(arg(QCoreApplication.translate("RulesHelp", "%1: %2", "option name: value"),
                             option.label, label))
    return ", ".join(parts)


def section_for_rule(rule_id: str) -> str:
    """The section of a rule id as the engine gives it: "R6", "R6.3", "r6" ..."""
    base = rule_id.strip().upper().split(".")[0]
    return RULE_SECTIONS[base]


RULE_SECTIONS: dict[str, str] = {
    "R1": "table",
    "R2": "cards",
    "R3": "dealing",
    "R4": "classic-bidding",
    "R5": "coinche-bidding",
    "R6": "play",
    "R7": "declarations",
    "R8": "belote",
    "R9": "scoring",
    "R10": "coinche-scoring",
    "R11": "options",
    "R12": "match-end",
}


def sections() -> list[Section]:
    """Every section in reading order, in the current language."""
    return [
        _aim(), _table(), _cards(), _points(), _dealing(), _classic_bidding(), _coinche_bidding(), _play(),
        _declarations(), _belote(), _scoring(), _coinche_scoring(), _match_end(), _options(),
    ]


def _aim() -> Section:
    # For a newcomer: what the words used below (takers, contract, dedans) are about, before they are used.
    return Section("aim", QCoreApplication.translate("RulesHelp", "The aim of the game"), (), (
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Belote is a card game of tricks for four players in two teams. At the start of each deal the "
            "players decide which suit is trump and which team has to prove that it was right to choose it: "
            "that team are the <i>takers</i>, the other team the <i>defence</i>. What the takers have to reach "
            "is their <i>contract</i>.")),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "In classic belote the takers must count more points than the defence (the scoring section "
            "says what an equal count gives)."),
            variants=CLASSIC_ONLY, when=("contract_on_card_points", False)),
        # With the option on, declarations and belote no longer decide it: "more than the defence" would be false.
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "In classic belote with <i>Contract on card points</i>, the takers must take at least 81 of the 162 "
            "points of cards and last trick; their declarations and belote do not count for this."),
            variants=CLASSIC_ONLY, when=("contract_on_card_points", True)),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "In coinche and contrée the players bid: the takers promise a number of points, and must then "
            "count at least that many."),
            variants=AUCTION_VARIANTS),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Points come from the cards won in tricks, from the last trick, and from some combinations of cards "
            "held in the hand. If the takers make their contract, both teams score what they counted, the "
            "takers with their bid added in coinche and contrée (a coinched contract is scored differently: see "
            "its section); if they fail, they are <i>dedans</i> and the defence scores the points of the deal. "
            "Deals follow one another until a team reaches the target.")),
    ))


def _table() -> Section:
    return Section("table", QCoreApplication.translate("RulesHelp", "The table"), ("R1",), (
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Belote is played by four people in two teams of two. Partners face each other across the table, "
            "so the seats alternate between the teams. The seats are called North, East, South and West; "
            "North and South play together against East and West. You sit South.")),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Everything moves round the table in the same direction: the deal, the bidding and the play. "
            "Whenever these rules speak of the next player, they mean the next one in that direction.")),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Clockwise play goes North, East, South, West, then North again."),
            when=("direction", "clockwise")),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Counterclockwise play goes North, West, South, East, then North again."),
            when=("direction", "counterclockwise")),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "A match is a series of deals. The points of each deal are added to the team totals until one "
            "team reaches the target (see <i>End of the match</i>).")),
    ), options=("variant", "direction"))


def _cards() -> Section:
    trump_order = ranks_text(("J", "9", "A", "T", "K", "Q", "8", "7"))
    plain_order = ranks_text(("A", "T", "K", "Q", "J", "9", "8", "7"))
    sequence_order = ranks_text(("A", "K", "Q", "J", "T", "9", "8", "7"))
    return Section("cards", QCoreApplication.translate("RulesHelp", "The cards and their order"), ("R2",), (
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "The game uses a short pack of 32 cards: seven, eight, nine, ten, jack, queen, king and ace in each "
            "of the four suits, spades, hearts, diamonds and clubs.")),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "How strong a card is depends on whether its suit is trump. In the trump suit the jack and the nine "
            "jump to the top; in the other suits the ace and the ten lead.")),
        Table(
            (QCoreApplication.translate("RulesHelp", "Which cards"),
             QCoreApplication.translate("RulesHelp", "Order, highest first")),
            ((QCoreApplication.translate("RulesHelp", "Trump suit"), trump_order),
             (QCoreApplication.translate("RulesHelp", "Other suits"), plain_order),
             (QCoreApplication.translate("RulesHelp", "Sans atout (coinche only): every suit"), plain_order),
             (QCoreApplication.translate("RulesHelp", "Tout atout (coinche only): every suit"), trump_order),
             (QCoreApplication.translate("RulesHelp", "Sequences for declarations"), sequence_order)),
            key="order"),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Sans atout (no trumps) and tout atout (all suits are trump) are contracts of coinche only. "
            "Sans atout ranks every suit like a plain suit; tout atout ranks every suit like the trump suit."),
            variants=COINCHE_ONLY),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Declarations have an order of their own, not the one used in play: for a sequence the cards always "
            "run ace, king, queen, jack, ten, nine, eight, seven, whatever the trump.")),
    ), options=("variant",))


def points_table() -> Table:
    """The card points of R2 as a table, one row per rank and a total per suit."""
    rows: list[tuple[str, ...]] = []
    for rank in RANKS_BY_POINTS:
        rows.append((rank_label(rank), *(str(CARD_POINTS[col][rank]) for col in POINT_COLUMNS)))
    rows.append((QCoreApplication.translate("RulesHelp", "Whole suit"),
                 *(str(sum(CARD_POINTS[col].values())) for col in POINT_COLUMNS)))
    header = (
        QCoreApplication.translate("RulesHelp", "Card"),
        QCoreApplication.translate("RulesHelp", "Trump"),
        QCoreApplication.translate("RulesHelp", "Not trump"),
        QCoreApplication.translate("RulesHelp", "Sans atout (coinche only)"),
        QCoreApplication.translate("RulesHelp", "Tout atout (coinche only)"),
    )
    return Table(header, tuple(rows), key="points")


def _points() -> Section:
    return Section("points", QCoreApplication.translate("RulesHelp", "Card points"), ("R2",), (
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "The tricks you win are worth the points of the cards in them. What a card is worth depends on the "
            "contract, as the table shows.")),
        points_table(),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "With a trump suit, the trump suit holds 62 points and each other suit 30: 152 in all. Whoever wins "
            "the eighth and last trick adds 10 more, the <i>dix de der</i>, so every deal shares out 162 points.")),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "In sans atout and in tout atout every suit is worth 38, so these contracts also hold 152 points, "
            "162 with the last trick."),
            variants=COINCHE_ONLY),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "A team that wins all eight tricks makes a <i>capot</i> and counts 252 instead of 162: the 162 "
            "and a bonus of 90.")),
    ), options=("variant",))


def _dealing() -> Section:
    return Section("dealing", QCoreApplication.translate("RulesHelp", "Dealing"), ("R3",), (
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Chance picks the first dealer. After every deal, even one that nobody wanted to play, the next "
            "player becomes the dealer.")),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Between deals the cards are not shuffled: the tricks are gathered into one pile, which is cut and "
            "dealt again. Only a new match starts from a shuffled pack."),
            when=("shuffle", False)),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "The cards are shuffled before every deal."),
            when=("shuffle", True)),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "The dealer gives the cards out starting with the next player.")),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Each player first gets three cards, then two. The next card of the pack is laid face up on the "
            "table: this up-card shows the suit offered as trump. When someone has taken, that player receives "
            "the up-card and two more cards and every other player three more, so that everyone holds eight. "
            "The taker gets the up-card even after naming another suit in the second round."),
            variants=CLASSIC_ONLY),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Each player gets three cards, then two, then three: eight in all, straight away. No card is "
            "turned up."),
            variants=AUCTION_VARIANTS),
    ), options=("variant", "shuffle"))


def _classic_bidding() -> Section:
    return Section("classic-bidding", QCoreApplication.translate("RulesHelp", "Bidding in classic belote"), ("R4",), (
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "The bidding decides which suit is trump and which team must prove it was right to choose it. "
            "There are at most two rounds, each starting with the player after the dealer.")),
        Paragraph(QCoreApplication.translate("RulesHelp", "First round"), heading=True),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Each player in turn either takes, which makes the suit of the up-card trump, or passes.")),
        Paragraph(QCoreApplication.translate("RulesHelp", "Second round"), heading=True),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "If all four passed, each player in turn may name a trump suit or pass again. The suit of the "
            "up-card can no longer be chosen."),
            when=("second_round_any_suit", False)),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "If all four passed, each player in turn may name a trump suit or pass again. Any suit may be "
            "named, the up-card's suit included."),
            when=("second_round_any_suit", True)),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "The dealer speaks last in the second round and may name any suit there, the up-card's suit "
            "included: having seen everyone else pass twice, the dealer gets the last word."),
            when=("second_round_dealer_any_suit", True)),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "The first player to take ends the bidding. That player's team are the takers; the other team is "
            "the defence. If nobody takes in either round, the cards are thrown in and the next dealer deals.")),
    ), variants=CLASSIC_ONLY, options=("variant", "second_round_any_suit", "second_round_dealer_any_suit"))


def _coinche_bidding() -> Section:
    return Section(
        "coinche-bidding", QCoreApplication.translate("RulesHelp", "Bidding in coinche and contrée"), ("R5",), (
            Paragraph(QCoreApplication.translate(
                "RulesHelp",
                "Here the players bid for a contract: the number of points their team promises to reach and "
                "the trump they want. The player after the dealer bids first; then each in turn bids or passes.")),
            Paragraph(QCoreApplication.translate(
                "RulesHelp",
                "Bids go from 80 to 160 in steps of ten. Above 160 comes <i>capot</i>, a promise to win all "
                "eight tricks, worth 250. Every bid must be higher than the one before it.")),
            Paragraph(QCoreApplication.translate(
                "RulesHelp",
                "In contrée the trump of a bid is one of the four suits."),
                variants=frozenset({"contree"})),
            Paragraph(QCoreApplication.translate(
                "RulesHelp",
                "In coinche a bid may name one of the four suits, <i>sans atout</i> (no trump at all) or "
                "<i>tout atout</i> (every suit is trump)."),
                variants=COINCHE_ONLY),
            Paragraph(QCoreApplication.translate("RulesHelp", "Doubling"), heading=True),
            Paragraph(QCoreApplication.translate(
                "RulesHelp",
                "When it is their turn, an opponent of the highest bidder may double the bid: this is the "
                "<i>coinche</i> or <i>contre</i>. After a double nobody may bid any more; only the bidding team "
                "may answer, once: with a redouble (the <i>surcoinche</i> or <i>surcontre</i>) or with a pass. "
                "Either way the bidding is then over. Without a double the bid counts once; a double "
                "multiplies it by two, a redouble by four.")),
            Paragraph(QCoreApplication.translate(
                "RulesHelp",
                "The bidding also ends when a bid is followed by three passes in a row. If all four players "
                "pass without any bid, the cards are thrown in and the next dealer deals."),
                when=("last_raise", False)),
            Paragraph(QCoreApplication.translate(
                "RulesHelp",
                "A bid followed by three passes in a row does not end the bidding yet: the last raise follows. "
                "If all four players pass without any bid, the cards are thrown in and the next dealer deals."),
                when=("last_raise", True)),
            *_last_raise_blocks(),
        ), variants=AUCTION_VARIANTS, options=("variant", "last_raise"))


def _last_raise_blocks() -> tuple[Block, ...]:
    """R5 ``last_raise``: the rule and a worked example with its score (seed 003)."""
    takers, defence = TeamCount(112, 10, 0, 20), TeamCount(40, 0, 0, 0)
    raised = ScoreExample(
        QCoreApplication.translate("RulesHelp", "Example: 100 in hearts raised to 120, made"), "coinche", "H",
        takers, defence, (262, 40),
        arg(QCoreApplication.translate(
            "RulesHelp",
            "The takers count %1 and reach the %2 they raised to: they score %1 + %2 = %3, twenty more than the "
            "100 would have brought, and the defence keeps its %4. Had they counted 115, the 100 would have been "
            "made but the %2 fails: the defence would have scored 160 + %2 = 280."),
            takers.counted, 120, 262, defence.counted),
        bid=120, when=("last_raise", True))
    return (
        Paragraph(QCoreApplication.translate("RulesHelp", "The last raise"), heading=True, when=("last_raise", True)),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "When a bid has been followed by three passes and nobody has doubled it, its bidder alone may "
            "raise the contract once more, to any higher value up to capot but in the same trump, or keep it "
            "as it is. Then each opponent in turn, starting with the one after the bidder, may double it; "
            "after a double the bidding team may redouble, as above. Then the bidding is over. A contract "
            "doubled during the bidding has no last raise, and a capot cannot be raised: its opponents are "
            "only asked whether they double."),
            when=("last_raise", True)),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Example: North bids 100 in hearts; East, South and West pass. North, whose partner has not "
            "spoken up but whose opponents are silent too, raises to 120 hearts. East passes, West passes: "
            "North and South play 120 in hearts. Had West doubled, North or South could still have "
            "redoubled."),
            when=("last_raise", True)),
        raised,
    )


def _play() -> Section:
    return Section("play", QCoreApplication.translate("RulesHelp", "Playing the cards"), ("R6",), (
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "A deal has eight tricks. The player after the dealer leads the first one, and whoever wins a "
            "trick leads the next. The leader may play any card; the others must obey the rules below.")),
        Paragraph(QCoreApplication.translate("RulesHelp", "1. Follow suit"), heading=True),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "If you hold a card of the suit that was led, you must play one.")),
        CardExample(
            QCoreApplication.translate("RulesHelp", "Spades are led; you have spades."), "H",
            (("AS", "opponent"),), ("7S", "KS", "JH", "8D"), ("7S", "KS"),
            QCoreApplication.translate(
                "RulesHelp",
                "Either spade may be played; the jack of trump and the diamond must wait.")),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "When trump is led you must also go higher than the best trump already played if you can, "
            "even when your partner is winning the trick. If you cannot, any trump will do.")),
        CardExample(
            QCoreApplication.translate("RulesHelp", "Hearts are trump and a trump is led."), "H",
            (("TH", "partner"), ("QH", "opponent")), ("9H", "7H", "AC"), ("9H",),
            QCoreApplication.translate(
                "RulesHelp",
                "The nine beats the ten in trump, so it must be played although your partner is winning.")),
        Paragraph(QCoreApplication.translate("RulesHelp", "2. Partner winning"), heading=True),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "If you have none of the led suit and your partner is winning the trick at that moment, you may "
            "play any card.")),
        CardExample(
            QCoreApplication.translate("RulesHelp", "Your partner holds the trick; you have no spades."), "H",
            (("TS", "opponent"), ("AS", "partner"), ("7S", "opponent")), ("7H", "KC", "QD"), ("7H", "KC", "QD"),
            QCoreApplication.translate("RulesHelp", "You are free to keep your trump and discard.")),
        Paragraph(QCoreApplication.translate("RulesHelp", "3. Trumping"), heading=True),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "If you have none of the led suit, your partner is not winning and you hold a trump, you must "
            "play a trump.")),
        CardExample(
            QCoreApplication.translate("RulesHelp", "An opponent leads a spade; you have none."), "H",
            (("AS", "opponent"),), ("7H", "QD", "KC"), ("7H",),
            QCoreApplication.translate("RulesHelp", "Your only trump, the seven of hearts, must be played.")),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "If somebody has already trumped, you must play a higher trump when you have one (overtrump).")),
        CardExample(
            QCoreApplication.translate("RulesHelp", "An opponent has trumped with the queen."), "H",
            (("AD", "opponent"), ("8D", "partner"), ("QH", "opponent")), ("KH", "8H", "7C", "JC"), ("KH",),
            QCoreApplication.translate("RulesHelp", "The king is the only trump that beats the queen.")),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "If you cannot beat that trump, you must still play a lower one (undertrump). Only a player "
            "without any trump may play another card."),
            when=("undertrump", "forced")),
        CardExample(
            QCoreApplication.translate("RulesHelp", "An opponent has trumped with the nine."), "H",
            (("AD", "opponent"), ("7D", "partner"), ("9H", "opponent")), ("AH", "8H", "KC"), ("AH", "8H"),
            QCoreApplication.translate(
                "RulesHelp", "Neither of your trumps beats the nine, but one of them must be played."),
            when=("undertrump", "forced")),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "If you cannot beat that trump, you may play a lower trump or any other card: undertrumping is "
            "not required."),
            when=("undertrump", "optional")),
        CardExample(
            QCoreApplication.translate("RulesHelp", "An opponent has trumped with the nine."), "H",
            (("AD", "opponent"), ("7D", "partner"), ("9H", "opponent")), ("AH", "8H", "KC"), ("AH", "8H", "KC"),
            QCoreApplication.translate(
                "RulesHelp", "Neither of your trumps beats the nine, so you may keep them and discard the king."),
            when=("undertrump", "optional")),
        Paragraph(QCoreApplication.translate("RulesHelp", "4. No trump in hand"), heading=True),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "With none of the led suit and no trump at all, any card may be played.")),
        Paragraph(QCoreApplication.translate("RulesHelp", "Sans atout and tout atout"), heading=True,
                  variants=COINCHE_ONLY),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "In sans atout there is no trump: follow suit when you can, otherwise play anything."),
            variants=COINCHE_ONLY),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "In tout atout you must follow suit and, if you can, beat the best card of the led suit in the "
            "trick, whoever is winning it. Without the led suit, play anything."),
            variants=COINCHE_ONLY),
        CardExample(
            QCoreApplication.translate("RulesHelp", "Tout atout: a king of spades is led."), "TA",
            (("KS", "opponent"),), ("TS", "7S", "9D"), ("TS",),
            QCoreApplication.translate(
                "RulesHelp", "In tout atout the ten ranks above the king, so the ten is the card to play."),
            variants=COINCHE_ONLY),
        Paragraph(QCoreApplication.translate("RulesHelp", "Who wins the trick"), heading=True),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "With a trump suit, the highest trump in the trick wins it. Without a trump in it, the highest "
            "card of the led suit wins; cards of other suits never win.")),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "In sans atout and tout atout the highest card of the led suit always wins: in sans atout in the "
            "order of a plain suit, in tout atout in the order of a trump suit."),
            variants=COINCHE_ONLY),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "The game refuses a card the rules do not allow and tells you which rule forbids it; nothing else "
            "changes, and you can choose again.")),
    ), options=("variant", "undertrump"))


def _declarations() -> Section:
    return Section("declarations", QCoreApplication.translate("RulesHelp", "Declarations"), ("R7",), (
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Some combinations in your hand earn points when you announce them: runs of one suit and four cards "
            "of the same rank.")),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "This game is played without declarations: only belote-rebelote still counts."),
            when=("declarations", False)),
        Table(
            (QCoreApplication.translate("RulesHelp", "Declaration"),
             QCoreApplication.translate("RulesHelp", "Points")),
            ((QCoreApplication.translate("RulesHelp", "Tierce: three in sequence"), "20"),
             (QCoreApplication.translate("RulesHelp", "Quarte (fifty): four in sequence"), "50"),
             (QCoreApplication.translate("RulesHelp", "Quinte (hundred): five to eight in sequence"), "100"),
             (QCoreApplication.translate("RulesHelp", "Four jacks"), "200"),
             (QCoreApplication.translate("RulesHelp", "Four nines"), "150"),
             (QCoreApplication.translate("RulesHelp", "Four aces, tens, kings or queens"), "100"),
             (QCoreApplication.translate("RulesHelp", "Four eights or sevens: no declaration"), "–")),
            when=("declarations", True), key="declarations"),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "A sequence is a run of one suit in the order ace, king, queen, jack, ten, nine, eight, seven. "
            "A run of five or more counts once, as 100; it is never split into shorter ones. Each card can be "
            "part of only one declaration, and a hand is counted in the way that gives the most points."),
            when=("declarations", True)),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "You announce your declarations as you play your first card of the first trick, and show them at "
            "the second trick. Once the first trick is over, the declarations of the two teams are compared."),
            when=("declarations", True)),
        Paragraph(QCoreApplication.translate("RulesHelp", "Which team scores"), heading=True,
                  when=("declarations", True)),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Only the team with the single best declaration scores, but then it scores all of its "
            "declarations; the other team scores none."),
            when=("declarations", True)),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Four of a kind beats any sequence; between two, the one worth more wins, and at equal value aces "
            "beat tens, tens beat kings and kings beat queens. Between sequences the longer wins, then the one "
            "with the higher top card, then a sequence in trump; if they are still equal, the one announced "
            "first in the first trick wins."),
            when=("declarations", True)),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Example: North declares a quarte up to the king and a tierce, East a tierce up to the ace. The "
            "quarte is longer than any tierce, so North and South score 50 + 20 = 70 and East and West nothing."),
            when=("declarations", True)),
        DeclarationExample(
            QCoreApplication.translate("RulesHelp", "Example: equal sequences, one in trump"), "H",
            (("E", "QS JS TS"), ("S", "9C 8C 7C"), ("N", "QH JH TH")), 0, 40,
            QCoreApplication.translate(
                "RulesHelp",
                "East and North both declare a tierce up to the queen, and South a tierce up to the nine. East "
                "played first, but North's tierce is in trump, and a trump sequence beats an equal one before "
                "the order of play decides: North and South score both their tierces, 20 + 20 = 40, and East "
                "and West nothing."),
            when=("declarations", True)),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "A team that wins no trick at all loses its declarations."),
            when=("declarations", True)),
    ), options=("declarations",))


def _belote() -> Section:
    return Section("belote", QCoreApplication.translate("RulesHelp", "Belote and rebelote"), ("R8",), (
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Whoever holds both the king and the queen of trump says “belote” when playing the first of the two "
            "and “rebelote” with the second. Their team earns 20 points.")),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "The 20 points count only if belote is said. The computer players always say it, and the game "
            "says it for you automatically."),
            when=("auto_belote", True)),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "The 20 points count only if belote is said. The computer players always say it; you are asked "
            "when you play the first of the two cards, and if you decline, the points are lost."),
            when=("auto_belote", False)),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Belote always stays with its team, whether the contract is made or not. It is not a declaration: "
            "it is never compared with the other team's, and it counts even in a game without declarations.")),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Sans atout and tout atout have no belote."),
            variants=COINCHE_ONLY),
    ), options=("auto_belote",))


def _score_examples_classic() -> tuple[ScoreExample, ...]:
    # The first is the worked example of RULES.md; the second shows "dedans".
    takers, defence = TeamCount(88, 10, 0, 0), TeamCount(64, 0, 0, 0)
    made = ScoreExample(
        QCoreApplication.translate("RulesHelp", "Example: a contract made"), "classic", "S",
        takers, defence, (98, 64),
        arg(QCoreApplication.translate(
            "RulesHelp",
            "The takers count %1 against %2: the contract is made, and each team scores what it counted."),
            takers.counted, defence.counted))
    takers, defence = TeamCount(62, 0, 0, 20), TeamCount(90, 10, 20, 0)
    failed = ScoreExample(
        QCoreApplication.translate("RulesHelp", "Example: a contract failed"), "classic", "H",
        takers, defence, (20, 182),
        arg(QCoreApplication.translate(
            "RulesHelp",
            "The takers count %1 against %2: the contract fails. The defence scores 162 plus the "
            "declarations, %3 in all; the takers keep only their belote, %4."),
            takers.counted, defence.counted, 182, 20))
    return made, failed


def _capot_and_litige_examples() -> tuple[ScoreExample, ScoreExample]:
    takers, defence = TeamCount(152, 10, 0, 20, capot=90), TeamCount(0, 0, 0, 0)
    capot = ScoreExample(
        QCoreApplication.translate("RulesHelp", "Example: a capot"), "classic", "C",
        takers, defence, (272, 0),
        arg(QCoreApplication.translate(
            "RulesHelp",
            "The takers won all eight tricks: 152 card points, 10 for the last trick and the capot bonus of "
            "90 make 252, and with their belote they score %1. The defence scores nothing."),
            272),
        tricks=(8, 0))
    takers, defence = TeamCount(61, 10, 0, 20), TeamCount(91, 0, 0, 0)
    litige = ScoreExample(
        QCoreApplication.translate("RulesHelp", "Example: a litige"), "classic", "H",
        takers, defence, (20, 91),
        arg(QCoreApplication.translate(
            "RulesHelp",
            "Both teams count %1: a litige. The defence scores its %1 at once and the takers their belote, "
            "%2; the takers' other %3 points wait for the team that wins the next deal."),
            91, 20, 71),
        when=("tie", "litige"), held=71)
    return capot, litige


def _scoring() -> Section:
    made, failed = _score_examples_classic()
    capot, litige = _capot_and_litige_examples()
    return Section("scoring", QCoreApplication.translate("RulesHelp", "Scoring in classic belote"), ("R9",), (
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "After the eighth trick each team adds up its card points, the 10 for the last trick, its "
            "declarations if they score, and its belote.")),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "The contract is made when the takers counted more than the defence; for equal counts see "
            "<i>A tie</i> below. When it is made, both teams score what they counted."),
            when=("contract_on_card_points", False)),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "The contract is made when the takers have at least 81 of the 162 points of cards and last trick; "
            "declarations and belote do not count for this, so 81 is enough whatever the rule for a tie. "
            "When it is made, both teams score what they counted."),
            when=("contract_on_card_points", True)),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Otherwise the takers are <i>dedans</i> (inside): the defence scores 162 (252 if it took every "
            "trick), plus the declarations of both teams and its own belote; the takers score only their "
            "belote.")),
        made,
        failed,
        Paragraph(QCoreApplication.translate("RulesHelp", "A tie"), heading=True),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "When both teams counted the same, the contract counts as made."),
            when=("tie", "made")),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "When both teams counted the same, the contract counts as failed."),
            when=("tie", "failed")),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "When both teams counted the same, there is a <i>litige</i>: the defence scores its points at once, "
            "the takers keep only their belote, and the rest of the takers' points wait. The team that wins the "
            "next deal collects them (the takers of that deal if they make their contract, otherwise its "
            "defence); if that deal is thrown in or tied again, they wait longer."),
            when=("tie", "litige")),
        litige,
        Paragraph(QCoreApplication.translate("RulesHelp", "Capot"), heading=True),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "A team that wins all eight tricks makes a <i>capot</i>: it counts 252 card points instead of 162, "
            "the 162 and a bonus of 90. The team without a trick scores no declarations, only its belote.")),
        capot,
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Each team's score for a deal is rounded to the nearest ten, 5 going up."),
            when=("round_to_ten", True)),
    ), variants=CLASSIC_ONLY, options=("tie", "contract_on_card_points", "round_to_ten"))


def _score_examples_coinche() -> tuple[ScoreExample, ...]:
    takers, defence = TeamCount(94, 10, 20, 0), TeamCount(58, 0, 0, 0)
    made = ScoreExample(
        QCoreApplication.translate("RulesHelp", "Example: 100 in spades, made"), "coinche", "S",
        takers, defence, (224, 58),
        arg(QCoreApplication.translate(
            "RulesHelp",
            "With %1 the takers reach their bid of %2: they score %1 + %2 = %3, the defence keeps its %4."),
            takers.counted, 100, 224, defence.counted),
        bid=100)
    takers, defence = TeamCount(86, 0, 0, 20), TeamCount(66, 10, 0, 0)
    failed = ScoreExample(
        QCoreApplication.translate("RulesHelp", "Example: 110 in diamonds, coinched, failed"), "coinche", "D",
        takers, defence, (20, 380),
        arg(QCoreApplication.translate(
            "RulesHelp",
            "With %1 the takers stay below %2. The defence scores 160 + %2 × 2 = %3; the takers keep only "
            "their belote, %4."),
            takers.counted, 110, 380, 20),
        bid=110, multiplier=2)
    return made, failed


def _coinche_scoring() -> Section:
    made, failed = _score_examples_coinche()
    return Section(
        "coinche-scoring", QCoreApplication.translate("RulesHelp", "Scoring in coinche and contrée"), ("R10",), (
            Paragraph(QCoreApplication.translate(
                "RulesHelp",
                "The takers make their contract when their card points, the last trick, their scoring "
                "declarations and their belote together reach the bid. A capot bid is made only by winning "
                "all eight tricks.")),
            Table(
                (QCoreApplication.translate("RulesHelp", "Outcome"),
                 QCoreApplication.translate("RulesHelp", "Takers score"),
                 QCoreApplication.translate("RulesHelp", "Defence scores")),
                ((QCoreApplication.translate("RulesHelp", "Made, not coinched or contré (×1)"),
                  QCoreApplication.translate("RulesHelp", "what they counted + the bid"),
                  QCoreApplication.translate("RulesHelp", "what it counted")),
                 (QCoreApplication.translate(
                     "RulesHelp", "Made, coinched or contré (×2), surcoinched or surcontré (×4)"),
                  QCoreApplication.translate(
                      "RulesHelp", "160 + bid × multiplier + their declarations and belote"),
                  QCoreApplication.translate("RulesHelp", "its belote only")),
                 (QCoreApplication.translate("RulesHelp", "Failed"),
                  QCoreApplication.translate("RulesHelp", "their belote only"),
                  QCoreApplication.translate(
                      "RulesHelp",
                      "160 + bid × multiplier (×1, ×2 or ×4) + the declarations of both teams + its belote"))),
                key="coinche-scores"),
            Paragraph(QCoreApplication.translate(
                "RulesHelp",
                "A capot bid counts as 250 in these sums. A team that wins every trick counts 252 card points, "
                "as in classic belote.")),
            Paragraph(QCoreApplication.translate(
                "RulesHelp",
                "Once a bid is coinched (contré, in contrée), the card points only decide whether it is made: "
                "the team that wins takes 160 + bid × 2 (× 4 after a surcoinche or surcontre) and the "
                "declarations that score (a defence that wins takes both teams'), and each team keeps its own "
                "belote.")),
            made,
            failed,
            Paragraph(QCoreApplication.translate(
                "RulesHelp",
                "Had the 100 in spades been coinched, the takers would have scored 160 + 100 × 2 + 20 = 380 and "
                "the defence nothing.")),
        ), variants=AUCTION_VARIANTS, options=("variant",))


def _match_end() -> Section:
    return Section("match-end", QCoreApplication.translate("RulesHelp", "End of the match"), ("R12",), (
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "The first team to reach the target wins the match. If both teams reach it in the same deal, the "
            "higher total wins; if the totals are equal, one more deal is played."),
            when=("deals", None)),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "The match lasts a fixed number of deals; deals that were thrown in do not count. After the last "
            "one the higher total wins; if the totals are equal, one more deal is played."),
            when=("deals", IS_SET)),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Common targets are 1001, 1000 or 501 for classic belote and 701 for coinche and contrée.")),
    ), options=("target",))


def option_helps() -> tuple[OptionHelp, ...]:
    """Every option of R11 with its values, in the order of the settings."""
    yes, no = on_off(True), on_off(False)
    return (
        OptionHelp("variant", QCoreApplication.translate("RulesHelp", "Variant"),
                   tuple((v, variant_name(v)) for v in VARIANTS),
                   QCoreApplication.translate(
                       "RulesHelp",
                       "Classic belote chooses trump with an up-card; coinche and contrée have an auction with "
                       "numbers. Coinche also offers sans atout and tout atout.")),
        OptionHelp("direction", QCoreApplication.translate("RulesHelp", "Direction of play"),
                   (("clockwise", QCoreApplication.translate("RulesHelp", "clockwise")),
                    ("counterclockwise", QCoreApplication.translate("RulesHelp", "counterclockwise"))),
                   QCoreApplication.translate(
                       "RulesHelp", "Which way the deal, the bidding and the play go round the table.")),
        OptionHelp("target", QCoreApplication.translate("RulesHelp", "Target"),
                   ((1001, "1001"), (1000, "1000"), (701, "701"), (501, "501")),
                   QCoreApplication.translate(
                       "RulesHelp",
                       "The score that wins the match; any other number can be set, or a fixed number of "
                       "deals instead.")),
        OptionHelp("shuffle", QCoreApplication.translate("RulesHelp", "Shuffle between deals"),
                   ((False, no), (True, yes)),
                   QCoreApplication.translate(
                       "RulesHelp",
                       "Off: the played cards are only cut, so the cards of one deal shape the next. On: a "
                       "fresh shuffle every deal.")),
        OptionHelp("second_round_any_suit", QCoreApplication.translate("RulesHelp", "Any suit in round two"),
                   ((False, no), (True, yes)),
                   QCoreApplication.translate(
                       "RulesHelp", "Classic only: whether the up-card's suit may still be named in the second "
                       "round of bidding."),
                   variants=CLASSIC_ONLY),
        OptionHelp("second_round_dealer_any_suit",
                   QCoreApplication.translate("RulesHelp", "The dealer's free choice in round two"),
                   ((False, no), (True, yes)),
                   QCoreApplication.translate(
                       "RulesHelp", "Classic only: the dealer, who speaks last in the second round, may name any "
                       "suit there, the up-card's included, while the others still may not (a Polish custom)."),
                   variants=CLASSIC_ONLY),
        OptionHelp("last_raise", QCoreApplication.translate("RulesHelp", "Last raise"),
                   ((False, no), (True, yes)),
                   QCoreApplication.translate(
                       "RulesHelp", "Coinche and contrée: after three passes the highest bidder may raise the "
                       "contract once more or keep it, and then each opponent may double."),
                   variants=AUCTION_VARIANTS),
        OptionHelp("declarations", QCoreApplication.translate("RulesHelp", "Declarations"),
                   ((True, yes), (False, no)),
                   QCoreApplication.translate(
                       "RulesHelp",
                       "Whether sequences and four of a kind score. Belote-rebelote counts either way.")),
        OptionHelp("auto_belote", QCoreApplication.translate("RulesHelp", "Say belote for me"),
                   ((True, yes), (False, no)),
                   QCoreApplication.translate(
                       "RulesHelp", "On: your belote is announced for you. Off: you are asked each time.")),
        OptionHelp("tie", QCoreApplication.translate("RulesHelp", "Equal counts"),
                   (("made", QCoreApplication.translate("RulesHelp", "made")),
                    ("failed", QCoreApplication.translate("RulesHelp", "failed")),
                    ("litige", QCoreApplication.translate("RulesHelp", "litige"))),
                   QCoreApplication.translate(
                       "RulesHelp",
                       "Classic only: what happens when takers and defence counted the same. Litige holds the "
                       "takers' points back for the winner of the next deal."),
                   variants=CLASSIC_ONLY),
        OptionHelp("contract_on_card_points", QCoreApplication.translate("RulesHelp", "Contract on card points"),
                   ((False, no), (True, yes)),
                   QCoreApplication.translate(
                       "RulesHelp",
                       "Classic only: when on, the takers need at least 81 of the 162 points of cards and last trick; "
                       "declarations and belote do not decide the contract."),
                   variants=CLASSIC_ONLY),
        OptionHelp("round_to_ten", QCoreApplication.translate("RulesHelp", "Round to ten"),
                   ((False, no), (True, yes)),
                   QCoreApplication.translate(
                       "RulesHelp", "Classic only: each deal's scores are rounded to the nearest ten."),
                   variants=CLASSIC_ONLY),
        OptionHelp("undertrump", QCoreApplication.translate("RulesHelp", "Undertrumping"),
                   (("forced", QCoreApplication.translate("RulesHelp", "required")),
                    ("optional", QCoreApplication.translate("RulesHelp", "optional"))),
                   QCoreApplication.translate(
                       "RulesHelp",
                       "Whether a player who must trump but cannot beat the trump already played has to play "
                       "a lower trump, or may discard instead (a common house rule).")),
    )


def _options() -> Section:
    return Section("options", QCoreApplication.translate("RulesHelp", "Rule options"), ("R11",), (
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "Belote is played in many ways. These options choose between the common ones; the settings dialog "
            "sets them before a match. The value in effect is highlighted.")),
        *option_helps(),
        Paragraph(QCoreApplication.translate("RulesHelp", "Presets"), heading=True),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "<b>Classic</b>: classic belote with every option at its first value, to 1001.")),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "<b>Coinche</b>: the coinche auction, to 701.")),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "<b>Contrée</b>: the contrée auction, to 701, without declarations.")),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "<b>Polish classic</b>: classic belote to 1000, in which the dealer may name any suit in the second "
            "round.")),
        Paragraph(QCoreApplication.translate(
            "RulesHelp",
            "<b>Contrée with a last raise</b>: the contrée preset, with the last raise after three passes.")),
    ), options=("variant", "target"))

"""Deal numbers: every deal has a whole number that deals the same cards, by the same dealer, anywhere.

Two kinds of number share one range, so one box takes either and nothing is ambiguous:

- A *shuffled* deal's number is short, 1 to 999 999 999 (``SHORT_MAX``), as KDE's patience games number
  theirs. The number is the seed of SplitMix64, a small generator defined here on 64-bit integers, and the
  deck is that generator's Fisher-Yates shuffle of the 32 cards in card order: the same on every system and
  every Python, whatever ``random`` does. Its remainder by 4 is the dealer (0 North, 1 East, 2 South, 3 West),
  so consecutive numbers pass the deal round the table.
- A deal dealt from the previous deal's cards, gathered and cut (R3, the rules' default), holds an order no
  short number can name: the play made it. Its number is the exact deck written as a number, ``LONG_BASE``
  plus the deck's rank among the 32! orders times 4 plus the dealer: 37 digits, which the score sheet lets the
  player copy. Numbers between the two ranges are not deal numbers, so a mistyped short number is refused, not
  taken for a strange deck.

Which number a match's deals get (``Match.deal_number``): the first deal's is the match's number; with the
``shuffle`` option each later deal's is drawn from it (``shuffled_number``), fitted to the dealer whose turn
it is; without it later deals are cut and take their long number. Nothing here imports Qt.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import factorial

SHORT_MAX = 999_999_999
LONG_BASE = 10**36
DECK_ORDERS = factorial(32)
LONG_MAX = LONG_BASE + 4 * DECK_ORDERS - 1

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
# Each use of the generator starts from its own constant, so a number's deck, the next deal's number and
# the cut never draw the same stream.
_DECK, _NEXT, _CUT = 0x5DEEC_E66D_0001, 0xC0DE_DEA1_0002, 0xC07_7ED_0003
_FNV_OFFSET, _FNV_PRIME = 0xCBF29CE484222325, 0x100000001B3  # FNV-1a, 64 bits

# The reasons ``parse_deal_number`` refuses a text; the window words them for the player.
EMPTY, NOT_A_NUMBER, OUT_OF_RANGE = "empty", "not_a_number", "out_of_range"
# Written between groups of digits: copied or retyped, they are skipped.
SEPARATORS = frozenset(" .,'_\u00a0\u2009\u202f")


class DealNumberError(ValueError):
    """A text that is not a deal number; ``reason`` is EMPTY, NOT_A_NUMBER or OUT_OF_RANGE."""

    def __init__(self, reason: str, text: str) -> None:
        super().__init__(f"not a deal number ({reason}): {text[:60]!r}")
        self.reason = reason


class SplitMix64:
    """Steele, Lea and Flood's SplitMix64: a 64-bit state, a fixed add, and a mix of shifts and multiplies."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """A whole number from 0 to ``bound - 1``, each equally likely (draws past the last whole multiple of
        ``bound`` are drawn again, so no remainder is favoured)."""
        limit = (1 << 64) - (1 << 64) % bound
        while True:
            value = self.next()
            if value < limit:
                return value % bound


def is_deal_number(number: object) -> bool:
    return type(number) is int and (1 <= number <= SHORT_MAX or LONG_BASE <= number <= LONG_MAX)


def _check(number: int) -> None:
    if not is_deal_number(number):
        raise DealNumberError(OUT_OF_RANGE, str(number))


def dealer_of(number: int) -> int:
    """The seat that deals deal ``number``."""
    _check(number)
    return number % 4


def deck_of(number: int) -> list[int]:
    """The deck, top card first, of deal ``number``."""
    _check(number)
    if number >= LONG_BASE:
        return _unrank((number - LONG_BASE) // 4)
    rng = SplitMix64(number ^ _DECK)
    deck = list(range(32))
    for i in range(31, 0, -1):  # Fisher-Yates, from the last card down
        j = rng.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def long_number(deck: Sequence[int], dealer: int) -> int:
    """The number that deals exactly ``deck`` by ``dealer`` (the long kind)."""
    return LONG_BASE + _rank(deck) * 4 + (dealer & 3)


def _rank(deck: Sequence[int]) -> int:
    """The deck's place among the 32! orders (its Lehmer code read as a number)."""
    left = list(range(32))
    rank = 0
    for position, card in enumerate(deck):
        index = left.index(card)
        rank += index * factorial(31 - position)
        del left[index]
    return rank


def _unrank(rank: int) -> list[int]:
    left = list(range(32))
    deck = []
    for position in range(32):
        index, rank = divmod(rank, factorial(31 - position))
        deck.append(left.pop(index))
    return deck


def number_from_seed(seed: int | str) -> int:
    """A short number from any seed, the same everywhere: FNV-1a over the seed's text, mixed by SplitMix64 (not
    Python's hash, which varies per run; nor hashlib, a few milliseconds more at every start)."""
    digest = _FNV_OFFSET
    for byte in f"{type(seed).__name__}:{seed}".encode("utf-8", "surrogatepass"):
        digest = ((digest ^ byte) * _FNV_PRIME) & _MASK
    return 1 + SplitMix64(digest).next() % SHORT_MAX


def shuffled_number(first: int, index: int, dealer: int) -> int:
    """The number of the ``index``-th deal (0 the first) of a match begun with ``first`` whose rules shuffle
    before every deal: drawn from both, and dealt by ``dealer``, whose turn it is (4m + dealer, m >= 1)."""
    if index == 0:
        return first
    rng = SplitMix64(_mix(first, index) ^ _NEXT)
    return 4 * (1 + rng.below(SHORT_MAX // 4)) + (dealer & 3)


def cut_point(first: int, index: int, smallest: int) -> int:
    """Where the ``index``-th deal of the match begun with ``first`` is cut: ``smallest`` to 32 - ``smallest``
    cards on top, each equally likely."""
    rng = SplitMix64(_mix(first, index) ^ _CUT)
    return smallest + rng.below(33 - 2 * smallest)


def _mix(first: int, index: int) -> int:
    # A long first number does not fit 64 bits: fold it, then set the deal's index apart.
    folded = 0
    while first:
        folded ^= first & _MASK
        first >>= 64
    return SplitMix64(folded).next() ^ (index * _GOLDEN & _MASK)


def parse_deal_number(text: str) -> int:
    """The deal number a player typed or pasted ("482 913 027", "482.913.027"); raises ``DealNumberError``."""
    kept = "".join(ch for ch in text.strip() if ch not in SEPARATORS)
    if not kept:
        raise DealNumberError(EMPTY, text)
    if not (kept.isascii() and kept.isdigit()):
        raise DealNumberError(NOT_A_NUMBER, text)
    if len(kept) > len(str(LONG_MAX)):
        raise DealNumberError(OUT_OF_RANGE, text)
    number = int(kept)
    if not is_deal_number(number):
        raise DealNumberError(OUT_OF_RANGE, text)
    return number


def format_deal_number(number: int, separator: str = "\u202f") -> str:
    """The number in groups of three digits from the right ("482 913 027"), the narrow no-break space between:
    easy to read back, never split over two lines, and skipped when typed back."""
    digits = str(number)
    head = len(digits) % 3 or 3
    groups = [digits[:head]] + [digits[i:i + 3] for i in range(head, len(digits), 3)]
    return separator.join(groups)


__all__ = [
    "EMPTY", "LONG_BASE", "LONG_MAX", "NOT_A_NUMBER", "OUT_OF_RANGE", "SHORT_MAX", "DealNumberError", "SplitMix64",
    "cut_point", "dealer_of", "deck_of", "format_deal_number", "is_deal_number", "long_number", "number_from_seed",
    "parse_deal_number", "shuffled_number",
]

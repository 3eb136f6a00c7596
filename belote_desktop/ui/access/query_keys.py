"""The keys that ask the table (issue 35), in one place: the window binds them and the shortcut list shows them
from this table, so the two can never disagree.

Single letters that no other key of the table uses (the bidding's P, T, C, S, K and 1-6, H for the
hint, N for the declarations, M for the sounds), the same in every language, each the first letter
of its English word where that letter is free: A the auction, U the up-card, L the last trick
(Ctrl+L shows it), W whose turn, O what is on the table, G the game's score, Y your hand, B the
contract (the bid that won). Page Up and Page Down step through what was said. A suit of the hand is reached with
Ctrl and the bidding's own suit numbers (1 spades to 4 clubs), or Ctrl+Left and Ctrl+Right from
suit to suit: the letters S, H, D and C of the suits are the bidding's and the hint's.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

QUESTIONS: tuple[tuple[str, str], ...] = (
    # (the key, the question: the name of a TableQuestions method)
    ("O", "trick"),
    ("B", "contract"),
    ("G", "score"),
    ("W", "turn"),
    ("A", "auction"),
    ("U", "up_card"),
    ("L", "last_trick"),
    ("Y", "hand"),
)
BACK_KEY, FORWARD_KEY = "PgUp", "PgDown"
SUIT_KEYS = ("Ctrl+1", "Ctrl+2", "Ctrl+3", "Ctrl+4")  # spades, hearts, diamonds, clubs: the bidding's 1-4
PREVIOUS_SUIT_KEY, NEXT_SUIT_KEY = "Ctrl+Left", "Ctrl+Right"


def question_words(question: str) -> str:
    """What a question's key does, as the shortcut list and the action say it."""
    translate = QCoreApplication.translate
    return {
        "trick": translate("QueryKeys", "Say the cards on the table"),
        "contract": translate("QueryKeys", "Say the contract and who took it"),
        "score": translate("QueryKeys", "Say the score and what the match is played to"),
        "turn": translate("QueryKeys", "Say whose turn it is"),
        "auction": translate("QueryKeys", "Say every bid of this deal so far"),
        "up_card": translate("QueryKeys", "Say the turned-up card (classic)"),
        "last_trick": translate("QueryKeys", "Say the last trick and who won it"),
        "hand": translate("QueryKeys", "Read your hand, suit by suit"),
    }[question]


def back_words() -> str:
    return QCoreApplication.translate("QueryKeys", "Say the sentence before or after, among the last ones said")


def suit_words() -> str:
    return QCoreApplication.translate("QueryKeys", "Go to your spades, hearts, diamonds or clubs, and say them")


def suit_step_words() -> str:
    return QCoreApplication.translate("QueryKeys", "Go to your suit on the left or on the right, and say it")


__all__ = ["BACK_KEY", "FORWARD_KEY", "NEXT_SUIT_KEY", "PREVIOUS_SUIT_KEY", "QUESTIONS", "SUIT_KEYS", "back_words",
           "question_words", "suit_step_words", "suit_words"]

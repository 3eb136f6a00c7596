"""What the rest of the play is worth: the deal's score (R9, R10) for the
bot's side minus the other side's, from North-South's value of the play, with
the declarations (R7) and the belote (R8) each sampled deal implies."""

from __future__ import annotations

from ...engine.bidding import Contract
from ...engine.cards import ACE, JACK, KING, NINE, QUEEN, TEN
from ...engine.deal import PLAYING
from ...engine.declarations import CARRE, best_declarations
from ...engine.options import Options
from ...engine.scoring import score_deal
from ...engine.tricks import LAST_TRICK_BONUS, POINTS
from ..solver import teams_won
from ..view import SeatView, played_by

_CARRE_RANK_ORDER = {ACE: 3, TEN: 2, KING: 1, QUEEN: 0, JACK: 0, NINE: 0}


def _announced_key(kind: str, value: int, length: int, top: int) -> tuple[int, int, int, int]:
    """R7 order of a declaration heard at the table (its suit is not said,
    so a trump sequence's edge over an equal plain one is not counted)."""
    if kind == CARRE:
        return (2, value, _CARRE_RANK_ORDER.get(top, 0), 0)
    return (1, length, top, 0)


def declaration_outcome(options: Options, mode: int, order: list[int], hands: list[int],
                        heard: dict[int, list[tuple[tuple[int, int, int, int], int]]]) -> tuple[int | None, list[int]]:
    """The team whose declarations score and each team's total (R7), for
    full dealt ``hands``; ``heard`` holds what seats have announced already
    (key, value), the others are taken to announce their best split."""
    if not options.declarations:
        return None, [0, 0]
    best: tuple[tuple[int, int, int, int], int] | None = None
    values = [0, 0]
    for position, seat in enumerate(order):
        if seat in heard:
            decls = heard[seat]
        else:
            decls = [(d.key(mode), d.value) for d in best_declarations(hands[seat])]
        for key, value in decls:
            values[seat & 1] += value
            candidate = (key, -position)
            if best is None or candidate > best[0]:
                best = (candidate, seat & 1)
    return (None if best is None else best[1]), values


class _Outcome:
    """Turns North-South's value of the rest of the play into the deal's
    score for the bot's side minus the other side's."""

    def __init__(self, view: SeatView, contract: Contract) -> None:
        self.options = view.options
        self.contract = contract
        self.mode = contract.trump
        self.team = view.seat & 1
        points = POINTS[self.mode]
        self.past = [0, 0]
        for t in view.tricks:
            self.past[t.winner & 1] += sum(points[c] for c in t.cards)
        self.won = teams_won(t.winner for t in view.tricks)
        if len(view.tricks) == 8:
            self.past[view.tricks[-1].winner & 1] += LAST_TRICK_BONUS
        # Points still to be taken: the trick on the table, the cards in hands
        # (152 in all) and the last trick.
        taken = sum(points[c] for t in view.tricks for c in t.cards)
        self.remaining = 152 - taken + LAST_TRICK_BONUS
        self.played_by = played_by(view)
        self.order = self._trick_one_order(view)
        # Declarations are settled once trick 1 is over; before that each deal decides.
        self.fixed_declarations: tuple[int | None, list[int]] | None = None
        self.heard: dict[int, list[tuple[tuple[int, int, int, int], int]]] = {}
        if view.phase == PLAYING and view.tricks:
            values = [0, 0]
            team = None
            for s, decls in view.shown:
                team = s & 1
                values[s & 1] += sum(d.value for d in decls)
            self.fixed_declarations = (team, values)
        else:
            for s, decls in view.announced:
                self.heard[s] = [(_announced_key(a.kind, a.value, a.length, a.top), a.value) for a in decls]
            for s in range(4):
                if self.played_by[s] and s not in self.heard:
                    self.heard[s] = []  # played its first card without announcing
        self.fixed_belote: list[int] | None = None
        self.belote_pair = 0
        if 0 <= self.mode < 4:
            pair = (1 << (self.mode * 8 + KING)) | (1 << (self.mode * 8 + QUEEN))
            self.belote_pair = pair
            played = self.played_by[0] | self.played_by[1] | self.played_by[2] | self.played_by[3]
            if view.belote_seat >= 0:
                self.fixed_belote = [20, 0] if view.belote_seat & 1 == 0 else [0, 20]
            elif played & pair:
                # One of the pair fell without "belote": split, or given up.
                self.fixed_belote = [0, 0]
        else:
            self.fixed_belote = [0, 0]

    @staticmethod
    def _trick_one_order(view: SeatView) -> list[int]:
        first = view.tricks[0].leader if view.tricks else (
            view.trick_leader if view.phase == PLAYING else view.next_seats[view.dealer])
        order = [first]
        for _ in range(3):
            order.append(view.next_seats[order[-1]])
        return order

    def extras(self, hands: list[int]) -> tuple[int | None, list[int], list[int]]:
        """(declaration team, declaration values, belote) for the current
        ``hands`` of a deal."""
        if self.fixed_declarations is not None:
            team, values = self.fixed_declarations
        else:
            dealt = [hands[s] | self.played_by[s] for s in range(4)]
            team, values = declaration_outcome(self.options, self.mode, self.order, dealt, self.heard)
        if self.fixed_belote is not None:
            belote = self.fixed_belote
        else:
            belote = [0, 0]
            pair = self.belote_pair
            for s in range(4):
                if hands[s] & pair == pair:
                    belote[s & 1] = 20
        return team, values, belote

    def utility(self, ns_value: float, extras: tuple[int | None, list[int], list[int]],
                contract: Contract | None = None) -> float:
        """Score for the bot's side minus the other side's, when North-South
        get ``ns_value`` from the rest of the play (capot folded in)."""
        contract = contract or self.contract
        remaining = self.remaining
        capot = None
        if ns_value > remaining:
            ns_future, capot = float(remaining), 0
        elif ns_value < 0:
            ns_future, capot = 0.0, 1
        else:
            ns_future = ns_value
        totals = [self.past[0] + ns_future, self.past[1] + remaining - ns_future]
        if capot is not None:
            tricks = [8, 0] if capot == 0 else [0, 8]
            last_team = capot
        else:
            tricks = [4, 4]
            last_team = 0 if totals[0] >= LAST_TRICK_BONUS else 1
        card_points = list(totals)
        card_points[last_team] -= LAST_TRICK_BONUS
        team, values, belote = extras
        result = score_deal(self.options, contract, card_points, tricks, last_team, team, values, belote)  # type: ignore[arg-type]
        s = result.scores()
        return s[self.team] - s[self.team ^ 1]

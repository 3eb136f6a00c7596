/* The search itself (see search.h and solver_search.py, its Python twin). */
#include "search.h"
#include "python_glue.h"

/* ----- the transposition table ---------------------------------------- */

static inline uint64_t hash_key(const uint32_t h[4], uint8_t lw) {
    uint64_t a = ((uint64_t)h[0] | (uint64_t)h[1] << 32) * 0x9E3779B97F4A7C15ULL;
    uint64_t b = ((uint64_t)h[2] | (uint64_t)h[3] << 32) * 0xC2B2AE3D27D4EB4FULL;
    uint64_t x = a ^ (b >> 7) ^ ((uint64_t)lw * 0x165667B19E3779F9ULL) ^ (a >> 29);
    x ^= x >> 31;
    return x * 0xD6E8FEB86659FD93ULL;
}

static Entry *tt_find(Search *S, const uint32_t h[4], uint8_t lw, int *found) {
    size_t mask = S->cap - 1;
    size_t i = (size_t)(hash_key(h, lw) >> 20) & mask;
    for (;;) {
        Entry *e = &S->table[i];
        if (e->gen != S->gen) {
            *found = 0;
            return e;
        }
        if (e->lw == lw && e->h[0] == h[0] && e->h[1] == h[1] && e->h[2] == h[2] && e->h[3] == h[3]) {
            *found = 1;
            return e;
        }
        i = (i + 1) & mask;
    }
}

int tt_grow(Search *S) {
    size_t old_cap = S->cap;
    Entry *old = S->table;
    size_t cap = old_cap ? old_cap * 2 : 4096;
    /* The Raw allocator: the search runs without the GIL. */
    Entry *fresh = PyMem_RawCalloc(cap, sizeof(Entry));
    if (!fresh) {
        S->out_of_memory = 1;
        return -1;
    }
    uint16_t gen = S->gen;
    S->table = fresh;
    S->cap = cap;
    S->count = 0;
    S->gen = 1;  /* calloc zeroed every slot's generation: 1 is "none" */
    for (size_t i = 0; i < old_cap; i++) {
        Entry *e = &old[i];
        if (e->gen != gen) continue;
        int found;
        Entry *slot = tt_find(S, e->h, e->lw, &found);
        *slot = *e;
        slot->gen = S->gen;
        S->count++;
    }
    PyMem_RawFree(old);
    return 0;
}

/* Stores bounds; returns -1 only when memory ran out (``out_of_memory`` is set). */
int tt_store(Search *S, const uint32_t h[4], uint8_t lw, int lo, int hi, int first) {
    if ((S->count + 1) * 10 >= S->cap * 7 && tt_grow(S) < 0) return -1;
    int found;
    Entry *e = tt_find(S, h, lw, &found);
    if (!found) {
        memcpy(e->h, h, sizeof(e->h));
        e->lw = lw;
        e->gen = S->gen;
        S->count++;
    }
    e->lo = (int16_t)lo;
    e->hi = (int16_t)hi;
    e->first = (int8_t)first;
    return 0;
}

void tt_clear(Search *S) {
    S->count = 0;
    if (++S->gen == 0) {  /* wrapped: every slot could look current */
        memset(S->table, 0, S->cap * sizeof(Entry));
        S->gen = 1;
    }
}

/* ----- rules ------------------------------------------------------------ */

static uint32_t legal_of(Search *S, uint32_t hand, int seat, int led, int wc, int ws) {
    uint32_t follow = hand & S->suit_mask[led];
    if (S->suit_contract) {
        if (follow) {
            if (led == S->mode) {
                uint32_t over = follow & S->beats[wc];
                return over ? over : follow;
            }
            return follow;
        }
        if ((ws ^ seat) == 2) return hand;
        uint32_t tr = hand & S->trump_mask;
        if (!tr) return hand;
        if (wc >> 3 == S->mode) {
            uint32_t over = tr & S->beats[wc];
            if (over) return over;
            return S->uo ? hand : tr;
        }
        return tr;
    }
    if (S->sans_atout) return follow ? follow : hand;
    if (follow) {
        uint32_t over = follow & S->beats[wc];
        return over ? over : follow;
    }
    return hand;
}

/* The cards worth trying, best first (``out``), with each one's class: the
 * first card of its run of equivalent cards when the run keeps two or more
 * cards of different points, else -1 (solver_tables.py explains the runs). */
static int ordered(Search *S, int seat, uint32_t legal, int n, int led, int wc, int ws, int wp,
                   int *out, int *cls) {
    uint32_t hand = S->hands[seat];
    uint32_t live = S->hands[0] | S->hands[1] | S->hands[2] | S->hands[3];
    if (n) live |= 1u << wc;
    int count = 0;
    for (int suit = 0; suit < 4; suit++) {
        int sh = suit * 8;
        if (!(legal >> sh & 255)) continue;
        unsigned own = hand >> sh & 255, lv = (live >> sh & 255) | own;
        int run[8], run_n = 0;
        for (int i = 0; i <= 8; i++) {
            int r = i < 8 ? S->order[suit][i] : -1;
            if (r >= 0 && (own >> r & 1)) {
                run[run_n++] = r;
                continue;
            }
            if (r >= 0 && !(lv >> r & 1)) continue;  /* played already: does not break a run */
            if (run_n) {
                int kept[8], kept_n = 0;
                for (int q = 0; q < run_n; q++) {
                    int c = sh + run[q], dup = 0;
                    for (int k = 0; k < kept_n; k++)
                        if (S->pts[kept[k]] == S->pts[c]) dup = 1;
                    if (!dup) kept[kept_n++] = c;
                }
                for (int k = 0; k < kept_n; k++) {
                    if (!(legal >> kept[k] & 1)) continue;
                    out[count] = kept[k];
                    cls[count] = kept_n > 1 ? kept[0] : -1;
                    count++;
                }
                run_n = 0;
            }
        }
    }
    if (count < 2) return count;
    int key[32];
    if (n == 0) {
        for (int i = 0; i < count; i++) key[i] = S->lead_key[out[i]];
    } else if ((ws ^ seat) == 2) {
        for (int i = 0; i < count; i++) key[i] = S->rich_key[out[i]];
    } else {
        const int *row = S->power[led];
        for (int i = 0; i < count; i++) {
            int c = out[i];
            /* winners first, weakest winner first; then losers, cheapest first */
            key[i] = row[c] > wp ? S->strength[c] - 100000 : S->cheap_key[c];
        }
    }
    for (int i = 1; i < count; i++) {  /* insertion sort, stable: at most eight cards */
        int c = out[i], k = cls[i], v = key[i], j = i - 1;
        while (j >= 0 && key[j] > v) {
            out[j + 1] = out[j];
            cls[j + 1] = cls[j];
            key[j + 1] = key[j];
            j--;
        }
        out[j + 1] = c;
        cls[j + 1] = k;
        key[j + 1] = v;
    }
    return count;
}

/* Cards of one class of equivalent cards (``ordered``'s ``cls``) bound each other: once one of
 * them has its value, another is worth that value give or take the points between them. */
typedef struct {
    uint32_t seen;  /* classes with a card searched */
    int card[32], value[32];
} Twins;

/* 1 when card ``c`` of class ``k`` need not be searched: a twin's value, moved by the points
 * between them, already falls outside the window; ``*best`` takes that bound. */
static inline int bounded_by_twin(const Search *S, const Twins *t, int c, int k, int maximize, int alpha, int beta,
                                  int *best) {
    if (k < 0 || !(t->seen >> k & 1)) return 0;
    int d = S->pts[c] - S->pts[t->card[k]];
    if (d < 0) d = -d;
    if (maximize) {
        int bound = t->value[k] + d;
        if (bound > alpha) return 0;
        if (bound > *best) *best = bound;
    } else {
        int bound = t->value[k] - d;
        if (bound < beta) return 0;
        if (bound < *best) *best = bound;
    }
    return 1;
}

static inline void remember_twin(Twins *t, int c, int k, int v) {
    if (k < 0) return;
    t->seen |= 1u << k;
    t->card[k] = c;
    t->value[k] = v;
}

/* Takes a move's value into the node's best and narrows the window; 1 when it is the new best. */
static inline int take(int maximize, int v, int *best, int *alpha, int *beta) {
    if (maximize) {
        if (v <= *best) return 0;
        *best = v;
        if (v > *alpha) *alpha = v;
    } else {
        if (v >= *best) return 0;
        *best = v;
        if (v < *beta) *beta = v;
    }
    return 1;
}

static int start(Search *S, int leader, int won, int alpha, int beta);

static inline int capot_of(Search *S, int v, int won) {
    if (S->capot) {
        if (won == NS_WON) v += S->capot_bonus;
        else if (won == EW_WON) v -= S->capot_bonus;
    }
    return v;
}

/* Every ``check_every`` nodes: the caller's check, with the GIL taken back for it. */
static int tick(Search *S) {
    S->countdown = S->check_every;
    if (call_check(S->check, &S->thread) < 0) {
        S->failed = 1;
        return -1;
    }
    return 0;
}

/* A player following (``n`` cards of the trick played already). */
static int node(Search *S, int seat, int n, int led, int wc, int ws, int wp, int tp, int won, int alpha, int beta) {
    S->nodes++;
    if (--S->countdown <= 0 && tick(S) < 0) return 0;
    uint32_t hand = S->hands[seat];
    int moves[8], cls[8];
    int count = ordered(S, seat, legal_of(S, hand, seat, led, wc, ws), n, led, wc, ws, wp, moves, cls);
    int maximize = !(seat & 1);
    int best = maximize ? -INF : INF;
    int nseat = S->next[seat];
    const int *row = S->power[led];
    Twins twins;
    twins.seen = 0;
    for (int i = 0; i < count; i++) {
        int c = moves[i], k = cls[i];
        if (bounded_by_twin(S, &twins, c, k, maximize, alpha, beta, &best)) continue;
        int p = row[c];
        int nwc = wc, nws = ws, nwp = wp;
        if (p > wp) {
            nwc = c;
            nws = seat;
            nwp = p;
        }
        int ntp = tp + S->pts[c];
        int v;
        S->hands[seat] = hand ^ (1u << c);
        if (n == 3) {
            if (!S->hands[seat]) {  /* the eighth trick: nobody has a card left */
                ntp += S->bonus;
                int nwon = won | ((nws & 1) ? EW_WON : NS_WON);
                v = capot_of(S, (nws & 1) ? 0 : ntp, nwon);
            } else if (nws & 1) {
                v = start(S, nws, won | EW_WON, alpha, beta);
            } else {
                v = ntp + start(S, nws, won | NS_WON, alpha - ntp, beta - ntp);
            }
        } else {
            v = node(S, nseat, n + 1, led, nwc, nws, nwp, ntp, won, alpha, beta);
        }
        S->hands[seat] = hand;
        if (S->failed) return 0;
        remember_twin(&twins, c, k, v);
        take(maximize, v, &best, &alpha, &beta);
        if (alpha >= beta) break;
    }
    return best;
}

/* One card each: the trick plays itself. */
static int last_trick(Search *S, int leader, int won) {
    int c = highbit(S->hands[leader]);
    const int *row = S->power[c >> 3];
    int wp = row[c], ws = leader, tp = S->pts[c] + S->bonus, s = leader;
    for (int i = 0; i < 3; i++) {
        s = S->next[s];
        c = highbit(S->hands[s]);
        tp += S->pts[c];
        if (row[c] > wp) {
            wp = row[c];
            ws = s;
        }
    }
    if (ws & 1) return capot_of(S, 0, won | EW_WON);
    return capot_of(S, tp, won | NS_WON);
}

static inline int better(int maximize, int v, int best) { return maximize ? v > best : v < best; }

/* Two cards each: every way to play the first of the two tricks (at most sixteen). */
static int two_tricks(Search *S, int leader, int won) {
    int s1 = S->next[leader], s2 = S->next[s1], s3 = S->next[s2];
    uint32_t hl = S->hands[leader], h1 = S->hands[s1], h2 = S->hands[s2], h3 = S->hands[s3];
    int max0 = !(leader & 1), max1 = !(s1 & 1), max2 = !(s2 & 1), max3 = !(s3 & 1);
    int best0 = max0 ? -INF : INF;
    for (uint32_t m0 = hl; m0; m0 &= m0 - 1) {
        int c0 = lowbit(m0), led = c0 >> 3;
        const int *row = S->power[led];
        S->hands[leader] = hl ^ (1u << c0);
        int best1 = max1 ? -INF : INF;
        for (uint32_t m1 = legal_of(S, h1, s1, led, c0, leader); m1; m1 &= m1 - 1) {
            int c1 = lowbit(m1);
            int wc1 = row[c1] > row[c0] ? c1 : c0, ws1 = row[c1] > row[c0] ? s1 : leader;
            S->hands[s1] = h1 ^ (1u << c1);
            int best2 = max2 ? -INF : INF;
            for (uint32_t m2 = legal_of(S, h2, s2, led, wc1, ws1); m2; m2 &= m2 - 1) {
                int c2 = lowbit(m2);
                int wc2 = row[c2] > row[wc1] ? c2 : wc1, ws2 = row[c2] > row[wc1] ? s2 : ws1;
                S->hands[s2] = h2 ^ (1u << c2);
                int best3 = max3 ? -INF : INF;
                int tp = S->pts[c0] + S->pts[c1] + S->pts[c2];
                for (uint32_t m3 = legal_of(S, h3, s3, led, wc2, ws2); m3; m3 &= m3 - 1) {
                    int c3 = lowbit(m3);
                    int ws = row[c3] > row[wc2] ? s3 : ws2;
                    S->hands[s3] = h3 ^ (1u << c3);
                    int v = (ws & 1) ? last_trick(S, ws, won | EW_WON)
                                     : tp + S->pts[c3] + last_trick(S, ws, won | NS_WON);
                    if (better(max3, v, best3)) best3 = v;
                }
                S->hands[s3] = h3;
                if (better(max2, best3, best2)) best2 = best3;
            }
            S->hands[s2] = h2;
            if (better(max1, best2, best1)) best1 = best2;
        }
        S->hands[s1] = h1;
        if (better(max0, best1, best0)) best0 = best1;
    }
    S->hands[leader] = hl;
    return best0;
}

/* Bounds before any search (solver_search.start explains each one); returns
 * 1 with ``*value`` when the leader's cards claim every trick left. */
static int quick_bounds(Search *S, int leader, int won, int *lo_out, int *hi_out, int *value) {
    uint32_t h0 = S->hands[0], h1 = S->hands[1], h2 = S->hands[2], h3 = S->hands[3];
    uint32_t live = h0 | h1 | h2 | h3;
    int rest = S->suit_points[0][live & 255] + S->suit_points[1][live >> 8 & 255] +
               S->suit_points[2][live >> 16 & 255] + S->suit_points[3][live >> 24] + S->bonus;
    int ns_capot = S->capot && !(won & EW_WON), ew_capot = S->capot && !(won & NS_WON);
    int lo = ew_capot ? -S->capot_bonus : 0, hi = ns_capot ? rest + S->capot_bonus : rest;
    uint32_t hand = S->hands[leader];
    int cash = 0, side = 0, claim = 1;
    for (int suit = 0; suit < 4; suit++) {
        int sh = suit * 8;
        unsigned b = hand >> sh & 255;
        if (!b) continue;
        unsigned bs = S->to_strength[suit][b];
        unsigned others = S->to_strength[suit][live >> sh & 255] ^ bs, top;
        if (others) {
            top = bs & ~((1u << bitlen8(others)) - 1);
            if (top != bs) claim = 0;
        } else {
            top = bs;
        }
        if (top) {
            if (S->suit_contract && sh == S->trump_shift) cash += S->strength_points[suit][top];
            else side += S->strength_points[suit][top];
        }
    }
    if (S->suit_contract) {
        int t = S->mode, sh = S->trump_shift;
        unsigned tn = S->to_strength[t][(h0 | h2) >> sh & 255], te = S->to_strength[t][(h1 | h3) >> sh & 255];
        int opp = popcount32(S->hands[leader ^ 1] & S->trump_mask);
        int o2 = popcount32(S->hands[leader ^ 3] & S->trump_mask);
        if (o2 > opp) opp = o2;
        unsigned mine = hand >> sh & 255;
        if (opp) {
            unsigned bs = S->to_strength[t][mine], others = (tn | te) ^ bs;
            int masters = popcount32(bs & ~((1u << bitlen8(others)) - 1));
            if (masters < opp) {
                side = 0;
                claim = claim && !(hand & ~S->trump_mask);
            }
        }
        if (tn > te) {
            int sure = S->strength_points[t][tn & ~((1u << bitlen8(te)) - 1)];
            if (sure > lo) lo = sure;
            ew_capot = 0;
        } else if (te) {
            int sure = S->strength_points[t][te & ~((1u << bitlen8(tn)) - 1)];
            if (rest - sure < hi) hi = rest - sure;
            ns_capot = 0;
        }
    }
    if (claim) {
        if (leader & 1) *value = ew_capot ? -S->capot_bonus : 0;
        else *value = ns_capot ? rest + S->capot_bonus : rest;
        return 1;
    }
    cash += side;
    if (cash) {
        if (leader & 1) {
            if (rest - cash < hi) hi = rest - cash;
        } else if (cash > lo) {
            lo = cash;
        }
    }
    *lo_out = lo;
    *hi_out = hi;
    return 0;
}

/* The value of the tricks still to play, the next one led by ``leader``. */
static int start(Search *S, int leader, int won, int alpha, int beta) {
    uint32_t h0 = S->hands[0];
    if (!(h0 & (h0 - 1))) return last_trick(S, leader, won);
    if (!S->capot || won == BOTH_WON) won = BOTH_WON;  /* capot decided: the flag no longer matters */
    uint8_t lw = (uint8_t)(leader | won << 2);
    int found;
    int lo, hi, first = -1;
    Entry *e = tt_find(S, S->hands, lw, &found);
    if (!found && popcount32(h0) == 2) {
        int v = two_tricks(S, leader, won);
        if (tt_store(S, S->hands, lw, v, v, -1) < 0) S->failed = 1;
        return v;
    }
    if (found) {
        lo = e->lo;
        hi = e->hi;
        first = e->first;
        if (lo >= beta) return lo;
        if (hi <= alpha || lo == hi) return hi;
        if (lo > alpha) alpha = lo;
        if (hi < beta) beta = hi;
    } else {
        int v;
        if (quick_bounds(S, leader, won, &lo, &hi, &v)) {
            if (tt_store(S, S->hands, lw, v, v, -1) < 0) S->failed = 1;
            return v;
        }
        if (lo >= beta) return lo;
        if (hi <= alpha) return hi;
    }
    uint32_t hand = S->hands[leader];
    int moves[8], cls[8];
    int count = ordered(S, leader, hand, 0, -1, -1, -1, -1, moves, cls);
    if (first >= 0 && count && moves[0] != first) {
        for (int i = 1; i < count; i++) {
            if (moves[i] == first) {
                int k = cls[i];
                memmove(moves + 1, moves, i * sizeof(int));
                memmove(cls + 1, cls, i * sizeof(int));
                moves[0] = first;
                cls[0] = k;
                break;
            }
        }
    }
    int maximize = !(leader & 1);
    int best = maximize ? -INF : INF, best_card = -1;
    int nseat = S->next[leader];
    int a = alpha, b = beta;
    Twins twins;
    twins.seen = 0;
    for (int i = 0; i < count; i++) {
        int c = moves[i], k = cls[i];
        if (bounded_by_twin(S, &twins, c, k, maximize, a, b, &best)) continue;
        int s = c >> 3;
        S->hands[leader] = hand ^ (1u << c);
        int v = node(S, nseat, 1, s, c, leader, S->power[s][c], S->pts[c], won, a, b);
        S->hands[leader] = hand;
        if (S->failed) return 0;
        remember_twin(&twins, c, k, v);
        if (take(maximize, v, &best, &a, &b)) best_card = c;
        if (a >= b) break;
    }
    if (best_card < 0) best_card = first;
    if (best <= alpha) hi = best;
    else if (best >= beta) lo = best;
    else lo = hi = best;
    if (tt_store(S, S->hands, lw, lo, hi, best_card) < 0) S->failed = 1;
    return best;
}

int search_start(Search *S, int leader, int won, int alpha, int beta) { return start(S, leader, won, alpha, beta); }

int search_node(Search *S, int seat, int n, int led, int wc, int ws, int wp, int tp, int won, int alpha, int beta) {
    return node(S, seat, n, led, wc, ws, wp, tp, won, alpha, beta);
}

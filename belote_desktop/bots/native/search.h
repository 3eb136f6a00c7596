/* The solver's search in C: the same algorithm as solver_search.py, line for
 * line where it can be, about fifty times faster.
 *
 * solver.py drives both: it builds a ``Search`` with the contract's tables
 * (taken from engine/tricks.py, so the rules live in one place) and calls
 * ``start`` at a trick start or ``node`` for a player following in a trick,
 * with the four hands as bitmasks. The Python search stays as the reference
 * the tests compare this one with, and as the fallback where no compiler was
 * at hand when the package was installed.
 *
 * Values are North-South's points from the current trick on, capot folded in
 * (see solver.py). The transposition table holds, at trick starts, a lower
 * and an upper bound and the best lead, keyed on the four hands, the leader
 * and which teams took a trick; ``clear`` empties it in constant time (a
 * generation number), ``update`` copies another search's table in.
 */
#ifndef BELOTE_NATIVE_SEARCH_H
#define BELOTE_NATIVE_SEARCH_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <limits.h>
#include <stdint.h>
#include <string.h>

#define INF 10000
#define NS_WON 1
#define EW_WON 2
#define BOTH_WON 3
#define SANS_ATOUT 4

typedef struct {
    uint32_t h[4];
    uint16_t gen;   /* valid only when equal to the search's generation */
    uint8_t lw;     /* leader | won << 2 */
    int8_t first;   /* best lead found, -1 none */
    int16_t lo, hi;
} Entry;

typedef struct {
    PyObject_HEAD
    int mode, suit_contract, sans_atout, uo, capot, bonus, capot_bonus;
    int next[4];
    int trump_shift;
    uint32_t trump_mask;
    uint32_t suit_mask[4];
    int power[4][32];
    int pts[32];
    uint32_t beats[32];
    int strength[32];
    int lead_key[32], cheap_key[32], rich_key[32];
    int order[4][8];               /* per suit: the ranks, weakest first */
    uint8_t to_strength[4][256];   /* a suit's byte of ranks -> bits in strength order */
    int strength_points[4][256];   /* points of a byte in strength order */
    int suit_points[4][256];       /* points of a byte of ranks */
    uint32_t hands[4];
    Entry *table;
    size_t cap, count;
    uint16_t gen;
    long long nodes;
    int check_every, countdown;
    PyObject *check;  /* called every check_every nodes; raising stops the search */
    int failed;       /* the search stopped: check raised, or memory ran out (out_of_memory) */
    int out_of_memory;
    int busy;         /* a search runs: the object is not entered twice (threads) */
    PyThreadState *thread;  /* saved while the search runs without the GIL */
} Search;

/* Bit tricks (x is never 0 where lowbit and highbit are used). */
#if defined(_MSC_VER) && !defined(__clang__)
#include <intrin.h>
static inline int highbit(uint32_t x) {
    unsigned long i;
    _BitScanReverse(&i, x);
    return (int)i;
}
static inline int lowbit(uint32_t x) {
    unsigned long i;
    _BitScanForward(&i, x);
    return (int)i;
}
static inline int popcount32(uint32_t x) {
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    return (int)((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
}
#else
static inline int highbit(uint32_t x) { return 31 - __builtin_clz(x); }
static inline int lowbit(uint32_t x) { return __builtin_ctz(x); }
static inline int popcount32(uint32_t x) { return __builtin_popcount(x); }
#endif
static inline int bitlen8(unsigned x) { return x ? highbit(x) + 1 : 0; }

/* search.c */
int tt_grow(Search *S);
int tt_store(Search *S, const uint32_t h[4], uint8_t lw, int lo, int hi, int first);
void tt_clear(Search *S);
int search_start(Search *S, int leader, int won, int alpha, int beta);
int search_node(Search *S, int seat, int n, int led, int wc, int ws, int wp, int tp, int won, int alpha, int beta);

#endif

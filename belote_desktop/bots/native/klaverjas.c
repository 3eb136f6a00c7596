/* The klaverjas search in C: the same algorithm as bots/klaverjas/solver.py (the reference), line for line
 * where it can be, for the hard and expert levels' sampled deals.
 *
 * Values are North-South's count minus East-West's from the trick in progress on: card points and roem
 * (runs, stuk, four of a kind) of each trick for its winner, the last trick's bonus, pit (see solver.py).
 * Alpha-beta, fail-soft, with a transposition table of bounds at trick starts keyed on the four hands, the
 * leader and which teams took a trick. The rules come from the engine as plain values (PlayRules.data), so
 * they live in one place. Portable C: fixed-width integer types for masks, no assumption about long. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "python_glue.h"

#define KINF 100000
#define NS_WON 1
#define EW_WON 2
#define TT_BITS 18
#define TT_SIZE ((size_t)1 << TT_BITS)
#define TT_PROBES 8

typedef struct {
    uint32_t h[4];
    int32_t lo, hi;
    uint8_t seat, won, used;
    int8_t first; /* the best lead found here, -1 none */
} KEntry;

typedef struct {
    PyObject_HEAD
    int trump, makers, rotterdams, forced, pit_any;
    int next[4];
    int run_roem[256];
    uint32_t stuk_mask;
    int stuk, fours[8], last_bonus, pit_bonus;
    int power[4][32];
    int pts[32];
    uint32_t beats[32];
    int strength[32];
    uint32_t hands[4];
    KEntry *table;
    int64_t nodes;
    int check_every, countdown;
    PyObject *check;
    int failed, busy;
    PyThreadState *thread;
} KSearch;

static int popcount32(uint32_t x) {
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    return (int)((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
}

static int bit_length(uint32_t x) {
    int n = 0;
    while (x) {
        n++;
        x >>= 1;
    }
    return n;
}

static uint32_t suit_mask(int s) { return (uint32_t)0xFFu << (8 * s); }

/* K5, as engine/families/klaverjas/duties.py. */
static uint32_t legal_of(const KSearch *S, uint32_t hand, int led, int wc, int partner_winning) {
    if (led < 0) return hand;
    int t = S->trump;
    uint32_t follow = hand & suit_mask(led);
    if (follow) {
        if (led == t) {
            uint32_t over = follow & S->beats[wc];
            return over ? over : follow;
        }
        return follow;
    }
    uint32_t trumps = hand & suit_mask(t);
    if (!trumps) return hand;
    int trick_trumped = (wc >> 3) == t;
    if (partner_winning && !S->rotterdams) {
        if (!trick_trumped || S->forced) return hand;
        uint32_t lower = trumps & ~S->beats[wc];
        uint32_t rest = hand & ~lower;
        return rest ? rest : hand;
    }
    if (!trick_trumped) return trumps;
    uint32_t over = trumps & S->beats[wc];
    if (over) return over;
    if (S->forced) return trumps;
    uint32_t plain = hand & ~trumps;
    return plain ? plain : trumps;
}

static int roem_of(const KSearch *S, uint32_t m) {
    uint32_t same = m & (m >> 8) & (m >> 16) & (m >> 24) & 0xFFu;
    if (same) return S->fours[bit_length(same) - 1];
    int v = S->run_roem[m & 0xFFu] + S->run_roem[(m >> 8) & 0xFFu] + S->run_roem[(m >> 16) & 0xFFu] +
            S->run_roem[(m >> 24) & 0xFFu];
    if ((m & S->stuk_mask) == S->stuk_mask) v += S->stuk;
    return v;
}

static int tick(KSearch *S) {
    S->countdown = S->check_every;
    if (call_check(S->check, &S->thread) < 0) {
        S->failed = 1;
        return -1;
    }
    return 0;
}

/* The moves to try, in solver.py's ``_order``: sorted by key, then by card. */
static int order_moves(const KSearch *S, int seat, uint32_t legal, int n, int wp, int ws, int led, int *out) {
    int keys[8], count = 0;
    for (int c = 0; c < 32; c++) {
        if (!(legal >> c & 1)) continue;
        int is_trump = (c >> 3) == S->trump;
        int key;
        if (n == 0) key = -(S->strength[c] + (is_trump ? 16 : 0));
        else if (ws == (seat ^ 2)) key = -S->pts[c] * 16 + S->strength[c] + (is_trump ? 256 : 0);
        else key = (S->power[led][c] > wp ? 0 : 1000) + S->pts[c] * 16 + S->strength[c];
        int i = count++;
        while (i > 0 && keys[i - 1] > key) { /* stable: equal keys keep the card order */
            keys[i] = keys[i - 1];
            out[i] = out[i - 1];
            i--;
        }
        keys[i] = key;
        out[i] = c;
    }
    return count;
}

static int node(KSearch *S, int seat, int n, int led, int wc, int ws, int wp, int tp, uint32_t tm, int won,
                int alpha, int beta);

static int finish_trick(KSearch *S, int winner, int tp, uint32_t tm, int won, int alpha, int beta) {
    uint32_t *h = S->hands;
    int last = !(h[0] | h[1] | h[2] | h[3]);
    int gain = tp + roem_of(S, tm) + (last ? S->last_bonus : 0);
    int sg = (winner & 1) ? -gain : gain;
    won |= (winner & 1) ? EW_WON : NS_WON;
    if (last) {
        if (won == NS_WON && (S->makers == 0 || S->pit_any)) return sg + S->pit_bonus;
        if (won == EW_WON && (S->makers == 1 || S->pit_any)) return sg - S->pit_bonus;
        return sg;
    }
    return sg + node(S, winner, 0, -1, -1, -1, -1, 0, 0, won, alpha - sg, beta - sg);
}

static int after(KSearch *S, int seat, int c, int n, int led, int wc, int ws, int wp, int tp, uint32_t tm, int won,
                 int alpha, int beta) {
    uint32_t bit = (uint32_t)1 << c;
    S->hands[seat] ^= bit;
    if (n == 0) {
        led = c >> 3;
        wc = c;
        ws = seat;
        wp = S->power[led][c];
    } else {
        int p = S->power[led][c];
        if (p > wp) {
            wc = c;
            ws = seat;
            wp = p;
        }
    }
    tp += S->pts[c];
    tm |= bit;
    int v = n == 3 ? finish_trick(S, ws, tp, tm, won, alpha, beta)
                   : node(S, S->next[seat], n + 1, led, wc, ws, wp, tp, tm, won, alpha, beta);
    S->hands[seat] ^= bit;
    return v;
}

static size_t tt_index(const uint32_t *h, int seat, int won) {
    uint64_t x = (uint64_t)h[0] * 0x9E3779B97F4A7C15ull;
    x ^= (uint64_t)h[1] * 0xC2B2AE3D27D4EB4Full + (x >> 29);
    x ^= (uint64_t)h[2] * 0x165667B19E3779F9ull + (x >> 31);
    x ^= (uint64_t)h[3] * 0x27D4EB2F165667C5ull + (x >> 27);
    x ^= (uint64_t)(seat | won << 2) * 0x94D049BB133111EBull;
    x ^= x >> 33;
    return (size_t)(x & (TT_SIZE - 1));
}

static KEntry *tt_find(KSearch *S, int seat, int won, int create) {
    const uint32_t *h = S->hands;
    size_t i = tt_index(h, seat, won);
    for (int p = 0; p < TT_PROBES; p++) {
        KEntry *e = &S->table[(i + (size_t)p) & (TT_SIZE - 1)];
        if (!e->used) {
            if (!create) return NULL;
            memcpy(e->h, h, sizeof e->h);
            e->seat = (uint8_t)seat;
            e->won = (uint8_t)won;
            e->used = 1;
            e->lo = -KINF;
            e->hi = KINF;
            e->first = -1;
            return e;
        }
        if (e->seat == seat && e->won == won && !memcmp(e->h, h, sizeof e->h)) return e;
    }
    if (!create) return NULL;
    KEntry *e = &S->table[i]; /* full: the first slot is taken over */
    memcpy(e->h, h, sizeof e->h);
    e->seat = (uint8_t)seat;
    e->won = (uint8_t)won;
    e->lo = -KINF;
    e->hi = KINF;
    e->first = -1;
    return e;
}

static int node(KSearch *S, int seat, int n, int led, int wc, int ws, int wp, int tp, uint32_t tm, int won,
                int alpha, int beta) {
    S->nodes++;
    if (--S->countdown <= 0 && tick(S) < 0) return 0;
    if (S->failed) return 0;
    int lo = -KINF, hi = KINF, known = -1;
    if (n == 0) {
        KEntry *e = tt_find(S, seat, won, 0);
        if (e) {
            known = e->first;
            lo = e->lo;
            hi = e->hi;
            if (lo >= beta) return lo;
            if (hi <= alpha) return hi;
            if (lo == hi) return lo;
            if (lo > alpha) alpha = lo;
            if (hi < beta) beta = hi;
        }
    }
    uint32_t legal = legal_of(S, S->hands[seat], led, wc, ws == (seat ^ 2));
    int moves[8];
    int count = order_moves(S, seat, legal, n, wp, ws, led, moves);
    if (known >= 0) { /* the lead that was best (or cut the search) here before is tried first */
        int i = 0;
        while (i < count && moves[i] != known) i++;
        for (; i > 0; i--) moves[i] = moves[i - 1];
        moves[0] = known;
    }
    int maximise = !(seat & 1);
    int best = maximise ? -KINF : KINF;
    int a = alpha, b = beta, first = -1;
    for (int i = 0; i < count; i++) {
        int v = after(S, seat, moves[i], n, led, wc, ws, wp, tp, tm, won, a, b);
        if (S->failed) return 0;
        if (maximise) {
            if (v > best) {
                best = v;
                first = moves[i];
                if (v > a) a = v;
            }
        } else if (v < best) {
            best = v;
            first = moves[i];
            if (v < b) b = v;
        }
        if (a >= b) break;
    }
    if (n == 0) {
        if (best <= alpha) hi = hi < best ? hi : best;
        else if (best >= beta) lo = lo > best ? lo : best;
        else lo = hi = best;
        KEntry *e = tt_find(S, seat, won, 1);
        e->lo = lo;
        e->hi = hi;
        e->first = (int8_t)first;
    }
    return best;
}

/* ----- the Python type ------------------------------------------------- */

static int KSearch_init(KSearch *S, PyObject *args, PyObject *kwds) {
    static char *names[] = {"trump", "next_seats", "makers", "rotterdams", "forced", "pit_any", "run_roem",
                            "stuk_mask", "stuk", "fours", "last_bonus", "pit_bonus", "power", "points", "beats",
                            "strength", "check_every", "check", NULL};
    int trump, makers, rot, forced, pit_any, stuk, last_bonus, pit_bonus, check_every;
    uint32_t stuk_mask;
    PyObject *next_seats, *run_roem, *fours, *power, *points, *beats, *strength, *check;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "iOipppOO&iOiiOOOOiO", names, &trump, &next_seats, &makers, &rot,
                                     &forced, &pit_any, &run_roem, mask_converter, &stuk_mask, &stuk, &fours,
                                     &last_bonus, &pit_bonus, &power, &points, &beats, &strength, &check_every,
                                     &check))
        return -1;
    if (trump < 0 || trump > 3 || makers < 0 || makers > 1) {
        PyErr_SetString(PyExc_ValueError, "trump: 0 to 3; makers: 0 or 1");
        return -1;
    }
    if (S->busy) {
        PyErr_SetString(PyExc_RuntimeError, "this search is running");
        return -1;
    }
    if (read_next_seats(next_seats, S->next) < 0 || read_ints(run_roem, S->run_roem, 256, "run_roem") < 0 ||
        read_ints(fours, S->fours, 8, "fours") < 0 || read_ints(points, S->pts, 32, "points") < 0 ||
        read_ints(strength, S->strength, 32, "strength") < 0 || read_masks(beats, S->beats, 32, "beats") < 0 ||
        read_power(power, S->power) < 0)
        return -1;
    S->trump = trump;
    S->makers = makers;
    S->rotterdams = rot;
    S->forced = forced;
    S->pit_any = pit_any;
    S->stuk_mask = stuk_mask;
    S->stuk = stuk;
    S->last_bonus = last_bonus;
    S->pit_bonus = pit_bonus;
    S->check_every = check_every > 0 ? check_every : 1024;
    S->countdown = S->check_every;
    Py_XSETREF(S->check, Py_NewRef(check));
    if (!S->table) {
        S->table = PyMem_RawCalloc(TT_SIZE, sizeof(KEntry));
        if (!S->table) {
            PyErr_NoMemory();
            return -1;
        }
    }
    return 0;
}

static int KSearch_traverse(KSearch *S, visitproc visit, void *arg) {
    Py_VISIT(S->check);
    return 0;
}

static int KSearch_clear_refs(KSearch *S) {
    Py_CLEAR(S->check);
    return 0;
}

static void KSearch_dealloc(KSearch *S) {
    PyObject_GC_UnTrack(S);
    KSearch_clear_refs(S);
    PyMem_RawFree(S->table);
    Py_TYPE(S)->tp_free((PyObject *)S);
}

/* The hands must be a real position: no card twice, at most eight each. */
static int check_position(const uint32_t h[4], int seat, int n, int led, int wc, int ws, int won) {
    if ((h[0] & h[1]) || (h[0] & h[2]) || (h[0] & h[3]) || (h[1] & h[2]) || (h[1] & h[3]) || (h[2] & h[3])) {
        PyErr_SetString(PyExc_ValueError, "hands: a card is in two hands");
        return -1;
    }
    for (int i = 0; i < 4; i++) {
        if (popcount32(h[i]) > 8) {
            PyErr_SetString(PyExc_ValueError, "hands: at most eight cards each");
            return -1;
        }
    }
    if (seat < 0 || seat > 3 || won < 0 || won > 3 || n < 0 || n > 3) {
        PyErr_SetString(PyExc_ValueError, "seat 0 to 3, n 0 to 3, won 0 to 3");
        return -1;
    }
    if (n > 0 && (led < 0 || led > 3 || wc < 0 || wc > 31 || ws < 0 || ws > 3)) {
        PyErr_SetString(PyExc_ValueError, "a trick under way needs its suit led and winning card");
        return -1;
    }
    return 0;
}

static int enter(KSearch *S) {
    if (S->busy) {
        PyErr_SetString(PyExc_RuntimeError, "this search is already running");
        return -1;
    }
    S->busy = 1;
    S->thread = PyEval_SaveThread();
    return 0;
}

static PyObject *leave(KSearch *S, int v) {
    PyEval_RestoreThread(S->thread);
    S->thread = NULL;
    S->busy = 0;
    if (S->failed) {
        S->failed = 0;
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_RuntimeError, "the search failed");
        return NULL;
    }
    return PyLong_FromLong(v);
}

/* node(h0..h3, seat, n, led, wc, ws, wp, tp, tm, won, alpha, beta): the value with ``n`` cards of the trick
 * down, exact within the window (alpha, beta), a bound on the side it falls outside. */
static PyObject *KSearch_node(KSearch *S, PyObject *args) {
    uint32_t h[4], tm;
    int seat, n, led, wc, ws, wp, tp, won, alpha, beta;
    if (!PyArg_ParseTuple(args, "O&O&O&O&iiiiiiiO&iii", hand_converter, &h[0], hand_converter, &h[1],
                          hand_converter, &h[2], hand_converter, &h[3], &seat, &n, &led, &wc, &ws, &wp, &tp,
                          mask_converter, &tm, &won, &alpha, &beta))
        return NULL;
    if (check_position(h, seat, n, led, wc, ws, won) < 0) return NULL;
    if (!h[seat]) {
        PyErr_SetString(PyExc_ValueError, "the seat to move has no card");
        return NULL;
    }
    if (enter(S) < 0) return NULL;
    memcpy(S->hands, h, sizeof S->hands);
    return leave(S, node(S, seat, n, led, wc, ws, wp, tp, tm, won, alpha, beta));
}

/* after(h0..h3, seat, card, n, led, wc, ws, wp, tp, tm, won, alpha, beta): the value once ``seat`` plays
 * ``card``, within the window as ``node``. */
static PyObject *KSearch_after(KSearch *S, PyObject *args) {
    uint32_t h[4], tm;
    int seat, c, n, led, wc, ws, wp, tp, won, alpha, beta;
    if (!PyArg_ParseTuple(args, "O&O&O&O&iiiiiiiiO&iii", hand_converter, &h[0], hand_converter, &h[1],
                          hand_converter, &h[2], hand_converter, &h[3], &seat, &c, &n, &led, &wc, &ws, &wp, &tp,
                          mask_converter, &tm, &won, &alpha, &beta))
        return NULL;
    if (check_position(h, seat, n, led, wc, ws, won) < 0) return NULL;
    if (c < 0 || c > 31 || !(h[seat] >> c & 1)) {
        PyErr_SetString(PyExc_ValueError, "the card is not in the hand of the seat to move");
        return NULL;
    }
    if (enter(S) < 0) return NULL;
    memcpy(S->hands, h, sizeof S->hands);
    return leave(S, after(S, seat, c, n, led, wc, ws, wp, tp, tm, won, alpha, beta));
}

static PyObject *KSearch_get_nodes(KSearch *S, void *Py_UNUSED(closure)) { return PyLong_FromLongLong(S->nodes); }

static PyMethodDef KSearch_methods[] = {
    {"node", (PyCFunction)KSearch_node, METH_VARARGS,
     "node(h0, h1, h2, h3, seat, n, led, wc, ws, wp, tp, tm, won, alpha, beta): the value of the position"},
    {"after", (PyCFunction)KSearch_after, METH_VARARGS,
     "after(h0, h1, h2, h3, seat, card, n, led, wc, ws, wp, tp, tm, won, alpha, beta): the value after the card"},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef KSearch_getset[] = {
    {"nodes", (getter)KSearch_get_nodes, NULL, "positions searched so far", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject KSearchType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "belote_desktop.bots._native_klaverjas.Search",
    .tp_basicsize = sizeof(KSearch),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_doc = "The klaverjas double-dummy search for one deal (see bots/klaverjas/solver.py).",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)KSearch_init,
    .tp_dealloc = (destructor)KSearch_dealloc,
    .tp_traverse = (traverseproc)KSearch_traverse,
    .tp_clear = (inquiry)KSearch_clear_refs,
    .tp_methods = KSearch_methods,
    .tp_getset = KSearch_getset,
};

static struct PyModuleDef kmodule = {
    PyModuleDef_HEAD_INIT, "_native_klaverjas", "The klaverjas search in C (see bots/klaverjas/solver.py).", -1,
    NULL,
};

PyMODINIT_FUNC PyInit__native_klaverjas(void) {
    if (PyType_Ready(&KSearchType) < 0) return NULL;
    PyObject *m = PyModule_Create(&kmodule);
    if (!m) return NULL;
    if (PyModule_AddObjectRef(m, "Search", (PyObject *)&KSearchType) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}

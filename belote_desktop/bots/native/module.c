/* The Python type ``belote_desktop.bots._native_search.Search`` around the search (search.c). */
#include "python_glue.h"
#include "search.h"

/* ----- the Python type ------------------------------------------------- */

static int Search_init(Search *S, PyObject *args, PyObject *kwds) {
    static char *names[] = {"mode", "next_seats", "undertrump_optional", "capot", "check_every", "check",
                            "power", "points", "beats", "strength", "last_trick_bonus", "capot_bonus", NULL};
    int mode, uo, capot, check_every, bonus, capot_bonus;
    PyObject *next_seats, *check, *power, *points, *beats, *strength;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "iOppiOOOOOii", names, &mode, &next_seats, &uo, &capot,
                                     &check_every, &check, &power, &points, &beats, &strength, &bonus,
                                     &capot_bonus))
        return -1;
    if (mode < 0 || mode > 5) {
        PyErr_SetString(PyExc_ValueError, "mode: 0 to 5");
        return -1;
    }
    uint32_t beats_read[32];
    if (read_next_seats(next_seats, S->next) < 0 || read_ints(points, S->pts, 32, "points") < 0 ||
        read_masks(beats, beats_read, 32, "beats") < 0 || read_ints(strength, S->strength, 32, "strength") < 0 ||
        read_power(power, S->power) < 0)
        return -1;
    S->mode = mode;
    S->suit_contract = mode < 4;
    S->sans_atout = mode == SANS_ATOUT;
    S->uo = uo;
    S->capot = capot;
    S->bonus = bonus;
    S->capot_bonus = capot_bonus;
    S->trump_shift = mode < 4 ? 8 * mode : 0;
    S->trump_mask = mode < 4 ? 255u << (8 * mode) : 0;
    for (int s = 0; s < 4; s++) S->suit_mask[s] = 255u << (8 * s);
    for (int c = 0; c < 32; c++) {
        S->beats[c] = beats_read[c];
        int trumpish = S->suit_contract && c >> 3 == mode;
        S->lead_key[c] = -(S->strength[c] + (trumpish ? 16 : 0));
        S->cheap_key[c] = S->pts[c] * 16 + S->strength[c] + (trumpish ? 256 : 0);
        S->rich_key[c] = -S->pts[c] * 16 + S->strength[c] + (trumpish ? 256 : 0);
        if (S->strength[c] < 0 || S->strength[c] > 7) {
            PyErr_SetString(PyExc_ValueError, "strength: 0 to 7 within a suit");
            return -1;
        }
        S->order[c >> 3][S->strength[c]] = c & 7;
    }
    for (int s = 0; s < 4; s++) {
        for (int b = 0; b < 256; b++) {
            int ts = 0, sp = 0, tp = 0;
            for (int r = 0; r < 8; r++) {
                if (b >> r & 1) {
                    ts |= 1 << S->strength[s * 8 + r];
                    sp += S->pts[s * 8 + r];
                }
                if (b >> r & 1) tp += S->pts[s * 8 + S->order[s][r]];
            }
            S->to_strength[s][b] = (uint8_t)ts;
            S->suit_points[s][b] = sp;
            S->strength_points[s][b] = tp;
        }
    }
    S->check_every = check_every > 0 ? check_every : 1024;
    S->countdown = S->check_every;
    if (S->busy) {
        PyErr_SetString(PyExc_RuntimeError, "this search is running");
        return -1;
    }
    Py_XSETREF(S->check, Py_NewRef(check));
    if (!S->table && tt_grow(S) < 0) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

static int Search_traverse(Search *S, visitproc visit, void *arg) {
    Py_VISIT(S->check);
    return 0;
}

static int Search_clear_refs(Search *S) {
    Py_CLEAR(S->check);
    return 0;
}

static void Search_dealloc(Search *S) {
    PyObject_GC_UnTrack(S);
    Search_clear_refs(S);
    PyMem_RawFree(S->table);
    Py_TYPE(S)->tp_free((PyObject *)S);
}

/* Enters a search: refused while one runs (another thread); the GIL is let go for its length, so
 * that searches on other threads (bots/hard/pool.py) run at the same time. */
static int enter(Search *S) {
    if (S->busy) {
        PyErr_SetString(PyExc_RuntimeError, "this search is already running");
        return -1;
    }
    S->busy = 1;
    S->thread = PyEval_SaveThread();
    return 0;
}

static PyObject *finish(Search *S, int v) {
    PyEval_RestoreThread(S->thread);
    S->thread = NULL;
    S->busy = 0;
    if (S->failed) {
        S->failed = 0;
        if (S->out_of_memory) {
            S->out_of_memory = 0;
            return PyErr_NoMemory();
        }
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_RuntimeError, "the search failed");
        return NULL;
    }
    return PyLong_FromLong(v);
}

/* The hands must be a real position: at most eight cards each, no card twice, the seat to move
 * holding a card and (with ``played`` cards of the trick down) the seats that played one card fewer.
 * Anything else is refused here: the search indexes its tables by what it finds in the hands. */
static int check_hands(const uint32_t h[4], int played) {
    int counts[4], most = 0, fewer = 0;
    if ((h[0] & h[1]) || (h[0] & h[2]) || (h[0] & h[3]) || (h[1] & h[2]) || (h[1] & h[3]) || (h[2] & h[3])) {
        PyErr_SetString(PyExc_ValueError, "hands: a card is in two hands");
        return -1;
    }
    for (int i = 0; i < 4; i++) {
        counts[i] = popcount32(h[i]);
        if (counts[i] > most) most = counts[i];
    }
    for (int i = 0; i < 4; i++) {
        if (counts[i] == most - 1) fewer++;
        else if (counts[i] != most) fewer = 99;
    }
    if (most < 1 || most > 8 || (played ? fewer != played : fewer != 0)) {
        PyErr_SetString(PyExc_ValueError, "hands: not a position of the play (one to eight cards each)");
        return -1;
    }
    return 0;
}

static int check_seats(int seat, int won) {
    if (seat < 0 || seat > 3 || won < 0 || won > 3) {
        PyErr_SetString(PyExc_ValueError, "seats are 0 to 3, and won is a mask of the two teams (0 to 3)");
        return -1;
    }
    return 0;
}

static PyObject *Search_start(Search *S, PyObject *args) {
    uint32_t h[4];
    int leader, won, alpha, beta;
    if (!PyArg_ParseTuple(args, "O&O&O&O&iiii", hand_converter, &h[0], hand_converter, &h[1], hand_converter, &h[2],
                          hand_converter, &h[3], &leader, &won, &alpha, &beta))
        return NULL;
    if (check_seats(leader, won) < 0 || check_hands(h, 0) < 0) return NULL;
    if (enter(S) < 0) return NULL;
    for (int i = 0; i < 4; i++) S->hands[i] = h[i];
    return finish(S, search_start(S, leader, won, alpha, beta));
}

static PyObject *Search_node(Search *S, PyObject *args) {
    uint32_t h[4];
    int seat, n, led, wc, ws, wp, tp, won, alpha, beta;
    if (!PyArg_ParseTuple(args, "O&O&O&O&iiiiiiiiii", hand_converter, &h[0], hand_converter, &h[1], hand_converter,
                          &h[2], hand_converter, &h[3], &seat, &n, &led, &wc, &ws, &wp, &tp, &won, &alpha, &beta))
        return NULL;
    if (n < 1 || n > 3 || led < 0 || led > 3 || wc < 0 || wc > 31) {
        PyErr_SetString(PyExc_ValueError, "node: a trick under way expected");
        return NULL;
    }
    if (check_seats(seat, won) < 0 || check_seats(ws, 0) < 0 || check_hands(h, n) < 0) return NULL;
    /* check_hands found n seats one card short: the seat to move is not one of them */
    if (popcount32(h[seat]) * 4 != popcount32(h[0] | h[1] | h[2] | h[3]) + n) {
        PyErr_SetString(PyExc_ValueError, "node: the seat to move has no card to play");
        return NULL;
    }
    if (enter(S) < 0) return NULL;
    for (int i = 0; i < 4; i++) S->hands[i] = h[i];
    return finish(S, search_node(S, seat, n, led, wc, ws, wp, tp, won, alpha, beta));
}

static PyObject *Search_clear(Search *S, PyObject *Py_UNUSED(ignored)) {
    if (S->busy) {
        PyErr_SetString(PyExc_RuntimeError, "this search is running");
        return NULL;
    }
    tt_clear(S);
    Py_RETURN_NONE;
}

static PyTypeObject SearchType;

static PyObject *Search_update(Search *S, PyObject *other) {
    if (!PyObject_TypeCheck(other, &SearchType)) {
        PyErr_SetString(PyExc_TypeError, "update: another Search expected");
        return NULL;
    }
    Search *O = (Search *)other;
    if (S->busy || O->busy) {
        PyErr_SetString(PyExc_RuntimeError, "a search is running");
        return NULL;
    }
    if (S->count == 0 && O != S) {
        /* An empty table takes the other one whole: one copy instead of a store per entry (a deal's
         * review hands its table from one position to the next, a million entries or more). */
        Entry *copy = PyMem_RawMalloc(O->cap * sizeof(Entry));
        if (!copy) return PyErr_NoMemory();
        memcpy(copy, O->table, O->cap * sizeof(Entry));
        PyMem_RawFree(S->table);
        S->table = copy;
        S->cap = O->cap;
        S->count = O->count;
        S->gen = O->gen;
        Py_RETURN_NONE;
    }
    for (size_t i = 0; i < O->cap; i++) {
        Entry *e = &O->table[i];
        if (e->gen != O->gen) continue;
        if (tt_store(S, e->h, e->lw, e->lo, e->hi, e->first) < 0) {
            S->out_of_memory = 0;
            return PyErr_NoMemory();
        }
    }
    Py_RETURN_NONE;
}

static Py_ssize_t Search_len(Search *S) { return (Py_ssize_t)S->count; }

static PyObject *Search_get_nodes(Search *S, void *Py_UNUSED(closure)) { return PyLong_FromLongLong(S->nodes); }

static PyMethodDef Search_methods[] = {
    {"start", (PyCFunction)Search_start, METH_VARARGS,
     "start(h0, h1, h2, h3, leader, won, alpha, beta): the value at a trick start"},
    {"node", (PyCFunction)Search_node, METH_VARARGS,
     "node(h0, h1, h2, h3, seat, n, led, wc, ws, wp, tp, won, alpha, beta): the value with a trick under way"},
    {"clear", (PyCFunction)Search_clear, METH_NOARGS, "Empty the transposition table."},
    {"update", (PyCFunction)Search_update, METH_O, "Copy another search's table into this one."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Search_getset[] = {
    {"nodes", (getter)Search_get_nodes, NULL, "cards tried so far", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PySequenceMethods Search_as_sequence = {.sq_length = (lenfunc)Search_len};

static PyTypeObject SearchType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "belote_desktop.bots._native_search.Search",
    .tp_basicsize = sizeof(Search),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_doc = "The solver's double-dummy search for one contract (see solver.py).",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Search_init,
    .tp_dealloc = (destructor)Search_dealloc,
    .tp_traverse = (traverseproc)Search_traverse,
    .tp_clear = (inquiry)Search_clear_refs,
    .tp_methods = Search_methods,
    .tp_getset = Search_getset,
    .tp_as_sequence = &Search_as_sequence,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_native_search", "The solver's search in C (see solver.py).", -1, NULL,
};

PyMODINIT_FUNC PyInit__native_search(void) {
    if (PyType_Ready(&SearchType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    if (PyModule_AddObjectRef(m, "Search", (PyObject *)&SearchType) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}

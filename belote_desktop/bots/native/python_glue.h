/* What both compiled searches share on Python's side: belote's (``_native_search``: module.c reads the
 * arguments, search.c calls the caller's check) and klaverjas's (``_native_klaverjas``: klaverjas.c). A
 * header of static inline functions, so that each extension compiles its own copy with no new source file
 * to list in the builds (setup.py, the Windows cross-compile in packaging/windows/wine/run.sh); setup.py
 * names it among each extension's depends.
 *
 * Every integer is read as a 64-bit value and range-checked here: a C ``long`` is 32 bits on
 * Windows (MSVC and mingw-w64 alike), so PyLong_AsLong would refuse the 32-card masks of 2**31
 * and up there, and a plain cast would wrap an out-of-range value silently everywhere. An
 * out-of-range value raises OverflowError; a sequence of the wrong length, ValueError. */
#ifndef BELOTE_NATIVE_PYTHON_GLUE_H
#define BELOTE_NATIVE_PYTHON_GLUE_H

#ifndef PY_SSIZE_T_CLEAN
#define PY_SSIZE_T_CLEAN
#endif
#include <Python.h>
#include <limits.h>
#include <stdint.h>

/* A C int. */
static inline int read_int(PyObject *item, int *out, const char *what) {
    long long v = PyLong_AsLongLong(item);
    if (v == -1 && PyErr_Occurred()) return -1;
    if (v < INT_MIN || v > INT_MAX) {
        PyErr_Format(PyExc_OverflowError, "%s: %lld is out of range", what, v);
        return -1;
    }
    *out = (int)v;
    return 0;
}

/* A 32-card mask: 0 to 2**32 - 1, whatever the platform's long. */
static inline int read_mask(PyObject *item, uint32_t *out, const char *what) {
    long long v = PyLong_AsLongLong(item);
    if (v == -1 && PyErr_Occurred()) return -1;
    if (v < 0 || v > (long long)UINT32_MAX) {
        PyErr_Format(PyExc_OverflowError, "%s: %lld is not a mask of 32 cards", what, v);
        return -1;
    }
    *out = (uint32_t)v;
    return 0;
}

/* PyArg_ParseTuple's "O&" converters for a hand and for another mask of cards (the "I" format would
 * wrap without a word). */
static inline int hand_converter(PyObject *item, void *out) {
    return read_mask(item, (uint32_t *)out, "hand") == 0;
}

static inline int mask_converter(PyObject *item, void *out) {
    return read_mask(item, (uint32_t *)out, "mask") == 0;
}

/* Reads ``n`` values of a sequence: ints, or 32-card masks when ``masks`` is set. */
static inline int read_seq(PyObject *seq, void *out, Py_ssize_t n, const char *what, int masks) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != n) {
        PyErr_Format(PyExc_ValueError, "%s: %zd values expected", what, n);
        Py_DECREF(fast);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *item = PySequence_Fast_GET_ITEM(fast, i);
        int bad = masks ? read_mask(item, (uint32_t *)out + i, what) : read_int(item, (int *)out + i, what);
        if (bad) {
            Py_DECREF(fast);
            return -1;
        }
    }
    Py_DECREF(fast);
    return 0;
}

static inline int read_ints(PyObject *seq, int *out, Py_ssize_t n, const char *what) {
    return read_seq(seq, out, n, what, 0);
}

static inline int read_masks(PyObject *seq, uint32_t *out, Py_ssize_t n, const char *what) {
    return read_seq(seq, out, n, what, 1);
}

/* The seat after each seat (R1 direction): four seats, each 0 to 3. */
static inline int read_next_seats(PyObject *seq, int out[4]) {
    if (read_ints(seq, out, 4, "next_seats") < 0) return -1;
    for (int i = 0; i < 4; i++) {
        if (out[i] < 0 || out[i] > 3) {
            PyErr_SetString(PyExc_ValueError, "next_seats: seats 0 to 3");
            return -1;
        }
    }
    return 0;
}

/* tricks.POWER of one contract: for each suit led, each card's power in the trick. */
static inline int read_power(PyObject *power, int out[4][32]) {
    PyObject *rows = PySequence_Fast(power, "power");
    if (!rows) return -1;
    if (PySequence_Fast_GET_SIZE(rows) != 4) {
        Py_DECREF(rows);
        PyErr_SetString(PyExc_ValueError, "power: four rows expected");
        return -1;
    }
    for (int s = 0; s < 4; s++) {
        if (read_ints(PySequence_Fast_GET_ITEM(rows, s), out[s], 32, "power row") < 0) {
            Py_DECREF(rows);
            return -1;
        }
    }
    Py_DECREF(rows);
    return 0;
}

/* The caller's check, called every so many nodes from inside a search that let go of Python's lock
 * (``*thread`` is then its saved state, else NULL): the lock is taken back for the call and let go again.
 * 0, or -1 when the check raised (the exception is set: the search is to stop). */
static inline int call_check(PyObject *check, PyThreadState **thread) {
    if (!check || check == Py_None) return 0;
    if (*thread) PyEval_RestoreThread(*thread);
    PyObject *r = PyObject_CallNoArgs(check);
    Py_XDECREF(r);
    if (*thread) *thread = PyEval_SaveThread();
    return r ? 0 : -1;
}

#endif

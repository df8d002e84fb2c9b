// The scene both engines run, in points as UIKit Dynamics gives them: 200 boxes of 24×24 dropped in rows into an
// open 600×600 box under UIKit's gravity (magnitude 1 = 1000 pt/s²), stepped at a fixed 1/120 s for 10 s.
#ifndef PHYSICS_SCENE_H
#define PHYSICS_SCENE_H

#include <time.h>

enum { BOXES = 200, STEPS = 1200, COLUMNS = 20 };
static const double WIDTH = 600, HEIGHT = 600, SIDE = 24, GRAVITY = 1000, STEP = 1.0 / 120;

/// Where box `i` starts: rows of 20 from the top of the box upwards, each row shifted a little so they tumble.
static inline void scene_start(int i, double *x, double *y) {
    const int row = i / COLUMNS, column = i % COLUMNS;
    *x = 30 + column * 28 + (row % 2) * 7;
    *y = HEIGHT - 40 - row * 30; /* y grows downwards, as on screen; the engines see it flipped */
}

/// Thread CPU time in seconds.
static inline double scene_clock(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

#endif

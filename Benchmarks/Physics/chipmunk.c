// The physics scene (scene.h) on Chipmunk2D 7, configured as Sources/PhysicsEngine/PhysicsWorld.swift configures it
// (30 iterations, overlaps pushed apart 30 % a step, no sleeping); `default` runs Chipmunk's defaults (10 iterations),
// `sleep` the project's configuration with bodies at rest for half a second put to sleep, as Box2D does by default.
#include <chipmunk/chipmunk.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "scene.h"

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "project";
    const int defaults = strcmp(mode, "default") == 0;
    cpSpace *space = cpSpaceNew();
    cpSpaceSetGravity(space, cpv(0, -GRAVITY));
    if (!defaults) {
        cpSpaceSetIterations(space, 30);
        cpSpaceSetCollisionBias(space, pow(0.7, 120));
    }
    if (strcmp(mode, "sleep") == 0) cpSpaceSetSleepTimeThreshold(space, 0.5);
    cpBody *ground = cpSpaceGetStaticBody(space);
    const cpVect corners[4] = {cpv(0, HEIGHT * 2), cpv(0, 0), cpv(WIDTH, 0), cpv(WIDTH, HEIGHT * 2)};
    for (int i = 0; i < 3; i++) {
        cpShape *wall = cpSpaceAddShape(space, cpSegmentShapeNew(ground, corners[i], corners[i + 1], 0));
        cpShapeSetFriction(wall, 0.5);
    }
    cpBody *bodies[BOXES];
    for (int i = 0; i < BOXES; i++) {
        double x, y;
        scene_start(i, &x, &y);
        cpBody *body = cpSpaceAddBody(space, cpBodyNew(SIDE * SIDE, cpMomentForBox(SIDE * SIDE, SIDE, SIDE)));
        cpBodySetPosition(body, cpv(x, HEIGHT - y));
        cpShape *shape = cpSpaceAddShape(space, cpBoxShapeNew(body, SIDE, SIDE, 0));
        cpShapeSetFriction(shape, 0.5);
        cpShapeSetElasticity(shape, 0);
        bodies[i] = body;
    }
    double falling = 0, resting = 0;
    const double start = scene_clock();
    for (int step = 0; step < STEPS; step++) {
        const double before = scene_clock();
        cpSpaceStep(space, STEP);
        const double spent = scene_clock() - before;
        if (step < 240) falling += spent;
        if (step >= STEPS - 240) resting += spent;
    }
    const double total = scene_clock() - start;
    int outside = 0;
    double lowest = HEIGHT, speed = 0;
    for (int i = 0; i < BOXES; i++) {
        const cpVect p = cpBodyGetPosition(bodies[i]);
        if (p.x < 0 || p.x > WIDTH || p.y < 0) outside++;
        if (p.y < lowest) lowest = p.y;
        const double v = cpvlength(cpBodyGetVelocity(bodies[i]));
        if (v > speed) speed = v;
    }
    printf("chipmunk (%s): total %.1f ms, %.1f µs/step first 2 s, %.1f µs/step last 2 s, outside %d, lowest centre %.2f pt "
           "(%.2f pt into the floor), fastest box at the end %.2f pt/s\n",
           defaults ? "defaults" : strcmp(mode, "sleep") == 0 ? "as PhysicsEngine, sleeping on" : "as PhysicsEngine", total * 1e3, falling / 240 * 1e6, resting / 240 * 1e6,
           outside, lowest, SIDE / 2 - lowest, speed);
    cpSpaceFree(space);
    return 0;
}

// The physics scene (scene.h) on Box2D 2.4, in metres (100 pt = 1 m, inside Box2D's tuned range), with its default
// solver (8 velocity and 3 position iterations); `nosleep` turns sleeping off, as Chipmunk runs by default.
#include <box2d/box2d.h>
#include <cmath>
#include <cstdio>
#include <cstring>
extern "C" {
#include "scene.h"
}

int main(int argc, char **argv) {
    const bool sleeping = !(argc > 1 && std::strcmp(argv[1], "nosleep") == 0);
    const double scale = 0.01; // metres per point
    b2World world(b2Vec2(0, -GRAVITY * scale));
    world.SetAllowSleeping(sleeping);
    b2BodyDef groundDef;
    b2Body *ground = world.CreateBody(&groundDef);
    const b2Vec2 corners[4] = {b2Vec2(0, HEIGHT * 2 * scale), b2Vec2(0, 0), b2Vec2(WIDTH * scale, 0),
                               b2Vec2(WIDTH * scale, HEIGHT * 2 * scale)};
    for (int i = 0; i < 3; i++) {
        b2EdgeShape edge;
        edge.SetTwoSided(corners[i], corners[i + 1]);
        b2FixtureDef fixture;
        fixture.shape = &edge;
        fixture.friction = 0.5f;
        ground->CreateFixture(&fixture);
    }
    b2Body *bodies[BOXES];
    for (int i = 0; i < BOXES; i++) {
        double x, y;
        scene_start(i, &x, &y);
        b2BodyDef def;
        def.type = b2_dynamicBody;
        def.position.Set(x * scale, (HEIGHT - y) * scale);
        b2Body *body = world.CreateBody(&def);
        b2PolygonShape box;
        box.SetAsBox(SIDE / 2 * scale, SIDE / 2 * scale);
        b2FixtureDef fixture;
        fixture.shape = &box;
        fixture.density = 1;
        fixture.friction = 0.5f;
        body->CreateFixture(&fixture);
        bodies[i] = body;
    }
    double falling = 0, resting = 0;
    const double start = scene_clock();
    for (int step = 0; step < STEPS; step++) {
        const double before = scene_clock();
        world.Step(STEP, 8, 3);
        const double spent = scene_clock() - before;
        if (step < 240) falling += spent;
        if (step >= STEPS - 240) resting += spent;
    }
    const double total = scene_clock() - start;
    int outside = 0;
    double lowest = HEIGHT, speed = 0;
    for (int i = 0; i < BOXES; i++) {
        const b2Vec2 p = bodies[i]->GetPosition();
        const double px = p.x / scale, py = p.y / scale;
        if (px < 0 || px > WIDTH || py < 0) outside++;
        if (py < lowest) lowest = py;
        const double v = bodies[i]->GetLinearVelocity().Length() / scale;
        if (v > speed) speed = v;
    }
    std::printf("box2d (%s): total %.1f ms, %.1f µs/step first 2 s, %.1f µs/step last 2 s, outside %d, lowest centre %.2f pt "
                "(%.2f pt into the floor), fastest box at the end %.2f pt/s\n",
                sleeping ? "sleeping on, its default" : "sleeping off", total * 1e3, falling / 240 * 1e6,
                resting / 240 * 1e6, outside, lowest, SIDE / 2 - lowest, speed);
    return 0;
}

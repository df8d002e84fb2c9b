/* The desktop benchmark's scenes in GTK 4, as a GTK developer would write them: one widget whose
 * snapshot draws every sprite or card as a texture node at the frame clock's time, redrawn from a
 * tick callback. `gtk-scenes sprites|cards [items] [assets folder]`; GSK_RENDERER picks cairo or
 * GL. The paths come from the same generator and seeds as the project's scenes
 * (Sources/Demos/Bench); the frames drawn are printed once a second on stdout. */
#include <gtk/gtk.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { double x, y, a, b; } Item;

static struct {
    gboolean cards;
    int count;
    Item *items;
    GdkTexture *texture;
    long frames;
    gint64 start;
    GtkWidget *area;
    double width, height;
} scene;

static unsigned int random_state;

/* glibc's 31-bit linear congruential generator, as BenchRandom in Swift and the QML scene. */
static double next_random(void) {
    random_state = (random_state * 1103515245u + 12345u) & 0x7fffffffu;
    return random_state / 2147483648.0;
}

/* A point going from 0 to span and back at speed, starting at offset. */
static double bounce(double offset, double span, double speed, double seconds) {
    double period = 2 * span;
    double travelled = fmod(offset + speed * seconds, period);
    return travelled <= span ? travelled : period - travelled;
}

static void make_items(void) {
    random_state = scene.cards ? 2 : 1;
    scene.items = calloc(scene.count > 0 ? scene.count : 1, sizeof(Item));
    for (int i = 0; i < scene.count; i++) {
        Item *item = &scene.items[i];
        if (scene.cards) {
            item->x = 128 + next_random() * fmax(0, scene.width - 256);
            item->y = 128 + next_random() * fmax(0, scene.height - 256);
            item->a = 2 + next_random() * 4;
        } else {
            item->x = next_random() * (scene.width - 64);
            item->y = next_random() * (scene.height - 64);
            item->a = 60 + next_random() * 240;
            item->b = 60 + next_random() * 240;
        }
    }
}

#define SCENE_TYPE_VIEW (scene_view_get_type())
G_DECLARE_FINAL_TYPE(SceneView, scene_view, SCENE, VIEW, GtkWidget)
struct _SceneView { GtkWidget parent; };
G_DEFINE_TYPE(SceneView, scene_view, GTK_TYPE_WIDGET)

static void scene_view_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    double width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
    if (!scene.items) {
        scene.width = width;
        scene.height = height;
        make_items();
    }
    GdkFrameClock *clock = gtk_widget_get_frame_clock(widget);
    double seconds = clock ? (gdk_frame_clock_get_frame_time(clock) - scene.start) / 1e6 : 0;
    GdkRGBA background = { 0.1, 0.12, 0.16, 1 };
    gtk_snapshot_append_color(snapshot, &background, &GRAPHENE_RECT_INIT(0, 0, width, height));
    for (int i = 0; i < scene.count; i++) {
        Item *item = &scene.items[i];
        if (scene.cards) {
            gtk_snapshot_save(snapshot);
            gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT(item->x, item->y));
            gtk_snapshot_rotate(snapshot, fmod(seconds / item->a, 1) * 360);
            gtk_snapshot_push_opacity(snapshot, 0.8);
            gtk_snapshot_append_texture(snapshot, scene.texture, &GRAPHENE_RECT_INIT(-128, -128, 256, 256));
            gtk_snapshot_pop(snapshot);
            gtk_snapshot_restore(snapshot);
        } else {
            double x = bounce(item->x, scene.width - 64, item->a, seconds);
            double y = bounce(item->y, scene.height - 64, item->b, seconds);
            gtk_snapshot_append_texture(snapshot, scene.texture, &GRAPHENE_RECT_INIT(x, y, 64, 64));
        }
    }
    GdkRGBA square = { 0.95, 0.3, 0.35, 1 };
    gtk_snapshot_append_color(snapshot, &square, &GRAPHENE_RECT_INIT(40, 40, 96, 96));
    scene.frames++;
}

static void scene_view_class_init(SceneViewClass *class) {
    GTK_WIDGET_CLASS(class)->snapshot = scene_view_snapshot;
}

static void scene_view_init(SceneView *view) { (void)view; }

static gboolean tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    (void)clock; (void)data;
    gtk_widget_queue_draw(widget);
    return G_SOURCE_CONTINUE;
}

static gboolean report(gpointer data) {
    (void)data;
    printf("frames %ld\n", scene.frames);
    fflush(stdout);
    return G_SOURCE_CONTINUE;
}

static void activate(GtkApplication *app, gpointer data) {
    const char *assets = data;
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", assets, scene.cards ? "BenchCard.png" : "BenchSprite.png");
    GError *error = NULL;
    scene.texture = gdk_texture_new_from_filename(path, &error);
    if (!scene.texture) {
        fprintf(stderr, "gtk-scenes: cannot load %s: %s\n", path, error->message);
        exit(1);
    }
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), scene.cards ? "GTK — cards" : "GTK — sprites");
    gtk_window_set_default_size(GTK_WINDOW(window), 1920, 1080);
    scene.area = g_object_new(SCENE_TYPE_VIEW, NULL);
    gtk_window_set_child(GTK_WINDOW(window), scene.area);
    scene.start = g_get_monotonic_time();
    gtk_widget_add_tick_callback(scene.area, tick, NULL, NULL);
    g_timeout_add(1000, report, NULL);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    scene.cards = argc > 1 && strcmp(argv[1], "cards") == 0;
    scene.count = argc > 2 ? atoi(argv[2]) : (scene.cards ? 50 : 500);
    const char *assets = argc > 3 ? argv[3] : "assets";
    GtkApplication *app = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), (gpointer)assets);
    char *program[] = { argv[0], NULL };
    int status = g_application_run(G_APPLICATION(app), 1, program);
    g_object_unref(app);
    return status;
}

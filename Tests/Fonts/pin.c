// Pins the fonts of every test process: before any test runs (and so before fontconfig first reads its
// configuration), FONTCONFIG_FILE names fonts.conf beside this file. Child processes the tests start inherit it.
#include <stdlib.h>
#include <string.h>

__attribute__((constructor)) static void pinTestFonts(void) {
    // The font-pinning test starts a child without the pin, to show what the machine's own fonts would give.
    if (getenv("TEST_FONTS_UNPINNED") != NULL) return;
    static char path[4096];
    const char *source = __FILE__;
    const char *slash = strrchr(source, '/');
    size_t folder = slash ? (size_t)(slash - source + 1) : 0;
    if (folder + sizeof "fonts.conf" > sizeof path) return;
    memcpy(path, source, folder);
    memcpy(path + folder, "fonts.conf", sizeof "fonts.conf");
    setenv("FONTCONFIG_FILE", path, 1);
}

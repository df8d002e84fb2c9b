/* System library cairo, found with pkg-config. */
#include <cairo.h>

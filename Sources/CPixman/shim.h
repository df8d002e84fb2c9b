/* System library pixman-1, found with pkg-config. */
#include <pixman.h>

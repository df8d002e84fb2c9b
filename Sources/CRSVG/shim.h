/* System library librsvg-2.0, found with pkg-config. */
#include <librsvg/rsvg.h>

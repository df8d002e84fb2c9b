/* System library pangocairo, found with pkg-config. */
#include <pango/pangocairo.h>

/* System library libdecor-0, found with pkg-config. */
#include <libdecor.h>

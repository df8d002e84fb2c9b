/* System library xkbcommon, found with pkg-config. */
#include <xkbcommon/xkbcommon.h>

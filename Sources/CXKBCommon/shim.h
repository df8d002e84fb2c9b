/* System library xkbcommon, found with pkg-config; the compose part (dead keys, Compose sequences) ships in it. */
#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-compose.h>

/* System library libdbus-1, found with pkg-config: the accessibility bridge's connection to AT-SPI. */
#include <dbus/dbus.h>

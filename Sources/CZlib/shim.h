/* System library zlib, found with pkg-config (CRC-32 for PNG chunks). */
#include <zlib.h>

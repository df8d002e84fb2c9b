/* System library cairo, found with pkg-config: drawing, and PDF surfaces. */
#include <cairo.h>
#include <cairo-pdf.h>

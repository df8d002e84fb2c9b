/* System library Chipmunk2D (Debian libchipmunk-dev, which ships no pkg-config file): the rigid-body engine
   under UIKit Dynamics. */
#include <chipmunk/chipmunk.h>

#include <hunspell.h>

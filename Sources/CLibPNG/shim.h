// libpng's header, for the PNGBridge C target (Swift never calls libpng directly: its errors
// longjmp, which Swift cannot survive).
#include <png.h>

#include "PNGBridge.h"
#include <png.h>
void pb_placeholder(void) {}

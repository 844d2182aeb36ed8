// cairo's header, for the C bridges that draw PDF and SVG pages (Swift never calls cairo).
#include <cairo.h>

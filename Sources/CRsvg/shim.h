// librsvg's and libxml2's headers, for the SVG bridge alone (Swift never calls them).
#include <librsvg/rsvg.h>
#include <libxml/xmlerror.h>

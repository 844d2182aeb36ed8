// poppler-glib's header, for the PDFBridge C target (Swift never sees GLib or GObject).
#include <poppler.h>

#ifndef CAIRO_CANVAS_H
#define CAIRO_CANVAS_H

// The canvas the PDF and SVG bridges draw a page on: a cairo image surface over the caller's
// RGBA buffer, white and opaque before anything is drawn (a page's paper), and the step that
// turns cairo's pixels into the RGBA every page is held in. Used from C only.

#include <cairo.h>
#include <stdint.h>

// The module's one umbrella header: Swift sees the PDF writer (`termcolor export`) through it.
#include "PDFPages.h"

#ifdef __cplusplus
extern "C" {
#endif

/// A white surface drawing straight into `dest`, which holds width * height * 4 bytes; NULL when
/// cairo refuses the size or is out of memory. Finish it with cc_canvas_finish.
cairo_surface_t *cc_canvas_create(uint8_t *dest, uint32_t width, uint32_t height);

/// Turns the canvas's pixels (cairo's native-endian premultiplied ARGB, opaque since the paper
/// is) into 8-bit RGBA with alpha 255 in place, and releases the surface. Returns 0, or -1 when
/// cairo ended in an error (then `dest` holds nothing useful).
int cc_canvas_finish(cairo_surface_t *surface);

#ifdef __cplusplus
}
#endif

#endif

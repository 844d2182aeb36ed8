#ifndef CAIRO_PDF_PAGES_H
#define CAIRO_PDF_PAGES_H

// A PDF written page by page through cairo's PDF surface: each page one picture (RGBA, 8 bits a
// channel) covering a page of the given size on paper. For `termcolor export`.

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cc_pdf cc_pdf;

/// A PDF to be written at `path`, its Creator metadata `creator` (how the export knows its own
/// earlier output); NULL when cairo cannot start it. Finish it with cc_pdf_finish.
cc_pdf *cc_pdf_create(const char *path, const char *creator);

/// Adds a page `width_points` x `height_points` showing `rgba` (`width` x `height` pixels,
/// opaque) stretched over it. Returns 0, or -1 when cairo failed (the PDF is then unusable).
int cc_pdf_add_page(cc_pdf *pdf, double width_points, double height_points, const uint8_t *rgba, uint32_t width,
                    uint32_t height);

/// Writes the end of the file and frees everything. Returns 0, or -1 when anything failed.
int cc_pdf_finish(cc_pdf *pdf);

#ifdef __cplusplus
}
#endif

#endif

#ifndef PDF_BRIDGE_H
#define PDF_BRIDGE_H

// A small C face over poppler-glib: every GLib and GObject value (documents, pages, errors)
// stays inside this target; Swift sees plain functions that return counts, sizes in points,
// pixels or a short reason. Nothing is ever printed.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An open PDF: its pages' count and sizes are known once it is made.
typedef struct pdfb_document pdfb_document;

/// Opens a PDF held in memory (the bytes are copied: `bytes` may go as soon as this returns).
/// Returns NULL only when out of memory; any other failure (damaged, encrypted, no pages) is
/// reported by pdfb_document_error.
pdfb_document *pdfb_document_open_memory(const uint8_t *bytes, size_t count);

/// NULL while all is well, else the reason (valid until pdfb_document_free).
const char *pdfb_document_error(const pdfb_document *document);

/// The number of pages (at least 1 for a document without an error).
int pdfb_document_page_count(const pdfb_document *document);

/// The page's size in points (1/72 inch) as it is shown (after its /Rotate). `index` is 0-based.
/// Returns 0, or -1 for an index outside the document.
int pdfb_document_page_size(const pdfb_document *document, int index, double *width_points,
                            double *height_points);

/// The resolution (pixels per inch) of the one picture that covers the page (a scanned or
/// raster page), or 0 when the page is not one picture (vector drawing, several pictures, or a
/// picture that leaves much of the page bare).
double pdfb_document_page_picture_dpi(pdfb_document *document, int index);

/// Draws the page, scaled to fill width x height pixels, on white paper into `dest` (width *
/// height * 4 bytes) as 8-bit RGBA, alpha 255. Returns 0, or -1 (see pdfb_document_error).
int pdfb_document_render_rgba(pdfb_document *document, int index, uint32_t width, uint32_t height,
                              uint8_t *dest);

/// Releases the document and everything it holds, whatever state it is in. NULL is allowed.
void pdfb_document_free(pdfb_document *document);

/// Opens `bytes` and draws every page at a small size, throwing the pixels away: the entry point
/// for a sanitizer fuzzer. Returns 0 when the data opened and drew, -1 when it was refused.
int pdfb_fuzz_render(const uint8_t *bytes, size_t count);

#ifdef __cplusplus
}
#endif

#endif

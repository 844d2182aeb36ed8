// libFuzzer harness for the PDF bridge (Sources/PDFBridge, drawing through
// Sources/CairoCanvas), built by tools/fuzz/run.sh with AddressSanitizer and
// UndefinedBehaviorSanitizer: any out-of-bounds read or write, use after free or undefined
// arithmetic in the bridge is a crash with a report. poppler itself is not instrumented (the
// Debian library), so what is checked is the bridge's handling of what poppler returns.
//
// Each input is opened from memory as the app opens a PDF and its first pages drawn small; a
// document that opens must report at least one page, and every page it draws must be opaque
// (the bridge's promise).

#include "PDFBridge.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    (void)pdfb_fuzz_render(data, size);
    pdfb_document *d = pdfb_document_open_memory(data, size);
    if (d == NULL) return 0;
    if (pdfb_document_error(d) == NULL) {
        int pages = pdfb_document_page_count(d);
        if (pages < 1) {
            fprintf(stderr, "a document without an error has %d pages\n", pages);
            abort();
        }
        uint8_t pixels[48 * 32 * 4];
        if (pdfb_document_render_rgba(d, pages - 1, 48, 32, pixels) == 0) {
            for (size_t i = 3; i < sizeof pixels; i += 4) {
                if (pixels[i] != 255) {
                    fprintf(stderr, "alpha %u at pixel %zu\n", pixels[i], i / 4);
                    abort();
                }
            }
        }
        // Past the last page: refused, never drawn.
        if (pdfb_document_render_rgba(d, pages, 48, 32, pixels) == 0) abort();
    }
    pdfb_document_free(d);
    return 0;
}

#include "PDFBridge.h"

#include <CairoCanvas.h>
#include <math.h>
#include <stdio.h>
#include <poppler.h>
#include <stdlib.h>
#include <string.h>

struct pdfb_document {
    PopplerDocument *document;
    int page_count;
    char error[160];
};

static void set_error(pdfb_document *d, const char *reason) {
    if (d->error[0] == '\0') snprintf(d->error, sizeof d->error, "%s", reason);
}

pdfb_document *pdfb_document_open_memory(const uint8_t *bytes, size_t count) {
    pdfb_document *d = calloc(1, sizeof *d);
    if (d == NULL) return NULL;
    GBytes *data = g_bytes_new(bytes, count);
    GError *error = NULL;
    d->document = poppler_document_new_from_bytes(data, NULL, &error);
    g_bytes_unref(data);
    if (d->document == NULL) {
        // poppler's own messages ("PDF document is damaged") say less than these.
        int encrypted = error != NULL && error->domain == POPPLER_ERROR && error->code == POPPLER_ERROR_ENCRYPTED;
        set_error(d, encrypted ? "encrypted PDF: it needs a password, which termcolor does not take"
                               : "damaged PDF: it cannot be read (truncated or not a PDF)");
        if (error != NULL) g_error_free(error);
        return d;
    }
    d->page_count = poppler_document_get_n_pages(d->document);
    if (d->page_count <= 0) set_error(d, "PDF with no pages");
    return d;
}

const char *pdfb_document_error(const pdfb_document *d) { return d->error[0] ? d->error : NULL; }

int pdfb_document_page_count(const pdfb_document *d) { return d->error[0] ? 0 : d->page_count; }

static PopplerPage *page_at(const pdfb_document *d, int index) {
    if (d->error[0] || index < 0 || index >= d->page_count) return NULL;
    return poppler_document_get_page(d->document, index);
}

int pdfb_document_page_size(const pdfb_document *d, int index, double *width_points, double *height_points) {
    PopplerPage *page = page_at(d, index);
    if (page == NULL) return -1;
    poppler_page_get_size(page, width_points, height_points);
    g_object_unref(page);
    return 0;
}

double pdfb_document_page_picture_dpi(pdfb_document *d, int index) {
    PopplerPage *page = page_at(d, index);
    if (page == NULL) return 0;
    double width = 0, height = 0, dpi = 0;
    poppler_page_get_size(page, &width, &height);
    GList *mappings = poppler_page_get_image_mapping(page);
    if (mappings != NULL && mappings->next == NULL && width > 0 && height > 0) {
        PopplerImageMapping *mapping = mappings->data;
        double area_width = fabs(mapping->area.x2 - mapping->area.x1);
        double area_height = fabs(mapping->area.y2 - mapping->area.y1);
        // A picture that covers most of the page is the page: drawn at its own resolution it
        // keeps every pixel it has and invents none.
        if (area_width * area_height >= 0.8 * width * height) {
            cairo_surface_t *image = poppler_page_get_image(page, mapping->image_id);
            if (image != NULL) {
                int pixels_wide = cairo_image_surface_get_width(image);
                if (pixels_wide > 0 && area_width > 0) dpi = pixels_wide / (area_width / 72.0);
                cairo_surface_destroy(image);
            }
        }
    }
    poppler_page_free_image_mapping(mappings);
    g_object_unref(page);
    return isfinite(dpi) ? dpi : 0;
}

int pdfb_document_render_rgba(pdfb_document *d, int index, uint32_t width, uint32_t height, uint8_t *dest) {
    PopplerPage *page = page_at(d, index);
    if (page == NULL) {
        set_error(d, "no such page");
        return -1;
    }
    double page_width = 0, page_height = 0;
    poppler_page_get_size(page, &page_width, &page_height);
    if (!(page_width > 0 && page_height > 0 && isfinite(page_width) && isfinite(page_height))) {
        g_object_unref(page);
        set_error(d, "PDF page of no size");
        return -1;
    }
    cairo_surface_t *canvas = cc_canvas_create(dest, width, height);
    if (canvas == NULL) {
        g_object_unref(page);
        set_error(d, "cannot make a canvas of that size");
        return -1;
    }
    cairo_t *cr = cairo_create(canvas);
    cairo_scale(cr, width / page_width, height / page_height);
    poppler_page_render(page, cr);
    int failed = cairo_status(cr) != CAIRO_STATUS_SUCCESS;
    cairo_destroy(cr);
    g_object_unref(page);
    if (cc_canvas_finish(canvas) != 0 || failed) {
        set_error(d, "the PDF page could not be drawn");
        return -1;
    }
    return 0;
}

void pdfb_document_free(pdfb_document *d) {
    if (d == NULL) return;
    if (d->document != NULL) g_object_unref(d->document);
    free(d);
}

int pdfb_fuzz_render(const uint8_t *bytes, size_t count) {
    pdfb_document *d = pdfb_document_open_memory(bytes, count);
    if (d == NULL) return -1;
    int result = pdfb_document_error(d) == NULL ? 0 : -1;
    // A few pages at most, each at a size that keeps one case fast; the page's own shape.
    for (int i = 0; result == 0 && i < d->page_count && i < 4; i++) {
        double w = 0, h = 0;
        pdfb_document_page_size(d, i, &w, &h);
        (void)pdfb_document_page_picture_dpi(d, i);
        uint32_t pw = 64, ph = 64;
        if (w > 0 && h > 0 && isfinite(w) && isfinite(h)) ph = (uint32_t)fmax(1, fmin(256, 64 * h / w));
        uint8_t *pixels = malloc((size_t)pw * ph * 4);
        if (pixels == NULL) break;
        if (pdfb_document_render_rgba(d, i, pw, ph, pixels) != 0) result = -1;
        free(pixels);
    }
    pdfb_document_free(d);
    return result;
}

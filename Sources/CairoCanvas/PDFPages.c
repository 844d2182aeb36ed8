#include "PDFPages.h"

#include <cairo-pdf.h>
#include <cairo.h>
#include <stdlib.h>

struct cc_pdf {
    cairo_surface_t *surface;
    int failed;
};

cc_pdf *cc_pdf_create(const char *path, const char *creator) {
    cc_pdf *pdf = calloc(1, sizeof *pdf);
    if (!pdf) return NULL;
    // The size is set again for every page.
    pdf->surface = cairo_pdf_surface_create(path, 612, 792);
    if (cairo_surface_status(pdf->surface) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(pdf->surface);
        free(pdf);
        return NULL;
    }
    cairo_pdf_surface_set_metadata(pdf->surface, CAIRO_PDF_METADATA_CREATOR, creator);
    return pdf;
}

int cc_pdf_add_page(cc_pdf *pdf, double width_points, double height_points, const uint8_t *rgba, uint32_t width,
                    uint32_t height) {
    if (pdf->failed) return -1;
    // cairo's RGB24 is a native-endian 32-bit 0x00RRGGBB; the picture is opaque, so no alpha.
    cairo_surface_t *image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, (int)width, (int)height);
    if (cairo_surface_status(image) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(image);
        pdf->failed = 1;
        return -1;
    }
    cairo_surface_flush(image);
    uint8_t *data = cairo_image_surface_get_data(image);
    int stride = cairo_image_surface_get_stride(image);
    for (uint32_t y = 0; y < height; y++) {
        uint32_t *row = (uint32_t *)(data + (size_t)y * (size_t)stride);
        const uint8_t *src = rgba + (size_t)y * width * 4;
        for (uint32_t x = 0; x < width; x++) {
            row[x] = ((uint32_t)src[4 * x] << 16) | ((uint32_t)src[4 * x + 1] << 8) | src[4 * x + 2];
        }
    }
    cairo_surface_mark_dirty(image);
    cairo_pdf_surface_set_size(pdf->surface, width_points, height_points);
    cairo_t *cr = cairo_create(pdf->surface);
    cairo_scale(cr, width_points / width, height_points / height);
    cairo_set_source_surface(cr, image, 0, 0);
    // Pixels stay square blocks when the page is enlarged: a coloured page's edges stay crisp.
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST);
    cairo_paint(cr);
    cairo_show_page(cr);
    int ok = cairo_status(cr) == CAIRO_STATUS_SUCCESS;
    cairo_destroy(cr);
    cairo_surface_destroy(image);
    if (!ok) pdf->failed = 1;
    return ok ? 0 : -1;
}

int cc_pdf_finish(cc_pdf *pdf) {
    cairo_surface_finish(pdf->surface);
    int ok = !pdf->failed && cairo_surface_status(pdf->surface) == CAIRO_STATUS_SUCCESS;
    cairo_surface_destroy(pdf->surface);
    free(pdf);
    return ok ? 0 : -1;
}

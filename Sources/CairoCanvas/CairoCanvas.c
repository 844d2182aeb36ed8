#include "CairoCanvas.h"

#include <string.h>

cairo_surface_t *cc_canvas_create(uint8_t *dest, uint32_t width, uint32_t height) {
    if (width == 0 || height == 0 || width > INT32_MAX / 4) return NULL;
    // Cairo's stride for ARGB32 is always width * 4, which is what makes drawing into the
    // caller's RGBA buffer possible; checked so a future cairo cannot overrun it.
    int stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, (int)width);
    if (stride != (int)width * 4) return NULL;
    cairo_surface_t *surface =
        cairo_image_surface_create_for_data(dest, CAIRO_FORMAT_ARGB32, (int)width, (int)height, stride);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(surface);
        return NULL;
    }
    memset(dest, 0xFF, (size_t)width * height * 4);  // white, opaque, in either byte order
    cairo_surface_mark_dirty(surface);
    return surface;
}

int cc_canvas_finish(cairo_surface_t *surface) {
    cairo_surface_flush(surface);
    int failed = cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS;
    uint8_t *pixels = cairo_image_surface_get_data(surface);
    size_t count = (size_t)cairo_image_surface_get_width(surface) * (size_t)cairo_image_surface_get_height(surface);
    if (!failed && pixels != NULL) {
        for (size_t i = 0; i < count; i++) {
            uint32_t argb;
            memcpy(&argb, pixels + i * 4, 4);
            // The paper under everything is opaque, so premultiplied equals straight colour.
            pixels[i * 4 + 0] = (uint8_t)(argb >> 16);
            pixels[i * 4 + 1] = (uint8_t)(argb >> 8);
            pixels[i * 4 + 2] = (uint8_t)argb;
            pixels[i * 4 + 3] = 255;
        }
    }
    cairo_surface_destroy(surface);
    return failed ? -1 : 0;
}

#include "SVGBridge.h"

#include <CairoCanvas.h>
#include <librsvg/rsvg.h>
#include <libxml/xmlerror.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct svgb_image {
    RsvgHandle *handle;
    char error[200];
};

static void set_error(svgb_image *image, const char *reason, const GError *error) {
    if (image->error[0] != '\0') return;
    if (error != NULL && error->message != NULL) {
        // librsvg's XML messages start with libxml2's codes ("XML parse error: Error domain 1
        // code 77 on line 1 column 57 of data: Premature end of data in tag svg line 1\n"):
        // what follows "of data: " is kept, up to the end of its line.
        const char *message = error->message;
        const char *said = strstr(message, " of data: ");
        if (said != NULL) message = said + strlen(" of data: ");
        size_t length = strcspn(message, "\r\n");
        snprintf(image->error, sizeof image->error, "%s (%.*s)", reason, (int)(length > 150 ? 150 : length), message);
    } else {
        snprintf(image->error, sizeof image->error, "%s", reason);
    }
}

static void ignore_message(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

svgb_image *svgb_image_open_memory(const uint8_t *bytes, size_t count, double dpi) {
    svgb_image *image = calloc(1, sizeof *image);
    if (image == NULL) return NULL;
    // libxml2, which librsvg parses with, prints some errors itself ("encoding error : input
    // conversion failed" for a page declaring an encoding its bytes break): on stderr they would
    // scribble over the screen and add lines to a command's one-line refusal. librsvg still
    // reports the failure through its GError. The handler is libxml2's per thread: set on the
    // thread that parses.
    xmlSetGenericErrorFunc(NULL, ignore_message);
    GError *error = NULL;
    // No base file: references outside the data resolve to nothing (see the header).
    image->handle = rsvg_handle_new_from_data(bytes, count, &error);
    if (image->handle == NULL) {
        set_error(image, "broken SVG", error);
        if (error != NULL) g_error_free(error);
        return image;
    }
    if (dpi > 0 && isfinite(dpi)) rsvg_handle_set_dpi(image->handle, dpi);
    return image;
}

const char *svgb_image_error(const svgb_image *image) { return image->error[0] ? image->error : NULL; }

svgb_size_kind svgb_image_size(const svgb_image *image, double *width, double *height) {
    *width = 0;
    *height = 0;
    if (image->handle == NULL) return SVGB_SIZE_NONE;
    if (rsvg_handle_get_intrinsic_size_in_pixels(image->handle, width, height)) return SVGB_SIZE_DECLARED;
    gboolean has_width, has_height, has_view_box;
    RsvgLength length_width, length_height;
    RsvgRectangle view_box;
    rsvg_handle_get_intrinsic_dimensions(image->handle, &has_width, &length_width, &has_height, &length_height,
                                         &has_view_box, &view_box);
    if (has_view_box && view_box.width > 0 && view_box.height > 0) {
        *width = view_box.width;
        *height = view_box.height;
        return SVGB_SIZE_PROPORTION;
    }
    return SVGB_SIZE_NONE;
}

int svgb_image_render_rgba(svgb_image *image, uint32_t width, uint32_t height, uint8_t *dest) {
    if (image->handle == NULL) return -1;
    cairo_surface_t *canvas = cc_canvas_create(dest, width, height);
    if (canvas == NULL) {
        set_error(image, "cannot make a canvas of that size", NULL);
        return -1;
    }
    cairo_t *cr = cairo_create(canvas);
    RsvgRectangle viewport = {0, 0, width, height};
    GError *error = NULL;
    int drawn = rsvg_handle_render_document(image->handle, cr, &viewport, &error);
    cairo_destroy(cr);
    int finished = cc_canvas_finish(canvas) == 0;
    if (!drawn || !finished) {
        set_error(image, "the SVG could not be drawn", error);
        if (error != NULL) g_error_free(error);
        return -1;
    }
    return 0;
}

void svgb_image_free(svgb_image *image) {
    if (image == NULL) return;
    if (image->handle != NULL) g_object_unref(image->handle);
    free(image);
}

int svgb_fuzz_render(const uint8_t *bytes, size_t count) {
    svgb_image *image = svgb_image_open_memory(bytes, count, 96);
    if (image == NULL) return -1;
    int result = -1;
    if (svgb_image_error(image) == NULL) {
        double w, h;
        (void)svgb_image_size(image, &w, &h);
        uint8_t *pixels = malloc(64 * 64 * 4);
        if (pixels != NULL) result = svgb_image_render_rgba(image, 64, 64, pixels);
        free(pixels);
    }
    svgb_image_free(image);
    return result;
}

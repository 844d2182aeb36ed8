#ifndef SVG_BRIDGE_H
#define SVG_BRIDGE_H

// A small C face over librsvg: every GLib and GObject value stays inside this target; Swift sees
// plain functions that return a size, pixels or a short reason. Nothing is ever printed.
//
// An SVG is read from memory with no base address, so librsvg resolves no reference outside the
// data: an <image>, <use>, XInclude or external entity naming another file draws nothing and
// reads nothing (a page cannot show, or hang on, another file).

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct svgb_image svgb_image;

/// How an SVG says its size.
typedef enum {
    /// Width and height in absolute units: svgb_image_size gives them in pixels.
    SVGB_SIZE_DECLARED = 0,
    /// Only a viewBox (or relative sizes): svgb_image_size gives the viewBox's width and height,
    /// whose ratio is all that is known.
    SVGB_SIZE_PROPORTION = 1,
    /// Neither: svgb_image_size gives 0 x 0.
    SVGB_SIZE_NONE = 2,
} svgb_size_kind;

/// Parses an SVG held in memory (librsvg keeps its own copy). `dpi` turns physical units (in, cm,
/// mm, pt, pc) into pixels; 96 is CSS's. Returns NULL only when out of memory; any other failure
/// is reported by svgb_image_error.
svgb_image *svgb_image_open_memory(const uint8_t *bytes, size_t count, double dpi);

/// NULL while all is well, else the reason (valid until svgb_image_free).
const char *svgb_image_error(const svgb_image *image);

/// The SVG's size and how it is known (see svgb_size_kind).
svgb_size_kind svgb_image_size(const svgb_image *image, double *width, double *height);

/// Draws the whole SVG, fitted to width x height pixels, on white paper into `dest` (width *
/// height * 4 bytes) as 8-bit RGBA, alpha 255. Returns 0, or -1 (see svgb_image_error).
int svgb_image_render_rgba(svgb_image *image, uint32_t width, uint32_t height, uint8_t *dest);

/// Releases the image whatever state it is in. NULL is allowed.
void svgb_image_free(svgb_image *image);

/// Parses `bytes` and draws them at a small size, throwing the pixels away: the entry point for a
/// sanitizer fuzzer. Returns 0 when the data parsed and drew, -1 when it was refused.
int svgb_fuzz_render(const uint8_t *bytes, size_t count);

#ifdef __cplusplus
}
#endif

#endif

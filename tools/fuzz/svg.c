// libFuzzer harness for the SVG bridge (Sources/SVGBridge, drawing through
// Sources/CairoCanvas), built by tools/fuzz/run.sh with AddressSanitizer and
// UndefinedBehaviorSanitizer. librsvg itself is not instrumented (the Debian library), so what
// is checked is the bridge's handling of what librsvg returns.
//
// Each input is parsed from memory as the app reads an SVG and drawn small; a drawn page must be
// opaque, and a stated size must be finite and not negative.

#include "SVGBridge.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    (void)svgb_fuzz_render(data, size);
    svgb_image *image = svgb_image_open_memory(data, size, 300);
    if (image == NULL) return 0;
    if (svgb_image_error(image) == NULL) {
        double w = -1, h = -1;
        svgb_size_kind kind = svgb_image_size(image, &w, &h);
        if (kind != SVGB_SIZE_NONE && !(isfinite(w) && isfinite(h) && w >= 0 && h >= 0)) {
            fprintf(stderr, "size kind %d: %g x %g\n", kind, w, h);
            abort();
        }
        uint8_t pixels[40 * 24 * 4];
        if (svgb_image_render_rgba(image, 40, 24, pixels) == 0) {
            for (size_t i = 3; i < sizeof pixels; i += 4) {
                if (pixels[i] != 255) {
                    fprintf(stderr, "alpha %u at pixel %zu\n", pixels[i], i / 4);
                    abort();
                }
            }
        }
    }
    svgb_image_free(image);
    return 0;
}

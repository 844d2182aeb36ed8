// libFuzzer harness for the JPEG bridge (Sources/JPEGBridge), built by tools/fuzz/run.sh with
// AddressSanitizer and UndefinedBehaviorSanitizer: any out-of-bounds read or write, use after
// free, leak or undefined arithmetic in the bridge (or in libjpeg on the bridge's behalf) is a
// crash with a report.
//
// Each input is decoded from memory as the app decodes a picture, through the bridge's own
// fuzz entry point; a picture that decodes is decoded again through the reader API and must
// come out the same size, every alpha 255 (the bridge's promise).

#include "JPEGBridge.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

// Smaller than the app's limits (16384 a side, 64 MP) so one case stays fast; the header
// checks that enforce them are the same code whatever the numbers.
#define FUZZ_MAX_SIDE 2048u
#define FUZZ_MAX_PIXELS (2048u * 2048u)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    (void)jb_fuzz_decode(data, size);
    jb_reader *r = jb_reader_open_memory(data, size, FUZZ_MAX_SIDE, FUZZ_MAX_PIXELS);
    if (r == NULL) return 0;
    if (jb_reader_error(r) == NULL) {
        uint32_t w = jb_reader_width(r), h = jb_reader_height(r);
        uint8_t *pixels = malloc((size_t)w * h * 4);
        if (pixels != NULL && jb_reader_decode_rgba(r, pixels) == 0) {
            for (size_t i = 3; i < (size_t)w * h * 4; i += 4) {
                if (pixels[i] != 255) {
                    fprintf(stderr, "alpha %u at pixel %zu of a %ux%u decode\n", pixels[i], i / 4, w, h);
                    abort();
                }
            }
        }
        free(pixels);
    }
    jb_reader_free(r);
    return 0;
}

// libFuzzer harness for the PNG bridge (Sources/PNGBridge), built by tools/fuzz/run.sh with
// AddressSanitizer and UndefinedBehaviorSanitizer: any out-of-bounds read or write, use after
// free, leak or undefined arithmetic in the bridge is a crash with a report.
//
// Each input is decoded from memory as the app decodes a page. A page that decodes is also
// planned and, when small, written and read back: the plan must store the pixels losslessly
// (the round trip gives the same RGBA, alpha kept, or alpha 255 for an opaque save).

#include "PNGBridge.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// Smaller than the app's limits (16384 a side, 64 MP) so one case stays fast; the header
// checks that enforce them are the same code whatever the numbers.
#define FUZZ_MAX_SIDE 2048u
#define FUZZ_MAX_PIXELS (2048u * 2048u)
// Pages at most this many pixels are also written and read back.
#define FUZZ_ROUND_TRIP_PIXELS 4096u

static char fuzz_folder[] = "/tmp/termcolor-fuzz-png-XXXXXX";
static char fuzz_path[sizeof fuzz_folder + 16];

// The scratch folder goes when the run ends normally (a crash, a timeout or Ctrl-C leaves it:
// libFuzzer skips exit handlers then).
static void remove_fuzz_folder(void) {
    unlink(fuzz_path);
    rmdir(fuzz_folder);
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
    (void)argc;
    (void)argv;
    if (mkdtemp(fuzz_folder) == NULL) {
        perror("mkdtemp");
        exit(1);
    }
    snprintf(fuzz_path, sizeof fuzz_path, "%s/page.png", fuzz_folder);
    atexit(remove_fuzz_folder);
    return 0;
}

// Decodes `path`; returns the pixels (caller frees) when it is `width` x `height`.
static uint8_t *decode_file(const char *path, uint32_t width, uint32_t height) {
    pb_reader *r = pb_reader_open_file(path, FUZZ_MAX_SIDE, FUZZ_MAX_PIXELS);
    if (r == NULL) return NULL;
    uint8_t *pixels = NULL;
    if (pb_reader_error(r) == NULL && pb_reader_width(r) == width && pb_reader_height(r) == height) {
        pixels = malloc((size_t)width * height * 4);
        if (pixels != NULL && pb_reader_decode_rgba(r, pixels) != 0) {
            free(pixels);
            pixels = NULL;
        }
    }
    pb_reader_free(r);
    return pixels;
}

static void round_trip(const uint8_t *rgba, uint32_t width, uint32_t height, int opaque) {
    pb_encoding_plan plan;
    pb_plan_encoding(rgba, width, height, opaque, &plan);
    pb_write_options options = {6, PB_FILTER_ALL, PB_STRATEGY_DEFAULT};
    char message[128];
    if (pb_write_rgba(fuzz_path, rgba, width, height, &plan, options, message, sizeof message) < 0) {
        fprintf(stderr, "write failed: %s\n", message);
        abort();
    }
    uint8_t *back = decode_file(fuzz_path, width, height);
    if (back == NULL) {
        fprintf(stderr, "a written %ux%u page does not decode\n", width, height);
        abort();
    }
    for (size_t i = 0; i < (size_t)width * height * 4; i++) {
        uint8_t want = (opaque && i % 4 == 3) ? 255 : rgba[i];
        if (back[i] != want) {
            fprintf(stderr, "round trip (colour type %d, %d bits, opaque %d) changed byte %zu: %u -> %u\n",
                    plan.color_type, plan.bit_depth, opaque, i, rgba[i], back[i]);
            abort();
        }
    }
    free(back);
    unlink(fuzz_path);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    pb_reader *r = pb_reader_open_memory(data, size, FUZZ_MAX_SIDE, FUZZ_MAX_PIXELS);
    if (r == NULL) return 0;
    if (pb_reader_error(r) != NULL) {
        pb_reader_free(r);
        return 0;
    }
    uint32_t width = pb_reader_width(r), height = pb_reader_height(r);
    // Exactly the size the bridge promises to fill: one byte more or less and ASan sees it.
    uint8_t *rgba = malloc((size_t)width * height * 4);
    if (rgba == NULL) {
        pb_reader_free(r);
        return 0;
    }
    int decoded = pb_reader_decode_rgba(r, rgba) == 0;
    // A second decode must be refused, not run over the finished reader.
    if (decoded && pb_reader_decode_rgba(r, rgba) == 0) {
        fprintf(stderr, "a second decode succeeded\n");
        abort();
    }
    pb_reader_free(r);
    if (decoded && (uint64_t)width * height <= FUZZ_ROUND_TRIP_PIXELS) {
        round_trip(rgba, width, height, 0);
        round_trip(rgba, width, height, 1);
    } else if (decoded) {
        pb_encoding_plan plan;
        pb_plan_encoding(rgba, width, height, 0, &plan);
    }
    free(rgba);
    return 0;
}

#ifndef PNG_BRIDGE_H
#define PNG_BRIDGE_H

// A small C face over libpng's classic API. libpng reports errors with longjmp, which Swift
// frames cannot survive, so every libpng call and every setjmp stays inside this target; Swift
// sees plain functions that return pixels, sizes or a short reason string.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// ---- Reading -----------------------------------------------------------------------------

/// One decode in progress: the header is read and checked when it is made, the pixels later,
/// straight into a buffer the caller owns (so Swift can decode into its own array, no copy).
typedef struct pb_reader pb_reader;

/// Opens a file and reads its header. Returns NULL only when out of memory; any other failure
/// is reported by pb_reader_error on the returned reader.
pb_reader *pb_reader_open_file(const char *path, uint32_t max_side, uint64_t max_pixels);

/// Reads a PNG held in memory. `bytes` must stay valid until pb_reader_free.
pb_reader *pb_reader_open_memory(const uint8_t *bytes, size_t count, uint32_t max_side,
                                 uint64_t max_pixels);

/// NULL while all is well, else the reason (valid until pb_reader_free).
const char *pb_reader_error(const pb_reader *reader);

uint32_t pb_reader_width(const pb_reader *reader);
uint32_t pb_reader_height(const pb_reader *reader);

/// Decodes every pixel as 8-bit RGBA (samples as stored: no gamma) into `dest`, which holds
/// width * height * 4 bytes. Returns 0 on success, -1 on failure (see pb_reader_error).
int pb_reader_decode_rgba(pb_reader *reader, uint8_t *dest);

/// Releases the reader and everything it holds, whatever state it is in. NULL is allowed.
void pb_reader_free(pb_reader *reader);

// ---- Writing -----------------------------------------------------------------------------

// Row filters, the same bits as libpng's PNG_FILTER_* (checked in PNGBridge.c), exported
// because Swift does not import libpng.
enum {
    PB_FILTER_NONE = 0x08,
    PB_FILTER_SUB = 0x10,
    PB_FILTER_UP = 0x20,
    PB_FILTER_AVG = 0x40,
    PB_FILTER_PAETH = 0x80,
    PB_FILTER_ALL = 0xF8,
};

// zlib strategies, the same values as zlib's Z_* constants.
enum {
    PB_STRATEGY_DEFAULT = 0,
    PB_STRATEGY_FILTERED = 1,
    PB_STRATEGY_HUFFMAN_ONLY = 2,
    PB_STRATEGY_RLE = 3,
};

typedef struct {
    int zlib_level;    ///< 0...9
    int filters;       ///< PB_FILTER_* bits
    int zlib_strategy; ///< PB_STRATEGY_*
} pb_write_options;

/// Writes 8-bit RGBA pixels (width * height * 4 bytes) as a PNG, atomically: a temporary file
/// in the same folder is fully written and closed, then renamed over `path`. `opaque` != 0
/// writes RGB and drops the alpha bytes. Returns the file size in bytes, or -1 with a short
/// reason in `message` (always NUL-terminated); the temporary file never outlives a failure.
long long pb_write_rgba(const char *path, const uint8_t *rgba, uint32_t width, uint32_t height,
                        int opaque, pb_write_options options, char *message, size_t capacity);

#ifdef __cplusplus
}
#endif

#endif

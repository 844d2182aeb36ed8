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

/// Starts decoding row by row, each sample widened to 8 bits by the same rules as
/// pb_reader_decode_rgba (palette to RGB, tRNS to alpha, 1/2/4-bit grey scaled, 16-bit samples
/// reduced) but without adding channels: returns the samples a pixel, 1 (grey), 2 (grey, alpha),
/// 3 (RGB) or 4 (RGBA), or -1 on failure. Instead of pb_reader_decode_rgba, not after it.
/// Interlaced images are decoded whole here (rows are final only after the last pass).
int pb_reader_begin_rows(pb_reader *reader);

/// The next `count` rows, top to bottom, into `dest` (width * channels bytes a row). After the
/// last row the rest of the file is read and checked. Returns 0, or -1 on failure (see
/// pb_reader_error; a failed reader gives no more rows).
int pb_reader_read_rows(pb_reader *reader, uint8_t *dest, uint32_t count);

/// Lets the rows come from image data inflated at once into `dest` (`capacity` bytes, which
/// must stay valid while rows are read), with libdeflate: much faster than libpng's row by row.
/// Only right after pb_reader_begin_rows, and only for 8-bit grey, grey + alpha, RGB or RGBA
/// images, not interlaced, with no tRNS, whose image data and trailing chunks are exactly well
/// formed; `capacity` must hold height * (width * channels + 1) bytes. Returns 1 when the rows
/// will come from `dest` (the trailing chunks are already checked); 0 when libpng decodes them
/// as before (any other image, or a flaw, which libpng then reports as it always did).
/// What `dest` holds of row k is read only while row k is handed out: the caller may reuse it after.
int pb_reader_inflate_rows(pb_reader *reader, uint8_t *dest, size_t capacity);

/// Releases the reader and everything it holds, whatever state it is in. NULL is allowed.
void pb_reader_free(pb_reader *reader);

// ---- Writing -----------------------------------------------------------------------------

// Row filters, the same bits as libpng's PNG_FILTER_* (checked in PNGReader.c), exported
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
    const char *software; ///< a tEXt "Software" chunk before the pixels, or NULL for none
} pb_write_options;

// PNG colour types, the same values as libpng's PNG_COLOR_TYPE_* (checked in PNGWriter.c).
enum {
    PB_COLOR_GRAY = 0,
    PB_COLOR_RGB = 2,
    PB_COLOR_PALETTE = 3,
    PB_COLOR_GRAY_ALPHA = 4,
    PB_COLOR_RGBA = 6,
};

/// How a page will be stored: the smallest PNG colour type and bit depth that decodes back to
/// exactly the same RGBA (PNGReader.c's expansions), found by pb_plan_encoding.
typedef struct {
    int color_type;          ///< PB_COLOR_*
    int bit_depth;           ///< 1, 2, 4 or 8
    int opaque;              ///< every alpha is 255 (or the caller asked for it): alpha not stored
    int color_count;         ///< distinct colours, 257 meaning "more than 256"
    int palette_count;       ///< PB_COLOR_PALETTE: entries in `palette`
    int trns_count;          ///< PB_COLOR_PALETTE: leading entries with alpha < 255 (tRNS length)
    uint8_t palette[256][4]; ///< PB_COLOR_PALETTE: r, g, b, a; translucent entries first
} pb_encoding_plan;

/// One pass over width * height RGBA pixels: opaque? all grey? which colours, up to 256?
/// `opaque` != 0 treats every alpha as 255 (the caller composited first and drops alpha).
/// Grey wins when its levels fit in as few bits as a palette index would; then a palette
/// (1/2/4/8 bits as the colour count allows, tRNS when some alpha is below 255); then
/// grey + alpha, RGB or RGBA.
void pb_plan_encoding(const uint8_t *rgba, uint32_t width, uint32_t height, int opaque,
                      pb_encoding_plan *plan);

/// Writes 8-bit RGBA pixels (width * height * 4 bytes) as a PNG in the encoding of `plan`
/// (from pb_plan_encoding on the same pixels), atomically: a temporary file in the same folder
/// is fully written and closed, then renamed over `path`. Returns the file size in bytes, or
/// -1 with a short reason in `message` (always NUL-terminated); the temporary file never
/// outlives a failure.
long long pb_write_rgba(const char *path, const uint8_t *rgba, uint32_t width, uint32_t height,
                        const pb_encoding_plan *plan, pb_write_options options, char *message,
                        size_t capacity);

/// A short lowercase reason for an errno value ("permission denied", "disk full", ...): the
/// words of the codec's own failures, for other file writes to use too.
const char *pb_errno_reason(int error_number);

// ---- zlib streams ------------------------------------------------------------------------

/// Compresses `count` bytes into `dest` (`capacity` bytes) as one zlib stream (RFC 1950) with
/// libdeflate at `level` (1 fastest .. 12 smallest). Returns the stream's length, or 0 when it
/// does not fit in `capacity` or memory runs out.
size_t pb_zlib_compress(const uint8_t *bytes, size_t count, uint8_t *dest, size_t capacity, int level);

/// Inflates one zlib stream of `count` bytes into `dest`, which it must fill exactly
/// (`expected` bytes). Returns 0, or -1 when the stream is damaged or inflates to another size.
int pb_zlib_decompress(const uint8_t *bytes, size_t count, uint8_t *dest, size_t expected);

#ifdef __cplusplus
}
#endif

#endif

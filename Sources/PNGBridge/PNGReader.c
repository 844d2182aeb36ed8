// Decoding with libpng's classic API into 8-bit RGBA, samples as stored. The image data of
// plain 8-bit files is inflated and unfiltered in PNGWholeImage.c instead, after libpng has read
// the header chunks.
//
// Why not the simplified png_image API: it applies the file's gAMA chunk (PngSuite's grey 33
// comes back as 101), while the region rule wants the stored samples. The classic API applies no
// gamma unless asked, so only the expansions below are set.

#include "PNGBridge.h"
#include "PNGWholeImage.h"
#include "Reason.h"

#include <png.h>

#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

// Bytes of signature plus a whole IHDR chunk (length, type, 13 data bytes, CRC): every valid
// PNG is longer, and these are enough to learn the size before libpng allocates anything.
#define PB_HEADER_BYTES 33

// The most memory one ancillary chunk may take (ICC profiles and text are far smaller).
#define PB_CHUNK_MALLOC_MAX (16u * 1024 * 1024)
// The most memory libpng may take in one allocation (see pb_malloc).
#define PB_LIBPNG_MALLOC_MAX (32u * 1024 * 1024)

static const uint8_t pb_signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};

struct pb_reader {
    png_structp png;
    png_infop info;
    FILE *file;              // reading a file, or
    const uint8_t *memory;   // reading memory
    size_t memory_count;
    size_t memory_position;
    uint8_t *scratch;        // 16-bit rows before reduction; freed with the reader
    uint32_t width;
    uint32_t height;
    int color_type;          // as stored (IHDR)
    int bit_depth;
    int has_trns;
    int sixteen_bit;         // after the transforms set for decoding
    int passes;
    int decoded;             // pixels may be decoded once, as RGBA or as rows
    // Reading rows (pb_reader_begin_rows): samples a pixel, rows handed out so far, and for
    // interlaced images the whole image (`scratch`), decoded at the start.
    int channels;
    uint32_t next_row;
    // Rows inflated at once (pb_reader_inflate_rows): the filtered rows, in the caller's
    // memory, and the last row handed out, unfiltered (the next row's `prior`).
    const uint8_t *inflated;
    uint8_t *prior;
    pb_failure failure;
};

// ---- Failure ------------------------------------------------------------------------------

static void pb_fail(pb_reader *r, const char *reason) { pb_failure_note(&r->failure, "%s", reason); }

// libpng's error callback: keep the first reason (our read callback may have set a better
// one, e.g. "truncated file") and jump back to the setjmp of the bridge function running.
static void pb_on_error(png_structp png, png_const_charp message) {
    pb_reader *r = png_get_error_ptr(png);
    pb_failure_note(&r->failure, "corrupt PNG (%s)", message);
    png_longjmp(png, 1);
}

// Warnings (bad ancillary chunks, which libpng skips) must not reach stderr: the terminal may
// be in use.
static void pb_on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

// libpng's own allocations are row buffers, zlib state and chunk data: well under this cap
// for any image within our limits. A corrupt chunk length (a text chunk "of 1.5 GB" in a file
// of 800 bytes) would otherwise be allocated before the short read is noticed; refused, libpng
// skips the chunk or fails cleanly.
static png_voidp pb_malloc(png_structp png, png_alloc_size_t size) {
    (void)png;
    return size > PB_LIBPNG_MALLOC_MAX ? NULL : malloc(size);
}

static void pb_free(png_structp png, png_voidp pointer) {
    (void)png;
    free(pointer);
}

// ---- Input --------------------------------------------------------------------------------

static void pb_read_memory(png_structp png, png_bytep out, size_t count) {
    pb_reader *r = png_get_io_ptr(png);
    if (r->memory_count - r->memory_position < count) {
        pb_fail(r, "truncated file");
        png_error(png, "truncated file");
    }
    memcpy(out, r->memory + r->memory_position, count);
    r->memory_position += count;
}

static void pb_read_file(png_structp png, png_bytep out, size_t count) {
    pb_reader *r = png_get_io_ptr(png);
    if (fread(out, 1, count, r->file) != count) {
        if (ferror(r->file)) {
            char reason[PB_REASON_CAPACITY];
            pb_set_reason(reason, sizeof reason, "read error: %s", pb_errno_reason(errno));
            pb_fail(r, reason);
        } else {
            pb_fail(r, "truncated file");
        }
        png_error(png, "read failed");
    }
}

static uint32_t pb_be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

// Judges the first bytes before libpng sees them: a clear reason for empty, foreign and
// truncated input, and the size limit checked before any large allocation can happen.
// Returns 0 when libpng may go on.
static int pb_check_header(pb_reader *r, const uint8_t *head, size_t count, uint32_t max_side,
                           uint64_t max_pixels) {
    if (count == 0) {
        pb_fail(r, "empty file");
        return -1;
    }
    size_t compared = count < sizeof pb_signature ? count : sizeof pb_signature;
    if (memcmp(head, pb_signature, compared) != 0) {
        pb_fail(r, "not a PNG file");
        return -1;
    }
    if (count < PB_HEADER_BYTES) {
        pb_fail(r, "truncated file");
        return -1;
    }
    if (memcmp(head + 12, "IHDR", 4) != 0) {
        pb_fail(r, "corrupt PNG (the first chunk is not IHDR)");
        return -1;
    }
    uint32_t width = pb_be32(head + 16), height = pb_be32(head + 20);
    if (width > max_side || height > max_side || (uint64_t)width * height > max_pixels) {
        char reason[PB_REASON_CAPACITY];
        // Named by the limit it breaks: a 16000x16000 page is within the side, not the pixels.
        int over_side = width > max_side || height > max_side;
        int over_pixels = (uint64_t)width * height > max_pixels;
        unsigned long long limit_mp = (unsigned long long)(max_pixels >> 20);
        unsigned long long mp = (unsigned long long)(((uint64_t)width * height + (1u << 20) - 1) >> 20);
        if (over_side && over_pixels) {
            pb_set_reason(reason, sizeof reason, "image too large: %ux%u (limit %u px a side, %llu MP)",
                          width, height, max_side, limit_mp);
        } else if (over_side) {
            pb_set_reason(reason, sizeof reason, "image too large: %ux%u (limit %u px a side)", width, height, max_side);
        } else {
            pb_set_reason(reason, sizeof reason, "image too large: %ux%u is %llu MP (limit %llu MP)", width, height, mp, limit_mp);
        }
        pb_fail(r, reason);
        return -1;
    }
    return 0;
}

// ---- Header and transforms ------------------------------------------------------------------

// Creates the libpng structs, reads every chunk before the image data and sets the
// transformations that lead to RGBA (8 or 16 bits a sample). Runs after pb_check_header.
static void pb_start(pb_reader *r) {
    r->png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, r, pb_on_error, pb_on_warning, NULL,
                                      pb_malloc, pb_free);
    if (r->png == NULL) {
        pb_fail(r, "out of memory");
        return;
    }
    r->info = png_create_info_struct(r->png);
    if (r->info == NULL) {
        pb_fail(r, "out of memory");
        return;
    }
    if (setjmp(png_jmpbuf(r->png))) return; // the reason is set; pb_reader_free cleans up

    // A corrupt length on an ancillary chunk (text, ICC profile) would otherwise make libpng
    // allocate up to 2 GB before it finds the file too short.
    png_set_chunk_malloc_max(r->png, PB_CHUNK_MALLOC_MAX);
    if (r->file != NULL) {
        png_set_read_fn(r->png, r, pb_read_file);
    } else {
        png_set_read_fn(r->png, r, pb_read_memory);
    }
    png_read_info(r->png, r->info);

    png_uint_32 width = 0, height = 0;
    int depth = 0, color_type = 0, interlace = 0;
    png_get_IHDR(r->png, r->info, &width, &height, &depth, &color_type, &interlace, NULL, NULL);
    r->width = width;
    r->height = height;
    r->color_type = color_type;
    r->bit_depth = depth;
    r->has_trns = png_get_valid(r->png, r->info, PNG_INFO_tRNS) != 0;
}

// The transformations that widen every sample to 8 (or 16) bits: palettes to RGB, 1/2/4-bit grey
// to 8 bits, tRNS to alpha; with `rgba`, also grey to RGB and an opaque alpha where there is
// none. Then the row layout is checked: `channels` samples a pixel (0: any of 1 to 4).
// Runs inside the caller's setjmp.
static void pb_set_transforms(pb_reader *r, int rgba, int channels) {
    int color_type = r->color_type;
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(r->png);
    if (color_type == PNG_COLOR_TYPE_GRAY && r->bit_depth < 8) png_set_expand_gray_1_2_4_to_8(r->png);
    if (r->has_trns) png_set_tRNS_to_alpha(r->png);
    if (rgba) {
        if ((color_type & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(r->png);
        // 0xffff is opaque at either depth: libpng takes the low byte for 8-bit samples.
        if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !r->has_trns)
            png_set_add_alpha(r->png, 0xffff, PNG_FILLER_AFTER);
    }
    r->passes = png_set_interlace_handling(r->png);
    png_read_update_info(r->png, r->info);

    r->sixteen_bit = png_get_bit_depth(r->png, r->info) == 16;
    r->channels = png_get_channels(r->png, r->info);
    size_t expected = (size_t)r->width * (size_t)r->channels * (r->sixteen_bit ? 2 : 1);
    if (png_get_rowbytes(r->png, r->info) != expected || r->channels < 1 || r->channels > 4 ||
        (channels != 0 && r->channels != channels)) {
        pb_fail(r, "unsupported PNG layout");
        png_error(r->png, "unsupported PNG layout");
    }
}

static pb_reader *pb_reader_new(void) {
    pb_reader *r = calloc(1, sizeof *r);
    return r;
}

pb_reader *pb_reader_open_file(const char *path, uint32_t max_side, uint64_t max_pixels) {
    pb_reader *r = pb_reader_new();
    if (r == NULL) return NULL;
    // O_NONBLOCK: opening a FIFO must not wait for a writer; only regular files go on.
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        pb_fail(r, errno == ENOENT ? "no such file" : pb_errno_reason(errno));
        return r;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        pb_fail(r, pb_errno_reason(errno));
        close(fd);
        return r;
    }
    if (S_ISDIR(st.st_mode)) {
        pb_fail(r, "is a directory");
        close(fd);
        return r;
    }
    if (!S_ISREG(st.st_mode)) {
        pb_fail(r, "not a regular file");
        close(fd);
        return r;
    }
    int flags = fcntl(fd, F_GETFL);
    if (flags >= 0) fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    r->file = fdopen(fd, "rb");
    if (r->file == NULL) {
        pb_fail(r, pb_errno_reason(errno));
        close(fd);
        return r;
    }

    uint8_t head[PB_HEADER_BYTES];
    size_t got = fread(head, 1, sizeof head, r->file);
    if (got < sizeof head && ferror(r->file)) {
        char reason[PB_REASON_CAPACITY];
        pb_set_reason(reason, sizeof reason, "read error: %s", pb_errno_reason(errno));
        pb_fail(r, reason);
        return r;
    }
    if (pb_check_header(r, head, got, max_side, max_pixels) != 0) return r;
    rewind(r->file);
    pb_start(r);
    return r;
}

pb_reader *pb_reader_open_memory(const uint8_t *bytes, size_t count, uint32_t max_side,
                                 uint64_t max_pixels) {
    pb_reader *r = pb_reader_new();
    if (r == NULL) return NULL;
    r->memory = bytes;
    r->memory_count = bytes == NULL ? 0 : count;
    size_t head = r->memory_count < PB_HEADER_BYTES ? r->memory_count : PB_HEADER_BYTES;
    if (pb_check_header(r, bytes, head, max_side, max_pixels) != 0) return r;
    pb_start(r);
    return r;
}

const char *pb_reader_error(const pb_reader *r) { return r->failure.failed ? r->failure.reason : NULL; }
uint32_t pb_reader_width(const pb_reader *r) { return r->failure.failed ? 0 : r->width; }
uint32_t pb_reader_height(const pb_reader *r) { return r->failure.failed ? 0 : r->height; }

// ---- Pixels ---------------------------------------------------------------------------------

// 16-bit samples (big-endian, as libpng leaves them) to 8 bits, rounded to nearest:
// (v * 255 + 32767) / 65535, so that lines fall where the region rule says.
static void pb_reduce_16(const uint8_t *in, uint8_t *out, size_t samples) {
    for (size_t i = 0; i < samples; i++) {
        uint32_t v = (uint32_t)in[2 * i] << 8 | in[2 * i + 1];
        out[i] = (uint8_t)((v * 255 + 32767) / 65535);
    }
}

// The pixels are decoded once, by one of the two ways below: -1 (with the reason) otherwise.
static int pb_claim_pixels(pb_reader *r) {
    if (r->failure.failed) return -1;
    if (r->decoded) {
        pb_fail(r, "pixels already decoded");
        return -1;
    }
    r->decoded = 1;
    return 0;
}

static uint8_t *pb_rest_of_input(pb_reader *r, size_t *count, long *resume);

// Files whose image data needs nothing but inflating and unfiltering: 8-bit grey, grey + alpha,
// RGB or RGBA, not interlaced, no tRNS (PNGWholeImage.c).
static int pb_plain_8bit(const pb_reader *r) {
    return r->passes == 1 && !r->sixteen_bit && r->bit_depth == 8 && r->color_type != PNG_COLOR_TYPE_PALETTE &&
           !r->has_trns;
}

// The whole image data inflated at once into `dest` (rows of a filter byte and `samples` bytes).
// Returns 1; 0 with the input rewound to where libpng stopped, so that libpng goes on.
static int pb_inflate_whole(pb_reader *r, uint8_t *dest, size_t samples) {
    size_t count = 0;
    long resume = 0;
    uint8_t *bytes = pb_rest_of_input(r, &count, &resume);
    if (bytes == NULL) return 0;
    int inflated = pw_inflate_image(bytes, count, dest, samples, r->height) == 0;
    free(bytes);
    if (!inflated && r->file != NULL) fseek(r->file, resume, SEEK_SET);
    return inflated;
}

// Stored 8-bit samples (1 grey, 2 grey + alpha, 3 RGB) of one row as RGBA.
static void pb_expand_to_rgba(const uint8_t *in, uint8_t *out, uint32_t width, int stored) {
    for (uint32_t x = 0; x < width; x++, out += 4) {
        switch (stored) {
        case 1: out[0] = out[1] = out[2] = in[x]; out[3] = 255; break;
        case 2: out[0] = out[1] = out[2] = in[2 * x]; out[3] = in[2 * x + 1]; break;
        default: out[0] = in[3 * x]; out[1] = in[3 * x + 1]; out[2] = in[3 * x + 2]; out[3] = 255; break;
        }
    }
}

// RGBA through the whole-image inflate (PNGWholeImage.c) where nothing but inflating,
// unfiltering and expanding is needed: 8-bit grey, grey + alpha, RGB or RGBA, not interlaced, no
// tRNS. A 12 MP RGB photo decodes in about half libpng's time. Returns 1 when `dest` holds the
// image; 0 when libpng must decode it (the input rewound to where libpng stopped).
static int pb_decode_rgba_inflated(pb_reader *r, uint8_t *dest) {
    if (!pb_plain_8bit(r)) return 0;
    int stored = r->color_type == PNG_COLOR_TYPE_GRAY ? 1
                 : r->color_type == PNG_COLOR_TYPE_GRAY_ALPHA ? 2
                 : r->color_type == PNG_COLOR_TYPE_RGB ? 3 : 4;
    size_t samples = (size_t)r->width * (size_t)stored;
    uint8_t *inflated = malloc((samples + 1) * r->height);
    // The row above (zeros for the first) and the row being unfiltered, when not straight into `dest`.
    uint8_t *rows = calloc(2, samples);
    int ok = inflated != NULL && rows != NULL && pb_inflate_whole(r, inflated, samples);
    if (ok) {
        uint8_t *prior = rows, *row = rows + samples;
        for (uint32_t y = 0; y < r->height; y++) {
            const uint8_t *raw = inflated + (size_t)y * (samples + 1);
            if (stored == 4) {
                uint8_t *out = dest + (size_t)y * samples;
                pw_unfilter_row(raw[0], raw + 1, y == 0 ? prior : out - samples, out, samples, 4);
                continue;
            }
            pw_unfilter_row(raw[0], raw + 1, prior, row, samples, (size_t)stored);
            pb_expand_to_rgba(row, dest + (size_t)y * r->width * 4, r->width, stored);
            uint8_t *t = prior; prior = row; row = t;
        }
    }
    free(inflated);
    free(rows);
    return ok;
}

int pb_reader_decode_rgba(pb_reader *r, uint8_t *dest) {
    if (pb_claim_pixels(r) != 0) return -1;
    if (setjmp(png_jmpbuf(r->png))) return -1;
    pb_set_transforms(r, 1, 4);
    // The trailing chunks were checked up to IEND when inflated.
    if (pb_decode_rgba_inflated(r, dest)) return 0;

    size_t stride = (size_t)r->width * 4;
    if (!r->sixteen_bit) {
        // With interlace handling on, each pass writes only its own pixels into the row it is
        // given, so after the last pass `dest` holds the whole image: no row-pointer array.
        for (int pass = 0; pass < r->passes; pass++)
            for (uint32_t y = 0; y < r->height; y++) png_read_row(r->png, dest + y * stride, NULL);
    } else if (r->passes == 1) {
        r->scratch = malloc(stride * 2);
        if (r->scratch == NULL) png_error(r->png, "out of memory");
        for (uint32_t y = 0; y < r->height; y++) {
            png_read_row(r->png, r->scratch, NULL);
            pb_reduce_16(r->scratch, dest + y * stride, stride);
        }
    } else {
        // Interlaced 16-bit: passes revisit rows, so the whole 16-bit image is kept (rare).
        r->scratch = malloc(stride * 2 * r->height);
        if (r->scratch == NULL) png_error(r->png, "out of memory");
        for (int pass = 0; pass < r->passes; pass++)
            for (uint32_t y = 0; y < r->height; y++)
                png_read_row(r->png, r->scratch + y * stride * 2, NULL);
        pb_reduce_16(r->scratch, dest, stride * r->height);
    }
    // Reading up to IEND checks the trailing chunks too: a file cut after its image data is
    // still a truncated file.
    png_read_end(r->png, NULL);
    return 0;
}

// ---- Rows -----------------------------------------------------------------------------------

int pb_reader_begin_rows(pb_reader *r) {
    if (pb_claim_pixels(r) != 0) return -1;
    if (setjmp(png_jmpbuf(r->png))) return -1;
    pb_set_transforms(r, 0, 0);
    size_t stride = (size_t)r->width * (size_t)r->channels * (r->sixteen_bit ? 2 : 1);
    if (r->passes > 1) {
        // Interlaced: each pass writes only its own pixels of a row, so rows are final only
        // after the last pass. The whole image is decoded here; rows are then copied out.
        r->scratch = malloc(stride * r->height);
        if (r->scratch == NULL) png_error(r->png, "out of memory");
        for (int pass = 0; pass < r->passes; pass++)
            for (uint32_t y = 0; y < r->height; y++) png_read_row(r->png, r->scratch + y * stride, NULL);
    } else if (r->sixteen_bit) {
        r->scratch = malloc(stride);
        if (r->scratch == NULL) png_error(r->png, "out of memory");
    }
    return r->channels;
}

int pb_reader_read_rows(pb_reader *r, uint8_t *dest, uint32_t count) {
    if (r->failure.failed) return -1;
    if (!r->decoded || r->channels == 0 || count > r->height - r->next_row) {
        pb_fail(r, "rows read out of order");
        return -1;
    }
    if (setjmp(png_jmpbuf(r->png))) return -1;
    size_t samples = (size_t)r->width * (size_t)r->channels;
    size_t stored = samples * (r->sixteen_bit ? 2 : 1);
    for (uint32_t k = 0; k < count; k++, r->next_row++) {
        uint8_t *out = dest + k * samples;
        if (r->inflated != NULL) {
            // The row above is the one just written, or for the first of this call the copy kept.
            const uint8_t *raw = r->inflated + (size_t)r->next_row * (samples + 1);
            pw_unfilter_row(raw[0], raw + 1, k == 0 ? r->prior : out - samples, out, samples, (size_t)r->channels);
            if (k == count - 1) memcpy(r->prior, out, samples);
        } else if (r->passes > 1) {
            const uint8_t *row = r->scratch + (size_t)r->next_row * stored;
            if (r->sixteen_bit) pb_reduce_16(row, out, samples); else memcpy(out, row, samples);
        } else if (r->sixteen_bit) {
            png_read_row(r->png, r->scratch, NULL);
            pb_reduce_16(r->scratch, out, samples);
        } else {
            png_read_row(r->png, out, NULL);
        }
    }
    if (r->next_row == r->height && r->inflated == NULL) {
        // As for RGBA: reading up to IEND checks the trailing chunks too (inflated rows: checked
        // when inflated).
        png_read_end(r->png, NULL);
    }
    return 0;
}

// The input from the first IDAT chunk's length field (libpng stopped after its type) to the end,
// in memory the caller frees, and where libpng's input stands, to rewind to.
static uint8_t *pb_rest_of_input(pb_reader *r, size_t *count, long *resume) {
    uint8_t *bytes = NULL;
    if (r->file != NULL) {
        long at = ftell(r->file);
        struct stat st;
        if (at < 8 || fstat(fileno(r->file), &st) != 0 || st.st_size < at) return NULL;
        size_t n = (size_t)(st.st_size - at + 8);
        bytes = malloc(n);
        if (bytes == NULL || fseek(r->file, at - 8, SEEK_SET) != 0 || fread(bytes, 1, n, r->file) != n) {
            free(bytes);
            fseek(r->file, at, SEEK_SET);
            return NULL;
        }
        *count = n;
        *resume = at;
    } else {
        if (r->memory_position < 8) return NULL;
        size_t n = r->memory_count - r->memory_position + 8;
        bytes = malloc(n);
        if (bytes == NULL) return NULL;
        memcpy(bytes, r->memory + r->memory_position - 8, n);
        *count = n;
        *resume = (long)r->memory_position;
    }
    return bytes;
}

int pb_reader_inflate_rows(pb_reader *r, uint8_t *dest, size_t capacity) {
    if (r->failure.failed || !r->decoded || r->channels == 0 || r->next_row != 0 || r->inflated != NULL) return 0;
    size_t samples = (size_t)r->width * (size_t)r->channels;
    if (!pb_plain_8bit(r) || capacity / (samples + 1) < r->height) return 0;
    r->prior = calloc(samples, 1);
    if (r->prior == NULL) return 0;
    if (!pb_inflate_whole(r, dest, samples)) {
        free(r->prior);
        r->prior = NULL;
        return 0;
    }
    r->inflated = dest;
    return 1;
}

void pb_reader_free(pb_reader *r) {
    if (r == NULL) return;
    if (r->png != NULL) png_destroy_read_struct(&r->png, r->info != NULL ? &r->info : NULL, NULL);
    if (r->file != NULL) fclose(r->file);
    free(r->scratch);
    free(r->prior);
    free(r);
}

// Our filter bits are libpng's.
_Static_assert(PB_FILTER_NONE == PNG_FILTER_NONE && PB_FILTER_SUB == PNG_FILTER_SUB &&
                   PB_FILTER_UP == PNG_FILTER_UP && PB_FILTER_AVG == PNG_FILTER_AVG &&
                   PB_FILTER_PAETH == PNG_FILTER_PAETH && PB_FILTER_ALL == PNG_ALL_FILTERS,
               "PB_FILTER_* must match PNG_FILTER_*");

// Encoding 8-bit RGBA pixels with libpng's classic API, in the colour type and bit depth that
// pb_plan_encoding chose (the simplified png_image writer can choose neither those nor the
// zlib level and row filters, which decide size and time), written atomically: temporary file
// in the same folder, fully written and closed, then renamed.

#include "PNGBridge.h"
#include "Pack.h"
#include "Reason.h"

#include <png.h>

#include <errno.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct {
    FILE *file;
    pb_failure failure;
} pb_writer;

static void pb_writer_fail(pb_writer *w, const char *reason) { pb_failure_note(&w->failure, "%s", reason); }

static void pb_write_on_error(png_structp png, png_const_charp message) {
    pb_writer *w = png_get_error_ptr(png);
    pb_failure_note(&w->failure, "cannot encode PNG (%s)", message);
    png_longjmp(png, 1);
}

static void pb_write_on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void pb_write_bytes(png_structp png, png_bytep data, size_t count) {
    pb_writer *w = png_get_io_ptr(png);
    if (fwrite(data, 1, count, w->file) != count) {
        char reason[PB_REASON_CAPACITY];
        pb_set_reason(reason, sizeof reason, "cannot write: %s", pb_errno_reason(errno));
        pb_writer_fail(w, reason);
        png_error(png, "write failed");
    }
}

// Nothing to do: the stream is flushed and checked once, after the last byte.
static void pb_flush_bytes(png_structp png) { (void)png; }

// mkstemp creates 0600 files; a saved picture should get the usual 0666 & ~umask. umask can
// only be read by setting it, so it is read once, before any file of ours needs it.
static mode_t pb_umask;
static pthread_once_t pb_umask_once = PTHREAD_ONCE_INIT;
static void pb_read_umask(void) {
    pb_umask = umask(022);
    umask(pb_umask);
}

_Static_assert(PB_COLOR_GRAY == PNG_COLOR_TYPE_GRAY && PB_COLOR_RGB == PNG_COLOR_TYPE_RGB &&
                   PB_COLOR_PALETTE == PNG_COLOR_TYPE_PALETTE &&
                   PB_COLOR_GRAY_ALPHA == PNG_COLOR_TYPE_GRAY_ALPHA &&
                   PB_COLOR_RGBA == PNG_COLOR_TYPE_RGBA,
               "PB_COLOR_* must match PNG_COLOR_TYPE_*");

// Runs libpng over the whole image into w->file. Returns 0 on success. Every local that the
// longjmp path uses is set before setjmp and not changed after it, so none needs volatile.
static int pb_encode(pb_writer *w, const uint8_t *rgba, uint32_t width, uint32_t height,
                     const pb_encoding_plan *plan, pb_write_options options) {
    int packed = plan->color_type != PB_COLOR_RGB && plan->color_type != PB_COLOR_RGBA;
    int channels = plan->color_type == PB_COLOR_GRAY_ALPHA ? 2 : 1;
    // One packed row and the palette lookup table: no packed copy of the whole page.
    uint8_t *row = packed ? malloc(((size_t)width * channels * plan->bit_depth + 7) / 8) : NULL;
    pb_packer *packer = packed ? malloc(pb_packer_size()) : NULL;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, w, pb_write_on_error,
                                              pb_write_on_warning);
    png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
    if (info == NULL || (packed && (row == NULL || packer == NULL))) {
        if (png != NULL) png_destroy_write_struct(&png, info != NULL ? &info : NULL);
        free(row);
        free(packer);
        pb_writer_fail(w, "out of memory");
        return -1;
    }
    if (packed) pb_packer_init(packer, plan);
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(row);
        free(packer);
        return -1;
    }
    png_set_write_fn(png, w, pb_write_bytes, pb_flush_bytes);
    png_set_IHDR(png, info, width, height, plan->bit_depth, plan->color_type, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (plan->color_type == PB_COLOR_PALETTE) {
        png_color colours[256];
        png_byte alphas[256];
        for (int c = 0; c < plan->palette_count; c++) {
            colours[c].red = plan->palette[c][0];
            colours[c].green = plan->palette[c][1];
            colours[c].blue = plan->palette[c][2];
            alphas[c] = plan->palette[c][3];
        }
        png_set_PLTE(png, info, colours, plan->palette_count);
        if (plan->trns_count > 0) png_set_tRNS(png, info, alphas, plan->trns_count, NULL);
    }
    png_set_filter(png, PNG_FILTER_TYPE_BASE, options.filters);
    png_set_compression_level(png, options.zlib_level);
    png_set_compression_strategy(png, options.zlib_strategy);
    // Bigger IDAT chunks: fewer calls and headers for big pages.
    png_set_compression_buffer_size(png, 1 << 17);
    if (options.software != NULL) {
        // Says which command wrote the file: a later -o may replace only its own command's files.
        png_text text = {0};
        text.compression = PNG_TEXT_COMPRESSION_NONE;
        text.key = "Software";
        text.text = (char *)options.software;
        png_set_text(png, info, &text, 1);
    }
    png_write_info(png, info);
    // For RGB, libpng drops the 4th byte of every pixel itself: no repacked copy of the page.
    if (plan->color_type == PB_COLOR_RGB) png_set_filler(png, 0, PNG_FILLER_AFTER);
    size_t stride = (size_t)width * 4;
    for (uint32_t y = 0; y < height; y++) {
        if (packed) {
            if (pb_pack_row(packer, plan, rgba + y * stride, width, row) != 0)
                png_error(png, "the pixels do not match the encoding plan");
            png_write_row(png, row);
        } else {
            png_write_row(png, rgba + y * stride);
        }
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(row);
    free(packer);
    return 0;
}

long long pb_write_rgba(const char *path, const uint8_t *rgba, uint32_t width, uint32_t height,
                        const pb_encoding_plan *plan, pb_write_options options, char *message,
                        size_t capacity) {
    pb_writer w = {0};
    if (capacity > 0) message[0] = '\0';
    if (width == 0 || height == 0 || rgba == NULL || plan == NULL) {
        pb_set_reason(message, capacity, "cannot write an empty image");
        return -1;
    }

    // "<folder>/.<name>.XXXXXX": same folder, so that rename is atomic (same file system).
    const char *slash = strrchr(path, '/');
    size_t folder_length = slash == NULL ? 0 : (size_t)(slash - path) + 1;
    const char *name = path + folder_length;
    if (*name == '\0') {
        pb_set_reason(message, capacity, "cannot write: the path names a folder");
        return -1;
    }
    size_t temp_size = strlen(path) + 16;
    char *temp = malloc(temp_size);
    if (temp == NULL) {
        pb_set_reason(message, capacity, "out of memory");
        return -1;
    }
    snprintf(temp, temp_size, "%.*s.%s.XXXXXX", (int)folder_length, path, name);

    pthread_once(&pb_umask_once, pb_read_umask);
    int fd = mkstemp(temp);
    if (fd < 0) {
        int e = errno;
        pb_set_reason(message, capacity, "cannot create file: %s",
                      e == ENOENT ? "no such directory" : pb_errno_reason(e));
        free(temp);
        return -1;
    }
    long long size = -1;
    // A failure here is not fatal: the picture is still written, only owner-readable.
    (void)fchmod(fd, 0666 & ~pb_umask);
    w.file = fdopen(fd, "wb");
    if (w.file == NULL) {
        pb_writer_fail(&w, pb_errno_reason(errno));
        close(fd);
        goto fail;
    }
    setvbuf(w.file, NULL, _IOFBF, 1 << 17);

    if (pb_encode(&w, rgba, width, height, plan, options) != 0) goto fail;
    // A full disk often shows only when buffered bytes are flushed or the file is closed.
    if (fflush(w.file) != 0) {
        char reason[PB_REASON_CAPACITY];
        pb_set_reason(reason, sizeof reason, "cannot write: %s", pb_errno_reason(errno));
        pb_writer_fail(&w, reason);
        goto fail;
    }
    struct stat st;
    size = fstat(fileno(w.file), &st) == 0 ? (long long)st.st_size : -1;
    // No fsync: it can cost more than the whole encode, and rename already guarantees that a
    // crash of this process leaves either the old file or the new one, never half of one.
    int closed = fclose(w.file);
    w.file = NULL;
    if (closed != 0) {
        char reason[PB_REASON_CAPACITY];
        pb_set_reason(reason, sizeof reason, "cannot write: %s", pb_errno_reason(errno));
        pb_writer_fail(&w, reason);
        goto fail;
    }
    if (rename(temp, path) != 0) {
        char reason[PB_REASON_CAPACITY];
        pb_set_reason(reason, sizeof reason, "cannot replace file: %s", pb_errno_reason(errno));
        pb_writer_fail(&w, reason);
        goto fail;
    }
    free(temp);
    return size;

fail:
    if (w.file != NULL) fclose(w.file);
    unlink(temp);
    free(temp);
    pb_set_reason(message, capacity, "%s", w.failure.failed ? w.failure.reason : "cannot write");
    return -1;
}

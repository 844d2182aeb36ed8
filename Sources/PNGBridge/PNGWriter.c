// Encoding 8-bit RGBA or RGB with libpng's classic API (the simplified png_image writer cannot
// choose the zlib level or the row filters, which decide how long a save takes), written
// atomically: temporary file in the same folder, fully written and closed, then renamed.

#include "PNGBridge.h"
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
    int failed;
    char reason[PB_REASON_CAPACITY];
} pb_writer;

static void pb_writer_fail(pb_writer *w, const char *reason) {
    if (!w->failed) {
        w->failed = 1;
        pb_set_reason(w->reason, sizeof w->reason, "%s", reason);
    }
}

static void pb_write_on_error(png_structp png, png_const_charp message) {
    pb_writer *w = png_get_error_ptr(png);
    if (!w->failed) {
        w->failed = 1;
        pb_set_reason(w->reason, sizeof w->reason, "cannot encode PNG (%s)", message);
    }
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

// Runs libpng over the whole image into w->file. Returns 0 on success.
static int pb_encode(pb_writer *w, const uint8_t *rgba, uint32_t width, uint32_t height,
                     int opaque, pb_write_options options) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, w, pb_write_on_error,
                                              pb_write_on_warning);
    if (png == NULL) {
        pb_writer_fail(w, "out of memory");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        pb_writer_fail(w, "out of memory");
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return -1;
    }
    png_set_write_fn(png, w, pb_write_bytes, pb_flush_bytes);
    png_set_IHDR(png, info, width, height, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGBA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, options.filters);
    png_set_compression_level(png, options.zlib_level);
    png_set_compression_strategy(png, options.zlib_strategy);
    // Bigger IDAT chunks: fewer calls and headers for big pages.
    png_set_compression_buffer_size(png, 1 << 17);
    png_write_info(png, info);
    // For RGB, libpng drops the 4th byte of every pixel itself: no repacked copy of the page.
    if (opaque) png_set_filler(png, 0, PNG_FILLER_AFTER);
    size_t stride = (size_t)width * 4;
    for (uint32_t y = 0; y < height; y++) png_write_row(png, rgba + y * stride);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return 0;
}

long long pb_write_rgba(const char *path, const uint8_t *rgba, uint32_t width, uint32_t height,
                        int opaque, pb_write_options options, char *message, size_t capacity) {
    pb_writer w = {0};
    if (capacity > 0) message[0] = '\0';
    if (width == 0 || height == 0 || rgba == NULL) {
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

    if (pb_encode(&w, rgba, width, height, opaque, options) != 0) goto fail;
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
    pb_set_reason(message, capacity, "%s", w.failed ? w.reason : "cannot write");
    return -1;
}

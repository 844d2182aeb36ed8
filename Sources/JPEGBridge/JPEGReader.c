// Decoding JPEG with libjpeg(-turbo) into upright 8-bit RGBA.
//
// libjpeg's error handling longjmps and its default message handlers print to stderr; both are
// replaced here: errors and the warnings that mean damaged data jump back to the bridge function
// running, with a short reason, and nothing is ever printed. libjpeg-turbo converts YCbCr, RGB and
// grey straight to RGBA (its SIMD paths); CMYK is converted here; the EXIF orientation is applied
// while the rows are stored.

#include "JPEGBridge.h"

#include <stdio.h> // jpeglib.h needs FILE and size_t declared first
#include <jpeglib.h>
#include <jerror.h>

#include <ctype.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <sys/mman.h>

#define JB_REASON_CAPACITY 200
// A progressive file may hold any number of scans, each a pass over the whole image; real files
// have about ten. Thousands are a denial-of-service pattern, not a picture.
#define JB_MAX_SCANS 500
// libjpeg's whole-image buffers (progressive coefficients) for the largest accepted picture stay
// well under this; more means a malformed header, refused instead of allocated.
#define JB_MAX_MEMORY (1024L * 1024 * 1024)
// Rows decoded at a time when they cannot go straight to the caller's buffer (a rotated or CMYK
// picture): a block this tall lands in the rotated image as runs of this many pixels.
#define JB_BLOCK_ROWS 16

typedef struct {
    struct jpeg_error_mgr pub; // first: libjpeg hands our handlers a pointer to it
    jmp_buf jump;
    int failed;
    char reason[JB_REASON_CAPACITY];
} jb_error_mgr;

struct jb_reader {
    struct jpeg_decompress_struct cinfo;
    jb_error_mgr error;
    struct jpeg_progress_mgr progress;
    int created;         // jpeg_create_decompress has run
    int decoded;         // pixels may be decoded once
    int cmyk;            // decoded as CMYK, converted here
    int inverted;        // Adobe CMYK: samples stored inverted (255 = no ink)
    int orientation;     // EXIF 1-8
    uint32_t width;      // as stored in the file
    uint32_t height;
    uint8_t *block;      // JB_BLOCK_ROWS rows of RGBA (or CMYK) when not decoding in place
    JSAMPROW *rows;      // row pointers into the destination, when decoding in place
};

// ---- Failure ------------------------------------------------------------------------------

static void jb_note(jb_error_mgr *e, const char *format, ...) __attribute__((format(printf, 2, 3)));

// Keeps the first reason: later ones are consequences of it.
static void jb_note(jb_error_mgr *e, const char *format, ...) {
    if (e->failed) return;
    e->failed = 1;
    va_list args;
    va_start(args, format);
    vsnprintf(e->reason, sizeof e->reason, format, args);
    va_end(args);
    e->reason[sizeof e->reason - 1] = '\0';
}

// libjpeg's own words for its current message, first letter lowercased to sit inside ours.
static void jb_note_libjpeg(j_common_ptr cinfo, const char *prefix) {
    jb_error_mgr *e = (jb_error_mgr *)cinfo->err;
    char text[JMSG_LENGTH_MAX];
    text[0] = '\0';
    e->pub.format_message(cinfo, text);
    text[sizeof text - 1] = '\0';
    // "Corrupt JPEG data: bad Huffman code" says "corrupt" once, in our prefix.
    static const char corrupt[] = "Corrupt JPEG data: ";
    char *words = strncmp(text, corrupt, sizeof corrupt - 1) == 0 ? text + sizeof corrupt - 1 : text;
    words[0] = (char)tolower((unsigned char)words[0]);
    jb_note(e, "%s (%s)", prefix, words);
}

// Errors: a reason in our words where a person can act on it, libjpeg's words otherwise.
static void jb_on_error(j_common_ptr cinfo) {
    jb_error_mgr *e = (jb_error_mgr *)cinfo->err;
    switch (e->pub.msg_code) {
    case JERR_BAD_PRECISION:
        if (e->pub.msg_parm.i[0] == 12) jb_note(e, "unsupported JPEG: 12-bit samples (only 8-bit JPEG is read)");
        else jb_note(e, "unsupported JPEG: %d-bit samples", e->pub.msg_parm.i[0]);
        break;
    case JERR_NO_SOI: jb_note(e, "not a JPEG file"); break;
    case JERR_INPUT_EMPTY:
    case JERR_INPUT_EOF: jb_note(e, "truncated file"); break;
    case JERR_OUT_OF_MEMORY:
    case JERR_NO_BACKING_STORE: jb_note(e, "out of memory"); break;
    default: jb_note_libjpeg(cinfo, "corrupt JPEG"); break;
    }
    longjmp(e->jump, 1);
}

// Warnings (level -1) that mean the picture is damaged end the decode like errors: a file cut
// short or with broken entropy data would otherwise come out partly grey. Other warnings and
// all trace messages are dropped, never printed.
static void jb_on_message(j_common_ptr cinfo, int level) {
    if (level >= 0) return;
    jb_error_mgr *e = (jb_error_mgr *)cinfo->err;
    switch (e->pub.msg_code) {
    case JWRN_JPEG_EOF:
        jb_note(e, "truncated file");
        longjmp(e->jump, 1);
    case JWRN_ARITH_BAD_CODE:
    case JWRN_BOGUS_PROGRESSION:
    case JWRN_EXTRANEOUS_DATA:
    case JWRN_HIT_MARKER:
    case JWRN_HUFF_BAD_CODE:
    case JWRN_MUST_RESYNC:
    case JWRN_NOT_SEQUENTIAL:
        jb_note_libjpeg(cinfo, "corrupt JPEG");
        longjmp(e->jump, 1);
    default:
        return; // e.g. an unknown JFIF revision or a bad ICC marker: the pixels are fine
    }
}

static void jb_on_output(j_common_ptr cinfo) { (void)cinfo; }

static void jb_on_progress(j_common_ptr cinfo) {
    j_decompress_ptr d = (j_decompress_ptr)cinfo;
    if (cinfo->is_decompressor && d->input_scan_number > JB_MAX_SCANS) {
        jb_error_mgr *e = (jb_error_mgr *)cinfo->err;
        jb_note(e, "corrupt JPEG (more than %d scans)", JB_MAX_SCANS);
        longjmp(e->jump, 1);
    }
}

// ---- EXIF orientation ---------------------------------------------------------------------

static uint32_t jb_get(const uint8_t *p, int bytes, int big_endian) {
    uint32_t v = 0;
    for (int i = 0; i < bytes; i++) v |= (uint32_t)p[big_endian ? i : bytes - 1 - i] << (8 * (bytes - 1 - i));
    return v;
}

// The Orientation tag (0x0112) of IFD0 in an APP1 "Exif" marker's data; 1 when absent or bad.
static int jb_exif_orientation(const uint8_t *data, size_t count) {
    if (count < 6 + 8 || memcmp(data, "Exif\0\0", 6) != 0) return 1;
    const uint8_t *tiff = data + 6;
    size_t size = count - 6;
    int big;
    if (tiff[0] == 'I' && tiff[1] == 'I') big = 0;
    else if (tiff[0] == 'M' && tiff[1] == 'M') big = 1;
    else return 1;
    if (jb_get(tiff + 2, 2, big) != 42) return 1;
    uint32_t ifd = jb_get(tiff + 4, 4, big);
    if (ifd > size || size - ifd < 2) return 1;
    uint32_t entries = jb_get(tiff + ifd, 2, big);
    for (uint32_t i = 0; i < entries; i++) {
        size_t at = (size_t)ifd + 2 + (size_t)i * 12;
        if (at + 12 > size) return 1;
        if (jb_get(tiff + at, 2, big) != 0x0112) continue;
        uint32_t type = jb_get(tiff + at + 2, 2, big), n = jb_get(tiff + at + 4, 4, big);
        if (type != 3 || n != 1) return 1; // SHORT, one value, held in the entry itself
        uint32_t v = jb_get(tiff + at + 8, 2, big);
        return v >= 1 && v <= 8 ? (int)v : 1;
    }
    return 1;
}

// Orientations 5-8 turn the picture a quarter: its shown width is its stored height.
static int jb_turns(int orientation) { return orientation >= 5; }

// ---- Header -------------------------------------------------------------------------------

jb_reader *jb_reader_open_memory(const uint8_t *bytes, size_t count, uint32_t max_side,
                                 uint64_t max_pixels) {
    jb_reader *r = calloc(1, sizeof *r);
    if (r == NULL) return NULL;
    r->orientation = 1;
    if (bytes == NULL || count == 0) {
        jb_note(&r->error, "empty file");
        return r;
    }
    if (count < 3 || bytes[0] != 0xFF || bytes[1] != 0xD8) {
        jb_note(&r->error, count < 3 && bytes[0] == 0xFF ? "truncated file" : "not a JPEG file");
        return r;
    }
    struct jpeg_decompress_struct *c = &r->cinfo;
    c->err = jpeg_std_error(&r->error.pub);
    r->error.pub.error_exit = jb_on_error;
    r->error.pub.emit_message = jb_on_message;
    r->error.pub.output_message = jb_on_output;
    if (setjmp(r->error.jump)) return r; // the reason is set; jb_reader_free cleans up

    jpeg_create_decompress(c);
    r->created = 1;
    c->mem->max_memory_to_use = JB_MAX_MEMORY;
    r->progress.progress_monitor = jb_on_progress;
    c->progress = &r->progress;
    // jpeg_mem_src takes a non-const pointer but only reads.
    jpeg_mem_src(c, (unsigned char *)bytes, (unsigned long)count);
    jpeg_save_markers(c, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(c, TRUE);

    for (jpeg_saved_marker_ptr m = c->marker_list; m != NULL; m = m->next) {
        if (m->marker != JPEG_APP0 + 1) continue;
        int o = jb_exif_orientation(m->data, m->data_length);
        if (o != 1) {
            r->orientation = o;
            break;
        }
    }

    r->width = c->image_width;
    r->height = c->image_height;
    if (r->width > max_side || r->height > max_side || (uint64_t)r->width * r->height > max_pixels) {
        uint32_t w = jb_turns(r->orientation) ? r->height : r->width;
        uint32_t h = jb_turns(r->orientation) ? r->width : r->height;
        // Named by the limit it breaks: a 16000x16000 picture is within the side, not the pixels.
        int over_side = w > max_side || h > max_side;
        int over_pixels = (uint64_t)w * h > max_pixels;
        unsigned long long limit_mp = (unsigned long long)(max_pixels >> 20);
        unsigned long long mp = (unsigned long long)(((uint64_t)w * h + (1u << 20) - 1) >> 20);
        if (over_side && over_pixels) {
            jb_note(&r->error, "image too large: %ux%u (limit %u px a side, %llu MP)", w, h, max_side, limit_mp);
        } else if (over_side) {
            jb_note(&r->error, "image too large: %ux%u (limit %u px a side)", w, h, max_side);
        } else {
            jb_note(&r->error, "image too large: %ux%u is %llu MP (limit %llu MP)", w, h, mp, limit_mp);
        }
        return r;
    }

    switch (c->jpeg_color_space) {
    case JCS_GRAYSCALE:
    case JCS_YCbCr:
    case JCS_RGB:
        c->out_color_space = JCS_EXT_RGBA;
        break;
    case JCS_CMYK:
    case JCS_YCCK:
        c->out_color_space = JCS_CMYK;
        r->cmyk = 1;
        // Photoshop (the Adobe marker) stores CMYK inverted, as nearly every CMYK JPEG does.
        r->inverted = c->saw_Adobe_marker;
        break;
    default:
        jb_note(&r->error, "unsupported JPEG colour space (%d components)", c->num_components);
        return r;
    }
    return r;
}

const char *jb_reader_error(const jb_reader *r) { return r->error.failed ? r->error.reason : NULL; }
int jb_reader_orientation(const jb_reader *r) { return r->orientation; }

uint32_t jb_reader_width(const jb_reader *r) {
    if (r->error.failed) return 0;
    return jb_turns(r->orientation) ? r->height : r->width;
}

uint32_t jb_reader_height(const jb_reader *r) {
    if (r->error.failed) return 0;
    return jb_turns(r->orientation) ? r->width : r->height;
}

// ---- Pixels -------------------------------------------------------------------------------

// CMYK to RGB in place (4 bytes a pixel): ink c and black k leave (255 - c)(255 - k)/255 of the
// light. Inverted samples already are 255 - ink.
static void jb_cmyk_to_rgba(uint8_t *p, size_t pixels, int inverted) {
    for (size_t i = 0; i < pixels; i++, p += 4) {
        uint32_t c = p[0], m = p[1], y = p[2], k = p[3];
        if (!inverted) {
            c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k;
        }
        p[0] = (uint8_t)((c * k + 127) / 255);
        p[1] = (uint8_t)((m * k + 127) / 255);
        p[2] = (uint8_t)((y * k + 127) / 255);
        p[3] = 255;
    }
}

// Stores `count` decoded rows starting at stored row `y0` into the upright picture `dest`
// (shown size dw x dh). Every pixel is one uint32_t, so a pixel moves as one word.
static void jb_place(const uint8_t *block, uint32_t y0, uint32_t count, uint32_t w, uint32_t h,
                     int orientation, uint8_t *dest) {
    uint32_t *out = (uint32_t *)dest;
    uint32_t dw = jb_turns(orientation) ? h : w;
    for (uint32_t r = 0; r < count; r++) {
        const uint32_t *in = (const uint32_t *)(block + (size_t)r * w * 4);
        uint32_t y = y0 + r;
        switch (orientation) {
        case 2: for (uint32_t x = 0; x < w; x++) out[(size_t)y * dw + (w - 1 - x)] = in[x]; break;
        case 3: for (uint32_t x = 0; x < w; x++) out[(size_t)(h - 1 - y) * dw + (w - 1 - x)] = in[x]; break;
        case 4: memcpy(out + (size_t)(h - 1 - y) * dw, in, (size_t)w * 4); break;
        case 5: for (uint32_t x = 0; x < w; x++) out[(size_t)x * dw + y] = in[x]; break;
        case 6: for (uint32_t x = 0; x < w; x++) out[(size_t)x * dw + (h - 1 - y)] = in[x]; break;
        case 7: for (uint32_t x = 0; x < w; x++) out[(size_t)(w - 1 - x) * dw + (h - 1 - y)] = in[x]; break;
        case 8: for (uint32_t x = 0; x < w; x++) out[(size_t)(w - 1 - x) * dw + y] = in[x]; break;
        default: memcpy(out + (size_t)y * dw, in, (size_t)w * 4); break;
        }
    }
}

// Asks for transparent huge pages under the caller's fresh buffer before the first write (Linux
// with THP in "madvise" mode, the usual default): a 4096x4096 page then costs 32 page faults
// instead of 16384, a third of the decode's CPU time (measured). Only advice: ignored elsewhere.
static void jb_advise_huge_pages(uint8_t *dest, size_t size) {
#ifdef MADV_HUGEPAGE
    const uintptr_t huge = (uintptr_t)2 << 20;
    uintptr_t start = ((uintptr_t)dest + huge - 1) & ~(huge - 1), end = ((uintptr_t)dest + size) & ~(huge - 1);
    if (end > start) (void)madvise((void *)start, end - start, MADV_HUGEPAGE);
#else
    (void)dest;
    (void)size;
#endif
}

int jb_reader_decode_rgba(jb_reader *r, uint8_t *dest) {
    if (r->error.failed) return -1;
    if (r->decoded) {
        jb_note(&r->error, "pixels already decoded");
        return -1;
    }
    r->decoded = 1;
    if (setjmp(r->error.jump)) return -1;

    struct jpeg_decompress_struct *c = &r->cinfo;
    jpeg_start_decompress(c);
    if (c->output_components != 4 || c->output_width != r->width || c->output_height != r->height) {
        jb_note(&r->error, "unsupported JPEG layout");
        return -1;
    }
    uint32_t w = r->width, h = r->height;
    size_t stride = (size_t)w * 4;
    jb_advise_huge_pages(dest, stride * h);
    if (r->orientation == 1 && !r->cmyk) {
        // Straight into the caller's buffer: libjpeg-turbo's colour conversion writes RGBA rows.
        r->rows = malloc(sizeof(JSAMPROW) * h);
        if (r->rows == NULL) ERREXIT(c, JERR_OUT_OF_MEMORY);
        for (uint32_t y = 0; y < h; y++) r->rows[y] = dest + y * stride;
        while (c->output_scanline < h)
            jpeg_read_scanlines(c, r->rows + c->output_scanline, h - c->output_scanline);
    } else {
        r->block = malloc(stride * JB_BLOCK_ROWS);
        if (r->block == NULL) ERREXIT(c, JERR_OUT_OF_MEMORY);
        JSAMPROW rows[JB_BLOCK_ROWS];
        for (int i = 0; i < JB_BLOCK_ROWS; i++) rows[i] = r->block + (size_t)i * stride;
        while (c->output_scanline < h) {
            uint32_t y0 = c->output_scanline, got = 0;
            while (got < JB_BLOCK_ROWS && c->output_scanline < h)
                got += jpeg_read_scanlines(c, rows + got, JB_BLOCK_ROWS - got);
            if (r->cmyk) jb_cmyk_to_rgba(r->block, (size_t)got * w, r->inverted);
            jb_place(r->block, y0, got, w, h, r->orientation, dest);
        }
    }
    // Reading to the end marker finds a file cut after its last scan too.
    jpeg_finish_decompress(c);
    return 0;
}

void jb_reader_free(jb_reader *r) {
    if (r == NULL) return;
    if (r->created) jpeg_destroy_decompress(&r->cinfo);
    free(r->block);
    free(r->rows);
    free(r);
}

int jb_fuzz_decode(const uint8_t *bytes, size_t count) {
    jb_reader *r = jb_reader_open_memory(bytes, count, 8192, 16u * 1024 * 1024);
    if (r == NULL) return -1;
    int result = -1;
    if (jb_reader_error(r) == NULL) {
        size_t size = (size_t)jb_reader_width(r) * jb_reader_height(r) * 4;
        uint8_t *pixels = malloc(size);
        if (pixels != NULL) result = jb_reader_decode_rgba(r, pixels);
        free(pixels);
    }
    jb_reader_free(r);
    return result;
}

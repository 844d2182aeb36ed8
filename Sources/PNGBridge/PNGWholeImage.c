// The image data of a PNG inflated at once with libdeflate, and its rows unfiltered here, instead
// of libpng inflating with zlib row by row: libdeflate's whole-buffer inflate is 3-16x faster on
// our pages (a 4096x4096 grey page: 16 MiB of rows).
//
// Taken only when nothing but inflating and unfiltering is needed (8-bit grey, grey + alpha, RGB
// or RGBA, not interlaced, no tRNS) and only for a file that is exactly well formed: every IDAT
// CRC right, one zlib stream (Adler-32 checked) filling every row exactly, filter types 0-4, the
// chunks after the image data complete up to IEND. Anything else rewinds the input to where
// libpng stopped (the first IDAT's data) and libpng decodes as before, giving the same pixels or
// the same one-line reason as ever.

#include "PNGWholeImage.h"

#include <libdeflate.h>

#include <stdlib.h>
#include <string.h>

static uint32_t pw_be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

// Every IDAT chunk's data, in order, moved to the front of `bytes` (the input from the first
// IDAT chunk's length field on). Returns the count of compressed bytes, or 0 when the chunks
// are not exactly well formed (see the top of this file).
static size_t pw_gather_idat(uint8_t *bytes, size_t count) {
    size_t at = 0, gathered = 0;
    int in_idat = 1, seen_iend = 0;
    while (!seen_iend) {
        if (count - at < 12) return 0;
        uint32_t length = pw_be32(bytes + at);
        if (length > 0x7fffffffu || count - at - 12 < length) return 0;
        const uint8_t *type = bytes + at + 4;
        uint32_t stored_crc = pw_be32(bytes + at + 8 + length);
        int idat = memcmp(type, "IDAT", 4) == 0;
        if (idat && !in_idat) return 0; // image data split by another chunk: libpng's to judge
        if (!idat) in_idat = 0;
        seen_iend = memcmp(type, "IEND", 4) == 0;
        // Critical chunks are CRC-checked (libpng fails on them); ancillary ones after the image
        // data are skipped unread, as libpng does with an unknown chunk.
        int critical = (type[0] & 0x20) == 0;
        if (critical && !idat && !seen_iend) return 0; // e.g. a PLTE after IDAT: libpng's to judge
        if (critical && (uint32_t)libdeflate_crc32(0, type, 4 + (size_t)length) != stored_crc) return 0;
        if (idat) {
            memmove(bytes + gathered, bytes + at + 8, length);
            gathered += length;
        }
        at += 12 + (size_t)length;
    }
    return gathered;
}

int pw_inflate_image(uint8_t *bytes, size_t count, uint8_t *dest, size_t row_bytes, uint32_t height) {
    size_t compressed = pw_gather_idat(bytes, count);
    int status = -1;
    struct libdeflate_decompressor *inflater = compressed > 0 ? libdeflate_alloc_decompressor() : NULL;
    if (inflater != NULL) {
        size_t expected = (row_bytes + 1) * (size_t)height, used = 0, made = 0;
        enum libdeflate_result result =
            libdeflate_zlib_decompress_ex(inflater, bytes, compressed, dest, expected, &used, &made);
        if (result == LIBDEFLATE_SUCCESS && used == compressed && made == expected) {
            status = 0;
            for (uint32_t y = 0; y < height; y++)
                if (dest[(size_t)y * (row_bytes + 1)] > 4) status = -1;
        }
        libdeflate_free_decompressor(inflater);
    }
    return status;
}

static inline uint8_t pw_paeth(uint8_t a, uint8_t b, uint8_t c) {
    int p = (int)a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

#if defined(__SSE2__)
#include <emmintrin.h>

// 4 bytes from `p` as 16-bit lanes.
static inline __m128i pw_load4(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)v), _mm_setzero_si128());
}

static inline __m128i pw_abs16(__m128i x) { return _mm_max_epi16(x, _mm_sub_epi16(_mm_setzero_si128(), x)); }

// Paeth for 3 or 4 bytes a pixel, a pixel's channels as the lanes of one vector: a third of the
// scalar time on a 12 MP RGB photo (the chain from one pixel to the next is the same length,
// with a third of the instructions). Four bytes are loaded and stored a pixel; with 3 the fourth
// is the next pixel's, stored before that pixel is written. Returns where it stopped: the last
// pixel is left to the scalar loop, so nothing beyond the row is read or written.
static size_t pw_paeth_vector(const uint8_t *raw, const uint8_t *prior, uint8_t *out, size_t row_bytes, size_t bpp) {
    if (row_bytes < 3 * bpp) return bpp;
    __m128i a = _mm_setr_epi16(out[0], out[1], out[2], bpp == 4 ? out[3] : 0, 0, 0, 0, 0);
    __m128i c = pw_load4(prior);
    size_t i = bpp;
    for (; i + 2 * bpp <= row_bytes; i += bpp) {
        __m128i b = pw_load4(prior + i), x = pw_load4(raw + i);
        __m128i e = _mm_sub_epi16(b, c), d = _mm_sub_epi16(a, c);
        __m128i pa = pw_abs16(e), pb = pw_abs16(d), pc = pw_abs16(_mm_add_epi16(d, e));
        __m128i not_a = _mm_or_si128(_mm_cmpgt_epi16(pa, pb), _mm_cmpgt_epi16(pa, pc));
        __m128i not_b = _mm_cmpgt_epi16(pb, pc);
        __m128i bc = _mm_or_si128(_mm_andnot_si128(not_b, b), _mm_and_si128(not_b, c));
        __m128i predicted = _mm_or_si128(_mm_andnot_si128(not_a, a), _mm_and_si128(not_a, bc));
        a = _mm_and_si128(_mm_add_epi16(x, predicted), _mm_set1_epi16(0xff));
        uint32_t v = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(a, a));
        memcpy(out + i, &v, 4);
        c = b;
    }
    return i;
}
#else
static size_t pw_paeth_vector(const uint8_t *raw, const uint8_t *prior, uint8_t *out, size_t row_bytes, size_t bpp) {
    (void)raw, (void)prior, (void)out, (void)row_bytes;
    return bpp;
}
#endif

void pw_unfilter_row(uint8_t filter, const uint8_t *raw, const uint8_t *prior, uint8_t *out, size_t row_bytes,
                     size_t bpp) {
    size_t i;
    switch (filter) {
    case 0:
        memcpy(out, raw, row_bytes);
        break;
    case 1: // Sub
        for (i = 0; i < bpp && i < row_bytes; i++) out[i] = raw[i];
        for (; i < row_bytes; i++) out[i] = (uint8_t)(raw[i] + out[i - bpp]);
        break;
    case 2: // Up
        for (i = 0; i < row_bytes; i++) out[i] = (uint8_t)(raw[i] + prior[i]);
        break;
    case 3: // Average
        for (i = 0; i < bpp && i < row_bytes; i++) out[i] = (uint8_t)(raw[i] + (prior[i] >> 1));
        for (; i < row_bytes; i++) out[i] = (uint8_t)(raw[i] + ((out[i - bpp] + prior[i]) >> 1));
        break;
    default: // Paeth (4; the filter types were checked when inflated)
        for (i = 0; i < bpp && i < row_bytes; i++) out[i] = (uint8_t)(raw[i] + prior[i]);
        // Colour: whole pixels as vectors where the machine has them (`pw_paeth_vector`).
        i = bpp >= 3 ? pw_paeth_vector(raw, prior, out, row_bytes, bpp) : i;
        // Where above and upper left agree (most of a page) the predictor is the left byte: no
        // branch on the Paeth distances in the chain from one byte to the next.
        for (; i < row_bytes; i++) {
            uint8_t b = prior[i], c = prior[i - bpp];
            out[i] = (uint8_t)(raw[i] + (b == c ? out[i - bpp] : pw_paeth(out[i - bpp], b, c)));
        }
        break;
    }
}

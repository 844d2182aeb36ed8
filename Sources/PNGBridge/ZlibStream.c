// zlib streams made by libdeflate, which the PNG reader already links for its whole-image
// inflate: one allocation-free call for a buffer held whole, several times faster than zlib.

#include "PNGBridge.h"

#include <libdeflate.h>

size_t pb_zlib_compress(const uint8_t *bytes, size_t count, uint8_t *dest, size_t capacity, int level) {
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
    if (!compressor) return 0;
    size_t made = libdeflate_zlib_compress(compressor, bytes, count, dest, capacity);
    libdeflate_free_compressor(compressor);
    return made;
}

int pb_zlib_decompress(const uint8_t *bytes, size_t count, uint8_t *dest, size_t expected) {
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    if (!inflater) return -1;
    enum libdeflate_result result = libdeflate_zlib_decompress(inflater, bytes, count, dest, expected, NULL);
    libdeflate_free_decompressor(inflater);
    return result == LIBDEFLATE_SUCCESS ? 0 : -1;
}

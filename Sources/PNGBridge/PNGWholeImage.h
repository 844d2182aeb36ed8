#ifndef PNG_WHOLE_IMAGE_H
#define PNG_WHOLE_IMAGE_H

#include <stddef.h>
#include <stdint.h>

/// Inflates the image data of a PNG whose chunks from the first IDAT's length field to the end
/// of the file are `bytes` (reordered in place) into `dest`: `height` rows of a filter byte and
/// `row_bytes` filtered bytes. Returns 0, or -1 when the chunks or the data are not exactly well
/// formed (PNGWholeImage.c), `dest` then holding anything.
int pw_inflate_image(uint8_t *bytes, size_t count, uint8_t *dest, size_t row_bytes, uint32_t height);

/// Unfilters one row: `raw` (after its filter byte) with `prior`, the row above unfiltered (zeros
/// for the first row), into `out`; `bpp` bytes a pixel.
void pw_unfilter_row(uint8_t filter, const uint8_t *raw, const uint8_t *prior, uint8_t *out, size_t row_bytes,
                     size_t bpp);

#endif

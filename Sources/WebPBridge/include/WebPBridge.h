#ifndef WEBP_BRIDGE_H
#define WEBP_BRIDGE_H

// A small C face over libwebp's animation encoder and decoder (WebPAnimEncoder, WebPAnimDecoder)
// and its mux (the XMP chunk a time-lapse is marked with). Swift never sees libwebp's headers,
// whose inline functions and ABI-version macros do not import; it sees plain functions.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An animation being encoded, losslessly, frame by frame.
typedef struct wpb_encoder wpb_encoder;

/// A new lossless animation of `width` x `height` that loops forever; `method` is libwebp's
/// effort (0 fastest ... 6 smallest). NULL when out of memory or the size is refused.
wpb_encoder *wpb_encoder_new(int width, int height, int method);

/// Adds a frame (RGBA, 4 bytes a pixel, rows `stride` bytes apart) shown from `timestamp_ms`.
/// 0 on success; otherwise wpb_encoder_error says why.
int wpb_encoder_add(wpb_encoder *encoder, const uint8_t *rgba, int stride, int timestamp_ms);

/// Ends the animation at `end_ms` (the last frame lasts until then), adds `xmp` (`xmp_size`
/// bytes) as its XMP chunk, and hands back the file's bytes (free them with wpb_free).
int wpb_encoder_finish(wpb_encoder *encoder, int end_ms, const char *xmp, size_t xmp_size,
                       uint8_t **out, size_t *out_size);

/// NULL while all is well, else the reason (valid until the next call or wpb_encoder_free).
const char *wpb_encoder_error(const wpb_encoder *encoder);
void wpb_encoder_free(wpb_encoder *encoder);
void wpb_free(void *bytes);

/// The XMP chunk of the WebP held in `bytes`, copied into `out` (at most `capacity` bytes);
/// its length, or -1 when the data is no WebP or has no XMP chunk.
long wpb_xmp(const uint8_t *bytes, size_t count, char *out, size_t capacity);

/// An animated WebP being decoded frame by frame, fully composed (each frame the whole canvas).
typedef struct wpb_decoder wpb_decoder;

/// NULL when the data is no animated WebP libwebp can read. `bytes` must outlive the decoder.
wpb_decoder *wpb_decoder_new(const uint8_t *bytes, size_t count);
void wpb_decoder_info(const wpb_decoder *decoder, int *width, int *height, int *frame_count, int *loop_count);
/// The next frame's RGBA (width * height * 4 bytes, valid until the next call) and the time its
/// showing ends; 0 when there is none or it cannot be decoded.
int wpb_decoder_next(wpb_decoder *decoder, const uint8_t **rgba, int *end_ms);
void wpb_decoder_free(wpb_decoder *decoder);

#ifdef __cplusplus
}
#endif

#endif

#ifndef GIF_BRIDGE_H
#define GIF_BRIDGE_H

// A small C face over giflib: an animated GIF written frame by frame into memory (one global
// palette, each frame a rectangle of palette indices), and one read back whole (DGifSlurp).
// Swift never sees gif_lib.h's structures of pointers.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct gfb_encoder gfb_encoder;

/// A new looping GIF89a of `width` x `height` with the global palette `palette_rgb` (`colors`
/// RGB triples, 2 to 256) and the comment extension `comment` first. NULL when refused.
gfb_encoder *gfb_encoder_new(int width, int height, const uint8_t *palette_rgb, int colors, const char *comment);

/// Adds a frame: the rectangle (`x`, `y`, `w`, `h`) of palette indices (`w` * `h`, rows in
/// order), left in place under the next one, shown for `delay_cs` hundredths of a second.
int gfb_encoder_add(gfb_encoder *encoder, const uint8_t *indices, int x, int y, int w, int h, int delay_cs);

/// Ends the file and hands back its bytes (free them with gfb_free).
int gfb_encoder_finish(gfb_encoder *encoder, uint8_t **out, size_t *out_size);

/// NULL while all is well, else the reason.
const char *gfb_encoder_error(const gfb_encoder *encoder);
void gfb_encoder_free(gfb_encoder *encoder);
void gfb_free(void *bytes);

/// A GIF read whole from memory.
typedef struct gfb_decoded gfb_decoded;

gfb_decoded *gfb_decode(const uint8_t *bytes, size_t count);
void gfb_decoded_info(const gfb_decoded *gif, int *width, int *height, int *frame_count, int *global_colors);
/// The global palette's RGB triples (global_colors of them), NULL without one.
const uint8_t *gfb_decoded_palette(const gfb_decoded *gif);
/// Frame `index`: its rectangle, its palette indices, whether it has a palette of its own, its
/// delay (hundredths of a second) and disposal.
const uint8_t *gfb_decoded_frame(const gfb_decoded *gif, int index, int *x, int *y, int *w, int *h,
                                 int *has_local_palette, int *delay_cs, int *disposal);
/// The first comment extension's text (copied into `out`, at most `capacity` bytes); its
/// length, or -1 without one.
long gfb_decoded_comment(const gfb_decoded *gif, char *out, size_t capacity);
void gfb_decoded_free(gfb_decoded *gif);

#ifdef __cplusplus
}
#endif

#endif

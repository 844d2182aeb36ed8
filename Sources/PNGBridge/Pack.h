#ifndef PNG_BRIDGE_PACK_H
#define PNG_BRIDGE_PACK_H

// Packing RGBA rows into a plan's colour type and bit depth (PNGPlan.c), for the writer.

#include "PNGBridge.h"

typedef struct pb_packer pb_packer;

/// Bytes a pb_packer takes (a colour -> palette index table, a few KB).
size_t pb_packer_size(void);
void pb_packer_init(pb_packer *packer, const pb_encoding_plan *plan);

/// Packs one row of `width` RGBA pixels into `out` (the plan's row bytes) for grey, grey +
/// alpha and palette plans; RGB and RGBA rows go to libpng as they are. Returns -1 when a
/// pixel is not in the plan's palette (the plan was made for other pixels), else 0.
int pb_pack_row(pb_packer *packer, const pb_encoding_plan *plan, const uint8_t *rgba,
                uint32_t width, uint8_t *out);

#endif

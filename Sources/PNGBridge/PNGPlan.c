// Choosing the smallest faithful PNG encoding of 8-bit RGBA pixels, and packing rows to it.
//
// One pass over the pixels answers: is every alpha 255, is every pixel grey (r == g == b), and
// which colours occur, up to 256 (the 257th ends the colour count, not the pass). Pages are
// mostly long runs of one colour, so the colour count looks only at pixels that differ from
// the one before, 16 pixels at a time: the common case is a vectorisable OR/AND over a block.
// Every encoding chosen decodes (PNGReader.c's expansions) to exactly the input bytes.

#include "Pack.h"

#include <string.h>

#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "PNGPlan.c reads pixels as little-endian 32-bit words (r in the low byte, alpha in the high)"
#endif

#define PB_ALPHA 0xFF000000u
#define PB_TABLE_SIZE 1024 // a power of two, at least 4x the 256 colours it holds
#define PB_BLOCK 16

static inline uint32_t pb_load(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

static inline uint32_t pb_hash(uint32_t v) { return (v * 0x9E3779B1u) >> 22; }

// Open addressing: slot holds index + 1, 0 is empty.
typedef struct {
    uint32_t key[PB_TABLE_SIZE];
    uint16_t slot[PB_TABLE_SIZE];
} pb_colour_table;

// Returns the index of `v`, adding it if there is room; -1 when it would be the 257th colour.
static int pb_table_find_or_add(pb_colour_table *t, uint32_t *colours, int *count, uint32_t v) {
    uint32_t h = pb_hash(v);
    for (;;) {
        uint16_t s = t->slot[h];
        if (s == 0) break;
        if (t->key[h] == v) return s - 1;
        h = (h + 1) & (PB_TABLE_SIZE - 1);
    }
    if (*count == 256) return -1;
    t->key[h] = v;
    t->slot[h] = (uint16_t)(*count + 1);
    colours[*count] = v;
    return (*count)++;
}

// The index of `v`, or -1 when it is not in the table.
static inline int pb_table_get(const pb_colour_table *t, uint32_t v) {
    uint32_t h = pb_hash(v);
    for (;;) {
        uint16_t s = t->slot[h];
        if (s == 0 || t->key[h] == v) return s - 1;
        h = (h + 1) & (PB_TABLE_SIZE - 1);
    }
}

static int pb_bits_for_count(int count) {
    return count <= 2 ? 1 : count <= 4 ? 2 : count <= 16 ? 4 : 8;
}

// The fewest bits a sample of grey that holds exactly these levels (libpng scales a d-bit
// sample v to v * 255 / (2^d - 1): multiples of 255, 85, 17 survive 1, 2, 4 bits exactly).
static int pb_grey_bits(const uint32_t *colours, int count) {
    int bits = 1;
    for (int i = 0; i < count; i++) {
        uint32_t g = colours[i] & 0xFF;
        if (g % 255 == 0) continue;
        if (g % 85 == 0) { if (bits < 2) bits = 2; continue; }
        if (g % 17 == 0) { if (bits < 4) bits = 4; continue; }
        return 8;
    }
    return bits;
}

void pb_plan_encoding(const uint8_t *rgba, uint32_t width, uint32_t height, int opaque,
                      pb_encoding_plan *plan) {
    memset(plan, 0, sizeof *plan);
    plan->opaque = opaque != 0;
    size_t n = (size_t)width * height;
    if (n == 0) {
        plan->color_type = PB_COLOR_RGBA;
        plan->bit_depth = 8;
        return;
    }
    const uint32_t force = opaque ? PB_ALPHA : 0;

    pb_colour_table table;
    memset(&table, 0, sizeof table);
    uint32_t colours[256];
    int count = 0;
    int too_many = 0;

    uint32_t all_and = ~0u; // alpha byte 0xFF at the end: every pixel is opaque
    uint32_t not_grey = 0;  // non-zero: some pixel has r != g or g != b
    uint32_t last = pb_load(rgba) | force;
    pb_table_find_or_add(&table, colours, &count, last);

    size_t i = 0;
    for (; i + PB_BLOCK <= n; i += PB_BLOCK) {
        const uint8_t *p = rgba + i * 4;
        uint32_t differ = 0, a = ~0u, g = 0;
        for (int k = 0; k < PB_BLOCK; k++) {
            uint32_t v = pb_load(p + 4 * k) | force;
            differ |= v ^ last;
            a &= v;
            g |= (v ^ (v >> 8)) & 0xFFFF;
        }
        all_and &= a;
        not_grey |= g;
        if (differ == 0) continue;
        for (int k = 0; k < PB_BLOCK; k++) {
            uint32_t v = pb_load(p + 4 * k) | force;
            if (v == last) continue;
            last = v;
            if (pb_table_find_or_add(&table, colours, &count, v) < 0) {
                too_many = 1;
                break;
            }
        }
        if (too_many) {
            i += PB_BLOCK;
            break;
        }
    }
    if (too_many) {
        // Only opaque and grey are left to learn, and once neither can change the choice
        // (colour and not opaque: RGBA; colour and opaque forced: RGB) the pass stops.
        for (; i + PB_BLOCK <= n; i += PB_BLOCK) {
            if (not_grey && (opaque || (all_and & PB_ALPHA) != PB_ALPHA)) break;
            const uint8_t *p = rgba + i * 4;
            uint32_t a = ~0u, g = 0;
            for (int k = 0; k < PB_BLOCK; k++) {
                uint32_t v = pb_load(p + 4 * k) | force;
                a &= v;
                g |= (v ^ (v >> 8)) & 0xFFFF;
            }
            all_and &= a;
            not_grey |= g;
        }
        if (not_grey && (opaque || (all_and & PB_ALPHA) != PB_ALPHA)) i = n;
    }
    for (; i < n; i++) {
        uint32_t v = pb_load(rgba + i * 4) | force;
        all_and &= v;
        not_grey |= (v ^ (v >> 8)) & 0xFFFF;
        if (!too_many && v != last) {
            last = v;
            if (pb_table_find_or_add(&table, colours, &count, v) < 0) too_many = 1;
        }
    }

    int all_opaque = (all_and & PB_ALPHA) == PB_ALPHA;
    plan->opaque = all_opaque;
    plan->color_count = too_many ? 257 : count;

    if (!too_many && !not_grey && all_opaque) {
        int grey_bits = pb_grey_bits(colours, count);
        if (grey_bits <= pb_bits_for_count(count)) {
            plan->color_type = PB_COLOR_GRAY;
            plan->bit_depth = grey_bits;
            return;
        }
    }
    if (!too_many) {
        // Translucent entries first, so that tRNS stops at the last of them.
        plan->color_type = PB_COLOR_PALETTE;
        plan->bit_depth = pb_bits_for_count(count);
        int at = 0;
        for (int pass = 0; pass < 2; pass++)
            for (int c = 0; c < count; c++) {
                int translucent = (colours[c] & PB_ALPHA) != PB_ALPHA;
                if (translucent == (pass == 0)) {
                    memcpy(plan->palette[at++], &colours[c], 4);
                    if (translucent) plan->trns_count = at;
                }
            }
        plan->palette_count = count;
        return;
    }
    plan->bit_depth = 8;
    if (!not_grey) plan->color_type = all_opaque ? PB_COLOR_GRAY : PB_COLOR_GRAY_ALPHA;
    else plan->color_type = all_opaque ? PB_COLOR_RGB : PB_COLOR_RGBA;
}

// ---- Packing ----------------------------------------------------------------------------------

struct pb_packer {
    pb_colour_table table; // palette colour -> index
    uint32_t last;
    int last_index;
};

size_t pb_packer_size(void) { return sizeof(pb_packer); }

void pb_packer_init(pb_packer *k, const pb_encoding_plan *plan) {
    memset(&k->table, 0, sizeof k->table);
    uint32_t colours[256];
    int count = 0;
    for (int c = 0; c < plan->palette_count; c++)
        pb_table_find_or_add(&k->table, colours, &count, pb_load(plan->palette[c]));
    k->last = plan->palette_count > 0 ? pb_load(plan->palette[0]) : 0;
    k->last_index = 0;
}

// Grey levels are exact multiples of 255 / (2^depth - 1), so v >> (8 - depth) is the sample.
// PNG order within a byte: the leftmost pixel in the high bits. `depth` is a constant at each
// call, so the inner loop unrolls.
static inline __attribute__((always_inline)) void pb_pack_grey(const uint8_t *rgba, uint32_t width,
                                                                uint8_t *out, int depth) {
    const int per_byte = 8 / depth, shift = 8 - depth;
    uint32_t full = width / per_byte, x = 0;
    for (uint32_t o = 0; o < full; o++) {
        unsigned byte = 0;
        for (int j = 0; j < per_byte; j++, x++) byte = byte << depth | rgba[4 * x] >> shift;
        out[o] = (uint8_t)byte;
    }
    if (x < width) {
        unsigned byte = 0;
        for (int j = 0; j < per_byte; j++, x++) byte = byte << depth | (x < width ? rgba[4 * x] >> shift : 0);
        out[full] = (uint8_t)byte;
    }
}

int pb_pack_row(pb_packer *k, const pb_encoding_plan *plan, const uint8_t *rgba, uint32_t width,
                uint8_t *out) {
    const uint32_t force = plan->opaque ? PB_ALPHA : 0;
    int depth = plan->bit_depth;
    switch (plan->color_type) {
    case PB_COLOR_GRAY:
        switch (depth) {
        case 1: pb_pack_grey(rgba, width, out, 1); break;
        case 2: pb_pack_grey(rgba, width, out, 2); break;
        case 4: pb_pack_grey(rgba, width, out, 4); break;
        default:
            for (uint32_t x = 0; x < width; x++) out[x] = rgba[4 * x];
        }
        break;
    case PB_COLOR_GRAY_ALPHA:
        for (uint32_t x = 0; x < width; x++) {
            out[2 * x] = rgba[4 * x];
            out[2 * x + 1] = rgba[4 * x + 3];
        }
        break;
    case PB_COLOR_PALETTE: {
        uint32_t last = k->last;
        int last_index = k->last_index;
        if (depth == 8) {
            for (uint32_t x = 0; x < width; x++) {
                uint32_t v = pb_load(rgba + 4 * x) | force;
                if (v != last) {
                    last = v;
                    last_index = pb_table_get(&k->table, v);
                    if (last_index < 0) return -1;
                }
                out[x] = (uint8_t)last_index;
            }
        } else {
            int per_byte = 8 / depth;
            uint32_t x = 0;
            for (size_t o = 0; x < width; o++) {
                unsigned byte = 0;
                for (int j = 0; j < per_byte; j++, x++) {
                    unsigned index = 0;
                    if (x < width) {
                        uint32_t v = pb_load(rgba + 4 * x) | force;
                        if (v != last) {
                            last = v;
                            last_index = pb_table_get(&k->table, v);
                            if (last_index < 0) return -1;
                        }
                        index = (unsigned)last_index;
                    }
                    byte = byte << depth | index;
                }
                out[o] = (uint8_t)byte;
            }
        }
        k->last = last;
        k->last_index = last_index;
        break;
    }
    default:
        break;
    }
    return 0;
}

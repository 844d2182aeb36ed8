#include "GIFBridge.h"

#include <gif_lib.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint8_t *bytes;
    size_t count, capacity;
    int failed;
} growing_buffer;

struct gfb_encoder {
    GifFileType *gif;
    growing_buffer buffer;
    const char *error;
};

static int write_to_buffer(GifFileType *gif, const GifByteType *bytes, int count) {
    growing_buffer *b = gif->UserData;
    if (b->count + (size_t)count > b->capacity) {
        size_t capacity = b->capacity ? b->capacity : 1 << 16;
        while (b->count + (size_t)count > capacity) capacity *= 2;
        uint8_t *grown = realloc(b->bytes, capacity);
        if (!grown) {
            b->failed = 1;
            return 0;
        }
        b->bytes = grown;
        b->capacity = capacity;
    }
    memcpy(b->bytes + b->count, bytes, (size_t)count);
    b->count += (size_t)count;
    return count;
}

static int palette_bits(int colors) {
    int bits = 1;
    while ((1 << bits) < colors) bits++;
    return bits;
}

gfb_encoder *gfb_encoder_new(int width, int height, const uint8_t *palette_rgb, int colors, const char *comment) {
    if (colors < 2 || colors > 256 || width < 1 || height < 1 || width > 65535 || height > 65535) return NULL;
    gfb_encoder *e = calloc(1, sizeof *e);
    if (!e) return NULL;
    int error = 0;
    e->gif = EGifOpen(&e->buffer, write_to_buffer, &error);
    if (!e->gif) {
        free(e);
        return NULL;
    }
    EGifSetGifVersion(e->gif, true);
    // A GIF palette has a power of two entries: the rest are black and never used.
    int size = 1 << palette_bits(colors);
    ColorMapObject *map = GifMakeMapObject(size, NULL);
    if (!map) {
        gfb_encoder_free(e);
        return NULL;
    }
    for (int i = 0; i < colors; i++) {
        map->Colors[i].Red = palette_rgb[3 * i];
        map->Colors[i].Green = palette_rgb[3 * i + 1];
        map->Colors[i].Blue = palette_rgb[3 * i + 2];
    }
    int ok = EGifPutScreenDesc(e->gif, width, height, palette_bits(colors), 0, map) == GIF_OK;
    GifFreeMapObject(map);
    static const GifByteType netscape[] = "NETSCAPE2.0";
    static const GifByteType forever[] = {1, 0, 0};
    ok = ok && EGifPutComment(e->gif, comment) == GIF_OK
         && EGifPutExtensionLeader(e->gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK
         && EGifPutExtensionBlock(e->gif, 11, netscape) == GIF_OK
         && EGifPutExtensionBlock(e->gif, 3, forever) == GIF_OK
         && EGifPutExtensionTrailer(e->gif) == GIF_OK;
    if (!ok) {
        gfb_encoder_free(e);
        return NULL;
    }
    return e;
}

int gfb_encoder_add(gfb_encoder *e, const uint8_t *indices, int x, int y, int w, int h, int delay_cs) {
    GraphicsControlBlock control = {.DisposalMode = DISPOSE_DO_NOT, .UserInputFlag = false,
                                    .DelayTime = delay_cs, .TransparentColor = NO_TRANSPARENT_COLOR};
    GifByteType extension[4];
    EGifGCBToExtension(&control, extension);
    int ok = EGifPutExtension(e->gif, GRAPHICS_EXT_FUNC_CODE, 4, extension) == GIF_OK
             && EGifPutImageDesc(e->gif, x, y, w, h, false, NULL) == GIF_OK;
    for (int row = 0; ok && row < h; row++) {
        ok = EGifPutLine(e->gif, (GifPixelType *)indices + (size_t)row * (size_t)w, w) == GIF_OK;
    }
    if (!ok) e->error = e->buffer.failed ? "out of memory" : GifErrorString(e->gif->Error);
    return ok ? 0 : -1;
}

int gfb_encoder_finish(gfb_encoder *e, uint8_t **out, size_t *out_size) {
    int error = 0;
    int ok = EGifCloseFile(e->gif, &error) == GIF_OK && !e->buffer.failed;
    e->gif = NULL;
    if (!ok) {
        e->error = e->buffer.failed ? "out of memory" : GifErrorString(error);
        return -1;
    }
    *out = e->buffer.bytes;
    *out_size = e->buffer.count;
    e->buffer.bytes = NULL;
    return 0;
}

const char *gfb_encoder_error(const gfb_encoder *e) { return e->error; }

void gfb_encoder_free(gfb_encoder *e) {
    if (!e) return;
    if (e->gif) {
        int error;
        EGifCloseFile(e->gif, &error);
    }
    free(e->buffer.bytes);
    free(e);
}

void gfb_free(void *bytes) { free(bytes); }

typedef struct {
    const uint8_t *bytes;
    size_t count, position;
} reading;

static int read_from_memory(GifFileType *gif, GifByteType *out, int count) {
    reading *r = gif->UserData;
    size_t left = r->count - r->position;
    size_t n = (size_t)count < left ? (size_t)count : left;
    memcpy(out, r->bytes + r->position, n);
    r->position += n;
    return (int)n;
}

struct gfb_decoded {
    GifFileType *gif;
    reading source;
    uint8_t *palette;
};

gfb_decoded *gfb_decode(const uint8_t *bytes, size_t count) {
    gfb_decoded *d = calloc(1, sizeof *d);
    if (!d) return NULL;
    d->source = (reading){bytes, count, 0};
    int error = 0;
    d->gif = DGifOpen(&d->source, read_from_memory, &error);
    if (!d->gif || DGifSlurp(d->gif) != GIF_OK) {
        gfb_decoded_free(d);
        return NULL;
    }
    ColorMapObject *map = d->gif->SColorMap;
    if (map) {
        d->palette = malloc((size_t)map->ColorCount * 3);
        for (int i = 0; d->palette && i < map->ColorCount; i++) {
            d->palette[3 * i] = map->Colors[i].Red;
            d->palette[3 * i + 1] = map->Colors[i].Green;
            d->palette[3 * i + 2] = map->Colors[i].Blue;
        }
    }
    return d;
}

void gfb_decoded_info(const gfb_decoded *d, int *width, int *height, int *frame_count, int *global_colors) {
    *width = d->gif->SWidth;
    *height = d->gif->SHeight;
    *frame_count = d->gif->ImageCount;
    *global_colors = d->gif->SColorMap ? d->gif->SColorMap->ColorCount : 0;
}

const uint8_t *gfb_decoded_palette(const gfb_decoded *d) { return d->palette; }

const uint8_t *gfb_decoded_frame(const gfb_decoded *d, int index, int *x, int *y, int *w, int *h,
                                 int *has_local_palette, int *delay_cs, int *disposal) {
    if (index < 0 || index >= d->gif->ImageCount) return NULL;
    SavedImage *image = &d->gif->SavedImages[index];
    *x = image->ImageDesc.Left;
    *y = image->ImageDesc.Top;
    *w = image->ImageDesc.Width;
    *h = image->ImageDesc.Height;
    *has_local_palette = image->ImageDesc.ColorMap != NULL;
    GraphicsControlBlock control = {.DelayTime = 0, .DisposalMode = DISPOSAL_UNSPECIFIED};
    DGifSavedExtensionToGCB(d->gif, index, &control);
    *delay_cs = control.DelayTime;
    *disposal = control.DisposalMode;
    return image->RasterBits;
}

long gfb_decoded_comment(const gfb_decoded *d, char *out, size_t capacity) {
    for (int i = 0; i < d->gif->ImageCount; i++) {
        SavedImage *image = &d->gif->SavedImages[i];
        for (int k = 0; k < image->ExtensionBlockCount; k++) {
            ExtensionBlock *block = &image->ExtensionBlocks[k];
            if (block->Function != COMMENT_EXT_FUNC_CODE) continue;
            size_t n = (size_t)block->ByteCount;
            memcpy(out, block->Bytes, n < capacity ? n : capacity);
            return (long)n;
        }
    }
    return -1;
}

void gfb_decoded_free(gfb_decoded *d) {
    if (!d) return;
    if (d->gif) {
        int error;
        DGifCloseFile(d->gif, &error);
    }
    free(d->palette);
    free(d);
}

#include "WebPBridge.h"

#include <stdlib.h>
#include <string.h>
#include <webp/demux.h>
#include <webp/encode.h>
#include <webp/mux.h>

struct wpb_encoder {
    WebPAnimEncoder *anim;
    WebPConfig config;
    WebPPicture picture;
    int width, height;
    const char *error;
};

wpb_encoder *wpb_encoder_new(int width, int height, int method) {
    wpb_encoder *e = calloc(1, sizeof *e);
    if (!e) return NULL;
    WebPAnimEncoderOptions options;
    if (!WebPAnimEncoderOptionsInit(&options) || !WebPConfigInit(&e->config) || !WebPPictureInit(&e->picture)) {
        free(e);
        return NULL;
    }
    options.anim_params.loop_count = 0;
    // Key frames cost a whole lossless picture each; a time-lapse changes a little at a time, so
    // sub-frames (what changed) are what it should hold. minimize_size would try every frame
    // both ways: twice the work for a few per cent.
    options.kmin = 0;
    options.kmax = 0;  // no key frames
    options.allow_mixed = 0;
    options.minimize_size = 0;
    e->config.lossless = 1;
    e->config.method = method < 0 ? 0 : method > 6 ? 6 : method;
    e->config.quality = 25;  // in lossless mode, the effort spent on the entropy code
    e->config.exact = 1;
    e->anim = WebPAnimEncoderNew(width, height, &options);
    if (!e->anim) {
        free(e);
        return NULL;
    }
    e->width = width;
    e->height = height;
    e->picture.use_argb = 1;
    e->picture.width = width;
    e->picture.height = height;
    return e;
}

int wpb_encoder_add(wpb_encoder *e, const uint8_t *rgba, int stride, int timestamp_ms) {
    e->error = NULL;
    if (!WebPPictureImportRGBA(&e->picture, rgba, stride)) {
        e->error = "out of memory";
        return -1;
    }
    if (!WebPAnimEncoderAdd(e->anim, &e->picture, timestamp_ms, &e->config)) {
        const char *why = WebPAnimEncoderGetError(e->anim);
        e->error = why && *why ? why : "cannot encode the frame";
        return -1;
    }
    return 0;
}

int wpb_encoder_finish(wpb_encoder *e, int end_ms, const char *xmp, size_t xmp_size, uint8_t **out, size_t *out_size) {
    e->error = NULL;
    *out = NULL;
    *out_size = 0;
    WebPData animation;
    WebPDataInit(&animation);
    if (!WebPAnimEncoderAdd(e->anim, NULL, end_ms, NULL) || !WebPAnimEncoderAssemble(e->anim, &animation)) {
        const char *why = WebPAnimEncoderGetError(e->anim);
        e->error = why && *why ? why : "cannot assemble the animation";
        return -1;
    }
    WebPMux *mux = WebPMuxCreate(&animation, 1);
    WebPDataClear(&animation);
    if (!mux) {
        e->error = "cannot add the XMP chunk";
        return -1;
    }
    WebPData chunk = {(const uint8_t *)xmp, xmp_size};
    WebPData assembled;
    WebPDataInit(&assembled);
    int ok = WebPMuxSetChunk(mux, "XMP ", &chunk, 1) == WEBP_MUX_OK && WebPMuxAssemble(mux, &assembled) == WEBP_MUX_OK;
    WebPMuxDelete(mux);
    if (!ok) {
        WebPDataClear(&assembled);
        e->error = "cannot add the XMP chunk";
        return -1;
    }
    *out = (uint8_t *)assembled.bytes;
    *out_size = assembled.size;
    return 0;
}

const char *wpb_encoder_error(const wpb_encoder *e) { return e->error; }

void wpb_encoder_free(wpb_encoder *e) {
    if (!e) return;
    WebPPictureFree(&e->picture);
    WebPAnimEncoderDelete(e->anim);
    free(e);
}

void wpb_free(void *bytes) { WebPFree(bytes); }

long wpb_xmp(const uint8_t *bytes, size_t count, char *out, size_t capacity) {
    WebPData data = {bytes, count};
    WebPMux *mux = WebPMuxCreate(&data, 0);
    if (!mux) return -1;
    WebPData chunk;
    long length = -1;
    if (WebPMuxGetChunk(mux, "XMP ", &chunk) == WEBP_MUX_OK) {
        length = (long)chunk.size;
        memcpy(out, chunk.bytes, chunk.size < capacity ? chunk.size : capacity);
    }
    WebPMuxDelete(mux);
    return length;
}

struct wpb_decoder {
    WebPAnimDecoder *anim;
    WebPAnimInfo info;
};

wpb_decoder *wpb_decoder_new(const uint8_t *bytes, size_t count) {
    WebPAnimDecoderOptions options;
    if (!WebPAnimDecoderOptionsInit(&options)) return NULL;
    options.color_mode = MODE_RGBA;
    options.use_threads = 0;
    WebPData data = {bytes, count};
    WebPAnimDecoder *anim = WebPAnimDecoderNew(&data, &options);
    if (!anim) return NULL;
    wpb_decoder *d = calloc(1, sizeof *d);
    if (!d || !WebPAnimDecoderGetInfo(anim, &d->info)) {
        WebPAnimDecoderDelete(anim);
        free(d);
        return NULL;
    }
    d->anim = anim;
    return d;
}

void wpb_decoder_info(const wpb_decoder *d, int *width, int *height, int *frame_count, int *loop_count) {
    *width = (int)d->info.canvas_width;
    *height = (int)d->info.canvas_height;
    *frame_count = (int)d->info.frame_count;
    *loop_count = (int)d->info.loop_count;
}

int wpb_decoder_next(wpb_decoder *d, const uint8_t **rgba, int *end_ms) {
    if (!WebPAnimDecoderHasMoreFrames(d->anim)) return 0;
    uint8_t *buffer;
    int timestamp;
    if (!WebPAnimDecoderGetNext(d->anim, &buffer, &timestamp)) return 0;
    *rgba = buffer;
    *end_ms = timestamp;
    return 1;
}

void wpb_decoder_free(wpb_decoder *d) {
    if (!d) return;
    WebPAnimDecoderDelete(d->anim);
    free(d);
}

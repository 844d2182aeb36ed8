/* The reference `termcolor bench PAGE --only pixels` prints beside its own sixel encoder: libchafa
 * and libsixel encoding the same RGB frame into sixel, in process, so that neither's process
 * start nor its image decode is counted. The frame is read once; each run times palette choice
 * and encode into memory only. One JSON line on stdout:
 *   {"width":W,"height":H,"runs":N,"libchafaThreads":T,"libchafaSixelMs":M,"libchafaSixelBytes":B,
 *    "libsixelMs":M,"libsixelBytes":B}
 * with the median of N runs after one untimed warm-up run.
 *
 *   pixel-reference FRAME.png [--runs N] [--cell WxH] [--threads T]
 *   pixel-reference FRAME.rgb --size WxH [--runs N] [--cell WxH] [--threads T]
 *
 * libchafa draws a canvas of (W / cell width) x (H / cell height) cells of the given cell size
 * (6x13 unless told), on T threads (2 unless told: the machines the bench runs on have two
 * cores, and our encoder uses both). libsixel: 256 colours, no diffusion, as our palette is the
 * page's own colours with no dithering. `make pixel-reference` builds it into .build/. */
#include <chafa.h>
#include <errno.h>
#include <png.h>
#include <sixel.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { unsigned char *data; size_t count, capacity; } Buffer;

static int append_to_buffer(char *data, int size, void *priv) {
    Buffer *b = priv;
    if (b->count + size > b->capacity) {
        b->capacity = (b->count + size) * 2;
        b->data = realloc(b->data, b->capacity);
        if (!b->data) { fprintf(stderr, "out of memory\n"); exit(1); }
    }
    memcpy(b->data + b->count, data, size);
    b->count += size;
    return size;
}

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *times, int count) {
    qsort(times, count, sizeof *times, compare_doubles);
    return times[count / 2];
}

static int parse_size(const char *text, int *width, int *height) {
    return sscanf(text, "%dx%d", width, height) == 2 && *width > 0 && *height > 0;
}

static unsigned char *read_png(const char *path, int *width, int *height) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&image, path)) return NULL;
    image.format = PNG_FORMAT_RGB;
    *width = image.width;
    *height = image.height;
    // A transparent page is paper, as termcolor shows it: composed onto white, not libpng's black.
    png_color paper = {255, 255, 255};
    unsigned char *rgb = malloc(PNG_IMAGE_SIZE(image));
    if (!rgb || !png_image_finish_read(&image, &paper, rgb, 0, NULL)) { free(rgb); png_image_free(&image); return NULL; }
    return rgb;
}

static unsigned char *read_raw(const char *path, int width, int height) {
    size_t size = (size_t)width * height * 3;
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    unsigned char *rgb = malloc(size);
    size_t got = rgb ? fread(rgb, 1, size, file) : 0;
    int extra = fgetc(file);
    fclose(file);
    // A file of another size is another frame size: encoding it as this one times nonsense.
    if (got != size || extra != EOF) { free(rgb); errno = EINVAL; return NULL; }
    return rgb;
}

/* libsixel encodes in place (it quantizes the buffer it is given), so each run gets a fresh copy,
 * made before the clock starts. */
static double time_libsixel(const unsigned char *rgb, unsigned char *work, int width, int height, Buffer *out) {
    memcpy(work, rgb, (size_t)width * height * 3);
    out->count = 0;
    double start = now_ms();
    sixel_dither_t *dither;
    sixel_output_t *output;
    if (SIXEL_FAILED(sixel_dither_new(&dither, 256, NULL))) { fprintf(stderr, "libsixel: no dither\n"); exit(1); }
    sixel_dither_initialize(dither, work, width, height, SIXEL_PIXELFORMAT_RGB888, SIXEL_LARGE_AUTO, SIXEL_REP_AUTO,
                            SIXEL_QUALITY_AUTO);
    sixel_dither_set_diffusion_type(dither, SIXEL_DIFFUSE_NONE);
    sixel_output_new(&output, append_to_buffer, out, NULL);
    sixel_encode(work, width, height, 3, dither, output);
    sixel_output_unref(output);
    sixel_dither_unref(dither);
    return now_ms() - start;
}

static double time_libchafa(const unsigned char *rgb, int width, int height, int cell_width, int cell_height,
                            ChafaTermInfo *info, size_t *bytes) {
    double start = now_ms();
    ChafaCanvasConfig *config = chafa_canvas_config_new();
    chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SIXELS);
    chafa_canvas_config_set_geometry(config, width / cell_width, height / cell_height);
    chafa_canvas_config_set_cell_geometry(config, cell_width, cell_height);
    ChafaCanvas *canvas = chafa_canvas_new(config);
    chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGB8, rgb, width, height, width * 3);
    GString *sixel = chafa_canvas_print(canvas, info);
    double elapsed = now_ms() - start;
    *bytes = sixel->len;
    g_string_free(sixel, TRUE);
    chafa_canvas_unref(canvas);
    chafa_canvas_config_unref(config);
    return elapsed;
}

static int usage(void) {
    fprintf(stderr, "usage: pixel-reference FRAME.png|FRAME.rgb [--size WxH] [--runs N] [--cell WxH] [--threads T]\n"
                    "  a raw .rgb frame (3 bytes a pixel, rows top to bottom) needs --size\n");
    return 2;
}

int main(int argc, char **argv) {
    const char *path = NULL;
    int width = 0, height = 0, raw = 0, runs = 10, cell_width = 6, cell_height = 13, threads = 2;
    for (int i = 1; i < argc; i++) {
        const char *value = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(argv[i], "--size") && value) { if (!parse_size(value, &width, &height)) return usage(); raw = 1; i++; }
        else if (!strcmp(argv[i], "--cell") && value) { if (!parse_size(value, &cell_width, &cell_height)) return usage(); i++; }
        else if (!strcmp(argv[i], "--runs") && value) { runs = atoi(value); i++; }
        else if (!strcmp(argv[i], "--threads") && value) { threads = atoi(value); i++; }
        else if (argv[i][0] != '-' && !path) path = argv[i];
        else return usage();
    }
    if (!path || runs < 1 || threads < 1) return usage();

    unsigned char *rgb = raw ? read_raw(path, width, height) : read_png(path, &width, &height);
    if (!rgb) {
        fprintf(stderr, "pixel-reference: cannot read %s%s\n", path, raw ? " as raw RGB of that size" : " as PNG");
        return 1;
    }
    if (width < cell_width || height < cell_height) { fprintf(stderr, "pixel-reference: frame smaller than a cell\n"); return 1; }
    unsigned char *work = malloc((size_t)width * height * 3);
    double *times = malloc(sizeof *times * runs);
    if (!work || !times) { fprintf(stderr, "out of memory\n"); return 1; }

    Buffer sixel = {0};
    time_libsixel(rgb, work, width, height, &sixel);
    for (int i = 0; i < runs; i++) times[i] = time_libsixel(rgb, work, width, height, &sixel);
    double libsixel_ms = median(times, runs);
    size_t libsixel_bytes = sixel.count;

    chafa_set_n_threads(threads);
    ChafaTermInfo *info = chafa_term_db_get_fallback_info(chafa_term_db_get_default());
    size_t chafa_bytes = 0;
    time_libchafa(rgb, width, height, cell_width, cell_height, info, &chafa_bytes);
    for (int i = 0; i < runs; i++) times[i] = time_libchafa(rgb, width, height, cell_width, cell_height, info, &chafa_bytes);
    double chafa_ms = median(times, runs);

    printf("{\"width\":%d,\"height\":%d,\"runs\":%d,\"libchafaThreads\":%d,\"libchafaSixelMs\":%.3f,\"libchafaSixelBytes\":%zu,"
           "\"libsixelMs\":%.3f,\"libsixelBytes\":%zu}\n",
           width, height, runs, chafa_get_n_actual_threads(), chafa_ms, chafa_bytes, libsixel_ms, libsixel_bytes);
    chafa_term_info_unref(info);
    free(sixel.data);
    free(times);
    free(work);
    free(rgb);
    return 0;
}

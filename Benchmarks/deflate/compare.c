// zlib against libdeflate on real frames: the figures effect-export's PNG encoder chose libdeflate by.
//
//     compare PNG…
//
// Reads the PNGs with Cairo, filters their rows as the encoder does (each row by libpng's rule: the filter whose
// bytes, read as signed, sum smallest; RGB when opaque), then deflates every image as one zlib stream with zlib
// (its default strategy, and Z_FILTERED as libpng uses) and with libdeflate, at several levels: the median of
// five timings of all images, and their total bytes.
#include <cairo.h>
#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>

typedef struct { unsigned char *bytes; size_t count; } Buffer;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static int paeth(int a, int b, int c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

static Buffer filtered(const char *path) {
    cairo_surface_t *image = cairo_image_surface_create_from_png(path);
    if (cairo_surface_status(image) != CAIRO_STATUS_SUCCESS) { fprintf(stderr, "cannot read %s\n", path); exit(1); }
    int width = cairo_image_surface_get_width(image), height = cairo_image_surface_get_height(image);
    int stride = cairo_image_surface_get_stride(image);
    unsigned char *pixels = cairo_image_surface_get_data(image);
    int opaque = 1;
    for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++) opaque &= ((uint32_t *)(pixels + y * stride))[x] >> 24 == 255;
    int bpp = opaque ? 3 : 4, count = width * bpp;
    Buffer out = { malloc((size_t)(1 + count) * height), (size_t)(1 + count) * height };
    unsigned char *above = calloc(count, 1), *row = malloc(count), *candidates = malloc(5 * (size_t)count);
    for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
            uint32_t p = ((uint32_t *)(pixels + y * stride))[x];
            int a = p >> 24, rgb[3] = { (p >> 16) & 255, (p >> 8) & 255, p & 255 };
            for (int k = 0; k < 3; k++) row[x * bpp + k] = a && a < 255 ? (rgb[k] * 255 + a / 2) / a : rgb[k];
            if (bpp == 4) row[x * 4 + 3] = a;
        }
        long best = -1;
        int chosen = 0;
        for (int f = 0; f < 5; f++) {
            long sum = 0;
            for (int k = 0; k < count; k++) {
                int left = k >= bpp ? row[k - bpp] : 0, up = above[k], corner = k >= bpp ? above[k - bpp] : 0;
                int predicted = f == 0 ? 0 : f == 1 ? left : f == 2 ? up : f == 3 ? (left + up) / 2 : paeth(left, up, corner);
                unsigned char v = row[k] - predicted;
                candidates[f * count + k] = v;
                sum += v < 128 ? v : 256 - v;
            }
            if (best < 0 || sum < best) { best = sum; chosen = f; }
        }
        out.bytes[(size_t)y * (1 + count)] = chosen;
        memcpy(out.bytes + (size_t)y * (1 + count) + 1, candidates + chosen * count, count);
        memcpy(above, row, count);
    }
    free(above); free(row); free(candidates);
    cairo_surface_destroy(image);
    return out;
}

static size_t zlib_deflate(Buffer in, unsigned char *out, size_t room, int level, int strategy) {
    z_stream z = { 0 };
    deflateInit2(&z, level, Z_DEFLATED, 15, 8, strategy);
    z.next_in = in.bytes; z.avail_in = in.count; z.next_out = out; z.avail_out = room;
    deflate(&z, Z_FINISH);
    size_t written = z.total_out;
    deflateEnd(&z);
    return written;
}

static int by_value(const void *a, const void *b) { double x = *(double *)a, y = *(double *)b; return (x > y) - (x < y); }

int main(int argc, char **argv) {
    int n = argc - 1;
    Buffer *images = malloc(sizeof(Buffer) * n);
    size_t total = 0, room = 0;
    for (int i = 0; i < n; i++) {
        images[i] = filtered(argv[i + 1]);
        total += images[i].count;
        if (images[i].count > room) room = images[i].count;
    }
    room = room + room / 100 + 1024;
    unsigned char *out = malloc(room);
    printf("  %d images, %zu bytes of filtered rows; median of 5 timings\n", n, total);
    struct { const char *name; int level; int kind; } cases[] = {
        { "zlib 1", 1, 0 }, { "zlib 6", 6, 0 }, { "zlib 6 Z_FILTERED (libpng)", 6, 1 }, { "zlib 9", 9, 0 },
        { "libdeflate 1", 1, 2 }, { "libdeflate 4", 4, 2 }, { "libdeflate 6", 6, 2 }, { "libdeflate 9", 9, 2 }, { "libdeflate 12", 12, 2 },
    };
    for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
        struct libdeflate_compressor *compressor = cases[c].kind == 2 ? libdeflate_alloc_compressor(cases[c].level) : NULL;
        double times[5];
        size_t bytes = 0;
        for (int run = 0; run < 5; run++) {
            double start = now();
            bytes = 0;
            for (int i = 0; i < n; i++) {
                bytes += compressor ? libdeflate_zlib_compress(compressor, images[i].bytes, images[i].count, out, room)
                                    : zlib_deflate(images[i], out, room, cases[c].level, cases[c].kind ? Z_FILTERED : Z_DEFAULT_STRATEGY);
            }
            times[run] = now() - start;
        }
        qsort(times, 5, sizeof *times, by_value);
        printf("  %-28s %8.1f ms %9zu bytes\n", cases[c].name, times[2] * 1000, bytes);
        if (compressor) libdeflate_free_compressor(compressor);
    }
    return 0;
}

/* Renders a PNG sequence of a Lottie file through rlottie's C API and Cairo, as `effect-export FILE --frames N`
 * does: N frames spread evenly from the first to the last (op − 1), each drawn into one ARGB surface and written to
 * OUT/frame-<k>.png. The other player in `make bench`'s Lottie race (Benchmarks/run-lottie.py).
 * Usage: rlottie-sequence FILE.json OUT N */
#include <rlottie_capi.h>
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: %s FILE.json OUT N\n", argv[0]); return 64; }
    Lottie_Animation *animation = lottie_animation_from_file(argv[1]);
    if (!animation) { fprintf(stderr, "%s: rlottie cannot read it\n", argv[1]); return 65; }
    int count = atoi(argv[3]);
    if (count < 2) { fprintf(stderr, "N must be 2 or more\n"); return 64; }
    size_t width = 0, height = 0;
    lottie_animation_get_size(animation, &width, &height);
    size_t frames = lottie_animation_get_totalframe(animation);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)width, (int)height);
    for (int k = 0; k < count; k++) {
        size_t frame = (size_t)llround((double)k * (double)(frames - 1) / (double)(count - 1));
        cairo_surface_flush(surface);
        lottie_animation_render(animation, frame, (uint32_t *)cairo_image_surface_get_data(surface), width, height,
                                (size_t)cairo_image_surface_get_stride(surface));
        cairo_surface_mark_dirty(surface);
        char name[4096];
        snprintf(name, sizeof name, "%s/frame-%04d.png", argv[2], k);
        if (cairo_surface_write_to_png(surface, name) != CAIRO_STATUS_SUCCESS) { fprintf(stderr, "%s: cannot write\n", name); return 73; }
    }
    cairo_surface_destroy(surface);
    lottie_animation_destroy(animation);
    return 0;
}

/* Renders frames of a Lottie file through rlottie's C API into PNG files (by Cairo), to compare the tool's
 * import with another player. Usage: rlottie-frame FILE.json OUT-PREFIX FRACTION... — each fraction of the
 * file's frames (0…1; 1 is its last frame, op − 1) is written to OUT-PREFIX-<percent>.png at the file's w × h.
 * Built by build.sh. */
#include <rlottie_capi.h>
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: %s FILE.json OUT-PREFIX FRACTION...\n", argv[0]); return 64; }
    Lottie_Animation *animation = lottie_animation_from_file(argv[1]);
    if (!animation) { fprintf(stderr, "%s: rlottie cannot read it\n", argv[1]); return 65; }
    size_t width = 0, height = 0;
    lottie_animation_get_size(animation, &width, &height);
    size_t frames = lottie_animation_get_totalframe(animation);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)width, (int)height);
    for (int i = 3; i < argc; i++) {
        double fraction = atof(argv[i]);
        size_t frame = (size_t)llround(fraction * (double)(frames - 1));
        cairo_surface_flush(surface);
        lottie_animation_render(animation, frame, (uint32_t *)cairo_image_surface_get_data(surface), width, height,
                                (size_t)cairo_image_surface_get_stride(surface));
        cairo_surface_mark_dirty(surface);
        char name[4096];
        snprintf(name, sizeof name, "%s-%03d.png", argv[2], (int)lround(fraction * 100));
        if (cairo_surface_write_to_png(surface, name) != CAIRO_STATUS_SUCCESS) { fprintf(stderr, "%s: cannot write\n", name); return 73; }
        printf("%s frame %zu of %zu\n", name, frame, frames);
    }
    cairo_surface_destroy(surface);
    lottie_animation_destroy(animation);
    return 0;
}

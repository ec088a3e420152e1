// Renders frames of a Lottie file with rlottie (independently of effect-export) into PNG files.
// Usage: rlottie-frames FILE.json OUT-PREFIX WIDTH HEIGHT FRAME...   writes OUT-PREFIX-<frame index>.png
#include <cairo.h>
#include <rlottie_capi.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

int main(int argc, char **argv) {
    if (argc < 6) { fprintf(stderr, "usage: rlottie-frames FILE OUT-PREFIX WIDTH HEIGHT FRAME...\n"); return 2; }
    Lottie_Animation *animation = lottie_animation_from_file(argv[1]);
    if (!animation) { fprintf(stderr, "rlottie could not load %s\n", argv[1]); return 1; }
    int width = atoi(argv[3]), height = atoi(argv[4]);
    uint32_t *buffer = calloc((size_t)width * height, 4);
    for (int i = 5; i < argc; i++) {
        lottie_animation_render(animation, (size_t)atol(argv[i]), buffer, width, height, width * 4);
        cairo_surface_t *surface = cairo_image_surface_create_for_data((unsigned char *)buffer, CAIRO_FORMAT_ARGB32, width, height, width * 4);
        char path[4096];
        snprintf(path, sizeof path, "%s-%d.png", argv[2], i - 5);
        if (cairo_surface_write_to_png(surface, path) != CAIRO_STATUS_SUCCESS) { fprintf(stderr, "cannot write %s\n", path); return 1; }
        cairo_surface_destroy(surface);
    }
    free(buffer);
    lottie_animation_destroy(animation);
    printf("ok\n");
    return 0;
}

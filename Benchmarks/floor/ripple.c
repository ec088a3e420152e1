/*
 * The floor for the frame-export benchmark: the benchmark ripple drawn with Cairo by hand and written with
 * cairo_surface_write_to_png, one frame after another, no model, no parsing. effect-export must not be slower.
 *
 *   ripple OUT_FOLDER FRAMES FPS SCALE        one PNG per frame
 *   ripple --vector OUT_FOLDER FRAMES FPS      one PDF of a page per frame (floor.pdf) and one SVG per frame, through
 *                                               Cairo's PDF and SVG surfaces
 *   ripple --sheet OUT.png FRAMES COLUMNS SCALE   the frames in a grid on one 842 pt wide page, as effect-export's
 *                                               contact sheet lays them out (36 pt margins, 14 pt gaps), each cell
 *                                               bordered and labelled "t = 125 ms" and "#3" in Inter 9 through
 *                                               Pango, one PNG
 *
 * Same scene as Benchmarks/ripple-benchmark.json: a 216 × 64 transparent canvas; a 200 × 48 button at (8, 8),
 * corner radius 5, #2962FF, clipping a white circle of radius hypot(100, 24) + 10 whose scale goes 0.6 → 1
 * and centre (50, 30) → (100, 24) over 225 ms on cubic-bezier(0.4, 0, 0.2, 1); opacity 0 → 0.16 over 75 ms,
 * back to 0 over 150 ms from 500 ms.
 */
#include <cairo.h>
#include <math.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* y(x) of cubic-bezier(x1, y1, x2, y2) by bisection on the curve parameter. */
static double ease(double x1, double y1, double x2, double y2, double x) {
    if (x <= 0) return 0;
    if (x >= 1) return 1;
    double lo = 0, hi = 1, t = 0.5;
    for (int i = 0; i < 60; i++) {
        t = (lo + hi) / 2;
        double u = 1 - t, bx = 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t;
        if (bx < x) lo = t; else hi = t;
    }
    double u = 1 - t;
    return 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t;
}

static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

/* Draws the ripple at time t with the canvas's top-left at the current origin, in canvas points. */
static void draw_frame(cairo_t *cr, double t) {
    double radius = hypot(100, 24) + 10;
    double p = ease(0.4, 0, 0.2, 1, t / 0.225);
    double s = 0.6 + 0.4 * p;
    double cx = 50 + 50 * p, cy = 30 - 6 * p;
    double opacity = t < 0.075 ? 0.16 * t / 0.075 : t < 0.5 ? 0.16 : t < 0.65 ? 0.16 * (1 - (t - 0.5) / 0.15) : 0;
    cairo_save(cr);
    cairo_translate(cr, 8, 8);
    rounded_rect(cr, 0, 0, 200, 48, 5);
    cairo_clip_preserve(cr);
    cairo_set_source_rgb(cr, 0x29 / 255.0, 0x62 / 255.0, 0xFF / 255.0);
    cairo_fill(cr);
    if (opacity > 0) {
        cairo_translate(cr, cx, cy);
        cairo_scale(cr, s, s);
        cairo_arc(cr, 0, 0, radius, 0, 2 * M_PI);
        cairo_set_source_rgba(cr, 1, 1, 1, opacity);
        cairo_fill(cr);
    }
    cairo_restore(cr);
}

/* Writes the surface as PNG with Cairo's writer and frees it; 0 or sysexits' 73. */
static int write_png(cairo_surface_t *surface, cairo_t *cr, const char *path) {
    cairo_status_t status = cairo_surface_write_to_png(surface, path);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "ripple: %s: %s\n", path, cairo_status_to_string(status));
        return 73;
    }
    return 0;
}

/* Draws a line of text with its top-left (align 0) or top-right (align 1) at (x, y), in Inter 9 at 72 dpi. */
static void draw_label(cairo_t *cr, const char *text, double x, double y, int align, double grey) {
    PangoLayout *layout = pango_cairo_create_layout(cr);
    pango_cairo_context_set_resolution(pango_layout_get_context(layout), 72);
    pango_layout_context_changed(layout);
    PangoFontDescription *font = pango_font_description_from_string("Inter 9");
    pango_layout_set_font_description(layout, font);
    pango_font_description_free(font);
    pango_layout_set_text(layout, text, -1);
    PangoRectangle logical;
    pango_layout_get_extents(layout, NULL, &logical);
    cairo_move_to(cr, x - (align ? logical.width / (double)PANGO_SCALE : 0), y);
    cairo_set_source_rgb(cr, grey, grey, grey);
    pango_cairo_show_layout(cr, layout);
    g_object_unref(layout);
}

static int sheet(const char *path, int frames, int columns, double scale) {
    double margin = 36, gap = 14, label = 16, width = 842;
    double cell = (width - 2 * margin - (columns - 1) * gap) / columns, zoom = cell / 216, height_cell = 64 * zoom;
    int rows = (frames + columns - 1) / columns;
    double height = 2 * margin + 74 + rows * (height_cell + label + gap);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)ceil(width * scale), (int)ceil(height * scale));
    cairo_t *cr = cairo_create(surface);
    cairo_scale(cr, scale, scale);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    for (int n = 0; n < frames; n++) {
        double t = frames > 1 ? n * 1.0 / (frames - 1) : 0;
        double x = margin + (n % columns) * (cell + gap), y = margin + 74 + (n / columns) * (height_cell + label + gap);
        cairo_save(cr);
        cairo_rectangle(cr, x, y, cell, height_cell);
        cairo_clip(cr);
        cairo_translate(cr, x, y);
        cairo_scale(cr, zoom, zoom);
        draw_frame(cr, t);
        cairo_restore(cr);
        cairo_rectangle(cr, x - 0.5, y - 0.5, cell + 1, height_cell + 1);
        cairo_set_source_rgb(cr, 199 / 255.0, 199 / 255.0, 204 / 255.0);
        cairo_set_line_width(cr, 0.5);
        cairo_stroke(cr);
        char text[64];
        snprintf(text, sizeof text, "t = %.1f ms", t * 1000);
        draw_label(cr, text, x, y + height_cell + 3, 0, 0.11);
        snprintf(text, sizeof text, "#%d", n + 1);
        draw_label(cr, text, x + cell, y + height_cell + 3, 1, 0.56);
    }
    return write_png(surface, cr, path);
}

/* The frames as vector files: a PDF of a page each, and an SVG each; 0 or sysexits' 73. */
static int vector(const char *folder, int frames, double fps) {
    char path[4096];
    snprintf(path, sizeof path, "%s/floor.pdf", folder);
    cairo_surface_t *pdf = cairo_pdf_surface_create(path, 216, 64);
    cairo_t *cr = cairo_create(pdf);
    for (int n = 0; n < frames; n++) {
        draw_frame(cr, n / fps);
        cairo_show_page(cr);
    }
    cairo_destroy(cr);
    cairo_surface_finish(pdf);
    int failed = cairo_surface_status(pdf) != CAIRO_STATUS_SUCCESS;
    cairo_surface_destroy(pdf);
    for (int n = 0; n < frames && !failed; n++) {
        snprintf(path, sizeof path, "%s/floor-%04d.svg", folder, n);
        cairo_surface_t *svg = cairo_svg_surface_create(path, 216, 64);
        cr = cairo_create(svg);
        draw_frame(cr, n / fps);
        cairo_destroy(cr);
        cairo_surface_finish(svg);
        failed = cairo_surface_status(svg) != CAIRO_STATUS_SUCCESS;
        cairo_surface_destroy(svg);
    }
    if (failed) fprintf(stderr, "ripple: cannot write into %s\n", folder);
    return failed ? 73 : 0;
}

int main(int argc, char **argv) {
    if (argc == 5 && strcmp(argv[1], "--vector") == 0) return vector(argv[2], atoi(argv[3]), atof(argv[4]));
    if (argc == 6 && argv[1][0] == '-') return sheet(argv[2], atoi(argv[3]), atoi(argv[4]), atof(argv[5]));
    if (argc != 5) {
        fprintf(stderr, "usage: ripple OUT_FOLDER FRAMES FPS SCALE | ripple --vector OUT_FOLDER FRAMES FPS | ripple --sheet OUT.png FRAMES COLUMNS SCALE\n");
        return 64;
    }
    const char *folder = argv[1];
    int frames = atoi(argv[2]);
    double fps = atof(argv[3]), scale = atof(argv[4]);
    for (int n = 0; n < frames; n++) {
        cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)ceil(216 * scale), (int)ceil(64 * scale));
        cairo_t *cr = cairo_create(surface);
        cairo_scale(cr, scale, scale);
        draw_frame(cr, n / fps);
        char path[4096];
        snprintf(path, sizeof path, "%s/floor-%04d.png", folder, n);
        int status = write_png(surface, cr, path);
        if (status != 0) return status;
    }
    return 0;
}

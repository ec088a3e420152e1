import CCairo

/// A Cairo pattern: a gradient, a mesh, a surface, or a group popped from a context.
package final class Pattern {
    let pointer: OpaquePointer

    init(owning pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        cairo_pattern_destroy(pointer)
    }

    private static func checked(_ pointer: OpaquePointer, _ operation: String) throws(CairoError) -> Pattern {
        let pattern = Pattern(owning: pointer)
        try check(cairo_pattern_status(pointer), operation)
        return pattern
    }

    package static func linear(x0: Double, y0: Double, x1: Double, y1: Double) throws(CairoError) -> Pattern {
        try checked(cairo_pattern_create_linear(x0, y0, x1, y1), "cairo_pattern_create_linear")
    }

    package static func radial(cx0: Double, cy0: Double, r0: Double, cx1: Double, cy1: Double, r1: Double) throws(CairoError) -> Pattern {
        try checked(cairo_pattern_create_radial(cx0, cy0, r0, cx1, cy1, r1), "cairo_pattern_create_radial")
    }

    package static func mesh() throws(CairoError) -> Pattern {
        try checked(cairo_pattern_create_mesh(), "cairo_pattern_create_mesh")
    }

    /// A pattern that paints `surface`; it keeps the surface alive.
    package static func surface(_ surface: Surface) throws(CairoError) -> Pattern {
        try checked(cairo_pattern_create_for_surface(surface.pointer), "cairo_pattern_create_for_surface")
    }

    /// For a pattern that paints an image (a group popped from a context drawing into an image): the image, and
    /// where its top-left pixel lies in device space. `nil` for other patterns (groups on vector surfaces are
    /// recordings) and for a group with no pixels (clipped to nothing: Cairo gives it an empty image).
    package var deviceImage: (surface: Surface, x: Double, y: Double)? {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(pointer, &surface) == CAIRO_STATUS_SUCCESS, let surface,
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_width(surface) > 0, cairo_image_surface_get_height(surface) > 0,
            cairo_image_surface_get_data(surface) != nil
        else { return nil }
        var (dx, dy) = (0.0, 0.0)
        cairo_surface_get_device_offset(surface, &dx, &dy)
        return (Surface(retaining: surface), -dx, -dy)
    }

    /// Colour stop with straight components 0…1 at `offset` 0…1.
    package func addColorStop(_ offset: Double, red: Double, green: Double, blue: Double, alpha: Double) {
        cairo_pattern_add_color_stop_rgba(pointer, offset, red, green, blue, alpha)
    }

    /// The user-to-pattern-space matrix.
    package func setMatrix(_ m: Matrix) {
        var c = m.cairo
        cairo_pattern_set_matrix(pointer, &c)
    }

    /// Pad beyond the ends (gradients' Core Animation behaviour), instead of Cairo's default for the pattern kind.
    package func extendPad() { cairo_pattern_set_extend(pointer, CAIRO_EXTEND_PAD) }

    /// Bilinear filtering for surface patterns.
    package func filterBilinear() { cairo_pattern_set_filter(pointer, CAIRO_FILTER_BILINEAR) }

    // MARK: Mesh patches

    package func beginPatch() { cairo_mesh_pattern_begin_patch(pointer) }
    package func endPatch() { cairo_mesh_pattern_end_patch(pointer) }
    package func patchMove(to x: Double, _ y: Double) { cairo_mesh_pattern_move_to(pointer, x, y) }
    package func patchLine(to x: Double, _ y: Double) { cairo_mesh_pattern_line_to(pointer, x, y) }
    package func patchCurve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, to x: Double, _ y: Double) {
        cairo_mesh_pattern_curve_to(pointer, x1, y1, x2, y2, x, y)
    }
    /// Colour of patch corner 0…3 (in the order the patch's sides were drawn).
    package func setCornerColor(_ corner: Int, red: Double, green: Double, blue: Double, alpha: Double) {
        cairo_mesh_pattern_set_corner_color_rgba(pointer, UInt32(corner), red, green, blue, alpha)
    }

    package func checkStatus(_ operation: String) throws(CairoError) {
        try check(cairo_pattern_status(pointer), operation)
    }
}

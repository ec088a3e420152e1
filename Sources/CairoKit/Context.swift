import CCairo

/// A Cairo drawing context on a surface, which it keeps alive. Not `Sendable`.
package final class Context {
    let pointer: OpaquePointer
    package let surface: Surface

    package enum FillRule { case winding, evenOdd }
    package enum LineCap { case butt, round, square }
    package enum LineJoin { case miter, round, bevel }

    package init(_ surface: Surface) throws(CairoError) {
        self.surface = surface
        pointer = cairo_create(surface.pointer)
        try check(cairo_status(pointer), "cairo_create", surface.label)
    }

    deinit {
        cairo_destroy(pointer)
    }

    /// Throws Cairo's sticky error, if any call on this context has failed.
    package func checkStatus(_ operation: String) throws(CairoError) {
        try check(cairo_status(pointer), operation, surface.label)
    }

    /// Runs `body` between `cairo_save` and `cairo_restore`.
    package func withSavedState<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        cairo_save(pointer)
        defer { cairo_restore(pointer) }
        return try body()
    }

    /// Draws `body` into an intermediate group and returns it as a pattern (`cairo_push_group`).
    package func withGroup<E: Error>(_ body: () throws(E) -> Void) throws(E) -> Pattern {
        cairo_push_group(pointer)
        do {
            try body()
        } catch {
            cairo_pattern_destroy(cairo_pop_group(pointer))
            throw error
        }
        return Pattern(owning: cairo_pop_group(pointer))
    }

    // MARK: Transformation

    /// The user-to-device matrix.
    package var matrix: Matrix {
        get {
            var m = cairo_matrix_t()
            cairo_get_matrix(pointer, &m)
            return Matrix(m)
        }
        set {
            var m = newValue.cairo
            cairo_set_matrix(pointer, &m)
        }
    }

    /// Applies `m` before the current transformation (user space becomes `m`'s input space).
    package func concatenate(_ m: Matrix) {
        var c = m.cairo
        cairo_transform(pointer, &c)
    }

    package func translate(_ x: Double, _ y: Double) { cairo_translate(pointer, x, y) }
    package func scale(_ x: Double, _ y: Double) { cairo_scale(pointer, x, y) }

    // MARK: Paths

    package func newPath() { cairo_new_path(pointer) }
    package func move(to x: Double, _ y: Double) { cairo_move_to(pointer, x, y) }
    package func line(to x: Double, _ y: Double) { cairo_line_to(pointer, x, y) }
    package func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, to x: Double, _ y: Double) {
        cairo_curve_to(pointer, x1, y1, x2, y2, x, y)
    }
    package func closePath() { cairo_close_path(pointer) }
    package func rectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        cairo_rectangle(pointer, x, y, width, height)
    }

    // MARK: Sources and drawing

    /// A solid colour with straight (non-premultiplied) components 0…1.
    package func setSource(red: Double, green: Double, blue: Double, alpha: Double) {
        cairo_set_source_rgba(pointer, red, green, blue, alpha)
    }

    package func setSource(_ pattern: Pattern) { cairo_set_source(pointer, pattern.pointer) }

    package var fillRule: FillRule {
        get { cairo_get_fill_rule(pointer) == CAIRO_FILL_RULE_EVEN_ODD ? .evenOdd : .winding }
        set { cairo_set_fill_rule(pointer, newValue == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING) }
    }

    package func setLine(width: Double, cap: LineCap, join: LineJoin, miterLimit: Double) {
        cairo_set_line_width(pointer, width)
        cairo_set_line_cap(pointer, [.butt: CAIRO_LINE_CAP_BUTT, .round: CAIRO_LINE_CAP_ROUND, .square: CAIRO_LINE_CAP_SQUARE][cap]!)
        cairo_set_line_join(pointer, [.miter: CAIRO_LINE_JOIN_MITER, .round: CAIRO_LINE_JOIN_ROUND, .bevel: CAIRO_LINE_JOIN_BEVEL][join]!)
        cairo_set_miter_limit(pointer, miterLimit)
    }

    package func fill(preserve: Bool = false) { preserve ? cairo_fill_preserve(pointer) : cairo_fill(pointer) }
    package func stroke(preserve: Bool = false) { preserve ? cairo_stroke_preserve(pointer) : cairo_stroke(pointer) }
    package func clip() { cairo_clip(pointer) }
    package func paint(alpha: Double = 1) { alpha >= 1 ? cairo_paint(pointer) : cairo_paint_with_alpha(pointer, alpha) }
    /// Paints the current source through the alpha of `pattern`.
    package func mask(_ pattern: Pattern) { cairo_mask(pointer, pattern.pointer) }

    /// How what is drawn next combines with what is there (Porter-Duff and the separable and non-separable blend
    /// modes); `.over` is Cairo's default.
    package enum Operator: Sendable, CaseIterable {
        case over, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, hardLight, softLight
        case difference, exclusion, hue, saturation, color, luminosity, add
    }

    /// Sets the compositing operator for what is drawn next (restored by `withSavedState`).
    package func setOperator(_ op: Operator) {
        let table: [Operator: cairo_operator_t] = [
            .over: CAIRO_OPERATOR_OVER, .multiply: CAIRO_OPERATOR_MULTIPLY,
            .screen: CAIRO_OPERATOR_SCREEN, .overlay: CAIRO_OPERATOR_OVERLAY, .darken: CAIRO_OPERATOR_DARKEN,
            .lighten: CAIRO_OPERATOR_LIGHTEN, .colorDodge: CAIRO_OPERATOR_COLOR_DODGE, .colorBurn: CAIRO_OPERATOR_COLOR_BURN,
            .hardLight: CAIRO_OPERATOR_HARD_LIGHT, .softLight: CAIRO_OPERATOR_SOFT_LIGHT, .difference: CAIRO_OPERATOR_DIFFERENCE,
            .exclusion: CAIRO_OPERATOR_EXCLUSION, .hue: CAIRO_OPERATOR_HSL_HUE, .saturation: CAIRO_OPERATOR_HSL_SATURATION,
            .color: CAIRO_OPERATOR_HSL_COLOR, .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY, .add: CAIRO_OPERATOR_ADD,
        ]
        cairo_set_operator(pointer, table[op]!)
    }

    /// The box the clip leaves drawable, in user space: (x0, y0, x1, y1).
    package var clipExtents: (x0: Double, y0: Double, x1: Double, y1: Double) {
        var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(pointer, &x0, &y0, &x1, &y1)
        return (x0, y0, x1, y1)
    }

    /// Ends a PDF page and starts the next.
    package func showPage() { cairo_show_page(pointer) }
}

extension Context {
    /// A full circle around (x, y) as a new sub-path.
    package func arc(_ x: Double, _ y: Double, radius: Double) {
        cairo_new_sub_path(pointer)
        cairo_arc(pointer, x, y, radius, 0, 2 * Double.pi)
        cairo_close_path(pointer)
    }

    /// A dash pattern in user units, started `phase` units into it; empty for a solid line.
    package func setDash(_ pattern: [Double], phase: Double = 0) {
        pattern.withUnsafeBufferPointer { cairo_set_dash(pointer, $0.baseAddress, Int32($0.count), phase) }
    }
}

extension Context {
    /// One element of a path as Cairo holds it, in user space.
    package enum PathElement: Equatable {
        case move(x: Double, y: Double)
        case line(x: Double, y: Double)
        case curve(x1: Double, y1: Double, x2: Double, y2: Double, x: Double, y: Double)
        case close
    }

    /// The current path, in user space (`cairo_copy_path`).
    package func copyPath() throws(CairoError) -> [PathElement] {
        guard let path = cairo_copy_path(pointer) else { return [] }
        defer { cairo_path_destroy(path) }
        try check(path.pointee.status, "cairo_copy_path", surface.label)
        var elements: [PathElement] = []
        var i = 0
        let data = path.pointee.data!
        while i < Int(path.pointee.num_data) {
            let header = data[i].header
            let p = { (k: Int) in (data[i + k].point.x, data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: elements.append(.move(x: p(1).0, y: p(1).1))
            case CAIRO_PATH_LINE_TO: elements.append(.line(x: p(1).0, y: p(1).1))
            case CAIRO_PATH_CURVE_TO: elements.append(.curve(x1: p(1).0, y1: p(1).1, x2: p(2).0, y2: p(2).1, x: p(3).0, y: p(3).1))
            default: elements.append(.close)
            }
            i += Int(header.length)
        }
        return elements
    }
}

import CCairo

/// A Cairo or Pango call that failed: the operation, what it worked on, and Cairo's own explanation.
///
/// Printed as `cairo_svg_surface_create(out/a.svg) failed: error while writing to output stream`.
public struct CairoError: Error, CustomStringConvertible, Sendable {
    public var operation: String
    public var target: String?
    public var reason: String

    public init(operation: String, target: String? = nil, reason: String) {
        self.operation = operation
        self.target = target
        self.reason = reason
    }

    init(operation: String, target: String? = nil, status: cairo_status_t) {
        self.init(operation: operation, target: target, reason: String(cString: cairo_status_to_string(status)))
    }

    public var description: String {
        "\(operation)\(target.map { "(\($0))" } ?? "") failed: \(reason)"
    }
}

/// Throws when `status` is not success.
func check(_ status: cairo_status_t, _ operation: String, _ target: String? = nil) throws(CairoError) {
    guard status == CAIRO_STATUS_SUCCESS else { throw CairoError(operation: operation, target: target, status: status) }
}

import CairoKit

/// Drawing failed: which layer (none for a page's own text, charts and pictures), and the Cairo or Pango failure
/// underneath.
public struct RenderError: Error, CustomStringConvertible {
    /// The layer being drawn, if the failure was in one.
    public var layerID: String?
    /// Cairo's or Pango's failure.
    public var underlying: CairoError

    public var description: String {
        (layerID.map { "layer \"\($0)\": " } ?? "") + underlying.description
    }
}

extension RenderError {
    /// A Cairo or Pango failure that belongs to no layer: a page, a chart, a caption.
    package init(_ underlying: CairoError) {
        self.init(layerID: nil, underlying: underlying)
    }

    /// Runs Cairo work that belongs to no layer, its failure thrown as a drawing error.
    package static func outsideLayers<R>(_ work: () throws(CairoError) -> R) throws(RenderError) -> R {
        do { return try work() } catch { throw RenderError(error) }
    }
}

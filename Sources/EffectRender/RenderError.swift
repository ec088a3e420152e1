import CairoKit

/// Drawing a layer tree failed: which layer, and the Cairo or Pango failure underneath.
public struct RenderError: Error, CustomStringConvertible {
    public var layerID: String?
    public var underlying: CairoError

    public var description: String {
        (layerID.map { "layer \"\($0)\": " } ?? "") + underlying.description
    }
}

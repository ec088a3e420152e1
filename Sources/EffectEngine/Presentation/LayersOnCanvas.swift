import EffectModel

/// A layer of the presentation tree as it lands on the canvas: the questions a review asks of a frame.
public struct LayerOnCanvas: Sendable {
    /// The presentation layer, without its sublayers' placement.
    public var layer: Layer
    /// The map from the layer's bounds space to the canvas.
    public var toCanvas: AffineTransform
    /// Its opacity times every superlayer's: how strongly it shows, before its own colours' alpha.
    public var opacity: Double
    /// The part of the canvas its masking superlayers let it show (their bounds' bounding boxes); `nil` when
    /// none masks it.
    public var clip: Rect?

    /// How strongly its most opaque paint shows, 0…1: `opacity` times `Layer.paintAlpha`.
    public var shownAlpha: Double { opacity * layer.paintAlpha }

    /// What a reviewer would trace around it, in its bounds space: a shape's path, else its rounded bounds.
    public var outline: Path {
        if case .shape(let shape) = layer.content, let path = shape.path { return path }
        return layer.boundsPath
    }

    /// Whether it paints something more than half a point past the edge of a canvas `size` (its bounds as the
    /// masks cut them; a shape's path and a shadow are not looked at).
    public func reachesBeyond(canvas size: Size) -> Bool {
        let canvas = Rect(0, 0, size.width, size.height).outset(by: 0.5)
        guard layer.paintAlpha > 0, let extent = visibleExtent else { return false }
        return extent.minX < canvas.minX || extent.minY < canvas.minY || extent.maxX > canvas.maxX || extent.maxY > canvas.maxY
    }

    /// The bounding box of its bounds on the canvas, cut by `clip`; `nil` when the clip hides it all.
    public var visibleExtent: Rect? {
        guard let extent = Rect.enclosing(layer.bounds.corners.map(toCanvas.apply)) else { return nil }
        return clip.map { extent.intersection($0) } ?? extent
    }
}

extension Sampler {
    /// Every visible layer at `t` (not hidden, not fully transparent, not masked away), in drawing order of the
    /// tree (a layer before its sublayers). The masks are their bounds' bounding boxes: rounded corners and
    /// rotations are not cut exactly.
    public func layersOnCanvas(at t: Double) -> [LayerOnCanvas] {
        var found: [LayerOnCanvas] = []
        func visit(_ layers: [Layer], transform: AffineTransform, opacity: Double, clip: Rect?) {
            for layer in layers where !layer.isHidden && layer.opacity > 0 {
                let placed = LayerOnCanvas(
                    layer: layer, toCanvas: layer.transformToSuperlayer.concatenating(transform),
                    opacity: opacity * min(1, layer.opacity), clip: clip)
                let visible = placed.visibleExtent
                if visible != nil { found.append(placed) }
                // A masking layer passes its visible part on as the clip (nothing when the clip hid it all); any
                // other passes its own clip on, as its sublayers may lie elsewhere.
                if !layer.masksToBounds {
                    visit(layer.sublayers, transform: placed.toCanvas, opacity: placed.opacity, clip: clip)
                } else if let visible {
                    visit(layer.sublayers, transform: placed.toCanvas, opacity: placed.opacity, clip: visible)
                }
            }
        }
        visit(layers(at: t), transform: .identity, opacity: 1, clip: nil)
        return found
    }

    /// The layers that show something beyond the canvas at `t`, in tree order (`LayerOnCanvas.reachesBeyond`).
    public func layersBeyondCanvas(at t: Double) -> [String] {
        layersOnCanvas(at: t).filter { $0.reachesBeyond(canvas: Size(scene.canvas.width, scene.canvas.height)) }.map(\.layer.id)
    }
}

import EffectModel

extension Sampler {
    /// The layers that show something beyond the canvas at `t`, in tree order: a visible layer (not hidden, its
    /// opacity and its superlayers' above 0) that draws (a background, a border or content) and whose bounds,
    /// carried to the canvas and cut by every superlayer that masks to its bounds, reach more than half a point
    /// past the canvas's edge. A shape's path and a shadow are not looked at, only the bounds.
    public func layersBeyondCanvas(at t: Double) -> [String] {
        let canvas = Rect(0, 0, scene.canvas.width, scene.canvas.height).outset(by: 0.5)
        var found: [String] = []
        func visit(_ layers: [Layer], transform: AffineTransform, clip: Rect?) {
            for layer in layers where !layer.isHidden && layer.opacity > 0 {
                let toCanvas = layer.transformToSuperlayer.concatenating(transform)
                guard let extent = Rect.enclosing(layer.bounds.corners.map(toCanvas.apply)) else { continue }
                // What the masking superlayers let show; `nil` when they hide it all.
                let visible = clip.map { extent.intersection($0) } ?? extent
                let draws = (layer.backgroundColor?.alpha ?? 0) > 0 || layer.borderWidth > 0 || layer.content != .plain
                if draws, let visible, visible.minX < canvas.minX || visible.minY < canvas.minY || visible.maxX > canvas.maxX || visible.maxY > canvas.maxY {
                    found.append(layer.id)
                }
                if layer.masksToBounds {
                    if let visible { visit(layer.sublayers, transform: toCanvas, clip: visible) }
                } else {
                    visit(layer.sublayers, transform: toCanvas, clip: clip)
                }
            }
        }
        visit(layers(at: t), transform: .identity, clip: nil)
        return found
    }
}

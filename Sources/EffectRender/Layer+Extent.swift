import EffectModel

extension Layer {
    /// What the layer may cover in its own bounds space: its bounds, its path with the stroke, its text's glyphs
    /// (their laid-out ink rectangle), and its sublayers' extents with their shadows (clipped to the bounds when it
    /// masks them). Its own shadow is not included. Drawing is clipped to it before an offscreen group is made, so
    /// that a group is as large as what it holds, not the whole canvas.
    package var extent: Rect {
        var box = bounds
        if case .shape(let shape) = content, let pathBox = shape.path?.controlBounds {
            box = box.union(pathBox.outset(by: shape.strokeColor == nil ? 0 : shape.lineWidth * max(1, shape.miterLimit) / 2))
        }
        if case .text(let text) = content {
            // Text may run past the bounds (unwrapped, or lines below the last that fits); its glyphs' rectangle
            // holds it. Should Pango fail here, drawing the text fails too and says so.
            box = box.union((try? TextPainter.inkBounds(text, in: bounds)) ?? bounds)
        }
        guard !masksToBounds else { return bounds }
        for sublayer in sublayers where !sublayer.isHidden {
            let t = sublayer.transformToSuperlayer
            box = box.union(Rect.enclosing(sublayer.extentWithShadow.corners.map { t.apply(to: $0) })!)
        }
        return box
    }

    /// `extent`, with the layer's own shadow: its shape offset and grown by the blur's reach (3σ).
    package var extentWithShadow: Rect {
        let body = extent
        guard shadowOpacity > 0, shadowColor.alpha > 0 else { return body }
        let shape = shadowPath?.controlBounds ?? body
        let reach = 3 * min(shadowRadius, ShadowPainter.widestBlur) + 1
        let shadow = Rect(shape.minX + shadowOffset.width, shape.minY + shadowOffset.height, shape.width, shape.height).outset(by: reach)
        return body.union(shadow)
    }
}

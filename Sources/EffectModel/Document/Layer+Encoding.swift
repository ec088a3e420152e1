extension Layer {
    /// The layer as the document writes it, with `sublayers` already written (components among them stay
    /// components: `EffectDocument.json()`). Properties at Core Animation's defaults are left out; the geometry is a
    /// `frame` when one reads back as these bounds and position exactly.
    func json(sublayers: [JSON]) -> JSON {
        let defaults = Layer(id: id)
        var object = JSONObjectWriter()
        object.add("id", id)
        object.add("type", content.type, default: .layer)
        object.add("label", label)
        if let frame = frame {
            object.add("frame", frame)
        } else {
            object.add("bounds", bounds)
            object.add("position", position)
        }
        object.add("anchorPoint", anchorPoint, default: defaults.anchorPoint)
        object.add("transform", transform, default: .identity)
        object.add("zPosition", zPosition, default: defaults.zPosition)
        object.add("isHidden", isHidden, default: defaults.isHidden)
        object.add("opacity", opacity, default: defaults.opacity)
        object.add("blendMode", blendMode, default: defaults.blendMode)
        object.add("backgroundColor", backgroundColor)
        object.add("cornerRadius", cornerRadius, default: defaults.cornerRadius)
        object.add("cornerCurve", cornerCurve, default: defaults.cornerCurve)
        object.add("masksToBounds", masksToBounds, default: defaults.masksToBounds)
        object.add("borderWidth", borderWidth, default: defaults.borderWidth)
        object.add("borderColor", borderColor, default: defaults.borderColor)
        object.add("shadowColor", shadowColor, default: defaults.shadowColor)
        object.add("shadowOpacity", shadowOpacity, default: defaults.shadowOpacity)
        object.add("shadowOffset", shadowOffset, default: defaults.shadowOffset)
        object.add("shadowRadius", shadowRadius, default: defaults.shadowRadius)
        object.add("shadowPath", shadowPath)
        switch content {
        case .plain: break
        case .shape(let shape): shape.write(to: &object)
        case .gradient(let gradient): gradient.write(to: &object)
        case .text(let text): text.write(to: &object)
        case .image(let image): object.add("image", image.dataURL)
        }
        if !sublayers.isEmpty { object.add("sublayers", .array(sublayers)) }
        if let matte {
            var written = JSONObjectWriter()
            written.add("channel", matte.channel)
            written.add("inverted", matte.isInverted, default: false)
            object.add("matte", written.json)
        }
        return object.json
    }

    /// The `frame` that reads back as exactly these bounds and position, when there is one: bounds at the origin, and
    /// the anchor point's offset added back to the frame's origin giving the position bit for bit (as the decoder and
    /// `CALayer.frame` compute it).
    public var frame: Rect? {
        guard bounds.origin == .zero else { return nil }
        let frame = Rect(position.x - anchorPoint.x * bounds.width, position.y - anchorPoint.y * bounds.height, bounds.width, bounds.height)
        guard frame.minX + anchorPoint.x * frame.width == position.x, frame.minY + anchorPoint.y * frame.height == position.y else { return nil }
        return frame
    }
}

extension ShapeContent {
    func write(to object: inout JSONObjectWriter) {
        let defaults = ShapeContent()
        object.add("path", path)
        if fillColor != defaults.fillColor { object.add("fillColor", fillColor?.json ?? .null) }
        object.add("strokeColor", strokeColor)
        object.add("lineWidth", lineWidth, default: defaults.lineWidth)
        object.add("lineCap", lineCap, default: defaults.lineCap)
        object.add("lineJoin", lineJoin, default: defaults.lineJoin)
        object.add("miterLimit", miterLimit, default: defaults.miterLimit)
        object.add("strokeStart", strokeStart, default: defaults.strokeStart)
        object.add("strokeEnd", strokeEnd, default: defaults.strokeEnd)
        object.add("fillRule", fillRule, default: defaults.fillRule)
        if !lineDashPattern.isEmpty { object.add("lineDashPattern", lineDashPattern) }
        object.add("lineDashPhase", lineDashPhase, default: defaults.lineDashPhase)
    }
}

extension GradientContent {
    func write(to object: inout JSONObjectWriter) {
        let defaults = GradientContent()
        object.add("colors", colors, default: defaults.colors)
        object.add("locations", locations)
        object.add("startPoint", startPoint, default: defaults.startPoint)
        object.add("endPoint", endPoint, default: defaults.endPoint)
        object.add("gradientType", kind, default: defaults.kind)
        object.add("focalOffset", focalOffset, default: defaults.focalOffset)
    }
}

extension TextContent {
    func write(to object: inout JSONObjectWriter) {
        let defaults = TextContent()
        object.add("string", string, default: defaults.string)
        object.add("font", font, default: defaults.font)
        object.add("foregroundColor", foregroundColor, default: defaults.foregroundColor)
        object.add("alignmentMode", alignmentMode, default: defaults.alignmentMode)
        object.add("isWrapped", isWrapped, default: defaults.isWrapped)
        object.add("verticalAlignment", verticalAlignment, default: defaults.verticalAlignment)
    }
}

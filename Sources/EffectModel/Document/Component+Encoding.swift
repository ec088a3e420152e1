extension Component: JSONWritable {
    /// The component as a layer of its type, with the parameters that differ from the seed's.
    var json: JSON {
        var object = JSONObjectWriter()
        object.add("id", id)
        object.add("type", type)
        switch self {
        case .rippleButton(let spec): spec.write(to: &object)
        case .highlightButton(let spec): spec.write(to: &object)
        case .floatingButton(let spec): spec.write(to: &object)
        case .waveView(let spec): spec.write(to: &object)
        case .gradientView(let spec): spec.write(to: &object)
        }
        return object.json
    }
}

extension RippleButtonSpec {
    func write(to object: inout JSONObjectWriter) {
        let seed = Self(id: id)
        object.add("frame", frame, default: seed.frame)
        object.add("style", style, default: seed.style)
        object.add("variant", variant, default: seed.variant)
        object.add("title", title, default: seed.title)
        object.add("font", font, default: seed.font)
        object.add("primaryColor", primaryColor, default: seed.primaryColor)
        object.add("cornerRadius", cornerRadius, default: seed.cornerRadius)
        object.add("rippleColor", rippleColor)
        object.add("rippleOpacity", rippleOpacity, default: seed.rippleOpacity)
        object.add("startingScale", startingScale, default: seed.startingScale)
        object.add("touchDownDuration", touchDownDuration, default: seed.touchDownDuration)
        object.add("fadeInDuration", fadeInDuration, default: seed.fadeInDuration)
        object.add("fadeOutDuration", fadeOutDuration)
        object.add("fadeOutDelay", fadeOutDelay, default: seed.fadeOutDelay)
        object.add("timingFunction", timingFunction, default: seed.timingFunction)
    }
}

extension HighlightButtonSpec {
    func write(to object: inout JSONObjectWriter) {
        let seed = Self(id: id)
        object.add("frame", frame, default: seed.frame)
        object.add("scale", scale, default: seed.scale)
        object.add("alpha", alpha, default: seed.alpha)
        object.add("duration", duration, default: seed.duration)
        object.add("curve", curve, default: seed.curve)
        object.add("title", title, default: seed.title)
        object.add("titleColor", titleColor, default: seed.titleColor)
        object.add("font", font, default: seed.font)
        object.add("symbol", symbol)
        object.add("cornerRadius", cornerRadius, default: seed.cornerRadius)
        object.add("backgroundColor", backgroundColor)
    }
}

extension FloatingButtonSpec {
    func write(to object: inout JSONObjectWriter) {
        let seed = Self(id: id)
        object.add("frame", frame, default: seed.frame)
        object.add("color", color, default: seed.color)
        object.add("symbol", symbol, default: seed.symbol)
        if actions != seed.actions { object.add("actions", actions.map(\.json)) }
        object.add("actionSpacing", actionSpacing, default: seed.actionSpacing)
        object.add("symbolSize", symbolSize, default: seed.symbolSize)
        object.add("shadowRadius", shadowRadius, default: seed.shadowRadius)
        object.add("shadowOpacity", shadowOpacity, default: seed.shadowOpacity)
        object.add("rotation", rotation, default: seed.rotation)
        object.add("rotationDuration", rotationDuration, default: seed.rotationDuration)
        object.add("openDuration", openDuration, default: seed.openDuration)
        object.add("openDelay", openDelay, default: seed.openDelay)
        object.add("dampingRatio", dampingRatio, default: seed.dampingRatio)
        object.add("initialSpringVelocity", initialSpringVelocity, default: seed.initialSpringVelocity)
        object.add("closeDuration", closeDuration, default: seed.closeDuration)
        object.add("closeDelay", closeDelay, default: seed.closeDelay)
        object.add("collapsedScale", collapsedScale, default: seed.collapsedScale)
    }
}

extension WaveViewSpec {
    func write(to object: inout JSONObjectWriter) {
        let seed = Self(id: id)
        object.add("center", center, default: seed.center)
        object.add("contentSize", contentSize, default: seed.contentSize)
        object.add("waveInset", waveInset, default: seed.waveInset)
        object.add("color", color, default: seed.color)
        object.add("contentAlpha", contentAlpha, default: seed.contentAlpha)
        object.add("waveAlpha", waveAlpha, default: seed.waveAlpha)
        object.add("duration", duration, default: seed.duration)
        object.add("curve", curve, default: seed.curve)
    }
}

extension GradientViewSpec {
    func write(to object: inout JSONObjectWriter) {
        let seed = Self(id: id)
        object.add("center", center, default: seed.center)
        object.add("size", size, default: seed.size)
        object.add("grownSize", grownSize, default: seed.grownSize)
        object.add("colors", colors, default: seed.colors)
        object.add("startPoint", startPoint, default: seed.startPoint)
        object.add("endPoint", endPoint, default: seed.endPoint)
        object.add("duration", duration, default: seed.duration)
        object.add("layerScale", layerScale, default: seed.layerScale)
        object.add("layerFollowsBounds", layerFollowsBounds, default: seed.layerFollowsBounds)
        object.add("backgroundColor", backgroundColor)
    }
}

import EffectModel

extension LottieImporter {
    /// The keyframe animation of `property` on `keyPath` of layer `id`, on `clock`: its keyframes as Core
    /// Animation's (key times, a timing function per segment from `axis`'s curve, holds as a zero-length jump at the
    /// next key, spatial tangents as a path, turned along it when `autoOrient`), or sampled once per frame on a
    /// remapped clock. `nil` when it does not change. `convert` makes the model's value from the file's.
    mutating func animate(
        _ property: LottieProperty, _ keyPath: AnimatableKeyPath, of id: String, clock: LottieClock, axis: Int = 0, autoOrient: Bool = false,
        at node: LottieNode, convert: (LottieValue) -> AnimatableValue?
    ) throws(DocumentError) {
        guard property.isAnimated else { return }
        if case .linear(let fps, let zero) = clock, fps > 0 {
            let time = { (frame: Double) in (frame - zero) / fps }
            if var animation = keyframeAnimation(property, keyPath, time: time, axis: axis, autoOrient: autoOrient, convert: convert) {
                animation.label = Self.afterEffectsName(keyPath, at: node)
                animations.append(DocumentAnimation(layerID: id, content: .core(animation, key: keyPath.rawValue)))
                return
            }
        }
        let frames = clock.frames(count: frameCount, documentFPS: fps)
        try sample(keyPath, of: id, at: node) { k in convert(property.value(at: frames[k])) }
    }

    /// `keyPath` of layer `id` sampled at document frames by `value` (k: the frame), linear between them, over the
    /// frames where it changes (held before and after, as its keyframes are); nothing when every sample is the same.
    mutating func sample(_ keyPath: AnimatableKeyPath, of id: String, at node: LottieNode, value: (Int) -> AnimatableValue?) throws(DocumentError) {
        let frames = try sampleFrames(at: node)
        let values = frames.compactMap(value)
        guard values.count == frames.count, values.contains(where: { $0 != values[0] }), frameCount > 0 else { return }
        // From the last frame of the first value to the first of the last: a size keyed over 7 frames of 116 is 8 values.
        let first = values.firstIndex { $0 != values[0] }! - 1
        let last = values.lastIndex { $0 != values[values.count - 1] }! + 1
        let (start, end) = (Double(frames[first]), Double(frames[last]))
        var keyframes = Keyframes(values: Array(values[first...last]))
        keyframes.keyTimes = frames[first...last].map { (Double($0) - start) / (end - start) }
        let frameDuration = duration / Double(frameCount)
        var animation = Self.held(keyPath, duration: (end - start) * frameDuration, begin: start * frameDuration, .keyframe(keyframes))
        animation.label = Self.afterEffectsName(keyPath, at: node)
        animations.append(DocumentAnimation(layerID: id, content: .core(animation, key: keyPath.rawValue)))
    }

    /// The property as After Effects' timeline names it, under the item that holds it: `Transform · Position`,
    /// `Trim Paths 1 · End`, `Stroke 1 · Color`, `Mask 1 · Mask Path` (the item's `nm` when it has one).
    static func afterEffectsName(_ keyPath: AnimatableKeyPath, at node: LottieNode) -> String {
        let isMask = node["mode"] != nil && node["pt"] != nil
        let isSplitPosition = node["s"]?.number == 1 && node["x"] != nil
        let kind = node["ty"]?.string.flatMap { afterEffectsItemNames[$0] } ?? (isMask ? "Mask" : "Transform")
        let item = isSplitPosition ? "Transform" : node["nm"]?.string.flatMap { $0.isEmpty ? nil : $0 } ?? kind
        let property: String =
            switch keyPath {
            case .position: "Position"
            case .positionX: "X Position"
            case .positionY: "Y Position"
            case .scale, .scaleX, .scaleY: "Scale"
            case .rotation, .rotationZ: "Rotation"
            case .opacity: isMask ? "Mask Opacity" : "Opacity"
            case .bounds: "Anchor Point"
            case .path: isMask ? "Mask Path" : "Path"
            case .strokeStart: "Start"
            case .strokeEnd: "End"
            case .fillColor, .strokeColor: "Color"
            case .lineWidth: "Stroke Width"
            default: keyPath.rawValue
            }
        return "\(item) · \(property)"
    }

    /// An animation that holds its first value before it begins and its last after it ends.
    static func held(_ keyPath: AnimatableKeyPath, duration: Double, begin: Double, _ kind: Animation.Kind) -> Animation {
        var timing = MediaTiming()
        (timing.beginTime, timing.duration, timing.fillMode, timing.isRemovedOnCompletion) = (begin, duration, .both, false)
        return Animation(keyPath: keyPath, timing: timing, kind: kind)
    }

    /// Keyframes at the document times `time` gives each keyframe's frame; `nil` when time does not run forwards
    /// through them (a negative stretch), which sampling handles.
    private func keyframeAnimation(
        _ property: LottieProperty, _ keyPath: AnimatableKeyPath, time: (Double) -> Double, axis: Int, autoOrient: Bool,
        convert: (LottieValue) -> AnimatableValue?
    ) -> Animation? {
        let keys = property.keyframes
        let spatial = keyPath == .position && (autoOrient || keys.indices.dropLast().contains { property.spatialCurve(segment: $0) != nil })
        guard let first = convert(keys[0].start) else { return nil }
        // Every value with its time, the timing function of the segment that reaches it, and whether a jump does.
        var times = [time(keys[0].frame)]
        var values = [first]
        var functions: [TimingFunction] = []
        var jumps = [false]
        var path = Path()
        if spatial, case .point(let p) = first { path.move(to: p) }
        for k in 0..<(keys.count - 1) {
            let t = time(keys[k + 1].frame)
            guard t >= times[times.count - 1] else { return nil }
            let end = keys[k].isHold ? keys[k].start : property.end(ofSegment: k)
            guard let endValue = convert(end), let nextValue = convert(keys[k + 1].start) else { return nil }
            times.append(t)
            values.append(endValue)
            functions.append(keys[k].isHold ? .linear : keys[k].easing(axis: axis))
            jumps.append(false)
            if spatial, case .point(let b) = endValue {
                if let curve = property.spatialCurve(segment: k) { path.cubic(curve.control1, curve.control2, to: b) } else { path.line(to: b) }
            }
            if nextValue != endValue {
                // A jump: a hold's end, or an old file's `e` that is not the next `s`.
                times.append(t)
                values.append(nextValue)
                functions.append(.linear)
                jumps.append(true)
                if spatial, case .point(let p) = nextValue { path.move(to: p) }
            }
        }
        let (begin, end) = (times[0], times[times.count - 1])
        guard end > begin else { return nil }
        let keyTimes = times.map { ($0 - begin) / (end - begin) }
        var keyframes: Keyframes
        if spatial {
            // Along a path, key times and timing functions are per segment; a jump is a move, no segment.
            keyframes = Keyframes(path: path)
            keyframes.keyTimes = keyTimes.indices.filter { !jumps[$0] }.map { keyTimes[$0] }
            keyframes.timingFunctions = functions.indices.filter { !jumps[$0 + 1] }.map { functions[$0] }
            keyframes.rotationMode = autoOrient ? .auto : nil
        } else {
            keyframes = Keyframes(values: values)
            keyframes.keyTimes = keyTimes
            keyframes.timingFunctions = functions
        }
        return Self.held(keyPath, duration: end - begin, begin: begin, .keyframe(keyframes))
    }
}

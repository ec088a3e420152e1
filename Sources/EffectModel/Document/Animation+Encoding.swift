extension DocumentAnimation {
    /// The entry of `animations`: its layer and trigger or the time it is added (`"at"`; a `view` call's as
    /// `beginTime`), then the animation. A Core Animation animation added some time after a trigger other than the
    /// start is an error at `path`: the format says that time only from the start.
    func json(at path: JSONPath) throws(DocumentError) -> JSON {
        var object = JSONObjectWriter()
        object.add("layer", layerID)
        object.add("trigger", trigger, default: .start)
        switch content {
        case .core(let animation, let key):
            if addedAfter != 0 {
                guard trigger == .start else {
                    throw DocumentError(
                        location: nil, path: path,
                        message:
                            "an animation added \(addedAfter.shortDescription) s after the trigger \(trigger) has no form in the document; add it at a document time (\"at\") or on the trigger"
                    )
                }
                object.add("at", addedAfter)
            }
            object.add("key", key)
            object.add("keep", keepsValue, default: false)
            animation.write(to: &object)
        case .view(let view):
            object.add("type", AnimationDecoder.AnimationType.view)
            object.add("beginTime", addedAfter, default: 0)
            view.write(to: &object)
        }
        return object.json
    }
}

extension Animation: JSONWritable {
    /// A group's child as it stands in `animations`: no layer, no trigger.
    var json: JSON {
        var object = JSONObjectWriter()
        write(to: &object)
        return object.json
    }

    func write(to object: inout JSONObjectWriter) {
        object.add("type", type, default: .basic)
        object.add("label", label)
        object.add("keyPath", keyPath)
        timing.write(to: &object)
        object.add("timingFunction", timingFunction)
        object.add("isAdditive", isAdditive, default: false)
        object.add("isCumulative", isCumulative, default: false)
        switch kind {
        case .basic(let from, let to, let by):
            Self.write(from: from, to: to, by: by, to: &object)
        case .keyframe(let keyframes):
            keyframes.write(to: &object)
        case .spring(let spring, let from, let to, let by):
            Self.write(from: from, to: to, by: by, to: &object)
            spring.write(to: &object)
        case .group(let children):
            object.add("animations", children)
        }
    }

    private var type: AnimationDecoder.AnimationType {
        switch kind {
        case .basic: .basic
        case .keyframe: .keyframe
        case .spring: .spring
        case .group: .group
        }
    }

    private static func write(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?, to object: inout JSONObjectWriter) {
        object.add("fromValue", from)
        object.add("toValue", to)
        object.add("byValue", by)
    }
}

extension MediaTiming {
    /// Core Animation's `CAMediaTiming` names, each left out at its default; for ever is `"infinity"`.
    func write(to object: inout JSONObjectWriter) {
        let defaults = MediaTiming()
        func countOrInfinity(_ value: Double) -> JSON { value.isInfinite ? .string("infinity") : value.json }
        object.add("beginTime", beginTime, default: defaults.beginTime)
        object.add("duration", duration)
        object.add("speed", speed, default: defaults.speed)
        object.add("timeOffset", timeOffset, default: defaults.timeOffset)
        if repeatCount != defaults.repeatCount { object.add("repeatCount", countOrInfinity(repeatCount)) }
        if repeatDuration != defaults.repeatDuration { object.add("repeatDuration", countOrInfinity(repeatDuration)) }
        object.add("autoreverses", autoreverses, default: defaults.autoreverses)
        object.add("fillMode", fillMode, default: defaults.fillMode)
        object.add("isRemovedOnCompletion", isRemovedOnCompletion, default: defaults.isRemovedOnCompletion)
    }
}

extension Spring {
    /// In the form it was given: SwiftUI's perceptual duration and bounce, or mass, stiffness and damping (also for
    /// a spring made by UIKit's mapping, which the document has no words for).
    func write(to object: inout JSONObjectWriter) {
        object.add("mass", mass, default: 1)
        object.add("initialVelocity", initialVelocity, default: 0)
        if case .perceptual(let duration, let bounce) = origin {
            object.add("perceptualDuration", duration)
            object.add("bounce", bounce)
            return
        }
        let defaults = Spring()
        object.add("stiffness", stiffness, default: defaults.stiffness)
        object.add("damping", damping, default: defaults.damping)
        object.add("allowsOverdamping", allowsOverdamping, default: defaults.allowsOverdamping)
    }
}

extension Keyframes {
    func write(to object: inout JSONObjectWriter) {
        if !values.isEmpty || path == nil { object.add("values", values) }
        object.add("path", path)
        object.add("keyTimes", keyTimes)
        object.add("timingFunctions", timingFunctions)
        object.add("calculationMode", calculationMode, default: .linear)
        object.add("rotationMode", rotationMode)
    }
}

extension ViewAnimation {
    /// `UIView.animate`'s arguments: duration, delay, options (in UIKit's order), spring, and the changes in order.
    func write(to object: inout JSONObjectWriter) {
        object.add("label", label)
        object.add("duration", duration)
        object.add("delay", delay, default: 0)
        if !options.isEmpty { object.add("options", Option.allCases.filter(options.contains).map(\.json)) }
        if let spring {
            var springObject = JSONObjectWriter()
            springObject.add("dampingRatio", spring.dampingRatio)
            springObject.add("initialVelocity", spring.initialVelocity, default: 0)
            object.add("spring", springObject.json)
        }
        object.add("changes", .object(changes.map { ($0.keyPath.rawValue, $0.value.json) }))
    }
}

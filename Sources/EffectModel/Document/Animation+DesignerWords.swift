import Foundation

/// What designers write in an animation (`docs/effect-format.md`, “What designers write”), each expanded into the
/// Core Animation model as it is decoded: `easing`, `repeat`, keyframes by percentage, `"type": "shake"`. (`delay`
/// is read with the timing, `keep` and `stagger` with the entry.)
extension AnimationDecoder {
    /// `easing`, or `timingFunction` (one name for one setting: writing both is an error).
    static func easing(_ object: JSONObjectReader) throws(DocumentError) -> Easing? {
        try object.optional("easing", or: "timingFunction") { field throws(DocumentError) in try field.easing() }
    }

    /// `repeat`: `"forever"` (or CSS's `"infinite"`), a number of cycles, or `{ "count": n | "forever", "pause": time, "autoreverses": bool }`,
    /// into `timing`; the pause between cycles is returned (nil: none), for `pausing(_:by:)`.
    static func decodeRepeat(_ object: JSONObjectReader, into timing: inout MediaTiming) throws(DocumentError) -> Double? {
        guard let field = object.optional("repeat") else { return nil }
        for key in ["repeatCount", "repeatDuration"] where object.has(key) {
            throw field.error("give repeat or \(key), not both")
        }
        func count(_ field: JSONField) throws(DocumentError) -> Double {
            // CSS's `animation-iteration-count: infinite` and Core Animation's `.infinity` are the same.
            if case .string(let text) = field.json.value, ["forever", "infinite", "infinity"].contains(text) { return .infinity }
            guard case .number(let n) = field.json.value, n > 0, n <= Numeric.documentRange.upperBound else {
                let near =
                    if case .string(let text) = field.json.value, NearMiss.suggestion(for: text, among: ["forever"]) != nil {
                        "; did you mean \"forever\"?"
                    } else { "" }
                throw field.error("expected a number of cycles > 0, or \"forever\", found \(field.json.kindDescription)\(near)")
            }
            return n
        }
        guard case .object = field.json.value else {
            timing.repeatCount = try count(field)
            return nil
        }
        let settings = try field.object()
        timing.repeatCount = try count(try settings.required("count"))
        if let reverses = settings.optional("autoreverses") {
            if object.has("autoreverses") { throw reverses.error("give autoreverses in repeat or beside it, not both") }
            timing.autoreverses = try reverses.bool()
        }
        let pause = try settings.optional("pause") { field throws(DocumentError) in try field.nonNegativeTime() }
        settings.rejectUnknownKeys("in repeat")
        return pause.flatMap { $0 > 0 ? $0 : nil }
    }

    /// `animation` repeating with `pause` seconds between its cycles, in Core Animation's terms: a group of one cycle
    /// and the pause, repeated, holding the end value of the animation inside it (fill forwards) through the pause; the
    /// last pause is not played (`repeatDuration`). The group takes the timing of the outside (begin, speed, offset,
    /// fill, label), the animation that of one cycle (duration, reversing, curve).
    static func pausing(_ animation: Animation, by pause: Double) -> Animation {
        var inner = animation
        let duration = animation.resolvedDuration(parentDuration: nil)
        inner.timing = MediaTiming()
        inner.timing.duration = duration
        inner.timing.autoreverses = animation.timing.autoreverses
        inner.timing.fillMode = .forwards
        inner.label = nil
        var outer = Animation(keyPath: nil, timing: animation.timing, kind: .group([inner]))
        let cycle = animation.timing.cycle(duration: duration) + pause
        outer.timing.duration = cycle
        outer.timing.autoreverses = false
        outer.timing.repeatCount = animation.timing.repeatCount.isInfinite ? .infinity : 0
        outer.timing.repeatDuration = animation.timing.repeatCount.isInfinite ? 0 : cycle * animation.timing.repeatCount - pause
        outer.label = animation.label
        return outer
    }

    /// A basic animation eased along a path of curves (`emphasized`): keyframes through the path's joins, exact, from
    /// `fromValue` to `toValue` (or `fromValue` + `byValue`), which must be given.
    static func keyframes(_ path: CurvePath, from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?, _ object: JSONObjectReader)
        throws(DocumentError) -> Keyframes
    {
        guard let from, let to = to ?? by.map({ from + $0 }), from.isCompatible(with: to) else {
            throw (object.optional("easing") ?? object.optional("timingFunction") ?? object.field).error(
                "emphasized plays as two keyframe segments, which need both ends: give fromValue and toValue (of one shape)")
        }
        let frames = path.keyframes(from: from, to: to, between: 0, and: 1)
        var keyframes = Keyframes(values: [from] + frames.map(\.value))
        keyframes.keyTimes = [0] + frames.map(\.time)
        keyframes.timingFunctions = frames.map(\.timingFunction)
        return keyframes
    }

    /// `"keyframes": { "0%": 0, "40%": { "value": 1.25, "easing": "ease-out" }, "100%": 1 }`, as CSS `@keyframes`
    /// (`from` and `to` for 0% and 100%): a keyframe animation through the values at those key times, each segment
    /// eased by its end keyframe's `easing`, else `segmentEasing` (the animation's), else linear.
    func percentKeyframes(_ field: JSONField, keyPath: AnimatableKeyPath, segmentEasing: Easing?) throws(DocumentError) -> Keyframes {
        guard case .object(let members) = field.json.value, members.count >= 2 else {
            throw field.mismatch("an object of at least two keyframes, { \"0%\": value, \"100%\": value }")
        }
        guard members.count <= Keyframes.maximumValues else {
            throw field.error("\(members.count) keyframes are more than the \(Keyframes.maximumValues) a keyframe animation may have")
        }
        var frames: [(time: Double, value: AnimatableValue, easing: Easing?, field: JSONField)] = []
        for member in members {
            let item = field.child(member.value, field.path / member.key)
            let key = member.key.trimmingCharacters(in: .whitespaces)
            let percent: Double? = key == "from" ? 0 : key == "to" ? 100 : key.hasSuffix("%") ? JSONField.decimal(String(key.dropLast())) : nil
            guard let percent, (0...100).contains(percent) else {
                throw DocumentError(
                    location: member.keyLocation, path: item.path,
                    message: "expected a keyframe's place from \"0%\" to \"100%\" (or \"from\", \"to\"), found \(NearMiss.quoted(member.key))")
            }
            if frames.contains(where: { $0.time == percent / 100 }) {
                throw DocumentError(location: member.keyLocation, path: item.path, message: "two keyframes stand at \(key)")
            }
            if case .object = item.json.value {
                let object = try item.object()
                let value = try AnimatableValue(field: try object.required("value"), keyPath: keyPath)
                let easing = try object.optional("easing") { field throws(DocumentError) in try field.easing() }
                object.rejectUnknownKeys("in a keyframe")
                frames.append((percent / 100, value, easing, item))
            } else {
                frames.append((percent / 100, try AnimatableValue(field: item, keyPath: keyPath), nil, item))
            }
        }
        frames.sort { $0.time < $1.time }
        guard frames.first?.time == 0, frames.last?.time == 1 else {
            throw field.error("keyframes need \"0%\" and \"100%\": Core Animation plays from the first value to the last")
        }
        if let first = frames.first, first.easing != nil {
            throw first.field.error("the 0% keyframe has no segment before it to ease; put easing on the keyframe a segment ends at")
        }
        var keyframes = Keyframes(values: [frames[0].value])
        var times = [0.0]
        var functions: [TimingFunction] = []
        for (a, b) in zip(frames, frames.dropFirst()) {
            switch b.easing ?? segmentEasing ?? .curve(.linear) {
            case .curve(let function):
                keyframes.values.append(b.value)
                times.append(b.time)
                functions.append(function)
            case .path(let path):
                guard a.value.isCompatible(with: b.value) else { throw b.field.error("emphasized needs values of one shape on both sides") }
                for frame in path.keyframes(from: a.value, to: b.value, between: a.time, and: b.time) {
                    keyframes.values.append(frame.value)
                    times.append(frame.time)
                    functions.append(frame.timingFunction)
                }
            }
        }
        keyframes.keyTimes = times
        keyframes.timingFunctions = functions.allSatisfy(\.isLinear) ? nil : functions
        return keyframes
    }

    /// `"type": "shake"`: keyframes at times i / (2·count + 1), through 0, then (−1)^i · amplitude · decay^(i−1)
    /// for i = 1 … 2·count, then 0, each segment eased `ease-in-out` (or by the animation's `easing`); labelled
    /// “shakes ±14 pt, 3 times” unless it has a label.
    static func shake(_ object: JSONObjectReader, keyPath: AnimatableKeyPath, easing: Easing?) throws(DocumentError) -> (Keyframes, label: String) {
        guard keyPath.valueKind == .number else {
            throw (object.optional("property") ?? object.optional("keyPath") ?? object.field).error(
                "a shake moves a number (transform.translation.x, transform.rotation.z…), not \(keyPath)")
        }
        let amplitudeField = try object.required("amplitude")
        let amplitude = keyPath.isAngle ? try amplitudeField.angle() : try amplitudeField.number()
        let count = try object.required("count").number(in: 1...100, "a whole number of oscillations from 1 to 100")
        guard count == count.rounded() else { throw object.optional("count")!.mismatch("a whole number of oscillations from 1 to 100") }
        let decay =
            try object.optional("decay") { field throws(DocumentError) in
                let d = try field.number()
                guard d > 0, d <= 1 else { throw field.mismatch("a decay 0 < d ≤ 1 (each swing's ratio to the previous)") }
                return d
            } ?? 1
        let segments = 2 * Int(count) + 1
        var values: [AnimatableValue] = [.number(0)]
        var swing = amplitude
        for i in 1..<segments {
            values.append(.number(i % 2 == 1 ? -swing : swing))
            swing *= decay
        }
        values.append(.number(0))
        var keyframes = Keyframes(values: values)
        keyframes.keyTimes = (0...segments).map { Double($0) / Double(segments) }
        let function: TimingFunction
        switch easing {
        case .curve(let f)?: function = f
        case .path?: throw object.optional("easing")!.error("a shake's swings take one curve each; emphasized is two")
        case nil: function = .easeInEaseOut
        }
        keyframes.timingFunctions = Array(repeating: function, count: segments)
        let unit = keyPath.isAngle ? " rad" : [.translationX, .translationY, .positionX, .positionY].contains(keyPath) ? " pt" : ""
        let times = count == 1 ? "once" : "\(Int(count)) times"
        return (keyframes, "shakes ±\(abs(amplitude).shortDescription)\(unit), \(times)")
    }
}

import EffectEngine
import EffectModel
import Foundation

/// Every animation of a scene as a docs page lists it, component-made ones included: one row per animation and
/// key path it drives (a group's children each on their own row), with the jumps the charts flag, in words.
public struct AnimationTable: Sendable {
    /// One animation on one key path, in words.
    public struct Row: Sendable, Equatable {
        /// The element, as a designer calls its layer (`Pencil button`).
        public var element: String
        /// The layer's id (`fab/action-1`).
        public var layer: String
        /// The property, as a designer calls it (`Rotation`).
        public var property: String
        /// The key path, as Core Animation names it.
        public var keyPath: String
        /// The presentation values where it begins and ends, in chart units: `0 → 1×`, `(120, 48) → (100, 24) pt`.
        public var change: String
        /// When it begins, in ms.
        public var begin: String
        /// One cycle, in ms.
        public var duration: String
        /// `cubic-bezier(0.4, 0, 0.2, 1)` (and Core Animation's name, if it has one), or a spring's parameters.
        public var timing: String
        /// `once`, `3×`, `for ever`, with `autoreverses`.
        public var repeats: String
        /// `removed`, `forwards (kept)`, …
        public var fill: String
        /// The designer's name for the motion: the animation's label, else what it changes (a group's child rows
        /// say which group: `Pop in: Scale`).
        public var label: String
    }

    /// The rows, in the order the animations were added.
    public var rows: [Row]
    /// The jumps the timing charts flag: `Ripple · Opacity: the animation ends at 525 ms and is removed: …`.
    public var jumps: [String]

    /// The table of every animation `scene` recorded.
    public init(scene: Scene) {
        let series = SceneSeries(scene: scene, resolution: 50)
        let sampler = Sampler(scene: scene)
        let names = ElementNames(scene)
        var rows: [Row] = []
        for track in scene.tracks {
            for attached in track.animations where attached.addedAt <= scene.duration {
                Self.collect(
                    attached.animation, label: attached.animation.label, offset: 0, parentDuration: nil,
                    layer: (track.model.id, names[track.model.id]), sampler: sampler, into: &rows)
            }
        }
        self.rows = rows
        jumps = series.series.flatMap { keyPathSeries -> [String] in
            guard let chart = KeyPathChart(keyPathSeries) else { return [] }
            let what = "\(names[keyPathSeries.layerID]) · \(MotionProperty(keyPathSeries.keyPath).title)"
            return keyPathSeries.jumps.filter(\.isVisible).map { "\(what): \(chart.note($0))" }
        }
    }

    private static func collect(
        _ animation: Animation, label: String?, offset: Double, parentDuration: Double?, layer: (id: String, element: String),
        sampler: Sampler, into rows: inout [Row]
    ) {
        let timing = animation.timing
        let duration = animation.resolvedDuration(parentDuration: parentDuration)
        let begin = offset + timing.beginTime
        if case .group(let children) = animation.kind {
            let name = label ?? KeyPathChart.motionName(of: animation)
            for child in children {
                collect(
                    child, label: "\(name): \(KeyPathChart.motionName(of: child))", offset: begin, parentDuration: duration, layer: layer,
                    sampler: sampler, into: &rows)
            }
            return
        }
        guard let keyPath = animation.keyPath else { return }
        let timingWords: String
        if case .spring(let spring, _, _, _) = animation.kind {
            timingWords =
                "spring: mass \(number(spring.mass)), stiffness \(number(spring.stiffness)), damping \(number(spring.damping)), "
                + "velocity \(number(spring.initialVelocity)); settles in \(SheetLayout.milliseconds(spring.settlingDuration)) ms"
        } else {
            let function = animation.timingFunction ?? .linear
            timingWords = function.description + (function.name.map { " (\($0.rawValue))" } ?? "")
        }
        let end = begin + duration / max(timing.speed, 1e-9)
        rows.append(
            Row(
                element: layer.element, layer: layer.id, property: MotionProperty(keyPath).title, keyPath: keyPath.rawValue,
                change: "\(value(keyPath, of: layer.id, at: begin, sampler)) → \(value(keyPath, of: layer.id, at: end - 1e-9, sampler))",
                begin: SheetLayout.milliseconds(begin), duration: SheetLayout.milliseconds(duration),
                timing: timingWords, repeats: repeats(timing), fill: fill(timing), label: label ?? KeyPathChart.motionName(of: animation)))
    }

    /// Three significant digits, never in exponent notation (`1540`, `43.2`, `0.532`).
    private static func number(_ x: Double) -> String { MotionSpec.number(MotionSpec.rounded(x, digits: 3)) }

    /// The presentation value in chart units, `–` where the layer is not in the tree.
    private static func value(_ keyPath: AnimatableKeyPath, of layer: String, at t: Double, _ sampler: Sampler) -> String {
        guard let value = sampler.value(keyPath, of: layer, at: t) else { return "–" }
        guard let unit = KeyPathChart.channels(of: keyPath)?.unit else { return value.description }
        let numbers = value.components.map { number(abs($0 * unit.factor) < 1e-6 ? 0 : $0 * unit.factor) }
        return unit.text(numbers.count == 1 ? numbers[0] : "(" + numbers.joined(separator: ", ") + ")")
    }

    private static func repeats(_ timing: MediaTiming) -> String {
        var words =
            timing.repeatCount.isInfinite || timing.repeatDuration.isInfinite
            ? "for ever"
            : timing.repeatCount > 0
                ? "\(number(timing.repeatCount))×"
                : timing.repeatDuration > 0 ? "for \(SheetLayout.milliseconds(timing.repeatDuration)) ms" : "once"
        if timing.autoreverses { words += ", autoreverses" }
        return words
    }

    private static func fill(_ timing: MediaTiming) -> String {
        timing.fillMode.rawValue + (timing.isRemovedOnCompletion ? "" : " (kept)")
    }
}

/// Alt text for an effect's pictures: what moves, and when, in a sentence or two.
public enum MotionDescription {
    /// `Floating action button, 1600 ms: Plus icon: Turn to × and Turn back to + (rotation) from 100 to 1300 ms; …`: each
    /// element as a designer calls it, its motions by name and what they change.
    public static func of(_ scene: Scene, title: String, limit: Int = 5) -> String {
        let names = ElementNames(scene)
        var layers: [(element: String, motions: [String], properties: [String], begin: Double, end: Double)] = []
        func unique(_ words: [String]) -> [String] { words.reduce(into: []) { if !$0.contains($1) { $0.append($1) } } }
        for track in scene.tracks {
            let spans = track.animations.filter { $0.addedAt <= scene.duration }
            guard !spans.isEmpty else { continue }
            let begin = spans.map { $0.animation.timing.beginTime }.min()!
            let end = min(spans.map { $0.animation.endTime }.max()!, scene.duration)
            let motions = unique(spans.map { KeyPathChart.motionName(of: $0.animation) })
            let properties = unique(spans.flatMap(\.animation.writtenKeyPaths).map { MotionProperty($0).title.lowercased() })
            layers.append((names[track.model.id], motions, properties, max(begin, 0), end))
        }
        let duration = "\(SheetLayout.milliseconds(scene.duration)) ms"
        guard !layers.isEmpty else { return "\(title), \(duration): nothing moves." }
        func list(_ words: [String]) -> String {
            words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " and " + words.last!
        }
        var sentences = layers.prefix(limit).map { layer in
            let what =
                layer.motions.map { $0.lowercased() } == layer.properties ? list(layer.motions) : "\(list(layer.motions)) (\(list(layer.properties)))"
            return "\(layer.element): \(what) from \(SheetLayout.milliseconds(layer.begin)) to \(SheetLayout.milliseconds(layer.end)) ms"
        }
        if layers.count > limit { sentences.append("\(layers.count - limit) more layers move") }
        return "\(title), \(duration): " + sentences.joined(separator: "; ") + "."
    }
}

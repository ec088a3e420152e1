import EffectEngine
import EffectModel
import Foundation

/// A key path's series as a chart shows it: one line per channel, in chart units (degrees for rotations),
/// with the words for its animations and jumps.
public struct KeyPathChart: Sendable {
    /// The layer.
    public var layerID: String
    /// The property.
    public var keyPath: AnimatableKeyPath
    /// The unit of the values and the axis title.
    public var unit: ChartUnit
    /// One name per channel (`x`, `y`; `r`, `g`, `b`, `a`; or the key path's own name).
    public var channels: [String]
    /// Model units to chart units (180 / π for rotations, else 1).
    var factor: Double { unit.factor }
    /// (time, one value per channel) in time order; `nil` where the layer is not in the tree.
    public var samples: [(time: Double, values: [Double]?)]
    /// The values at the sheet's frame times.
    public var frames: [(time: Double, values: [Double]?)]
    /// The values a key path can show (0…1 for an opacity, which the screen clamps): the chart's axis covers it,
    /// shades what lies outside, and draws the shown value solid and the raw one dashed where they differ.
    public var domain: ClosedRange<Double>?
    /// The animations on the key path, as bars above the plot.
    public var spans: [AnimationSpan]
    /// The jumps, flagged on the plot and noted below it.
    public var jumps: [Jump]

    /// `nil` for values that do not chart as lines (paths, arrays of colours or numbers).
    public init?(_ series: KeyPathSeries) {
        guard let (names, unit) = Self.channels(of: series.keyPath) else { return nil }
        layerID = series.layerID
        keyPath = series.keyPath
        channels = names
        self.unit = unit
        let factor = unit.factor
        func chartValues(_ value: AnimatableValue?) -> [Double]? { value.map { $0.components.map { $0 * factor } } }
        var samples = series.samples.map { ($0.time, chartValues($0.value)) }
        var frames = series.marked.map { ($0.time, chartValues($0.value)) }
        // Channels that never differ are one line, named together (`width = height`); a colour keeps its four
        // channels, which its swatches are drawn from (black → red has green = blue throughout).
        var kept: [Int] = []
        var merged = names
        for channel in names.indices {
            if series.keyPath.valueKind != .color, samples.contains(where: { $0.1 != nil }),
                let same = kept.first(where: { k in samples.allSatisfy { $0.1.map { $0[k] == $0[channel] } ?? true } })
            {
                merged[same] += " = \(names[channel])"
            } else {
                kept.append(channel)
            }
        }
        if kept.count < names.count {
            func keep(_ values: [Double]?) -> [Double]? { values.map { v in kept.map { v[$0] } } }
            samples = samples.map { ($0.0, keep($0.1)) }
            frames = frames.map { ($0.0, keep($0.1)) }
            channels = kept.map { merged[$0] }
        }
        self.samples = samples
        self.frames = frames
        spans = series.spans
        jumps = series.jumps
        domain = Self.domain(of: series.keyPath)
    }

    /// The values a key path can show, which the screen clamps to (0…1 for an opacity or a stroke's end); `nil` for
    /// key paths that show any value.
    public static func domain(of keyPath: AnimatableKeyPath) -> ClosedRange<Double>? {
        switch keyPath {
        case .opacity, .shadowOpacity, .strokeStart, .strokeEnd: 0...1
        default: nil
        }
    }

    /// The channels of a key path's values with their unit; `nil` for values that do not chart as lines.
    public static func channels(of keyPath: AnimatableKeyPath) -> (names: [String], unit: ChartUnit)? {
        switch keyPath.valueKind {
        case .number:
            switch keyPath {
            case .rotation, .rotationZ: return ([keyPath.rawValue], .degrees)
            case .scale, .scaleX, .scaleY: return ([keyPath.rawValue], .times)
            case .opacity, .shadowOpacity, .strokeStart, .strokeEnd: return ([keyPath.rawValue], .fraction)
            case .zPosition: return ([keyPath.rawValue], .depth)
            default: return ([keyPath.rawValue], .points)
            }
        case .point: return (["x", "y"], keyPath == .anchorPoint || keyPath == .startPoint || keyPath == .endPoint ? .unitCoordinates : .points)
        case .size: return (["width", "height"], .points)
        case .rect: return (["x", "y", "width", "height"], .points)
        case .color: return (["r", "g", "b", "a"], .fraction)
        case .colors, .numbers, .path, .boolean: return nil
        }
    }

    /// How far a jump moves the value as shown (in chart units, clamped to the domain), the largest channel;
    /// `nil` when the layer comes or goes (then the whole value appears or disappears).
    func shownSize(of jump: Jump) -> Double? {
        guard let before = jump.before?.components, let after = jump.after?.components, before.count == after.count else { return nil }
        func shown(_ v: Double) -> Double { domain.map { min(max(v * factor, $0.lowerBound), $0.upperBound) } ?? v * factor }
        return zip(before, after).map { abs(shown($0) - shown($1)) }.max() ?? 0
    }

    // MARK: Words

    /// A value as the value axis labels it (`axis` gives the decimals): a vertical offset by which way it goes on
    /// screen, `up 6`, `down 4` (screen y grows downward); others as the number.
    public func axisLabel(_ value: Double, axis: Axis) -> String {
        guard keyPath == .translationY else { return axis.label(value) }
        let size = axis.label(abs(value))
        return Double(size) == 0 ? size : value < 0 ? "up \(size)" : "down \(size)"
    }

    /// A vertical offset in chart units as a designer says it: `up 6 pt`, `down 4 pt` (screen y grows downward);
    /// `nil` for other key paths.
    public static func verticalOffset(_ value: Double, _ keyPath: AnimatableKeyPath) -> String? {
        guard keyPath == .translationY else { return nil }
        let size = String(format: "%.3g", abs(value))
        return Double(size) == 0 ? "0 pt" : "\(value < 0 ? "up" : "down") \(size) pt"
    }

    /// What a jump's red note says.
    public func note(_ jump: Jump) -> String {
        let ms = Self.milliseconds(jump.time)
        func format(_ value: AnimatableValue?) -> String {
            let values = (value?.components ?? []).map { $0 * factor }
            let text = values.map { v in String(format: "%.3g", abs(v) < 1e-4 ? 0 : v) }
            return text.count == 1 ? text[0] : "(" + text.joined(separator: ", ") + ")"
        }
        switch jump.cause {
        case .layerRemoved: return "layer removed at \(ms) while showing \(format(jump.before))"
        case .layerAdded: return "layer added at \(ms)"
        case .animationAddedLate(let begin, let end):
            let span = "an animation added at \(ms) began at \(Self.milliseconds(begin))"
            if jump.after == nil {
                return "\(span) and was over at \(Self.milliseconds(end)): the layer is removed at once while showing \(format(jump.before))"
            }
            return end <= jump.time + 1e-6
                ? "\(span) and was over at \(Self.milliseconds(end)): it shows its end at once, \(format(jump.after))"
                : "\(span): it starts part-way, jumps from \(format(jump.before)) to \(format(jump.after))"
        case .groupEndedBeforeChild(let childEnd):
            return "the group ends at \(ms), before its \(keyPath) child (\(Self.milliseconds(childEnd))): snaps to \(format(jump.after))"
        case .animationEnded(let isGroup):
            return "the \(isGroup ? "group" : "animation") ends at \(ms) and is removed: snaps to \(format(jump.after))"
        case .animationBegan: return "an animation begins at \(ms) without a backwards fill: jumps from \(format(jump.before))"
        case .animationTakenOff: return "an animation is taken off at \(ms): snaps to \(format(jump.after))"
        case .modelValueSet: return "changes at once at \(ms), set without an animation"
        case .unexplained: return "jumps at \(ms) from \(format(jump.before)) to \(format(jump.after))"
        }
    }

    /// A span's label beside its bar, in a designer's words: the animation's `label` (or its kind), how long a
    /// cycle lasts, its curve by name; and when it was added if that is not when it begins (a begin in the past,
    /// or a wait that no fill shows). `Touch-down ripple · 225 ms`, `Fade out · 75 ms · linear`.
    /// A group's bar on this chart tells how its child for this key path runs.
    public func label(_ span: AnimationSpan) -> String { words(for: span, forKeyPath: true) }

    /// A span's label on the overview, where a group's bar stands for all its children: it names the curve they
    /// share, if they share one.
    public func overviewLabel(_ span: AnimationSpan) -> String { words(for: span, forKeyPath: false) }

    /// The designer's name for a motion: the animation's label, else what it changes (`Opacity`, `Scale and
    /// opacity`), never Core Animation's kind.
    public static func motionName(of animation: Animation) -> String {
        if let label = animation.label { return label }
        var titles: [String] = []
        for keyPath in animation.keyPaths where !titles.contains(MotionProperty(keyPath).title) { titles.append(MotionProperty(keyPath).title) }
        guard let first = titles.first else { return "Motion" }
        let rest = titles.dropFirst().map { $0.lowercased() }
        return rest.isEmpty ? first : ([first] + rest.dropLast()).joined(separator: ", ") + " and " + rest.last!
    }

    private func words(for span: AnimationSpan, forKeyPath: Bool) -> String {
        let animation = span.animation
        let duration = animation.resolvedDuration(parentDuration: nil)
        // UIKit turns a duration of 0 into 1 ms: a cut, not a curve.
        let instant = animation.isInstant(parentDuration: nil)
        var parts = [Self.motionName(of: animation), instant ? "instant (1 ms)" : Self.milliseconds(duration)]
        // A designer's repeat with a pause: a group of one cycle and the rest, stated so (`600 ms and 300 ms rest`).
        if case .group(let children) = animation.kind, children.count == 1, children[0].timing.beginTime == 0,
            case let cycle = children[0].resolvedDuration(parentDuration: duration) * (children[0].timing.autoreverses ? 2 : 1),
            cycle < duration - 1e-9, !instant
        {
            parts[1] = "\(Self.milliseconds(cycle)) and \(Self.milliseconds(duration - cycle)) rest"
            if let curve = Self.curveName(of: animation) ?? Self.curveName(of: children[0]) { parts.append(curve) }
        } else if instant {
            // A cut: no curve to name.
        } else if case .group(let children) = animation.kind, !forKeyPath {
            let names = Set(children.map { Self.curveName(of: $0) })
            if let curve = Self.curveName(of: animation) ?? (names.count == 1 ? names.first! : nil) { parts.append(curve) }
        } else if case .group(let children) = animation.kind, let child = children.first(where: { $0.keyPaths.contains(keyPath) }) {
            // A group's bar on a key path's chart tells how its child for that key path runs.
            let childDuration = child.resolvedDuration(parentDuration: duration)
            if abs(childDuration - duration) > 1e-9 {
                parts.append("\(Self.motionName(of: child)) \(Self.milliseconds(childDuration))")
            }
            if let curve = Self.curveName(of: animation) ?? Self.curveName(of: child) { parts.append(curve) }
        } else if let keyframes = MotionSpec.keyframeWords(animation, keyPath: keyPath) {
            parts.append(keyframes)
        } else if let curve = Self.curveName(of: animation) {
            parts.append(curve)
        }
        if animation.timing.repeatCount == .infinity || animation.timing.repeatDuration == .infinity {
            parts.append(animation.timing.autoreverses ? "there and back, for ever" : "for ever")
        } else if animation.timing.autoreverses {
            parts.append("there and back")
        }
        // Its delay after what set it going, as a designer states it.
        let delay = span.begin - span.triggeredAt
        let trigger: String? =
            switch span.cause {
            case .start: nil
            case .interaction: "the \(span.triggerKind?.words ?? "touch")"
            case .release: "the \(span.triggerKind?.words ?? "touch")'s finger up"
            case .completion: "a completion"
            case .moment(let id, _): id
            }
        if abs(delay) < 5e-4 {
            if let trigger { parts.append("on \(trigger)") }
        } else if delay > 0 {
            parts.append(trigger.map { "\(Self.milliseconds(delay)) after \($0)" } ?? "delay \(Self.milliseconds(delay))")
        } else {
            parts.append("set \(Self.milliseconds(-delay)) before \(trigger ?? "the start")")
        }
        var label = parts.joined(separator: " · ")
        if let addedAt = span.addedWhenNotShown {
            label += " · added at \(Self.milliseconds(addedAt)), \(addedAt < span.begin ? "begins" : "began") at \(Self.milliseconds(span.begin))"
        }
        return label
    }

    /// How the animation eases, by name: `spring`, `linear`, `ease in-out`, Material's `standard curve`… or the
    /// CSS notation; `nil` for a group without a timing function of its own.
    static func curveName(of animation: Animation) -> String? {
        switch animation.kind {
        case .spring: return "spring"
        case .group: return animation.timingFunction.map(curveName)
        case .keyframe(let keyframes) where animation.timingFunction == nil && keyframes.timingFunctions != nil:
            // Its segments' curves (a shake's swings, a hop's up and down), not the linear pacing of the whole.
            return MotionSpec.segmentWords(keyframes.timingFunctions!.map(curveName), listing: 4)
        case .basic, .keyframe: return curveName(animation.timingFunction ?? .linear)
        }
    }

    /// A timing function's name, as the spec states it (`MotionSpec.Easing.CurveName`: CSS's keywords, Material 3's
    /// table, the design token it came from), or CSS notation.
    static func curveName(_ function: TimingFunction) -> String {
        MotionSpec.Easing.words(MotionSpec.Easing.CurveName(function), function)
    }

    /// `"120 ms"`, to the nearest millisecond.
    static func milliseconds(_ t: Double) -> String { "\(wholeMilliseconds(t)) ms" }

    /// Seconds as whole milliseconds.
    static func wholeMilliseconds(_ t: Double) -> Int { Int(t * 1000, rounding: .toNearestOrAwayFromZero, within: Int.min...Int.max) }
}

extension AnimatableKeyPath {
    /// Whether the value is a place or offset on screen's y axis (`transform.translation.y`, `position.y`), which grows
    /// downward: charts draw it growing down the page, so that up on the chart is up on screen.
    public var isScreenY: Bool { self == .translationY || self == .positionY }
}

extension AnimationSpan {
    /// When the animation was added, if the chart must say so: added after its begin (it starts part-way or is
    /// already over), or before it with a wait that no backwards fill shows.
    var addedWhenNotShown: Double? {
        guard addedAt.isFinite, abs(addedAt - begin) > 1e-6, holdBefore == nil else { return nil }
        return addedAt
    }
}

extension TimingCurve {
    /// In a designer's words first: `cubic-bezier(0.4, 0, 0.2, 1) — standard curve`, `cubic-bezier(0.42, 0,
    /// 0.58, 1) — ease in-out (easeInEaseOut)`; a spring as it was written (UIKit's damping ratio, velocity and
    /// duration; SwiftUI's duration and bounce; or mass, stiffness and damping), then what follows from it: the
    /// overshoot, and when it settles — flagged when the animation is cut before.
    public var label: String {
        switch shape {
        case .bezier(let f):
            let name = KeyPathChart.curveName(f)
            if name == f.description { return name }
            return "\(f.description) — \(name)" + (f.name.map { " (Core Animation's \($0.rawValue))" } ?? "")
        case .spring(let s, let d):
            let written =
                switch s.origin {
                case .uiKit(let ratio, let duration):
                    "written as UIKit's damping ratio \(ratio.shortDescription), velocity \(s.initialVelocity.shortDescription), \(KeyPathChart.milliseconds(duration))"
                case .perceptual(let duration, let bounce):
                    "written as SwiftUI's duration \(KeyPathChart.milliseconds(duration)), bounce \(bounce.shortDescription)"
                case .physical:
                    "written as mass \(s.mass.shortDescription), stiffness \(s.stiffness.shortDescription), damping \(s.damping.shortDescription)"
                }
            // The spec's words first (the duration it runs for, its perceptual duration, bounce, when it settles), then
            // how it was written and what follows from it.
            var derived = ["runs \(KeyPathChart.milliseconds(d))", MotionSpec.SpringFeel(s).words(runningFor: MotionSpec.milliseconds(d))]
            derived.append(written)
            let overshoot = s.overshoot(within: min(d, s.settlingDuration))
            derived.append(overshoot > 0.0005 ? "overshoots \(String(format: "%.1f", overshoot * 100)) %" : "no overshoot")
            return "spring · " + derived.joined(separator: "; ")
        }
    }
}

extension SheetLayout {
    /// Milliseconds as sheets print them: whole (`113` for 112.5 ms), as a review reads times.
    public static func milliseconds(_ t: Double) -> String { String(KeyPathChart.wholeMilliseconds(t)) }
}

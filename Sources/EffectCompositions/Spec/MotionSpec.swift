import EffectModel
import Foundation

/// The motion of an effect as a designer states it (`effect-export spec`): grouped by what triggers it — the
/// start, each touch down, touch up, tap or toggle; what a completion starts is listed under what began its chain,
/// its delay from that, and says which completion starts it — one row per element and property, with its change,
/// its delay after the trigger, its duration, easing and repeats, and what a viewer should know.
///
/// Times are in milliseconds; values in each row's `MotionUnit`. Built from the scene the clock recorded, so
/// it states exactly what Core Animation runs (`init(scene:document:)`).
public struct MotionSpec: Sendable, Equatable {
    /// The document's name.
    public var effect: String
    /// The effect's title (its name when it has none).
    public var title: String
    /// The review window, ms.
    public var duration: Double
    /// The moments that set motions going, in time order.
    public var triggers: [Trigger]
    /// The frame rate the motion was made at, when the document states one (a Lottie file's): times are also given
    /// in frames.
    public var frameRate: Double?

    /// A moment that sets motions going.
    public struct Trigger: Sendable, Equatable {
        /// What the moment is.
        public enum Kind: String, Sendable {
            /// The effect's start.
            case start
            /// A finger down.
            case touchDown
            /// A finger up.
            case touchUp
            /// A tap.
            case tap
            /// A toggle.
            case toggle
            /// An animation's completion.
            case completion
            /// A named moment that is not a touch (`wrong-password`).
            case moment
            /// A marker of the timeline (a Lottie file's `markers`): what starts in its stretch, from the start.
            case marker
            /// A haptic or a VoiceOver announcement (the document's `feedback`): felt or heard, nothing moves for it.
            case feedback
        }

        /// What the moment is.
        public var kind: Kind
        /// When it happens, ms.
        public var at: Double
        /// `tap`, `2nd tap`, `touch down`, `when Halo · Grow halo ends`.
        public var label: String
        /// The layer touched or tapped, or whose animation completed; `nil` for the start and a moment.
        public var layer: String?
        /// What moves because of it, in the order added.
        public var motions: [Row]
    }

    /// One element's property, moving.
    public struct Row: Sendable, Equatable {
        /// What a designer calls the layer: its label (`Plus icon`), numbered when several share it (`Ripple 2`).
        public var element: String
        /// The layer's id.
        public var layer: String
        /// The property, as a designer names it.
        public var property: MotionProperty
        /// The key path, as Core Animation names it.
        public var keyPath: AnimatableKeyPath
        /// The animation's own name (`Pop in`), when it has one.
        public var label: String?
        /// Where it starts, in `unit`.
        public var from: MotionValue
        /// Where it ends, in `unit`.
        public var to: MotionValue
        /// The unit its values are stated in.
        public var unit: MotionUnit
        /// After the trigger, ms (negative: it was set to begin before it was added).
        public var delay: Double
        /// One leg, ms.
        public var duration: Double
        /// How it eases (a keyframe motion: over the whole; each segment's is its keyframe's).
        public var easing: Easing
        /// A keyframe motion of more than two values: each value in order, when it is reached and how.
        public var keyframes: [Keyframe]? = nil
        /// A keyframe motion of single numbers: the least and greatest value it shows, in `unit`.
        public var range: ValueRange? = nil
        /// The design tokens its duration, delay and easing came from (`duration`, `delay`, `easing`), as the
        /// document names them.
        public var tokens = TokenNames()
        /// How often it plays; `nil`: once.
        public var `repeat`: Repeat?
        /// What a viewer should know: `vanishes at once: its fade was over before it was added`.
        public var notes: [String]
        /// What the document says beyond what a designer needs, in Core Animation's terms.
        public var detail: String
        /// The document's frame rate (frames per second), when it states one: its delay and duration are also given
        /// in frames.
        public var frameRate: Double? = nil
        /// Where it stops showing before its end, ms after it begins: removed (or its layer removed) mid-way.
        public var cutOff: Double? = nil
    }

    /// How a motion eases.
    public indirect enum Easing: Sendable, Equatable {
        /// A cubic Bézier, with the name it goes by.
        case curve(CurveName, TimingFunction)
        /// A spring.
        case spring(SpringFeel)
        /// A group's child: its own easing, played on its group's curve (Core Animation runs a group's children in
        /// the group's time, warped by the group's timing function).
        case inGroup(Easing, group: GroupCurve)
        /// No animation: the value is set and shows at once (CSS's `step-start`).
        case atOnce

        /// The names a curve goes by: CSS's keywords (Core Animation's named functions have the same points),
        /// Material 3's easing tokens (m3.material.io, "Easing and duration"), or `custom`.
        public enum CurveName: String, Sendable, CaseIterable {
            /// `linear`.
            case linear
            /// CSS `ease` (Core Animation's `default`, what implicit animations use): (0.25, 0.1, 0.25, 1).
            case ease
            /// `ease-in` (Core Animation's `easeIn`): (0.42, 0, 1, 1).
            case easeIn = "ease-in"
            /// `ease-out` (Core Animation's `easeOut`): (0, 0, 0.58, 1).
            case easeOut = "ease-out"
            /// `ease-in-out` (Core Animation's `easeInEaseOut`): (0.42, 0, 0.58, 1).
            case easeInOut = "ease-in-out"
            /// Material 3's `standard`: (0.2, 0, 0, 1).
            case standard
            /// Material 3's `standard-decelerate`: (0, 0, 0, 1).
            case standardDecelerate = "standard-decelerate"
            /// Material 3's `standard-accelerate`: (0.3, 0, 1, 1).
            case standardAccelerate = "standard-accelerate"
            /// Material 3's `emphasized-decelerate`: (0.05, 0.7, 0.1, 1).
            case emphasizedDecelerate = "emphasized-decelerate"
            /// Material 3's `emphasized-accelerate`: (0.3, 0, 0.8, 0.15).
            case emphasizedAccelerate = "emphasized-accelerate"
            /// Material 3's `legacy`, Material 2's standard curve: (0.4, 0, 0.2, 1).
            case legacy
            /// Material 3's `legacy-decelerate`, Material 2's decelerate curve: (0, 0, 0.2, 1).
            case legacyDecelerate = "legacy-decelerate"
            /// Material 3's `legacy-accelerate`, Material 2's accelerate curve: (0.4, 0, 1, 1).
            case legacyAccelerate = "legacy-accelerate"
            /// Any other curve.
            case custom

            /// The control points of each named curve.
            public var points: [Double]? {
                switch self {
                case .linear: [0, 0, 1, 1]
                case .ease: [0.25, 0.1, 0.25, 1]
                case .easeIn: [0.42, 0, 1, 1]
                case .easeOut: [0, 0, 0.58, 1]
                case .easeInOut: [0.42, 0, 0.58, 1]
                case .standard: [0.2, 0, 0, 1]
                case .standardDecelerate: [0, 0, 0, 1]
                case .standardAccelerate: [0.3, 0, 1, 1]
                case .emphasizedDecelerate: [0.05, 0.7, 0.1, 1]
                case .emphasizedAccelerate: [0.3, 0, 0.8, 0.15]
                case .legacy: [0.4, 0, 0.2, 1]
                case .legacyDecelerate: [0, 0, 0.2, 1]
                case .legacyAccelerate: [0.4, 0, 1, 1]
                case .custom: nil
                }
            }

            /// The name of these control points; any identity curve is `linear`.
            public init(_ function: TimingFunction) {
                let points = [function.x1, function.y1, function.x2, function.y2]
                self = Self.allCases.first { $0.points == points } ?? (function.isLinear ? .linear : .custom)
            }

            /// What a reader is told beside the name: Material 2's name for a legacy curve.
            public var aside: String? {
                switch self {
                case .legacy: "Material 2 standard"
                case .legacyDecelerate: "Material 2 decelerate"
                case .legacyAccelerate: "Material 2 accelerate"
                default: nil
                }
            }

            /// `legacy (Material 2 standard)`, `ease-out`.
            public var words: String { aside.map { "\(rawValue) (\($0))" } ?? rawValue }
        }

        /// A curve by its name, with Material 2's name and the design token it came from beside it:
        /// `standard (md.sys.motion.easing.standard)`, `legacy (Material 2 standard)`; a custom curve by its points.
        public static func words(_ name: CurveName, _ function: TimingFunction) -> String {
            let base = name == .custom ? MotionSpec.cubicBezier(function) : name.rawValue
            let asides = [name.aside, function.token].compactMap { $0 }
            return asides.isEmpty ? base : "\(base) (\(asides.joined(separator: "; ")))"
        }

        /// The curve of the group a child plays on, and the part of it the child spans.
        public struct GroupCurve: Sendable, Equatable {
            /// The group's curve's name.
            public var name: CurveName
            /// The group's timing function.
            public var function: TimingFunction
            /// Where in the group's own time the child begins and ends, as fractions of the group's duration (0…1).
            public var start: Double
            /// See `start`.
            public var end: Double

            /// A group's curve, the child spanning `start`…`end` of it.
            public init(_ function: TimingFunction, start: Double = 0, end: Double = 1) {
                (name, self.function, self.start, self.end) = (CurveName(function), function, start, end)
            }

            /// `the group's ease-out`, `40–100 % of the group's ease-out`.
            public var words: String {
                let curve = Easing.words(name, function)
                guard start > 0 || end < 1 else { return "the group's \(curve)" }
                return "\(MotionSpec.number(start * 100))–\(MotionSpec.number(end * 100)) % of the group's \(curve)"
            }
        }

        /// `ease-in-out · cubic-bezier(0.42, 0, 0.58, 1)`, `legacy (Material 2 standard) · cubic-bezier(0.4, 0, 0.2, 1)`,
        /// `spring · perceptual duration 160 ms, bounce 0.45, settles at 343 ms`.
        public var text: String {
            switch self {
            case .atOnce:
                "at once, no animation"
            case .curve(let name, let function):
                name == .custom || (name == .linear && function.token == nil)
                    ? Self.words(name, function) : "\(Self.words(name, function)) · \(MotionSpec.cubicBezier(function))"
            case .spring(let feel):
                "spring · \(feel.words)"
            case .inGroup(let own, let group):
                "\(own.name), played on \(group.words)"
            }
        }

        /// The easing's name alone: `ease-out`, `legacy (Material 2 standard)`, `spring`, a custom curve's points.
        public var name: String {
            switch self {
            case .atOnce: "at once"
            case .curve(let name, let function): Self.words(name, function)
            case .spring: "spring"
            case .inGroup(let own, let group): "\(own.name) on \(group.words)"
            }
        }

        /// Whether it is plain linear pacing.
        public var isLinear: Bool { if case .curve(.linear, _) = self { true } else { false } }

        /// Eased progress at linear progress `x` (0…1), as the engine plays it; a spring's at `x` of `runsFor` ms.
        public func progress(at x: Double, runsFor milliseconds: Double) -> Double {
            switch self {
            case .atOnce:
                return 1
            case .curve(_, let function):
                return function.value(at: x)
            case .spring(let feel):
                return feel.spring.fraction(at: x * milliseconds / 1000)
            case .inGroup(let own, let group):
                // Group time runs from `start` to `end` of the group; the child's own progress is where it stands then.
                let first = group.function.progress(reaching: group.start)
                let last = group.function.progress(reaching: group.end)
                let groupTime = group.function.value(at: first + x * (last - first))
                let span = group.end - group.start
                return own.progress(at: span > 0 ? min(max((groupTime - group.start) / span, 0), 1) : 1, runsFor: milliseconds)
            }
        }
    }

    /// A spring as a designer tunes it: SwiftUI's perceptual duration and bounce, UIKit's damping ratio.
    public struct SpringFeel: Sendable, Equatable {
        /// 2π/ω₀ for mass 1, ms (UIKit's 0.3 s at damping 0.55 is 160 ms).
        public var duration: Double
        /// 1 − damping ratio: 0 no overshoot, negative when overdamped.
        public var bounce: Double
        /// UIKit's damping ratio: 1 critically damped, lower bouncier.
        public var dampingRatio: Double
        /// Fractions of the distance per second.
        public var initialVelocity: Double
        /// When it comes within 0.1 % of its target for good, ms (`settlingDuration`).
        public var settles: Double

        /// A feel of these values (ms, ratio, fractions per second).
        public init(duration: Double, bounce: Double, dampingRatio: Double, initialVelocity: Double, settles: Double) {
            (self.duration, self.bounce, self.dampingRatio, self.initialVelocity, self.settles) = (
                duration, bounce, dampingRatio, initialVelocity, settles
            )
        }

        /// The feel of `spring`, rounded as a spec states it.
        public init(_ spring: Spring) {
            let ratio = spring.dampingRatio
            duration = MotionSpec.rounded(2 * .pi / (spring.stiffness / spring.mass).squareRoot() * 1000, digits: 3)
            bounce = MotionSpec.rounded(1 - ratio, digits: 3)
            dampingRatio = MotionSpec.rounded(ratio, digits: 3)
            initialVelocity = MotionSpec.rounded(spring.initialVelocity)
            settles = (spring.settlingDuration * 1000).rounded()
        }

        /// The spring these values describe (SwiftUI's perceptual duration and bounce, mass 1).
        public var spring: Spring { Spring(perceptualDuration: duration / 1000, bounce: bounce, initialVelocity: initialVelocity) }

        /// The same words wherever a spring is stated (spec, charts, docs, diff, tokens):
        /// `perceptual duration 160 ms, bounce 0.45, settles at 343 ms`.
        public var words: String {
            "perceptual duration \(MotionSpec.number(duration)) ms, bounce \(MotionSpec.number(bounce)), settles at \(MotionSpec.number(settles)) ms"
        }

        /// `words`, and where it is cut when it runs for less than it takes to settle (`…, cut at 300 ms`), ms.
        public func words(runningFor milliseconds: Double) -> String {
            words + (isCut(runningFor: milliseconds) ? ", cut at \(MotionSpec.number(milliseconds)) ms" : "")
        }

        /// Whether it runs for less than it takes to settle (`settles` is rounded to the millisecond), ms.
        public func isCut(runningFor milliseconds: Double) -> Bool {
            milliseconds < settles - 0.5
        }
    }

    /// How often a motion plays.
    public struct Repeat: Sendable, Equatable {
        /// Cycles (a there-and-back is one when it autoreverses); infinite for ever.
        public var count: Double
        /// Whether each cycle plays forwards, then back.
        public var autoreverses: Bool
        /// The pause between cycles, ms (`"repeat": { "pause": "200ms" }`); 0 for none.
        public var pause: Double = 0

        /// `for ever, 500 ms each way`, `3 times`, `there and back`, `for ever, a 200 ms pause between`.
        public func text(duration: Double) -> String {
            let each = "\(MotionSpec.number(duration)) ms each way"
            let between = pause > 0 ? ", a \(MotionSpec.number(pause)) ms pause between" : ""
            if count.isInfinite { return (autoreverses ? "for ever, \(each)" : "for ever") + between }
            let times = count == 1 ? "once" : "\(MotionSpec.number(count)) times"
            return (autoreverses ? "\(times) there and back, \(each)" : times) + between
        }
    }

    /// `x` to `digits` significant digits, so that float noise (0.44999999999999996) reads as written (0.45).
    public static func rounded(_ x: Double, digits: Int = 6) -> Double {
        guard x.isFinite, x != 0 else { return x }
        return Double(String(format: "%.\(digits)g", x)) ?? x
    }

    /// A curve in CSS notation as the spec prints it, each control point to 4 significant digits (`cubic-bezier(0.3333,
    /// 0, 0.6667, 1.174)`); the JSON's `cubicBezier` keeps them whole.
    public static func cubicBezier(_ function: TimingFunction) -> String {
        "cubic-bezier(\([function.x1, function.y1, function.x2, function.y2].map(number).joined(separator: ", ")))"
    }

    /// The shortest text for a stated number, to 4 significant digits: `0.4`, `45`, `-450`.
    public static func number(_ x: Double) -> String {
        guard x.isFinite else { return x > 0 ? "∞" : x < 0 ? "−∞" : "NaN" }
        let value = rounded(x, digits: 4)
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}

extension MotionSpec {
    /// What a moment with no motion says: nothing starts, or (a haptic, an announcement) nothing is seen.
    public static func withoutMotion(_ trigger: MotionSpec.Trigger) -> String {
        trigger.kind == .feedback ? "Felt or heard, not seen: no motion starts here." : "Nothing starts at this moment."
    }

    /// `Tap at 100 ms`, `Start`.
    public static func heading(_ trigger: MotionSpec.Trigger) -> String {
        let label = trigger.label.prefix(1).uppercased() + trigger.label.dropFirst()
        switch trigger.kind {
        case .start: return "Start (0 ms)"
        case .marker: return "Marker “\(trigger.label)” at \(MotionSpec.number(trigger.at)) ms"
        case .feedback: return "\(label) at \(MotionSpec.number(trigger.at)) ms"
        default: return "\(label) at \(MotionSpec.number(trigger.at)) ms"
        }
    }

    /// ` · 15 f`: `milliseconds` in frames at the motion's frame rate (to a tenth of a frame), or "" when the
    /// document states none.
    public static func inFrames(_ milliseconds: Double, _ motion: MotionSpec.Row) -> String {
        motion.frameRate.map { " · \(number((milliseconds / 1000 * $0 * 10).rounded() / 10)) f" } ?? ""
    }

    /// `0.4× → 1×`, `(40, 20) → (100, 24) pt` (a point's unit once, at the end); a keyframe motion's shape and
    /// every value with its time: `peak 1.25×: 0× → 1.25× → 0.9× → 1× at 0, 200, 320, 400 ms`.
    public static func change(_ motion: MotionSpec.Row) -> String {
        if let keyframes = motion.keyframes, keyframes.allSatisfy({ if case .shape = $0.value { true } else { false } }) {
            // A path's keyframes say nothing one by one (each is "a shape"): how many, and when.
            let times = keyframes.count > maximumListed ? "" : " at " + keyframes.map { number($0.at) }.joined(separator: ", ") + " ms"
            return "reshapes through \(keyframes.count) keyframes\(times)"
        }
        if let keyframes = motion.keyframes {
            let summary = summary(motion)
            return (summary.isEmpty ? "" : summary + ": ") + keyframeChange(motion, keyframes)
        }
        var from = motion.from.text(unit: motion.unit, property: motion.property)
        if motion.unit == .points, case .numbers = motion.from, from.hasSuffix(" pt") { from.removeLast(3) }
        return "\(from) → \(motion.to.text(unit: motion.unit, property: motion.property))"
    }

    /// How the motion eases: its easing's words, a keyframe motion's segment by segment (`each ease-out`), a spring
    /// cut before it settles saying so (`…, settles at 343 ms, cut at 300 ms`); for a motion made in After Effects,
    /// its speed and influence too.
    public static func easing(_ motion: MotionSpec.Row) -> String {
        if let keyframes = motion.keyframes { return segmentEasings(motion, keyframes) + afterEffectsEases(motion) }
        if case .spring(let feel) = motion.easing { return "spring · " + feel.words(runningFor: motion.duration) }
        return motion.easing.text + afterEffectsEases(motion)
    }

    /// `300 ms`, `300 ms (md.sys.motion.duration.medium2)` when a token gave it, `500 ms · 30 f` at a frame rate.
    public static func duration(_ motion: MotionSpec.Row) -> String {
        "\(number(motion.duration)) ms" + inFrames(motion.duration, motion) + (motion.tokens["duration"].map { " (\($0))" } ?? "")
    }

    /// `200 ms`, `200 ms (md.sys.motion.duration.short4)` when a token gave it, `250 ms · 15 f` at a frame rate.
    public static func delay(_ motion: MotionSpec.Row) -> String {
        "\(number(motion.delay)) ms" + inFrames(motion.delay, motion) + (motion.tokens["delay"].map { " (\($0))" } ?? "")
    }

    /// How often the motion plays, in words (`once`, `3 times`, `for ever, 500 ms each way`).
    public static func repeats(_ motion: MotionSpec.Row) -> String {
        motion.repeat?.text(duration: motion.duration) ?? "once"
    }

    /// The detail line: Core Animation's terms, and a spring's damping ratio and initial velocity.
    public static func detail(_ motion: MotionSpec.Row) -> String {
        var detail = motion.detail
        if case .spring(let feel) = motion.easing {
            detail += "; damping ratio \(MotionSpec.number(feel.dampingRatio)), initial velocity \(MotionSpec.number(feel.initialVelocity))"
        }
        return detail
    }
}

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
        }

        /// What the moment is.
        public var kind: Kind
        /// When it happens, ms.
        public var at: Double
        /// `tap`, `2nd tap`, `touch down`, `when Halo · Grow halo ends`.
        public var label: String
        /// The layer touched or tapped, or whose animation completed; `nil` for the start.
        public var layer: String?
        /// What moves because of it, in the order added.
        public var motions: [Motion]
    }

    /// One element's property, moving.
    public struct Motion: Sendable, Equatable {
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
        /// How it eases.
        public var easing: Easing
        /// How often it plays; `nil`: once.
        public var `repeat`: Repeat?
        /// What a viewer should know: `vanishes at once: its fade was over before it was added`.
        public var notes: [String]
        /// What the document says beyond what a designer needs, in Core Animation's terms.
        public var detail: String
    }

    /// How a motion eases.
    public enum Easing: Sendable, Equatable {
        /// A cubic Bézier, with the name it goes by.
        case curve(CurveName, TimingFunction)
        /// A spring.
        case spring(SpringFeel)

        /// The names a curve goes by; `custom` for any other.
        public enum CurveName: String, Sendable {
            /// `linear`.
            case linear
            /// `ease-in` (Core Animation's `easeIn`).
            case easeIn = "ease-in"
            /// `ease-out` (Core Animation's `easeOut`).
            case easeOut = "ease-out"
            /// `ease-in-out` (Core Animation's `easeInEaseOut`).
            case easeInOut = "ease-in-out"
            /// Material's standard curve (0.4, 0, 0.2, 1).
            case standard
            /// Material's decelerate curve (0, 0, 0.2, 1).
            case decelerate
            /// Material's accelerate curve (0.4, 0, 1, 1).
            case accelerate
            /// Any other curve.
            case custom

            /// The name of these control points: Core Animation's (`ease-in` is `easeIn`) or Material's.
            public init(_ function: TimingFunction) {
                let points = [function.x1, function.y1, function.x2, function.y2]
                self =
                    switch points {
                    case [0, 0, 1, 1]: .linear
                    case [0.42, 0, 1, 1]: .easeIn
                    case [0, 0, 0.58, 1]: .easeOut
                    case [0.42, 0, 0.58, 1]: .easeInOut
                    case [0.4, 0, 0.2, 1]: .standard
                    case [0, 0, 0.2, 1]: .decelerate
                    case [0.4, 0, 1, 1]: .accelerate
                    default: function.isLinear ? .linear : .custom
                    }
            }
        }

        /// `ease-in-out · cubic-bezier(0.42, 0, 0.58, 1)`, `spring · 160 ms, bounce 0.45 (damping ratio 0.55)`.
        public var text: String {
            switch self {
            case .curve(let name, let function):
                name == .linear ? "linear" : name == .custom ? function.description : "\(name.rawValue) · \(function.description)"
            case .spring(let feel):
                "spring · \(MotionSpec.number(feel.duration)) ms, bounce \(MotionSpec.number(feel.bounce)) (damping ratio \(MotionSpec.number(feel.dampingRatio)))"
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
    }

    /// How often a motion plays.
    public struct Repeat: Sendable, Equatable {
        /// Cycles (a there-and-back is one when it autoreverses); infinite for ever.
        public var count: Double
        /// Whether each cycle plays forwards, then back.
        public var autoreverses: Bool

        /// `for ever, 500 ms each way`, `3 times`, `there and back`.
        public func text(duration: Double) -> String {
            let each = "\(MotionSpec.number(duration)) ms each way"
            if count.isInfinite { return autoreverses ? "for ever, \(each)" : "for ever" }
            let times = count == 1 ? "once" : "\(MotionSpec.number(count)) times"
            return autoreverses ? "\(times) there and back, \(each)" : times
        }
    }

    /// `x` to `digits` significant digits, so that float noise (0.44999999999999996) reads as written (0.45).
    public static func rounded(_ x: Double, digits: Int = 6) -> Double {
        guard x.isFinite, x != 0 else { return x }
        return Double(String(format: "%.\(digits)g", x)) ?? x
    }

    /// The shortest text for a stated number: `0.4`, `45`, `-450`.
    public static func number(_ x: Double) -> String {
        guard x.isFinite else { return x > 0 ? "∞" : x < 0 ? "−∞" : "NaN" }
        let value = rounded(x, digits: 4)
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}

extension MotionSpec {
    /// `Tap at 100 ms`, `Start`.
    public static func heading(_ trigger: MotionSpec.Trigger) -> String {
        let label = trigger.label.prefix(1).uppercased() + trigger.label.dropFirst()
        return trigger.kind == .start ? "Start (0 ms)" : "\(label) at \(MotionSpec.number(trigger.at)) ms"
    }

    /// `0.4× → 1×`.
    /// `0.4× → 1×`, `(40, 20) → (100, 24) pt` (a point's unit once, at the end).
    public static func change(_ motion: MotionSpec.Motion) -> String {
        var from = motion.from.text(unit: motion.unit, property: motion.property)
        if motion.unit == .points, case .numbers = motion.from, from.hasSuffix(" pt") { from.removeLast(3) }
        return "\(from) → \(motion.to.text(unit: motion.unit, property: motion.property))"
    }

    /// How often the motion plays, in words (`once`, `3 times`, `for ever, 500 ms each way`).
    public static func repeats(_ motion: MotionSpec.Motion) -> String {
        motion.repeat?.text(duration: motion.duration) ?? "once"
    }

    /// The detail line: Core Animation's terms, and when a spring settles.
    public static func detail(_ motion: MotionSpec.Motion) -> String {
        var detail = motion.detail
        if case .spring(let feel) = motion.easing {
            detail += "; initial velocity \(MotionSpec.number(feel.initialVelocity)), settles at \(MotionSpec.number(feel.settles)) ms"
        }
        return detail
    }
}

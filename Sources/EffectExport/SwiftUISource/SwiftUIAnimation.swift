import EffectModel

/// A Core Animation animation as SwiftUI's `Animation`: its curve by Apple's name where one is exact (`.easeOut(duration:)`),
/// else `.timingCurve`; a spring as `.spring(duration:bounce:)` when it was made so, else
/// `.interpolatingSpring(duration:bounce:initialVelocity:)` (mass 1, not overdamped), else
/// `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`; then `.delay`, and `.repeatCount(_:autoreverses:)`
/// (the way back counted as a repeat, as Apple's does) or `.repeatForever(autoreverses:)`.
enum SwiftUIAnimation {
    /// Why an animation has no SwiftUI form.
    struct Problem: Error {
        /// The sentence saying so.
        var reason: String
    }

    /// The expression for `animation` started `delay` seconds after the moment that runs it, and what it says only
    /// nearly (a spring cut before it settles, which SwiftUI's runs on until it does).
    static func expression(_ animation: Animation, delay: Double) -> Result<(text: String, note: String?), Problem> {
        let t = animation.timing
        if t.speed != 1 || t.timeOffset != 0 { return .failure(Problem(reason: "its speed or time offset")) }
        if t.repeatDuration != 0 { return .failure(Problem(reason: "it repeats for a duration, which SwiftUI counts in plays")) }
        if delay < -1e-9 { return .failure(Problem(reason: "it began before the moment that added it")) }
        var text = pace(animation)
        if delay > 1e-9 { text += ".delay(\(seconds(delay)))" }
        switch repetition(t) {
        case .success(let repeats): text += repeats
        case .failure(let problem): return .failure(problem)
        }
        return .success((text, cutShort(animation)))
    }

    /// The note on a spring stopped before it settles: how far short of its end it stops.
    private static func cutShort(_ animation: Animation) -> String? {
        guard case .spring(let spring, _, _, _) = animation.kind, let set = animation.timing.duration, set < spring.settlingDuration - 1.0 / 60
        else { return nil }
        let short = abs(spring.displacement(at: set)) * 100
        return
            "its spring stops at \(seconds(set)) s, \(SwiftLiteral.number((short * 10).rounded() / 10)) % short of its end; SwiftUI's runs on until it settles"
    }

    /// The curve over the duration, or the spring.
    private static func pace(_ animation: Animation) -> String {
        let n = SwiftLiteral.number
        let duration = animation.resolvedDuration(parentDuration: nil)
        var curve = animation.timingFunction
        if case .keyframe(let k) = animation.kind, let functions = k.timingFunctions, !functions.isEmpty, curve == nil { curve = functions[0] }
        guard case .spring(let spring, _, _, _) = animation.kind else { return self.curve(curve, duration: duration) }
        if case .perceptual(let d, let bounce) = spring.origin, spring.mass == 1, spring.initialVelocity == 0 {
            return ".spring(duration: \(seconds(d)), bounce: \(SwiftLiteral.decimal(bounce)))"
        }
        // Any other spring of mass 1 that does not overdamp, in SwiftUI's perceptual words (UIKit's 0.3 s at damping
        // 0.55 is 0.16 s, bounce 0.45), its velocity kept.
        if spring.mass == 1, spring.dampingRatio <= 1 {
            let d = 2 * .pi / spring.naturalFrequency
            let velocity = spring.initialVelocity == 0 ? "" : ", initialVelocity: \(SwiftLiteral.decimal(spring.initialVelocity))"
            let bounce = SwiftLiteral.decimal(Spring.bounce(dampingRatio: spring.dampingRatio))
            return ".interpolatingSpring(duration: \(SwiftLiteral.decimal(d)), bounce: \(bounce)\(velocity))"
        }
        var arguments = spring.mass == 1 ? [] : ["mass: \(n(spring.mass))"]
        arguments += ["stiffness: \(n(spring.stiffness))", "damping: \(n(spring.damping))"]
        if spring.initialVelocity != 0 { arguments.append("initialVelocity: \(n(spring.initialVelocity))") }
        return ".interpolatingSpring(\(arguments.joined(separator: ", ")))"
    }

    /// `.linear(duration:)`, `.easeIn(duration:)` … where the curve is exactly Apple's, else `.timingCurve`.
    static func curve(_ function: TimingFunction?, duration: Double) -> String {
        let d = seconds(duration)
        let function = function ?? TimingFunction(named: .linear)
        let named: [(TimingFunction.Name, String)] = [(.linear, "linear"), (.easeIn, "easeIn"), (.easeOut, "easeOut"), (.easeInEaseOut, "easeInOut")]
        for (name, swiftUI) in named where TimingFunction(named: name).hasSamePoints(as: function) { return ".\(swiftUI)(duration: \(d))" }
        let points = [function.x1, function.y1, function.x2, function.y2].map(SwiftLiteral.number).joined(separator: ", ")
        return ".timingCurve(\(points), duration: \(d))"
    }

    /// Seconds as written: to the nanosecond, so that a difference of document times (1.2 − 1) reads 0.2.
    static func seconds(_ t: Double) -> String { SwiftLiteral.number((t * 1e9).rounded() / 1e9) }

    /// `.repeatCount(n, autoreverses:)` in SwiftUI's counting (legs, the way back one of them) or `.repeatForever`.
    private static func repetition(_ t: MediaTiming) -> Result<String, Problem> {
        if t.repeatCount.isInfinite { return .success(".repeatForever(autoreverses: \(t.autoreverses))") }
        let cycles = max(t.repeatCount, 1)
        let legs = t.autoreverses ? cycles * 2 : cycles
        guard legs == legs.rounded() else { return .failure(Problem(reason: "it plays \(SwiftLiteral.number(legs)) times, not a whole number")) }
        if legs == 1 { return .success("") }
        return .success(".repeatCount(\(Int(legs)), autoreverses: \(t.autoreverses))")
    }
}

import EffectModel
import Foundation

extension MotionSpec {
    /// A segment's ease as After Effects' Keyframe Velocity dialog states it, for a motion made there (its document
    /// states a frame rate): the outgoing and incoming speed, in the motion's unit per second (along the change when
    /// it has several numbers), and their influence: `out 0 pt/s 52 %, in 0 pt/s 100 %`. `nil` for what has no speed
    /// (colours, shapes) or no ease (linear).
    static func afterEffectsEase(_ function: TimingFunction, from: MotionValue, to: MotionValue, milliseconds: Double, unit: MotionUnit) -> String? {
        guard milliseconds > 0, function != .linear else { return nil }
        let change: Double
        switch (from, to) {
        case (.number(let a), .number(let b)): change = b - a
        case (.numbers(let a), .numbers(let b)) where a.count == b.count: change = sqrt(zip(a, b).map { ($1 - $0) * ($1 - $0) }.reduce(0, +))
        default: return nil
        }
        let average = change / (milliseconds / 1000)
        let units = unit == .none ? "" : unit == .degrees ? "°" : unit == .times ? "×" : " \(unit.rawValue)"
        func handle(_ words: String, slope: Double?, influence: Double) -> String {
            let speed = slope.map { "\(number(rounded($0 * average, digits: 4)))\(units)/s" } ?? "—"
            return "\(words) \(speed) \(number(rounded(influence * 100, digits: 4))) %"
        }
        let outgoing = handle("out", slope: function.x1 > 1e-9 ? function.y1 / function.x1 : nil, influence: function.x1)
        let incoming = handle("in", slope: function.x2 < 1 - 1e-9 ? (1 - function.y2) / (1 - function.x2) : nil, influence: 1 - function.x2)
        return "\(outgoing), \(incoming)"
    }

    /// The After Effects ease of each eased segment of a motion made there (`afterEffectsEase`), or "" for one made
    /// elsewhere: ` · After Effects: out 0 pt/s 52 %, in 0 pt/s 100 %` (segments apart by `;`, or `each …` when alike).
    static func afterEffectsEases(_ motion: Row) -> String {
        guard motion.frameRate != nil else { return "" }
        var eases: [String] = []
        if let keyframes = motion.keyframes {
            guard keyframes.count - 1 <= maximumListed else { return "" }
            for (a, b) in zip(keyframes, keyframes.dropFirst()) {
                guard case .curve(_, let function)? = b.easing else { continue }
                if let ease = afterEffectsEase(function, from: a.value, to: b.value, milliseconds: b.at - a.at, unit: motion.unit) {
                    eases.append(ease)
                }
            }
        } else if case .curve(_, let function) = motion.easing,
            let ease = afterEffectsEase(function, from: motion.from, to: motion.to, milliseconds: motion.duration, unit: motion.unit)
        {
            eases.append(ease)
        }
        guard let first = eases.first else { return "" }
        return " · After Effects: " + (eases.count > 1 && Set(eases).count == 1 ? "each \(first)" : eases.joined(separator: "; "))
    }
}

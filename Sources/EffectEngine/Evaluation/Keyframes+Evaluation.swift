import EffectModel
import Foundation

/// Keyframes with what sampling them measures once — a paced animation's segment lengths as key times, a
/// cubic-paced one's arc-length tables, a path's segments and their lengths — so that every sample reads them
/// instead of measuring again. The clock prepares each animation once, when it is attached (`AttachedAnimation`);
/// the keyframes cannot change after (`keyframes` is a constant), so what was measured is always theirs: changed
/// keyframes are prepared anew.
public struct PreparedKeyframes: Sendable {
    /// The keyframes, as the document says them.
    public let keyframes: Keyframes
    /// What was measured from them; empty when sampling measures nothing (no path, not paced).
    let pacing: Keyframes.Pacing

    /// `keyframes` measured once for sampling.
    public init(_ keyframes: Keyframes) {
        self.keyframes = keyframes
        pacing = keyframes.path != nil || keyframes.calculationMode.isPaced ? keyframes.measuredPacing() : Keyframes.Pacing()
    }

    /// The value at eased progress `t` (0…1), and for a path with a `rotationMode`, the layer's rotation, as
    /// `Keyframes.value(at:)` gives it, without measuring again.
    public func value(at t: Double) -> (value: AnimatableValue, rotation: Double?)? {
        keyframes.value(at: t, pacing: pacing)
    }
}

extension Keyframes {
    /// The value at eased progress `t` (0…1), and for a path with a `rotationMode`, the layer's rotation.
    ///
    /// The segment rule is Core Animation's (`docs/timing.md`, “Animations”): with k ≥ 2 key times, the segment is
    /// i − 1 for the first i in 1…k−2 with keyTimes[i] > t, else k − 2; key times are used as given and the
    /// value indices (i and i + 1), not the segment, clamp to the last value: with more key times than values,
    /// the segments past the last value hold it. Paced modes replace the key times by cumulative length over total
    /// length and ignore `timingFunctions`; along a path, paced motion keeps constant speed inside curved
    /// segments too. Each call measures what paced timing needs: to sample many times, prepare them once
    /// (`PreparedKeyframes`).
    public func value(at t: Double) -> (value: AnimatableValue, rotation: Double?)? {
        PreparedKeyframes(self).value(at: t)
    }

    /// The value at `t` with `pacing`, what `measuredPacing()` gives for these keyframes (when they have a path or
    /// are paced; otherwise it is not read).
    fileprivate func value(at t: Double, pacing: Pacing) -> (value: AnimatableValue, rotation: Double?)? {
        if let path { return pathValue(path, at: t, pacing: pacing) }
        guard let first = values.first else { return nil }
        guard values.count > 1 else { return (first, nil) }
        switch calculationMode {
        case .discrete:
            let (segment, _) = locate(t, segments: values.count, times: keyTimes)
            return (values[min(segment, values.count - 1)], nil)
        case .linear, .paced:
            let times = calculationMode == .paced ? pacing.fractions : keyTimes
            let (segment, f) = locate(t, segments: values.count - 1, times: times)
            let last = values.count - 1
            return (values[min(segment, last)].interpolated(to: values[min(segment + 1, last)], eased(f, segment: segment)), nil)
        case .cubic:
            let (segment, f) = locate(t, segments: values.count - 1, times: keyTimes)
            guard segment < values.count - 1 else { return (values[values.count - 1], nil) }
            return (catmullRom(segment, eased(f, segment: segment)), nil)
        case .cubicPaced:
            let (segment, f) = locate(t, segments: values.count - 1, times: pacing.fractions)
            let i = min(segment, values.count - 2)
            return (catmullRom(i, Self.parameter(atFraction: f, table: pacing.tables[i])), nil)
        }
    }

    /// What paced timing measures: each segment's length as key times (cumulative fractions), the spline's
    /// arc-length tables (cubicPaced), the path's segments and their lengths.
    struct Pacing: Sendable {
        var fractions: [Double] = []
        var tables: [[Double]] = []
        var segments: [PathSegment] = []
        var lengths: [Double] = []
    }

    /// The lengths paced timing and a path need, measured from the values or the path.
    fileprivate func measuredPacing() -> Pacing {
        var pacing = Pacing()
        if let path {
            pacing.segments = path.subpaths.flatMap(\.segments)
            pacing.lengths = pacing.segments.map(\.length)
            pacing.fractions = cumulativeFractions(pacing.lengths)
        } else if calculationMode == .cubicPaced, values.count > 1 {
            pacing.tables = (0..<values.count - 1).map(splineLengthTable)
            pacing.fractions = cumulativeFractions(pacing.tables.map { $0.last! })
        } else {
            pacing.fractions = cumulativeFractions(zip(values, values.dropFirst()).map { $0.distance(to: $1) })
        }
        return pacing
    }

    /// The segment's own timing function, unless paced.
    private func eased(_ f: Double, segment: Int) -> Double {
        guard !calculationMode.isPaced, let functions = timingFunctions, segment < functions.count else { return f }
        return functions[segment].value(at: f)
    }

    /// The segment and the fraction through it at `t`, with `times` (or equal spacing when there are fewer than two).
    private func locate(_ t: Double, segments n: Int, times: [Double]?) -> (segment: Int, fraction: Double) {
        guard let times, times.count >= 2 else {
            let position = t * Double(n)
            let segment = Int(position, rounding: .down, within: 0...max(n - 1, 0))
            return (segment, min(max(position - Double(segment), 0), 1))
        }
        let k = times.count
        var segment = k - 2
        if k > 2 {
            for i in 1...(k - 2) where times[i] > t {
                segment = i - 1
                break
            }
        }
        let span = times[segment + 1] - times[segment]
        let f = span > 0 ? (t - times[segment]) / span : (t >= times[segment + 1] ? 1 : 0)
        return (segment, min(max(f, 0), 1))
    }

    /// Key times from segment lengths: 0, then cumulative length over total length.
    private func cumulativeFractions(_ lengths: [Double]) -> [Double] {
        let total = lengths.reduce(0, +)
        var sum = 0.0
        return [0]
            + lengths.map { length in
                sum += length
                return total > 0 ? sum / total : 1
            }
    }

    // MARK: Paths

    private func pathValue(_ path: Path, at t: Double, pacing: Pacing) -> (value: AnimatableValue, rotation: Double?)? {
        let (segments, lengths) = (pacing.segments, pacing.lengths)
        guard !segments.isEmpty else {
            if case .move(let p)? = path.elements.first { return (.point(p), nil) }
            return nil
        }
        let (located, f) = locate(t, segments: segments.count, times: calculationMode.isPaced ? pacing.fractions : keyTimes)
        // Past the path's last segment (more key times than segments) its end point holds.
        let i = min(located, segments.count - 1)
        let segment = segments[i]
        let parameter = located > i ? 1 : calculationMode.isPaced ? segment.parameter(atLength: f * lengths[i]) : eased(f, segment: i)
        let rotation = rotationMode.map { mode -> Double in
            let d = segment.derivative(at: parameter)
            return atan2(d.y, d.x) + (mode == .autoReverse ? .pi : 0)
        }
        return (.point(segment.point(at: parameter)), rotation)
    }

    // MARK: Catmull-Rom

    /// Kochanek–Bartels with zero tension, continuity and bias (Catmull-Rom) through the values, in segment
    /// `i` at parameter `f`; the end tangents repeat the end values.
    private func catmullRom(_ i: Int, _ f: Double) -> AnimatableValue {
        let last = values.count - 1
        let p0 = values[i]
        let p1 = values[i + 1]
        let m0 = (p1 - values[max(i - 1, 0)]) * 0.5
        let m1 = (values[min(i + 2, last)] - p0) * 0.5
        let f2 = f * f
        let f3 = f2 * f
        return p0 * (2 * f3 - 3 * f2 + 1) + m0 * (f3 - 2 * f2 + f) + p1 * (-2 * f3 + 3 * f2) + m1 * (f3 - f2)
    }

    /// Cumulative arc length (over the components) of spline segment `i` at 32 equal parameter steps.
    private func splineLengthTable(_ i: Int) -> [Double] {
        var table = [0.0]
        var previous = catmullRom(i, 0)
        for step in 1...32 {
            let point = catmullRom(i, Double(step) / 32)
            table.append(table[step - 1] + previous.distance(to: point))
            previous = point
        }
        return table
    }

    /// The spline parameter at which a fraction `f` of the segment's length is reached.
    private static func parameter(atFraction f: Double, table: [Double]) -> Double {
        guard let total = table.last, total > 0 else { return f }
        let target = f * total
        var step = 1
        while step < table.count - 1, table[step] < target { step += 1 }
        let span = table[step] - table[step - 1]
        return (Double(step - 1) + (span > 0 ? (target - table[step - 1]) / span : 0)) / Double(table.count - 1)
    }
}

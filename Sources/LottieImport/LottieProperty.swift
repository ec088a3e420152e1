import EffectModel
import Foundation

/// A value a Lottie property holds at a keyframe: numbers (a scalar, a point, a colour) or a path.
enum LottieValue: Equatable {
    case numbers([Double])
    case shape(LottieBezier)

    /// The numbers (empty for a path).
    var numbers: [Double] { if case .numbers(let n) = self { n } else { [] } }

    /// Component by component at `f` per axis (`f[axis]`, the last for axes past it).
    func interpolated(to other: LottieValue, _ f: [Double]) -> LottieValue {
        switch (self, other) {
        case (.numbers(let a), .numbers(let b)):
            return .numbers(
                a.indices.map { j in
                    guard j < b.count else { return a[j] }
                    let fj = f.isEmpty ? 0 : f[min(j, f.count - 1)]
                    return a[j] + (b[j] - a[j]) * fj
                })
        case (.shape(let a), .shape(let b)): return .shape(a.interpolated(to: b, f.first ?? 0))
        default: return (f.first ?? 0) < 1 ? self : other
        }
    }
}

/// One keyframe of a Lottie property and the segment that leaves it.
struct LottieKeyframe {
    /// In the layer's frames.
    var frame: Double
    /// The value at `frame` (`s`, or the previous keyframe's `e` in files before Bodymovin 5.5).
    var start: LottieValue
    /// The old format's end value of the segment (`e`); `nil`: the next keyframe's start.
    var end: LottieValue?
    /// `h: 1`: the value holds until the next keyframe, then jumps.
    var isHold = false
    /// The segment's easing per axis: its out tangent (`o`) and in tangent (`i`), as (x1, y1, x2, y2).
    var easing: [TimingFunction] = []
    /// The motion's spatial out tangent (`to`) and the next keyframe's in tangent (`ti`), relative to the points.
    var spatial: (out: Point, in: Point)?

    /// The segment's easing on `axis` (linear when the file gives none).
    func easing(axis: Int) -> TimingFunction { easing.isEmpty ? .linear : easing[min(axis, easing.count - 1)] }

    /// Whether the axes drawn, x and y, ease alike (z, which a 2D file still writes with its own curve, is not drawn).
    var easesAlike: Bool { easing.prefix(2).allSatisfy { $0 == easing.first } }
}

/// A Lottie animatable property (`{"a", "k", "x"}`): one value, or keyframes in the layer's frames.
struct LottieProperty {
    /// At least one; a static property has exactly one.
    var keyframes: [LottieKeyframe]
    /// Where it stands in the file.
    var path: JSONPath
    /// It has an After Effects expression (`x`), which is not evaluated: the keyframed value is used.
    var hasExpression = false

    /// A property that always holds `value`.
    init(constant value: LottieValue, path: JSONPath) {
        keyframes = [LottieKeyframe(frame: 0, start: value)]
        self.path = path
    }

    /// The property at `node`, in either form (static `k` or a keyframe list, `s`/`e` pairs or `s` alone, scalar
    /// or per-axis tangents); `nil` when it holds no value. More than `limit` keyframes is an error at its path.
    init?(_ node: LottieNode?, limit: Int = LottieLimits.keyframes) throws(DocumentError) {
        guard let node, let k = node["k"] else { return nil }
        path = node.path
        hasExpression = node["x"]?.string.map { !$0.isEmpty } ?? false
        let items = k.elements
        guard let firstItem = items.first, firstItem.isObject, firstItem["t"] != nil else {
            guard let value = Self.value(k) else { return nil }
            keyframes = [LottieKeyframe(frame: 0, start: value)]
            return
        }
        guard items.count <= limit else {
            throw k.error(
                "\(items.count) keyframes, more than the \(limit) a property may have; simplify the curve (After Effects: Keyframe Assistant › Smart Mask Interpolation or Easy Ease on fewer keys)"
            )
        }
        var keyframes: [LottieKeyframe] = []
        var previousEnd: LottieValue?
        for item in items {
            guard let frame = item["t"]?.number else { continue }
            let start = item["s"].flatMap(Self.value) ?? previousEnd ?? keyframes.last?.start
            guard let start else { continue }
            var keyframe = LottieKeyframe(frame: frame, start: start)
            keyframe.end = item["e"].flatMap(Self.value)
            keyframe.isHold = item["h"]?.number == 1
            keyframe.easing = Self.easing(out: item["o"], in: item["i"])
            if let to = item["to"]?.numbers, let ti = item["ti"]?.numbers, to.count >= 2, ti.count >= 2 {
                keyframe.spatial = (Point(to[0], to[1]), Point(ti[0], ti[1]))
            }
            previousEnd = keyframe.end
            keyframes.append(keyframe)
        }
        guard !keyframes.isEmpty else { return nil }
        self.keyframes = keyframes
    }

    /// A value: numbers, or a path.
    static func value(_ node: LottieNode) -> LottieValue? {
        if let numbers = node.numbers { return .numbers(numbers) }
        return LottieBezier(node).map { .shape($0) }
    }

    /// One curve per axis from `o` and `i`, whose `x` and `y` are numbers or arrays of them.
    static func easing(out: LottieNode?, in input: LottieNode?) -> [TimingFunction] {
        guard let ox = out?["x"]?.numbers, let oy = out?["y"]?.numbers, let ix = input?["x"]?.numbers, let iy = input?["y"]?.numbers,
            !ox.isEmpty, !oy.isEmpty, !ix.isEmpty, !iy.isEmpty
        else { return [] }
        let axes = max(ox.count, oy.count, ix.count, iy.count)
        func at(_ list: [Double], _ j: Int) -> Double { list[min(j, list.count - 1)] }
        return (0..<axes).map { j in
            let curve = TimingFunction(min(max(at(ox, j), 0), 1), at(oy, j), min(max(at(ix, j), 0), 1), at(iy, j))
            return curve.isLinear ? .linear : curve
        }
    }

    /// Whether the value changes over time.
    var isAnimated: Bool { keyframes.count > 1 }

    /// The value at the first keyframe.
    var initial: LottieValue { keyframes[0].start }

    /// Segment `k`'s end value: its own `e`, else the next keyframe's start.
    func end(ofSegment k: Int) -> LottieValue { keyframes[k].end ?? keyframes[k + 1].start }

    /// The value at `frame` (the layer's frames), as lottie-web and rlottie compute it: the first value before the
    /// first keyframe, the last after the last, holds held, each axis eased by its own curve, and a point with
    /// spatial tangents moved along its Bézier by the first axis's easing.
    func value(at frame: Double) -> LottieValue {
        let last = keyframes.count - 1
        guard last > 0, frame > keyframes[0].frame else { return keyframes[0].start }
        guard frame < keyframes[last].frame else { return keyframes[last].start }
        var k = 0
        var (low, high) = (0, last)
        while low <= high {
            let mid = (low + high) / 2
            if keyframes[mid].frame <= frame {
                k = mid
                low = mid + 1
            } else {
                high = mid - 1
            }
        }
        let keyframe = keyframes[k]
        if keyframe.isHold { return keyframe.start }
        let span = keyframes[k + 1].frame - keyframe.frame
        let progress = span > 0 ? (frame - keyframe.frame) / span : 1
        let end = end(ofSegment: k)
        if let curve = spatialCurve(segment: k) {
            return .numbers(curve.point(at: keyframe.easing(axis: 0).value(at: progress)))
        }
        let axes = max(keyframe.easing.count, 1)
        return keyframe.start.interpolated(to: end, (0..<axes).map { keyframe.easing(axis: $0).value(at: progress) })
    }

    /// Segment `k` as a Bézier in space, when its spatial tangents bend it off the straight line.
    func spatialCurve(segment k: Int) -> SpatialCurve? {
        guard let spatial = keyframes[k].spatial, !keyframes[k].isHold else { return nil }
        let (a, b) = (keyframes[k].start.numbers, end(ofSegment: k).numbers)
        guard a.count >= 2, b.count >= 2 else { return nil }
        let curve = SpatialCurve(
            from: Point(a[0], a[1]), control1: Point(a[0], a[1]) + spatial.out, control2: Point(b[0], b[1]) + spatial.in, to: Point(b[0], b[1]),
            extra: Array(zip(a.dropFirst(2), b.dropFirst(2))))
        return curve.isStraight ? nil : curve
    }
}

/// A position keyframe segment's path in space (`to`/`ti`), with any third coordinate interpolated straight.
struct SpatialCurve {
    var from: Point
    var control1: Point
    var control2: Point
    var to: Point
    var extra: [(Double, Double)]

    /// Both tangents are zero or lie on the line between the points: no bend.
    var isStraight: Bool {
        func onLine(_ p: Point) -> Bool {
            let (d, e) = (to - from, p - from)
            return abs(d.x * e.y - d.y * e.x) <= 1e-9 * max(1, d.x * d.x + d.y * d.y)
        }
        return onLine(control1) && onLine(control2)
    }

    /// The point at Bézier parameter `u`, as Core Animation moves along a keyframe path.
    func point(at u: Double) -> [Double] {
        let v = 1 - u
        let (a, b, c, d) = (v * v * v, 3 * v * v * u, 3 * v * u * u, u * u * u)
        let x = a * from.x + b * control1.x + c * control2.x + d * to.x
        let y = a * from.y + b * control1.y + c * control2.y + d * to.y
        return [x, y] + extra.map { $0 + ($1 - $0) * u }
    }
}

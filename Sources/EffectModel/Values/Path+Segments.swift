import Foundation

/// One drawn piece of a path with both ends explicit: what arc length, trimming and keyframe paths work on.
public enum PathSegment: Hashable, Sendable {
    /// A straight line from the first point to the second.
    case line(Point, Point)
    /// A cubic Bézier: start, two control points, end.
    case cubic(Point, Point, Point, Point)

    /// Where the segment starts.
    public var start: Point {
        switch self {
        case .line(let p, _), .cubic(let p, _, _, _): p
        }
    }

    /// Where the segment ends.
    public var end: Point {
        switch self {
        case .line(_, let p), .cubic(_, _, _, let p): p
        }
    }

    /// The point at curve parameter `t` in 0…1.
    public func point(at t: Double) -> Point {
        switch self {
        case .line(let a, let b):
            return a.interpolated(to: b, t)
        case .cubic(let p0, let p1, let p2, let p3):
            let u = 1 - t
            let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            return Point(w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
        }
    }

    /// Arc length in points. Cubics: a 64-piece polyline, accurate to about 1e-4 of the length for
    /// the smooth curves paths are made of.
    public var length: Double {
        switch self {
        case .line(let a, let b):
            return a.distance(to: b)
        case .cubic:
            return lengthTable.last!
        }
    }

    static let tableSteps = 64

    /// Cumulative polyline length at t = i / tableSteps.
    var lengthTable: [Double] {
        var table = [0.0]
        table.reserveCapacity(Self.tableSteps + 1)
        var previous = start
        for i in 1...Self.tableSteps {
            let p = point(at: Double(i) / Double(Self.tableSteps))
            table.append(table[i - 1] + previous.distance(to: p))
            previous = p
        }
        return table
    }

    /// The curve parameter at which the arc length from the start reaches `distance` (clamped).
    public func parameter(atLength distance: Double) -> Double {
        switch self {
        case .line(let a, let b):
            let total = a.distance(to: b)
            return total > 0 ? min(max(distance / total, 0), 1) : 0
        case .cubic:
            let table = lengthTable
            guard let total = table.last, total > 0 else { return 0 }
            let target = min(max(distance, 0), total)
            var i = 1
            while i < Self.tableSteps, table[i] < target { i += 1 }
            let span = table[i] - table[i - 1]
            let f = span > 0 ? (target - table[i - 1]) / span : 0
            return (Double(i - 1) + f) / Double(Self.tableSteps)
        }
    }

    /// The part of the segment between parameters `t0` and `t1` (0 ≤ t0 ≤ t1 ≤ 1), by de Casteljau.
    public func slice(_ t0: Double, _ t1: Double) -> PathSegment {
        switch self {
        case .line:
            return .line(point(at: t0), point(at: t1))
        case .cubic:
            let tail = t0 > 0 ? split(at: t0).1 : self
            guard t1 < 1 else { return tail }
            let t = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
            return tail.split(at: t).0
        }
    }

    private func split(at t: Double) -> (PathSegment, PathSegment) {
        guard case .cubic(let p0, let p1, let p2, let p3) = self else {
            let m = point(at: t)
            return (.line(start, m), .line(m, end))
        }
        let a = p0.interpolated(to: p1, t)
        let b = p1.interpolated(to: p2, t)
        let c = p2.interpolated(to: p3, t)
        let d = a.interpolated(to: b, t)
        let e = b.interpolated(to: c, t)
        let m = d.interpolated(to: e, t)
        return (.cubic(p0, a, d, m), .cubic(m, e, c, p3))
    }
}

extension Path {
    /// A subpath as segments; `closed` when it ended with a close element (its last segment is then the
    /// closing line, present even when zero-length).
    public struct Subpath: Hashable, Sendable {
        /// The segments, in drawing order.
        public var segments: [PathSegment]
        /// Whether the subpath ended with a close element.
        public var closed: Bool
    }

    /// The path as subpaths of explicit segments: quadratics raised to cubics, each close a line back to
    /// the subpath's start. A subpath with a move and nothing else has no segments and is dropped.
    public var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current: [PathSegment] = []
        var start = Point.zero
        var pen = Point.zero
        var open = false
        func finish(closed: Bool) {
            if !current.isEmpty { result.append(Subpath(segments: current, closed: closed)) }
            current = []
            open = false
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                start = p
                pen = p
            case .line(let p):
                current.append(.line(pen, p))
                pen = p
                open = true
            case .quad(let c, let p):
                current.append(.cubic(pen, pen + (c - pen) * (2.0 / 3.0), p + (c - p) * (2.0 / 3.0), p))
                pen = p
                open = true
            case .cubic(let c1, let c2, let p):
                current.append(.cubic(pen, c1, c2, p))
                pen = p
                open = true
            case .close:
                if open || !current.isEmpty { current.append(.line(pen, start)) }
                finish(closed: true)
                pen = start
            }
        }
        finish(closed: false)
        return result
    }

    /// The total arc length in points over all subpaths, closing lines included.
    public var length: Double {
        subpaths.reduce(0) { $0 + $1.segments.reduce(0) { $0 + $1.length } }
    }

    /// The part of the path between the fractions `start` and `end` of its total length, as Core
    /// Animation's `strokeStart` / `strokeEnd` cut a shape layer's stroke. Empty when `start ≥ end`.
    public func trimmed(from start: Double, to end: Double) -> Path {
        let from = min(max(start, 0), 1)
        let to = min(max(end, 0), 1)
        if from <= 0, to >= 1 { return self }
        guard from < to else { return Path() }
        let all = subpaths
        let total = all.reduce(0) { $0 + $1.segments.reduce(0) { $0 + $1.length } }
        let (lo, hi) = (from * total, to * total)
        var result = Path()
        var offset = 0.0
        for subpath in all {
            let subpathStart = offset
            var pen: Point?
            for segment in subpath.segments {
                let length = segment.length
                defer { offset += length }
                let a = max(lo - offset, 0)
                let b = min(hi - offset, length)
                guard b > a else { continue }
                let piece = segment.slice(segment.parameter(atLength: a), segment.parameter(atLength: b))
                if pen != piece.start { result.move(to: piece.start) }
                switch piece {
                case .line(_, let p): result.line(to: p)
                case .cubic(_, let c1, let c2, let p): result.cubic(c1, c2, to: p)
                }
                pen = piece.end
            }
            if subpath.closed, pen != nil, lo <= subpathStart, hi >= offset { result.close() }
        }
        return result
    }
}

extension PathSegment {
    /// The derivative d point / d t at curve parameter `t`: the direction of travel.
    public func derivative(at t: Double) -> Point {
        switch self {
        case .line(let a, let b):
            return b - a
        case .cubic(let p0, let p1, let p2, let p3):
            let u = 1 - t
            let a = (p1 - p0) * (3 * u * u)
            let b = (p2 - p1) * (6 * u * t)
            let c = (p3 - p2) * (3 * t * t)
            return a + b + c
        }
    }
}

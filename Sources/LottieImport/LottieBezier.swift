import EffectModel

/// A Lottie path value (`{"v", "i", "o", "c"}`): vertices, each with its in and out tangent relative to it, open
/// or closed. Interpolated vertex by vertex, as players do.
struct LottieBezier: Equatable {
    var vertices: [Point]
    /// Relative to each vertex: the control point of the segment arriving at it.
    var inTangents: [Point]
    /// Relative to each vertex: the control point of the segment leaving it.
    var outTangents: [Point]
    var isClosed: Bool

    /// The path value at `node`; `nil` when it is not one (an object, or an array holding one object).
    init?(_ node: LottieNode) {
        let object = node.isArray ? node.elements.first : node
        guard let object, object.isObject, let v = object["v"] else { return nil }
        func points(_ node: LottieNode?) -> [Point] {
            (node?.elements ?? []).map { p in
                let xy = p.numbers ?? []
                return Point(xy.first ?? 0, xy.count > 1 ? xy[1] : 0)
            }
        }
        vertices = points(v)
        let count = vertices.count
        func padded(_ list: [Point]) -> [Point] { Array((list + Array(repeating: .zero, count: count)).prefix(count)) }
        inTangents = padded(points(object["i"]))
        outTangents = padded(points(object["o"]))
        isClosed = object["c"]?.number == 1
    }

    init(vertices: [Point], inTangents: [Point], outTangents: [Point], isClosed: Bool) {
        (self.vertices, self.inTangents, self.outTangents, self.isClosed) = (vertices, inTangents, outTangents, isClosed)
    }

    /// The path, each segment a cubic (straight when both its tangents are zero).
    var path: Path {
        guard let first = vertices.first else { return Path() }
        var path = Path()
        path.move(to: first)
        func segment(_ a: Int, _ b: Int) {
            let (o, i) = (outTangents[a], inTangents[b])
            if o == .zero && i == .zero {
                path.line(to: vertices[b])
            } else {
                path.cubic(vertices[a] + o, vertices[b] + i, to: vertices[b])
            }
        }
        for k in 1..<max(vertices.count, 1) { segment(k - 1, k) }
        if isClosed {
            if vertices.count > 1 { segment(vertices.count - 1, 0) }
            path.close()
        }
        return path
    }

    /// Vertex by vertex; paths of different vertex counts jump at the end, as players show them.
    func interpolated(to other: LottieBezier, _ f: Double) -> LottieBezier {
        guard other.vertices.count == vertices.count else { return f < 1 ? self : other }
        func mix(_ a: [Point], _ b: [Point]) -> [Point] { zip(a, b).map { $0.interpolated(to: $1, f) } }
        return LottieBezier(
            vertices: mix(vertices, other.vertices), inTangents: mix(inTangents, other.inTangents),
            outTangents: mix(outTangents, other.outTangents), isClosed: isClosed)
    }
}

/// Parts of a timing function: what an exporter writes where an animation is cut by another event (a part of
/// its progress), or plays backwards (the way back of an autoreversing cycle).
extension TimingFunction {
    /// The curve played backwards: progress 1 → 0 over the interval, as the way back of an autoreversing cycle
    /// runs it, seen as a curve from its own start to its end.
    public var reversed: TimingFunction {
        TimingFunction(1 - x2, 1 - y2, 1 - x1, 1 - y1)
    }

    /// The curve between linear progress `p0` and `p1` (0 ≤ p0 < p1 ≤ 1), scaled back to the unit square: the
    /// exact timing of the part of an animation that runs between those progresses. `nil` when that part is flat
    /// (no eased change to scale) or when its control points leave 0…1 in x.
    public func part(from p0: Double, to p1: Double) -> TimingFunction? {
        guard p0 >= 0, p1 <= 1, p1 > p0 else { return nil }
        if p0 == 0, p1 == 1 { return self }
        if isLinear { return .linear }
        let (s0, s1) = (bezier.parameter(forX: p0), bezier.parameter(forX: p1))
        // De Casteljau: the control polygon of the curve between parameters s0 and s1.
        func point(_ s: Double) -> (Double, Double) { (bezier.sampleX(s), bezier.sampleY(s)) }
        let p = [(0.0, 0.0), (x1, y1), (x2, y2), (1.0, 1.0)]
        func blossom(_ a: Double, _ b: Double, _ c: Double) -> (Double, Double) {
            // The polar form of the cubic: f(a, b, c), symmetric and affine in each argument.
            var level = p
            for u in [a, b, c] {
                level = zip(level, level.dropFirst()).map { ($0.0 + ($1.0 - $0.0) * u, $0.1 + ($1.1 - $0.1) * u) }
            }
            return level[0]
        }
        let q0 = point(s0)
        let q3 = point(s1)
        let q1 = blossom(s0, s0, s1)
        let q2 = blossom(s0, s1, s1)
        let (dx, dy) = (q3.0 - q0.0, q3.1 - q0.1)
        guard dx > 1e-12, abs(dy) > 1e-12 else { return nil }
        let c = [q1, q2].map { (($0.0 - q0.0) / dx, ($0.1 - q0.1) / dy) }
        guard c.allSatisfy({ (0...1).contains($0.0) }) else { return nil }
        return TimingFunction(c[0].0, c[0].1, c[1].0, c[1].1)
    }
}

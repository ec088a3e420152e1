extension Layer {
    /// Siblings in the order Core Animation draws them: by `zPosition`, lower first (behind); equal values keep
    /// the tree's order (later in front). The one rule every output stacks layers by; each says which `zPosition`
    /// counts (a frame's presentation value, or for a file that cannot reorder, the value when a layer appears).
    ///
    /// Each sibling's `zPosition` is read once, and siblings already in order (the usual case: all at 0) are
    /// returned as they are, without copying a layer.
    public static func inDrawingOrder<Sibling>(_ siblings: [Sibling], zPosition: (Sibling) -> Double) -> [Sibling] {
        let z = siblings.map(zPosition)
        guard zip(z, z.dropFirst()).contains(where: { $0 > $1 }) else { return siblings }
        return z.indices.sorted { (z[$0], $0) < (z[$1], $1) }.map { siblings[$0] }
    }

    /// Layers in drawing order by their own `zPosition` (a frame's tree).
    public static func inDrawingOrder(_ layers: [Layer]) -> [Layer] { inDrawingOrder(layers, zPosition: \.zPosition) }
}

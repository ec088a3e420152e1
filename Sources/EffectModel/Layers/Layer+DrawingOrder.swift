extension Layer {
    /// Siblings in the order Core Animation draws them: by `zPosition`, lower first (behind); equal values keep
    /// the tree's order (later in front). The one rule every output stacks layers by; each says which `zPosition`
    /// counts (a frame's presentation value, or for a file that cannot reorder, the value when a layer appears).
    public static func inDrawingOrder<Sibling>(_ siblings: [Sibling], zPosition: (Sibling) -> Double) -> [Sibling] {
        siblings.enumerated().sorted { (zPosition($0.element), $0.offset) < (zPosition($1.element), $1.offset) }.map(\.element)
    }

    /// Layers in drawing order by their own `zPosition` (a frame's tree).
    public static func inDrawingOrder(_ layers: [Layer]) -> [Layer] { inDrawingOrder(layers, zPosition: \.zPosition) }
}

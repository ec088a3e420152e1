/// Which of a layer's animations are attached at a time, found without visiting the others.
///
/// Animations are recorded in the order added, so their `addedAt` never decreases; each stays attached up
/// to a last instant (its end when removed on completion, or just before it is taken off). A max tree over
/// those last instants answers "attached at t, newest first" in O((k + 1) log n) for k answers, so sampling a
/// long-running layer costs what is attached then, not its whole history.
struct AttachmentIndex: Sendable {
    private let addedAt: [Double]
    /// `tree[1]` covers every animation; node i covers the ranges of nodes 2i and 2i + 1; leaves start at `leafCount`.
    private let tree: [Double]
    private let leafCount: Int

    init(_ animations: [AttachedAnimation]) {
        addedAt = animations.map(\.addedAt)
        var leaves = 1
        while leaves < animations.count { leaves *= 2 }
        leafCount = leaves
        var tree = [Double](repeating: -.infinity, count: 2 * leaves)
        for (i, attached) in animations.enumerated() { tree[leaves + i] = attached.lastAttachedInstant }
        for node in stride(from: leaves - 1, through: 1, by: -1) { tree[node] = max(tree[2 * node], tree[2 * node + 1]) }
        self.tree = tree
    }

    /// Calls `body` with the index of each animation attached at `t`, newest first, until it returns false.
    func forEachAttached(at t: Double, newestFirst body: (Int) -> Bool) {
        // The animations added at or before t: a prefix, found by binary search.
        var (lo, hi) = (0, addedAt.count)
        while lo < hi {
            let mid = (lo + hi) / 2
            if addedAt[mid] <= t { lo = mid + 1 } else { hi = mid }
        }
        guard lo > 0 else { return }
        var going = true
        visit(node: 1, range: 0..<leafCount, limit: lo, t: t, going: &going, body)
    }

    private func visit(node: Int, range: Range<Int>, limit: Int, t: Double, going: inout Bool, _ body: (Int) -> Bool) {
        guard going, range.lowerBound < limit, tree[node] >= t else { return }
        if range.count == 1 {
            going = body(range.lowerBound)
            return
        }
        let middle = range.lowerBound + range.count / 2
        visit(node: 2 * node + 1, range: middle..<range.upperBound, limit: limit, t: t, going: &going, body)
        visit(node: 2 * node, range: range.lowerBound..<middle, limit: limit, t: t, going: &going, body)
    }
}

extension AttachedAnimation {
    /// The last instant at which the animation is attached: its end when removed on completion (inclusive),
    /// or the instant before it was taken off.
    var lastAttachedInstant: Double { min(finishesAt, removedAt.nextDown) }
}
